import Layout

/// Something that breaks a screen in one combination: what kind, which views, and what was
/// needed against what was given there.
public struct AuditFinding: Sendable, Equatable {
    public enum Kind: String, CaseIterable, Sendable {
        /// Required constraints that cannot all hold (one was broken).
        case conflict
        /// A view the constraints do not fix.
        case ambiguous
        /// A label's text, or a button's title, that does not fit (UIKit shows "…").
        case truncated
        /// A view reaching outside a superview that clips it.
        case clipped
        /// Content reaching outside a superview that does not clip it: drawn over whatever
        /// lies there (a row's text spilling into the next row).
        case overflow
        /// Siblings that overlap where the reference has them apart.
        case overlap
        /// A view reaching outside the screen.
        case offscreen
        /// Content under the status bar, the notch or the home indicator.
        case unsafeArea = "unsafe-area"
        /// A control smaller than a finger (44 × 44 points).
        case tapTarget = "tap-target"
        /// A view with content that comes out with no width or no height.
        case zeroSize = "zero-size"

        public var level: Level {
            switch self {
            case .conflict, .ambiguous: return .error
            case .tapTarget: return .note
            default: return .warning
            }
        }
    }

    /// How bad: `--fail-on` fails at this level or above.
    public enum Level: Int, Comparable, CaseIterable, Sendable {
        case note, warning, error
        public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
        public var name: String { String(describing: self) }
        public init?(name: String) {
            guard let l = Self.allCases.first(where: { $0.name == name.lowercased() }) else { return nil }
            self = l
        }
    }

    public let kind: Kind
    /// The views' keys, as pictures and `explain` name them.
    public let views: [String]
    /// Their ids in the layout, to find and mark them.
    public let viewIDs: [String]
    /// What would not break it, and what the combination gave.
    public let needed: String
    public let given: String
    /// The whole finding in a sentence.
    public let words: String
    /// What else tells one finding of the kind and views from another (the broken
    /// constraint's items and attributes, the ambiguous attributes).
    public var subject = ""

    public init(kind: Kind, views: [String], viewIDs: [String], needed: String, given: String, words: String, subject: String = "") {
        self.kind = kind; self.views = views; self.viewIDs = viewIDs; self.needed = needed; self.given = given
        self.words = words; self.subject = subject
    }

    public var level: Level { kind.level }

    /// The views a picture outlines: the one that reaches out of its superview (not the
    /// superview too), else every view the finding names.
    public var marked: [String] { kind == .overflow || kind == .clipped ? Array(viewIDs.prefix(1)) : viewIDs }

    /// What makes two combinations' findings the same one: its kind and views (the numbers
    /// differ from device to device).
    public var identity: String { kind.rawValue + "|" + viewIDs.joined(separator: "|") + "|" + subject }
}
