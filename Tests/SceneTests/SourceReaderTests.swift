import Foundation
import Layout
import SourceProgram
import SourceSyntax
import Testing
@testable import Scene

/// Source files read as written, with frames derived by hand.
@Suite struct SourceReaderTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/sources")

    /// Monospace text: 10 points a character, 20 a line, so label sizes are easy to derive.
    struct Mono: TextMeasuring {
        func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
            TextMetrics(size: Size(width: Double(text.count) * 10, height: 20), firstBaseline: 15, lastBaseline: 15)
        }
    }

    /// The reader under test: the program reader (SourceProgram), which replaced the token
    /// reader these tests were first written for.
    static func readSource(_ text: String, file: String, options: SourceOptions = SourceOptions(),
                           measuring: (any TextMeasuring)? = nil) throws(SceneError) -> SourceLayout {
        try ProgramReader.read(text, file: file, options: options, measuring: measuring)
    }

    func read(_ name: String, _ options: SourceOptions = SourceOptions()) throws -> (SourceLayout, LayoutResult) {
        let text = try String(contentsOf: Self.folder.appendingPathComponent(name), encoding: .utf8)
        let layout = try Self.readSource(text, file: name, options: options, measuring: Mono())
        return (layout, try layout.root.layout(text: Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    /// Options for a root of exactly `width` × `height` with no safe area, as most inline files here want.
    func canvas(_ width: Double, _ height: Double, scale: Double? = nil) -> SourceOptions {
        var options = SourceOptions()
        (options.width, options.height, options.explicitHeight) = (width, height, true)
        if let scale { options.scale = scale }
        options.safeArea = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        return options
    }

    func read(text: String, file: String, _ options: SourceOptions = SourceOptions()) throws -> (SourceLayout, LayoutResult) {
        let layout = try Self.readSource(text, file: file, options: options, measuring: Mono())
        return (layout, try layout.root.layout(text: Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    /// iPhone 15 (393 × 852, safe area top 59), kPadding 20, kFieldHeight 44, spacing 12.
    @Test func objectiveCLoginView() throws {
        let (layout, r) = try read("LoginView.m")
        // Everything is read but the animation the button's action stops.
        #expect(layout.warnings.map(\.description) == ["22:1: 1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 95"])
        #expect(layout.drawn.name == "LoginView" && layout.drawn.kind == .view)
        // card: 20 below the safe area's top (59 + 20), 20 in from each side: 353 wide.
        #expect(r.view(id: "card")?.frame == Rect(x: 20, y: 79, width: 353, height: 252))
        // titleLabel: 20 in the card; "Welcome back" is 12 characters: 120 × 20.
        #expect(r.view(id: "titleLabel")?.frame == Rect(x: 20, y: 20, width: 120, height: 20))
        #expect(r.view(id: "titleLabel")?.parentID == "card")
        // emailField: 24 (spacing * 2) below the title (20 + 20 + 24 = 64), 20 in: 313 wide, 44 tall.
        #expect(r.view(id: "emailField")?.frame == Rect(x: 20, y: 64, width: 313, height: 44))
        // passwordField: 12 below (64 + 44 + 12 = 120), as wide and tall as the email field.
        #expect(r.view(id: "passwordField")?.frame == Rect(x: 20, y: 120, width: 313, height: 44))
        // loginButton (its first call an update, so made): 24 below (120 + 44 + 24 = 188); the card
        // ends 20 below it: 188 + 44 + 20 = 252 tall.
        #expect(r.view(id: "loginButton")?.frame == Rect(x: 20, y: 188, width: 313, height: 44))
        #expect(r.constraints.first?.source == "LoginView.m:62", "the available branch of the if")
    }

    /// A cell: 393 wide (the default device), its height fitted.
    @Test func swiftCellFitsItsHeight() throws {
        let (layout, r) = try read("ProfileCell.swift")
        #expect(layout.drawn.kind == .cell && layout.fitsHeight)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(r.view(id: "avatarView")?.frame == Rect(x: 16, y: 16, width: 48, height: 48))
        // nameLabel: 12 after the avatar (16 + 48 + 12 = 76), 16 from the right: 393 − 16 − 76 = 301.
        #expect(r.view(id: "nameLabel")?.frame.minX == 76 && r.view(id: "nameLabel")?.frame.width == 301)
        // The cell: the avatar needs 16 + 48 + 16 = 80; the labels 16 + 20 + 4 + 20 + 16 = 76, so the
        // two labels share 4 points they could split either way: ambiguous, as UIKit would say.
        #expect(r.root.frame.height == 80)
        #expect(r.view(id: "nameLabel")?.ambiguous == ["height"])
        // The kept constraint is read as made.
        #expect(r.constraints.contains { $0.firstView == "bioLabel" && $0.firstAttribute == .bottom })
        // highlight() (nothing at set-up calls it) updates the kept bottom to an inset of 24:
        // the cell grows to 16 + 20 + 4 + 20 + 24 = 84.
        #expect(layout.stateNames == ["0", "highlight"])
        var later = SourceOptions()
        later.state = 1
        let (_, highlighted) = try read("ProfileCell.swift", later)
        #expect(highlighted.root.frame.height == 84)
        #expect(highlighted.constraints.first { $0.firstView == "bioLabel" && $0.firstAttribute == .bottom }?.constant == -24)
    }

    /// Masonry's kept constraints: `self.top = make.top…;` then `self.top.offset = …` and
    /// `[self.top uninstall]` in methods that run later.
    @Test func keptConstraintsChangedLater() throws {
        let code = """
        @interface Drawer : UIView
        @property (nonatomic, strong) MASConstraint *topConstraint;
        @end
        @implementation Drawer
        - (instancetype)init {
            self = [super init];
            [self addSubview:self.panel];
            [self.panel mas_makeConstraints:^(MASConstraintMaker *make) {
                self.topConstraint = make.top.equalTo(self).offset(100);
                make.left.right.equalTo(self);
                make.height.equalTo(@200);
            }];
            return self;
        }
        - (void)open { self.topConstraint.offset = 20; }
        - (void)close { [self.topConstraint setOffset:400]; }
        @end
        """
        let (layout, r) = try read(text: code, file: "Drawer.m")
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.stateNames == ["0", "open", "close"])
        #expect(r.view(id: "panel")?.frame.minY == 100)
        var options = SourceOptions()
        options.state = 1
        #expect(try read(text: code, file: "Drawer.m", options).1.view(id: "panel")?.frame.minY == 20)
        options.state = 2
        #expect(try read(text: code, file: "Drawer.m", options).1.view(id: "panel")?.frame.minY == 400)
    }

    @Test func viewControllerWithSafeArea() throws {
        let (layout, r) = try read("SettingsViewController.swift")
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.drawn.kind == .viewController)
        #expect(r.view(id: "headerView")?.frame == Rect(x: 0, y: 59, width: 393, height: 120))
        // titleLabel: 20 in, its bottom 16 above the header's: 120 − 16 − 20 = 84 (in the header).
        #expect(r.view(id: "titleLabel")?.frame == Rect(x: 20, y: 84, width: 80, height: 20))
        #expect(r.view(id: "toggleRow")?.frame == Rect(x: 16, y: 203, width: 361, height: 56))
        // saveButton: 16 above the safe area's bottom (852 − 34 − 16 − 50 = 752).
        #expect(r.view(id: "saveButton")?.frame == Rect(x: 16, y: 752, width: 361, height: 50))
        // keyboardWillShow runs later (nothing at set-up calls it): a step of its own, where the
        // button's bottom is updated to 300 above the safe area's (852 − 34 − 300 − 50 = 468).
        #expect(layout.stateNames == ["0", "keyboardWillShow"])
        var later = SourceOptions()
        later.state = 1
        let (_, moved) = try read("SettingsViewController.swift", later)
        #expect(moved.view(id: "saveButton")?.frame == Rect(x: 16, y: 468, width: 361, height: 50))
        #expect(moved.constraints.count == r.constraints.count, "an update changes, it adds nothing")
    }

    /// The order the code runs in decides what a conflict breaks: viewDidLoad's call to
    /// `makeSmall()` comes after `makeBig()` in the file but runs first.
    @Test func callsRunInTheOrderTheCodeRuns() throws {
        let code = """
        class Order: UIViewController {
            let box = UIView()
            func makeBig() { box.snp.makeConstraints { $0.width.equalTo(200) } }
            func makeSmall() { box.snp.makeConstraints { $0.width.equalTo(100); $0.height.equalTo(10); $0.top.left.equalToSuperview() } }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(box)
                makeSmall()
                makeBig()
            }
        }
        """
        let (layout, r) = try read(text: code, file: "Order.swift")
        #expect(layout.stateNames == ["0"])
        // makeSmall's width is installed first, so makeBig's is the one broken.
        #expect(r.view(id: "box")?.frame.width == 100)
        #expect(r.conflicts.count == 1 && r.constraints[r.conflicts[0].broken].constant == 200)
    }

    @Test func runTimeValuesAndSetValues() throws {
        let code = """
        class PanelView: UIView {
            let panel = UIView()
            func setUp() {
                addSubview(panel)
                panel.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(bounds.width / 2)
                    make.height.equalTo(44)
                }
            }
        }
        """
        // The view's own bounds are what its owner gives it: the picture's, said, with the --set
        // that gives another.
        // Nothing in the file calls setUp(): its owner does, so it is drawn after it, said.
        let drawnAfter = "1:1: the set-up makes no constraints; drawn after setUp, the first method that does, which nothing in this file calls (the app does; --step 0 draws the set-up alone)"
        let (taken, t) = try read(text: code, file: "PanelView.swift")
        #expect(taken.warnings.map(\.description) == [
            drawnAfter,
            "7:32: PanelView's bounds are the frame its owner gives it when the app runs: taken as the picture's, 393 × 852; give another with --set bounds.width=VALUE or --set bounds.height=VALUE",
        ])
        #expect(t.view(id: "panel")?.frame == Rect(x: 0, y: 0, width: 196.5, height: 44))
        var options = SourceOptions()
        options.values["bounds.width"] = 300
        let (given, r) = try read(text: code, file: "PanelView.swift", options)
        #expect(given.warnings.map(\.description) == [drawnAfter])
        #expect(r.view(id: "panel")?.frame == Rect(x: 0, y: 0, width: 150, height: 44))
    }

    @Test func objectiveCWithoutAClassAndWithIvarsAndMacros() throws {
        let code = """
        #define kRealWidth(w) ((w) * SCREEN_WIDTH / 375.0)
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *superview = self.view;
            _banner = [UIView new];
            [self.view addSubview:_banner];
            [_banner mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.mas_topLayoutGuide);
                make.left.right.equalTo(superview);
                make.height.mas_equalTo(kRealWidth(150));
            }];
        }
        """
        let (layout, r) = try read(text: code, file: "Banner.m")
        #expect(layout.drawn.kind == .viewController)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // Under the top layout guide (the safe area's top, 59); 150 × 393 / 375 = 157.2 tall.
        let banner = try #require(r.view(id: "banner"))
        #expect(banner.frame.minY == 59 && banner.frame.width == 393 && abs(banner.frame.height - 157.2) < 1e-9)
    }

    /// Named insets and sizes: `UIEdgeInsets padding = UIEdgeInsetsMake(…)`, a C aggregate, Swift's initialisers.
    @Test func insetsAndSizesByName() throws {
        let objc = """
        static UIEdgeInsets const kInsets = {10, 20, 30, 40};
        @implementation Box
        - (void)build {
            CGSize size = CGSizeMake(50, 60);
            [self addSubview:self.box];
            [self.box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(self).insets(kInsets);
                make.size.mas_equalTo(size);
            }];
        }
        @end
        """
        let (o, r) = try read(text: objc, file: "Box.m")
        #expect(o.warnings.isEmpty, "\(o.warnings)")
        #expect(r.view(id: "box")?.frame == Rect(x: 20, y: 10, width: 50, height: 60))
        let swift = """
        class Box: UIView {
            private let padding = UIEdgeInsets(top: 8, left: 4, bottom: 8, right: 4)
            let box = UIView()
            func build() {
                addSubview(box)
                box.snp.makeConstraints { $0.edges.equalToSuperview().inset(padding) }
            }
        }
        """
        let (_, s) = try read(text: swift, file: "Box.swift")
        #expect(s.view(id: "box")?.frame == Rect(x: 4, y: 8, width: 385, height: 836))
    }

    /// Buttons by their titles (6 above and below), text fields by their placeholders, an
    /// array's block for each view, views distributed, hugging set by the code.
    @Test func buttonsFieldsArraysAndDistribution() throws {
        let code = """
        @implementation Toolbar
        - (instancetype)init {
            self = [super init];
            UIButton *a = [UIButton buttonWithType:UIButtonTypeSystem];
            [a setTitle:@"Cut" forState:UIControlStateNormal];
            UIButton *b = [UIButton buttonWithType:UIButtonTypeSystem];
            [b setTitle:@"Paste" forState:UIControlStateNormal];
            [b setTitleColor:[UIColor whiteColor] forState:UIControlStateNormal];
            [b setTitleColor:[UIColor grayColor] forState:UIControlStateHighlighted];
            [self addSubview:a]; [self addSubview:b];
            NSArray *buttons = @[a, b];
            [buttons mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:20 tailSpacing:20];
            [buttons mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self).offset(100);
            }];
            UITextField *field = [UITextField new];
            field.placeholder = @"Search";
            [self addSubview:field];
            [field setContentHuggingPriority:UILayoutPriorityRequired forAxis:UILayoutConstraintAxisHorizontal];
            [field mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self).offset(200);
                make.left.equalTo(self).offset(20);
                make.right.lessThanOrEqualTo(self).offset(-20);
            }];
            return self;
        }
        @end
        """
        let (layout, r) = try read(text: code, file: "Toolbar.m")
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // Two equal widths between 20-point ends and a 10-point gap: (393 − 40 − 10) / 2 = 171.5;
        // "Cut" is 20 tall in monospace, so the button is 32.
        #expect(r.view(id: "a")?.frame == Rect(x: 20, y: 100, width: 171.5, height: 32))
        #expect(r.view(id: "b")?.frame == Rect(x: 201.5, y: 100, width: 171.5, height: 32))
        // The titles are drawn centred, in the system tint unless the code sets the normal state's colour.
        let titleA = try #require(r.view(id: "a")?.label), titleB = try #require(r.view(id: "b")?.label)
        #expect(titleA.text == "Cut" && titleA.alignment == .center && titleA.textColor.hexString == "#007AFF")
        #expect(titleA.contentInsets == EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
        #expect(titleB.text == "Paste" && titleB.textColor == .white)
        // The field hugs its placeholder, "Search": 60 × 20.
        #expect(r.view(id: "field")?.frame == Rect(x: 20, y: 200, width: 60, height: 20))
    }

    /// Macros and constants from another file (a prefix header) with `includes`.
    @Test func includedDefinitions() throws {
        let code = """
        @implementation Header
        - (instancetype)init {
            self = [super init];
            [self addSubview:self.bar];
            [self.bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.right.equalTo(self);
                make.height.mas_equalTo(kFit(44) + kStatusBar);
            }];
            return self;
        }
        @end
        """
        let (alone, _) = try read(text: code, file: "Header.m")
        // Alone, kFit is read at design scale (its argument) and kStatusBar is a value from elsewhere.
        #expect(alone.warnings.map(\.description) == [
            "1:1: values known only at run time were left out with their chains: kStatusBar; give them with --set kStatusBar=VALUE",
            "7:33: not defined in this file, so taken at design scale: kFit (a call as its argument, a ratio as 1, as screen-scaling macros give on the screen they were designed for); give their definitions with --include FILE or values with --set",
            "7:44: expected a number, not 'kStatusBar' (a value known only at run time: give it with --set kStatusBar=…); this chain is left out",
        ])
        var options = SourceOptions()
        options.includes = [("Prefix.pch", "#define kFit(x) ((x) * SCREEN_WIDTH / 375.0)\n#define kStatusBar 20\n")]
        let (included, r) = try read(text: code, file: "Header.m", options)
        #expect(included.warnings.isEmpty, "\(included.warnings)")
        // 44 × 393 / 375 + 20.
        #expect(abs((r.view(id: "bar")?.frame.height ?? 0) - (44 * 393 / 375 + 20)) < 1e-9)
    }

    /// A method pasted without its class: undeclared views' classes come from their names, and
    /// labels without text show their names, both said.
    @Test func undeclaredViewsAndStandInTexts() throws {
        let code = """
        func setupUI() {
            view.addSubview(titleLabel)
            view.addSubview(loginButton)
            titleLabel.snp.makeConstraints { make in
                make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(16)
                make.leading.equalToSuperview().inset(24)
            }
            loginButton.snp.makeConstraints { make in
                make.top.equalTo(titleLabel.snp.bottom).offset(8)
                make.leading.trailing.equalToSuperview().inset(24)
                make.height.equalTo(56)
            }
        }
        """
        let (layout, r) = try read(text: code, file: "Login.swift")
        #expect(layout.drawn.kind == .viewController, "view.… with no view declared")
        #expect(layout.warnings.map(\.message) == [
            "not declared in this file, so their classes are guessed from their names: loginButton (UIButton), titleLabel (UILabel)",
            "labels whose text this file does not set are drawn with their names as text: titleLabel",
        ])
        // "titleLabel" is 10 characters: 100 × 20, under the safe area's top (59 + 16).
        #expect(r.view(id: "titleLabel")?.frame == Rect(x: 24, y: 75, width: 100, height: 20))
        #expect(r.view(id: "loginButton")?.frame == Rect(x: 24, y: 103, width: 345, height: 56))
    }

    /// Properties declared in the header (not read) have the class they are made with:
    /// `_titleL = [[UILabel alloc] init]` is a label — its name says nothing — so it has its
    /// text's height and a cell fitted round it is as tall as that; `self.avatar = [UIImageView
    /// new]` an image view. Before, both were plain views guessed from their names: the label had
    /// no height and the cell fitted to nothing.
    @Test func headerDeclaredViewsHaveTheClassTheyAreMadeWith() throws {
        let code = """
        @implementation NoteCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                _titleL = [[UILabel alloc] init];
                _titleL.text = @"Title";
                [self.contentView addSubview:_titleL];
                self.avatar = [UIImageView new];
                [self.contentView addSubview:self.avatar];
                [_titleL mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self.contentView).offset(10);
                    make.bottom.equalTo(self.contentView).offset(-10);
                }];
                [self.avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.right.top.equalTo(self.contentView);
                    make.size.mas_equalTo(CGSizeMake(20, 20));
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text: code, file: "NoteCell.m")
        #expect(layout.warnings.isEmpty, "\(layout.warnings.map(\.message))")
        #expect(layout.root.subtree.first { $0.id == "titleL" }?.kind == .label)
        #expect(layout.root.subtree.first { $0.id == "avatar" }?.kind == .image)
        // "Title" is 20 tall (the test measurer: 10 × 20 a character): 10 + 20 + 10.
        #expect(r.view(id: "titleL")?.frame.height == 20)
        #expect(r.root.frame.height == 40)
    }

    /// Three ways real Swift views wrote what was lost: an app's own `addSubViews([...])` (its
    /// capital V), `equalTo(safeAreaLayoutGuide)` with Swift's implicit self, and an optional
    /// setting bound with `if let` whose value only the running app knows — its else branch is
    /// the layout this file can draw (the setting left unset), said.
    @Test func implicitSelfGuidesOwnAddHelpersAndUnsetOptionals() throws {
        let code = """
        final class DetailView: UIView {
            let scrollView = UIScrollView()
            let button = UIButton()
            var config = Config()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubViews([scrollView, button])
                button.snp.makeConstraints {
                    $0.leading.trailing.equalToSuperview().inset(16)
                    $0.bottom.equalTo(safeAreaLayoutGuide)
                    if let height = config.buttonHeight {
                        $0.height.equalTo(height)
                    } else {
                        $0.height.equalTo(50)
                    }
                }
                scrollView.snp.makeConstraints {
                    $0.top.leading.trailing.equalToSuperview()
                    $0.bottom.equalTo(button.snp.top).offset(-12)
                }
            }
        }
        """
        var options = SourceOptions()
        options.width = 400
        options.height = 800
        let (layout, r) = try read(text: code, file: "DetailView.swift", options)
        #expect(layout.warnings.map(\.description) == [
            "11:13: an optional known only at run time (let height = config.buttonHeight): taken as nil, so the else branch is read, the first is not",
        ])
        // The safe area's bottom is 34 above the screen's (800 − 34 − 50 = 716); 716 − 12 = 704.
        #expect(r.view(id: "button")?.frame == Rect(x: 16, y: 716, width: 368, height: 50))
        #expect(r.view(id: "scrollView")?.frame == Rect(x: 0, y: 0, width: 400, height: 704))
    }

    /// A popup that adds itself to a view the app gives and pins itself to it: that chain is
    /// left out, saying why, not "has no superview (Masonry would crash here)", which is not so.
    @Test func aViewTiedToTheAppsViewItAddsItselfTo() throws {
        let code = """
        final class Toast: UIView {
            let label = UILabel()
            func show(in parentView: UIView) {
                parentView.addSubview(self)
                self.snp.makeConstraints { $0.edges.equalToSuperview() }
                addSubview(label)
                label.text = "Saved"
                label.snp.makeConstraints { $0.center.equalToSuperview() }
            }
        }
        """
        let (layout, _) = try read(text: code, file: "Toast.swift")
        #expect(layout.warnings.map(\.description).contains(
            "5:36: this ties the view to parentView, the app's view it adds itself to, which is not drawn; this chain is left out"), "\(layout.warnings.map(\.description))")
    }

    /// A view controller's view fills the screen by `viewDidLoad`, so a width computed from it
    /// (`(self.view.frame.size.width - 60) / 2`, two buttons with 20 around and between) is the
    /// screen's: (400 − 60) / 2 = 170. It was a value "known only at run time", its chains left out.
    @Test func aViewControllersViewFrameIsTheScreens() throws {
        let code = """
        @implementation RecordViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            CGFloat space = 20;
            CGFloat width = (self.view.frame.size.width - space * 3) / 2;
            UIButton *left = [UIButton new];
            UIButton *right = [UIButton new];
            [self.view addSubview:left];
            [self.view addSubview:right];
            [left mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.view).offset(space);
                make.width.mas_equalTo(width);
                make.height.mas_equalTo(view.bounds.height / 10);
            }];
            [right mas_makeConstraints:^(MASConstraintMaker *make) {
                make.right.equalTo(self.view).offset(-space);
                make.top.width.height.equalTo(left);
            }];
        }
        @end
        """
        var options = SourceOptions()
        options.width = 400
        options.height = 800
        let (layout, r) = try read(text: code, file: "RecordViewController.m", options)
        #expect(layout.warnings.isEmpty, "\(layout.warnings.map(\.description))")
        #expect(r.view(id: "left")?.frame == Rect(x: 20, y: 20, width: 170, height: 80))
        #expect(r.view(id: "right")?.frame == Rect(x: 210, y: 20, width: 170, height: 80))
    }

    /// The system bars' heights under an app's own names from its headers: the device's (the
    /// status bar 54 on a phone whose safe area starts at 59; a navigation bar's bottom 54 + 44;
    /// the home indicator's inset 34), said in one line. A navigation bar's height alone is left
    /// to the app: some define it as 44, others as 88.
    @Test func systemBarHeightsUnderTheAppsNames() throws {
        let code = """
        @implementation ImportViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *bar = [UIView new];
            UIView *list = [UIView new];
            UIButton *done = [UIButton new];
            [self.view addSubview:bar];
            [self.view addSubview:list];
            [self.view addSubview:done];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.mas_equalTo(kStatusBarHeight);
                make.left.right.equalTo(self.view);
                make.height.mas_equalTo(kNavBarHeight);
            }];
            [list mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.mas_equalTo(self.view).insets(UIEdgeInsetsMake(SSJ_NAVIBAR_BOTTOM, 0, 60, 0));
            }];
            [done mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.view);
                make.bottom.equalTo(self.view).offset(-SafeAreaBottom);
                make.height.mas_equalTo(26);
            }];
        }
        @end
        """
        let (layout, r) = try read(text: code, file: "ImportViewController.m")
        #expect(layout.warnings.map(\.description).contains(
            "11:30: not defined in this file, so taken as the device's system bars, as their names say: kStatusBarHeight = 54, the status bar's height; SSJ_NAVIBAR_BOTTOM = 98, the navigation bar's bottom, the status bar's height and 44; SafeAreaBottom = 34, the safe area's bottom inset; give their definitions with --include FILE or values with --set"),
            "\(layout.warnings.map(\.description))")
        #expect(layout.warnings.contains { $0.message.contains("'kNavBarHeight'") }, "a navigation bar's height alone is the app's")
        #expect(r.view(id: "bar")?.frame.minY == 54)
        #expect(r.view(id: "list")?.frame == Rect(x: 0, y: 98, width: 393, height: 852 - 98 - 60))
        #expect(r.view(id: "done")?.frame == Rect(x: 0, y: 852 - 34 - 26, width: 393, height: 26))
    }

    /// A text view with scrolling off is sized by its text, inside its container's insets (8
    /// above and below, 5 each side), as UIKit sizes it; with scrolling on (UIKit's default) it
    /// has no size of its own. The test measurer gives 10 × 20 a character: "Hello" is 50 × 20,
    /// so 60 × 36.
    @Test func aTextViewWithScrollingOffHasItsTextsSize() throws {
        let code = """
        final class NoteView: UIView {
            let note = UITextView()
            let free = UITextView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(note)
                addSubview(free)
                note.text = "Hello"
                note.isScrollEnabled = false
                free.text = "Hello"
                note.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                }
                free.snp.makeConstraints { make in
                    make.top.equalTo(note.snp.bottom)
                    make.left.equalToSuperview()
                    make.width.equalTo(100)
                }
            }
        }
        """
        let (_, r) = try read(text: code, file: "NoteView.swift")
        #expect(r.view(id: "note")?.frame == Rect(x: 0, y: 0, width: 60, height: 36))
        #expect(r.view(id: "free")?.frame.height == 0)
    }

    /// Operators an app defines over SnapKit's makers (`$0.top == 0`, `$0.leading ==
    /// icon.snp.trailing + 8`, `>=`, `* 0.5`) mean SnapKit's relations: `equalTo(…)`,
    /// `.offset(…)`, `.multipliedBy(…)`; `snp.width` alone is self's. They were
    /// "unexpected '='" and every such chain was left out (two real wallet screens: 0 drawn).
    @Test func operatorsOverSnapKitMakersMeanItsRelations() throws {
        let code = """
        final class GridItemView: UIView {
            let icon = UIView()
            let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(title)
                title.text = "Card"
                icon.snp.makeConstraints {
                    $0.top == 10
                    $0.leading == 0
                    $0.width == snp.width * 0.5
                    $0.height == icon.snp.width
                }
                title.snp.makeConstraints {
                    $0.top == icon.snp.bottom + 8
                    $0.leading == icon.snp.leading - 2
                    $0.width >= 100
                }
            }
        }
        """
        var options = SourceOptions()
        options.width = 200
        options.height = 300
        let (layout, r) = try read(text: code, file: "GridItemView.swift", options)
        #expect(layout.warnings.isEmpty, "\(layout.warnings.map(\.description))")
        #expect(r.view(id: "icon")?.frame == Rect(x: 0, y: 10, width: 100, height: 100))
        #expect(r.view(id: "title")?.frame == Rect(x: -2, y: 118, width: 100, height: 20))
    }

    /// `CGRect r = [text boundingRectWithSize:…]`: a size the running app measures, so
    /// `r.size.width` is a value left out with its chain, said as one — not a view named `r`
    /// drawn in the root with "'size.width' is not an attribute of a view".
    @Test func aMeasuredRectIsARunTimeValueNotAView() throws {
        let code = """
        @implementation PriceCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
                UILabel *title = [UILabel new];
                title.text = @"Price";
                [self.contentView addSubview:title];
                CGRect titleRect = [title.text boundingRectWithSize:CGSizeMake(200, 20) options:0 attributes:nil context:nil];
                [title mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.bottom.equalTo(self.contentView);
                    make.width.mas_equalTo(titleRect.size.width);
                }];
            }
            return self;
        }
        @end
        """
        let (layout, _) = try read(text: code, file: "PriceCell.m")
        #expect(layout.warnings.map(\.description).contains(
            "10:36: expected a number, not 'titleRect.size.width' (a value known only at run time: give it with --set titleRect.size.width=…); this chain is left out"),
            "\(layout.warnings.map(\.description))")
        #expect(!layout.root.subtree.contains { $0.id == "titleRect" })
    }

    /// A loop that stacks views under the one before: `lastLabel` is nil in the first pass, so
    /// `if (lastLabel)` takes its else branch there and its first in the next, as the app runs
    /// it — no view called `nil`, and nothing to say. Read as undecided, the first pass had tied
    /// the first label to a phantom view `nil`, and each pass said it was decided at run time.
    @Test func aLoopsFirstPassHasNoPreviousView() throws {
        let code = """
        @implementation ListView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UILabel *lastLabel = nil;
                for (NSUInteger i = 0; i < 3; ++i) {
                    UILabel *label = [[UILabel alloc] init];
                    label.text = @"Row";
                    [self addSubview:label];
                    [label mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(15);
                        if (lastLabel) {
                            make.top.equalTo(lastLabel.mas_bottom).offset(10);
                        } else {
                            make.top.equalTo(self).offset(20);
                        }
                    }];
                    lastLabel = label;
                }
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text: code, file: "ListView.m")
        #expect(!layout.warnings.contains { $0.message.contains("decided at run time") || $0.message.contains("'nil'") },
                "\(layout.warnings.map(\.description))")
        #expect(!layout.root.subtree.contains { $0.id == "nil" })
        // 20, then 20 + 20 + 10 = 50, then 80: each label 20 tall (the test measurer).
        #expect(r.view(id: "label_0")?.frame.minY == 20)
        #expect(r.view(id: "label_1")?.frame.minY == 50)
        #expect(r.view(id: "label_2")?.frame.minY == 80)
    }

    /// Labels' colour, alignment and wrapping width are read; properties that would change a
    /// frame but are not read are said where they stand, images' unknown sizes in one line.
    @Test func labelPropertiesAndWhatChangesFramesUnread() throws {
        let code = """
        @implementation ProfileHeader
        - (instancetype)init {
            self = [super init];
            UILabel *name = [UILabel new];
            name.text = @"Ada";
            name.textColor = [UIColor colorWithWhite:0.2 alpha:1];
            name.textAlignment = NSTextAlignmentCenter;
            name.numberOfLines = 0;
            name.preferredMaxLayoutWidth = 150;
            [self addSubview:name];
            UIImageView *avatar = [UIImageView new];
            avatar.image = [UIImage imageNamed:@"avatar"];
            avatar.frame = CGRectMake(0, 0, 40, 40);
            [self addSubview:avatar];
            [name mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(self).offset(8);
            }];
            [avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(name.mas_bottom);
                make.left.equalTo(name);
                make.size.mas_equalTo(CGSizeMake(40, 40));
            }];
            return self;
        }
        @end
        """
        let (layout, r) = try read(text: code, file: "ProfileHeader.m")
        let label = try #require(layout.root.subviews.first { $0.id == "name" }?.label)
        #expect(label.textColor.hexString == "#333333")
        #expect(label.alignment == .center)
        #expect(label.preferredMaxLayoutWidth == 150)
        #expect(r.view(id: "avatar")?.frame == Rect(x: 8, y: 28, width: 40, height: 40))
        #expect(layout.warnings.map(\.description) == [
            "12:12: images' sizes are not known from code (they are in the app's assets): avatar (line 12); an image view has no intrinsic size here, so only its constraints size it",
            "13:12: avatar.frame is not used: its constraints place it, as in UIKit",
        ])
    }

    /// A block's own values: `let gap: CGFloat = 10` is 10 in the chains after it; `let inset =
    /// self.inset` is a run-time value the chains ask for by name; `let c = make…` keeps a chain.
    @Test func valuesDeclaredInsideABlock() throws {
        let code = """
        class Row: UIView {
            let icon = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                icon.snp.makeConstraints { make in
                    let gap: CGFloat = 10
                    let inset = self.inset
                    let top = make.top.equalToSuperview().offset(gap * 2).constraint
                    make.leading.equalToSuperview().offset(gap)
                    make.size.equalTo(inset)
                }
            }
        }
        """
        let (layout, r) = try read(text: code, file: "Row.swift")
        #expect(r.constraints.filter { $0.firstView == "icon" }.count == 2, "top and leading; the size waits for inset")
        #expect(r.view(id: "icon")?.frame.origin == Point(x: 10, y: 20))
        #expect(layout.warnings.map(\.message).contains { $0.hasPrefix("values known only at run time were left out with their chains: inset;") })
        var options = SourceOptions()
        options.values = ["inset": 30]
        let (_, given) = try read(text: code, file: "Row.swift", options)
        #expect(given.view(id: "icon")?.frame == Rect(x: 10, y: 20, width: 30, height: 30))

        // Declared inside the block's `switch` (or `if`) too.
        let switched = """
        class Row: UIView {
            let icon = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                icon.snp.makeConstraints { make in
                    make.top.equalToSuperview()
                    switch style {
                    case .compact:
                        let side: CGFloat = 12
                        make.leading.equalToSuperview().offset(side)
                        make.size.equalTo(side * 2)
                    default:
                        make.size.equalTo(40)
                    }
                }
            }
        }
        """
        let (switchedLayout, s) = try read(text: switched, file: "Row.swift")
        #expect(!switchedLayout.warnings.contains { $0.message.contains("left out") }, "\(switchedLayout.warnings)")
        #expect(s.view(id: "icon")?.frame == Rect(x: 12, y: 0, width: 24, height: 24))
    }

    /// `cond ? A : B` decided at run time reads A, as a run-time `if` reads its first branch,
    /// and says so; optional chaining and `??` are no conditions. A condition on the class's own
    /// state (`var compact = false`) is decided by its value, unsaid, as an `if` on it is.
    @Test func runTimeConditionalValuesReadTheirFirstValue() throws {
        let code = """
        class Banner: UIView {
            let title = UILabel()
            var compact = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Hi"
                addSubview(title)
                title.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(compact ? 8 : 16)
                    make.leading.equalTo(self.safeAreaLayoutGuide.snp.leading).inset(isPad ? (20 + 4) : 12)
                    make.height.equalTo(model.kind == .compact ? 20 : 40)
                }
            }
        }
        """
        let (layout, r) = try read(text: code, file: "Banner.swift")
        // "Hi" in monospace is 20 wide, 20 tall as the first value says; 16 from the top (compact
        // is false), 24 from the leading edge.
        #expect(r.view(id: "title")?.frame == Rect(x: 24, y: 16, width: 20, height: 20))
        #expect(layout.warnings.map(\.description) == [
            "10:84: a condition decided at run time (isPad): its first value is read",
            "11:56: a condition decided at run time (model.kind == .compact): its first value is read",
        ])
    }

    /// A view the file never declares, named only as a whole-view target, is a view when its
    /// name says so (`_toolBarView`, `tableHeaderV`); a plain name there stays a run-time value.
    @Test func undeclaredTargetsNamedAsViews() throws {
        let code = """
        - (void)layoutState {
            [_stateButton mas_remakeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(_toolBarView);
            }];
            [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(tableHeaderV);
                make.width.equalTo(badgeWidth);
            }];
        }
        """
        let (layout, r) = try read(text: code, file: "State.m")
        #expect(r.view(id: "toolBarView") != nil && r.view(id: "tableHeaderV") != nil)
        #expect(r.constraints.filter { $0.firstView == "stateButton" }.count == 4, "edges: four constraints, none left out")
        let messages = layout.warnings.map(\.message)
        #expect(messages.contains("'toolBarView' is not declared in this file; taken as a view (UIView)"))
        #expect(messages.contains("'tableHeaderV' is not declared in this file; taken as a view (UIView)"))
        #expect(messages.contains { $0.hasPrefix("values known only at run time were left out with their chains: badgeWidth") })
    }

    /// Screen-scaling macros from a prefix header the file does not include: read at design
    /// scale (a call as its argument, a ratio as 1, ceil/floor applied) and said once, so the
    /// chains stay instead of being left out.
    @Test func screenScalingFromOtherFilesAtDesignScale() throws {
        let code = """
        - (void)setupLayout {
            [self.view addSubview:self.card];
            [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(kRealHeightValue(20));
                make.left.equalTo(self.view).offset(16 * kScreenWidthRate);
                make.width.mas_equalTo(ceil(100.4));
                make.height.mas_equalTo(kRealHeightValue(44) / ADAPTATIONRATIO);
                make.right.lessThanOrEqualTo(self.view).offset(-10 * kiphone6);
            }];
        }
        """
        let (layout, r) = try read(text: code, file: "Card.m")
        #expect(r.view(id: "card")?.frame == Rect(x: 16, y: 20, width: 101, height: 44))
        #expect(layout.warnings.map(\.description) == [
            "4:44: not defined in this file, so taken at design scale: kRealHeightValue, kScreenWidthRate, ADAPTATIONRATIO, kiphone6 (a call as its argument, a ratio as 1, as screen-scaling macros give on the screen they were designed for); give their definitions with --include FILE or values with --set",
        ])
        #expect(r.constraints.contains { $0.description.contains("card.right <= UIView:root.right - 10") })
        // Given its value, a ratio is that value.
        var options = SourceOptions()
        options.values = ["kScreenWidthRate": 1.5]
        let (_, scaled) = try read(text: code, file: "Card.m", options)
        #expect(scaled.view(id: "card")?.frame.minX == 24)
    }

    /// A name the file never defines but always (or, written four times or more, three times in
    /// four) writes after a number and `*` (`202.5 *SIZE`, one real app's ratio, also in fonts)
    /// is a ratio whatever its name; one mostly written alone (`kGap`) is a value only the app knows.
    @Test func aNameOnlyEverMultiplyingNumbersIsARatio() throws {
        let code = """
        - (void)setupLayout {
            self.title.font = [UIFont systemFontOfSize:10 *SIZE];
            [self.view addSubview:self.card];
            [self.card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(self.view).offset(12 *SIZE);
                make.size.mas_equalTo(CGSizeMake(260 *SIZE, 3 * kGap));
                make.right.lessThanOrEqualTo(self.view).offset(-kGap);
                make.bottom.lessThanOrEqualTo(self.view).offset(-SIZE);
            }];
        }
        """
        let (layout, r) = try read(text: code, file: "Card.m")
        #expect(r.view(id: "card")?.frame.origin == Point(x: 12, y: 12))
        // Three times in four after a number and `*`: alone it is that ratio too, one point here.
        #expect(r.constraints.contains { $0.description.contains("card.bottom <= UIView:root.bottom - 1>") })
        // The ratio is said where it is first used: in the font, 2:52 (the token reader says it
        // at its first chain, 5:53).
        #expect(layout.warnings.map(\.description).map { $0.replacingOccurrences(of: "2:52: not defined", with: "5:53: not defined") }.sorted() == [
            "1:1: values known only at run time were left out with their chains: kGap; give them with --set kGap=VALUE",
            "5:53: not defined in this file, so taken at design scale: SIZE (a call as its argument, a ratio as 1, as screen-scaling macros give on the screen they were designed for); give their definitions with --include FILE or values with --set",
            "6:57: expected a number, not 'kGap' (a value known only at run time: give it with --set kGap=…); this chain is left out",
            "7:57: expected an offset, not 'kGap' (a value known only at run time: give it with --set kGap=…); this chain is left out",
        ])
    }

    /// A screen-scaling call boxed (`@kScale(30)`, which the macro makes `@((30) * …)`) is read
    /// at design scale like an unboxed one, alone and in an array; `@selector(…)` is left alone.
    @Test func boxedDesignScaleCall() throws {
        let code = """
        - (void)setupLayout {
            [self addSubview:self.button];
            [self.button addTarget:self action:@selector(tapped:) forControlEvents:UIControlEventTouchUpInside];
            [self.button mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self);
                make.left.equalTo(@kScale(30));
                make.width.mas_equalTo(kScale(100));
                make.height.equalTo(@[@kScale(20)]);
            }];
        }
        """
        // left == 30 (a number on an edge is from the superview's), 100 wide, 20 tall.
        let (layout, r) = try read(text: code, file: "Header.m")
        #expect(r.view(id: "button")?.frame == Rect(x: 30, y: 0, width: 100, height: 20))
        #expect(layout.warnings.map(\.description).contains {
            $0.hasPrefix("6:28: not defined in this file, so taken at design scale: kScale ")
        })
        #expect(!layout.warnings.contains { $0.description.contains("left out") })
    }

    /// Names from other files that say they are the screen's size (every app spells its own):
    /// the device's width or height, said once; a definition in the file or `--set` wins.
    @Test func screenSizeUnderOtherNames() throws {
        let code = """
        - (void)setupLayout {
            [self.view addSubview:self.banner];
            [self.banner mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(self.view);
                make.width.mas_equalTo(kScreen_Width - 40);
                make.height.mas_equalTo(MH_SCREEN_HEIGHT * 0.25);
            }];
        }
        """
        // iPhone 15: 393 × 852; 393 − 40 = 353, 852 / 4 = 213.
        let (layout, r) = try read(text: code, file: "Banner.m")
        #expect(r.view(id: "banner")?.frame == Rect(x: 0, y: 0, width: 353, height: 213))
        #expect(layout.warnings.map(\.description) == [
            "5:32: not defined in this file, so taken as the screen's width (393) or height (852), as their names say: kScreen_Width, MH_SCREEN_HEIGHT; give their definitions with --include FILE or values with --set",
        ])
        var options = SourceOptions()
        options.values = ["kScreen_Width": 300]
        let (given, g) = try read(text: code, file: "Banner.m", options)
        #expect(g.view(id: "banner")?.frame.width == 260)
        #expect(given.warnings.first?.description.contains("MH_SCREEN_HEIGHT") == true && given.warnings.first?.description.contains("kScreen_Width") == false)
        let (defined, d) = try read(text: "#define kScreen_Width 320\n#define MH_SCREEN_HEIGHT 480\n" + code, file: "Banner.m")
        #expect(d.view(id: "banner")?.frame == Rect(x: 0, y: 0, width: 280, height: 120))
        #expect(defined.warnings.isEmpty)
        for (name, side) in [("SCREENW", CodeNames.ScreenSide.width), ("kMainScreenWidth", .width), ("DEVICE_HEIGHT", .height), ("kScreenH", .height),
                             ("KCWIDTH", .width), ("MAIN_HEIGHT", .height), ("kWidth", .width), ("K_HEIGHT", .height)] {
            #expect(CodeNames.screenSide(named: name) == side, "\(name)")
        }
        for name in ["kScreenWidthRate", "screenWidthHalf", "kItemWidth", "headerHeight", "kcWidth", "CELL_WIDTH", "NAV_HEIGHT"] {
            #expect(CodeNames.screenSide(named: name) == nil, "\(name)")
        }
    }

    /// Masonry called from Swift keeps Masonry's inset rule (edges only) beside SnapKit's (sizes
    /// too) in the same file: the library called decides, not the file's language.
    @Test func masonryFromSwiftKeepsMasonrysInsets() throws {
        let code = """
        class Badges: UIView {
            let box = UIView()
            let pill = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(box)
                addSubview(pill)
                box.mas_makeConstraints { make in
                    make?.top.left.equalTo()(self)
                    make?.width.height.equalTo()(self).inset()(10)
                }
                pill.snp.makeConstraints { make in
                    make.bottom.right.equalToSuperview()
                    make.width.height.equalToSuperview().inset(10)
                }
            }
        }
        """
        var options = SourceOptions()
        (options.width, options.height, options.explicitHeight) = (200, 200, true)
        let (layout, r) = try read(text: code, file: "Badges.swift", options)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // Masonry: an inset leaves a width alone, so box is as big as the view.
        #expect(r.view(id: "box")?.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        // SnapKit: 10 off each side of the width and height: 180, in the bottom-right corner.
        #expect(r.view(id: "pill")?.frame == Rect(x: 20, y: 20, width: 180, height: 180))
    }

    /// SnapKit's composite targets and composites, and Masonry's chains with no relation, as
    /// real files write them; frames derived by hand on a 200 × 100 view, safe area 20 on top.
    @Test func compositeTargetsAndChainsWithoutARelation() throws {
        let swift = """
        class Card: UIView {
            let content = UIView()
            let badge = UIView()
            let strip = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(content); addSubview(badge); addSubview(strip)
                content.snp.makeConstraints { make in
                    make.edges.equalTo(self.safeAreaLayoutGuide.snp.edges).inset(10)
                }
                badge.snp.makeConstraints { make in
                    make.size.equalTo(content.snp.size).multipliedBy(0.5)
                    make.center.equalTo(content.snp.center)
                }
                strip.snp.makeConstraints { make in
                    make.horizontalEdges.equalToSuperview()
                    make.top.equalToSuperview()
                    make.height.equalTo(4)
                }
            }
        }
        """
        var options = SourceOptions()
        (options.width, options.height, options.explicitHeight) = (200, 100, true)
        options.safeArea = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let (layout, r) = try read(text: swift, file: "Card.swift", options)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // content: 10 in from each edge of the safe area (y 20 … 100): 180 × 60 at (10, 30);
        // badge: half of it (90 × 30), centred on it (centre 100, 60).
        #expect(r.view(id: "content")?.frame == Rect(x: 10, y: 30, width: 180, height: 60))
        #expect(r.view(id: "badge")?.frame == Rect(x: 55, y: 45, width: 90, height: 30))
        #expect(r.view(id: "strip")?.frame == Rect(x: 0, y: 0, width: 200, height: 4))

        let objc = """
        @implementation Tag
        - (instancetype)init {
            self = [super init];
            _dot = [UIView new];
            [self addSubview:_dot];
            [_dot mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.offset(15);
                make.top.offset(8);
                make.width.height.offset(12);
            }];
            return self;
        }
        @end
        """
        let (tagLayout, t) = try read(text: objc, file: "Tag.m", options)
        #expect(tagLayout.warnings.isEmpty, "\(tagLayout.warnings)")
        #expect(t.view(id: "dot")?.frame == Rect(x: 15, y: 8, width: 12, height: 12))
    }

    /// Constraints kept in a list while they are made (`[self.kept addObjectsFromArray:@[…]]`,
    /// `kept.append(contentsOf: […])`) are chains like any other; `int gap = self.gap = 12;`
    /// gives both names the value. 300 × 200 view, no safe area.
    @Test func chainsKeptInListsAndChainedAssignments() throws {
        let objc = """
        @implementation Panels
        - (id)init {
            self = [super init];
            UIView *left = UIView.new;
            UIView *right = UIView.new;
            [self addSubview:left];
            [self addSubview:right];
            int gap = self.gap = 12;
            UIEdgeInsets around = UIEdgeInsetsMake(self.gap, self.gap, self.gap, self.gap);
            self.kept = NSMutableArray.new;
            [left mas_makeConstraints:^(MASConstraintMaker *make) {
                [self.kept addObjectsFromArray:@[
                    make.top.left.bottom.equalTo(self).insets(around),
                    make.right.equalTo(right.mas_left).offset(-gap),
                ]];
                [self.kept addObject:make.width.equalTo(right)];
            }];
            [right mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.right.bottom.equalTo(self).insets(around);
            }];
            return self;
        }
        @end
        """
        let options = canvas(300, 200)
        let (layout, r) = try read(text: objc, file: "Panels.m", options)
        // Making the list itself changes no frame: listed.
        #expect(layout.warnings.map(\.message) == ["1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 10"])
        // Two equal panels 12 from every edge and 12 apart: (300 − 3·12) / 2 = 132 wide, 176 tall.
        #expect(r.view(id: "left")?.frame == Rect(x: 12, y: 12, width: 132, height: 176))
        #expect(r.view(id: "right")?.frame == Rect(x: 156, y: 12, width: 132, height: 176))

        let swift = """
        final class Bar: UIView {
            let fill = UIView()
            var kept: [Constraint] = []
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(fill)
                fill.snp.makeConstraints { make in
                    kept.append(contentsOf: [
                        make.left.top.bottom.equalToSuperview().constraint,
                        make.width.equalToSuperview().multipliedBy(0.25).constraint,
                    ])
                    kept += [make.height.greaterThanOrEqualTo(10).constraint]
                }
            }
        }
        """
        let (barLayout, b) = try read(text: swift, file: "Bar.swift", options)
        #expect(barLayout.warnings.isEmpty, "\(barLayout.warnings)")
        #expect(b.view(id: "fill")?.frame == Rect(x: 0, y: 0, width: 75, height: 200))
    }

    /// Views made in a loop run pass by pass: each pass's views have their own names, the
    /// variables the loop changes (`last = row;`, `height += 10;`) are followed, and after the
    /// loop they hold their last values. A run-time switch reads its first case that lays out.
    /// 300 × 400 view, no safe area.
    @Test func viewsMadeInLoopsAndRunTimeSwitches() throws {
        let objc = """
        @implementation Stack
        - (id)init {
            self = [super init];
            UIView *content = UIView.new;
            [self addSubview:content];
            UIView *last = nil;
            CGFloat height = 20;
            for (int i = 0; i < 3; i++) {
                UIView *row = [UIView new];
                [content addSubview:row];
                [row mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(last ? last.mas_bottom : content.mas_top).offset(i * 5);
                    make.left.right.equalTo(content);
                    make.height.equalTo(@(height));
                }];
                height += 10;
                last = row;
            }
            [content mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.right.equalTo(self);
                make.bottom.equalTo(last);
            }];
            switch (self.style) {
                case StyleHidden:
                    self.hidden = YES;
                    break;
                case StyleWide: {
                    [content mas_updateConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(8);
                    }];
                    break;
                }
                default:
                    [content mas_updateConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self).offset(40);
                    }];
            }
            return self;
        }
        @end
        """
        let options = canvas(300, 400)
        let (layout, r) = try read(text: objc, file: "Stack.m", options)
        let messages = layout.warnings.map(\.message)
        #expect(messages.contains("a loop that makes views runs 3 passes, read one by one: row_0 … row_2"), "\(messages)")
        #expect(messages.contains("a switch decided at run time: the first case that lays out is read, the other 2 are not"), "\(messages)")
        #expect(layout.warnings.count == 2, "\(messages)")
        // Rows 20, 30, 40 tall, each 5·i below the one before: y 0, 20 + 5 = 25, 25 + 30 + 10 = 65.
        #expect(r.view(id: "row_0")?.frame == Rect(x: 0, y: 0, width: 292, height: 20))
        #expect(r.view(id: "row_1")?.frame == Rect(x: 0, y: 25, width: 292, height: 30))
        #expect(r.view(id: "row_2")?.frame == Rect(x: 0, y: 65, width: 292, height: 40))
        // content ends with the last row (65 + 40 = 105) and starts 8 in (the StyleWide case).
        #expect(r.view(id: "content")?.frame == Rect(x: 8, y: 0, width: 292, height: 105))

        let swift = """
        final class Tabs: UIView {
            let titles = ["Home", "Mail", "Me"]
            override init(frame: CGRect) {
                super.init(frame: frame)
                for (i, title) in titles.enumerated() {
                    let tab = UIButton()
                    tab.setTitle(title, for: .normal)
                    addSubview(tab)
                    tab.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                        make.width.equalToSuperview().dividedBy(3)
                        make.left.equalTo(100 * i)
                        make.height.equalTo(44)
                    }
                }
                for _ in 0..<2 {
                    let dot = UIView()
                    addSubview(dot)
                    dot.snp.makeConstraints { make in make.size.equalTo(4) }
                }
            }
        }
        """
        let (tabs, t) = try read(text: swift, file: "Tabs.swift", options)
        #expect(tabs.warnings.map(\.message).filter { !$0.hasPrefix("a loop") }.isEmpty, "\(tabs.warnings)")
        #expect(t.view(id: "tab_0")?.frame == Rect(x: 0, y: 0, width: 100, height: 44))
        #expect(t.view(id: "tab_2")?.frame == Rect(x: 200, y: 0, width: 100, height: 44))
        #expect(tabs.root.subviews.first { $0.id == "tab_1" }?.label?.text == "Mail")
        #expect(t.view(id: "dot_1")?.frame.size == Size(width: 4, height: 4))
    }

    /// A helper that makes a view and returns it is read where it is called: each call its own
    /// view, named as the caller names it, with the call's arguments. 200 × 100, no safe area;
    /// labels 10 points a character, 20 tall.
    @Test func viewsMadeByHelpers() throws {
        let objc = """
        @implementation Badges
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *left = [self badgeWithTitle:@"New" color:[UIColor redColor]];
            UIView *right = [self badgeWithTitle:@"Sale" color:[UIColor greenColor]];
            [left mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.view).offset(10);
            }];
            [right mas_makeConstraints:^(MASConstraintMaker *make) {
                make.right.equalTo(self.view).offset(-10);
                make.top.equalTo(left);
            }];
        }
        - (UILabel *)badgeWithTitle:(NSString *)title color:(UIColor *)color {
            UILabel *badge = [UILabel new];
            badge.text = title;
            badge.backgroundColor = color;
            [self.view addSubview:badge];
            return badge;
        }
        @end
        """
        let options = canvas(200, 100)
        let (layout, r) = try read(text: objc, file: "Badges.m", options)
        #expect(layout.warnings.map(\.message) == ["badgeWithTitle makes a view and returns it: read where it is called, once for each call"])
        // "New" is 30 × 20 at (10, 10); "Sale" 40 × 20, 10 from the right: x = 200 − 10 − 40.
        #expect(r.view(id: "left")?.frame == Rect(x: 10, y: 10, width: 30, height: 20))
        #expect(r.view(id: "right")?.frame == Rect(x: 150, y: 10, width: 40, height: 20))
        #expect(layout.root.subviews.map(\.id) == ["left", "right"], "no view of the helper's own name")
        #expect(layout.root.subviews.first?.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))

        let swift = """
        final class Header: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                let title = makeLabel("Inbox", in: self)
                title.snp.makeConstraints { make in make.center.equalToSuperview() }
            }
            private func makeLabel(_ text: String, in parent: UIView) -> UILabel {
                let label = UILabel()
                label.text = text
                parent.addSubview(label)
                return label
            }
        }
        """
        let (header, h) = try read(text: swift, file: "Header.swift", options)
        #expect(header.warnings.map(\.message) == ["makeLabel makes a view and returns it: read where it is called, once for each call"])
        // "Inbox": 50 × 20, centred in 200 × 100.
        #expect(h.view(id: "title")?.frame == Rect(x: 75, y: 40, width: 50, height: 20))
    }

    /// Stack views lay out their arranged subviews as UIKit does; the code's settings are read
    /// in both languages. 300 × 200, no safe area; labels 10 points a character, 20 tall.
    @Test func stackViewsLayOutTheirArrangedSubviews() throws {
        let swift = """
        final class Toolbar: UIView {
            let icon = UIView()
            let title = UILabel()
            lazy var row = UIStackView(arrangedSubviews: [icon, title])
            override init(frame: CGRect) {
                super.init(frame: frame)
                title.text = "Inbox"
                row.axis = .horizontal
                row.spacing = 8
                row.alignment = .center
                addSubview(row)
                row.snp.makeConstraints { make in make.leading.top.equalToSuperview().offset(16) }
                icon.snp.makeConstraints { make in make.size.equalTo(24) }
            }
        }
        """
        let options = canvas(300, 200)
        let (toolbar, t) = try read(text: swift, file: "Toolbar.swift", options)
        #expect(toolbar.warnings.isEmpty, "\(toolbar.warnings)")
        // icon 24 + 8 + "Inbox" 50 = 82 wide, as tall as the icon; the label centred (y 2).
        #expect(t.view(id: "row")?.frame == Rect(x: 16, y: 16, width: 82, height: 24))
        #expect(t.view(id: "title")?.frame == Rect(x: 32, y: 2, width: 50, height: 20))

        let objc = """
        @implementation Form
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIStackView *column = [UIStackView new];
            column.axis = UILayoutConstraintAxisVertical;
            column.distribution = UIStackViewDistributionFillEqually;
            column.spacing = 10;
            [self.view addSubview:column];
            UIView *first = [UIView new];
            UIView *second = [UIView new];
            [column addArrangedSubview:first];
            [column addArrangedSubview:second];
            [column mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(20, 20, 20, 20));
            }];
        }
        @end
        """
        let (form, f) = try read(text: objc, file: "Form.m", options)
        #expect(form.warnings.isEmpty, "\(form.warnings)")
        // 260 × 160 column; two rows of (160 − 10) / 2 = 75.
        #expect(f.view(id: "first")?.frame == Rect(x: 0, y: 0, width: 260, height: 75))
        #expect(f.view(id: "second")?.frame == Rect(x: 0, y: 85, width: 260, height: 75))
        #expect(f.constraints.filter { $0.description.contains("UISV-spacing") }.count == 1)
    }

    /// The class's own state decides its conditions, and a later method that changes it and
    /// asks for the constraints again is a step in which updateConstraints runs again with the
    /// new values: Masonry's remake and update examples. 300 × 200, no safe area.
    @Test func stepsFollowTheStateTheCodeChanges() throws {
        let objc = """
        @implementation Mover
        - (id)init {
            self = [super init];
            self.movingBox = [UIView new];
            [self addSubview:self.movingBox];
            self.atStart = YES;
            self.boxSize = CGSizeMake(40, 40);
            return self;
        }
        - (void)updateConstraints {
            [self.movingBox mas_remakeConstraints:^(MASConstraintMaker *make) {
                make.width.equalTo(@(self.boxSize.width));
                make.height.equalTo(@(self.boxSize.height));
                if (self.atStart) {
                    make.left.top.equalTo(self).offset(10);
                } else {
                    make.right.bottom.equalTo(self).offset(-10);
                }
            }];
            [super updateConstraints];
        }
        - (void)didTap {
            self.atStart = !self.atStart;
            self.boxSize = CGSizeMake(self.boxSize.width * 1.5, self.boxSize.height * 1.5);
            [self setNeedsUpdateConstraints];
        }
        @end
        """
        var options = canvas(300, 200)
        let (layout, start) = try read(text: objc, file: "Mover.m", options)
        #expect(layout.stateNames == ["0", "didTap"])
        #expect(!layout.warnings.contains { $0.message.contains("run time") }, "\(layout.warnings)")
        #expect(start.view(id: "movingBox")?.frame == Rect(x: 10, y: 10, width: 40, height: 40))
        options.state = 1
        // Moved to the bottom right and 1.5 times as big: 60 × 60 at (300 − 10 − 60, 200 − 10 − 60).
        let (_, tapped) = try read(text: objc, file: "Mover.m", options)
        #expect(tapped.view(id: "movingBox")?.frame == Rect(x: 230, y: 130, width: 60, height: 60))

        let swift = """
        final class Drawer: UIView {
            let panel = UIView()
            var isOpen = false
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(panel)
            }
            override func updateConstraints() {
                panel.snp.remakeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    make.width.equalTo(100)
                    if isOpen {
                        make.leading.equalToSuperview()
                    } else {
                        make.trailing.equalTo(self.snp.leading)
                    }
                }
                super.updateConstraints()
            }
            @objc func toggle() {
                isOpen.toggle()
                setNeedsUpdateConstraints()
            }
        }
        """
        options.state = 0
        let (drawer, closed) = try read(text: swift, file: "Drawer.swift", options)
        #expect(drawer.stateNames == ["0", "toggle"])
        #expect(closed.view(id: "panel")?.frame == Rect(x: -100, y: 0, width: 100, height: 200))
        options.state = 1
        let (_, open) = try read(text: swift, file: "Drawer.swift", options)
        #expect(open.view(id: "panel")?.frame == Rect(x: 0, y: 0, width: 100, height: 200))
    }

    /// A test file holds a layout in each test: the first is drawn, `function` picks another,
    /// and the others are named. A view given a frame keeps it while nothing constrains it.
    @Test func testFilesDrawOneTestAndFramesAreKept() throws {
        let swift = """
        import XCTest
        final class CardLayoutTests: XCTestCase {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
            func testInset() {
                let card = UIView()
                host.addSubview(card)
                card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
            }
            func testBadge() {
                let badge = UIView()
                host.addSubview(badge)
                badge.snp.makeConstraints { make in
                    make.top.trailing.equalToSuperview()
                    make.size.equalTo(16)
                }
            }
        }
        """
        let (first, a) = try read(text: swift, file: "CardLayoutTests.swift")
        #expect(first.drawnFunction == "testInset" && first.otherFunctions == ["testBadge"])
        #expect(a.view(id: "host")?.frame == Rect(x: 0, y: 0, width: 200, height: 120))
        #expect(a.view(id: "card")?.frame == Rect(x: 10, y: 10, width: 180, height: 100))
        #expect(a.view(id: "badge") == nil, "the other test's view is not drawn")
        var options = SourceOptions()
        options.function = "testBadge"
        let (second, b) = try read(text: swift, file: "CardLayoutTests.swift", options)
        #expect(second.drawnFunction == "testBadge")
        #expect(b.view(id: "badge")?.frame == Rect(x: 184, y: 0, width: 16, height: 16))
        options.function = "testBadges"
        #expect(throws: SceneError.self) { try read(text: swift, file: "CardLayoutTests.swift", options) }
    }

    /// An extension (or an Objective-C category) of the class is more of the class: a layout
    /// set up in `extension LoginVC { func setupView() }` is read with it.
    @Test func extensionsAreMoreOfTheClass() throws {
        let swift = """
        class LoginVC: UIViewController {
            let logo = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                setupView()
            }
        }
        extension LoginVC {
            func setupView() {
                view.addSubview(logo)
                logo.snp.makeConstraints { make in
                    make.centerX.equalToSuperview()
                    make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(40)
                    make.size.equalTo(80)
                }
            }
        }
        """
        let (layout, r) = try read(text: swift, file: "LoginVC.swift")
        #expect(layout.drawn.name == "LoginVC" && layout.others.isEmpty)
        // iPhone 15: (393 − 80) / 2 = 156.5; 59 + 40 = 99.
        #expect(r.view(id: "logo")?.frame == Rect(x: 156.5, y: 99, width: 80, height: 80))
    }

    /// The screen's centre and scale are the device's (`1 / UIScreen.main.scale` hairlines), and
    /// `super.updateConstraints()` is UIKit's method, not a block to read.
    @Test func screenCentreScaleAndSuperUpdateConstraints() throws {
        let swift = """
        final class Bar: UIView {
            let line = UIView()
            let dot = UIView()
            override func updateConstraints() {
                line.snp.makeConstraints { make in
                    make.left.right.top.equalToSuperview()
                    make.height.equalTo(1 / UIScreen.main.scale)
                }
                dot.snp.makeConstraints { make in
                    make.centerX.equalTo(UIScreen.main.bounds.midX)
                    make.top.equalTo(line.snp.bottom)
                    make.size.equalTo(10)
                }
                super.updateConstraints()
            }
            override func layoutSubviews() {
                super.layoutSubviews()
                helper?.refresh()
            }
        }
        """
        let options = canvas(300, 100, scale: 2)
        let (layout, r) = try read(text: swift, file: "Bar.swift", options)
        #expect(!layout.warnings.contains { $0.message.contains("left out") }, "\(layout.warnings)")
        #expect(r.view(id: "line")?.frame == Rect(x: 0, y: 0, width: 300, height: 0.5))
        // SnapKit: a plain-valued centre is measured from the left: 150 − 5.
        #expect(r.view(id: "dot")?.frame == Rect(x: 145, y: 0.5, width: 10, height: 10))
    }

    /// Objective-C beside the chains as apps write it: boxed macros (`@kShareWidth`) and message
    /// sends for the screen (`[UIScreen mainScreen].scale`, `[[UIScreen mainScreen] bounds]`),
    /// also in a `#define`.
    @Test func boxedMacrosAndMessageSendsInObjectiveC() throws {
        let objc = """
        #define kShareWidth 75
        #define kShareHeight 78
        #define kHalfScreen ([[UIScreen mainScreen] bounds].size.width / 2)
        @implementation ShareView
        - (instancetype)init {
            self = [super init];
            UIView *line = [UIView new];
            UIButton *share = [UIButton new];
            UIView *half = [UIView new];
            [self addSubview:line];
            [self addSubview:share];
            [self addSubview:half];
            [line mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.top.equalTo(self);
                make.height.mas_equalTo(1 / [UIScreen mainScreen].scale);
            }];
            [share mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(line.mas_bottom).offset(10);
                make.left.equalTo(self).offset(10);
                make.width.equalTo(@kShareWidth);
                make.height.equalTo(@kShareHeight);
            }];
            [half mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(share.mas_bottom);
                make.left.equalTo(self);
                make.width.mas_equalTo(kHalfScreen);
                make.height.equalTo(@([UIScreen mainScreen].bounds.size.height / 100));
            }];
            return self;
        }
        @end
        """
        let options = canvas(300, 400, scale: 2)
        let (layout, r) = try read(text: objc, file: "ShareView.m", options)
        #expect(!layout.warnings.contains { $0.message.contains("left out") }, "\(layout.warnings)")
        // A hairline at @2x: 0.5 tall.
        #expect(r.view(id: "line")?.frame == Rect(x: 0, y: 0, width: 300, height: 0.5))
        // 10 below the line (0.5 + 10), 10 in, 75 × 78 from the boxed macros.
        #expect(r.view(id: "share")?.frame == Rect(x: 10, y: 10.5, width: 75, height: 78))
        // Half the screen's width (150), a hundredth of its height (4), under the button (88.5).
        #expect(r.view(id: "half")?.frame == Rect(x: 0, y: 88.5, width: 150, height: 4))
    }

    /// A view's own set-up written inside its constraint block (real apps do: the title, the
    /// placeholder, the corner radius): read as set-up where the reader knows it, listed with the
    /// lines not read where it does not, never taken for a chain; a chain on the wrong receiver
    /// is still one, and says so.
    @Test func viewSetUpInsideAConstraintBlock() throws {
        let swift = """
        class LoginViewController: UIViewController {
            let loginButton = UIButton()
            let nameField = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(nameField)
                view.addSubview(loginButton)
                nameField.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(20)
                    nameField.placeholder = "Name"
                    nameField.clearButtonMode = .whileEditing
                }
                loginButton.snp.makeConstraints { make in
                    make.top.equalTo(nameField.snp.bottom).offset(10)
                    make.left.equalTo(nameField)
                    loginButton.setTitle("Log in", for: .normal)
                    loginButton.layer.cornerRadius = 8
                    nameField.left.equalTo(loginButton)
                }
            }
        }
        """
        let options = canvas(300, 200)
        let (layout, r) = try read(text: swift, file: "Login.swift", options)
        #expect(layout.warnings.map(\.description) == [
            "1:1: 2 lines of code not read, as they change no frame (delegates, actions, data, borders, animation): lines 11, 17",
            "18:13: a chain starts with 'make.' or an attribute such as 'left', not 'nameField'; this chain is left out",
        ])
        // The placeholder is a line of text: "Name", 40 × 20 in the test's monospace.
        #expect(r.view(id: "nameField")?.frame == Rect(x: 20, y: 20, width: 40, height: 20))
        // The title gives the button its size: "Log in" 60 wide, 20 tall and 6 above and below.
        #expect(r.view(id: "loginButton")?.frame == Rect(x: 20, y: 50, width: 60, height: 32))

        // Braces on their own lines (`if (…)` then `{`) are a condition, not a view's set-up.
        let objc = """
        @implementation Box
        - (instancetype)init {
            self = [super init];
            UIView *box = [UIView new];
            [self addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                if (self.compact)
                {
                    make.height.mas_equalTo(20);
                    lastBox = box;
                }
                else
                {
                    make.height.mas_equalTo(40);
                }
                box.layer.cornerRadius = 4;
                make.left.top.equalTo(self);
                make.width.mas_equalTo(10);
            }];
            return self;
        }
        @end
        """
        let (boxed, box) = try read(text: objc, file: "Box.m", options)
        #expect(boxed.warnings.map(\.description) == [
            "1:1: 1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 16",
            "7:9: a condition decided at run time (self.compact): its first branch is read, the else branch is not",
            "10:13: an assignment in a constraint block is not read (lastBox = box)",
        ])
        #expect(box.view(id: "box")?.frame == Rect(x: 0, y: 0, width: 10, height: 20))
    }

    /// A property's set-up value is one set-up gives it: one assigned in the branch that tests it
    /// (a real cell's `if (self.template) { make.height…; self.template = NO; }`), or in a
    /// completion block, decides nothing; the condition is run time's, its branch read and said.
    @Test func propertySetInABranchOrBlockIsNoSetUpValue() throws {
        let objc = """
        @interface Cell : UITableViewCell
        @property (nonatomic, strong) UIImageView *imgView;
        @property (nonatomic, assign) BOOL template, wide;
        @end
        @implementation Cell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
            _imgView = [UIImageView new];
            [self.contentView addSubview:_imgView];
            [self load:^{ self.wide = YES; }];
            return self;
        }
        - (void)updateConstraints {
            [_imgView mas_remakeConstraints:^(MASConstraintMaker *make) {
                if (self.template) {
                    make.height.equalTo(@40);
                    self.template = NO;
                }
                if (self.wide) { make.width.equalTo(@200); }
                make.top.left.equalTo(self.contentView).offset(5);
                make.bottom.equalTo(self.contentView).offset(-5);
            }];
            [super updateConstraints];
        }
        @end
        """
        let (layout, r) = try read(text: objc, file: "Cell.m", canvas(300, 100))
        #expect(layout.warnings.map(\.description) == [
            "5:1: 1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 10",
            "15:9: a condition decided at run time (self.template): its first branch is read",
            "17:13: an assignment in a constraint block is not read (self.template = NO)",
            "19:9: a condition decided at run time (self.wide): its first branch is read",
        ])
        #expect(r.view(id: "imgView")?.frame == Rect(x: 5, y: 5, width: 200, height: 40))
    }

    /// Preprocessor conditionals, decided as an iOS debug build with only this file decides
    /// them: a class written twice for two targets is read once; what only the build knows is
    /// said, with the lines read and not; `--set` decides it instead.
    @Test func preprocessorConditionalsAreDecidedAsBuilt() throws {
        let objc = """
        #import "Badge.h"
        #if DEBUG
        #define kSide 40
        #else
        #define kSide 80
        #endif
        #ifdef Target_Enterprise
        @implementation Badge
        - (instancetype)init {
            self = [super init];
            UIView *dot = [UIView new];
            [self addSubview:dot];
            [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self).offset(5);
                make.size.mas_equalTo(CGSizeMake(kSide, kSide));
            }];
            return self;
        }
        @end
        #else
        @implementation Badge
        - (instancetype)init {
            self = [super init];
            UIView *dot = [UIView new];
            [self addSubview:dot];
        #if TARGET_OS_IPHONE && __IPHONE_OS_VERSION_MAX_ALLOWED >= __IPHONE_11_0
            [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self).offset(10);
                make.size.mas_equalTo(CGSizeMake(kSide, kSide));
            }];
        #endif
            return self;
        }
        @end
        #endif
        """
        var options = canvas(300, 200)
        let (layout, r) = try read(text: objc, file: "Badge.m", options)
        #expect(layout.warnings.map(\.description) == [
            "2:1: #if DEBUG: DEBUG is taken as 1, as in a debug build on a device (--set DEBUG=VALUE for another), so line 3 is read, line 5 not",
            "7:1: #ifdef Target_Enterprise: Target_Enterprise is not defined in this file (a build setting? --set Target_Enterprise=1 defines it), so lines 21–34 are read, lines 8–19 not",
        ])
        // The #else class, at 10, its side 40 (a debug build's); the SDK settles the inner #if
        // (__IPHONE_OS_VERSION_MAX_ALLOWED with nothing left out: not said).
        #expect(r.view(id: "dot")?.frame == Rect(x: 10, y: 10, width: 40, height: 40))
        options.values = ["Target_Enterprise": 1, "DEBUG": 0]
        let (built, other) = try read(text: objc, file: "Badge.m", options)
        #expect(built.warnings.isEmpty, "\(built.warnings)")
        #expect(other.view(id: "dot")?.frame == Rect(x: 5, y: 5, width: 80, height: 80))

        let swift = """
        import UIKit
        #if canImport(SnapKit)
        import SnapKit
        #endif
        final class Bar: UIView {
            let line = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(line)
                #if os(iOS) || targetEnvironment(macCatalyst)
                line.snp.makeConstraints { make in
                    make.left.right.top.equalToSuperview()
                    make.height.equalTo(2)
                }
                #elseif os(macOS)
                line.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                #else
                line.snp.makeConstraints { make in
                    make.size.equalTo(1)
                }
                #endif
                #if STAGING
                line.snp.updateConstraints { make in
                    make.height.equalTo(4)
                }
                #endif
            }
        }
        """
        let (bar, frames) = try read(text: swift, file: "Bar.swift", options)
        #expect(bar.warnings.map(\.description) == [
            "24:9: #if STAGING: STAGING is not set in this file (a build setting? --set STAGING=1 sets it), so no branch is read, lines 25–27 not",
        ])
        #expect(frames.view(id: "line")?.frame == Rect(x: 0, y: 0, width: 300, height: 2))
        options.values["STAGING"] = 1
        #expect(try read(text: swift, file: "Bar.swift", options).1.view(id: "line")?.frame == Rect(x: 0, y: 0, width: 300, height: 4))

        // A directive out of place is said, not dropped without a word.
        let stray = swift.replacingOccurrences(of: "#if canImport(SnapKit)", with: "#endif").replacingOccurrences(of: "#if STAGING", with: "#if !(STAGING)\n#if true")
        let strayWarnings = try read(text: stray, file: "Bar.swift", options).0.warnings.map(\.description)
        #expect(strayWarnings.contains("2:1: #endif without an #if before it; not read"), "\(strayWarnings)")
        #expect(strayWarnings.contains("24:9: #if !(STAGING) has no #endif; what follows it is read as its branches decide"), "\(strayWarnings)")
    }

    /// Then's set-up closures (`UILabel().then { $0.text = … }`, `view.do { … }`): the closure's view is the
    /// declared one — its text, font, stack settings and constraints — whether it is `$0` or
    /// named, in an `if` inside the closure too; a closure inside it keeps its own `$0`. An empty
    /// typed array (`[UILabel]()`) and a list of options (`[.layerMinXMinYCorner]`) hold no views;
    /// a loop's number is put into the strings that interpolate it.
    @Test func thenClosuresSetUpTheirView() throws {
        let swift = """
        final class Header: UIView {
            private let titleLabel = UILabel().then {
                $0.text = "March"
                $0.snp.makeConstraints { $0.height.equalTo(30) }
            }
            private let stack = UIStackView().then { stack in
                stack.axis = .vertical
                stack.spacing = 4
            }
            private var dayLabels = [UILabel]()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(titleLabel)
                addSubview(stack)
                for day in 1...2 {
                    let dayLabel = UILabel().then {
                        if day > 0 {
                            $0.text = "Day \\(day)!"
                        }
                        $0.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
                    }
                    stack.addArrangedSubview(dayLabel)
                    dayLabels.append(dayLabel)
                }
                titleLabel.snp.makeConstraints {
                    $0.top.left.equalToSuperview().offset(10)
                }
                stack.snp.makeConstraints { make in
                    make.top.equalTo(titleLabel.snp.bottom).offset(8)
                    make.left.equalTo(titleLabel)
                }
            }
        }
        """
        let options = canvas(300, 200)
        let (layout, r) = try read(text: swift, file: "Header.swift", options)
        #expect(layout.warnings.map(\.description) == [
            // Keeping each label in a list (line 23) is run: the list is what later code loops over.
            "1:1: 1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 20",
            "15:9: a loop that makes views runs 2 passes, read one by one: dayLabel_0 … dayLabel_1",
        ])
        #expect(Set(r.views.filter { $0.parentID == r.root.id }.map(\.id)) == ["titleLabel", "stack"], "no view named $0, UILabel or an option")
        // "March": 50 wide in the test's monospace, 30 tall as its closure's constraint says.
        #expect(r.view(id: "titleLabel")?.frame == Rect(x: 10, y: 10, width: 50, height: 30))
        // A vertical stack 4 apart: "Day 1!" over "Day 2!", 60 × 20 each.
        #expect(r.view(id: "stack")?.frame == Rect(x: 10, y: 48, width: 60, height: 44))
        #expect(r.view(id: "dayLabel_0")?.frame == Rect(x: 0, y: 0, width: 60, height: 20))
        #expect(r.view(id: "dayLabel_1")?.frame == Rect(x: 0, y: 24, width: 60, height: 20))

        // Then's `do` on a view declared already: the body about it, where it stands.
        let done = """
        final class Tile: UIView {
            let thumbnail = UIImageView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                self.thumbnail.do {
                    addSubview($0)
                    $0.snp.makeConstraints {
                        $0.leading.top.equalToSuperview().offset(5)
                        $0.width.height.equalTo(40)
                    }
                }
            }
        }
        """
        let (tile, tiled) = try read(text: done, file: "Tile.swift", options)
        #expect(tile.warnings.isEmpty, "\(tile.warnings)")
        #expect(tiled.views.map(\.id) == [tiled.root.id, "thumbnail"])
        #expect(tiled.view(id: "thumbnail")?.frame == Rect(x: 5, y: 5, width: 40, height: 40))
    }

    /// Views a nib or a storyboard places (IBOutlets) are said together: the constraints that
    /// place them are in the nib, not in the file.
    @Test func nibOutletsAreSaid() throws {
        let swift = """
        final class LoginView: UIView {
            @IBOutlet weak var logo: UIImageView!
            @IBOutlet private var unused: UILabel!
            let badge = UIView()
            func setUp() {
                addSubview(badge)
                badge.snp.makeConstraints { make in
                    make.top.equalTo(logo.snp.bottom).offset(8)
                    make.size.equalTo(10)
                }
            }
        }
        """
        let objc = """
        @interface Card ()
        @property (weak, nonatomic) IBOutlet UILabel *titleLabel;
        @end
        @implementation Card
        - (void)awakeFromNib {
            [super awakeFromNib];
            [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self).offset(8);
            }];
        }
        @end
        """
        let said = { (layout: SourceLayout) in layout.warnings.map(\.description).filter { $0.contains("IBOutlet") } }
        #expect(said(try read(text: swift, file: "LoginView.swift").0) == [
            "2:6: views from a nib or storyboard (IBOutlet): logo; the constraints the nib gives them are not in this file, so only this file's own place them",
        ])
        #expect(said(try read(text: objc, file: "Card.m").0) == [
            "2:29: views from a nib or storyboard (IBOutlet): titleLabel; the constraints the nib gives them are not in this file, so only this file's own place them",
        ])
    }

    /// A view that sizes itself before it has a superview (a popup's `[self mas_makeConstraints:]`
    /// with its width and height): drawn at its own size, as UIKit sizes it wherever it is put;
    /// a position against a superview it does not have is still refused, as Masonry would crash.
    @Test func aViewThatSizesItselfIsDrawnAtItsSize() throws {
        let objc = """
        @implementation Popup
        - (instancetype)init {
            self = [super init];
            [self mas_makeConstraints:^(MASConstraintMaker *make) {
                make.width.mas_equalTo(300);
                make.height.equalTo(self.mas_width).multipliedBy(0.5);
            }];
            UIView *bar = [UIView new];
            [self addSubview:bar];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.top.equalTo(self);
                make.height.mas_equalTo(40);
            }];
            [self mas_makeConstraints:^(MASConstraintMaker *make) {
                make.centerX.equalTo(@0);
            }];
            return self;
        }
        @end
        """
        let (layout, r) = try read(text: objc, file: "Popup.m")
        #expect(layout.warnings.map(\.description) == [
            "15:9: view \"root\" has no superview; add it to the tree before constraining it (Masonry would crash here); this chain is left out",
        ])
        // 300 wide, half as tall, on a 393 × 852 canvas.
        #expect(r.root.frame == Rect(x: 0, y: 0, width: 300, height: 150))
        #expect(r.view(id: "bar")?.frame == Rect(x: 0, y: 0, width: 300, height: 40))
        #expect(r.conflicts.isEmpty && r.views.allSatisfy { $0.ambiguous.isEmpty })
    }

    /// Objective-C initialisers that call a longer one with the same first word
    /// (`initWithTitle:` → `initWithTitle:detail:`) are told apart by their whole selectors, so
    /// the one that lays out runs; an object of another class (`AlertConfig *config`) is no view,
    /// so `config.width` is a value only the running app knows, not a view's width.
    @Test func initialisersByTheirWholeSelectors() throws {
        let objc = """
        @implementation Alert
        - (instancetype)initWithTitle:(NSString *)title {
            return [self initWithTitle:title detail:nil];
        }
        - (instancetype)initWithTitle:(NSString *)title detail:(NSString *)detail {
            self = [super init];
            AlertConfig *config = [AlertConfig globalConfig];
            UIView *box = [UIView new];
            [self addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self).offset(12);
                make.size.mas_equalTo(CGSizeMake(30, 30));
                make.width.mas_equalTo(config.width);
            }];
            return self;
        }
        @end
        """
        let (layout, r) = try read(text: objc, file: "Alert.m")
        #expect(layout.warnings.map(\.description) == [
            "1:1: values known only at run time were left out with their chains: config.width; give them with --set config.width=VALUE",
            "1:1: 1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 7",
            "13:32: expected a number, not 'config.width' (a value known only at run time: give it with --set config.width=…); this chain is left out",
        ])
        #expect(r.views.map(\.id) == [r.root.id, "box"])
        #expect(r.view(id: "box")?.frame == Rect(x: 12, y: 12, width: 30, height: 30))
    }

    /// A switch inside a constraint block: its first case is read, said; a case's braces only
    /// scope it (`case A: { … } break;`).
    @Test func switchesInsideConstraintBlocks() throws {
        let objc = """
        @implementation Tabs
        - (void)layout {
            UIView *bar = [UIView new];
            [self addSubview:bar];
            [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self);
                switch (self.style) {
                    case TabsStyleCompact: {
                        make.size.mas_equalTo(CGSizeMake(100, 20));
                    }
                        break;
                    case TabsStyleLarge:
                        make.size.mas_equalTo(CGSizeMake(200, 40));
                        break;
                    default:
                        break;
                }
            }];
        }
        @end
        """
        let (tabs, t) = try read(text: objc, file: "Tabs.m")
        #expect(tabs.warnings.map(\.description) == ["8:13: a switch decided at run time: the first case that lays out is read, the other 2 are not"])
        #expect(t.view(id: "bar")?.frame == Rect(x: 0, y: 0, width: 100, height: 20))

        let swift = """
        final class Player: UIView {
            let list = UIView()
            func setupConstraint() {
                addSubview(list)
                list.snp.remakeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    switch kind {
                    case .speed:
                        make.width.equalTo(120)
                    case .quality, .episodes:
                        make.width.equalTo(200)
                    }
                    make.right.equalToSuperview()
                }
            }
        }
        """
        let options = canvas(300, 200)
        let (player, p) = try read(text: swift, file: "Player.swift", options)
        #expect(player.warnings.map(\.description) == [
            "1:1: the set-up makes no constraints; drawn after setupConstraint, the first method that does, which nothing in this file calls (the app does; --step 0 draws the set-up alone)",
            "7:13: a switch decided at run time (kind): its first case is read, the other is not",
        ])
        #expect(p.view(id: "list")?.frame == Rect(x: 180, y: 0, width: 120, height: 200))
    }

    /// A variable holding the attribute the next view hangs from (Masonry's
    /// `MASViewAttribute *lastAttribute`, SnapKit's `var last = view.snp.top`) is read in the
    /// order the code runs, through a loop's passes too.
    @Test func attributeVariablesFollowTheCode() throws {
        let objc = """
        @implementation Alert
        - (instancetype)init {
            self = [super init];
            MASViewAttribute *lastAttribute = self.mas_top;
            UIView *title = [UIView new];
            [self addSubview:title];
            [title mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(lastAttribute).offset(10);
                make.left.equalTo(self);
                make.size.mas_equalTo(CGSizeMake(50, 20));
                lastAttribute = nil;
            }];
            lastAttribute = title.mas_bottom;
            for (int i = 0; i < 2; i++) {
                UIView *row = [UIView new];
                [self addSubview:row];
                [row mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(lastAttribute).offset(5);
                    make.left.equalTo(self);
                    make.size.mas_equalTo(CGSizeMake(50, 30));
                }];
                lastAttribute = row.mas_bottom;
            }
            return self;
        }
        @end
        """
        let (alert, a) = try read(text: objc, file: "Alert.m")
        #expect(!alert.warnings.contains { $0.message.contains("left out") || $0.message.contains("lastAttribute") }, "\(alert.warnings)")
        #expect(a.view(id: "title")?.frame == Rect(x: 0, y: 10, width: 50, height: 20))
        // 5 under the title (30), then 5 under that row (65).
        #expect(a.view(id: "row_0")?.frame == Rect(x: 0, y: 35, width: 50, height: 30))
        #expect(a.view(id: "row_1")?.frame == Rect(x: 0, y: 70, width: 50, height: 30))

        let swift = """
        final class Stack: UIView {
            let first = UIView()
            let second = UIView()
            func build() {
                addSubview(first)
                addSubview(second)
                var last = snp.top
                first.snp.makeConstraints { make in
                    make.top.equalTo(last).offset(8)
                    make.left.equalToSuperview()
                    make.size.equalTo(20)
                }
                last = first.snp.bottom
                second.snp.makeConstraints { make in
                    make.top.equalTo(last).offset(8)
                    make.left.equalToSuperview()
                    make.size.equalTo(20)
                }
            }
        }
        """
        let (stack, st) = try read(text: swift, file: "Stack.swift")
        #expect(!stack.warnings.contains { $0.message.contains("left out") }, "\(stack.warnings)")
        #expect(st.view(id: "second")?.frame == Rect(x: 0, y: 36, width: 20, height: 20))
    }

    /// Arrays of views by name: `tiles.forEach { addSubview($0) }`, `views.forEach(stack.addArrangedSubview)`
    /// (a literal's too), and an element as receiver or target (`tiles[0].snp…`, `tiles[0].snp.right`).
    @Test func arraysOfViewsByNameAndElement() throws {
        let swift = """
        final class Bar: UIView {
            let a = UILabel()
            let b = UILabel()
            let c = UILabel()
            let stack = UIStackView()
            let left = UIView()
            let right = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                a.text = "A"
                b.text = "BB"
                c.text = "CCC"
                stack.axis = .vertical
                stack.spacing = 5
                addSubview(stack)
                [a, b].forEach(stack.addArrangedSubview)
                let more = [c]
                more.forEach { stack.addArrangedSubview($0) }
                stack.snp.makeConstraints { $0.left.top.equalToSuperview() }
                let tiles = [left, right]
                tiles.forEach { addSubview($0) }
                tiles[0].snp.makeConstraints {
                    $0.left.equalToSuperview()
                    $0.top.equalTo(stack.snp.bottom)
                    $0.size.equalTo(20)
                }
                tiles[1].snp.makeConstraints {
                    $0.left.equalTo(tiles[0].snp.right).offset(4)
                    $0.top.size.equalTo(tiles[0])
                }
            }
        }
        """
        let options = canvas(300, 200)
        let (layout, r) = try read(text: swift, file: "Bar.swift", options)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        // "A", "BB", "CCC" stacked 5 apart, as wide as the widest (30).
        #expect(r.view(id: "stack")?.frame == Rect(x: 0, y: 0, width: 30, height: 70))
        #expect(r.view(id: "c")?.parentID == "stack" && r.view(id: "c")?.frame.minY == 50)
        #expect(r.view(id: "left")?.frame == Rect(x: 0, y: 70, width: 20, height: 20))
        #expect(r.view(id: "right")?.frame == Rect(x: 24, y: 70, width: 20, height: 20))
    }

    /// Colours as apps write them: UIKit's components, white, the RGB and hex helpers nearly
    /// every app defines (with or without their definitions in the file), names; and a colour
    /// the file cannot tell is said.
    @Test func coloursAsAppsWriteThem() throws {
        let objc = """
        #define kThemeColor RGBA(255, 102, 0, 0.5)
        @implementation Swatches
        - (instancetype)init {
            self = [super init];
            self.backgroundColor = [UIColor whiteColor];
            _a.backgroundColor = [UIColor colorWithRed:51/255.0 green:0.4 blue:1.0 alpha:1.0];
            _b.backgroundColor = [UIColor colorWithWhite:0.5 alpha:1];
            _c.backgroundColor = UIColorFromRGB(0xFF8800);
            _d.backgroundColor = [UIColor colorWithHexString:@"#00CC66"];
            _e.backgroundColor = kThemeColor;
            _f.backgroundColor = [UIColor clearColor];
            _g.backgroundColor = self.theme.accentColor;
            _h.backgroundColor = [UIColor colorWithRed:r green:g blue:b alpha:1];
            for (UIView *v in @[_a, _b, _c, _d, _e, _f]) { [self addSubview:v]; }
            [self addSubview:_g]; [self addSubview:_h];
            [_a mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self); }];
            return self;
        }
        @end
        """
        let (layout, _) = try read(text: objc, file: "Swatches.m")
        func color(_ id: String) -> String? { layout.root.subviews.first { $0.id == id }?.backgroundColor?.hexString }
        #expect(color("a") == "#3366FF")
        #expect(color("b") == "#808080")
        #expect(color("c") == "#FF8800")
        #expect(color("d") == "#00CC66")
        #expect(color("e") == "#FF660080", "RGBA's components in 0–255, its alpha in 0–1")
        #expect(color("f") == "#00000000")
        #expect(color("g") == nil)
        #expect(layout.root.backgroundColor == .white)
        #expect(layout.warnings.map(\.description) == ["12:26: colours this file does not define, drawn without them: g (self.theme.accentColor, line 12), h ([UIColor colorWithRed:r green:g blue:b alpha:1], line 13)"],
                "the for-in loop adds the views")
        #expect(color("h") == nil, "not green: green: is a label")

        let swift = """
        class Swatches: UIView {
            let a = UIView(), b = UIView(), c = UIView(), d = UIView(), e = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                a.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
                b.backgroundColor = .init(white: 0.2, alpha: 1)
                c.backgroundColor = UIColor(hex: 0x112233)
                d.backgroundColor = kCOLOR(R: 0, G: 191, B: 255)
                e.backgroundColor = ColorClear
                for v in [a, b, c, d, e] { addSubview(v) }
                a.snp.makeConstraints { $0.edges.equalToSuperview() }
            }
        }
        """
        let (swiftLayout, _) = try read(text: swift, file: "Swatches.swift")
        func swiftColor(_ id: String) -> String? { swiftLayout.root.subviews.first { $0.id == id }?.backgroundColor?.hexString }
        #expect(swiftColor("a") == "#FF8000")
        #expect(swiftColor("b") == "#333333")
        #expect(swiftColor("c") == "#112233")
        #expect(swiftColor("d") == "#00BFFF", "an app's own RGB helper, 0–255 with labels")
        #expect(swiftColor("e") == "#00000000", "an app's own ColorClear")
        #expect(swiftLayout.warnings.isEmpty, "\(swiftLayout.warnings)")
    }

    @Test func whatIsNotReadIsSaid() throws {
        let code = """
        @implementation ListView
        - (void)build {
            [self addSubview:self.list];
            [self.list mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self);
                make.height.wdth.equalTo(@10);
            }];
            [self.items mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:0 tailSpacing:0];
            self.listHeightConstraint.offset = 20;
            [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[list]|" options:0 metrics:nil views:@{@"list": self.list}]];
        }
        @end
        """
        let (layout, _) = try read(text: code, file: "ListView.m")
        #expect(layout.warnings.map(\.description) == [
            "6:21: unknown name 'wdth'; expected another attribute or a relation such as equalTo(...) after 'height' (did you mean 'width'?); this chain is left out",
            "8:17: 'items' is not an array of views this file makes (NSArray *a = @[…]; let a = [...]); this distribution is left out",
            "9:10: 'listHeightConstraint' is changed here but no chain in this file keeps it; not read",
            "10:27: constraints made with the visual format are not read (layout anchors, NSLayoutConstraint(item:…) and Masonry's and SnapKit's chains are); the views they place are drawn without them",
        ])
    }

    @Test func severalClassesAndMistakes() throws {
        let code = """
        class A: UIView { func f() { x.snp.makeConstraints { $0.edges.equalToSuperview() } } }
        class B: UIView { func g() { y.snp.makeConstraints { $0.size.equalTo(10) } } }
        """
        let (first, _) = try read(text: code, file: "Two.swift")
        #expect(first.drawn.name == "A" && first.others == ["B"])
        var options = SourceOptions()
        options.className = "B"
        #expect(try read(text: code, file: "Two.swift", options).0.drawn.name == "B")
        options.className = "C"
        #expect(throws: SceneError(file: "Two.swift", location: nil, message: "no class \"C\" in the file (did you mean \"A\"?); it has A, B")) {
            _ = try Self.readSource(code, file: "Two.swift", options: options)
        }
        #expect(throws: SceneError(file: "Empty.swift", location: nil, message: "the file has no mas_makeConstraints or snp.makeConstraints call")) {
            _ = try Self.readSource("let x = 1", file: "Empty.swift")
        }
    }

    /// A screen whose every view and constraint is made in a network completion (`Purchases
    /// .shared.getCustomerInfo { info, error in … }`) that the set-up never runs: refused, naming
    /// where its calls are (lines 10 and 13; not the one commented out), not as a file with no call.
    @Test func constraintCallsOnlyInACompletionAreSaidWhereTheyAre() throws {
        let code = """
        import UIKit
        import SnapKit
        class PaywallViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                // spinner.snp.makeConstraints { $0.center.equalToSuperview() }
                Store.shared.fetchInfo { info in
                    let subscribe = UIButton()
                    self.view.addSubview(subscribe)
                    subscribe.snp.makeConstraints { make in make.center.equalToSuperview() }
                    let restore = UIButton()
                    self.view.addSubview(restore)
                    restore.snp.makeConstraints { make in
                        make.top.equalTo(subscribe.snp.bottom).offset(100)
                    }
                }
            }
        }
        """
        #expect(throws: SceneError(file: "Paywall.swift", location: SourceLocation(line: 10, column: 27),
                                   message: "class PaywallViewController's set-up makes no view and no constraint: its constraint calls (lines 10, 13) are in code it does not run (a completion, an action, a method nothing calls); --function NAME draws one method alone")) {
            _ = try Self.readSource(code, file: "Paywall.swift")
        }
    }

    /// A view the file calls `root` (a real form's `UIStackView *root`) is its own view, drawn as
    /// `rootView`, said — not the picture's root, which it was taken for ("root has no superview").
    @Test func aViewCalledRootIsNotThePicturesRoot() throws {
        let code = """
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *root = [[UIView alloc] init];
            [self.view addSubview:root];
            [root mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(84, 10, 100, 10));
            }];
        }
        """
        let (layout, r) = try read(text: code, file: "Form.m", canvas(300, 400))
        #expect(layout.warnings.map(\.description) == ["3:13: the view this file calls root is drawn as rootView: root names the picture's root"])
        #expect(r.view(id: "rootView")?.frame == Rect(x: 10, y: 84, width: 280, height: 216))
    }

    /// The initialiser's `if (self = [super initWithFrame:frame]) { … }` always runs: a property it
    /// sets is the set-up's value and decides the conditions on it, unsaid (no branch of the app's).
    @Test func theInitialisersIfSelfBodyIsTheSetUp() throws {
        let code = """
        @implementation Badge
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                self.compact = YES;
                _dot = [UIView new];
                [self addSubview:_dot];
                [_dot mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.equalTo(self);
                    if (self.compact) {
                        make.size.mas_equalTo(CGSizeMake(8, 8));
                    } else {
                        make.size.mas_equalTo(CGSizeMake(20, 20));
                    }
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text: code, file: "Badge.m", canvas(100, 100))
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(r.view(id: "dot")?.frame == Rect(x: 0, y: 0, width: 8, height: 8))
    }

    /// Stack views given settings but no arranged views are named in name order, the same on
    /// every run (they came in a dictionary's order, which changes from process to process).
    @Test func unarrangedStackViewsAreSaidInNameOrder() throws {
        let swift = """
        final class Panel: UIView {
            let zeta = UIStackView()
            let alpha = UIStackView()
            let mid = UIStackView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                zeta.axis = .vertical
                alpha.spacing = 8
                mid.distribution = .fillEqually
                addSubview(zeta)
                zeta.snp.makeConstraints { $0.edges.equalToSuperview() }
            }
        }
        """
        let (layout, _) = try read(text: swift, file: "Panel.swift", canvas(100, 100))
        #expect(layout.warnings.map(\.message).filter { $0.contains("arranges no views") } == ["alpha", "mid", "zeta"].map {
            "\($0) is given a stack view's axis, spacing, distribution or alignment but arranges no views in this file; not read"
        })
    }
}
