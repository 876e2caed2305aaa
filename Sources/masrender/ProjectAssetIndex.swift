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
            guard let bytes = try? readBytes(file), let text = AssetFormats.decodeStrings(bytes) else { continue }
            let table = AssetFormats.strings(in: text)
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
        if lower.hasSuffix(".png"), let px = AssetFormats.pngPixels(bytes) {
            return .success((Size(width: px.width / Double(chosen.scale), height: px.height / Double(chosen.scale)), path))
        }
        if lower.hasSuffix(".jpg") || lower.hasSuffix(".jpeg"), let px = AssetFormats.jpegPixels(bytes) {
            return .success((Size(width: px.width / Double(chosen.scale), height: px.height / Double(chosen.scale)), path))
        }
        if lower.hasSuffix(".pdf"), let page = AssetFormats.pdfPage(bytes) { return .success((page, path)) }
        return .failure(Unmeasured(text: "\(chosen.file) is not a PNG, JPEG or PDF whose size masrender reads"))
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
}
