import ArgumentParser
import Goldens
import PNGCodec
import Render
import Layout
import Scene
#if canImport(Glibc)
import Glibc
#endif

struct Masrender: ParsableCommand {
    static let version = "masrender 0.1.0"
    /// The subcommands' names, known without building their configurations (help texts and
    /// all): a mistyped command is caught before ArgumentParser starts. A test holds this list
    /// to the configurations.
    static let commandNames = ["render", "explain", "audit", "log", "diff", "diff-layout", "check", "gallery"]
    static let configuration = CommandConfiguration(
        commandName: "masrender",
        abstract: "See Auto Layout: solve Masonry/SnapKit layouts and draw them, with what is wrong.",
        discussion: "Run 'masrender help <command>' for a command's options. Exit codes: 0 success, 1 problems or differences found, 2 bad input or usage.",
        version: version,
        subcommands: [RenderCommand.self, ExplainCommand.self, AuditCommand.self, LogCommand.self, DiffCommand.self, DiffLayoutCommand.self, CheckCommand.self, GalleryCommand.self],
        defaultSubcommand: RenderCommand.self)
}

func fail(_ message: String) -> Never {
    let line = Array("masrender: \(message)\n".utf8)
    _ = line.withUnsafeBytes { Glibc.write(2, $0.baseAddress, $0.count) }
    exit(2)
}

/// A first argument that is neither a command, an option nor a file is a mistyped command
/// (`masrender chek scenes …` used to be read as a render of a scene called "chek").
func checkCommandName(_ arguments: [String]) {
    let commands = Masrender.commandNames + ["help"]
    var args = arguments
    if args.first == "help", args.count > 1 { args.removeFirst() }
    guard let first = args.first, !first.hasPrefix("-"), !commands.contains(first),
          !first.contains("."), !first.contains("/"), access(first, F_OK) != 0 else { return }
    let guess = closestMatch(to: first, in: commands).map { "; did you mean '\($0)'?" } ?? ""
    fail("unknown command '\(first)'\(guess) (commands: \(commands.filter { $0 != "help" }.joined(separator: ", ")); a scene, log or source file names its extension)")
}

// `--version` answers before ArgumentParser, whose reflection over every command is most of a
// start-up's own work.
if CommandLine.arguments.count == 2 && CommandLine.arguments[1] == "--version" {
    print(Masrender.version)
    exit(0)
}

checkCommandName(Array(CommandLine.arguments.dropFirst()))

// `masrender` alone, and `masrender --help`: the overview and the default command's options
// (render's), which is what a usage error points to.
if CommandLine.arguments.count == 1 || ["--help", "-h"].contains(CommandLine.arguments.dropFirst().first ?? "") && CommandLine.arguments.count == 2 {
    print(Masrender.helpMessage())
    print("\nThe default command, render (masrender SCENE -o OUT is masrender render SCENE -o OUT):\n")
    print(RenderCommand.helpMessage())
    exit(0)
}

// A render (the default command) or a log's picture needs Cairo, Pango and the fonts: they
// load on a second thread while ArgumentParser and the input are read.
if let first = CommandLine.arguments.dropFirst().first,
   ["render", "log"].contains(first) || !(first.hasPrefix("-") || Masrender.commandNames.contains(first) || first == "help") {
    RendererAhead.start()
}

do {
    var command = try Masrender.parseAsRoot()
    try command.run()
} catch let code as ExitCode {
    exit(code.rawValue)
} catch let error as UserError {
    fail(error.description)
} catch let error as FileError {
    fail(error.description)
} catch let error as SceneError {
    fail(error.description)
} catch let error as ChainMisuse {
    fail(error.description)
} catch let error as LayoutError {
    fail(error.description)
} catch let error as TextEngine.Unavailable {
    fail(error.description)
} catch let error as PNGError {
    fail(error.description)
} catch let error as PaintError {
    fail(error.description)
} catch {
    let code = Masrender.exitCode(for: error)
    if code == .success || code == ExitCode(1) { Masrender.exit(withError: error) }
    fail(Masrender.message(for: error) + " (see 'masrender --help')")
}

extension RecordMode: ExpressibleByArgument {}
