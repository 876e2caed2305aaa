import Layout
import Scene

/// A table's `tableHeaderView` and `tableFooterView`, placed as UITableView places them: the header
/// at the top of the table's content, the footer after the rows (none where the rows are the
/// app's data; those the drawn class says all of, TableRows), each as wide as the table and as tall as its frame; the table resizes their width
/// and keeps their height. One whose frame has no height is fitted to its content, as apps size
/// it (`systemLayoutSizeFitting`), said. The table's content inset for the safe area is not applied.
extension Materializer {
    func placeTableHeaders() {
        for object in interpreter.tableHeadersSet {
            guard let slot = object.tableSlot, let header = byObject[ObjectIdentifier(object)], let table = byObject[ObjectIdentifier(slot.table)],
                  header.superview === table else { continue }
            let name = slot.isFooter ? "tableFooterView" : "tableHeaderView"
            let height = object.frame.map(\.height).flatMap { $0 > 0 ? $0 : nil }
            // A footer follows the table's header, if it has one.
            let tableHeader = slot.isFooter ? interpreter.tableHeadersSet.last { $0.tableSlot?.table === slot.table && $0.tableSlot?.isFooter == false } : nil
            let above = tableHeader.flatMap { byObject[ObjectIdentifier($0)] }
            // And the rows, where the drawn class says them all (Interpreter.heightOfRows).
            let rows = slot.isFooter ? interpreter.heightOfRows(in: slot.table) ?? 0 : 0
            let made = [
                LayoutConstraint(firstView: header, firstAttribute: .top, relation: .equal, second: .view(above ?? table), secondAttribute: above == nil ? .top : .bottom,
                                 constant: rows),
                LayoutConstraint(firstView: header, firstAttribute: .left, relation: .equal, second: .view(table), secondAttribute: .left),
                LayoutConstraint(firstView: header, firstAttribute: .width, relation: .equal, second: .view(table), secondAttribute: .width),
                // Its frame's height, else as small as its content lets it be (a fitting size's priority).
                LayoutConstraint(firstView: header, firstAttribute: .height, relation: .equal, second: nil, secondAttribute: nil,
                                 constant: height ?? 0, priority: height == nil ? 50 : 1000),
            ]
            for c in made { c.systemOrigin = "UIKit"; c.source = name }
            header.install(made)
            // An empty one (`tableFooterView = UIView()`, which hides the empty rows' separators) is 0 tall, unsaid.
            if height == nil, !object.subviews.isEmpty {
                interpreter.note(object.made, "\(header.id) is \(table.id)'s \(name) and its frame gives it no height: fitted to its content, as an app sizes it with systemLayoutSizeFitting (UITableView keeps the height of the frame it is given)")
            }
        }
    }
}
