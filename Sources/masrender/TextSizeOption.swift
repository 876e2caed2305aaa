import ArgumentParser
import Layout

/// `--text-size`: the Dynamic Type size to draw at, for every command that lays out.
struct TextSizeOption: ParsableArguments {
    @Option(name: .customLong("text-size"),
            help: ArgumentHelp("The Dynamic Type text size: xSmall, Small, Medium, Large (iOS's default), xLarge, xxLarge, xxxLarge, AX1 … AX5, or UIKit's names (accessibilityLarge); overrides the scene's canvas textSize.", valueName: "size"))
    var textSize: ContentSizeCategory?
}

extension ContentSizeCategory: ExpressibleByArgument {
    public init?(argument: String) { self.init(name: argument) }
    public static var allValueStrings: [String] { allCases.map(\.name) }
}
