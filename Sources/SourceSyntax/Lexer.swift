/// Splits Swift or Objective-C into tokens in one pass over the bytes. It never fails: a
/// character neither language uses becomes a one-character punctuation token the parser
/// reports, a string or comment left open ends at the end of the file.
public struct Lexer {
    let source: SourceText
    let language: SourceLanguage
    var i: Int
    let end: Int
    /// Inside a directive's body a line break ends nothing (the directive's range was cut).
    let inDirective: Bool

    public init(_ source: SourceText, language: SourceLanguage, range: SourceRange? = nil, inDirective: Bool = false) {
        self.source = source
        self.language = language
        i = range?.start ?? 0
        end = min(range?.end ?? source.bytes.count, source.bytes.count)
        self.inDirective = inDirective
    }

    public static func tokens(_ source: SourceText, language: SourceLanguage) -> [Token] {
        var lexer = Lexer(source, language: language)
        return lexer.all()
    }

    public mutating func all() -> [Token] {
        var out: [Token] = []
        out.reserveCapacity((end - i) / 5)
        while true {
            let t = next()
            out.append(t)
            if t.kind == .end { return out }
        }
    }

    @inline(__always) func byte(_ k: Int) -> UInt8 { k < end ? source.bytes[k] : 0 }

    static func isIdentifierStart(_ b: UInt8) -> Bool {
        let lower = b | 0x20
        return (lower >= 0x61 && lower <= 0x7A) || b == 0x5F || b == 0x24 || b >= 0x80
    }
    static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
    static func isIdentifierPart(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }

    /// Skips white space and comments; says whether a line break or anything at all was skipped.
    mutating func skipTrivia() -> (newline: Bool, space: Bool) {
        var newline = false, space = false
        while i < end {
            let b = source.bytes[i]
            if b == 0x0A || b == 0x0D { newline = true; space = true; i += 1; continue }
            if b == 0x20 || b == 0x09 || b == 0x0B || b == 0x0C { space = true; i += 1; continue }
            if b == 0x5C, inDirective || language == .objectiveC, byte(i + 1) == 0x0A || (byte(i + 1) == 0x0D && byte(i + 2) == 0x0A) {
                // A backslash continuing a line.
                space = true; i += byte(i + 1) == 0x0A ? 2 : 3; continue
            }
            if b == 0x2F, byte(i + 1) == 0x2F {
                while i < end, source.bytes[i] != 0x0A { i += 1 }
                space = true; continue
            }
            if b == 0x2F, byte(i + 1) == 0x2A {
                // Swift's block comments nest; C's do not.
                var depth = 0
                repeat {
                    if byte(i) == 0x2F, byte(i + 1) == 0x2A { depth += 1; i += 2; if language == .objectiveC { depth = 1 } }
                    else if byte(i) == 0x2A, byte(i + 1) == 0x2F { depth -= 1; i += 2 }
                    else { if byte(i) == 0x0A { newline = true }; i += 1 }
                } while depth > 0 && i < end
                space = true; continue
            }
            break
        }
        return (newline, space)
    }

    /// Whether the `#` at `k` starts a line (only white space before it on its line).
    func startsLine(_ k: Int) -> Bool {
        var j = k - 1
        while j >= 0, source.bytes[j] == 0x20 || source.bytes[j] == 0x09 { j -= 1 }
        return j < 0 || source.bytes[j] == 0x0A || source.bytes[j] == 0x0D
    }

    public mutating func next() -> Token {
        let trivia = skipTrivia()
        var t = scan()
        t.afterNewline = trivia.newline
        t.spaceBefore = trivia.space
        return t
    }

    mutating func scan() -> Token {
        guard i < end else { return Token(kind: .end, text: "", range: SourceRange(end, end)) }
        let start = i
        let b = source.bytes[i]
        if Self.isIdentifierStart(b) {
            while i < end, Self.isIdentifierPart(source.bytes[i]) { i += 1 }
            return Token(kind: .identifier, text: text(start, i), range: SourceRange(start, i))
        }
        if Self.isDigit(b) || (b == 0x2E && Self.isDigit(byte(i + 1)) && language == .objectiveC) { return scanNumber() }
        if b == 0x22 { return scanString(from: start, objectiveC: false) }
        if b == 0x27, language == .objectiveC { return scanCharacter() }
        if b == 0x23 { return scanPound() }
        if b == 0x40, language == .objectiveC { return scanAt() }
        if b == 0x60, language == .swift {
            // `class` in backquotes is a name.
            var j = i + 1
            while j < end, Self.isIdentifierPart(source.bytes[j]) { j += 1 }
            if byte(j) == 0x60, j > i + 1 { i = j + 1; return Token(kind: .identifier, text: text(start + 1, j), range: SourceRange(start, i)) }
        }
        return scanPunctuation()
    }

    func text(_ a: Int, _ b: Int) -> String { String(decoding: source.bytes[a..<b], as: UTF8.self) }
}
