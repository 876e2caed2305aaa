/// A parsed JSON value that remembers where it stood in the file, so that every mistake in a
/// scene can be reported at its line and column (Foundation's decoder cannot do that).
public struct JSONNode: Sendable {
    public enum Value: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONNode])
        /// Members in file order; keys are unique (the parser rejects duplicates).
        case object([JSONMember])
    }
    public let value: Value
    public let location: SourceLocation

    /// The JSON type's name as a user would say it, for error messages.
    public var typeName: String {
        switch value {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

public struct JSONMember: Sendable {
    public let key: String
    public let keyLocation: SourceLocation
    public let value: JSONNode
}
