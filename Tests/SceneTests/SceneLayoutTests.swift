import Layout
import Testing
@testable import Scene

/// Scenes with chains, solved: frames as Masonry and SnapKit would give them.
@Suite struct SceneLayoutTests {
    static let fixtures = URLPath.fixtures

    func solve(_ name: String) throws -> LayoutResult {
        try SceneDocument.load(path: Self.fixtures + "/" + name).makeViewTree().layout()
    }

    func solve(text: String) throws -> LayoutResult {
        try SceneDocument.decode(text, file: "s.json").makeViewTree().layout()
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
        #expect(r.conflicts == [Conflict(broken: 4, set: [0, 3, 4])])
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
        let document = try SceneDocument.load(path: Self.fixtures + "/masonry-steps.json")
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
            .replacingOccurrences(of: "STEP", with: ##"{"update": {"a": ["make.centerX.equalTo(@5)"]}}"##)
        #expect(message(snapkit)?.contains("updateConstraints found no constraint to update for centerX (SnapKit requires one)") == true)
        #expect(message(base.replacingOccurrences(of: "STEP", with: ##"{"make": {"a": ["[a mas_updateConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@5); }];"]}}"##))?
            .contains("a pasted mas_updateConstraints block belongs in a step's \"update\"") == true)
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
