import Foundation
import PNGCodec
import Testing

/// `masrender check` and `masrender diff` as a CI job runs them.
@Suite struct CheckCommandTests {
    let fm = FileManager.default

    /// A folder with two scenes and an empty goldens folder.
    func workspace() throws -> URL {
        let dir = try CLIRunner.scratchFolder()
        try fm.createDirectory(at: dir.appendingPathComponent("scenes"), withIntermediateDirectories: true)
        try scene(x: 10).write(to: dir.appendingPathComponent("scenes/one.json"), atomically: true, encoding: .utf8)
        try scene(x: 30).write(to: dir.appendingPathComponent("scenes/two.json"), atomically: true, encoding: .utf8)
        return dir
    }

    /// A 100 × 60 canvas at @1x with a keyless red box at (x, 10) of 20 × 20 and a fixed blue one.
    func scene(x: Int) -> String {
        """
        {"canvas": {"width": 100, "height": 60}, "views": [
          {"id": "box", "key": "", "color": "#D55E00", "frame": [\(x), 10, 20, 20]},
          {"id": "still", "key": "", "color": "#0072B2", "frame": [60, 30, 30, 20]}]}
        """
    }

    func check(_ dir: URL, _ extra: [String] = [], env: [String: String] = [:]) throws -> CLIRunner.Outcome {
        try CLIRunner.run(["check", dir.appendingPathComponent("scenes").path, "--goldens", dir.appendingPathComponent("goldens").path] + extra, environment: env)
    }

    func golden(_ dir: URL, _ name: String) -> URL { dir.appendingPathComponent("goldens/\(name).png") }

    @Test func missingModeRecordsNewGoldensAndDoesNotPass() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        let first = try check(dir, ["--record", "missing"])
        #expect(first.status == 1, "a new golden never passes silently")
        #expect(first.stdout.contains("recorded one: new golden"))
        #expect(first.stdout.hasSuffix("2 scenes: 0 ok, 2 recorded (look at them, then run again)\n"))
        #expect(fm.fileExists(atPath: golden(dir, "one").path) && fm.fileExists(atPath: golden(dir, "two").path))
        let second = try check(dir, ["--record", "missing"])
        #expect(second.status == 0)
        #expect(second.stdout == "ok       one\nok       two\n2 scenes: 2 ok\n")
    }

    @Test func neverModeWritesNothingAndFailsOnMissing() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        let r = try check(dir, ["--record", "never"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("missing  one: no golden at"))
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("goldens").path))
    }

    @Test func ciDefaultsToNeverAndEnvironmentChoosesTheMode() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        #expect(try check(dir, env: ["CI": "true"]).status == 1)
        #expect(!fm.fileExists(atPath: golden(dir, "one").path), "CI=true records nothing")
        let recorded = try check(dir, env: ["CI": "true", "MASRENDER_RECORD": "missing"])
        #expect(recorded.status == 1 && fm.fileExists(atPath: golden(dir, "one").path))
        let bad = try check(dir, env: ["MASRENDER_RECORD": "sometimes"])
        #expect(bad.status == 2)
        #expect(bad.stderr == "masrender: MASRENDER_RECORD=sometimes is not a record mode; expected one of: all, missing, failed, never\n")
    }

    /// Moving one view makes check fail, and the diff image marks exactly the pixels where the
    /// view (its fill and its one-pixel outline) was and now is.
    @Test func movedViewFailsWithADiffOfExactlyThatView() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        _ = try check(dir, ["--record", "missing"])
        let goldenBytes = try Data(contentsOf: golden(dir, "one"))
        try scene(x: 14).write(to: dir.appendingPathComponent("scenes/one.json"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        let r = try check(dir, ["--record", "never", "--report", report.path, "--junit", dir.appendingPathComponent("junit.xml").path])
        #expect(r.status == 1)
        // Old box x 10..<30, new 14..<34, rows 10..<30. Columns 10...14 change (background or
        // old outline → fill or new outline) and so do 29...33, but for the four pixels where
        // the old and new outlines overlap (x 14 and 29 on the top and bottom rows).
        #expect(r.stdout.contains("FAIL     one: layout changed: 1 view moved or resized (box: x 10 → 14 (+4)); 196 of 6000 pixels differ (3.27%); in [10,10,5,20] [29,10,5,20]"), "\(r.stdout)")
        #expect(r.stdout.contains("ok       two"))
        #expect(try Data(contentsOf: golden(dir, "one")) == goldenBytes, "goldens are untouched unless recording")

        let files = try fm.contentsOfDirectory(atPath: report.path).sorted()
        #expect(files == ["000-one.actual.png", "000-one.diff.png", "000-one.expected.png", "index.html"])
        let diff = try PNGCodec.decode(Array(Data(contentsOf: report.appendingPathComponent("000-one.diff.png"))))
        var mismatches: [String] = []
        for y in 0..<60 { for x in 0..<100 {
            let red = diff.pixel(x: x, y: y) == (255, 0, 0, 255)
            let strip = y >= 10 && y < 30 && ((x >= 10 && x <= 14) || (x >= 29 && x <= 33))
            let sharedOutline = (x == 14 || x == 29) && (y == 10 || y == 29)
            if red != (strip && !sharedOutline) { mismatches.append("\(x),\(y)") }
        } }
        #expect(mismatches.isEmpty, "pixels marked wrongly: \(mismatches.prefix(10))")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuite name=\"masrender check\" tests=\"2\" failures=\"1\" errors=\"0\" time=\""))
        #expect(junit.contains("<testcase classname=\"masrender.check\" name=\"two\""))
        #expect(junit.contains("<failure message=\"FAIL: layout changed: 1 view moved or resized (box: x 10 → 14 (+4)); 196 of 6000 pixels differ"))
        #expect(junit.contains("a: x 10 → 14 (+4)") || junit.contains("x 10 → 14 (+4)"), "what moved, in the body")
    }

    @Test func failedModeRewritesOnlyWhatDiffers() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        _ = try check(dir, ["--record", "missing"])
        let twoBefore = try Data(contentsOf: golden(dir, "two"))
        let twoDate = try fm.attributesOfItem(atPath: golden(dir, "two").path)[.modificationDate] as? Date
        try scene(x: 14).write(to: dir.appendingPathComponent("scenes/one.json"), atomically: true, encoding: .utf8)
        let r = try check(dir, ["--record", "failed"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("recorded one: layout changed: 1 view moved or resized (box: x 10 → 14 (+4)); differed ("))
        #expect(r.stdout.contains("; layout golden rewritten"))
        #expect(try check(dir, ["--record", "never"]).status == 0, "the rewritten golden now matches")
        #expect(try Data(contentsOf: golden(dir, "two")) == twoBefore)
        #expect(try fm.attributesOfItem(atPath: golden(dir, "two").path)[.modificationDate] as? Date == twoDate)
    }

    @Test func allModeRewritesEveryGolden() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        _ = try check(dir, ["--record", "missing"])
        try "stale".write(to: golden(dir, "two"), atomically: true, encoding: .utf8)
        let r = try check(dir, ["--record", "all"])
        #expect(r.status == 1)
        #expect(r.stdout.contains("recorded one: golden rewritten") && r.stdout.contains("recorded two: golden rewritten"))
        #expect(try check(dir, ["--record", "never"]).status == 0)
    }

    @Test func badSceneIsAnErrorAndTheOthersStillRun() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        _ = try check(dir, ["--record", "missing"])
        try "{\"canvas\": }".write(to: dir.appendingPathComponent("scenes/bad.json"), atomically: true, encoding: .utf8)
        let r = try check(dir, ["--record", "never"])
        #expect(r.status == 2)
        #expect(r.stdout.contains("error    bad: \(dir.path)/scenes/bad.json:1:12: unexpected '}'; expected a value"))
        #expect(r.stdout.contains("ok       one") && r.stdout.contains("ok       two"))
    }

    @Test func shardsPartitionTheScenesStably() throws {
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        for i in 3...12 {
            try scene(x: i).write(to: dir.appendingPathComponent("scenes/s\(i).json"), atomically: true, encoding: .utf8)
        }
        _ = try check(dir, ["--record", "missing", "--jobs", "2"])
        var seen: [String] = []
        for i in 1...3 {
            let r = try check(dir, ["--record", "never", "--shard", "\(i)/3", "--jobs", "1"])
            #expect(r.status == 0)
            let names = r.stdout.split(separator: "\n").filter { $0.hasPrefix("ok") }.map { String($0.dropFirst(9)) }
            let again = try check(dir, ["--record", "never", "--shard", "\(i)/3", "--jobs", "2"])
            #expect(again.stdout == r.stdout, "the same shard, the same scenes, in the same order")
            seen += names
        }
        #expect(seen.sorted() == (["one", "two"] + (3...12).map { "s\($0)" }).sorted())
        let bad = try check(dir, ["--shard", "4/3"])
        #expect(bad.status == 2)
    }

    /// Issue 14: a failure says what moved (the layout golden beside the picture), and a change
    /// of drawing alone says the layout is identical.
    @Test func failuresSayWhatMoved() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), goldens = dir.appendingPathComponent("goldens")
        try fm.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scene = scenes.appendingPathComponent("login.json")
        func write(_ offset: Int, _ color: String) throws {
            try ##"{"canvas": {"width": 200, "height": 120}, "views": [{"id": "email", "color": "COLOR", "make": ["make.top.equalTo(superview).offset(OFFSET)", "make.left.right.equalTo(superview).inset(10)", "make.height.equalTo(@44)"]}]}"##
                .replacingOccurrences(of: "OFFSET", with: String(offset)).replacingOccurrences(of: "COLOR", with: color)
                .write(to: scene, atomically: true, encoding: .utf8)
        }
        try write(20, "#56B4E9")
        let recorded = try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "missing"])
        #expect(recorded.status == 1 && fm.fileExists(atPath: goldens.appendingPathComponent("login.layout.json").path))
        #expect(try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "never"]).status == 0)

        try write(12, "#56B4E9")
        let moved = try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "never"])
        #expect(moved.status == 1)
        // The line names what moved (CI logs show only this line): the view, then the constraint.
        #expect(moved.stdout.hasPrefix("FAIL     login: layout changed: 1 view moved or resized, 1 constraint changed (email: y 20 → 12 (−8); <MASLayoutConstraint:constraint UIView:email.top == UIView:root.top + 12>: constant 20 → 12); "), "\(moved.stdout)")

        try write(20, "#E69F00")
        let colourReport = dir.appendingPathComponent("colour-report"), colourJUnit = dir.appendingPathComponent("colour.xml")
        let recoloured = try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "never",
                                            "--report", colourReport.path, "--junit", colourJUnit.path])
        #expect(recoloured.status == 1)
        #expect(recoloured.stdout.hasPrefix("FAIL     login: drawing changed, layout identical: "), "\(recoloured.stdout)")
        // The same words in the report (no change listed: nothing moved) and in JUnit.
        let colourHTML = try String(contentsOf: colourReport.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(colourHTML.contains("<p class=\"words\">drawing changed, layout identical: "))
        #expect(!colourHTML.contains("<ul class=\"changes\">"))
        #expect(try String(contentsOf: colourJUnit, encoding: .utf8).contains("<failure message=\"FAIL: drawing changed, layout identical: "))

        // The report lists what moved above explain's account.
        try write(12, "#56B4E9")
        let report = dir.appendingPathComponent("report")
        _ = try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "never", "--report", report.path])
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("email: y 20 → 12 (−8)"))
        #expect(html.contains("constant 20 → 12"))
    }

    /// Issue 14's acceptance: a constraint that breaks is worded the same in the CLI's line, the
    /// report and the JUnit file.
    @Test func aBrokenConstraintIsWordedEverywhere() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), goldens = dir.appendingPathComponent("goldens")
        try fm.createDirectory(at: scenes, withIntermediateDirectories: true)
        let scene = scenes.appendingPathComponent("card.json")
        func write(height: Int) throws {
            try ##"{"canvas": {"width": 200, "height": 120}, "views": [{"id": "card", "color": "#56B4E9", "make": ["make.top.equalTo(superview).offset(20)", "make.left.right.equalTo(superview).inset(10)", "make.height.equalTo(@HEIGHT)", "make.bottom.lessThanOrEqualTo(superview).offset(-10)"]}]}"##
                .replacingOccurrences(of: "HEIGHT", with: String(height)).write(to: scene, atomically: true, encoding: .utf8)
        }
        try write(height: 44)
        _ = try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "missing"])
        // 20 + 100 is more than 120 − 10: the last constraint made, bottom ≤ −10, is broken.
        try write(height: 100)
        let report = dir.appendingPathComponent("report"), junit = dir.appendingPathComponent("junit.xml")
        let r = try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "never", "--report", report.path, "--junit", junit.path])
        #expect(r.status == 1)
        #expect(r.stdout.hasPrefix("FAIL     card: layout changed: 1 view moved or resized, 2 constraints changed (card: height 44 → 100 (+56); <MASLayoutConstraint:constraint UIView:card.height == 100>: constant 44 → 100; <MASLayoutConstraint:constraint UIView:card.bottom <= UIView:root.bottom - 10>: satisfied → broken); "), "\(r.stdout)")
        let broken = "&lt;MASLayoutConstraint:constraint UIView:card.bottom &lt;= UIView:root.bottom - 10&gt;: satisfied → broken"
        let html = try String(contentsOf: report.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(html.contains("<li>card: height 44 → 100 (+56)</li>"))
        #expect(html.contains("<li>&lt;MASLayoutConstraint:constraint UIView:card.height == 100&gt;: constant 44 → 100</li>"))
        #expect(html.contains("<li>" + broken + "</li>"))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        #expect(xml.contains("<failure message=\"FAIL: layout changed: 1 view moved or resized, 2 constraints changed (card: height 44 → 100 (+56); "))
        #expect(xml.contains(broken))
    }

    /// Issue 14: `check --strict` (and `--fail-on`) fails a scene whose layout is broken even
    /// when its picture matches the golden, and says what is wrong.
    @Test func strictFailsBrokenLayoutsWhosePicturesMatch() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = CLIRunner.fixture("masonry-conflict.json")
        let goldens = CLIRunner.packageRoot.appendingPathComponent("Fixtures/goldens").path
        let plain = try CLIRunner.run(["check", scene, "--goldens", goldens, "--record", "never"])
        #expect(plain.status == 0 && plain.stdout.hasPrefix("ok       masonry-conflict\n"))
        let junit = dir.appendingPathComponent("junit.xml").path
        let strict = try CLIRunner.run(["check", scene, "--goldens", goldens, "--record", "never", "--strict", "--junit", junit])
        #expect(strict.status == 1)
        #expect(strict.stdout.hasPrefix("FAIL     masonry-conflict: the layout has 1 conflict (broke <MASLayoutConstraint:ConstantConstraint UIView:messageLabel.height >= 5000>); 1 unmet constraint (<MASLayoutConstraint:constraint UIView:badge.width == 80 ^750>) (--fail-on)\n"))
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("the layout has 1 conflict (broke &lt;MASLayoutConstraint:ConstantConstraint UIView:messageLabel.height &gt;= 5000&gt;)"))
        // JUnit: times on the suite and each case, the words in the failure's body too, counts worded.
        #expect(xml.range(of: #"<testsuite name="masrender check" tests="1" failures="1" errors="0" time="[0-9]+\.[0-9]{3}">"#, options: .regularExpression) != nil)
        #expect(xml.range(of: #"<testcase classname="masrender.check" name="masonry-conflict" file="[^"]*" time="[0-9]+\.[0-9]{3}">"#, options: .regularExpression) != nil)
        #expect(xml.contains("(--fail-on)\"> the layout has") == false)
        #expect(xml.contains("(--fail-on)\">the layout has 1 conflict"), "the body repeats the words")
        // Its report still shows the diff image: the golden faded, no pixel marked (a pass's
        // comparison skips drawing it, so it is drawn when something else fails the scene).
        let report = dir.appendingPathComponent("report")
        _ = try CLIRunner.run(["check", scene, "--goldens", goldens, "--record", "never", "--strict", "--report", report.path])
        let expected = try PNGCodec.decode(Array(Data(contentsOf: report.appendingPathComponent("000-masonry-conflict.expected.png"))))
        let diff = try PNGCodec.decode(Array(Data(contentsOf: report.appendingPathComponent("000-masonry-conflict.diff.png"))))
        #expect(diff.width == expected.width && diff.height == expected.height && diff.width > 0)
        let marked = (0..<diff.width * diff.height).filter { (i: Int) -> Bool in
            let p = diff.pixels[i * 4..<i * 4 + 3]
            return p.min() != p.max()
        }
        #expect(marked.isEmpty, "every pixel faded grey, none red")
        let onlyAmbiguity = try CLIRunner.run(["check", scene, "--goldens", goldens, "--record", "never", "--fail-on", "ambiguous"])
        #expect(onlyAmbiguity.status == 0, "no view of it is ambiguous")
        let onlyUnmet = try CLIRunner.run(["check", scene, "--goldens", goldens, "--record", "never", "--fail-on", "unmet"])
        #expect(onlyUnmet.status == 1 && onlyUnmet.stdout.contains(": the layout has 1 unmet constraint ("))
        let typo = try CLIRunner.run(["check", scene, "--goldens", goldens, "--fail-on", "conflicts,banana"])
        #expect(typo.status == 2 && typo.stderr.contains("--fail-on takes conflict, unmet or ambiguous (comma-separated), not 'banana'"))
    }

    /// a.png, white, and b.png, the same but for the red channel of (x, y) turned to 0, in
    /// `dir`; returns the path of a file named in `dir`.
    func onePixelApart(in dir: URL, width: Int, height: Int, x: Int, y: Int) throws -> (String) -> String {
        let a = RGBAImage(width: width, height: height, fill: (255, 255, 255, 255))
        var b = a
        b.pixels[(y * width + x) * 4] = 0
        try Data(PNGCodec.encode(a)).write(to: dir.appendingPathComponent("a.png"))
        try Data(PNGCodec.encode(b)).write(to: dir.appendingPathComponent("b.png"))
        return { dir.appendingPathComponent($0).path }
    }

    @Test func diffCommandExitCodesAndJSON() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let p = try onePixelApart(in: dir, width: 8, height: 8, x: 3, y: 2)
        #expect(try CLIRunner.run(["diff", p("a.png"), p("a.png")]).stdout == "identical\n")
        let r = try CLIRunner.run(["diff", p("a.png"), p("b.png"), "--json", "-o", p("d.png")])
        #expect(r.status == 1)
        #expect(r.stdout.contains("\"differentPixels\": 1,") && r.stdout.contains("\"regions\": [\n    [3, 2, 1, 1]\n  ]"))
        #expect(fm.fileExists(atPath: p("d.png")))
        // Issue 14: a pass never reads like a failure, nor "identical" when pixels differ.
        let allowed = try CLIRunner.run(["diff", p("a.png"), p("b.png"), "--max-diff-pixels", "1"])
        #expect(allowed.status == 0 && allowed.stdout == "within --max-diff-pixels 1: 1 of 64 pixels differ (1.56%); in [3,2,1,1]\n")
        let ignored = try CLIRunner.run(["diff", p("a.png"), p("b.png"), "--ignore", "3,2,1,1"])
        #expect(ignored.status == 0 && ignored.stdout == "not identical: 1 pixel differs inside the --ignore rectangles; no difference beyond the allowance\n")
        let faint = try CLIRunner.run(["diff", p("a.png"), p("b.png"), "--threshold", "1"])
        #expect(faint.status == 0 && faint.stdout == "not identical: 1 pixel differs below --threshold 1; no difference beyond the allowance\n")
        #expect(try CLIRunner.run(["diff", p("a.png"), p("a.png"), "--threshold", "1"]).stdout == "identical\n")
        let three = try CLIRunner.run(["diff", p("a.png"), p("b.png"), "--ignore", "0,600,1179"])
        #expect(three.status == 2 && three.stderr.contains("--ignore takes x,y,width,height: four whole numbers of pixels, not '0,600,1179' (3 values)"))
        let missing = try CLIRunner.run(["diff", p("a.png"), p("nope.png")])
        #expect(missing.status == 2 && missing.stderr.contains("nope.png: cannot read the file"))
        try "not a png".write(to: dir.appendingPathComponent("x.png"), atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run(["diff", p("a.png"), p("x.png")]).status == 2)
    }

    /// `diff --side-by-side` puts expected | actual | diff in a row, each captioned above.
    @Test func sideBySidePanelsAreCaptioned() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let p = try onePixelApart(in: dir, width: 120, height: 40, x: 7, y: 5)
        let r = try CLIRunner.run(["diff", p("a.png"), p("b.png"), "--side-by-side", "-o", p("s.png")])
        #expect(r.status == 1)
        let image = try PNGCodec.decode(Array(Data(contentsOf: dir.appendingPathComponent("s.png"))))
        // Three 120-wide panels 8 apart, under a 20-pixel caption strip.
        #expect(image.width == 3 * 120 + 2 * 8 && image.height == 20 + 40)
        for panel in 0..<3 {
            let left = panel * 128
            var dark = 0
            for y in 0..<20 { for x in left..<(left + 120) where image.pixel(x: x, y: y).r < 80 { dark += 1 } }
            #expect(dark > 30, "panel \(panel) has caption text")
            #expect(image.pixel(x: left + 60, y: 30) != (128, 128, 128, 255), "the panel itself is below its caption")
        }
    }

    /// The report opens in a real browser from the file system and shows the failing scene.
    @Test func reportShowsTheFailureInChromium() throws {
        let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first { fm.isExecutableFile(atPath: $0) }
        try #require(chromium != nil, "Debian's chromium is needed (scripts/setup installs it)")
        let dir = try workspace()
        defer { try? fm.removeItem(at: dir) }
        _ = try check(dir, ["--record", "missing"])
        try scene(x: 14).write(to: dir.appendingPathComponent("scenes/one.json"), atomically: true, encoding: .utf8)
        let report = dir.appendingPathComponent("report")
        _ = try check(dir, ["--record", "never", "--report", report.path])
        let page = "file://" + report.appendingPathComponent("index.html").path
        let dom = try CLIRunner.runTool(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--dump-dom", page])
        #expect(dom.contains("<h2>one <span class=\"status failed\">FAIL</span></h2>"))
        #expect(dom.contains("clip-path: inset(0px 50% 0px 0px)"), "the slider's script ran")
        // A summary table leads; the scene's words come before its images, captioned side by
        // side, and the view that moved is outlined and named on the diff.
        #expect(dom.contains("<table class=\"counts\" id=\"summary\"><tbody><tr><th>ok</th><th>failed</th><th>recorded</th><th>errors</th></tr><tr><td>1</td><td>1</td><td>0</td><td>0</td></tr>"))
        #expect(dom.contains("<tr class=\"failed\"><td><a href=\"#000-one\">one</a></td><td class=\"status failed\">FAIL</td><td>layout changed: 1 view moved or resized (box: x 10 → 14 (+4)); 196 of 6000 pixels differ"))
        let words = try #require(dom.range(of: "<p class=\"words\">layout changed: 1 view moved or resized (box: x 10 → 14 (+4));"))
        let firstImage = try #require(dom.range(of: "<figure class=\"expected\"><figcaption>expected</figcaption>"))
        #expect(words.lowerBound < firstImage.lowerBound, "words first")
        #expect(dom.contains("<li>box: x 10 → 14 (+4)</li>"))
        #expect(dom.contains("<figcaption>diff — changed views outlined</figcaption>"))
        #expect(dom.contains("class=\"outline\" style=\"left: 14.000%; top: 16.667%; width: 20.000%; height: 33.333%\"><span>box</span>"))
        let shot = dir.appendingPathComponent("shot.png")
        _ = try CLIRunner.runTool(chromium!, ["--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                                              "--window-size=800,600", "--screenshot=\(shot.path)", page])
        let image = try PNGCodec.decode(Array(Data(contentsOf: shot)))
        // The first screen shows the summary and the failure's images: the diff twice (its panel
        // and the toggle, which shows it alone: 2 × 196 pure red pixels), the still view's blue
        // in the expected and actual panels and once more on the slider (its expected half).
        // Were the toggle's hidden images shown too, the blue would come twice more.
        var red = 0, blue = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r == 255 && p.g == 0 && p.b == 0 { red += 1 }
            if p.r == 0 && p.g == 0x72 && p.b == 0xB2 { blue += 1 }
        } }
        // (The panel's outline of the moved box covers part of its red: 196 < red ≤ 2 × 196.)
        #expect(red > 196 + 100 && red <= 2 * 196, "red: \(red); the diff is on the first screen, in its panel and the toggle")
        let stillView = 30 * 20
        #expect(blue > 3 * stillView - 300 && blue < 3 * stillView + 300, "blue: \(blue); only the panels' and the slider's images are visible")
    }
}
