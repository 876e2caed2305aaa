import Foundation
import Testing

/// Values and views an app keeps beside the drawn file in shapes real apps have: a theme
/// manager's singleton a macro asks for margins, a Swift package's other target the file
/// imports, and a button whose initialiser's parameters all have defaults. Every frame derived
/// by hand beside it.
@Suite struct ThemesAndPackageTargetsTests: WritesProjects {
    let fm = FileManager.default

    /// `CurrentTheme` is `([ThemeManager currentTheme])`, which returns the `PurpleTheme` its
    /// `dispatch_once` makes; its `leftMargin` is 4, so the badge is 4 × 4 = 16 in from the card's
    /// top and left: [16, 16, 20, 20]. Before, the manager's `.m` was not read (the message is
    /// inside the macro) and the chain was left out ([0, 0, 20, 20]).
    @Test func aThemeManagersSingletonAMacroAsksGivesItsMargins() throws {
        let dir = try project("Cards")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import "ThemeManager.h"
            #define CurrentTheme ([ThemeManager currentTheme])
            """, "Cards/Theme/ThemeMacro.h", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @protocol UITheme <NSObject>
            - (CGFloat)leftMargin;
            @end
            @interface ThemeManager : NSObject
            + (id <UITheme>)currentTheme;
            @end
            """, "Cards/Theme/ThemeManager.h", in: dir)
        try write("""
            #import "ThemeManager.h"
            #import "PurpleTheme.h"
            @implementation ThemeManager
            + (id <UITheme>)sharedTheme {
                static id <UITheme> sharedTheme = nil;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    sharedTheme = [[PurpleTheme alloc] init];
                });
                return sharedTheme;
            }
            + (id <UITheme>)currentTheme {
                return [self sharedTheme];
            }
            @end
            """, "Cards/Theme/ThemeManager.m", in: dir)
        try write("""
            #import "ThemeManager.h"
            @interface PurpleTheme : NSObject <UITheme>
            @end
            """, "Cards/Theme/PurpleTheme.h", in: dir)
        try write("""
            #import "PurpleTheme.h"
            @implementation PurpleTheme
            - (CGFloat)leftMargin {
                return 4.0;
            }
            @end
            """, "Cards/Theme/PurpleTheme.m", in: dir)
        try write("""
            #import "ThemeMacro.h"
            #import <Masonry/Masonry.h>
            @interface Card : UIView
            @property (nonatomic, strong) UIView *badge;
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _badge = [UIView new];
                    [self addSubview:_badge];
                    CGFloat left = [CurrentTheme leftMargin] * 4;
                    [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(left);
                        make.width.height.mas_equalTo(20);
                    }];
                }
                return self;
            }
            @end
            """, "Cards/Card.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Cards/Card.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Cards/Theme/ThemeManager.m") && r.stderr.contains("Cards/Theme/PurpleTheme.m"), "\(r.stderr)")
        #expect(!r.stderr.contains("left out"), "\(r.stderr)")
        #expect(f["badge"] == [16, 16, 20, 20], "\(f)")
    }

    /// `Sources/Feature/ActionView.swift` imports `Shared`, the package's other target, whose
    /// `CapsuleButton()` runs `init(height: CGFloat = 55, minimumWidth: CGFloat = 200)` and so is
    /// 55 tall. The stack holds it, 15, and a 30-tall view: 100 in all, which the 852-tall screen
    /// would break, so the view is drawn at its own 393 × 100: button [0, 0, 393, 55], other
    /// [0, 70, 393, 30]. Before, `Sources/Shared` was not read (a package's targets are folders
    /// of `Sources`, not projects beside it), and in one file the defaulted initialiser was not
    /// run for `CapsuleButton()` (its button took all but 45 of the screen).
    @Test func aPackagesOtherTargetAndAnInitialiserWithDefaults() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try write("// swift-tools-version:5.5\n", "Package.swift", in: dir)
        let button = """
            import UIKit
            import SnapKit

            public final class CapsuleButton: UIButton {
                private let height: CGFloat
                private let minimumWidth: CGFloat

                public init(height: CGFloat = 55.0, minimumWidth: CGFloat = 200) {
                    self.height = height
                    self.minimumWidth = minimumWidth
                    super.init(frame: .zero)
                    setup()
                }

                required init?(coder: NSCoder) { nil }

                private func setup() {
                    snp.makeConstraints { make in
                        make.height.equalTo(height)
                        make.width.greaterThanOrEqualTo(minimumWidth)
                    }
                }
            }

            """
        let view = """
            final class ActionView: UIView {
                let stackView = UIStackView()
                let nowButton = CapsuleButton()
                let otherView = UIView()

                init() {
                    super.init(frame: .zero)
                    otherView.snp.makeConstraints { $0.height.equalTo(30) }
                    stackView.axis = .vertical
                    stackView.spacing = 15
                    stackView.addArrangedSubview(nowButton)
                    stackView.addArrangedSubview(otherView)
                    addSubview(stackView)
                    stackView.snp.makeConstraints { $0.edges.equalToSuperview() }
                }

                required init?(coder: NSCoder) { nil }
            }
            """
        try write(button, "Sources/Shared/Views/CapsuleButton.swift", in: dir)
        try write("import UIKit\nimport Shared\n\n" + view, "Sources/Feature/ActionView.swift", in: dir)
        try write(button + view, "One/ActionView.swift", in: dir)
        for (file, extra) in [("Sources/Feature/ActionView.swift", [String]()), ("One/ActionView.swift", ["--class", "ActionView"])] {
            let (r, f) = try frames(dir.appendingPathComponent(file), extra)
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains("drawn 393 × 100, the size its own constraints give it"), "\(file): \(r.stderr)")
            #expect(f["nowButton"] == [0, 0, 393, 55], "\(file): \(f)")
            #expect(f["otherView"] == [0, 70, 393, 30], "\(file): \(f)")
        }
    }

    /// `self.qh_statusBarHeight + self.qh_navigationBarHeight` reads a UIView category's
    /// properties with dot syntax, which sends their getters in the category's `.m`: the status
    /// bar's height through the window scene's `statusBarManager` (54 on the iPhone 15 drawn) and
    /// 44: the bar is 98 below the top, [0, 98, 393, 10]. Before, a category's property was "a
    /// property this file does not declare" and the chain was left out ([0, 0, 393, 10]).
    @Test func aCategorysPropertyReadWithDotSyntaxRunsItsGetter() throws {
        let dir = try project("Gallery")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            @interface UIView (Frame)
            @property (nonatomic, assign, readonly) CGFloat qh_statusBarHeight;
            @property (nonatomic, assign, readonly) CGFloat qh_navigationBarHeight;
            @end
            """, "Gallery/Category/UIView+Frame.h", in: dir)
        try write("""
            #import "UIView+Frame.h"
            @implementation UIView (Frame)
            - (CGFloat)qh_statusBarHeight {
                if (@available(iOS 13, *)) {
                    return CGRectGetHeight(UIApplication.sharedApplication.keyWindow.windowScene.statusBarManager.statusBarFrame);
                } else {
                    return CGRectGetHeight(UIApplication.sharedApplication.statusBarFrame);
                }
            }
            - (CGFloat)qh_navigationBarHeight {
                return 44.0f;
            }
            @end
            """, "Gallery/Category/UIView+Frame.m", in: dir)
        try write("""
            #import "UIView+Frame.h"
            #import <Masonry/Masonry.h>
            @interface GalleryView : UIView
            @property (nonatomic, strong) UIView *bar;
            @end
            @implementation GalleryView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _bar = [UIView new];
                    [self addSubview:_bar];
                    [_bar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.mas_equalTo(self).with.inset(self.qh_statusBarHeight + self.qh_navigationBarHeight);
                        make.left.right.equalTo(self);
                        make.height.mas_equalTo(10);
                    }];
                }
                return self;
            }
            @end
            """, "Gallery/GalleryView.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Gallery/GalleryView.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("left out"), "\(r.stderr)")
        #expect(f["bar"] == [0, 98, 393, 10], "\(f)")
    }

    /// `StatusBarHeight` is `([ManagerEngine isIPhoneXSeries] ? 44.f : 20.f)`, whose method asks
    /// the window the app's delegate makes at launch for its bottom inset: that window fills the
    /// iPhone 15's screen, so its inset is 34, the test is true and the bar is 44 tall. The
    /// manager's `.m` is read for the macro's message; the window it made kept no insets (0)
    /// when this was first read, which drew the bar 20 tall.
    @Test func aManagersNotchTestAsksTheWindowTheDelegateMakes() throws {
        let dir = try project("Notch")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import "ManagerEngine.h"
            #define StatusBarHeight ([ManagerEngine isIPhoneXSeries] ? 44.f : 20.f)
            """, "Notch/Prefix.pch", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface ManagerEngine : NSObject
            + (BOOL)isIPhoneXSeries;
            @end
            """, "Notch/Engine/ManagerEngine.h", in: dir)
        try write("""
            #import "ManagerEngine.h"
            #import "AppDelegate.h"
            @implementation ManagerEngine
            + (AppDelegate *)app {
                return (AppDelegate *)[UIApplication sharedApplication].delegate;
            }
            + (BOOL)isIPhoneXSeries {
                BOOL iPhoneXSeries = NO;
                if (UIDevice.currentDevice.userInterfaceIdiom != UIUserInterfaceIdiomPhone) {
                    return iPhoneXSeries;
                }
                if (@available(iOS 11.0, *)) {
                    UIWindow *mainWindow = [[[UIApplication sharedApplication] delegate] window];
                    if (mainWindow.safeAreaInsets.bottom > 0.0) {
                        iPhoneXSeries = YES;
                    }
                }
                return iPhoneXSeries;
            }
            @end
            """, "Notch/Engine/ManagerEngine.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            @end
            """, "Notch/AppDelegate.h", in: dir)
        try write("""
            #import "AppDelegate.h"
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """, "Notch/AppDelegate.m", in: dir)
        try write("""
            #import <Masonry/Masonry.h>
            @interface StatusViewController : UIViewController
            @property (nonatomic, strong) UIView *statusBackground;
            @end
            @implementation StatusViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.statusBackground = [UIView new];
                [self.view addSubview:self.statusBackground];
                [self.statusBackground mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.right.equalTo(self.view);
                    make.height.mas_equalTo(StatusBarHeight);
                }];
            }
            @end
            """, "Notch/StatusViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Notch/StatusViewController.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Notch/Engine/ManagerEngine.m"), "\(r.stderr)")
        #expect(f["statusBackground"] == [0, 0, 393, 44], "\(f)")
    }
}
