/// Swift's statements: bindings, `if`/`guard`/`switch`/loops/`do`, jumps, nested declarations,
/// and expressions; a statement ends at `;`, a line break or the body's `}`.
extension Parser {
    /// Statements up to `close` (not taken); a switch case's (`inCase`) also up to the next
    /// `case`, `default` or `@unknown`.
    mutating func swiftStatements(until close: String, inCase: Bool = false) -> [Stmt] {
        var out: [Stmt] = []
        while true {
            while eat(";") {}
            if atEnd || at(close) { return out }
            if inCase, atWord("case") || atWord("default") || (at("@") && peekWord(1, "unknown")) { return out }
            let start = i
            do throws(ParseFailure) {
                let s = try swiftStatement()
                if !(at(";") || at("}") || atEnd || t.afterNewline || at(close)) { throw ParseFailure(expected: "a line break or ';' after the statement", at: i) }
                out.append(s)
            } catch {
                out.append(unparsedStatement(from: start, error))
            }
            if i == start { advance() }
        }
    }

    mutating func swiftBody() throws(ParseFailure) -> [Stmt] {
        try expect("{")
        try nest()
        defer { unnest() }
        let body = swiftStatements(until: "}")
        try expect("}")
        return body
    }

    mutating func swiftStatement() throws(ParseFailure) -> Stmt {
        let start = i
        if t.kind == .identifier, peekIs(1, ":"), ["for", "while", "repeat", "do", "switch", "if"].contains(peek(2).text) { advance(); advance() }
        if t.kind == .identifier {
            switch t.text {
            case "let", "var":
                let bindings = try swiftBindings(modifiers: [])
                if at("{"), !t.afterNewline, bindings.count == 1, bindings[0].initial == nil, case .name(let name) = bindings[0].pattern {
                    // A local computed variable.
                    let accessors = try swiftAccessors()
                    let property = PropertyDecl(name: name, type: bindings[0].type, initial: nil, isConstant: false, accessors: accessors, isIvar: false)
                    return Stmt(.declaration(Decl(.property(property), range(from: start))), range(from: start))
                }
                return Stmt(.variables(bindings), range(from: start))
            case "if": return try swiftIf()
            case "guard":
                advance()
                let conditions = try swiftConditions()
                try expectWord("else")
                return Stmt(.guardStatement(conditions, else: try swiftBody()), range(from: start))
            case "switch": return try swiftSwitch()
            case "for": return try swiftFor()
            case "while":
                advance()
                let conditions = try swiftConditions()
                return Stmt(.whileLoop(conditions, body: try swiftBody()), range(from: start))
            case "repeat":
                advance()
                let body = try swiftBody()
                try expectWord("while")
                return Stmt(.repeatWhile(body: body, try expression(trailingClosures: false)), range(from: start))
            case "do":
                advance()
                if atWord("throws") { advance(); if at("(") { try skipBalanced() } }
                let body = try swiftBody()
                var catches: [[Stmt]] = []
                while eatWord("catch") {
                    while !at("{") && !atEnd { advance() }
                    catches.append(try swiftBody())
                }
                return Stmt(catches.isEmpty ? .block(body) : .doCatch(body: body, catches: catches), range(from: start))
            case "defer":
                advance()
                return Stmt(.deferred(try swiftBody()), range(from: start))
            case "return":
                advance()
                if at("}") || at(";") || atEnd || t.afterNewline { return Stmt(.returnStatement(nil), range(from: start)) }
                return Stmt(.returnStatement(try expression()), range(from: start))
            case "throw":
                advance()
                return Stmt(.throwStatement(try expression()), range(from: start))
            case "break", "continue":
                let word = advance().text
                if t.kind == .identifier, !t.afterNewline { advance() }
                return Stmt(word == "break" ? .breakStatement : .continueStatement, range(from: start))
            case "fallthrough":
                advance()
                return Stmt(.fallthroughStatement, range(from: start))
            default:
                if startsSwiftDeclaration() {
                    let decls = try swiftDeclaration()
                    if decls.count == 1 { return Stmt(.declaration(decls[0]), range(from: start)) }
                    return Stmt(.block(decls.map { Stmt(.declaration($0), $0.range) }), range(from: start))
                }
            }
        } else if at("@") {
            let decls = try swiftDeclaration()
            return Stmt(.block(decls.map { Stmt(.declaration($0), $0.range) }), range(from: start))
        }
        return Stmt(.expression(try expression()), range(from: start))
    }

    /// `let a = 1, b: CGFloat = 2`, `var (x, y) = …`, `lazy var v = {…}()`.
    mutating func swiftBindings(modifiers: [String]) throws(ParseFailure) -> [Binding] {
        let constant = advance().text == "let"
        var bindings: [Binding] = []
        repeat {
            let pattern = try swiftPattern(binding: true)
            var type: TypeName?
            if eat(":") { type = try swiftType() }
            var initial: Expr?
            if eat("=") { initial = try expression() }
            bindings.append(Binding(pattern: pattern, type: type, initial: initial, isConstant: constant, modifiers: modifiers))
        } while eat(",")
        return bindings
    }

    mutating func swiftIf() throws(ParseFailure) -> Stmt {
        let start = i
        try expectWord("if")
        let conditions = try swiftConditions()
        let then = try swiftBody()
        var otherwise: [Stmt]?
        if eatWord("else") {
            if atWord("if") { otherwise = [try swiftIf()] } else { otherwise = try swiftBody() }
        }
        return Stmt(.ifStatement(conditions, then: then, else: otherwise), range(from: start))
    }

    /// `let x = e, x > 0, case .a = y, #available(iOS 13, *)`.
    mutating func swiftConditions() throws(ParseFailure) -> [Condition] {
        var out: [Condition] = []
        repeat {
            if atWord("let") || atWord("var") {
                advance()
                let pattern = try swiftPattern(binding: true)
                if eat(":") { _ = try swiftType() }
                out.append(.optionalBinding(pattern, eat("=") ? try expression(trailingClosures: false) : nil))
            } else if atWord("case") {
                advance()
                let pattern = try swiftPattern(binding: false)
                try expect("=")
                out.append(.casePattern(pattern, try expression(trailingClosures: false)))
            } else if atWord("#available") || atWord("#unavailable") {
                let s = i
                let word = advance().text
                try expect("(")
                try skipTo(")")
                out.append(word == "#available" ? .available(source.text(range(from: s))) : .expression(Expr(.bool(false), range(from: s))))
            } else {
                out.append(.expression(try expression(trailingClosures: false)))
            }
        } while eat(",")
        return out
    }

    /// A pattern: a name, `_`, a tuple, `let`/`var` binding, `.case(sub)`, or a value to compare.
    mutating func swiftPattern(binding: Bool) throws(ParseFailure) -> Pattern {
        try nest()
        defer { unnest() }
        let pattern = try swiftPatternWithoutCast(binding: binding)
        // `case let cell as Cell:`, `case _ as Model:`
        if isPatternCast { advance(); _ = try swiftType() }
        return pattern
    }

    mutating func swiftPatternWithoutCast(binding: Bool) throws(ParseFailure) -> Pattern {
        let start = i
        if atWord("let") || atWord("var") { advance(); return .binding(try swiftPattern(binding: true)) }
        if atWord("_") { advance(); return .wildcard }
        if at("(") {
            advance()
            var elements: [Pattern] = []
            while !at(")") {
                if t.kind == .identifier, peekIs(1, ":") { advance(); advance() }
                elements.append(try swiftPattern(binding: binding))
                if !eat(",") { break }
            }
            try expect(")")
            return .tuple(elements)
        }
        if binding, t.kind == .identifier {
            let name = advance().text
            if at("?"), !t.spaceBefore { advance() }
            return .name(name)
        }
        if at(".") && peek().kind == .identifier && !peek().spaceBefore || isQualifiedCasePattern {
            // `.reset(let key)`, `Action.reset(let key)`: the case's name is its last part.
            while t.kind == .identifier, peekIs(1, ".") { advance() }
            advance()
            let name = advance().text
            var sub: [Pattern] = []
            if at("("), !t.spaceBefore {
                advance()
                while !at(")") {
                    if t.kind == .identifier, peekIs(1, ":") { advance(); advance() }
                    sub.append(try swiftPattern(binding: binding))
                    if !eat(",") { break }
                }
                try expect(")")
            }
            // `case .circle?:` matches the case inside an optional, as the case itself.
            if at("?"), !t.spaceBefore { advance() }
            return .enumCase(name, sub)
        }
        if atWord("is") { advance(); return .value(Expr(.type(try swiftType()), range(from: start))) }
        return .value(try ternary(trailingClosures: false))
    }

    /// `Type.case(let x)`: a qualified case whose parentheses bind.
    var isQualifiedCasePattern: Bool {
        guard t.kind == .identifier, t.text.first?.isUppercase == true else { return false }
        var k = 0
        while peek(k).kind == .identifier, peekIs(k + 1, ".") { k += 2 }
        guard k > 0, peek(k).kind == .identifier, peekIs(k + 1, "(") else { return false }
        return peekWord(k + 2, "let") || peekWord(k + 2, "var")
    }

    /// `as Type` after a pattern's name (in a case, not `let x = y as T` in a binding's value).
    var isPatternCast: Bool { atWord("as") && peek().kind == .identifier }

    mutating func swiftSwitch() throws(ParseFailure) -> Stmt {
        let start = i
        try expectWord("switch")
        let subject = try expression(trailingClosures: false)
        try expect("{")
        try nest()
        defer { unnest() }
        var cases: [SwitchCase] = []
        while !at("}") {
            if atEnd { throw ParseFailure(expected: "'}'", at: i) }
            if at("@") { advance(); advance() }  // @unknown
            var patterns: [Pattern] = []
            var whereClause: Expr?
            if eatWord("default") {
            } else {
                try expectWord("case")
                repeat { patterns.append(try swiftPattern(binding: false)) } while eat(",")
                if eatWord("where") { whereClause = try expression(trailingClosures: false) }
            }
            try expect(":")
            let body = swiftStatements(until: "}", inCase: true)
            cases.append(SwitchCase(patterns: patterns, whereClause: whereClause, body: body))
        }
        try expect("}")
        return Stmt(.switchStatement(subject, cases), range(from: start))
    }

    mutating func swiftFor() throws(ParseFailure) -> Stmt {
        let start = i
        try expectWord("for")
        _ = eatWord("case")
        _ = eatWord("try")
        _ = eatWord("await")
        let pattern = try swiftPattern(binding: true)
        if eat(":") { _ = try swiftType() }
        try expectWord("in")
        let sequence = try expression(trailingClosures: false)
        let whereClause = eatWord("where") ? try expression(trailingClosures: false) : nil
        return Stmt(.forIn(pattern, sequence, whereClause: whereClause, body: try swiftBody()), range(from: start))
    }
}
