import Layout

/// A scene's "code": a whole pasted method (or several, or a class) in Objective-C or Swift,
/// read as a source file is — its views, hierarchy, constants and every constraint call — on
/// the scene's canvas, with the scene's "constants" as the values only the running app knows.
/// Places in the code are reported where they stand in the scene file.
public struct SceneCode: Sendable {
    public var text: String
    public var language: SourceLanguage
    /// The JSON strings the code was written in: one (lines joined by `\n`) or one per line.
    let strings: [JSONNode]
    /// Named numbers from the scene's "constants".
    var values: [String: Double]
    /// What reads the code (SceneDocument.decode's `codeReader`).
    let reader: any SourceCodeReader
    /// Read once when the scene is decoded: the states the code has (`0`, then each method
    /// nothing at set-up calls) and what was not read, at places in the scene file.
    public internal(set) var stateNames: [String] = ["0"]
    public internal(set) var warnings: [SourceWarning] = []

    /// Where a place in the code stands in the scene file.
    var placeInFile: @Sendable (SourceLocation) -> SourceLocation {
        let strings = strings
        if strings.count == 1 {
            // One string: lines are `\n` escapes inside it, so a place is an offset in the string.
            let starts = LineMap(Array(text.unicodeScalars)).starts
            return { place in
                let line = min(max(place.line, 1), starts.count)
                return strings[0].location(ofStringOffset: starts[line - 1] + place.column - 1)
            }
        }
        return { place in
            let line = min(max(place.line, 1), strings.count)
            return strings[line - 1].location(ofStringOffset: place.column - 1)
        }
    }

    /// The options a source file would be read with, from the scene's canvas.
    func options(canvas: CanvasSpec, state: Int) -> SourceOptions {
        var o = SourceOptions()
        o.width = canvas.width
        o.height = canvas.height
        o.explicitHeight = true
        o.safeArea = canvas.safeArea
        o.scale = canvas.scale
        o.contentSizeCategory = canvas.textSize
        o.values = values
        o.state = state
        o.placeInFile = placeInFile
        o.valuesInScene = true
        return o
    }

    /// Objective-C when the code has its marks (`[x mas_makeConstraints:`, `^(`, `@implementation`,
    /// `- (void)`, `;` ending lines), else Swift.
    static func language(of text: String) -> SourceLanguage {
        guard let tokens = try? ChainLexer(text, tolerant: true).tokens() else { return .swift }
        for (i, t) in tokens.enumerated() {
            switch t.kind {
            case .identifier(let w) where ["implementation", "interface", "property"].contains(w) && i > 0 && tokens[i - 1].isPunctuation("@"):
                return .objectiveC
            case .punctuation("^"): return .objectiveC
            case .punctuation("-") where t.afterNewline || i == 0:
                if i + 1 < tokens.count, tokens[i + 1].isPunctuation("(") { return .objectiveC }
            case .identifier(let w) where w.hasPrefix("mas_") && i + 1 < tokens.count && tokens[i + 1].isPunctuation(":"):
                return .objectiveC
            default: break
            }
        }
        return .swift
    }

    /// The view tree the code builds, in `state`.
    func makeViewTree(canvas: CanvasSpec, state: Int, file: String, text measurer: (any TextMeasuring)?) throws(SceneError) -> View {
        let layout = try reader.read(text, file: file, language: language, options: options(canvas: canvas, state: state), measuring: measurer)
        let root = layout.root
        root.backgroundColor = canvas.background
        if let m = canvas.margins { root.layoutMargins = m }
        root.isRightToLeft = canvas.direction == .rtl
        return root
    }
}

extension SceneDecoder {
    static let codeLanguages: [String: SourceLanguage] = ["objective-c": .objectiveC, "objc": .objectiveC, "swift": .swift]

    /// "code": a string or a list of lines; with it, "views", "groups", "steps" and "names" come
    /// from the code and cannot be given.
    func decodeCode(_ scene: ObjectReader, canvas: CanvasSpec, constants: [String: Double], dialect: Dialect?) throws(SceneError) -> SceneCode? {
        guard let node = scene.node("code") else {
            if let language = scene.node("language") { throw scene.fail(language, "\"language\" goes with \"code\", which this scene does not have") }
            return nil
        }
        for key in ["views", "groups", "steps", "names"] {
            if let other = scene.member(key) {
                throw SceneError(file: file, location: other.keyLocation,
                                 message: "\"\(key)\" and \"code\" do not go together: a scene with \"code\" takes its views and their constraints from the code")
            }
        }
        var strings: [JSONNode] = []
        switch node.value {
        case .string: strings = [node]
        case .array(let items):
            for item in items {
                guard case .string = item.value else { throw scene.fail(item, "each line of \"code\" must be a string, not \(item.typeName)") }
                strings.append(item)
            }
        default:
            throw scene.fail(node, "\"code\" must be a string of Objective-C or Swift code, or a list of its lines, not \(node.typeName)")
        }
        let text = strings.map { if case .string(let s) = $0.value { return s } else { return "" } }.joined(separator: "\n")
        guard text.contains(where: { !$0.isWhitespace }) else { throw scene.fail(node, "\"code\" is empty; expected a method such as viewDidLoad with its constraint calls") }
        guard let reader = codeReader else { throw scene.fail(node, "\"code\" is read by masrender's source reader, which this program does not have; give \"views\" instead") }
        var language = SceneCode.language(of: text)
        if let name = try scene.string("language") {
            guard let given = Self.codeLanguages[name.lowercased()] else {
                throw scene.fail(scene.node("language")!, "\"language\" must be \"objective-c\" or \"swift\", not \"\(name)\"")
            }
            language = given
        }
        var code = SceneCode(text: text, language: language, strings: strings, values: constants, reader: reader)
        // A "dialect" given must be the library the code calls: the inset rule follows the call.
        if let dialect, let tokens = try? ChainLexer(text, tolerant: true).tokens(),
           let other = ChainText.dialectMarks(tokens).first(where: { $0.dialect != dialect }) {
            let place = code.placeInFile(LineMap(Array(text.unicodeScalars)).location(other.offset))
            throw SceneError(file: file, location: place,
                             message: "\"\(other.word)\" is \(other.dialect == .snapkit ? "SnapKit's" : "Masonry's"), but the scene's \"dialect\" is \"\(dialect.rawValue)\"; in a scene with \"code\" each call decides, so leave \"dialect\" out")
        }
        let read = try reader.read(text, file: file, language: language, options: code.options(canvas: canvas, state: 0), measuring: nil)
        code.stateNames = read.stateNames
        code.warnings = read.warnings
        return code
    }
}
