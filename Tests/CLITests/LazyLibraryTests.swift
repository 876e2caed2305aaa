import Foundation
import Testing

/// Cairo, Pango and fontconfig (and the thirty-odd libraries they pull in) are loaded when a
/// picture or text is first made, not at start-up: `--version` and `diff` never load them,
/// which is most of their start-up (docs/performance.md). glibc's LD_DEBUG lists every
/// library a process loads.
@Suite struct LazyLibraryTests {
    static func loadsCairo(_ arguments: [String]) throws -> (status: Int32, loaded: Bool) {
        let outcome = try CLIRunner.run(arguments, environment: ["LD_DEBUG": "files"])
        return (outcome.status, outcome.stderr.contains("libcairo.so.2") && outcome.stderr.contains("libpangocairo-1.0.so.0"))
    }

    @Test func versionAndDiffDoNotLoadCairo() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let picture = dir.appendingPathComponent("basic.png").path
        #expect(try CLIRunner.run([CLIRunner.fixture("basic.json"), "-o", picture]).status == 0)

        let version = try Self.loadsCairo(["--version"])
        #expect(version.status == 0 && !version.loaded)
        let diff = try Self.loadsCairo(["diff", picture, picture])
        #expect(diff.status == 0 && !diff.loaded)
        // The same check sees them when a picture is drawn: it can fail.
        let render = try Self.loadsCairo([CLIRunner.fixture("basic.json"), "-o", dir.appendingPathComponent("again.png").path])
        #expect(render.status == 0 && render.loaded)
    }
}
