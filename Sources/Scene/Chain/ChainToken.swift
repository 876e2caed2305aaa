/// A token of a chain expression; `offset` and `length` count Unicode scalars in the chain text.
struct ChainToken: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case identifier(String)
        case number(Double)
        case string(String)
        case punctuation(String)
        case end
    }
    let kind: Kind
    let offset: Int
    let length: Int
    /// A line break stands between this token and the one before it (set by BlockStatements
    /// where it takes a statement's left side away).
    var afterNewline: Bool

    var isNumber: Bool { if case .number = kind { return true } else { return false } }

    /// The index of the `c` closing the `o` at `open` (`(`…`)`, `{`…`}`), nil when none does.
    static func matching(_ t: [ChainToken], _ open: Int, _ o: String, _ c: String) -> Int? {
        var depth = 0
        for k in open..<t.count {
            if t[k].isPunctuation(o) { depth += 1 }
            if t[k].isPunctuation(c) { depth -= 1; if depth == 0 { return k } }
        }
        return nil
    }

    /// A condition as written for a message, without one pair of parentheses around it
    /// (`(self.compact)` → `self.compact`).
    static func writtenCondition<C: Collection>(_ tokens: C) -> String where C.Element == ChainToken {
        var t = Array(tokens)
        if t.first?.isPunctuation("(") == true, matching(t, 0, "(", ")") == t.count - 1 { t = Array(t.dropFirst().dropLast()) }
        return written(t)
    }

    /// Where the statement or expression starting at `k` ends: a `;` or a line break outside
    /// brackets, or a closing bracket it did not open.
    static func statementEnd(_ t: [ChainToken], from k: Int) -> Int {
        var end = k, depth = 0
        while end < t.count {
            let x = t[end]
            if end > k, depth == 0, x.afterNewline { break }
            if x.isPunctuation(";") && depth == 0 { break }
            if x.isPunctuation("(") || x.isPunctuation("[") || x.isPunctuation("{") { depth += 1 }
            if x.isPunctuation(")") || x.isPunctuation("]") || x.isPunctuation("}") { if depth == 0 { break }; depth -= 1 }
            end += 1
        }
        return end
    }

    /// Tokens as the file writes them, for messages: a space only where the file has one
    /// (`message.showTime`, `#if DEBUG && !os(macOS)`).
    static func written<C: Collection>(_ tokens: C) -> String where C.Element == ChainToken {
        var out = ""
        var previousEnd: Int?
        for t in tokens {
            if let end = previousEnd, t.offset > end { out += " " }
            out += t.text
            previousEnd = t.offset + t.length
        }
        return out
    }

    var text: String {
        switch kind {
        case .identifier(let s): return s
        case .number(let d): return d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
        case .string(let s): return "\"\(s)\""
        case .punctuation(let p): return p
        case .end: return "the end"
        }
    }

    /// How an error message names this token.
    var described: String {
        switch kind {
        case .end: return "the end of the chain"
        case .string: return "the string \(text)"
        default: return "'\(text)'"
        }
    }

    func isPunctuation(_ p: String) -> Bool { kind == .punctuation(p) }

    /// An operand ends here: a name, a literal, `)` or `]`.
    var endsOperand: Bool { Self.endsOperandToken(self) }

    static func endsOperandToken(_ t: ChainToken) -> Bool {
        switch t.kind {
        case .identifier, .number, .string: return true
        case .punctuation(let p): return p == ")" || p == "]"
        case .end: return false
        }
    }
}

/// Splits chain text into tokens, skipping white space and `//` and `/* */` comments.
struct ChainLexer {
    let scalars: [Unicode.Scalar]
    /// For whole source files: what a chain may not hold (a character no chain uses, a string
    /// left open, `"""` strings) becomes a token instead of an error.
    var tolerant = false

    init(_ text: String, tolerant: Bool = false) { scalars = Array(text.unicodeScalars); self.tolerant = tolerant }

    func tokens() throws(ChainSyntaxError) -> [ChainToken] {
        var result: [ChainToken] = []
        var i = 0
        var newline = false
        // ASCII, nearly all of any chain, answered without Unicode's property tables (a
        // lookup each, a tenth of reading a 1000-view scene).
        func isIdentifierStart(_ c: Unicode.Scalar) -> Bool {
            if c.value < 0x80 { let lower = c.value | 0x20; return (lower >= 0x61 && lower <= 0x7A) || c == "_" || c == "$" }
            return c.properties.isAlphabetic
        }
        func isWhitespace(_ c: Unicode.Scalar) -> Bool {
            c.value < 0x80 ? c == " " || (c.value >= 0x09 && c.value <= 0x0D) : c.properties.isWhitespace
        }
        func isIdentifierPart(_ c: Unicode.Scalar) -> Bool {
            isIdentifierStart(c) || ("0"..."9").contains(c)
        }
        while i < scalars.count {
            let c = scalars[i]
            if c == "\n" || c == "\r" { newline = true; i += 1; continue }
            if isWhitespace(c) { i += 1; continue }
            if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "/" {
                while i < scalars.count && scalars[i] != "\n" { i += 1 }
                continue
            }
            if c == "/" && i + 1 < scalars.count && scalars[i + 1] == "*" {
                let start = i
                i += 2
                while i + 1 < scalars.count && !(scalars[i] == "*" && scalars[i + 1] == "/") {
                    if scalars[i] == "\n" { newline = true }
                    i += 1
                }
                guard i + 1 < scalars.count else {
                    if tolerant { i = scalars.count; continue }
                    throw ChainSyntaxError(offset: start, length: 2, message: "unterminated comment: '/*' without '*/'")
                }
                i += 2
                continue
            }
            let start = i
            if isIdentifierStart(c) {
                while i < scalars.count && isIdentifierPart(scalars[i]) { i += 1 }
                result.append(ChainToken(kind: .identifier(String(String.UnicodeScalarView(scalars[start..<i]))), offset: start, length: i - start, afterNewline: newline))
            } else if c == "0", i + 2 < scalars.count, scalars[i + 1] == "x" || scalars[i + 1] == "X", scalars[i + 2].properties.isASCIIHexDigit {
                // A C/Swift hexadecimal integer (0xFF8800, colours mostly), `_` separators allowed.
                i += 2
                var digits = ""
                while i < scalars.count && (scalars[i].properties.isASCIIHexDigit || scalars[i] == "_") {
                    if scalars[i] != "_" { digits.unicodeScalars.append(scalars[i]) }
                    i += 1
                }
                while i < scalars.count && "lLuU".unicodeScalars.contains(scalars[i]) { i += 1 }
                guard digits.count <= 15, let value = UInt64(digits, radix: 16) else {
                    if tolerant {
                        result.append(ChainToken(kind: .identifier(String(String.UnicodeScalarView(scalars[start..<i]))), offset: start, length: i - start, afterNewline: newline))
                        newline = false
                        continue
                    }
                    throw ChainSyntaxError(offset: start, length: i - start, message: "'\(String(String.UnicodeScalarView(scalars[start..<i])))' is not a number")
                }
                result.append(ChainToken(kind: .number(Double(value)), offset: start, length: i - start, afterNewline: newline))
            } else if ("0"..."9").contains(c) || (c == "." && i + 1 < scalars.count && ("0"..."9").contains(scalars[i + 1])
                                                   && !(i > 0 && scalars[i - 1] == ".") && !(result.last.map(ChainToken.endsOperandToken) ?? false)) {
                // A number's digits and its point; a point followed by another is Swift's range
                // operator (`0..<4`, `0...3`), not part of the number.
                while i < scalars.count && (("0"..."9").contains(scalars[i])
                                            || scalars[i] == "." && !(i + 1 < scalars.count && scalars[i + 1] == ".") && !(i > 0 && scalars[i - 1] == ".")) { i += 1 }
                if i < scalars.count && (scalars[i] == "e" || scalars[i] == "E") {
                    var j = i + 1
                    if j < scalars.count && (scalars[j] == "+" || scalars[j] == "-") { j += 1 }
                    if j < scalars.count && ("0"..."9").contains(scalars[j]) {
                        i = j
                        while i < scalars.count && ("0"..."9").contains(scalars[i]) { i += 1 }
                    }
                }
                let text = String(String.UnicodeScalarView(scalars[start..<i]))
                // C suffixes: 10.0f, 10.f, 10u, 10l.
                while i < scalars.count && "fFlLuU".unicodeScalars.contains(scalars[i]) { i += 1 }
                guard let value = Double(text.hasSuffix(".") ? text + "0" : text), value.isFinite else {
                    if tolerant {
                        result.append(ChainToken(kind: .identifier(text), offset: start, length: i - start, afterNewline: newline))
                        newline = false
                        continue
                    }
                    throw ChainSyntaxError(offset: start, length: i - start, message: "'\(text)' is not a number")
                }
                if !tolerant && i < scalars.count && isIdentifierStart(scalars[i]) {
                    throw ChainSyntaxError(offset: start, length: i - start + 1, message: "'\(text)\(Character(scalars[i]))' is not a number")
                }
                result.append(ChainToken(kind: .number(value), offset: start, length: i - start, afterNewline: newline))
            } else if tolerant && c == "\"" && i + 2 < scalars.count && scalars[i + 1] == "\"" && scalars[i + 2] == "\"" {
                // Swift's multi-line string: one token up to the closing """.
                i += 3
                var value = String.UnicodeScalarView()
                while i < scalars.count && !(scalars[i] == "\"" && i + 2 < scalars.count && scalars[i + 1] == "\"" && scalars[i + 2] == "\"") {
                    if scalars[i] == "\n" { newline = true }
                    value.append(scalars[i]); i += 1
                }
                i = min(i + 3, scalars.count)
                result.append(ChainToken(kind: .string(String(value)), offset: start, length: i - start, afterNewline: newline))
            } else if c == "\"" {
                i += 1
                var value = String.UnicodeScalarView()
                while i < scalars.count && scalars[i] != "\"" {
                    if scalars[i] == "\n" { break }
                    // An escape is its character, but Swift's interpolation `\(name)` stays as
                    // written, for a loop's pass to give it a value.
                    if scalars[i] == "\\" && i + 1 < scalars.count {
                        if scalars[i + 1] == "(" { value.append(scalars[i]) }
                        i += 1
                    }
                    value.append(scalars[i])
                    i += 1
                }
                guard i < scalars.count && scalars[i] == "\"" else {
                    if tolerant {
                        result.append(ChainToken(kind: .string(String(value)), offset: start, length: i - start, afterNewline: newline))
                        newline = false
                        continue
                    }
                    throw ChainSyntaxError(offset: start, length: 1, message: "unterminated string")
                }
                i += 1
                result.append(ChainToken(kind: .string(String(value)), offset: start, length: i - start, afterNewline: newline))
            } else if "().,;:[]{}@|+-*/^<>=!&?~%#".unicodeScalars.contains(c) {
                i += 1
                result.append(ChainToken(kind: .punctuation(String(Character(c))), offset: start, length: 1, afterNewline: newline))
            } else if tolerant {
                i += 1
                result.append(ChainToken(kind: .punctuation(String(Character(c))), offset: start, length: 1, afterNewline: newline))
            } else {
                throw ChainSyntaxError(offset: start, length: 1, message: "unexpected character '\(Character(c))'")
            }
            newline = false
        }
        result.append(ChainToken(kind: .end, offset: scalars.count, length: 0, afterNewline: newline))
        return result
    }
}

/// A syntax or meaning error inside one chain: where (scalar offset and length in the
/// chain text) and what was expected.
public struct ChainSyntaxError: Error, Equatable, Sendable {
    public let offset: Int
    public let length: Int
    public let message: String
}
