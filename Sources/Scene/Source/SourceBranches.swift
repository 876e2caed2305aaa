/// Branches of an `if` outside constraint blocks decided by the class's own state:
/// `if (self.compact) { [v mas_updateConstraints:…] } else { … }` runs the branch the state
/// decides when the call runs (a step may have changed it). A condition only the running app
/// decides is not this file's business here: SourceUnrolling read its first branch, said.
extension SourceReading {
    /// Whether the code at token `i` runs by the class's state as it is now: false when an
    /// enclosing branch's condition is decided against it, true otherwise.
    func runsByState(at i: Int) -> Bool {
        for (condition, holds) in enclosingBranches(of: i) {
            if let decided = decide(condition), decided != holds { return false }
        }
        return true
    }

    /// The conditions of the `if`/`else` branches around token `i`, innermost first, each with
    /// whether it holds in that branch (`else` is the previous condition not holding).
    func enclosingBranches(of i: Int) -> [(condition: [ChainToken], holds: Bool)] {
        var found: [(condition: [ChainToken], holds: Bool)] = []
        guard i > 0, i < tokens.count else { return found }
        // The blocks open just before token `i`, innermost first.
        var open = Int(enclosingBrace[i])
        while open >= 0 {
            if let known = branchConditions.byOpening[open] {
                found += known
            } else {
                // Finding an `if`'s start walks back over the statement before it (in Swift,
                // possibly every declaration above): once per block, not once per call in it.
                let conditions = branch(opening: open)
                branchConditions.byOpening[open] = conditions
                found += conditions
            }
            open = Int(enclosingBrace[open])
        }
        return found
    }

    /// What holds inside the branch whose `{` is at `open`: `if c {` → c; `} else {` → the
    /// previous `if`'s condition not holding; `} else if d {` → d, and the previous not. Nothing
    /// for braces of anything else.
    private func branch(opening open: Int) -> [(condition: [ChainToken], holds: Bool)] {
        if identifier(open - 1) == "else" { return previousCondition(before: open - 1).map { [($0, false)] } ?? [] }
        guard let s = ifKeyword(before: open), s + 1 < open else { return [] }
        let condition = Array(tokens[(s + 1)..<open])
        guard !condition.contains(where: { $0.kind == .identifier("available") }) else { return [] }
        var result = [(condition, true)]
        if identifier(s - 1) == "else", let previous = previousCondition(before: s - 1) { result.append((previous, false)) }
        return result
    }

    /// The condition of the `if` whose branch closes just before the `else` at `e`.
    private func previousCondition(before e: Int) -> [ChainToken]? {
        guard isP(e - 1, "}"), let k = ChainToken.matchingBackward(tokens, e - 1, "{", "}"), k > 0 else { return nil }
        guard let s = ifKeyword(before: k), s + 1 < k else { return nil }
        return Array(tokens[(s + 1)..<k])
    }

    /// The `if` whose condition runs up to the `{` at `open`, found by walking back over the
    /// condition (outside its parentheses and brackets) to the keyword; nil when the statement
    /// before the `{` starts otherwise (a `;`, a brace, a line that is no `if`'s). Swift writes
    /// no `;`, so the walk stops at the start of the line the `if` would be on.
    private func ifKeyword(before open: Int) -> Int? {
        var depth = 0
        var k = open - 1
        while k >= 0 {
            if isP(k, ")") || isP(k, "]") { depth += 1 }
            if isP(k, "(") || isP(k, "[") { depth -= 1; if depth < 0 { return nil } }
            if depth == 0 {
                if identifier(k) == "if" { return k }
                if isP(k, ";") || isP(k, "{") || isP(k, "}") { return nil }
                // A new line that does not continue the condition (`&&`, `,` or `(` before it).
                if tokens[k].afterNewline, k > 0, !(isP(k - 1, "&") || isP(k - 1, "|") || isP(k - 1, ",") || isP(k - 1, "(")) { return nil }
            }
            k -= 1
        }
        return nil
    }
}

/// The conditions that hold inside each block of a file, by its `{` (see `enclosingBranches`),
/// remembered as they are found.
final class BranchConditions {
    var byOpening: [Int: [(condition: [ChainToken], holds: Bool)]] = [:]
}

/// The conditions the device drawn decided while the file was read, each with where it stands.
final class DeviceDecisions {
    var said: [(text: String, offset: Int)] = []
    /// Conditions (their first tokens' offsets) whose branch was chosen, and said, before the
    /// file was read: a branch of several that lay out, decided by the device.
    var saidAlready: Set<Int> = []
}
