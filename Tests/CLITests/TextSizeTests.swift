import Foundation
import Testing

/// Dynamic Type from the command line: `--text-size` and the canvas's `textSize` size labels in
/// a text style; a label in a fixed size does not move.
@Suite struct TextSizeTests {
    /// "body" is 17 pt at Large, 28 at AX1 and 14 at xSmall (HIG); a line is 2444/2048 of the
    /// size, rounded up to the @2x pixel: 20.287 → 20.5, 33.414 → 33.5, 16.707 → 17.
    @Test func textStylesFollowTheTextSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("styles.json")
        try #"""
        {"canvas": {"width": 300, "height": 200, "scale": 2},
         "views": [{"id": "body", "kind": "label", "text": "Hi", "font": "body", "make": ["make.left.top.equalTo(superview)"]},
                   {"id": "fixed", "kind": "label", "text": "Hi", "font": "system 17", "make": ["make.left.equalTo(superview)", "make.top.equalTo(body.mas_bottom)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        func heights(_ extra: [String]) throws -> (body: Double, fixed: Double) {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([scene.path, "-o", out.path] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let frames = try CLIRunner.frames(inSolution: out)
            return (frames["body"]?[3] ?? -1, frames["fixed"]?[3] ?? -1)
        }
        #expect(try heights([]) == (20.5, 20.5))
        #expect(try heights(["--text-size", "AX1"]) == (33.5, 20.5))
        #expect(try heights(["--text-size", "extraSmall"]) == (17, 20.5))
        let wrong = try CLIRunner.run([scene.path, "-o", dir.appendingPathComponent("x.png").path, "--text-size", "huge"])
        #expect(wrong.status == 2 && wrong.stderr.contains("--text-size"))
        // The canvas says it too, and the command line wins.
        let text = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "\"scale\": 2}", with: "\"scale\": 2, \"textSize\": \"xxxLarge\"}")
        try text.write(to: scene, atomically: true, encoding: .utf8)
        #expect(try heights([]).body == 27.5)
        #expect(try heights(["--text-size", "Large"]).body == 20.5)
    }
}

/// A label smaller than its text is a finding: UILabel cuts the text off with "…".
@Suite struct CutOffLabelTests {
    @Test func explainSaysWhichLabelsAreCutOff() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("cut.json")
        // title: 60 wide, far less than "Welcome back to the app" in system 17 (about 190).
        // body: two lines allowed, 100 wide: the text needs five or more.
        // fits: as wide as its text.
        try #"""
        {"canvas": {"width": 300, "height": 300, "scale": 2},
         "views": [{"id": "title", "kind": "label", "text": "Welcome back to the app", "make": ["make.left.top.equalTo(superview)", "make.width.equalTo(@60)"]},
                   {"id": "body", "kind": "label", "lines": 2, "text": "A longer text that needs many more lines than two at this narrow width",
                    "make": ["make.left.equalTo(superview)", "make.top.equalTo(title.mas_bottom)", "make.width.equalTo(@100)"]},
                   {"id": "fits", "kind": "label", "text": "OK", "make": ["make.left.equalTo(superview)", "make.top.equalTo(body.mas_bottom)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        let text = try CLIRunner.run(["explain", scene.path])
        #expect(text.status == 0, "a cut-off label is a finding, not a layout problem: \(text.stderr)")
        #expect(text.stdout.contains("every constraint holds and every view is fixed, but 2 labels' texts are cut off"))
        #expect(text.stdout.contains("Labels whose text is cut off"))
        #expect(text.stdout.contains("title's text is cut off: it needs "))
        #expect(text.stdout.contains(" wide and is 60."))
        #expect(text.stdout.contains("body's text is cut off: it needs "))
        #expect(text.stdout.contains(" tall and is 41."), "two lines of system 17: 2 × 20.287, to the @2x pixel")
        #expect(!text.stdout.contains("fits's"))
        let json = try CLIRunner.run(["explain", scene.path, "--format", "json"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let cut = object?["cutOff"] as? [[String: Any]] ?? []
        #expect(cut.map { $0["view"] as? String } == ["title", "body"])
        let title = cut.first
        #expect((title?["frame"] as? [Double])?.first == 60)
        #expect(((title?["needed"] as? [Double])?.first ?? 0) > 150)
        // The picture's legend says it too.
        let png = dir.appendingPathComponent("cut.svg")
        #expect(try CLIRunner.run([scene.path, "-o", png.path]).status == 0)
        #expect(try String(contentsOf: png, encoding: .utf8).contains("title's text is cut off"))
    }
}

/// A file's conditions on the text size are decided by the size drawn.
@Suite struct TextSizeConditionTests {
    @Test func conditionsOnTheTextSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("IconView.swift")
        try """
            import UIKit
            import SnapKit

            final class IconView: UIView {
                private let icon = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    if traitCollection.preferredContentSizeCategory > .extraExtraExtraLarge {
                        icon.snp.makeConstraints { make in
                            make.top.left.equalToSuperview()
                            make.size.equalTo(64)
                        }
                    } else {
                        icon.snp.makeConstraints { make in
                            make.top.left.equalToSuperview()
                            make.size.equalTo(32)
                        }
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        func icon(_ size: String) throws -> ([Double]?, String) {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file.path, "--text-size", size, "-o", out.path])
            #expect(r.status == 0)
            return (try CLIRunner.frames(inSolution: out)["icon"], r.stderr)
        }
        let large = try icon("Large")
        #expect(large.0 == [0, 0, 32, 32] && large.1.contains("is false, text size Large): its else branch is read"))
        let ax2 = try icon("AX2")
        #expect(ax2.0 == [0, 0, 64, 64] && ax2.1.contains("is true, text size AX2): its first branch is read"))
    }
}

/// UIFontMetrics' scaled values in a source file follow the text size drawn.
@Suite struct FontMetricsInSourceTests {
    @Test func scaledValuesFollowTheTextSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("AvatarCell.swift")
        try """
            import UIKit
            import SnapKit

            final class AvatarCell: UITableViewCell {
                private let avatar = UIImageView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(avatar)
                    let side = UIFontMetrics(forTextStyle: .body).scaledValue(for: 40)
                    avatar.snp.makeConstraints { make in
                        make.top.left.bottom.equalToSuperview().inset(8)
                        make.size.equalTo(side)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        func side(_ size: String) throws -> Double? {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file.path, "--text-size", size, "-o", out.path])
            #expect(r.status == 0 && !r.stderr.contains("run time"), "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)["avatar"]?[2]
        }
        // iOS 26.1: body scales 40 to 40 at Large and to 34.666667 at xSmall (openuikit's dynamic_type.json).
        #expect(try side("Large") == 40)
        #expect(try side("xSmall") == 34.667)
    }
}
