extension Solver {
    /// True when `v` can take another value without making the solution worse at any
    /// priority level: an alternative optimum, or simply unconstrained.
    ///
    /// `v` moves only through the symbols of its row that every level is indifferent to. A
    /// free one, or a restricted one that can step away from zero on its own, settles it at
    /// once; when degenerate rows block them, the small system of the optimal face around
    /// those symbols decides (see `OptimalFace`).
    public func isAmbiguous(_ v: Variable) -> Bool {
        solve()
        guard let objective = faceTerms(of: v) else { return true }
        if objective.isEmpty { return false }
        let e = optimalFace().extremes(of: objective)
        guard let lower = e.lower, let upper = e.upper else { return true }
        return upper - lower > Tolerance.ambiguity
    }

    /// The values `v` can take while every priority level stays at its optimum.
    public func range(of v: Variable) -> ValueRange {
        solve()
        guard let objective = faceTerms(of: v) else { return ValueRange(lower: nil, upper: nil) }
        let value = self.value(of: v)
        if objective.isEmpty { return ValueRange(lower: value, upper: value) }
        let e = optimalFace().extremes(of: objective)
        return ValueRange(lower: e.lower.map { value + $0 }, upper: e.upper.map { value + $0 })
    }

    /// `v` in terms of the face's movable symbols (pinned ones stay zero on the face, so they
    /// drop out); nil when a free external drives it, or `v` is one. Rows of basic symbols are
    /// projected once per solution and shared, so chains of lazy rows (`x_i = x_{i−1} + …`)
    /// cost their length once, not once per variable.
    private func faceTerms(of v: Variable) -> [(Symbol, Double)]? {
        guard t.isBasic(v.symbol) else { return nil }
        let face = optimalFace()
        // Depth first without recursion: a symbol's row is projected after every basic
        // symbol it refers to.
        var stack: [(Symbol, Bool)] = [(v.symbol, false)]
        while let (x, expanded) = stack.popLast() {
            if faceProjections[x] != nil { continue }
            let row = t.rows[Int(t.rowSlot[Int(x)])]
            if !expanded {
                stack.append((x, true))
                for s in row.symbols where t.isBasic(s) && faceProjections[s] == nil { stack.append((s, false)) }
                continue
            }
            var weights: [Symbol: Double] = [:]
            for j in row.symbols.indices {
                let s = row.symbols[j], c = row.coefficients[j]
                if t.isBasic(s) {
                    for (z, k) in faceProjections[s]! { weights[z, default: 0] += c * k }
                } else if t.kinds[Int(s)] == .external || face.movable.contains(s) {
                    // Free externals are kept as terms too: they may cancel further up.
                    weights[s, default: 0] += c
                }
            }
            faceProjections[x] = weights.filter { !Tolerance.isZero($0.value) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        }
        let terms = faceProjections[v.symbol]!
        if terms.contains(where: { t.kinds[Int($0.0)] == .external }) { return nil }
        return terms
    }

    private func optimalFace() -> OptimalFace {
        if let face = faceCache, faceStamp == memo.version { return face }
        let face = OptimalFace(t)
        faceCache = face
        faceStamp = memo.version
        faceProjections = [:]
        return face
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
