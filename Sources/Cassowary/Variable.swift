/// A variable of a solver, ordered by creation. Made by `Solver.makeVariable`.
public struct Variable: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The solver's symbol for this variable.
    let symbol: Symbol
    init(symbol: Symbol) { self.symbol = symbol }

    public static func < (a: Variable, b: Variable) -> Bool { a.symbol < b.symbol }
    public var description: String { "v\(symbol)" }
}

public struct Term: Hashable, Sendable {
    public var variable: Variable
    public var coefficient: Double
    public init(_ variable: Variable, _ coefficient: Double = 1) { self.variable = variable; self.coefficient = coefficient }
}

/// Σ coefficient · variable + constant.
public struct Expression: Hashable, Sendable {
    public var terms: [Term]
    public var constant: Double

    public init(_ terms: [Term] = [], constant: Double = 0) { self.terms = terms; self.constant = constant }
    public init(_ variable: Variable) { self.init([Term(variable)]) }
    public init(constant: Double) { self.init([], constant: constant) }

    /// Terms with the same variable merged, in variable order, zero coefficients dropped.
    public var simplified: Expression {
        var sorted = terms
        if !zip(terms, terms.dropFirst()).allSatisfy({ $0.variable < $1.variable }) {
            sorted.sort { $0.variable < $1.variable }
        }
        var merged: [Term] = []
        merged.reserveCapacity(sorted.count)
        for t in sorted {
            if let last = merged.last, last.variable == t.variable {
                merged[merged.count - 1].coefficient += t.coefficient
            } else {
                merged.append(t)
            }
        }
        return Expression(merged.filter { $0.coefficient != 0 }, constant: constant)
    }
}

public protocol ExpressionConvertible { var expression: Expression { get } }
extension Variable: ExpressionConvertible { public var expression: Expression { Expression(self) } }
extension Expression: ExpressionConvertible { public var expression: Expression { self } }
extension Double: ExpressionConvertible { public var expression: Expression { Expression(constant: self) } }

public func + (a: some ExpressionConvertible, b: some ExpressionConvertible) -> Expression {
    let x = a.expression, y = b.expression
    return Expression(x.terms + y.terms, constant: x.constant + y.constant)
}
public func - (a: some ExpressionConvertible, b: some ExpressionConvertible) -> Expression { a + (-1.0) * b }
public func * (k: Double, e: some ExpressionConvertible) -> Expression {
    let x = e.expression
    return Expression(x.terms.map { Term($0.variable, $0.coefficient * k) }, constant: x.constant * k)
}
public func * (e: some ExpressionConvertible, k: Double) -> Expression { k * e }
public func / (e: some ExpressionConvertible, k: Double) -> Expression { (1.0 / k) * e }
public prefix func - (e: some ExpressionConvertible) -> Expression { -1.0 * e }

public func == (a: some ExpressionConvertible, b: some ExpressionConvertible) -> Constraint { Constraint(a - b, .equal) }
public func <= (a: some ExpressionConvertible, b: some ExpressionConvertible) -> Constraint { Constraint(a - b, .lessThanOrEqual) }
public func >= (a: some ExpressionConvertible, b: some ExpressionConvertible) -> Constraint { Constraint(a - b, .greaterThanOrEqual) }
