import ArgumentParser
import Diff
import Render
import Goldens
import Layout
import PNGCodec
import Scene

extension PixelRect: ExpressibleByArgument {
    public init?(argument: String) {
        guard let rect = try? Self.parse(argument) else { return nil }
        self = rect
    }

    /// `x,y,width,height` in pixels; a mistake says what the four numbers are.
    static func parse(_ argument: String) throws -> PixelRect {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.filter { $0 != " " }) }
        guard parts.count == 4, let x = parts[0], let y = parts[1], let w = parts[2], let h = parts[3] else {
            throw ValidationError("--ignore takes x,y,width,height: four whole numbers of pixels, not '\(argument)' (\(parts.count) \(parts.count == 1 ? "value" : "values"))")
        }
        guard w >= 0, h >= 0 else { throw ValidationError("--ignore '\(argument)': width and height must not be negative") }
        return PixelRect(x: x, y: y, width: w, height: h)
    }
}

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs pixel by pixel; exit 1 when they differ beyond the allowance.",
        discussion: flowed("""
        Decoded pixels are compared, never file bytes, so PNGs of any colour type and bit depth
        can be compared. Exact by default. The diff image shows the expected image faded,
        differing pixels red and anti-aliased ones yellow.

        Examples:
          masrender diff golden.png actual.png -o diff.png
          masrender diff golden.png actual.png --threshold 0.1 --antialiasing --max-diff-pixels 20
        """))

    @Argument(help: ArgumentHelp("The expected image (the golden).", valueName: "expected.png"), completion: .file(extensions: ["png"]))
    var expected: String
    @Argument(help: ArgumentHelp("The image to check.", valueName: "actual.png"), completion: .file(extensions: ["png"]))
    var actual: String
    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write the diff image here.", valueName: "diff.png"))
    var output: String?
    @Flag(help: "Write expected | actual | diff side by side instead of the diff alone.")
    var sideBySide = false
    @Option(help: ArgumentHelp("pixelmatch's colour threshold, 0…1 (0 = exact; pixelmatch's default is 0.1).", valueName: "t"))
    var threshold: Double = 0
    @Flag(help: "Detect anti-aliased pixels as pixelmatch does and count them apart, not as differences.")
    var antialiasing = false
    @Option(help: ArgumentHelp("Pass when at most this many pixels differ (default 0).", valueName: "n"))
    var maxDiffPixels: Int?
    @Option(help: ArgumentHelp("Pass when at most this share of the pixels differ, 0…1 (default 0).", valueName: "r"))
    var maxDiffRatio: Double?
    @Option(help: ArgumentHelp("Leave a rectangle out of the comparison, in pixels (repeatable).", valueName: "x,y,w,h"), transform: PixelRect.parse)
    var ignore: [PixelRect] = []

    /// What a passing result leaves unsaid: pixels that differ but are allowed, or that are
    /// not exactly equal yet fall below --threshold or inside --ignore, so "identical" is
    /// printed only when the pixels are equal.
    func allowanceNote(_ result: DiffResult, expected: RGBAImage, actual: RGBAImage, options: DiffOptions) -> String? {
        guard result.sizeMatches else { return nil }
        if result.differentPixels > 0 {
            var allowances: [String] = []
            if let maxDiffPixels { allowances.append("--max-diff-pixels \(maxDiffPixels)") }
            if let maxDiffRatio { allowances.append("--max-diff-ratio \(formatPoints(maxDiffRatio))") }
            return "within " + allowances.joined(separator: " and ") + ": "
        }
        // With no threshold and nothing ignored, the result is already the exact count (and
        // comparing again cost a second pass over both images on every identical pair).
        guard threshold > 0 || !ignore.isEmpty else { return nil }
        var exact = options
        exact.threshold = 0
        exact.ignoredRegions = []
        let unequal = PixelDiff.compare(expected: expected, actual: actual, options: exact, drawDiff: false).differentPixels
        guard unequal > 0 else { return nil }
        var why: [String] = []
        if threshold > 0 { why.append("below --threshold \(formatPoints(threshold))") }
        if !ignore.isEmpty { why.append("inside the --ignore rectangles") }
        return "not identical: \(unequal) \(unequal == 1 ? "pixel differs" : "pixels differ, all") \(why.joined(separator: " or ")); "
    }
    @Flag(help: "Print the result as JSON: counts, ratio and the boxes of the changed regions.")
    var json = false

    func validate() throws {
        guard threshold >= 0 && threshold <= 1 else { throw ValidationError("--threshold must be between 0 and 1") }
        if let maxDiffPixels, maxDiffPixels < 0 { throw ValidationError("--max-diff-pixels must not be negative") }
        if let maxDiffRatio, !(maxDiffRatio >= 0 && maxDiffRatio <= 1) { throw ValidationError("--max-diff-ratio must be between 0 and 1") }
    }

    func run() throws {
        if let output, AtomicFile.sameFile(output, expected) || AtomicFile.sameFile(output, actual) {
            throw UserError("\(output): the diff image would overwrite an input")
        }
        let (expectedImage, actualImage) = try PNGFile.readPair(expected, actual)
        var options = DiffOptions()
        options.threshold = threshold
        options.detectAntialiasing = antialiasing
        options.ignoredRegions = ignore
        let result = PixelDiff.compare(expected: expectedImage, actual: actualImage, options: options, drawDiff: output != nil)
        // Each allowance given must hold; with none given, no pixel may differ.
        let withinPixels = result.differentPixels <= (maxDiffPixels ?? (maxDiffRatio == nil ? 0 : Int.max))
        let withinRatio = result.ratio <= (maxDiffRatio ?? 1)
        let passes = result.sizeMatches && withinPixels && withinRatio

        if let output {
            var image = result.diffImage
            if sideBySide {
                // Each panel says what it is, with its file's name.
                let renderer = try Renderer()
                func name(_ path: String) -> String { fileName(of: path) }
                let captions = try [("expected: " + name(expected), expectedImage.width), ("actual: " + name(actual), actualImage.width),
                                    ("diff: \(result.differentPixels) pixels differ", result.diffImage.width)].map { try renderer.caption($0.0, width: $0.1) }
                image = PixelDiff.sideBySide(expected: expectedImage, actual: actualImage, diff: result.diffImage, captions: captions)
            }
            try AtomicFile.write(try PNGCodec.encode(image), to: output)
        }
        if json {
            print(DiffReport.json(result, passes: passes).serialized(), terminator: "")
        } else if passes, let note = allowanceNote(result, expected: expectedImage, actual: actualImage, options: options) {
            print(note + (result.differentPixels > 0 ? result.summary : "no difference beyond the allowance"))
        } else {
            print(result.summary)
        }
        if !passes { throw ExitCode(1) }
    }
}

/// A diff result as JSON for `diff --json`.
enum DiffReport {
    static func json(_ r: DiffResult, passes: Bool) -> JSONOutput {
        .object([
            ("match", .bool(passes)),
            ("sizeMatches", .bool(r.sizeMatches)),
            ("expectedSize", .array([.number(Double(r.expectedSize.width)), .number(Double(r.expectedSize.height))])),
            ("actualSize", .array([.number(Double(r.actualSize.width)), .number(Double(r.actualSize.height))])),
            ("differentPixels", .number(Double(r.differentPixels))),
            ("antialiasedPixels", .number(Double(r.antialiasedPixels))),
            ("comparedPixels", .number(Double(r.comparedPixels))),
            ("ratio", .number((r.ratio * 1e6).rounded() / 1e6)),
            ("regions", .array(r.regions.map { .array([.number(Double($0.x)), .number(Double($0.y)), .number(Double($0.width)), .number(Double($0.height))]) })),
        ])
    }
}
