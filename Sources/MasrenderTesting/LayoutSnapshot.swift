import Diff
import Foundation
import Goldens
import Layout
import PNGCodec
import Render
import Masrender
import Synchronization

private let unnamedCounts = Mutex<[String: Int]>([:])

/// Pictures and text of a view tree for golden tests, the same pictures the CLI draws.
public enum LayoutSnapshot {
    /// Lays the tree out from its root, text measured as it is drawn (labels need it), and
    /// draws it at `scale` with `overlay` and `theme`.
    public static func image(of view: View, scale: Double = 2, overlay: Overlay = .all, theme: Theme = .light) throws -> RGBAImage {
        try picture(of: view, scale: scale, overlay: overlay, theme: theme).image()
    }

    /// The solution JSON of the tree, as `masrender SCENE -o FILE.json` writes it.
    public static func json(of view: View) throws -> String {
        try picture(of: view).json()
    }

    /// The solved frames as text, one view a line, indented by depth: for text goldens that
    /// stay readable in a code review.
    public static func text(of view: View) throws -> String {
        let result = try picture(of: view).result
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

    /// Unnamed snapshots in one test are numbered, as swift-snapshot-testing numbers them:
    /// `testCell.1`, `testCell.2`, … (the count is kept per test file and test).
    public static func nextUnnamed(filePath: String, testName: String) -> String {
        unnamedCounts.withLock { counts in
            let key = filePath + "#" + testName
            counts[key, default: 0] += 1
            return String(counts[key]!)
        }
    }

    /// `testName()` → `testName`, and anything unsafe in a file name → `_`.
    public static func goldenName(testName: String, named name: String?) -> String {
        let base = String(testName.prefix { $0 != "(" })
        let clean = { (s: String) in String(s.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) }
        return clean(base) + (name.map { "." + clean($0) } ?? "")
    }

    /// Writes the reference, the failure and the diff image of a failed comparison into
    /// `SNAPSHOT_ARTIFACTS` (or the temporary folder), in a folder per test file when one is
    /// given (`masrender/CellTests/`), and returns the folder.
    public static func writeArtifacts(name: String, expected: RGBAImage?, actual: RGBAImage, diff: RGBAImage?,
                                      testFile: String? = nil) -> String {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        var url = URL(fileURLWithPath: root).appendingPathComponent("masrender")
        if let testFile { url = url.appendingPathComponent(URL(fileURLWithPath: testFile).deletingPathExtension().lastPathComponent) }
        let folder = url.path
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (suffix, image) in [("reference", expected), ("failure", actual), ("diff", diff)] {
            guard let image, let bytes = try? PNGCodec.encode(image) else { continue }
            try? AtomicFile.write(bytes, to: folder + "/" + name + "." + suffix + ".png")
        }
        return folder
    }
}
