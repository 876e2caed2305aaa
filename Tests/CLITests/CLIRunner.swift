import Foundation

/// Runs the built `masrender` binary as a user would, capturing exit code and output.
struct CLIRunner {
    struct Outcome {
        let status: Int32
        let stdout: String
        let stderr: String
    }

    /// The binary sits next to the test bundle in SwiftPM's build folder.
    static let binary: String = {
        if let path = ProcessInfo.processInfo.environment["MASRENDER_BIN"] { return path }
        let exe = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return exe.deletingLastPathComponent().appendingPathComponent("masrender").path
    }()

    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Fixtures/scenes/\(name)").path
    }

    @discardableResult
    static func run(_ arguments: [String], in folder: URL? = nil, environment: [String: String] = [:], input: String? = nil) throws -> Outcome {
        try execute(binary, arguments, in: folder, environment: environment, input: input)
    }

    static func logFixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Fixtures/logs/\(name)").path
    }

    /// Another program's standard output (a browser, for instance).
    static func runTool(_ path: String, _ arguments: [String]) throws -> String {
        try execute(path, arguments, in: nil, environment: [:]).stdout
    }

    /// Any program (one of scripts/, say), with the test's environment plus `environment`.
    static func runProgram(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        try execute(path, arguments, in: nil, environment: environment)
    }

    static let cacheFolder = FileManager.default.temporaryDirectory.appendingPathComponent("masrender-test-cache-\(ProcessInfo.processInfo.processIdentifier)").path

    /// The child sees the test's environment without CI and MASRENDER_RECORD, plus `environment`.
    private static func execute(_ path: String, _ arguments: [String], in folder: URL?, environment: [String: String], input: String? = nil) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env["CI"] = nil
        env["MASRENDER_RECORD"] = nil
        // Projects' index caches go to the tests' own folder, never the user's.
        env["MASRENDER_CACHE"] = cacheFolder
        env.merge(environment) { $1 }
        process.environment = env
        if let folder { process.currentDirectoryURL = folder }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        let stdin = Pipe()
        process.standardInput = input == nil ? FileHandle.nullDevice : stdin
        try process.run()
        if let input {
            stdin.fileHandleForWriting.write(Data(input.utf8))
            try stdin.fileHandleForWriting.close()
        }
        // Both pipes at once: a child that fills one while we wait on the other would hang.
        nonisolated(unsafe) var errData = Data()
        let errDone = DispatchSemaphore(value: 0)
        let errHandle = err.fileHandleForReading
        Thread.detachNewThread {
            errData = errHandle.readDataToEndOfFile()
            errDone.signal()
        }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        errDone.wait()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus,
                       stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self))
    }

    /// Each view's absolute frame, by id, in a solution JSON (`masrender FILE -o out.json`).
    static func frames(inSolution url: URL) throws -> [String: [Double]] {
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        var frames: [String: [Double]] = [:]
        for v in json?["views"] as? [[String: Any]] ?? [] { frames[v["id"] as! String] = v["absoluteFrame"] as? [Double] }
        return frames
    }

    /// A fresh empty folder for one test's files.
    static func scratchFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("masrender-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
