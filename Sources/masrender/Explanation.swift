import Layout
import Scene

/// What is wrong with a solved layout, in words (and as JSON): the conflicts with their
/// whole minimal sets, the unmet optional constraints with wanted vs actual, the ambiguous
/// views with their free attributes. Descriptions are in the chain's dialect.
/// The problems and their words come from `LayoutDiagnostics`, as the picture's legend's do.
struct Explanation {
    let result: LayoutResult
    let diagnostics: LayoutDiagnostics
    /// A source file's: what its layout took from its project's other files; nil for scenes.
    var fromProject: [ProjectDefinition]?

    init(result: LayoutResult, fromProject: [ProjectDefinition]? = nil) {
        self.result = result
        diagnostics = LayoutDiagnostics(result)
        self.fromProject = fromProject
    }

    var problemCount: Int { diagnostics.problemCount }

    var unmet: [SolvedConstraint] { diagnostics.unmet.map(\.constraint) }

    var ambiguous: [SolvedView] { diagnostics.ambiguous.map(\.view) }

    static func number(_ d: Double) -> String { formatPoints(d) }

    private func located(_ c: SolvedConstraint) -> String {
        c.description + (c.source.map { "  (\($0))" } ?? "")
    }

    func text(scene: String) -> String {
        var out = diagnostics.headline(scene) + "\n"
        for (conflict, report) in zip(result.conflicts, diagnostics.conflicts) {
            out += "\nUnable to simultaneously satisfy constraints. Breaking \(report.broken.description); the conflicting set:\n"
            for i in conflict.set {
                out += (i == conflict.broken ? "  broken  " : "          ") + located(result.constraints[i]) + "\n"
            }
            if let canvas = report.canvasWords { out += "          and \(canvas)\n" }
        }
        if !diagnostics.unmet.isEmpty {
            out += "\nOptional constraints not met:\n"
            for u in diagnostics.unmet {
                out += "  " + located(u.constraint) + "\n"
                out += "      \(u.words)\n"
            }
        }
        if !diagnostics.ambiguous.isEmpty {
            out += "\nAmbiguous views (these could take other values without making the layout worse):\n"
            for a in diagnostics.ambiguous {
                out += "  \(a.view.key): \(a.words)\n"
            }
        }
        if !diagnostics.invisible.isEmpty {
            out += "\nViews that cannot be seen:\n"
            for v in diagnostics.invisible { out += "  \(v.words)\n" }
        }
        if !diagnostics.cutOff.isEmpty {
            out += "\nLabels whose text is cut off (UILabel ends it with “…”):\n"
            for v in diagnostics.cutOff { out += "  \(v.words)\n" }
        }
        if let taken = fromProject, !taken.isEmpty {
            out += "\nTaken from its project (--no-project reads the file alone):\n"
            let width = taken.map(\.name.count).max() ?? 0
            for d in taken { out += "  " + d.name + String(repeating: " ", count: width - d.name.count) + "  \(d.file)\n" }
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
            ("invisible", .array(diagnostics.invisible.map { v in
                .object([("view", .string(v.view.id)), ("key", .string(v.view.key)), ("issues", .array(v.issues.map(JSONOutput.string)))])
            })),
            ("cutOff", .array(diagnostics.cutOff.map { v in
                .object([("view", .string(v.view.id)), ("key", .string(v.view.key)),
                         ("needed", .array([.number(v.needed.width), .number(v.needed.height)])),
                         ("frame", .array([.number(v.frame.width), .number(v.frame.height)]))])
            })),
        ] + (fromProject.map { taken in
            [("fromProject", .array(taken.map { .object([("name", .string($0.name)), ("file", .string($0.file))]) }))]
        } ?? []))
    }
}
