/// Objective-C's statements: C's (`if`, loops, `switch` with its case labels, blocks, jumps),
/// `for … in`, `@autoreleasepool`, `@try`, `@synchronized`, local declarations, expression
/// statements, and macros standing as statements (`STRONG_SELF`, `@weakify(self)`).
extension Parser {
    mutating func objcStatements(until close: String, inCase: Bool = false) -> [Stmt] {
        var out: [Stmt] = []
        while true {
            while eat(";") {}
            if atEnd || at(close) { return out }
            if inCase, atWord("case") || atWord("default") { return out }
            let start = i
            do throws(ParseFailure) { out.append(try objcStatement()) } catch { out.append(unparsedStatement(from: start, error)) }
            if i == start { advance() }
        }
    }

    /// A body: `{ … }` or one statement (`if (x) return;`).
    mutating func objcBody() throws(ParseFailure) -> [Stmt] {
        try nest()
        defer { unnest() }
        if eat("{") {
            let body = objcStatements(until: "}")
            try expect("}")
            return body
        }
        return [try objcStatement()]
    }

    mutating func objcCondition() throws(ParseFailure) -> Expr {
        try expect("(")
        let e = try expression()
        try expect(")")
        return e
    }

    mutating func objcStatement() throws(ParseFailure) -> Stmt {
        let start = i
        if at("{") { return Stmt(.block(try objcBody()), range(from: start)) }
        // `@weakify(self)` expanded by the app's macro (libextobjc's, ZFPlayer's): `@` then
        // `autoreleasepool {} __weak __typeof__(self) weak_self = self;` (`try {} @finally {}`
        // in a release build): the block statement, then the declaration it makes.
        if at("@"), peek().kind == .identifier, ["autoreleasepool", "try"].contains(peek().text), peekIs(2, "{") { advance() }
        if t.kind == .identifier {
            switch t.text {
            case "if":
                advance()
                let condition = try objcCondition()
                let then = try objcBody()
                let otherwise = eatWord("else") ? try objcBody() : nil
                return Stmt(.ifStatement([.expression(condition)], then: then, else: otherwise), range(from: start))
            case "for": return try objcFor()
            case "while":
                advance()
                let condition = try objcCondition()
                return Stmt(.whileLoop([.expression(condition)], body: try objcBody()), range(from: start))
            case "do":
                advance()
                let body = try objcBody()
                try expectWord("while")
                let condition = try objcCondition()
                _ = eat(";")
                return Stmt(.repeatWhile(body: body, condition), range(from: start))
            case "switch": return try objcSwitch()
            case "return":
                advance()
                if eat(";") { return Stmt(.returnStatement(nil), range(from: start)) }
                let value = try expression()
                try expect(";")
                return Stmt(.returnStatement(value), range(from: start))
            case "break", "continue":
                let word = advance().text
                try expect(";")
                return Stmt(word == "break" ? .breakStatement : .continueStatement, range(from: start))
            case "goto":
                advance(); advance(); try expect(";")
                return Stmt(.unparsed("goto"), range(from: start))
            // (Also after a lone `@`, as `@weakify(self)` expands, above.)
            case let word where word == "@autoreleasepool" || word == "autoreleasepool" && peekIs(1, "{"):
                advance()
                return Stmt(.block(try objcBody()), range(from: start))
            case "@throw":
                // An exception: nothing after it runs (`@throw [NSException exceptionWithName:…]`).
                advance()
                let thrown = at(";") ? nil : try expression()
                _ = eat(";")
                return Stmt(.returnStatement(thrown.map { _ in Expr(.null, range(from: start)) }), range(from: start))
            case "@synchronized":
                advance()
                _ = try objcCondition()
                return Stmt(.block(try objcBody()), range(from: start))
            case let word where word == "@try" || word == "try" && peekIs(1, "{"):
                advance()
                let body = try objcBody()
                var catches: [[Stmt]] = []
                while eatWord("@catch") { if at("(") { try skipBalanced() }; catches.append(try objcBody()) }
                if eatWord("@finally") { catches.append(try objcBody()) }
                return Stmt(.doCatch(body: body, catches: catches), range(from: start))
            case let word where peekIs(1, ":") && word != "default" && word != "case":
                // C's label (`retry:`, or a slip like `addObject:make.height.equalTo(@50);`):
                // the statement after it is what runs.
                advance(); advance()
                if at("}") { return Stmt(.block([]), range(from: start)) }
                return try objcStatement()
            default:
                if let macro = try objcMacroStatement() { return macro }
                if isObjCDeclaration() { return try objcLocalDeclaration() }
            }
        }
        let e = try expression()
        if at(",") {
            // C's comma operator as a statement (`make.centerX.mas_equalTo(0), make.top.…;`,
            // a slip for `;` that compiles): each expression in turn.
            var all = [Stmt(.expression(e), range(from: start))]
            while eat(",") { let next = i; all.append(Stmt(.expression(try expression()), range(from: next))) }
            try expect(";")
            return Stmt(.block(all), range(from: start))
        }
        try expect(";")
        return Stmt(.expression(e), range(from: start))
    }

    /// A macro standing as a statement: `@weakify(self)`, `@strongify(self);`, `STRONG_SELF`,
    /// `WS(weakSelf)` (a name in capitals, maybe with arguments, with no `;` or with one and no
    /// other use); nil when the statement is something else.
    mutating func objcMacroStatement() throws(ParseFailure) -> Stmt? {
        let start = i
        let name = t.text
        let isAt = name.hasPrefix("@") && !["@autoreleasepool", "@try", "@synchronized", "@throw"].contains(name)
        let isCapitals = name.count > 1 && name.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }) && name.contains(where: { $0.isLetter })
        if !isAt, !isCapitals, peekIs(1, "(") {
            // `mm_weakify(self)`, `MHLog(@"…")` with no `;`: a macro standing as a statement.
            let save = i
            advance()
            if (try? skipBalanced()) != nil, t.afterNewline || at("}"), !at(";"), !(t.kind == .punctuation && ["=", ".", "->", "?"].contains(t.text)) {
                let end = i
                i = save + 2
                let arguments = (try? argumentList(close: ")").map(\.value)) ?? []
                i = end
                return Stmt(.macro(name, arguments), range(from: start))
            }
            i = save
            return nil
        }
        // (A message on the next line is no subscript: `WeakSelf` then `[data load:^{ … }];`.)
        let alone = t.kind == .identifier && peek().afterNewline && !peekIs(1, ";") && !peekIs(1, "(") && !Self.cQualifiers.contains(name)
            && !(peek().kind == .punctuation && (Self.cOperators[peek().text] != nil || ["=", ".", "->", "?", "++", "--"].contains(peek().text)))
            && (!peekIs(1, "[") || isMessageSend(at: i + 1))
        guard isAt || isCapitals || alone else { return nil }
        advance()
        var arguments: [Expr] = []
        if at("(") {
            advance()
            arguments = try argumentList(close: ")").map(\.value)
        }
        // Followed by the next statement on a new line, or by `;`.
        if eat(";") || t.afterNewline || at("}") {
            return Stmt(.macro(name, arguments), range(from: start))
        }
        i = start
        return nil
    }

    /// Whether `[` at `k` opens a message (`[data codeImage:…]`, `[self.view addSubview:v]`,
    /// `[[A alloc] init]`): a receiver, then a selector's name.
    func isMessageSend(at k: Int) -> Bool {
        guard k + 2 < tokens.count, tokens[k].isPunctuation("[") else { return false }
        var j = k + 1
        if tokens[j].isPunctuation("[") || tokens[j].isPunctuation("(") {
            var depth = 0
            repeat {
                if tokens[j].isPunctuation("[") || tokens[j].isPunctuation("(") { depth += 1 }
                if tokens[j].isPunctuation("]") || tokens[j].isPunctuation(")") { depth -= 1 }
                j += 1
            } while depth > 0 && j < tokens.count - 1
        } else {
            guard tokens[j].kind == .identifier else { return false }
            j += 1
            while j + 1 < tokens.count, tokens[j].isPunctuation(".") || tokens[j].isPunctuation("->"), tokens[j + 1].kind == .identifier { j += 2 }
        }
        return j < tokens.count && tokens[j].kind == .identifier
    }

    /// `for (int i = 0; i < n; i++)`, `for (UIView *v in views)`.
    mutating func objcFor() throws(ParseFailure) -> Stmt {
        let start = i
        try expectWord("for")
        try expect("(")
        // `for (Type *x in …)` / `for (x in …)`.
        if let inWord = forInWord() {
            let name = tokens[inWord - 1].text
            i = inWord + 1
            let sequence = try expression()
            try expect(")")
            return Stmt(.forIn(.name(name), sequence, whereClause: nil, body: try objcBody()), range(from: start))
        }
        var initial: [Stmt] = []
        if !eat(";") {
            if isObjCDeclaration() { initial = [try objcLocalDeclaration()] } else {
                let s = i
                let e = try expression()
                var all = [Stmt(.expression(e), range(from: s))]
                while eat(",") { let s2 = i; all.append(Stmt(.expression(try expression()), range(from: s2))) }
                try expect(";")
                initial = all
            }
        }
        let condition = at(";") ? nil : try expression()
        try expect(";")
        var step: [Expr] = []
        while !at(")") { step.append(try expression()); if !eat(",") { break } }
        try expect(")")
        return Stmt(.forLoop(initial: initial, condition: condition, step: step, body: try objcBody()), range(from: start))
    }

    /// The `in` of `for (UIView *v in views)` / `for (v in views)`, before any `;`.
    func forInWord() -> Int? {
        var k = i
        while k < tokens.count - 1, k - i < 12 {
            let x = tokens[k]
            if x.isIdentifier("in"), k > i, tokens[k - 1].kind == .identifier { return k }
            if x.kind == .punctuation, x.text != "*", x.text != "<", x.text != ">", x.text != "," { return nil }
            k += 1
        }
        return nil
    }

    mutating func objcSwitch() throws(ParseFailure) -> Stmt {
        let start = i
        try expectWord("switch")
        let subject = try objcCondition()
        try expect("{")
        try nest()
        defer { unnest() }
        var cases: [SwitchCase] = []
        while !at("}") {
            if atEnd { throw ParseFailure(expected: "'}'", at: i) }
            var patterns: [Pattern] = []
            if eatWord("default") {
            } else {
                try expectWord("case")
                patterns.append(.value(try ternary(trailingClosures: false)))
            }
            try expect(":")
            // `case A: case B: …` share a body.
            let body = objcStatements(until: "}", inCase: true)
            if body.isEmpty, !cases.isEmpty || !patterns.isEmpty, atWord("case") {
                cases.append(SwitchCase(patterns: patterns, whereClause: nil, body: []))
                continue
            }
            cases.append(SwitchCase(patterns: patterns, whereClause: nil, body: body))
        }
        try expect("}")
        return Stmt(.switchStatement(subject, cases), range(from: start))
    }
}
