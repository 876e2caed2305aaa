/// The changes a long step makes to the infeasible row it repairs, held aside until the step
/// ends. Each bound flip substitutes one candidate's new row into that row — the row that
/// holds every view of a squeezed chain — and written into its sorted terms, each flip moved
/// the terms after it (O(N) a flip, O(N²) a wrap). Here the row's coefficients are spread
/// over an array indexed by symbol, each flip changes a few entries with the same arithmetic
/// in the same order as writing them into the row would (so the row the step ends with is
/// the same bits), and the row is gathered back once. The constant is not held: it changes in
/// place. The array is kept across steps (zeroed behind each), so a step costs the row's
/// length plus its flips, not the number of symbols.
struct LongRowChanges {
    /// The row's coefficient of each symbol while a step lasts: 0 where it has none.
    private var coefficients: [Double] = []
    /// The row's symbols when the step began (sorted), and those that came in since.
    private var original: [Symbol] = []
    private var arrived: [Symbol] = []

    /// Starts a step on `row`.
    mutating func begin(_ row: Row, symbolCount: Int) {
        if coefficients.count < symbolCount { coefficients += [Double](repeating: 0, count: symbolCount - coefficients.count) }
        original.removeAll(keepingCapacity: true)
        arrived.removeAll(keepingCapacity: true)
        original.append(contentsOf: row.symbols)
        for j in 0..<row.symbols.count { coefficients[Int(row.symbols[j])] = row.coefficients[j] }
    }

    /// The coefficient of `s` in the row with the changes made so far.
    @inline(__always)
    func coefficient(of s: Symbol) -> Double { coefficients[Int(s)] }

    /// The row's symbol `s` replaced by `other` (the row's coefficient of `s` times it), as
    /// `Row.substitute` does: the constant moves in `row` itself, the terms here.
    mutating func substitute(_ s: Symbol, by other: Row, in row: inout Row) {
        let k = coefficients[Int(s)]
        coefficients[Int(s)] = 0
        row.constant += k * other.constant
        for j in 0..<other.symbols.count {
            let t = Int(other.symbols[j])
            let before = coefficients[t]
            let v = before + k * other.coefficients[j]
            coefficients[t] = Tolerance.isZero(v) ? 0 : v
            if before == 0 { arrived.append(other.symbols[j]) }
        }
    }

    /// Writes the step's row into `row` (its constant is already there) and clears the array.
    /// `scratch.added` / `scratch.removed` say which symbols came in and which left.
    mutating func finish(into row: inout Row, scratch: inout RowScratch) {
        arrived.sort()
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        var symbols: [Symbol] = [], values: [Double] = []
        symbols.reserveCapacity(original.count + arrived.count)
        values.reserveCapacity(original.count + arrived.count)
        var i = 0, j = 0
        while i < original.count || j < arrived.count {
            let s: Symbol, wasThere: Bool
            if j >= arrived.count || (i < original.count && original[i] <= arrived[j]) {
                s = original[i]; wasThere = true
                // The same symbol may have left and come back: one entry.
                while j < arrived.count && arrived[j] == s { j += 1 }
                i += 1
            } else {
                s = arrived[j]; wasThere = false
                while j < arrived.count && arrived[j] == s { j += 1 }
            }
            let c = coefficients[Int(s)]
            coefficients[Int(s)] = 0
            if c != 0 {
                symbols.append(s); values.append(c)
                if !wasThere { scratch.added.append(s) }
            } else if wasThere {
                scratch.removed.append(s)
            }
        }
        row.setTerms(symbols, values)
    }
}
