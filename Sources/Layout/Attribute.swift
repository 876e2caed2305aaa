/// Auto Layout's attributes as Masonry names them.
public enum LayoutAttribute: String, CaseIterable, Sendable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case baseline, firstBaseline, lastBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    public var isSize: Bool { self == .width || self == .height }

    public var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }
}

/// An attribute as a chain names it: one of Auto Layout's (`left`) or a composite of Masonry
/// and SnapKit (`edges`), which stands for several in Masonry's order. Every front end (scene
/// chains, source files, the Swift DSL) names attributes with this one type.
public struct ChainAttribute: Hashable, Sendable, CustomStringConvertible {
    public let name: String
    /// In Masonry's order: `edges` is left, right, top, bottom.
    public let attributes: [LayoutAttribute]

    public init(_ attribute: LayoutAttribute) { name = attribute.rawValue; attributes = [attribute] }
    private init(composite name: String, _ attributes: [LayoutAttribute]) { self.name = name; self.attributes = attributes }

    public var description: String { name }
    /// The attribute itself when it names exactly one.
    public var single: LayoutAttribute? { attributes.count == 1 ? attributes[0] : nil }

    public static let edges = ChainAttribute(composite: "edges", [.left, .right, .top, .bottom])
    public static let size = ChainAttribute(composite: "size", [.width, .height])
    public static let center = ChainAttribute(composite: "center", [.centerX, .centerY])
    public static let margins = ChainAttribute(composite: "margins", [.leftMargin, .rightMargin, .topMargin, .bottomMargin])
    public static let centerWithinMargins = ChainAttribute(composite: "centerWithinMargins", [.centerXWithinMargins, .centerYWithinMargins])
    // SnapKit 5's own composites.
    public static let horizontalEdges = ChainAttribute(composite: "horizontalEdges", [.left, .right])
    public static let verticalEdges = ChainAttribute(composite: "verticalEdges", [.top, .bottom])
    public static let directionalEdges = ChainAttribute(composite: "directionalEdges", [.leading, .trailing, .top, .bottom])
    public static let directionalHorizontalEdges = ChainAttribute(composite: "directionalHorizontalEdges", [.leading, .trailing])
    public static let directionalVerticalEdges = ChainAttribute(composite: "directionalVerticalEdges", [.top, .bottom])
    public static let directionalMargins = ChainAttribute(composite: "directionalMargins", [.leadingMargin, .trailingMargin, .topMargin, .bottomMargin])
    public static let composites: [ChainAttribute] = [.edges, .size, .center, .margins, .centerWithinMargins, .horizontalEdges,
                                                      .verticalEdges, .directionalEdges, .directionalHorizontalEdges,
                                                      .directionalVerticalEdges, .directionalMargins]

    /// Every name a chain may use: the single attributes, then the composites.
    public static let all: [ChainAttribute] = LayoutAttribute.allCases.map(ChainAttribute.init) + composites

    public static func named(_ name: String) -> ChainAttribute? {
        if let a = LayoutAttribute(rawValue: name) { return ChainAttribute(a) }
        return composites.first { $0.name == name }
    }

    public static let left = ChainAttribute(.left), right = ChainAttribute(.right), top = ChainAttribute(.top)
    public static let bottom = ChainAttribute(.bottom), leading = ChainAttribute(.leading), trailing = ChainAttribute(.trailing)
    public static let width = ChainAttribute(.width), height = ChainAttribute(.height)
    public static let centerX = ChainAttribute(.centerX), centerY = ChainAttribute(.centerY)
    public static let baseline = ChainAttribute(.baseline), firstBaseline = ChainAttribute(.firstBaseline)
    public static let lastBaseline = ChainAttribute(.lastBaseline)
    public static let leftMargin = ChainAttribute(.leftMargin), rightMargin = ChainAttribute(.rightMargin)
    public static let topMargin = ChainAttribute(.topMargin), bottomMargin = ChainAttribute(.bottomMargin)
    public static let leadingMargin = ChainAttribute(.leadingMargin), trailingMargin = ChainAttribute(.trailingMargin)
    public static let centerXWithinMargins = ChainAttribute(.centerXWithinMargins)
    public static let centerYWithinMargins = ChainAttribute(.centerYWithinMargins)
}

public enum LayoutRelation: String, Sendable {
    case equal = "=="
    case greaterThanOrEqual = ">="
    case lessThanOrEqual = "<="
}

/// What a constraint's second side refers to: a view, or the root's safe-area guide.
public enum LayoutItem {
    case view(View)
    case safeArea(View)

    public var view: View {
        switch self { case .view(let v), .safeArea(let v): return v }
    }

    public var isSafeArea: Bool { if case .safeArea = self { return true } else { return false } }
}
