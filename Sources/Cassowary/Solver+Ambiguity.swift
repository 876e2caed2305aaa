extension Solver {
    /// True when `v` can take another value without making the solution worse at any
    /// priority level: an alternative optimum, or simply unconstrained.
    ///
    /// First a local test at the optimal tableau: `v` moves if a symbol of its row has zero
    /// reduced cost at every level and can change by a positive step (a free variable, or a
    /// restricted one not blocked by a degenerate row). When only degenerate rows block, the
    /// exact answer comes from `range(of:)`.
    public func isAmbiguous(_ v: Variable) -> Bool {
        solve()
        guard let written = t.row(of: v.symbol) else { return true }  // a parametric external: nothing fixes it
        let row = t.expand(written)
        var undecided = false
        for s in row.symbols where t.kinds[Int(s)] != .dummy && t.hasZeroReducedCost(s) {
            if t.kinds[Int(s)] == .external { return true }
            if t.maximumStep(s) > Tolerance.zero { return true }
            undecided = true
        }
        if !undecided { return false }
        let r = range(of: v)
        guard let lower = r.lower, let upper = r.upper else { return true }
        return upper - lower > Tolerance.ambiguity
    }

    /// The values `v` can take while every priority level stays at its optimum. Computed on
    /// throw-away solvers holding the active constraints with explicit error variables and
    /// each level's total error capped at its optimum; a bound beyond ±10⁷ counts as none.
    public func range(of v: Variable) -> ValueRange {
        solve()
        let far = 1.0e7
        func extreme(_ direction: Double) -> Double? {
            let probe = Solver()
            probe.explainsConflicts = false
            var mapped: [Symbol: Variable] = [:]
            func variable(_ s: Symbol) -> Variable {
                if let m = mapped[s] { return m }
                let n = probe.makeVariable()
                mapped[s] = n
                return n
            }
            func remap(_ e: Expression) -> Expression {
                Expression(e.terms.map { Term(variable($0.variable.symbol), $0.coefficient) }, constant: e.constant)
            }
            var levelErrors: [Double: [Variable]] = [:]
            var levelOptimum: [Double: Double] = [:]
            var constraints: [Constraint] = []
            for k in records.keys.sorted() {
                let r = records[k]!
                guard r.broken == nil else { continue }
                let e = remap(r.constraint.expression)
                let p = r.constraint.priority
                if p.isRequired { constraints.append(Constraint(e, r.constraint.relation)); continue }
                let violation: Double
                let value = evaluate(r.constraint.expression)
                switch r.constraint.relation {
                case .equal:
                    let plus = probe.makeVariable(), minus = probe.makeVariable()
                    constraints += [plus >= 0.0, minus >= 0.0, Constraint(e - plus + minus, .equal)]
                    levelErrors[p.value, default: []] += [plus, minus]
                    violation = abs(value)
                case .greaterThanOrEqual:
                    let err = probe.makeVariable()
                    constraints += [err >= 0.0, Constraint(e + err, .greaterThanOrEqual)]
                    levelErrors[p.value, default: []].append(err)
                    violation = max(0, -value)
                case .lessThanOrEqual:
                    let err = probe.makeVariable()
                    constraints += [err >= 0.0, Constraint(e - err, .lessThanOrEqual)]
                    levelErrors[p.value, default: []].append(err)
                    violation = max(0, value)
                }
                levelOptimum[p.value, default: 0] += violation
            }
            for level in levelErrors.keys.sorted(by: >) {
                let total = levelErrors[level]!.reduce(Expression()) { $0 + $1 }
                constraints.append(total <= levelOptimum[level]! + Tolerance.reported)
            }
            let target = variable(v.symbol)
            constraints.append(Constraint(target - direction * far, .equal, priority: 1))
            guard (try? probe.add(constraints)) != nil else { return nil }
            let x = probe.value(of: target)
            return abs(x) >= far * 0.999 ? nil : x
        }
        return ValueRange(lower: extreme(-1), upper: extreme(1))
    }
}
