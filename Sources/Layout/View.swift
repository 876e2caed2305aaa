/// What a view is, which decides how it is measured and drawn.
public enum ViewKind: String, Sendable, CaseIterable {
    case view, label, image, scroll
}

/// A node of the view tree, the counterpart of UIView for layout purposes.
///
/// A view without constraints keeps its `frame` (in its superview's coordinates), as UIKit
/// does for views whose translatesAutoresizingMaskIntoConstraints is true.
public final class View {
    /// Unique within a tree; may contain dots (`self.redView`).
    public let id: String
    /// The debug name (Masonry's `mas_key`); defaults to the id.
    public var key: String
    public let kind: ViewKind
    public var frame: Rect
    public var backgroundColor: Color?
    public var border: Border?

    public private(set) var subviews: [View] = []
    public private(set) weak var superview: View?

    public init(id: String, kind: ViewKind = .view, key: String? = nil, frame: Rect = .zero) {
        self.id = id
        self.key = key ?? id
        self.kind = kind
        self.frame = frame
    }

    /// Adds `view` on top of the existing subviews, taking it from its old superview first.
    public func addSubview(_ view: View) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }

    /// This view and all its descendants, depth first, each parent before its subviews and
    /// subviews back to front: the order in which they are drawn and reported.
    public var subtree: [View] {
        var result: [View] = []
        func visit(_ v: View) {
            result.append(v)
            v.subviews.forEach(visit)
        }
        visit(self)
        return result
    }

    /// The topmost ancestor (the view itself when it has no superview).
    public var root: View {
        var v = self
        while let parent = v.superview { v = parent }
        return v
    }
}
