/// Masonry copied into an app or SDK under a prefix so that its symbols do not clash with
/// another copy (`[view c229_mas_makeConstraints:^(C229CAR_MASConstraintMaker *make) {
/// make.left.c229_mas_equalTo(self); }]`): the file's tokens with the prefix taken off, so the
/// calls read as Masonry's. Only where the file calls a prefixed `…_mas_makeConstraints:` (or
/// its update/remake), and only names carrying that same prefix.
public enum RenamedMasonry {
    static let constraintMakers: Set<String> = ["mas_makeConstraints", "mas_updateConstraints", "mas_remakeConstraints"]

    public static func normalized(_ tokens: [Token], said: inout SyntaxDiagnostic?) -> [Token] {
        guard let (call, prefix) = tokens.lazy.compactMap({ t in t.kind == .identifier ? prefix(of: t.text).map { (t, $0) } : nil }).first else {
            return tokens
        }
        said = SyntaxDiagnostic(.renamedMasonry(prefix: prefix, example: call.text), call.range)
        return tokens.map { token in
            guard token.kind == .identifier else { return token }
            var token = token
            if token.text.hasPrefix(prefix + "mas_") {
                // `c229_mas_equalTo`, `c229_mas_left`: Masonry's own name.
                token.text = String(token.text.dropFirst(prefix.count))
            } else if let r = token.text.firstRange(of: "_MAS"), r.lowerBound > token.text.startIndex,
                      token.text[..<r.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber }),
                      token.text[r.upperBound...].first?.isUppercase == true {
                // `C229CAR_MASConstraintMaker`, `C229CAR_MASBoxValue`: Masonry's type and helpers.
                token.text = String(token.text[token.text.index(after: r.lowerBound)...])
            }
            return token
        }
    }

    /// Whether a macro is one of Masonry's under a prefix (`c229_mas_equalTo`), which the
    /// preprocessor leaves unexpanded as it leaves Masonry's own.
    static func isRenamedMacro(_ name: String) -> Bool {
        split(name).map { Preprocessor.masonryMacros.contains($0.masonryName) } ?? false
    }

    /// `c229_` of `c229_mas_makeConstraints`: letters and digits, then `_`, before Masonry's name.
    static func prefix(of name: String) -> String? {
        guard let parts = split(name), constraintMakers.contains(parts.masonryName) else { return nil }
        return parts.prefix
    }

    /// A name as a prefix (letters and digits, then `_`) and the Masonry name after it
    /// (`c229_` and `mas_equalTo`); nil for a name without both.
    static func split(_ name: String) -> (prefix: String, masonryName: String)? {
        guard let r = name.firstRange(of: "_mas_"), r.lowerBound > name.startIndex,
              name[..<r.lowerBound].allSatisfy({ $0.isLetter || $0.isNumber }) else { return nil }
        return (String(name[...r.lowerBound]), String(name[name.index(after: r.lowerBound)...]))
    }
}
