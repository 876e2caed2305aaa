import Testing
@testable import Layout

/// The Swift chain API as Masonry and SnapKit users write it, and what Masonry's own test
/// suite asserts about it.
@Suite struct ChainDSLTests {
    // Masonry's basic example written with this DSL is the gallery's `basic`, whose frames
    // GalleryFrameTests derives and checks.

    @Test func compositeOrderAndInsetsAsMasonryTestsThem() throws {
        let (root, v) = tree(["a"])
        let made = try v[0].mas.makeConstraints { make in
            make.edges.equalTo(root).insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))
        }
        #expect(made.count == 1)
        #expect(made[0].installed.map(\.firstAttribute) == [.left, .right, .top, .bottom])
        #expect(made[0].installed.map(\.constant) == [20, -40, 10, -30])
        let frame = try root.layout().view(id: "a")?.frame
        #expect(frame == Rect(x: 20, y: 10, width: 320 - 20 - 40, height: 416 - 10 - 30))
    }

    @Test func attributesMaskAndAndWith() throws {
        let (root, v) = tree(["a"])
        let made = try v[0].mas.makeConstraints { make in
            make.attributes([.top, .left]).equalTo(root).with.offset(5)
            make.width.and.height.equalTo(30)
        }
        #expect(made[0].installed.map(\.firstAttribute) == [.left, .top])
        #expect(try root.layout().view(id: "a")?.frame == Rect(x: 5, y: 5, width: 30, height: 30))
    }

    @Test func updateKeepsTheCountAndChangesTheConstant() throws {
        let (root, v) = tree(["a"])
        try v[0].mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.width.height.equalTo(50)
        }
        #expect(v[0].madeConstraints.count == 4)
        try v[0].mas.updateConstraints { make in make.width.equalTo(80) }
        #expect(v[0].madeConstraints.count == 4)
        #expect(try root.layout().view(id: "a")?.frame == Rect(x: 10, y: 10, width: 80, height: 50))
        // A different relation matches nothing: Masonry adds it.
        try v[0].mas.updateConstraints { make in make.width.lessThanOrEqualTo(100) }
        #expect(v[0].madeConstraints.count == 5)
    }

    @Test func remakeReplacesTheViewsOwnConstraints() throws {
        let (root, v) = tree(["a"])
        try v[0].mas.makeConstraints { make in
            make.left.top.equalTo(root).offset(10)
            make.size.equalTo(Size(width: 50, height: 40))
        }
        try v[0].mas.remakeConstraints { make in
            make.center.equalTo(root)
            make.size.equalTo(20)
        }
        #expect(v[0].madeConstraints.map(\.firstAttribute) == [.centerX, .centerY, .width, .height])
        #expect(try root.layout().view(id: "a")?.frame == Rect(x: 150, y: 198, width: 20, height: 20))
    }

    @Test func arrayTargetsMakeOneConstraintPerElement() throws {
        let (root, v) = tree(["a", "b", "c"])
        defer { withExtendedLifetime(root) {} }
        let made = try v[0].mas.makeConstraints { make in make.height.equalTo([v[1], v[2].mas_height]) }
        #expect(made[0].installed.count == 2)
        #expect(made[0].installed.map { $0.second?.view.id } == ["b", "c"])
    }

    @Test func installedOnTheClosestCommonSuperview() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 416))
        let container = View(id: "container"), a = View(id: "a"), b = View(id: "b"), outside = View(id: "outside")
        root.addSubview(container); root.addSubview(outside)
        container.addSubview(a); container.addSubview(b)
        let inner = try a.mas.makeConstraints { make in make.left.equalTo(b.mas_right) }
        let outer = try a.mas.makeConstraints { make in make.top.equalTo(outside.mas_bottom) }
        let size = try a.mas.makeConstraints { make in make.width.equalTo(10) }
        #expect(inner[0].installed[0].installedView === container)
        #expect(outer[0].installed[0].installedView === root)
        #expect(size[0].installed[0].installedView === a)
    }

    /// Masonry's setters replace: the value target, then the offset; the multiplier, then the divisor.
    @Test func modifiersReplaceAsMasonrysSettersDo() throws {
        let (root, v) = tree(["a"])
        let made = try v[0].mas.makeConstraints { make in
            make.width.equalTo(10).offset(5)
            make.height.equalTo(root).multipliedBy(2).dividedBy(4)
        }
        #expect(made[0].installed[0].constant == 5)
        #expect(made[1].installed[0].multiplier == 0.25)
    }

    /// Masonry's animated example keeps constraints and changes their constants later.
    @Test func keptConstraintsChangeInstallAndUninstall() throws {
        let (root, v) = tree(["a"])
        var top: MASConstraint?
        try v[0].mas.makeConstraints { make in
            top = make.top.equalTo(root).offset(10)
            make.left.equalTo(root).offset(10)
            make.size.equalTo(50)
        }
        top?.offset(40)
        #expect(try root.layout().view(id: "a")?.frame.minY == 40)
        top?.uninstall()
        #expect(top?.isActive == false)
        #expect(try root.layout().view(id: "a")?.ambiguous == ["y"])
        top?.install()
        #expect(top?.isActive == true)
        #expect(try root.layout().view(id: "a")?.frame.minY == 40)
        top?.key("topConstraint")
        #expect(top?.installed.first?.key == "topConstraint")
    }

    @Test func distributeWithFixedSpacing() throws {
        let (root, v) = tree(300, 100, ["a", "b", "c"])
        try v.mas_distributeViews(along: .horizontal, withFixedSpacing: 10, leadSpacing: 5, tailSpacing: 5)
        try v.mas_makeConstraints { make in
            make.top.equalTo(10)
            make.height.equalTo(20)
        }
        // Three equal widths and two gaps of 10 between leads and tails of 5: 3w + 30 = 300 → w = 90.
        let result = try root.layout()
        #expect(result.view(id: "a")?.frame == Rect(x: 5, y: 10, width: 90, height: 20))
        #expect(result.view(id: "b")?.frame == Rect(x: 105, y: 10, width: 90, height: 20))
        #expect(result.view(id: "c")?.frame == Rect(x: 205, y: 10, width: 90, height: 20))
    }

    // MARK: SnapKit

    @Test func snapKitEdgesInsetAndEqualToSuperview() throws {
        let (root, v) = tree(200, 100, ["a", "b"])
        try v[0].snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        // SnapKit resolves the inset against the to-attribute, centre and size included:
        // b's width = a's width − 2·5, its centre = a's centre.
        try v[1].snp.makeConstraints { make in
            make.size.equalTo(v[0]).inset(5)
            make.center.equalTo(v[0])
        }
        let result = try root.layout()
        #expect(result.view(id: "a")?.frame == Rect(x: 10, y: 10, width: 180, height: 80))
        #expect(result.view(id: "b")?.frame == Rect(x: 15, y: 15, width: 170, height: 70))
    }

    /// Where the dialects differ: `left.equalTo(other.right).inset(10)` — Masonry takes the inset
    /// for the first attribute (left: +10), SnapKit for the to-attribute (right: −10).
    @Test func insetsResolveAgainstDifferentAttributes() throws {
        let (root, v) = tree(300, 100, ["anchor", "m", "s"])
        try v[0].mas.makeConstraints { make in
            make.left.top.equalTo(root)
            make.size.equalTo(100)
        }
        let m = try v[1].mas.makeConstraints { make in make.left.equalTo(v[0].mas_right).inset(10) }
        let s = try v[2].snp.makeConstraints { make in make.left.equalTo(v[0].snp.right).inset(10) }
        #expect(m[0].installed[0].constant == 10)
        #expect(s[0].installed[0].constant == -10)
        #expect(s[0].installed[0].snapKitDescription.hasPrefix("<SnapKit.LayoutConstraint:"))
        _ = root
    }

    /// The safe-area guide as SnapKit reaches it: a whole guide, or one of its attributes.
    @Test func snapKitSafeAreaGuide() throws {
        let (root, v) = tree(390, 844, ["content", "banner"])
        root.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        try v[0].snp.makeConstraints { make in make.edges.equalTo(root.safeAreaLayoutGuide) }
        try v[1].snp.makeConstraints { make in
            make.top.equalTo(root.safeAreaLayoutGuide.snp.top).offset(8)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(44)
        }
        let result = try root.layout()
        #expect(result.view(id: "content")?.frame == Rect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(result.view(id: "banner")?.frame == Rect(x: 0, y: 55, width: 390, height: 44))
    }

    /// SnapKit's composite targets pair attributes as its Constraint does: the same set pairs
    /// each with itself, edges pair with margins, a different set relates to its first.
    @Test func snapKitCompositeTargets() throws {
        let (root, v) = tree(200, 100, ["a", "b", "c", "d"])
        root.layoutMargins = EdgeInsets(top: 4, left: 6, bottom: 8, right: 10)
        try v[0].snp.makeConstraints { make in make.edges.equalTo(root.snp.margins) }
        try v[1].snp.makeConstraints { make in
            make.size.equalTo(v[0].snp.size).multipliedBy(0.5)
            make.center.equalTo(v[0].snp.center)
        }
        // width and height both relate to the size's first attribute, a's width (184).
        try v[2].snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(v[0].snp.size)
            make.width.equalTo(10)
        }
        let made = try v[3].snp.makeConstraints { make in make.edges.equalTo(v[0].snp.edges) }
        #expect(made[0].installed.map(\.secondAttribute) == [.left, .right, .top, .bottom])
        let result = try root.layout()
        // a: x 6, y 4, 200 − 6 − 10 = 184 wide, 100 − 4 − 8 = 88 tall.
        #expect(result.view(id: "a")?.frame == Rect(x: 6, y: 4, width: 184, height: 88))
        #expect(result.view(id: "b")?.frame == Rect(x: 6 + 46, y: 4 + 22, width: 92, height: 44))
        #expect(result.view(id: "c")?.frame == Rect(x: 0, y: 0, width: 10, height: 184))
        #expect(result.view(id: "d")?.frame == Rect(x: 6, y: 4, width: 184, height: 88))
    }

    /// A centre given as a plain value: SnapKit measures it from the superview's left or top
    /// (to-item nil → `.left`/`.top`), Masonry from the superview's centre.
    @Test func plainValuedCentresDifferByDialect() throws {
        let (root, v) = tree(200, 100, ["s", "m"])
        try v[0].snp.makeConstraints { make in
            make.centerX.equalTo(30)
            make.centerY.equalTo(20)
            make.size.equalTo(10)
        }
        try v[1].mas.makeConstraints { make in
            make.center.equalTo(Point(x: 30, y: 20))
            make.size.equalTo(10)
        }
        let result = try root.layout()
        #expect(result.view(id: "s")?.frame == Rect(x: 25, y: 15, width: 10, height: 10))
        #expect(result.view(id: "m")?.frame == Rect(x: 100 + 25, y: 50 + 15, width: 10, height: 10))
    }

    /// Masonry installs a chain with no relation: an edge relates to the superview's, a size to
    /// its constant. SnapKit makes nothing of it, so it is an error there.
    @Test func chainsWithoutARelation() throws {
        let (root, v) = tree(200, 100, ["a", "b"])
        try v[0].mas.makeConstraints { make in
            make.left.offset(10)
            make.top.offset(5)
            make.width.offset(40)
            _ = make.height
        }
        #expect(try root.layout().view(id: "a")?.frame == Rect(x: 10, y: 5, width: 40, height: 0))
        let error = #expect(throws: ChainMisuse.self) {
            try v[1].snp.makeConstraints { make in _ = make.left }
        }
        #expect(error?.message.contains("expected a relation such as equalTo(…) after the attributes; SnapKit makes no constraint without one") == true)
    }

    @Test func snapKitUpdateFailsWhenNothingMatches() throws {
        let (root, v) = tree(["a"])
        defer { withExtendedLifetime(root) {} }
        try v[0].snp.makeConstraints { make in make.width.equalTo(10) }
        try v[0].snp.updateConstraints { make in make.width.equalTo(20) }
        #expect(v[0].madeConstraints.map(\.constant) == [20])
        let error = #expect(throws: ChainMisuse.self) {
            try v[0].snp.updateConstraints { make in make.height.equalTo(20) }
        }
        #expect(error?.message.hasSuffix("updateConstraints found no constraint to update for height (SnapKit requires one)") == true)
    }

    @Test func snapKitKeptConstraintLabeledAndPriorities() throws {
        let (root, v) = tree(["a"])
        var width: SnapKitConstraint?
        try v[0].snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
            width = make.width.equalTo(50).labeled("w").constraint
            make.width.equalTo(80).priority(.high)
        }
        #expect(width?.installed.first?.key == "w")
        #expect(try root.layout().view(id: "a")?.frame.width == 50)
        try width?.update(offset: 60)
        #expect(try root.layout().view(id: "a")?.frame.width == 60)
        width?.deactivate()
        #expect(try root.layout().view(id: "a")?.frame.width == 80)
        width?.activate()
        #expect(throws: ChainMisuse.self) { try width?.update(priority: .low) }
    }

    // MARK: Misuse: thrown, naming the chain and where it was written

    @Test func relationTwiceIsAnError() throws {
        let (root, v) = tree(["a"])
        var message = ""
        let line = #line + 1
        do { try v[0].mas.makeConstraints { make in make.left.equalTo(root).equalTo(10) } } catch { message = error.message }
        #expect(message == "LayoutTests/ChainDSLTests.swift:\(line): relation set twice (equalTo after equalTo), in make.left.equalTo(root).equalTo(10)")
        #expect(v[0].madeConstraints.isEmpty)
    }

    @Test func attributeAfterRelationIsAnError() throws {
        let (root, v) = tree(["a"])
        let error = #expect(throws: ChainMisuse.self) {
            try v[0].mas.makeConstraints { make in
                make.width.equalTo(10)
                make.left.equalTo(root).top.offset(3)
            }
        }
        #expect(error?.message.hasSuffix("attribute 'top' chained after the relation; attributes come first, as in make.left.top.equalTo(…), in make.left.equalTo(root).top.offset(3)") == true)
        // Nothing of the block is installed, not even its good chains.
        #expect(v[0].madeConstraints.isEmpty)
    }

    @Test func noSuperviewNoCommonSuperviewAndBadTargets() throws {
        let lonely = View(id: "lonely")
        // Its own size needs no superview (Masonry installs it on the view itself); a position does.
        let sized = try lonely.mas.makeConstraints { make in
            make.width.equalTo(10)
            make.height.equalTo(lonely.mas_width).multipliedBy(0.5)
        }
        #expect(sized.count == 2 && lonely.madeConstraints.count == 2)
        var error = #expect(throws: ChainMisuse.self) { try lonely.mas.makeConstraints { make in make.left.equalTo(10) } }
        #expect(error?.message.contains("view \"lonely\" has no superview") == true)
        error = #expect(throws: ChainMisuse.self) { try lonely.mas.makeConstraints { make in make.width.equalTo(View(id: "other")) } }
        #expect(error?.message.contains("view \"lonely\" has no superview") == true)

        let (root, v) = tree(["a"])
        let (otherRoot, w) = tree(["elsewhere"])
        defer { withExtendedLifetime((root, otherRoot)) {} }
        error = #expect(throws: ChainMisuse.self) { try v[0].mas.makeConstraints { make in make.left.equalTo(w[0]) } }
        #expect(error?.message.hasSuffix("views \"a\" and \"elsewhere\" have no common superview, in make.left.equalTo(elsewhere)") == true)

        error = #expect(throws: ChainMisuse.self) { try v[0].mas.makeConstraints { make in make.left.equalTo(Size(width: 1, height: 2)) } }
        #expect(error?.message.hasSuffix("a size target goes with width, height or size, not left, in make.left.equalTo(CGSizeMake(1, 2))") == true)

        error = #expect(throws: ChainMisuse.self) { try v[0].snp.makeConstraints { make in make.left.equalTo(Size(width: 1, height: 2)) } }
        #expect(error?.message.contains("a size target goes with width") == true)

        error = #expect(throws: ChainMisuse.self) { try v[0].mas.makeConstraints { make in make.width.equalTo(v[0]).dividedBy(0) } }
        #expect(error?.message.contains("dividedBy(0)") == true)

        #expect(throws: ChainMisuse.self) { try [v[0]].mas_distributeViews(along: .vertical, withFixedSpacing: 1, leadSpacing: 0, tailSpacing: 0) }
    }

    @Test func multiplierOrPriorityChangedAfterInstallIsReportedByLayout() throws {
        let (root, v) = tree(["a"])
        var width: MASConstraint?
        try v[0].mas.makeConstraints { make in
            make.left.top.equalTo(root)
            make.height.equalTo(10)
            width = make.width.equalTo(root).multipliedBy(0.5)
        }
        width?.multipliedBy(0.25)
        let error = #expect(throws: LayoutError.self) { try root.layout() }
        #expect(error?.description.contains("multipliedBy(0.25) after the constraint was installed") == true)
    }
}

/// Views own their constraints and constraints do not own their views: a dropped tree is
/// freed (the fuzzer's leak check found a cycle view → constraint → view).
@Suite struct OwnershipTests {
    @Test func droppedTreesAreFreed() throws {
        weak var weakRoot: View?
        weak var weakChild: View?
        do {
            let (root, v) = tree(["a", "b"])
            try v[0].mas.makeConstraints { make in
                make.left.top.equalTo(root).offset(10)
                make.size.equalTo(v[1])
            }
            try v[1].mas.makeConstraints { make in make.edges.equalTo(v[0]) }
            _ = try root.layout()
            weakRoot = root
            weakChild = v[0]
        }
        #expect(weakRoot == nil && weakChild == nil)
    }
}
