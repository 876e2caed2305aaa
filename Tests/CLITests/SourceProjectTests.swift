import Foundation
import Testing

/// A source file read inside its project: the headers it imports (found by name anywhere in
/// the project, and their own imports) and the prefix header give the values its chains use.
@Suite struct SourceProjectTests {
    let fm = FileManager.default

    /// An app written by hand in the shape real ones have: a prefix header, a metrics header
    /// importing a spacing header, and a cell using all three.
    func makeApp() throws -> URL {
        let dir = try CLIRunner.scratchFolder()
        let app = dir.appendingPathComponent("Shop")
        try fm.createDirectory(at: dir.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
        for folder in ["Support", "Common/Metrics", "Views/Cells"] {
            try fm.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "#define kPad 12\n".write(to: app.appendingPathComponent("Support/Shop-Prefix.pch"), atomically: true, encoding: .utf8)
        try "#import \"Spacing.h\"\n#define kIconSide (kSpacing * 5)\n".write(to: app.appendingPathComponent("Common/Metrics/Metrics.h"), atomically: true, encoding: .utf8)
        try "static const CGFloat kSpacing = 8;\n".write(to: app.appendingPathComponent("Common/Metrics/Spacing.h"), atomically: true, encoding: .utf8)
        // Masonry copied into the app: its shorthand macros are the chains' words, never expanded.
        try fm.createDirectory(at: app.appendingPathComponent("Vendor/Masonry"), withIntermediateDirectories: true)
        try "#import \"MASUtilities.h\"\n".write(to: app.appendingPathComponent("Vendor/Masonry/Masonry.h"), atomically: true, encoding: .utf8)
        try "#define MASBoxValue(value) _MASBoxValue(@encode(__typeof__((value))), (value))\n#define mas_equalTo(...) equalTo(MASBoxValue((__VA_ARGS__)))\n"
            .write(to: app.appendingPathComponent("Vendor/Masonry/MASUtilities.h"), atomically: true, encoding: .utf8)
        try """
            #import "OrderCell.h"
            #import "Masonry.h"
            #import "Metrics.h"

            @implementation OrderCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    UIImageView *icon = [UIImageView new];
                    [self.contentView addSubview:icon];
                    [icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self.contentView).offset(kPad);
                        make.size.mas_equalTo(CGSizeMake(kIconSide, kIconSide));
                        make.bottom.equalTo(self.contentView).offset(-kSpacing);
                    }];
                }
                return self;
            }
            @end
            """.write(to: app.appendingPathComponent("Views/Cells/OrderCell.m"), atomically: true, encoding: .utf8)
        return dir
    }

    func icon(_ r: CLIRunner.Outcome, _ out: URL) throws -> [Double]? {
        #expect(r.status == 0, "\(r.stderr)")
        return try CLIRunner.frames(inSolution: out)["icon"]
    }

    /// kPad 12 (the prefix header), kIconSide 8 × 5 = 40 (Metrics.h, through Spacing.h):
    /// the icon is at 12, 12, 40 × 40, and the cell 12 + 40 + 8 = 60 tall.
    @Test func importedHeadersAndThePrefixHeaderGiveTheValues() throws {
        let dir = try makeApp()
        defer { try? fm.removeItem(at: dir) }
        let cell = dir.appendingPathComponent("Shop/Views/Cells/OrderCell.m")
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([cell.path, "--size", "320", "-o", out.path])
        #expect(try icon(r, out) == [12, 12, 40, 40])
        #expect(r.stderr.contains("read 3 headers of its project (\(dir.path)): Shop/Support/Shop-Prefix.pch, Shop/Common/Metrics/Spacing.h, Shop/Common/Metrics/Metrics.h; --no-project reads the file alone"), "\(r.stderr)")
        #expect(!r.stderr.contains("left out"))
        // From the project's folder, by a relative path, the same.
        let relative = try CLIRunner.run(["Shop/Views/Cells/OrderCell.m", "--size", "320", "-o", "rel.json"], in: dir)
        #expect(try icon(relative, dir.appendingPathComponent("rel.json")) == [12, 12, 40, 40])
        // Alone, the values are the app's to give.
        let alone = try CLIRunner.run([cell.path, "--size", "320", "--no-project", "-o", out.path])
        #expect(alone.stderr.contains("left out"), "\(alone.stderr)")
        // --project names the folder; one that is not there is refused.
        let named = try CLIRunner.run([cell.path, "--size", "320", "--project", dir.appendingPathComponent("Shop").path, "-o", out.path])
        #expect(try icon(named, out) == [12, 12, 40, 40])
        let missing = try CLIRunner.run([cell.path, "--project", dir.appendingPathComponent("Nope").path, "-o", out.path])
        #expect(missing.status == 2 && missing.stderr.contains("--project \(dir.appendingPathComponent("Nope").path): no such folder"))
    }

    /// A Swift view in a package with its module's values in other files: a nested constant
    /// (`Metric.Sizes.icon`, 32), a file-level one (`kGutter`, 16) and an extension's static
    /// (`CGFloat.margin4x`, 8). Another view's own property (`padding`, 99) is no part of the
    /// module's values, and a test folder is not searched. The icon is at 16, 8, 32 × 32; the
    /// badge 8 right of it and as tall.
    @Test func aSwiftFileTakesItsModulesValues() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let sources = dir.appendingPathComponent("Sources/App")
        let tests = dir.appendingPathComponent("Tests/AppTests")
        for folder in [sources, tests] { try fm.createDirectory(at: folder, withIntermediateDirectories: true) }
        try "// swift-tools-version:5.9\n".write(to: dir.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            let kGutter: CGFloat = 16
            enum Metric {
                struct Sizes {
                    static let icon: CGFloat = 32
                }
            }
            extension CGFloat {
                static let margin4x: CGFloat = 8
            }
            """.write(to: sources.appendingPathComponent("Styles.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            class OtherView: UIView {
                let padding: CGFloat = 99
            }
            """.write(to: sources.appendingPathComponent("OtherView.swift"), atomically: true, encoding: .utf8)
        try """
            import UIKit
            enum Metric { struct Sizes { static let icon: CGFloat = 500 } }
            """.write(to: tests.appendingPathComponent("MetricFake.swift"), atomically: true, encoding: .utf8)
        let view = sources.appendingPathComponent("RowView.swift")
        try """
            import UIKit
            import SnapKit

            class RowView: UIView {
                let icon = UIView()
                let badge = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(icon)
                    addSubview(badge)
                    icon.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(kGutter)
                        make.top.equalToSuperview().offset(CGFloat.margin4x)
                        make.size.equalTo(Metric.Sizes.icon)
                    }
                    badge.snp.makeConstraints { make in
                        make.left.equalTo(icon.snp.right).offset(CGFloat.margin4x)
                        make.top.height.equalTo(icon)
                        make.width.equalTo(padding)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: view, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([view.path, "--size", "320x48", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 1 file of its project (\(dir.path)): Sources/App/Styles.swift; --no-project reads the file alone"), "\(r.stderr)")
        #expect(r.stderr.contains("'padding'"), "another view's property is not the module's: \(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["icon"] == [16, 8, 32, 32])
        #expect(frames["badge"]?.prefix(2) == [56, 8])
    }
}
