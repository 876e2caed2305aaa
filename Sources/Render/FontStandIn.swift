import Layout

/// How a font name is drawn here. San Francisco is not on this machine (nor free to ship):
/// Inter stands in for it (Debian's fonts-inter; its advances are within about 1 % of SF's),
/// Inter Display from 20 pt (interDisplaySize), with SF's tracking for the size added between
/// letters and SF's ascender and line height for the line box, so text is
/// as wide and as tall as iOS measures it (docs/layout.md, "Text"). DejaVu names are drawn as
/// they are.
struct FontStandIn {
    /// A Pango font description: "Inter Semi-Bold 17", "DejaVu Sans Bold 12".
    let pango: String
    /// Points added after every character (SF's tracking; 0 for DejaVu).
    let tracking: Double
    /// OpenType features to turn on ("tnum" for monospaced digits), or nil.
    let features: String?
    /// San Francisco's line height and ascender at the size, or nil for Pango's own (DejaVu).
    let line: (height: Double, ascender: Double)?
    /// The system font (Inter standing in): Chinese and Korean in it take iOS's widths (CJKText).
    var isSystemFont = false
    /// The weight whose San Francisco advances its ASCII characters take (SanFranciscoAdvances),
    /// or nil: not the system font, or italic, monospaced digits or a weight the table lacks,
    /// which keep the stand-in's advances with SF's tracking.
    var advancesWeight: FontWeight? = nil
    /// SVG's font attributes for the same face: its `font-style` is "italic", "oblique" (as a
    /// DejaVu name writes it) or nil.
    let svgFamily: String, svgWeight: Int, svgStyle: String?, size: Double

    /// The stand-in for `name`; a name that does not parse is handed to Pango as it is (scenes
    /// have refused it before it gets here). Layout sizes text styles before they are measured
    /// or drawn (FontName.sized); one that reaches here unsized is drawn at Large.
    init(_ name: String) {
        guard let font = try? FontName(parsing: name) else {
            self.init(pango: name, tracking: 0, features: nil, line: nil, svgFamily: name, svgWeight: 400, svgStyle: nil, size: 10)
            return
        }
        let size = font.pointSize(.large)
        let style = font.italic ? " Italic" : ""
        switch font.face {
        case .dejaVu(let family):
            // As written: "DejaVu Sans Oblique 9" stays Oblique.
            self.init(pango: name, tracking: 0, features: nil, line: nil, svgFamily: family,
                      svgWeight: font.weight >= .bold ? 700 : 400,
                      svgStyle: font.italic ? (name.contains("Oblique") ? "oblique" : "italic") : nil, size: size)
        case .monospacedSystem:
            // SF Mono is not here either; DejaVu Sans Mono stands in, with SF's line box.
            let bold = font.weight >= .semibold ? " Bold" : ""
            self.init(pango: "DejaVu Sans Mono\(bold)\(font.italic ? " Oblique" : "") \(FontName.sizeText(size))", tracking: 0, features: nil,
                      line: (SanFrancisco.lineHeight(size), SanFrancisco.ascender(size)), svgFamily: "DejaVu Sans Mono",
                      svgWeight: bold.isEmpty ? 400 : 700, svgStyle: font.italic ? "italic" : nil, size: size)
        case .system, .textStyle:
            let family = size >= Self.interDisplaySize ? "Inter Display" : "Inter"
            let weight = Self.pangoWeights[font.weight].map { " " + $0 } ?? ""
            self.init(pango: "\(family)\(weight)\(style) \(FontName.sizeText(size))", tracking: SanFrancisco.tracking(size) + Self.displaySpacing(size),
                      features: font.monospacedDigits ? "tnum" : nil,
                      line: (SanFrancisco.lineHeight(size), SanFrancisco.ascender(size)), svgFamily: family,
                      svgWeight: font.weight.weightClass, svgStyle: font.italic ? "italic" : nil, size: size)
            isSystemFont = true
            if !font.italic && !font.monospacedDigits && SanFranciscoAdvances.covers(font.weight) { advancesWeight = font.weight }
        }
    }

    private init(pango: String, tracking: Double, features: String?, line: (height: Double, ascender: Double)?,
                 svgFamily: String, svgWeight: Int, svgStyle: String?, size: Double) {
        self.pango = pango; self.tracking = tracking; self.features = features; self.line = line
        self.svgFamily = svgFamily; self.svgWeight = svgWeight; self.svgStyle = svgStyle; self.size = size
    }

    /// From this size Inter Display draws the system font, as iOS switches SF Pro to its Display
    /// design at 20 pt (SanFrancisco.displaySize).
    static let interDisplaySize = SanFrancisco.displaySize

    /// Space added after each character of Inter Display, in points. Inter Display is set
    /// tighter than SF Pro Display just above the switch: against the iOS 26.1 widths, untouched,
    /// it is 6 % too narrow at 20 pt, 4 % at 23, 1 % at 27 and right from 28 on. 0.033 em (6 % of
    /// an average advance) at 20 pt, shrinking to nothing at 28, closes that.
    static func displaySpacing(_ size: Double) -> Double {
        guard size >= interDisplaySize, size < 28 else { return 0 }
        return 0.033 * size * (28 - size) / (28 - interDisplaySize)
    }

    /// Pango's names for the OpenType weight classes, which pick Inter's faces one to one
    /// (SF's ultraLight is 100, Inter Thin; SF's thin is 200, Inter ExtraLight; …).
    private static let pangoWeights: [FontWeight: String] = [
        .ultraLight: "Thin", .thin: "Ultra-Light", .light: "Light", .medium: "Medium",
        .semibold: "Semi-Bold", .bold: "Bold", .heavy: "Ultra-Bold", .black: "Heavy",
    ]
}
