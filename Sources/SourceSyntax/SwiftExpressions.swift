/// Swift's operands: prefix operators, primaries and the postfix chain (members, calls,
/// subscripts, `?`, `!`, trailing closures), closures.
extension Parser {
    mutating func swiftUnary(trailingClosures: Bool) throws(ParseFailure) -> Expr {
        let start = i
        if atWord("try") || atWord("await") {
            var word = advance().text
            if word == "try", t.kind == .punctuation, t.text == "?" || t.text == "!", !t.spaceBefore { word += advance().text }
            let inner = try swiftUnary(trailingClosures: trailingClosures)
            return Expr(.effect(word, inner), range(from: start))
        }
        if t.kind == .punctuation, ["!", "-", "+", "~", "&"].contains(t.text) || (t.text.count > 1 && !peek().spaceBefore && !["(", "[", "{", ".", "..<", "...", ",", ")", "]", "}", ":", ";"].contains(t.text) && !t.text.hasPrefix("@") && !t.text.hasPrefix("#")) {
            let op = advance().text
            try nest()
            defer { unnest() }
            let operand = try swiftUnary(trailingClosures: trailingClosures)
            return prefixed(op, operand, from: start)
        }
        if at("..<") || at("...") {
            // A one-sided range (`..<5`).
            let op = advance().text
            let operand = try swiftUnary(trailingClosures: trailingClosures)
            return Expr(.prefix(op, operand), range(from: start))
        }
        let primary = try swiftPrimary(trailingClosures: trailingClosures)
        return try swiftPostfix(primary, from: start, trailingClosures: trailingClosures)
    }

    mutating func swiftPrimary(trailingClosures: Bool) throws(ParseFailure) -> Expr {
        let start = i
        let x = t
        switch x.kind {
        case .number:
            advance()
            return Expr(.number(x.number, isInteger: x.isInteger), x.range)
        case .string:
            advance()
            if let pieces = x.pieces { return Expr(.interpolated(try interpolation(pieces)), x.range) }
            return Expr(.string(x.text), x.range)
        case .identifier:
            if x.text == "switch" || x.text == "if" { return try valueOfStatement() }
            return try swiftNamePrimary(trailingClosures: trailingClosures)
        case .punctuation:
            switch x.text {
            case "(":
                advance()
                let elements = try argumentList(close: ")")
                if elements.count == 1, elements[0].label == nil { return Expr(.paren(elements[0].value), range(from: start)) }
                return Expr(.tuple(elements), range(from: start))
            case "[":
                return try swiftCollection()
            case "{":
                return Expr(.closure(try swiftClosure()), range(from: start))
            case ".":
                advance()
                let name = t.kind == .identifier ? advance().text : t.kind == .number ? advance().text : ""
                if name.isEmpty { throw ParseFailure(expected: "a member's name after '.'", at: i) }
                return Expr(.implicitMember(name), range(from: start))
            case "\\":
                advance()
                var path = ""
                while t.kind == .identifier || (at(".") && !t.spaceBefore) || (at("?") && !t.spaceBefore) || (at("!") && !t.spaceBefore) {
                    path += advance().text
                }
                return Expr(.keyPath(path), range(from: start))
            default:
                throw ParseFailure(expected: "a value", at: i)
            }
        default:
            throw ParseFailure(expected: "a value", at: i)
        }
    }

    /// Swift 5.9's `if` and `switch` as values (`image = switch kind { case .a: x  default: y }`):
    /// read as the closure `{ switch kind { case .a: return x … } }()`, whose branches' last
    /// expressions are what they give, so the interpreter decides them as it decides statements.
    mutating func valueOfStatement() throws(ParseFailure) -> Expr {
        let start = i
        let statement = try swiftStatement()
        let body = Self.returningLastValues([statement])
        let closure = Expr(.closure(Closure(parameters: [], captures: [], body: body, isBlock: false)), range(from: start))
        return Expr(.call(closure, []), range(from: start))
    }

    static func returningLastValues(_ body: [Stmt]) -> [Stmt] {
        guard var last = body.last else { return body }
        switch last.kind {
        case .expression(let e):
            if case .assign = e.kind { return body }
            last.kind = .returnStatement(e)
        case .ifStatement(let conditions, let then, let otherwise):
            last.kind = .ifStatement(conditions, then: returningLastValues(then), else: otherwise.map(returningLastValues))
        case .switchStatement(let subject, let cases):
            last.kind = .switchStatement(subject, cases.map { c in
                var c = c
                c.body = returningLastValues(c.body)
                return c
            })
        default:
            return body
        }
        return body.dropLast() + [last]
    }

    mutating func swiftNamePrimary(trailingClosures: Bool) throws(ParseFailure) -> Expr {
        let start = i
        let name = advance().text
        switch name {
        case "true", "false": return Expr(.bool(name == "true"), range(from: start))
        case "nil": return Expr(.null, range(from: start))
        default: break
        }
        if name.hasPrefix("#") {
            var arguments: [Argument] = []
            if at("("), !t.spaceBefore {
                advance()
                if name == "#available" || name == "#unavailable" {
                    try skipTo(")")
                } else {
                    arguments = try argumentList(close: ")")
                }
            }
            return Expr(.pound(name, arguments), range(from: start))
        }
        // `Array<Int>()`, `Set<String>()`: a generic type where a value stands.
        if at("<"), !t.spaceBefore, name.first?.isUppercase == true {
            let save = i
            if (try? genericArguments()) != nil, at("(") || at(".") || (at("{") && !t.afterNewline) {
                return Expr(.type(TypeName(written: source.text(range(from: start)), base: name)), range(from: start))
            }
            i = save
        }
        return Expr(.name(name), range(from: start))
    }

    mutating func skipTo(_ close: String) throws(ParseFailure) {
        var depthHere = 0
        while !(depthHere == 0 && at(close)) {
            if atEnd { throw ParseFailure(expected: "'\(close)'", at: i) }
            if at("(") { depthHere += 1 } else if at(")") { depthHere -= 1 }
            advance()
        }
        advance()
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[UIView]()`.
    mutating func swiftCollection() throws(ParseFailure) -> Expr {
        let start = i
        advance()
        if eat(":") { try expect("]"); return Expr(.dictionary([]), range(from: start)) }
        // `[UIView]()` / `[String: Int]()`: a type.
        let save = i
        if t.kind == .identifier, (try? swiftType()) != nil, at("]") || at(":") {
            if at(":") { advance(); _ = try? swiftType() }
            if eat("]"), at("("), !t.spaceBefore {
                return Expr(.type(TypeName(written: source.text(range(from: start)), base: "Array", isArray: true)), range(from: start))
            }
        }
        i = save
        var elements: [Expr] = []
        var pairs: [(key: Expr, value: Expr)] = []
        while !at("]") {
            if atEnd { throw ParseFailure(expected: "']'", at: i) }
            let e = try expression()
            if eat(":") { pairs.append((e, try expression())) } else { elements.append(e) }
            if !eat(",") { break }
        }
        try expect("]")
        if !pairs.isEmpty { return Expr(.dictionary(pairs), range(from: start)) }
        return Expr(.array(elements), range(from: start))
    }

    mutating func interpolation(_ pieces: [StringPiece]) throws(ParseFailure) -> [InterpolationPart] {
        var parts: [InterpolationPart] = []
        for piece in pieces {
            switch piece {
            case .text(let s): parts.append(.text(s))
            case .code(let r):
                var lexer = Lexer(source, language: .swift, range: r)
                var inner = Parser(source: source, language: .swift, tokens: lexer.all())
                inner.depth = depth
                if let value = try? inner.expression(), inner.atEnd { parts.append(.code(value)) } else { parts.append(.code(Expr(.unparsed, r))) }
            }
        }
        return parts
    }

    mutating func swiftPostfix(_ base: Expr, from start: Int, trailingClosures: Bool) throws(ParseFailure) -> Expr {
        var e = base
        var steps = 0
        while true {
            steps += 1
            if steps > 10_000 { throw ParseFailure(expected: "a shorter chain", at: i) }
            if at(".") {
                // A member, also on the next line (`.offset(8)` under its chain).
                advance()
                guard t.kind == .identifier || t.kind == .number else { throw ParseFailure(expected: "a member's name after '.'", at: i) }
                let name = advance().text
                e = Expr(.member(e, name, optional: false), range(from: start))
                // A nested generic type where a value stands (`UICollectionView.CellRegistration<Cell, Item> { … }`).
                if at("<"), !t.spaceBefore, name.first?.isUppercase == true {
                    let save = i
                    if (try? genericArguments()) == nil || !(at("(") || at(".") || (at("{") && !t.afterNewline)) { i = save }
                }
                continue
            }
            if at("?"), !t.spaceBefore {
                advance()
                if at(".") {
                    advance()
                    guard t.kind == .identifier || t.kind == .number else { throw ParseFailure(expected: "a member's name after '?.'", at: i) }
                    e = Expr(.member(e, advance().text, optional: true), range(from: start))
                } else {
                    e = Expr(.postfix("?", e), range(from: start))
                }
                continue
            }
            // A doubly optional value chained (`delegate?.window??.safeAreaInsets`: the window is
            // `UIWindow??`): two `?`, which the lexer reads as one `??`.
            if at("??"), !t.spaceBefore, i + 2 < tokens.count, tokens[i + 1].isPunctuation("."), !tokens[i + 1].spaceBefore,
               tokens[i + 2].kind == .identifier {
                i += 2
                e = Expr(.member(Expr(.postfix("?", e), range(from: start)), advance().text, optional: true), range(from: start))
                continue
            }
            if at("!"), !t.spaceBefore { advance(); e = Expr(.forceUnwrap(e), range(from: start)); continue }
            if at("("), !t.afterNewline, let end = functionReferenceEnd() {
                // `addSubview(_:)`, `setTitle(_:for:)`: the function named, not called.
                i = end
                continue
            }
            if at("("), !t.afterNewline {
                advance()
                let arguments = try argumentList(close: ")")
                e = Expr(.call(e, arguments + (try trailingClosureList(trailingClosures))), range(from: start))
                continue
            }
            if at("["), !t.afterNewline {
                advance()
                e = Expr(.subscripted(e, try argumentList(close: "]")), range(from: start))
                continue
            }
            // (`var insets: UIEdgeInsets = .zero { didSet { … } }`: the property's observers, no closure.)
            if trailingClosures, at("{"), !t.afterNewline || isClosureAfterNewline, isCallable(e), !opensObservers {
                e = Expr(.call(e, try trailingClosureList(true)), range(from: start))
                continue
            }
            if t.kind == .identifier, t.text == "self", tokens[i - 1].isPunctuation(".") { advance(); continue }
            return e
        }
    }

    /// Where `(_:for:)` after a function's name ends (past its `)`); nil when the parentheses
    /// hold arguments.
    func functionReferenceEnd() -> Int? {
        var k = i + 1
        var labels = 0
        while tokens[k].kind == .identifier, tokens[k + 1].isPunctuation(":") { k += 2; labels += 1 }
        return labels > 0 && tokens[k].isPunctuation(")") ? k + 1 : nil
    }

    /// A `{` on the line after a name, member or call is its trailing closure, as Swift's parser
    /// reads it (apps writing braces on their own lines do it: `let field = BSTextField().then`
    /// then `{ $0.placeholder = … }`); conditions, `switch` and `for` subjects never take one
    /// (`trailingClosures: false`), and a block standing alone is no Swift statement.
    var isClosureAfterNewline: Bool { true }

    /// Whether the `{` here opens a property's `didSet` / `willSet` block.
    var opensObservers: Bool {
        (peekWord(1, "didSet") || peekWord(1, "willSet")) && peekIs(2, "{")
    }

    /// Whether a `{` after `e` can be its trailing closure: after a name, a member, a call.
    func isCallable(_ e: Expr) -> Bool {
        switch e.kind {
        case .name, .member, .call, .implicitMember, .type, .forceUnwrap, .postfix: return true
        default: return false
        }
    }

    /// The trailing closures after a call's parentheses: the first unlabelled, later ones with labels.
    mutating func trailingClosureList(_ allowed: Bool) throws(ParseFailure) -> [Argument] {
        guard allowed, at("{"), !t.afterNewline || isClosureAfterNewline else { return [] }
        var out: [Argument] = []
        let start = i
        out.append(Argument(label: nil, value: Expr(.closure(try swiftClosure()), range(from: start))))
        while t.kind == .identifier, peekIs(1, ":"), peekIs(2, "{") {
            let label = advance().text
            advance()
            let s = i
            out.append(Argument(label: label, value: Expr(.closure(try swiftClosure()), range(from: s))))
        }
        return out
    }
}
