import Layout

extension Gallery {
    /// MASExampleLabelView ("Bacony Labels"): a long eight-line label and a short one sitting
    /// on its last baseline at the right. The example sets the long label's
    /// preferredMaxLayoutWidth in layoutSubviews to end 10 before the short one; here that is
    /// a constraint (`right ≤ shortLabel.left − 10`) with the long label giving way first
    /// (compression resistance 500), and masrender's second pass wraps it at the width it got.
    static let labels = GalleryLayout(name: "labels", title: "Bacony Labels") { _ in
        let superview = exampleRoot()
        let kPadding = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let shortLabel = addView("shortLabel", to: superview, color: nil, border: false, kind: .label)
        shortLabel.label = LabelContent(text: "Bacon", textColor: Color(red: 0.5, green: 0, blue: 0.5), numberOfLines: 1)
        let longLabel = addView("longLabel", to: superview, color: nil, border: false, kind: .label)
        longLabel.label = LabelContent(
            text: "Bacon ipsum dolor sit amet spare ribs fatback kielbasa salami, tri-tip jowl pastrami flank short loin rump sirloin. Tenderloin frankfurter chicken biltong rump chuck filet mignon pork t-bone flank ham hock.",
            textColor: Color(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3), numberOfLines: 8)
        longLabel.compressionResistance.horizontal = 500
        try longLabel.mas.makeConstraints { make in
            make.left.equalTo(superview.mas_left).insets(kPadding)
            make.top.equalTo(superview.mas_top).insets(kPadding)
            make.right.lessThanOrEqualTo(shortLabel.mas_left).offset(-kPadding.left)
        }
        try shortLabel.mas.makeConstraints { make in
            make.top.equalTo(longLabel.mas_lastBaseline)
            make.right.equalTo(superview.mas_right).insets(kPadding)
        }
        return superview
    }
}
