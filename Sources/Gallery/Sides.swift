import Layout

extension Gallery {
    /// MASExampleSidesView ("Composite Edges"): ten sibling views, each inset from the one
    /// before by (5, 10, 15, 20) through `edges` — top +5, left +10, bottom −15, right −20.
    static let sides = GalleryLayout(name: "sides", title: "Composite Edges") { _ in
        let superview = exampleRoot()
        var lastView = superview
        for i in 0..<10 {
            let view = addView("view\(i)", to: superview, color: Swatch.cycle[i % Swatch.cycle.count])
            let previous = lastView
            try view.mas.makeConstraints { make in
                make.edges.equalTo(previous).insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
            }
            lastView = view
        }
        return superview
    }
}
