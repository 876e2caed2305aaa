import Layout
import SourceSyntax

/// Conditions, switches and loops: decided when their inputs are known, the first branch read
/// (and said) when only the running app knows them; loops run pass by pass, at most 50 passes
/// a loop and 500 in all.
extension Interpreter {
    struct Decision {
        /// nil: only the running app knows.
        var known: Bool?
        var taken: Bool
        var bindings: [(Pattern, Value)] = []
    }

    /// What a value means as a condition: nil when unknown.
    func truth(_ v: Value) -> Bool? {
        switch v {
        case .bool(let b): return b
        case .number(let n), .integer(let n): return n != 0
        case .null: return false
        case .unknown: return nil
        default: return true
        }
    }

    /// `elseBranches`: how many branches follow (`else if`, `else`), for what is said of a
    /// condition only the running app decides.
    func decide(_ conditions: [Condition], in scope: Scope, selfValue: Value, range: SourceRange, hasElse: Bool, quiet: Bool = false,
                elseBranches: Int = 0) -> Decision {
        var bindings: [(Pattern, Value)] = []
        var unknown: Unknown?
        // A later condition reads an earlier one's binding (`guard let w = delegate?.window, let
        // window = w`): they are in a scope of their own while the conditions are decided.
        var scope = scope, ownScope = false
        for (k, c) in conditions.enumerated() {
            var result: Bool?
            switch c {
            case .expression(let e):
                let v = evaluate(e, in: scope, selfValue: selfValue)
                result = truth(v)
                if result == nil, case .unknown(let u) = v { unknown = unknown ?? u }
            case .optionalBinding(let p, let e):
                let v: Value
                if let e { v = evaluate(e, in: scope, selfValue: selfValue) }
                else if case .name(let n) = p { v = lookup(n, in: scope, selfValue: selfValue, range: range) } else { v = .null }
                switch v {
                case .null: result = false
                case .unknown(let u):
                    // `if let w = config.width { … } else { … }`: taken as nil when there is an else,
                    // whose layout is the code's for the value absent (the first would want `w`).
                    if hasElse {
                        runTimeChoices += 1
                        if !quiet { warn(range, "an optional known only at run time (\(written(conditions))): taken as nil, so the else branch is read, the first is not") }
                        return Decision(known: false, taken: false)
                    }
                    result = nil
                    unknown = unknown ?? u
                default:
                    result = true
                    bindings.append((p, v))
                    if k < conditions.count - 1, case .name(let n) = p {
                        if !ownScope { (scope, ownScope) = (makeScope(parent: scope), true) }
                        scope.values[n] = v
                    }
                }
            case .casePattern(let p, let e):
                let v = evaluate(e, in: scope, selfValue: selfValue)
                result = matches(p, v, in: scope, selfValue: selfValue)
            case .available:
                result = true
            }
            if result == false { return Decision(known: false, taken: false) }
        }
        if unknown != nil {
            runTimeChoices += 1
            if !quiet {
                // In a constraint block each `else` is said; elsewhere how many branches are not read.
                let rest = inConstraintBlock ? String(repeating: ", the else branch is not", count: elseBranches)
                    : elseBranches == 0 ? "" : elseBranches == 1 ? ", the other is not" : ", the other \(elseBranches) are not"
                warn(range, "a condition decided at run time (\(written(conditions))): its first branch is read" + rest)
            }
            return Decision(known: nil, taken: true, bindings: bindings)
        }
        return Decision(known: true, taken: true, bindings: bindings)
    }

    /// Where a switch's first `case` (or `default`) is written, after its subject.
    func firstCaseLabel(after offset: Int) -> SourceRange? {
        let labels = ["case", "default"].compactMap { word in source.offset(of: word, from: offset).map { SourceRange($0, $0 + word.utf8.count) } }
        return labels.min { $0.start < $1.start }
    }

    /// Conditions as written (`[self.message isEqualToString:@"me"]`, `let w = config.width`).
    func written(_ conditions: [Condition]) -> String {
        conditions.map { c -> String in
            switch c {
            case .expression(let e): return Self.unparenthesised(source.text(e.range))
            case .optionalBinding(let p, let e):
                if case .name(let n) = p { return "let \(n)" + (e.map { " = " + source.text($0.range) } ?? "") }
                return e.map { source.text($0.range) } ?? "let"
            case .casePattern(_, let e): return source.text(e.range)
            case .available(let a): return a
            }
        }.joined(separator: ", ")
    }

    static func unparenthesised(_ text: String) -> String {
        guard text.hasPrefix("("), text.hasSuffix(")") else { return text }
        var depth = 0
        for (k, ch) in text.enumerated() {
            if ch == "(" { depth += 1 }
            if ch == ")" { depth -= 1; if depth == 0 && k < text.count - 1 { return text } }
        }
        return String(text.dropFirst().dropLast())
    }

    func bindConditions(_ bindings: [(Pattern, Value)], in scope: Scope) {
        for (p, v) in bindings { bind(p, to: v, in: scope) }
    }

    /// Whether `value` matches a case's pattern; nil when either is unknown.
    func matches(_ p: Pattern, _ value: Value, in scope: Scope, selfValue: Value) -> Bool? {
        if value.isUnknown { return nil }
        switch p {
        case .wildcard, .name, .binding: return true
        case .enumCase(let name, _):
            if case .symbol(let s) = value { return s == name || s.hasSuffix("." + name) }
            return nil
        case .value(let e):
            let v = evaluate(e, in: scope, selfValue: selfValue)
            return equal(v, value)
        case .tuple:
            return nil
        }
    }

    /// Whether two enum cases are the same as written: `.center` and `NSTextAlignment.center`,
    /// and Objective-C's constant and Swift's case, `UIUserInterfaceIdiomPhone` and `phone`
    /// (the type's name, then the case capitalised), as UIKit's device members give it.
    static func sameCase(_ x: String, _ y: String) -> Bool {
        if x == y || x.hasSuffix("." + y) || y.hasSuffix("." + x) { return true }
        func objectiveC(_ constant: String, _ swiftCase: String) -> Bool {
            guard let first = swiftCase.first, first.isLowercase, !swiftCase.contains("."), constant.first?.isUppercase == true,
                  constant.count > swiftCase.count else { return false }
            return constant.hasSuffix(first.uppercased() + swiftCase.dropFirst())
        }
        return objectiveC(x, y) || objectiveC(y, x)
    }

    func equal(_ a: Value, _ b: Value) -> Bool? {
        switch (a, b) {
        case (.unknown, _), (_, .unknown): return nil
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.string(let x), .string(let y)): return x == y
        case (.symbol(let x), .symbol(let y)): return Self.sameCase(x, y)
        case (.view(let x), .view(let y)): return x === y
        default:
            if let x = a.number, let y = b.number { return x == y }
            return nil
        }
    }

    /// A case's label as ListIndexPaths and `assumedCases` keep it: its text without spaces.
    static func caseLabel(_ text: String) -> String { String(text.filter { !$0.isWhitespace }) }

    /// A case pattern's label: the value's text (`kTypeText`, `.text`), an enum case as Swift
    /// writes it (`.text`); nil for a binding or a wildcard.
    func caseLabel(of p: Pattern) -> String? {
        switch p {
        case .value(let e): return Self.caseLabel(source.text(e.range))
        case .enumCase(let n, _): return n.hasPrefix(".") ? n : "." + n
        default: return nil
        }
    }

    func runSwitch(_ subject: Expr, _ cases: [SwitchCase], in scope: Scope, selfValue: Value, range: SourceRange) -> Flow {
        let value = evaluate(subject, in: scope, selfValue: selfValue)
        var start: Int?
        var undecided = false
        for (k, c) in cases.enumerated() {
            if c.isDefault { continue }
            let results = c.patterns.map { matches($0, value, in: scope, selfValue: selfValue) }
            if results.contains(where: { $0 == true }) { start = k; break }
            if results.contains(where: { $0 == nil }) { undecided = true }
        }
        if start == nil, undecided || value.isUnknown, !assumedCases.isEmpty {
            start = cases.firstIndex { c in c.patterns.contains { caseLabel(of: $0).map(assumedCases.contains) == true } }
        }
        if start == nil {
            if undecided || value.isUnknown {
                // The first case that lays out, else the first that does something.
                let doing = cases.indices.filter { !cases[$0].body.isEmpty && !cases[$0].body.allSatisfy { if case .breakStatement = $0.kind { return true } else { return false } } }
                start = doing.first { k in
                    let text = text(of: cases[k].body)
                    return Self.laysOut(text) || Self.changingWords.contains { text.includes($0) }
                } ?? doing.first
                if start != nil {
                    runTimeChoices += 1
                    let others = cases.count - 1
                    // (A Swift switch in a constraint block is said as one; Objective-C's, and any
                    // outside blocks, as the cases they choose among.)
                    if inConstraintBlock && language == .swift {
                        warn(range, "a switch decided at run time (\(Self.unparenthesised(source.text(subject.range)))): its first case is read"
                             + (others == 1 ? ", the other is not" : others > 1 ? ", the other \(others) are not" : ""))
                    } else {
                        warn(firstCaseLabel(after: subject.range.end) ?? range, others == 0 ? "a switch decided at run time: its only case is read"
                             : "a switch decided at run time: the first case that lays out is read, the other \(others) are not")
                    }
                }
            } else {
                start = cases.firstIndex { $0.isDefault }
            }
        }
        guard var k = start else { return .normal }
        let inner = makeScope(parent: scope)
        if case .symbol = value, let binding = cases[k].patterns.first, case .enumCase(_, let parts) = binding {
            for p in parts { bind(p, to: .unknown(Unknown(name: "case value", range: range, why: "an enum case's value")), in: inner) }
        }
        // Objective-C's cases fall through until `break`; Swift's only with `fallthrough`.
        while k < cases.count {
            let body = cases[k].body
            let flow = run(body, in: inner, selfValue: selfValue)
            switch flow {
            case .breakLoop: return .normal
            case .returned, .continueLoop: return flow
            case .normal: break
            }
            let fallsThrough = language == .objectiveC ? true : body.last.map { if case .fallthroughStatement = $0.kind { return true } else { return false } } ?? false
            if !fallsThrough { return .normal }
            k += 1
        }
        return .normal
    }

    /// The elements a `for … in` runs over; nil when only the running app knows them.
    func elements(of v: Value) -> [Value]? {
        switch v {
        case .array(let items): return items
        default: return nil
        }
    }

    func runForIn(_ pattern: Pattern, _ sequence: Expr, _ whereClause: Expr?, _ body: [Stmt], in scope: Scope, selfValue: Value, range: SourceRange) -> Flow {
        let v = evaluate(sequence, in: scope, selfValue: selfValue)
        guard let items = elements(of: v) else {
            let why = "the loop runs over \(source.text(sequence.range)), which only the running app knows"
            warn(range, why + "; its body is not run")
            loopsNotRun.append((range, why))
            return .normal
        }
        for (n, item) in items.enumerated() {
            if n >= Self.maxLoopPasses || !takePass(range) { warn(range, "this loop runs more than \(Self.maxLoopPasses) passes; the rest are not run"); break }
            let inner = makeScope(parent: scope)
            bind(pattern, to: item, in: inner)
            if let whereClause, truth(evaluate(whereClause, in: inner, selfValue: selfValue)) == false { continue }
            loopPasses.append((range, n))
            let flow = run(body, in: inner, selfValue: selfValue)
            loopPasses.removeLast()
            if case .breakLoop = flow { break }
            if case .returned = flow { return flow }
        }
        return .normal
    }

    func runForLoop(_ initial: [Stmt], _ condition: Expr?, _ step: [Expr], _ body: [Stmt], in scope: Scope, selfValue: Value, range: SourceRange) -> Flow {
        let loopScope = makeScope(parent: scope)
        _ = run(initial, in: loopScope, selfValue: selfValue)
        var passes = 0
        while true {
            if let condition {
                let t = truth(evaluate(condition, in: loopScope, selfValue: selfValue))
                if t == nil {
                    let why = "the loop's condition \(source.text(condition.range)) is known only when the app runs"
                    warn(range, why + "; its body is not run")
                    loopsNotRun.append((range, why))
                    break
                }
                if t == false { break }
            }
            passes += 1
            if passes > Self.maxLoopPasses || !takePass(range) { warn(range, "this loop runs more than \(Self.maxLoopPasses) passes; the rest are not run"); break }
            loopPasses.append((range, passes - 1))
            let flow = run(body, in: makeScope(parent: loopScope), selfValue: selfValue)
            loopPasses.removeLast()
            if case .breakLoop = flow { break }
            if case .returned = flow { return flow }
            for e in step { _ = evaluate(e, in: loopScope, selfValue: selfValue) }
        }
        return .normal
    }
}
