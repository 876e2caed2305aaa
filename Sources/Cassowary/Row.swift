/// One tableau row: `basic = constant + Σ coefficient · symbol`, terms kept sorted by symbol.
/// Sorted terms make every merge linear and every result independent of insertion order.
struct Row {
    var constant: Double
    private(set) var symbols: [Symbol]
    private(set) var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    var isEmpty: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    @inline(__always)
    private func position(of s: Symbol) -> (found: Bool, index: Int) {
        var lo = 0, hi = symbols.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid] < s { lo = mid + 1 } else { hi = mid }
        }
        return (lo < symbols.count && symbols[lo] == s, lo)
    }

    /// The coefficient of `s`, 0 when absent.
    func coefficient(of s: Symbol) -> Double {
        let p = position(of: s)
        return p.found ? coefficients[p.index] : 0
    }

    /// Adds `c · s`; returns +1 if `s` was new, -1 if it cancelled out, 0 otherwise.
    @discardableResult
    mutating func add(_ s: Symbol, _ c: Double) -> Int {
        let p = position(of: s)
        if p.found {
            let v = coefficients[p.index] + c
            if Tolerance.isZero(v) {
                symbols.remove(at: p.index); coefficients.remove(at: p.index)
                return -1
            }
            coefficients[p.index] = v
            return 0
        }
        if Tolerance.isZero(c) { return 0 }
        symbols.insert(s, at: p.index); coefficients.insert(c, at: p.index)
        return 1
    }

    mutating func remove(_ s: Symbol) {
        let p = position(of: s)
        if p.found { symbols.remove(at: p.index); coefficients.remove(at: p.index) }
    }

    /// self += k · other (constant included). The symbols that appear in or vanish from this
    /// row are left in `scratch.added` / `scratch.removed`, so the caller can keep its column
    /// index. A long merge is written into `scratch`'s buffers and copied back into this row's
    /// own: a pivot through many rows allocates little, and the rows keep their compact buffers.
    mutating func add(_ other: Row, times k: Double, scratch: inout RowScratch) {
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        constant += k * other.constant
        if other.symbols.isEmpty { return }
        // A few terms into a long row (a bound flip into the row of a whole chain): only the
        // span of this row that they fall in is rewritten.
        if other.symbols.count * 16 < symbols.count {
            mergeSpan(other, times: k, dropping: nil, scratch: &scratch)
            return
        }
        merge(other, times: k, scratch: &scratch)
    }

    /// self's terms + k · other's: the whole merge.
    private mutating func merge(_ other: Row, times k: Double, scratch: inout RowScratch) {
        // Written through pointers into buffers at least as long as both rows (appends checked
        // capacity and uniqueness at every term: most of a wide pivot's time).
        let n = symbols.count + other.symbols.count
        var outSymbols: [Symbol] = [], outCoefficients: [Double] = []
        swap(&outSymbols, &scratch.symbols)
        swap(&outCoefficients, &scratch.coefficients)
        if outSymbols.count < n {
            // Lengthened within their capacity where they have it (a span merge empties them).
            outSymbols.append(contentsOf: repeatElement(0, count: n - outSymbols.count))
            outCoefficients.append(contentsOf: repeatElement(0, count: n - outCoefficients.count))
        }
        // The symbols that come in (at most other's) and leave (at most the fewer) are written
        // through pointers too, into lists sized for the most there can be and then cut.
        let mostRemoved = min(symbols.count, other.symbols.count)
        scratch.added.append(contentsOf: repeatElement(0, count: other.symbols.count))
        scratch.removed.append(contentsOf: repeatElement(0, count: mostRemoved))
        var addedCount = 0, removedCount = 0
        let w = symbols.withUnsafeBufferPointer { a in
            coefficients.withUnsafeBufferPointer { ac in
                other.symbols.withUnsafeBufferPointer { b in
                    other.coefficients.withUnsafeBufferPointer { bc in
                        outSymbols.withUnsafeMutableBufferPointer { os in
                            outCoefficients.withUnsafeMutableBufferPointer { oc in
                                scratch.added.withUnsafeMutableBufferPointer { ad in
                                    scratch.removed.withUnsafeMutableBufferPointer { rm in
                                        Row.mergeTerms(a, ac, b, bc, times: k, into: os, oc, added: ad, &addedCount, removed: rm, &removedCount)
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        scratch.added.removeLast(other.symbols.count - addedCount)
        scratch.removed.removeLast(mostRemoved - removedCount)
        symbols.removeAll(keepingCapacity: true); symbols.append(contentsOf: outSymbols[0..<w])
        coefficients.removeAll(keepingCapacity: true); coefficients.append(contentsOf: outCoefficients[0..<w])
        swap(&outSymbols, &scratch.symbols)
        swap(&outCoefficients, &scratch.coefficients)
    }

    /// The merge's loop, on buffers, with everything it touches local: `a + k·b` written into
    /// `os`/`oc`, the symbols that came in into `added` and those that cancelled out into
    /// `removed` (their counts set); returns the number of terms written.
    @inline(__always)
    private static func mergeTerms(_ a: UnsafeBufferPointer<Symbol>, _ ac: UnsafeBufferPointer<Double>,
                                   _ b: UnsafeBufferPointer<Symbol>, _ bc: UnsafeBufferPointer<Double>,
                                   times k: Double,
                                   into os: UnsafeMutableBufferPointer<Symbol>, _ oc: UnsafeMutableBufferPointer<Double>,
                                   added: UnsafeMutableBufferPointer<Symbol>, _ addedCount: inout Int,
                                   removed: UnsafeMutableBufferPointer<Symbol>, _ removedCount: inout Int) -> Int {
        var i = 0, j = 0, w = 0, na = 0, nr = 0
        while i < a.count || j < b.count {
            if j >= b.count || (i < a.count && a[i] < b[j]) {
                os[w] = a[i]; oc[w] = ac[i]; w += 1; i += 1
            } else if i >= a.count || b[j] < a[i] {
                let v = k * bc[j]
                if !Tolerance.isZero(v) { os[w] = b[j]; oc[w] = v; w += 1; added[na] = b[j]; na += 1 }
                j += 1
            } else {
                let v = ac[i] + k * bc[j]
                if Tolerance.isZero(v) { removed[nr] = a[i]; nr += 1 } else { os[w] = a[i]; oc[w] = v; w += 1 }
                i += 1; j += 1
            }
        }
        addedCount = na; removedCount = nr
        return w
    }

    mutating func add(_ other: Row, times k: Double) {
        var scratch = RowScratch()
        add(other, times: k, scratch: &scratch)
    }

    /// Replaces `s` by `other` (this row's coefficient of `s` times it): a pivot's
    /// substitution into one row. `scratch` as for `add(_:times:scratch:)`; `s` is not reported.
    mutating func substitute(_ s: Symbol, by other: Row, scratch: inout RowScratch) {
        let p = position(of: s)
        guard p.found else {
            scratch.added.removeAll(keepingCapacity: true)
            scratch.removed.removeAll(keepingCapacity: true)
            return
        }
        let k = coefficients[p.index]
        // A long row losing `s` and gaining a few terms (each bound flip of a squeezed chain,
        // in the row holding every view): one rewrite of the span they fall in, usually a few
        // terms, where removing `s` and inserting each term shifted the whole tail each time.
        if other.symbols.count * 16 < symbols.count {
            constant += k * other.constant
            return mergeSpan(other, times: k, dropping: p.index, scratch: &scratch)
        }
        // Removed first, not left out in the merge's pass: where rows are not in cache (a
        // wide pivot), the removal's shift loads the row and the merge runs on it warm; left
        // out in the merge, the same pivot was slower (GRID(100)'s wrap 17 → 20 ms).
        symbols.remove(at: p.index); coefficients.remove(at: p.index)
        add(other, times: k, scratch: &scratch)
    }

    /// self += k · other's terms (not its constant) for a short `other`, the term at index
    /// `drop` (if any) removed, rewriting only the span of this row from the first to the last
    /// symbol involved: the rest of the row moves only if the span's length changes. The
    /// arithmetic is the full merge's (`ac + k·bc`, `k·bc`), so the bits are the same.
    private mutating func mergeSpan(_ other: Row, times k: Double, dropping drop: Int?, scratch: inout RowScratch) {
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        var lo = symbols.count, hi = 0
        if let first = other.symbols.first, let last = other.symbols.last {
            lo = position(of: first).index
            let end = position(of: last)
            hi = end.found ? end.index + 1 : end.index
        }
        if let d = drop { lo = min(lo, d); hi = max(hi, d + 1) }
        if lo >= hi && other.symbols.isEmpty { return }
        hi = max(hi, lo)
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.coefficients.removeAll(keepingCapacity: true)
        var i = lo, j = 0
        while i < hi || j < other.symbols.count {
            if i == drop { i += 1; continue }
            if j >= other.symbols.count || (i < hi && symbols[i] < other.symbols[j]) {
                scratch.symbols.append(symbols[i]); scratch.coefficients.append(coefficients[i]); i += 1
            } else if i >= hi || other.symbols[j] < symbols[i] {
                let v = k * other.coefficients[j]
                if !Tolerance.isZero(v) { scratch.symbols.append(other.symbols[j]); scratch.coefficients.append(v); scratch.added.append(other.symbols[j]) }
                j += 1
            } else {
                let v = coefficients[i] + k * other.coefficients[j]
                if Tolerance.isZero(v) { scratch.removed.append(symbols[i]) } else { scratch.symbols.append(symbols[i]); scratch.coefficients.append(v) }
                i += 1; j += 1
            }
        }
        symbols.replaceSubrange(lo..<hi, with: scratch.symbols)
        coefficients.replaceSubrange(lo..<hi, with: scratch.coefficients)
    }

    /// Replaces every term (`symbols` sorted, no zero coefficient): a long step's row gathered
    /// back (`LongRowChanges`).
    mutating func setTerms(_ symbols: [Symbol], _ coefficients: [Double]) {
        self.symbols = symbols
        self.coefficients = coefficients
    }

    /// Multiplies the whole row by -1.
    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Given `0 = constant + Σ c·s` containing `s`, rewrites it as `s = …` (s removed).
    mutating func solve(for s: Symbol) {
        let p = position(of: s)
        precondition(p.found, "solve(for:) needs the symbol in the row")
        let k = -1.0 / coefficients[p.index]
        symbols.remove(at: p.index); coefficients.remove(at: p.index)
        constant *= k
        for i in coefficients.indices { coefficients[i] *= k }
    }

    /// Given `lhs = this row` containing `rhs`, rewrites it as `rhs = …` (lhs now a term).
    mutating func solve(lhs: Symbol, rhs: Symbol) {
        add(lhs, -1)
        solve(for: rhs)
    }

    /// Visits the terms in symbol order.
    @inline(__always)
    func forEach(_ body: (Symbol, Double) -> Void) {
        for i in symbols.indices { body(symbols[i], coefficients[i]) }
    }
}

/// The buffers `Row.add(_:times:scratch:)` merges into, reused across the rows of one
/// substitution, and the symbols the last add made appear in or vanish from its row.
struct RowScratch {
    var symbols: [Symbol] = []
    var coefficients: [Double] = []
    var added: [Symbol] = []
    var removed: [Symbol] = []
}
