import Foundation
import PNGCodec
import Testing

/// Small things found by trying masrender on material it was not built against, each at the
/// level a user meets it: the command, its exit code, what it writes and says.
@Suite struct SharpEdgesTests {
    let fm = FileManager.default

    func write(_ text: String, _ name: String, in dir: URL) throws -> String {
        let url = dir.appendingPathComponent(name)
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    func frames(_ jsonPath: String) throws -> [String: [Double]] {
        try CLIRunner.frames(inSolution: URL(fileURLWithPath: jsonPath))
    }

    /// A method's return type cut off as in a file being edited: its `(` closes nowhere before
    /// `@end`. It crashed the reader (a range past the class's end); now the class is read.
    @Test func aHalfTypedMethodSignatureIsNoCrash() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        for (name, text) in [("V.m", "@implementation V\n- (UIColo\n@end\n"),
                             ("W.m", "@implementation W\n- (UIColor *)tint {\n  return nil;\n@end\n"),
                             ("X.swift", "class X: UIView {\n  init(frame: CGRect) {\n  func later() {\n")] {
            let r = try CLIRunner.run([try write(text, name, in: dir), "-o", dir.appendingPathComponent("out.png").path])
            #expect([0, 2].contains(r.status), "\(name): exit \(r.status): \(r.stderr.prefix(300))")
            #expect(r.stderr.hasPrefix("masrender: \(name)"), "\(name): \(r.stderr.prefix(300))")
        }
    }

    /// Masonry's own example: `UIView *superview = self.view;` and then the superview's safe
    /// area. On an iPhone 15 (852 tall, safe area 59 at the top and 34 at the bottom) the view
    /// spans 59…818; a SnapKit child pinned to its superview's guide, inset by 5, is inside it.
    @Test func aSuperviewsSafeAreaGuideIsItsParents() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let masonry = try write("""
            { "format": 1, "canvas": { "device": "iPhone 15", "scale": 1 },
              "views": [ { "id": "a", "make": [ "make.left.right.equalTo(superview)",
                "make.top.equalTo(superview.mas_safeAreaLayoutGuideTop)", "make.bottom.equalTo(superview.mas_safeAreaLayoutGuideBottom)" ] } ] }
            """, "masonry.json", in: dir)
        let out = dir.appendingPathComponent("m.json").path
        let r = try CLIRunner.run([masonry, "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try frames(out)["a"] == [0, 59, 393, 759])

        let snapKit = try write("""
            { "format": 1, "canvas": { "device": "iPhone 15", "scale": 1 },
              "views": [ { "id": "box", "make": "box.snp.makeConstraints { make in\\n make.left.right.equalToSuperview()\\n make.top.equalTo(superview.safeAreaLayoutGuide.snp.top).offset(10)\\n make.bottom.equalTo(superview.safeAreaLayoutGuide)\\n}",
                "subviews": [ { "id": "inner", "make": [ "make.edges.equalTo(superview.safeAreaLayoutGuide).inset(5)" ] } ] } ] }
            """, "snapkit.json", in: dir)
        let out2 = dir.appendingPathComponent("s.json").path
        let r2 = try CLIRunner.run([snapKit, "-o", out2])
        #expect(r2.status == 0, "\(r2.stderr)")
        let f = try frames(out2)
        #expect(f["box"] == [0, 69, 393, 749], "top 59 + 10, bottom at 852 − 34")
        #expect(f["inner"] == [5, 74, 383, 739])
    }

    /// SnapKit has one relation per chain (`equalTo(…).equalTo(5)` does not compile): refused at
    /// its place. Masonry takes its same relation again with a value as the constant, as its
    /// assertion allows, so that stays.
    @Test func aRelationSetTwiceIsRefusedInSnapKit() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        func scene(_ dialect: String, _ chain: String) -> String {
            """
            { "format": 1, "dialect": "\(dialect)", "canvas": { "width": 200, "height": 200, "scale": 1 },
              "views": [ { "id": "a", "make": [ "\(chain)", "make.top.equalTo(superview)", "make.size.equalTo(50)" ] } ] }
            """
        }
        let out = dir.appendingPathComponent("out.json").path
        let snap = try write(scene("snapkit", "make.left.equalTo(superview).equalTo(5)"), "snap.json", in: dir)
        let r = try CLIRunner.run([snap, "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("masrender: \(snap):2:67: the relation is set twice"), "\(r.stderr)")
        #expect(!fm.fileExists(atPath: out))
        for chain in ["make.left.equalTo(superview).greaterThanOrEqualTo(@5)", "make.left.equalTo(superview).equalTo(superview)"] {
            let other = try write(scene("masonry", chain), "other.json", in: dir)
            let r = try CLIRunner.run([other, "-o", out])
            #expect(r.status == 2 && r.stderr.contains("the relation is set twice"), "\(chain): \(r.stderr)")
        }
        let masonry = try write(scene("masonry", "make.left.equalTo(superview).equalTo(@5)"), "masonry.json", in: dir)
        let m = try CLIRunner.run([masonry, "-o", out])
        #expect(m.status == 0, "\(m.stderr)")
        #expect(try frames(out)["a"] == [5, 0, 50, 50], "Masonry: the value is the constant")
    }

    /// A SnapKit scene with a conflict names the file in its legend: the same picture, SVG,
    /// solution and layout golden whether the path was typed from the project or from above it.
    @Test func picturesAndGoldensDoNotDependOnThePathTyped() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let project = dir.appendingPathComponent("deep/er/proj")
        _ = try write("""
            { "format": 1, "dialect": "snapkit", "canvas": { "width": 320, "height": 200, "scale": 1 },
              "views": [ { "id": "card", "make": "card.snp.makeConstraints { make in\\n make.left.top.equalToSuperview().offset(10)\\n make.width.equalTo(100)\\n make.width.equalTo(140).priority(.required)\\n make.height.equalTo(50)\\n}" } ] }
            """, "s/card.json", in: project)
        let inside = try CLIRunner.run(["check", "s", "--goldens", "g"], in: project)
        #expect(inside.stdout.contains("recorded"), "\(inside.stdout) \(inside.stderr)")
        let above = try CLIRunner.run(["check", "deep/er/proj/s", "--goldens", "deep/er/proj/g"], in: dir)
        #expect(above.status == 0, "\(above.stdout) \(above.stderr)")
        let layout = try String(contentsOf: project.appendingPathComponent("g/card.layout.json"), encoding: .utf8)
        #expect(layout.contains("@card.json:"), "the file's name in the descriptions")
        for ext in ["png", "svg", "json"] {
            let a = try CLIRunner.run(["s/card.json", "-o", "a.\(ext)"], in: project)
            let b = try CLIRunner.run(["deep/er/proj/s/card.json", "-o", "deep/er/proj/b.\(ext)"], in: dir)
            #expect(a.status == 0 && b.status == 0, "\(a.stderr) \(b.stderr)")
            let x = try Data(contentsOf: project.appendingPathComponent("a.\(ext)")), y = try Data(contentsOf: project.appendingPathComponent("b.\(ext)"))
            #expect(x == y, ".\(ext) differs by the path typed")
        }
        // Terminal messages keep the path as typed.
        let explain = try CLIRunner.run(["explain", "deep/er/proj/s/card.json"], in: dir)
        #expect(explain.stdout.hasPrefix("deep/er/proj/s/card.json: "), "\(explain.stdout)")
    }

    /// A CI log shows only check's line: it names the first three changes and counts the rest,
    /// and JUnit's message says the same.
    @Test func aFailingCheckNamesWhatMovedInItsLine() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        func scene(_ top: Int) -> String {
            let views = (1...5).map { i in
                #"{ "id": "v\#(i)", "make": [ "make.top.equalTo(superview).offset(\#(top + 10 * i))", "make.left.equalTo(superview).offset(10)", "make.size.equalTo(CGSizeMake(20, 8))" ] }"#
            }
            return #"{ "format": 1, "canvas": { "width": 100, "height": 100 }, "views": [ "# + views.joined(separator: ", ") + " ] }"
        }
        _ = try write(scene(0), "s/rows.json", in: dir)
        _ = try CLIRunner.run(["check", "s", "--goldens", "g", "--record", "missing"], in: dir)
        _ = try write(scene(2), "s/rows.json", in: dir)
        let r = try CLIRunner.run(["check", "s", "--goldens", "g", "--record", "never", "--junit", "junit.xml"], in: dir)
        #expect(r.status == 1)
        let named = "layout changed: 5 views moved or resized, 5 constraints changed (v1: y 10 → 12 (+2); v2: y 20 → 22 (+2); v3: y 30 → 32 (+2); and 7 more); "
        #expect(r.stdout.hasPrefix("FAIL     rows: " + named), "\(r.stdout)")
        let junit = try String(contentsOf: dir.appendingPathComponent("junit.xml"), encoding: .utf8)
        #expect(junit.contains("<failure message=\"FAIL: " + named), "\(junit)")
    }

    /// `--size WIDTH` on a view that is not a cell: its height is fitted when its content gives
    /// it one (10 above the bar, 30 of bar, 12 below: 52), else a height is asked for (exit 2,
    /// nothing written) instead of a WIDTH × 0 picture.
    @Test func aWidthAloneFitsAViewsHeightOrAsksForOne() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        func view(_ bottom: String) -> String {
            """
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *bar = [UIView new];
                    [self addSubview:bar];
                    [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.right.equalTo(self).insets(UIEdgeInsetsMake(10, 10, 0, 10));
                        make.height.mas_equalTo(30);
                        \(bottom)
                    }];
                }
                return self;
            }
            @end
            """
        }
        let out = dir.appendingPathComponent("out.json").path
        let fitted = try write(view("make.bottom.equalTo(self).offset(-12);"), "BadgeView.m", in: dir)
        let r = try CLIRunner.run([fitted, "--size", "200", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: out))) as? [String: Any]
        #expect((json?["canvas"] as? [String: Any])?["height"] as? Double == 52)
        #expect(try frames(out)["bar"] == [10, 10, 180, 30])

        try fm.removeItem(atPath: out)
        let open = try write(view(""), "OpenView.m", in: dir)
        let o = try CLIRunner.run([open, "--size", "200", "-o", out])
        #expect(o.status == 2)
        #expect(o.stderr.contains("OpenView.m: --size 200 gives a width only, and the view's content does not give it a height"), "\(o.stderr)")
        #expect(o.stderr.contains("--size 200xHEIGHT"))
        #expect(!fm.fileExists(atPath: out))
        #expect(try CLIRunner.run([open, "--size", "200x80", "-o", out]).status == 0, "a height given draws it")
    }

    /// A file whose only view comes out 0 × 0: the picture's legend says it cannot be seen, and
    /// explain, from the same diagnostics, says so too instead of "no problems".
    @Test func explainAndThePictureAgreeOnViewsThatCannotBeSeen() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = try write("""
            @implementation ZeroView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *dot = [UIView new];
                    [self addSubview:dot];
                    [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(10);
                        make.size.mas_equalTo(CGSizeZero);
                    }];
                }
                return self;
            }
            @end
            """, "ZeroView.m", in: dir)
        let r = try CLIRunner.run(["explain", file])
        #expect(r.status == 0)
        #expect(r.stdout.hasPrefix("ZeroView.m: every constraint holds and every view is fixed, but 1 view cannot be seen\n"), "\(r.stdout)")
        #expect(r.stdout.contains("dot has zero width and zero height, so it cannot be seen."))
        #expect(!r.stdout.contains("no problems"))
        let svg = dir.appendingPathComponent("zero.svg")
        #expect(try CLIRunner.run([file, "-o", svg.path]).status == 0)
        #expect(try String(contentsOf: svg, encoding: .utf8).contains("dot has zero width and zero height, so it cannot be seen."),
                "the legend's words are explain's")
    }

    /// A report whose views reach 10000 points down is drawn at the scale that fits the picture
    /// limits, said on stderr, instead of refused; below scale 0.25 it is refused as before.
    @Test func aTallLogIsDrawnSmallerToFit() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let log = try write("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000a1 UIView:0x7f01.top == UIView:0x7f00.top + 10000   (active)>",
                "<NSLayoutConstraint:0x600000a2 UIView:0x7f01.height == 40   (active)>",
                "<NSLayoutConstraint:0x600000a3 UIView:0x7f01.height == 60   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000a3 UIView:0x7f01.height == 60   (active)>
            """, "tall.log", in: dir)
        let out = dir.appendingPathComponent("tall.png").path
        let r = try CLIRunner.run(["log", log, "-o", out, "--max-picture-side", "4000"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("more than a picture at scale 2 holds (--max-picture-side 4000, --max-pixels 100000000); drawn at scale 0.39"), "\(r.stderr)")
        let png = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: out))))
        #expect(png.height <= 4000 && png.height > 3900, "\(png.width) × \(png.height)")
        try fm.removeItem(atPath: out)
        let refused = try CLIRunner.run(["log", log, "-o", out, "--max-picture-side", "2000"])
        #expect(refused.status == 2 && refused.stderr.contains("smaller than scale 0.25 it could not be read"), "\(refused.stderr)")
        #expect(!fm.fileExists(atPath: out))
    }
}
