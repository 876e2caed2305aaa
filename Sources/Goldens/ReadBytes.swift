import PNGCodec
#if canImport(Glibc)
import Glibc
#endif

/// Reads a whole file; the error is a reason in words.
public func readBytes(_ path: String) throws(FileError) -> [UInt8] {
    guard let handle = fopen(path, "rb") else { throw FileError("cannot read the file: " + String(cString: strerror(errno))) }
    defer { fclose(handle) }
    // A regular file is read in one call into an array of its size; growing an array 64 KB at
    // a time copies a 1 MB screenshot several times over.
    var status = stat()
    if fstat(fileno(handle), &status) == 0, status.st_mode & S_IFMT == S_IFREG, status.st_size > 0 {
        let size = Int(status.st_size)
        var read = 0
        let whole = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            read = fread(buffer.baseAddress, 1, size, handle)
            count = read
        }
        if read == size && fgetc(handle) == EOF && ferror(handle) == 0 { return whole }
        // The file changed while it was read: start again, a block at a time.
        if ferror(handle) != 0 { throw FileError("cannot read the file: " + String(cString: strerror(errno))) }
        rewind(handle)
    }
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
