/// A token of Swift or Objective-C. Keywords are identifiers (the parser asks for them by name);
/// Objective-C's `@` words (`@interface`, `@property`, `@weakify`) are identifiers with their `@`.
public struct Token: Sendable {
    public enum Kind: UInt8, Sendable {
        case identifier
        /// `number` holds the value; `isInteger` says it was written without a fraction.
        case number
        /// `text` holds the value with escapes resolved; `pieces` is set when a Swift string
        /// interpolates (`"Day \(day)"`); `isObjectiveCString` for `@"…"`.
        case string
        case punctuation
        /// A whole preprocessor line: Objective-C's `#define …`, `#if …`, Swift's `#if …`;
        /// `text` is its name (`define`, `if`) and `range` the whole line with its continuations.
        case directive
        case end
    }
    public var kind: Kind
    public var text: String
    public var range: SourceRange
    public var number: Double = 0
    public var isInteger = false
    public var isObjectiveCString = false
    public var pieces: [StringPiece]? = nil
    /// A line break stands between this token and the one before it.
    public var afterNewline = false
    /// White space or a comment stands right before this token (Swift's operators bind by it).
    public var spaceBefore = false
    /// Set on tokens a macro expansion made: the name of the outermost macro used.
    public var expandedFrom: String? = nil

    public init(kind: Kind, text: String, range: SourceRange) {
        self.kind = kind
        self.text = text
        self.range = range
    }

    @inline(__always) public func isPunctuation(_ p: String) -> Bool { kind == .punctuation && text == p }
    @inline(__always) public func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    public var isIdentifier: Bool { kind == .identifier }
}

/// A part of an interpolating Swift string: text, or the code of one `\( … )`.
public enum StringPiece: Sendable, Equatable {
    case text(String)
    case code(SourceRange)
}
