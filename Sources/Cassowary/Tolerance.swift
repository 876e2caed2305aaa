/// The one tolerance policy of the solver, in one place.
///
/// Coefficients whose magnitude falls below `zero` after an operation are dropped from a row
/// (they are rounding noise, and keeping them would make rows grow and pivots unstable).
/// A value is "zero" for every feasibility, optimality and conflict decision when its
/// magnitude is below `zero` as well; constraint states report an error only above `zero`.
public enum Tolerance {
    public static let zero = 1.0e-8

    @inline(__always)
    static func isZero(_ x: Double) -> Bool { x < zero && x > -zero }
}

extension Tolerance {
    /// A constraint is reported unmet (or a required one as holding) with this slack: values
    /// carry rounding from many pivots, and a layout cares about 1/1000 of a point at most.
    public static let reported = 1.0e-6
}

extension Tolerance {
    /// A variable is ambiguous when its range at the optimum is wider than this: the range is
    /// found on probe solvers whose level caps carry `reported` slack each, and every output
    /// rounds to 1/1000 of a point, so narrower ranges are noise, not freedom.
    public static let ambiguity = 1.0e-3
}
