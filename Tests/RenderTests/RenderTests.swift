import Layout
import PNGCodec
import Testing
@testable import Render

/// Pictures checked as pixels: where each frame is, at which scale, and that the same layout
/// always gives the same bytes.
@Suite struct RenderTests {
    /// A 100 × 80 canvas with a red 40 × 30 view at (10, 20) holding a blue 10 × 10 at (5, 5),
    /// and a green view with a 2-point black border at (60, 20).
    func sampleTree() -> View {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 80))
        root.backgroundColor = .white
        let red = View(id: "red", key: "", frame: Rect(x: 10, y: 20, width: 40, height: 30))
        red.backgroundColor = Color(red: 1, green: 0, blue: 0)
        red.border = Border(width: 0, color: .black)
        let blue = View(id: "blue", key: "", frame: Rect(x: 5, y: 5, width: 10, height: 10))
        blue.backgroundColor = Color(red: 0, green: 0, blue: 1)
        blue.border = Border(width: 0, color: .black)
        let green = View(id: "green", key: "", frame: Rect(x: 60, y: 20, width: 30, height: 30))
        green.backgroundColor = Color(red: 0, green: 1, blue: 0)
        green.border = Border(width: 2, color: .black)
        root.addSubview(red)
        red.addSubview(blue)
        root.addSubview(green)
        return root
    }

    func rgb(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let p = image.pixel(x: x, y: y)
        return [p.r, p.g, p.b, p.a]
    }

    @Test func framesLandOnTheirPixelsAtEachScale() throws {
        let renderer = try Renderer()
        let result = try sampleTree().layout()
        for scale in [1.0, 2.0, 3.0] {
            let s = Int(scale)
            let image = try renderer.image(result, scale: scale)
            #expect(image.width == 100 * s && image.height == 80 * s)
            #expect(rgb(image, 5 * s, 5 * s) == [255, 255, 255, 255], "background at @\(s)x")
            #expect(rgb(image, 30 * s, 40 * s) == [255, 0, 0, 255], "red inside at @\(s)x")
            // Every frame has a one-device-pixel outline inside its edge: crisp, so the pixel
            // outside is untouched and the one after it is the plain fill.
            #expect(rgb(image, 10 * s - 1, 40 * s) == [255, 255, 255, 255], "left of red at @\(s)x")
            #expect(rgb(image, 10 * s, 40 * s) != [255, 0, 0, 255], "red's outline at @\(s)x")
            #expect(rgb(image, 10 * s + 1, 40 * s) == [255, 0, 0, 255], "red after its outline at @\(s)x")
            #expect(rgb(image, 50 * s - 2, 50 * s - 2) == [255, 0, 0, 255], "red's last fill pixel at @\(s)x")
            #expect(rgb(image, 50 * s, 40 * s) == [255, 255, 255, 255], "right of red at @\(s)x")
            // The subview sits in its parent's coordinates: absolute (15, 25) to (25, 35).
            #expect(rgb(image, 20 * s, 30 * s) == [0, 0, 255, 255], "blue inside red at @\(s)x")
            #expect(rgb(image, 25 * s - 2, 35 * s - 2) == [0, 0, 255, 255], "blue's last fill pixel at @\(s)x")
            #expect(rgb(image, 25 * s, 30 * s) == [255, 0, 0, 255], "red again right of blue at @\(s)x")
            // A 2-point border lies inside the frame, crisp: 2·s black pixels, then green.
            #expect(rgb(image, 60 * s, 35 * s) == [0, 0, 0, 255], "border's outer pixel at @\(s)x")
            #expect(rgb(image, 62 * s - 1, 35 * s) == [0, 0, 0, 255], "border's inner pixel at @\(s)x")
            #expect(rgb(image, 62 * s, 35 * s) == [0, 255, 0, 255], "green after the border at @\(s)x")
        }
    }

    @Test func clearViewsStillShowTheirFrame() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 50, height: 50))
        root.addSubview(View(id: "clear", key: "", frame: Rect(x: 10, y: 10, width: 20, height: 20)))
        let image = try Renderer().image(try root.layout(), scale: 2)
        let edge = image.pixel(x: 20, y: 30)
        #expect(edge.r < 128 && edge.a == 255, "a one-pixel outline marks the clear view's left edge")
        #expect(rgb(image, 30, 30) == [255, 255, 255, 255], "inside stays clear")
    }

    @Test func keyLabelsAreDrawnWithText() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 120, height: 40))
        let v = View(id: "v", key: "greenView", frame: Rect(x: 0, y: 0, width: 120, height: 40))
        v.backgroundColor = Color(red: 0, green: 1, blue: 0)
        root.addSubview(v)
        let image = try Renderer().image(try root.layout(), scale: 1)
        // Dark glyph pixels exist in the label's box and nowhere below it.
        var darkInLabel = 0, darkBelow = 0
        for y in 0..<38 { for x in 4..<100 { // clear of the outline at the bottom edge
            let p = image.pixel(x: x, y: y)
            if max(p.r, p.g, p.b) < 128 { if y < 14 { darkInLabel += 1 } else { darkBelow += 1 } }
        } }
        #expect(darkInLabel > 30)
        #expect(darkBelow == 0)
    }

    @Test func textMeasuresTheSameEveryTime() throws {
        let a = try TextEngine().measure("greenView", font: "DejaVu Sans 9")
        let b = try TextEngine().measure("greenView", font: "DejaVu Sans 9")
        #expect(a.size == b.size && a.baseline == b.baseline)
        #expect(a.size.width > 40 && a.size.width < 60)
        #expect(a.size.height > 9 && a.size.height < 13)
    }

    @Test func pngIsDeterministicAndRecordsItsFonts() throws {
        let result = try sampleTree().layout()
        let first = try Renderer().png(result, scale: 2)
        let second = try Renderer().png(result, scale: 2)
        #expect(first == second)
        let decoded = try PNGCodec.decode(first)
        #expect(decoded == (try (try Renderer()).image(result, scale: 2)))
        let text = PNGCodec.textChunks(first)
        #expect(text.map(\.0) == ["Software", "masrender:libraries", "masrender:fonts"])
        #expect(text[2].1.contains("DejaVuSans.ttf"))
        #expect(text[1].1.hasPrefix("cairo "))
    }

    @Test func svgKeepsOneGroupPerViewNested() throws {
        let svg = try Renderer().svg(try sampleTree().layout(), scale: 2, title: "sample", metadata: "{\"a\": 1 < 2}")
        #expect(svg.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"200\" height=\"160\" viewBox=\"0 0 100 80\""))
        #expect(svg.contains("<metadata>{\"a\": 1 &lt; 2}</metadata>"))
        // Keys are empty here, so ids fall back to unique suffixes; order is drawing order.
        let groups = svg.split(separator: "\n").filter { $0.contains("<g ") }
        #expect(groups.count == 4)
        #expect(groups[0].contains("id=\"view-root\""))
        #expect(groups[1].contains("data-id=\"red\"") && groups[1].hasPrefix("  <g"))
        #expect(groups[2].contains("data-id=\"blue\"") && groups[2].hasPrefix("    <g"), "blue nests inside red")
        #expect(groups[3].contains("data-id=\"green\"") && groups[3].hasPrefix("  <g"))
        #expect(svg.contains("data-frame=\"60 20 30 30\""))
        #expect(svg.contains("<title>: 15, 25, 10 × 10</title>"), "titles give the absolute frame")
        #expect(svg.contains("<rect x=\"61\" y=\"21\" width=\"28\" height=\"28\" fill=\"none\" stroke=\"#000000\" stroke-width=\"2\"/>"))
    }
}

/// Text in the scripts Masonry and SnapKit code is written with draws with real glyphs, not
/// boxes: DejaVu for Latin, Greek, Cyrillic, Arabic and Hebrew, Droid Sans Fallback for Chinese,
/// Japanese and Korean.
@Suite struct ScriptCoverageTests {
    @Test(arguments: ["Log in", "Привет", "Γειά", "مرحبا", "שלום", "价格 ¥128 · 商品详情", "繁體中文", "ログインしてください", "안녕하세요"])
    func everyScriptHasGlyphs(text: String) throws {
        let engine = try TextEngine()
        #expect(engine.missingGlyphs(text, font: "DejaVu Sans 15") == 0)
        #expect(engine.missingGlyphs(text, font: "DejaVu Sans Bold 15") == 0)
    }
}

/// Issue 15: a picture Cairo cannot make is an error with a message, never a crash (a
/// force-unwrapped surface once crashed on a 46,264-pixel legend).
@Suite struct PaintFailureTests {
    @Test func aPictureTooLargeForCairoIsAnError() throws {
        let list = DisplayList(size: Size(width: 40_000, height: 10), scale: 1, background: .white, groups: [])
        let text = try TextEngine()
        do throws(PaintError) {
            _ = try CairoPainter().paint(list, text: text)
            Issue.record("a 40000-pixel-wide picture was made")
        } catch {
            #expect(error.message.hasPrefix("Cairo could not make a 40000 × 10-pixel picture: "), "\(error.message)")
        }
    }

    @Test func aPictureCairoCanMakeIsMade() throws {
        let list = DisplayList(size: Size(width: 30, height: 20), scale: 2, background: .white, groups: [])
        let image = try CairoPainter().paint(list, text: try TextEngine())
        #expect(image.width == 60 && image.height == 40)
        #expect(image.pixel(x: 0, y: 0).a == 255)
    }
}

/// Cairo's premultiplied ARGB words to straight RGBA bytes: runs of eight opaque or clear
/// pixels take a SIMD path, the rest a pixel at a time; every mix of the two, at every length
/// and offset, gives what the formula gives (round(c × 255 / a), at most 255).
@Suite struct UnpremultiplyTests {
    @Test func everyMixOfPixelsMatchesTheFormula() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        for trial in 0..<400 {
            let count = next(70)
            let translucentShare = [0, 1, 10, 50][trial % 4]
            let words: [UInt32] = (0..<count).map { _ in
                let a = next(100) < translucentShare ? UInt32(1 + next(254)) : (next(4) == 0 ? 0 : 255)
                let channel = { a == 0 ? UInt32(0) : UInt32(next(Int(a) + 1)) }
                return a << 24 | channel() << 16 | channel() << 8 | channel()
            }
            let expected: [UInt8] = words.flatMap { argb -> [UInt8] in
                let a = argb >> 24
                let c = [(argb >> 16) & 0xFF, (argb >> 8) & 0xFF, argb & 0xFF].map { a == 0 || a == 255 ? $0 : min(($0 * 255 + a / 2) / a, 255) }
                return c.map(UInt8.init) + [UInt8(a)]
            }
            var converted = words
            converted.withUnsafeMutableBufferPointer { CairoPainter.unpremultiplyInPlace($0.baseAddress!, count: count) }
            let bytes = converted.withUnsafeBytes { Array($0) }
            #expect(bytes == expected, "trial \(trial): \(count) pixels")
        }
    }
}

/// TextEngine remembers what Pango said of each text (a picture asks of the same texts many
/// times): the answers are the same as asked afresh, and a width or a font is part of the question.
@Suite struct TextMemoryTests {
    @Test func answersDependOnTextFontAndWidth() throws {
        let engine = try TextEngine(), fresh = try TextEngine()
        let text = "Pay with a saved card or add a new one"
        let narrow = engine.wrap(text, font: "DejaVu Sans 14", width: 90)
        let wide = engine.wrap(text, font: "DejaVu Sans 14", width: 400)
        let unbroken = engine.wrap(text, font: "DejaVu Sans 14", width: nil)
        #expect(narrow.count > wide.count && wide.count == 1 && unbroken == [text])
        #expect(engine.wrap(text, font: "DejaVu Sans 14", width: 90) == narrow)
        #expect(engine.wrap(text, font: "DejaVu Sans 14", width: 90) == fresh.wrap(text, font: "DejaVu Sans 14", width: 90))
        let small = engine.measure(text, font: "DejaVu Sans 10"), large = engine.measure(text, font: "DejaVu Sans 20")
        #expect(large.size.width > small.size.width * 1.8)
        #expect(engine.measure(text, font: "DejaVu Sans 10") == small && fresh.measure(text, font: "DejaVu Sans 10") == small)
        #expect(engine.measure(text + "!", font: "DejaVu Sans 10").size.width > small.size.width)
    }
}
