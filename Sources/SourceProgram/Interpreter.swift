import Layout
import Scene
import SourceSyntax

/// Runs a class's set-up path as UIKit would: its stored properties' initial values, the
/// initialiser UIKit calls, the life-cycle methods in their order and every method they call,
/// with scopes, closures and the values they compute. Views made, added and constrained along
/// the way are recorded; `Materializer` makes the view tree from them.
final class Interpreter {
    let source: SourceText
    let language: SourceLanguage
    let classes: ClassTable
    let values: [String: Double]
    let screen: Size
    let safeArea: EdgeInsets
    var instance: Instance!
    /// The app's delegate with what it sets of its own at launch (LaunchConfiguration), when
    /// it sets anything: what `UIApplication.shared.delegate` is.
    var appDelegate: Instance?
    /// The app's enums with a computed property, by the property's name (Members.enumComputedProperty).
    var enumGetterOwners: [String: [ClassInfo]]?
    var root: ViewObject!
    var role = ClassRole.view
    /// Every view made, in the order made.
    var views: [ViewObject] = []
    /// Views the file uses but does not make, by name.
    var implicitViews: [String: ViewObject] = [:]
    /// Constraint blocks and kept constraints' changes, in the order the code ran them.
    var events: [LayoutEvent] = []
    var warnings: [(range: SourceRange, message: String)] = []
    /// Loops whose body the set-up did not run, their count known only to the running app, and
    /// why: where a file's constraint calls all are, an error names the first (ProgramReader).
    var loopsNotRun: [(range: SourceRange, why: String)] = []
    var warned: Set<String> = []
    var unknownNames: [String] = []
    /// Names from other files taken as what they say they are (TakenName).
    var taken: [TakenName] = []
    /// Notch checks from other files, decided by the device drawn.
    var decidedByDevice: [(name: String, range: SourceRange)] = []
    /// The device drawn's names the code read (UIDevice's `model`, `uname`'s `machine`), each
    /// with where: said in one line, as the notch macros are.
    var deviceNamesRead: [(fact: String, range: SourceRange)] = []
    var hasNotch = true
    /// Measures text that code asks the size of (`sizeThatFits:`, `boundingRectWithSize:…`): the
    /// layout's own measurer, so a label measured in code is the size it is drawn at.
    var measurer: (any TextMeasuring)?
    /// The screen's scale (`UIScreen.main.scale`).
    var scale = 3.0
    /// The text size drawn (--text-size): what UIFontMetrics scales to.
    var contentSizeCategory: ContentSizeCategory = .large
    /// `--max-views`: past it the run stops (and the read is refused).
    var maxViews = 20_000
    /// The file's `#define`s: one still standing as a name expanded past the limit (said there).
    var fileMacros: Set<String> = []
    /// The file's `#define`s by name, and the numbers object-like ones stand for (MacroValues).
    var macroDefinitions: [String: Macro] = [:]
    var macroValues: [String: Double?] = [:]
    var macrosBeingValued: Set<String> = []
    var deviceName = "iPhone 15"
    let globals = Scope(parent: nil)
    /// Every scope made, so `tearDown` can break the cycles closures make with them.
    var scopes: [Scope] = []
    /// Steps left before the run stops (a loop or recursion the file never leaves).
    var budget = 2_000_000
    var callDepth = 0
    static let maxCallDepth = 48
    static let maxLoopPasses = 50
    var loopPassesLeft = 500
    var stopped = false
    /// Getters and setters running (so one does not run itself again).
    var ran: Set<String> = []
    /// Methods run so far, by key.
    var ranMethods: Set<String> = []
    /// The methods UIKit called at set-up, as the file names them (`init(frame:)`, `viewDidLoad`).
    var setUpRan: [String] = []
    /// Names the file writes only as ratios (TakenName.multiplierNames), worked out the first
    /// time a name the file does not define is looked up (a second lexing of the file).
    lazy var ratioNames: Set<String> = TakenName.multiplierNames(source, language: language)
    /// Statements run, by where they start: whether one ever did something this reader reads
    /// (`read`) and whether one did something it passes over (`passed`: an action wired, a
    /// delegate, data) — UnreadLines says those that only passed.
    var ranStatements: [Int: (read: Bool, passed: Bool)] = [:]
    var effectCount = 0
    var ignoredCount = 0
    /// Frames and images set in code, where: a frame constraints override, an image whose size
    /// is in the app's assets (both said).
    var framesSet: [(view: ViewObject, range: SourceRange)] = []
    /// The frame the drawn view's own code gives it (`self.frame = CGRectMake(0, 0, W, 282)`,
    /// `self.height = 282`): the size it is drawn at when none is given.
    var ownFrame: (rect: Rect, range: SourceRange)?
    /// While a cell's own frame setter runs (CellFrameSetter): the frame it passes on to UIKit's
    /// (`[super setFrame:frame]`, `super.frame = frame`).
    var capturesSuperFrame = false
    var superFrame: Rect?
    /// Whether the file defines MAS_SHORTHAND before Masonry's header: then `view.top` is
    /// `view.mas_top`; without it, an app's frame category's (`self.view.width`).
    var masonryShorthand = false
    /// Every constraint made with layout anchors, active or not (tearDown breaks their cycles).
    var anchorConstraints: [KeptConstraint] = []
    /// The app's types' static properties once read or set (`Adapter.ratio`), by `Type.name`:
    /// Swift initialises each once, and a static method or launch code may change it.
    var statics: [String: Value] = [:]
    /// Types declared inside bodies (ClassTable.localType), by `Name#offset` of their declaration.
    var localTypes: [String: ClassInfo] = [:]
    /// How many times code set a static or a file-level variable (what launch code configures).
    var storedValuesSet = 0
    /// Whether code named a cell's `contentView`: a table cell whose code never does adds its
    /// views to the cell itself, which self-sizing does not see (ProgramReader).
    var contentViewNamed = false
    /// The frame a cell's code gives its content view (`contentView.frame = …`), where it said.
    var contentViewFrame: (rect: Rect, range: SourceRange)?
    /// Views whose frame was read as CGRectZero before any layout, said once each.
    var zeroFramesSaid: Set<ObjectIdentifier> = []
    /// Views made a table's header or footer, in the order set.
    var tableHeadersSet: [ViewObject] = []
    /// Views given a text field as its `leftView` or `rightView`, in the order given (TextFieldSides).
    var textFieldSidesSet: [(field: ViewObject, side: ViewObject, isRight: Bool, range: SourceRange)] = []
    var imagesSet: [(view: ViewObject, range: SourceRange)] = []
    /// A base class's hooks the class overrides, run at the set-up's end (said).
    var overridesRun: [String] = []
    /// Which of `warnings` are notes (they change no frame).
    var notes: Set<Int> = []
    /// The keyboard guide's note is said once.
    var keyboardSaid = false
    /// Events of runs whose results were taken back (Steps.placedLater), torn down at the end.
    var discardedEvents: [LayoutEvent] = []
    /// Blocks given to the main queue at set-up (`dispatch_async(dispatch_get_main_queue(), ^{…})`,
    /// `DispatchQueue.main.async { … }`), run in order once the set-up has.
    var mainQueueBlocks: [ClosureValue] = []
    /// Masonry's constraint calls sent to nil (`[self.titleLab mas_makeConstraints:…]` where the
    /// getter returns nil), where and to what: they make nothing, which is said.
    var constraintsOnNil: [(range: SourceRange, receiver: String)] = []
    /// How many views there were when each running call of an app's extension of a UIKit type
    /// began, innermost last: a view made before is the caller's, and a local of the extension
    /// (`if let lastView = arrangedSubviews.last`) does not name it.
    var viewsBeforeExtensionCalls: [Int] = []
    /// The methods running, innermost last, as the file names them.
    var runningMethods: [String] = []
    /// Where the body of each running method starts (which class's method it is, for `super`).
    var runningBodies: [Int] = []
    /// The value the app gives that the drawn view adds itself to, where this file does not
    /// know it (`initWithSuperView:(UIView *)superView … [superView addSubview:self]`): a chain
    /// naming it (or a local holding it) names the drawn view's superview.
    var rootParent: Unknown?
    func isRootParent(_ value: Value) -> Bool {
        guard case .unknown(let u) = value, let parent = rootParent else { return false }
        return u.name == parent.name && u.range == parent.range
    }
    /// The app's view the drawn view adds itself to (`[window addSubview:self]`), as written.
    var rootAddedTo: String?
    /// Said that the app's window is drawn as the root (addToKeyWindow).
    var saidWindowAsRoot = false
    /// The file's helpers that make and return a view (said once each).
    var viewHelpers: Set<String> = []
    /// Names the file assigns somewhere, as asked (Names.assignsInFile).
    var assignedNames: [String: Bool] = [:]
    /// The drawn view asked for its constraints again (`setNeedsUpdateConstraints`).
    var constraintsAskedFor = false
    /// Device traits a condition being decided consulted, each with what decided it.
    var consultedTraits: [String] = []
    /// Views the file never declares whose classes their names gave (`titleLabel`: UILabel).
    var guessedClasses: [String: String] = [:]
    /// Views being configured through a chaining builder (`UIButton(type: .system).chain
    /// .title("Send", for: .normal).backgroundColor(.orange).build`, CocoaChainKit's and its
    /// kind): each call on it is a setting and gives the view back, `.build` the view.
    var chainBuilders: Set<ObjectIdentifier> = []
    /// Views a nib or storyboard made (outlets the code used), with where each is declared.
    var nibOutlets: [(view: ViewObject, range: SourceRange)] = []
    /// What the class's nib or storyboard gives its outlets' labels, buttons and fields
    /// (SourceOptions.outletContents).
    var outletContents: [String: OutletContent] = [:]
    /// The one method drawn instead of the set-up (`--function`, a test file's test), and
    /// whether the file is a test file (its root is a plain view, not the test case).
    var entryFunction: FunctionDecl?
    var isTestFile = false
    /// The drawn object while its class method that makes it runs (SetUpPath.runFactory).
    var factoryInstance: Instance?
    /// The project's images, colours and strings (SourceOptions.assets).
    var assets = ProjectAssets()
    /// What was taken from the project's other files (ProjectDefinition), each name once.
    var fromProject: [ProjectDefinition] = []
    var fromProjectNames: Set<String> = []
    /// The app's own views whose code is running, innermost last (OwnViewClasses).
    var ownViews: [ViewObject] = []
    /// Own view classes drawn as boxes for their depth, said once each.
    var saidBoxes: Set<String> = []
    /// The loops running, innermost last, with the pass each is in.
    var loopPasses: [(loop: SourceRange, index: Int)] = []
    /// Constraint blocks being run (their statements are said in a block's words).
    var constraintBlockDepth = 0
    var inConstraintBlock: Bool { constraintBlockDepth > 0 }
    /// Branches of `if`s being run inside a constraint block.
    var blockBranchDepth = 0

    /// `body` run as code outside any constraint block (a method, a property's initial value
    /// first read in a block), at `depth` blocks deep (0: none).
    func outsideConstraintBlocks<T>(depth: Int = 0, _ body: () -> T) -> T {
        let (blockDepth, branchDepth) = (constraintBlockDepth, blockBranchDepth)
        (constraintBlockDepth, blockBranchDepth) = (depth, 0)
        defer { (constraintBlockDepth, blockBranchDepth) = (blockDepth, branchDepth) }
        return body()
    }
    /// Colours set to what the file does not define: the view, the code, where.
    var unreadColors: [(owner: String, code: String, range: SourceRange)] = []
    /// A scene's code (its values are given in the scene's "constants", not with --set).
    var valuesInScene = false
    /// Whether `rowHeight`, `itemSize` and the other settings sizing a list's places
    /// (`ListPlace.settings`) set on any object are kept (`cellSizesSet`): read when
    /// the file is the owner of a cell another file draws (ProgramReader.cellSize).
    var recordsCellSizes = false
    /// Each with where it was set (a source offset), so that of two lists' layouts the one set
    /// beside the cell's registration is taken.
    var cellSizesSet: [(name: String, value: Value, at: Int)] = []
    /// The list each cell class is registered with (`productCollectionView.register(ProductCell.self, …)`),
    /// kept with `cellSizesSet`: of a screen's several lists, the one a size method is asked for.
    var listsRegistering: [String: ViewObject] = [:]
    /// How many times a condition or switch only the running app decides had its first branch
    /// read: a value computed across one was guessed, not read.
    var runTimeChoices = 0
    /// The cases of the app's data a list's size method is run under, as written (`FormTemplateControlTypeText`,
    /// `.banner`): the ones its maker method makes the class under (ListIndexPaths). A switch
    /// or `==` on a value only the running app has takes them.
    var assumedCases: Set<String> = []
    /// Views' frames as a layout of this file solved them (ProgramReader.cellSize's `frames`).
    var solvedFrames: [ObjectIdentifier: Rect] = [:]
    /// A layout pass the set-up asks for is under way (LayoutPass): none inside it.
    var layingOutNow = false
    var layoutPasses = 0
    /// The root's size when another file of the app gives it (SourceOptions.givenSize).
    var givenSize: GivenSize?
    /// SourceOptions.loadedRootSize, until UIKit sizes the controller's view (`rootSizedByUIKit`).
    var loadedRootSize: GivenSize?
    /// The life cycle has passed `viewDidLoad`: a controller's view is the screen's from then.
    var rootSizedByUIKit = false
    /// Code read a controller's view's frame while it loads (SourceLayout.readsRootFrameWhileLoading),
    /// and the stored size it read was said (once).
    var readRootFrameWhileLoading = false
    var loadedRootSaid = false
    /// A tab bar controller's own bar, once code names it (ownTabBar).
    var ownTabBarView: ViewObject?
    /// The root's height `--size WxH` asks for (a cell's is otherwise the standard row's here).
    var askedHeight: Double?
    /// SourceOptions.constructionsOf, and how the code made each instance of that class: the
    /// initialiser's key (MethodKey) and the values passed.
    var constructionsOf: String?
    var constructions: [(key: String, values: [Value])] = []
    /// The frame each was made with where its initialiser takes one (`initWithFrame:
    /// CGRectMake(0, 0, 270, 120)`), or the code sets on it after making it (`viewAlert.frame =
    /// CGRect(…)`), nil where none is known.
    var framesOfConstructions: [Rect?] = []
    /// The instances of those that a frame was set on, by the construction each is.
    var constructionOfView: [ObjectIdentifier: Int] = [:]
    /// The owner's methods run after the set-up to make one (runMakersOfConstructions).
    var makersOfConstructionsRun: [String] = []
    /// The properties of its class the code sets on each of those instances, in order.
    var settingsOfConstructions: [ObjectIdentifier: [(name: String, value: Value)]] = [:]
    /// The class's own methods the code calls on each such instance, with the values passed
    /// (OwnerArguments.callsAlike).
    var callsOfConstructions: [ObjectIdentifier: [(key: String, arguments: [Value])]] = [:]
    /// How its advice names what gives a value, a step, a size (SourceHints).
    var hints: SourceHints { valuesInScene ? .sceneCode : .commandLine }
    /// Methods' bodies as written, by where they start (SetUpPath.bodyText).
    var bodyTexts: [Int: String] = [:]
    /// Where a place in the code stands in the file holding it (a scene's "code").
    var placeInFile: (@Sendable (SourceLocation) -> SourceLocation)?

    init(source: SourceText, language: SourceLanguage, classes: ClassTable, values: [String: Double], screen: Size, safeArea: EdgeInsets) {
        self.source = source; self.language = language; self.classes = classes; self.values = values
        self.screen = screen; self.safeArea = safeArea
    }

    func makeScope(parent: Scope?) -> Scope {
        let s = Scope(parent: parent)
        scopes.append(s)
        return s
    }

    /// Breaks the cycles values make (a closure kept in the scope it captures, a chain and its
    /// maker, an object and closures over it) once the view tree is made.
    func tearDown() {
        for s in scopes { s.values.removeAll() }
        globals.values.removeAll()
        statics.removeAll()
        instance?.properties.removeAll()
        instance?.pendingLazy.removeAll()
        for case .block(let m) in events + discardedEvents { for c in m.chains { c.kept = nil; c.target = nil }; m.chains.removeAll() }
        // Anchor constraints made and never activated are in no event.
        for k in anchorConstraints { k.chain.kept = nil; k.chain.target = nil; k.chain.maker.chains.removeAll() }
        anchorConstraints.removeAll()
        events.removeAll()
        discardedEvents.removeAll()
        implicitViews.removeAll()
        for v in views { v.subviews.removeAll(); v.arranged.removeAll(); v.instance = nil; v.customSpacingAfter.removeAll(); v.tableSlot = nil }
        tableHeadersSet.removeAll()
        textFieldSidesSet.removeAll()
        views.removeAll()
        scopes.removeAll()
    }

    /// Says something that changes no frame (`--strict` lets it pass): a note.
    func note(_ range: SourceRange, _ message: String) {
        let before = warnings.count
        warn(range, message)
        if warnings.count > before { notes.insert(before) }
    }

    /// Keeps `name` as taken from another file when `offset` (where it is defined) is in one.
    func usedDefinition(_ name: String, at offset: Int) {
        guard let file = source.fileName(at: offset) else { return }
        usedDefinition(name, file: file)
    }

    func usedDefinition(_ name: String, file: String) {
        if fromProjectNames.insert(name).inserted { fromProject.append(ProjectDefinition(name: name, file: file)) }
    }

    /// Says a thing once for each place (a loop's passes would say it again).
    func warn(_ range: SourceRange, _ message: String) {
        // What is said is not passed over: its statement is no line "not read".
        effectCount += 1
        if warned.insert("\(range.start):\(range.end):\(message)").inserted { warnings.append((range, message)) }
    }

    // MARK: statements

    enum Flow {
        case normal
        case returned(Value?)
        case breakLoop
        case continueLoop
    }

    func run(_ statements: [Stmt], in scope: Scope, selfValue: Value) -> Flow {
        for s in statements {
            if stopped { return .normal }
            let flow = run(s, in: scope, selfValue: selfValue)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func run(_ s: Stmt, in scope: Scope, selfValue: Value) -> Flow {
        budget -= 1
        if budget <= 0 { stop(at: s.range); return .normal }
        switch s.kind {
        case .expression(let e):
            let before = (effectCount, ignoredCount)
            if inConstraintBlock, blockBranchDepth > 0, case .assign(_, let target, let value) = e.kind, !assignsChain(value),
               !setsAView(target, in: scope, selfValue: selfValue) {
                // `self.template = NO;`, `firstButton = btn` in a constraint block: no chain, said
                // (a view's own set-up there, `field.placeholder = "Name"`, is read as set-up).
                warn(s.range, "an assignment in a constraint block is not read (\(source.text(SourceRange(target.range.start, value.range.end))))")
            } else {
                _ = evaluate(e, in: scope, selfValue: selfValue)
            }
            noteRan(s, since: before)
        case .variables(let bindings):
            let before = (effectCount, ignoredCount)
            for b in bindings { bind(b, in: scope, selfValue: selfValue) }
            noteRan(s, since: before)
        case .ifStatement(let conditions, let then, let otherwise) where conditionsConsultTraits(conditions, in: scope, selfValue: selfValue):
            return runDecidedByDevice(conditions, then, otherwise, in: scope, selfValue: selfValue, range: s.range)
        case .ifStatement(let conditions, let then, let otherwise):
            let decision = decide(conditions, in: scope, selfValue: selfValue, range: s.range, hasElse: otherwise != nil,
                                  elseBranches: Self.elseBranches(otherwise))
            let inner = makeScope(parent: scope)
            // Inside a constraint block, a branch's assignments are said, not read (Interpreter.run).
            if inConstraintBlock { blockBranchDepth += 1 }
            defer { if inConstraintBlock { blockBranchDepth -= 1 } }
            if decision.taken { bindConditions(decision.bindings, in: inner); return run(then, in: inner, selfValue: selfValue) }
            if let otherwise { return run(otherwise, in: makeScope(parent: scope), selfValue: selfValue) }
        case .guardStatement(let conditions, let otherwise):
            let decision = decide(conditions, in: scope, selfValue: selfValue, range: s.range, hasElse: true)
            if decision.taken { bindConditions(decision.bindings, in: scope) } else { return run(otherwise, in: makeScope(parent: scope), selfValue: selfValue) }
        case .switchStatement(let subject, let cases):
            return runSwitch(subject, cases, in: scope, selfValue: selfValue, range: s.range)
        case .forIn(let pattern, let sequence, let whereClause, let body):
            return runForIn(pattern, sequence, whereClause, body, in: scope, selfValue: selfValue, range: s.range)
        case .forLoop(let initial, let condition, let step, let body):
            return runForLoop(initial, condition, step, body, in: scope, selfValue: selfValue, range: s.range)
        case .whileLoop(let conditions, let body):
            var passes = 0
            while decide(conditions, in: scope, selfValue: selfValue, range: s.range, hasElse: false, quiet: true).known == true {
                passes += 1
                if passes > Self.maxLoopPasses || !takePass(s.range) { break }
                let flow = run(body, in: makeScope(parent: scope), selfValue: selfValue)
                if case .breakLoop = flow { break }
                if case .returned = flow { return flow }
            }
        case .repeatWhile(let body, let condition):
            var passes = 0
            repeat {
                passes += 1
                if passes > Self.maxLoopPasses || !takePass(s.range) { break }
                let flow = run(body, in: makeScope(parent: scope), selfValue: selfValue)
                if case .breakLoop = flow { break }
                if case .returned = flow { return flow }
            } while truth(evaluate(condition, in: scope, selfValue: selfValue)) == true
        case .doCatch(let body, _), .block(let body):
            return run(body, in: makeScope(parent: scope), selfValue: selfValue)
        case .deferred:
            break
        case .returnStatement(let e):
            return .returned(e.map { evaluate($0, in: scope, selfValue: selfValue) })
        case .throwStatement:
            return .returned(nil)
        case .breakStatement:
            return .breakLoop
        case .continueStatement:
            return .continueLoop
        case .fallthroughStatement:
            break
        case .macro(let name, let arguments):
            runMacro(name, arguments, in: scope, selfValue: selfValue, range: s.range)
        case .declaration(let d):
            declareLocal(d, in: scope, selfValue: selfValue)
        case .unparsed:
            break
        }
        return .normal
    }

    func stop(at range: SourceRange) {
        if !stopped { warn(range, "the set-up runs too long here (a loop or a call that does not end?); what follows is not read") }
        stopped = true
    }

    func takePass(_ range: SourceRange) -> Bool {
        loopPassesLeft -= 1
        if loopPassesLeft < 0 { warn(range, "more than 500 loop passes in all; the rest are not run"); return false }
        return true
    }

    /// `let a = 1`, `UIView *v = [UIView new]`, `let (x, y) = …`: a view bound to a name is named by it.
    func bind(_ b: Binding, in scope: Scope, selfValue: Value) {
        var value: Value = .null
        if let initial = b.initial {
            value = declared(kept(evaluate(initial, declaredAs: b.type, in: scope, selfValue: selfValue)), type: b.type, initial: initial)
            if let t = b.type, case .array(let items) = value, let made = structValue(t.base, items) { value = made }
            // `KKBaseTextField *tf = [KKBaseTextField …].tfTitleLeftView(…)`: a view of the type
            // declared, whatever the app's builder calls return.
            // (A type named as a view: `AlertConfig *config = [AlertConfig globalConfig]` is no view.)
            // (A local holding the app's view the drawn one adds itself to stays that view.)
            if let t = b.type?.base, Self.declaredViewClassEndings.contains(where: { t.hasSuffix($0) }), !isRootParent(value) {
                value = viewOfDeclaredType(value, b.type, range: initial.range)
            }
        } else if let type = b.type, b.modifiers.contains("lazy") == false {
            value = defaultValue(of: type)
        }
        if Self.shapesFrames(value) { effectCount += 1 }
        if case .unknown(var u) = value, u.madeBy != nil, u.local == nil, case .name(let n) = b.pattern {
            u.local = n
            value = .unknown(u)
        }
        bind(b.pattern, to: value, in: scope)
    }

    /// How view classes' names end (`KKBaseTextField`, `HomeHeaderView`, `XXButton`).
    /// A call's name says less than a declared type does, so only these make a view of it.
    static let viewClassEndings = ["View", "Label", "Button", "Field", "Cell", "Bar"]
    /// A declared type may also be a control of the app's (`XXSwitch *s = …`).
    static let declaredViewClassEndings = viewClassEndings + ["Control", "Switch", "Slider"]

    func bind(_ pattern: Pattern, to value: Value, in scope: Scope) {
        switch pattern {
        case .name(let n):
            name(value, n, byProperty: false)
            scope.values[n] = value
        case .tuple(let parts):
            if case .array(let items) = value {
                for (p, v) in zip(parts, items) { bind(p, to: v, in: scope) }
            } else {
                for p in parts { bind(p, to: .unknown(Unknown(name: "_", range: .none, why: "a tuple")), in: scope) }
            }
        case .binding(let p):
            bind(p, to: value, in: scope)
        default:
            break
        }
    }

    /// A value for a declared but not initialised variable: a number type's 0, else nil.
    func defaultValue(of type: TypeName) -> Value {
        if Self.integerTypes.contains(type.base) { return .integer(0) }
        if Self.floatingTypes.contains(type.base) { return .number(0) }
        if ["BOOL", "Bool", "bool"].contains(type.base) { return .bool(false) }
        return .null
    }

    /// A view takes the first property it is kept in as its name, else its first variable's.
    func name(_ value: Value, _ name: String, byProperty: Bool) {
        // A child view controller kept by name: its view is `characterVC.view`.
        if case .instance(let inst) = value, let v = inst.view, v.childControllerClass != nil, v.name == nil {
            v.name = (name.hasPrefix("_") ? String(name.dropFirst()) : name) + ".view"
            v.namedByProperty = byProperty
            return
        }
        guard case .view(let v) = value, !v.isRoot else { return }
        if !byProperty, let before = viewsBeforeExtensionCalls.last, let made = views.firstIndex(where: { $0 === v }), made < before { return }
        let clean = name.hasPrefix("_") ? String(name.dropFirst()) : name
        // (A name from another type's static gives way to this code's own property.)
        if v.name == nil || (byProperty && (!v.namedByProperty || v.namedByStatic)) {
            if let old = v.name, old != clean, !v.otherNames.contains(old) { v.otherNames.append(old) }
            v.namedByStatic = false
            v.name = clean
            v.namedByProperty = byProperty
            v.namedAtDepth = callDepth
            // Named by an own view's code: a part of that view (`header.titleLabel`).
            if let owner = ownViews.last, owner !== v { v.nameOwner = owner }
        } else if byProperty, v.namedByProperty, let current = v.name, current != clean, !v.otherNames.contains(clean) {
            v.otherNames.append(clean)
        }
    }

    /// The branches after an `if`'s first: each `else if` and a last `else`.
    static func elseBranches(_ otherwise: [Stmt]?) -> Int {
        guard let otherwise else { return 0 }
        if otherwise.count == 1, case .ifStatement(_, _, let next) = otherwise[0].kind { return 1 + elseBranches(next) }
        return 1
    }

    /// A function or type declared inside a method: a local function is callable by its name.
    func declareLocal(_ d: Decl, in scope: Scope, selfValue: Value) {
        if case .type(let t) = d.kind {
            // Known by its name in the body that declares it; its statics are kept once for the
            // declaration (a static of a local type is initialised once, as any static is), and
            // its members read once, however often the body runs.
            let key = "\(t.name)#\(d.range.start)"
            if localTypes[key] == nil, let info = ClassTable.localType(d) { localTypes[key] = info }
            if localTypes[key] != nil { scope.values[t.name] = .type(key) }
        } else if case .function(let f) = d.kind, let body = f.body {
            let closure = Closure(parameters: f.parameters, captures: [], body: body, isBlock: false)
            let value = ClosureValue(closure: closure, scope: scope, selfValue: selfValue)
            value.declaredAt = d.range
            scope.values[f.name] = .closure(value)
        } else if case .property(let p) = d.kind, let get = p.accessors.first(where: { $0.name == "get" }) {
            // A local computed variable: its value now.
            let flow = run(get.body, in: makeScope(parent: scope), selfValue: selfValue)
            if case .returned(let v?) = flow { scope.values[p.name] = v }
            else if get.body.count == 1, case .expression(let e) = get.body[0].kind { scope.values[p.name] = evaluate(e, in: scope, selfValue: selfValue) }
        }
    }

    /// `WS(weakSelf)`, `@weakify(self)`, `STRONG_SELF`: names for self.
    func runMacro(_ name: String, _ arguments: [Expr], in scope: Scope, selfValue: Value, range: SourceRange) {
        let lower = name.lowercased()
        if lower.includes("weakify") || lower.includes("strongify") || lower.hasPrefix("@") { return }
        if lower.includes("weak") || lower.includes("strong") || name == "WS" || name == "SS" {
            for a in arguments { if case .name(let n) = a.kind { scope.values[n] = selfValue } }
            for n in ["weakSelf", "strongSelf", "ws", "ss", "wself", "sself"] { scope.values[n] = selfValue }
            return
        }
        warn(range, "\(name) stands as a statement here and is defined in no file read (a macro from another file?); it is not read")
    }
}

extension Interpreter {
    /// A place in the code as it stands in the file that holds it.
    func placedInFile(_ offset: Int) -> SourceLocation {
        let here = source.location(of: offset)
        return placeInFile.map { $0(here) } ?? here
    }
}
