import Layout

/// The canvas: the root view's size and how it is drawn.
public struct CanvasSpec: Sendable {
    public var width: Double
    public var height: Double
    /// Device pixels per point (@2x = 2).
    public var scale: Double
    public var background: Color
}

/// One view as the scene file describes it.
public struct ViewSpec: Sendable {
    public var id: String
    public var key: String?
    public var kind: ViewKind
    public var color: Color?
    public var border: Border?
    /// In the parent's coordinates; views without constraints keep it.
    public var frame: Rect?
    public var subviews: [ViewSpec]
    public var location: SourceLocation
}

/// A decoded scene file (format 1 of docs/scene-format.md).
public struct SceneDocument: Sendable {
    public var file: String
    public var canvas: CanvasSpec
    public var views: [ViewSpec]

    /// Reads and decodes a scene file; every mistake is a `SceneError` naming file:line:col.
    public static func load(path: String) throws(SceneError) -> SceneDocument {
        let text: String
        do { text = try readTextFile(path) } catch { throw SceneError(file: path, location: nil, message: error.message) }
        return try decode(text, file: path)
    }

    public static func decode(_ text: String, file: String) throws(SceneError) -> SceneDocument {
        let root = try JSONParser.parse(text, file: file)
        return try SceneDecoder(file: file).decodeScene(root)
    }

    /// Builds the view tree: the canvas is the root view (id `root`).
    public func makeViewTree() -> View {
        let root = View(id: SceneDecoder.rootID, frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        root.backgroundColor = canvas.background
        func build(_ spec: ViewSpec, into parent: View) {
            let view = View(id: spec.id, kind: spec.kind, key: spec.key, frame: spec.frame ?? .zero)
            view.backgroundColor = spec.color
            view.border = spec.border
            parent.addSubview(view)
            for child in spec.subviews { build(child, into: view) }
        }
        for spec in views { build(spec, into: root) }
        return root
    }
}
