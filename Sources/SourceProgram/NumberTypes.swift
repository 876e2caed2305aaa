import SourceSyntax

/// Whole and floating numbers, as the languages keep them apart: a value of an integer type
/// divides as integers do (`(Int(UIScreen.main.bounds.width) - 16 * 4) / 3` is 109 in Swift,
/// `NSInteger n = 7; n / 2` is 3 in C), and a floating type's does not.
extension Interpreter {
    /// Integer types in both languages (Swift's, C's, Foundation's).
    static let integerTypes: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
                                            "int", "long", "short", "unsigned", "NSInteger", "NSUInteger", "size_t"]
    /// Floating types in both languages.
    static let floatingTypes: Set<String> = ["CGFloat", "Double", "Float", "Float64", "Float32", "double", "float", "NSTimeInterval", "TimeInterval"]

    /// A declaration's initial value read with its declared type as the context Swift gives it:
    /// `.init(value: 4)` and `.make()` written for `static let spacing4: Spacing = .init(value: 4)`
    /// are `Spacing(value: 4)` and `Spacing.make()`.
    func evaluate(_ e: Expr, declaredAs type: TypeName?, in scope: Scope, selfValue: Value) -> Value {
        if language == .swift, let t = type?.base, ownType(t) != nil, case .call(let callee, let args) = e.kind,
           case .implicitMember(let n) = callee.kind {
            let a = arguments(args, in: scope, selfValue: selfValue)
            if n == "init" { return construct(t, a, range: e.range) }
            return invoke(.type(t), n, key: MethodKey.make(n, labels: a.map(\.label)), a, range: e.range, scope: scope, selfValue: selfValue,
                          receiverExpr: Expr(.type(TypeName(written: t, base: t)), callee.range))
        }
        return evaluate(e, in: scope, selfValue: selfValue)
    }

    /// A value kept in a variable or property declared with `type`: an integer type's is whole
    /// (the fraction dropped, as a conversion does), a floating type's floating. Undeclared, a
    /// Swift constant made of integer literals alone is an `Int` (`static let spacing = 16`), as
    /// Swift infers it; an Objective-C literal keeps no type of its own.
    func declared(_ value: Value, type: TypeName?, initial: Expr?) -> Value {
        if let resolved = implicitMember(value, of: type, range: initial?.range) { return resolved }
        if let t = type?.base {
            if Self.integerTypes.contains(t), value.isNumeric, let n = value.number { return .whole(n) }
            if Self.floatingTypes.contains(t) { return value.floating }
            return value
        }
        if language == .swift, case .number(let n) = value, let initial, Self.integerLiteralValue(initial) != nil { return .whole(n) }
        return value
    }

    /// `.default` where the app's type is known (`init(setting: CalendarSettings = .default)`,
    /// `var style: Style = .shared`): that type's static property, as Swift reads it; nil for
    /// anything else (an enum's case stays a case).
    func implicitMember(_ value: Value, of type: TypeName?, range: SourceRange?) -> Value? {
        guard language == .swift, case .symbol(let name) = value, !name.contains("."), let t = type?.base else { return nil }
        // UIKit's and Core Graphics' structs' `.zero` (`var insets: UIEdgeInsets = .zero`).
        if name == "zero", let zero = Self.zero(of: t) { return zero }
        guard ownType(t)?.property(name) != nil else { return nil }
        return typeMember(t, name, range: range ?? SourceRange(0, 0))
    }

    /// A parameter's default value (`setting: CalendarSettings = .default`), an implicit member
    /// read as the parameter's type's static property: what a caller leaving it out gets.
    func defaultArgument(_ p: Parameter, _ d: Expr, in scope: Scope, selfValue: Value) -> Value {
        let v = evaluate(d, in: scope, selfValue: selfValue)
        return implicitMember(v, of: p.type, range: d.range) ?? v
    }

    /// Whether an operand is whole for the arithmetic beside it: an integer type's value, or an
    /// integer literal (which takes the other operand's type in both languages).
    func isWhole(_ v: Value, written e: Expr) -> Bool {
        if case .integer = v { return true }
        return Self.integerLiteralValue(e) != nil
    }

    /// `+ - * / %` on two whole operands, at least one of an integer type: whole, division
    /// truncating toward zero as both languages' does. Nil when either is not whole.
    func wholeArithmetic(_ op: String, _ a: Value, _ l: Expr, _ b: Value, _ r: Expr) -> Value? {
        let typed = { (v: Value) in if case .integer = v { return true } else { return false } }
        guard typed(a) || typed(b), isWhole(a, written: l), isWhole(b, written: r), let x = a.number, let y = b.number else { return nil }
        switch op {
        case "+": return .whole(x + y)
        case "-": return .whole(x - y)
        case "*": return .whole(x * y)
        case "/": return y == 0 ? nil : .whole(x / y)
        case "%": return y == 0 ? nil : .whole(x.truncatingRemainder(dividingBy: y))
        default: return nil
        }
    }
}
