import Foundation
import PNGCodec
import Testing

/// `masrender gallery`, and the render options that change how a scene is drawn: --overlay,
/// --theme, --device.
@Suite struct GalleryAndOverlayCommandTests {
    let fm = FileManager.default

    @Test func galleryListsEveryLayout() throws {
        let r = try CLIRunner.run(["gallery"])
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n")
        #expect(lines.count == 15)
        #expect(lines.first?.hasPrefix("basic") == true)
        #expect(r.stdout.contains("update              Update Constraints  (states: 0, grown, grown-twice)"))
    }

    @Test func galleryDrawsALayoutInEachState() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("remake.png").path
        let r = try CLIRunner.run(["gallery", "remake", "--all-steps", "-o", out])
        #expect(r.status == 0, "\(r.stderr)")
        for state in ["0", "moved"] {
            let png = try PNGCodec.decode(Array(Data(contentsOf: dir.appendingPathComponent("remake.\(state).png"))))
            #expect(png.width == 640 && png.height == 832, "320 × 416 at @2x")
        }
        let json = dir.appendingPathComponent("moved.json").path
        #expect(try CLIRunner.run(["gallery", "remake", "--step", "moved", "-o", json]).status == 0)
        let solved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let button = (solved?["views"] as? [[String: Any]])?.first { $0["id"] as? String == "movingButton" }
        #expect(button?["frame"] as? [Double] == [210, 306, 100, 100])
    }

    @Test func galleryMistakesAreOneLineErrors() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("x.png").path
        var r = try CLIRunner.run(["gallery", "basci", "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr == "masrender: no gallery layout \"basci\"; did you mean \"basic\"? (masrender gallery lists them)\n")
        r = try CLIRunner.run(["gallery", "update", "--step", "huge", "-o", out])
        #expect(r.status == 2)
        #expect(r.stderr == "masrender: gallery update: no state \"huge\"; the states are 0, grown, grown-twice\n")
        #expect(!fm.fileExists(atPath: out), "nothing written")
        // The debugging example is broken on purpose: --strict says so after drawing it.
        r = try CLIRunner.run(["gallery", "debugging", "--strict", "-o", out])
        #expect(r.status == 1)
        #expect(fm.fileExists(atPath: out))
    }

    @Test func overlayThemeAndDeviceOverrideTheScene() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = CLIRunner.fixture("masonry-conflict.json")
        func render(_ name: String, _ options: [String]) throws -> RGBAImage {
            let out = dir.appendingPathComponent(name).path
            let r = try CLIRunner.run([scene, "-o", out] + options)
            #expect(r.status == 0, "\(options): \(r.stderr)")
            return try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: out))))
        }
        let all = try render("all.png", [])
        let frames = try render("frames.png", ["--overlay", "frames"])
        #expect(all.height > frames.height, "the problems' legend goes below the canvas")
        #expect(frames.width == 640 && frames.height == 480)
        let dark = try render("dark.png", ["--overlay", "none", "--theme", "dark"])
        let corner = dark.pixel(x: 2, y: 2)
        #expect(max(corner.r, corner.g, corner.b) < 40, "the dark theme's canvas")
        let phone = try render("phone.png", ["--overlay", "frames", "--device", "iPhone 15 landscape"])
        #expect(phone.width == 852 * 3 && phone.height == 393 * 3)
        let r = try CLIRunner.run([scene, "-o", dir.appendingPathComponent("x.png").path, "--device", "iPhone 51"])
        #expect(r.status == 2)
        #expect(r.stderr.hasPrefix("masrender: --device: unknown device \"iPhone 51\" (did you mean \"iPhone 15\"?); known devices: iPhone SE"))
        let bad = try CLIRunner.run([scene, "-o", dir.appendingPathComponent("y.png").path, "--overlay", "lots"])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("lots"))
    }

    @Test func labelsScrollViewsAndFittingRenderFromScenes() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let json = dir.appendingPathComponent("cell.json").path
        let r = try CLIRunner.run([CLIRunner.fixture("self-sizing-cell.json"), "-o", json])
        #expect(r.status == 0, "\(r.stderr)")
        let solved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any]
        let canvas = solved?["canvas"] as? [String: Any]
        #expect(canvas?["width"] as? Double == 320, "fit height keeps the width")
        let height = try #require(canvas?["height"] as? Double)
        #expect(height > 60 && height < 200, "the height is the content's: \(height)")

        let scroll = dir.appendingPathComponent("scroll.json").path
        #expect(try CLIRunner.run([CLIRunner.fixture("gallery-scroll-view.json"), "-o", scroll]).status == 0)
        let scrolled = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: scroll))) as? [String: Any]
        let scrollView = (scrolled?["views"] as? [[String: Any]])?.first { $0["id"] as? String == "scrollView" }
        #expect(scrollView?["contentSize"] as? [Double] == [320, 1375], "25 + 50 + … + 250 of content in a 416-high frame")
    }
}
