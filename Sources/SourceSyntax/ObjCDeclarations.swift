/// Objective-C's declarations: `@interface`/`@implementation` (and categories, class
/// extensions, `@protocol`) with ivars, properties and methods; C functions, globals,
/// `typedef`s and enums at file level; local variable declarations.
extension Parser {
    /// Whether a local declaration starts here: qualifiers, a known type, `Type *name`,
    /// `Type name`, `Type<P> *name`, `typeof(x) name`.
    func isObjCDeclaration() -> Bool {
        guard t.kind == .identifier else { return false }
        let w = t.text
        if Self.cQualifiers.contains(w) || w == "typeof" || w == "__typeof" || w == "__typeof__" { return true }
        let next = peek()
        if Self.cScalarTypes.contains(w), !(w == "id" && next.isPunctuation("<")) {
            return next.kind == .identifier || next.isPunctuation("*") || next.isPunctuation("(") && peekIs(2, "^") && peek(3).kind == .identifier
        }
        if next.kind == .identifier { return !["in"].contains(next.text) && !w.hasPrefix("@") }
        if next.isPunctuation("*") {
            // `UIView *v` (not `a * b`): a capitalised type and a name then `=`, `;` or `,`; any
            // type before `=` (`starView *star = …`: a product is no place to assign to, so a
            // class named in lower case declares there too).
            var k = 2
            while peekIs(k, "*") || (peek(k).kind == .identifier && Self.cPointerQualifiers.contains(peek(k).text)) { k += 1 }
            // A block returning an object: `UIButton *(^createBtn)(UIView *) = ^(UIView *supV) {…}`.
            if peekIs(k, "("), peekIs(k + 1, "^"), peek(k + 2).kind == .identifier { return true }
            let name = peek(k), after = peek(k + 1)
            guard name.kind == .identifier else { return false }
            if after.isPunctuation("=") { return true }
            return w.first?.isUppercase == true && (after.isPunctuation(";") || after.isPunctuation(",") || after.isPunctuation("["))
        }
        if next.isPunctuation("<"), w.first?.isUppercase == true || w == "id" {
            var k = 1, depthHere = 0
            repeat {
                if peekIs(k, "<") { depthHere += 1 } else if peekIs(k, ">") { depthHere -= 1 } else if peek(k).kind == .end || peekIs(k, ";") { return false }
                k += 1
            } while depthHere > 0
            return peekIs(k, "*") || peek(k).kind == .identifier
        }
        if next.isPunctuation("("), peekIs(2, "^"), w.first?.isUppercase == true { return true }
        return false
    }

    /// `UIView *a = …, *b;`, `CGFloat x = 1;`, `void (^done)(void) = ^{ … };`, `static const … = {…};`
    mutating func objcLocalDeclaration() throws(ParseFailure) -> Stmt {
        let start = i
        var modifiers: [String] = []
        var k = i
        while tokens[k].kind == .identifier, Self.cQualifiers.contains(tokens[k].text) { modifiers.append(tokens[k].text); k += 1 }
        let type = try cType()
        var bindings: [Binding] = []
        var blockName: String?
        if type.base == "block" {
            // The name stood inside `(^name)`.
            let text = type.written
            if let caret = text.firstIndex(of: "^") {
                let rest = text[text.index(after: caret)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !rest.isEmpty { blockName = String(rest) }
            }
        }
        let constant = modifiers.contains("const") || type.written.contains("const")
        repeat {
            while at("*") || (t.kind == .identifier && Self.cPointerQualifiers.contains(t.text)) { advance() }
            let name: String
            if let b = blockName, bindings.isEmpty { name = b } else { name = try identifier("a variable's name") }
            while at("[") { try skipBalanced() }
            var initial: Expr?
            if eat("=") { initial = at("{") ? try braceList() : try expression() }
            bindings.append(Binding(pattern: .name(name), type: type, initial: initial, isConstant: constant, modifiers: modifiers))
        } while eat(",")
        try expect(";")
        return Stmt(.variables(bindings), range(from: start))
    }

    // MARK: file level

    mutating func objcFile(declarations: inout [Decl], statements: inout [Stmt]) {
        while true {
            while eat(";") {}
            if atEnd { return }
            let start = i
            do throws(ParseFailure) {
                if let d = try objcTopLevel(statements: &statements) { declarations.append(d) }
            } catch {
                let s = unparsedStatement(from: start, error, what: "a declaration")
                declarations.append(Decl(.unparsed(error.expected), s.range))
            }
            declarations += fileLevelInsideClasses
            fileLevelInsideClasses = []
            if i == start { advance() }
        }
    }

    mutating func objcTopLevel(statements: inout [Stmt]) throws(ParseFailure) -> Decl? {
        let start = i
        switch t.text {
        case "@interface", "@implementation", "@protocol":
            if t.text == "@protocol", peekIs(2, ";") || peekIs(2, ",") { while !eat(";") && !atEnd { advance() }; return nil }
            return try objcContainer()
        case "@class":
            while !eat(";") && !atEnd { advance() }
            return nil
        case "@import":
            advance()
            var path = try identifier("a module")
            while eat(".") { path += "." + (try identifier("a module")) }
            _ = eat(";")
            return Decl(.importModule(path), range(from: start))
        case "@end":
            advance()
            return nil
        case "typedef":
            return try objcTypedef()
        case "-", "+":
            // A method outside any @implementation (a pasted fragment).
            return try objcMethod()
        case "}":
            report(ParseFailure(expected: "a declaration or statement", at: i), what: "a '}' closing nothing", range: t.range)
            advance()
            return nil
        default:
            break
        }
        // `NS_ASSUME_NONNULL_BEGIN` alone on its line (before `@interface`): a macro, not a type
        // declaring a variable the next line's first word names (the interface was lost).
        if t.kind == .identifier, peek().afterNewline, t.text.count > 1, t.text.allSatisfy({ $0.isUppercase || $0 == "_" || $0.isNumber }),
           let macro = try objcMacroStatement() {
            statements.append(macro)
            return nil
        }
        if t.kind == .identifier, t.text == "NS_ENUM" || t.text == "NS_OPTIONS" || t.text == "enum" { return try objcEnum(typedefName: nil) }
        if t.kind == .identifier, peek().kind == .identifier || peek().isPunctuation("*") || Self.cQualifiers.contains(t.text) || Self.cScalarTypes.contains(t.text),
           let function = try objcFunctionAhead() {
            return function
        }
        if isObjCDeclaration() {
            let s = try objcLocalDeclaration()
            guard case .variables(let bindings) = s.kind else { return nil }
            let props = bindings.map { b -> Decl in
                let name: String = { if case .name(let n) = b.pattern { return n } else { return "_" } }()
                return Decl(.property(PropertyDecl(name: name, type: b.type, initial: b.initial, isConstant: b.isConstant,
                                                   accessors: [], isIvar: false)), s.range, modifiers: b.modifiers)
            }
            if props.count == 1 { return props[0] }
            statements.append(s)
            return nil
        }
        if let macro = try objcMacroStatement() {
            // `NS_ASSUME_NONNULL_BEGIN` and the like.
            statements.append(macro)
            return nil
        }
        // A statement pasted at file level.
        let s = try objcStatement()
        statements.append(s)
        return nil
    }

    /// A C function at `i` (`static CGFloat f(int a) { … }`, `UIColor *RGB(…) { … }`); nil and
    /// the cursor unmoved when this is no function.
    mutating func objcFunctionAhead() throws(ParseFailure) -> Decl? {
        let start = i
        var modifiers: [String] = []
        while t.kind == .identifier, Self.cQualifiers.contains(t.text) { modifiers.append(advance().text) }
        guard let type = try? cType(), t.kind == .identifier, peekIs(1, "(") else { i = start; return nil }
        let name = advance().text
        advance()
        var parameters: [Parameter] = []
        while !at(")") {
            if atWord("void"), peekIs(1, ")") { advance(); break }
            guard let pt = try? cType() else { i = start; return nil }
            let pname = t.kind == .identifier ? advance().text : "_"
            parameters.append(Parameter(label: nil, name: pname, type: pt))
            if !eat(",") { break }
        }
        guard eat(")") else { i = start; return nil }
        while t.kind == .identifier, t.text.hasPrefix("__") || t.text.hasPrefix("NS_") { advance(); if at("(") { try skipBalanced() } }
        var body: [Stmt]?
        if at("{") { body = try objcBody() } else if !eat(";") { i = start; return nil }
        return Decl(.function(FunctionDecl(name: name, parameters: parameters, returnType: type, body: body, isStatic: true)),
                    range(from: start), modifiers: modifiers)
    }
}
