import Layout
import SourceSyntax

/// Conditions on the device's traits, decided as the device drawn has them (an iPhone upright in
/// light mode at the text size drawn: `traitCollection.preferredContentSizeCategory >
/// .extraLarge` is false at Large, true at AX1), and said with what decided them, along an
/// `if … else if … else` chain.
extension Interpreter {
    /// What `uname(&info)` leaves in `info`: its `machine` is the device drawn's model identifier.
    static let unameResult = "utsname"

    /// Whether an `if`'s conditions ask the device's traits (evaluated once, quietly, to see).
    func conditionsConsultTraits(_ conditions: [Condition], in scope: Scope, selfValue: Value) -> Bool {
        guard case .expression(let e)? = conditions.first else { return false }
        let text = source.text(e.range)
        guard ["traitCollection", "SizeClass", "ContentSizeCategory", "userInterfaceStyle"].contains(where: { text.includes($0) }) else { return false }
        consultedTraits = []
        _ = evaluate(e, in: scope, selfValue: selfValue)
        defer { consultedTraits = [] }
        return !consultedTraits.isEmpty
    }

    /// Runs the branch the device takes, said with each condition tried: "a condition the device
    /// drawn decides (A is false, text size Large; B is true, …): its 2nd branch is read".
    func runDecidedByDevice(_ conditions: [Condition], _ then: [Stmt], _ otherwise: [Stmt]?, in scope: Scope, selfValue: Value, range: SourceRange) -> Flow {
        var branches: [(conditions: [Condition], body: [Stmt])] = [(conditions, then)]
        var rest = otherwise
        while let r = rest, r.count == 1, case .ifStatement(let c, let t, let o) = r[0].kind {
            branches.append((c, t))
            rest = o
        }
        var said: [String] = []
        func say(_ which: String) {
            warn(range, "a condition the device drawn decides (\(said.joined(separator: "; "))): \(which)")
        }
        for (k, branch) in branches.enumerated() {
            consultedTraits = []
            let decision = decide(branch.conditions, in: scope, selfValue: selfValue, range: range, hasElse: true, quiet: true)
            var seen: Set<String> = []
            let traits = consultedTraits.filter { seen.insert($0).inserted }
            let why = traits.isEmpty ? "" : ", " + traits.joined(separator: ", ")
            consultedTraits = []
            guard let known = decision.known else {
                // A later condition only the running app knows: its branch, as any run-time one.
                say("its \(Self.ordinal(k)) branch is tried and decided at run time; it is read")
                return run(branch.body, in: makeScope(parent: scope), selfValue: selfValue)
            }
            said.append("\(written(branch.conditions)) is \(known && decision.taken ? "true" : "false")\(why)")
            if decision.taken {
                say("its \(Self.ordinal(k)) branch is read")
                let inner = makeScope(parent: scope)
                bindConditions(decision.bindings, in: inner)
                return run(branch.body, in: inner, selfValue: selfValue)
            }
        }
        guard let rest else {
            say("no branch is read")
            return .normal
        }
        say("its \(branches.count == 1 ? "else" : "last") branch is read")
        return run(rest, in: makeScope(parent: scope), selfValue: selfValue)
    }

    static func ordinal(_ k: Int) -> String {
        switch k {
        case 0: return "first"
        case 1: return "2nd"
        case 2: return "3rd"
        default: return "\(k + 1)th"
        }
    }
}
