import SourceSyntax

/// The rows a table shows above its footer when the drawn class, its data source, says all of
/// them: how many sections and rows (`numberOfSectionsInTableView:` returning 1,
/// `tableView:numberOfRowsInSection:` returning 3) and how tall each row is
/// (`tableView:heightForRowAtIndexPath:` run for each index path, as UITableView asks it), with
/// its sections' headers and footers (their height methods, or none at all in a plain table, 0).
/// UITableView stacks its header, then the sections, then its footer: the footer's top is the
/// header's bottom plus their height. Nil when any of it is the app's data or unsaid.
extension Interpreter {
    /// At most this many rows are asked for (a fixed settings screen, not a feed).
    static let mostRowsAskedFor = 200

    func heightOfRows(in table: ViewObject) -> Double? {
        guard let type = instance?.type else { return nil }
        func method(_ keys: [String]) -> FunctionDecl? { type.allMethods.first { keys.contains(MethodKey.of($0)) && $0.body != nil } }
        func ask(_ f: FunctionDecl, _ last: Value) -> Double? {
            var arguments = f.parameters.map { _ in Value.null }
            if !arguments.isEmpty { arguments[0] = .view(table) }
            if arguments.count >= 2 { arguments[arguments.count - 1] = last }
            guard let v = callMethod(f, on: .instance(instance), arguments: arguments, range: f.body?.first?.range ?? .none),
                  v.isNumeric, let n = v.number, n >= 0 else { return nil }
            return n
        }
        guard let rows = method(["tableView:numberOfRowsInSection:"]), let heights = method(["tableView:heightForRowAtIndexPath:", "tableView:heightForRowAt:"]) else { return nil }
        let sections = method(["numberOfSectionsInTableView:", "numberOfSectionsWithIn:"]).map { ask($0, .null) } ?? 1
        guard let sectionCount = sections.map({ Int($0) }), sectionCount >= 0 else { return nil }
        // A section's header or footer: its height method's answer; one shown without a height
        // method (a view or a title for it), or a grouped table's (UIKit's own sizes), is unsaid.
        let text = source.text(type.range)
        let grouped = ["Grouped", ".grouped", ".insetGrouped"].contains { text.includes($0) }
        func sectionPart(_ part: String) -> ((Int) -> Double?) {
            if let f = method(["tableView:heightFor\(part)InSection:"]) { return { ask(f, .integer(Double($0))) } }
            let shown = method(["tableView:viewFor\(part)InSection:", "tableView:titleFor\(part)InSection:"]) != nil
            return { _ in shown || grouped ? nil : 0 }
        }
        let header = sectionPart("Header"), footer = sectionPart("Footer")
        var total = 0.0, asked = 0
        for s in 0..<sectionCount {
            guard let n = ask(rows, .integer(Double(s))).map({ Int($0) }), let h = header(s), let f = footer(s) else { return nil }
            total += h + f
            for r in 0..<n {
                asked += 1
                guard asked <= Self.mostRowsAskedFor, let height = ask(heights, ListIndexPaths.argument(["section": s, "row": r])) else { return nil }
                total += height
            }
        }
        return total
    }
}
