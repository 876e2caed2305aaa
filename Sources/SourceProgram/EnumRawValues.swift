import SourceSyntax

/// An app's enums with raw values (`enum OrrPd: CGFloat { case pd8 = 8, pd16 = 16 }`), read as
/// Swift gives them: `OrrPd.pd16.rawValue` is 16; a numeric case without a value is the one
/// before it plus one (from 0), a String case without one its own name.
extension Interpreter {
    /// The app's enum named `t` (a top-level one, or nested: `Metric.Size`).
    func enumType(_ t: String) -> ClassInfo? {
        let parts = t.split(separator: ".").map(String.init)
        guard let first = parts.first, var info = ownType(first) else { return nil }
        for part in parts.dropFirst() {
            guard let nested = info.nestedTypes[part] else { return nil }
            info = nested
        }
        return info.kind == .enumType ? info : nil
    }

    /// The type a name means where the drawn class's code uses it: its own nested type first (a
    /// screen's `private enum Metric`, when other files have a `Metric` too), then a top-level one,
    /// then any type's nested one.
    func ownType(_ t: String) -> ClassInfo? {
        if let local = localTypes[t] { return local }
        // A nested type by its qualified name (`CalendarSettings.MonthSelectView`): the outer
        // type's, never another type of the same short name (a view class `MonthSelectView`).
        if let dot = t.lastIndex(of: "."), let outer = ownType(String(t[..<dot])) {
            return outer.nestedTypes[String(t[t.index(after: dot)...])]
        }
        if let lineage = instance?.type.lineage, let nested = lineage.lazy.compactMap({ $0.nestedTypes[t] }).first { return nested }
        if let found = classes.classes[t] ?? classes.classes.values.first(where: { $0.nestedTypes[t] != nil })?.nestedTypes[t] { return found }
        // A top-level alias (`typealias Metrics = AppMetrics`), once: an alias of itself ends there.
        if let aliased = classes.typeAliases[t], aliased != t { return classes.classes[aliased] }
        return nil
    }

    /// `Type.case`'s raw value; nil for no enum case of the app's with one.
    func enumRawValue(_ symbol: String, range: SourceRange) -> Value? {
        guard let dot = symbol.lastIndex(of: ".") else { return nil }
        let typeName = String(symbol[..<dot]), caseName = String(symbol[symbol.index(after: dot)...])
        guard let info = enumType(typeName), let index = info.enumCases.firstIndex(where: { $0.name == caseName }) else { return nil }
        let rawType = info.superclass ?? ""
        if let written = info.enumCases[index].value {
            usedDefinition(typeName + "." + caseName, at: written.range.start)
            return evaluate(written, in: globals, selfValue: .null)
        }
        if rawType == "String" { return .string(caseName) }
        guard ["Int", "CGFloat", "Double", "Float", "UInt", "Int32", "Int64", "NSInteger"].contains(rawType) else { return nil }
        return enumNumber(info.enumCases, at: index).map(Value.number)
    }

    /// A numeric case's value, Swift's or C's (`NS_ENUM`'s enumerators): its written value, else
    /// one more than the case before it, back to the nearest written value (or from 0); nil when
    /// that value is no number. `written` is told which case's value it is.
    func enumNumber(_ cases: [(name: String, value: Expr?)], at index: Int, written: (Int, Expr) -> Void = { _, _ in }) -> Double? {
        var k = index, add = 0.0
        while k >= 0, cases[k].value == nil { k -= 1; add += 1 }
        guard k >= 0, let value = cases[k].value else { return add - 1 }
        written(k, value)
        return evaluate(value, in: globals, selfValue: .null).number.map { $0 + add }
    }
}
