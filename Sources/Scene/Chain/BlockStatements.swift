/// What real constraint blocks hold besides chains, read for what it means to the layout:
///
/// - `if (@available(iOS 11.0, *)) { A } else { B }`, `if #available(iOS 11, *) { A } else { B }`:
///   the available branch, A (a picture shows the current system);
/// - `guard let strongSelf = self else { return }`, `return`, `return;`: nothing to lay out;
/// - `bottomConstraint = make.bottom.equalTo(view).constraint`, `MASConstraint *c = make…;`,
///   `let c = make….constraint`: the chain (keeping it changes nothing until it is changed);
/// - `make?.height`, `view!.snp.top`: optional chaining and force unwraps;
/// - `make?.height.equalTo()(view)`: Masonry's block properties called from Swift;
/// - `[self.kept addObjectsFromArray:@[chainA, chainB]];`, `[kept addObject:chain];`,
///   `kept.append(chain)`, `kept.append(contentsOf: [chainA, chainB])`, `kept += [chainA]`:
///   constraints kept in a list (Masonry's animated example), each chain a statement.
///
/// Works on tokens, so positions stay those of the original text.
enum BlockStatements {
    static func clean(_ tokens: [ChainToken]) throws(ChainSyntaxError) -> [ChainToken] {
        var notes: [(offset: Int, message: String)] = []
        return try clean(tokens, conditions: false, notes: &notes)
    }

    /// One past a macro that stands as a statement of its own at `i`: a name in capitals alone
    /// (`STRONG_SELF`, `WEAKSELF`) or called (`WS(weakSelf)`), or `@name(…)` (`@strongify(self)`,
    /// `@weakify(self)`), ending the line or followed by `;`. nil for anything else.
    static func macroStatementEnd(_ tokens: [ChainToken], at i: Int) -> Int? {
        guard i < tokens.count, tokens[i].afterNewline || i == 0 || tokens[i - 1].isPunctuation(";") || tokens[i - 1].isPunctuation("{") else { return nil }
        var k = i
        if tokens[k].isPunctuation("@") {
            guard k + 2 < tokens.count, case .identifier = tokens[k + 1].kind, tokens[k + 2].isPunctuation("("),
                  tokens[k + 1].offset == tokens[k].offset + 1 else { return nil }
            k += 1
        } else {
            guard case .identifier(let name) = tokens[k].kind, name.count >= 2, name.first!.isUppercase,
                  name.allSatisfy({ $0.isUppercase || $0.isNumber || $0 == "_" }) else { return nil }
        }
        k += 1
        if k < tokens.count, tokens[k].isPunctuation("("), !tokens[k].afterNewline {
            guard let close = ChainToken.matching(tokens, k, "(", ")") else { return nil }
            k = close + 1
        } else if tokens[i].isPunctuation("@") {
            return nil
        }
        // The statement ends here: a new line, `;`, the block's end.
        guard k >= tokens.count || tokens[k].afterNewline || tokens[k].isPunctuation(";") || tokens[k].isPunctuation("}") || tokens[k].kind == .end else { return nil }
        if k < tokens.count, tokens[k].isPunctuation(";") { k += 1 }
        return k
    }

    /// Whether a condition holds, when the code's own values tell (`self.topLeft` set to `YES`
    /// at set-up); nil when only the running app knows.
    typealias Decide = ([ChainToken]) -> Bool?

    /// With `conditions`, a run-time `if cond { A } else { B }` reads A and notes that B was
    /// not read (source files); without, such an `if` stays and is a syntax error (scenes).
    static func clean(_ tokens: [ChainToken], conditions: Bool, notes: inout [(offset: Int, message: String)],
                      decide: Decide? = nil) throws(ChainSyntaxError) -> [ChainToken] {
        var out: [ChainToken] = []
        var i = 0
        func matching(_ open: Int, _ o: String, _ c: String) throws(ChainSyntaxError) -> Int {
            var depth = 0
            for k in open..<tokens.count {
                if tokens[k].isPunctuation(o) { depth += 1 }
                if tokens[k].isPunctuation(c) { depth -= 1; if depth == 0 { return k } }
            }
            throw ChainSyntaxError(offset: tokens[open].offset, length: 1, message: "missing '\(c)' to close this '\(o)'")
        }
        while i < tokens.count {
            let t = tokens[i]
            // A macro standing as a statement (`STRONG_SELF`, `WS(weakSelf)`, `@strongify(self)`):
            // it binds `self` under a block's name, which the reader already takes as `self`.
            if let end = macroStatementEnd(tokens, at: i) {
                i = end
                continue
            }
            // guard … else { … }
            if t.kind == .identifier("guard"), let open = tokens[i...].firstIndex(where: { $0.isPunctuation("{") }) {
                i = try matching(open, "{", "}") + 1
                continue
            }
            // if (@available(…)) { A } else { B } / if #available(…) { A } else { B }: A.
            if t.kind == .identifier("if"), isAvailability(tokens, after: i), let open = tokens[i...].firstIndex(where: { $0.isPunctuation("{") }) {
                let close = try matching(open, "{", "}")
                out += try clean(Array(tokens[(open + 1)..<close]), conditions: conditions, notes: &notes, decide: decide)
                i = close + 1
                if i < tokens.count, tokens[i].kind == .identifier("else") {
                    if i + 1 < tokens.count, tokens[i + 1].isPunctuation("{") { i = try matching(i + 1, "{", "}") + 1 }
                }
                continue
            }
            // if cond { A } else { B } where the code's own values decide: that branch, unsaid.
            if conditions, t.kind == .identifier("if"), let open = tokens[i...].firstIndex(where: { $0.isPunctuation("{") }),
               let holds = decide?(Array(tokens[(i + 1)..<open])) {
                let close = try matching(open, "{", "}")
                i = close + 1
                if holds {
                    out += try clean(Array(tokens[(open + 1)..<close]), conditions: conditions, notes: &notes, decide: decide)
                    while i < tokens.count, tokens[i].kind == .identifier("else") {
                        if i + 1 < tokens.count, tokens[i + 1].isPunctuation("{") { i = try matching(i + 1, "{", "}") + 1 }
                        else if i + 1 < tokens.count, tokens[i + 1].kind == .identifier("if"), let o = tokens[(i + 1)...].firstIndex(where: { $0.isPunctuation("{") }) {
                            i = try matching(o, "{", "}") + 1
                        } else { break }
                    }
                } else if i < tokens.count, tokens[i].kind == .identifier("else") {
                    if i + 1 < tokens.count, tokens[i + 1].isPunctuation("{") {
                        let elseClose = try matching(i + 1, "{", "}")
                        out += try clean(Array(tokens[(i + 2)..<elseClose]), conditions: conditions, notes: &notes, decide: decide)
                        i = elseClose + 1
                    } else {
                        i += 1   // `else if …`: read from that `if`
                    }
                }
                continue
            }
            // if let x = value { A } else { B }, the value known only at run time: B, said. A's
            // chains would use x, which nothing here gives, and be left out; B draws the layout
            // the code gives when the value is absent (an optional setting left unset).
            if conditions, t.kind == .identifier("if"), i + 1 < tokens.count,
               tokens[i + 1].kind == .identifier("let") || tokens[i + 1].kind == .identifier("var"),
               let open = tokens[i...].firstIndex(where: { $0.isPunctuation("{") }) {
                let close = try matching(open, "{", "}")
                // Only a number's binding (`make.width.equalTo(width)`): a view's (`last.snp.bottom`,
                // a loop's previous view) the code may well know.
                let bound = tokens[i + 2].kind
                let usedAsNumber = !(open + 1..<close).contains { k in
                    tokens[k].kind == bound && !tokens[k - 1].isPunctuation(".") && k + 1 < close && tokens[k + 1].isPunctuation(".")
                }
                // …of another object's member (`config.absoluteWidth`), not a local's re-binding.
                let ofAMember = (i + 3..<open).contains { tokens[$0].isPunctuation(".") }
                if usedAsNumber, ofAMember, close + 2 < tokens.count, tokens[close + 1].kind == .identifier("else"), tokens[close + 2].isPunctuation("{") {
                    let elseClose = try matching(close + 2, "{", "}")
                    out += try clean(Array(tokens[(close + 3)..<elseClose]), conditions: conditions, notes: &notes, decide: decide)
                    notes.append((t.offset, "an optional known only at run time (\(ChainToken.writtenCondition(tokens[(i + 1)..<open]))): taken as nil, so the else branch is read, the first is not"))
                    i = elseClose + 1
                    continue
                }
            }
            // if cond { A } else { B }, decided at run time: A, said.
            if conditions, t.kind == .identifier("if"), let open = tokens[i...].firstIndex(where: { $0.isPunctuation("{") }) {
                let close = try matching(open, "{", "}")
                out += try clean(Array(tokens[(open + 1)..<close]), conditions: conditions, notes: &notes, decide: decide)
                var message = "a condition decided at run time (\(ChainToken.writtenCondition(tokens[(i + 1)..<open]))): its first branch is read"
                i = close + 1
                while i < tokens.count, tokens[i].kind == .identifier("else") {
                    message += ", the else branch is not"
                    if i + 1 < tokens.count, tokens[i + 1].isPunctuation("{") { i = try matching(i + 1, "{", "}") + 1 }
                    else if i + 1 < tokens.count, tokens[i + 1].kind == .identifier("if"), let o = tokens[(i + 1)...].firstIndex(where: { $0.isPunctuation("{") }) {
                        i = try matching(o, "{", "}") + 1
                    } else { break }
                }
                notes.append((t.offset, message))
                continue
            }
            // switch x { case A: … case B: … default: … } decided at run time: the first case, said.
            if conditions, t.kind == .identifier("switch"), let open = tokens[i...].firstIndex(where: { $0.isPunctuation("{") }) {
                let close = try matching(open, "{", "}")
                var labels: [Int] = []  // each `case`/`default` at the switch's own depth
                var depth = 0
                for k in (open + 1)..<close {
                    if tokens[k].isPunctuation("{") || tokens[k].isPunctuation("(") || tokens[k].isPunctuation("[") { depth += 1 }
                    if tokens[k].isPunctuation("}") || tokens[k].isPunctuation(")") || tokens[k].isPunctuation("]") { depth -= 1 }
                    if depth == 0, tokens[k].kind == .identifier("case") || tokens[k].kind == .identifier("default") { labels.append(k) }
                }
                let subject = ChainToken.written(tokens[(i + 1)..<open])
                if let first = labels.first, let colon = (first..<close).first(where: { k in tokens[k].isPunctuation(":") && depthBetween(tokens, first, k) == 0 }) {
                    let end = labels.count > 1 ? labels[1] : close
                    var body = tokens[(colon + 1)..<end].filter { $0.kind != .identifier("break") && $0.kind != .identifier("fallthrough") }
                    // Objective-C's `case A: { … } break;`: the braces only scope the case.
                    while body.first?.isPunctuation(";") == true { body.removeFirst() }
                    while body.last?.isPunctuation(";") == true { body.removeLast() }
                    out += try clean(unbraced(body), conditions: conditions, notes: &notes, decide: decide)
                    let others = labels.count - 1
                    notes.append((t.offset, "a switch decided at run time (\(subject)): its first case is read"
                                  + (others == 1 ? ", the other is not" : others > 1 ? ", the other \(others) are not" : "")))
                } else {
                    notes.append((t.offset, "a switch with no case (\(subject)); not read"))
                }
                i = close + 1
                continue
            }
            // Chains kept in a list: each element a statement of its own.
            if let kept = try keptInList(tokens, at: i, matching: matching) {
                for element in kept.elements where !element.isEmpty {
                    var first = element
                    first[0].afterNewline = true
                    out += try clean(first, conditions: conditions, notes: &notes, decide: decide)
                    out.append(ChainToken(kind: .punctuation(";"), offset: element.last!.offset + element.last!.length, length: 0, afterNewline: false))
                }
                i = kept.end
                continue
            }
            // return / return;
            if t.kind == .identifier("return") {
                i += 1
                if i < tokens.count, tokens[i].isPunctuation(";") { i += 1 }
                continue
            }
            // `lhs = make…` (an assignment, not a relation: one '=', not '==', '<=', '>='): the chain.
            if t.isPunctuation("="), !(i + 1 < tokens.count && tokens[i + 1].isPunctuation("=")),
               !(i > 0 && (tokens[i - 1].isPunctuation("<") || tokens[i - 1].isPunctuation(">") || tokens[i - 1].isPunctuation("="))) {
                // Drop the left side back to the statement's start.
                var left: [ChainToken] = []
                while let last = out.last, !(last.isPunctuation(";") || last.isPunctuation("{") || last.isPunctuation("}")) {
                    let startsLine = last.afterNewline
                    left.insert(out.removeLast(), at: 0)
                    if startsLine { break }
                }
                // A chain is a name and a member (`make.top…`, `$0.left…`, `make?.top…`); anything
                // else assigned here (`firstButton = btn`) is the block's own bookkeeping: not read, said.
                let k = i + 1
                let isChain = k + 1 < tokens.count && { if case .identifier = tokens[k].kind { return true } else { return false } }()
                    && (tokens[k + 1].isPunctuation(".") || (k + 2 < tokens.count && (tokens[k + 1].isPunctuation("?") || tokens[k + 1].isPunctuation("!")) && tokens[k + 2].isPunctuation(".")))
                if !isChain {
                    let end = ChainToken.statementEnd(tokens, from: k)
                    let written = ChainToken.written(left + Array(tokens[i..<end]))
                    notes.append((left.first?.offset ?? t.offset, "an assignment in a constraint block is not read (\(written))"))
                    i = end
                    continue
                }
                var next = tokens[i + 1 < tokens.count ? i + 1 : i]
                next.afterNewline = true
                out.append(contentsOf: i + 1 < tokens.count ? [next] : [])
                i += 2
                continue
            }
            // `.constraint` at the end of a kept chain.
            if t.isPunctuation("."), i + 1 < tokens.count, tokens[i + 1].kind == .identifier("constraint"),
               i + 2 >= tokens.count || tokens[i + 2].isPunctuation(";") || tokens[i + 2].afterNewline || tokens[i + 2].kind == .end {
                i += 2
                continue
            }
            // `self->_card`: an ivar through `->` is a member.
            if t.isPunctuation("-"), i + 1 < tokens.count, tokens[i + 1].isPunctuation(">"), tokens[i + 1].offset == t.offset + 1,
               let previous = out.last, previous.endsOperand {
                out.append(ChainToken(kind: .punctuation("."), offset: t.offset, length: 2, afterNewline: t.afterNewline))
                i += 2
                continue
            }
            // Postfix `?` and `!` before a member: `make?.height`, `view!.snp`.
            if (t.isPunctuation("?") || t.isPunctuation("!")), i + 1 < tokens.count, tokens[i + 1].isPunctuation("."),
               let previous = out.last, previous.endsOperand {
                i += 1
                continue
            }
            // `equalTo()(x)`: Masonry's block property called from Swift.
            if t.isPunctuation("("), i + 2 < tokens.count, tokens[i + 1].isPunctuation(")"), tokens[i + 2].isPunctuation("("),
               let previous = out.last, case .identifier = previous.kind {
                i += 2
                continue
            }
            out.append(t)
            i += 1
        }
        return conditions ? firstValues(out, notes: &notes, decide: decide) : out
    }

    /// The elements of `[list addObjectsFromArray:@[a, b]]`, `[list addObject:a]`,
    /// `list.append(a)`, `list.append(contentsOf: [a, b])` or `list += [a, b]` starting at `i`
    /// when the elements are chains (they start with the maker or an attribute), and the token
    /// after the statement.
    static func keptInList(_ tokens: [ChainToken], at i: Int,
                           matching: (Int, String, String) throws(ChainSyntaxError) -> Int) throws(ChainSyntaxError) -> (elements: [[ChainToken]], end: Int)? {
        func isName(_ k: Int) -> Bool { if k < tokens.count, case .identifier = tokens[k].kind { return true } else { return false } }
        /// The dotted name from `k`: the index after it.
        func afterName(_ k: Int) -> Int? {
            guard isName(k) else { return nil }
            var j = k + 1
            while j + 1 < tokens.count, tokens[j].isPunctuation("."), isName(j + 1) { j += 2 }
            return j
        }
        /// `[a, b]` or `@[a, b]` from `k` up to `close`, split at its top-level commas; else one element.
        func elements(_ from: Int, _ close: Int) throws(ChainSyntaxError) -> [[ChainToken]] {
            var k = from
            if k < close, tokens[k].isPunctuation("@") { k += 1 }
            guard k < close, tokens[k].isPunctuation("["), try matching(k, "[", "]") == close - 1 else { return [Array(tokens[from..<close])] }
            var result: [[ChainToken]] = [[]]
            var depth = 0
            for t in tokens[(k + 1)..<(close - 1)] {
                if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") { depth += 1 }
                if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") { depth -= 1 }
                if depth == 0, t.isPunctuation(",") { result.append([]); continue }
                result[result.count - 1].append(t)
            }
            return result.filter { !$0.isEmpty }
        }
        func areChains(_ list: [[ChainToken]]) -> Bool {
            !list.isEmpty && list.allSatisfy { e in
                if case .identifier(let n) = e[0].kind { return n == "make" || n == "maker" || n == "$0" || ChainReader.attributes.contains(n) }
                return false
            }
        }
        var list: [[ChainToken]] = []
        var end = i
        if tokens[i].isPunctuation("["), let j = afterName(i + 1), j + 1 < tokens.count,
           tokens[j].kind == .identifier("addObjectsFromArray") || tokens[j].kind == .identifier("addObject"), tokens[j + 1].isPunctuation(":") {
            let close = try matching(i, "[", "]")
            list = try elements(j + 2, close)
            end = close + 1
        } else if isName(i), i == 0 || !tokens[i - 1].isPunctuation("."), let j = afterName(i), j >= i + 3,
                  tokens[j - 1].kind == .identifier("append"), j < tokens.count, tokens[j].isPunctuation("(") {
            let close = try matching(j, "(", ")")
            var from = j + 1
            if from + 1 < close, tokens[from].kind == .identifier("contentsOf"), tokens[from + 1].isPunctuation(":") { from += 2 }
            list = try elements(from, close)
            end = close + 1
        } else if isName(i), i == 0 || !tokens[i - 1].isPunctuation("."), let j = afterName(i), j + 2 < tokens.count,
                  tokens[j].isPunctuation("+"), tokens[j + 1].isPunctuation("="), tokens[j + 2].isPunctuation("[") {
            let close = try matching(j + 2, "[", "]")
            list = try elements(j + 2, close + 1)
            end = close + 1
        } else {
            return nil
        }
        guard areChains(list) else { return nil }
        while end < tokens.count, tokens[end].isPunctuation(";") { end += 1 }
        return (list, end)
    }

    /// `cond ? A : B` decided at run time (`isIPad ? 20 : 10`): A, as for a run-time `if`, said;
    /// where the code's values or the device decide the condition, the branch they choose.
    /// A `?` before `.` (optional chaining) or beside another `?` (`??`) is no condition.
    static func firstValues(_ tokens: [ChainToken], notes: inout [(offset: Int, message: String)], decide: Decide? = nil) -> [ChainToken] {
        var out = tokens
        var searchFrom = 0
        while let q = out.indices.dropFirst(searchFrom).first(where: { k in
            out[k].isPunctuation("?") && !(k + 1 < out.count && (out[k + 1].isPunctuation(".") || out[k + 1].isPunctuation("?")))
                && !(k > 0 && out[k - 1].isPunctuation("?"))
        }) {
            // The condition starts after the nearest unclosed '(' or '[', a ',' or a statement's start.
            var start = q, depth = 0
            while start > 0 {
                let t = out[start - 1]
                if t.isPunctuation(")") || t.isPunctuation("]") { depth += 1 }
                else if t.isPunctuation("(") || t.isPunctuation("[") { if depth == 0 { break }; depth -= 1 }
                else if depth == 0, t.isPunctuation(",") || t.isPunctuation(";") || t.isPunctuation("{") || t.isPunctuation("}") { break }
                if depth == 0, t.afterNewline, start - 1 < q { start -= 1; break }
                start -= 1
            }
            guard start < q, let (_, _, end) = branches(out, question: q),
                  let colon = out[(q + 1)..<end].indices.first(where: { k in out[k].isPunctuation(":") && depthBetween(out, q + 1, k) == 0 }) else {
                searchFrom = q + 1; continue
            }
            let condition = ChainToken.written(out[start..<q])
            let decided = decide?(Array(out[start..<q]))
            if decided == nil { notes.append((out[q].offset, "a condition decided at run time (\(condition)): its first value is read")) }
            var first = decided == false ? Array(out[(colon + 1)..<end]) : Array(out[(q + 1)..<colon])
            if let head = first.first, out[start].afterNewline {
                first[0] = ChainToken(kind: head.kind, offset: head.offset, length: head.length, afterNewline: true)
            }
            out.replaceSubrange(start..<end, with: first)
            searchFrom = start
        }
        return out
    }

    /// `? A : B` from `question`: A, B and the index after B. A runs to the ':' at this depth; B
    /// to the next ',', unclosed ')' or ']', or the statement's end.
    static func branches(_ t: [ChainToken], question q: Int) -> ([ChainToken], [ChainToken], Int)? {
        var depth = 0, k = q + 1, colon: Int?
        while k < t.count {
            let x = t[k]
            if depth == 0, k > q + 1, x.afterNewline || x.isPunctuation(";") { break }
            if x.isPunctuation("(") || x.isPunctuation("[") { depth += 1 }
            else if x.isPunctuation(")") || x.isPunctuation("]") { if depth == 0 { break }; depth -= 1 }
            else if depth == 0, x.isPunctuation(":") { colon = k; break }
            k += 1
        }
        guard let colon, colon > q + 1 else { return nil }
        var end = colon + 1
        depth = 0
        while end < t.count {
            let x = t[end]
            if depth == 0, end > colon + 1, x.afterNewline || x.isPunctuation(";") || x.isPunctuation(",") { break }
            if x.isPunctuation("(") || x.isPunctuation("[") { depth += 1 }
            else if x.isPunctuation(")") || x.isPunctuation("]") { if depth == 0 { break }; depth -= 1 }
            end += 1
        }
        guard end > colon + 1 else { return nil }
        return (Array(t[(q + 1)..<colon]), Array(t[(colon + 1)..<end]), end)
    }

    /// A case's statements without the braces that only scope them (`case A: { … } break;`).
    static func unbraced(_ body: [ChainToken]) -> [ChainToken] {
        guard body.first?.isPunctuation("{") == true, ChainToken.matching(body, 0, "{", "}") == body.count - 1 else { return body }
        return Array(body.dropFirst().dropLast())
    }

    /// How deep in brackets `k` stands, counting from `from`.
    static func depthBetween(_ t: [ChainToken], _ from: Int, _ k: Int) -> Int {
        var depth = 0
        for x in t[from..<k] {
            if x.isPunctuation("(") || x.isPunctuation("[") { depth += 1 }
            if x.isPunctuation(")") || x.isPunctuation("]") { depth -= 1 }
        }
        return depth
    }

    /// `if (@available(` or `if #available(` at `i`.
    static func isAvailability(_ tokens: [ChainToken], after i: Int) -> Bool {
        let next = tokens.dropFirst(i + 1).prefix(3).map(\.kind)
        return next.starts(with: [.punctuation("("), .punctuation("@"), .identifier("available")])
            || next.starts(with: [.punctuation("@"), .identifier("available")])
            || next.starts(with: [.punctuation("#"), .identifier("available")])
    }
}
