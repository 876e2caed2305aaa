import Layout

extension Gallery {
    /// MASExampleSafeAreaLayoutGuideViewController on an iPhone 15 (393 × 852, safe area top 59,
    /// bottom 34): nested frames inset from the safe-area guide, and nine 50-point labels at its
    /// corners, edges and centre.
    static let safeArea = GalleryLayout(name: "safe-area", title: "Safe Area Layout Guides") { _ in
        let view = View(id: "root", frame: Rect(x: 0, y: 0, width: 393, height: 852))
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let view1 = addView("view1", to: view, color: Swatch.red, border: false)
        let view2 = addView("view2", to: view, color: Swatch.green, border: false)
        let view3 = addView("view3", to: view, color: Swatch.blue, border: false)
        func viewWithName(_ name: String) -> View {
            let label = addView(name, to: view, color: Swatch.yellow, border: false, kind: .label)
            label.label = LabelContent(text: name, textColor: .black, alignment: .center)
            return label
        }
        let leftView = viewWithName("LY"), rightView = viewWithName("RY")
        let topView = viewWithName("TX"), bottomView = viewWithName("BX")
        let leftTopView = viewWithName("LT"), rightTopView = viewWithName("RT")
        let leftBottomView = viewWithName("LB"), rightBottomView = viewWithName("RB")
        let centerView = viewWithName("XY")
        let size = 50.0
        try view1.mas.makeConstraints { make in make.edges.equalTo(view.mas_safeAreaLayoutGuide).inset(10.0) }
        try view2.mas.makeConstraints { make in
            make.center.equalTo(view.mas_safeAreaLayoutGuide)
            make.width.height.equalTo(view.mas_safeAreaLayoutGuide).sizeOffset(Size(width: -40, height: -40))
        }
        try view3.mas.makeConstraints { make in
            make.center.equalTo(view.mas_safeAreaLayoutGuide)
            make.width.equalTo(view.mas_safeAreaLayoutGuide).sizeOffset(Size(width: -60, height: -60))
            make.height.equalTo(view.mas_safeAreaLayoutGuide).sizeOffset(Size(width: -60, height: -60))
        }
        try leftTopView.mas.makeConstraints { make in
            make.left.top.equalTo(view.mas_safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        try rightTopView.mas.makeConstraints { make in
            make.right.equalTo(view.mas_safeAreaLayoutGuideRight)
            make.top.equalTo(view.mas_safeAreaLayoutGuideTop)
            make.width.height.equalTo(size)
        }
        try leftBottomView.mas.makeConstraints { make in
            make.left.equalTo(view.mas_safeAreaLayoutGuideLeft)
            make.bottom.equalTo(view.mas_safeAreaLayoutGuideBottom)
            make.width.height.equalTo(size)
        }
        try rightBottomView.mas.makeConstraints { make in
            make.right.bottom.equalTo(view.mas_safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        try leftView.mas.makeConstraints { make in
            make.left.centerY.equalTo(view.mas_safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        try rightView.mas.makeConstraints { make in
            make.right.equalTo(view.mas_safeAreaLayoutGuideRight)
            make.centerY.equalTo(view.mas_safeAreaLayoutGuideCenterY)
            make.width.height.equalTo(size)
        }
        try topView.mas.makeConstraints { make in
            make.top.equalTo(view.mas_safeAreaLayoutGuideTop)
            make.centerX.equalTo(view.mas_safeAreaLayoutGuideCenterX)
            make.width.height.equalTo(size)
        }
        try bottomView.mas.makeConstraints { make in
            make.bottom.centerX.equalTo(view.mas_safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        try centerView.mas.makeConstraints { make in
            make.center.equalTo(view.mas_safeAreaLayoutGuide)
            make.width.height.equalTo(size)
        }
        return view
    }
}
