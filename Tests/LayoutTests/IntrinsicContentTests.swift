import Testing
@testable import Layout

/// A monospace stand-in for Pango, so sizes can be worked out by hand: every character is 10
/// points wide, a line 20 high with its baseline 15 from its top; words wrap at spaces.
struct GridText: TextMeasuring {
    func lines(_ text: String, maxWidth: Double?, maxLines: Int) -> [String] {
        guard !text.isEmpty else { return [] }
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if let maxWidth, Double(candidate.count) * 10 > maxWidth, !current.isEmpty {
                lines.append(current)
                current = String(word)
            } else {
                current = candidate
            }
        }
        lines.append(current)
        return maxLines > 0 ? Array(lines.prefix(maxLines)) : lines
    }

    func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
        let l = lines(text, maxWidth: maxWidth, maxLines: maxLines)
        let width = Double(l.map(\.count).max() ?? 0) * 10
        return TextMetrics(size: Size(width: width, height: Double(l.count) * 20),
                           firstBaseline: 15, lastBaseline: Double(max(l.count, 1) - 1) * 20 + 15)
    }
}

@Suite struct IntrinsicContentTests {
    @Test func labelsTakeTheirTextsSize() throws {
        let (root, v) = tree(["title"])
        v[0].label = LabelContent(text: "Hello")
        try v[0].mas.makeConstraints { make in make.left.top.equalTo(root).offset(10) }
        // "Hello": 5 × 10 wide, one line of 20.
        #expect(try root.layout(text: GridText()).view(id: "title")?.frame == Rect(x: 10, y: 10, width: 50, height: 20))
        let error = #expect(throws: LayoutError.self) { try root.layout() }
        #expect(error?.description.contains("label \"title\" needs its text measured") == true)
    }

    /// The Swift API's configuration button: "Go" (20) inside 7 and 12 is 44 × 34, no 30-point
    /// floor needed; a classic button's "Go" is 30 wide (its minimum) and 32 tall. An image
    /// 24 tall beside the title (its block as tall as the image) makes it 24 + 14 = 38 tall.
    @Test func configurationButtonsTakeTheirTitlesInsideTheirInsets() throws {
        let (root, v) = tree(["configured", "classic", "withImage"])
        v[0].label = .configurationButtonTitle("Go", font: nil, insets: nil)
        v[1].label = .buttonTitle("Go", font: "system 15")
        var titled = LabelContent.configurationButtonTitle("Go", font: "system 13", insets: EdgeInsets(top: 7, left: 12 + 24 + 6, bottom: 7, right: 12))
        titled.minimumTextBlock = Size(width: 0, height: 24)
        v[2].label = titled
        for view in v { try view.mas.makeConstraints { make in make.left.top.equalTo(root) } }
        let result = try root.layout(text: GridText())
        #expect(v[0].label?.font == "body")
        #expect(result.view(id: "configured")?.frame.size == Size(width: 44, height: 34))
        #expect(result.view(id: "classic")?.frame.size == Size(width: 30, height: 32))
        #expect(result.view(id: "withImage")?.frame.size == Size(width: 20 + 42 + 12, height: 38))
    }

    /// A segmented control in the Swift API: "aa" and "bbbb" (40 the widest) make two segments
    /// of 40 + 20, 32 tall; before iOS 13, 40 + 14.7 and 29 tall.
    @Test func segmentedControlsTakeTheirWidestTitle() throws {
        let (root, v) = tree(["today", "older"])
        v[0].segments = UIKitControl.segmented(["aa", "bbbb"])
        v[1].segments = UIKitControl.segmented(["aa", "bbbb"], beforeIOS13: true)
        for view in v { try view.mas.makeConstraints { make in make.left.top.equalTo(root) } }
        let result = try root.layout(text: GridText())
        #expect(result.view(id: "today")?.frame.size == Size(width: 120, height: 32))
        #expect(result.view(id: "older")?.frame.size == Size(width: 2 * 54.7, height: 29))
    }

    /// Two labels in a row of 100: "aaaa" (40) and "bbbbbbbb" (80) want 120. Both resist
    /// compression at 750; lowering one's to 500 makes it the one that gives: 100 − 80 = 20.
    @Test func compressionResistanceDecidesWhoShrinks() throws {
        let (root, v) = tree(100, 50, ["a", "b"])
        v[0].label = LabelContent(text: "aaaa")
        v[1].label = LabelContent(text: "bbbbbbbb")
        try v[0].mas.makeConstraints { make in make.left.top.equalTo(root) }
        try v[1].mas.makeConstraints { make in
            make.left.equalTo(v[0].mas_right)
            make.top.right.equalTo(root)
        }
        #expect(try root.layout(text: GridText()).view(id: "a")?.ambiguous == ["width"])
        v[0].compressionResistance.horizontal = 500
        let result = try root.layout(text: GridText())
        #expect(result.view(id: "a")?.frame.width == 20)
        #expect(result.view(id: "b")?.frame == Rect(x: 20, y: 0, width: 80, height: 20))
    }

    /// Hugging decides who grows: both 40 wide in a row of 200; the one hugging at 200 (lower
    /// than 250) takes the extra 120.
    @Test func huggingDecidesWhoGrows() throws {
        let (root, v) = tree(200, 50, ["a", "b"])
        v[0].intrinsicContentSize = IntrinsicSize(width: 40, height: 10)
        v[1].intrinsicContentSize = IntrinsicSize(width: 40, height: 10)
        v[1].contentHugging.horizontal = 200
        try v[0].mas.makeConstraints { make in make.left.top.equalTo(root) }
        try v[1].mas.makeConstraints { make in
            make.left.equalTo(v[0].mas_right)
            make.top.right.equalTo(root)
        }
        let result = try root.layout()
        #expect(result.view(id: "a")?.frame == Rect(x: 0, y: 0, width: 40, height: 10))
        #expect(result.view(id: "b")?.frame == Rect(x: 40, y: 0, width: 160, height: 10))
    }

    /// A multi-line label pinned to both sides of a 100-wide root: the first pass measures one
    /// line ("aaa bbb ccc ddd" is 150 wide), the second wraps at the 80 it got (10 + 80 + 10):
    /// "aaa bbb" / "ccc ddd", two lines of 20 → height 40.
    @Test func multiLineLabelsWrapAtTheirSolvedWidth() throws {
        let (root, v) = tree(100, 200, ["body"])
        v[0].label = LabelContent(text: "aaa bbb ccc ddd", numberOfLines: 0)
        try v[0].mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.right.equalTo(root).offset(-10)
        }
        #expect(try root.layout(text: GridText()).view(id: "body")?.frame == Rect(x: 10, y: 10, width: 80, height: 40))
        // With a preferred width the label wraps there from the start: "aaa" per line at 35.
        v[0].label?.preferredMaxLayoutWidth = 35
        v[0].label?.numberOfLines = 3
        #expect(try root.layout(text: GridText()).view(id: "body")?.frame.height == 60)
    }

    /// Baselines: text is centred in the label, so a 60-high label with one 20-high line has its
    /// text at 20…40, first baseline 20 + 15 = 35 from its top.
    @Test func baselinesFollowTheCentredText() throws {
        let (root, v) = tree(["label", "line"])
        v[0].label = LabelContent(text: "abc")
        try v[0].mas.makeConstraints { make in
            make.left.top.equalTo(root)
            make.height.equalTo(60)
        }
        try v[1].mas.makeConstraints { make in
            make.top.equalTo(v[0].mas_firstBaseline)
            make.bottom.equalTo(v[0].mas_lastBaseline).offset(5)
            make.left.equalTo(100)
            make.width.equalTo(10)
        }
        let line = try root.layout(text: GridText()).view(id: "line")?.frame
        #expect(line == Rect(x: 100, y: 35, width: 10, height: 5))
    }

    /// Content pinned to a scroll view's edges sets its content size; width and centre
    /// constraints to the scroll view use its frame (TN2154).
    @Test func scrollViewContentSize() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 480))
        let scroll = View(id: "scroll", kind: .scroll), content = View(id: "content")
        root.addSubview(scroll)
        scroll.addSubview(content)
        try scroll.mas.makeConstraints { make in make.edges.equalTo(root) }
        try content.mas.makeConstraints { make in
            make.edges.equalTo(scroll)
            make.width.equalTo(scroll)
            make.height.equalTo(1000)
        }
        let result = try root.layout()
        #expect(result.view(id: "scroll")?.frame == Rect(x: 0, y: 0, width: 320, height: 480))
        #expect(result.view(id: "scroll")?.contentSize == Size(width: 320, height: 1000))
        #expect(result.view(id: "content")?.frame == Rect(x: 0, y: 0, width: 320, height: 1000))
        #expect(result.view(id: "scroll")?.ambiguous == [])
        // Without a height the content size is ambiguous, as Interface Builder would say.
        try content.mas.remakeConstraints { make in
            make.edges.equalTo(scroll)
            make.width.equalTo(scroll)
        }
        #expect(try root.layout().view(id: "scroll")?.ambiguous.contains("contentHeight") == true)
    }

    /// A self-sizing cell: a 320-wide content view with a label pinned 8 from every side; the
    /// compressed fitting height is 8 + 20 + 8 = 36.
    @Test func compressedFittingSize() throws {
        let cell = View(id: "cell", frame: Rect(x: 0, y: 0, width: 320, height: 500))
        let label = View(id: "label")
        cell.addSubview(label)
        label.label = LabelContent(text: "Hi", numberOfLines: 0)
        try label.mas.makeConstraints { make in make.edges.equalTo(cell).insets(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)) }
        let size = try cell.systemLayoutSizeFitting(Size(width: 320, height: 0), horizontalFittingPriority: 1000,
                                                    verticalFittingPriority: fittingSizeLevel, text: GridText())
        #expect(size == Size(width: 320, height: 36))
        let both = try cell.layout(text: GridText(), fitting: .both).root.frame.size
        #expect(both == Size(width: 8 + 20 + 8, height: 36))
    }
}
