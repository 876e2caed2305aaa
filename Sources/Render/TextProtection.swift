import Layout

/// Text is sacred: no constraint line, I-beam, guide or hatching is drawn over a label's text,
/// a view's key or a badge. Lines are cut where they would cross such a box (the pieces either
/// side stay), so a centre line stops at the text it would strike through.
struct TextProtection {
    /// The boxes to keep clear, a little larger than the text so a line never touches it.
    private var boxes = RectGrid()
    static let margin = 0.5

    init(_ protected: [Rect]) {
        for r in protected where r.width > 0 && r.height > 0 {
            boxes.insert(Rect(x: r.minX - Self.margin, y: r.minY - Self.margin, width: r.width + 2 * Self.margin, height: r.height + 2 * Self.margin))
        }
    }

    /// The parts of the segment from `a` to `b` outside every box, as segments.
    func clip(_ a: Point, _ b: Point) -> [[Point]] {
        var inside: [(Double, Double)] = []
        let bounds = Rect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
        // A box in two cells gives its span twice: harmless, the spans are merged.
        boxes.visit(near: bounds) { i in
            if let span = Self.span(a, b, boxes.rects[i]) { inside.append(span) }
            return true
        }
        guard !inside.isEmpty else { return [[a, b]] }
        inside.sort { $0.0 < $1.0 }
        var pieces: [[Point]] = []
        var t = 0.0
        func at(_ s: Double) -> Point { Point(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s) }
        for (t0, t1) in inside {
            if t0 > t { pieces.append([at(t), at(t0)]) }
            t = max(t, t1)
        }
        if t < 1 { pieces.append([at(t), b]) }
        // Slivers shorter than a pixel's worth are dropped.
        return pieces.filter { p in abs(p[1].x - p[0].x) + abs(p[1].y - p[0].y) > 0.25 }
    }

    /// Liang–Barsky: the parameter interval of the segment inside `r`, if any.
    static func span(_ a: Point, _ b: Point, _ r: Rect) -> (Double, Double)? {
        var t0 = 0.0, t1 = 1.0
        let dx = b.x - a.x, dy = b.y - a.y
        for (p, q) in [(-dx, a.x - r.minX), (dx, r.maxX - a.x), (-dy, a.y - r.minY), (dy, r.maxY - a.y)] {
            if p == 0 {
                if q < 0 { return nil }
            } else {
                let t = q / p
                if p < 0 { if t > t1 { return nil }; t0 = max(t0, t) } else { if t < t0 { return nil }; t1 = min(t1, t) }
            }
        }
        return t1 > t0 ? (t0, t1) : nil
    }

    /// `shapes` with every line cut around the boxes.
    func protect(_ shapes: [Shape]) -> [Shape] {
        var out: [Shape] = []
        out.reserveCapacity(shapes.count)
        for shape in shapes {
            guard case .line(let points, let stroke) = shape, points.count >= 2 else { out.append(shape); continue }
            let pieces = (0..<(points.count - 1)).map { clip(points[$0], points[$0 + 1]) }
            // A line that crosses nothing stays as it was (one polyline, its dashes unbroken).
            if pieces.enumerated().allSatisfy({ k, p in p.count == 1 && p[0] == [points[k], points[k + 1]] }) { out.append(shape); continue }
            for p in pieces { for piece in p { out.append(.line(piece, stroke)) } }
        }
        return out
    }
}
