// Feeds bytes to the scene decoder, the chain parser and the layout of every state, as a
// scene file would, and to the console-log reader with every report rebuilt, solved and
// explained, as a pasted log would, to the source-file reader (as .m and as .swift), to the
// Interface Builder reader (its XML reader and the view tree it builds, laid out), to the
// asset formats' readers (image sizes, .strings tables), and to
// diff-layout's reader of solved layouts, and PNG files to both PNG decoders (the fast path must
// give libpng's pixels, or leave the file to libpng). Any thrown error is a fine answer; a crash, a hang or a
// leak is a finding.
//
// Built two ways:
// - `scripts/fuzz` builds it with `-sanitize=fuzzer,address -D FUZZING`: libFuzzer drives
//   `LLVMFuzzerTestOneInput`.
// - A plain `swift build` makes a replayer: `masrender-fuzz FILE...` runs each file through
//   the same function, which is how findings become regression tests.
import ConsoleLog
import InterfaceBuilder
import Layout
import PNGCodec
import Scene
import SourceProgram
import SourceSyntax
#if canImport(Glibc)
import Glibc
#endif

/// Monospace text, so fuzzing spends its time on the parser and the solver, not on Pango.
struct MonospaceText: TextMeasuring {
    func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
        let characters = Double(min(text.count, 10_000))
        var width = characters * 8, lines = 1.0
        if let maxWidth, maxWidth > 8, width > maxWidth {
            lines = (width / maxWidth).rounded(.up)
            width = maxWidth
        }
        if maxLines > 0 { lines = min(lines, Double(maxLines)) }
        return TextMetrics(size: Size(width: width, height: 16 * lines), firstBaseline: 12, lastBaseline: 16 * (lines - 1) + 12)
    }
}

func run(_ bytes: UnsafeRawBufferPointer) {
    runAssetFormats(Array(bytes))
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { runPNG(Array(bytes)); return }
    let text = String(decoding: bytes, as: UTF8.self)
    runLog(text)
    runSource(text)
    runInterfaceBuilder(text)
    runLayoutRecord(text)
    guard let document = try? SceneDocument.decode(text, file: "fuzz.json", codeReader: ProgramCodeReader()) else { return }
    for state in 0..<document.stateCount {
        guard let result = try? document.layout(state: state, text: MonospaceText()) else { continue }
        for view in result.views {
            let f = view.frame
            // Numbers that reach a picture or the JSON must be finite.
            if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
                fatalError("a non-finite frame reached the result: \(view.id) \(f)")
            }
        }
        let solution = SolutionEncoder.encode(result, scale: document.canvas.scale).serialized()
        // What masrender writes, diff-layout reads back: the same layout, no change.
        if let record = try? LayoutRecord.read(solution, file: "fuzz.json"), !LayoutChanges(from: record, to: record).isEmpty {
            fatalError("a solved layout differs from itself")
        }
    }
}

/// Both PNG decoders: what `decode` answers (fast path or libpng) must be libpng's answer.
func runPNG(_ bytes: [UInt8]) {
    let answer = Result { () throws(PNGError) -> RGBAImage in try PNGCodec.decode(bytes) }
    let reference = Result { () throws(PNGError) -> RGBAImage in try PNGCodec.decodeWithLibpng(bytes) }
    switch (answer, reference) {
    case (.success(let a), .success(let b)) where a == b: break
    case (.failure(let a), .failure(let b)) where a == b: break
    default: fatalError("the PNG fast path differs from libpng: \(answer) against \(reference)")
    }
}

/// diff-layout's reader of solved layouts, on whatever the bytes are.
func runLayoutRecord(_ text: String) {
    guard let record = try? LayoutRecord.read(text, file: "fuzz.json") else { return }
    _ = LayoutChanges(from: record, to: LayoutRecord(views: [], constraints: [])).text
    _ = LayoutChanges(from: record, to: record).json.serialized()
}

/// The log reader, every report's layout and diagnosis, and the words for them.
func runLog(_ text: String) {
    let log = LogReader.read(text)
    let report = LogReport(log: log, sourceName: "fuzz.log")
    for diagnosis in report.diagnoses.compactMap({ $0 }) {
        for view in diagnosis.layout.result.views {
            let f = view.frame
            if !(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite) {
                fatalError("a non-finite frame reached a log's result: \(view.id) \(f)")
            }
        }
    }
    _ = report.text()
}

/// The source-file reader, as Objective-C and as Swift, and the layout of what it reads; then
/// again with the same bytes as a file of its project read with it (a header, a module's file),
/// so the code of one part of the text runs beside another's.
func runSource(_ text: String) {
    runSyntax(text)
    for file in ["fuzz.m", "fuzz.swift"] {
        for withProject in [false, true] {
            var options = SourceOptions()
            if withProject { options.includes = [(file == "fuzz.m" ? "Fuzz.h" : "Other.swift", text)] }
            guard let layout = try? ProgramReader.read(text, file: file, options: options) else { continue }
            for w in layout.warnings where w.location.line < 1 || w.location.column < 1 {
                fatalError("a warning's place \(w.location) is no place in \(w.file ?? file)")
            }
            guard let result = try? layout.root.layout(text: MonospaceText()) else { continue }
            for view in result.views where !(view.frame.minX.isFinite && view.frame.width.isFinite && view.frame.minY.isFinite && view.frame.height.isFinite) {
                fatalError("a non-finite frame reached a program-read source file's result: \(view.id)")
            }
        }
        // The same bytes as the owner of a cell or a section's header another file draws (its
        // size methods run for the rows its maker methods show the class in); which kind, by
        // the input's length, so each input costs one more reading.
        let collection = text.utf8.count % 2 == 0, supplementary = text.utf8.count % 3 == 0
        if let size = ProgramReader.cellSize(of: supplementary ? "HeaderView" : "Cell", collection: collection, supplementary: supplementary,
                                             in: text, file: file) {
            if !(size.height.isFinite && size.height >= 0 && (size.width.map { $0.isFinite && $0 >= 0 } ?? true)) {
                fatalError("an owner's cell size that is no size: \(size)")
            }
        }
    }
}

/// The asset formats' readers (image sizes, `.strings` tables): they end, and sizes are numbers
/// a layout can take.
func runAssetFormats(_ bytes: [UInt8]) {
    for size in [AssetFormats.pngPixels(bytes), AssetFormats.jpegPixels(bytes), AssetFormats.pdfPage(bytes)].compactMap({ $0 }) {
        if !(size.width.isFinite && size.height.isFinite && size.width >= 0 && size.height >= 0) {
            fatalError("an image size that is no size: \(size)")
        }
    }
    if let text = AssetFormats.decodeStrings(bytes) { _ = AssetFormats.strings(in: text) }
}

/// The code model's parsers (preprocessor, Swift and Objective-C): they end, and every range they
/// report lies in the file.
func runSyntax(_ text: String) {
    for language in [SourceLanguage.swift, .objectiveC] {
        let file = SourceParser.parse(SourceText(name: "fuzz", text: text), language: language)
        let count = file.source.bytes.count
        for d in file.diagnostics where !(d.range.start >= 0 && d.range.start <= d.range.end && d.range.end <= count) {
            fatalError("a diagnostic's range \(d.range) lies outside the \(count) bytes: \(d.message)")
        }
        _ = SyntaxDump.file(file)
    }
}

/// The Interface Builder reader, and the layout of what it reads; what a class's outlets'
/// views sit in (OutletPlaces) and its view's stored size, read from the same document for the
/// classes it names.
func runInterfaceBuilder(_ text: String) {
    // (The first class the document names, so that the search reaches its outlets.)
    let named = text.firstRange(of: "customClass=\"").map { String(text[$0.upperBound...].prefix { $0 != "\"" }) }
    for className in [named ?? "ViewController", "X", ""] {
        _ = OutletPlaces.read(className, in: text)
        _ = ControllerViewSize.stored(for: className, in: text)
    }
    guard let layout = try? InterfaceBuilderReader.read(text, file: "fuzz.xib", measuring: MonospaceText()),
          let result = try? layout.root.layout(text: MonospaceText()) else { return }
    for view in result.views where !(view.frame.minX.isFinite && view.frame.width.isFinite && view.frame.minY.isFinite && view.frame.height.isFinite) {
        fatalError("a non-finite frame reached an Interface Builder file's result: \(view.id)")
    }
}

#if FUZZING
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    run(UnsafeRawBufferPointer(start: data, count: size))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(_ argc: UnsafeMutablePointer<Int32>,
                     _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
                     _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32) -> Int32

/// SwiftPM names an executable's entry point after its module; hand it to libFuzzer's driver.
@_cdecl("masrender_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> Int32 {
    var count = argc, arguments = argv
    return runFuzzerDriver(&count, &arguments, fuzzOneInput)
}
#else
@main
struct Replayer {
    static func main() {
        var failures = 0
        for path in CommandLine.arguments.dropFirst() {
            guard let file = fopen(path, "rb") else { print("\(path): cannot read"); failures += 1; continue }
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let n = fread(&buffer, 1, buffer.count, file)
                if n <= 0 { break }
                bytes += buffer[0..<n]
            }
            fclose(file)
            bytes.withUnsafeBytes { run($0) }
            print("ok \(path)")
        }
        exit(failures == 0 ? 0 : 1)
    }
}
#endif
