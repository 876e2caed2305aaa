import Layout

/// The Okabe-Ito colour-blind-safe palette and the neutral greys of the picture grammar.
public enum Palette {
    public static let orange = Color(red: 230 / 255, green: 159 / 255, blue: 0)
    public static let skyBlue = Color(red: 86 / 255, green: 180 / 255, blue: 233 / 255)
    public static let bluishGreen = Color(red: 0, green: 158 / 255, blue: 115 / 255)
    public static let yellow = Color(red: 240 / 255, green: 228 / 255, blue: 66 / 255)
    public static let blue = Color(red: 0, green: 114 / 255, blue: 178 / 255)
    public static let vermilion = Color(red: 213 / 255, green: 94 / 255, blue: 0)
    public static let reddishPurple = Color(red: 204 / 255, green: 121 / 255, blue: 167 / 255)

    /// The outline of every frame, so that clear views are visible too.
    public static let frameOutline = Color(red: 0.35, green: 0.35, blue: 0.35, alpha: 0.9)
    public static let keyText = Color(red: 0.1, green: 0.1, blue: 0.1)
    public static let keyBacking = Color(red: 1, green: 1, blue: 1, alpha: 0.75)
}
