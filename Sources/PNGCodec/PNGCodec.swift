import CPNG

public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// PNG reading through libpng's simplified API, which reports failures as return values
/// instead of longjmp (Swift cannot catch a longjmp), with a fast path for the common files
/// (FastPNGDecoder); writing through PNGWriter.
public enum PNGCodec {
    /// Encodes straight-alpha RGBA; `text` becomes tEXt chunks (keyword, value) in order.
    /// The bytes depend only on the pixels and the text: no time chunk is written (PNGWriter).
    public static func encode(_ image: RGBAImage, text: [(String, String)] = []) throws(PNGError) -> [UInt8] {
        try PNGWriter.write(image, text: text)
    }

    /// The same for pixels held elsewhere (a painter's own buffer): straight-alpha RGBA,
    /// `width * height * 4` bytes.
    public static func encode(_ pixels: UnsafeBufferPointer<UInt8>, width: Int, height: Int, text: [(String, String)] = []) throws(PNGError) -> [UInt8] {
        try PNGWriter.write(pixels, width: width, height: height, text: text)
    }

    /// The most pixels a decoded image may have (1.6 GB of RGBA).
    static let maxPixels = 400_000_000

    /// Decodes any PNG (every colour type and bit depth; 16-bit is reduced) to 8-bit RGBA.
    /// 8-bit RGB/RGBA in sRGB goes through libdeflate and our own defiltering (FastPNGDecoder),
    /// everything else and every error through libpng; both give the same pixels.
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
        // tEXt is Latin-1: each byte is the code point of the same number.
        func latin1(_ bytes: UnsafeRawBufferPointer.SubSequence) -> String { String(String.UnicodeScalarView(bytes.map { Unicode.Scalar($0) })) }
        return bytes.withUnsafeBytes { file in
            PNGChunks(file).filter { $0.type == PNGChunk.type("tEXt") }.compactMap { chunk in
                let data = file[chunk.dataStart..<chunk.crcStart]
                guard let zero = data.firstIndex(of: 0) else { return nil }
                return (latin1(data[data.startIndex..<zero]), latin1(data[(zero + 1)...]))
            }
        }
    }

    private static func messageOf(_ png: png_image) -> String {
        var m = png.message
        return withUnsafeBytes(of: &m) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
