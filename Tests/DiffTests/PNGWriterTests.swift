@testable import PNGCodec
import PropertyBased
import Testing

/// What PNGWriter writes, read back by libpng (the reader it does not share code with): the
/// same pixels for colour-mapped, RGB and RGBA images, the text chunks in order, and the
/// colour type each kind of picture is meant to get.
@Suite struct PNGWriterTests {
    @Test func everyImageReadsBackThroughLibpng() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var numbers = SeededNumbers(seed: seed)
            func next(_ n: Int) -> Int { numbers.next(n) }
            let width = 1 + next(40), height = 1 + next(30)
            // Few colours (colour-mapped), many (RGB or RGBA), translucent or not.
            let colours = [1, 2, 7, 256, 257, 5000][next(6)]
            let translucent = next(2) == 0
            let palette: [(UInt8, UInt8, UInt8, UInt8)] = (0..<min(colours, 5000)).map { _ in
                (UInt8(next(256)), UInt8(next(256)), UInt8(next(256)), translucent ? UInt8(next(256)) : 255)
            }
            var image = RGBAImage(width: width, height: height)
            for i in 0..<(width * height) {
                let c = palette[next(palette.count)]
                image.pixels[4 * i] = c.0; image.pixels[4 * i + 1] = c.1; image.pixels[4 * i + 2] = c.2; image.pixels[4 * i + 3] = c.3
            }
            let text = [("Software", "masrender"), ("Comment", "seed \(seed), é ☃")]
            let bytes = try PNGCodec.encode(image, text: text)
            #expect(try PNGCodec.decodeWithLibpng(bytes) == image, "\(width)×\(height), \(colours) colours")
            #expect(try PNGCodec.decode(bytes) == image)
            #expect(PNGCodec.textChunks(bytes).map { "\($0.0)=\($0.1)" } == ["Software=masrender", "Comment=seed \(seed), é ?"])
            let distinct = Set((0..<(width * height)).map { i in image.pixels[4 * i..<4 * i + 4].reduce(0) { $0 << 8 | UInt32($1) } }).count
            let opaque = stride(from: 3, to: image.pixels.count, by: 4).allSatisfy { image.pixels[$0] == 255 }
            #expect(bytes[25] == (distinct <= 256 ? 3 : opaque ? 2 : 6), "colour type for \(distinct) colours")
        }
    }

    @Test func sameImageSameBytes() throws {
        var image = RGBAImage(width: 300, height: 40, fill: (240, 240, 240, 255))
        for x in 0..<300 { image.pixels[(7 * 300 + x) * 4] = UInt8(x % 256); image.pixels[(7 * 300 + x) * 4 + 1] = UInt8(x / 256) }
        #expect(try PNGCodec.encode(image, text: [("a", "b")]) == PNGCodec.encode(image, text: [("a", "b")]))
    }
}
