import Foundation
import Testing

/// Dynamic Type from the command line: `--text-size` and the canvas's `textSize` size labels in
/// a text style; a label in a fixed size does not move.
@Suite struct TextSizeTests {
    /// "body" is 17 pt at Large, 28 at AX1 and 14 at xSmall (HIG); a line is 2444/2048 of the
    /// size, rounded up to the @2x pixel: 20.287 → 20.5, 33.414 → 33.5, 16.707 → 17.
    @Test func textStylesFollowTheTextSize() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("styles.json")
        try #"""
        {"canvas": {"width": 300, "height": 200, "scale": 2},
         "views": [{"id": "body", "kind": "label", "text": "Hi", "font": "body", "make": ["make.left.top.equalTo(superview)"]},
                   {"id": "fixed", "kind": "label", "text": "Hi", "font": "system 17", "make": ["make.left.equalTo(superview)", "make.top.equalTo(body.mas_bottom)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        func heights(_ extra: [String]) throws -> (body: Double, fixed: Double) {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([scene.path, "-o", out.path] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let frames = try CLIRunner.frames(inSolution: out)
            return (frames["body"]?[3] ?? -1, frames["fixed"]?[3] ?? -1)
        }
        #expect(try heights([]) == (20.5, 20.5))
        #expect(try heights(["--text-size", "AX1"]) == (33.5, 20.5))
        #expect(try heights(["--text-size", "extraSmall"]) == (17, 20.5))
        let wrong = try CLIRunner.run([scene.path, "-o", dir.appendingPathComponent("x.png").path, "--text-size", "huge"])
        #expect(wrong.status == 2 && wrong.stderr.contains("--text-size"))
        // The canvas says it too, and the command line wins.
        let text = try String(contentsOf: scene, encoding: .utf8).replacingOccurrences(of: "\"scale\": 2}", with: "\"scale\": 2, \"textSize\": \"xxxLarge\"}")
        try text.write(to: scene, atomically: true, encoding: .utf8)
        #expect(try heights([]).body == 27.5)
        #expect(try heights(["--text-size", "Large"]).body == 20.5)
    }
}
