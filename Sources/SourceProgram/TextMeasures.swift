import Layout
import SourceSyntax
import Scene

/// UIKit's measures of text that code asks for before layout: `[label sizeThatFits:…]`,
/// `label.intrinsicContentSize`, `[text boundingRectWithSize:options:attributes:context:]`,
/// `text.size(withAttributes:)`, `[text sizeWithFont:]`, and a font's `pointSize`. Measured as the
/// layout measures labels (the same TextMeasuring), when the file gives the text and font;
/// otherwise unknown, as before.
extension Interpreter {
    /// A label's size as UILabel gives it: its text at its font, wrapped at `width` when it has
    /// more than one line, rounded up to a whole pixel (as its intrinsic size is).
    func labelSize(_ v: ViewObject, fitting width: Double?, range: SourceRange, asked: String) -> Value {
        guard let measurer, v.className.hasSuffix("Label"), let text = v.text else {
            return .unknown(Unknown(name: (v.name ?? v.className) + "." + asked, range: range, why: "a size the running app measures"))
        }
        let lines = v.numberOfLines ?? 1
        let wrap = lines == 1 ? nil : width.flatMap { $0 > 0 && $0 < 100_000 ? $0 : nil } ?? v.preferredMaxLayoutWidth
        let font = FontName.sized(v.font ?? LabelContent.defaultFont, category: contentSizeCategory)
        let m = measurer.measure(text, font: font, maxWidth: wrap, maxLines: lines)
        return .size(Size(width: LabelContent.pixelCeiling(m.size.width, scale), height: LabelContent.pixelCeiling(m.size.height, scale)))
    }

    /// A string's size drawn in a font (NSString's and NSAttributedString's measures): one line,
    /// or wrapped at `width` (`NSStringDrawingUsesLineFragmentOrigin` / `.usesLineFragmentOrigin`),
    /// not rounded, as Foundation gives it. Nil when the text or font is not known here.
    func stringSize(_ text: String, font: Value?, width: Double?) -> Size? {
        guard let measurer else { return nil }
        // Without a font Foundation draws in Helvetica 12, which masrender has no metrics of:
        // unknown, as before.
        guard case .font(let name)? = font else { return nil }
        let wrap = width.flatMap { $0 > 0 && $0 < 100_000 ? $0 : nil }
        return measurer.measure(text, font: FontName.sized(name, category: contentSizeCategory), maxWidth: wrap, maxLines: 0).size
    }

    /// The text attributes a dictionary literal holds (`@{NSFontAttributeName: font}`, `[.font:
    /// font]`): its font, kept as attributed text; unknown when it names no font.
    func textAttributes(_ pairs: [(key: Expr, value: Expr)], range: SourceRange, in scope: Scope, selfValue: Value) -> Value {
        for (key, value) in pairs {
            let k: String
            switch key.kind {
            case .name(let n): k = n
            case .implicitMember(let n): k = n
            case .member(_, let n, _): k = n
            default: continue
            }
            if k == "NSFontAttributeName" || k == "font", case .font(let f) = evaluate(value, in: scope, selfValue: selfValue) {
                return .attributedText(AttributedText(text: nil, font: f))
            }
        }
        return .unknown(Unknown(name: "a dictionary", range: range, why: "a dictionary"))
    }

    /// The font of text attributes (a dictionary naming one, an AttributeContainer).
    static func attributesFont(_ v: Value?) -> Value? {
        if case .attributedText(let t)? = v, let f = t.font { return .font(f) }
        return nil
    }

    /// Text measures sent to a string: nil when `base` is none of them.
    func stringMeasure(_ text: String, _ base: String, _ a: [CallArgument], in scope: Scope, selfValue: Value, range: SourceRange) -> Value? {
        let arguments = a.map(\.expr)
        func unknown() -> Value { .unknown(Unknown(name: "the size of \"\(text.prefix(20))\"", range: range, why: "a size the running app measures")) }
        switch base {
        case "boundingRectWithSize", "boundingRect":
            // (size, options, attributes, context); the options decide whether it wraps.
            guard a.count >= 3 else { return unknown() }
            let width: Double? = { if case .size(let s) = a[0].value { return s.width } else { return nil } }()
            let wraps: Bool = {
                let written = arguments.count > 1 ? source.text(arguments[1].range) : ""
                return written.includes("LineFragmentOrigin")
            }()
            guard let size = stringSize(text, font: Self.attributesFont(a[2].value), width: wraps ? width : nil)
            else { return unknown() }
            return .rect(Rect(x: 0, y: 0, width: size.width, height: size.height))
        case "sizeWithAttributes", "size":
            guard a.count == 1, base == "sizeWithAttributes" || a[0].label == "withAttributes",
                  let size = stringSize(text, font: Self.attributesFont(a.first?.value), width: nil) else { return unknown() }
            return .size(size)
        case "sizeWithFont":
            // `sizeWithFont:` (one line), `sizeWithFont:constrainedToSize:` (wrapped), iOS 6's.
            guard let font = a.first?.value else { return unknown() }
            let width: Double? = { if a.count > 1, case .size(let s) = a[1].value { return s.width } else { return nil } }()
            guard let size = stringSize(text, font: font, width: width) else { return unknown() }
            return .size(size)
        default:
            return nil
        }
    }
}
