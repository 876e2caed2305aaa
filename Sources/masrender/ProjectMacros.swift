import FoundationEssentials
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

    /// The CocoaPods headers (`Pods/RBUtils/…/RBMacroUtile.h`) that the file's or its headers'
    /// quoted imports name (`#import "RBMacroUtile.h"` in the prefix header: Xcode's header search
    /// paths hold the pods' headers) and the project does not hold, that define a macro `text`
    /// uses which `seen` does not (a pod's `#define SY(v) (HeightScale * v)`); only for their
    /// macros, as the pods' code is no part of the app's. At most `limit`, in import order.
    func podHeadersDefining(macrosUsedIn text: String, importedBy texts: [String], besides seen: [String], limit: Int) -> [String] {
        let names = texts.flatMap { Self.quotedImports($0) }.filter { headers[$0] == nil }
        guard !names.isEmpty, limit > 0 else { return [] }
        var wanted = Self.identifiers(text)
        for t in seen + [text] { wanted.subtract(Self.macrosDefined(Array(t.utf8))) }
        guard !wanted.isEmpty else { return [] }
        let pods = podHeaders()
        var found: [String] = []
        for name in names where !wanted.isEmpty && found.count < limit {
            guard let path = pods[name], !found.contains(path) else { continue }
            let defined = macrosDefined(inHeaderAt: path)
            guard !defined.isDisjoint(with: wanted) else { continue }
            found.append(path)
            wanted.subtract(defined)
        }
        return found
    }

    /// The headers under the project's `Pods` folder by name, the first of each in path order
    /// (not its generated `Headers` links, support files or project), at most `largestIndex`
    /// entries looked at; none without one.
    func podHeaders() -> [String: String] {
        let fm = FileManager.default
        var found: [String: String] = [:]
        var pending = [root + "/Pods"], next = 0, seen = 0
        while next < pending.count, seen < Self.largestIndex {
            let dir = pending[next]
            next += 1
            guard let names = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            for name in names.sorted() {
                seen += 1
                let full = dir + "/" + name
                if name.hasSuffix(".h") {
                    if found[name] == nil, !Self.isLayoutLibraryHeader(name) { found[name] = full }
                } else if !name.hasPrefix("."), !(dir == root + "/Pods" && ["Headers", "Target Support Files", "Local Podspecs"].contains(name)),
                          !name.hasSuffix(".xcodeproj"), !Self.bundles.contains(where: { name.hasSuffix($0) }) || name.hasSuffix(".framework") {
                    var isFolder = false
                    if fm.fileExists(atPath: full, isDirectory: &isFolder), isFolder { pending.append(full) }
                }
            }
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
        var found: Set<String> = []
        for line in bytes.split(separator: 0x0A) {
            if let (name, _) = defineHead(line), !name.isEmpty, let s = String(validating: name, as: UTF8.self) { found.insert(s) }
        }
        return found
    }

    /// A `#define NAME…` line's name and what follows it (`(x) ((x) * 2)`, ` 44`); nil for any
    /// other line.
    static func defineHead(_ line: ArraySlice<UInt8>) -> (name: ArraySlice<UInt8>, rest: ArraySlice<UInt8>)? {
        var t = line.drop { $0 == 0x20 || $0 == 0x09 }
        guard t.starts(with: "#define".utf8) else { return nil }
        t = t.dropFirst(7).drop { $0 == 0x20 || $0 == 0x09 }
        let name = t.prefix { isNameByte($0) }
        return (name, t.dropFirst(name.count))
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

extension SourceProject {
    /// The bodies of the `#define`s in `headers` whose names `text` uses, continuation lines
    /// joined (`#define BLUCurrentTheme ([BLUThemeManager currentTheme])`): the code the
    /// preprocessor puts in the file, so the classes it sends messages to are the file's too.
    static func bodiesOfMacros(usedIn text: String, definedIn headers: [String]) -> String {
        let used = identifiers(text)
        var bodies: [String] = []
        for header in headers {
            let lines = Array(header.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
            var k = 0
            while k < lines.count {
                let line = lines[k]
                k += 1
                guard let (name, rest) = defineHead(line), let s = String(validating: name, as: UTF8.self), used.contains(s) else { continue }
                bodies.append(String(decoding: rest, as: UTF8.self))
                var last = line
                while last.last == 0x5C || last.last == 0x0D && last.dropLast().last == 0x5C, k < lines.count {
                    last = lines[k]
                    bodies.append(String(decoding: last, as: UTF8.self))
                    k += 1
                }
            }
        }
        return bodies.joined(separator: "\n")
    }
}
