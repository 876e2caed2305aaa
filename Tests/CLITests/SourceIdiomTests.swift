import Foundation
import Testing

/// Kinds of real code the reader once left out, each in a file written in the style of real
/// apps, with frames derived by hand.
@Suite struct SourceIdiomTests {
    let fm = FileManager.default

    func frames(of source: String, named name: String, _ arguments: [String]) throws -> (frames: [String: [Double]], stderr: String) {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        return (try CLIRunner.frames(inSolution: out), r.stderr)
    }

    /// A bar that adds itself to the view its caller passes (`initWithSuperView:`) and makes its
    /// width that view's, through a local (`UIView *vi = superView; make.width.equalTo(vi)`):
    /// the caller's view is the screen here, so the bar is 393 × 64, said, and its title 88 from
    /// each side (393 - 176 = 217 wide). Before, the width was left out and the bar drawn 0 wide,
    /// its title -176.
    @Test func aViewSizedByTheViewItAddsItselfToTakesTheScreens() throws {
        let (f, stderr) = try frames(of: """
            #import "NavBar.h"
            @implementation NavBar
            - (id)initWithSuperView:(UIView *)superView {
                self = [super init];
                if (self) {
                    [superView addSubview:self];
                    __unsafe_unretained UIView *vi = superView;
                    [self mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(@0);
                        make.left.equalTo(@0);
                        make.height.equalTo(@64);
                        make.width.equalTo(vi);
                    }];
                    UIView *titleView = [[UIView alloc] init];
                    [self addSubview:titleView];
                    [titleView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(88);
                        make.right.equalTo(self).offset(-88);
                        make.top.equalTo(self).offset(20);
                        make.height.equalTo(@44);
                    }];
                }
                return self;
            }
            @end
            """, named: "NavBar.m", [])
        #expect(f["titleView"] == [88, 20, 217, 44], "\(stderr)")
        #expect(stderr.contains("this ties the view's width to superView, the app's view it adds itself to: taken as the screen's, 393"), "\(stderr)")
    }

    /// An SDK that copies Masonry under its own prefix (`c229_mas_makeConstraints:`, its block's
    /// `C229CAR_MASConstraintMaker`, the renamed `c229_mas_equalTo` macro its MASUtilities.h
    /// defines) is read as Masonry, said once: the tool bar across the top 50 tall, its button
    /// 10 in and 30 square, the bottom bar at 852 - 50 = 802. Before, no call was recognised and
    /// every view was 0 × 0 ("the set-up makes no constraints").
    @Test func masonryRenamedWithAPrefixIsReadAsMasonry() throws {
        let (f, stderr) = try frames(of: """
            #import "CLPlayerMaskView.h"
            #define c229_mas_equalTo(...)  equalTo(C229CAR_MASBoxValue((__VA_ARGS__)))
            #define c229_mas_offset(...)   valueOffset(C229CAR_MASBoxValue((__VA_ARGS__)))
            @interface CLPlayerMaskView ()
            @property (nonatomic, strong) UIView *topToolBar;
            @property (nonatomic, strong) UIView *bottomToolBar;
            @property (nonatomic, strong) UIButton *backButton;
            @end
            @implementation CLPlayerMaskView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    self.topToolBar = [UIView new];
                    self.bottomToolBar = [UIView new];
                    self.backButton = [UIButton new];
                    [self addSubview:self.topToolBar];
                    [self addSubview:self.bottomToolBar];
                    [self.topToolBar addSubview:self.backButton];
                    [self.topToolBar c229_mas_makeConstraints:^(C229CAR_MASConstraintMaker *make) {
                        make.left.right.top.c229_mas_equalTo(self);
                        make.height.c229_mas_equalTo(50);
                    }];
                    [self.bottomToolBar c229_mas_makeConstraints:^(C229CAR_MASConstraintMaker *make) {
                        make.left.right.bottom.c229_mas_equalTo(self);
                        make.height.c229_mas_equalTo(50);
                    }];
                    [self.backButton c229_mas_makeConstraints:^(C229CAR_MASConstraintMaker *make) {
                        make.left.c229_mas_equalTo(self.topToolBar).c229_mas_offset(10);
                        make.centerY.c229_mas_equalTo(self.topToolBar);
                        make.size.c229_mas_equalTo(CGSizeMake(30, 30));
                    }];
                }
                return self;
            }
            @end
            """, named: "CLPlayerMaskView.m", [])
        #expect(f["topToolBar"] == [0, 0, 393, 50], "\(stderr)")
        #expect(f["bottomToolBar"] == [0, 802, 393, 50], "\(stderr)")
        #expect(f["backButton"] == [10, 10, 30, 30], "\(stderr)")
        #expect(stderr.contains("Masonry renamed with the prefix c229_ (c229_mas_makeConstraints): read as Masonry"), "\(stderr)")
        #expect(!stderr.contains("makes no constraints"), "\(stderr)")
    }

    /// A UILayoutGuide added with addLayoutGuide places the views tied to it, and an app's own
    /// priority type (`Priority.required`) names the level. Guide: leading, 60 wide, full
    /// height of 44; button centred in it (30 − 15, 22 − 15); field from the guide's trailing.
    /// Both were left out as values known only at run time.
    @Test func layoutGuidesAndAnAppsPriorityType() throws {
        let (f, stderr) = try frames(of: """
            import UIKit
            import SnapKit

            class ToolbarView: UIView {
                private let leftGuide = UILayoutGuide()
                private let button = UIButton()
                private let field = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addLayoutGuide(leftGuide)
                    addSubview(button)
                    addSubview(field)
                    leftGuide.snp.makeConstraints { make in
                        make.leading.top.bottom.equalToSuperview()
                        make.width.equalTo(60)
                    }
                    button.snp.makeConstraints { make in
                        make.center.equalTo(leftGuide)
                        make.size.equalTo(30).priority(Priority.required)
                    }
                    field.snp.makeConstraints { make in
                        make.leading.equalTo(leftGuide.snp.trailing)
                        make.top.bottom.trailing.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, named: "ToolbarView.swift", ["--size", "320x44"])
        #expect(f["leftGuide"] == [0, 0, 60, 44])
        #expect(f["button"] == [15, 7, 30, 30])
        #expect(f["field"] == [60, 0, 260, 44])
        #expect(!stderr.contains("left out"), "\(stderr)")
    }

    /// SnapKit 0.x's attributes as targets (`header.snp_bottom`, `self.scrollView.snp_width`):
    /// header 320 wide and 100 tall at the top; footer 10 below it, half its width.
    @Test func snapKitZeroAttributes() throws {
        let (f, stderr) = try frames(of: """
            import UIKit
            import SnapKit

            class ListView: UIView {
                let scrollView = UIScrollView()
                let header = UIView()
                let footer = UIView()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(scrollView)
                    scrollView.addSubview(header)
                    scrollView.addSubview(footer)
                    scrollView.snp_makeConstraints { make in
                        make.edges.equalTo(self)
                    }
                    header.snp_makeConstraints { make in
                        make.top.left.equalTo(scrollView)
                        make.width.equalTo(self.scrollView.snp_width)
                        make.height.equalTo(100)
                    }
                    footer.snp_makeConstraints { make in
                        make.top.equalTo(header.snp_bottom).offset(10)
                        make.left.equalTo(scrollView)
                        make.width.equalTo(header.snp_width).multipliedBy(0.5)
                        make.height.equalTo(40)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, named: "ListView.swift", ["--size", "320x480"])
        #expect(f["header"] == [0, 0, 320, 100])
        #expect(f["footer"] == [0, 110, 160, 40])
        #expect(stderr.isEmpty, "\(stderr)")
    }

    /// A size given by a `#define` (`CGSizeMake(34.f, 34.f)`), and macros that stand as
    /// statements in a block (`STRONG_SELF`, `@strongify(self)`): the head is 34 × 34 at 10, 10,
    /// and the bar (20 tall, given with --set) under it. The size was left out as a value known
    /// only at run time, each macro line as "a chain starts with 'make.'".
    @Test func aSizeMacroAndMacroStatements() throws {
        let (f, stderr) = try frames(of: """
            #define HeadImageSize CGSizeMake(34.f, 34.f)
            #define STRONG_SELF __strong typeof(weakSelf) self = weakSelf;
            @implementation AvatarView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    CGFloat h = self.frame.size.height;
                    UIImageView *head = [UIImageView new];
                    [self addSubview:head];
                    __weak typeof(self) weakSelf = self;
                    [head mas_makeConstraints:^(MASConstraintMaker *make) {
                        STRONG_SELF
                        @strongify(self)
                        make.left.top.equalTo(self).offset(10);
                        make.size.mas_equalTo(HeadImageSize);
                    }];
                    UIView *bar = [UIView new];
                    [self addSubview:bar];
                    [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(self);
                        make.top.equalTo(head.mas_bottom);
                        make.height.mas_equalTo(h / 5);
                    }];
                }
                return self;
            }
            @end
            """, named: "AvatarView.m", ["--size", "200x100", "--set", "self.frame.size.height=100"])
        #expect(f["head"] == [10, 10, 34, 34])
        #expect(f["bar"] == [0, 44, 200, 20], "h is the height given with --set before the file's values are worked out")
        #expect(stderr.isEmpty, "\(stderr)")
    }

    /// `var isCompleted: Bool = false` decides `if isCompleted { … } else { … }` at set-up: the
    /// else branch (inset 4, 20 wide in a 44-tall row). Swift's `if` on a line of its own was
    /// not found (its statement was taken to start at the line before), so both branches ran
    /// and conflicted.
    @Test func aDeclaredValueDecidesItsIf() throws {
        let (f, stderr) = try frames(of: """
            import UIKit
            import SnapKit

            class TaskCell: UITableViewCell {
                var isCompleted: Bool = false
                let check = UIView()

                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    contentView.addSubview(check)
                    if isCompleted {
                        check.snp.makeConstraints { make in
                            make.left.top.bottom.equalToSuperview().inset(10)
                            make.width.equalTo(40)
                        }
                    } else {
                        check.snp.makeConstraints { make in
                            make.left.top.bottom.equalToSuperview().inset(4)
                            make.width.equalTo(20)
                        }
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, named: "TaskCell.swift", ["--size", "320x44"])
        #expect(f["check"] == [4, 4, 20, 36])
        #expect(stderr.isEmpty, "\(stderr)")
    }

    /// A notch check from a header the file does not hold (`Is_iPhoneX`, `IS_IPHONE_X`) is
    /// decided by the device drawn, said in one line: on an iPhone 15 the bar is 44 down and
    /// 50 tall, on an iPhone SE (no notch) 20 down and 30 tall. It was taken as true silently,
    /// whatever the device.
    @Test func notchChecksFollowTheDeviceDrawn() throws {
        let source = """
            @implementation HeaderView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UIView *bar = [UIView new];
                    [self addSubview:bar];
                    CGFloat top = Is_iPhoneX ? 44 : 20;
                    [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(self);
                        make.top.equalTo(self).offset(top);
                        if (IS_IPHONE_X) {
                            make.height.mas_equalTo(50);
                        } else {
                            make.height.mas_equalTo(30);
                        }
                    }];
                }
                return self;
            }
            @end
            """
        let notched = try frames(of: source, named: "HeaderView.m", ["--device", "iPhone 15"])
        #expect(notched.frames["bar"] == [0, 44, 393, 50])
        #expect(notched.stderr.hasPrefix("masrender: HeaderView.m:7:23: warning: decided by the device drawn (--device for another): Is_iPhoneX is true, the iPhone 15 drawn has a notch; IS_IPHONE_X is true, the iPhone 15 drawn has a notch (lines 7, 11)\n"), "\(notched.stderr)")
        // A header whose content gives it no height is drawn as tall as the screen, said in a note.
        #expect(notched.stderr.hasSuffix("masrender: HeaderView.m: its content gives it no height (nothing with a height of its own runs from its top to its bottom), so it is drawn as tall as the screen (--size 393xHEIGHT for another)\n"))
        let flat = try frames(of: source, named: "HeaderView.m", ["--device", "iPhone SE"])
        #expect(flat.frames["bar"] == [0, 20, 375, 30])
        #expect(flat.stderr.contains("Is_iPhoneX is false, the iPhone SE drawn has no notch"))
    }

    /// A view controller whose base class is the app's own (`: CallBaseController`, or any base
    /// when it overrides viewDidLoad) has its view as the root, on the screen: the button is
    /// centred, 20 above the safe area's bottom (852 − 34 − 20 − 64 = 734); the card is inset
    /// 20 at the sides under the safe area's top (59). Both were a view's, with a phantom
    /// 0 × 0 `view`.
    @Test func viewControllersWhateverTheirBaseIsCalled() throws {
        let swift = try frames(of: """
            import UIKit
            import SnapKit

            class CallActiveController: CallBaseController {
                let hangUp = UIButton()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(hangUp)
                    hangUp.snp.makeConstraints { make in
                        make.centerX.equalToSuperview()
                        make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
                        make.size.equalTo(64)
                    }
                }
            }
            """, named: "CallActiveController.swift", [])
        #expect(swift.frames["hangUp"] == [164.5, 734, 64, 64])
        #expect(swift.frames["view"] == nil)
        let objc = try frames(of: """
            @interface HomePage : BasePage
            @property (nonatomic, strong) UIView *card;
            @end
            @implementation HomePage
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.card = [UIView new];
                [self.view addSubview:self.card];
                [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self.view).inset(20);
                    make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);
                    make.height.mas_equalTo(100);
                }];
            }
            @end
            """, named: "HomePage.m", [])
        #expect(objc.frames["card"] == [20, 59, 353, 100])
        #expect(objc.frames["view"] == nil)
    }

    /// A local of the block chosen by a condition the code does not decide (`let side =
    /// isSmallDevice ? 120 : 160`) is its first value, said once: the cover is 120 square,
    /// centred in 320 (100), and the title 8 below it. The chain using it was left out.
    @Test func aBlockLocalChosenAtRunTime() throws {
        let (f, stderr) = try frames(of: """
            import UIKit
            import SnapKit

            class PlayerView: UIView {
                let cover = UIImageView()
                let title = UILabel()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(cover)
                    addSubview(title)
                    title.text = "Song"
                    cover.snp.makeConstraints { make in
                        let side = isSmallDevice ? 120 : 160
                        make.top.equalToSuperview().offset(20)
                        make.centerX.equalToSuperview()
                        make.size.equalTo(side)
                    }
                    title.snp.makeConstraints { make in
                        make.top.equalTo(cover.snp.bottom).offset(8)
                        make.left.right.equalToSuperview().inset(16)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, named: "PlayerView.swift", ["--size", "320x400"])
        #expect(f["cover"] == [100, 20, 120, 120])
        #expect(f["title"]?.prefix(3) == [16, 148, 288])
        #expect(stderr == "masrender: PlayerView.swift:14:38: warning: a condition decided at run time (isSmallDevice): its first value is read\n", "\(stderr)")
    }

    /// A colour a later method sets (a login's failure callback) is no part of the first
    /// picture: the field is white, as the set-up leaves it, not red.
    @Test func coloursSetLaterAreNotTheFirstPictures() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("LoginView.swift")
        try """
            import UIKit
            import SnapKit

            class LoginView: UIView {
                let field = UITextField()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    field.backgroundColor = .white
                    addSubview(field)
                    field.snp.makeConstraints { make in
                        make.left.right.top.equalToSuperview().inset(20)
                        make.height.equalTo(44)
                    }
                }

                @objc func login() {
                    api.login { [weak self] ok in
                        if !ok { self?.field.backgroundColor = .red }
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let svg = dir.appendingPathComponent("out.svg")
        #expect(try CLIRunner.run([file.path, "--size", "320x100", "-o", svg.path]).status == 0)
        let text = try String(contentsOf: svg, encoding: .utf8)
        let field = try #require(text.range(of: "<g id=\"view-field\""))
        let fieldGroup = text[field.lowerBound...].prefix(400)
        #expect(fieldGroup.contains("fill=\"#FFFFFF\""), "\(fieldGroup)")
        #expect(!text.contains("#FF0000"))
    }

    /// The drawn view tied to its superview in updateConstraints, which UIKit calls only once
    /// the view is in a hierarchy: said as the app's superview, not as a crash; the dot inside
    /// is centred in the 40-point square drawn.
    @Test func aViewTiedToItsSuperviewInUpdateConstraints() throws {
        let (f, stderr) = try frames(of: """
            import UIKit
            import SnapKit

            class BadgeView: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(dot)
                }
                override func updateConstraints() {
                    self.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    dot.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.size.equalTo(8)
                    }
                    super.updateConstraints()
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, named: "BadgeView.swift", ["--size", "40x40"])
        #expect(f["dot"] == [16, 16, 8, 8])
        #expect(stderr == "masrender: BadgeView.swift:12:13: warning: this ties the view to its superview, which the app that shows it gives (UIKit calls updateConstraints once the view is in one); the view is drawn at the size given; this chain is left out\n", "\(stderr)")
        #expect(!stderr.contains("crash"))
    }
}
