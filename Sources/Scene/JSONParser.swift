/// A strict JSON (RFC 8259) parser that records the line and column of every value and key.
struct JSONParser {
    /// Deeper nesting than this is refused rather than risking the stack.
    static let maxDepth = 256

    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    private var line = 1
    private var lineStart = 0

    init(text: String, file: String) {
        self.bytes = Array(text.utf8)
        self.file = file
    }

    static func parse(_ text: String, file: String) throws(SceneError) -> JSONNode {
        var parser = JSONParser(text: text, file: file)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3; parser.lineStart = 3 }
        parser.skipWhitespace()
        if parser.index == parser.bytes.count { throw parser.error("the file is empty; expected a JSON object") }
        let node = try parser.parseValue(depth: 0)
        parser.skipWhitespace()
        if parser.index < parser.bytes.count {
            throw parser.error("unexpected \(parser.describeCurrent()) after the end of the JSON value")
        }
        return node
    }

    // MARK: - Position

    /// Where the last column was counted to, so that counting goes on from there: a scene
    /// written on one long line would otherwise be rescanned for every value.
    private var countedTo = 0
    private var countedColumn = 1

    private var location: SourceLocation {
        mutating get {
            if countedTo < lineStart || countedTo > index { countedTo = lineStart; countedColumn = 1 }
            // Columns count scalars: skip UTF-8 continuation bytes.
            var i = countedTo
            while i < index { if bytes[i] & 0xC0 != 0x80 { countedColumn += 1 }; i += 1 }
            countedTo = index
            return SourceLocation(line: line, column: countedColumn)
        }
    }

    private mutating func error(_ message: String, at location: SourceLocation? = nil) -> SceneError {
        SceneError(file: file, location: location ?? self.location, message: message)
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let b = bytes[index]
        if b >= 0x21 && b < 0x7F { return "'\(Character(UnicodeScalar(b)))'" }
        if b == 0x0A || b == 0x0D { return "end of line" }
        if b == 0x20 || b == 0x09 { return "white space" }
        return "byte 0x\(String(b, radix: 16, uppercase: true))"
    }

    // MARK: - Grammar

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0D: index += 1
            case 0x0A: index += 1; line += 1; lineStart = index
            default: return
            }
        }
    }

    private mutating func parseValue(depth: Int) throws(SceneError) -> JSONNode {
        let start = location
        guard index < bytes.count else { throw error("unexpected end of file; expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < Self.maxDepth else { throw error("JSON nested deeper than \(Self.maxDepth) levels") }
            return JSONNode(value: .object(try parseObject(depth: depth)), location: start)
        case UInt8(ascii: "["):
            guard depth < Self.maxDepth else { throw error("JSON nested deeper than \(Self.maxDepth) levels") }
            return JSONNode(value: .array(try parseArray(depth: depth)), location: start)
        case UInt8(ascii: "\""):
            let rawStart = index
            let text = try parseString()
            var node = JSONNode(value: .string(text), location: start)
            if bytes[rawStart..<index].contains(UInt8(ascii: "\\")) { node.escapedColumns = escapedColumns(from: rawStart, to: index) }
            return node
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return JSONNode(value: .number(try parseNumber()), location: start)
        case UInt8(ascii: "t"): try expectWord("true"); return JSONNode(value: .bool(true), location: start)
        case UInt8(ascii: "f"): try expectWord("false"); return JSONNode(value: .bool(false), location: start)
        case UInt8(ascii: "n"): try expectWord("null"); return JSONNode(value: .null, location: start)
        default:
            throw error("unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null)")
        }
    }

    private mutating func expectWord(_ word: String) throws(SceneError) {
        let w = Array(word.utf8)
        guard index + w.count <= bytes.count, Array(bytes[index..<index + w.count]) == w else {
            throw error("unexpected \(describeCurrent()); expected a value (object, array, string, number, true, false or null)")
        }
        index += w.count
    }

    private mutating func parseObject(depth: Int) throws(SceneError) -> [JSONMember] {
        index += 1
        var members: [JSONMember] = []
        var seen: [String: SourceLocation] = [:]
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") { index += 1; return members }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw error("unexpected \(describeCurrent()); expected a key in double quotes")
            }
            let keyLocation = location
            let key = try parseString()
            if let first = seen[key] {
                throw error("duplicate key \"\(key)\" (first at line \(first.line), column \(first.column))", at: keyLocation)
            }
            seen[key] = keyLocation
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw error("unexpected \(describeCurrent()); expected ':' after the key \"\(key)\"")
            }
            index += 1
            skipWhitespace()
            let value = try parseValue(depth: depth + 1)
            members.append(JSONMember(key: key, keyLocation: keyLocation, value: value))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return members }
            throw error("unexpected \(describeCurrent()); expected ',' or '}'")
        }
    }

    private mutating func parseArray(depth: Int) throws(SceneError) -> [JSONNode] {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            skipWhitespace()
            elements.append(try parseValue(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw error("unexpected end of file; expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
            throw error("unexpected \(describeCurrent()); expected ',' or ']'")
        }
    }

    private mutating func parseString() throws(SceneError) -> String {
        let start = location
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun(_ parser: JSONParser, to end: Int) throws(SceneError) -> String {
            guard let s = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                var at = parser
                throw at.error("the string contains bytes that are not valid UTF-8")
            }
            return s
        }
        while true {
            guard index < bytes.count else { throw error("unterminated string (it starts at line \(start.line), column \(start.column))") }
            let b = bytes[index]
            if b == UInt8(ascii: "\"") {
                scalars.append(contentsOf: try flushRun(self, to: index).unicodeScalars)
                index += 1
                return String(scalars)
            }
            if b < 0x20 {
                throw error(b == 0x0A ? "unterminated string (a line break inside a string must be written \\n)"
                                      : "control character in a string; write it as an escape such as \\t")
            }
            if b == UInt8(ascii: "\\") {
                scalars.append(contentsOf: try flushRun(self, to: index).unicodeScalars)
                index += 1
                guard index < bytes.count else { throw error("unterminated string") }
                let e = bytes[index]
                index += 1
                switch e {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    var code = try parseHex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("unpaired surrogate in a \\u escape")
                        }
                        index += 2
                        let low = try parseHex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in a \\u escape") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = UnicodeScalar(code) else { throw error("unpaired surrogate in a \\u escape") }
                    scalars.append(scalar)
                default:
                    index -= 2
                    throw error("invalid escape '\\\(Character(UnicodeScalar(e)))' in a string")
                }
                runStart = index
                continue
            }
            index += 1
        }
    }

    /// Column offsets (from the opening quote) of each decoded scalar of the string between
    /// `start` (the opening quote) and `end` (past the closing quote), and one past the last.
    private func escapedColumns(from start: Int, to end: Int) -> [Int] {
        var columns: [Int] = []
        var i = start + 1
        var column = 1
        while i < end - 1 {
            columns.append(column)
            if bytes[i] == UInt8(ascii: "\\") {
                let isUnicode = bytes[i + 1] == UInt8(ascii: "u")
                var width = isUnicode ? 6 : 2
                // A surrogate pair is one scalar written as two escapes.
                if isUnicode, i + 11 < end, bytes[i + 6] == UInt8(ascii: "\\"), bytes[i + 7] == UInt8(ascii: "u"),
                   let high = UInt32(String(decoding: bytes[i + 2..<i + 6], as: UTF8.self), radix: 16), (0xD800..<0xDC00).contains(high) {
                    width = 12
                }
                i += width
                column += width
            } else {
                i += 1
                while i < end - 1 && bytes[i] & 0xC0 == 0x80 { i += 1 }
                column += 1
            }
        }
        columns.append(column)
        return columns
    }

    private mutating func parseHex4() throws(SceneError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("expected four hex digits after \\u") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("expected four hex digits after \\u")
            }
            value = value * 16 + digit
            index += 1
        }
        return value
    }

    private mutating func parseNumber() throws(SceneError) -> Double {
        let start = index
        let startLocation = location
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.index
            while p.index < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.index]) { p.index += 1 }
            return p.index - s
        }
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count else { throw error("unexpected end of file in a number") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
                throw error("numbers may not have leading zeros", at: startLocation)
            }
        } else if digits(&self) == 0 {
            throw error("unexpected \(describeCurrent()); expected a digit")
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            if digits(&self) == 0 { throw error("unexpected \(describeCurrent()); expected a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            if digits(&self) == 0 { throw error("unexpected \(describeCurrent()); expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large", at: startLocation)
        }
        return value
    }
}

extension JSONNode {
    /// Parses JSON text outside a scene (an asset catalog's `Contents.json`), with the same
    /// parser and limits; errors name `file`.
    public static func parse(_ text: String, file: String) throws(SceneError) -> JSONNode {
        try JSONParser.parse(text, file: file)
    }

    /// An object's member by key; nil for other values.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? { if case .string(let s) = value { return s } else { return nil } }
    public var arrayValue: [JSONNode] { if case .array(let a) = value { return a } else { return [] } }
}
