/// SnapKit's chain API in Swift, staged in the type system as SnapKit stages it: attributes
/// (`SnapKitExtendable`) → a relation → modifiers (`SnapKitEditable`) → a priority
/// (`SnapKitFinalizable`). `make.left.offset(10).equalTo(x)` and a second relation do not
/// compile. Mistakes only found at run time (no superview, a size target for an edge, no
/// constraint for `updateConstraints` to update) are thrown as a `ChainMisuse` naming the chain
/// and where it was written, where SnapKit would call fatalError.
///
///     try box.snp.makeConstraints { make in
///         make.edges.equalToSuperview().inset(10)
///     }
public struct SnapKitViewDSL: SnapKitAttributes {
    let view: View

    @discardableResult
    public func makeConstraints(file: String = #fileID, line: Int = #line,
                                _ block: (SnapKitMaker) -> Void) throws(ChainMisuse) -> [SnapKitConstraint] {
        try run(.make, file: file, line: line, block)
    }

    /// Changes the constants of matching constraints; a chain that matches none is an error,
    /// as in SnapKit.
    @discardableResult
    public func updateConstraints(file: String = #fileID, line: Int = #line,
                                  _ block: (SnapKitMaker) -> Void) throws(ChainMisuse) -> [SnapKitConstraint] {
        try run(.update, file: file, line: line, block)
    }

    @discardableResult
    public func remakeConstraints(file: String = #fileID, line: Int = #line,
                                  _ block: (SnapKitMaker) -> Void) throws(ChainMisuse) -> [SnapKitConstraint] {
        try run(.remake, file: file, line: line, block)
    }

    public func removeConstraints() { view.uninstallAllConstraints() }

    private func run(_ operation: ConstraintOperation, file: String, line: Int,
                     _ block: (SnapKitMaker) -> Void) throws(ChainMisuse) -> [SnapKitConstraint] {
        let maker = SnapKitMaker(view: view, location: "\(file):\(line)")
        block(maker)
        var made: [(SnapKitConstraint, [LayoutConstraint])] = []
        for d in maker.descriptions { made.append((d, try d.build())) }
        if operation == .remake { view.uninstallAllConstraints() }
        for (d, constraints) in made {
            d.installed = try view.apply(constraints, as: operation, dialect: .snapkit)
        }
        return maker.descriptions
    }

    // Targets: `other.snp.top` … come from `SnapKitAttributes`.
    public func item(_ a: LayoutAttribute) -> ViewAttribute { ViewAttribute(item: .view(view), attribute: a) }
    public func composite(_ a: ChainAttribute) -> ViewAttribute { ViewAttribute(item: .view(view), composite: a) }

    /// `make.edges.equalTo(view.safeAreaLayoutGuide)`; its attributes via `.snp` too.
    public var safeAreaLayoutGuide: SnapKitGuide { SnapKitGuide(view: view) }
}

/// The root's safe-area guide, as SnapKit reaches it (`view.safeAreaLayoutGuide.snp.top`).
public struct SnapKitGuide: ConstraintTargetConvertible {
    let view: View
    public var chainTarget: ChainTarget { .item(.safeArea(view)) }
    public var chainText: String { "\(view.key).safeAreaLayoutGuide" }
    public var snp: SnapKitGuideAttributes { SnapKitGuideAttributes(view: view) }
}

public struct SnapKitGuideAttributes: SnapKitAttributes {
    let view: View
    public func item(_ a: LayoutAttribute) -> ViewAttribute { ViewAttribute(item: .safeArea(view), attribute: a) }
    public func composite(_ a: ChainAttribute) -> ViewAttribute { ViewAttribute(item: .safeArea(view), composite: a) }
}

/// The attributes SnapKit offers as relation targets (`other.snp.top`), for a view and for the
/// safe-area guide alike.
public protocol SnapKitAttributes {
    func item(_ a: LayoutAttribute) -> ViewAttribute
    func composite(_ a: ChainAttribute) -> ViewAttribute
}

extension SnapKitAttributes {
    public var left: ViewAttribute { item(.left) }
    public var right: ViewAttribute { item(.right) }
    public var top: ViewAttribute { item(.top) }
    public var bottom: ViewAttribute { item(.bottom) }
    public var leading: ViewAttribute { item(.leading) }
    public var trailing: ViewAttribute { item(.trailing) }
    public var width: ViewAttribute { item(.width) }
    public var height: ViewAttribute { item(.height) }
    public var centerX: ViewAttribute { item(.centerX) }
    public var centerY: ViewAttribute { item(.centerY) }
    public var firstBaseline: ViewAttribute { item(.firstBaseline) }
    public var lastBaseline: ViewAttribute { item(.lastBaseline) }
    public var leftMargin: ViewAttribute { item(.leftMargin) }
    public var rightMargin: ViewAttribute { item(.rightMargin) }
    public var topMargin: ViewAttribute { item(.topMargin) }
    public var bottomMargin: ViewAttribute { item(.bottomMargin) }
    public var leadingMargin: ViewAttribute { item(.leadingMargin) }
    public var trailingMargin: ViewAttribute { item(.trailingMargin) }
    public var centerXWithinMargins: ViewAttribute { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ViewAttribute { item(.centerYWithinMargins) }
    public var edges: ViewAttribute { composite(.edges) }
    public var size: ViewAttribute { composite(.size) }
    public var center: ViewAttribute { composite(.center) }
    public var margins: ViewAttribute { composite(.margins) }
    public var centerWithinMargins: ViewAttribute { composite(.centerWithinMargins) }
}

extension View {
    public var snp: SnapKitViewDSL { SnapKitViewDSL(view: self) }
    public var safeAreaLayoutGuide: SnapKitGuide { SnapKitGuide(view: self) }
}

/// SnapKit's `ConstraintPriority`: a number from 1 to 1000 or a named level.
public struct SnapKitPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
    public let value: Double
    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }
    public static let required = SnapKitPriority(LayoutPriority.required)
    public static let high = SnapKitPriority(LayoutPriority.defaultHigh)
    public static let medium = SnapKitPriority(LayoutPriority.medium)
    public static let low = SnapKitPriority(LayoutPriority.defaultLow)
}

/// The `make` of a SnapKit block: each attribute starts a new description.
public final class SnapKitMaker {
    let view: View
    let location: String
    private(set) var descriptions: [SnapKitConstraint] = []

    init(view: View, location: String) { self.view = view; self.location = location }

    private func start(_ attributes: [LayoutAttribute], _ name: String) -> SnapKitExtendable {
        let d = SnapKitConstraint(view: view, attributes: attributes, text: "make.\(name)", location: location)
        descriptions.append(d)
        return SnapKitExtendable(d)
    }

    public var left: SnapKitExtendable { start([.left], "left") }
    public var right: SnapKitExtendable { start([.right], "right") }
    public var top: SnapKitExtendable { start([.top], "top") }
    public var bottom: SnapKitExtendable { start([.bottom], "bottom") }
    public var leading: SnapKitExtendable { start([.leading], "leading") }
    public var trailing: SnapKitExtendable { start([.trailing], "trailing") }
    public var width: SnapKitExtendable { start([.width], "width") }
    public var height: SnapKitExtendable { start([.height], "height") }
    public var centerX: SnapKitExtendable { start([.centerX], "centerX") }
    public var centerY: SnapKitExtendable { start([.centerY], "centerY") }
    public var firstBaseline: SnapKitExtendable { start([.firstBaseline], "firstBaseline") }
    public var lastBaseline: SnapKitExtendable { start([.lastBaseline], "lastBaseline") }
    public var leftMargin: SnapKitExtendable { start([.leftMargin], "leftMargin") }
    public var rightMargin: SnapKitExtendable { start([.rightMargin], "rightMargin") }
    public var topMargin: SnapKitExtendable { start([.topMargin], "topMargin") }
    public var bottomMargin: SnapKitExtendable { start([.bottomMargin], "bottomMargin") }
    public var leadingMargin: SnapKitExtendable { start([.leadingMargin], "leadingMargin") }
    public var trailingMargin: SnapKitExtendable { start([.trailingMargin], "trailingMargin") }
    public var centerXWithinMargins: SnapKitExtendable { start([.centerXWithinMargins], "centerXWithinMargins") }
    public var centerYWithinMargins: SnapKitExtendable { start([.centerYWithinMargins], "centerYWithinMargins") }
    public var edges: SnapKitExtendable { start(ChainAttribute.edges.attributes, "edges") }
    public var horizontalEdges: SnapKitExtendable { start(ChainAttribute.horizontalEdges.attributes, "horizontalEdges") }
    public var verticalEdges: SnapKitExtendable { start(ChainAttribute.verticalEdges.attributes, "verticalEdges") }
    public var directionalEdges: SnapKitExtendable { start(ChainAttribute.directionalEdges.attributes, "directionalEdges") }
    public var directionalHorizontalEdges: SnapKitExtendable { start(ChainAttribute.directionalHorizontalEdges.attributes, "directionalHorizontalEdges") }
    public var directionalVerticalEdges: SnapKitExtendable { start(ChainAttribute.directionalVerticalEdges.attributes, "directionalVerticalEdges") }
    public var directionalMargins: SnapKitExtendable { start(ChainAttribute.directionalMargins.attributes, "directionalMargins") }
    public var size: SnapKitExtendable { start(ChainAttribute.size.attributes, "size") }
    public var center: SnapKitExtendable { start(ChainAttribute.center.attributes, "center") }
    public var margins: SnapKitExtendable { start(ChainAttribute.margins.attributes, "margins") }
    public var centerWithinMargins: SnapKitExtendable { start(ChainAttribute.centerWithinMargins.attributes, "centerWithinMargins") }
}

/// Attributes so far; more attributes or a relation next.
public struct SnapKitExtendable {
    let d: SnapKitConstraint
    init(_ d: SnapKitConstraint) { self.d = d }

    private func adding(_ a: [LayoutAttribute], _ name: String) -> SnapKitExtendable {
        d.attributes += a
        d.text += ".\(name)"
        return self
    }
    public var left: SnapKitExtendable { adding([.left], "left") }
    public var right: SnapKitExtendable { adding([.right], "right") }
    public var top: SnapKitExtendable { adding([.top], "top") }
    public var bottom: SnapKitExtendable { adding([.bottom], "bottom") }
    public var leading: SnapKitExtendable { adding([.leading], "leading") }
    public var trailing: SnapKitExtendable { adding([.trailing], "trailing") }
    public var width: SnapKitExtendable { adding([.width], "width") }
    public var height: SnapKitExtendable { adding([.height], "height") }
    public var centerX: SnapKitExtendable { adding([.centerX], "centerX") }
    public var centerY: SnapKitExtendable { adding([.centerY], "centerY") }
    public var edges: SnapKitExtendable { adding(ChainAttribute.edges.attributes, "edges") }
    public var horizontalEdges: SnapKitExtendable { adding(ChainAttribute.horizontalEdges.attributes, "horizontalEdges") }
    public var verticalEdges: SnapKitExtendable { adding(ChainAttribute.verticalEdges.attributes, "verticalEdges") }
    public var directionalEdges: SnapKitExtendable { adding(ChainAttribute.directionalEdges.attributes, "directionalEdges") }
    public var directionalHorizontalEdges: SnapKitExtendable { adding(ChainAttribute.directionalHorizontalEdges.attributes, "directionalHorizontalEdges") }
    public var directionalVerticalEdges: SnapKitExtendable { adding(ChainAttribute.directionalVerticalEdges.attributes, "directionalVerticalEdges") }
    public var directionalMargins: SnapKitExtendable { adding(ChainAttribute.directionalMargins.attributes, "directionalMargins") }
    public var size: SnapKitExtendable { adding(ChainAttribute.size.attributes, "size") }
    public var center: SnapKitExtendable { adding(ChainAttribute.center.attributes, "center") }

    private func relate(_ r: LayoutRelation, _ name: String, _ t: ChainTarget, _ shown: String, _ file: String, _ line: Int) -> SnapKitEditable {
        d.relation = r
        d.target = t
        d.text += ".\(name)(\(shown))"
        d.location = "\(file):\(line)"
        return SnapKitEditable(d)
    }

    @discardableResult
    public func equalTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> SnapKitEditable {
        relate(.equal, "equalTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func greaterThanOrEqualTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> SnapKitEditable {
        relate(.greaterThanOrEqual, "greaterThanOrEqualTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func lessThanOrEqualTo(_ t: some ConstraintTargetConvertible, file: String = #fileID, line: Int = #line) -> SnapKitEditable {
        relate(.lessThanOrEqual, "lessThanOrEqualTo", t.chainTarget, t.chainText, file, line)
    }
    @discardableResult
    public func equalToSuperview(file: String = #fileID, line: Int = #line) -> SnapKitEditable {
        relate(.equal, "equalToSuperview", .superview, "", file, line)
    }
    @discardableResult
    public func greaterThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> SnapKitEditable {
        relate(.greaterThanOrEqual, "greaterThanOrEqualToSuperview", .superview, "", file, line)
    }
    @discardableResult
    public func lessThanOrEqualToSuperview(file: String = #fileID, line: Int = #line) -> SnapKitEditable {
        relate(.lessThanOrEqual, "lessThanOrEqualToSuperview", .superview, "", file, line)
    }
}

/// After the relation: constants and the multiplier, then a priority.
public struct SnapKitEditable {
    let d: SnapKitConstraint
    init(_ d: SnapKitConstraint) { self.d = d }

    private func adding(_ m: ChainModifier, _ shown: String) -> SnapKitEditable {
        d.modifiers.append(m)
        d.text += ".\(shown)"
        return self
    }
    @discardableResult public func offset(_ v: Double) -> SnapKitEditable { adding(.offset(v), "offset(\(formatPoints(v)))") }
    @discardableResult public func inset(_ v: Double) -> SnapKitEditable { adding(.inset(v), "inset(\(formatPoints(v)))") }
    @discardableResult public func inset(_ e: EdgeInsets) -> SnapKitEditable { adding(.insets(e), "inset(\(e.chainText))") }
    @discardableResult public func multipliedBy(_ k: Double) -> SnapKitEditable { adding(.multipliedBy(k), "multipliedBy(\(formatPoints(k)))") }
    @discardableResult public func dividedBy(_ k: Double) -> SnapKitEditable { adding(.dividedBy(k), "dividedBy(\(formatPoints(k)))") }
    @discardableResult public func priority(_ p: SnapKitPriority) -> SnapKitFinalizable {
        d.setPriority(p.value)
        d.text += ".priority(\(formatPoints(p.value)))"
        return SnapKitFinalizable(d)
    }
    @discardableResult public func labeled(_ label: String) -> SnapKitEditable { adding(.labeled(label), "labeled(\"\(label)\")") }
    /// The constraint, to keep for later (`update(offset:)`, `deactivate()`).
    public var constraint: SnapKitConstraint { d }
}

public struct SnapKitFinalizable {
    let d: SnapKitConstraint
    init(_ d: SnapKitConstraint) { self.d = d }
    @discardableResult public func labeled(_ label: String) -> SnapKitFinalizable {
        d.modifiers.append(.labeled(label))
        d.text += ".labeled(\"\(label)\")"
        return self
    }
    public var constraint: SnapKitConstraint { d }
}

/// One SnapKit description, and after the block a handle on what it installed (SnapKit's
/// `Constraint`): activate, deactivate, and update its offset, inset or priority.
public final class SnapKitConstraint {
    let view: View
    var attributes: [LayoutAttribute]
    var relation: LayoutRelation?
    var target: ChainTarget?
    var modifiers: [ChainModifier] = []
    var text: String
    var location: String
    private var problem: String?
    public internal(set) var installed: [LayoutConstraint] = []

    init(view: View, attributes: [LayoutAttribute], text: String, location: String) {
        self.view = view; self.attributes = attributes; self.text = text; self.location = location
    }

    func setPriority(_ p: Double) {
        modifiers.append(.priority(p))
    }

    private func chain() -> ConstraintChain {
        ConstraintChain(view: view, attributes: attributes, relation: relation, target: target,
                        modifiers: modifiers, dialect: .snapkit, source: location)
    }

    func build() throws(ChainMisuse) -> [LayoutConstraint] {
        if let problem { throw ChainMisuse("\(location): \(problem), in \(text)") }
        do { return try chain().constraints() } catch { throw ChainMisuse("\(location): \(error.message), in \(text)") }
    }

    public func activate() {
        for c in installed where !view.madeConstraints.contains(where: { $0 === c }) { view.install([c]) }
    }

    public func deactivate() { for c in installed { view.uninstall(c) } }

    public var isActive: Bool { installed.contains { c in view.madeConstraints.contains { $0 === c } } }

    /// The single constant SnapKit keeps, replaced: the offset now.
    public func update(offset: Double) throws(ChainMisuse) { try replaceConstant(.offset(offset)) }
    public func update(inset: Double) throws(ChainMisuse) { try replaceConstant(.inset(inset)) }
    public func update(inset: EdgeInsets) throws(ChainMisuse) { try replaceConstant(.insets(inset)) }

    /// SnapKit lets an optional priority change to another optional one; a required constraint
    /// cannot become optional, nor the reverse, once installed.
    public func update(priority: SnapKitPriority) throws(ChainMisuse) {
        let current = installed.first?.priority ?? 1000
        if (current >= 1000) != (priority.value >= 1000) {
            throw ChainMisuse("\(location): cannot change a priority between required and optional after install (\(formatPoints(current)) → \(formatPoints(priority.value))), in \(text)")
        }
        modifiers.append(.priority(priority.value))
        let fresh = try chain().constraints()
        let active = isActive
        deactivate()
        installed = fresh
        if active { for c in fresh { view.install([c]) } }
    }

    private func replaceConstant(_ m: ChainModifier) throws(ChainMisuse) {
        modifiers.removeAll {
            switch $0 { case .offset, .inset, .insets: return true; default: return false }
        }
        modifiers.append(m)
        let fresh = try chain().constraints()
        for (old, new) in zip(installed, fresh) { old.constant = new.constant }
    }
}
