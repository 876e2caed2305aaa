import CPNG

public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// PNG through libpng's simplified API, which reports failures as return values instead of
/// longjmp (Swift cannot catch a longjmp).
public enum PNGCodec {
    /// Encodes straight-alpha RGBA; `text` becomes tEXt chunks (keyword, value) in order.
    /// The bytes depend only on the pixels and the text: no time chunk is written.
    ///
    /// Written for pictures of layouts (flat fills, thin lines, some text): at most 256 colours
    /// go colour-mapped; the rest with libpng's fast setting (no row filters, quick deflate),
    /// which for such pictures is both faster and smaller than its adaptive filtering — on the
    /// fixtures 1.06 MB against 1.16 MB in all, and a third of the time.
    public static func encode(_ image: RGBAImage, text: [(String, String)] = []) throws(PNGError) -> [UInt8] {
        if let indexed = try encodeIndexed(image, text: text) { return indexed }
        var png = png_image()
        png.flags |= png_uint_32(PNG_IMAGE_FLAG_FAST)
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        png.width = png_uint_32(image.width)
        png.height = png_uint_32(image.height)
        // Pictures are opaque: without the alpha channel there is a quarter less to filter and
        // compress, and the decoded pixels are the same.
        let opaque = image.pixels.withUnsafeBufferPointer { p in
            stride(from: 3, to: p.count, by: 4).allSatisfy { p[$0] == 255 }
        }
        let channels = opaque ? 3 : 4
        png.format = png_uint_32(opaque ? PNG_FORMAT_FLAG_COLOR : PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        var source = image.pixels
        if opaque {
            source = [UInt8](unsafeUninitializedCapacity: image.width * image.height * 3) { out, count in
                image.pixels.withUnsafeBufferPointer { p in
                    for i in 0..<(image.width * image.height) {
                        out[3 * i] = p[4 * i]; out[3 * i + 1] = p[4 * i + 1]; out[3 * i + 2] = p[4 * i + 2]
                    }
                }
                count = image.width * image.height * 3
            }
        }
        let rowBytes = Int32(image.width * channels)
        // One pass into a buffer libpng's own bound says is always large enough (asking for the
        // size first would encode the image twice).
        let data = (image.width * channels + 1) * image.height
        let compressed = data + (data + 7) / 8 + (data + 63) / 64 + 11
        var size = 8 + 25 + 16 + 44 + 12 + 12 + 12 * (compressed / 8192 + 1) + compressed + 64
        var bytes = [UInt8](repeating: 0, count: size)
        let ok = bytes.withUnsafeMutableBytes { out in
            source.withUnsafeBytes { raw in
                png_image_write_to_memory(&png, out.baseAddress, &size, 0, raw.baseAddress, rowBytes, nil)
            }
        }
        png_image_free(&png)
        guard ok != 0, size <= bytes.count else { throw PNGError(message: "cannot encode the PNG: " + messageOf(png)) }
        bytes.removeSubrange(size...)
        return insertTextChunks(text, into: bytes)
    }

    /// Images of at most 256 colours (diff images: faded greys, red, yellow) as a colour-mapped
    /// PNG: a quarter of the bytes to compress. nil when there are more colours.
    static func encodeIndexed(_ image: RGBAImage, text: [(String, String)]) throws(PNGError) -> [UInt8]? {
        var palette: [UInt32] = []
        var lookup: [UInt32: UInt8] = [:]
        var indices = [UInt8](repeating: 0, count: image.width * image.height)
        var last: UInt32 = 0, lastIndex: UInt8 = 0, haveLast = false
        let ok = image.pixels.withUnsafeBufferPointer { p -> Bool in
            for i in 0..<(image.width * image.height) {
                let word = UInt32(p[4 * i]) | UInt32(p[4 * i + 1]) << 8 | UInt32(p[4 * i + 2]) << 16 | UInt32(p[4 * i + 3]) << 24
                if haveLast && word == last { indices[i] = lastIndex; continue }
                let index: UInt8
                if let known = lookup[word] { index = known } else {
                    guard palette.count < 256 else { return false }
                    index = UInt8(palette.count)
                    lookup[word] = index
                    palette.append(word)
                }
                indices[i] = index; last = word; lastIndex = index; haveLast = true
            }
            return true
        }
        guard ok else { return nil }
        var colormap = [UInt8](repeating: 0, count: palette.count * 4)
        for (i, word) in palette.enumerated() {
            colormap[4 * i] = UInt8(word & 0xFF); colormap[4 * i + 1] = UInt8((word >> 8) & 0xFF)
            colormap[4 * i + 2] = UInt8((word >> 16) & 0xFF); colormap[4 * i + 3] = UInt8(word >> 24)
        }
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        png.width = png_uint_32(image.width)
        png.height = png_uint_32(image.height)
        png.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA | PNG_FORMAT_FLAG_COLORMAP)
        png.flags |= png_uint_32(PNG_IMAGE_FLAG_FAST)
        png.colormap_entries = png_uint_32(palette.count)
        var size = 0
        let sized = indices.withUnsafeBytes { raw in colormap.withUnsafeBytes { map in
            png_image_write_to_memory(&png, nil, &size, 0, raw.baseAddress, Int32(image.width), map.baseAddress)
        } }
        guard sized != 0, size > 0 else { throw PNGError(message: "cannot encode the PNG: " + messageOf(png)) }
        var bytes = [UInt8](repeating: 0, count: size)
        let written = bytes.withUnsafeMutableBytes { out in indices.withUnsafeBytes { raw in colormap.withUnsafeBytes { map in
            png_image_write_to_memory(&png, out.baseAddress, &size, 0, raw.baseAddress, Int32(image.width), map.baseAddress)
        } } }
        png_image_free(&png)
        guard written != 0 else { throw PNGError(message: "cannot encode the PNG: " + messageOf(png)) }
        bytes.removeSubrange(size...)
        return insertTextChunks(text, into: bytes)
    }

    /// The most pixels a decoded image may have (1.6 GB of RGBA).
    static let maxPixels = 400_000_000

    /// Decodes any PNG (every colour type and bit depth; 16-bit is reduced) to 8-bit RGBA.
    /// 8-bit RGB/RGBA in sRGB goes through libspng (FastPNGDecoder), everything else and every
    /// error through libpng; both give the same pixels.
    public static func decode(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        if let image = FastPNGDecoder.decode(bytes, maxPixels: maxPixels) { return image }
        return try decodeWithLibpng(bytes)
    }

    /// libpng's simplified reader: every PNG there is, and the messages for broken ones. Public
    /// as the reference `decode`'s fast path is held to (tests and the fuzzing harness).
    public static func decodeWithLibpng(_ bytes: [UInt8]) throws(PNGError) -> RGBAImage {
        var png = png_image()
        png.version = png_uint_32(PNG_IMAGE_VERSION)
        let begun = bytes.withUnsafeBytes { raw in png_image_begin_read_from_memory(&png, raw.baseAddress, raw.count) }
        guard begun != 0 else { throw PNGError(message: "not a readable PNG: " + messageOf(png)) }
        png.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)
        // 16-bit files without gAMA/sRGB hold sRGB values like 8-bit ones (every common
        // encoder writes them so); libpng would otherwise take them as linear and re-encode.
        png.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
        let width = Int(png.width), height = Int(png.height)
        guard width > 0, height > 0, width <= 65536, height <= 65536, width * height <= maxPixels else {
            png_image_free(&png)
            throw PNGError(message: "PNG of \(width) × \(height) pixels is too large to compare")
        }
        // Uninitialised: libpng writes every byte, and zero-filling 16 MB costs as much as a decode.
        var ok: Int32 = 0
        let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            ok = png_image_finish_read(&png, nil, buffer.baseAddress, Int32(width * 4), nil)
            count = ok != 0 ? width * height * 4 : 0
        }
        guard ok != 0 else {
            let message = messageOf(png)
            png_image_free(&png)
            throw PNGError(message: "not a readable PNG: " + message)
        }
        return RGBAImage(width: width, height: height, pixels: pixels)
    }

    /// The tEXt chunks of a PNG, in file order (for reading back what a render recorded).
    public static func textChunks(_ bytes: [UInt8]) -> [(String, String)] {
        var result: [(String, String)] = []
        var i = 8
        while i + 8 <= bytes.count {
            let length = Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
            let type = String(decoding: bytes[i + 4..<i + 8], as: UTF8.self)
            guard i + 12 + length <= bytes.count else { break }
            if type == "tEXt" {
                let data = bytes[i + 8..<i + 8 + length]
                if let zero = data.firstIndex(of: 0) {
                    result.append((String(decoding: data[data.startIndex..<zero], as: UTF8.self),
                                   String(decoding: data[(zero + 1)...], as: UTF8.self)))
                }
            }
            i += 12 + length
        }
        return result
    }

    private static func messageOf(_ png: png_image) -> String {
        var m = png.message
        return withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    /// tEXt chunks go right after IHDR (the first chunk: 8 signature + 25 bytes).
    private static func insertTextChunks(_ text: [(String, String)], into png: [UInt8]) -> [UInt8] {
        guard !text.isEmpty else { return png }
        var chunks: [UInt8] = []
        for (keyword, value) in text {
            // tEXt is Latin-1: keywords 1-79 printable characters; non-Latin-1 is replaced.
            let key = Array(keyword.unicodeScalars.prefix(79).map { $0.value >= 32 && $0.value < 127 ? UInt8($0.value) : UInt8(ascii: "_") })
            let val = value.unicodeScalars.map { $0.value < 256 && $0.value != 0 ? UInt8($0.value) : UInt8(ascii: "?") }
            let data = key + [0] + val
            let type = Array("tEXt".utf8)
            chunks += bigEndian(UInt32(data.count)) + type + data + bigEndian(crc32(type + data))
        }
        let insertAt = 8 + 25
        return Array(png[..<insertAt]) + chunks + Array(png[insertAt...])
    }

    private static func bigEndian(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static let crcTable: [UInt32] = (0..<256).map { n -> UInt32 in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
