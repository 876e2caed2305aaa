#if canImport(Glibc)
import Glibc
#endif

/// Temporary files being written right now, so an interrupted run can remove them; once
/// `closing` is set no new one may start.
private let inFlight = Locked<(paths: Set<String>, closing: Bool)>(([], false))

/// Writes files so that a reader never sees half of one: the bytes go to a temporary file in
/// the same folder, are flushed, and the temporary file is renamed over the target.
public enum AtomicFile {
    public static func write(_ bytes: [UInt8], to path: String) throws(FileError) {
        let folder = parentFolder(of: path)
        var info = stat()
        guard stat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR else {
            throw FileError("\(path): cannot write: the folder \(folder) does not exist")
        }
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
            throw FileError("\(path): cannot write: it is a folder")
        }
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let temp = (folder == "." && !path.hasPrefix("./") ? "" : folder + "/") + ".\(name).tmp-\(getpid())"
        let admitted = inFlight.withLock { state -> Bool in
            if state.closing { return false }
            state.paths.insert(temp)
            return true
        }
        guard admitted else { throw FileError("\(path): not written: the run was interrupted") }
        defer { _ = inFlight.withLock { $0.paths.remove(temp) } }
        let fd = open(temp, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard fd >= 0 else { throw FileError("\(path): cannot write: " + String(cString: strerror(errno))) }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { raw in
            while written < raw.count {
                let n = Glibc.write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 { if errno == EINTR { continue }; failure = errno; return }
                written += n
            }
        }
        if failure == 0 && fsync(fd) != 0 { failure = errno }
        if close(fd) != 0 && failure == 0 { failure = errno }
        if failure == 0 && rename(temp, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temp)
            throw FileError("\(path): cannot write: " + String(cString: strerror(failure)))
        }
    }

    /// Removes every temporary file still being written and refuses new ones: for a run that
    /// is interrupted (SIGINT) or leaves work behind (a timed-out scene), so no `.tmp` file
    /// outlives the process.
    public static func abandonWrites() {
        inFlight.withLock { state in
            state.closing = true
            for p in state.paths { unlink(p) }
            state.paths.removeAll()
        }
    }

    public static func write(_ text: String, to path: String) throws(FileError) {
        try write(Array(text.utf8), to: path)
    }

    public static func parentFolder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let folder = String(path[..<slash])
        return folder.isEmpty ? "/" : folder
    }

    /// True when both paths name the same existing file (so an output never overwrites its input).
    public static func sameFile(_ a: String, _ b: String) -> Bool {
        var sa = stat(), sb = stat()
        guard stat(a, &sa) == 0, stat(b, &sb) == 0 else { return false }
        return sa.st_dev == sb.st_dev && sa.st_ino == sb.st_ino
    }
}
