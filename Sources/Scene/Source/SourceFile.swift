import Layout


/// Something in a source file that was not read, or read with a guess: one line each, with
/// where it is and why.
public struct SourceWarning: Sendable, Equatable, CustomStringConvertible {
    public var location: SourceLocation
    public var message: String
    /// The list of lines that change no frame: said, but no reason for `--strict` to fail
    /// (every real file wires up delegates and actions).
    public var changesNoFrame = false
    /// The file it is in when that is not the file read: a header or a module's file read with it
    /// (its path in the project).
    public var file: String?
    public init(_ location: SourceLocation, _ message: String, file: String? = nil) {
        self.location = location; self.message = message; self.file = file
    }
    public var description: String { "\(file.map { $0 + ":" } ?? "")\(location): \(message)" }
    /// `FILE:LINE:COL`, `read` naming the file read.
    public func place(reading read: String) -> String { "\(file ?? read):\(location)" }
}

/// How a source file is laid out: the screen, the class to draw, values known only at run time.
public struct SourceOptions: Sendable {
    /// The root's size: the device's screen (a view controller's view, a full-screen view) or
    /// `--size` (a cell: its width, and its height fitted unless given).
    public var width: Double = 393
    public var height: Double? = 852
    /// Whether `height` was asked for (`--size WxH`); a cell's height is otherwise fitted.
    public var explicitHeight = false
    /// Whether the root's size was asked for (`--size`): no other file is asked for it then.
    public var sizeAsked = false
    /// A table's owner sizes its rows in code this reader could not decide (a
    /// `heightForRowAt` that depends on the data): the row is not self-sized then, so a cell's
    /// empty content view does not make it the standard 44.
    public var rowsSizedByOwnerCode = false
    public var safeArea = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
    /// The device's pixels per point, for `1 / UIScreen.main.scale` hairlines.
    public var scale: Double = 3
    /// The Dynamic Type text size (--text-size): sizes text styles and UIFontMetrics' scaled
    /// values, and decides conditions on it (the device's, where conditions look).
    public var contentSizeCategory: ContentSizeCategory {
        get { device.contentSizeCategory }
        set { device.contentSizeCategory = newValue }
    }
    /// The class to draw when the file holds several (`--class`).
    public var className: String?
    /// A class whose instances' initialisers and arguments are kept (SourceLayout.constructions):
    /// an owner read for the class another file draws.
    public var constructionsOf: String?
    /// The function or method to draw when a file holds a layout in each (a test file).
    public var function: String?
    /// Values the code computes at run time, by name (`--set buttonSize.width=100`).
    public var values: [String: Double] = [:]
    /// 0: the set-up (initialisers, viewDidLoad and what they call); n: after the n-th method
    /// that nothing at set-up calls (see SourceLayout.stateNames); nil: the set-up, or when it
    /// makes no constraints, after the first such method that does (said; a cell configured by
    /// `setModel:`, a view laid out by a `setupUI()` its owner calls).
    public var state: Int?
    /// Other files whose `#define`s and constants the code uses (a prefix header, a
    /// Constants.h or Metrics.swift): name and text (`--include`).
    public var includes: [(name: String, text: String)] = []
    /// The project's images, colours and strings (ProjectAssets), found by name.
    public var assets = ProjectAssets()
    /// Where a place in the code stands in the file that holds it, when the code is part of
    /// another file (a scene's "code"); nil: the code is the file.
    public var placeInFile: (@Sendable (SourceLocation) -> SourceLocation)?
    /// Values only the app knows are given in the scene's "constants", not with `--set`.
    public var valuesInScene = false
    /// How the reader's advice names what gives a value, a step, a size (SourceHints).
    public var hints: SourceHints { valuesInScene ? .sceneCode : .commandLine }
    /// The most views the file may make (`SceneLimits.views`).
    public var maxViews = SceneLimits().views
    /// The device drawn, for the conditions only a device decides (`Is_iPhoneX`).
    public var device = SourceDevice()
    /// The folder of the file's project (where `includes` and `assets` came from), in which the
    /// files that make the drawn class are looked for; nil when the file is read alone.
    public var projectRoot: String?
    /// The size the app's other code gives a view the file draws (its owner's constraints on the
    /// instance it makes): the root is drawn at it, the screen stays the device's.
    public var givenSize: GivenSize?
    /// A view controller's view as its storyboard or nib stores it (`<rect key="frame">` of the
    /// scene's view, Xcode's design device): what `view.bounds` reads while it loads
    /// (`viewDidLoad`), before UIKit sizes it to the screen. Nil: one the code makes is the
    /// screen's from the start, as `loadView` makes it.
    public var loadedRootSize: GivenSize?
    /// For outlets whose views the class's storyboard scene or nib holds inside another
    /// outlet's view, that outlet (OutletPlaces): `doneButton` → `backView`.
    public var outletParents: [String: String] = [:]
    /// The document `outletParents` comes from, as the project names it.
    public var outletDocument = ""
    /// The text, font and lines that document gives outlets' labels, buttons and fields, which
    /// the nib sets before any of the file's code runs.
    public var outletContents: [String: OutletContent] = [:]
    public init() {}
}

/// A root's size as another file of the app gives it, with the safe area the instance has there
/// and words naming what gave it (`BaseViewController.swift gives navigationBar`).
public struct GivenSize: Sendable, Equatable {
    public var size: Size
    public var safeArea: EdgeInsets
    public var by: String
    /// The initialiser the owner makes the instance with and its arguments, where it gives one
    /// (`[[CoordinateView alloc] initWithArrowSize:3]`): the drawn file runs it with them.
    public var initialiser: GivenInitialiser?
    /// What the owner sets on the instance after making it (`$0.menu = ["Friends", "Suggested"]`,
    /// `header.titles = @[…]`): the drawn file sets it after its initialiser, as the app does.
    public var settings: [GivenSetting]
    /// The drawn class's own methods the owner calls on the instance after making it, with the
    /// values it passes (`[_phoneView setupViewWithLeftImage:… btnType:MyBtnTypeDefault]`): the
    /// drawn file runs them after those settings, as the app does.
    public var calls: [GivenInitialiser]
    /// Only the width is the owner's (a view inset 16 in a cell whose height its own constraints
    /// decide): the height is decided as if no file gave one, `size.height` being the screen's.
    public var widthOnly: Bool
    public init(size: Size, safeArea: EdgeInsets, by: String, initialiser: GivenInitialiser? = nil, settings: [GivenSetting] = [],
                calls: [GivenInitialiser] = [], widthOnly: Bool = false) {
        self.size = size; self.safeArea = safeArea; self.by = by; self.initialiser = initialiser; self.settings = settings
        self.calls = calls; self.widthOnly = widthOnly
    }
}

/// A property of the drawn class another file of the app sets on the instance it makes, and
/// the value it sets.
public struct GivenSetting: Sendable, Equatable {
    public var name: String
    public var value: GivenValue
    public init(name: String, value: GivenValue) { self.name = name; self.value = value }
}

/// How another file of the app makes an instance of the drawn class: the initialiser, named as
/// Objective-C's selector spells it (`initWithArrowSize:`, Swift's `init(arrowSize:)` too), and
/// the values it passes, nil where that file does not know one (a model's).
public struct GivenInitialiser: Sendable, Equatable {
    public var key: String
    public var arguments: [GivenValue?]
    public init(key: String, arguments: [GivenValue?]) { self.key = key; self.arguments = arguments }
}

/// A value one file of the app passes another: a number, a text, a flag, or a list of them.
public indirect enum GivenValue: Sendable, Equatable {
    case number(Double)
    case integer(Double)
    case string(String)
    case bool(Bool)
    /// An enum case or option as written (`.search`, `TabbarTypeSearch`).
    case symbol(String)
    case array([GivenValue])
}

/// What a file's device checks ask of the device drawn: its name, and whether its screen has
/// a notch or island (a top safe area deeper than the 20-point status bar).
public struct SourceDevice: Sendable, Equatable {
    public var name = "iPhone 15"
    public var hasNotch = true
    /// The text size chosen on it (Dynamic Type).
    public var contentSizeCategory = ContentSizeCategory.large
    public init(name: String = "iPhone 15", hasNotch: Bool = true) { self.name = name; self.hasNotch = hasNotch }
}

/// One class of a source file (or the whole file when it declares none) and what its root is.
public struct SourceClass: Sendable, Equatable {
    public enum Kind: String, Sendable { case view, viewController, cell }
    public var name: String?
    public var superclass: String?
    public var kind: Kind
    /// The UIKit class its superclasses end in (`UICollectionViewCell` for `FeedCell: BaseCell`),
    /// where the file or its project shows it.
    public var uikitBase: String?

    public init(name: String?, superclass: String?, kind: Kind, uikitBase: String? = nil) {
        self.name = name; self.superclass = superclass; self.kind = kind; self.uikitBase = uikitBase
    }

    /// A collection view's cell or supplementary view: its size is the collection view layout's
    /// (no standard row height).
    public var isCollectionItem: Bool { (uikitBase ?? superclass ?? "").hasPrefix("UICollection") }

    /// A view a list shows in its sections' headers or footers rather than as a row or item: a
    /// collection's reusable view that is not a cell, a table's header-footer view.
    public var isSupplementary: Bool {
        let base = uikitBase ?? superclass ?? ""
        return base.hasSuffix("CollectionReusableView") || base.hasSuffix("HeaderFooterView")
    }
}

/// What reads Objective-C or Swift code into a view tree (SourceProgram's ProgramReader): a
/// scene's "code" is read by it, so the scene module need not know how code is read.
public protocol SourceCodeReader: Sendable {
    func read(_ text: String, file: String, language: SourceLanguage, options: SourceOptions,
              measuring measurer: (any TextMeasuring)?) throws(SceneError) -> SourceLayout
}

/// A source file read into a view tree.
public struct SourceLayout {
    public let root: View
    public var warnings: [SourceWarning]
    /// The class drawn, and the others in the file that set up constraints too.
    public let drawn: SourceClass
    public let others: [String]
    /// In a test file, the test drawn (`--function`) and the others with constraint calls.
    public let drawnFunction: String?
    public let otherFunctions: [String]
    /// "0" for the set-up, then each later method with constraint calls, by name: the states
    /// `--all-steps` draws.
    public let stateNames: [String]
    /// The state drawn (the one asked for, or the one chosen when none was).
    public let state: Int
    /// Whether the root's height comes from its content (a cell without `--size` height).
    public let fitsHeight: Bool
    /// A bar or a header fitted to its content (DrawnBar): when its content gives it no height,
    /// it is drawn as tall as the screen, as before.
    public var fitsAsBar = false
    /// A table cell drawn as the standard row because its views are on the cell itself, which
    /// self-sizing does not measure (ProgramReader): its owner's code may size the row instead.
    public var standardRowForEmptyContentView = false
    /// A view controller's code reads its view's frame or bounds while it loads (`viewDidLoad`):
    /// a storyboard's controller reads the size the storyboard stores then (SourceOptions.loadedRootSize).
    public var readsRootFrameWhileLoading = false
    /// The views the class's outlets name (`@IBOutlet`, `IBOutlet`), which a nib or storyboard makes.
    public var outletNames: [String] = []
    /// A cell's row height as its class gives it (`+ (CGFloat)cellHeight`), and where: its height
    /// when its content gives it none, as the app's table gives it that.
    public var rowHeight: (height: Double, from: String)?
    /// What the layout took from the project's other files, in the order first used.
    public var fromProject: [ProjectDefinition] = []
    /// The class each view was made as (`navigationBar` → `CustomNavigationBar`), by view id: how
    /// an owner's layout shows the size it gives an instance of the class another file draws.
    public var classNames: [String: String] = [:]
    /// How the code made each instance of SourceOptions.constructionsOf, in the order made.
    public var constructions: [GivenInitialiser] = []
    /// The frame each of those instances was made with, where its initialiser takes a known one
    /// or the code sets one on it after making it.
    public var framesOfConstructions: [Rect?] = []
    /// The methods run after the set-up because they make such an instance where the set-up
    /// makes none (an alert an action builds), by name.
    public var makersOfConstructionsRun: [String] = []
    /// What the code sets on those instances after making them (their class's own properties),
    /// when it sets every instance alike; else none.
    public var settingsOfConstructions: [GivenSetting] = []
    /// The class's own methods the code calls on every one of those instances, each argument
    /// where every call passes the same value (nil where they differ or the code does not know it).
    public var callsOfConstructions: [GivenInitialiser] = []

    public init(root: View, warnings: [SourceWarning], drawn: SourceClass, others: [String], drawnFunction: String?,
                otherFunctions: [String], stateNames: [String], state: Int, fitsHeight: Bool, fitsAsBar: Bool = false) {
        self.root = root; self.warnings = warnings; self.drawn = drawn; self.others = others; self.drawnFunction = drawnFunction
        self.otherFunctions = otherFunctions; self.stateNames = stateNames; self.state = state; self.fitsHeight = fitsHeight
        self.fitsAsBar = fitsAsBar
    }
}
