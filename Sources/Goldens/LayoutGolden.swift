import FoundationEssentials
import Layout
import Scene

/// The layout golden beside each picture golden (`NAME.layout.json`): the solved frames,
/// constraint states and ambiguity, so a failure says what moved and a pixel-only change is
/// told apart. Recorded by the same modes as the picture; a picture golden without one keeps
/// working (it is recorded with --record missing).
public enum LayoutGolden {
    public enum Verdict {
        case same
        /// No layout golden, and the mode records nothing.
        case notRecorded
        case recorded(String)
        case changed(LayoutChanges, rewritten: Bool)
    }

    public static func verify(_ result: LayoutResult, against path: String, mode: RecordMode, pictureStatus: GoldenVerdict.Status) throws -> Verdict {
        let name = fileName(of: path)
        // Through the solution JSON, so a layout golden holds exactly what `-o FILE.json` and
        // diff-layout read; the text round trip costs nothing measurable (check's timing held).
        let actual: LayoutRecord
        do { actual = try LayoutRecord.read(SolutionEncoder.encode(result, scale: 1).serialized(), file: name) } catch { throw FileError(error.description) }
        func record(_ why: String) throws(FileError) -> Verdict {
            try AtomicFile.write(Array(actual.json.serialized().utf8), to: path)
            return .recorded(why + " → " + path)
        }
        guard FileManager.default.fileExists(atPath: path) else {
            return mode == .never ? .notRecorded : try record("new layout golden")
        }
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch { throw FileError("\(path): cannot read the layout golden") }
        let expected: LayoutRecord
        do { expected = try LayoutRecord.read(text, file: path) } catch { throw FileError(error.description + " (record it again with --record failed)") }
        let changes = LayoutChanges(from: expected, to: actual)
        // The picture was just written (a new or rewritten golden): the layout goes with it.
        let rewrite = mode == .all || pictureStatus == .recorded || (mode == .failed && !changes.isEmpty)
        if rewrite { _ = try record("layout golden rewritten") }
        return changes.isEmpty ? .same : .changed(changes, rewritten: rewrite)
    }
}
