import Layout

/// The picture's second layer: each constraint's mark (I-beams, alignment lines, ratio
/// diagonals), drawn by its standing (broken, conflicting, unmet, held), with its badge or,
/// where there is no room for a problem's words, a numbered marker.
extension PictureBuilder {
    // MARK: Constraints

    enum Standing: Int, Comparable {
        case broken, conflict, unmet, satisfied
        static func < (a: Standing, b: Standing) -> Bool { a.rawValue < b.rawValue }
        var className: String {
            switch self {
            case .broken: return "broken"
            case .conflict: return "conflict"
            case .unmet: return "unmet"
            case .satisfied: return "satisfied"
            }
        }
    }

    func standings() -> [Standing] {
        var standing = result.constraints.map { c -> Standing in
            switch c.state {
            case .broken: return .broken
            case .unmet: return .unmet
            case .satisfied: return .satisfied
            }
        }
        for conflict in result.conflicts {
            for i in conflict.set where standing[i] != .broken { standing[i] = .conflict }
        }
        return standing
    }

    func stroke(for standing: Standing, _ c: SolvedConstraint) -> Stroke {
        // The framework's own constraints are dotted, the app's solid (or dashed when optional).
        switch standing {
        case .broken: return style.broken
        case .conflict: return style.conflicting(system: c.systemOrigin != nil)
        case .unmet: return style.unmet
        case .satisfied: return style.held(optional: c.priority < 1000, system: c.systemOrigin != nil)
        }
    }

    mutating func addConstraints(avoiding keyRects: [Rect]) {
        let standing = standings()
        var marker = ConstraintMarker(result: result)
        var marks: [Int: ConstraintMark] = [:]
        var shown: [Int] = []
        for c in result.constraints where overlay.drawsEveryConstraint || standing[c.index] != .satisfied {
            guard let mark = marker.mark(for: c) else { continue }
            marks[c.index] = mark
            shown.append(c.index)
        }
        // Problems are labelled first, so they get the best spots; drawn last, so they are on top.
        let labelOrder = shown.sorted { (standing[$0], $0) < (standing[$1], $1) }
        var placer = LabelPlacer(bounds: Rect(origin: .zero, size: result.root.frame.size), obstacles: keyRects)
        for (i, mark) in marks {
            for points in mark.lines + mark.guides where points.count >= 2 {
                for k in 0..<(points.count - 1) {
                    let a = points[k], b = points[k + 1]
                    placer.avoid(Rect(x: min(a.x, b.x) - 1, y: min(a.y, b.y) - 1, width: abs(b.x - a.x) + 2, height: abs(b.y - a.y) + 2), owner: i)
                }
            }
        }
        var labels: [Int: [Shape]] = [:]
        var markers = 0
        let folded = foldedUnmet
        let inConflict = Set(result.conflicts.flatMap(\.set))
        for i in labelOrder {
            let c = result.constraints[i], mark = marks[i]!
            guard mark.needsLabel || standing[i] != .satisfied else { continue }
            let words = (standing[i] == .broken ? "✕ " : "") + (c.systemOrigin.map { $0 + " " } ?? "") + constraintLabel(c, in: result)
            let measured = text.measure(words, font: builder.labelFont)
            let padded = Size(width: measured.size.width + 3, height: measured.size.height)
            let line = stroke(for: standing[i], c)
            if let placed = placer.place(padded, near: mark.anchor, horizontalMark: mark.horizontal, owner: i) {
                let box = pixelAligned(placed)
                badgeBoxes.append(box)
                labels[i] = [.rect(box, fill: colors.labelBacking, stroke: style.badgeOutline(line.color)),
                             .text(TextRun(text: words, font: builder.labelFont, color: colors.labelText,
                                           origin: Point(x: box.minX + 1.5, y: box.minY), size: measured.size,
                                           baseline: measured.baseline))]
            } else if standing[i] == .satisfied {
                // No room, and nothing wrong: the line speaks for itself (its words are in the
                // SVG's tooltip and in `masrender explain`); the legend is kept for problems.
                continue
            } else if inConflict.contains(i) {
                // A conflict's constraints are shown, and worded, in its focus panel beside the picture.
                continue
            } else if folded.contains(i) {
                // One of many unmet constraints of one shape: the legend's "… more like this" line speaks for it.
                continue
            } else {
                // No room for a problem's words: a numbered marker on the mark, the words in the legend.
                markers += 1
                let number = String(markers)
                let at = placer.placeMarker(radius: markerRadius(number), near: mark.anchor)
                labels[i] = markerShapes(number, color: line.color, at: at)
                legend.append(LegendEntry(swatch: .marker(number, line.color), text: "\(words)   \(c.description)"))
            }
        }
        let drawOrder = shown.sorted { (standing[$1], $0) < (standing[$0], $1) }
        for i in drawOrder {
            let c = result.constraints[i], mark = marks[i]!
            let line = stroke(for: standing[i], c)
            let isCentre = [.centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins].contains(c.firstAttribute)
            var shapes: [Shape] = []
            // A pale halo under each line keeps it visible on a view filled with its colour.
            let halo = style.halo(around: line, scale: scale)
            shapes += mark.lines.map { .line(crisp($0, line), halo) }
            for (n, points) in mark.lines.enumerated() {
                var s = line
                // The first line is the mark itself; the rest are end caps, always solid.
                if n > 0 { s.dash = [] } else if isCentre && mark.lines.count == 1 && line.dash.isEmpty { s.dash = [6, 2, 1.5, 2] }
                shapes.append(.line(crisp(points, s), s))
            }
            let guide = style.extensionLine(line.color)
            shapes += mark.guides.map { .line(crisp($0, guide), guide) }
            if standing[i] == .broken {
                let a = mark.anchor, d = 4.0
                let cross = style.cross
                shapes += [.line([Point(x: a.x - d, y: a.y - d), Point(x: a.x + d, y: a.y + d)], cross),
                           .line([Point(x: a.x - d, y: a.y + d), Point(x: a.x + d, y: a.y - d)], cross)]
            }
            shapes += labels[i] ?? []
            var data: [String: String] = [
                "first": "\(c.firstView).\(c.firstAttribute.rawValue)", "relation": c.relation.rawValue,
                "multiplier": format(c.multiplier), "constant": format(c.constant), "priority": format(c.priority),
            ]
            if let s = c.secondView, let a = c.secondAttribute { data["second"] = "\(s).\(a.rawValue)" }
            if case .unmet(let e) = c.state { data["error"] = format(e) }
            groups.append(DisplayGroup(
                id: uniqueID("constraint-\(i)"),
                classes: ["constraint", c.priority >= 1000 ? "required" : "optional", standing[i].className] + (c.systemOrigin != nil ? ["system"] : []),
                title: c.description + (c.source.map { " (\($0))" } ?? ""),
                data: data, dataOrder: ["first", "relation", "second", "multiplier", "constant", "priority", "error"],
                parent: nil, shapes: shapes))
        }
    }

    /// One-device-pixel-wide lines land on pixel centres and even widths on pixel edges, so
    /// axis-aligned lines are crisp at any scale.
    func crisp(_ points: [Point], _ stroke: Stroke) -> [Point] {
        guard points.count == 2 else { return points }
        let pixels = (stroke.devicePixels ? stroke.width : stroke.width * scale).rounded()
        func snap(_ v: Double) -> Double {
            let d = v * scale
            return (Int(pixels) % 2 == 1 ? d.rounded(.down) + 0.5 : d.rounded()) / scale
        }
        var (a, b) = (points[0], points[1])
        if a.x == b.x { a.x = snap(a.x); b.x = a.x }
        if a.y == b.y { a.y = snap(a.y); b.y = a.y }
        return [a, b]
    }
}
