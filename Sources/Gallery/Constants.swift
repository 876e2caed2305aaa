import Layout

extension Gallery {
    /// MASExampleConstantsView: edges as plain numbers (relative to the superview), and a
    /// centre offset by a point and a size given as a size.
    static let constants = GalleryLayout(name: "constants", title: "Using Constants") { _ in
        let superview = exampleRoot()
        let purpleView = addView("purpleView", to: superview, color: Swatch.purple)
        let orangeView = addView("orangeView", to: superview, color: Swatch.orange)
        try purpleView.mas.makeConstraints { make in
            make.top.equalTo(20)
            make.left.equalTo(20)
            make.bottom.equalTo(-20)
            make.right.equalTo(-20)
        }
        try orangeView.mas.makeConstraints { make in
            make.center.equalTo(Point(x: 0, y: 50))
            make.size.equalTo(Size(width: 200, height: 100))
        }
        return superview
    }
}
