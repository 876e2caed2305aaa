import Foundation
import Testing

/// Everything the fuzzer ever found, replayed through the harness (which checks that no
/// non-finite number reaches a result) and through the command line (which must answer with
/// exit code 0, 1 or 2 — never a crash).
@Suite struct FuzzRegressionTests {
    static let folder = CLIRunner.packageRoot.appendingPathComponent("Fixtures/fuzz/regressions").path
    static let inputs: [String] = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        .filter { !$0.hasSuffix(".md") }.sorted()

    @Test func harnessReplaysFixturesAndFindings() throws {
        let harness = URL(fileURLWithPath: CLIRunner.binary).deletingLastPathComponent().appendingPathComponent("masrender-fuzz").path
        let scenes = try FileManager.default.contentsOfDirectory(atPath: CLIRunner.packageRoot.appendingPathComponent("Fixtures/scenes").path)
            .filter { $0.hasSuffix(".json") }.map(CLIRunner.fixture)
        let pngFolder = CLIRunner.packageRoot.appendingPathComponent("Fixtures/fuzz/png").path
        let pngs = try FileManager.default.contentsOfDirectory(atPath: pngFolder).filter { $0.hasSuffix(".png") }.sorted().map { pngFolder + "/" + $0 }
        let files = scenes + pngs + Self.inputs.map { Self.folder + "/" + $0 }
        let out = try CLIRunner.runTool(harness, files)
        #expect(out.split(separator: "\n").count == files.count, "every input replayed: \(out)")
    }

    @Test(arguments: inputs)
    func commandLineAnswersEveryFinding(input: String) throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let r = try CLIRunner.run([Self.folder + "/" + input, "-o", dir.appendingPathComponent("out.json").path])
        #expect([0, 1, 2].contains(r.status), "\(input): exit \(r.status), \(r.stderr)")
        // One line of message (a chain error adds the chain quoted around the problem), short
        // however long the input.
        if r.status == 2 { #expect(r.stderr.hasPrefix("masrender: ") && r.stderr.count < 600, "\(r.stderr.prefix(600))") }
    }
}
