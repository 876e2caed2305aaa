import ArgumentParser
import Goldens
import Layout
import Render
import Scene

struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Solve a scene and draw it to PNG or SVG, or write its solved frames as JSON.",
        discussion: """
        Examples:
          masrender Fixtures/scenes/basic.json -o basic.png
          masrender scene.json -o scene.svg --scale 3
          masrender scene.json -o frames.json
        """)

    @Argument(help: ArgumentHelp("The scene file (JSON).", valueName: "scene"))
    var scene: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the picture or the JSON.", valueName: "file"))
    var output: String

    @Option(help: "png, svg or json; by default the output's extension decides.")
    var format: OutputFormat?

    @Option(help: ArgumentHelp("Device pixels per point (e.g. 2 for @2x); overrides the scene's canvas scale.", valueName: "n"))
    var scale: Double?

    @Flag(help: "Exit 1 (after writing the output) when the layout has any problem; see 'masrender explain'.")
    var strict = false

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
        let scene = try SceneRendering(path: self.scene, scale: scale)
        switch format {
        case .json: try AtomicFile.write(scene.solutionJSON, to: output)
        case .png: try AtomicFile.write(try scene.png(with: Renderer()), to: output)
        case .svg: try AtomicFile.write(try scene.svg(with: Renderer()), to: output)
        }
        let problems = Explanation(result: scene.result).problemCount
        if strict && problems > 0 {
            printToStandardError("masrender: \(self.scene): \(problems) layout problem\(problems == 1 ? "" : "s"); see masrender explain \(self.scene)")
            throw ExitCode(1)
        }
    }
}
