import Layout
import Testing
@testable import Scene
import SourceProgram

/// Scenes with chains, solved: frames as Masonry and SnapKit would give them.
@Suite struct SceneLayoutTests {
    static let fixtures = URLPath.fixtures

    func solve(_ name: String) throws -> LayoutResult {
        try SceneDocument.load(path: Self.fixtures + "/" + name, codeReader: ProgramCodeReader()).makeViewTree().layout()
    }

    func solve(text: String) throws -> LayoutResult {
        try SceneDocument.decode(text, file: "s.json", codeReader: ProgramCodeReader()).makeViewTree().layout()
    }

    func message(_ text: String) -> String? {
        do { _ = try solve(text: text); return nil } catch { return "\(error)" }
    }

    /// Masonry's basic example at 320 × 416: w = (320 − 30)/2 = 145, h = (416 − 30)/2 = 193.
    @Test func masonryBasic() throws {
        let r = try solve("masonry-basic.json")
        #expect(r.view(id: "greenView")?.frame == Rect(x: 10, y: 10, width: 145, height: 193))
        #expect(r.view(id: "redView")?.frame == Rect(x: 165, y: 10, width: 145, height: 193))
        #expect(r.view(id: "blueView")?.frame == Rect(x: 10, y: 213, width: 300, height: 193))
        #expect(r.constraints.count == 20 && r.conflicts.isEmpty)
        #expect(r.constraints[0].description == "<MASLayoutConstraint:constraint UIView:greenView.top >= UIView:root.top + 10>")
    }

    /// height ≥ 5000 cannot hold with top and bottom pinned in 240: broken, with its minimal set.
    @Test func masonryConflict() throws {
        let r = try solve("masonry-conflict.json")
        #expect(r.conflicts == [Conflict(broken: 4, set: [0, 3, 4], involvesRootSize: true)])
        #expect(r.view(id: "messageLabel")?.frame == Rect(x: 10, y: 10, width: 300, height: 220))
        #expect(r.constraints[4].key == "ConstantConstraint")
        #expect(r.constraints.last?.state == .unmet(error: 40), "width 80 @high loses to width 40 @required")
    }

    /// iPhone 15: 393 × 852, safe area top 59, bottom 34; SnapKit insets on size shrink it.
    @Test func snapKitSafeArea() throws {
        let r = try solve("snapkit-safe-area.json")
        #expect(r.view(id: "header")?.frame == Rect(x: 16, y: 59, width: 361, height: 44))
        #expect(r.view(id: "content")?.frame == Rect(x: 16, y: 111, width: 361, height: 707))
        #expect(r.view(id: "card")?.frame == Rect(x: 56, y: 151, width: 281, height: 627))
    }

    @Test func distribute() throws {
        let r = try solve("masonry-distribute.json")
        #expect(r.views.dropFirst().map(\.frame.minX) == [5, 115, 225, 10, 130, 250])
    }

    /// State 0: 100 × 60 centred; "grown" updates the low-priority size to 200 × 120 (same
    /// items, relation, multiplier and priority: the constant changes, no constraint is
    /// added); "moved" remakes the tag at the bottom right and sets buttonWidth to 280.
    @Test func stepsUpdateRemakeAndConstants() throws {
        let document = try SceneDocument.load(path: Self.fixtures + "/masonry-steps.json", codeReader: ProgramCodeReader())
        #expect(document.stateCount == 3 && document.state(named: "grown") == 1 && document.state(named: "2") == 2)
        let s0 = try document.makeViewTree(state: 0).layout()
        let s1 = try document.makeViewTree(state: 1).layout()
        let s2 = try document.makeViewTree().layout()
        #expect(s0.view(id: "growingButton")?.frame == Rect(x: 110, y: 90, width: 100, height: 60))
        #expect(s1.view(id: "growingButton")?.frame == Rect(x: 60, y: 60, width: 200, height: 120))
        #expect(s1.constraints.count == s0.constraints.count, "update changes constants in place")
        #expect(s2.view(id: "growingButton")?.frame == Rect(x: 20, y: 60, width: 280, height: 120))
        #expect(s2.view(id: "tag")?.frame == Rect(x: 250, y: 200, width: 60, height: 30))
        #expect(s2.constraints.filter { $0.firstView == "tag" }.count == 4, "remake replaced the tag's four constraints")
    }

    @Test func stepMistakes() {
        let base = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "make": ["make.width.equalTo(@10).key(@\"w\")", "make.height.equalTo(@10)", "make.left.top.equalTo(@0)"]}], "steps": [STEP]}"##
        #expect(message(base.replacingOccurrences(of: "STEP", with: ##"{"constants": {"wdth": 5}}"##))
                == #"s.json:1:183: no constraint has the key "wdth"; keys are set with key(@"...") or labeled("...")"#)
        let snapkit = base.replacingOccurrences(of: #"{"canvas""#, with: #"{"dialect": "snapkit", "canvas""#)
            .replacingOccurrences(of: "(@1", with: "(1").replacingOccurrences(of: "(@0", with: "(0")
            .replacingOccurrences(of: "STEP", with: ##"{"update": {"a": ["make.centerX.equalTo(5)"]}}"##)
        #expect(message(snapkit)?.contains("updateConstraints found no constraint to update for centerX (SnapKit requires one)") == true)
    }

    /// Pasted calls run as the code would: on their receiver, by their own operation, in the
    /// order written; nothing in the text is dropped (it was: only the first block's body was
    /// read, for whichever view's "make" held it).
    @Test func pastedCallsRunAsWritten() throws {
        func frames(_ views: String, steps: String = "") throws -> LayoutResult {
            try solve(text: ##"{"canvas": {"width": 200, "height": 100}, "names": {"self.view": "root"}, "views": [VIEWS]STEPS}"##
                .replacingOccurrences(of: "VIEWS", with: views).replacingOccurrences(of: "STEPS", with: steps))
        }
        // Two blocks in a's "make": the second is b's, and is installed on b.
        let two = try frames(##"{"id": "a", "make": "[self.a mas_makeConstraints:^(MASConstraintMaker *make) {\n  make.left.top.equalTo(@10); make.size.equalTo(@20);\n}];\n[_b mas_makeConstraints:^(MASConstraintMaker *make) {\n  make.left.equalTo(self.a.mas_right).offset(5); make.top.equalTo(@10); make.size.equalTo(@30);\n}];"}, {"id": "b"}"##)
        #expect(two.view(id: "a")?.frame == Rect(x: 10, y: 10, width: 20, height: 20))
        #expect(two.view(id: "b")?.frame == Rect(x: 35, y: 10, width: 30, height: 30))
        // An update (or remake) first of all makes the constraints, as Masonry and SnapKit do.
        let first = try frames(##"{"id": "a", "make": "a.snp.updateConstraints { make in\n  make.edges.equalToSuperview().inset(10)\n}"}"##)
        #expect(first.view(id: "a")?.frame == Rect(x: 10, y: 10, width: 180, height: 80))
        let remade = try frames(##"{"id": "a", "make": "[weakSelf.a mas_remakeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];"}"##)
        #expect(remade.view(id: "a")?.frame == Rect(x: 0, y: 0, width: 200, height: 100))
        // A make, then an update of its constant, in order.
        let story = try frames(##"{"id": "a", "make": "[a mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.equalTo(@0); make.width.equalTo(@50); make.height.equalTo(@10); }];\n[a mas_updateConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@70); }];"}"##)
        #expect(story.view(id: "a")?.frame.width == 70 && story.constraints.count == 4)
        // A step's "make" may hold an update: it updates.
        let stepped = try frames(##"{"id": "a", "make": ["make.width.equalTo(@10)", "make.height.equalTo(@10)", "make.left.top.equalTo(@0)"]}"##,
                                 steps: ##", "steps": [{"make": {"a": ["[a mas_updateConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@5); }];"]}}]"##)
        #expect(stepped.view(id: "a")?.frame.width == 5)
        // Chains standing outside the blocks are the view's own, read too.
        let loose = try frames(##"{"id": "a", "make": "make.left.top.equalTo(@1);\n[a mas_makeConstraints:^(MASConstraintMaker *make) { make.size.equalTo(@5); }];\nmake.left.equalTo(@2);"}"##)
        #expect(loose.constraints.count == 5)
        // Masonry's relation repeated with a value: the value sets the constant, replacing the
        // one before (on a composite, each child's), so b's right is 10 before a's left (150)
        // and its size (4, 6), not 30.
        let again = try frames(##"{"id": "a", "make": ["make.right.top.equalTo(@0)", "make.size.equalTo(@50)"]}, {"id": "b", "make": ["make.right.equalTo(a.mas_left).mas_equalTo(-10)", "make.top.equalTo(@0)", "make.size.equalTo(@30).equalTo(CGSizeMake(4, 6))"]}"##)
        #expect(again.view(id: "b")?.frame == Rect(x: 136, y: 0, width: 4, height: 6))
    }

    /// Named constants as code has them: `offset(padding)`, `equalTo(kHeight)`, `Metric.inset * 2`,
    /// `self.padding`, and the screen's size by its usual names.
    @Test func constantsByName() throws {
        let r = try solve(text: ##"""
            {"canvas": {"width": 300, "height": 200}, "constants": {"padding": 10, "kHeight": 40, "Metric.inset": 6},
             "views": [{"id": "a", "make": "a.snp.makeConstraints { make in\n make.left.top.equalTo(padding)\n make.height.equalTo(kHeight)\n make.width.equalTo(SCREEN_WIDTH / 2 - Metric.inset * 2)\n}"},
                       {"id": "b", "make": "b.snp.makeConstraints { make in\n make.top.equalTo(a.snp.bottom).offset(self.padding)\n make.left.equalTo(a)\n make.size.equalTo(CGSize(width: UIScreen.main.bounds.width - 2 * padding, height: kHeight))\n make.right.lessThanOrEqualToSuperview().inset(UIEdgeInsets.zero)\n}"}]}
            """##)
        // a: 10 in, 40 tall, 300 / 2 − 12 = 138 wide; b: 10 below a, 300 − 20 = 280 wide.
        #expect(r.view(id: "a")?.frame == Rect(x: 10, y: 10, width: 138, height: 40))
        #expect(r.view(id: "b")?.frame == Rect(x: 10, y: 60, width: 280, height: 40))
        let masonry = try solve(text: ##"""
            {"canvas": {"width": 300, "height": 200}, "constants": {"padding": 10, "kHeight": 40, "Metric.inset": 6},
             "views": [{"id": "a", "make": "[a mas_makeConstraints:^(MASConstraintMaker *make) {\n make.left.top.equalTo(@(padding));\n make.height.equalTo(kHeight);\n make.width.equalTo(SCREEN_WIDTH / 2 - Metric.inset * 2);\n}];"}]}
            """##)
        #expect(masonry.view(id: "a")?.frame == Rect(x: 10, y: 10, width: 138, height: 40))
        let base = ##"{"canvas": {"width": 100, "height": 100}, "constants": CONSTANTS, "views": [{"id": "a", "make": ["make.width.equalTo(gap)"]}]}"##
        #expect(message(base.replacingOccurrences(of: "CONSTANTS", with: ##"{"a": 5}"##)) == #"s.json:1:57: "a" names a view and cannot also be a constant"#)
        #expect(message(base.replacingOccurrences(of: "CONSTANTS", with: ##"{"gap": "5"}"##)) == #"s.json:1:64: the constant "gap" must be a number, not a string"#)
        #expect(message(base.replacingOccurrences(of: "CONSTANTS", with: ##"{"gab": 5}"##))?.contains("unknown view 'gap'") == true)
    }

    /// A conflict with the canvas's fixed size names the constraints that fight the canvas, not
    /// others that would also conflict were the canvas free (issue 16's scene).
    @Test func aConflictWithTheCanvasLeansOnTheCanvas() throws {
        let r = try solve(text: ##"{"canvas": {"width": 320, "height": 416}, "views": [{"id": "v0", "make": ["make.center.lessThanOrEqualTo(superview)", "make.height.equalTo(@14)", "make.top.equalTo(@82)", "make.left.equalTo(@94)", "make.width.equalTo(@64)"]}, {"id": "v1", "make": ["make.top.equalTo(@23)", "make.height.equalTo(@111)", "make.bottom.equalTo(@53).offset(1)", "make.left.equalTo(@77)", "make.width.equalTo(@113)"]}]}"##)
        #expect(r.conflicts.count == 1)
        let conflict = try #require(r.conflicts.first)
        // v1: top 23 + height 111 cannot end 1 below a 416-point canvas.
        #expect(conflict.set.map { "\(r.constraints[$0].firstView).\(r.constraints[$0].firstAttribute.rawValue)" } == ["v1.top", "v1.height", "v1.bottom"])
        #expect(conflict.involvesRootSize)
    }

    /// Issue 12: code of one library in a scene of the other would give other frames (insets
    /// differ on sizes and centres), so the dialect follows the code, and a mismatch is an error.
    @Test func theDialectFollowsTheCode() throws {
        // SnapKit's inset shrinks a width; Masonry's leaves it alone.
        let swift = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "make": "a.snp.makeConstraints { make in\n make.top.left.equalToSuperview()\n make.width.height.equalToSuperview().inset(10)\n}"}]}"##
        let scene = try SceneDocument.decode(swift, file: "s.json", codeReader: ProgramCodeReader())
        #expect(scene.dialect == .snapkit)
        #expect(try solve(text: swift).view(id: "a")?.frame == Rect(x: 0, y: 0, width: 80, height: 80))
        let objc = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "make": ["make.top.left.equalTo(@0)", "make.width.height.equalTo(@50)"]}]}"##
        #expect(try SceneDocument.decode(objc, file: "s.json", codeReader: ProgramCodeReader()).dialect == .masonry)
        let neutral = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "make": ["top.left.equalTo(superview)"]}]}"##
        #expect(try SceneDocument.decode(neutral, file: "s.json", codeReader: ProgramCodeReader()).dialect == .masonry, "no word of either: Masonry, as before")

        #expect(message(swift.replacingOccurrences(of: #"{"canvas""#, with: #"{"dialect": "masonry", "canvas""#))?.hasPrefix(
            #"s.json:1:98: 'snp' is SnapKit's code, but the scene's "dialect" is "masonry" (Masonry's insets move edges only, SnapKit's also shrink sizes and move centres); set "dialect": "snapkit", or leave it out to follow the code (chain column 3)"#) == true)
        #expect(message(objc.replacingOccurrences(of: #"{"canvas""#, with: #"{"dialect": "snapkit", "canvas""#))?
            .hasPrefix(#"s.json:1:119: '@0' is Masonry's code, but the scene's "dialect" is "snapkit""#) == true)
        let mixed = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "make": ["make.width.equalTo(@50)"]}, {"id": "b", "make": ["$0.width.equalToSuperview()"]}]}"##
        #expect(message(mixed)?.hasPrefix(#"s.json:1:125: '$0' is SnapKit's code, but '@50' (line 1, column 94) is Masonry's"#) == true)
    }

    /// Issue 16: a mistyped view gets a did-you-mean like a mistyped attribute, the name's kind
    /// suffix aside ("gren" is far from "greenView" by letters, one from "green").
    @Test func aMistypedViewIsGuessed() {
        let base = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "greenView", "make": ["left.equalTo(TARGET)"]}, {"id": "titleLabel"}]}"##
        func make(_ target: String) -> String? { message(base.replacingOccurrences(of: "TARGET", with: target)) }
        #expect(make("gren.mas_right")?.contains("unknown view 'gren' (did you mean 'greenView'?)") == true)
        #expect(make("titel")?.contains("unknown view 'titel' (did you mean 'titleLabel'?)") == true)
        #expect(make("greenVeiw")?.contains("unknown view 'greenVeiw' (did you mean 'greenView'?)") == true)
        #expect(make("blue")?.contains("unknown view 'blue'") == true)
        #expect(make("blue")?.contains("did you mean") == false)
        let steps = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "greenView"}], "steps": [{"name": "s", "update": {"gren": ["width.equalTo(@5)"]}}]}"##
        #expect(message(steps)?.contains("(did you mean \"greenView\"?)") == true)
    }

    @Test func pastedCodeThatCannotBeReadIsAnError() {
        let base = ##"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "make": MAKE}, {"id": "b"}]}"##
        func make(_ code: String) -> String? { message(base.replacingOccurrences(of: "MAKE", with: code)) }
        #expect(make(##""[c mas_makeConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@5); }];""##)?
            .hasPrefix(#"s.json:1:75: unknown view 'c' as the receiver of this block (did you mean "a"?); name a view of the scene (by id or through "names") (chain column 2)"#) == true)
        #expect(make(##""[a mas_makeConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@5); }];\n[arr mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:5 tailSpacing:5];""##)?
            .hasPrefix(#"s.json:1:161: mas_distributeViewsAlongAxis is not read in a "make" string; use a group with "views" and "distribute" (docs/scene-format.md) (chain column 6)"#) == true)
        #expect(make(##""[a mas_makeConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@5); }];\nthis is garbage""##)?
            .hasPrefix("s.json:1:161: unexpected 'is' after the chain; expected ';' or a new line (chain column 6)") == true)
    }

    @Test func misuseInAChainPointsAtIt() {
        let text = ##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "make": ["make.left.equalTo(@1)", "make.left.equalTo(CGSizeMake(1, 2))"]}]}"##
        #expect(message(text) == """
        s.json:1:98: a size target goes with width, height or size, not left (chain column 1)
            make.left.equalTo(CGSizeMake(1, 2))
            ^~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~
        """)
    }
}

enum URLPath {
    static let fixtures: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/") + "/Fixtures/scenes"
    }()
}
