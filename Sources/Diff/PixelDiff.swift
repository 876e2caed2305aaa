import Dispatch
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// How two images are compared. The defaults are exact: our renders are deterministic, so
/// any visible change counts.
public struct DiffOptions: Sendable {
    /// pixelmatch's threshold: the largest YIQ colour distance (0…1 of the greatest possible)
    /// at which two pixels still count as the same. 0 = exact.
    public var threshold: Double = 0
    /// pixelmatch's anti-aliasing detection: pixels that look like anti-aliasing of an edge
    /// are counted apart (`antialiasedPixels`) instead of as differences.
    public var detectAntialiasing = false
    /// Rectangles (in pixels) left out of the comparison.
    public var ignoredRegions: [PixelRect] = []
    public init() {}
}

public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) { self.x = x; self.y = y; self.width = width; self.height = height }
    func contains(_ px: Int, _ py: Int) -> Bool { px >= x && px < x + width && py >= y && py < y + height }
    public var description: String { "\(x),\(y),\(width),\(height)" }
}

public struct DiffResult: Sendable {
    public var expectedSize: (width: Int, height: Int)
    public var actualSize: (width: Int, height: Int)
    public var sizeMatches: Bool { expectedSize == actualSize }
    /// Pixels that differ; where the sizes differ, every pixel outside the common area counts.
    public var differentPixels: Int
    public var antialiasedPixels: Int
    /// All pixels compared: those of the larger of the two areas, minus ignored ones.
    public var comparedPixels: Int
    public var ratio: Double { comparedPixels == 0 ? 0 : Double(differentPixels) / Double(comparedPixels) }
    /// Boxes around each cluster of differing pixels, top to bottom, left to right.
    public var regions: [PixelRect]
    /// The expected image faded to grey, differences red, anti-aliasing yellow; empty (0 × 0)
    /// when the comparison was asked for counts only (`drawDiff: false`).
    public var diffImage: RGBAImage
}

/// Pixel comparison with pixelmatch's colour metric and anti-aliasing detector, written for
/// masrender; counts agree with pixelmatch for the same threshold and anti-aliasing setting.
public enum PixelDiff {
    static let diffColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
    static let antialiasColor: (UInt8, UInt8, UInt8) = (255, 255, 0)
    /// How strongly the expected image shows through in the diff image.
    static let fadeAlpha = 0.1
    /// 35215 is the greatest possible squared YIQ distance.
    static let maxYIQDistance = 35215.0

    /// Compares decoded pixels. `drawDiff: false` skips the diff image when only the counts
    /// and regions are wanted (the costly part on large images).
    public static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions = DiffOptions(),
                               drawDiff: Bool = true) -> DiffResult {
        let pixels = max(expected.width, actual.width) * max(expected.height, actual.height)
        return compare(expected: expected, actual: actual, options: options, drawDiff: drawDiff, bands: pixels >= 1 << 20 ? 2 : 1)
    }

    /// `bands`: how many bands of rows are compared at once (tests hold any number to one).
    static func compare(expected: RGBAImage, actual: RGBAImage, options: DiffOptions, drawDiff: Bool, bands bandCount: Int) -> DiffResult {
        let width = max(expected.width, actual.width), height = max(expected.height, actual.height)
        let commonWidth = min(expected.width, actual.width), commonHeight = min(expected.height, actual.height)
        let sameSize = expected.width == actual.width && expected.height == actual.height
        let maxDelta = maxYIQDistance * options.threshold * options.threshold
        // Uninitialised: every pixel of the diff image is written below (filling 16 MB with
        // white first cost as much as the comparison).
        var out = drawDiff ? [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            LargeBuffer.adviseHugePages(buffer.baseAddress!, width * height * 4)
            count = width * height * 4
        } : []
        var differing: [Int] = []   // pixel indices, in scan order
        var antialiased = 0, ignoredCount = 0
        let ignored = options.ignoredRegions

        // Counts alone for identical images: one memcmp. Drawn, they go through the bands below
        // like any pair (each row one memcmp, then faded), a band per core.
        if !drawDiff && sameSize && ignored.isEmpty && samePixels(expected, actual) {
            return DiffResult(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                              differentPixels: 0, antialiasedPixels: 0, comparedPixels: width * height, regions: [],
                              diffImage: RGBAImage(width: 0, height: 0, pixels: []))
        }

        // Rows are compared in bands, one per core for a large image (2 × 2000² pixels: 12 ms
        // of fading alone): the bands read the inputs and write disjoint rows of the diff image,
        // and their differing pixels, in scan order, are joined in band order.
        let bands = (0..<bandCount).map { b in (height * b / bandCount)..<(height * (b + 1) / bandCount) }
        let found = BandResults(count: bandCount)
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                out.withUnsafeMutableBufferPointer { o in
                    let inputs = BandInputs(e: e, a: a, o: o)
                    let expectedWidth = expected.width, expectedHeight = expected.height, actualWidth = actual.width
                    let compareBand = { @Sendable (b: Int) in
                        found.store(b, compareRows(bands[b], inputs, width: width, height: height, commonWidth: commonWidth, commonHeight: commonHeight,
                                                   expectedWidth: expectedWidth, expectedHeight: expectedHeight, actualWidth: actualWidth,
                                                   sameSize: sameSize, maxDelta: maxDelta, options: options, drawDiff: drawDiff))
                    }
                    if bandCount == 1 { compareBand(0) } else { DispatchQueue.concurrentPerform(iterations: bandCount, execute: compareBand) }
                }
            }
        }
        for band in found.all {
            differing += band.differing
            antialiased += band.antialiased
            ignoredCount += band.ignored
        }
        return DiffResult(expectedSize: (expected.width, expected.height), actualSize: (actual.width, actual.height),
                          differentPixels: differing.count, antialiasedPixels: antialiased, comparedPixels: width * height - ignoredCount,
                          regions: regionsOf(differing, width: width, height: height),
                          diffImage: drawDiff ? RGBAImage(width: width, height: height, pixels: out) : RGBAImage(width: 0, height: 0, pixels: []))
    }

    /// The inputs and the diff image of one comparison, shared by its bands: each band reads
    /// the inputs anywhere and writes only its own rows of the diff image.
    struct BandInputs: @unchecked Sendable {
        let e: UnsafeBufferPointer<UInt8>, a: UnsafeBufferPointer<UInt8>, o: UnsafeMutableBufferPointer<UInt8>
    }

    struct BandResult: Sendable {
        var differing: [Int] = []
        var antialiased = 0, ignored = 0
    }

    /// Each band's result, written by its thread (a slot each, through a pointer: no shared
    /// array to access at once) and read after all have finished.
    final class BandResults: @unchecked Sendable {
        private let slots: UnsafeMutableBufferPointer<BandResult>
        init(count: Int) { slots = .allocate(capacity: count); slots.initialize(repeating: BandResult()) }
        deinit { slots.deinitialize().deallocate() }
        func store(_ band: Int, _ result: BandResult) { slots[band] = result }
        var all: [BandResult] { Array(slots) }
    }

    /// Compares the rows `rows`: pixelmatch's test per pixel, the diff image's pixels drawn.
    static func compareRows(_ rows: Range<Int>, _ inputs: BandInputs, width: Int, height: Int, commonWidth: Int, commonHeight: Int,
                            expectedWidth: Int, expectedHeight: Int, actualWidth: Int, sameSize: Bool, maxDelta: Double,
                            options: DiffOptions, drawDiff: Bool) -> BandResult {
        let e = inputs.e, a = inputs.a, o = inputs.o
        let ignored = options.ignoredRegions
        var result = BandResult()
        var fade = Fader()
        for y in rows {
            let rowIgnored = ignored.filter { y >= $0.y && y < $0.y + $0.height }
            // Most rows of a regression diff are equal: one memcmp settles them.
            if sameSize && rowIgnored.isEmpty && memcmp(e.baseAddress! + y * width * 4, a.baseAddress! + y * width * 4, width * 4) == 0 {
                if drawDiff { fade.run(e, from: y * width, count: width, into: o) }
                continue
            }
            for x in 0..<width {
                let oi = (y * width + x) * 4
                if !rowIgnored.isEmpty && rowIgnored.contains(where: { x >= $0.x && x < $0.x + $0.width }) {
                    result.ignored += 1
                    if drawDiff {
                        if x < expectedWidth && y < expectedHeight { fade.pixel(e, (y * expectedWidth + x) * 4, into: o, oi) } else { paint(o, oi, (255, 255, 255)) }
                    }
                    continue
                }
                guard x < commonWidth && y < commonHeight else {
                    if drawDiff { paint(o, oi, diffColor) }
                    result.differing.append(y * width + x)
                    continue
                }
                let pe = (y * expectedWidth + x) * 4, pa = (y * actualWidth + x) * 4
                if samePixel(e, pe, a, pa) || colorDelta(e, pe, a, pa) <= maxDelta {
                    if drawDiff { fade.pixel(e, pe, into: o, oi) }
                    continue
                }
                if options.detectAntialiasing && sameSize &&
                    (isAntialiased(e, x, y, width, height, a) || isAntialiased(a, x, y, width, height, e)) {
                    if drawDiff { paint(o, oi, antialiasColor) }
                    result.antialiased += 1
                } else {
                    if drawDiff { paint(o, oi, diffColor) }
                    result.differing.append(y * width + x)
                }
            }
        }
        return result
    }

    /// expected | actual | diff, side by side on a grey ground.
    /// Expected, actual and diff in a row, 8 grey pixels apart; with `captions` (one image per
    /// panel, as wide as it), each above its panel.
    public static func sideBySide(expected: RGBAImage, actual: RGBAImage, diff: RGBAImage, captions: [RGBAImage] = []) -> RGBAImage {
        let gap = 8
        let images = [expected, actual, diff]
        let top = captions.count == 3 ? captions.map(\.height).max() ?? 0 : 0
        let width = images.map(\.width).reduce(0, +) + gap * 2
        let height = top + (images.map(\.height).max() ?? 0)
        var canvas = RGBAImage(width: width, height: height, fill: (128, 128, 128, 255))
        func place(_ image: RGBAImage, at left: Int, _ y0: Int) {
            let w = min(image.width, width - left)
            guard w > 0 else { return }
            for y in 0..<image.height where y0 + y < height {
                let src = y * image.width * 4, dst = ((y0 + y) * width + left) * 4
                canvas.pixels.replaceSubrange(dst..<dst + w * 4, with: image.pixels[src..<src + w * 4])
            }
        }
        var left = 0
        for (i, image) in images.enumerated() {
            if top > 0 { place(captions[i], at: left, 0) }
            place(image, at: left, top)
            left += image.width + gap
        }
        return canvas
    }

    // MARK: - pixelmatch's metric

    /// Whether two images of one size hold the same bytes, in one memcmp (Array's `==` was
    /// an element-by-element loop, most of an identical pair's comparison).
    static func samePixels(_ expected: RGBAImage, _ actual: RGBAImage) -> Bool {
        expected.pixels.withUnsafeBufferPointer { e in
            actual.pixels.withUnsafeBufferPointer { a in
                e.count == a.count && (e.count == 0 || memcmp(e.baseAddress!, a.baseAddress!, e.count) == 0)
            }
        }
    }

    @inline(__always)
    static func samePixel(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int) -> Bool {
        a[i] == b[j] && a[i + 1] == b[j + 1] && a[i + 2] == b[j + 2] && a[i + 3] == b[j + 3]
    }

    /// Semi-transparent colours are compared as if laid over white.
    @inline(__always)
    static func overWhite(_ c: Double, _ alpha: Double) -> Double { 255 + (c - 255) * alpha }

    @inline(__always)
    static func luma(_ r: Double, _ g: Double, _ b: Double) -> Double { r * 0.29889531 + g * 0.58662247 + b * 0.11448223 }

    @inline(__always)
    static func rgbOverWhite(_ p: UnsafeBufferPointer<UInt8>, _ i: Int) -> (Double, Double, Double) {
        var r = Double(p[i]), g = Double(p[i + 1]), b = Double(p[i + 2])
        let a = p[i + 3]
        if a < 255 {
            let alpha = Double(a) / 255
            r = overWhite(r, alpha); g = overWhite(g, alpha); b = overWhite(b, alpha)
        }
        return (r, g, b)
    }

    /// Squared YIQ distance (Kotsarenko & Ramos), the perceptual metric pixelmatch uses.
    static func colorDelta(_ a: UnsafeBufferPointer<UInt8>, _ i: Int, _ b: UnsafeBufferPointer<UInt8>, _ j: Int) -> Double {
        if samePixel(a, i, b, j) { return 0 }
        let (r1, g1, b1) = rgbOverWhite(a, i), (r2, g2, b2) = rgbOverWhite(b, j)
        let y = luma(r1, g1, b1) - luma(r2, g2, b2)
        let iq = (r1 * 0.59597799 - g1 * 0.27417610 - b1 * 0.32180189) - (r2 * 0.59597799 - g2 * 0.27417610 - b2 * 0.32180189)
        let q = (r1 * 0.21147017 - g1 * 0.52261711 + b1 * 0.31114694) - (r2 * 0.21147017 - g2 * 0.52261711 + b2 * 0.31114694)
        return 0.5053 * y * y + 0.299 * iq * iq + 0.1957 * q * q
    }

    /// Brightness difference only.
    static func lumaDelta(_ p: UnsafeBufferPointer<UInt8>, _ i: Int, _ j: Int) -> Double {
        if samePixel(p, i, p, j) { return 0 }
        let (r1, g1, b1) = rgbOverWhite(p, i), (r2, g2, b2) = rgbOverWhite(p, j)
        return luma(r1, g1, b1) - luma(r2, g2, b2)
    }

    /// Vysniauskas' anti-aliased pixel detector as pixelmatch applies it: the pixel has both a
    /// darker and a brighter neighbour, at most two equal ones, and its darkest or brightest
    /// neighbour sits in a flat area (3+ equal neighbours) in both images.
    static func isAntialiased(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int,
                              _ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var darkest = 0.0, brightest = 0.0
        var darkestAt = (0, 0), brightestAt = (0, 0)
        // Column by column, as pixelmatch scans: ties keep the first neighbour found.
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                let delta = lumaDelta(img, pos, (y * width + x) * 4)
                if delta == 0 {
                    equal += 1
                    if equal > 2 { return false }
                } else if delta < darkest {
                    darkest = delta; darkestAt = (x, y)
                } else if delta > brightest {
                    brightest = delta; brightestAt = (x, y)
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return (hasManySiblings(img, darkestAt.0, darkestAt.1, width, height) && hasManySiblings(other, darkestAt.0, darkestAt.1, width, height))
            || (hasManySiblings(img, brightestAt.0, brightestAt.1, width, height) && hasManySiblings(other, brightestAt.0, brightestAt.1, width, height))
    }

    /// Three or more neighbours of exactly the same colour (image borders count as one).
    static func hasManySiblings(_ img: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, _ width: Int, _ height: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0), x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let pos = (y1 * width + x1) * 4
        var equal = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where !(x == x1 && y == y1) {
                if samePixel(img, pos, img, (y * width + x) * 4) { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }

    // MARK: - Drawing the diff image

    @inline(__always)
    static func paint(_ out: UnsafeMutableBufferPointer<UInt8>, _ o: Int, _ c: (UInt8, UInt8, UInt8)) {
        out[o] = c.0; out[o + 1] = c.1; out[o + 2] = c.2; out[o + 3] = 255
    }

    /// The expected pixel's brightness, faded towards white.
    @inline(__always)
    static func fadedGrey(_ img: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt8 {
        let y = luma(Double(img[i]), Double(img[i + 1]), Double(img[i + 2]))
        return UInt8(max(0, min(255, overWhite(y, fadeAlpha * Double(img[i + 3]) / 255))))
    }

    /// Draws expected pixels faded to grey, a word at a time. Equal neighbours are the common
    /// case (flat fills): the last colour's grey is remembered.
    struct Fader {
        private var lastWord: UInt32 = 0, lastGrey: UInt32 = 0, haveLast = false

        /// `count` pixels from pixel `first` on (the same index in `img` and `out`).
        @inline(__always)
        mutating func run(_ img: UnsafeBufferPointer<UInt8>, from first: Int, count: Int, into out: UnsafeMutableBufferPointer<UInt8>) {
            let source = UnsafeRawPointer(img.baseAddress!) + first * 4, target = UnsafeMutableRawPointer(out.baseAddress!) + first * 4
            for x in 0..<count {
                let word = source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
                target.storeBytes(of: grey(word, img, first * 4 + x * 4), toByteOffset: x * 4, as: UInt32.self)
            }
        }

        /// The pixel at byte `i` of `img`, drawn at byte `o` of `out`.
        @inline(__always)
        mutating func pixel(_ img: UnsafeBufferPointer<UInt8>, _ i: Int, into out: UnsafeMutableBufferPointer<UInt8>, _ o: Int) {
            let word = UnsafeRawPointer(img.baseAddress!).loadUnaligned(fromByteOffset: i, as: UInt32.self)
            UnsafeMutableRawPointer(out.baseAddress!).storeBytes(of: grey(word, img, i), toByteOffset: o, as: UInt32.self)
        }

        /// The faded word for the pixel `word` at byte `i` of `img`: the last one's again when
        /// it is the same colour.
        @inline(__always)
        private mutating func grey(_ word: UInt32, _ img: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
            if !haveLast || word != lastWord { lastWord = word; lastGrey = Self.greyWord(fadedGrey(img, i)); haveLast = true }
            return lastGrey
        }

        /// Grey, grey, grey, opaque, in memory order.
        @inline(__always)
        static func greyWord(_ v: UInt8) -> UInt32 { (UInt32(v) * 0x01_0101 | 0xFF00_0000).littleEndian }
    }

    // MARK: - Changed regions

    /// Bounding boxes of 8-connected clusters of differing pixels; boxes closer than a few
    /// pixels are merged, so one moved view is one region rather than its four edges.
    static func regionsOf(_ differing: [Int], width: Int, height: Int) -> [PixelRect] {
        guard !differing.isEmpty else { return [] }
        // Bit sets, not [Bool]: a 2000×2000 image's two flags per pixel would be 8 MB to fault in.
        var mask = PixelBits(count: width * height), seen = PixelBits(count: width * height)
        for i in differing { mask.insert(i) }
        var boxes: [(minX: Int, minY: Int, maxX: Int, maxY: Int)] = []
        var stack: [Int] = []
        for start in differing where !seen.contains(start) {
            var box = (minX: start % width, minY: start / width, maxX: start % width, maxY: start / width)
            seen.insert(start)
            stack.append(start)
            while let p = stack.popLast() {
                let px = p % width, py = p / width
                box.minX = min(box.minX, px); box.maxX = max(box.maxX, px)
                box.minY = min(box.minY, py); box.maxY = max(box.maxY, py)
                for ny in max(py - 1, 0)...min(py + 1, height - 1) {
                    for nx in max(px - 1, 0)...min(px + 1, width - 1) {
                        let n = ny * width + nx
                        if mask.contains(n) && !seen.contains(n) { seen.insert(n); stack.append(n) }
                    }
                }
            }
            boxes.append(box)
        }
        let gap = 4
        var merged = true
        while merged {
            merged = false
            outer: for i in 0..<boxes.count {
                for j in (i + 1)..<boxes.count {
                    let a = boxes[i], b = boxes[j]
                    if a.minX - gap <= b.maxX && b.minX - gap <= a.maxX && a.minY - gap <= b.maxY && b.minY - gap <= a.maxY {
                        boxes[i] = (min(a.minX, b.minX), min(a.minY, b.minY), max(a.maxX, b.maxX), max(a.maxY, b.maxY))
                        boxes.remove(at: j)
                        merged = true
                        break outer
                    }
                }
            }
        }
        return boxes
            .map { PixelRect(x: $0.minX, y: $0.minY, width: $0.maxX - $0.minX + 1, height: $0.maxY - $0.minY + 1) }
            .sorted { ($0.y, $0.x) < ($1.y, $1.x) }
    }
}

/// One bit per pixel.
struct PixelBits {
    private var words: [UInt64]
    init(count: Int) { words = [UInt64](repeating: 0, count: (count + 63) / 64) }
    @inline(__always) func contains(_ i: Int) -> Bool { words[i >> 6] & (1 << UInt64(i & 63)) != 0 }
    @inline(__always) mutating func insert(_ i: Int) { words[i >> 6] |= 1 << UInt64(i & 63) }
}

extension DiffResult {
    /// One line for a person: what differs, how much, and where.
    public var summary: String {
        var parts: [String] = []
        if !sizeMatches {
            parts.append("size differs: expected \(expectedSize.width) × \(expectedSize.height), actual \(actualSize.width) × \(actualSize.height)")
        }
        if differentPixels == 0 && sizeMatches {
            parts.append("identical" + (antialiasedPixels > 0 ? " but for \(antialiasedPixels) anti-aliased pixels" : ""))
        } else {
            parts.append("\(differentPixels) of \(comparedPixels) pixels differ (\(DiffResult.percent(ratio)))")
            if antialiasedPixels > 0 { parts.append("\(antialiasedPixels) anti-aliased") }
            if !regions.isEmpty {
                parts.append("in " + regions.prefix(5).map { "[\($0)]" }.joined(separator: " ") + (regions.count > 5 ? " and \(regions.count - 5) more" : ""))
            }
        }
        return parts.joined(separator: "; ")
    }

    static func percent(_ ratio: Double) -> String {
        let p = ratio * 100
        if p > 0 && p < 0.01 { return "<0.01%" }
        return String(Double((p * 100).rounded()) / 100) + "%"
    }
}
