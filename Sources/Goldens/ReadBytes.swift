import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file; the error is a reason in words.
public func readBytes(_ path: String) throws(FileError) -> [UInt8] {
    guard let handle = fopen(path, "rb") else { throw FileError("cannot read the file: " + String(cString: strerror(errno))) }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let n = fread(&buffer, 1, buffer.count, handle)
        if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
        if n < buffer.count {
            if ferror(handle) != 0 { throw FileError("cannot read the file: " + String(cString: strerror(errno))) }
            return bytes
        }
    }
}

/// A file that cannot be read or written, or a golden setting that makes no sense: one line
/// naming the file and the reason.
public struct FileError: Error, Sendable, CustomStringConvertible {
    public let description: String
    public init(_ message: String) { description = message }
}

/// Reads and decodes a PNG, with errors that name the file.
public func readPNG(_ path: String) throws(FileError) -> RGBAImage {
    let bytes: [UInt8]
    do { bytes = try readBytes(path) } catch { throw FileError("\(path): \(error.description)") }
    do { return try PNGCodec.decode(bytes) } catch { throw FileError("\(path): \(error.message)") }
}
