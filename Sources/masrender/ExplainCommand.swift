import ArgumentParser
import ConsoleLog
import Render
import Scene

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say why a layout is broken: conflicts, unmet optional constraints, ambiguous views.",
        discussion: flowed("""
        Conflicts list the whole minimal conflicting set with the broken constraint marked, in
        Masonry's description format (SnapKit's for snapkit scenes), each with where it was
        written. Exit code 0, or 1 under --strict when any problem exists.

        With --log FILE (or --log - for standard input), explains an "Unable to simultaneously
        satisfy constraints" console log instead: every report in it, the minimal conflicting set
        (often smaller than the list printed), the constraint the framework broke, which
        constraints the framework made itself, and what usually fixes it.
        """))

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: ArgumentHelp("The scene file (JSON), a source file (.m, .swift), or a console log (.log, .txt; as --log).", valueName: "scene"), completion: .file(extensions: ["json", "m", "mm", "swift", "log", "txt"]))
    var scene: String?
    @Option(help: ArgumentHelp("Explain a console log (a file, or - for standard input) instead of a scene.", valueName: "file"), completion: .file(extensions: ["log", "txt"]))
    var log: String?
    @Option(help: ArgumentHelp("With --log: largest log read, in bytes.", valueName: "n"))
    var maxLogBytes: Int = LogLimitOptions.defaultMaxLogBytes
    @Option(help: "text (default) or json.")
    var format: Format = .text
    @Option(help: ArgumentHelp("The state to explain: 0, a step's number or name. Default: the last.", valueName: "n|name"))
    var step: String?
    @Flag(help: "Exit 1 when the layout has any problem.")
    var strict = false

    @OptionGroup
    var text: TextSizeOption

    @Option(name: .customLong("scene"), help: ArgumentHelp("For an Interface Builder file: the scene or top-level view to explain (default: the first).", valueName: "name"))
    var ibScene: String?

    @OptionGroup(title: "Source files (.m, .swift)")
    var source: SourceFileOptions
    @Option(help: ArgumentHelp("For a source file: the device whose screen is the root (default iPhone 15).", valueName: "device"), completion: .list(DevicePreset.all.map(\.name)))
    var device: String?

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if scene == nil && log == nil { throw ValidationError("Missing expected argument '<scene>' (or --log FILE)") }
        if scene != nil && log != nil { throw ValidationError("give a scene or --log FILE, not both") }
        if log != nil && step != nil { throw ValidationError("--step is for scenes; a log has no steps") }
    }

    func run() throws {
        // `explain FILE.log` is `explain --log FILE.log`.
        if let log = log ?? scene.flatMap({ InputKind.of(path: $0) == .consoleLog ? $0 : nil }) {
            let input = try LogInput(path: log, maxBytes: maxLogBytes, printWarnings: false, explaining: true)
            let report = LogReport(log: input.log, sourceName: input.name)
            switch format {
            case .text: print(report.text(), terminator: "")
            case .json: print(LogJSON.encode(report).serialized(), terminator: "")
            }
            // A report is a problem by definition.
            if strict { throw ExitCode(1) }
            return
        }
        guard let scene else { return }
        if InputKind.of(path: scene) == .interfaceBuilder {
            let rendering = try InterfaceBuilderRendering(path: scene, scene: ibScene, textSize: text.textSize, scale: nil, overlay: nil, theme: nil,
                                                          pictureLimits: limits.picture, maxBytes: limits.scene.fileBytes, strict: false,
                                                          renderer: try Renderer())
            let explanation = Explanation(result: rendering.result)
            switch format {
            case .text: print(explanation.text(scene: rendering.name) + rendering.agreementText, terminator: "")
            case .json: print(rendering.agreementJSON(explanation.json).serialized(), terminator: "")
            }
            if strict && explanation.problemCount > 0 { throw ExitCode(1) }
            return
        }
        if case .source = InputKind.of(path: scene) {
            var options = try source.options(device: device, file: scene, maxBytes: limits.scene.fileBytes)
            options.maxViews = limits.scene.views
            if let size = text.textSize { options.contentSizeCategory = size }
            let renderer = try Renderer()
            if step != nil { options.state = 0 }
            var rendering = try SourceRendering(path: scene, options: options, render: RenderOptions(scale: 2), pictureLimits: limits.picture,
                                                strict: false, maxBytes: limits.scene.fileBytes, renderer: renderer, quiet: step != nil)
            if let step {
                // The state asked for, by name or number, as `masrender FILE --step` draws it,
                // with its own warnings.
                options.state = try rendering.state(named: step)
                rendering = try SourceRendering(path: scene, options: options, render: RenderOptions(scale: 2), pictureLimits: limits.picture,
                                                strict: false, maxBytes: limits.scene.fileBytes, renderer: renderer)
            }
            let explanation = Explanation(result: rendering.result, fromProject: rendering.layout.fromProject)
            switch format {
            case .text: print(explanation.text(scene: rendering.name), terminator: "")
            case .json: print(explanation.json.serialized(), terminator: "")
            }
            if strict && explanation.problemCount > 0 { throw ExitCode(1) }
            return
        }
        try source.refuseForScene(scene)
        var document = try InputKind.loadScene(path: scene, limits: limits.scene)
        if let size = text.textSize { document.canvas.textSize = size }
        try SceneRendering.sayWarnings(of: document, path: scene, strict: false)
        var state: Int?
        if let step {
            guard let s = document.state(named: step) else { throw UserError("\(scene): no step \"\(step)\"") }
            state = s
        }
        let rendering = try SceneRendering(document: document, path: scene,
                                           overrides: .init(pictureLimits: limits.picture, sceneLimits: limits.scene),
                                           state: state, renderer: try Renderer())
        let explanation = Explanation(result: rendering.result)
        switch format {
        case .text: print(explanation.text(scene: scene), terminator: "")
        case .json: print(explanation.json.serialized(), terminator: "")
        }
        if strict && explanation.problemCount > 0 { throw ExitCode(1) }
    }
}
