import Layout
import Scene
import SourceSyntax

/// The drawn class's statements that change no frame (actions and gestures wired up, delegates,
/// data, network calls, animations), and those of its methods that nothing runs: not read, and
/// named in one line by line number, so nothing in the file is passed over without a word.
extension Interpreter {
    func noteRan(_ s: Stmt, since before: (effects: Int, ignored: Int)) {
        let was = ranStatements[s.range.start] ?? (false, false)
        ranStatements[s.range.start] = (was.read || effectCount > before.effects, was.passed || ignoredCount > before.ignored)
    }

    /// Whether an assignment in a constraint block keeps a chain (`self.top = make.top…`,
    /// `bottom = make.bottom.equalTo(v).constraint`) rather than setting something else.
    func assignsChain(_ value: Expr) -> Bool {
        let text = source.text(value.range)
        return text.includes("make") || text.includes("$0") || text.includes(".constraint") || text.includes("mas_")
    }

    /// Whether an assignment sets a view's own setting (`field.placeholder = …`,
    /// `button.layer.cornerRadius = …`), which a constraint block may hold as set-up.
    func setsAView(_ target: Expr, in scope: Scope, selfValue: Value) -> Bool {
        guard case .member(let base, _, _) = target.kind else { return false }
        var owner = base
        while case .member(let inner, "layer", _) = owner.kind { owner = inner }
        if case .view = evaluate(owner, in: scope, selfValue: selfValue) { return true }
        return false
    }

    /// The lines not read in `methods` (the drawn class's, or a file's pasted ones): statements
    /// run that only did what no picture shows, and the statements of methods nothing ran that
    /// are no step. Nil when there are none.
    func unreadLines(_ methods: [FunctionDecl], steps: [Step]) -> [Int]? {
        let stepMethods = steps.compactMap(\.method)
        let observers = steps.filter(\.isObserver)
        var lines: Set<Int> = []
        for f in methods {
            guard let body = f.body else { continue }
            let ran = ranMethods.contains(MethodKey.of(f))
            let isStep = stepMethods.contains { MethodKey.of($0) == MethodKey.of(f) } || isCalled(f, byAnotherOf: stepMethods)
                || observers.contains { calls($0.observerText, f) }
            forEachSimpleStatement(body) { s in
                // (The drawn file's lines: its class's categories and bases in other files are
                // run where called, but their lines are not this file's.)
                guard source.isOwn(s.range.start) else { return }
                if let r = ranStatements[s.range.start] {
                    if !r.read && r.passed { lines.insert(source.location(of: s.range.start).line) }
                } else if !ran, !isStep, !isStructure(s) {
                    lines.insert(source.location(of: s.range.start).line)
                }
            }
        }
        return lines.isEmpty ? nil : lines.sorted()
    }

    /// `[super viewDidLoad]`, `self = [super init]`, `super.init(frame:)`: what every
    /// initialiser and life-cycle method says.
    func isStructure(_ s: Stmt) -> Bool {
        let text = source.text(s.range)
        return text.hasPrefix("[super ") || text.hasPrefix("super.") || text.hasPrefix("self = ") || text.hasPrefix("self=")
            || text.hasPrefix("fatalError(") || text.hasPrefix("NSAssert") || text.hasPrefix("assert")
    }

    /// Every expression statement and declaration in `body`, also in its branches, loops and
    /// the blocks and closures written in them.
    func forEachSimpleStatement(_ body: [Stmt], _ visit: (Stmt) -> Void) {
        for s in body {
            switch s.kind {
            case .expression(let e):
                visit(s)
                forEachClosure(in: e) { forEachSimpleStatement($0, visit) }
            case .variables(let bindings):
                visit(s)
                for b in bindings { if let e = b.initial { forEachClosure(in: e) { forEachSimpleStatement($0, visit) } } }
            case .ifStatement(_, let then, let otherwise):
                forEachSimpleStatement(then, visit)
                forEachSimpleStatement(otherwise ?? [], visit)
            case .guardStatement(_, let b), .block(let b), .deferred(let b), .whileLoop(_, let b), .repeatWhile(let b, _), .forIn(_, _, _, let b):
                forEachSimpleStatement(b, visit)
            case .forLoop(_, _, _, let b):
                forEachSimpleStatement(b, visit)
            case .switchStatement(_, let cases):
                for c in cases { forEachSimpleStatement(c.body, visit) }
            case .doCatch(let b, let catches):
                forEachSimpleStatement(b, visit)
                for c in catches { forEachSimpleStatement(c, visit) }
            default:
                break
            }
        }
    }

    /// The bodies of the closures and blocks written in `e` (a completion block, `then { … }`).
    func forEachClosure(in e: Expr, _ visit: ([Stmt]) -> Void) {
        switch e.kind {
        case .closure(let c): visit(c.body)
        case .call(let callee, let args):
            forEachClosure(in: callee, visit)
            for a in args { forEachClosure(in: a.value, visit) }
        case .send(let receiver, _, let args):
            forEachClosure(in: receiver, visit)
            for a in args { forEachClosure(in: a.value, visit) }
        case .member(let base, _, _), .forceUnwrap(let base), .paren(let base), .effect(_, let base), .boxed(let base), .cast(let base, _, _):
            forEachClosure(in: base, visit)
        case .assign(_, _, let value):
            forEachClosure(in: value, visit)
        case .array(let items):
            for item in items { forEachClosure(in: item, visit) }
        default:
            break
        }
    }
}
