import Layout

/// The Okabe-Ito colour-blind-safe palette. Every use is also told apart by a dash, a line
/// weight or a glyph, so no meaning rests on colour alone.
public enum Palette {
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let orange = Color(red: 230 / 255, green: 159 / 255, blue: 0)
    public static let skyBlue = Color(red: 86 / 255, green: 180 / 255, blue: 233 / 255)
    public static let bluishGreen = Color(red: 0, green: 158 / 255, blue: 115 / 255)
    public static let yellow = Color(red: 240 / 255, green: 228 / 255, blue: 66 / 255)
    public static let blue = Color(red: 0, green: 114 / 255, blue: 178 / 255)
    public static let vermilion = Color(red: 213 / 255, green: 94 / 255, blue: 0)
    public static let reddishPurple = Color(red: 204 / 255, green: 121 / 255, blue: 167 / 255)
}

/// The colours of one theme: what each part of the picture grammar is drawn in.
public struct ThemeColors: Sendable {
    /// The canvas when the scene gives no background.
    public var background: Color
    /// The outline of every frame, so that clear views are visible too.
    public var frameOutline: Color
    public var keyText: Color
    public var keyBacking: Color
    /// Satisfied constraints.
    public var constraint: Color
    /// Under every constraint line, so lines show on fills of their own colour.
    public var halo: Color
    public var labelText: Color
    public var labelBacking: Color
    /// Members of a conflicting set, the broken one among them.
    public var conflict: Color
    /// Optional constraints that could not be met.
    public var unmet: Color
    /// Hatching and ghost frames of ambiguous views.
    public var ambiguous: Color
    /// Layout guides' outlines.
    public var guide: Color
    public var legendBackground: Color
    public var legendText: Color
    public var legendRule: Color

    public static func of(_ theme: Theme) -> ThemeColors {
        switch theme {
        case .light:
            return ThemeColors(
                background: Color(red: 1, green: 1, blue: 1),
                frameOutline: Color(red: 0.35, green: 0.35, blue: 0.35, alpha: 0.9),
                keyText: Color(red: 0.1, green: 0.1, blue: 0.1),
                keyBacking: Color(red: 1, green: 1, blue: 1, alpha: 0.75),
                constraint: Palette.blue,
                halo: Color(red: 1, green: 1, blue: 1, alpha: 0.7),
                labelText: Color(red: 0.1, green: 0.1, blue: 0.1),
                labelBacking: Color(red: 1, green: 1, blue: 1, alpha: 0.85),
                conflict: Palette.vermilion, unmet: Palette.orange, ambiguous: Palette.reddishPurple, guide: Palette.bluishGreen,
                legendBackground: Color(red: 0.96, green: 0.96, blue: 0.96),
                legendText: Color(red: 0.1, green: 0.1, blue: 0.1),
                legendRule: Color(red: 0.6, green: 0.6, blue: 0.6))
        case .dark:
            return ThemeColors(
                background: Color(red: 0.11, green: 0.11, blue: 0.12),
                frameOutline: Color(red: 0.75, green: 0.75, blue: 0.75, alpha: 0.9),
                keyText: Color(red: 0.95, green: 0.95, blue: 0.95),
                keyBacking: Color(red: 0, green: 0, blue: 0, alpha: 0.6),
                constraint: Palette.skyBlue,
                halo: Color(red: 0, green: 0, blue: 0, alpha: 0.6),
                labelText: Color(red: 0.95, green: 0.95, blue: 0.95),
                labelBacking: Color(red: 0, green: 0, blue: 0, alpha: 0.7),
                conflict: Palette.vermilion, unmet: Palette.orange, ambiguous: Palette.reddishPurple, guide: Palette.bluishGreen,
                legendBackground: Color(red: 0.16, green: 0.16, blue: 0.17),
                legendText: Color(red: 0.95, green: 0.95, blue: 0.95),
                legendRule: Color(red: 0.4, green: 0.4, blue: 0.4))
        }
    }
}
