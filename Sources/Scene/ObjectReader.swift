import Layout

/// Reads the members of one JSON object, checking that every key is known and every value
/// has the right type, and reporting mistakes at their position in the file.
struct ObjectReader {
    let file: String
    let what: String
    let node: JSONNode
    private let members: [JSONMember]

    /// Fails on a non-object node and on any key outside `validKeys` (listing them).
    init(_ node: JSONNode, what: String, validKeys: [String], file: String) throws(SceneError) {
        self.file = file
        self.what = what
        self.node = node
        guard case .object(let members) = node.value else {
            throw SceneError(file: file, location: node.location, message: "\(what) must be an object, not \(node.typeName)")
        }
        self.members = members
        for member in members where !validKeys.contains(member.key) {
            var message = "unknown key \"\(member.key)\" in \(what)"
            if let guess = closestMatch(to: member.key, in: validKeys) { message += " (did you mean \"\(guess)\"?)" }
            message += "; valid keys: " + validKeys.joined(separator: ", ")
            throw SceneError(file: file, location: member.keyLocation, message: message)
        }
    }

    func has(_ key: String) -> Bool { members.contains { $0.key == key } }

    func member(_ key: String) -> JSONMember? { members.first { $0.key == key } }

    func node(_ key: String) -> JSONNode? { member(key)?.value }

    func fail(_ node: JSONNode, _ message: String) -> SceneError {
        SceneError(file: file, location: node.location, message: message)
    }

    func typeError(_ key: String, _ node: JSONNode, expected: String) -> SceneError {
        fail(node, "\"\(key)\" in \(what) must be \(expected), not \(node.typeName)")
    }

    func string(_ key: String) throws(SceneError) -> String? {
        guard let n = node(key) else { return nil }
        guard case .string(let s) = n.value else { throw typeError(key, n, expected: "a string") }
        return s
    }

    func number(_ key: String) throws(SceneError) -> Double? {
        guard let n = node(key) else { return nil }
        guard case .number(let d) = n.value else { throw typeError(key, n, expected: "a number") }
        return d
    }

    /// A number that must lie in `range`, described for the user as `rangeText`.
    func number(_ key: String, in range: ClosedRange<Double>, rangeText: String) throws(SceneError) -> Double? {
        guard let d = try number(key) else { return nil }
        guard range.contains(d) else { throw fail(node(key)!, "\"\(key)\" in \(what) must be \(rangeText), not \(formatNumber(d))") }
        return d
    }

    func bool(_ key: String) throws(SceneError) -> Bool? {
        guard let n = node(key) else { return nil }
        guard case .bool(let b) = n.value else { throw typeError(key, n, expected: "true or false") }
        return b
    }

    func array(_ key: String) throws(SceneError) -> [JSONNode]? {
        guard let n = node(key) else { return nil }
        guard case .array(let a) = n.value else { throw typeError(key, n, expected: "an array") }
        return a
    }

    func color(_ key: String) throws(SceneError) -> Color? {
        guard let n = node(key) else { return nil }
        return try parseColor(n, file: file, context: "\"\(key)\" in \(what)")
    }
}

/// `#RGB`, `#RRGGBB` or `#RRGGBBAA`.
func parseColor(_ node: JSONNode, file: String, context: String) throws(SceneError) -> Color {
    let expected = "a colour such as \"#7FD1AE\" (#RGB, #RRGGBB or #RRGGBBAA)"
    guard case .string(let text) = node.value else {
        throw SceneError(file: file, location: node.location, message: "\(context) must be \(expected), not \(node.typeName)")
    }
    var digits: [Double] = []
    for c in text.dropFirst() {
        guard let v = c.hexDigitValue else { digits = []; break }
        digits.append(Double(v))
    }
    guard text.first == "#", [3, 6, 8].contains(text.count - 1), digits.count == text.count - 1 else {
        throw SceneError(file: file, location: node.location, message: "\(context) must be \(expected), not \"\(text)\"")
    }
    if digits.count == 3 {
        return Color(red: digits[0] * 17 / 255, green: digits[1] * 17 / 255, blue: digits[2] * 17 / 255)
    }
    func byte(_ i: Int) -> Double { (digits[2 * i] * 16 + digits[2 * i + 1]) / 255 }
    return Color(red: byte(0), green: byte(1), blue: byte(2), alpha: digits.count == 8 ? byte(3) : 1)
}

/// Numbers as a person writes them: no trailing `.0`.
public func formatNumber(_ d: Double) -> String {
    d == d.rounded() && abs(d) < 1e15 ? String(Int64(d)) : String(d)
}

/// The candidate within a small edit distance of `word`, if any (for "did you mean"). The
/// distance counts insertions, deletions, substitutions and swaps of neighbours, case-blind.
public func closestMatch(to word: String, in candidates: [String]) -> String? {
    let w = Array(word.lowercased())
    var best: (String, Int)?
    for candidate in candidates {
        let c = Array(candidate.lowercased())
        let distance = editDistance(w, c)
        if distance <= max(1, min(w.count, c.count) / 3), distance < (best?.1 ?? Int.max) { best = (candidate, distance) }
    }
    return best?.0
}

/// The view id meant by a mistyped `word`: `closestMatch`, else the id whose name without its
/// kind suffix (`greenView` → `green`, `titleLabel` → `title`) is close to `word` with its own
/// suffix dropped, so `gren` finds `greenView` though eight letters would be too far.
public func closestViewName(to word: String, in ids: [String]) -> String? {
    if let hit = closestMatch(to: word, in: ids) { return hit }
    let bareWord = viewNameStem(word)
    var stems: [String: String] = [:]
    for id in ids { let stem = viewNameStem(id); if stem != id, stems[stem] == nil { stems[stem] = id } }
    return closestMatch(to: bareWord, in: stems.keys.sorted()).flatMap { stems[$0] }
}

/// A view name without its kind suffix; the name itself when it is only a suffix.
func viewNameStem(_ name: String) -> String {
    let suffixes = ["ImageView", "View", "Label", "Button", "Field", "Image", "Img", "Btn", "Lbl", "Line", "Container", "Cell"]
    for suffix in suffixes where name.count > suffix.count && name.lowercased().hasSuffix(suffix.lowercased()) {
        return String(name.dropLast(suffix.count))
    }
    return name
}

/// Optimal string alignment distance.
func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { d[i][0] = i }
    for j in 0...b.count { d[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
            if i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
        }
    }
    return d[a.count][b.count]
}
