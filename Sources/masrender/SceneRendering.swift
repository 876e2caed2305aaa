import Layout
import PNGCodec
import Render
import Scene

/// Scene file → solved layout → picture: the path every command that draws a scene takes.
struct SceneRendering: PictureRendering {

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
        /// --text-size: the Dynamic Type size, over the canvas's textSize.
        var textSize: ContentSizeCategory?
        var pictureLimits = PictureLimits()
        var sceneLimits = SceneLimits()
    }

    /// `state`: 0 before any step, n after step n; nil for the last.
    init(path: String, overrides: Overrides = Overrides(), state: Int? = nil, renderer: Renderer) throws {
        try self.init(document: try InputKind.loadScene(path: path, limits: overrides.sceneLimits), path: path,
                      overrides: overrides, state: state, renderer: renderer)
    }

    /// The renderer's text engine measures the labels, so text is measured as it is drawn.
    /// `adjust` changes the view tree before it is solved (a pseudolanguage's texts).
    init(document: SceneDocument, path: String, overrides: Overrides = Overrides(), state: Int? = nil, renderer: Renderer,
         adjust: ((View) -> Void)? = nil) throws {
        self.path = path
        var document = document
        if let size = overrides.textSize { document.canvas.textSize = size }
        self.document = document
        self.renderer = renderer
        pictureLimits = overrides.pictureLimits
        let canvas = document.canvas
        options = RenderOptions(scale: overrides.scale ?? canvas.scale,
                                overlay: overrides.overlay ?? canvas.overlay.flatMap(Overlay.init(rawValue:)) ?? .all,
                                theme: overrides.theme ?? canvas.theme.flatMap(Theme.init(rawValue:)) ?? .light)
        result = try document.layout(state: state, text: renderer.text, adjust: adjust)
    }

    /// What the code of a scene with "code" left unread or guessed, one line each on stderr as a
    /// source file's are; with `strict` the first is an error.
    static func sayWarnings(of document: SceneDocument, path: String, strict: Bool) throws {
        for w in document.code?.warnings ?? [] {
            if strict && !w.changesNoFrame { throw UserError("\(path):\(w.location): \(w.message) (--strict)") }
            printToStandardError("masrender: \(path):\(w.location): warning: \(w.message)")
        }
    }

    /// A scene's picture is its canvas.
    var pictureSize: Size { Size(width: document.canvas.width, height: document.canvas.height) }
    /// The file's name, not its path: an SVG is the same from any working directory.
    var svgTitle: String { fileName(of: path) }
    var outputJSON: String { solutionJSON }

    func tooLarge(width w: Int, height h: Int) -> UserError {
        let s = scale == scale.rounded() ? String(Int(scale)) : String(scale)
        return UserError("\(path): the canvas is \(w) × \(h) pixels at scale \(s); at most \(pictureLimits.side) per side and \(pictureLimits.pixels) in all can be drawn (--max-picture-side, --max-pixels)")
    }

    var solutionJSON: String { SolutionEncoder.encode(result, scale: scale).serialized() }
}
