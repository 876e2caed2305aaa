import Layout

/// The picture's first layer: the views — fills, borders, outlines, labels' text, hatching and
/// ghost frames of ambiguity, marks of invisible views, the context rectangles constraints
/// measure from (safe area, margins, scroll content) — and the views' keys.
extension PictureBuilder {
    // MARK: Views

    mutating func addViews() {
        var groupOfView: [String: Int] = [:]
        let outline = style.frameOutline
        // Hidden views, and everything inside one, are not on the screen (UIView.isHidden).
        var hidden = Set<String>()
        for view in result.views where view.isHidden || view.parentID.map(hidden.contains) == true { hidden.insert(view.id) }
        for view in result.views {
            var shapes: [Shape] = []
            let isRoot = view.parentID == nil
            let f = view.absoluteFrame
            let degenerate = !isRoot && (f.width < 0.5 || f.height < 0.5)
            var classes = ["view", view.kind.rawValue] + (isRoot ? ["root"] : [])
            if hidden.contains(view.id) && !isRoot {
                // Laid out but not shown: a faint dashed outline where it is, as a guide's.
                classes.append("hidden")
                if overlay.drawsOutlines {
                    shapes.append(.rect(f, fill: nil, stroke: style.guideOutline))
                }
            } else if view.isLayoutGuide {
                // A guide draws nothing on screen: a faint dashed outline where the layout put it.
                classes.append("guide")
                if overlay.drawsOutlines {
                    shapes.append(.rect(f, fill: nil, stroke: style.guideOutline))
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
                    shapes.append(.rect(f, fill: nil, stroke: style.assumedOutline))
                } else if let border = view.border, border.width > 0 {
                    shapes.append(.rect(f, fill: nil, stroke: Stroke(width: border.width, color: border.color)))
                } else if overlay.drawsOutlines {
                    shapes.append(.rect(f, fill: nil, stroke: outline))
                }
            }
            if let label = view.label, !hidden.contains(view.id) {
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
        for view in result.views {
            guard let stored = builder.options.storedFrames[view.id] else { continue }
            groups.append(DisplayGroup(id: uniqueID("stored-" + view.key), classes: ["ghost", "stored"],
                                       title: "\(view.key) was stored here", data: ["id": view.id], dataOrder: ["id"],
                                       parent: nil, shapes: [.rect(stored, fill: nil, stroke: style.ghost)]))
        }
        for view in result.views where !view.freeRanges.isEmpty {
            let ghosts = ghostFrames(view)
            guard !ghosts.isEmpty else { continue }
            let stroke = style.ghost
            groups.append(DisplayGroup(id: uniqueID("ghosts-" + view.key), classes: ["ghost"],
                                       title: "\(view.key) could also be here", data: ["id": view.id], dataOrder: ["id"],
                                       parent: nil, shapes: ghosts.map { .rect($0, fill: nil, stroke: stroke) }))
        }
    }

    /// The rectangles constraints measure from that no view draws: the root's safe area and a
    /// view's layout margins, where a constraint uses them, and a scroll view's content. Faint,
    /// dashed and named in small text, so `= 100` from the safe area does not start in mid-air.
    mutating func addContextLines() {
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
        let stroke = style.context
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
    func labelText(_ label: LabelContent, in frame: Rect) -> [Shape] {
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
    func hatch(_ r: Rect) -> [Shape] {
        let spacing = 6.0
        let stroke = style.hatching
        let box = r.standardized
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
    func degenerateMarks(_ r: Rect) -> [Shape] {
        let box = r.standardized
        let stroke = style.invisible
        return [.rect(Rect(x: box.minX - 1, y: box.minY - 1, width: box.width + 2, height: box.height + 2), fill: nil, stroke: stroke),
                .circle(center: Point(x: box.midX, y: box.midY), radius: 4, fill: nil, stroke: style.invisibleRing)]
    }

    /// The frames an ambiguous view could equally have: each free attribute at each end of its
    /// range (24 points away where the range is unbounded).
    func ghostFrames(_ view: SolvedView) -> [Rect] {
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
    func keyLabels() -> (shapes: [Shape], rects: [Rect]) {
        var shapes: [Shape] = []
        var rects: [Rect] = []
        let canvas = result.root.frame.size
        // Keys and labels' text by a grid, so thousands of views stay quick.
        var free = LabelPlacer(bounds: Rect(origin: .zero, size: canvas), obstacles: labelTextBoxes)
        for view in result.views where view.parentID != nil && !view.key.isEmpty {
            let measured = text.measure(view.key, font: builder.keyFont)
            let w = measured.size.width, h = measured.size.height
            let f = view.absoluteFrame.standardized
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
}
