import Layout

extension Gallery {
    /// MASExampleAspectFitView: two halves, each holding an inner view that keeps a 3:1 (top)
    /// or 1:3 (bottom) aspect ratio while filling as much of its half as it can.
    static let aspectFit = GalleryLayout(name: "aspect-fit", title: "Aspect Fit") { _ in
        let superview = exampleRoot()
        let topView = addView("topView", to: superview, color: Color(red: 0.663, green: 0.796, blue: 0.996), border: false)
        let bottomView = addView("bottomView", to: superview, color: Color(red: 0.992, green: 0.804, blue: 0.941), border: false)
        let topInnerView = addView("topInnerView", to: topView, color: Color(red: 0.784, green: 0.992, blue: 0.851), border: false)
        let bottomInnerView = addView("bottomInnerView", to: bottomView, color: Color(red: 0.443, green: 0.780, blue: 0.337), border: false)
        try topView.mas.makeConstraints { make in
            make.left.right.and.top.equalTo(superview)
        }
        try bottomView.mas.makeConstraints { make in
            make.left.right.and.bottom.equalTo(superview)
            make.top.equalTo(topView.mas_bottom)
            make.height.equalTo(topView)
        }
        try topInnerView.mas.makeConstraints { make in
            make.width.equalTo(topInnerView.mas_height).multipliedBy(3)
            make.width.and.height.lessThanOrEqualTo(topView)
            make.width.and.height.equalTo(topView).with.priorityLow()
            make.center.equalTo(topView)
        }
        try bottomInnerView.mas.makeConstraints { make in
            make.height.equalTo(bottomInnerView.mas_width).multipliedBy(3)
            make.width.and.height.lessThanOrEqualTo(bottomView)
            make.width.and.height.equalTo(bottomView).with.priorityLow()
            make.center.equalTo(bottomView)
        }
        return superview
    }
}
