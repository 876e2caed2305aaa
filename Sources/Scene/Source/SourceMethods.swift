/// The methods of a class and the order the code runs them in: the set-up (initialisers,
/// `awakeFromNib`, `loadView`, `viewDidLoad`, `updateConstraints`, … and the methods they call,
/// each where it is called), then the methods nothing at set-up calls (a button's action, an
/// `updateUI()`), which become steps named after them.
struct SourceMethod {
    var name: String
    /// What tells it from the class's other methods: Objective-C's whole selector
    /// (`initWithTitle:detail:items:`, so an initialiser that calls a longer one by the same
    /// first word is not taken for it), Swift's name.
    var selector: String
    /// The method's body, between its braces (token indices).
    var body: Range<Int>
    /// A class method (`+ (void)showIn:`, `static func show(in:)`), which runs on no instance.
    var isClassMethod = false
    /// Swift's `override func configureUI()` with no parameters: a step of the superclass's
    /// set-up (a base view controller's `viewDidLoad` calling `configureUI()`, `setupConstraints()`).
    var isTemplateOverride = false
}

/// The order of a class's code: ranges of tokens in the order they run at set-up, and the
/// methods that run later, in file order, each with the ranges it runs (its own code and the
/// class's methods it calls, where it calls them).
struct RunOrder {
    var setUp: [Range<Int>]
    var later: [(method: SourceMethod, runs: [Range<Int>])]
    /// Objective-C lazy getters nothing at set-up uses, run after it (the app runs each where it
    /// first uses the view, in code this file does not hold or in a later method).
    var gettersRunAfterSetUp: [SourceMethod] = []
    /// The entry points the set-up ran (`initWithStyle:reuseIdentifier:`, `viewDidLoad`), to name it.
    var setUpMethods: [String] = []
    /// Overrides nothing in the file calls, run at the set-up's end as the superclass's (`configureUI`).
    var overridesRun: [String] = []
}

extension SourceReading {
    /// What the system calls on its own, in the order it calls it.
    static let entryPoints = ["init", "initWithFrame", "initWithStyle", "initWithCoder", "initWithNibName", "commonInit",
                              "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "didMoveToSuperview", "didMoveToWindow",
                              "updateConstraints", "updateViewConstraints", "viewWillLayoutSubviews", "layoutSubviews",
                              "viewDidLayoutSubviews", "viewDidAppear"]

    /// `self`, and the names blocks give it (`__weak typeof(self) weakSelf = self;`, `WS(ws)`).
    static let selfNames: Set<String> = ["self", "weakSelf", "strongSelf", "wself", "sself", "ws", "weakself", "welf"]

    /// Overrides without parameters that UIKit calls on events, not at set-up.
    static let overridesNotSetUp: Set<String> = [
        "prepareForReuse", "removeFromSuperview", "didReceiveMemoryWarning", "tintColorDidChange", "safeAreaInsetsDidChange",
        "layoutMarginsDidChange", "prepareForInterfaceBuilder", "invalidateIntrinsicContentSize", "becomeFirstResponder",
        "resignFirstResponder", "sizeToFit", "setNeedsLayout", "layoutIfNeeded", "setNeedsUpdateConstraints", "updateFocusIfNeeded",
    ]

    /// Methods in `range`: Objective-C `- (void)name…{`, Swift `func name(…) {`, `init(…) {`.
    func methods(in range: Range<Int>) -> [SourceMethod] {
        var found: [SourceMethod] = []
        var i = range.lowerBound
        while i < range.upperBound {
            var name: String?
            var selector: String?
            var open: Int?
            var isClassMethod = false
            var isTemplateOverride = false
            if language == .objectiveC, isP(i, "-") || isP(i, "+"), tokens[i].afterNewline || i == range.lowerBound, isP(i + 1, "(") {
                isClassMethod = isP(i, "+")
                let close = matching(i + 1)
                // A return type still being typed (`- (UIColo` then `@end`): its `(` closes past
                // the class, so no method starts here.
                guard close + 1 < range.upperBound else { break }
                name = identifier(close + 1)
                open = (close + 1..<range.upperBound).first { isP($0, "{") || isP($0, ";") }
                if let o = open, isP(o, ";") { open = nil }
                if let o = open { selector = objectiveCSelector(close + 1..<o) }
            } else if language == .swift, identifier(i) == "func", let n = identifier(i + 1) {
                name = n
                isClassMethod = identifier(i - 1) == "static" || identifier(i - 1) == "class"
                    || ((identifier(i - 2) == "static" || identifier(i - 2) == "class") && identifier(i - 1) != nil)
                // `override func x()`, `public override func x()`, `@objc override func x()`
                let modifiers = max(range.lowerBound, i - 3)..<i
                isTemplateOverride = modifiers.contains { identifier($0) == "override" } && isP(i + 2, "(") && isP(i + 3, ")")
                    && !Self.overridesNotSetUp.contains(n)
                open = (i + 2..<range.upperBound).first { isP($0, "{") }
            } else if language == .swift, identifier(i) == "didSet", isP(i + 1, "{"),
                      let accessors = (max(range.lowerBound, i - 3)..<i).last(where: { isP($0, "{") }),
                      let declaration = (max(range.lowerBound, accessors - 12)..<accessors).last(where: { identifier($0) == "var" }),
                      let property = identifier(declaration + 1) {
                // `var model: Model? { didSet { … } }`: Swift's `setModel:`, run when the app sets
                // the property — a step named after it, as a setter would be.
                name = property
                selector = property + ".didSet"
                open = i + 1
            } else if language == .swift, identifier(i) == "init", isP(i + 1, "(") || (isP(i + 1, "?") && isP(i + 2, "(")),
                      !isP(i - 1, ".") {
                name = "init"
                open = (i + 1..<range.upperBound).first { isP($0, "{") }
                // `init(style:reuseIdentifier:)` and `init?(coder:)` are two initialisers: one
                // run does not stand for the other.
                let paren = isP(i + 1, "(") ? i + 1 : i + 2
                selector = "init(" + swiftLabels(paren) + ")"
            }
            if let name, let open {
                // A body left open ends where the class does.
                let close = min(matching(open), range.upperBound)
                found.append(SourceMethod(name: name, selector: selector ?? name, body: (open + 1)..<close, isClassMethod: isClassMethod,
                                          isTemplateOverride: isTemplateOverride))
                i = close + 1
                continue
            }
            i += 1
        }
        return found
    }

    /// `name:(Type)a more:(Type)b` (a declaration) or `name:a more:b` (a message): each label
    /// with its colon, outside parentheses and brackets; a method without arguments is its name.
    func objectiveCSelector(_ range: Range<Int>) -> String {
        var parts = ""
        var depth = 0
        for k in range {
            if isP(k, "(") || isP(k, "[") || isP(k, "{") { depth += 1 }
            if isP(k, ")") || isP(k, "]") || isP(k, "}") { depth -= 1; if depth < 0 { break } }
            if depth == 0, let label = identifier(k), isP(k + 1, ":"), k == range.lowerBound || !isP(k - 1, ".") { parts += label + ":" }
        }
        return parts.isEmpty ? (identifier(range.lowerBound) ?? "") : parts
    }

    /// Swift's argument labels from the `(` at `open`: `style:reuseIdentifier:`, `_:` for none.
    func swiftLabels(_ open: Int) -> String {
        let close = matching(open)
        var labels = ""
        var depth = 0
        var k = open + 1
        var first = true
        while k < close {
            if isP(k, "(") || isP(k, "[") || isP(k, "<") { depth += 1 }
            if isP(k, ")") || isP(k, "]") || isP(k, ">") { depth -= 1 }
            if depth == 0, first, let label = identifier(k) { labels += label + ":"; first = false }
            if depth == 0, isP(k, ",") { first = true }
            k += 1
        }
        return labels
    }

    /// Locals a class method makes an instance of the class in: `X *v = [[X alloc] init…]`,
    /// `[[self alloc] init…]`, `[X new]`; Swift `let v = X(…)` / `Self(…)` where `X` is the
    /// class (the method's own class is the one written before `alloc`, `new` or the call, and
    /// the local's type; any name that starts uppercase is taken, as a class method rarely
    /// makes instances of other classes it then sends this class's messages to).
    func madeInstances(in body: Range<Int>) -> Set<String> {
        var found: Set<String> = []
        for k in body where isP(k, "=") && !isP(k + 1, "=") && !isP(k - 1, "=") {
            guard let local = identifier(k - 1) else { continue }
            if language == .objectiveC, isP(k + 1, "["),
               (isP(k + 2, "[") && identifier(k + 4) == "alloc") || identifier(k + 3) == "new" {
                found.insert(local)
            }
            if language == .swift, let type = identifier(k + 1), type.first?.isUppercase == true, isP(k + 2, "(") {
                found.insert(local)
            }
        }
        return found
    }

    /// An Objective-C lazy getter, `- (UILabel *)nameLabel { if (!_nameLabel) { … } return
    /// _nameLabel; }`: no arguments, an object returned, its own ivar in its body.
    func isLazyGetter(_ m: SourceMethod) -> Bool {
        guard language == .objectiveC, !m.selector.contains(":"), m.body.lowerBound >= 4 else { return false }
        // `- ( Type * ) name {`: a `*` before the name's `)`.
        var k = m.body.lowerBound - 1
        while k > 0, !isP(k, ")") { k -= 1 }
        guard isP(k - 1, "*") else { return false }
        return m.body.contains { identifier($0) == "_" + m.name }
    }

    /// The run order of the class in `range`: code outside methods (property initialisers,
    /// lazy closures) first, then the entry points in the system's order, each method's calls
    /// to the class's own methods followed where they stand (an Objective-C lazy getter where
    /// the statement that first uses its view starts), then the lazy getters nothing at set-up
    /// used; the rest run later, each following its own calls (a method one of them calls is
    /// not a step of its own).
    func runOrder(in range: Range<Int>) -> RunOrder {
        let all = methods(in: range)
        // Without an entry point (a pasted method, a class whose set-up is elsewhere) nothing
        // tells the order: everything runs as written.
        let isEntry = { (m: SourceMethod) in Self.entryPoints.contains(m.name) || m.name.hasPrefix("init") }
        guard all.contains(where: isEntry) else { return RunOrder(setUp: [range], later: []) }
        let bySelector = Dictionary(all.map { ($0.selector, $0) }, uniquingKeysWith: { a, _ in a })
        let lazyGetters = all.filter(isLazyGetter)
        let getters = Dictionary(lazyGetters.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var setUp: [Range<Int>] = []
        // Outside every method: what runs when the object is made.
        var cursor = range.lowerBound
        for m in all.sorted(by: { $0.body.lowerBound < $1.body.lowerBound }) {
            if cursor < m.body.lowerBound { setUp.append(cursor..<max(cursor, m.body.lowerBound - 1)) }
            cursor = max(cursor, m.body.upperBound + 1)
        }
        if cursor < range.upperBound { setUp.append(cursor..<range.upperBound) }
        var visited: Set<String> = []
        // A class method that makes an instance and sets it up (`RCDPokeAlertView *v = [[… alloc]
        // initWithFrame:…]; [v setupSubviews]; [v show];`, `let v = Self(); v.layout()`): the
        // instance's methods it calls run as if `self` called them.
        let instances = Dictionary(all.filter(\.isClassMethod).map { ($0.selector, madeInstances(in: $0.body)) },
                                   uniquingKeysWith: { a, _ in a })
        func run(_ m: SourceMethod, into runs: inout [Range<Int>]) {
            guard visited.insert(m.selector).inserted else { return }
            // `self` under the names blocks give it (`[weakSelf setHeadTView]` in a completion).
            let receivers = Self.selfNames.union(instances[m.selector] ?? [])
            var start = m.body.lowerBound
            var statementStart = start
            var depth = 0
            for k in m.body {
                if isP(k, "{") || isP(k, "(") || isP(k, "[") { depth += 1 }
                if isP(k, "}") || isP(k, ")") || isP(k, "]") { depth -= 1; if depth == 0, isP(k, "}") { statementStart = k + 1 } }
                if depth == 0, isP(k, ";") { statementStart = k + 1 }
                guard let word = identifier(k) else { continue }
                // `self.nameLabel` (not given a value) or `[self nameLabel]`: its lazy getter runs
                // first, before the whole statement that uses it.
                if let getter = getters[word], getter.selector != m.selector, !visited.contains(getter.selector),
                   (isP(k - 1, ".") && identifier(k - 2).map(Self.selfNames.contains) == true && !(isP(k + 1, "=") && !isP(k + 2, "=")))
                    || (identifier(k - 1).map(Self.selfNames.contains) == true && isP(k - 2, "[") && isP(k + 1, "]")) {
                    let cut = max(start, min(statementStart, k))
                    runs.append(start..<cut)
                    run(getter, into: &runs)
                    start = cut
                    continue
                }
                // `[self name…]`, `self.name(`, `name(` (a method of this class), `[super …]` is not ours.
                let sentTo = identifier(k - 1).map(receivers.contains) == true && isP(k - 2, "[")
                let callee = language == .objectiveC && sentTo ? objectiveCSelector(k..<m.body.upperBound) : word
                guard callee != m.selector, let target = bySelector[callee], !visited.contains(callee) else { continue }
                let isCall = (isP(k - 1, "[") == false && identifier(k - 1).map(receivers.contains) == true && (isP(k + 1, "]") || isP(k + 1, ":")))
                    || (isP(k - 1, ".") && identifier(k - 2).map(receivers.contains) == true && isP(k + 1, "("))
                    || (!isP(k - 1, ".") && isP(k + 1, "(") && language == .swift && identifier(k - 1) != "func")
                guard isCall else { continue }
                runs.append(start..<k)
                run(target, into: &runs)
                start = k
            }
            runs.append(start..<m.body.upperBound)
        }
        var entries: [String] = []
        for entry in Self.entryPoints {
            for m in all where (m.name == entry || (entry == "init" && m.name.hasPrefix("init"))) && !visited.contains(m.selector) {
                entries.append(m.selector)
                run(m, into: &setUp)
            }
        }
        // Class methods that make an instance and set it up, after the instance's own entry points.
        for m in all where !(instances[m.selector] ?? []).isEmpty && !visited.contains(m.selector) {
            entries.append(m.selector)
            run(m, into: &setUp)
        }
        // Overrides the superclass calls (a base view controller's `viewDidLoad` calling
        // `configureUI()` then `configureConstraints()`), in file order.
        var overrides: [String] = []
        for m in all where m.isTemplateOverride && !visited.contains(m.selector) && !Self.entryPoints.contains(m.name) {
            overrides.append(m.name)
            run(m, into: &setUp)
        }
        let unused = lazyGetters.filter { !visited.contains($0.selector) }
        for getter in unused { run(getter, into: &setUp) }
        // The later methods: those no other later method calls, each with what it calls (each
        // run from the state after the set-up, so one method's run does not hide another's calls).
        let afterSetUp = visited
        let rest = all.filter { !afterSetUp.contains($0.selector) }
        var called: Set<String> = []
        var runsOf: [[Range<Int>]] = []
        for m in rest {
            visited = afterSetUp
            var runs: [Range<Int>] = []
            run(m, into: &runs)
            called.formUnion(visited.subtracting(afterSetUp).subtracting([m.selector]))
            runsOf.append(runs.filter { !$0.isEmpty })
        }
        let later = zip(rest, runsOf).filter { !called.contains($0.0.selector) }.map { (method: $0.0, runs: $0.1) }
        return RunOrder(setUp: setUp.filter { !$0.isEmpty }, later: later, gettersRunAfterSetUp: unused, setUpMethods: entries,
                        overridesRun: overrides)
    }
}
