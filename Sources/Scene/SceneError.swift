import SourceSyntax

/// Lines and columns, and the two languages, are the code model's (SourceSyntax): one
/// definition each, which scenes, source files and logs share.
public typealias SourceLocation = SourceSyntax.SourceLocation
public typealias SourceLanguage = SourceSyntax.SourceLanguage

/// A mistake in a scene file, reported as one line: `file:line:col: message`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation?
    public var message: String
    /// Lines that show where the problem is (a chain quoted with a caret), after the message.
    public var context: String?

    public init(file: String, location: SourceLocation?, message: String, context: String? = nil) {
        self.file = file; self.location = location; self.message = message; self.context = context
    }

    /// The one-line message, then the context lines if any.
    public var description: String {
        let head = location.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
        return context.map { head + "\n" + $0 } ?? head
    }
}
