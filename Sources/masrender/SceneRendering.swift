import Layout
import PNGCodec
import Render
import Scene

/// Scene file → solved layout → picture: the path every command that draws a scene takes.
struct SceneRendering {

    let path: String
    let document: SceneDocument
    let options: RenderOptions
    let renderer: Renderer
    let pictureLimits: PictureLimits
    let result: LayoutResult
    var scale: Double { options.scale }

    /// What the command line overrides of how the scene asks to be drawn.
    struct Overrides {
        var scale: Double?
        var overlay: Overlay?
        var theme: Theme?
        var pictureLimits = PictureLimits()
        var sceneLimits = SceneLimits()
    }

    /// `state`: 0 before any step, n after step n; nil for the last.
    init(path: String, overrides: Overrides = Overrides(), state: Int? = nil, renderer: Renderer) throws {
        try self.init(document: try SceneDocument.load(path: path, limits: overrides.sceneLimits), path: path,
                      overrides: overrides, state: state, renderer: renderer)
    }

    /// The renderer's text engine measures the labels, so text is measured as it is drawn.
    init(document: SceneDocument, path: String, overrides: Overrides = Overrides(), state: Int? = nil, renderer: Renderer) throws {
        self.path = path
        self.document = document
        self.renderer = renderer
        pictureLimits = overrides.pictureLimits
        let canvas = document.canvas
        options = RenderOptions(scale: overrides.scale ?? canvas.scale,
                                overlay: overrides.overlay ?? canvas.overlay.flatMap(Overlay.init(rawValue:)) ?? .all,
                                theme: overrides.theme ?? canvas.theme.flatMap(Theme.init(rawValue:)) ?? .light)
        result = try document.layout(state: state, text: renderer.text)
    }

    /// Refuses pictures too large to draw, before any memory is spent on them.
    func checkPictureSize() throws(UserError) {
        let w = Int((document.canvas.width * scale).rounded(.up)), h = Int((document.canvas.height * scale).rounded(.up))
        let limits = pictureLimits
        if w > limits.side || h > limits.side || w.multipliedReportingOverflow(by: h).overflow || w * h > limits.pixels {
            let s = scale == scale.rounded() ? String(Int(scale)) : String(scale)
            throw UserError("\(path): the canvas is \(w) × \(h) pixels at scale \(s); at most \(limits.side) per side and \(limits.pixels) in all can be drawn (--max-picture-side, --max-pixels)")
        }
    }

    var solutionJSON: String { SolutionEncoder.encode(result, scale: scale).serialized() }

    func image() throws -> RGBAImage {
        try checkPictureSize()
        return try renderer.image(result, options: options)
    }

    func png() throws -> [UInt8] {
        try checkPictureSize()
        return try renderer.png(result, options: options)
    }

    func svg() throws -> String {
        try checkPictureSize()
        return renderer.svg(result, options: options, title: path, metadata: solutionJSON)
    }
}
