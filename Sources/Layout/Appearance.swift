/// A straight (non-premultiplied) sRGB colour with components in 0…1.
public struct Color: Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)

    /// `#RRGGBB` or `#RRGGBBAA`, upper-case, as the scene format writes colours.
    public var hexString: String {
        func byte(_ v: Double) -> String {
            let b = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789ABCDEF")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }
}

public struct Border: Hashable, Sendable {
    public var width: Double
    public var color: Color
    public init(width: Double, color: Color) { self.width = width; self.color = color }
}
