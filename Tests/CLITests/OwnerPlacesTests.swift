import Foundation
import Testing

/// Where the app shows the view a file draws decides its size: a section's header or footer
/// (not a row), a panel its screen shows only once an action runs, a view whose width its
/// owner decides and whose height its own constraints do. Apps written by hand in the shapes
/// real ones have; every frame derived by hand beside it.
@Suite struct OwnerPlacesTests: WritesProjects {
    let fm = FileManager.default

    /// A profile screen's collection view shows `ProfileHeader` as its section header
    /// (`forSupplementaryViewOfKind:UICollectionElementKindSectionHeader`) and cells 100 × 120.
    /// The header is as large as `referenceSizeForHeaderInSection:` says, 393 × (300 + 20) —
    /// not the item size. Its banner 150 tall at the top; its tab strip 40 tall along its
    /// bottom, at 320 − 40 = 280; its follow button 80 × 30, 15 in from the right: x 393 − 15 − 80
    /// = 298, y 150 + 10 = 160.
    @Test func aCollectionsSectionHeaderIsDrawnAtTheHeaderSizeNotTheItemSize() throws {
        let dir = try project("Profile")
        defer { try? fm.removeItem(at: dir) }
        try write("#define SCREEN_W [UIScreen mainScreen].bounds.size.width\n#define kHeaderExtra 20\n", "Profile/Profile-Prefix.pch", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface ProfileHeader : UICollectionReusableView\n@end\n", "Profile/Views/ProfileHeader.h", in: dir)
        try write("""
            #import "ProfileHeader.h"
            #import "Masonry.h"

            @interface ProfileHeader ()
            @property (nonatomic, strong) UIImageView *banner;
            @property (nonatomic, strong) UIButton *followButton;
            @property (nonatomic, strong) UIView *tabStrip;
            @end

            @implementation ProfileHeader
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _banner = [[UIImageView alloc] init];
                    [self addSubview:_banner];
                    _followButton = [UIButton buttonWithType:UIButtonTypeCustom];
                    [self addSubview:_followButton];
                    _tabStrip = [[UIView alloc] init];
                    [self addSubview:_tabStrip];
                    [_banner mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.right.equalTo(self);
                        make.height.mas_equalTo(150);
                    }];
                    [_followButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.banner.mas_bottom).offset(10);
                        make.right.equalTo(self).inset(15);
                        make.size.mas_equalTo(CGSizeMake(80, 30));
                    }];
                    [_tabStrip mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self);
                        make.height.mas_equalTo(40);
                    }];
                }
                return self;
            }
            @end
            """, "Profile/Views/ProfileHeader.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface ProfileViewController : UIViewController\n@end\n", "Profile/Screens/ProfileViewController.h", in: dir)
        try write("""
            #import "ProfileViewController.h"
            #import "ProfileHeader.h"
            #import "Masonry.h"

            static NSString * const kHeaderID = @"ProfileHeader";

            @interface ProfileViewController () <UICollectionViewDelegateFlowLayout, UICollectionViewDataSource>
            @property (nonatomic, strong) UICollectionView *collectionView;
            @end

            @implementation ProfileViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UICollectionViewFlowLayout *layout = [[UICollectionViewFlowLayout alloc] init];
                _collectionView = [[UICollectionView alloc] initWithFrame:CGRectZero collectionViewLayout:layout];
                _collectionView.delegate = self;
                _collectionView.dataSource = self;
                [_collectionView registerClass:[UICollectionViewCell class] forCellWithReuseIdentifier:@"Cell"];
                [_collectionView registerClass:[ProfileHeader class] forSupplementaryViewOfKind:UICollectionElementKindSectionHeader withReuseIdentifier:kHeaderID];
                [self.view addSubview:_collectionView];
                [_collectionView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view);
                }];
            }

            - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout sizeForItemAtIndexPath:(NSIndexPath *)indexPath {
                return CGSizeMake(100, 120);
            }

            - (UICollectionReusableView *)collectionView:(UICollectionView *)collectionView viewForSupplementaryElementOfKind:(NSString *)kind atIndexPath:(NSIndexPath *)indexPath {
                ProfileHeader *header = [collectionView dequeueReusableSupplementaryViewOfKind:kind withReuseIdentifier:kHeaderID forIndexPath:indexPath];
                return header;
            }

            - (CGSize)collectionView:(UICollectionView *)collectionView layout:(UICollectionViewLayout *)collectionViewLayout referenceSizeForHeaderInSection:(NSInteger)section {
                return CGSizeMake(SCREEN_W, 300 + kHeaderExtra);
            }
            @end
            """, "Profile/Screens/ProfileViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Profile/Views/ProfileHeader.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["banner"] == [0, 0, 393, 150])
        #expect(frames["followButton"] == [298, 160, 80, 30])
        #expect(frames["tabStrip"] == [0, 280, 393, 40])
        #expect(r.stderr.contains("ProfileHeader.m: drawn 393 × 320, the section header's size Profile/Screens/ProfileViewController.m gives it (collectionView:layout:referenceSizeForHeaderInSection:)"), "\(r.stderr)")
    }

    /// A table's footer view (`UITableViewHeaderFooterView`, made in `viewForFooterInSection`)
    /// is as tall as `heightForFooterInSection` says, 60, not as the header's 30 or a row's 44:
    /// its hairline along the bottom at 59, its button 12 in from the trailing edge, 24 square,
    /// centred: x 393 − 12 − 24 = 357, y (60 − 24) / 2 = 18.
    @Test func aTablesSectionFooterIsDrawnAtTheFootersHeight() throws {
        let dir = try project("Orders")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class OrderFooterView: UITableViewHeaderFooterView {
                let moreButton = UIButton(type: .system)
                let hairline = UIView()

                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(moreButton)
                    contentView.addSubview(hairline)
                    moreButton.snp.makeConstraints { make in
                        make.trailing.equalToSuperview().inset(12)
                        make.centerY.equalToSuperview()
                        make.width.height.equalTo(24)
                    }
                    hairline.snp.makeConstraints { make in
                        make.leading.trailing.bottom.equalToSuperview()
                        make.height.equalTo(1)
                    }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, "Orders/Views/OrderFooterView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class OrdersViewController: UIViewController, UITableViewDelegate {
                private let tableView = UITableView(frame: .zero, style: .grouped)

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.delegate = self
                    tableView.register(OrderFooterView.self, forHeaderFooterViewReuseIdentifier: "footer")
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
                }

                func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }

                func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? {
                    tableView.dequeueReusableHeaderFooterView(withIdentifier: "footer") as? OrderFooterView
                }

                func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
                    return 60
                }
            }
            """, "Orders/Screens/OrdersViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Orders/Views/OrderFooterView.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["moreButton"] == [357, 18, 24, 24])
        #expect(frames["hairline"] == [0, 59, 393, 1])
        #expect(r.stderr.contains("OrderFooterView.swift: drawn 393 × 60, the section footer's height Orders/Screens/OrdersViewController.swift gives it (tableView(_:heightForFooterInSection:))"), "\(r.stderr)")
    }

    /// A detail screen's table shows `PosterHeaderView` only as section 0's header (`if section
    /// == 0 { … as? PosterHeaderView … }`), and `heightForHeaderInSection` returns
    /// `section == 0 ? 230 : 20`: the header is 230 tall, the height of the section it is made
    /// for. Its backdrop on its edges; its poster 22 in from top and bottom (186 tall) and 0.8 as
    /// wide (148.8), 16 from the leading edge.
    @Test func aHeaderMadeForOneSectionIsDrawnAtThatSectionsHeight() throws {
        let dir = try project("Movies")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class PosterHeaderView: UITableViewHeaderFooterView {
                static let identifier = "PosterHeaderView"
                let backdrop = UIImageView()
                let poster = UIImageView()

                override init(reuseIdentifier: String?) {
                    super.init(reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(backdrop)
                    contentView.addSubview(poster)
                    backdrop.snp.makeConstraints { $0.edges.equalTo(contentView) }
                    poster.snp.makeConstraints { make in
                        make.leading.equalTo(contentView).offset(16)
                        make.verticalEdges.equalTo(contentView).inset(22)
                        make.width.equalTo(poster.snp.height).multipliedBy(0.8)
                    }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, "Movies/Detail/PosterHeaderView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class DetailViewController: UIViewController, UITableViewDelegate {
                private let tableView: UITableView = {
                    let view = UITableView()
                    view.register(PosterHeaderView.self, forHeaderFooterViewReuseIdentifier: PosterHeaderView.identifier)
                    return view
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.delegate = self
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
                }

                func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                    return section == 0 ? 230 : 20
                }

                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    if section == 0 {
                        guard let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: PosterHeaderView.identifier) as? PosterHeaderView else {
                            return UITableViewHeaderFooterView()
                        }
                        return header
                    }
                    return nil
                }
            }
            """, "Movies/Detail/DetailViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Movies/Detail/PosterHeaderView.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["backdrop"] == [0, 0, 393, 230])
        #expect(frames["poster"] == [16, 22, 148.8, 186])
        #expect(r.stderr.contains("PosterHeaderView.swift: drawn 393 × 230, the section header's height Movies/Detail/DetailViewController.swift gives it (tableView(_:heightForHeaderInSection:))"), "\(r.stderr)")
    }

    /// A section view the owner makes both as its sections' headers and as their footers (one
    /// class, two places, 40 and 12 tall): the place its file writes first decides, the header
    /// here, the same on every run — the owner's methods are looked at in the order written.
    @Test func aViewShownAsBothHeaderAndFooterTakesThePlaceWrittenFirst() throws {
        let dir = try project("Music")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface SectionBarView : UITableViewHeaderFooterView\n@end\n", "Music/Views/SectionBarView.h", in: dir)
        try write("""
            #import "SectionBarView.h"
            #import "Masonry.h"
            @interface SectionBarView ()
            @property (nonatomic, strong) UIView *bottomLine;
            @end
            @implementation SectionBarView
            - (instancetype)initWithReuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithReuseIdentifier:reuseIdentifier];
                if (self) {
                    _bottomLine = [UIView new];
                    [self.contentView addSubview:_bottomLine];
                    [_bottomLine mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self.contentView);
                        make.height.mas_equalTo(1);
                    }];
                }
                return self;
            }
            @end
            """, "Music/Views/SectionBarView.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface MusicViewController : UIViewController\n@end\n", "Music/Screens/MusicViewController.h", in: dir)
        try write("""
            #import "MusicViewController.h"
            #import "SectionBarView.h"
            #import "Masonry.h"
            @interface MusicViewController () <UITableViewDelegate>
            @property (nonatomic, strong) UITableView *tableView;
            @end
            @implementation MusicViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStyleGrouped];
                _tableView.delegate = self;
                [_tableView registerClass:[SectionBarView class] forHeaderFooterViewReuseIdentifier:@"bar"];
                [self.view addSubview:_tableView];
                [_tableView mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
            }
            - (UIView *)tableView:(UITableView *)tableView viewForHeaderInSection:(NSInteger)section {
                SectionBarView *bar = [tableView dequeueReusableHeaderFooterViewWithIdentifier:@"bar"];
                return bar;
            }
            - (UIView *)tableView:(UITableView *)tableView viewForFooterInSection:(NSInteger)section {
                SectionBarView *bar = [tableView dequeueReusableHeaderFooterViewWithIdentifier:@"bar"];
                return bar;
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForHeaderInSection:(NSInteger)section {
                return 40;
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForFooterInSection:(NSInteger)section {
                return 12;
            }
            @end
            """, "Music/Screens/MusicViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        for _ in 0..<4 {
            let r = try CLIRunner.run([dir.appendingPathComponent("Music/Views/SectionBarView.m").path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            #expect(try CLIRunner.frames(inSolution: out)["bottomLine"] == [0, 39, 393, 1])
            #expect(r.stderr.contains("SectionBarView.m: drawn 393 × 40, the section header's height Music/Screens/MusicViewController.m gives it (tableView:heightForHeaderInSection:)"), "\(r.stderr)")
        }
    }

    /// A screen whose collection view's set-up, data source and flow-layout delegate are all
    /// written in extensions of it (`extension TipsViewController: UICollectionViewDataSource { …
    /// as! TipCell … }`), its class body naming no cell: the item size `sizeForItemAt` returns, (393 − 9 × 3) / 2 = 183 square. The
    /// cell's caption 25 tall along its bottom, its photo above it (158), its add button 80 square
    /// in the middle: (183 − 80) / 2 = 51.5.
    @Test func aCellWhoseScreensDataSourceIsAnExtensionTakesItsItemSize() throws {
        let dir = try project("Tips")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            class TipCell: UICollectionViewCell {
                let photo = UIImageView()
                let caption = UILabel()
                let addButton = UIButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(photo)
                    addSubview(caption)
                    addSubview(addButton)
                    caption.snp.makeConstraints { make in
                        make.leading.trailing.bottom.equalToSuperview()
                        make.height.equalTo(25)
                    }
                    photo.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.bottom.equalTo(caption.snp.top)
                    }
                    addButton.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.width.height.equalTo(80)
                    }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, "Tips/Views/TipCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class TipsViewController: UIViewController {
                let spacing: CGFloat = 9
                var tips: [String] = []
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    setUpCollection()
                }
            }

            extension TipsViewController {
                func setUpCollection() {
                    collectionView.dataSource = self
                    collectionView.delegate = self
                    collectionView.register(TipCell.self, forCellWithReuseIdentifier: "TipCell")
                    view.addSubview(collectionView)
                    collectionView.snp.makeConstraints { $0.edges.equalToSuperview() }
                }
            }

            extension TipsViewController: UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tips.count }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "TipCell", for: indexPath) as! TipCell
                    cell.caption.text = tips[indexPath.item]
                    return cell
                }
            }

            extension TipsViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    let side = (UIScreen.main.bounds.width - spacing * 3) / 2
                    return CGSize(width: side, height: side)
                }
            }
            """, "Tips/Screens/TipsViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Tips/Views/TipCell.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["caption"] == [0, 158, 183, 25])
        #expect(frames["photo"] == [0, 0, 183, 158])
        #expect(frames["addButton"] == [51.5, 51.5, 80, 80])
        #expect(r.stderr.contains("TipCell.swift: drawn 183 × 183, the item size Tips/Screens/TipsViewController.swift gives it (collectionView(_:layout:sizeForItemAt:))"), "\(r.stderr)")
    }

    /// A membership screen's table shows `PlanCell` in two rows, section 1 rows 1 and 2 (`if
    /// (indexPath.section == 1 && (indexPath.row == 1))`, then under `else if`), and
    /// `heightForRowAtIndexPath:` returns 20 for section 0 row 7, a model's height for row 6, 56
    /// for the rest: both of the cell's rows are 56, so it is drawn 56 tall (a third, in section
    /// 2 when a flag the app sets says so, is as tall as a height only the app sets: passed
    /// over). Its check box 15 in,
    /// 30 square, centred: y (56 − 30) / 2 = 13; its price tag 5 after it, 50 × 30. Where the
    /// two rows' heights differ (its second row 72), the cell has no one row and is fitted to
    /// its content, said as before.
    @Test func aCellIsDrawnAtTheHeightOfTheRowsItsTableShowsItIn() throws {
        let dir = try project("Member")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface PlanCell : UITableViewCell\n@end\n", "Member/Cells/PlanCell.h", in: dir)
        try write("""
            #import "PlanCell.h"
            #import "Masonry.h"
            @interface PlanCell ()
            @property (nonatomic, strong) UIButton *checkBox;
            @property (nonatomic, strong) UILabel *priceTag;
            @end
            @implementation PlanCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    _checkBox = [UIButton buttonWithType:UIButtonTypeCustom];
                    [self.contentView addSubview:_checkBox];
                    _priceTag = [[UILabel alloc] init];
                    [self.contentView addSubview:_priceTag];
                    [_checkBox mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.contentView).offset(15);
                        make.centerY.equalTo(self.contentView);
                        make.size.mas_equalTo(CGSizeMake(30, 30));
                    }];
                    [_priceTag mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.checkBox.mas_right).offset(5);
                        make.centerY.equalTo(self.checkBox);
                        make.width.mas_equalTo(50);
                        make.height.mas_equalTo(30);
                    }];
                }
                return self;
            }
            @end
            """, "Member/Cells/PlanCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface MemberViewController : UIViewController\n@end\n", "Member/Screens/MemberViewController.h", in: dir)
        let screen = """
            #import "MemberViewController.h"
            #import "PlanCell.h"
            #import "Masonry.h"
            @interface MemberViewController () <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) UITableView *tableView;
            @property (nonatomic, assign) CGFloat customHeight;
            @property (nonatomic, assign) CGFloat trialHeight;
            @property (nonatomic, assign) BOOL showsTrial;
            @end
            @implementation MemberViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _tableView = [[UITableView alloc] init];
                _tableView.dataSource = self;
                _tableView.delegate = self;
                [_tableView registerClass:[PlanCell class] forCellReuseIdentifier:@"Plan"];
                [self.view addSubview:_tableView];
                [_tableView mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0) {
                    UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Cell"];
                    return cell;
                } else if (indexPath.section == 1 && (indexPath.row == 1)) {
                    PlanCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Plan"];
                    return cell;
                } else if (indexPath.section == 1 && indexPath.row == 2) {
                    PlanCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Plan"];
                    return cell;
                } else if (indexPath.section == 2 && self.showsTrial) {
                    PlanCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Plan"];
                    return cell;
                }
                return [UITableViewCell new];
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.section == 0 && indexPath.row == 7) {
                    return 20;
                } else if (indexPath.section == 0 && indexPath.row == 6) {
                    return self.customHeight;
                } else if (indexPath.section == 2) {
                    return self.trialHeight;
                } SECOND_ROW
                return 56;
            }
            @end
            """
        try write(screen.replacingOccurrences(of: " SECOND_ROW", with: ""), "Member/Screens/MemberViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let cell = dir.appendingPathComponent("Member/Cells/PlanCell.m").path
        let r = try CLIRunner.run([cell, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["checkBox"] == [15, 13, 30, 30])
        #expect(frames["priceTag"] == [50, 13, 50, 30])
        #expect(r.stderr.contains("PlanCell.m: drawn 393 × 56, the row height Member/Screens/MemberViewController.m gives it (tableView:heightForRowAtIndexPath:)"), "\(r.stderr)")
        // Its second row 72 tall: no one height, so not the owner's.
        try write(screen.replacingOccurrences(of: "SECOND_ROW", with: "else if (indexPath.section == 1 && indexPath.row == 2) {\n            return 72;\n        }"),
                  "Member/Screens/MemberViewController.m", in: dir)
        let differing = try CLIRunner.run([cell, "-o", out.path])
        #expect(differing.status == 0, "\(differing.stderr)")
        #expect(!differing.stderr.contains("MemberViewController.m gives it"), "\(differing.stderr)")
    }

    /// A cell its table registers by its nib's name (a string, not the class) and dequeues into
    /// a variable of its class (`OrderCell *cell = [tableView dequeueReusableCellWithIdentifier:…]`):
    /// that file is its owner, and its `rowHeight` of 64 the row. The cell's badge 12 from the
    /// right, 20 square, centred: x 393 − 12 − 20 = 361, y (64 − 20) / 2 = 22.
    @Test func aCellDequeuedIntoAVariableOfItsClassFindsItsOwner() throws {
        let dir = try project("Orders")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface OrderCell : UITableViewCell\n@end\n", "Orders/Cells/OrderCell.h", in: dir)
        try write("""
            #import "OrderCell.h"
            #import "Masonry.h"
            @interface OrderCell ()
            @property (nonatomic, strong) UIView *badge;
            @end
            @implementation OrderCell
            - (void)awakeFromNib {
                [super awakeFromNib];
                _badge = [UIView new];
                [self.contentView addSubview:_badge];
                [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.right.equalTo(self.contentView).offset(-12);
                    make.centerY.equalTo(self.contentView);
                    make.width.height.mas_equalTo(20);
                }];
            }
            @end
            """, "Orders/Cells/OrderCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface OrdersViewController : UITableViewController\n@end\n", "Orders/Screens/OrdersViewController.h", in: dir)
        try write("""
            #import "OrdersViewController.h"
            #import "OrderCell.h"
            @implementation OrdersViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerNib:[UINib nibWithNibName:@"OrderCell" bundle:nil] forCellReuseIdentifier:@"order"];
                self.tableView.rowHeight = 64;
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                OrderCell *cell = [tableView dequeueReusableCellWithIdentifier:@"order" forIndexPath:indexPath];
                return cell;
            }
            @end
            """, "Orders/Screens/OrdersViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Orders/Cells/OrderCell.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["badge"] == [361, 22, 20, 20])
        #expect(r.stderr.contains("OrderCell.m: drawn 393 × 64, the row height Orders/Screens/OrdersViewController.m gives it (rowHeight)"), "\(r.stderr)")
    }

    /// A PIN pad its screen adds and constrains only in `showPinPad()`, which the pay button's
    /// action calls: on a device it is 300 × 64 once shown, so it is drawn at that, said. Its six
    /// dots 10 square, 40 apart from x 25, centred: y (64 − 10) / 2 = 27; its outline on its
    /// edges.
    @Test func aPanelItsScreenShowsOnlyInAnActionIsDrawnAtTheSizeItHasThen() throws {
        let dir = try project("Pay")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class PinPadView: UIView {
                let outline = UIView()
                private(set) var dots: [UIView] = []

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(outline)
                    outline.snp.makeConstraints { $0.edges.equalToSuperview() }
                    let first = UIView()
                    outline.addSubview(first)
                    first.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(25)
                        make.centerY.equalToSuperview()
                        make.width.height.equalTo(10)
                    }
                    let second = UIView()
                    outline.addSubview(second)
                    second.snp.makeConstraints { make in
                        make.left.equalTo(first).offset(40)
                        make.centerY.equalToSuperview()
                        make.width.height.equalTo(10)
                    }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, "Pay/Views/PinPadView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class PayViewController: UIViewController {
                private let payButton = UIButton(type: .system)
                private let pinPad = PinPadView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(payButton)
                    payButton.snp.makeConstraints { make in
                        make.left.right.equalToSuperview().inset(20)
                        make.bottom.equalTo(view.safeAreaLayoutGuide).inset(20)
                        make.height.equalTo(50)
                    }
                    payButton.addTarget(self, action: #selector(pay), for: .touchUpInside)
                }

                @objc private func pay() {
                    showPinPad()
                }

                private func showPinPad() {
                    view.addSubview(pinPad)
                    pinPad.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.width.equalTo(300)
                        make.height.equalTo(64)
                    }
                }
            }
            """, "Pay/Screens/PayViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Pay/Views/PinPadView.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["outline"] == [0, 0, 300, 64])
        #expect(frames["first"] == [25, 27, 10, 10])
        #expect(frames["second"] == [65, 27, 10, 10])
        #expect(r.stderr.contains("PinPadView.swift: drawn 300 × 64, the size Pay/Screens/PayViewController.swift gives its pinPad once showPinPad runs (--size WxH for another)"), "\(r.stderr)")
    }

    /// A contact row's view (subclassing a design system's base, from a package the project does
    /// not hold, whose name does not say it is a view, so the cell's file cannot run its set-up;
    /// one named as a view, `DSView`, is run, OwnViewClasses.namesAView), 16 in from each side of its cell and filling
    /// its height: the cell (whose own height its content would give) decides only its width,
    /// 393 − 32 = 361; its own constraints decide its height, as tall as its avatar makes it
    /// (8 + 40 + 8 = 56). Its chevron 16 in from the trailing edge, 24 square,
    /// centred on the avatar: x 361 − 16 − 24 = 321, y 8 + 20 − 12 = 16.
    @Test func aViewWhoseOwnerDecidesOnlyItsWidthTakesThatWidth() throws {
        let dir = try project("Contacts")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            import DesignKit

            final class ContactRowView: DSComponent {
                let avatar = UIImageView()
                let chevron = UIImageView()
                let tapArea = UIButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(avatar)
                    addSubview(chevron)
                    addSubview(tapArea)
                    avatar.snp.makeConstraints { make in
                        make.leading.equalToSuperview().offset(24)
                        make.top.equalToSuperview().offset(8)
                        make.size.equalTo(40)
                        make.centerY.equalToSuperview()
                    }
                    chevron.snp.makeConstraints { make in
                        make.trailing.equalToSuperview().inset(16)
                        make.centerY.equalTo(avatar)
                        make.size.equalTo(24)
                    }
                    tapArea.snp.makeConstraints { $0.edges.equalToSuperview() }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, "Contacts/Views/ContactRowView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class ContactCell: UITableViewCell {
                private let rowView = ContactRowView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(rowView)
                    rowView.snp.makeConstraints { make in
                        make.top.bottom.equalTo(contentView)
                        make.leading.trailing.equalTo(contentView).inset(16)
                    }
                }

                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """, "Contacts/Cells/ContactCell.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Contacts/Views/ContactRowView.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["avatar"] == [24, 8, 40, 40])
        #expect(frames["chevron"] == [321, 16, 24, 24])
        #expect(frames["tapArea"] == [0, 0, 361, 56])
        #expect(r.stderr.contains("ContactRowView.swift: drawn 361 wide, as Contacts/Cells/ContactCell.swift gives its rowView its width (--size WxH for another)"), "\(r.stderr)")
    }

    /// A form whose rows follow the app's data: `cellForRowAtIndexPath:` makes `TextFieldCell`
    /// under `case FieldTypeText:` of `switch (field.type)`, and `heightForRowAtIndexPath:`
    /// switches on the same data: 60 for that case (40 for headers, 120 for photos). The cell
    /// is drawn 60 tall, as the rows it is shown in are: its input 16 in and 10 from the top
    /// and bottom, 40 tall; its rule along the bottom at 59.
    @Test func aRowWhoseClassAndHeightFollowTheAppsDataTakesTheHeightOfItsCase() throws {
        let dir = try project("Forms")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface TextFieldCell : UITableViewCell\n@end\n", "Forms/Cells/TextFieldCell.h", in: dir)
        try write("""
            #import "TextFieldCell.h"
            #import "Masonry.h"

            @interface TextFieldCell ()
            @property (nonatomic, strong) UIView *input;
            @property (nonatomic, strong) UIView *rule;
            @end

            @implementation TextFieldCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _input = [[UIView alloc] init];
                    [self.contentView addSubview:_input];
                    _rule = [[UIView alloc] init];
                    [self.contentView addSubview:_rule];
                    [_input mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.contentView).offset(16);
                        make.right.equalTo(self.contentView).offset(-16);
                        make.centerY.equalTo(self.contentView);
                        make.height.mas_equalTo(40);
                    }];
                    [_rule mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self.contentView);
                        make.height.mas_equalTo(1);
                    }];
                }
                return self;
            }
            @end
            """, "Forms/Cells/TextFieldCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface FormViewController : UIViewController\n@end\n", "Forms/Screens/FormViewController.h", in: dir)
        try write("""
            #import "FormViewController.h"
            #import "TextFieldCell.h"

            typedef NS_ENUM(NSInteger, FieldType) { FieldTypeHeader, FieldTypeText, FieldTypePhoto };

            @interface FormViewController () <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) NSArray *fields;
            @end

            @implementation FormViewController
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                FormField *field = self.fields[indexPath.row];
                UITableViewCell *cell;
                switch (field.type) {
                    case FieldTypeHeader:
                        cell = [tableView dequeueReusableCellWithIdentifier:@"header"];
                        break;
                    case FieldTypeText:
                        cell = [[TextFieldCell alloc] initWithStyle:UITableViewCellStyleDefault reuseIdentifier:@"text"];
                        break;
                    default:
                        cell = [tableView dequeueReusableCellWithIdentifier:@"photo"];
                        break;
                }
                return cell;
            }

            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                FormField *field = self.fields[indexPath.row];
                switch (field.type) {
                    case FieldTypeHeader:
                        return 40;
                    case FieldTypeText:
                        return 60;
                    default:
                        return 120;
                }
            }
            @end
            """, "Forms/Screens/FormViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Forms/Cells/TextFieldCell.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["input"] == [16, 10, 361, 40])
        #expect(frames["rule"] == [0, 59, 393, 1])
        #expect(r.stderr.contains("TextFieldCell.m: drawn 393 × 60, the row height Forms/Screens/FormViewController.m gives it (tableView:heightForRowAtIndexPath: for FieldTypeText)"), "\(r.stderr)")
    }

    /// The same in Swift with `==` on the data: `if item.kind == .banner` makes `BannerCell`, and
    /// `heightForRowAt` says `item.kind == .banner ? 180 : 72`. Drawn 180 tall: its image 12 in,
    /// filling the rest.
    @Test func aSwiftRowComparedWithACaseOfTheAppsDataTakesThatCasesHeight() throws {
        let dir = try project("Feed")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class BannerCell: UITableViewCell {
                let picture = UIView()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(picture)
                    picture.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(12)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Feed/Cells/BannerCell.swift", in: dir)
        try write("""
            import UIKit

            final class FeedViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                var items: [FeedItem] = []

                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let item = items[indexPath.row]
                    if item.kind == .banner {
                        return tableView.dequeueReusableCell(withIdentifier: "banner", for: indexPath) as! BannerCell
                    }
                    return tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
                }

                func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                    let item = items[indexPath.row]
                    return item.kind == .banner ? 180 : 72
                }
            }
            """, "Feed/Screens/FeedViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Feed/Cells/BannerCell.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["picture"] == [12, 12, 369, 156])
        #expect(r.stderr.contains("BannerCell.swift: drawn 393 × 180, the row height Feed/Screens/FeedViewController.swift gives it (tableView(_:heightForRowAt:) for .banner)"), "\(r.stderr)")
    }

    /// A header a table's delegate makes itself, `let header = OperationsHeader(frame: …)` in
    /// `viewForHeaderInSection` (no `register`, no dequeue), 140 tall by
    /// `heightForHeaderInSection`: drawn 393 × 140. Its rule along the bottom, 1 tall: y 139.
    /// The delegate then calls `header.setup(titles: operations)` with the screen's two
    /// operations (a method whose name starts with "set" but no setter): run on the drawn
    /// header, one button per title, each a half of the bounds it was made with: 196.5 × 140.
    @Test func aHeaderTheTablesDelegateMakesWithAFrameIsDrawnAtTheHeadersHeight() throws {
        let dir = try project("Cameras")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class OperationsHeader: UIView {
                let rule = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(rule)
                    rule.snp.makeConstraints { make in
                        make.left.right.bottom.equalToSuperview()
                        make.height.equalTo(1)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }

                func setup(titles: [String]) {
                    let width = bounds.width / CGFloat(titles.count)
                    for (index, title) in titles.enumerated() {
                        let button = UIButton()
                        button.setTitle(title, for: .normal)
                        addSubview(button)
                        button.snp.makeConstraints { make in
                            make.left.equalTo(width * CGFloat(index))
                            make.width.equalTo(width)
                            make.top.height.equalTo(self)
                        }
                    }
                }
            }
            """, "Cameras/Views/OperationsHeader.swift", in: dir)
        try write("""
            import UIKit

            enum CameraListConfig {
                static let headerHeight: CGFloat = 140
            }

            final class CameraListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                @IBOutlet weak var tableView: UITableView!
                var operations: [String] = ["talk", "siren"]

                func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                    if operations.isEmpty { return nil }
                    let header = OperationsHeader(frame: CGRect(x: 0, y: 0, width: view.bounds.width, height: CameraListConfig.headerHeight))
                    header.backgroundColor = .white
                    header.setup(titles: operations)
                    return header
                }

                func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
                    return CameraListConfig.headerHeight
                }
            }
            """, "Cameras/Screens/CameraListViewController.swift", in: dir)
        let (r, frames) = try frames(dir.appendingPathComponent("Cameras/Views/OperationsHeader.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(frames["rule"] == [0, 139, 393, 1])
        #expect(frames["button_0"] == [0, 0, 196.5, 140])
        #expect(frames["button_1"] == [196.5, 0, 196.5, 140])
        #expect(r.stderr.contains("OperationsHeader.swift: drawn 393 × 140, the section header's height Cameras/Screens/CameraListViewController.swift gives it (tableView(_:heightForHeaderInSection:))"), "\(r.stderr)")
        #expect(r.stderr.contains("ran what the app's code calls on it after making it"), "\(r.stderr)")
        #expect(r.stderr.contains("setup(titles:) (titles = [\"talk\", \"siren\"])"), "\(r.stderr)")
    }

    /// An owner that sizes its panel at a priority below required (`width.equalTo(200)
    /// .priority(.high)`, as tall 120) while the panel's label, whose text the app sets later,
    /// spans it: at set-up the label is empty and the panel 200 × 120, though the label's
    /// stand-in text (its name, in 40-point type, wider than 200) would tie with the width at 750
    /// (its compression resistance) and leave the width undecided.
    /// Its card inset 2: 196 × 116; the strip along the card's top 25 tall.
    @Test func anOwnersSizeBelowRequiredHoldsAgainstALabelTheAppFillsLater() throws {
        let dir = try project("Bank")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class BalanceCard: UIView {
                let card = UIView()
                let strip = UIView()
                let amountLabel = UILabel()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(card)
                    card.addSubview(strip)
                    card.addSubview(amountLabel)
                    amountLabel.font = .systemFont(ofSize: 40)
                    card.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(2)
                    }
                    strip.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(25)
                    }
                    amountLabel.snp.makeConstraints { make in
                        make.leading.trailing.bottom.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Bank/Views/BalanceCard.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class AccountScreenView: UIView {
                let balanceCard = BalanceCard()
                let photo = UIImageView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(photo)
                    addSubview(balanceCard)
                    photo.snp.makeConstraints { make in
                        make.top.equalTo(safeAreaLayoutGuide.snp.top)
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(155)
                    }
                    balanceCard.snp.makeConstraints { make in
                        make.center.equalTo(photo).priority(.low)
                        make.width.equalTo(200).priority(.high)
                        make.height.equalTo(120).priority(.high)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Bank/Screens/AccountScreenView.swift", in: dir)
        let (r, frames) = try frames(dir.appendingPathComponent("Bank/Views/BalanceCard.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(frames["card"] == [2, 2, 196, 116])
        #expect(frames["strip"] == [2, 2, 196, 25])
        #expect(r.stderr.contains("BalanceCard.swift: drawn 200 × 120, the size Bank/Screens/AccountScreenView.swift gives its balanceCard"), "\(r.stderr)")
    }

    /// A view whose only owner decides nothing of its size (made and added, only its top
    /// constrained): drawn at the screen's size, and said, naming the file that makes it.
    @Test func anOwnerThatLeavesTheSizeUndecidedIsNamed() throws {
        let dir = try project("Notes")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class NoteBar: UIView {
                let button = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(button)
                    button.snp.makeConstraints { make in
                        make.top.trailing.equalToSuperview()
                        make.size.equalTo(44)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Notes/Views/NoteBar.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class NoteViewController: UIViewController {
                let bar = NoteBar()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(bar)
                    bar.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                    }
                }
            }
            """, "Notes/Screens/NoteViewController.swift", in: dir)
        let (r, frames) = try frames(dir.appendingPathComponent("Notes/Views/NoteBar.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(frames["button"] == [349, 0, 44, 44])
        #expect(r.stderr.contains("NoteBar.swift: no size from its owners: Notes/Screens/NoteViewController.swift makes it, but the layout there does not decide one size for it"), "\(r.stderr)")
    }

    /// A view pinned to the edges of a collection cell's content view (the file beside it), the
    /// cell shown at the item size its screen's layout gives: the screen's width plus 10 on each
    /// side (the paging gap), as tall as the screen — 413 × 852. The preview is that size, its
    /// scroll view 10 in from each side: 393 wide.
    @Test func aViewFillingACollectionCellIsDrawnAtTheItemSizeTheCellIsShownAt() throws {
        let dir = try project("Photos")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            final class ZoomingPreview: UIView {
                let scrollView = UIScrollView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(scrollView)
                    scrollView.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(10)
                        make.right.equalToSuperview().offset(-10)
                        make.top.bottom.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Photos/Views/ZoomingPreview.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class PreviewCell: UICollectionViewCell {
                let preview = ZoomingPreview()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(preview)
                    preview.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Photos/Views/PreviewCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class PagerViewController: UIViewController {
                let gap: CGFloat = 10
                lazy var collectionView: UICollectionView = {
                    let layout = UICollectionViewFlowLayout()
                    layout.scrollDirection = .horizontal
                    layout.itemSize = CGSize(width: UIScreen.main.bounds.width + gap * 2, height: UIScreen.main.bounds.height)
                    layout.minimumLineSpacing = 0
                    let collection = UICollectionView(frame: .zero, collectionViewLayout: layout)
                    collection.register(PreviewCell.self, forCellWithReuseIdentifier: "preview")
                    return collection
                }()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(collectionView)
                    collectionView.snp.makeConstraints { make in
                        make.top.bottom.equalToSuperview()
                        make.left.equalToSuperview().offset(-gap)
                        make.right.equalToSuperview().offset(gap)
                    }
                }
            }
            """, "Photos/Screens/PagerViewController.swift", in: dir)
        let (r, frames) = try frames(dir.appendingPathComponent("Photos/Views/ZoomingPreview.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(frames["scrollView"] == [10, 0, 393, 852])
        #expect(r.stderr.contains("ZoomingPreview.swift: drawn 413 × 852, the size Photos/Views/PreviewCell.swift (drawn at the size Photos/Screens/PagerViewController.swift gives it as its item (itemSize)) gives its preview"), "\(r.stderr)")
    }
}
