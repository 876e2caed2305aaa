import Cassowary

/// One view of a solved layout.
public struct SolvedView: Sendable {
    public let id: String
    public let key: String
    /// View.otherNames.
    public var otherNames: [String] = []
    public let kind: ViewKind
    /// nil for the root.
    public let parentID: String?
    /// In the superview's coordinates.
    public let frame: Rect
    /// In the root's coordinates.
    public let absoluteFrame: Rect
    public let backgroundColor: Color?
    public let border: Border?
    /// Nesting depth: 0 for the root.
    public let depth: Int
    /// Which of x, y, width, height could change without making the layout worse.
    public let ambiguous: [String]
    /// For each ambiguous attribute, the values (in the superview's coordinates) it could take
    /// at the optimum; nil bounds are unbounded. Empty when too many views are ambiguous to
    /// measure every range.
    public let freeRanges: [FreeRange]
    public let layoutMargins: EdgeInsets
    public let safeAreaInsets: EdgeInsets
    /// For labels: the text as laid out.
    public let label: LabelContent?
    /// For labels: where the baselines lie relative to the frame's vertical centre (UILabel
    /// centres its text vertically).
    public let baselines: TextBaselines?
    /// For scroll views: the size of the content the constraints define.
    public let contentSize: Size?
    /// Which of x, y, width, height no constraint decides, so the view's placeholder frame
    /// did (see View.placeholderFrame): drawn as assumed, not as ambiguous.
    public var assumed: [String] = []
    /// A layout guide rather than a view.
    public var isLayoutGuide = false
    /// For a label whose frame is smaller than its text: the size the whole text needs
    /// (UILabel shows it cut off, ending the last line it has room for with "…"); else nil.
    public var textCutOff: Size? = nil
    /// View.isHidden, isControl and clipsToBounds, as the view had them.
    public var isHidden = false
    public var isControl = false
    public var clipsToBounds = false
}

/// A label's first and last baselines, measured from the middle of its frame.
public struct TextBaselines: Sendable, Equatable {
    public var first: Double
    public var last: Double
    public init(first: Double, last: Double) { self.first = first; self.last = last }
}

/// How far an ambiguous attribute of a view could move without the layout getting worse.
public struct FreeRange: Sendable, Equatable {
    /// x, y, width or height.
    public let attribute: String
    public let lower: Double?
    public let upper: Double?
    public init(attribute: String, lower: Double?, upper: Double?) {
        self.attribute = attribute; self.lower = lower; self.upper = upper
    }
}

/// A constraint as solved: the equation, where it is installed, and how it fared.
public struct SolvedConstraint: Sendable {
    public enum State: Equatable, Sendable {
        case satisfied
        case unmet(error: Double)
        case broken
    }
    public let index: Int
    public let installedOn: String
    public let firstView: String
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    /// The second item's view id (`<root id>.safeArea` for the safe-area guide); nil for a constant.
    public let secondView: String?
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    public let constant: Double
    public let priority: Double
    public let key: String?
    /// In Masonry's format (SnapKit's for SnapKit chains).
    public let description: String
    /// Where the chain was written, when known (`scene.json:12:9`).
    public let source: String?
    public let state: State
    /// "UIKit"/"AppKit" when the framework made it (LayoutConstraint.systemOrigin).
    public var systemOrigin: String?
    /// The solved value of the first side, and of `multiplier · second + constant`.
    public let actual: Double
    public let wanted: Double
}

/// A required constraint that could not hold with those installed before it.
public struct Conflict: Sendable, Equatable {
    public let broken: Int
    /// A minimal conflicting set of constraint indices, the broken one included, ascending.
    public let set: [Int]
    /// The root's fixed size is part of the set (the constraints conflict with the canvas).
    public var involvesRootSize = false
    public init(broken: Int, set: [Int], involvesRootSize: Bool = false) {
        self.broken = broken; self.set = set; self.involvesRootSize = involvesRootSize
    }
}

/// The solved state of a view tree: every view's frame in drawing order (root first), every
/// constraint in document order with its state, and the conflicts.
public struct LayoutResult: Sendable {
    public let views: [SolvedView]
    public let constraints: [SolvedConstraint]
    public let conflicts: [Conflict]
    /// Whether leading/trailing were resolved right to left.
    public let isRightToLeft: Bool

    /// Where each id is in `views` (the first, should ids repeat), for lookups in big trees.
    private let positions: [String: Int]

    public init(views: [SolvedView], constraints: [SolvedConstraint] = [], conflicts: [Conflict] = [], isRightToLeft: Bool = false) {
        self.views = views; self.constraints = constraints; self.conflicts = conflicts; self.isRightToLeft = isRightToLeft
        var positions: [String: Int] = [:]
        for (i, v) in views.enumerated() where positions[v.id] == nil { positions[v.id] = i }
        self.positions = positions
    }

    public var root: SolvedView { views[0] }

    public func view(id: String) -> SolvedView? { positions[id].map { views[$0] } }
}

public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    case noCommonSuperview(String)
    case invalidNumber(String)
    /// A chain misused after it was installed (see `View.record`).
    case misuse(String)
    case noTextMeasurer(String)
    public var description: String {
        switch self {
        case .noCommonSuperview(let d): return "no common superview: \(d)"
        case .invalidNumber(let d), .misuse(let d), .noTextMeasurer(let d): return d
        }
    }
}
