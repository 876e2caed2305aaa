import Foundation
import PNGCodec
import Testing

/// `check` under pressure: a scene that takes too long, and a run interrupted halfway.
@Suite(.serialized) struct CheckInterruptionTests {
    let fm = FileManager.default

    func leftovers(in folder: URL) throws -> [String] {
        try fm.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
    }

    @Test func aSlowSceneTimesOutAndTheOthersGoOn() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), goldens = dir.appendingPathComponent("goldens")
        try fm.createDirectory(at: scenes, withIntermediateDirectories: true)
        // 6000 views in a row: many seconds in a debug build; basic.json: a fifth of a second
        // even under ThreadSanitizer.
        var views: [String] = []
        for i in 0..<6000 {
            let left = i == 0 ? "make.left.equalTo(superview).offset(1)" : "make.left.equalTo(v\(i - 1).mas_right).offset(1)"
            views.append(#"{"id":"v\#(i)","make":["\#(left)","make.top.equalTo(@1)","make.size.equalTo(@5)"]}"#)
        }
        let big = #"{"format":1,"canvas":{"width":20000,"height":20,"scale":0.5},"views":[\#(views.joined(separator: ","))]}"#
        try Data(big.utf8).write(to: scenes.appendingPathComponent("big.json"))
        try fm.copyItem(atPath: CLIRunner.fixture("basic.json"), toPath: scenes.appendingPathComponent("small.json").path)
        let r = try CLIRunner.run(["check", scenes.path, "--goldens", goldens.path, "--record", "all", "--jobs", "1", "--timeout", "1.5"])
        #expect(r.status == 2, "a timed-out scene is an error: \(r.stdout) \(r.stderr)")
        #expect(r.stdout.contains("error    big: timed out after 1.5 s (--timeout)"))
        #expect(r.stdout.contains("recorded small"), "the other scene went on: \(r.stdout)")
        #expect(try leftovers(in: goldens).isEmpty)
        #expect(fm.fileExists(atPath: goldens.appendingPathComponent("small.png").path))
    }

    @Test func interruptedCheckLeavesNoPartialFiles() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scenes = dir.appendingPathComponent("scenes"), goldens = dir.appendingPathComponent("goldens")
        try fm.createDirectory(at: scenes, withIntermediateDirectories: true)
        let source = CLIRunner.fixture("gallery-debugging.json")
        for i in 0..<80 { try fm.copyItem(atPath: source, toPath: scenes.appendingPathComponent("scene\(i).json").path) }

        let process = Process()
        process.executableURL = URL(fileURLWithPath: CLIRunner.binary)
        process.arguments = ["check", scenes.path, "--goldens", goldens.path, "--record", "all", "--jobs", "2"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Wait until it is writing goldens, then interrupt it as Ctrl-C would.
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && ((try? fm.contentsOfDirectory(atPath: goldens.path))?.count ?? 0) < 3 { usleep(20_000) }
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130, "interrupted, not finished")
        let written = try fm.contentsOfDirectory(atPath: goldens.path)
        #expect(try leftovers(in: goldens).isEmpty, "no temporary file left: \(written)")
        #expect(written.filter { $0.hasSuffix(".png") }.count < 80, "it was stopped halfway")
        for name in written {
            let data = try Data(contentsOf: goldens.appendingPathComponent(name))
            if name.hasSuffix(".layout.json") {
                #expect((try? JSONSerialization.jsonObject(with: data)) != nil, "\(name) is a whole layout golden")
            } else {
                #expect((try? PNGCodec.decode(Array(data))) != nil, "\(name) is a whole PNG")
            }
        }
    }
}
