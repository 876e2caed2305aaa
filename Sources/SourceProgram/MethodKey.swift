import SourceSyntax

/// One name for a method in both languages, as Objective-C's selector spells it: Swift's
/// `init(frame:)` is `initWithFrame:`, `viewWillAppear(_:)` is `viewWillAppear:`,
/// `setup(with:)` is `setupWith:` (its calls are named the same way, so they find it).
enum MethodKey {
    static func of(_ f: FunctionDecl) -> String {
        if f.name.contains(":") || f.parameters.isEmpty { return f.name }
        return make(f.name, labels: f.parameters.map(\.label))
    }

    static func make(_ base: String, labels: [String?]) -> String {
        guard let first = labels.first else { return base }
        var key = base
        if let label = first {
            key += (base == "init" ? "With" : "With") + label.prefix(1).uppercased() + label.dropFirst()
        }
        key += ":"
        for label in labels.dropFirst() { key += (label ?? "") + ":" }
        return key
    }
}
