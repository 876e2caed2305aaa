import Layout

extension Gallery {
    /// MASExampleDebuggingView: "this should look broken! check your console!" — the basic
    /// layout with conflicting constraints on the blue label, keys attached to views and
    /// constraints so the conflict report names them.
    static let debugging = GalleryLayout(name: "debugging", title: "Debugging Helpers") { _ in
        let superview = exampleRoot()
        let greenView = addView("greenView", to: superview, color: Swatch.green)
        let redView = addView("redView", to: superview, color: Swatch.red)
        let blueView = addView("blueView", to: superview, color: Swatch.blue, kind: .label)
        blueView.label = LabelContent(text: "this should look broken! check your console!", font: "DejaVu Sans 24",
                                      textColor: .white, numberOfLines: 3, alignment: .center)
        let padding = 10.0
        // MASAttachKeys(greenView, redView, blueView): the ids are the keys. (The superview
        // keeps the canvas's key, "root", as in every scene.)
        try blueView.mas.makeConstraints { make in
            make.edges.equalTo(1).key("ConflictingConstraint")  // composite constraint keys are indexed
            make.height.greaterThanOrEqualTo(5000).key("ConstantConstraint")
            make.top.equalTo(greenView.mas_bottom).offset(padding)
            make.left.equalTo(superview.mas_left).offset(padding)
            make.bottom.equalTo(superview.mas_bottom).offset(-padding).key("BottomConstraint")
            make.right.equalTo(superview.mas_right).offset(-padding)
            make.height.equalTo(greenView.mas_height)
            make.height.equalTo(redView.mas_height).key("340954")  // anything can be a key
        }
        try greenView.mas.makeConstraints { make in
            make.top.greaterThanOrEqualTo(superview.mas_top).offset(padding)
            make.left.equalTo(superview.mas_left).offset(padding)
            make.bottom.equalTo(blueView.mas_top).offset(-padding)
            make.right.equalTo(redView.mas_left).offset(-padding)
            make.width.equalTo(redView.mas_width)
            make.height.equalTo(redView.mas_height)
            make.height.equalTo(blueView.mas_height)
        }
        try redView.mas.makeConstraints { make in
            make.top.equalTo(superview.mas_top).with.offset(padding)
            make.left.equalTo(greenView.mas_right).offset(padding)
            make.bottom.equalTo(blueView.mas_top).offset(-padding)
            make.right.equalTo(superview.mas_right).offset(-padding)
            make.width.equalTo(greenView.mas_width)
            make.height.equalTo([greenView, blueView])
        }
        return superview
    }
}
