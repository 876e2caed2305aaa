import Foundation
import PNGCodec
import Testing

/// A hidden view (UIView.isHidden) is laid out but not on the screen: the picture draws neither
/// its fill nor its text, only a faint dashed outline where overlays draw outlines.
@Suite struct HiddenViewTests {
    @Test func hiddenViewsAreNotDrawn() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("hidden.json")
        try #"""
        {"canvas": {"width": 200, "height": 120, "scale": 1},
         "views": [{"id": "shown", "color": "#00FF00", "frame": [10, 10, 40, 40]},
                   {"id": "gone", "color": "#FF0000", "hidden": true, "frame": [60, 10, 40, 40],
                    "subviews": [{"id": "inside", "color": "#0000FF", "frame": [5, 5, 10, 10]}]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        let png = dir.appendingPathComponent("hidden.png")
        let r = try CLIRunner.run([scene.path, "-o", png.path, "--overlay", "none"])
        #expect(r.status == 0, "\(r.stderr)")
        let image = try PNGCodec.decode(Array(Data(contentsOf: png)))
        var green = 0, red = 0, blue = 0
        for y in 0..<image.height { for x in 0..<image.width {
            let p = image.pixel(x: x, y: y)
            if p.r == 0 && p.g == 255 && p.b == 0 { green += 1 }
            if p.r == 255 && p.g == 0 && p.b == 0 { red += 1 }
            if p.r == 0 && p.g == 0 && p.b == 255 { blue += 1 }
        } }
        #expect(green == 40 * 40)
        #expect(red == 0 && blue == 0, "the hidden view and its subview are not drawn")
        // Its frame is still solved and reported.
        let json = dir.appendingPathComponent("hidden.json.out.json")
        #expect(try CLIRunner.run([scene.path, "-o", json.path]).status == 0)
        #expect(try CLIRunner.frames(inSolution: json)["gone"] == [60, 10, 40, 40])
    }
}
