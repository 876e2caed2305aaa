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
        var members = component
        for k in component where !isSatisfiable(members.filter { $0 != k }, with: target) {
            members.removeAll { $0 == k }
        }
        return (members + [id.rawValue]).sorted().map(ConstraintID.init(rawValue:))
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
        let constraints = ids.map { remap(records[$0]!.constraint) } + [remap(extra)]
        guard let added = try? probe.add(constraints) else { return false }
        return added.allSatisfy { probe.records[$0.rawValue]!.broken == nil }
    }
}
