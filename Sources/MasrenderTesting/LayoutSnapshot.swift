import Diff
import Foundation
import Goldens
import Layout
import PNGCodec
import Render

/// Pictures and text of a view tree for golden tests, the same pictures the CLI draws.
public enum LayoutSnapshot {
    /// Lays the tree out from its root and draws it at `scale`.
    public static func image(of view: View, scale: Double = 2) throws -> RGBAImage {
        let result = try view.root.layout()
        return try Renderer().image(result, scale: scale)
    }

    /// The solved frames as text, one view a line, indented by depth: for text goldens that
    /// stay readable in a code review.
    public static func text(of view: View) throws -> String {
        let result = try view.root.layout()
        return result.views.map { v in
            let f = v.absoluteFrame
            let numbers = [f.minX, f.minY, f.width, f.height].map(Layout.formatPoints).joined(separator: " ")
            return String(repeating: "  ", count: v.depth) + "\(v.key) (\(v.id)): \(numbers)"
        }.joined(separator: "\n") + "\n"
    }


    /// Where a test's goldens live: `__Snapshots__/<test file name>/` beside the test file,
    /// as swift-snapshot-testing keeps them.
    public static func snapshotFolder(forTestFile filePath: String) -> String {
        let file = URL(fileURLWithPath: filePath)
        return file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__")
            .appendingPathComponent(file.deletingPathExtension().lastPathComponent).path
    }

    /// `testName()` → `testName`, and anything unsafe in a file name → `_`.
    public static func goldenName(testName: String, named name: String?) -> String {
        let base = String(testName.prefix { $0 != "(" })
        let clean = { (s: String) in String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) }
        return clean(base) + (name.map { "." + clean($0) } ?? "")
    }

    /// Writes the reference, the failure and the diff image of a failed comparison into
    /// `SNAPSHOT_ARTIFACTS` (or the temporary folder), and returns the folder.
    public static func writeArtifacts(name: String, expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?) -> String {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let folder = URL(fileURLWithPath: root).appendingPathComponent("masrender").path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (suffix, image) in [("reference", expected), ("failure", actual), ("diff", diff)] {
            guard let image, let bytes = try? PNGCodec.encode(image) else { continue }
            try? AtomicFile.write(bytes, to: folder + "/" + name + "." + suffix + ".png")
        }
        return folder
    }
}
