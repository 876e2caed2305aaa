/// Code whose shape is decided at run time, read the way one picture can show it, before
/// anything else reads the file:
///
/// - a loop that makes views (`for (int i = 0; i < 4; i++) { UIView *v = UIView.new; [self
///   addSubview:v]; … }`, `for i in 0..<titles.count { let b = UIButton() … }`, `for title in
///   @[@"A", @"B"]`) runs pass by pass: each pass's views get their own names (`v_0` … `v_3`),
///   the loop variable is its number in each pass and an element of a literal array is itself
///   (`titles[i]` is `@"A"` in pass 0). Without that, one name would stand for every view;
/// - a `switch` decided at run time reads its first case, as a run-time `if` reads its first
///   branch;
/// - an `if … else` whose branches each make constraints (`if (model.isSelf) { [a
///   mas_remakeConstraints:…] } else { [a mas_remakeConstraints:…] }`) reads the first branch
///   that does: the app runs one, and both read would pile up or overwrite each other. An
///   availability check reads the available branch unsaid; a condition on the class's own
///   state (every name in it given a value in the file) stays for the state to decide.
///
/// Each is said once. Copies keep the offsets of the code they copy, so messages point at it.
enum SourceUnrolling {
    struct Note: Equatable {
        let offset: Int
        let message: String
        /// Where the conditions this note says the device decided start (their first tokens).
        var decidedConditions: [Int] = []
    }

    /// More passes than this are not drawn one by one (a grid of 100 cells would be unreadable).
    static let largestCount = 50
    /// Loops inside loops multiply: past this many passes in all, loops stay as written.
    static let largestGrowth = 500

    static func unroll(_ tokens: [ChainToken], language: SourceLanguage, device: SourceDevice = SourceDevice()) -> (tokens: [ChainToken], notes: [Note]) {
        var notes: [Note] = []
        var budget = largestGrowth
        let loops = language == .swift ? forEachAsLoops(tokens) : tokens
        let out = unroll(loops, arrays: literalArrays(loops), assigned: assignedNames(loops), device: device, notes: &notes, budget: &budget)
        // A loop inside a loop is met once per outer pass: said once.
        var seen: Set<String> = []
        return (out, notes.filter { seen.insert("\($0.offset) \($0.message.prefix(12))").inserted })
    }

    private static func unroll(_ tokens: [ChainToken], arrays: [String: [[ChainToken]]], assigned: Set<String>, device: SourceDevice,
                               notes: inout [Note], budget: inout Int) -> [ChainToken] {
        var out: [ChainToken] = []
        out.reserveCapacity(tokens.count)
        // Variables a loop changed (`lastView = view;`, `height += 25;`): their last values
        // stand for them after the loop, to the end of the scope the loop is in.
        var carried: [String: [ChainToken]] = [:]
        var depth = 0, carriedDepth = 0
        var i = 0
        while i < tokens.count {
            if tokens[i].isPunctuation("{") { depth += 1 }
            if tokens[i].isPunctuation("}") {
                depth -= 1
                if depth < carriedDepth { carried = [:] }
            }
            if !carried.isEmpty, let name = identifierName(tokens[i]), let value = carried[name],
               !(i > 0 && (tokens[i - 1].isPunctuation(".") || tokens[i - 1].isPunctuation(">"))) {
                out += placed(value, like: tokens[i])
                i += 1
                continue
            }
            if tokens[i].kind == .identifier("for"), let loop = countedLoop(tokens, at: i, arrays: arrays) {
                let body = Array(tokens[(loop.open + 1)..<loop.close])
                let locals = declaredLocals(body)
                // A loop over views the code already has that constrains each (`for (UIButton *b in
                // @[a, b]) { [b mas_makeConstraints:…] }`, `[a, b].forEach { $0.snp.makeConstraints
                // { … } }`): each pass is that view's, or one view named `b` would take them all.
                let constrainsEach = loop.element != nil && locals.isEmpty && makesConstraints(body)
                guard (makesViews(body) && !locals.isEmpty) || constrainsEach else {
                    out.append(tokens[i]); i += 1; continue
                }
                guard budget >= min(loop.passes.count, largestCount) else {
                    notes.append(Note(offset: tokens[i].offset, message: "loops inside loops make too many views to draw one by one: this loop is read once, one name standing for all its views"))
                    out.append(tokens[i]); i += 1; continue
                }
                budget -= min(loop.passes.count, largestCount)
                var passes = loop.passes
                if passes.count > largestCount {
                    notes.append(Note(offset: tokens[i].offset, message: "a loop of \(passes.count) passes that makes views: only its first \(largestCount) passes are read"))
                    passes = Array(passes.prefix(largestCount))
                }
                let names = locals.sorted().map { "\($0)_0 … \($0)_\(max(passes.count - 1, 0))" }.joined(separator: ", ")
                if !constrainsEach {
                    notes.append(Note(offset: tokens[i].offset, message: passes.isEmpty
                                      ? "a loop that makes views runs no pass here, so it makes none"
                                      : "a loop that makes views runs \(passes.count) passes, read one by one: \(names)"))
                }
                // Variables from before the loop that each pass changes, from their values there.
                var state: [String: [ChainToken]?] = [:]
                for name in changedOutside(body, locals: locals, variable: loop.variable) {
                    if let value = carried[name] { state[name] = .some(value) }
                    else { state[name] = .some(initialValue(of: name, before: i, in: tokens)) }
                }
                for (k, pass) in passes.enumerated() {
                    var copy = substitute(body, pass: k, variable: loop.variable, value: pass, element: loop.element,
                                          locals: locals, arrays: arrays)
                    if !state.isEmpty { copy = carry(copy, state: &state) }
                    out += unroll(copy, arrays: arrays, assigned: assigned, device: device, notes: &notes, budget: &budget)
                }
                for (name, value) in state { if let value { carried[name] = value } else { carried[name] = nil } }
                if !carried.isEmpty { carriedDepth = depth }
                i = loop.close + 1
                continue
            }
            if tokens[i].kind == .identifier("switch"), let chosen = firstCase(tokens, at: i) {
                notes.append(Note(offset: chosen.label, message: chosen.others == 0
                                  ? "a switch decided at run time: its only case is read"
                                  : "a switch decided at run time: the first case that lays out is read, the other \(chosen.others) are not"))
                out += unroll(chosen.tokens, arrays: arrays, assigned: assigned, device: device, notes: &notes, budget: &budget)
                i = chosen.end
                continue
            }
            if tokens[i].kind == .identifier("if"), !(i > 0 && tokens[i - 1].kind == .identifier("else")),
               let chosen = firstBranchMakingConstraints(tokens, at: i, assigned: assigned, device: device) {
                if let message = chosen.message { notes.append(Note(offset: tokens[i].offset, message: message, decidedConditions: chosen.decided)) }
                out += unroll(chosen.tokens, arrays: arrays, assigned: assigned, device: device, notes: &notes, budget: &budget)
                i = chosen.end
                continue
            }
            out.append(tokens[i])
            i += 1
        }
        return out
    }

    // MARK: Loops

    struct Loop {
        /// The counting variable (`i`), if any, and its value in each pass.
        var variable: String?
        var passes: [Double]
        /// `for title in titles`: the element's name and its tokens in each pass.
        var element: (name: String, values: [[ChainToken]])?
        var open: Int
        var close: Int
    }

    /// `for (int i = 0; i < 4; i++) {`, `for (NSInteger i = 1; i <= n; ++i) {`,
    /// `for i in 0..<4 {`, `for i in 0...3 {`, `for i in 0..<titles.count {`,
    /// `for (i, title) in titles.enumerated() {`, `for title in titles {`,
    /// `for (NSString *title in titles) {` — with counts the file states.
    static func countedLoop(_ t: [ChainToken], at i: Int, arrays: [String: [[ChainToken]]]) -> Loop? {
        func id(_ k: Int) -> String? { if k < t.count, case .identifier(let n) = t[k].kind { return n } else { return nil } }
        func p(_ k: Int, _ s: String) -> Bool { k < t.count && t[k].isPunctuation(s) }
        func num(_ k: Int) -> Double? { if k < t.count, case .number(let d) = t[k].kind { return d } else { return nil } }
        /// A bound at `k`: a number, `NAME.count`, `[NAME count]`; its value and the index after it.
        func bound(_ k: Int) -> (Double, Int)? {
            if let n = num(k) { return (n, k + 1) }
            if let name = id(k), p(k + 1, "."), id(k + 2) == "count", let items = arrays[name] { return (Double(items.count), k + 3) }
            if p(k, "["), let name = id(k + 1), id(k + 2) == "count", p(k + 3, "]"), let items = arrays[name] { return (Double(items.count), k + 4) }
            return nil
        }
        func body(from k: Int) -> (Int, Int)? {
            guard p(k, "{"), let close = matching(t, k, "{", "}") else { return nil }
            return (k, close)
        }
        func range(_ from: Double, _ to: Double) -> [Double] {
            guard from <= to, to - from < 10_000 else { return [] }
            return Array(stride(from: from, through: to, by: 1))
        }
        // for (i, title) in titles.enumerated() {
        if p(i + 1, "("), let v = id(i + 2), p(i + 3, ","), let e = id(i + 4), p(i + 5, ")"), id(i + 6) == "in",
           let name = id(i + 7), p(i + 8, "."), id(i + 9) == "enumerated", p(i + 10, "("), p(i + 11, ")"),
           let values = arrays[name], let (open, close) = body(from: i + 12) {
            return Loop(variable: v == "_" ? nil : v, passes: range(0, Double(values.count) - 1), element: (e, values), open: open, close: close)
        }
        // Objective-C and C: for ( [type] v = A ; v < B ; v++ ) {
        if p(i + 1, "(") {
            var k = i + 2
            // `for (NSString *title in titles)` / `in @[…]`
            if let inIndex = (k..<min(k + 6, t.count)).first(where: { id($0) == "in" }), let element = id(inIndex - 1),
               let (values, after) = elements(t, inIndex + 1, arrays: arrays), p(after, ")"), let (open, close) = body(from: after + 1) {
                return Loop(variable: nil, passes: range(0, Double(values.count) - 1), element: (element, values), open: open, close: close)
            }
            while id(k) != nil && id(k + 1) != nil { k += 1 }   // `int`, `NSUInteger`, `unsigned int`
            guard let v = id(k), p(k + 1, "="), let from = num(k + 2), p(k + 3, ";"), id(k + 4) == v else { return nil }
            var limit: Double, after: Int
            if p(k + 5, "<"), p(k + 6, "=") { guard let b = bound(k + 7) else { return nil }; (limit, after) = b }
            else if p(k + 5, "<") { guard let b = bound(k + 6) else { return nil }; (limit, after) = (b.0 - 1, b.1) }
            else { return nil }
            guard p(after, ";") else { return nil }
            var step = after + 1
            if id(step) == v, p(step + 1, "+"), p(step + 2, "+") { step += 3 }
            else if p(step, "+"), p(step + 1, "+"), id(step + 2) == v { step += 3 }
            else if id(step) == v, p(step + 1, "+"), p(step + 2, "="), num(step + 3) == 1 { step += 4 }
            else { return nil }
            guard p(step, ")"), let (open, close) = body(from: step + 1) else { return nil }
            return Loop(variable: v, passes: range(from, limit), element: nil, open: open, close: close)
        }
        // Swift: for v in A..<B {, for v in A...B {
        if let v = id(i + 1), id(i + 2) == "in", let from = num(i + 3), p(i + 4, "."), p(i + 5, ".") {
            var limit: Double, after: Int
            if p(i + 6, "<") { guard let b = bound(i + 7) else { return nil }; (limit, after) = (b.0 - 1, b.1) }
            else if p(i + 6, ".") { guard let b = bound(i + 7) else { return nil }; (limit, after) = b }
            else { return nil }
            guard let (open, close) = body(from: after) else { return nil }
            return Loop(variable: v == "_" ? nil : v, passes: range(from, limit), element: nil, open: open, close: close)
        }
        // for title in titles {, for title in ["A", "B"] {
        if let e = id(i + 1), id(i + 2) == "in", let (values, after) = elements(t, i + 3, arrays: arrays), let (open, close) = body(from: after) {
            return Loop(variable: nil, passes: range(0, Double(values.count) - 1), element: (e, values), open: open, close: close)
        }
        return nil
    }

    /// The elements of a literal array at `k` (`@[…]`, `[…]`) or of one declared by name, when
    /// they are values and not views (loops over views are the hierarchy's business).
    static func elements(_ t: [ChainToken], _ k: Int, arrays: [String: [[ChainToken]]]) -> ([[ChainToken]], Int)? {
        if k < t.count, case .identifier(let name) = t[k].kind, let values = arrays[name] { return (values, k + 1) }
        let open = k < t.count && t[k].isPunctuation("@") ? k + 1 : k
        guard open < t.count, t[open].isPunctuation("["), let close = matching(t, open, "[", "]") else { return nil }
        let values = split(Array(t[(open + 1)..<close]))
        guard !values.isEmpty, values.allSatisfy({ isValue($0) || isName($0) }) else { return nil }
        return (values, close + 1)
    }

    /// Arrays of values declared with a literal: `NSArray *titles = @[@"A", @"B"];`,
    /// `let titles = ["A", "B"]`, `NSArray<NSString *> *icons = @[…]`.
    static func literalArrays(_ t: [ChainToken]) -> [String: [[ChainToken]]] {
        var result: [String: [[ChainToken]]] = [:]
        for k in t.indices.dropFirst() where t[k].isPunctuation("=") && k + 1 < t.count {
            guard case .identifier(let name) = t[k - 1].kind else { continue }
            let open = t[k + 1].isPunctuation("@") ? k + 2 : k + 1
            guard open < t.count, t[open].isPunctuation("["), let close = matching(t, open, "[", "]") else { continue }
            let values = split(Array(t[(open + 1)..<close]))
            if !values.isEmpty, values.allSatisfy({ isValue($0) || isName($0) }) { result[name] = values }
        }
        return result
    }

    /// A string or a number, boxed or not: an element a loop can stand in for its name.
    /// A view's name as an element (`cancelButton`, `self.cancelButton`, `_cancelButton`).
    static func isName(_ e: [ChainToken]) -> Bool {
        var e = e
        if e.count == 3, identifierName(e[0]) == "self", e[1].isPunctuation(".") { e = [e[2]] }
        guard e.count == 1, let n = identifierName(e[0]) else { return false }
        return !["nil", "NULL", "true", "false", "YES", "NO"].contains(n)
    }

    static func isValue(_ e: [ChainToken]) -> Bool {
        var e = e
        if e.first?.isPunctuation("@") == true { e.removeFirst() }
        if e.first?.isPunctuation("-") == true { e.removeFirst() }
        guard e.count == 1 else { return false }
        switch e[0].kind {
        case .string, .number: return true
        default: return false
        }
    }

    static func split(_ tokens: [ChainToken]) -> [[ChainToken]] {
        var result: [[ChainToken]] = [[]]
        var depth = 0
        for t in tokens {
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") { depth += 1 }
            if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") { depth -= 1 }
            if depth == 0, t.isPunctuation(",") { result.append([]); continue }
            result[result.count - 1].append(t)
        }
        return result.filter { !$0.isEmpty }
    }

    /// Code that makes constraints or views.
    static func laysOut(_ tokens: [ChainToken]) -> Bool {
        tokens.contains { t in
            guard let n = identifierName(t) else { return false }
            return n.hasPrefix("mas_") || n.hasPrefix("snp") || n.hasSuffix("Constraints") || ["addSubview", "addArrangedSubview", "insertSubview"].contains(n)
        }
    }

    static func makesViews(_ body: [ChainToken]) -> Bool {
        body.contains { ["addSubview", "addArrangedSubview", "insertSubview"].contains(identifierName($0) ?? "") }
    }

    /// Names the body declares: `UIView *v = …`, `UIButton *b = …`, `let v = …`, `var v = …`.
    static func declaredLocals(_ body: [ChainToken]) -> Set<String> {
        var names: Set<String> = []
        for k in body.indices {
            guard let name = identifierName(body[k]), k + 1 < body.count, body[k + 1].isPunctuation("=") || body[k + 1].isPunctuation(":") else { continue }
            if k >= 2, body[k - 1].isPunctuation("*"), let type = identifierName(body[k - 2]), type.first?.isUppercase == true {
                names.insert(name)
            } else if k >= 1, let word = identifierName(body[k - 1]), word == "let" || word == "var" {
                names.insert(name)
            }
        }
        return names
    }

    /// One pass's copy of a loop body.
    static func substitute(_ body: [ChainToken], pass: Int, variable: String?, value: Double,
                           element: (name: String, values: [[ChainToken]])?, locals: Set<String>,
                           arrays: [String: [[ChainToken]]]) -> [ChainToken] {
        var out: [ChainToken] = []
        var k = 0
        while k < body.count {
            let t = body[k]
            let isMember = k > 0 && (body[k - 1].isPunctuation(".") || body[k - 1].isPunctuation(">"))
            if !isMember, let name = identifierName(t) {
                // `titles[i]` / `titles[2]`: that element.
                if let items = arrays[name], k + 3 < body.count, body[k + 1].isPunctuation("["), body[k + 3].isPunctuation("]") {
                    var index: Double?
                    if let variable, identifierName(body[k + 2]) == variable { index = value }
                    else if case .number(let d) = body[k + 2].kind { index = d }
                    if let index, index >= 0, Int(index) < items.count {
                        out += placed(items[Int(index)], like: t)
                        k += 4
                        continue
                    }
                }
                if name == variable {
                    out.append(ChainToken(kind: .number(value), offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                    k += 1
                    continue
                }
                if let element, name == element.name, pass < element.values.count {
                    out += placed(element.values[pass], like: t)
                    k += 1
                    continue
                }
                if locals.contains(name) {
                    out.append(ChainToken(kind: .identifier("\(name)_\(pass)"), offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                    k += 1
                    continue
                }
            }
            // `"\(i)"` / `"Day \(day)"`: Swift's interpolation of the counting variable, the pass's number.
            if let variable, case .string(let text) = t.kind, text.contains("\\(\(variable))") {
                let number = value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
                out.append(ChainToken(kind: .string(text.replacing("\\(\(variable))", with: number)),
                                      offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                k += 1
                continue
            }
            out.append(t)
            k += 1
        }
        return out
    }

    /// `tokens` standing where `token` stood (its line break kept).
    static func placed(_ tokens: [ChainToken], like token: ChainToken) -> [ChainToken] {
        tokens.enumerated().map { i, t in
            ChainToken(kind: t.kind, offset: t.offset, length: t.length, afterNewline: i == 0 ? token.afterNewline : false)
        }
    }

    // MARK: Variables a loop changes

    /// Names from outside the body that a statement of the body assigns (`lastView = view;`,
    /// `height += 25;`, `y = y + 10`).
    static func changedOutside(_ body: [ChainToken], locals: Set<String>, variable: String?) -> [String] {
        var names: [String] = []
        for k in body.indices {
            guard let name = identifierName(body[k]), !locals.contains(name), name != variable, !names.contains(name),
                  startsStatement(body, k), assignment(body, k + 1) != nil else { continue }
            names.append(name)
        }
        return names
    }

    static func startsStatement(_ t: [ChainToken], _ k: Int) -> Bool {
        k == 0 || t[k].afterNewline || t[k - 1].isPunctuation(";") || t[k - 1].isPunctuation("{") || t[k - 1].isPunctuation("}")
    }

    /// `=` (not `==`), `+=`, `-=` at `k`: the operator ("=", "+", "-") and where its value starts.
    static func assignment(_ t: [ChainToken], _ k: Int) -> (op: String, value: Int)? {
        guard k < t.count else { return nil }
        if t[k].isPunctuation("="), !(k + 1 < t.count && t[k + 1].isPunctuation("=")) { return ("=", k + 1) }
        if t[k].isPunctuation("+") || t[k].isPunctuation("-"), k + 1 < t.count, t[k + 1].isPunctuation("="),
           t[k + 1].offset == t[k].offset + 1 {
            return (t[k].isPunctuation("+") ? "+" : "-", k + 2)
        }
        return nil
    }

    /// The value a variable is declared with before the loop at `loop`: `UIView *last = self;`,
    /// `CGFloat height = 25;`, `var last: UIView? = nil`; `UIView *last;` and `var last: UIView?`
    /// are nil (an empty list). nil when no declaration is found.
    static func initialValue(of name: String, before loop: Int, in t: [ChainToken]) -> [ChainToken]? {
        var k = loop - 1
        // How many blocks the walk back is inside, relative to the loop's: an assignment there
        // (a closure's, a branch's) is no value the loop starts with.
        var depth = 0
        while k >= 0 {
            defer { k -= 1 }
            if t[k].isPunctuation("}") { depth += 1 } else if t[k].isPunctuation("{") { depth -= 1 }
            guard identifierName(t[k]) == name, !(k > 0 && t[k - 1].isPunctuation(".")) else { continue }
            // `last = title.mas_bottom;` after the declaration: the value it holds when the loop starts.
            let startsStatement = k == 0 || t[k].afterNewline || t[k - 1].isPunctuation(";") || t[k - 1].isPunctuation("{") || t[k - 1].isPunctuation("}")
            if depth <= 0, startsStatement, k + 2 < t.count, t[k + 1].isPunctuation("="), !t[k + 2].isPunctuation("="),
               let (value, _) = expression(t, from: k + 2) {
                return value.count == 1 && ["nil", "NULL"].contains(identifierName(value[0]) ?? "") ? [] : value
            }
            let declared = k > 0 && (t[k - 1].isPunctuation("*") || identifierName(t[k - 1]).map { ["var", "let"].contains($0) || $0.first?.isUppercase == true || ["int", "float", "double"].contains($0) } == true)
            guard declared else { continue }
            var v = k + 1
            if v < t.count, t[v].isPunctuation(":") {   // Swift's type annotation
                while v < t.count, !t[v].isPunctuation("="), !t[v].afterNewline || v == k + 2 { v += 1 }
            }
            if v < t.count, t[v].isPunctuation("="), let (value, _) = expression(t, from: v + 1) {
                return value.count == 1 && ["nil", "NULL"].contains(identifierName(value[0]) ?? "") ? [] : value
            }
            return []
        }
        return nil
    }

    /// The expression from `k` to the statement's end (`;`, a line break or an unclosed bracket).
    static func expression(_ t: [ChainToken], from k: Int) -> ([ChainToken], Int)? {
        let end = ChainToken.statementEnd(t, from: k)
        return end > k ? (Array(t[k..<end]), end) : nil
    }

    /// One pass of a loop body with the variables it changes followed: each use reads the value
    /// of the moment (`lastView` is the previous pass's view), each assignment sets it and is
    /// taken out, and `lastView ? a : b` picks by whether there is a value yet.
    static func carry(_ body: [ChainToken], state: inout [String: [ChainToken]?]) -> [ChainToken] {
        var out: [ChainToken] = []
        var k = 0
        func current(_ tokens: [ChainToken]) -> [ChainToken] {
            var r: [ChainToken] = []
            for (j, x) in tokens.enumerated() {
                if let n = identifierName(x), let known = state[n], let value = known,
                   !(j > 0 && tokens[j - 1].isPunctuation(".")) { r += placed(value.isEmpty ? [nilToken(x)] : value, like: x) }
                else { r.append(x) }
            }
            return r
        }
        while k < body.count {
            let t = body[k]
            let isMember = k > 0 && (body[k - 1].isPunctuation(".") || body[k - 1].isPunctuation(">"))
            guard !isMember, let name = identifierName(t), let known = state[name] else { out.append(t); k += 1; continue }
            if startsStatement(body, k), let (op, from) = assignment(body, k + 1), let (value, end) = expression(body, from: from) {
                let now = current(value)
                if op == "=" {
                    state[name] = now
                } else if let old = known, old.count == 1, case .number(let a) = old[0].kind, now.count == 1, case .number(let b) = now[0].kind {
                    state[name] = [ChainToken(kind: .number(op == "+" ? a + b : a - b), offset: now[0].offset, length: now[0].length, afterNewline: false)]
                } else {
                    state[name] = .some(nil)   // no longer known
                }
                k = end
                if k < body.count, body[k].isPunctuation(";") { k += 1 }
                continue
            }
            guard let value = known else { out.append(t); k += 1; continue }
            // `name ? a : b`: the branch its value chooses.
            if k + 1 < body.count, body[k + 1].isPunctuation("?"), !(k + 2 < body.count && (body[k + 2].isPunctuation(".") || body[k + 2].isPunctuation("?"))),
               let (a, b, end) = BlockStatements.branches(body, question: k + 1) {
                out += current(value.isEmpty ? b : a)
                k = end
                continue
            }
            out += placed(value.isEmpty ? [nilToken(t)] : value, like: t)
            k += 1
        }
        return out
    }

    static func nilToken(_ like: ChainToken) -> ChainToken {
        ChainToken(kind: .identifier("nil"), offset: like.offset, length: like.length, afterNewline: like.afterNewline)
    }

    // MARK: forEach

    /// `[a, b].forEach { $0.snp.makeConstraints { … } }` and `views.forEach { v in … }` whose
    /// closure makes constraints, as the loop they are: `for $0 in [a, b] { … }`, the closure's
    /// own `$0` (not a nested closure's, which is its maker) standing for each view.
    static func forEachAsLoops(_ t: [ChainToken]) -> [ChainToken] {
        guard t.contains(where: { $0.kind == .identifier("forEach") }) else { return t }
        var out: [ChainToken] = []
        var i = 0
        while i < t.count {
            guard t[i].kind == .identifier("forEach"), i >= 2, t[i - 1].isPunctuation("."), i + 1 < t.count, t[i + 1].isPunctuation("{"),
                  let close = matching(t, i + 1, "{", "}"), makesConstraints(Array(t[(i + 2)..<close])) else {
                out.append(t[i]); i += 1; continue
            }
            // The sequence: `[a, b]` or a name, just before `.forEach`.
            var start = out.count - 1   // the `.` is out.last
            guard start >= 1 else { out.append(t[i]); i += 1; continue }
            if out[start - 1].isPunctuation("]") {
                guard let k = ChainToken.matchingBackward(out, start - 1, "[", "]") else { out.append(t[i]); i += 1; continue }
                start = k
            } else if case .identifier = out[start - 1].kind, !(start >= 2 && out[start - 2].isPunctuation(".")) {
                start -= 1
            } else { out.append(t[i]); i += 1; continue }
            let sequence = Array(out[start..<(out.count - 1)])
            out.removeSubrange(start...)
            var body = Array(t[(i + 2)..<close])
            var element = "$0"
            // `{ v in …}` / `{ (v) in … }`
            if let inIndex = body.prefix(5).firstIndex(where: { $0.kind == .identifier("in") }),
               let named = body[..<inIndex].compactMap(identifierName).first {
                element = named
                body.removeSubrange(...inIndex)
            } else {
                // Only the closure's own `$0`: a nested closure's is its own.
                var depth = 0
                for k in body.indices {
                    if body[k].isPunctuation("{") { depth += 1 }
                    if body[k].isPunctuation("}") { depth -= 1 }
                    if depth == 0, body[k].kind == .identifier("$0") {
                        body[k] = ChainToken(kind: .identifier("$each"), offset: body[k].offset, length: body[k].length, afterNewline: body[k].afterNewline)
                    }
                }
                element = "$each"
            }
            let at = sequence.first ?? t[i]
            out.append(ChainToken(kind: .identifier("for"), offset: at.offset, length: 0, afterNewline: true))
            out.append(ChainToken(kind: .identifier(element), offset: at.offset, length: 0, afterNewline: false))
            out.append(ChainToken(kind: .identifier("in"), offset: at.offset, length: 0, afterNewline: false))
            out += sequence.map { ChainToken(kind: $0.kind, offset: $0.offset, length: $0.length, afterNewline: false) }
            out.append(t[i + 1])
            out += body
            out.append(t[close])
            i = close + 1
        }
        return out
    }

    // MARK: If … else

    /// `if c { A } else if d { B } else { C }` at `i` when two or more branches make constraints:
    /// the first that does, with what to say (nil for an availability check), and the index
    /// after the chain. Nil when at most one branch makes constraints, or when the condition is
    /// the class's state (every name in it given a value somewhere in `assigned`).
    static func firstBranchMakingConstraints(_ t: [ChainToken], at i: Int, assigned: Set<String>, device: SourceDevice = SourceDevice())
        -> (tokens: [ChainToken], message: String?, end: Int, decided: [Int])? {
        // Each branch as the code to keep: `if c { A }` itself (its braces still mark code that
        // runs only sometimes, so what it assigns is no set-up value); a last `else { C }` as
        // `if (1) { C }`, which decides nothing.
        var branches: [(condition: [ChainToken], body: [ChainToken], kept: [ChainToken])] = []
        var k = i
        while true {
            guard let open = (k + 1..<min(k + 200, t.count)).first(where: { t[$0].isPunctuation("{") }),
                  let close = matching(t, open, "{", "}") else { return nil }
            var kept = Array(t[k...close])
            kept[0].afterNewline = true  // `} else if d {`: the kept `if d {` starts a line of its own
            branches.append((Array(t[(k + 1)..<open]), Array(t[(open + 1)..<close]), kept))
            k = close + 1
            guard k < t.count, t[k].kind == .identifier("else") else { break }
            if k + 1 < t.count, t[k + 1].isPunctuation("{"), let last = matching(t, k + 1, "{", "}") {
                let e = t[k]
                let always = [ChainToken(kind: .identifier("if"), offset: e.offset, length: 0, afterNewline: true),
                              ChainToken(kind: .punctuation("("), offset: e.offset, length: 0, afterNewline: false),
                              ChainToken(kind: .number(1), offset: e.offset, length: 0, afterNewline: false),
                              ChainToken(kind: .punctuation(")"), offset: e.offset, length: 0, afterNewline: false)]
                branches.append(([], Array(t[(k + 2)..<last]), always + Array(t[(k + 1)...last])))
                k = last + 1
                break
            }
            guard k + 1 < t.count, t[k + 1].kind == .identifier("if") else { return nil }
            k += 1
        }
        let making = branches.indices.filter { makesConstraints(branches[$0].body) }
        guard making.count >= 2, let first = making.first else { return nil }
        // Conditions on the device's traits: the branch the device drawn takes, said.
        var decidedBy: [String] = []
        var decided: [Int] = []
        for (n, branch) in branches.enumerated() {
            guard !branch.condition.isEmpty else {
                let which = n == 0 ? "first" : branches.count == 2 ? "else" : "last"
                return (branch.kept, "a condition the device drawn decides (\(decidedBy.joined(separator: "; "))): its \(which) branch is read", k, decided)
            }
            guard let byDevice = SourceDeviceTraits.decide(branch.condition, device: device) else { break }
            decidedBy.append("\(ChainToken.writtenCondition(branch.condition)) is \(byDevice.holds ? "true" : "false"), \(byDevice.why)")
            decided.append(branch.condition[0].offset)
            if byDevice.holds {
                let which = n == 0 ? "first" : "\(n + 1)\(n == 1 ? "nd" : n == 2 ? "rd" : "th")"
                return (branch.kept, "a condition the device drawn decides (\(decidedBy.joined(separator: "; "))): its \(which) branch is read", k, decided)
            }
            if n == branches.count - 1 { return ([], "a condition the device drawn decides (\(decidedBy.joined(separator: "; "))): no branch is read", k, decided) }
        }
        let condition = branches[0].condition
        let availability = condition.contains { $0.kind == .identifier("available") }
        if !availability {
            let words = condition.compactMap(identifierName).filter { !["self", "YES", "NO", "true", "false", "nil", "NULL"].contains($0) }
            if !words.isEmpty, words.allSatisfy(assigned.contains) { return nil }
        }
        let others = branches.count - 1
        let message = availability ? nil
            : "a condition decided at run time (\(ChainToken.writtenCondition(condition))): "
              + (first == 0 ? "its first branch is read" : "its first branch that makes constraints is read")
              + (others == 1 ? ", the other is not" : ", the other \(others) are not")
        return (branches[first].kept, message, k, [])
    }

    /// Whether code makes constraints: Masonry's `mas_makeConstraints:` and its kin, SnapKit's
    /// `snp.makeConstraints` and its kin.
    static func makesConstraints(_ tokens: [ChainToken]) -> Bool {
        let snapKit: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]
        return tokens.indices.contains { k in
            guard let n = identifierName(tokens[k]) else { return false }
            if ["mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints"].contains(n) { return true }
            return snapKit.contains(n) && k >= 2 && tokens[k - 1].isPunctuation(".") && identifierName(tokens[k - 2]) == "snp"
        }
    }

    /// Names given a value outside branches, loops and blocks (`self.topLeft = YES;`, `_isOpen =
    /// NO;`, `var isOpen = false`): the class's state, which decides conditions on it by itself
    /// (as SourceReading takes a property's set-up value). One set only in the branch it tests
    /// (`if (self.toggled) { …; self.toggled = NO; }`) decides nothing.
    static func assignedNames(_ t: [ChainToken]) -> Set<String> {
        var names: Set<String> = []
        var depth = 0
        var runsSometimes: [Int] = []
        for k in t.indices.dropLast(2) {
            if t[k].isPunctuation("{") {
                depth += 1
                if ChainToken.opensConditionalBody(t, at: k, from: 0) { runsSometimes.append(depth) }
            }
            if t[k].isPunctuation("}") {
                if runsSometimes.last == depth { runsSometimes.removeLast() }
                depth -= 1
            }
            guard runsSometimes.isEmpty else { continue }
            // Swift's `var isCompleted: Bool = false`: a typed declaration with its value.
            if let n = identifierName(t[k]), k > 0, ["var", "let"].contains(identifierName(t[k - 1]) ?? ""), t[k + 1].isPunctuation(":"),
               k + 3 < t.count, identifierName(t[k + 2]) != nil, t[k + 3].isPunctuation("="), k + 4 < t.count, !t[k + 4].isPunctuation("=") {
                names.insert(n)
                continue
            }
            guard var n = identifierName(t[k]), t[k + 1].isPunctuation("="), !t[k + 2].isPunctuation("="),
                  !(k > 0 && (t[k - 1].isPunctuation("=") || t[k - 1].isPunctuation("!") || t[k - 1].isPunctuation("<") || t[k - 1].isPunctuation(">"))) else { continue }
            if n.hasPrefix("_"), n.count > 1 { n.removeFirst() }
            names.insert(n)
        }
        return names
    }

    // MARK: Switch

    /// The first case of `switch (x) { case A: … break; case B: … }` / `switch x { case .a: … }`
    /// that lays out, its `break` taken off; how many other cases there are; where its label
    /// stands; the index after the switch.
    static func firstCase(_ t: [ChainToken], at i: Int) -> (tokens: [ChainToken], others: Int, label: Int, end: Int)? {
        guard let open = (i + 1..<min(i + 40, t.count)).first(where: { t[$0].isPunctuation("{") }),
              let close = matching(t, open, "{", "}") else { return nil }
        // Labels at the body's own depth: `case …:` and `default:`.
        var labels: [(start: Int, colon: Int)] = []
        var depth = 0
        var k = open + 1
        while k < close {
            let tk = t[k]
            if tk.isPunctuation("{") || tk.isPunctuation("(") || tk.isPunctuation("[") { depth += 1 }
            if tk.isPunctuation("}") || tk.isPunctuation(")") || tk.isPunctuation("]") { depth -= 1 }
            if depth == 0, let w = identifierName(tk), w == "case" || w == "default",
               let colon = (k + 1..<close).first(where: { t[$0].isPunctuation(":") }) {
                labels.append((k, colon))
                k = colon + 1
                continue
            }
            k += 1
        }
        guard !labels.isEmpty else { return nil }
        // Only a switch with a case that changes the layout is decided here (any other is no
        // layout's business and stays as written); the first such case is read.
        for (n, label) in labels.enumerated() {
            let end = n + 1 < labels.count ? labels[n + 1].start : close
            var body = Array(t[(label.colon + 1)..<end])
            // `case 0: { … } break;` and trailing `break;` / `break`
            while let last = body.last, last.isPunctuation(";") || identifierName(last) == "break" { body.removeLast() }
            // The braces only scope the case: its statements are read as the method's.
            body = BlockStatements.unbraced(body)
            if laysOut(body) { return (body, labels.count - 1, t[label.start].offset, close + 1) }
        }
        return nil
    }

    // MARK: Tokens

    static func identifierName(_ t: ChainToken) -> String? {
        if case .identifier(let n) = t.kind { return n }
        return nil
    }

    static func matching(_ t: [ChainToken], _ open: Int, _ o: String, _ c: String) -> Int? {
        ChainToken.matching(t, open, o, c)
    }
}
