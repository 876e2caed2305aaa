/// The set of optimal solutions around the current one, as a small system of its own.
///
/// At an optimal tableau a parametric symbol whose reduced cost is zero at every level can
/// change without making any level worse; every other parametric symbol must stay at zero.
/// So the optimal face is `{ z ≥ 0 for the indifferent symbols z, every restricted basic row
/// const + Σ a·z ≥ 0 }` — and only rows that hold an indifferent symbol say anything about it.
/// In a layout these rows fall into many tiny independent groups (a hugging and compression
/// pair, a degenerate inequality), so the question "can this variable move?" becomes a few
/// rows of linear programming instead of work on the whole tableau.
struct OptimalFace {
    /// For each symbol: is it an indifferent parametric symbol?
    var isFree: [Bool]
    /// Restricted rows that hold indifferent symbols: the row's constant and its terms in them.
    var rows: [(constant: Double, terms: [(Symbol, Double)])]
    /// For each indifferent symbol, the rows it appears in.
    var rowsOf: [Symbol: [Int]]
    /// The indifferent symbols that can actually leave zero somewhere on the face; the others
    /// are pinned by degenerate rows and change nothing.
    var movable: Set<Symbol> = []

    init(_ t: Tableau) {
        let n = t.symbolCount
        isFree = [Bool](repeating: false, count: n)
        for i in 0..<n where t.rowSlot[i] < 0 && t.kinds[i].isRestricted && t.hasZeroReducedCost(Symbol(i)) {
            isFree[i] = true
        }
        rows = []
        rowsOf = [:]
        for slot in t.rows.indices {
            let basic = t.basicOf[slot]
            guard basic >= 0, t.rowSlot[Int(basic)] == Int32(slot), t.kinds[Int(basic)].isRestricted else { continue }
            let row = t.rows[slot]
            var terms: [(Symbol, Double)] = []
            for j in row.symbols.indices where isFree[Int(row.symbols[j])] { terms.append((row.symbols[j], row.coefficients[j])) }
            guard !terms.isEmpty else { continue }
            let index = rows.count
            rows.append((row.constant, terms))
            for (z, _) in terms { rowsOf[z, default: []].append(index) }
        }
        findMovable()
    }

    /// Group by group: a symbol alone in its rows moves if no row stops it at zero; in a
    /// larger group, if pulling it up on the group's own small system gets it off zero.
    private mutating func findMovable() {
        var done = Set<Symbol>()
        for z in rowsOf.keys.sorted() where !done.contains(z) {
            let (symbols, group) = component(of: [z])
            done.formUnion(symbols)
            if symbols.count == 1 {
                var step = Double.infinity
                for r in group {
                    let (constant, terms) = rows[r]
                    let a = terms[0].1
                    if a < 0 { step = min(step, constant / -a) }
                }
                if step > Tolerance.zero { movable.insert(z) }
                continue
            }
            for y in symbols where (extremes(of: [(y, 1)], symbols: symbols, rows: group).upper ?? .infinity) > Tolerance.zero {
                movable.insert(y)
            }
        }
        // Indifferent symbols in no restricted row at all can grow freely.
        for i in isFree.indices where isFree[i] && rowsOf[Symbol(i)] == nil { movable.insert(Symbol(i)) }
    }

    /// The symbols and rows reachable from `start` through shared rows, both sorted.
    private func component(of start: [Symbol]) -> (symbols: [Symbol], rows: [Int]) {
        var seenSymbol = Set<Symbol>(), seenRow = Set<Int>()
        var queue = start.filter { seenSymbol.insert($0).inserted }
        var symbols: [Symbol] = []
        while let z = queue.popLast() {
            symbols.append(z)
            for r in rowsOf[z] ?? [] where seenRow.insert(r).inserted {
                for (y, _) in rows[r].terms where seenSymbol.insert(y).inserted { queue.append(y) }
            }
        }
        return (symbols.sorted(), seenRow.sorted())
    }

    /// The least and greatest change of `Σ c·z` over the face (nil: unbounded), solved on the
    /// rows connected to its movable symbols only.
    func extremes(of objective: [(Symbol, Double)]) -> (lower: Double?, upper: Double?) {
        let moving = objective.filter { movable.contains($0.0) }
        if moving.isEmpty { return (0, 0) }
        let (symbols, group) = component(of: moving.map(\.0))
        return extremes(of: moving, symbols: symbols, rows: group)
    }

    private func extremes(of objective: [(Symbol, Double)], symbols: [Symbol], rows group: [Int]) -> (lower: Double?, upper: Double?) {
        let probe = Solver()
        probe.explainsConflicts = false
        var variable: [Symbol: Variable] = [:]
        var constraints: [Constraint] = []
        for z in symbols {
            let v = probe.makeVariable()
            variable[z] = v
            constraints.append(v >= 0.0)
        }
        for r in group {
            let row = rows[r]
            let e = Expression(row.terms.map { Term(variable[$0.0]!, $0.1) }, constant: row.constant)
            constraints.append(Constraint(e, .greaterThanOrEqual))
        }
        let target = Expression(objective.map { Term(variable[$0.0]!, $0.1) })
        guard (try? probe.add(constraints)) != nil else { return (0, 0) }
        // Pull the objective far each way at the weakest priority; a pull that gets this far
        // found no bound.
        let far = 1.0e7
        func extreme(_ direction: Double) -> Double? {
            guard let id = try? probe.add(Constraint(target - direction * far, .equal, priority: 1)) else { return 0 }
            let value = probe.evaluate(target)
            try? probe.remove(id)
            return abs(value) >= far * 0.999 ? nil : value
        }
        return (extreme(-1), extreme(1))
    }
}

