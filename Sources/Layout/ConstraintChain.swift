/// The two chain dialects: where they differ is how insets resolve.
public enum ChainDialect: String, Sendable {
    /// Insets resolve against the first attribute (left, leading, top +; right, trailing, bottom −).
    case masonry
    /// Insets resolve against the to-attribute, and also adjust width, height and the centres.
    case snapkit
}

/// The right-hand side of a chain's relation.
public indirect enum ChainTarget {
    case number(Double)
    case item(LayoutItem)
    case itemAttribute(LayoutItem, LayoutAttribute)
    case superview
    case superviewAttribute(LayoutAttribute)
    case size(Size)
    case point(Point)
    case insets(EdgeInsets)
    case array([ChainTarget])
}

public enum ChainModifier {
    case offset(Double)
    case inset(Double)
    case insets(EdgeInsets)
    case sizeOffset(Size)
    case centerOffset(Point)
    case valueOffset(ChainTarget)
    case multipliedBy(Double)
    case dividedBy(Double)
    case priority(Double)
    case key(String)
    case labeled(String)
}

/// A mistake in a chain that Masonry would assert on or SnapKit would crash on: reported,
/// never a crash.
public struct ChainMisuse: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}

/// One chain (`make.left.top.equalTo(superview).offset(60)`) for a view, turned into the
/// constraints Masonry or SnapKit would install: one per attribute (composites expanded in
/// Masonry's order) and per element of an array target.
public struct ConstraintChain {
    public var view: View
    public var attributes: [LayoutAttribute]
    public var relation: LayoutRelation
    public var target: ChainTarget
    public var modifiers: [ChainModifier]
    public var dialect: ChainDialect
    public var source: String?

    public init(view: View, attributes: [LayoutAttribute], relation: LayoutRelation, target: ChainTarget,
                modifiers: [ChainModifier] = [], dialect: ChainDialect = .masonry, source: String? = nil) {
        self.view = view; self.attributes = attributes; self.relation = relation; self.target = target
        self.modifiers = modifiers; self.dialect = dialect; self.source = source
    }

    public func constraints() throws(ChainMisuse) -> [LayoutConstraint] {
        guard view.superview != nil else {
            throw ChainMisuse("view \"\(view.key)\" has no superview; add it to the tree before constraining it (Masonry would crash here)")
        }
        var targets: [ChainTarget] = [target]
        if case .array(let items) = target { targets = items }
        var result: [LayoutConstraint] = []
        for t in targets {
            if case .array = t { throw ChainMisuse("arrays inside arrays are not a target") }
            for attribute in attributes { result.append(try constraint(attribute, t)) }
        }
        // Masonry keys each child of a composite by its index (`key[0]`, `key[1]` …); SnapKit's
        // label names the whole constraint.
        if dialect == .masonry && result.count > 1 {
            for (i, c) in result.enumerated() { c.key = c.key.map { "\($0)[\(i)]" } }
        }
        return result
    }

    private func constraint(_ attribute: LayoutAttribute, _ target: ChainTarget) throws(ChainMisuse) -> LayoutConstraint {
        let superview = view.superview!
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        var constant = 0.0
        func relateToSuperview() { second = .view(superview); secondAttribute = attribute }
        switch target {
        case .number(let n):
            constant = n
            if !attribute.isSize { relateToSuperview() }
        case .item(let item):
            second = item; secondAttribute = attribute
        case .itemAttribute(let item, let a):
            second = item; secondAttribute = a
        case .superview:
            relateToSuperview()
        case .superviewAttribute(let a):
            second = .view(superview); secondAttribute = a
        case .size(let s):
            guard attribute.isSize else { throw ChainMisuse("a size target goes with width, height or size, not \(attribute.rawValue)") }
            constant = attribute == .width ? s.width : s.height
        case .point(let p):
            guard attribute == .centerX || attribute == .centerY else { throw ChainMisuse("a point target goes with centerX, centerY or center, not \(attribute.rawValue)") }
            relateToSuperview()
            constant = attribute == .centerX ? p.x : p.y
        case .insets(let e):
            relateToSuperview()
            constant = Self.insetConstant(e, for: attribute) ?? 0
        case .array:
            throw ChainMisuse("arrays inside arrays are not a target")
        }
        // Each modifier replaces what it applies to, as Masonry's setters and SnapKit's single
        // `constant` do: `equalTo(@10).offset(5)` is 5, `multipliedBy(2).dividedBy(4)` is 0.25.
        var multiplier = 1.0
        var priority = 1000.0
        var key: String?
        func sizeValue(_ s: Size) -> Double? { attribute == .width ? s.width : attribute == .height ? s.height : nil }
        func pointValue(_ p: Point) -> Double? { attribute == .centerX ? p.x : attribute == .centerY ? p.y : nil }
        for m in modifiers {
            var replacement: Double?
            switch m {
            case .offset(let o): replacement = o
            case .inset(let x): replacement = insetAmount(EdgeInsets(top: x, left: x, bottom: x, right: x), attribute, secondAttribute)
            case .insets(let e): replacement = insetAmount(e, attribute, secondAttribute)
            case .sizeOffset(let s): replacement = sizeValue(s)
            case .centerOffset(let p): replacement = pointValue(p)
            case .valueOffset(let t):
                switch t {
                case .number(let n): replacement = n
                case .size(let s): replacement = sizeValue(s)
                case .point(let p): replacement = pointValue(p)
                case .insets(let e): replacement = Self.insetConstant(e, for: attribute)
                default: throw ChainMisuse("valueOffset takes a number, size, point or insets")
                }
            case .multipliedBy(let k): multiplier = k
            case .dividedBy(let d):
                guard d != 0 else { throw ChainMisuse("dividedBy(0): a constraint cannot divide by zero") }
                multiplier = 1 / d
            case .priority(let p): priority = p
            case .key(let k), .labeled(let k): key = k
            }
            if let replacement { constant = replacement }
        }
        guard constant.isFinite, multiplier.isFinite else { throw ChainMisuse("the constant or multiplier is not a finite number") }
        // Beyond these no layout means anything, and the solver's sums would overflow to infinity.
        guard abs(constant) <= Self.largestConstant else {
            throw ChainMisuse("the constant \(formatPoints(constant)) is out of range: at most ±\(formatPoints(Self.largestConstant)) points")
        }
        guard abs(multiplier) <= Self.largestMultiplier else {
            throw ChainMisuse("the multiplier \(formatPoints(multiplier)) is out of range: at most ±\(formatPoints(Self.largestMultiplier))")
        }
        if let second, View.closestCommonSuperview(view, second.view) == nil {
            throw ChainMisuse("views \"\(view.key)\" and \"\(second.view.key)\" have no common superview")
        }
        let made = LayoutConstraint(firstView: view, firstAttribute: attribute, relation: relation, second: second,
                                    secondAttribute: secondAttribute, multiplier: multiplier, constant: constant,
                                    priority: priority, key: key, source: source)
        made.dialect = dialect
        return made
    }

    public static let largestConstant = 1.0e9
    public static let largestMultiplier = 1.0e6

    /// Masonry: insets resolve against the first attribute; other attributes are untouched.
    static func insetConstant(_ e: EdgeInsets, for attribute: LayoutAttribute) -> Double? {
        switch attribute {
        case .left, .leading, .leftMargin, .leadingMargin: return e.left
        case .top, .topMargin: return e.top
        case .right, .trailing, .rightMargin, .trailingMargin: return -e.right
        case .bottom, .bottomMargin: return -e.bottom
        default: return nil
        }
    }

    /// nil: the constant stays as it was (Masonry leaves non-edge attributes alone).
    private func insetAmount(_ e: EdgeInsets, _ first: LayoutAttribute, _ to: LayoutAttribute?) -> Double? {
        switch dialect {
        case .masonry:
            return Self.insetConstant(e, for: first)
        case .snapkit:
            let a = to ?? first
            if let c = Self.insetConstant(e, for: a) { return c }
            switch a {
            case .width: return -(e.left + e.right)
            case .height: return -(e.top + e.bottom)
            case .centerX: return (e.left - e.right) / 2
            case .centerY: return (e.top - e.bottom) / 2
            default: return 0
            }
        }
    }
}

extension View {
    /// Masonry's distributeViews: lay the views out along an axis inside their common
    /// superview, with a fixed spacing (equal lengths) or a fixed item length (equal gaps).
    public static func distribute(_ views: [View], horizontally: Bool, fixedSpacing: Double?, fixedItemLength: Double?,
                                  leadSpacing: Double, tailSpacing: Double) throws(ChainMisuse) -> [LayoutConstraint] {
        guard views.count >= 2 else { throw ChainMisuse("distributing needs at least two views, not \(views.count)") }
        var common: View? = views[0]
        for v in views.dropFirst() { common = common.flatMap { View.closestCommonSuperview($0, v) } }
        guard let container = common, views.allSatisfy({ $0 !== container }) else {
            throw ChainMisuse("the distributed views have no common superview")
        }
        let lead: LayoutAttribute = horizontally ? .left : .top
        let tail: LayoutAttribute = horizontally ? .right : .bottom
        let length: LayoutAttribute = horizontally ? .width : .height
        let n = Double(views.count - 1)
        var result: [LayoutConstraint] = []
        func add(_ v: View, _ a: LayoutAttribute, _ second: View?, _ b: LayoutAttribute?, multiplier: Double = 1, constant: Double) {
            result.append(LayoutConstraint(firstView: v, firstAttribute: a, relation: .equal, second: second.map { .view($0) },
                                           secondAttribute: b, multiplier: multiplier, constant: constant))
        }
        for (i, v) in views.enumerated() {
            if let spacing = fixedSpacing {
                if i == 0 { add(v, lead, container, lead, constant: leadSpacing) }
                else { add(v, length, views[i - 1], length, constant: 0); add(v, lead, views[i - 1], tail, constant: spacing) }
                if i == views.count - 1 { add(v, tail, container, tail, constant: -tailSpacing) }
            } else if let itemLength = fixedItemLength {
                add(v, length, nil, nil, constant: itemLength)
                if i == 0 { add(v, lead, container, lead, constant: leadSpacing) }
                else if i == views.count - 1 { add(v, tail, container, tail, constant: -tailSpacing) }
                else {
                    // The tail edge of item i sits at the fraction i/n of the container's tail,
                    // shifted so that gaps come out equal (Masonry's distribution).
                    let k = Double(i)
                    add(v, tail, container, tail, multiplier: k / n,
                        constant: (1 - k / n) * (itemLength + leadSpacing) - k * tailSpacing / n)
                }
            }
        }
        return result
    }
}
