import Layout

extension Gallery {
    /// MASExampleAnimatedView: the basic layout with the outer edges at low priority; the
    /// example keeps the constraints and animates their insets between 10 and 100. State
    /// "inverted" is the insets set to 100 on every kept constraint.
    static let animated = GalleryLayout(name: "animated", title: "Basic Animated", states: ["inverted"]) { state in
        let superview = exampleRoot()
        let greenView = addView("greenView", to: superview, color: Swatch.green)
        let redView = addView("redView", to: superview, color: Swatch.red)
        let blueView = addView("blueView", to: superview, color: Swatch.blue)
        let padding = 10.0
        let paddingInsets = EdgeInsets(top: padding, left: padding, bottom: padding, right: padding)
        var animatableConstraints: [MASConstraint] = []
        try greenView.mas.makeConstraints { make in
            animatableConstraints += [
                make.edges.equalTo(superview).insets(paddingInsets).priorityLow(),
                make.bottom.equalTo(blueView.mas_top).offset(-padding),
            ]
            make.size.equalTo(redView)
            make.height.equalTo(blueView.mas_height)
        }
        try redView.mas.makeConstraints { make in
            animatableConstraints += [
                make.edges.equalTo(superview).insets(paddingInsets).priorityLow(),
                make.left.equalTo(greenView.mas_right).offset(padding),
                make.bottom.equalTo(blueView.mas_top).offset(-padding),
            ]
            make.size.equalTo(greenView)
            make.height.equalTo(blueView.mas_height)
        }
        try blueView.mas.makeConstraints { make in
            animatableConstraints += [
                make.edges.equalTo(superview).insets(paddingInsets).priorityLow(),
            ]
            make.height.equalTo(greenView.mas_height)
            make.height.equalTo(redView.mas_height)
        }
        if state >= 1 {
            // animateWithInvertedInsets:YES — insets on a bottom constraint set its constant
            // to −bottom, on a left one to +left, as Masonry's setInsets does.
            for constraint in animatableConstraints {
                constraint.insets(EdgeInsets(top: 100, left: 100, bottom: 100, right: 100))
            }
        }
        return superview
    }
}
