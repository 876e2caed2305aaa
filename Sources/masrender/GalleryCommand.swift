import ArgumentParser
import Gallery
import Goldens
import Layout
import PNGCodec
import Render
import Scene

struct GalleryCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "gallery",
        abstract: "List the gallery of Masonry's example layouts written in Swift, or draw one.",
        discussion: flowed("""
        Each layout is a Swift file in Sources/Gallery using the chain DSL; the same layout is
        Fixtures/scenes/gallery-NAME.json as a scene.

        Examples:
          masrender gallery
          masrender gallery basic -o basic.png
          masrender gallery update --step grown -o grown.svg
          masrender gallery remake --all-steps -o remake.png
        """))

    @Argument(help: ArgumentHelp("The layout to draw; without it, the list.", valueName: "name"),
              completion: .list(Gallery.layouts.map(\.name)))
    var name: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Where to write the picture or the JSON.", valueName: "file"))
    var output: String?

    @Option(help: "png, svg or json; by default the output's extension decides.")
    var format: OutputFormat?

    @OptionGroup
    var picture: PictureOptions

    @OptionGroup
    var text: TextSizeOption

    @Option(help: ArgumentHelp("The state to draw: 0, a number or a state's name. Default: the last.", valueName: "n|name"))
    var step: String?

    @Flag(help: "Write every state, to OUT with the state's name before the extension.")
    var allSteps = false

    @Flag(help: "Exit 1 (after writing) when the layout has any problem.")
    var strict = false

    func validate() throws {
        if name != nil && output == nil { throw ValidationError("name an output file with -o") }
        if name == nil && output != nil { throw ValidationError("name a layout to draw (masrender gallery lists them)") }
    }

    func run() throws {
        guard let name else {
            for layout in Gallery.layouts {
                let states = layout.states.count > 1 ? "  (states: \(layout.states.joined(separator: ", ")))" : ""
                print(layout.name.padded(to: 20) + layout.title + states)
            }
            return
        }
        guard let layout = Gallery.layout(named: name), let output else {
            let names = Gallery.layouts.map(\.name)
            let suggestion = closestMatch(to: name, in: names).map { "; did you mean \"\($0)\"?" } ?? ""
            throw UserError("no gallery layout \"\(name)\"\(suggestion) (masrender gallery lists them)")
        }
        let format = try self.format ?? OutputFormat.from(path: output)
        if step != nil && allSteps { throw UserError("--step and --all-steps do not go together") }
        var states: [(Int?, String)] = [(nil, output)]
        if let step {
            guard let state = layout.state(named: step) else {
                throw UserError("gallery \(name): no state \"\(step)\"; the states are \(layout.states.joined(separator: ", "))")
            }
            states = [(state, output)]
        } else if allSteps {
            states = layout.states.indices.map { ($0, RenderCommand.path(output, inserting: layout.states[$0])) }
        }
        let renderer = try Renderer()
        let options = picture.renderOptions
        var problems = 0
        for (state, path) in states {
            let root = try layout.makeView(state: state)
            if let size = text.textSize { root.contentSizeCategory = size }
            let result = try root.layout(text: renderer.text)
            switch format {
            case .json: try AtomicFile.write(SolutionEncoder.encode(result, scale: options.scale).serialized(), to: path)
            case .png: try AtomicFile.write(try renderer.png(result, options: options), to: path)
            case .svg:
                let metadata = SolutionEncoder.encode(result, scale: options.scale).serialized()
                try AtomicFile.write(renderer.svg(result, options: options, title: "gallery \(name)", metadata: metadata), to: path)
            }
            problems += Explanation(result: result).problemCount
        }
        if strict && problems > 0 {
            printToStandardError("masrender: gallery \(name): \(problems) layout problem\(problems == 1 ? "" : "s")")
            throw ExitCode(1)
        }
    }
}
