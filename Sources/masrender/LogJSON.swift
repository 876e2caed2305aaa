import ConsoleLog
import Layout
import Scene

/// A log's reports as JSON (`masrender log … -o out.json`, the SVG's metadata,
/// `explain --log --format json`): the parsed constraints, the items with where they were
/// drawn, the minimal sets and the suggestions. docs/logs.md lists every key.
enum LogJSON {
    static func encode(_ report: LogReport) -> JSONOutput {
        let log = report.log
        let names = LogLayout.displayNames(log)
        return .object([
            ("log", .string(report.sourceName)),
            ("framework", .string(log.isAppKit ? "AppKit" : "UIKit")),
            ("warnings", .array(log.warnings.map { w in
                .object([("line", .number(Double(w.line))), ("column", .number(Double(w.column))), ("message", .string(w.message))])
            })),
            ("otherLines", .array(log.otherLines.map { .number(Double($0)) })),
            ("traceViews", .number(Double(log.traceViews))),
            ("ambiguous", .array(log.ambiguities.map { a in
                .object([("line", .number(Double(a.line))), ("column", .number(Double(a.column))),
                         ("class", .string(a.item.className)), ("ref", .string(a.item.ref)),
                         ("text", a.item.quoted.map(JSONOutput.string) ?? .null),
                         ("attributes", .array(a.attributes.map(JSONOutput.string)))])
            })),
            ("reports", .array(log.blocks.indices.map { block($0, report: report, names: names) })),
        ])
    }

    static func block(_ b: Int, report: LogReport, names: [String: String]) -> JSONOutput {
        let block = report.log.blocks[b]
        let d = report.diagnoses[b]
        func anchor(_ a: LogAnchor) -> JSONOutput {
            .object([("item", .string(names[a.item] ?? a.item)), ("attribute", .string(a.attribute.rawValue))])
        }
        let constraints: [JSONOutput] = block.constraints.enumerated().map { i, c in
            .object([
                ("index", .number(Double(i))),
                ("line", .number(Double(c.line))), ("column", .number(Double(c.column))),
                ("description", .string(c.text)),
                ("class", .string(c.className)),
                ("ref", .string(c.ref)),
                ("identifier", c.identifier.map(JSONOutput.string) ?? .null),
                ("source", c.sourceLocation.map(JSONOutput.string) ?? .null),
                ("autoresizingMask", c.autoresizingMask.map(JSONOutput.string) ?? .null),
                ("active", c.isActive.map(JSONOutput.bool) ?? .null),
                ("origin", .string(c.origin.rawValue)),
                ("first", anchor(c.equation.first)),
                ("relation", .string(c.equation.relation.rawValue)),
                ("second", c.equation.second.map(anchor) ?? .null),
                ("multiplier", .number(c.equation.multiplier)),
                ("constant", .number(c.equation.constant)),
                ("priority", .number(c.equation.priority)),
                ("brokenByFramework", .bool(block.broken == i)),
            ])
        }
        var members: [(String, JSONOutput)] = [
            ("firstLine", .number(Double(block.firstLine))), ("lastLine", .number(Double(block.lastLine))),
            ("cutOff", .bool(block.isCutOff)),
            ("broken", block.broken.map { .number(Double($0)) } ?? .null),
            ("constraints", .array(constraints)),
        ]
        if let same = report.sameAs(b) { members.append(("sameAsReport", .number(Double(same + 1)))) }
        guard let d else {
            members.append(("error", .string(report.failures[b] ?? "")))
            return .object(members)
        }
        let items: [JSONOutput] = d.layout.result.views.dropFirst().map { v in
            let ref = names.first { $0.value == v.id }?.key ?? v.id
            let item = report.log.items[ref]
            return .object([
                ("name", .string(v.id)),
                ("class", .string(item?.className ?? "UIView")),
                ("ref", .string(ref)),
                ("text", item?.quoted.map(JSONOutput.string) ?? .null),
                ("guide", .bool(v.isLayoutGuide)),
                ("parent", v.parentID.flatMap { $0 == "canvas" ? nil : $0 }.map(JSONOutput.string) ?? .null),
                ("frame", .array([v.absoluteFrame.minX, v.absoluteFrame.minY, v.absoluteFrame.width, v.absoluteFrame.height].map(JSONOutput.number))),
                ("assumed", .array(v.assumed.map(JSONOutput.string))),
            ])
        }
        members += [
            ("items", .array(items)),
            ("conflicts", .array(d.conflicts.map { c in
                .object([("set", .array(c.set.map { .number(Double($0)) })), ("broken", .number(Double(c.broken)))])
            })),
            ("suggestions", .array(d.suggestions.map { s in
                .object([("kind", .string(s.kind.rawValue)), ("text", .string(s.text)),
                         ("constraint", s.constraint.map { .number(Double($0)) } ?? .null)])
            })),
        ]
        return .object(members)
    }
}
