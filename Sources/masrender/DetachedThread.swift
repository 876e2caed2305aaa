#if canImport(Glibc)
import Glibc
#endif

/// Runs `body` on a new detached thread with `stackBytes` of stack: parsing and laying out
/// nested scenes recurse deeper than a thread's default stack allows. (Foundation's `Thread`
/// did this before; the command line does without Foundation, which costs start-up.)
func startDetachedThread(stackBytes: Int, _ body: @escaping @Sendable () -> Void) {
    // No thread to be had: do the work here rather than lose it.
    if startThread(stackBytes: stackBytes, detached: true, body) == nil { body() }
}

/// Runs `body` on a new thread with the default stack, to be joined (`pthread_join`); nil
/// when no thread could be had.
func startJoinableThread(_ body: @escaping @Sendable () -> Void) -> pthread_t? {
    startThread(stackBytes: nil, detached: false, body)
}

private func startThread(stackBytes: Int?, detached: Bool, _ body: @escaping @Sendable () -> Void) -> pthread_t? {
    final class Work: @unchecked Sendable {
        let body: @Sendable () -> Void
        init(_ body: @escaping @Sendable () -> Void) { self.body = body }
    }
    var attributes = pthread_attr_t()
    pthread_attr_init(&attributes)
    defer { pthread_attr_destroy(&attributes) }
    if let stackBytes { pthread_attr_setstacksize(&attributes, stackBytes) }
    if detached { pthread_attr_setdetachstate(&attributes, Int32(PTHREAD_CREATE_DETACHED)) }
    let work = Unmanaged.passRetained(Work(body)).toOpaque()
    var thread = pthread_t()
    let started = pthread_create(&thread, &attributes, { raw in
        Unmanaged<Work>.fromOpaque(raw!).takeRetainedValue().body()
        return nil
    }, work)
    guard started == 0 else {
        Unmanaged<Work>.fromOpaque(work).release()
        return nil
    }
    return thread
}
