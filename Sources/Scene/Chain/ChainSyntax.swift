/// The syntax tree of one chain statement: Objective-C (Masonry) or Swift (SnapKit) as people
/// write it. Every node remembers where it stands in the chain text.
indirect enum ChainExpr: Equatable, Sendable {
    case number(Double)
    case string(String)
    case identifier(String)
    /// Swift's `.high`, `.init(...)` with the type left to context.
    case implicitMember(String)
    case member(ChainNode, String)
    case call(ChainNode, [ChainArgument])
    /// Objective-C boxing: `@10`, `@(x)`.
    case boxed(ChainNode)
    /// `@[a, b]` or Swift's `[a, b]`.
    case array([ChainNode])
    case binary(String, ChainNode, ChainNode)
    case negate(ChainNode)
}

struct ChainNode: Equatable, Sendable {
    let expr: ChainExpr
    let offset: Int
    let length: Int
    /// 1 for a leaf, one more than its deepest child otherwise. The parser keeps it at most
    /// `ChainParser.maxNesting`, so whatever walks the tree recursively cannot run out of stack.
    let depth: Int

    init(expr: ChainExpr, offset: Int, length: Int) {
        self.expr = expr; self.offset = offset; self.length = length
        switch expr {
        case .number, .string, .identifier, .implicitMember: depth = 1
        case .member(let n, _), .boxed(let n), .negate(let n): depth = n.depth + 1
        case .call(let n, let arguments): depth = max(n.depth, arguments.map(\.value.depth).max() ?? 0) + 1
        case .array(let items): depth = (items.map(\.depth).max() ?? 0) + 1
        case .binary(_, let l, let r): depth = max(l.depth, r.depth) + 1
        }
    }

    var end: Int { offset + length }
}

struct ChainArgument: Equatable, Sendable {
    let label: String?
    let value: ChainNode
}

/// Parses chain statements. Statements end at `;`, at a line break (unless the next line
/// continues with `.`, as Swift allows), or at the end.
struct ChainParser {
    private let tokens: [ChainToken]
    private var index = 0
    /// How deep the parser has recursed, and how deep it may: real chains nest a handful of
    /// levels; a file of ten thousand `(` must get an error, not a stack overflow.
    private var nesting = 0
    static let maxNesting = 100

    init(tokens: [ChainToken]) { self.tokens = tokens }

    static func parse(_ text: String) throws(ChainSyntaxError) -> [ChainNode] {
        var parser = ChainParser(tokens: try ChainLexer(text).tokens())
        return try parser.statements()
    }

    private var current: ChainToken { tokens[index] }

    private mutating func advance() -> ChainToken { defer { index += 1 }; return tokens[index] }

    private func error(_ message: String, at token: ChainToken? = nil) -> ChainSyntaxError {
        let t = token ?? current
        return ChainSyntaxError(offset: t.offset, length: max(t.length, 1), message: message)
    }

    mutating func statements() throws(ChainSyntaxError) -> [ChainNode] {
        var result: [ChainNode] = []
        while true {
            while current.isPunctuation(";") { index += 1 }
            if current.kind == .end { return result }
            var chain = try expression()
            if let relation = relationOperator() { chain = try operatorRelation(chain, relation) }
            result.append(chain)
            if current.isPunctuation(";") || current.kind == .end || current.afterNewline { continue }
            throw error("unexpected \(current.described) after the chain; expected ';' or a new line")
        }
    }

    // MARK: - Operator relations

    /// `==`, `>=` or `<=` at the current token (two tokens written together), as the relation
    /// a SnapKit extension's operators stand for (`$0.top == imageView.snp.bottom + 8`).
    private func relationOperator() -> String? {
        guard index + 1 < tokens.count, !current.afterNewline, case .punctuation(let first) = current.kind,
              tokens[index + 1].isPunctuation("="), tokens[index + 1].offset == current.offset + current.length else { return nil }
        switch first {
        case "=": return "equalTo"
        case ">": return "greaterThanOrEqualTo"
        case "<": return "lessThanOrEqualTo"
        default: return nil
        }
    }

    /// `chain == target + k` as the chain it stands for: `chain.equalTo(target).offset(k)`; `* m`
    /// a multiplier, a number alone the constant (as `equalTo(8)` is). Apps write these operators
    /// over SnapKit's makers themselves; what they mean is SnapKit's.
    private mutating func operatorRelation(_ chain: ChainNode, _ relation: String) throws(ChainSyntaxError) -> ChainNode {
        let op = current
        index += 2
        let right = try expression()
        var target = right, offset: ChainNode? = nil, multiplier: ChainNode? = nil
        if case .binary(let o, let l, let r) = right.expr, o == "+" || o == "-", !Self.isNumber(l) {
            target = l
            offset = o == "-" ? ChainNode(expr: .negate(r), offset: r.offset, length: r.length) : r
        }
        if case .binary("*", let l, let r) = target.expr, !Self.isNumber(l) { target = l; multiplier = r }
        func call(_ base: ChainNode, _ name: String, _ argument: ChainNode) throws(ChainSyntaxError) -> ChainNode {
            let member = ChainNode(expr: .member(base, name), offset: base.offset, length: op.offset + op.length - base.offset)
            return try checked(ChainNode(expr: .call(member, [ChainArgument(label: nil, value: argument)]), offset: base.offset, length: right.end - base.offset))
        }
        var node = try call(chain, relation, target)
        if let multiplier { node = try call(node, "multipliedBy", multiplier) }
        if let offset { node = try call(node, "offset", offset) }
        return node
    }

    private static func isNumber(_ node: ChainNode) -> Bool {
        switch node.expr {
        case .number: return true
        case .negate(let n): return isNumber(n)
        default: return false
        }
    }

    // MARK: - Expressions

    private mutating func enter() throws(ChainSyntaxError) {
        nesting += 1
        if nesting > Self.maxNesting { throw error("the chain nests deeper than \(Self.maxNesting) levels") }
    }

    private func checked(_ node: ChainNode) throws(ChainSyntaxError) -> ChainNode {
        if node.depth > Self.maxNesting {
            throw ChainSyntaxError(offset: node.offset, length: max(node.length, 1), message: "the chain nests deeper than \(Self.maxNesting) levels")
        }
        return node
    }

    private mutating func expression() throws(ChainSyntaxError) -> ChainNode {
        try enter()
        defer { nesting -= 1 }
        var left = try term()
        while case .punctuation(let op) = current.kind, op == "+" || op == "-" || op == "|", !current.afterNewline {
            index += 1
            let right = try term()
            left = try checked(ChainNode(expr: .binary(op, left, right), offset: left.offset, length: right.end - left.offset))
        }
        return left
    }

    private mutating func term() throws(ChainSyntaxError) -> ChainNode {
        var left = try unary()
        while case .punctuation(let op) = current.kind, op == "*" || op == "/", !current.afterNewline {
            index += 1
            let right = try unary()
            left = try checked(ChainNode(expr: .binary(op, left, right), offset: left.offset, length: right.end - left.offset))
        }
        return left
    }

    private mutating func unary() throws(ChainSyntaxError) -> ChainNode {
        if current.isPunctuation("-") || current.isPunctuation("+") {
            try enter()
            defer { nesting -= 1 }
            let sign = advance()
            let operand = try unary()
            let expr: ChainExpr = sign.isPunctuation("-") ? .negate(operand) : operand.expr
            return ChainNode(expr: expr, offset: sign.offset, length: operand.end - sign.offset)
        }
        return try postfix()
    }

    private mutating func postfix() throws(ChainSyntaxError) -> ChainNode {
        var node = try primary()
        while true {
            if current.isPunctuation(".") {
                index += 1
                guard case .identifier(let name) = current.kind else {
                    throw error("expected a name after '.', not \(current.described)")
                }
                let nameToken = advance()
                node = try checked(ChainNode(expr: .member(node, name), offset: node.offset, length: nameToken.offset + nameToken.length - node.offset))
            } else if current.isPunctuation("["), !current.afterNewline, case .identifier(let name) = node.expr,
                      case .number(let n) = tokens[index + 1].kind, tokens[index + 2].isPunctuation("]"),
                      let element = ChainText.elementName(name, n) {
                // `tiles[0]`: an element of an array of views, named as the reader names it.
                let close = tokens[index + 2]
                index += 3
                node = ChainNode(expr: .identifier(element), offset: node.offset, length: close.offset + 1 - node.offset)
            } else if current.isPunctuation("!") || current.isPunctuation("?"), current.offset == node.end,
                      !(tokens[index + 1].isPunctuation("=") && tokens[index + 1].offset == current.offset + 1) {
                // Swift's `view!` and `view?.snp.top`: the same view (`!=` is no unwrap).
                index += 1
            } else if current.isPunctuation("(") && !current.afterNewline {
                let (arguments, close) = try argumentList()
                node = try checked(ChainNode(expr: .call(node, arguments), offset: node.offset, length: close.offset + 1 - node.offset))
            } else {
                return node
            }
        }
    }

    private mutating func argumentList() throws(ChainSyntaxError) -> ([ChainArgument], ChainToken) {
        let open = advance()
        var arguments: [ChainArgument] = []
        if current.isPunctuation(")") { return (arguments, advance()) }
        while true {
            var label: String?
            if case .identifier(let name) = current.kind, tokens[index + 1].isPunctuation(":") {
                label = name
                index += 2
            }
            arguments.append(ChainArgument(label: label, value: try expression()))
            if current.isPunctuation(",") { index += 1; continue }
            if current.isPunctuation(")") { return (arguments, advance()) }
            if current.kind == .end { throw error("missing ')' to close the '(' here", at: open) }
            throw error("unexpected \(current.described) in the arguments; expected ',' or ')'")
        }
    }

    private mutating func primary() throws(ChainSyntaxError) -> ChainNode {
        let token = current
        switch token.kind {
        case .number(let d):
            index += 1
            return ChainNode(expr: .number(d), offset: token.offset, length: token.length)
        case .string(let s):
            index += 1
            return ChainNode(expr: .string(s), offset: token.offset, length: token.length)
        case .identifier(let name):
            index += 1
            return ChainNode(expr: .identifier(name), offset: token.offset, length: token.length)
        case .punctuation("@"):
            index += 1
            let inner = current
            switch inner.kind {
            case .number, .punctuation("("), .punctuation("-"):
                let value = inner.isPunctuation("(") ? try parenthesized() : try unary()
                return ChainNode(expr: .boxed(value), offset: token.offset, length: value.end - token.offset)
            case .string(let s):
                index += 1
                return ChainNode(expr: .string(s), offset: token.offset, length: inner.offset + inner.length - token.offset)
            case .punctuation("["):
                let list = try arrayLiteral()
                return ChainNode(expr: list.expr, offset: token.offset, length: list.end - token.offset)
            case .identifier(let name):
                // `@kWidth`: a macro that stands for a number, boxed.
                index += 1
                let value = ChainNode(expr: .identifier(name), offset: inner.offset, length: inner.length)
                return ChainNode(expr: .boxed(value), offset: token.offset, length: inner.offset + inner.length - token.offset)
            default:
                throw error("expected a number, a name, '(', '[' or a string after '@', not \(inner.described)", at: inner)
            }
        case .punctuation("("):
            return try parenthesized()
        case .punctuation("["):
            return try arrayLiteral()
        case .punctuation("."):
            index += 1
            guard case .identifier(let name) = current.kind else { throw error("expected a name after '.', not \(current.described)") }
            let nameToken = advance()
            return ChainNode(expr: .implicitMember(name), offset: token.offset, length: nameToken.offset + nameToken.length - token.offset)
        case .end:
            throw error("the chain ends too early; expected a value")
        default:
            throw error("unexpected \(token.described); expected a value")
        }
    }

    private mutating func parenthesized() throws(ChainSyntaxError) -> ChainNode {
        let open = advance()
        // An Objective-C cast such as (CGFloat)10 is read as its value.
        if case .identifier = current.kind, tokens[index + 1].isPunctuation(")"),
           case .identifier(let name) = current.kind, ["CGFloat", "float", "double", "int", "NSInteger", "NSUInteger", "UILayoutPriority", "MASAttribute"].contains(name) {
            index += 2
            return try unary()
        }
        let inner = try expression()
        guard current.isPunctuation(")") else {
            if current.kind == .end { throw error("missing ')' to close the '(' here", at: open) }
            throw error("unexpected \(current.described); expected ')'")
        }
        let close = advance()
        return ChainNode(expr: inner.expr, offset: open.offset, length: close.offset + 1 - open.offset)
    }

    /// `[receiver name]` is `receiver.name`; `[receiver name:a more:b]` is
    /// `receiver.name(a, more: b)`, as Swift imports it.
    private mutating func messageSend(to receiver: ChainNode, open: ChainToken) throws(ChainSyntaxError) -> ChainNode {
        guard case .identifier(let selector) = current.kind else { throw error("expected a method's name, not \(current.described)") }
        let nameToken = advance()
        var node = try checked(ChainNode(expr: .member(receiver, selector), offset: receiver.offset, length: nameToken.offset + nameToken.length - receiver.offset))
        if current.isPunctuation(":") {
            index += 1
            var arguments = [ChainArgument(label: nil, value: try expression())]
            while case .identifier(let label) = current.kind, tokens[index + 1].isPunctuation(":") {
                index += 2
                arguments.append(ChainArgument(label: label, value: try expression()))
            }
            node = try checked(ChainNode(expr: .call(node, arguments), offset: receiver.offset, length: current.offset - receiver.offset))
        }
        guard current.isPunctuation("]") else {
            if current.kind == .end { throw error("missing ']' to close the '[' here", at: open) }
            throw error("unexpected \(current.described) in the message; expected ']'")
        }
        let close = advance()
        return ChainNode(expr: node.expr, offset: open.offset, length: close.offset + 1 - open.offset)
    }

    private mutating func arrayLiteral() throws(ChainSyntaxError) -> ChainNode {
        let open = advance()
        var items: [ChainNode] = []
        if current.isPunctuation("]") {
            let close = advance()
            return ChainNode(expr: .array(items), offset: open.offset, length: close.offset + 1 - open.offset)
        }
        while true {
            items.append(try expression())
            // Objective-C's message send, `[UIScreen mainScreen]` or `[font lineHeightFor:x]`:
            // a name right after the receiver (an array has a ',' or ']' there).
            if items.count == 1, case .identifier = current.kind, !current.afterNewline {
                return try messageSend(to: items[0], open: open)
            }
            if current.isPunctuation(",") { index += 1; if current.isPunctuation("]") { break }; continue }
            if current.isPunctuation("]") { break }
            if current.kind == .end { throw error("missing ']' to close the '[' here", at: open) }
            throw error("unexpected \(current.described) in the array; expected ',' or ']'")
        }
        let close = advance()
        return ChainNode(expr: .array(items), offset: open.offset, length: close.offset + 1 - open.offset)
    }
}
