import Layout

/// Turns the JSON tree of a scene file into a `SceneDocument`.
struct SceneDecoder {
    static let rootID = "root"
    static let sceneKeys = ["format", "dialect", "canvas", "names", "constants", "views", "groups", "steps", "code", "language"]
    static let canvasKeys = ["width", "height", "scale", "background", "device", "safeArea", "margins", "direction", "fit", "overlay", "theme", "textSize"]
    static let viewKeys = ["id", "kind", "key", "color", "border", "frame", "subviews", "make",
                           "text", "font", "textColor", "lines", "alignment", "preferredMaxWidth",
                           "margins", "intrinsicSize", "hugging", "compressionResistance", "control", "pages", "segments", "contentInsets", "hidden", "clips"]
    static let labelKeys = ["text", "font", "textColor", "lines", "alignment", "preferredMaxWidth"]
    static let borderKeys = ["width", "color"]
    static let insetKeys = ["top", "left", "bottom", "right"]
    static let groupKeys = ["views", "distribute", "make"]
    static let distributeKeys = ["axis", "fixedSpacing", "fixedItemLength", "leadSpacing", "tailSpacing"]
    static let stepKeys = ["name", "make", "update", "remake", "remove", "constants"]
    static let alignments = ["left", "center", "right", "justified", "natural"]

    let file: String
    /// Every view id, known before any chain is read (chains may name later views).
    private var ids: [String] = []
    /// The same ids for lookups: thousands of views must not make every chain a linear search.
    private var idSet: Set<String> = []
    private var names: [String: String] = [:]
    /// The scene's named numbers and the screen's size, for chains that use them.
    private var constants: [String: Double] = [:]

    let limits: SceneLimits
    /// Reads a scene's "code"; nil where the caller reads no code (then "code" is refused).
    let codeReader: (any SourceCodeReader)?
    init(file: String, limits: SceneLimits = SceneLimits(), codeReader: (any SourceCodeReader)? = nil) {
        self.file = file; self.limits = limits; self.codeReader = codeReader
    }

    func fail(_ node: JSONNode, _ message: String) -> SceneError {
        SceneError(file: file, location: node.location, message: message)
    }

    mutating func decodeScene(_ node: JSONNode) throws(SceneError) -> SceneDocument {
        let scene = try ObjectReader(node, what: "the scene", validKeys: Self.sceneKeys, file: file)
        if let format = scene.node("format") {
            guard case .number(1) = format.value else { throw scene.fail(format, "\"format\" must be 1, the only scene format there is") }
        }
        var dialect = Dialect.masonry
        let dialectGiven = scene.has("dialect")
        if let d = try scene.string("dialect") {
            guard let value = Dialect(rawValue: d.lowercased()) else {
                throw scene.fail(scene.node("dialect")!, "\"dialect\" must be \"masonry\" or \"snapkit\", not \"\(d)\"")
            }
            dialect = value
        }
        guard let canvasNode = scene.node("canvas") else {
            throw SceneError(file: file, location: node.location, message: "the scene has no \"canvas\"; expected e.g. \"canvas\": {\"width\": 320, \"height\": 480}")
        }
        let canvas = try decodeCanvas(canvasNode)

        let viewNodes = try scene.array("views") ?? []
        var seen: [String: SourceLocation] = [Self.rootID: canvasNode.location]
        for n in viewNodes { try collectIDs(n, seen: &seen, depth: 1) }
        ids = [Self.rootID] + seen.keys.filter { $0 != Self.rootID }.sorted()
        idSet = Set(ids)
        if let namesNode = scene.node("names") { names = try decodeNames(namesNode) }
        constants = CodeNames.screenConstants(width: canvas.width, height: canvas.height, scale: canvas.scale)
        var given: [String: Double] = [:]
        if let constantsNode = scene.node("constants") { given = try decodeConstants(constantsNode) }
        constants.merge(given) { $1 }
        if let code = try decodeCode(scene, canvas: canvas, constants: given, dialect: dialectGiven ? dialect : nil) {
            var document = SceneDocument(file: file, dialect: dialect, canvas: canvas, names: [:], views: [], groups: [], steps: [])
            document.code = code
            return document
        }

        var views: [ViewSpec] = []
        for n in viewNodes { views.append(try decodeView(n)) }
        var groups: [GroupSpec] = []
        for n in try scene.array("groups") ?? [] { groups.append(try decodeGroup(n)) }
        var steps: [StepSpec] = []
        for n in try scene.array("steps") ?? [] { steps.append(try decodeStep(n, existing: steps)) }
        var document = SceneDocument(file: file, dialect: dialect, canvas: canvas, names: names, views: views, groups: groups, steps: steps)
        document.dialect = try checkDialect(of: document, given: dialectGiven ? dialect : nil)
        return document
    }

    /// The dialect the code is written in. Masonry and SnapKit read an inset differently (SnapKit
    /// also shrinks sizes and moves centres), so code of one library in a scene of the other would
    /// quietly give other frames: without "dialect" the code's own words decide (Masonry when it
    /// has none), and a word of the other library than the one given, or of both, is an error.
    private func checkDialect(of document: SceneDocument, given: Dialect?) throws(SceneError) -> Dialect {
        var sources: [ChainSource] = document.allViews.flatMap(\.make) + document.groups.flatMap(\.make)
        for step in document.steps { sources += (step.make + step.update + step.remake).flatMap(\.chains) }
        var first: [Dialect: (ChainSource, ChainText.DialectMark)] = [:]
        for source in sources {
            for mark in source.parsed.dialectMarks where first[mark.dialect] == nil { first[mark.dialect] = (source, mark) }
        }
        func library(_ d: Dialect) -> String { d == .masonry ? "Masonry's" : "SnapKit's" }
        let why = "Masonry's insets move edges only, SnapKit's also shrink sizes and move centres"
        if let given {
            let other: Dialect = given == .masonry ? .snapkit : .masonry
            guard let (source, mark) = first[other] else { return given }
            throw SceneError.inChain(file: file, node: source.node, text: source.text, error: ChainSyntaxError(
                offset: mark.offset, length: mark.length,
                message: "'\(mark.word)' is \(library(other)) code, but the scene's \"dialect\" is \"\(given.rawValue)\" (\(why)); set \"dialect\": \"\(other.rawValue)\", or leave it out to follow the code"))
        }
        switch (first[.masonry], first[.snapkit]) {
        case let ((masonrySource, masonryMark)?, (snapSource, snapMark)?):
            let masonryAt = masonrySource.location(ofOffset: masonryMark.offset)
            throw SceneError.inChain(file: file, node: snapSource.node, text: snapSource.text, error: ChainSyntaxError(
                offset: snapMark.offset, length: snapMark.length,
                message: "'\(snapMark.word)' is SnapKit's code, but '\(masonryMark.word)' (line \(masonryAt.line), column \(masonryAt.column)) is Masonry's; a scene is written for one of them (\(why)): set \"dialect\" and write its code"))
        case (nil, _?): return .snapkit
        default: return .masonry
        }
    }

    // MARK: - Canvas

    private func decodeCanvas(_ node: JSONNode) throws(SceneError) -> CanvasSpec {
        let canvas = try ObjectReader(node, what: "the canvas", validKeys: Self.canvasKeys, file: file)
        var preset: (preset: DevicePreset, landscape: Bool)?
        if let name = try canvas.string("device") {
            guard let found = DevicePreset.lookup(name) else {
                let names = DevicePreset.all.map(\.name)
                let guess = closestMatch(to: name, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw canvas.fail(canvas.node("device")!, "unknown device \"\(name)\"\(guess); known devices: \(names.joined(separator: ", ")), each optionally followed by \" landscape\"")
            }
            preset = found
        }
        var fit = CanvasFit.none
        if let f = try canvas.string("fit") {
            guard let value = CanvasFit(rawValue: f) else {
                throw canvas.fail(canvas.node("fit")!, "\"fit\" must be one of none, width, height, both; not \"\(f)\"")
            }
            fit = value
        }
        func side(_ key: String, _ fromPreset: Double?) throws(SceneError) -> Double {
            if let v = try canvas.number(key, in: 1...100_000, rangeText: "between 1 and 100000 points") { return v }
            if let fromPreset { return fromPreset }
            // A fitted side comes from the content; it needs no number.
            if key == "height" && (fit == .height || fit == .both) || key == "width" && (fit == .width || fit == .both) { return 0 }
            throw canvas.fail(node, "the canvas has no \"\(key)\"; expected a number of points, or a \"device\"")
        }
        let landscape = preset?.landscape ?? false
        let width = try side("width", preset.map { landscape ? $0.preset.height : $0.preset.width })
        let height = try side("height", preset.map { landscape ? $0.preset.width : $0.preset.height })
        var direction = WritingDirection.ltr
        if let d = try canvas.string("direction") {
            guard let value = WritingDirection(rawValue: d.lowercased()) else {
                throw canvas.fail(canvas.node("direction")!, "\"direction\" must be \"ltr\" or \"rtl\", not \"\(d)\"")
            }
            direction = value
        }
        func choice(_ key: String, _ allowed: [String]) throws(SceneError) -> String? {
            guard let v = try canvas.string(key) else { return nil }
            guard allowed.contains(v) else {
                throw canvas.fail(canvas.node(key)!, "\"\(key)\" must be one of \(allowed.joined(separator: ", ")); not \"\(v)\"")
            }
            return v
        }
        let presetSafeArea = preset.map { $0.landscape ? $0.preset.landscapeSafeArea : $0.preset.portraitSafeArea }
        var textSize = ContentSizeCategory.large
        if let name = try canvas.string("textSize") {
            guard let category = ContentSizeCategory(name: name) else {
                throw canvas.fail(canvas.node("textSize")!, "unknown text size \"\(name)\"; expected one of \(ContentSizeCategory.namesList) (or UIKit's names, such as accessibilityLarge)")
            }
            textSize = category
        }
        var spec = CanvasSpec(width: width, height: height,
                          scale: try canvas.number("scale", in: 0.25...8, rangeText: "between 0.25 and 8") ?? preset?.preset.scale ?? 1,
                          background: try canvas.color("background"),
                          device: preset.map { $0.preset.name + ($0.landscape ? " landscape" : "") },
                          safeArea: try canvas.node("safeArea").map { (n) throws(SceneError) in try decodeInsets(n, what: "\"safeArea\" of the canvas") } ?? presetSafeArea ?? .zero,
                          margins: try canvas.node("margins").map { (n) throws(SceneError) in try decodeInsets(n, what: "\"margins\" of the canvas") },
                          direction: direction, fit: fit,
                          overlay: try choice("overlay", CanvasSpec.overlays), theme: try choice("theme", CanvasSpec.themes))
        spec.textSize = textSize
        return spec
    }

    private func decodeInsets(_ node: JSONNode, what: String) throws(SceneError) -> EdgeInsets {
        let r = try ObjectReader(node, what: what, validKeys: Self.insetKeys, file: file)
        func side(_ key: String) throws(SceneError) -> Double { try r.number(key, in: -100_000...100_000, rangeText: "within ±100000 points") ?? 0 }
        return EdgeInsets(top: try side("top"), left: try side("left"), bottom: try side("bottom"), right: try side("right"))
    }

    // MARK: - Names

    private func collectIDs(_ node: JSONNode, seen: inout [String: SourceLocation], depth: Int) throws(SceneError) {
        if depth > limits.nesting {
            throw fail(node, "views nested \(depth) deep; at most \(limits.nesting) level\(limits.nesting == 1 ? "" : "s") (--max-nesting)")
        }
        if seen.count > limits.views {
            throw fail(node, "more than \(limits.views) views (--max-views)")
        }
        guard case .object(let members) = node.value else {
            throw fail(node, "a view must be an object, not \(node.typeName)")
        }
        guard let idMember = members.first(where: { $0.key == "id" }) else {
            throw fail(node, "a view has no \"id\"; every view needs a unique id such as \"redView\"")
        }
        guard case .string(let id) = idMember.value.value else {
            throw fail(idMember.value, "\"id\" in a view must be a string, not \(idMember.value.typeName)")
        }
        guard !id.isEmpty else { throw fail(idMember.value, "a view's \"id\" must not be empty") }
        if let first = seen[id] {
            throw fail(idMember.value, id == Self.rootID ? "the id \"root\" is the canvas's"
                                                          : "duplicate view id \"\(id)\" (first used at line \(first.line), column \(first.column))")
        }
        seen[id] = idMember.value.location
        if let sub = members.first(where: { $0.key == "subviews" }) {
            guard case .array(let children) = sub.value.value else {
                throw fail(sub.value, "\"subviews\" in view \"\(id)\" must be an array, not \(sub.value.typeName)")
            }
            for child in children { try collectIDs(child, seen: &seen, depth: depth + 1) }
        }
    }

    /// `"constants": {"padding": 10, "Metric.avatar": 48}`: the values of the names code uses
    /// where numbers go (`#define`, `static const`, `let` in an enum), written once.
    private func decodeConstants(_ node: JSONNode) throws(SceneError) -> [String: Double] {
        guard case .object(let members) = node.value else { throw fail(node, "\"constants\" must be an object of name: number, not \(node.typeName)") }
        var result: [String: Double] = [:]
        for m in members {
            guard case .number(let value) = m.value.value else {
                throw fail(m.value, "the constant \"\(m.key)\" must be a number, not \(m.value.typeName)")
            }
            guard abs(value) <= 1e9 else { throw fail(m.value, "the constant \"\(m.key)\" is out of range: at most ±1000000000") }
            if idSet.contains(m.key) || names[m.key] != nil {
                throw SceneError(file: file, location: m.keyLocation, message: "\"\(m.key)\" names a view and cannot also be a constant")
            }
            result[m.key] = value
        }
        return result
    }

    private func decodeNames(_ node: JSONNode) throws(SceneError) -> [String: String] {
        guard case .object(let members) = node.value else { throw fail(node, "\"names\" must be an object of alias: id, not \(node.typeName)") }
        var raw: [String: (String, JSONMember)] = [:]
        for m in members {
            guard case .string(let target) = m.value.value else {
                throw fail(m.value, "the alias \"\(m.key)\" must name a view id as a string, not \(m.value.typeName)")
            }
            if idSet.contains(m.key) {
                throw SceneError(file: file, location: m.keyLocation, message: "\"\(m.key)\" is a view id and cannot also be an alias")
            }
            raw[m.key] = (target, m)
        }
        var resolved: [String: String] = [:]
        for m in members {
            var chain = [m.key]
            var current = raw[m.key]!.0
            while !idSet.contains(current) {
                guard let next = raw[current] else {
                    let guess = closestViewName(to: current, in: ids).map { " (did you mean \"\($0)\"?)" } ?? ""
                    throw fail(raw[chain.last!]!.1.value, "the alias \"\(chain.last!)\" names \"\(current)\", which is neither a view id nor an alias\(guess)")
                }
                if chain.contains(current) {
                    throw SceneError(file: file, location: m.keyLocation, message: "alias cycle: " + (chain + [current]).joined(separator: " → "))
                }
                chain.append(current)
                current = next.0
            }
            resolved[m.key] = current
        }
        return resolved
    }

    func resolve(_ name: String) -> String? { Self.resolve(name, ids: idSet, names: names) }

    /// A view's id from the name code uses for it: the id, a "names" alias, or either after
    /// `self.`, `self?.`, `weakSelf.`, `strongSelf.` or an ivar's `_` (`self.redView`, `_redView`
    /// and `weakSelf.redView` all name `redView`, with no alias).
    static func resolve(_ name: String, ids: Set<String>, names: [String: String]) -> String? {
        if ids.contains(name) { return name }
        if let id = names[name] { return id }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if parts.count > 1, ["self", "self?", "weakSelf", "weakSelf?", "strongSelf", "wself", "sself"].contains(parts[0]) {
            parts.removeFirst()
        }
        if parts[0].count > 1, parts[0].hasPrefix("_") { parts[0].removeFirst() }
        let short = parts.joined(separator: ".")
        guard short != name else { return nil }
        if ids.contains(short) { return short }
        return names[short]
    }

    // MARK: - Chains

    /// `"make": ["left.equalTo(@10)", …]` or one string holding several statements.
    private func decodeChains(_ node: JSONNode, what: String) throws(SceneError) -> [ChainSource] {
        var strings: [JSONNode] = []
        switch node.value {
        case .string: strings = [node]
        case .array(let items):
            for item in items {
                guard case .string = item.value else { throw fail(item, "each chain in \(what) must be a string, not \(item.typeName)") }
                strings.append(item)
            }
        default:
            throw fail(node, "\(what) must be a list of chains or one string of Masonry code, not \(node.typeName)")
        }
        var result: [ChainSource] = []
        for s in strings {
            guard case .string(let text) = s.value else { continue }
            if text.count > limits.chainLength {
                throw fail(s, "a chain of \(text.count) characters; at most \(limits.chainLength) (--max-chain-length)")
            }
            let ids = self.ids, idSet = self.idSet
            let names = self.names, constants = self.constants
            do throws(ChainSyntaxError) {
                let parsed = try ChainText.parse(text, knownIDs: ids, constants: constants) { name in Self.resolve(name, ids: idSet, names: names) }
                var source = ChainSource(text: text, node: s, parsed: parsed)
                for block in parsed.blocks {
                    guard let receiver = block.receiver else { source.receivers.append(nil); continue }
                    guard let id = Self.resolve(receiver, ids: idSet, names: names) else {
                        let guess = closestViewName(to: receiver, in: ids).map { " (did you mean \"\($0)\"?)" } ?? ""
                        throw ChainSyntaxError(offset: block.receiverOffset, length: max(block.receiverLength, 1),
                                               message: "unknown view '\(receiver)' as the receiver of this block\(guess); name a view of the scene (by id or through \"names\")")
                    }
                    source.receivers.append(id)
                }
                result.append(source)
            } catch {
                throw SceneError.inChain(file: file, node: s, text: text, error: error)
            }
        }
        return result
    }

    // MARK: - Views

    private func decodeView(_ node: JSONNode) throws(SceneError) -> ViewSpec {
        let probe = try ObjectReader(node, what: "a view", validKeys: Self.viewKeys, file: file)
        let id = try probe.string("id")!
        let view = try ObjectReader(node, what: "view \"\(id)\"", validKeys: Self.viewKeys, file: file)
        var kind = ViewKind.view
        if let kindText = try view.string("kind") {
            guard let k = ViewKind(rawValue: kindText) else {
                throw view.fail(view.node("kind")!, "unknown view kind \"\(kindText)\" in view \"\(id)\"; expected one of: " + ViewKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = k
        }
        var label: LabelSpec?
        let labelKeysPresent = Self.labelKeys.filter(view.has)
        if kind == .label {
            label = try decodeLabel(view)
        } else if let key = labelKeysPresent.first {
            throw SceneError(file: file, location: view.member(key)!.keyLocation,
                             message: "\"\(key)\" belongs to labels; view \"\(id)\" is a \(kind.rawValue) (add \"kind\": \"label\")")
        }
        var intrinsicWidth: Double?, intrinsicHeight: Double?
        if let n = view.node("intrinsicSize") {
            let r = try ObjectReader(n, what: "\"intrinsicSize\" of view \"\(id)\"", validKeys: ["width", "height"], file: file)
            intrinsicWidth = try r.number("width", in: 0...100_000, rangeText: "between 0 and 100000 points")
            intrinsicHeight = try r.number("height", in: 0...100_000, rangeText: "between 0 and 100000 points")
        }
        // A UIKit control sizes itself as UIKit's does (UIKitControl); intrinsicSize still wins.
        let control = try decodeControl(view, id: id, kind: kind, label: &label, intrinsicWidth: intrinsicWidth, intrinsicHeight: intrinsicHeight)
        (intrinsicWidth, intrinsicHeight) = (control.intrinsicWidth, control.intrinsicHeight)
        var subviews: [ViewSpec] = []
        for n in try view.array("subviews") ?? [] { subviews.append(try decodeView(n)) }
        var spec = ViewSpec(id: id, key: try view.string("key"), kind: kind, color: try view.color("color"),
                        border: try decodeBorder(view), frame: try decodeFrame(view), label: label,
                        margins: try view.node("margins").map { (n) throws(SceneError) in try decodeInsets(n, what: "\"margins\" of view \"\(id)\"") },
                        intrinsicWidth: intrinsicWidth, intrinsicHeight: intrinsicHeight, alignmentInsets: control.alignmentInsets,
                        hugging: try decodePriorities(view, "hugging"),
                        compressionResistance: try decodePriorities(view, "compressionResistance"),
                        isControl: control.isControl, hidden: try view.bool("hidden") ?? false, clips: try view.bool("clips") ?? false,
                        make: try view.node("make").map { (n) throws(SceneError) in try decodeChains(n, what: "\"make\" of view \"\(id)\"") } ?? [],
                        subviews: subviews, location: node.location)
        spec.segments = control.segments
        return spec
    }

    /// What a view's `"control"` makes of it: a button's title (`button`, `configurationButton`,
    /// with `contentInsets`), or UIKit's control of that name with its size, alignment insets
    /// and a segmented control's `segments`; said where a key belongs to another control.
    private struct DecodedControl {
        var intrinsicWidth: Double?, intrinsicHeight: Double?
        var alignmentInsets = EdgeInsets.zero
        var isControl = false
        var segments: [String]?
    }

    private func decodeControl(_ view: ObjectReader, id: String, kind: ViewKind, label: inout LabelSpec?,
                               intrinsicWidth: Double?, intrinsicHeight: Double?) throws(SceneError) -> DecodedControl {
        var out = DecodedControl(intrinsicWidth: intrinsicWidth, intrinsicHeight: intrinsicHeight)
        let pages = try view.number("pages", in: 0...10_000, rangeText: "a whole number of pages from 0 to 10000")
        if let pages, pages != pages.rounded() {
            throw view.fail(view.node("pages")!, "\"pages\" in view \"\(id)\" must be a whole number, not \(formatNumber(pages))")
        }
        let control = try view.string("control")
        let contentInsets = try view.node("contentInsets").map { (n) throws(SceneError) in try decodeInsets(n, what: "\"contentInsets\" of view \"\(id)\"") }
        if contentInsets != nil, control != "button", control != "configurationButton" {
            throw view.fail(view.node("contentInsets")!, "\"contentInsets\" belongs to \"control\": \"button\" or \"configurationButton\"")
        }
        if control == "button" || control == "configurationButton" {
            guard kind == .label, label != nil else {
                throw view.fail(view.node("control")!, "\"control\": \"\(control!)\" takes its title from the label's \"text\"; view \"\(id)\" needs \"kind\": \"label\"")
            }
            if control == "button" {
                // A UIButton: its title is the label's text, 6 points above and below it (or its
                // content insets), in the system font at 15 points unless the view names a font
                // (UIButton's default).
                if view.node("font") == nil { label?.font = "system 15" }
                label?.contentInsets = contentInsets ?? LabelContent.buttonTitleInsets
                label?.isButtonTitle = true
            } else {
                // A UIButton with a UIButton.Configuration: its title in body unless the view
                // names a font, inside the configuration's insets (LabelContent.configurationButtonTitle).
                let title = LabelContent.configurationButtonTitle(label!.text, font: view.node("font") == nil ? nil : label!.font, insets: contentInsets)
                label?.font = title.font
                label?.contentInsets = title.contentInsets
            }
            out.isControl = true
        } else if let name = control {
            guard let control = UIKitControl(sceneName: name, pages: Int(pages ?? 0)) else {
                throw view.fail(view.node("control")!, "unknown control \"\(name)\" in view \"\(id)\"; expected one of: button, configurationButton, \(UIKitControl.sceneNames.joined(separator: ", "))")
            }
            if pages != nil, name != "pageControl" { throw view.fail(view.node("pages")!, "\"pages\" belongs to \"control\": \"pageControl\"") }
            if let nodes = try view.array("segments") {
                guard name == "segmentedControl" else { throw view.fail(view.node("segments")!, "\"segments\" belongs to \"control\": \"segmentedControl\"") }
                var titles: [String] = []
                for n in nodes {
                    guard let title = n.stringValue else { throw view.typeError("segments", n, expected: "an array of the segments' titles (strings)") }
                    titles.append(title)
                }
                out.segments = titles
            }
            out.alignmentInsets = control.alignmentRectInsets
            out.isControl = control.isUIControl
            out.intrinsicWidth = intrinsicWidth ?? control.intrinsicSize.width
            out.intrinsicHeight = intrinsicHeight ?? control.intrinsicSize.height
        } else if view.node("pages") != nil {
            throw view.fail(view.node("pages")!, "\"pages\" belongs to \"control\": \"pageControl\"")
        } else if view.node("segments") != nil {
            throw view.fail(view.node("segments")!, "\"segments\" belongs to \"control\": \"segmentedControl\"")
        }
        return out
    }

    private func decodeLabel(_ view: ObjectReader) throws(SceneError) -> LabelSpec {
        var alignment = "natural"
        if let a = try view.string("alignment") {
            guard Self.alignments.contains(a) else {
                throw view.fail(view.node("alignment")!, "\"alignment\" in \(view.what) must be one of \(Self.alignments.joined(separator: ", ")), not \"\(a)\"")
            }
            alignment = a
        }
        let lines = try view.number("lines", in: 0...10_000, rangeText: "a whole number from 0 (unlimited) to 10000") ?? 1
        guard lines == lines.rounded() else {
            throw view.fail(view.node("lines")!, "\"lines\" in \(view.what) must be a whole number, not \(formatNumber(lines))")
        }
        let text = try view.string("text") ?? ""
        if text.count > limits.textLength {
            throw view.fail(view.node("text")!, "a label text of \(text.count) characters; at most \(limits.textLength) (--max-text-length)")
        }
        let font = try view.string("font") ?? LabelContent.defaultFont
        if let problem = Self.fontProblem(font) { throw view.fail(view.node("font")!, problem) }
        return LabelSpec(text: text, font: font,
                         textColor: try view.color("textColor") ?? .black, lines: Int(lines), alignment: alignment,
                         preferredMaxWidth: try view.number("preferredMaxWidth", in: 0...100_000, rangeText: "between 0 and 100000 points"))
    }

    /// Why `font` is not a font name (Layout's FontName), or nil when it is.
    static func fontProblem(_ font: String) -> String? {
        do { _ = try FontName(parsing: font); return nil } catch { return error.description }
    }

    private func decodePriorities(_ view: ObjectReader, _ key: String) throws(SceneError) -> AxisPriorities {
        guard let n = view.node(key) else { return AxisPriorities() }
        let r = try ObjectReader(n, what: "\"\(key)\" of \(view.what)", validKeys: ["horizontal", "vertical"], file: file)
        let range = LayoutPriority.range, words = "a priority from \(formatPoints(range.lowerBound)) to \(formatPoints(range.upperBound))"
        return AxisPriorities(horizontal: try r.number("horizontal", in: range, rangeText: words),
                              vertical: try r.number("vertical", in: range, rangeText: words))
    }

    private func decodeBorder(_ view: ObjectReader) throws(SceneError) -> Border? {
        guard let node = view.node("border") else { return nil }
        let border = try ObjectReader(node, what: "the border of \(view.what)", validKeys: Self.borderKeys, file: file)
        return Border(width: try border.number("width", in: 0...1000, rangeText: "between 0 and 1000") ?? 1,
                      color: try border.color("color") ?? .black)
    }

    private func decodeFrame(_ view: ObjectReader) throws(SceneError) -> Rect? {
        guard let node = view.node("frame") else { return nil }
        let expected = "an array [x, y, width, height] of numbers"
        guard case .array(let items) = node.value else { throw view.typeError("frame", node, expected: expected) }
        guard items.count == 4 else { throw view.fail(node, "\"frame\" in \(view.what) must be \(expected), not \(items.count) numbers") }
        var numbers: [Double] = []
        for (i, item) in items.enumerated() {
            guard case .number(let d) = item.value else { throw view.fail(item, "\"frame\" in \(view.what) must be \(expected); item \(i + 1) is \(item.typeName)") }
            guard abs(d) <= 100_000 else { throw view.fail(item, "\"frame\" values in \(view.what) must lie within ±100000 points, not \(formatNumber(d))") }
            if i >= 2 && d < 0 { throw view.fail(item, "the \(i == 2 ? "width" : "height") in \"frame\" of \(view.what) must not be negative") }
            numbers.append(d)
        }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    // MARK: - Groups and steps

    private func viewList(_ node: JSONNode, what: String) throws(SceneError) -> [String] {
        guard case .array(let items) = node.value else { throw fail(node, "\(what) must be an array of view ids, not \(node.typeName)") }
        var result: [String] = []
        for item in items {
            guard case .string(let name) = item.value else { throw fail(item, "\(what) must hold view ids as strings, not \(item.typeName)") }
            result.append(try viewID(name, at: item))
        }
        return result
    }

    private func viewID(_ name: String, at node: JSONNode) throws(SceneError) -> String {
        guard let id = resolve(name) else {
            let guess = closestViewName(to: name, in: ids).map { " (did you mean \"\($0)\"?)" } ?? ""
            throw fail(node, "unknown view \"\(name)\"\(guess)")
        }
        return id
    }

    private func decodeGroup(_ node: JSONNode) throws(SceneError) -> GroupSpec {
        let group = try ObjectReader(node, what: "a group", validKeys: Self.groupKeys, file: file)
        guard let viewsNode = group.node("views") else { throw fail(node, "a group has no \"views\"; expected e.g. \"views\": [\"a\", \"b\", \"c\"]") }
        let views = try viewList(viewsNode, what: "\"views\" of a group")
        var distribute: DistributeSpec?
        if let n = group.node("distribute") {
            let d = try ObjectReader(n, what: "\"distribute\" of a group", validKeys: Self.distributeKeys, file: file)
            guard let axisText = try d.string("axis"), let axis = DistributeSpec.Axis(rawValue: axisText) else {
                throw fail(d.node("axis") ?? n, "\"distribute\" needs \"axis\": \"horizontal\" or \"vertical\"")
            }
            let spacing = try d.number("fixedSpacing", in: -100_000...100_000, rangeText: "within ±100000 points")
            let length = try d.number("fixedItemLength", in: 0...100_000, rangeText: "between 0 and 100000 points")
            guard (spacing == nil) != (length == nil) else {
                throw fail(n, "\"distribute\" needs exactly one of \"fixedSpacing\" and \"fixedItemLength\" (Masonry's two ways to distribute)")
            }
            distribute = DistributeSpec(axis: axis, fixedSpacing: spacing, fixedItemLength: length,
                                        leadSpacing: try d.number("leadSpacing", in: -100_000...100_000, rangeText: "within ±100000 points") ?? 0,
                                        tailSpacing: try d.number("tailSpacing", in: -100_000...100_000, rangeText: "within ±100000 points") ?? 0)
        }
        return GroupSpec(views: views, distribute: distribute,
                         make: try group.node("make").map { (n) throws(SceneError) in try decodeChains(n, what: "\"make\" of a group") } ?? [],
                         location: node.location)
    }

    private func decodeStep(_ node: JSONNode, existing: [StepSpec]) throws(SceneError) -> StepSpec {
        let step = try ObjectReader(node, what: "a step", validKeys: Self.stepKeys, file: file)
        let name = try step.string("name")
        if let name, existing.contains(where: { $0.name == name }) {
            throw fail(step.node("name")!, "two steps are named \"\(name)\"")
        }
        if let name, Int(name) != nil {
            throw fail(step.node("name")!, "a step's name must not be a number (--step takes numbers as positions)")
        }
        func perView(_ key: String) throws(SceneError) -> [(view: String, chains: [ChainSource])] {
            guard let n = step.node(key) else { return [] }
            guard case .object(let members) = n.value else { throw fail(n, "\"\(key)\" of a step must be an object of view id: chains, not \(n.typeName)") }
            var result: [(view: String, chains: [ChainSource])] = []
            for m in members {
                let id = try viewID(m.key, at: JSONNode(value: .string(m.key), location: m.keyLocation))
                result.append((id, try decodeChains(m.value, what: "\"\(key)\" of view \"\(id)\" in a step")))
            }
            return result
        }
        var remove: [String] = []
        if let n = step.node("remove") {
            guard case .array(let items) = n.value else { throw fail(n, "\"remove\" of a step must be an array of constraint keys, not \(n.typeName)") }
            for item in items {
                guard case .string(let key) = item.value else { throw fail(item, "\"remove\" must hold constraint keys as strings, not \(item.typeName)") }
                remove.append(key)
            }
        }
        var constants: [(key: String, value: Double)] = []
        if let n = step.node("constants") {
            guard case .object(let members) = n.value else { throw fail(n, "\"constants\" of a step must be an object of key: number, not \(n.typeName)") }
            for m in members {
                guard case .number(let v) = m.value.value else { throw fail(m.value, "the constant for \"\(m.key)\" must be a number, not \(m.value.typeName)") }
                constants.append((m.key, v))
            }
        }
        return StepSpec(name: name, make: try perView("make"), update: try perView("update"), remake: try perView("remake"),
                        remove: remove, constants: constants, location: node.location)
    }
}

extension SceneError {
    /// An error inside chain text: the file position of the problem, the column inside the
    /// chain, and the chain's line quoted with a caret under the problem.
    static func inChain(file: String, node: JSONNode, text: String, error: ChainSyntaxError) -> SceneError {
        let scalars = Array(text.unicodeScalars)
        let offset = min(error.offset, scalars.count)
        var lineStart = offset
        while lineStart > 0 && scalars[lineStart - 1] != "\n" { lineStart -= 1 }
        var lineEnd = offset
        while lineEnd < scalars.count && scalars[lineEnd] != "\n" { lineEnd += 1 }
        let column = offset - lineStart
        // A very long line is quoted around the problem only: 40 before it, 60 after.
        let from = max(lineStart, offset - 40), to = min(lineEnd, max(offset, from) + 60)
        let prefix = from > lineStart ? "…" : "", suffix = to < lineEnd ? "…" : ""
        let line = prefix + String(String.UnicodeScalarView(scalars[from..<to])).replacingTabs() + suffix
        let width = max(1, min(error.length, to - offset))
        let caret = String(repeating: " ", count: offset - from + prefix.count) + "^" + String(repeating: "~", count: width - 1)
        var e = SceneError(file: file, location: node.location(ofStringOffset: offset),
                           message: error.message + " (chain column \(column + 1))")
        e.context = "    " + line + "\n    " + caret
        return e
    }
}

extension String {
    func replacingTabs() -> String { String(map { $0 == "\t" ? " " : $0 }) }
}
