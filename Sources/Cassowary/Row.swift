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
    /// own when they have room (else the buffers trade places): a pivot through many rows
    /// allocates little, and the rows keep their compact buffers.
    mutating func add(_ other: Row, times k: Double, scratch: inout RowScratch) {
        scratch.added.removeAll(keepingCapacity: true)
        scratch.removed.removeAll(keepingCapacity: true)
        constant += k * other.constant
        if other.symbols.isEmpty { return }
        // A few terms into a long row (a bound flip into the row of a whole chain): each term
        // added in place (a binary search and at most one shift) instead of rebuilding the long
        // row. `add(_:_:)` does the merge's arithmetic, so the bits are the same.
        if other.symbols.count * 16 < symbols.count {
            for j in other.symbols.indices {
                let s = other.symbols[j]
                switch add(s, k * other.coefficients[j]) {
                case 1: scratch.added.append(s)
                case -1: scratch.removed.append(s)
                default: break
                }
            }
            return
        }
        scratch.symbols.removeAll(keepingCapacity: true)
        scratch.coefficients.removeAll(keepingCapacity: true)
        scratch.symbols.reserveCapacity(symbols.count + other.symbols.count)
        scratch.coefficients.reserveCapacity(symbols.count + other.symbols.count)
        symbols.withUnsafeBufferPointer { a in
            coefficients.withUnsafeBufferPointer { ac in
                other.symbols.withUnsafeBufferPointer { b in
                    other.coefficients.withUnsafeBufferPointer { bc in
                        var i = 0, j = 0
                        while i < a.count || j < b.count {
                            if j >= b.count || (i < a.count && a[i] < b[j]) {
                                scratch.symbols.append(a[i]); scratch.coefficients.append(ac[i]); i += 1
                            } else if i >= a.count || b[j] < a[i] {
                                let v = k * bc[j]
                                if !Tolerance.isZero(v) { scratch.symbols.append(b[j]); scratch.coefficients.append(v); scratch.added.append(b[j]) }
                                j += 1
                            } else {
                                let v = ac[i] + k * bc[j]
                                if Tolerance.isZero(v) { scratch.removed.append(a[i]) } else { scratch.symbols.append(a[i]); scratch.coefficients.append(v) }
                                i += 1; j += 1
                            }
                        }
                    }
                }
            }
        }
        if symbols.capacity >= scratch.symbols.count {
            symbols.removeAll(keepingCapacity: true); symbols.append(contentsOf: scratch.symbols)
            coefficients.removeAll(keepingCapacity: true); coefficients.append(contentsOf: scratch.coefficients)
        } else {
            swap(&symbols, &scratch.symbols)
            swap(&coefficients, &scratch.coefficients)
        }
    }

    mutating func add(_ other: Row, times k: Double) {
        var scratch = RowScratch()
        add(other, times: k, scratch: &scratch)
    }

    /// Replaces `s` by `other` (this row's coefficient of `s` times it): a pivot's
    /// substitution into one row. `scratch` as for `add(_:times:scratch:)`; `s` is not reported.
    mutating func substitute(_ s: Symbol, by other: Row, scratch: inout RowScratch) {
        let k = coefficient(of: s)
        remove(s)
        add(other, times: k, scratch: &scratch)
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
