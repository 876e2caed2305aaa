import Foundation
import Testing

/// Every limit of docs/limits.md, hit on purpose with its flag lowered, and the numbers that
/// must never reach a picture or the JSON: each a one-line message, exit 2, nothing written.
@Suite struct LimitsTests {
    let fm = FileManager.default

    static let limits: [(scene: String, flags: [String], message: String)] = [
        ("basic.json", ["--max-views", "2"], "basic.json:10:5: more than 2 views (--max-views)"),
        ("nested.json", ["--max-nesting", "1"], "nested.json:7:9: views nested 2 deep; at most 1 level (--max-nesting)"),
        ("masonry-basic.json", ["--max-chain-length", "10"], "masonry-basic.json:8:15: a chain of 333 characters; at most 10 (--max-chain-length)"),
        ("gallery-labels.json", ["--max-text-length", "3"], "gallery-labels.json:6:52: a label text of 5 characters; at most 3 (--max-text-length)"),
        ("basic.json", ["--max-scene-bytes", "100"], "basic.json: the scene is over 100 bytes; at most 100 are read (--max-scene-bytes)"),
        ("basic.json", ["--max-picture-side", "100"], "basic.json: the canvas is 640 × 480 pixels at scale 2; at most 100 per side and 100000000 in all can be drawn (--max-picture-side, --max-pixels)"),
        ("basic.json", ["--max-pixels", "1000"], "basic.json: the canvas is 640 × 480 pixels at scale 2; at most 16384 per side and 1000 in all can be drawn (--max-picture-side, --max-pixels)"),
    ]

    @Test(arguments: limits.indices)
    func limitsAreOneLineErrors(index: Int) throws {
        let (scene, flags, message) = Self.limits[index]
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let out = dir.appendingPathComponent("out.png").path
        let r = try CLIRunner.run([CLIRunner.fixture(scene), "-o", out] + flags)
        #expect(r.status == 2)
        #expect(r.stderr == "masrender: \(CLIRunner.fixture(scene).replacingOccurrences(of: scene, with: ""))\(message)\n")
        #expect(!fm.fileExists(atPath: out))
        // Raised, the same scene goes through.
        #expect(try CLIRunner.run([CLIRunner.fixture(scene), "-o", out]).status == 0)
    }

    static let numbers: [(name: String, json: String, message: String)] = [
        ("NaN", #"{"format":1,"canvas":{"width":NaN,"height":10}}"#,
         "s.json:1:31: unexpected 'N'; expected a value (object, array, string, number, true, false or null)"),
        ("infinity", #"{"format":1,"canvas":{"width":1e999,"height":10}}"#, "s.json:1:31: the number 1e999 is too large"),
        ("1e308", #"{"format":1,"canvas":{"width":1e308,"height":10}}"#,
         "s.json:1:31: \"width\" in the canvas must be between 1 and 100000 points, not 1e+308"),
        ("huge multiplier", #"{"format":1,"canvas":{"width":100,"height":100},"views":[{"id":"a","make":["left.equalTo(superview).multipliedBy(1e300)","top.width.height.equalTo(@10)"]}]}"#,
         "s.json:1:77: the multiplier 1e+300 is out of range: at most ±1000000 (chain column 1)"),
        ("huge offset", #"{"format":1,"canvas":{"width":100,"height":100},"views":[{"id":"a","make":["left.equalTo(superview).offset(1e300)","top.width.height.equalTo(@10)"]}]}"#,
         "s.json:1:77: the constant 1e+300 is out of range: at most ±1000000000 points (chain column 1)"),
        ("sums out of range", #"{"format":1,"canvas":{"width":100,"height":100},"views":[{"id":"a","make":["left.equalTo(superview.mas_right).multipliedBy(1e6).offset(1e9)","top.width.height.equalTo(@10)"]},{"id":"b","make":["left.equalTo(a.mas_right).multipliedBy(1e6).offset(1e9)","top.width.height.equalTo(@10)"]}]}"#,
         "s.json: view \"b\" ends up out of range (beyond ±10¹² points): the constants and multipliers are too large to lay out"),
        ("dividedBy(0)", #"{"format":1,"canvas":{"width":100,"height":100},"views":[{"id":"a","make":["width.equalTo(superview).dividedBy(0)"]}]}"#,
         "s.json:1:102: dividedBy(0): a constraint cannot divide by zero (chain column 26)"),
        // ConstraintChain decides it for every front end; the message points at the modifier.
        ("priority out of range", #"{"format":1,"canvas":{"width":100,"height":100},"views":[{"id":"a","make":["width.equalTo(@10).priority(1001)"]}]}"#,
         "s.json:1:96: a priority must be between 1 and 1000, not 1001 (chain column 20)"),
    ]

    @Test(arguments: numbers.indices)
    func badNumbersNeverReachTheOutput(index: Int) throws {
        let (name, json, message) = Self.numbers[index]
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try Data(json.utf8).write(to: dir.appendingPathComponent("s.json"))
        let r = try CLIRunner.run(["s.json", "-o", "out.json"], in: dir)
        #expect(r.status == 2, "\(name)")
        #expect(r.stderr.split(separator: "\n").first.map(String.init) == "masrender: \(message)", "\(name)")
        #expect(!fm.fileExists(atPath: dir.appendingPathComponent("out.json").path))
    }

    @Test func minusZeroIsZero() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        try Data(#"{"format":1,"canvas":{"width":100,"height":100},"views":[{"id":"a","frame":[-0,-0,10,10]}]}"#.utf8)
            .write(to: dir.appendingPathComponent("s.json"))
        let r = try CLIRunner.run(["s.json", "-o", "out.json"], in: dir)
        #expect(r.status == 0)
        let json = try String(contentsOf: dir.appendingPathComponent("out.json"), encoding: .utf8)
        #expect(json.contains("\"frame\": [0, 0, 10, 10]") && !json.contains("-0"))
    }
}
