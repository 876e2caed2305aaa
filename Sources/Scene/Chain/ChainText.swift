/// Chain text as it appears in a scene: one chain, several statements, or a whole pasted
/// `mas_makeConstraints` / `snp.makeConstraints` call or block body.
public enum ChainText {
    public enum Operation: String, Sendable { case make, update, remake }

    public struct Parsed: Sendable {
        public var chains: [ChainSpec]
        /// Set when the text was a whole `…makeConstraints`/`update…`/`remake…` call.
        public var operation: Operation?
    }

    static let wrappers: [String: Operation] = [
        "mas_makeConstraints": .make, "makeConstraints": .make,
        "mas_updateConstraints": .update, "updateConstraints": .update,
        "mas_remakeConstraints": .remake, "remakeConstraints": .remake,
    ]

    /// Parses `text`; `resolveView` maps a dotted name to a view id (aliases applied).
    public static func parse(_ text: String, knownIDs: [String],
                             resolveView: @escaping (String) -> String?) throws(ChainSyntaxError) -> Parsed {
        var tokens = try ChainLexer(text).tokens()
        var reader = ChainReader(resolveView: resolveView, knownIDs: knownIDs)
        var operation: Operation?
        if let (body, op, maker) = try unwrapBlock(tokens) {
            tokens = body
            operation = op
            if let maker { reader.makerNames.insert(maker) }
        }
        var parser = ChainParser(tokens: tokens)
        var chains: [ChainSpec] = []
        for statement in try parser.statements() { chains.append(try reader.read(statement)) }
        if chains.isEmpty {
            throw ChainSyntaxError(offset: 0, length: max(text.unicodeScalars.count, 1), message: "no chain here; expected e.g. make.left.equalTo(superview).offset(10)")
        }
        return Parsed(chains: chains, operation: operation)
    }

    /// The statements inside `[v mas_makeConstraints:^(MASConstraintMaker *make) { … }]` or
    /// `v.snp.makeConstraints { make in … }`, and the maker's name; nil when the text is not
    /// such a call.
    static func unwrapBlock(_ tokens: [ChainToken]) throws(ChainSyntaxError) -> ([ChainToken], Operation, String?)? {
        guard let callIndex = tokens.firstIndex(where: { if case .identifier(let n) = $0.kind { return wrappers[n] != nil } else { return false } }),
              case .identifier(let callName) = tokens[callIndex].kind,
              let open = tokens[callIndex...].firstIndex(where: { $0.isPunctuation("{") }) else { return nil }
        // Only a call: the wrapper's name must come before any statement's first '.'-chain ends.
        var depth = 0
        var close: Int?
        for i in open..<tokens.count {
            if tokens[i].isPunctuation("{") { depth += 1 }
            if tokens[i].isPunctuation("}") { depth -= 1; if depth == 0 { close = i; break } }
        }
        guard let close else {
            throw ChainSyntaxError(offset: tokens[open].offset, length: 1, message: "missing '}' to close the block of \(callName)")
        }
        var start = open + 1
        var maker: String?
        // Swift: `{ make in`, `{ (make) in`, `{ make -> Void in`, `{ (make: ConstraintMaker) in`.
        if let inIndex = tokens[start..<close].firstIndex(where: { $0.kind == .identifier("in") }),
           !tokens[start..<inIndex].contains(where: { $0.isPunctuation(".") }) {
            maker = tokens[start..<inIndex].lazy.compactMap { if case .identifier(let n) = $0.kind { return n } else { return nil } }.first
            start = inIndex + 1
        }
        // Objective-C: `^(MASConstraintMaker *make) {`.
        if maker == nil, let caret = tokens[callIndex..<open].firstIndex(where: { $0.isPunctuation("^") }) {
            maker = tokens[caret..<open].reversed().lazy.compactMap { if case .identifier(let n) = $0.kind { return n } else { return nil } }.first
        }
        let end = ChainToken(kind: .end, offset: tokens[close].offset, length: 0, afterNewline: false)
        return (Array(tokens[start..<close]) + [end], wrappers[callName]!, maker)
    }
}
