import Layout
import Testing

/// Font names as scenes and source files write them, and the numbers behind them.
@Suite struct FontNameTests {
    @Test func systemFontNames() throws {
        #expect(try FontName(parsing: "system 17") == .system(17))
        #expect(try FontName(parsing: "system 17 semibold") == .system(17, weight: .semibold))
        #expect(try FontName(parsing: "system semibold 17") == .system(17, weight: .semibold))
        #expect(try FontName(parsing: "system bold italic 12") == .system(12, weight: .bold, italic: true))
        #expect(try FontName(parsing: "system 13 monospaced-digits").monospacedDigits)
        #expect(try FontName(parsing: "monospaced 11 bold") == FontName(face: .monospacedSystem, size: 11, weight: .bold))
        #expect(try FontName(parsing: "DejaVu Sans Bold 9") == FontName(face: .dejaVu("DejaVu Sans"), size: 9, weight: .bold))
        #expect(try FontName(parsing: "DejaVu Sans Mono 11").face == .dejaVu("DejaVu Sans Mono"))
        // Written back as read.
        for name in ["system 17", "system 15 semibold", "system 12 bold italic", "headline", "body bold", "monospaced 13", "DejaVu Sans Bold 12"] {
            #expect(try FontName(parsing: name).text == name)
        }
    }

    @Test func textStylesTakeTheirSizeFromTheCategory() throws {
        let headline = try FontName(parsing: "headline")
        #expect(headline.face == .textStyle(.headline) && headline.weight == .semibold)
        #expect(headline.pointSize(.large) == 17)
        #expect(try FontName(parsing: "UIFontTextStyleBody").pointSize(.accessibilityMedium) == 28)
        // HIG's tables: Large is the default; xSmall and AX5 at the ends.
        #expect(TextStyle.largeTitle.pointSize(.large) == 34)
        #expect(TextStyle.caption2.pointSize(.extraSmall) == 11)
        #expect(TextStyle.body.pointSize(.accessibilityExtraExtraExtraLarge) == 53)
        #expect(FontName.sized("body", category: .extraExtraExtraLarge) == "system 23")
        #expect(FontName.sized("headline", category: .large) == "system 17 semibold")
        #expect(FontName.sized("DejaVu Sans 12", category: .accessibilityLarge) == "DejaVu Sans 12")
    }

    @Test func categoriesByEveryName() {
        #expect(ContentSizeCategory(name: "AX3") == .accessibilityExtraLarge)
        #expect(ContentSizeCategory(name: "xxxLarge") == .extraExtraExtraLarge)
        #expect(ContentSizeCategory(name: "UIContentSizeCategoryAccessibilityLarge") == .accessibilityLarge)
        #expect(ContentSizeCategory(name: ".extraSmall") == .extraSmall)
        #expect(ContentSizeCategory(name: "huge") == nil)
    }

    /// UIFontMetrics.scaledValue(for:) as the iOS 26.1 simulator returned it (openuikit's
    /// dynamic_type.json): body at xSmall scales 17 to 14.666667 and 8 to 7; title1 at AX5
    /// doubles; caption2 does not shrink below Large.
    @Test func scaledValues() {
        #expect(abs(TextStyle.body.scaledValue(17, category: .extraSmall, scale: 3) - 14.666667) < 0.001)
        #expect(abs(TextStyle.body.scaledValue(8, category: .extraSmall, scale: 3) - 7) < 0.001)
        #expect(TextStyle.title1.scaledValue(20, category: .accessibilityExtraExtraExtraLarge, scale: 3) == 40)
        #expect(TextStyle.caption2.scaledValue(17, category: .extraSmall, scale: 3) == 17)
        #expect(abs(TextStyle.headline.scaledValue(34, category: .accessibilityLarge, scale: 3) - 61.666667) < 0.001)
    }

    @Test func problemsSayWhatWasExpected() {
        func problem(_ name: String) -> String {
            do { _ = try FontName(parsing: name); return "" } catch { return error.description }
        }
        #expect(problem("Helvetica 17").contains("did you mean \"system 17\""))
        #expect(problem("system") .contains("has no size"))
        #expect(problem("system 17 extrabold").contains("unknown word \"extrabold\""))
        #expect(problem("body 17").contains("content size category"))
        #expect(problem("system 17 bold heavy").contains("two weights"))
        #expect(problem("DejaVu Sans Light 12").contains("unknown style \"Light\""))
    }

    /// SF's numbers: 17 pt is 20.287109 tall with its ascender at 16.186523 (UIFont on iOS
    /// 26.1); tracking -26/1000 em at 17, +14 at 28, 0 at 12 (HIG).
    @Test func sanFranciscoMetrics() {
        #expect(abs(SanFrancisco.lineHeight(17) - 20.287109) < 1e-6)
        #expect(abs(SanFrancisco.ascender(17) - 16.186523) < 1e-6)
        #expect(abs(SanFrancisco.tracking(17) - -0.442) < 1e-9)
        #expect(abs(SanFrancisco.tracking(28) - 0.392) < 1e-9)
        #expect(SanFrancisco.tracking(12) == 0)
        #expect(abs(SanFrancisco.tracking(17.5) - 17.5 * -25.5 / 1000) < 1e-9)
        #expect(FontWeight(rawWeight: 0.3) == .semibold && FontWeight(rawWeight: -0.8) == .ultraLight)
    }
}
