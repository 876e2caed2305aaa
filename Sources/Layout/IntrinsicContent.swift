/// A view's natural size on each axis; nil where it has none (UIViewNoIntrinsicMetric).
public struct IntrinsicSize: Sendable, Equatable {
    public var width: Double?
    public var height: Double?
    public init(width: Double? = nil, height: Double? = nil) { self.width = width; self.height = height }
}

/// A priority per axis: content hugging or compression resistance.
public struct AxisPriority: Sendable, Equatable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) { self.horizontal = horizontal; self.vertical = vertical }
}

/// NSTextAlignment; `natural` is left, or right under right-to-left.
public enum TextAlignment: String, Sendable, CaseIterable {
    case natural, left, center, right, justified
}

/// What a label shows.
public struct LabelContent: Sendable, Equatable {
    public var text: String
    /// A font name (FontName): "system 17", "system 15 semibold", "body", "DejaVu Sans Bold 12".
    public var font: String
    /// UILabel's default font: the system font at 17 points.
    public static let defaultFont = "system 17"

    /// `points` rounded up to a whole pixel at `scale`, as UILabel rounds its sizes; a hair over
    /// a pixel (floating-point noise in a measured width) does not add a pixel.
    public static func pixelCeiling(_ points: Double, _ scale: Double) -> Double {
        let pixels = points * scale
        return (pixels - 1e-6).rounded(.up) / scale
    }
    public var textColor: Color
    /// 0 = as many lines as the text needs (UILabel's numberOfLines).
    public var numberOfLines: Int
    public var alignment: TextAlignment
    /// The width multi-line text wraps at for the intrinsic size; nil = the width the label
    /// gets in the first layout pass (UIKit's automatic preferredMaxLayoutWidth).
    public var preferredMaxLayoutWidth: Double?
    /// Space around the text inside the view: zero for a label; a button's title has 6 points
    /// above and below (UIButton's intrinsic size is its title's plus these).
    public var contentInsets: EdgeInsets
    /// The text is a stand-in (a source file that never sets it shows the label's name): its
    /// size is no finding of the layout's.
    public var isStandIn = false
    /// A UIButton's title: the button's intrinsic size is the title's rounded up to whole
    /// points (not pixels, as a label's), plus the insets, and at least 30 points wide
    /// (`buttonTitle`).
    public var isButtonTitle = false
    /// Interface Builder's placeholder intrinsic size (`placeholderIntrinsicWidth`/`Height`),
    /// which the label has on the canvas instead of its text's: per axis nil where none is set,
    /// `.some(nil)` for "no intrinsic size" (Interface Builder's "infinite").
    public var placeholderWidth: Double?? = nil
    public var placeholderHeight: Double?? = nil
    /// The least the text's block counts for inside the insets: a configuration button's image
    /// beside its title (as tall as the image) or above or below it (as wide).
    public var minimumTextBlock: Size?
    /// How wide a Chinese character is, in em, where an older iOS measured it (CJKText.hanAdvance:
    /// an Interface Builder file's stored frames are its Xcode's); nil, today's.
    public var hanAdvance: Double?

    public init(text: String, font: String = LabelContent.defaultFont, textColor: Color = .black, numberOfLines: Int = 1,
                alignment: TextAlignment = .natural, preferredMaxLayoutWidth: Double? = nil, contentInsets: EdgeInsets = .zero) {
        self.text = text; self.font = font; self.textColor = textColor; self.numberOfLines = numberOfLines
        self.alignment = alignment; self.preferredMaxLayoutWidth = preferredMaxLayoutWidth; self.contentInsets = contentInsets
    }
}

extension LabelContent {
    /// A UIButton's title: centred, in the tint colour, 6 points above and below it (UIButton's
    /// intrinsic size is its title's plus these), the size rounded up to whole points and at
    /// least 30 wide. Whole points: on iOS 26.1 a title label 138.5 wide makes a 139-wide button
    /// (Vercantez/openuikit, golden/button_basic.layout.json); 30: the frames Xcode 6 to 15
    /// stored for buttons whose titles are narrower ("OK", "-", "Set", "换": 11 of 12 such
    /// buttons in 7 repositories are 30 wide).
    public static func buttonTitle(_ text: String, font: String) -> LabelContent {
        var title = LabelContent(text: text, font: font, textColor: buttonTitleColor,
                                 alignment: .center, contentInsets: buttonTitleInsets)
        title.isButtonTitle = true
        return title
    }

    /// A UIButton with a `UIButton.Configuration` (iOS 15 on): its title in the configuration's
    /// font (`body` unless it says), inside its content insets (`configurationButtonInsets`
    /// unless it says), the size rounded up to the device's pixel as a label's is, with no
    /// minimum width. From the frames Xcode 15 and 16 stored for configuration buttons: "Skip"
    /// in 16 pt with the default insets 55.667 wide; "Learn More" in 14 pt inset 24 at the
    /// sides 121.333; "more" in footnote inset 14 above and below 43.667 tall.
    public static func configurationButtonTitle(_ text: String, font: String?, insets: EdgeInsets?) -> LabelContent {
        LabelContent(text: text, font: font ?? configurationButtonFont, textColor: buttonTitleColor,
                     alignment: .center, contentInsets: insets ?? configurationButtonInsets)
    }
    /// A configuration's title font when it sets none (`.medium` size): the body text style,
    /// so it follows the text size drawn.
    public static let configurationButtonFont = "body"
    /// A configuration's content insets when it sets none (`.medium` size): 7 above and below,
    /// 12 at the sides (Interface Builder's defaults for a configuration, and the frames above:
    /// "Skip" is its title's width plus 24).
    public static let configurationButtonInsets = EdgeInsets(top: 7, left: 12, bottom: 7, right: 12)

    /// A system button's title colour: the tint, UIKit's systemBlue.
    public static let buttonTitleColor = Color.uikit(named: "systemBlue")!
    /// The space UIButton keeps above and below its title.
    public static let buttonTitleInsets = EdgeInsets(top: 6, left: 0, bottom: 6, right: 0)
    /// The narrowest a titled UIButton sizes itself.
    public static let buttonMinimumWidth = 30.0

    /// The label with its font sized for `category` (FontName.sized): a text style becomes the
    /// system font at the style's size.
    public func sized(_ category: ContentSizeCategory) -> LabelContent {
        var copy = self
        copy.font = FontName.sized(font, category: category)
        return copy
    }
}

/// The measured size of a block of text and its baselines, in points from its top.
public struct TextMetrics: Sendable, Equatable {
    public var size: Size
    public var firstBaseline: Double
    public var lastBaseline: Double
    public init(size: Size, firstBaseline: Double, lastBaseline: Double) {
        self.size = size; self.firstBaseline = firstBaseline; self.lastBaseline = lastBaseline
    }
}

/// Measures text for labels' intrinsic sizes. Layout does not draw; Render implements this
/// with the same Pango setup it draws with, so measured and drawn text agree.
public protocol TextMeasuring {
    /// The size of `text` in `font` wrapped at `maxWidth` (nil: no wrapping), at most
    /// `maxLines` lines (0: no limit).
    func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics
    /// The same with each Chinese character `hanAdvance` em wide (CJKText.hanAdvance), for text
    /// an older iOS measured. A measurer that sets no Chinese of its own measures as above.
    func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int, hanAdvance: Double?) -> TextMetrics
}

extension TextMeasuring {
    public func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int, hanAdvance: Double?) -> TextMetrics {
        measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines)
    }
}
