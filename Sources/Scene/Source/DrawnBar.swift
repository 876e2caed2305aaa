import Layout

/// A drawn class that is a bar or a header: the file does not say how tall it is (its owner
/// does), so it is drawn at UIKit's height for a system bar, else as tall as its content.
public struct DrawnBar {
    public enum Height: Equatable, Sendable {
        /// UIKit's own height for the bar, and where that number comes from.
        case system(Double, source: String)
        /// As tall as its content, as a self-sizing cell.
        case fitted
    }
    public let name: String
    public let height: Height

    /// nil for a class that is no bar or header.
    public init?(_ drawn: SourceClass) {
        guard drawn.kind == .view, let name = drawn.name else { return nil }
        let superclass = drawn.superclass ?? ""
        self.name = name
        switch superclass {
        case "UINavigationBar":
            // UINavigationBar on an iPhone 16, iOS 26.1 simulator: 393 × 44 (openuikit's navitem_* dumps).
            height = .system(44, source: "a navigation bar's height on an iPhone (iOS 26.1)")
        case "UIToolbar":
            // UIToolbar on an iPhone 16, iOS 26.1 simulator: 393 × 54 (openuikit's toolbar_basic dump).
            height = .system(54, source: "a toolbar's height on an iPhone (iOS 26.1)")
        default:
            let endings = ["Bar", "Toolbar", "InputView", "AccessoryView", "Header", "HeaderView", "Footer", "FooterView"]
            guard endings.contains(where: { name.hasSuffix($0) }) else { return nil }
            height = .fitted
        }
    }

    /// The one line that says so.
    public func words(width: Double) -> String {
        switch height {
        case .system(let h, let source):
            return "\(name) is drawn \(formatPoints(h)) tall, \(source); its owner may size it otherwise (\(SourceHints.commandLine.size(width: width)))"
        case .fitted:
            return "\(name) is drawn as tall as its content, as the file does not say how tall its owner makes it (\(SourceHints.commandLine.size(width: width)))"
        }
    }
}
