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

    /// The values `v` can take while every priority level stays at its optimum.
    ///
    /// Found on copies of the optimal tableau: `±v` becomes one more objective level below all
    /// the others and the simplex goes on, entering only symbols that every existing level is
    /// indifferent to — so it moves along the optimal face and stops at its end. Exact, and
    /// a few pivots instead of a rebuild. Should those pivots not settle (a cycle on a very
    /// degenerate face), the slower rebuild on probe solvers answers instead.
    public func range(of v: Variable) -> ValueRange {
        solve()
        if let lower = extremeOnOptimalFace(v.symbol, direction: 1),
           let upper = extremeOnOptimalFace(v.symbol, direction: -1) {
            return ValueRange(lower: lower.bounded ? lower.value : nil, upper: upper.bounded ? upper.value : nil)
        }
        return rebuiltRange(of: v)
    }

    /// min (direction 1) or max (−1) of a symbol over the optimal face; nil when the pivots
    /// did not settle.
    private func extremeOnOptimalFace(_ s: Symbol, direction: Double) -> (bounded: Bool, value: Double)? {
        guard let written = t.row(of: s) else { return (false, 0) }  // a parametric external: nothing fixes it
        var p = t
        let row = p.expand(written)
        // Externals are free: one left in the row moves the symbol without limit.
        for j in row.symbols.indices where p.kinds[Int(row.symbols[j])] == .external && row.coefficients[j] != 0 {
            return (false, 0)
        }
        let level = p.objective.count
        p.levels.append(-1)
        p.objective.append([Double](repeating: 0, count: p.kinds.count))
        for j in row.symbols.indices { p.objective[level][Int(row.symbols[j])] += direction * row.coefficients[j] }
        var pivots = 0
        while let entering = p.chooseEntering() {
            guard let leaving = p.leavingRow(for: entering) else { return (false, 0) }
            p.pivot(leaving, entering)
            pivots += 1
            if pivots > 20 * (p.rows.count + 10) { return nil }
        }
        guard let final = p.row(of: s) else { return (false, 0) }
        return (true, p.expand(final).constant)
    }

    /// The values `v` can take at the optimum, on throw-away solvers holding the active
    /// constraints with explicit error variables and each level's total error capped at its
    /// optimum; a bound beyond ±10⁷ counts as none.
    func rebuiltRange(of v: Variable) -> ValueRange {
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
