import Foundation
import Testing

/// What the app around a file decides about how it is drawn, in shapes real apps have: a plain
/// view a table's owner returns as a section header, ratios the app's delegate sets at launch and
/// a macro asks it for, a row the owner's `else` gives, a cell whose own frame setter insets the
/// row, views a grand-superclass's lazy getters make, and constraints on a button's own image
/// view. Every frame derived by hand beside it.
@Suite struct TheAppAroundAViewTests: WritesProjects {
    let fm = FileManager.default

    /// `RoomHeaderView` is made in `viewForHeaderInSection` (a delegate method nothing at set-up
    /// runs) and `heightForHeaderInSection` says 58: it is the table's width, 393, by 58. Its
    /// 10-tall line on top and its card 20 in from the sides below it: bgView [20, 10, 353, 48].
    /// Before, no owner sized it and it was fitted to its content (the card 0 tall).
    @Test func aPlainViewATableReturnsAsItsSectionHeaderIsTheHeadersSize() throws {
        let dir = try project("Rooms")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            @interface RoomHeaderView : UIView
            @property (nonatomic, strong) UIView *bgView;
            @end
            """, "Rooms/RoomHeaderView.h", in: dir)
        try write("""
            #import "RoomHeaderView.h"
            #import <Masonry/Masonry.h>

            @implementation RoomHeaderView

            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *line = [UIView new];
                    [self addSubview:line];
                    [line mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.top.equalTo(self);
                        make.height.mas_equalTo(10);
                    }];
                    self.bgView = [UIView new];
                    [self addSubview:self.bgView];
                    [self.bgView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(20);
                        make.right.equalTo(self).offset(-20);
                        make.top.equalTo(line.mas_bottom);
                        make.bottom.equalTo(self);
                    }];
                }
                return self;
            }
            @end
            """, "Rooms/RoomHeaderView.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface RoomListViewController : UIViewController
            @end
            """, "Rooms/RoomListViewController.h", in: dir)
        try write("""
            #import "RoomListViewController.h"
            #import "RoomHeaderView.h"
            #import <Masonry/Masonry.h>

            @interface RoomListViewController () <UITableViewDelegate, UITableViewDataSource>
            @property (nonatomic, strong) UITableView *tableView;
            @end

            @implementation RoomListViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStyleGrouped];
                self.tableView.delegate = self;
                self.tableView.dataSource = self;
                [self.view addSubview:self.tableView];
            }

            - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
                RoomHeaderView *header = [[RoomHeaderView alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, 58)];
                return header;
            }

            - (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section {
                return 58;
            }
            @end
            """, "Rooms/RoomListViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Rooms/RoomHeaderView.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 58, the section header's height Rooms/RoomListViewController.m gives it (tableView:heightForHeaderInSection:)"), "\(r.stderr)")
        #expect(f["bgView"] == [20, 10, 353, 48])
    }

    /// `autoScaleW(75)` asks the app's delegate, through a macro, for 75 × its `scaleW`, which
    /// `setUpScale` (called at launch) sets to the screen's width / 375: 393 / 375 × 75 = 78.6.
    /// The home screen gives the cell 110 in the last `else` of its row heights, the branch of
    /// `cellForRowAtIndexPath` that makes it (any row but 0 that is not row 1 of section 1).
    /// card: 10 in from the 393 × 110 row [10, 10, 373, 90]; cover 10 from its top and right:
    /// x 10 + 373 − 10 − 78.6 = 294.4. Before, the delegate's `.m` was not read (the cover's
    /// chain was left out) and no row height was found (the else of `row == 1 && section == 1`
    /// was taken to allow that row, whose height is 280).
    @Test func ratiosTheDelegateSetsAtLaunchAndARowTheOwnersElseGives() throws {
        let dir = try project("Circle")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import "AppDelegate.h"
            #define kScreenW [UIScreen mainScreen].bounds.size.width
            #define autoScaleW(w) [(AppDelegate *)[UIApplication sharedApplication].delegate autoScaleW:w]
            """, "Circle/Macros.h", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface AppDelegate : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIWindow *window;
            - (CGFloat)autoScaleW:(CGFloat)w;
            @end
            """, "Circle/AppDelegate.h", in: dir)
        try write("""
            #import "AppDelegate.h"

            @interface AppDelegate ()
            @property (nonatomic, assign) CGFloat scaleW;
            @end

            @implementation AppDelegate

            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
                [self setUpScale];
                self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
                [self.window makeKeyAndVisible];
                return YES;
            }

            - (void)setUpScale {
                if ([UIScreen mainScreen].bounds.size.height == 568) {
                    _scaleW = [UIScreen mainScreen].bounds.size.width / 375;
                } else {
                    _scaleW = [UIScreen mainScreen].bounds.size.width / 375.0;
                }
            }

            - (CGFloat)autoScaleW:(CGFloat)w {
                return w * self.scaleW;
            }
            @end
            """, "Circle/AppDelegate.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface MomentCell : UITableViewCell
            @property (nonatomic, strong) UIView *card;
            @property (nonatomic, strong) UIView *cover;
            @end
            """, "Circle/MomentCell.h", in: dir)
        try write("""
            #import "MomentCell.h"
            #import "Macros.h"
            #import <Masonry/Masonry.h>

            @implementation MomentCell

            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    self.card = [UIView new];
                    [self.contentView addSubview:self.card];
                    [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.contentView).insets(UIEdgeInsetsMake(10, 10, 10, 10));
                    }];
                    self.cover = [UIView new];
                    [self.card addSubview:self.cover];
                    [self.cover mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.card).offset(10);
                        make.right.equalTo(self.card).offset(-10);
                        make.width.height.mas_equalTo(autoScaleW(75));
                    }];
                }
                return self;
            }
            @end
            """, "Circle/MomentCell.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface HomeViewController : UIViewController
            @end
            """, "Circle/HomeViewController.h", in: dir)
        try write("""
            #import "HomeViewController.h"
            #import "MomentCell.h"
            #import "Macros.h"

            @interface HomeViewController () <UITableViewDelegate, UITableViewDataSource>
            @property (nonatomic, strong) UITableView *tableView;
            @end

            @implementation HomeViewController

            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
                self.tableView.delegate = self;
                self.tableView.dataSource = self;
                [self.view addSubview:self.tableView];
            }

            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row == 0 && indexPath.section == 0) {
                    return 25;
                } else if (indexPath.row == 0) {
                    return 43;
                } else if (indexPath.section == 1 && indexPath.row == 1) {
                    return 280;
                } else {
                    return 110;
                }
            }

            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row == 0 && indexPath.section == 0) {
                    return [tableView dequeueReusableCellWithIdentifier:@"lamp" forIndexPath:indexPath];
                } else if (indexPath.row == 0) {
                    return [tableView dequeueReusableCellWithIdentifier:@"title" forIndexPath:indexPath];
                } else if (indexPath.section == 1 && indexPath.row == 1) {
                    return [tableView dequeueReusableCellWithIdentifier:@"publish" forIndexPath:indexPath];
                } else {
                    MomentCell *cell = [tableView dequeueReusableCellWithIdentifier:@"moment"];
                    if (!cell) {
                        cell = [[MomentCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"moment"];
                    }
                    return cell;
                }
            }
            @end
            """, "Circle/HomeViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Circle/MomentCell.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 110, the row height Circle/HomeViewController.m gives it"), "\(r.stderr)")
        #expect(r.stderr.contains("ran what the app's delegate sets of its own at launch"), "\(r.stderr)")
        #expect(f["card"] == [10, 10, 373, 90])
        let cover = try #require(f["cover"])
        #expect(zip(cover, [294.4, 20, 78.6, 78.6]).allSatisfy { abs($0 - $1) < 0.001 }, "\(cover)")
    }

    /// `CardCell`'s `setFrame:` makes every row 10 in from the table's left and 20 narrower: the
    /// 393 × 200 row is a 373 × 200 card. Its `parentView` and the `gradientView` inside it
    /// come from lazy getters of its superclass's superclass (`BaseCell`) and of its superclass:
    /// parentView [0, 0, 373, 180], gradientView 40 tall at its bottom [0, 140, 373, 40].
    /// Before, BaseCell.m was not read (parentView nil, its chains made nothing) and the card was
    /// drawn at the table's width.
    @Test func aCellsOwnFrameSetterAndAGrandSuperclassesGetters() throws {
        let dir = try project("Cards")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            @interface BaseCell : UITableViewCell
            @property (nonatomic, strong) UIView *parentView;
            @end
            """, "Cards/BaseCell.h", in: dir)
        try write("""
            #import "BaseCell.h"
            @implementation BaseCell
            - (UIView *)parentView {
                if (!_parentView) {
                    _parentView = [UIView new];
                }
                return _parentView;
            }
            @end
            """, "Cards/BaseCell.m", in: dir)
        try write("""
            #import "BaseCell.h"
            @interface GradientCell : BaseCell
            @property (nonatomic, strong) UIView *gradientView;
            @end
            """, "Cards/GradientCell.h", in: dir)
        try write("""
            #import "GradientCell.h"
            @implementation GradientCell
            - (UIView *)gradientView {
                if (!_gradientView) {
                    _gradientView = [UIView new];
                }
                return _gradientView;
            }
            @end
            """, "Cards/GradientCell.m", in: dir)
        try write("""
            #import "GradientCell.h"
            @interface CardCell : GradientCell
            @end
            """, "Cards/CardCell.h", in: dir)
        try write("""
            #import "CardCell.h"
            #import <Masonry/Masonry.h>

            @implementation CardCell

            - (void)setFrame:(CGRect)frame {
                frame.origin.x = 10;
                frame.size.width = [UIScreen mainScreen].bounds.size.width - 20;
                [super setFrame:frame];
            }

            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    [self.contentView addSubview:self.parentView];
                    [self.parentView addSubview:self.gradientView];
                    [self.parentView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.top.equalTo(@0);
                        make.bottom.equalTo(@-20);
                    }];
                    [self.gradientView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(@0);
                        make.height.equalTo(@40);
                    }];
                }
                return self;
            }
            @end
            """, "Cards/CardCell.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface CardListViewController : UIViewController
            @end
            """, "Cards/CardListViewController.h", in: dir)
        try write("""
            #import "CardListViewController.h"
            #import "CardCell.h"

            @interface CardListViewController () <UITableViewDelegate, UITableViewDataSource>
            @property (nonatomic, strong) UITableView *tableView;
            @end

            @implementation CardListViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
                self.tableView.dataSource = self;
                self.tableView.delegate = self;
                self.tableView.rowHeight = 200;
                [self.tableView registerClass:[CardCell class] forCellReuseIdentifier:@"card"];
                [self.view addSubview:self.tableView];
            }
            @end
            """, "Cards/CardListViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Cards/CardCell.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 373 × 200: its own frame setter changes the row the table gives it (393 × 200) to that"), "\(r.stderr)")
        #expect(f["parentView"] == [0, 0, 373, 180])
        #expect(f["gradientView"] == [0, 140, 373, 40])
    }

    /// Swift's `override var frame` with a named setter value, 24 narrower: a cell fitted to its
    /// 48-tall panel (6 above and below) is 369 × 60, the panel [16, 6, 337, 48].
    @Test func aSwiftCellsFrameOverride() throws {
        let dir = try project("Settings")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class SettingCell: UITableViewCell {
                let panel = UIView()

                override var frame: CGRect {
                    get { return super.frame }
                    set (newFrame) {
                        var frame = newFrame
                        frame.origin.x += 12
                        frame.size.width -= 24
                        super.frame = frame
                    }
                }

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(panel)
                    panel.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 6, left: 16, bottom: 6, right: 16))
                        make.height.equalTo(48)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Settings/SettingCell.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Settings/SettingCell.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 369 wide: its own frame setter changes the row the table gives it (393 wide) to that"), "\(r.stderr)")
        #expect(f["panel"] == [16, 6, 337, 48])
    }

    /// Constraints on a button's own image view size UIKit's view inside the button, not the
    /// button: shareButton keeps its 40 × 25, 5 in from the right and 10 from the top
    /// [348, 10, 40, 25] (before, the image view's 25 × 25 was the button's). In both languages.
    @Test func constraintsOnAButtonsImageViewLeaveTheButtonsSize() throws {
        let dir = try project("Bar")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class ShareBar: UIView {
                let shareButton = UIButton(type: .custom)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(shareButton)
                    shareButton.snp.makeConstraints { make in
                        make.right.equalToSuperview().offset(-5)
                        make.top.equalToSuperview().offset(10)
                        make.size.equalTo(CGSize(width: 40, height: 25))
                    }
                    shareButton.imageView?.snp.makeConstraints { make in
                        make.size.equalTo(CGSize(width: 25, height: 25))
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Bar/ShareBar.swift", in: dir)
        try write("""
            #import "ShareBarView.h"
            #import <Masonry/Masonry.h>

            @implementation ShareBarView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self addSubview:self.shareButton];
                    [self.shareButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.right.equalTo(self).offset(-5);
                        make.top.equalTo(self).offset(10);
                        make.size.mas_equalTo(CGSizeMake(40, 25));
                    }];
                }
                return self;
            }

            - (UIButton *)shareButton {
                if (!_shareButton) {
                    _shareButton = [UIButton buttonWithType:UIButtonTypeCustom];
                    [_shareButton.imageView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.size.mas_equalTo(CGSizeMake(25, 25));
                    }];
                }
                return _shareButton;
            }
            @end
            """, "Bar/ShareBarView.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface ShareBarView : UIView
            @property (nonatomic, strong) UIButton *shareButton;
            @end
            """, "Bar/ShareBarView.h", in: dir)
        for file in ["Bar/ShareBar.swift", "Bar/ShareBarView.m"] {
            let (r, f) = try frames(dir.appendingPathComponent(file))
            #expect(r.status == 0, "\(r.stderr)")
            #expect(r.stderr.contains("constraints on shareButton.imageView, UIKit's own view inside the button, are not drawn"), "\(r.stderr)")
            #expect(f["shareButton"] == [348, 10, 40, 25], "\(file)")
        }
    }

    /// A view kept in another type's static (`static let sharedLogView = LogView()`) and added
    /// here with a frame is named by that static, as a property names the view it keeps:
    /// sharedLogView [10, 0, 373, 220]. Before, it was named by its class (`LogView`).
    @Test func aViewKeptInAStaticIsNamedByIt() throws {
        let dir = try project("Logs")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit

            class LogView: UIView {
                let textView = UITextView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(textView)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            class Common: NSObject {
                static let sharedLogView: LogView = LogView()
            }
            """, "Logs/Common.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class CommandViewController: UIViewController {
                private let field = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Common.sharedLogView.frame = CGRect(x: 10, y: 0, width: UIScreen.main.bounds.width - 20, height: 220)
                    view.addSubview(Common.sharedLogView)
                    view.addSubview(field)
                    field.snp.makeConstraints { make in
                        make.top.equalTo(230)
                        make.left.right.equalToSuperview().inset(20)
                        make.height.equalTo(60)
                    }
                }
            }
            """, "Logs/CommandViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Logs/CommandViewController.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["sharedLogView"] == [10, 0, 373, 220], "\(f.keys.sorted())")
        #expect(f["field"] == [20, 230, 353, 60])
    }

    /// The screen adds its rows to `self.bgScrollView.contentView`, a scroll view its base class's
    /// lazy getter makes (`[FGScrollView new]`, in BaseViewController.m); FGScrollView subclasses
    /// a pod's scroll view the project does not hold, and its own `initWithFrame:` makes the
    /// content view, as wide as the scroll view. So the row, 28 in and 34 from the right, is
    /// [28, 45, 331, 61] in the 393-wide content view. Before, FGScrollView.m was not read (only
    /// the screen's own code named classes to read) and its class, not inheriting UIKit's
    /// directly, was not run: the row had no width. A category the screen imports that makes a
    /// loading view brings no more code: LoadingView.m is not read (its view is no part of the
    /// screen, and once read it was run for every owner that imports the category).
    @Test func aViewMadeByTheBaseClassUnderAPodsClassRunsItsOwnCode() throws {
        let dir = try project("Kit")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            #import <TPKeyboardAvoidingScrollView.h>
            @interface FGScrollView : TPKeyboardAvoidingScrollView
            @property (nonatomic, strong) UIView *contentView;
            @end
            """, "Kit/FGScrollView.h", in: dir)
        try write("""
            #import "FGScrollView.h"
            #import <Masonry/Masonry.h>
            @implementation FGScrollView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _contentView = [UIView new];
                    [self addSubview:_contentView];
                    [_contentView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self);
                        make.width.equalTo(self.mas_width);
                    }];
                }
                return self;
            }
            @end
            """, "Kit/FGScrollView.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            #import "FGScrollView.h"
            @interface BaseViewController : UIViewController
            @property (nonatomic, strong) FGScrollView *bgScrollView;
            @end
            """, "Kit/BaseViewController.h", in: dir)
        try write("""
            #import "BaseViewController.h"
            #import <Masonry/Masonry.h>
            @implementation BaseViewController
            - (FGScrollView *)bgScrollView {
                if (!_bgScrollView) {
                    _bgScrollView = [FGScrollView new];
                    [self.view addSubview:_bgScrollView];
                    [_bgScrollView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.view);
                    }];
                }
                return _bgScrollView;
            }
            @end
            """, "Kit/BaseViewController.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            #import "LoadingView.h"
            @interface UIView (Loading)
            - (void)showLoading;
            @end
            """, "Kit/UIView+Loading.h", in: dir)
        try write("""
            #import "UIView+Loading.h"
            @implementation UIView (Loading)
            - (void)showLoading { [self addSubview:[LoadingView new]]; }
            @end
            """, "Kit/UIView+Loading.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface LoadingView : UIView
            @end
            """, "Kit/LoadingView.h", in: dir)
        try write("""
            #import "LoadingView.h"
            @implementation LoadingView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) { self.backgroundColor = [UIColor grayColor]; }
                return self;
            }
            @end
            """, "Kit/LoadingView.m", in: dir)
        try write("""
            #import "BaseViewController.h"
            #import "UIView+Loading.h"
            #import <Masonry/Masonry.h>
            @interface ForgetPasswordViewController : BaseViewController
            @property (nonatomic, strong) UIView *mobileView;
            @end
            @implementation ForgetPasswordViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.mobileView = [UIView new];
                [self.bgScrollView.contentView addSubview:self.mobileView];
                [self.mobileView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.bgScrollView.contentView).offset(45);
                    make.left.equalTo(self.bgScrollView.contentView).offset(28);
                    make.right.equalTo(self.bgScrollView.contentView).offset(-34);
                    make.height.mas_equalTo(61);
                    make.bottom.equalTo(self.bgScrollView.contentView).offset(-20);
                }];
            }
            @end
            """, "Screens/ForgetPasswordViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Screens/ForgetPasswordViewController.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Kit/FGScrollView.m"), "\(r.stderr)")
        #expect(r.stderr.contains("Kit/UIView+Loading.m") && !r.stderr.contains("Kit/LoadingView.m"), "\(r.stderr)")
        #expect(f["bgScrollView.contentView"] == [0, 0, 393, 126], "\(f)")
        #expect(f["mobileView"] == [28, 45, 331, 61], "\(f)")
    }

    /// The list gets its cells from the cell's own factory (`VideoListCell *cell = [VideoListCell
    /// cellWithTableView:tableView];`, which dequeues or makes one), not by dequeuing in its own
    /// code, and its table's `rowHeight` is the view's width × 9 / 16 + 60 = 281.0625: the cell is
    /// drawn that tall, its title under the 16:9 cover filling the rest, [15, 221.0625, 363, 60].
    /// Before, the list was not taken for the cell's owner and the cell was fitted to its title.
    @Test func aCellMadeByItsOwnFactoryIsTheRowItsListGives() throws {
        let dir = try project("Videos")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            @interface VideoListCell : UITableViewCell
            + (instancetype)cellWithTableView:(UITableView *)tableView;
            @end
            """, "Videos/VideoListCell.h", in: dir)
        try write("""
            #import "VideoListCell.h"
            #import <Masonry/Masonry.h>
            @interface VideoListCell ()
            @property (nonatomic, strong) UIImageView *coverImageView;
            @property (nonatomic, strong) UILabel *titleLabel;
            @end
            @implementation VideoListCell
            + (instancetype)cellWithTableView:(UITableView *)tableView {
                static NSString *ID = @"VideoListCell";
                VideoListCell *cell = [tableView dequeueReusableCellWithIdentifier:ID];
                if (!cell) { cell = [[VideoListCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:ID]; }
                return cell;
            }
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    self.coverImageView = [UIImageView new];
                    [self.contentView addSubview:self.coverImageView];
                    self.titleLabel = [UILabel new];
                    self.titleLabel.text = @"Title";
                    [self.contentView addSubview:self.titleLabel];
                    [self.coverImageView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.right.equalTo(self.contentView);
                        make.height.equalTo(self.contentView.mas_width).multipliedBy(9.0 / 16);
                    }];
                    [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.coverImageView.mas_bottom);
                        make.left.equalTo(self.contentView).offset(15);
                        make.right.equalTo(self.contentView).offset(-15);
                        make.bottom.equalTo(self.contentView);
                    }];
                }
                return self;
            }
            @end
            """, "Videos/VideoListCell.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface VideoListViewController : UIViewController
            @end
            """, "Videos/VideoListViewController.h", in: dir)
        try write("""
            #import "VideoListViewController.h"
            #import "VideoListCell.h"
            #import <Masonry/Masonry.h>
            @interface VideoListViewController () <UITableViewDataSource>
            @property (nonatomic, strong) UITableView *tableView;
            @end
            @implementation VideoListViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 10; }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                VideoListCell *cell = [VideoListCell cellWithTableView:tableView];
                return cell;
            }
            - (UITableView *)tableView {
                if (!_tableView) {
                    _tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                    _tableView.rowHeight = self.view.bounds.size.width * 9 / 16 + 60;
                    _tableView.dataSource = self;
                    [self.view addSubview:_tableView];
                }
                return _tableView;
            }
            @end
            """, "Videos/VideoListViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Videos/VideoListCell.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("the row height Videos/VideoListViewController.m gives it (rowHeight)"), "\(r.stderr)")
        #expect(f["coverImageView"] == [0, 0, 393, 221.063], "\(f)")
        #expect(f["titleLabel"] == [15, 221.063, 363, 60], "\(f)")
    }

    /// The owner makes `SwitchView` as its root and sets `offset` only in a button's action
    /// (`self.rootView.offset = self.view.width`, to slide to the sign-up form): at set-up the
    /// view's `offset` is 0, so its 2-screen-wide panel starts at x 0: [0, 160, 786, 100].
    /// Before, the action, run as a later step to see what it would place, left its setting
    /// among what the owner gives every instance, and the panel was drawn at x −393.
    @Test func whatAnOwnersActionSetsIsNotGivenToTheView() throws {
        let dir = try project("Switch")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            @interface SwitchView : UIView
            @property (nonatomic, assign) float offset;
            @property (nonatomic, strong) UIView *panel;
            @property (nonatomic, strong) UIButton *switchButton;
            @end
            """, "Switch/SwitchView.h", in: dir)
        try write("""
            #import "SwitchView.h"
            #import <Masonry/Masonry.h>
            @implementation SwitchView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _panel = [UIView new];
                    [self addSubview:_panel];
                    _switchButton = [UIButton new];
                    [self addSubview:_switchButton];
                    [_switchButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.equalTo(self).offset(20);
                        make.width.height.mas_equalTo(40);
                    }];
                }
                return self;
            }
            + (BOOL)requiresConstraintBasedLayout {
                return YES;
            }
            - (void)updateConstraints {
                [self.panel mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(self.mas_left).offset(- self.offset);
                    make.top.equalTo(@160);
                    make.height.mas_equalTo(100);
                    make.width.equalTo(self.mas_width).multipliedBy(2);
                }];
                [super updateConstraints];
            }
            @end
            """, "Switch/SwitchView.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface SwitchViewController : UIViewController
            @end
            """, "Switch/SwitchViewController.h", in: dir)
        try write("""
            #import "SwitchViewController.h"
            #import "SwitchView.h"
            @interface SwitchViewController ()
            @property (nonatomic, strong) SwitchView *rootView;
            @end
            @implementation SwitchViewController
            - (void)loadView {
                self.rootView = [[SwitchView alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                self.view = self.rootView;
            }
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.rootView.switchButton addTarget:self action:@selector(switchInterface:) forControlEvents:UIControlEventTouchDown];
            }
            - (void)switchInterface:(UIButton *)sender {
                self.rootView.offset = [UIScreen mainScreen].bounds.size.width;
                [self.rootView setNeedsUpdateConstraints];
            }
            @end
            """, "Switch/SwitchViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Switch/SwitchView.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 852, the size Switch/SwitchViewController.m gives its root"), "\(r.stderr)")
        #expect(!r.stderr.contains("sets on it after making it"), "\(r.stderr)")
        #expect(f["panel"] == [0, 160, 786, 100], "\(f)")
    }

    /// A Masonry demo app named Masonry keeps its own code in `Masonry/` beside the library's
    /// copy in `Masonry/Masonry/`: its category (`UIView+Gap.m`) is read, so the two 40-wide
    /// boxes spread with equal gaps by the category's three spacer views across the 300-wide
    /// container: gaps of (300 − 80) / 3 = 73.333, boxes at x 73.333 and 186.667. Before, the
    /// folder named Masonry was skipped as the library's and the boxes stayed at x 0.
    @Test func anAppFolderNamedAfterTheLayoutLibraryIsRead() throws {
        let dir = try project("Demo")
        defer { try? fm.removeItem(at: dir) }
        try write("// Masonry's own header, copied in\n", "Masonry/Masonry/Masonry.h", in: dir)
        try write("// Masonry's own header, copied in\n", "Masonry/Masonry/MASConstraint.h", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface UIView (Gap)\n- (void)spreadHorizontally:(NSArray *)views;\n@end\n", "Masonry/UIView+Gap.h", in: dir)
        try write("""
            #import "UIView+Gap.h"
            #import "Masonry.h"
            @implementation UIView (Gap)
            - (void)spreadHorizontally:(NSArray *)views {
                UIView *lastGap = nil;
                UIView *previous = nil;
                for (int i = 0; i <= views.count; i++) {
                    UIView *gap = [UIView new];
                    [self addSubview:gap];
                    [gap mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.height.equalTo(self);
                        make.left.equalTo(previous ? previous.mas_right : self.mas_left);
                        if (lastGap) { make.width.equalTo(lastGap); }
                        if (i == views.count) { make.right.equalTo(self); }
                    }];
                    lastGap = gap;
                    if (i < views.count) {
                        UIView *box = views[i];
                        [box mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(gap.mas_right); }];
                        previous = box;
                    }
                }
            }
            @end
            """, "Masonry/UIView+Gap.m", in: dir)
        try write("""
            #import "Masonry.h"
            #import "UIView+Gap.h"
            @implementation ViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *container = [UIView new];
                [self.view addSubview:container];
                [container mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self.view);
                    make.size.mas_equalTo(CGSizeMake(300, 40));
                }];
                UIView *first = [UIView new];
                UIView *second = [UIView new];
                [container addSubview:first];
                [container addSubview:second];
                [first mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(container); make.size.mas_equalTo(CGSizeMake(40, 40)); }];
                [second mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(container); make.size.mas_equalTo(CGSizeMake(40, 40)); }];
                [container spreadHorizontally:@[first, second]];
            }
            @end
            """, "Masonry/ViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Masonry/ViewController.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Masonry/UIView+Gap.m"), "\(r.stderr)")
        #expect(f["first"] == [73.333, 0, 40, 40])
        #expect(f["second"] == [186.667, 0, 40, 40])
    }

    /// A login screen makes two input rows, 363 × 55 (the screen's width less 15 each side), and
    /// calls `setupWithType:FieldTypePlain placeholder:…` on each; that method (which nothing in
    /// the row's own file calls) sets the row's numbers from the type, returns early when the
    /// field already has a placeholder (it has none: nil's length is 0) and lays out: the
    /// field from the icon's right + 10 to 13 from the right (the plain type's, no button), the
    /// button 0 × 0 at x 350. The row's content view is sized in `drawRect:`, which UIKit runs
    /// once the row is laid out: the row's bounds, so the icon is centred at y 17.5. The
    /// placeholders differ between the two rows, so only the type is the owner's, said.
    /// Before, the method ran with the type unknown (a run-time value's first branch), its
    /// numbers were run-time values, their chains left out, and the content view 0 × 0.
    @Test func theOwnersCallWithItsValuesAndAFrameSetInDrawRect() throws {
        let dir = try project("Login")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            typedef NS_ENUM(NSInteger, FieldType) { FieldTypePlain, FieldTypeButton };
            @interface InputRow : UIView
            @property (strong, nonatomic) UITextField *txtField;
            - (void)setupWithType:(FieldType)type placeholder:(NSString *)placeholder;
            @end
            """, "Login/InputRow.h", in: dir)
        try write("""
            #import "InputRow.h"
            #import "Masonry.h"
            @interface InputRow ()
            @property (strong, nonatomic) UIView *contentView;
            @property (strong, nonatomic) UIImageView *icon;
            @property (strong, nonatomic) UIButton *button;
            @property (assign, nonatomic) CGFloat buttonWidth;
            @property (assign, nonatomic) FieldType type;
            @end
            @implementation InputRow
            - (void)setupWithType:(FieldType)type placeholder:(NSString *)placeholder {
                if (_txtField.placeholder.length > 0) return;
                _type = type;
                _buttonWidth = (type == FieldTypePlain) ? 0 : 74;
                [self layoutRow];
            }
            - (void)layoutRow {
                _contentView = [UIView new];
                _txtField = [UITextField new];
                _icon = [UIImageView new];
                _button = [UIButton new];
                [self addSubview:_contentView];
                [_contentView addSubview:_txtField];
                [_contentView addSubview:_icon];
                [_contentView addSubview:_button];
                [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.centerY.left.equalTo(self.contentView);
                    make.width.height.equalTo(@20);
                }];
                [_button mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.centerY.equalTo(self.contentView);
                    make.right.equalTo(self.contentView).offset(-13);
                    make.width.equalTo(@(_buttonWidth));
                    make.height.equalTo(@(self.type == FieldTypePlain ? 0 : 32));
                }];
                [_txtField mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.centerY.equalTo(self.contentView);
                    make.left.equalTo(self.icon.mas_right).offset(10);
                    make.right.equalTo(self.button.mas_left).offset(_type == FieldTypePlain ? 0 : -13);
                    make.height.equalTo(@35);
                }];
            }
            - (void)drawRect:(CGRect)rect {
                self.contentView.frame = self.bounds;
            }
            @end
            """, "Login/InputRow.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface LoginViewController : UIViewController\n@end\n", "Login/LoginViewController.h", in: dir)
        try write("""
            #import "LoginViewController.h"
            #import "InputRow.h"
            #import "Masonry.h"
            @interface LoginViewController ()
            @property (strong, nonatomic) InputRow *phoneRow;
            @property (strong, nonatomic) InputRow *passwordRow;
            @end
            @implementation LoginViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _phoneRow = [[InputRow alloc] init];
                _passwordRow = [[InputRow alloc] init];
                [self.view addSubview:_phoneRow];
                [self.view addSubview:_passwordRow];
                [_phoneRow setupWithType:FieldTypePlain placeholder:@"Phone"];
                [_passwordRow setupWithType:FieldTypePlain placeholder:@"Password"];
                [_phoneRow mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view).offset(100);
                    make.left.equalTo(self.view).offset(15);
                    make.centerX.equalTo(self.view);
                    make.height.equalTo(@55);
                }];
                [_passwordRow mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.phoneRow.mas_bottom).offset(10);
                    make.left.right.height.equalTo(self.phoneRow);
                }];
            }
            @end
            """, "Login/LoginViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Login/InputRow.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 363 × 55"), "\(r.stderr)")
        #expect(r.stderr.contains("ran what the app's code calls on it after making it (Login/LoginViewController.m gives each of the 2 it makes): setupWithType:placeholder: (type = "), "\(r.stderr)")
        #expect(f["contentView"] == [0, 0, 363, 55])
        #expect(f["icon"] == [0, 17.5, 20, 20])
        #expect(f["button"] == [350, 27.5, 0, 0])
        #expect(f["txtField"] == [30, 10, 320, 35])
    }
}
