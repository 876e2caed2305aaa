import Layout

/// An XML element as Interface Builder writes them: a name, attributes in order, children.
/// Text between elements is kept only where IB puts meaning in it (`<string key="text">…`).
struct XMLElement: Sendable {
    let name: String
    let attributes: [(name: String, value: String)]
    var children: [XMLElement] = []
    var text = ""
    /// Where the element starts, 1-based.
    let line: Int, column: Int

    subscript(_ attribute: String) -> String? { attributes.first { $0.name == attribute }?.value }

    /// The children named `name`.
    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }
    /// The first child named `name` (with `key` when given).
    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The frame Xcode stored for the element (`<rect key="frame" …>`), each number as
    /// `number` reads it; nil when it stores none.
    var storedFrame: Rect? {
        child("rect", key: "frame").map { Rect(x: Self.number($0["x"]), y: Self.number($0["y"]), width: Self.number($0["width"]), height: Self.number($0["height"])) }
    }

    /// A number of the file's; one that is not finite or past ±100,000 points counts as 0.
    static func number(_ s: String?) -> Double {
        guard let d = s.flatMap(Double.init), d.isFinite, abs(d) <= 100_000 else { return 0 }
        return d
    }
}

/// A well-formedness error, where it is.
struct XMLError: Error, Sendable, CustomStringConvertible {
    let line: Int, column: Int
    let message: String
    var description: String { "\(line):\(column): \(message)" }
}

/// A small XML reader for Interface Builder documents: elements, attributes, the five named
/// entities and numeric character references, comments, processing instructions, CDATA and a
/// DOCTYPE line. No namespaces, no DTD: IB writes none. Nesting is limited so that no input
/// can exhaust the stack.
struct XMLReader {
    static let maxDepth = 200
    private let bytes: [UInt8]
    private var i = 0
    private var line = 1, lineStart = 0

    init(_ text: String) { bytes = Array(text.utf8) }

    static func parse(_ text: String) throws(XMLError) -> XMLElement {
        var reader = XMLReader(text)
        return try reader.document()
    }

    private var column: Int { i - lineStart + 1 }

    private func fail(_ message: String) -> XMLError { XMLError(line: line, column: column, message: message) }

    private mutating func advance() {
        if bytes[i] == UInt8(ascii: "\n") { line += 1; lineStart = i + 1 }
        i += 1
    }

    private func starts(with s: String) -> Bool {
        let u = Array(s.utf8)
        return i + u.count <= bytes.count && Array(bytes[i..<i + u.count]) == u
    }

    private mutating func skip(past s: String, what: String) throws(XMLError) {
        let (l, c) = (line, column)
        while i < bytes.count, !starts(with: s) { advance() }
        guard i < bytes.count else { throw XMLError(line: l, column: c, message: "\(what) is not closed with \(s)") }
        for _ in s.utf8 { advance() }
    }

    private mutating func skipSpace() {
        while i < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) { advance() }
    }

    /// Comments, processing instructions and a DOCTYPE before, between or after elements.
    private mutating func skipMisc() throws(XMLError) {
        while true {
            skipSpace()
            if starts(with: "<!--") { try skip(past: "-->", what: "a comment") }
            else if starts(with: "<?") { try skip(past: "?>", what: "a processing instruction") }
            else if starts(with: "<!DOCTYPE") { try skip(past: ">", what: "a DOCTYPE") }
            else { return }
        }
    }

    private mutating func document() throws(XMLError) -> XMLElement {
        if starts(with: "\u{FEFF}") { for _ in "\u{FEFF}".utf8 { advance() } }
        try skipMisc()
        guard i < bytes.count, bytes[i] == UInt8(ascii: "<") else { throw fail("expected an XML document, starting with <") }
        let root = try element(depth: 0)
        try skipMisc()
        guard i == bytes.count else { throw fail("content after the document's end") }
        return root
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x2D || b == 0x2E || b == 0x3A || b >= 0x80
    }

    private mutating func name(_ what: String) throws(XMLError) -> String {
        let start = i
        while i < bytes.count, Self.isNameByte(bytes[i]) { advance() }
        guard i > start else { throw fail("expected \(what)") }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    private mutating func element(depth: Int) throws(XMLError) -> XMLElement {
        guard depth < Self.maxDepth else { throw fail("elements nested more than \(Self.maxDepth) deep") }
        let (l, c) = (line, column)
        advance() // <
        let tag = try name("an element name")
        var attributes: [(name: String, value: String)] = []
        while true {
            skipSpace()
            guard i < bytes.count else { throw XMLError(line: l, column: c, message: "<\(tag)> is not closed") }
            if bytes[i] == UInt8(ascii: "/") {
                advance()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw fail("expected > after / in <\(tag)>") }
                advance()
                return XMLElement(name: tag, attributes: attributes, line: l, column: c)
            }
            if bytes[i] == UInt8(ascii: ">") { advance(); break }
            let attribute = try name("an attribute name in <\(tag)>")
            skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "=") else { throw fail("expected = after \(attribute)") }
            advance(); skipSpace()
            guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") else {
                throw fail("expected a quoted value for \(attribute)")
            }
            let quote = bytes[i]
            advance()
            let start = i
            while i < bytes.count, bytes[i] != quote { advance() }
            guard i < bytes.count else { throw fail("the value of \(attribute) is not closed") }
            let raw = String(decoding: bytes[start..<i], as: UTF8.self)
            advance()
            attributes.append((attribute, try unescape(raw)))
        }
        var element = XMLElement(name: tag, attributes: attributes, line: l, column: c)
        while true {
            guard i < bytes.count else { throw XMLError(line: l, column: c, message: "<\(tag)> is not closed") }
            if starts(with: "</") {
                let (cl, cc) = (line, column)
                advance(); advance()
                let closing = try name("an element name after </")
                guard closing == tag else { throw XMLError(line: cl, column: cc, message: "</\(closing)> closes <\(tag)> (line \(l))") }
                skipSpace()
                guard i < bytes.count, bytes[i] == UInt8(ascii: ">") else { throw fail("expected > in </\(tag)>") }
                advance()
                return element
            }
            if starts(with: "<!--") { try skip(past: "-->", what: "a comment"); continue }
            if starts(with: "<![CDATA[") {
                for _ in "<![CDATA[".utf8 { advance() }
                let start = i
                try skip(past: "]]>", what: "a CDATA section")
                element.text += String(decoding: bytes[start..<(i - 3)], as: UTF8.self)
                continue
            }
            if starts(with: "<?") { try skip(past: "?>", what: "a processing instruction"); continue }
            if bytes[i] == UInt8(ascii: "<") {
                element.children.append(try self.element(depth: depth + 1))
                continue
            }
            let start = i
            while i < bytes.count, bytes[i] != UInt8(ascii: "<") { advance() }
            element.text += try unescape(String(decoding: bytes[start..<i], as: UTF8.self))
        }
    }

    private func unescape(_ s: String) throws(XMLError) -> String {
        guard s.contains("&") else { return s }
        var out = ""
        var rest = Substring(s)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { throw fail("an & without its ; in \"\(s.prefix(40))\"") }
            let entity = rest[rest.index(after: amp)..<semi]
            switch entity {
            case "lt": out += "<"
            case "gt": out += ">"
            case "amp": out += "&"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                var code: UInt32?
                if entity.hasPrefix("#x") || entity.hasPrefix("#X") { code = UInt32(entity.dropFirst(2), radix: 16) }
                else if entity.hasPrefix("#") { code = UInt32(entity.dropFirst()) }
                guard let code, let scalar = Unicode.Scalar(code) else { throw fail("unknown entity &\(entity);") }
                out.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
