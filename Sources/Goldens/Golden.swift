import Diff
import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// What comparing a picture with its golden came to.
public struct GoldenVerdict: Sendable {
    public enum Status: String, Sendable {
        case passed, failed, recorded, missing
    }
    public let status: Status
    /// For a person: why it failed or what was written.
    public let detail: String
    public let expected: RGBAImage?
    /// The comparison's counts and regions; its diff image is drawn only when asked for
    /// (`diffImage(actual:)`): most verdicts are passes, and a failure's image is wanted only
    /// where it is written out.
    public let diff: DiffResult?
    var options = DiffOptions()

    public var passed: Bool { status == .passed }

    /// The diff image against `actual`, the picture that was verified (for a failure, or for a
    /// pass that something else failed: a moved layout, `--fail-on`); nil where nothing was
    /// compared.
    public func diffImage(actual: RGBAImage) -> RGBAImage? {
        guard let expected, diff != nil else { return nil }
        return PixelDiff.compare(expected: expected, actual: actual, options: options).diffImage
    }
}

/// The one place that decides, for `masrender check` and for the Swift assertions alike,
/// whether a golden is compared, written or missing.
public enum Golden {
    /// Compares `actual` with the PNG at `path` (exactly, unless `options` loosen it), writing
    /// the golden when `mode` asks for it. `provenance` goes into a written golden's tEXt chunks.
    public static func verify(_ actual: RGBAImage, against path: String, mode: RecordMode,
                              options: DiffOptions = DiffOptions(),
                              provenance: [(String, String)] = []) throws(FileError) -> GoldenVerdict {
        func record(_ why: String) throws(FileError) -> GoldenVerdict {
            let bytes: [UInt8]
            do { bytes = try PNGCodec.encode(actual, text: provenance) } catch { throw FileError("\(path): \(error.message)") }
            try AtomicFile.write(bytes, to: path)
            return GoldenVerdict(status: .recorded, detail: why + " → " + path, expected: nil, diff: nil)
        }
        guard access(path, F_OK) == 0 else {
            if mode == .never {
                return GoldenVerdict(status: .missing, detail: "no golden at \(path) (record with --record missing)", expected: nil, diff: nil)
            }
            return try record("new golden")
        }
        if mode == .all { return try record("golden rewritten") }
        let expected = try readPNG(path)
        let result = PixelDiff.compare(expected: expected, actual: actual, options: options, drawDiff: false)
        if result.sizeMatches && result.differentPixels == 0 {
            return GoldenVerdict(status: .passed, detail: "", expected: expected, diff: result, options: options)
        }
        if mode == .failed { return try record("differed (\(result.summary)); golden rewritten") }
        return GoldenVerdict(status: .failed, detail: result.summary, expected: expected, diff: result, options: options)
    }
}
