import ArgumentParser
import Audit
import Goldens
import Diff
import Dispatch
import FoundationEssentials
#if canImport(Glibc)
import Glibc
#endif
import PNGCodec
import Render

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Render scenes and compare them with their golden images.",
        discussion: flowed("""
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
        """))

    @Argument(help: ArgumentHelp("Scene files, console logs, source files, or folders of them.", valueName: "scenes"), completion: .file(extensions: ["json", "log", "m", "swift"]))
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
    @Option(help: ArgumentHelp("Give up on a scene that takes longer than this many seconds to draw and compare: it is reported as an error and the others go on.", valueName: "seconds"))
    var timeout: Double?
    @Flag(help: "Fail a scene or source file whose layout has a conflict, an unmet constraint or an ambiguous view, even when its picture matches (the same as --fail-on conflict,unmet,ambiguous).")
    var strict = false
    @Option(help: ArgumentHelp("Fail a scene or source file whose layout has these problems, even when its picture matches: a comma-separated list of conflict, unmet, ambiguous. Console logs are conflicts by nature and are not held to it.", valueName: "kinds"))
    var failOn: String?
    @OptionGroup
    var text: TextSizeOption
    @Option(help: ArgumentHelp("Check each scene, source file and Interface Builder file in every combination of these, each against its own golden (login.iPhone-SE.AX3.png): devices=NAME,…,text-sizes=SIZE,…,orientations=…,directions=…,pseudo=double-length (as audit takes them; a dimension not named is iPhone 15, Large, portrait, left to right).", valueName: "dimensions"))
    var matrix: String?

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    /// The problems that fail a scene (`--strict`: all of them).
    var problemsThatFail: Set<LayoutProblem> {
        get throws {
            var kinds: Set<LayoutProblem> = strict ? Set(LayoutProblem.allCases) : []
            for word in (failOn ?? "").split(separator: ",").map({ String($0.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()) }) where !word.isEmpty {
                guard let kind = LayoutProblem(rawValue: word) ?? LayoutProblem(rawValue: String(word.dropLast())) else {
                    throw ValidationError("--fail-on takes conflict, unmet or ambiguous (comma-separated), not '\(word)'")
                }
                kinds.insert(kind)
            }
            return kinds
        }
    }

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        if let timeout, !(timeout > 0 && timeout <= 86_400) { throw ValidationError("--timeout must be a number of seconds above 0") }
        if let shard, Shard(shard) == nil { throw ValidationError("--shard must look like 2/4: shard 2 of 4, with 1 ≤ i ≤ n") }
        if scenes.isEmpty { throw ValidationError("name at least one scene or folder of scenes") }
        _ = try problemsThatFail
        if matrix != nil && text.textSize != nil { throw ValidationError("--matrix and --text-size do not go together: name the sizes in the matrix (text-sizes=…)") }
    }

    func run() throws {
        let mode = try RecordMode.resolve(option: record, environment: ProcessInfo.processInfo.environment)
        var items = CheckItem.expandSteps(try CheckItem.collect(scenes), only: step)
        if let matrix { items = CheckItem.expandMatrix(items, try Self.parse(matrix: matrix)) }
        if let shard, let s = Shard(shard) { items = items.filter { s.contains($0.name) } }
        try ensureFolder(goldens, create: mode != .never)
        if let report { try ensureFolder(report, create: true) }

        // Interrupted, the run leaves no temporary file behind: goldens are either written
        // whole or not at all.
        signal(SIGINT, SIG_IGN)
        signal(SIGTERM, SIG_IGN)
        var stops: [any DispatchSourceSignal] = []
        for number in [SIGINT, SIGTERM] {
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler {
                AtomicFile.abandonWrites()
                if isatty(1) != 0 { writeProgress(nil) }
                _exit(130)
            }
            source.resume()
            stops.append(source)
        }
        let outcomes = runAll(items, mode: mode)
        // A timed-out scene may still be drawing: it writes nothing more.
        if outcomes.contains(where: \.timedOut) { AtomicFile.abandonWrites() }
        for outcome in outcomes { print(outcome.line) }
        let summary = CheckSummary(outcomes)
        print(summary.text)
        if let report { try CheckReport.write(outcomes, to: report, goldens: goldens) }
        if let junit { try AtomicFile.write(JUnitReport.xml(outcomes), to: junit) }
        if summary.errors > 0 { throw ExitCode(2) }
        if summary.failures > 0 { throw ExitCode(1) }
    }

    static func parse(matrix: String) throws(UserError) -> AuditMatrix {
        let parsed = Result { () throws(MatrixError) in try AuditMatrix.parse(matrix: matrix) }
        switch parsed {
        case .success(let m): return m
        case .failure(let e): throw UserError(e.description)
        }
    }

    private func ensureFolder(_ path: String, create: Bool) throws(UserError) {
        var isFolder = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
            if !isFolder { throw UserError("\(path): not a folder") }
            return
        }
        guard create else { return }
        do { try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true) } catch {
            throw UserError("\(path): cannot create the folder")
        }
    }

    /// Renders and compares every item on `jobs` threads; outcomes come back in item order.
    /// With a timeout, an item that runs longer is reported as such, its thread is left to
    /// finish in the background (a render cannot be stopped halfway), and a new thread takes
    /// its place so the other scenes go on.
    private func runAll(_ items: [CheckItem], mode: RecordMode) -> [CheckOutcome] {
        let workers = max(1, min(jobs ?? ProcessInfo.processInfo.activeProcessorCount, items.count))
        struct Progress {
            var next = 0
            var results: [CheckOutcome?]
            var started: [Int: UInt64] = [:]
            var done = 0
        }
        let progress = Locked(Progress(results: [CheckOutcome?](repeating: nil, count: items.count)))
        let finished = DispatchSemaphore(value: 0)
        let showProgress = isatty(1) != 0
        let goldens = self.goldens
        let keepArtifacts = report != nil
        let overrides = SceneRendering.Overrides(textSize: text.textSize, pictureLimits: limits.picture, sceneLimits: limits.scene)
        let failing = (try? problemsThatFail) ?? []
        func startWorker() {
            // A thread's default stack is small; parsing and laying out nested scenes recurse.
            startDetachedThread(stackBytes: 16 << 20) {
                let renderer = Result { try Renderer() }
                while true {
                    let i = progress.withLock { p -> Int in
                        defer { p.next += 1 }
                        if p.next < items.count { p.started[p.next] = DispatchTime.now().uptimeNanoseconds }
                        return p.next
                    }
                    guard i < items.count else { return }
                    let began = DispatchTime.now().uptimeNanoseconds
                    var outcome = CheckOutcome.run(items[i], goldens: goldens, mode: mode, renderer: renderer, keepArtifacts: keepArtifacts, overrides: overrides,
                                                   failOn: failing)
                    outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - began) / 1e9
                    let count = progress.withLock { p -> Int? in
                        guard p.results[i] == nil else { return nil }  // timed out meanwhile
                        p.results[i] = outcome
                        p.started[i] = nil
                        p.done += 1
                        return p.done
                    }
                    guard let count else { return }  // its place was taken by a new thread
                    if showProgress { writeProgress("[\(count)/\(items.count)] \(items[i].name)") }
                    finished.signal()
                }
            }
        }
        for _ in 0..<workers { startWorker() }
        while progress.withLock({ $0.done }) < items.count {
            _ = finished.wait(timeout: .now() + .milliseconds(timeout == nil ? 1000 : 20))
            guard let timeout else { continue }
            let now = DispatchTime.now().uptimeNanoseconds
            let late = progress.withLock { p -> [Int] in
                let late = p.started.filter { Double(now - $0.value) / 1e9 > timeout }.map(\.key).sorted()
                for i in late {
                    p.results[i] = CheckOutcome(item: items[i], status: .error,
                                                detail: "timed out after \(formatSeconds(timeout)) s (--timeout)", timedOut: true)
                    p.started[i] = nil
                    p.done += 1
                }
                return late
            }
            for _ in late { startWorker() }
        }
        if showProgress { writeProgress(nil) }
        return progress.withLock { $0.results.map { $0! } }
    }
}

private func formatSeconds(_ s: Double) -> String {
    s == s.rounded() ? String(Int(s)) : String(s)
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
