import Layout

/// Turns the JSON tree of a scene file into a `SceneDocument`.
struct SceneDecoder {
    static let rootID = "root"
    static let sceneKeys = ["format", "dialect", "canvas", "names", "views", "groups", "steps"]
    static let canvasKeys = ["width", "height", "scale", "background", "device", "safeArea", "margins", "direction", "fit"]
    static let viewKeys = ["id", "kind", "key", "color", "border", "frame", "subviews", "make",
                           "text", "font", "textColor", "lines", "alignment", "preferredMaxWidth",
                           "margins", "intrinsicSize", "hugging", "compressionResistance"]
    static let borderKeys = ["width", "color"]

    /// Parts of format 1 that need the constraint pipeline, which this build does not have yet.
    /// They are refused by name instead of being silently ignored.
    static let pendingSceneKeys = ["dialect", "names", "groups", "steps"]
    static let pendingCanvasKeys = ["device", "safeArea", "margins", "direction", "fit"]
    static let pendingViewKeys = ["make", "text", "font", "textColor", "lines", "alignment", "preferredMaxWidth",
                                  "margins", "intrinsicSize", "hugging", "compressionResistance"]

    let file: String

    private func notYetSupported(_ reader: ObjectReader, _ keys: [String]) throws(SceneError) {
        for key in keys {
            if let member = reader.member(key) {
                throw SceneError(file: file, location: member.keyLocation,
                                 message: "\"\(key)\" in \(reader.what) needs constraint and text support, which this version of masrender does not have yet")
            }
        }
    }

    func decodeScene(_ node: JSONNode) throws(SceneError) -> SceneDocument {
        let scene = try ObjectReader(node, what: "the scene", validKeys: Self.sceneKeys, file: file)
        if let format = scene.node("format") {
            guard case .number(1) = format.value else { throw scene.fail(format, "\"format\" must be 1, the only scene format there is") }
        }
        try notYetSupported(scene, Self.pendingSceneKeys)
        guard let canvasNode = scene.node("canvas") else {
            throw SceneError(file: file, location: node.location, message: "the scene has no \"canvas\"; expected e.g. \"canvas\": {\"width\": 320, \"height\": 480}")
        }
        let canvas = try decodeCanvas(canvasNode)
        var ids: [String: SourceLocation] = [Self.rootID: canvasNode.location]
        let views = try (scene.array("views") ?? []).map { (n) throws(SceneError) in try decodeView(n, ids: &ids) }
        return SceneDocument(file: file, canvas: canvas, views: views)
    }

    private func decodeCanvas(_ node: JSONNode) throws(SceneError) -> CanvasSpec {
        let canvas = try ObjectReader(node, what: "the canvas", validKeys: Self.canvasKeys, file: file)
        try notYetSupported(canvas, Self.pendingCanvasKeys)
        func side(_ key: String) throws(SceneError) -> Double {
            guard let v = try canvas.number(key, in: 1...100_000, rangeText: "between 1 and 100000 points") else {
                throw canvas.fail(node, "the canvas has no \"\(key)\"; expected a number of points")
            }
            return v
        }
        return CanvasSpec(width: try side("width"), height: try side("height"),
                          scale: try canvas.number("scale", in: 0.25...8, rangeText: "between 0.25 and 8") ?? 1,
                          background: try canvas.color("background") ?? .white)
    }

    private func decodeView(_ node: JSONNode, ids: inout [String: SourceLocation]) throws(SceneError) -> ViewSpec {
        let view = try ObjectReader(node, what: "a view", validKeys: Self.viewKeys, file: file)
        guard let idNode = view.node("id") else {
            throw view.fail(node, "a view has no \"id\"; every view needs a unique id such as \"redView\"")
        }
        guard let id = try view.string("id"), !id.isEmpty else { throw view.fail(idNode, "a view's \"id\" must not be empty") }
        if let first = ids[id] {
            let what = id == Self.rootID ? "the id \"root\" is the canvas's" : "duplicate view id \"\(id)\" (first used at line \(first.line), column \(first.column))"
            throw view.fail(idNode, what)
        }
        ids[id] = idNode.location
        let reader = try ObjectReader(node, what: "view \"\(id)\"", validKeys: Self.viewKeys, file: file)
        try notYetSupported(reader, Self.pendingViewKeys)

        var kind = ViewKind.view
        if let kindText = try reader.string("kind") {
            guard let k = ViewKind(rawValue: kindText) else {
                throw reader.fail(reader.node("kind")!, "unknown view kind \"\(kindText)\" in view \"\(id)\"; expected one of: " + ViewKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            kind = k
        }
        let subviews = try (reader.array("subviews") ?? []).map { (n) throws(SceneError) in try decodeView(n, ids: &ids) }
        return ViewSpec(id: id, key: try reader.string("key"), kind: kind, color: try reader.color("color"),
                        border: try decodeBorder(reader), frame: try decodeFrame(reader),
                        subviews: subviews, location: node.location)
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
}
