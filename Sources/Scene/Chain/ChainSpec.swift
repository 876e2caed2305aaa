/// What one chain says, in Masonry's terms, before it is applied to a view tree: which
/// attributes of the maker's view, related how to what, with which modifiers. Names of views
/// are resolved already (aliases applied, dotted ids found); attributes are Masonry's names.
public struct ChainSpec: Equatable, Sendable {
    public enum Relation: String, Equatable, Sendable {
        case equal = "=="
        case greaterThanOrEqual = ">="
        case lessThanOrEqual = "<="
    }

    public indirect enum Target: Equatable, Sendable {
        case number(Double)
        case view(String)
        case viewAttribute(String, String)
        /// `equalToSuperview()`, or `superview` where no view has that id.
        case superview
        case superviewAttribute(String)
        case size(width: Double, height: Double)
        case point(x: Double, y: Double)
        case insets(top: Double, left: Double, bottom: Double, right: Double)
        case array([Target])
    }

    public enum Modifier: Equatable, Sendable {
        case offset(Double)
        case inset(Double)
        case insets(top: Double, left: Double, bottom: Double, right: Double)
        case sizeOffset(width: Double, height: Double)
        case centerOffset(x: Double, y: Double)
        case valueOffset(Target)
        case multipliedBy(Double)
        case dividedBy(Double)
        case priority(Double)
        case key(String)
        case labeled(String)
    }

    /// A part of the chain and where it stands in the chain text (scalar offsets).
    public struct Located<Value: Equatable & Sendable>: Equatable, Sendable {
        public let value: Value
        public let offset: Int
        public let length: Int
    }

    /// Attribute names in chain order (`left`, `edges`, `centerXWithinMargins`, …); an
    /// `attributes(mask)` call contributes its attributes in mask order.
    public var attributes: [Located<String>]
    public var relation: Located<Relation>?
    public var target: Located<Target>?
    public var modifiers: [Located<Modifier>]
    /// The whole statement's place in the chain text.
    public var offset: Int
    public var length: Int
}
