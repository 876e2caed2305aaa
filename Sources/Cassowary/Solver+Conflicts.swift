extension Solver {
    /// A minimal set of active required constraints that, with `id`, cannot all hold: removing
    /// any one member makes the rest satisfiable. Found by a deletion filter over the required
    /// constraints connected to `id` through shared variables, in ascending id order (the
    /// background last), each
    /// test on a fresh throw-away solver, so the answer depends only on the constraints.
    func minimalConflict(for id: ConstraintID) -> [ConstraintID] {
        let target = records[id.rawValue]!.constraint
        let active = records.keys.sorted().filter { k in
            guard k != id.rawValue, let r = records[k] else { return false }
            return r.broken == nil && !r.isEdit && r.constraint.priority.isRequired
        }
        // The constraints reachable from the target's variables.
        var reached = Set(target.expression.terms.map(\.variable.symbol))
        var component: [Int] = []
        var remaining = active
        var grew = true
        while grew {
            grew = false
            remaining.removeAll { k in
                let vars = records[k]!.constraint.expression.terms.map(\.variable.symbol)
                guard vars.contains(where: reached.contains) else { return false }
                reached.formUnion(vars)
                component.append(k)
                grew = true
                return true
            }
        }
        // The deletion filter drops what it tests first when the rest still conflicts: the
        // subject's constraints are tested first, the background last, so a set leans on the
        // background (a fixed canvas) rather than on unrelated constraints that happen to
        // conflict with it too.
        component.sort { (background.contains($0) ? 1 : 0, $0) < (background.contains($1) ? 1 : 0, $1) }
        // QuickXplain (Junker, 2004): divide and conquer, O(k·log(n/k)) probes for a set of k
        // in a component of n, where a deletion filter needs n. It keeps what comes first in
        // its order, so it is given the deletion filter's order reversed: the same set.
        let members = quickXplain(background: [], candidates: Array(component.reversed()), target: target, checkBackground: false)
        return (members + [id.rawValue]).sorted().map(ConstraintID.init(rawValue:))
    }

    /// A minimal subset X of `candidates` such that `background` ∪ X ∪ {target} cannot hold,
    /// given that `background` ∪ `candidates` ∪ {target} cannot.
    private func quickXplain(background: [Int], candidates: [Int], target: Constraint, checkBackground: Bool) -> [Int] {
        if checkBackground && !isSatisfiable(background, with: target) { return [] }
        if candidates.count == 1 { return candidates }
        if candidates.isEmpty { return [] }
        let half = candidates.count / 2
        let first = Array(candidates[..<half]), second = Array(candidates[half...])
        let fromSecond = quickXplain(background: background + first, candidates: second, target: target, checkBackground: !first.isEmpty)
        let fromFirst = quickXplain(background: background + fromSecond, candidates: first, target: target, checkBackground: !fromSecond.isEmpty)
        return fromFirst + fromSecond
    }

    /// Whether the given active constraints and `extra` can all hold, all as required.
    private func isSatisfiable(_ ids: [Int], with extra: Constraint) -> Bool {
        let probe = Solver()
        probe.explainsConflicts = false
        var mapped: [Symbol: Variable] = [:]
        func remap(_ c: Constraint) -> Constraint {
            let terms = c.expression.terms.map { t -> Term in
                let v = mapped[t.variable.symbol] ?? { let n = probe.makeVariable(); mapped[t.variable.symbol] = n; return n }()
                return Term(v, t.coefficient)
            }
            return Constraint(Expression(terms, constant: c.expression.constant), c.relation, priority: .required)
        }
        // In the order they were first added: the order the tableau was built in is the one
        // that needs the fewest artificial variables (QuickXplain's sets come in any order).
        let constraints = ids.sorted().map { remap(records[$0]!.constraint) } + [remap(extra)]
        guard let added = try? probe.add(constraints) else { return false }
        return added.allSatisfy { probe.records[$0.rawValue]!.broken == nil }
    }
}
