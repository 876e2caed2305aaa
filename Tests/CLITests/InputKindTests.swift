import Foundation
import Testing

/// One place decides what an input is: every command reads a `.txt` log, a source file, a
/// scene and a console log the same way, and `check` collects the same kinds from a folder.
@Suite struct InputKindTests {
    let fm = FileManager.default

    /// A log named `.txt` was a log for `masrender FILE` and `explain` but a scene (a JSON error)
    /// for `check`; and `diff-layout` did not take logs at all.
    @Test func everyCommandReadsALogAsALog() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let txt = dir.appendingPathComponent("conflict.txt").path
        try fm.copyItem(atPath: CLIRunner.logFixture("masonry-keys.log"), toPath: txt)
        #expect(try CLIRunner.run([txt, "-o", dir.appendingPathComponent("a.png").path]).status == 0)
        #expect(try CLIRunner.run(["explain", txt]).stdout.hasPrefix("conflict.txt: "))
        let check = try CLIRunner.run(["check", txt, "--goldens", dir.appendingPathComponent("g").path, "--record", "missing"])
        #expect(check.stdout.contains("recorded conflict"), "\(check.stdout) \(check.stderr)")
        #expect(fm.fileExists(atPath: dir.appendingPathComponent("g/conflict.png").path), "named as a log's golden is")
        let same = try CLIRunner.run(["diff-layout", CLIRunner.logFixture("masonry-keys.log"), txt])
        #expect(same.status == 0 && same.stdout == "layout identical\n", "\(same.stdout) \(same.stderr)")
        let other = try CLIRunner.run(["diff-layout", CLIRunner.logFixture("masonry-keys.log"), CLIRunner.logFixture("truncated.log")])
        #expect(other.status == 1 && other.stdout.hasPrefix("layout changed: "), "\(other.stdout) \(other.stderr)")
    }

    /// A folder: scenes, `.log` logs and `.m`/`.mm`/`.swift` files are checked; headers and
    /// `.txt` notes are not (they are read only when named).
    @Test func checkCollectsTheKindsItDraws() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("in")
        try fm.createDirectory(at: scenes, withIntermediateDirectories: true)
        try fm.copyItem(atPath: CLIRunner.fixture("basic.json"), toPath: scenes.appendingPathComponent("basic.json").path)
        try fm.copyItem(atPath: CLIRunner.logFixture("masonry-keys.log"), toPath: scenes.appendingPathComponent("keys.log").path)
        let sources = CLIRunner.packageRoot.appendingPathComponent("Fixtures/sources").path
        try fm.copyItem(atPath: sources + "/LoginView.m", toPath: scenes.appendingPathComponent("LoginView.m").path)
        try "notes, not a log".write(to: scenes.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        try "#define kPad 10\n".write(to: scenes.appendingPathComponent("Metrics.h"), atomically: true, encoding: .utf8)
        let r = try CLIRunner.run(["check", scenes.path, "--goldens", dir.appendingPathComponent("g").path, "--record", "missing"])
        // `recorded NAME: …`
        let names = r.stdout.split(separator: "\n").filter { $0.hasPrefix("recorded") }
            .map { $0.dropFirst("recorded ".count).split(separator: ":").first.map { String($0).trimmingCharacters(in: .whitespaces) } ?? "" }
        #expect(names.sorted() == ["LoginView.m", "basic", "keys"], "\(r.stdout)")
    }
}
