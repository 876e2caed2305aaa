import Goldens

/// Objective-C macros a file uses that nothing it imports defines: Xcode adds an app's prefix
/// header to every file through the project's build settings, which a repository may not hold (a
/// real app's `Adaptive(x)` and `isIphoneX` lived in `ConstantData.h`, imported by no file), so
/// the project's own header that defines each is read, as that prefix header would bring it.
extension SourceProject {
    /// Headers of the project that define a macro `text` uses and `seen` (the file and what it
    /// imports) does not, by path, in name order; at most `limit`.
    func headersDefining(macrosUsedIn text: String, besides seen: [String], limit: Int) -> [String] {
        var wanted = Self.identifiers(text)
        for t in seen + [text] { wanted.subtract(Self.macrosDefined(Array(t.utf8))) }
        guard !wanted.isEmpty, limit > 0 else { return [] }
        var found: [String] = []
        for (_, path) in headers.sorted(by: { $0.key < $1.key }) where !wanted.isEmpty && found.count < limit {
            let defined = macrosDefined(inHeaderAt: path)
            guard !defined.isDisjoint(with: wanted) else { continue }
            found.append(path)
            wanted.subtract(defined)
        }
        return found
    }

    /// A header's `#define`d names, from the index cache while the header is as it was.
    func macrosDefined(inHeaderAt path: String) -> Set<String> {
        let stamp = ProjectIndexCache.Stamp.of(path)
        if let stamp, let kept = cache?.declaredTypes[path], kept.stamp == stamp { return kept.types }
        guard let bytes = try? readBytes(path), bytes.count <= 1 << 20 else { return [] }
        let defined = Self.macrosDefined(bytes)
        if let stamp, let cache { cache.declaredTypes[path] = (stamp, defined); cache.changed = true }
        return defined
    }

    /// The names of `#define NAME` and `#define NAME(…)` lines, over the bytes.
    static func macrosDefined(_ bytes: [UInt8]) -> Set<String> {
        let head = Array("#define".utf8)
        var found: Set<String> = []
        for line in bytes.split(separator: 0x0A) {
            var t = line.drop { $0 == 0x20 || $0 == 0x09 }
            guard t.starts(with: head) else { continue }
            t = t.dropFirst(head.count).drop { $0 == 0x20 || $0 == 0x09 }
            let name = t.prefix { isNameByte($0) }
            if !name.isEmpty, let s = String(validating: name, as: UTF8.self) { found.insert(s) }
        }
        return found
    }

    /// Every identifier of a text, over its bytes.
    static func identifiers(_ text: String) -> Set<String> {
        var found: Set<String> = []
        let bytes = Array(text.utf8)
        var i = 0
        while i < bytes.count {
            guard isNameByte(bytes[i]), i == 0 || !isNameByte(bytes[i - 1]) else { i += 1; continue }
            var j = i
            while j < bytes.count, isNameByte(bytes[j]) { j += 1 }
            if !(bytes[i] >= 48 && bytes[i] <= 57), let s = String(validating: bytes[i..<j], as: UTF8.self) { found.insert(s) }
            i = j
        }
        return found
    }

    static func isNameByte(_ b: UInt8) -> Bool { (b >= 48 && b <= 57) || (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || b == 95 }
}
