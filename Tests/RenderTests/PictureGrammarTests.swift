import Layout
import PNGCodec
import Testing
@testable import Render

/// The picture grammar: what each kind of constraint and problem becomes, in the display list,
/// the SVG and the pixels.
@Suite struct PictureGrammarTests {
    /// A 200 × 120 canvas: `a` pinned at (10, 10) with width 60 and height 40; `b` to its right
    /// with a gap of 20, an optional width it cannot have (= 500 @750 against ≤ 100), and
    /// required heights that conflict (= 40, then ≥ 300: the second is broken).
    func problemTree() throws -> View {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 120))
        let a = View(id: "a"), b = View(id: "b")
        root.addSubview(a); root.addSubview(b)
        try a.mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.width.equalTo(60)
            make.height.equalTo(40)
        }
        try b.mas.makeConstraints { make in
            make.left.equalTo(a.mas_right).offset(20)
            make.top.equalTo(a)
            make.width.lessThanOrEqualTo(100)
            make.width.equalTo(500).priorityHigh()
            make.height.equalTo(40)
            make.height.greaterThanOrEqualTo(300)
        }
        return root
    }

    func groups(_ list: DisplayList, class name: String) -> [DisplayGroup] {
        list.groups.filter { $0.classes.contains(name) }
    }

    @Test func everyConstraintIsAGroupWithItsState() throws {
        let result = try problemTree().layout()
        let list = try Renderer().displayList(result, options: RenderOptions(scale: 2))
        let constraints = groups(list, class: "constraint")
        #expect(constraints.count == result.constraints.count)
        #expect(groups(list, class: "broken").count == 1)
        #expect(groups(list, class: "conflict").count == 1, "b.height = 40 conflicts with the broken ≥ 300")
        #expect(groups(list, class: "unmet").count == 1)
        let unmet = try #require(groups(list, class: "unmet").first)
        #expect(unmet.classes == ["constraint", "optional", "unmet"])
        #expect(unmet.data["first"] == "b.width" && unmet.data["constant"] == "500" && unmet.data["priority"] == "750")
        // Its label says what it wanted and what it came to.
        let words = unmet.shapes.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
        #expect(words == ["= 500 @750 (is 100)"])
        // The broken one is crossed out: two crossing strokes besides its mark.
        let broken = try #require(groups(list, class: "broken").first)
        let brokenWords = broken.shapes.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
        #expect(brokenWords == ["✕ ≥ 300"])
        // The legend names the conflict and the unmet constraint in words.
        let legend = try #require(list.groups.first { $0.id == "legend" })
        let legendText = legend.shapes.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }.joined(separator: " ")
        #expect(legendText.contains("Conflict 1"))
        #expect(legendText.contains("UIView:b.height >= 300"))
        #expect(legendText.contains("Unmet"))
        #expect(list.size.height > 120, "the legend goes below the canvas")
    }

    /// A scroll view's descendants are laid out on its content: a constraint to its bottom is
    /// drawn to the content's bottom, not to the visible frame's.
    @Test func constraintsToScrollContentAreDrawnToIt() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 400))
        let scroll = View(id: "scroll", kind: .scroll), content = View(id: "content")
        root.addSubview(scroll); scroll.addSubview(content)
        try scroll.mas.makeConstraints { make in
            make.left.top.right.equalTo(root)
            make.height.equalTo(100)
        }
        try content.mas.makeConstraints { make in
            make.left.top.right.equalTo(scroll)
            make.width.equalTo(scroll)
            make.height.equalTo(300)
            make.bottom.equalTo(scroll).offset(-16)
        }
        let result = try root.layout()
        #expect(result.view(id: "scroll")?.contentSize == Size(width: 100, height: 316))
        let list = try Renderer().displayList(result, options: RenderOptions(scale: 1))
        let bottom = try #require(list.groups.first { $0.data["first"] == "content.bottom" })
        let lines = bottom.shapes.compactMap { if case .line(let p, _) = $0 { return p } else { return nil } }
        // The I-beam runs from the content view's bottom (300) to the content's (316).
        #expect(lines.contains { $0.count == 2 && $0[0].x == $0[1].x && Set([$0[0].y, $0[1].y]) == [300, 316] }, "\(lines)")
        let context = list.groups.filter { $0.classes.contains("context") }.map(\.title)
        #expect(context == ["content"], "the content rectangle is drawn")
    }

    /// Each conflict gets a focus panel beside the picture: the views its set names, its
    /// constraints, the broken one crossed, and what it wanted against what it got.
    @Test func conflictsGetFocusPanels() throws {
        let result = try problemTree().layout()
        let list = try Renderer().displayList(result, options: RenderOptions(scale: 2))
        let panels = list.groups.filter { $0.classes.contains("focus") }
        #expect(panels.count == 1)
        let panel = try #require(panels.first)
        #expect(panel.title.hasPrefix("Conflict 1:"))
        #expect(list.size.width == 200 + 16 + 220, "the panel is beside the canvas")
        let words = panel.shapes.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
        #expect(words.contains("Conflict 1"))
        #expect(words.contains("b"), "the view the set names")
        #expect(words.contains { $0.hasPrefix("✕ b.height ≥ 300 wanted, is 40") }, "\(words)")
        // Every shape of the panel is beside the canvas, none over it.
        for shape in panel.shapes {
            switch shape {
            case .rect(let r, _, _): #expect(r.minX >= 200)
            case .line(let points, _): #expect(points.allSatisfy { $0.x >= 200 })
            case .text(let run): #expect(run.origin.x >= 200)
            case .circle: break
            }
        }
        // No numbered markers for the conflict's constraints: the panel speaks for them.
        let markers = list.groups.filter { g in g.classes.contains("constraint") && g.shapes.contains { if case .circle = $0 { return true } else { return false } } }
        #expect(markers.isEmpty)
    }

    @Test func gapsAreIBeamsBetweenTheEdges() throws {
        let result = try problemTree().layout()
        let list = try Renderer().displayList(result, options: RenderOptions(scale: 2))
        // b.left == a.right + 20: a horizontal line from a's right (70) to b's left (90).
        let gap = try #require(list.groups.first { $0.data["first"] == "b.left" })
        let lines = gap.shapes.compactMap { if case .line(let points, _) = $0 { return points } else { return nil } }
        #expect(lines.contains { $0.count == 2 && Set([$0[0].x, $0[1].x]) == [70, 90] && $0[0].y == $0[1].y })
        // End caps stand across the line at both ends.
        #expect(lines.filter { $0.count == 2 && $0[0].x == $0[1].x && [70, 90].contains($0[0].x) }.count >= 2)
    }

    /// Badges say what a person would measure: trailing and bottom gaps as positive distances,
    /// the relation turned where the sign turns, multipliers as ratios; the raw constant stays
    /// in the group's data.
    @Test func badgesSayDistancesAndRatios() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 300, height: 200))
        let a = View(id: "a"), b = View(id: "b")
        root.addSubview(a); root.addSubview(b)
        try a.mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.right.equalTo(root).offset(-24)
            make.bottom.lessThanOrEqualTo(root).offset(-10)
            make.height.equalTo(a.mas_width).multipliedBy(0.5).priorityHigh()
        }
        try b.mas.makeConstraints { make in
            make.left.top.equalTo(root)
            make.width.equalTo(a.mas_width).multipliedBy(0.5)
            make.height.equalTo(b.mas_width).multipliedBy(1.5)
        }
        let result = try root.layout()
        let list = try Renderer().displayList(result, options: RenderOptions(scale: 2))
        func words(_ first: String) -> [String] {
            list.groups.filter { $0.data["first"] == first }.flatMap { g in
                g.shapes.compactMap { if case .text(let run) = $0 { return run.text } else { return nil } }
            }
        }
        #expect(words("a.right") == ["= 24"])
        #expect(words("a.bottom") == ["≥ 10"], "bottom ≤ superview.bottom − 10 is a gap of at least 10")
        #expect(words("a.left") == ["= 10"])
        #expect(words("a.height") == ["height : width = 1 : 2 @750"])
        #expect(words("b.width") == ["= a.width × 1/2"])
        #expect(words("b.height") == ["height : width = 3 : 2"])
        #expect(list.groups.first { $0.data["first"] == "a.right" }?.data["constant"] == "-24", "the raw constant stays in the data")
    }

    @Test func overlaysChooseWhatIsDrawn() throws {
        let result = try problemTree().layout()
        let renderer = try Renderer()
        let all = renderer.displayList(result, options: RenderOptions(scale: 1, overlay: .all))
        let problems = renderer.displayList(result, options: RenderOptions(scale: 1, overlay: .problems))
        let frames = renderer.displayList(result, options: RenderOptions(scale: 1, overlay: .frames))
        let none = renderer.displayList(result, options: RenderOptions(scale: 1, overlay: .none))
        #expect(groups(all, class: "constraint").count == result.constraints.count)
        #expect(groups(problems, class: "constraint").count == 3, "only the broken, conflicting and unmet ones")
        #expect(groups(problems, class: "legend").count == 1)
        #expect(groups(frames, class: "constraint").isEmpty && groups(frames, class: "legend").isEmpty)
        #expect(groups(frames, class: "keys").count == 1)
        #expect(frames.size.height == 120)
        #expect(groups(none, class: "keys").isEmpty)
        let outlines = none.groups.flatMap(\.shapes).filter { if case .rect(_, _, let stroke?) = $0 { return stroke.devicePixels } else { return false } }
        #expect(outlines.isEmpty, "no frame outlines: only the views' own fills and borders")
    }

    @Test func themesColourTheCanvas() throws {
        let result = try problemTree().layout()
        let renderer = try Renderer()
        let light = try renderer.image(result, options: RenderOptions(scale: 1, overlay: .frames, theme: .light))
        let dark = try renderer.image(result, options: RenderOptions(scale: 1, overlay: .frames, theme: .dark))
        let l = light.pixel(x: 190, y: 110), d = dark.pixel(x: 190, y: 110)
        #expect([l.r, l.g, l.b] == [255, 255, 255])
        #expect(max(d.r, d.g, d.b) < 40)
    }

    /// Ambiguous views are hatched and get ghost frames at the ends of their free range.
    @Test func ambiguityIsHatchedWithGhostFrames() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 100))
        let a = View(id: "a")
        root.addSubview(a)
        try a.mas.makeConstraints { make in
            make.left.greaterThanOrEqualTo(root).offset(10)
            make.left.lessThanOrEqualTo(root).offset(100)
            make.top.equalTo(10)
            make.size.equalTo(20)
        }
        let result = try root.layout()
        #expect(result.view(id: "a")?.ambiguous == ["x"])
        #expect(result.view(id: "a")?.freeRanges == [FreeRange(attribute: "x", lower: 10, upper: 100)])
        let list = try Renderer().displayList(result, options: RenderOptions(scale: 1))
        let view = try #require(list.groups.first { $0.data["id"] == "a" && $0.classes.contains("view") })
        #expect(view.classes.contains("ambiguous"))
        #expect(view.shapes.filter { if case .line = $0 { return true } else { return false } }.count >= 3, "hatch lines")
        let ghosts = try #require(list.groups.first { $0.classes == ["ghost"] })
        let rects = ghosts.shapes.compactMap { if case .rect(let r, _, _) = $0 { return r } else { return nil } }
        let frame = try #require(result.view(id: "a")?.frame)
        let expected = [10.0, 100.0].filter { abs($0 - frame.minX) > 0.5 }.map { Rect(x: $0, y: 10, width: 20, height: 20) }
        #expect(rects == expected)
    }

    @Test func degenerateViewsAreMarked() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let a = View(id: "a")
        root.addSubview(a)
        try a.mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(50)
            make.right.equalTo(root.mas_left).offset(30)  // width −20
            make.height.equalTo(10)
        }
        let list = try Renderer().displayList(try root.layout(), options: RenderOptions(scale: 1))
        #expect(list.groups.contains { $0.classes.contains("degenerate") })
        let legend: [String] = list.groups.first { $0.id == "legend" }?.shapes.compactMap { shape -> String? in
            if case .text(let run) = shape { return run.text } else { return nil }
        } ?? []
        #expect(legend.joined(separator: " ").contains("negative width (-20)"))
        // No inverted box: the view's group holds no rectangle of negative size, and its size
        // is stated where it starts.
        let group = try #require(list.groups.first { $0.classes.contains("degenerate") })
        #expect(!group.shapes.contains { if case .rect(let r, _, _) = $0 { return r.width < 0 || r.height < 0 } else { return false } })
        #expect(group.shapes.contains { if case .text(let run) = $0 { return run.text == "-20 × 10" } else { return false } })
    }

    /// The safe area and layout margins are drawn, faint and named, where a constraint measures
    /// from them, and a scroll view's content rectangle is drawn; nothing of them otherwise.
    @Test func contextLinesWhereConstraintsUseThem() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 300))
        root.safeAreaInsets = EdgeInsets(top: 40, left: 0, bottom: 20, right: 0)
        let a = View(id: "a"), b = View(id: "b")
        root.addSubview(a); a.addSubview(b)
        try a.mas.makeConstraints { make in
            make.top.equalTo(root.mas_safeAreaLayoutGuideTop).offset(10)
            make.left.right.equalTo(root)
            make.height.equalTo(100)
        }
        try b.mas.makeConstraints { make in
            make.left.top.equalTo(a.mas_leftMargin)
            make.size.equalTo(20)
        }
        let list = try Renderer().displayList(try root.layout(), options: RenderOptions(scale: 1))
        let context = list.groups.filter { $0.classes.contains("context") }
        #expect(context.map(\.title) == ["safe area", "margins"])
        #expect(context.first?.data["frame"] == "0 40 200 240")
        #expect(context.last?.data["frame"] == "8 58 184 84", "a's frame (0, 50, 200, 100) inset by its margins of 8")
        let plain = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let c = View(id: "c")
        plain.addSubview(c)
        try c.mas.makeConstraints { make in make.edges.equalTo(plain) }
        #expect(try Renderer().displayList(try plain.layout(), options: RenderOptions(scale: 1)).groups.allSatisfy { !$0.classes.contains("context") })
    }

    /// Labels never cover each other or the keys, and stay on the canvas: checked on a busy
    /// layout with many constraints around a few small views.
    @Test func labelsDoNotOverlap() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 240, height: 160))
        var previous: View?
        for i in 0..<6 {
            let v = View(id: "v\(i)")
            root.addSubview(v)
            let before = previous
            try v.mas.makeConstraints { make in
                if let before { make.left.equalTo(before.mas_right).offset(4) } else { make.left.equalTo(root).offset(4) }
                make.top.equalTo(root).offset(Double(10 + 20 * i))
                make.width.equalTo(30)
                make.height.equalTo(16).priorityHigh()
            }
            previous = v
        }
        let list = try Renderer().displayList(try root.layout(), options: RenderOptions(scale: 2))
        var boxes: [Rect] = []
        for g in list.groups where g.classes.contains("constraint") || g.classes.contains("keys") {
            for case .rect(let r, let fill?, _) in g.shapes where fill.alpha > 0 { boxes.append(r) }
        }
        #expect(boxes.count > 12)
        for (i, a) in boxes.enumerated() {
            #expect(a.minX >= 0 && a.minY >= 0 && a.maxX <= 240 && a.maxY <= 160, "inside the canvas: \(a)")
            for b in boxes[(i + 1)...] {
                let overlap = a.minX < b.maxX - 0.5 && b.minX < a.maxX - 0.5 && a.minY < b.maxY - 0.5 && b.minY < a.maxY - 0.5
                #expect(!overlap, "\(a) and \(b) overlap")
            }
        }
    }

    /// A one-point line at @2x covers exactly two pixel columns at full strength: crisp.
    @Test func constraintLinesAreCrisp() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 60))
        root.backgroundColor = .white
        let a = View(id: "a", key: "")
        root.addSubview(a)
        try a.mas.makeConstraints { make in
            make.left.equalTo(root).offset(40)
            make.top.equalTo(root).offset(10)
            make.width.equalTo(20)
            make.height.equalTo(40)
        }
        let image = try Renderer().image(try root.layout(), options: RenderOptions(scale: 2))
        // a.top == root.top + 10: a vertical I-beam from y 0 to 10 at a's middle (x 50).
        // (Only around x 50: the label's box, beside it, has a blue outline of its own.)
        let column = (95..<105).filter { x in
            let p = image.pixel(x: x, y: 10)
            return p.b > 150 && p.r < 40  // Okabe-Ito blue at full strength
        }
        #expect(column == [99, 100], "two device pixels wide, on the pixel grid: \(column)")
        let beside = image.pixel(x: 98, y: 10), after = image.pixel(x: 101, y: 10)
        #expect(beside.b < 255 || beside.r > 200, "no blue bleeding left")
        #expect(after.r > 200 || after.b < 150, "no blue bleeding right")
    }

    @Test func labelTextIsDrawnInsideTheLabel() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 60))
        root.backgroundColor = .white
        let label = View(id: "label", kind: .label, key: "")
        label.label = LabelContent(text: "Hello", font: "DejaVu Sans 20", textColor: Color(red: 1, green: 0, blue: 0))
        root.addSubview(label)
        try label.mas.makeConstraints { make in make.center.equalTo(root) }
        let renderer = try Renderer()
        let result = try root.layout(text: renderer.text)
        let frame = try #require(result.view(id: "label")?.frame)
        #expect(frame.width > 40 && frame.height > 20)
        let image = try renderer.image(result, options: RenderOptions(scale: 1, overlay: .none))
        var red = 0, outside = 0
        for y in 0..<60 { for x in 0..<200 {
            let p = image.pixel(x: x, y: y)
            guard p.r > 200 && p.g < 80 else { continue }
            if Double(x) >= frame.minX - 1 && Double(x) <= frame.maxX + 1 && Double(y) >= frame.minY - 1 && Double(y) <= frame.maxY + 1 { red += 1 } else { outside += 1 }
        } }
        #expect(red > 50 && outside == 0)
    }
}
