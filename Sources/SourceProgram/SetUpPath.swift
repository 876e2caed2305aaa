import Layout
import Scene
import SourceSyntax

/// The set-up path UIKit runs: the drawn class's stored properties, the initialiser UIKit calls,
/// the life cycle in UIKit's order, and, when that lays nothing out, the hooks an app's base
/// class calls; a file without a class runs its pasted methods.
extension Interpreter {
    /// UIKit's controllers whose view is a list, and its class.
    static let controllersList = ["UITableViewController": "UITableView", "UICollectionViewController": "UICollectionView"]

    /// The set-up: what the app configures at launch, stored properties' initial values, the
    /// initialiser UIKit calls, then the life-cycle methods in UIKit's order.
    func runSetUp(_ drawn: ClassInfo?, fileStatements: [Stmt]) {
        let type = drawn ?? ClassInfo(name: "File", kind: .classType, range: .none)
        let inst = Instance(type: type)
        for base in type.lineage.dropFirst() { usedDefinition(base.name, at: base.range.start) }
        // A table or collection view controller's view is its list (`self.tableView` is `self.view`).
        let list = role == .viewController ? Self.controllersList[type.lineage.last?.superclass ?? ""] : nil
        let rootObject = ViewObject(className: list ?? (role == .viewController || isTestFile ? "UIView" : (drawn?.superclass ?? "UIView")), made: type.range)
        rootObject.isRoot = true
        root = rootObject
        inst.view = rootObject
        instance = inst
        let selfValue = Value.instance(inst)
        // What the set-up gave the main queue runs once it has, in order (those blocks may give
        // it more; at most 32).
        defer {
            var ran = 0
            while !mainQueueBlocks.isEmpty, ran < 32 {
                let block = mainQueueBlocks.removeFirst()
                _ = callClosure(block, [], range: type.range)
                ran += 1
            }
            mainQueueBlocks.removeAll()
        }
        runLaunchConfiguration()
        initialiseStoredProperties(of: type, inst, selfValue: selfValue, unsetAreTheApps: true)
        if drawn == nil {
            runPastedMethods(type, fileStatements: fileStatements, selfValue: selfValue)
            return
        }
        if let entry = entryFunction {
            // One method drawn alone: a test (after the test case's `setUp`), or `--function`'s.
            if isTestFile, let setUp = type.method("setUp") ?? type.method("setUpWithError"), setUp.body != nil {
                _ = callMethod(setUp, on: selfValue, arguments: [], range: type.range)
            }
            setUpRan.append(displayName(entry))
            let unknown = Value.unknown(Unknown(name: "a parameter", range: type.range, why: "a parameter the caller gives"))
            _ = callMethod(entry, on: selfValue, arguments: entry.parameters.map { _ in unknown }, range: type.range)
            return
        }
        // The initialiser UIKit calls; else the app's own (`initWithAwemeId:`), as the app calls it.
        let own = type.allMethods.filter { Self.isInitialiser($0) && $0.body != nil }.sorted { ($0.body?.first?.range.start ?? 0) < ($1.body?.first?.range.start ?? 0) }
        if let (initialiser, arguments) = initialiserItsOwnerCalls(type, role: role) {
            setUpRan.append(displayName(initialiser))
            _ = callMethod(initialiser, on: selfValue, arguments: arguments, range: type.range)
        } else if let initialiser = role.initialisers.lazy.compactMap({ type.method($0) }).first(where: { $0.body != nil && !onlyTraps($0) })
                    ?? own.first(where: { !onlyTraps($0) }) ?? own.first {
            setUpRan.append(displayName(initialiser))
            _ = callMethod(initialiser, on: selfValue, arguments: initialiserArguments(initialiser), range: type.range)
        }
        // What the owner sets on it once made, before UIKit lays it out.
        applyOwnerSettings(type, on: inst)
        applyOwnerCalls(type, on: inst)
        if role != .viewController { runFactory(of: type, inst) }
        // The base class's hooks it overrides run where the base calls them: in its initialiser,
        // or in its `viewDidLoad` (which calls `makeUI()`), before the rest of the life cycle.
        if role != .viewController { runBaseClassHooks(type, selfValue: selfValue, overridesOnly: true) }
        // UIKit calls a life-cycle method with `animated` false.
        // (`drawRect:` is given the rect only the running app knows.)
        let runLifeCycle = { (f: FunctionDecl) in
            let given: Value = f.name.hasPrefix("draw") ? .unknown(Unknown(name: "rect", range: type.range, why: "the rect UIKit draws")) : .bool(false)
            _ = self.callMethod(f, on: selfValue, arguments: f.parameters.map { _ in given }, range: type.range)
        }
        // Life-cycle methods that did nothing (their views not made yet), to run again below.
        var idle: [FunctionDecl] = []
        for name in role.lifeCycle {
            if name == "viewWillAppear:" {
                runBaseClassHooks(type, selfValue: selfValue, overridesOnly: true)
                // UIKit sizes a controller's view to the screen before it appears.
                rootSizedByUIKit = true
            }
            guard let f = type.method(name), f.body != nil else { continue }
            setUpRan.append(displayName(f))
            let (eventsBefore, viewsBefore) = (events.count, views.count)
            runLifeCycle(f)
            if events.count == eventsBefore && views.count == viewsBefore { idle.append(f) }
        }
        // Other set-up methods nothing calls when what UIKit ran laid nothing out; then lazy views
        // nothing used.
        if events.isEmpty {
            let viewsBefore = views.count
            runBaseClassHooks(type, selfValue: selfValue)
            // Those hooks are the app's base class's initialiser's to call (`[self setup]` in
            // ZSHBaseCell's init): they ran before the life cycle, so a `layoutSubviews` that
            // constrains the views they make, and did nothing without them, runs after them.
            if views.count > viewsBefore { idle.forEach(runLifeCycle) }
        }
        // A view controller whose life cycle lays nothing out, made by a factory that sets it up
        // (`static func create(with:) -> Self { let vc = Self(); vc.loadViewIfNeeded();
        // vc.setupUI(); return vc }`, often a protocol extension's): the app's way to make it.
        if events.isEmpty, role == .viewController { runFactory(of: type, inst) }
        sayOverridesRun(type)
        runUnusedLazyViews(type, of: inst, selfValue: selfValue)
    }

    /// A file without a class: its statements, then its methods (`- (void)setupLayout { … }`
    /// pasted alone) as one class's — the life cycle UIKit would call, else each method that lays
    /// out and that no other one calls, in file order.
    func runPastedMethods(_ type: ClassInfo, fileStatements: [Stmt], selfValue: Value) {
        let pasted = classes.functions.values.filter { $0.body != nil }.sorted { bodyStart($0) < bodyStart($1) }
        for f in pasted {
            let key = MethodKey.of(f)
            type.methods[key, default: []].append(f)
            if key != f.name { type.methods[f.name, default: []].append(f) }
        }
        _ = run(fileStatements, in: makeScope(parent: globals), selfValue: selfValue)
        for name in role.lifeCycle {
            guard let f = type.method(name), f.body != nil, !ranMethods.contains(MethodKey.of(f)) else { continue }
            _ = callMethod(f, on: selfValue, arguments: f.parameters.map { _ in .bool(false) }, range: type.range)
        }
        guard events.isEmpty else { return }
        for f in pasted where !ranMethods.contains(MethodKey.of(f)) && !isCalled(f, byAnotherOf: pasted) {
            guard laysOut(f, among: pasted) else { continue }
            let unknown = Value.unknown(Unknown(name: "a parameter", range: type.range, why: "a parameter the caller gives"))
            _ = callMethod(f, on: selfValue, arguments: f.parameters.map { _ in unknown }, range: type.range)
        }
    }

    /// A class method that makes the view and sets it up (`+ (void)showIn:(UIViewController *)c {
    /// Poke *p = [[Poke alloc] initWithFrame:…]; [p setupSubviews]; [p show:c]; }`) is how the
    /// app makes it: run after the initialiser, its instance the drawn one.
    /// A view controller's runs only where its life cycle laid nothing out (after it), and may be
    /// a protocol extension's (`extension BaseViewProtocol where Self: UIViewController`).
    func runFactory(of type: ClassInfo, _ inst: Instance) {
        let makers = ["[\(type.name) alloc]", "[\(type.name) new]", "[self alloc]", "[self new]", "\(type.name)(", "Self(", "self.init("]
        let classMethods = { (c: ClassInfo) in c.allMethods.filter { $0.isStatic && $0.body != nil }.sorted { self.bodyStart($0) < self.bodyStart($1) } }
        let protocols = role == .viewController ? type.lineage.flatMap(\.protocolInfos).flatMap(classMethods) : []
        guard let factory = (classMethods(type) + protocols).first(where: { f in let text = bodyText(f); return makers.contains { text.includes($0) } }) else { return }
        factoryInstance = inst
        defer { factoryInstance = nil }
        setUpRan.append(displayName(factory))
        let unknown = Value.unknown(Unknown(name: "a parameter", range: type.range, why: "a parameter the caller gives"))
        _ = callMethod(factory, on: .type(type.name), arguments: factory.parameters.map { _ in unknown }, range: type.range)
    }

    /// An initialiser by its name and what it returns: Swift's `init`, Objective-C's `init` and
    /// `initWith…:` or one returning the object (`instancetype`, `id`); not a set-up method named
    /// like one (`- (void)initView`, `initUI`).
    static func isInitialiser(_ f: FunctionDecl) -> Bool {
        if f.name == "init" || f.name.hasPrefix("init(") || f.name.hasPrefix("initWith") { return true }
        guard f.name.hasPrefix("init"), let returns = f.returnType?.base else { return false }
        return returns == "instancetype" || returns == "id"
    }

    func bodyStart(_ f: FunctionDecl) -> Int { f.body?.first?.range.start ?? 0 }

    /// A method as its language writes its name: `init(frame:)`, `initWithFrame:`, `viewDidLoad`.
    func displayName(_ f: FunctionDecl) -> String {
        guard language == .swift, !f.name.contains(":") else { return f.name }
        return f.name + "(" + f.parameters.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }

    /// A method's body as written, made once per method (who calls whom asks it for every pair).
    func bodyText(_ f: FunctionDecl) -> String {
        guard let first = f.body?.first else { return "" }
        if let made = bodyTexts[first.range.start] { return made }
        let made = text(of: f.body ?? [])
        bodyTexts[first.range.start] = made
        return made
    }

    /// Statements as written, from the first's start to the last's end.
    func text(of body: [Stmt]) -> String {
        guard let first = body.first, let last = body.last else { return "" }
        return source.text(SourceRange(first.range.start, last.range.end))
    }

    /// Whether code makes constraints or adds views (a hook, a pasted method, a lazy view).
    static func laysOut(_ text: String) -> Bool { text.includes("akeConstraints") || text.includes("addSubview") }

    /// Whether a method lays out, itself or through the methods of `methods` it calls
    /// (`override func configureView()` calling `configureInnerView()`, which adds the views): the
    /// app's base class calls the first, so it is a hook as much as one that lays out itself.
    func laysOut(_ f: FunctionDecl, among methods: [FunctionDecl]) -> Bool {
        var seen: Set<String> = [f.name]
        var pending = [f]
        while let g = pending.popLast() {
            let text = bodyText(g)
            if Self.laysOut(text) { return true }
            for h in methods where h.body != nil && !seen.contains(h.name) && calls(text, h) {
                seen.insert(h.name)
                pending.append(h)
            }
        }
        return false
    }

    /// Whether `text` calls `f` (`f(`, `[self f]`, `[self f:…]`).
    func calls(_ text: String, _ f: FunctionDecl) -> Bool {
        let base = String(f.name.prefix { $0 != ":" })
        return text.includes(base + "(") || text.includes(" " + base + "]") || text.includes(" " + base + ":")
    }

    /// Whether another of `methods` calls `f` (`f(`, `[self f]`, `[self f:…]`).
    func isCalled(_ f: FunctionDecl, byAnotherOf methods: [FunctionDecl]) -> Bool {
        methods.contains { $0.name != f.name && calls(bodyText($0), f) }
    }

    /// When the set-up UIKit runs lays nothing out, the app's base class calls the class's
    /// hooks (`override func setupConstraints()`, `- (void)setupUI`): the methods nothing here
    /// calls that make constraints, in file order, as set-up names them or Swift overrides them.
    /// (One another method calls — `setupConstraints()` from `configure(with:)` — is that
    /// method's: the app runs it by calling that one, a step.)
    func runBaseClassHooks(_ type: ClassInfo, selfValue: Value, overridesOnly: Bool = false) {
        // A base class whose code is here calls what it calls; nothing is guessed.
        if type.superInfo != nil { return }
        // A class of UIKit's own (`Chip: UIView`) has no app base class to call hooks: a method
        // nothing here calls is its owner's to call (`chip.configure()`), a later step.
        if let base = type.superclass, ["UIView", "UITableViewCell", "UICollectionViewCell", "UIViewController", "UITableViewController",
                                        "UICollectionReusableView", "UITableViewHeaderFooterView", "UIControl", "UIButton", "UIScrollView",
                                        "UIStackView", "NSView", "NSViewController"].contains(base), !overridesOnly { return }
        let setUpWords = ["setup", "config", "init", "layout", "make", "add", "create", "build", "prepare", "common", "load", "install"]
        var seen: Set<String> = []
        let methods = type.allMethods.filter { $0.body != nil && $0.parameters.isEmpty }.sorted { ($0.body?.first?.range.start ?? 0) < ($1.body?.first?.range.start ?? 0) }
        for f in methods where !ranMethods.contains(MethodKey.of(f)) && seen.insert(f.name).inserted && !isCalled(f, byAnotherOf: type.allMethods) {
            let lower = String(f.name.lowercased().drop { $0 == "_" })
            let overrides = type.methodModifiers[f.name]?.contains("override") == true
            guard overrides || (!overridesOnly && setUpWords.contains(where: { lower.hasPrefix($0) })) else { continue }
            // UIKit's own methods overridden are its to call, not a base class's hooks.
            guard !role.lifeCycle.contains(f.name), !role.initialisers.contains(MethodKey.of(f)), !Self.uikitCallbacks.contains(f.name) else { continue }
            guard let first = f.body?.first, laysOut(f, among: type.allMethods) else { continue }
            if overrides { overridesRun.append(displayName(f)) }
            _ = callMethod(f, on: selfValue, arguments: [], range: first.range)
        }
    }

    /// The base class's hooks run, said once.
    func sayOverridesRun(_ type: ClassInfo) {
        if !overridesRun.isEmpty {
            let n = overridesRun.count
            warn(SourceRange(0, 0), "\(overridesRun.joined(separator: ", ")) \(n == 1 ? "overrides a method" : "override methods") of \(type.superclass ?? "the superclass") that nothing in this file calls: taken to run \(role == .viewController ? "after viewDidLoad, as a base class's viewDidLoad calls" : "after the initialiser, as a base class's initialiser calls") \(n == 1 ? "it" : "them")")
        }
    }

    /// Lazy views nothing at set-up used that add themselves or lay themselves out (`lazy var
    /// badge: UIView = { …; addSubview(view); view.snp.makeConstraints { … }; return view }()`):
    /// the app uses them elsewhere, so they run at the set-up's end, in file order.
    func runUnusedLazyViews(_ type: ClassInfo, of inst: Instance, selfValue: Value) {
        for p in type.properties where inst.pendingLazy[p.name] != nil {
            guard let initial = p.initial else { continue }
            let text = source.text(initial.range)
            guard Self.laysOut(text) else { continue }
            _ = property(p.name, of: inst, range: initial.range, viaGetter: false)
        }
        guard language == .objectiveC else { return }
        // Objective-C's lazy getters (`- (UIView *)footer { if (!_footer) { … } return _footer; }`)
        // of views nothing used: run after the set-up, said, as the app runs each where it first uses it.
        var ran: [(name: String, at: Int)] = []
        for p in type.properties {
            let key = p.name.hasPrefix("_") ? String(p.name.dropFirst()) : p.name
            guard let getter = type.method(key), getter.parameters.isEmpty, getter.body != nil, !ranMethods.contains(MethodKey.of(getter)),
                  inst.properties[key] == nil || { if case .null = inst.properties[key]! { return true } else { return false } }() else { continue }
            let text = bodyText(getter)
            // (Read as an owner: also a getter making the class another file draws, a popup an
            // action shows, for the frame it makes it with.)
            guard Self.laysOut(text) || constructionsOf.map({ text.includes($0) }) == true else { continue }
            _ = property(key, of: inst, range: type.range, viaGetter: true)
            ran.append((key, declarationStart(of: getter)))
        }
        if let first = ran.first {
            warn(SourceRange(first.at, first.at), "lazy getter\(ran.count == 1 ? "" : "s") that nothing at set-up uses, run after it as the app runs each where it first uses the view: "
                 + ran.map(\.name).joined(separator: ", "))
        }
    }

    /// Where a method's declaration starts: the line its body's first statement follows
    /// (`- (UIView *)footer {`, `func makeUI() {`).
    func declarationStart(of f: FunctionDecl) -> Int {
        let bytes = source.bytes
        var k = min(bodyStart(f), bytes.count)
        // Back to the `{` that opens the body, then to the start of its line.
        while k > 0, bytes[k - 1] != UInt8(ascii: "{") { k -= 1 }
        while k > 0, bytes[k - 1] != UInt8(ascii: "\n") { k -= 1 }
        return k
    }

    /// Methods UIKit calls later or on events, never a base class's set-up hooks.
    static let uikitCallbacks: Set<String> = ["prepareForReuse", "layoutSubviews", "traitCollectionDidChange", "viewWillTransition", "draw",
                                              "touchesBegan", "touchesEnded", "viewDidDisappear", "viewWillDisappear", "deinit", "dealloc",
                                              "setSelected", "setHighlighted", "sizeThatFits", "intrinsicContentSize", "didReceiveMemoryWarning"]

    /// An initialiser that only stops the app (`required init?(coder:) { fatalError("…") }`, the
    /// stub Swift asks of a view made in code): UIKit never gets through it, so the class is
    /// made with another of its own (`init(shaded:)`), as its callers make it.
    func onlyTraps(_ f: FunctionDecl) -> Bool {
        guard let body = f.body, body.count == 1 else { return false }
        let text = source.text(body[0].range).drop(while: \.isWhitespace)
        return ["fatalError(", "preconditionFailure(", "abort()"].contains { text.hasPrefix($0) }
    }

    /// What UIKit passes an initialiser: a zero frame, the default cell style, the reuse identifier.
    func initialiserArguments(_ f: FunctionDecl) -> [Value] {
        var defaults: [String] = [], firstCases: [String] = []
        defer {
            // A parameter with a default (`layout: Layout = .large`): what a caller leaving it out
            // gets, as most do; said.
            if !defaults.isEmpty, let first = f.body?.first {
                note(first.range, "read with its initialiser's default values, as a caller that leaves them out gets them: " + defaults.joined(separator: ", "))
            }
            if !firstCases.isEmpty, let first = f.body?.first {
                note(first.range, "read with the first case of the app's enum for what only a caller gives (no file of the app here makes it): "
                     + firstCases.joined(separator: ", "))
            }
        }
        return f.parameters.map { p in
            if !["frame", "initWithFrame", "style", "initWithStyle", "reuseIdentifier"].contains(p.label ?? p.name), let d = p.defaultValue {
                defaults.append("\(p.name) = \(source.text(d.range))")
                return defaultArgument(p, d, in: makeScope(parent: globals), selfValue: .null)
            }
            switch p.label ?? p.name {
            // The frame the owner makes the view with is the one it is drawn at (code that lays
            // out by it, `frame.size.width * 0.76`, lays out for the picture's size).
            case "frame", "initWithFrame": return .rect(Rect(x: 0, y: 0, width: rootWidth, height: rootHeight))
            case "style", "initWithStyle": return .symbol("default")
            case "reuseIdentifier": return .string("cell")
            // The app's own initialiser's values (`initWithListType:`): only the caller knows them;
            // of the app's enum (`init(type: AlertType)`), the case it declares first, said, so
            // that one of the views the class can be is drawn.
            default:
                // (Not for a list of them, `row: [CalculatorButtonItem]`: no one case is a list.)
                if let t = p.type?.base, !(p.type?.isOptional ?? false), !(p.type?.isArray ?? false), let info = enumType(t), let first = info.enumCases.first {
                    firstCases.append("\(p.name) = .\(first.name)")
                    return .symbol(first.name)
                }
                return .unknown(Unknown(name: p.name, range: .none, why: "a parameter the caller gives"))
            }
        }
    }
}
