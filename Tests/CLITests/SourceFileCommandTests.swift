import Foundation
import PNGCodec
import Testing

/// `masrender FILE.m|FILE.swift`, run as a user would.
@Suite struct SourceFileCommandTests {
    let fm = FileManager.default

    static func source(_ name: String) -> String {
        CLIRunner.packageRoot.appendingPathComponent("Fixtures/sources/\(name)").path
    }

    @Test func rendersASourceFileAsWritten() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        for name in ["out.png", "out.svg", "out.json"] {
            let r = try CLIRunner.run([Self.source("LoginView.m"), "-o", dir.appendingPathComponent(name).path])
            #expect(r.status == 0 && r.stderr == "masrender: LoginView.m:22:1: warning: 1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 95\n", "\(name): \(r.stderr)")
        }
        let png = try PNGCodec.decode(Array(Data(contentsOf: dir.appendingPathComponent("out.png"))))
        #expect(png.width == 786 && png.height == 1704, "iPhone 15 at @2x")
        // Lines that change no frame are listed, but are no reason for --strict to fail.
        let strict = try CLIRunner.run([Self.source("LoginView.m"), "-o", dir.appendingPathComponent("strict.png").path, "--strict"])
        #expect(strict.status == 0, "\(strict.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out.json"))) as? [String: Any]
        let views = (json?["views"] as? [[String: Any]])?.map { $0["id"] as? String }
        #expect(views == ["card", "titleLabel", "emailField", "passwordField", "loginButton"])
        let svg = try String(contentsOf: dir.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.contains("(LoginView.m:62)"), "tooltips point into the file, by its name")
    }

    /// A scene holding a pasted method as "code": drawn like a file, its states from its methods,
    /// its warnings on stderr at places in the scene, errors under --strict.
    @Test func aSceneWithCodeRendersItsStatesAndSaysWhatItLeftOut() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("pasted.json")
        try #"""
        {"canvas": {"width": 200, "height": 120, "scale": 1},
         "code": ["override func viewDidLoad() {",
                  "    let box = UIView()",
                  "    view.addSubview(box)",
                  "    box.snp.makeConstraints { make in",
                  "        make.left.top.equalToSuperview().offset(10)",
                  "        make.size.equalTo(boxSide)",
                  "    }",
                  "}",
                  "@objc func grow() {",
                  "    box.snp.remakeConstraints { make in",
                  "        make.edges.equalToSuperview().inset(10)",
                  "    }",
                  "}"]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json").path
        let r = try CLIRunner.run([scene.path, "-o", out, "--all-steps"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("masrender: \(scene.path):7:38: warning: 'boxSide' is not defined in this file"), "\(r.stderr)")
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("out.0.json").path))
        let grown = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out.grow.json"))) as? [String: Any]
        let frame = ((grown?["views"] as? [[String: Any]])?.first?["frame"] as? [Double])
        #expect(frame == [10, 10, 180, 100])
        let strict = try CLIRunner.run([scene.path, "-o", out, "--strict"])
        #expect(strict.status == 2 && strict.stderr.contains("(--strict)"), "\(strict.stderr)")
    }

    @Test func aCellTakesItsWidthAndFitsItsHeight() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([Self.source("ProfileCell.swift"), "-o", out, "--size", "320"])
        #expect(r.status == 0)
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Any]
        #expect(canvas?["width"] as? Double == 320 && canvas?["height"] as? Double == 80)
    }

    /// A cell whose content is not tied to its bottom has no fitted height: it is drawn at
    /// UITableView's default row height, said (an error with --strict), not as an empty picture.
    @Test func aCellWithoutAHeightIsARowTall() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("BadgeCell.swift")
        try """
        class BadgeCell: UITableViewCell {
            let badge = UIView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(badge)
                badge.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().offset(8)
                    make.size.equalTo(20)
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([file.path, "-o", out, "--size", "320"])
        #expect(r.status == 0)
        #expect(r.stderr == "masrender: BadgeCell.swift: warning: its content gives the cell no height (nothing with a height of its own runs from its top to its bottom), so its fitted height is 0; drawn 44 tall, UITableView's standard row height (--size 320xHEIGHT for another)\n")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Any]
        #expect(canvas?["width"] as? Double == 320 && canvas?["height"] as? Double == 44)
        let strict = try CLIRunner.run([file.path, "-o", out, "--size", "320", "--strict"])
        #expect(strict.status == 2 && strict.stderr.contains("fitted height is 0"))
    }

    /// A cell of a 60-point photo 8 from its top and, 10 below it, an 80 × 30 pay button, tied to
    /// nothing at the bottom: its content reaches 8 + 60 + 10 + 30 = 108 down.
    static func photoAndPayCell(_ declaration: String, initialiser: String, superCall: String) -> String {
        """
        \(declaration) {
            let photo = UIView()
            let pay = UIView()
            override init(\(initialiser)) {
                super.init(\(superCall))
                contentView.addSubview(photo)
                contentView.addSubview(pay)
                photo.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview().offset(8)
                    make.size.equalTo(60)
                }
                pay.snp.makeConstraints { make in
                    make.top.equalTo(photo.snp.bottom).offset(10)
                    make.trailing.equalToSuperview().offset(-8)
                    make.size.equalTo(CGSize(width: 80, height: 30))
                }
            }
        }
        """
    }

    /// A cell whose content, laid out from its top, reaches below 44 but is tied to nothing at
    /// the bottom: Auto Layout gives it no height, so UITableView gives it its standard 44 (the
    /// app's table may give another): drawn 44 tall, as a device draws it, saying that its
    /// content reaches 8 + 60 + 10 + 30 = 108 down.
    @Test func aCellWithoutAHeightIsDrawnAtTheStandardRowHeight() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("OrderCell.swift")
        try Self.photoAndPayCell("class OrderCell: UITableViewCell", initialiser: "style: UITableViewCell.CellStyle, reuseIdentifier: String?",
                                 superCall: "style: style, reuseIdentifier: reuseIdentifier").write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([file.path, "-o", out, "--size", "320"])
        #expect(r.status == 0)
        #expect(r.stderr == "masrender: OrderCell.swift: warning: its content gives the cell no height (nothing with a height of its own runs from its top to its bottom), so its fitted height is 0; drawn 44 tall, UITableView's standard row height; its content reaches 108 down, past the row, as it would on a device unless the app's table gives a row height (heightForRowAtIndexPath, rowHeight) (--size 320xHEIGHT for another)\n")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Any]
        #expect(canvas?["width"] as? Double == 320 && canvas?["height"] as? Double == 44)
    }

    /// The same content in a collection view's cell: no standard row height there (the app's
    /// layout gives the item's size), so it is drawn as far as its content reaches, 108, said.
    @Test func aCollectionCellWithoutAHeightIsDrawnAsFarAsItsContentReaches() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("OrderItemCell.swift")
        try Self.photoAndPayCell("class OrderItemCell: UICollectionViewCell", initialiser: "frame: CGRect", superCall: "frame: frame")
            .write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([file.path, "-o", out, "--size", "320"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("drawn 108 tall, as far as its content reaches, as the item size the app's layout gives it"), "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Any]
        #expect(canvas?["height"] as? Double == 108)
    }

    /// A collection view's cell whose class gives a height (`static var height: CGFloat { 70.0 }`,
    /// what the app's flow layout sizes the item with) is drawn at it, whatever its content would
    /// fit to (W-swift-05): an image view 4 from the top and the bottom with its width its height
    /// is 62 square; a 24-tall button centred at 35 is at y 23. The note says where 70 came from.
    @Test func aCollectionCellIsDrawnAtTheHeightItsClassGives() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("RankingCell.swift")
        try """
        class RankingCell: UICollectionViewCell {
            static var height: CGFloat { 70.0 }
            let imageView = UIImageView()
            let titleLabel = UILabel()
            let downloadButton = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                [imageView, titleLabel, downloadButton].forEach { addSubview($0) }
                titleLabel.text = "Ranking"
                imageView.snp.makeConstraints {
                    $0.leading.equalToSuperview()
                    $0.top.bottom.equalToSuperview().inset(4.0)
                    $0.width.equalTo(imageView.snp.height)
                }
                titleLabel.snp.makeConstraints {
                    $0.leading.equalTo(imageView.snp.trailing).offset(8.0)
                    $0.trailing.equalTo(downloadButton.snp.leading)
                    $0.top.equalToSuperview().inset(8.0)
                }
                downloadButton.snp.makeConstraints {
                    $0.trailing.centerY.equalToSuperview()
                    $0.width.equalTo(50.0)
                    $0.height.equalTo(24.0)
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([file.path, "-o", out])
        #expect(r.status == 0)
        #expect(r.stderr.contains("drawn 70 tall, the height its class gives its collection view's layout (RankingCell.height)"), "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let views = (json?["views"] as? [[String: Any]]) ?? []
        let frames = Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as! String, $0["absoluteFrame"] as! [Double]) })
        #expect(frames["imageView"] == [0, 4, 62, 62], "\(frames)")
        #expect(frames["downloadButton"] == [343, 23, 50, 24], "\(frames)")
    }

    /// The same when the fit with that view at 0 is shorter than a table's row: an image view
    /// the running app fills (16 from the cell's top, pinned to its bottom) gives a 16-tall fit,
    /// less than UITableView's standard 44; the cell is drawn 44 tall, the image view filling
    /// the rest (28), as the convention of every real set's answers has it.
    @Test func aCellFittedShorterThanARowIsARowTall() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("TitleCell.swift")
        try """
        class TitleCell: UITableViewCell {
            let titleImageView = UIImageView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(titleImageView)
                titleImageView.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(16)
                    make.leading.trailing.equalToSuperview().inset(16)
                    make.bottom.equalToSuperview()
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([file.path, "-o", out, "--size", "320"])
        #expect(r.status == 0)
        #expect(r.stderr.contains("so the cell is fitted with it at 0, which makes it 16 tall: less than UITableView's standard row height, 44, which it is drawn at"), "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: URL(fileURLWithPath: out))
        #expect(f["titleImageView"] == [16, 16, 288, 28])
    }

    /// A view whose height nothing in the file sets (a stack view its data fills) sits in the
    /// chain from the cell's top to its bottom: fitting would make it negative (−20 here) and
    /// the cell 0 tall. UIKit allows no negative size, so the cell is fitted with it at 0 — 8 +
    /// 30 + 8 + 0 + 8 = 54 tall — and this is said (an error with --strict).
    @Test func aViewOfFreeHeightInACellIsFittedAtZeroNotBelow() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("TagsCell.swift")
        try """
        class TagsCell: UITableViewCell {
            let title = UIView()
            let tags = UIStackView()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(title)
                contentView.addSubview(tags)
                title.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(8)
                    make.height.equalTo(30)
                    make.width.equalTo(100)
                }
                tags.snp.makeConstraints { make in
                    make.top.equalTo(title.snp.bottom).offset(8)
                    make.left.equalTo(title)
                    make.bottom.equalToSuperview().offset(-8)
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([file.path, "-o", out, "--size", "320"])
        #expect(r.status == 0)
        #expect(r.stderr == "masrender: TagsCell.swift: warning: fitting the cell's height would make the height of tags (-54) negative, as nothing in this file sets it; UIKit allows no negative size, so the cell is fitted with it at 0\n")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Any]
        #expect(canvas?["width"] as? Double == 320 && canvas?["height"] as? Double == 54)
        let strict = try CLIRunner.run([file.path, "-o", out, "--size", "320", "--strict"])
        #expect(strict.status == 2 && strict.stderr.contains("UIKit allows no negative size"))
    }

    /// Several classes: the one the file is named after is drawn (Xcode names a file for its
    /// main class), not a helper written above it; without one, the first that lays out.
    @Test func theClassNamedLikeTheFileIsDrawn() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let code = """
        class CodeField: UIView {
            let box = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints { make in make.edges.equalToSuperview() }
            }
        }
        class DetailView: UIView {
            let field = CodeField()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(field)
                field.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(10)
                    make.size.equalTo(40)
                }
            }
        }
        """
        for (fileName, drawn, other) in [("DetailView.swift", "DetailView", "CodeField"),
                                         ("DetailViewController.swift", "DetailView", "CodeField"),
                                         ("Popups.swift", "CodeField", "DetailView")] {
            let file = dir.appendingPathComponent(fileName)
            try code.write(to: file, atomically: true, encoding: .utf8)
            let r = try CLIRunner.run([file.path, "-o", dir.appendingPathComponent("out.json").path])
            #expect(r.status == 0)
            #expect(r.stderr == "masrender: \(fileName): drew \(drawn); it also lays out \(other) (--class NAME)\n")
        }
    }

    /// A view its owner lays out (`configure()`): drawn after it by default, said; `--step 0` is
    /// the set-up alone, without that word; `--all-steps` draws both; `explain --step` explains one.
    @Test func aSetUpThatLaysOutNothingIsDrawnAfterTheMethodThatDoes() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Chip.swift")
        try """
        final class Chip: UIView {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
            }
            func configure() {
                dot.snp.makeConstraints { make in
                    make.left.top.equalToSuperview().offset(4)
                    make.size.equalTo(10)
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        func dotFrame(_ path: String) throws -> [Double]? {
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any]
            return (json?["views"] as? [[String: Any]])?.first { $0["id"] as? String == "dot" }?["frame"] as? [Double]
        }
        let out = dir.appendingPathComponent("chip.json").path
        let r = try CLIRunner.run([file.path, "-o", out, "--size", "100x50"])
        #expect(r.status == 0)
        #expect(r.stderr == "masrender: Chip.swift:1:1: warning: the set-up (init(frame:)) makes no constraints; drawn after configure, the first method that does, which nothing in this file calls (the app does; --step 0 draws the set-up alone)\n")
        #expect(try dotFrame(out) == [4, 4, 10, 10])
        let bare = try CLIRunner.run([file.path, "-o", out, "--size", "100x50", "--step", "0"])
        let unplaced = "masrender: Chip.swift:8:9: warning: dot gets its constraints only in configure, which nothing in this file calls: unplaced here (--step configure draws it placed)\n"
        #expect(bare.status == 0 && bare.stderr == unplaced, "\(bare.stderr)")
        #expect(try dotFrame(out) == [0, 0, 0, 0])
        // --step says the step's own warnings, not the set-up's.
        let stepped = try CLIRunner.run([file.path, "-o", out, "--size", "100x50", "--step", "configure"])
        #expect(stepped.status == 0 && stepped.stderr.isEmpty, "\(stepped.stderr)")
        #expect(try dotFrame(out) == [4, 4, 10, 10])
        let all = try CLIRunner.run([file.path, "-o", out, "--size", "100x50", "--all-steps"])
        #expect(all.status == 0)
        #expect(try dotFrame(dir.appendingPathComponent("chip.0.json").path) == [0, 0, 0, 0])
        #expect(try dotFrame(dir.appendingPathComponent("chip.configure.json").path) == [4, 4, 10, 10])
        let explained = try CLIRunner.run(["explain", file.path, "--size", "100x50", "--step", "0"])
        #expect(explained.status == 0 && explained.stderr == unplaced, "the set-up alone: \(explained.stderr)")
        let configured = try CLIRunner.run(["explain", file.path, "--size", "100x50", "--step", "configure"])
        #expect(configured.status == 0 && configured.stdout.contains("no problems"), "\(configured.stdout)")
        let wrong = try CLIRunner.run(["explain", file.path, "--step", "setup"])
        #expect(wrong.status == 2 && wrong.stderr.contains("no step \"setup\"; the states are 0, configure"), "\(wrong.stderr)")
    }

    @Test func runTimeValuesStrictAndMistakes() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Bar.swift")
        try """
        class Bar: UIView {
            let fill = UIView()
            func setUp() {
                addSubview(fill)
                fill.snp.makeConstraints { make in
                    make.leading.top.bottom.equalToSuperview()
                    make.width.equalTo(progress * 300)
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("bar.json").path
        let warned = try CLIRunner.run([file.path, "-o", out])
        #expect(warned.status == 0)
        #expect(warned.stderr.contains("masrender: Bar.swift:7:32: warning: expected a number, not 'progress' (a value known only at run time: give it with --set progress=…); this chain is left out"))
        let strict = try CLIRunner.run([file.path, "-o", dir.appendingPathComponent("strict.json").path, "--strict"])
        #expect(strict.status == 2 && strict.stderr.contains("masrender: Bar.swift:1:1: values known only at run time"))
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("strict.json").path))
        let given = try CLIRunner.run([file.path, "-o", out, "--set", "progress=0.5", "--size", "400x20"])
        #expect(given.status == 0 && given.stderr == "masrender: Bar.swift:1:1: warning: the set-up makes no constraints; drawn after setUp, the first method that does, which nothing in this file calls (the app does; --step 0 draws the set-up alone)\n", "\(given.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        #expect((json?["views"] as? [[String: Any]])?.first?["frame"] as? [Double] == [0, 0, 150, 20])
        let badSet = try CLIRunner.run([file.path, "-o", out, "--set", "progress"])
        #expect(badSet.status == 2 && badSet.stderr == "masrender: --set: expected NAME=NUMBER, such as buttonSize.width=100, not \"progress\"\n")
        let badClass = try CLIRunner.run([file.path, "-o", out, "--class", "Baz"])
        #expect(badClass.status == 2 && badClass.stderr == "masrender: Bar.swift: no class \"Baz\" in the file (did you mean \"Bar\"?); it has Bar\n")
    }

    @Test func samePictureFromAnyFolder() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.copyItem(atPath: Self.source("SettingsViewController.swift"), toPath: dir.appendingPathComponent("SettingsViewController.swift").path)
        try CLIRunner.run([Self.source("SettingsViewController.swift"), "-o", dir.appendingPathComponent("a.svg").path])
        try CLIRunner.run(["SettingsViewController.swift", "-o", "b.svg"], in: dir)
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.svg")) == Data(contentsOf: dir.appendingPathComponent("b.svg")))
    }
}
