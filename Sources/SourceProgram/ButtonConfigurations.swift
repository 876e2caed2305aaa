import Layout
import SourceSyntax

/// `UIButton.Configuration` (iOS 15 on) as the code builds it: `var config =
/// UIButton.Configuration.filled()`, `config.title = "Save"`, `config.contentInsets = …`,
/// `config.attributedTitle = AttributedString("Save")` with a font, a text-attributes
/// transformer that sets one, `config.image`, `config.imagePadding`; given to a button with
/// `UIButton(configuration:)`, `button.configuration = config` or `button.configuration?.title =
/// …` (Objective-C: `[UIButtonConfiguration filledButtonConfiguration]`, `[UIButton
/// buttonWithConfiguration:primaryAction:]`). The button is then sized as UIKit sizes a
/// configuration button (LabelContent.configurationButtonTitle).
struct ButtonConfiguration {
    /// `filled`, `plain`, …: the look, which changes no size.
    var style: String
    var title: String?
    /// The title's font: `attributedTitle`'s, else the one its `titleTextAttributesTransformer` sets.
    var titleFont: String?
    var transformerFont: String?
    /// `contentInsets` as set (NSDirectionalEdgeInsets, leading as left); nil: the size's default.
    var contentInsets: EdgeInsets?
    /// `buttonSize`: `.medium` unless set.
    var buttonSize = "medium"
    /// `image`, `imagePadding` and `imagePlacement` (leading unless set).
    var image: Value?
    var imagePadding = 0.0
    var imagePlacement = "leading"
    var subtitle: String?

    /// The fields the code writes (Interpreter.assignField), by their Swift names.
    static let fields: Set<String> = ["title", "attributedTitle", "titleTextAttributesTransformer", "contentInsets", "buttonSize",
                                      "image", "imagePadding", "imagePlacement", "subtitle", "attributedSubtitle"]

    /// The looks UIKit makes (`UIButton.Configuration.filled()`, `.plain()`; iOS 26's glass).
    static let styles: Set<String> = ["plain", "gray", "tinted", "filled", "borderless", "bordered", "borderedTinted",
                                      "borderedProminent", "glass", "prominentGlass", "clearGlass", "prominentClearGlass"]

    /// This configuration with `field` set to `new`; nil when `new` is nothing it can hold.
    func setting(_ field: String, _ new: Value) -> ButtonConfiguration? {
        var c = self
        switch (field, new) {
        case ("title", .string(let s)): c.title = s
        case ("title", .null): c.title = nil
        case ("attributedTitle", .attributedText(let t)): c.title = t.text ?? c.title; c.titleFont = t.font ?? c.titleFont
        case ("titleTextAttributesTransformer", .attributedText(let t)): c.transformerFont = t.font
        case ("contentInsets", .insets(let i)): c.contentInsets = i
        case ("buttonSize", .symbol(let s)): c.buttonSize = String(s.split(separator: ".").last ?? Substring(s))
        case ("image", _): c.image = new
        case ("imagePadding", _): guard let n = new.number else { return nil }; c.imagePadding = n
        case ("imagePlacement", .symbol(let s)): c.imagePlacement = String(s.split(separator: ".").last ?? Substring(s))
        case ("subtitle", .string(let s)): c.subtitle = s
        case ("attributedSubtitle", .attributedText(let t)): c.subtitle = t.text
        default: return nil
        }
        return c
    }

    /// A field read back (`config.title`, `config.contentInsets.leading`).
    func value(of field: String) -> Value? {
        switch field {
        case "title": return title.map(Value.string) ?? .null
        case "attributedTitle": return title.map { .attributedText(AttributedText(text: $0, font: titleFont)) } ?? .null
        case "contentInsets": return .insets(contentInsets ?? LabelContent.configurationButtonInsets)
        case "buttonSize": return .symbol(buttonSize)
        case "image": return image ?? .null
        case "imagePadding": return .number(imagePadding)
        case "subtitle": return subtitle.map(Value.string) ?? .null
        default: return nil
        }
    }
}

/// Swift's `AttributedString` or `AttributeContainer`, an attributes dictionary, or the
/// attributes a text transformer is given: the text and the font, where the code gives them.
struct AttributedText {
    var text: String?
    var font: String?
}

extension Interpreter {
    /// `UIButton.Configuration.filled()`, `.plain()` where a configuration is expected, and
    /// Objective-C's `[UIButtonConfiguration filledButtonConfiguration]`; nil for anything else.
    func buttonConfigurationCall(_ type: String?, _ base: String, _ a: [CallArgument]) -> Value? {
        guard a.isEmpty else { return nil }
        switch type {
        case "UIButton.Configuration" where ButtonConfiguration.styles.contains(base), "UIButtonConfiguration" where ButtonConfiguration.styles.contains(base):
            return .buttonConfiguration(ButtonConfiguration(style: base))
        case "UIButtonConfiguration" where base.hasSuffix("ButtonConfiguration"):
            let style = String(base.dropLast("ButtonConfiguration".count))
            guard ButtonConfiguration.styles.contains(style) else { return nil }
            return .buttonConfiguration(ButtonConfiguration(style: style))
        case nil where ButtonConfiguration.styles.contains(base) && language == .swift:
            return .buttonConfiguration(ButtonConfiguration(style: base))
        default:
            return nil
        }
    }

    /// `AttributedString("Save")`, `AttributedString("Save", attributes: container)`,
    /// `AttributeContainer([.font: f])`, `NSAttributedString(string:attributes:)` (and
    /// `initWithString:attributes:`), `UIConfigurationTextAttributesTransformer { … }` run on
    /// empty attributes for the font it sets; nil for any other type.
    func attributedTextConstructor(_ type: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        switch type {
        case "AttributedString", "NSAttributedString", "NSMutableAttributedString", "AttributeContainer":
            var made = AttributedText()
            if case .attributedText(let t)? = a.first?.value, type != "AttributeContainer" { made = t }
            if case .string(let s)? = a.first(where: { $0.label == nil || $0.label == "string" })?.value { made.text = s }
            // The attributes: a container or a dictionary naming a font (Evaluation's dictionary).
            let attributes = a.first(where: { $0.label == "attributes" }) ?? (type == "AttributeContainer" ? a.first : nil)
            if case .attributedText(let t)? = attributes?.value, let font = t.font { made.font = font }
            return .attributedText(made)
        case "UIConfigurationTextAttributesTransformer":
            return textTransformer(a.first?.value ?? .null, range: range)
        default:
            return nil
        }
    }

    /// A text-attributes transformer (`UIConfigurationTextAttributesTransformer { incoming in
    /// var outgoing = incoming; outgoing.font = …; return outgoing }`, also written `.init { … }`):
    /// run on attributes with no font, for the font it gives.
    func textTransformer(_ v: Value, range: SourceRange) -> Value {
        guard case .closure(let c) = v, c.closure.parameters.count == 1 else { return v }
        if case .attributedText(let t) = callClosure(c, [.attributedText(AttributedText())], range: range) {
            return .attributedText(AttributedText(text: nil, font: t.font))
        }
        return .attributedText(AttributedText())
    }

    /// A text attribute written in place (`title.font = .systemFont(ofSize: 13)`,
    /// `outgoing.font = …` in a transformer); nil when `field` is not one kept.
    static func settingAttribute(_ field: String, of t: AttributedText, to new: Value) -> AttributedText? {
        guard field == "font", case .font(let f) = new else { return nil }
        var copy = t
        copy.font = f
        return copy
    }

    /// The button as its configuration sizes it: its title (the configuration's, else the one
    /// `setTitle(_:for:)` gave) in the configuration's font (a `titleLabel.font` is not used:
    /// the configuration replaces it), inside its insets, with an image of a known size beside,
    /// above or below it; or, with no title, the image inside the insets. Said when a size
    /// this reader has no metrics for is asked for, or the image's size is not known.
    func configurationContent(of v: ViewObject, _ c: ButtonConfiguration) -> (title: LabelContent?, imageOnly: IntrinsicSize?) {
        let title = (c.title ?? v.text).flatMap { $0.isEmpty ? nil : $0 }
        let font = c.titleFont ?? c.transformerFont
        if c.buttonSize != "medium", title != nil && font == nil || c.contentInsets == nil {
            warn(v.made, "buttonSize .\(c.buttonSize): masrender has UIKit's metrics for .medium only (the body style, insets 7 and 12), so \(v.name ?? "the button") is sized as .medium where its configuration does not set its font or insets")
        }
        var imageSize: Size?
        switch c.image {
        case nil, .null?: break
        case .image(let name)? where assets.images[name] != nil: imageSize = assets.images[name]!.size
        default:
            warn(v.made, "\(v.name ?? "a button")'s configuration shows an image whose size masrender does not know (an SF Symbol or an image the app loads); the button is sized \(title == nil ? "by its insets alone" : "by its title alone")")
        }
        let insets = c.contentInsets ?? LabelContent.configurationButtonInsets
        guard let title else {
            guard let size = imageSize else { return (nil, nil) }
            return (nil, IntrinsicSize(width: size.width + insets.left + insets.right, height: size.height + insets.top + insets.bottom))
        }
        var label = LabelContent.configurationButtonTitle(title, font: font, insets: insets)
        if let size = imageSize {
            // UIKit places the image beside the title (leading, trailing) or above or below it
            // (top, bottom), `imagePadding` apart; the content is as large as both.
            var i = insets
            switch c.imagePlacement {
            case "top": i.top += size.height + c.imagePadding
            case "bottom": i.bottom += size.height + c.imagePadding
            case "trailing": i.right += size.width + c.imagePadding
            default: i.left += size.width + c.imagePadding
            }
            label.contentInsets = i
            let stacked = c.imagePlacement == "top" || c.imagePlacement == "bottom"
            label.minimumTextBlock = stacked ? Size(width: size.width, height: 0) : Size(width: 0, height: size.height)
        }
        return (label, nil)
    }
}
