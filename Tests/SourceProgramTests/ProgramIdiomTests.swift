import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Idioms of real apps the program reader runs as UIKit would: a protocol extension's set-up,
/// views found again by their tags, settings read back, logging macros, lazy getters asked for in
/// a loop, an app's class methods on UIKit's classes, and a class's own alignment rectangle.
/// Drawn on an iPhone 15 (393 × 852); labels 10 points a character (ProgramReaderTests.Mono).
@Suite struct ProgramIdiomTests {
    func read(_ text: String, file: String, options: SourceOptions = SourceOptions()) throws -> (SourceLayout, LayoutResult) {
        let layout = try ProgramReader.read(text, file: file, options: options)
        return (layout, try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    /// In the root's coordinates, as the frames above are derived.
    func frame(_ r: LayoutResult, _ id: String) -> Rect? { r.view(id: id)?.absoluteFrame }

    /// A table header made with `CGRect(origin: .zero, size: CGSize(width: …, height: 160))` keeps
    /// its 160 (it was read as no height and fitted to its content, 0), and an app's extension of
    /// UIView naming `safeAreaLayoutGuide` alone (`var safeArea: ConstraintBasicAttributesDSL {
    /// safeAreaLayoutGuide.snp }`, W-swift-01's idiom) is the view's guide, not a view of that
    /// name: the table starts at the safe area's top, 59, and the header's avatar 15 below it.
    @Test func aRectFromZeroOriginAndAnExtensionsSafeAreaGuide() throws {
        let text = """
        import SnapKit
        extension UIView {
            var safeArea: ConstraintBasicAttributesDSL {
                #if swift(>=3.2)
                if #available(iOS 11.0, *) {
                    return safeAreaLayoutGuide.snp
                }
                return snp
                #else
                return snp
                #endif
            }
        }
        class RepoViewController: UIViewController {
            let avatar = UIView()
            private lazy var headerView: UIView = {
                let view = UIView(frame: CGRect(origin: .zero, size: CGSize(width: UIScreen.main.bounds.width, height: 160)))
                view.addSubview(avatar)
                return view
            }()
            private lazy var tableView: UITableView = {
                let tableView = UITableView()
                tableView.tableHeaderView = headerView
                return tableView
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(tableView)
                tableView.snp.makeConstraints {
                    $0.left.right.bottom.equalToSuperview()
                    $0.top.equalTo(view.safeArea.top)
                }
                avatar.snp.makeConstraints {
                    $0.size.equalTo(30)
                    $0.left.top.equalToSuperview().offset(15)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "RepoViewController.swift")
        #expect(frame(r, "tableView") == Rect(x: 0, y: 59, width: 393, height: 793))
        #expect(frame(r, "headerView") == Rect(x: 0, y: 59, width: 393, height: 160))
        #expect(frame(r, "avatar") == Rect(x: 15, y: 74, width: 30, height: 30))
        #expect(r.view(id: "safeAreaLayoutGuide") == nil)
        #expect(!layout.warnings.contains { $0.message.contains("no height") }, "\(layout.warnings)")
    }

    /// A view's `width` and `right` from the app's frame category given where a number is
    /// expected (W-objc-09's idiom): the button is made at x 40, 26 wide, in a 50-wide frame, and
    /// `[viewnumber setWidth:btadd.right]` (a CGFloat parameter) makes that frame 66 wide;
    /// `make.width.offset(self->viewnumber.width)` (no modifier takes an attribute) is then 66, not
    /// Masonry's shorthand attribute. Its right 10 from the cell's: x 393 − 10 − 66 = 317.
    @Test func anOffsetTakesAFrameCategorysWidth() throws {
        let text = """
        #import "Masonry.h"
        @interface UIView (Ext)
        @property (nonatomic) CGFloat width;
        @property (nonatomic, readonly) CGFloat right;
        @end
        @implementation UIView (Ext)
        - (CGFloat)width { return self.frame.size.width; }
        - (void)setWidth:(CGFloat)width { CGRect frame = self.frame; frame.size.width = width; self.frame = frame; }
        - (CGFloat)right { return self.frame.origin.x + self.frame.size.width; }
        @end
        @interface NumCell : UITableViewCell
        @end
        @implementation NumCell {
            UIView *viewnumber;
            UIButton *btadd;
        }
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
            if (self) {
                [self drawNumberSelect:CGRectMake(0, 0, 50, 26)];
                [viewnumber mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.contentView).offset(3);
                    make.right.equalTo(self.contentView).offset(-10);
                    make.height.offset(26);
                    make.width.offset(self->viewnumber.width);
                }];
            }
            return self;
        }
        -(void)drawNumberSelect:(CGRect)rect
        {
            viewnumber = [[UIView alloc] initWithFrame:rect];
            [self.contentView addSubview:viewnumber];
            btadd = [[UIButton alloc] initWithFrame:CGRectMake(40, 0, viewnumber.frame.size.height, viewnumber.frame.size.height)];
            [viewnumber addSubview:btadd];
            [viewnumber setWidth:btadd.right];
        }
        @end
        """
        let (_, r) = try read(text, file: "NumCell.m")
        #expect(r.view(id: "viewnumber")?.frame == Rect(x: 317, y: 3, width: 66, height: 26))
    }

    /// The window reached through the scenes (`UIApplication.shared.connectedScenes.first as?
    /// UIWindowScene`, then `.windows.first ?? UIWindow()`, X-swift-16's global) is the screen's:
    /// its safe area's top is 59 on the iPhone 15, so the bar is 59 + 20 = 79 tall (it was 20:
    /// the made UIWindow's zero). A view's own anchor named alone in its initialiser
    /// (`heightAnchor.constraint(equalToConstant: 50).isActive = true`, X-swift-05) is read: the
    /// drawn view is 50 tall and its field, 8 from its top and bottom, 34.
    @Test func theScenesWindowAndAViewsOwnAnchorsNamedAlone() throws {
        let scenes = """
        import SnapKit
        let window: UIWindow = {
            let scenes = UIApplication.shared.connectedScenes
            let windowScene = scenes.first as? UIWindowScene
            let window = windowScene?.windows.first ?? UIWindow()
            return window
        }()
        class EducationViewController: UIViewController {
            let statusbarContainerView = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(statusbarContainerView)
                statusbarContainerView.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(window.safeAreaInsets.top + 20)
                }
            }
        }
        """
        let (_, r) = try read(scenes, file: "EducationViewController.swift")
        #expect(frame(r, "statusbarContainerView") == Rect(x: 0, y: 0, width: 393, height: 79))
        let anchors = """
        import SnapKit
        class InputContainerView: UIView {
            let field = UITextField()
            override init(frame: CGRect) {
                super.init(frame: .zero)
                heightAnchor.constraint(equalToConstant: 50).isActive = true
                addSubview(field)
                field.snp.makeConstraints {
                    $0.left.right.equalToSuperview()
                    $0.top.bottom.equalToSuperview().inset(8)
                }
            }
        }
        """
        let (layout, r2) = try read(anchors, file: "InputContainerView.swift")
        #expect(frame(r2, "field")?.height == 34, "\(layout.warnings)")
        #expect(!layout.warnings.contains { $0.message.contains("visual format") }, "\(layout.warnings)")
    }

    /// Inside an app's UIView extension, `UIView()` makes a view (X-swift-13's `let view =
    /// UIView()` in `inputContrainerView()`); it was sent to the receiver as a method of its own,
    /// and the view the helper returns was lost. The box is 50 tall at 30, 40; its image view,
    /// 24 square, is centred in it by the helper's anchors: y 13. An anchor of a view the file
    /// does not have says so, not that the visual format is not read.
    @Test func aViewMadeInsideAViewExtensionAndAnUnknownAnchor() throws {
        let text = """
        import SnapKit
        extension UIView {
            func centerY(inView view: UIView) {
                translatesAutoresizingMaskIntoConstraints = false
                centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
            }
            func inputContainer() -> UIView {
                let view = UIView()
                let imageView = UIImageView()
                view.addSubview(imageView)
                imageView.centerY(inView: view)
                imageView.widthAnchor.constraint(equalToConstant: 24).isActive = true
                imageView.heightAnchor.constraint(equalToConstant: 24).isActive = true
                imageView.leftAnchor.constraint(equalTo: view.leftAnchor, constant: 8).isActive = true
                return view
            }
        }
        class LoginView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let box = UIView().inputContainer()
                addSubview(box)
                box.snp.makeConstraints { make in
                    make.left.right.equalToSuperview().inset(30)
                    make.top.equalToSuperview().offset(40)
                    make.height.equalTo(50)
                }
                other.heightAnchor.constraint(equalToConstant: 50).isActive = true
            }
        }
        """
        let (layout, r) = try read(text, file: "LoginView.swift")
        #expect(frame(r, "box") == Rect(x: 30, y: 40, width: 333, height: 50))
        #expect(frame(r, "imageView") == Rect(x: 38, y: 53, width: 24, height: 24), "\(r.views.map { ($0.key, $0.absoluteFrame) })")
        #expect(layout.warnings.contains { $0.message.hasPrefix("'other.heightAnchor' is not defined in this file; the constraint activated here is not read") },
                "\(layout.warnings)")
        #expect(!layout.warnings.contains { $0.message.contains("visual format") }, "\(layout.warnings)")
    }

    /// Three things an Objective-C cell's files hold (X-objc-09/-12's idioms): Masonry's own
    /// `mas_equalTo` copied into an app's header (read as Masonry means it, not expanded into
    /// `MASBoxValue`: `mas_equalTo(field.mas_bottom)` is the field's bottom), an interface after
    /// `NS_ASSUME_NONNULL_BEGIN` (it was read as a variable's type, and the interface's
    /// properties were lost), and a struct property nothing set, read while the initialiser runs
    /// (zero, as alloc leaves it). The field 10 from the top, 50 tall; the second 25 below it;
    /// the bottom inset 0: the cell fits to 10 + 50 + 25 + 50 = 135.
    @Test func masonrysMacrosNonnullRegionsAndZeroedIvars() throws {
        let text = """
        #define mas_equalTo(...) equalTo(MASBoxValue((__VA_ARGS__)))
        NS_ASSUME_NONNULL_BEGIN
        @interface FormCell : UITableViewCell
        @property (nonatomic, strong) UIView *field;
        @property (nonatomic, strong) UIView *second;
        @property (nonatomic, assign) UIEdgeInsets contentInsets;
        @end
        NS_ASSUME_NONNULL_END
        @implementation FormCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                self.field = [UIView new];
                self.second = [UIView new];
                [self.contentView addSubview:self.field];
                [self.contentView addSubview:self.second];
                [self.field mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.mas_equalTo(@(10));
                    make.leading.mas_equalTo(@(20));
                    make.trailing.mas_equalTo(@(-20));
                    make.height.mas_equalTo(@(50));
                }];
                [self.second mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.mas_equalTo(self.field.mas_bottom).offset(25);
                    make.leading.trailing.equalTo(self.field);
                    make.height.mas_equalTo(@(50));
                    make.bottom.equalTo(self.contentView).offset(-self.contentInsets.bottom);
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "FormCell.m")
        #expect(frame(r, "field") == Rect(x: 20, y: 10, width: 353, height: 50), "\(layout.warnings)")
        #expect(frame(r, "second") == Rect(x: 20, y: 85, width: 353, height: 50), "\(layout.warnings)")
        #expect(r.root.frame.height == 135)
        #expect(!layout.warnings.contains { $0.message.contains("MASBoxValue") || $0.message.contains("contentInsets") }, "\(layout.warnings)")
    }

    /// An initialiser's default values are what the drawn view is made with (a caller leaving
    /// them out gets them; said), and an app's enum case's computed property runs with the case
    /// as `self` (Y-swift-09's `layout: Layout = .large`, then `layout.side`): the box is 46
    /// square, centred: 173.5, 403. A navigation controller the code makes has the standard
    /// 44-point bar (Y-objc-07's `TOPBAR_HEIGHT`: the status bar's 54 and
    /// `[UINavigationController new].navigationBar.frame.size.height`, 98 in all).
    @Test func initialiserDefaultsEnumPropertiesAndAMadeNavigationBar() throws {
        let text = """
        import SnapKit
        final class EmptyView: UIView {
            public enum Layout {
                case small
                case large
                public var side: CGFloat {
                    switch self {
                    case .small: return 20
                    case .large: return 46
                    }
                }
            }
            private let box = UIView()
            private var layout: Layout
            public init(frame: CGRect, layout: Layout = .large) {
                self.layout = layout
                super.init(frame: frame)
                addSubview(box)
                box.snp.makeConstraints {
                    $0.center.equalToSuperview()
                    $0.width.height.equalTo(layout.side)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "EmptyView.swift")
        #expect(frame(r, "box") == Rect(x: 173.5, y: 403, width: 46, height: 46), "\(layout.warnings)")
        #expect(layout.warnings.contains { $0.message == "read with its initialiser's default values, as a caller that leaves them out gets them: layout = .large" },
                "\(layout.warnings)")
        let bar = """
        #define TOPBAR_HEIGHT ([[UIApplication sharedApplication] statusBarFrame].size.height + [UINavigationController new].navigationBar.frame.size.height)
        @interface HeaderView : UIView
        @end
        @implementation HeaderView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            UIView *bg = [UIView new];
            [self addSubview:bg];
            [bg mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self);
                make.top.equalTo(self).offset(TOPBAR_HEIGHT);
                make.height.mas_equalTo(10);
            }];
            return self;
        }
        @end
        """
        let (_, r2) = try read(bar, file: "HeaderView.m")
        #expect(frame(r2, "bg")?.minY == 98)
    }

    /// A system bar's height through a type another file defines (`UI.statusAndNavBarHeight`, an
    /// app's all-capitals helper class, AB-objc-13's bar; `Const.kTabBarHeight` in Swift): what its
    /// name says, as a global of that name is — the status and navigation bars together 54 + 44 =
    /// 98, the tab bar 49 + 34 = 83 — said. Before, both chains were left out.
    @Test func systemBarsThroughAnotherFilesType() throws {
        let text = """
        @implementation BarView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            UIView *bg = [UIView new];
            [self addSubview:bg];
            [bg mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.top.equalTo(self);
                make.height.mas_equalTo(UI.statusAndNavBarHeight);
            }];
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "BarView.m")
        #expect(frame(r, "bg") == Rect(x: 0, y: 0, width: 393, height: 98), "\(layout.warnings)")
        #expect(layout.warnings.contains { $0.message.contains("statusAndNavBarHeight = 98") }, "\(layout.warnings)")
        let swift = """
        import SnapKit
        final class ProfileView: UIView {
            let bar = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(bar)
                bar.snp.makeConstraints {
                    $0.leading.trailing.bottom.equalToSuperview()
                    $0.height.equalTo(Const.kTabBarHeight)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, r2) = try read(swift, file: "ProfileView.swift")
        #expect(frame(r2, "bar") == Rect(x: 0, y: 769, width: 393, height: 83))
    }

    /// `[self.card layoutIfNeeded]` lays the views out there and then, so a frame read after it is
    /// Auto Layout's (AI-objc-04's login card: its height `self.btnLogin.bottom + 80` once the
    /// button is placed, 20 + 44 + 10 + 55 = 129 down, so 209; centred in the screen: 321.5 down).
    /// A frame read before the pass is still unknown. Before, the chain was left out and the card
    /// kept its first height, 300.
    @Test func framesReadAfterLayoutIfNeededAreAutoLayouts() throws {
        let text = """
        @implementation LoginVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.card = [[UIView alloc] init];
            [self.view addSubview:self.card];
            [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.offset(35);
                make.right.offset(-35);
                make.centerY.equalTo(self.view);
                make.height.mas_equalTo(300);
            }];
            self.field = [[UIView alloc] init];
            [self.card addSubview:self.field];
            [self.field mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.card);
                make.top.offset(20);
                make.height.mas_equalTo(44);
            }];
            self.btnLogin = [[UIButton alloc] init];
            [self.card addSubview:self.btnLogin];
            [self.btnLogin mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.offset(25);
                make.right.offset(-25);
                make.top.equalTo(self.field.mas_bottom).offset(10);
                make.height.mas_equalTo(55);
            }];
            [self.card layoutIfNeeded];
            [self.card mas_updateConstraints:^(MASConstraintMaker *make) {
                make.height.mas_equalTo(CGRectGetMaxY(self.btnLogin.frame) + 80);
            }];
        }
        @end
        """
        // (The pass measures text as the picture does: with the layout's measurer.)
        let layout = try ProgramReader.read(text, file: "LoginVC.m", options: SourceOptions(), measuring: ProgramReaderTests.Mono())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(frame(r, "card") == Rect(x: 35, y: 321.5, width: 323, height: 209), "\(layout.warnings)")
        #expect(!layout.warnings.contains { $0.message.contains("btnLogin") }, "\(layout.warnings)")
    }

    /// A controller's frames from the bars of the controllers the app shows it in (AH-objc-08's
    /// home screen: a background `initWithFrame:CGRectMake(0, 0, kScreenW, kScreenH - self
    /// .tabBarController.tabBar.bounds.size.height)`, its list under `self.navigationController
    /// .navigationBar.frame.size.height`): the tab bar 83 tall on an iPhone 15, the navigation bar
    /// 44, so the background is 393 × 769 and the list 44 down, 725 tall. Before, the background
    /// was 0 × 0 without a word and the list's chain left out. A frame made from a value only the
    /// app has is said, as one set later is.
    @Test func framesFromTheBarsOfTheControllersItIsShownIn() throws {
        let text = """
        #define kScreenW [UIScreen mainScreen].bounds.size.width
        #define kScreenH [UIScreen mainScreen].bounds.size.height
        @implementation HomeVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *backView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, kScreenW, kScreenH - self.tabBarController.tabBar.bounds.size.height)];
            [self.view addSubview:backView];
            UIView *list = [[UIView alloc] init];
            [backView addSubview:list];
            [list mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.offset(self.navigationController.navigationBar.frame.size.height);
                make.left.right.bottom.offset(0);
            }];
            UIView *badge = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.model.badgeWidth, 20)];
            [self.view addSubview:badge];
        }
        @end
        """
        let (layout, r) = try read(text, file: "HomeVC.m")
        #expect(frame(r, "backView") == Rect(x: 0, y: 0, width: 393, height: 769), "\(layout.warnings)")
        #expect(frame(r, "list") == Rect(x: 0, y: 44, width: 393, height: 725), "\(layout.warnings)")
        let said = layout.warnings.map(\.message)
        #expect(said.contains { $0.contains("the tab bar of the tab bar controller it is shown in is 83 tall") && $0.contains("the navigation bar of the navigation controller it is shown in is 44 tall") }, "\(said)")
        #expect(said.contains { $0.hasPrefix("UIView's frame uses self.model.badgeWidth (") }, "\(said)")
    }

    /// A stack view arranging inside its margins in code (`layoutMargins = UIEdgeInsets(top: 12,
    /// left: 20, bottom: 12, right: 20)`, `isLayoutMarginsRelativeArrangement = true`, Y-swift-03):
    /// its 100-tall photo at 20, 12, 353 wide, the stack 124 tall at the top of the screen.
    @Test func aStackArrangesInsideItsMarginsInCode() throws {
        let text = """
        import SnapKit
        class WriteView: UIView {
            let stackView = UIStackView()
            let photo = UIImageView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                stackView.axis = .vertical
                stackView.layoutMargins = UIEdgeInsets(top: 12, left: 20, bottom: 12, right: 20)
                stackView.isLayoutMarginsRelativeArrangement = true
                addSubview(stackView)
                stackView.addArrangedSubview(photo)
                stackView.snp.makeConstraints { $0.top.left.right.equalToSuperview() }
                photo.snp.makeConstraints { $0.height.equalTo(100) }
            }
        }
        """
        let (layout, r) = try read(text, file: "WriteView.swift")
        #expect(frame(r, "photo") == Rect(x: 20, y: 12, width: 353, height: 100), "\(layout.warnings)")
        #expect(frame(r, "stackView") == Rect(x: 0, y: 0, width: 393, height: 124))
    }

    /// iOS 13's status bar height, `[UIApplication sharedApplication].windows.firstObject
    /// .windowScene.statusBarManager.statusBarFrame.size.height`, is the device's (54 on the iPhone
    /// 15 drawn): the bar below it is at 54. It was a value only the running app knows, and the
    /// chain was left out.
    @Test func theWindowScenesStatusBarIsTheDevices() throws {
        let text = """
        @interface BarView : UIView
        @property (nonatomic, strong) UIView *bar;
        @end
        @implementation BarView
        + (CGFloat)statusBarHeight {
            UIStatusBarManager *manager = [UIApplication sharedApplication].windows.firstObject.windowScene.statusBarManager;
            return manager.statusBarFrame.size.height;
        }
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            self.bar = [[UIView alloc] init];
            [self addSubview:self.bar];
            [self.bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self);
                make.top.equalTo(self).offset([BarView statusBarHeight]);
                make.height.mas_equalTo(44);
            }];
            return self;
        }
        @end
        """
        let (_, r) = try read(text, file: "BarView.m")
        #expect(frame(r, "bar") == Rect(x: 0, y: 54, width: 393, height: 44))
    }

    /// Integer literals divide as integers where the language says so: Objective-C's
    /// `(375 - 30) / 2` is 172 (C), Swift's `CGFloat(375 / 180)` is 2 (Int, then converted), while
    /// `375.0 / 180` and a `CGFloat` constant's `375 / 180` stay 2.083.
    @Test func integerLiteralsDivideAsTheLanguageDoes() throws {
        let objc = """
        @interface HalfView : UIView
        @property (nonatomic, strong) UIView *half;
        @end
        @implementation HalfView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            self.half = [[UIView alloc] init];
            [self addSubview:self.half];
            [self.half mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self);
                make.width.mas_equalTo((375 - 30) / 2);
                make.height.mas_equalTo(10.0 / 4);
            }];
            return self;
        }
        @end
        """
        let (_, a) = try read(objc, file: "HalfView.m")
        #expect(frame(a, "half") == Rect(x: 0, y: 0, width: 172, height: 2.5))
        let swift = """
        import UIKit
        import SnapKit

        final class RatioView: UIView {
            let a = UIView()
            let b = UIView()
            let ratio: CGFloat = 375 / 180

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(a)
                addSubview(b)
                a.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview()
                    make.width.height.equalTo(90 * CGFloat(375 / 180))
                }
                b.snp.makeConstraints { make in
                    make.leading.bottom.equalToSuperview()
                    make.width.equalTo(90 * CGFloat(375.0 / 180))
                    make.height.equalTo(90 * ratio)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, b) = try read(swift, file: "RatioView.swift")
        #expect(frame(b, "a") == Rect(x: 0, y: 0, width: 180, height: 180))
        #expect(frame(b, "b") == Rect(x: 0, y: 852 - 187.5, width: 187.5, height: 187.5))
    }

    /// Values of an integer type divide as integers (Z-swift-11's idiom): Swift's `static let
    /// spacing = 16` is an Int, so `(Int(UIScreen.main.bounds.width) - spacing * 4) / 3` is
    /// (393 − 64) / 3 = 109, not 109.667; an `Int` declared, a count and `+=` stay whole; a
    /// `CGFloat(…)` of them is floating again. In C an `int` or `NSInteger` local, a cast to
    /// one, and a `static const NSInteger` do the same, while a CGFloat beside one is floating.
    @Test func integerTypedValuesDivideAsIntegers() throws {
        let swift = """
        import UIKit
        import SnapKit

        final class PosterRow: UIView {
            static let spacing = 16
            let first = UIView()
            let second = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(first)
                addSubview(second)
                first.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview()
                    make.width.equalTo((Int(UIScreen.main.bounds.width) - PosterRow.spacing * 4) / 3)
                    make.height.equalTo(first.snp.width)
                }
                let count = ["a", "b", "c"].count
                var columns: Int = 2
                columns += 1
                second.snp.makeConstraints { make in
                    make.leading.equalTo(first.snp.trailing)
                    make.top.equalToSuperview()
                    make.width.equalTo(CGFloat(200 / columns))
                    make.height.equalTo(CGFloat(100) / CGFloat(count))
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, a) = try read(swift, file: "PosterRow.swift")
        #expect(frame(a, "first") == Rect(x: 0, y: 0, width: 109, height: 109))
        let second = try #require(frame(a, "second"))
        #expect(second.origin.x == 109 && second.size.width == 66 && abs(second.size.height - 100.0 / 3) < 1e-9)
        let objc = """
        static const NSInteger kColumns = 3;
        @interface GridView : UIView
        @property (nonatomic, strong) UIView *cellView;
        @property (nonatomic, strong) UIView *mark;
        @end
        @implementation GridView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            self.cellView = [[UIView alloc] init];
            self.mark = [[UIView alloc] init];
            [self addSubview:self.cellView];
            [self addSubview:self.mark];
            CGFloat width = [UIScreen mainScreen].bounds.size.width;
            int gap = (width - 3 * 100) / 4;
            NSInteger items = 7;
            [self.cellView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(self).offset(gap);
                make.top.equalTo(self).offset(items / 2 * 10);
                make.width.mas_equalTo(width / kColumns);
                make.height.mas_equalTo(kColumns * 7 / 2);
            }];
            [self.mark mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(self).offset((NSInteger)(width / 2));
                make.top.equalTo(self);
                make.width.height.mas_equalTo(10);
            }];
            return self;
        }
        @end
        """
        let (_, b) = try read(objc, file: "GridView.m")
        #expect(frame(b, "cellView") == Rect(x: 23, y: 30, width: 131, height: 10))
        #expect(frame(b, "mark") == Rect(x: 196, y: 0, width: 10, height: 10))
    }

    /// A method an app's `extension NSObject` adds, called alone inside a view controller
    /// (Z-swift-15's `make.height.equalTo(dynamicValue(for: 364))`): the controller is an
    /// NSObject, so it is `self`'s, run with the screen's numbers: 364 × 393 / 375 = 381.472.
    /// (It was taken at design scale, 364, as a function of another file.)
    @Test func aMethodAnExtensionOfNSObjectAddsIsTheControllersOwn() throws {
        let text = """
        import UIKit
        import SnapKit
        extension NSObject {
            func dynamicValue(for size: CGFloat) -> CGFloat {
                let screenSize = UIScreen.main.bounds.size
                let base = CGSize(width: 375, height: 812)
                return size * min(screenSize.width, screenSize.height) / min(base.width, base.height)
            }
        }
        final class PosterViewController: UIViewController {
            let poster = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(poster)
                poster.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(dynamicValue(for: 364))
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "PosterViewController.swift")
        let poster = try #require(frame(r, "poster"))
        #expect(poster.origin.y == 0 && poster.size.width == 393 && abs(poster.size.height - 381.472) < 1e-9)
        #expect(!layout.warnings.contains { $0.message.contains("design scale") }, "\(layout.warnings)")
    }

    /// Swift calls a function by its labels, and a pattern may match inside an optional. An
    /// extension's `register(cell:forCellWithReuseIdentifier:)` calling UIKit's
    /// `register(_:forCellWithReuseIdentifier:)`, an app's `NSLocalizedString(_:)` calling
    /// Foundation's two-argument one, and a convenience `init(padding:)` calling `self.init()`
    /// are no calls of themselves (each ran 48 deep and was cut off, said); `case .wide?:` is
    /// the case `.wide` of an optional (the statement was left out, "expected ':'"). The badge:
    /// 8 from the left and the top, "NEW" (its text, through the app's one-argument
    /// NSLocalizedString) 30 × 20, and the bar 300 wide, as `.wide` says.
    @Test func swiftCallsByLabelsAndMatchesCasesOfOptionals() throws {
        let text = """
        import UIKit
        import SnapKit
        extension UICollectionView {
            func register<T: UICollectionViewCell>(cell: T.Type, forCellWithReuseIdentifier reuseIdentifier: String = "cell") {
                register(cell, forCellWithReuseIdentifier: reuseIdentifier)
            }
        }
        func NSLocalizedString(_ key: String) -> String {
            return NSLocalizedString(key, comment: "")
        }
        enum BarKind { case wide, narrow }
        final class PaddingLabel: UILabel {
            private var edgeInsets = UIEdgeInsets()
            convenience init(padding: UIEdgeInsets) {
                self.init()
                self.edgeInsets = padding
            }
        }
        final class ShelfView: UIView {
            let badge = PaddingLabel(padding: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
            let bar = UIView()
            let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
            var kind: BarKind? = .wide

            override init(frame: CGRect) {
                super.init(frame: frame)
                grid.register(cell: UICollectionViewCell.self)
                badge.text = NSLocalizedString("NEW")
                addSubview(badge)
                addSubview(bar)
                badge.snp.makeConstraints { make in
                    make.left.top.equalToSuperview().offset(8)
                }
                bar.snp.makeConstraints { make in
                    make.left.equalToSuperview()
                    make.top.equalTo(badge.snp.bottom)
                    make.height.equalTo(4)
                    switch kind {
                    case .wide?: make.width.equalTo(300)
                    case .narrow?: make.width.equalTo(100)
                    case nil: make.width.equalTo(1)
                    }
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "ShelfView.swift")
        #expect(!layout.warnings.contains { $0.message.contains("nest more") || $0.message.contains("not read: expected") }, "\(layout.warnings)")
        let badge = try #require(frame(r, "badge"))
        #expect(badge == Rect(x: 8, y: 8, width: 30, height: 20), "\(badge)")
        #expect(frame(r, "bar")?.size.width == 300)
    }

    /// A file whose constraint calls all sit in a loop whose count only the running app knows
    /// (`for i in 0 ..< type.ballCount()`, `type` its initialiser's parameter) is refused naming
    /// that loop, at its line and column, not with "has no snp.makeConstraints call".
    @Test func constraintsOnlyInALoopOfUnknownCountNameTheLoop() throws {
        let text = """
        import UIKit
        import SnapKit
        final class BallsCell: UITableViewCell {
            init(style: UITableViewCell.CellStyle, reuseIdentifier: String?, type: BallKind) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                for i in 0 ..< type.ballCount() {
                    let ball = UIView()
                    contentView.addSubview(ball)
                    ball.snp.makeConstraints { make in
                        make.left.equalTo(20 + i * 40)
                        make.centerY.equalToSuperview()
                        make.width.height.equalTo(30)
                    }
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        do {
            _ = try read(text, file: "BallsCell.swift")
            Issue.record("read")
        } catch let e as SceneError {
            #expect(e.location?.line == 6 && e.location?.column == 9, "\(e)")
            #expect(e.message == "class BallsCell writes constraints its set-up does not reach: the loop runs over 0 ..< type.ballCount(), which only the running app knows, so its body is not run", "\(e)")
        }
    }

    /// Type aliases are the types they name: `Constant.Metric` for `public typealias Metric =
    /// AppMetric` inside `enum Constant`, and a top-level `typealias M = AppMetric`; a static
    /// constant's `Self.inset` is its own type's. The dot: 10 from the left, 20 from the top.
    @Test func typeAliasesNameTheirTypes() throws {
        let text = """
        import UIKit
        import SnapKit
        enum AppMetric {
            enum Spacing {
                static let inset: CGFloat = 10
                static let double: CGFloat = Self.inset * 2
            }
        }
        public enum Constant {
            public typealias Metric = AppMetric
        }
        typealias M = AppMetric
        final class DotView: UIView {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                dot.snp.makeConstraints { make in
                    make.left.equalToSuperview().inset(Constant.Metric.Spacing.inset)
                    make.top.equalToSuperview().offset(M.Spacing.double)
                    make.size.equalTo(5)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "DotView.swift")
        #expect(frame(r, "dot") == Rect(x: 10, y: 20, width: 5, height: 5), "\(layout.warnings)")
    }

    /// A self-sizing cell's `contentView.snp.makeConstraints { $0.edges.equalToSuperview() }`:
    /// the content view has the cell as its superview, which the drawn root stands for, so the
    /// chain is left out with a note (it was "no superview … Masonry would crash"), and its
    /// `width.equalTo(UIScreen.main.bounds.width)` is kept: the bubble 12 in, 369 wide.
    @Test func aCellsContentViewTiedToTheCellIsTheRoot() throws {
        let text = """
        import UIKit
        import SnapKit
        final class ChatCell: UICollectionViewCell {
            let bubble = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(bubble)
                contentView.snp.makeConstraints {
                    $0.edges.equalToSuperview()
                    $0.width.equalTo(UIScreen.main.bounds.width)
                }
                bubble.snp.makeConstraints {
                    $0.top.bottom.equalToSuperview().inset(8)
                    $0.leading.trailing.equalToSuperview().inset(12)
                    $0.height.equalTo(40)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "ChatCell.swift")
        #expect(frame(r, "bubble") == Rect(x: 12, y: 8, width: 369, height: 40))
        #expect(!layout.warnings.contains { $0.message.contains("no superview") }, "\(layout.warnings)")
        #expect(layout.warnings.contains { $0.message.contains("content view to the cell") && $0.changesNoFrame }, "\(layout.warnings)")
    }

    /// MASConstraint's write-only properties sent as setters (`[make.left.mas_equalTo(self)
    /// setOffset:5];`, MASConstraint.h's `- (void)setOffset:(CGFloat)offset`) are the same
    /// modifiers (the chains were left out: "'setOffset' is no part of a chain"): 5 in, 8 down.
    @Test func masonrysSettersAreItsModifiers() throws {
        let text = """
        @interface TopicCell : UITableViewCell
        @property (nonatomic, strong) UIView *tag;
        @end
        @implementation TopicCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
            self.tag = [UIView new];
            [self.contentView addSubview:self.tag];
            [self.tag mas_makeConstraints:^(MASConstraintMaker *make) {
                [make.left.mas_equalTo(self.contentView) setOffset:5];
                [make.top.mas_equalTo(self.contentView)setOffset:8];
                [make.bottom.mas_equalTo(self.contentView) setOffset:-8];
                make.width.mas_equalTo(20);
            }];
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "TopicCell.m")
        #expect(frame(r, "tag")?.origin == Point(x: 5, y: 8), "\(layout.warnings)")
        #expect(!layout.warnings.contains { $0.message.contains("setOffset") }, "\(layout.warnings)")
    }

    /// `make.size.mas_equalTo(redView.size)` on `redView` itself, made with a frame: Masonry's
    /// boxing macro takes the app's frame category's CGSize (200 × 50), not redView's size equal
    /// to itself (AB-objc-05's idiom, drawn 0 × 0): centred, 100 down.
    @Test func aViewsOwnFrameSizeBoxedByMasEqualTo() throws {
        let text = """
        @interface UIView (Extension)
        @property (nonatomic, assign) CGSize size;
        @end
        @interface OpacityViewController : UIViewController
        @end
        @implementation OpacityViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *redView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 200, 50)];
            [self.view addSubview:redView];
            [redView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.size.mas_equalTo(redView.size);
                make.top.equalTo(self.view.mas_top).offset(100);
                make.centerX.equalTo(self.view);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "OpacityViewController.m")
        #expect(frame(r, "redView") == Rect(x: 96.5, y: 100, width: 200, height: 50), "\(layout.warnings)")
    }

    /// UIKit runs an animation's block at once: a button added and constrained inside
    /// `UIView.animate(withDuration:)` at set-up is on the screen it ends at (20 from the safe
    /// area's bottom, 818 - 20 - 44 = 754), its completion not run (the badge it would add is not
    /// drawn); the bar's height is `[NSNumber numberWithFloat:44]`'s Swift equivalent,
    /// `NSNumber(value: 44).floatValue`.
    @Test func anAnimationsBlockAtSetUpIsWhereTheScreenEnds() throws {
        let text = """
        import UIKit
        import SnapKit

        final class WelcomeView: UIView {
            let bar = UIView()
            let button = UIButton()
            let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(bar)
                bar.snp.makeConstraints { make in
                    make.top.leading.trailing.equalToSuperview()
                    make.height.equalTo(CGFloat(NSNumber(value: 44).floatValue))
                }
                UIView.animate(withDuration: 0.3, animations: {
                    self.addSubview(self.button)
                    self.button.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(16)
                        make.height.equalTo(44)
                        make.bottom.equalTo(self.safeAreaLayoutGuide).inset(20)
                    }
                    self.layoutIfNeeded()
                }, completion: { _ in
                    self.addSubview(self.badge)
                })
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, r) = try read(text, file: "WelcomeView.swift")
        #expect(frame(r, "button") == Rect(x: 16, y: 754, width: 361, height: 44))
        #expect(frame(r, "badge") == nil)
    }

    /// `[NSNumber numberWithFloat:44]` in a Masonry block is 44 (it was taken for a view).
    @Test func anNSNumberIsItsNumber() throws {
        let text = """
        @interface BarController : UIViewController
        @property (nonatomic, strong) UIView *bar;
        @end

        @implementation BarController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.bar = [[UIView alloc] init];
            [self.view addSubview:self.bar];
            [self.bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.bottom.equalTo(self.view);
                make.height.mas_equalTo([NSNumber numberWithFloat:44]);
            }];
        }
        @end
        """
        let (_, r) = try read(text, file: "BarController.m")
        #expect(frame(r, "bar") == Rect(x: 0, y: 808, width: 393, height: 44))
    }

    /// The device drawn named as apps ask for it: `[[UIDevice currentDevice] model]` is "iPhone",
    /// and `uname`'s `machine` the model identifier of the iPhone 15 drawn ("iPhone15,4"), which a
    /// class method of the view compares with a 4-inch iPhone's; texts compare as written. So the
    /// padding stays 15 (not 5, a small iPhone's, nor 30, an iPad's), plus 1 for the name that
    /// matches: the box at (16, 16). Said in one line. Before, each condition was "decided at run
    /// time" and its first branch read: the box at 31.
    @Test func theDevicesModelAndIdentifierAreTheDrawnOnes() throws {
        let text = """
        #import <sys/utsname.h>
        #define IS_IPHONE ([[[UIDevice currentDevice] model] isEqualToString:@"iPhone"])

        @interface PaddedView : UIView
        @property (nonatomic, strong) UIView *box;
        @end

        @implementation PaddedView

        + (NSString *)machine {
            struct utsname systemInfo;
            uname(&systemInfo);
            return [NSString stringWithCString:systemInfo.machine encoding:NSUTF8StringEncoding];
        }

        + (BOOL)isScreen320 {
            NSString *machine = [self machine];
            if ([machine isEqualToString:@"iPhone8,4"] || [machine isEqualToString:@"iPhone5,1"]) {
                return TRUE;
            }
            return FALSE;
        }

        + (NSString *)style {
            return @"compact";
        }

        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            float padding = 15;
            if ([PaddedView isScreen320]) { padding = 5; }
            if (!IS_IPHONE) { padding = 30; }
            if ([[PaddedView style] hasPrefix:@"comp"]) { padding += 1; }
            self.box = [[UIView alloc] init];
            [self addSubview:self.box];
            [self.box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.mas_equalTo(self).offset(padding);
                make.size.mas_equalTo(CGSizeMake(50, 50));
            }];
            return self;
        }

        @end
        """
        let (layout, r) = try read(text, file: "PaddedView.m")
        #expect(frame(r, "box") == Rect(x: 16, y: 16, width: 50, height: 50))
        let said = layout.warnings.map(\.message)
        #expect(said.contains { $0.contains("its model identifier (uname's machine) is \"iPhone15,4\"") && $0.contains("UIDevice's model is \"iPhone\"") })
        #expect(!said.contains { $0.contains("decided at run time") })
    }

    /// A cell of an app base class whose initialiser (in another file) calls `setup`, which makes
    /// the views, and whose `layoutSubviews` constrains them: UIKit runs the initialiser first,
    /// so the icon is at (20, 20), 60 square, and the badge 12 from the right, 30 × 20.
    /// Before, `layoutSubviews` ran on views not made yet and the cell was drawn empty.
    @Test func aBaseClassesSetUpRunsBeforeLayoutSubviews() throws {
        let text = """
        @interface ShopCell : AppBaseCell
        @property (nonatomic, strong) UIImageView *icon;
        @property (nonatomic, strong) UIView *badge;
        @end

        @implementation ShopCell

        - (void)setup {
            UIImageView *icon = [[UIImageView alloc] init];
            [self.contentView addSubview:icon];
            self.icon = icon;
            self.badge = [[UIView alloc] init];
            [self.contentView addSubview:self.badge];
        }

        - (void)layoutSubviews {
            [super layoutSubviews];
            [self.icon mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.mas_equalTo(self.contentView).offset(20);
                make.size.mas_equalTo(CGSizeMake(60, 60));
            }];
            [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.right.mas_equalTo(self.contentView).offset(-12);
                make.centerY.mas_equalTo(self.icon);
                make.width.mas_equalTo(30);
                make.height.mas_equalTo(20);
            }];
        }

        @end
        """
        let (_, r) = try read(text, file: "ShopCell.m")
        #expect(frame(r, "icon") == Rect(x: 20, y: 20, width: 60, height: 60))
        #expect(frame(r, "badge") == Rect(x: 351, y: 40, width: 30, height: 20))
    }

    /// `baseInit()` is the protocol extension's, which calls the class's `setupLayout()`: the
    /// panel is inset 10 from the view's edges (10, 10, 373 × 832), the dot 24 square, centred:
    /// (184.5, 414).
    @Test func aProtocolExtensionsMethodRunsAsTheClasssOwn() throws {
        let text = """
        import UIKit
        import SnapKit

        protocol BaseViewType: UIView {
            func setupLayout()
        }

        extension BaseViewType {
            func baseInit() {
                self.setupLayout()
            }
        }

        final class PanelView: UIView, BaseViewType {
            private let panel = UIView()
            private let dot = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                self.baseInit()
            }

            required init?(coder: NSCoder) { fatalError() }

            func setupLayout() {
                addSubview(panel)
                panel.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
                panel.addSubview(dot)
                dot.snp.makeConstraints {
                    $0.center.equalToSuperview()
                    $0.width.height.equalTo(24)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "PanelView.swift")
        #expect(frame(r, "panel") == Rect(x: 10, y: 10, width: 373, height: 832))
        #expect(frame(r, "dot") == Rect(x: 184.5, y: 414, width: 24, height: 24))
        // Run at set-up, it is no step of its own.
        #expect(layout.stateNames == ["0"])
    }

    /// The tab content view is tagged 10 where it is made and found again with `viewWithTag:`
    /// in another method; the segmented control's `selectedSegmentIndex`, set to 1, decides the
    /// branch (no "decided at run time"). The content is 64 from the top, 49 above the bottom
    /// (64, 739 tall); the table fills it below a 40-tall strip: y 104, 699 tall.
    @Test func aViewFoundByItsTagAndASettingReadBack() throws {
        let text = """
        #import "TabsViewController.h"
        #import "Masonry.h"

        @implementation TabsViewController {
            UISegmentedControl *_segment;
            UITableView *_tableView;
        }

        - (void)viewDidLoad {
            [super viewDidLoad];
            _segment = [[UISegmentedControl alloc] initWithItems:@[@"Chats", @"Contacts"]];
            _segment.selectedSegmentIndex = 1;
            [self.view addSubview:_segment];
            [_segment mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(20);
                make.centerX.equalTo(self.view);
                make.width.mas_equalTo(200);
                make.height.mas_equalTo(30);
            }];
            UIView *content = [[UIView alloc] init];
            content.tag = 10;
            [self.view addSubview:content];
            [content mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(64);
                make.left.right.equalTo(self.view);
                make.bottom.equalTo(self.view).offset(-49);
            }];
            UIView *strip = [[UIView alloc] init];
            [content addSubview:strip];
            [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.right.equalTo(content);
                make.height.mas_equalTo(40);
            }];
            [self addTableView];
        }

        - (void)addTableView {
            UIView *holder = [self.view viewWithTag:10];
            _tableView = [[UITableView alloc] init];
            [holder addSubview:_tableView];
            if (_segment.selectedSegmentIndex == 0) {
                [_tableView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(holder);
                }];
            } else {
                [_tableView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(holder).offset(40);
                    make.left.right.bottom.equalTo(holder);
                }];
            }
        }
        @end
        """
        let (layout, r) = try read(text, file: "TabsViewController.m")
        #expect(frame(r, "content") == Rect(x: 0, y: 64, width: 393, height: 739))
        #expect(frame(r, "tableView") == Rect(x: 0, y: 104, width: 393, height: 699))
        #expect(r.view(id: "tableView")?.parentID == "content")
        #expect(r.view(id: "holder") == nil)
        #expect(!layout.warnings.contains { $0.message.contains("decided at run time") }, "\(layout.warnings.map(\.message))")
    }

    /// A debug log macro with GNU's `, ##__VA_ARGS__` (the comma goes with no arguments) and a
    /// stringified parameter, used between chains: nothing is left out. The icon sits 12 from the
    /// left, 8 from the top of a cell 8 + 40 + 8 = 56 tall.
    @Test func aLoggingMacroWithVariableArgumentsIsAStatement() throws {
        let text = """
        #import "IconCell.h"
        #import "Masonry.h"

        #define DLog(fmt, ...) NSLog((@"%s [Line %d] " fmt), __PRETTY_FUNCTION__, __LINE__, ##__VA_ARGS__);
        #define LogValue(x) NSLog(@"%s = %@", #x, x)

        @implementation IconCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                DLog(@"making the cell");
                UIImageView *icon = [[UIImageView alloc] init];
                [self.contentView addSubview:icon];
                DLog(@"icon: %@", icon);
                LogValue(icon);
                [icon mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self.contentView).offset(12);
                    make.top.equalTo(self.contentView).offset(8);
                    make.bottom.equalTo(self.contentView).offset(-8);
                    make.width.height.mas_equalTo(40);
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "IconCell.m")
        #expect(frame(r, "icon") == Rect(x: 12, y: 8, width: 40, height: 40))
        #expect(r.root.frame.height == 56)
        #expect(!layout.warnings.contains { $0.message.contains("not read") && $0.message.contains("'#'") }, "\(layout.warnings.map(\.message))")
    }

    /// A lazy getter first asked for inside a loop makes its view once, under its property's
    /// name (not the loop's `filterBar_0`); the loop's own buttons are `button_0` … `button_2`.
    /// The bar is its frame, (0, 50, 393, 50); each button 80 wide, 20 + 100 × i from the left.
    @Test func aLazyGetterAskedForInALoopIsNoViewOfTheLoop() throws {
        let text = """
        #import "FilterViewController.h"
        #import "Masonry.h"

        @interface FilterViewController ()
        @property (nonatomic, strong) UIView *filterBar;
        @end

        @implementation FilterViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            NSArray *titles = @[@"All", @"New", @"Hot"];
            for (int i = 0; i < titles.count; i++) {
                UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                [self.filterBar addSubview:button];
                [button mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(20 + 100 * i);
                    make.centerY.equalTo(self.filterBar);
                    make.width.mas_equalTo(80);
                    make.height.mas_equalTo(30);
                }];
            }
        }

        - (UIView *)filterBar {
            if (!_filterBar) {
                _filterBar = [[UIView alloc] initWithFrame:CGRectMake(0, 50, 393, 50)];
                [self.view addSubview:_filterBar];
            }
            return _filterBar;
        }
        @end
        """
        let (_, r) = try read(text, file: "FilterViewController.m")
        #expect(frame(r, "filterBar") == Rect(x: 0, y: 50, width: 393, height: 50))
        #expect(r.view(id: "filterBar_0") == nil)
        #expect(frame(r, "button_2") == Rect(x: 220, y: 60, width: 80, height: 30))
    }

    /// A shadow view whose class returns its own alignment rectangle (3 points of shadow to the
    /// right, 3 of it cut at the bottom): constraints place the rectangle, 100 × 40 at (146.5,
    /// 20), so the frame is (146.5, 20, 103, 37); a view pinned to its right and to its
    /// `alignmentRectInsets.right` starts at 246.5 + 3 = 249.5.
    @Test func aClasssOwnAlignmentRectangleIsWhatConstraintsPlace() throws {
        let text = """
        #import "ShadowDemoViewController.h"
        #import "Masonry.h"

        @interface ShadowView : UIView
        @end

        @implementation ShadowView
        - (UIEdgeInsets)alignmentRectInsets {
            return UIEdgeInsetsMake(0, 0, -3, 3);
        }
        @end

        @implementation ShadowDemoViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            ShadowView *shadowView = [[ShadowView alloc] init];
            [self.view addSubview:shadowView];
            [shadowView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.mas_equalTo(20);
                make.centerX.equalTo(self.view);
                make.size.mas_equalTo(CGSizeMake(100, 40));
            }];
            UIView *rightView = [[UIView alloc] init];
            [self.view addSubview:rightView];
            [rightView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(shadowView.mas_right).offset(shadowView.alignmentRectInsets.right);
                make.right.equalTo(self.view);
                make.top.height.equalTo(shadowView);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "ShadowDemoViewController.m")
        #expect(frame(r, "shadowView") == Rect(x: 146.5, y: 20, width: 103, height: 37))
        #expect(frame(r, "rightView")?.minX == 249.5)
        #expect(frame(r, "rightView")?.width == 143.5)
        #expect(!layout.warnings.contains { $0.message.contains("alignmentRectInsets") }, "\(layout.warnings.map(\.message))")
    }

    /// `WIDTH` and `HEIGHT` defined in a header this file does not hold, multiplied by numbers
    /// such as 157: 157 screen widths is no layout's number, so they are an app's ratios to its
    /// design screen, read at design scale (1) here and wherever else the file uses them, said
    /// once. The logo is 157 × 123, 48 from the top, centred: x (393 − 157) / 2 = 118; the row
    /// 17 + 49 × 1 = 66 below the logo's bottom in the second pass: y 48 + 123 + 66 = 237.
    @Test func screenNamesMultipliedByLargeNumbersAreRatios() throws {
        let text = """
        #import "AboutViewController.h"
        #import "Masonry.h"

        @implementation AboutViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIImageView *logo = [[UIImageView alloc] init];
            [self.view addSubview:logo];
            [logo mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.mas_equalTo(48*HEIGHT);
                make.centerX.mas_equalTo(0);
                make.size.mas_equalTo(CGSizeMake(157*WIDTH, 123*HEIGHT));
            }];
            for (int i = 0; i < 2; i++) {
                UIView *row = [[UIView alloc] init];
                [self.view addSubview:row];
                [row mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(logo.mas_bottom).offset((17 + 49 * i) * HEIGHT);
                    make.left.right.equalTo(self.view);
                    make.height.mas_equalTo(40);
                }];
            }
        }
        @end
        """
        let (layout, r) = try read(text, file: "AboutViewController.m")
        #expect(frame(r, "logo") == Rect(x: 118, y: 48, width: 157, height: 123))
        #expect(frame(r, "row_1") == Rect(x: 0, y: 237, width: 393, height: 40))
        let messages = layout.warnings.map(\.message)
        #expect(messages.contains { $0.hasPrefix("not defined in this file, so taken at design scale: HEIGHT, WIDTH") }, "\(messages)")
        #expect(!messages.contains { $0.contains("as their names say") }, "\(messages)")
    }

    /// Views made by an app's functions in another file (`getLabel(title:)`, `getTextView()`) and
    /// kept in locals are named after the locals, with classes from either name; the title is
    /// 40 below the safe area's top (59 + 40 = 99), inset 20, 25 tall; the box 10 below it.
    @Test func viewsMadeByFunctionsOfAnotherFileAreNamedByTheirLocals() throws {
        let text = """
        import UIKit
        import SnapKit

        class ContactViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let formTitle = getLabel(title: "Contact us")
                let messageBox = getTextView()
                let sendButton = getButton(title: "Send")
                view.addSubview(formTitle)
                view.addSubview(messageBox)
                view.addSubview(sendButton)
                formTitle.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide).offset(40)
                    make.left.right.equalToSuperview().inset(20)
                    make.height.equalTo(25)
                }
                messageBox.snp.makeConstraints { make in
                    make.top.equalTo(formTitle.snp.bottom).offset(10)
                    make.left.right.equalTo(formTitle)
                    make.height.equalTo(150)
                }
                sendButton.snp.makeConstraints { make in
                    make.top.equalTo(messageBox.snp.bottom).offset(20)
                    make.left.right.equalTo(formTitle)
                    make.height.equalTo(30)
                }
            }
        }
        """
        let (_, r) = try read(text, file: "ContactViewController.swift")
        #expect(frame(r, "formTitle") == Rect(x: 20, y: 99, width: 353, height: 25))
        #expect(frame(r, "messageBox") == Rect(x: 20, y: 134, width: 353, height: 150))
        #expect(frame(r, "sendButton") == Rect(x: 20, y: 304, width: 353, height: 30))
        #expect(r.view(id: "getLabel") == nil && r.view(id: "getTextView") == nil)
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` in
    /// Swift (the root as first item, installed with the older `addConstraint`, at priority
    /// 950, with a `>=` chain beside it) and Objective-C's `constraintWithItem:…` with a size
    /// against no item. The button is 54 tall, its bottom on the root's: y 852 − 54 = 798; the
    /// badge 20 wide (no item), half the button's height (27), 8 from its left.
    @Test func itemConstraintsAreReadAsUIKitInstallsThem() throws {
        let swift = """
        import UIKit
        import SnapKit

        class LoginViewController: UIViewController {
            private lazy var loginButton: UIButton = {
                let button = UIButton(type: .system)
                self.view.addSubview(button)
                button.snp.makeConstraints { make in
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(54)
                }
                let bottom = NSLayoutConstraint(item: self.view, attribute: .bottom, relatedBy: .equal, toItem: button, attribute: .bottom, multiplier: 1, constant: 0)
                bottom.priority = UILayoutPriority(950)
                self.view.addConstraint(bottom)
                return button
            }()

            override func viewDidLoad() {
                super.viewDidLoad()
                _ = loginButton
            }
        }
        """
        let (swiftLayout, s) = try read(swift, file: "LoginViewController.swift")
        #expect(frame(s, "loginButton") == Rect(x: 0, y: 798, width: 393, height: 54))
        #expect(!swiftLayout.warnings.contains { $0.message.contains("not read") && $0.message.contains("NSLayoutConstraint") }, "\(swiftLayout.warnings.map(\.message))")
        let objc = """
        #import "BadgeView.h"

        @implementation BadgeView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UIView *badge = [[UIView alloc] init];
                badge.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:badge];
                [NSLayoutConstraint activateConstraints:@[
                    [NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:20],
                    [NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeLeft multiplier:1 constant:8],
                    [NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeTop relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeTop multiplier:1 constant:8],
                ]];
                [self addConstraint:[NSLayoutConstraint constraintWithItem:badge attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeHeight multiplier:0.5 constant:0]];
            }
            return self;
        }
        @end
        """
        var size = SourceOptions()
        size.height = 54
        let layout = try ProgramReader.read(objc, file: "BadgeView.m", options: size)
        let o = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(frame(o, "badge") == Rect(x: 8, y: 8, width: 20, height: 27))
    }

    /// `view.safeArea.top` from an app's extension in a file not at hand (`var safeArea:
    /// ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp }`) is the safe area's, as its name
    /// says, said once with no `--set` (no number gives it); `String(count)` is Swift's, no
    /// screen-scaling helper. The bar sits under the safe area's top (59), 50 tall; the list
    /// fills the rest to the safe area's bottom (818).
    @Test func aSafeAreaNamedByAnAppsExtensionIsTheSafeArea() throws {
        let text = """
        import UIKit
        import SnapKit

        class RelationViewController: UIViewController {
            let bar = UIView()
            let list = UIView()
            let countLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(bar)
                view.addSubview(list)
                bar.addSubview(countLabel)
                countLabel.text = String(12)
                bar.snp.makeConstraints { make in
                    make.top.equalTo(self.view.safeArea.top)
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(50)
                }
                list.snp.makeConstraints { make in
                    make.top.equalTo(bar.snp.bottom)
                    make.leading.trailing.equalToSuperview()
                    make.bottom.equalTo(self.view.safeArea.bottom)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "RelationViewController.swift")
        #expect(frame(r, "bar") == Rect(x: 0, y: 59, width: 393, height: 50))
        #expect(frame(r, "list") == Rect(x: 0, y: 109, width: 393, height: 709))
        let messages = layout.warnings.map(\.message)
        #expect(messages.contains("not defined in this file, so taken as the view's safe area (safeAreaLayoutGuide), as their names say: safeArea; give their definitions with --include FILE"), "\(messages)")
        #expect(!messages.contains { $0.contains("design scale") || $0.contains("--set") }, "\(messages)")
    }

    /// A section footer made by its class's factory, as tables make them: `dequeue…WithIdentifier:`
    /// gives nil on the first display (nothing to reuse yet), so the `if (!footView)` branch makes
    /// it and sets it up. The amount label is 8 from the top, 15 from each side, 18 tall.
    @Test func aFactoryThatDequeuesMakesItsViewTheFirstTime() throws {
        let text = """
        #import "OrderFootView.h"
        #import "Masonry.h"

        static NSString *footIdentifier = @"OrderFootView";

        @implementation OrderFootView
        + (instancetype)footViewWithTableView:(UITableView *)tableView {
            OrderFootView *footView = [tableView dequeueReusableHeaderFooterViewWithIdentifier:footIdentifier];
            if (!footView) {
                footView = [[OrderFootView alloc] initWithReuseIdentifier:footIdentifier];
                [footView addSubviews];
            }
            return footView;
        }

        - (void)addSubviews {
            [self.contentView addSubview:self.amountLabel];
            [self.amountLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(@8);
                make.left.mas_equalTo(15);
                make.right.mas_equalTo(-15);
                make.height.equalTo(@18);
            }];
        }

        - (UILabel *)amountLabel {
            if (!_amountLabel) {
                _amountLabel = [[UILabel alloc] init];
                _amountLabel.text = @"Total";
            }
            return _amountLabel;
        }
        @end
        """
        var options = SourceOptions()
        options.height = 44
        let layout = try ProgramReader.read(text, file: "OrderFootView.m", options: options)
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(frame(r, "amountLabel") == Rect(x: 15, y: 8, width: 363, height: 18))
    }

    /// Braces on their own lines (`let field = UITextField().then` and `{ $0… }` below it): Swift
    /// reads the `{` as the call's trailing closure, so the declarations are read and their views
    /// placed: the title 80 tall from 15 % of the view's height down (127.8), the field 30 below.
    @Test func aTrailingClosureOnTheNextLineIsTheCalls() throws {
        let text = """
        import UIKit
        import SnapKit
        import Then

        class LoginViewController: UIViewController
        {
            let titleLabel = UILabel().then
            {
                $0.text = "Log in"
            }

            let nameField = UITextField().then
            {
                $0.placeholder = "Name"
            }

            override func viewDidLoad()
            {
                super.viewDidLoad()
                view.addSubview(titleLabel)
                view.addSubview(nameField)
                titleLabel.snp.makeConstraints
                { make in
                    make.width.equalTo(view).multipliedBy(0.5)
                    make.height.equalTo(80)
                    make.centerX.equalTo(view)
                    make.top.equalTo(view.snp.bottom).multipliedBy(0.15)
                }
                nameField.snp.makeConstraints
                { make in
                    make.width.equalTo(view).multipliedBy(0.8)
                    make.height.equalTo(40)
                    make.centerX.equalTo(view)
                    make.top.equalTo(titleLabel.snp.bottom).offset(30)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "LoginViewController.swift")
        #expect(frame(r, "titleLabel") == Rect(x: 98.25, y: 127.8, width: 196.5, height: 80))
        let field = try #require(frame(r, "nameField"))
        #expect(abs(field.minX - 39.3) < 1e-9 && abs(field.minY - 237.8) < 1e-9 && abs(field.width - 314.4) < 1e-9 && field.height == 40)
        #expect(!layout.warnings.contains { $0.message.contains("not read") }, "\(layout.warnings.map(\.message))")
    }

    /// A computed global whose getter asks the app's window for its safe area through a function
    /// of one expression (`func appWindow() -> UIWindow { AppManager.shared.window }`): the
    /// window fills the screen, so its top inset is the device's, 59; a height made equal to a
    /// constant and "multiplied" by a value only the app has stays the constant (no second item
    /// for the multiplier to scale); `weakSelf.self.bar` is the bar. The bar is 59 down, 44 tall;
    /// the line 8 under it.
    @Test func computedGlobalsOneExpressionFunctionsAndTheWindowsSafeArea() throws {
        let text = """
        import UIKit
        import SnapKit

        func appWindow() -> UIWindow
        {
            AppManager.shared.window
        }

        var kStatusHeight: CGFloat {
            if #available(iOS 13.0, *) {
                return appWindow().safeAreaInsets.top
            } else {
                return UIApplication.shared.statusBarFrame.size.height
            }
        }

        final class StatusView: UIView {
            let bar = UIView()
            let line = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(bar)
                addSubview(line)
                weak var weakSelf = self
                bar.snp.makeConstraints { make in
                    make.top.equalTo(kStatusHeight)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(44).multipliedBy(Dimension.shared.widthScale)
                }
                line.snp.makeConstraints { make in
                    make.top.equalTo(weakSelf!.self.bar.snp.bottom).offset(8)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(1)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "StatusView.swift")
        #expect(frame(r, "bar") == Rect(x: 0, y: 59, width: 393, height: 44))
        #expect(frame(r, "line") == Rect(x: 0, y: 111, width: 393, height: 1))
        #expect(layout.warnings.isEmpty, "\(layout.warnings.map(\.message))")
    }

    /// `UIView *box = ({ UIView *var = [UIView new]; …; var; });`: the block's own local is a
    /// temporary, so the view is `box`; 300 square, centred: (46.5, 276).
    @Test func aStatementExpressionsViewIsNamedByWhatKeepsIt() throws {
        let text = """
        #import "BoxViewController.h"
        #import "Masonry.h"

        @implementation BoxViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *box = ({
                UIView *var = [UIView new];
                var.backgroundColor = [UIColor blackColor];
                var;
            });
            [self.view addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.center.mas_equalTo(self.view);
                make.size.mas_equalTo(CGSizeMake(300, 300));
            }];
        }
        @end
        """
        let (_, r) = try read(text, file: "BoxViewController.m")
        #expect(frame(r, "box") == Rect(x: 46.5, y: 276, width: 300, height: 300))
        #expect(r.view(id: "var") == nil)
    }

    /// A screen laid out by frames whose only constraint call is in a branch the set-up does not
    /// take: drawn with its frames, said, not refused. An app's frame category's position
    /// setters move a view: the title is centred (`centerX`, 96.5) and the save button's right
    /// edge is 10 from the screen's (`right`, x 393 − 10 − 44 = 339).
    @Test func framesAloneAreDrawnWhenNoConstraintIsMadeAtSetUp() throws {
        let text = """
        #import "PublishViewController.h"
        #import "Masonry.h"

        @implementation PublishViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *titleView = [[UIView alloc] initWithFrame:CGRectMake(0, 20, 200, 44)];
            titleView.centerX = self.view.centerX;
            [self.view addSubview:titleView];
            UIButton *saveButton = [[UIButton alloc] initWithFrame:CGRectMake(0, 20, 44, 44)];
            saveButton.right = self.view.width - 10;
            [self.view addSubview:saveButton];
            if (self.type == PublishTypeNew) {
                saveButton.enabled = NO;
            } else if (self.type == PublishTypeRepost) {
                UIView *repost = [UIView new];
                [self.view addSubview:repost];
                [repost mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view);
                }];
            }
        }
        @end
        """
        let (layout, r) = try read(text, file: "PublishViewController.m")
        #expect(frame(r, "titleView") == Rect(x: 96.5, y: 20, width: 200, height: 44))
        #expect(frame(r, "saveButton") == Rect(x: 339, y: 20, width: 44, height: 44))
        #expect(layout.warnings.contains { $0.message.hasPrefix("the set-up makes no constraints") }, "\(layout.warnings.map(\.message))")
    }

    /// A demo whose set-up places its views by frames and whose Masonry version runs only from a
    /// button's action: the first picture is the set-up's frames, as the app first shows it
    /// (`--step masonryLayout` draws the other); the action's views are said to be at their
    /// frames until then.
    @Test func aSetUpPlacingEveryViewByFramesIsDrawnAsItIs() throws {
        let text = """
        #import "TowerViewController.h"
        #import "Masonry.h"

        @interface TowerViewController ()
        @property (nonatomic, strong) UIView *greenView;
        @end

        @implementation TowerViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithTitle:@"Masonry" style:UIBarButtonItemStylePlain target:self action:@selector(onOffAction)];
            self.greenView = UIView.new;
            [self.view addSubview:self.greenView];
            self.greenView.frame = CGRectMake(0, 70, self.view.frame.size.width, 200);
        }

        - (void)onOffAction {
            [self masonryLayout];
        }

        - (void)masonryLayout {
            [self.greenView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.center.mas_equalTo(self.view);
                make.left.right.mas_equalTo(0);
                make.height.mas_equalTo(200);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "TowerViewController.m")
        #expect(frame(r, "greenView") == Rect(x: 0, y: 70, width: 393, height: 200))
        #expect(layout.state == 0)
        #expect(layout.warnings.contains { $0.message.hasPrefix("greenView gets its constraints only in masonryLayout") && $0.message.contains("at the frames the set-up gives it here") }, "\(layout.warnings.map(\.message))")
    }

    /// An app's iPhone X test written against the screen's pixel size (1125 × 2436) is false on
    /// an iPhone 15 (1179 × 2556 pixels), as on the device: the bar is 64 tall, not 88; a test
    /// of `nativeBounds` against the iPhone 15's own height is true.
    @Test func modelTestsOnTheScreensPixelsAreDecidedByTheDevice() throws {
        let text = """
        #import "DealViewController.h"
        #import "Masonry.h"

        #define IS_IPHONE_X ([UIScreen instancesRespondToSelector:@selector(currentMode)] ? CGSizeEqualToSize(CGSizeMake(1125, 2436), [[UIScreen mainScreen] currentMode].size) : NO)
        #define NAV_HEIGHT (IS_IPHONE_X ? 88 : 64)
        #define IS_TALL ([UIScreen mainScreen].nativeBounds.size.height == 2556)

        @implementation DealViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *bar = [UIView new];
            [self.view addSubview:bar];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.right.equalTo(self.view);
                make.height.mas_equalTo(NAV_HEIGHT);
            }];
            UIView *badge = [UIView new];
            [self.view addSubview:badge];
            [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(bar.mas_bottom);
                make.left.equalTo(self.view);
                make.size.mas_equalTo(IS_TALL ? CGSizeMake(40, 40) : CGSizeMake(20, 20));
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "DealViewController.m")
        #expect(frame(r, "bar") == Rect(x: 0, y: 0, width: 393, height: 64))
        #expect(frame(r, "badge") == Rect(x: 0, y: 64, width: 40, height: 40))
        #expect(!layout.warnings.contains { $0.message.contains("decided at run time") }, "\(layout.warnings.map(\.message))")
    }

    /// `class CommonCell: UIControl`: a control, not a table's cell, whatever its name says: drawn
    /// at the screen's size as a view, its icon centred vertically (852 / 2 − 16 = 410).
    @Test func aUIKitViewSubclassNamedLikeACellIsAView() throws {
        let text = """
        import UIKit
        import SnapKit

        class CommonCell: UIControl {
            let iconView = UIImageView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(iconView)
                iconView.snp.makeConstraints { make in
                    make.left.equalTo(20)
                    make.centerY.equalToSuperview()
                    make.size.equalTo(32)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "CommonCell.swift")
        #expect(layout.drawn.kind == .view)
        #expect(frame(r, "iconView") == Rect(x: 20, y: 410, width: 32, height: 32))
    }

    /// SnapKit's `updateConstraints` changes the constants it matches and installs nothing of its
    /// own: the Constraint it hands back is never active, so `deactivate()` and `update(offset:)`
    /// on it change nothing (SnapKit's Constraint.activateIfNeeded(updatingExisting:)). The button
    /// made 66 square, 20 from the bottom-right, then updated to 144: (229, 688, 144, 144).
    @Test func aSnapKitUpdatesOwnConstraintIsNeverActive() throws {
        let text = """
        import UIKit
        import SnapKit

        class ViewController: UIViewController {
            let button = UIButton()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(button)
                button.snp.makeConstraints { make in
                    make.width.height.equalTo(66)
                    make.bottom.right.equalToSuperview().offset(-20)
                }
                grow()
            }

            func grow() {
                var widthConstraint: Constraint? = nil
                button.snp.updateConstraints { make in
                    widthConstraint = make.width.equalTo(144).constraint
                    make.height.equalTo(144)
                }
                widthConstraint?.deactivate()
                widthConstraint?.update(offset: 100)
            }
        }
        """
        let (_, r) = try read(text, file: "ViewController.swift")
        #expect(frame(r, "button") == Rect(x: 229, y: 688, width: 144, height: 144))
    }

    /// Masonry's `mas_updateConstraints` points the MASConstraint it returns at the constraint it
    /// matched, so uninstalling it removes that one: the box keeps its left and top (20, 100)
    /// and its height 50, and its width falls to the label-free view's nothing: 0 wide.
    @Test func aMasonryUpdatesConstraintIsTheOneItMatched() throws {
        let text = """
        #import "BoxView.h"

        @implementation BoxView {
            UIView *_box;
        }

        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                _box = [UIView new];
                [self addSubview:_box];
                [_box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self).offset(20);
                    make.top.equalTo(self).offset(100);
                    make.width.mas_equalTo(80);
                    make.height.mas_equalTo(50);
                }];
                __block MASConstraint *width = nil;
                [_box mas_updateConstraints:^(MASConstraintMaker *make) {
                    width = make.width.mas_equalTo(120);
                }];
                [width uninstall];
            }
            return self;
        }
        @end
        """
        let (_, r) = try read(text, file: "BoxView.m")
        #expect(frame(r, "box") == Rect(x: 20, y: 100, width: 0, height: 50))
    }

    /// An app's extension of Swift's numbers runs with the number as `self`: `10.adjust()` is
    /// 10 × 393 / 375 = 10.48, `36.adjust()` 37.728, and `CGFloat`'s `half` of it 18.864.
    @Test func aNumbersExtensionRunsOnTheNumber() throws {
        let text = """
        import UIKit
        import SnapKit

        extension Int {
            func adjust() -> CGFloat {
                return CGFloat(self) * UIScreen.main.bounds.width / 375
            }
        }

        extension CGFloat {
            var half: CGFloat { self / 2 }
        }

        final class BadgeView: UIView {
            let badge = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                badge.snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(10.adjust())
                    make.top.equalToSuperview().offset(36.adjust().half)
                    make.width.height.equalTo(36.adjust())
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "BadgeView.swift")
        #expect(!layout.warnings.contains { $0.message.contains("design scale") })
        let f = try #require(frame(r, "badge"))
        #expect(abs(f.origin.x - 10.48) < 1e-9 && abs(f.origin.y - 18.864) < 1e-9 && abs(f.size.width - 37.728) < 1e-9 && abs(f.size.height - 37.728) < 1e-9)
    }

    /// A class method of the app's own `NSObject` class runs with the class as `self`, and the
    /// file-level static it sets is the one its other method reads: `[Metrics setup]` makes the
    /// ratio 2, so `[Metrics widthFor:10]` is 20. A Swift struct's static method sets its static
    /// property the same way (`Layout.configure()`: `gap = 12`, read as `Layout.gap`).
    @Test func anAppsOwnClassMethodsAndStaticsRun() throws {
        let objc = """
        #import "BoxView.h"

        static CGFloat gRatio = 1;

        @interface Metrics : NSObject
        @end

        @implementation Metrics
        + (CGFloat)widthFor:(CGFloat)n { return n * gRatio; }
        + (void)setup { gRatio = 2; }
        @end

        @implementation BoxView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                [Metrics setup];
                UIView *box = [UIView new];
                [self addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self).offset([Metrics widthFor:10]);
                    make.width.height.mas_equalTo(30);
                }];
            }
            return self;
        }
        @end
        """
        let (_, r) = try read(objc, file: "BoxView.m")
        #expect(frame(r, "box") == Rect(x: 20, y: 20, width: 30, height: 30))
        let swift = """
        import UIKit
        import SnapKit

        struct Layout {
            static var gap: CGFloat = 4
            static func configure() { gap = 12 }
        }

        final class RowView: UIView {
            let dot = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                Layout.configure()
                addSubview(dot)
                dot.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview().offset(Layout.gap)
                    make.size.equalTo(10)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, s) = try read(swift, file: "RowView.swift")
        #expect(frame(s, "dot") == Rect(x: 12, y: 12, width: 10, height: 10))
    }

    /// A computed property an app's extension of UIView adds, named alone in the drawn view's own
    /// code (`$0.bottom.equalTo(safeBottom).inset(24)` with `var safeBottom: ConstraintItem {
    /// safeAreaLayoutGuide.snp.bottom }`): the view's safe area, 852 − 34 = 818; the button 50
    /// tall, 24 above it: y 744, inset 24 from the sides (345 wide).
    @Test func aUIViewExtensionsPropertyNamedAloneIsTheViewsOwn() throws {
        let text = """
        import UIKit
        import SnapKit

        extension UIView {
            var safeBottom: ConstraintItem { safeAreaLayoutGuide.snp.bottom }
        }

        final class OnboardingView: UIView {
            let nextButton = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(nextButton)
                nextButton.snp.makeConstraints {
                    $0.horizontalEdges.equalToSuperview().inset(24)
                    $0.bottom.equalTo(safeBottom).inset(24)
                    $0.height.equalTo(50)
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, r) = try read(text, file: "OnboardingView.swift")
        #expect(frame(r, "nextButton") == Rect(x: 24, y: 744, width: 345, height: 50))
    }

    /// A layout method nothing in the file calls, taking the app's options class whose values are
    /// constants (`func layout(options: LayoutOptions)`, `var buttonRatio: Float { 2.0 / 3.0 }`):
    /// any instance the app passes reads the same, so the button is 393 / 3 = 131 wide and
    /// 393 × 2/3 × 1/3 = 87.33 tall.
    @Test func aParameterOfTheAppsOptionsClassReadsItsConstants() throws {
        let text = """
        import UIKit
        import SnapKit

        final class LayoutOptions {
            var buttonRatio: Float {
                return 2.0 / 3.0
            }
        }

        final class PadViewController: UIViewController {
            let sevenButton = UIButton()

            func layout(options: LayoutOptions) {
                view.addSubview(sevenButton)
                sevenButton.snp.makeConstraints { make in
                    make.top.left.equalTo(view)
                    make.width.equalTo(view.snp.width).multipliedBy(1.0 / 3.0)
                    make.height.equalTo(view.snp.width).multipliedBy(options.buttonRatio * 1.0 / 3.0)
                }
            }
        }
        """
        let (_, r) = try read(text, file: "PadViewController.swift")
        let f = try #require(frame(r, "sevenButton"))
        #expect(f.origin == Point(x: 0, y: 0) && f.size.width == 131 && abs(f.size.height - 393.0 * 2 / 9) < 1e-6, "\(f)")
    }

    /// A UIView category's method that places the view by its anchor point, calling Core
    /// Graphics' `CGPointMake` inside (a C function, not the view's method): the panel made at
    /// (0, 0, 393, 300) is moved to (0, 852), below the screen, as the popup's set-up leaves it
    /// before its show animation; its button keeps its place in it: (0, 852, 100, 46).
    @Test func aCategorysMethodCallsCoreGraphicsFunctions() throws {
        let text = """
        @implementation UIView (Frame)
        - (void)setPosition:(CGPoint)point atAnchorPoint:(CGPoint)anchorPoint {
            CGFloat x = point.x - anchorPoint.x * self.frame.size.width;
            CGFloat y = point.y - anchorPoint.y * self.frame.size.height;
            CGRect frame = self.frame;
            frame.origin = CGPointMake(x, y);
            self.frame = frame;
        }
        @end

        @implementation PickerPopup
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UIView *panel = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 393, 300)];
                [panel setPosition:CGPointMake(0, 852) atAnchorPoint:CGPointZero];
                [self addSubview:panel];
                UIButton *cancelButton = [UIButton new];
                [panel addSubview:cancelButton];
                [cancelButton mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(panel);
                    make.size.mas_equalTo(CGSizeMake(100, 46));
                }];
            }
            return self;
        }
        @end
        """
        let (_, r) = try read(text, file: "PickerPopup.m")
        #expect(frame(r, "panel") == Rect(x: 0, y: 852, width: 393, height: 300))
        #expect(frame(r, "cancelButton") == Rect(x: 0, y: 852, width: 100, height: 46))
    }

    /// Child view controllers' views added to a container (`[self.container
    /// addSubview:self.characterVC.view]`) are drawn where their constraints place them, named
    /// after the property keeping the controller, and said to be empty here: each 250 tall,
    /// stacked 10 apart under the safe area's top (59): y 59 and 319.
    @Test func childViewControllersViewsArePlacedAndNamed() throws {
        let text = """
        #import "ContainerViewController.h"
        #import "AssetViewController.h"

        @interface ContainerViewController ()
        @property (nonatomic, strong) AssetViewController *characterVC;
        @property (nonatomic, strong) AssetViewController *wordVC;
        @end

        @implementation ContainerViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            [self addChildViewController:self.characterVC];
            [self addChildViewController:self.wordVC];
            [self.view addSubview:self.characterVC.view];
            [self.view addSubview:self.wordVC.view];
            [self.characterVC.view mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.view);
                make.top.equalTo(self.mas_topLayoutGuideBottom);
                make.height.mas_equalTo(250);
            }];
            [self.wordVC.view mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.view);
                make.top.equalTo(self.characterVC.view.mas_bottom).offset(10);
                make.height.mas_equalTo(250);
            }];
        }

        - (AssetViewController *)characterVC {
            if (_characterVC == nil) {
                _characterVC = [[AssetViewController alloc] initWithType:1];
            }
            return _characterVC;
        }

        - (AssetViewController *)wordVC {
            if (_wordVC == nil) {
                _wordVC = [[AssetViewController alloc] initWithType:2];
            }
            return _wordVC;
        }

        @end
        """
        let (layout, r) = try read(text, file: "ContainerViewController.m")
        #expect(frame(r, "characterVC.view") == Rect(x: 0, y: 59, width: 393, height: 250))
        #expect(frame(r, "wordVC.view") == Rect(x: 0, y: 319, width: 393, height: 250))
        #expect(layout.warnings.contains { $0.message.contains("child view controllers' views drawn empty, laid out by their own files: characterVC.view (AssetViewController), wordVC.view (AssetViewController)") },
                "\(layout.warnings.map(\.message))")
    }

    /// A type's static computed properties run their getters (`static var navBarHeight: Int {
    /// return 44 }`), and the status bar's frame is the device's (`Swift.min` of its width and
    /// height: 54 on an iPhone 15): the status bar 54 tall, the navigation bar 44 under it.
    @Test func staticComputedPropertiesAndTheStatusBarsFrame() throws {
        let text = """
        import UIKit
        import SnapKit

        class Bars {
            static var statusBarHeight: CGFloat {
                let size = UIApplication.shared.statusBarFrame.size
                return Swift.min(size.width, size.height)
            }
            static var navBarHeight: Int {
                return 44
            }
        }

        class LoginViewController: UIViewController {
            let statusBar = UIView()
            let navigationBar = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(statusBar)
                view.addSubview(navigationBar)
                statusBar.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(Bars.statusBarHeight)
                }
                navigationBar.snp.makeConstraints { make in
                    make.top.equalTo(statusBar.snp.bottom)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(Bars.navBarHeight)
                }
            }
        }
        """
        let (_, r) = try read(text, file: "LoginViewController.swift")
        #expect(frame(r, "statusBar") == Rect(x: 0, y: 0, width: 393, height: 54))
        #expect(frame(r, "navigationBar") == Rect(x: 0, y: 54, width: 393, height: 44))
    }

    /// An own view that constrains itself to its `superview` once it has one (`if superview !=
    /// nil { self.snp.makeConstraints { … equalTo(superview!) … } }`, called from its initialiser
    /// and from `didMoveToSuperview`): UIKit calls `didMoveToSuperview` when the code adds it, so
    /// it is 20 from the screen's sides, 300 tall, centred: (20, 276, 353, 300); the field 20
    /// below its top, inset 16: (36, 296, 321, 48).
    @Test func anOwnViewConstrainsItselfToItsSuperviewOnceAdded() throws {
        let text = """
        import UIKit
        import SnapKit

        class CenteredView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                setupView()
            }
            required init?(coder: NSCoder) { fatalError() }
            private func setupView() {
                if (superview != nil) {
                    self.snp.makeConstraints { make in
                        make.leading.equalTo(superview!).offset(20)
                        make.trailing.equalTo(superview!).offset(-20)
                        make.centerY.equalTo(superview!)
                        make.height.equalTo(300)
                    }
                }
            }
            override func didMoveToSuperview() {
                super.didMoveToSuperview()
                setupView()
            }
        }

        class LoginViewController: UIViewController {
            lazy var centeredView: UIView = {
                let view = CenteredView()
                return view
            }()
            let field = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(centeredView)
                centeredView.addSubview(field)
                field.snp.makeConstraints { make in
                    make.top.equalTo(centeredView.snp.top).offset(20)
                    make.leading.trailing.equalTo(centeredView).inset(16)
                    make.height.equalTo(48)
                }
            }
        }
        """
        let layout = try ProgramReader.read(text, file: "LoginViewController.swift", options: { var o = SourceOptions(); o.className = "LoginViewController"; return o }())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        #expect(frame(r, "centeredView") == Rect(x: 20, y: 276, width: 353, height: 300))
        #expect(frame(r, "field") == Rect(x: 36, y: 296, width: 321, height: 48))
    }

    /// The device's orientation is the one drawn: upright on an iPhone 15, so
    /// `UIDevice.current.orientation.isLandscape` is false and the poster is a third of the
    /// screen wide (131) where on its side it would be a quarter; drawn on its side, a quarter
    /// of 852 (213).
    @Test func theDevicesOrientationIsTheOneDrawn() throws {
        let text = """
        import UIKit
        import SnapKit

        final class DetailView: UIView {
            let poster = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(poster)
                if UIDevice.current.orientation.isLandscape {
                    poster.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.width.height.equalTo(UIScreen.main.bounds.width / 4)
                    }
                } else {
                    poster.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.width.height.equalTo(UIScreen.main.bounds.width / 3)
                    }
                }
            }

            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "DetailView.swift")
        #expect(frame(r, "poster") == Rect(x: 0, y: 0, width: 131, height: 131))
        #expect(!layout.warnings.contains { $0.message.contains("decided at run time") }, "\(layout.warnings.map(\.message))")
        var sideways = SourceOptions()
        (sideways.width, sideways.height) = (852, 393)
        let turned = try ProgramReader.read(text, file: "DetailView.swift", options: sideways)
        let t = try turned.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        #expect(frame(t, "poster") == Rect(x: 0, y: 0, width: 213, height: 213))
    }

    /// A struct of metrics conforming to a grid protocol (`extension WaitView { struct
    /// Appearance: GridPT {} }`): its computed properties are the protocol extension's, `Self`
    /// in them is the struct, a protocol requirement gives way to the extension's definition,
    /// and an app's `CGSize(4)` is a square. gridUnitSize 4 × 4, m 6: mSpace 4 × 6 = 24; the box
    /// at plain (10) from the top left, 24 square; the square 8 × 3 = 24 × 24 wide at m (6).
    @Test func aProtocolExtensionsPropertiesOnANestedStruct() throws {
        let text = """
        import UIKit
        import SnapKit

        public protocol GridPT {
            static var gridUnitSize: CGSize { get }
        }

        public extension GridPT {
            static var gridUnitSize: CGSize { CGSize(4) }
            static var m: CGFloat { 6 }
            var mSpace: CGFloat { Self.gridUnitSize.height * CGFloat(Self.m) }
            var plain: CGFloat { 10 }
            var squareSize: CGSize { Self.gridUnitSize * 6 }
        }

        public extension CGSize {
            init(_ size: CGFloat) {
                self.init(width: size, height: size)
            }
        }

        extension WaitView {
            struct Appearance: GridPT {}
        }

        public class WaitView: UIView {
            fileprivate let appearance = Appearance()
            private lazy var box = UIView()
            private lazy var square = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                addSubview(square)
                box.snp.makeConstraints {
                    $0.top.left.equalToSuperview().offset(appearance.plain)
                    $0.size.equalTo(appearance.mSpace)
                }
                square.snp.makeConstraints {
                    $0.top.left.equalToSuperview().offset(Appearance.m)
                    $0.size.equalTo(appearance.squareSize)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, result) = try read(text, file: "WaitView.swift")
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(frame(result, "box") == Rect(x: 10, y: 10, width: 24, height: 24))
        #expect(frame(result, "square") == Rect(x: 6, y: 6, width: 24, height: 24))
    }

    /// A view controller's `view` given in `loadView` (`self.view = [[UIView alloc] init];`, and
    /// Swift's `view = mainView`) is its root: UIKit sizes it to the screen, so a 50-square
    /// avatar centred 100 down is at (171.5, 100), and the main view's own subview, pinned 20
    /// inside it, is 353 wide.
    @Test func theViewGivenInLoadViewIsTheRoot() throws {
        let objc = """
        @implementation LoginController
        - (void)loadView {
            self.view = [[UIView alloc] init];
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIImageView *avatar = [[UIImageView alloc] init];
            [self.view addSubview:avatar];
            [avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(100);
                make.centerX.equalTo(self.view);
                make.width.height.mas_equalTo(50);
            }];
        }
        @end
        """
        let (_, objcResult) = try read(objc, file: "LoginController.m")
        #expect(frame(objcResult, "avatar") == Rect(x: 171.5, y: 100, width: 50, height: 50))
        let swift = """
        import UIKit
        import SnapKit

        final class MainView: UIView {
            let card = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(card)
                card.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview().inset(20)
                    make.height.equalTo(80)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class MainViewController: UIViewController {
            private let mainView = MainView()
            override func loadView() {
                view = mainView
            }
        }
        """
        let (_, swiftResult) = try read(swift, file: "MainViewController.swift")
        #expect(frame(swiftResult, "card") == Rect(x: 20, y: 20, width: 353, height: 80))
    }

    /// Three shapes of real files: an Objective-C method with a semicolon before its body (as C
    /// allows: `…URLstr; {`), which was read as a declaration with no body; a file of extensions
    /// (`Extension+Reader.swift`: a helper class first, then `extension Reader { … }` with the
    /// constraints) draws the class its extension lays out; and a chaining builder
    /// (`UIButton(type: .system).chain.title("Send", for: .normal).backgroundColor(.orange).build`)
    /// is the button. Frames: the bar 16 in, 100 down, 361 × 44; the send button 60 × 30 at the
    /// bottom right, 10 in: (323, 812).
    @Test func aSemicolonBeforeABodyAnExtensionsFileAndAChainingBuilder() throws {
        let objc = """
        @implementation DownloadView
        - (instancetype)initWithTitle:(NSString *)title; {
            self = [super init];
            if (self) {
                UIView *bar = [UIView new];
                [self addSubview:bar];
                [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self).offset(16);
                    make.right.equalTo(self).offset(-16);
                    make.top.equalTo(self).offset(100);
                    make.height.mas_equalTo(44);
                }];
            }
            return self;
        }
        @end
        """
        let (_, objcResult) = try read(objc, file: "DownloadView.m")
        #expect(frame(objcResult, "bar") == Rect(x: 16, y: 100, width: 361, height: 44))
        let swift = """
        import UIKit
        import SnapKit

        class CustomAnimation {
            var duration = 0.3
        }

        final class Reader: UIViewController {
            var sendButton = UIButton(type: .system).chain.title("Send", for: .normal).backgroundColor(.orange).build
        }

        extension Reader {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(sendButton)
                sendButton.snp.makeConstraints { make in
                    make.right.bottom.equalToSuperview().offset(-10)
                    make.width.equalTo(60)
                    make.height.equalTo(30)
                }
            }
        }
        """
        let (layout, swiftResult) = try read(swift, file: "Extension+Reader.swift")
        #expect(layout.drawn.name == "Reader")
        #expect(frame(swiftResult, "sendButton") == Rect(x: 323, y: 812, width: 60, height: 30))
    }

    /// `self = [self init];` in an initialiser of a view class that writes `initWithFrame:` but no
    /// `init`: UIKit's `init` runs the class's `initWithFrame:` with a zero frame and gives the
    /// object back, so the field it makes and the size it gives itself (270 × 30) are the view's:
    /// centred 330 down, [61.5, 330, 270, 30], its field at [70, 0, 200, 30]. Before, `[self init]`
    /// was a value only the running app has: `self` became unknown, nothing of `initWithFrame:`
    /// ran and the view was 0 × 0.
    @Test func selfInitRunsTheClassesOwnInitWithFrame() throws {
        let objc = """
        @interface InputView : UIView
        @property (nonatomic, strong) UITextField *textField;
        @end
        @implementation InputView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                self.textField = [[UITextField alloc] initWithFrame:CGRectMake(70, 0, 200, 30)];
                [self addSubview:self.textField];
                [self mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.size.mas_equalTo(CGSizeMake(270, 30));
                }];
            }
            return self;
        }
        - (instancetype)initWithLabelText:(NSString *)text {
            self = [self init];
            if (self) {
                self.textField.placeholder = text;
            }
            return self;
        }
        @end

        @interface LoginViewController : UIViewController
        @property (nonatomic, strong) InputView *userInputView;
        @end
        @implementation LoginViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.userInputView = [[InputView alloc] initWithLabelText:@"User"];
            [self.view addSubview:self.userInputView];
            [self.userInputView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.centerX.equalTo(self.view);
                make.top.equalTo(self.view).offset(330);
            }];
        }
        @end
        """
        var options = SourceOptions()
        options.className = "LoginViewController"
        let layout = try ProgramReader.read(objc, file: "LoginViewController.m", options: options)
        #expect(!layout.warnings.contains { $0.message.contains("decided at run time") }, "\(layout.warnings.map(\.message))")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        #expect(r.view(id: "userInputView")?.frame == Rect(x: 61.5, y: 330, width: 270, height: 30))
        #expect(r.view(id: "userInputView.textField")?.frame == Rect(x: 70, y: 0, width: 200, height: 30), "\(r.views.map(\.id))")
    }

    /// MBProgressHUD's `initWithView:` is `[self initWithFrame:view.bounds]` in its source: a HUD
    /// made for the screen's view and added to it covers it, [0, 0, 393, 852], with no
    /// constraint. Before, it was a view of no frame (0 × 0).
    @Test func aProgressHUDMadeForAViewCoversIt() throws {
        let objc = """
        @interface LoginViewController : UIViewController
        @property (nonatomic, strong) MBProgressHUD *loginHUD;
        @end
        @implementation LoginViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *card = [UIView new];
            [self.view addSubview:card];
            [card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(100, 20, 100, 20));
            }];
            _loginHUD = [[MBProgressHUD alloc] initWithView:self.view];
            [self.view addSubview:_loginHUD];
        }
        @end
        """
        let (_, result) = try read(objc, file: "LoginViewController.m")
        #expect(frame(result, "loginHUD") == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(frame(result, "card") == Rect(x: 20, y: 100, width: 353, height: 652))
    }

    /// An anchor constraint whose multiplier only the running app knows (`1 /
    /// CGFloat(segment.numberOfSegments)` of a nib's control) is left out, said with the value
    /// to give; given (`--set segment.numberOfSegments=2`), the underline is half the segment's
    /// width. Before, the multiplier was taken as 1 without a word: the underline was 393 wide.
    @Test func anAnchorsUnknownMultiplierIsSaidNotTakenAsOne() throws {
        let swift = """
        import UIKit

        class SegmentViewController: UIViewController {
            @IBOutlet weak var segment: UISegmentedControl!
            let underline = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                segment.translatesAutoresizingMaskIntoConstraints = false
                segment.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                segment.leftAnchor.constraint(equalTo: view.leftAnchor).isActive = true
                segment.rightAnchor.constraint(equalTo: view.rightAnchor).isActive = true
                segment.heightAnchor.constraint(equalToConstant: 40).isActive = true
                underline.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(underline)
                underline.topAnchor.constraint(equalTo: segment.bottomAnchor).isActive = true
                underline.heightAnchor.constraint(equalToConstant: 2).isActive = true
                underline.leftAnchor.constraint(equalTo: segment.leftAnchor).isActive = true
                underline.widthAnchor.constraint(equalTo: segment.widthAnchor, multiplier: 1 / CGFloat(segment.numberOfSegments)).isActive = true
            }
        }
        """
        let (layout, s) = try read(swift, file: "SegmentViewController.swift")
        #expect(frame(s, "underline")?.width == 0, "\(String(describing: frame(s, "underline")))")
        #expect(layout.warnings.contains { $0.message.contains("expected a multiplier, not 'segment.numberOfSegments'") }, "\(layout.warnings.map(\.message))")
        var given = SourceOptions()
        given.values["segment.numberOfSegments"] = 2
        let (_, g) = try read(swift, file: "SegmentViewController.swift", options: given)
        #expect(frame(g, "underline") == Rect(x: 0, y: 140, width: 196.5, height: 2))
    }

    /// UIKit's `center` moves a view placed by frame: the button 393 / 10 × 0.9 = 35.37 square
    /// centred at (393 × 0.75, 183) is at x 294.75 − 17.685 = 277.065, y 183 − 17.685 = 165.315;
    /// Objective-C's `badge.center = CGPointMake(50, 60)` of a 20-square badge puts it at
    /// [40, 50]. And an outlet the code places by frame (`calendarView.frame.size = …`, then
    /// `.frame.origin`) is drawn in the root at that frame, as the nib adds it to the screen:
    /// [0, 222.6, 393, 393]. Before, `center` was a line "not read" (the button stayed at
    /// [0, 0]) and the outlet was not drawn at all.
    @Test func aCentreSetInCodeAndAnOutletPlacedByFrame() throws {
        let swift = """
        import UIKit
        import SnapKit

        class ListViewController: UIViewController {
            @IBOutlet weak var calendarView: UICollectionView!
            private var forwardButton = UIButton()
            private let header = UIView()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                header.snp.makeConstraints { $0.top.left.right.equalToSuperview(); $0.height.equalTo(100) }
                calendarView.frame.size = CGSize(width: view.frame.width, height: view.frame.width)
                calendarView.frame.origin = CGPoint(x: .zero, y: view.frame.height / 6 + view.frame.width / 5 + 2)
                forwardButton.frame.size = CGSize(width: view.frame.width / 10 * 0.9, height: view.frame.width / 10 * 0.9)
                forwardButton.center = CGPoint(x: view.frame.width * 0.75, y: 183)
                view.addSubview(forwardButton)
            }
        }
        """
        let (layout, s) = try read(swift, file: "ListViewController.swift")
        let button = try #require(frame(s, "forwardButton"))
        #expect(abs(button.minX - 277.065) < 0.001 && abs(button.minY - 165.315) < 0.001 && abs(button.width - 35.37) < 0.001, "\(button)")
        let calendar = try #require(frame(s, "calendarView"))
        #expect(calendar.minX == 0 && abs(calendar.minY - 222.6) < 0.001 && calendar.width == 393 && calendar.height == 393, "\(calendar)")
        #expect(!layout.warnings.contains { $0.message.contains("not read") }, "\(layout.warnings.map(\.message))")
        let objc = """
        #import <Masonry/Masonry.h>
        @interface BadgeView : UIView
        @property (nonatomic, strong) UIView *badge;
        @property (nonatomic, strong) UIView *line;
        @end
        @implementation BadgeView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                _badge = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 20, 20)];
                _badge.center = CGPointMake(50, 60);
                [self addSubview:_badge];
                _line = [UIView new];
                [self addSubview:_line];
                [_line mas_makeConstraints:^(MASConstraintMaker *make) { make.left.right.bottom.equalTo(self); make.height.mas_equalTo(1); }];
            }
            return self;
        }
        @end
        """
        let (_, o) = try read(objc, file: "BadgeView.m")
        #expect(frame(o, "badge") == Rect(x: 40, y: 50, width: 20, height: 20))
    }

    /// A view the code makes and fills but adds nowhere (`pageView`, a lazy getter a library's
    /// delegate callback asks for, holding `categoryView` and `scrollView`) is not drawn, and
    /// said, with what it holds. Before, it and its views were left out without a word.
    @Test func aContainerAddedNowhereIsSaid() throws {
        let objc = """
        #import <Masonry/Masonry.h>
        @interface PagesViewController : UIViewController
        @property (nonatomic, strong) UIView *header;
        @property (nonatomic, strong) UIView *pageView;
        @property (nonatomic, strong) UIView *categoryView;
        @property (nonatomic, strong) UIScrollView *scrollView;
        @end
        @implementation PagesViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            self.header = [UIView new];
            [self.view addSubview:self.header];
            [self.header mas_makeConstraints:^(MASConstraintMaker *make) { make.top.left.right.equalTo(self.view); make.height.mas_equalTo(88); }];
        }
        - (UIView *)pageViewInPageScrollView:(id)pageScrollView {
            return self.pageView;
        }
        - (UIView *)pageView {
            if (!_pageView) {
                _pageView = [UIView new];
                [_pageView addSubview:self.categoryView];
                [_pageView addSubview:self.scrollView];
            }
            return _pageView;
        }
        - (UIView *)categoryView {
            if (!_categoryView) {
                _categoryView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 393, 40)];
            }
            return _categoryView;
        }
        - (UIScrollView *)scrollView {
            if (!_scrollView) {
                _scrollView = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 40, 393, 724)];
            }
            return _scrollView;
        }
        @end
        """
        let (layout, s) = try read(objc, file: "PagesViewController.m")
        #expect(frame(s, "header") == Rect(x: 0, y: 0, width: 393, height: 88))
        #expect(frame(s, "pageView") == nil)
        #expect(layout.warnings.contains { $0.message.contains("made with views in it but added to no view in this file, so not drawn (the app adds it elsewhere): pageView (with categoryView, scrollView)") },
                "\(layout.warnings.map(\.message))")
    }

    /// A controller whose life cycle lays nothing out, made by a protocol extension's factory
    /// that sets it up (`static func create(with:) -> Self { let `self` = Self();
    /// self.loadViewIfNeeded(); self.setupUI(); return self }`), is set up as that factory does:
    /// `Self()` is the conforming class made (it was read as a class named "Self"), so the
    /// stack below the logo is drawn, 50 + 100 + 50 + (3 × 40 + 2 × 10) down.
    @Test func aControllerMadeAndSetUpByAProtocolExtensionsFactory() throws {
        let text = """
        import UIKit
        import SnapKit
        protocol BaseViewProtocol: AnyObject {
            func setupUI()
        }
        extension BaseViewProtocol where Self: UIViewController {
            static func create(with model: String) -> Self {
                let `self` = Self()
                self.loadViewIfNeeded()
                self.setupUI()
                return self
            }
        }
        class LoginViewController: UIViewController, BaseViewProtocol {
            private let logo = UIView()
            private let email = UITextField()
            private let password = UITextField()
            private let login = UIButton()
            override func viewDidLoad() {
                super.viewDidLoad()
            }
            func setupUI() {
                view.addSubview(logo)
                logo.snp.makeConstraints {
                    $0.centerX.equalToSuperview()
                    $0.top.equalToSuperview().offset(50)
                    $0.size.equalTo(100)
                }
                let stack = UIStackView(arrangedSubviews: [email, password, login])
                stack.axis = .vertical
                stack.spacing = 10
                view.addSubview(stack)
                [email, password, login].forEach { $0.snp.makeConstraints { $0.height.equalTo(40) } }
                stack.snp.makeConstraints {
                    $0.top.equalTo(logo.snp.bottom).offset(50)
                    $0.leading.trailing.equalToSuperview().inset(50)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "LoginViewController.swift")
        #expect(!layout.warnings.contains { $0.message.contains("makes no constraints") || $0.message.contains("returns it") }, "\(layout.warnings.map(\.message))")
        #expect(frame(r, "stack") == Rect(x: 50, y: 200, width: 293, height: 140))
        #expect(frame(r, "login") == Rect(x: 50, y: 300, width: 293, height: 40))
    }

    /// A table cell made in code that adds its views to the cell itself (`addSubview(label)` in
    /// its initialiser, never naming `contentView`) is a row of UIKit's standard 44: self-sizing
    /// measures the content view, which holds nothing ("…using standard height instead"). The
    /// same cell adding to its contentView is fitted to its views, 13 + 30 + 13; one from a nib
    /// (an outlet) is fitted too, its content view holding the nib's views.
    @Test func aTableCellWhoseViewsAreOnTheCellItselfIsTheStandardRow() throws {
        func cell(_ adds: String, outlet: String = "") -> String {
            """
            import UIKit
            import SnapKit
            class TodayCell: UITableViewCell {
                let todayLabel = UIView()
                \(outlet)
                override func awakeFromNib() {
                    super.awakeFromNib()
                }
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    \(adds)
                    todayLabel.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview().inset(13)
                        make.leading.trailing.equalToSuperview().inset(20)
                        make.height.equalTo(30)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        }
        let (onCell, r1) = try read(cell("addSubview(todayLabel)"), file: "TodayCell.swift")
        #expect(onCell.warnings.contains { $0.message.contains("a table row's standard height") }, "\(onCell.warnings.map(\.message))")
        #expect(r1.root.frame.height == 44)
        // Its constraints then conflict with the row's 44 (13 + 30 + 13 = 56).
        #expect(r1.view(id: "todayLabel")?.frame.width == 353)
        let (inContent, r2) = try read(cell("contentView.addSubview(todayLabel)"), file: "TodayCell.swift")
        #expect(!inContent.warnings.contains { $0.message.contains("standard height") })
        #expect(r2.root.frame.height == 56)
        let (fromNib, r3) = try read(cell("addSubview(todayLabel)", outlet: "@IBOutlet weak var titleLabel: UILabel!"), file: "TodayCell.swift")
        #expect(!fromNib.warnings.contains { $0.message.contains("standard height") })
        #expect(r3.root.frame.height == 56)
    }

    /// A property a loop sets in one pass only keeps that pass's view, and names it without the
    /// pass (`_underLineView = underLineView;` inside `if (i == 0)`: `underLineView`, not
    /// `underLineView_0`), its pass's local kept as another name (`titleBtn_0`); the loop's
    /// other views keep their passes, and the loop is said to run its two passes (not one for
    /// each name).
    @Test func aPropertyALoopSetsOnceNamesItsViewWithoutThePass() throws {
        let text = """
        @interface TabsViewController : UIViewController
        @property (nonatomic, strong) UIView *underLineView;
        @property (nonatomic, strong) UIButton *selectedBtn;
        @end
        @implementation TabsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            for (int i = 0; i < 2; i++) {
                UIButton *titleBtn = [UIButton new];
                [self.view addSubview:titleBtn];
                titleBtn.frame = CGRectMake(200 * i, 5, 180, 35);
                if (i == 0) {
                    _selectedBtn = titleBtn;
                    UIView *underLineView = [UIView new];
                    [self.view addSubview:underLineView];
                    _underLineView = underLineView;
                    underLineView.frame = CGRectMake(0, 40, 180, 3);
                }
            }
            UIView *panel = [UIView new];
            [self.view addSubview:panel];
            [panel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.underLineView.mas_bottom);
                make.left.right.bottom.equalTo(self.view);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "TabsViewController.m")
        #expect(Set(r.views.map(\.id)).isSuperset(of: ["underLineView", "selectedBtn", "titleBtn_1", "panel"]), "\(r.views.map(\.id))")
        #expect(frame(r, "underLineView") == Rect(x: 0, y: 40, width: 180, height: 3))
        // The button a property keeps is also its pass's local, as the loop's others are named.
        #expect(r.view(id: "selectedBtn")?.otherNames.contains("titleBtn_0") == true, "\(r.view(id: "selectedBtn")?.otherNames ?? [])")
        #expect(frame(r, "panel") == Rect(x: 0, y: 43, width: 393, height: 809))
        #expect(layout.warnings.contains { $0.message.contains("runs 2 passes, read one by one: selectedBtn … titleBtn_1") }, "\(layout.warnings.map(\.message))")
    }

    /// A view the code made, read before any layout pass placed it, has a zero frame, as on a
    /// device: `make.centerX.mas_offset(self.panel.centerX)` in the set-up is an offset of 0
    /// (the panel's frame category getter reads CGRectZero), said once; it was a value "this
    /// reader does not read" and the chain was left out. A view whose frame the running app gives
    /// (`initWithFrame:` an unknown rect) is not taken for zero. And Objective-C's bare ivar
    /// (`@synthesize badge;`, `badge = [[UIView alloc] init];` in its lazy getter) is assigned
    /// without sending the class's own `setBadge:`, which would have remade the badge 10 wide.
    @Test func aFrameReadBeforeLayoutIsZeroAndAnIvarAssignmentSendsNoSetter() throws {
        let text = """
        @interface UIView (Frame)
        @property (nonatomic, assign) CGFloat centerX;
        @end
        @implementation UIView (Frame)
        - (CGFloat)centerX { return self.center.x; }
        @end
        @interface CenterCell : UITableViewCell
        @property (nonatomic, strong) UIView *panel;
        @property (nonatomic, strong) UIView *icon;
        @property (nonatomic, strong) UIView *badge;
        @property (nonatomic, strong) UIView *given;
        @end
        @implementation CenterCell
        @synthesize badge;
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
            self.panel = [[UIView alloc] init];
            [self.contentView addSubview:self.panel];
            [self.panel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.contentView);
                make.height.mas_equalTo(100);
            }];
            self.icon = [[UIView alloc] init];
            [self.panel addSubview:self.icon];
            [self.icon mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.mas_equalTo(10);
                make.centerX.mas_offset(self.panel.centerX);
                make.size.mas_equalTo(CGSizeMake(40, 40));
            }];
            [self.panel addSubview:self.badge];
            [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.panel);
                make.width.height.mas_equalTo(20);
            }];
            self.given = [[UIView alloc] initWithFrame:self.ownerFrame];
            [self.panel addSubview:self.given];
            [self.given mas_makeConstraints:^(MASConstraintMaker *make) {
                make.right.bottom.equalTo(self.panel);
                make.width.height.mas_equalTo(self.given.frame.size.width);
            }];
            return self;
        }
        - (UIView *)badge {
            if (!badge) {
                badge = [[UIView alloc] init];
            }
            return badge;
        }
        - (void)setBadge:(UIView *)view {
            [view mas_remakeConstraints:^(MASConstraintMaker *make) {
                make.width.mas_equalTo(10);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "CenterCell.m")
        #expect(layout.warnings.contains { $0.message.contains("panel's frame is read before Auto Layout has placed it: CGRectZero then") }, "\(layout.warnings.map(\.message))")
        #expect(!layout.warnings.contains { $0.message.contains("given's frame is read before") })
        #expect(frame(r, "icon") == Rect(x: 176.5, y: 10, width: 40, height: 40))
        #expect(frame(r, "badge") == Rect(x: 0, y: 0, width: 20, height: 20))
    }

    /// Without MAS_SHORTHAND, `bgView.right` is what the app's UIView category declares
    /// (UIView+Frame's `- (CGFloat)right`), a number, not Masonry's attribute: before any layout
    /// bgView's frame is zero, so `make.right.mas_equalTo(bgView.right).mas_offset(-10)` is 10
    /// in from the superview's right (383 in a 393-wide view); with MAS_SHORTHAND defined the
    /// same line is Masonry's attribute, bgView's right edge (15 + 363) less 10, as before.
    @Test func aFrameCategorysGetterWinsOverMasonrysShorthandWithoutIt() throws {
        func text(_ define: String) -> String {
            """
            \(define)
            @interface UIView (Frame)
            - (CGFloat)right;
            @end
            @implementation UIView (Frame)
            - (CGFloat)right { return self.frame.origin.x + self.frame.size.width; }
            @end
            @implementation NoteView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *bgView = [UIView new];
                [self addSubview:bgView];
                [bgView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.mas_equalTo(15);
                    make.width.mas_equalTo(363);
                    make.height.mas_equalTo(250);
                }];
                UIView *textView = [UIView new];
                [self addSubview:textView];
                [textView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.mas_equalTo(bgView).mas_offset(10);
                    make.right.mas_equalTo(bgView.right).mas_offset(-10);
                    make.height.mas_equalTo(40);
                }];
                return self;
            }
            @end
            """
        }
        let (_, r) = try read(text(""), file: "NoteView.m")
        #expect(r.view(id: "textView")?.frame == Rect(x: 25, y: 25, width: 358, height: 40))
        let (_, shorthand) = try read(text("#define MAS_SHORTHAND"), file: "NoteView.m")
        #expect(shorthand.view(id: "textView")?.frame == Rect(x: 25, y: 25, width: 343, height: 40))
    }

    /// An Objective-C view's number property that nothing in the file gives a value, read while
    /// its initialiser runs, is alloc's zero (`make.top.equalTo(@(self.statusBarHeight))` in a
    /// navigation view's set-up, AY-objc-15's idiom): the content view starts at the top, not
    /// left out as a value only the app knows. Read after the initialiser (in `layoutSubviews`,
    /// once the owner could have set it) it is still the app's, said.
    @Test func anUnsetNumberPropertyIsZeroWhileTheInitialiserRuns() throws {
        func view(_ method: String) -> String {
            """
            @interface NavView : UIView
            @property (nonatomic, assign) CGFloat statusBarHeight;
            @property (nonatomic, strong) UIView *navContentView;
            @end
            @implementation NavView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _navContentView = [UIView new];
                    [self addSubview:_navContentView];
                    \(method == "init" ? "[self setupConstraints];" : "")
                }
                return self;
            }
            - (void)\(method == "init" ? "setupConstraints" : "layoutSubviews") {
                [self.navContentView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(@0);
                    make.top.equalTo(@(self.statusBarHeight));
                }];
            }
            @end
            """
        }
        var bar = SourceOptions()
        (bar.height, bar.explicitHeight, bar.sizeAsked) = (44, true, true)
        let (layout, r) = try read(view("init"), file: "NavView.m", options: bar)
        #expect(frame(r, "navContentView") == Rect(x: 0, y: 0, width: 393, height: 44))
        #expect(!layout.warnings.contains { $0.message.contains("statusBarHeight") }, "\(layout.warnings.map(\.message))")
        let (later, _) = try read(view("layoutSubviews"), file: "NavView.m", options: bar)
        #expect(later.warnings.contains { $0.message.contains("self.statusBarHeight") }, "\(later.warnings.map(\.message))")
    }

    /// A cell that moves its content view off its bounds: `contentView.frame =
    /// contentView.frame.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))` in
    /// `layoutSubviews` (a gap under each row, AY-swift-10's idiom) leaves the 80-point row's
    /// content view 70 tall, so a button 5 above its bottom is at 70 − 5 − 30 = 35; and
    /// `make.edges.equalTo(self).insets(UIEdgeInsetsMake(5, 5, 0, 5))` on the content view
    /// (AX-objc-14's) puts it at (5, 5, 383, 55) in a 60-point row, an avatar 5 inside its top
    /// and bottom 45 square. Both were drawn with the content view filling the cell.
    @Test func aCellsContentViewMovedOffTheCellIsDrawnInsideIt() throws {
        var row = SourceOptions()
        (row.height, row.explicitHeight, row.sizeAsked) = (80, true, true)
        let swift = """
        import SnapKit
        class ToDoCell: UITableViewCell {
            let doneButton = UIButton()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                contentView.addSubview(doneButton)
                doneButton.snp.makeConstraints { make in
                    make.left.equalToSuperview().offset(5)
                    make.bottom.equalToSuperview().offset(-5)
                    make.width.height.equalTo(30)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
            override func layoutSubviews() {
                super.layoutSubviews()
                contentView.frame = contentView.frame.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))
            }
        }
        """
        let (layout, r) = try read(swift, file: "ToDoCell.swift", options: row)
        #expect(r.view(id: "contentView")?.frame == Rect(x: 0, y: 0, width: 393, height: 70))
        #expect(r.view(id: "doneButton")?.frame == Rect(x: 5, y: 35, width: 30, height: 30))
        #expect(layout.warnings.contains { $0.message.contains("the cell's content view is given (0, 0, 393, 70) of the cell's 393 × 80") }, "\(layout.warnings.map(\.message))")

        (row.height, row.explicitHeight, row.sizeAsked) = (60, true, true)
        let objc = """
        @interface FriendCell : UITableViewCell
        @property (nonatomic, strong) UIImageView *avatarIV;
        @end
        @implementation FriendCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                __weak typeof(self) weakself = self;
                [self.contentView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(weakself).insets(UIEdgeInsetsMake(5, 5, 0, 5));
                }];
                self.avatarIV = [[UIImageView alloc] init];
                [self.contentView addSubview:self.avatarIV];
                [self.avatarIV mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(weakself.contentView.mas_top).offset(5);
                    make.bottom.equalTo(weakself.contentView.mas_bottom).offset(-5);
                    make.left.equalTo(weakself.contentView).offset(5);
                    make.width.equalTo(weakself.avatarIV.mas_height);
                }];
            }
            return self;
        }
        @end
        """
        let (_, c) = try read(objc, file: "FriendCell.m", options: row)
        #expect(c.view(id: "contentView")?.frame == Rect(x: 5, y: 5, width: 383, height: 55))
        #expect(c.view(id: "avatarIV")?.frame == Rect(x: 5, y: 5, width: 45, height: 45))
        #expect(c.conflicts.isEmpty)
        // Tied to the cell with no inset, the content view fills it: no view of its own.
        let (_, plain) = try read(objc.replacingOccurrences(of: ".insets(UIEdgeInsetsMake(5, 5, 0, 5))", with: ""), file: "FriendCell.m", options: row)
        #expect(plain.view(id: "contentView") == nil)
        #expect(plain.view(id: "avatarIV")?.frame == Rect(x: 5, y: 5, width: 50, height: 50))
    }

    /// Core Graphics' and UIKit's rectangle arithmetic: `CGRectInset` and `insetBy(dx:dy:)` take
    /// dx and dy off both sides, `UIEdgeInsetsInsetRect` and `inset(by:)` each edge's inset,
    /// `CGRectOffset` and `offsetBy(dx:dy:)` move the rectangle. They were values this reader
    /// did not read, and the frames they gave were left out.
    @Test func rectangleArithmeticGivesFrames() throws {
        let text = """
        @implementation PanelView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                CGRect box = CGRectMake(0, 0, 100, 50);
                UIView *a = [[UIView alloc] initWithFrame:CGRectInset(box, 10, 5)];
                UIView *b = [[UIView alloc] initWithFrame:UIEdgeInsetsInsetRect(box, UIEdgeInsetsMake(1, 2, 3, 4))];
                UIView *c = [[UIView alloc] initWithFrame:CGRectOffset(box, 20, 30)];
                [self addSubview:a];
                [self addSubview:b];
                [self addSubview:c];
                UIView *d = [UIView new];
                [self addSubview:d];
                [d mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                }];
            }
            return self;
        }
        @end
        """
        let (_, r) = try read(text, file: "PanelView.m")
        #expect(r.view(id: "a")?.frame == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(r.view(id: "b")?.frame == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(r.view(id: "c")?.frame == Rect(x: 20, y: 30, width: 100, height: 50))
        let swift = """
        import SnapKit
        class PanelView: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let box = CGRect(x: 0, y: 0, width: 100, height: 50)
                let a = UIView(frame: box.insetBy(dx: 10, dy: 5))
                let b = UIView(frame: box.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
                let c = UIView(frame: box.offsetBy(dx: 20, dy: 30))
                addSubview(a)
                addSubview(b)
                addSubview(c)
                let d = UIView()
                addSubview(d)
                d.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.size.equalTo(10)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, s) = try read(swift, file: "PanelView.swift")
        #expect(s.view(id: "a")?.frame == Rect(x: 10, y: 5, width: 80, height: 40))
        #expect(s.view(id: "b")?.frame == Rect(x: 2, y: 1, width: 94, height: 46))
        #expect(s.view(id: "c")?.frame == Rect(x: 20, y: 30, width: 100, height: 50))
    }
}
