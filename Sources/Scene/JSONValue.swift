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
    /// For strings written with escapes: the column offset, from the opening quote, of each
    /// scalar of the decoded string (and one past the end), so that a position inside the
    /// string maps back to the file. nil when the string has no escapes (offset = index + 1).
    public var escapedColumns: [Int]? = nil

    /// The file position of scalar `index` of this string's decoded text.
    public func location(ofStringOffset index: Int) -> SourceLocation {
        let offset = escapedColumns.map { $0[min(max(index, 0), $0.count - 1)] } ?? index + 1
        return SourceLocation(line: location.line, column: location.column + offset)
    }

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
