import Foundation
import Testing

/// `masrender diff-layout`: what moved between two layouts, in words (issue 14, item 2).
@Suite struct DiffLayoutCommandTests {
    let fm = FileManager.default

    func scene(_ views: String) -> String {
        ##"{"canvas": {"width": 320, "height": 200}, "views": [VIEWS]}"##.replacingOccurrences(of: "VIEWS", with: views)
    }

    @Test func movedResizedAddedRemovedAndBroken() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let before = dir.appendingPathComponent("before.json"), after = dir.appendingPathComponent("after.json")
        try scene(##"{"id": "email", "make": ["make.top.left.equalTo(superview).offset(20)", "make.width.equalTo(@200)", "make.height.equalTo(@44)"]}, {"id": "hint", "make": ["make.top.left.equalTo(@0)", "make.size.equalTo(@10)"]}"##)
            .write(to: before, atomically: true, encoding: .utf8)
        // email: 8 higher and 4 shorter; hint gone; a button added; a required height that breaks.
        try scene(##"{"id": "email", "make": ["make.top.left.equalTo(superview).offset(20)", "make.top.equalTo(@12).priority(999)", "make.width.equalTo(@200)", "make.height.equalTo(@40)"]}, {"id": "button", "make": ["make.left.top.equalTo(@0)", "make.size.equalTo(@30)", "make.height.equalTo(@31)"]}"##)
            .write(to: after, atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["diff-layout", before.path, after.path])
        #expect(r.status == 1, "\(r.stderr)")
        // A new view's constraints come with its line (only its broken one is said); a removed
        // view's go with it.
        #expect(r.stdout == """
            layout changed: 1 view moved or resized, 1 added, 1 removed, 3 constraints changed
            email: height 44 → 40 (−4)
            button: added at [0, 0, 30, 30]
            hint: removed (was at [0, 0, 10, 10])
            <MASLayoutConstraint:constraint UIView:email.top == UIView:root.top + 12 ^999>: added (unmet)
            <MASLayoutConstraint:constraint UIView:email.height == 40>: constant 44 → 40
            <MASLayoutConstraint:constraint UIView:button.height == 31>: added (broken)

            """)
    }

    @Test func identicalSolutionsAndMistakes() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let solved = dir.appendingPathComponent("conflict.json").path
        #expect(try CLIRunner.run([CLIRunner.fixture("masonry-conflict.json"), "-o", solved]).status == 0)
        // A solution JSON against the scene it came from: the same layout.
        let same = try CLIRunner.run(["diff-layout", solved, CLIRunner.fixture("masonry-conflict.json")])
        #expect(same.status == 0 && same.stdout == "layout identical\n")
        let json = try CLIRunner.run(["diff-layout", solved, solved, "--json"])
        #expect(json.status == 0 && json.stdout.contains("\"identical\": true"))
        let other = dir.appendingPathComponent("other.json")
        try #"{"a": 1}"#.write(to: other, atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run(["diff-layout", other.path, solved])
        #expect(bad.status == 2 && bad.stderr.contains("other.json:1:1: not a solved layout: expected the JSON masrender writes with -o FILE.json"))
    }
}
