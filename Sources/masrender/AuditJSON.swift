import Audit
import Scene

/// `audit --format json`: per input, the combinations and each finding with every combination
/// it appears in and what was needed against what was given there.
enum AuditJSON {
    static func encode(_ reports: [AuditReport]) -> JSONOutput {
        .array(reports.map(encode))
    }

    static func encode(_ report: AuditReport) -> JSONOutput {
        .object([
            ("input", .string(report.subject)),
            ("reference", .string(report.reference.name)),
            ("combinations", .number(Double(report.combinations.count))),
            ("broken", .array(report.combinations.indices.filter { !report.findings[$0].isEmpty }.map { .string(report.combinations[$0].name) })),
            ("findings", .array(report.groups.map { g in
                .object([
                    ("kind", .string(g.kind.rawValue)),
                    ("level", .string(g.level.name)),
                    ("views", .array(g.views.map(JSONOutput.string))),
                    ("words", .string(g.words)),
                    ("inReference", .bool(g.inReference)),
                    ("where", .string(g.inReference ? "the reference combination" : report.describe(g.combinations))),
                    ("occurrences", .array(g.occurrences.map { o in
                        .object([("combination", .string(o.combination.name)), ("needed", .string(o.finding.needed)),
                                 ("given", .string(o.finding.given))])
                    })),
                ])
            })),
        ])
    }
}
