import Foundation
import PNGCodec
import Testing

/// `masrender log` and `explain --log`, run as a user would: outputs, words, exit codes.
@Suite struct LogCommandTests {
    let fm = FileManager.default

    /// A log given to the main command or to `explain` without `--log` is read as a log (by its
    /// name, .log or .txt), not as a scene: the same picture and the same words.
    @Test func aLogGivenAsTheSceneIsReadAsALog() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let log = CLIRunner.logFixture("stackview-hiding.log")
        let viaLog = try CLIRunner.run(["log", log, "-o", dir.appendingPathComponent("a.png").path])
        let direct = try CLIRunner.run([log, "-o", dir.appendingPathComponent("b.png").path])
        #expect(viaLog.status == 0 && direct.status == 0, "\(direct.stderr)")
        #expect(direct.stderr == viaLog.stderr)
        #expect(try Data(contentsOf: dir.appendingPathComponent("a.png")) == Data(contentsOf: dir.appendingPathComponent("b.png")))
        let txt = dir.appendingPathComponent("pasted.txt")
        try fm.copyItem(atPath: log, toPath: txt.path)
        let fromText = try CLIRunner.run([txt.path, "-o", dir.appendingPathComponent("c.png").path])
        #expect(fromText.status == 0, "\(fromText.stderr)")
        // What only a scene or a source file takes is refused, not ignored.
        let refused = try CLIRunner.run([log, "-o", dir.appendingPathComponent("d.png").path, "--device", "iPhone SE", "--set", "x=1"])
        #expect(refused.status == 2 && refused.stderr.contains("--device, --set do not apply to a console log"), "\(refused.stderr)")
        let explained = try CLIRunner.run(["explain", log])
        let explainedWithFlag = try CLIRunner.run(["explain", "--log", log])
        #expect(explained.status == 0 && explained.stdout == explainedWithFlag.stdout && explained.stdout.contains("conflict report"))
    }

    @Test func drawsPNGSVGAndJSON() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let log = CLIRunner.logFixture("uikit-encapsulated-height.log")
        for name in ["out.png", "out.svg", "out.json"] {
            let r = try CLIRunner.run(["log", log, "-o", dir.appendingPathComponent(name).path])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            #expect(r.stderr.isEmpty)
        }
        let png = try PNGCodec.decode(Array(Data(contentsOf: dir.appendingPathComponent("out.png"))))
        #expect(png.width == 1318, "423 points at @2x, and the conflict's focus panel beside them (16 + 220)")
        // The image view's pale fill, inside the content view (24 + 16 + a bit, in points).
        let p = png.pixel(x: 2 * 60, y: 2 * 150)
        #expect([p.r, p.g, p.b] == [204, 230, 248])

        let svg = try String(contentsOf: dir.appendingPathComponent("out.svg"), encoding: .utf8)
        #expect(svg.contains("class=\"constraint required conflict system\""), "the encapsulated height, the framework's own")
        #expect(svg.contains("class=\"view view assumed\""), "the label of unknown width")
        #expect(svg.contains("<title>&lt;NSLayoutConstraint:0x600003a1c0a0 UIImageView:0x7fa1c2d0a100.height &gt;= 330   (active)&gt; (uikit-encapsulated-height.log:7)</title>"))
        #expect(svg.contains("<metadata>"))

        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out.json"))) as? [String: Any]
        let report = (json?["reports"] as? [[String: Any]])?.first
        #expect(json?["framework"] as? String == "UIKit")
        #expect(report?["broken"] as? Int == 0)
        let conflicts = report?["conflicts"] as? [[String: Any]]
        #expect(conflicts?.first?["set"] as? [Int] == [0, 1, 2, 3, 4, 8])
        let constraints = report?["constraints"] as? [[String: Any]]
        #expect(constraints?[8]["origin"] as? String == "encapsulatedSize")
        #expect(constraints?[8]["identifier"] as? String == "UIView-Encapsulated-Layout-Height")
        let items = report?["items"] as? [[String: Any]]
        #expect(items?.map { $0["name"] as? String } == ["UITableViewCellContentView", "UIImageView", "UILabel 'Summer sale'"])
        #expect(items?[1]["frame"] as? [Double] == [40, 48, 343, 314])
        let kinds = (report?["suggestions"] as? [[String: Any]])?.map { $0["kind"] as? String }
        #expect(kinds == ["encapsulatedSize", "bystanders"])
    }

    @Test func explainsInWordsAndJSON() throws {
        let log = CLIRunner.logFixture("snapkit-file-line.log")
        let text = try CLIRunner.run(["explain", "--log", log])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("snapkit-file-line.log: 1 conflict report\n"))
        #expect(text.stdout.contains("  UIKit broke:  `UIStackView.width == 400` (ForecastView.swift#44, line 9)\n"))
        #expect(text.stdout.contains("            line 11: [UIKit: encapsulated size] <NSLayoutConstraint:0x600003f70d20 'UIView-Encapsulated-Layout-Width'"))
        let json = try CLIRunner.run(["explain", "--log", log, "--format", "json"])
        #expect(json.status == 0)
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((parsed?["reports"] as? [Any])?.count == 1)
        let strict = try CLIRunner.run(["explain", "--log", log, "--strict"])
        #expect(strict.status == 1)
    }

    /// A trace with no constraint: `log` says what it is and what to paste (exit 2, nothing
    /// written), `explain --log` names the ambiguous views and what fixes them.
    @Test func anAutolayoutTraceAlone() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let trace = """
        (lldb) po [[UIWindow keyWindow] _autolayoutTrace]
        *<UIWindow:0x7f8a01c0>
        |   *<UIView:0x7f8a0300>
        |   |   *UILabel:0x6000b2'Total'- AMBIGUOUS LAYOUT for UILabel:0x6000b2'Total'.minY{id: 41}, UILabel:0x6000b2'Total'.Height{id: 42}
        |   |   *UIButton:0x6000c3- AMBIGUOUS LAYOUT for UIButton:0x6000c3.minX{id: 7}
        """
        let input = dir.appendingPathComponent("trace.txt")
        try trace.write(to: input, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("trace.png").path
        let drawn = try CLIRunner.run(["log", input.path, "-o", out])
        #expect(drawn.status == 2)
        #expect(drawn.stderr == "masrender: trace.txt:4:10: an _autolayoutTrace of 4 views, 2 ambiguous (UILabel 'Total' (0x6000b2), UIButton 0x6000c3), and no constraint to draw them from; "
                + "masrender explain --log trace.txt says what is ambiguous, and pasting their constraints as well (in lldb: po [0x6000b2 constraintsAffectingLayoutForAxis:1]) lets masrender draw them\n")
        #expect(!fm.fileExists(atPath: out))
        let text = try CLIRunner.run(["explain", "--log", input.path])
        #expect(text.status == 0, "\(text.stderr)")
        #expect(text.stdout.hasPrefix("trace.txt: no conflict report; an _autolayoutTrace of 4 views, 2 of them ambiguous\n\nAmbiguous views (from _autolayoutTrace):\n"
                + "  line 4: UILabel 'Total' (0x6000b2): its vertical position (minY) and height are not fixed\n"
                + "  line 5: UIButton 0x6000c3: its horizontal position (minX) is not fixed\n  What to do:\n"))
        #expect(text.stdout.contains("po [0x6000b2 constraintsAffectingLayoutForAxis:1]"))
        let json = try CLIRunner.run(["explain", "--log", input.path, "--format", "json"])
        let parsed = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect(parsed?["traceViews"] as? Int == 4)
        let ambiguous = parsed?["ambiguous"] as? [[String: Any]]
        #expect(ambiguous?.map { $0["ref"] as? String } == ["0x6000b2", "0x6000c3"])
        #expect(ambiguous?.first?["attributes"] as? [String] == ["minY", "Height"])
        #expect(ambiguous?.first?["text"] as? String == "Total")
        // Beside a conflict report, the report is drawn and the trace said.
        let both = dir.appendingPathComponent("both.log")
        try (String(contentsOfFile: CLIRunner.logFixture("masonry-keys.log"), encoding: .utf8) + "\n" + trace).write(to: both, atomically: true, encoding: .utf8)
        let mixed = try CLIRunner.run(["log", both.path, "-o", out])
        #expect(mixed.status == 0, "\(mixed.stderr)")
        #expect(mixed.stderr.contains("masrender: both.log: the log also holds an _autolayoutTrace with 2 ambiguous views, not drawn; masrender explain --log names them\n"))
    }

    @Test func readsStandardInput() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let text = try String(contentsOfFile: CLIRunner.logFixture("masonry-keys.log"), encoding: .utf8)
        let out = dir.appendingPathComponent("pasted.png").path
        let r = try CLIRunner.run(["log", "-", "-o", out], input: text)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(fm.fileExists(atPath: out))
        let explained = try CLIRunner.run(["explain", "--log", "-"], input: text)
        #expect(explained.stdout.hasPrefix("stdin: 1 conflict report"))
    }

    @Test func severalReportsAndCutOffLogs() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("second.png").path
        let first = try CLIRunner.run(["log", CLIRunner.logFixture("markdown-pasted.log"), "-o", out])
        #expect(first.status == 0)
        #expect(first.stderr == "masrender: markdown-pasted.log: 2 lines are not part of any report (line 1, line 15); masrender explain --log says more\n"
                + "masrender: markdown-pasted.log: the log holds 2 reports; drawing report 1 (--report N draws another; masrender explain --log lists them all)\n")
        let second = try CLIRunner.run(["log", CLIRunner.logFixture("markdown-pasted.log"), "-o", out, "--report", "2"])
        #expect(second.status == 0 && !second.stderr.contains("drawing report"))
        let none = try CLIRunner.run(["log", CLIRunner.logFixture("markdown-pasted.log"), "-o", out, "--report", "3"])
        #expect(none.status == 2)
        #expect(none.stderr == "masrender: markdown-pasted.log: --report 3: the log holds 2 reports\n")
        let cut = try CLIRunner.run(["log", CLIRunner.logFixture("truncated.log"), "-o", out])
        #expect(cut.status == 0)
        #expect(cut.stderr == "masrender: truncated.log:7:6: warning: this constraint is cut off (no '>' closes it); it is left out\n")
    }

    @Test func refusesWhatIsNoLogAndWritesNothing() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let input = dir.appendingPathComponent("notes.log")
        try "Hello, this is not a console log.\n".write(to: input, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.png").path
        let r = try CLIRunner.run(["log", input.path, "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr == "masrender: notes.log: no constraint found; expected an Auto Layout report with descriptions such as <NSLayoutConstraint:0x600 UIView:0x7f9.width == 100   (active)>\n")
        #expect(!fm.fileExists(atPath: out))
        let missing = try CLIRunner.run(["log", dir.appendingPathComponent("nope.log").path, "-o", out])
        #expect(missing.status == 2 && missing.stderr.contains("nope.log: cannot read the file: No such file or directory"))
        let both = try CLIRunner.run(["explain", CLIRunner.fixture("basic.json"), "--log", input.path])
        #expect(both.status == 2 && both.stderr.contains("give a scene or --log FILE, not both"))
    }

    @Test func samePictureFromAnyFolderAndPath() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let copy = dir.appendingPathComponent("appkit-window.log")
        try fm.copyItem(atPath: CLIRunner.logFixture("appkit-window.log"), toPath: copy.path)
        for ext in ["png", "svg", "json"] {
            try CLIRunner.run(["log", CLIRunner.logFixture("appkit-window.log"), "-o", dir.appendingPathComponent("a.\(ext)").path])
            try CLIRunner.run(["log", "appkit-window.log", "-o", "b.\(ext)"], in: dir)
            let a = try Data(contentsOf: dir.appendingPathComponent("a.\(ext)")), b = try Data(contentsOf: dir.appendingPathComponent("b.\(ext)"))
            #expect(a == b, "\(ext) depends on the path the log was named by")
        }
    }
}
