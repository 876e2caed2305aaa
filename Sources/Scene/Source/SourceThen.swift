/// Then's set-up closures (github.com/devxoul/Then, in many Swift apps), and its `do`:
/// `let titleLabel = UILabel().then { $0.text = "Hi"; $0.font = .systemFont(ofSize: 15) }`
/// makes the view and sets it up in one statement. Read as the two statements it stands for: the
/// declaration, then the closure's body with its view (`$0`, or the name the closure gives it)
/// called by the declared name — so its text, font, colours, stack settings and even its
/// constraints (`$0.snp.makeConstraints { … }`) are the view's, where they were a view named `$0`.
enum SourceThen {
    static func unwrap(_ tokens: [ChainToken], language: SourceLanguage) -> [ChainToken] {
        guard language == .swift, tokens.contains(where: { $0.kind == .identifier("then") || $0.kind == .identifier("do") }) else { return tokens }
        var out: [ChainToken] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            // `thumbnail.do { contentView.addSubview($0); $0.snp.makeConstraints { … } }`: Then's
            // `do`, on a view already declared — the body about that view, where it stands.
            if tokens[i].isPunctuation("."), i + 2 < tokens.count, tokens[i + 1].kind == .identifier("do"), tokens[i + 2].isPunctuation("{"),
               let receiver = statementReceiver(out), let close = ChainToken.matching(tokens, i + 2, "{", "}") {
                let receiverTokens = Array(out[receiver...])
                out.removeSubrange(receiver...)
                var body = closureBody(Array(tokens[(i + 3)..<close]), replacingWith: receiverTokens)
                if !body.isEmpty {
                    body[0] = ChainToken(kind: body[0].kind, offset: body[0].offset, length: body[0].length, afterNewline: true)
                    out += body
                }
                i = close + 1
                continue
            }
            guard tokens[i].isPunctuation("."), i + 2 < tokens.count, tokens[i + 1].kind == .identifier("then"), tokens[i + 2].isPunctuation("{"),
                  let name = declaredName(out), let close = ChainToken.matching(tokens, i + 2, "{", "}") else {
                out.append(tokens[i])
                i += 1
                continue
            }
            var body = closureBody(Array(tokens[(i + 3)..<close]),
                                   replacingWith: [ChainToken(kind: .identifier(name), offset: tokens[i].offset, length: 0, afterNewline: false)])
            // The body's statements follow the declaration, each on its line.
            if let first = body.first {
                body[0] = ChainToken(kind: first.kind, offset: first.offset, length: first.length, afterNewline: true)
                out.append(ChainToken(kind: .punctuation(";"), offset: tokens[i].offset, length: 0, afterNewline: false))
                out += body
            }
            i = close + 1
        }
        return out
    }

    /// A closure's body with its parameter (`$0`, or the name `{ label in` gives it) replaced by
    /// `view` — only the closure's own: a closure inside it has its own `$0` (a maker); the
    /// blocks of an `if` or a `for` are still the closure's.
    private static func closureBody(_ tokens: [ChainToken], replacingWith view: [ChainToken]) -> [ChainToken] {
        var body = tokens
        var parameter = "$0"
        if let inIndex = body.prefix(5).firstIndex(where: { $0.kind == .identifier("in") }),
           let p = body[..<inIndex].compactMap({ t -> String? in if case .identifier(let s) = t.kind { return s } else { return nil } }).first {
            parameter = p
            body.removeSubrange(0...inIndex)
        }
        var out: [ChainToken] = []
        var blocks: [Bool] = []  // true: a closure
        for k in body.indices {
            if body[k].isPunctuation("{") { blocks.append(!isControlBlock(body, k)) } else if body[k].isPunctuation("}") { _ = blocks.popLast() }
            if !blocks.contains(true), body[k].kind == .identifier(parameter) {
                // The view's name, standing where the parameter stood.
                out += view.enumerated().map { j, t in
                    ChainToken(kind: t.kind, offset: body[k].offset, length: j == 0 ? body[k].length : 0, afterNewline: j == 0 ? body[k].afterNewline : false)
                }
            } else {
                out.append(body[k])
            }
        }
        return out
    }

    /// Where the receiver `out` ends with starts (`thumbnail`, `self.thumbnail`), when it is a
    /// name that begins a statement.
    private static func statementReceiver(_ out: [ChainToken]) -> Int? {
        var k = out.count - 1
        guard k >= 0, case .identifier = out[k].kind else { return nil }
        while k >= 2, out[k - 1].isPunctuation("."), case .identifier = out[k - 2].kind, !out[k].afterNewline { k -= 2 }
        guard k == 0 || out[k].afterNewline || out[k - 1].isPunctuation(";") || out[k - 1].isPunctuation("{") else { return nil }
        return k
    }

    /// Whether the `{` at `k` opens an `if`/`else`/`for`/`while`/`switch`/… block rather than a
    /// closure: its line starts with such a word (or `}` of `} else {`).
    private static func isControlBlock(_ body: [ChainToken], _ k: Int) -> Bool {
        var start = k
        while start > 0, !body[start].afterNewline, !body[start - 1].isPunctuation(";") { start -= 1 }
        if body[start].isPunctuation("}") { return true }
        guard case .identifier(let word) = body[start].kind else { return false }
        return ["if", "else", "for", "while", "guard", "switch", "do", "repeat", "defer", "catch"].contains(word)
    }

    /// The name `let NAME = …` / `lazy var NAME: T = …` declares in the statement `out` ends with.
    private static func declaredName(_ out: [ChainToken]) -> String? {
        var depth = 0
        var k = out.count - 1
        while k >= 1 {
            let t = out[k]
            if t.isPunctuation(")") || t.isPunctuation("]") { depth += 1 }
            if t.isPunctuation("(") || t.isPunctuation("[") { depth -= 1 }
            if depth == 0, t.isPunctuation("{") || t.isPunctuation("}") || t.isPunctuation(";") { return nil }
            if depth == 0, t.isPunctuation("="), !out[k - 1].isPunctuation("=") {
                // NAME = … or NAME: Type = …
                var n = k - 1
                if case .identifier = out[n].kind, n >= 2, out[n - 1].isPunctuation(":") { n -= 2 }
                guard case .identifier(let name) = out[n].kind, n >= 1,
                      case .identifier(let keyword) = out[n - 1].kind, keyword == "let" || keyword == "var" else { return nil }
                return name
            }
            k -= 1
        }
        return nil
    }
}
