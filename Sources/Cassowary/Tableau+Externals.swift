/// External rows are kept lazy: a basic external's row may refer to other basic symbols
/// (never in a cycle): to externals as the constraint that made it was written, and to
/// restricted symbols that became basic after it was made (pivots do not rewrite them). Restricted rows and the
/// objective never hold external symbols at all, so the simplex never touches external rows
/// except where a restricted symbol appears in them directly. This keeps chains such as
/// `x_i = x_{i-1} + w_{i-1} + 8` one short row each instead of ever-longer prefix sums.
extension Tableau {
    @inline(__always)
    func isBasicExternal(_ s: Symbol) -> Bool { kinds[Int(s)] == .external && rowSlot[Int(s)] >= 0 }

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
