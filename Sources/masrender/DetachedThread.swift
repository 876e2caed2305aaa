#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` on a new detached thread with `stackBytes` of stack: parsing and laying out
/// nested scenes recurse deeper than a thread's default stack allows. (Foundation's `Thread`
/// did this before; the command line does without Foundation, which costs start-up.)
func startDetachedThread(stackBytes: Int, _ body: @escaping @Sendable () -> Void) {
    final class Work: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    pthread_attr_setstacksize(&attributes, stackBytes)
    pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED))
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, { raw in
        Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, work)
    if started != 0 {
        // No thread to be had: do the work here rather than lose it.
        Unmanaged<Work>.fromOpaque(work).takeRetainedValue().body()
    }
}
