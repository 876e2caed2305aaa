/// When `check` writes goldens, with the meanings of swift-snapshot-testing's record modes.
/// Recording never passes silently: a scene whose golden was written is reported as such and
/// the run exits 1, so a new golden is looked at before it is trusted.
public enum RecordMode: String, CaseIterable, Sendable {
    /// Write every golden, whether it matches or not.
    case all
    /// Write goldens that do not exist yet; compare the others.
    case missing
    /// Overwrite goldens that do not match (and write missing ones).
    case failed
    /// Write nothing: a missing golden is a failure.
    case never

    /// `--record`, else `MASRENDER_RECORD`, else `never` on CI (when `CI` is set) and `missing` elsewhere.
    public static func resolve(option: RecordMode?, environment: [String: String]) throws(FileError) -> RecordMode {
        if let option { return option }
        if let value = environment["MASRENDER_RECORD"], !value.isEmpty {
            guard let mode = RecordMode(rawValue: value) else {
                throw FileError("MASRENDER_RECORD=\(value) is not a record mode; expected one of: " + allCases.map(\.rawValue).joined(separator: ", "))
            }
            return mode
        }
        if let ci = environment["CI"], !ci.isEmpty, ci != "0", ci.lowercased() != "false" { return .never }
        return .missing
    }
}
