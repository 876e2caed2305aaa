import Foundation
import Testing

/// What the code around a class decides for it, written in the style of real apps, frames
/// derived by hand: a base class calling the hooks it overrides, a view or cell sizing itself, a
/// table placing its header.
@Suite struct SourceBaseClassIdiomTests {
    let fm = FileManager.default

    func run(_ source: String, named name: String, _ arguments: [String] = []) throws -> (frames: [String: [Double]], canvas: [Double], stderr: String) {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path] + arguments)
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let canvas = json?["canvas"] as? [String: Any]
        return (try CLIRunner.frames(inSolution: out), [canvas?["width"] as? Double ?? -1, canvas?["height"] as? Double ?? -1], r.stderr)
    }

    /// The base view's initialiser calls `configureView()` and `layoutView()`; the overrides add
    /// the views through a private helper and lay them out through another. The hook that only
    /// calls a helper that adds views is a hook too (it was passed over: the views were drawn in
    /// the root, unadded). 393 × 852: border centred, 371 wide (11 each side), 1 tall at 425.5;
    /// the upper area above it (425.5 tall), the lower one below (426.5 … 852); each one's
    /// thumbnail 28 × 28 at x 34, centred in it (212.75 − 14; 426.5 + 212.75 − 14).
    @Test func hooksThatCallHelpersRunWhereTheBaseCallsThem() throws {
        let (f, _, stderr) = try run("""
            import UIKit
            import SnapKit

            final class MenuBoxView: BaseView {
                private let upperArea = UIView()
                private let lowerArea = UIView()
                private let border = UIView()
                private let upperThumbnail = UIImageView()
                private let lowerThumbnail = UIImageView()

                override func configureView() {
                    super.configureView()
                    configureInnerView()
                }

                override func layoutView() {
                    super.layoutView()
                    configureLayout()
                }

                private func configureInnerView() {
                    [upperArea, border, lowerArea].forEach { addSubview($0) }
                    upperArea.addSubview(upperThumbnail)
                    lowerArea.addSubview(lowerThumbnail)
                }

                private func configureLayout() {
                    border.snp.makeConstraints {
                        $0.centerY.equalToSuperview()
                        $0.horizontalEdges.equalToSuperview().inset(11)
                        $0.height.equalTo(1)
                    }
                    upperArea.snp.makeConstraints {
                        $0.top.leading.trailing.equalToSuperview()
                        $0.bottom.equalTo(border.snp.top)
                    }
                    lowerArea.snp.makeConstraints {
                        $0.top.equalTo(border.snp.bottom)
                        $0.leading.trailing.bottom.equalToSuperview()
                    }
                    [upperThumbnail, lowerThumbnail].forEach {
                        $0.snp.makeConstraints {
                            $0.centerY.equalToSuperview()
                            $0.leading.equalToSuperview().inset(34)
                            $0.size.equalTo(28)
                        }
                    }
                }
            }
            """, named: "MenuBoxView.swift")
        #expect(f["border"] == [11, 425.5, 371, 1])
        #expect(f["upperArea"] == [0, 0, 393, 425.5])
        #expect(f["lowerArea"] == [0, 426.5, 393, 425.5])
        #expect(f["upperThumbnail"] == [34, 198.75, 28, 28])
        #expect(f["lowerThumbnail"] == [34, 625.25, 28, 28])
        #expect(stderr.contains("configureView(), layoutView() override methods of BaseView that nothing in this file calls: taken to run after the initialiser"), "\(stderr)")
        #expect(!stderr.contains("never added"), "\(stderr)")
    }

    /// The base view controller's `viewDidLoad` calls `setupConstraints()`, which puts a header
    /// in a table; `viewWillLayoutSubviews`, which UIKit calls after `viewDidLoad`, gives the
    /// header its height through `header.frame.size.height`. iPhone 15 (393 × 852, safe area
    /// from 59): the table from 103 (59 + 44) to the bottom; its header at its top, as wide as it,
    /// 216 tall; the profile 24 down and 15 in; the separator on the header's bottom (311).
    @Test func aTablesHeaderIsPlacedAtItsTopAsWideAsIt() throws {
        let (f, _, stderr) = try run("""
            import UIKit
            import SnapKit

            final class MyPageViewController: BaseViewController {
                let tableView = UITableView()
                let viewContainer = UIView()
                let viewProfile = UIView()
                let viewSeparator = UIView()

                override func setupConstraints() {
                    setupTableView()
                    setupProfile()
                }

                override func viewWillLayoutSubviews() {
                    super.viewWillLayoutSubviews()
                    if let header = tableView.tableHeaderView {
                        header.frame.size.height = 216
                    }
                }

                private func setupTableView() {
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints {
                        $0.top.equalTo(view.safeAreaLayoutGuide).offset(44)
                        $0.leading.trailing.bottom.equalToSuperview()
                    }
                }

                private func setupProfile() {
                    viewContainer.addSubview(viewProfile)
                    viewProfile.snp.makeConstraints {
                        $0.top.equalToSuperview().inset(24)
                        $0.leading.trailing.equalToSuperview().inset(15).priority(999)
                        $0.height.equalTo(48)
                    }
                    viewContainer.addSubview(viewSeparator)
                    viewSeparator.snp.makeConstraints {
                        $0.leading.trailing.bottom.equalToSuperview()
                        $0.height.equalTo(8)
                    }
                    tableView.tableHeaderView = viewContainer
                }
            }
            """, named: "MyPageViewController.swift")
        #expect(f["tableView"] == [0, 103, 393, 749])
        #expect(f["viewContainer"] == [0, 103, 393, 216])
        #expect(f["viewProfile"] == [15, 127, 363, 48])
        #expect(f["viewSeparator"] == [0, 311, 393, 8])
        #expect(!stderr.contains("never added"), "\(stderr)")
        #expect(!stderr.contains("a condition decided at run time"), "\(stderr)")
    }

    /// A header with no height in its frame is fitted to its content (24 + 48 + 20 = 92), said;
    /// the table's footer follows it; an empty footer (`UIView()`, hiding empty rows) is 0 tall, unsaid.
    @Test func aHeaderWithoutAHeightIsFittedAndTheFooterFollowsIt() throws {
        let (f, _, stderr) = try run("""
            class ListViewController: UIViewController {
                let tableView = UITableView()
                let header = UIView()
                let badge = UIView()
                let footer = UIView()
                let more = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.snp.makeConstraints { $0.edges.equalToSuperview() }
                    header.addSubview(badge)
                    badge.snp.makeConstraints {
                        $0.top.equalToSuperview().offset(24)
                        $0.bottom.equalToSuperview().offset(-20)
                        $0.leading.equalToSuperview().offset(16)
                        $0.size.equalTo(48)
                    }
                    footer.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
                    footer.addSubview(more)
                    more.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
                    tableView.tableHeaderView = header
                    tableView.tableFooterView = footer
                }
            }
            """, named: "ListViewController.swift")
        #expect(f["header"] == [0, 0, 393, 92])
        #expect(f["badge"] == [16, 24, 48, 48])
        #expect(f["footer"] == [0, 92, 393, 60])
        #expect(f["more"] == [10, 102, 373, 40])
        #expect(stderr.contains("header is tableView's tableHeaderView and its frame gives it no height: fitted to its content"), "\(stderr)")
        #expect(!stderr.contains("footer is tableView's"), "\(stderr)")
    }

    /// A header view that sets its own size in its set-up (`self.size = CGSizeMake(SCREEN_WIDTH,
    /// 282)`, an app's UIView+Frame category) is drawn at it when no height is given, said; its
    /// bottom bar (40 tall) sits at 282 − 40. Given `--size 393x300`, the given height wins.
    @Test func aViewThatSizesItselfIsDrawnAtItsSize() throws {
        let source = """
            @implementation MineHeaderView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    [self setupView];
                }
                return self;
            }
            - (void)setupView {
                self.size = CGSizeMake(SCREEN_WIDTH, 282);
                UIView *bottomView = [UIView new];
                [self addSubview:bottomView];
                [bottomView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self);
                    make.height.mas_equalTo(40);
                }];
            }
            @end
            """
        let (f, canvas, stderr) = try run(source, named: "MineHeaderView.m")
        #expect(canvas == [393, 282])
        #expect(f["bottomView"] == [0, 242, 393, 40])
        #expect(stderr == "masrender: MineHeaderView.m:10:5: warning: drawn 282 tall, the height its own code gives it; its owner may size it otherwise (--size 393xHEIGHT)\n")
        let given = try run(source, named: "MineHeaderView.m", ["--size", "393x300"])
        #expect(given.canvas == [393, 300])
        #expect(given.frames["bottomView"] == [0, 260, 393, 40])
    }

    /// A struct field written in a local and the local written back (`CGRect f = self.frame;
    /// f.size.height = 120; self.frame = f;`) sizes the view the same way.
    @Test func aFrameWrittenThroughALocalSizesTheView() throws {
        let (f, canvas, _) = try run("""
            @implementation BannerView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    CGRect f = self.frame;
                    f.size.height = 120;
                    self.frame = f;
                    UIView *strip = [UIView new];
                    [self addSubview:strip];
                    [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(self);
                        make.centerY.equalTo(self);
                        make.height.mas_equalTo(20);
                    }];
                }
                return self;
            }
            @end
            """, named: "BannerView.m")
        #expect(canvas == [393, 120])
        #expect(f["strip"] == [0, 50, 393, 20])
    }

    /// A cell whose content is not tied to its bottom is drawn at the row height its class gives
    /// the table (`+ (CGFloat)cellHeight`), said: its bottom strip (10 tall) at 274 − 10.
    @Test func aCellIsDrawnAtTheRowHeightItsClassGives() throws {
        let (f, canvas, stderr) = try run("""
            @implementation EvaluateCell
            + (CGFloat)cellHeight {
                return 274;
            }
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                    UIView *line = [UIView new];
                    [self.contentView addSubview:line];
                    [line mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self.contentView).offset(15);
                        make.size.mas_equalTo(CGSizeMake(100, 0.5));
                    }];
                    UIView *bottomStrip = [UIView new];
                    [self.contentView addSubview:bottomStrip];
                    [bottomStrip mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self.contentView);
                        make.height.mas_equalTo(10);
                    }];
                }
                return self;
            }
            @end
            """, named: "EvaluateCell.m")
        #expect(canvas == [393, 274])
        #expect(f["bottomStrip"] == [0, 264, 393, 10])
        #expect(stderr.contains("drawn 274 tall, the row height its class gives the table (cellHeight)"), "\(stderr)")
    }

    /// A demo controller whose `viewDidLoad` runs its `test1`, `test2` is no test file: both
    /// run, in order. Red 100 × 100 at the top left; blue from y 150, full width, 100 tall.
    @Test func methodsNamedTestThatTheClassCallsAreItsSetUp() throws {
        let (f, _, stderr) = try run("""
            @implementation SimpleUsingVC
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self test1];
                [self test2];
            }
            - (void)test1 {
                UIView *redView = [UIView new];
                [self.view addSubview:redView];
                [redView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self.view);
                    make.size.mas_equalTo(CGSizeMake(100, 100));
                }];
            }
            - (void)test2 {
                UIView *blueView = [UIView new];
                [self.view addSubview:blueView];
                [blueView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(@150);
                    make.left.right.equalTo(self.view);
                    make.height.mas_equalTo(100);
                }];
            }
            @end
            """, named: "SimpleUsingVC.m")
        #expect(f["redView"] == [0, 0, 100, 100])
        #expect(f["blueView"] == [0, 150, 393, 100])
        #expect(!stderr.contains("--function"), "\(stderr)")
    }

    /// An app's frame category read as numbers (`self.view.width - 4`, `self.view.height * 0.22`)
    /// and a prefix header's screen width under a short prefix (`KCWIDTH`): 393 − 4 = 389 wide,
    /// 852 × 0.22 = 187.44 tall; the field 95 % of it; the strip half the screen. A property
    /// declared as a button holds one whatever an app's builder in another file returns.
    @Test func anAppsFrameCategoryAndScreenNamesAreNumbers() throws {
        let (f, _, stderr) = try run("""
            @interface ChangePasswordViewController ()
            @property (nonatomic, strong) UIButton *closeButton;
            @end
            @implementation ChangePasswordViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *backGroundView = [[UIView alloc] initWithFrame:CGRectMake(2, 75, self.view.width - 4, self.view.height * 0.22)];
                [self.view addSubview:backGroundView];
                UIView *field = [UIView new];
                [backGroundView addSubview:field];
                [field mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(backGroundView.mas_top);
                    make.left.equalTo(backGroundView.mas_left).offset(10);
                    make.width.equalTo(backGroundView.mas_width).multipliedBy(0.95);
                    make.height.mas_equalTo(40);
                }];
                UIView *strip = [[UIView alloc] init];
                strip.frame = CGRectMake(0, 300, KCWIDTH * 0.5, 10);
                [self.view addSubview:strip];
                self.closeButton = [UIButton mm_buttonWithTarget:self action:@selector(close)];
                [backGroundView addSubview:self.closeButton];
                [self.closeButton mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.right.equalTo(backGroundView).inset(5);
                    make.size.mas_equalTo(CGSizeMake(40, 40));
                }];
            }
            @end
            """, named: "ChangePasswordViewController.m")
        #expect(f["backGroundView"] == [2, 75, 389, 187.44])
        #expect(f["field"] == [12, 75, 369.55, 40])
        #expect(f["strip"] == [0, 300, 196.5, 10])
        #expect(f["closeButton"] == [346, 80, 40, 40])
        #expect(stderr.contains("KCWIDTH"), "\(stderr)")
    }

    /// Masonry's shorthand from a prefix header this file does not show (`equalTo(self.left)`)
    /// stays an attribute: the table from the header's bottom to the view's, full width.
    @Test func masonrysShorthandInAChainStaysAnAttribute() throws {
        let (f, _, _) = try run("""
            @implementation MineView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *backView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, self.width, 200)];
                    [self addSubview:backView];
                    UITableView *tableView = [UITableView new];
                    [self addSubview:tableView];
                    [tableView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(backView.bottom);
                        make.left.equalTo(self.left);
                        make.right.equalTo(self.right);
                        make.bottom.equalTo(self.bottom);
                    }];
                }
                return self;
            }
            @end
            """, named: "MineView.m")
        #expect(f["backView"] == [0, 0, 393, 200])
        #expect(f["tableView"] == [0, 200, 393, 652])
    }

    /// Builders on UIKit's view classes from an app's extension in another file
    /// (`UIImageView.imageBuilder(image:cornerRadius:)`) make a view each call, named by the
    /// property: the background fills the screen, the profile is 95 × 95 in its centre.
    @Test func anAppsBuilderOnAUIKitClassMakesAViewEachCall() throws {
        let (f, _, _) = try run("""
            import UIKit
            class ProfileViewController: UIViewController {
                var bgImageView = UIImageView.imageBuilder(image: "bgImage", cornerRadius: 0)
                var profileImageView = UIImageView.imageBuilder(image: "testImage", cornerRadius: 30)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    [bgImageView, profileImageView].forEach { view.addSubview($0) }
                    bgImageView.snp.makeConstraints { $0.edges.equalToSuperview() }
                    profileImageView.snp.makeConstraints {
                        $0.size.equalTo(95)
                        $0.center.equalToSuperview()
                    }
                }
            }
            """, named: "ProfileViewController.swift")
        #expect(f["bgImageView"] == [0, 0, 393, 852])
        #expect(f["profileImageView"] == [149, 378.5, 95, 95])
    }

    /// A popup whose own constraints require its size (two 106-wide buttons and a 1-point line
    /// between its edges; a 1-point rule and 44-point buttons from top to bottom) cannot be the
    /// screen's size: drawn at its own, 213 × 45, said, instead of a conflict of the picture's making.
    @Test func aViewWhoseConstraintsRequireItsSizeIsDrawnAtIt() throws {
        let (f, canvas, stderr) = try run("""
            import UIKit
            import SnapKit

            final class ConfirmPopupView: UIView {
                private let underLine = UIView()
                private let confirmButton = UIButton()
                private let verticalLine = UIView()
                private let cancelButton = UIButton()

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    [underLine, confirmButton, verticalLine, cancelButton].forEach { addSubview($0) }
                    underLine.snp.makeConstraints {
                        $0.top.leading.trailing.equalToSuperview()
                        $0.height.equalTo(1)
                    }
                    confirmButton.snp.makeConstraints {
                        $0.top.equalTo(underLine.snp.bottom)
                        $0.leading.bottom.equalToSuperview()
                        $0.width.equalTo(106)
                        $0.height.equalTo(44)
                    }
                    verticalLine.snp.makeConstraints {
                        $0.leading.equalTo(confirmButton.snp.trailing)
                        $0.top.height.equalTo(confirmButton)
                        $0.width.equalTo(1)
                    }
                    cancelButton.snp.makeConstraints {
                        $0.leading.equalTo(verticalLine.snp.trailing)
                        $0.trailing.bottom.equalToSuperview()
                        $0.size.equalTo(confirmButton)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, named: "ConfirmPopupView.swift")
        #expect(canvas == [213, 45])
        #expect(f["underLine"] == [0, 0, 213, 1])
        #expect(f["confirmButton"] == [0, 1, 106, 44])
        #expect(f["verticalLine"] == [106, 1, 1, 44])
        #expect(f["cancelButton"] == [107, 1, 106, 44])
        #expect(stderr.contains("drawn 213 × 45, the size its own constraints give it, as the screen's size would break them"), "\(stderr)")
    }

    /// Layout anchors beside SnapKit's chains, as real Swift files mix them: each constraint
    /// counts once activated. iPhone 15 (safe area from 59, root margins 16): the header under
    /// the safe area's top, 120 tall; the avatar 16 in, 60 square, centred in it (119 − 30); the
    /// body two system spacings (16) below the header, between the margins, a quarter of the
    /// screen tall (213, at 750 it still holds); the footer, SnapKit's, 10 below the body.
    @Test func layoutAnchorsAreReadWhereTheyAreActivated() throws {
        let (f, _, stderr) = try run("""
            import UIKit
            import SnapKit

            final class AnchorViewController: UIViewController {
                private let header = UIView()
                private let avatar = UIImageView()
                private let body = UIView()
                private let footer = UIView()
                private let unused = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [header, body, footer, unused].forEach {
                        $0.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview($0)
                    }
                    header.addSubview(avatar)
                    avatar.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        header.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        header.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        header.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        header.heightAnchor.constraint(equalToConstant: 120),
                        avatar.centerYAnchor.constraint(equalTo: header.centerYAnchor),
                        avatar.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
                        avatar.widthAnchor.constraint(equalToConstant: 60),
                        avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
                    ])
                    let bodyHeight = body.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.25)
                    bodyHeight.priority = .defaultHigh
                    bodyHeight.isActive = true
                    body.topAnchor.constraint(equalToSystemSpacingBelow: header.bottomAnchor, multiplier: 2).isActive = true
                    body.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor).isActive = true
                    body.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor).isActive = true
                    _ = unused.heightAnchor.constraint(equalToConstant: 500)
                    footer.snp.makeConstraints { make in
                        make.top.equalTo(body.snp.bottom).offset(10)
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(44)
                    }
                }
            }
            """, named: "AnchorViewController.swift")
        #expect(f["header"] == [0, 59, 393, 120])
        #expect(f["avatar"] == [16, 89, 60, 60])
        #expect(f["body"] == [16, 195, 361, 213])
        #expect(f["footer"] == [0, 418, 393, 44])
        #expect(f["unused"]?[3] != 500, "a constraint made and never activated is not installed")
        #expect(!stderr.contains("not read"), "\(stderr)")
    }

    /// Objective-C's anchors: a card 20 below the safe area's top, 16 in from each side, 100
    /// tall; a badge half its width on its right, 20 tall, at least 10 below its top.
    @Test func objectiveCsAnchorsToo() throws {
        let (f, _, _) = try run("""
            @implementation CardViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *card = [UIView new];
                UIView *badge = [UIView new];
                [self.view addSubview:card];
                [card addSubview:badge];
                card.translatesAutoresizingMaskIntoConstraints = NO;
                badge.translatesAutoresizingMaskIntoConstraints = NO;
                [NSLayoutConstraint activateConstraints:@[
                    [card.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:20],
                    [card.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor constant:16],
                    [card.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor constant:-16],
                    [card.heightAnchor constraintEqualToConstant:100],
                ]];
                [badge.widthAnchor constraintEqualToAnchor:card.widthAnchor multiplier:0.5].active = YES;
                [[badge.heightAnchor constraintEqualToConstant:20] setActive:YES];
                NSLayoutConstraint *top = [badge.topAnchor constraintGreaterThanOrEqualToAnchor:card.topAnchor constant:10];
                top.active = YES;
                [badge.trailingAnchor constraintEqualToAnchor:card.trailingAnchor].active = YES;
            }
            @end
            """, named: "CardViewController.m")
        #expect(f["card"] == [16, 79, 361, 100])
        let badge = f["badge"] ?? []
        #expect(badge.count == 4 && badge[0] == 196.5 && badge[2] == 180.5 && badge[3] == 20 && badge[1] >= 89, "\(badge)")
    }

    /// A hidden arranged view takes no room in its stack (UISV-hiding): three visible 54-point
    /// buttons 12 apart, 186 tall, from 628 to 814 (38 above the bottom), the hidden one 0 tall
    /// after the second; its own required height conflicts with UIKit's 0, as UIKit logs.
    @Test func aHiddenArrangedViewTakesNoRoom() throws {
        let (f, _, _) = try run("""
            import UIKit
            import SnapKit

            final class EntryViewController: UIViewController {
                private let stack: UIStackView = {
                    let stackView = UIStackView()
                    stackView.axis = .vertical
                    stackView.spacing = 12
                    return stackView
                }()
                private let signUpButton = UIButton()
                private let emailButton = UIButton()
                private let appleButton: UIButton = {
                    let button = UIButton()
                    button.isHidden = true
                    return button
                }()
                private let guestButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stack)
                    [signUpButton, emailButton, appleButton, guestButton].forEach {
                        stack.addArrangedSubview($0)
                        $0.snp.makeConstraints { $0.height.equalTo(54) }
                    }
                    stack.snp.makeConstraints {
                        $0.leading.trailing.equalToSuperview().inset(16)
                        $0.bottom.equalToSuperview().inset(38)
                    }
                }
            }
            """, named: "EntryViewController.swift")
        #expect(f["stack"] == [16, 628, 361, 186])
        #expect(f["signUpButton"] == [16, 628, 361, 54])
        #expect(f["emailButton"] == [16, 694, 361, 54])
        #expect(f["guestButton"] == [16, 760, 361, 54])
        #expect(f["appleButton"]?[3] == 0)
    }

    /// Masonry's relation sent again with a number is the constant, as Masonry's relation block
    /// takes it (`make.top.mas_equalTo(self.topLeftBtn.mas_bottom).mas_equalTo(15)`): 50 + 15.
    @Test func masonrysRelationSentAgainWithANumberIsTheConstant() throws {
        let (f, _, _) = try run("""
            @implementation AlbumHeaderView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIButton *backButton = [UIButton new];
                    [self addSubview:backButton];
                    [backButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.mas_equalTo(0);
                        make.size.mas_equalTo(CGSizeMake(50, 50));
                    }];
                    UIView *picView = [UIView new];
                    [self addSubview:picView];
                    [picView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.size.mas_equalTo(CGSizeMake(100, 100));
                        make.left.mas_equalTo(20);
                        make.top.mas_equalTo(backButton.mas_bottom).mas_equalTo(15);
                    }];
                }
                return self;
            }
            @end
            """, named: "AlbumHeaderView.m")
        #expect(f["picView"] == [20, 65, 100, 100])
    }

    /// `setCustomSpacing(_:after:)` replaces the stack's spacing after that view: a 100-point
    /// logo, 40 (custom) to the first button, 10 (the stack's) to the second, both 50 tall;
    /// 250 in all, centred on the screen (426 − 125 = 301).
    @Test func aStacksCustomSpacingAfterAView() throws {
        let (f, _, _) = try run("""
            import UIKit
            import SnapKit

            final class WelcomeViewController: UIViewController {
                private let stackView = UIStackView()
                private let logo = UIView()
                private let googleButton = UIButton()
                private let appleButton = UIButton()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stackView)
                    stackView.axis = .vertical
                    stackView.spacing = 10
                    [logo, googleButton, appleButton].forEach { stackView.addArrangedSubview($0) }
                    stackView.setCustomSpacing(40, after: logo)
                    stackView.snp.makeConstraints {
                        $0.center.equalToSuperview()
                        $0.width.equalTo(300)
                    }
                    logo.snp.makeConstraints { $0.height.equalTo(100) }
                    googleButton.snp.makeConstraints { $0.height.equalTo(50) }
                    appleButton.snp.makeConstraints { $0.height.equalTo(50) }
                }
            }
            """, named: "WelcomeViewController.swift")
        #expect(f["stackView"] == [46.5, 301, 300, 250])
        #expect(f["googleButton"] == [46.5, 441, 300, 50])
        #expect(f["appleButton"] == [46.5, 501, 300, 50])
    }

    /// A computed property an app's extension adds to UIView (`var safeArea:
    /// ConstraintBasicAttributesDSL`) runs its getter with the view as `self`: the button sits on
    /// the safe area's bottom (818 − 50). Computed properties that read each other back
    /// (`inset` ↔ `padding`) end as a value only the app knows, said, not in an endless loop (a
    /// real app's file crashed the reader this way).
    @Test func anExtensionsComputedPropertyAndGettersThatReadEachOther() throws {
        let (f, _, stderr) = try run("""
            import UIKit
            import SnapKit

            extension UIView {
                var safeArea: ConstraintBasicAttributesDSL {
                    #if swift(>=3.2)
                    if #available(iOS 11.0, *) {
                        return self.safeAreaLayoutGuide.snp
                    }
                    return self.snp
                    #else
                    return self.snp
                    #endif
                }
            }

            final class LoginViewController: UIViewController {
                private let loginButton = UIButton()
                private let badge = UIView()
                private var inset: CGFloat { padding }
                private var padding: CGFloat { inset }

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(loginButton)
                    view.addSubview(badge)
                    loginButton.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview()
                        make.bottom.equalTo(self.view.safeArea.bottom)
                        make.height.equalTo(50)
                    }
                    badge.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview().offset(inset)
                        make.size.equalTo(10)
                    }
                }
            }
            """, named: "LoginViewController.swift")
        #expect(f["loginButton"] == [0, 768, 393, 50])
        #expect(stderr.contains("left out with their chains: inset"), "\(stderr)")
    }

    /// An app's enums with raw values give their numbers (`OrrPd.pd16.rawValue` 16; a case with
    /// no value is the one before plus one: `Row.third` 2), as do nested constants: the box 16 in
    /// from the top left, 48 wide, 2 × 8 tall, the strip 2 × 10 down.
    @Test func enumsRawValuesAreNumbers() throws {
        let (f, _, stderr) = try run("""
            import UIKit
            import SnapKit

            enum OrrPd: CGFloat {
                case pd8 = 8
                case pd16 = 16
            }

            enum Row: Int {
                case first, second, third
            }

            enum Constant {
                enum Button {
                    static let height: CGFloat = 48
                }
            }

            final class RawViewController: UIViewController {
                private let box = UIView()
                private let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    view.addSubview(strip)
                    box.snp.makeConstraints {
                        $0.top.leading.equalToSuperview().inset(OrrPd.pd16.rawValue)
                        $0.width.equalTo(Constant.Button.height)
                        $0.height.equalTo(OrrPd.pd8.rawValue * 2)
                    }
                    strip.snp.makeConstraints {
                        $0.top.equalToSuperview().offset(CGFloat(Row.third.rawValue) * 10)
                        $0.leading.trailing.equalToSuperview()
                        $0.height.equalTo(1)
                    }
                }
            }
            """, named: "RawViewController.swift")
        #expect(f["box"] == [16, 16, 48, 16])
        #expect(f["strip"] == [0, 20, 393, 1])
        #expect(!stderr.contains("left out"), "\(stderr)")
    }

    /// A frame made of values only the app knows is said, with the value to give; it was
    /// dropped without a word (the view drawn 0 × 0).
    @Test func aFrameFromRunTimeValuesIsSaid() throws {
        let (f, _, stderr) = try run("""
            import UIKit
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let list = UIScrollView()
                    list.frame = CGRect(x: 0, y: 40, width: view.bounds.width, height: kListHeight)
                    view.addSubview(list)
                    let badge = UIView()
                    view.addSubview(badge)
                    badge.snp.makeConstraints { $0.size.equalTo(10); $0.center.equalToSuperview() }
                }
            }
            """, named: "ListViewController.swift")
        #expect(f["badge"] == [191.5, 421, 10, 10])
        #expect(stderr.contains("list's frame uses kListHeight"), "\(stderr)")
        #expect(stderr.contains("--set kListHeight=VALUE"), "\(stderr)")
    }
}
