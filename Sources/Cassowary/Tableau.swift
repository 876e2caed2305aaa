/// The simplex tableau and its operations. A value type, so the hot loops work on one
/// exclusive `self` instead of re-checking access to a class's properties at every step.
///
/// Invariants: every row is `basic = constant + Σ c·s` over parametric symbols only;
/// restricted basic rows have constant ≥ 0 (or are listed in `infeasible`); restricted rows
/// hold no external symbols (externals are always preferred as subjects), so the values of
/// parametric externals never affect feasibility.
struct Tableau {
    var kinds: [SymbolKind] = []
    /// The slot of the row whose basic symbol this is, or -1 for a parametric symbol.
    var rowSlot: [Int32] = []
    /// The slots of the rows in which a parametric symbol appears. A dummy's column may lag
    /// behind the rows until `applyDeferredColumns` (see `DeferredColumns`).
    var columns: [SlotSet] = []
    var deferred = DeferredColumns()
    var rows: [Row] = []
    var basicOf: [Symbol] = []
    var freeSlots: [Int32] = []
    /// One dense row per optional priority, highest priority first.
    var levels: [Double] = []
    var objective: [[Double]] = []
    /// While adding with an artificial variable: the phase-one objective.
    var artificial: Row?
    /// Restricted basic symbols whose row constant went negative (dual simplex work).
    var infeasible = InfeasibleRows()
    /// Set when `dualOptimize` gave up after too many pivots (its caller rebuilds), until read.
    var dualPivotLimitHit = false
    /// How many long-step flips were made (tests check that they exercise them).
    var boundFlips = 0
    /// The long step's row held aside (see LongRowChanges), kept between steps.
    var longRow = LongRowChanges()

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind) -> Symbol {
        let s = Symbol(kinds.count)
        kinds.append(kind)
        rowSlot.append(-1)
        columns.append(SlotSet())
        for l in objective.indices { objective[l].append(0) }
        return s
    }

    @inline(__always) func isBasic(_ s: Symbol) -> Bool { rowSlot[Int(s)] >= 0 }
    @inline(__always) func row(of s: Symbol) -> Row? { rowSlot[Int(s)] >= 0 ? rows[Int(rowSlot[Int(s)])] : nil }

    /// The value of a symbol: its row's constant if basic, else 0.
    func value(_ s: Symbol) -> Double {
        let slot = rowSlot[Int(s)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: - Rows

    mutating func insertRow(_ basic: Symbol, _ row: Row) {
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
        for s in row.symbols { addColumnEntry(s, slot) }
    }

    @discardableResult
    mutating func removeRow(_ basic: Symbol) -> Row {
        let slot = rowSlot[Int(basic)]
        let row = rows[Int(slot)]
        for s in row.symbols { removeColumnEntry(s, slot) }
        rows[Int(slot)] = Row()
        rowSlot[Int(basic)] = -1
        basicOf[Int(slot)] = -1
        freeSlots.append(slot)
        return row
    }

    /// Replaces `symbol` by `row` in every restricted row that holds it and in the objective.
    /// External rows go on referring to `symbol` (their values follow it lazily) unless
    /// `intoExternalRows` asks for them too (when `symbol`'s row is about to be dropped).
    mutating func substitute(_ symbol: Symbol, _ row: Row, intoExternalRows: Bool = false, skipping skipped: Int32 = -1) {
        let isDummy = kinds[Int(symbol)] == .dummy
        if isDummy { applyDeferredColumns() }
        let slots = columns[Int(symbol)].members
        var scratch = RowScratch()  // the merge buffers, reused from row to row
        var substituted = 0
        // The column keeps the external rows left as they are; the others leave it one by one
        // (in place: a new set for the kept ones allocated a table at every pivot).
        for slot in slots {
            let i = Int(slot)
            let basic = basicOf[i]
            if !intoExternalRows && kinds[Int(basic)] == .external { continue }
            columns[Int(symbol)].remove(slot)
            substituted += 1
            // The row a long step repairs takes the substitution aside (LongRowChanges); its
            // other column entries are written when the step ends.
            if slot == skipped { continue }
            rows[i].substitute(symbol, by: row, scratch: &scratch)
            for s in scratch.added { addColumnEntry(s, slot) }
            for s in scratch.removed { removeColumnEntry(s, slot) }
            if kinds[Int(basic)].isRestricted && rows[i].constant < -Tolerance.zero { infeasible.insert(basic) }
        }
        if isDummy { deferred.forget(substituted) }
        for l in objective.indices {
            let k = objective[l][Int(symbol)]
            if k != 0 {
                objective[l][Int(symbol)] = 0
                objective[l].withUnsafeMutableBufferPointer { o in
                    for j in row.symbols.indices { o[Int(row.symbols[j])] += k * row.coefficients[j] }
                }
            }
        }
        if artificial != nil {
            let k = artificial!.coefficient(of: symbol)
            if k != 0 { artificial!.remove(symbol); artificial!.add(row, times: k) }
        }
    }

    /// Drops a basic symbol's row, first writing it into the external rows that refer to it.
    @discardableResult
    mutating func dropRow(_ basic: Symbol) -> Row {
        let row = removeRow(basic)
        substitute(basic, row, intoExternalRows: true)
        return row
    }

    /// Makes `entering` basic in place of `leaving`. The row keeps its slot, so of its
    /// column entries only those of the two symbols change.
    mutating func pivot(_ leaving: Symbol, _ entering: Symbol, skipping skipped: Int32 = -1) {
        let slot = rowSlot[Int(leaving)]
        // Moved out and back by swapping: a copy retained and released the row's arrays.
        var row = Row()
        swap(&row, &rows[Int(slot)])
        row.solve(lhs: leaving, rhs: entering)
        removeColumnEntry(entering, slot)
        addColumnEntry(leaving, slot)
        rowSlot[Int(leaving)] = -1
        basicOf[Int(slot)] = -1
        substitute(entering, row, skipping: skipped)
        swap(&row, &rows[Int(slot)])
        basicOf[Int(slot)] = entering
        rowSlot[Int(entering)] = slot
    }

    // MARK: - Optimisation

    /// Primal simplex on the levelled objective: enter the symbol whose reduced costs are
    /// lexicographically most negative (smallest symbol on ties), leave by the minimum ratio.
    mutating func optimize() {
        while let entering = chooseEntering() {
            guard let leaving = leavingRow(for: entering) else { return }  // unbounded: errors are ≥ 0, cannot happen
            pivot(leaving, entering)
        }
    }

    func chooseEntering() -> Symbol? {
        let n = kinds.count
        for l in objective.indices {
            var best: Symbol = -1
            var bestValue = -Tolerance.zero
            objective[l].withUnsafeBufferPointer { coefficients in
                for i in 0..<n {
                    let v = coefficients[i]
                    guard v < bestValue else { continue }  // ascending scan: ties keep the smaller symbol
                    if kinds[i] == .dummy || rowSlot[i] >= 0 { continue }
                    // A non-zero coefficient at a higher level decides the sign (positive there:
                    // entering would worsen that level; negative: it was taken there already).
                    var decided = false
                    for h in 0..<l where !Tolerance.isZero(objective[h][i]) { decided = true; break }
                    if decided { continue }
                    best = Symbol(i); bestValue = v
                }
            }
            if best >= 0 { return best }
        }
        return nil
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
    mutating func optimizeArtificial() {
        while true {
            var entering: Symbol = -1
            var value = -Tolerance.zero
            let a = artificial!
            for j in a.symbols.indices where kinds[Int(a.symbols[j])] != .dummy && a.coefficients[j] < value {
                entering = a.symbols[j]; value = a.coefficients[j]
            }
            guard entering >= 0, let leaving = leavingRow(for: entering) else { return }
            pivot(leaving, entering)
        }
    }

    /// Dual simplex: repairs rows made infeasible by constant changes, keeping optimality.
    /// False when a row cannot be repaired (the required constraints became unsatisfiable).
    mutating func dualOptimize() -> Bool {
        // A degenerate tableau can send the long step round in a cycle (a property test met one
        // input that never ended). Past a generous number of pivots the long step is left out,
        // so each pivot follows Bland's rule (smallest infeasible row, smallest symbol among
        // equal ratios), which ends; past many more, it gives up and says so
        // (`dualPivotLimitHit`), and the solver rebuilds from its constraints instead.
        var pivots = 0
        let longStepsUntil = 20 * (rows.count + 100), giveUpAt = 200 * (rows.count + 100)
        while !infeasible.isEmpty {
            pivots += 1
            if pivots > giveUpAt {
                dualPivotLimitHit = true
                return false
            }
            let basic = infeasible.removeFirst()
            let slot = rowSlot[Int(basic)]
            guard slot >= 0, rows[Int(slot)].constant < -Tolerance.zero else { continue }
            var entering: Symbol = -1
            var enteringCoefficient = 0.0
            var candidates = 0
            let row = rows[Int(slot)]
            for j in row.symbols.indices {
                let s = row.symbols[j], c = row.coefficients[j]
                guard c > Tolerance.zero, kinds[Int(s)] != .dummy else { continue }
                candidates += 1
                if entering < 0 || ratioLess(s, c, than: entering, enteringCoefficient) { entering = s; enteringCoefficient = c }
            }
            guard entering >= 0 else { infeasible.insert(basic); return false }
            if candidates > 1, pivots <= longStepsUntil, let bound = boundFlip(of: entering, coefficient: enteringCoefficient, repairing: basic) {
                entering = longStep(basic, first: entering, bound: bound)
                // A candidate two flipped rows both queued can come back from the step already
                // basic; pivoting it in again would leave its first row's slot naming it (a
                // crash later, in boundFlip). Rare (one random edit in some 20,000): solved
                // afresh, as when the dual simplex cycles.
                if isBasic(entering) {
                    dualPivotLimitHit = true
                    return false
                }
            }
            pivot(basic, entering)
        }
        return true
    }

    /// A symbol that the infeasible row `r` would take in, held down by a restricted row it
    /// empties as it grows (a view's minimum width, say): where taking it in fully still leaves
    /// `r` infeasible, the dual simplex would pivot it through `r` — rewriting `r`'s whole row —
    /// and then pivot that row out again at once. Pivoting it into its bounding row instead
    /// (a primal step: the bounding row is the first to reach zero) moves `r` as far and
    /// touches only the bounding row's few symbols. Returns the bounding row's basic symbol
    /// when that is safe: `r` stays infeasible, and every reduced cost the step changes stays
    /// optimal once `r`'s own pivot follows at a ratio no smaller than `q`'s — the bounding
    /// row's other symbols are no candidates of `r` now, and those that become one do so at a
    /// ratio no smaller than `q`'s (the others keep reduced costs ≥ 0).
    func boundFlip(of q: Symbol, coefficient a: Double, repairing r: Symbol, changes: LongRowChanges? = nil) -> Symbol? {
        let rSlot = rowSlot[Int(r)]
        var bound: Symbol = -1, limit = Double.infinity, beta = 0.0
        for slot in columns[Int(q)] where slot != rSlot {
            let basic = basicOf[Int(slot)]
            guard kinds[Int(basic)].isRestricted else { continue }
            let c = rows[Int(slot)].coefficient(of: q)
            guard c < -Tolerance.zero else { continue }
            // A row at zero or below (degenerate, or waiting to be repaired itself) stops q at
            // once: no flip then.
            let constant = rows[Int(slot)].constant
            if constant <= Tolerance.zero { return nil }
            let u = constant / -c
            if u < limit || (u == limit && basic < bound) { bound = basic; limit = u; beta = -c }
        }
        guard bound >= 0, a * limit < -rows[Int(rSlot)].constant - Tolerance.zero else { return nil }
        // Rows read in place, not copied (a copy retains and releases their arrays).
        let boundSlot = Int(rowSlot[Int(bound)])
        for j in 0..<rows[boundSlot].symbols.count {
            let s = rows[boundSlot].symbols[j]
            if s == q || kinds[Int(s)] == .dummy { continue }
            let cs = rows[boundSlot].coefficients[j] / beta
            let before = changes?.coefficient(of: s) ?? rows[Int(rSlot)].coefficient(of: s)
            if before > Tolerance.zero { return nil }
            let after = before + a * cs
            for l in objective.indices {
                let d = objective[l][Int(s)] + objective[l][Int(q)] * cs
                if after > Tolerance.zero {
                    // A new candidate of r: its ratio must not come before q's.
                    let mine = d / after, qs = objective[l][Int(q)] / a
                    if mine < qs - Tolerance.zero { return nil }
                    if mine > qs + Tolerance.zero { break }
                } else {
                    // First non-zero level positive, or all zero.
                    if d < -Tolerance.zero { return nil }
                    if d > Tolerance.zero { break }
                }
            }
        }
        return bound
    }

    /// The long step of a bounded dual simplex (the "bound flipping ratio test", Koberstein
    /// 2005) on the tableau's own rows: `r`'s candidates in order of ratio, each pivoted into
    /// its bounding row while that leaves `r` infeasible (`boundFlip`), until one takes `r`
    /// to feasibility or cannot be moved so; that one is returned, to enter `r`. Squeezing a
    /// chain of N views from all at 40 to all at 20 was 2N pivots through a row of N terms;
    /// it is N pivots of a few terms and one through that row. Every step is a pivot the
    /// simplex could make, and the order keeps the result optimal: the flipped symbols'
    /// ratios are at most the entering one's, so their bounding rows' symbols price ≥ 0 after
    /// it. Candidates a flip brings into `r` join the order (`CandidateQueue`).
    mutating func longStep(_ r: Symbol, first: Symbol, bound: Symbol) -> Symbol {
        let slot = Int(rowSlot[Int(r)])
        pivot(bound, first)
        boundFlips += 1
        // A candidate's coefficient in r cannot change while the step lasts (boundFlip refuses
        // flips that touch one), so it is read once. Not sorted: an edit that moves a few views
        // of a long chain looks at few of its candidates.
        var candidates: [Candidate] = []
        do {
            let row = rows[slot]
            for j in row.symbols.indices where row.coefficients[j] > Tolerance.zero && kinds[Int(row.symbols[j])] != .dummy {
                candidates.append(Candidate(symbol: row.symbols[j], coefficient: row.coefficients[j]))
            }
        }
        func precedes(_ x: Candidate, _ y: Candidate) -> Bool { ratioLess(x.symbol, x.coefficient, than: y.symbol, y.coefficient) }
        var queue = CandidateQueue(candidates, by: precedes)
        // r's terms change aside while the step lasts (its constant in place), and are
        // written into r once before r's own pivot.
        var changes = LongRowChanges()
        swap(&changes, &longRow)
        changes.begin(rows[slot], symbolCount: symbolCount)
        var entering: Symbol
        while true {
            let next = queue.pop(by: precedes)
            // The last candidate always enters: something must.
            if queue.isEmpty { entering = next.symbol; break }
            guard let leaving = boundFlip(of: next.symbol, coefficient: next.coefficient, repairing: r, changes: changes) else {
                entering = next.symbol
                break
            }
            pivot(leaving, next.symbol, skipping: Int32(slot))
            boundFlips += 1
            let flipped = rows[Int(rowSlot[Int(next.symbol)])]
            changes.substitute(next.symbol, by: flipped, in: &rows[slot])
            if rows[slot].constant < -Tolerance.zero { infeasible.insert(r) }
            // The symbols of the flipped row that are r's candidates now were none before.
            for s in flipped.symbols where kinds[Int(s)] != .dummy {
                let c = changes.coefficient(of: s)
                if c > Tolerance.zero { queue.push(Candidate(symbol: s, coefficient: c), by: precedes) }
            }
        }
        writeChanges(&changes, intoRowIn: Int32(slot))
        swap(&changes, &longRow)
        return entering
    }

    /// Writes a long step's changes into the row it repaired, and that row's column entries:
    /// symbols that came in get one; of those that left, the flipped candidates lost theirs
    /// when they entered (their pivots skipped this row), the others lose it now.
    private mutating func writeChanges(_ changes: inout LongRowChanges, intoRowIn slot: Int32) {
        var scratch = RowScratch()
        changes.finish(into: &rows[Int(slot)], scratch: &scratch)
        for s in scratch.added { addColumnEntry(s, slot) }
        for s in scratch.removed where !isBasic(s) { removeColumnEntry(s, slot) }
    }

    struct Candidate {
        let symbol: Symbol
        let coefficient: Double
    }

    /// Compares reduced-cost ratios objective[·][a]/ca and objective[·][b]/cb level by level.
    private func ratioLess(_ a: Symbol, _ ca: Double, than b: Symbol, _ cb: Double) -> Bool {
        for l in objective.indices {
            let ra = objective[l][Int(a)] / ca, rb = objective[l][Int(b)] / cb
            if ra < rb - Tolerance.zero { return true }
            if ra > rb + Tolerance.zero { return false }
        }
        return a < b
    }

    /// A constraint's constant enters the tableau only through its marker: moving the
    /// constant moves the marker, so rows that hold it move their constants. Rows that go
    /// infeasible are queued for the dual simplex.
    mutating func shift(_ m: Symbol, by amount: Double) {
        if kinds[Int(m)] == .dummy { applyDeferredColumns() }
        shiftRows(holding: m, by: amount)
    }

    /// `shift`'s loop, kept apart: with the rare call to `applyDeferredColumns` in the same
    /// function, every edit's loop ran ~20% slower (FLAT(1000) 5.0 → 6.1 µs per edit).
    @inline(never)
    private mutating func shiftRows(holding m: Symbol, by amount: Double) {
        let slot = rowSlot[Int(m)]
        if slot >= 0 {
            rows[Int(slot)].constant -= amount
            if kinds[Int(m)].isRestricted && rows[Int(slot)].constant < -Tolerance.zero { infeasible.insert(m) }
        }
        // Rows holding the marker itself (for a basic marker: external rows that refer to it).
        for s in columns[Int(m)] {
            let i = Int(s)
            rows[i].constant += rows[i].coefficient(of: m) * amount
            let basic = basicOf[i]
            if kinds[Int(basic)].isRestricted && rows[i].constant < -Tolerance.zero { infeasible.insert(basic) }
        }
    }

    // MARK: - Objective levels

    /// The objective row of a priority, made when first needed.
    mutating func levelIndex(for priority: Double) -> Int {
        if let i = levels.firstIndex(of: priority) { return i }
        let i = levels.firstIndex { $0 < priority } ?? levels.count
        levels.insert(priority, at: i)
        objective.insert([Double](repeating: 0, count: kinds.count), at: i)
        return i
    }

    /// objective[level] += k · (e, or e's row when e is basic).
    mutating func addToObjective(_ level: Int, _ e: Symbol, _ k: Double) {
        let slot = rowSlot[Int(e)]
        if slot >= 0 {
            let row = rows[Int(slot)]
            for j in row.symbols.indices { objective[level][Int(row.symbols[j])] += k * row.coefficients[j] }
        } else {
            objective[level][Int(e)] += k
        }
    }

    func hasZeroReducedCost(_ s: Symbol) -> Bool {
        objective.allSatisfy { Tolerance.isZero($0[Int(s)]) }
    }

    /// Everything but the symbols, for starting over.
    mutating func clear() {
        for i in rowSlot.indices { rowSlot[i] = -1; columns[i] = SlotSet() }
        deferred = DeferredColumns()
        rows = []; basicOf = []; freeSlots = []; infeasible = InfeasibleRows()
        levels = []; objective = []; artificial = nil
    }
}

