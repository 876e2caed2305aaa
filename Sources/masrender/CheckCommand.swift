import ArgumentParser
import Goldens
import Diff
import Dispatch
import Foundation
import PNGCodec
import Render
import Synchronization

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenes and compare them with their golden images.",
        discussion: """
        Each scene SCENE.json is compared with GOLDENS/SCENE.png as decoded pixels, exactly.
        Folders are searched for .json scenes (sorted by path). Exit codes: 0 all match,
        1 differences (or goldens were recorded, or are missing), 2 errors.

        Record modes (swift-snapshot-testing's): all = write every golden; missing = write
        goldens that do not exist yet; failed = also overwrite goldens that differ; never =
        write nothing. Default: MASRENDER_RECORD if set, else never when CI is set, else missing.

        Examples:
          masrender check Fixtures/scenes --goldens Fixtures/goldens
          masrender check Fixtures/scenes --goldens Fixtures/goldens --record failed
          masrender check Fixtures/scenes --goldens Fixtures/goldens --shard 2/4 --report report --junit junit.xml
        """)

    @Argument(help: ArgumentHelp("Scene files or folders of scenes.", valueName: "scenes"))
    var scenes: [String]
    @Option(help: ArgumentHelp("The folder of golden PNGs.", valueName: "dir"))
    var goldens: String
    @Option(help: ArgumentHelp("all, missing, failed or never.", valueName: "mode"))
    var record: RecordMode?
    @Option(help: ArgumentHelp("Scenes rendered at once (default: the number of cores).", valueName: "n"))
    var jobs: Int?
    @Option(help: ArgumentHelp("Check only shard i of n (1-based), a stable split by scene name for CI matrices.", valueName: "i/n"))
    var shard: String?
    @Option(help: ArgumentHelp("For scenes with steps, check only this state (a number or a step's name); default: every state.", valueName: "n|name"))
    var step: String?
    @Option(help: ArgumentHelp("Write an HTML report of the failures into this folder.", valueName: "dir"))
    var report: String?
    @Option(help: ArgumentHelp("Write a JUnit XML file for CI systems.", valueName: "file"))
    var junit: String?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must look like 2/4: shard 2 of 4, with 1 ≤ i ≤ n") }
        if scenes.isEmpty { throw ValidationError("name at least one scene or folder of scenes") }
    }

    func run() throws {
        let mode = try RecordMode.resolve(option: record, environment: ProcessInfo.processInfo.environment)
        var items = CheckItem.expandSteps(try CheckItem.collect(scenes), only: step)
        if let shard, let s = Shard(shard) { items = items.filter { s.contains($0.name) } }
        try ensureFolder(goldens, create: mode != .never)
        if let report { try ensureFolder(report, create: true) }

        let outcomes = runAll(items, mode: mode)
        for outcome in outcomes { print(outcome.line) }
        let summary = CheckSummary(outcomes)
        print(summary.text)
        if let report { try CheckReport.write(outcomes, to: report, goldens: goldens) }
        if let junit { try AtomicFile.write(JUnitReport.xml(outcomes), to: junit) }
        if summary.errors > 0 { throw ExitCode(2) }
        if summary.failures > 0 { throw ExitCode(1) }
    }

    private func ensureFolder(_ path: String, create: Bool) throws(UserError) {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if !isFolder.boolValue { throw UserError("\(path): not a folder") }
            return
        }
        guard create else { return }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw UserError("\(path): cannot create the folder")
        }
    }

    /// Renders and compares every item on `jobs` threads; outcomes come back in item order.
    private func runAll(_ items: [CheckItem], mode: RecordMode) -> [CheckOutcome] {
        let workers = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, items.count))
        let next = Mutex(0)
        let results = Mutex([CheckOutcome?](repeating: nil, count: items.count))
        let done = Mutex(0)
        let showProgress = isatty(1) != 0
        let goldens = self.goldens
        let keepArtifacts = report != nil
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            let renderer = Result { try Renderer() }
            while true {
                let i = next.withLock { n -> Int in defer { n += 1 }; return n }
                guard i < items.count else { return }
                let outcome = CheckOutcome.run(items[i], goldens: goldens, mode: mode, renderer: renderer, keepArtifacts: keepArtifacts)
                results.withLock { $0[i] = outcome }
                let count = done.withLock { d -> Int in d += 1; return d }
                if showProgress { writeProgress("[\(count)/\(items.count)] \(items[i].name)") }
            }
        }
        if showProgress { writeProgress(nil) }
        return results.withLock { $0.map { $0! } }
    }
}

/// The progress line rewrites itself in place on a terminal.
private func writeProgress(_ text: String?) {
    let line = text.map { "\r\u{1B}[K" + $0 } ?? "\r\u{1B}[K"
    let bytes = Array(line.utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
}

/// A stable split of scenes over CI jobs: a scene's shard depends only on its name.
struct Shard {
    let index: Int, count: Int
    init?(_ text: String) {
        let parts = text.split(separator: "/")
        guard parts.count == 2, let i = Int(parts[0]), let n = Int(parts[1]), n >= 1, i >= 1, i <= n else { return nil }
        index = i; count = n
    }
    func contains(_ name: String) -> Bool {
        // FNV-1a: the same on every machine and run, unlike Swift's seeded hashing.
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(hash % UInt64(count)) == index - 1
    }
}
