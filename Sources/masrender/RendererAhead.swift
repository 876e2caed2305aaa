import Goldens
import Render
#if canImport(Glibc)
import Glibc
#endif

/// A render's Renderer made on a second thread while the first reads the command line and the
/// scene: loading Cairo, Pango and fontconfig and adding the fonts (a third of a small
/// render) then overlaps with work that does not need them. Only the render command starts
/// it; everything else makes its Renderer when it needs one.
enum RendererAhead {
    private final class Made: @unchecked Sendable {
        var renderer: Result<Renderer, TextEngine.Unavailable>?
    }
    private enum State {
        case idle
        case started(pthread_t, Made)
        case taken
    }
    private static let state = Locked<State>(.idle)

    /// Starts making the Renderer (once); exit waits for it, so no library is unloaded under it.
    static func start() {
        state.withLock { state in
            guard case .idle = state else { return }
            let made = Made()
            guard let thread = startJoinableThread({ made.renderer = Result { () throws(TextEngine.Unavailable) in try Renderer() } }) else { return }
            state = .started(thread, made)
            atexit { RendererAhead.finish() }
        }
    }

    /// The Renderer made ahead (waiting for it if it is not ready yet), or a new one when none
    /// was started or it was taken already.
    static func take() throws(TextEngine.Unavailable) -> Renderer {
        if let made = finish() { return try made.get() }
        return try Renderer()
    }

    /// Waits for the thread, if one was started and not yet waited for, and hands over what it made.
    @discardableResult
    private static func finish() -> Result<Renderer, TextEngine.Unavailable>? {
        state.withLock { state in
            guard case .started(let thread, let made) = state else { return nil }
            pthread_join(thread, nil)
            state = .taken
            return made.renderer
        }
    }
}
