/// The code model written out as compact S-expressions, for tests and for looking at what a file
/// parsed into: `(send (name UIView) new)`, `(call (member (name view) addSubview) label)`.
public enum SyntaxDump {
    public static func expression(_ e: Expr) -> String {
        switch e.kind {
        case .name(let n): return n
        case .number(let v, let integer): return integer && abs(v) < 1e15 ? String(Int64(v)) : String(v)
        case .string(let s): return "\"\(s)\""
        case .interpolated(let parts):
            return "(interpolated " + parts.map { if case .text(let s) = $0 { return "\"\(s)\"" } else if case .code(let c) = $0 { return expression(c) } else { return "" } }.joined(separator: " ") + ")"
        case .bool(let b): return b ? "true" : "false"
        case .null: return "nil"
        case .member(let base, let name, let optional): return "(\(optional ? "?." : ".") \(expression(base)) \(name))"
        case .implicitMember(let n): return "." + n
        case .forceUnwrap(let x): return "(! \(expression(x)))"
        case .call(let callee, let args): return "(call \(expression(callee))\(arguments(args)))"
        case .send(let receiver, let selector, let args): return "(send \(expression(receiver)) \(selector)\(arguments(args)))"
        case .subscripted(let base, let args): return "(subscript \(expression(base))\(arguments(args)))"
        case .prefix(let op, let x): return "(prefix\(op) \(expression(x)))"
        case .postfix(let op, let x): return "(postfix\(op) \(expression(x)))"
        case .binary(let op, let l, let r): return "(\(op) \(expression(l)) \(expression(r)))"
        case .assign(let op, let l, let r): return "(\(op) \(expression(l)) \(expression(r)))"
        case .ternary(let c, let a, let b): return "(? \(expression(c)) \(expression(a)) \(expression(b)))"
        case .cast(let x, let op, let type): return "(\(op) \(expression(x)) \(type.base))"
        case .closure(let c):
            return "(closure [\(c.parameters.map(\.name).joined(separator: " "))] \(statements(c.body)))"
        case .array(let xs): return "[" + xs.map(expression).joined(separator: " ") + "]"
        case .dictionary(let pairs): return "[" + pairs.map { "\(expression($0.key)): \(expression($0.value))" }.joined(separator: ", ") + "]"
        case .boxed(let x): return "(@ \(expression(x)))"
        case .statementExpression(let body): return "({ \(statements(body)) })"
        case .tuple(let args): return "(tuple\(arguments(args)))"
        case .paren(let x): return "(paren \(expression(x)))"
        case .braceList(let xs): return "{" + xs.map(expression).joined(separator: " ") + "}"
        case .keyPath(let p): return "\\" + p
        case .pound(let n, let args): return "(\(n)\(arguments(args)))"
        case .effect(let w, let x): return "(\(w) \(expression(x)))"
        case .type(let t): return "(type \(t.written))"
        case .unparsed: return "(unparsed)"
        }
    }

    static func arguments(_ args: [Argument]) -> String {
        args.map { " " + ($0.label.map { "\($0):" } ?? "") + expression($0.value) }.joined()
    }

    public static func statements(_ s: [Stmt]) -> String { s.map(statement).joined(separator: " ") }

    static func pattern(_ p: Pattern) -> String {
        switch p {
        case .name(let n): return n
        case .wildcard: return "_"
        case .tuple(let ps): return "(" + ps.map(pattern).joined(separator: " ") + ")"
        case .enumCase(let n, let ps): return "." + n + (ps.isEmpty ? "" : "(" + ps.map(pattern).joined(separator: " ") + ")")
        case .value(let e): return expression(e)
        case .binding(let p): return "(let \(pattern(p)))"
        }
    }

    static func conditions(_ cs: [Condition]) -> String {
        cs.map { c -> String in
            switch c {
            case .expression(let e): return expression(e)
            case .optionalBinding(let p, let e): return "(let \(pattern(p)) \(e.map(expression) ?? "_"))"
            case .casePattern(let p, let e): return "(case \(pattern(p)) \(expression(e)))"
            case .available(let s): return "(available \(s))"
            }
        }.joined(separator: " ")
    }

    public static func statement(_ s: Stmt) -> String {
        switch s.kind {
        case .expression(let e): return expression(e)
        case .variables(let bs):
            return "(\(bs.first?.isConstant == true ? "let" : "var") " + bs.map { b in
                pattern(b.pattern) + (b.type.map { ":" + $0.base } ?? "") + (b.initial.map { " = " + expression($0) } ?? "")
            }.joined(separator: ", ") + ")"
        case .ifStatement(let cs, let then, let otherwise):
            return "(if \(conditions(cs)) {\(statements(then))}" + (otherwise.map { " else {\(statements($0))}" } ?? "") + ")"
        case .guardStatement(let cs, let body): return "(guard \(conditions(cs)) else {\(statements(body))})"
        case .switchStatement(let subject, let cases):
            return "(switch \(expression(subject)) " + cases.map { c in
                (c.isDefault ? "default" : "case " + c.patterns.map(pattern).joined(separator: ", ")) + ": {\(statements(c.body))}"
            }.joined(separator: " ") + ")"
        case .forIn(let p, let seq, _, let body): return "(for \(pattern(p)) in \(expression(seq)) {\(statements(body))})"
        case .forLoop(let initial, let condition, let step, let body):
            return "(for \(statements(initial)); \(condition.map(expression) ?? ""); \(step.map(expression).joined(separator: " ")) {\(statements(body))})"
        case .whileLoop(let cs, let body): return "(while \(conditions(cs)) {\(statements(body))})"
        case .repeatWhile(let body, let c): return "(repeat {\(statements(body))} while \(expression(c)))"
        case .doCatch(let body, let catches): return "(do {\(statements(body))}" + catches.map { " catch {\(statements($0))}" }.joined() + ")"
        case .block(let body): return "{\(statements(body))}"
        case .deferred(let body): return "(defer {\(statements(body))})"
        case .returnStatement(let e): return "(return" + (e.map { " " + expression($0) } ?? "") + ")"
        case .throwStatement(let e): return "(throw \(expression(e)))"
        case .breakStatement: return "break"
        case .continueStatement: return "continue"
        case .fallthroughStatement: return "fallthrough"
        case .macro(let name, let args): return "(macro \(name)" + args.map { " " + expression($0) }.joined() + ")"
        case .declaration(let d): return declaration(d)
        case .unparsed: return "(unparsed)"
        }
    }

    public static func declaration(_ d: Decl) -> String {
        let mods = d.modifiers.isEmpty ? "" : "[" + d.modifiers.joined(separator: " ") + "] "
        switch d.kind {
        case .type(let t):
            let head = "\(t.kind) \(t.name)" + (t.category.map { "(\($0))" } ?? "") + (t.superclass.map { " : \($0)" } ?? "")
            return "(\(mods)\(head) " + t.members.map(declaration).joined(separator: " ") + ")"
        case .property(let p):
            return "(\(mods)\(p.isIvar ? "ivar" : p.isConstant ? "let" : "var") \(p.name)" + (p.type.map { ":" + $0.base } ?? "")
                + (p.initial.map { " = " + expression($0) } ?? "") + p.accessors.map { " \($0.name) {\(statements($0.body))}" }.joined() + ")"
        case .function(let f):
            return "(\(mods)func \(f.name)(\(f.parameters.map { ($0.label ?? "_") + " " + $0.name }.joined(separator: ", ")))"
                + (f.body.map { " {\(statements($0))}" } ?? "") + ")"
        case .enumCases(let cases): return "(case " + cases.map { $0.name + ($0.value.map { " = " + expression($0) } ?? "") }.joined(separator: ", ") + ")"
        case .typeAlias(let n, let t): return "(typealias \(n) \(t.base))"
        case .importModule(let m): return "(import \(m))"
        case .unparsed: return "(unparsed)"
        }
    }

    public static func file(_ f: SourceFileSyntax) -> String {
        (f.declarations.map(declaration) + f.statements.map(statement)).joined(separator: "\n")
    }
}
