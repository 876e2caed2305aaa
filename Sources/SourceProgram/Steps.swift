import Layout
import Scene
import SourceSyntax

/// A later state of the drawn object, which the app reaches after the set-up: a method it
/// calls that changes constraints (a button's action, `configure(with:)`, `keyboardWillShow:`),
/// or a property's `didSet` it runs by setting the property (Swift's `setModel:`), named after
/// the property. `--step N` runs the first N of them after the set-up.
struct Step {
    /// As `--step` names it: the method's base name, or the property's.
    let name: String
    let method: FunctionDecl?
    /// A `didSet`'s body; nil for a method.
    let observerBody: [Stmt]?
    /// The `didSet`'s body as written (what it calls is part of the step); empty for a method.
    var observerText = ""
    let start: Int

    var isObserver: Bool { observerBody != nil }
}

extension Interpreter {
    /// Words that make or change constraints.
    static let changingWords = ["akeConstraints", "pdateConstraints", ".update(", "setOffset", "deactivate", "uninstall", ".constant", ".offset ="]

    /// The class's methods the set-up did not run that make or change constraints, and its
    /// properties' `didSet`s that do or call such a method, in file order; a method another of
    /// them calls is part of that one, not a step of its own.
    func steps(of type: ClassInfo) -> [Step] {
        var seen: Set<String> = []
        let methods = type.allMethods.filter { $0.body?.isEmpty == false }.sorted { bodyStart($0) < bodyStart($1) }
            .filter { !ranMethods.contains(MethodKey.of($0)) && seen.insert(MethodKey.of($0)).inserted }
        // A method that changes the state and asks for the constraints again is one too: UIKit
        // runs updateConstraints anew (Masonry's update and remake examples).
        let rerunsConstraints = ["updateConstraints", "updateViewConstraints"].contains { type.method($0)?.body != nil }
        let asks = ["setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "setNeedsLayout", "layoutIfNeeded"]
        let changing = methods.filter { f in
            let text = bodyText(f)
            return Self.changingWords.contains { text.includes($0) } || (rerunsConstraints && asks.contains { text.includes($0) })
        }
        var observerSteps: [Step] = []
        for p in type.properties {
            guard let didSet = p.accessors.first(where: { $0.name == "didSet" }), let first = didSet.body.first else { continue }
            let text = text(of: didSet.body)
            guard Self.changingWords.contains(where: { text.includes($0) }) || changing.contains(where: { calls(text, $0) }) else { continue }
            observerSteps.append(Step(name: p.name, method: nil, observerBody: didSet.body, observerText: text, start: first.range.start))
        }
        let methodSteps = changing.filter { f in
            !isCalled(f, byAnotherOf: changing) && !observerSteps.contains { calls($0.observerText, f) }
        }.map { Step(name: String($0.name.prefix { $0 != ":" }), method: $0, observerBody: nil, start: bodyStart($0)) }
        return (methodSteps + observerSteps).sorted { $0.start < $1.start }
    }

    /// Who runs a method step: "which nothing in this file calls", or the method whose later
    /// code calls it (a completion block, an action): "which viewDidLoad calls only in code
    /// that runs later (a block, an action)".
    func whoCalls(_ step: Step) -> String {
        guard let f = step.method, let type = instance?.type else { return "which nothing in this file calls" }
        let callers = type.allMethods.filter { $0.body != nil && MethodKey.of($0) != MethodKey.of(f) && calls(bodyText($0), f) }
            .sorted { bodyStart($0) < bodyStart($1) }
        guard let caller = callers.first else { return "which nothing in this file calls" }
        return "which \(displayName(caller)) calls in code that runs later (a block, an action)"
    }

    /// Runs a step as the app would: the method with the values its caller gives unknown, or the
    /// `didSet` on the object.
    func run(_ step: Step, range: SourceRange) {
        let selfValue = Value.instance(instance)
        constraintsAskedFor = false
        if let f = step.method {
            _ = callMethod(f, on: selfValue, arguments: [], range: range)
        } else if let body = step.observerBody {
            _ = run(body, in: makeScope(parent: globals), selfValue: selfValue)
        }
        // Asked for its constraints again, the view's updateConstraints runs with the new state.
        if constraintsAskedFor, let type = instance?.type {
            constraintsAskedFor = false
            for name in ["updateConstraints", "updateViewConstraints"] {
                if let f = type.method(name), f.body != nil { _ = callMethod(f, on: selfValue, arguments: [], range: range) }
            }
        }
    }

    /// Views drawn without constraints that a later step lays out (a cell's `prepareForReuse`,
    /// a `didSet`): "badge gets its constraints only in prepareForReuse, which nothing in this
    /// file calls: unplaced here (--step prepareForReuse draws it placed)". The later steps are
    /// run to see, and what they said is taken back.
    func placedLater(_ later: ArraySlice<Step>, drawn: Set<ObjectIdentifier>, range: SourceRange) -> [(range: SourceRange, message: String)] {
        let constrained = Set(events.compactMap { e -> ObjectIdentifier? in
            if case .block(let m) = e, !m.chains.isEmpty { return ObjectIdentifier(m.view) }
            return nil
        })
        let saved = (warnings, warned, unknownNames, taken, unreadColors, guessedClasses, viewHelpers, events, decidedByDevice, nibOutlets)
        // What an owner's actions set on an instance its set-up made is no part of what it gives
        // the view (`self.rootView.offset = self.view.width` in a button's action); instances
        // only a later step makes (section headers a method nothing at set-up calls makes) keep
        // what that step sets on them, as their making.
        let settingsAtSetUp = settingsOfConstructions
        let madeAtSetUp = Set(views.map(ObjectIdentifier.init))
        defer {
            // The later steps' chains are kept for tearDown, which breaks their cycles.
            discardedEvents += events.dropFirst(saved.7.count)
            (warnings, warned, unknownNames, taken, unreadColors, guessedClasses, viewHelpers, events, decidedByDevice, nibOutlets) = saved
            for instance in Array(settingsOfConstructions.keys) where madeAtSetUp.contains(instance) {
                settingsOfConstructions[instance] = settingsAtSetUp[instance]
            }
        }
        var said: Set<ObjectIdentifier> = []
        var out: [(range: SourceRange, message: String)] = []
        for step in later {
            let before = events.count
            run(step, range: range)
            var views: [String] = []
            var at: SourceRange?
            var allFramed = true
            for case .block(let m) in events[before...] where !m.chains.isEmpty {
                let id = ObjectIdentifier(m.view)
                guard drawn.contains(id), !constrained.contains(id), !m.view.isRoot, said.insert(id).inserted else { continue }
                views.append(m.view.name ?? m.view.className)
                if !m.view.hasSizedFrame { allFramed = false }
                at = at ?? m.range
            }
            guard let at, !views.isEmpty else { continue }
            let by = step.isObserver ? "\(step.name)'s didSet, which runs when the app sets \(step.name)" : "\(step.name), \(whoCalls(step))"
            // Views the set-up placed by frames are where those put them until then.
            let here = allFramed ? "at the frames the set-up gives \(views.count == 1 ? "it" : "them") here" : "unplaced here"
            out.append((at, "\(views.joined(separator: ", ")) \(views.count == 1 ? "gets its" : "get their") constraints only in \(by): \(here) (\(hints.step(step.name)) draws \(views.count == 1 ? "it" : "them") placed)"))
        }
        return out
    }

    /// Whether the code run so far made constraints for the drawing: not only for a view another
    /// file makes for itself and nothing here adds (a shared HUD its own `sharedInstance` ties
    /// to the key window), which is not drawn.
    var laysOutTheDrawing: Bool {
        events.contains { e in
            guard case .block(let m) = e else { return true }
            return !inAnotherFilesOwnView(m.view)
        }
    }

    /// Whether a view is, or is inside, a view another file makes for itself that nothing here adds.
    func inAnotherFilesOwnView(_ v: ViewObject) -> Bool {
        var top = v
        while let up = top.superview, !up.isRoot { top = up }
        return top.superview == nil && anotherFileMakesForItself(top)
    }

    /// A view another file of the project makes and lays out for itself, that nothing here adds
    /// (a toast's `static let shared = NDToastView()`, read for a value through it): the app
    /// shows it when it needs it, so it is no part of this picture.
    func anotherFileMakesForItself(_ v: ViewObject) -> Bool {
        // (A view the code here keeps by name, `self.nameButton = [UIButton makeButton:…]`, is
        // its own, whoever's code made it.)
        guard !v.isRoot, !source.isOwn(v.made.start), !v.isImplicit, v.name == nil || v.namedByStatic else { return false }
        // The drawn class's base classes' files are its own code (a base controller's `lazy var
        // navBar`).
        let file = source.part(at: v.made.start).name
        if let type = instance?.type, type.lineage.contains(where: { $0.range.end > 0 && source.part(at: $0.range.start).name == file }) { return false }
        return true
    }

    /// Runs the steps up to the state asked for; with none asked for and a set-up that lays
    /// nothing out (a cell the app configures), up to the first step that does, said. The state
    /// drawn, and what is said of it.
    func runSteps(_ steps: [Step], upTo asked: Int?, range: SourceRange) -> (state: Int, drawnAfter: String?) {
        for step in steps.prefix(asked ?? 0) { run(step, range: range) }
        guard asked == nil, !laysOutTheDrawing else { return (asked ?? 0, nil) }
        // A set-up that places every view it adds by a frame (`greenView.frame = CGRectMake(0, 70,
        // W, 200)`, constraints only in a button's action) is a picture of its own, as the app
        // first shows it: drawn so; the steps stay for --step.
        let added = views.filter { !$0.isRoot && !$0.isGuide && $0.superview != nil && !inAnotherFilesOwnView($0) }
        if !added.isEmpty, added.allSatisfy(\.hasSizedFrame) { return (0, nil) }
        for (k, step) in steps.enumerated() {
            run(step, range: range)
            guard laysOutTheDrawing else { continue }
            let setUp = setUpRan.isEmpty ? "the set-up" : "the set-up (\(setUpRan.joined(separator: ", ")))"
            let what = step.isObserver ? "\(step.name)'s didSet, the first code that does, which runs when the app sets \(step.name)"
                : "\(step.name), the first method that does, \(whoCalls(step))"
            let who = what.hasSuffix("nothing in this file calls") || step.isObserver ? "the app does; " : ""
            return (k + 1, "\(setUp) makes no constraints; drawn after \(what) (\(who)\(hints.step("0")) draws the set-up alone\(steps.count > 1 ? ", \(hints.allSteps) every state" : ""))")
        }
        return (0, nil)
    }
}
