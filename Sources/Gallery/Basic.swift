import Layout

extension Gallery {
    /// MASExampleBasicView: three views sharing the space, every side tied to a neighbour.
    static let basic = GalleryLayout(name: "basic", title: "Basic") { _ in
        let superview = exampleRoot()
        let greenView = addView("greenView", to: superview, color: Swatch.green)
        let redView = addView("redView", to: superview, color: Swatch.red)
        let blueView = addView("blueView", to: superview, color: Swatch.blue)
        let padding = 10.0
        try greenView.mas.makeConstraints { make in
            make.top.greaterThanOrEqualTo(superview.mas_top).offset(padding)
            make.left.equalTo(superview.mas_left).offset(padding)
            make.bottom.equalTo(blueView.mas_top).offset(-padding)
            make.right.equalTo(redView.mas_left).offset(-padding)
            make.width.equalTo(redView.mas_width)
            make.height.equalTo(redView.mas_height)
            make.height.equalTo(blueView.mas_height)
        }
        // with is semantic and optional
        try redView.mas.makeConstraints { make in
            make.top.equalTo(superview.mas_top).with.offset(padding)
            make.left.equalTo(greenView.mas_right).offset(padding)
            make.bottom.equalTo(blueView.mas_top).offset(-padding)
            make.right.equalTo(superview.mas_right).offset(-padding)
            make.width.equalTo(greenView.mas_width)
            make.height.equalTo([greenView, blueView])
        }
        try blueView.mas.makeConstraints { make in
            make.top.equalTo(greenView.mas_bottom).offset(padding)
            make.left.equalTo(superview.mas_left).offset(padding)
            make.bottom.equalTo(superview.mas_bottom).offset(-padding)
            make.right.equalTo(superview.mas_right).offset(-padding)
            make.height.equalTo([greenView.mas_height, redView.mas_height])
        }
        return superview
    }
}
