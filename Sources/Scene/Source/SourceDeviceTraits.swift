import Layout

/// Conditions on the device's traits, decided as the device drawn has them: an iPhone held
/// upright in light mode at the text size drawn (Large unless --text-size says another:
/// `traitCollection.preferredContentSizeCategory > .extraLarge` is false at Large, true at AX1;
/// `horizontalSizeClass == .compact` true). A cell that lays out differently for large
/// accessibility text is drawn as most of its users see it unless another size is asked for.
enum SourceDeviceTraits {

    /// Whether `condition` holds on the device drawn, and what decided it; nil when it is not
    /// one comparison of a trait nor a check for a notched screen (anything else is the app's).
    static func decide(_ condition: [ChainToken], device: SourceDevice) -> (holds: Bool, why: String)? {
        var t = ChainToken.unparenthesized(condition)
        var negated = false
        if t.first?.isPunctuation("!") == true { negated = true; t.removeFirst() }
        t = ChainToken.unparenthesized(t)
        if t.count == 1, case .identifier(let name) = t[0].kind, CodeNames.isNotchCheck(name) {
            return (device.hasNotch != negated, "the \(device.name) drawn \(device.hasNotch ? "has a" : "has no") notch")
        }
        guard let decided = comparison(t, textSize: device.contentSizeCategory) else { return nil }
        return (decided.holds != negated, decided.why)
    }

    private static func comparison(_ t: [ChainToken], textSize: ContentSizeCategory) -> (holds: Bool, why: String)? {
        let sizeWords = "text size \(textSize.name)"
        func name(_ k: Int) -> String? { if k >= 0, k < t.count, case .identifier(let n) = t[k].kind { return n } else { return nil } }
        let names = t.indices.compactMap(name)
        // `….isAccessibilityCategory`
        if names.last == "isAccessibilityCategory", names.contains("preferredContentSizeCategory") || names.contains("traitCollection") {
            return (textSize.isAccessibilityCategory, sizeWords)
        }
        // `trait op .value` (or `.value op trait`): the operator and the value after a `.`.
        let operators = ["==", "!=", ">=", "<=", ">", "<"]
        var op: String?
        var opAt = 0
        for k in t.indices where op == nil {
            guard t[k].isPunctuation("=") || t[k].isPunctuation("!") || t[k].isPunctuation(">") || t[k].isPunctuation("<") else { continue }
            let two = k + 1 < t.count && t[k + 1].isPunctuation("=") ? t[k].text + "=" : t[k].text
            if operators.contains(two) { op = two; opAt = k }
        }
        guard let op else { return nil }
        let left = t[..<opAt].compactMap { if case .identifier(let n) = $0.kind { return n } else { return nil } }
        let right = t[(opAt + op.count)...].compactMap { if case .identifier(let n) = $0.kind { return n } else { return nil } }
        let (trait, value, flipped): ([String], String?, Bool) = right.count == 1 ? (left, right.first, false) : (right, left.last, true)
        guard let value, let traitName = trait.last else { return nil }
        switch traitName {
        case "preferredContentSizeCategory":
            // `.extraLarge`, `UIContentSizeCategoryExtraLarge`, `.accessibilityMedium`.
            guard let v = ContentSizeCategory(name: value)?.rawValue else { return nil }
            let d = textSize.rawValue
            let (a, b) = flipped ? (v, d) : (d, v)
            let holds: Bool
            switch op {
            case "==": holds = a == b
            case "!=": holds = a != b
            case ">": holds = a > b
            case ">=": holds = a >= b
            case "<": holds = a < b
            default: holds = a <= b
            }
            return (holds, sizeWords)
        case "horizontalSizeClass", "verticalSizeClass":
            guard op == "==" || op == "!=", value == "compact" || value == "regular" else { return nil }
            let actual = traitName == "horizontalSizeClass" ? "compact" : "regular"
            return ((value == actual) == (op == "=="), "an iPhone upright: \(traitName) .\(actual)")
        case "userInterfaceStyle":
            guard op == "==" || op == "!=", ["dark", "light", "unspecified"].contains(value) else { return nil }
            return ((value == "light") == (op == "=="), "light mode")
        default:
            return nil
        }
    }
}
