/// How a UIStackView lays out its arranged subviews: its axis, distribution, alignment and
/// spacing. UIKit does it with constraints of its own (the `UISV-…` ones a console log shows);
/// `View.stackConstraints()` makes the same, so a stack view is solved with everything else.
public struct StackLayout: Sendable, Equatable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public enum Distribution: String, Sendable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// `leading` is `.top` on a horizontal stack, `trailing` is `.bottom`.
    public enum Alignment: String, Sendable { case fill, leading, center, trailing, firstBaseline, lastBaseline }

    public var axis: Axis
    public var distribution: Distribution
    public var alignment: Alignment
    public var spacing: Double
    /// `setCustomSpacing(_:after:)`: the spacing after the arranged view at each index, in place
    /// of `spacing`.
    public var customSpacingAfter: [Int: Double]
    /// `isLayoutMarginsRelativeArrangement`: the arranged views are placed inside the stack's
    /// layout margins, not its edges.
    public var arrangesInsideMargins: Bool

    public init(axis: Axis = .horizontal, distribution: Distribution = .fill, alignment: Alignment = .fill, spacing: Double = 0,
                customSpacingAfter: [Int: Double] = [:], arrangesInsideMargins: Bool = false) {
        self.axis = axis; self.distribution = distribution; self.alignment = alignment; self.spacing = spacing
        self.customSpacingAfter = customSpacingAfter
        self.arrangesInsideMargins = arrangesInsideMargins
    }
}

extension View {
    /// The constraints UIKit adds for a stack view (`stack`, `arrangedSubviews`): the first and
    /// last arranged views pinned to its ends, the spacing between neighbours, the alignment
    /// across the axis and the distribution along it. Equal spacing and equal centring use
    /// layout guides between neighbours, as UIKit's `_UIOLAGapGuide`s do; they are added to the
    /// stack view. Fill proportionally is laid out as fill (UIKit's proportions need the views'
    /// sizes before layout). Every constraint made says it is UIKit's.
    ///
    /// A hidden arranged view (`isHidden`) takes no room: UIKit gives it a length of 0
    /// (`UISV-hiding`, required, so a required length of the app's own conflicts, as UIKit logs)
    /// at the end of the visible view before it, and spaces the visible ones as if it were not there.
    public func stackConstraints() -> [LayoutConstraint] {
        guard let stack, !arrangedSubviews.isEmpty else { return [] }
        let horizontal = stack.axis == .horizontal
        let lead: LayoutAttribute = horizontal ? .leading : .top
        let tail: LayoutAttribute = horizontal ? .trailing : .bottom
        let length: LayoutAttribute = horizontal ? .width : .height
        let crossLead: LayoutAttribute = horizontal ? .top : .leading
        let crossTail: LayoutAttribute = horizontal ? .bottom : .trailing
        let crossCenter: LayoutAttribute = horizontal ? .centerY : .centerX
        let crossLength: LayoutAttribute = horizontal ? .height : .width
        var made: [LayoutConstraint] = []
        // Inside the margins, the stack's own edges are its margins' (UIKit's UISV-canvas-connection
        // to the layoutMarginsGuide when isLayoutMarginsRelativeArrangement is on).
        let insideMargins = stack.arrangesInsideMargins
        func add(_ a: View, _ aa: LayoutAttribute, _ b: View?, _ ba: LayoutAttribute?, _ name: String,
                 relation: LayoutRelation = .equal, constant: Double = 0, priority: Double = 1000) {
            let ba = b === self && insideMargins ? ba.map(Self.marginAttribute) : ba
            let c = LayoutConstraint(firstView: a, firstAttribute: aa, relation: relation, second: b.map { .view($0) }, secondAttribute: ba,
                                     constant: constant, priority: priority, key: name)
            c.systemOrigin = "UIKit"
            made.append(c)
        }
        // The visible arranged views, by their index among all (custom spacings are by it).
        let visible = arrangedSubviews.indices.filter { !arrangedSubviews[$0].isHidden }
        let items = visible.map { arrangedSubviews[$0] }
        var previousVisible: View?
        for item in arrangedSubviews {
            guard item.isHidden else { previousVisible = item; continue }
            add(item, lead, previousVisible ?? self, previousVisible == nil ? lead : tail, "UISV-hiding")
            add(item, length, nil, nil, "UISV-hiding")
            add(item, crossLead, self, crossLead, "UISV-hiding")
            if stack.alignment == .fill { add(item, crossTail, self, crossTail, "UISV-hiding") }
        }
        guard !items.isEmpty else { return made }
        // Along the axis: the ends, then each neighbour after the one before.
        add(items[0], lead, self, lead, "UISV-canvas-connection")
        add(items[items.count - 1], tail, self, tail, "UISV-canvas-connection")
        var gaps: [View] = []
        for (i, item) in items.enumerated().dropFirst() {
            let previous = items[i - 1]
            let spacing = stack.customSpacingAfter[visible[i - 1]] ?? stack.spacing
            switch stack.distribution {
            case .fill, .fillEqually, .fillProportionally:
                add(item, lead, previous, tail, "UISV-spacing", constant: spacing)
            case .equalSpacing, .equalCentering:
                add(item, lead, previous, tail, "UISV-spacing", relation: .greaterThanOrEqual, constant: spacing)
                let gap = View(id: "\(id).gap\(i)", key: "\(key).gap\(i)")
                gap.isLayoutGuide = true
                addSubview(gap)
                let centring = stack.distribution == .equalCentering
                let (from, to): (LayoutAttribute, LayoutAttribute) = centring ? (horizontal ? .centerX : .centerY, horizontal ? .centerX : .centerY) : (tail, lead)
                add(gap, lead, previous, from, "UISV-distributing-edge")
                add(gap, tail, item, to, "UISV-distributing-edge")
                if let first = gaps.first { add(gap, length, first, length, "UISV-fill-equally") }
                // The guide has no size across the axis but must sit somewhere.
                add(gap, crossLead, self, crossLead, "UISV-gap-placement")
                add(gap, crossLength, nil, nil, "UISV-gap-placement")
                gaps.append(gap)
            }
            if stack.distribution == .fillEqually { add(item, length, items[0], length, "UISV-fill-equally") }
        }
        // Across the axis.
        for item in items {
            switch stack.alignment {
            case .fill:
                add(item, crossLead, self, crossLead, "UISV-alignment")
                add(item, crossTail, self, crossTail, "UISV-alignment")
            case .leading:
                add(item, crossLead, self, crossLead, "UISV-alignment")
                add(item, crossTail, self, crossTail, "UISV-spanning-boundary", relation: .lessThanOrEqual)
            case .trailing:
                add(item, crossTail, self, crossTail, "UISV-alignment")
                add(item, crossLead, self, crossLead, "UISV-spanning-boundary", relation: .greaterThanOrEqual)
            case .center, .firstBaseline, .lastBaseline:
                if horizontal && stack.alignment != .center {
                    let baseline: LayoutAttribute = stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline
                    if item !== items[0] { add(item, baseline, items[0], baseline, "UISV-alignment") }
                } else {
                    add(item, crossCenter, self, crossCenter, "UISV-alignment")
                }
                add(item, crossLead, self, crossLead, "UISV-spanning-boundary", relation: .greaterThanOrEqual)
                add(item, crossTail, self, crossTail, "UISV-spanning-boundary", relation: .lessThanOrEqual)
            }
        }
        // Not filling across, the stack is as thick as its thickest view: the solver hugs it
        // (LayoutSolver), as it hugs content.
        return made
    }

    /// An edge's or centre's attribute within the margins (`leading` → `leadingMargin`).
    static func marginAttribute(_ a: LayoutAttribute) -> LayoutAttribute {
        switch a {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return a
        }
    }
}
