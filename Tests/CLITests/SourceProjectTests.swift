import Foundation
import PNGCodec
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
        // explain says where each value came from, in its text and its JSON.
        let explained = try CLIRunner.run(["explain", cell.path, "--size", "320"])
        #expect(explained.stdout.hasSuffix("""

            Taken from its project (--no-project reads the file alone):
              kPad       Shop/Support/Shop-Prefix.pch
              kIconSide  Shop/Common/Metrics/Metrics.h
              kSpacing   Shop/Common/Metrics/Spacing.h

            """), "\(explained.stdout)")
        let json = try CLIRunner.run(["explain", cell.path, "--size", "320", "--format", "json"])
        let taken = (try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])?["fromProject"] as? [[String: String]]
        #expect(taken?.map { $0["name"] ?? "" } == ["kPad", "kIconSide", "kSpacing"])
        #expect(taken?.first?["file"] == "Shop/Support/Shop-Prefix.pch")
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

    /// Macros that no header the file imports defines (the prefix header Xcode adds through the
    /// build settings is not in the repository) come from the project's header that defines them:
    /// `Adaptive(x)` scales a design width of 375 to the screen (393), and the notch test asks the
    /// app's window for its safe area, the device's (an iPhone 15: 34 at the bottom), so the
    /// field's top is 272 in C's reading of `Adaptive(isIphoneX ? 272 : 220)` (the macro divides
    /// only the last operand) and its sides Adaptive(65) = 68.12 in.
    @Test func macrosNoImportDefinesComeFromTheProjectsHeaders() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let app = dir.appendingPathComponent("Ride")
        try fm.createDirectory(at: dir.appendingPathComponent("Ride.xcodeproj"), withIntermediateDirectories: true)
        for folder in ["Public/Constants", "Public/Dialog", "UI/Login"] {
            try fm.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try """
            #define Adaptive(x) (x / 375.0 * UIWidth)
            #define UIWidth UIScreen.mainScreen.bounds.size.width
            """.write(to: app.appendingPathComponent("Public/Constants/ConstantData.h"), atomically: true, encoding: .utf8)
        try """
            #define isIphoneX ({\\
            BOOL isPhoneX = NO;\\
            if (@available(iOS 11.0, *)) {\\
            if ([[[UIApplication sharedApplication] delegate] window].safeAreaInsets.bottom > 0.0) {\\
            isPhoneX = YES;\\
            }\\
            }\\
            isPhoneX;\\
            })
            """.write(to: app.appendingPathComponent("Public/Dialog/DialogMacro.h"), atomically: true, encoding: .utf8)
        let login = app.appendingPathComponent("UI/Login/LoginController.m")
        try """
            #import "LoginController.h"

            @implementation LoginController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *userNameField = [UIView new];
                [self.view addSubview:userNameField];
                [userNameField mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.mas_equalTo(Adaptive(isIphoneX?272:220));
                    make.left.mas_equalTo(Adaptive(65));
                    make.right.mas_equalTo(-Adaptive(65));
                    make.height.mas_equalTo(70);
                }];
            }
            @end
            """.write(to: login, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([login.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)["userNameField"] ?? []
        #expect(f.count == 4 && abs(f[0] - 68.12) < 0.01 && f[1] == 272 && abs(f[2] - 256.76) < 0.01 && f[3] == 70, "\(f)")
        #expect(r.stderr.contains("Ride/Public/Constants/ConstantData.h") && r.stderr.contains("Ride/Public/Dialog/DialogMacro.h"), "\(r.stderr)")
        #expect(!r.stderr.contains("run time") && !r.stderr.contains("not read (") && !r.stderr.contains("design scale"), "\(r.stderr)")
    }

    /// An app's enums in other files of its Xcode project are found and read: a raw-valued
    /// padding enum (`OrrPd.pd16.rawValue`, 16) and a caseless constants enum (`Metric.side`,
    /// 30), a global function (`Adapt(75)`, 78.6 on a 393-wide screen) and a global constant
    /// (`kToolbarHeight`, 40, the list's frame's y). (An enum was taken
    /// for a function when the module's files were indexed, so no file declaring one was ever
    /// read.) The box is 16 in from the top left, 30 × 16; the strip at the bottom, 78.6 tall.
    @Test func aSwiftFileFindsItsModulesEnums() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let app = dir.appendingPathComponent("Climb")
        try fm.createDirectory(at: dir.appendingPathComponent("Climb.xcodeproj"), withIntermediateDirectories: true)
        for folder in ["Models/Enums", "Home"] { try fm.createDirectory(at: app.appendingPathComponent(folder), withIntermediateDirectories: true) }
        try "import Foundation\n\nenum OrrPd: Int {\n    case pd8 = 8\n    case pd16 = 16\n}\n"
            .write(to: app.appendingPathComponent("Models/Enums/OrrPd.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n\nenum Metric {\n    static let side: CGFloat = 30\n}\n"
            .write(to: app.appendingPathComponent("Models/Metric.swift"), atomically: true, encoding: .utf8)
        // A global function of the module (`Adapt(75)`: 75 × 393 / 375 = 78.6).
        try "import UIKit\n\nlet kToolbarHeight: CGFloat = 40\n\nfunc Adapt(_ value: CGFloat) -> CGFloat {\n    return value * UIScreen.main.bounds.width / 375\n}\n"
            .write(to: app.appendingPathComponent("Models/Common.swift"), atomically: true, encoding: .utf8)
        let screen = app.appendingPathComponent("Home/HomeViewController.swift")
        try """
            import UIKit
            import SnapKit

            final class HomeViewController: UIViewController {
                private let box = UIView()
                private let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    view.addSubview(strip)
                    let list = UIScrollView()
                    list.frame = CGRect(x: 0, y: kToolbarHeight, width: view.bounds.width, height: 200)
                    view.addSubview(list)
                    strip.snp.makeConstraints {
                        $0.leading.trailing.bottom.equalToSuperview()
                        $0.height.equalTo(Adapt(75))
                    }
                    box.snp.makeConstraints {
                        $0.top.leading.equalToSuperview().inset(OrrPd.pd16.rawValue)
                        $0.width.equalTo(Metric.side)
                        $0.height.equalTo(OrrPd.pd8.rawValue * 2)
                    }
                }
            }
            """.write(to: screen, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([screen.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["box"] == [16, 16, 30, 16])
        let strip = try CLIRunner.frames(inSolution: out)["strip"] ?? []
        #expect(strip.count == 4 && abs(strip[3] - 78.6) < 0.01, "\(strip)")
        #expect(try CLIRunner.frames(inSolution: out)["list"] == [0, 40, 393, 200], "a global constant of the module (kToolbarHeight)")
        #expect(r.stderr.contains("Climb/Models/Enums/OrrPd.swift") && r.stderr.contains("Climb/Models/Metric.swift"), "\(r.stderr)")
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

    /// Writes `files` (path in the project → text) under a new project folder.
    func makeProject(marker: String, _ files: [String: String]) throws -> URL {
        let dir = try CLIRunner.scratchFolder()
        try fm.createDirectory(at: dir.appendingPathComponent(marker), withIntermediateDirectories: true)
        for (path, text) in files {
            let url = dir.appendingPathComponent(path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return dir
    }

    /// An Objective-C cell whose initialiser is its base class's (BaseCell.m: a 1-pt separator
    /// at the bottom, then the `setupContent` hook the cell overrides), holding a view of the
    /// app's own class (PriceTag.m: a 20-pt icon inside insets of 4 and 8, so 36 × 28) and a mark
    /// sized by a UIView category's method (UIView+Pin.m: 12 × 12). The tag's top is
    /// `ShopScaled(5)`, a C function Scaling.h declares and Scaling.m defines (× 2: 10). At 320
    /// wide: the tag at 320 − 16 − 36 = 268, 10 from the top and 10 above the separator, so the
    /// cell is 10 + 28 + 10 + 1 = 49 tall and the separator at y 48.
    @Test func anObjectiveCCellTakesItsBaseClassAndOwnViewsFromTheProject() throws {
        let dir = try makeProject(marker: "Shop.xcodeproj", [
            "Shop/Base/BaseCell.h": """
                #import <UIKit/UIKit.h>
                @interface BaseCell : UITableViewCell
                @property (nonatomic, strong) UIView *separator;
                - (void)setupContent;
                @end
                """,
            "Shop/Base/BaseCell.m": """
                #import "BaseCell.h"
                #import <Masonry/Masonry.h>
                @implementation BaseCell
                - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                    if (self) {
                        _separator = [UIView new];
                        [self.contentView addSubview:_separator];
                        [_separator mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.left.right.bottom.equalTo(self.contentView);
                            make.height.mas_equalTo(1);
                        }];
                        [self setupContent];
                    }
                    return self;
                }
                - (void)setupContent {}
                @end
                """,
            "Shop/Views/PriceTag.h": """
                #import <UIKit/UIKit.h>
                @interface PriceTag : UIView
                - (instancetype)initWithIconSide:(CGFloat)side;
                @end
                """,
            "Shop/Views/PriceTag.m": """
                #import "PriceTag.h"
                @interface PriceTag ()
                @property (nonatomic, strong) UIView *icon;
                @end
                @implementation PriceTag
                - (instancetype)initWithIconSide:(CGFloat)side {
                    self = [super initWithFrame:CGRectZero];
                    if (self) {
                        _icon = [UIView new];
                        [self addSubview:_icon];
                        [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.edges.equalTo(self).insets(UIEdgeInsetsMake(4, 8, 4, 8));
                            make.size.mas_equalTo(CGSizeMake(side, side));
                        }];
                    }
                    return self;
                }
                @end
                """,
            "Shop/Common/Constants.h": """
                #import <UIKit/UIKit.h>
                extern const CGFloat kMarkSide;
                """,
            "Shop/Common/Constants.m": """
                #import "Constants.h"
                const CGFloat kMarkSide = 12;
                """,
            "Shop/Common/Scaling.h": """
                #import <UIKit/UIKit.h>
                CGFloat ShopScaled(CGFloat value);
                """,
            "Shop/Common/Scaling.m": """
                #import "Scaling.h"
                CGFloat ShopScaled(CGFloat value) {
                    return value * 2;
                }
                """,
            "Shop/Categories/UIView+Pin.h": """
                #import <UIKit/UIKit.h>
                @interface UIView (Pin)
                - (void)app_pinWidth:(CGFloat)width height:(CGFloat)height;
                @end
                """,
            "Shop/Categories/UIView+Pin.m": """
                #import "UIView+Pin.h"
                @implementation UIView (Pin)
                - (void)app_pinWidth:(CGFloat)width height:(CGFloat)height {
                    [self mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.width.mas_equalTo(width);
                        make.height.mas_equalTo(height);
                    }];
                }
                @end
                """,
            "Shop/Cells/ProductCell.h": """
                #import "BaseCell.h"
                @interface ProductCell : BaseCell
                @end
                """,
            "Shop/Cells/ProductCell.m": """
                #import "ProductCell.h"
                #import "PriceTag.h"
                #import "UIView+Pin.h"
                #import "Constants.h"
                #import "Scaling.h"
                @interface ProductCell ()
                @property (nonatomic, strong) PriceTag *priceTag;
                @property (nonatomic, strong) UIView *mark;
                @end
                @implementation ProductCell
                - (void)setupContent {
                    self.priceTag = [[PriceTag alloc] initWithIconSide:20];
                    [self.contentView addSubview:self.priceTag];
                    [self.priceTag mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.right.equalTo(self.contentView).offset(-16);
                        make.top.equalTo(self.contentView).offset(ShopScaled(5));
                        make.bottom.equalTo(self.separator.mas_top).offset(-10);
                    }];
                    self.mark = [UIView new];
                    [self.contentView addSubview:self.mark];
                    [self.mark app_pinWidth:kMarkSide height:kMarkSide];
                    [self.mark mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self.contentView).offset(16);
                    }];
                }
                @end
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Shop/Cells/ProductCell.m").path, "--size", "320", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 11 files of its project (\(dir.path)): Shop/Base/BaseCell.h, Shop/Cells/ProductCell.h, Shop/Views/PriceTag.h, Shop/Categories/UIView+Pin.h, Shop/Common/Constants.h, Shop/Common/Scaling.h, Shop/Base/BaseCell.m, Shop/Views/PriceTag.m and 3 more"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["priceTag"] == [268, 10, 36, 28])
        #expect(frames["priceTag.icon"] == [276, 14, 20, 20])
        #expect(frames["separator"] == [0, 48, 320, 1])
        // The category's method, UIView+Pin.m, sizes the mark by kMarkSide, declared extern in
        // Constants.h and defined in Constants.m: 12 × 12 at 16, 16.
        #expect(frames["mark"] == [16, 16, 12, 12])
        // Alone, the cell has no initialiser to run and its tag is an empty box.
        let alone = try CLIRunner.run([dir.appendingPathComponent("Shop/Cells/ProductCell.m").path, "--size", "320", "--no-project", "-o", out.path])
        #expect(try CLIRunner.frames(inSolution: out)["priceTag.icon"] == nil, "\(alone.stderr)")
    }

    /// Constants declared with Apple's spellings of `extern` in a header the prefix header imports
    /// (`FOUNDATION_EXTERN CGFloat  const kEDGE ;`, NSObjCRuntime.h's spelling)
    /// take the values their `.m` defines: the tab strip 15 below the banner's bottom (93 + 15 −
    /// 100 = 8 from the top, as its bottom is pinned there), 10 in from each side; the banner
    /// kBarHeight 93 tall. Before, FOUNDATION_EXTERN's `.m` was not read and the chain was left out.
    @Test func constantsDeclaredWithApplesExternMacrosTakeTheirDefinitions() throws {
        let dir = try makeProject(marker: "Inbox.xcodeproj", [
            "Inbox/Inbox-Prefix.pch": "#import <UIKit/UIKit.h>\n#import \"GlobeConst.h\"\n",
            "Inbox/Base/GlobeConst.h": """
                #import <Foundation/Foundation.h>
                FOUNDATION_EXTERN CGFloat  const kEDGE ;
                FOUNDATION_EXTERN const CGFloat kBarHeight;
                """,
            "Inbox/Base/GlobeConst.m": """
                #import "GlobeConst.h"
                CGFloat  const kEDGE = 15.0;
                const CGFloat kBarHeight = 93;
                """,
            "Inbox/Screens/InboxViewController.m": """
                #import "Masonry.h"
                @interface InboxViewController : UIViewController
                @end
                @implementation InboxViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIView *banner = [[UIView alloc] init];
                    [self.view addSubview:banner];
                    [banner mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.top.mas_equalTo(0);
                        make.height.mas_equalTo(kBarHeight);
                    }];
                    UIView *tabStrip = [[UIView alloc] init];
                    [self.view addSubview:tabStrip];
                    [tabStrip mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.mas_equalTo(10);
                        make.right.mas_equalTo(-10);
                        make.bottom.mas_equalTo(banner.mas_bottom).mas_offset(kEDGE);
                        make.height.mas_equalTo(100);
                    }];
                }
                @end
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Inbox/Screens/InboxViewController.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("left out"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["banner"] == [0, 0, 393, 93])
        #expect(frames["tabStrip"] == [10, 8, 373, 100])
    }

    /// A scaling macro a pod defines (`#define SY(v) (HeightScale * v)` in
    /// Pods/RBUtils/…/RBMacroUtile.h, `HeightScale` the screen's height over 667), imported by the
    /// prefix header with a quoted import Xcode's header search paths resolve into the pods: on an
    /// iPhone 15, SY(37) = 852 × 37 / 667 = 47.262 tall, 20 from the top. A pod header that only
    /// declares classes (AFHTTPClient.h) is not read. Before, `Pods` was never looked in and SY was
    /// taken at design scale (37).
    @Test func aPodsMacroThePrefixHeaderImportsIsRead() throws {
        let dir = try makeProject(marker: "Pudding.xcodeproj", [
            "Pudding/Pudding.pch": "#import <UIKit/UIKit.h>\n#import \"AFHTTPClient.h\"\n#import \"RBMacroUtile.h\"\n",
            "Pods/RBUtils/RBUtils/Classes/RBMacroUtile.h": """
                #define SCREEN_HEIGHT [UIScreen mainScreen].bounds.size.height
                #define HeightScale (SCREEN_HEIGHT / 667.0f)
                #define SY(v) (HeightScale * v)
                """,
            "Pods/AFNetworking/AFNetworking/AFHTTPClient.h": "@interface AFHTTPClient : NSObject\n@end\n",
            "Pudding/Login/PDForgetViewController.m": """
                #import "Masonry.h"
                @interface PDForgetViewController : UIViewController
                @end
                @implementation PDForgetViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIView *nationBackView = [UIView new];
                    [self.view addSubview:nationBackView];
                    [nationBackView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.mas_equalTo(48);
                        make.right.mas_equalTo(-48);
                        make.top.mas_equalTo(20);
                        make.height.mas_equalTo(SY(37));
                    }];
                }
                @end
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Pudding/Login/PDForgetViewController.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Pods/RBUtils/RBUtils/Classes/RBMacroUtile.h") && !r.stderr.contains("AFHTTPClient"), "\(r.stderr)")
        let frame = try #require(CLIRunner.frames(inSolution: out)["nationBackView"])
        #expect(frame.prefix(3) == [48, 20, 297] && abs(frame[3] - 852.0 * 37 / 667) < 0.01, "\(frame)")
    }

    /// More files answer a Swift screen's needs than are read (40): 45 constants files sorted
    /// before the view class it makes (`Views/BadgeView.swift`, whose own 24 × 24 dot sits 4 in
    /// from its corner). The view class's file is read first, so the dot is drawn at [4, 4, 24,
    /// 24] inside the badge. Before, the files were read in path order and BadgeView's was among
    /// those left out.
    @Test func aViewClassItMakesIsReadBeforeFilesOfConstants() throws {
        var files: [String: String] = ["Package.swift": "// swift-tools-version:5.9\n"]
        for k in 0..<45 { files[String(format: "Sources/App/Constants/A%02d.swift", k)] = "let kGap\(k): CGFloat = \(k)\n" }
        files["Sources/App/Views/BadgeView.swift"] = """
            import UIKit
            import SnapKit
            final class BadgeView: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                    dot.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(4)
                        make.size.equalTo(24)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        files["Sources/App/Screens/HomeViewController.swift"] = """
            import UIKit
            import SnapKit
            final class HomeViewController: UIViewController {
                let badge = BadgeView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    badge.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(kGap20)
                        make.size.equalTo(100 + \((0..<45).map { "kGap\($0)" }.joined(separator: " * 0 + ")))
                    }
                }
            }
            """
        let dir = try makeProject(marker: ".git", files)
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Sources/App/Screens/HomeViewController.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 40 files of its project"), "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        let dot = views.first { $0["id"] as? String == "badge.dot" }
        #expect(dot?["frame"] as? [Double] == [4, 4, 24, 24], "\(views.map { $0["id"] ?? "" })")
    }

    /// A Swift controller whose superclass (CardController.swift: a card 16 below the safe area's
    /// top and 16 from the sides, 200 tall, then the `layoutCard()` hook) and whose header view
    /// (ProfileHeaderView.swift: a 64-pt avatar 16 inside it, so 96 tall) are other files of its
    /// module. On an iPhone 15 the card is at 16, 59 + 16 = 75, 361 × 200; the header at its top.
    @Test func aSwiftControllerTakesItsBaseClassAndOwnViewsFromItsModule() throws {
        let dir = try makeProject(marker: ".git", [
            "Package.swift": "// swift-tools-version:5.9\n",
            "Sources/App/Base/CardController.swift": """
                import UIKit
                import SnapKit
                class CardController: UIViewController {
                    let card = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(card)
                        card.snp.makeConstraints { make in
                            make.top.equalTo(view.safeAreaLayoutGuide).offset(16)
                            make.left.right.equalToSuperview().inset(16)
                            make.height.equalTo(200)
                        }
                        layoutCard()
                    }
                    func layoutCard() {}
                }
                """,
            "Sources/App/Views/ProfileHeaderView.swift": """
                import UIKit
                import SnapKit
                final class AvatarView: UIView {
                    override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 64) }
                }
                final class ProfileHeaderView: UIView {
                    let avatar = AvatarView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(avatar)
                        avatar.snp.makeConstraints { make in
                            make.left.top.equalToSuperview().offset(16)
                            make.bottom.equalToSuperview().offset(-16)
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "Sources/App/Screens/ProfileController.swift": """
                import UIKit
                import SnapKit
                final class ProfileController: CardController {
                    let header = ProfileHeaderView()
                    override func layoutCard() {
                        card.addSubview(header)
                        header.snp.makeConstraints { make in
                            make.top.left.right.equalToSuperview()
                        }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Sources/App/Screens/ProfileController.swift").path, "--device", "iPhone 15", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["card"] == [16, 75, 361, 200])
        #expect(frames["header"] == [16, 75, 361, 96])
        #expect(frames["header.avatar"] == [32, 91, 64, 64])
    }

    /// An app's asset catalog and strings: `logo` has a 240 × 80 @2x PNG and a 360 × 120 @3x
    /// one, so UIImage(named:) is 120 × 40 points on either device; `AccentColor` is a colour set
    /// (components 0–255); `welcome` is "Hello" in en.lproj. The logo image view has only its
    /// position: 16, 59 + 20 = 79, 120 × 40. A button with the `close` image (a 48 × 48 @3x PNG,
    /// crushed as Xcode ships it, 16 points) and no title is 16 × 16.
    @Test func imagesColoursAndStringsComeFromTheProjectsAssets() throws {
        let dir = try makeProject(marker: "App.xcodeproj", [
            "App/Assets.xcassets/Contents.json": "{\"info\":{\"version\":1}}",
            "App/Assets.xcassets/Brand/logo.imageset/Contents.json": """
                {"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"logo@2x.png","scale":"2x"},
                {"idiom":"universal","filename":"logo@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
                """,
            "App/Assets.xcassets/close.imageset/Contents.json": """
                {"images":[{"idiom":"universal","filename":"close@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
                """,
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": """
                {"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0","green":"128","red":"255"}},"idiom":"universal"},
                {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.000","green":"0.000","red":"0.000"}},"idiom":"universal"}],
                "info":{"author":"xcode","version":1}}
                """,
            "App/en.lproj/Localizable.strings": "/* Greeting */\n\"welcome\" = \"Hello\";\n",
            "App/WelcomeViewController.swift": """
                import UIKit
                import SnapKit
                final class WelcomeViewController: UIViewController {
                    let logo = UIImageView(image: UIImage(named: "logo"))
                    let closeButton = UIButton(type: .custom)
                    let banner = UIView()
                    let greeting = UILabel()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(logo)
                        view.addSubview(closeButton)
                        view.addSubview(banner)
                        view.addSubview(greeting)
                        closeButton.setImage(UIImage(named: "close"), for: .normal)
                        banner.backgroundColor = UIColor(named: "AccentColor")
                        greeting.text = NSLocalizedString("welcome", comment: "")
                        logo.snp.makeConstraints { make in
                            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                            make.left.equalToSuperview().offset(16)
                        }
                        closeButton.snp.makeConstraints { make in
                            make.top.equalTo(logo)
                            make.right.equalToSuperview().offset(-16)
                        }
                        banner.snp.makeConstraints { make in
                            make.top.equalTo(logo.snp.bottom).offset(8)
                            make.left.right.equalToSuperview()
                            make.height.equalTo(4)
                        }
                        greeting.snp.makeConstraints { make in
                            make.top.equalTo(banner.snp.bottom).offset(8)
                            make.left.equalTo(logo)
                        }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let images = dir.appendingPathComponent("App/Assets.xcassets")
        try PNGCodec.encode(RGBAImage(width: 240, height: 80)).withUnsafeBytes { try Data($0).write(to: images.appendingPathComponent("Brand/logo.imageset/logo@2x.png")) }
        try PNGCodec.encode(RGBAImage(width: 360, height: 120)).withUnsafeBytes { try Data($0).write(to: images.appendingPathComponent("Brand/logo.imageset/logo@3x.png")) }
        // As Xcode crushes PNGs for an iOS app: a CgBI chunk before IHDR.
        let plain = try PNGCodec.encode(RGBAImage(width: 48, height: 48))
        let crushed = Array(plain[0..<8]) + [0, 0, 0, 4] + Array("CgBI".utf8) + [0x50, 0x00, 0x20, 0x06] + [0, 0, 0, 0] + Array(plain[8...])
        try Data(crushed).write(to: images.appendingPathComponent("close.imageset/close@3x.png"))
        let file = dir.appendingPathComponent("App/WelcomeViewController.swift").path
        for device in ["iPhone 15", "iPhone SE"] {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file, "--device", device, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains("read its project's assets (\(dir.path)): 2 images, 1 colours, 1 strings of App/en.lproj/Localizable.strings"), "\(r.stderr)")
            #expect(r.stderr.contains("images sized from the project's asset catalog: logo 120 × 40 (App/Assets.xcassets/Brand/logo.imageset/logo@"), "\(r.stderr)")
            #expect(!r.stderr.contains("images' sizes are not known"), "\(r.stderr)")
            let top = device == "iPhone 15" ? 59.0 : 20
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
            let views = (json?["views"] as? [[String: Any]]) ?? []
            let frames = Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as! String, $0["absoluteFrame"] as! [Double]) })
            let width = device == "iPhone 15" ? 393.0 : 375
            #expect(frames["logo"] == [16, top + 20, 120, 40])
            #expect(frames["closeButton"] == [width - 32, top + 20, 16, 16])
            // The picture: the banner filled with the colour set's light colour, the greeting's text.
            let svg = dir.appendingPathComponent("out.svg")
            _ = try CLIRunner.run([file, "--device", device, "-o", svg.path])
            let drawn = try String(contentsOf: svg, encoding: .utf8)
            #expect(drawn.contains("fill=\"#FF8000\""), "the banner's colour")
            #expect(drawn.contains(">Hello<"), "the greeting's text")
        }
        // Alone, the logo has no size and says why.
        let alone = try CLIRunner.run([file, "--no-project", "-o", dir.appendingPathComponent("alone.json").path])
        #expect(alone.stderr.contains("images' sizes are not known from code"), "\(alone.stderr)")
    }

    /// The initialiser and the values the owner makes the drawn view with: the controller makes
    /// `[[AxisView alloc] initWithArrowSize:3]` 353 wide and tall (393 − 40), so AxisView.m runs
    /// `initWithArrowSize:` with 3: its grid is inset 3 on each side, 347 square, said. In Swift,
    /// `TabStrip(titles: ["Day", "Week"])` divides its width by the titles' count: 196.5.
    /// Before, each value was a caller's and the chains using it were left out.
    @Test func theOwnersInitialiserArgumentsReachTheDrawnView() throws {
        let dir = try makeProject(marker: "App.xcodeproj", [
            "App/AxisView.h": """
                #import <UIKit/UIKit.h>
                @interface AxisView : UIView
                - (instancetype)initWithArrowSize:(CGFloat)arrowSize;
                @end
                """,
            "App/AxisView.m": """
                #import "AxisView.h"
                #import "Masonry.h"
                @interface AxisView ()
                @property (nonatomic, assign) CGFloat arrowSize;
                @property (nonatomic, strong) UIView *gridView;
                @end
                @implementation AxisView
                - (instancetype)initWithArrowSize:(CGFloat)arrowSize {
                    if (self = [super initWithFrame:CGRectZero]) {
                        _arrowSize = arrowSize;
                        _gridView = [UIView new];
                        [self addSubview:_gridView];
                        [_gridView mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.edges.mas_equalTo(UIEdgeInsetsMake(self.arrowSize, self.arrowSize, self.arrowSize, self.arrowSize));
                        }];
                    }
                    return self;
                }
                @end
                """,
            "App/ChartViewController.h": "#import <UIKit/UIKit.h>\n@interface ChartViewController : UIViewController\n@end\n",
            "App/ChartViewController.m": """
                #import "ChartViewController.h"
                #import "AxisView.h"
                #import "Masonry.h"
                @implementation ChartViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    AxisView *axis = [[AxisView alloc] initWithArrowSize:3];
                    [self.view addSubview:axis];
                    [axis mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.center.equalTo(self.view);
                        make.width.height.mas_equalTo(393 - 40);
                    }];
                }
                @end
                """,
            "App/TabStrip.swift": """
                import UIKit
                import SnapKit
                final class TabStrip: UIView {
                    let indicator = UIView()
                    private let titles: [String]
                    init(titles: [String]) {
                        self.titles = titles
                        super.init(frame: .zero)
                        addSubview(indicator)
                        indicator.snp.makeConstraints { make in
                            make.leading.bottom.equalToSuperview()
                            make.height.equalTo(2)
                            make.width.equalToSuperview().dividedBy(titles.count)
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "App/FeedViewController.swift": """
                import UIKit
                import SnapKit
                final class FeedViewController: UIViewController {
                    private let strip = TabStrip(titles: ["Day", "Week"])
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(strip)
                        strip.snp.makeConstraints { make in
                            make.top.leading.trailing.equalToSuperview()
                            make.height.equalTo(44)
                        }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("axis.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/AxisView.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read with the arguments the app's code makes it with (App/ChartViewController.m gives its axis): arrowSize = 3"), "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["gridView"] == [3, 3, 347, 347], "\(f)")
        let r2 = try CLIRunner.run([dir.appendingPathComponent("App/TabStrip.swift").path, "-o", out.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        #expect(r2.stderr.contains("titles = [\"Day\", \"Week\"]"), "\(r2.stderr)")
        let g = try CLIRunner.frames(inSolution: out)
        #expect(g["indicator"] == [0, 42, 196.5, 2], "\(g)")
    }

    /// A global constant written in CamelCase after an access modifier (`public let
    /// SafeTopHeight: CGFloat = isIphoneX ? 84 : 64` in Global.swift, a notch test on the safe
    /// area beside it) is found in the project: the button is at 84. Before, such a name was
    /// taken for a type's and the line's `public` hid the declaration: the chain was left out.
    @Test func aCamelCaseGlobalAfterAnAccessModifierIsFound() throws {
        let dir = try makeProject(marker: "App.xcodeproj", [
            "App/Tool/Global.swift": """
                import UIKit
                public let BottomSafeInset: CGFloat = UIApplication.shared.keyWindow?.safeAreaInsets.bottom ?? 0
                public let isIphoneX: Bool = BottomSafeInset == 34.0 ? true : false
                public let SafeTopHeight: CGFloat = isIphoneX ? 84 : 64
                """,
            "App/DemoViewController.swift": """
                import UIKit
                import SnapKit
                final class DemoViewController: UIViewController {
                    let button = UIButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(button)
                        button.snp.makeConstraints { make in
                            make.top.equalToSuperview().offset(SafeTopHeight)
                            make.centerX.equalToSuperview()
                            make.width.equalTo(100)
                            make.height.equalTo(40)
                        }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("demo.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/DemoViewController.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["button"] == [146.5, 84, 100, 40], "\(f) \(r.stderr)")
    }

    /// An app's bar (NavBar.swift) whose initialiser is its base class's, in a third file
    /// (BaseView.swift: `init(frame:)` calls `createViews()`, which pins a content view to the
    /// bar's safe area; the bar's override adds a 44-tall stack inside it). The base's file is
    /// read because the bar's file inherits from it: the bar under the status bar is 59 + 44 =
    /// 103 tall, its content at 59. Before, only NavBar.swift was read and the bar was 0 tall.
    @Test func aViewsBaseClassIsReadFromItsOwnFile() throws {
        let dir = try makeProject(marker: "App.xcodeproj", [
            "App/Base/BaseView.swift": """
                import UIKit
                import SnapKit
                class BaseView: UIView {
                    public private(set) lazy var contentView: UIView = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        createViews()
                    }
                    required init?(coder aDecoder: NSCoder) { fatalError() }
                    public func createViews() {
                        addSubview(contentView)
                        contentView.snp.makeConstraints { make in
                            make.top.equalTo(safeAreaLayoutGuide.snp.top)
                            make.leading.trailing.bottom.equalToSuperview()
                        }
                    }
                }
                """,
            "App/Views/NavBar.swift": """
                import UIKit
                import SnapKit
                class NavBar: BaseView {
                    let stackView = UIStackView()
                    override func createViews() {
                        super.createViews()
                        contentView.addSubview(stackView)
                        stackView.snp.makeConstraints { make in
                            make.edges.equalToSuperview()
                            make.height.equalTo(44)
                        }
                    }
                }
                """,
            "App/EditViewController.swift": """
                import UIKit
                import SnapKit
                final class EditViewController: UIViewController {
                    private lazy var navBar: NavBar = { NavBar() }()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(navBar)
                        navBar.snp.makeConstraints { make in make.top.left.right.equalToSuperview() }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("edit.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/EditViewController.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("App/Views/NavBar.swift, App/Base/BaseView.swift"), "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["navBar"] == [0, 0, 393, 103] && f["navBar.contentView"] == [0, 59, 393, 44], "\(f)")
    }

    /// An Interface Builder file in a project takes its images' sizes from the project's asset
    /// catalog, as the app shows them: `logo` is a 360 × 120 @3x PNG (120 × 40), though the
    /// file's resources say 60 × 20 (saved with another image: said); `badge`, 48 × 48 @3x (16 ×
    /// 16), is in no resources. Alone (outside the project) the resources' 60 × 20 stand.
    @Test func anInterfaceBuilderFileTakesItsProjectsImageSizes() throws {
        let dir = try makeProject(marker: "App.xcodeproj", [
            "App/Assets.xcassets/Contents.json": "{\"info\":{\"version\":1}}",
            "App/Assets.xcassets/logo.imageset/Contents.json": """
                {"images":[{"idiom":"universal","filename":"logo@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
                """,
            "App/Assets.xcassets/badge.imageset/Contents.json": """
                {"images":[{"idiom":"universal","filename":"badge@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
                """,
            "App/Header.xib": """
                <?xml version="1.0" encoding="UTF-8"?>
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="24128" useAutolayout="YES">
                    <device id="retina6_12" orientation="portrait"/>
                    <objects>
                        <view contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
                            <subviews>
                                <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo">
                                    <rect key="frame" x="0.0" y="0.0" width="60" height="20"/>
                                </imageView>
                                <imageView image="badge" translatesAutoresizingMaskIntoConstraints="NO" id="badge">
                                    <rect key="frame" x="0.0" y="50" width="16" height="16"/>
                                </imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="logo" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
                                <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
                                <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                                <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="50" id="c4"/>
                            </constraints>
                        </view>
                    </objects>
                    <resources>
                        <image name="logo" width="60" height="20"/>
                    </resources>
                </document>
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let images = dir.appendingPathComponent("App/Assets.xcassets")
        try PNGCodec.encode(RGBAImage(width: 360, height: 120)).withUnsafeBytes { try Data($0).write(to: images.appendingPathComponent("logo.imageset/logo@3x.png")) }
        try PNGCodec.encode(RGBAImage(width: 48, height: 48)).withUnsafeBytes { try Data($0).write(to: images.appendingPathComponent("badge.imageset/badge@3x.png")) }
        let out = dir.appendingPathComponent("header.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/Header.xib").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("image sizes from its project's asset catalogs (\(dir.path)): 2 images"), "\(r.stderr)")
        #expect(r.stderr.contains("image \"logo\" is 120 × 40 in the project's asset catalog and 60 × 20 in the file's resources"), "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["logo"] == [0, 0, 120, 40] && f["badge"] == [0, 50, 16, 16], "\(f)")
        // The same file outside any project: the resources' size.
        let alone = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: alone) }
        let copy = alone.appendingPathComponent("Header.xib")
        try fm.copyItem(at: dir.appendingPathComponent("App/Header.xib"), to: copy)
        let r2 = try CLIRunner.run([copy.path, "-o", out.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        let g = try CLIRunner.frames(inSolution: out)
        #expect(g["logo"] == [0, 0, 60, 20], "\(g)")
    }

    /// What a view class's own factory in the project does, and an image's size read as a value
    /// (W-objc-16's idioms). NavCoverView.m's `+ (NavCoverView *)coverWithFrame:title:` makes the
    /// bar and gives it the frame it is passed: 0, 0, 393 × 64. `avatar` is a 240 × 240 @3x image
    /// set, so `[UIImage imageNamed:@"avatar"].size.height` is 80 and the header below the bar is
    /// 80 + 2 × 12 = 104 tall, at y 64.
    @Test func aViewClasssFactoryRunsAndAnImagesSizeIsItsAssets() throws {
        let dir = try makeProject(marker: "Bank.xcodeproj", [
            "Bank/Assets.xcassets/Contents.json": "{\"info\":{\"version\":1}}",
            "Bank/Assets.xcassets/avatar.imageset/Contents.json": """
                {"images":[{"idiom":"universal","filename":"avatar@3x.png","scale":"3x"}],"info":{"author":"xcode","version":1}}
                """,
            "Bank/Views/NavCoverView.h": """
                #import <UIKit/UIKit.h>
                @interface NavCoverView : UIView
                + (NavCoverView *)coverWithFrame:(CGRect)frame title:(NSString *)title;
                @end
                """,
            "Bank/Views/NavCoverView.m": """
                #import "NavCoverView.h"
                @implementation NavCoverView
                + (NavCoverView *)coverWithFrame:(CGRect)frame title:(NSString *)title {
                    NavCoverView *v = [[NavCoverView alloc] init];
                    v.frame = frame;
                    v.backgroundColor = [UIColor whiteColor];
                    return v;
                }
                @end
                """,
            "Bank/MineViewController.m": """
                #import "MineViewController.h"
                #import "NavCoverView.h"
                #import "Masonry.h"
                @implementation MineViewController {
                    NavCoverView *cover;
                }
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    cover = [NavCoverView coverWithFrame:CGRectMake(0, 0, self.view.bounds.size.width, 64) title:@"Mine"];
                    [self.view addSubview:cover];
                    UIImage *avatar = [UIImage imageNamed:@"avatar"];
                    UIView *header = [[UIView alloc] init];
                    [self.view addSubview:header];
                    CGFloat headerHeight = avatar.size.height + 2 * 12;
                    [header mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(cover.mas_bottom);
                        make.left.right.equalTo(self.view);
                        make.height.mas_equalTo(headerHeight);
                    }];
                }
                @end
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        try PNGCodec.encode(RGBAImage(width: 240, height: 240)).withUnsafeBytes {
            try Data($0).write(to: dir.appendingPathComponent("Bank/Assets.xcassets/avatar.imageset/avatar@3x.png"))
        }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Bank/MineViewController.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("avatar.size"), "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let views = (json?["views"] as? [[String: Any]]) ?? []
        let frames = Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as! String, $0["absoluteFrame"] as! [Double]) })
        #expect(frames["cover"] == [0, 0, 393, 64], "\(frames)")
        #expect(frames["header"] == [0, 64, 393, 104], "\(frames)")
        // Alone, neither is known, and the image's size is asked for.
        let alone = try CLIRunner.run([dir.appendingPathComponent("Bank/MineViewController.m").path, "--no-project", "-o", out.path])
        #expect(alone.stderr.contains("avatar.size.height"), "\(alone.stderr)")
    }

    /// What the app's delegate keeps of its own from launch (V-objc-07's idiom): its
    /// `safeAreaBottomPadding`, set in `application:didFinishLaunchingWithOptions:` from the
    /// window's safe area, is the device's — 34 on an iPhone 15, 0 on an iPhone SE — so a button
    /// 45 tall pinned that far above the bottom is at 852 − 34 − 45 = 773 and 667 − 45 = 622. The
    /// rest of launch (a service's set-up) does not run.
    @Test func theAppDelegatesLaunchValuesAreTheDevices() throws {
        let dir = try makeProject(marker: "Shop.xcodeproj", [
            "Shop/AppDelegate.h": """
                #import <UIKit/UIKit.h>
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @property (nonatomic, assign) float safeAreaBottomPadding;
                + (AppDelegate *)sharedInstance;
                @end
                """,
            "Shop/AppDelegate.m": """
                #import "AppDelegate.h"
                @implementation AppDelegate
                @synthesize safeAreaBottomPadding;
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [PushService startWithKey:@"k"];
                    safeAreaBottomPadding = 0;
                    if (@available(iOS 11.0, *)) {
                        safeAreaBottomPadding = self.window.safeAreaInsets.bottom;
                    }
                    return YES;
                }
                + (AppDelegate *)sharedInstance {
                    return ((AppDelegate *)[[UIApplication sharedApplication] delegate]);
                }
                @end
                """,
            "Shop/TopupViewController.m": """
                #import "AppDelegate.h"
                #import "Masonry.h"
                @implementation TopupViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    UIButton *btnTopup = [[UIButton alloc] init];
                    [self.view addSubview:btnTopup];
                    [btnTopup mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.view).offset(15);
                        make.right.equalTo(self.view).offset(-15);
                        make.bottom.equalTo(self.view).offset(-[AppDelegate sharedInstance].safeAreaBottomPadding);
                        make.height.mas_equalTo(45);
                    }];
                }
                @end
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Shop/TopupViewController.m").path
        for (device, y) in [("iPhone 15", 773.0), ("iPhone SE", 622.0)] {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file, "--device", device, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains("ran what the app's delegate sets of its own at launch, as the app does before any screen: safeAreaBottomPadding"), "\(r.stderr)")
            #expect(!r.stderr.contains("safeAreaBottomPadding=VALUE"), "\(r.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
            let views = (json?["views"] as? [[String: Any]]) ?? []
            let frames = Dictionary(uniqueKeysWithValues: views.map { ($0["id"] as! String, $0["absoluteFrame"] as! [Double]) })
            #expect(frames["btnTopup"]?[1] == y, "\(device): \(frames)")
        }
    }

    /// The project's index is kept between runs (in MASRENDER_CACHE) and read again where the
    /// project changed: a header added in a new folder and imported, an image replaced by one of
    /// another size, a Swift file that starts declaring a type the file uses.
    @Test func theProjectsIndexIsKeptAndFollowsChanges() throws {
        let dir = try makeApp()
        defer { try? fm.removeItem(at: dir) }
        let cache = dir.appendingPathComponent("cache")
        let env = ["MASRENDER_CACHE": cache.path]
        let cell = dir.appendingPathComponent("Shop/Views/Cells/OrderCell.m")
        let out = dir.appendingPathComponent("out.json")
        let first = try CLIRunner.run([cell.path, "--size", "320", "-o", out.path], environment: env)
        #expect(try icon(first, out) == [12, 12, 40, 40])
        let kept = try fm.contentsOfDirectory(atPath: cache.appendingPathComponent("projects").path)
        #expect(kept.count == 1 && kept[0].hasSuffix(".index"), "\(kept)")
        // Unchanged: the same answer from the kept index.
        #expect(try icon(try CLIRunner.run([cell.path, "--size", "320", "-o", out.path], environment: env), out) == [12, 12, 40, 40])
        // A header in a new folder, imported by the cell: kPad becomes 20 there.
        try fm.createDirectory(at: dir.appendingPathComponent("Shop/Theme"), withIntermediateDirectories: true)
        try "#undef kPad\n#define kPad 20\n".write(to: dir.appendingPathComponent("Shop/Theme/Theme.h"), atomically: true, encoding: .utf8)
        let text = try String(contentsOf: cell, encoding: .utf8)
        try text.replacingOccurrences(of: "#import \"Metrics.h\"", with: "#import \"Metrics.h\"\n#import \"Theme.h\"").write(to: cell, atomically: true, encoding: .utf8)
        #expect(try icon(try CLIRunner.run([cell.path, "--size", "320", "-o", out.path], environment: env), out) == [20, 20, 40, 40])
        // An image set: 64 × 32 pixels at 2x, then replaced by 96 × 32.
        let set = dir.appendingPathComponent("Shop/Assets.xcassets/badge.imageset")
        try fm.createDirectory(at: set, withIntermediateDirectories: true)
        try #"{"images":[{"idiom":"universal","filename":"b.png","scale":"2x"}],"info":{"version":1}}"#.write(to: set.appendingPathComponent("Contents.json"), atomically: true, encoding: .utf8)
        try PNGCodec.encode(RGBAImage(width: 64, height: 32)).withUnsafeBytes { try Data($0).write(to: set.appendingPathComponent("b.png")) }
        let badge = dir.appendingPathComponent("Shop/Views/Cells/BadgeCell.m")
        try """
            #import "Metrics.h"
            @implementation BadgeCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                UIImageView *badge = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"badge"]];
                [self.contentView addSubview:badge];
                [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.bottom.equalTo(self.contentView).insets(UIEdgeInsetsMake(kSpacing, kSpacing, kSpacing, 0));
                }];
                return self;
            }
            @end
            """.write(to: badge, atomically: true, encoding: .utf8)
        func badgeFrame() throws -> [Double]? {
            let r = try CLIRunner.run([badge.path, "--size", "320", "-o", out.path], environment: env)
            #expect(r.status == 0, "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)["badge"]
        }
        #expect(try badgeFrame() == [8, 8, 32, 16])
        try PNGCodec.encode(RGBAImage(width: 96, height: 32)).withUnsafeBytes { try Data($0).write(to: set.appendingPathComponent("b.png")) }
        #expect(try badgeFrame() == [8, 8, 48, 16])
    }

    /// The module's extensions of UIKit's and SnapKit's types, in files of their own: a variadic
    /// `addArrangedSubviews(_:)` on UIStackView and a chain helper `snOffset(_:)` that doubles
    /// its offset. The stack is 8 × 2 = 16 from the top left, and arranges both 20-pt squares 10
    /// apart: 50 × 20.
    @Test func theModulesExtensionsOfUIKitAndSnapKitRun() throws {
        let dir = try makeProject(marker: "Package.swift", [
            "Sources/App/Extensions/UIStackView+Arranged.swift": """
                import UIKit
                extension UIStackView {
                    func addArrangedSubviews(_ views: UIView...) {
                        views.forEach { addArrangedSubview($0) }
                    }
                }
                """,
            "Sources/App/Extensions/ConstraintMakerEditable+Scale.swift": """
                import SnapKit
                extension ConstraintMakerEditable {
                    @discardableResult
                    func snOffset(_ amount: CGFloat) -> ConstraintMakerEditable {
                        return offset(amount * 2)
                    }
                }
                """,
            "Sources/App/Views/RowView.swift": """
                import UIKit
                import SnapKit
                final class RowView: UIView {
                    let stack = UIStackView()
                    let first = UIView()
                    let second = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(stack)
                        stack.axis = .horizontal
                        stack.spacing = 10
                        stack.addArrangedSubviews(first, second)
                        stack.snp.makeConstraints { make in
                            make.left.top.equalToSuperview().snOffset(8)
                        }
                        first.snp.makeConstraints { make in make.size.equalTo(20) }
                        second.snp.makeConstraints { make in make.size.equalTo(20) }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Sources/App/Views/RowView.swift").path, "--size", "200x100", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 2 files of its project"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["stack"] == [16, 16, 50, 20])
        #expect(frames["second"] == [46, 16, 20, 20])
    }

    /// A number extension in one file of the module (`extension Int { func adjust() -> CGFloat
    /// { CGFloat(self) * Constants.weight } }`, and `extension CGFloat { var half: CGFloat }`)
    /// whose ratio a third file declares (`Constants.weight`, the screen's width over 375, in a
    /// closure run once). Drawn at 750 × 200, weight 2: the badge 10 × 2 = 20 from the left, 18
    /// × 2 = 36 square, its top at 36 / 2 = 18.
    @Test func aNumbersExtensionAndTheConstantItReadsComeFromTheModule() throws {
        let dir = try makeProject(marker: "Package.swift", [
            "Sources/App/Common/Constants.swift": """
                import UIKit
                enum Constants {
                    static let weight: CGFloat = {
                        switch UIDevice.current.userInterfaceIdiom {
                        case .phone: return UIScreen.main.bounds.width / 375.0
                        default: return UIScreen.main.bounds.width / 768.0
                        }
                    }()
                }
                """,
            "Sources/App/Extension/Primitive+adjust.swift": """
                import UIKit
                extension Int {
                    func adjust() -> CGFloat {
                        return CGFloat(self) * Constants.weight
                    }
                }
                extension CGFloat {
                    var half: CGFloat { return self / 2 }
                }
                """,
            "Sources/App/Views/BadgeView.swift": """
                import UIKit
                import SnapKit
                final class BadgeView: UIView {
                    let badge = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(badge)
                        badge.snp.makeConstraints { make in
                            make.leading.equalToSuperview().offset(10.adjust())
                            make.top.equalToSuperview().offset(18.adjust().half)
                            make.width.height.equalTo(18.adjust())
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Sources/App/Views/BadgeView.swift").path, "--size", "750x200", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 2 files of its project"), "\(r.stderr)")
        #expect(!r.stderr.contains("design scale"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["badge"] == [20, 18, 36, 36])
    }

    /// Only a real extension of a number is read for a number's member (`12.half`): not an
    /// extension of a type whose name starts as a number type's does (`extension FloatingButton`,
    /// `extension Interpreter` were taken as extending Float and Int), nor one inside a comment
    /// or a string. The badge: 12 / 2 = 6 from the left, and the one file read.
    @Test func onlyARealNumberExtensionIsReadForANumbersMember() throws {
        let dir = try makeProject(marker: "Package.swift", [
            "Sources/App/Extension/CGFloat+half.swift": """
                import UIKit
                extension CGFloat {
                    var half: CGFloat { return self / 2 }
                }
                """,
            "Sources/App/Views/FloatingButton.swift": """
                import UIKit
                final class FloatingButton: UIButton {}
                extension FloatingButton {
                    var half: CGFloat { return 99 }
                }
                """,
            "Sources/App/Notes.swift": """
                // extension CGFloat { var half: CGFloat { 1 } }
                /* extension Double {
                       var half: Double { 2 }
                   } */
                let note = "extension Int { var half: Int { 3 } }"
                """,
            "Sources/App/Views/BadgeView.swift": """
                import UIKit
                import SnapKit
                final class BadgeView: UIView {
                    let badge = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(badge)
                        badge.snp.makeConstraints { make in
                            make.leading.equalToSuperview().offset(CGFloat(12).half)
                            make.top.equalToSuperview()
                            make.width.height.equalTo(20)
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Sources/App/Views/BadgeView.swift").path, "--size", "200x200", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 1 file of its project (\(dir.path)): Sources/App/Extension/CGFloat+half.swift;"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["badge"] == [6, 0, 20, 20])
    }

    /// A function a file calls alone (`dynamicValue(for: 40)`) that another file of the module
    /// adds to NSObject: that file is read, and the call is the controller's own. 40 × 393 / 375
    /// = 41.92 square, 16 from the left.
    @Test func aFunctionAnNSObjectExtensionAddsComesFromTheModule() throws {
        let dir = try makeProject(marker: "Movies.xcodeproj", [
            "Movies/Extensions/DynamicScreenSize.swift": """
                import UIKit
                extension NSObject {
                    /// Scales a size with the screen (designed on a 375-point-wide phone).
                    func dynamicValue(for size: CGFloat) -> CGFloat {
                        return size * UIScreen.main.bounds.width / 375
                    }
                }
                """,
            "Movies/Screens/PlayerViewController.swift": """
                import UIKit
                import SnapKit
                final class PlayerViewController: UIViewController {
                    let playButton = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(playButton)
                        playButton.snp.makeConstraints { make in
                            make.left.equalToSuperview().inset(16)
                            make.top.equalToSuperview()
                            make.size.equalTo(dynamicValue(for: 40))
                        }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Movies/Screens/PlayerViewController.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 1 file of its project (\(dir.path)): Movies/Extensions/DynamicScreenSize.swift;"), "\(r.stderr)")
        #expect(!r.stderr.contains("design scale"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["playButton"] == [16, 0, 41.92, 41.92])
    }

    /// A value read through a type alias another file declares (`Constant.Constraint.Spacing.
    /// inset`, `public typealias Constraint = ConstraintConstant` in `Constant.swift`) comes from
    /// the aliased type's own file, read too: 10 from the left.
    @Test func aTypeAliasBringsTheFileOfTheTypeItNames() throws {
        let dir = try makeProject(marker: "Hound.xcodeproj", [
            "Hound/Constant/Constant.swift": """
                import UIKit
                public enum Constant {
                    public typealias Constraint = ConstraintConstant
                }
                """,
            "Hound/Constant/ConstraintConstant.swift": """
                import UIKit
                public enum ConstraintConstant {
                    enum Spacing {
                        static let inset: CGFloat = 10.0
                    }
                }
                """,
            "Hound/Views/HeaderView.swift": """
                import UIKit
                import SnapKit
                final class HeaderView: UIView {
                    let icon = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(icon)
                        icon.snp.makeConstraints { make in
                            make.left.top.equalToSuperview().inset(Constant.Constraint.Spacing.inset)
                            make.size.equalTo(20)
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Hound/Views/HeaderView.swift").path, "--size", "200x200", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 2 files of its project"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["icon"] == [10, 10, 20, 20])
    }

    /// An Objective-C app whose delegate configures at launch the ratio a helper class scales by
    /// (`[UIAdapter config:[UIScreen mainScreen].bounds]` sets `widthRatio` = width / 320; its
    /// name starts as UIKit's do, but it is the app's `NSObject`). The cell reads
    /// `[UIAdapter transferWidth:10]`: on an iPhone 15, 10 × 393 / 320 = 12.28125 from the left,
    /// 20 × 393 / 320 = 24.5625 square, 8 from the top.
    @Test func anAdapterTheAppsDelegateConfiguresAtLaunchScalesTheCell() throws {
        let dir = try makeProject(marker: "Shop.xcodeproj", [
            "Shop/UIAdapter.h": """
                #import <UIKit/UIKit.h>
                @interface UIAdapter : NSObject
                + (CGFloat)transferWidth:(CGFloat)num;
                + (void)config:(CGRect)window;
                @end
                """,
            "Shop/UIAdapter.m": """
                #import "UIAdapter.h"

                static CGFloat widthRatio = 0;

                @implementation UIAdapter

                + (CGFloat)transferWidth:(CGFloat)num {
                    return num * widthRatio;
                }

                + (void)config:(CGRect)window {
                    widthRatio = window.size.width / 320;
                }

                @end
                """,
            "Shop/AppDelegate.h": """
                #import <UIKit/UIKit.h>
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @end
                """,
            "Shop/AppDelegate.m": """
                #import "AppDelegate.h"
                #import "UIAdapter.h"
                #import "HomeViewController.h"

                @implementation AppDelegate

                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                    [UIAdapter config:[UIScreen mainScreen].bounds];
                    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                    self.window.rootViewController = [[HomeViewController alloc] init];
                    [self.window makeKeyAndVisible];
                    return YES;
                }

                @end
                """,
            "Shop/BadgeCell.m": """
                #import "BadgeCell.h"
                #import "UIAdapter.h"

                @implementation BadgeCell

                - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                    if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                        UIView *badge = [[UIView alloc] init];
                        [self.contentView addSubview:badge];
                        [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.left.equalTo(self.contentView).offset([UIAdapter transferWidth:10]);
                            make.top.equalTo(self.contentView).offset(8);
                            make.width.height.mas_equalTo([UIAdapter transferWidth:20]);
                        }];
                    }
                    return self;
                }

                @end
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Shop/BadgeCell.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Shop/UIAdapter.m, Shop/AppDelegate.m"), "\(r.stderr)")
        #expect(r.stderr.contains("Shop/AppDelegate.m:8:5: warning: ran what the app's delegate configures at launch, as the app does before any screen: UIAdapter"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        let badge = try #require(frames["badge"])
        #expect(zip(badge, [12.28125, 8, 24.5625, 24.5625]).allSatisfy { abs($0 - $1) < 0.001 }, "\(badge)")
        // Alone, the ratio is the static's 0 the file cannot change.
        let alone = try CLIRunner.run([dir.appendingPathComponent("Shop/BadgeCell.m").path, "--no-project", "-o", out.path])
        #expect(alone.status == 0, "\(alone.stderr)")
    }

    /// A Swift app whose delegate sets a helper's static ratio at launch
    /// (`Adapter.setup(designWidth: 375)`: 393 / 375 = 1.048), read through a `CGFloat`
    /// extension (`CGFloat(20).fit` = 20.96, `CGFloat(100).fit` = 104.8). The controller also reads
    /// a toast's singleton (`ToastView.shared`), a view another file makes and lays out for itself
    /// that nothing here adds: not drawn, said. The card under the safe area: y 59 + 10.
    @Test func aSwiftAppsLaunchConfigurationAndAnotherFilesSingletonView() throws {
        let dir = try makeProject(marker: "Package.swift", [
            "Sources/App/Adapter.swift": """
                import UIKit

                struct Adapter {
                    static var ratio: CGFloat = 1
                    static func setup(designWidth: CGFloat) {
                        ratio = UIScreen.main.bounds.width / designWidth
                    }
                }

                extension CGFloat {
                    var fit: CGFloat { self * Adapter.ratio }
                }
                """,
            "Sources/App/AppDelegate.swift": """
                import UIKit

                @main
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?

                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        Adapter.setup(designWidth: 375)
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = HomeViewController()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """,
            "Sources/App/ToastView.swift": """
                import UIKit
                import SnapKit

                final class ToastView: UIView {
                    static let shared = ToastView()
                    private let icon = UIView()

                    private init() {
                        super.init(frame: .zero)
                        addSubview(icon)
                        icon.snp.makeConstraints { $0.leading.top.equalToSuperview().offset(16); $0.size.equalTo(24) }
                    }

                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
            "Sources/App/HomeViewController.swift": """
                import UIKit
                import SnapKit

                final class HomeViewController: UIViewController {
                    private let card = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        ToastView.shared.alpha = 0
                        view.addSubview(card)
                        card.snp.makeConstraints { make in
                            make.left.equalToSuperview().offset(CGFloat(20).fit)
                            make.top.equalTo(view.safeAreaLayoutGuide).offset(10)
                            make.width.equalTo(CGFloat(100).fit)
                            make.height.equalTo(50)
                        }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Sources/App/HomeViewController.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("ran what the app's delegate configures at launch, as the app does before any screen: Adapter"), "\(r.stderr)")
        #expect(r.stderr.contains("ToastView is made in ToastView.swift and added to no view here; not drawn"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        let card = try #require(frames["card"])
        #expect(zip(card, [20.96, 69, 104.8, 50]).allSatisfy { abs($0 - $1) < 0.001 }, "\(card)")
        #expect(frames["icon"] == nil && frames["ToastView"] == nil, "\(frames.keys.sorted())")
    }

    /// A workspace of projects (Tuist's `Projects/DesignSystem`, with its own `.xcodeproj`,
    /// beside `Projects/Common`): `import Common` reads the Common module's sources for
    /// `ViewValues.defaultPadding` (16), named from the project (`../Common/…`). The badge is 16 in
    /// from the left and top, 24 tall and 16 from the right: 361 wide.
    @Test func aWorkspacesOtherModuleIsReadForWhatTheFileImports() throws {
        let dir = try makeProject(marker: "Projects/DesignSystem/DesignSystem.xcodeproj", [
            "Projects/Common/Sources/Constants/ViewValues.swift": """
                import UIKit
                public enum ViewValues {
                    public static let defaultPadding: CGFloat = 16
                }
                """,
            "Projects/Common/Common.xcodeproj/project.pbxproj": "",
            "Projects/DesignSystem/Sources/BadgeView.swift": """
                import UIKit
                import SnapKit
                import Common

                public final class BadgeView: UIView {
                    private let badge = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(badge)
                        badge.snp.makeConstraints { make in
                            make.top.leading.equalToSuperview().offset(ViewValues.defaultPadding)
                            make.trailing.equalToSuperview().offset(-ViewValues.defaultPadding)
                            make.height.equalTo(24)
                        }
                    }
                    required init?(coder: NSCoder) { fatalError() }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Projects/DesignSystem/Sources/BadgeView.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("../Common/Sources/Constants/ViewValues.swift"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["badge"] == [16, 16, 361, 24])
    }

    /// A library's example app (`Example/Podfile`: `pod 'BarKit', :path => '../'`) reads the
    /// library's sources beside it as the module it imports: `BarMetrics.barHeight` (48) from
    /// `BarKit/Classes/BarMetrics.swift`.
    @Test func anExampleAppReadsItsDevelopmentPodsSources() throws {
        let dir = try makeProject(marker: "BarKit.podspec", [
            "BarKit/Classes/BarMetrics.swift": """
                import UIKit
                public enum BarMetrics {
                    public static let barHeight: CGFloat = 48
                }
                """,
            "Example/Podfile": """
                use_frameworks!
                target 'BarKit_Example' do
                  pod 'BarKit', :path => '../'
                end
                """,
            "Example/BarKit/DemoViewController.swift": """
                import UIKit
                import SnapKit
                import BarKit

                final class DemoViewController: UIViewController {
                    let bar = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(bar)
                        bar.snp.makeConstraints { make in
                            make.top.left.right.equalToSuperview()
                            make.height.equalTo(BarMetrics.barHeight)
                        }
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Example/BarKit/DemoViewController.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("BarKit/Classes/BarMetrics.swift"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["bar"] == [0, 0, 393, 48])
    }

    /// An app whose Podfile takes a pod from beside it by its podspec (`pod 'UGBox', :path =>
    /// '../UGBox.podspec'`) and whose prefix header imports it as a framework (`#import
    /// <UGBox/Base.h>`): the pod's macros are the app's (`KAutoScale(x)` is x × 393 / 375 on the
    /// iPhone 15, `KPad` 15). The send bar is 15 in from the left and right, KAutoScale(34.5) =
    /// 36.156 from the top and as tall; its field KAutoScale(280) = 293.44 wide, centred in it:
    /// (36.156 − 35.632) / 2 = 0.262.
    @Test func aPodNamedByItsPodspecPathGivesTheAppItsMacros() throws {
        let dir = try makeProject(marker: ".git", [
            "UGBox.podspec": "Pod::Spec.new do |s|\n  s.name = 'UGBox'\n  s.source_files = 'UGBox/Base/**/*.{h,m}'\nend\n",
            "UGBox/Base/Defines.h": """
                #ifndef Defines_h
                #define Defines_h
                #define KWidth [UIScreen mainScreen].bounds.size.width
                #define KAutoScale(x) x*(KWidth/375)
                #define KPad 15
                #endif
                """,
            "UGBox/Base.h": "#import \"Defines.h\"\n",
            "App/Podfile": """
                target 'App' do
                  pod 'Masonry'
                  pod 'UGBox', :path => '../UGBox.podspec'
                end
                """,
            "App/App.xcodeproj/project.pbxproj": "",
            "App/App/PrefixHeader.pch": "#import <UGBox/Base.h>\n",
            "App/App/Views/SendBar.h": "#import <UIKit/UIKit.h>\n@interface SendBar : UIView\n@end\n",
            "App/App/Views/SendBar.m": """
                #import "SendBar.h"
                #import <Masonry/Masonry.h>

                @interface SendBar ()
                @property (nonatomic, strong) UIView *inputBox;
                @property (nonatomic, strong) UIView *field;
                @end

                @implementation SendBar
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    if (self) {
                        _inputBox = [[UIView alloc] init];
                        [self addSubview:_inputBox];
                        _field = [[UIView alloc] init];
                        [_inputBox addSubview:_field];
                        [_inputBox mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.top.mas_equalTo(KAutoScale(34.5));
                            make.left.mas_equalTo(KPad);
                            make.right.mas_equalTo(-KPad);
                            make.height.mas_equalTo(KAutoScale(34.5));
                        }];
                        [_field mas_makeConstraints:^(MASConstraintMaker *make) {
                            make.left.centerY.equalTo(self.inputBox);
                            make.width.mas_equalTo(KAutoScale(280));
                            make.height.mas_equalTo(KAutoScale(34));
                        }];
                    }
                    return self;
                }
                @end
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/App/Views/SendBar.m").path, "-o", out.path, "--size", "393x200"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("KAutoScale"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["inputBox"] == [15, 36.156, 363, 36.156])
        #expect(frames["field"] == [15, 36.418, 293.44, 35.632])
    }

    /// A view whose set-up is a protocol extension's method in another file (`protocol
    /// BaseViewType: UIView` with `extension BaseViewType { func baseInit() { setupLayout() } }`),
    /// and whose views come from an app's class methods on UIKit's classes in a third file
    /// (`UIView.makeView(color:in:closure:)` adds the view to the one given and runs the
    /// constraints the caller passes; `UIButton.makeButton(title:font:in:closure:)` has a
    /// parameter with a default the call leaves out). Drawn at 300 × 400: the card is 200 × 100,
    /// centred (50, 150); the button 20 from the card's left and top, 160 × 40: (70, 170).
    @Test func aProtocolExtensionsSetUpAndUIKitClassHelpersRunFromTheModule() throws {
        let dir = try makeProject(marker: "Package.swift", [
            "Sources/App/Base/BaseViewType.swift": """
                import UIKit
                protocol BaseViewType: UIView {
                    func setupLayout()
                }
                extension BaseViewType {
                    func baseInit() {
                        setupLayout()
                    }
                }
                """,
            "Sources/App/Extensions/UIView+Make.swift": """
                import UIKit
                import SnapKit
                extension UIView {
                    class func makeView(color: UIColor, in parent: UIView?, closure: (_ make: ConstraintMaker) -> ()) -> UIView {
                        let view = UIView()
                        view.backgroundColor = color
                        if parent != nil {
                            parent?.addSubview(view)
                            view.snp.makeConstraints { make in closure(make) }
                        }
                        return view
                    }
                    class func makeButton(title: String?, font: UIFont? = UIFont.systemFont(ofSize: 14), in parent: UIView?, closure: (_ make: ConstraintMaker) -> ()) -> UIButton {
                        let button = UIButton()
                        button.setTitle(title, for: .normal)
                        button.titleLabel?.font = font
                        parent?.addSubview(button)
                        button.snp.makeConstraints { make in closure(make) }
                        return button
                    }
                }
                """,
            "Sources/App/Views/PromoView.swift": """
                import UIKit
                import SnapKit
                final class PromoView: UIView, BaseViewType {
                    private lazy var card: UIView = UIView()
                    private lazy var joinButton: UIButton = UIButton()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        baseInit()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    func setupLayout() {
                        card = UIView.makeView(color: .white, in: self, closure: { make in
                            make.center.equalToSuperview()
                            make.width.equalTo(200)
                            make.height.equalTo(100)
                        })
                        joinButton = UIButton.makeButton(title: "Join", in: card, closure: { make in
                            make.left.top.equalTo(20)
                            make.width.equalTo(160)
                            make.height.equalTo(40)
                        })
                    }
                }
                """,
        ])
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Sources/App/Views/PromoView.swift").path, "--size", "300x400", "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read 2 files of its project"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["card"] == [50, 150, 200, 100])
        #expect(frames["joinButton"] == [70, 170, 160, 40])
    }
}
