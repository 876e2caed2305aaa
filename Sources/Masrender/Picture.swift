@_exported import Layout
import PNGCodec
import Render
import Scene

/// A picture of a view tree, as `masrender` draws one: the tree laid out from its root with
/// text measured by the same fonts that draw it, then drawn at `scale` with the overlay and
/// theme asked for. One import (`import Masrender`) brings this and the chain DSL.
///
///     let cell = ProfileCell()                      // a View tree written with the DSL
///     let png = try picture(of: cell.contentView, device: "iPhone 15").png()
public struct Picture {
    /// The solved layout: frames, constraint states, conflicts, ambiguity.
    public let result: LayoutResult
    public let options: RenderOptions
    private let renderer: Renderer

    /// PNG bytes, the same the CLI writes (with its provenance text chunks).
    public func png() throws -> [UInt8] { try renderer.png(result, options: options) }
    /// The decoded pixels, for comparing.
    public func image() throws -> RGBAImage { try renderer.image(result, options: options) }
    /// SVG text with one group per view and constraint.
    public func svg(title: String = "masrender") -> String { renderer.svg(result, options: options, title: title, metadata: nil) }
    /// The solution JSON the CLI writes with `-o FILE.json`.
    public func json() -> String { SolutionEncoder.encode(result, scale: options.scale).serialized() }

    init(result: LayoutResult, options: RenderOptions, renderer: Renderer) {
        self.result = result; self.options = options; self.renderer = renderer
    }
}

public enum PictureError: Error, CustomStringConvertible {
    case unknownDevice(String)
    public var description: String {
        switch self {
        case .unknownDevice(let name):
            "unknown device \"\(name)\"; known devices: \(DevicePreset.all.map(\.name).joined(separator: ", "))"
        }
    }
}

/// Lays out `view`'s whole tree and draws it. `device` (a preset name, as `--device` takes,
/// optionally followed by " landscape") sizes the root and gives it the device's safe area and
/// scale unless `scale` is given; without it the root keeps its frame. `fitting: .height` sizes
/// the root's height to its content, as a self-sizing cell is sized.
public func picture(of view: View, device: String? = nil, scale: Double? = nil, fitting: FittingAxes = [],
                    overlay: Overlay = .all, theme: Theme = .light) throws -> Picture {
    // Pango's context is not shared across threads: each picture has its own renderer.
    let renderer = try Renderer()
    let root = view.root
    var pixels = scale ?? 2
    if let device {
        guard let (preset, landscape) = DevicePreset.lookup(device) else { throw PictureError.unknownDevice(device) }
        root.frame = Rect(x: 0, y: 0, width: landscape ? preset.height : preset.width, height: landscape ? preset.width : preset.height)
        root.safeAreaInsets = landscape ? preset.landscapeSafeArea : preset.portraitSafeArea
        pixels = scale ?? preset.scale
    }
    // Labels are sized to whole pixels of the scale drawn, as on a screen of that scale.
    root.displayScale = pixels
    let result = try root.layout(text: renderer.text, fitting: fitting)
    return Picture(result: result, options: RenderOptions(scale: pixels, overlay: overlay, theme: theme), renderer: renderer)
}
