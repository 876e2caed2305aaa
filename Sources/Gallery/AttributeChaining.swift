import Layout

extension Gallery {
    /// MASExampleAttributeChainingView: the basic layout written with chained attributes and
    /// insets (15, 10, 15, 10), which Masonry applies per first attribute.
    static let attributeChaining = GalleryLayout(name: "attribute-chaining", title: "Attribute Chaining") { _ in
        let superview = exampleRoot()
        let greenView = addView("greenView", to: superview, color: Swatch.green)
        let redView = addView("redView", to: superview, color: Swatch.red)
        let blueView = addView("blueView", to: superview, color: Swatch.blue)
        let padding = EdgeInsets(top: 15, left: 10, bottom: 15, right: 10)
        try greenView.mas.makeConstraints { make in
            make.top.and.left.equalTo(superview).insets(padding)
            make.bottom.equalTo(blueView.mas_top).insets(padding)
            make.right.equalTo(redView.mas_left).insets(padding)
            make.width.equalTo(redView.mas_width)
            make.height.equalTo([redView, blueView])
        }
        try redView.mas.makeConstraints { make in
            make.top.and.right.equalTo(superview).insets(padding)
            make.left.equalTo(greenView.mas_right).insets(padding)
            make.bottom.equalTo(blueView.mas_top).insets(padding)
            make.width.equalTo(greenView.mas_width)
            make.height.equalTo([greenView, blueView])
        }
        try blueView.mas.makeConstraints { make in
            make.top.equalTo(greenView.mas_bottom).insets(padding)
            make.left.right.and.bottom.equalTo(superview).insets(padding)
            make.height.equalTo([greenView, redView])
        }
        return superview
    }
}
