import Foundation
import Testing

/// The app's code around a screen, read as the program runs it: C globals written inside an
/// Objective-C class's `@implementation`, a shared settings object made once by
/// `dispatch_once` and read with dot syntax, a row shown in the `else` of `indexPath.row == 0`,
/// and a text field's `leftView` / `rightView`, which the field places itself. Apps written by
/// hand in the shapes real ones have; every frame derived by hand beside it.
@Suite struct AppObjectsAndSideViewsTests: WritesProjects {
    let fm = FileManager.default

    /// `HSYConstant.h` declares `extern CGFloat const kCellHeightScale;` inside its
    /// `@interface`, and `HSYConstant.m` defines it as 0.30 inside its `@implementation`: C
    /// globals, whatever the class around them. The list's row is 852 × 0.30 = 255.6 tall (its
    /// `heightForRowAtIndexPath:`), the cell's avatar 0.20 of that, 51.12 square at 17.
    /// Before, the constant was unknown and taken as a ratio of 1: the row 852 tall.
    @Test func constantsWrittenInsideAnImplementationAreTheFilesGlobals() throws {
        let dir = try project("Feed")
        defer { try? fm.removeItem(at: dir) }
        try write("#import \"FeedConstant.h\"\n", "Feed/Feed-Prefix.pch", in: dir)
        try write("""
            #import <Foundation/Foundation.h>
            @interface FeedConstant : NSObject
            extern CGFloat const kCellHeightScale;
            extern CGFloat const kAvatarScale;
            @end
            """, "Feed/FeedConstant.h", in: dir)
        try write("""
            #import "FeedConstant.h"
            @implementation FeedConstant
            CGFloat const kCellHeightScale = 0.30;
            CGFloat const kAvatarScale = 0.20;
            @end
            """, "Feed/FeedConstant.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface FeedCell : UITableViewCell\n@end\n", "Feed/FeedCell.h", in: dir)
        try write("""
            #import "FeedCell.h"
            #import "Masonry.h"
            @interface FeedCell ()
            @property (nonatomic, strong) UIImageView *avatar;
            @end
            @implementation FeedCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _avatar = [UIImageView new];
                    [self.contentView addSubview:_avatar];
                    [_avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.height.equalTo(self.contentView.mas_height).multipliedBy(kAvatarScale);
                        make.width.equalTo(self.avatar.mas_height);
                        make.left.top.equalTo(self.contentView).offset(17);
                    }];
                }
                return self;
            }
            @end
            """, "Feed/FeedCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface FeedController : UITableViewController\n@end\n", "Feed/FeedController.h", in: dir)
        try write("""
            #import "FeedController.h"
            #import "FeedCell.h"
            @implementation FeedController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.tableView registerClass:[FeedCell class] forCellReuseIdentifier:@"Feed"];
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                FeedCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Feed" forIndexPath:indexPath];
                return cell;
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                return [UIScreen mainScreen].bounds.size.height * kCellHeightScale;
            }
            @end
            """, "Feed/FeedController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Feed/FeedCell.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 255.6, the row height Feed/FeedController.m gives it"), "\(r.stderr)")
        #expect(f["avatar"] == [17, 17, 51.12, 51.12])
    }

    /// The cell is made in `case 1:` of a switch on the section, in the `else` of
    /// `indexPath.row == 0`: rows 1, 2, … of section 1. The height method gives section 1's
    /// row 0 49 and every other row 88, so the cell is 88 tall (the image 60 square, centred:
    /// y 14). Before, a branch that did not fix the row gave no height (44 and "no height").
    @Test func aRowShownInTheElseOfRowZeroIsSizedForTheOtherRows() throws {
        let dir = try project("Shop")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface PhotoRowCell : UITableViewCell\n@end\n", "Shop/PhotoRowCell.h", in: dir)
        try write("""
            #import "PhotoRowCell.h"
            #import "Masonry.h"
            @implementation PhotoRowCell {
                UIImageView *_photo;
            }
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _photo = [UIImageView new];
                    [self.contentView addSubview:_photo];
                    [_photo mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.size.mas_equalTo(CGSizeMake(60, 60));
                        make.centerY.equalTo(self.contentView);
                        make.leading.equalTo(self.contentView).offset(14);
                    }];
                }
                return self;
            }
            @end
            """, "Shop/PhotoRowCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface OrderView : UIView\n@end\n", "Shop/OrderView.h", in: dir)
        try write("""
            #import "OrderView.h"
            #import "PhotoRowCell.h"
            @interface OrderView () <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) UITableView *table;
            @end
            @implementation OrderView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _table = [[UITableView alloc] initWithFrame:self.bounds style:UITableViewStylePlain];
                _table.delegate = self;
                _table.dataSource = self;
                [_table registerClass:[PhotoRowCell class] forCellReuseIdentifier:@"Photo"];
                [self addSubview:_table];
                return self;
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                switch (indexPath.section) {
                    case 0:
                        return 90;
                    case 1:
                        if (indexPath.row == 0) {
                            return 49;
                        }
                        return 88;
                    default:
                        break;
                }
                return 0;
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                switch (indexPath.section) {
                    case 1: {
                        if (indexPath.row == 0) {
                            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Plain" forIndexPath:indexPath];
                            return cell;
                        } else {
                            PhotoRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Photo" forIndexPath:indexPath];
                            return cell;
                        }
                    }
                    default:
                        return [UITableViewCell new];
                }
            }
            @end
            """, "Shop/OrderView.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Shop/PhotoRowCell.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 88, the row height Shop/OrderView.m gives it"), "\(r.stderr)")
        #expect(f["photo"] == [14, 14, 60, 60])
    }

    /// When the height method tells the rows the `else` allows apart (row 1 is 100 tall, the
    /// others 88), no one height is the cell's, and the owner gives it none: it is fitted to
    /// its content as a cell no owner sizes.
    @Test func rowsTheElseAllowsThatDifferInHeightGiveNoOneHeight() throws {
        let dir = try project("Shop")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import "PhotoRowCell.h"
            #import "Masonry.h"
            @implementation PhotoRowCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                UIView *mark = [UIView new];
                [self.contentView addSubview:mark];
                [mark mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.contentView);
                    make.width.height.mas_equalTo(10);
                }];
                return self;
            }
            @end
            """, "Shop/PhotoRowCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface PhotoRowCell : UITableViewCell\n@end\n", "Shop/PhotoRowCell.h", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface OrderController : UITableViewController\n@end\n", "Shop/OrderController.h", in: dir)
        try write("""
            #import "OrderController.h"
            #import "PhotoRowCell.h"
            @implementation OrderController
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row == 1) { return 100; }
                return 88;
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row == 0) {
                    return [UITableViewCell new];
                } else {
                    PhotoRowCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Photo" forIndexPath:indexPath];
                    return cell;
                }
            }
            @end
            """, "Shop/OrderController.m", in: dir)
        let (r, _) = try frames(dir.appendingPathComponent("Shop/PhotoRowCell.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("the row height Shop/OrderController.m gives it"), "\(r.stderr)")
    }

    /// `AppSettings.shared.navigationBarHeight` (dot syntax for the class method `+shared`),
    /// made once in `dispatch_once` and set up by `configure`: a new navigation controller's bar
    /// (44) under the status bar (54 on an iPhone 15), 98. And `[AppSettings shared].tabBarHeight`,
    /// 83 where the window has a bottom safe area (34). The tab strip sits at y 98, 50 tall; the
    /// footer is 83 tall at the bottom: y 852 − 83 = 769.
    @Test func aSharedSettingsObjectMadeOnceIsReadThroughDotSyntax() throws {
        let dir = try project("Bank")
        defer { try? fm.removeItem(at: dir) }
        try write("#import \"AppSettings.h\"\n", "Bank/Bank-Prefix.pch", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            @interface AppSettings : NSObject
            @property (nonatomic, assign) CGFloat navigationBarHeight;
            @property (nonatomic, assign) CGFloat tabBarHeight;
            + (AppSettings *)shared;
            @end
            """, "Bank/App/AppSettings.h", in: dir)
        try write("""
            #import "AppSettings.h"
            static inline BOOL hasHomeIndicator() {
                UIWindow *window = [[[UIApplication sharedApplication] delegate] window];
                return window.safeAreaInsets.bottom > 0.0;
            }
            @implementation AppSettings
            + (AppSettings *)shared {
                static AppSettings *settings;
                static dispatch_once_t onceToken;
                dispatch_once(&onceToken, ^{
                    settings = [[AppSettings alloc] init];
                    [settings configure];
                });
                return settings;
            }
            - (void)configure {
                UINavigationController *nav = [UINavigationController new];
                self.navigationBarHeight = nav.navigationBar.frame.size.height + [[UIApplication sharedApplication] statusBarFrame].size.height;
                self.tabBarHeight = hasHomeIndicator() ? 83.0 : 49.0;
            }
            @end
            """, "Bank/App/AppSettings.m", in: dir)
        try write("""
            #import <UIKit/UIKit.h>
            #import "Masonry.h"
            @interface CardsViewController : UIViewController
            @end
            @implementation CardsViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *tabStrip = [UIView new];
                [self.view addSubview:tabStrip];
                UIView *footer = [UIView new];
                [self.view addSubview:footer];
                [tabStrip mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self.view);
                    make.top.mas_equalTo(AppSettings.shared.navigationBarHeight);
                    make.height.mas_equalTo(50);
                }];
                [footer mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self.view);
                    make.height.mas_equalTo([AppSettings shared].tabBarHeight);
                }];
            }
            @end
            """, "Bank/Cards/CardsViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Bank/Cards/CardsViewController.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("makes a view"), "\(r.stderr)")
        #expect(f["tabStrip"] == [0, 98, 393, 50])
        #expect(f["footer"] == [0, 769, 393, 83])
    }

    /// A text field 353 × 50 at (20, 100) shows its `rightView` (a 50 × 25 box holding a 25 × 25
    /// scan button) while `rightViewMode` is `UITextFieldViewModeAlways`: against its right edge,
    /// centred, x 353 − 50 = 303, y (50 − 25) / 2 = 12.5. Its `leftView` (10 × 10) has
    /// `.unlessEditing`, shown when nobody types: x 0, y 20. A second field's `rightView` with no
    /// mode set (UIKit's default, never) is not drawn, said.
    @Test func aTextFieldPlacesTheSideViewsItsModesShow() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("CardForm.m")
        try """
            #import "Masonry.h"
            @interface CardForm : UIViewController
            @end
            @implementation CardForm
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITextField *field = [[UITextField alloc] init];
                [self.view addSubview:field];
                [field mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self.view).offset(20);
                    make.right.equalTo(self.view).offset(-20);
                    make.top.equalTo(self.view).offset(100);
                    make.height.mas_equalTo(50);
                }];
                UIView *box = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 50, 25)];
                UIButton *scan = [UIButton buttonWithType:UIButtonTypeCustom];
                scan.frame = CGRectMake(0, 0, 25, 25);
                [box addSubview:scan];
                field.rightView = box;
                field.rightViewMode = UITextFieldViewModeAlways;
                UIView *pad = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
                field.leftView = pad;
                field.leftViewMode = UITextFieldViewModeUnlessEditing;

                UITextField *other = [[UITextField alloc] init];
                [self.view addSubview:other];
                [other mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(field);
                    make.top.equalTo(field.mas_bottom).offset(10);
                    make.height.mas_equalTo(50);
                }];
                UIButton *more = [UIButton buttonWithType:UIButtonTypeCustom];
                more.frame = CGRectMake(0, 0, 25, 25);
                other.rightView = more;
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        // (Frames on the screen: the field's origin added.)
        #expect(f["box"] == [323, 112.5, 50, 25])
        #expect(f["scan"] == [323, 112.5, 25, 25])
        #expect(f["pad"] == [20, 120, 10, 10])
        #expect(f["more"] == nil)
        #expect(r.stderr.contains("more is other's rightView, which UIKit shows only while rightViewMode is .always or .unlessEditing (the default is .never); not drawn"), "\(r.stderr)")
    }

    /// A screen with two collection views, each set up in its own `.then { }` with its own flow
    /// layout: results 172.5 × 280 ((393 − 16 × 2 − 16) / 2), tags 80 × 80. The result cell is
    /// registered beside the first layout's `itemSize`, so it is drawn 172.5 × 280, its image
    /// along its top 177 tall and its heart 36 square 8 in from the image's corner: x 172.5 − 8 −
    /// 36 = 128.5, y 177 − 8 − 36 = 133. Before, the last `itemSize` set, the tags' 80 × 80, was taken.
    @Test func ofTwoLayoutsTheOneBesideTheCellsRegistrationSizesIt() throws {
        let dir = try project("Shop")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            final class ResultCell: UICollectionViewCell {
                let imageView = UIImageView()
                let likeButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.addSubview(imageView)
                    contentView.addSubview(likeButton)
                    imageView.snp.makeConstraints {
                        $0.top.horizontalEdges.equalToSuperview()
                        $0.height.equalTo(177)
                    }
                    likeButton.snp.makeConstraints {
                        $0.trailing.bottom.equalTo(imageView).inset(8)
                        $0.width.height.equalTo(36)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Shop/ResultCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            import Then
            final class TagCell: UICollectionViewCell {}
            final class ResultsViewController: UIViewController {
                private lazy var resultsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).then {
                    let layout = UICollectionViewFlowLayout()
                    let width = (UIScreen.main.bounds.width - 16 * 2 - 16) / 2
                    layout.itemSize = CGSize(width: width, height: 280)
                    $0.collectionViewLayout = layout
                    $0.register(ResultCell.self, forCellWithReuseIdentifier: "result")
                }
                private lazy var tagsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()).then {
                    let layout = UICollectionViewFlowLayout()
                    layout.itemSize = CGSize(width: 80, height: 80)
                    $0.collectionViewLayout = layout
                    $0.register(TagCell.self, forCellWithReuseIdentifier: "tag")
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tagsView)
                    view.addSubview(resultsView)
                    tagsView.snp.makeConstraints { $0.top.horizontalEdges.equalTo(view.safeAreaLayoutGuide); $0.height.equalTo(80) }
                    resultsView.snp.makeConstraints { $0.top.equalTo(tagsView.snp.bottom); $0.horizontalEdges.bottom.equalToSuperview() }
                }
            }
            """, "Shop/ResultsViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Shop/ResultCell.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 172.5 × 280, the item size Shop/ResultsViewController.swift gives it (itemSize)"), "\(r.stderr)")
        #expect(f["imageView"] == [0, 0, 172.5, 177])
        #expect(f["likeButton"] == [128.5, 133, 36, 36])
    }

    /// An app's `extension ConstraintView { var usnp: ConstraintBasicAttributesDSL { … return
    /// self.safeAreaLayoutGuide.snp } }` (SnapKit's `ConstraintView` is UIView on iOS):
    /// `make.edges.equalTo(view.usnp.edges)` is the safe area's edges, 59 to 818.
    @Test func anExtensionOfSnapKitsConstraintViewIsUIViews() throws {
        let dir = try project("Reader")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            extension ConstraintView {
                var usnp: ConstraintBasicAttributesDSL {
                    if #available(iOS 11.0, *) {
                        return self.safeAreaLayoutGuide.snp
                    } else {
                        return self.snp
                    }
                }
            }
            """, "Reader/Tools/HelpTool.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class ReadViewController: UIViewController {
                let pages = UIScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(pages)
                    pages.snp.makeConstraints { $0.edges.equalTo(self.view.usnp.edges) }
                }
            }
            """, "Reader/ReadViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Reader/ReadViewController.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["pages"] == [0, 59, 393, 759])
    }

    /// An app's `IS_IPAD` written `([[[UIDevice currentDevice] model] rangeOfString:@"iPad"].length
    /// != 0)`: the model is "iPhone", so the range is {NSNotFound, 0} and the iPhone branch
    /// places the skip button: 43 square, 15 from the right and 34 + 15 from the bottom: x 393 −
    /// 15 − 43 = 335, y 852 − 49 − 43 = 760.
    @Test func rangeOfStringOnTheDevicesModelDecidesAnIPadTest() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("GuideViewController.m")
        try """
            #import "Masonry.h"
            #define IS_IPAD ([[[UIDevice currentDevice] model] rangeOfString:@"iPad"].length != 0)
            @interface GuideViewController : UIViewController
            @property (nonatomic, strong) UIButton *skipBtn;
            @end
            @implementation GuideViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.skipBtn = [UIButton buttonWithType:UIButtonTypeCustom];
                [self.view addSubview:self.skipBtn];
                if (IS_IPAD) {
                    [self.skipBtn mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.view).offset(84);
                        make.trailing.equalTo(self.view).offset(-35);
                        make.size.mas_equalTo(CGSizeMake(43, 43));
                    }];
                } else {
                    [self.skipBtn mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.bottom.equalTo(self.view).offset(-(34 + 15));
                        make.trailing.equalTo(self.view).offset(-15);
                        make.size.mas_equalTo(CGSizeMake(43, 43));
                    }];
                }
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("decided at run time"), "\(r.stderr)")
        #expect(f["skipBtn"] == [335, 760, 43, 43])
    }

    /// `TitleInputView` lays itself out in code; no code makes it. The app's storyboard places
    /// it: a scene's view of that custom class, 44 tall, 16 from the safe area's sides, 20 below
    /// its top. Read and solved on the iPhone 15, the storyboard gives it 361 × 44, so the file is
    /// drawn at that size: its field from x 115 to the right edge less 13, 44 tall. Before, it
    /// was drawn as tall as its content (the field's text) and said so.
    @Test func aViewPlacedInAStoryboardIsDrawnAtTheSizeTheStoryboardGivesIt() throws {
        let dir = try project("School")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            final class TitleInputView: UIView {
                let titleLabel = UILabel()
                let textField = UITextField()
                override init(frame: CGRect) { super.init(frame: frame); configure() }
                required init?(coder: NSCoder) { super.init(coder: coder); configure() }
                private func configure() {
                    addSubview(titleLabel)
                    addSubview(textField)
                    titleLabel.snp.makeConstraints { $0.left.equalTo(20); $0.width.equalTo(75); $0.centerY.equalToSuperview() }
                    textField.snp.makeConstraints {
                        $0.left.equalTo(titleLabel.snp.right).offset(20)
                        $0.right.equalToSuperview().offset(-13)
                        $0.height.equalToSuperview()
                        $0.centerY.equalToSuperview()
                    }
                }
            }
            """, "School/Views/TitleInputView.swift", in: dir)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23094" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="address-vc">
                <device id="retina6_12" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="address-scene">
                        <objects>
                            <viewController id="address-vc" customClass="AddressViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="address-root">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="name-input" customClass="TitleInputView" customModule="School" customModuleProvider="target">
                                            <rect key="frame" x="16" y="79" width="361" height="44"/>
                                            <constraints>
                                                <constraint firstAttribute="height" constant="44" id="name-height"/>
                                            </constraints>
                                        </view>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="safe-area"/>
                                    <constraints>
                                        <constraint firstItem="name-input" firstAttribute="top" secondItem="safe-area" secondAttribute="top" constant="20" id="name-top"/>
                                        <constraint firstItem="name-input" firstAttribute="leading" secondItem="safe-area" secondAttribute="leading" constant="16" id="name-leading"/>
                                        <constraint firstItem="safe-area" firstAttribute="trailing" secondItem="name-input" secondAttribute="trailing" constant="16" id="name-trailing"/>
                                    </constraints>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, "School/Base.lproj/Main.storyboard", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("School/Views/TitleInputView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 361 × 44, the size School/Base.lproj/Main.storyboard (AddressViewController) gives its"), "\(r.stderr)")
        #expect(f["textField"] == [115, 0, 233, 44])
    }

    /// A storyboard's controller designed on an iPhone 11 (its view stored 414 × 896) reads its
    /// view's size in `viewDidLoad`, where UIKit has not yet sized the view to the screen: the
    /// button's bottom is 896 / 8 = 112 above the view's bottom and its height 896 / 14 = 64, so
    /// on the iPhone 15 it is at y 852 - 112 - 64 = 676. Its banner, sized in
    /// `viewDidLayoutSubviews`, reads the view the screen's size by then: 393 / 2 = 196.5 wide.
    /// Before, the drawn 852 was read in `viewDidLoad` too (height 60.857, at y 684.643).
    @Test func aStoryboardControllerReadsItsStoredSizeWhileItLoads() throws {
        let dir = try project("Timer")
        defer { try? fm.removeItem(at: dir) }
        try writeStartScreen(in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Timer/StartViewController.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("the controller's view is 414 × 896 while it loads: the frame Timer/Base.lproj/Main.storyboard stores for it"), "\(r.stderr)")
        #expect(f["startButton"] == [30, 676, 333, 64])
        #expect(f["banner"] == [0, 0, 196.5, 40])
    }

    /// The same controller made by the app's scene delegate with its plain initialiser
    /// (`StartViewController()`) loads no storyboard scene, whatever scene names its class: its
    /// view is the screen's while it loads, so the button is 852 / 14 = 60.857 tall, at y 852 -
    /// 106.5 - 60.857 = 684.643, and nothing is said of the storyboard.
    @Test func aControllerTheAppMakesInCodeLoadsNoStoryboardScene() throws {
        let dir = try project("Timer")
        defer { try? fm.removeItem(at: dir) }
        try writeStartScreen(in: dir)
        try write("""
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = (scene as? UIWindowScene) else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = UINavigationController(rootViewController: StartViewController())
                    window?.makeKeyAndVisible()
                }
            }
            """, "Timer/SceneDelegate.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Timer/StartViewController.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("while it loads"), "\(r.stderr)")
        #expect(f["startButton"] == [30, 684.643, 333, 60.857])
    }

    /// A controller whose outlets are a bar and, inside it in the storyboard, a field and a
    /// button (the scene gives them frames and no constraints); the code constrains each with
    /// Masonry to its superview. The bar is pinned along the bottom, 60 tall: [0, 792, 393, 60];
    /// the button inside it along its right, 80 wide: [313, 0, 80, 60] in the bar; the field 10
    /// in from the bar's edges and the button: [10, 10, 293, 40]. The storyboard's holding them
    /// is said. Before, both were drawn in the root: the button at y 0 of the screen. The hint
    /// label above the bar has the text and font the scene gives it ("Type a message" in the
    /// system font at 13: a line 13 × 2444 / 2048 = 15.514 tall, 15.667 on the iPhone 15's
    /// pixels), 8 above the bar: y 792 − 8 − 15.667 = 768.333 (drawn with its name in 17 pt
    /// before, 20.333 tall).
    @Test func outletsAreNestedAsTheirStoryboardHoldsThem() throws {
        let dir = try project("Keyboard")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            #import "Masonry.h"
            @interface ViewController : UIViewController
            @property (weak, nonatomic) IBOutlet UIView *backView;
            @property (weak, nonatomic) IBOutlet UIButton *doneButton;
            @property (weak, nonatomic) IBOutlet UITextField *inputView;
            @property (weak, nonatomic) IBOutlet UILabel *hintLabel;
            @end
            @implementation ViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.backView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self.view);
                    make.height.mas_equalTo(60);
                }];
                [self.doneButton mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.right.bottom.equalTo(self.backView);
                    make.width.mas_equalTo(80);
                }];
                [self.inputView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.backView).offset(10);
                    make.right.equalTo(self.doneButton.mas_left).offset(-10);
                    make.bottom.equalTo(self.backView).offset(-10);
                }];
                [self.hintLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self.view).offset(16);
                    make.bottom.equalTo(self.backView.mas_top).offset(-8);
                }];
            }
            @end
            """, "Keyboard/ViewController.m", in: dir)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="BYZ-38-t0r">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="tne-QT-ifu">
                        <objects>
                            <viewController id="BYZ-38-t0r" customClass="ViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="8bC-Xf-vdC">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Type a message" id="hnt-La-bel">
                                            <rect key="frame" x="16" y="812" width="100" height="16"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                        </label>
                                        <view contentMode="scaleToFill" id="8cP-mk-PDb">
                                            <rect key="frame" x="0.0" y="836" width="414" height="60"/>
                                            <subviews>
                                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="pnv-vA-FWE">
                                                    <rect key="frame" x="334" y="0.0" width="80" height="60"/>
                                                    <state key="normal" title="Done"/>
                                                </button>
                                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" id="hvX-YJ-gcA">
                                                    <rect key="frame" x="10" y="10" width="314" height="40"/>
                                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                </textField>
                                            </subviews>
                                        </view>
                                    </subviews>
                                </view>
                                <connections>
                                    <outlet property="backView" destination="8cP-mk-PDb" id="a1b-c2-d3e"/>
                                    <outlet property="doneButton" destination="pnv-vA-FWE" id="f4g-h5-i6j"/>
                                    <outlet property="inputView" destination="hvX-YJ-gcA" id="k7l-m8-n9o"/>
                                    <outlet property="hintLabel" destination="hnt-La-bel" id="p1q-r2-s3t"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, "Keyboard/Base.lproj/Main.storyboard", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Keyboard/ViewController.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["backView"] == [0, 792, 393, 60], "\(f)")
        #expect(f["doneButton"] == [313, 792, 80, 60], "\(f)")
        #expect(f["inputView"] == [10, 802, 293, 40], "\(f)")
        #expect(r.stderr.contains("outlets placed in the views Keyboard/Base.lproj/Main.storyboard holds them in, as it loads them: doneButton in backView, inputView in backView"), "\(r.stderr)")
        let json = try String(contentsOf: out, encoding: .utf8)
        #expect(json.contains("\"parent\": \"backView\""), "\(json.prefix(600))")
        #expect(f["hintLabel"]?[1] == 768.333 && f["hintLabel"]?[3] == 15.667, "\(f)")
        #expect(r.stderr.contains("outlets' texts and fonts as Keyboard/Base.lproj/Main.storyboard gives them, before any code here runs: doneButton, hintLabel"), "\(r.stderr)")
        #expect(!r.stderr.contains("drawn with their names as text"), "\(r.stderr)")
    }

    /// The same for a view class with its own nib (the nib's top-level view is of the class,
    /// its outlets connected from it): the icon the nib holds in the card is drawn in the card,
    /// 8 in from its corner — the card 10 in from the view's edges, so at 18, 18 on the screen.
    @Test func outletsOfAViewsOwnNibAreNestedAsTheNibHoldsThem() throws {
        let dir = try project("Banner")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            final class BannerView: UIView {
                @IBOutlet weak var card: UIView!
                @IBOutlet weak var icon: UIImageView!
                override func awakeFromNib() {
                    super.awakeFromNib()
                    card.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(10)
                    }
                    icon.snp.makeConstraints { make in
                        make.left.top.equalToSuperview().offset(8)
                        make.size.equalTo(40)
                    }
                }
            }
            """, "Banner/BannerView.swift", in: dir)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                    <view contentMode="scaleToFill" id="iN0-l3-epB" customClass="BannerView" customModule="Banner" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="120"/>
                        <subviews>
                            <view contentMode="scaleToFill" id="crd-01-aaa">
                                <rect key="frame" x="10" y="10" width="394" height="100"/>
                                <subviews>
                                    <imageView contentMode="scaleAspectFit" id="icn-02-bbb">
                                        <rect key="frame" x="8" y="8" width="40" height="40"/>
                                    </imageView>
                                </subviews>
                            </view>
                        </subviews>
                        <connections>
                            <outlet property="card" destination="crd-01-aaa" id="o1a-b2-c3d"/>
                            <outlet property="icon" destination="icn-02-bbb" id="o4e-f5-g6h"/>
                        </connections>
                    </view>
                </objects>
            </document>
            """, "Banner/BannerView.xib", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Banner/BannerView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["card"] == [10, 10, 373, 832], "\(f)")
        #expect(f["icon"] == [18, 18, 40, 40], "\(f)")
        #expect(r.stderr.contains("outlets placed in the views Banner/BannerView.xib holds them in, as it loads them: icon in card"), "\(r.stderr)")
    }

    func writeStartScreen(in dir: URL) throws {
        try write("""
            import UIKit
            import SnapKit
            final class StartViewController: UIViewController {
                let startButton = UIButton()
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(startButton)
                    view.addSubview(banner)
                    startButton.snp.makeConstraints { make in
                        make.bottom.equalToSuperview().offset(-view.bounds.height / 8)
                        make.height.equalTo(view.frame.size.height / 14)
                        make.leading.trailing.equalToSuperview().inset(30)
                    }
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    banner.snp.remakeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.width.equalTo(view.bounds.width / 2)
                        make.height.equalTo(40)
                    }
                }
            }
            """, "Timer/StartViewController.swift", in: dir)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="start-vc">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <scenes>
                    <scene sceneID="start-scene">
                        <objects>
                            <viewController id="start-vc" customClass="StartViewController" customModule="Timer" customModuleProvider="target" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="start-root">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <viewLayoutGuide key="safeArea" id="start-safe"/>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, "Timer/Base.lproj/Main.storyboard", in: dir)
    }

    /// A tab bar controller puts its own bar view in its `tabBar`, made with the bar's bounds in
    /// `viewDidLoad`, where the bar is UITabBar's standard 49 tall (UIKit adds the home
    /// indicator's 34 only when it lays the bar out): the custom bar is drawn 393 × 49, its three
    /// items 131 wide each. The controller itself shows the bar 83 tall at the bottom (852 - 83 =
    /// 769), its white backing pinned to the bar's edges as tall, the custom bar 49 (frames in
    /// the screen's coordinates, as the JSON gives them).
    /// Before, `tabBar` was a view nothing placed (0 × 0) and the custom bar 852 tall.
    @Test func aTabBarControllersOwnBarIs49TallWhileItLoads() throws {
        let dir = try project("Tabs")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            class TabBarController: UITabBarController {
                var customTabBar: CustomTabBar!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let backing = UIView()
                    tabBar.addSubview(backing)
                    backing.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    customTabBar = CustomTabBar(frame: tabBar.bounds)
                    tabBar.addSubview(customTabBar)
                }
            }
            """, "Tabs/TabBarController.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            class CustomTabBar: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var previous: UIView?
                    for _ in 0..<3 {
                        let item = UIView()
                        addSubview(item)
                        item.snp.makeConstraints { make in
                            make.top.bottom.equalToSuperview()
                            make.width.equalToSuperview().dividedBy(3)
                            if let previous { make.left.equalTo(previous.snp.right) } else { make.left.equalToSuperview() }
                        }
                        previous = item
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Tabs/CustomTabBar.swift", in: dir)
        let (bar, items) = try frames(dir.appendingPathComponent("Tabs/CustomTabBar.swift"))
        #expect(bar.status == 0, "\(bar.stderr)")
        #expect(bar.stderr.contains("drawn 393 × 49"), "\(bar.stderr)")
        #expect(items["item_1"] == [131, 0, 131, 49], "\(items)")
        let (controller, f) = try frames(dir.appendingPathComponent("Tabs/TabBarController.swift"))
        #expect(controller.status == 0, "\(controller.stderr)")
        #expect(f["tabBar"] == [0, 769, 393, 83])
        #expect(f["backing"] == [0, 769, 393, 83])
        #expect(f["customTabBar"] == [0, 769, 393, 49])
    }

    /// `SlimButton(title: "Log in", needsIndicator: true)` leaves out `highlightColor` and
    /// `height`, written between them with defaults: `needsIndicator` is the last parameter's,
    /// `height` its default 40, which the button's own code makes its height. Under the 361-wide
    /// field 16 from the sides: [16, 16, 361, 40]. Before, the arguments went to the parameters
    /// in order and `height` was "a parameter the caller gives": the button had no height.
    @Test func aSwiftCallLeavingOutDefaultedParametersGivesEachArgumentToItsLabel() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("LoginView.swift")
        try """
            import UIKit
            import SnapKit
            final class SlimButton: UIButton {
                private var needsIndicator: Bool
                init(title: String, highlightColor: UIColor = .blue, height: CGFloat = 40.0, needsIndicator: Bool = false) {
                    self.needsIndicator = needsIndicator
                    super.init(frame: .zero)
                    setTitle(title, for: .normal)
                    setLayout(height: height)
                }
                required init?(coder: NSCoder) { fatalError() }
                private func setLayout(height: CGFloat) {
                    self.snp.makeConstraints { make in make.height.equalTo(height) }
                }
            }
            final class LoginView: UIView {
                let loginButton = SlimButton(title: "Log in", needsIndicator: true)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(loginButton)
                    loginButton.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(16)
                        make.right.equalToSuperview().offset(-16)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file, ["--class", "LoginView"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("'height'"), "\(r.stderr)")
        #expect(f["loginButton"] == [16, 16, 361, 40])
    }

    /// `var contentsEdgeInsets: UIEdgeInsets = .zero { didSet { … } }`: `.zero` is UIEdgeInsets'
    /// zero (the type says which), and the braces are the property's observers, not a closure
    /// `.zero` is called with. `rightMargin.equalTo(-contentsEdgeInsets.right)` is then 0 from
    /// the bar's right margin: the 44-wide button's right margin (8 in) on the bar's (8 in), so
    /// its right edge is the bar's, x 393 − 44 = 349, along the 98-tall bar's bottom.
    @Test func aStoredPropertyWithObserversKeepsItsImplicitZero() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("NavigationBarView.swift")
        try """
            import UIKit
            import SnapKit
            final class NavigationBarView: UIView {
                var contentsEdgeInsets: UIEdgeInsets = .zero {
                    didSet { setNeedsUpdateConstraints() }
                }
                let rightButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(rightButton)
                    rightButton.snp.makeConstraints {
                        $0.width.greaterThanOrEqualTo(44)
                        $0.height.equalTo(44)
                        $0.rightMargin.equalTo(-contentsEdgeInsets.right)
                        $0.bottom.equalTo(self)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file, ["--size", "393x98"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("contentsEdgeInsets"), "\(r.stderr)")
        #expect(f["rightButton"] == [349, 54, 44, 44])
    }

    /// An app's spacing scale: `struct Spacing { let value: CGFloat }` with `static let spacing4:
    /// Spacing = .init(value: 4)`, `extension CGFloat { static let spacing12: CGFloat =
    /// Spacing.spacing12.value }`, and an overload `func inset(_ spacing: Spacing)` on SnapKit's
    /// chain that calls `inset(spacing.value)`. `.offset(.spacing4)` and `.inset(.spacing12)` are
    /// 4 and 12: the back button 4 in, the star 12 from the right, x 393 − 12 − 48 = 333. Before,
    /// `.init(value:)` was no value and the overload called itself until the reader stopped it.
    @Test func anAppsSpacingScaleAndItsChainOverloadsAreNumbers() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("BackBar.swift")
        try """
            import UIKit
            import SnapKit
            struct Spacing {
                let value: CGFloat
                private init(value: CGFloat) { self.value = value }
            }
            extension Spacing {
                static let spacing4: Spacing = .init(value: 4)
                static let spacing12: Spacing = .init(value: 12)
            }
            extension CGFloat {
                static let spacing4: CGFloat = Spacing.spacing4.value
                static let spacing12: CGFloat = Spacing.spacing12.value
            }
            extension ConstraintMakerEditable {
                @discardableResult
                func offset(_ spacing: Spacing) -> ConstraintMakerEditable { return offset(spacing.value) }
                @discardableResult
                func inset(_ spacing: Spacing) -> ConstraintMakerEditable { return inset(spacing.value) }
            }
            final class BackBar: UIView {
                let backButton = UIButton()
                let starButton = UIButton()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(backButton)
                    addSubview(starButton)
                    backButton.snp.makeConstraints { make in
                        make.size.equalTo(48)
                        make.leading.equalToSuperview().offset(.spacing4)
                        make.top.equalToSuperview()
                    }
                    starButton.snp.makeConstraints {
                        $0.size.equalTo(48)
                        $0.top.equalToSuperview()
                        $0.trailing.equalToSuperview().inset(.spacing12)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file, ["--size", "393x48"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("nest more than"), "\(r.stderr)")
        #expect(f["backButton"] == [4, 0, 48, 48])
        #expect(f["starButton"] == [333, 0, 48, 48])
    }

    /// `ProductCell+ViewHolder.swift` holds `extension ProductCell { final class ViewHolder:
    /// ViewHolderable { … } }`; the cell's own file, `ProductCell.swift`, makes the holder
    /// (`private let viewHolder: ViewHolder = .init()`) and runs its `place(in: contentView)` and
    /// `configureConstraints(for: contentView)` in its initialiser. Drawing the extension's file
    /// reads the cell's, and the holder (a conformance to a protocol no file here declares, not a
    /// view) lays the cell out: the stack fills the 174 × 235 item, the image 160 tall along its top.
    /// Before, the cell's file was not read ("has no snp.makeConstraints call"), and the holder
    /// was taken for a view of a class named ViewHolderable.
    @Test func anExtensionFilesNestedViewHolderRunsFromTheClassesOwnFile() throws {
        let dir = try project("Shop")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            final class ProductCell: UICollectionViewCell {
                private let viewHolder: ViewHolder = .init()
                override init(frame: CGRect) {
                    super.init(frame: .zero)
                    viewHolder.place(in: contentView)
                    viewHolder.configureConstraints(for: contentView)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Shop/Cells/ProductCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            extension ProductCell {
                final class ViewHolder: ViewHolderable {
                    let stackView = UIView()
                    let imageView = UIImageView()
                    func place(in view: UIView) {
                        view.addSubview(stackView)
                        stackView.addSubview(imageView)
                    }
                    func configureConstraints(for view: UIView) {
                        stackView.snp.makeConstraints { $0.edges.equalToSuperview() }
                        imageView.snp.makeConstraints { $0.top.left.right.equalToSuperview(); $0.height.equalTo(160) }
                    }
                }
            }
            """, "Shop/Cells/ProductCell+ViewHolder.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Shop/Cells/ProductCell+ViewHolder.swift"), ["--size", "174x235"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Shop/Cells/ProductCell.swift"), "\(r.stderr)")
        #expect(f["stackView"] == [0, 0, 174, 235])
        #expect(f["imageView"] == [0, 0, 174, 160])
    }

    /// A base controller's `viewDidLoad` calls its `private func setupLayout()` (a 50-pt bar under
    /// the safe area, the content view below it); the screen has a `private func setupLayout()`
    /// of its own, called from its `viewDidLoad` after `super.viewDidLoad()`. Swift binds each
    /// call to its own class's private method, so both run: the content view at y 59 + 50 =
    /// 109, 743 tall, and the form's field 36 in, 12 down inside it. Before, the base's call ran
    /// the subclass's method and the content view was never added.
    @Test func aBaseClassesPrivateMethodIsTheOneItsOwnCodeCalls() throws {
        let dir = try project("Todo")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            class BarViewController: UIViewController {
                private lazy var barView = UIView()
                lazy var contentView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupLayout()
                }
                private func setupLayout() {
                    view.addSubview(barView)
                    barView.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(50)
                    }
                    view.addSubview(contentView)
                    contentView.snp.makeConstraints { make in
                        make.top.equalTo(barView.snp.bottom)
                        make.leading.trailing.bottom.equalToSuperview()
                    }
                }
            }
            """, "Todo/Views/BarViewController.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class JoinViewController: BarViewController {
                private let emailField = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupLayout()
                }
                private func setupLayout() {
                    contentView.addSubview(emailField)
                    emailField.snp.makeConstraints { make in
                        make.top.equalToSuperview().inset(12)
                        make.leading.trailing.equalToSuperview().inset(36)
                        make.height.equalTo(52)
                    }
                }
            }
            """, "Todo/Screens/JoinViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Todo/Screens/JoinViewController.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["contentView"] == [0, 109, 393, 743])
        #expect(f["emailField"] == [36, 121, 321, 52])
    }

    /// A scroll view made with `initWithFrame:CGRectZero` and pinned 98 below the top; after
    /// `[self.view layoutIfNeeded]` its frame is where Auto Layout put it, so the header's
    /// `make.width.equalTo(@(self.scrollView.frame.size.width))` is 393, not the 0 its code made
    /// it with: the header [0, 0, 393, 450] in the scroll view.
    @Test func aConstrainedViewsFrameAfterALayoutPassIsAutoLayoutsNotItsInitialOne() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("HoverViewController.m")
        try """
            #import "Masonry.h"
            @interface HoverViewController : UIViewController
            @property (nonatomic, strong) UIScrollView *scrollView;
            @property (nonatomic, strong) UIView *headerView;
            @end
            @implementation HoverViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.view addSubview:self.scrollView];
                [self.scrollView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view).with.insets(UIEdgeInsetsMake(98, 0, 0, 0));
                }];
                [self.view layoutIfNeeded];
                self.headerView = [[UIView alloc] initWithFrame:CGRectZero];
                [self.scrollView addSubview:self.headerView];
                [self.headerView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.right.equalTo(self.scrollView);
                    make.width.equalTo(@(self.scrollView.frame.size.width));
                    make.height.equalTo(@450);
                }];
            }
            - (UIScrollView *)scrollView {
                if (_scrollView == nil) {
                    _scrollView = [[UIScrollView alloc] initWithFrame:CGRectZero];
                }
                return _scrollView;
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["scrollView"] == [0, 98, 393, 754])
        #expect(f["headerView"] == [0, 98, 393, 450])
    }

    /// An app's toolkit in other files: `public private(set) var mainScreen =
    /// UIScreen.main.fixedCoordinateSpace.bounds`, `extension UIDevice { var deviceTypeHeight`
    /// (a switch on `UIScreen.main.nativeBounds.height`: 2556 is none of its cases, `.unknown`) `}`,
    /// `extension CGFloat { var autoSize` (`.unknown` → x / 414 × mainScreen.width) `}`, and two
    /// overloads `sv(_: UIView...)` / `sv(_: [UIView])` of which `sv([a, b])` is the array's.
    /// The QR button 70.autoSize = 66.449 square, 24 from the bottom right: x 393 − 24 − 66.449.
    /// Before, `sv` called its variadic self 48 deep, `mainScreen` and `deviceTypeHeight` were
    /// unknown, and nothing was placed.
    @Test func anAppsScreenToolkitInOtherFilesIsRead() throws {
        let dir = try project("Machines")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            public private(set) var mainScreen = UIScreen.main.fixedCoordinateSpace.bounds
            """, "Machines/Tools/BaseSource.swift", in: dir)
        try write("""
            import UIKit
            enum DeviceTypeEn { case iPhone8, iPhoneX, unknown }
            extension UIDevice {
                var deviceTypeHeight: DeviceTypeEn {
                    switch UIScreen.main.nativeBounds.height {
                    case 1334: return .iPhone8
                    case 2436: return .iPhoneX
                    default: return .unknown
                    }
                }
            }
            extension CGFloat {
                var autoSize: CGFloat {
                    switch UIDevice.current.deviceTypeHeight {
                    case .iPhone8, .iPhoneX: return (self / 375) * mainScreen.width
                    default: return (self / 414) * mainScreen.width
                    }
                }
            }
            extension UIView {
                @discardableResult
                public func sv(_ subViews: UIView...) -> UIView { return sv(subViews) }
                @discardableResult
                public func sv(_ subViews: [UIView]) -> UIView {
                    for v in subViews { addSubview(v) }
                    return self
                }
            }
            """, "Machines/Tools/Extensions.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            final class MachineListView: UIView {
                let qrButton = UIButton()
                init() {
                    super.init(frame: mainScreen)
                    sv([qrButton])
                    qrButton.snp.makeConstraints { make in
                        make.trailing.bottom.equalTo(self).offset(-24)
                        make.size.equalTo(CGFloat(70).autoSize)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Machines/MachineListView.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Machines/MachineListView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("nest more than"), "\(r.stderr)")
        let side = 70.0 / 414 * 393
        let button = try #require(f["qrButton"])
        #expect(abs(button[0] - (393 - 24 - side)) < 0.01 && abs(button[1] - (852 - 24 - side)) < 0.01, "\(button)")
        #expect(abs(button[2] - side) < 0.01 && abs(button[3] - side) < 0.01, "\(button)")
    }

    /// An app's frame category (`@property CGSize size;` on UIView) read through its struct:
    /// `loginBg.size.width - 80` of a 393-wide image view is 313 (Masonry's `size` shorthand has
    /// no `width`), so the hairline inside it is [80, 60.5, 313, 0.5] there, at y 210 + 60.5 on
    /// the screen. Before, it was a value only the running app knows and the line had no frame.
    @Test func aFrameCategorysSizeIsReadThroughItsStruct() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("LoginViewController.m")
        try """
            #import "Masonry.h"
            @interface UIView (Frame)
            @property (nonatomic, assign) CGFloat width;
            @property (nonatomic, assign) CGSize size;
            @end
            @interface LoginViewController : UIViewController
            @end
            @implementation LoginViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIImageView *loginBg = [[UIImageView alloc] initWithFrame:CGRectMake(0, 210, self.view.width, 120)];
                [self.view addSubview:loginBg];
                UIView *line = [[UIView alloc] initWithFrame:CGRectMake(80, 60.5, loginBg.size.width - 80, 0.5)];
                [loginBg addSubview:line];
                UIButton *loginButton = [UIButton new];
                [self.view addSubview:loginButton];
                [loginButton mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(loginBg.mas_bottom).offset(20);
                    make.left.right.equalTo(self.view).inset(20);
                    make.height.mas_equalTo(40);
                }];
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["line"] == [80, 270.5, 313, 0.5])
        #expect(f["loginButton"] == [20, 350, 353, 40])
    }
}
