extension View {
    /// UIScrollView.contentLayoutGuide: a guide whose edges are the content's, so its width and
    /// height are the content size (Apple: "the layout guide based on the untranslated content
    /// rectangle of the scroll view"). Made when first asked for, with UIKit's constraints.
    public var contentLayoutGuide: View { scrollGuide(named: "contentLayoutGuide") }

    /// UIScrollView.frameLayoutGuide: a guide as large as the scroll view's frame, where the
    /// content starts (Apple: "the layout guide based on the untransformed frame rectangle of
    /// the scroll view").
    public var frameLayoutGuide: View { scrollGuide(named: "frameLayoutGuide") }

    /// The ids of the two guides end in these.
    public static let scrollGuideNames = ["contentLayoutGuide", "frameLayoutGuide"]

    private func scrollGuide(named name: String) -> View {
        let id = self.id + "." + name
        if let made = subviews.first(where: { $0.isLayoutGuide && $0.id == id }) { return made }
        let guide = View(id: id, key: key + "." + name)
        guide.isLayoutGuide = true
        addSubview(guide)
        // Inside a scroll view its edges are the content's and its width, height and centres
        // the frame's (TN2154, LayoutSolver): the content guide takes the edges, the frame
        // guide the size and centres.
        let attributes: [LayoutAttribute] = name == "contentLayoutGuide" ? [.left, .top, .right, .bottom] : [.width, .height, .centerX, .centerY]
        let made = attributes.map { a in
            let c = LayoutConstraint(firstView: guide, firstAttribute: a, relation: .equal, second: .view(self), secondAttribute: a,
                                     key: "UIScrollView-\(name)")
            c.systemOrigin = "UIKit"
            return c
        }
        guide.install(made)
        return guide
    }
}
