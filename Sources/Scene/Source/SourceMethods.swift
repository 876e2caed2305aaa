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
}

/// The order of a class's code: ranges of tokens in the order they run at set-up, and the
/// methods that run later, in file order.
struct RunOrder {
    var setUp: [Range<Int>]
    var later: [SourceMethod]
}

extension SourceReading {
    /// What the system calls on its own, in the order it calls it.
    static let entryPoints = ["init", "initWithFrame", "initWithStyle", "initWithCoder", "initWithNibName", "commonInit",
                              "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "updateConstraints",
                              "updateViewConstraints", "layoutSubviews", "viewDidLayoutSubviews", "viewDidAppear"]

    /// Methods in `range`: Objective-C `- (void)name…{`, Swift `func name(…) {`, `init(…) {`.
    func methods(in range: Range<Int>) -> [SourceMethod] {
        var found: [SourceMethod] = []
        var i = range.lowerBound
        while i < range.upperBound {
            var name: String?
            var selector: String?
            var open: Int?
            if language == .objectiveC, isP(i, "-") || isP(i, "+"), tokens[i].afterNewline || i == range.lowerBound, isP(i + 1, "(") {
                let close = matching(i + 1)
                name = identifier(close + 1)
                open = (close + 1..<range.upperBound).first { isP($0, "{") || isP($0, ";") }
                if let o = open, isP(o, ";") { open = nil }
                if let o = open { selector = objectiveCSelector(close + 1..<o) }
            } else if language == .swift, identifier(i) == "func", let n = identifier(i + 1) {
                name = n
                open = (i + 2..<range.upperBound).first { isP($0, "{") }
            } else if language == .swift, identifier(i) == "init", isP(i + 1, "(") || (isP(i + 1, "?") && isP(i + 2, "(")),
                      !isP(i - 1, ".") {
                name = "init"
                open = (i + 1..<range.upperBound).first { isP($0, "{") }
            }
            if let name, let open {
                let close = matching(open)
                found.append(SourceMethod(name: name, selector: selector ?? name, body: (open + 1)..<close))
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

    /// The run order of the class in `range`: code outside methods (property initialisers,
    /// lazy closures) first, then the entry points in the system's order, each method's calls
    /// to the class's own methods followed where they stand; the rest run later.
    func runOrder(in range: Range<Int>) -> RunOrder {
        let all = methods(in: range)
        // Without an entry point (a pasted method, a class whose set-up is elsewhere) nothing
        // tells the order: everything runs as written.
        let isEntry = { (m: SourceMethod) in Self.entryPoints.contains(m.name) || m.name.hasPrefix("init") }
        guard all.contains(where: isEntry) else { return RunOrder(setUp: [range], later: []) }
        let bySelector = Dictionary(all.map { ($0.selector, $0) }, uniquingKeysWith: { a, _ in a })
        var setUp: [Range<Int>] = []
        // Outside every method: what runs when the object is made.
        var cursor = range.lowerBound
        for m in all.sorted(by: { $0.body.lowerBound < $1.body.lowerBound }) {
            if cursor < m.body.lowerBound { setUp.append(cursor..<max(cursor, m.body.lowerBound - 1)) }
            cursor = max(cursor, m.body.upperBound + 1)
        }
        if cursor < range.upperBound { setUp.append(cursor..<range.upperBound) }
        var visited: Set<String> = []
        func run(_ m: SourceMethod) {
            guard visited.insert(m.selector).inserted else { return }
            var start = m.body.lowerBound
            for k in m.body {
                // `[self name…]`, `self.name(`, `name(` (a method of this class), `[super …]` is not ours.
                guard let word = identifier(k) else { continue }
                let callee = language == .objectiveC && identifier(k - 1) == "self" && isP(k - 2, "[")
                    ? objectiveCSelector(k..<m.body.upperBound) : word
                guard callee != m.selector, let target = bySelector[callee], !visited.contains(callee) else { continue }
                let isCall = (isP(k - 1, "[") == false && identifier(k - 1) == "self" && (isP(k + 1, "]") || isP(k + 1, ":")))
                    || (isP(k - 1, ".") && identifier(k - 2) == "self" && isP(k + 1, "("))
                    || (!isP(k - 1, ".") && isP(k + 1, "(") && language == .swift && identifier(k - 1) != "func")
                guard isCall else { continue }
                setUp.append(start..<k)
                run(target)
                start = k
            }
            setUp.append(start..<m.body.upperBound)
        }
        for entry in Self.entryPoints {
            for m in all where m.name == entry || (entry == "init" && m.name.hasPrefix("init")) { run(m) }
        }
        let later = all.filter { !visited.contains($0.selector) }
        return RunOrder(setUp: setUp.filter { !$0.isEmpty }, later: later)
    }
}
