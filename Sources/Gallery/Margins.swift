import Layout

extension Gallery {
    /// MASExampleMarginView: ten sibling views with layout margins (5, 10, 15, 20), each pinned
    /// to the margins of the one before (the first to the superview's, 8 on each side).
    static let margins = GalleryLayout(name: "margins", title: "Margins") { _ in
        let superview = exampleRoot()
        var lastView = superview
        for i in 0..<10 {
            let view = addView("view\(i)", to: superview, color: Swatch.cycle[i % Swatch.cycle.count])
            view.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            let previous = lastView
            try view.mas.makeConstraints { make in
                make.top.equalTo(previous.mas_topMargin)
                make.bottom.equalTo(previous.mas_bottomMargin)
                make.left.equalTo(previous.mas_leftMargin)
                make.right.equalTo(previous.mas_rightMargin)
            }
            lastView = view
        }
        return superview
    }
}
