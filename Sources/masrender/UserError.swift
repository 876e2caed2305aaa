/// A mistake of the user's (bad input, bad arguments, an unwritable path): one line on
/// stderr and exit code 2, with nothing written.
struct UserError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

#if canImport(Glibc)
import Glibc
#endif

func printToStandardError(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}
