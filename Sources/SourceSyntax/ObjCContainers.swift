/// `@interface`, `@implementation` and `@protocol` with what they hold; methods; `typedef`s
/// and enums.
extension Parser {
    mutating func objcContainer() throws(ParseFailure) -> Decl {
        let start = i
        let word = advance().text
        let name = try identifier("a class's name")
        var superclass: String?
        var category: String?
        var conformances: [String] = []
        if at("<"), word == "@interface" || word == "@protocol" {
            // Generic parameters or protocols (`@interface Box<T>`, `@protocol P <NSObject>`).
            conformances += try angleNames()
        }
        if eat(":") { superclass = try identifier("a superclass") }
        if at("(") {
            advance()
            category = t.kind == .identifier ? advance().text : ""
            try expect(")")
        }
        if at("<") { conformances += try angleNames() }
        var members: [Decl] = []
        if at("{") { members += try objcIvars() }
        members += objcMembers()
        _ = eatWord("@end")
        let kind: TypeKind = word == "@implementation" ? .implementation : word == "@protocol" ? .protocolType : .interface
        return Decl(.type(TypeDecl(kind: kind, name: name, superclass: superclass, conformances: conformances, category: category,
                                   members: members)), range(from: start))
    }

    mutating func angleNames() throws(ParseFailure) -> [String] {
        try expect("<")
        var names: [String] = []
        while !at(">") {
            if atEnd { throw ParseFailure(expected: "'>'", at: i) }
            if t.kind == .identifier { names.append(t.text) }
            advance()
        }
        advance()
        return names
    }

    /// `{ UIView *_card; IBOutlet UILabel *title; @private … }`
    mutating func objcIvars() throws(ParseFailure) -> [Decl] {
        try expect("{")
        var out: [Decl] = []
        while !at("}") {
            if atEnd { throw ParseFailure(expected: "'}'", at: i) }
            if t.kind == .identifier, ["@private", "@protected", "@public", "@package"].contains(t.text) { advance(); continue }
            let start = i
            do throws(ParseFailure) {
                let s = try objcLocalDeclaration()
                if case .variables(let bindings) = s.kind {
                    for b in bindings {
                        guard case .name(let n) = b.pattern else { continue }
                        out.append(Decl(.property(PropertyDecl(name: n, type: b.type, initial: nil, isConstant: false, accessors: [], isIvar: true)),
                                        s.range, modifiers: b.modifiers))
                    }
                }
            } catch {
                let s = unparsedStatement(from: start, error, what: "an ivar")
                out.append(Decl(.unparsed(error.expected), s.range))
            }
            if i == start { advance() }
        }
        try expect("}")
        return out
    }

    /// Members up to `@end`: properties, methods (with bodies in an implementation), and
    /// anything else as the file level reads it.
    mutating func objcMembers() -> [Decl] {
        var out: [Decl] = []
        while !atWord("@end") && !atEnd {
            while eat(";") {}
            if atWord("@end") || atEnd { break }
            let start = i
            do throws(ParseFailure) {
                if at("-") || at("+") {
                    out.append(try objcMethod())
                } else if atWord("@property") {
                    out.append(try objcProperty())
                } else if t.kind == .identifier, ["@optional", "@required", "@synthesize", "@dynamic"].contains(t.text) {
                    if atWord("@synthesize") || atWord("@dynamic") { while !eat(";") && !atEnd { advance() } } else { advance() }
                } else {
                    var statements: [Stmt] = []
                    if let d = try objcTopLevel(statements: &statements) {
                        switch d.kind {
                        case .property, .function: fileLevelInsideClasses.append(d)
                        default: out.append(d)
                        }
                    }
                }
            } catch {
                let s = unparsedStatement(from: start, error, what: "a declaration")
                out.append(Decl(.unparsed(error.expected), s.range))
            }
            if i == start { advance() }
        }
        return out
    }

    /// `@property (nonatomic, strong) UILabel *titleLabel;`
    mutating func objcProperty() throws(ParseFailure) -> Decl {
        let start = i
        try expectWord("@property")
        var modifiers: [String] = []
        if at("(") {
            advance()
            while !at(")") {
                if atEnd { throw ParseFailure(expected: "')'", at: i) }
                if t.kind == .identifier { modifiers.append(t.text) }
                advance()
            }
            advance()
        }
        let type = try cType()
        if type.written.contains("IBOutlet") { modifiers.append("IBOutlet") }
        while at("*") || (t.kind == .identifier && Self.cPointerQualifiers.contains(t.text)) { advance() }
        var name: String
        if type.base == "block", let caret = type.written.firstIndex(of: "^") {
            name = String(type.written[type.written.index(after: caret)...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
        } else {
            name = try identifier("a property's name")
        }
        // Availability and attribute macros after the name (`NS_AVAILABLE_IOS(8_0)`,
        // `DEPRECATED_ATTRIBUTE`, `DEPRECATED_MSG_ATTRIBUTE("…")`): upper-case words, skipped.
        while t.kind == .identifier, t.text.hasPrefix("NS_") || t.text.hasPrefix("__") || t.text.hasPrefix("API_") || t.text.hasPrefix("UI_")
                || (t.text.count > 3 && t.text.allSatisfy { $0.isUppercase || $0 == "_" || $0.isNumber }) { advance(); if at("(") { try skipBalanced() } }
        var more: [String] = []
        while eat(",") { while at("*") { advance() }; more.append(try identifier()) }
        try expect(";")
        if name.isEmpty { name = "_" }
        return Decl(.property(PropertyDecl(name: name, type: type, initial: nil, isConstant: modifiers.contains("readonly"),
                                           accessors: [], isIvar: false)), range(from: start), modifiers: modifiers)
    }

    /// `- (instancetype)initWithFrame:(CGRect)frame { … }`, `+ (void)load;`
    mutating func objcMethod() throws(ParseFailure) -> Decl {
        let start = i
        let isStatic = advance().text == "+"
        var returnType: TypeName?
        if at("(") {
            advance()
            returnType = try cType()
            try expect(")")
        }
        var selector = ""
        var parameters: [Parameter] = []
        let first = try identifier("a method's name")
        if at(":") {
            var label = first
            while true {
                try expect(":")
                var type: TypeName?
                if at("(") { advance(); type = try cType(); try expect(")") }
                let name = try identifier("a parameter's name")
                selector += label + ":"
                parameters.append(Parameter(label: label, name: name, type: type))
                if t.kind == .identifier, peekIs(1, ":") { label = advance().text; continue }
                if at(":") { label = ""; continue }
                break
            }
            if eat(",") { _ = eat("...") }
        } else {
            selector = first
        }
        while t.kind == .identifier, t.text.hasPrefix("NS_") || t.text.hasPrefix("__") || t.text.hasPrefix("API_") { advance(); if at("(") { try skipBalanced() } }
        var body: [Stmt]?
        // A semicolon before the body, as C allows and some apps write (`…videoURLstr:(NSString *)URLstr; {`).
        if at(";"), peekIs(1, "{") { advance() }
        if at("{") { body = try objcBody() } else { _ = eat(";") }
        return Decl(.function(FunctionDecl(name: selector, parameters: parameters, returnType: returnType, body: body, isStatic: isStatic)),
                    range(from: start), modifiers: isStatic ? ["+"] : [])
    }

    /// `typedef NS_ENUM(NSInteger, Kind) { A, B };`, `typedef void (^Done)(void);`, `typedef struct {…} S;`
    mutating func objcTypedef() throws(ParseFailure) -> Decl? {
        let start = i
        try expectWord("typedef")
        if atWord("NS_ENUM") || atWord("NS_OPTIONS") || atWord("enum") { return try objcEnum(typedefName: nil) }
        var depthHere = 0
        while !(depthHere == 0 && at(";")) {
            if atEnd { throw ParseFailure(expected: "';'", at: i) }
            if at("{") || at("(") { depthHere += 1 } else if at("}") || at(")") { depthHere -= 1 }
            advance()
        }
        let name = tokens[i - 1].kind == .identifier ? tokens[i - 1].text : "_"
        advance()
        return Decl(.typeAlias(name, TypeName(written: source.text(range(from: start)), base: name)), range(from: start))
    }

    /// `NS_ENUM(NSInteger, Kind) { KindA = 1, KindB };`, `enum { A, B };`
    mutating func objcEnum(typedefName: String?) throws(ParseFailure) -> Decl {
        let start = i
        advance()
        if at("(") { try skipBalanced() } else if t.kind == .identifier { advance() }
        if eat(":") { _ = try cType() }
        var cases: [(name: String, value: Expr?)] = []
        if eat("{") {
            while !at("}") {
                let name = try identifier("an enumerator")
                while t.kind == .identifier, t.text.hasPrefix("API_") || t.text.hasPrefix("NS_") { advance(); if at("(") { try skipBalanced() } }
                cases.append((name, eat("=") ? try expression() : nil))
                if !eat(",") { break }
            }
            try expect("}")
        }
        while t.kind == .identifier { advance() }
        _ = eat(";")
        return Decl(.enumCases(cases), range(from: start))
    }
}
