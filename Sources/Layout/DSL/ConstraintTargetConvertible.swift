/// Anything a relation (`equalTo`, `greaterThanOrEqualTo`, `lessThanOrEqualTo`) accepts, in
/// either dialect: a number, a view, one attribute of a view or of the safe-area guide, a
/// size, a point, edge insets.
public protocol ConstraintTargetConvertible {
    var chainTarget: ChainTarget { get }
    /// How the target reads inside a chain's description (`superview`, `red.mas_top`, `@10`).
    var chainText: String { get }
}

extension View: ConstraintTargetConvertible {
    public var chainTarget: ChainTarget { .item(.view(self)) }
    public var chainText: String { key }
}

extension Double: ConstraintTargetConvertible {
    public var chainTarget: ChainTarget { .number(self) }
    public var chainText: String { formatPoints(self) }
}

extension Int: ConstraintTargetConvertible {
    public var chainTarget: ChainTarget { .number(Double(self)) }
    public var chainText: String { String(self) }
}

extension Size: ConstraintTargetConvertible {
    public var chainTarget: ChainTarget { .size(self) }
    public var chainText: String { "CGSizeMake(\(formatPoints(width)), \(formatPoints(height)))" }
}

extension Point: ConstraintTargetConvertible {
    public var chainTarget: ChainTarget { .point(self) }
    public var chainText: String { "CGPointMake(\(formatPoints(x)), \(formatPoints(y)))" }
}

extension EdgeInsets: ConstraintTargetConvertible {
    public var chainTarget: ChainTarget { .insets(self) }
    public var chainText: String {
        "UIEdgeInsetsMake(\([top, left, bottom, right].map(formatPoints).joined(separator: ", ")))"
    }
}

/// One attribute of a view or of the root's safe-area guide (`red.mas_top`, `red.snp.top`,
/// `view.mas_safeAreaLayoutGuideTop`), or SnapKit's composite (`red.snp.edges`).
public struct ViewAttribute: ConstraintTargetConvertible {
    public let item: LayoutItem
    /// nil: every attribute of the item (the safe-area guide as a whole).
    public let attribute: ChainAttribute?

    public init(item: LayoutItem, attribute: LayoutAttribute) {
        self.item = item; self.attribute = ChainAttribute(attribute)
    }

    public init(item: LayoutItem, composite: ChainAttribute) {
        self.item = item; attribute = composite
    }

    init(wholeItem item: LayoutItem) {
        self.item = item; attribute = nil
    }

    public var chainTarget: ChainTarget { attribute.map { .itemAttribute(item, $0) } ?? .item(item) }
    public var chainText: String {
        let base = item.view.key + (item.isSafeArea ? ".mas_safeAreaLayoutGuide" : "")
        return attribute.map { "\(base).mas_\($0.name)" } ?? base
    }
}

extension View {
    /// Masonry's `view.mas_left` … for relation targets.
    public var mas_left: ViewAttribute { ViewAttribute(item: .view(self), attribute: .left) }
    public var mas_right: ViewAttribute { ViewAttribute(item: .view(self), attribute: .right) }
    public var mas_top: ViewAttribute { ViewAttribute(item: .view(self), attribute: .top) }
    public var mas_bottom: ViewAttribute { ViewAttribute(item: .view(self), attribute: .bottom) }
    public var mas_leading: ViewAttribute { ViewAttribute(item: .view(self), attribute: .leading) }
    public var mas_trailing: ViewAttribute { ViewAttribute(item: .view(self), attribute: .trailing) }
    public var mas_width: ViewAttribute { ViewAttribute(item: .view(self), attribute: .width) }
    public var mas_height: ViewAttribute { ViewAttribute(item: .view(self), attribute: .height) }
    public var mas_centerX: ViewAttribute { ViewAttribute(item: .view(self), attribute: .centerX) }
    public var mas_centerY: ViewAttribute { ViewAttribute(item: .view(self), attribute: .centerY) }
    public var mas_baseline: ViewAttribute { ViewAttribute(item: .view(self), attribute: .baseline) }
    public var mas_firstBaseline: ViewAttribute { ViewAttribute(item: .view(self), attribute: .firstBaseline) }
    public var mas_lastBaseline: ViewAttribute { ViewAttribute(item: .view(self), attribute: .lastBaseline) }
    public var mas_leftMargin: ViewAttribute { ViewAttribute(item: .view(self), attribute: .leftMargin) }
    public var mas_rightMargin: ViewAttribute { ViewAttribute(item: .view(self), attribute: .rightMargin) }
    public var mas_topMargin: ViewAttribute { ViewAttribute(item: .view(self), attribute: .topMargin) }
    public var mas_bottomMargin: ViewAttribute { ViewAttribute(item: .view(self), attribute: .bottomMargin) }
    public var mas_leadingMargin: ViewAttribute { ViewAttribute(item: .view(self), attribute: .leadingMargin) }
    public var mas_trailingMargin: ViewAttribute { ViewAttribute(item: .view(self), attribute: .trailingMargin) }
    public var mas_centerXWithinMargins: ViewAttribute { ViewAttribute(item: .view(self), attribute: .centerXWithinMargins) }
    public var mas_centerYWithinMargins: ViewAttribute { ViewAttribute(item: .view(self), attribute: .centerYWithinMargins) }
    /// The root's safe-area guide as a whole (`make.edges.equalTo(view.mas_safeAreaLayoutGuide)`).
    public var mas_safeAreaLayoutGuide: ViewAttribute { ViewAttribute(wholeItem: .safeArea(self)) }
    public var mas_safeAreaLayoutGuideTop: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .top) }
    public var mas_safeAreaLayoutGuideBottom: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .bottom) }
    public var mas_safeAreaLayoutGuideLeft: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .left) }
    public var mas_safeAreaLayoutGuideRight: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .right) }
    public var mas_safeAreaLayoutGuideLeading: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .leading) }
    public var mas_safeAreaLayoutGuideTrailing: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .trailing) }
    public var mas_safeAreaLayoutGuideCenterX: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .centerX) }
    public var mas_safeAreaLayoutGuideCenterY: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .centerY) }
    public var mas_safeAreaLayoutGuideWidth: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .width) }
    public var mas_safeAreaLayoutGuideHeight: ViewAttribute { ViewAttribute(item: .safeArea(self), attribute: .height) }
}

/// Masonry's `MASAttribute` mask, for `make.attributes(.left | .top)`.
public struct MASAttribute: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let left = MASAttribute(rawValue: 1 << 0)
    public static let right = MASAttribute(rawValue: 1 << 1)
    public static let top = MASAttribute(rawValue: 1 << 2)
    public static let bottom = MASAttribute(rawValue: 1 << 3)
    public static let leading = MASAttribute(rawValue: 1 << 4)
    public static let trailing = MASAttribute(rawValue: 1 << 5)
    public static let width = MASAttribute(rawValue: 1 << 6)
    public static let height = MASAttribute(rawValue: 1 << 7)
    public static let centerX = MASAttribute(rawValue: 1 << 8)
    public static let centerY = MASAttribute(rawValue: 1 << 9)
    public static let baseline = MASAttribute(rawValue: 1 << 10)
    public static let firstBaseline = MASAttribute(rawValue: 1 << 11)
    public static let lastBaseline = MASAttribute(rawValue: 1 << 12)
    public static let leftMargin = MASAttribute(rawValue: 1 << 13)
    public static let rightMargin = MASAttribute(rawValue: 1 << 14)
    public static let topMargin = MASAttribute(rawValue: 1 << 15)
    public static let bottomMargin = MASAttribute(rawValue: 1 << 16)
    public static let leadingMargin = MASAttribute(rawValue: 1 << 17)
    public static let trailingMargin = MASAttribute(rawValue: 1 << 18)
    public static let centerXWithinMargins = MASAttribute(rawValue: 1 << 19)
    public static let centerYWithinMargins = MASAttribute(rawValue: 1 << 20)

    /// Masonry's order for `attributes:`: the order the mask's bits are tested in.
    var layoutAttributes: [LayoutAttribute] {
        let order: [(MASAttribute, LayoutAttribute)] = [
            (.left, .left), (.right, .right), (.top, .top), (.bottom, .bottom), (.leading, .leading),
            (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
            (.baseline, .baseline), (.firstBaseline, .firstBaseline), (.lastBaseline, .lastBaseline),
            (.leftMargin, .leftMargin), (.rightMargin, .rightMargin), (.topMargin, .topMargin),
            (.bottomMargin, .bottomMargin), (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
            (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
        ]
        return order.filter { contains($0.0) }.map(\.1)
    }
}
