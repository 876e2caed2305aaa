import Foundation
import Testing

/// Where the app's answer is in the file beside: a builder whose static functions make views
/// inside the view a screen gives them, drawn in that screen; a subview's own button class read
/// from its file; a size an owner gives that conflicts elsewhere in the owner do not hide; and
/// what a file's own code says of its frame (a class factory's `initWithFrame:`, `-self.width / 2`)
/// or of the device (`guard let w = delegate?.window, let window = w`, `window??.safeAreaInsets`).
/// Apps written by hand in the shapes real ones have; every frame derived by hand beside it.
@Suite struct CallersAndOwnFramesTests: WritesProjects {
    let fm = FileManager.default

    /// `ProfileViewsBuilder` is no view: its static functions make a header (64 tall across its
    /// parent) and a button (48 tall, 20 in from the sides, 16 above the bottom) inside the view
    /// they are given. `ProfileViewController` pins that view to the safe area (59 to 818 on an
    /// iPhone 15) and calls them. Drawn as the controller lays it out: the header at 59, the
    /// button at 818 − 16 − 48 = 754, named by the builder's locals too (`saveButton`).
    /// Before, the builder was drawn alone, its parent 0 wide.
    @Test func aBuildersViewsAreDrawnInTheScreenThatCallsIt() throws {
        let dir = try project("Profile")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class ProfileViewsBuilder {
                static func buildHeader(parent containerView: inout UIView) -> UIView {
                    let headerView = UIView()
                    containerView.addSubview(headerView)
                    headerView.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(64)
                    }
                    return headerView
                }

                static func buildSaveButton(parent containerView: inout UIView) -> UIButton {
                    let saveButton = UIButton()
                    containerView.addSubview(saveButton)
                    saveButton.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(20)
                        make.bottom.equalToSuperview().offset(-16)
                        make.height.equalTo(48)
                    }
                    return saveButton
                }
            }
            """, "Profile/Views/ProfileViewsBuilder.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class ProfileViewController: UIViewController {
                private var header: UIView!
                private var doneButton: UIButton!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    var containerView = UIView()
                    view.addSubview(containerView)
                    containerView.snp.makeConstraints { make in
                        make.edges.equalTo(view.safeAreaLayoutGuide)
                    }
                    header = ProfileViewsBuilder.buildHeader(parent: &containerView)
                    doneButton = ProfileViewsBuilder.buildSaveButton(parent: &containerView)
                }
            }
            """, "Profile/Views/ProfileViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Profile/Views/ProfileViewsBuilder.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn as ProfileViewController lays it out (Profile/Views/ProfileViewController.swift)"), "\(r.stderr)")
        #expect(f["containerView"] == [0, 59, 393, 759])
        #expect(f["header"] == [0, 59, 393, 64])
        #expect(f["doneButton"] == [20, 754, 353, 48])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: dir.appendingPathComponent("Profile/Views/out.json"))) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        let done = views.first { $0["id"] as? String == "doneButton" }
        #expect(done?["otherNames"] as? [String] == ["saveButton"], "\(views)")
        // Alone, the builder is what it was: its set-up makes nothing, the first function drawn.
        let (alone, _) = try frames(dir.appendingPathComponent("Profile/Views/ProfileViewsBuilder.swift"), ["--no-project"])
        #expect(!alone.stderr.contains("drawn as ProfileViewController"), "\(alone.stderr)")
    }

    /// `CheckoutView` makes a `BuyBarView`, whose file makes its button as `AppButton(style:)`,
    /// an app class in a third file that gives itself a height of 45. The bar is the button
    /// inset 20 on every side: 85 tall, at 852 − 34 − 85 = 733. Before, the third file was not
    /// read (a type made in a file read for another was not looked for) and the bar was 40 tall.
    @Test func aSubviewsOwnButtonClassIsReadFromItsFile() throws {
        let dir = try project("Shop")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            final class AppButton: UIButton {
                init(style: Int) {
                    super.init(frame: .zero)
                    heightAnchor.constraint(equalToConstant: 45).isActive = true
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Shop/Library/AppButton.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class BuyBarView: UIView {
                private lazy var buyButton = AppButton(style: 1)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(buyButton)
                    buyButton.snp.makeConstraints { make in
                        make.edges.equalTo(self).inset(20)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Shop/Views/BuyBarView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class CheckoutView: UIView {
                let buyBar = BuyBarView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(buyBar)
                    buyBar.snp.makeConstraints { make in
                        make.left.right.equalTo(self)
                        make.bottom.equalTo(self.safeAreaLayoutGuide.snp.bottom)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Shop/Views/CheckoutView.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Shop/Views/CheckoutView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Shop/Library/AppButton.swift"), "\(r.stderr)")
        #expect(f["buyBar"] == [0, 733, 393, 85])
        #expect(f["buyBar.buyButton"] == [20, 753, 353, 45])
    }

    /// `TabsView` is given its size by `HomeViewController`: 40 tall under the safe area, across
    /// the screen. The same screen's empty-state panel is 148 wide inside a 100-wide frame, a
    /// conflict UIKit breaks too, which touches neither the tabs nor the views holding them: the
    /// tabs are drawn 393 × 40 all the same (their bar a third of that, 131 wide). Before, any
    /// conflict in the owner hid the size it gives.
    @Test func aConflictElsewhereInTheOwnerLeavesTheSizeItGives() throws {
        let dir = try project("Home")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            final class TabsView: UIView {
                let barView = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(barView)
                    barView.snp.makeConstraints { make in
                        make.left.top.bottom.equalToSuperview()
                        make.width.equalToSuperview().dividedBy(3)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Home/TabsView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class HomeViewController: UIViewController {
                let tabsView = TabsView()
                let emptyPanel = UIView()
                let emptyImage = UIImageView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tabsView)
                    view.addSubview(emptyPanel)
                    emptyPanel.addSubview(emptyImage)
                    tabsView.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide)
                        make.left.right.equalToSuperview()
                        make.height.equalTo(40)
                    }
                    emptyPanel.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.width.height.equalTo(100)
                    }
                    emptyImage.snp.makeConstraints { make in
                        make.left.right.top.equalToSuperview()
                        make.width.equalTo(148)
                    }
                }
            }
            """, "Home/HomeViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Home/TabsView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 40, the size Home/HomeViewController.swift gives its tabsView"), "\(r.stderr)")
        #expect(f["barView"] == [0, 0, 131, 40])
    }

    /// `+ inputViewWithType:` makes the bar as `[[ChatInputBar alloc] initWithFrame:CGRectMake(0,
    /// H, W, 50)]`: the app shows it 50 tall, so it is drawn 393 × 50 and its 35-point buttons sit
    /// 7 above its bottom (y 8). Before, it was fitted to its content, 14 tall, and they stood at
    /// y −28.
    @Test func aClassFactorysFrameIsTheSizeTheViewIsShownAt() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ChatInputBar.m")
        try """
            #import "ChatInputBar.h"
            #import "Masonry.h"
            @interface ChatInputBar ()
            @property (nonatomic, strong) UIButton *voiceButton;
            @property (nonatomic, strong) UIButton *sendButton;
            @end
            @implementation ChatInputBar
            + (instancetype)inputViewWithType:(NSInteger)type {
                ChatInputBar *bar = [[ChatInputBar alloc] initWithFrame:CGRectMake(0, [UIScreen mainScreen].bounds.size.height, [UIScreen mainScreen].bounds.size.width, 50)];
                [bar setUp];
                return bar;
            }
            - (void)setUp {
                self.voiceButton = [UIButton new];
                [self addSubview:self.voiceButton];
                [self.voiceButton mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.size.mas_equalTo(CGSizeMake(35, 35));
                    make.bottom.mas_equalTo(-7);
                    make.left.mas_equalTo(7);
                }];
                self.sendButton = [UIButton new];
                [self addSubview:self.sendButton];
                [self.sendButton mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.size.mas_equalTo(CGSizeMake(35, 35));
                    make.bottom.mas_equalTo(-7);
                    make.right.mas_equalTo(-7);
                }];
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 50 tall, the height its own code gives it"), "\(r.stderr)")
        #expect(f["voiceButton"] == [7, 8, 35, 35])
        #expect(f["sendButton"] == [351, 8, 35, 35])
    }

    /// In a 196.5-wide panel, `make.right.equalTo(@(-self.width / 2))` puts the view's right
    /// edge half the panel in from the panel's right: at 98.25, the 54-wide view at 44.25.
    /// Before, the minus was lost on the panel's own width and the view stood at 240.75.
    @Test func aNegatedLengthOfTheViewsOwnFrameKeepsItsSign() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("SunPanel.m")
        try """
            #import "SunPanel.h"
            #import "Masonry.h"
            @implementation SunPanel
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                UIView *sunrise = [[UIView alloc] init];
                [self addSubview:sunrise];
                [sunrise mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.right.equalTo(@(-self.width / 2));
                    make.width.mas_equalTo(54);
                    make.top.mas_equalTo(0);
                    make.height.mas_equalTo(self.width / 2);
                }];
                return self;
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file, ["--size", "196.5x196.5"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["sunrise"] == [44.25, 0, 54, 98.25])
        // Its own width, read through the frame category, is the picture's: `--size` gives another.
        #expect(r.stderr.contains("SunPanel's width is the frame its owner gives it when the app runs: taken as the picture's, 196.5 × 196.5; give another with --size WxH"), "\(r.stderr)")
    }

    /// `guard let w = UIApplication.shared.delegate?.window, let window = w` reads the first
    /// binding in the second: the app's window, whose bottom safe area (34 on an iPhone 15) makes
    /// the bar 80 tall. `delegate?.window??.safeAreaInsets.top` (a doubly optional window) is 59,
    /// the top bar's height. Before, the second binding was unknown (the bar 50 tall) and `??.`
    /// read as the `??` operator (no top bar).
    @Test func aLaterConditionReadsAnEarlierBindingAndADoublyOptionalWindowIsChained() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("PlayerViewController.swift")
        try """
            import UIKit
            import SnapKit

            enum Device {
                static func hasHomeIndicator() -> Bool {
                    guard let w = UIApplication.shared.delegate?.window, let window = w else {
                        return false
                    }
                    return window.safeAreaInsets.bottom > 0
                }
            }

            final class PlayerViewController: UIViewController {
                let topBar = UIView()
                let bottomBar = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(topBar)
                    view.addSubview(bottomBar)
                    topBar.snp.makeConstraints { make in
                        make.left.right.top.equalToSuperview()
                        make.height.equalTo(UIApplication.shared.delegate?.window??.safeAreaInsets.top ?? 20)
                    }
                    bottomBar.snp.makeConstraints { make in
                        make.left.right.bottom.equalToSuperview()
                        make.height.equalTo(Device.hasHomeIndicator() ? 80 : 50)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("known only at run time"), "\(r.stderr)")
        #expect(f["topBar"] == [0, 0, 393, 59])
        #expect(f["bottomBar"] == [0, 772, 393, 80])
    }
}

extension CallersAndOwnFramesTests {
    /// `CartScreenViewController` makes a `CartView` the screen's size its `view`: 393 × 852. Inside, an
    /// image 150 wide is pinned 30 in from both sides of a panel that spans the safe area, a
    /// conflict; UIKit breaks a constraint and the view stays the screen's size. Before, the
    /// view was drawn at the size its own constraints give it (90 wide), as for a view no owner
    /// sizes.
    @Test func aViewItsOwnerSizesKeepsThatSizeWhateverBreaks() throws {
        let dir = try project("Cart")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            final class CartView: UIView {
                let emptyView = UIView()
                let dogImage = UIImageView()
                let buyButton = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(emptyView)
                    addSubview(buyButton)
                    emptyView.addSubview(dogImage)
                    emptyView.snp.makeConstraints { make in
                        make.edges.equalTo(self.safeAreaLayoutGuide)
                    }
                    dogImage.snp.makeConstraints { make in
                        make.top.equalToSuperview().inset(50)
                        make.left.right.equalToSuperview().inset(30)
                        make.width.height.equalTo(150)
                    }
                    buyButton.snp.makeConstraints { make in
                        make.left.right.equalTo(self)
                        make.bottom.equalTo(self.safeAreaLayoutGuide)
                        make.height.equalTo(90)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Cart/CartView.swift", in: dir)
        try write("""
            import UIKit
            final class CartScreenViewController: UIViewController {
                private var cartView: CartView { return self.view as! CartView }
                override func loadView() {
                    super.loadView()
                    self.view = CartView(frame: UIScreen.main.bounds)
                }
            }
            """, "Cart/CartScreenViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Cart/CartView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 852, the size Cart/CartScreenViewController.swift gives its root"), "\(r.stderr)")
        #expect(!r.stderr.contains("the size its own constraints give it"), "\(r.stderr)")
        #expect(f["buyButton"] == [0, 728, 393, 90])
    }
}

extension CallersAndOwnFramesTests {
    /// `LiveStartView` makes its `NoticePopView` in a lazy getter only its button's action uses,
    /// `initWithFrame:CGRectMake(0, 0, 270, 120)`, and hands it to a popup controller, adding it
    /// to no view of its own: the popup is drawn 270 × 120, as the controller shows it. Its bar
    /// is 45 tall at the bottom, two buttons splitting it: 135 wide each. Before, nothing sized
    /// it and it was drawn at the screen's size.
    @Test func aPopupItsOwnerMakesWithAFrameIsDrawnAtThatFrame() throws {
        let dir = try project("Live")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface NoticePopView : UIView\n- (instancetype)initWithFrame:(CGRect)frame andType:(NSInteger)type;\n@end\n", "Live/NoticePopView.h", in: dir)
        try write("""
            #import "NoticePopView.h"
            #import "Masonry.h"
            @implementation NoticePopView
            - (instancetype)initWithFrame:(CGRect)frame andType:(NSInteger)type {
                if (self = [super initWithFrame:frame]) {
                    UIButton *closeButton = [UIButton new];
                    [self addSubview:closeButton];
                    [closeButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.bottom.equalTo(self);
                        make.right.equalTo(self.mas_centerX);
                        make.height.mas_equalTo(45);
                    }];
                    UIButton *sureButton = [UIButton new];
                    [self addSubview:sureButton];
                    [sureButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.right.bottom.equalTo(self);
                        make.left.equalTo(self.mas_centerX);
                        make.height.mas_equalTo(45);
                    }];
                }
                return self;
            }
            @end
            """, "Live/NoticePopView.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface LiveStartView : UIView\n@end\n", "Live/LiveStartView.h", in: dir)
        try write("""
            #import "LiveStartView.h"
            #import "NoticePopView.h"
            @interface LiveStartView ()
            @property (nonatomic, strong) NoticePopView *noticeView;
            @property (nonatomic, strong) UIButton *locateButton;
            @end
            @implementation LiveStartView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.locateButton = [UIButton new];
                    [self.locateButton addTarget:self action:@selector(locate) forControlEvents:UIControlEventTouchUpInside];
                    [self addSubview:self.locateButton];
                }
                return self;
            }
            - (NoticePopView *)noticeView {
                if (!_noticeView) {
                    _noticeView = [[NoticePopView alloc] initWithFrame:CGRectMake(0, 0, 270, 120) andType:1];
                }
                return _noticeView;
            }
            - (void)locate {
                [PopupController showContent:self.noticeView];
            }
            @end
            """, "Live/LiveStartView.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Live/NoticePopView.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 270 × 120, the size Live/LiveStartView.m makes it with that frame and adds it to no view of its own"), "\(r.stderr)")
        #expect(f["closeButton"] == [0, 75, 135, 45])
        #expect(f["sureButton"] == [135, 75, 135, 45])
    }
}

extension CallersAndOwnFramesTests {
    /// A prize screen's table has a header 200 tall and a footer 75 tall; its data source says
    /// one section of three rows, 250, 45 and 20 tall, and no section headers: UITableView puts
    /// the footer under them, at 200 + 315 = 515. With a row count only the data knows, the
    /// footer stays under the header (200), as before, when it was always there.
    @Test func aTablesFooterFollowsTheRowsItsDataSourceSaysAllOf() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        func screen(rows: String) -> String {
            """
            #import "PrizeViewController.h"
            #import "Masonry.h"
            @interface PrizeViewController () <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) UITableView *tableView;
            @property (nonatomic, strong) NSArray *prizes;
            @end
            @implementation PrizeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                self.tableView.dataSource = self;
                self.tableView.delegate = self;
                self.tableView.tableHeaderView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 393, 200)];
                UIView *footerView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 393, 75)];
                self.tableView.tableFooterView = footerView;
                [self.view addSubview:self.tableView];
                [self.tableView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view);
                }];
            }
            - (NSInteger)numberOfSectionsInTableView:(UITableView *)tableView {
                return 1;
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
                return \(rows);
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                switch (indexPath.row) {
                    case 0: return 250;
                    case 1: return 45;
                    default: return 20;
                }
            }
            @end
            """
        }
        let file = dir.appendingPathComponent("PrizeViewController.m")
        try screen(rows: "3").write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["footerView"] == [0, 515, 393, 75])
        try screen(rows: "self.prizes.count").write(to: file, atomically: true, encoding: .utf8)
        let (_, data) = try frames(file)
        #expect(data["footerView"] == [0, 200, 393, 75])
    }
}

extension CallersAndOwnFramesTests {
    /// The app's Xcode project (`Driver/Driver.xcodeproj`) compiles a group outside its folder,
    /// `path = ../Shared;`, where `TextFieldMetrics.height` is 80: the field under the 36-point
    /// title is 80 tall. Before, only the project's own folder was searched and the chain was
    /// left out, asking for `--set`.
    @Test func aGroupTheXcodeProjectNamesOutsideItsFolderIsPartOfTheProject() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try write("""
            // !$*UTF8*$!
            {
                objects = {
                    1A2B3C4D /* Shared */ = {
                        isa = PBXGroup;
                        children = (
                        );
                        name = Shared;
                        path = ../Shared;
                        sourceTree = "<group>";
                    };
                };
            }
            """, "Driver/Driver.xcodeproj/project.pbxproj", in: dir)
        try write("""
            import UIKit
            enum TextFieldMetrics {
                static let height: CGFloat = 80
            }
            """, "Shared/UI/TextFieldMetrics.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class AddCarViewController: UIViewController {
                let titleLabel = UIView()
                let yearField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    view.addSubview(yearField)
                    titleLabel.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(20)
                        make.top.equalTo(view.safeAreaLayoutGuide)
                        make.height.equalTo(36)
                    }
                    yearField.snp.makeConstraints { make in
                        make.leading.trailing.equalTo(titleLabel)
                        make.top.equalTo(titleLabel.snp.bottom)
                        make.height.equalTo(TextFieldMetrics.height)
                    }
                }
            }
            """, "Driver/Driver/AddCarViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Driver/Driver/AddCarViewController.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("../Shared/UI/TextFieldMetrics.swift"), "\(r.stderr)")
        #expect(f["yearField"] == [20, 95, 353, 80])
    }
}

extension CallersAndOwnFramesTests {
    /// A `UIStackView` subclass arranges three 40-point icons 20 apart inside its own margins
    /// (`self.layoutMargins` 20 at the sides, `self.isLayoutMarginsRelativeArrangement = true`,
    /// set in its initialiser): 20 + 3 × 40 + 2 × 20 + 20 = 200 wide, the icons at 20, 80 and
    /// 140. Before, the arrangement setting written on `self` was kept as the class's own
    /// property, and the stack was 160 wide.
    @Test func aStackViewSubclassArrangesInsideTheMarginsItSetsOnItself() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ActionMenuView.swift")
        try """
            import UIKit
            import SnapKit

            public class ActionMenuView: UIStackView {
                public init() {
                    super.init(frame: .zero)
                    initialize()
                }
                required init(coder: NSCoder) { fatalError() }
                func addAction() {
                    let actionView = UIImageView()
                    actionView.snp.makeConstraints { make in
                        make.width.height.equalTo(40)
                    }
                    addArrangedSubview(actionView)
                }
                private func initialize() {
                    addAction()
                    addAction()
                    addAction()
                    self.alignment = .center
                    self.distribution = .fillEqually
                    self.axis = .horizontal
                    self.spacing = 20
                    self.layoutMargins = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
                    self.isLayoutMarginsRelativeArrangement = true
                    self.snp.makeConstraints { make in
                        make.height.equalTo(80)
                    }
                }
            }

            final class ServersViewController: UIViewController {
                let menu = ActionMenuView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(menu)
                    menu.snp.makeConstraints { make in
                        make.right.top.equalToSuperview()
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file, ["--class", "ServersViewController"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["menu"] == [193, 0, 200, 80])
        #expect(f["menu.actionView_3"] == [333, 20, 40, 40])
    }

    /// `ServersViewController`'s table runs from 95 to 378 (283 wide); elsewhere in the screen a
    /// search field 300 wide is pinned 15 in from both sides of a 100-wide bar, a conflict that
    /// touches neither the table nor its superview. `ServerCell` is drawn 283 wide, the row the
    /// table gives it (80 tall), its status view at 283 − 80 = 203. Before, any conflict hid
    /// the table's width and the row was the screen's.
    @Test func aConflictElsewhereLeavesTheRowWidthTheTableGives() throws {
        let dir = try project("Servers")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            final class ServerCell: UITableViewCell {
                let statusView = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(statusView)
                    statusView.snp.makeConstraints { make in
                        make.trailing.top.bottom.equalToSuperview()
                        make.width.equalTo(80)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Servers/ServerCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class ServersViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                let serverTableView = UITableView()
                let topBar = UIView()
                let searchView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(topBar)
                    topBar.addSubview(searchView)
                    view.addSubview(serverTableView)
                    serverTableView.register(ServerCell.self, forCellReuseIdentifier: "server")
                    serverTableView.dataSource = self
                    serverTableView.delegate = self
                    topBar.snp.makeConstraints { make in
                        make.top.left.equalToSuperview()
                        make.width.equalTo(100)
                        make.height.equalTo(50)
                    }
                    searchView.snp.makeConstraints { make in
                        make.left.right.equalToSuperview().inset(15)
                        make.top.bottom.equalToSuperview()
                        make.width.equalTo(300)
                    }
                    serverTableView.snp.makeConstraints { make in
                        make.top.equalTo(topBar.snp.bottom)
                        make.leading.equalToSuperview().offset(95)
                        make.right.equalToSuperview().offset(-15)
                        make.bottom.equalToSuperview()
                    }
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "server", for: indexPath) as! ServerCell
                }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }
            }
            """, "Servers/ServersViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Servers/ServerCell.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 283 × 80"), "\(r.stderr)")
        #expect(f["statusView"] == [203, 0, 80, 80])
    }
}

extension CallersAndOwnFramesTests {
    /// A UIButton subclass sets itself up without `self.`: `setTitle(title, for: .normal)`,
    /// `titleLabel?.font = .systemFont(ofSize: 17)`, `contentEdgeInsets = …` 10 and 20. It is as
    /// large as a plain button given the same: "Go" at 17 points inside those insets, 62 × 41.
    /// Before, the calls were taken for the app's own functions and the button had no title:
    /// 0 × 0.
    @Test func aButtonSubclassSetsItsTitleWithImplicitSelf() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("PillViewController.swift")
        try """
            import UIKit
            import SnapKit

            final class PillButton: UIButton {
                init(title: String) {
                    super.init(frame: .zero)
                    setTitle(title, for: .normal)
                    titleLabel?.font = .systemFont(ofSize: 17)
                    contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class PillViewController: UIViewController {
                let pill = PillButton(title: "Go")
                let plain = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(pill)
                    view.addSubview(plain)
                    plain.setTitle("Go", for: .normal)
                    plain.titleLabel?.font = .systemFont(ofSize: 17)
                    plain.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
                    pill.snp.makeConstraints { make in make.left.top.equalToSuperview() }
                    plain.snp.makeConstraints { make in make.left.bottom.equalToSuperview() }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("guessed from their names"), "\(r.stderr)")
        #expect(f["plain"] == [0, 811, 62, 41])
        #expect(f["pill"] == [0, 0, 62, 41])
    }
}

extension CallersAndOwnFramesTests {
    /// `RoundField: UITextField` sets itself up as a rounded field with a 14-point placeholder:
    /// it is measured as the text field it is, as tall as a plain `UITextField` set up alike (34).
    /// Before, a subclass whose name does not end in `TextField` was measured as a plain view:
    /// 0 tall.
    @Test func anAppsSubclassIsMeasuredAsTheUIKitClassItIs() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("SignInViewController.swift")
        try """
            import UIKit
            import SnapKit

            final class RoundField: UITextField {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    placeholder = "Email"
                    borderStyle = .roundedRect
                    font = .systemFont(ofSize: 14)
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class SignInViewController: UIViewController {
                let plain = UITextField()
                let own = RoundField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    plain.placeholder = "Email"
                    plain.borderStyle = .roundedRect
                    plain.font = .systemFont(ofSize: 14)
                    view.addSubview(plain)
                    view.addSubview(own)
                    plain.snp.makeConstraints { make in
                        make.left.right.equalToSuperview().inset(20)
                        make.top.equalTo(view.safeAreaLayoutGuide)
                    }
                    own.snp.makeConstraints { make in
                        make.left.right.equalToSuperview().inset(20)
                        make.top.equalTo(plain.snp.bottom).offset(10)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        let plainHeight = try #require(f["plain"]?[3])
        #expect(plainHeight > 20)
        #expect(f["own"] == [20, 69 + plainHeight, 353, plainHeight])
    }
}
