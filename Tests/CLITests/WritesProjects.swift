import Foundation

/// A suite that writes small apps to read: a folder marked as an Xcode project, files written
/// into it by their paths.
protocol WritesProjects {
    var fm: FileManager { get }
}

extension WritesProjects {
    /// Writes `text` at `path` inside `dir`, making the folders on the way.
    func write(_ text: String, _ path: String, in dir: URL) throws {
        let url = dir.appendingPathComponent(path)
        try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// Renders `file` to JSON beside it: the run, and each view's frame in the root's coordinates.
    func frames(_ file: URL, _ extra: [String] = []) throws -> (CLIRunner.Outcome, [String: [Double]]) {
        let out = file.deletingLastPathComponent().appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path] + extra)
        return (r, (try? CLIRunner.frames(inSolution: out)) ?? [:])
    }

    /// A fresh folder holding an empty `NAME.xcodeproj`, which marks it as the project's root.
    func project(_ name: String) throws -> URL {
        let dir = try CLIRunner.scratchFolder()
        try fm.createDirectory(at: dir.appendingPathComponent("\(name).xcodeproj"), withIntermediateDirectories: true)
        return dir
    }
}
