import Layout
import Scene
import SourceSyntax

/// Reads a `.m` or `.swift` file as a program (issue 29): the code model (SourceSyntax), then
/// the drawn class's set-up path run by the interpreter, then the view tree. The token-pattern
/// reader (Scene's SourceReader) stays the default until this one does everything it does;
/// `MASRENDER_READER=program` chooses this one.
public enum ProgramReader {
    /// `measurer` measures text fields' text for their intrinsic sizes (labels are measured when
    /// the tree is laid out).
    public static func read(_ text: String, file: String, options: SourceOptions = SourceOptions(),
                            measuring measurer: (any TextMeasuring)? = nil) throws(SceneError) -> SourceLayout {
        guard let language = SourceLanguage.of(path: file) else {
            throw SceneError(file: file, location: nil, message: "not a source file: name it .m, .mm or .swift")
        }
        let source = SourceText(name: file, text: text)
        var macros: [String: Macro] = [:]
        var included: [SourceFileSyntax] = []
        for include in options.includes {
            // `--include` files and the project's (a prefix header, imported headers, the module's
            // Swift files): their macros, constants and types come before the file's own.
            let includeLanguage = SourceLanguage.of(path: include.name) ?? language
            let includeText = SourceText(name: include.name, text: include.text)
            if includeLanguage == .objectiveC { macros = SourceParser.macros(of: includeText, values: options.values, after: macros) }
            included.append(SourceParser.parse(includeText, language: includeLanguage, values: options.values, macros: macros))
        }
        let syntax = SourceParser.parse(source, language: language, values: options.values, macros: macros)
        var classes = ClassTable(syntax)
        for file in included { classes.addIncluded(file) }
        let drawn = try drawnClass(classes, syntax: syntax, file: file, options: options)
        let role = drawn.map(ClassRole.of) ?? ClassRole.of(statements: syntax, source: source)
        // The screen is the canvas, as the token reader takes it (SceneDecoder.screenConstants).
        let interpreter = Interpreter(source: source, language: language, classes: classes, values: options.values,
                                      screen: Size(width: options.width, height: options.height ?? options.width), safeArea: options.safeArea)
        interpreter.scale = options.scale
        interpreter.contentSizeCategory = options.contentSizeCategory
        interpreter.valuesInScene = options.valuesInScene
        defer { interpreter.tearDown() }
        interpreter.role = role
        interpreter.hasNotch = options.device.hasNotch
        interpreter.deviceName = options.device.name
        for d in syntax.diagnostics {
            switch d.kind {
            case .unreadable, .buildDecided, .strayDirective, .unterminatedConditional, .macroTooLarge, .nestedTooDeep, .endsInsideBraces:
                interpreter.warn(d.range, d.message)
            }
        }
        interpreter.maxViews = options.maxViews
        interpreter.fileMacros = Set(syntax.macros.map(\.name))
        interpreter.runSetUp(drawn, fileStatements: syntax.statements)
        // Steps: methods that change constraints which nothing at set-up runs (a button's action,
        // `keyboardWillShow:`, `updateUI()`), each a later state; `--step` runs them up to it.
        let steps = drawn.map { interpreter.steps(of: $0) } ?? []
        let stateNames = ["0"] + steps.map(\.name)
        var state = options.state ?? 0
        guard state < stateNames.count else {
            throw SceneError(file: file, location: nil, message: "no step \(state); the states are \(stateNames.joined(separator: ", "))")
        }
        for step in steps.prefix(state) { interpreter.run(step, range: drawn?.range ?? .none) }
        var drawnAfter: String?
        if options.state == nil, interpreter.events.isEmpty {
            // A set-up that lays nothing out (a cell the app configures): drawn after the first
            // step that does, said.
            for (k, step) in steps.enumerated() {
                interpreter.run(step, range: drawn?.range ?? .none)
                guard !interpreter.events.isEmpty else { continue }
                state = k + 1
                let setUp = interpreter.setUpRan.isEmpty ? "the set-up" : "the set-up (\(interpreter.setUpRan.joined(separator: ", ")))"
                let what = step.isObserver ? "\(step.name)'s didSet, the first code that does, which runs when the app sets \(step.name)"
                    : "\(step.name), the first method that does, which nothing in this file calls"
                drawnAfter = "\(setUp) makes no constraints; drawn after \(what) (the app does; --step 0 draws the set-up alone\(steps.count > 1 ? ", --all-steps every state" : ""))"
                break
            }
        }
        if interpreter.views.count > options.maxViews {
            throw SceneError(file: file, location: nil, message: "more than \(options.maxViews) views (--max-views)")
        }
        let fits = role == .cell && (options.height == nil || !options.explicitHeight)
        var materializer = Materializer(interpreter, width: options.width, height: fits ? 0 : options.height ?? 852, scale: options.scale,
                                        contentSizeCategory: options.contentSizeCategory)
        materializer.measurer = measurer
        let root = materializer.build()
        if interpreter.events.isEmpty, steps.isEmpty {
            throw SceneError(file: file, location: nil, message: "\(drawn.map { "class \($0.name)" } ?? "the file") has no mas_makeConstraints or snp.makeConstraints call")
        }
        var warnings = (interpreter.warnings + interpreter.takenWarnings(valuesInScene: options.valuesInScene)).sorted { $0.range.start < $1.range.start }.map {
            SourceWarning(source.location(of: $0.range.start), $0.message)
        }
        if let drawnAfter { warnings.insert(SourceWarning(SourceLocation(line: 1, column: 1), drawnAfter), at: 0) }
        for later in interpreter.placedLater(steps.dropFirst(state), drawn: Set(materializer.byObject.keys), range: drawn?.range ?? .none) {
            warnings.append(SourceWarning(source.location(of: later.range.start), later.message))
        }
        let readMethods = drawn.map { type in type.allMethods } ?? Array(classes.functions.values)
        if let lines = interpreter.unreadLines(readMethods, steps: steps) {
            let at = drawn?.range.start ?? readMethods.compactMap { $0.body?.first?.range.start }.min() ?? 0
            var note = SourceWarning(source.location(of: at), Interpreter.unreadMessage(lines))
            note.changesNoFrame = true
            warnings.append(note)
        }
        if !interpreter.unknownNames.isEmpty {
            let names = interpreter.unknownNames
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1),
                "values known only at run time were left out with their chains: \(names.joined(separator: ", ")); give them with "
                + (options.valuesInScene ? "\"constants\": {" + names.map { "\"\($0)\": VALUE" }.joined(separator: ", ") + "}"
                                         : names.map { "--set \($0)=VALUE" }.joined(separator: " "))))
        }
        if let first = interpreter.unreadColors.first {
            warnings.append(SourceWarning(source.location(of: first.range.start), "colours this file does not define, drawn without them: "
                + interpreter.unreadColors.map { "\($0.owner) (\($0.code), line \(source.location(of: $0.range.start).line))" }.joined(separator: ", ")))
        }
        if !interpreter.guessedClasses.isEmpty {
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1), "not declared in this file, so their classes are guessed from their names: "
                + interpreter.guessedClasses.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")))
        }
        if !materializer.standIns.isEmpty {
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1),
                                          "labels whose text this file does not set are drawn with their names as text: " + materializer.standIns.sorted().joined(separator: ", ")))
        }
        if !interpreter.decidedByDevice.isEmpty {
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1),
                                          "\(interpreter.decidedByDevice.sorted().joined(separator: ", ")) (a check for a notched screen from a header this file does not hold) is taken as \(interpreter.hasNotch), as on an \(interpreter.deviceName) (--device for another)"))
        }
        // By place, those of the whole file (1:1) first, each kind in the order said.
        warnings = warnings.enumerated().sorted { a, b in
            (a.element.location.line, a.element.location.column, a.offset) < (b.element.location.line, b.element.location.column, b.offset)
        }.map(\.element)
        let kind: SourceClass.Kind = role == .cell ? .cell : role == .viewController ? .viewController : .view
        return SourceLayout(root: root, warnings: warnings, drawn: SourceClass(name: drawn?.name, superclass: drawn?.superclass, kind: kind),
                            others: classes.candidates.filter { $0 !== drawn && mentionsConstraints($0, source) }.map(\.name),
                            drawnFunction: nil, otherFunctions: [], stateNames: stateNames, state: state, fitsHeight: fits)
    }

    static func mentionsConstraints(_ c: ClassInfo, _ source: SourceText) -> Bool {
        let text = source.text(c.range)
        return text.contains("akeConstraints") || text.contains("pdateConstraints")
    }

    /// `--class NAME`; else the class the file is named after (`DetailView` in `DetailView.swift`
    /// or `DetailViewController.swift`), else the first that makes constraints.
    static func drawnClass(_ classes: ClassTable, syntax: SourceFileSyntax, file: String, options: SourceOptions) throws(SceneError) -> ClassInfo? {
        let candidates = classes.candidates
        if let wanted = options.className {
            guard let c = classes.classes[wanted] else {
                let names = candidates.map(\.name)
                let guess = closestMatch(to: wanted, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw SceneError(file: file, location: nil, message: "no class \"\(wanted)\" in the file\(guess); it has \(names.joined(separator: ", "))")
            }
            return c
        }
        let stem = String(file.split(separator: "/").last ?? Substring(file)).split(separator: ".").first.map(String.init) ?? file
        let named = candidates.filter { stem.hasPrefix($0.name) && mentionsConstraints($0, syntax.source) }.max { $0.name.count < $1.name.count }
        return named ?? candidates.first { mentionsConstraints($0, syntax.source) } ?? candidates.first
    }
}

extension ClassRole {
    /// A file without a class (a pasted method): a view controller when it uses `self.view` or
    /// `viewDidLoad`, a cell when it uses `contentView`.
    static func of(statements syntax: SourceFileSyntax, source: SourceText) -> ClassRole {
        let text = source.text(SourceRange(0, source.bytes.count))
        if text.contains("contentView") { return .cell }
        // Swift's implicit self: `view.addSubview(…)`, `view.safeAreaLayoutGuide`.
        if text.contains("self.view") || text.contains("viewDidLoad") || text.contains("view.addSubview(") || text.contains("view.safeAreaLayoutGuide") { return .viewController }
        return .view
    }
}
