/// A font as scenes, source files and the Swift API name it: the system font (San Francisco)
/// at a size and weight, a Dynamic Type text style, the monospaced system font, or one of the
/// DejaVu families by name. Written as text:
///
///     "system 17", "system 17 semibold", "system bold italic 12", "system 13 monospaced-digits"
///     "body", "headline", "caption1 bold"          (sized by the content size category)
///     "monospaced 13", "monospaced 13 bold"
///     "DejaVu Sans 17", "DejaVu Sans Bold Italic 12", "DejaVu Sans Mono 11", "DejaVu Serif 14"
public struct FontName: Sendable, Equatable, Hashable {
    public enum Face: Sendable, Equatable, Hashable {
        /// UIFont.systemFont(ofSize:weight:): San Francisco.
        case system
        /// UIFont.preferredFont(forTextStyle:).
        case textStyle(TextStyle)
        /// UIFont.monospacedSystemFont(ofSize:weight:): SF Mono.
        case monospacedSystem
        /// A DejaVu family, named.
        case dejaVu(String)
    }

    public var face: Face
    /// Points; for a text style, nil (its size comes from the content size category).
    public var size: Double?
    public var weight: FontWeight
    public var italic: Bool
    /// UIFont.monospacedDigitSystemFont: digits all as wide as each other.
    public var monospacedDigits: Bool

    public init(face: Face, size: Double?, weight: FontWeight = .regular, italic: Bool = false, monospacedDigits: Bool = false) {
        self.face = face; self.size = size; self.weight = weight; self.italic = italic; self.monospacedDigits = monospacedDigits
    }

    /// UIFont.systemFont(ofSize:weight:).
    public static func system(_ size: Double, weight: FontWeight = .regular, italic: Bool = false) -> FontName {
        FontName(face: .system, size: size, weight: weight, italic: italic)
    }

    /// `font` with a text style replaced by the system font at the style's size for `category`
    /// ("body" at AX1 is "system 28"; "headline" at Large "system 17 semibold"); any other name
    /// as it is. What is measured and drawn is always a sized font.
    public static func sized(_ font: String, category: ContentSizeCategory) -> String {
        guard let name = try? FontName(parsing: font), case .textStyle(let style) = name.face else { return font }
        return FontName(face: .system, size: style.pointSize(category), weight: name.weight, italic: name.italic).text
    }

    /// The families a picture can draw by name (the private font set).
    public static let dejaVuFamilies = ["DejaVu Sans Mono", "DejaVu Sans", "DejaVu Serif"]

    /// The size drawn at `category` (a text style's from Dynamic Type, else its own).
    public func pointSize(_ category: ContentSizeCategory) -> Double {
        if case .textStyle(let style) = face { return style.pointSize(category) }
        return size ?? 17
    }

    /// The name as `init(parsing:)` reads it back.
    public var text: String {
        var words: [String]
        switch face {
        case .system: words = ["system"]
        case .textStyle(let style): words = [style.rawValue]
        case .monospacedSystem: words = ["monospaced"]
        case .dejaVu(let family):
            words = [family] + (weight >= .bold ? ["Bold"] : []) + (italic ? ["Italic"] : []) + [FontName.sizeText(size ?? 17)]
            return words.joined(separator: " ")
        }
        if let size, !isTextStyle { words.append(FontName.sizeText(size)) }
        if weight != defaultWeight { words.append(weight.rawValue.lowercased()) }
        if italic { words.append("italic") }
        if monospacedDigits { words.append("monospaced-digits") }
        return words.joined(separator: " ")
    }

    private var isTextStyle: Bool {
        if case .textStyle = face { return true }
        return false
    }

    private var defaultWeight: FontWeight {
        if case .textStyle(let style) = face { return style.weight }
        return .regular
    }

    /// A size as font names write it: "17", "11.5".
    public static func sizeText(_ d: Double) -> String {
        d == d.rounded() && abs(d) < 1e15 ? String(Int(d)) : String(d)
    }

    /// Why a font name cannot be read: a sentence for the user, with the grammar.
    public struct Problem: Error, Sendable, Equatable, CustomStringConvertible {
        public let description: String
    }

    static let grammar = "expected \"system SIZE [WEIGHT] [italic]\" (such as \"system 17 semibold\"), a text style (body, headline, title1 …, such as \"body\"), \"monospaced SIZE [WEIGHT]\", or \"FAMILY [Bold] [Italic] SIZE\" with FAMILY one of DejaVu Sans, DejaVu Sans Mono, DejaVu Serif"

    /// Reads a font name; the problem says what was expected.
    public init(parsing name: String) throws(Problem) {
        let trimmed = name.trimmingSpaces
        if let family = Self.dejaVuFamilies.first(where: { trimmed.hasPrefix($0 + " ") }) {
            self = try Self.dejaVu(family, rest: String(trimmed.dropFirst(family.count + 1)), name: name)
            return
        }
        var words = trimmed.split(separator: " ").map(String.init)
        guard let first = words.first else { throw Problem(description: "an empty font name; \(Self.grammar)") }
        words.removeFirst()
        let face: Face
        switch first.lowercased() {
        case "system", "systemfont", "sf": face = .system
        case "monospaced", "monospacedsystemfont", "sf-mono": face = .monospacedSystem
        default:
            guard let style = TextStyle(name: first) else {
                let size = name.split(whereSeparator: { !$0.isNumber && $0 != "." }).compactMap { Double($0) }.first
                let guess = size.map { " (did you mean \"system \(Self.sizeText($0))\(name.lowercased().contains("bold") ? " bold" : "")\"?)" } ?? ""
                throw Problem(description: "unknown font \"\(name)\"\(guess); \(Self.grammar)")
            }
            face = .textStyle(style)
        }
        var size: Double?, weight: FontWeight?, italic = false, digits = false
        for word in words {
            if let d = Double(word) {
                guard case .textStyle(let style) = face else {
                    guard size == nil else { throw Problem(description: "two sizes in the font \"\(name)\"; \(Self.grammar)") }
                    guard d > 0, d <= 1000 else { throw Problem(description: "the font size \(word) in \"\(name)\" must be more than 0 and at most 1000") }
                    size = d
                    continue
                }
                throw Problem(description: "the text style \(style.rawValue) in \"\(name)\" takes its size from the content size category (--text-size), not a number")
            } else if let w = FontWeight(name: word) {
                guard weight == nil else { throw Problem(description: "two weights in the font \"\(name)\"; \(Self.grammar)") }
                weight = w
            } else if word.lowercased() == "italic" {
                italic = true
            } else if word.lowercased() == "monospaced-digits", face == .system {
                digits = true
            } else {
                throw Problem(description: "unknown word \"\(word)\" in the font \"\(name)\": a weight is one of \(FontWeight.allCases.map { $0.rawValue.lowercased() }.joined(separator: ", ")); \(Self.grammar)")
            }
        }
        if case .textStyle(let style) = face {
            self.init(face: face, size: nil, weight: weight ?? style.weight, italic: italic)
            return
        }
        guard let size else { throw Problem(description: "the font \"\(name)\" has no size; \(Self.grammar)") }
        self.init(face: face, size: size, weight: weight ?? .regular, italic: italic, monospacedDigits: digits)
    }

    private static func dejaVu(_ family: String, rest: String, name: String) throws(Problem) -> FontName {
        var words = rest.split(separator: " ").map(String.init)
        guard let last = words.popLast(), let size = Double(last), size > 0, size <= 1000 else {
            throw Problem(description: "the font \"\(name)\" has no size; \(grammar)")
        }
        var bold = false, italic = false
        for word in words {
            switch word {
            case "Bold": bold = true
            case "Italic", "Oblique": italic = true
            default: throw Problem(description: "unknown style \"\(word)\" in the font \"\(name)\"; the styles are Bold, Italic and Oblique")
            }
        }
        return FontName(face: .dejaVu(family), size: size, weight: bold ? .bold : .regular, italic: italic)
    }
}

private extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " { s.removeFirst() }
        while s.last == " " { s.removeLast() }
        return String(s)
    }
}
