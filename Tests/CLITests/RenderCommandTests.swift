import Foundation
import PNGCodec
import Testing

/// The render command, run as a separate process: outputs, exit codes, and that nothing is
/// written when the input is wrong.
@Suite struct RenderCommandTests {
    let fm = FileManager.default

    @Test func rendersPNGSVGAndJSON() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = CLIRunner.fixture("basic.json")
        for name in ["out.png", "out.svg", "out.json"] {
            let r = try CLIRunner.run([scene, "-o", dir.appendingPathComponent(name).path])
            #expect(r.status == 0, "\(name): \(r.stderr)")
            #expect(r.stderr.isEmpty)
        }
        let png = try PNGCodec.decode(Array(Data(contentsOf: dir.appendingPathComponent("out.png"))))
        #expect(png.width == 640 && png.height == 480, "320 × 240 points at the scene's scale 2")
        let p = png.pixel(x: 40, y: 200)
        #expect([p.r, p.g, p.b] == [0x7F, 0xD1, 0xAE], "greenView's fill")

        let svg = try String(contentsOf: dir.appendingPathComponent("out.svg"), encoding: .utf8)
        for key in ["greenView", "badge", "redView", "blueView"] {
            #expect(svg.contains("<g id=\"view-\(key)\""), "one group per view: \(key)")
        }
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("out.json"))) as? [String: Any]
        let views = json?["views"] as? [[String: Any]]
        #expect(views?.map { $0["id"] as? String } == ["green", "badge", "red", "blue"])
        #expect(views?[1]["absoluteFrame"] as? [Double] == [55, 50, 60, 40])
    }

    @Test func scaleAndFormatOptions() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("picture.data").path
        let r = try CLIRunner.run([CLIRunner.fixture("basic.json"), "-o", out, "--format", "png", "--scale", "1"])
        #expect(r.status == 0, "\(r.stderr)")
        let png = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(png.width == 320 && png.height == 240)
    }

    @Test func sameSceneGivesIdenticalBytesInSeparateRuns() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        for fixture in ["basic.json", "nested.json"] {
            for ext in ["png", "svg", "json"] {
                let a = dir.appendingPathComponent("a.\(ext)"), b = dir.appendingPathComponent("b.\(ext)")
                try CLIRunner.run([CLIRunner.fixture(fixture), "-o", a.path])
                try CLIRunner.run([CLIRunner.fixture(fixture), "-o", b.path])
                let da = try Data(contentsOf: a), db = try Data(contentsOf: b)
                #expect(!da.isEmpty && da == db, "\(fixture) → \(ext)")
            }
        }
    }

    /// A JSON syntax error on line 3: reported with its position, exit code 2, no output.
    @Test func syntaxErrorIsReportedAndNothingIsWritten() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("broken.json")
        try "{\n  \"canvas\": {\"width\": 100, \"height\": 100},\n  \"views\": [ {\"id\": \"a\" \"frame\": [0, 0, 10, 10]} ]\n}\n"
            .write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.png")
        let r = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr == "masrender: \(scene.path):3:25: unexpected '\"'; expected ',' or '}'\n")
        #expect(!fm.fileExists(atPath: out.path))
        #expect(try fm.contentsOfDirectory(atPath: dir.path) == ["broken.json"], "no temporary file is left behind")
    }

    @Test func anExistingOutputIsLeftAloneOnError() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("dup.json")
        try #"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a"}, {"id": "a"}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.png")
        try "previous".write(to: out, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("dup.json:1:71: duplicate view id \"a\""))
        #expect(try String(contentsOf: out, encoding: .utf8) == "previous")
    }

    @Test(arguments: [
        (["{{scene}}", "-o", "{{dir}}/out.bmp"], "{{dir}}/out.bmp: cannot tell the output format from the file name; name it .png, .svg or .json, or pass --format"),
        (["{{dir}}/missing.json", "-o", "{{dir}}/out.png"], "{{dir}}/missing.json: cannot read the file: No such file or directory"),
        (["{{scene}}", "-o", "{{dir}}/no/such/folder/out.png"], "{{dir}}/no/such/folder/out.png: cannot write: the folder {{dir}}/no/such/folder does not exist"),
        (["{{scene}}", "-o", "{{dir}}"], "{{dir}}: cannot tell the output format from the file name; name it .png, .svg or .json, or pass --format"),
        (["{{scene}}", "-o", "{{dir}}/x.png", "--scale", "0"], "--scale must be between 0.25 and 8 (see 'masrender --help')"),
        (["{{scene}}"], "Missing expected argument '--output <file>' (see 'masrender --help')"),
        (["{{dir}}/big.json", "-o", "{{dir}}/x.png", "--scale", "8"], "{{dir}}/big.json: the canvas is 24000 × 24000 pixels at scale 8; at most 16384 per side and 100000000 in all can be drawn (--max-picture-side, --max-pixels)"),
        // What only a source file takes is refused for a scene, not ignored.
        (["{{scene}}", "-o", "{{dir}}/x.png", "--set", "gap=8", "--size", "320"], "{{scene}}: --size, --set apply to source files (.m, .swift); a scene gives its canvas and its \"constants\" in the file"),
        (["explain", "{{scene}}", "--include", "Prefix.pch"], "{{scene}}: --include applies to source files (.m, .swift); a scene gives its canvas and its \"constants\" in the file"),
    ])
    func usageAndFileMistakes(arguments: [String], message: String) throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try #"{"canvas": {"width": 3000, "height": 3000}}"#.write(to: dir.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
        func fill(_ s: String) -> String {
            s.replacingOccurrences(of: "{{scene}}", with: CLIRunner.fixture("basic.json")).replacingOccurrences(of: "{{dir}}", with: dir.path)
        }
        let before = try fm.contentsOfDirectory(atPath: dir.path)
        let r = try CLIRunner.run(arguments.map(fill))
        #expect(r.status == 2)
        #expect(r.stderr == "masrender: " + fill(message) + "\n")
        #expect(try fm.contentsOfDirectory(atPath: dir.path) == before)
    }

    @Test func neverOverwritesTheScene() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("scene.json")
        let text = #"{"canvas": {"width": 10, "height": 10}}"#
        try text.write(to: scene, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run([scene.path, "-o", scene.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("the output would overwrite the scene file"))
        #expect(try String(contentsOf: scene, encoding: .utf8) == text)
    }

    @Test func helpAndVersion() throws {
        let help = try CLIRunner.run(["--help"])
        #expect(help.status == 0)
        #expect(help.stdout.contains("See Auto Layout"))
        let renderHelp = try CLIRunner.run(["help", "render"])
        #expect(renderHelp.stdout.contains("--scale"))
        let version = try CLIRunner.run(["--version"])
        #expect(version.status == 0 && version.stdout.hasPrefix("masrender "))
    }

    /// The command names a mistyped command is checked against (a list kept apart from the
    /// commands' configurations, so start-up need not build them) are the commands --help lists.
    @Test func mistypedCommandListsEveryCommand() throws {
        let help = try CLIRunner.run(["--help"]).stdout
        let section = (help.components(separatedBy: "SUBCOMMANDS:").last ?? "").components(separatedBy: "\n\n").first ?? ""
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
            return line.split(separator: " ").first.map(String.init)
        }
        let mistyped = try CLIRunner.run(["chek", "x"])
        #expect(mistyped.status == 2)
        let named = mistyped.stderr.components(separatedBy: "(commands: ").last?.components(separatedBy: ";").first?
            .components(separatedBy: ", ") ?? []
        #expect(!listed.isEmpty && Set(named) == Set(listed), "\(named) against --help's \(listed)")
    }
}

/// `masrender explain` and `--strict`, run as a user would.
@Suite struct ExplainCommandTests {
    @Test func explainsTheConflictAndTheUnmetConstraint() throws {
        let scene = CLIRunner.fixture("masonry-conflict.json")
        let r = try CLIRunner.run(["explain", scene])
        #expect(r.status == 0)
        #expect(r.stdout.contains("Breaking <MASLayoutConstraint:ConstantConstraint UIView:messageLabel.height >= 5000>; the conflicting set:"))
        #expect(r.stdout.contains("  broken  <MASLayoutConstraint:ConstantConstraint UIView:messageLabel.height >= 5000>  (masonry-conflict.json:7:172)"), "the file by its name, as in the picture")
        #expect(r.stdout.contains("wants width == 80, is 40 (off by 40)"))
        #expect(try CLIRunner.run(["explain", scene, "--strict"]).status == 1)
        let json = try CLIRunner.run(["explain", scene, "--format", "json"])
        #expect(json.stdout.contains("\"problems\": 2"))
        let clean = try CLIRunner.run(["explain", CLIRunner.fixture("masonry-basic.json"), "--strict"])
        #expect(clean.status == 0 && clean.stdout.hasSuffix("no problems: every constraint holds and every view is fixed\n"))
    }

    @Test func strictRenderWritesThenFails() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let out = dir.appendingPathComponent("c.png").path
        let r = try CLIRunner.run([CLIRunner.fixture("masonry-conflict.json"), "-o", out, "--strict"])
        #expect(r.status == 1)
        #expect(FileManager.default.fileExists(atPath: out))
        #expect(r.stderr.hasSuffix("2 layout problems; see masrender explain \(CLIRunner.fixture("masonry-conflict.json"))\n"))
    }

    @Test func chainMistakesQuoteTheChain() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("s.json")
        try #"{"canvas": {"width": 100, "height": 100}, "dialect": "snapkit", "views": [{"id": "a", "make": ["make.left.offset(10)"]}]}"#
            .write(to: scene, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run([scene.path, "-o", dir.appendingPathComponent("x.png").path])
        #expect(r.status == 2)
        #expect(r.stderr == """
        masrender: \(scene.path):1:97: expected a relation such as equalTo(…) after the attributes; SnapKit makes no constraint without one (chain column 1)
            make.left.offset(10)
            ^~~~~~~~~~~~~~~~~~~~

        """)
        #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.png").path))
    }
}

@Suite struct StepsCommandTests {
    @Test func allStepsWritesEveryStateAndStepPicksOne() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = CLIRunner.fixture("masonry-steps.json")
        let r = try CLIRunner.run([scene, "-o", dir.appendingPathComponent("s.json").path, "--all-steps"])
        #expect(r.status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["s.0.json", "s.grown.json", "s.moved.json"])
        let one = try CLIRunner.run([scene, "-o", dir.appendingPathComponent("g.json").path, "--step", "grown"])
        #expect(one.status == 0)
        let grown = try String(contentsOf: dir.appendingPathComponent("g.json"), encoding: .utf8)
        #expect(grown.contains("\"absoluteFrame\": [60, 60, 200, 120]"))
        let bad = try CLIRunner.run([scene, "-o", dir.appendingPathComponent("x.json").path, "--step", "shrunk"])
        #expect(bad.status == 2 && bad.stderr.contains("no step \"shrunk\"; the states are 0, grown, moved"))
    }

    @Test func checkComparesEveryStateOrTheOneNamed() throws {
        let r = try CLIRunner.run(["check", CLIRunner.fixture("masonry-steps.json"), "--goldens",
                                   CLIRunner.packageRoot.appendingPathComponent("Fixtures/goldens").path, "--record", "never"])
        #expect(r.status == 0)
        #expect(r.stdout == "ok       masonry-steps.0\nok       masonry-steps.grown\nok       masonry-steps.moved\n3 scenes: 3 ok\n")
        let one = try CLIRunner.run(["check", CLIRunner.fixture("masonry-steps.json"), "--goldens",
                                     CLIRunner.packageRoot.appendingPathComponent("Fixtures/goldens").path, "--record", "never", "--step", "moved"])
        #expect(one.stdout == "ok       masonry-steps.moved\n1 scene: 1 ok\n")
    }
}

/// A picture's legend is bounded: 1000 unmet optional constraints once made a 46,264-pixel-tall
/// picture that Cairo refused, and the renderer crashed (issue 15). Unmet constraints of one
/// shape fold into one line; past 40 lines the legend says how many more there are.
@Suite struct LegendCapTests {
    @Test func aThousandUnmetConstraintsOfOneShapeFold() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let chains = ["\"make.left.top.equalTo(superview)\"", "\"make.size.equalTo(@10)\""]
            + (0..<1000).map { "\"make.width.equalTo(@\($0 + 20)).priority(500)\"" }
        let scene = dir.appendingPathComponent("unmet.json")
        try "{\"canvas\": {\"width\": 320, \"height\": 240}, \"views\": [{\"id\": \"a\", \"make\": [\(chains.joined(separator: ", "))]}]}"
            .write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("unmet.svg")
        let r = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let svg = try String(contentsOf: out, encoding: .utf8)
        #expect(svg.contains("… and 998 more like this, unmet: a.width == a constant"))
        #expect(svg.contains("@500, wanting 22 to 1019, is 10."))
        #expect(!svg.contains("more lines"), "folded, the legend fits")
        #expect(svg.components(separatedBy: "Unmet: ").count - 1 == 2)
    }

    @Test func aThousandUnmetConstraintsDraw() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        // Each of another priority, so none fold: the cap is what keeps the picture drawable.
        let chains = ["\"make.left.top.equalTo(superview)\"", "\"make.size.equalTo(@10)\""]
            + (0..<1000).map { "\"make.width.equalTo(@\($0 + 20)).priority(\($0 % 998 + 1))\"" }
        let scene = dir.appendingPathComponent("unmet.json")
        try "{\"canvas\": {\"width\": 320, \"height\": 240}, \"views\": [{\"id\": \"a\", \"make\": [\(chains.joined(separator: ", "))]}]}"
            .write(to: scene, atomically: true, encoding: .utf8)
        for ext in ["png", "svg"] {
            let out = dir.appendingPathComponent("unmet.\(ext)")
            let r = try CLIRunner.run([scene.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            if ext == "svg" {
                let svg = try String(contentsOf: out, encoding: .utf8)
                #expect(svg.contains("… and 1960 more lines: masrender explain lists every"))
            } else {
                let png = try PNGCodec.decode(Array(Data(contentsOf: out)))
                #expect(png.height < 2000)
            }
        }
    }
}

/// A mistyped command is said as one (issue 16): it used to be read as a scene's name.
@Suite struct CommandTypoTests {
    @Test(arguments: [
        (["chek", "scenes", "--goldens", "g"], "masrender: unknown command 'chek'; did you mean 'check'? (commands: render, explain, audit, log, diff, diff-layout, check, gallery; a scene, log or source file names its extension)\n"),
        (["rendr", "s.json", "-o", "x.png"], "masrender: unknown command 'rendr'; did you mean 'render'? (commands: render, explain, audit, log, diff, diff-layout, check, gallery; a scene, log or source file names its extension)\n"),
        (["help", "nope"], "masrender: unknown command 'nope' (commands: render, explain, audit, log, diff, diff-layout, check, gallery; a scene, log or source file names its extension)\n"),
    ])
    func unknownCommands(arguments: [String], message: String) throws {
        let r = try CLIRunner.run(arguments)
        #expect(r.status == 2)
        #expect(r.stderr == message)
    }
}

/// Help and completion a new user meets first (issue 16).
@Suite struct HelpAndCompletionTests {
    @Test func bareCommandAndHelpShowTheDefaultCommandsOptions() throws {
        for arguments in [[String](), ["--help"]] {
            let r = try CLIRunner.run(arguments)
            #expect(r.status == 0)
            #expect(r.stdout.contains("SUBCOMMANDS:") && r.stdout.contains("-o, --output <file>"), "\(arguments)")
        }
    }

    @Test func helpParagraphsAreNotBrokenMidSentenceAndDefaultsAreSaidOnce() throws {
        let log = try CLIRunner.run(["help", "log"]).stdout
        #expect(log.contains("escapes), rebuilds the views and constraints it names,"), "a paragraph flows: \(log)")
        let gallery = try CLIRunner.run(["help", "gallery"]).stdout
        #expect(!gallery.contains("(default 2)") && gallery.contains("(default: 2.0)"))
    }

    @Test func completionOffersFilesDevicesAndGalleryNames() throws {
        let bash = try CLIRunner.run(["--generate-completion-script", "bash"]).stdout
        for expected in ["iPhone 15 landscape", "gallery", "debugging", "!*.@(json|m|mm|swift|log|txt)", "!*.@(png|svg|json)", "!*.@(log|txt)", "!*.@(png)"] {
            #expect(bash.contains(expected), "\(expected)")
        }
    }

    /// MASRENDER_FONTS names a folder with the same font files (macOS, a checkout without
    /// Debian's packages): the same pixels; a folder without them is refused, naming them.
    @Test func fontsFromAFolderGiveTheSamePixels() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let fonts = dir.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        let inter = try FileManager.default.contentsOfDirectory(atPath: "/usr/share/fonts/opentype/inter").map { "/usr/share/fonts/opentype/inter/" + $0 }
        for path in ["/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
                     "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf",
                     "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf", "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
                     "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", "/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf"]
            + inter {
            try FileManager.default.copyItem(atPath: path, toPath: fonts.appendingPathComponent(URL(fileURLWithPath: path).lastPathComponent).path)
        }
        let scene = CLIRunner.fixture("cjk-labels.json")
        let system = dir.appendingPathComponent("system.png").path, folder = dir.appendingPathComponent("folder.png").path
        #expect(try CLIRunner.run([scene, "-o", system]).status == 0)
        #expect(try CLIRunner.run([scene, "-o", folder], environment: ["MASRENDER_FONTS": fonts.path]).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: system)) == Data(contentsOf: URL(fileURLWithPath: folder)))
        let missing = try CLIRunner.run([scene, "-o", folder], environment: ["MASRENDER_FONTS": dir.appendingPathComponent("none").path])
        #expect(missing.status == 2 && missing.stderr.contains("fonts are missing (DejaVuSans.ttf,") && missing.stderr.contains("MASRENDER_FONTS"))
    }

    /// The machine's fontconfig configuration is never read (nor waited for: Pango loads the
    /// default one in a thread otherwise): a broken one changes no pixel and says nothing.
    @Test func theMachinesFontconfigConfigurationIsNotRead() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let broken = dir.appendingPathComponent("fonts.conf")
        try "<fontconfig><broken".write(to: broken, atomically: true, encoding: .utf8)
        let scene = CLIRunner.fixture("cjk-labels.json")
        let plain = dir.appendingPathComponent("plain.png").path, configured = dir.appendingPathComponent("configured.png").path
        #expect(try CLIRunner.run([scene, "-o", plain]).status == 0)
        let run = try CLIRunner.run([scene, "-o", configured], environment: ["FONTCONFIG_FILE": broken.path])
        #expect(run.status == 0 && run.stderr == "", "fontconfig would say: Cannot load config file")
        #expect(try Data(contentsOf: URL(fileURLWithPath: plain)) == Data(contentsOf: URL(fileURLWithPath: configured)))
    }
}
