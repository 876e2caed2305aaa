import Layout

extension Gallery {
    /// MASExampleUpdateView: a button 100 × 100 at low priority, never larger than its
    /// superview, centred; each tap grows it by 1.3 through updateConstraints. States: "grown"
    /// (one tap), "grown-twice". (The button is a plain view: its title plays no part.)
    static let update = GalleryLayout(name: "update", title: "Update Constraints", states: ["grown", "grown-twice"]) { state in
        let superview = exampleRoot()
        let growingButton = addView("growingButton", to: superview, color: nil, border: false)
        growingButton.border = Border(width: 3, color: Swatch.green)
        var buttonSize = Size(width: 100, height: 100)
        func updateConstraints() throws {
            try growingButton.mas.updateConstraints { make in
                make.center.equalTo(superview)
                make.width.equalTo(buttonSize.width).priorityLow()
                make.height.equalTo(buttonSize.height).priorityLow()
                make.width.lessThanOrEqualTo(superview)
                make.height.lessThanOrEqualTo(superview)
            }
        }
        try updateConstraints()
        for _ in 0..<state {
            buttonSize = Size(width: buttonSize.width * 1.3, height: buttonSize.height * 1.3)
            try updateConstraints()
        }
        return superview
    }
}
