import Layout
import SourceSyntax

/// Calls and message sends: the file's own methods and functions (run), closures and blocks,
/// `super` (UIKit's part is no layout), and what UIKit, Masonry and SnapKit do with views.
struct CallArgument {
    var label: String?
    var value: Value
    var expr: Expr
}

extension Interpreter {
    func arguments(_ args: [Argument], in scope: Scope, selfValue: Value) -> [CallArgument] {
        args.map { CallArgument(label: $0.label, value: evaluate($0.value, in: scope, selfValue: selfValue), expr: $0.value) }
    }

    func call(_ callee: Expr, _ args: [Argument], range: SourceRange, in scope: Scope, selfValue: Value) -> Value {
        switch callee.kind {
        case .member(let base, let name, _):
            if case .name("super") = base.kind {
                // The superclass's own method when the app holds its code (`super.viewDidLoad()`
                // in a subclass of CallBaseController); UIKit's are not run.
                guard case .instance(let inst) = selfValue, inst.type.superInfo != nil else {
                    if name == "init", args.count == 1, args[0].label == "frame" { uikitInitialiser(of: selfValue, frame: args[0].value, in: scope, range: range) }
                    return selfValue
                }
                let a = arguments(args, in: scope, selfValue: selfValue)
                guard let f = superMethod(name, key: MethodKey.make(name, labels: a.map(\.label)), arguments: a.count, of: inst) else { return selfValue }
                return callMethod(f, on: selfValue, arguments: a.map(\.value), labels: a.map(\.label), range: range) ?? selfValue
            }
            // `Swift.min(a, b)`: the standard library's function, named with its module.
            if case .name("Swift") = base.kind {
                return callName(name, arguments(args, in: scope, selfValue: selfValue), range: range, scope: scope, selfValue: selfValue)
            }
            let receiver = evaluate(base, in: scope, selfValue: selfValue)
            let a = arguments(args, in: scope, selfValue: selfValue)
            return invoke(receiver, name, key: MethodKey.make(name, labels: a.map(\.label)), a, range: range, scope: scope, selfValue: selfValue, receiverExpr: base)
        case .name(let n):
            // `CGFloat(375 / 180)`: Swift takes integer literals as Int where nothing asks for
            // another type, so the division inside is an Int's (2), then converted.
            if language == .swift, ["CGFloat", "Double", "Float", "Int"].contains(n), args.count == 1, args[0].label == nil,
               case .binary("/", _, _) = args[0].value.kind, let whole = Self.integerLiteralValue(args[0].value) {
                return .number(whole)
            }
            let a = arguments(args, in: scope, selfValue: selfValue)
            return callName(n, a, range: range, scope: scope, selfValue: selfValue)
        case .implicitMember(let n):
            let a = arguments(args, in: scope, selfValue: selfValue)
            return staticCall(nil, n, a, range: range)
        case .type(let t):
            // `UIView.xq_createView(…)` is read as a type's name when written so: a class method,
            // an app's extension's where it has one.
            if let dot = t.base.lastIndex(of: "."), t.base[t.base.index(after: dot)...].first?.isLowercase == true {
                let (type, name) = (String(t.base[..<dot]), String(t.base[t.base.index(after: dot)...]))
                let a = arguments(args, in: scope, selfValue: selfValue)
                return invoke(.type(type), name, key: MethodKey.make(name, labels: a.map(\.label)), a, range: range, scope: scope, selfValue: selfValue,
                              receiverExpr: Expr(.type(TypeName(written: type, base: type)), callee.range))
            }
            return construct(t.base, arguments(args, in: scope, selfValue: selfValue), range: range)
        default:
            let f = evaluate(callee, in: scope, selfValue: selfValue)
            let a = arguments(args, in: scope, selfValue: selfValue)
            if case .closure(let c) = f { return callClosure(c, a.map(\.value), range: range) }
            if case .chain(let c) = f, let part = c.awaiting {
                c.awaiting = nil
                return chainCall(c, part, a, range: range)
            }
            if case .unknown = f { return f }
            return .unknown(Unknown(name: source.text(range), range: range, why: "a call of a value only the running app knows"))
        }
    }

    func callName(_ n: String, _ a: [CallArgument], range: SourceRange, scope: Scope, selfValue: Value) -> Value {
        if let v = scope.lookup(n), case .closure(let c) = v {
            let made = views.count
            let result = callClosure(c, a.map(\.value), range: range)
            // A local function that makes a view and returns it, said once where it is declared.
            if let at = c.declaredAt, case .view(let view) = result, views.count > made, views[made...].contains(where: { $0 === view }) {
                sayViewHelper(n, at: at)
            }
            return result
        }
        if case .instance(let inst) = selfValue, let f = privateMethodOfRunningClass(n, labels: a.map(\.label), inst) ?? method(named: n, labels: a.map(\.label), in: inst.type, values: a.map(\.value)) {
            return callMethod(f, on: selfValue, arguments: boundArguments(a, to: f, selfValue: selfValue), range: range) ?? .null
        }
        // A method an app's extension adds to the class's UIKit or Foundation superclass
        // (`extension NSObject { func dynamicValue(for size: CGFloat) -> CGFloat }`), called as `self`'s.
        if case .instance = selfValue, let f = extensionMethod(on: selfValue, n, key: MethodKey.make(n, labels: a.map(\.label)), labels: a.map(\.label), values: a.map(\.value)) {
            return callExtension(f, on: selfValue, a, range: range)
        }
        if let f = classes.functions[n], f.body != nil, callable(f, labels: a.map(\.label)) { return callMethod(f, on: .null, arguments: a.map(\.value), labels: a.map(\.label), range: range) ?? .null }
        if let v = builtin(n, a, range: range) { return v }
        // `uname(&systemInfo)` fills the struct with the device drawn's names (`machine`).
        if n == "uname", a.count == 1, case .prefix("&", let target) = a[0].expr.kind {
            assign(target, .symbol(Self.unameResult), in: scope, selfValue: selfValue)
            return .number(0)
        }
        // Inside a Swift extension of a view, a chain or a maker: `addArrangedSubview($0)`,
        // `offset(x)` are that value's own (after the C functions and builtins: a category's
        // `CGPointMake(x, y)` is Core Graphics', and Objective-C calls its methods as messages).
        // (A type's name is never one: `let view = UIView()` inside a UIView extension makes one.)
        switch selfValue {
        case .view, .chain, .maker, .array:
            // (An extension of arrays: `forEach { parent.addSubview($0) }` is the array's.)
            guard n.first?.isUppercase != true else { break }
            return invoke(selfValue, n, key: MethodKey.make(n, labels: a.map(\.label)), a, range: range, scope: scope, selfValue: selfValue,
                          receiverExpr: Expr(.name("self"), range))
        default: break
        }
        if n == "UI_USER_INTERFACE_IDIOM" { return .symbol("phone") }
        let knownType = classes.classes[n] != nil || n.hasPrefix("UI") || n.hasPrefix("CG") || n.hasPrefix("NS")
            || ["String", "Int", "Double", "Float", "Bool", "Character", "Array", "Dictionary", "Set", "Substring", "UInt", "Int32", "Int64", "Decimal"].contains(n)
        if !knownType, a.count == 1, a[0].label == nil, let number = a[0].value.number {
            // A function from another file given one number: the app's screen-scaling helper,
            // read at design scale (`kRealWidth(20)`, `ZGCConvertToPx(7.5)`).
            take(.designScale, n, at: range)
            return .number(number)
        }
        // Swift's `Self()`: the type of `self` made (a protocol extension's factory, `let vc =
        // Self()`, makes the conforming class).
        if n == "Self", case .type(let t) = lookup(n, in: scope, selfValue: selfValue, range: range) { return construct(t, a, range: range) }
        if n.first?.isUppercase == true, n.contains(where: { $0.isLowercase }) { return construct(n, a, range: range) }
        if case .instance(let inst) = selfValue, let view = inst.view, ["addSubview", "addSubviews", "addSubViews", "addArrangedSubviews", "insertSubview", "bringSubviewToFront", "sendSubviewToBack", "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded", "addArrangedSubview", "addLayoutGuide"].contains(n) {
            return viewCall(view, n, key: MethodKey.make(n, labels: a.map(\.label)), a, range: range)
        }
        // UIKit's own methods of a view subclass called with Swift's implicit `self` in its code
        // (`setTitle(title, for: .normal)` in a UIButton subclass's initialiser): the view's.
        if language == .swift, case .instance(let inst) = selfValue, let view = inst.view, Self.implicitSelfViewMethods.contains(n) {
            return invokeOnView(view, n, key: MethodKey.make(n, labels: a.map(\.label)), a, range: range)
        }
        // A function the file does not define with one number: the app's screen-scaling helper,
        // read at design scale (`kRealWidth(20)`, `AdaptW(20)`).
        if a.count == 1, let number = a[0].value.number {
            take(.designScale, n, at: range)
            return .number(number)
        }
        // A type another file declares with a lower-case name, as some apps do
        // (`let nameSettingView = settingBoxView()`): a view when its name says it is one.
        if a.isEmpty, Self.viewClassEndings.contains(where: { n.hasSuffix($0) }), !Self.namesAFactory(n) {
            let v = makeView(n, range: range)
            guessedClasses[n] = n
            return .view(v)
        }
        return .unknown(Unknown(name: n, range: range, why: "a function defined in another file", madeBy: n))
    }

    /// A function's name that says it makes something (`getTextView`, `makeHeaderView`,
    /// `createButton`): a function of the app's, never a type named in lower case.
    static func namesAFactory(_ n: String) -> Bool {
        ["get", "make", "create", "new", "build", "setup", "setUp", "init", "add"].contains { verb in
            n.hasPrefix(verb) && n.dropFirst(verb.count).first?.isUppercase == true
        }
    }

    /// A parameter no caller here gives, typed as the app's own class of options whose values
    /// are its constants (`func layout(options: LayoutOptions)` with `final class LayoutOptions {
    /// var buttonRatio: Float { 2.0 / 3.0 } }`): a new instance, as any the app passes reads the
    /// same. Nil for other types, or one holding stored state the caller would give.
    func optionsOfTheAppsType(_ p: Parameter) -> Value? {
        guard let t = p.type?.base, isAppHelperType(t), let info = ownType(t), info.kind == .classType || info.kind == .structType,
              info.superclass == nil || info.superclass == "NSObject",
              info.properties.allSatisfy({ $0.accessors.contains { $0.name == "get" } || (info.propertyModifiers[$0.name] ?? []).contains("static") }),
              !info.properties.isEmpty else { return nil }
        return .instance(Instance(type: info))
    }

    /// The app's own type that is no view (a `Metrics` class, an `Adapter` struct, a
    /// `Constants` enum): it declares a superclass (`@interface UIAdapter : NSObject`, named as
    /// UIKit's are) or is a Swift type, where UIKit's classes are here only as categories and
    /// extensions. `NSObject` is named: `isViewClass` takes a superclass it does not know, that
    /// one included, for a view.
    func isAppHelperType(_ t: String) -> Bool {
        guard let info = ownType(t), info.kind != .extensionType, info.kind != .protocolType else { return false }
        if info.superclass == "NSObject" { return true }
        return !isViewClass(t) && (info.superclass != nil || [.classType, .structType, .enumType, .actorType].contains(info.kind))
    }

    /// Of overloads taking a list (`func sv(_ subViews: UIView...)` beside `func sv(_ subViews:
    /// [UIView])`), the one an array written out (`sv([a, b])`) calls, as Swift picks: the array's;
    /// nil for other arguments.
    static func arrayOverload(among overloads: [FunctionDecl], for values: [Value]?) -> FunctionDecl? {
        guard let values, values.count == 1, case .array = values[0] else { return nil }
        return overloads.first { $0.parameters.count == 1 && $0.parameters[0].type?.isArray == true && !isVariadic($0) }
    }

    /// The class's method a call names: by its full name, else by its base name and the arguments
    /// it takes (parameters with default values may be left out).
    func method(named n: String, labels: [String?], in type: ClassInfo, values: [Value]? = nil) -> FunctionDecl? {
        if let f = Self.arrayOverload(among: (type.methods[n] ?? []).filter { $0.body != nil }, for: values) { return f }
        // (A class's methods are also kept by their base name: `init` finds `init(padding:)`,
        // which a call of `init()` does not call.)
        if let f = type.method(MethodKey.make(n, labels: labels)), f.body != nil, callable(f, labels: labels) { return f }
        return type.methods[n]?.first { $0.body != nil && callable($0, labels: labels) }
    }

    /// The object of the app's own class a value is (the drawn one, or a view made of one).
    func ownInstance(_ v: Value) -> Instance? {
        switch v {
        case .instance(let inst): return inst
        case .view(let view): return view.instance
        default: return nil
        }
    }

    /// Whether a call with these labels calls `f`: as many arguments as it takes and, in Swift,
    /// by its labels (`register(cell, forCellWithReuseIdentifier: id)` inside an extension's
    /// `register(cell:forCellWithReuseIdentifier:)` is UIKit's, not itself again).
    func callable(_ f: FunctionDecl, labels: [String?]) -> Bool {
        guard Self.accepts(f, labels: labels) || Self.isVariadic(f) else { return false }
        return language != .swift || Self.isVariadic(f) || Self.labelsMatch(f, labels)
    }

    /// Swift's labels against a function's: each given in order, those left out defaulted; a
    /// last argument without a label may be a trailing closure, whatever its parameter's label.
    static func labelsMatch(_ f: FunctionDecl, _ labels: [String?]) -> Bool {
        argumentIndices(f, labels, requiredTakesNext: false) != nil
    }

    /// Which argument of a call each parameter of `f` takes, by Swift's rule (`labelsMatch`): its
    /// index, nil for a parameter left to its default; nil when the labels do not fit. With
    /// `requiredTakesNext`, a parameter without a default whose label the next argument does not
    /// name takes that argument anyway (a call no label check chose, `super`'s).
    static func argumentIndices(_ f: FunctionDecl, _ labels: [String?], requiredTakesNext: Bool) -> [Int?]? {
        var out: [Int?] = []
        var j = 0
        for p in f.parameters {
            if j < labels.count, labels[j] == p.label || (labels[j] == nil && j == labels.count - 1) { out.append(j); j += 1 }
            else if p.defaultValue != nil { out.append(nil) }
            else if requiredTakesNext, j < labels.count { out.append(j); j += 1 }
            else if requiredTakesNext { out.append(nil) }
            else { return nil }
        }
        return j == labels.count ? out : nil
    }

    /// The arguments given to each parameter of `f` in order; nil for one the call leaves to its
    /// default. Positional unless a Swift call's labels say which parameters it leaves out.
    static func aligned(_ given: [Value], labels: [String?]?, to f: FunctionDecl, swift: Bool) -> [Value?] {
        guard swift, let labels, labels.count == given.count, given.count < f.parameters.count,
              let indices = argumentIndices(f, labels, requiredTakesNext: true) else { return given }
        return indices.map { $0.map { given[$0] } }
    }

    /// Whether a call with these labels can call `f`: as many arguments as parameters, or fewer
    /// where the ones left out have default values (`contentMode: UIViewContentMode? = nil`).
    static func accepts(_ f: FunctionDecl, labels: [String?]) -> Bool {
        if f.parameters.count == labels.count { return true }
        return labels.count < f.parameters.count && f.parameters.filter({ $0.defaultValue == nil }).count <= labels.count
    }

    /// The values a call gives each of `f`'s parameters, in order: a Swift call leaving out
    /// parameters with default values gives the others by their labels, the rest take their
    /// defaults; a variadic last parameter takes the rest as an array.
    func boundArguments(_ a: [CallArgument], to f: FunctionDecl, selfValue: Value) -> [Value] {
        if Self.isVariadic(f) { return Self.bound(a.map(\.value), to: f) }
        guard a.count < f.parameters.count, f.parameters.contains(where: { $0.defaultValue != nil }) else { return a.map(\.value) }
        var out: [Value] = []
        var j = 0
        for p in f.parameters {
            if j < a.count, p.defaultValue == nil || a[j].label == p.label {
                out.append(a[j].value)
                j += 1
            } else if let d = p.defaultValue {
                out.append(defaultArgument(p, d, in: makeScope(parent: globals), selfValue: selfValue))
            } else {
                out.append(.unknown(Unknown(name: p.name, range: f.body?.first?.range ?? SourceRange(0, 0), why: "a parameter the caller gives")))
            }
        }
        return out
    }

    func send(_ receiverExpr: Expr, _ selector: String, _ args: [Argument], range: SourceRange, in scope: Scope, selfValue: Value) -> Value {
        let base = String(selector.prefix { $0 != ":" })
        if case .name("super") = receiverExpr.kind {
            if capturesSuperFrame, selector == "setFrame:", args.count == 1, case .rect(let r) = evaluate(args[0].value, in: scope, selfValue: selfValue) {
                superFrame = r
                return selfValue
            }
            guard case .instance(let inst) = selfValue, inst.type.superInfo != nil else {
                if selector == "initWithFrame:", args.count == 1 { uikitInitialiser(of: selfValue, frame: args[0].value, in: scope, range: range) }
                if selector == "init" { uikitInit(of: selfValue, range: range) }
                return selfValue
            }
            let a = arguments(args, in: scope, selfValue: selfValue)
            guard let f = superMethod(base, key: selector, arguments: a.count, of: inst) else {
                if selector == "init" { uikitInit(of: selfValue, range: range) }
                return selfValue
            }
            return callMethod(f, on: selfValue, arguments: a.map(\.value), labels: a.map(\.label), range: range) ?? selfValue
        }
        let receiver = evaluate(receiverExpr, in: scope, selfValue: selfValue)
        // `self = [self init];` in an initialiser of a class that writes no `init`: UIKit's, which
        // runs the class's own `initWithFrame:` with a zero frame, and gives the object back.
        if selector == "init", case .name("self") = receiverExpr.kind, case .instance(let inst) = receiver,
           !inst.type.lineage.contains(where: { $0.ownMethod("init")?.body != nil }) {
            uikitInit(of: receiver, range: range)
            return receiver
        }
        let a = arguments(args, in: scope, selfValue: selfValue)
        return invoke(receiver, base, key: selector, a, range: range, scope: scope, selfValue: selfValue, receiverExpr: receiverExpr)
    }

    /// UIView's `-init`, reached by `[super init]`: it sends `initWithFrame:CGRectZero` to the
    /// object, so the class's own `initWithFrame:` runs (`- (instancetype)initWithText:… { self =
    /// [super init]; … }` beside an `initWithFrame:` that makes `_label`). Only for a view whose
    /// class writes one; not when that method is the one running (its own `[super init]`).
    func uikitInit(of selfValue: Value, range: SourceRange) {
        guard language == .objectiveC, case .instance(let inst) = selfValue, inst.view != nil,
              let f = inst.type.lineage.lazy.compactMap({ $0.ownMethod("initWithFrame:") }).first(where: { $0.body != nil }),
              !runningBodies.contains(bodyStart(f)) else { return }
        _ = callMethod(f, on: selfValue, arguments: [.rect(.zero)], range: range)
    }

    /// UIKit's `init(frame:)` called by the drawn view's own initialiser with a frame of its own
    /// making (`super.init(frame: CGRect(x: 0, y: 0, width: SCREEN_WIDTH, height: 98))`), not
    /// the one its owner passes: the view's frame, as `self.frame = …` is (drawn that size when
    /// nothing else gives one). A zero frame (`.zero`) gives none: the owner sizes the view.
    func uikitInitialiser(of selfValue: Value, frame: Expr, in scope: Scope, range: SourceRange) {
        guard case .instance(let inst) = selfValue, let view = inst.view, view.isRoot,
              case .rect(let r) = evaluate(frame, in: scope, selfValue: selfValue),
              r.width >= 1, r.height >= 1, r != Rect(x: 0, y: 0, width: rootWidth, height: rootHeight) else { return }
        setMember(.view(view), "frame", .rect(r), range: range)
    }

    /// The class (or static) method with a body that a call on the app's own type `t` names, in
    /// it or the classes it inherits from.
    func ownClassMethod(_ t: String, _ base: String, key: String, labels: [String?]) -> FunctionDecl? {
        guard let info = ownType(t) else { return nil }
        return info.lineage.lazy.compactMap { self.method(named: base, labels: labels, in: $0) ?? $0.method(key) }
            .first { $0.body != nil && $0.isStatic }
    }

    /// A class method that makes a view of its class (`+ (instancetype)…`, `+ (NavCoverView *)…`,
    /// `class func make() -> Self`) or another view (`-> UIView`), not one of its arrays.
    func returnsView(_ f: FunctionDecl, madeBy type: String) -> Bool {
        guard let r = f.returnType, !r.isArray else { return false }
        return r.base == type || ["instancetype", "Self"].contains(r.base) || (r.base != "id" && !Self.valueTypes.contains(r.base) && isViewClass(r.base))
    }

    /// What a class method returns when it is a value, not a view a factory makes.
    static let valueTypes: Set<String> = ["BOOL", "bool", "Bool", "CGFloat", "float", "double", "Float", "Double", "NSInteger", "NSUInteger",
                                          "int", "Int", "NSString", "String", "CGSize", "CGRect", "CGPoint", "UIOffset", "UIEdgeInsets"]

    /// Methods of NSString and String that compare it with another text.
    static let textComparisons: Set<String> = ["isEqualToString", "isEqual", "hasPrefix", "hasSuffix", "containsString", "contains"]

    func invoke(_ receiver: Value, _ base: String, key: String, _ a: [CallArgument], range: SourceRange, scope: Scope, selfValue: Value, receiverExpr: Expr) -> Value {
        keepCallOnConstruction(receiver, base, key: key, a, selfValue: selfValue)
        if let v = invokeIdiom(receiver, base, key: key, a, range: range, receiverExpr: receiverExpr) { return v }
        switch receiver {
        case .instance(let inst):
            return invokeOnInstance(inst, receiver, base, key: key, a, range: range)
        case .view(let v):
            return invokeOnView(v, base, key: key, a, range: range)
        case .snp(let t):
            return snapKitCall(t, base, a, range: range)
        case .maker(let m):
            return chainExtensionCall(receiver, base, key: key, a, range: range) ?? makerMember(m, base, range: range)
        case .chain(let c):
            return chainExtensionCall(receiver, base, key: key, a, range: range) ?? chainCall(c, base, a, range: range)
        case .array(let items):
            return arrayCall(items, base, key: key, a, range: range, scope: scope, selfValue: selfValue, receiverExpr: receiverExpr)
        case .type("NSLayoutConstraint") where ["activateConstraints", "activate", "deactivateConstraints", "deactivate"].contains(base):
            activateAll(a.first?.value ?? .null, on: !base.hasPrefix("de"), range: range)
            return .null
        case .type("NSLayoutConstraint") where base == "constraintWithItem":
            return itemConstraint(a, range: range)
        case .type("NSLayoutConstraint") where base == "constraintsWithVisualFormat":
            warn(receiverExpr.range, Self.anchorsNotRead)
            return .null
        case .type("UIWindow.key") where Self.hierarchyCalls.contains(base):
            return addToKeyWindow(base, key: key, a, range: range, receiverExpr: receiverExpr)
        case .type(let t) where Self.sharedObjects.contains(t):
            // An app's extension of UIKit's shared objects (`extension UIDevice { func
            // heightOfSafeArea(includeBottomInset:) }` on `UIDevice.current`), run with it as `self`.
            if let f = extensionMethod(on: receiver, base, key: key, labels: a.map(\.label)) { return callExtension(f, on: receiver, a, range: range) }
            return invokeOnType(t, receiver, base, key: key, a, range: range)
        case .type(let t):
            return invokeOnType(t, receiver, base, key: key, a, range: range)
        case .closure(let c):
            return callClosure(c, a.map(\.value), range: range)
        case .font(let f):
            if base == "withSize", let size = a.first?.value.number { return .font(resized(f, size)) }
            return receiver
        case .rect(let r):
            if let v = Self.rectMethod(r, base, a) { return v }
            ignoredCount += 1
            return .unknown(Unknown(name: source.text(range), range: range, why: "a call only the running app makes"))
        case .string, .bool, .number, .integer:
            if let v = invokeOnSimpleValue(receiver, base, a, range: range, scope: scope, selfValue: selfValue, receiverExpr: receiverExpr) { return v }
            ignoredCount += 1
            return .unknown(Unknown(name: source.text(range), range: range, why: "a call only the running app makes"))
        case .attribute(let first, let attribute) where base.hasPrefix("constraint"):
            return anchorConstraint(first, attribute, base, a, range: range) ?? .unknown(Unknown(name: source.text(range), range: range, why: "an anchor's method this reader does not run"))
        case .attribute(.view(let v), _) where inConstraintBlock && ["equalTo", "mas_equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo",
                                                                    "mas_greaterThanOrEqualTo", "mas_lessThanOrEqualTo"].contains(base):
            // `nameField.left.equalTo(…)` in a block: a chain on a view, not the maker (an
            // attribute as a target, Masonry's shorthand `equalTo(v.left)`, is read).
            sayChainOnAView(v, at: receiverExpr.range)
            return .null
        case .fontMetrics(let style):
            return fontMetricsCall(style, base, a) ?? receiver
        case .color:
            return receiver
        case .constraint(let k):
            return keptConstraintCall(k, base, a, range: range)
        case .null:
            // Masonry's call sent to nil does nothing, on a device too: said (a lazy getter that
            // returns its ivar without making it, `if (_titleLab) { _titleLab = … }`).
            if ["mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints"].contains(base) {
                let name = Self.unparenthesised(source.text(receiverExpr.range))
                constraintsOnNil.append((receiverExpr.range, name))
                warn(receiverExpr.range, "\(name) is nil here (nothing the set-up runs before makes it), so this \(base) makes no constraint: a message to nil does nothing")
            }
            return .null
        case .unknown(let u):
            return invokeUnknown(u, base, key: key, a, range: range, scope: scope, selfValue: selfValue, receiverExpr: receiverExpr)
        default:
            ignoredCount += 1
            return .unknown(Unknown(name: source.text(range), range: range, why: "a call only the running app makes"))
        }
    }

    /// A message to a value this reader does not know: a chain started on a view's attribute in
    /// a block (said), a distribution over no array of views (said), a view made elsewhere named
    /// by what is sent to it, the drawn view added to the app's view; else unknown too.
    func invokeUnknown(_ u: Unknown, _ base: String, key: String, _ a: [CallArgument], range: SourceRange, scope: Scope, selfValue: Value,
                       receiverExpr: Expr) -> Value {
        if inConstraintBlock, ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo"].contains(base),
           case .member(let owner, let attribute, _) = receiverExpr.kind, ChainAttribute.chainWord(attribute) != nil,
           case .view(let v) = evaluate(owner, in: scope, selfValue: selfValue) {
            sayChainOnAView(v, at: receiverExpr.range)
            return .null
        }
        if base == "mas_distributeViewsAlongAxis" {
            let short = String(u.name.split(separator: ".").last ?? Substring(u.name))
            warn(selectorRange(after: receiverExpr.range), "'\(short)' is not an array of views this file makes (NSArray *a = @[…]; let a = [...]); this distribution is left out")
            return .null
        }
        // A view the file does not make, named by what is sent to it: its constraints
        // (`x.mas_makeConstraints`), or views added to it (a base class's `stackView`).
        let hierarchy = Self.hierarchyCalls
        if hierarchy.contains(base), let first = a.first?.value, isRootObject(first) {
            // `[controller.view addSubview:self]`: the app's view, which this file does not have.
            addsItself(to: source.text(receiverExpr.range), range: selectorRange(after: receiverExpr.range))
            rootParent = rootParent ?? u
            return .null
        }
        if base.hasPrefix("mas_") || base.hasPrefix("snp_") || hierarchy.contains(base), let v = implicitView(u) {
            return viewCall(v, base, key: key, a, range: range)
        }
        ignoredCount += 1
        return .unknown(u)
    }

    /// UIKit's methods that put a view in another.
    static let hierarchyCalls: Set<String> = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview", "addSubviews",
                                              "addArrangedSubviews"]

    /// UIKit's and the layout libraries' methods on a view that take a closure (never a Then).
    static let viewMethodsTakingClosures: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints", "mas_makeConstraints",
                                                         "mas_remakeConstraints", "mas_updateConstraints", "snp_makeConstraints",
                                                         "snp_remakeConstraints", "snp_updateConstraints", "addAction", "performBatchUpdates",
                                                         "animate", "transition", "addGestureRecognizer", "enumerateObjectsUsingBlock"]

    /// `nameField.left.equalTo(…)` in a constraint block: a chain on a view, not on the maker.
    func sayChainOnAView(_ v: ViewObject, at range: SourceRange) {
        warn(range, "a chain starts with 'make.' or an attribute such as 'left', not '\(v.name ?? v.className)'; this chain is left out")
    }

    /// A Swift base class's `private` (or `fileprivate`) method its own code calls: Swift binds
    /// the call to it, whatever a subclass declares of that name (a base controller's `private
    /// func setupLayout()` called from its `viewDidLoad`, beside the subclass's own private
    /// `setupLayout`). Nil where the running code is the object's own class's, or the method is
    /// not private there.
    func privateMethodOfRunningClass(_ n: String, labels: [String?], _ inst: Instance) -> FunctionDecl? {
        guard language == .swift, let running = runningBodies.last else { return nil }
        let lineage = inst.type.lineage
        guard lineage.count > 1,
              let owner = lineage.dropFirst().first(where: { c in c.allMethods.contains { bodyStart($0) == running } }),
              let f = method(named: n, labels: labels, in: owner), owner.allMethods.contains(where: { bodyStart($0) == bodyStart(f) }),
              (owner.methodModifiers[f.name] ?? []).contains(where: { $0 == "private" || $0 == "fileprivate" }) else { return nil }
        return f
    }

    /// A helper (a method or a local function) that makes a view and returns it, said once.
    func sayViewHelper(_ name: String, at range: SourceRange) {
        guard viewHelpers.insert(name).inserted else { return }
        warn(range, "\(name) makes a view and returns it: read where it is called, once for each call")
    }

    static let anchorsNotRead = "constraints made with the visual format are not read (layout anchors, NSLayoutConstraint(item:…) and Masonry's and SnapKit's chains are); the views they place are drawn without them"

    /// Where a message's selector is written after its receiver (`[self.items mas_distribute…]`).
    func selectorRange(after receiver: SourceRange) -> SourceRange {
        var k = receiver.end
        while k < source.bytes.count, source.bytes[k] == UInt8(ascii: " ") || source.bytes[k] == UInt8(ascii: "\n") || source.bytes[k] == UInt8(ascii: "\t") { k += 1 }
        return SourceRange(k, k)
    }

    /// Runs one of the file's methods or functions with its parameters bound.
    /// `labels`: the call's argument labels, where it names them: a Swift call leaving out a
    /// defaulted parameter before others (`Button(title: "a", needsIndicator: true)` of `init(title:
    /// highlight: = .blue, height: = 40, needsIndicator: = false)`) gives each argument to its
    /// labelled parameter and the others their defaults.
    func callMethod(_ f: FunctionDecl, on selfValue: Value, arguments given: [Value], labels: [String?]? = nil, range: SourceRange) -> Value? {
        guard let body = f.body else { return nil }
        let arguments = Self.aligned(given, labels: labels, to: f, swift: language == .swift)
        effectCount += 1
        runningMethods.append(String(f.name.prefix { $0 != ":" }))
        runningBodies.append(bodyStart(f))
        defer { runningMethods.removeLast(); runningBodies.removeLast() }
        // A method called from a constraint block (a lazy getter) runs as a method, not as the block.
        return outsideConstraintBlocks { runMethod(f, body, on: selfValue, arguments: arguments, range: range) }
    }

    /// callMethod's work once the method is running: its parameters bound, its body run, what it
    /// returns.
    private func runMethod(_ f: FunctionDecl, _ body: [Stmt], on selfValue: Value, arguments: [Value?], range: SourceRange) -> Value? {
        // What the drawn class runs (an own view's methods are its class's, an extension's are
        // UIKit's type's: never the drawn one's).
        switch selfValue {
        case .instance(let inst) where inst.isOwnView: break
        case .view, .chain, .maker: break
        default: ranMethods.insert(MethodKey.of(f))
        }
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maxCallDepth { warn(range, "calls nest more than \(Self.maxCallDepth) deep here; this one is not run"); return nil }
        let scope = makeScope(parent: globals)
        for (k, p) in f.parameters.enumerated() {
            var v = (k < arguments.count ? arguments[k] : nil) ?? p.defaultValue.map { defaultArgument(p, $0, in: scope, selfValue: selfValue) }
                ?? optionsOfTheAppsType(p) ?? .unknown(Unknown(name: p.name, range: range, why: "a parameter the caller gives"))
            if k < arguments.count, arguments[k] != nil, let resolved = implicitMember(v, of: p.type, range: range) { v = resolved }
            // A number parameter given a view's `right` (`[viewnumber setWidth:btadd.right]`):
            // the app's frame category's number, not Masonry's shorthand attribute.
            if let t = p.type?.base, Self.numberTypes.contains(t) || Self.valueTypes.contains(t) { v = asFrameNumber(v, range: range) }
            scope.values[p.name] = v
        }
        // Swift's single-expression body returns its value (`func g_window() -> UIWindow {
        // ApplicationManager.shared.window }`).
        let flow: Flow
        if language == .swift, f.returnType != nil, body.count == 1, case .expression(let e) = body[0].kind {
            flow = .returned(evaluate(e, in: scope, selfValue: selfValue))
        } else {
            flow = run(body, in: scope, selfValue: selfValue)
        }
        if case .returned(let v) = flow {
            if case .view(let made)? = v, !made.namedByProperty, made.namedAtDepth >= callDepth {
                if made.helperLocalName == nil { made.helperLocalName = made.name }
                made.name = nil
                // A helper that makes a view and returns it: each call is a view of its own, said once.
                let helper = String(f.name.prefix { $0 != ":" })
                // (Not an app's object that is no view, `@interface LZApp : NSObject`, which this
                // reader keeps as one: `[LZApp shareInstance]` makes the app's settings.)
                if !f.name.hasPrefix("init"), made.instance?.type.lineage.last?.superclass != "NSObject" { sayViewHelper(helper, at: range) }
            }
            return v
        }
        return nil
    }

    /// A view's method: its own class's (`header.configure(title:)`), an app's extension's, else
    /// UIKit's.
    func invokeOnView(_ v: ViewObject, _ base: String, key: String, _ a: [CallArgument], range: SourceRange) -> Value {
        if let inst = v.instance, let f = inst.type.method(key) ?? method(named: base, labels: a.map(\.label), in: inst.type), f.body != nil {
            ownViews.append(v)
            defer { ownViews.removeLast() }
            return callMethod(f, on: .instance(inst), arguments: boundArguments(a, to: f, selfValue: .instance(inst)), range: range) ?? .null
        }
        if let made = viewExtensionCall(.view(v), base, key: key, a, range: range) { return made }
        if base == "setImage", v.className.hasSuffix("Button") { setNormalImage(v, a); return .null }
        return viewCall(v, base, key: key, a, range: range)
    }

    /// The method `super.name(…)` calls: the next one up the object's classes from the class
    /// whose method is running; nil when that is UIKit's.
    func superMethod(_ base: String, key: String, arguments count: Int, of inst: Instance) -> FunctionDecl? {
        guard let running = runningBodies.last, running > 0 else { return nil }
        let chain = inst.type.lineage
        guard let k = chain.firstIndex(where: { c in c.allMethods.contains { bodyStart($0) == running } }) else { return nil }
        for c in chain.dropFirst(k + 1) {
            if let f = c.ownMethod(key), f.body != nil { return f }
            if let f = c.methods[base]?.first(where: { $0.body != nil && $0.parameters.count == count }) { return f }
        }
        return nil
    }

    func callClosure(_ c: ClosureValue, _ arguments: [Value], range: SourceRange) -> Value {
        callDepth += 1
        defer { callDepth -= 1 }
        if callDepth > Self.maxCallDepth { return .null }
        // (A closure written outside the constraint block it is called in runs outside it.)
        if c.constraintBlockDepth < constraintBlockDepth {
            return outsideConstraintBlocks(depth: c.constraintBlockDepth) { runClosure(c, arguments) }
        }
        return runClosure(c, arguments)
    }

    private func runClosure(_ c: ClosureValue, _ arguments: [Value]) -> Value {
        let scope = makeScope(parent: c.scope)
        for (k, p) in c.closure.parameters.enumerated() where k < arguments.count { scope.values[p.name] = arguments[k] }
        if c.closure.parameters.isEmpty, let first = arguments.first {
            scope.values["$0"] = first
            if arguments.count > 1 { scope.values["$1"] = arguments[1] }
        }
        // A single-expression closure's value is that expression's, evaluated once.
        if c.closure.body.count == 1, case .expression(let e) = c.closure.body[0].kind, !c.closure.isBlock {
            let before = (effectCount, ignoredCount)
            let v = evaluate(e, in: scope, selfValue: c.selfValue)
            noteRan(c.closure.body[0], since: before)
            return v
        }
        let flow = run(c.closure.body, in: scope, selfValue: c.selfValue)
        if case .returned(let v) = flow {
            // A helper's local gives way to its caller's name (a local function, a factory closure).
            if case .view(let made)? = v, !made.namedByProperty, made.namedAtDepth >= callDepth { made.name = nil }
            return v ?? .null
        }
        return .null
    }

    /// `views.forEach { … }`, `[a, b].forEach(addSubview)`, `[views mas_makeConstraints:…]`, `arr.append(v)`.
    func arrayCall(_ items: [Value], _ base: String, key: String, _ a: [CallArgument], range: SourceRange, scope: Scope, selfValue: Value, receiverExpr: Expr) -> Value {
        // The one closure a higher-order method is given (`first { $0.isKeyWindow }`).
        let test: ClosureValue? = { if a.count == 1, case .closure(let c) = a[0].value { return c } else { return nil } }()
        switch base {
        case "enumerated":
            return .array(items.enumerated().map { .array([.number(Double($0.offset)), $0.element]) })
        case "reversed":
            return .array(items.reversed())
        case "forEach", "enumerateObjectsUsingBlock", "map", "compactMap":
            var out: [Value] = []
            for (k, item) in items.enumerated() {
                guard let f = a.first else { break }
                let argument = [CallArgument(label: nil, value: item, expr: f.expr)]
                if case .closure(let c) = f.value {
                    // Each call a pass of a loop: views made in it are named by it (`btn_0` …
                    // `btn_3` for `[titles enumerateObjectsUsingBlock:^(…) { UIButton *btn = …`).
                    if k >= Self.maxLoopPasses || !takePass(range) { warn(range, "this loop runs more than \(Self.maxLoopPasses) passes; the rest are not run"); break }
                    loopPasses.append((range, k))
                    out.append(callClosure(c, [item, .number(Double(k))], range: range))
                    loopPasses.removeLast()
                } else if case .name(let n) = f.expr.kind {
                    // `forEach(addSubview)`: a method named by itself.
                    out.append(callName(n, argument, range: range, scope: scope, selfValue: selfValue))
                } else if case .member(let b, let n, _) = f.expr.kind {
                    // `forEach(contentView.addSubview)`, `forEach(stack.addArrangedSubview)`.
                    let r = evaluate(b, in: scope, selfValue: selfValue)
                    out.append(invoke(r, n, key: n + ":", argument, range: range, scope: scope, selfValue: selfValue, receiverExpr: b))
                }
            }
            return .array(out)
        case "flatMap" where test != nil:
            // `scenes.flatMap { ($0 as? UIWindowScene)?.windows ?? [] }`: each item's list, joined.
            let c = test!
            var out: [Value] = []
            for item in items {
                let v = callClosure(c, [item], range: range)
                if case .array(let inner) = v { out += inner } else if case .null = v { continue } else { out.append(v) }
            }
            return .array(out)
        case "first" where test != nil, "last" where test != nil, "filter" where test != nil, "contains" where test != nil:
            // `windows.first { $0.isKeyWindow }`, `first(where:)`: decided item by item; an item
            // the test cannot decide makes the answer unknown.
            let c = test!
            var kept: [Value] = []
            for item in base == "last" ? items.reversed() : items {
                guard let t = truth(callClosure(c, [item], range: range)) else {
                    return .unknown(Unknown(name: source.text(range), range: range, why: "a test only the running app decides"))
                }
                if t { kept.append(item); if base != "filter" { break } }
            }
            if base == "filter" { return .array(kept) }
            if base == "contains" { return .bool(!kept.isEmpty) }
            return kept.first ?? .null
        case "addObjectsFromArray" where a.count == 1, "append" where a.count == 1 && a[0].label == "contentsOf":
            // `[titles addObjectsFromArray:@[@"QQ", @"QQ空间"]]`, `titles.append(contentsOf: more)`:
            // the list grows by the other's items; by ones the reader does not know, it is unknown
            // (a loop over it is then said, not run zero times).
            let updated: Value
            if case .array(let more) = a[0].value { updated = .array(items + more) } else {
                updated = .unknown(Unknown(name: source.text(receiverExpr.range), range: range, why: "a list grown by items only the running app knows"))
            }
            assign(receiverExpr, updated, in: scope, selfValue: selfValue)
            return .null
        case "append", "addObject", "add":
            let updated = Value.array(items + a.map(\.value))
            assign(receiverExpr, updated, in: scope, selfValue: selfValue)
            return .null
        case "mas_makeConstraints", "mas_updateConstraints", "mas_remakeConstraints":
            for item in items { if case .view(let v) = item { _ = viewCall(v, base, key: key, a, range: range) } }
            return .null
        case "objectAtIndex", "object":
            if let k = a.first?.value.number, k >= 0, Int(k) < items.count { return items[Int(k)] }
            return .null
        case "count" where a.isEmpty, "firstObject" where a.isEmpty, "lastObject" where a.isEmpty,
             "anyObject" where a.isEmpty, "allObjects" where a.isEmpty:
            // NSArray's properties sent as messages (`[self.btnName count]`): as read.
            return valueMember(.array(items), base, range: range) ?? .null
        case "mas_distributeViewsAlongAxis":
            // `[views mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:10 leadSpacing:5 tailSpacing:5]`.
            func number(_ label: String) -> Double? { a.first { $0.label == label }?.value.number }
            let views = items.compactMap { if case .view(let v) = $0 { return v } else { return nil } }
            let axis: String = { switch a.first?.value { case .symbol(let s)?, .type(let s)?: return s; default: return "" } }()
            let spacing = number("withFixedSpacing"), length = number("withFixedItemLength")
            guard views.count == items.count, spacing != nil || length != nil, let lead = number("leadSpacing"), let tail = number("tailSpacing") else {
                warn(range, "this distribution names views or numbers only the running app knows; it is left out")
                return .null
            }
            events.append(.distribution(Distribution(views: views, horizontal: axis.hasSuffix("Horizontal"), fixedSpacing: spacing,
                                                     fixedItemLength: length, lead: lead, tail: tail, range: range)))
            return .null
        default:
            // An app's extension of arrays (`[a, b].addSubViews(self)`), run with the array as `self`.
            if let f = extensionMethod(on: .array(items), base, key: key, labels: a.map(\.label)) { return callExtension(f, on: .array(items), a, range: range) }
            return .unknown(Unknown(name: source.text(range), range: range, why: "an array's method"))
        }
    }
}
