#if canImport(Glibc)
import Glibc
#endif

struct FileReadError: Error { let message: String }

/// Reads a whole UTF-8 text file, with the reason in words when it cannot.
func readTextFile(_ path: String, maxBytes: Int = .max) throws(FileReadError) -> String {
    guard let handle = fopen(path, "rb") else {
        throw FileReadError(message: "cannot read the file: " + String(cString: strerror(errno)))
    }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = fread(&buffer, 1, buffer.count, handle)
        if n > 0 { bytes.append(contentsOf: buffer[0..<n]) }
        if bytes.count > maxBytes {
            throw FileReadError(message: "the scene is over \(maxBytes) bytes; at most \(maxBytes) are read (--max-scene-bytes)")
        }
        if n < buffer.count {
            if ferror(handle) != 0 { throw FileReadError(message: "cannot read the file: " + String(cString: strerror(errno))) }
            break
        }
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
        throw FileReadError(message: "the file is not UTF-8 text")
    }
    return text
}

/// The file's name without its folders: what a picture, an SVG or a layout golden says a
/// constraint came from (`card.json:7:108`), so they are the same from any working directory
/// and however the path was typed — as SnapKit's own descriptions name the file
/// (`@ViewController.swift#23`). Terminal messages keep the path as typed.
public func fileName(of path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
}
