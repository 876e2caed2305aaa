import Layout

/// Rectangles by the cells of a 64-point grid they touch, so a question about one region looks
/// at its neighbours only: a picture's thousands of labels, keys and lines would otherwise each
/// be compared with every box. A rectangle that would span more than 4,096 cells is kept aside
/// and looked at by every question; a question that large looks at every rectangle.
struct RectGrid {
    private(set) var rects: [Rect] = []
    private var cells: [Int64: [Int]] = [:]
    private var large: [Int] = []
    private static let cellSize = 64.0
    private static let maxCells: Int64 = 4096

    /// The cells `r` touches, or nil when they are too many to list.
    private static func cellKeys(_ r: Rect) -> [Int64]? {
        let x0 = Int64((r.minX / cellSize).rounded(.down)), x1 = max(x0, Int64((r.maxX / cellSize).rounded(.down)))
        let y0 = Int64((r.minY / cellSize).rounded(.down)), y1 = max(y0, Int64((r.maxY / cellSize).rounded(.down)))
        guard (x1 - x0 + 1) * (y1 - y0 + 1) <= maxCells else { return nil }
        var keys: [Int64] = []
        for x in x0...x1 { for y in y0...y1 { keys.append(x &* 1_000_003 &+ y) } }
        return keys
    }

    /// Adds `r`; its index is the number of rectangles added before it.
    mutating func insert(_ r: Rect) {
        let index = rects.count
        rects.append(r)
        if let keys = Self.cellKeys(r) {
            for key in keys { cells[key, default: []].append(index) }
        } else {
            large.append(index)
        }
    }

    /// Calls `body` with the index of every rectangle that may touch `r` (some more than once),
    /// until it returns false.
    func visit(near r: Rect, _ body: (Int) -> Bool) {
        guard let keys = Self.cellKeys(r) else {
            for i in rects.indices where !body(i) { return }
            return
        }
        for i in large where !body(i) { return }
        for key in keys { for i in cells[key] ?? [] where !body(i) { return } }
    }

    /// Whether some rectangle near `r` (by index) satisfies `predicate`.
    func contains(near r: Rect, where predicate: (Int) -> Bool) -> Bool {
        var found = false
        visit(near: r) { i in
            found = predicate(i)
            return !found
        }
        return found
    }
}
