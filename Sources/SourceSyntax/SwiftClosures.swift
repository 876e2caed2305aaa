/// Swift closures: `{ make in … }`, `{ [weak self] (a: Int, b) -> Void in … }`, `{ $0 … }`.
extension Parser {
    mutating func swiftClosure() throws(ParseFailure) -> Closure {
        try expect("{")
        try nest()
        defer { unnest() }
        var captures: [String] = []
        var parameters: [Parameter] = []
        let save = i
        if let signature = try? closureSignature() {
            captures = signature.captures
            parameters = signature.parameters
        } else {
            i = save
        }
        let body = swiftStatements(until: "}")
        try expect("}")
        return Closure(parameters: parameters, captures: captures, body: body, isBlock: false)
    }

    /// What stands before `in`: captures, parameters (bare or in parentheses), a result type.
    /// Throws when there is no `in` (the closure has no signature).
    mutating func closureSignature() throws(ParseFailure) -> (captures: [String], parameters: [Parameter]) {
        var captures: [String] = []
        var parameters: [Parameter] = []
        while at("@") { advance(); _ = try identifier("an attribute") }
        if at("[") {
            advance()
            while !at("]") {
                if atEnd { throw ParseFailure(expected: "']'", at: i) }
                while atWord("weak") || atWord("unowned") || atWord("strong") {
                    advance()
                    if at("(") { try skipBalanced() }
                }
                let name = try identifier()
                if eat("=") { _ = try expression() }
                captures.append(name)
                if !eat(",") { break }
            }
            try expect("]")
        }
        if at("(") {
            advance()
            while !at(")") {
                let name = try identifier("a parameter")
                var second: String?
                if t.kind == .identifier { second = advance().text }
                var type: TypeName?
                if eat(":") { type = try swiftType() }
                parameters.append(Parameter(label: second == nil ? nil : name, name: second ?? name, type: type))
                if !eat(",") { break }
            }
            try expect(")")
        } else {
            while t.kind == .identifier, !atWord("in") {
                parameters.append(Parameter(label: nil, name: advance().text, type: nil))
                if !eat(",") { break }
            }
        }
        while atWord("async") || atWord("throws") { advance() }
        if eat("->") { _ = try swiftType() }
        try expectWord("in")
        return (captures, parameters)
    }
}
