import Cassowary

/// One view of a solved layout.
public struct SolvedView: Sendable {
    public let id: String
    public let key: String
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
}

/// How far an ambiguous attribute of a view could move without the layout getting worse.
public struct FreeRange: Sendable, Equatable {
    /// x, y, width or height.
    public let attribute: String
    public let lower: Double?
    public let upper: Double?
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
    /// The solved value of the first side, and of `multiplier · second + constant`.
    public let actual: Double
    public let wanted: Double
}

/// A required constraint that could not hold with those installed before it.
public struct Conflict: Sendable, Equatable {
    public let broken: Int
    /// A minimal conflicting set of constraint indices, the broken one included, ascending.
    public let set: [Int]
    public init(broken: Int, set: [Int]) { self.broken = broken; self.set = set }
}

/// The solved state of a view tree: every view's frame in drawing order (root first), every
/// constraint in document order with its state, and the conflicts.
public struct LayoutResult: Sendable {
    public let views: [SolvedView]
    public let constraints: [SolvedConstraint]
    public let conflicts: [Conflict]
    /// Whether leading/trailing were resolved right to left.
    public let isRightToLeft: Bool

    public init(views: [SolvedView], constraints: [SolvedConstraint] = [], conflicts: [Conflict] = [], isRightToLeft: Bool = false) {
        self.views = views; self.constraints = constraints; self.conflicts = conflicts; self.isRightToLeft = isRightToLeft
    }

    public var root: SolvedView { views[0] }

    public func view(id: String) -> SolvedView? { views.first { $0.id == id } }
}

public enum LayoutError: Error, Equatable, Sendable, CustomStringConvertible {
    case noCommonSuperview(String)
    case invalidNumber(String)
    /// A chain misused after it was installed (see `View.record`).
    case misuse(String)
    public var description: String {
        switch self {
        case .noCommonSuperview(let d): return "no common superview: \(d)"
        case .invalidNumber(let d), .misuse(let d): return d
        }
    }
}

extension View {
    /// Solves the tree rooted at this view: views with constraints are placed by them (their
    /// frames as Auto Layout solves them), views without keep their `frame`.
    public func layout(direction: Bool? = nil) throws -> LayoutResult {
        try LayoutSolver(root: self).solve()
    }
}

/// Turns a view tree into solver variables and equations, and the solution back into frames.
struct LayoutSolver {
    let root: View
    let solver = Solver()
    let views: [View]
    /// left, top, width, height of each view in its superview's coordinates.
    var variables: [ObjectIdentifier: (left: Variable, top: Variable, width: Variable, height: Variable)] = [:]

    init(root: View) {
        self.root = root
        views = root.subtree
        for v in views {
            variables[ObjectIdentifier(v)] = (solver.makeVariable("\(v.id).left"), solver.makeVariable("\(v.id).top"),
                                              solver.makeVariable("\(v.id).width"), solver.makeVariable("\(v.id).height"))
        }
    }

    func vars(_ v: View) -> (left: Variable, top: Variable, width: Variable, height: Variable) { variables[ObjectIdentifier(v)]! }

    /// The view's origin in the coordinates of its ancestor `space` (0 when it is `space`).
    func origin(_ v: View, in space: View) -> (x: Expression, y: Expression) {
        var x = Expression(), y = Expression()
        var u = v
        while u !== space, let parent = u.superview {
            x = x + vars(u).left
            y = y + vars(u).top
            u = parent
        }
        return (x, y)
    }

    /// An attribute of an item as an expression in the coordinates of `space`.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in space: View) -> Expression {
        let v = item.view
        var (x, y) = origin(v, in: space)
        var w = Expression(vars(v).width), h = Expression(vars(v).height)
        var margins = v.layoutMargins
        if case .safeArea = item {
            let s = v.safeAreaInsets
            x = x + s.left; y = y + s.top
            w = w - (s.left + s.right); h = h - (s.top + s.bottom)
            margins = .zero
        }
        return attributeValue(attribute, x: x, y: y, w: w, h: h, margins: margins, rightToLeft: root.isRightToLeft)
    }

    func evaluate(_ e: Expression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    func solve() throws -> LayoutResult {
        if let misuse = views.lazy.compactMap({ $0.recordedMisuse.first }).first { throw LayoutError.misuse(misuse.message) }
        var fixed: [Constraint] = []
        let r = vars(root)
        fixed += [r.left == 0.0, r.top == 0.0, r.width == root.frame.width, r.height == root.frame.height]
        var installed: [LayoutConstraint] = []
        for v in views where v !== root {
            if v.madeConstraints.isEmpty {
                let f = v.frame, x = vars(v)
                fixed += [x.left == f.minX, x.top == f.minY, x.width == f.width, x.height == f.height]
            } else {
                installed += v.madeConstraints
            }
        }
        var equations: [Constraint] = []
        var sides: [(Expression, Expression)] = []
        for c in installed {
            guard let space = c.installedView else {
                throw LayoutError.noCommonSuperview(c.masonryDescription)
            }
            let first = expression(.view(c.firstView), c.firstAttribute, in: c.second == nil ? c.firstView : space)
            var rhs = Expression(constant: c.constant)
            if let second = c.second, let attribute = c.secondAttribute {
                rhs = c.multiplier * expression(second, attribute, in: space) + c.constant
            }
            let relation: Relation = c.relation == .equal ? .equal : c.relation == .greaterThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            equations.append(Constraint(first - rhs, relation, priority: Priority(c.priority)))
            sides.append((first, rhs))
        }
        do {
            try solver.add(fixed)
        } catch {
            throw LayoutError.invalidNumber("a frame holds an invalid number: \(error)")
        }
        let ids: [ConstraintID]
        do { ids = try solver.add(equations) } catch { throw LayoutError.invalidNumber("a constraint holds an invalid number: \(error)") }
        solver.solve()

        var solvedConstraints: [SolvedConstraint] = []
        var conflicts: [Conflict] = []
        let indexOf = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        for (i, c) in installed.enumerated() {
            let state: SolvedConstraint.State
            switch solver.state(of: ids[i]) {
            case .satisfied: state = .satisfied
            case .unmet(let e): state = .unmet(error: e)
            case .broken(let set):
                state = .broken
                // Frames of fixed views are part of the solver's set but not constraints of the user.
                conflicts.append(Conflict(broken: i, set: set.compactMap { indexOf[$0] }.sorted()))
            }
            var secondID: String?
            if let second = c.second {
                switch second {
                case .view(let v): secondID = v.id
                case .safeArea(let v): secondID = v.id + ".safeArea"
                }
            }
            solvedConstraints.append(SolvedConstraint(
                index: i, installedOn: c.installedView?.id ?? c.firstView.id, firstView: c.firstView.id,
                firstAttribute: c.firstAttribute, relation: c.relation, secondView: secondID, secondAttribute: c.secondAttribute,
                multiplier: c.multiplier, constant: c.constant, priority: c.priority, key: c.key,
                description: c.dialectDescription, source: c.source, state: state,
                actual: evaluate(sides[i].0), wanted: evaluate(sides[i].1)))
        }

        var solved: [SolvedView] = []
        var absolute: [ObjectIdentifier: Rect] = [:]
        // Each range costs two throw-away solves; a picture of a hopelessly ambiguous layout
        // gains nothing from hundreds of ghost frames.
        var rangeBudget = 64
        func visit(_ v: View, depth: Int) {
            let x = vars(v)
            let frame = Rect(x: solver.value(of: x.left), y: solver.value(of: x.top), width: solver.value(of: x.width), height: solver.value(of: x.height))
            let parentFrame = v.superview.flatMap { absolute[ObjectIdentifier($0)] }
            let abs = v === root ? Rect(origin: .zero, size: frame.size) : frame.offsetBy(dx: parentFrame?.minX ?? 0, dy: parentFrame?.minY ?? 0)
            absolute[ObjectIdentifier(v)] = abs
            var ambiguous: [String] = []
            var ranges: [FreeRange] = []
            if !v.madeConstraints.isEmpty {
                for (name, variable) in [("x", x.left), ("y", x.top), ("width", x.width), ("height", x.height)] where solver.isAmbiguous(variable) {
                    ambiguous.append(name)
                    if rangeBudget > 0 {
                        rangeBudget -= 1
                        let r = solver.range(of: variable)
                        ranges.append(FreeRange(attribute: name, lower: r.lower, upper: r.upper))
                    }
                }
            }
            solved.append(SolvedView(id: v.id, key: v.key, kind: v.kind, parentID: v === root ? nil : v.superview?.id,
                                     frame: v === root ? abs : frame, absoluteFrame: abs,
                                     backgroundColor: v.backgroundColor, border: v.border, depth: depth, ambiguous: ambiguous,
                                     freeRanges: ranges, layoutMargins: v.layoutMargins,
                                     safeAreaInsets: v === root ? v.safeAreaInsets : .zero))
            for child in v.subviews { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        return LayoutResult(views: solved, constraints: solvedConstraints, conflicts: conflicts, isRightToLeft: root.isRightToLeft)
    }
}
