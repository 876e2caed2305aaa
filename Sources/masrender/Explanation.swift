import Layout
import Scene

/// What is wrong with a solved layout, in words (and as JSON): the conflicts with their
/// whole minimal sets, the unmet optional constraints with wanted vs actual, the ambiguous
/// views with their free attributes. Descriptions are in the chain's dialect.
struct Explanation {
    let result: LayoutResult

    var problemCount: Int {
        result.conflicts.count + unmet.count + ambiguous.count
    }

    var unmet: [SolvedConstraint] {
        result.constraints.filter { if case .unmet = $0.state { return true } else { return false } }
    }

    var ambiguous: [SolvedView] { result.views.filter { !$0.ambiguous.isEmpty } }

    static func number(_ d: Double) -> String { formatPoints(d) }

    private func located(_ c: SolvedConstraint) -> String {
        c.description + (c.source.map { "  (\($0))" } ?? "")
    }

    func text(scene: String) -> String {
        guard problemCount > 0 else { return "\(scene): no problems: every constraint holds and every view is fixed\n" }
        var out = "\(scene): \(problemCount) problem\(problemCount == 1 ? "" : "s")\n"
        for conflict in result.conflicts {
            out += "\nUnable to simultaneously satisfy constraints. Breaking \(result.constraints[conflict.broken].description); the conflicting set:\n"
            for i in conflict.set {
                out += (i == conflict.broken ? "  broken  " : "          ") + located(result.constraints[i]) + "\n"
            }
            if conflict.involvesRootSize {
                let size = result.root.frame.size
                out += "          and the canvas's fixed size, \(Self.number(size.width)) × \(Self.number(size.height))\n"
            }
        }
        if !unmet.isEmpty {
            out += "\nOptional constraints not met:\n"
            for c in unmet {
                guard case .unmet(let error) = c.state else { continue }
                out += "  " + located(c) + "\n"
                out += "      wanted \(c.firstAttribute.rawValue) \(c.relation.rawValue) \(Self.number(c.wanted)), actual \(Self.number(c.actual)) (off by \(Self.number(error)))\n"
            }
        }
        if !ambiguous.isEmpty {
            out += "\nAmbiguous views (these could take other values without making the layout worse):\n"
            for v in ambiguous {
                out += "  \(v.key): \(v.ambiguous.joined(separator: ", "))\n"
            }
        }
        return out
    }

    var json: JSONOutput {
        .object([
            ("problems", .number(Double(problemCount))),
            ("conflicts", .array(result.conflicts.map { conflict in
                .object([("broken", .number(Double(conflict.broken))),
                         ("canvasSize", .bool(conflict.involvesRootSize)),
                         ("set", .array(conflict.set.map { i in
                             .object([("index", .number(Double(i))), ("description", .string(result.constraints[i].description)),
                                      ("source", result.constraints[i].source.map(JSONOutput.string) ?? .null)])
                         }))])
            })),
            ("unmet", .array(unmet.map { c in
                guard case .unmet(let error) = c.state else { return .null }
                return .object([("index", .number(Double(c.index))), ("description", .string(c.description)),
                                ("source", c.source.map(JSONOutput.string) ?? .null),
                                ("wanted", .number(c.wanted)), ("actual", .number(c.actual)), ("error", .number(error))])
            })),
            ("ambiguous", .array(ambiguous.map { v in
                .object([("view", .string(v.id)), ("key", .string(v.key)), ("attributes", .array(v.ambiguous.map(JSONOutput.string)))])
            })),
        ])
    }
}
