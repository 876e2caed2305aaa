/// What a view is, which decides how it is measured and drawn.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, label, image, scroll
}

import Synchronization

/// Counts installs across all trees; only the order within one tree matters, and within one
/// tree installs happen in program order.
private let nextInstallOrder = Atomic<Int>(0)

/// makeConstraints, updateConstraints, remakeConstraints.
public enum ConstraintOperation: String, Sendable { case make, update, remake }

/// A node of the view tree, the counterpart of UIView for layout purposes.
///
/// A view without constraints keeps its `frame` (in its superview's coordinates), as UIKit
/// does for views whose translatesAutoresizingMaskIntoConstraints is true.
public final class View {
    /// Unique within a tree; may contain dots (`self.redView`).
    public let id: String
    /// The debug name (Masonry's `mas_key`); defaults to the id.
    public var key: String
    /// Other names its code keeps it under: the local a property was given from
    /// (`UITableView *tableVIew = …; self.tableView = tableVIew;`), a second property.
    public var otherNames: [String] = []
    public let kind: ViewKind
    public var frame: Rect
    public var backgroundColor: Color?
    /// UIView.isHidden: an arranged subview of a stack view that is hidden takes no room in it
    /// (StackLayout). (The picture still draws hidden views where they are laid out.)
    public var isHidden = false
    /// A UIControl (a button, switch, slider, stepper, segmented control, text field, page
    /// control): something a finger taps, whose tap target `masrender audit` holds to 44 × 44.
    public var isControl = false
    /// UIView.clipsToBounds (or its layer's masksToBounds): what lies outside the frame is not
    /// drawn on a device, so a subview reaching past it is cut.
    public var clipsToBounds = false
    public var border: Border?
    /// UIView's layoutMargins (8 on each side by default), for the margin attributes.
    public var layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)

    /// A view controller's root view's margins, as UIKit gives them: the system minimum margins
    /// (`systemMinimumLayoutMargins`: none at the top and bottom, 16 points at the sides, 20 on
    /// screens 414 points wide or more) measured from the safe area (`insetsLayoutMarginsFromSafeArea`
    /// is on for a root view; "the default value of this property reflects the system minimum
    /// margins and safe area insets", UIView.layoutMargins' documentation). Measured on UIKit:
    /// on an iPhone 15 (393 × 852, safe area 59 and 34) a view pinned to the margins is at
    /// x 16, y 59, 361 wide (issue 31's oracle dumps, iOS 26.1 SDK).
    public static func viewControllerRootMargins(width: Double, safeArea: EdgeInsets) -> EdgeInsets {
        let side = width >= 414 ? 20.0 : 16.0
        return EdgeInsets(top: safeArea.top, left: safeArea.left + side, bottom: safeArea.bottom, right: safeArea.right + side)
    }
    /// For the root: the safe area's insets (its safe-area guide is the bounds inset by them).
    public var safeAreaInsets = EdgeInsets.zero
    /// For the root: device pixels per point of the screen it is on (UITraitCollection's
    /// displayScale). A label's intrinsic size is rounded up to a whole pixel of it, as UILabel
    /// rounds (1/3 pt on @3x: "Hello UIKit" in system 8 is 41.957 wide in CoreText and 42 as a
    /// label; 0123456789 is 50.453 and 50.667; openuikit's font_metrics_ios.json, iOS 26.1).
    public var displayScale = 1.0
    /// For the root: the text size chosen on the device (UITraitCollection's
    /// preferredContentSizeCategory), which sizes labels in a text style ("body").
    public var contentSizeCategory = ContentSizeCategory.large
    /// For the root: right-to-left makes leading the right edge and trailing the left.
    public var isRightToLeft = false
    /// Constraints made for this view (it is their first item), in the order made. A view
    /// with any keeps no fixed frame, as Masonry turns translatesAutoresizingMaskIntoConstraints off.
    public internal(set) var madeConstraints: [LayoutConstraint] = []
    public internal(set) var recordedMisuse: [ChainMisuse] = []
    /// For labels: what they say and how; measured through a `TextMeasuring`.
    public var label: LabelContent?
    /// For a UISegmentedControl: its segments' titles, which size it (SegmentedContent).
    public var segments: SegmentedContent?
    /// UIView's intrinsicContentSize; nil on an axis is UIViewNoIntrinsicMetric. Labels get
    /// theirs from their text instead.
    public var intrinsicContentSize = IntrinsicSize()
    /// UIView.alignmentRectInsets: constraints and the intrinsic size are of the alignment
    /// rectangle, and the frame is this much larger (a UISwitch's frame is 2 points wider on
    /// its right than what its constraints place).
    public var alignmentRectInsets = EdgeInsets.zero
    /// How strongly the view resists growing beyond its intrinsic size (UIKit's default 250).
    public var contentHugging = AxisPriority(horizontal: LayoutPriority.defaultLow, vertical: LayoutPriority.defaultLow)
    /// How strongly it resists shrinking below it (UIKit's default 750).
    public var compressionResistance = AxisPriority(horizontal: LayoutPriority.defaultHigh, vertical: LayoutPriority.defaultHigh)

    /// A UILayoutGuide (or NSLayoutGuide): a rectangle that takes part in the layout but draws
    /// nothing; pictures outline it faintly.
    public var isLayoutGuide = false
    /// For a UIStackView: how it lays out `arrangedSubviews` (see `stackConstraints()`).
    public var stack: StackLayout?
    /// A stack view's arranged subviews, in order (each is also a subview).
    public var arrangedSubviews: [View] = []
    /// Where the view sits when its constraints leave it free, held at `placeholderLevel`
    /// (priority 1), like Interface Builder's placeholder frame. The attributes only this decides are reported as assumed
    /// (SolvedView.assumed) rather than as ambiguous. For constraints read from a console log,
    /// where nothing gives the sizes the constraints leave open.
    public var placeholderFrame: Rect?
    /// Whether a width or height below 0 is refused (required), as UIKit's and AppKit's engines
    /// refuse it: a console log's conflict can rest on that alone (`width == -16`). Scenes and
    /// the DSL leave it off and draw a negative size as solved.
    public var requiresNonNegativeSize = false

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    public init(id: String, kind: ViewKind = .view, key: String? = nil, frame: Rect = .zero) {
        self.id = id
        self.key = key ?? id
        self.kind = kind
        self.frame = frame
    }

    /// Adds `view` on top of the existing subviews, taking it from its old superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// This view and all its descendants, depth first, each parent before its subviews and
    /// subviews back to front: the order in which they are drawn and reported.
    public var subtree: [View] {
        var result: [View] = []
        func visit(_ v: View) {
            result.append(v)
            v.subviews.forEach(visit)
        }
        visit(self)
        return result
    }

    /// Adds constraints made for this view (as `makeConstraints` does).
    public func install(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.installOrder = nextInstallOrder.add(1, ordering: .relaxed).newValue }
        madeConstraints += constraints
    }

    /// Installs the constraints one chain made for this view: `make` adds them; `update` changes
    /// the constant of the view's constraint with the same items, attributes, relation,
    /// multiplier and priority and adds the rest (SnapKit's update fails when nothing matches);
    /// `remake` is `make` after `uninstallAllConstraints()`, which the caller does once per block.
    /// Returns the constraints now in force for the chain (the updated ones where they matched).
    @discardableResult
    public func apply(_ made: [LayoutConstraint], as operation: ConstraintOperation, dialect: ChainDialect) throws(ChainMisuse) -> [LayoutConstraint] {
        // An update of a view without constraints makes them (SnapKit's updateConstraints calls
        // makeConstraints then; Masonry adds what matches nothing anyway).
        guard operation == .update, !madeConstraints.isEmpty else { install(made); return made }
        var result: [LayoutConstraint] = []
        for c in made {
            if let existing = madeConstraints.first(where: { $0.matches(c) }) {
                existing.constant = c.constant
                result.append(existing)
            } else if dialect == .snapkit {
                throw ChainMisuse("updateConstraints found no constraint to update for \(c.firstAttribute.rawValue) (SnapKit requires one)")
            } else {
                install([c])
                result.append(c)
            }
        }
        return result
    }

    /// Misuse found after a chain was installed (a kept constraint's multiplier changed, say);
    /// the next `layout()` reports it.
    func record(_ misuse: ChainMisuse) { recordedMisuse.append(misuse) }

    /// Removes this view's own constraints (as `remakeConstraints` does first).
    public func uninstallAllConstraints() { madeConstraints = [] }

    public func uninstall(_ constraint: LayoutConstraint) {
        madeConstraints.removeAll { $0 === constraint }
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var root: View {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }
}
