import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Source files read as programs (issue 29): each idiom the token reader misread, in code
/// written the way real files write it, with frames derived by hand beside the numbers.
@Suite struct ProgramReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/sources")

    /// Monospace text: 10 points a character, 20 a line.
    struct Mono: TextMeasuring {
        func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
            TextMetrics(size: Size(width: Double(text.count) * 10, height: 20), firstBaseline: 15, lastBaseline: 15)
        }
    }

    func read(_ text: String, file: String, _ options: SourceOptions = SourceOptions()) throws -> (SourceLayout, LayoutResult) {
        let layout = try ProgramReader.read(text, file: file, options: options)
        return (layout, try layout.root.layout(text: Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    func frame(_ r: LayoutResult, _ id: String) -> Rect? { r.view(id: id)?.frame }

    /// The bundled source fixtures (Fixtures/sources, each with frames worked out in its own
    /// comments; labels 10 points a character here): the frames the reader has given them since
    /// they were written, first by the token reader, now by this one.
    static let fixtureFrames: [String: [String: Rect]] = [
        "LoginView.m": ["card": Rect(x: 20, y: 79, width: 353, height: 252), "titleLabel": Rect(x: 20, y: 20, width: 120, height: 20),
                        "emailField": Rect(x: 20, y: 64, width: 313, height: 44), "passwordField": Rect(x: 20, y: 120, width: 313, height: 44),
                        "loginButton": Rect(x: 20, y: 188, width: 313, height: 44)],
        "ProfileCell.swift": ["root": Rect(x: 0, y: 0, width: 393, height: 80), "avatarView": Rect(x: 16, y: 16, width: 48, height: 48),
                              "nameLabel": Rect(x: 76, y: 16, width: 301, height: 20), "bioLabel": Rect(x: 76, y: 40, width: 301, height: 24)],
        "SettingsViewController.swift": ["headerView": Rect(x: 0, y: 59, width: 393, height: 120), "titleLabel": Rect(x: 20, y: 84, width: 80, height: 20),
                                         "toggleRow": Rect(x: 16, y: 203, width: 361, height: 56), "saveButton": Rect(x: 16, y: 752, width: 361, height: 50)],
    ]

    @Test(arguments: ["LoginView.m", "ProfileCell.swift", "SettingsViewController.swift"])
    func fixturesGiveTheirFrames(_ name: String) throws {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let (_, r) = try read(text, file: name)
        for (id, expected) in Self.fixtureFrames[name] ?? [:] { #expect(r.view(id: id)?.frame == expected, "\(name): \(id)") }
    }

    /// A local computed inside the constraint closure from the class's state, used on the next
    /// line; a flag declared `false` decides its `if`.
    @Test func localsInClosuresAndDeclaredState() throws {
        let text = """
        final class BadgeView: UIView {
            var isCompact = false
            var isCompleted: Bool = false
            let icon = UIView()
            let check = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(check)
                icon.snp.makeConstraints { make in
                    let side: CGFloat = isCompact ? 40 : 56
                    make.left.top.equalToSuperview().offset(side / 2)
                    make.size.equalTo(CGSize(width: side, height: side))
                }
                if isCompleted {
                    check.snp.makeConstraints { $0.edges.equalTo(icon) }
                } else {
                    check.snp.makeConstraints { make in
                        make.top.equalTo(icon.snp.bottom).offset(8)
                        make.left.equalTo(icon)
                        make.width.height.equalTo(10)
                    }
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "BadgeView.swift")
        // side = 56 (not compact): at 28, 28; 56 square.
        #expect(frame(r, "icon") == Rect(x: 28, y: 28, width: 56, height: 56))
        // Not completed: 8 below the icon (28 + 56 + 8 = 92), 10 square.
        #expect(frame(r, "check") == Rect(x: 28, y: 92, width: 10, height: 10))
        #expect(layout.warnings.isEmpty)
    }

    /// `self.iconView = ({ UIImageView *v = …; v; })` is the property's view; `STRONG_SELF`
    /// and `@weakify` lines bind self; a `#define` of a size is that size.
    @Test func statementExpressionsMacrosAndDefinedSizes() throws {
        let text = """
        #define HeadImageSize CGSizeMake(34.f, 34.f)
        #define kMargin 12
        @interface HeaderCell ()
        @property (nonatomic, strong) UIImageView *iconView;
        @property (nonatomic, strong) UIView *badge;
        @end
        @implementation HeaderCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                self.iconView = ({
                    UIImageView *v = [[UIImageView alloc] init];
                    v.backgroundColor = [UIColor redColor];
                    v;
                });
                [self.contentView addSubview:self.iconView];
                [self.contentView addSubview:self.badge];
                @weakify(self);
                [self.iconView mas_makeConstraints:^(MASConstraintMaker *make) {
                    @strongify(self);
                    make.left.top.equalTo(self.contentView).offset(kMargin);
                    make.size.mas_equalTo(HeadImageSize);
                    make.bottom.equalTo(self.contentView).offset(-kMargin);
                }];
                WS(weakSelf);
                [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    STRONG_SELF
                    make.left.equalTo(weakSelf.iconView.mas_right).offset(8);
                    make.centerY.equalTo(weakSelf.iconView);
                    make.size.mas_equalTo(CGSizeMake(20, 20));
                }];
            }
            return self;
        }
        - (UIView *)badge {
            if (!_badge) {
                _badge = [UIView new];
            }
            return _badge;
        }
        @end
        """
        let (layout, r) = try read(text, file: "HeaderCell.m")
        #expect(layout.drawn.kind == .cell)
        // 12 in, 34 square; the cell is fitted: 12 + 34 + 12 = 58 tall.
        #expect(frame(r, "iconView") == Rect(x: 12, y: 12, width: 34, height: 34))
        #expect(r.views.first { $0.id == "root" }?.frame.height == 58)
        // 8 right of the icon (12 + 34 + 8 = 54), centred on it (12 + 17 - 10 = 19).
        #expect(frame(r, "badge") == Rect(x: 54, y: 19, width: 20, height: 20))
        #expect(r.views.count == 3)
        #expect(layout.warnings.map(\.message).filter { !$0.contains("STRONG_SELF") } == [])
    }

    /// `var imageView: UIImageView!` made later with a frame keeps it; a custom class whose name
    /// does not end like a view is a view once it is added; `--set` values are there before the
    /// file's own are worked out.
    @Test func framesCustomClassesAndGivenValues() throws {
        let text = """
        class GalleryViewController: UIViewController {
            var imageView: UIImageView!
            let status = ImageViewWithStatus()
            override func viewDidLoad() {
                super.viewDidLoad()
                imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
                view.addSubview(imageView)
                view.addSubview(status)
                let h = self.headerHeight
                status.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide).offset(h)
                    make.leading.trailing.equalToSuperview().inset(20)
                    make.height.equalTo(44)
                }
            }
            @objc func loginFailed() {
                status.backgroundColor = .red
            }
        }
        """
        var options = SourceOptions()
        options.values = ["self.headerHeight": 30]
        let (layout, r) = try read(text, file: "GalleryViewController.swift", options)
        #expect(layout.drawn.kind == .viewController)
        #expect(frame(r, "imageView") == Rect(x: 0, y: 0, width: 120, height: 80))
        // 30 below the safe area's top (59): y 89; 20 in from each side: 353 wide.
        #expect(frame(r, "status") == Rect(x: 20, y: 89, width: 353, height: 44))
        // The failure handler's colour is no part of the first picture.
        #expect(r.views.first { $0.id == "status" }?.backgroundColor == nil)
    }

    /// A check for a notched screen from another file is decided by the device drawn, said.
    @Test func notchChecksFollowTheDevice() throws {
        let text = """
        @implementation TopBar
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *bar = [UIView new];
            [self.view addSubview:bar];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.top.equalTo(self.view);
                make.height.mas_equalTo(Is_iPhoneX ? 88 : 64);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "TopBar.m")
        #expect(frame(r, "bar")?.height == 88)
        #expect(layout.warnings.map(\.message).contains("decided by the device drawn (--device for another): Is_iPhoneX is true, the iPhone 15 drawn has a notch"))
        var se = SourceOptions()
        se.device = SourceDevice(name: "iPhone SE", hasNotch: false)
        #expect(frame(try read(text, file: "TopBar.m", se).1, "bar")?.height == 64)
    }

    /// A view made by one of the class's helpers is named by the variable its caller keeps it in.
    @Test func helpersViewsTakeTheirCallersNames() throws {
        let text = """
        @implementation PanelViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *left = [self tileWithColor:[UIColor redColor]];
            UIView *right = [self tileWithColor:[UIColor blueColor]];
            [left mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(self.view).offset(10);
                make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);
                make.size.mas_equalTo(CGSizeMake(100, 50));
            }];
            [right mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(left.mas_right).offset(10);
                make.top.size.equalTo(left);
            }];
        }
        - (UIView *)tileWithColor:(UIColor *)color {
            UIView *tile = [[UIView alloc] init];
            tile.backgroundColor = color;
            [self.view addSubview:tile];
            return tile;
        }
        @end
        """
        let (_, r) = try read(text, file: "PanelViewController.m")
        #expect(frame(r, "left") == Rect(x: 10, y: 59, width: 100, height: 50))
        #expect(frame(r, "right") == Rect(x: 120, y: 59, width: 100, height: 50))
        #expect(r.views.first { $0.id == "right" }?.backgroundColor == Color(red: 0, green: 0, blue: 1))
    }

    /// Masonry's distribution of an array of views, after their own constraints.
    @Test func viewsDistributedAlongAnAxis() throws {
        let text = """
        @implementation TabsViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            NSMutableArray *tabs = [NSMutableArray array];
            for (int i = 0; i < 3; i++) {
                UIView *tab = [UIView new];
                [self.view addSubview:tab];
                [tabs addObject:tab];
            }
            [tabs mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:5 tailSpacing:5];
            [tabs mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(100);
                make.height.mas_equalTo(40);
            }];
        }
        @end
        """
        let (_, r) = try read(text, file: "TabsViewController.m")
        // (393 - 5 - 5 - 2 × 10) / 3 = 121 wide: at 5, 136, 267.
        let tabs = r.views.filter { $0.id.hasPrefix("tab") }.map(\.frame).sorted { $0.minX < $1.minX }
        #expect(tabs == [Rect(x: 5, y: 100, width: 121, height: 40), Rect(x: 136, y: 100, width: 121, height: 40),
                         Rect(x: 267, y: 100, width: 121, height: 40)])
    }

    /// A macro of the file that expands past the limit is said as that, not as a value the app
    /// knows: one whose value is a number is worked out without expanding it (2^39 here, past
    /// what a constraint's number may be); one that is no number (it names another file's
    /// `kGap`) stays unexpanded, said.
    @Test func aMacroPastTheLimitIsSaidAsSuch() throws {
        for (first, said) in [("1", ["'X39' is defined in this file (line 40) as 549755813888, past the ±1000000000 a constraint's number may be; this chain is left out"]),
                              ("kGap", ["'X39' is defined in this file but expands to more than 100000 tokens; it is not expanded",
                                        "'X39' is defined in this file, but its expansion passes 100000 tokens; this chain is left out"])] {
        var text = "#define X0 \(first)\n"
        for n in 1...39 { text += "#define X\(n) (X\(n - 1) + X\(n - 1))\n" }
        text += """
        @implementation Big
        - (void)viewDidLoad {
            UIView *v = [UIView new];
            [self.view addSubview:v];
            [v mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.view);
                make.width.mas_equalTo(X39);
                make.height.mas_equalTo(10);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "Big.m")
        #expect(layout.warnings.map(\.message) == said)
        #expect(frame(r, "v")?.height == 10)
        }
    }

    /// Constants, types and macros of the files around it (`--include`, the project's headers and
    /// module files): the file reaches them; none of their classes is drawn.
    @Test func constantsFromIncludedFiles() throws {
        var options = SourceOptions()
        options.includes = [(name: "Metrics.swift", text: """
            enum Spacing { static let s16: CGFloat = 16 }
            struct UIConstants { struct layout { static let barHeight: CGFloat = 56 } }
            final class OtherView: UIView { let v = UIView(); override init(frame: CGRect) { super.init(frame: frame); v.snp.makeConstraints { $0.edges.equalToSuperview() } } }
            """)]
        let text = """
        final class Bar: UIView {
            let icon = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                icon.snp.makeConstraints { make in
                    make.leading.top.equalToSuperview().offset(Spacing.s16)
                    make.height.equalTo(UIConstants.layout.barHeight)
                    make.width.equalTo(Spacing.s16 * 2)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "Bar.swift", options)
        #expect(layout.drawn.name == "Bar" && layout.others.isEmpty)
        #expect(frame(r, "icon") == Rect(x: 16, y: 16, width: 32, height: 56))

        var objc = SourceOptions()
        objc.includes = [(name: "Metrics.h", text: "#define kBarHeight 44\nstatic const CGFloat kPad = 12;\n")]
        let m = """
        @implementation Header
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UIView *line = [UIView new];
                [self addSubview:line];
                [line mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self).offset(kPad);
                    make.size.mas_equalTo(CGSizeMake(100, kBarHeight));
                }];
            }
            return self;
        }
        @end
        """
        #expect(frame(try read(m, file: "Header.m", objc).1, "line") == Rect(x: 12, y: 12, width: 100, height: 44))
    }

    /// A method nothing at set-up runs that changes constraints is a later state (`--step`).
    @Test func actionsAreStepsNotTheFirstPicture() throws {
        let text = """
        final class Drawer: UIView {
            let panel = UIView()
            var panelHeight: Constraint?
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(panel)
                panel.snp.makeConstraints { make in
                    make.left.right.bottom.equalToSuperview()
                    panelHeight = make.height.equalTo(100).constraint
                }
            }
            @objc func expand() {
                panelHeight?.update(offset: 300)
            }
        }
        """
        let (first, r0) = try read(text, file: "Drawer.swift")
        #expect(first.stateNames == ["0", "expand"])
        // 852 tall: the panel 100 tall at its bottom (752), then 300 tall (552).
        #expect(frame(r0, "panel") == Rect(x: 0, y: 752, width: 393, height: 100))
        var options = SourceOptions()
        options.state = 1
        #expect(frame(try read(text, file: "Drawer.swift", options).1, "panel") == Rect(x: 0, y: 552, width: 393, height: 300))
    }

    /// Layout margins set in code and named as guides or margin attributes; hugging set per axis.
    @Test func marginsAndHugging() throws {
        let text = """
        final class Card: UIView {
            let title = UIView()
            let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
                addSubview(title)
                addSubview(badge)
                title.snp.makeConstraints { make in
                    make.leading.equalTo(layoutMarginsGuide)
                    make.top.equalTo(snp.topMargin)
                    make.size.equalTo(30)
                }
                badge.setContentHuggingPriority(.required, for: .horizontal)
                badge.snp.makeConstraints { make in
                    make.trailing.equalTo(self.snp.trailingMargin)
                    make.top.equalToSuperview()
                    make.width.height.equalTo(UILayoutPriority(rawValue: 999) == 999 ? 12 : 14)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "Card.swift")
        // Margins 20 at the sides, 10 above, measured from the safe area the full-screen view
        // has (59 above, 34 below: UIView.insetsLayoutMarginsFromSafeArea is on by default):
        // the title at (20, 59 + 10); the badge 20 in from the right (393 - 20 - 12).
        #expect(frame(r, "title") == Rect(x: 20, y: 69, width: 30, height: 30))
        #expect(frame(r, "badge") == Rect(x: 361, y: 0, width: 12, height: 12))
        #expect(layout.root.subtree.first { $0.id == "badge" }?.contentHugging.horizontal == 1000)
        #expect(layout.root.layoutMargins == EdgeInsets(top: 69, left: 20, bottom: 44, right: 20))
    }

    /// A label whose text the file never sets is drawn with its name as text, and said.
    @Test func labelsWithoutTextStandInWithTheirNames() throws {
        let text = """
        final class Row: UIView {
            let nameLabel = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(nameLabel)
                nameLabel.snp.makeConstraints { $0.left.top.equalToSuperview() }
            }
        }
        """
        let (layout, r) = try read(text, file: "Row.swift")
        // Mono: 10 points a character ("nameLabel", 9), 20 a line.
        #expect(frame(r, "nameLabel") == Rect(x: 0, y: 0, width: 90, height: 20))
        #expect(layout.warnings.map(\.message) == ["labels whose text this file does not set are drawn with their names as text: nameLabel"])
    }

    /// Idioms of real files measured on 2026-11-27, each in code written the way they were:
    /// a `- (void)initView` is a set-up method, not an initialiser (it ran twice, and the
    /// constraints went to the second set of views, the first drawn unplaced at 0 × 0).
    /// Screen 393 × 852: the icon centred 60 down ((393 − 60) / 2 = 166.5), the field 20 below it
    /// (140), 20 in from each side (353 wide).
    @Test func aSetUpMethodNamedInitIsNoInitialiser() throws {
        let text = """
        @interface LoginVC () { UIView *_icon; UIView *_field; }
        @end
        @implementation LoginVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            [self initView];
            [self layoutViews];
        }
        - (void)initView {
            _icon = [[UIView alloc] init];
            [self.view addSubview:_icon];
            _field = [[UIView alloc] init];
            [self.view addSubview:_field];
        }
        - (void)layoutViews {
            [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(60);
                make.centerX.equalTo(self.view);
                make.size.mas_equalTo(CGSizeMake(60, 60));
            }];
            [_field mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(_icon.mas_bottom).offset(20);
                make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, 20, 0, 20));
                make.height.mas_equalTo(40);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "LoginVC.m")
        #expect(r.views.map(\.id) == [r.root.id, "icon", "field"])
        #expect(frame(r, "icon") == Rect(x: 166.5, y: 60, width: 60, height: 60))
        #expect(frame(r, "field") == Rect(x: 20, y: 140, width: 353, height: 40))
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    /// Masonry's `mas_offset` takes what its boxed value is (MASViewConstraint
    /// setLayoutConstantWithValue:): insets here, so the card is inset 10 and 15 from the cell's
    /// edges, and the cell fitted to 10 + 80 + 10 = 100.
    @Test func masOffsetWithInsetsInsets() throws {
        let text = """
        @implementation CardCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
            if (self) {
                UIView *card = [UIView new];
                [self.contentView addSubview:card];
                [card mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.mas_offset(UIEdgeInsetsMake(10, 15, 10, 15));
                    make.height.mas_equalTo(80);
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "CardCell.m")
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(r.root.frame.height == 100)
        #expect(frame(r, "card") == Rect(x: 15, y: 10, width: 363, height: 80))
    }

    /// A view class's own constructor (`[KKTextField textFieldWithPlaceholder:]`) makes one view
    /// each call, and a variable declared as a view class is one whatever the app's builder calls
    /// after it return (`.kk_leftView(…)`): two fields 100 and 150 down, 20 in (353 wide). They
    /// were one view, named after the constructor. A constructor's `…WithFrame:` gives the frame
    /// (the banner, which no constraint places, is drawn at it), and the app's `APPWidth` is the
    /// screen's (393).
    @Test func aViewClassesConstructorMakesAViewEachCall() throws {
        let text = """
        @implementation FormVC
        - (void)viewDidLoad {
            [super viewDidLoad];
            KKTextField *name = [KKTextField textFieldWithPlaceholder:@"Name"].kk_leftView(@"Name", 10);
            [self.view addSubview:name];
            KKTextField *mail = [KKTextField textFieldWithPlaceholder:@"Mail"];
            [self.view addSubview:mail];
            SDCycleScrollView *banner = [SDCycleScrollView cycleScrollViewWithFrame:CGRectMake(0, 0, APPWidth, 80) delegate:self placeholderImage:nil];
            [self.view addSubview:banner];
            [name mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(100);
                make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, 20, 0, 20));
                make.height.mas_equalTo(40);
            }];
            [mail mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(name.mas_bottom).offset(10);
                make.left.right.height.equalTo(name);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "FormVC.m")
        #expect(frame(r, "name") == Rect(x: 20, y: 100, width: 353, height: 40))
        #expect(frame(r, "mail") == Rect(x: 20, y: 150, width: 353, height: 40))
        #expect(frame(r, "banner") == Rect(x: 0, y: 0, width: 393, height: 80))
        #expect(layout.warnings.map(\.message).contains { $0.hasPrefix("not defined in this file, so taken as the screen's width (393) or height (852), as their names say: APPWidth") })
    }

    /// Swift as apps write it: an app's Then under another name (`UIImageView().this { … }`), a
    /// view type another file declares with a lower-case name (`rowView()`), a stack's enum
    /// cases written with their types, and `init(frame:)`'s frame, which is the picture's
    /// (393 × 852): avatar 60 at (20, 20); the two rows share 353 − 10 = 343 (171.5 each) 10
    /// below it; the badge is a quarter of the frame's width (98.25) 10 below the rows.
    @Test func swiftAsAppsWriteIt() throws {
        let text = """
        final class ProfileCard: UIView {
            let avatar = UIImageView().this {
                $0.layer.cornerRadius = 30
            }
            let rows = UIStackView()
            let first = rowView()
            let second = rowView()
            let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(avatar)
                addSubview(rows)
                addSubview(badge)
                rows.addArrangedSubview(first)
                rows.addArrangedSubview(second)
                rows.axis = NSLayoutConstraint.Axis.horizontal
                rows.distribution = UIStackView.Distribution.fillEqually
                rows.spacing = 10
                avatar.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(20)
                    make.size.equalTo(60)
                }
                rows.snp.makeConstraints { make in
                    make.top.equalTo(avatar.snp.bottom).offset(10)
                    make.left.right.equalToSuperview().inset(20)
                    make.height.equalTo(40)
                }
                badge.snp.makeConstraints { make in
                    make.top.equalTo(rows.snp.bottom).offset(10)
                    make.left.equalTo(rows)
                    make.width.equalTo(frame.width / 4)
                    make.height.equalTo(10)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "ProfileCard.swift")
        #expect(frame(r, "avatar") == Rect(x: 20, y: 20, width: 60, height: 60))
        #expect(frame(r, "rows") == Rect(x: 20, y: 90, width: 353, height: 40))
        #expect(r.view(id: "first")?.absoluteFrame == Rect(x: 20, y: 90, width: 171.5, height: 40))
        #expect(r.view(id: "second")?.absoluteFrame == Rect(x: 201.5, y: 90, width: 171.5, height: 40))
        #expect(frame(r, "badge") == Rect(x: 20, y: 140, width: 98.25, height: 10))
        #expect(layout.warnings.map(\.message) == ["not declared in this file, so their classes are guessed from their names: rowView (rowView)"])
    }

    /// The screen's size kept in a type of the app's (`ScreenSize.Width`, `Device.screenHeight`):
    /// the screen's, said as the other names are. A sheet a quarter down (852 × 0.25 = 213),
    /// the screen's width, three quarters tall (639).
    @Test func theScreensSizeInAnAppsType() throws {
        let text = """
        final class SheetView: UIView {
            var sheet: UIView!
            override init(frame: CGRect) {
                super.init(frame: frame)
                sheet = UIView(frame: CGRect(x: 0, y: ScreenSize.Height * 0.25, width: ScreenSize.Width, height: ScreenSize.Height * 0.75))
                addSubview(sheet)
                let handle = UIView()
                sheet.addSubview(handle)
                handle.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(8)
                    make.centerX.equalToSuperview()
                    make.width.equalTo(Device.screenWidth / 10)
                    make.height.equalTo(4)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "SheetView.swift")
        #expect(frame(r, "sheet") == Rect(x: 0, y: 213, width: 393, height: 639))
        #expect(r.view(id: "handle")?.absoluteFrame == Rect(x: 176.85, y: 221, width: 39.3, height: 4))
        #expect(layout.warnings.map(\.message).contains { $0.hasPrefix("not defined in this file, so taken as the screen's width (393) or height (852), as their names say: ScreenSize.Height, ScreenSize.Width, Device.screenWidth") })
    }

    /// An app's constants on types that look like UIKit's (`UIConstants.layout.barHeight`, an
    /// extension's `CGFloat.margin16`) are values from another file, asked for with `--set`
    /// (they were taken as UIKit enum cases and their chains refused as "no value a chain can
    /// take"); a UIKit enum's case written with its type is still one.
    @Test func anAppsConstantsOnUIKitLookingTypes() throws {
        let text = """
        final class Bar: UIView {
            let field = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(field)
                field.snp.makeConstraints { maker in
                    maker.leading.trailing.equalToSuperview().inset(CGFloat.margin16)
                    maker.top.equalToSuperview()
                    maker.height.equalTo(UIConstants.layout.barHeight)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        var options = SourceOptions()
        options.values = ["CGFloat.margin16": 16, "UIConstants.layout.barHeight": 44]
        let (layout, r) = try read(text, file: "Bar.swift", options)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(frame(r, "field") == Rect(x: 16, y: 0, width: 361, height: 44))
        let (unset, _) = try read(text, file: "Bar.swift")
        #expect(unset.warnings.first?.message == "values known only at run time were left out with their chains: CGFloat.margin16, UIConstants.layout.barHeight; give them with --set CGFloat.margin16=VALUE --set UIConstants.layout.barHeight=VALUE")
    }

    /// A view added into its own subview (`a.addSubview(b); b.addSubview(a)`): UIKit raises and
    /// keeps the hierarchy as it was; so does the reader (finding the top of `b`'s superviews
    /// went round the cycle for ever on a real file that only seemed to do this).
    @Test func aViewAddedIntoItsOwnSubviewLeavesTheHierarchy() throws {
        let text = try String(contentsOf: Self.folder.deletingLastPathComponent().appendingPathComponent("fuzz/regressions/program-reader-subview-cycle.swift"), encoding: .utf8)
        let (_, r) = try read(text, file: "Loop.swift")
        #expect(r.view(id: "b")?.parentID == "a")
        #expect(r.view(id: "a")?.parentID == r.root.id)
    }

    /// A number type's constant from an app's extension (`CGFloat.heightBottomWrapperBar`),
    /// whatever its name says, is a number asked for, never a view taken as undeclared.
    @Test func aNumberTypesConstantIsNoView() throws {
        let text = """
        final class Holder: UIView {
            let bar = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(bar)
                bar.snp.makeConstraints { maker in
                    maker.leading.trailing.bottom.equalToSuperview()
                    maker.height.equalTo(CGFloat.heightBottomWrapperBar)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "Holder.swift")
        #expect(r.view(id: "heightBottomWrapperBar") == nil)
        #expect(layout.warnings.map(\.message).contains { $0.hasPrefix("'CGFloat.heightBottomWrapperBar' is not defined in this file") })
        var given = SourceOptions()
        given.values = ["CGFloat.heightBottomWrapperBar": 72]
        #expect(frame(try read(text, file: "Holder.swift", given).1, "bar") == Rect(x: 0, y: 780, width: 393, height: 72))
    }
}

