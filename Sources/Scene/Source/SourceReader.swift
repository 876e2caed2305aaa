import Layout

/// Reads a real `.m` or `.swift` file as written — a view, a view controller, a cell — into a
/// view tree: the views it declares (properties, ivars, locals, lazy vars) with their classes,
/// the hierarchy from `addSubview`, the constants it defines, labels' text and fonts, colours,
/// and every `mas_makeConstraints`/`snp.makeConstraints` call (and their update and remake
/// forms) on its receiver, in the order written. What it does not read is said, line by line.
public enum SourceReader {
    /// `text` measures buttons' titles and text fields' placeholders for their intrinsic sizes
    /// (labels are measured when the tree is laid out).
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
        let tokens: [ChainToken]
        do { tokens = try ChainLexer(text, tolerant: true).tokens() } catch {
            throw SceneError(file: file, location: nil, message: error.message)
        }
        let (built, conditionalNotes) = SourceConditionals.resolve(tokens, language: language, values: options.values,
                                                                   lines: LineMap(Array(text.unicodeScalars)))
        let (named, renameNote) = renamingRoot(built)
        let viewsOfClosures = SourceViewClosures.resolve(SourceThen.unwrap(named, language: language), language: language)
        let (inlined, factoryNotes) = SourceFactories.inline(viewsOfClosures, language: language)
        var (unrolled, notes) = SourceUnrolling.unroll(inlined, language: language, device: options.device)
        unrolled = SourceAttributeVariables.resolve(unrolled, language: language)
        notes = conditionalNotes.map { SourceUnrolling.Note(offset: $0.offset, message: $0.message) } + renameNote + factoryNotes + notes
        var reading = SourceReading(text: text, tokens: unrolled, file: file, language: language, options: options)
        reading.deviceDecisions.saidAlready = Set(notes.flatMap(\.decidedConditions))
        reading.measurer = measurer
        for note in notes { reading.warnings.append(SourceWarning(reading.location(note.offset), note.message)) }
        return try reading.run()
    }
}

extension SourceReader {
    /// A view the file calls `root` (`UIStackView *root = …`, `let root = UIView()`) is not the
    /// picture's root, which has that name: it is read as `rootView` (or `root_` when the file
    /// has a `rootView`), said.
    static func renamingRoot(_ tokens: [ChainToken]) -> ([ChainToken], [SourceUnrolling.Note]) {
        let root = SceneDecoder.rootID
        guard let declared = tokens.indices.first(where: { k in
            tokens[k].kind == .identifier(root) && k + 1 < tokens.count && tokens[k + 1].isPunctuation("=") && k > 0
                && (tokens[k - 1].isPunctuation("*") || tokens[k - 1].kind == .identifier("let") || tokens[k - 1].kind == .identifier("var"))
        }) else { return (tokens, []) }
        let replacement = tokens.contains { $0.kind == .identifier("rootView") } ? "root_" : "rootView"
        var out = tokens
        for k in out.indices where out[k].kind == .identifier(root) && !(k > 0 && out[k - 1].isPunctuation(".")) {
            out[k] = ChainToken(kind: .identifier(replacement), offset: out[k].offset, length: out[k].length, afterNewline: out[k].afterNewline)
        }
        return (out, [SourceUnrolling.Note(offset: tokens[declared].offset,
                                           message: "the view this file calls root is drawn as \(replacement): root names the picture's root")])
    }
}

/// One read of one file.
struct SourceReading {
    let tokens: [ChainToken]
    let file: String
    let language: SourceLanguage
    let options: SourceOptions
    let lines: LineMap
    let scalars: [Unicode.Scalar]
    /// `enclosingBraces(tokens)`.
    let enclosingBrace: [Int32]
    /// What holds inside each block, by its `{`, as found (the tokens never change).
    let branchConditions = BranchConditions()
    /// The bodies of the methods nothing at set-up runs (actions, callbacks): what they set is
    /// no part of the first picture.
    var laterBodies: [Range<Int>] = []
    /// Conditions the device drawn decided, as found, to be said in one line.
    let deviceDecisions = DeviceDecisions()

    var warnings: [SourceWarning] = []
    var measurer: (any TextMeasuring)?
    /// Declared views: name → class.
    var viewClasses: [String: String] = [:]
    /// Names that stand for another view (`UIView *superview = self;`).
    var aliases: [String: String] = [:]
    var constants: [String: Double] = [:]
    /// Named insets, sizes and points (`UIEdgeInsets padding = UIEdgeInsetsMake(…);`).
    var structures: [String: ChainSpec.Target] = [:]
    /// Function-like `#define`s: name → parameters and body.
    var macros: [String: (params: [String], body: [ChainToken])] = [:]
    /// Object-like `#define`s that are not numbers (`#define kThemeColor RGB(255, 102, 0)`),
    /// expanded only where a value of another kind is read (colours), never inside chains.
    var valueMacros: [String: [ChainToken]] = [:]
    /// Reading another Swift file of the module: only its file-level constants and its types'
    /// are the module's.
    var typeScopedOnly = false
    /// `#define`s whose number is past what a constraint may hold, with where they are defined.
    var tooLarge: [String: (value: Double, at: Int)] = [:]
    /// Names of kept constraints (`var bottom: Constraint?`), whose later changes are said.
    var keptConstraints: Set<String> = []
    /// child → parent, from addSubview (the first one wins, as later ones move the view).
    var parents: [(child: String, parent: String, at: Int)] = []
    /// Stack views' arranged subviews, in the order arranged: (child, stack).
    var arranged: [(child: String, stack: String)] = []
    /// Stack views' axis, distribution, alignment and spacing as the code sets them.
    var stackSettings: [String: StackLayout] = [:]
    /// Frames the code gives views (`UIView(frame: CGRect(…))`, `v.frame = CGRectMake(…)`): kept
    /// while no constraint places the view, as UIKit keeps them.
    var frames: [String: Rect] = [:]
    /// `v.frame = …` assignments, where they stand: said when constraints place the view anyway.
    var assignedFrames: [(owner: String, at: Int)] = []
    /// Properties of the class the code gives a value (`self.topLeft = YES;`): its state, which
    /// conditions may be decided by and later methods may change.
    var stateNames: Set<String> = []
    var labelTexts: [String: String] = [:]
    /// Buttons' titles and text fields' placeholders (or texts), for their intrinsic sizes.
    var titles: [String: String] = [:]
    var placeholders: [String: String] = [:]
    /// Text views whose scrolling is turned off: sized by their text, as UIKit sizes them.
    var scrollDisabled: Set<String> = []
    /// UIKit controls' settings that size them: a page control's pages, a large spinner, a
    /// rounded-rect text field.
    var pageCounts: [String: Int] = [:]
    /// `layoutMargins = …` / `directionalLayoutMargins = …` (leading as left, trailing as right).
    var marginsSet: [String: EdgeInsets] = [:]
    /// `insetsLayoutMarginsFromSafeArea = false`, `viewRespectsSystemMinimumLayoutMargins = false`.
    var marginsOutsideSafeArea: Set<String> = []
    var noSystemMinimumMargins: Set<String> = []
    var largeIndicators: Set<String> = []
    var roundedFields: Set<String> = []
    /// Hugging and compression resistance set by the code: name → (horizontal?, vertical?).
    var hugging: [String: (Double?, Double?)] = [:]
    var resistance: [String: (Double?, Double?)] = [:]
    /// Arrays of views (`NSArray *arr = @[a, b];`, `let arr = [a, b]`): name → view names.
    var arrays: [String: [String]] = [:]
    /// `[arr mas_distributeViewsAlongAxis:…]`, where they stand.
    var distributions: [(array: String, horizontal: Bool, spacing: Double?, length: Double?, lead: Double, tail: Double, at: Int)] = []
    var fonts: [String: String] = [:]
    var lineCounts: [String: Int] = [:]
    var textColors: [String: Color] = [:]
    var titleColors: [String: Color] = [:]
    var alignments: [String: TextAlignment] = [:]
    var maxLayoutWidths: [String: Double] = [:]
    var colors: [String: Color] = [:]
    /// Colours whose value the file does not tell (`[self randomColor]`, an asset name), said
    /// together: they change no frame.
    var unreadColors: [(owner: String, code: String, offset: Int)] = []
    /// Screen-scaling macros and ratios from other files, read at design scale (said once).
    var designScaled: [(name: String, offset: Int)] = []
    /// Unknown names the file only ever writes after a number and `*` (`202.5 *SIZE`,
    /// `10 * kAdapt`): a design value times a screen ratio from another file.
    var ratioNames: Set<String> = []
    /// Values chosen by a condition only the app decides (`CGFloat h = (isGroup ? 315 : 280);`),
    /// read as their first: the condition as written and where, said once per condition.
    var runTimeChoices: [(condition: String, offset: Int)] = []
    /// Names from other files that say they are the screen's width or height, read as the
    /// device's (said once).
    var screenNamed: [(name: String, offset: Int)] = []
    /// System bars' heights taken from names the file does not define, as said: `kStatusBarHeight
    /// = 54, the status bar's height`.
    var barNamed: [(name: String, offset: Int)] = []
    /// Images set on views: their sizes come from files code does not show, said together.
    var unreadImages: [(owner: String, offset: Int)] = []
    /// Views declared as IBOutlets (`@IBOutlet weak var logo: UIImageView!`, `IBOutlet UILabel *x`):
    /// a nib places them, said together.
    var nibOutlets: [(name: String, offset: Int)] = []
    /// Names the file declares as objects of a class that is not a view (`MMAlertViewConfig
    /// *config`, `let model = Model()`): their properties are values, never views' attributes.
    var otherObjects: Set<String> = []
    /// Token ranges already understood.
    var consumed: [Range<Int>] = []

    init(text: String, tokens: [ChainToken], file: String, language: SourceLanguage, options: SourceOptions) {
        self.tokens = tokens; self.file = file; self.language = language; self.options = options
        scalars = Array(text.unicodeScalars)
        lines = LineMap(scalars)
        enclosingBrace = Self.enclosingBraces(tokens)
    }

    /// For each token, the `{` of the innermost block open just before it (so a block's own `}`
    /// is in it and its `{` is not), or -1 outside every block: found once, so asking what
    /// encloses a place costs the nesting's depth rather than a walk back through the file.
    static func enclosingBraces(_ tokens: [ChainToken]) -> [Int32] {
        var enclosing = [Int32](repeating: -1, count: tokens.count)
        var open: [Int32] = []
        for (k, t) in tokens.enumerated() {
            enclosing[k] = open.last ?? -1
            if t.isPunctuation("{") { open.append(Int32(k)) } else if t.isPunctuation("}"), !open.isEmpty { open.removeLast() }
        }
        return enclosing
    }

    /// How the user gives a value only the running app knows: on the command line, or in the
    /// scene whose "code" this is.
    func giving(_ name: String, _ value: String) -> String {
        SourceWording.giving(name, value, valuesInScene: options.valuesInScene)
    }

    /// One warning, at the first of `guesses`, for names from other files the reader stood in
    /// for (`taken` says with what), each named once, and how to give the real ones.
    mutating func sayTaken(_ guesses: [(name: String, offset: Int)], as taken: String, why: String = "", separator: String = ", ") {
        guard let first = guesses.first else { return }
        var seen = Set<String>()
        let names = guesses.filter { seen.insert($0.name).inserted }.map(\.name)
        warnings.append(SourceWarning(location(first.offset),
            SourceWording.taken(names, as: taken, why: why, separator: separator, valuesInScene: options.valuesInScene)))
    }

    func location(_ offset: Int) -> SourceLocation {
        let here = lines.location(offset)
        return options.placeInFile.map { $0(here) } ?? here
    }
    func at(_ i: Int) -> SourceLocation { location(tokens[min(i, tokens.count - 1)].offset) }
    mutating func warn(_ i: Int, _ message: String) { warnings.append(SourceWarning(at(i), message)) }

    func identifier(_ i: Int) -> String? {
        guard i >= 0, i < tokens.count, case .identifier(let n) = tokens[i].kind else { return nil }
        return n
    }
    func isP(_ i: Int, _ p: String) -> Bool { i >= 0 && i < tokens.count && tokens[i].isPunctuation(p) }

    /// The text of tokens `range` as written: from the first place to the last one they stand at
    /// (tokens of unrolled code keep the places of the code they copy, so they need not be in
    /// order).
    func text(_ range: Range<Int>) -> String {
        guard !range.isEmpty else { return "" }
        let start = range.map { tokens[$0].offset }.min()!, end = range.map { tokens[$0].offset + tokens[$0].length }.max()!
        return String(String.UnicodeScalarView(scalars[min(start, scalars.count)..<min(max(start, end), scalars.count)]))
    }

    /// The class a file is named after, as Xcode names a file for its main class: the one
    /// named as the file (`ProfileCell.swift`), else the longest whose name the file's name
    /// starts with at a word's start (`GameDetailTopView` in `GameDetailTopViewController.swift`,
    /// `ProfileView` in `ProfileView+Layout.m`). A file's first class is often a helper of the
    /// main one (a cell, a text field) written above it.
    static func namedLikeFile(_ file: String, among classes: [SourceClass]) -> SourceClass? {
        let last = fileName(of: file)
        let base = last.split(separator: ".").first.map(String.init) ?? last
        if let exact = classes.first(where: { $0.name == base }) { return exact }
        var best: SourceClass? = nil
        for c in classes {
            guard let name = c.name, name.count >= 3, base.hasPrefix(name), name.count > (best?.name?.count ?? 0) else { continue }
            let next = base[base.index(base.startIndex, offsetBy: name.count)]
            if next.isUppercase || next == "+" || next == "_" { best = c }
        }
        return best
    }

    // MARK: The run

    mutating func run() throws(SceneError) -> SourceLayout {
        scanDeclarations()
        let classes = findClasses()
        // The class to draw: the one named, else the first that sets up constraints.
        let withCalls = classes.filter { c in c.range.contains { ChainText.wrapperName(tokens[$0]) != nil } }
        var drawn: SourceClass
        if let wanted = options.className {
            guard let c = classes.first(where: { $0.name == wanted }) else {
                let names = classes.compactMap(\.name)
                let guess = closestMatch(to: wanted, in: names).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw SceneError(file: file, location: nil, message: "no class \"\(wanted)\" in the file\(guess); it has \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            drawn = c
        } else {
            guard let c = Self.namedLikeFile(file, among: withCalls) ?? withCalls.first ?? classes.first else {
                throw SceneError(file: file, location: nil, message: "no mas_makeConstraints or snp.makeConstraints call in the file")
            }
            drawn = c
        }
        let others = withCalls.compactMap(\.name).filter { $0 != drawn.name }
        var region = drawn.range
        // A test file holds a layout in each test (an XCTestCase's or a QuickSpec's methods, or
        // `test…` functions): each is drawn on its own, the first unless one is named. Any other
        // file's methods are one layout, run in the order the code runs them.
        let laying = methods(in: region).filter { m in m.body.contains { ChainText.wrapperName(tokens[$0]) != nil } }
        let isTestFile = drawn.superclass.map { $0.hasSuffix("TestCase") || $0 == "QuickSpec" } == true
            || (laying.count > 1 && laying.allSatisfy { $0.name.hasPrefix("test") })
        var drawnFunction: String?
        if let wanted = options.function {
            let all = methods(in: region)
            guard let m = all.first(where: { $0.name == wanted }) else {
                let names = laying.map(\.name)
                let guess = closestMatch(to: wanted, in: all.map(\.name)).map { " (did you mean \"\($0)\"?)" } ?? ""
                throw SceneError(file: file, location: nil, message: "no function \"\(wanted)\" in \(drawn.name.map { "class \($0)" } ?? "the file")\(guess); the ones with constraint calls are \(names.isEmpty ? "none" : names.joined(separator: ", "))")
            }
            region = m.body
            drawnFunction = wanted
        } else if isTestFile, let first = laying.first {
            region = first.body
            drawnFunction = first.name
        }
        let otherFunctions = drawnFunction == nil ? [] : laying.map(\.name).filter { $0 != drawnFunction }
        // Constants and macros of the included files first, then the file's own.
        var inherited: ([String: Double], [String: (params: [String], body: [ChainToken])], [String: ChainSpec.Target]) = ([:], [:], [:])
        for include in options.includes {
            let language: SourceLanguage = include.name.lowercased().hasSuffix(".swift") ? .swift : .objectiveC
            guard let included = try? ChainLexer(include.text, tolerant: true).tokens() else { continue }
            var other = SourceReading(text: include.text, tokens: included, file: include.name, language: language, options: options)
            other.constants = inherited.0; other.macros = inherited.1; other.structures = inherited.2
            other.typeScopedOnly = language == .swift
            other.scanConstants(in: 0..<included.count, keeping: true)
            inherited = (other.constants, other.macros, other.structures)
            // What the included file's values were decided by, said as the file's own would be,
            // naming the file (its places are in it, not in this one).
            var seen: Set<String> = []
            let byDevice = other.deviceDecisions.said.map(\.text).filter { seen.insert($0).inserted }
            if !byDevice.isEmpty {
                warnings.append(SourceWarning(location(0), "in \(include.name): decided by the device drawn (--device for another): " + byDevice.joined(separator: "; ")))
            }
            let choices = other.runTimeChoices.map(\.0).filter { seen.insert($0).inserted }
            if !choices.isEmpty {
                warnings.append(SourceWarning(location(0), "in \(include.name): " + choices.map { "a condition decided at run time (\($0))" }.joined(separator: "; ") + ": the first value of each is read"))
            }
        }
        constants = inherited.0; macros = inherited.1; structures = inherited.2
        if drawn.kind == .viewController {
            // A view controller's view fills the screen by viewDidLoad: `CGFloat w =
            // (self.view.frame.size.width - 60) / 2` is the screen's width.
            let size = (width: options.width, height: options.height ?? options.width)
            for owner in ["self.view", "view"] {
                for box in [".frame", ".bounds"] {
                    for (axis, value) in [("width", size.width), ("height", size.height)] {
                        constants[owner + box + ".size." + axis] = value
                        constants[owner + box + "." + axis] = value
                    }
                }
            }
        }
        // `--set` values are in scope before the file's own are worked out (`CGFloat h =
        // self.contentView.frame.size.height;` with that height given), and win over them after.
        for (name, value) in options.values { constants[name] = value }
        scanConstants(in: 0..<tokens.count, keeping: true)
        var choiceOrder: [String] = []
        var choices: [String: [Int]] = [:]
        for c in runTimeChoices {
            if choices[c.condition] == nil { choiceOrder.append(c.condition) }
            choices[c.condition, default: []].append(c.offset)
        }
        for condition in choiceOrder {
            let at = choices[condition]!
            let lines = at.count > 1 ? " (lines \(at.map { String(location($0).line) }.joined(separator: ", ")))" : ""
            warnings.append(SourceWarning(location(at[0]), "a condition decided at run time (\(condition)): its first value is read\(lines)"))
        }
        for (name, value) in options.values { constants[name] = value }
        ratioNames = multiplierNames()
        scanInitialFrames(in: drawn.range)
        // The calls in the order the code runs them: the set-up, then each later method (a step).
        let runs = runOrder(in: region)
        // Methods UIKit calls only once the view is in a hierarchy: the drawn view's own ties
        // to its superview there are the app's, not a crash.
        let hierarchyMethods = methods(in: region).filter {
            ["updateConstraints", "layoutSubviews", "didMoveToSuperview", "didMoveToWindow", "viewWillAppear", "viewDidAppear",
             "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints"].contains($0.name)
        }
        // Colours a later method sets (a button's action, a failure callback) are not the first
        // picture's: UIKit shows the set-up's until the app calls it.
        laterBodies = runs.later.map(\.method.body)
        scanHierarchyAndProperties(in: region, kind: drawn.kind)
        func events(in range: Range<Int>) -> [SourceEvent] {
            let calls = findCalls(in: range).map(SourceEvent.call)
            let changes = keptChanges(in: range).map(SourceEvent.change)
            return (calls + changes).sorted { $0.index < $1.index }
        }
        var setUpEvents: [SourceEvent] = []
        for range in runs.setUp { setUpEvents += events(in: range) }
        var steps: [(name: String, events: [SourceEvent])] = []
        let regionMethods = methods(in: region)
        // Steps that are a property's `didSet` (Swift's setter): the app runs them by setting it.
        let observers = Set(regionMethods.filter { $0.selector.hasSuffix(".didSet") }.map(\.name))
        func runBy(_ step: String) -> String {
            observers.contains(step) ? "\(step)'s didSet, which runs when the app sets \(step)" : "\(step), which nothing in this file calls"
        }
        // A later method that changes the state and asks for the constraints again
        // (`setNeedsUpdateConstraints`, `updateConstraintsIfNeeded`, `layoutIfNeeded`) runs the
        // class's updateConstraints (or updateViewConstraints) again after its own code.
        let updaters = regionMethods.filter { $0.name == "updateConstraints" || $0.name == "updateViewConstraints" }
        let rerun = setUpEvents.filter { e in
            guard case .call = e else { return false }
            return updaters.contains { $0.body.contains(e.index) }
        }
        let asks: Set<String> = ["setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "setNeedsLayout", "layoutIfNeeded"]
        for (m, ranges) in runs.later {
            // In the order it runs (its calls where they stand), not the file's.
            var found = ranges.flatMap { events(in: $0) }
            let assignments = ranges.flatMap { stateAssignments(in: $0) }
            if !assignments.isEmpty {
                found += assignments
                found.sort { a, b in
                    let ra = ranges.firstIndex { $0.contains(a.index) } ?? 0, rb = ranges.firstIndex { $0.contains(b.index) } ?? 0
                    return ra != rb ? ra < rb : a.index < b.index
                }
                if ranges.contains(where: { r in r.contains { identifier($0).map(asks.contains) == true } }) { found += rerun }
            }
            if !found.isEmpty { steps.append((m.name, found)) }
        }
        let stateNames = ["0"] + steps.map(\.name)
        var state = options.state ?? 0
        guard state < stateNames.count else {
            throw SceneError(file: file, location: nil, message: "no step \(state); the states are \(stateNames.joined(separator: ", "))")
        }
        let makesConstraints = { (events: [SourceEvent]) in events.contains { if case .call = $0 { return true } else { return false } } }
        if options.state == nil, !makesConstraints(setUpEvents), let first = steps.firstIndex(where: { makesConstraints($0.events) }) {
            // Nothing at set-up lays out: the picture of the set-up would be empty views. The
            // first method that makes constraints is what the app runs to lay them out.
            state = first + 1
            let setUpNames = runs.setUpMethods.isEmpty ? "the set-up" : "the set-up (\(runs.setUpMethods.joined(separator: ", ")))"
            warnings.append(SourceWarning(location(0), "\(setUpNames) makes no constraints; drawn after \(observers.contains(steps[first].name) ? "\(steps[first].name)'s didSet, the first code that does, which runs when the app sets \(steps[first].name)" : "\(steps[first].name), the first method that does, which nothing in this file calls") (the app does; --step 0 draws the set-up alone\(steps.count > 1 ? ", --all-steps every state" : ""))"))
        }
        if !runs.overridesRun.isEmpty {
            let names = runs.overridesRun.map { $0 + "()" }
            warnings.append(SourceWarning(location(0), "\(names.joined(separator: ", ")) \(names.count == 1 ? "overrides a method" : "override methods") of \(drawn.superclass ?? "the superclass") that nothing in this file calls: taken to run at the set-up's end, as a base class's set-up calls \(names.count == 1 ? "it" : "them")"))
        }
        if !runs.gettersRunAfterSetUp.isEmpty {
            let names = runs.gettersRunAfterSetUp.map(\.name)
            // At the first one's declaration, `- (UIView *)badge {`.
            var declaration = runs.gettersRunAfterSetUp[0].body.lowerBound - 1
            while declaration > 0, !(isP(declaration, "-") && tokens[declaration].afterNewline) { declaration -= 1 }
            warnings.append(SourceWarning(location(tokens[declaration].offset),
                                          "lazy getter\(names.count == 1 ? "" : "s") that nothing at set-up uses, run after it as the app runs each where it first uses the view: \(names.joined(separator: ", "))"))
        }
        let allEvents = setUpEvents + steps.prefix(state).flatMap(\.events)
        let calls = allEvents.compactMap { if case .call(let c) = $0 { return c } else { return nil } }
        if calls.isEmpty && steps.isEmpty {
            throw SceneError(file: file, location: nil, message: "\(drawn.name.map { "class \($0)" } ?? "the file") has no mas_makeConstraints or snp.makeConstraints call")
        }

        // The tree: the root, every declared or added view under its parent.
        let rootID = SceneDecoder.rootID
        // A bar or a header is as tall as its owner makes it, which this file does not say: a
        // system bar is UIKit's height, any other is fitted to its content, as a cell is.
        let bar = options.explicitHeight ? nil : DrawnBar(drawn)
        let fits = (drawn.kind == .cell && (options.height == nil || !options.explicitHeight)) || bar?.height == .fitted
        var rootHeight = fits ? 0 : options.height ?? 0
        if case .system(let h, _)? = bar?.height { rootHeight = h }
        if let bar, case .system = bar.height {
            var note = SourceWarning(location(tokens.isEmpty ? 0 : tokens[drawn.range.lowerBound].offset), bar.words(width: options.width))
            note.changesNoFrame = true
            warnings.append(note)
        }
        let root = View(id: rootID, frame: Rect(x: 0, y: 0, width: options.width, height: rootHeight))
        root.safeAreaInsets = drawn.kind == .cell ? .zero : options.safeArea
        root.displayScale = options.scale
        root.contentSizeCategory = options.contentSizeCategory
        if drawn.kind == .viewController { root.layoutMargins = View.viewControllerRootMargins(width: options.width, safeArea: root.safeAreaInsets) }
        var byID: [String: View] = [rootID: root]
        var names: [String: String] = [:]
        // The root's names, unless the file declares a view of that name (`UIView *view = …`).
        for alias in rootAliases(drawn.kind) where viewClasses[alias] == nil { names[alias] = rootID }
        for (alias, target) in aliases { names[alias] = target }
        // `buttons[0]` of an array of views the file makes: that view.
        for (array, members) in arrays {
            for (n, member) in members.enumerated() { if let element = ChainText.elementName(array, Double(n)) { names[element] = Self.shortName(member) } }
        }
        func resolve(_ name: String) -> String? {
            var seen: Set<String> = []
            var n = name
            while seen.insert(n).inserted {
                if byID[n] != nil { return n }
                if let next = names[n] { n = next; continue }
                let short = Self.shortName(n)
                if short != n { n = short; continue }
                return nil
            }
            return nil
        }
        var guessedClasses: [String] = []
        func ensure(_ name: String) {
            guard resolve(name) == nil, !name.isEmpty else { return }
            // Undeclared (declared in a part of the class not given): the name tells the class.
            let cls = viewClasses[name] ?? CodeNames.classGuessed(from: name)
            if viewClasses[name] == nil && cls != "UIView" { guessedClasses.append(name) }
            let v = View(id: name, kind: CodeNames.viewKind(ofClass: cls))
            // A UILayoutGuide (`addLayoutGuide`): a rectangle constraints place, drawn as a guide.
            v.isLayoutGuide = cls == "UILayoutGuide"
            byID[name] = v
        }
        // The views the layout involves: added somewhere, or constrained (a declared view that is
        // neither, like a lazy var's local, is not part of it).
        let added = Set(parents.flatMap { [Self.shortName($0.child), Self.shortName($0.parent)] })
        for name in viewClasses.keys.sorted() where resolve(name) == nil && added.contains(name) { ensure(name) }
        for call in calls { if let r = call.receiver, arrays[Self.shortName(r)] == nil { ensure(names[Self.shortName(r)] ?? Self.shortName(r)) } }
        for (_, members) in arrays { members.forEach { ensure(Self.shortName($0)) } }
        // The drawn view added to another (a popup's `[self.baseController.view addSubview:self]`,
        // `[window addSubview:self]`): that view is the app's, not part of this layout; said.
        var addsItself: [(parent: String, at: Int)] = []
        for p in parents {
            if resolve(Self.shortName(p.child)) == rootID {
                if resolve(Self.shortName(p.parent)) != rootID { addsItself.append((p.parent, p.at)) }
                continue
            }
            ensure(Self.shortName(p.child)); ensure(Self.shortName(p.parent))
        }
        if let first = addsItself.first {
            warn(first.at, "the view adds itself to \(first.parent), which the running app gives; drawn on its own at the size given (--size)")
        }
        // Views the constraints name that the file never declares (a property declared in the
        // header, a view of the superclass): taken as plain views, and said so.
        for call in calls {
            for statement in call.statements {
                // A name with an attribute after it (`x.mas_bottom`, `x.snp.top`) is surely a view;
                // so is one named as views are (`_toolBarView`, `tableHeaderV`, `avatarImageView`).
                for (name, offset, withAttribute) in Self.relationTargets(statement) {
                    let short = Self.shortName(name)
                    guard withAttribute || viewNameStem(short) != short || (short.hasSuffix("V") && short.count > 2) else { continue }
                    guard resolve(name) == nil, constants[short] == nil, constants[name] == nil, !otherObjects.contains(short),
                          CodeNames.looksLikeView(short) else { continue }
                    ensure(short)
                    warnings.append(SourceWarning(location(offset), "'\(short)' is not declared in this file; taken as a view (\(CodeNames.classGuessed(from: short)))"))
                }
            }
        }
        // As many views as a scene may have, no more: the layout, the solve and the picture
        // grow with them.
        if byID.count - 1 > options.maxViews {
            throw SceneError(file: file, location: nil, message: "more than \(options.maxViews) views (--max-views)")
        }
        // Parents as added; the rest in the root, said when they have constraints.
        var attached: Set<String> = []
        for p in parents {
            guard let child = resolve(p.child), let parent = resolve(p.parent), child != rootID, !attached.contains(child),
                  child != parent, !isAncestor(byID[child]!, of: byID[parent]!) else { continue }
            byID[parent]!.addSubview(byID[child]!)
            attached.insert(child)
        }
        // Stack views lay out their arranged subviews with UIKit's own constraints, installed
        // when the views are arranged: before the code's constraint calls.
        var stacks: [String] = []
        for (child, stack) in arranged {
            guard let c = resolve(child), let st = resolve(stack), let stackView = byID[st], let childView = byID[c],
                  childView.superview === stackView, !stackView.arrangedSubviews.contains(where: { $0 === childView }) else { continue }
            stackView.arrangedSubviews.append(childView)
            if !stacks.contains(st) { stacks.append(st) }
        }
        for st in stacks {
            let stackView = byID[st]!
            stackView.stack = stackSettings[st] ?? StackLayout()
            for c in stackView.stackConstraints() { c.firstView.install([c]) }
        }
        // In name order: a dictionary's own order changes from one run to the next.
        for owner in stackSettings.keys.sorted() where resolve(owner).map({ !stacks.contains($0) }) ?? true {
            warnings.append(SourceWarning(location(0), "\(owner) is given a stack view's axis, spacing, distribution or alignment but arranges no views in this file; not read"))
        }
        let receivers = Set(calls.compactMap { $0.receiver.flatMap(resolve) })
        for id in byID.keys.sorted() where id != rootID && byID[id]!.superview == nil {
            root.addSubview(byID[id]!)
            if receivers.contains(id), let call = calls.first(where: { $0.receiver.flatMap(resolve) == id }) {
                warn(call.start, "\(id) is never added to a view in this file (addSubview); drawn in the root")
            }
        }
        var standIns: [String] = []
        readLargeIndicatorsMadeSo()
        // Labels, fonts, colours; buttons' and text fields' intrinsic sizes; hugging and resistance.
        for (id, view) in byID where id != rootID {
            if let frame = frames[id] { view.frame = frame }
            if let color = colors[id] { view.backgroundColor = color }
            if let margins = marginsSet[id] { view.layoutMargins = margins }
            if view.kind == .label {
                // A label whose text the file never sets shows its name, so it has a size (said below).
                if labelTexts[id] == nil { standIns.append(id) }
                view.label = LabelContent(text: labelTexts[id] ?? id, font: fonts[id] ?? LabelContent.defaultFont, textColor: textColors[id] ?? .black,
                                          numberOfLines: lineCounts[id] ?? 1, alignment: alignments[id] ?? .natural,
                                          preferredMaxLayoutWidth: maxLayoutWidths[id])
                view.label?.isStandIn = labelTexts[id] == nil
            }
            let cls = viewClasses[id] ?? ""
            if cls.hasSuffix("Button"), let title = titles[id] {
                // UIButton: its title, centred, 6 points above and below (a 15-point title is 30
                // tall), in the system tint unless the code sets a title colour.
                view.label = LabelContent(text: title, font: fonts[id] ?? "system 15",
                                          textColor: titleColors[id] ?? Color(red: 0, green: 122 / 255, blue: 1),
                                          numberOfLines: 1, alignment: .center, contentInsets: EdgeInsets(top: 6, left: 0, bottom: 6, right: 0))
            }
            if cls.hasSuffix("TextView"), scrollDisabled.contains(id) {
                // UITextView with scrolling off has its text's size, inside its text container's
                // insets (8 above and below) and line padding (5 each side), in 12-point type
                // unless the code sets a font; its name stands in for text the file does not set.
                if labelTexts[id] == nil { standIns.append(id) }
                view.label = LabelContent(text: labelTexts[id] ?? id, font: fonts[id] ?? "system 12", textColor: textColors[id] ?? .black,
                                          numberOfLines: 0, alignment: alignments[id] ?? .natural,
                                          contentInsets: EdgeInsets(top: 8, left: 5, bottom: 8, right: 5))
                view.label?.isStandIn = labelTexts[id] == nil
            }
            if let measurer, cls.hasSuffix("TextField"), let text = placeholders[id] ?? labelTexts[id] {
                // UITextField: its text or placeholder, as tall as a line of its font; with a
                // rounded-rect border, inside UIKit's padding (UIKitControl.roundedRectField).
                let m = measurer.measure(text, font: FontName.sized(fonts[id] ?? LabelContent.defaultFont, category: options.contentSizeCategory), maxWidth: nil, maxLines: 1)
                let width = (m.size.width * options.scale - 1e-6).rounded(.up) / options.scale
                view.intrinsicContentSize = roundedFields.contains(id)
                    ? UIKitControl.roundedRectField(textWidth: width, lineHeight: m.size.height)
                    : IntrinsicSize(width: m.size.width.rounded(.up), height: m.size.height.rounded(.up))
            }
            if view.intrinsicContentSize == IntrinsicSize(),
               let control = UIKitControl(className: cls, largeIndicator: largeIndicators.contains(id), pages: pageCounts[id] ?? 0) {
                view.intrinsicContentSize = control.intrinsicSize
                view.alignmentRectInsets = control.alignmentRectInsets
            }
            if let (h, v) = hugging[id] {
                if let h { view.contentHugging.horizontal = h }
                if let v { view.contentHugging.vertical = v }
            }
            if let (h, v) = resistance[id] {
                if let h { view.compressionResistance.horizontal = h }
                if let v { view.compressionResistance.vertical = v }
            }
        }
        if !guessedClasses.isEmpty {
            warnings.append(SourceWarning(location(0),
                "not declared in this file, so their classes are guessed from their names: " + guessedClasses.sorted().map { "\($0) (\(CodeNames.classGuessed(from: $0)))" }.joined(separator: ", ")))
        }
        // The keyboard is drawn down, said once where the file first names its guide.
        if let first = tokens.firstIndex(where: { if case .identifier("keyboardLayoutGuide") = $0.kind { return true } else { return false } }) {
            var note = SourceWarning(location(tokens[first].offset),
                "drawn with the keyboard hidden: keyboardLayoutGuide's top is the safe area's bottom, as UIKit places it then")
            note.changesNoFrame = true
            warnings.append(note)
        }
        if !standIns.isEmpty {
            warnings.append(SourceWarning(location(0),
                "labels whose text this file does not set are drawn with their names as text: " + standIns.sorted().joined(separator: ", ")))
        }
        if let first = unreadColors.first {
            let listed = unreadColors.map { "\($0.owner) (\($0.code), line \(location($0.offset).line))" }
            warnings.append(SourceWarning(location(first.offset),
                "colours this file does not define, drawn without them: " + listed.joined(separator: ", ")))
        }
        // Views from a nib or a storyboard: placed there by constraints this file does not show.
        let outlets = nibOutlets.filter { byID[$0.name] != nil }
        if let first = outlets.first {
            warnings.append(SourceWarning(location(first.offset),
                "views from a nib or storyboard (IBOutlet): " + outlets.map(\.name).joined(separator: ", ")
                + "; the constraints the nib gives them are not in this file, so only this file's own place them"))
        }
        if let first = unreadImages.first {
            var seen = Set<String>()
            let listed = unreadImages.filter { seen.insert($0.owner).inserted }.map { "\($0.owner) (line \(location($0.offset).line))" }
            warnings.append(SourceWarning(location(first.offset),
                "images' sizes are not known from code (they are in the app's assets): " + listed.joined(separator: ", ")
                + "; an image view has no intrinsic size here, so only its constraints size it"))
        }
        if root.backgroundColor == nil, let c = colors["self"] ?? colors["view"] ?? colors["self.view"] ?? colors["contentView"] { root.backgroundColor = c }
        applyRootMargins(to: root, kind: drawn.kind)

        // The calls, in the order they run.
        let ids = byID.keys.sorted()
        var runtime: [String] = []
        var kept: [String: [LayoutConstraint]] = [:]
        for (n, event) in allEvents.enumerated() {
            if case .assign(let name, let value, let at) = event {
                if !assign(name, value) {
                    warn(at, "\(name) is given a value only the running app knows (\(Self.shortCode(text(at..<min(at + 4 + value.count, tokens.count)))); it keeps the one it had")
                }
                continue
            }
            guard case .call(var call) = event else {
                if case .change(let change) = event { apply(change, to: kept[change.name] ?? []) }
                continue
            }
            // A branch of an `if` on the class's state that the state, as it is now, does not run.
            guard runsByState(at: call.start) else { continue }
            // After the set-up a step may have changed what the block's conditions depend on.
            if n >= setUpEvents.count { call.statements = restated(call) }
            guard let receiverName = call.receiver else { warn(call.start, "a constraint block without a receiver; not read"); continue }
            // An array's block runs for each of its views, as Masonry's NSArray category does.
            let targets = arrays[Self.shortName(receiverName)] ?? [receiverName]
            for targetName in targets {
            guard let id = resolve(targetName), let view = byID[id] else { warn(call.start, "unknown view '\(targetName)'; not read"); continue }
            if call.operation == .remake { view.uninstallAllConstraints() }
            // An update of a view without constraints is a make, for the whole block (SnapKit
            // checks once, before the block; Masonry adds whatever matches nothing).
            let operation: ChainText.Operation = call.operation == .update && view.madeConstraints.isEmpty ? .make : call.operation
            var reader = ChainReader(resolveView: { resolve($0) }, knownIDs: ids)
            reader.constants = constants
            reader.structures = structures
            reader.valueObjects = otherObjects
            reader.textSize = options.contentSizeCategory
            reader.displayScale = options.scale
            // The block's own values: `let inset = 12` is 12 in the chains after it; one the code
            // computes at run time (`let inset = self.inset`) stays a name the chains ask for.
            // A choice on a condition the code does not decide (`let side = isSmallDevice ? 120 :
            // 160`) is its first value, said, as a constant's would be.
            for local in call.locals {
                if let v = evaluate(atDesignScale(local.value)) { reader.constants[local.name] = v }
                else if let (v, _) = runTimeChoice(atDesignScale(local.value)) {
                    // The condition is said where the block's statements are read.
                    reader.constants[local.name] = v
                }
                else { reader.constants[local.name] = nil }
            }
            if let maker = call.maker { reader.makerNames.insert(maker) }
            for written in call.statements {
                let statement = atDesignScale(written)
                var parser = ChainParser(tokens: statement + [ChainToken(kind: .end, offset: statement.last!.offset + statement.last!.length, length: 0, afterNewline: false)])
                do {
                    for node in try parser.statements() {
                        let spec = try reader.read(node)
                        let place = location(spec.offset)
                        do throws(ChainMisuse) {
                            let chain = ChainConverter(byID: byID, dialect: call.dialect).convert(spec, view: view, source: "\(fileName(of: file)):\(place.line)")
                            let made = try view.apply(try chain.constraints(), as: operation == .update ? .update : .make,
                                                      dialect: call.dialect == .snapkit ? .snapkit : .masonry)
                            if let name = call.kept[statement.first!.offset] { kept[name] = made }
                        } catch {
                            // The drawn view tied to the app's view it adds itself to (`self.snp.remakeConstraints
                            // { $0.edges.equalToSuperview() }` after `parentView.addSubview(self)`).
                            let unattached = view === root && view.superview == nil
                            let inHierarchy = unattached ? hierarchyMethods.first { $0.body.contains(call.start) } : nil
                            let message = unattached && !addsItself.isEmpty
                                ? "this ties the view to \(addsItself[0].parent), the app's view it adds itself to, which is not drawn"
                                : inHierarchy.map { "this ties the view to its superview, which the app that shows it gives (UIKit calls \($0.name) once the view is in one); the view is drawn at the size given" }
                                ?? error.message
                            warnings.append(SourceWarning(error.modifier.map { location(spec.modifiers[$0].offset) } ?? place,
                                                          message + "; this chain is left out"))
                        }
                    }
                } catch {
                    let place = location(error.offset)
                    var message = error.message
                    // A macro this file does not define: from a prefix header or a constants file.
                    if message.contains("not a call of '") || message.hasPrefix("unknown function '") {
                        message += " (a macro from another file? give that file with --include FILE)"
                    }
                    if let name = Self.quotedName(in: message), let big = tooLarge[Self.shortName(name)] {
                        message = "'\(Self.shortName(name))' is defined in this file (line \(location(tokens[big.at].offset).line)) as \(big.value.isFinite ? formatNumber(big.value) : "a number too large to hold"), past the ±\(formatNumber(Self.largestNumber)) a constraint's number may be"
                    } else if message.hasPrefix("unknown view '"), let name = Self.quotedName(in: message), !CodeNames.looksLikeView(Self.shortName(name)) {
                        // A name that is no view and no constant the file gives: a value from elsewhere.
                        if !runtime.contains(name) { runtime.append(name) }
                        message = "'\(name)' is not defined in this file (a value known only at run time or defined elsewhere: give it with \(giving(name, "…")))"
                    }
                    if let cut = Self.prefix(of: message, before: " (name it in the scene's") {
                        // A name the file never gives a number: only the running app knows it.
                        let name = Self.quotedName(in: message) ?? "?"
                        if !runtime.contains(name) { runtime.append(name) }
                        message = cut + " (a value known only at run time: give it with \(giving(name, "…")))"
                    }
                    warnings.append(SourceWarning(place, message + "; this chain is left out"))
                }
            }
            }
        }
        // Views distributed along an axis (Masonry's mas_distributeViewsAlongAxis).
        for d in distributions {
            guard let members = arrays[Self.shortName(d.array)] else {
                warn(d.at, "'\(Self.shortName(d.array))' is not an array of views this file makes (NSArray *a = @[…]; let a = [...]); this distribution is left out")
                continue
            }
            let views = members.compactMap { resolve($0).flatMap { byID[$0] } }
            do throws(ChainMisuse) {
                let made = try View.distribute(views, horizontally: d.horizontal, fixedSpacing: d.spacing, fixedItemLength: d.length,
                                               leadSpacing: d.lead, tailSpacing: d.tail)
                for c in made { c.firstView.install([c]) }
            } catch {
                warn(d.at, error.message + "; this distribution is left out")
            }
        }
        sayTaken(designScaled, as: "at design scale",
                 why: " (a call as its argument, a ratio as 1, as screen-scaling macros give on the screen they were designed for)")
        let width = constants["SCREEN_WIDTH"].map(formatNumber) ?? "?", height = constants["SCREEN_HEIGHT"].map(formatNumber) ?? "?"
        sayTaken(screenNamed, as: "as the screen's width (\(width)) or height (\(height)), as their names say")
        // Each with its value and what it stands for, which hold commas: `;` between them.
        sayTaken(barNamed, as: "as the device's system bars, as their names say", separator: "; ")
        if !runtime.isEmpty {
            warnings.append(SourceWarning(location(0), SourceWording.runTimeValues(runtime, valuesInScene: options.valuesInScene)))
        }
        for (owner, at) in assignedFrames {
            if let id = resolve(owner), let view = byID[id], !view.madeConstraints.isEmpty {
                warn(at, "\(owner).frame is not used: its constraints place it, as in UIKit")
            }
        }
        // Views drawn without constraints that a step not drawn lays out (a cell's `setModel:`
        // remaking them): unplaced here, said with the step that places them.
        var placedLater: [(step: String, views: [String], at: Int)] = []
        var said: Set<String> = []
        for step in steps.dropFirst(state) {
            var views: [String] = []
            for event in step.events {
                guard case .call(let c) = event, let r = c.receiver, let id = resolve(names[Self.shortName(r)] ?? Self.shortName(r)),
                      id != rootID, let view = byID[id], view.madeConstraints.isEmpty, said.insert(id).inserted else { continue }
                views.append(id)
            }
            if let first = step.events.first, !views.isEmpty { placedLater.append((step.name, views, first.index)) }
        }
        for later in placedLater {
            warn(later.at, "\(later.views.joined(separator: ", ")) \(later.views.count == 1 ? "gets its" : "get their") constraints only in \(runBy(later.step)): unplaced here (--step \(later.step) draws \(later.views.count == 1 ? "it" : "them") placed)")
        }
        if let first = deviceDecisions.said.first {
            var seen: Set<String> = []
            let said = deviceDecisions.said.filter { seen.insert($0.text).inserted }
            let lines = Set(deviceDecisions.said.map { location($0.offset).line }).sorted()
            warnings.append(SourceWarning(location(first.offset), "decided by the device drawn (--device for another): " + said.map(\.text).joined(separator: "; ")
                 + (lines.count > 1 ? " (lines \(lines.map(String.init).joined(separator: ", ")))" : "")))
        }
        reportUnread(in: region)
        reportNotLayout(in: region)
        warnings.sort { ($0.location.line, $0.location.column) < ($1.location.line, $1.location.column) }
        var built = SourceLayout(root: root, warnings: warnings, drawn: drawn, others: others, drawnFunction: drawnFunction,
                            otherFunctions: otherFunctions, stateNames: stateNames, state: state,
                            fitsHeight: options.height == nil || (drawn.kind == .cell && !options.explicitHeight)
                                || bar?.height == .fitted)
        built.fitsAsBar = bar?.height == .fitted
        return built
    }

    /// A kept constraint changed as the code changes it: offset and constant set the constant,
    /// SnapKit's inset does too with the sign of the edge, deactivate/uninstall take it out.
    mutating func apply(_ change: KeptChange, to constraints: [LayoutConstraint]) {
        guard !constraints.isEmpty else {
            if change.name == "NSLayoutConstraint" {
                // `NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor), …])`.
                warn(change.at, "constraints made with layout anchors or NSLayoutConstraint(item:…) are not read (only Masonry's and SnapKit's chains are); the views they place are drawn without them")
            } else {
                warn(change.at, "'\(change.name)' is changed here but no chain in this file keeps it; not read")
            }
            return
        }
        for c in constraints {
            switch change.kind {
            case .offset(let v), .constant(let v): c.constant = v
            case .inset(let v):
                let inward: Set<LayoutAttribute> = [.right, .bottom, .trailing, .rightMargin, .bottomMargin, .trailingMargin]
                c.constant = inward.contains(c.firstAttribute) ? -v : v
            case .deactivate: c.firstView.uninstall(c)
            case .activate: if !c.firstView.madeConstraints.contains(where: { $0 === c }) { c.firstView.install([c]) }
            }
        }
    }

    func isAncestor(_ a: View, of b: View) -> Bool {
        var v: View? = b
        while let x = v { if x === a { return true }; v = x.superview }
        return false
    }

    /// What the root is called in each kind of class.
    func rootAliases(_ kind: SourceClass.Kind) -> [String] {
        switch kind {
        case .view: return ["self", "superView"]
        case .viewController: return ["self.view", "view", "self", "self.view.safeAreaLayoutGuide"]
        case .cell: return ["self.contentView", "contentView", "self", "cell.contentView"]
        }
    }

    /// `self.x`, `self?.x`, `weakSelf.x`, `strongSelf.x`, `_x`, `x!` → `x`.
    static func shortName(_ name: String) -> String {
        // `weakSelf` alone is `self` (`__weak typeof(self) weakSelf = self;`, `WS(ws)`).
        if selfNames.contains(name), name != "self" { return "self" }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        parts = parts.map { p in var q = p; while q.hasSuffix("!") || q.hasSuffix("?") { q.removeLast() }; return q }
        if parts.count > 1, selfNames.contains(parts[0]) { parts.removeFirst() }
        if parts[0].count > 1, parts[0].hasPrefix("_") { parts[0].removeFirst() }
        return parts.joined(separator: ".")
    }

    /// The part of `text` before `marker`, when it holds it.
    static func prefix(of text: String, before marker: String) -> String? {
        let t = Array(text), m = Array(marker)
        guard t.count >= m.count else { return nil }
        for i in 0...(t.count - m.count) where Array(t[i..<(i + m.count)]) == m { return String(t[..<i]) }
        return nil
    }

    /// The names a statement relates to (`equalTo(self.avatar.mas_bottom)` → `self.avatar`),
    /// with where they stand.
    static func relationTargets(_ statement: [ChainToken]) -> [(String, Int, Bool)] {
        guard let last = statement.last else { return [] }
        var parser = ChainParser(tokens: statement + [ChainToken(kind: .end, offset: last.offset + last.length, length: 0, afterNewline: false)])
        guard let nodes = try? parser.statements() else { return [] }
        var found: [(String, Int, Bool)] = []
        func visit(_ n: ChainNode) {
            switch n.expr {
            case .call(let callee, let arguments):
                if case .member(_, let name) = callee.expr, ChainReader.relations[name] != nil {
                    for a in arguments { collect(a.value) }
                }
                visit(callee)
                arguments.forEach { visit($0.value) }
            case .member(let base, _), .boxed(let base), .negate(let base): visit(base)
            case .array(let items): items.forEach(visit)
            case .binary(_, let l, let r): visit(l); visit(r)
            default: break
            }
        }
        func collect(_ n: ChainNode) {
            switch n.expr {
            case .array(let items): items.forEach(collect)
            case .boxed(let inner): collect(inner)
            default:
                guard var path = ChainReader.dottedPath(n)?.map(\.0) else { return }
                if ChainReader.implicitSelfHeads.contains(path[0]) { path.insert("self", at: 0) }
                // Up to the attribute part (mas_left, snp, left, safeAreaLayoutGuide…).
                let cut = path.indices.dropFirst().first { i in
                    let p = path[i]
                    return p.hasPrefix("mas_") || p == "snp" || p.hasPrefix("snp_") || p == "safeAreaLayoutGuide" || p == "layoutMarginsGuide"
                        || p == "topLayoutGuide" || p == "bottomLayoutGuide" || ChainReader.attributes.contains(p)
                } ?? path.count
                found.append((path[..<cut].joined(separator: "."), n.offset, cut < path.count))
            }
        }
        nodes.forEach(visit)
        return found
    }

    static func quotedName(in message: String) -> String? {
        guard let open = message.firstIndex(of: "'") else { return nil }
        let rest = message[message.index(after: open)...]
        guard let close = rest.firstIndex(of: "'") else { return nil }
        return String(rest[..<close])
    }

    static func isViewClass(_ name: String) -> Bool {
        if ["UIView", "UILabel", "UIButton", "UIImageView", "UITextField", "UITextView", "UIScrollView", "UITableView",
            "UICollectionView", "UIStackView", "UISwitch", "UISlider", "UIProgressView", "UIActivityIndicatorView",
            "UISegmentedControl", "UIPageControl", "UIVisualEffectView", "WKWebView", "MKMapView", "UIControl",
            "UINavigationBar", "UIToolbar", "UISearchBar", "UIDatePicker", "UIPickerView", "UIStepper", "UILayoutGuide"].contains(name) { return true }
        guard let first = name.first, first.isUppercase else { return false }
        for suffix in ["View", "Label", "Button", "Field", "Bar", "Control", "Switch", "Slider", "Cell"] where name.hasSuffix(suffix) { return true }
        return false
    }
}

/// Offsets (Unicode scalars) to 1-based lines and columns.
struct LineMap {
    let starts: [Int]
    init(_ scalars: [Unicode.Scalar]) {
        var s = [0]
        for (i, c) in scalars.enumerated() where c == "\n" { s.append(i + 1) }
        starts = s
    }
    func location(_ offset: Int) -> SourceLocation {
        var lo = 0, hi = starts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return SourceLocation(line: lo + 1, column: offset - starts[lo] + 1)
    }
}
