import Layout

/// What one chain says, before it is applied to a view tree, in the Layout types every front
/// end shares (`ChainAttribute`, `LayoutRelation`, `ChainTargetOf`, `ChainModifier`); only
/// views are still names. Names are resolved already (aliases applied, dotted ids found).
/// What the chain means — pairing, insets, a missing relation — is `ConstraintChain`'s.
public struct ChainSpec: Equatable, Sendable {
    /// A view of the tree by id, or its safe-area guide.
    public enum ItemName: Equatable, Sendable {
        case view(String)
        case safeArea(String)
    }

    public typealias Target = ChainTargetOf<ItemName>

    /// A part of the chain and where it stands in the chain text (scalar offsets).
    public struct Located<Value: Equatable & Sendable>: Equatable, Sendable {
        public let value: Value
        public let offset: Int
        public let length: Int
    }

    /// Attributes in chain order (`left`, `edges`, `centerXWithinMargins`, …); an
    /// `attributes(mask)` call contributes its attributes in mask order.
    public var attributes: [Located<ChainAttribute>]
    /// nil: none written (`make.left.offset(10)`, which Masonry accepts).
    public var relation: Located<LayoutRelation>?
    public var target: Located<Target>?
    public var modifiers: [Located<ChainModifier>]
    /// The whole statement's place in the chain text.
    public var offset: Int
    public var length: Int
}
