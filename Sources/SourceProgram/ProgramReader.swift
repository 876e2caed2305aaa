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
        defer { interpreter.tearDown() }
        interpreter.role = role
        interpreter.hasNotch = options.device.hasNotch
        interpreter.deviceName = options.device.name
        for d in syntax.diagnostics {
            switch d.kind {
            case .unreadable, .buildDecided, .strayDirective, .unterminatedConditional, .macroTooLarge, .nestedTooDeep:
                interpreter.warn(d.range, d.message)
            }
        }
        interpreter.maxViews = options.maxViews
        interpreter.fileMacros = Set(syntax.macros.map(\.name))
        interpreter.runSetUp(drawn, fileStatements: syntax.statements)
        // Steps: methods that change constraints which nothing at set-up runs (a button's action,
        // `keyboardWillShow:`, `updateUI()`), each a later state; `--step` runs them up to it.
        let steps = drawn.map { interpreter.steps(of: $0) } ?? []
        let stateNames = ["0"] + steps.map { String($0.name.prefix { $0 != ":" }) }
        let state = options.state ?? 0
        guard state < stateNames.count else {
            throw SceneError(file: file, location: nil, message: "no step \(state); the states are \(stateNames.joined(separator: ", "))")
        }
        for step in steps.prefix(state) {
            _ = interpreter.callMethod(step, on: .instance(interpreter.instance), arguments: [], range: drawn?.range ?? .none)
        }
        if interpreter.views.count > options.maxViews {
            throw SceneError(file: file, location: nil, message: "more than \(options.maxViews) views (--max-views)")
        }
        let fits = role == .cell && (options.height == nil || !options.explicitHeight)
        var materializer = Materializer(interpreter, width: options.width, height: fits ? 0 : options.height ?? 852, scale: options.scale,
                                        contentSizeCategory: options.contentSizeCategory)
        materializer.measurer = measurer
        let root = materializer.build()
        if interpreter.events.isEmpty {
            throw SceneError(file: file, location: nil, message: "\(drawn.map { "class \($0.name)" } ?? "the file") has no mas_makeConstraints or snp.makeConstraints call")
        }
        var warnings = interpreter.warnings.sorted { $0.range.start < $1.range.start }.map {
            SourceWarning(source.location(of: $0.range.start), $0.message)
        }
        if !interpreter.unknownNames.isEmpty {
            let names = interpreter.unknownNames.prefix(12)
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1),
                                          "values only the running app knows: \(names.joined(separator: ", ")) (give them with " + names.map { "--set \($0)=…" }.joined(separator: " ") + ")"))
        }
        if !materializer.standIns.isEmpty {
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1),
                                          "labels whose text this file does not set are drawn with their names as text: " + materializer.standIns.sorted().joined(separator: ", ")))
        }
        if !interpreter.decidedByDevice.isEmpty {
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1),
                                          "\(interpreter.decidedByDevice.sorted().joined(separator: ", ")) (a check for a notched screen from a header this file does not hold) is taken as \(interpreter.hasNotch), as on an \(interpreter.deviceName) (--device for another)"))
        }
        if !interpreter.designScaled.isEmpty {
            warnings.append(SourceWarning(SourceLocation(line: 1, column: 1),
                                          "read at design scale (a call of a function from another file with one number is that number): \(interpreter.designScaled.sorted().joined(separator: ", "))"))
        }
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
                throw SceneError(file: file, location: nil, message: "no class \(wanted) in this file (it has \(candidates.map(\.name).joined(separator: ", ")))")
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
        if text.contains("self.view") || text.contains("viewDidLoad") { return .viewController }
        return .view
    }
}

extension Interpreter {
    /// The set-up: stored properties' initial values, the initialiser UIKit calls, then the
    /// life-cycle methods in UIKit's order.
    func runSetUp(_ drawn: ClassInfo?, fileStatements: [Stmt]) {
        let type = drawn ?? ClassInfo(name: "File", kind: .classType, range: .none)
        let inst = Instance(type: type)
        let rootObject = ViewObject(className: role == .viewController ? "UIView" : (drawn?.superclass ?? "UIView"), made: type.range)
        rootObject.isRoot = true
        root = rootObject
        inst.view = rootObject
        instance = inst
        let selfValue = Value.instance(inst)
        for p in type.properties where !(type.propertyModifiers[p.name] ?? []).contains("static") {
            let modifiers = type.propertyModifiers[p.name] ?? []
            if modifiers.contains("lazy") { inst.pendingLazy[p.name] = p; continue }
            if !p.accessors.isEmpty && p.initial == nil && p.accessors.contains(where: { $0.name == "get" }) { continue }
            if let initial = p.initial {
                let v = evaluate(initial, in: makeScope(parent: globals), selfValue: selfValue)
                setProperty(p.name, v, on: inst, range: initial.range)
            } else if let t = p.type {
                inst.properties[p.name.hasPrefix("_") ? String(p.name.dropFirst()) : p.name] = defaultValue(of: t)
            }
        }
        if drawn == nil {
            _ = run(fileStatements, in: makeScope(parent: globals), selfValue: selfValue)
            return
        }
        // The initialiser UIKit calls; else the app's own (`initWithAwemeId:`), as the app calls it.
        let own = type.allMethods.filter { $0.name.hasPrefix("init") && $0.body != nil }.sorted { ($0.body?.first?.range.start ?? 0) < ($1.body?.first?.range.start ?? 0) }
        if let initialiser = role.initialisers.lazy.compactMap({ type.method($0) }).first(where: { $0.body != nil }) ?? own.first {
            _ = callMethod(initialiser, on: selfValue, arguments: initialiserArguments(initialiser), range: type.range)
        }
        for name in role.lifeCycle {
            guard let f = type.method(name), f.body != nil else { continue }
            _ = callMethod(f, on: selfValue, arguments: f.parameters.map { _ in .bool(false) }, range: type.range)
        }
        if events.isEmpty { runBaseClassHooks(type, selfValue: selfValue) }
    }

    /// The class's methods the set-up did not run that make or change constraints, in file order;
    /// one another of them calls is part of that one, not a step of its own.
    func steps(of type: ClassInfo) -> [FunctionDecl] {
        var seen: Set<String> = []
        let words = ["akeConstraints", "pdateConstraints", ".update(", "setOffset", "deactivate", "uninstall", ".constant", ".offset ="]
        let methods = type.allMethods.filter { $0.body?.isEmpty == false }.sorted { ($0.body?.first?.range.start ?? 0) < ($1.body?.first?.range.start ?? 0) }
            .filter { !ranMethods.contains(MethodKey.of($0)) && seen.insert(MethodKey.of($0)).inserted }
        func text(_ f: FunctionDecl) -> String {
            guard let body = f.body, let first = body.first, let last = body.last else { return "" }
            return source.text(SourceRange(first.range.start, last.range.end))
        }
        let changing = methods.filter { f in words.contains { text(f).contains($0) } }
        return changing.filter { f in
            let base = String(f.name.prefix { $0 != ":" })
            return !changing.contains { $0.name != f.name && (text($0).contains(base + "(") || text($0).contains(" " + base + "]") || text($0).contains(" " + base + ":")) }
        }
    }

    /// When the set-up UIKit runs lays nothing out, the app's base class calls the class's
    /// hooks (`override func setupConstraints()`, `- (void)setupUI`): the methods nothing here
    /// calls that make constraints, in file order, as set-up names them or Swift overrides them.
    func runBaseClassHooks(_ type: ClassInfo, selfValue: Value) {
        let setUpWords = ["setup", "config", "init", "layout", "make", "add", "create", "build", "prepare", "common", "load", "install"]
        var seen: Set<String> = []
        let methods = type.allMethods.filter { $0.body != nil && $0.parameters.isEmpty }.sorted { ($0.body?.first?.range.start ?? 0) < ($1.body?.first?.range.start ?? 0) }
        for f in methods where !ranMethods.contains(MethodKey.of(f)) && seen.insert(f.name).inserted {
            let lower = String(f.name.lowercased().drop { $0 == "_" })
            guard setUpWords.contains(where: { lower.hasPrefix($0) }) || type.methodModifiers[f.name]?.contains("override") == true else { continue }
            guard let body = f.body, let first = body.first, let last = body.last else { continue }
            let text = source.text(SourceRange(first.range.start, last.range.end))
            guard text.contains("akeConstraints") || text.contains("addSubview") else { continue }
            _ = callMethod(f, on: selfValue, arguments: [], range: first.range)
        }
    }

    /// What UIKit passes an initialiser: a zero frame, the default cell style, the reuse identifier.
    func initialiserArguments(_ f: FunctionDecl) -> [Value] {
        f.parameters.map { p in
            switch p.label ?? p.name {
            case "frame", "initWithFrame": return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
            case "style", "initWithStyle": return .symbol("default")
            case "reuseIdentifier": return .string("cell")
            default: return .null
            }
        }
    }
}
