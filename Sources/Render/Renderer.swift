import Layout
import PNGCodec

/// The one entry point of the Render module: a solved layout to PNG bytes or SVG text.
public final class Renderer {
    public let text: TextEngine

    public init() throws(TextEngine.MissingFonts) { text = try TextEngine() }

    public func displayList(_ result: LayoutResult, scale: Double) -> DisplayList {
        DisplayListBuilder(scale: scale).build(result, text: text)
    }

    /// What each picture records about how it was made, so that a golden can be traced to
    /// the fonts and libraries that drew it.
    public static var provenance: [(String, String)] {
        [("Software", "masrender"),
         ("masrender:libraries", TextEngine.libraryVersions),
         ("masrender:fonts", TextEngine.fontFiles.joined(separator: ", "))]
    }

    public func png(_ result: LayoutResult, scale: Double) throws(PNGError) -> [UInt8] {
        let image = CairoPainter().paint(displayList(result, scale: scale), text: text)
        return try PNGCodec.encode(image, text: Self.provenance)
    }

    public func image(_ result: LayoutResult, scale: Double) -> RGBAImage {
        CairoPainter().paint(displayList(result, scale: scale), text: text)
    }

    public func svg(_ result: LayoutResult, scale: Double, title: String, metadata: String?) -> String {
        SVGWriter().write(displayList(result, scale: scale), title: title, metadata: metadata)
    }
}
