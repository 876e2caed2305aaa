import Layout

/// One layout of the gallery: a Masonry example written with the Swift chain DSL, the way the
/// example app builds it, in each of its states (a tap that updates or remakes constraints is a
/// state of its own).
public struct GalleryLayout: Sendable {
    /// The name the CLI and the tests use (`masrender gallery basic`), also the JSON scene's
    /// (`Fixtures/scenes/gallery-basic.json`).
    public let name: String
    /// The title in Masonry's example list.
    public let title: String
    /// The state names: "0" first, then one per change.
    public let states: [String]
    let build: @Sendable (_ state: Int) throws -> View

    init(name: String, title: String, states: [String] = [], build: @escaping @Sendable (_ state: Int) throws -> View) {
        self.name = name; self.title = title; self.states = ["0"] + states; self.build = build
    }

    /// The view tree in a state (0 before any change; default: the last). Labels need a
    /// `TextMeasuring` when it is laid out.
    public func makeView(state: Int? = nil) throws -> View {
        try build(state ?? states.count - 1)
    }

    /// The state a number or a name picks.
    public func state(named text: String) -> Int? {
        if let n = Int(text), n >= 0 && n < states.count { return n }
        return states.firstIndex(of: text)
    }
}

public enum Gallery {
    /// In the order of Masonry's example list.
    public static let layouts: [GalleryLayout] = [
        basic, update, remake, constants, sides, aspectFit, animated, debugging, labels, scrollView,
        array, attributeChaining, margins, distribute, safeArea,
    ]

    public static func layout(named name: String) -> GalleryLayout? { layouts.first { $0.name == name } }
}

/// The example app's canvas: an iPhone's width below a navigation bar.
let exampleCanvas = Rect(x: 0, y: 0, width: 320, height: 416)

/// Colours of the gallery (Okabe-Ito, so the pictures read for everyone); Masonry's random
/// colours are taken from this list in order.
enum Swatch {
    static let green = Color(red: 0, green: 158 / 255, blue: 115 / 255)
    static let red = Color(red: 213 / 255, green: 94 / 255, blue: 0)
    static let blue = Color(red: 0, green: 114 / 255, blue: 178 / 255)
    static let orange = Color(red: 230 / 255, green: 159 / 255, blue: 0)
    static let sky = Color(red: 86 / 255, green: 180 / 255, blue: 233 / 255)
    static let yellow = Color(red: 240 / 255, green: 228 / 255, blue: 66 / 255)
    static let purple = Color(red: 204 / 255, green: 121 / 255, blue: 167 / 255)
    static let grey = Color(red: 0.6, green: 0.6, blue: 0.6)
    static let cycle = [sky, orange, green, yellow, blue, red, purple]
}

/// A root of the example canvas.
func exampleRoot(_ frame: Rect = exampleCanvas) -> View {
    View(id: "root", frame: frame)
}

/// A subview as the examples make them: a fill and, where they set one, a 2-point black border.
@discardableResult
func addView(_ id: String, to parent: View, color: Color?, border: Bool = true, kind: ViewKind = .view) -> View {
    let v = View(id: id, kind: kind)
    v.backgroundColor = color
    if border { v.border = Border(width: 2, color: .black) }
    parent.addSubview(v)
    return v
}
