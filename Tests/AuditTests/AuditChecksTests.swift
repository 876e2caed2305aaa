import Testing
@testable import Audit
import Layout
import Scene

/// The checks on one solved layout, on scenes without text (no measurer needed), frames by hand.
@Suite struct AuditChecksTests {
    static func findings(_ json: String) throws -> [AuditFinding] {
        let document = try SceneDocument.decode(json, file: "t.json")
        return AuditChecks.findings(try document.layout(text: nil))
    }

    /// card (0, 0, 200, 100) clips; inside it `badge` at x 180, 40 wide, reaches 20 past its right
    /// edge. `sticker` sits in a card that does not clip, 10 past its bottom: an image over what lies
    /// below. Its subview `dot` goes with it and is not said again.
    @Test func clippedAndOverflowingViews() throws {
        let found = try Self.findings("""
        {"canvas": {"width": 400, "height": 600},
         "views": [
           {"id": "card", "clips": true, "frame": [0, 0, 200, 100], "subviews": [
             {"id": "badge", "frame": [180, 10, 40, 20]}]},
           {"id": "open", "frame": [0, 200, 200, 100], "subviews": [
             {"id": "sticker", "kind": "image", "frame": [10, 60, 50, 50], "subviews": [{"id": "dot", "kind": "image", "frame": [0, 45, 10, 10]}]}]}
         ]}
        """)
        #expect(found.map(\.kind) == [.clipped, .overflow])
        #expect(found[0].words == "badge reaches 20 past the right edge of card, which clips it")
        #expect(found[0].marked == ["badge"])
        #expect(found[1].words == "sticker reaches 10 past the bottom of open, over what lies beyond it")
    }

    /// Hidden views and their subviews, and layout guides, are not checked.
    @Test func hiddenViewsAreNotChecked() throws {
        let found = try Self.findings("""
        {"canvas": {"width": 400, "height": 600},
         "views": [
           {"id": "a", "frame": [0, 0, 100, 100]},
           {"id": "b", "frame": [50, 50, 100, 100], "hidden": true, "subviews": [{"id": "c", "kind": "image", "frame": [380, 0, 100, 10]}]}
         ]}
        """)
        #expect(found.isEmpty)
    }

    /// A 600-point-wide image at the top of a 600-wide screen with a 47-point status bar is a
    /// background; a 100-point image there is content under the status bar (and the notch).
    @Test func backgroundsMayGoUnderTheStatusBar() throws {
        let found = try Self.findings("""
        {"canvas": {"width": 600, "height": 800, "safeArea": {"top": 47, "bottom": 34}},
         "views": [
           {"id": "backdrop", "kind": "image", "frame": [0, 0, 600, 200]},
           {"id": "avatar", "kind": "image", "frame": [20, 20, 100, 100]}
         ]}
        """)
        #expect(found.map(\.kind) == [.overlap, .unsafeArea])
        #expect(found[1].views == ["avatar"])
        #expect(found[1].words.hasPrefix("avatar is under the status bar and the notch"))
    }

    /// A conflict is one finding naming its views; its identity does not hold its constants, so
    /// the same conflict on another screen size is the same finding.
    @Test func conflictsAreOneFindingWhateverTheirConstants() throws {
        func conflict(_ width: Int) throws -> AuditFinding {
            let found = try Self.findings("""
            {"canvas": {"width": \(width), "height": 600},
             "views": [{"id": "box", "make": ["make.left.right.equalTo(superview)", "make.top.equalTo(superview)", "make.height.equalTo(@10)", "make.width.equalTo(@500)"]}]}
            """)
            return try #require(found.first { $0.kind == .conflict })
        }
        #expect(try conflict(390).identity == conflict(430).identity)
        #expect(try conflict(390).level == .error)
    }
}
