import Layout
import SourceSyntax

/// What the code did to constraints, in order: a block ran, or a kept constraint changed.
enum LayoutEvent {
    case block(MakerObject)
    /// A new offset or inset (`modifier`), or activated or deactivated (`active`).
    case change(KeptConstraint, ChainModifier?, active: Bool?)
    /// Masonry's `mas_distributeViewsAlongAxis:withFixedSpacing:…` / `withFixedItemLength:…`.
    case distribution(Distribution)
}

struct Distribution {
    var views: [ViewObject]
    var horizontal: Bool
    var fixedSpacing: Double?
    var fixedItemLength: Double?
    var lead: Double
    var tail: Double
    var range: SourceRange
}

/// The maker a make/update/remake block receives, and the chains written on it.
final class MakerObject {
    let view: ViewObject
    let operation: ConstraintOperation
    let dialect: ChainDialect
    var chains: [ChainBuilder] = []
    /// The method whose run made the block (`updateConstraints`), as the file names it.
    var madeIn: String?
    /// Where the block's call is written.
    var range: SourceRange = .none
    init(view: ViewObject, operation: ConstraintOperation, dialect: ChainDialect) {
        self.view = view; self.operation = operation; self.dialect = dialect
    }
}

/// One chain as its calls are evaluated: `make.left.top` (attributes), `.equalTo(v)` (relation
/// and target), `.offset(8)` (modifiers). The chain model (ConstraintChain) decides what it means.
final class ChainBuilder {
    let maker: MakerObject
    var attributes: [ChainAttribute] = []
    var relation: LayoutRelation?
    var target: ChainTargetOf<LayoutTarget>?
    var modifiers: [ChainModifier] = []
    let range: SourceRange
    /// Why the chain cannot be installed (a value only the running app knows), with its place.
    var failure: (message: String, range: SourceRange, unknown: Unknown?)?
    /// Names it is kept under (`let top = make.top…constraint`).
    var kept: KeptConstraint?
    /// Masonry called from Swift takes its values in a second call: `equalTo()(self)`,
    /// `inset()(10)`; the part waiting for its value.
    var awaiting: String?
    init(maker: MakerObject, range: SourceRange) { self.maker = maker; self.range = range }

    func fail(_ message: String, at range: SourceRange, unknown: Unknown? = nil) {
        if failure == nil { failure = (message, range, unknown) }
    }
}

/// A constraint kept by name (`self.topConstraint = make.top.equalTo(v).constraint`): its chain,
/// and once installed, what it made.
final class KeptConstraint {
    let chain: ChainBuilder
    var installed: [LayoutConstraint] = []
    /// Made with layout anchors (`a.topAnchor.constraint(equalTo: b.bottomAnchor)`): installed
    /// when first activated (`isActive = true`, `NSLayoutConstraint.activate`), not when made.
    var isAnchor = false
    var activated = false
    /// Changes written before the chain was installed (the block has not ended yet).
    init(chain: ChainBuilder) { self.chain = chain }
}

extension ChainAttribute {
    /// SnapKit's and Masonry's attribute words, with Masonry's `mas_` prefix gone; nil for a word
    /// that is no attribute.
    static func chainWord(_ word: String) -> ChainAttribute? {
        var name = word
        if name.hasPrefix("mas_") { name.removeFirst(4) }
        if name == "leftMargin" || name == "rightMargin" || name == "topMargin" || name == "bottomMargin" || name == "leadingMargin" || name == "trailingMargin" {
            return ChainAttribute.named(name)
        }
        if name == "firstBaseline" || name == "lastBaseline" || name == "baseline" { return ChainAttribute.named(name == "baseline" ? "lastBaseline" : name) }
        return ChainAttribute.named(name)
    }
}
