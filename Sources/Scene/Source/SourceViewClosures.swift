/// Swift's view made by a closure: `lazy var avatarView: UIImageView = { let view =
/// UIImageView(); view.snp.makeConstraints { … }; return view }()`. The closure's local is the
/// declared view: its set-up and constraints are `avatarView`'s. Read with the local renamed to
/// the declared name (positions kept, so messages point at the code) — otherwise every such
/// closure's `view` would be one view, and their constraints one false conflict.
enum SourceViewClosures {
    static func resolve(_ tokens: [ChainToken], language: SourceLanguage) -> [ChainToken] {
        guard language == .swift else { return tokens }
        var out = tokens
        var i = 0
        while i < out.count {
            guard out[i].kind == .identifier("var") || out[i].kind == .identifier("let"),
                  i + 1 < out.count, case .identifier(let name) = out[i + 1].kind,
                  let eq = (i + 2..<min(i + 12, out.count)).first(where: { out[$0].isPunctuation("=") }),
                  (i + 2..<eq).allSatisfy({ !out[$0].isPunctuation("{") && !out[$0].isPunctuation(";") }),
                  eq + 1 < out.count, out[eq + 1].isPunctuation("{"),
                  let close = ChainToken.matching(out, eq + 1, "{", "}"),
                  close + 2 < out.count, out[close + 1].isPunctuation("("), out[close + 2].isPunctuation(")"),
                  let local = returnedName(out, from: eq + 2, to: close), local != name else { i += 1; continue }
            for k in (eq + 2)..<close {
                guard out[k].kind == .identifier(local), !(out[k - 1].isPunctuation(".")),
                      !(k + 1 < close && out[k + 1].isPunctuation(":") && out[k - 1].isPunctuation("(")) else { continue }
                out[k] = ChainToken(kind: .identifier(name), offset: out[k].offset, length: out[k].length, afterNewline: out[k].afterNewline)
            }
            i = close + 3
        }
        return out
    }

    /// The name `return NAME` gives back at the closure's own depth, with a declaration of it there.
    static func returnedName(_ t: [ChainToken], from start: Int, to end: Int) -> String? {
        var depth = 0
        var declared: Set<String> = []
        var returned: String?
        for k in start..<end {
            if t[k].isPunctuation("{") || t[k].isPunctuation("(") || t[k].isPunctuation("[") { depth += 1 }
            if t[k].isPunctuation("}") || t[k].isPunctuation(")") || t[k].isPunctuation("]") { depth -= 1 }
            guard depth == 0, k + 1 < end, case .identifier(let n) = t[k + 1].kind else { continue }
            if t[k].kind == .identifier("let") || t[k].kind == .identifier("var") { declared.insert(n) }
            if t[k].kind == .identifier("return") { returned = n }
        }
        return returned.flatMap { declared.contains($0) ? $0 : nil }
    }
}
