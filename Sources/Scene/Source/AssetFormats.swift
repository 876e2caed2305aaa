import Layout

/// The file formats an app's assets come in, read as far as a layout needs them: an image's
/// size in pixels (PNG, JPEG) or points (a PDF's page), and a `.strings` table. Pure functions
/// of the bytes, so the fuzz harness reads any input with them.
public enum AssetFormats {
    /// A PNG's width and height from its IHDR chunk, found by walking the chunks: Xcode's
    /// crushed PNGs (`CgBI`, as iOS apps ship them) put a chunk of their own before it.
    public static func pngPixels(_ b: [UInt8]) -> Size? {
        guard b.count >= 24, b[0] == 0x89, b[1] == 0x50, b[2] == 0x4E, b[3] == 0x47 else { return nil }
        func be32(_ k: Int) -> Int { Int(UInt32(b[k]) << 24 | UInt32(b[k + 1]) << 16 | UInt32(b[k + 2]) << 8 | UInt32(b[k + 3])) }
        var k = 8
        while k + 16 <= b.count {
            let length = be32(k)
            if b[k + 4] == 0x49, b[k + 5] == 0x48, b[k + 6] == 0x44, b[k + 7] == 0x52, k + 16 <= b.count {
                return Size(width: Double(be32(k + 8)), height: Double(be32(k + 12)))
            }
            guard length >= 0, length < b.count else { return nil }
            k += 12 + length
        }
        return nil
    }

    /// A JPEG's size from its first start-of-frame marker (SOF0–SOF15 but DHT, JPG and DAC).
    public static func jpegPixels(_ b: [UInt8]) -> Size? {
        guard b.count > 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var k = 2
        while k + 9 < b.count {
            guard b[k] == 0xFF else { return nil }
            let marker = b[k + 1]
            let length = Int(b[k + 2]) << 8 | Int(b[k + 3])
            if marker >= 0xC0, marker <= 0xCF, marker != 0xC4, marker != 0xC8, marker != 0xCC {
                return Size(width: Double(Int(b[k + 7]) << 8 | Int(b[k + 8])), height: Double(Int(b[k + 5]) << 8 | Int(b[k + 6])))
            }
            k += 2 + length
        }
        return nil
    }

    /// A PDF's first `/MediaBox [x0 y0 x1 y1]`: its page in points, which a vector image set
    /// is drawn at.
    public static func pdfPage(_ b: [UInt8]) -> Size? {
        let key = Array("/MediaBox".utf8)
        guard let at = (0..<max(0, b.count - key.count)).first(where: { b[$0] == key[0] && Array(b[$0..<$0 + key.count]) == key }) else { return nil }
        let tail = b[(at + key.count)..<min(b.count, at + key.count + 120)]
        // The box is ASCII; bytes that are not are no part of it.
        let text = String(decoding: tail.map { $0 < 0x80 ? $0 : 0x20 }, as: UTF8.self)
        guard let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]"), open < close else { return nil }
        let numbers = text[text.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Size(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    }

    /// `.strings` files are UTF-8 or UTF-16 (with a byte-order mark, as older Xcode wrote them).
    public static func decodeStrings(_ bytes: [UInt8]) -> String? {
        if bytes.count >= 2, (bytes[0] == 0xFF && bytes[1] == 0xFE) || (bytes[0] == 0xFE && bytes[1] == 0xFF) {
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            var k = 2
            while k + 1 < bytes.count {
                units.append(little ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1]))
                k += 2
            }
            return String(decoding: units, as: UTF16.self)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    /// `"key" = "value";` pairs, comments skipped, escapes (`\"`, `\n`) read.
    public static func strings(in text: String) -> [String: String] {
        var table: [String: String] = [:]
        let s = Array(text.unicodeScalars)
        var k = 0
        func quoted() -> String? {
            guard k < s.count, s[k] == "\"" else { return nil }
            k += 1
            var out = String.UnicodeScalarView()
            while k < s.count, s[k] != "\"" {
                if s[k] == "\\", k + 1 < s.count {
                    k += 1
                    switch s[k] { case "n": out.append("\n"); case "t": out.append("\t"); default: out.append(s[k]) }
                } else {
                    out.append(s[k])
                }
                k += 1
            }
            k += 1
            return String(out)
        }
        func skipSpaceAndComments() {
            while k < s.count {
                if s[k] == " " || s[k] == "\n" || s[k] == "\t" || s[k] == "\r" { k += 1 }
                else if s[k] == "/", k + 1 < s.count, s[k + 1] == "/" { while k < s.count, s[k] != "\n" { k += 1 } }
                else if s[k] == "/", k + 1 < s.count, s[k + 1] == "*" {
                    k += 2
                    while k + 1 < s.count, !(s[k] == "*" && s[k + 1] == "/") { k += 1 }
                    k += 2
                } else { return }
            }
        }
        while k < s.count {
            skipSpaceAndComments()
            guard let key = quoted() else { k += 1; continue }
            skipSpaceAndComments()
            guard k < s.count, s[k] == "=" else { continue }
            k += 1
            skipSpaceAndComments()
            guard let value = quoted() else { continue }
            if table[key] == nil { table[key] = value }
        }
        return table
    }
}
