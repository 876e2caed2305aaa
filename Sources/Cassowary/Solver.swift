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
    // MARK: Symbols (indexed by Symbol)
    var kinds: [SymbolKind] = []
    var variableNames: [Symbol: String] = [:]
    /// The slot of the row whose basic symbol this is, or -1 for a parametric symbol.
    var rowSlot: [Int32] = []
    /// The slots of the rows in which this (parametric) symbol appears.
    var columns: [Set<Int32>] = []

    // MARK: Rows (indexed by slot)
    var rows: [Row] = []
    var basicOf: [Symbol] = []
    var freeSlots: [Int32] = []

    // MARK: Objective: one dense row per priority level, highest priority first
    var levels: [Double] = []
    var objective: [[Double]] = []
    /// While adding with an artificial variable: the phase-one objective.
    var artificial: Row?

    // MARK: Constraints
    var records: [Int: Record] = [:]
    var nextID = 0
    var edits: [Symbol: ConstraintID] = [:]
    /// Optimisation is owed (batched adds, removals, priority changes).
    var dirty = false
    /// Restricted basic symbols whose row constant went negative (dual simplex work).
    var infeasible: [Symbol] = []
    /// Off inside the throw-away solvers that test feasibility while a conflict is minimised.
    var explainsConflicts = true

    struct Record {
        var constraint: Constraint
        /// Symbols of the constraint's expression, for the conflict search.
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
        let s = newSymbol(.external)
        if !name.isEmpty { variableNames[s] = name }
        return Variable(symbol: s)
    }

    public func name(of variable: Variable) -> String { variableNames[variable.symbol] ?? variable.description }

    func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        rowSlot.append(-1)
        columns.append([])
        for l in objective.indices { objective[l].append(0) }
        return s
    }

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
        guard c.priority.value >= 1 && c.priority.value <= 1000 else { throw .priorityOutOfRange(c.priority.value) }
        guard c.expression.constant.isFinite else { throw .invalidNumber("constant \(c.expression.constant)") }
        for t in c.expression.terms {
            guard t.coefficient.isFinite else { throw .invalidNumber("coefficient \(t.coefficient) of \(name(of: t.variable))") }
            guard Int(t.variable.symbol) < kinds.count, kinds[Int(t.variable.symbol)] == .external else { throw .unknownVariable(t.variable) }
        }
    }

    /// Puts a recorded constraint into the tableau; a required one that conflicts with the
    /// active required constraints is marked broken instead and leaves the tableau as it was.
    func install(_ id: ConstraintID) {
        var record = records[id.rawValue]!
        var row = makeRow(&record)
        records[id.rawValue] = record
        if let subject = chooseSubject(row, record) {
            row.solve(for: subject)
            substitute(subject, row)
            insertRow(subject, row)
        } else if row.symbols.allSatisfy({ kinds[Int($0)] == .dummy }) {
            if Tolerance.isZero(row.constant) {
                // Redundant: keep the row with its dummy marker basic, for later removal.
                row.solve(for: record.marker)
                insertRow(record.marker, row)
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

    /// The constraint's row in terms of the current parametric symbols, with its slack,
    /// error or dummy symbols; error symbols enter the objective at the constraint's level.
    func makeRow(_ record: inout Record) -> Row {
        let c = record.constraint
        var row = Row(constant: c.expression.constant)
        for t in c.expression.terms {
            let s = t.variable.symbol
            let slot = rowSlot[Int(s)]
            if slot >= 0 { row.add(rows[Int(slot)], times: t.coefficient) } else { row.add(s, t.coefficient) }
        }
        let optional = !c.priority.isRequired
        let level = optional ? levelIndex(for: c.priority.value) : -1
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k = c.relation == .lessThanOrEqual ? 1.0 : -1.0
            let slack = newSymbol(.slack)
            record.marker = slack
            record.markerCoefficient = k
            row.add(slack, k)
            if optional {
                let e = newSymbol(.error)
                record.other = e
                row.add(e, -k)
                objective[level][Int(e)] += 1
            }
        case .equal:
            if optional {
                let plus = newSymbol(.error), minus = newSymbol(.error)
                record.marker = plus
                record.other = minus
                record.markerCoefficient = -1
                row.add(plus, -1)
                row.add(minus, 1)
                objective[level][Int(plus)] += 1
                objective[level][Int(minus)] += 1
            } else {
                let d = newSymbol(.dummy)
                record.marker = d
                record.markerCoefficient = 1
                row.add(d, 1)
            }
        }
        if row.constant < 0 { row.reverseSign() }
        return row
    }

    /// The symbol to solve a new row for: the external symbol that appears in the fewest
    /// rows (least fill-in, so rows stay short), else the constraint's own restricted symbol
    /// if it can stay ≥ 0, else none (an artificial variable is needed).
    func chooseSubject(_ row: Row, _ record: Record) -> Symbol? {
        var best: Symbol = -1
        var bestCount = Int.max
        row.forEach { s, _ in
            if kinds[Int(s)] == .external {
                let n = columns[Int(s)].count
                if n < bestCount { best = s; bestCount = n }
            }
        }
        if best >= 0 { return best }
        if kinds[Int(record.marker)].isRestricted && row.coefficient(of: record.marker) < 0 { return record.marker }
        if record.other >= 0 && row.coefficient(of: record.other) < 0 { return record.other }
        return nil
    }

    /// Phase one: adds the row through an artificial variable and minimises it. Returns false,
    /// with the tableau restored exactly, when the row cannot be satisfied.
    func addWithArtificialVariable(_ row: Row) -> Bool {
        let saved = (rowSlot, columns, rows, basicOf, freeSlots, objective, infeasible)
        let art = newSymbol(.slack)
        insertRow(art, row)
        artificial = row
        optimizeArtificial()
        let success = Tolerance.isZero(artificial!.constant)
        artificial = nil
        if !success {
            (rowSlot, columns, rows, basicOf, freeSlots, objective, infeasible) = saved
            rowSlot.append(contentsOf: [Int32](repeating: -1, count: kinds.count - rowSlot.count))
            columns.append(contentsOf: [Set<Int32>](repeating: [], count: kinds.count - columns.count))
            for l in objective.indices { objective[l].append(contentsOf: [Double](repeating: 0, count: kinds.count - objective[l].count)) }
            return false
        }
        let slot = rowSlot[Int(art)]
        if slot >= 0 {
            var artRow = removeRow(art)
            if artRow.isEmpty { return true }
            // Pivot the artificial variable out on any restricted symbol of its row.
            guard let entering = artRow.symbols.first(where: { kinds[Int($0)].isRestricted }) else { return false }
            artRow.solve(lhs: art, rhs: entering)
            substitute(entering, artRow)
            insertRow(entering, artRow)
        }
        for slot in columns[Int(art)] { rows[Int(slot)].remove(art) }
        columns[Int(art)] = []
        return true
    }

    // MARK: - Tableau operations

    func insertRow(_ basic: Symbol, _ row: Row) {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOf.append(basic)
        }
        rowSlot[Int(basic)] = slot
        row.forEach { s, _ in columns[Int(s)].insert(slot) }
    }

    @discardableResult
    func removeRow(_ basic: Symbol) -> Row {
        let slot = rowSlot[Int(basic)]
        let row = rows[Int(slot)]
        row.forEach { s, _ in columns[Int(s)].remove(slot) }
        rows[Int(slot)] = Row()
        rowSlot[Int(basic)] = -1
        basicOf[Int(slot)] = -1
        freeSlots.append(slot)
        return row
    }

    /// Replaces `symbol` by `row` everywhere: in every row that holds it, and in the objective.
    func substitute(_ symbol: Symbol, _ row: Row) {
        let slots = columns[Int(symbol)]
        columns[Int(symbol)] = []
        for slot in slots {
            let i = Int(slot)
            let k = rows[i].coefficient(of: symbol)
            rows[i].remove(symbol)
            rows[i].add(row, times: k, added: { self.columns[Int($0)].insert(slot) }, removed: { self.columns[Int($0)].remove(slot) })
            let basic = basicOf[i]
            if kinds[Int(basic)].isRestricted && rows[i].constant < -Tolerance.zero { infeasible.append(basic) }
        }
        for l in objective.indices {
            let k = objective[l][Int(symbol)]
            if k != 0 {
                objective[l][Int(symbol)] = 0
                row.forEach { s, c in objective[l][Int(s)] += k * c }
            }
        }
        if artificial != nil {
            let k = artificial!.coefficient(of: symbol)
            if k != 0 { artificial!.remove(symbol); artificial!.add(row, times: k) }
        }
    }

    /// Makes `entering` basic in place of `leaving`.
    func pivot(_ leaving: Symbol, _ entering: Symbol) {
        var row = removeRow(leaving)
        row.solve(lhs: leaving, rhs: entering)
        substitute(entering, row)
        insertRow(entering, row)
    }

    // MARK: - Optimisation

    /// Primal simplex on the levelled objective: enter the symbol whose reduced costs are
    /// lexicographically most negative, leave by the minimum ratio.
    func optimize() {
        while let entering = chooseEntering() {
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: cannot happen with errors ≥ 0
            pivot(leaving, entering)
        }
    }

    func chooseEntering() -> Symbol? {
        var best: Symbol = -1
        var bestLevel = Int.max
        var bestValue = 0.0
        let n = kinds.count
        for l in objective.indices where l <= bestLevel {
            objective[l].withUnsafeBufferPointer { coefficients in
                for i in 0..<n {
                    let v = coefficients[i]
                    guard v < -Tolerance.zero else { continue }
                    if kinds[i] == .dummy || rowSlot[i] >= 0 { continue }
                    // Any higher level with a non-zero coefficient decides the sign.
                    var decided = false
                    for h in 0..<l where !Tolerance.isZero(objective[h][i]) { decided = true; break }
                    if decided { continue }
                    if l < bestLevel || v < bestValue { best = Symbol(i); bestLevel = l; bestValue = v }
                }
            }
            if best >= 0 { return best }
        }
        return best >= 0 ? best : nil
    }

    /// Minimum ratio over restricted rows in which the entering symbol has a negative coefficient.
    func leavingRow(for entering: Symbol) -> Symbol? {
        var best: Symbol = -1
        var bestRatio = Double.infinity
        for slot in columns[Int(entering)] {
            let basic = basicOf[Int(slot)]
            guard kinds[Int(basic)].isRestricted else { continue }
            let c = rows[Int(slot)].coefficient(of: entering)
            guard c < 0 else { continue }
            let ratio = -rows[Int(slot)].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < best) { best = basic; bestRatio = ratio }
        }
        return best >= 0 ? best : nil
    }

    /// Phase one on the artificial objective (a single sparse row).
    func optimizeArtificial() {
        while true {
            var entering: Symbol = -1
            var value = 0.0
            artificial!.forEach { s, c in
                if kinds[Int(s)] != .dummy && c < -Tolerance.zero && c < value { entering = s; value = c }
            }
            guard entering >= 0, let leaving = leavingRow(for: entering) else { return }
            pivot(leaving, entering)
        }
    }

    /// Dual simplex: repairs rows made infeasible by constant changes, keeping optimality.
    /// False when a row cannot be repaired (the required constraints became unsatisfiable).
    func dualOptimize() -> Bool {
        while !infeasible.isEmpty {
            infeasible.sort(by: >)
            let basic = infeasible.removeLast()
            while infeasible.last == basic { infeasible.removeLast() }
            let slot = rowSlot[Int(basic)]
            guard slot >= 0, rows[Int(slot)].constant < -Tolerance.zero else { continue }
            var entering: Symbol = -1
            var enteringCoefficient = 0.0
            rows[Int(slot)].forEach { s, c in
                guard c > Tolerance.zero, kinds[Int(s)] != .dummy else { return }
                if entering < 0 || lexicographicallyLess(s, c, than: entering, enteringCoefficient) { entering = s; enteringCoefficient = c }
            }
            guard entering >= 0 else { infeasible.append(basic); return false }
            pivot(basic, entering)
        }
        return true
    }

    /// Compares reduced-cost ratios objective[·][a]/ca and objective[·][b]/cb level by level;
    /// ties go to the smaller symbol.
    private func lexicographicallyLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for l in objective.indices {
            let ra = objective[l][Int(a)] / ca, rb = objective[l][Int(b)] / cb
            if ra < rb - Tolerance.zero { return true }
            if ra > rb + Tolerance.zero { return false }
        }
        return a < b
    }

    // MARK: - Levels

    /// The objective row of a priority, made when first needed (levels stay sorted, highest first).
    func levelIndex(for priority: Double) -> Int {
        if let i = levels.firstIndex(of: priority) { return i }
        let i = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: i)
        objective.insert([Double](repeating: 0, count: kinds.count), at: i)
        return i
    }

    /// Takes a constraint's error symbols out of the objective (before removal or re-levelling).
    func removeObjectiveTerms(of id: ConstraintID) {
        let r = records[id.rawValue]!
        guard !r.constraint.priority.isRequired else { return }
        let level = levelIndex(for: r.constraint.priority.value)
        for e in [r.marker, r.other] where e >= 0 && kinds[Int(e)] == .error {
            addToObjective(level, e, -1)
        }
    }

    /// objective[level] += k · (e, or e's row when e is basic).
    func addToObjective(_ level: Int, _ e: Symbol, _ k: Double) {
        let slot = rowSlot[Int(e)]
        if slot >= 0 {
            rows[Int(slot)].forEach { s, c in objective[level][Int(s)] += k * c }
        } else {
            objective[level][Int(e)] += k
        }
    }

    // MARK: - Solving and reading

    public func solve() {
        if dirty {
            optimize()
            dirty = false
        }
    }

    public func value(of v: Variable) -> Double {
        solve()
        let slot = rowSlot[Int(v.symbol)]
        let value = slot >= 0 ? rows[Int(slot)].constant : 0
        return value == 0 ? 0 : value  // never -0
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

    func evaluate(_ e: Expression) -> Double {
        var sum = e.constant
        for t in e.terms { sum += t.coefficient * value(of: t.variable) }
        return sum
    }
}
