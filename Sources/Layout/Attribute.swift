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

    /// The composites of Masonry (and SnapKit), in Masonry's order.
    public static func composite(_ name: String) -> [LayoutAttribute]? {
        switch name {
        case "edges": return [.left, .right, .top, .bottom]
        case "size": return [.width, .height]
        case "center": return [.centerX, .centerY]
        case "margins": return [.leftMargin, .rightMargin, .topMargin, .bottomMargin]
        case "centerWithinMargins": return [.centerXWithinMargins, .centerYWithinMargins]
        default: return LayoutAttribute(rawValue: name).map { [$0] }
        }
    }
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
