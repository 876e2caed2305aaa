extension View {
    /// UIScrollView.contentLayoutGuide: a guide whose edges are the content's, so its width and
    /// height are the content size (Apple: "the layout guide based on the untranslated content
    /// rectangle of the scroll view"). Made when first asked for, with UIKit's constraints.
    public var contentLayoutGuide: View { scrollGuide(named: "contentLayoutGuide") }

    /// UIScrollView.frameLayoutGuide: a guide as large as the scroll view's frame, where the
    /// content starts (Apple: "the layout guide based on the untransformed frame rectangle of
    /// the scroll view").
    public var frameLayoutGuide: View { scrollGuide(named: "frameLayoutGuide") }

    /// UIView.readableContentGuide: the margins' area, no wider than 672 points and centred in
    /// it (672 wide at the default text size: "inset 176 points from the edges" of a 1024-wide
    /// iPad, useyourloaf.com/blog/readable-content-guides). The narrowing is worked out for a
    /// root, whose width is known; a subview's guide is its margins' (the same on every iPhone).
    public var readableContentGuide: View { scrollGuide(named: "readableContentGuide") }

    /// The readable width at the default text size.
    public static let readableWidth = 672.0

    /// The ids of the guides made on first use end in these (after the view's id and a dot).
    public static let guideNames = ["contentLayoutGuide", "frameLayoutGuide", "readableContentGuide"]

    /// The guide of that name (one of `guideNames`).
    public func guide(named name: String) -> View { scrollGuide(named: name) }

    private func scrollGuide(named name: String) -> View {
        let id = self.id + "." + name
        if let made = subviews.first(where: { $0.isLayoutGuide && $0.id == id }) { return made }
        let guide = View(id: id, key: key + "." + name)
        guide.isLayoutGuide = true
        addSubview(guide)
        // Inside a scroll view its edges are the content's and its width, height and centres
        // the frame's (TN2154, LayoutSolver): the content guide takes the edges, the frame
        // guide the size and centres.
        var pairs: [(LayoutAttribute, LayoutAttribute, Double)]
        switch name {
        case "contentLayoutGuide": pairs = [(.left, .left, 0), (.top, .top, 0), (.right, .right, 0), (.bottom, .bottom, 0)]
        case "frameLayoutGuide": pairs = [(.width, .width, 0), (.height, .height, 0), (.centerX, .centerX, 0), (.centerY, .centerY, 0)]
        default:
            let marginsWidth = frame.width - layoutMargins.left - layoutMargins.right
            let inset = superview == nil ? max(0, (marginsWidth - Self.readableWidth) / 2) : 0
            pairs = [(.left, .leftMargin, inset), (.right, .rightMargin, -inset), (.top, .topMargin, 0), (.bottom, .bottomMargin, 0)]
        }
        let made = pairs.map { (a, b, constant) in
            let c = LayoutConstraint(firstView: guide, firstAttribute: a, relation: .equal, second: .view(self), secondAttribute: b,
                                     constant: constant, key: "UIView-\(name)")
            c.systemOrigin = "UIKit"
            return c
        }
        guide.install(made)
        return guide
    }
}
