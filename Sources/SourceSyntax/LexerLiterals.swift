/// Numbers, strings, characters, `#` and `@` words, and operators.
extension Lexer {
    mutating func scanNumber() -> Token {
        let start = i
        var digits: [UInt8] = []
        var isInteger = true
        var value: Double?
        if byte(i) == 0x30, let radix = ([0x78: 16, 0x58: 16, 0x62: 2, 0x42: 2, 0x6F: 8] as [UInt8: Int])[byte(i + 1)] {
            i += 2
            var v: Double = 0
            while i < end {
                let c = source.bytes[i]
                if c == 0x5F { i += 1; continue }
                guard let d = Self.digitValue(c), d < radix else { break }
                v = v * Double(radix) + Double(d); i += 1
            }
            value = v
        } else {
            func take() { while i < end, Self.isDigit(source.bytes[i]) || source.bytes[i] == 0x5F { if source.bytes[i] != 0x5F { digits.append(source.bytes[i]) }; i += 1 } }
            take()
            if byte(i) == 0x2E {
                let after = byte(i + 1)
                if Self.isDigit(after) {
                    isInteger = false; digits.append(0x2E); i += 1; take()
                } else if language == .objectiveC, !Self.isIdentifierStart(after) || ((after | 0x20) == 0x66 && !Self.isIdentifierPart(byte(i + 2))) {
                    // C's `34.f` and `2.`.
                    isInteger = false; i += 1
                }
            }
            if (byte(i) | 0x20) == 0x65, Self.isDigit(byte(i + 1)) || ((byte(i + 1) == 0x2D || byte(i + 1) == 0x2B) && Self.isDigit(byte(i + 2))) {
                isInteger = false
                digits.append(0x65); i += 1
                if byte(i) == 0x2D || byte(i) == 0x2B { digits.append(byte(i)); i += 1 }
                take()
            }
            value = Double(String(decoding: digits, as: UTF8.self))
        }
        if language == .objectiveC {
            // Suffixes: 10.0f, 3UL, 2ll.
            while i < end, [0x66, 0x46, 0x6C, 0x4C, 0x75, 0x55].contains(source.bytes[i]) {
                if (source.bytes[i] | 0x20) == 0x66 { isInteger = false }
                i += 1
            }
        }
        var t = Token(kind: .number, text: text(start, i), range: SourceRange(start, i))
        t.number = value ?? 0
        t.isInteger = isInteger
        return t
    }

    static func digitValue(_ c: UInt8) -> Int? {
        if isDigit(c) { return Int(c - 0x30) }
        let lower = c | 0x20
        if lower >= 0x61 && lower <= 0x66 { return Int(lower - 0x61 + 10) }
        return nil
    }

    mutating func scanCharacter() -> Token {
        let start = i
        i += 1
        var value: UInt32 = 0
        if byte(i) == 0x5C { i += 1; value = UInt32(Self.escaped(byte(i)) ?? byte(i)); i += 1 }
        else if i < end { value = UInt32(byte(i)); i += 1 }
        while i < end, byte(i) != 0x27, byte(i) != 0x0A { i += 1 }
        if byte(i) == 0x27 { i += 1 }
        var t = Token(kind: .number, text: text(start, i), range: SourceRange(start, i))
        t.number = Double(value)
        t.isInteger = true
        return t
    }

    static func escaped(_ c: UInt8) -> UInt8? {
        switch c {
        case 0x6E: return 0x0A
        case 0x74: return 0x09
        case 0x72: return 0x0D
        case 0x30: return 0
        case 0x22, 0x27, 0x5C: return c
        default: return nil
        }
    }

    /// A string from the quote at `i`; Swift's may interpolate (`\( … )`) and be `"""` strings.
    mutating func scanString(from start: Int, objectiveC: Bool, raw: Bool = false) -> Token {
        let multiline = language == .swift && byte(i + 1) == 0x22 && byte(i + 2) == 0x22
        i += multiline ? 3 : 1
        var value: [UInt8] = []
        var pieces: [StringPiece] = []
        while i < end {
            let c = source.bytes[i]
            if multiline, c == 0x22, byte(i + 1) == 0x22, byte(i + 2) == 0x22 { i += 3; break }
            if !multiline, c == 0x22 { i += 1; break }
            if !multiline, c == 0x0A { break }
            if c == 0x5C, !raw {
                let e = byte(i + 1)
                if language == .swift, e == 0x28 {
                    if !value.isEmpty { pieces.append(.text(String(decoding: value, as: UTF8.self))); value = [] }
                    let codeStart = i + 2
                    i = codeStart
                    skipInterpolation()
                    pieces.append(.code(SourceRange(codeStart, i)))
                    if byte(i) == 0x29 { i += 1 }
                    continue
                }
                if language == .swift, e == 0x75, byte(i + 2) == 0x7B {
                    var j = i + 3, scalar: UInt32 = 0
                    while j < end, let d = Self.digitValue(byte(j)) { scalar = scalar &* 16 &+ UInt32(d); j += 1 }
                    if let u = Unicode.Scalar(scalar) { value.append(contentsOf: Array(String(Character(u)).utf8)) }
                    i = byte(j) == 0x7D ? j + 1 : j
                    continue
                }
                if let r = Self.escaped(e) { value.append(r) } else if e != 0x0A { value.append(e) }
                // A backslash as the file's last byte escapes nothing: the string ends with the file.
                i = min(end, i + 2)
                continue
            }
            value.append(c); i += 1
        }
        var t = Token(kind: .string, text: "", range: SourceRange(start, i))
        if pieces.isEmpty {
            t.text = String(decoding: value, as: UTF8.self)
        } else {
            if !value.isEmpty { pieces.append(.text(String(decoding: value, as: UTF8.self))) }
            t.pieces = pieces
            t.text = pieces.map { if case .text(let s) = $0 { return s } else { return "\\(…)" } }.joined()
        }
        t.isObjectiveCString = objectiveC
        return t
    }

    /// Moves past an interpolation's code to its closing `)`, minding strings and parentheses inside.
    mutating func skipInterpolation() {
        var depth = 0
        while i < end {
            let c = source.bytes[i]
            if c == 0x22 { _ = scanString(from: i, objectiveC: false); continue }
            if c == 0x0A { return }
            if c == 0x28 { depth += 1 }
            if c == 0x29 { if depth == 0 { return }; depth -= 1 }
            i += 1
        }
    }

    mutating func scanPound() -> Token {
        let start = i
        var j = i + 1
        while j < end, byte(j) == 0x20 || byte(j) == 0x09 { j += 1 }
        let nameStart = j
        while j < end, Self.isIdentifierPart(byte(j)) { j += 1 }
        let name = text(nameStart, j)
        let swiftDirectives: Set<String> = ["if", "elseif", "else", "endif", "warning", "error", "sourceLocation"]
        let isDirective = language == .objectiveC ? startsLine(start) : (swiftDirectives.contains(name) && startsLine(start))
        if isDirective {
            // To the end of the line, with backslash continuations (and, in C, comments that
            // run on past it).
            var k = j
            while k < end {
                let c = source.bytes[k]
                if c == 0x0A { if k > 0, source.bytes[k - 1] == 0x5C || (source.bytes[k - 1] == 0x0D && k > 1 && source.bytes[k - 2] == 0x5C) { k += 1; continue }; break }
                if language == .objectiveC, c == 0x2F, byte(k + 1) == 0x2A {
                    k += 2
                    while k < end, !(byte(k) == 0x2A && byte(k + 1) == 0x2F) { k += 1 }
                    k = min(end, k + 2); continue
                }
                if c == 0x2F, byte(k + 1) == 0x2F { while k < end, source.bytes[k] != 0x0A { k += 1 }; break }
                if c == 0x22 { i = k; _ = scanString(from: k, objectiveC: false); k = i; continue }
                k += 1
            }
            i = k
            return Token(kind: .directive, text: name, range: SourceRange(start, k))
        }
        if !name.isEmpty, nameStart == start + 1 {
            i = j
            return Token(kind: .identifier, text: "#" + name, range: SourceRange(start, j))
        }
        if language == .swift, byte(i + 1) == 0x22 {
            // A raw string, #"…"#.
            i += 1
            var t = scanString(from: start, objectiveC: false, raw: true)
            if byte(i) == 0x23 { i += 1 }
            t.range = SourceRange(start, i)
            return t
        }
        i += 1
        return Token(kind: .punctuation, text: "#", range: SourceRange(start, i))
    }

    mutating func scanAt() -> Token {
        let start = i
        let next = byte(i + 1)
        if next == 0x22 { i += 1; return scanString(from: start, objectiveC: true) }
        if Self.isIdentifierStart(next) {
            i += 1
            while i < end, Self.isIdentifierPart(source.bytes[i]) { i += 1 }
            return Token(kind: .identifier, text: text(start, i), range: SourceRange(start, i))
        }
        if next == 0x28 || next == 0x5B || next == 0x7B { i += 2; return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i)) }
        // A literal whose bracket stands after spaces or on the next line (`attributes:@` then
        // `{NSFontAttributeName: …}`), as clang reads it: one token, `@{`.
        var k = i + 1
        while k < end, [0x20, 0x09, 0x0A, 0x0D].contains(source.bytes[k]) { k += 1 }
        if k > i + 1, k < end, [0x28, 0x5B, 0x7B].contains(source.bytes[k]) {
            let bracket = String(UnicodeScalar(source.bytes[k]))
            i = k + 1
            return Token(kind: .punctuation, text: "@" + bracket, range: SourceRange(start, i))
        }
        i += 1
        return Token(kind: .punctuation, text: "@", range: SourceRange(start, i))
    }

    static let cOperators: [String] = ["<<=", ">>=", "...", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
                                       "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^="]
    static let swiftOperatorBytes: Set<UInt8> = Set(Array("/=-+!*%<>&|^~?".utf8))

    mutating func scanPunctuation() -> Token {
        let start = i
        let b = source.bytes[i]
        if language == .objectiveC {
            for op in Self.cOperators where matches(op) { i += op.utf8.count; return Token(kind: .punctuation, text: op, range: SourceRange(start, i)) }
            i += 1
            return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i))
        }
        if b == 0x2E {
            // `..<`, `...`, or a dot.
            if matches("..<") { i += 3 } else if matches("...") { i += 3 } else { i += 1 }
            return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i))
        }
        if Self.swiftOperatorBytes.contains(b) {
            if b == 0x3F || b == 0x21, start > 0, !Self.isTrivia(source.bytes[start - 1]), byte(i + 1) != 0x3D || b == 0x3F {
                // A postfix `?`/`!` bound to what is before it (`a?.b`, `x!`).
                if !(b == 0x3F && byte(i + 1) == 0x3F) { i += 1; return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i)) }
            }
            if matches("->") { i += 2; return Token(kind: .punctuation, text: "->", range: SourceRange(start, i)) }
            i += 1
            // `>` joins only `=` (so `Array<Array<Int>>` closes twice); `<` joins what follows it
            // but a `>` only after `-` or `~` (`<->`, `<~>`), so `Array<Int>` keeps its brackets.
            if b == 0x3E { if byte(i) == 0x3D { i += 1 }; return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i)) }
            if b == 0x3C {
                while i < end, Self.swiftOperatorBytes.contains(source.bytes[i]), source.bytes[i] != 0x3E || byte(i - 1) == 0x2D || byte(i - 1) == 0x7E { i += 1 }
                return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i))
            }
            // An app's operator may end in `>` (RxSwift's `~>`, `=>`, `|>`); no generic argument
            // list closes right after an operator's character (`Int?>` binds its `?` first).
            while i < end, Self.swiftOperatorBytes.contains(source.bytes[i]), source.bytes[i] != 0x3C,
                  source.bytes[i] != 0x3E || (byte(i - 1) != 0x3F && byte(i - 1) != 0x21) { i += 1 }
            return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i))
        }
        // A multi-byte character no operator uses stays whole.
        i += 1
        while i < end, source.bytes[i] & 0xC0 == 0x80 { i += 1 }
        return Token(kind: .punctuation, text: text(start, i), range: SourceRange(start, i))
    }

    static func isTrivia(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x28 || b == 0x5B || b == 0x7B || b == 0x2C }

    func matches(_ s: String) -> Bool {
        var k = i
        for c in s.utf8 { if byte(k) != c { return false }; k += 1 }
        return true
    }
}
