import Layout
import Scene
import SourceSyntax

/// Reads a `.m` or `.swift` file as a program: the code model (SourceSyntax), then the drawn
/// class's set-up path run by the interpreter as UIKit runs it, then the view tree. (It replaced
/// a reader that matched token patterns; that reader's tests are this one's contract.)
public enum ProgramReader {
    /// `measurer` measures text fields' text for their intrinsic sizes (labels are measured when
    /// the tree is laid out).
    public static func read(_ text: String, file: String, options: SourceOptions = SourceOptions(),
                            measuring measurer: (any TextMeasuring)? = nil) throws(SceneError) -> SourceLayout {
        guard let language = SourceLanguage.of(path: file) else {
            throw SceneError(file: file, location: nil, message: "not a source file: name it .m, .mm or .swift")
        }
        return try read(text, file: file, language: language, options: options, measuring: measurer)
    }

    /// Code that is not a file of its own (a scene's "code"): its language is given.
    public static func read(_ text: String, file: String, language: SourceLanguage, options: SourceOptions = SourceOptions(),
                            measuring measurer: (any TextMeasuring)? = nil) throws(SceneError) -> SourceLayout {
        let source = SourceText(name: file, text: text, appending: options.includes)
        let (syntax, classes) = parse(source, language: language, options: options)
        let drawn = try drawnClass(classes, syntax: syntax, file: file, options: options)
        let role = drawn.map(ClassRole.of) ?? ClassRole.of(statements: syntax, source: source)
        let interpreter = makeInterpreter(source, language: language, classes: classes, syntax: syntax, role: role, options: options)
        interpreter.measurer = measurer
        defer { interpreter.tearDown() }
        let (entry, otherFunctions) = try entryFunction(drawn, options: options, file: file, interpreter: interpreter)
        interpreter.entryFunction = entry
        interpreter.runSetUp(drawn, fileStatements: syntax.statements)
        // A size another file of the app gives the view (its owner's constraints) is the root's.
        let given = options.givenSize
        let givenHeight = given?.widthOnly == true ? nil : given
        let ownHeight = options.explicitHeight || givenHeight != nil || role != .view ? nil : interpreter.ownFrame.flatMap { $0.rect.height >= 1 ? $0 : nil }
        // Steps: methods that change constraints which nothing at set-up runs (a button's action,
        // `keyboardWillShow:`, `updateUI()`), each a later state; `--step` runs them up to it.
        let steps = interpreter.steps(of: drawn ?? interpreter.instance.type)
        let stateNames = ["0"] + steps.map(\.name)
        guard (options.state ?? 0) < stateNames.count else {
            throw SceneError(file: file, location: nil, message: "no step \(options.state ?? 0); the states are \(stateNames.joined(separator: ", "))")
        }
        let (state, drawnAfter) = interpreter.runSteps(steps, upTo: options.state, range: drawn?.range ?? .none)
        if let type = drawn { interpreter.runMakersOfConstructions(in: type, range: type.range) }
        if interpreter.views.count > options.maxViews {
            throw SceneError(file: file, location: nil, message: "more than \(options.maxViews) views (\(options.hints.maxViews))")
        }
        let kind: SourceClass.Kind = role == .cell ? .cell : role == .viewController ? .viewController : .view
        let drawnClass = SourceClass(name: drawn?.name, superclass: drawn?.superclass, kind: kind,
                                     uikitBase: drawn.map { $0.lineage.last?.superclass ?? $0.superclass } ?? nil)
        // A bar or a header is as tall as its owner makes it, which this file does not say: a
        // system bar is UIKit's height, any other is fitted to its content, as a cell is.
        // A view whose own code gives it its size (`self.frame = CGRectMake(0, 0, W, 282)`) is drawn
        // at it: its owner adds it as it is (a table's header keeps the frame it is given).
        let bar = options.explicitHeight || givenHeight != nil || ownHeight != nil ? nil : DrawnBar(drawnClass)
        let fitsCell = role == .cell && givenHeight == nil && (options.height == nil || !options.explicitHeight)
        // A table cell whose code adds its views to the cell itself and never names its
        // contentView: self-sizing measures the content view, which holds nothing, so UIKit
        // takes the row's standard height (its log: "Detected a case where constraints
        // ambiguously suggest a height of zero for a table view cell's content view. We're
        // considering the collapse unintentional and using standard height instead.").
        // (Not a cell from a nib, whose content view holds the nib's views: one with outlets, or
        // set up in an `awakeFromNib` that does more than call super and no initialiser of its own:
        // Xcode's template writes an empty one into cells made in code too.)
        let fromNib = drawn.map { type in
            let lineage = type.lineage
            if lineage.contains(where: { c in c.properties.contains { interpreter.isNibOutlet($0, of: c) } }) { return true }
            // (Swift's `init(style:reuseIdentifier:)` is kept under the same key, MethodKey.)
            let ownInit = lineage.contains { c in c.methods["initWithStyle:reuseIdentifier:"]?.contains { $0.body != nil } == true }
            let setUpInAwake = lineage.contains { c in c.methods["awakeFromNib"]?.contains { ($0.body?.count ?? 0) > 1 } == true }
            return setUpInAwake && !ownInit
        } ?? true
        let emptyContentView = fitsCell && !fromNib && !options.rowsSizedByOwnerCode && !interpreter.contentViewNamed && drawn?.lineage.last?.superclass == "UITableViewCell"
            && interpreter.root?.subviews.isEmpty == false
        if emptyContentView, let type = drawn {
            interpreter.note(type.range, "drawn 44 tall, a table row's standard height: its views are added to the cell itself, not its contentView, so self-sizing finds the content view empty (UIKit says it takes the standard height then)")
        }
        let fits = (fitsCell && !emptyContentView) || bar?.height == .fitted
        var rootHeight = emptyContentView ? 44 : fits ? 0 : givenHeight?.size.height ?? ownHeight?.rect.height ?? options.height ?? 0
        if case .system(let h, _)? = bar?.height { rootHeight = h }
        // A width of its own other than the screen's (an alert `self.bounds = CGRectMake(0, 0,
        // ScreenWidth - 32, 200)`) is drawn as well: its owner shows it as it is.
        let ownWidth = ownHeight.flatMap { own in own.rect.width >= 1 && abs(own.rect.width - options.width) >= 0.5 ? own.rect.width : nil }
        var rootWidth = given?.size.width ?? ownWidth ?? options.width
        // A cell whose own frame setter insets the row the table gives it: drawn at the frame it
        // passes on (a card 20 narrower than the table).
        if role == .cell, let type = drawn, let passed = interpreter.framePassedOn(by: type, row: Rect(x: 0, y: 0, width: rootWidth, height: fits ? 44 : rootHeight)) {
            if abs(passed.width - rootWidth) >= 0.5 || (!fits && abs(passed.height - rootHeight) >= 0.5) {
                let size = { (w: Double, h: Double) in fits ? formatPoints(w) + " wide" : formatPoints(w) + " × " + formatPoints(h) }
                interpreter.note(type.range, "drawn \(size(passed.width, passed.height)): its own frame setter changes the row the table gives it (\(size(rootWidth, rootHeight))) to that")
            }
            rootWidth = passed.width
            if !fits { rootHeight = passed.height }
        }
        interpreter.nestNibOutlets(options.outletParents, document: options.outletDocument)
        var materializer = Materializer(interpreter, width: rootWidth, height: rootHeight, scale: options.scale,
                                        contentSizeCategory: options.contentSizeCategory)
        materializer.measurer = measurer
        let root = materializer.build()
        if interpreter.events.isEmpty, steps.isEmpty {
            // Constraint calls only in branches the set-up does not take (`else if (_type ==
            // SKPublishTypeRepost) { … mas_makeConstraints … }`) around views placed by frames:
            // what the set-up made is drawn, said. With none written at all there is no layout.
            let writesConstraints = ["makeConstraints", "remakeConstraints", "updateConstraints", "constraintWithItem", "NSLayoutConstraint("]
                .contains { text.includes($0) }
            let named = drawn.map { "class \($0.name)" } ?? "the file"
            // Its calls all inside a loop whose count the running app has (`for i in 0 ..<
            // type.ballCount()`): that loop is named, not "no call".
            if writesConstraints, !interpreter.views.contains(where: { !$0.isRoot }), let loop = interpreter.loopsNotRun.first {
                throw SceneError(file: source.fileName(at: loop.range.start) ?? file, location: source.location(of: loop.range.start),
                                 message: "\(named) writes constraints its set-up does not reach: \(loop.why), so its body is not run")
            }
            // Its calls all sent to nil (a lazy getter that returns its ivar without making it:
            // `if (_titleLab) { _titleLab = … }`): said where, not "no call".
            if let first = interpreter.constraintsOnNil.first {
                let names = Array(Set(interpreter.constraintsOnNil.map(\.receiver))).sorted()
                throw SceneError(file: source.fileName(at: first.range.start) ?? file, location: source.location(of: first.range.start),
                                 message: "\(named) makes its constraints on \(names.joined(separator: ", ")), which \(names.count == 1 ? "is" : "are") nil when they run (nothing the set-up runs before makes \(names.count == 1 ? "it" : "them")): a message to nil does nothing, so no constraint is made")
            }
            // (An owner read for the size it gives a class, OwnerSize's, may place everything by
            // frames: `vc.view.frame = …` in a paging screen.)
            guard writesConstraints || options.constructionsOf != nil, interpreter.views.contains(where: { !$0.isRoot }) else {
                // Calls written where the set-up never goes (a network completion, an action):
                // said with where they are, not "no call".
                // (Calls as the lexer reads them: not those commented out.)
                let own = drawn?.range ?? source.ownRange, end = min(own.end, source.ownRange.end)
                var lines: [Int] = [], firstCall: Int?
                for t in Lexer.tokens(source, language: language) where t.kind == .identifier && t.text.hasSuffix("akeConstraints")
                    && t.range.start >= own.start && t.range.end <= end {
                    let line = source.location(of: t.range.start).line
                    if !lines.contains(line) { lines.append(line) }
                    firstCall = firstCall ?? t.range.start
                }
                if let firstCall {
                    throw SceneError(file: file, location: source.location(of: firstCall), message: "\(named)'s set-up makes no view and no constraint: its constraint calls (line\(lines.count == 1 ? "" : "s") "
                                     + lines.prefix(6).map(String.init).joined(separator: ", ") + (lines.count > 6 ? ", …" : "")
                                     + ") are in code it does not run (a completion, an action, a method nothing calls); --function NAME draws one method alone")
                }
                throw SceneError(file: file, location: nil, message: "\(named) has no mas_makeConstraints or snp.makeConstraints call")
            }
            interpreter.warn(drawn?.range ?? .none, "the set-up makes no constraints (the calls written are in branches or methods it does not run); drawn with the frames the code gives its views")
        }
        let warnings = said(by: interpreter, source: source, classes: classes, options: options, drawn: drawn, steps: steps, state: state,
                            drawnAfter: drawnAfter, materializer: materializer, ownHeight: ownHeight, ownWidth: ownWidth, rootHeight: rootHeight, bar: bar)
        var layout = SourceLayout(root: root, warnings: warnings, drawn: drawnClass,
                                  others: classes.candidates.filter { $0 !== drawn && !Interpreter.isExtendedPlatformType($0.name) && mentionsConstraints($0, source, syntax) }.map(\.name),
                                  drawnFunction: entry?.name, otherFunctions: otherFunctions, stateNames: stateNames, state: state,
                                  fitsHeight: !emptyContentView && ((options.height == nil && ownHeight == nil && given == nil) || (role == .cell && givenHeight == nil && !options.explicitHeight) || bar?.height == .fitted))
        layout.fitsAsBar = bar?.height == .fitted
        layout.standardRowForEmptyContentView = emptyContentView
        layout.readsRootFrameWhileLoading = interpreter.readRootFrameWhileLoading
        layout.outletNames = interpreter.nibOutlets.compactMap(\.view.name)
        if role == .cell, let type = drawn, let row = interpreter.rowHeightItsClassGives(type) { layout.rowHeight = (row.height, row.name) }
        layout.fromProject = fromProject(syntax, interpreter, assets: options.assets)
        layout.constructions = interpreter.constructions.map { GivenInitialiser(key: $0.key, arguments: $0.values.map(Interpreter.given)) }
        layout.framesOfConstructions = interpreter.framesOfConstructions
        layout.makersOfConstructionsRun = interpreter.makersOfConstructionsRun
        layout.settingsOfConstructions = interpreter.settingsAlike()
        layout.callsOfConstructions = interpreter.callsAlike()
        // Views the code adds (a stand-in for one it never adds is drawn in the root, not where the app puts it).
        for v in interpreter.views where v.isRoot || v.superview != nil {
            // (A child controller's view is its controller's class's: the class an owner sizes.)
            if let view = materializer.byObject[ObjectIdentifier(v)] { layout.classNames[view.id] = v.childControllerClass ?? v.className }
        }
        return layout
    }

    /// What the reading says, in the order the user reads it: the interpreter's warnings and
    /// notes, the state drawn, the summaries, the drawn view's own height, a system bar's, the
    /// lines not read; by place, the file's own first, each as it stands in its file.
    static func said(by interpreter: Interpreter, source: SourceText, classes: ClassTable, options: SourceOptions, drawn: ClassInfo?,
                     steps: [Step], state: Int, drawnAfter: String?, materializer: Materializer,
                     ownHeight: (rect: Rect, range: SourceRange)?, ownWidth: Double?, rootHeight: Double, bar: DrawnBar?) -> [SourceWarning] {
        var said = interpreter.warnings + interpreter.takenWarnings(valuesInScene: options.valuesInScene)
        said += interpreter.placedLater(steps.dropFirst(state), drawn: Set(materializer.byObject.keys), range: drawn?.range ?? .none)
        var warnings = said.enumerated().map { k, w in
            var warning = SourceWarning(source.location(of: w.range.start), w.message, file: source.fileName(at: w.range.start))
            warning.changesNoFrame = interpreter.notes.contains(k)
            return warning
        }
        if let drawnAfter {
            // Which state is drawn, not a fault of the file: a note (--strict lets it pass).
            var note = SourceWarning(SourceLocation(line: 1, column: 1), drawnAfter)
            note.changesNoFrame = true
            warnings.insert(note, at: 0)
        }
        warnings += interpreter.summaries(standIns: materializer.standIns, valuesInScene: options.valuesInScene)
        if let own = ownHeight {
            let words = ownWidth.map { "drawn \(formatPoints($0)) × \(formatPoints(rootHeight)), the size its own code gives it; its owner may size it otherwise (\(options.hints.size()) WxH)" }
                ?? "drawn \(formatPoints(rootHeight)) tall, the height its own code gives it; its owner may size it otherwise (\(options.hints.size(width: options.width)))"
            var note = SourceWarning(source.location(of: own.range.start), words,
                                     file: source.fileName(at: own.range.start))
            note.changesNoFrame = true
            warnings.append(note)
        }
        if let bar, case .system = bar.height {
            var note = SourceWarning(source.location(of: drawn?.range.start ?? 0), bar.words(width: options.width))
            note.changesNoFrame = true
            warnings.append(note)
        }
        let readMethods = drawn.map { type in type.allMethods } ?? Array(classes.functions.values)
        if let lines = interpreter.unreadLines(readMethods, steps: steps) {
            let at = drawn?.range.start ?? readMethods.compactMap { $0.body?.first?.range.start }.min() ?? 0
            var note = SourceWarning(source.location(of: at), SourceWording.unreadLines(lines))
            note.changesNoFrame = true
            warnings.append(note)
        }
        // By place, those of the whole file (1:1) first, each kind in the order said.
        warnings = warnings.enumerated().sorted { a, b in
            // The file's own first, then each other file's by name.
            (a.element.file ?? "", a.element.location.line, a.element.location.column, a.offset)
                < (b.element.file ?? "", b.element.location.line, b.element.location.column, b.offset)
        }.map(\.element)
        // Code inside another file (a scene's "code"): places as they stand in that file.
        if let place = options.placeInFile { warnings = warnings.map { w in var w = w; w.location = place(w.location); return w } }
        return warnings
    }

    /// What the layout took from the project's other files: their macros first (expanded before
    /// the code ran), then what the code reached, then the images sized from the catalog.
    static func fromProject(_ syntax: SourceFileSyntax, _ interpreter: Interpreter, assets: ProjectAssets) -> [ProjectDefinition] {
        let source = interpreter.source
        var taken = syntax.usedMacros.compactMap { m in source.fileName(at: m.range.start).map { ProjectDefinition(name: m.name, file: $0) } }
        taken += interpreter.fromProject.filter { d in !taken.contains { $0.name == d.name } }
        for image in interpreter.views.compactMap(\.imageName) where !taken.contains(where: { $0.name == "image " + image }) {
            if let found = assets.images[image] { taken.append(ProjectDefinition(name: "image " + image, file: found.file)) }
        }
        return taken
    }

    /// The file and the files around it (`--include`, and the project's prefix headers,
    /// imported headers and module files): their macros, constants and types come before the
    /// file's own.
    static func parse(_ source: SourceText, language: SourceLanguage, options: SourceOptions) -> (SourceFileSyntax, ClassTable) {
        var macros: [String: Macro] = [:]
        var included: [SourceFileSyntax] = []
        // The other files are parts of the one text (SourceText.parts), after the file itself.
        for (k, include) in options.includes.enumerated() {
            let includeLanguage = SourceLanguage.of(path: include.name) ?? language
            let parsed = SourceParser.parse(source, part: k + 1, language: includeLanguage, values: options.values, macros: macros)
            // A header's macros are the next file's (its `#define`s, as the preprocessor left them);
            // an implementation's (`#define padding 10` in another screen's `.m`) are its own
            // translation unit's, no other file's.
            let isImplementation = include.name.hasSuffix(".m") || include.name.hasSuffix(".mm")
            if includeLanguage == .objectiveC, !isImplementation { macros = parsed.macroTable }
            included.append(parsed)
        }
        let syntax = SourceParser.parse(source, language: language, values: options.values, macros: macros)
        var classes = ClassTable(syntax)
        for file in included { classes.addIncluded(file) }
        return (syntax, classes)
    }

    /// An interpreter for the device and options drawn, with what the parser said.
    static func makeInterpreter(_ source: SourceText, language: SourceLanguage, classes: ClassTable, syntax: SourceFileSyntax,
                                role: ClassRole, options: SourceOptions) -> Interpreter {
        // The screen is the canvas (CodeNames.screenConstants).
        let interpreter = Interpreter(source: source, language: language, classes: classes, values: options.values,
                                      screen: Size(width: options.width, height: options.height ?? options.width), safeArea: options.safeArea)
        interpreter.scale = options.scale
        interpreter.contentSizeCategory = options.contentSizeCategory
        interpreter.valuesInScene = options.valuesInScene
        interpreter.givenSize = options.givenSize
        interpreter.outletContents = options.outletContents
        interpreter.loadedRootSize = options.loadedRootSize
        interpreter.askedHeight = options.explicitHeight ? options.height : nil
        interpreter.constructionsOf = options.constructionsOf
        interpreter.masonryShorthand = syntax.macroTable["MAS_SHORTHAND"] != nil
        interpreter.placeInFile = options.placeInFile
        interpreter.role = role
        interpreter.hasNotch = options.device.hasNotch
        interpreter.deviceName = options.device.name
        interpreter.maxViews = options.maxViews
        interpreter.assets = options.assets
        interpreter.fileMacros = Set(syntax.macros.map(\.name))
        for m in syntax.macros { interpreter.macroDefinitions[m.name] = m }
        for d in syntax.diagnostics {
            switch d.kind {
            case .macroTooLarge(let name, _) where interpreter.macroNumber(name) != nil:
                // Its number is worked out without expanding it (MacroValues): said where used if too large.
                continue
            case .unreadable, .buildDecided, .strayDirective, .unterminatedConditional, .macroTooLarge, .nestedTooDeep, .endsInsideBraces:
                interpreter.warn(d.range, d.message)
            case .renamedMasonry:
                interpreter.note(d.range, d.message)
            }
        }
        return interpreter
    }

    /// The one method drawn instead of the set-up: `--function NAME`, else in a test file (an
    /// `XCTestCase`'s or `QuickSpec`'s methods, or methods all named `test…`) its first test
    /// with constraint calls; with the others that lay out, named on stderr.
    static func entryFunction(_ drawn: ClassInfo?, options: SourceOptions, file: String,
                              interpreter: Interpreter) throws(SceneError) -> (FunctionDecl?, [String]) {
        guard let drawn else { return (nil, []) }
        let methods = drawn.allMethods.filter { $0.body != nil }.sorted { interpreter.bodyStart($0) < interpreter.bodyStart($1) }
        var seen: Set<String> = []
        let laying = methods.filter { f in
            let text = interpreter.bodyText(f)
            return Interpreter.laysOut(text) && text.includes("onstraints") && seen.insert(f.name).inserted
        }
        let isTestFile = drawn.superclass.map { $0.hasSuffix("TestCase") || $0 == "QuickSpec" } == true
            // Methods named test… that the class's own code calls (`viewDidLoad` running `test1`,
            // `test2` in a demo) are its set-up, not tests a runner calls.
            || (laying.count > 1 && laying.allSatisfy { $0.name.hasPrefix("test") } && !laying.contains { interpreter.isCalled($0, byAnotherOf: methods) })
        let chosen: FunctionDecl
        if let wanted = options.function {
            guard let f = methods.first(where: { $0.name == wanted || String($0.name.prefix { $0 != ":" }) == wanted }) else {
                let guess = closestMatch(to: wanted, in: methods.map(\.name)).map { " (did you mean \"\($0)\"?)" } ?? ""
                let names = laying.map(\.name)
                throw SceneError(file: file, location: nil, message: "no function \"\(wanted)\" in class \(drawn.name)\(guess); the ones with constraint calls are \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            chosen = f
        } else if isTestFile, let first = laying.first {
            chosen = first
        } else {
            return (nil, [])
        }
        interpreter.isTestFile = isTestFile
        return (chosen, laying.map(\.name).filter { $0 != chosen.name })
    }

    /// Whether the class's code makes constraints: in its declaration, or in this file's
    /// extensions of it (`extension DUAReader { … snp.makeConstraints … }` in
    /// `Extension+DUAReader.swift`, the class itself in another file of the project).
    static func mentionsConstraints(_ c: ClassInfo, _ source: SourceText, _ syntax: SourceFileSyntax? = nil) -> Bool {
        var ranges = [c.range]
        for d in syntax?.declarations ?? [] { if case .type(let t) = d.kind, t.name == c.name { ranges.append(d.range) } }
        return ranges.contains { range in
            let text = source.text(range)
            return text.includes("akeConstraints") || text.includes("pdateConstraints")
        }
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
        let laying = candidates.filter { mentionsConstraints($0, syntax.source, syntax) }
        let named = laying.filter { stem.hasPrefix($0.name) }.max { $0.name.count < $1.name.count }
        return named ?? namedMostLike(stem, laying) ?? laying.first ?? candidates.first
    }

    /// The class whose name begins most as the file's does, when the file is named after its
    /// class loosely (`SignUpBaseViewController` in `SignUpBaseController.swift`, `LoginViewController`
    /// in `LoginVC.m`, beside a `WebViewController` written first): the longest common beginning,
    /// of at least 3 letters, the first of equals; nil when none shares one.
    static func namedMostLike(_ stem: String, _ classes: [ClassInfo]) -> ClassInfo? {
        func shared(_ name: String) -> Int { zip(stem.lowercased(), name.lowercased()).prefix { $0 == $1 }.count }
        var best: (info: ClassInfo, length: Int)?
        for c in classes where shared(c.name) >= 3 && shared(c.name) > (best?.length ?? 0) { best = (c, shared(c.name)) }
        return best?.info
    }
}

extension ClassRole {
    /// A file without a class (a pasted method): a view controller when it uses `self.view` or
    /// `viewDidLoad`, a cell when it uses `contentView`.
    static func of(statements syntax: SourceFileSyntax, source: SourceText) -> ClassRole {
        let text = source.text(source.ownRange)
        if text.includes("contentView") { return .cell }
        // Swift's implicit self: `view.addSubview(…)`, `view.safeAreaLayoutGuide`.
        if text.includes("self.view") || text.includes("viewDidLoad") || text.includes("view.addSubview(") || text.includes("view.safeAreaLayoutGuide") { return .viewController }
        return .view
    }
}

/// The program reader as the reader of a scene's "code" (SceneDocument.decode's `codeReader`).
public struct ProgramCodeReader: SourceCodeReader {
    public init() {}
    public func read(_ text: String, file: String, language: SourceLanguage, options: SourceOptions,
                     measuring measurer: (any TextMeasuring)?) throws(SceneError) -> SourceLayout {
        try ProgramReader.read(text, file: file, language: language, options: options, measuring: measurer)
    }
}
