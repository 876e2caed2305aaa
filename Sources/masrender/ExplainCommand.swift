import ArgumentParser
import Render
import Scene

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Say why a layout is broken: conflicts, unmet optional constraints, ambiguous views.",
        discussion: """
        Conflicts list the whole minimal conflicting set with the broken constraint marked, in
        Masonry's description format (SnapKit's for snapkit scenes), each with where it was
        written. Exit code 0, or 1 under --strict when any problem exists.
        """)

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Argument(help: ArgumentHelp("The scene file (JSON).", valueName: "scene"))
    var scene: String
    @Option(help: "text (default) or json.")
    var format: Format = .text
    @Option(help: ArgumentHelp("The state to explain: 0, a step's number or name. Default: the last.", valueName: "n|name"))
    var step: String?
    @Flag(help: "Exit 1 when the layout has any problem.")
    var strict = false

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func run() throws {
        let document = try SceneDocument.load(path: scene, limits: limits.scene)
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
