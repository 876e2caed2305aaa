import Foundation
import Goldens
import PNGCodec
import Testing

/// The one place that decides whether a golden is compared, written or missing, for `check`
/// and the Swift assertions alike.
@Suite struct GoldensTests {
    func folder() throws -> String {
        let path = NSTemporaryDirectory() + "masrender-goldens-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func image(_ red: UInt8) -> RGBAImage { RGBAImage(width: 4, height: 3, fill: (red, 0, 0, 255)) }

    @Test func recordModesFromOptionEnvironmentAndCI() throws {
        #expect(try RecordMode.resolve(option: .all, environment: ["CI": "true"]) == .all)
        #expect(try RecordMode.resolve(option: nil, environment: ["MASRENDER_RECORD": "failed", "CI": "1"]) == .failed)
        #expect(try RecordMode.resolve(option: nil, environment: ["CI": "true"]) == .never)
        #expect(try RecordMode.resolve(option: nil, environment: ["CI": "false"]) == .missing)
        #expect(try RecordMode.resolve(option: nil, environment: [:]) == .missing)
        let error = #expect(throws: FileError.self) { try RecordMode.resolve(option: nil, environment: ["MASRENDER_RECORD": "sometimes"]) }
        #expect(error?.description.contains("expected one of: all, missing, failed, never") == true)
    }

    /// Every mode against a missing, a matching and a differing golden.
    @Test func eachModeWritesOnlyWhatItShould() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/g.png"
        #expect(try Golden.verify(image(10), against: path, mode: .never).status == .missing)
        #expect(!FileManager.default.fileExists(atPath: path), "never writes nothing")
        #expect(try Golden.verify(image(10), against: path, mode: .missing).status == .recorded)
        #expect(try Golden.verify(image(10), against: path, mode: .never).status == .passed)
        let differing = try Golden.verify(image(200), against: path, mode: .missing)
        #expect(differing.status == .failed && differing.diff?.differentPixels == 12 && differing.expected?.pixels == image(10).pixels)
        #expect(try Golden.verify(image(200), against: path, mode: .failed).status == .recorded, "failed rewrites a differing golden")
        #expect(try Golden.verify(image(200), against: path, mode: .failed).status == .passed, "and leaves a matching one")
        #expect(try Golden.verify(image(200), against: path, mode: .all).status == .recorded, "all writes even a match")
        #expect(try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: path)))).pixels == image(200).pixels)
    }

    /// Writes go to a temporary file in the same folder, renamed: the target is whole or untouched.
    @Test func writesAreAtomic() throws {
        let dir = try folder()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try AtomicFile.write("one", to: dir + "/a.txt")
        try AtomicFile.write("two", to: dir + "/a.txt")
        #expect(try String(contentsOfFile: dir + "/a.txt", encoding: .utf8) == "two")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["a.txt"], "no temporary file is left")
        #expect(throws: FileError.self) { try AtomicFile.write("x", to: dir + "/missing/folder/a.txt") }
        #expect(AtomicFile.sameFile(dir + "/a.txt", dir + "/./a.txt"))
    }
}
