import Layout

/// Where a constraint is drawn: the lines that show it and the point its label belongs to.
struct ConstraintMark {
    /// Drawn in the constraint's own stroke: an I-beam with its end caps, an alignment line, a
    /// ratio diagonal.
    var lines: [[Point]] = []
    /// Thin dotted extension lines from an edge to where its I-beam runs.
    var guides: [[Point]] = []
    /// The middle of the mark: the label's home, the broken constraint's cross.
    var anchor: Point
    /// Whether the mark runs left–right (labels go above or below) or up–down (beside).
    var horizontal: Bool
    /// Alignment lines with nothing to say (`left == other.left`, required, held) stay unlabelled.
    var needsLabel: Bool
}

/// Works out the geometry of constraint marks from a solved layout. Keeps count of the marks
/// already made along each view's sides, so two constants on one view do not share a line.
struct ConstraintMarker {
    let result: LayoutResult
    /// End caps of an I-beam stick out this far on each side of its line.
    let capHalfLength = 3.0
    /// Distance between parallel marks on one view.
    let laneSpacing = 7.0
    private var lanes: [String: Int] = [:]

    init(result: LayoutResult) { self.result = result }

    private mutating func nextLane(_ key: String) -> Int {
        defer { lanes[key, default: 0] += 1 }
        return lanes[key, default: 0]
    }

    mutating func mark(for c: SolvedConstraint) -> ConstraintMark? {
        guard let r1 = result.absoluteRect(ofItem: c.firstView) else { return nil }
        let a1 = c.firstAttribute
        if a1.isSize {
            if let second = c.secondView, let a2 = c.secondAttribute, second == c.firstView, a2 != a1 {
                return aspectMark(r1)
            }
            return sizeMark(r1, attribute: a1, view: c.firstView)
        }
        guard let second = c.secondView, let a2 = c.secondAttribute, !a2.isSize, a2.isHorizontal == a1.isHorizontal,
              let r2 = result.absoluteRect(ofItem: second),
              let p1 = result.absoluteValue(of: a1, item: c.firstView),
              let target = result.absoluteValue(of: a2, item: second) else {
            // Mixed axes (Auto Layout refuses them) or an unknown item: a label on the view only.
            return ConstraintMark(anchor: Point(x: r1.midX, y: r1.midY), horizontal: true, needsLabel: true)
        }
        let horizontal = a1.isHorizontal
        // A multiplied position is measured from the origin of the space it is evaluated in
        // (`right == superview.right × 0.5`): the I-beam runs from that edge.
        var p2 = target, reference = r2
        // A scroll view's descendants are laid out on its content: their constraints to its
        // edges are drawn to the content's edges, not the visible frame's.
        if isAncestor(second, of: c.firstView), let content = result.absoluteContentRect(ofScrollView: second),
           let edge = result.absoluteContentValue(of: a2, scrollView: second) {
            p2 = edge
            reference = content
        }
        if c.multiplier != 1, let space = result.absoluteRect(ofItem: c.installedOn) {
            p2 = horizontal ? space.minX : space.minY
            reference = space
        }
        let range1 = horizontal ? (r1.minY, r1.maxY) : (r1.minX, r1.maxX)
        let range2 = horizontal ? (reference.minY, reference.maxY) : (reference.minX, reference.maxX)
        func point(_ along: Double, _ across: Double) -> Point {
            horizontal ? Point(x: along, y: across) : Point(x: across, y: along)
        }

        if abs(p1 - p2) < 0.5 {
            // Aligned edges: one line along them, over both views (only over the first when
            // the other is one of its ancestors, whose edge is the canvas's or a container's).
            let contains = range2.0 <= range1.0 && range2.1 >= range1.1 && isAncestor(second, of: c.firstView)
            let lo = contains ? range1.0 - 6 : min(range1.0, range2.0) - 4
            let hi = contains ? range1.1 + 6 : max(range1.1, range2.1) + 4
            let unlabelled = c.constant == 0 && c.multiplier == 1 && c.priority >= 1000 && c.state == .satisfied
            return ConstraintMark(lines: [[point(p1, lo), point(p1, hi)]], anchor: point(p1, (lo + hi) / 2),
                                  horizontal: !horizontal, needsLabel: !unlabelled)
        }

        // A gap: an I-beam between the two positions, across where both views are, or across
        // the first view with an extension line from the other's edge.
        let lane = Double(nextLane("\(c.firstView)|\(horizontal)"))
        let overlapLo = max(range1.0, range2.0), overlapHi = min(range1.1, range2.1)
        var across = overlapHi >= overlapLo ? (overlapLo + overlapHi) / 2 : (range1.0 + range1.1) / 2
        let room = overlapHi >= overlapLo ? (overlapHi - overlapLo) / 2 : (range1.1 - range1.0) / 2
        across += min(lane * laneSpacing, max(room - 1, 0)) * (lane.truncatingRemainder(dividingBy: 2) == 0 ? 1 : -1)
        var mark = ConstraintMark(anchor: point((p1 + p2) / 2, across), horizontal: horizontal, needsLabel: true)
        mark.lines = [[point(p2, across), point(p1, across)]] + caps(at: [p1, p2], across: across, horizontal: horizontal)
        if across < range2.0 || across > range2.1 {
            mark.guides.append([point(p2, across < range2.0 ? range2.0 : range2.1), point(p2, across)])
        }
        return mark
    }

    /// width/height constants and proportions: an I-beam across the view, near its bottom
    /// (widths) or right side (heights), one lane further in for each further mark.
    private mutating func sizeMark(_ r: Rect, attribute: LayoutAttribute, view: String) -> ConstraintMark {
        let lane = Double(nextLane("\(view)|\(attribute.rawValue)"))
        if attribute == .width {
            let y = r.maxY - min(4 + lane * laneSpacing, max(r.height / 2, 0))
            return ConstraintMark(lines: [[Point(x: r.minX, y: y), Point(x: r.maxX, y: y)]]
                                    + caps(at: [r.minX, r.maxX], across: y, horizontal: true),
                                  anchor: Point(x: r.midX, y: y), horizontal: true, needsLabel: true)
        }
        let x = r.maxX - min(4 + lane * laneSpacing, max(r.width / 2, 0))
        return ConstraintMark(lines: [[Point(x: x, y: r.minY), Point(x: x, y: r.maxY)]]
                                + caps(at: [r.minY, r.maxY], across: x, horizontal: false),
                              anchor: Point(x: x, y: r.midY), horizontal: false, needsLabel: true)
    }

    /// An aspect ratio: the view's diagonal, the ratio in its label.
    private func aspectMark(_ r: Rect) -> ConstraintMark {
        ConstraintMark(lines: [[Point(x: r.minX, y: r.maxY), Point(x: r.maxX, y: r.minY)]],
                       anchor: Point(x: r.midX, y: r.midY), horizontal: true, needsLabel: true)
    }

    private func caps(at positions: [Double], across: Double, horizontal: Bool) -> [[Point]] {
        positions.map { p in
            horizontal ? [Point(x: p, y: across - capHalfLength), Point(x: p, y: across + capHalfLength)]
                       : [Point(x: across - capHalfLength, y: p), Point(x: across + capHalfLength, y: p)]
        }
    }

    private func isAncestor(_ candidate: String, of id: String) -> Bool {
        if candidate == result.root.id + ".safeArea" { return true }
        var current = result.view(id: id)?.parentID
        while let c = current {
            if c == candidate { return true }
            current = result.view(id: c)?.parentID
        }
        return false
    }
}

/// The words on a constraint's mark: relation, constant or proportion, non-required priority,
/// and for an unmet constraint what it came to instead.
/// A badge's words: what a person would measure. A gap between two edges is a distance (`24`
/// for `right == superview.right − 24`, with the relation turned where the sign turns:
/// `bottom ≤ superview.bottom − 10` reads `≥ 10`), multipliers are ratios (`× 1/2`,
/// `width : height = 3 : 2`), the priority follows (`@750`). The raw constraint stays in the
/// tooltip, the SVG's data attributes and `explain`.
func constraintLabel(_ c: SolvedConstraint, in result: LayoutResult) -> String {
    var relation = c.relation
    func signed(_ d: Double) -> String { d < 0 ? " − \(format(-d))" : " + \(format(d))" }
    var text: String
    let proportional = c.secondView != nil && (c.firstAttribute.isSize || c.multiplier != 1)
    // The gap runs from the edge that comes first to the one after it: a child's right edge is
    // before its container's, so `right == superview.right − 24` is a gap of 24, and so is
    // `container.bottom == child.bottom + 16`.
    var sign = 1.0
    if let second = c.secondView, let a2 = c.secondAttribute, !proportional,
       let first = edgeSide(c.firstAttribute), let other = edgeSide(a2) {
        let firstIsOutside = first == other && isAncestor(c.firstView, of: second, in: result)
        if (first == .trailing) != firstIsOutside {
            sign = -1
            relation = relation.turned
        }
    }
    if proportional, let second = c.secondView, let a2 = c.secondAttribute {
        if second == c.firstView, c.constant == 0, let (p, q) = ratio(c.multiplier) {
            text = "\(c.firstAttribute.rawValue) : \(a2.rawValue) \(relation.symbol) \(p) : \(q)"
        } else {
            let name = second == c.firstView ? "" : "\(key(of: second, in: result))."
            let lhs = second == c.firstView ? "\(c.firstAttribute.rawValue) " : ""
            text = "\(lhs)\(relation.symbol) \(name)\(a2.rawValue)"
            if c.multiplier != 1 { text += " × " + (ratio(c.multiplier).map { $0.1 == 1 ? "\($0.0)" : "\($0.0)/\($0.1)" } ?? format(c.multiplier)) }
            if c.constant != 0 { text += signed(c.constant) }
        }
    } else {
        text = "\(relation.symbol) \(format(sign * c.constant))"
    }
    if c.priority < 1000 { text += " @\(format(c.priority))" }
    if case .unmet = c.state {
        // What the constant would have had to be for the constraint to hold as solved.
        let shown = proportional ? c.actual : sign * (c.constant + (c.actual - c.wanted))
        text += " (is \(format(shown)))"
    }
    return text
}

/// Whether `ancestor` contains `view` in the solved tree.
func isAncestor(_ ancestor: String, of view: String, in result: LayoutResult) -> Bool {
    var current = result.view(id: view)?.parentID
    var steps = 0
    while let id = current, steps < 10_000 {
        if id == ancestor { return true }
        current = result.view(id: id)?.parentID
        steps += 1
    }
    return false
}

/// Which way an edge attribute faces: left, top and leading edges start a gap; right, bottom and
/// trailing edges end one. Centres and baselines are neither.
enum EdgeSide { case leading, trailing }

func edgeSide(_ a: LayoutAttribute) -> EdgeSide? {
    switch a {
    case .left, .top, .leading, .leftMargin, .topMargin, .leadingMargin: return .leading
    case .right, .bottom, .trailing, .rightMargin, .bottomMargin, .trailingMargin: return .trailing
    default: return nil
    }
}

/// A multiplier as a small fraction (`0.5` → 1, 2; `1.5` → 3, 2), when it is one.
func ratio(_ m: Double) -> (Int, Int)? {
    guard m > 0, m.isFinite else { return nil }
    for q in 1...16 {
        let p = (m * Double(q)).rounded()
        if p >= 1, p <= 1000, abs(p / Double(q) - m) < 1e-9 { return (Int(p), q) }
    }
    return nil
}

extension LayoutRelation {
    var symbol: String {
        switch self {
        case .equal: return "="
        case .greaterThanOrEqual: return "≥"
        case .lessThanOrEqual: return "≤"
        }
    }

    /// The relation read from the other side (`a ≤ b` is `b ≥ a`).
    var turned: LayoutRelation {
        switch self {
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        case .lessThanOrEqual: return .greaterThanOrEqual
        }
    }
}

func key(of item: String, in result: LayoutResult) -> String {
    if item == result.root.id + ".safeArea" { return "safeArea" }
    return result.view(id: item)?.key ?? item
}
