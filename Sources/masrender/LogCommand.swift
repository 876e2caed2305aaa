import ArgumentParser
import ConsoleLog
import Goldens
import Layout
import PNGCodec
import Render
import Scene
#if canImport(Glibc)
import Glibc
#endif

struct LogCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "log",
        abstract: "Draw an \"Unable to simultaneously satisfy constraints\" console log: the views, the conflict, what to change.",
        discussion: flowed("""
        Reads the log as pasted from Xcode's console, Console.app, a crash report or a web page
        (UIKit, AppKit, Masonry and SnapKit descriptions, the visual format, prefixes and Markdown
        escapes), rebuilds the views and constraints it names, solves them and draws the report:
        the minimal conflicting set thick vermilion (the framework's own constraints dotted), the
        broken one crossed out, sizes the log does not give dashed, and what usually fixes it in the
        legend. A log with several reports draws the first; --report picks another. Use '-' to
        read standard input. 'masrender explain --log FILE' says it in words.

        Examples:
          masrender log conflict.log -o conflict.png
          pbpaste | masrender log - -o conflict.svg
          masrender log conflict.log -o conflict.json
        """))

    @Argument(help: ArgumentHelp("The log: a text file, or - for standard input.", valueName: "log"), completion: .file(extensions: ["log", "txt"]))
    var log: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the picture or the JSON.", valueName: "file"), completion: .file(extensions: ["png", "svg", "json"]))
    var output: String

    @Option(help: "png, svg or json; by default the output's extension decides.")
    var format: OutputFormat?

    @Option(help: ArgumentHelp("Which report to draw when the log holds several (1 is the first).", valueName: "n"))
    var report: Int?

    @OptionGroup
    var picture: PictureOptions

    @OptionGroup(title: "Limits")
    var limits: LogLimitOptions

    func validate() throws {
        if let report, report < 1 { throw ValidationError("--report must be 1 or more") }
    }

    func run() throws {
        try Self.draw(log: log, output: output, format: format, report: report, options: picture.renderOptions,
                      maxLogBytes: limits.maxLogBytes, pictureLimits: limits.picture)
    }

    /// Draws one report of the log at `log` (a path or -) to `output`; what the log also holds
    /// is said on stderr. Also how `masrender FILE.log -o …` draws a log.
    static func draw(log: String, output: String, format: OutputFormat?, report: Int?, options: RenderOptions,
                     maxLogBytes: Int, pictureLimits: PictureLimits) throws {
        let format = try format ?? OutputFormat.from(path: output)
        if log != "-", AtomicFile.sameFile(log, output) { throw UserError("\(output): the output would overwrite the log") }
        let input = try LogInput(path: log, maxBytes: maxLogBytes, printWarnings: true)
        let rendering = try LogRendering(input: input, report: report, options: options, pictureLimits: pictureLimits)
        if !input.log.otherLines.isEmpty {
            let n = input.log.otherLines.count
            printToStandardError("masrender: \(input.name): \(n) line\(n == 1 ? " is" : "s are") not part of any report (\(LogReport.ranges(input.log.otherLines))); masrender explain --log says more")
        }
        if !input.log.ambiguities.isEmpty {
            let n = input.log.ambiguities.count
            printToStandardError("masrender: \(input.name): the log also holds an _autolayoutTrace with \(n) ambiguous view\(n == 1 ? "" : "s"), not drawn; masrender explain --log names them")
        }
        if let scaledDown = rendering.scaledDown { printToStandardError("masrender: \(input.name): \(scaledDown)") }
        if report == nil, input.log.blocks.count > 1 {
            printToStandardError("masrender: \(input.name): the log holds \(input.log.blocks.count) reports; drawing report \(rendering.index + 1) (--report N draws another; masrender explain --log lists them all)")
        }
        try rendering.write(format, to: output)
    }
}

/// Log → rebuilt layout → picture: the path `masrender log` and `check` take for a log.
struct LogRendering: PictureRendering {
    let input: LogInput
    let report: LogReport
    /// The report drawn (0-based).
    let index: Int
    let diagnosis: LogDiagnosis
    let options: RenderOptions
    let pictureLimits: PictureLimits
    let renderer: Renderer
    /// Why the picture is drawn at a smaller scale than asked, when it is.
    private(set) var scaledDown: String?

    /// More than the legend below a picture and its notes take, in points.
    static let legendRoom = 1000.0

    /// The smallest scale a log is drawn at to fit the limits (`--scale`'s own smallest).
    static let smallestScale = 0.25

    /// The largest scale, at most `scale`, in hundredths, at which `size` fits `limits`.
    static func fittingScale(_ size: Size, scale: Double, limits: PictureLimits) -> Double {
        func fits(_ k: Double) -> Bool {
            let w = (size.width * k).rounded(.up), h = (size.height * k).rounded(.up)
            return w <= Double(limits.side) && h <= Double(limits.side) && w * h <= Double(limits.pixels)
        }
        if fits(scale) { return scale }
        var k = (scale * 100).rounded(.down) / 100
        while k > 0.01, !fits(k) { k = ((k - 0.01) * 100).rounded() / 100 }
        return k
    }

    /// `report`: 1-based, nil for the first that can be drawn.
    init(input: LogInput, report wanted: Int?, options: RenderOptions, pictureLimits: PictureLimits = PictureLimits(),
         renderer: Renderer? = nil) throws {
        self.input = input
        let report = LogReport(log: input.log, sourceName: input.name)
        self.report = report
        let count = input.log.blocks.count
        if let wanted {
            guard wanted <= count else { throw UserError("\(input.name): --report \(wanted): the log holds \(count) report\(count == 1 ? "" : "s")") }
            index = wanted - 1
        } else {
            index = input.log.blocks.indices.first { report.diagnoses[$0] != nil } ?? 0
        }
        guard let d = report.diagnoses[index] else {
            throw UserError("\(input.name): report \(index + 1) cannot be drawn: \(report.failures[index] ?? "it lists no constraint")")
        }
        diagnosis = d
        let block = input.log.blocks[index]
        var notes = d.suggestions.map(\.text)
        if block.isCutOff { notes.insert("The report is cut off: drawn from what is there (\(block.constraints.count) constraint\(block.constraints.count == 1 ? "" : "s")).", at: 0) }
        var options = options
        options.notes = notes
        // A log's views can span more than a picture holds (a constant of 10000 points): drawn
        // at the scale that fits, said, rather than not at all — down to the smallest --scale.
        let drawer = try renderer ?? RendererAhead.take()
        // The whole picture, legend included (its size in points does not depend on the scale),
        // measured only when the canvas with room for the legend (at most 40 lines) may not fit.
        let canvas = d.layout.result.root.frame.size
        let roomy = Size(width: canvas.width + Self.legendRoom, height: canvas.height + Self.legendRoom)
        var size = canvas
        if Self.fittingScale(roomy, scale: options.scale, limits: pictureLimits) < options.scale {
            var unscaled = options
            unscaled.scale = 1
            size = drawer.displayList(d.layout.result, options: unscaled).size
        }
        let fitting = Self.fittingScale(size, scale: options.scale, limits: pictureLimits)
        if fitting < options.scale, fitting >= Self.smallestScale {
            scaledDown = "the report's picture is \(formatPoints(size.width)) × \(formatPoints(size.height)) points, more than a picture at scale \(formatPoints(options.scale)) holds (--max-picture-side \(pictureLimits.side), --max-pixels \(pictureLimits.pixels)); drawn at scale \(formatPoints(fitting))"
            options.scale = fitting
        }
        self.options = options
        self.pictureLimits = pictureLimits
        self.renderer = drawer
    }

    var result: LayoutResult { diagnosis.layout.result }
    var json: String { LogJSON.encode(report).serialized() }

    var pictureSize: Size { result.root.frame.size }
    var svgTitle: String { input.name }
    var outputJSON: String { json }

    func tooLarge(width w: Int, height h: Int) -> UserError {
        UserError("\(input.name): the report's views span \(w) × \(h) pixels at scale \(formatPoints(options.scale)); at most \(pictureLimits.side) per side and \(pictureLimits.pixels) in all can be drawn (--max-picture-side, --max-pixels), and smaller than scale \(formatPoints(Self.smallestScale)) it could not be read")
    }
}

/// The limits of reading a log.
struct LogLimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Largest log read, in bytes.", valueName: "n"))
    var maxLogBytes: Int = LogLimitOptions.defaultMaxLogBytes
    static let defaultMaxLogBytes = 16_777_216
    @Option(help: ArgumentHelp("Largest picture side in device pixels (default 16384).", valueName: "n"))
    var maxPictureSide: Int?
    @Option(help: ArgumentHelp("Most device pixels in a picture (default 100000000).", valueName: "n"))
    var maxPixels: Int?

    func validate() throws {
        if maxLogBytes < 1 { throw ValidationError("--max-log-bytes must be at least 1") }
        if let maxPictureSide, maxPictureSide < 1 { throw ValidationError("--max-picture-side must be at least 1") }
        if let maxPixels, maxPixels < 1 { throw ValidationError("--max-pixels must be at least 1") }
    }

    var picture: PictureLimits {
        PictureLimits(side: maxPictureSide ?? PictureLimits().side, pixels: maxPixels ?? PictureLimits().pixels)
    }
}

/// A log read from a file or standard input, its warnings said on stderr; refused when it
/// holds no report at all.
struct LogInput {
    let name: String
    let log: ConsoleLog

    /// `explaining`: a log with no report but an _autolayoutTrace is taken (its words are the
    /// ambiguous views); to draw, one is refused with what to paste instead.
    init(path: String, maxBytes: Int, printWarnings: Bool, explaining: Bool = false) throws {
        // Pictures and messages name the file, never the path it was reached by.
        name = path == "-" ? "stdin" : fileName(of: path)
        let bytes: [UInt8]
        if path == "-" {
            bytes = try Self.readStandardInput(maxBytes: maxBytes)
        } else {
            do { bytes = try readBytes(path) } catch { throw UserError("\(path): \(error.description)") }
        }
        if bytes.count > maxBytes { throw UserError("\(name): the log is over \(maxBytes) bytes; at most \(maxBytes) are read (--max-log-bytes)") }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw UserError("\(name): the log is not UTF-8 text") }
        log = LogReader.read(text)
        if printWarnings {
            for w in log.warnings { printToStandardError("masrender: \(name):\(w.line):\(w.column): warning: \(w.message)") }
        }
        guard log.blocks.contains(where: { !$0.constraints.isEmpty }) else {
            if let first = log.ambiguities.first {
                if explaining { return }
                let named = log.ambiguities.prefix(3).map { LogReport.name(of: $0.item) }.joined(separator: ", ") + (log.ambiguities.count > 3 ? ", …" : "")
                throw UserError("\(name):\(first.line):\(first.column): an _autolayoutTrace of \(log.traceViews) view\(log.traceViews == 1 ? "" : "s"), \(log.ambiguities.count) ambiguous (\(named)), and no constraint to draw them from; "
                                + "masrender explain --log \(name) says what is ambiguous, and pasting their constraints as well (in lldb: \(LogReport.constraintsCommand(for: first))) lets masrender draw them")
            }
            throw UserError("\(name): no constraint found; expected an Auto Layout report with descriptions such as <NSLayoutConstraint:0x600 UIView:0x7f9.width == 100   (active)>")
        }
    }

    static func readStandardInput(maxBytes: Int) throws -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = read(0, &buffer, buffer.count)
            if n < 0 { throw UserError("stdin: cannot read: " + String(cString: strerror(errno))) }
            if n == 0 { return bytes }
            bytes.append(contentsOf: buffer[0..<n])
            if bytes.count > maxBytes { return bytes }
        }
    }
}
