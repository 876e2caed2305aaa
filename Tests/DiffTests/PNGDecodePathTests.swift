@testable import PNGCodec
import PropertyBased
import Testing

/// The fast path (FastPNGDecoder: libdeflate and our own defiltering) against libpng's reader on the same bytes: the same
/// pixels wherever the fast path answers, an answer for every plain 8-bit RGB/RGBA file, and
/// no answer — so libpng's error — for any damaged one. The files are written here, by a small
/// PNG writer with every row filter and stored (uncompressed) deflate blocks, so that each
/// byte of the image data can be flipped on purpose.
@Suite struct PNGDecodePathTests {
    @Test func fastPathGivesLibpngsPixels() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var numbers = SeededNumbers(seed: seed)
            func next(_ n: Int) -> Int { numbers.next(n) }
            let file = TestPNG.random(next)
            let slow = try? PNGCodec.decodeWithLibpng(file.bytes)
            let fast = FastPNGDecoder.decode(file.bytes, maxPixels: PNGCodec.maxPixels)
            #expect(slow != nil, "libpng reads every file the writer makes: \(file.summary)")
            if file.fastPathExpected {
                #expect(fast != nil, "the fast path answers for \(file.summary)")
            } else {
                #expect(fast == nil, "libpng decides for \(file.summary)")
            }
            if let fast { #expect(fast == slow, "same pixels for \(file.summary)") }
            #expect((try? PNGCodec.decode(file.bytes)) == slow)
        }
    }

    /// A flipped byte in each kind of chunk, in its data and in its CRC, and in the image data
    /// with its CRC made right again (so only Adler-32 can tell): the fast path gives no
    /// answer where libpng refuses, `decode` answers as libpng does, and no damaged image
    /// data is ever decoded.
    @Test func flippedBytesAreFoundInEveryChunk() throws {
        var rows: [[UInt8]] = []
        for y in 0..<6 { rows.append((0..<(9 * 3)).map { UInt8(($0 * 37 + y * 11) % 256) }) }
        let extra = [TestPNG.chunk("gAMA", [0, 0, 0xB1, 0x8F]), TestPNG.chunk("tEXt", Array("Software\0masrender".utf8))]
        let file = TestPNG.file(width: 9, height: 6, colorType: 2, rows: rows, filters: [0, 1, 2, 3, 4, 4], before: extra, idatParts: 2)
        let clean = try PNGCodec.decode(file)
        #expect(FastPNGDecoder.decode(file, maxPixels: PNGCodec.maxPixels) == clean, "the clean file takes the fast path")

        let chunks = TestPNG.chunks(of: file)
        #expect(Set(chunks.map(\.type)) == ["IHDR", "gAMA", "tEXt", "IDAT", "IEND"])
        for chunk in chunks {
            var places = [chunk.crcAt]
            if chunk.length > 0 { places += [chunk.dataAt, chunk.dataAt + chunk.length / 2, chunk.dataAt + chunk.length - 1] }
            for place in places {
                var damaged = file
                damaged[place] ^= 0x10
                check(damaged, critical: chunk.type == "IHDR" || chunk.type == "IDAT", "\(chunk.type) byte \(place - chunk.dataAt)")
                // The same flip with the chunk's CRC made right: only the chunk's own rules
                // (IHDR's fields, the deflate stream and its Adler-32) can find it now.
                if place != chunk.crcAt, chunk.type == "IDAT" {
                    TestPNG.fixCRC(&damaged, chunk)
                    check(damaged, critical: true, "IDAT byte \(place - chunk.dataAt), CRC made right")
                }
            }
        }

        func check(_ damaged: [UInt8], critical: Bool, _ what: String) {
            let slow = Result { () throws(PNGError) -> RGBAImage in try PNGCodec.decodeWithLibpng(damaged) }
            let fast = FastPNGDecoder.decode(damaged, maxPixels: PNGCodec.maxPixels)
            let answer = Result { () throws(PNGError) -> RGBAImage in try PNGCodec.decode(damaged) }
            if critical {
                #expect(fast == nil, "\(what): the fast path gives no answer")
                #expect((try? answer.get()) != clean, "\(what): never the clean image from damaged data")
            }
            if case .failure = slow { #expect(fast == nil, "\(what): libpng refuses, so the fast path must") }
            switch (answer, slow) {
            case (.success(let a), .success(let b)): #expect(a == b, "\(what): libpng's pixels")
            case (.failure(let a), .failure(let b)): #expect(a == b, "\(what): libpng's message")
            default: Issue.record("\(what): decode answers \(answer), libpng \(slow)")
            }
        }
    }

    /// What the fast path is for: the files masrender itself writes.
    @Test func masrendersOwnPicturesTakeTheFastPath() throws {
        var image = RGBAImage(width: 300, height: 2)
        for x in 0..<300 { image.pixels[x * 4] = UInt8(x % 256); image.pixels[x * 4 + 1] = UInt8(x / 256); image.pixels[x * 4 + 3] = 255 }
        let rgb = try PNGCodec.encode(image)
        #expect(FastPNGDecoder.decode(rgb, maxPixels: PNGCodec.maxPixels) == image)
        image.pixels[7] = 100
        let rgba = try PNGCodec.encode(image)
        #expect(FastPNGDecoder.decode(rgba, maxPixels: PNGCodec.maxPixels) == image)
        #expect(FastPNGDecoder.decode(rgba, maxPixels: 599) == nil, "too large for the limit: libpng says so")
        #expect(throws: PNGError.self) { try PNGCodec.decodeWithLibpng(Array(rgba.prefix(rgba.count - 20))) }
        #expect(FastPNGDecoder.decode(Array(rgba.prefix(rgba.count - 20)), maxPixels: PNGCodec.maxPixels) == nil, "cut off")
    }
}

/// A small PNG writer for tests: any row filters, stored deflate blocks, chunks placed by hand.
enum TestPNG {
    struct Random {
        var bytes: [UInt8]
        var summary: String
        var fastPathExpected: Bool
    }

    struct Chunk { var type: String; var length: Int; var dataAt: Int; var crcAt: Int }

    /// A random file: RGB or RGBA, flat runs and noise, every filter, maybe tRNS, gAMA, sRGB,
    /// an ICC profile, text, several IDAT chunks.
    static func random(_ next: (Int) -> Int) -> Random {
        let width = 1 + next(24), height = 1 + next(12)
        let colorType: UInt8 = next(2) == 0 ? 2 : 6
        let channels = colorType == 2 ? 3 : 4
        // Multiples of ten make Paeth's ties (left − upper-left = −2 × (above − upper-left))
        // common; the rest are the extremes where wrapping sums go wrong.
        let palette: [UInt8] = Array(stride(from: 0, to: 250, by: 10)) + [255, 254, 1, 128, 17]
        var rows: [[UInt8]] = []
        for _ in 0..<height {
            var row: [UInt8] = []
            var run: [UInt8] = (0..<channels).map { _ in palette[next(palette.count)] }
            for _ in 0..<width {
                if next(3) == 0 { run = (0..<channels).map { _ in next(2) == 0 ? UInt8(next(256)) : palette[next(palette.count)] } }
                row += run
            }
            rows.append(row)
        }
        // Runs of one filter (screenshots have long runs of Paeth rows, undone four at a time).
        var filters: [UInt8] = []
        for _ in 0..<height { filters.append(filters.last.map { next(2) == 0 ? $0 : UInt8(next(5)) } ?? UInt8(next(5))) }
        var before: [[UInt8]] = []
        var notes: [String] = []
        var fast = true
        let gamma = [nil, 45455, 100000, 45000][next(4)]
        let srgb = next(3) == 0
        if srgb { before.append(chunk("sRGB", [0])); notes.append("sRGB") }
        if let gamma {
            before.append(chunk("gAMA", bigEndian(UInt32(gamma)))); notes.append("gAMA \(gamma)")
            if gamma != 45455 && !srgb { fast = false }
        }
        if next(6) == 0 {
            // A name, compression method 0, and a (tiny, not a real) profile in a zlib stream.
            before.append(chunk("iCCP", Array("icc".utf8) + [0, 0] + zlibStored(Array(repeating: 7, count: 16))))
            notes.append("iCCP"); fast = false
        }
        if colorType == 2 && next(3) == 0 {
            let key = rows[0].prefix(3)
            before.append(chunk("tRNS", key.flatMap { [0, $0] })); notes.append("tRNS")
        }
        if next(3) == 0 { before.append(chunk("tEXt", Array("Title\0random".utf8))); notes.append("tEXt") }
        // Chunks libpng's reader leaves the pixels alone for: primaries, significant bits, a background.
        if next(4) == 0 { before.append(chunk("cHRM", [31270, 32900, 64000, 33000, 30000, 60000, 15000, 6000].flatMap { bigEndian(UInt32($0)) })); notes.append("cHRM") }
        if next(4) == 0 { before.append(chunk("sBIT", Array(repeating: 5, count: Int(colorType == 2 ? 3 : 4)))); notes.append("sBIT") }
        if next(4) == 0 { before.append(chunk("bKGD", [0, 10, 0, 20, 0, 30])); notes.append("bKGD") }
        let parts = 1 + next(3)
        let bytes = file(width: width, height: height, colorType: colorType, rows: rows, filters: filters, before: before, idatParts: parts)
        let summary = "\(width)×\(height) colour type \(colorType), filters \(filters), \(parts) IDAT \(notes.joined(separator: ", "))"
        return Random(bytes: bytes, summary: summary, fastPathExpected: fast)
    }

    static func file(width: Int, height: Int, colorType: UInt8, rows: [[UInt8]], filters: [UInt8],
                     before: [[UInt8]], idatParts: Int) -> [UInt8] {
        let bpp = colorType == 2 ? 3 : 4
        var raw: [UInt8] = []
        var previous = [UInt8](repeating: 0, count: width * bpp)
        for (y, row) in rows.enumerated() {
            raw.append(filters[y])
            raw += filtered(row, previous: previous, filter: filters[y], bpp: bpp)
            previous = row
        }
        let stream = zlibStored(raw)
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        out += chunk("IHDR", bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, colorType, 0, 0, 0])
        for c in before { out += c }
        let step = (stream.count + idatParts - 1) / idatParts
        for start in stride(from: 0, to: stream.count, by: step) {
            out += chunk("IDAT", Array(stream[start..<min(start + step, stream.count)]))
        }
        out += chunk("IEND", [])
        return out
    }

    static func filtered(_ row: [UInt8], previous: [UInt8], filter: UInt8, bpp: Int) -> [UInt8] {
        (0..<row.count).map { i in
            let a = i >= bpp ? Int(row[i - bpp]) : 0, b = Int(previous[i]), c = i >= bpp ? Int(previous[i - bpp]) : 0
            let predictor: Int
            switch filter {
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = (a + b) / 2
            case 4:
                let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
            default: predictor = 0
            }
            return UInt8(truncatingIfNeeded: Int(row[i]) - predictor)
        }
    }

    /// A zlib stream of stored blocks: every byte of the data appears as is in the file.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let n = min(65535, data.count - start)
            let last: UInt8 = start + n == data.count ? 1 : 0
            out += [last, UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            out += data[start..<start + n]
            start += n
        } while start < data.count
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in data { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        return out + bigEndian(b << 16 | a)
    }

    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc(typed))
    }

    static func chunks(of file: [UInt8]) -> [Chunk] {
        var result: [Chunk] = []
        var i = 8
        while i + 12 <= file.count {
            let length = Int(file[i]) << 24 | Int(file[i + 1]) << 16 | Int(file[i + 2]) << 8 | Int(file[i + 3])
            result.append(Chunk(type: String(decoding: file[i + 4..<i + 8], as: UTF8.self), length: length, dataAt: i + 8, crcAt: i + 8 + length))
            i += 12 + length
        }
        return result
    }

    static func fixCRC(_ file: inout [UInt8], _ chunk: Chunk) {
        let value = crc(Array(file[chunk.dataAt - 4..<chunk.crcAt]))
        file.replaceSubrange(chunk.crcAt..<chunk.crcAt + 4, with: bigEndian(value))
    }

    static func crc(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        return c ^ 0xFFFF_FFFF
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }
}
