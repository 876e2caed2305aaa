/// Objective-C's operands: casts, prefix operators, message sends, literals (`@[…]`, `@{…}`,
/// `@(…)`, `@5`, `@"…"`), blocks, statement expressions, and the postfix chain.
extension Parser {
    mutating func objcUnary() throws(ParseFailure) -> Expr {
        let start = i
        try nest()
        defer { unnest() }
        if t.kind == .punctuation, ["!", "-", "+", "~", "&", "*", "++", "--"].contains(t.text) {
            let op = advance().text
            let operand = try objcUnary()
            return prefixed(op, operand, from: start)
        }
        if atWord("sizeof") || atWord("alignof") {
            advance()
            if at("(") { try skipBalanced() } else { _ = try objcUnary() }
            return Expr(.unparsed, range(from: start))
        }
        if at("("), let cast = try castAhead() {
            if at("{") {
                // A compound literal, `(CGRect){0, 0, 10, 10}`.
                let list = try braceList()
                return try objcPostfix(Expr(.cast(list, "cast", cast), range(from: start)), from: start)
            }
            let operand = try objcUnary()
            return Expr(.cast(operand, "cast", cast), range(from: start))
        }
        return try objcPostfix(try objcPrimary(), from: start)
    }

    /// A C cast at `(`: `(CGFloat)`, `(UIView *)`, `(id<P>)`; nil (cursor unmoved) when the
    /// parentheses hold a value.
    mutating func castAhead() throws(ParseFailure) -> TypeName? {
        let save = i
        advance()
        guard t.kind == .identifier else { i = save; return nil }
        let first = t.text
        guard let type = try? cType(), at(")") else { i = save; return nil }
        advance()
        let isPointer = type.isOptional
        let known = Self.cScalarTypes.contains(first) || Self.cQualifiers.contains(first) || type.base == "typeof"
        // An app's `k`-named type cast onto a message (`(kUserRoleType)[num integerValue]`).
        let kTypeOntoMessage = first.count > 2 && first.first == "k" && Array(first)[1].isUppercase && t.isPunctuation("[")
            && (peek().kind == .identifier || peek().isPunctuation("["))
        let typeLike = known || isPointer || kTypeOntoMessage || (first.first?.isUppercase == true && first.contains(where: { $0.isLowercase }))
        let x = t
        let operandNext = x.kind == .identifier || x.kind == .number || x.kind == .string
            || (x.kind == .punctuation && ["(", "[", "@(", "@[", "@{", "@", "^", "{", "!", "~"].contains(x.text))
        let signNext = x.kind == .punctuation && ["-", "+", "&", "*"].contains(x.text)
        if typeLike && operandNext && !(x.isPunctuation("(") && !known && !isPointer) { return type }
        // A name in parentheses before a name, a number or a text is a cast whatever its case
        // (`(CC_LONG)strlen(cStr)`): a value there would be two values side by side, no C.
        if x.kind == .identifier || x.kind == .number || x.kind == .string, !type.written.contains(" ") { return type }
        if (known || isPointer) && signNext { return type }
        i = save
        return nil
    }

    /// `{a, b, c}`, `{.x = 1}`: C's initialiser lists.
    mutating func braceList() throws(ParseFailure) -> Expr {
        let start = i
        try expect("{")
        var elements: [Expr] = []
        while !at("}") {
            if atEnd { throw ParseFailure(expected: "'}'", at: i) }
            if at("."), peek().kind == .identifier, peekIs(2, "=") { advance(); advance(); advance() }
            elements.append(at("{") ? try braceList() : try expression())
            if !eat(",") { break }
        }
        try expect("}")
        return Expr(.braceList(elements), range(from: start))
    }

    mutating func objcPrimary() throws(ParseFailure) -> Expr {
        let start = i
        let x = t
        switch x.kind {
        case .number:
            advance()
            return Expr(.number(x.number, isInteger: x.isInteger), x.range)
        case .string:
            // Adjacent literals join (`@"a" @"b"`, `"a" "b"`).
            var text = advance().text
            while t.kind == .string { text += advance().text }
            return Expr(.string(text), range(from: start))
        case .identifier:
            advance()
            switch x.text {
            case "YES", "true", "TRUE": return Expr(.bool(true), x.range)
            case "NO", "false", "FALSE": return Expr(.bool(false), x.range)
            case "nil", "NULL", "Nil": return Expr(.null, x.range)
            case "@selector", "@encode", "@protocol", "@available":
                var arguments: [Argument] = []
                if at("(") {
                    let s = i
                    try skipBalanced()
                    arguments = [Argument(label: nil, value: Expr(.string(source.text(range(from: s)).dropFirst().dropLast().description), range(from: s)))]
                }
                return Expr(.pound("#" + x.text.dropFirst(), arguments), range(from: start))
            case "@YES", "@true": return Expr(.boxed(Expr(.bool(true), x.range)), x.range)
            case "@NO", "@false": return Expr(.boxed(Expr(.bool(false), x.range)), x.range)
            default:
                if x.text.hasPrefix("@") {
                    // `@kShareWidth`, `@kScale(30)`: boxing a macro that did not expand, with its
                    // call and members (the macro would have made them one parenthesised value).
                    let name = SourceRange(x.range.start + 1, x.range.end)
                    var inner = try objcPostfix(Expr(.name(String(x.text.dropFirst())), name), from: start)
                    inner.range = SourceRange(name.start, inner.range.end)  // the macro's, after the `@`
                    return Expr(.boxed(inner), range(from: start))
                }
                return Expr(.name(x.text), x.range)
            }
        case .punctuation:
            return try objcPunctuationPrimary()
        default:
            throw ParseFailure(expected: "a value", at: i)
        }
    }

    mutating func objcPunctuationPrimary() throws(ParseFailure) -> Expr {
        let start = i
        switch t.text {
        case "(":
            advance()
            if at("{") {
                // `({ …; v; })`
                advance()
                let body = objcStatements(until: "}")
                try expect("}")
                try expect(")")
                return Expr(.statementExpression(body), range(from: start))
            }
            let inner = try expression()
            if at(",") {
                // C's comma operator: the last value.
                var last = inner
                while eat(",") { last = try expression() }
                try expect(")")
                return Expr(.paren(last), range(from: start))
            }
            try expect(")")
            return Expr(.paren(inner), range(from: start))
        case "[":
            return try messageSend()
        case "@[":
            advance()
            var elements: [Expr] = []
            while !at("]") { elements.append(try expression()); if !eat(",") { break } }
            try expect("]")
            return Expr(.array(elements), range(from: start))
        case "@{":
            advance()
            var pairs: [(key: Expr, value: Expr)] = []
            while !at("}") {
                let key = try expression()
                try expect(":")
                pairs.append((key, try expression()))
                if !eat(",") { break }
            }
            try expect("}")
            return Expr(.dictionary(pairs), range(from: start))
        case "@(":
            advance()
            let inner = try expression()
            try expect(")")
            return Expr(.boxed(inner), range(from: start))
        case "@":
            advance()
            let inner = try objcUnary()
            return Expr(.boxed(inner), range(from: start))
        case "^":
            return Expr(.closure(try block()), range(from: start))
        case "{":
            return try braceList()
        default:
            throw ParseFailure(expected: "a value", at: i)
        }
    }

    /// The `>` closing Objective-C generics opened at `k` (`<PIEPageVM *>`, `<NSString *, id>`):
    /// type names, `*`, `,` and `__kindof` between; nil when something else stands there.
    func genericsClose(from k: Int) -> Int? {
        var j = k + 1
        while j < tokens.count, j < k + 40 {
            let x = tokens[j]
            if x.isPunctuation(">") { return j }
            guard x.kind == .identifier || x.isPunctuation("*") || x.isPunctuation(",") else { return nil }
            j += 1
        }
        return nil
    }

    /// `[receiver selector]`, `[receiver part:arg part:arg, variadic, nil]`.
    mutating func messageSend() throws(ParseFailure) -> Expr {
        let start = i
        try expect("[")
        // A class with its lightweight generics (`[NSMutableArray<PIEPageVM *> array]`).
        let receiver: Expr
        if t.kind == .identifier, t.text.first?.isUppercase == true, peekIs(1, "<"), let close = genericsClose(from: i + 1), close + 1 < tokens.count, tokens[close + 1].kind == .identifier {
            receiver = Expr(.name(t.text), t.range)
            i = close + 1
        } else {
            receiver = try expression()
        }
        var selector = ""
        var arguments: [Argument] = []
        if t.kind == .identifier, !peekIs(1, ":") {
            selector = advance().text
        } else {
            while t.kind == .identifier && peekIs(1, ":") || at(":") {
                let label = at(":") ? "" : advance().text
                try expect(":")
                selector += label + ":"
                arguments.append(Argument(label: label, value: try expression()))
                while eat(",") { arguments.append(Argument(label: nil, value: try expression())) }
            }
        }
        if selector.isEmpty { throw ParseFailure(expected: "a message's name", at: i) }
        try expect("]")
        return Expr(.send(receiver: receiver, selector: selector, arguments), range(from: start))
    }

    /// `^{ … }`, `^(MASConstraintMaker *make) { … }`, `^BOOL(id x) { … }`.
    mutating func block() throws(ParseFailure) -> Closure {
        try expect("^")
        if t.kind == .identifier, !at("(") { _ = try? cType() }
        var parameters: [Parameter] = []
        if at("(") {
            advance()
            while !at(")") {
                if atWord("void"), peekIs(1, ")") { advance(); break }
                let type = try cType()
                let name = t.kind == .identifier ? advance().text : "_"
                parameters.append(Parameter(label: nil, name: name, type: type))
                if !eat(",") { break }
            }
            try expect(")")
        }
        try expect("{")
        try nest()
        defer { unnest() }
        let body = objcStatements(until: "}")
        try expect("}")
        return Closure(parameters: parameters, captures: [], body: body, isBlock: true)
    }

    mutating func objcPostfix(_ base: Expr, from start: Int) throws(ParseFailure) -> Expr {
        var e = base
        var steps = 0
        while true {
            steps += 1
            if steps > 10_000 { throw ParseFailure(expected: "a shorter chain", at: i) }
            if at(".") || at("->") {
                advance()
                let name = try identifier("a member's name")
                e = Expr(.member(e, name, optional: false), range(from: start))
            } else if at("(") {
                advance()
                e = Expr(.call(e, try argumentList(close: ")")), range(from: start))
            } else if at("[") {
                advance()
                let index = try expression()
                try expect("]")
                e = Expr(.subscripted(e, [Argument(label: nil, value: index)]), range(from: start))
            } else if at("++") || at("--") {
                e = Expr(.postfix(advance().text, e), range(from: start))
            } else {
                return e
            }
        }
    }
}
