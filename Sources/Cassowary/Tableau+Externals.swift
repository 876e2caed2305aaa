/// External rows are kept lazy: a basic external's row may refer to other basic symbols
/// (never in a cycle): to externals as the constraint that made it was written, and to
/// restricted symbols that became basic after it was made (pivots do not rewrite them). Restricted rows and the
/// objective never hold external symbols at all, so the simplex never touches external rows
/// except where a restricted symbol appears in them directly. This keeps chains such as
/// `x_i = x_{i-1} + w_{i-1} + 8` one short row each instead of ever-longer prefix sums.
extension Tableau {
    @inline(__always)
    func isBasicExternal(_ s: Symbol) -> Bool { kinds[Int(s)] == .external && rowSlot[Int(s)] >= 0 }

    /// The value of `root`, following the rows of basic externals depth first without
    /// recursion and stopping at values resolved since the last change (`memo`). Mutating only
    /// so that the caller's tableau, a class's stored property, is accessed in place: a
    /// non-mutating call copied the whole tableau (a retain and a release of each of its
    /// arrays) at every step of the walk. Rows are read by index, not iterated, for the same
    /// reason (an iterator retains the row's arrays).
    mutating func resolveValue(_ root: Symbol, memo: inout ValueMemo) -> Double {
        guard isBasicExternal(root) else { return value(root) }
        let version = memo.version
        if memo.stamps[Int(root)] == version { return memo.values[Int(root)] }
        // Most reads find every external their row refers to already resolved (frames read in
        // order, a chain read from its start): one pass, no walk.
        if let v = resolvedRowValue(Int(rowSlot[Int(root)]), memo: &memo) {
            memo.values[Int(root)] = v
            memo.stamps[Int(root)] = version
            return v
        }
        memo.stack.removeAll(keepingCapacity: true)
        memo.stack.append(root)
        while let x = memo.stack.last {
            let slot = Int(rowSlot[Int(x)])
            let count = rows[slot].symbols.count
            var ready = true
            for j in 0..<count {
                let s = rows[slot].symbols[j]
                if isBasicExternal(s) && memo.stamps[Int(s)] != version {
                    memo.stack.append(s)
                    ready = false
                }
            }
            if !ready { continue }
            memo.stack.removeLast()
            if memo.stamps[Int(x)] == version { continue }
            memo.values[Int(x)] = resolvedRowValue(slot, memo: &memo)!
            memo.stamps[Int(x)] = version
        }
        return memo.values[Int(root)]
    }

    /// `resolveValue` of each variable, in order (never -0, as `Solver.value(of:)`).
    mutating func resolveValues(_ variables: [Variable], memo: inout ValueMemo) -> [Double] {
        [Double](unsafeUninitializedCapacity: variables.count) { buffer, count in
            for (i, v) in variables.enumerated() {
                let value = resolveValue(v.symbol, memo: &memo)
                buffer[i] = value == 0 ? 0 : value
            }
            count = variables.count
        }
    }

    /// The value of the row in `slot` when every basic external it refers to is resolved in
    /// `memo`; nil otherwise. Mutating and inout for the reason above: called by value, the
    /// tableau and the memo were copied at each read.
    @inline(__always)
    mutating func resolvedRowValue(_ slot: Int, memo: inout ValueMemo) -> Double? {
        var v = rows[slot].constant
        for j in 0..<rows[slot].symbols.count {
            let s = Int(rows[slot].symbols[j])
            let term: Double
            if rowSlot[s] < 0 { continue }
            if kinds[s] == .external {
                guard memo.stamps[s] == memo.version else { return nil }
                term = memo.values[s]
            } else {
                term = rows[Int(rowSlot[s])].constant
            }
            v += rows[slot].coefficients[j] * term
        }
        return v
    }

    /// The basic symbols reachable from `roots` through row references, each before the
    /// externals its row refers to (a topological order). Deterministic: depth first in
    /// symbol order.
    func referenceOrder(from roots: [Symbol]) -> [Symbol] {
        var visited = Set<Symbol>()
        var postorder: [Symbol] = []
        var stack: [(Symbol, Int)] = []
        for root in roots where isBasic(root) && !visited.contains(root) {
            visited.insert(root)
            stack.append((root, 0))
            while let (s, next) = stack.last {
                let row = rows[Int(rowSlot[Int(s)])]
                var i = next
                while i < row.symbols.count && !(isBasic(row.symbols[i]) && !visited.contains(row.symbols[i])) { i += 1 }
                if i < row.symbols.count {
                    stack[stack.count - 1].1 = i + 1
                    let child = row.symbols[i]
                    visited.insert(child)
                    stack.append((child, 0))
                } else {
                    stack.removeLast()
                    postorder.append(s)
                }
            }
        }
        return postorder.reversed()
    }

    /// `row` with every basic external replaced by its expansion: only parametric symbols remain.
    func expand(_ row: Row) -> Row {
        let roots = row.symbols.filter(isBasic)
        if roots.isEmpty { return row }
        var result = Row(constant: row.constant)
        var weight: [Symbol: Double] = [:]
        for j in row.symbols.indices {
            let s = row.symbols[j], c = row.coefficients[j]
            if isBasic(s) { weight[s, default: 0] += c } else { result.add(s, c) }
        }
        for x in referenceOrder(from: roots) {
            guard let k = weight[x], k != 0 else { continue }
            let r = rows[Int(rowSlot[Int(x)])]
            result.constant += k * r.constant
            for j in r.symbols.indices {
                let s = r.symbols[j], c = r.coefficients[j]
                if isBasic(s) { weight[s, default: 0] += k * c } else { result.add(s, k * c) }
            }
        }
        return result
    }
}
