import Layout
import Testing
@testable import Scene

@Suite struct SceneDecoderTests {
    func decode(_ text: String) throws(SceneError) -> SceneDocument { try SceneDocument.decode(text, file: "s.json") }

    func message(_ text: String) -> String? {
        do { _ = try decode(text); return nil } catch { return error.description }
    }

    @Test func fixedFramesNestInTheirParents() throws {
        let scene = try decode("""
        {"canvas": {"width": 320, "height": 240, "scale": 2, "background": "#102030"},
         "views": [{"id": "a", "key": "aView", "color": "#FF0000", "frame": [10, 20, 100, 50],
                    "border": {"width": 2, "color": "#00FF0080"},
                    "subviews": [{"id": "b", "frame": [5, 6, 7, 8]}]}]}
        """)
        #expect(scene.canvas.scale == 2)
        #expect(scene.canvas.background == Color(red: 16 / 255, green: 32 / 255, blue: 48 / 255))
        let result = try scene.makeViewTree().layout()
        #expect(result.views.map(\.id) == ["root", "a", "b"])
        #expect(result.root.frame == Rect(x: 0, y: 0, width: 320, height: 240))
        let a = try #require(result.view(id: "a"))
        #expect(a.key == "aView")
        #expect(a.backgroundColor == Color(red: 1, green: 0, blue: 0))
        #expect(a.border == Border(width: 2, color: Color(red: 0, green: 1, blue: 0, alpha: 128 / 255)))
        let b = try #require(result.view(id: "b"))
        #expect(b.frame == Rect(x: 5, y: 6, width: 7, height: 8))
        #expect(b.absoluteFrame == Rect(x: 15, y: 26, width: 7, height: 8))
        #expect(b.parentID == "a")
        #expect(b.key == "b")
    }

    @Test func defaults() throws {
        let scene = try decode(##"{"canvas": {"width": 10, "height": 20}, "views": [{"id": "self.redView", "color": "#abc"}]}"##)
        #expect(scene.canvas.scale == 1)
        #expect(scene.canvas.background == .white)
        #expect(scene.views[0].frame == nil)
        #expect(scene.views[0].color == Color(red: 0xAA / 255, green: 0xBB / 255, blue: 0xCC / 255))
        let result = try scene.makeViewTree().layout()
        #expect(result.view(id: "self.redView")?.frame == .zero)
    }

    @Test(arguments: [
        (##"{"canvas": {"width": 10, "height": 10, "colour": "#fff"}}"##,
         ##"s.json:1:40: unknown key "colour" in the canvas; valid keys: width, height, scale, background, device, safeArea, margins, direction, fit"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "colr": "#fff"}]}"##,
         ##"s.json:1:63: unknown key "colr" in a view (did you mean "color"?); valid keys: id, kind, key, color, border, frame, subviews, make, text, font, textColor, lines, alignment, preferredMaxWidth, margins, intrinsicSize, hugging, compressionResistance"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a"}, {"id": "a"}]}"##,
         ##"s.json:1:71: duplicate view id "a" (first used at line 1, column 58)"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "root"}]}"##,
         ##"s.json:1:58: the id "root" is the canvas's"##),
        (##"{"canvas": {"width": "10", "height": 10}}"##,
         ##"s.json:1:22: "width" in the canvas must be a number, not a string"##),
        (##"{"canvas": {"width": 0, "height": 10}}"##,
         ##"s.json:1:22: "width" in the canvas must be between 1 and 100000 points, not 0"##),
        (##"{"canvas": {"height": 10}}"##,
         ##"s.json:1:12: the canvas has no "width"; expected a number of points"##),
        (##"{"views": []}"##,
         ##"s.json:1:1: the scene has no "canvas"; expected e.g. "canvas": {"width": 320, "height": 480}"##),
        (##"[1]"##, ##"s.json:1:1: the scene must be an object, not an array"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "frame": [1, 2, 3]}]}"##,
         ##"s.json:1:72: "frame" in view "a" must be an array [x, y, width, height] of numbers, not 3 numbers"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "frame": [1, 2, "3", 4]}]}"##,
         ##"s.json:1:79: "frame" in view "a" must be an array [x, y, width, height] of numbers; item 3 is a string"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "frame": [1, 2, -3, 4]}]}"##,
         ##"s.json:1:79: the width in "frame" of view "a" must not be negative"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "color": "red"}]}"##,
         ##"s.json:1:72: "color" in view "a" must be a colour such as "#7FD1AE" (#RGB, #RRGGBB or #RRGGBBAA), not "red""##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "kind": "button"}]}"##,
         ##"s.json:1:71: unknown view kind "button" in view "a"; expected one of: view, label, image, scroll"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"key": "a"}]}"##,
         ##"s.json:1:51: a view has no "id"; every view needs a unique id such as "redView""##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "border": {"width": 1, "style": "dashed"}}]}"##,
         ##"s.json:1:86: unknown key "style" in the border of view "a"; valid keys: width, color"##),
        (##"{"format": 2, "canvas": {"width": 10, "height": 10}}"##,
         ##"s.json:1:12: "format" must be 1, the only scene format there is"##),
        (##"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "make": ["left.equalTo(@10)"]}]}"##,
         ##"s.json:1:63: "make" in view "a" needs constraint and text support, which this version of masrender does not have yet"##),
    ])
    func mistakes(text: String, expected: String) {
        #expect(message(text) == expected)
    }

    @Test func solutionJSONIsRoundedAndOrdered() throws {
        let scene = try decode(#"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a", "frame": [0.33333, -0.0001, 1.5, 2]}]}"#)
        let json = SolutionEncoder.encode(try scene.makeViewTree().layout(), scale: 2).serialized()
        #expect(json == """
        {
          "canvas": {
            "width": 10,
            "height": 10,
            "scale": 2
          },
          "views": [
            {
              "id": "a",
              "key": "a",
              "kind": "view",
              "parent": "root",
              "frame": [0.333, 0, 1.5, 2],
              "absoluteFrame": [0.333, 0, 1.5, 2],
              "ambiguous": []
            }
          ],
          "constraints": [],
          "conflicts": []
        }

        """)
    }
}
