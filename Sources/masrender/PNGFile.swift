import Dispatch
import Goldens
import PNGCodec

/// Reading PNGs for comparison, with errors that name the file.
enum PNGFile {
    static func read(_ path: String) throws(UserError) -> RGBAImage {
        do { return try readPNG(path) } catch { throw UserError(error.description) }
    }

    /// Both images at once, one per core: decoding is most of a diff's time.
    static func readPair(_ first: String, _ second: String) throws(UserError) -> (RGBAImage, RGBAImage) {
        let results = Locked<[Result<RGBAImage, UserError>?]>([nil, nil])
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let r = Result { () throws(UserError) -> RGBAImage in try read(i == 0 ? first : second) }
            results.withLock { $0[i] = r }
        }
        let (a, b) = results.withLock { ($0[0]!, $0[1]!) }
        return (try a.get(), try b.get())
    }
}
