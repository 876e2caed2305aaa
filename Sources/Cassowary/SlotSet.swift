/// A set of row slots: open addressing over Int32 with a fixed multiplicative hash. Column
/// bookkeeping is the solver's hottest path, and unlike Swift's Set it needs no per-process
/// seed, so iteration order is the same on every run.
struct SlotSet: Sequence {
    private static let empty: Int32 = -1
    private static let deleted: Int32 = -2
    private var table: [Int32] = []
    private(set) var count = 0
    private var used = 0  // live + deleted

    var isEmpty: Bool { count == 0 }

    @inline(__always)
    private static func start(_ x: Int32, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt32(bitPattern: x) &* 0x9E37_79B1) >> 7) & mask
    }

    mutating func insert(_ x: Int32) {
        if (used + 1) * 2 > table.count { grow() }
        let mask = table.count - 1
        var i = Self.start(x, mask)
        var firstDeleted = -1
        while true {
            let v = table[i]
            if v == x { return }
            if v == Self.empty {
                if firstDeleted >= 0 { table[firstDeleted] = x } else { table[i] = x; used += 1 }
                count += 1
                return
            }
            if v == Self.deleted && firstDeleted < 0 { firstDeleted = i }
            i = (i + 1) & mask
        }
    }

    mutating func remove(_ x: Int32) {
        guard !table.isEmpty else { return }
        let mask = table.count - 1
        var i = Self.start(x, mask)
        while true {
            let v = table[i]
            if v == x {
                table[i] = Self.deleted
                count -= 1
                // Empty again: its tombstones cleared in place, so the table is reused as new
                // (a column emptied by a pivot fills again when its symbol leaves the basis).
                if count == 0 {
                    for j in table.indices { table[j] = Self.empty }
                    used = 0
                }
                return
            }
            if v == Self.empty { return }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let old = table
        // Double when live entries fill a quarter; otherwise the same size, tombstones cleared.
        let size = old.isEmpty ? 8 : (count * 4 >= old.count ? old.count * 2 : old.count)
        table = [Int32](repeating: Self.empty, count: size)
        count = 0; used = 0
        for v in old where v >= 0 { insert(v) }
    }

    func makeIterator() -> some IteratorProtocol<Int32> {
        table.lazy.filter { $0 >= 0 }.makeIterator()
    }

    /// The members as an array (to iterate while the set changes).
    var members: [Int32] { table.filter { $0 >= 0 } }
}
