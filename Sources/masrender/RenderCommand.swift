import ArgumentParser
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

    /// Largest picture drawn without complaint: per side and in all, after scale.
    static let maxPixelsPerSide = 16384
    static let maxPixels = 100_000_000

    @Argument(help: ArgumentHelp("The scene file (JSON).", valueName: "scene"))
    var scene: String

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the picture or the JSON.", valueName: "file"))
    var output: String

    @Option(help: "png, svg or json; by default the output's extension decides.")
    var format: OutputFormat?

    @Option(help: ArgumentHelp("Device pixels per point (e.g. 2 for @2x); overrides the scene's canvas scale.", valueName: "n"))
    var scale: Double?

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
        let document = try SceneDocument.load(path: scene)
        let scale = self.scale ?? document.canvas.scale
        let pixelWidth = Int((document.canvas.width * scale).rounded(.up))
        let pixelHeight = Int((document.canvas.height * scale).rounded(.up))
        if format != .json && (pixelWidth > Self.maxPixelsPerSide || pixelHeight > Self.maxPixelsPerSide || pixelWidth * pixelHeight > Self.maxPixels) {
            throw UserError("\(scene): the canvas is \(pixelWidth) × \(pixelHeight) pixels at scale \(formatScale(scale)); at most \(Self.maxPixelsPerSide) per side and \(Self.maxPixels / 1_000_000) million in all can be drawn")
        }
        let result = try document.makeViewTree().layout()
        let solutionJSON = SolutionEncoder.encode(result, scale: scale).serialized()
        switch format {
        case .json:
            try AtomicFile.write(solutionJSON, to: output)
        case .png:
            try AtomicFile.write(try Renderer().png(result, scale: scale), to: output)
        case .svg:
            try AtomicFile.write(Renderer().svg(result, scale: scale, title: scene, metadata: solutionJSON), to: output)
        }
    }

    private func formatScale(_ s: Double) -> String { s == s.rounded() ? String(Int(s)) : String(s) }
}
