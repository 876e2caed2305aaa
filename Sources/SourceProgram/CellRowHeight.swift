import Layout
import SourceSyntax

extension Interpreter {
    /// The row height a cell's class gives the app's table (`+ (CGFloat)cellHeight { return 274; }`,
    /// `class func rowHeight() -> CGFloat { 60 }`, `static let cellHeight: CGFloat = 80`): what
    /// the table's `heightForRowAtIndexPath` returns for it, so the height it is drawn at when its
    /// content gives it none. Only a number the class alone decides; none for one taking a model.
    func rowHeightItsClassGives(_ type: ClassInfo) -> (height: Double, name: String)? {
        let methods = type.allMethods.filter { f in
            f.isStatic && f.parameters.isEmpty && f.body != nil && Self.namesARowHeight(f.name) && !Self.laysOut(bodyText(f))
        }
        for f in methods.sorted(by: { bodyStart($0) < bodyStart($1) }) {
            guard let first = f.body?.first, let h = callMethod(f, on: .type(type.name), arguments: [], range: first.range)?.number,
                  Self.isRowHeight(h) else { continue }
            return (h, displayName(f))
        }
        for p in type.properties where Self.namesARowHeight(p.name) {
            guard type.propertyModifiers[p.name]?.contains(where: { $0 == "static" || $0 == "class" }) == true else { continue }
            // Stored (`static let cellHeight: CGFloat = 80`) or computed (`static var height: CGFloat { 70.0 }`).
            let value: Value
            if let initial = p.initial { value = evaluate(initial, in: globals, selfValue: .type(type.name)) }
            else if let getter = p.accessors.first(where: { $0.name == "get" }), let first = getter.body.first, !Self.laysOut(source.text(first.range)) {
                value = typeMember(type.name, p.name, range: first.range)
            } else { continue }
            guard let h = value.number, Self.isRowHeight(h) else { continue }
            return (h, type.name + "." + p.name)
        }
        return nil
    }

    /// `cellHeight`, `rowHeight`, `height`, `kCellHeight`: not a header's or a footer's.
    static func namesARowHeight(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.contains("height") && !lower.contains("header") && !lower.contains("footer")
    }

    /// A height a table could give a row: a point at least, and no more than a tall screen.
    static func isRowHeight(_ h: Double) -> Bool { h >= 1 && h <= 2000 }
}
