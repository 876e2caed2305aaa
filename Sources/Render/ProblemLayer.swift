import Layout

/// The picture's last layer: what is wrong, in words — the legend below the canvas, worded
/// from `LayoutDiagnostics` as `explain` is — and the numbered markers that point into it.
extension PictureBuilder {
    // MARK: Legend

    /// Unmet constraints of one shape (same items, attributes, relation and priority; only the
    /// constant differs) read as one problem: the legend says the first two, then one line for
    /// the rest, whose marks carry no marker of their own.
    /// The indices of unmet constraints folded into a "… and N more like this" line.
    var foldedUnmet: Set<Int> {
        Set(diagnostics.unmetGroups.filter(\.folds).flatMap { $0.members.dropFirst(2).map(\.constraint.index) })
    }

    mutating func describeProblems() {
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
        for v in diagnostics.cutOff {
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
    mutating func addLegend(top: Double, width: Double) -> Double {
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
                            style.legendRule))
        groups.append(DisplayGroup(id: uniqueID("legend"), classes: ["legend"], title: "what is wrong",
                                   data: [:], dataOrder: [], parent: nil, shapes: shapes + body))
        return height
    }

    func swatch(_ kind: LegendEntry.Swatch, at p: Point, width: Double) -> [Shape] {
        let from = Point(x: p.x, y: p.y), to = Point(x: p.x + width, y: p.y)
        switch kind {
        case .conflict:
            return [.line([from, to], style.conflicting(system: false))]
        case .broken:
            let m = Point(x: p.x + width / 2, y: p.y), d = 3.5, cross = style.swatchCross
            return [.line([from, to], style.broken),
                    .line([Point(x: m.x - d, y: m.y - d), Point(x: m.x + d, y: m.y + d)], cross),
                    .line([Point(x: m.x - d, y: m.y + d), Point(x: m.x + d, y: m.y - d)], cross)]
        case .systemConflict:
            return [.line([from, to], style.conflicting(system: true))]
        case .assumed:
            let box = Rect(x: p.x + 2, y: p.y - 5, width: width - 4, height: 10)
            return [.rect(box, fill: nil, stroke: style.assumedOutline)]
        case .note:
            return [.circle(center: Point(x: p.x + width / 2, y: p.y), radius: 2.5, fill: colors.legendText, stroke: nil)]
        case .unmet:
            return [.line([from, to], style.unmet)]
        case .ambiguous:
            let box = Rect(x: p.x + 2, y: p.y - 5, width: width - 4, height: 10)
            return [.rect(box, fill: nil, stroke: style.ghost)] + hatch(box)
        case .degenerate:
            return [.circle(center: Point(x: p.x + width / 2, y: p.y), radius: 4, fill: nil, stroke: style.invisibleRing)]
        case .marker(let number, let color):
            return markerShapes(number, color: color, at: Point(x: p.x + width / 2, y: p.y))
        }
    }

    /// A numbered marker: the number in white on a disc of the line's colour.
    func markerShapes(_ number: String, color: Color, at c: Point) -> [Shape] {
        let digits = text.measure(number, font: builder.markerFont)
        return [.circle(center: c, radius: markerRadius(number), fill: color, stroke: nil),
                .text(TextRun(text: number, font: builder.markerFont, color: .white,
                              origin: Point(x: c.x - digits.size.width / 2, y: c.y - digits.size.height / 2),
                              size: digits.size, baseline: digits.baseline))]
    }

    func markerRadius(_ number: String) -> Double {
        max(5.5, text.measure(number, font: builder.markerFont).size.width / 2 + 2)
    }
}
