import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Swift 5.9's `if` and `switch` as values, decided as the interpreter decides statements: a
/// value the file knows picks its branch. Drawn on an iPhone 15 (393 × 852).
@Suite struct SwiftValueIdiomTests {
    @Test func ifAndSwitchValuesPickTheirBranch() throws {
        let text = """
        import UIKit
        import SnapKit
        enum Kind { case compact, regular }
        final class BadgeView: UIView {
            let kind: Kind = .regular
            let isWide = false
            let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                let side: CGFloat = switch kind {
                case .compact: 24
                case .regular: 40
                }
                let inset = if isWide { 32.0 } else { 12.0 }
                badge.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(inset)
                    make.width.height.equalTo(side)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "BadgeView.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : [])
        #expect(layout.warnings.isEmpty, "\(layout.warnings.map(\.message))")
        // .regular: 40 square; not wide: 12 in.
        #expect(r.view(id: "badge")?.frame == Rect(x: 12, y: 12, width: 40, height: 40))
    }

    /// A settings struct nested in the app's own type, declared in an extension of it
    /// (`extension CalendarSettings { struct MonthSelectView { var height: CGFloat = 40 } }`),
    /// made as `CalendarSettings.MonthSelectView()` and reached through a static default. Before,
    /// the nested type's initialiser was "a value known only at run time" and the chain was
    /// left out.
    @Test func aTypeNestedInAnExtensionIsMade() throws {
        let text = """
        import UIKit
        import SnapKit
        struct CalendarSettings {
            var monthSelectView = CalendarSettings.MonthSelectView()
            static let `default` = CalendarSettings()
        }
        extension CalendarSettings {
            struct MonthSelectView {
                var height: CGFloat = 40
            }
        }
        final class MonthView: UIView {
            private var setting: CalendarSettings.MonthSelectView
            let bar = UIView()
            let line = UIView()
            init(settings: CalendarSettings.MonthSelectView = CalendarSettings.default.monthSelectView) {
                self.setting = settings
                super.init(frame: .zero)
                addSubview(bar)
                addSubview(line)
                let direct = CalendarSettings.MonthSelectView()
                bar.snp.makeConstraints { maker in
                    maker.top.left.right.equalToSuperview()
                    maker.height.equalTo(self.setting.height)
                }
                line.snp.makeConstraints { maker in
                    maker.top.equalTo(bar.snp.bottom)
                    maker.left.right.equalToSuperview()
                    maker.height.equalTo(direct.height / 40)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        var options = SourceOptions()
        options.className = "MonthView"
        let layout = try ProgramReader.read(text, file: "MonthView.swift", options: options)
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : [])
        #expect(layout.warnings.filter { $0.message.contains("run time") }.isEmpty, "\(layout.warnings.map(\.message))")
        #expect(r.view(id: "bar")?.frame == Rect(x: 0, y: 0, width: 393, height: 40))
        #expect(r.view(id: "line")?.frame == Rect(x: 0, y: 40, width: 393, height: 1))
    }

    /// A parameter's default written as an implicit member (`setting: CalendarSettings =
    /// .default`) is that type's static property, and a type nested in the app's own one
    /// (`CalendarSettings.MonthSelectView`, in an extension of another file) is made by its
    /// qualified name even where a view class has its short name (`MonthSelectView<Value>`).
    /// Before, `.default` was a bare symbol and the nested struct was taken for the view class,
    /// so `setting.height` was unknown and the month view 0 tall; it is 40.
    @Test func anImplicitMembersDefaultAndANestedTypeOfAViewsName() throws {
        var options = SourceOptions()
        options.includes = [(name: "Settings.swift", text: """
            struct CalendarSettings {
                static var `default` = CalendarSettings()
                private init() {}
                var monthSelectView = CalendarSettings.MonthSelectView()
            }
            final class MonthSelectView<Value>: UIView {
                private var setting: CalendarSettings.MonthSelectView
                init(settings: CalendarSettings.MonthSelectView) {
                    self.setting = settings
                    super.init(frame: .zero)
                    self.snp.makeConstraints { maker in maker.height.equalTo(self.setting.height) }
                }
            }
            extension CalendarSettings {
                struct MonthSelectView { let height: CGFloat = 40 }
            }
            """)]
        let text = """
        import UIKit
        import SnapKit
        final class CalendarController: UIViewController {
            let setting: CalendarSettings
            lazy var monthView: MonthSelectView<Int> = MonthSelectView<Int>(settings: self.setting.monthSelectView)
            init(setting: CalendarSettings = .default) {
                self.setting = setting
                super.init(nibName: nil, bundle: nil)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(monthView)
                monthView.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(100)
                }
            }
        }
        """
        let layout = try ProgramReader.read(text, file: "CalendarController.swift", options: options)
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(r.view(id: "monthView")?.frame == Rect(x: 0, y: 0, width: 100, height: 40))
        #expect(!layout.warnings.contains { $0.message.contains("height") }, "\(layout.warnings.map(\.message))")
    }

    /// `unknown ?? fallback`: the fallback is used and said (a height another file's object gives,
    /// which this file cannot know). Before, nothing was said.
    @Test func aFallbackForARunTimeValueIsSaid() throws {
        let text = """
        import UIKit
        import SnapKit
        final class ListViewController: UIViewController {
            let header = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                let extra = HeaderSizing.shared?.extraHeight ?? 0
                header.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(extra + UIApplication.shared.statusBarFrame.height)
                    make.leading.trailing.equalToSuperview()
                    make.height.equalTo(50)
                }
            }
        }
        """
        let layout = try ProgramReader.read(text, file: "ListViewController.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(r.view(id: "header")?.frame == Rect(x: 0, y: 54, width: 393, height: 50))
        let said = layout.warnings.map(\.message)
        #expect(said.contains { $0.hasPrefix("HeaderSizing.shared?.extraHeight is known only at run time (") && $0.hasSuffix("): its fallback 0 is used") }, "\(said)")
    }

    /// An app's extension of arrays (`[dimmed, sheet].addSubViews(self)`) and of UIKit's shared
    /// device (`UIDevice.current.heightOfSafeArea(includeBottomInset: true)`, which finds the key
    /// window through `connectedScenes.flatMap { … }.first { $0.isKeyWindow }`) run as the app runs
    /// them (AI-swift-03's bottom sheet): the screen less the 59-point top inset is 793, so the
    /// sheet starts 793 down and is 852 − 793 = 59 tall. Before, neither extension ran: the views
    /// were "never added" and the sheet's top was left out.
    @Test func extensionsOfArraysAndTheDeviceRun() throws {
        let text = """
        import UIKit
        import SnapKit
        extension Array where Element: UIView {
          func addSubViews(_ parentView: UIView) {
            self.forEach { parentView.addSubview($0) }
          }
        }
        extension UIDevice {
          func heightOfSafeArea(includeBottomInset: Bool = false) -> CGFloat {
            let rootView = UIApplication
              .shared
              .connectedScenes
              .flatMap { ($0 as? UIWindowScene)?.windows ?? [] }
              .first { $0.isKeyWindow }
            guard let rootView = rootView else { return 0 }
            let topInset = rootView.safeAreaInsets.top
            let bottomInset = rootView.safeAreaInsets.bottom
            if includeBottomInset {
              return rootView.bounds.height - topInset
            }
            return rootView.bounds.height - topInset - bottomInset
          }
        }
        final class BottomSheetView: UIView {
          let screenHeight = UIDevice.current.heightOfSafeArea(includeBottomInset: true)
          let dimmedBackView = UIView()
          let bottomSheetView = UIView()
          override init(frame: CGRect) {
            super.init(frame: frame)
            [self.dimmedBackView, self.bottomSheetView].addSubViews(self)
            dimmedBackView.snp.makeConstraints { $0.edges.equalToSuperview() }
            bottomSheetView.snp.makeConstraints {
              $0.leading.trailing.equalTo(self.safeAreaLayoutGuide)
              $0.top.equalToSuperview().offset(screenHeight)
              $0.bottom.equalToSuperview()
            }
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "BottomSheetView.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(r.view(id: "bottomSheetView")?.frame == Rect(x: 0, y: 793, width: 393, height: 59), "\(layout.warnings.map(\.message))")
        #expect(!layout.warnings.contains { $0.message.contains("never added") || $0.message.contains("left out") }, "\(layout.warnings.map(\.message))")
    }

    /// A view whose initialiser hands UIKit's a frame of its own (`super.init(frame: CGRect(x: 0,
    /// y: 0, w: SCREEN_WIDTH, h: 98))`, EZSwiftExtensions' labels, AI-swift-16's navigation
    /// view) is that size, as `self.frame = …` makes it: its bottom line at 97. A stack's margins
    /// given as `.init(top: 24, left: 20, bottom: 24, right: 20)` (AI-swift-05) are insets: its
    /// 48-tall button at 20, 24, 353 − 40 = 313 wide. Before, the view was drawn as tall as the
    /// screen (its line at 851) and the margins stayed UIKit's 8.
    @Test func aFrameHandedToUIKitsInitialiserAndImplicitInsets() throws {
        let text = """
        import UIKit
        import SnapKit
        final class NavigationView: UIView {
            let bottomLine = UIView()
            let stack: UIStackView = {
                let stack = UIStackView()
                stack.axis = .vertical
                stack.layoutMargins = .init(top: 24, left: 20, bottom: 24, right: 20)
                stack.isLayoutMarginsRelativeArrangement = true
                return stack
            }()
            let button = UIView()
            override init(frame: CGRect) {
                super.init(frame: CGRect(x: 0, y: 0, w: UIScreen.main.bounds.width, h: 98))
                addSubview(bottomLine)
                addSubview(stack)
                stack.addArrangedSubview(button)
                bottomLine.snp.makeConstraints { make in
                    make.leading.trailing.bottom.equalToSuperview()
                    make.height.equalTo(1)
                }
                stack.snp.makeConstraints { make in
                    make.top.leading.equalToSuperview()
                    make.width.equalTo(353)
                }
                button.snp.makeConstraints { make in
                    make.height.equalTo(48)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "NavigationView.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(r.root.frame.height == 98, "\(layout.warnings.map(\.message))")
        #expect(r.view(id: "bottomLine")?.frame == Rect(x: 0, y: 97, width: 393, height: 1))
        #expect(r.view(id: "button")?.frame == Rect(x: 20, y: 24, width: 313, height: 48))
    }

    /// Nothing times a number only the running app has (`CGFloat(selected) * indicator.frame.width`
    /// on the first tab, AF-swift-03's tab strip) is nothing: the indicator's leading offset is
    /// 0, so its chain is read (before, it was left out, the indicator's x undecided).
    @Test func zeroTimesARunTimeNumberIsZero() throws {
        let text = """
        import UIKit
        import SnapKit
        final class TabStrip: UIView {
            let indicator = UIView()
            private var selected = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(indicator)
                let offset = CGFloat(selected) * indicator.frame.width
                indicator.snp.makeConstraints { make in
                    make.top.bottom.equalToSuperview()
                    make.leading.equalToSuperview().offset(offset)
                    make.width.equalTo(80)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "TabStrip.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        #expect(r.view(id: "indicator")?.frame == Rect(x: 0, y: 0, width: 80, height: 852), "\(layout.warnings.map(\.message))")
        #expect(!layout.warnings.contains { $0.message.contains("indicator.frame.width") }, "\(layout.warnings.map(\.message))")
    }

    /// Code asks for the bar of the navigation or tab bar controller the app shows it in
    /// (`navigationController?.navigationBar.frame.maxY ?? 0`, `tabBarController?.tabBar.frame
    /// .height`): UIKit's standard bars on an iPhone 15 — a 44-point navigation bar under the
    /// 54-point status bar (bottom 98), a tab bar 49 over the 34-point home indicator (83) —
    /// said; no bar is drawn. Before, the navigation controller was taken as none (its bar's
    /// bottom fell back to 0) and the tab bar's height was "not defined in this file".
    @Test func theBarsOfTheControllersItIsShownInAreUIKitsStandardOnes() throws {
        let text = """
        import UIKit
        import SnapKit
        final class FeedViewController: UIViewController {
            let list = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(list)
                list.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(navigationController?.navigationBar.frame.maxY ?? 0)
                    make.leading.trailing.equalToSuperview()
                    make.bottom.equalToSuperview().offset(-(tabBarController?.tabBar.frame.height ?? 0))
                }
            }
        }
        """
        let layout = try ProgramReader.read(text, file: "FeedViewController.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono())
        // 98 down; 852 − 98 − 83 = 671 tall.
        #expect(r.view(id: "list")?.frame == Rect(x: 0, y: 98, width: 393, height: 671))
        let said = layout.warnings.map(\.message).joined(separator: "\n")
        #expect(said.contains("the navigation bar of the navigation controller it is shown in is 44 tall"), "\(said)")
        #expect(said.contains("the tab bar of the tab bar controller it is shown in is 83 tall"), "\(said)")
        #expect(!said.contains("fallback"), "\(said)")
    }

    /// An app's SnapKit helper that scales numbers and passes views on, as real apps write it:
    /// `other as? ConstraintConstantTarget` is nil for a view's attribute (Swift decides it by
    /// the value's type), and SnapKit's `equalTo(_:_:_:)` takes the caller's file and line after
    /// its target. Before, the attribute went down the number branch and the chain was left out.
    @Test func aConditionalCastIsDecidedByTheValuesKind() throws {
        let text = """
        import UIKit
        import SnapKit
        func fit(_ x: CGFloat) -> CGFloat { return x / 2 }
        extension ConstraintMakerRelatable {
            @discardableResult
            public func scaledEqualTo(_ other: ConstraintRelatableTarget, _ file: String = #file, _ line: UInt = #line) -> ConstraintMakerEditable {
                if let other = other as? ConstraintConstantTarget {
                    let value = CGFloat(other as! NSNumber)
                    return self.equalTo(fit(value), file, line)
                } else {
                    return self.equalTo(other, file, line)
                }
            }
        }
        final class PinView: UIView {
            let icon = UIView()
            let hint = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(icon)
                addSubview(hint)
                icon.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.width.height.scaledEqualTo(80)
                }
                hint.snp.makeConstraints { make in
                    make.top.scaledEqualTo(icon.snp.bottom)
                    make.left.equalToSuperview()
                    make.width.scaledEqualTo(200)
                    make.height.scaledEqualTo(20)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "PinView.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : [])
        #expect(!layout.warnings.contains { $0.message.contains("left out") }, "\(layout.warnings.map(\.message))")
        // 80 / 2 = 40 square at the corner; the hint under it (the attribute's branch), 100 × 10.
        #expect(r.view(id: "icon")?.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(r.view(id: "hint")?.frame == Rect(x: 0, y: 40, width: 100, height: 10))
    }

    /// The smallest positive CGFloat, written as Swift and Objective-C write it for "no height"
    /// (`CGFloat.leastNormalMagnitude`, `.leastNonzeroMagnitude`, `CGFLOAT_MIN`): a value, as good
    /// as 0 for a frame, not one left for the running app.
    @Test func theSmallestCGFloatIsAValue() throws {
        let text = """
        import UIKit
        import SnapKit
        final class Gap: UIView {
            let spacer = UIView()
            let filler = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(spacer)
                addSubview(filler)
                spacer.snp.makeConstraints { make in
                    make.top.left.right.equalToSuperview()
                    make.height.equalTo(CGFloat.leastNormalMagnitude)
                }
                filler.snp.makeConstraints { make in
                    make.top.equalTo(spacer.snp.bottom).offset(.leastNonzeroMagnitude)
                    make.left.right.equalToSuperview()
                    make.height.equalTo(30)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "Gap.swift", options: SourceOptions())
        #expect(!layout.warnings.contains { $0.message.contains("left out") }, "\(layout.warnings.map(\.message))")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        // The spacer and the offset are each 1.2 × 10⁻³⁸: the filler at the top, 30 tall.
        let filler = try #require(r.view(id: "filler")?.frame)
        #expect(filler.minY < 1e-30 && filler.minY > 0 && filler.width == 393 && filler.height == 30)
    }

    /// An app's overload of UIKit's method with a defaulted parameter, calling UIKit's inside it
    /// (`func addArrangedSubview(_ view: UIView, previousSpace: CGFloat = 0) { …
    /// addArrangedSubview(view) }`): the inner call is UIKit's, as Swift picks the overload that
    /// needs no defaults, so the views are arranged (before, it called itself until the calls
    /// nested too deep, and the views were never added).
    @Test func anOverloadCallingThePlatformsOwnMethodArrangesTheViews() throws {
        let text = """
        import UIKit
        import SnapKit
        public extension UIStackView {
            func addArrangedSubview(_ view: UIView, previousSpace: CGFloat = 0) {
                if let lastView = arrangedSubviews.last {
                    setCustomSpacing(previousSpace, after: lastView)
                }
                addArrangedSubview(view)
            }
        }
        final class Counts: UIView {
            let stack = UIStackView()
            let first = UIView()
            let second = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(stack)
                stack.axis = .horizontal
                stack.alignment = .top
                stack.snp.makeConstraints { $0.top.leading.equalToSuperview() }
                stack.addArrangedSubview(first)
                stack.addArrangedSubview(line())
                stack.addArrangedSubview(second, previousSpace: 10)
                first.snp.makeConstraints { $0.size.equalTo(40) }
                second.snp.makeConstraints { $0.size.equalTo(40) }
            }
            private func line() -> UIView {
                let rule = UIView()
                rule.snp.makeConstraints {
                    $0.width.equalTo(4)
                    $0.height.equalTo(40)
                }
                return rule
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "Counts.swift", options: SourceOptions())
        #expect(!layout.warnings.contains { $0.message.contains("never added") || $0.message.contains("nest") }, "\(layout.warnings.map(\.message))")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        // The 4-wide rule after the first; the second 10 after the rule (its custom spacing), at
        // 40 + 4 + 10 = 54. The extension's `lastView` names none of the caller's views: the
        // rule, whose helper's local gives way as its caller keeps it under no name, is `view`.
        #expect(r.view(id: "first")?.parentID == "stack" && r.view(id: "first")?.frame == Rect(x: 0, y: 0, width: 40, height: 40))
        #expect(r.view(id: "view")?.frame == Rect(x: 40, y: 0, width: 4, height: 40), "\(r.views.map(\.id))")
        #expect(r.view(id: "second")?.frame == Rect(x: 54, y: 0, width: 40, height: 40))
        #expect(r.view(id: "lastView") == nil, "\(r.views.map(\.id))")
    }

    /// An app's device constants kept in `static let` closures (`UIDevice.screenWidth` from
    /// `CGFloat.minimum(w, h)`; a gap whose closure assigns in a branch), first read inside a
    /// constraint block: each closure runs as its own code, not as the block's, so its assignment
    /// is read. The button is 393 − 40 = 353 wide, 40 above the bottom (at 762 on the screen).
    /// Before, `CGFloat.minimum` was a value for the running app (the width left out) and the
    /// assignment was "in a constraint block" and not read (the gap 10).
    @Test func aStaticClosureFirstReadInAConstraintBlockRunsAsItsOwnCode() throws {
        let text = """
        import UIKit
        import SnapKit
        extension UIDevice {
            static let screenWidth = { () -> CGFloat in
                let w = UIScreen.main.bounds.size.width
                let h = UIScreen.main.bounds.size.height
                return CGFloat.minimum(w, h)
            }()
            static let bottomGap = { () -> CGFloat in
                var b: CGFloat = 10
                if UIDevice.screenWidth > 320 {
                    b = 40
                }
                return b
            }()
        }
        final class Footer: UIView {
            let button = UIButton()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(button)
                button.snp.makeConstraints { make in
                    make.bottom.equalToSuperview().inset(UIDevice.bottomGap)
                    make.width.equalTo(UIDevice.screenWidth - 40)
                    make.centerX.equalToSuperview()
                    make.height.equalTo(50)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "Footer.swift", options: SourceOptions())
        #expect(!layout.warnings.contains { $0.message.contains("not read") || $0.message.contains("left out") }, "\(layout.warnings.map(\.message))")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        // (Its bottom 40 above the root's, whatever height the root is read at.)
        let button = try #require(r.view(id: "button")?.frame)
        #expect(button.minX == 20 && button.width == 353 && button.height == 50)
        #expect(button.minY + 50 == r.root.frame.height - 40, "\(button) in \(r.root.frame)")
    }

    /// A view made by its class's nib loader that no file here defines (`PadView
    /// .instantiateFromNib()`, a generic extension around `loadNibNamed`), inside a lazy
    /// property first read in another view's constraint block: a PadView, said, pinned 350 tall
    /// along the bottom ([0, 502, 393, 350]); the button above it at 502. Before, the loader's
    /// view was unknown, the property a second, empty PadView never added (0 × 0 at the top).
    @Test func aViewClassesNibLoaderMakesAViewOfThatClass() throws {
        let text = """
        import UIKit
        import SnapKit
        class PadView: UIView {
            static func instance() -> PadView {
                let view = PadView.instantiateFromNib()
                view.backgroundColor = .black
                return view
            }
        }
        class PayViewController: UIViewController {
            lazy var biometryButton: UIButton = {
                let button = UIButton()
                view.addSubview(button)
                button.snp.makeConstraints { make in
                    make.bottom.equalTo(pad.snp.top)
                    make.left.equalToSuperview().offset(20)
                    make.size.equalTo(44)
                }
                return button
            }()
            lazy var pad: PadView = {
                let v = PadView.instance()
                view.addSubview(v)
                v.snp.makeConstraints { make in
                    make.left.right.bottom.equalToSuperview()
                    make.height.equalTo(350)
                }
                return v
            }()
            override func viewDidLoad() {
                super.viewDidLoad()
                biometryButton.isHidden = false
            }
        }
        """
        var options = SourceOptions()
        options.className = "PayViewController"
        let layout = try ProgramReader.read(text, file: "PayViewController.swift", options: options)
        #expect(layout.warnings.contains { $0.message.contains("PadView.instantiateFromNib: a PadView as its nib makes it") }, "\(layout.warnings.map(\.message))")
        #expect(!layout.warnings.contains { $0.message.contains("never added") }, "\(layout.warnings.map(\.message))")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        #expect(r.view(id: "pad")?.frame == Rect(x: 0, y: 502, width: 393, height: 350), "\(r.views.map(\.id))")
        #expect(r.view(id: "biometryButton")?.frame == Rect(x: 20, y: 458, width: 44, height: 44))
    }

    /// The old Swift singleton keeps its instance in a struct declared inside its getter
    /// (`class var shared: Dimension { struct Static { static var instance = Dimension() };
    /// return Static.instance }`): the struct is known in that body, its static made once, so
    /// `Dimension.shared.normalMargin` is 16 (it was a value "known only at run time", and the
    /// chains using it were left out). Two such singletons' `Static`s are each their own.
    @Test func aSingletonsStaticInAStructDeclaredInItsGetter() throws {
        let text = """
        import UIKit
        import SnapKit
        class Dimension {
            class var shared: Dimension {
                struct Static {
                    static var instance = Dimension()
                }
                return Static.instance
            }
            var widthScale: CGFloat = 1.0
            private init() { widthScale = 2 }
            var normalMargin: CGFloat { return 8 * self.widthScale }
        }
        class Theme {
            class var shared: Theme {
                struct Static { static let instance = Theme() }
                return Static.instance
            }
            let rowHeight: CGFloat = 50
        }
        class SongCell: UICollectionViewCell {
            let cover = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(cover)
                Dimension.shared.widthScale = 3
                cover.snp.makeConstraints { make in
                    make.left.equalToSuperview().offset(Dimension.shared.normalMargin)
                    make.top.equalToSuperview()
                    make.size.equalTo(Theme.shared.rowHeight)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "SongCell.swift", options: SourceOptions())
        #expect(!layout.warnings.contains { $0.message.contains("run time") }, "\(layout.warnings.map(\.message))")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        // The one instance, whose scale the cell set to 3: 8 × 3.
        #expect(r.view(id: "cover")?.frame == Rect(x: 24, y: 0, width: 50, height: 50))
    }
}
