import Layout

/// The solved layout as the JSON of docs/json-output.md (`-o out.json`).
public enum SolutionEncoder {
    static func constraint(_ c: SolvedConstraint) -> JSONOutput {
        let state: String, error: Double
        switch c.state {
        case .satisfied: state = "satisfied"; error = 0
        case .unmet(let e): state = "unmet"; error = e
        case .broken: state = "broken"; error = 0
        }
        let second: JSONOutput = c.secondView.map { v in
            .object([("view", .string(v)), ("attribute", .string(c.secondAttribute!.rawValue))])
        } ?? .null
        return .object([
            ("index", .number(Double(c.index))),
            ("view", .string(c.installedOn)),
            ("description", .string(c.description)),
            ("first", .object([("view", .string(c.firstView)), ("attribute", .string(c.firstAttribute.rawValue))])),
            ("relation", .string(c.relation.rawValue)),
            ("second", second),
            ("multiplier", .number(c.multiplier)),
            ("constant", .number(c.constant)),
            ("priority", .number(c.priority)),
            ("key", c.key.map(JSONOutput.string) ?? .null),
            ("state", .string(state)),
            ("error", .number(error)),
        ])
    }

    public static func encode(_ result: LayoutResult, scale: Double) -> JSONOutput {
        func rect(_ r: Rect) -> JSONOutput { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
        let root = result.root
        let views: [JSONOutput] = result.views.dropFirst().map { v in
            var members: [(String, JSONOutput)] = [
                ("id", .string(v.id)),
                ("key", .string(v.key)),
                ("kind", .string(v.kind.rawValue)),
                ("parent", v.parentID.map(JSONOutput.string) ?? .null),
                ("frame", rect(v.frame)),
                ("absoluteFrame", rect(v.absoluteFrame)),
                ("ambiguous", .array(v.ambiguous.map(JSONOutput.string))),
            ]
            if !v.otherNames.isEmpty { members.append(("otherNames", .array(v.otherNames.map(JSONOutput.string)))) }
            if let size = v.contentSize { members.append(("contentSize", .array([.number(size.width), .number(size.height)]))) }
            return .object(members)
        }
        return .object([
            ("canvas", .object([("width", .number(root.frame.width)), ("height", .number(root.frame.height)), ("scale", .number(scale))])),
            ("views", .array(views)),
            ("constraints", .array(result.constraints.map(constraint))),
            ("conflicts", .array(result.conflicts.map { .object([("broken", .number(Double($0.broken))), ("set", .array($0.set.map { .number(Double($0)) }))]) })),
        ])
    }
}
