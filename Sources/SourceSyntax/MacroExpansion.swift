/// Objective-C's macros expanded where they are used, as C's preprocessor does: a macro is not
/// expanded inside its own expansion, function-like ones only before `(`, `#x` makes a string
/// and `a ## b` one token. The tokens an expansion makes stand at the use (their range) and
/// name the macro (`expandedFrom`), so messages point where the file uses it.
extension Preprocessor {
    /// Tokens one use may expand to; `#define X1 (X0 + X0)` … `X39` is 2^39 tokens.
    public static let expansionLimit = 100_000
    static let expansionDepthLimit = 200

    struct Budget { var left: Int }

    mutating func expandMacros(_ input: [Token]) -> [Token] {
        var tokens = input
        var out: [Token] = []
        out.reserveCapacity(tokens.count)
        var k = 0
        while k < tokens.count {
            // `@kShareWidth`, `@kScale(30)`: Objective-C boxing a macro, lexed as one word; the
            // `@` stands and the macro after it is expanded.
            if tokens[k].kind == .identifier, tokens[k].text.hasPrefix("@"), macros[String(tokens[k].text.dropFirst())] != nil {
                let word = tokens[k]
                out.append(Token(kind: .punctuation, text: "@", range: SourceRange(word.range.start, word.range.start + 1)))
                var name = word
                name.text = String(word.text.dropFirst())
                name.range = SourceRange(word.range.start + 1, word.range.end)
                name.afterNewline = false
                tokens[k] = name
            }
            let t = tokens[k]
            guard t.kind == .identifier, let m = macros[t.text], let (body, next) = invocation(of: m, in: tokens, at: k) else {
                out.append(t); k += 1; continue
            }
            let use = SourceRange(t.range.start, tokens[next - 1].range.end)
            if usedMacroNames.insert(m.name).inserted { usedMacroOrder.append(m.name) }
            var budget = Budget(left: Self.expansionLimit)
            var expansion: [Token] = []
            if expand(body, hidden: [m.name], depth: 1, into: &expansion, origin: m.name, use: use, budget: &budget) {
                if var first = expansion.first {
                    first.afterNewline = t.afterNewline; first.spaceBefore = t.spaceBefore; expansion[0] = first
                }
                out.append(contentsOf: expansion)
            } else {
                diagnostics.append(SyntaxDiagnostic(.macroTooLarge(m.name, limit: Self.expansionLimit), use))
                out.append(contentsOf: tokens[k..<next])
            }
            k = next
        }
        return out
    }

    /// Expands `input` (a macro's substituted body) into `out`; false when it passes the limit.
    func expand(_ input: [Token], hidden: Set<String>, depth: Int, into out: inout [Token], origin: String,
                use: SourceRange, budget: inout Budget) -> Bool {
        guard depth < Self.expansionDepthLimit else { return false }
        var k = 0
        while k < input.count {
            let t = input[k]
            if t.kind == .identifier, !hidden.contains(t.text), let m = macros[t.text], let (body, next) = invocation(of: m, in: input, at: k) {
                var inner = hidden
                inner.insert(m.name)
                guard expand(body, hidden: inner, depth: depth + 1, into: &out, origin: origin, use: use, budget: &budget) else { return false }
                k = next
                continue
            }
            budget.left -= 1
            if budget.left < 0 { return false }
            var x = t
            x.range = use
            x.expandedFrom = origin
            x.afterNewline = false
            out.append(x)
            k += 1
        }
        return true
    }

    /// A use of `m` at `k`: its body with the arguments put in, and where the use ends; nil for a
    /// function-like macro's name without `(` after it (then it is only a name).
    func invocation(of m: Macro, in tokens: [Token], at k: Int) -> (body: [Token], next: Int)? {
        guard let parameters = m.parameters else { return (pasted(m.body), k + 1) }
        guard k + 1 < tokens.count, tokens[k + 1].isPunctuation("(") else { return nil }
        var arguments: [[Token]] = [[]]
        var depth = 0
        var j = k + 2
        while j < tokens.count {
            let x = tokens[j]
            if x.kind == .punctuation {
                if x.text == "(" || x.text == "[" || x.text == "{" || x.text == "@(" || x.text == "@[" || x.text == "@{" { depth += 1 }
                if x.text == ")" || x.text == "]" || x.text == "}" {
                    if depth == 0 && x.text == ")" { break }
                    depth -= 1
                }
                if x.text == ",", depth == 0, !(m.isVariadic && arguments.count > parameters.count) { arguments.append([]); j += 1; continue }
            }
            arguments[arguments.count - 1].append(x)
            j += 1
        }
        guard j < tokens.count else { return nil }
        var byName: [String: [Token]] = [:]
        for (n, p) in parameters.enumerated() where n < arguments.count { byName[p] = arguments[n] }
        if m.isVariadic {
            let rest = arguments.dropFirst(parameters.count)
            var joined: [Token] = []
            for (n, a) in rest.enumerated() {
                if n > 0, let comma = a.first { var c = comma; c.kind = .punctuation; c.text = ","; joined.append(c) }
                joined += a
            }
            byName["__VA_ARGS__"] = joined
        }
        var body: [Token] = []
        var b = 0
        let mBody = Self.pasteOperatorsApart(m.body)
        while b < mBody.count {
            let x = mBody[b]
            if x.isPunctuation("#"), b + 1 < mBody.count, mBody[b + 1].isPunctuation("#") {
                // GNU's `, ##__VA_ARGS__`: with no variable arguments the comma goes, else the
                // arguments follow it (nothing is pasted).
                if m.isVariadic, b + 2 < mBody.count, mBody[b + 2].text == "__VA_ARGS__", body.last?.isPunctuation(",") == true {
                    if byName["__VA_ARGS__"]?.isEmpty ?? true { body.removeLast() }
                    b += 2
                    continue
                }
                body += mBody[b...(b + 1)]
                b += 2
                continue
            }
            // `#a` (lexed as one word) or `# a`: the argument as a string.
            let stringified: [Token]? = x.kind == .identifier && x.text.hasPrefix("#") ? byName[String(x.text.dropFirst())]
                : x.isPunctuation("#") && b + 1 < mBody.count ? byName[mBody[b + 1].text] : nil
            if let argument = stringified {
                var s = x
                s.kind = .string
                s.text = argument.map(\.text).joined(separator: " ")
                body.append(s)
                b += x.kind == .identifier ? 1 : 2
                continue
            }
            if x.kind == .identifier, let argument = byName[x.text] { body += argument } else { body.append(x) }
            b += 1
        }
        return (pasted(body), j + 1)
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
    func pasted(_ tokens: [Token]) -> [Token] {
        guard tokens.contains(where: { $0.isPunctuation("#") }) else { return tokens }
        var out: [Token] = []
        var k = 0
        while k < tokens.count {
            if tokens[k].isPunctuation("#"), k + 1 < tokens.count, tokens[k + 1].isPunctuation("#"), var left = out.popLast() {
                if k + 2 < tokens.count {
                    let right = tokens[k + 2]
                    left.text += right.text
                    if left.kind == .number, let v = Double(left.text) { left.number = v } else if left.kind == .number { left.kind = .identifier }
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
