public enum Relation: String, Sendable { case equal = "==", lessThanOrEqual = "<=", greaterThanOrEqual = ">=" }

/// Auto Layout's priorities: 1…1000, fractional allowed; 1000 is required. Levels are strict:
/// no number of constraints at lower priorities outweighs one at a higher priority.
public struct Priority: Hashable, Comparable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public let value: Double
    public init(_ value: Double) { self.value = value }
    public init(floatLiteral value: Double) { self.value = value }
    public init(integerLiteral value: Int) { self.value = Double(value) }

    public static let required = Priority(1000)
    public static let high = Priority(750)
    public static let medium = Priority(500)
    public static let low = Priority(250)
    public static let fittingSizeLevel = Priority(50)
    /// Every priority the solver takes: 1…1000.
    public static let validRange: ClosedRange<Double> = 1...1000

    public var isValid: Bool { Self.validRange.contains(value) }

    public var isRequired: Bool { value >= 1000 }
    public static func < (a: Priority, b: Priority) -> Bool { a.value < b.value }
    public var description: String { value == value.rounded() ? String(Int(value)) : String(value) }
}

/// `expression <relation> 0` at a priority.
public struct Constraint: Sendable, CustomStringConvertible {
    public var expression: Expression
    public var relation: Relation
    public var priority: Priority

    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required) {
        self.expression = expression; self.relation = relation; self.priority = priority
    }

    public func priority(_ p: Priority) -> Constraint { Constraint(expression, relation, priority: p) }

    public var description: String {
        let terms = expression.terms.map { "\($0.coefficient)·\($0.variable)" }.joined(separator: " + ")
        return "\(terms) + \(expression.constant) \(relation.rawValue) 0 @\(priority)"
    }
}

/// A handle to an added constraint, ordered by time of adding.
public struct ConstraintID: Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
    public var description: String { "#\(rawValue)" }
}

public enum ConstraintState: Equatable, Sendable {
    case satisfied
    /// An optional constraint not met; `error` is by how much (> 0).
    case unmet(error: Double)
    /// A required constraint that conflicts with required constraints added before it: not
    /// enforced. `conflict` is a minimal conflicting set including this one, ascending.
    case broken(conflict: [ConstraintID])
}

/// The values a variable can take at the optimum; nil bounds are unbounded.
public struct ValueRange: Equatable, Sendable {
    public let lower: Double?
    public let upper: Double?
    public init(lower: Double?, upper: Double?) { self.lower = lower; self.upper = upper }
}

public enum SolverError: Error, Equatable, Sendable {
    case invalidNumber(String)
    case priorityOutOfRange(Double)
    case unknownConstraint(ConstraintID)
    case duplicateEditVariable(Variable)
    case unknownEditVariable(Variable)
    case requiredEditVariable
    case cannotChangeRequiredness(ConstraintID)
    /// Changing a required constraint's constant would make the required constraints
    /// unsatisfiable; nothing was changed. The set is minimal and includes the constraint.
    case wouldConflict([ConstraintID])
    case unknownVariable(Variable)
}
