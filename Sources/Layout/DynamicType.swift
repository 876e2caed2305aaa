/// The user's preferred text size (UIContentSizeCategory): seven standard sizes and five
/// larger accessibility sizes. Large is iOS's default.
public enum ContentSizeCategory: Int, CaseIterable, Sendable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge,
         accessibilityExtraExtraExtraLarge

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The Human Interface Guidelines' short name: xSmall … xxxLarge, AX1 … AX5.
    public var name: String { Self.shortNames[rawValue] }

    /// UIKit's name, as `UIContentSizeCategory.extraSmall` has it.
    public var uikitName: String { String(describing: self) }

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    private static let shortNames = ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge",
                                     "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// A category by any of its names, case aside: "Large", "xxxLarge", "AX3",
    /// "extraExtraLarge", "accessibilityLarge", "UIContentSizeCategoryAccessibilityLarge".
    public init?(name: String) {
        let key = uikitNameKey(name, prefix: "uicontentsizecategory")
        guard let found = Self.allCases.first(where: { $0.name.lowercased() == key || $0.uikitName.lowercased() == key }) else { return nil }
        self = found
    }

    /// Every name `init(name:)` takes, for messages.
    public static var namesList: String { allCases.map(\.name).joined(separator: ", ") }
}

/// UIFont.TextStyle: the styles `preferredFont(forTextStyle:)` gives, each sized by the
/// content size category.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The point size at each content size category, xSmall … AX5. Apple's Human Interface
    /// Guidelines, Typography → Specifications, "iOS, iPadOS Dynamic Type sizes" and "larger
    /// accessibility type sizes"; the same sizes as `preferredFont(forTextStyle:)` returns on
    /// the iOS 26.1 simulator (Vercantez/openuikit, Sources/OpenUIKit/Resources/dynamic_type.json).
    public func pointSize(_ category: ContentSizeCategory) -> Double {
        Self.sizes[self]![category.rawValue]
    }

    private static let sizes: [TextStyle: [Double]] = [
        //              xS  S   M   L   xL  xxL xxxL AX1 AX2 AX3 AX4 AX5
        .largeTitle:  [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1:      [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2:      [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3:      [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline:    [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body:        [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout:     [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote:    [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1:    [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2:    [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// Headline is the only style drawn heavier than regular (Semibold, HIG table).
    public var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// The style by its UIKit name, or the HIG's: "body", "title1", "caption2", "largeTitle",
    /// "UIFontTextStyleBody", "subhead".
    public init?(name: String) {
        var key = uikitNameKey(name, prefix: "uifonttextstyle")
        if key == "subhead" { key = "subheadline" }
        if key == "caption" { key = "caption1" }
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = found
    }

    /// UIFontMetrics(forTextStyle:).scaledValue(for:) at `category`: `value` times the style's
    /// scaling factor, rounded to the nearest device pixel. UIFontMetrics does not scale by the
    /// ratio of the style's point sizes (body at xSmall is 14/17 of Large, but scales 17 to
    /// 14.67): each factor here is what the iOS 26.1 simulator returned for 64 at that category,
    /// over 64 (Vercantez/openuikit, Sources/OpenUIKit/Resources/dynamic_type.json, "scaled").
    /// Its values for the other bases (8 … 48) agree with the factor within a pixel (body at AX1
    /// scales 40 to 61.667 on iOS, 62 here).
    public func scaledValue(_ value: Double, category: ContentSizeCategory, scale: Double) -> Double {
        let factor = Self.scaledAt64[self]![category.rawValue] / 64
        return (value * factor * scale).rounded() / scale
    }

    private static let scaledAt64: [TextStyle: [Double]] = [
        //              xS         S          M          L   xL         xxL        xxxL       AX1        AX2        AX3        AX4        AX5
        .largeTitle:  [59.333333, 61,        62.333333, 64, 67,        71.666667, 75,        81.333333, 89,        95.333333, 103,       109.333333],
        .title1:      [58.333333, 60.333333, 62,        64, 67.666667, 71.666667, 77.333333, 86.666667, 96,        107.333333, 114.666667, 128],
        .title2:      [55,        57,        59.333333, 64, 68.666667, 73,        77.666667, 93.666667, 107.333333, 119,      135,       151],
        .title3:      [56.333333, 59,        61.333333, 64, 71.666667, 76.666667, 82,        97.333333, 112.666667, 130.666667, 148.333333, 166.333333],
        .headline:    [55.333333, 58.333333, 61,        64, 69.666667, 75.666667, 84.333333, 99,        116.333333, 139.666667, 148.333333, 180.333333],
        .body:        [55.333333, 58.333333, 61,        64, 69.666667, 75.666667, 84.333333, 99,        116.333333, 139.666667, 163,       180.333333],
        .callout:     [55,        58,        61,        64, 70,        76.333333, 85.333333, 97.666667, 119,       140.333333, 158.333333, 183],
        .subheadline: [51.333333, 57.666667, 60.666667, 64, 70.333333, 76.666667, 83.333333, 99.333333, 115.333333, 137.666667, 160,      185.666667],
        .footnote:    [57,        57,        57,        64, 71,        78.333333, 85.333333, 103,       117.333333, 142.333333, 163.666667, 185],
        .caption1:    [52,        52,        52,        64, 76,        84,        92,        108,       128,       156,       176,       204],
        .caption2:    [64,        64,        64,        64, 88.666667, 98.333333, 108.333333, 123,      142.666667, 172.333333, 202,       236.333333],
    ]
}
