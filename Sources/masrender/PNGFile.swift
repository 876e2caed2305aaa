import PNGCodec

/// Reading PNGs for comparison, with errors that name the file.
enum PNGFile {
    static func read(_ path: String) throws(UserError) -> RGBAImage {
        let bytes: [UInt8]
        do { bytes = try readBytes(path) } catch { throw UserError("\(path): \(error.description)") }
        do { return try PNGCodec.decode(bytes) } catch { throw UserError("\(path): \(error.message)") }
    }
}
