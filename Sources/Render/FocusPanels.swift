import Layout

/// A focus panel's measures, in points.
enum FocusPanel {
    static let width = 220.0
    static let gap = 16.0
    static let padding = 10.0
    static let maxDrawnHeight = 160.0
}

/// For each conflict, a panel beside the picture with only what the conflict is about: the
/// views its minimal set names, its constraints, the broken one crossed out, and under it what
/// the broken constraint wanted and what it got. A conflict can be read there without finding
/// its marks among all the others on the screen.
extension PictureBuilder {
    /// The panels' groups, laid out from `left` on the canvas's right, and the height they take.
    func focusPanels(left: Double) -> (groups: [DisplayGroup], height: Double) {
        let font = builder.labelFont, captionFont = builder.legendFont
        var groups: [DisplayGroup] = []
        var top = 0.0
        var marker = ConstraintMarker(result: result)
        for conflict in diagnostics.conflicts {
            let set = conflict.members + [conflict.broken]
            // The views the set names (the root for the canvas and its safe area).
            var ids: [String] = []
            for c in set {
                for id in [c.firstView, c.secondView].compactMap({ $0 }) {
                    let view = id.hasSuffix(".safeArea") ? result.root.id : id
                    if !ids.contains(view) { ids.append(view) }
                }
            }
            let views = ids.compactMap { result.view(id: $0) }
            guard let first = views.first else { continue }
            var box = first.absoluteFrame.standardized
            for v in views.dropFirst() { box = box.union(v.absoluteFrame.standardized) }
            box = Rect(x: box.minX - 8, y: box.minY - 8, width: max(box.width, 1) + 16, height: max(box.height, 1) + 16)
            // Scaled to the panel's width, never up, and no taller than the canvas.
            let inner = FocusPanel.width - 2 * FocusPanel.padding
            // A panel is a glance, not a second copy: at most 160 points tall.
            let k = min(1, inner / box.width, FocusPanel.maxDrawnHeight / box.height)
            let captionTop = top + FocusPanel.padding
            let heading = "Conflict \(conflict.number)"
            let headingMetrics = text.measure(heading, font: captionFont)
            let originY = captionTop + headingMetrics.size.height + 4
            func place(_ p: Point) -> Point {
                Point(x: left + FocusPanel.padding + (p.x - box.minX) * k, y: originY + (p.y - box.minY) * k)
            }
            func placeRect(_ r: Rect) -> Rect {
                let a = place(Point(x: r.minX, y: r.minY)), b = place(Point(x: r.maxX, y: r.maxY))
                return Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
            }
            var shapes: [Shape] = []
            let drawnHeight = box.height * k
            shapes.append(.text(TextRun(text: heading, font: captionFont, color: colors.conflict,
                                        origin: Point(x: left + FocusPanel.padding, y: captionTop), size: headingMetrics.size,
                                        baseline: headingMetrics.baseline)))
            var keyBoxes: [Rect] = []
            var keyShapes: [Shape] = []
            for v in views {
                let r = placeRect(v.absoluteFrame.standardized)
                shapes.append(.rect(r, fill: v.backgroundColor, stroke: style.frameOutline))
                // Keys go inside their view's top-left, moved down past any key already there.
                let measured = text.measure(v.key, font: font)
                var at = Rect(origin: Point(x: r.minX + 2, y: r.minY + 1), size: measured.size)
                while keyBoxes.contains(where: { $0.intersects(at) }) { at = at.offsetBy(dx: 0, dy: measured.size.height + 1) }
                keyBoxes.append(at)
                keyShapes.append(.rect(at, fill: colors.keyBacking, stroke: nil))
                keyShapes.append(.text(TextRun(text: v.key, font: font, color: colors.keyText, origin: at.origin,
                                               size: measured.size, baseline: measured.baseline)))
            }
            for c in set {
                guard let mark = marker.mark(for: c) else { continue }
                let broken = c.index == conflict.broken.index
                let stroke = broken ? style.broken : style.conflicting(system: c.systemOrigin != nil)
                for line in mark.lines { shapes.append(.line(line.map(place), stroke)) }
                if broken {
                    let a = place(mark.anchor), d = 4.0
                    let cross = style.cross
                    shapes += [.line([Point(x: a.x - d, y: a.y - d), Point(x: a.x + d, y: a.y + d)], cross),
                               .line([Point(x: a.x - d, y: a.y + d), Point(x: a.x + d, y: a.y - d)], cross)]
                }
            }
            shapes += keyShapes
            // What the broken one wanted, and what it got.
            let b = conflict.broken
            let symbol = b.relation == .equal ? "=" : b.relation == .greaterThanOrEqual ? "≥" : "≤"
            let name = result.view(id: b.firstView)?.key ?? b.firstView
            let words = "✕ \(name).\(b.firstAttribute.rawValue) \(symbol) \(formatPoints(b.wanted)) wanted, is \(formatPoints(b.actual))"
            let lines = text.wrap(words, font: font, width: FocusPanel.width - 2 * FocusPanel.padding)
            var y = originY + drawnHeight + 4
            for line in lines {
                let m = text.measure(line, font: font)
                shapes.append(.text(TextRun(text: line, font: font, color: colors.legendText, origin: Point(x: left + FocusPanel.padding, y: y),
                                            size: m.size, baseline: m.baseline)))
                y += m.size.height
            }
            let height = y - top + FocusPanel.padding
            let frame: Shape = .rect(Rect(x: left, y: top, width: FocusPanel.width, height: height), fill: colors.legendBackground,
                                     stroke: style.panelFrame)
            groups.append(DisplayGroup(id: "focus-\(conflict.number)", classes: ["focus"], title: conflict.heading,
                                       data: ["broken": b.description], dataOrder: ["broken"], parent: nil, shapes: [frame] + shapes))
            top += height + FocusPanel.gap
        }
        return (groups, max(top - FocusPanel.gap, 0))
    }
}
