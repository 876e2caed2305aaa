import Layout
import Testing
@testable import Scene

/// The order a class's code runs in, as real files write it: Objective-C lazy getters run where
/// their view is first used, each Swift initialiser runs, a later method follows the methods it
/// calls, and a class whose set-up lays out nothing is drawn after the method that does.
@Suite struct SourceRunOrderTests {
    let reading = SourceReaderTests()

    /// The getter a block uses runs before the statement using it (its view made, added and
    /// constrained first, as in the app); a getter nothing at set-up uses runs after it, said.
    @Test func lazyGettersRunWhereTheirViewIsFirstUsed() throws {
        let objc = """
        @interface Card : UIView
        @property (nonatomic, strong) UIView *icon;
        @property (nonatomic, strong) UILabel *title;
        @property (nonatomic, strong) UIView *badge;
        @property (nonatomic, strong) UIView *footer;
        @end
        @implementation Card
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                self.title.text = @"Hi";
            }
            return self;
        }
        - (UILabel *)title {
            if (!_title) {
                _title = [UILabel new];
                [self addSubview:_title];
                [_title mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self.icon.mas_right).offset(10);
                    make.top.equalTo(self.badge.mas_bottom);
                }];
            }
            return _title;
        }
        - (UIView *)icon {
            if (!_icon) {
                _icon = [UIView new];
                [self addSubview:_icon];
                [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self).offset(20);
                    make.size.mas_equalTo(CGSizeMake(40, 40));
                }];
            }
            return _icon;
        }
        - (UIView *)badge {
            if (!_badge) {
                UIView *dot = [UIView new];
                [self addSubview:dot];
                _badge = dot;
                [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.right.top.equalTo(self.icon);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                }];
            }
            return _badge;
        }
        - (UIView *)footer {
            if (!_footer) {
                _footer = [UIView new];
                [self addSubview:_footer];
                [_footer mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.bottom.right.equalTo(self);
                    make.height.mas_equalTo(5);
                }];
            }
            return _footer;
        }
        @end
        """
        let (layout, r) = try reading.read(text: objc, file: "Card.m", reading.canvas(200, 100))
        #expect(layout.warnings.map(\.description) == [
            "48:1: lazy getter that nothing at set-up uses, run after it as the app runs each where it first uses the view: footer",
        ])
        #expect(layout.stateNames == ["0"])
        #expect(r.view(id: "icon")?.frame == Rect(x: 20, y: 20, width: 40, height: 40))
        // "Hi": 20 × 20 in the test's monospace, 10 after the icon, under the badge.
        #expect(r.view(id: "title")?.frame == Rect(x: 70, y: 30, width: 20, height: 20))
        // The getter's local, kept as `_badge`: named by the property the class uses it by.
        #expect(r.view(id: "badge")?.frame == Rect(x: 50, y: 20, width: 10, height: 10))
        #expect(r.view(id: "dot") == nil)
        #expect(r.view(id: "footer")?.frame == Rect(x: 0, y: 95, width: 200, height: 5))
        #expect(r.constraints.count == 14 && r.constraints.allSatisfy { $0.state == .satisfied })
    }

    /// `required init?(coder:)` written first does not stand for `init(style:reuseIdentifier:)`:
    /// each initialiser runs, and what it calls is the set-up, not a later step.
    @Test func eachSwiftInitialiserRuns() throws {
        let swift = """
        final class Row: UITableViewCell {
            let dot = UIView()
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                setUp()
            }
            private func setUp() {
                contentView.addSubview(dot)
                dot.snp.makeConstraints { make in
                    make.left.top.equalToSuperview().offset(8)
                    make.size.equalTo(12)
                    make.bottom.equalToSuperview().offset(-8)
                }
            }
        }
        """
        var options = reading.canvas(300, 0)
        options.explicitHeight = false
        let (layout, r) = try reading.read(text: swift, file: "Row.swift", options)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.stateNames == ["0"])
        #expect(r.root.frame.height == 28, "8 + 12 + 8, fitted")
        #expect(r.view(id: "dot")?.frame == Rect(x: 8, y: 8, width: 12, height: 12))
    }

    /// A view whose owner lays it out (`configure(with:)`, which calls `setupConstraints()`): the
    /// set-up alone is empty views, so the picture is after the first method that lays out, said;
    /// that method's calls are part of it (no step of their own); `--step 0` is the set-up alone.
    /// A parameter of a class that is no view (`item`) is a value only the app knows.
    @Test func aSetUpThatLaysOutNothingIsDrawnAfterTheMethodThatDoes() throws {
        let swift = """
        final class Banner: UIView {
            private let icon = UIView()
            private let title = UILabel()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(title)
            }
            required init?(coder: NSCoder) { fatalError() }
            func configure(with item: BannerItem) {
                title.text = "Sale"
                setupConstraints()
                icon.snp.updateConstraints { make in
                    make.size.equalTo(item.iconSize)
                }
            }
            private func setupConstraints() {
                icon.snp.makeConstraints { make in
                    make.left.top.equalToSuperview().offset(10)
                    make.size.equalTo(30)
                }
                title.snp.makeConstraints { make in
                    make.left.equalTo(icon.snp.right).offset(8)
                    make.centerY.equalTo(icon)
                }
            }
        }
        """
        let (layout, r) = try reading.read(text: swift, file: "Banner.swift", reading.canvas(300, 100))
        #expect(layout.stateNames == ["0", "configure"])
        #expect(layout.state == 1)
        #expect(layout.warnings.map(\.description) == [
            "1:1: the set-up (init(frame:)) makes no constraints; drawn after configure, the first method that does, which nothing in this file calls (the app does; --step 0 draws the set-up alone)",
            "1:1: values known only at run time were left out with their chains: item.iconSize; give them with --set item.iconSize=VALUE",
            "14:31: expected a number, not 'item.iconSize' (a value known only at run time: give it with --set item.iconSize=…); this chain is left out",
        ])
        #expect(r.view(id: "icon")?.frame == Rect(x: 10, y: 10, width: 30, height: 30))
        #expect(r.view(id: "title")?.frame == Rect(x: 48, y: 15, width: 40, height: 20))

        var setUpAlone = reading.canvas(300, 100)
        setUpAlone.state = 0
        let (bare, b) = try reading.read(text: swift, file: "Banner.swift", setUpAlone)
        #expect(bare.state == 0)
        #expect(!bare.warnings.contains { $0.message.contains("drawn after") })
        #expect(b.view(id: "icon")?.frame == Rect(x: 0, y: 0, width: 0, height: 0))
    }

    /// A property's `didSet` is Swift's `setModel:`: a step the app runs by setting the property,
    /// named after it, and the methods it calls run in it. Before, its calls were not seen, so
    /// the views its helper lays out were said to be placed by a method "nothing in this file
    /// calls" — true of the helper, but not what runs it.
    @Test func aPropertysDidSetIsAStepNamedAfterIt() throws {
        let swift = """
        final class ReadingCell: UICollectionViewCell {
            private let button = UIButton()
            private var cover: UIView?
            var model: ReadingModel? {
                didSet {
                    addCoverIfNeeded()
                }
            }
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(button)
                button.snp.makeConstraints { make in
                    make.right.bottom.equalToSuperview().offset(-10)
                    make.size.equalTo(CGSize(width: 80, height: 30))
                }
            }
            func addCoverIfNeeded() {
                let cover = UIView()
                contentView.addSubview(cover)
                cover.snp.makeConstraints { make in
                    make.left.top.equalToSuperview().offset(10)
                    make.size.equalTo(60)
                }
                self.cover = cover
            }
        }
        """
        let (layout, r) = try reading.read(text: swift, file: "ReadingCell.swift", reading.canvas(300, 100))
        #expect(layout.stateNames == ["0", "model"])
        #expect(layout.state == 0)
        // The cover is made in the step: before the app sets model there is none, as on a device.
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(r.view(id: "cover") == nil)
        #expect(r.view(id: "button")?.frame == Rect(x: 210, y: 60, width: 80, height: 30))
        var afterModel = reading.canvas(300, 100)
        afterModel.state = 1
        let (_, m) = try reading.read(text: swift, file: "ReadingCell.swift", afterModel)
        #expect(m.view(id: "cover")?.frame == Rect(x: 10, y: 10, width: 60, height: 60))
    }

    /// A message bubble remade on one side or the other (`if (model.isSelf) {…} else {…}`): the
    /// app runs one branch, so the first is read and said, not both (the last remake winning
    /// unsaid, or two makes piling up into a conflict); an availability check reads the available
    /// branch unsaid; a condition on the class's own state is the state's to decide.
    @Test func ifElseWhoseBranchesEachMakeConstraintsReadsOne() throws {
        let objc = """
        @interface Bubble : UIView
        @property (nonatomic, strong) UIView *avatar;
        @property (nonatomic, assign) BOOL compact;
        @end
        @implementation Bubble
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            self.compact = YES;
            _avatar = [UIView new];
            [self addSubview:_avatar];
            if ([self.message isEqualToString:@"me"]) {
                [_avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.right.top.equalTo(self).offset(-5);
                    make.size.mas_equalTo(CGSizeMake(30, 30));
                }];
            } else if (self.message.length > 0) {
                [_avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self).offset(5);
                    make.size.mas_equalTo(CGSizeMake(30, 30));
                }];
            } else {
                [_avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.center.equalTo(self);
                    make.size.mas_equalTo(CGSizeMake(30, 30));
                }];
            }
            if (@available(iOS 11.0, *)) {
                [_avatar mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.width.mas_equalTo(40);
                }];
            } else {
                [_avatar mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.width.mas_equalTo(20);
                }];
            }
            if (self.compact) {
                [_avatar mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.height.mas_equalTo(10);
                }];
            } else {
                [_avatar mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.height.mas_equalTo(50);
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try reading.read(text: objc, file: "Bubble.m", reading.canvas(200, 100))
        #expect(layout.warnings.map(\.description) == [
            "11:5: a condition decided at run time ([self.message isEqualToString:@\"me\"]): its first branch is read, the other 2 are not",
        ])
        // Right-aligned 5 from the top right (Masonry's offset(-5) on top too: y = -5), 40 wide
        // where iOS 11 is available, 10 tall as the class's own state decides.
        #expect(r.view(id: "avatar")?.frame == Rect(x: 155, y: -5, width: 40, height: 10))
        #expect(r.constraints.allSatisfy { $0.state == .satisfied })
    }

    /// `if (self.expanded) { remake… } else { remake… }` in updateConstraints: the branch the
    /// state decides when it runs, at set-up and again after the step that toggles it.
    @Test func anIfOnTheClassStateRunsTheBranchTheStateDecides() throws {
        let objc = """
        @interface Panel : UIView
        @property (nonatomic, strong) UIView *sheet;
        @property (nonatomic, assign) BOOL expanded;
        @end
        @implementation Panel
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            self.expanded = NO;
            _sheet = [UIView new];
            [self addSubview:_sheet];
            return self;
        }
        - (void)updateConstraints {
            if (self.expanded) {
                [_sheet mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.right.equalTo(self);
                    make.height.mas_equalTo(80);
                }];
            } else {
                [_sheet mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.right.equalTo(self);
                    make.height.mas_equalTo(20);
                }];
            }
            [super updateConstraints];
        }
        - (void)toggle {
            self.expanded = !self.expanded;
            [self setNeedsUpdateConstraints];
        }
        @end
        """
        let (layout, r) = try reading.read(text: objc, file: "Panel.m", reading.canvas(200, 100))
        // The flag's assignments are run (they are the state), so nothing is "not read".
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(layout.stateNames == ["0", "toggle"])
        #expect(r.view(id: "sheet")?.frame == Rect(x: 0, y: 0, width: 200, height: 20))
        var toggled = reading.canvas(200, 100)
        toggled.state = 1
        let (_, t) = try reading.read(text: objc, file: "Panel.m", toggled)
        #expect(t.view(id: "sheet")?.frame == Rect(x: 0, y: 0, width: 200, height: 80))
    }

    /// A flag set only in the branches that test it (a real expand demo's `if (self.toggled) {
    /// update…; self.toggled = false; } else { update…; self.toggled = true; }`) is no state the
    /// file gives: the condition is run time's, its first branch read and said (both were read,
    /// the last update winning unsaid).
    @Test func aFlagSetOnlyInItsOwnBranchesIsRunTime() throws {
        let objc = """
        @interface Panel : UIView
        @property (nonatomic, strong) UIView *sheet;
        @property (nonatomic) BOOL toggled;
        @end
        @implementation Panel
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            _sheet = [UIView new];
            [self addSubview:_sheet];
            [_sheet mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.right.equalTo(self);
                make.height.mas_equalTo(20);
            }];
            return self;
        }
        - (void)updateConstraints {
            if (self.toggled) {
                [_sheet mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.height.mas_equalTo(80);
                }];
                self.toggled = false;
            } else {
                [_sheet mas_updateConstraints:^(MASConstraintMaker *make) {
                    make.height.mas_equalTo(40);
                }];
                self.toggled = true;
            }
            [super updateConstraints];
        }
        @end
        """
        let (layout, r) = try reading.read(text: objc, file: "Panel.m", reading.canvas(200, 100))
        // `self.toggled = false;` is run: the flag is the state a later pass would test.
        #expect(layout.warnings.map(\.description) == [
            "17:5: a condition decided at run time (self.toggled): its first branch is read, the other is not",
        ])
        #expect(r.view(id: "sheet")?.frame == Rect(x: 0, y: 0, width: 200, height: 80))
    }

    /// A popup made and shown by a class method of its own (`+ showIn:` making the view and
    /// calling `[v setupSubviews]`): those calls run as the set-up; the view adding itself to the
    /// app's view is said, not drawn as a view of zero size; a local chosen by a run-time
    /// condition (`(self.grouped ? 315 : 280)`) is its first value, said once with its lines.
    @Test func aClassMethodThatMakesAndSetsUpTheViewRunsItsSetUp() throws {
        let objc = """
        @interface Poke : UIView
        @property (nonatomic, strong) UIView *card;
        @end
        @implementation Poke
        + (void)showIn:(UIViewController *)controller {
            Poke *poke = [[Poke alloc] initWithFrame:controller.view.bounds];
            [poke setupSubviews];
            [poke show:controller];
        }
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            return self;
        }
        - (void)show:(UIViewController *)controller {
            [controller.view addSubview:self];
        }
        - (void)setupSubviews {
            _card = [UIView new];
            [self addSubview:_card];
            CGFloat height = (self.grouped ? 120 : 80);
            [_card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.center.equalTo(self);
                make.width.mas_equalTo(100);
                make.height.mas_equalTo(height);
            }];
        }
        - (void)keyboardWillShow:(NSNotification *)note {
            CGFloat height = (self.grouped ? 120 : 80);
            [_card mas_updateConstraints:^(MASConstraintMaker *make) {
                make.centerY.equalTo(self).offset(-height);
            }];
        }
        @end
        """
        let (layout, r) = try reading.read(text: objc, file: "Poke.m", reading.canvas(200, 300))
        #expect(layout.warnings.map(\.description) == [
            "15:22: the view adds itself to controller.view, which the running app gives; drawn on its own at the size given (--size)",
            "20:36: a condition decided at run time (self.grouped): its first value is read",
        ])
        #expect(layout.stateNames == ["0", "keyboardWillShow"])
        #expect(r.view(id: "card")?.frame == Rect(x: 50, y: 90, width: 100, height: 120))
        #expect(r.view(id: "controller.view") == nil)
    }

    /// `didMoveToWindow` is UIKit's to call, so a sheet that builds itself there (a real one's
    /// `guard !isViewReady else { return }; constructViewHierarchy(); activateConstraints()`) is
    /// laid out at set-up; Swift's screen-scaling call with its one label (`convertPixel(h: 237)`)
    /// and method on a number (`8.auto()`) are read at design scale.
    @Test func didMoveToWindowIsUIKitsToCall() throws {
        let swift = """
        final class Sheet: UIView {
            private var isViewReady = false
            private let container = UIView()
            override func didMoveToWindow() {
                super.didMoveToWindow()
                guard !isViewReady else { return }
                addSubview(container)
                activateConstraints()
                isViewReady = true
            }
            func activateConstraints() {
                container.snp.makeConstraints { make in
                    make.height.equalTo(convertPixel(h: 237))
                    make.bottom.left.right.equalToSuperview().inset(8.auto())
                }
            }
        }
        """
        let (layout, r) = try reading.read(text: swift, file: "Sheet.swift", reading.canvas(300, 600))
        #expect(layout.stateNames == ["0"])
        #expect(layout.warnings.map(\.description) == [
            "13:33: not defined in this file, so taken at design scale: convertPixel, auto (a call as its argument, a ratio as 1, as screen-scaling macros give on the screen they were designed for); give their definitions with --include FILE or values with --set",
        ])
        // `8.auto()`, a scaling method on a number: 8 as designed.
        #expect(r.view(id: "container")?.frame == Rect(x: 8, y: 355, width: 284, height: 237))
    }

    /// A cell laid out one way for large accessibility text and another by default: the device
    /// drawn (text size Large, an iPhone upright) decides, said; an else-if chain is followed to
    /// the branch whose condition holds.
    @Test func conditionsOnTheDeviceTraitsAreDecidedAsTheDeviceDrawn() throws {
        let swift = """
        final class Row: UIView {
            let thumb = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(thumb)
                if traitCollection.preferredContentSizeCategory > .extraLarge {
                    thumb.snp.makeConstraints { $0.leading.trailing.top.equalToSuperview().inset(12) }
                } else {
                    thumb.snp.makeConstraints { $0.leading.top.equalToSuperview().inset(12) }
                }
                if traitCollection.horizontalSizeClass == .regular {
                    thumb.snp.makeConstraints { $0.size.equalTo(200) }
                } else if !traitCollection.preferredContentSizeCategory.isAccessibilityCategory {
                    thumb.snp.makeConstraints { $0.size.equalTo(40) }
                } else {
                    thumb.snp.makeConstraints { $0.size.equalTo(80) }
                }
            }
        }
        """
        let (layout, r) = try reading.read(text: swift, file: "Row.swift", reading.canvas(300, 100))
        #expect(layout.warnings.map(\.description) == [
            "6:9: a condition the device drawn decides (traitCollection.preferredContentSizeCategory > .extraLarge is false, text size Large): its else branch is read",
            "11:9: a condition the device drawn decides (traitCollection.horizontalSizeClass == .regular is false, an iPhone upright: horizontalSizeClass .compact; !traitCollection.preferredContentSizeCategory.isAccessibilityCategory is true, text size Large): its 2nd branch is read",
        ])
        #expect(r.view(id: "thumb")?.frame == Rect(x: 12, y: 12, width: 40, height: 40))
    }

    /// A view controller built on a base class whose `viewDidLoad` calls `configureUI()` and
    /// `setupConstraints()` (real apps' RxTodo-style `BaseViewController`): the overrides nothing
    /// here calls run at the set-up's end, said; an event's override (`prepareForReuse`) does not;
    /// `topLayoutGuide.snp.bottom` is the safe area's top, no view.
    @Test func overridesABaseClassCallsRunAtSetUp() throws {
        let swift = """
        final class EditViewController: BaseViewController {
            let titleInput = UITextField()
            let badge = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                badge.backgroundColor = .red
            }
            override func configureUI() {
                view.addSubview(titleInput)
                view.addSubview(badge)
            }
            override func setupConstraints() {
                titleInput.snp.makeConstraints { make in
                    make.top.equalTo(self.topLayoutGuide.snp.bottom).offset(15)
                    make.left.right.equalToSuperview().inset(15)
                    make.height.equalTo(40)
                }
            }
            override func prepareForReuse() {
                badge.snp.makeConstraints { make in
                    make.size.equalTo(10)
                }
            }
        }
        """
        var options = reading.canvas(300, 600)
        options.safeArea = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let (layout, r) = try reading.read(text: swift, file: "Edit.swift", options)
        #expect(layout.warnings.map(\.description) == [
            "1:1: configureUI(), setupConstraints() override methods of BaseViewController that nothing in this file calls: taken to run after viewDidLoad, as a base class's viewDidLoad calls them",
            "20:9: badge gets its constraints only in prepareForReuse, which nothing in this file calls: unplaced here (--step prepareForReuse draws it placed)",
        ])
        #expect(layout.stateNames == ["0", "prepareForReuse"])
        #expect(r.view(id: "titleInput")?.frame == Rect(x: 15, y: 35, width: 270, height: 40))
        #expect(r.view(id: "topLayoutGuide") == nil)
    }

    /// Views made by closures that each call their view `view` (`lazy var avatar: UIImageView = {
    /// let view = UIImageView(); view.snp.makeConstraints { … }; return view }()`) are the
    /// declared views, not one view named `view` whose constraints conflict.
    @Test func aClosuresLocalIsTheViewItMakes() throws {
        let swift = """
        final class Card: UIView {
            lazy var avatar: UIImageView = {
                let view = UIImageView()
                view.snp.makeConstraints { make in
                    make.size.equalTo(50)
                }
                return view
            }()
            lazy var badge: UIView = {
                let view = UIView()
                addSubview(view)
                view.snp.makeConstraints { make in
                    make.size.equalTo(20)
                    make.bottom.right.equalTo(self.avatar)
                }
                return view
            }()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(avatar)
                avatar.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(10)
                }
            }
        }
        """
        let (layout, r) = try reading.read(text: swift, file: "Card.swift", reading.canvas(200, 100))
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(r.view(id: "avatar")?.frame == Rect(x: 10, y: 10, width: 50, height: 50))
        #expect(r.view(id: "badge")?.frame == Rect(x: 40, y: 40, width: 20, height: 20))
        #expect(r.view(id: "view") == nil)
        #expect(r.constraints.allSatisfy { $0.state == .satisfied })
    }

    /// A Swift helper that makes a label, written inside the method that uses it (a real settings
    /// screen's `func getTitleLabel(title:) -> UILabel` in `makeUI()`): each call is a label of
    /// its own, and the code after the helper is read — its `return label }` and the block's `}`
    /// before a call had been taken into the call, and every chain after them was lost unsaid.
    @Test func aHelperInsideTheMethodMakesEachViewAndLosesNothing() throws {
        let swift = """
        final class Settings: UIViewController {
            let field = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                let scroll = UIScrollView()
                view.addSubview(scroll)
                scroll.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
                func titleLabel(title: String) -> UILabel {
                    let label = UILabel()
                    label.text = title
                    return label
                }
                let modeLabel = titleLabel(title: "Mode")
                scroll.addSubview(modeLabel)
                scroll.addSubview(field)
                modeLabel.snp.makeConstraints { make in
                    make.top.left.equalTo(24)
                }
                field.snp.makeConstraints { make in
                    make.top.equalTo(modeLabel.snp.bottom).offset(5)
                    make.left.equalTo(modeLabel)
                    make.width.equalTo(200)
                    make.height.equalTo(30)
                }
            }
        }
        """
        let (layout, r) = try reading.read(text: swift, file: "Settings.swift", reading.canvas(300, 400))
        #expect(layout.warnings.map(\.description) == [
            "10:9: titleLabel makes a view and returns it: read where it is called, once for each call",
        ])
        // "Mode": 40 × 20 in the test's monospace.
        #expect(r.view(id: "modeLabel")?.frame == Rect(x: 24, y: 24, width: 40, height: 20))
        #expect(r.view(id: "field")?.frame == Rect(x: 24, y: 49, width: 200, height: 30))
        #expect(r.view(id: "scroll")?.frame == Rect(x: 0, y: 0, width: 300, height: 400))
    }

    /// A method called on `self` under a block's name for it (`[weakSelf setHeader]` in a request's
    /// completion, a real profile screen's only call of its header's layout) runs when the request
    /// ends, after the set-up: a later step, drawn (its lazy getters with it) as the first state
    /// that lays anything out, said with who calls it.
    @Test func aMethodCalledFromACompletionBlockIsALaterStep() throws {
        let objc = """
        @interface Mine : UIViewController
        @property (nonatomic, strong) UIView *avatar;
        @end
        @implementation Mine
        - (void)viewDidLoad {
            [super viewDidLoad];
            __weak typeof(self) weakSelf = self;
            [Api load:^(id result) {
                [weakSelf setHeader];
            }];
        }
        - (UIView *)avatar {
            if (!_avatar) {
                _avatar = [UIView new];
            }
            return _avatar;
        }
        - (void)setHeader {
            [self.view addSubview:self.avatar];
            [self.avatar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.left.equalTo(self.view).offset(16);
                make.size.mas_equalTo(CGSizeMake(60, 60));
            }];
        }
        @end
        """
        let (layout, r) = try reading.read(text: objc, file: "Mine.m", reading.canvas(300, 400))
        #expect(layout.stateNames == ["0", "setHeader"])
        #expect(layout.warnings.map(\.description) == [
            "1:1: the set-up (viewDidLoad) makes no constraints; drawn after setHeader, the first method that does, which viewDidLoad calls in code that runs later (a block, an action) (--step 0 draws the set-up alone)",
            "4:1: 1 line of code not read, as it changes no frame (delegates, actions, data, borders, animation): line 8",
        ])
        #expect(r.view(id: "avatar")?.frame == Rect(x: 16, y: 16, width: 60, height: 60))
    }

    /// A loop over views the code already has that constrains each — Swift's `[a, b].forEach {
    /// $0.snp.makeConstraints { $0.height.equalTo(40) } }` (the inner `$0` the maker), a named
    /// array's `forEach { b in … }`, Objective-C's `for (UIButton *b in @[a, b])` — gives each view
    /// its constraints, where one view named `$0` or `b` took them all, drawn in the root.
    @Test func aLoopOverViewsConstrainsEachOfThem() throws {
        let swift = """
        final class Bar: UIView {
            let cancel = UIButton()
            let confirm = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(cancel)
                addSubview(confirm)
                [cancel,
                 confirm].forEach {
                    $0.snp.makeConstraints {
                        $0.height.equalTo(40)
                        $0.top.equalToSuperview()
                    }
                }
                let buttons = [cancel, confirm]
                buttons.forEach { button in
                    button.snp.makeConstraints { make in
                        make.width.equalTo(100)
                    }
                }
                cancel.snp.makeConstraints { $0.left.equalToSuperview() }
                confirm.snp.makeConstraints { $0.right.equalToSuperview() }
            }
        }
        """
        let (layout, r) = try reading.read(text: swift, file: "Bar.swift", reading.canvas(300, 100))
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
        #expect(r.view(id: "cancel")?.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(r.view(id: "confirm")?.frame == Rect(x: 200, y: 0, width: 100, height: 40))
        #expect(r.view(id: "$0") == nil && r.view(id: "button") == nil)

        let objc = """
        @implementation Bar
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            UIButton *a = [UIButton new];
            UIButton *b = [UIButton new];
            [self addSubview:a];
            [self addSubview:b];
            for (UIButton *btn in @[a, b]) {
                [btn mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self);
                    make.size.mas_equalTo(CGSizeMake(50, 40));
                }];
            }
            [a mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(self); }];
            [b mas_makeConstraints:^(MASConstraintMaker *make) { make.right.equalTo(self); }];
            return self;
        }
        @end
        """
        let (_, o) = try reading.read(text: objc, file: "Bar.m", reading.canvas(300, 100))
        #expect(o.view(id: "a")?.frame == Rect(x: 0, y: 0, width: 50, height: 40))
        #expect(o.view(id: "b")?.frame == Rect(x: 250, y: 0, width: 50, height: 40))
        #expect(o.view(id: "btn") == nil)
    }
}
