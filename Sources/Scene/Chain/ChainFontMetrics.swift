import Layout

extension ChainReader {
    /// `UIFontMetrics.default.scaledValue(for: 44)`, `UIFontMetrics(forTextStyle: .title1).scaledValue(for: 20)`,
    /// `[[UIFontMetrics metricsForTextStyle:UIFontTextStyleTitle1] scaledValueForValue:20]`: the
    /// style named in the receiver (body for `.default`/`defaultMetrics`), or nil for any other call.
    static func fontMetricsStyle(_ callee: ChainNode) -> TextStyle? {
        guard case .member(let base, let name) = callee.expr, name == "scaledValue" || name == "scaledValueForValue",
              mentions("UIFontMetrics", in: base) else { return nil }
        return textStyle(in: base) ?? .body
    }

    private static func mentions(_ word: String, in node: ChainNode) -> Bool {
        names(in: node).contains(word)
    }

    private static func textStyle(in node: ChainNode) -> TextStyle? {
        names(in: node).lazy.compactMap { TextStyle(name: $0) }.first
    }

    /// Every identifier and member name in the tree, outermost first.
    private static func names(in node: ChainNode) -> [String] {
        switch node.expr {
        case .identifier(let n), .implicitMember(let n): return [n]
        case .member(let base, let n): return [n] + names(in: base)
        case .call(let callee, let arguments): return names(in: callee) + arguments.flatMap { names(in: $0.value) }
        case .boxed(let inner), .negate(let inner): return names(in: inner)
        case .binary(_, let l, let r): return names(in: l) + names(in: r)
        case .array(let items): return items.flatMap(names)
        case .number, .string: return []
        }
    }
}
