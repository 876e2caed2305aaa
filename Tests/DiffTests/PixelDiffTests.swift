import Foundation
import PNGCodec
import Testing
@testable import Diff

@Suite struct PixelDiffTests {
    func image(_ w: Int, _ h: Int, _ fill: (UInt8, UInt8, UInt8, UInt8) = (255, 255, 255, 255)) -> RGBAImage {
        RGBAImage(width: w, height: h, fill: fill)
    }

    func set(_ img: inout RGBAImage, _ x: Int, _ y: Int, _ c: [UInt8]) {
        let i = (y * img.width + x) * 4
        img.pixels.replaceSubrange(i..<i + 4, with: c)
    }

    @Test func identicalImagesMatch() {
        let a = image(10, 10)
        let r = PixelDiff.compare(expected: a, actual: a)
        #expect(r.differentPixels == 0 && r.antialiasedPixels == 0 && r.regions.isEmpty && r.sizeMatches)
        #expect(r.comparedPixels == 100)
    }

    @Test func exactByDefaultThresholdLoosens() {
        let a = image(4, 4)
        var b = a
        set(&b, 1, 1, [254, 255, 255, 255])
        #expect(PixelDiff.compare(expected: a, actual: b).differentPixels == 1, "one step of red is a difference by default")
        var loose = DiffOptions()
        loose.threshold = 0.1
        #expect(PixelDiff.compare(expected: a, actual: b, options: loose).differentPixels == 0)
    }

    @Test func fullyTransparentPixelsCompareByLookNotBytes() {
        let a = image(2, 2, (10, 20, 30, 0)), b = image(2, 2, (200, 100, 0, 0))
        #expect(PixelDiff.compare(expected: a, actual: b).differentPixels == 0)
    }

    @Test func regionsBoxTheChangedClusters() {
        let a = image(40, 30)
        var b = a
        for y in 2...5 { for x in 3...8 { set(&b, x, y, [0, 0, 0, 255]) } }
        for y in 20...21 { for x in 30...31 { set(&b, x, y, [0, 0, 0, 255]) } }
        let r = PixelDiff.compare(expected: a, actual: b)
        #expect(r.differentPixels == 24 + 4)
        #expect(r.regions == [PixelRect(x: 3, y: 2, width: 6, height: 4), PixelRect(x: 30, y: 20, width: 2, height: 2)])
        // Diff image: red where different, faded grey elsewhere.
        #expect(r.diffImage.pixel(x: 4, y: 3) == (255, 0, 0, 255))
        let p = r.diffImage.pixel(x: 20, y: 10)
        #expect(p.r == p.g && p.g == p.b && p.r > 240)
    }

    @Test func ignoredRegionsAreLeftOut() {
        let a = image(10, 10)
        var b = a
        set(&b, 2, 2, [0, 0, 0, 255]); set(&b, 8, 8, [0, 0, 0, 255])
        var options = DiffOptions()
        options.ignoredRegions = [PixelRect(x: 0, y: 0, width: 5, height: 5)]
        let r = PixelDiff.compare(expected: a, actual: b, options: options)
        #expect(r.differentPixels == 1)
        #expect(r.comparedPixels == 75)
    }

    /// Every pixel of the diff image is drawn: faded where equal, red where different, white
    /// where ignored beyond the expected image's edge (the buffer starts uninitialised).
    @Test func everyDiffPixelIsDrawn() {
        let expected = image(6, 4, (0, 0, 0, 255))
        let actual = image(8, 6, (0, 0, 0, 255))
        var options = DiffOptions()
        options.ignoredRegions = [PixelRect(x: 6, y: 0, width: 2, height: 6), PixelRect(x: 0, y: 0, width: 1, height: 1)]
        let d = PixelDiff.compare(expected: expected, actual: actual, options: options).diffImage
        #expect(d.width == 8 && d.height == 6)
        let faded = d.pixel(x: 0, y: 0)   // ignored inside the expected image: faded black
        #expect(faded.r == faded.g && faded.g == faded.b && faded.r > 200 && faded.r < 255 && faded.a == 255)
        #expect(d.pixel(x: 3, y: 2) == faded)                       // equal: faded the same way
        #expect(d.pixel(x: 7, y: 5) == (255, 255, 255, 255))        // ignored beyond the edge: white
        #expect(d.pixel(x: 2, y: 5) == (255, 0, 0, 255))            // outside the common area: red
    }

    @Test func sizeMismatchCountsTheUncoveredArea() {
        let r = PixelDiff.compare(expected: image(10, 10), actual: image(10, 12))
        #expect(!r.sizeMatches)
        #expect(r.differentPixels == 20)
        #expect(r.regions == [PixelRect(x: 0, y: 10, width: 10, height: 2)])
        #expect(r.diffImage.width == 10 && r.diffImage.height == 12)
    }

    @Test func antialiasedEdgeIsCountedApart() {
        // A black square on white whose edge moves by a fraction of a pixel: the changed edge
        // pixels are grey steps between black and white, which is anti-aliasing.
        func square(_ edge: UInt8) -> RGBAImage {
            var img = image(12, 12)
            for y in 2..<10 { for x in 2..<9 { set(&img, x, y, [0, 0, 0, 255]) } }
            for y in 2..<10 { set(&img, 9, y, [edge, edge, edge, 255]) }
            return img
        }
        let r0 = PixelDiff.compare(expected: square(200), actual: square(60))
        #expect(r0.differentPixels == 8 && r0.antialiasedPixels == 0)
        var options = DiffOptions()
        options.detectAntialiasing = true
        let r = PixelDiff.compare(expected: square(200), actual: square(60), options: options)
        #expect(r.antialiasedPixels > 0)
        #expect(r.differentPixels + r.antialiasedPixels == 8)
    }

    @Test func sideBySideLaysOutThreeImages() {
        let s = PixelDiff.sideBySide(expected: image(3, 2), actual: image(4, 5), diff: image(3, 2))
        #expect(s.width == 3 + 4 + 3 + 16 && s.height == 5)
    }

    /// The acceptance test of issue 7: on generated pairs with anti-aliased edges, our counts
    /// equal pixelmatch's (its Python port, the reference) for the same settings.
    @Test func countsEqualPixelmatch() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("masrender-pixelmatch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let settings: [(threshold: Double, antialiasing: Bool)] = [(0, false), (0.05, true), (0.1, true), (0.1, false), (0.3, true)]
        var cases: [(String, Int, Int)] = []   // name, our count, our aa count per setting
        var ours: [[(Int, Int)]] = []
        for seed in UInt64(1)...40 {
            let (a, b) = ImagePairs.pair(seed: seed)
            let name = "pair\(seed)"
            try Data(a.pixels).write(to: dir.appendingPathComponent(name + ".a"))
            try Data(b.pixels).write(to: dir.appendingPathComponent(name + ".b"))
            cases.append((name, a.width, a.height))
            ours.append(settings.map { s in
                var o = DiffOptions(); o.threshold = s.threshold; o.detectAntialiasing = s.antialiasing
                let r = PixelDiff.compare(expected: a, actual: b, options: o)
                return (r.differentPixels, r.antialiasedPixels)
            })
        }
        let script = """
        import sys, json
        from pixelmatch import pixelmatch
        d = sys.argv[1]
        settings = json.loads(sys.argv[2])
        out = []
        for name, w, h in json.loads(sys.argv[3]):
            a = open(f"{d}/{name}.a", "rb").read(); b = open(f"{d}/{name}.b", "rb").read()
            row = []
            for t, aa in settings:
                row.append(pixelmatch(a, b, w, h, threshold=t, includeAA=not aa))
            out.append(row)
        print(json.dumps(out))
        """
        let settingsJSON = "[" + settings.map { "[\($0.threshold), \($0.antialiasing ? "true" : "false")]" }.joined(separator: ",") + "]"
        let casesJSON = "[" + cases.map { "[\"\($0.0)\", \($0.1), \($0.2)]" }.joined(separator: ",") + "]"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, dir.path, settingsJSON, casesJSON]
        let pipe = Pipe(), err = Pipe()
        process.standardOutput = pipe
        process.standardError = err
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        let errText = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "pixelmatch (pip install pixelmatch==0.4.0, scripts/setup does) failed: \(errText)")
        let reference = try #require(try JSONSerialization.jsonObject(with: data) as? [[Int]])
        var differing = 0, antialiasedSeen = 0
        for (i, row) in reference.enumerated() {
            for (j, count) in row.enumerated() {
                #expect(ours[i][j].0 == count, "\(cases[i].0) threshold \(settings[j].threshold) aa \(settings[j].antialiasing)")
                if count > 0 { differing += 1 }
                antialiasedSeen += ours[i][j].1
            }
        }
        #expect(differing > 50, "the pairs really differ")
        #expect(antialiasedSeen > 0, "the pairs exercise the anti-aliasing detector")
    }

    /// Large images are compared in bands of rows, one per core. Any number of bands gives what
    /// one gives: counts, regions in order and every pixel of the diff image, with differences,
    /// anti-aliased edges and ignored rectangles across the bands' edges, and sizes that differ.
    @Test func bandsGiveWhatOneBandGives() {
        var numbers = SeededNumbers(seed: 42)
        func next(_ n: Int) -> Int { numbers.next(n) }
        for trial in 0..<12 {
            let w = 40 + next(60), h = 30 + next(50)
            var a = image(w, h)
            // Grey diagonals (anti-aliased-looking edges) and blocks, then moved in b.
            for y in 0..<h { for x in 0..<w where (x + y) % 17 < 3 { set(&a, x, y, [UInt8(90 + (x % 3) * 40), 100, 110, 255]) } }
            var b = trial % 3 == 0 ? image(w + next(5), h - next(5)) : image(w, h)
            for y in 0..<min(h, b.height) { for x in 0..<min(w, b.width) where (x + y + 1) % 17 < 3 { set(&b, x, y, [UInt8(90 + (x % 3) * 40), 100, 110, 255]) } }
            for _ in 0..<20 { set(&b, next(min(w, b.width)), next(min(h, b.height)), [UInt8(next(256)), 0, 0, 255]) }
            var options = DiffOptions()
            options.threshold = [0, 0.1, 0.3][trial % 3]
            options.detectAntialiasing = trial % 2 == 0
            if trial % 4 == 1 { options.ignoredRegions = [PixelRect(x: 3, y: h / 2 - 2, width: w / 2, height: 5)] }
            let one = PixelDiff.compare(expected: a, actual: b, options: options, drawDiff: true, bands: 1)
            for bands in [2, 3, 7] {
                let many = PixelDiff.compare(expected: a, actual: b, options: options, drawDiff: true, bands: bands)
                #expect(many.differentPixels == one.differentPixels && many.antialiasedPixels == one.antialiasedPixels
                        && many.comparedPixels == one.comparedPixels && many.regions == one.regions, "trial \(trial), \(bands) bands")
                #expect(many.diffImage.pixels == one.diffImage.pixels, "trial \(trial), \(bands) bands: the diff image")
            }
            #expect(one.differentPixels > 0)
        }
    }
}
