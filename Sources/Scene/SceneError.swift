/// A 1-based line and column in a source text; columns count Unicode scalars.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}

/// A mistake in a scene file, reported as one line: `file:line:col: message`.
public struct SceneError: Error, Equatable, Sendable, CustomStringConvertible {
    public var file: String
    public var location: SourceLocation?
    public var message: String

    public init(file: String, location: SourceLocation?, message: String) {
        self.file = file; self.location = location; self.message = message
    }

    public var description: String {
        if let location { return "\(file):\(location): \(message)" }
        return "\(file): \(message)"
    }
}
