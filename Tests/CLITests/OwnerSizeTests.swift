import Foundation
import Testing

/// A view or cell drawn at the size the app's other code gives it: the screen that makes a bar
/// and constrains its instance, the table or collection view that sizes a cell's rows. Apps
/// written by hand in the shapes real ones have; every frame derived by hand beside it.
@Suite struct OwnerSizeTests {
    let fm = FileManager.default

    func write(_ text: String, _ path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// A title bar whose height its own file does not give: a back button pinned to its top,
    /// bottom and leading edge, 44 wide, and a hairline along its bottom.
    static let titleBar = """
        import UIKit
        import SnapKit

        final class TitleBar: UIView {
            let backButton = UIButton(type: .custom)
            let divider = UIView()

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(backButton)
                addSubview(divider)
                backButton.snp.makeConstraints { make in
                    make.top.bottom.leading.equalToSuperview()
                    make.width.equalTo(44)
                }
                divider.snp.makeConstraints { make in
                    make.leading.trailing.bottom.equalToSuperview()
                    make.height.equalTo(1)
                }
            }

            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    /// The screen that makes it: under the safe area's top, 16 in from each side, 56 tall.
    static let homeScreen = """
        import UIKit
        import SnapKit

        final class HomeViewController: UIViewController {
            private let titleBar = TitleBar()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(titleBar)
                titleBar.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide)
                    make.leading.trailing.equalToSuperview().inset(16)
                    make.height.equalTo(56)
                }
            }
        }
        """

    func makeSwiftApp() throws -> URL {
        let dir = try CLIRunner.scratchFolder()
        try fm.createDirectory(at: dir.appendingPathComponent("Bars.xcodeproj"), withIntermediateDirectories: true)
        try write(Self.titleBar, "Bars/Views/TitleBar.swift", in: dir)
        try write(Self.homeScreen, "Bars/Screens/HomeViewController.swift", in: dir)
        return dir
    }

    /// 393 − 2 × 16 = 361 wide and 56 tall, as HomeViewController makes it: the back button
    /// 44 × 56 at its leading edge, the hairline at 55 across its 361.
    @Test func aBarIsDrawnAtTheSizeTheScreenThatMakesItGives() throws {
        let dir = try makeSwiftApp()
        defer { try? fm.removeItem(at: dir) }
        let bar = dir.appendingPathComponent("Bars/Views/TitleBar.swift")
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([bar.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["backButton"] == [0, 0, 44, 56])
        #expect(frames["divider"] == [0, 55, 361, 1])
        #expect(r.stderr.contains("TitleBar.swift: drawn 361 × 56, the size Bars/Screens/HomeViewController.swift gives its titleBar (--size WxH for another)"), "\(r.stderr)")
        // Read alone, nothing gives it a height (nothing with one of its own runs from its top
        // to its bottom): as tall as the screen, its hairline at 852 − 1.
        let alone = try CLIRunner.run([bar.path, "--no-project", "-o", out.path])
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["divider"] == [0, 851, 393, 1])
        // A size asked for wins over the app's.
        let asked = try CLIRunner.run([bar.path, "--size", "320x44", "-o", out.path])
        #expect(asked.status == 0, "\(asked.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["divider"] == [0, 43, 320, 1])
        #expect(!asked.stderr.contains("HomeViewController"), "\(asked.stderr)")
    }

    /// A screen that makes the bar but never adds it gives it no size (the reader's stand-in
    /// for it is drawn in the root, not where the app puts it), and neither does one whose
    /// constraints conflict: the bar is drawn as when read alone.
    @Test func anOwnerThatDoesNotPlaceTheViewGivesNoSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Bars.xcodeproj"), withIntermediateDirectories: true)
        try write(Self.titleBar, "Bars/Views/TitleBar.swift", in: dir)
        try write(Self.homeScreen.replacingOccurrences(of: "view.addSubview(titleBar)\n", with: ""), "Bars/Screens/HomeViewController.swift", in: dir)
        try write(Self.homeScreen.replacingOccurrences(of: "HomeViewController", with: "AboutViewController")
            .replacingOccurrences(of: "make.height.equalTo(56)", with: "make.height.equalTo(56)\n            make.width.equalTo(400)"),
                  "Bars/Screens/AboutViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Bars/Views/TitleBar.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["divider"] == [0, 851, 393, 1])
        #expect(!r.stderr.contains("gives its titleBar"), "\(r.stderr)")
    }

    /// A header view that makes the bar and pins it to its own four edges is itself as tall as
    /// its owner makes it, which no file here says: the bar's height would follow the canvas
    /// the header is solved at, so the header gives it none and it is drawn as read alone, the
    /// header named as a file that makes it without sizing it.
    @Test func anOwnerThatIsItselfSizedByItsOwnerGivesNoHeight() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write(Self.titleBar, "Bars/Views/TitleBar.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class ProfileHeader: UIView {
                private let titleBar = TitleBar()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(titleBar)
                    titleBar.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                }

                required init?(coder: NSCoder) { nil }
            }
            """, "Bars/Views/ProfileHeader.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Bars/Views/TitleBar.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["divider"] == [0, 851, 393, 1])
        #expect(!r.stderr.contains("gives its titleBar"), "\(r.stderr)")
        #expect(r.stderr.contains("TitleBar.swift: no size from its owners: Bars/Views/ProfileHeader.swift makes it, but the layout there does not decide one size for it"), "\(r.stderr)")
    }

    /// A panel its screen pins to all four edges has the screen's safe area where it overlaps
    /// it: a field 20 below its safe area's top is at 59 + 20 = 79 on an iPhone 15.
    @Test func aPanelKeepsTheSafeAreaItOverlapsWhereItsScreenPutsIt() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            import SnapKit

            class SignInPanel: UIView {
                let emailField = UITextField()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(emailField)
                    emailField.snp.makeConstraints {
                        $0.top.equalTo(safeAreaLayoutGuide).offset(20)
                        $0.leading.trailing.equalToSuperview().inset(16)
                        $0.height.equalTo(50)
                    }
                }

                required init?(coder: NSCoder) { nil }
            }
            """, "App/SignInPanel.swift", in: dir)
        try write("""
            import UIKit

            class SignInViewController: UIViewController {
                private let panel = SignInPanel(frame: .zero)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(panel)
                    panel.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                }
            }
            """, "App/SignInViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/SignInPanel.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["emailField"] == [16, 79, 361, 50])
        #expect(r.stderr.contains("drawn 393 × 852, the size App/SignInViewController.swift gives its panel"), "\(r.stderr)")
    }

    /// A header made with a frame by a screen that writes no constraint of its own (it puts the
    /// header on its table, `tableHeaderView`): drawn at that frame, 393 × 140; its avatar
    /// centred, (393 − 64) / 2 = 164.5 and (140 − 64) / 2 = 38, its hairline along the bottom.
    @Test func aHeaderIsDrawnAtTheFrameItsScreenMakesItWith() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("#import <UIKit/UIKit.h>\n@interface MenuHeadView : UIView\n@end\n", "App/MenuHeadView.h", in: dir)
        try write("""
            #import "MenuHeadView.h"
            #import "Masonry.h"

            @implementation MenuHeadView {
                UIImageView *_avatar;
                UIView *_line;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _avatar = [[UIImageView alloc] init];
                    [self addSubview:_avatar];
                    _line = [[UIView alloc] init];
                    [self addSubview:_line];
                    [_avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.center.equalTo(self);
                        make.size.mas_equalTo(CGSizeMake(64, 64));
                    }];
                    [_line mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self);
                        make.height.mas_equalTo(0.5);
                    }];
                }
                return self;
            }
            @end
            """, "App/MenuHeadView.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface MineViewController : UIViewController\n@end\n", "App/MineViewController.h", in: dir)
        try write("""
            #import "MineViewController.h"
            #import "MenuHeadView.h"

            #define kScreenW [UIScreen mainScreen].bounds.size.width

            @interface MineViewController ()
            @property (nonatomic, strong) UITableView *tableView;
            @end

            @implementation MineViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
                [self.view addSubview:self.tableView];
                MenuHeadView *head = [[MenuHeadView alloc] initWithFrame:CGRectMake(0, 0, kScreenW, 140)];
                self.tableView.tableHeaderView = head;
            }
            @end
            """, "App/MineViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/MenuHeadView.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["avatar"] == [164.5, 38, 64, 64])
        #expect(frames["line"] == [0, 139.5, 393, 0.5])
        #expect(r.stderr.contains("MenuHeadView.m: drawn 393 × 140, the size App/MineViewController.m gives its head"), "\(r.stderr)")
    }

    /// A collection view's cell whose content gives it no height, drawn at the item size its
    /// screen's `sizeForItemAtIndexPath:` returns: (393 − 30) / 2 = 181.5 wide, 180 tall; its
    /// photo square across the top, its price bar 30 tall along the bottom.
    @Test func aCollectionCellIsDrawnAtTheItemSizeItsScreenGives() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
        try write("#define SCREEN_W [UIScreen mainScreen].bounds.size.width\n", "Shop/Shop-Prefix.pch", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface GoodsCell : UICollectionViewCell\n@end\n", "Shop/Cells/GoodsCell.h", in: dir)
        try write("""
            #import "GoodsCell.h"
            #import "Masonry.h"

            @interface GoodsCell ()
            @property (nonatomic, strong) UIImageView *photo;
            @property (nonatomic, strong) UIView *priceBar;
            @end

            @implementation GoodsCell
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.photo = [[UIImageView alloc] init];
                    [self.contentView addSubview:self.photo];
                    self.priceBar = [[UIView alloc] init];
                    [self.contentView addSubview:self.priceBar];
                    [self.photo mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.right.equalTo(self.contentView);
                        make.height.equalTo(self.photo.mas_width);
                    }];
                    [self.priceBar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self.contentView);
                        make.height.mas_equalTo(30);
                    }];
                }
                return self;
            }
            @end
            """, "Shop/Cells/GoodsCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface GoodsListViewController : UIViewController\n@end\n", "Shop/Screens/GoodsListViewController.h", in: dir)
        try write("""
            #import "GoodsListViewController.h"
            #import "GoodsCell.h"
            #import "Masonry.h"

            @interface GoodsListViewController () <UICollectionViewDelegateFlowLayout, UICollectionViewDataSource>
            @property (nonatomic, strong) UICollectionView *collectionView;
            @end

            @implementation GoodsListViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
                self.collectionView = [[UICollectionView alloc] initWithFrame:CGRectZero collectionViewLayout:layout];
                self.collectionView.delegate = self;
                [self.collectionView registerClass:[GoodsCell class] forCellWithReuseIdentifier:@"GoodsCell"];
                [self.view addSubview:self.collectionView];
                [self.collectionView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view);
                }];
            }

            - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
                return CGSizeMake((SCREEN_W - 30) / 2, 180);
            }
            @end
            """, "Shop/Screens/GoodsListViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Shop/Cells/GoodsCell.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["photo"] == [0, 0, 181.5, 181.5])
        #expect(frames["priceBar"] == [0, 150, 181.5, 30])
        #expect(r.stderr.contains("GoodsCell.m: drawn 181.5 × 180, the item size Shop/Screens/GoodsListViewController.m gives it (collectionView:layout:sizeForItemAtIndexPath:)"), "\(r.stderr)")
    }

    /// An onboarding page whose screen's `sizeForItemAt` returns its collection view's own size
    /// (the collection view pinned to the screen's edges): 393 × 852 as the screen's layout puts
    /// it; the page's button 50 above its bottom, 852 − 50 − 56 = 746. Read before the layout
    /// is solved, `collectionView.frame` would be unknown.
    @Test func aPageIsDrawnAtTheSizeItsCollectionViewHasOnTheScreen() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            import SnapKit

            class OnboardingPageCell: UICollectionViewCell {
                let nextButton = UIButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(nextButton)
                    nextButton.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(24)
                        make.bottom.equalToSuperview().inset(50)
                        make.height.equalTo(56)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Onboarding/OnboardingPageCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class OnboardingViewController: UIViewController {
                private lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    let view = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    view.isPagingEnabled = true
                    view.register(OnboardingPageCell.self, forCellWithReuseIdentifier: "page")
                    return view
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                    collectionView.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                }
            }

            extension OnboardingViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    CGSize(width: collectionView.frame.width, height: collectionView.frame.height)
                }
            }
            """, "Onboarding/OnboardingViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Onboarding/OnboardingPageCell.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["nextButton"] == [24, 746, 345, 56])
        #expect(r.stderr.contains("drawn 393 × 852, the item size Onboarding/OnboardingViewController.swift gives it (collectionView(_:layout:sizeForItemAt:))"), "\(r.stderr)")
    }

    /// A table cell whose screen sets its table's `rowHeight` to 72: drawn 72 tall, its avatar
    /// centred in it (72 − 48) / 2 = 12 down. A `heightForRowAt` that depends on the row gives
    /// no one height, so the cell is fitted to its content (48 + 2 × 8 = 64).
    @Test func aTableCellIsDrawnAtTheRowHeightItsScreenGives() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            import SnapKit

            final class ContactCell: UITableViewCell {
                private let avatar = UIImageView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(avatar)
                    avatar.snp.makeConstraints { make in
                        make.leading.equalToSuperview().offset(16)
                        make.centerY.equalToSuperview()
                        make.top.greaterThanOrEqualToSuperview().offset(8)
                        make.bottom.lessThanOrEqualToSuperview().offset(-8)
                        make.size.equalTo(48)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Sources/Contacts/ContactCell.swift", in: dir)
        let screen = """
            import UIKit

            final class ContactsViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(ContactCell.self, forCellReuseIdentifier: "contact")
                    tableView.rowHeight = 72
                }
            }
            """
        try write(screen, "Sources/Contacts/ContactsViewController.swift", in: dir)
        let cell = dir.appendingPathComponent("Sources/Contacts/ContactCell.swift").path
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([cell, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["avatar"] == [16, 12, 48, 48])
        #expect(r.stderr.contains("ContactCell.swift: drawn 393 × 72, the row height Sources/Contacts/ContactsViewController.swift gives it (rowHeight)"), "\(r.stderr)")
        try write(screen.replacingOccurrences(of: "tableView.rowHeight = 72", with: "tableView.estimatedRowHeight = 72")
            .replacingOccurrences(of: "    }\n}", with: """
                    }

                    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                        indexPath.row == 0 ? 100 : 72
                    }
                }
                """), "Sources/Contacts/ContactsViewController.swift", in: dir)
        let perRow = try CLIRunner.run([cell, "-o", out.path])
        #expect(perRow.status == 0, "\(perRow.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["avatar"] == [16, 8, 48, 48])
        #expect(!perRow.stderr.contains("ContactsViewController"), "\(perRow.stderr)")
    }

    /// An Objective-C cell whose class names its row height (`+ (CGFloat)cellHeight { return 85; }`)
    /// and whose content alone would fit it taller (a square image as tall as the cell is wide
    /// less 20): the panel that owns the table returns `[CouponCell cellHeight]` from
    /// `heightForRowAtIndexPath:` and makes its cells the older way (`[[CouponCell alloc]
    /// initWithStyle:…]`, no registered class), and its table is inset 10 inside a 300-wide panel,
    /// so the row is 280 × 85, the image 65 square at 10, 10 and the strip beside it 185 wide.
    /// Before, the owner was not found (its cells are not registered) nor asked (the class names
    /// a height), and the cell was fitted 393 wide to its content.
    @Test func anObjectiveCCellIsDrawnInTheRowAndTableItsPanelGives() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            #import <UIKit/UIKit.h>
            @interface CouponCell : UITableViewCell
            + (CGFloat)cellHeight;
            @end
            """, "Coupons/CouponCell.h", in: dir)
        try write("""
            #import "CouponCell.h"
            #import "Masonry.h"
            @interface CouponCell ()
            @property (nonatomic, strong) UIImageView *icon;
            @property (nonatomic, strong) UIView *strip;
            @end
            @implementation CouponCell
            + (CGFloat)cellHeight {
                return 85;
            }
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    self.icon = [[UIImageView alloc] init];
                    self.strip = [[UIView alloc] init];
                    [self.contentView addSubview:self.icon];
                    [self.contentView addSubview:self.strip];
                    [self.icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.mas_equalTo(10);
                        make.bottom.mas_equalTo(-10);
                        make.width.equalTo(self.icon.mas_height);
                    }];
                    [self.strip mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.icon.mas_right).offset(10);
                        make.right.mas_equalTo(-10);
                        make.top.mas_equalTo(10);
                        make.height.mas_equalTo(20);
                    }];
                }
                return self;
            }
            @end
            """, "Coupons/CouponCell.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface CouponPanel : UIView
            @end
            """, "Coupons/CouponPanel.h", in: dir)
        try write("""
            #import "CouponPanel.h"
            #import "CouponCell.h"
            #import "Masonry.h"
            @interface CouponPanel () <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) UIView *card;
            @property (nonatomic, strong) UITableView *table;
            @end
            @implementation CouponPanel
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.card = [[UIView alloc] init];
                    self.table = [[UITableView alloc] init];
                    self.table.delegate = self;
                    self.table.dataSource = self;
                    [self addSubview:self.card];
                    [self.card addSubview:self.table];
                    [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.size.mas_equalTo(CGSizeMake(300, 419));
                        make.center.equalTo(self);
                    }];
                    [self.table mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.mas_equalTo(95);
                        make.left.mas_equalTo(10);
                        make.right.mas_equalTo(-10);
                        make.bottom.mas_equalTo(-83);
                    }];
                }
                return self;
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [CouponCell cellHeight];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                CouponCell *cell = [tableView dequeueReusableCellWithIdentifier:@"coupon"];
                if (!cell) {
                    cell = [[CouponCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"coupon"];
                }
                return cell;
            }
            @end
            """, "Coupons/CouponPanel.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Coupons/CouponCell.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["icon"] == [10, 10, 65, 65], "\(r.stderr)")
        #expect(frames["strip"] == [85, 10, 185, 20], "\(r.stderr)")
        #expect(r.stderr.contains("CouponCell.m: drawn 280 × 85, the row height and table width Coupons/CouponPanel.m gives it (tableView:heightForRowAtIndexPath:)"), "\(r.stderr)")
    }

    /// A settings screen shows one cell class in every row (made before a switch on the section)
    /// and sizes its rows `if (indexPath.section == 0) return 100; return 48;`: the rows the
    /// method does not single out are the table's own, so the cell is drawn 48 tall, and the
    /// 100 of section 0 is said. Its icon, centred, is at (48 - 24) / 2 = 12. Before, the two
    /// heights disagreed, no height was taken and the cell was the standard 44.
    @Test func aCellInEveryRowTakesTheHeightOfTheRowsNotSingledOut() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            #import <UIKit/UIKit.h>
            @interface MeRowCell : UITableViewCell
            @end
            """, "Me/MeRowCell.h", in: dir)
        try write("""
            #import "MeRowCell.h"
            #import "Masonry.h"
            @interface MeRowCell ()
            @property (nonatomic, strong) UIImageView *icon;
            @end
            @implementation MeRowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    self.icon = [[UIImageView alloc] init];
                    [self.contentView addSubview:self.icon];
                    [self.icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.mas_equalTo(10);
                        make.centerY.equalTo(self.contentView);
                        make.size.mas_equalTo(CGSizeMake(24, 24));
                    }];
                }
                return self;
            }
            @end
            """, "Me/MeRowCell.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface MeViewController : UIViewController
            @end
            """, "Me/MeViewController.h", in: dir)
        try write("""
            #import "MeViewController.h"
            #import "MeRowCell.h"
            @interface MeViewController () <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) UITableView *tableView;
            @end
            @implementation MeViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStyleGrouped];
                self.tableView.delegate = self;
                self.tableView.dataSource = self;
                [self.tableView registerClass:[MeRowCell class] forCellReuseIdentifier:@"MeRowCell"];
                [self.view addSubview:self.tableView];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                MeRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"MeRowCell"];
                switch (indexPath.section) {
                    case 0: cell.accessoryType = UITableViewCellAccessoryNone; break;
                    default: cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator; break;
                }
                return cell;
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0) {
                    return 100;
                }
                return 48;
            }
            @end
            """, "Me/MeViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Me/MeRowCell.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["icon"] == [10, 12, 24, 24], "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 48, the row height Me/MeViewController.m gives it (tableView:heightForRowAtIndexPath: for the rows it does not single out (100 at section 0))"), "\(r.stderr)")
    }

    /// A bar made with an initialiser given only a trailing closure (`let bar = ColumnBar { index
    /// in … }`) in a table view controller's header: the header is the table's width (the
    /// controller's view is its table, 393 wide) by 240, the bar from 144 to 0.5 above its
    /// bottom, so the bar is drawn 393 × 95.5 and its buttons 95.5 tall. Before, the owner was not
    /// found (`ColumnBar {` was not read as making one) and its table was a second, empty view, so
    /// the header was 0 wide; the buttons were drawn as tall as the screen.
    @Test func aBarMadeWithATrailingClosureInATableControllersHeaderGetsItsSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            import SnapKit

            final class ColumnBar: UIView {
                private let first = UIButton()
                private let second = UIButton()
                private let tapped: (Int) -> Void

                init(tapped: @escaping (Int) -> Void) {
                    self.tapped = tapped
                    super.init(frame: .zero)
                    addSubview(first)
                    addSubview(second)
                    first.snp.makeConstraints { make in
                        make.left.top.bottom.equalToSuperview()
                        make.width.equalTo(70)
                    }
                    second.snp.makeConstraints { make in
                        make.left.equalTo(first.snp.right)
                        make.top.bottom.equalToSuperview()
                        make.width.equalTo(70)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Discover/ColumnBar.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class DiscoverController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let header = UIView(frame: CGRect(x: 0, y: 0, width: self.view.bounds.width, height: 240))
                    let banner = UIView()
                    let bar = ColumnBar { index in
                        print(index)
                    }
                    header.addSubview(banner)
                    header.addSubview(bar)
                    self.tableView.tableHeaderView = header
                    banner.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(10)
                        make.left.right.equalToSuperview()
                        make.bottom.equalToSuperview().multipliedBy(0.6)
                    }
                    bar.snp.makeConstraints { make in
                        make.left.right.equalToSuperview()
                        make.top.equalTo(banner.snp.bottom)
                        make.bottom.equalToSuperview().offset(-0.5)
                    }
                }
            }
            """, "Discover/DiscoverController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Discover/ColumnBar.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["second"] == [70, 0, 70, 95.5], "\(r.stderr)")
        #expect(r.stderr.contains("ColumnBar.swift: drawn 393 × 95.5, the size Discover/DiscoverController.swift gives its bar"), "\(r.stderr)")
    }

    /// What a screen sets on the tab strip it makes (`.then { $0.menu = ["Friends", "Suggested"] }`)
    /// reaches the strip's own reading, after its initialiser and before UIKit lays it out: its
    /// indicator is a tab wide, 393 / 2 = 196.5 (the screen makes it 393 × 60). Before, `menu`
    /// stayed the empty list it is declared with, and the indicator's chain, dividing by its
    /// count, was left out. An Objective-C screen setting `strip.titles = @[…]` after `[[TabStrip
    /// alloc] init]` gives the same: three tabs, 131 wide.
    @Test func whatTheOwnerSetsOnTheViewAfterMakingItReachesIt() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            import SnapKit

            final class TabStrip: UIView {
                let indicator = UIView()
                var menu: [String] = []

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(indicator)
                }

                required init?(coder: NSCoder) { fatalError() }

                override func layoutSubviews() {
                    super.layoutSubviews()
                    indicator.snp.remakeConstraints { make in
                        make.leading.bottom.equalToSuperview()
                        make.height.equalTo(2)
                        make.width.equalToSuperview().dividedBy(menu.count)
                    }
                }
            }
            """, "Friends/TabStrip.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            import Then

            final class FriendsViewController: UIViewController {
                private let strip = TabStrip().then {
                    $0.menu = ["Friends", "Suggested"]
                }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    strip.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(60)
                    }
                }
            }
            """, "Friends/FriendsViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Friends/TabStrip.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["indicator"] == [0, 58, 196.5, 2], "\(r.stderr)")
        #expect(r.stderr.contains("read with what the app's code sets on it after making it (Friends/FriendsViewController.swift gives its strip): menu = [\"Friends\", \"Suggested\"]"), "\(r.stderr)")

        try write("""
            #import <UIKit/UIKit.h>
            @interface TabStrip : UIView
            @property (nonatomic, strong) NSArray *titles;
            @end
            """, "Objc/TabStrip.h", in: dir)
        try write("""
            #import "TabStrip.h"
            #import "Masonry.h"
            @interface TabStrip ()
            @property (nonatomic, strong) UIView *indicator;
            @end
            @implementation TabStrip
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.indicator = [[UIView alloc] init];
                    [self addSubview:self.indicator];
                }
                return self;
            }
            - (void)layoutSubviews {
                [super layoutSubviews];
                [self.indicator mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.left.bottom.equalTo(self);
                    make.height.mas_equalTo(2);
                    make.width.equalTo(self).dividedBy(self.titles.count);
                }];
            }
            @end
            """, "Objc/TabStrip.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface ScoresViewController : UIViewController
            @end
            """, "Objc/ScoresViewController.h", in: dir)
        try write("""
            #import "ScoresViewController.h"
            #import "TabStrip.h"
            #import "Masonry.h"
            @implementation ScoresViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                TabStrip *strip = [[TabStrip alloc] init];
                strip.titles = @[@"Day", @"Week", @"Month"];
                [self.view addSubview:strip];
                [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.right.equalTo(self.view);
                    make.height.mas_equalTo(44);
                }];
            }
            @end
            """, "Objc/ScoresViewController.m", in: dir)
        let objc = try CLIRunner.run([dir.appendingPathComponent("Objc/TabStrip.m").path, "-o", out.path])
        #expect(objc.status == 0, "\(objc.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["indicator"] == [0, 42, 131, 2], "\(objc.stderr)")
    }

    /// An app's extension of arrays in another file of its module (`Extensions/Array+Ext.swift`:
    /// `extension Array where Element: UIView { func addSubViews(_:) }`) is read where the file
    /// calls it on an array it writes (`[dimmed, panel].addSubViews(self)`), so both views are in
    /// the view: the panel 100 tall at the bottom. Before, the extension's file was not read and
    /// both views were "never added" (drawn in the root, said).
    @Test func anExtensionOfArraysInAnotherFileIsRead() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            import UIKit

            extension Array where Element: UIView {
                func addSubViews(_ parentView: UIView) {
                    forEach { parentView.addSubview($0) }
                }
            }
            """, "App/Extensions/Array+Ext.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class SheetView: UIView {
                private let dimmed = UIView()
                private let panel = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [dimmed, panel].addSubViews(self)
                    dimmed.snp.makeConstraints { $0.edges.equalToSuperview() }
                    panel.snp.makeConstraints {
                        $0.leading.trailing.bottom.equalToSuperview()
                        $0.height.equalTo(100)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, "App/Views/SheetView.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("App/Views/SheetView.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["panel"] == [0, 752, 393, 100], "\(r.stderr)")
        #expect(!r.stderr.contains("never added"), "\(r.stderr)")
        #expect(r.stderr.contains("App/Extensions/Array+Ext.swift"), "\(r.stderr)")
    }

    /// A control bar inside a player panel that a screen sizes: the panel's file gives the bar
    /// the panel's full height (its edges), which follows whatever the panel is; the screen
    /// gives the panel 393 × 245 (the owner's owner, one step further). Before, the bar was drawn
    /// at the screen's 852.
    @Test func aViewInsideAPanelIsDrawnAtTheSizeThePanelsScreenGivesIt() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Player.xcodeproj"), withIntermediateDirectories: true)
        // Each class's header, beside its implementation.
        for (name, superclass) in [("PlayerControl", "UIView"), ("PlayerPanel", "UIView"), ("PlayViewController", "UIViewController")] {
            try write("#import <UIKit/UIKit.h>\n@interface \(name) : \(superclass)\n@end\n", "Player/\(name).h", in: dir)
        }
        try write("""
            #import "PlayerControl.h"
            @implementation PlayerControl
            - (instancetype)init {
                if (self = [super init]) {
                    UIView *bottomBar = [UIView new];
                    [self addSubview:bottomBar];
                    [bottomBar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self);
                        make.height.mas_equalTo(50);
                    }];
                }
                return self;
            }
            @end
            """, "Player/PlayerControl.m", in: dir)
        try write("""
            #import "PlayerPanel.h"
            #import "PlayerControl.h"
            @implementation PlayerPanel
            - (instancetype)init {
                if (self = [super init]) {
                    PlayerControl *control = [[PlayerControl alloc] init];
                    [self addSubview:control];
                    [control mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self);
                    }];
                }
                return self;
            }
            @end
            """, "Player/PlayerPanel.m", in: dir)
        try write("""
            #import "PlayViewController.h"
            #import "PlayerPanel.h"
            @implementation PlayViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                PlayerPanel *panel = [[PlayerPanel alloc] init];
                [self.view addSubview:panel];
                [panel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self.view);
                    make.top.equalTo(self.view).offset(64);
                    make.height.mas_equalTo(245);
                }];
            }
            @end
            """, "Player/PlayViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Player/PlayerControl.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        // 245 − 50 = 195.
        #expect(try CLIRunner.frames(inSolution: out)["bottomBar"] == [0, 195, 393, 50])
        #expect(r.stderr.contains("PlayerControl.m: drawn 393 × 245, the size Player/PlayerPanel.m (drawn at the size Player/PlayViewController.m gives its panel) gives its control (--size WxH for another)"), "\(r.stderr)")
    }

    /// A table cell adding its views to the cell itself is the standard 44-point row when its
    /// table self-sizes rows (its owner sets no row height: a 13 + 30 + 13 label is fitted no
    /// more); an owner whose `heightForRowAt` returns the data's height sizes the row in code, so
    /// the cell is fitted to its views as before (56), not taken for a self-sized row.
    @Test func aCellOnItselfIsTheStandardRowUnlessItsOwnerSizesRowsInCode() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Today.xcodeproj"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            import SnapKit

            final class TodayCell: UITableViewCell {
                let dayView = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    addSubview(dayView)
                    dayView.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview().inset(13)
                        make.leading.trailing.equalToSuperview().inset(20)
                        make.height.equalTo(30)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Today/TodayCell.swift", in: dir)
        let owner = """
            import UIKit

            final class TodayViewController: UIViewController, UITableViewDataSource {
                let table = UITableView()
                var days: [CGFloat] = []
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.register(TodayCell.self, forCellReuseIdentifier: "day")
                    table.dataSource = self
                    view.addSubview(table)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { days.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "day", for: indexPath) as! TodayCell
                }
            }
            """
        try write(owner, "Today/TodayViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let cell = dir.appendingPathComponent("Today/TodayCell.swift").path
        let selfSized = try CLIRunner.run([cell, "-o", out.path])
        #expect(selfSized.status == 0, "\(selfSized.stderr)")
        #expect(selfSized.stderr.contains("a table row's standard height"), "\(selfSized.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["dayView"]?[2] == 353)
        let canvas = (try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any])?["canvas"] as? [String: Any]
        #expect(canvas?["height"] as? Double == 44, "\(String(describing: canvas))")
        try write(owner.replacingOccurrences(of: "    func tableView(_ tableView: UITableView, numberOfRowsInSection",
                                             with: "    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { days[indexPath.row] }\n    func tableView(_ tableView: UITableView, numberOfRowsInSection"),
                  "Today/TodayViewController.swift", in: dir)
        let sizedInCode = try CLIRunner.run([cell, "-o", out.path])
        #expect(sizedInCode.status == 0, "\(sizedInCode.stderr)")
        #expect(!sizedInCode.stderr.contains("standard height"), "\(sizedInCode.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["dayView"] == [20, 13, 353, 30])
    }

    /// A self-sized row (the owner returns UIKit's automatic dimension) in a table its screen
    /// insets 16 from each side is as wide as the table, 361, its height fitted to its content
    /// (8 + 44 + 8): the owner gives the width alone. It was drawn 393 wide.
    @Test func aSelfSizedRowIsAsWideAsItsInsetTable() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Shop.xcodeproj"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            import SnapKit

            final class CategoryCell: UITableViewCell {
                let box = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(box)
                    box.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(8)
                        make.height.equalTo(44)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Shop/CategoryCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class CategoriesViewController: UIViewController, UITableViewDelegate {
                let table = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.register(CategoryCell.self, forCellReuseIdentifier: "category")
                    table.delegate = self
                    view.addSubview(table)
                    table.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide)
                        make.leading.trailing.bottom.equalToSuperview().inset(16)
                    }
                }
                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    UITableView.automaticDimension
                }
            }
            """, "Shop/CategoriesViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Shop/CategoryCell.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 361 wide, the width of the table"), "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["box"] == [8, 8, 345, 44])
    }

    /// An owner with two tables, each given its row height: the one set nearest where the code
    /// uses the cell class sizes it (80, beside the cell made for the main table), not the one
    /// nearest the `#import` of the cell's header at the file's top (the popup's 50).
    @Test func theRowHeightNearestTheCellsUseNotItsImport() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Notes.xcodeproj"), withIntermediateDirectories: true)
        try write("""
            @interface NoteCell : UITableViewCell
            @end
            """, "Notes/NoteCell.h", in: dir)
        try write("""
            @interface NotesViewController : UIViewController
            @end
            """, "Notes/NotesViewController.h", in: dir)
        try write("""
            #import "NoteCell.h"
            @implementation NoteCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                UIView *avatar = [UIView new];
                [self.contentView addSubview:avatar];
                [avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(15);
                    make.centerY.equalTo(self.contentView);
                    make.height.width.equalTo(self.contentView.mas_height).multipliedBy(0.5);
                }];
                return self;
            }
            @end
            """, "Notes/NoteCell.m", in: dir)
        try write("""
            #import "NoteCell.h"
            #import "NotesViewController.h"
            @interface NotesViewController () <UITableViewDataSource>
            @property (nonatomic, strong) UITableView *popTableView;
            @property (nonatomic, strong) UITableView *tableView;
            @end
            @implementation NotesViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.popTableView = [[UITableView alloc] init];
                self.popTableView.rowHeight = 50;
                [self.view addSubview:self.popTableView];
                self.tableView = [[UITableView alloc] initWithFrame:self.view.bounds];
                self.tableView.dataSource = self;
                [self.view addSubview:self.tableView];
                self.tableView.rowHeight = 80;
            }
            - (void)showPopup {
                self.popTableView.hidden = NO;
                [self.view bringSubviewToFront:self.popTableView];
            }
            - (void)hidePopup {
                self.popTableView.hidden = YES;
            }
            - (void)reload {
                [self.tableView reloadData];
                [self.popTableView reloadData];
            }
            - (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section { return 3; }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                NoteCell *cell = [[NoteCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"note"];
                return cell;
            }
            @end
            """, "Notes/NotesViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Notes/NoteCell.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 80, the row height"), "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["avatar"] == [15, 20, 40, 40])
    }

    /// A view controller a paging screen shows as its child (`[self addChildViewController:vc2]`,
    /// then a loop over `self.childViewControllers` giving each view a page's frame) is as large
    /// as that page: 393 × (852 − 64 − 49) = 739, so its list pinned to the bottom is 739 − 50
    /// = 689 tall, not 802. The container places everything by frames and makes no constraint.
    @Test func aChildControllerIsAsLargeAsThePageItsContainerGivesItsView() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Pages.xcodeproj"), withIntermediateDirectories: true)
        for name in ["GiftController", "PostController", "CategoryController"] {
            try write("#import <UIKit/UIKit.h>\n@interface \(name) : UIViewController\n@end\n", "Pages/\(name).h", in: dir)
        }
        try write("""
            #import "GiftController.h"
            #import "Masonry.h"
            @implementation GiftController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *list = [UIView new];
                [self.view addSubview:list];
                [list mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view).offset(50);
                    make.left.bottom.equalTo(self.view);
                    make.width.mas_equalTo(85);
                }];
            }
            @end
            """, "Pages/GiftController.m", in: dir)
        try write("""
            #import "CategoryController.h"
            #import "GiftController.h"
            #import "PostController.h"
            @implementation CategoryController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self addChildViewController:[[PostController alloc] init]];
                [self addChildViewController:[[GiftController alloc] init]];
                UIScrollView *pages = [[UIScrollView alloc] init];
                pages.frame = CGRectMake(0, 64, self.view.frame.size.width, self.view.frame.size.height - 64 - 49);
                for (NSInteger i = 0; i < 2; i++) {
                    UIViewController *vc = self.childViewControllers[i];
                    vc.view.frame = CGRectMake(i * pages.frame.size.width, 0, pages.frame.size.width, pages.frame.size.height);
                    [pages addSubview:vc.view];
                }
                [self.view addSubview:pages];
            }
            @end
            """, "Pages/CategoryController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Pages/GiftController.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["list"] == [0, 50, 85, 689])
        #expect(r.stderr.contains("GiftController.m: drawn 393 × 739, the size Pages/CategoryController.m gives"), "\(r.stderr)")
    }

    /// An owner file holding several classes (ListViews.m: a scroll panel first, with no
    /// constraints, then the header view that makes the tiles): the class of it that makes the
    /// drawn one is read for its size, 393 / 3 = 131 wide and 88 tall, so the tile's label 10
    /// above its bottom is at 88 − 10 − 20 = 58; it was drawn at the screen's size.
    @Test func theClassOfAnOwnerFileThatMakesTheViewGivesItsSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("Tiles.xcodeproj"), withIntermediateDirectories: true)
        try write("#import <UIKit/UIKit.h>\n@interface TileView : UIView\n@end\n", "Tiles/TileView.h", in: dir)
        try write("""
            #import "TileView.h"
            #import "Masonry.h"
            @implementation TileView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UILabel *caption = [[UILabel alloc] init];
                    caption.text = @"Gain";
                    [self addSubview:caption];
                    [caption mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(self);
                        make.bottom.equalTo(self).offset(-10);
                        make.height.mas_equalTo(20);
                    }];
                }
                return self;
            }
            @end
            """, "Tiles/TileView.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface ScrollPanel : UIScrollView\n@end\n@interface HeaderView : UIView\n@end\n", "Tiles/ListViews.h", in: dir)
        try write("""
            #import "ListViews.h"
            #import "TileView.h"
            @implementation ScrollPanel
            - (instancetype)init {
                if (self = [super init]) {
                    self.pagingEnabled = YES;
                }
                return self;
            }
            @end
            @implementation HeaderView
            - (instancetype)init {
                if (self = [super init]) {
                    self.frame = CGRectMake(0, 0, CGRectGetWidth(UIScreen.mainScreen.bounds), 300);
                    CGFloat width = CGRectGetWidth(UIScreen.mainScreen.bounds) / 3.0;
                    for (NSInteger idx = 0; idx < 3; idx++) {
                        TileView *tile = [[TileView alloc] initWithFrame:CGRectMake(width * idx, 0, width, 88)];
                        [self addSubview:tile];
                    }
                }
                return self;
            }
            @end
            """, "Tiles/ListViews.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Tiles/TileView.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["caption"] == [0, 58, 131, 20])
        #expect(r.stderr.contains("TileView.m: drawn 131 × 88, the size Tiles/ListViews.m's HeaderView gives each of the 3 it makes"), "\(r.stderr)")
    }
}
