import Layout

/// Puts labels next to their marks without covering each other, the views' keys, or leaving
/// the canvas. Greedy, in the order asked (problems first), trying a fixed list of spots
/// around each anchor, so the same layout always gets the same placement.
struct LabelPlacer {
    let bounds: Rect
    /// Boxes taken so far (the canvas's obstacles first).
    private var taken = RectGrid()
    /// Space between a mark and its label.
    let gap = 2.0

    init(bounds: Rect, obstacles: [Rect]) {
        self.bounds = bounds
        for r in obstacles { occupy(r) }
    }

    /// Other marks' lines, by owner: a label would rather not cover them (it would cut them),
    /// so spots clear of them are tried first.
    private var soft = RectGrid()
    private var softOwners: [Int] = []

    mutating func avoid(_ rect: Rect, owner: Int) {
        soft.insert(rect)
        softOwners.append(owner)
    }

    private func clearOfLines(_ r: Rect, owner: Int?) -> Bool {
        !soft.contains(near: r) { softOwners[$0] != owner && soft.rects[$0].intersects(r) }
    }

    /// A free spot for a box of `size` near `anchor`, or nil when none of the candidates fits:
    /// one clear of other marks' lines if there is one, else one that only covers lines.
    mutating func place(_ size: Size, near anchor: Point, horizontalMark: Bool, owner: Int? = nil) -> Rect? {
        let w = size.width, h = size.height
        let above = Rect(x: anchor.x - w / 2, y: anchor.y - gap - h, width: w, height: h)
        let below = Rect(x: anchor.x - w / 2, y: anchor.y + gap, width: w, height: h)
        let right = Rect(x: anchor.x + gap + 1, y: anchor.y - h / 2, width: w, height: h)
        let left = Rect(x: anchor.x - gap - 1 - w, y: anchor.y - h / 2, width: w, height: h)
        let onTop = Rect(x: anchor.x - w / 2, y: anchor.y - h / 2, width: w, height: h)
        var candidates = horizontalMark ? [above, below] : [right, left]
        // Then the same sides slid along the mark, then across it, then over the mark itself.
        for shift in [0.5, 1.0] {
            if horizontalMark {
                candidates += [above.offsetBy(dx: -w * shift - 4, dy: 0), above.offsetBy(dx: w * shift + 4, dy: 0),
                               below.offsetBy(dx: -w * shift - 4, dy: 0), below.offsetBy(dx: w * shift + 4, dy: 0)]
            } else {
                candidates += [right.offsetBy(dx: 0, dy: -h - 2 * shift), right.offsetBy(dx: 0, dy: h + 2 * shift),
                               left.offsetBy(dx: 0, dy: -h - 2 * shift), left.offsetBy(dx: 0, dy: h + 2 * shift)]
            }
        }
        candidates += horizontalMark ? [right, left] : [above, below]
        candidates.append(onTop)
        let chosen = candidates.first { fits($0) && clearOfLines($0, owner: owner) } ?? candidates.first(where: fits)
        if let chosen { occupy(chosen) }
        return chosen
    }

    /// The first of `candidates` that covers nothing taken and stays inside the bounds, taken.
    mutating func takeFirstFree(_ candidates: [Rect]) -> Rect? {
        guard let free = candidates.first(where: fits) else { return nil }
        occupy(free)
        return free
    }

    /// Where a numbered marker of `radius` goes: on the anchor if free, else the nearest free
    /// spot a step or two along either axis, so markers of marks that meet do not pile up.
    mutating func placeMarker(radius: Double, near anchor: Point) -> Point {
        let step = 2 * radius + 1
        var spots = [anchor]
        for k in [1.0, 2.0, 3.0] {
            spots += [Point(x: anchor.x, y: anchor.y - k * step), Point(x: anchor.x, y: anchor.y + k * step),
                      Point(x: anchor.x - k * step, y: anchor.y), Point(x: anchor.x + k * step, y: anchor.y)]
        }
        let box = { (p: Point) in Rect(x: p.x - radius, y: p.y - radius, width: 2 * radius, height: 2 * radius) }
        let chosen = spots.first { fits(box($0)) } ?? anchor
        occupy(box(chosen))
        return chosen
    }

    /// Marks a box as used.
    mutating func occupy(_ rect: Rect) {
        taken.insert(rect)
    }

    private func fits(_ r: Rect) -> Bool {
        guard r.minX >= bounds.minX, r.minY >= bounds.minY, r.maxX <= bounds.maxX, r.maxY <= bounds.maxY else { return false }
        return !taken.contains(near: r) { taken.rects[$0].intersects(r) }
    }
}
