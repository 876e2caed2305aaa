#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Cairo, Pango and fontconfig used by one thread at a time, whatever Renderer or TextEngine
/// it is for. Each TextEngine has its own font map and configuration, but Cairo keeps one
/// table of fonts for the process: the same font file at the same size is one scaled font,
/// with one glyph cache, on every thread. Debian 12's Cairo (1.16.0) does not guard that
/// sharing fully: with renderers drawing and being freed on several threads at once (the
/// test runner; `masrender check`'s workers) a thread crashed inside libcairo about one test
/// run in three. Drawing a picture and measuring text therefore hold this lock; what comes
/// after (unpremultiplying, encoding, comparing) does not. The lock is recursive, so a
/// locked step may call another.
enum CairoLock {
    nonisolated(unsafe) private static let mutex: UnsafeMutablePointer<pthread_mutex_t> = {
        let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        var attributes = pthread_mutexattr_t()
        pthread_mutexattr_init(&attributes)
        pthread_mutexattr_settype(&attributes, Int32(PTHREAD_MUTEX_RECURSIVE))
        pthread_mutex_init(mutex, &attributes)
        pthread_mutexattr_destroy(&attributes)
        return mutex
    }()

    static func held<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
