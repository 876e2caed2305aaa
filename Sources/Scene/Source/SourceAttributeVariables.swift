/// Variables that hold a view's attribute while views are stacked one under another — Masonry's
/// `MASViewAttribute *lastAttribute = self.mas_top;` … `make.top.equalTo(lastAttribute).offset(8);`
/// … `lastAttribute = self.titleLabel.mas_bottom;`, SnapKit's `var last = view.snp.top` … —
/// read in the order the code runs: each use is the attribute the variable holds there. Runs
/// after loops are unrolled, so a loop's passes move the variable on as they run.
enum SourceAttributeVariables {
    static func resolve(_ tokens: [ChainToken], language: SourceLanguage) -> [ChainToken] {
        let marker = language == .objectiveC ? "MASViewAttribute" : "snp"
        guard tokens.contains(where: { $0.kind == .identifier(marker) }) else { return tokens }
        var values: [String: [ChainToken]] = [:]
        var out: [ChainToken] = []
        out.reserveCapacity(tokens.count)
        var i = 0
        while i < tokens.count {
            let startsStatement = i == 0 || tokens[i].afterNewline || tokens[i - 1].isPunctuation(";")
                || tokens[i - 1].isPunctuation("{") || tokens[i - 1].isPunctuation("}")
            if startsStatement, let (name, value, end) = declaration(tokens, at: i, language: language)
                ?? assignment(tokens, at: i, known: values, language: language) {
                // Resolved now, with the values the variables hold here (`last = last`-like chains).
                values[name] = substitute(value, values)
                i = end
                continue
            }
            // A use (not a member of something else, not the left side of an assignment the
            // walk could not follow, such as `last = nil`).
            if case .identifier(let name) = tokens[i].kind, let value = values[name],
               !(i > 0 && (tokens[i - 1].isPunctuation(".") || tokens[i - 1].isPunctuation(">"))),
               !(i + 2 < tokens.count && tokens[i + 1].isPunctuation("=") && !tokens[i + 2].isPunctuation("=")) {
                out += value.enumerated().map { j, t in
                    ChainToken(kind: t.kind, offset: tokens[i].offset, length: j == 0 ? tokens[i].length : 0,
                               afterNewline: j == 0 ? tokens[i].afterNewline : false)
                }
                i += 1
                continue
            }
            out.append(tokens[i])
            i += 1
        }
        return out
    }

    /// `MASViewAttribute *name = value;` / `var name = v.snp.top` (also `: ConstraintItem`): the
    /// name, the value's tokens and the index after the statement.
    private static func declaration(_ t: [ChainToken], at i: Int, language: SourceLanguage) -> (String, [ChainToken], Int)? {
        if language == .objectiveC {
            guard t[i].kind == .identifier("MASViewAttribute"), i + 3 < t.count, t[i + 1].isPunctuation("*"),
                  case .identifier(let name) = t[i + 2].kind, t[i + 3].isPunctuation("=") else { return nil }
            guard let (value, end) = value(t, from: i + 4, language: language) else { return nil }
            return (name, value, end)
        }
        guard t[i].kind == .identifier("var") || t[i].kind == .identifier("let"), i + 2 < t.count,
              case .identifier(let name) = t[i + 1].kind else { return nil }
        var k = i + 2
        if t[k].isPunctuation(":"), k + 1 < t.count, t[k + 1].kind == .identifier("ConstraintItem") { k += 2 }
        guard k < t.count, t[k].isPunctuation("="), let (value, end) = value(t, from: k + 1, language: language),
              isSnapKitAttribute(value) else { return nil }
        return (name, value, end)
    }

    /// `name = value;` for a variable already holding an attribute.
    private static func assignment(_ t: [ChainToken], at i: Int, known: [String: [ChainToken]],
                                   language: SourceLanguage) -> (String, [ChainToken], Int)? {
        guard case .identifier(let name) = t[i].kind, known[name] != nil, i + 2 < t.count, t[i + 1].isPunctuation("="),
              !t[i + 2].isPunctuation("=") else { return nil }
        guard let (value, end) = value(t, from: i + 2, language: language) else { return nil }
        return (name, value, end)
    }

    /// A dotted name (`self.titleLabel.mas_bottom`, `label.snp.bottom`) from `k` to the end of
    /// its statement (`;` in Objective-C, the line in Swift), and the index after it; nil for
    /// anything else (a run-time expression is left as written).
    private static func value(_ t: [ChainToken], from k: Int, language: SourceLanguage) -> ([ChainToken], Int)? {
        var end = k
        while end < t.count, !t[end].isPunctuation(";"), end == k || !t[end].afterNewline { end += 1 }
        let value = Array(t[k..<end])
        guard !value.isEmpty, value.enumerated().allSatisfy({ j, x in
            if case .identifier = x.kind { return j % 2 == 0 }
            return j % 2 == 1 && x.isPunctuation(".")
        }), value.count % 2 == 1, value.count > 1 || value[0].kind != .identifier("nil") else { return nil }
        if end < t.count, t[end].isPunctuation(";") { end += 1 }
        return (value, end)
    }

    private static func isSnapKitAttribute(_ value: [ChainToken]) -> Bool {
        value.count >= 3 && value[value.count - 3].kind == .identifier("snp")
    }

    private static func substitute(_ value: [ChainToken], _ values: [String: [ChainToken]]) -> [ChainToken] {
        guard case .identifier(let head) = value.first?.kind, let held = values[head] else { return value }
        return held + value.dropFirst()
    }
}
