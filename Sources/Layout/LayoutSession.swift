/// One view tree laid out again and again as the screen around it changes (`masrender audit`:
/// each device, text size and language in turn). Between layouts the caller changes the root —
/// its frame, safe area, display scale, text size, direction — and labels' texts; each layout is
/// then solved by edits of the previous one's solver (Cassowary's constant changes: the dual
/// simplex repairs what moved) where only constants changed, and from scratch where the
/// equations did (leading and trailing flipped) or where a solution from scratch could differ:
/// conflicts (which member breaks is decided by adding order), ambiguity (which of the equal
/// solutions), a second pass for labels that wrap, subviews' own safe areas, placeholder frames.
/// Either way the result is the one `layout(text:fitting:)` gives.
public final class LayoutSession {
    public let root: View
    let text: (any TextMeasuring)?
    let fitting: FittingAxes
    /// The last layout's solver, when the next may edit it.
    private var last: LayoutSolver?
    /// How the layouts were solved, for benchmarks and tests.
    public private(set) var solvedByEdits = 0
    public private(set) var solvedFromScratch = 0
    /// Off: every layout from scratch (to measure what the edits save).
    public var editsAllowed = true
    /// The last layout had ambiguous views.
    private var lastWasFree = false

    public init(root: View, text: (any TextMeasuring)?, fitting: FittingAxes = []) {
        self.root = root; self.text = text; self.fitting = fitting
    }

    public func layout() throws -> LayoutResult {
        let (target, priorities) = root.rootTarget(fitting: fitting)
        // Two passes as `layout(text:fitting:)` makes them: labels measured as they are, then the
        // multi-line ones that got less width measured again at it; each pass an edit of the
        // solver before it.
        // After a layout with free views, the next is most often free too (the same text size
        // on the next device): it is solved from scratch without trying edits first.
        if editsAllowed, !lastWasFree, let last {
            let first = try LayoutSolver(root: root, text: text, rootSize: target, rootPriorities: priorities, rewrapped: [:], reusing: last)
            first.solver.explainsConflicts = true
            // The first pass only has to fix the widths the second measures at (its heights are
            // often free: a two-line label measured on one line).
            if let result = try first.solveByEdits(after: last), result.conflicts.isEmpty,
               !result.views.contains(where: { $0.label != nil && $0.ambiguous.contains("width") }) {
                let widths = first.rewrapWidths(result)
                if widths.isEmpty && Self.keeps(result) {
                    self.last = first
                    solvedByEdits += 1
                    lastWasFree = false
                    return result
                }
                let second = try LayoutSolver(root: root, text: text, rootSize: target, rootPriorities: priorities, rewrapped: widths, reusing: first)
                if !widths.isEmpty, let rewrapped = try second.solveByEdits(after: first), Self.keeps(rewrapped) {
                    self.last = second
                    solvedByEdits += 1
                    lastWasFree = false
                    return rewrapped
                }
            }
        }
        solvedFromScratch += 1
        self.last = nil
        // A tree whose subviews have safe areas of their own is solved in passes (View.layout).
        if !root.subviewsWithSafeAreaGuides.isEmpty || root.subtree.contains(where: { $0.placeholderFrame != nil }) {
            lastWasFree = false
            return try root.layout(text: text, fitting: fitting)
        }
        let first = try LayoutSolver(root: root, text: text, rootSize: target, rootPriorities: priorities, rewrapped: [:])
        first.solver.explainsConflicts = true
        let result = try first.solve()
        let widths = first.rewrapWidths(result)
        var solved = (result, first)
        if !widths.isEmpty {
            let second = try LayoutSolver(root: root, text: text, rootSize: target, rootPriorities: priorities, rewrapped: widths)
            second.solver.explainsConflicts = true
            solved = (try second.solve(), second)
        }
        // An ambiguous solution may still be edited: what the edits reach is used only when it
        // is the one solution there is. A conflict's broken constraint is not.
        if solved.0.conflicts.isEmpty { self.last = solved.1 }
        lastWasFree = !Self.keeps(solved.0)
        return solved.0
    }

    /// A solution reached by edits that is the one solving from scratch reaches: no conflict, no
    /// ambiguous view (the optimum is unique).
    static func keeps(_ result: LayoutResult) -> Bool {
        result.conflicts.isEmpty && result.views.allSatisfy { $0.ambiguous.isEmpty }
    }
}
