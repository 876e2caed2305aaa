import Foundation
import PNGCodec
import Testing

/// Every PNG colour type and bit depth decodes to the same 8-bit RGBA pixels. The files are
/// written by a tiny independent PNG writer (Python's zlib), not by the code under test.
@Suite struct PNGDecodeTests {
    static let writer = """
    import struct, sys, zlib
    def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d) & 0xffffffff)
    def png(path, w, h, ctype, depth, rows, extra=b""):
        raw = b"".join(b"\\x00" + r for r in rows)
        data = b"\\x89PNG\\r\\n\\x1a\\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", w, h, depth, ctype, 0, 0, 0)) + extra
        data += chunk(b"IDAT", zlib.compress(raw)) + chunk(b"IEND", b"")
        open(path, "wb").write(data)
    d = sys.argv[1]
    # 2 x 1 pixels: (255, 0, 0, 255) and (0, 0, 255, 128), in every colour type that can hold them.
    png(f"{d}/rgba8.png", 2, 1, 6, 8, [bytes([255,0,0,255, 0,0,255,128])])
    png(f"{d}/rgba16.png", 2, 1, 6, 16, [bytes([255,255,0,0,0,0,255,255, 0,0,0,0,255,255,128,128])])
    png(f"{d}/rgb8.png", 2, 1, 2, 8, [bytes([255,0,0, 0,0,255])])
    png(f"{d}/rgb16.png", 2, 1, 2, 16, [bytes([255,255,0,0,0,0, 0,0,0,0,255,255])])
    png(f"{d}/gray8.png", 2, 1, 0, 8, [bytes([200, 50])])
    png(f"{d}/gray16.png", 2, 1, 0, 16, [bytes([200,200, 50,50])])
    png(f"{d}/grayalpha8.png", 2, 1, 4, 8, [bytes([200,255, 50,128])])
    png(f"{d}/gray1.png", 2, 1, 0, 1, [bytes([0b10000000])])
    png(f"{d}/palette.png", 2, 1, 3, 8, [bytes([0, 1])], chunk(b"PLTE", bytes([255,0,0, 0,0,255])) + chunk(b"tRNS", bytes([255, 128])))
    """

    @Test func everyColourTypeDecodesToRGBA8() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("masrender-png-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        p.arguments = ["python3", "-c", Self.writer, dir.path]
        try p.run(); p.waitUntilExit()
        try #require(p.terminationStatus == 0)
        func decode(_ name: String) throws -> [UInt8] {
            try PNGCodec.decode(Array(Data(contentsOf: dir.appendingPathComponent(name)))).pixels
        }
        let redBlueHalf: [UInt8] = [255, 0, 0, 255, 0, 0, 255, 128]
        #expect(try decode("rgba8.png") == redBlueHalf)
        #expect(try decode("rgba16.png") == redBlueHalf)
        #expect(try decode("palette.png") == redBlueHalf)
        #expect(try decode("rgb8.png") == [255, 0, 0, 255, 0, 0, 255, 255])
        #expect(try decode("rgb16.png") == [255, 0, 0, 255, 0, 0, 255, 255])
        #expect(try decode("gray8.png") == [200, 200, 200, 255, 50, 50, 50, 255])
        #expect(try decode("gray16.png") == [200, 200, 200, 255, 50, 50, 50, 255])
        #expect(try decode("grayalpha8.png") == [200, 200, 200, 255, 50, 50, 50, 128])
        #expect(try decode("gray1.png") == [255, 255, 255, 255, 0, 0, 0, 255])
    }

    @Test func encodeDecodeRoundTripKeepsPixelsAndText() throws {
        var image = RGBAImage(width: 3, height: 2, fill: (1, 2, 3, 4))
        image.pixels[5] = 200
        let bytes = try PNGCodec.encode(image, text: [("Software", "masrender"), ("Note", "é")])
        #expect(try PNGCodec.decode(bytes) == image)
        let text = PNGCodec.textChunks(bytes)
        #expect(text.map(\.0) == ["Software", "Note"])
        #expect(text[0].1 == "masrender")
    }

    @Test func notAPNGIsAnError() {
        #expect(throws: PNGError.self) { try PNGCodec.decode(Array("hello".utf8)) }
    }
}

@Suite struct IndexedEncodingTests {
    @Test func fewColoursRoundTripThroughAColourMap() throws {
        var image = RGBAImage(width: 50, height: 20, fill: (240, 240, 240, 255))
        for x in 0..<10 { image.pixels[(5 * 50 + x) * 4] = 255; image.pixels[(5 * 50 + x) * 4 + 1] = 0; image.pixels[(5 * 50 + x) * 4 + 2] = 0 }
        let fast = try PNGCodec.encode(image)
        #expect(fast[25] == 3, "colour type 3: a colour-mapped PNG")
        #expect(try PNGCodec.decode(fast) == image)
        var many = RGBAImage(width: 300, height: 1)
        for x in 0..<300 { many.pixels[x * 4] = UInt8(x % 256); many.pixels[x * 4 + 1] = UInt8(x / 256); many.pixels[x * 4 + 3] = 255 }
        let rgb = try PNGCodec.encode(many)
        #expect(rgb[25] == 2, "more than 256 opaque colours: RGB, no alpha channel to store")
        #expect(try PNGCodec.decode(rgb) == many)
        many.pixels[3] = 128
        let rgba = try PNGCodec.encode(many)
        #expect(rgba[25] == 6, "with any translucent pixel: RGBA")
        #expect(try PNGCodec.decode(rgba) == many)
    }
}
