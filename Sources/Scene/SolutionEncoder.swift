import Layout

/// The solved layout as the JSON of docs/json-output.md (`-o out.json`).
public enum SolutionEncoder {
    public static func encode(_ result: LayoutResult, scale: Double) -> JSONOutput {
        func rect(_ r: Rect) -> JSONOutput { .array([.number(r.minX), .number(r.minY), .number(r.width), .number(r.height)]) }
        let root = result.root
        let views: [JSONOutput] = result.views.dropFirst().map { v in
            .object([
                ("id", .string(v.id)),
                ("key", .string(v.key)),
                ("kind", .string(v.kind.rawValue)),
                ("parent", v.parentID.map(JSONOutput.string) ?? .null),
                ("frame", rect(v.frame)),
                ("absoluteFrame", rect(v.absoluteFrame)),
                ("ambiguous", .array([])),
            ])
        }
        return .object([
            ("canvas", .object([("width", .number(root.frame.width)), ("height", .number(root.frame.height)), ("scale", .number(scale))])),
            ("views", .array(views)),
            ("constraints", .array([])),
            ("conflicts", .array([])),
        ])
    }
}
