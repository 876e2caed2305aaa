import Foundation
import PNGCodec
import Testing

/// `masrender audit`: fixtures that break only somewhere (Fixtures/audit), with the
/// combinations and numbers derived by hand beside each test.
@Suite struct AuditCommandTests {
    static func fixture(_ name: String) -> String {
        CLIRunner.packageRoot.appendingPathComponent("Fixtures/audit/\(name)").path
    }

    /// The findings of `audit --format json`, by kind: each with its views and the
    /// combinations (names) it appears in, and its occurrences' needed and given.
    struct Found {
        let kind: String, level: String, views: [String], words: String, inReference: Bool
        let combinations: [String], needed: [String: String], given: [String: String]
    }

    static func audit(_ arguments: [String]) throws -> (status: Int32, found: [Found], stderr: String) {
        let r = try CLIRunner.run(["audit", "--format", "json"] + arguments)
        guard r.status != 2 else { return (2, [], r.stderr) }
        let json = try JSONSerialization.jsonObject(with: Data(r.stdout.utf8)) as! [[String: Any]]
        var found: [Found] = []
        for report in json {
            for f in report["findings"] as! [[String: Any]] {
                let occ = f["occurrences"] as! [[String: String]]
                found.append(Found(kind: f["kind"] as! String, level: f["level"] as! String, views: f["views"] as! [String],
                                   words: f["words"] as! String, inReference: f["inReference"] as! Bool,
                                   combinations: occ.map { $0["combination"]! },
                                   needed: Dictionary(uniqueKeysWithValues: occ.map { ($0["combination"]!, $0["needed"]!) }),
                                   given: Dictionary(uniqueKeysWithValues: occ.map { ($0["combination"]!, $0["given"]!) })))
            }
        }
        return (r.status, found, r.stderr)
    }

    /// A 90-point row with its two-line label ("Inbox\nUnread") pinned 10 inside top and bottom:
    /// 70 points for two lines of "body". A line is 2444/2048 of the size (SF's line height):
    /// AX1's 28 pt needs 33.41 a line, two in 66.83; AX2's 33 pt 39.38, and 70 holds one line of
    /// it — cut off from AX2 on, on every device (HIG's Dynamic Type sizes).
    @Test func aFixedHeightRowTruncatesFromAX2On() throws {
        let (status, found, _) = try Self.audit([Self.fixture("fixed-row.json"), "--devices", "iPhone 15,iPhone SE"])
        #expect(status == 1)
        #expect(found.map(\.kind) == ["truncated"])
        let t = try #require(found.first)
        #expect(t.views == ["title"] && t.level == "warning" && !t.inReference)
        #expect(t.combinations == ["iPhone-15.AX2", "iPhone-SE.AX2", "iPhone-15.AX3", "iPhone-SE.AX3",
                                   "iPhone-15.AX4", "iPhone-SE.AX4", "iPhone-15.AX5", "iPhone-SE.AX5"])
        #expect(t.needed["iPhone-15.AX2"]!.hasSuffix("× 78.762"))
        // 393 − 2 × 16 − 2 × 12 = 337 wide, 70 tall.
        #expect(t.given["iPhone-15.AX2"] == "337 × 70")
        #expect(t.given["iPhone-SE.AX2"] == "319 × 70")
    }

    /// Three 112-point buttons 8 apart need 352 points; the bar is the screen less 2 × 16: 343 on
    /// the 375-point phones (iPhone SE, 13 mini), 358 on the next smallest (iPhone 14).
    @Test func aRowOfButtonsClipsOnTheSmallestPhones() throws {
        let (status, found, _) = try Self.audit([Self.fixture("button-row.json"), "--text-sizes", "Large"])
        #expect(status == 1)
        #expect(found.map(\.kind) == ["clipped"])
        let c = try #require(found.first)
        #expect(c.views == ["delete", "bar"])
        #expect(c.combinations == ["iPhone-SE.Large", "iPhone-13-mini.Large"])
        #expect(c.words == "delete reaches 9 past the right edge of bar, which clips it")
        // Buttons 44 tall: no tap-target note; titles in 15 pt fit 112.
    }

    /// A header pinned 16 from the screen's left edge: in landscape the notch takes 47 to 62
    /// points at the sides of every notched iPhone (the iPhone SE has none; iPads none).
    @Test func aHeaderGoesUnderTheNotchInLandscape() throws {
        let (_, found, _) = try Self.audit([Self.fixture("header-notch.json"), "--text-sizes", "Large", "--orientations", "all",
                                            "--devices", "iPhone 15,iPhone SE,iPhone 14,iPad"])
        #expect(found.map(\.kind) == ["unsafe-area"])
        let u = try #require(found.first)
        #expect(u.combinations == ["iPhone-15.Large.landscape", "iPhone-14.Large.landscape"])
        #expect(u.words.hasPrefix("header is under the notch"))
        #expect(u.needed["iPhone-15.Large.landscape"] == "inside the safe area (x 59…793, y 0…372)")
    }

    /// Leading (which flips) mixed with left (which does not): right to left, the icon's leading
    /// edge is the right one, at 393 − 16; the title starts 8 right of the icon's right edge, at 385,
    /// and runs off the screen.
    @Test func leadingMixedWithLeftBreaksRightToLeft() throws {
        let (_, found, _) = try Self.audit([Self.fixture("rtl-mixed.json"), "--text-sizes", "Large", "--devices", "iPhone 15",
                                            "--directions", "all"])
        #expect(found.map(\.kind) == ["offscreen"])
        let o = try #require(found.first)
        #expect(o.combinations == ["iPhone-15.Large.rtl"])
        #expect(o.given["iPhone-15.Large.rtl"]!.hasPrefix("x 385…"))
    }

    /// A 200- and a 190-point view at either side overlap where the screen is under 390 wide.
    @Test func siblingsThatOverlapOnlyOnSmallScreens() throws {
        let (_, found, _) = try Self.audit([Self.fixture("cards.json"), "--text-sizes", "Large"])
        #expect(found.map(\.kind) == ["overlap"])
        #expect(found.first?.combinations == ["iPhone-SE.Large", "iPhone-13-mini.Large"])
        #expect(found.first?.words == "photo and map overlap by 15 × 120")
    }

    /// A switch is 28 tall (a note, in the reference); an image 380 narrower than the screen
    /// has −5 points on the 375-point phones. Exit codes follow --fail-on.
    @Test func tapTargetsZeroSizesAndLevels() throws {
        let file = Self.fixture("controls.json")
        let (status, found, _) = try Self.audit([file, "--text-sizes", "Large"])
        #expect(status == 1)
        #expect(found.map(\.kind) == ["zero-size", "tap-target"])
        #expect(found[0].combinations == ["iPhone-SE.Large", "iPhone-13-mini.Large"])
        #expect(found[0].given["iPhone-SE.Large"] == "-5 × 20")
        #expect(found[1].inReference && found[1].level == "note" && found[1].given["iPhone-15.Large"] == "63 × 28")
        #expect(try Self.audit([file, "--text-sizes", "Large", "--fail-on", "error"]).status == 0)
        #expect(try Self.audit([file, "--text-sizes", "Large", "--devices", "iPhone 15"]).status == 0)
        #expect(try Self.audit([file, "--text-sizes", "Large", "--devices", "iPhone 15", "--fail-on", "note"]).status == 1)
        #expect(try Self.audit([file, "--fail-on", "never"]).status == 0)
    }

    @Test func aLayoutFineEverywhereHasNoFindings() throws {
        let r = try CLIRunner.run(["audit", Self.fixture("fine.json"), "--orientations", "all", "--directions", "all", "--pseudo", "double-length"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout == "fine.json: no findings in 1248 combinations (reference iPhone 15, Large, portrait)\n")
    }

    /// "Save" fits 60 points; "Save Save", as the double-length pseudolanguage shows it, does not.
    @Test func theDoubleLengthPseudolanguageFindsLongLanguages() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("save.json")
        try #"""
        {"canvas": {"device": "iPhone 15"},
         "views": [{"id": "save", "kind": "label", "text": "Save", "make": ["make.left.equalTo(superview).offset(16)", "make.top.equalTo(superview).offset(80)", "make.width.equalTo(@60)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        let (_, found, _) = try Self.audit([scene.path, "--devices", "iPhone 15", "--text-sizes", "Large", "--pseudo", "double-length"])
        #expect(found.map(\.kind) == ["truncated"])
        #expect(found.first?.combinations == ["iPhone-15.Large.double-length"])
    }

    /// A source file is read again for each combination: a SnapKit row 44 tall with a "body" label
    /// pinned inside it by 12 is 393 − 24 = 369 wide. "Downloads and shared documents" (30
    /// characters, about half an em each in SF) takes about 210 points in xSmall's 14 pt and about
    /// 600 in AX3's 40 pt: cut off at AX3 only. (Its height, 20, holds one line at every size:
    /// UILabel draws one line whatever its height.)
    @Test func aSourceFileIsAuditedAsItIsRead() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("RowViewController.swift")
        try """
        import UIKit
        import SnapKit

        final class RowViewController: UIViewController {
            private let row = UIView()
            private let titleLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = "Downloads and shared documents"
                titleLabel.font = .preferredFont(forTextStyle: .body)
                view.addSubview(row)
                row.addSubview(titleLabel)
                row.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(44)
                }
                titleLabel.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(12)
                }
            }
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let (status, found, _) = try Self.audit([file.path, "--devices", "iPhone 15", "--text-sizes", "xSmall,AX3", "--no-project"])
        #expect(status == 1)
        #expect(found.map(\.kind) == ["truncated"])
        #expect(found.first?.inReference == false)
        #expect(found.first?.combinations == ["iPhone-15.AX3"])
        #expect(found.first?.given["iPhone-15.AX3"] == "369 × 20")
    }

    /// A console log is audited as it was logged: its conflict, in its one combination.
    @Test func aConsoleLogIsAuditedAsLogged() throws {
        let (status, found, stderr) = try Self.audit([CLIRunner.logFixture("temporary-width.log")])
        #expect(status == 1)
        #expect(stderr.contains("audited as logged: the devices, text sizes, orientations, directions and languages do not apply"))
        let scene = try CLIRunner.run(["audit", CLIRunner.logFixture("temporary-width.log"), "--scene", "Login"])
        #expect(scene.status == 2 && scene.stderr.contains("--scene applies to Interface Builder files"))
        #expect(found.first?.kind == "conflict")
        #expect(found.first?.combinations == ["as-logged.Large"])
    }

    @Test func theContactSheetAndTheReportAreWrittenAndTheSameEachTime() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sheet = dir.appendingPathComponent("sheet.png"), report = dir.appendingPathComponent("report")
        let args = ["audit", Self.fixture("fixed-row.json"), "--devices", "iPhone 15,iPhone SE,iPad", "--text-sizes", "Large,AX2",
                    "-o", sheet.path, "--report", report.path]
        #expect(try CLIRunner.run(args).status == 1)
        let first = try Data(contentsOf: sheet)
        // PNG width and height (IHDR): three columns of at least 120 pixels.
        let width = first[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = first[20..<24].reduce(0) { $0 << 8 | Int($1) }
        #expect(width > 3 * 120 && height > 2 * 167)
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("truncated: title&#39;s") || html.contains("truncated: title's text is cut off"))
        #expect(html.contains("1-fixed-row_json-1.png") && html.contains("1-fixed-row_json-1.reference.png"))
        #expect(FileManager.default.fileExists(atPath: report.appendingPathComponent("1-fixed-row_json.sheet.png").path))
        #expect(try CLIRunner.run(args).status == 1)
        #expect(try Data(contentsOf: sheet) == first)
    }

    @Test func mistakesAreSaid() throws {
        let scene = Self.fixture("fine.json")
        let device = try CLIRunner.run(["audit", scene, "--devices", "iPhone 99"])
        #expect(device.status == 2 && device.stderr.contains("unknown device \"iPhone 99\""))
        let size = try CLIRunner.run(["audit", scene, "--text-sizes", "AX5...Large"])
        #expect(size.status == 2 && size.stderr.contains("runs backwards"))
        let level = try CLIRunner.run(["audit", scene, "--fail-on", "bad"])
        #expect(level.status == 2 && level.stderr.contains("--fail-on"))
        let ib = try CLIRunner.run(["audit", CLIRunner.packageRoot.appendingPathComponent("Fixtures/interface-builder").path + "/x.xib"])
        #expect(ib.status == 2)
    }
}

/// `check --matrix`: a golden per combination, named after it.
@Suite struct CheckMatrixTests {
    @Test func aGoldenPerCombination() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("goldens")
        let scene = AuditCommandTests.fixture("button-row.json")
        let matrix = ["--matrix", "devices=iPhone SE,iPhone 15,text-sizes=Large,AX3"]
        let first = try CLIRunner.run(["check", scene, "--goldens", goldens.path, "--record", "missing"] + matrix)
        #expect(first.status == 1, "\(first.stdout)\(first.stderr)")
        let names = try FileManager.default.contentsOfDirectory(atPath: goldens.path).filter { $0.hasSuffix(".png") }.sorted()
        #expect(names == ["button-row.iPhone-15.AX3.png", "button-row.iPhone-15.Large.png", "button-row.iPhone-SE.AX3.png", "button-row.iPhone-SE.Large.png"])
        // The iPhone SE's golden is its own screen: 375 × 667 points at @2x.
        let se = try Data(contentsOf: goldens.appendingPathComponent("button-row.iPhone-SE.Large.png"))
        #expect(se[16..<20].reduce(0) { $0 << 8 | Int($1) } == 750)
        let again = try CLIRunner.run(["check", scene, "--goldens", goldens.path, "--record", "never"] + matrix)
        #expect(again.status == 0, "\(again.stdout)")
        #expect(again.stdout.contains("ok       button-row.iPhone-SE.AX3"))
        let wrong = try CLIRunner.run(["check", scene, "--goldens", goldens.path, "--matrix", "screens=iPhone SE"])
        #expect(wrong.status == 2 && wrong.stderr.contains("unknown dimension \"screens\""))
    }
}

/// What the checks leave alone, on purpose.
@Suite struct AuditRulesTests {
    /// A button's title is cut off across only: UIButton centres a title taller than the button.
    /// "OK" in 15 pt needs 17.9 + 2 × 6 points of height and has 24, but its width fits; "Continue"
    /// does not fit 30 points.
    @Test func buttonsAreCutOffAcrossOnly() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("buttons.json")
        try #"""
        {"canvas": {"device": "iPhone 15"},
         "views": [{"id": "ok", "kind": "label", "control": "button", "text": "OK", "make": ["make.left.equalTo(superview).offset(16)", "make.top.equalTo(superview).offset(80)", "make.width.equalTo(@200)", "make.height.equalTo(@24)"]},
                   {"id": "next", "kind": "label", "control": "button", "text": "Continue", "make": ["make.left.equalTo(superview).offset(16)", "make.top.equalTo(superview).offset(140)", "make.width.equalTo(@30)", "make.height.equalTo(@44)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        let (_, found, _) = try AuditCommandTests.audit([scene.path, "--devices", "iPhone 15", "--text-sizes", "Large"])
        let truncated = found.filter { $0.kind == "truncated" }
        #expect(truncated.map(\.views) == [["next"]])
        #expect(truncated.first?.words.hasPrefix("next's title does not fit") == true)
    }

    /// A view drawn alone is placed by its owner: a label near its top is not "under the status
    /// bar"; the same label in a view controller's view is. (A second label, 380 in on a 393-point
    /// screen, runs off it in both: it shows both were laid out.)
    @Test func onlyAScreenHasASafeAreaToKeepOutOf() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        func audit(_ base: String, _ setUp: String, _ container: String) throws -> Set<String> {
            let file = dir.appendingPathComponent("Top\(base).swift")
            try """
            import UIKit
            import SnapKit

            final class Top\(base): \(base) {
                let titleLabel = UILabel()
                let farLabel = UILabel()
                \(setUp)
                    titleLabel.text = "Title"
                    farLabel.text = "Far away"
                    \(container)addSubview(titleLabel)
                    \(container)addSubview(farLabel)
                    titleLabel.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(8)
                        make.leading.equalToSuperview().offset(80)
                    }
                    farLabel.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(300)
                        make.leading.equalToSuperview().offset(380)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
            return Set(try AuditCommandTests.audit([file.path, "--devices", "iPhone 15", "--text-sizes", "Large", "--no-project"]).found.map(\.kind))
        }
        #expect(try audit("UIViewController", "override func viewDidLoad() {\n        super.viewDidLoad()", "view.") == ["unsafe-area", "offscreen"])
        #expect(try audit("UIView", "override init(frame: CGRect) {\n        super.init(frame: frame)", "") == ["offscreen"])
    }
}

/// The audit's pictures, looked at as pictures: the contact sheet's outlines where the
/// combinations are, and the HTML report in a real browser.
@Suite struct AuditPicturesTests {
    static func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r > 200 && p.g < 60 && p.b < 60 }
    static func isBlue(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.b > 190 && p.r < 60 && p.g > 80 && p.g < 130 }

    /// iPhone 15 and iPhone SE across, Large and AX2 down: the reference (iPhone 15, Large) is
    /// outlined in blue, the AX2 row (where the two-line label is cut off) in red, and the SE at
    /// Large in neither.
    @Test func theContactSheetOutlinesTheReferenceAndTheBrokenCombinations() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sheet = dir.appendingPathComponent("sheet.png")
        _ = try CLIRunner.run(["audit", AuditCommandTests.fixture("fixed-row.json"), "--devices", "iPhone 15,iPhone SE",
                               "--text-sizes", "Large,AX2", "-o", sheet.path])
        let image = try PNGCodec.decode(Array(Data(contentsOf: sheet)))
        // Find the thumbnails' outlines: the columns start at 14 + 64 = 78 (iPhone 15) and
        // 78 + 120 + 14 = 212 (iPhone SE), 3 pixels left of which the outline runs.
        func column(_ x: Int, _ test: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [Int] {
            (0..<image.height).filter { test(image.pixel(x: x, y: $0)) }
        }
        let referenceBlue = column(76, Self.isBlue), fifteenRed = column(76, Self.isRed), seRed = column(210, Self.isRed)
        #expect(!referenceBlue.isEmpty && !fifteenRed.isEmpty && !seRed.isEmpty)
        // Blue above red: the reference row first, the AX2 row below it.
        #expect(referenceBlue.max()! < fifteenRed.min()!)
        #expect(column(210, Self.isBlue).isEmpty, "only the reference is blue")
        #expect(seRed.min()! > referenceBlue.max()!, "the SE at Large is not outlined")
    }

    /// Orientations side by side: the landscape block (the header under the notch, red) starts
    /// right of the portrait one (the reference, blue), level with it.
    @Test func orientationsAreSideBySide() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let sheet = dir.appendingPathComponent("sheet.png")
        _ = try CLIRunner.run(["audit", AuditCommandTests.fixture("header-notch.json"), "--devices", "iPhone 15",
                               "--text-sizes", "Large", "--orientations", "all", "-o", sheet.path])
        let image = try PNGCodec.decode(Array(Data(contentsOf: sheet)))
        var blue: [(Int, Int)] = [], red: [(Int, Int)] = []
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if Self.isBlue(p) { blue.append((x, y)) }
            if Self.isRed(p) { red.append((x, y)) }
        } }
        let blueRight = try #require(blue.map(\.0).max()), redLeft = try #require(red.map(\.0).min())
        #expect(redLeft > blueRight, "the landscape block is right of the portrait one")
        #expect(abs(blue.map(\.1).min()! - red.map(\.1).min()!) <= 2, "at the same height")
        // Portrait 14 + 64 + 120 + 14 = 212 wide; the landscape block's first column at 212 + 64.
        #expect(image.width > 212 + 64 + 213)
    }

    @Test func theReportOpensInChromium() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { FileManager.default.isExecutableFile(atPath: $0) }
        try #require(chromium != nil, "Debian's chromium is needed (scripts/setup installs it)")
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report")
        _ = try CLIRunner.run(["audit", AuditCommandTests.fixture("button-row.json"), "--devices", "iPhone 15,iPhone SE",
                               "--text-sizes", "Large", "--report", report.path])
        let page = "file://" + report.appendingPathComponent("index.html").path
        let dom = try CLIRunner.runTool(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page])
        #expect(dom.contains("<h3><span class=\"level\">warning</span> clipped: delete reaches 9 past the right edge of bar, which clips it</h3>"))
        #expect(dom.contains("<figcaption>iPhone SE, Large, portrait</figcaption>"))
        #expect(dom.contains("<figcaption>reference: iPhone 15, Large, portrait</figcaption>"))
        let shot = dir.appendingPathComponent("shot.png")
        _ = try CLIRunner.runTool(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                              "--window-size=900,1400", "--screenshot=\(shot.path)", page])
        let image = try PNGCodec.decode(Array(Data(contentsOf: shot)))
        // The pictures load: the contact sheet's blue reference outline and the red ones (the
        // sheet's SE cell, the finding's outlined button in both pictures) are on the page.
        var red = 0, blue = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if Self.isRed(p) { red += 1 }
            if Self.isBlue(p) { blue += 1 }
        } }
        #expect(blue > 100 && red > 100, "blue \(blue), red \(red)")
    }
}

/// Interface Builder files in an audit: a view controller on each device, a view of its own
/// size at its size.
@Suite struct AuditInterfaceBuilderTests {
    /// A storyboard designed on the iPhone 15: its header is pinned 16 from the root view's
    /// leading edge, not the safe area's. On each device the view takes the screen's size, and in
    /// landscape the iPhone 15's notch covers 59 points at the sides: the header at x 16 is under it.
    /// Its width, 393 − 32 = 361 in portrait, follows the screen (343 on the iPhone SE).
    @Test func aViewControllerIsLaidOutOnEachDevice() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Header.storyboard")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s">
                    <objects>
                        <viewController id="vc" customClass="HeaderViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="header" userLabel="Header">
                                        <rect key="frame" x="16" y="59" width="361" height="44"/>
                                        <color key="backgroundColor" systemColor="systemGray6Color"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="44" id="h"/>
                                        </constraints>
                                    </view>
                                    <label opaque="NO" text="Today" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="Title">
                                        <rect key="frame" x="32" y="70" width="50" height="20"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="header" firstAttribute="top" secondItem="safe" secondAttribute="top" id="t"/>
                                    <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="l"/>
                                    <constraint firstItem="root" firstAttribute="trailing" secondItem="header" secondAttribute="trailing" constant="16" id="r"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="header" secondAttribute="leading" constant="16" id="tl"/>
                                    <constraint firstItem="title" firstAttribute="centerY" secondItem="header" secondAttribute="centerY" id="tc"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let (_, found, _) = try AuditCommandTests.audit([file.path, "--devices", "iPhone 15,iPhone SE", "--text-sizes", "Large",
                                                         "--orientations", "all"])
        let unsafe = found.filter { $0.kind == "unsafe-area" }
        // Title at x 16 + 16 = 32, under the 59-point notch; the SE has no notch.
        #expect(unsafe.map(\.views) == [["Title"]])
        #expect(unsafe.first?.combinations == ["iPhone-15.Large.landscape"])
        #expect(unsafe.first?.given["iPhone-15.Large.landscape"]?.hasPrefix("x 32…") == true)
    }

    /// A xib's view of its own size (320 × 44, not the design screen's) is no screen: it is laid
    /// out at that size for each text size, and the devices are said not to apply. Its label,
    /// pinned 12 inside top and bottom, has 20 points: one line at every size, never cut off.
    @Test func aViewOfItsOwnSizeIsLaidOutAtThatSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Row.xib")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait" appearance="light"/>
            <objects>
                <view contentMode="scaleToFill" id="row" userLabel="Row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <label opaque="NO" text="Inbox" translatesAutoresizingMaskIntoConstraints="NO" id="name" userLabel="Name">
                            <rect key="frame" x="16" y="12" width="288" height="20"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="name" firstAttribute="top" secondItem="row" secondAttribute="top" constant="12" id="t"/>
                        <constraint firstItem="row" firstAttribute="bottom" secondItem="name" secondAttribute="bottom" constant="12" id="b"/>
                        <constraint firstItem="name" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="16" id="l"/>
                        <constraint firstItem="row" firstAttribute="trailing" secondItem="name" secondAttribute="trailing" constant="16" id="r"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """.write(to: file, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["audit", file.path, "--devices", "iPhone 15,iPhone SE", "--text-sizes", "Large,AX5"])
        #expect(r.status == 0, "\(r.stdout)")
        #expect(r.stdout == "Row.xib: no findings in 2 combinations (reference iPhone 15, Large, portrait)\n")
        #expect(r.stderr.contains("Row is a view of its own size, not a screen"))
    }
}

extension CheckMatrixTests {
    /// A storyboard in a matrix: its view controller on each screen, a golden per combination,
    /// each the screen's own size (the iPhone SE in landscape, 667 × 375 points at @2x).
    @Test func aStoryboardPerCombination() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let goldens = dir.appendingPathComponent("g")
        let storyboard = CLIRunner.packageRoot.appendingPathComponent("Fixtures/interface-builder/Login.storyboard").path
        let r = try CLIRunner.run(["check", storyboard, "--goldens", goldens.path, "--record", "missing",
                                   "--matrix", "devices=iPhone SE,iPad,orientations=all"])
        #expect(r.status == 1, "\(r.stdout)\(r.stderr)")
        let se = try PNGCodec.decode(Array(Data(contentsOf: goldens.appendingPathComponent("Login.storyboard.iPhone-SE.Large.landscape.png"))))
        // 375 tall plus the legend's room below it: exactly 1334 wide.
        #expect(se.width == 1334 && se.height >= 750)
        #expect(try CLIRunner.run(["check", storyboard, "--goldens", goldens.path, "--record", "never",
                                   "--matrix", "devices=iPhone SE,iPad,orientations=all"]).status == 0)
    }
}
