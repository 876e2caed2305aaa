import Foundation
import Testing

/// The source reader within its limits: a number past what a constraint holds is said as
/// that, and a large file reads in time linear in its size (figures: docs/performance.md).
@Suite struct ReaderLimitsTests {
    let fm = FileManager.default

    /// `#define X1 (X0 + X0)` … `X39` doubles up to 2^39: past the ±10^9 a constraint's number
    /// may be from X30 on. It was "not defined in this file (a value known only at run time …)",
    /// with a --set suggested for it.
    @Test func aMacroPastTheLimitIsSaidAsThat() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        var lines = ["#define X0 1"] + (1..<40).map { "#define X\($0) (X\($0 - 1) + X\($0 - 1))" }
        lines += ["@implementation V", "- (instancetype)initWithFrame:(CGRect)frame {", "    self = [super initWithFrame:frame];",
                  "    UIView *a = [UIView new];", "    [self addSubview:a];", "    [a mas_makeConstraints:^(MASConstraintMaker *make) {",
                  "        make.left.top.equalTo(self);", "        make.width.mas_equalTo(X39);", "        make.height.mas_equalTo(X29);", "    }];",
                  "    return self;", "}", "@end"]
        let file = dir.appendingPathComponent("Macro.m")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("m.json").path
        let r = try CLIRunner.run([file.path, "-o", out])
        #expect(r.status == 0)
        #expect(r.stderr == "masrender: Macro.m:48:32: warning: 'X39' is defined in this file (line 40) as 549755813888, past the ±1000000000 a constraint's number may be; this chain is left out\n", "\(r.stderr)")
        #expect(!r.stderr.contains("--set"))
        // X29 = 2^29 = 536870912 is within the limit and used.
        let json = try String(contentsOfFile: out, encoding: .utf8)
        #expect(json.contains("536870912"))
    }

    /// A source file makes no more views than a scene may have: `--max-views` bounds it too
    /// (a 3.6 MB file of 20,000 views ran past a minute with nothing to stop it).
    @Test func theViewsLimitHoldsForSourceFiles() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        var lines = ["class Column: UIView {"] + (0..<30).map { "    let v\($0) = UIView()" }
        lines += ["    override init(frame: CGRect) {", "        super.init(frame: frame)"] + (0..<30).map { "        addSubview(v\($0))" }
        lines += (0..<30).map { "        v\($0).snp.makeConstraints { $0.top.equalTo(\($0 == 0 ? "self.snp.top" : "v\($0 - 1).snp.bottom")); $0.left.right.equalToSuperview(); $0.height.equalTo(10) }" }
        lines += ["    }", "}"]
        let file = dir.appendingPathComponent("Column.swift")
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("c.json").path
        let refused = try CLIRunner.run([file.path, "-o", out, "--max-views", "20"])
        #expect(refused.status == 2 && refused.stderr == "masrender: Column.swift: more than 20 views (--max-views)\n", "\(refused.stderr)")
        #expect(!fm.fileExists(atPath: out))
        let explain = try CLIRunner.run(["explain", file.path, "--max-views", "20"])
        #expect(explain.status == 2, "\(explain.stdout)")
        #expect(try CLIRunner.run([file.path, "-o", out, "--max-views", "30"]).status == 0)
    }
}
