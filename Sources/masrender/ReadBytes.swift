#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file; the error is a reason in words.
func readBytes(_ path: String) throws(UserError) -> [UInt8] {
    guard let handle = fopen(path, "rb") else { throw UserError("cannot read the file: " + String(cString: strerror(errno))) }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&buffer, 1, buffer.count, handle)
        if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
        if n < buffer.count {
            if ferror(handle) != 0 { throw UserError("cannot read the file: " + String(cString: strerror(errno))) }
            return bytes
        }
    }
}
