import Layout

extension Gallery {
    /// MASExampleScrollView: a scroll view filling the screen, a content view pinned to its
    /// edges and as wide as it, and ten stacked views of heights 25, 50 … 250 whose last bottom
    /// closes the content: content height 25 · (1 + … + 10) = 1375.
    static let scrollView = GalleryLayout(name: "scroll-view", title: "UIScrollView") { _ in
        let superview = exampleRoot()
        let scrollView = addView("scrollView", to: superview, color: Swatch.grey, border: false, kind: .scroll)
        try scrollView.mas.makeConstraints { make in make.edges.equalTo(superview) }
        let contentView = addView("contentView", to: scrollView, color: nil, border: false)
        try contentView.mas.makeConstraints { make in
            make.edges.equalTo(scrollView)
            make.width.equalTo(scrollView)
        }
        var lastView: View?
        var height = 25.0
        for i in 0..<10 {
            let view = addView("view\(i)", to: contentView, color: Swatch.cycle[i % Swatch.cycle.count], border: false)
            let above = lastView, h = height
            try view.mas.makeConstraints { make in
                if let above { make.top.equalTo(above.mas_bottom) } else { make.top.equalTo(0) }
                make.left.equalTo(0)
                make.width.equalTo(contentView.mas_width)
                make.height.equalTo(h)
            }
            height += 25
            lastView = view
        }
        let last = lastView!
        try contentView.mas.makeConstraints { make in make.bottom.equalTo(last.mas_bottom) }
        return superview
    }
}
