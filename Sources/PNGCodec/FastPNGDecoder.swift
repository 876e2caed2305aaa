import CDeflate
#if canImport(Glibc)
import Glibc
#endif

/// The fast path for the PNGs a diff or a golden check reads nearly always: 8-bit RGB or RGBA,
/// not interlaced, in sRGB. libdeflate inflates the image data five times faster than zlib
/// (3 ms against 18 for a 2000×2000 screenshot), and the rows are defiltered a pixel at a time
/// with SIMD straight into the RGBA pixels — in place, from the end of the same buffer, so no
/// second 12–16 MB buffer is faulted in.
///
/// It answers only where its pixels are libpng's to the byte (PNGDecodePathTests checks every
/// filter, tRNS, gAMA, sRGB, cHRM, text and split image data against libpng): anything else —
/// other depths and colour types, interlacing, a gamma other than sRGB's, a colour profile,
/// an unknown critical chunk, or anything wrong at all — returns nil and libpng decides, so a
/// damaged file gets libpng's message and never garbage. Every chunk's CRC and the image
/// data's Adler-32 are checked.
enum FastPNGDecoder {
    static func decode(_ bytes: [UInt8], maxPixels: Int) -> RGBAImage? {
        bytes.withUnsafeBytes { decode(file: $0, maxPixels: maxPixels) }
    }

    private static func decode(file: UnsafeRawBufferPointer, maxPixels: Int) -> RGBAImage? {
        guard file.count >= 8 + 25, file.starts(with: pngSignature) else { return nil }
        let chunks = PNGChunks(file)
        let word = chunks.word
        let IHDR = PNGChunk.type("IHDR"), IDAT = PNGChunk.type("IDAT"), IEND = PNGChunk.type("IEND"), gAMA = PNGChunk.type("gAMA"),
            sRGB = PNGChunk.type("sRGB"), iCCP = PNGChunk.type("iCCP"), tRNS = PNGChunk.type("tRNS"), PLTE = PNGChunk.type("PLTE")
        var width = 0, height = 0, channels = 0
        var imageData: [(start: Int, length: Int)] = []
        var idatEnded = false, ended = false, hasSRGB = false
        var gamma: UInt32? = nil
        var colourKey: (UInt8, UInt8, UInt8)? = nil
        var seen: Set<UInt32> = []
        for (index, chunk) in chunks.enumerated() {
            let type = chunk.type, data = chunk.dataStart, length = chunk.length
            guard libdeflate_crc32(0, file.baseAddress! + data - 4, 4 + length) == word(chunk.crcStart) else { return nil }
            if index == 0 {
                // IHDR: 8-bit (depth 8), RGB (2) or RGBA (6), compression 0, filter 0, not interlaced.
                guard type == IHDR, length == 13, file[data + 8] == 8, file[data + 10] == 0, file[data + 11] == 0, file[data + 12] == 0
                else { return nil }
                width = Int(word(data)); height = Int(word(data + 4))
                switch file[data + 9] { case 2: channels = 3; case 6: channels = 4; default: return nil }
                guard width > 0, height > 0, width <= 65536, height <= 65536, width * height <= maxPixels else { return nil }
                continue
            }
            if type == IDAT {
                // Image data chunks must follow one another.
                guard !idatEnded else { return nil }
                imageData.append((data, length))
                continue
            }
            if !imageData.isEmpty { idatEnded = true }
            if type == IEND { ended = true; break }
            // Chunks that change the pixels count only before the image data, and only once;
            // anything unusual about them is libpng's to judge.
            if [gAMA, sRGB, iCCP, tRNS].contains(type) {
                guard imageData.isEmpty, seen.insert(type).inserted else { return nil }
                switch type {
                case gAMA: guard length == 4 else { return nil }; gamma = word(data)
                case sRGB: guard length == 1 else { return nil }; hasSRGB = true
                case tRNS:
                    guard channels == 3, length == 6, file[data] == 0, file[data + 2] == 0, file[data + 4] == 0 else { return nil }
                    colourKey = (file[data + 1], file[data + 3], file[data + 5])
                default: return nil   // iCCP: a colour profile
                }
                continue
            }
            // An unknown critical chunk (upper-case first letter) other than a suggested palette.
            if type & 0x2000_0000 == 0 && type != PLTE { return nil }
        }
        // libpng's simplified reader converts a file gamma other than sRGB's.
        guard ended, !imageData.isEmpty, hasSRGB || gamma == nil || gamma == 45455 else { return nil }

        let rowBytes = width * channels, filtered = height * (1 + rowBytes)
        let size = width * height * 4
        // Four bytes of slack: the last RGB pixel is read as four bytes.
        let capacity = max(size, filtered) + 4
        guard let inflater = libdeflate_alloc_decompressor() else { return nil }
        defer { libdeflate_free_decompressor(inflater) }
        var ok = false
        let pixels = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            let out = buffer.baseAddress!
            LargeBuffer.adviseHugePages(out, capacity)
            // The filtered rows go at the end of the buffer; defiltering writes each RGBA row at
            // the front and never overtakes the rows still to be read.
            let base = capacity - 4 - filtered
            var produced = 0, consumed = 0
            let result: libdeflate_result
            if imageData.count == 1 {
                result = libdeflate_zlib_decompress_ex(inflater, file.baseAddress! + imageData[0].start, imageData[0].length,
                                                       out + base, filtered, &consumed, &produced)
                guard consumed == imageData[0].length else { return }
            } else {
                var stream = [UInt8]()
                stream.reserveCapacity(imageData.reduce(0) { $0 + $1.length })
                for part in imageData { stream.append(contentsOf: UnsafeRawBufferPointer(rebasing: file[part.start..<part.start + part.length])) }
                result = stream.withUnsafeBytes { libdeflate_zlib_decompress_ex(inflater, $0.baseAddress, $0.count, out + base, filtered, &consumed, &produced) }
                guard consumed == stream.count else { return }
            }
            guard result == LIBDEFLATE_SUCCESS, produced == filtered else { return }
            guard defilter(out, base: base, width: width, height: height, channels: channels) else { return }
            if let key = colourKey { applyColourKey(out, count: width * height, key) }
            count = size
            ok = true
        }
        return ok ? RGBAImage(width: width, height: height, pixels: pixels) : nil
    }

    /// PNG's five row filters, undone into RGBA rows (alpha 255 for RGB). false for a filter
    /// type PNG does not have. Each pixel is read as four bytes (for RGB the fourth is the next
    /// pixel's red, hence the buffer's slack), worked on as a vector, and written as four.
    static func defilter(_ out: UnsafeMutablePointer<UInt8>, base: Int, width: Int, height: Int, channels: Int) -> Bool {
        let rowBytes = width * channels, stride = width * 4
        // For RGB the fourth lane is garbage that never reaches the other three: every store
        // sets it to 255.
        // (Or-ed as a word: or-ing one lane of a vector makes the compiler spill it.)
        let opaque: UInt32 = channels == 3 ? 0xFF00_0000 : 0
        let zeroRow = UnsafeMutablePointer<UInt8>.allocate(capacity: stride)
        zeroRow.initialize(repeating: 0, count: stride)
        defer { zeroRow.deallocate() }
        // Four filtered rows (each with the four bytes' slack) for runs of Paeth rows.
        let runRows = UnsafeMutablePointer<UInt8>.allocate(capacity: 4 * (rowBytes + 4))
        runRows.initialize(repeating: 0, count: 4 * (rowBytes + 4))
        defer { runRows.deallocate() }
        var y = 0
        while y < height {
            let row = base + y * (1 + rowBytes)
            let filter = out[row]
            defer { y += 1 }
            // Paeth rows come in runs in screenshots; a pixel waits on its left neighbour, so up
            // to four rows are undone side by side, each a pixel behind the one above, for up to
            // four times the work per wait. Their filtered bytes are copied out first: the upper
            // rows' pixels land on the lower rows' filtered bytes.
            if filter == 4 {
                var rows = 1
                while rows < 4, y + rows < height, out[row + rows * (1 + rowBytes)] == 4 { rows += 1 }
                for k in 0..<rows {
                    runRows.advanced(by: k * (rowBytes + 4)).update(from: out + row + k * (1 + rowBytes) + 1, count: rowBytes)
                }
                paethRows(rows, filtered: UnsafeRawPointer(runRows), filteredStride: rowBytes + 4,
                          above: UnsafeRawPointer(y == 0 ? zeroRow : out + (y - 1) * stride),
                          into: UnsafeMutableRawPointer(out + y * stride), outStride: stride,
                          width: width, channels: channels, opaque: opaque)
                y += rows - 1
                continue
            }
            let src = UnsafeRawPointer(out + row + 1), dst = UnsafeMutableRawPointer(out + y * stride)
            let up = UnsafeRawPointer(y == 0 ? zeroRow : out + (y - 1) * stride)
            @inline(__always) func load(_ x: Int) -> SIMD4<UInt8> { src.loadUnaligned(fromByteOffset: x * channels, as: SIMD4<UInt8>.self) }
            @inline(__always) func above(_ x: Int) -> SIMD4<UInt8> { up.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self) }
            @inline(__always) func store(_ x: Int, _ v: SIMD4<UInt8>) { dst.storeBytes(of: unsafeBitCast(v, to: UInt32.self) | opaque, toByteOffset: x * 4, as: UInt32.self) }
            switch filter {
            case 0:
                for x in 0..<width { store(x, load(x)) }
            case 1:
                var left = SIMD4<UInt8>.zero
                for x in 0..<width { left = load(x) &+ left; store(x, left) }
            case 2:
                for x in 0..<width { store(x, load(x) &+ above(x)) }
            case 3:
                var left = SIMD4<UInt16>.zero
                for x in 0..<width {
                    let mean = SIMD4<UInt8>(truncatingIfNeeded: (left &+ SIMD4<UInt16>(truncatingIfNeeded: above(x))) &>> 1)
                    let value = load(x) &+ mean
                    store(x, value)
                    left = SIMD4<UInt16>(truncatingIfNeeded: value)
                }
            default:
                return false
            }
        }
        return true
    }

    /// Undoes Paeth for one pixel: whichever of left (a), above (b), upper-left (c) is nearest
    /// to a + b − c, ties going to a, then b.
    @inline(__always)
    static func paeth(_ filtered: SIMD4<UInt8>, _ a: SIMD4<Int16>, _ b: SIMD4<Int16>, _ c: SIMD4<Int16>) -> SIMD4<UInt8> {
        let pa = abs(b &- c), pb = abs(a &- c), pc = abs(a &+ b &- c &- c)
        var predictor = c
        predictor.replace(with: b, where: pb .<= pc)
        predictor.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return filtered &+ SIMD4<UInt8>(truncatingIfNeeded: predictor)
    }

    /// One to four Paeth rows at once (`count`), each a pixel behind the one above; a row's
    /// "above" and "upper-left" are the row above's last two values, kept in registers. The
    /// filtered rows lie `filteredStride` bytes apart, the RGBA rows `outStride`.
    static func paethRows(_ count: Int, filtered: UnsafeRawPointer, filteredStride: Int, above: UnsafeRawPointer,
                          into out: UnsafeMutableRawPointer, outStride: Int, width: Int, channels: Int, opaque: UInt32) {
        let f0 = filtered, f1 = filtered + filteredStride, f2 = filtered + 2 * filteredStride, f3 = filtered + 3 * filteredStride
        let o0 = out, o1 = out + outStride, o2 = out + 2 * outStride, o3 = out + 3 * outStride
        @inline(__always) func store(_ out: UnsafeMutableRawPointer, _ x: Int, _ v: SIMD4<UInt8>) {
            out.storeBytes(of: unsafeBitCast(v, to: UInt32.self) | opaque, toByteOffset: x * 4, as: UInt32.self)
        }
        @inline(__always) func load(_ f: UnsafeRawPointer, _ x: Int) -> SIMD4<UInt8> {
            f.loadUnaligned(fromByteOffset: x * channels, as: SIMD4<UInt8>.self)
        }
        // Row k: left (a), upper-left (c), and its value from the step before (the next row's "above").
        var a0 = SIMD4<Int16>.zero, c0 = SIMD4<Int16>.zero, last0 = SIMD4<Int16>.zero
        var a1 = SIMD4<Int16>.zero, c1 = SIMD4<Int16>.zero, last1 = SIMD4<Int16>.zero
        var a2 = SIMD4<Int16>.zero, c2 = SIMD4<Int16>.zero, last2 = SIMD4<Int16>.zero
        var a3 = SIMD4<Int16>.zero, c3 = SIMD4<Int16>.zero
        // Step x: row k undoes pixel x − k. Lower rows first, so each reads the row above's
        // value from the step before.
        for x in 0..<(width + count - 1) {
            if count > 3 && x >= 3 && x - 3 < width {
                let value = paeth(load(f3, x - 3), a3, last2, c3)
                store(o3, x - 3, value)
                a3 = SIMD4<Int16>(truncatingIfNeeded: value); c3 = last2
            }
            if count > 2 && x >= 2 && x - 2 < width {
                let value = paeth(load(f2, x - 2), a2, last1, c2)
                store(o2, x - 2, value)
                a2 = SIMD4<Int16>(truncatingIfNeeded: value); c2 = last1; last2 = a2
            }
            if count > 1 && x >= 1 && x - 1 < width {
                let value = paeth(load(f1, x - 1), a1, last0, c1)
                store(o1, x - 1, value)
                a1 = SIMD4<Int16>(truncatingIfNeeded: value); c1 = last0; last1 = a1
            }
            if x < width {
                let b = SIMD4<Int16>(truncatingIfNeeded: above.loadUnaligned(fromByteOffset: x * 4, as: SIMD4<UInt8>.self))
                let value = paeth(load(f0, x), a0, b, c0)
                store(o0, x, value)
                a0 = SIMD4<Int16>(truncatingIfNeeded: value); c0 = b; last0 = a0
            }
        }
    }

    private static func abs(_ v: SIMD4<Int16>) -> SIMD4<Int16> { v.replacing(with: 0 &- v, where: v .< 0) }

    /// tRNS for RGB: the one colour it names is fully transparent.
    static func applyColourKey(_ out: UnsafeMutablePointer<UInt8>, count: Int, _ key: (UInt8, UInt8, UInt8)) {
        for i in 0..<count where out[4 * i] == key.0 && out[4 * i + 1] == key.1 && out[4 * i + 2] == key.2 { out[4 * i + 3] = 0 }
    }
}
