import Layout

/// How whoever reads a file gives what its code cannot say: the command line's flags, or a scene's
/// "constants" for a scene's code. The reader words its advice through these and names no flag
/// itself; this table is the only place the flags are written.
public struct SourceHints: Sendable {
    /// Whether values are given in a scene's "constants" (else with `--set`).
    public let valuesInScene: Bool

    /// The command line's: `--set`, `--include`, `--step`, `--size`, `--device`, `--max-views`.
    public static let commandLine = SourceHints(valuesInScene: false)
    /// A scene's code: values in its "constants"; the rest as the command line's.
    public static let sceneCode = SourceHints(valuesInScene: true)

    /// How one value is given: `--set NAME=VALUE`, or `the scene's "constants": {"NAME": VALUE}`.
    public func value(_ name: String, _ value: String) -> String { SourceWording.giving(name, value, valuesInScene: valuesInScene) }
    /// How a later state is drawn: `--step NAME`.
    public func step(_ name: String) -> String { "--step \(name)" }
    /// How every state is drawn.
    public var allSteps: String { "--all-steps" }
    /// How another size is asked for: `--size 393xHEIGHT`, or `--size` alone.
    public func size(width: Double? = nil) -> String { width.map { "--size \(formatPoints($0))xHEIGHT" } ?? "--size" }
    /// How another device is drawn.
    public var device: String { "--device" }
    /// The limit on views made.
    public var maxViews: String { "--max-views" }
}

/// What the source reader (SourceProgram) says about values and lines, worded once: how a value
/// is given (`--set`, or a scene's "constants"), names taken as what they say, the lines not read.
public enum SourceWording {
    /// How a value is given: `--set NAME=VALUE`, or in a scene's code its "constants".
    public static func giving(_ name: String, _ value: String, valuesInScene: Bool) -> String {
        valuesInScene ? "the scene's \"constants\": {\"\(name)\": \(value)}" : "--set \(name)=\(value)"
    }

    /// Names from other files the reader stood in for (`taken` says with what), each once, and
    /// how to give the real ones.
    public static func taken(_ names: [String], as taken: String, why: String = "", separator: String = ", ", valuesInScene: Bool) -> String {
        "not defined in this file, so taken \(taken): " + names.joined(separator: separator) + why
            + "; give their definitions with --include FILE or values with \(valuesInScene ? "the scene's \"constants\"" : "--set")"
    }

    /// The one line naming every value only the running app knows, with how to give them.
    public static func runTimeValues(_ names: [String], valuesInScene: Bool) -> String {
        "values known only at run time were left out with their chains: \(names.joined(separator: ", ")); give them with "
            + (valuesInScene ? "\"constants\": {" + names.map { "\"\($0)\": VALUE" }.joined(separator: ", ") + "}"
                             : names.map { giving($0, "VALUE", valuesInScene: false) }.joined(separator: " "))
    }

    /// "2 lines of code not read, as they change no frame (…): lines 12–14, 20" (`lines` sorted).
    public static func unreadLines(_ lines: [Int]) -> String {
        var spans: [String] = []
        var k = 0
        while k < lines.count {
            var j = k
            while j + 1 < lines.count, lines[j + 1] == lines[j] + 1 { j += 1 }
            spans.append(j > k ? "\(lines[k])–\(lines[j])" : "\(lines[k])")
            k = j + 1
        }
        let one = lines.count == 1
        return "\(lines.count) line\(one ? "" : "s") of code not read, as \(one ? "it changes" : "they change") no frame "
            + "(delegates, actions, data, borders, animation): line\(one ? "" : "s") \(spans.joined(separator: ", "))"
    }
}
