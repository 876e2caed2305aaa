import Layout

/// A solved layout read back from the solution JSON (`masrender SCENE -o FILE.json`): what a
/// reviewer compares — each view's frame and ambiguity, each constraint's constant and state.
public struct LayoutRecord: Sendable {
    public struct ViewRecord: Sendable, Equatable {
        public let id: String
        public let frame: [Double]
        public let ambiguous: [String]
    }
    /// A constraint is the same one in two layouts when these agree; its constant and state
    /// are what may change.
    public struct ConstraintIdentity: Hashable, Sendable {
        let first: String, firstAttribute: String, relation: String
        let second: String?, secondAttribute: String?, multiplier: Double, priority: Double, key: String?
    }
    public struct ConstraintRecord: Sendable {
        public let identity: ConstraintIdentity
        public let description: String
        public let constant: Double
        public let state: String
    }
    public let views: [ViewRecord]
    public let constraints: [ConstraintRecord]

    public init(views: [ViewRecord], constraints: [ConstraintRecord]) {
        self.views = views
        self.constraints = constraints
    }

    /// The record as a layout golden (`NAME.layout.json`): only what is compared, in the
    /// solution JSON's own keys (so `read` takes it back), in the layout's order.
    public var json: JSONOutput {
        .object([
            ("views", .array(views.map { v in
                .object([("id", .string(v.id)), ("frame", .array(v.frame.map { .number($0) })), ("ambiguous", .array(v.ambiguous.map { .string($0) }))])
            })),
            ("constraints", .array(constraints.map { c in
                let i = c.identity
                return .object([
                    ("description", .string(c.description)),
                    ("first", .object([("view", .string(i.first)), ("attribute", .string(i.firstAttribute))])),
                    ("relation", .string(i.relation)),
                    ("second", i.second.map { .object([("view", .string($0)), ("attribute", i.secondAttribute.map { .string($0) } ?? .null)]) } ?? .null),
                    ("multiplier", .number(i.multiplier)), ("constant", .number(c.constant)), ("priority", .number(i.priority)),
                    ("key", i.key.map { .string($0) } ?? .null), ("state", .string(c.state)),
                ])
            })),
        ])
    }

    /// Reads a solution JSON; anything else is a `SceneError` naming what was expected.
    public static func read(_ text: String, file: String) throws(SceneError) -> LayoutRecord {
        let root = try JSONParser.parse(text, file: file)
        func fail(_ node: JSONNode, _ message: String) -> SceneError { SceneError(file: file, location: node.location, message: message) }
        func member(_ node: JSONNode, _ key: String) -> JSONNode? {
            guard case .object(let members) = node.value else { return nil }
            return members.first { $0.key == key }?.value
        }
        func string(_ node: JSONNode?) -> String? { if case .string(let s)? = node?.value { return s } else { return nil } }
        func number(_ node: JSONNode?) -> Double? { if case .number(let d)? = node?.value { return d } else { return nil } }
        func array(_ node: JSONNode?) -> [JSONNode]? { if case .array(let a)? = node?.value { return a } else { return nil } }
        guard let viewNodes = array(member(root, "views")), let constraintNodes = array(member(root, "constraints")) else {
            throw fail(root, "not a solved layout: expected the JSON masrender writes with -o FILE.json (\"views\" with frames and \"constraints\" with states)")
        }
        var views: [ViewRecord] = []
        for v in viewNodes {
            guard let id = string(member(v, "id")), let frame = array(member(v, "frame"))?.compactMap(number), frame.count == 4 else {
                throw fail(v, "a view of a solved layout needs \"id\" and \"frame\": [x, y, width, height]")
            }
            views.append(ViewRecord(id: id, frame: frame, ambiguous: (array(member(v, "ambiguous")) ?? []).compactMap(string)))
        }
        var constraints: [ConstraintRecord] = []
        for c in constraintNodes {
            guard let first = member(c, "first"), let view = string(member(first, "view")), let attribute = string(member(first, "attribute")),
                  let relation = string(member(c, "relation")), let state = string(member(c, "state")),
                  let description = string(member(c, "description")) else {
                throw fail(c, "a constraint of a solved layout needs \"first\", \"relation\", \"description\" and \"state\"")
            }
            let second = member(c, "second")
            let identity = ConstraintIdentity(first: view, firstAttribute: attribute, relation: relation,
                                              second: second.flatMap { string(member($0, "view")) },
                                              secondAttribute: second.flatMap { string(member($0, "attribute")) },
                                              multiplier: number(member(c, "multiplier")) ?? 1, priority: number(member(c, "priority")) ?? 1000,
                                              key: string(member(c, "key")))
            constraints.append(ConstraintRecord(identity: identity, description: description, constant: number(member(c, "constant")) ?? 0, state: state))
        }
        return LayoutRecord(views: views, constraints: constraints)
    }
}

/// What changed between two solved layouts, worded for a reviewer: per view what moved or
/// resized (`emailField: y 243 → 235 (−8), height 44 → 40`), views added or removed, and
/// constraints whose constant or state changed, in their own descriptions.
public struct LayoutChanges: Sendable {
    public var viewLines: [String] = []
    public var constraintLines: [String] = []
    public var moved = 0, addedViews = 0, removedViews = 0, changedConstraints = 0
    /// The views that moved, resized or were added, in layout order: what a report outlines.
    public var changedViewIDs: [String] = []

    public var isEmpty: Bool { viewLines.isEmpty && constraintLines.isEmpty }

    /// "layout identical", or what changed in one line.
    public var summary: String {
        guard !isEmpty else { return "layout identical" }
        var parts: [String] = []
        if moved > 0 { parts.append("\(moved) \(moved == 1 ? "view" : "views") moved or resized") }
        if addedViews > 0 { parts.append("\(addedViews) added") }
        if removedViews > 0 { parts.append("\(removedViews) removed") }
        if changedConstraints > 0 { parts.append("\(changedConstraints) \(changedConstraints == 1 ? "constraint" : "constraints") changed") }
        return "layout changed: " + parts.joined(separator: ", ")
    }

    /// The summary with the first changes named, for one line of a CI log: "layout changed: 2 views
    /// moved or resized (emailField: y 100 → 92 (−8); passwordField: y 150 → 142 (−8))", at most
    /// `count` of them, then "and N more".
    public func headline(naming count: Int = 3) -> String {
        let lines = viewLines + constraintLines
        guard !lines.isEmpty else { return summary }
        let more = lines.count > count ? "; and \(lines.count - count) more" : ""
        return summary + " (" + lines.prefix(count).joined(separator: "; ") + more + ")"
    }

    /// The summary, then one line per change.
    public var text: String { ([summary] + viewLines + constraintLines).joined(separator: "\n") + "\n" }

    public init(from old: LayoutRecord, to new: LayoutRecord) {
        let names = ["x", "y", "width", "height"]
        let before = Dictionary(old.views.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let after = Set(new.views.map(\.id))
        func box(_ f: [Double]) -> String { "[" + f.map(formatPoints).joined(separator: ", ") + "]" }
        for view in new.views {
            guard let was = before[view.id] else {
                viewLines.append("\(view.id): added at \(box(view.frame))")
                addedViews += 1
                changedViewIDs.append(view.id)
                continue
            }
            var parts: [String] = []
            for i in 0..<4 where abs(was.frame[i] - view.frame[i]) > 0.0005 {
                let d = view.frame[i] - was.frame[i]
                parts.append("\(names[i]) \(formatPoints(was.frame[i])) → \(formatPoints(view.frame[i])) (\(d > 0 ? "+" : "−")\(formatPoints(abs(d))))")
            }
            let nowAmbiguous = view.ambiguous.filter { !was.ambiguous.contains($0) }
            let noLonger = was.ambiguous.filter { !view.ambiguous.contains($0) }
            if !nowAmbiguous.isEmpty { parts.append("now ambiguous: " + nowAmbiguous.joined(separator: ", ")) }
            if !noLonger.isEmpty { parts.append("no longer ambiguous: " + noLonger.joined(separator: ", ")) }
            if !parts.isEmpty {
                viewLines.append("\(view.id): " + parts.joined(separator: ", "))
                moved += 1
                changedViewIDs.append(view.id)
            }
        }
        for view in old.views where !after.contains(view.id) {
            viewLines.append("\(view.id): removed (was at \(box(view.frame)))")
            removedViews += 1
        }
        // Constraints of one identity pair up in order; the rest were added or removed.
        var unmatched: [LayoutRecord.ConstraintIdentity: [Int]] = [:]
        for (i, c) in old.constraints.enumerated() { unmatched[c.identity, default: []].append(i) }
        for c in new.constraints {
            guard let i = unmatched[c.identity]?.first else {
                // A new view's constraints come with its line; only its problems are said.
                if before[c.identity.first] != nil || c.state != "satisfied" {
                    constraintLines.append("\(c.description): added (\(c.state))")
                    changedConstraints += 1
                }
                continue
            }
            unmatched[c.identity]!.removeFirst()
            let was = old.constraints[i]
            var parts: [String] = []
            if abs(was.constant - c.constant) > 0.0005 { parts.append("constant \(formatPoints(was.constant)) → \(formatPoints(c.constant))") }
            if was.state != c.state { parts.append("\(was.state) → \(c.state)") }
            if !parts.isEmpty {
                constraintLines.append("\(c.description): " + parts.joined(separator: ", "))
                changedConstraints += 1
            }
        }
        // A removed view's constraints went with it.
        for i in unmatched.values.flatMap({ $0 }).sorted() where after.contains(old.constraints[i].identity.first) {
            constraintLines.append("\(old.constraints[i].description): removed (was \(old.constraints[i].state))")
            changedConstraints += 1
        }
    }

    /// The same as JSON, for `diff-layout --json`.
    public var json: JSONOutput {
        .object([
            ("identical", .bool(isEmpty)),
            ("summary", .string(summary)),
            ("views", .array(viewLines.map { .string($0) })),
            ("constraints", .array(constraintLines.map { .string($0) })),
        ])
    }
}
