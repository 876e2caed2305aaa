import ArgumentParser
import FoundationEssentials
import Goldens
import Layout
import Render
import Scene

/// `masrender diff-layout A B`: what moved between two solved layouts, in words.
struct DiffLayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff-layout",
        abstract: "Say what changed between two layouts: views moved, resized, added or removed, constraints changed.",
        discussion: flowed("""
        Each side is a solved layout (the JSON masrender writes with -o FILE.json), a scene, or
        a .m/.swift source file, which is solved first. The first line says "layout identical"
        or what changed; one line follows per change, such as
        "emailField: y 243 → 235 (−8), height 44 → 40". Exit codes: 0 identical, 1 changed,
        2 unreadable input.

        Examples:
          masrender diff-layout before.json after.json
          masrender diff-layout golden.layout.json Fixtures/scenes/login.json --json
        """))

    @Argument(help: ArgumentHelp("The layout before: a solution JSON, a scene or a source file.", valueName: "before"), completion: .file(extensions: ["json", "m", "swift"]))
    var before: String
    @Argument(help: ArgumentHelp("The layout after.", valueName: "after"), completion: .file(extensions: ["json", "m", "swift"]))
    var after: String
    @Flag(help: "Print the result as JSON: identical, summary, and the lines for views and constraints.")
    var json = false

    @OptionGroup
    var text: TextSizeOption

    func run() throws {
        let renderer = LazyRenderer()
        let changes = LayoutChanges(from: try Self.record(before, renderer, textSize: text.textSize),
                                    to: try Self.record(after, renderer, textSize: text.textSize))
        if json { print(changes.json.serialized(), terminator: "") } else { print(changes.text, terminator: "") }
        if !changes.isEmpty { throw ExitCode(1) }
    }

    /// A solution JSON as written; a scene, a source file or a console log solved as
    /// `masrender FILE` would.
    /// `textSize` (--text-size) solves scenes and source files at that Dynamic Type size.
    static func record(_ path: String, _ renderer: LazyRenderer, textSize: ContentSizeCategory? = nil) throws -> LayoutRecord {
        let name = fileName(of: path)
        switch InputKind.of(path: path) {
        case .source:
            var options = SourceOptions()
            if let textSize { options.contentSizeCategory = textSize }
            let rendering = try SourceRendering(path: path, options: options, render: RenderOptions(scale: 2), pictureLimits: PictureLimits(),
                                                strict: false, maxBytes: SceneLimits().fileBytes, renderer: try renderer.get(), quiet: true)
            return try LayoutRecord.read(SolutionEncoder.encode(rendering.result, scale: 2).serialized(), file: name)
        case .interfaceBuilder:
            let rendering = try InterfaceBuilderRendering(path: path, scene: nil, textSize: textSize, scale: 2, overlay: nil, theme: nil,
                                                          pictureLimits: PictureLimits(), maxBytes: SceneLimits().fileBytes, strict: false,
                                                          renderer: try renderer.get(), quiet: true)
            return try LayoutRecord.read(rendering.outputJSON, file: name)
        case .consoleLog:
            // Its first report that can be drawn, rebuilt as `masrender log` rebuilds it.
            let input = try LogInput(path: path, maxBytes: LogLimitOptions.defaultMaxLogBytes, printWarnings: false)
            let rendering = try LogRendering(input: input, report: nil, options: RenderOptions(scale: 2), renderer: try renderer.get())
            return try LayoutRecord.read(SolutionEncoder.encode(rendering.result, scale: 2).serialized(), file: name)
        case .scene:
            break
        }
        let bytes: [UInt8]
        do { bytes = try readBytes(path) } catch { throw UserError("\(path): \(error.description)") }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw UserError("\(path): the file is not UTF-8 text") }
        do {
            return try LayoutRecord.read(text, file: path)
        } catch let notSolution {
            // A scene has a canvas and no solved constraints: solve it.
            guard let document = try? InputKind.decodeScene(text, file: path) else { throw notSolution }
            let rendering = try SceneRendering(document: document, path: path, overrides: .init(textSize: textSize), renderer: try renderer.get())
            return try LayoutRecord.read(rendering.solutionJSON, file: name)
        }
    }
}

/// The text engine (fonts, Pango) is made only when a side needs solving.
final class LazyRenderer {
    private var made: Renderer?
    func get() throws -> Renderer {
        if let made { return made }
        let r = try Renderer()
        made = r
        return r
    }
}
