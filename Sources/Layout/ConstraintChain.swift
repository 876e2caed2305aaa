/// The two chain dialects: where they differ is how insets resolve.
public enum ChainDialect: String, Sendable {
    /// Insets resolve against the first attribute (left, leading, top +; right, trailing, bottom −).
    case masonry
    /// Insets resolve against the to-attribute, and also adjust width, height and the centres.
    case snapkit
}

/// The right-hand side of a chain's relation. `Item` is what names a view: the DSL's
/// `LayoutItem`, or a reader's name for one before the view tree is built.
public indirect enum ChainTargetOf<Item> {
    case number(Double)
    case item(Item)
    /// One attribute of an item (`other.mas_top`) or a composite (`other.snp.edges`).
    case itemAttribute(Item, ChainAttribute)
    case superview
    case superviewAttribute(ChainAttribute)
    /// The superview's safe-area guide (`superview.mas_safeAreaLayoutGuide`), or one of its
    /// attributes (`superview.mas_safeAreaLayoutGuideBottom`, `superview.safeAreaLayoutGuide.snp.bottom`).
    case superviewSafeArea
    case superviewSafeAreaAttribute(ChainAttribute)
    case size(Size)
    case point(Point)
    case insets(EdgeInsets)
    case array([ChainTargetOf<Item>])

    /// The same target with every item replaced.
    public func mapItems<T, E: Error>(_ transform: (Item) throws(E) -> T) throws(E) -> ChainTargetOf<T> {
        switch self {
        case .number(let n): return .number(n)
        case .item(let i): return .item(try transform(i))
        case .itemAttribute(let i, let a): return .itemAttribute(try transform(i), a)
        case .superview: return .superview
        case .superviewAttribute(let a): return .superviewAttribute(a)
        case .superviewSafeArea: return .superviewSafeArea
        case .superviewSafeAreaAttribute(let a): return .superviewSafeAreaAttribute(a)
        case .size(let s): return .size(s)
        case .point(let p): return .point(p)
        case .insets(let e): return .insets(e)
        case .array(let items):
            var mapped: [ChainTargetOf<T>] = []
            for t in items { mapped.append(try t.mapItems(transform)) }
            return .array(mapped)
        }
    }
}

extension ChainTargetOf: Equatable where Item: Equatable {}
extension ChainTargetOf: Sendable where Item: Sendable {}

public typealias ChainTarget = ChainTargetOf<LayoutItem>

/// A value with no view in it: what `valueOffset` takes, and the plain targets.
public enum ChainValue: Equatable, Sendable {
    case number(Double)
    case size(Size)
    case point(Point)
    case insets(EdgeInsets)

    public init?<Item>(_ target: ChainTargetOf<Item>) {
        switch target {
        case .number(let n): self = .number(n)
        case .size(let s): self = .size(s)
        case .point(let p): self = .point(p)
        case .insets(let e): self = .insets(e)
        default: return nil
        }
    }
}

public enum ChainModifier: Equatable, Sendable {
    case offset(Double)
    case inset(Double)
    case insets(EdgeInsets)
    case sizeOffset(Size)
    case centerOffset(Point)
    case valueOffset(ChainValue)
    /// Masonry's relation sent again with a value (`equalTo(v.mas_left).mas_equalTo(-10)`): its
    /// relation block asserts "Redefinition of constraint relation" unless the relation is the
    /// same and the value an NSValue, which then becomes the constant (setSecondViewAttribute:
    /// gives it to setLayoutConstantWithValue:, as valueOffset does). SnapKit has no second
    /// relation: its editable chain has no equalTo, so such code does not compile.
    case relationAgain(ChainValue)
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
    /// The modifier at fault (its index in the chain's modifiers), so a reader can point at it.
    public var modifier: Int?
    public init(_ message: String, modifier: Int? = nil) { self.message = message; self.modifier = modifier }
    public var description: String { message }
}

/// One chain (`make.left.top.equalTo(superview).offset(60)`) for a view, turned into the
/// constraints Masonry or SnapKit would install: one per attribute (composites expanded in
/// Masonry's order) and per element of an array target. Every rule of what a chain means lives
/// here, shared by scene chains, source files and the Swift DSL.
public struct ConstraintChain {
    public var view: View
    public var attributes: [LayoutAttribute]
    /// nil: no relation was written (`make.left.offset(10)`), which Masonry installs as
    /// `== superview.left + 10` (a size: `== 10`) and SnapKit does not accept.
    public var relation: LayoutRelation?
    public var target: ChainTarget?
    public var modifiers: [ChainModifier]
    public var dialect: ChainDialect
    public var source: String?

    public init(view: View, attributes: [LayoutAttribute], relation: LayoutRelation?, target: ChainTarget?,
                modifiers: [ChainModifier] = [], dialect: ChainDialect = .masonry, source: String? = nil) {
        self.view = view; self.attributes = attributes; self.relation = relation; self.target = target
        self.modifiers = modifiers; self.dialect = dialect; self.source = source
    }

    /// Only the view's own width and height, against numbers or its own attributes.
    var sizesItselfOnly: Bool {
        guard !attributes.isEmpty, attributes.allSatisfy({ $0 == .width || $0 == .height }) else { return false }
        func own(_ t: ChainTarget) -> Bool {
            switch t {
            case .number, .size: return true
            case .item(let i), .itemAttribute(let i, _): return i.view === view
            case .array(let items): return items.allSatisfy(own)
            default: return false
            }
        }
        return target.map(own) ?? true
    }

    /// Only against the view's own subviews (or theirs): a view pinning its edges to its content
    /// (`self.snp.makeConstraints { $0.bottom.equalTo(descriptionLabel) }`, Masonry's `make.bottom
    /// .equalTo(self.lastLabel.mas_bottom)`), which Masonry and SnapKit install on the view itself.
    var relatesToItsOwnViewsOnly: Bool {
        func inside(_ t: ChainTarget) -> Bool {
            switch t {
            case .item(let i), .itemAttribute(let i, _):
                var up = i.view.superview
                while let v = up { if v === view { return true }; up = v.superview }
                return false
            case .array(let items): return !items.isEmpty && items.allSatisfy(inside)
            default: return false
            }
        }
        return !attributes.isEmpty && target.map(inside) == true
    }

    public func constraints() throws(ChainMisuse) -> [LayoutConstraint] {
        // A view without a superview may still size itself (`make.width.mas_equalTo(300)`,
        // `make.height.equalTo(self.mas_width)`) or tie itself to its own subviews: Masonry and
        // SnapKit install those on the view.
        guard view.superview != nil || sizesItselfOnly || relatesToItsOwnViewsOnly else {
            throw ChainMisuse("view \"\(view.key)\" has no superview; add it to the tree before constraining it (Masonry would crash here)")
        }
        guard !attributes.isEmpty else { throw ChainMisuse("expected an attribute such as left before the relation") }
        guard relation != nil || dialect == .masonry else {
            throw ChainMisuse("expected a relation such as equalTo(…) after the attributes; SnapKit makes no constraint without one")
        }
        // Masonry with no relation: MASViewConstraint's defaults, an equality with no second
        // item, which it relates to the superview's same attribute unless it is a size.
        let relation = relation ?? .equal
        let target = target ?? .number(0)
        var targets: [ChainTarget] = [target]
        if case .array(let items) = target { targets = items }
        var result: [LayoutConstraint] = []
        for t in targets {
            if case .array = t { throw ChainMisuse("arrays inside arrays are not a target") }
            for attribute in attributes { result.append(try constraint(attribute, relation, t)) }
        }
        // Masonry keys each child of a composite by its index (`key[0]`, `key[1]` …); SnapKit's
        // label names the whole constraint.
        if dialect == .masonry && result.count > 1 {
            for (i, c) in result.enumerated() { c.key = c.key.map { "\($0)[\(i)]" } }
        }
        return result
    }

    /// The attribute of a composite target (`other.snp.edges`) that `attribute` relates to,
    /// as SnapKit pairs them: the same one when the chain names the same set, edges with
    /// margins, and otherwise the target's first.
    private func pairedAttribute(_ attribute: LayoutAttribute, _ to: ChainAttribute) -> LayoutAttribute {
        if let single = to.single { return single }
        let from = Set(attributes), toSet = Set(to.attributes)
        let marginOf: [LayoutAttribute: LayoutAttribute] = [.left: .leftMargin, .right: .rightMargin, .top: .topMargin, .bottom: .bottomMargin,
                                                            .leading: .leadingMargin, .trailing: .trailingMargin]
        for (edges, margins) in [(ChainAttribute.edges, ChainAttribute.margins), (.directionalEdges, .directionalMargins)] {
            let e = Set(edges.attributes), m = Set(margins.attributes)
            if from == e && toSet == m, let margin = marginOf[attribute] { return margin }
            if from == m && toSet == e, let edge = marginOf.first(where: { $0.value == attribute })?.key { return edge }
        }
        if from == toSet { return attribute }
        // Any edge, centre or several of them against a view's margins guide
        // (`make.top.left.right.equalTo(view.layoutMarginsGuide)`): the guide's own edge or
        // centre, which is the view's margin (not the first margin for every one).
        let withinMargins: [LayoutAttribute: LayoutAttribute] = [.centerX: .centerXWithinMargins, .centerY: .centerYWithinMargins]
        let marginAttributes = Set(ChainAttribute.margins.attributes + ChainAttribute.directionalMargins.attributes)
        if toSet.isSubset(of: marginAttributes), let margin = marginOf[attribute] ?? withinMargins[attribute] { return margin }
        return to.attributes[0]
    }

    private func constraint(_ attribute: LayoutAttribute, _ relation: LayoutRelation, _ target: ChainTarget) throws(ChainMisuse) -> LayoutConstraint {
        // Without a superview only a chain that sizes the view itself gets here (`constraints()`),
        // and it never relates to one.
        let superview = view.superview ?? view
        var second: LayoutItem?
        var secondAttribute: LayoutAttribute?
        var constant = 0.0
        func relateToSuperview() { second = .view(superview); secondAttribute = attribute }
        // SnapKit relates a centre given as a plain value to the superview's left or top
        // (`make.centerX.equalTo(10)` is 10 points from the left edge); Masonry to its centre.
        func relateValueToSuperview() {
            relateToSuperview()
            if dialect == .snapkit, attribute == .centerX || attribute == .centerY { secondAttribute = attribute == .centerX ? .left : .top }
        }
        switch target {
        case .number(let n):
            constant = n
            if !attribute.isSize { relateValueToSuperview() }
        case .item(let item):
            second = item; secondAttribute = attribute
        case .itemAttribute(let item, let a):
            second = item; secondAttribute = pairedAttribute(attribute, a)
        case .superview:
            relateToSuperview()
        case .superviewAttribute(let a):
            second = .view(superview); secondAttribute = pairedAttribute(attribute, a)
        case .superviewSafeArea:
            second = .safeArea(superview); secondAttribute = attribute
        case .superviewSafeAreaAttribute(let a):
            second = .safeArea(superview); secondAttribute = pairedAttribute(attribute, a)
        case .size(let s):
            guard attribute.isSize else { throw ChainMisuse("a size target goes with width, height or size, not \(attribute.rawValue)") }
            constant = attribute == .width ? s.width : s.height
        case .point(let p):
            guard attribute == .centerX || attribute == .centerY else { throw ChainMisuse("a point target goes with centerX, centerY or center, not \(attribute.rawValue)") }
            relateValueToSuperview()
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
        for (index, m) in modifiers.enumerated() {
            var replacement: Double?
            switch m {
            case .offset(let o): replacement = o
            case .inset(let x): replacement = insetAmount(EdgeInsets(top: x, left: x, bottom: x, right: x), attribute, secondAttribute)
            case .insets(let e): replacement = insetAmount(e, attribute, secondAttribute)
            case .sizeOffset(let s): replacement = sizeValue(s)
            case .centerOffset(let p): replacement = pointValue(p)
            case .relationAgain where dialect == .snapkit:
                throw ChainMisuse("the relation is set twice; a SnapKit chain has one relation, followed only by modifiers such as offset(...) (this does not compile with SnapKit)", modifier: index)
            case .valueOffset(let v), .relationAgain(let v):
                switch v {
                case .number(let n): replacement = n
                case .size(let s): replacement = sizeValue(s)
                case .point(let p): replacement = pointValue(p)
                case .insets(let e): replacement = Self.insetConstant(e, for: attribute)
                }
            case .multipliedBy(let k): multiplier = k
            case .dividedBy(let d):
                guard d != 0 else { throw ChainMisuse("dividedBy(0): a constraint cannot divide by zero", modifier: index) }
                multiplier = 1 / d
            case .priority(let p):
                if let problem = LayoutPriority.problem(p) { throw ChainMisuse(problem, modifier: index) }
                priority = p
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
