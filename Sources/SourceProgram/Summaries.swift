import Layout
import Scene
import SourceSyntax

/// What is said once for the whole file, each kind in one line: values only the running app knows with their `--set`s, colours the file does not
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
        if let first = nibOutlets.first {
            out.append(SourceWarning(source.location(of: first.range.start), "views from a nib or storyboard (IBOutlet): "
                + nibOutlets.map { $0.view.name ?? $0.view.className }.joined(separator: ", ")
                + "; the constraints the nib gives them are not in this file, so only this file's own place them"))
        }
        if let first = decidedByDevice.first {
            // Each name once, in the order used, at its first use; the lines when several.
            var seen: Set<String> = []
            let names = decidedByDevice.map(\.name).filter { seen.insert($0).inserted }
            let lines = Set(decidedByDevice.map { source.location(of: $0.range.start).line }).sorted()
            let each = names.map { "\($0) is \(hasNotch), the \(deviceName) drawn has \(hasNotch ? "a" : "no") notch" }
            out.append(SourceWarning(source.location(of: first.range.start), "decided by the device drawn (\(hints.device) for another): "
                + each.joined(separator: "; ") + (lines.count > 1 ? " (lines \(lines.map(String.init).joined(separator: ", ")))" : "")))
        }
        if let first = deviceNamesRead.first {
            var seen: Set<String> = []
            let facts = deviceNamesRead.map(\.fact).filter { seen.insert($0).inserted }
            out.append(SourceWarning(source.location(of: first.range.start), "read as the \(deviceName) drawn has it (\(hints.device) for another): "
                + facts.joined(separator: "; ")))
        }
        return out
    }
}
