/// Chain text as it appears in a scene: one chain, several statements, or a whole pasted
/// `mas_makeConstraints` / `snp.makeConstraints` call or block body.
public enum ChainText {
    /// What an element of an array of views is called (`tiles[0]`), for a whole number index.
    static func elementName(_ array: String, _ index: Double) -> String? {
        guard index >= 0, index == index.rounded(), index < 1e6 else { return nil }
        return "\(array)[\(Int(index))]"
    }

    public enum Operation: String, Sendable { case make, update, remake }

    /// One pasted call (`[redView mas_makeConstraints:^(MASConstraintMaker *make) { … }];`,
    /// `redView.snp.updateConstraints { make in … }`) or the chains standing on their own.
    public struct Block: Sendable {
        /// The receiver as written with `self.`, `weakSelf.`, `_`, `?` and `!` taken off
        /// (`redView`); nil for chains standing on their own, which are the owning view's.
        public var receiver: String?
        /// Where the receiver stands in the text (scalar offset and length).
        public var receiverOffset: Int
        public var receiverLength: Int
        /// nil for chains standing on their own.
        public var operation: Operation?
        public var chains: [ChainSpec]
    }

    public struct Parsed: Sendable {
        /// In the order they stand in the text, which is the order they are installed.
        public var blocks: [Block]
        /// Every chain of every block.
        public var chains: [ChainSpec] { blocks.flatMap(\.chains) }
        /// The operation when the text is exactly one pasted call.
        public var operation: Operation? { blocks.count == 1 ? blocks[0].operation : nil }
        /// Words only one dialect's code has, in text order (see `dialectMarks`).
        public var dialectMarks: [DialectMark] = []
    }

    /// A word that says which library the code was written for: Masonry's Objective-C
    /// (`mas_equalTo`, `@10`, `UIEdgeInsetsMake`) or SnapKit's Swift (`snp`, `$0`,
    /// `equalToSuperview`). The two differ in what an inset does to a size or a centre.
    public struct DialectMark: Sendable, Equatable {
        public let dialect: Dialect
        public let offset: Int
        public let length: Int
        public let word: String
    }

    static func dialectMarks(_ tokens: [ChainToken]) -> [DialectMark] {
        let masonryWords: Set<String> = ["MASConstraintMaker", "MASConstraint", "UIEdgeInsetsMake", "CGSizeMake", "CGPointMake", "UIEdgeInsetsZero"]
        let snapKitWords: Set<String> = ["snp", "$0", "equalToSuperview", "lessThanOrEqualToSuperview", "greaterThanOrEqualToSuperview",
                                         "ConstraintMaker", "ConstraintInsets", "ConstraintDirectionalInsets", "directionalEdges",
                                         "horizontalEdges", "verticalEdges", "directionalHorizontalEdges", "directionalVerticalEdges", "directionalMargins"]
        var marks: [DialectMark] = []
        for (i, t) in tokens.enumerated() {
            switch t.kind {
            case .identifier(let w) where w.hasPrefix("mas_") || masonryWords.contains(w):
                marks.append(DialectMark(dialect: .masonry, offset: t.offset, length: t.length, word: w))
            case .identifier(let w) where w.hasPrefix("snp_") || snapKitWords.contains(w):
                marks.append(DialectMark(dialect: .snapkit, offset: t.offset, length: t.length, word: w))
            case .punctuation("@") where i + 1 < tokens.count && (tokens[i + 1].isNumber || tokens[i + 1].isPunctuation("(")):
                marks.append(DialectMark(dialect: .masonry, offset: t.offset, length: t.length + tokens[i + 1].length, word: "@" + tokens[i + 1].text))
            default: break
            }
        }
        return marks
    }

    static let wrappers: [String: Operation] = [
        "mas_makeConstraints": .make, "makeConstraints": .make, "snp_makeConstraints": .make,
        "mas_updateConstraints": .update, "updateConstraints": .update, "snp_updateConstraints": .update,
        "mas_remakeConstraints": .remake, "remakeConstraints": .remake, "snp_remakeConstraints": .remake,
    ]

    /// Parses `text`; `resolveView` maps a dotted name to a view id (aliases applied). Every
    /// pasted call becomes a block with its receiver; whatever stands outside the calls is read
    /// as chains of the owning view, so nothing in the text goes unread.
    public static func parse(_ text: String, knownIDs: [String], constants: [String: Double] = [:],
                             resolveView: @escaping (String) -> String?) throws(ChainSyntaxError) -> Parsed {
        let tokens = try ChainLexer(text).tokens()
        // Distribution is a scene group's business; say so rather than misread it as an array.
        if let d = tokens.first(where: { $0.kind == .identifier("mas_distributeViewsAlongAxis") || $0.kind == .identifier("distributeViewsAlongAxis") }) {
            throw ChainSyntaxError(offset: d.offset, length: d.length,
                                   message: "mas_distributeViewsAlongAxis is not read in a \"make\" string; use a group with \"views\" and \"distribute\" (docs/scene-format.md)")
        }
        var reader = ChainReader(resolveView: resolveView, knownIDs: knownIDs)
        reader.constants = constants
        var blocks: [Block] = []
        var loose: [ChainToken] = []
        func flushLoose() throws(ChainSyntaxError) {
            defer { loose = [] }
            guard !loose.isEmpty else { return }
            let end = ChainToken(kind: .end, offset: loose.last!.offset + loose.last!.length, length: 0, afterNewline: false)
            var parser = ChainParser(tokens: try BlockStatements.clean(loose) + [end])
            var chains: [ChainSpec] = []
            for statement in try parser.statements() { chains.append(try reader.read(statement)) }
            if !chains.isEmpty { blocks.append(Block(receiver: nil, receiverOffset: 0, receiverLength: 0, operation: nil, chains: chains)) }
        }
        var i = 0
        while i < tokens.count - 1 {
            guard let call = try callAt(tokens, i) else { loose.append(tokens[i]); i += 1; continue }
            // The receiver's tokens were taken as loose ones on the way here: give them back.
            loose.removeLast(i - call.receiverStart)
            try flushLoose()
            var blockReader = reader
            if let maker = call.maker { blockReader.makerNames.insert(maker) }
            var parser = ChainParser(tokens: try BlockStatements.clean(Array(call.body.dropLast())) + [call.body.last!])
            var chains: [ChainSpec] = []
            for statement in try parser.statements() { chains.append(try blockReader.read(statement)) }
            blocks.append(Block(receiver: call.receiver, receiverOffset: call.receiverOffset, receiverLength: call.receiverLength,
                                operation: call.operation, chains: chains))
            i = call.end
        }
        try flushLoose()
        if blocks.allSatisfy({ $0.chains.isEmpty }) {
            throw ChainSyntaxError(offset: 0, length: max(text.unicodeScalars.count, 1), message: "no chain here; expected e.g. make.left.equalTo(superview).offset(10)")
        }
        return Parsed(blocks: blocks, dialectMarks: dialectMarks(tokens))
    }

    /// A pasted call found at a wrapper's name.
    struct Call {
        var receiver: String?
        var receiverStart: Int
        var receiverOffset: Int
        var receiverLength: Int
        var operation: Operation
        var maker: String?
        /// The statements inside the block, ended by an `.end` token.
        var body: [ChainToken]
        /// The first token after the call (its `]` and `;` included).
        var end: Int
    }

    /// The call whose wrapper name (`mas_makeConstraints`, `snp.makeConstraints`, …) is at
    /// token `i`, with its receiver and block; nil when token `i` is no such name.
    static func callAt(_ tokens: [ChainToken], _ i: Int) throws(ChainSyntaxError) -> Call? {
        guard case .identifier(let callName) = tokens[i].kind, let operation = wrappers[callName] else { return nil }
        // A call: `x.snp.makeConstraints {`, `x.mas_makeConstraints {` or `[x mas_makeConstraints:`;
        // not a method of that name being declared (`func makeConstraints() {`).
        guard i > 0 && tokens[i - 1].isPunctuation(".") || tokens[i + 1].isPunctuation(":") else { return nil }
        // `super.updateConstraints()`, `setNeedsUpdateConstraints()`: UIKit's method, no block.
        if i + 2 < tokens.count, tokens[i + 1].isPunctuation("("), tokens[i + 2].isPunctuation(")") { return nil }
        if i >= 2, tokens[i - 1].isPunctuation("."), tokens[i - 2].kind == .identifier("super") { return nil }
        guard let open = tokens[i...].firstIndex(where: { $0.isPunctuation("{") }) else {
            throw ChainSyntaxError(offset: tokens[i].offset, length: tokens[i].length, message: "expected a block '{ … }' after \(callName)")
        }
        var depth = 0
        var close: Int?
        for k in open..<tokens.count {
            if tokens[k].isPunctuation("{") { depth += 1 }
            if tokens[k].isPunctuation("}") { depth -= 1; if depth == 0 { close = k; break } }
        }
        guard let close else {
            throw ChainSyntaxError(offset: tokens[open].offset, length: 1, message: "missing '}' to close the block of \(callName)")
        }
        // The receiver: `x.snp.makeConstraints`, `x.snp_makeConstraints`, `[x mas_makeConstraints:` —
        // a dotted name walked back from the wrapper, up to the start of its line or a '['.
        var k = i - 1
        if k >= 0, tokens[k].isPunctuation(".") {
            k -= 1
            if k >= 1, tokens[k].kind == .identifier("snp"), tokens[k - 1].isPunctuation(".") { k -= 2 }
        }
        var names: [String] = []
        var receiverStart = k + 1
        while k >= 0 {
            let t = tokens[k]
            // `buttons[0].snp…`: an element of an array of views, by its number.
            if t.isPunctuation("]"), k >= 3, case .number(let n) = tokens[k - 1].kind, tokens[k - 2].isPunctuation("["),
               case .identifier(let array) = tokens[k - 3].kind, let element = elementName(array, n) {
                names.insert(element, at: 0)
                receiverStart = k - 3
                if tokens[k - 3].afterNewline { break }
                k -= 4
                continue
            }
            if case .identifier(let n) = t.kind { names.insert(n, at: 0) }
            else if !(t.isPunctuation(".") || t.isPunctuation("?") || t.isPunctuation("!")) { break }
            receiverStart = k
            if t.afterNewline { break }
            k -= 1
        }
        var end = close + 1
        // Objective-C: the call's brackets; both: its ';'.
        if receiverStart > 0, tokens[receiverStart - 1].isPunctuation("[") {
            receiverStart -= 1
            if end < tokens.count, tokens[end].isPunctuation("]") { end += 1 }
        }
        while end < tokens.count, tokens[end].isPunctuation(")") || tokens[end].isPunctuation(";") { end += 1 }
        var receiver: String?
        // `self.`, `weakSelf.`, `strongSelf.`, `self?.`, `_x`: the view's own name.
        var parts = names
        if let first = parts.first, ["self", "weakSelf", "strongSelf", "wself", "sself"].contains(first), parts.count > 1 { parts.removeFirst() }
        if parts.count == 1, parts[0].hasPrefix("_"), parts[0].count > 1 { parts[0].removeFirst() }
        if !parts.isEmpty { receiver = parts.joined(separator: ".") }
        let first = tokens[min(receiverStart + (tokens[receiverStart].isPunctuation("[") ? 1 : 0), i)]
        let last = tokens[max(i - 1, 0)]
        var start = open + 1
        var maker: String?
        // Swift: `{ make in`, `{ (make) in`, `{ make -> Void in`, `{ (make: ConstraintMaker) in`,
        // `{ [weak self] make in` (the capture list is not the maker).
        if let inIndex = tokens[start..<close].firstIndex(where: { $0.kind == .identifier("in") }),
           !tokens[start..<inIndex].contains(where: { $0.isPunctuation(".") }) {
            var header = start
            if tokens[header].isPunctuation("["), let closing = tokens[header..<inIndex].firstIndex(where: { $0.isPunctuation("]") }) {
                header = closing + 1
            }
            maker = tokens[header..<inIndex].lazy.compactMap { if case .identifier(let n) = $0.kind { return n } else { return nil } }.first
            start = inIndex + 1
        }
        // Objective-C: `^(MASConstraintMaker *make) {`.
        if maker == nil, let caret = tokens[i..<open].firstIndex(where: { $0.isPunctuation("^") }) {
            maker = tokens[caret..<open].reversed().lazy.compactMap { if case .identifier(let n) = $0.kind { return n } else { return nil } }.first
        }
        let bodyEnd = ChainToken(kind: .end, offset: tokens[close].offset, length: 0, afterNewline: false)
        return Call(receiver: receiver, receiverStart: receiverStart, receiverOffset: first.offset,
                    receiverLength: max(last.offset + last.length - first.offset, 0), operation: operation, maker: maker,
                    body: Array(tokens[start..<close]) + [bodyEnd], end: end)
    }
}
