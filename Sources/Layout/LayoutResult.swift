/// One view of a solved layout.
public struct SolvedView: Sendable {
    public let id: String
    public let key: String
    public let kind: ViewKind
    /// nil for the root.
    public let parentID: String?
    /// In the superview's coordinates.
    public let frame: Rect
    /// In the root's coordinates.
    public let absoluteFrame: Rect
    public let backgroundColor: Color?
    public let border: Border?
    /// Nesting depth: 0 for the root.
    public let depth: Int
}

/// The solved state of a view tree: every view's frame, in drawing order (root first).
public struct LayoutResult: Sendable {
    public let views: [SolvedView]

    public init(views: [SolvedView]) { self.views = views }

    public var root: SolvedView { views[0] }

    public func view(id: String) -> SolvedView? { views.first { $0.id == id } }
}

extension View {
    /// Solves the tree rooted at this view and returns every view's frame.
    ///
    /// This first slice honours fixed frames only (autoresizing semantics): each view keeps
    /// its frame in its superview's coordinates.
    public func layout() throws -> LayoutResult {
        var solved: [SolvedView] = []
        func visit(_ v: View, parent: SolvedView?, depth: Int) {
            let frame = parent == nil ? Rect(origin: .zero, size: v.frame.size) : v.frame
            let absolute = parent.map { frame.offsetBy(dx: $0.absoluteFrame.minX, dy: $0.absoluteFrame.minY) } ?? frame
            let s = SolvedView(id: v.id, key: v.key, kind: v.kind, parentID: parent?.id,
                               frame: frame, absoluteFrame: absolute,
                               backgroundColor: v.backgroundColor, border: v.border, depth: depth)
            solved.append(s)
            for child in v.subviews { visit(child, parent: s, depth: depth + 1) }
        }
        visit(self, parent: nil, depth: 0)
        return LayoutResult(views: solved)
    }
}
