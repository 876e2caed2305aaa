/// The code model: what Swift and Objective-C files are made of, in one set of types. A
/// statement, an expression and a declaration mean the same whichever language wrote them
/// (`[a addSubview:b]` is a message send, `a.addSubview(b)` a call; both name their arguments),
/// so the interpreter reads one model.

public struct Expr: Sendable {
    public var kind: ExprKind
    public var range: SourceRange
    public init(_ kind: ExprKind, _ range: SourceRange) { self.kind = kind; self.range = range }
}

public indirect enum ExprKind: Sendable {
    /// A name: a variable, a type, `self`, `super`, `$0`, `weakSelf`.
    case name(String)
    case number(Double, isInteger: Bool)
    case string(String)
    /// A Swift string with `\( … )` in it.
    case interpolated([InterpolationPart])
    case bool(Bool)
    /// `nil`, `NULL`, `Nil`.
    case null
    /// `a.b`, `a?.b` (`optional`), Objective-C's `a->b`.
    case member(Expr, String, optional: Bool)
    /// Swift's `.red`, `.init(…)` (its type comes from where it stands).
    case implicitMember(String)
    /// `a!`
    case forceUnwrap(Expr)
    /// `f(x, label: y)` and its trailing closures, as arguments (a trailing closure after the
    /// first has its label).
    case call(Expr, [Argument])
    /// `[receiver first:a second:b]`: `selector` is `first:second:`, each argument labelled by
    /// its part.
    case send(receiver: Expr, selector: String, [Argument])
    case subscripted(Expr, [Argument])
    case prefix(String, Expr)
    case postfix(String, Expr)
    case binary(String, Expr, Expr)
    /// `a = b`, `a += b`, … (`op` is the operator).
    case assign(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    /// `x as T`, `as?`, `as!`, `is`, and C's `(CGFloat)x` (`op` is `cast`).
    case cast(Expr, String, TypeName)
    case closure(Closure)
    case array([Expr])
    case dictionary([(key: Expr, value: Expr)])
    /// `@(x)`, `@5`, `@YES`: Objective-C's boxing.
    case boxed(Expr)
    /// `({ …; v; })`: the value is the last statement's.
    case statementExpression([Stmt])
    /// `(a, b)`, `(x: 1, y: 2)`; a single unlabelled element is `paren`.
    case tuple([Argument])
    case paren(Expr)
    /// `{10, 10, 10, 10}` (a C struct's initialiser), `(CGRect){…}` has a cast around it.
    case braceList([Expr])
    /// `\.frame`, `\UIView.frame`
    case keyPath(String)
    /// `#selector(tap)`, `#available(iOS 13, *)`, `#colorLiteral(…)`: the name with its `#`.
    case pound(String, [Argument])
    /// `try x`, `try? x`, `await x` (the word is `op`).
    case effect(String, Expr)
    /// A generic type written where a value stands (`Array<Int>`), or a type in brackets
    /// (`[UIView]()`).
    case type(TypeName)
    /// Code the parser could not read: its text stands in the file at `range`.
    case unparsed
}

public struct Argument: Sendable {
    public var label: String?
    public var value: Expr
    public init(label: String?, value: Expr) { self.label = label; self.value = value }
}

public enum InterpolationPart: Sendable {
    case text(String)
    case code(Expr)
}

/// A Swift closure or an Objective-C block.
public struct Closure: Sendable {
    /// Parameter names in order (`make`, `$0` when none are written and the body uses it).
    public var parameters: [Parameter]
    public var captures: [String]
    public var body: [Stmt]
    public var isBlock: Bool
    public init(parameters: [Parameter], captures: [String], body: [Stmt], isBlock: Bool) {
        self.parameters = parameters; self.captures = captures; self.body = body; self.isBlock = isBlock
    }
}

/// A written type, kept as written with its base name (`UIView *` → `UIView`, `[UIView]?`, …).
public struct TypeName: Sendable, Equatable {
    public var written: String
    /// The type's name without pointers, optionality, generics or qualifiers: `UILabel`.
    public var base: String
    public var isOptional: Bool
    public var isArray: Bool
    public init(written: String, base: String, isOptional: Bool = false, isArray: Bool = false) {
        self.written = written; self.base = base; self.isOptional = isOptional; self.isArray = isArray
    }
}

public struct Parameter: Sendable {
    /// The label callers write (`for` in `for state: UIControl.State`; nil for `_`), or the
    /// selector part in Objective-C.
    public var label: String?
    public var name: String
    public var type: TypeName?
    public var defaultValue: Expr?
    public init(label: String?, name: String, type: TypeName?, defaultValue: Expr? = nil) {
        self.label = label; self.name = name; self.type = type; self.defaultValue = defaultValue
    }
}

public struct Stmt: Sendable {
    public var kind: StmtKind
    public var range: SourceRange
    public init(_ kind: StmtKind, _ range: SourceRange) { self.kind = kind; self.range = range }
}

public indirect enum StmtKind: Sendable {
    case expression(Expr)
    /// `let a = 1`, `var x: UIView!`, `UIView *v = [UIView new];`, `CGFloat a = 1, b = 2;`.
    case variables([Binding])
    /// `if`, with its conditions (Swift's comma list; `if let`), its body and its else (an
    /// `else if` is an `else` holding one `if`).
    case ifStatement([Condition], then: [Stmt], else: [Stmt]?)
    case guardStatement([Condition], else: [Stmt])
    case switchStatement(Expr, [SwitchCase])
    case forIn(Pattern, Expr, whereClause: Expr?, body: [Stmt])
    /// C's `for (init; condition; step)`.
    case forLoop(initial: [Stmt], condition: Expr?, step: [Expr], body: [Stmt])
    case whileLoop([Condition], body: [Stmt])
    case repeatWhile(body: [Stmt], Expr)
    /// `do { } catch { }`; a C block `{ }` or `@autoreleasepool { }` is `block`.
    case doCatch(body: [Stmt], catches: [[Stmt]])
    case block([Stmt])
    case deferred([Stmt])
    case returnStatement(Expr?)
    case throwStatement(Expr)
    case breakStatement
    case continueStatement
    case fallthroughStatement
    /// A macro used as a statement: `STRONG_SELF`, `WS(weakSelf)`, `@weakify(self)`.
    case macro(String, [Expr])
    /// A function, type or other declaration inside a body.
    case declaration(Decl)
    /// What the parser could not read; `reason` says what it expected.
    case unparsed(String)
}

public struct Binding: Sendable {
    public var pattern: Pattern
    public var type: TypeName?
    public var initial: Expr?
    public var isConstant: Bool
    /// `__weak`, `__block`, `static`, `lazy`, …
    public var modifiers: [String]
    public init(pattern: Pattern, type: TypeName?, initial: Expr?, isConstant: Bool, modifiers: [String] = []) {
        self.pattern = pattern; self.type = type; self.initial = initial; self.isConstant = isConstant; self.modifiers = modifiers
    }
}

public indirect enum Pattern: Sendable {
    case name(String)
    case wildcard
    case tuple([Pattern])
    /// `.some(let x)`, `.a`, `let .b(v)`: an enum case with what it binds.
    case enumCase(String, [Pattern])
    /// A value to compare with (`case 1:`, `case kType:`).
    case value(Expr)
    /// `x as Int`, `let x?`: what it binds.
    case binding(Pattern)
}

public enum Condition: Sendable {
    case expression(Expr)
    /// `let x = e`, `var x = e`, Swift 5.7's `let x` (initial nil).
    case optionalBinding(Pattern, Expr?)
    /// `case .a(let v) = e`
    case casePattern(Pattern, Expr)
    /// `#available(…)`: true on a device the file is drawn for.
    case available(String)
}

public struct SwitchCase: Sendable {
    /// Empty for `default`.
    public var patterns: [Pattern]
    public var whereClause: Expr?
    public var body: [Stmt]
    public var isDefault: Bool { patterns.isEmpty }
}
