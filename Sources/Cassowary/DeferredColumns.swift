/// The column entries of dummy symbols, written down instead of applied while the tableau
/// changes. A dummy is a required equality's marker: it never enters the basis, so its column
/// is read only when that constraint's constant changes or it is removed — yet a pivot through
/// thousands of rows can move dummies in and out of them by the ten thousand (when every
/// equality's marker was in the rows, a grid's rows each held the markers of the equalities
/// that fix their width; now only `Solver.tracked` ones are), and keeping those columns exact
/// cost as much as the merges themselves. The changes are logged (an append each) and applied
/// when a dummy's column is next read; once the log outgrows the entries the rows hold, it is
/// dropped and the dummies' columns are rebuilt from the rows instead. Either way the columns
/// read are exact, and no decision depends on a column's order, so the results are the same.
struct DeferredColumns {
    struct Entry {
        /// The dummy symbol, or its bitwise complement for a removal.
        let symbol: Symbol
        let slot: Int32
    }

    private(set) var log: [Entry] = []
    /// The log was dropped: rebuild every dummy column from the rows.
    private(set) var rebuild = false
    /// How many (dummy, row) entries the rows hold now: the cost of a rebuild.
    private var entries = 0

    var isPending: Bool { rebuild || !log.isEmpty }

    mutating func insert(_ s: Symbol, _ slot: Int32) {
        entries += 1
        if !rebuild { log.append(Entry(symbol: s, slot: slot)); trim() }
    }

    mutating func remove(_ s: Symbol, _ slot: Int32) {
        entries -= 1
        if !rebuild { log.append(Entry(symbol: ~s, slot: slot)); trim() }
    }

    /// `count` entries of one dummy went at once (its column was emptied directly).
    mutating func forget(_ count: Int) { entries -= count }

    private mutating func trim() {
        if log.count > entries + 4096 { log = []; rebuild = true }
    }

    /// Stops logging: the dummies' columns will be rebuilt from the rows when next read. Before
    /// the tableau is copied (phase one works on a copy), so the copy does not duplicate the log.
    mutating func dropLog() { log = []; rebuild = true }

    /// After the changes were applied.
    mutating func applied() { log.removeAll(keepingCapacity: true); rebuild = false }
}

extension Tableau {
    /// Brings the dummies' columns up to date (see `DeferredColumns`). A rare path: never
    /// inlined into the loops that call it first.
    @inline(never)
    mutating func applyDeferredColumns() {
        guard deferred.isPending else { return }
        if deferred.rebuild {
            for s in kinds.indices where kinds[s] == .dummy { columns[s] = SlotSet() }
            for slot in rows.indices where basicOf[slot] >= 0 {
                for s in rows[slot].symbols where kinds[Int(s)] == .dummy { columns[Int(s)].insert(Int32(slot)) }
            }
        } else {
            for e in deferred.log {
                if e.symbol >= 0 { columns[Int(e.symbol)].insert(e.slot) } else { columns[Int(~e.symbol)].remove(e.slot) }
            }
        }
        deferred.applied()
    }

    /// Records that the row in `slot` now holds `s`.
    @inline(__always)
    mutating func addColumnEntry(_ s: Symbol, _ slot: Int32) {
        if kinds[Int(s)] == .dummy { deferred.insert(s, slot) } else { columns[Int(s)].insert(slot) }
    }

    /// Records that the row in `slot` no longer holds `s`.
    @inline(__always)
    mutating func removeColumnEntry(_ s: Symbol, _ slot: Int32) {
        if kinds[Int(s)] == .dummy { deferred.remove(s, slot) } else { columns[Int(s)].remove(slot) }
    }
}
