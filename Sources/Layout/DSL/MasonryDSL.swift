/// Masonry's chain API in Swift:
///
///     try green.mas.makeConstraints { make in
///         make.top.greaterThanOrEqualTo(superview).offset(10)
///         make.left.equalTo(superview.mas_left).offset(10)
///         make.width.equalTo(red.mas_width)
///     }
///
/// As in Masonry, a chain is checked when the block ends, not as it is typed, so mistakes
/// Masonry asserts on (a relation set twice, an attribute after the relation, no superview …)
/// are thrown as one `ChainMisuse` naming the chain and the file and line it was written on.
/// Nothing of a block with a mistake is installed.
public struct MASViewDSL {
    let view: View

    @discardableResult
    public func makeConstraints(file: String = #fileID, line: Int = #line,
                                _ block: (MASConstraintMaker) -> Void) throws(ChainMisuse) -> [MASConstraint] {
        try run(.make, file: file, line: line, block)
    }

    /// Changes the constant of each matching constraint (same items, attributes, relation,
    /// multiplier and priority); adds the others.
    @discardableResult
    public func updateConstraints(file: String = #fileID, line: Int = #line,
                                  _ block: (MASConstraintMaker) -> Void) throws(ChainMisuse) -> [MASConstraint] {
        try run(.update, file: file, line: line, block)
    }

    /// Removes the constraints this view made before, then makes these.
    @discardableResult
    public func remakeConstraints(file: String = #fileID, line: Int = #line,
                                  _ block: (MASConstraintMaker) -> Void) throws(ChainMisuse) -> [MASConstraint] {
        try run(.remake, file: file, line: line, block)
    }

    private func run(_ operation: ConstraintOperation, file: String, line: Int,
                     _ block: (MASConstraintMaker) -> Void) throws(ChainMisuse) -> [MASConstraint] {
        let maker = MASConstraintMaker(view: view, location: "\(file):\(line)")
        block(maker)
        return try maker.install(operation, dialect: .masonry)
    }
}

extension View {
    public var mas: MASViewDSL { MASViewDSL(view: self) }
    /// Masonry's `mas_key`: the name in descriptions and pictures.
    public var mas_key: String {
        get { key }
        set { key = newValue }
    }
}

extension Array where Element == View {
    /// Masonry's `[views mas_makeConstraints:]`: the same block for each view, in order.
    @discardableResult
    public func mas_makeConstraints(file: String = #fileID, line: Int = #line,
                                    _ block: (MASConstraintMaker) -> Void) throws(ChainMisuse) -> [MASConstraint] {
        var all: [MASConstraint] = []
        for v in self { all += try v.mas.makeConstraints(file: file, line: line, block) }
        return all
    }

    @discardableResult
    public func mas_updateConstraints(file: String = #fileID, line: Int = #line,
                                      _ block: (MASConstraintMaker) -> Void) throws(ChainMisuse) -> [MASConstraint] {
        var all: [MASConstraint] = []
        for v in self { all += try v.mas.updateConstraints(file: file, line: line, block) }
        return all
    }

    @discardableResult
    public func mas_remakeConstraints(file: String = #fileID, line: Int = #line,
                                      _ block: (MASConstraintMaker) -> Void) throws(ChainMisuse) -> [MASConstraint] {
        var all: [MASConstraint] = []
        for v in self { all += try v.mas.remakeConstraints(file: file, line: line, block) }
        return all
    }

    /// Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:leadSpacing:tailSpacing:`.
    @discardableResult
    public func mas_distributeViews(along axis: MASAxis, withFixedSpacing spacing: Double, leadSpacing: Double,
                                    tailSpacing: Double) throws(ChainMisuse) -> [LayoutConstraint] {
        try distribute(axis, spacing: spacing, length: nil, lead: leadSpacing, tail: tailSpacing)
    }

    /// Masonry's `mas_distributeViewsAlongAxis:withFixedItemLength:leadSpacing:tailSpacing:`.
    @discardableResult
    public func mas_distributeViews(along axis: MASAxis, withFixedItemLength length: Double, leadSpacing: Double,
                                    tailSpacing: Double) throws(ChainMisuse) -> [LayoutConstraint] {
        try distribute(axis, spacing: nil, length: length, lead: leadSpacing, tail: tailSpacing)
    }

    private func distribute(_ axis: MASAxis, spacing: Double?, length: Double?, lead: Double, tail: Double) throws(ChainMisuse) -> [LayoutConstraint] {
        let made = try View.distribute(self, horizontally: axis == .horizontal, fixedSpacing: spacing,
                                       fixedItemLength: length, leadSpacing: lead, tailSpacing: tail)
        for c in made { c.firstView.install([c]) }
        return made
    }
}

public enum MASAxis: Sendable { case horizontal, vertical }

/// The `make` of a Masonry block: each attribute starts a new chain.
public final class MASConstraintMaker {
    let view: View
    let location: String
    private(set) var chains: [MASConstraint] = []

    init(view: View, location: String) { self.view = view; self.location = location }

    private func start(_ attributes: [LayoutAttribute], _ name: String) -> MASConstraint {
        let chain = MASConstraint(view: view, attributes: attributes, text: "make.\(name)", location: location)
        chains.append(chain)
        return chain
    }

    public var left: MASConstraint { start([.left], "left") }
    public var right: MASConstraint { start([.right], "right") }
    public var top: MASConstraint { start([.top], "top") }
    public var bottom: MASConstraint { start([.bottom], "bottom") }
    public var leading: MASConstraint { start([.leading], "leading") }
    public var trailing: MASConstraint { start([.trailing], "trailing") }
    public var width: MASConstraint { start([.width], "width") }
    public var height: MASConstraint { start([.height], "height") }
    public var centerX: MASConstraint { start([.centerX], "centerX") }
    public var centerY: MASConstraint { start([.centerY], "centerY") }
    public var baseline: MASConstraint { start([.baseline], "baseline") }
    public var firstBaseline: MASConstraint { start([.firstBaseline], "firstBaseline") }
    public var lastBaseline: MASConstraint { start([.lastBaseline], "lastBaseline") }
    public var leftMargin: MASConstraint { start([.leftMargin], "leftMargin") }
    public var rightMargin: MASConstraint { start([.rightMargin], "rightMargin") }
    public var topMargin: MASConstraint { start([.topMargin], "topMargin") }
    public var bottomMargin: MASConstraint { start([.bottomMargin], "bottomMargin") }
    public var leadingMargin: MASConstraint { start([.leadingMargin], "leadingMargin") }
    public var trailingMargin: MASConstraint { start([.trailingMargin], "trailingMargin") }
    public var centerXWithinMargins: MASConstraint { start([.centerXWithinMargins], "centerXWithinMargins") }
    public var centerYWithinMargins: MASConstraint { start([.centerYWithinMargins], "centerYWithinMargins") }
    public var edges: MASConstraint { start(ChainAttribute.edges.attributes, "edges") }
    public var size: MASConstraint { start(ChainAttribute.size.attributes, "size") }
    public var center: MASConstraint { start(ChainAttribute.center.attributes, "center") }
    public var margins: MASConstraint { start(ChainAttribute.margins.attributes, "margins") }
    public var centerWithinMargins: MASConstraint { start(ChainAttribute.centerWithinMargins.attributes, "centerWithinMargins") }
    public func attributes(_ mask: MASAttribute) -> MASConstraint { start(mask.layoutAttributes, "attributes(…)") }

    /// Builds every chain first, so a mistake in any of them installs nothing.
    func install(_ operation: ConstraintOperation, dialect: ChainDialect) throws(ChainMisuse) -> [MASConstraint] {
        var made: [(MASConstraint, [LayoutConstraint])] = []
        for chain in chains { made.append((chain, try chain.build(dialect: dialect))) }
        if operation == .remake { view.uninstallAllConstraints() }
        for (chain, constraints) in made {
            chain.installed = try view.apply(constraints, as: operation, dialect: dialect)
            chain.isInstalled = true
        }
        return chains
    }
}

/// One Masonry chain (`make.left.top.equalTo(superview).offset(60)`): a leaf or, for several
/// attributes or an array target, a composite; every modifier applies to all of it. After the
/// block it stays a handle on what it installed: `offset`, `insets`, `inset`, `sizeOffset`,
/// `centerOffset` and `valueOffset` change its constants (Masonry's animated example),
/// `uninstall`/`install` take it out and put it back.
public final class MASConstraint {
    let view: View
    private(set) var attributes: [LayoutAttribute]
    private(set) var relation: LayoutRelation?
    private(set) var target: ChainTarget?
    private(set) var modifiers: [ChainModifier] = []
    /// The chain as written, for messages.
    private(set) var text: String
    private(set) var location: String
    /// The first mistake in the chain; thrown when the block ends.
    private var problem: String?
    /// What is in force for the chain once the block has run.
    public internal(set) var installed: [LayoutConstraint] = []
    public internal(set) var isInstalled = false

    init(view: View, attributes: [LayoutAttribute], text: String, location: String) {
        self.view = view; self.attributes = attributes; self.text = text; self.location = location
    }

    // MARK: Attributes (before the relation)

    private func adding(_ more: [LayoutAttribute], _ name: String) -> MASConstraint {
        text += ".\(name)"
        if relation != nil || !modifiers.isEmpty {
            note("attribute '\(name)' chained after the relation; attributes come first, as in make.left.top.equalTo(…)")
        } else {
            attributes += more
        }
        return self
    }

    public var left: MASConstraint { adding([.left], "left") }
    public var right: MASConstraint { adding([.right], "right") }
    public var top: MASConstraint { adding([.top], "top") }
    public var bottom: MASConstraint { adding([.bottom], "bottom") }
    public var leading: MASConstraint { adding([.leading], "leading") }
    public var trailing: MASConstraint { adding([.trailing], "trailing") }
    public var width: MASConstraint { adding([.width], "width") }
    public var height: MASConstraint { adding([.height], "height") }
    public var centerX: MASConstraint { adding([.centerX], "centerX") }
    public var centerY: MASConstraint { adding([.centerY], "centerY") }
    public var baseline: MASConstraint { adding([.baseline], "baseline") }
    public var firstBaseline: MASConstraint { adding([.firstBaseline], "firstBaseline") }
    public var lastBaseline: MASConstraint { adding([.lastBaseline], "lastBaseline") }
    public var leftMargin: MASConstraint { adding([.leftMargin], "leftMargin") }
    public var rightMargin: MASConstraint { adding([.rightMargin], "rightMargin") }
    public var topMargin: MASConstraint { adding([.topMargin], "topMargin") }
    public var bottomMargin: MASConstraint { adding([.bottomMargin], "bottomMargin") }
    public var leadingMargin: MASConstraint { adding([.leadingMargin], "leadingMargin") }
    public var trailingMargin: MASConstraint { adding([.trailingMargin], "trailingMargin") }
    public var centerXWithinMargins: MASConstraint { adding([.centerXWithinMargins], "centerXWithinMargins") }
    public var centerYWithinMargins: MASConstraint { adding([.centerYWithinMargins], "centerYWithinMargins") }
    /// Readability only, as in Masonry.
    public var and: MASConstraint { text += ".and"; return self }
    public var with: MASConstraint { text += ".with"; return self }

    // MARK: Relations

    private func relate(_ r: LayoutRelation, _ name: String, _ t: ChainTarget, _ shown: String, _ file: String, _ line: Int) -> MASConstraint {
        text += ".\(name)(\(shown))"
        if relation == nil { location = "\(file):\(line)" }
        if isInstalled {
            note("\(name) on a constraint that is already installed; make a new one instead")
        } else if let relation {
            note("relation set twice (\(name) after \(Self.name(of: relation)))")
        } else {
            relation = r
            target = t
        }
        return self
    }

    private static func name(of r: LayoutRelation) -> String {
        switch r {
        case .equal: return "equalTo"
        case .greaterThanOrEqual: return "greaterThanOrEqualTo"
        case .lessThanOrEqual: return "lessThanOrEqualTo"
        }
    }

    private static func arrayTarget(_ targets: [any ConstraintTargetConvertible]) -> (ChainTarget, String) {
        (.array(targets.map(\.chainTarget)), "@[" + targets.map(\.chainText).joined(separator: ", ") + "]")
    }

    @discardableResult
    public func equalTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> MASConstraint {
        relate(.equal, "equalTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func equalTo(_ ts: [any ConstraintTargetConvertible], file: String = #fileID, line: Int = #line) -> MASConstraint {
        let (t, shown) = Self.arrayTarget(ts)
        return relate(.equal, "equalTo", t, shown, file, line)
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> MASConstraint {
        relate(.greaterThanOrEqual, "greaterThanOrEqualTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ ts: [any ConstraintTargetConvertible], file: String = #fileID, line: Int = #line) -> MASConstraint {
        let (t, shown) = Self.arrayTarget(ts)
        return relate(.greaterThanOrEqual, "greaterThanOrEqualTo", t, shown, file, line)
    }
    @discardableResult
    public func lessThanOrEqualTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> MASConstraint {
        relate(.lessThanOrEqual, "lessThanOrEqualTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func lessThanOrEqualTo(_ ts: [any ConstraintTargetConvertible], file: String = #fileID, line: Int = #line) -> MASConstraint {
        let (t, shown) = Self.arrayTarget(ts)
        return relate(.lessThanOrEqual, "lessThanOrEqualTo", t, shown, file, line)
    }
    // Masonry's boxing spellings; in Swift they are the same calls.
    @discardableResult
    public func mas_equalTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> MASConstraint {
        relate(.equal, "mas_equalTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func mas_greaterThanOrEqualTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> MASConstraint {
        relate(.greaterThanOrEqual, "mas_greaterThanOrEqualTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func mas_lessThanOrEqualTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> MASConstraint {
        relate(.lessThanOrEqual, "mas_lessThanOrEqualTo", t.chainTarget, t.chainText, file, line)
    }

    // MARK: Modifiers

    /// Constants may change after install (they update what is installed); the multiplier and
    /// the priority may not, as Masonry asserts.
    private func modify(_ m: ChainModifier, _ shown: String, changesConstant: Bool) -> MASConstraint {
        text += ".\(shown)"
        if isInstalled && !changesConstant {
            let misuse = ChainMisuse("\(location): \(shown) after the constraint was installed; the multiplier and priority cannot change then, in \(text)")
            view.record(misuse)
            return self
        }
        modifiers.append(m)
        if isInstalled { refreshConstants() }
        return self
    }

    @discardableResult public func offset(_ d: Double) -> MASConstraint { modify(.offset(d), "offset(\(formatPoints(d)))", changesConstant: true) }
    @discardableResult public func insets(_ e: EdgeInsets) -> MASConstraint { modify(.insets(e), "insets(\(e.chainText))", changesConstant: true) }
    @discardableResult public func inset(_ d: Double) -> MASConstraint { modify(.inset(d), "inset(\(formatPoints(d)))", changesConstant: true) }
    @discardableResult public func sizeOffset(_ s: Size) -> MASConstraint { modify(.sizeOffset(s), "sizeOffset(\(s.chainText))", changesConstant: true) }
    @discardableResult public func centerOffset(_ p: Point) -> MASConstraint { modify(.centerOffset(p), "centerOffset(\(p.chainText))", changesConstant: true) }
    @discardableResult public func valueOffset(_ v: some ConstraintTargetConvertible) -> MASConstraint {
        guard let value = ChainValue(v.chainTarget) else {
            text += ".valueOffset(\(v.chainText))"
            note("valueOffset takes a number, size, point or insets, not \(v.chainText)")
            return self
        }
        return modify(.valueOffset(value), "valueOffset(\(v.chainText))", changesConstant: true)
    }
    @discardableResult public func multipliedBy(_ k: Double) -> MASConstraint { modify(.multipliedBy(k), "multipliedBy(\(formatPoints(k)))", changesConstant: false) }
    @discardableResult public func dividedBy(_ d: Double) -> MASConstraint { modify(.dividedBy(d), "dividedBy(\(formatPoints(d)))", changesConstant: false) }
    @discardableResult public func priority(_ p: Double) -> MASConstraint {
        return modify(.priority(p), "priority(\(formatPoints(p)))", changesConstant: false)
    }
    @discardableResult public func priorityLow() -> MASConstraint { modify(.priority(250), "priorityLow()", changesConstant: false) }
    @discardableResult public func priorityMedium() -> MASConstraint { modify(.priority(500), "priorityMedium()", changesConstant: false) }
    @discardableResult public func priorityHigh() -> MASConstraint { modify(.priority(750), "priorityHigh()", changesConstant: false) }
    @discardableResult public func priorityRequired() -> MASConstraint { modify(.priority(1000), "priorityRequired()", changesConstant: false) }
    @discardableResult public func key(_ k: String) -> MASConstraint {
        text += ".key(@\"\(k)\")"
        modifiers.append(.key(k))
        for c in installed { c.key = k }
        return self
    }

    // MARK: After the block

    /// Puts an uninstalled chain back (Masonry's `install`/`activate`).
    public func install() {
        guard !installed.isEmpty else { return }
        for c in installed where !view.madeConstraints.contains(where: { $0 === c }) { view.install([c]) }
    }

    /// Takes the chain's constraints out of the layout, keeping them for `install` (Masonry's
    /// `uninstall`/`deactivate`).
    public func uninstall() {
        for c in installed { view.uninstall(c) }
    }

    public func activate() { install() }
    public func deactivate() { uninstall() }

    /// Whether the chain's constraints are in the layout now.
    public var isActive: Bool { installed.contains { c in view.madeConstraints.contains { $0 === c } } }

    // MARK: Building

    private func note(_ message: String) {
        if problem == nil { problem = message }
    }

    func build(dialect: ChainDialect) throws(ChainMisuse) -> [LayoutConstraint] {
        if let problem { throw ChainMisuse("\(location): \(problem), in \(text)") }
        let chain = ConstraintChain(view: view, attributes: attributes, relation: relation,
                                    target: target, modifiers: modifiers, dialect: dialect, source: location)
        do {
            return try chain.constraints()
        } catch {
            throw ChainMisuse("\(location): \(error.message), in \(text)")
        }
    }

    private func refreshConstants() {
        guard let fresh = try? ConstraintChain(view: view, attributes: attributes, relation: relation,
                                               target: target, modifiers: modifiers, dialect: .masonry,
                                               source: location).constraints(), fresh.count == installed.count else {
            view.record(ChainMisuse("\(location): the new constant cannot be applied, in \(text)"))
            return
        }
        for (old, new) in zip(installed, fresh) { old.constant = new.constant }
    }
}
