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
    /// recursion; `memo[s]` holds the value of each external resolved since the last change
    /// (`stamps[s] == version`). Mutating only so that the caller's tableau, a class's stored
    /// property, is accessed in place: a non-mutating call copied the whole tableau (a retain
    /// and a release of each of its arrays) at every step of the walk.
    mutating func resolveValue(_ root: Symbol, memo: inout [Double], stamps: inout [UInt32], version: UInt32) -> Double {
        guard isBasicExternal(root) else { return value(root) }
        if stamps[Int(root)] == version { return memo[Int(root)] }
        var stack: [Symbol] = [root]
        while let x = stack.last {
            let slot = Int(rowSlot[Int(x)])
            var ready = true
            for s in rows[slot].symbols where isBasicExternal(s) && stamps[Int(s)] != version {
                stack.append(s)
                ready = false
            }
            if !ready { continue }
            stack.removeLast()
            if stamps[Int(x)] == version { continue }
            var v = rows[slot].constant
            for j in rows[slot].symbols.indices {
                let s = rows[slot].symbols[j]
                if isBasicExternal(s) { v += rows[slot].coefficients[j] * memo[Int(s)] } else { v += rows[slot].coefficients[j] * value(s) }
            }
            memo[Int(x)] = v
            stamps[Int(x)] = version
        }
        return memo[Int(root)]
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
