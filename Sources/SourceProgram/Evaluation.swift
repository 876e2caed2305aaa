import Layout
import Scene
import SourceSyntax

/// Expressions: names through the scopes, the object and the file; arithmetic on numbers and
/// on sizes; conditions; assignment to variables, properties and views' settings.
extension Interpreter {
    func evaluate(_ e: Expr, in scope: Scope, selfValue: Value) -> Value {
        budget -= 1
        if budget <= 0 { stop(at: e.range); return .null }
        switch e.kind {
        case .name(let n): return lookup(n, in: scope, selfValue: selfValue, range: e.range)
        case .number(let v, _): return .number(v)
        case .string(let s): return .string(s)
        case .interpolated(let parts):
            return interpolate(parts, in: scope, selfValue: selfValue)
        case .bool(let b): return .bool(b)
        case .null: return .null
        case .member(let base, let name, _):
            if let given = givenValue(e) { return given }
            if case .name("super") = base.kind { return member(selfValue, name, range: e.range, scope: scope, selfValue: selfValue, viaSuper: true) }
            let b = evaluate(base, in: scope, selfValue: selfValue)
            return member(b, name, range: e.range, scope: scope, selfValue: selfValue)
        case .implicitMember(let n):
            // Members only floating-point types have (`offset(.leastNonzeroMagnitude)`) are numbers
            // wherever they stand.
            if ["leastNormalMagnitude", "leastNonzeroMagnitude", "greatestFiniteMagnitude", "infinity"].contains(n) {
                return member(.type("CGFloat"), n == "leastNonzeroMagnitude" ? "leastNormalMagnitude" : n, range: e.range, scope: scope, selfValue: selfValue)
            }
            // An app's own constant on a number type (`extension CGFloat { static let spacing4:
            // CGFloat = 4 }`, written `offset(.spacing4)`): that number.
            if language == .swift, let t = Self.numberTypes.first(where: { ownType($0)?.property(n) != nil }) {
                return member(.type(t), n, range: e.range, scope: scope, selfValue: selfValue)
            }
            return .symbol(n)
        case .forceUnwrap(let x), .paren(let x), .effect(_, let x), .boxed(let x): return evaluate(x, in: scope, selfValue: selfValue)
        case .postfix(let op, let x):
            if op == "++" || op == "--" { return increment(x, by: op == "++" ? 1 : -1, in: scope, selfValue: selfValue) }
            return evaluate(x, in: scope, selfValue: selfValue)
        case .call(let callee, let arguments):
            return call(callee, arguments, range: e.range, in: scope, selfValue: selfValue)
        case .send(let receiver, let selector, let arguments):
            return send(receiver, selector, arguments, range: e.range, in: scope, selfValue: selfValue)
        case .subscripted(let base, let arguments):
            return element(of: base, arguments, range: e.range, in: scope, selfValue: selfValue)
        case .prefix(let op, let x):
            if op == "++" || op == "--" { return increment(x, by: op == "++" ? 1 : -1, in: scope, selfValue: selfValue) }
            let v = evaluate(x, in: scope, selfValue: selfValue)
            switch op {
            // (`-self.width / 2`: an app's frame category's width, a number to negate.)
            case "-": return negate(asFrameNumber(v, range: e.range))
            case "!": if let t = truth(v) { return .bool(!t) } else { return v }
            default: return v
            }
        case .binary(let op, let l, let r):
            return binary(op, l, r, in: scope, selfValue: selfValue, range: e.range)
        case .assign(let op, let target, let value):
            var v = evaluate(value, in: scope, selfValue: selfValue)
            if op != "=" {
                let current = evaluate(target, in: scope, selfValue: selfValue)
                let operation = String(op.dropLast())
                v = wholeArithmetic(operation, current, target, v, value)
                    ?? arithmetic(operation, asFrameNumber(current, range: e.range), asFrameNumber(v, range: e.range), range: e.range)
            }
            assign(target, v, in: scope, selfValue: selfValue)
            noteUnreadColor(target, v, written: value, in: scope, selfValue: selfValue)
            return v
        case .ternary(let c, let a, let b):
            return ternary(c, a, b, whole: e.range, in: scope, selfValue: selfValue)
        case .cast(let x, let op, let type):
            let v = evaluate(x, in: scope, selfValue: selfValue)
            // A check or conditional cast the value's kind decides (`other as? ConstraintConstantTarget`
            // on a view's attribute is nil, as Swift gives it); else one the running app decides.
            let kind = Self.isKind(v, of: type.base)
            if op == "is" { return kind.map(Value.bool) ?? .unknown(Unknown(name: source.text(e.range), range: e.range, why: "a type check")) }
            if op == "as?", kind == false { return .null }
            if op == "cast", case .array(let items) = v { return structValue(type.base, items) ?? v }
            // `(NSInteger)(w / 3)`, `w as Int`… a C cast to an integer type drops the fraction.
            if op == "cast" || op == "as" { return declared(v, type: type, initial: nil) }
            return v
        case .closure(let c):
            let value = ClosureValue(closure: c, scope: scope, selfValue: selfValue)
            value.constraintBlockDepth = constraintBlockDepth
            return .closure(value)
        case .array(let xs):
            return .array(xs.map { evaluate($0, in: scope, selfValue: selfValue) })
        case .dictionary(let pairs):
            return textAttributes(pairs, range: e.range, in: scope, selfValue: selfValue)
        case .statementExpression(let body):
            return statementExpression(body, in: scope, selfValue: selfValue)
        case .tuple(let args):
            return .array(args.map { evaluate($0.value, in: scope, selfValue: selfValue) })
        case .braceList(let xs):
            return .array(xs.map { evaluate($0, in: scope, selfValue: selfValue) })
        case .pound(let name, _) where name == "#available":
            // An availability check: the device drawn runs a current iOS.
            return .bool(true)
        case .keyPath, .pound:
            return .unknown(Unknown(name: source.text(e.range), range: e.range, why: "not a value here"))
        case .type(let t):
            return .type(t.base)
        case .unparsed:
            return .unknown(Unknown(name: source.text(e.range), range: e.range, why: "not read"))
        }
    }

    /// Whether a value is of a type, where its kind says so for types code checks with `is`
    /// and `as?` (numbers, texts, views, SnapKit's targets); nil where it does not.
    static func isKind(_ v: Value, of type: String) -> Bool? {
        let numbers: Set<String> = ["CGFloat", "Double", "Float", "Int", "UInt", "NSNumber", "NSInteger", "Int32", "Int64"]
        // SnapKit's ConstraintConstantTarget (ConstraintConstantTarget.swift): numbers, CGPoint,
        // CGSize and UIEdgeInsets; ConstraintRelatableTarget adds views, guides and attributes.
        let snapKitConstants = numbers.union(["ConstraintConstantTarget", "ConstraintOffsetTarget", "ConstraintInsetTarget",
                                              "ConstraintMultiplierTarget", "ConstraintPriorityTarget"])
        switch v {
        case .number, .integer:
            if snapKitConstants.contains(type) || type == "ConstraintRelatableTarget" { return true }
            if type == "String" || type.hasPrefix("UI") || type.hasPrefix("Constraint") { return false }
        case .size, .point, .insets:
            if ["ConstraintConstantTarget", "ConstraintRelatableTarget"].contains(type) { return true }
            if numbers.contains(type) || type == "String" || type.hasPrefix("UI") { return false }
        case .string:
            if type == "String" || type == "NSString" { return true }
            if numbers.contains(type) || type.hasPrefix("UI") || type.hasPrefix("Constraint") { return false }
        case .view, .attribute, .snp, .guide:
            if type == "ConstraintRelatableTarget" { return true }
            if snapKitConstants.contains(type) || type == "String" { return false }
            if case .view = v, type == "UIView" { return true }
        default: break
        }
        return nil
    }

    /// `cond ? a : b`: the branch its condition decides; one only the running app decides reads
    /// its first value, said at its `?`.
    func ternary(_ c: Expr, _ a: Expr, _ b: Expr, whole: SourceRange, in scope: Scope, selfValue: Value) -> Value {
        let condition = evaluate(c, in: scope, selfValue: selfValue)
        if let t = truth(condition) { return evaluate(t ? a : b, in: scope, selfValue: selfValue) }
        if case .unknown = condition {
            runTimeChoices += 1
            let question = source.bytes[c.range.end..<min(source.bytes.count, whole.end)].firstIndex(of: UInt8(ascii: "?")) ?? c.range.start
            warn(SourceRange(question, question + 1), "a condition decided at run time (\(Self.unparenthesised(source.text(c.range)))): its first value is read")
        }
        return evaluate(a, in: scope, selfValue: selfValue)
    }

    /// `"Day \(day)"`: the text with each part's value; unknown when a part is.
    func interpolate(_ parts: [InterpolationPart], in scope: Scope, selfValue: Value) -> Value {
        var text = ""
        for p in parts {
            switch p {
            case .text(let s): text += s
            case .code(let c):
                let v = evaluate(c, in: scope, selfValue: selfValue)
                switch v {
                case .number(let n), .integer(let n): text += n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : String(n)
                case .string(let s): text += s
                case .unknown(let u): return .unknown(u)
                default: text += source.text(c.range)
                }
            }
        }
        return .string(text)
    }

    /// `views[0]`: an element of an array the code made; unknown otherwise.
    func element(of base: Expr, _ arguments: [Argument], range: SourceRange, in scope: Scope, selfValue: Value) -> Value {
        let b = evaluate(base, in: scope, selfValue: selfValue)
        guard let index = arguments.first.map({ evaluate($0.value, in: scope, selfValue: selfValue) }) else { return .null }
        if case .array(let items) = b, let k = index.number, k >= 0, Int(k) < items.count { return items[Int(k)] }
        if case .unknown = b { return b }
        return .unknown(Unknown(name: source.text(range), range: range, why: "an element only the running app knows"))
    }

    /// `({ …; v; })`: its statements in a scope of their own, the value the last one's.
    func statementExpression(_ body: [Stmt], in scope: Scope, selfValue: Value) -> Value {
        // A value worked out in statements (`({ BOOL x = NO; if (…) { x = YES; } x; })`, a macro's
        // body), even inside a constraint block: its assignments are read.
        outsideConstraintBlocks {
            let inner = makeScope(parent: scope)
            var last: Value = .null
            for s in body {
                if case .expression(let x) = s.kind { last = evaluate(x, in: inner, selfValue: selfValue) } else {
                    last = .null
                    if case .returned(let v) = run(s, in: inner, selfValue: selfValue) { return v ?? .null }
                }
            }
            // `UIView *sv = ({ UIView *var = [UIView new]; …; var; });`: the block's own local is a
            // temporary; the view is named by what keeps it outside (`sv`, `self.iconView`).
            if case .view(let v) = last, !v.namedByProperty, let n = v.name, case .view(let held)? = inner.values[n], held === v {
                v.name = nil
            }
            return last
        }
    }

    /// 1 for a name from another file that says it scales to the screen (`…Rate`, `…Ratio`,
    /// `…Scale`, `…Factor`, the design's phone: `kiphone6`, `kSCREEN_6`), said.
    func designRatio(_ v: Value, range: SourceRange) -> Double? {
        let name: String, at: SourceRange
        switch v {
        case .unknown(let u): (name, at) = (u.name, u.range)
        case .type(let t): (name, at) = (t, range)
        default: return nil
        }
        let key = name.lowercased().filter { $0 != "_" }
        guard ["rate", "ratio", "scale", "factor", "iphone6", "screen6", "fitwidth", "autosize"].contains(where: { key.hasSuffix($0) || key.includes($0) }) else { return nil }
        take(.designScale, name, at: at)
        return 1
    }

    /// A value given with `--set` for this expression as written (`self.contentView.frame.size.height`).
    func givenValue(_ e: Expr) -> Value? {
        guard !values.isEmpty else { return nil }
        let written = source.text(e.range).filter { !$0.isWhitespace }
        if let v = values[written] { return .number(v) }
        return nil
    }

    func negate(_ v: Value) -> Value {
        switch v {
        case .number(let n): return .number(-n)
        case .integer(let n): return .integer(-n)
        case .size(let s): return .size(Size(width: -s.width, height: -s.height))
        case .point(let p): return .point(Point(x: -p.x, y: -p.y))
        case .insets(let i): return .insets(EdgeInsets(top: -i.top, left: -i.left, bottom: -i.bottom, right: -i.right))
        default: return v
        }
    }

    func increment(_ target: Expr, by delta: Double, in scope: Scope, selfValue: Value) -> Value {
        let v = evaluate(target, in: scope, selfValue: selfValue)
        guard let n = v.number else { return v }
        if case .integer = v {
            assign(target, .integer(n + delta), in: scope, selfValue: selfValue)
            return v
        }
        assign(target, .number(n + delta), in: scope, selfValue: selfValue)
        return .number(n)
    }

    /// `157 * WIDTH`, `48*HEIGHT` with no definition of the name at hand: taken as the screen's
    /// side by its name, that is 157 screens across, no layout's number. Such a name is an app's
    /// ratio to the screen it was designed on (`#define WIDTH (SCREEN_W / 375.0)`), read at
    /// design scale as the others are (said so). Only for a literal factor of 10 or more: `2 *
    /// kScreenWidth` may be a pager's content. Nil when it is not that.
    func screenNameAsRatio(_ l: Expr, _ r: Expr, in scope: Scope, range: SourceRange) -> Value? {
        func literal(_ e: Expr) -> Double? {
            switch e.kind {
            case .number(let n, _): return n
            case .paren(let inner): return literal(inner)
            case .binary("*", let a, let b): return literal(a).flatMap { x in literal(b).map { x * $0 } }
            default: return nil
            }
        }
        for (name, other) in [(l, r), (r, l)] {
            guard case .name(let n) = name.kind, let factor = literal(other), abs(factor) >= 10,
                  CodeNames.screenSide(named: n) != nil, CodeNames.screenConstants(width: screen.width, height: screen.height)[n] == nil,
                  scope.lookup(n) == nil, values[n] == nil, !classes.globals.contains(where: { $0.name == n }) else { continue }
            take(.designScale, n, at: name.range)
            return .number(factor)
        }
        return nil
    }

    func binary(_ op: String, _ l: Expr, _ r: Expr, in scope: Scope, selfValue: Value, range: SourceRange) -> Value {
        switch op {
        case "&&", "||":
            let a = evaluate(l, in: scope, selfValue: selfValue)
            if let t = truth(a) {
                if op == "&&" && !t { return .bool(false) }
                if op == "||" && t { return .bool(true) }
                let b = evaluate(r, in: scope, selfValue: selfValue)
                return truth(b).map(Value.bool) ?? b
            }
            let b = evaluate(r, in: scope, selfValue: selfValue)
            if op == "&&", truth(b) == false { return .bool(false) }
            if op == "||", truth(b) == true { return .bool(true) }
            return a
        case "??", "?:":
            let a = evaluate(l, in: scope, selfValue: selfValue)
            if case .null = a { return evaluate(r, in: scope, selfValue: selfValue) }
            if op == "?:", truth(a) == false { return evaluate(r, in: scope, selfValue: selfValue) }
            if case .unknown(let u) = a {
                // `navigationController?.navigationBar.frame.height ?? 0`: the fallback stands
                // in, said where it is a number a frame may use.
                let b = evaluate(r, in: scope, selfValue: selfValue)
                if op == "??", b.isNumeric {
                    runTimeChoices += 1
                    warn(l.range, "\(Self.unparenthesised(source.text(l.range))) is known only at run time (\(u.why)): its fallback \(source.text(r.range)) is used")
                }
                return b
            }
            return a
        default:
            if op == "*", let ratio = screenNameAsRatio(l, r, in: scope, range: range) { return ratio }
            // C divides integers as integers: `(375 - 30) / 2` is 172 in Objective-C.
            if op == "/", language == .objectiveC, let whole = Self.integerLiteralValue(Expr(.binary(op, l, r), range)) { return .number(whole) }
            // Objective-C has no operators on Masonry's attributes: `self.view.width - 4` is an app's frame category's.
            let a = asFrameNumber(evaluate(l, in: scope, selfValue: selfValue), range: range)
            let b = asFrameNumber(evaluate(r, in: scope, selfValue: selfValue), range: range)
            if let made = relationOperator(op, a, b, range: range) { return made }
            if let scaled = scaledAttribute(op, a, b) { return scaled }
            if ["==", "!=", "===", "!=="].contains(op) {
                // The app's data compared with a case the size method is run under (`field.type ==
                // FormTemplateControlTypeText`): that case holds.
                if !assumedCases.isEmpty, (a.isUnknown && assumedCases.contains(Self.caseLabel(source.text(r.range))))
                    || (b.isUnknown && assumedCases.contains(Self.caseLabel(source.text(l.range)))) {
                    return .bool(op.hasPrefix("="))
                }
                guard let same = equal(a, b) else { return a.isUnknown ? a : b }
                return .bool(op.hasPrefix("=") ? same : !same)
            }
            if ["<", ">", "<=", ">="].contains(op) {
                // Text sizes compare in their order (`preferredContentSizeCategory > .extraLarge`).
                if case .symbol(let p) = a, case .symbol(let q) = b,
                   let x = ContentSizeCategory(name: p.split(separator: ".").last.map(String.init) ?? p),
                   let y = ContentSizeCategory(name: q.split(separator: ".").last.map(String.init) ?? q) {
                    switch op {
                    case "<": return .bool(x < y)
                    case ">": return .bool(x > y)
                    case "<=": return .bool(x <= y)
                    default: return .bool(x >= y)
                    }
                }
                guard let x = a.number, let y = b.number else { return a.isUnknown ? a : b.isUnknown ? b : .unknown(Unknown(name: source.text(range), range: range, why: "a comparison")) }
                switch op {
                case "<": return .bool(x < y)
                case ">": return .bool(x > y)
                case "<=": return .bool(x <= y)
                default: return .bool(x >= y)
                }
            }
            if op == "..<" || op == "..." {
                guard let x = a.number, let y = b.number else { return a.isUnknown ? a : b }
                let end = op == "..<" ? y - 1 : y
                guard end >= x, end - x < 10_000 else { return .array([]) }
                // Swift counts a range with Int.
                return .array(stride(from: x, through: end, by: 1).map { language == .swift ? Value.whole($0) : Value.number($0) })
            }
            if let whole = wholeArithmetic(op, a, l, b, r) { return whole }
            return arithmetic(op, a, b, range: range)
        }
    }

    /// `+ - * / %` on numbers, and a size, point or insets with a number.
    func arithmetic(_ op: String, _ a: Value, _ b: Value, range: SourceRange) -> Value {
        // A ratio from another file beside `*` or `/` (`16 * kScreenWidthRate`, `kSCREEN_6`): 1, at
        // design scale.
        if op == "*" || op == "/", let r = designRatio(b, range: range) { return a.number.map { .number($0 * (op == "*" ? r : 1 / r)) } ?? a }
        if op == "*", let r = designRatio(a, range: range) { return b.number.map { .number($0 * r) } ?? b }
        // Nothing times a number the running app has is nothing (`CGFloat(tab) * indicator.frame
        // .width` on the first tab): a frame's or a model's number is finite.
        if op == "*", a.isUnknown != b.isUnknown, (a.isUnknown ? b : a).number == 0 { return a.isUnknown ? b : a }
        if case .unknown = a { return a }
        if case .unknown = b { return b }
        if let x = a.number, let y = b.number {
            switch op {
            case "+": return .number(x + y)
            case "-": return .number(x - y)
            case "*": return .number(x * y)
            case "/": return y == 0 ? .unknown(Unknown(name: "division by zero", range: range, why: "a division by zero")) : .number(x / y)
            case "%": return y == 0 ? .number(0) : .number(x.truncatingRemainder(dividingBy: y))
            // Bits of whole numbers (a hex colour's channels: `(rgb & 0xFF0000) >> 16`).
            case "&", "|", "^", "<<", ">>":
                guard x == x.rounded(), y == y.rounded(), abs(x) < 9e15, abs(y) < 9e15, op.count == 1 || (y >= 0 && y < 63) else { break }
                let m = Int64(x), n = Int64(y)
                let bits: Int64 = op == "&" ? m & n : op == "|" ? m | n : op == "^" ? m ^ n : op == "<<" ? m << n : m >> n
                return .integer(Double(bits))
            default: break
            }
        }
        if case .string(let x) = a, case .string(let y) = b, op == "+" { return .string(x + y) }
        // Swift's `kept += [make.height.equalTo(10).constraint]`.
        if case .array(let x) = a, case .array(let y) = b, op == "+" { return .array(x + y) }
        if case .size(let s) = a, let y = b.number {
            switch op {
            case "*": return .size(Size(width: s.width * y, height: s.height * y))
            case "/": return y == 0 ? a : .size(Size(width: s.width / y, height: s.height / y))
            default: break
            }
        }
        return .unknown(Unknown(name: source.text(range), range: range, why: "an operation on values that are no numbers"))
    }

    /// The value of an expression of integer literals alone (`375 / 180`, `(20 - 5) % 4`), computed
    /// as integers are (division truncates); nil for anything else.
    static func integerLiteralValue(_ e: Expr) -> Double? {
        switch e.kind {
        case .number(let n, isInteger: true): return n
        case .paren(let x): return integerLiteralValue(x)
        case .prefix("-", let x): return integerLiteralValue(x).map { -$0 }
        case .binary(let op, let l, let r):
            guard let a = integerLiteralValue(l), let b = integerLiteralValue(r) else { return nil }
            switch op {
            case "+": return a + b
            case "-": return a - b
            case "*": return a * b
            case "/": return b == 0 ? nil : (a / b).rounded(.towardZero)
            case "%": return b == 0 ? nil : a.truncatingRemainder(dividingBy: b)
            default: return nil
            }
        default: return nil
        }
    }
}
