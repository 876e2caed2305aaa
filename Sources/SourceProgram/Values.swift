import Layout
import SourceSyntax

/// What an expression evaluates to while the set-up path runs. A value the file cannot know
/// (a model's field, a network answer) is `unknown`, carrying where it came from, so one message
/// can name each and the `--set` that gives it.
indirect enum Value {
    /// A number of a floating type (CGFloat, Double), or a literal whose type its use decides.
    case number(Double)
    /// A whole number of an integer type (Swift's `Int`, C's `int`, `NSInteger`, a count): it
    /// divides as integers do (`(Int(393) - 64) / 3` is 109). Kept as a Double, always integral.
    case integer(Double)
    case bool(Bool)
    case string(String)
    case size(Size)
    case point(Point)
    case rect(Rect)
    case insets(EdgeInsets)
    case color(Color)
    /// A font, as masrender names fonts (`system 15 semibold`, `body`).
    case font(String)
    /// `UIFontMetrics(forTextStyle: .body)`, `UIFontMetrics.default` (body): what scales a
    /// font or a number as its style grows at the text size drawn.
    case fontMetrics(TextStyle)
    /// An image by its asset name (`UIImage(named: "logo")`, `[UIImage imageNamed:@"logo"]`),
    /// sized from the project's asset catalog when it holds the name.
    case image(String)
    case view(ViewObject)
    /// A `UIButton.Configuration` (ButtonConfigurations.swift): a value, copied where it is kept.
    case buttonConfiguration(ButtonConfiguration)
    /// Swift's `AttributedString` or `AttributeContainer`, and the attributes a configuration's
    /// text transformer receives: a text and its font, as far as the code gives them.
    case attributedText(AttributedText)
    case array([Value])
    case closure(ClosureValue)
    /// An instance of a class the file declares (the drawn view controller, a model).
    case instance(Instance)
    /// A type's name used as a value (`UIColor`, `UIScreen`, `Metric`).
    case type(String)
    /// An enum case or option written as `.center`, `UIViewContentModeScaleAspectFill`.
    case symbol(String)
    /// Masonry's and SnapKit's parts: the maker a block receives, a chain being written, a
    /// view's attribute (`v.mas_top`, `v.snp.top`), `v.snp` itself, a kept constraint.
    case maker(MakerObject)
    case chain(ChainBuilder)
    case attribute(LayoutTarget, ChainAttribute)
    /// An attribute with arithmetic beside it (`snp.width * 0.5`, `icon.snp.bottom + 8`), for
    /// SnapKit's operators.
    case scaled(LayoutTarget, ChainAttribute, multiplier: Double, constant: Double)
    case snp(LayoutTarget)
    case guide(LayoutTarget)
    case constraint(KeptConstraint)
    case null
    case unknown(Unknown)

    var number: Double? {
        switch self {
        case .number(let n), .integer(let n): return n
        case .bool(let b): return b ? 1 : 0
        default: return nil
        }
    }

    var isUnknown: Bool { if case .unknown = self { return true } else { return false } }

    /// A number of either kind (not a Bool, which `number` also reads).
    var isNumeric: Bool { switch self { case .number, .integer: return true; default: return false } }

    /// A whole number of an integer type: C's and Swift's conversion to one drops the fraction.
    static func whole(_ n: Double) -> Value { n.isFinite ? .integer(n.rounded(.towardZero)) : .number(n) }

    /// The value where a floating number is meant (`CGFloat(n)`, a CGFloat declared, an offset).
    var floating: Value { if case .integer(let n) = self { return .number(n) } else { return self } }
}

/// Where an unknown value came from: the name as written, and its place.
struct Unknown {
    /// Where a value this reader cannot know comes from: the running app (the default), a name
    /// another file defines, or a `#define` of this file past a limit. Decisions ask this, never
    /// the words of `why`.
    enum Origin { case runTime, otherFile, thisFile }
    var name: String
    var range: SourceRange
    /// Why it is unknown, for the message (`a parameter the caller gives`, `not defined in this file`).
    var why: String
    var origin = Origin.runTime
    /// Made by a call of a function another file defines (`getLable(title:)`), and the local the
    /// code keeps it in (`let formTitle = getLable(title: "Contact us")`): when the code adds it
    /// as a view, that view is named after the local and its class guessed from either name.
    var madeBy: String?
    var local: String?
    /// The navigation or tab bar controller a controller is shown in (`self.navigationController`):
    /// unknown as an object, but its bar is the standard one when the code asks for it.
    var container: Container?
    enum Container { case navigation, tabBar }
    /// A drawn object's stored number property that nothing in the file gives a value: the app's
    /// to set, except while an Objective-C initialiser runs, when it is still alloc's zero.
    var unsetProperty = false
    /// A value the running app has or another file gives (not one this file defines past a limit).
    var isRunTime: Bool { origin != .thisFile }
}

/// A view or a layout guide a chain can name.
enum LayoutTarget {
    case view(ViewObject)
    case safeArea(ViewObject)
    case margins(ViewObject)
    case guide(ViewObject, String)

    var owner: ViewObject {
        switch self {
        case .view(let v), .safeArea(let v), .margins(let v), .guide(let v, _): return v
        }
    }
}

/// A closure or block with the scope it was written in.
final class ClosureValue {
    let closure: Closure
    let scope: Scope
    let selfValue: Value
    /// A local function's declaration (`func titleLabel(title:) -> UILabel` in a method).
    var declaredAt: SourceRange?
    /// How deep in constraint blocks it is written: it runs there, wherever it is called from (a
    /// `static let` closure first read inside a block is no part of the block).
    var constraintBlockDepth = 0
    init(closure: Closure, scope: Scope, selfValue: Value) { self.closure = closure; self.scope = scope; self.selfValue = selfValue }
}

/// A view made while the code runs. Its name is the first property it is kept in, else the
/// first variable; Layout's views are made from these at the end, with those names.
final class ViewObject {
    var className: String
    var name: String?
    /// An own view's `didMoveToSuperview` and `didMoveToWindow`, waiting while nothing has added
    /// the view: run when something does (`if superview != nil { … }` then holds).
    var runWhenAdded: [FunctionDecl] = []
    /// The class of the view controller whose root view this is, for a child's view the code
    /// adds (`characterVC.view`); nil for any other view.
    var childControllerClass: String?
    /// Named by a property (names from locals give way to it).
    var namedByProperty = false
    /// Named by a type's static that keeps it (`static let sharedLogView = CHLogView()`): the
    /// name is that file's, which does not make the view this file's own.
    var namedByStatic = false
    /// The names it had before (a local that gave way to a property) and other properties it is
    /// kept in: View.otherNames.
    var otherNames: [String] = []
    /// How deep the calls were when a local named it: a helper's local (`UILabel *label = …;
    /// return label;`) gives way to the name its caller keeps it under.
    var namedAtDepth = 0
    /// The local a helper kept it in before returning it (`let saveButton = UIButton(); …;
    /// return saveButton` in a builder's `buildSaveSnapshotButton(parent:)`): another name for it
    /// when no other view was returned from a local so named, so the helper's file names it too.
    var helperLocalName: String?
    let made: SourceRange
    var subviews: [ViewObject] = []
    weak var superview: ViewObject?
    var arranged: [ViewObject] = []
    /// A stack view's `setCustomSpacing(_:after:)`: the spacing after an arranged view.
    var customSpacingAfter: [(view: ViewObject, spacing: Double)] = []
    var text: String?
    var font: String?
    var textColor: Color?
    var numberOfLines: Int?
    var textAlignment: TextAlignment?
    /// A text view with `isScrollEnabled = false`, which has its text's size.
    var scrollDisabled = false
    var preferredMaxLayoutWidth: Double?
    /// UIActivityIndicatorView's large style; UIPageControl's number of pages (their sizes).
    var largeIndicator = false
    var pageCount: Int?
    var backgroundColor: Color?
    var frame: Rect?
    /// Given a frame from values only the running app knows (`initWithFrame:` an owner's
    /// rect), or sized by UIKit in a way not read here (`sizeToFit`): its frame before any
    /// layout is not CGRectZero then (Interpreter.frameBeforeLayout).
    var frameUnknown = false
    /// Made by the code's own initialiser call (`[UIView new]`, `UIView()`, `initWithFrame:`),
    /// not by a nib, another file or a loader this reader does not follow.
    var madeByInitialiser = false
    /// A frame the code gave it with a size (not `CGRectZero`): where it stands without constraints.
    var hasSizedFrame: Bool { frame.map { $0.width > 0 && $0.height > 0 } == true }
    var hidden = false
    /// UIView's `tag`, 0 unless set.
    var tag = 0
    /// Given a tag only the running app knows (`view.tag = model.id`): a search by tag cannot
    /// say it is not there.
    var tagUnknown = false
    /// The other UIKit properties the code set, by name, as it set them (read back by later code).
    var settings: [String: Value] = [:]
    /// clipsToBounds, or its layer's masksToBounds.
    var clips = false
    var stackAxisVertical: Bool?
    var stackSpacing: Double?
    var stackAlignment: String?
    var stackDistribution: String?
    /// Set by the program's own layout: the root and the views UIKit makes (a cell's content view).
    var isRoot = false
    /// A table's `tableHeaderView` or `tableFooterView`: the table places it (TableHeaders).
    var tableSlot: (table: ViewObject, isFooter: Bool)?
    /// Made elsewhere: a view the file uses but never makes (Interpreter.implicitView).
    var isImplicit = false
    /// Made in a loop: the loop and its pass (0, 1, …), which name it.
    var madeInLoop: SourceRange?
    var madeInPass: Int?
    /// A UILayoutGuide added with `addLayoutGuide`: laid out, never drawn.
    var isGuide = false
    /// A text field with a rounded-rect border (`borderStyle = .roundedRect`).
    var roundedBorder = false
    /// `setContentHuggingPriority`/`setContentCompressionResistancePriority`, per axis (vertical: true).
    var hugging: [Bool: Double] = [:]
    var resistance: [Bool: Double] = [:]
    /// `layoutMargins`, `directionalLayoutMargins` as set.
    var margins: EdgeInsets?
    /// A button's `contentEdgeInsets` as set: around its title instead of UIKit's 6 above and below.
    var contentEdgeInsets: EdgeInsets?
    /// `insetsLayoutMarginsFromSafeArea` and a view controller's
    /// `viewRespectsSystemMinimumLayoutMargins` (both true unless the code says otherwise).
    var marginsFromSafeArea = true
    var respectsSystemMinimumMargins = true
    /// A view of the app's own class drawn as itself (OwnViewClasses): its object, whose
    /// properties and methods the code using the view reaches.
    var instance: Instance?
    /// The UIKit class it is, as its own class's superclasses end (`RoundField: UITextField` is a
    /// text field, `AvatarView: UIImageView` an image view), else its class's name, whose ending
    /// then says it (`XXTextField` from a base class in an unread file).
    var uikitClassName: String {
        if let base = instance?.type.lineage.last?.superclass, base.hasPrefix("UI") { return base }
        return className
    }
    /// The own view whose code named this one (`header.titleLabel`).
    weak var nameOwner: ViewObject?
    /// What its own class's `intrinsicContentSize` returns.
    var ownIntrinsicSize: IntrinsicSize?
    /// Its class's `alignmentRectInsets` override, where it returns numbers.
    var ownAlignmentInsets: EdgeInsets?
    /// The asset an image view shows, or a button shows for its normal state.
    var imageName: String?
    /// A segmented control's segments' titles, nil where a segment shows an image
    /// (`UISegmentedControl(items:)`, `insertSegment(withTitle:at:animated:)`).
    var segmentTitles: [String?]?
    /// A button's `UIButton.Configuration` (`button.configuration = config`, `UIButton(configuration:)`).
    var configuration: ButtonConfiguration?

    init(className: String, made: SourceRange) { self.className = className; self.made = made }

    func addSubview(_ v: ViewObject) {
        // A view added into itself or one of its own subviews: UIKit raises an exception and
        // leaves the hierarchy as it was, so it stays as it was here too.
        var ancestor: ViewObject? = self
        while let a = ancestor {
            if a === v { return }
            ancestor = a.superview
        }
        if let old = v.superview { old.subviews.removeAll { $0 === v } }
        v.superview = self
        subviews.append(v)
    }

    /// The view itself or the first of its subviews, depth first, that matches (UIView's
    /// `viewWithTag:` order), without recursion: a hierarchy may be thousands deep.
    func firstInTree(where matches: (ViewObject) -> Bool) -> ViewObject? {
        var stack: [ViewObject] = [self]
        while let v = stack.popLast() {
            if matches(v) { return v }
            stack.append(contentsOf: v.subviews.reversed())
        }
        return nil
    }
}

/// An object of one of the file's classes: its stored properties by name (Objective-C's by their
/// ivar, `_title`), and the view it is (a view or cell) or has (a view controller's `view`).
final class Instance {
    let type: ClassInfo
    var properties: [String: Value] = [:]
    var view: ViewObject?
    /// Swift `lazy var`s not yet run.
    var pendingLazy: [String: PropertyDecl] = [:]
    /// The object of a view of the app's own class inside the drawing, not the drawn one.
    var isOwnView = false
    /// A view controller's children, in the order `addChildViewController:` / `addChild(_:)`
    /// gave them (`self.childViewControllers[i]`, `children.first`).
    var children: [Value] = []
    init(type: ClassInfo) { self.type = type }
}

/// Lexical scope: locals, with the scope around it.
final class Scope {
    var values: [String: Value] = [:]
    let parent: Scope?
    init(parent: Scope?) { self.parent = parent }

    func lookup(_ name: String) -> Value? {
        var s: Scope? = self
        while let scope = s {
            if let v = scope.values[name] { return v }
            s = scope.parent
        }
        return nil
    }

    /// Sets an existing variable where it lives; false when none has the name.
    func assign(_ name: String, _ value: Value) -> Bool {
        var s: Scope? = self
        while let scope = s {
            if scope.values[name] != nil { scope.values[name] = value; return true }
            s = scope.parent
        }
        return false
    }
}
