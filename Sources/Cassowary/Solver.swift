/// An incremental simplex solver of the Cassowary family with Auto Layout's semantics:
/// strict priority levels (a lexicographic objective, one level per distinct optional
/// priority), required conflicts that leave the solver as it was and are explained by a
/// minimal conflicting set, in-place constant and priority changes, edit variables, batch
/// adds with one optimisation, and ambiguity queries.
///
/// Every choice the algorithm makes (row subject, entering and leaving symbol) breaks ties by
/// the smallest symbol, and symbols are numbered in creation order, so the same calls give
/// the same values on every run and machine.
public final class Solver {
    var t = Tableau()
    var variableNames: [Symbol: String] = [:]
    var records: [Int: Record] = [:]
    var nextID = 0
    var edits: [Symbol: ConstraintID] = [:]
    /// Optimisation is owed (batched adds, removals, priority changes).
    var dirty = false
    /// Whether a broken required constraint's minimal conflicting set is found (a deletion
    /// filter of throw-away solves); when false its set is just itself. Off inside those
    /// throw-away solvers, and for callers that only ask whether anything conflicts.
    public var explainsConflicts = true
    /// Constraints that are the setting rather than the subject (a canvas's fixed size, the
    /// frames of views without constraints): a conflict's minimal set keeps them only when
    /// the subject's constraints cannot conflict without them (see minimalConflict).
    var background: Set<Int> = []
    /// Required equalities whose dummy marker is written into the rows, so that their constant
    /// changes and removal work in place: those whose constant was changed, and redundant ones.
    /// Every other required equality's row carries no marker at all. A marker is needed only
    /// for those two operations, yet a dummy is in every row its equality's variables reach —
    /// each of a grid's width rows held the ~200 markers of its row's equalities, and the
    /// squeeze's wrap pivot rewrote them all (GRID(100): 18 ms of its 18; see docs/solver.md).
    /// The first change or removal of an untracked one replays the adds (`rebuild`).
    var tracked: Set<Int> = []

    /// Marks constraints as background for conflict explanations.
    public func markBackground(_ ids: [ConstraintID]) { background.formUnion(ids.map(\.rawValue)) }
    /// Values of externals, memoised until the next change.
    var memo = ValueMemo()
    /// The optimal face of the current solution, for ambiguity; valid while its stamp is
    /// `memo.version`.
    var faceCache: OptimalFace?
    var faceStamp: UInt32 = 0
    /// Basic symbols' rows projected on the face's movable symbols, filled as asked.
    var faceProjections: [Symbol: [(Symbol, Double)]] = [:]

    func invalidateValues() { memo.invalidate() }

    struct Record {
        var constraint: Constraint
        var isEdit: Bool
        var marker: Symbol = -1
        var other: Symbol = -1
        /// The marker's coefficient in the constraint's original row: a constant change of Δ
        /// moves the marker by Δ / markerCoefficient.
        var markerCoefficient: Double = 1
        var broken: [ConstraintID]? = nil
    }

    public init() {}

    // MARK: - Variables

    public func makeVariable(_ name: String = "") -> Variable {
        let s = t.newSymbol(.external)
        if !name.isEmpty { variableNames[s] = name }
        return Variable(symbol: s)
    }

    public func name(of variable: Variable) -> String { variableNames[variable.symbol] ?? variable.description }


    // MARK: - Adding

    @discardableResult
    public func add(_ constraint: Constraint) throws(SolverError) -> ConstraintID {
        try add([constraint])[0]
    }

    /// Adds in order, optimising once afterwards (on the next read or `solve()`).
    @discardableResult
    public func add(_ constraints: [Constraint]) throws(SolverError) -> [ConstraintID] {
        for c in constraints { try validate(c) }
        var ids: [ConstraintID] = []
        ids.reserveCapacity(constraints.count)
        for c in constraints {
            let id = ConstraintID(rawValue: nextID)
            nextID += 1
            records[id.rawValue] = Record(constraint: Constraint(c.expression.simplified, c.relation, priority: c.priority), isEdit: false)
            install(id)
            ids.append(id)
        }
        return ids
    }

    func validate(_ c: Constraint) throws(SolverError) {
        guard c.priority.isValid else { throw .priorityOutOfRange(c.priority.value) }
        guard c.expression.constant.isFinite else { throw .invalidNumber("constant \(c.expression.constant)") }
        for term in c.expression.terms {
            guard term.coefficient.isFinite else { throw .invalidNumber("coefficient \(term.coefficient) of \(name(of: term.variable))") }
            guard Int(term.variable.symbol) < self.t.symbolCount, self.t.kinds[Int(term.variable.symbol)] == .external else { throw .unknownVariable(term.variable) }
        }
    }

    /// Puts a recorded constraint into the tableau; a required one that conflicts with the
    /// active required constraints is marked broken instead and leaves the tableau as it was.
    func install(_ id: ConstraintID) {
        invalidateValues()
        var record = records[id.rawValue]!
        let written = makeRow(&record, tracked: tracked.contains(id.rawValue))
        records[id.rawValue] = record
        // A fresh external (in no row yet) can be the subject as the constraint is written:
        // nothing refers to it, so nothing needs substituting or expanding.
        if let fresh = written.symbols.first(where: { t.kinds[Int($0)] == .external && !t.isBasic($0) && t.columns[Int($0)].isEmpty }) {
            var row = written
            row.solve(for: fresh)
            t.insertRow(fresh, row)
            dirty = true
            return
        }
        var row = t.expand(written)
        if row.constant < 0 { row.reverseSign() }
        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            // Externals appear in no restricted row and not in the objective; external rows
            // that refer to this one may go on referring to it.
            if t.kinds[Int(subject)] != .external { t.substitute(subject, row) }
            t.insertRow(subject, row)
        } else if row.symbols.allSatisfy({ t.kinds[Int($0)] == .dummy }) {
            if Tolerance.isZero(row.constant) {
                // Redundant: keep the row with its dummy marker basic at 0, for later removal
                // of what it leans on, and for a constant change that would break it.
                if row.coefficient(of: record.marker) == 0 { row.add(record.marker, 1) }
                tracked.insert(id.rawValue)
                row.solve(for: record.marker)
                t.insertRow(record.marker, row)
            } else {
                markBroken(id)
                return
            }
        } else if !addWithArtificialVariable(row) {
            markBroken(id)
            return
        }
        dirty = true
    }

    private func markBroken(_ id: ConstraintID) {
        removeObjectiveTerms(of: id)
        records[id.rawValue]!.broken = explainsConflicts ? minimalConflict(for: id) : [id]
    }

    /// The constraint's row as written (basic externals not yet expanded), with its slack,
    /// error or dummy symbols; error symbols enter the objective at the constraint's level. A
    /// required equality always gets its dummy marker, but the row holds it only when the
    /// equality is `tracked`.
    func makeRow(_ record: inout Record, tracked: Bool) -> Row {
        let c = record.constraint
        var row = Row(constant: c.expression.constant)
        for term in c.expression.terms { row.add(term.variable.symbol, term.coefficient) }
        let optional = !c.priority.isRequired
        let level = optional ? t.levelIndex(for: c.priority.value) : -1
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k = c.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = t.newSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = k
            row.add(slack, k)
            if optional {
                let e = t.newSymbol(.error)
                record.other = e
                row.add(e, -k)
                t.objective[level][Int(e)] += 1
            }
        case .equal:
            if optional {
                let plus = t.newSymbol(.error), minus = t.newSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.add(plus, -1)
                row.add(minus, 1)
                t.objective[level][Int(plus)] += 1
                t.objective[level][Int(minus)] += 1
            } else {
                let d = t.newSymbol(.dummy)
                record.marker = d
                record.markerCoefficient = 1
                if tracked { row.add(d, 1) }
            }
        }
        return row
    }

    /// The symbol to solve a new row for: the external symbol that appears in the fewest
    /// rows (least fill-in, so rows stay short), else the constraint's own restricted symbol
    /// if it can stay ≥ 0, else none (an artificial variable is needed).
    func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        var best: Symbol = -1
        var bestCount = Int.max
        for s in row.symbols where t.kinds[Int(s)] == .external {
            let n = t.columns[Int(s)].count
            if n < bestCount { best = s; bestCount = n }
        }
        if best >= 0 { return best }
        if t.kinds[Int(record.marker)].isRestricted && row.coefficient(of: record.marker) < 0 { return record.marker }
        if record.other >= 0 && row.coefficient(of: record.other) < 0 { return record.other }
        return nil
    }

    /// Phase one: adds the row through an artificial variable and minimises it. Returns false,
    /// with the tableau restored exactly, when the row cannot be satisfied.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        t.deferred.dropLog()
        let saved = t
        let art = t.newSymbol(.slack)
        t.insertRow(art, row)
        t.artificial = row
        t.optimizeArtificial()
        let success = Tolerance.isZero(t.artificial!.constant)
        t.artificial = nil
        if !success {
            // Exactly as before, but for the symbols made meanwhile (parametric and unused).
            let symbols = t.kinds
            t = saved
            for kind in symbols[t.kinds.count...] { _ = t.newSymbol(kind) }
            return false
        }
        if t.isBasic(art) {
            var artRow = t.dropRow(art)
            if artRow.isEmpty { return true }
            // Pivot the artificial variable out on any restricted symbol of its row.
            guard let entering = artRow.symbols.first(where: { t.kinds[Int($0)].isRestricted }) else { return false }
            artRow.solve(lhs: art, rhs: entering)
            t.substitute(entering, artRow)
            t.insertRow(entering, artRow)
        }
        for slot in t.columns[Int(art)].members { t.rows[Int(slot)].remove(art) }
        t.columns[Int(art)] = SlotSet()
        for l in t.objective.indices { t.objective[l][Int(art)] = 0 }
        // Spent: it must never enter the basis again.
        t.kinds[Int(art)] = .dummy
        return true
    }

    /// Takes a constraint's error symbols out of the objective (before removal or re-levelling).
    func removeObjectiveTerms(of id: ConstraintID) {
        let r = records[id.rawValue]!
        guard !r.constraint.priority.isRequired else { return }
        let level = t.levelIndex(for: r.constraint.priority.value)
        for e in [r.marker, r.other] where e >= 0 && t.kinds[Int(e)] == .error { t.addToObjective(level, e, -1) }
    }

    // MARK: - Solving and reading

    public func solve() {
        if dirty {
            invalidateValues()
            t.optimize()
            dirty = false
        }
    }

    public func value(of v: Variable) -> Double {
        solve()
        let value = currentValue(v.symbol)
        return value == 0 ? 0 : value  // never -0
    }

    /// The values of `variables`, in their order: what `value(of:)` gives for each, in one
    /// access to the solver (a live resize reads every frame after each edit, as Cassowary's
    /// `updateVariables` does).
    public func values(of variables: [Variable]) -> [Double] {
        solve()
        memo.reserve(t.symbolCount)
        return t.resolveValues(variables, memo: &memo)
    }

    public var constraintIDs: [ConstraintID] {
        records.keys.sorted().filter { !records[$0]!.isEdit }.map(ConstraintID.init(rawValue:))
    }

    public func constraint(_ id: ConstraintID) -> Constraint? {
        records[id.rawValue].flatMap { $0.isEdit ? nil : $0.constraint }
    }

    public func state(of id: ConstraintID) -> ConstraintState {
        guard let r = records[id.rawValue] else { return .satisfied }
        if let conflict = r.broken { return .broken(conflict: conflict) }
        let v = evaluate(r.constraint.expression)
        let violation: Double
        switch r.constraint.relation {
        case .equal: violation = abs(v)
        case .greaterThanOrEqual: violation = max(0, -v)
        case .lessThanOrEqual: violation = max(0, v)
        }
        if r.constraint.priority.isRequired || violation <= Tolerance.reported { return .satisfied }
        return .unmet(error: violation)
    }

    /// A symbol's value: basic externals follow their (lazy) rows, depth first without
    /// recursion, stopping at values already known since the last change.
    func currentValue(_ root: Symbol) -> Double {
        memo.reserve(t.symbolCount)
        return t.resolveValue(root, memo: &memo)
    }

    func evaluate(_ e: Expression) -> Double {
        var sum = e.constant
        for t in e.terms { sum += t.coefficient * value(of: t.variable) }
        return sum
    }
}
