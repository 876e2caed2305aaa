import FoundationEssentials
import Goldens
import Layout
import Scene

/// Reads a project's asset catalogs (`*.xcassets`: image sets sized from their images' pixels
/// and scale, colour sets) and its development language's `Localizable.strings` into
/// ProjectAssets, as UIImage(named:), UIColor(named:) and NSLocalizedString find them.
enum ProjectAssetIndex {
    /// At most this many image and colour sets are read from one project.
    static let mostSets = 20_000

    /// `reading` is told each folder listed and file read (ProjectIndexCache keeps their stamps).
    static func read(catalogs: [String], stringsFiles: [String], scale: Int, relative: (String) -> String,
                     reading: (String) -> Void = { _ in }) -> ProjectAssets {
        var assets = ProjectAssets()
        var pending = catalogs
        var seen = 0
        while let folder = pending.popLast(), seen < mostSets {
            reading(folder)
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names.sorted() {
                let path = folder + "/" + name
                if name.hasSuffix(".imageset") {
                    seen += 1
                    let key = String(name.dropLast(9))
                    guard assets.images[key] == nil else { continue }
                    switch imageSize(set: path, scale: scale, reading: reading) {
                    case .success(let (size, file)): assets.images[key] = .init(size: size, file: relative(file))
                    case .failure(let why): assets.unmeasured[key] = why.text
                    }
                } else if name.hasSuffix(".colorset") {
                    seen += 1
                    let key = String(name.dropLast(9))
                    reading(path + "/Contents.json")
                    if assets.colors[key] == nil, let color = color(set: path) { assets.colors[key] = .init(color: color, file: relative(path)) }
                } else if !name.contains(".") {
                    // A folder (a namespace or a group) inside the catalog.
                    pending.insert(path, at: 0)
                }
            }
        }
        for file in stringsFiles {
            reading(file)
            guard let bytes = try? readBytes(file), let text = decodeStrings(bytes) else { continue }
            let table = strings(in: text)
            if !table.isEmpty, assets.stringsFile == nil { assets.stringsFile = relative(file) }
            for (k, v) in table where assets.strings[k] == nil { assets.strings[k] = v }
        }
        return assets
    }

    struct Unmeasured: Error { let text: String }

    static func contents(_ folder: String) -> JSONNode? {
        guard let bytes = try? readBytes(folder + "/Contents.json"), bytes.count <= 1 << 20,
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return try? JSONNode.parse(text, file: "Contents.json")
    }

    /// An image set's size in points: the image for the device's scale (else the nearest one
    /// given), its pixels over its scale; a single vector PDF by its page (points).
    static func imageSize(set folder: String, scale: Int, reading: (String) -> Void = { _ in }) -> Result<(Size, String), Unmeasured> {
        reading(folder + "/Contents.json")
        guard let json = contents(folder) else { return .failure(Unmeasured(text: "its Contents.json could not be read")) }
        var candidates: [(scale: Int, file: String)] = []
        for image in json["images"]?.arrayValue ?? [] {
            guard let file = image["filename"]?.stringValue else { continue }
            // iPhone's and universal images; an iPad-only or Mac-only one is another device's.
            if let idiom = image["idiom"]?.stringValue, idiom != "universal", idiom != "iphone" { continue }
            if image["appearances"] != nil { continue }
            let s = Int((image["scale"]?.stringValue ?? "1x").dropLast()) ?? 1
            candidates.append((s, file))
        }
        guard let chosen = candidates.min(by: { abs($0.scale - scale) < abs($1.scale - scale) || (abs($0.scale - scale) == abs($1.scale - scale) && $0.scale > $1.scale) }) else {
            return .failure(Unmeasured(text: "it holds no image for iPhone"))
        }
        let path = folder + "/" + chosen.file
        reading(path)
        guard let bytes = try? readBytes(path) else { return .failure(Unmeasured(text: "\(chosen.file) could not be read")) }
        let lower = chosen.file.lowercased()
        if lower.hasSuffix(".png"), let px = pngPixels(bytes) {
            return .success((Size(width: px.width / Double(chosen.scale), height: px.height / Double(chosen.scale)), path))
        }
        if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg"), let px = jpegPixels(bytes) {
            return .success((Size(width: px.width / Double(chosen.scale), height: px.height / Double(chosen.scale)), path))
        }
        if lower.hasSuffix(".pdf"), let page = pdfPage(bytes) { return .success((page, path)) }
        return .failure(Unmeasured(text: "\(chosen.file) is not a PNG, JPEG or PDF whose size masrender reads"))
    }

    /// A PNG's width and height from its IHDR chunk, found by walking the chunks: Xcode's
    /// crushed PNGs (`CgBI`, as iOS apps ship them) put a chunk of their own before it.
    static func pngPixels(_ b: [UInt8]) -> Size? {
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
    static func jpegPixels(_ b: [UInt8]) -> Size? {
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
    static func pdfPage(_ b: [UInt8]) -> Size? {
        let key = Array("/MediaBox".utf8)
        guard let at = (0..<max(0, b.count - key.count)).first(where: { b[$0] == key[0] && Array(b[$0..<$0 + key.count]) == key }) else { return nil }
        let tail = b[(at + key.count)..<min(b.count, at + key.count + 120)]
        guard let text = String(validating: Array(tail), as: UTF8.self) ?? String(bytes: tail, encoding: .isoLatin1),
              let open = text.firstIndex(of: "["), let close = text.firstIndex(of: "]"), open < close else { return nil }
        let numbers = text[text.index(after: open)..<close].split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" }).compactMap { Double($0) }
        guard numbers.count == 4 else { return nil }
        return Size(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    }

    /// A colour set's colour for the light appearance; components written as 0–1 numbers,
    /// 0–255 integers or hex (`0xFF`), as Xcode writes them.
    static func color(set folder: String) -> Color? {
        guard let json = contents(folder) else { return nil }
        let entries = json["colors"]?.arrayValue ?? []
        guard let entry = entries.first(where: { $0["appearances"] == nil }) ?? entries.first,
              let components = entry["color"]?["components"] else { return nil }
        func part(_ key: String) -> Double? {
            let raw: String
            switch components[key]?.value {
            case .string(let s)?: raw = s
            case .number(let n)?: return n <= 1 ? n : n / 255
            default: return nil
            }
            if raw.hasPrefix("0x") || raw.hasPrefix("0X") { return Double(Int(raw.dropFirst(2), radix: 16) ?? 0) / 255 }
            guard let n = Double(raw) else { return nil }
            return raw.contains(".") || n <= 1 ? n : n / 255
        }
        guard let r = part("red"), let g = part("green"), let b = part("blue") else { return nil }
        return Color(red: r, green: g, blue: b, alpha: part("alpha") ?? 1)
    }

    /// `.strings` files are UTF-8 or UTF-16 (with a byte-order mark, as older Xcode wrote them).
    static func decodeStrings(_ bytes: [UInt8]) -> String? {
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
    static func strings(in text: String) -> [String: String] {
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
