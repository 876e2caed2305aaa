import Layout

/// Builds the picture of a solved layout: every frame with its fill, border and outline, then
/// the key labels on top of all views so no view hides another's name.
public struct DisplayListBuilder {
    public var scale: Double
    public var keyFont = "DejaVu Sans 9"

    public init(scale: Double) { self.scale = scale }

    public func build(_ result: LayoutResult, text: TextEngine) -> DisplayList {
        let root = result.root
        var groups: [DisplayGroup] = []
        var groupOfView: [String: Int] = [:]
        var usedIDs: Set<String> = []
        let outline = Stroke(width: 1, color: Palette.frameOutline, devicePixels: true)

        for view in result.views {
            var shapes: [Shape] = []
            let isRoot = view.parentID == nil
            if !isRoot {
                shapes.append(.rect(view.absoluteFrame, fill: view.backgroundColor, stroke: nil))
                if let border = view.border, border.width > 0 {
                    shapes.append(.rect(view.absoluteFrame, fill: nil, stroke: Stroke(width: border.width, color: border.color)))
                } else {
                    shapes.append(.rect(view.absoluteFrame, fill: nil, stroke: outline))
                }
            }
            let f = view.absoluteFrame
            groups.append(DisplayGroup(
                id: uniqueID("view-" + view.key, &usedIDs),
                classes: ["view", view.kind.rawValue] + (isRoot ? ["root"] : []),
                title: "\(view.key): \(format(f.minX)), \(format(f.minY)), \(format(f.width)) × \(format(f.height))",
                data: ["id": view.id, "frame": [f.minX, f.minY, f.width, f.height].map(format).joined(separator: " ")],
                dataOrder: ["id", "frame"],
                parent: view.parentID.flatMap { groupOfView[$0] },
                shapes: shapes))
            groupOfView[view.id] = groups.count - 1
        }

        var keyShapes: [Shape] = []
        for view in result.views where view.parentID != nil && !view.key.isEmpty {
            let measured = text.measure(view.key, font: keyFont)
            // Inside the frame and clear of its border, at the top-left corner.
            let inset = max(view.border?.width ?? 0, 0)
            let origin = Point(x: view.absoluteFrame.minX + inset + 2, y: view.absoluteFrame.minY + inset + 1)
            keyShapes.append(.rect(Rect(origin: origin, size: measured.size), fill: Palette.keyBacking, stroke: nil))
            keyShapes.append(.text(TextRun(text: view.key, font: keyFont, color: Palette.keyText,
                                           origin: origin, size: measured.size, baseline: measured.baseline)))
        }
        if !keyShapes.isEmpty {
            groups.append(DisplayGroup(id: uniqueID("keys", &usedIDs), classes: ["keys"], title: "view keys",
                                       data: [:], dataOrder: [], parent: nil, shapes: keyShapes))
        }
        return DisplayList(size: root.frame.size, scale: scale,
                           background: root.backgroundColor ?? .white, groups: groups)
    }

    /// SVG ids must be unique; keys need not be.
    private func uniqueID(_ base: String, _ used: inout Set<String>) -> String {
        let cleaned = String(base.map { $0.isWhitespace ? "_" : $0 })
        var candidate = cleaned
        var n = 2
        while used.contains(candidate) { candidate = "\(cleaned)-\(n)"; n += 1 }
        used.insert(candidate)
        return candidate
    }
}

func format(_ d: Double) -> String { formatPoints(d) }
