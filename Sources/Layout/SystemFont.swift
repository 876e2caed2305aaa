/// UIFont.Weight, lightest to heaviest.
public enum FontWeight: String, CaseIterable, Sendable, Comparable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    public static func < (a: Self, b: Self) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The OpenType weight class (100 … 900) of San Francisco's face of this weight
    /// (.SFUI-Ultralight is 100, .SFUI-Semibold 600, .SFUI-Black 900).
    public var weightClass: Int { (FontWeight.allCases.firstIndex(of: self)! + 1) * 100 }

    /// The weight by its UIKit name or its number: "semibold", "UIFontWeightSemibold",
    /// ".semibold", "ultralight"; UIFont.Weight's raw values (-0.8 … 0.62) are in `init(rawWeight:)`.
    public init?(name: String) {
        let key = uikitNameKey(name, prefix: "uifontweight")
        if key == "ultralight" { self = .ultraLight; return }
        guard let found = Self.allCases.first(where: { $0.rawValue.lowercased() == key }) else { return nil }
        self = found
    }

    /// The weight a font's PostScript name ends in: "PingFangSC-Medium", "Avenir-Heavy",
    /// "HelveticaNeue-Light"; regular when it names none.
    public init(postScriptName name: String) {
        let lower = name.lowercased()
        let endings: [(String, FontWeight)] = [("ultralight", .ultraLight), ("extralight", .thin), ("thin", .thin),
                                               ("light", .light), ("medium", .medium), ("semibold", .semibold),
                                               ("demibold", .semibold), ("extrabold", .heavy), ("heavy", .heavy),
                                               ("black", .black), ("bold", .bold)]
        let style = lower.split(whereSeparator: { $0 == "-" || $0 == "_" }).last.map(String.init) ?? lower
        self = endings.first { style.hasPrefix($0.0) || style.hasSuffix($0.0) }?.1 ?? .regular
    }

    /// The weight nearest a UIFont.Weight raw value (ultraLight -0.8, thin -0.6, light -0.4,
    /// regular 0, medium 0.23, semibold 0.3, bold 0.4, heavy 0.56, black 0.62: UIFont.h).
    public init(rawWeight: Double) {
        let values: [Double] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]
        let nearest = values.indices.min { abs(values[$0] - rawWeight) < abs(values[$1] - rawWeight) }!
        self = Self.allCases[nearest]
    }
}

/// San Francisco's measurements, which text in the system font is sized by whatever font
/// draws it.
public enum SanFrancisco {
    /// Vertical metrics per 2048 units of the em: ascender 1950, descender 494, line height
    /// 2444 (UIFont's ascender, descender and lineHeight on the iOS 26.1 simulator: 17 pt gives
    /// 16.186523, -4.100586 and 20.287109; Vercantez/openuikit, golden/font_metrics_ios.json).
    public static func ascender(_ size: Double) -> Double { size * 1950 / 2048 }
    public static func descender(_ size: Double) -> Double { size * 494 / 2048 }
    public static func lineHeight(_ size: Double) -> Double { size * 2444 / 2048 }

    /// The tracking iOS applies to SF Pro at `size`, in points: Apple's Human Interface
    /// Guidelines, Typography → Specifications → "Tracking values", SF Pro, in 1/1000 em
    /// (17 pt: -26, so -0.442 pt). Between the sizes listed, linear; below 6 and above 96, the
    /// nearest size's value.
    public static func tracking(_ size: Double) -> Double {
        let table = trackingTable
        guard size > table[0].size else { return table[0].em * size / 1000 }
        guard size < table[table.count - 1].size else { return table[table.count - 1].em * size / 1000 }
        let upper = table.firstIndex { $0.size >= size }!
        let a = table[upper - 1], b = table[upper]
        let em = a.em + (b.em - a.em) * (size - a.size) / (b.size - a.size)
        return em * size / 1000
    }

    /// The size from which SF Pro Display's outlines are used instead of SF Pro Text's (HIG:
    /// "SF Pro Text below 20 points, SF Pro Display at 20 points and above").
    public static let displaySize = 20.0

    private static let trackingTable: [(size: Double, em: Double)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 10), (39, 10), (40, 10), (41, 9), (42, 9), (43, 9), (44, 8),
        (45, 8), (46, 8), (47, 8), (48, 8), (49, 7), (50, 7), (51, 7), (52, 6), (53, 6), (54, 6), (56, 6),
        (58, 5), (60, 4), (62, 4), (64, 4), (66, 3), (68, 2), (70, 2), (72, 2), (76, 1), (80, 0), (96, 0),
    ]
}

/// A UIKit constant's name as a lowercase key, its type prefix and Swift's leading dot dropped:
/// "UIFontWeightSemibold", ".semibold" and "semibold" are all "semibold".
func uikitNameKey(_ name: String, prefix: String) -> String {
    var key = name.lowercased()
    for p in [prefix, "."] where key.hasPrefix(p) { key = String(key.dropFirst(p.count)) }
    return key
}
