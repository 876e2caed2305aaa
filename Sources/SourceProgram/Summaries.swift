import Layout
import Scene
import SourceSyntax

/// What is said once for the whole file, each kind in one line, in the words the token reader
/// uses: values only the running app knows with their `--set`s, colours the file does not
/// define, classes guessed from names, labels drawn with their names, notch checks decided.
extension Interpreter {
    func summaries(standIns: [String], valuesInScene: Bool) -> [SourceWarning] {
        let top = SourceLocation(line: 1, column: 1)
        var out: [SourceWarning] = []
        if !unknownNames.isEmpty {
            out.append(SourceWarning(top, SourceWording.runTimeValues(unknownNames, valuesInScene: valuesInScene)))
        }
        if let first = unreadColors.first {
            out.append(SourceWarning(source.location(of: first.range.start), "colours this file does not define, drawn without them: "
                + unreadColors.map { "\($0.owner) (\($0.code), line \(source.location(of: $0.range.start).line))" }.joined(separator: ", ")))
        }
        if !guessedClasses.isEmpty {
            out.append(SourceWarning(top, "not declared in this file, so their classes are guessed from their names: "
                + guessedClasses.sorted { $0.key < $1.key }.map { "\($0.key) (\($0.value))" }.joined(separator: ", ")))
        }
        if !standIns.isEmpty {
            out.append(SourceWarning(top, "labels whose text this file does not set are drawn with their names as text: " + standIns.sorted().joined(separator: ", ")))
        }
        if !decidedByDevice.isEmpty {
            out.append(SourceWarning(top, "\(decidedByDevice.sorted().joined(separator: ", ")) (a check for a notched screen from a header this file does not hold) is taken as \(hasNotch), as on an \(deviceName) (--device for another)"))
        }
        return out
    }
}
