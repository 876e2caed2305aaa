import Layout
import PNGCodec

/// The one entry point of the Render module: a solved layout to PNG bytes or SVG text.
public final class Renderer {
    public let text: TextEngine

    public init() throws(TextEngine.Unavailable) { text = try TextEngine() }

    public func displayList(_ result: LayoutResult, options: RenderOptions) -> DisplayList {
        DisplayListBuilder(options: options).build(result, text: text)
    }

    /// What each picture records about how it was made, so that a golden can be traced to
    /// the fonts and libraries that drew it.
    public static var provenance: [(String, String)] {
        [("Software", "masrender"),
         ("masrender:libraries", TextEngine.libraryVersions),
         ("masrender:fonts", (TextEngine.fontFiles + TextEngine.fallbackFontPaths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }).joined(separator: ", "))]
    }

    /// Throws `PaintError` (Cairo could not draw it) or `PNGError` (it could not be encoded).
    /// The pixels are encoded where Cairo drew them: no picture-sized copy.
    public func png(_ result: LayoutResult, options: RenderOptions) throws -> [UInt8] {
        let encoded = try CairoPainter().paint(displayList(result, options: options), text: text) { pixels, width, height in
            Result { () throws(PNGError) in try PNGCodec.encode(pixels, width: width, height: height, text: Self.provenance) }
        }
        return try encoded.get()
    }

    public func image(_ result: LayoutResult, options: RenderOptions) throws(PaintError) -> RGBAImage {
        try CairoPainter().paint(displayList(result, options: options), text: text)
    }

    public func svg(_ result: LayoutResult, options: RenderOptions, title: String, metadata: String?) -> String {
        SVGWriter(evenSpacing: text.evenSpacing).write(displayList(result, options: options), title: title, metadata: metadata)
    }

    /// A caption strip `width` pixels wide with `words` at its left, dark on light grey: what
    /// names the panels of `diff --side-by-side`.
    public func caption(_ words: String, width: Int) throws(PaintError) -> RGBAImage {
        let font = "DejaVu Sans 12"
        let measured = text.measure(words, font: font, maxWidth: nil, maxLines: 1)
        let height = 20.0
        let run = TextRun(text: words, font: font, color: Color(red: 0.13, green: 0.13, blue: 0.13, alpha: 1),
                          origin: Point(x: 4, y: (height - measured.size.height) / 2), size: measured.size, baseline: measured.firstBaseline)
        let list = DisplayList(size: Size(width: Double(max(width, 1)), height: height), scale: 1,
                               background: Color(red: 0.86, green: 0.86, blue: 0.86, alpha: 1),
                               groups: [DisplayGroup(id: "caption", classes: ["caption"], title: words, data: [:], dataOrder: [], parent: nil,
                                                     shapes: [.text(run)])])
        return try CairoPainter().paint(list, text: text)
    }

    // With every overlay, in the light theme.
    public func png(_ result: LayoutResult, scale: Double) throws -> [UInt8] {
        try png(result, options: RenderOptions(scale: scale))
    }

    public func image(_ result: LayoutResult, scale: Double) throws(PaintError) -> RGBAImage {
        try image(result, options: RenderOptions(scale: scale))
    }

    public func svg(_ result: LayoutResult, scale: Double, title: String, metadata: String?) -> String {
        svg(result, options: RenderOptions(scale: scale), title: title, metadata: metadata)
    }
}
