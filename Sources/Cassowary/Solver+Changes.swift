extension Solver {
    // MARK: - Removing

    public func remove(_ id: ConstraintID) throws(SolverError) {
        guard let record = records[id.rawValue], !record.isEdit else { throw .unknownConstraint(id) }
        try removeRecord(id)
    }

    func removeRecord(_ id: ConstraintID) throws(SolverError) {
        invalidateValues()
        let record = records[id.rawValue]!
        if record.broken != nil {
            records[id.rawValue] = nil
            return
        }
        // A broken constraint may hold once this one is gone, and an untracked equality has no
        // marker in the rows to pivot out: replay the adds as if this one had never been made,
        // so the result is exactly that of never adding it.
        if record.constraint.priority.isRequired
            && (records.values.contains(where: { $0.broken != nil }) || hasUntrackedMarker(id)) {
            records[id.rawValue] = nil
            tracked.remove(id.rawValue)
            rebuild()
            return
        }
        removeObjectiveTerms(of: id)
        let marker = record.marker
        if t.isBasic(marker) {
            t.dropRow(marker)
        } else if let leaving = markerLeavingRow(marker) {
            var row = t.removeRow(leaving)
            row.solve(lhs: leaving, rhs: marker)
            t.substitute(marker, row, intoExternalRows: true)
        }
        if record.other >= 0 && t.isBasic(record.other) && t.kinds[Int(record.other)] == .error {
            // Its row no longer constrains anything.
            t.dropRow(record.other)
        }
        records[id.rawValue] = nil
        tracked.remove(id.rawValue)
        dirty = true
    }

    /// A required equality whose dummy marker the rows do not hold (see `tracked`).
    func hasUntrackedMarker(_ id: ConstraintID) -> Bool {
        let r = records[id.rawValue]!
        return !r.isEdit && r.constraint.priority.isRequired && r.constraint.relation == .equal && !tracked.contains(id.rawValue)
    }

    /// The row to pivot a parametric marker into before its constraint's row is dropped: a
    /// redundant constraint's row (its dummy basic, its constant 0), which then holds what the
    /// removed one held and moves no value; else a restricted row by minimum ratio, else any
    /// external row (smallest symbol on ties). Pivoting elsewhere would move the redundant row's
    /// constant off 0 — its constraint silently broken (a property test found one: removing a
    /// required equality left a redundant one violated by 5.3).
    func markerLeavingRow(_ marker: Symbol) -> Symbol? {
        var redundant: Symbol = -1, first: Symbol = -1, second: Symbol = -1, third: Symbol = -1
        var r1 = Double.infinity, r2 = Double.infinity
        t.applyDeferredColumns()
        for slot in t.columns[Int(marker)] {
            let basic = t.basicOf[Int(slot)]
            let c = t.rows[Int(slot)].coefficient(of: marker)
            if c == 0 { continue }
            if t.kinds[Int(basic)] == .dummy {
                if redundant < 0 || basic < redundant { redundant = basic }
            } else if t.kinds[Int(basic)] == .external {
                if third < 0 || basic < third { third = basic }
            } else if c < 0 {
                let r = -t.rows[Int(slot)].constant / c
                if r < r1 || (r == r1 && basic < first) { r1 = r; first = basic }
            } else {
                let r = t.rows[Int(slot)].constant / c
                if r < r2 || (r == r2 && basic < second) { r2 = r; second = basic }
            }
        }
        for s in [redundant, first, second, third] where s >= 0 { return s }
        return nil
    }

    /// Rebuilds the tableau from the recorded constraints in id order (after a removal that
    /// may unbreak others). Variables keep their symbols.
    func rebuild() {
        t.clear()
        for k in records.keys.sorted() {
            records[k]!.broken = nil
            install(ConstraintID(rawValue: k))
        }
        dirty = true
    }

    // MARK: - Constants and priorities

    /// Sets the expression's constant in place: only row constants move, then the dual
    /// simplex repairs what became infeasible (Auto Layout's `constraint.constant = x`). A
    /// required equality's first change first replays the adds with its marker in the rows
    /// (see `tracked`).
    public func setConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
        guard let record = records[id.rawValue], !record.isEdit else { throw .unknownConstraint(id) }
        try changeConstant(id, constant)
    }

    func changeConstant(_ id: ConstraintID, _ constant: Double) throws(SolverError) {
        guard constant.isFinite else { throw .invalidNumber("constant \(constant)") }
        let record = records[id.rawValue]!
        let delta = constant - record.constraint.expression.constant
        if delta == 0 { return }
        invalidateValues()
        if record.broken != nil {
            records[id.rawValue]!.constraint.expression.constant = constant
            rebuild()
            return
        }
        // Its first change writes its marker into the rows; later ones are in place.
        if hasUntrackedMarker(id) {
            tracked.insert(id.rawValue)
            rebuild()
        }
        let installed = records[id.rawValue]!  // its marker is new after a rebuild
        solve()
        shiftMarker(installed, by: delta)
        let repaired = t.dualOptimize()
        if t.dualPivotLimitHit {
            // The dual simplex went round without end (Tableau.dualOptimize): solved afresh.
            t.dualPivotLimitHit = false
            records[id.rawValue]!.constraint.expression.constant = constant
            rebuild()
            return
        }
        if repaired && !breaksRedundantRow(installed.marker) {
            records[id.rawValue]!.constraint.expression.constant = constant
            return
        }
        // The required constraints cannot hold with the new constant: undo, and explain.
        shiftMarker(installed, by: -delta)
        _ = t.dualOptimize()
        let old = installed.constraint
        records[id.rawValue]!.constraint = Constraint(Expression(old.expression.terms, constant: constant), old.relation)
        let conflict = minimalConflict(for: id)
        records[id.rawValue]!.constraint = old
        throw .wouldConflict(conflict)
    }

    /// Whether a redundant equality's row (its dummy basic, 0 while it holds) moved off 0 with
    /// a shift of `marker`: x == 7 twice, and one changed to x == 9. Pivots never change those
    /// rows (dummies never enter), so only the shift can.
    private func breaksRedundantRow(_ marker: Symbol) -> Bool {
        guard t.kinds[Int(marker)] == .dummy else { return false }
        t.applyDeferredColumns()
        for slot in t.columns[Int(marker)] {
            let basic = t.basicOf[Int(slot)]
            if t.kinds[Int(basic)] == .dummy && !Tolerance.isZero(t.rows[Int(slot)].constant) { return true }
        }
        return false
    }

    private func shiftMarker(_ record: Record, by delta: Double) {
        t.shift(record.marker, by: delta / record.markerCoefficient)
    }

    /// Optimizes again from the current (feasible) basis: after a run of constant changes, a
    /// caller that reads more than values (ambiguity, the optimal face) asks for the optimum the
    /// primal simplex reaches from there, as a solution built from scratch would have it.
    public func reoptimize() {
        dirty = true
        solve()
    }

    /// Moves an optional constraint to another (optional) priority level.
    public func setPriority(_ id: ConstraintID, _ priority: Priority) throws(SolverError) {
        guard let record = records[id.rawValue], !record.isEdit else { throw .unknownConstraint(id) }
        guard priority.isValid else { throw .priorityOutOfRange(priority.value) }
        guard priority.isRequired == record.constraint.priority.isRequired else { throw .cannotChangeRequiredness(id) }
        if priority == record.constraint.priority || priority.isRequired { return }
        invalidateValues()
        removeObjectiveTerms(of: id)
        records[id.rawValue]!.constraint.priority = priority
        let level = t.levelIndex(for: priority.value)
        for e in [record.marker, record.other] where e >= 0 && t.kinds[Int(e)] == .error { t.addToObjective(level, e, 1) }
        dirty = true
    }

    // MARK: - Edit variables

    public func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        guard Int(v.symbol) < t.symbolCount, t.kinds[Int(v.symbol)] == .external else { throw .unknownVariable(v) }
        guard edits[v.symbol] == nil else { throw .duplicateEditVariable(v) }
        guard priority.isValid else { throw .priorityOutOfRange(priority.value) }
        guard !priority.isRequired else { throw .requiredEditVariable }
        let id = ConstraintID(rawValue: nextID)
        nextID += 1
        records[id.rawValue] = Record(constraint: Constraint(Expression(v), .equal, priority: priority), isEdit: true)
        edits[v.symbol] = id
        install(id)
    }

    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        guard let id = edits[v.symbol] else { throw .unknownEditVariable(v) }
        edits[v.symbol] = nil
        try removeRecord(id)
    }

    public func hasEditVariable(_ v: Variable) -> Bool { edits[v.symbol] != nil }

    /// Asks the edit variable to take `value` (at its edit priority).
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        guard let id = edits[v.symbol] else { throw .unknownEditVariable(v) }
        guard value.isFinite else { throw .invalidNumber("suggested value \(value)") }
        // The edit constraint is `v - value == 0`.
        try changeConstant(id, -value)
    }
}
