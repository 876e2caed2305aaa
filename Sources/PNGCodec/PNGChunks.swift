/// One chunk of a PNG file: its type as a big-endian word, where its data starts and how long
/// it is; its CRC follows the data.
struct PNGChunk {
    let type: UInt32
    let dataStart: Int
    let length: Int
    var crcStart: Int { dataStart + length }

    /// A chunk type's four letters as the word `type` holds: `PNGChunk.type("IDAT")`.
    static func type(_ name: StaticString) -> UInt32 {
        let p = name.utf8Start
        return UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
    }
}

/// The eight bytes every PNG file starts with.
let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

/// The chunks of a PNG file in order, walked by their lengths from after the signature. It
/// ends at the end of the file or before a chunk that would run past it (a cut-off file).
struct PNGChunks: Sequence, IteratorProtocol {
    let file: UnsafeRawBufferPointer
    private var at = 8

    init(_ file: UnsafeRawBufferPointer) { self.file = file }

    /// The big-endian word at `offset`.
    func word(_ offset: Int) -> UInt32 {
        UInt32(file[offset]) << 24 | UInt32(file[offset + 1]) << 16 | UInt32(file[offset + 2]) << 8 | UInt32(file[offset + 3])
    }

    mutating func next() -> PNGChunk? {
        guard at + 12 <= file.count else { return nil }
        let length = Int(word(at))
        guard length <= file.count - at - 12 else { return nil }
        let chunk = PNGChunk(type: word(at + 4), dataStart: at + 8, length: length)
        at += 12 + length
        return chunk
    }
}
