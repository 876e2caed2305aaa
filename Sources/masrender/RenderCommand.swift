import ArgumentParser
import Goldens
import Layout
import Render
import Scene

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Solve a scene and draw it to PNG or SVG, or write its solved frames as JSON.",
        discussion: flowed("""
        Examples:
          masrender Fixtures/scenes/basic.json -o basic.png
          masrender scene.json -o scene.svg --scale 3
          masrender scene.json -o frames.json
          masrender scene.json -o phone.png --device "iPhone 15 landscape" --overlay problems --theme dark
        """))

    @Argument(help: ArgumentHelp("The scene file (JSON), a source file (.m, .swift) read as written, or a console log (.log, .txt) drawn as 'masrender log' draws it.", valueName: "scene"), completion: .file(extensions: ["json", "m", "mm", "swift", "log", "txt"]))
    var scene: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the picture or the JSON.", valueName: "file"), completion: .file(extensions: ["png", "svg", "json"]))
    var output: String

    @Option(help: "png, svg or json; by default the output's extension decides.")
    var format: OutputFormat?

    @Option(help: ArgumentHelp("Device pixels per point (e.g. 2 for @2x); overrides the scene's canvas scale.", valueName: "n"))
    var scale: Double?

    @Option(help: ArgumentHelp("Draw the scene on this device's screen (size, scale, safe area), e.g. \"iPhone 15 landscape\"; overrides the scene's canvas.", valueName: "device"),
            completion: .list(DevicePreset.all.flatMap { [$0.name, $0.name + " landscape"] }))
    var device: String?

    @Option(help: ArgumentHelp("What to draw over the views: all (constraints and problems), problems, frames (outlines and keys) or none; overrides the scene's canvas overlay (default all).", valueName: "overlay"))
    var overlay: Overlay?

    @Option(help: ArgumentHelp("light or dark; overrides the scene's canvas theme (default light).", valueName: "theme"))
    var theme: Theme?

    @Option(help: ArgumentHelp("The state to draw: 0 (before any step), a step's number or its name. Default: the last.", valueName: "n|name"))
    var step: String?

    @Flag(help: "Write every state, to OUT with the state's name before the extension (out.0.png, out.grown.png, …).")
    var allSteps = false

    @Flag(help: "Exit 1 (after writing the output) when the layout has any problem; see 'masrender explain'.")
    var strict = false

    @OptionGroup
    var text: TextSizeOption

    @Option(name: .customLong("scene"), help: ArgumentHelp("For an Interface Builder file: the scene or top-level view to draw, by its class, storyboard identifier, label or id (default: the first).", valueName: "name"))
    var ibScene: String?

    @Flag(name: .customLong("all-scenes"), help: "For an Interface Builder file: draw every scene or top-level view, each to OUT with its name before the extension.")
    var allScenes = false

    @OptionGroup(title: "Source files (.m, .swift)")
    var source: SourceFileOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if let scale, !(scale >= 0.25 && scale <= 8) {
            throw ValidationError("--scale must be between 0.25 and 8")
        }
    }

    func run() throws {
        let format = try self.format ?? OutputFormat.from(path: output)
        if AtomicFile.sameFile(scene, output) {
            throw UserError("\(output): the output would overwrite the scene file")
        }
        if step != nil && allSteps { throw UserError("--step and --all-steps do not go together") }
        let kind = InputKind.of(path: scene)
        if kind == .consoleLog {
            // A console log: drawn as `masrender log` draws it (its first report). What only a
            // scene or a source file takes is refused, not ignored.
            let given = [("--device", device != nil), ("--step", step != nil), ("--all-steps", allSteps), ("--strict", strict),
                         ("--text-size", text.textSize != nil)]
                .filter(\.1).map(\.0) + source.given
            if !given.isEmpty {
                throw UserError("\(scene): \(given.joined(separator: ", ")) \(given.count == 1 ? "does" : "do") not apply to a console log (masrender log takes --report, --scale, --overlay and --theme)")
            }
            try LogCommand.draw(log: scene, output: output, format: format, report: nil,
                                options: RenderOptions(scale: scale ?? 2, overlay: overlay ?? .all, theme: theme ?? .light),
                                maxLogBytes: LogLimitOptions.defaultMaxLogBytes, pictureLimits: limits.picture)
            return
        }
        if kind == .interfaceBuilder {
            let given = [("--device", device != nil), ("--step", step != nil), ("--all-steps", allSteps)].filter(\.1).map(\.0) + source.given
            if !given.isEmpty {
                throw UserError("\(scene): \(given.joined(separator: ", ")) \(given.count == 1 ? "does" : "do") not apply to an Interface Builder file (it is drawn on its design device; --scene picks what to draw)")
            }
            if allScenes && ibScene != nil { throw UserError("--scene and --all-scenes do not go together") }
            let renderer = try RendererAhead.take()
            let first = try InterfaceBuilderRendering(path: scene, scene: ibScene, textSize: text.textSize, scale: scale, overlay: overlay,
                                                      theme: theme, pictureLimits: limits.picture, maxBytes: limits.scene.fileBytes,
                                                      strict: strict, renderer: renderer, quiet: allScenes)
            var renderings = [(first, allScenes ? Self.path(output, inserting: Self.fileSafe(first.layout.drawn)) : output)]
            if allScenes {
                for other in first.layout.others {
                    let r = try InterfaceBuilderRendering(path: scene, scene: other, textSize: text.textSize, scale: scale, overlay: overlay,
                                                          theme: theme, pictureLimits: limits.picture, maxBytes: limits.scene.fileBytes,
                                                          strict: strict, renderer: renderer, quiet: true)
                    renderings.append((r, Self.path(output, inserting: Self.fileSafe(other))))
                }
            }
            var problems = 0
            for (rendering, path) in renderings {
                try rendering.write(format, to: path)
                problems += Explanation(result: rendering.result).problemCount
            }
            let rendering = first
            if strict && problems > 0 {
                printToStandardError("masrender: \(rendering.name): \(problems) layout problem\(problems == 1 ? "" : "s"); see masrender explain \(scene)")
                throw ExitCode(1)
            }
            return
        }
        if ibScene != nil || allScenes { throw UserError("\(scene): \(allScenes ? "--all-scenes" : "--scene") applies to Interface Builder files (.xib, .storyboard)") }
        if case .source = kind {
            // A .m or .swift file, read as written: the set-up, or the states after the methods
            // nothing at set-up calls (--step, --all-steps).
            var options = try source.options(device: device, file: scene, maxBytes: limits.scene.fileBytes)
            options.maxViews = limits.scene.views
            if let size = text.textSize { options.contentSizeCategory = size }
            // The device's own pixels per point when one is named (an iPhone 15 is @3x), as a
            // scene's device gives its canvas; @2x otherwise.
            let render = RenderOptions(scale: scale ?? (device != nil ? options.scale : 2), overlay: overlay ?? .all, theme: theme ?? .light)
            let renderer = try RendererAhead.take()
            // With --step or --all-steps the set-up is read first, as asked; its warnings are said
            // with --all-steps, the step's own with --step.
            if step != nil || allSteps { options.state = 0 }
            let first = try SourceRendering(path: scene, options: options, render: render, pictureLimits: limits.picture,
                                            strict: strict, maxBytes: limits.scene.fileBytes, renderer: renderer, quiet: step != nil)
            let names = first.layout.stateNames
            var states: [(Int?, String)] = [(nil, output)]
            if let step {
                states = [(try first.state(named: step), output)]
            } else if allSteps {
                states = names.indices.map { ($0, Self.path(output, inserting: names[$0])) }
            }
            var problems = 0
            let firstState = options.state
            for (state, path) in states {
                options.state = state
                let rendering = state == firstState && step == nil ? first
                    : try SourceRendering(path: scene, options: options, render: render, pictureLimits: limits.picture,
                                          strict: strict, maxBytes: limits.scene.fileBytes, renderer: renderer, quiet: step == nil)
                try rendering.write(format, to: path)
                problems += Explanation(result: rendering.result).problemCount
            }
            if strict && problems > 0 {
                printToStandardError("masrender: \(first.name): \(problems) layout problem\(problems == 1 ? "" : "s"); see masrender explain \(self.scene)")
                throw ExitCode(1)
            }
            return
        }
        try source.refuseForScene(scene)
        var document = try InputKind.loadScene(path: scene, limits: limits.scene)
        try SceneRendering.sayWarnings(of: document, path: scene, strict: strict)
        if let device {
            guard let (preset, landscape) = DevicePreset.lookup(device) else {
                let names = DevicePreset.all.map(\.name)
                let guess = closestMatch(to: device, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw UserError("--device: unknown device \"\(device)\"\(guess); known devices: \(names.joined(separator: ", ")), each optionally followed by \" landscape\"")
            }
            document.canvas.use(preset, landscape: landscape)
        }
        if let size = text.textSize { document.canvas.textSize = size }
        var states: [(Int?, String)] = [(nil, output)]
        if let step {
            guard let state = document.state(named: step) else {
                let names = (0..<document.stateCount).map(document.stateName)
                throw UserError("\(scene): no step \"\(step)\"; the states are \(names.joined(separator: ", "))")
            }
            states = [(state, output)]
        } else if allSteps {
            states = (0..<document.stateCount).map { ($0, Self.path(output, inserting: document.stateName($0))) }
        }
        var problems = 0
        let renderer = try RendererAhead.take()
        for (state, path) in states {
            let rendering = try SceneRendering(document: document, path: scene,
                                           overrides: .init(scale: scale, overlay: overlay, theme: theme,
                                                            pictureLimits: limits.picture, sceneLimits: limits.scene), state: state,
                                           renderer: renderer)
            try rendering.write(format, to: path)
            problems += Explanation(result: rendering.result).problemCount
        }
        if strict && problems > 0 {
            printToStandardError("masrender: \(self.scene): \(problems) layout problem\(problems == 1 ? "" : "s"); see masrender explain \(self.scene)")
            throw ExitCode(1)
        }
    }

    /// A scene's name as part of a file name: letters, digits, - and _ kept, the rest _.
    static func fileSafe(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }

    /// out.png + grown → out.grown.png
    static func path(_ output: String, inserting name: String) -> String {
        let slash = output.lastIndex(of: "/")
        if let dot = output.lastIndex(of: "."), slash.map({ dot > $0 }) ?? true {
            return String(output[..<dot]) + "." + name + String(output[dot...])
        }
        return output + "." + name
    }
}
