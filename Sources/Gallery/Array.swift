import Layout

extension Gallery {
    /// MASExampleArrayView: three buttons (their titles as labels) on one baseline, updated
    /// together through the array: baseline == superview.centerY + offset. States: "raised"
    /// (offset −10, one tap on Raise) and "lowered" (then two taps on Lower: +10).
    static let array = GalleryLayout(name: "array", title: "Array", states: ["raised", "lowered"]) { state in
        let superview = exampleRoot()
        func button(_ id: String, _ title: String) -> View {
            let b = addView(id, to: superview, color: nil, border: false, kind: .label)
            b.label = LabelContent(text: title, textColor: Swatch.blue)
            return b
        }
        let raiseButton = button("raiseButton", "Raise")
        let centerButton = button("centerButton", "Center")
        let lowerButton = button("lowerButton", "Lower")
        try lowerButton.mas.makeConstraints { make in make.left.equalTo(superview).with.offset(10.0) }
        try centerButton.mas.makeConstraints { make in make.centerX.equalTo(superview) }
        try raiseButton.mas.makeConstraints { make in make.right.equalTo(superview).with.offset(-10) }
        let buttonViews = [raiseButton, lowerButton, centerButton]
        let kArrayExampleIncrement = 10.0
        var offset = 0.0
        func updateConstraints() throws {
            try buttonViews.mas_updateConstraints { make in
                make.baseline.equalTo(superview.mas_centerY).with.offset(offset)
            }
        }
        try updateConstraints()
        if state >= 1 { offset -= kArrayExampleIncrement; try updateConstraints() }
        if state >= 2 { offset += 2 * kArrayExampleIncrement; try updateConstraints() }
        return superview
    }
}
