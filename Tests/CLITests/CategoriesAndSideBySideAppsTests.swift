import Foundation
import Testing

/// A class's code in the files beside its own: an Objective-C controller split into categories
/// (`ShopController+Nav.m`), a repository holding several apps side by side, each with its own
/// `BaseViewController` and `Metrics.h`, a file named loosely after its class, and the status
/// bar's height asked of the window scene as iOS 13 has it. Apps written by hand in the shapes
/// real ones have; every frame derived by hand beside it.
@Suite struct CategoriesAndSideBySideAppsTests: WritesProjects {
    let fm = FileManager.default

    /// `viewDidLoad` calls `[self setupNav]`, which the class's category in
    /// `ShopController+Nav.m` implements: an 88-tall bar across the top (393 × 88 at 0, 0), and
    /// the list below it from the file's own code (y 88, 852 − 88 = 764 tall). The category's
    /// action, which nothing runs, is no line of the drawn file. Before, `setupNav` was not found:
    /// no bar, the list's top chain left out, and the category's lines named as the file's.
    @Test func aCategoryInAnotherFileIsTheClasssCode() throws {
        let dir = try project("Shop")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            @interface ShopController : UIViewController
            @property (nonatomic, strong) UIView *nav;
            @end
            """, "Shop/ShopController.h", in: dir)
        try write("""
            #import "ShopController.h"
            @interface ShopController (Nav)
            - (void)setupNav;
            @end
            """, "Shop/ShopController+Nav.h", in: dir)
        try write("""
            #import "ShopController+Nav.h"
            #import "Masonry.h"
            @implementation ShopController (Nav)
            - (void)setupNav {
                self.nav = [[UIView alloc] init];
                [self.view addSubview:self.nav];
                [self.nav mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.right.equalTo(self.view);
                    make.height.mas_equalTo(88);
                }];
            }
            - (void)navTapped {
                NSLog(@"tapped");
                [self.navigationController popViewControllerAnimated:YES];
            }
            @end
            """, "Shop/ShopController+Nav.m", in: dir)
        try write("""
            #import "ShopController.h"
            #import "ShopController+Nav.h"
            #import "Masonry.h"
            @interface ShopController ()
            @property (nonatomic, strong) UIView *list;
            @end
            @implementation ShopController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self setupNav];
                self.list = [[UIView alloc] init];
                [self.view addSubview:self.list];
                [self.list mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.nav.mas_bottom);
                    make.left.right.bottom.equalTo(self.view);
                }];
            }
            @end
            """, "Shop/ShopController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Shop/ShopController.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["nav"] == [0, 0, 393, 88], "\(r.stderr)")
        #expect(f["list"] == [0, 88, 393, 764])
        #expect(!r.stderr.contains("not read"), "\(r.stderr)")
        #expect(r.stderr.contains("ShopController+Nav.m"), "\(r.stderr)")
    }

    /// Two apps in one repository (`FirstApp/`, `SecondApp/`), each with its own
    /// `BaseViewController.swift` and `UIView+.swift`: the login screen of the second inherits the
    /// second's, whose `viewDidLoad` runs `setupSubviews()` and `setupConstraints()` (the first's
    /// runs neither). The card is inset 20 from the sides and 100 tall at the centre:
    /// [20, (852 − 100) / 2 = 376, 353, 100]. Before, the first app's files were read (first in
    /// path order) and merged with the second's: no views.
    @Test func ofAppsSideBySideTheFilesOwnAppIsRead() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("""
            import UIKit
            class BaseViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    configure()
                }
                func configure() {}
            }
            """, "FirstApp/FirstApp/Common/BaseViewController.swift", in: dir)
        try write("""
            import UIKit
            extension UIView {
                func addSubviews(_ views: UIView...) {}
            }
            """, "FirstApp/FirstApp/Common/UIView+.swift", in: dir)
        try write("""
            import UIKit
            class BaseViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    setupSubviews()
                    setupConstraints()
                }
                func setupSubviews() {}
                func setupConstraints() {}
            }
            """, "SecondApp/SecondApp/Sources/Base/BaseViewController.swift", in: dir)
        try write("""
            import UIKit
            extension UIView {
                func addSubviews(_ views: UIView...) { views.forEach { addSubview($0) } }
            }
            """, "SecondApp/SecondApp/Sources/Base/UIView+.swift", in: dir)
        let login = dir.appendingPathComponent("SecondApp/SecondApp/Sources/Login/LoginViewController.swift")
        try write("""
            import UIKit
            import SnapKit
            final class LoginViewController: BaseViewController {
                private let card = UIView()
                override func setupSubviews() {
                    view.addSubviews(card)
                }
                override func setupConstraints() {
                    card.snp.makeConstraints {
                        $0.centerY.equalToSuperview()
                        $0.horizontalEdges.equalToSuperview().inset(20)
                        $0.height.equalTo(100)
                    }
                }
            }
            """, "SecondApp/SecondApp/Sources/Login/LoginViewController.swift", in: dir)
        let (r, f) = try frames(login)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["card"] == [20, 376, 353, 100], "\(r.stderr)")
        #expect(!r.stderr.contains("FirstApp/"), "\(r.stderr)")
    }

    /// Two apps' `Metrics.h`, the first's `kSide` 10, the second's 24: the second app's card
    /// imports its own (`#import "Metrics.h"`), as Xcode's header map finds it in the file's
    /// target: [24, 24, 393 − 48 = 345, 60]. Before, the first in path order: 10.
    @Test func ofHeadersOfOneNameTheNearestIsImported() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try write("#define kSide 10\n", "AppOne/Common/Metrics.h", in: dir)
        try write("#define kSide 24\n", "AppTwo/Common/Metrics.h", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface CardView : UIView\n@end\n", "AppTwo/Screens/CardView.h", in: dir)
        try write("""
            #import "CardView.h"
            #import "Metrics.h"
            #import "Masonry.h"
            @implementation CardView {
                UIView *_card;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    _card = [UIView new];
                    [self addSubview:_card];
                    [_card mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.equalTo(self).offset(kSide);
                        make.right.equalTo(self).offset(-kSide);
                        make.height.mas_equalTo(60);
                    }];
                }
                return self;
            }
            @end
            """, "AppTwo/Screens/CardView.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("AppTwo/Screens/CardView.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["card"] == [24, 24, 345, 60], "\(r.stderr)")
    }

    /// `SignUpBaseController.swift` holds a small `WebViewController` first, then the
    /// `SignUpBaseViewController` it is named after, loosely: the latter is drawn (its back
    /// button at 10, 28, 60 × 30), and the other named as also laid out. Before, the first class
    /// that makes constraints was drawn.
    @Test func aFileNamedLooselyAfterItsClassDrawsThatClass() throws {
        let dir = try project("Jobs")
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Jobs/SignUpBaseController.swift")
        try write("""
            import UIKit
            import SnapKit
            class WebViewController: UIViewController {
                let webView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(webView)
                    webView.snp.makeConstraints { make in make.edges.equalToSuperview() }
                }
            }
            class SignUpBaseViewController: UIViewController {
                let backButton = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(backButton)
                    backButton.snp.makeConstraints { make in
                        make.left.equalTo(10)
                        make.top.equalTo(28)
                        make.width.equalTo(60)
                        make.height.equalTo(30)
                    }
                }
            }
            """, "Jobs/SignUpBaseController.swift", in: dir)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["backButton"] == [10, 28, 60, 30], "\(r.stderr)")
        #expect(r.stderr.contains("drew SignUpBaseViewController; it also lays out WebViewController"), "\(r.stderr)")
    }

    /// The status bar's height as iOS 13 asks the window scene for it:
    /// `[[UIApplication sharedApplication].connectedScenes anyObject]`, its `statusBarManager`'s
    /// frame: 54 on an iPhone 15 (Apple's status bar under the Dynamic Island; its safe area's
    /// top is 59). A bar pinned that far down: [0, 54, 393, 44]. Before, the set's `anyObject`
    /// was unknown and the bar's chain left out.
    @Test func theStatusBarsHeightFromTheWindowScene() throws {
        let dir = try project("Bars")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface BarController : UIViewController\n@end\n", "Bars/BarController.h", in: dir)
        try write("""
            #import "BarController.h"
            #import "Masonry.h"
            @implementation BarController
            - (void)viewDidLoad {
                [super viewDidLoad];
                NSSet *scenes = [UIApplication sharedApplication].connectedScenes;
                UIWindowScene *scene = [scenes anyObject];
                CGFloat top = scene.statusBarManager.statusBarFrame.size.height;
                UIView *bar = [UIView new];
                [self.view addSubview:bar];
                [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view).offset(top);
                    make.left.right.equalTo(self.view);
                    make.height.mas_equalTo(44);
                }];
            }
            @end
            """, "Bars/BarController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Bars/BarController.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["bar"] == [0, 54, 393, 44], "\(r.stderr)")
    }

    /// The app's own `Extensions/SnapKit/ConstraintMaker.swift` (a folder named as the library,
    /// holding one file named as one of SnapKit's): `extension ConstraintMaker { func
    /// textFieldHeight() -> ConstraintMakerEditable { return height.equalTo(48) } }`, whose
    /// `height` written alone is the maker's. The form's two fields are 48 tall, 24 apart:
    /// [0, 0, 393, 48] and [0, 72, 393, 48]. Before, the folder was taken for SnapKit's code and
    /// not read, and `height` alone was no member of the maker: both fields 0 tall, unsaid.
    @Test func anAppsSnapKitFolderAndItsMakerExtension() throws {
        let dir = try project("Quest")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import SnapKit
            extension ConstraintMaker {
                @discardableResult
                func textFieldHeight() -> ConstraintMakerEditable {
                    return height.equalTo(48)
                }
            }
            """, "Quest/Extensions/SnapKit/ConstraintMaker.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit
            class FormView: UIView {
                let email = UITextField()
                let password = UITextField()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(email)
                    addSubview(password)
                    email.snp.makeConstraints { maker in
                        maker.leading.trailing.top.equalToSuperview()
                        maker.textFieldHeight()
                    }
                    password.snp.makeConstraints { maker in
                        maker.top.equalTo(email.snp.bottom).offset(24)
                        maker.leading.trailing.equalToSuperview()
                        maker.textFieldHeight()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Quest/Forms/FormView.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Quest/Forms/FormView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["email"] == [0, 0, 393, 48], "\(r.stderr)")
        #expect(f["password"] == [0, 72, 393, 48], "\(r.stderr)")
        #expect(r.stderr.contains("Quest/Extensions/SnapKit/ConstraintMaker.swift"), "\(r.stderr)")
    }

    /// Another class's `.m`, read because the screen makes that class, defines `#define padding
    /// 10` for itself: the screen's own `CGFloat padding = 20;` is a variable of 20, the card at
    /// x 20. A macro of an implementation is its own translation unit's (C). Before, it leaked
    /// into the screen: `CGFloat 10 = 20;` was left out as unparsed and the card stood at 10.
    @Test func anotherImplementationsMacrosAreNotTheFiles() throws {
        let dir = try project("Demo")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface Badge : UIView\n@end\n", "Demo/Badge.h", in: dir)
        try write("""
            #import "Badge.h"
            #define padding 10
            @implementation Badge
            @end
            """, "Demo/Badge.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface Screen : UIViewController\n@end\n", "Demo/Screen.h", in: dir)
        try write("""
            #import "Screen.h"
            #import "Badge.h"
            #import "Masonry.h"
            @implementation Screen
            - (void)viewDidLoad {
                [super viewDidLoad];
                CGFloat padding = 20;
                Badge *card = [Badge new];
                [self.view addSubview:card];
                [card mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.view).offset(padding);
                    make.size.mas_equalTo(CGSizeMake(100, 50));
                }];
            }
            @end
            """, "Demo/Screen.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Demo/Screen.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("Demo/Badge.m"), "\(r.stderr)")
        #expect(f["card"] == [20, 20, 100, 50], "\(r.stderr)")
        #expect(!r.stderr.contains("not read"), "\(r.stderr)")
    }

    /// The screen makes its alert only in `createAlertView(message:)`, which its action runs,
    /// not the set-up: that method is run for the size it gives (with its message unknown), and
    /// the frame it sets after making it is the alert's: `view.center.x − (393 − 40) / 2`, below
    /// the screen, 353 × 350. The alert's box, inset 20: [20, 20, 313, 310]. Before, the owner
    /// "made it" but gave no size (the set-up never ran the method, and `view.center` was unknown).
    @Test func anAlertItsOwnerMakesOnlyInAnActionIsDrawnAtTheFrameItSets() throws {
        let dir = try project("Gen")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit
            final class AlertView: UIView {
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(box)
                    box.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Gen/AlertView.swift", in: dir)
        try write("""
            import UIKit
            final class GenerateViewController: UIViewController {
                private var alertView = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.backgroundColor = .black
                }
                func showAlert(message: String) {
                    alertView = createAlertView(message: message)
                    view.addSubview(alertView)
                }
                func createAlertView(message: String) -> UIView {
                    let alert = AlertView()
                    alert.frame = CGRect(x: view.center.x - (view.bounds.width - 40) / 2, y: view.bounds.height,
                                         width: view.bounds.width - 40, height: 350)
                    return alert
                }
            }
            """, "Gen/GenerateViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Gen/AlertView.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 353 × 350, the size Gen/GenerateViewController.swift makes it with that frame and adds it to no view of its own once createAlertView(message:) runs"), "\(r.stderr)")
        #expect(f["box"] == [20, 20, 313, 310], "\(r.stderr)")
    }

    /// The list shows the option cell in its first five rows (`if (indexPath.row<5)`), a divider
    /// at row 5 and another cell after; its heights are 50, 55 and 153 under the same tests: the
    /// option cell is a row 50 tall, its icon [0, 0, 48, 50]. Before, `row < 5` said no row, the
    /// cell was taken as made for every row and drawn at the height of rows past all the numbers
    /// written, 153.
    @Test func aCellShownInARangeOfRowsIsThatRangesHeight() throws {
        let dir = try project("Msg")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface OptionCell : UITableViewCell\n@end\n", "Msg/OptionCell.h", in: dir)
        try write("""
            #import "OptionCell.h"
            #import "Masonry.h"
            @implementation OptionCell {
                UIView *_icon;
            }
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    _icon = [UIView new];
                    [self.contentView addSubview:_icon];
                    [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.bottom.equalTo(self.contentView);
                        make.width.mas_equalTo(48);
                    }];
                }
                return self;
            }
            @end
            """, "Msg/OptionCell.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface MessageViewController : UIViewController\n@end\n", "Msg/MessageViewController.h", in: dir)
        try write("""
            #import "MessageViewController.h"
            #import "OptionCell.h"
            @interface MessageViewController () <UITableViewDataSource, UITableViewDelegate>
            @property (nonatomic, strong) UITableView *table;
            @end
            @implementation MessageViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _table = [[UITableView alloc] initWithFrame:self.view.bounds style:UITableViewStylePlain];
                _table.delegate = self;
                _table.dataSource = self;
                [_table registerClass:[OptionCell class] forCellReuseIdentifier:@"Option"];
                [self.view addSubview:_table];
            }
            - (CGFloat)tableView:(UITableView *)tableView heightForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row <5) {
                    return 50.0f;
                } else if (indexPath.row == 5) {
                    return 55.0f;
                } else {
                    return 153.0f;
                }
            }
            - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
                if (indexPath.row<5) {
                    OptionCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Option" forIndexPath:indexPath];
                    return cell;
                } else if (indexPath.row == 5) {
                    return [tableView dequeueReusableCellWithIdentifier:@"Divider" forIndexPath:indexPath];
                }
                return [tableView dequeueReusableCellWithIdentifier:@"Operation" forIndexPath:indexPath];
            }
            @end
            """, "Msg/MessageViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Msg/OptionCell.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 393 × 50, the row height Msg/MessageViewController.m gives it"), "\(r.stderr)")
        #expect(f["icon"] == [0, 0, 48, 50], "\(r.stderr)")
    }
}
