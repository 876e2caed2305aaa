/// How much a scene may ask for. Each limit has a command-line flag to raise it; the defaults
/// keep a hostile or mistaken file from exhausting memory or time (see docs/limits.md).
public struct SceneLimits: Sendable, Equatable {
    /// The scene file's size in bytes (`--max-scene-bytes`).
    public var fileBytes = 16 << 20
    /// Views in all, the canvas not counted (`--max-views`).
    public var views = 20_000
    /// Views inside views (`--max-nesting`); top-level views are at depth 1.
    public var nesting = 100
    /// Characters in one chain string or pasted block (`--max-chain-length`).
    public var chainLength = 100_000
    /// Characters of a label's text (`--max-text-length`).
    public var textLength = 100_000

    public init() {}
}
