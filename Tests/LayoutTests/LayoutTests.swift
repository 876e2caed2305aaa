import Testing
@testable import Layout

func tree(_ ids: [String]) -> (View, [View]) { tree(320, 416, ids) }

/// A root of the given size with subviews added in order.
func tree(_ width: Double, _ height: Double, _ ids: [String]) -> (View, [View]) {
    let root = View(id: "root", frame: Rect(x: 0, y: 0, width: width, height: height))
    let views = ids.map { View(id: $0) }
    for v in views { root.addSubview(v) }
    return (root, views)
}

func make(_ v: View, _ attributes: [LayoutAttribute], _ relation: LayoutRelation = .equal, _ target: ChainTarget,
          _ modifiers: [ChainModifier] = [], dialect: ChainDialect = .masonry) throws {
    v.install(try ConstraintChain(view: v, attributes: attributes, relation: relation, target: target, modifiers: modifiers, dialect: dialect).constraints())
}

@Suite struct LayoutTests {
    /// Masonry's basic example. Derivation: widths 10 + w + 10 + w + 10 = 320 → w = 145;
    /// heights 10 + h + 10 + h + 10 = 416 → h = 193; blue spans 320 − 20 = 300.
    @Test func masonryBasicExample() throws {
        let (root, v) = tree(["green", "red", "blue"])
        let (green, red, blue) = (v[0], v[1], v[2])
        try make(green, [.top], .greaterThanOrEqual, .superviewAttribute(.top), [.offset(10)])
        try make(green, [.left], .equal, .superviewAttribute(.left), [.offset(10)])
        try make(green, [.bottom], .equal, .itemAttribute(.view(blue), .top), [.offset(-10)])
        try make(green, [.right], .equal, .itemAttribute(.view(red), .left), [.offset(-10)])
        try make(green, [.width], .equal, .item(.view(red)))
        try make(green, [.height], .equal, .array([.item(.view(red)), .item(.view(blue))]))
        try make(red, [.top, .right], .equal, .superview, [.insets(EdgeInsets(top: 10, left: 0, bottom: 0, right: 10))])
        try make(blue, [.left, .right, .bottom], .equal, .insets(EdgeInsets(top: 0, left: 10, bottom: 10, right: 10)))
        let result = try root.layout()
        #expect(result.view(id: "green")?.frame == Rect(x: 10, y: 10, width: 145, height: 193))
        #expect(result.view(id: "blue")?.frame == Rect(x: 10, y: 213, width: 300, height: 193))
        #expect(result.conflicts.isEmpty)
    }

    @Test func compositeOrderAndMasonryInsets() throws {
        let (root, v) = tree(["a"])
        defer { withExtendedLifetime(root) {} }
        let cs = try ConstraintChain(view: v[0], attributes: ChainAttribute.edges.attributes, relation: .equal, target: .superview,
                                     modifiers: [.insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))]).constraints()
        #expect(cs.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        #expect(cs.map(\.constant) == [20, -40, 10, -30])
    }

    @Test func snapKitInsetsResolveAgainstTheToAttribute() throws {
        let (root, v) = tree(200, 100, ["a", "b"])
        try make(v[0], [.centerX, .centerY, .width, .height], .equal, .superview,
                 [.insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))], dialect: .snapkit)
        // width = 200 − 60, height = 100 − 40, centre shifted by (20 − 40)/2 and (10 − 30)/2.
        let f = try root.layout().view(id: "a")!.frame
        #expect(f == Rect(x: 20, y: 10, width: 140, height: 60))
        // Masonry leaves centre and size untouched by insets.
        try make(v[1], [.centerX, .centerY, .width, .height], .equal, .superview, [.inset(10)])
        #expect(try root.layout().view(id: "b")!.frame == Rect(x: 0, y: 0, width: 200, height: 100))
    }

    @Test func arrayTargetsMakeOneConstraintEach() throws {
        let (root, v) = tree(["a", "b", "c"])
        defer { withExtendedLifetime(root) {} }
        let cs = try ConstraintChain(view: v[0], attributes: [.height], relation: .equal, target: .array([.item(.view(v[1])), .item(.view(v[2]))])).constraints()
        #expect(cs.count == 2 && cs.map { $0.second?.view.id } == ["b", "c"])
    }

    @Test func installedOnTheClosestCommonSuperview() throws {
        let (root, v) = tree(["a", "b"])
        let inner = View(id: "inner")
        v[0].addSubview(inner)
        let c = try ConstraintChain(view: inner, attributes: [.left], relation: .equal, target: .itemAttribute(.view(v[1]), .right)).constraints()[0]
        #expect(c.installedView === root)
        let own = try ConstraintChain(view: inner, attributes: [.width], relation: .equal, target: .number(10)).constraints()[0]
        #expect(own.installedView === inner && own.second == nil)
        let up = try ConstraintChain(view: inner, attributes: [.left], relation: .equal, target: .superview).constraints()[0]
        #expect(up.installedView === v[0])
    }

    /// Attributes of an ancestor are in its own bounds: right == superview.right × 0.5 is the middle.
    @Test func ancestorsAttributesAreInTheirOwnBounds() throws {
        let (root, v) = tree(["holder"])
        try make(v[0], [.left, .top], .equal, .number(50))
        try make(v[0], [.width, .height], .equal, .number(200))
        let child = View(id: "child")
        v[0].addSubview(child)
        try make(child, [.left, .top], .equal, .superview)
        try make(child, [.right], .equal, .superviewAttribute(.right), [.multipliedBy(0.5)])
        try make(child, [.height], .equal, .number(10))
        let r = try root.layout()
        #expect(r.view(id: "child")?.frame == Rect(x: 0, y: 0, width: 100, height: 10))
        #expect(r.view(id: "child")?.absoluteFrame == Rect(x: 50, y: 50, width: 100, height: 10))
    }

    @Test func conflictsAreBrokenWithTheirMinimalSet() throws {
        let (root, v) = tree(["a"])
        try make(v[0], [.left, .top], .equal, .number(0))
        try make(v[0], [.height], .equal, .number(10))
        try make(v[0], [.width], .equal, .number(100))        // 3
        try make(v[0], [.right], .equal, .superview)          // 4: right = 320 → width 320, conflicts with 3 via left
        let r = try root.layout()
        #expect(r.constraints.map(\.state)[4] == .broken)
        #expect(r.conflicts == [Conflict(broken: 4, set: [0, 3, 4], involvesRootSize: true)])
        #expect(r.view(id: "a")?.frame.width == 100)
    }

    @Test func unmetOptionalAndAmbiguity() throws {
        let (root, v) = tree(["a", "b"])
        try make(v[0], [.left, .top], .equal, .number(0))
        try make(v[0], [.width], .lessThanOrEqual, .number(100))
        try make(v[0], [.width], .equal, .number(150), [.priority(500)])
        try make(v[0], [.height], .equal, .number(20))
        try make(v[1], [.top], .equal, .number(40))
        try make(v[1], [.width, .height], .equal, .number(30))
        let r = try root.layout()
        #expect(r.constraints[3].state == .unmet(error: 50))
        #expect(r.view(id: "a")?.ambiguous == [])
        #expect(r.view(id: "b")?.ambiguous == ["x"], "b has no horizontal position")
    }

    @Test func rightToLeftFlipsLeadingAndTrailing() throws {
        let (root, v) = tree(200, 100, ["a"])
        root.isRightToLeft = true
        // Auto Layout measures leading and trailing inwards from the right under right to left:
        // leading + 10 is 10 points in from the right edge (x = 200 − 10 − 50).
        try make(v[0], [.leading], .equal, .superview, [.offset(10)])
        try make(v[0], [.top], .equal, .number(0))
        try make(v[0], [.width, .height], .equal, .number(50))
        #expect(try root.layout().view(id: "a")?.frame.minX == 140)
        // trailing ≤ superview.trailing − 160 asks for x ≥ 160: measured inwards from the left.
        try make(v[0], [.trailing], .lessThanOrEqual, .superview, [.offset(-160)])
        #expect(try root.layout().conflicts.count == 1, "x ≥ 160 cannot hold with x = 140")
    }

    @Test func marginsAndSafeArea() throws {
        let (root, v) = tree(200, 400, ["a"])
        root.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        root.layoutMargins = EdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        try make(v[0], [.top], .equal, .itemAttribute(.safeArea(root), .top))
        try make(v[0], [.bottom], .equal, .itemAttribute(.safeArea(root), .bottom))
        try make(v[0], [.leftMargin], .equal, .superviewAttribute(.leftMargin))
        try make(v[0], [.rightMargin], .equal, .superviewAttribute(.rightMargin))
        // Its own margins are 8: left + 8 == 16 → left 8; right − 8 == 184 → right 192.
        #expect(try root.layout().view(id: "a")?.frame == Rect(x: 8, y: 59, width: 184, height: 307))
    }

    /// A subview's safe-area insets are the part of the root's unsafe band it covers, never more
    /// than the root's own inset ("capped at the size of the superview's safe area inset"):
    /// a 200-tall view starting 50 above a screen whose top inset is 59 gets 59, not 109; one
    /// starting at 20 gets 39; one inside the safe area none; one below a root with no bottom
    /// inset none, however far past the bottom it reaches.
    @Test func subviewsSafeAreaIsCappedAtTheRoots() {
        let bounds = Rect(x: 0, y: 0, width: 393, height: 852)
        let insets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        #expect(View.overlap(of: Rect(x: 0, y: -50, width: 393, height: 200), withSafeAreaOf: bounds, insets: insets).top == 59)
        #expect(View.overlap(of: Rect(x: 0, y: 20, width: 393, height: 200), withSafeAreaOf: bounds, insets: insets).top == 39)
        #expect(View.overlap(of: Rect(x: 0, y: 100, width: 393, height: 200), withSafeAreaOf: bounds, insets: insets) == .zero)
        let noBottom = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        #expect(View.overlap(of: Rect(x: -20, y: 800, width: 100, height: 200), withSafeAreaOf: bounds, insets: noBottom) == .zero)
    }

    @Test func distributeWithFixedSpacingAndFixedLength() throws {
        let (root, v) = tree(320, 100, ["a", "b", "c"])
        for c in try View.distribute(v, horizontally: true, fixedSpacing: 20, fixedItemLength: nil, leadSpacing: 5, tailSpacing: 5) { c.firstView.install([c]) }
        for x in v { try make(x, [.top], .equal, .number(0)); try make(x, [.height], .equal, .number(10)) }
        // 5 + 3w + 2·20 + 5 = 320 → w = 90: lefts 5, 115, 225.
        #expect(try root.layout().views.dropFirst().map(\.frame.minX) == [5, 115, 225])
        let (root2, w) = tree(320, 100, ["a", "b", "c"])
        for c in try View.distribute(w, horizontally: true, fixedSpacing: nil, fixedItemLength: 50, leadSpacing: 10, tailSpacing: 10) { c.firstView.install([c]) }
        for x in w { try make(x, [.top], .equal, .number(0)); try make(x, [.height], .equal, .number(10)) }
        // Equal gaps: 10 + 3·50 + 2g + 10 = 320 → g = 75: lefts 10, 135, 260.
        #expect(try root2.layout().views.dropFirst().map(\.frame.minX) == [10, 135, 260])
        #expect(throws: ChainMisuse.self) { try View.distribute([v[0]], horizontally: true, fixedSpacing: 1, fixedItemLength: nil, leadSpacing: 0, tailSpacing: 0) }
    }

    @Test func misuseIsAnErrorNotACrash() {
        let lonely = View(id: "lonely")
        #expect(throws: ChainMisuse.self) { try ConstraintChain(view: lonely, attributes: [.left], relation: .equal, target: .number(1)).constraints() }
        let (root, v) = tree(["a"])
        defer { withExtendedLifetime(root) {} }
        let other = View(id: "other")
        let otherRoot = View(id: "otherRoot"); otherRoot.addSubview(other)
        defer { withExtendedLifetime(otherRoot) {} }
        #expect(throws: ChainMisuse.self) { try ConstraintChain(view: v[0], attributes: [.left], relation: .equal, target: .item(.view(other))).constraints() }
        #expect(throws: ChainMisuse.self) { try ConstraintChain(view: v[0], attributes: [.left], relation: .equal, target: .size(Size(width: 1, height: 1))).constraints() }
        #expect(throws: ChainMisuse.self) { try ConstraintChain(view: v[0], attributes: [.width], relation: .equal, target: .number(1), modifiers: [.dividedBy(0)]).constraints() }
    }

    @Test func masonryDescriptions() throws {
        let (root, v) = tree(["green"])
        defer { withExtendedLifetime(root) {} }
        v[0].key = "greenView"
        let c = try ConstraintChain(view: v[0], attributes: [.left], relation: .equal, target: .superview, modifiers: [.offset(10), .priority(750), .key("lead")]).constraints()[0]
        #expect(c.masonryDescription == "<MASLayoutConstraint:lead UIView:greenView.left == UIView:root.left + 10 ^750>")
        let h = try ConstraintChain(view: v[0], attributes: [.height], relation: .greaterThanOrEqual, target: .number(5000)).constraints()[0]
        #expect(h.masonryDescription == "<MASLayoutConstraint:constraint UIView:greenView.height >= 5000>")
    }
}
