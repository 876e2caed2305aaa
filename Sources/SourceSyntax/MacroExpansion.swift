/// Objective-C's macros expanded where they are used, as C's preprocessor does (C11 6.10.3):
/// a function-like macro only before `(`; its arguments expanded alone before they are put in,
/// except beside `#` (a string) and `##` (one token); the result read again together with what
/// follows it, so a macro may make the name of another whose `(` comes after
/// (`metamacro_concat(metamacro_foreach_cxt, metamacro_argcount(__VA_ARGS__))(…)`, as
/// libextobjc's and ReactiveCocoa's `@weakify` are written). Each token carries the macros it came
/// out of (C's hide set), so none expands inside itself. `_Pragma("…")` goes, as it changes no
/// code. The tokens an expansion makes stand at the use (their range) and name the macro
/// (`expandedFrom`), so messages point where the file uses it.
extension Preprocessor {
    /// Tokens one use may expand to; `#define X1 (X0 + X0)` … `X39` is 2^39 tokens.
    public static let expansionLimit = 100_000
    /// How deeply arguments may hold macros whose arguments hold macros.
    static let expansionDepthLimit = 200

    struct Budget { var left: Int }

    /// A token on its way through expansion, with the macros it came out of.
    struct Pending {
        var token: Token
        var hidden: Set<String>
    }

    /// What is read next: the tokens an expansion made (to be read again), then the input's.
    struct Stream {
        /// The input, and what each of its tokens came out of (none for the file's own tokens).
        let input: [Token]
        let inputHidden: [Set<String>]?
        var position = 0
        /// The tokens pushed back, the next one last.
        var pushed: [Pending] = []
        /// Where the input token read last ends.
        var inputEnd = 0

        init(_ input: [Token], hidden: [Set<String>]? = nil) {
            self.input = input
            inputHidden = hidden
        }

        init(_ input: [Pending]) { self.init(input.map(\.token), hidden: input.map(\.hidden)) }

        func inputToken(_ k: Int) -> Pending { Pending(token: input[k], hidden: inputHidden?[k] ?? []) }

        func peek(_ n: Int = 0) -> Pending? {
            if n < pushed.count { return pushed[pushed.count - 1 - n] }
            let k = position + n - pushed.count
            return k < input.count ? inputToken(k) : nil
        }

        mutating func next() -> Pending? {
            if let p = pushed.popLast() { return p }
            guard position < input.count else { return nil }
            position += 1
            inputEnd = input[position - 1].range.end
            return inputToken(position - 1)
        }

        mutating func skip(_ n: Int) { for _ in 0..<n { _ = next() } }

        mutating func push(_ tokens: [Pending]) { pushed.append(contentsOf: tokens.reversed()) }

        /// The arguments of a use whose `(` is next, its `)` and how many tokens the use holds
        /// from the `(` on; nil when no `)` closes it (then the name is only a name).
        func arguments(of m: Macro) -> (arguments: [[Pending]], close: Pending, count: Int)? {
            guard let parameters = m.parameters, peek()?.token.isPunctuation("(") == true else { return nil }
            var arguments: [[Pending]] = [[]]
            var depth = 0
            var n = 1
            while let x = peek(n) {
                let t = x.token
                if t.kind == .punctuation {
                    if t.text == "(" || t.text == "[" || t.text == "{" || t.text == "@(" || t.text == "@[" || t.text == "@{" { depth += 1 }
                    if t.text == ")" || t.text == "]" || t.text == "}" {
                        if depth == 0 && t.text == ")" { return (arguments, x, n + 1) }
                        depth -= 1
                    }
                    if t.text == ",", depth == 0, !(m.isVariadic && arguments.count > parameters.count) {
                        arguments.append([]); n += 1; continue
                    }
                }
                arguments[arguments.count - 1].append(x)
                n += 1
            }
            return nil
        }
    }

    enum Step {
        case emit(Pending)
        case expanded(String)
        case skipped
        case tooLarge
    }

    mutating func expandMacros(_ input: [Token]) -> [Token] {
        var stream = Stream(input)
        var out: [Token] = []
        out.reserveCapacity(input.count)
        // The use being expanded: where it starts in the file, in the input and in `out`.
        var use: (start: Int, inputIndex: Int, outCount: Int, origin: String, first: Token)?
        var budget = Budget(left: Self.expansionLimit)
        while true {
            if stream.pushed.isEmpty {
                use = nil
                // Most tokens are no macro's: taken as they are.
                while stream.position < input.count {
                    let t = input[stream.position]
                    if t.kind == .identifier, macros[t.text] != nil || t.text == "_Pragma" || t.text.hasPrefix("@") && macros[String(t.text.dropFirst())] != nil { break }
                    out.append(t)
                    stream.position += 1
                }
                budget = Budget(left: Self.expansionLimit)
            }
            let inputIndex = stream.position
            let outCount = out.count
            let next = stream.peek()?.token
            let afterMember = use == nil && (out.last?.isPunctuation(".") == true || out.last?.isPunctuation("->") == true)
            guard let step = step(&stream, depth: 0, budget: &budget, afterMember: afterMember) else { break }
            switch step {
            case .emit(let p):
                guard let u = use else { out.append(p.token); continue }
                var x = p.token
                x.range = SourceRange(u.start, max(u.start, stream.inputEnd))
                x.expandedFrom = u.origin
                x.afterNewline = out.count == u.outCount ? u.first.afterNewline : false
                if out.count == u.outCount { x.spaceBefore = u.first.spaceBefore }
                out.append(x)
            case .expanded(let name):
                if usedMacroNames.insert(name).inserted { usedMacroOrder.append(name) }
                if use == nil, let t = next { use = (t.range.start, inputIndex, outCount, name, t) }
            case .skipped:
                continue
            case .tooLarge:
                let u = use ?? (next?.range.start ?? 0, inputIndex, outCount, next?.text ?? "", next ?? Token(kind: .end, text: "", range: SourceRange(0, 0)))
                diagnostics.append(SyntaxDiagnostic(.macroTooLarge(u.origin, limit: Self.expansionLimit),
                                                    SourceRange(u.start, max(u.start, stream.inputEnd))))
                out.removeSubrange(u.outCount...)
                out.append(contentsOf: input[u.inputIndex..<stream.position])
                stream.pushed.removeAll()
            }
        }
        return out
    }

    /// What the next token of `stream` becomes: itself, or a macro's expansion pushed back to
    /// be read again with what follows; nil at the end.
    ///
    /// `afterMember`: the file's name stands after `.` or `->` (`UI.statusBarHeight`). A macro
    /// whose body begins with no name (`#define statusBarHeight ([[UIApplication …]…])`) would
    /// not compile there, so the file that compiles does not see it (the project's headers are
    /// read more widely than the file imports them): the name is the member's.
    func step(_ stream: inout Stream, depth: Int, budget: inout Budget, afterMember: Bool = false) -> Step? {
        guard let p = stream.next() else { return nil }
        let t = p.token
        guard t.kind == .identifier else { return .emit(p) }
        if t.text == "_Pragma", stream.peek()?.token.isPunctuation("(") == true {
            if let (_, _, count) = stream.arguments(of: Self.pragma) { stream.skip(count) }
            return .skipped
        }
        // `@kShareWidth`, `@kScale(30)`: Objective-C boxing a macro, lexed as one word; the `@`
        // stands and the macro after it is read.
        if t.text.hasPrefix("@"), t.text.count > 1, let m = macros[String(t.text.dropFirst())], !p.hidden.contains(m.name) {
            var name = p
            name.token.text = m.name
            name.token.range = SourceRange(t.range.start + 1, t.range.end)
            name.token.afterNewline = false
            name.token.spaceBefore = false
            stream.push([name])
            var at = p
            at.token = Token(kind: .punctuation, text: "@", range: SourceRange(t.range.start, t.range.start + 1))
            at.token.afterNewline = t.afterNewline
            at.token.spaceBefore = t.spaceBefore
            return .emit(at)
        }
        guard !p.hidden.contains(t.text), let m = macros[t.text] else { return .emit(p) }
        if afterMember, m.parameters == nil, m.body.first?.kind != .identifier { return .emit(p) }
        var hidden = p.hidden
        var body: [Pending]
        if m.parameters != nil {
            guard let (arguments, close, count) = stream.arguments(of: m) else { return .emit(p) }
            stream.skip(count)
            hidden.formIntersection(close.hidden)
            guard let substituted = substitute(m, arguments, depth: depth, budget: &budget) else { return .tooLarge }
            body = substituted
        } else {
            body = pasted(m.body.map { Pending(token: $0, hidden: []) })
        }
        hidden.insert(m.name)
        budget.left -= body.count
        if budget.left < 0 { return .tooLarge }
        for k in body.indices {
            body[k].hidden = body[k].hidden.isEmpty ? hidden : body[k].hidden.union(hidden)
            body[k].token.afterNewline = false
        }
        stream.push(body)
        return .expanded(m.name)
    }

    /// `_Pragma`'s one argument, read as a macro's would be.
    static let pragma = Macro(name: "_Pragma", parameters: ["x"], isVariadic: false, body: [], range: SourceRange(0, 0))

    /// Tokens expanded alone, as an argument is before it is put in; nil past the limits.
    func expandedAlone(_ tokens: [Pending], depth: Int, budget: inout Budget) -> [Pending]? {
        guard depth < Self.expansionDepthLimit else { return nil }
        var stream = Stream(tokens)
        var out: [Pending] = []
        while let step = step(&stream, depth: depth, budget: &budget) {
            switch step {
            case .emit(let p): out.append(p)
            case .expanded, .skipped: continue
            case .tooLarge: return nil
            }
        }
        return out
    }

    /// A function-like macro's body with its arguments put in: beside `#` the argument as written
    /// (a string), beside `##` as written (pasted), elsewhere expanded; nil past the limits.
    func substitute(_ m: Macro, _ arguments: [[Pending]], depth: Int, budget: inout Budget) -> [Pending]? {
        let parameters = m.parameters ?? []
        var written: [String: [Pending]] = [:]
        for (n, name) in parameters.enumerated() where n < arguments.count { written[name] = arguments[n] }
        if m.isVariadic {
            var joined: [Pending] = []
            for (n, a) in arguments.dropFirst(parameters.count).enumerated() {
                if n > 0, var comma = a.first { comma.token.kind = .punctuation; comma.token.text = ","; joined.append(comma) }
                joined += a
            }
            written["__VA_ARGS__"] = joined
        }
        var expanded: [String: [Pending]] = [:]
        let mBody = Self.pasteOperatorsApart(m.body)
        func isPaste(_ k: Int) -> Bool { k >= 0 && k + 1 < mBody.count && mBody[k].isPunctuation("#") && mBody[k + 1].isPunctuation("#") }
        var body: [Pending] = []
        var b = 0
        while b < mBody.count {
            let x = mBody[b]
            if isPaste(b) {
                // GNU's `, ##__VA_ARGS__`: with no variable arguments the comma goes, else the
                // arguments follow it (nothing is pasted).
                if m.isVariadic, b + 2 < mBody.count, mBody[b + 2].text == "__VA_ARGS__", body.last?.token.isPunctuation(",") == true {
                    if written["__VA_ARGS__"]?.isEmpty ?? true { body.removeLast() }
                    b += 2
                    continue
                }
                body += [Pending(token: mBody[b], hidden: []), Pending(token: mBody[b + 1], hidden: [])]
                b += 2
                continue
            }
            // `#a` (lexed as one word) or `# a`: the argument as a string.
            let stringified: [Pending]? = x.kind == .identifier && x.text.hasPrefix("#") ? written[String(x.text.dropFirst())]
                : x.isPunctuation("#") && b + 1 < mBody.count ? written[mBody[b + 1].text] : nil
            if let argument = stringified {
                var s = x
                s.kind = .string
                s.text = argument.map(\.token.text).joined(separator: " ")
                body.append(Pending(token: s, hidden: []))
                b += x.kind == .identifier ? 1 : 2
                continue
            }
            if x.kind == .identifier, let argument = written[x.text] {
                if isPaste(b - 2) || isPaste(b + 1) {
                    body += argument
                } else if let done = expanded[x.text] {
                    body += done
                } else {
                    guard let done = expandedAlone(argument, depth: depth + 1, budget: &budget) else { return nil }
                    expanded[x.text] = done
                    body += done
                }
            } else {
                body.append(Pending(token: x, hidden: []))
            }
            b += 1
        }
        return pasted(body)
    }

    /// A body with its paste operators as two `#` tokens, however they were lexed: `##b` lexes as
    /// `#` and the word `#b` (a stringified parameter), which would stringify `b`.
    static func pasteOperatorsApart(_ body: [Token]) -> [Token] {
        guard body.contains(where: { $0.isPunctuation("#") }) else { return body }
        var out: [Token] = []
        for (k, x) in body.enumerated() {
            if x.kind == .identifier, x.text.hasPrefix("#"), x.text.count > 1, k > 0, body[k - 1].isPunctuation("#"),
               !(k > 1 && body[k - 2].isPunctuation("#")) {
                var hash = x
                hash.kind = .punctuation
                hash.text = "#"
                var word = x
                word.text = String(x.text.dropFirst())
                out += [hash, word]
                continue
            }
            out.append(x)
        }
        return out
    }

    /// `a ## b` as one token.
    func pasted(_ tokens: [Pending]) -> [Pending] {
        guard tokens.contains(where: { $0.token.isPunctuation("#") }) else { return tokens }
        var out: [Pending] = []
        var k = 0
        while k < tokens.count {
            if tokens[k].token.isPunctuation("#"), k + 1 < tokens.count, tokens[k + 1].token.isPunctuation("#"), var left = out.popLast() {
                if k + 2 < tokens.count {
                    let right = tokens[k + 2].token
                    left.token.text += right.text
                    if left.token.kind == .number, let v = Double(left.token.text) { left.token.number = v }
                    else if left.token.kind == .number || left.token.kind == .punctuation && right.kind == .identifier { left.token.kind = .identifier }
                    k += 3
                } else { k += 2 }
                out.append(left)
                continue
            }
            out.append(tokens[k])
            k += 1
        }
        return out
    }
}
