import Layout

extension Gallery {
    /// MASExampleRemakeView: a 100 × 100 button in the top-left corner; a tap remakes its
    /// constraints to put it in the bottom-right one (state "moved").
    static let remake = GalleryLayout(name: "remake", title: "Remake Constraints", states: ["moved"]) { state in
        let superview = exampleRoot()
        let movingButton = addView("movingButton", to: superview, color: nil, border: false)
        movingButton.border = Border(width: 3, color: Swatch.green)
        var topLeft = true
        func updateConstraints() throws {
            try movingButton.mas.remakeConstraints { make in
                make.width.equalTo(100)
                make.height.equalTo(100)
                if topLeft {
                    make.left.equalTo(superview.mas_left).with.offset(10)
                    make.top.equalTo(superview.mas_top).with.offset(10)
                } else {
                    make.bottom.equalTo(superview.mas_bottom).with.offset(-10)
                    make.right.equalTo(superview.mas_right).with.offset(-10)
                }
            }
        }
        try updateConstraints()
        if state >= 1 {
            topLeft.toggle()
            try updateConstraints()
        }
        return superview
    }
}
