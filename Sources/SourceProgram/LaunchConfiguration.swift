import Scene
import SourceSyntax

/// What an app configures at launch before any screen is shown: its delegate's
/// `application:didFinishLaunchingWithOptions:` calls a class of its own that keeps values the
/// layout reads (`[UIAdapter config:[UIScreen mainScreen].bounds]` sets the ratios
/// `[UIAdapter transferWidth:5]` scales by; `ScreenAdapter.setup(baseWidth: 375)`;
/// `Constants.scale = UIScreen.main.bounds.width / 375`). Only those statements run, before the
/// set-up: the rest of launch makes windows, services and appearances no screen's frames hold.
extension Interpreter {
    func runLaunchConfiguration() {
        guard let launch = launchMethod() else { return }
        runDelegatesOwnSettings(launch)
        let scope = makeScope(parent: globals)
        var ran: [String] = []
        for statement in launch.method.body ?? [] {
            guard case .expression(let e) = statement.kind, let type = configuredType(e) else { continue }
            let before = storedValuesSet
            _ = evaluate(e, in: scope, selfValue: .null)
            // Said only where it set a value the layout may read (a database's set-up sets none).
            if storedValuesSet > before, !ran.contains(type) { ran.append(type) }
        }
        guard let first = launch.method.body?.first, !ran.isEmpty else { return }
        let file = source.fileName(at: first.range.start) ?? "the app's delegate"
        for type in ran { usedDefinition(type + " (configured at launch)", file: file) }
        note(first.range, "ran what the app's delegate configures at launch, as the app does before any screen: " + ran.joined(separator: ", "))
    }

    /// The values the app's delegate keeps for screens to read, set at launch from the window
    /// (`safeAreaBottomPadding = self.window.safeAreaInsets.bottom;`, `hTabbar = 62.0 +
    /// safeAreaBottomPadding;` under `if`s): the delegate is an object whose launch statements that
    /// set its own properties run, so `[AppDelegate sharedInstance].safeAreaBottomPadding` and
    /// `((AppDelegate *)[UIApplication sharedApplication].delegate).hTabbar` are the device's.
    /// Statements doing anything else (services, windows, appearance) do not run.
    func runDelegatesOwnSettings(_ launch: (info: ClassInfo, method: FunctionDecl)) {
        let delegate = Instance(type: launch.info)
        let selfValue = Value.instance(delegate)
        let scope = makeScope(parent: globals)
        appDelegate = delegate
        for statement in launch.method.body ?? [] where setsOnlyOwnProperties(statement, of: launch.info) {
            _ = run(statement, in: scope, selfValue: selfValue)
        }
        let set = delegate.properties.keys.sorted()
        guard !set.isEmpty, let first = launch.method.body?.first else { appDelegate = nil; return }
        let file = source.fileName(at: first.range.start) ?? "the app's delegate"
        usedDefinition(launch.info.name + " (set at launch)", file: file)
        let listed = set.prefix(6).joined(separator: ", ") + (set.count > 6 ? " and \(set.count - 6) more" : "")
        note(first.range, "ran what the app's delegate sets of its own at launch, as the app does before any screen: " + listed)
    }

    /// A statement that only gives the delegate's own properties values (`x = …;`, `self.x =
    /// …;`), an `if` whose branches do only that, or a call of its own method that does only that
    /// (`[self initAutoScaleSize];`, a few calls deep).
    func setsOnlyOwnProperties(_ s: Stmt, of info: ClassInfo, depth: Int = 0) -> Bool {
        switch s.kind {
        case .expression(let e):
            if depth < 3, let method = ownMethodCalled(e, on: info), let body = method.body {
                return !body.isEmpty && body.allSatisfy { setsOnlyOwnProperties($0, of: info, depth: depth + 1) }
            }
            guard case .assign(_, let target, _) = e.kind else { return false }
            switch target.kind {
            case .name(let n): return info.property(n) != nil || info.property(String(n.drop { $0 == "_" })) != nil
            case .member(let base, let n, _):
                if case .name("self") = base.kind { return info.property(n) != nil }
                return false
            default: return false
            }
        case .ifStatement(_, let then, let otherwise):
            let body = then + (otherwise ?? [])
            return !body.isEmpty && body.allSatisfy { setsOnlyOwnProperties($0, of: info, depth: depth) }
        case .block(let body):
            return !body.isEmpty && body.allSatisfy { setsOnlyOwnProperties($0, of: info, depth: depth) }
        default:
            return false
        }
    }

    /// The app delegate's `application:didFinishLaunchingWithOptions:` (Swift's
    /// `application(_:didFinishLaunchingWithOptions:)`), when the file or its project holds it
    /// and it is not the class drawn, with the delegate's class.
    func launchMethod() -> (info: ClassInfo, method: FunctionDecl)? {
        for name in classes.classes.keys.sorted() where name.hasSuffix("AppDelegate") {
            guard let info = classes.classes[name], instance?.type !== info else { continue }
            if let f = info.method("application:didFinishLaunchingWithOptions:"), f.body != nil { return (info, f) }
            if let f = info.methods["application"]?.first(where: { $0.body != nil && $0.parameters.count == 2 && $0.parameters[1].label == "didFinishLaunchingWithOptions" }) {
                return (info, f)
            }
        }
        return nil
    }

    /// The app's own type a launch statement configures, if it is one: a message or call to the
    /// type (`[UIAdapter config:…]`, `Adapter.shared.setup(…)`), or an assignment to its
    /// static member or to a global (`Constants.scale = …`, `kRatio = …`).
    func configuredType(_ e: Expr) -> String? {
        switch e.kind {
        case .send(let receiver, _, _):
            return appType(at: receiver)
        case .call(let callee, _):
            if case .member(let base, _, _) = callee.kind { return appType(at: base) }
            return nil
        case .assign("=", let target, _):
            if case .name(let n) = target.kind, globals.lookup(n) != nil { return n }
            if case .member(let base, _, _) = target.kind { return appType(at: base) }
            return nil
        default:
            return nil
        }
    }

    /// The app's type an expression starts from (`UIAdapter`, `Adapter.shared`), nil when it is
    /// none of the app's own (UIKit's, a local, `self`).
    func appType(at e: Expr) -> String? {
        switch e.kind {
        case .name(let n):
            return !n.hasSuffix("AppDelegate") && isAppHelperType(n) ? n : nil
        case .member(let base, _, _):
            return appType(at: base)
        case .send(let receiver, _, let args) where args.isEmpty:
            return appType(at: receiver)
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// The delegate's own method a statement calls with no arguments (`[self initAutoScaleSize]`,
    /// `self.setUpRatios()`, `setUpRatios()`); nil for anything else.
    func ownMethodCalled(_ e: Expr, on info: ClassInfo) -> FunctionDecl? {
        switch e.kind {
        case .send(let receiver, let selector, let arguments):
            guard case .name("self") = receiver.kind, arguments.isEmpty else { return nil }
            return info.method(selector)
        case .call(let callee, let arguments):
            guard arguments.isEmpty else { return nil }
            switch callee.kind {
            case .name(let n): return info.method(n)
            case .member(let base, let n, _):
                if case .name("self") = base.kind { return info.method(n) }
                return nil
            default: return nil
            }
        default:
            return nil
        }
    }
}
