import Layout
import Scene
import SourceProgram

/// What an input file is, decided in one place for every command (render, explain, check and
/// diff-layout): by its extension, as a user names it. Each kind has its reader — a scene
/// `SceneRendering`, a source file `SourceRendering`, a console log `LogRendering` — and the
/// commands switch over the kind, never over the extension.
enum InputKind: Equatable, Sendable {
    /// A scene in JSON (`.json`, and any name no other kind claims: the JSON reader then says
    /// what it expected).
    case scene
    /// An Objective-C (`.m`, `.mm`, `.h`) or Swift (`.swift`) file read as written.
    case source(SourceLanguage)
    /// An Auto Layout console log (`.log`, `.txt`).
    case consoleLog
    /// An Interface Builder document (`.xib`, `.storyboard`).
    case interfaceBuilder

    /// Each kind's extensions, with whether `check` collects them from a folder it is given: a
    /// header holds declarations another file's drawing needs (`--include`), and a `.txt` in a
    /// folder of goldens is as likely a note as a log, so both are read only when named.
    static let extensions: [(suffix: String, kind: InputKind, inFolders: Bool)] = [
        (".json", .scene, true),
        (".log", .consoleLog, true), (".txt", .consoleLog, false),
        (".swift", .source(.swift), true), (".m", .source(.objectiveC), true), (".mm", .source(.objectiveC), true),
        (".h", .source(.objectiveC), false),
        (".xib", .interfaceBuilder, true), (".storyboard", .interfaceBuilder, true),
    ]

    static func entry(_ path: String) -> (suffix: String, kind: InputKind, inFolders: Bool)? {
        let lower = path.lowercased()
        return extensions.first { lower.hasSuffix($0.suffix) }
    }

    static func of(path: String) -> InputKind { entry(path)?.kind ?? .scene }

    /// Whether `check` takes the file when it finds it in a folder.
    static func isCollected(_ file: String) -> Bool { entry(file)?.inFolders ?? false }

    /// The golden's name: a scene's or log's without its extension, a source file's with it
    /// (`LoginView.m` → `LoginView.m.png`), so a .m and a .swift of one name do not share one.
    static func goldenName(_ file: String) -> String {
        guard let e = entry(file) else { return file }
        switch e.kind {
        case .scene, .consoleLog: return String(file.dropLast(e.suffix.count))
        case .source, .interfaceBuilder: return file
        }
    }

    /// The one reader of Objective-C and Swift code: a source file's, and a scene's "code".
    static let codeReader = ProgramCodeReader()

    /// A scene file, its "code" read by `codeReader`.
    static func loadScene(path: String, limits: SceneLimits = SceneLimits()) throws(SceneError) -> SceneDocument {
        try SceneDocument.load(path: path, limits: limits, codeReader: codeReader)
    }

    static func decodeScene(_ text: String, file: String) throws(SceneError) -> SceneDocument {
        try SceneDocument.decode(text, file: file, codeReader: codeReader)
    }

    /// A source file's text read into a view tree.
    static func readSource(_ text: String, file: String, options: SourceOptions, measuring measurer: (any TextMeasuring)?) throws(SceneError) -> SourceLayout {
        try ProgramReader.read(text, file: file, options: options, measuring: measurer)
    }
}
