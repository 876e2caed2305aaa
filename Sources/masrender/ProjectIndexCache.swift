#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FoundationEssentials
import Goldens
import Layout
import Scene

/// What reading a project found, kept between runs so that a second run over a large app costs
/// a few milliseconds (issue 30): the folders walked with their modification times (a folder's
/// time changes when a file is added, removed or renamed in it), the types each Swift file
/// declares by its size and time, and the assets with every file they were read from. Anything
/// whose stamp differs is read again; a cache that cannot be read is ignored and rewritten.
/// It lives in `$MASRENDER_CACHE`, else `$XDG_CACHE_HOME/masrender`, else `~/.cache/masrender`
/// (`projects/`, one file per project root; delete the folder to empty it). It changes how fast
/// a picture is made, never its bytes.
final class ProjectIndexCache {
    /// (10: a property an extension of Swift's arrays adds is declared as a platform
    /// extension's, 2026-11-28; 9: a top-level constant after access modifiers, `public let SafeTopHeight`, is declared,
    /// 2026-11-28; 8: a Swift file's comments and strings declare nothing; an index of 7 kept
    /// names its comments spelled.)
    static let format = "masrender-project-index 17"

    /// A file's or folder's size and modification time, as `stat` gives them.
    struct Stamp: Equatable {
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
        var text: String { "\(size).\(seconds).\(nanoseconds)" }
        init(size: Int64, seconds: Int, nanoseconds: Int) { self.size = size; self.seconds = seconds; self.nanoseconds = nanoseconds }
        init?(text: some StringProtocol) {
            let p = text.split(separator: ".")
            guard p.count == 3, let s = Int64(p[0]), let a = Int(p[1]), let b = Int(p[2]) else { return nil }
            self.init(size: s, seconds: a, nanoseconds: b)
        }

        static func of(_ path: String) -> Stamp? {
            var st = stat()
            guard stat(path, &st) == 0 else { return nil }
            #if canImport(Darwin)
            return Stamp(size: Int64(st.st_size), seconds: Int(st.st_mtimespec.tv_sec), nanoseconds: Int(st.st_mtimespec.tv_nsec))
            #else
            return Stamp(size: Int64(st.st_size), seconds: Int(st.st_mtim.tv_sec), nanoseconds: Int(st.st_mtim.tv_nsec))
            #endif
        }
    }

    /// The folders a walk listed, each with its stamp then; the walk's findings are still true
    /// when every one is unchanged.
    var folders: [(path: String, stamp: Stamp)] = []
    var walk: SourceProject?
    /// Swift files' declared types by path, with the stamp they were read at.
    var declaredTypes: [String: (stamp: Stamp, types: Set<String>)] = [:]
    /// The assets, with every file and folder read for them and its stamp.
    var assets: ProjectAssets?
    var assetsScale = 0
    var assetInputs: [(path: String, stamp: Stamp)] = []
    /// The catalogs and strings files the assets were read from (a catalog added since is new).
    var assetSources: [String] = []
    /// Whether anything was read anew, so the file is written again.
    var changed = false

    static var folder: String? {
        let env = ProcessInfo.processInfo.environment
        if let given = env["MASRENDER_CACHE"], !given.isEmpty { return given }
        if let xdg = env["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/masrender" }
        if let home = env["HOME"], home.hasPrefix("/") { return home + "/.cache/masrender" }
        return nil
    }

    /// The cache file of the project at `root` (FNV-1a of its path names it).
    static func file(for root: String) -> String? {
        guard let folder else { return nil }
        var hash: UInt64 = 0xcbf29ce484222325
        for b in root.utf8 { hash = (hash ^ UInt64(b)) &* 0x100000001b3 }
        return folder + "/projects/" + String(hash, radix: 16) + ".index"
    }

    /// Whether every folder the walk listed is as it was.
    var walkIsCurrent: Bool { !folders.isEmpty && folders.allSatisfy { Stamp.of($0.path) == $0.stamp } }

    func assetsAreCurrent(scale: Int, sources: [String]) -> Bool {
        assets != nil && assetsScale == scale && assetSources == sources && assetInputs.allSatisfy { Stamp.of($0.path) == $0.stamp }
    }

    // MARK: the file

    /// Lines of tab-separated fields; paths and strings have their tabs, line breaks and
    /// backslashes escaped.
    static func escape(_ s: String) -> String {
        var out = ""
        for c in s {
            switch c {
            case "\\": out += "\\\\"
            case "\t": out += "\\t"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            default: out.append(c)
            }
        }
        return out
    }

    /// A field's bytes as text, its escapes read.
    static func unescape(_ b: ArraySlice<UInt8>) -> String {
        guard b.contains(0x5C) else { return String(decoding: b, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(b.count)
        var escaped = false
        for c in b {
            if escaped {
                switch c { case 0x74: out.append(0x09); case 0x6E: out.append(0x0A); case 0x72: out.append(0x0D); default: out.append(c) }
                escaped = false
            } else if c == 0x5C { escaped = true } else { out.append(c) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// Reads the cache of `root`: lines of tab-separated fields, split as bytes (a large app's
    /// index is thousands of lines, and this runs before every picture).
    static func load(root: String) -> ProjectIndexCache {
        let cache = ProjectIndexCache()
        guard let path = file(for: root), let bytes = try? readBytes(path) else { return cache }
        var lines: [ArraySlice<UInt8>] = []
        var lineStart = 0
        for (k, b) in bytes.enumerated() where b == 0x0A {
            if k > lineStart { lines.append(bytes[lineStart..<k]) }
            lineStart = k + 1
        }
        guard lines.count >= 2, unescape(lines[0]) == format, unescape(lines[1].dropFirst(5)) == root else { return cache }
        var walk = SourceProject(root: root, headers: [:], prefixHeaders: [])
        var assets = ProjectAssets()
        var sawWalk = false, sawAssets = false
        for line in lines.dropFirst(2) {
            let f = line.split(separator: 0x09, omittingEmptySubsequences: false)
            guard let kindBytes = f.first else { continue }
            let kind = String(decoding: kindBytes, as: UTF8.self)
            func field(_ k: Int) -> String { k < f.count ? unescape(f[k]) : "" }
            func number(_ k: Int) -> Double { Double(field(k)) ?? 0 }
            switch kind {
            case "dir": if let s = Stamp(text: field(2)) { cache.folders.append((field(1), s)) }
            case "walk": sawWalk = true
            case "h": walk.headers[field(1)] = field(2)
            case "h+": walk.namesakeHeaders[field(1), default: []].append(field(2))
            case "pch": walk.prefixHeaders.append(field(1))
            case "swift": walk.swiftFiles.append(field(1))
            case "xcassets": walk.assetCatalogs.append(field(1))
            case "strings": walk.stringsFiles.append(field(1))
            case "ib": walk.interfaceFiles.append(field(1))
            case "pod": walk.developmentPods.append(field(1))
            case "types": if let s = Stamp(text: field(2)) { cache.declaredTypes[field(1)] = (s, Set(field(3).split(separator: ",").map(String.init))) }
            case "assets": sawAssets = true; cache.assetsScale = Int(field(1)) ?? 0
            case "in": if let s = Stamp(text: field(2)) { cache.assetInputs.append((field(1), s)) }
            case "source": cache.assetSources.append(field(1))
            case "image": assets.images[field(1)] = .init(size: Size(width: number(2), height: number(3)), file: field(4))
            case "color": assets.colors[field(1)] = .init(color: Color(red: number(2), green: number(3), blue: number(4), alpha: number(5)), file: field(6))
            case "text": assets.strings[field(1)] = field(2)
            case "textfile": assets.stringsFile = field(1)
            case "unmeasured": assets.unmeasured[field(1)] = field(2)
            default: continue
            }
        }
        if sawWalk { cache.walk = walk } else { cache.folders = [] }
        if sawAssets { cache.assets = assets }
        return cache
    }

    /// Writes the cache for `root` (to a temporary file, then renamed); a cache that cannot be
    /// written is no error: the next run reads the project again.
    func save(root: String) {
        guard changed, let path = Self.file(for: root) else { return }
        var out = Self.format + "\nroot " + Self.escape(root) + "\n"
        func line(_ fields: String...) { out += fields.map(Self.escape).joined(separator: "\t") + "\n" }
        if let walk {
            line("walk")
            for f in folders { line("dir", f.path, f.stamp.text) }
            for (name, p) in walk.headers.sorted(by: { $0.key < $1.key }) { line("h", name, p) }
            for (name, ps) in walk.namesakeHeaders.sorted(by: { $0.key < $1.key }) { for p in ps { line("h+", name, p) } }
            for p in walk.prefixHeaders { line("pch", p) }
            for p in walk.swiftFiles { line("swift", p) }
            for p in walk.assetCatalogs { line("xcassets", p) }
            for p in walk.stringsFiles { line("strings", p) }
            for p in walk.interfaceFiles { line("ib", p) }
            for p in walk.developmentPods { line("pod", p) }
        }
        for (p, t) in declaredTypes.sorted(by: { $0.key < $1.key }) { line("types", p, t.stamp.text, t.types.sorted().joined(separator: ",")) }
        if let assets {
            line("assets", String(assetsScale))
            for i in assetInputs { line("in", i.path, i.stamp.text) }
            for p in assetSources { line("source", p) }
            for (k, v) in assets.images.sorted(by: { $0.key < $1.key }) { line("image", k, "\(v.size.width)", "\(v.size.height)", v.file) }
            for (k, v) in assets.colors.sorted(by: { $0.key < $1.key }) {
                line("color", k, "\(v.color.red)", "\(v.color.green)", "\(v.color.blue)", "\(v.color.alpha)", v.file)
            }
            for (k, v) in assets.strings.sorted(by: { $0.key < $1.key }) { line("text", k, v) }
            if let f = assets.stringsFile { line("textfile", f) }
            for (k, v) in assets.unmeasured.sorted(by: { $0.key < $1.key }) { line("unmeasured", k, v) }
        }
        try? FileManager.default.createDirectory(atPath: AtomicFile.parentFolder(of: path), withIntermediateDirectories: true)
        try? AtomicFile.write(out, to: path)
    }
}
