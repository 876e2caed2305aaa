import Foundation
import Testing

/// A view its code keeps under two names (made in a local, then kept in a property) is drawn
/// under the property's name, and the JSON names the local too (`otherNames`), so a reader of
/// the code finds the view its lines speak of.
@Suite struct ViewNamesTests {
    let fm = FileManager.default

    /// `UITableView *tableVIew = …; self.tableView = tableVIew;` then constraints on the local:
    /// one view, `tableView`, also named `tableVIew`; a view kept only in a local has no other
    /// name.
    @Test func aLocalThatAPropertyIsGivenFromIsTheViewsOtherName() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("AboutViewController.m")
        try """
            #import "Masonry.h"

            @interface AboutViewController : UIViewController
            @property (nonatomic, strong) UITableView *tableView;
            @end

            @implementation AboutViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITableView *tableVIew = [[UITableView alloc] init];
                self.tableView = tableVIew;
                [self.view addSubview:tableVIew];
                [tableVIew mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(288, 0, 330, 0));
                }];
                UIView *footer = [[UIView alloc] init];
                [self.view addSubview:footer];
                [footer mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self.view);
                    make.height.mas_equalTo(80);
                }];
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        let table = views.first { $0["id"] as? String == "tableView" }
        #expect(table?["otherNames"] as? [String] == ["tableVIew"])
        #expect(table?["frame"] as? [Double] == [0, 288, 393, 234])
        let footer = views.first { $0["id"] as? String == "footer" }
        #expect(footer != nil && footer?["otherNames"] == nil)
    }

    /// Views of the app's own view classes in the file are named through the property that holds
    /// their view (`background.imageView`, `background.box`); each is also known by the name its
    /// class's code gives it (`imageView`, `box`) where no other view has that name; two cards'
    /// `title`s are not (each stays `topCard.title`, `bottomCard.title`).
    @Test func aPartOfTheAppsOwnViewIsAlsoKnownByItsOwnName() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("UpgradeViewController.swift")
        try """
            import UIKit
            import SnapKit

            final class BackgroundView: UIView {
                let imageView = UIImageView()
                let box = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(imageView)
                    addSubview(box)
                    imageView.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(200)
                    }
                    box.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.size.equalTo(CGSize(width: 300, height: 100))
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class Card: UIView {
                let title = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(title)
                    title.snp.makeConstraints { make in make.edges.equalToSuperview().inset(8) }
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            final class UpgradeViewController: UIViewController {
                let background = BackgroundView()
                let topCard = Card()
                let bottomCard = Card()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(background)
                    background.addSubview(topCard)
                    background.addSubview(bottomCard)
                    background.snp.makeConstraints { make in make.edges.equalToSuperview() }
                    topCard.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                        make.size.equalTo(100)
                    }
                    bottomCard.snp.makeConstraints { make in
                        make.bottom.leading.equalToSuperview()
                        make.size.equalTo(100)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        func view(_ id: String) -> [String: Any]? { views.first { $0["id"] as? String == id } }
        #expect(view("background.imageView")?["otherNames"] as? [String] == ["imageView"], "\(views)")
        #expect(view("background.box")?["otherNames"] as? [String] == ["box"], "\(views)")
        #expect(view("background.box")?["frame"] as? [Double] == [46.5, 376, 300, 100])
        #expect(view("topCard.title") != nil && view("topCard.title")?["otherNames"] == nil, "\(views)")
        #expect(view("bottomCard.title")?["otherNames"] == nil, "\(views)")
    }

    /// A Swift view kept in two properties (`avatarView = imageView; headerAvatar = imageView`):
    /// named by the first, the second its other name.
    @Test func aSecondPropertyIsTheViewsOtherName() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ProfileView.swift")
        try """
            import UIKit
            import SnapKit

            class ProfileView: UIView {
                var avatarView: UIImageView!
                var headerAvatar: UIImageView!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let imageView = UIImageView()
                    avatarView = imageView
                    headerAvatar = imageView
                    addSubview(imageView)
                    imageView.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(16)
                        make.size.equalTo(48)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path, "--size", "393x100"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        #expect(views.count == 1)
        #expect(views.first?["id"] as? String == "avatarView")
        #expect(views.first?["otherNames"] as? [String] == ["imageView", "headerAvatar"])
    }

    /// The cell's initialiser first sends itself an app's category method (`[self
    /// setTopBorderWithHeight:0.5]`, in UIView+Border.m) that adds a 0.5-tall line under a local
    /// named `line`, then makes its own `_line` at the bottom. The category runs on the cell as
    /// on any view (the top line is drawn, [0, 0, 393, 0.5]), and its local gives way to the
    /// property's name: `line` is the cell's own, [0, 43.5, 393, 0.5], the category's `line_2`.
    /// Before, the category was not run on the cell itself, and once it was, its line took the
    /// name first.
    @Test func aCategorysLocalGivesWayToThePropertysName() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try fm.createDirectory(at: dir.appendingPathComponent("App.xcodeproj"), withIntermediateDirectories: true)
        try """
            #import <UIKit/UIKit.h>
            @interface UIView (Border)
            - (void)setTopBorderWithHeight:(CGFloat)height;
            @end
            """.write(to: dir.appendingPathComponent("UIView+Border.h"), atomically: true, encoding: .utf8)
        try """
            #import "UIView+Border.h"
            @implementation UIView (Border)
            - (void)setTopBorderWithHeight:(CGFloat)height {
                UIView *line = [[UIView alloc] initWithFrame:CGRectMake(0, 0, [UIScreen mainScreen].bounds.size.width, height)];
                [self addSubview:line];
            }
            @end
            """.write(to: dir.appendingPathComponent("UIView+Border.m"), atomically: true, encoding: .utf8)
        let file = dir.appendingPathComponent("OptionCell.m")
        try """
            #import "UIView+Border.h"
            #import <Masonry/Masonry.h>
            @interface OptionCell : UITableViewCell
            @property (nonatomic, strong) UIView *line;
            @end
            @implementation OptionCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    [self setTopBorderWithHeight:0.5];
                    _line = [[UIView alloc] init];
                    [self.contentView addSubview:_line];
                    [_line mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self.contentView);
                        make.height.mas_equalTo(0.5);
                    }];
                }
                return self;
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path, "--size", "393x44"])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["line"] == [0, 43.5, 393, 0.5], "\(f)")
        #expect(f["line_2"] == [0, 0, 393, 0.5], "\(f)")
    }

    /// A helper that makes a button and, for the titles that have an icon, an icon inside it,
    /// called for three buttons: the icons it makes at each call are named by the call, as a
    /// loop's by its pass — `iconView_0` in the first button with one (the second call),
    /// `iconView_1` in the third — each 24 × 24, 20 in and centred in a 50-tall button: y 13.
    /// A different line naming its view alike keeps the order the views are made in
    /// (`badge`, then `badge_2`). Before, the icons were `iconView` and `iconView_2`.
    @Test func viewsAHelperMakesAtEachCallAreNamedByTheCall() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("LoginViewController.m")
        try """
            #import <UIKit/UIKit.h>
            #import <Masonry/Masonry.h>
            @interface LoginViewController : UIViewController
            @property (nonatomic, strong) UIButton *emailButton;
            @property (nonatomic, strong) UIButton *appleButton;
            @property (nonatomic, strong) UIButton *guestButton;
            @end
            @implementation LoginViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.emailButton = [self buttonWithTitle:@"Email" icon:nil];
                self.appleButton = [self buttonWithTitle:@"Apple" icon:@"apple"];
                self.guestButton = [self buttonWithTitle:@"Guest" icon:@"guest"];
                UIButton *last = nil;
                for (UIButton *b in @[self.emailButton, self.appleButton, self.guestButton]) {
                    [b mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(self.view).inset(20);
                        make.height.mas_equalTo(50);
                        if (last) { make.top.equalTo(last.mas_bottom).offset(12); } else { make.top.equalTo(self.view).offset(100); }
                    }];
                    last = b;
                }
                UIView *badge = [[UIView alloc] init];
                [self.view addSubview:badge];
                [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self.view);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                }];
                [self addBadge];
            }
            - (void)addBadge {
                UIView *badge = [[UIView alloc] init];
                [self.view addSubview:badge];
                [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.right.equalTo(self.view);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                }];
            }
            - (UIButton *)buttonWithTitle:(NSString *)title icon:(NSString *)icon {
                UIButton *button = [UIButton buttonWithType:UIButtonTypeCustom];
                [button setTitle:title forState:UIControlStateNormal];
                [self.view addSubview:button];
                if (icon) {
                    UIImageView *iconView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:icon]];
                    [button addSubview:iconView];
                    [iconView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(button).offset(20);
                        make.centerY.equalTo(button);
                        make.size.mas_equalTo(CGSizeMake(24, 24));
                    }];
                }
                return button;
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["appleButton"] == [20, 162, 353, 50], "\(f)")
        #expect(f["iconView_0"] == [40, 175, 24, 24], "\(f)")
        #expect(f["iconView_1"] == [40, 237, 24, 24], "\(f)")
        #expect(f["iconView"] == nil, "\(f)")
        #expect(f["badge"] == [0, 0, 10, 10], "\(f)")
        #expect(f["badge_2"] == [383, 0, 10, 10], "\(f)")
    }

    /// A keypad built in a loop that keeps each button in a property for the next pass's
    /// chains (`previous = button`, SnapKit): the property only follows the loop, so the
    /// buttons are named by the local that makes them, `button_0` … `button_3`, each a quarter
    /// of the 393-wide pad (98.25) and 60 tall, side by side. Before, they were `previous_0` …,
    /// each also called `button`.
    @Test func loopViewsAPropertyFollowsAreNamedByTheirLocal() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("KeyRow.swift")
        try """
            import UIKit
            import SnapKit
            final class KeyRow: UIView {
                var previous: UIButton!
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    for index in 0..<4 {
                        let button = UIButton()
                        addSubview(button)
                        button.snp.makeConstraints { make in
                            if index == 0 {
                                make.left.equalTo(0)
                            } else {
                                make.left.equalTo(previous.snp.right)
                            }
                            make.top.equalTo(0)
                            make.width.equalToSuperview().multipliedBy(0.25)
                            make.height.equalTo(60)
                        }
                        previous = button
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["button_0"] == [0, 0, 98.25, 60], "\(f)")
        #expect(f["button_3"] == [294.75, 0, 98.25, 60], "\(f)")
        #expect(f["previous_0"] == nil, "\(f)")
        let json = try String(contentsOf: out, encoding: .utf8)
        #expect(!json.contains("\"otherNames\""), "\(json.prefix(400))")
    }
}
