import FoundationEssentials
import Goldens
import Scene

/// The project a source file lives in, read as Xcode's header map sees it: an Objective-C
/// file's quoted imports (`#import "MagicNumber.h"`) are found by name anywhere in the
/// project, with the headers they import in turn, and the project's prefix headers (`.pch`),
/// which Xcode puts before every file. Their `#define`s and constants are what the file's chains
/// use (`kMargin10`, `minSpace`); they go in as `--include` files do.
struct SourceProject {
    /// The nearest folder up holding an `.xcodeproj`, an `.xcworkspace`, a `Package.swift`, a
    /// `Podfile` or `.git`.
    let root: String
    /// Header files by name, the first of each name in path order.
    var headers: [String: String]
    /// The others of a name found later (a repository of several apps, each with its
    /// `BaseViewController.h`), in path order: `header(_:near:)` takes the nearest.
    var namesakeHeaders: [String: [String]] = [:]
    /// The prefix headers, in path order.
    var prefixHeaders: [String]
    /// The project's Swift files, in path order.
    var swiftFiles: [String] = []
    /// Its asset catalogs (`*.xcassets`) and its development language's `Localizable.strings`
    /// (`en.lproj`, `Base.lproj`), in path order.
    var assetCatalogs: [String] = []
    var stringsFiles: [String] = []
    /// Its Interface Builder documents (`.storyboard`, `.xib`), in path order: where a view
    /// class the app lays out in code may be placed and sized (OwnerSize.inInterfaceBuilder).
    var interfaceFiles: [String] = []
    /// The folders of its development pods outside it (`pod 'Kit', :path => '../'` in its
    /// Podfile: a library's example app), whose code its Swift files import as a module, and
    /// those its Xcode project's groups name outside it (xcodeProjectFolders), compiled with it.
    var developmentPods: [String] = []
    /// What earlier runs found in this project (ProjectIndexCache); nil when not kept.
    var cache: ProjectIndexCache?

    /// Folders that hold no code of the app's own, or too much of others' to index (tests and
    /// fixtures are no part of the app's module either: folders named `…Tests`, `Fixtures`).
    /// (A folder named as a layout library is skipped where it holds that library's code; an
    /// app named after it keeps its code there: a `Masonry` demo's `Masonry/ViewController.m`
    /// beside the library's `Masonry/Masonry/`.)
    static let skipped: Set<String> = [".git", ".build", "build", "DerivedData", "Pods", "Carthage", "node_modules", ".swiftpm", "Masonry", "SnapKit"]
    static let layoutLibraryFolders: Set<String> = ["Masonry", "SnapKit"]

    /// Whether a folder holds Masonry's or SnapKit's own code (`Masonry.h`, `MASConstraint.h`;
    /// `ConstraintMaker.swift` with `Constraint.swift`, also in its `Source`/`Sources`). (An
    /// app's `Extensions/SnapKit/ConstraintMaker.swift`, its `extension ConstraintMaker { func
    /// textFieldHeight() }` alone, is the app's code.)
    static func holdsLayoutLibrary(_ folder: String) -> Bool {
        let fm = FileManager.default
        if ["Masonry.h", "MASConstraint.h"].contains(where: { fm.fileExists(atPath: folder + "/" + $0) }) { return true }
        return ["", "Source/", "Sources/"].contains { inner in
            fm.fileExists(atPath: folder + "/" + inner + "ConstraintMaker.swift") && fm.fileExists(atPath: folder + "/" + inner + "Constraint.swift")
        }
    }
    /// Folders that are bundles of resources or of Xcode's, never of headers the app writes.
    static let bundles = [".xcodeproj", ".xcworkspace", ".xcassets", ".bundle", ".framework", ".xcframework", ".lproj", ".playground", ".docc"]
    /// At most this many files are looked at, and this many headers read, so a huge repository
    /// costs a bounded time.
    static let largestIndex = 50_000
    static let mostHeaders = 200
    /// How many times the classes made by the code read for a file bring their own code: the
    /// file's, then its base class's or helper's, then theirs.
    static let roundsOfMadeClasses = 3

    /// Masonry's own headers, copied into an app: its shorthand macros (`#define equalTo(...)
    /// mas_equalTo(__VA_ARGS__)`) are the chain reader's vocabulary, not values to expand.
    static func isLayoutLibraryHeader(_ name: String) -> Bool {
        name == "Masonry.h" || name.hasPrefix("MAS") || name.contains("+MAS")
    }

    /// The folder holding the project's (a workspace's `Projects`); "" for a project at the top.
    var parentFolder: String { root == "/" ? "" : String(root[..<(root.lastIndex(of: "/") ?? root.startIndex)]) }

    /// Whether a folder of this name is walked for the app's code: not one of `skipped`, hidden,
    /// a bundle, tests or their fixtures and snapshots.
    static func isWalked(_ name: String) -> Bool {
        !skipped.contains(name) && !name.hasPrefix(".") && !bundles.contains(where: { name.hasSuffix($0) })
            && !name.hasSuffix("Tests") && name != "Fixtures" && name != "__Snapshots__"
    }

    static func markers(_ names: [String]) -> Bool {
        names.contains { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "Package.swift" || $0 == "Podfile" || $0 == ".git" }
    }

    /// The project of the file at `path` (or the folder `named`), nil when none holds it.
    static func find(for path: String, named: String? = nil) -> SourceProject? {
        let fm = FileManager.default
        var folder: String
        if let named {
            folder = named
        } else {
            let absolute = path.hasPrefix("/") ? path : fm.currentDirectoryPath + "/" + path
            folder = String(absolute.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/"))
            while !markers((try? fm.contentsOfDirectory(atPath: folder.isEmpty ? "/" : folder)) ?? []) {
                guard let cut = folder.lastIndex(of: "/"), !folder.isEmpty else { return nil }
                folder = String(folder[..<cut])
            }
            if folder.isEmpty { folder = "/" }
        }
        let cache = ProjectIndexCache.load(root: folder)
        if cache.walkIsCurrent, var found = cache.walk {
            found.cache = cache
            return found
        }
        cache.folders = []
        var headers: [String: String] = [:]
        var namesakes: [String: [String]] = [:]
        var prefixes: [String] = []
        var swift: [String] = []
        var catalogs: [String] = [], stringsFiles: [String] = [], interfaceFiles: [String] = []
        var seen = 0
        // Folders in the order found (breadth first), each taken once from the front; then the
        // development pods' folders the Podfile names, each folder once.
        let pods = developmentPodFolders(root: folder) + xcodeProjectFolders(root: folder)
        var pending = [folder] + pods
        var walked: Set<String> = []
        var next = 0
        while next < pending.count, seen < largestIndex {
            let dir = pending[next]
            next += 1
            guard walked.insert(dir).inserted, let stamp = ProjectIndexCache.Stamp.of(dir), let names = try? fm.contentsOfDirectory(atPath: dir) else { continue }
            cache.folders.append((dir, stamp))
            for name in names.sorted() {
                seen += 1
                let full = dir == "/" ? "/" + name : dir + "/" + name
                if name.hasSuffix(".h") {
                    if isLayoutLibraryHeader(name) {} else if headers[name] == nil { headers[name] = full } else { namesakes[name, default: []].append(full) }
                }
                else if name.hasSuffix(".pch") { prefixes.append(full) }
                else if name.hasSuffix(".swift") { swift.append(full) }
                else if name.hasSuffix(".xcassets") { catalogs.append(full) }
                else if name.hasSuffix(".storyboard") || name.hasSuffix(".xib") { interfaceFiles.append(full) }
                else if name == "en.lproj" || name == "Base.lproj" || name == "English.lproj" {
                    let strings = full + "/Localizable.strings"
                    if fm.fileExists(atPath: strings) { stringsFiles.append(strings) }
                    // (The development language's storyboards live here: `Base.lproj/Main.storyboard`.)
                    for inner in ((try? fm.contentsOfDirectory(atPath: full)) ?? []).sorted() where inner.hasSuffix(".storyboard") || inner.hasSuffix(".xib") {
                        interfaceFiles.append(full + "/" + inner)
                    }
                }
                else if isWalked(name) || (layoutLibraryFolders.contains(name) && !holdsLayoutLibrary(full)) {
                    var isFolder = false
                    if fm.fileExists(atPath: full, isDirectory: &isFolder), isFolder { pending.append(full) }
                }
            }
        }
        var found = SourceProject(root: folder, headers: headers, prefixHeaders: prefixes.sorted(), swiftFiles: swift.sorted(),
                                  assetCatalogs: catalogs.sorted(), stringsFiles: stringsFiles.sorted(), interfaceFiles: interfaceFiles.sorted(),
                                  developmentPods: pods)
        found.namesakeHeaders = namesakes
        // A walk cut short by the index's bound is not kept: the next run walks again.
        if seen < largestIndex { cache.walk = found; cache.changed = true } else { cache.folders = [] }
        found.cache = cache
        return found
    }

    /// The folders a project's Podfile takes pods from by path (`pod 'BSupermanUIKit', :path =>
    /// '../'`), resolved from the root, outside it, that exist.
    static func developmentPodFolders(root: String) -> [String] {
        guard let bytes = try? readBytes(root + "/Podfile"), bytes.count <= 1 << 20, let text = String(validating: bytes, as: UTF8.self) else { return [] }
        var out: [String] = []
        for line in text.split(separator: "\n") where !line.drop(while: { $0 == " " || $0 == "\t" }).hasPrefix("#") {
            guard let key = line.firstRange(of: ":path") ?? line.firstRange(of: "path:") else { continue }
            let rest = line[key.upperBound...].drop { $0 != "'" && $0 != "\"" }
            guard let quote = rest.first, let end = rest.dropFirst().firstIndex(of: quote) else { continue }
            var relative = String(rest.dropFirst()[..<end])
            // (A path may name the pod's podspec, `:path => '../UGBox.podspec'`: its folder.)
            if relative.hasSuffix(".podspec") || relative.hasSuffix(".podspec.json") {
                relative = relative.lastIndex(of: "/").map { String(relative[...$0]) } ?? "."
            }
            guard let folder = folderOutside(root: root, at: relative), !out.contains(folder) else { continue }
            out.append(folder)
        }
        return out
    }

    /// The existing folder a path names from the root (`../BarKit`, or absolute), when it is
    /// outside the project: a folder inside it is walked anyway.
    static func folderOutside(root: String, at relative: String) -> String? {
        var parts = relative.hasPrefix("/") ? [] : root.split(separator: "/").map(String.init)
        for part in relative.split(separator: "/") {
            if part == ".." { if !parts.isEmpty { parts.removeLast() } } else if part != "." { parts.append(String(part)) }
        }
        let folder = "/" + parts.joined(separator: "/")
        var isFolder = false
        guard folder != root, !(folder + "/").hasPrefix(root + "/"),
              FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else { return nil }
        return folder
    }

    /// The folders outside the project that its Xcode project's groups name (`path = ../Shared;`
    /// in `project.pbxproj`, a group the app's targets compile: `Shared/UI/VLKit/
    /// VLVerticalTextField.swift` beside `voluxe-customer/`), resolved from the root, that exist
    /// and do not hold the project itself. (A group nested in another names its path from that
    /// one's; those whose path does not resolve from the root are not found.)
    static func xcodeProjectFolders(root: String) -> [String] {
        let fm = FileManager.default
        var out: [String] = []
        for name in ((try? fm.contentsOfDirectory(atPath: root)) ?? []).sorted() where name.hasSuffix(".xcodeproj") {
            guard let bytes = try? readBytes(root + "/" + name + "/project.pbxproj"), bytes.count <= 8 << 20,
                  let text = String(validating: bytes, as: UTF8.self) else { continue }
            var rest = Substring(text)
            while let hit = rest.firstRange(of: "path = ") {
                rest = rest[hit.upperBound...]
                let value = rest.prefix { $0 != ";" && $0 != "\n" }
                let relative = value.hasPrefix("\"") ? String(value.dropFirst().dropLast()) : String(value)
                guard relative.hasPrefix("../"), let folder = folderOutside(root: root, at: relative), !(root + "/").hasPrefix(folder + "/"),
                      isWalked(String(folder.split(separator: "/").last ?? "")), !out.contains(folder) else { continue }
                out.append(folder)
            }
        }
        // A folder inside another taken is walked with it.
        return out.filter { f in !out.contains { f != $0 && f.hasPrefix($0 + "/") } }
    }

    /// `#import "A.h"` and `#include "A.h"` in `text`: the quoted names (framework imports in
    /// angle brackets are the SDK's and the pods').
    static func quotedImports(_ text: String) -> [String] {
        var found: [String] = []
        for t in lines(of: text, startingWith: ["#import", "#include"]) {
            guard let open = t.firstIndex(of: "\"") else { continue }
            let rest = t[t.index(after: open)...]
            guard let close = rest.firstIndex(of: "\"") else { continue }
            let name = rest[..<close].split(separator: "/").last.map(String.init) ?? ""
            if !name.isEmpty { found.append(name) }
        }
        return found
    }

    /// What an Objective-C file of this project sees before its own code: the prefix headers,
    /// then its imports and theirs, each once, as name and text; the file itself left out.
    func includes(forObjectiveC text: String, file: String) -> [(name: String, text: String)] {
        var out: [(name: String, text: String)] = []
        // The file itself, by its whole path (its `.m` is never read as another's).
        let me = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        var read: Set<String> = [me]
        func add(_ path: String, _ name: String, depth: Int) {
            guard out.count < Self.mostHeaders, read.insert(path).inserted,
                  let bytes = try? readBytes(path), bytes.count <= 4 << 20, let text = String(validating: bytes, as: UTF8.self) else { return }
            // A header's imports before it, as the preprocessor reads them.
            if depth < 6 { for imported in Self.quotedImports(text) { if let p = header(imported, near: path) { add(p, imported, depth: depth + 1) } } }
            out.append((relative(path), text))
        }
        for prefix in prefixHeaders { add(prefix, fileName(of: prefix), depth: 0) }
        for imported in Self.quotedImports(text) { if let p = header(imported, near: me) { add(p, imported, depth: 0) } }
        // The project's headers defining macros the file uses that nothing above defines; then the
        // CocoaPods headers its imports name that the project does not hold, for theirs.
        for path in headersDefining(macrosUsedIn: text, besides: out.map(\.text), limit: Self.mostHeaders - out.count) {
            add(path, fileName(of: path), depth: 0)
        }
        for path in podHeadersDefining(macrosUsedIn: text, importedBy: [text] + out.map(\.text), besides: out.map(\.text),
                                       limit: Self.mostHeaders - out.count) {
            add(path, fileName(of: path), depth: 6)
        }
        // The code of the classes the file makes (`[[PriceTag alloc] init…]`, `[CallButton new]`)
        // or inherits from (`@interface OrderCell : BaseCell`): the `.m` beside the header that
        // declares each, after the headers.
        // And of the categories of UIKit's and Masonry's classes it imports (`UIView+Layout.h`):
        // the methods they add run where the file calls them.
        // Then, the same for the code its base classes bring (a base controller's getter making
        // `[FGScrollView new]`, whose `initWithFrame:` makes the content view the file adds to),
        // a few rounds; not for the code of helpers and categories read (a loading view a
        // category makes is no part of the screen's layout, and its code would be run for it).
        // (Also the classes the file's macros send messages to: `#define BLUCurrentTheme
        // ([BLUThemeManager currentTheme])` makes `[BLUCurrentTheme leftMargin]` a message to it.)
        let bases = Self.superclassChain(text, headers: out.map(\.text))
        // The classes whose code the file is, with their bases: their categories in other files
        // (`BTTDiscountsViewController+Nav.m`, whose `setupNav` its `viewDidLoad` calls) are
        // their code too, and run as theirs.
        let own = bases.union(Self.words(after: "@implementation ", in: text))
        var makers = [text + "\n" + Self.bodiesOfMacros(usedIn: text, definedIn: out.map(\.text))]
        for round in 0..<Self.roundsOfMadeClasses where !makers.isEmpty {
            let wanted = makers.reduce(into: Set<String>()) { $0.formUnion(Self.classesMadeOrInherited($1, headers: out.map(\.text))) }
            if round > 0 {
                // A class the code read makes whose header nothing read imports (a theme manager's
                // `[[_BLUPurpleTheme alloc] init]`): its header, found by its name.
                let declared = out.reduce(into: Set<String>()) { $0.formUnion(Self.interfaces($1.text)) }
                for made in wanted.subtracting(declared).sorted() { if let p = header(made + ".h", near: me) { add(p, made + ".h", depth: 6) } }
            }
            let before = out.count
            for (name, header) in zip(out.map(\.name), out.map(\.text)) where out.count < Self.mostHeaders {
                guard !Self.interfaces(header).isDisjoint(with: wanted) || Self.extendsPlatformClass(header)
                        || !Self.categoriesDeclared(header).isDisjoint(with: own)
                        || Self.externsDefinedElsewhere(header, usedIn: text), name.hasSuffix(".h") else { continue }
                let implementation = root + "/" + name.dropLast(2) + ".m"
                add(implementation, fileName(of: implementation), depth: 6)
            }
            // The next round reads what the base classes' code makes, and what the app's helper
            // objects' code does (a theme manager's singleton, whose methods give the margins).
            let helpers = Self.helperObjects(declaredIn: out.map(\.text))
            makers = out[before...].filter { m in
                guard m.name.hasSuffix(".m") else { return false }
                let implemented = Self.words(after: "@implementation ", in: m.text)
                return !own.isDisjoint(with: implemented) || !helpers.isDisjoint(with: implemented)
            }.map(\.text)
        }
        // The app's delegate, where it configures at launch a class read above
        // (`[UIAdapter config:[UIScreen mainScreen].bounds]` sets the ratios `transferWidth:`
        // scales by), or where the file or a header it reads asks the delegate itself
        // (`#define autoScaleW(w) [(AppDelegate *)[UIApplication sharedApplication].delegate
        // autoScaleW:w]`, ratios its launch sets): the reader runs those before the set-up.
        let classesRead = Set(out.filter { $0.name.hasSuffix(".h") }.flatMap { Self.interfaces($0.text) })
        let texts = [text] + out.map(\.text)
        for (name, path) in headers.sorted(by: { $0.key < $1.key }) where name.hasSuffix("AppDelegate.h") && out.count < Self.mostHeaders {
            let implementation = String(path.dropLast(2)) + ".m"
            guard let bytes = try? readBytes(implementation), bytes.count <= 1 << 20, let delegate = String(validating: bytes, as: UTF8.self),
                  Self.configuresAtLaunch(delegate, classesRead) || Self.asksDelegate(String(name.dropLast(2)), in: texts) else { continue }
            add(implementation, fileName(of: implementation), depth: 6)
        }
        return out
    }

    /// The header of this name nearest `file` — the most folders in common with it (Xcode's
    /// header map finds it in the file's own target; in a repository of several apps, each has
    /// its own `BaseViewController.h`) — the first in path order of equals.
    func header(_ name: String, near file: String) -> String? {
        guard let first = headers[name] else { return nil }
        guard let others = namesakeHeaders[name] else { return first }
        func shared(_ path: String) -> Int { zip(path.split(separator: "/"), file.split(separator: "/")).prefix { $0 == $1 }.count }
        var best = (path: first, shared: shared(first))
        for p in others where shared(p) > best.shared { best = (p, shared(p)) }
        return best.path
    }

    /// The classes the headers declare as plain objects (`@interface BLUThemeManager : NSObject`):
    /// an app's managers and helpers, not its views or categories.
    static func helperObjects(declaredIn headers: [String]) -> Set<String> {
        Set(headers.flatMap(interfacesWithSuperclass).filter { $0.superclass == "NSObject" }.map(\.name))
    }

    /// Each `@interface Name : Superclass` line of `source` (not categories, which have no `:`),
    /// as written, in order.
    static func interfacesWithSuperclass(_ source: String) -> [(name: String, superclass: String)] {
        lines(of: source, startingWith: ["@interface "]).compactMap { line in
            let parts = line.dropFirst(11).split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "<" || $0 == "{" })
            return parts.count >= 2 && line.contains(":") ? (String(parts[0]), String(parts[1])) : nil
        }
    }

    /// Whether code asks the app's delegate, of class `delegate`, for something of its own: casts
    /// to it (`(AppDelegate *)[UIApplication sharedApplication].delegate`) or its shared instance.
    static func asksDelegate(_ delegate: String, in texts: [String]) -> Bool {
        texts.contains { $0.contains("(" + delegate + " *)") || $0.contains("(" + delegate + "*)") || $0.contains("[" + delegate + " shared") }
    }

    /// Whether an app delegate's code sends a class message to one of `classes`
    /// (`[UIAdapter config:…]`).
    static func configuresAtLaunch(_ delegate: String, _ classes: Set<String>) -> Bool {
        classes.contains { delegate.contains("[" + $0 + " ") }
    }

    /// The classes an Objective-C file makes with `alloc` or `new` or sends a class message to,
    /// and the superclasses of those it implements (as its own header or the file declares them).
    static func classesMadeOrInherited(_ text: String, headers: [String]) -> Set<String> {
        var found: Set<String> = []
        // And the classes it sends class messages to (`[UIAdapter transferWidth:5]`): only those
        // a header of the project declares are looked for.
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            rest = rest[rest.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if let first = name.first, first.isUppercase, rest.dropFirst(name.count).first == " " { found.insert(String(name)) }
        }
        // And class properties read with dot syntax (`LZApp.shareInstance.navigationBarHeight`,
        // `UIAdapter.ratio`): an upper-case name after no dot, then a dot and a lower-case name.
        // (Over the UTF-8 bytes: this runs on every file read for the drawn one.)
        let bytes = Array(text.utf8)
        func isWord(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x5F }
        var start = 0
        while start < bytes.count {
            guard isWord(bytes[start]) else { start += 1; continue }
            var end = start
            while end < bytes.count, isWord(bytes[end]) { end += 1 }
            if bytes[start] >= 0x41, bytes[start] <= 0x5A, start == 0 || bytes[start - 1] != 0x2E,
               end + 1 < bytes.count, bytes[end] == 0x2E, bytes[end + 1] >= 0x61, bytes[end + 1] <= 0x7A {
                found.insert(String(decoding: bytes[start..<end], as: UTF8.self))
            }
            start = end
        }
        for marker in [" alloc]", " new]"] {
            var rest = Substring(text)
            while let r = rest.firstRange(of: marker) {
                let before = rest[..<r.lowerBound]
                if let open = before.lastIndex(of: "[") {
                    let name = before[before.index(after: open)...]
                    if name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }), !name.isEmpty { found.insert(String(name)) }
                }
                rest = rest[r.upperBound...]
            }
        }
        return found.union(superclassChain(text, headers: headers))
    }

    /// The superclasses of the classes a file implements, up the whole chain the headers declare
    /// (`RXViewHolder3Cell : RXViewHolderNewCell : RXViewHolderBaseCell`, whose lazy getters make
    /// the views the file lays out).
    static func superclassChain(_ text: String, headers: [String]) -> Set<String> {
        var found: Set<String> = []
        var superclasses: [String: String] = [:]
        for source in [text] + headers {
            for (name, superclass) in interfacesWithSuperclass(source) where superclasses[name] == nil { superclasses[name] = superclass }
        }
        for implemented in words(after: "@implementation ", in: text) {
            var name = implemented
            for _ in 0..<8 {
                guard let up = superclasses[name], found.insert(up).inserted else { break }
                name = up
            }
        }
        return found
    }

    /// Whether a header declares `extern` constants the file uses (`extern const CGFloat
    /// kCardRadius;`), whose values its `.m` defines.
    static func externsDefinedElsewhere(_ header: String, usedIn text: String) -> Bool {
        // Apple's spellings of `extern` (NSObjCRuntime.h's FOUNDATION_EXTERN and FOUNDATION_EXPORT,
        // UIKitDefines.h's UIKIT_EXTERN, objc-api.h's OBJC_EXTERN, CGBase.h's CG_EXTERN).
        let spellings = ["extern ", "FOUNDATION_EXPORT ", "FOUNDATION_EXTERN ", "UIKIT_EXTERN ", "OBJC_EXTERN ", "CG_EXTERN "]
        let externs = lines(of: header, startingWith: spellings).contains { line in
            // `extern const CGFloat kMarkSide;`; a function's (`extern CGFloat Fit(CGFloat x);`) below.
            guard !line.contains("(") else { return false }
            let name = line.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).last.map(String.init) ?? ""
            return !name.isEmpty && text.contains(name)
        }
        return externs || !functionsDeclared(header).filter { text.contains($0 + "(") }.isEmpty
    }

    /// The C functions a header declares without a body (`CGFloat AdaptW(CGFloat w);`), whose
    /// bodies its `.m` holds: each prototype line's name before its `(`.
    static func functionsDeclared(_ header: String) -> [String] {
        var names: [String] = []
        // Only lines ending `);` become text (a header's lines, as bytes, like `lines(of:)`'s).
        for bytes in header.utf8.split(separator: 0x0A) where bytes.last == UInt8(ascii: ";") {
            let t = Substring(bytes).drop { $0 == " " || $0 == "\t" }
            guard let first = t.first, first.isLetter || first == "_", t.hasSuffix(");") || t.hasSuffix(") ;"),
                  !t.hasPrefix("return"), let open = t.firstIndex(of: "(") else { continue }
            var head = t[..<open]
            while head.last == " " { head = head.dropLast() }
            let name = head.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            // A type before the name (`CGFloat AdaptW(`): a declaration, not a call.
            guard !name.isEmpty, head.count > name.count else { continue }
            names.append(String(name.reversed()))
        }
        return names
    }

    /// Whether a header declares a category of one of UIKit's or Masonry's classes
    /// (`@interface UIView (Layout)`).
    static func extendsPlatformClass(_ header: String) -> Bool {
        lines(of: header, startingWith: ["@interface UI", "@interface MAS", "@interface NS"]).contains { line in
            line.dropFirst(11).drop { $0.isLetter || $0.isNumber || $0 == "_" }.drop { $0 == " " }.hasPrefix("(")
        }
    }

    /// The lines of `text` that start (after spaces and tabs) with one of `prefixes`, found over
    /// its UTF-8 bytes: an app's prefix header can bring hundreds of headers, and splitting them
    /// into Characters was most of a run.
    static func lines(of text: String, startingWith prefixes: [String]) -> [Substring] {
        let heads = prefixes.map { Array($0.utf8) }
        var out: [Substring] = []
        for line in text.utf8.split(separator: 0x0A) {
            let trimmed = line.drop { $0 == 0x20 || $0 == 0x09 }
            guard heads.contains(where: { trimmed.starts(with: $0) }) else { continue }
            out.append(Substring(trimmed))
        }
        return out
    }

    /// Each `@interface NAME …` line of a header: the class's name and what follows it.
    static func interfaceLines(_ header: String) -> [(name: Substring, after: Substring)] {
        lines(of: header, startingWith: ["@interface "]).compactMap { line in
            let name = line.dropFirst(11).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : (name, line.dropFirst(11 + name.count).drop { $0 == " " })
        }
    }

    /// The classes a header declares (`@interface PriceTag : UIView`; not categories).
    static func interfaces(_ header: String) -> Set<String> {
        Set(interfaceLines(header).filter { !$0.after.hasPrefix("(") }.map { String($0.name) })
    }

    /// The classes a header declares categories of (`@interface BTTDiscountsViewController (Nav)`;
    /// not class extensions, `()`, whose methods the class's own file implements).
    static func categoriesDeclared(_ header: String) -> Set<String> {
        Set(interfaceLines(header).filter { $0.after.hasPrefix("(") && !$0.after.dropFirst().drop(while: { $0 == " " }).hasPrefix(")") }
            .map { String($0.name) })
    }

    static func words(after keyword: String, in text: String) -> Set<String> {
        Set(lines(of: text, startingWith: [keyword]).compactMap { t -> String? in
            let name = t.dropFirst(keyword.count).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            return name.isEmpty ? nil : String(name)
        })
    }

    /// At most this many Swift files of the project are searched, and this many read in.
    static let mostSwiftSearched = 5_000
    static let mostSwiftRead = 40

    /// The members a Swift file uses on a value, in one pass: those it calls
    /// (`stack.addArrangedSubviews(`, `.snOffset(`), as `NAME()`, and those it reads
    /// (`16.fit`, `view.safeArea`), as `.NAME` — a platform type's extension in another file may
    /// add either.
    static func membersUsed(_ text: String) -> (called: Set<String>, read: Set<String>, calledOnArrays: Set<String>) {
        var called: Set<String> = [], read: Set<String> = [], calledOnArrays: Set<String> = []
        var word = ""
        var afterDot = false, afterArray = false
        var previous: Character = " ", beforePrevious: Character = " "
        for c in text {
            if c.isLetter || c.isNumber || c == "_" {
                if word.isEmpty { afterDot = previous == "."; afterArray = afterDot && beforePrevious == "]" }
                word.append(c)
            } else {
                if afterDot, let first = word.first {
                    if c == "(" {
                        called.insert(word + "()")
                        if afterArray { calledOnArrays.insert(word + "()") }
                    } else if first.isLetter { read.insert("." + word) }
                }
                word = ""
            }
            beforePrevious = previous
            previous = c
        }
        return (called, read, calledOnArrays)
    }

    /// Whether the line holding `i` has only access modifiers before it (`public `, `private `).
    static func onlyModifiersBefore(_ i: Int, in bytes: [UInt8]) -> Bool {
        var start = i
        while start > 0, bytes[start - 1] != 10 { start -= 1 }
        guard start < i, let before = String(validating: bytes[start..<i], as: UTF8.self) else { return false }
        let words = before.split(separator: " ")
        // (`public private(set) var mainScreen = …`: a setter's narrower access too.)
        return !words.isEmpty && words.allSatisfy { ["public", "private", "fileprivate", "internal", "open", "nonisolated",
                                                     "private(set)", "fileprivate(set)", "internal(set)", "public(set)"].contains($0) }
    }

    /// Whether a name is written as apps write a global constant: `kNavigationBarHeight`,
    /// `SCREEN_WIDTH`, `NAV_H`, `SafeTopHeight` written alone as a value (a type's name written so
    /// matches no file's top-level `let`; a lower-case word such as `scale` or `title` is a
    /// local's or a property's far more often, and would pull in any file with a top-level one).
    static func namesAGlobalConstant(_ name: String) -> Bool {
        let chars = Array(name)
        if chars.count >= 2, chars[0] == "k", chars[1].isUppercase { return true }
        if chars.count >= 4, chars[0].isUppercase, chars.contains(where: \.isLowercase) { return true }
        return chars.count >= 3 && chars.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" } && chars.contains { $0.isLetter }
    }

    /// Whether a name is written in camel case starting lower-case (`safeTop`, `editorBottomH`):
    /// a single lower-case word (`scale`, `title`) is not taken for a global by itself.
    static func isCamelCase(_ name: String) -> Bool {
        guard let first = name.first, first.isLowercase, name.count >= 4 else { return false }
        return name.contains(where: \.isUppercase)
    }

    /// Members a Swift file's views and controllers have from UIKit and use without `self.`: never
    /// a global the project declares, though one of its files may have a top-level one so named.
    static let inheritedMembers: Set<String> = ["contentView", "tableView", "collectionView", "navigationController", "navigationItem",
                                                "tabBarController", "safeAreaLayoutGuide", "safeAreaInsets", "layoutMargins",
                                                "layoutMarginsGuide", "backgroundColor", "textLabel", "detailTextLabel", "imageView",
                                                "titleLabel", "isHidden", "tabBar", "navigationBar", "tintColor", "contentMode",
                                                "accessoryView", "backgroundView", "selectedBackgroundView", "traitCollection",
                                                "contentInset", "contentSize", "contentOffset", "scrollView", "textField", "textView"]

    /// The names a Swift file declares anywhere, roughly: those after `let`, `var`, `for`, `case`
    /// and `func`, those before a `:` (parameters, typed properties, labels), and a closure's
    /// parameters (`{ cellModel in`, `{ [weak self] (cell, indexPath) in`).
    static func namesDeclared(in text: String) -> Set<String> {
        var found: Set<String> = []
        let bytes = Array(text.utf8), n = bytes.count
        func word(endingBefore end: Int) -> String? {
            var start = end
            while start > 0, isNameByte(bytes[start - 1]) { start -= 1 }
            return start < end ? String(decoding: bytes[start..<end], as: UTF8.self) : nil
        }
        let keywords: [[UInt8]] = ["let ", "var ", "for ", "case ", "func "].map { Array($0.utf8) }
        var i = 0
        while i < n {
            let b = bytes[i]
            if b == UInt8(ascii: ":") {
                var end = i
                while end > 0, bytes[end - 1] == 32 { end -= 1 }
                if let name = word(endingBefore: end) { found.insert(name) }
            } else if b == UInt8(ascii: "{") {
                // A closure's header: names, commas, brackets and spaces, then ` in`.
                var j = i + 1
                while j < n, bytes[j] != 10, isNameByte(bytes[j]) || [32, 40, 41, 44, 91, 93, 95].contains(bytes[j]) {
                    if bytes[j] == 32, j + 3 < n, bytes[j + 1] == UInt8(ascii: "i"), bytes[j + 2] == UInt8(ascii: "n"), !isNameByte(bytes[j + 3]) {
                        for name in bytes[(i + 1)..<j].split(whereSeparator: { !isNameByte($0) }) { found.insert(String(decoding: name, as: UTF8.self)) }
                        break
                    }
                    j += 1
                }
            } else if i == 0 || !isNameByte(bytes[i - 1]) {
                for k in keywords where i + k.count < n && bytes[i] == k[0] && bytes[i..<(i + k.count)].elementsEqual(k) {
                    var j = i + k.count
                    while j < n, bytes[j] == 32 { j += 1 }
                    var end = j
                    while end < n, isNameByte(bytes[end]) { end += 1 }
                    if end > j { found.insert(String(decoding: bytes[j..<end], as: UTF8.self)) }
                }
            }
            i += 1
        }
        return found
    }

    /// The names a Swift file writes alone, not after a `.`: those it calls as functions
    /// (`Adapt(20)`, `UIView(`) and the others (`kNavigationBarHeight`), in one pass.
    static func namesWrittenAlone(_ text: String) -> (called: Set<String>, named: Set<String>) {
        var called: Set<String> = [], named: Set<String> = []
        var word = ""
        var afterDot = false
        var previous: Character = " "
        for c in text {
            if c.isLetter || c.isNumber || c == "_" {
                if word.isEmpty { afterDot = previous == "." || previous.isLetter || previous.isNumber }
                word.append(c)
            } else {
                if !afterDot, let first = word.first, first.isLetter || first == "_" {
                    if c == "(" { called.insert(word) } else { named.insert(word) }
                }
                word = ""
            }
            previous = c
        }
        return (called, named)
    }

    /// The types a Swift file reaches: each capitalised name written before a `.` (values through
    /// a type: `UIConstants.layout.margin`, `Styles.Sizes.icon`, `CGFloat.margin6x`) or a `(` (a
    /// view made of the app's own class: `ProfileHeaderView()`), or after a `:` (a superclass,
    /// `class CallActiveController: CallBaseController`, or a declared type); only those before a
    /// `.` when `throughDotsOnly`, and those before a `(` named as views are (`CreateButton(style:
    /// .buyButton, text: …)` in a subview's file: the button's own constraints are part of the
    /// drawing, its file read in the next round).
    static func typesUsed(_ text: String, throughDotsOnly: Bool = false) -> Set<String> {
        var found: Set<String> = []
        var word = ""
        var previous: Character = " "
        // The last character before the word that is not white space.
        var beforeWord: Character = " ", lastSolid: Character = " "
        for c in text {
            if c.isLetter || c.isNumber || c == "_" {
                if word.isEmpty, !(previous.isLetter || previous.isNumber || previous == "_" || previous == ".") { word.append(c); beforeWord = lastSolid }
                else if !word.isEmpty { word.append(c) }
            } else {
                if let first = word.first, first.isUppercase,
                   c == "." || (!throughDotsOnly && (c == "(" || beforeWord == ":") && !isPlatformType(word))
                    || (throughDotsOnly && c == "(" && viewClassEndings.contains(where: word.hasSuffix) && !isPlatformType(word)) { found.insert(word) }
                word = ""
            }
            if c != " " && c != "\t" && c != "\n" { lastSolid = c }
            previous = c
        }
        return found
    }

    /// How the app's view classes' names end, made in a file read for another (a cell's class is
    /// a table's, not a subview's).
    static let viewClassEndings = ["View", "Button", "Label", "Field", "Bar", "Control", "Switch", "Slider"]

    /// The app's types a Swift file's type aliases name (`public typealias Constraint =
    /// ConstraintConstant` inside `enum Constant`): a value read through the alias
    /// (`Constant.Constraint.Spacing.inset`) is the aliased type's, in its own file.
    static func typeAliasTargets(_ text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) where line.contains("typealias ") {
            guard let eq = line.firstIndex(of: "=") else { continue }
            let name = line[line.index(after: eq)...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            // (Not by isPlatformType's prefixes: an app's `ConstraintConstant` is no SnapKit type,
            // and a SnapKit one named here finds no file of the app anyway.)
            if let first = name.first, first.isUppercase, !["UI", "NS", "CG", "CA", "CF"].contains(where: { name.hasPrefix($0) }) { found.insert(String(name)) }
        }
        return found
    }

    /// The types a Swift file's classes, structs and extensions inherit from or conform to, all of
    /// them (`final class V: UIView, BaseViewType {`): a protocol's extension in another file may
    /// hold the methods the class's set-up calls (`baseInit()`). SDK types are not among them.
    static func typesInherited(_ text: String) -> Set<String> {
        var found: Set<String> = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let k = words.firstIndex(where: { ["class", "struct", "extension", "enum"].contains($0) }), k + 1 < words.count,
                  let colon = line[words[k + 1].startIndex...].firstIndex(of: ":") else { continue }
            // Up to the body's `{` or a `where` clause.
            var clause = line[line.index(after: colon)...]
            if let brace = clause.firstIndex(of: "{") { clause = clause[..<brace] }
            for part in clause.split(separator: ",") {
                let name = part.drop { $0 == " " || $0 == "\t" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if let first = name.first, first.isUppercase, !isPlatformType(String(name)) { found.insert(String(name)) }
                if part.contains(" where ") { break }
            }
        }
        return found
    }

    /// A type of the SDK, Swift's standard library or SnapKit (`UIView(`, `: String`,
    /// `: Constraint?`): made or declared, it names no file of the app (written before a `.`, an
    /// extension's constant, `CGFloat.margin4x`, it still does).
    static func isPlatformType(_ name: String) -> Bool {
        ["UI", "NS", "CG", "CA", "CF", "Constraint"].contains { name.hasPrefix($0) }
            || ["String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Optional", "Any", "AnyObject",
                "Self", "Void", "Data", "Date", "URL", "Error", "Result", "Never", "IndexPath", "Notification", "DispatchQueue", "Timer"].contains(name)
    }

    /// The types a Swift file declares or extends (`struct UIConstants`, `enum Metric`,
    /// `extension CGFloat`), read from its bytes: searching thousands of files as Characters was
    /// most of a run in a large app.
    /// Also each `func NAME` it declares, as `NAME()`, each property an extension of a platform
    /// type adds as `.NAME`, and each type it extends, also as `+NAME`,
    /// for the methods an extension of a platform type adds (`extension UIStackView { func
    /// addArrangedSubviews(…) }`).
    static func typesDeclared(_ bytes: [UInt8]) -> Set<String> {
        let keywords: [[UInt8]] = ["struct ", "enum ", "class ", "extension ", "func ", "let ", "var "].map { Array($0.utf8) }
        var found: Set<String> = []
        var i = 0
        let n = bytes.count
        // Braces deep, and how deep the body of an extension of a platform type starts (nil
        // outside one): its properties are what a file reads on a value (`16.fit`).
        var depth = 0
        var platformExtensionBody: Int?
        var extensionPending = false
        while i < n {
            // Comments are no code: `/// (\`static let spacing = 16\`)` declares nothing.
            if bytes[i] == 47, i + 1 < n, bytes[i + 1] == 47 {
                while i < n, bytes[i] != 10 { i += 1 }
                continue
            }
            if bytes[i] == 47, i + 1 < n, bytes[i + 1] == 42 {
                i += 2
                while i + 1 < n, !(bytes[i] == 42 && bytes[i + 1] == 47) { i += 1 }
                i += 2
                continue
            }
            // Nor are strings (`"http://…"` opens no comment, `"{"` no body).
            if bytes[i] == 34 {
                let triple = i + 2 < n && bytes[i + 1] == 34 && bytes[i + 2] == 34
                i += triple ? 3 : 1
                while i < n {
                    if bytes[i] == 92 { i += 2; continue }
                    if triple ? (i + 2 < n && bytes[i] == 34 && bytes[i + 1] == 34 && bytes[i + 2] == 34) : (bytes[i] == 34 || bytes[i] == 10) { break }
                    i += 1
                }
                i += triple ? 3 : 1
                continue
            }
            if bytes[i] == 123 {
                depth += 1
                if extensionPending { platformExtensionBody = depth; extensionPending = false }
            } else if bytes[i] == 125 {
                if depth == platformExtensionBody { platformExtensionBody = nil }
                depth -= 1
            }
            // Keywords start after white space (or the file's start).
            if i == 0 || bytes[i - 1] == 32 || bytes[i - 1] == 10 || bytes[i - 1] == 9 {
                for k in keywords where i + k.count < n && bytes[i] == k[0] && Array(bytes[i..<(i + k.count)]) == k {
                    var j = i + k.count
                    while j < n, isNameByte(bytes[j]) { j += 1 }
                    if j > i + k.count, let name = String(validating: bytes[(i + k.count)..<j], as: UTF8.self) {
                        // (By the keyword itself: `enum ` is as long as `func `, and an enum read as a
                        // function named no type, so a module's enums were never found.)
                        let keyword = String(decoding: k, as: UTF8.self)
                        // A constant or variable at the top level (`let kNavigationBarHeight: CGFloat = 64`,
                        // at a line's start or after access modifiers alone: `public let SafeTopHeight`):
                        // `=NAME`; a property an extension of a platform type adds (`var fit: CGFloat { … }`): `.NAME`.
                        if keyword == "let " || keyword == "var " {
                            let topLevel = i == 0 || bytes[i - 1] == 10 || (depth == 0 && Self.onlyModifiersBefore(i, in: bytes))
                            if topLevel { found.insert("=" + name) } else if platformExtensionBody.map({ depth == $0 }) == true { found.insert("." + name) }
                            i = j - 1
                            break
                        }
                        found.insert(keyword == "func " ? name + "()" : name)
                        // A function at the top level (`func Adapt(_ v: CGFloat) -> CGFloat`, at a line's start): `^NAME`.
                        if keyword == "func ", i == 0 || bytes[i - 1] == 10 { found.insert("^" + name) }
                        // An extension is also kept as `+NAME`, what it extends.
                        if keyword == "extension " {
                            found.insert("+" + name)
                            extensionPending = platformExtensionBody == nil && isPlatformExtension("+" + name)
                        }
                    }
                    i = j - 1
                    break
                }
            }
            i += 1
        }
        return found
    }

    /// What a Swift file of this project takes from the rest of its module: the files that
    /// declare or extend the types it reaches values through, read as `--include` files are
    /// (their constants, nested ones by their whole path); then, once more, the files those
    /// reach values through (`10.adjust()` in one file is `CGFloat(self) * Constants.weight`
    /// in another, and `Constants` in a third).
    func includes(forSwift text: String, file: String) -> [(name: String, text: String)] {
        // A type the file declares itself (a screen's own `private enum Metric`) is its own: other
        // files declaring one of that name (each screen has its `Metric`) are not read for it.
        var declaredSoFar = Self.typesDeclared(Array(text.utf8))
        var needs = Needs(of: text, declared: declaredSoFar, firstFile: true)
        let me = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        var out: [(name: String, text: String)] = []
        var taken: Set<String> = [me]
        let index = needs.isEmpty ? [] : moduleIndex(from: me) + index(of: siblingModuleFiles(importedBy: text))
        for _ in 0..<Self.roundsOfIncludes where !needs.isEmpty {
            let found = filesDeclaring(needs, in: index, leaving: taken, room: Self.mostSwiftRead - out.count, near: me)
            guard !found.isEmpty else { break }
            for f in found { declaredSoFar.formUnion(f.declared); taken.insert(f.path) }
            out += found.map { (relative($0.path), $0.text) }
            // What the files just read take in turn: only values through a type and globals (a
            // type they make or declare would pull in the app screen by screen).
            needs = found.reduce(into: Needs()) { $0.formUnion(Needs(of: $1.text, declared: declaredSoFar, firstFile: false)) }
        }
        // The app's delegate, where it configures at launch a type read above
        // (`Constants.scale = UIScreen.main.bounds.width / 375`, `ScreenAdapter.setup(…)`): the
        // reader runs those statements before the set-up.
        let typesRead = Set(declaredSoFar.filter { $0.first?.isUppercase == true && !$0.hasSuffix("()") })
        for path in swiftFiles.prefix(Self.mostSwiftSearched) where path.hasSuffix("AppDelegate.swift") && !taken.contains(path) && out.count < Self.mostSwiftRead {
            guard let bytes = try? readBytes(path), bytes.count <= 1 << 20, let delegate = String(validating: bytes, as: UTF8.self),
                  typesRead.contains(where: { delegate.contains($0 + ".") }) else { continue }
            out.append((relative(path), delegate))
        }
        return out
    }

    /// The files a Swift file's project is searched through for it, in rounds: the file's own
    /// needs, then those of the files they bring.
    static let roundsOfIncludes = 2

    /// What a file takes from other files: types it reaches (as written before a `.`, made, or
    /// declared with), methods it calls on values, and global functions and constants.
    struct Needs {
        var used: Set<String> = []
        var called: Set<String> = []
        var free: Set<String> = []
        /// Members it reads on a value, as `.NAME` (`CGFloat(20).fit`, `16.fit`).
        var read: Set<String> = []
        /// Methods it calls on an array it writes (`[a, b].addSubViews(self)`), which an app's
        /// extension of arrays may add; a name called on anything else (`view.mas_makeConstraints(`)
        /// does not bring a file extending arrays.
        var calledOnArrays: Set<String> = []
        var isEmpty: Bool { used.isEmpty && called.isEmpty && free.isEmpty && read.isEmpty }

        init() {}

        /// The needs of `text`, leaving out what `declared` holds. A file read for another
        /// (`firstFile` false) needs only values through a type, globals, and the classes its
        /// own inherit from (a bar's base view whose initialiser calls the bar's `createViews`).
        init(of text: String, declared: Set<String>, firstFile: Bool) {
            let types = (firstFile ? SourceProject.typesUsed(text) : SourceProject.typesUsed(text, throughDotsOnly: true))
                .union(SourceProject.typesInherited(text)).union(SourceProject.typeAliasTargets(text))
            // The drawn file's extensions of the app's own types (`extension ProductCell { final
            // class ViewHolder { … } }` in ProductCell+ViewHolder.swift): the type's own file, whose
            // initialiser runs the extension's code.
            let extended = firstFile ? Set(declared.filter { $0.hasPrefix("+") && !SourceProject.isPlatformExtension($0) }.map { String($0.dropFirst()) }) : []
            used = types.union(extended).filter { !declared.contains($0) || declared.contains("+" + $0) }
            if firstFile { (called, read, calledOnArrays) = SourceProject.membersUsed(text) }
            // Global functions the file calls and does not declare (`Adapt(20)`), as `^NAME`, and
            // global constants it names and does not declare (`kNavigationBarHeight`), as `=NAME`.
            // A camel-case name written alone that the file declares nowhere (`editorTopViewH`,
            // `safeTop`) is another file's top-level constant as well: no local, parameter or
            // property of the file has that name.
            let alone = SourceProject.namesWrittenAlone(text)
            let camelCase = alone.named.filter(SourceProject.isCamelCase)
            let declaredHere = camelCase.isEmpty ? [] : SourceProject.namesDeclared(in: text)
            free = Set(alone.called.filter { !declared.contains($0 + "()") }.map { "^" + $0 })
                .union(alone.named.filter { SourceProject.namesAGlobalConstant($0) && !declared.contains("=" + $0) }.map { "=" + $0 })
                .union(camelCase.filter { !declaredHere.contains($0) && !SourceProject.inheritedMembers.contains($0) && !declared.contains("=" + $0) }.map { "=" + $0 })
        }

        mutating func formUnion(_ other: Needs) {
            used.formUnion(other.used); called.formUnion(other.called); free.formUnion(other.free); read.formUnion(other.read)
            calledOnArrays.formUnion(other.calledOnArrays)
        }

        /// Whether a file declaring `declared` answers one of them: a type used, a global function
        /// or constant, or a method called or member read that it adds to a platform type it
        /// extends.
        func answered(by declared: Set<String>) -> Bool {
            if !declared.isDisjoint(with: used) || !declared.isDisjoint(with: free) { return true }
            // (The set tests first: the prefixes are looked for only in the few files they pass.)
            // A function called alone (`dynamicValue(for: 364)`) that an extension of a platform
            // type adds (`extension NSObject { func dynamicValue(for:) }`): the class's own, as `self`'s.
            let calledAlone = free.contains { $0.first == "^" && declared.contains($0.dropFirst() + "()") }
            guard calledAlone || !declared.isDisjoint(with: called) || !declared.isDisjoint(with: read) else { return false }
            if declared.contains(where: { SourceProject.isPlatformExtension($0) && !SourceProject.collectionExtensions.contains($0) }) { return true }
            return declared.contains(where: { SourceProject.collectionExtensions.contains($0) }) && !declared.isDisjoint(with: calledOnArrays)
        }
    }

    /// The module's Swift files but `me` and its namesakes, in path order, with what each
    /// declares (from the cache while a file is as it was): made once for all rounds of a
    /// file's includes, so a second round costs no more stats of thousands of files.
    func moduleIndex(from me: String) -> [(path: String, declared: Set<String>)] {
        // Another copy of the file (same name elsewhere) is no part of its module's other code.
        let myName = fileName(of: me)
        // A Swift package's target is its module: `Sources/App/…` sees only `Sources/App`.
        let parts = relative(me).split(separator: "/")
        let module = parts.count > 2 && parts[0] == "Sources" && FileManager.default.fileExists(atPath: root + "/Package.swift")
            ? root + "/Sources/" + parts[1] + "/" : root == "/" ? "/" : root + "/"
        return index(of: swiftFiles.prefix(Self.mostSwiftSearched).filter { path in
            path != me && !path.hasSuffix("/" + myName) && (path.hasPrefix(module) || developmentPods.contains { path.hasPrefix($0 + "/") })
        })
    }

    /// The Swift files of the modules `text` imports that sit beside the project, not in it: a
    /// workspace of projects (Tuist's `Projects/Common`, imported as `import Common` by a file of
    /// `Projects/DesignSystem`), each module's folder walked once, tests and bundles left out.
    /// Also a Swift package's other targets the file imports (`import Shared` in
    /// `Sources/BackupFeature/…`, whose `CapsuleButton` is in `Sources/Shared`).
    func siblingModuleFiles(importedBy text: String) -> [String] {
        let parent = parentFolder
        let package = FileManager.default.fileExists(atPath: root + "/Package.swift")
        guard !parent.isEmpty || package else { return [] }
        let fm = FileManager.default
        var files: [String] = []
        for line in Self.lines(of: text, startingWith: ["import ", "@testable import ", "@_exported import "]) {
            guard let name = line.split(separator: " ").last.map(String.init), !name.isEmpty, name.first?.isUppercase == true else { continue }
            var isFolder = false
            let target = root + "/Sources/" + name
            let folder = package && fm.fileExists(atPath: target, isDirectory: &isFolder) && isFolder ? target : parent + "/" + name
            guard !parent.isEmpty || folder == target, folder != root, fm.fileExists(atPath: folder, isDirectory: &isFolder), isFolder else { continue }
            var pending = [folder], next = 0
            while next < pending.count, files.count < Self.mostSwiftSearched {
                let dir = pending[next]
                next += 1
                for entry in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() {
                    let full = dir + "/" + entry
                    if entry.hasSuffix(".swift") { files.append(full); continue }
                    guard Self.isWalked(entry) else { continue }
                    if fm.fileExists(atPath: full, isDirectory: &isFolder), isFolder { pending.append(full) }
                }
            }
        }
        return files
    }

    /// What each of `files` declares (from the cache while a file is as it was).
    func index(of files: [String]) -> [(path: String, declared: Set<String>)] {
        files.compactMap { path in
            let stamp = ProjectIndexCache.Stamp.of(path)
            if let stamp, let kept = cache?.declaredTypes[path], kept.stamp == stamp { return (path, kept.types) }
            guard let read = try? readBytes(path), read.count <= 1 << 20 else { return nil }
            let declared = Self.typesDeclared(read)
            if let stamp, let cache { cache.declaredTypes[path] = (stamp, declared); cache.changed = true }
            return (path, declared)
        }
    }

    /// The files of `index` (but those `taken`) that answer `needs`, in path order, at most
    /// `room` of them, with their text.
    func filesDeclaring(_ needs: Needs, in index: [(path: String, declared: Set<String>)], leaving taken: Set<String>, room: Int,
                        near me: String) -> [(path: String, text: String, declared: Set<String>)] {
        var answering = index.indices.filter { !taken.contains(index[$0].path) && needs.answered(by: index[$0].declared) }
        answering = nearestOfNamesakes(answering, in: index, needs: needs, near: me)
        // More than there is room for: the files declaring the view classes it names (a base
        // controller's `VLScrollView()`, whose `addSubview` override places the screen's views)
        // first, then the others, each in path order; read in path order.
        if answering.count > room {
            let views = Set(needs.used.filter { name in Self.viewClassEndings.contains(where: name.hasSuffix) })
            let first = answering.filter { !index[$0].declared.isDisjoint(with: views) }
            let firstSet = Set(first)
            answering = (first + answering.filter { !firstSet.contains($0) }).prefix(room).sorted()
        }
        var out: [(path: String, text: String, declared: Set<String>)] = []
        for k in answering where out.count < room {
            guard let bytes = try? readBytes(index[k].path), let text = String(validating: bytes, as: UTF8.self) else { continue }
            out.append((index[k].path, text, index[k].declared))
        }
        return out
    }

    /// Of files answering the file's needs in a repository of several apps side by side
    /// (`FirstSeminar/` … `FourthSeminar/`, each with its own `BaseViewController` and
    /// `UIView+.swift`): one outside the file's own top folder only for what no file in it
    /// declares, as its target compiles its own app's. (Within that folder all are kept.)
    func nearestOfNamesakes(_ answering: [Int], in index: [(path: String, declared: Set<String>)], needs: Needs,
                            near me: String) -> [Int] {
        func top(_ path: String) -> Substring? {
            let parts = relative(path).split(separator: "/")
            return parts.count > 1 ? parts[0] : nil
        }
        guard let mine = top(me) else { return answering }
        // (What any file of its own app declares, read in this round or an earlier one.)
        let ownAnswers = index.filter { top($0.path) == mine }.reduce(into: Set<String>()) { $0.formUnion($1.declared) }
        guard !ownAnswers.isEmpty else { return answering }
        var rest = needs
        rest.used.subtract(ownAnswers); rest.called.subtract(ownAnswers); rest.free.subtract(ownAnswers); rest.read.subtract(ownAnswers)
        return answering.filter { k in top(index[k].path) == mine || rest.answered(by: index[k].declared) }
    }

    /// What an extension of a platform type is kept as (`+UIView`, `+CGFloat`, `+Int`): UIKit's,
    /// Foundation's, SnapKit's and Masonry's types, Core Graphics' and Swift's numbers, whose
    /// methods a file calls on a value or a literal (`10.adjust()`, `view.addSubviews(…)`).
    static let platformExtensionPrefixes = ["+UI", "+NS", "+Constraint", "+MAS", "+CG"]
    /// Swift's number types and protocols, by their whole names: an app's `extension Interpreter`
    /// or `extension FloatingButton` extends no number.
    static let numberExtensions: Set<String> = ["+Int", "+Int8", "+Int16", "+Int32", "+Int64", "+UInt", "+UInt8", "+UInt16", "+UInt32", "+UInt64",
                                                "+Double", "+Float", "+Float32", "+Float64", "+BinaryInteger", "+BinaryFloatingPoint",
                                                "+FloatingPoint", "+Numeric", "+SignedNumeric", "+SignedInteger", "+FixedWidthInteger"]

    /// Swift's arrays and their protocols (`extension Array where Element: UIView { func
    /// addSubViews(_:) }`, called as `[a, b].addSubViews(self)`).
    static let collectionExtensions: Set<String> = ["+Array", "+Sequence", "+Collection", "+RandomAccessCollection"]

    /// An extension (`+NAME`) of a type of the SDK, SnapKit's or Masonry's, or of a Swift number
    /// or array.
    static func isPlatformExtension(_ name: String) -> Bool {
        numberExtensions.contains(name) || collectionExtensions.contains(name) || platformExtensionPrefixes.contains { name.hasPrefix($0) }
    }

    /// The project's images, colours and strings, images at the device's scale.
    func assets(scale: Int) -> ProjectAssets {
        let sources = assetCatalogs + stringsFiles
        if let cache, cache.assetsAreCurrent(scale: scale, sources: sources), let kept = cache.assets { return kept }
        var inputs: [(path: String, stamp: ProjectIndexCache.Stamp)] = []
        let read = ProjectAssetIndex.read(catalogs: assetCatalogs, stringsFiles: stringsFiles, scale: scale, relative: relative) { path in
            if let stamp = ProjectIndexCache.Stamp.of(path) { inputs.append((path, stamp)) }
        }
        if let cache {
            (cache.assets, cache.assetsScale, cache.assetInputs, cache.assetSources, cache.changed) = (read, scale, inputs, sources, true)
        }
        return read
    }

    /// A path below the root, relative to it, for messages.
    func relative(_ path: String) -> String {
        if path.hasPrefix(root + "/") { return String(path.dropFirst(root.count + 1)) }
        // A development pod's file beside the project (`../BarKit/Classes/BarMetrics.swift`), or
        // a module's beside it in the workspace (`../Common/Sources/Constants/ViewValues.swift`).
        let parent = parentFolder
        guard developmentPods.contains(where: { path.hasPrefix($0 + "/") }) || !parent.isEmpty && path.hasPrefix(parent + "/") else { return path }
        let from = root.split(separator: "/"), to = path.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] { common += 1 }
        return (Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)).joined(separator: "/")
    }
}
