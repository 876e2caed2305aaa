/// The recursive-descent parser's cursor, shared by both grammars: the tokens after the
/// preprocessor, where it stands, what it could not read. Every construct is parsed by one
/// function that either returns its node or throws `ParseFailure`; the statement and
/// declaration loops catch it, make the construct an `unparsed` node with its range and a
/// warning, skip to where the next one starts and go on.
public struct ParseFailure: Error, Sendable {
    let expected: String
    let at: Int
}

struct Parser {
    let source: SourceText
    let language: SourceLanguage
    let tokens: [Token]
    var i = 0
    var diagnostics: [SyntaxDiagnostic] = []
    /// How deep expressions, statements and declarations nest; past `maxDepth` a construct is
    /// left out, so no input runs the stack out.
    var depth = 0
    static let maxDepth = 160
    /// C declarations written between an Objective-C class's `@implementation` (or
    /// `@interface`) and its `@end`, outside any method: globals of the file in C, whatever
    /// braces surround them (`CGFloat const kCellHeightScale = 0.30;`, an `extern` one, a
    /// C function), so they are given to the file's declarations, not the class's members.
    var fileLevelInsideClasses: [Decl] = []

    init(source: SourceText, language: SourceLanguage, tokens: [Token]) {
        self.source = source
        self.language = language
        self.tokens = tokens.isEmpty || tokens.last?.kind != .end
            ? tokens + [Token(kind: .end, text: "", range: SourceRange(source.bytes.count, source.bytes.count))] : tokens
    }

    // MARK: the cursor

    var t: Token { tokens[i] }
    func peek(_ n: Int = 1) -> Token { tokens[min(i + n, tokens.count - 1)] }
    var atEnd: Bool { tokens[i].kind == .end }
    func at(_ p: String) -> Bool { tokens[i].kind == .punctuation && tokens[i].text == p }
    func atWord(_ w: String) -> Bool { tokens[i].kind == .identifier && tokens[i].text == w }
    func peekIs(_ n: Int, _ p: String) -> Bool { let x = peek(n); return x.kind == .punctuation && x.text == p }
    func peekWord(_ n: Int, _ w: String) -> Bool { let x = peek(n); return x.kind == .identifier && x.text == w }

    @discardableResult mutating func advance() -> Token {
        let x = tokens[i]
        if i < tokens.count - 1 { i += 1 }
        return x
    }
    mutating func eat(_ p: String) -> Bool { if at(p) { advance(); return true }; return false }
    mutating func eatWord(_ w: String) -> Bool { if atWord(w) { advance(); return true }; return false }
    mutating func expect(_ p: String) throws(ParseFailure) {
        if eat(p) { return }
        // Braces still open at the end of the file close there, said once.
        if p == "}", atEnd {
            if !diagnostics.contains(where: { $0.kind == .endsInsideBraces }), let last = tokens.last {
                diagnostics.append(SyntaxDiagnostic(.endsInsideBraces, last.range))
            }
            return
        }
        throw ParseFailure(expected: "'\(p)'", at: i)
    }
    mutating func expectWord(_ w: String) throws(ParseFailure) { if !eatWord(w) { throw ParseFailure(expected: "'\(w)'", at: i) } }
    mutating func identifier(_ what: String = "a name") throws(ParseFailure) -> String {
        guard t.kind == .identifier else { throw ParseFailure(expected: what, at: i) }
        return advance().text
    }

    /// The range from token `start` to the last token taken.
    func range(from start: Int) -> SourceRange {
        let end = max(start, i - 1)
        return SourceRange(tokens[start].range.start, max(tokens[start].range.start, tokens[end].range.end))
    }

    mutating func nest() throws(ParseFailure) {
        depth += 1
        if depth > Self.maxDepth { throw ParseFailure(expected: "brackets nested less deep", at: i) }
    }
    mutating func unnest() { depth -= 1 }

    func described(_ k: Int) -> String {
        let x = tokens[min(k, tokens.count - 1)]
        switch x.kind {
        case .end: return "the end of the file"
        case .string: return "a string"
        case .number: return "'\(x.text)'"
        default: return "'\(x.text)'"
        }
    }

    mutating func report(_ failure: ParseFailure, what: String, range: SourceRange) {
        if failure.expected == "brackets nested less deep" {
            diagnostics.append(SyntaxDiagnostic(.nestedTooDeep(limit: Self.maxDepth), range))
        } else {
            diagnostics.append(SyntaxDiagnostic(.unreadable(what: what, expected: failure.expected, found: described(failure.at)), range))
        }
    }

    // MARK: recovery

    /// Skips from `start` past the construct that failed: to the `;` or line break (Swift) that
    /// ends it outside brackets, or before the `}` that closes the body it stands in. Always
    /// moves on at least one token.
    mutating func skipStatement(from start: Int, failedAt: Int) {
        i = start
        var open: [String] = []
        var depthHere: Int { open.count }
        var moved = false
        while !atEnd {
            let x = t
            // Swift: the next line outside brackets starts the next statement.
            if language == .swift, moved, depthHere == 0, x.afterNewline, i > failedAt { return }
            if x.kind == .punctuation {
                switch x.text {
                case "(", "[", "{", "@(", "@[", "@{": open.append(String(x.text.last!))
                case ")", "]", "}":
                    if depthHere == 0 { if !moved { advance() }; return }
                    let opener = open.removeLast()
                    if x.text == "}", opener != "{" {
                        // A `}` closing a body while a `(` or `[` of the statement is open: the
                        // statement ends here, the body's `}` stays.
                        return
                    }
                    if depthHere == 0, x.text == "}", language == .objectiveC, i >= failedAt {
                        // A block statement's body (`if (x) { … }`) ends it.
                        advance()
                        if !atWord("else") { return }
                        continue
                    }
                case ";":
                    if depthHere == 0 { advance(); return }
                default: break
                }
            }
            advance()
            moved = true
        }
    }

    /// A construct's failure made an `unparsed` statement, the cursor past it.
    mutating func unparsedStatement(from start: Int, _ failure: ParseFailure, what: String = "a statement") -> Stmt {
        skipStatement(from: start, failedAt: failure.at)
        let r = range(from: start)
        report(failure, what: what, range: r)
        return Stmt(.unparsed(failure.expected), r)
    }
}

/// Parses a whole file: preprocessor, then the language's grammar.
public enum SourceParser {
    /// `part`: which file of the text (SourceText.parts) is parsed; the file itself by default.
    public static func parse(_ source: SourceText, part: Int = 0, language: SourceLanguage, values: [String: Double] = [:],
                             macros: [String: Macro] = [:]) -> SourceFileSyntax {
        var lexer = Lexer(source, language: language, range: source.parts[part].range)
        let raw = lexer.all()
        var preprocessor = Preprocessor(source: source, language: language, values: values, macros: macros)
        let pre = preprocessor.run(raw)
        var renamed: SyntaxDiagnostic?
        let tokens = language == .objectiveC ? RenamedMasonry.normalized(pre.tokens, said: &renamed) : pre.tokens
        var parser = Parser(source: source, language: language, tokens: tokens)
        var declarations: [Decl] = []
        var statements: [Stmt] = []
        switch language {
        case .swift: parser.swiftFile(declarations: &declarations, statements: &statements)
        case .objectiveC: parser.objcFile(declarations: &declarations, statements: &statements)
        }
        var file = SourceFileSyntax(source: source, language: language, declarations: declarations, statements: statements,
                                includes: pre.includes, macros: pre.macroOrder.compactMap { pre.macros[$0] },
                                diagnostics: pre.diagnostics + (renamed.map { [$0] } ?? []) + parser.diagnostics)
        file.usedMacros = pre.usedMacros
        file.macroTable = pre.macros
        return file
    }

    /// The macros a header defines (for the files that import it).
    public static func macros(of source: SourceText, part: Int = 0, values: [String: Double] = [:], after earlier: [String: Macro] = [:]) -> [String: Macro] {
        var preprocessor = Preprocessor(source: source, language: .objectiveC, values: values, macros: earlier)
        var lexer = Lexer(source, language: .objectiveC, range: source.parts[part].range)
        return preprocessor.run(lexer.all()).macros
    }
}
