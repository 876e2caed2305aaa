import Layout

extension Gallery {
    /// MASExampleDistributeView, which picks one of four distributions at random; the gallery
    /// shows the two horizontal ones, one row each: fixed spacing 20 with lead and tail 5, and
    /// fixed item length 30 with lead 200 and tail 30.
    static let distribute = GalleryLayout(name: "distribute", title: "Views Distribute") { _ in
        let superview = exampleRoot()
        var spaced: [View] = [], fixedLength: [View] = []
        for i in 0..<4 { spaced.append(addView("spaced\(i)", to: superview, color: Swatch.cycle[i])) }
        for i in 0..<4 { fixedLength.append(addView("fixed\(i)", to: superview, color: Swatch.cycle[i + 3])) }
        try spaced.mas_distributeViews(along: .horizontal, withFixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
        try spaced.mas_makeConstraints { make in
            make.top.equalTo(60)
            make.height.equalTo(60)
        }
        try fixedLength.mas_distributeViews(along: .horizontal, withFixedItemLength: 30, leadSpacing: 200, tailSpacing: 30)
        try fixedLength.mas_makeConstraints { make in
            make.top.equalTo(180)
            make.height.equalTo(60)
        }
        return superview
    }
}
