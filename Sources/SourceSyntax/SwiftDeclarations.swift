/// Swift's declarations: types and extensions with their members, properties (stored, lazy,
/// computed, observed), functions and initialisers, enum cases, and the file's top level.
extension Parser {
    static let swiftModifiers: Set<String> = [
        "private", "fileprivate", "internal", "public", "open", "final", "override", "static", "lazy", "weak", "unowned",
        "dynamic", "mutating", "nonmutating", "convenience", "required", "optional", "nonisolated", "indirect", "package",
    ]
    static let swiftDeclarationWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "subscript", "class", "struct", "enum", "protocol", "extension", "actor",
        "typealias", "associatedtype", "import", "case", "operator", "precedencegroup", "prefix", "postfix", "infix", "macro",
    ]

    static let contextualDeclarationWords: Set<String> = ["actor", "macro", "prefix", "postfix", "infix", "operator", "precedencegroup", "associatedtype"]
    /// Attributes that never take arguments (so `@escaping()` is the attribute and a type).
    static let bareAttributes: Set<String> = ["escaping", "autoclosure", "Sendable", "MainActor", "noescape", "discardableResult", "objcMembers", "IBOutlet", "IBAction", "IBInspectable", "IBDesignable", "NSManaged", "GKInspectable", "UIApplicationMain", "main"]

    /// Whether a declaration starts here (modifiers, attributes or a declaring word).
    func startsSwiftDeclaration() -> Bool {
        var k = i
        while k < tokens.count - 1 {
            let x = tokens[k]
            if x.kind == .punctuation, x.text == "@" { k += 2; continue }
            guard x.kind == .identifier else { return false }
            if Self.swiftModifiers.contains(x.text) || x.text == "class" && Self.swiftDeclarationWords.contains(tokens[k + 1].text) && tokens[k + 1].text != "class" {
                k += 1
                if tokens[k].isPunctuation("(") { k += 3 }
                continue
            }
            // Words only some places reserve (`actor`, `macro`, `prefix`) are names unless a name follows.
            if Self.contextualDeclarationWords.contains(x.text) { return tokens[k + 1].kind == .identifier }
            return Self.swiftDeclarationWords.contains(x.text) && x.text != "case"
        }
        return false
    }

    /// Modifiers and attributes before a declaration (`@objc`, `private(set)`, `override`).
    mutating func swiftModifierList() throws(ParseFailure) -> [String] {
        var modifiers: [String] = []
        while true {
            if at("@") {
                advance()
                let name = try identifier("an attribute")
                modifiers.append("@" + name)
                if at("("), !t.spaceBefore, !Self.bareAttributes.contains(name) { try skipBalanced() }
                continue
            }
            if t.kind == .identifier, Self.swiftModifiers.contains(t.text) || (t.text == "class" && Self.swiftDeclarationWords.contains(peek().text) && peek().text != "class") {
                modifiers.append(advance().text)
                if at("("), !t.spaceBefore { try skipBalanced() }
                continue
            }
            return modifiers
        }
    }

    mutating func swiftDeclaration() throws(ParseFailure) -> [Decl] {
        try nest()
        defer { unnest() }
        let start = i
        let modifiers = try swiftModifierList()
        let word = try identifier("a declaration")
        switch word {
        case "var", "let":
            i -= 1
            return try swiftProperties(modifiers: modifiers, from: start)
        case "func", "init", "deinit", "subscript":
            return [try swiftFunction(word, modifiers: modifiers, from: start)]
        case "class", "struct", "enum", "protocol", "extension", "actor":
            return [try swiftType(word, modifiers: modifiers, from: start)]
        case "case":
            var cases: [(name: String, value: Expr?)] = []
            repeat {
                let name = try identifier("a case's name")
                if at("(") { try skipBalanced() }
                cases.append((name, eat("=") ? try expression() : nil))
            } while eat(",")
            return [Decl(.enumCases(cases), range(from: start), modifiers: modifiers)]
        case "typealias", "associatedtype":
            let name = try identifier()
            if at("<") { try skipAngles() }
            if eat(":") { _ = try swiftType() }
            let type = eat("=") ? try swiftType() : TypeName(written: name, base: name)
            return [Decl(.typeAlias(name, type), range(from: start), modifiers: modifiers)]
        case "import":
            if t.kind == .identifier, ["class", "struct", "enum", "func", "var", "let", "protocol", "typealias"].contains(t.text) { advance() }
            var path = try identifier("a module")
            while at(".") { advance(); path += "." + (try identifier("a module")) }
            return [Decl(.importModule(path), range(from: start), modifiers: modifiers)]
        case "prefix", "postfix", "infix", "operator", "precedencegroup", "macro":
            // Operator declarations: their line, or their braces.
            while !atEnd, !t.afterNewline || i == start + modifiers.count + 1 {
                if at("{") { try skipBalanced(); break }
                if at("(") { try skipBalanced(); continue }
                advance()
            }
            return [Decl(.unparsed("an operator's declaration"), range(from: start), modifiers: modifiers)]
        default:
            throw ParseFailure(expected: "a declaration", at: start + modifiers.count)
        }
    }

    /// `var a: T = e { didSet { … } }`, `lazy var v: T = { … }()`, `var x: T { … }`, `let a = 1, b = 2`.
    mutating func swiftProperties(modifiers: [String], from start: Int) throws(ParseFailure) -> [Decl] {
        let constant = advance().text == "let"
        var decls: [Decl] = []
        repeat {
            let s = decls.isEmpty ? start : i
            let pattern = try swiftPattern(binding: true)
            var type: TypeName?
            if eat(":") { type = try swiftType() }
            var initial: Expr?
            if eat("=") { initial = try expression() }
            var accessors: [(name: String, parameter: String?, body: [Stmt])] = []
            if at("{"), !(t.afterNewline && initial != nil) { accessors = try swiftAccessors() }
            let names: [String]
            switch pattern {
            case .name(let n): names = [n]
            case .tuple(let elements): names = elements.compactMap { if case .name(let n) = $0 { return n } else { return nil } }
            default: names = ["_"]
            }
            for name in names {
                decls.append(Decl(.property(PropertyDecl(name: name, type: type, initial: initial, isConstant: constant,
                                                         accessors: accessors, isIvar: false)), range(from: s), modifiers: modifiers))
            }
        } while eat(",")
        return decls
    }

    /// `{ get { … } set { … } }`, `{ didSet { … } }`, or a computed property's body (`get`).
    mutating func swiftAccessors() throws(ParseFailure) -> [(name: String, parameter: String?, body: [Stmt])] {
        let save = i
        advance()
        var out: [(name: String, parameter: String?, body: [Stmt])] = []
        while true {
            _ = try? swiftModifierList()
            guard t.kind == .identifier, ["get", "set", "didSet", "willSet", "_modify", "_read"].contains(t.text) else { break }
            let name = advance().text
            // `set(newFrame)`: the accessor's own name for its value.
            var parameter: String?
            if at("(") {
                let open = i
                try skipBalanced()
                if i - open == 3, tokens[open + 1].kind == .identifier { parameter = tokens[open + 1].text }
            }
            while atWord("async") || atWord("throws") { advance() }
            out.append((name, parameter, at("{") ? try swiftBody() : []))
        }
        if !out.isEmpty, eat("}") { return out }
        i = save
        return [("get", nil, try swiftBody())]
    }

    mutating func swiftFunction(_ word: String, modifiers: [String], from start: Int) throws(ParseFailure) -> Decl {
        var name = word
        if word == "func" {
            if t.kind == .identifier { name = advance().text } else { name = advance().text }
        }
        if word == "init", t.kind == .punctuation, t.text == "?" || t.text == "!" { advance() }
        if at("<") { try skipAngles() }
        var parameters: [Parameter] = []
        if word != "deinit" { parameters = try swiftParameters() }
        while atWord("async") || atWord("throws") || atWord("rethrows") { advance(); if at("("), !t.spaceBefore { try skipBalanced() } }
        var returnType: TypeName?
        if eat("->") { returnType = try swiftType() }
        if atWord("where") { while !at("{") && !atEnd && !t.afterNewline { advance() } }
        var body: [Stmt]?
        if at("{") { body = try swiftBody() }
        return Decl(.function(FunctionDecl(name: name, parameters: parameters, returnType: returnType, body: body,
                                           isStatic: modifiers.contains("static") || modifiers.contains("class"))),
                    range(from: start), modifiers: modifiers)
    }

    /// `(_ a: Int, for state: UIControl.State = .normal, views: UIView...)`
    mutating func swiftParameters() throws(ParseFailure) -> [Parameter] {
        try expect("(")
        var out: [Parameter] = []
        while !at(")") {
            while at("@") { advance(); advance() }
            let first = try identifier("a parameter")
            var second: String?
            if t.kind == .identifier { second = advance().text }
            try expect(":")
            let type = try swiftType()
            let defaultValue = eat("=") ? try expression() : nil
            let label: String? = second == nil ? first : (first == "_" ? nil : first)
            out.append(Parameter(label: label, name: second ?? first, type: type, defaultValue: defaultValue))
            if !eat(",") { break }
        }
        try expect(")")
        return out
    }

    mutating func swiftType(_ word: String, modifiers: [String], from start: Int) throws(ParseFailure) -> Decl {
        var name = try identifier("a type's name")
        while at("."), peek().kind == .identifier { advance(); name += "." + advance().text }
        if at("<") { try skipAngles() }
        var inherited: [String] = []
        if eat(":") {
            repeat { inherited.append(try swiftType().base) } while eat(",")
        }
        if atWord("where") { while !at("{") && !atEnd { advance() } }
        try expect("{")
        let members = swiftMembers()
        try expect("}")
        let kinds: [String: TypeKind] = ["class": .classType, "struct": .structType, "enum": .enumType, "protocol": .protocolType,
                                         "extension": .extensionType, "actor": .actorType]
        let type = TypeDecl(kind: kinds[word] ?? .classType, name: name, superclass: inherited.first,
                            conformances: Array(inherited.dropFirst()), category: nil, members: members)
        return Decl(.type(type), range(from: start), modifiers: modifiers)
    }

    /// A type's members up to its `}`; what does not parse is one unparsed member.
    mutating func swiftMembers() -> [Decl] {
        var out: [Decl] = []
        while true {
            while eat(";") {}
            if atEnd || at("}") { return out }
            let start = i
            if let macro = freestandingMacro() { out.append(macro); continue }
            do throws(ParseFailure) {
                out += try swiftDeclaration()
            } catch {
                let s = unparsedStatement(from: start, error, what: "a declaration")
                out.append(Decl(.unparsed(error.expected), s.range))
            }
            if i == start { advance() }
        }
    }

    /// A freestanding macro standing as a declaration (`#Preview { HomeViewController() }`,
    /// `#Preview("Dark") { … }`): Xcode's canvas, not the app; passed over whole. Nil elsewhere.
    mutating func freestandingMacro() -> Decl? {
        guard t.kind == .identifier, t.text.count > 1, t.text.hasPrefix("#"), t.text.dropFirst().first?.isUppercase == true else { return nil }
        let start = i
        advance()
        if at("("), !t.spaceBefore || peek().kind != .punctuation { if (try? skipBalanced()) == nil { i = start; return nil } }
        if at("{") { if (try? skipBalanced()) == nil { i = start; return nil } }
        return Decl(.unparsed("a freestanding macro"), range(from: start))
    }

    /// The file: declarations, and statements at top level (a script, a pasted method's body).
    mutating func swiftFile(declarations: inout [Decl], statements: inout [Stmt]) {
        while true {
            while eat(";") {}
            if atEnd { return }
            if at("}") {
                // A brace closing nothing (a pasted fragment): said, and passed.
                report(ParseFailure(expected: "a declaration or statement", at: i), what: "a '}' closing nothing", range: t.range)
                advance()
                continue
            }
            let start = i
            if let macro = freestandingMacro() { declarations.append(macro); continue }
            if startsSwiftDeclaration() || at("@") {
                do throws(ParseFailure) { declarations += try swiftDeclaration() } catch {
                    let s = unparsedStatement(from: start, error, what: "a declaration")
                    declarations.append(Decl(.unparsed(error.expected), s.range))
                }
            } else {
                statements += swiftStatements(untilOne: ())
            }
            if i == start { advance() }
        }
    }

    /// One statement at file level.
    mutating func swiftStatements(untilOne: Void) -> [Stmt] {
        let start = i
        do throws(ParseFailure) {
            let s = try swiftStatement()
            if !(at(";") || atEnd || t.afterNewline || at("}")) { throw ParseFailure(expected: "a line break or ';' after the statement", at: i) }
            return [s]
        } catch {
            return [unparsedStatement(from: start, error)]
        }
    }
}
