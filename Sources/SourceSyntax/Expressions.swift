/// Expressions, both languages: binary operators by precedence (each language's table),
/// assignment and the ternary; the operands are each grammar's own (`swiftUnary`, `objcUnary`).
extension Parser {
    struct Operator { let precedence: Int; let rightAssociative: Bool }

    /// Swift's standard precedence groups (higher binds tighter).
    static let swiftOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        for op in ["||"] { table[op] = Operator(precedence: 3, rightAssociative: false) }
        for op in ["&&"] { table[op] = Operator(precedence: 4, rightAssociative: false) }
        for op in ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="] { table[op] = Operator(precedence: 5, rightAssociative: false) }
        table["??"] = Operator(precedence: 6, rightAssociative: true)
        for op in ["..<", "..."] { table[op] = Operator(precedence: 8, rightAssociative: false) }
        for op in ["+", "-", "|", "^", "&+", "&-"] { table[op] = Operator(precedence: 9, rightAssociative: false) }
        for op in ["*", "/", "%", "&", "&*"] { table[op] = Operator(precedence: 10, rightAssociative: false) }
        for op in ["<<", ">>"] { table[op] = Operator(precedence: 11, rightAssociative: false) }
        return table
    }()

    /// C's precedence.
    static let cOperators: [String: Operator] = {
        var table: [String: Operator] = [:]
        let levels: [[String]] = [["||"], ["&&"], ["|"], ["^"], ["&"], ["==", "!="], ["<", ">", "<=", ">="], ["<<", ">>"], ["+", "-"], ["*", "/", "%"]]
        for (n, ops) in levels.enumerated() { for op in ops { table[op] = Operator(precedence: 3 + n, rightAssociative: false) } }
        return table
    }()

    static let assignments: Set<String> = ["=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "??="]

    /// A whole expression: assignment, ternary and binary operators over operands.
    /// `trailingClosures: false` in Swift's conditions (`if x {` is no call of `x`).
    mutating func expression(trailingClosures: Bool = true) throws(ParseFailure) -> Expr {
        try nest()
        defer { unnest() }
        let start = i
        let left = try ternary(trailingClosures: trailingClosures)
        if t.kind == .punctuation, Self.assignments.contains(t.text), !(language == .swift && t.afterNewline && t.text != "=") {
            let op = advance().text
            let value = try expression(trailingClosures: trailingClosures)
            return Expr(.assign(op, left, value), range(from: start))
        }
        return left
    }

    mutating func ternary(trailingClosures: Bool) throws(ParseFailure) -> Expr {
        let start = i
        let condition = try binary(minimum: 0, trailingClosures: trailingClosures)
        guard at("?"), isTernaryQuestion else { return condition }
        advance()
        if language == .objectiveC, eat(":") {
            // GNU's `a ?: b`.
            let other = try ternary(trailingClosures: trailingClosures)
            return Expr(.binary("?:", condition, other), range(from: start))
        }
        let yes = try expression(trailingClosures: trailingClosures)
        try expect(":")
        let no = try ternary(trailingClosures: trailingClosures)
        return Expr(.ternary(condition, yes, no), range(from: start))
    }

    /// Swift's `?` is the ternary's only with space before it (`a ? b : c`); bound, it is
    /// optional chaining, taken by the postfix loop.
    var isTernaryQuestion: Bool { language == .objectiveC || t.spaceBefore }

    func binaryOperator() -> (String, Operator)? {
        guard t.kind == .punctuation else {
            // Swift's `is`, `as`, `as?`, `as!` bind like casting (between ?? and ranges).
            if language == .swift, t.kind == .identifier, t.text == "as" || t.text == "is" {
                return (t.text, Operator(precedence: 7, rightAssociative: false))
            }
            return nil
        }
        let table = language == .swift ? Self.swiftOperators : Self.cOperators
        // Swift's lexer keeps `>` alone (`Array<Array<Int>>` closes twice): two written together
        // in an expression are the right shift (`(rgb & 0xFF0000) >> 16`).
        if isSwiftRightShift { return (">>", table[">>"]!) }
        if let op = table[t.text] { return (t.text, op) }
        // Swift: an app's own operator (`$0.width == 100 ~ .high`, `<~`) at the default precedence.
        if language == .swift, !Self.assignments.contains(t.text), t.text != "?", t.text != "!", t.text != "->",
           t.text.utf8.allSatisfy({ Lexer.swiftOperatorBytes.contains($0) || $0 == 0x2E }) {
            return (t.text, Operator(precedence: 5, rightAssociative: false))
        }
        return nil
    }

    /// Whether the tokens here are Swift's `>>`: two `>` with nothing between them.
    var isSwiftRightShift: Bool {
        language == .swift && t.kind == .punctuation && t.text == ">" && peek().kind == .punctuation && peek().text == ">" && !peek().spaceBefore
            && peek().range.start == t.range.end
    }

    mutating func binary(minimum: Int, trailingClosures: Bool) throws(ParseFailure) -> Expr {
        let start = i
        var left = language == .swift ? try swiftUnary(trailingClosures: trailingClosures) : try objcUnary()
        while let (op, info) = binaryOperator(), info.precedence >= minimum {
            if op == ">>", isSwiftRightShift {
                advance(); advance()
                let right = try binary(minimum: info.precedence + 1, trailingClosures: trailingClosures)
                left = Expr(.binary(op, left, right), range(from: start))
                continue
            }
            // Swift: an operator with space before it and none after is a prefix one, so it
            // starts something new (`x\n-1`), not a binary operator.
            if language == .swift, t.kind == .punctuation, t.spaceBefore, !peek().spaceBefore { break }
            if language == .swift, op == "..." || op == "..<", peek().kind == .punctuation, [")", "]", ",", ":", "{"].contains(peek().text) {
                // A one-sided range, `26...`.
                advance()
                left = Expr(.postfix(op, left), range(from: start))
                continue
            }
            advance()
            if op == "as" || op == "is" {
                var kind = op
                if op == "as", t.kind == .punctuation, t.text == "?" || t.text == "!", !t.spaceBefore { kind += advance().text }
                let type = try typeName()
                left = Expr(.cast(left, kind, type), range(from: start))
                continue
            }
            let right = try binary(minimum: info.rightAssociative ? info.precedence : info.precedence + 1, trailingClosures: trailingClosures)
            left = Expr(.binary(op, left, right), range(from: start))
        }
        return left
    }

    /// `op operand`; a minus before a number is that number negative.
    func prefixed(_ op: String, _ operand: Expr, from start: Int) -> Expr {
        if op == "-", case .number(let v, let integer) = operand.kind { return Expr(.number(-v, isInteger: integer), range(from: start)) }
        return Expr(.prefix(op, operand), range(from: start))
    }

    /// Arguments up to `close`: `label: value` (Swift's labels, Objective-C's none), commas between.
    mutating func argumentList(close: String) throws(ParseFailure) -> [Argument] {
        var arguments: [Argument] = []
        while !at(close) {
            if atEnd { throw ParseFailure(expected: "'\(close)'", at: i) }
            var label: String?
            if language == .swift, t.kind == .identifier, peekIs(1, ":") { label = advance().text; advance() }
            let value: Expr
            if language == .swift, t.kind == .punctuation, peekIs(1, ",") || peekIs(1, close), binaryOperator() != nil {
                // An operator passed as a function (`reduce(0, +)`).
                value = Expr(.name(t.text), t.range)
                advance()
            } else if language == .swift, label != nil, at(",") || at(close) {
                // `#selector(tap(_:))`-like bare labels: no value.
                value = Expr(.name(label!), tokens[i - 1].range)
            } else if language == .objectiveC, at(","), !arguments.isEmpty || close == ")" {
                // An empty argument, as a macro whose definition is not at hand is given one
                // (`metamacro_foreach_cxt(rac_weakify_,, __weak, self)`, what ReactiveCocoa's
                // `@weakify(self)` expands to): nothing.
                value = Expr(.null, t.range)
            } else {
                value = try expression()
            }
            arguments.append(Argument(label: label, value: value))
            if !eat(",") { break }
        }
        try expect(close)
        return arguments
    }
}
