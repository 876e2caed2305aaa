import Layout

/// How much is drawn over the views.
public enum Overlay: String, CaseIterable, Sendable {
    /// Frames, keys, every constraint, the problems and their legend.
    case all
    /// Frames, keys, and only what is wrong: conflicts, unmet constraints, ambiguous and
    /// degenerate views, with the legend.
    case problems
    /// Frames with outlines and keys: the plain look for golden tests of the UI itself.
    case frames
    /// Only the views' own fills and borders, as the screen would show them.
    case none

    var drawsOutlines: Bool { self != .none }
    var drawsProblems: Bool { self == .all || self == .problems }
    var drawsEveryConstraint: Bool { self == .all }
}

public enum Theme: String, CaseIterable, Sendable {
    case light, dark
}

public struct RenderOptions: Sendable, Equatable {
    public var scale: Double
    public var overlay: Overlay
    public var theme: Theme
    /// Sentences the caller adds to the legend after the problems (what a console log's
    /// conflict means and what usually fixes it).
    public var notes: [String] = []
    /// Frames a view was stored at elsewhere, in the root's coordinates, by view id (where
    /// Interface Builder stored a view it marks misplaced): drawn as dashed ghosts.
    public var storedFrames: [String: Rect] = [:]
    public init(scale: Double, overlay: Overlay = .all, theme: Theme = .light, notes: [String] = []) {
        self.scale = scale; self.overlay = overlay; self.theme = theme; self.notes = notes
    }
}
