import ArgumentParser
import Scene

/// The limits every command that reads scenes shares (docs/limits.md), each with a flag to
/// raise it.
struct LimitOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Largest scene file read, in bytes (default 16777216).", valueName: "n"))
    var maxSceneBytes: Int?
    @Option(help: ArgumentHelp("Most views a scene may have (default 20000).", valueName: "n"))
    var maxViews: Int?
    @Option(help: ArgumentHelp("Deepest nesting of views (default 100).", valueName: "n"))
    var maxNesting: Int?
    @Option(help: ArgumentHelp("Longest chain string, in characters (default 100000).", valueName: "n"))
    var maxChainLength: Int?
    @Option(help: ArgumentHelp("Longest label text, in characters (default 100000).", valueName: "n"))
    var maxTextLength: Int?
    @Option(help: ArgumentHelp("Largest picture side in device pixels (default 16384).", valueName: "n"))
    var maxPictureSide: Int?
    @Option(help: ArgumentHelp("Most device pixels in a picture (default 100000000).", valueName: "n"))
    var maxPixels: Int?

    func validate() throws {
        for (name, value) in [("--max-scene-bytes", maxSceneBytes), ("--max-views", maxViews), ("--max-nesting", maxNesting),
                              ("--max-chain-length", maxChainLength), ("--max-text-length", maxTextLength),
                              ("--max-picture-side", maxPictureSide), ("--max-pixels", maxPixels)] {
            if let value, value < 1 { throw ValidationError("\(name) must be at least 1") }
        }
    }

    var scene: SceneLimits {
        var l = SceneLimits()
        if let maxSceneBytes { l.fileBytes = maxSceneBytes }
        if let maxViews { l.views = maxViews }
        if let maxNesting { l.nesting = maxNesting }
        if let maxChainLength { l.chainLength = maxChainLength }
        if let maxTextLength { l.textLength = maxTextLength }
        return l
    }

    var picture: PictureLimits {
        PictureLimits(side: maxPictureSide ?? PictureLimits().side, pixels: maxPixels ?? PictureLimits().pixels)
    }
}

/// Largest picture drawn without complaint: per side and in all, after scale.
struct PictureLimits: Sendable {
    var side = 16384
    var pixels = 100_000_000
}
