import ArgumentParser
import Goldens
import Layout
import PNGCodec
import Render

/// What a scene, a source file and a console log share once solved: a layout drawn with the
/// renderer's options, refused before any memory is spent when it is past the picture limits.
/// Each says how large its picture is and how to word a refusal; image, PNG and SVG come once.
protocol PictureRendering {
    var result: LayoutResult { get }
    var options: RenderOptions { get }
    var renderer: Renderer { get }
    var pictureLimits: PictureLimits { get }
    /// The picture's size in points (a scene's canvas, else the solved root).
    var pictureSize: Size { get }
    /// The SVG's title.
    var svgTitle: String { get }
    /// What `-o FILE.json` writes, and the SVG's `<metadata>`: a scene's or source file's
    /// solution, a log's report.
    var outputJSON: String { get }
    /// The refusal of a `w` × `h`-pixel picture, in this input's words.
    func tooLarge(width w: Int, height h: Int) -> UserError
}

extension PictureRendering {
    /// Refuses pictures too large to draw, before any memory is spent on them.
    func checkPictureSize() throws(UserError) {
        let scale = options.scale, limits = pictureLimits
        let w = Int((pictureSize.width * scale).rounded(.up)), h = Int((pictureSize.height * scale).rounded(.up))
        if w > limits.side || h > limits.side || w.multipliedReportingOverflow(by: h).overflow || w * h > limits.pixels {
            throw tooLarge(width: w, height: h)
        }
    }

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
        return renderer.svg(result, options: options, title: svgTitle, metadata: outputJSON)
    }

    /// Writes the picture or the JSON to `path`, atomically.
    func write(_ format: OutputFormat, to path: String) throws {
        switch format {
        case .json: try AtomicFile.write(outputJSON, to: path)
        case .png: try AtomicFile.write(try png(), to: path)
        case .svg: try AtomicFile.write(try svg(), to: path)
        }
    }
}

/// How `log` and `gallery` draw: their pictures have no canvas of their own to take these from.
struct PictureOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Device pixels per point.", valueName: "n"))
    var scale: Double = 2

    @Option(help: ArgumentHelp("all, problems, frames or none.", valueName: "overlay"))
    var overlay: Overlay = .all

    @Option(help: ArgumentHelp("light or dark.", valueName: "theme"))
    var theme: Theme = .light

    func validate() throws {
        if !(scale >= 0.25 && scale <= 8) { throw ValidationError("--scale must be between 0.25 and 8") }
    }

    var renderOptions: RenderOptions { RenderOptions(scale: scale, overlay: overlay, theme: theme) }
}

extension PictureRendering {
    /// A source or Interface Builder file's text, named `name` in messages: refused when it
    /// cannot be read, is over `maxBytes` (--max-scene-bytes) or is not UTF-8.
    static func readInput(_ path: String, name: String, maxBytes: Int) throws -> String {
        let bytes: [UInt8]
        do { bytes = try readBytes(path) } catch { throw UserError("\(path): \(error.description)") }
        if bytes.count > maxBytes { throw UserError("\(name): the file is over \(maxBytes) bytes; at most \(maxBytes) are read (--max-scene-bytes)") }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw UserError("\(name): the file is not UTF-8 text") }
        return text
    }
}
