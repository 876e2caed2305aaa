import Layout

/// Builds the picture of a solved layout, back to front: every frame with its fill, border and
/// outline (hatched when ambiguous), ghost frames at the ends of an ambiguous view's free range,
/// the constraints (problems on top), the key labels, and below the canvas a legend that says
/// in words what is wrong.
public struct DisplayListBuilder {
    public var options: RenderOptions
    public var keyFont = "DejaVu Sans 9"
    public var labelFont = "DejaVu Sans 8"
    public var markerFont = "DejaVu Sans Bold 7"
    public var legendFont = "DejaVu Sans 9"

    public init(options: RenderOptions) { self.options = options }
    public init(scale: Double) { options = RenderOptions(scale: scale) }

    public func build(_ result: LayoutResult, text: TextEngine) -> DisplayList {
        var picture = PictureBuilder(builder: self, result: result, text: text)
        return picture.build()
    }
}

/// One build of one picture; holds what the steps share.
private struct PictureBuilder {
    /// Most lines a legend has (the last says how many more there were).
    static let maxLegendLines = 40

    let builder: DisplayListBuilder
    let result: LayoutResult
    let text: TextEngine
    let colors: ThemeColors
    let overlay: Overlay
    let scale: Double
    var groups: [DisplayGroup] = []
    var usedIDs: Set<String> = []
    var legend: [LegendEntry] = []
    /// Where labels' text was drawn, laid out once with the views.
    var labelTextBoxes: [Rect] = []
    /// Where constraints' badges were put.
    var badgeBoxes: [Rect] = []

    init(builder: DisplayListBuilder, result: LayoutResult, text: TextEngine) {
        self.builder = builder; self.result = result; self.text = text
        colors = ThemeColors.of(builder.options.theme)
        overlay = builder.options.overlay
        scale = builder.options.scale
    }

    mutating func build() -> DisplayList {
        let root = result.root
        addViews()
        if overlay.drawsEveryConstraint { addContextLines() }
        let keys = overlay.drawsOutlines ? keyLabels() : nil
        // Constraint labels keep off the keys and off the text of labels, which is the layout's own content.
        if overlay.drawsProblems || overlay.drawsEveryConstraint { addConstraints(avoiding: (keys?.rects ?? []) + labelTextBoxes) }
        if let keys, !keys.shapes.isEmpty {
            groups.append(DisplayGroup(id: uniqueID("keys"), classes: ["keys"], title: "view keys",
                                       data: [:], dataOrder: [], parent: nil, shapes: keys.shapes))
        }
        // Text is sacred: lines are cut where they would cross a label's text, a key or a badge.
        let protection = TextProtection(labelTextBoxes + (keys?.rects ?? []) + badgeBoxes)
        for g in groups.indices where groups[g].classes.contains("constraint") || groups[g].classes.contains("ghost")
            || groups[g].classes.contains("ambiguous") {
            groups[g].shapes = protection.protect(groups[g].shapes)
        }
        if overlay.drawsProblems { describeProblems() }
        var size = root.frame.size
        // Each conflict on its own, in a panel beside the picture.
        if overlay.drawsProblems && !result.conflicts.isEmpty {
            let panels = FocusPanels(result: result, colors: colors, text: text, font: builder.labelFont, captionFont: builder.legendFont)
                .build(left: size.width + FocusPanels.gap, diagnostics: diagnostics)
            groups += panels.groups
            size.width += FocusPanels.gap + FocusPanels.width
            size.height = max(size.height, panels.height)
        }
        if !legend.isEmpty { size.height += addLegend(top: size.height, width: size.width) }
        return DisplayList(size: size, scale: scale, background: root.backgroundColor ?? colors.background, groups: groups)
    }

    // MARK: Views

    private mutating func addViews() {
        var groupOfView: [String: Int] = [:]
        let outline = Stroke(width: 1, color: colors.frameOutline, devicePixels: true)
        for view in result.views {
            var shapes: [Shape] = []
            let isRoot = view.parentID == nil
            let f = view.absoluteFrame
            let degenerate = !isRoot && (f.width < 0.5 || f.height < 0.5)
            var classes = ["view", view.kind.rawValue] + (isRoot ? ["root"] : [])
            if view.isLayoutGuide {
                // A guide draws nothing on screen: a faint dashed outline where the layout put it.
                classes.append("guide")
                if overlay.drawsOutlines {
                    shapes.append(.rect(f, fill: nil, stroke: Stroke(width: 1, color: colors.guide, dash: [2, 2], devicePixels: true)))
                }
            } else if !isRoot && (f.width < 0 || f.height < 0) {
                // A negative size is no box: drawn as solved it would be an inverted one, far from
                // where the view starts. Its marks (below) and its size, stated where it starts.
                if overlay.drawsProblems {
                    let words = "\(format(f.width)) × \(format(f.height))"
                    let measured = text.measure(words, font: builder.labelFont)
                    shapes.append(.text(TextRun(text: words, font: builder.labelFont, color: colors.conflict,
                                                origin: Point(x: f.minX + 6, y: f.minY - measured.size.height / 2), size: measured.size,
                                                baseline: measured.baseline)))
                }
            } else if !isRoot {
                shapes.append(.rect(f, fill: view.backgroundColor, stroke: nil))
                if !view.assumed.isEmpty && overlay.drawsOutlines {
                    // Placed by a placeholder, not by constraints: dashed, as Interface Builder draws a misplaced frame.
                    classes.append("assumed")
                    shapes.append(.rect(f, fill: nil, stroke: Stroke(width: 1, color: colors.frameOutline, dash: [4, 3], devicePixels: true)))
                } else if let border = view.border, border.width > 0 {
                    shapes.append(.rect(f, fill: nil, stroke: Stroke(width: border.width, color: border.color)))
                } else if overlay.drawsOutlines {
                    shapes.append(.rect(f, fill: nil, stroke: outline))
                }
            }
            if let label = view.label {
                let i = label.contentInsets
                let inner = Rect(x: f.minX + i.left, y: f.minY + i.top, width: f.width - i.left - i.right, height: f.height - i.top - i.bottom)
                let lines = labelText(label, in: inner)
                shapes += lines
                for case .text(let run) in lines { labelTextBoxes.append(Rect(origin: run.origin, size: run.size)) }
            }
            if overlay.drawsProblems && !view.ambiguous.isEmpty {
                classes.append("ambiguous")
                shapes += hatch(f)
            }
            if overlay.drawsProblems && degenerate {
                classes.append("degenerate")
                shapes += degenerateMarks(f)
            }
            groups.append(DisplayGroup(
                id: uniqueID("view-" + view.key),
                classes: classes,
                title: "\(view.key): \(format(f.minX)), \(format(f.minY)), \(format(f.width)) × \(format(f.height))",
                data: ["id": view.id, "frame": [f.minX, f.minY, f.width, f.height].map(format).joined(separator: " ")]
                    .merging(view.ambiguous.isEmpty ? [:] : ["ambiguous": view.ambiguous.joined(separator: " ")]) { a, _ in a }
                    .merging(view.assumed.isEmpty ? [:] : ["assumed": view.assumed.joined(separator: " ")]) { a, _ in a },
                dataOrder: ["id", "frame", "ambiguous", "assumed"],
                parent: view.parentID.flatMap { groupOfView[$0] },
                shapes: shapes))
            groupOfView[view.id] = groups.count - 1
        }
        guard overlay.drawsProblems else { return }
        for view in result.views where !view.freeRanges.isEmpty {
            let ghosts = ghostFrames(view)
            guard !ghosts.isEmpty else { continue }
            let stroke = Stroke(width: 1, color: colors.ambiguous, dash: [3, 2])
            groups.append(DisplayGroup(id: uniqueID("ghosts-" + view.key), classes: ["ghost"],
                                       title: "\(view.key) could also be here", data: ["id": view.id], dataOrder: ["id"],
                                       parent: nil, shapes: ghosts.map { .rect($0, fill: nil, stroke: stroke) }))
        }
    }

    /// The rectangles constraints measure from that no view draws: the root's safe area and a
    /// view's layout margins, where a constraint uses them, and a scroll view's content. Faint,
    /// dashed and named in small text, so `= 100` from the safe area does not start in mid-air.
    private mutating func addContextLines() {
        let safeAreaID = result.root.id + ".safeArea"
        let marginAttributes: Set<LayoutAttribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
                                                     .trailingMargin, .centerXWithinMargins, .centerYWithinMargins]
        var marginViews: [String] = []
        var usesSafeArea = false
        for c in result.constraints {
            if c.secondView == safeAreaID { usesSafeArea = true }
            if marginAttributes.contains(c.firstAttribute), !marginViews.contains(c.firstView) { marginViews.append(c.firstView) }
            if let a = c.secondAttribute, marginAttributes.contains(a), let v = c.secondView, v != safeAreaID, !marginViews.contains(v) {
                marginViews.append(v)
            }
        }
        var rects: [(name: String, box: Rect, id: String)] = []
        if usesSafeArea {
            let f = result.root.absoluteFrame, i = result.root.safeAreaInsets
            rects.append(("safe area", Rect(x: f.minX + i.left, y: f.minY + i.top, width: f.width - i.left - i.right,
                                            height: f.height - i.top - i.bottom), "safeArea"))
        }
        for id in marginViews {
            guard let v = result.view(id: id) else { continue }
            let f = v.absoluteFrame, m = v.layoutMargins
            rects.append(("margins", Rect(x: f.minX + m.left, y: f.minY + m.top, width: f.width - m.left - m.right,
                                          height: f.height - m.top - m.bottom), "margins-" + v.key))
        }
        for v in result.views where v.kind == .scroll {
            guard let content = v.contentSize else { continue }
            let f = v.absoluteFrame
            rects.append(("content", Rect(x: f.minX, y: f.minY, width: content.width, height: content.height), "content-" + v.key))
        }
        let stroke = Stroke(width: 1, color: colors.guide, dash: [1, 3], devicePixels: true)
        let font = builder.labelFont
        for r in rects where r.box.width > 0 && r.box.height > 0 {
            let measured = text.measure(r.name, font: font)
            let run = TextRun(text: r.name, font: font, color: colors.guide, origin: Point(x: r.box.maxX - measured.size.width - 2, y: r.box.minY + 1),
                              size: measured.size, baseline: measured.baseline)
            labelTextBoxes.append(Rect(origin: run.origin, size: run.size))
            groups.append(DisplayGroup(id: uniqueID("context-" + r.id), classes: ["context"], title: r.name,
                                       data: ["frame": [r.box.minX, r.box.minY, r.box.width, r.box.height].map(format).joined(separator: " ")],
                                       dataOrder: ["frame"], parent: nil,
                                       shapes: [.rect(r.box, fill: nil, stroke: stroke),
                                                .rect(Rect(x: run.origin.x - 1, y: run.origin.y, width: run.size.width + 2, height: run.size.height),
                                                      fill: colors.labelBacking, stroke: nil),
                                                .text(run)]))
        }
    }

    /// A label's text as UILabel draws it: wrapped at the frame's width, as many lines as
    /// `numberOfLines` allows and the height holds, the last one cut off with "…", the block
    /// centred vertically and each line aligned.
    private func labelText(_ label: LabelContent, in frame: Rect) -> [Shape] {
        let step = text.lineHeight(label.font)
        let fitting = max(1, Int((frame.height / step.height + 0.01).rounded(.down)))
        let allowed = label.numberOfLines == 0 ? fitting : min(label.numberOfLines, fitting)
        let lines = text.labelLines(label.text, font: label.font, width: max(frame.width, 1), maxLines: allowed)
        var y = frame.midY - step.height * Double(lines.count) / 2
        var shapes: [Shape] = []
        for line in lines {
            let measured = text.measure(line, font: label.font)
            var x = frame.minX
            switch label.alignment {
            case .center: x += (frame.width - measured.size.width) / 2
            case .right: x += frame.width - measured.size.width
            case .natural where result.isRightToLeft: x += frame.width - measured.size.width
            default: break
            }
            shapes.append(.text(TextRun(text: line, font: label.font, color: label.textColor,
                                        origin: Point(x: x, y: y), size: measured.size, baseline: measured.baseline)))
            y += step.height
        }
        return shapes
    }

    /// Diagonal lines clipped to the frame, on a grid fixed to the canvas so that hatches of
    /// neighbouring views line up.
    private func hatch(_ r: Rect) -> [Shape] {
        let spacing = 6.0
        let stroke = Stroke(width: 0.75, color: Color(red: colors.ambiguous.red, green: colors.ambiguous.green,
                                                      blue: colors.ambiguous.blue, alpha: 0.9))
        let box = normalized(r)
        var shapes: [Shape] = []
        var k = ((box.minX + box.minY) / spacing).rounded(.up) * spacing
        while k <= box.maxX + box.maxY {
            let x0 = max(box.minX, k - box.maxY), x1 = min(box.maxX, k - box.minY)
            if x1 > x0 { shapes.append(.line([Point(x: x0, y: k - x0), Point(x: x1, y: k - x1)], stroke)) }
            k += spacing
        }
        return shapes
    }

    /// A view of zero or negative size is invisible as a rectangle: outline where it is and
    /// ring its middle.
    private func degenerateMarks(_ r: Rect) -> [Shape] {
        let box = normalized(r)
        let stroke = Stroke(width: 1.5, color: colors.conflict, dash: [2, 2])
        return [.rect(Rect(x: box.minX - 1, y: box.minY - 1, width: box.width + 2, height: box.height + 2), fill: nil, stroke: stroke),
                .circle(center: Point(x: box.midX, y: box.midY), radius: 4, fill: nil, stroke: Stroke(width: 1.5, color: colors.conflict))]
    }

    /// The frames an ambiguous view could equally have: each free attribute at each end of its
    /// range (24 points away where the range is unbounded).
    private func ghostFrames(_ view: SolvedView) -> [Rect] {
        let f = view.absoluteFrame
        let dx = f.minX - view.frame.minX, dy = f.minY - view.frame.minY
        var rects: [Rect] = []
        for range in view.freeRanges {
            let current: Double
            switch range.attribute {
            case "x": current = view.frame.minX
            case "y": current = view.frame.minY
            case "width": current = f.width
            case "height": current = f.height
            default: continue  // a scroll view's content size: said in the legend
            }
            for end in [range.lower ?? current - 24, range.upper ?? current + 24] where abs(end - current) > 0.5 {
                switch range.attribute {
                case "x": rects.append(Rect(x: dx + end, y: f.minY, width: f.width, height: f.height))
                case "y": rects.append(Rect(x: f.minX, y: dy + end, width: f.width, height: f.height))
                case "width": rects.append(Rect(x: f.minX, y: f.minY, width: max(end, 0), height: f.height))
                default: rects.append(Rect(x: f.minX, y: f.minY, width: f.width, height: max(end, 0)))
                }
            }
        }
        return rects
    }

    // MARK: Keys

    /// The key labels, drawn on top of everything so no view or line hides a name.
    /// Each view's key where it can be read: inside its view at the top-left when there is
    /// room (a label's own text fills it, so its key goes outside), else further down inside,
    /// at the top-right, or outside above, below, left or right — the first spot that covers no
    /// other key and no label's text, always inside the canvas.
    private func keyLabels() -> (shapes: [Shape], rects: [Rect]) {
        var shapes: [Shape] = []
        var rects: [Rect] = []
        let canvas = result.root.frame.size
        // Keys and labels' text by a grid, so thousands of views stay quick.
        var free = LabelPlacer(bounds: Rect(origin: .zero, size: canvas), obstacles: labelTextBoxes)
        for view in result.views where view.parentID != nil && !view.key.isEmpty {
            let measured = text.measure(view.key, font: builder.keyFont)
            let w = measured.size.width, h = measured.size.height
            let f = normalized(view.absoluteFrame)
            // A view wholly outside the canvas (a scroll view's content past its bounds) shows
            // nothing to name.
            let canvasRect = Rect(origin: .zero, size: canvas)
            let degenerate = f.width < 0.5 || f.height < 0.5
            let visible = degenerate ? canvasRect.contains(Point(x: f.minX, y: f.minY)) : f.intersects(canvasRect)
            guard visible else { continue }
            let inset = max(view.border?.width ?? 0, 0)
            var candidates: [Point] = []
            let roomInside = view.label == nil && f.width >= w + 2 * inset + 4 && f.height >= h + 2 * inset + 2
            if roomInside {
                for k in 0..<4 where f.height >= Double(k + 1) * (h + 1) + 2 * inset {
                    candidates.append(Point(x: f.minX + inset + 2, y: f.minY + inset + 1 + Double(k) * (h + 1)))
                }
                candidates.append(Point(x: f.maxX - inset - 2 - w, y: f.minY + inset + 1))
            }
            // Outside: above, then below, each slid along to clear a neighbour's key; then beside.
            for y in [f.minY - h - 1, f.maxY + 1] {
                for dx in [0.0, 12, 24, 48, 72] { candidates.append(Point(x: f.minX + dx, y: y)) }
            }
            candidates += [Point(x: f.minX - w - 2, y: f.minY), Point(x: f.maxX + 2, y: f.minY)]
            // Never clipped by the canvas: every spot is moved inside it.
            func inside(_ p: Point) -> Rect {
                let aligned = pixelAligned(Rect(origin: p, size: measured.size))
                // Moved in after aligning, as aligning may widen it by a pixel.
                return Rect(x: min(max(aligned.minX, 0), max(canvas.width - aligned.width, 0)),
                            y: min(max(aligned.minY, 0), max(canvas.height - aligned.height, 0)), width: aligned.width, height: aligned.height)
            }
            let boxes = candidates.map(inside)
            // None free: the spots slid down (then up) a key's height at a time, inside the canvas.
            var slid: [Rect] = []
            for k in 1...8 {
                for direction in [1.0, -1.0] {
                    slid.append(inside(Point(x: boxes[0].minX, y: boxes[0].minY + direction * Double(k) * (h + 1))))
                }
            }
            let box: Rect
            if let chosen = free.takeFirstFree(boxes + slid) { box = chosen } else { box = boxes[0]; free.occupy(box) }
            rects.append(box)
            shapes.append(.rect(box, fill: colors.keyBacking, stroke: nil))
            shapes.append(.text(TextRun(text: view.key, font: builder.keyFont, color: colors.keyText,
                                        origin: box.origin, size: measured.size, baseline: measured.baseline)))
        }
        return (shapes, rects)
    }

    // MARK: Constraints

    private enum Standing: Int, Comparable {
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

    private func standings() -> [Standing] {
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

    private func stroke(for standing: Standing, _ c: SolvedConstraint) -> Stroke {
        // The framework's own constraints are dotted, the app's solid (or dashed when optional).
        let optionalDash: [Double] = c.systemOrigin != nil ? [1, 2] : c.priority < 1000 ? [4, 2] : []
        switch standing {
        case .broken: return Stroke(width: 2, color: colors.conflict, dash: [4, 2])
        case .conflict: return Stroke(width: 2, color: colors.conflict, dash: c.systemOrigin != nil ? [1, 2] : [])
        case .unmet: return Stroke(width: 1.5, color: colors.unmet, dash: [4, 2])
        case .satisfied: return Stroke(width: 1, color: colors.constraint, dash: optionalDash)
        }
    }

    private mutating func addConstraints(avoiding keyRects: [Rect]) {
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
                labels[i] = [.rect(box, fill: colors.labelBacking, stroke: Stroke(width: 1, color: line.color, devicePixels: true)),
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
            let halo = Stroke(width: line.points(atScale: scale) + 1.5, color: colors.halo)
            shapes += mark.lines.map { .line(crisp($0, line), halo) }
            for (n, points) in mark.lines.enumerated() {
                var s = line
                // The first line is the mark itself; the rest are end caps, always solid.
                if n > 0 { s.dash = [] } else if isCentre && mark.lines.count == 1 && line.dash.isEmpty { s.dash = [6, 2, 1.5, 2] }
                shapes.append(.line(crisp(points, s), s))
            }
            let guide = Stroke(width: 1, color: line.color, dash: [1, 2], devicePixels: true)
            shapes += mark.guides.map { .line(crisp($0, guide), guide) }
            if standing[i] == .broken {
                let a = mark.anchor, d = 4.0
                let cross = Stroke(width: 2, color: colors.conflict)
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
    private func crisp(_ points: [Point], _ stroke: Stroke) -> [Point] {
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

    // MARK: Legend

    /// Unmet constraints of one shape (same items, attributes, relation and priority; only the
    /// constant differs) read as one problem: the legend says the first two, then one line for
    /// the rest, whose marks carry no marker of their own.
    /// The problems and their words, shared with `explain`.
    var diagnostics: LayoutDiagnostics { LayoutDiagnostics(result) }

    /// The indices of unmet constraints folded into a "… and N more like this" line.
    var foldedUnmet: Set<Int> {
        Set(diagnostics.unmetGroups.filter(\.folds).flatMap { $0.members.dropFirst(2).map(\.constraint.index) })
    }

    private mutating func describeProblems() {
        let diagnostics = self.diagnostics
        for conflict in diagnostics.conflicts {
            legend.append(LegendEntry(swatch: .conflict, text: conflict.heading))
            for c in conflict.members {
                legend.append(LegendEntry(swatch: c.systemOrigin != nil ? .systemConflict : .conflict,
                                          text: (c.systemOrigin.map { "(\($0)) " } ?? "") + c.description, indent: true))
            }
            if let canvas = conflict.canvasWords { legend.append(LegendEntry(swatch: .conflict, text: canvas, indent: true)) }
            legend.append(LegendEntry(swatch: .broken, text: "✕ " + conflict.broken.description, indent: true))
        }
        for group in diagnostics.unmetGroups {
            for u in group.shown { legend.append(LegendEntry(swatch: .unmet, text: "Unmet: \(u.constraint.description) \(u.words).")) }
            if let folded = group.foldedWords { legend.append(LegendEntry(swatch: .unmet, text: folded)) }
        }
        for a in diagnostics.ambiguous {
            legend.append(LegendEntry(swatch: .ambiguous, text: "Ambiguous: \(a.view.key): \(a.words)."))
        }
        for v in diagnostics.invisible {
            legend.append(LegendEntry(swatch: .degenerate, text: v.words))
        }
        // One line for every placeholder: what no constraint decides is drawn at a stand-in value.
        let assumed = result.views.filter { !$0.assumed.isEmpty && !$0.isLayoutGuide }
        if !assumed.isEmpty {
            let parts = assumed.map { "\($0.key)'s \($0.assumed.joined(separator: ", "))" }
            legend.append(LegendEntry(swatch: .assumed, text: "Not given by any constraint, so drawn at stand-in values (dashed): \(parts.joined(separator: "; "))."))
        }
        legend += builder.options.notes.map { LegendEntry(swatch: .note, text: $0) }
        // Problems read first; the numbered markers after them.
        let problems = legend.filter { if case .marker = $0.swatch { return false } else { return true } }
        let markers = legend.filter { if case .marker = $0.swatch { return true } else { return false } }
        legend = problems + markers
        // A legend reads at a glance or not at all, and must never make the picture larger than
        // can be drawn (1000 unmet constraints once made a 46,264-pixel-tall picture that Cairo
        // refused): the first lines, then how many more there are.
        if legend.count > Self.maxLegendLines {
            let more = legend.count - (Self.maxLegendLines - 1)
            legend = Array(legend.prefix(Self.maxLegendLines - 1))
            legend.append(LegendEntry(swatch: .note, text: "… and \(more) more lines: masrender explain lists every problem."))
        }
    }

    /// Draws the legend below the canvas; returns its height.
    private mutating func addLegend(top: Double, width: Double) -> Double {
        let padding = 6.0, swatchWidth = 18.0, indentWidth = 12.0
        let lineHeight = text.measure("Ag", font: builder.legendFont).size.height
        var shapes: [Shape] = []
        var y = top + padding
        var body: [Shape] = []
        for entry in legend {
            let x = padding + (entry.indent ? indentWidth : 0)
            let textX = x + swatchWidth + 4
            let lines = text.wrap(entry.text, font: builder.legendFont, width: max(width - textX - padding, 80))
            body += swatch(entry.swatch, at: Point(x: x, y: y + lineHeight / 2), width: swatchWidth)
            for line in lines {
                let measured = text.measure(line, font: builder.legendFont)
                body.append(.text(TextRun(text: line, font: builder.legendFont, color: colors.legendText,
                                          origin: Point(x: textX, y: y), size: measured.size, baseline: measured.baseline)))
                y += lineHeight
            }
            y += 2
        }
        let height = (y - top + padding - 2).rounded(.up)
        shapes.append(.rect(Rect(x: 0, y: top, width: width, height: height), fill: colors.legendBackground, stroke: nil))
        shapes.append(.line([Point(x: 0, y: top + 0.5 / scale), Point(x: width, y: top + 0.5 / scale)],
                            Stroke(width: 1, color: colors.legendRule, devicePixels: true)))
        groups.append(DisplayGroup(id: uniqueID("legend"), classes: ["legend"], title: "what is wrong",
                                   data: [:], dataOrder: [], parent: nil, shapes: shapes + body))
        return height
    }

    private func swatch(_ kind: LegendEntry.Swatch, at p: Point, width: Double) -> [Shape] {
        let from = Point(x: p.x, y: p.y), to = Point(x: p.x + width, y: p.y)
        switch kind {
        case .conflict:
            return [.line([from, to], Stroke(width: 2, color: colors.conflict))]
        case .broken:
            let m = Point(x: p.x + width / 2, y: p.y), d = 3.5, cross = Stroke(width: 1.5, color: colors.conflict)
            return [.line([from, to], Stroke(width: 2, color: colors.conflict, dash: [4, 2])),
                    .line([Point(x: m.x - d, y: m.y - d), Point(x: m.x + d, y: m.y + d)], cross),
                    .line([Point(x: m.x - d, y: m.y + d), Point(x: m.x + d, y: m.y - d)], cross)]
        case .systemConflict:
            return [.line([from, to], Stroke(width: 2, color: colors.conflict, dash: [1, 2]))]
        case .assumed:
            let box = Rect(x: p.x + 2, y: p.y - 5, width: width - 4, height: 10)
            return [.rect(box, fill: nil, stroke: Stroke(width: 1, color: colors.frameOutline, dash: [4, 3], devicePixels: true))]
        case .note:
            return [.circle(center: Point(x: p.x + width / 2, y: p.y), radius: 2.5, fill: colors.legendText, stroke: nil)]
        case .unmet:
            return [.line([from, to], Stroke(width: 1.5, color: colors.unmet, dash: [4, 2]))]
        case .ambiguous:
            let box = Rect(x: p.x + 2, y: p.y - 5, width: width - 4, height: 10)
            return [.rect(box, fill: nil, stroke: Stroke(width: 1, color: colors.ambiguous, dash: [3, 2]))] + hatch(box)
        case .degenerate:
            return [.circle(center: Point(x: p.x + width / 2, y: p.y), radius: 4, fill: nil, stroke: Stroke(width: 1.5, color: colors.conflict))]
        case .marker(let number, let color):
            return markerShapes(number, color: color, at: Point(x: p.x + width / 2, y: p.y))
        }
    }

    /// A numbered marker: the number in white on a disc of the line's colour.
    private func markerShapes(_ number: String, color: Color, at c: Point) -> [Shape] {
        let digits = text.measure(number, font: builder.markerFont)
        return [.circle(center: c, radius: markerRadius(number), fill: color, stroke: nil),
                .text(TextRun(text: number, font: builder.markerFont, color: .white,
                              origin: Point(x: c.x - digits.size.width / 2, y: c.y - digits.size.height / 2),
                              size: digits.size, baseline: digits.baseline))]
    }

    private func markerRadius(_ number: String) -> Double {
        max(5.5, text.measure(number, font: builder.markerFont).size.width / 2 + 2)
    }

    // MARK: Helpers

    /// SVG ids must be unique; keys need not be.
    private mutating func uniqueID(_ base: String) -> String {
        let cleaned = String(base.map { $0.isWhitespace ? "_" : $0 })
        var candidate = cleaned
        var n = 2
        while usedIDs.contains(candidate) { candidate = "\(cleaned)-\(n)"; n += 1 }
        usedIDs.insert(candidate)
        return candidate
    }

    /// On whole device pixels, so a box's one-pixel outline is crisp in every back end.
    private func pixelAligned(_ r: Rect) -> Rect {
        let x = (r.minX * scale).rounded() / scale, y = (r.minY * scale).rounded() / scale
        return Rect(x: x, y: y, width: (r.width * scale).rounded(.up) / scale, height: (r.height * scale).rounded(.up) / scale)
    }

    private func normalized(_ r: Rect) -> Rect {
        Rect(x: min(r.minX, r.maxX), y: min(r.minY, r.maxY), width: abs(r.width), height: abs(r.height))
    }
}

/// One line of the legend: a sample of how the problem is drawn, and the words.
struct LegendEntry {
    enum Swatch {
        case conflict, broken, unmet, ambiguous, degenerate
        /// A conflict member the framework made (dotted).
        case systemConflict
        /// A view placed by its placeholder frame (dashed outline).
        case assumed
        /// A sentence of the caller's (RenderOptions.notes).
        case note
        case marker(String, Color)
    }
    var swatch: Swatch
    var text: String
    var indent = false
}

func format(_ d: Double) -> String { formatPoints(d) }
