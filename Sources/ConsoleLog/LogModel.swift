import Layout

/// An object a console log names: a view or a layout guide, known by its address
/// (`UILabel:0x7fb8c5d0e6b0'Title'`), its Masonry key or SnapKit label (`UIView:redView`), or
/// the name an app gave it (`AddressToolbar.lockIcon`, through the `names:` table).
public struct LogItem: Sendable, Equatable {
    /// What the log calls it: an address, a key or a name. Unique within a log.
    public let ref: String
    /// The class as printed, module included (`Trust.BrowserNavigationBar`); `UIView` when the
    /// log gives only a name.
    public var className: String
    /// A label's text or a layout guide's identifier, as quoted after the address.
    public var quoted: String?
    /// The name the app gave it (an accessibility identifier), from the `names:` table.
    public var appName: String?

    public init(ref: String, className: String, quoted: String? = nil, appName: String? = nil) {
        self.ref = ref; self.className = className; self.quoted = quoted; self.appName = appName
    }

    /// The class without its module.
    public var shortClassName: String {
        className.split(separator: ".").last.map(String.init) ?? className
    }

    public var isLayoutGuide: Bool {
        let c = shortClassName
        return c.hasSuffix("LayoutGuide") || c == "_UILayoutSpacer" || c == "NSLayoutGuide"
    }

    /// Whether the log names it by an address rather than by a key or label.
    public var isAddress: Bool { ref.hasPrefix("0x") }
}

/// One side of an equation: an item's attribute.
public struct LogAnchor: Sendable, Equatable {
    public var item: String
    public var attribute: LayoutAttribute
    public init(item: String, attribute: LayoutAttribute) { self.item = item; self.attribute = attribute }
}

/// What a constraint says: `first relation multiplier × second + constant` at a priority.
public struct LogEquation: Sendable, Equatable {
    public var first: LogAnchor
    public var relation: LayoutRelation
    public var second: LogAnchor?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double
}

/// Who made a constraint, as far as its class, identifier and items tell.
public enum ConstraintOrigin: String, Sendable, CaseIterable {
    /// The app's own code (or its storyboard).
    case app
    /// 'UIView-Encapsulated-Layout-Width/Height': the size a table or collection view (or a
    /// navigation bar, a popover) gives the view it hosts.
    case encapsulatedSize
    /// NSAutoresizingMaskLayoutConstraint: a frame turned into constraints because the view's
    /// translatesAutoresizingMaskIntoConstraints is on.
    case autoresizingMask
    /// NSContentSizeLayoutConstraint: a view's intrinsic content size.
    case contentSize
    /// 'UISV-…': a stack view arranging its subviews.
    case stackView
    /// '_UITemporaryLayoutWidth/Height': a size UIKit sets for a moment while it measures.
    case temporarySize
    /// A layout guide's own definition: safe area, layout margins, the old top/bottom guides.
    case layoutGuide
    /// UIKit's or AppKit's private views (keyboard, bars, alerts): nothing in the app's code.
    case frameworkInternal

    public var isSystem: Bool { self != .app }

    /// A few words for the picture and the explanation.
    public var words: String {
        switch self {
        case .app: return "yours"
        case .encapsulatedSize: return "encapsulated size"
        case .autoresizingMask: return "autoresizing mask"
        case .contentSize: return "intrinsic content size"
        case .stackView: return "stack view"
        case .temporarySize: return "temporary size"
        case .layoutGuide: return "layout guide"
        case .frameworkInternal: return "framework internals"
        }
    }
}

/// One constraint description read from a log.
public struct LogConstraint: Sendable, Equatable {
    /// 1-based line and column of the description's `<` in the log (of its first character when
    /// the angle brackets were lost).
    public var line: Int
    public var column: Int
    /// The description as printed, from `<` to `>`.
    public var text: String
    /// NSLayoutConstraint, MASLayoutConstraint, SnapKit.LayoutConstraint,
    /// NSAutoresizingMaskLayoutConstraint, NSContentSizeLayoutConstraint, …
    public var className: String
    /// The constraint's address, or its Masonry key / SnapKit label.
    public var ref: String
    /// The identifier quoted after the address ('UIView-Encapsulated-Layout-Height').
    public var identifier: String?
    /// SnapKit's `File.swift#42`, the file name only.
    public var sourceLocation: String?
    /// An autoresizing constraint's mask (`h=--& v=--&`).
    public var autoresizingMask: String?
    /// nil when the log does not say (older systems, Masonry's and SnapKit's descriptions).
    public var isActive: Bool?
    public var equation: LogEquation
    public var origin: ConstraintOrigin = .app
    /// The `|` of a visual format names the superview of the item beside it.
    public var superviewOf: String?

    /// The framework that printed the log, for the picture's labels.
    public func systemName(appKit: Bool) -> String? {
        origin.isSystem ? (appKit ? "AppKit" : "UIKit") : nil
    }
}

/// A problem with the log's text that did not stop the reading.
public struct LogWarning: Sendable, Equatable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var message: String
    public init(line: Int, column: Int, message: String) { self.line = line; self.column = column; self.message = message }
    public var description: String { "\(line):\(column): \(message)" }
}

/// One "Unable to simultaneously satisfy constraints" report: the list UIKit printed and the
/// constraint it broke.
public struct LogBlock: Sendable, Equatable {
    /// The line of the header, or of the first constraint when the header is missing.
    public var firstLine: Int
    public var lastLine: Int
    public var hasHeader: Bool
    public var constraints: [LogConstraint] = []
    /// Which of `constraints` the framework broke ("Will attempt to recover by breaking …").
    public var broken: Int?
    /// The list or the log ended before the block did (no closing parenthesis or break line).
    public var isCutOff = false
}

/// A view that `-[UIView _autolayoutTrace]` (lldb's `po [[UIWindow keyWindow] _autolayoutTrace]`,
/// or UIKit's own "View has an ambiguous layout" synopsis) marks `AMBIGUOUS LAYOUT`: its
/// constraints allow more than one frame.
public struct LogAmbiguity: Sendable, Equatable {
    /// Where its line is (1-based), at the view's class name.
    public var line: Int
    public var column: Int
    /// The view, by its address, class and quoted text (a label's).
    public var item: LogItem
    /// The attributes the trace names, in its words (`minX`, `minY`, `Width`, `Height`), in
    /// order; empty when it names none (systems before iOS 9 print only the mark).
    public var attributes: [String]
}

/// Everything read from a log.
public struct ConsoleLog: Sendable, Equatable {
    public var blocks: [LogBlock] = []
    /// The views `_autolayoutTrace` trees list (each line once), and those it marks ambiguous
    /// (each view once, its attributes gathered).
    public var traceViews = 0
    public var ambiguities: [LogAmbiguity] = []
    /// Every item named anywhere in the log, by ref.
    public var items: [String: LogItem] = [:]
    public var warnings: [LogWarning] = []
    /// Lines that were neither constraints nor the frameworks' own words (prefix text, people's
    /// comments); said in the explanation, never dropped silently.
    public var otherLines: [Int] = []
    /// AppKit's header or classes (NSView, NSWindow) were seen.
    public var isAppKit = false
    /// Masonry's descriptions were seen: every NSLayoutConstraint then prints in Masonry's
    /// format, without its identifier.
    public var hasMasonry = false
}
