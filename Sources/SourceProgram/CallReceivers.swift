import Layout
import SourceSyntax
import Scene

/// What a message does by its receiver, for `invoke`: the idioms tried before the receiver's
/// kind (builders, Then's closures, a convenience initialiser's `self.init`), an object of the
/// app's own class, a type (its class methods, factories and UIKit's), and a text, flag or
/// number.
extension Interpreter {
    /// The idioms a call is read as whatever its receiver: nil when it is none of them.
    func invokeIdiom(_ receiver: Value, _ base: String, key: String, _ a: [CallArgument], range: SourceRange, receiverExpr: Expr) -> Value? {
        // Constraints on a button's own image view or title label (`[_shareButton.imageView
        // mas_makeConstraints:…]`, `button.imageView?.snp.makeConstraints`): UIKit's subviews
        // inside the button, which this reader draws as the button itself; the button keeps
        // the size its own constraints give it, said.
        if case .view(let v) = receiver.snapKitView ?? receiver, v.className.hasSuffix("Button"), let part = buttonPartConstrained(base, receiverExpr) {
            note(receiverExpr.range, "constraints on \(v.name ?? v.className).\(part), UIKit's own view inside the button, are not drawn (the button keeps its own)")
            return .null
        }
        // `[self class]`: the object's class, whose class methods follow (`[[self class] navigationHeight]`).
        if base == "class", a.isEmpty, let type = ownClassName(of: receiver) { return .type(type) }
        // Swift's `DispatchQueue.main.async { … }` / `.asyncAfter(deadline:) { … }`: run once the
        // set-up has (Interpreter.mainQueueBlocks).
        if base == "async" || base == "asyncAfter", Self.unparenthesised(source.text(receiverExpr.range)).hasSuffix("DispatchQueue.main"),
           case .closure(let c)? = a.last?.value, base == "async" || a.first.map({ Self.isPromptly(source.text($0.expr.range)) }) == true {
            mainQueueBlocks.append(c)
            return .null
        }
        // An app's hex-colour helper given a colour's text (`[UIColor colorWithHexString:@"#494949"]`,
        // `UIColor(hexString: "#333333")`, `.hex("fd8216", alpha: 0.5)`): the colour the text
        // writes, as every such helper reads it. Its body is not run: it trims, upper-cases and
        // scans the digits into out-parameters (`scanHexInt:&r`), which this reader does not
        // follow, and read as far as it gets it took the helper's first branch, `clearColor`.
        if case .type("UIColor") = receiver, base.lowercased().contains("hex") || a.first?.label?.lowercased().contains("hex") == true,
           let color = Self.hexColor(a) {
            return color
        }
        // Swift's `self.init(…)` in a convenience initialiser hands the same object to another
        // of its initialisers: the class's own runs on it; UIKit's (`self.init()`, not in the
        // file) has made it already. (It made a new object, whose initialiser did it again.)
        if language == .swift, base == "init", case .name("self") = receiverExpr.kind, let inst = ownInstance(receiver) {
            guard let f = method(named: "init", labels: a.map(\.label), in: inst.type) else { return receiver }
            _ = callMethod(f, on: receiver, arguments: boundArguments(a, to: f, selfValue: receiver), range: range)
            return receiver
        }
        // A chaining builder's call (`.title("Send", for: .normal)`, `.backgroundColor(.orange)`):
        // the setting of that name where UIKit's view has one, and the view back.
        if case .view(let v) = receiver, chainBuilders.contains(ObjectIdentifier(v)) {
            if let first = a.first?.value {
                if base == "title", v.className.hasSuffix("Button") { if case .string(let title) = first { v.text = title } }
                else if ViewSettings.names.contains(base) { setMember(receiver, base, first, range: range) }
            }
            return receiver
        }
        // Then's `x.then { $0… }` and `x.do { … }` (github.com/devxoul/Then), Kotlin-style `apply`:
        // the closure runs on the value, which is the result.
        if ["then", "do", "apply", "also", "with", "config"].contains(base), a.count == 1, case .closure(let c) = a[0].value, !receiver.isUnknown {
            _ = callClosure(c, [receiver], range: range)
            return receiver
        }
        // An app's own helper of that kind under another name (`UIImageView().this { $0… }`):
        // a view's method UIKit does not have, given only a closure of one parameter or `$0`.
        if case .view(let v) = receiver, a.count == 1, a[0].label == nil, case .closure(let c) = a[0].value, c.closure.parameters.count <= 1,
           !Self.viewMethodsTakingClosures.contains(base), !v.isRoot {
            _ = callClosure(c, [receiver], range: range)
            return receiver
        }
        // `[tableView dequeueReusableHeaderFooterViewWithIdentifier:id]`, `dequeueReusableCell(withIdentifier:)`
        // without an index path: a table showing its first rows has none to reuse, so nil, and the
        // `if (!footView) { footView = [[… alloc] initWith…]; … }` that follows makes it.
        if base.hasPrefix("dequeueReusable"), !key.includes("IndexPath"), !a.contains(where: { $0.label == "for" }) {
            return .null
        }
        // `10.adjust()`: the app's extension of Int, CGFloat, … runs with the number as `self`.
        if receiver.isNumeric, let f = extensionMethod(on: receiver, base, key: key, labels: a.map(\.label)) {
            return callExtension(f, on: receiver, a, range: range)
        }
        // `[NSNumber numberWithFloat:ImageEditBottomBarHei]`, `@(x)`'s long form: the number.
        if case .type("NSNumber") = receiver, base.hasPrefix("numberWith"), a.count == 1, a[0].value.number != nil || a[0].value.isUnknown {
            return a[0].value
        }
        // `[NSString stringWithCString:systemInfo.machine encoding:NSUTF8StringEncoding]`,
        // `stringWithUTF8String:`: the C string's text.
        if case .type(let t) = receiver, t == "NSString" || t == "NSMutableString", ["stringWithCString", "stringWithUTF8String", "stringWithString"].contains(base),
           case .string? = a.first?.value {
            return a[0].value
        }
        return nil
    }

    /// A message to an object of the app's own class: its method, a setter of its property, a
    /// property read as a message, or its view's.
    func invokeOnInstance(_ inst: Instance, _ receiver: Value, _ base: String, key: String, _ a: [CallArgument], range: SourceRange) -> Value {
        if let f = inst.type.method(key) ?? method(named: base, labels: a.map(\.label), in: inst.type), f.body != nil {
            return callMethod(f, on: receiver, arguments: boundArguments(a, to: f, selfValue: receiver), range: range) ?? .null
        }
        if base.hasPrefix("set"), a.count == 1, key.filter({ $0 == ":" }).count <= 1 {
            let property = Self.property(ofSetter: base)
            if inst.type.property(property) != nil { setProperty(property, a[0].value, on: inst, range: range); return .null }
        }
        if a.isEmpty, let v = property(base, of: inst, range: range, viaGetter: true) { return v }
        // A container's child controllers, kept as UIKit keeps them: a paging screen's loop
        // reads them back (`self.childViewControllers[i].view.frame = …`).
        if ["addChildViewController", "addChild"].contains(base), a.count == 1, case .instance = a[0].value {
            inst.children.append(a[0].value)
            return .null
        }
        if ["childViewControllers", "children"].contains(base), a.isEmpty { return .array(inst.children) }
        // An app's category or extension of UIView sent to a view of its own class (`[self
        // newUIView]` in its initialiser, a category making a subview and adding it to `self`):
        // run with the object as `self`, as on any view.
        if inst.view != nil, let made = viewExtensionCall(receiver, base, key: key, a, range: range) { return made }
        if let view = inst.view { return viewCall(view, base, key: key, a, range: range) }
        ignoredCount += 1
        return .unknown(Unknown(name: source.text(range), range: range, why: "a method of an object the file does not make"))
    }

    /// A class method: the app's own type's, a view class's value or factory, an app's category
    /// method on a UIKit class, else UIKit's (`staticCall`).
    func invokeOnType(_ t: String, _ receiver: Value, _ base: String, key: String, _ a: [CallArgument], range: SourceRange) -> Value {
        // `CalendarSettings.MonthSelectView()`: a type nested in the app's own (also in an
        // extension of it), made as that type.
        if base.first?.isUppercase == true, ownType(t)?.nestedTypes[base] != nil { return construct(t + "." + base, a, range: range) }
        if isAppHelperType(t) {
            // A class or static method of the app's own type that is no view (`[Metrics
            // widthFor:10]`, `Adapter.setup(designWidth:)`): run with the type as `self`; a view
            // class's factories are read below as what they make.
            // (Its font, colour and image helpers keep being read by what their names and
            // arguments say: their bodies name fonts and assets the running app has.)
            guard let f = ownClassMethod(t, base, key: key, labels: a.map(\.label)),
                  !["UIFont", "UIColor", "UIImage", "NSAttributedString"].contains(f.returnType?.base ?? "") else {
                return staticCall(t, base, a, range: range, key: key)
            }
            return callMethod(f, on: receiver, arguments: boundArguments(a, to: f, selfValue: receiver), range: range) ?? .null
        }
        // A view class's own class method that returns a value, not a view (`+ (BOOL)isSmall`,
        // `class func rowHeight() -> CGFloat`): run, with the class as `self`.
        let own = ownClassMethod(t, base, key: key, labels: a.map(\.label))
        if let f = own, Self.valueTypes.contains(f.returnType?.base ?? "") {
            return callMethod(f, on: receiver, arguments: boundArguments(a, to: f, selfValue: receiver), range: range) ?? .null
        }
        // A view class's own factory (`+ (NavCoverView *)shareNavCoverView:(CGRect)frame
        // title:…` in the project's NavCoverView.m): run, so the frame or settings it gives
        // the view it makes (`v.frame = frame;`) are the view's, as they are on a device.
        if let f = own, returnsView(f, madeBy: t) {
            let made = callMethod(f, on: receiver, arguments: boundArguments(a, to: f, selfValue: receiver), range: range) ?? .null
            if case .view = made { return made }
            if case .instance(let inst) = made, inst.view != nil { return made }
        }
        // An app's class method on a UIKit class (`UIView.xq_createView(bgClor:supView:closure:)`,
        // `[UILabel labelWithFont:…]` in a category): run, with the class as `self`.
        if let f = classMethodOfExtension(t, base, key: key, labels: a.map(\.label)) {
            let made = callExtension(f, on: receiver, a, range: range)
            if made.isUnknown, let view = viewFromNib(t, base, a, range: range) { return view }
            return made
        }
        if let view = viewFromNib(t, base, a, range: range) { return view }
        return staticCall(t, base, a, range: range, key: key)
    }

    /// A view class's nib loader whose result the reader cannot work out (`PadView
    /// .instantiateFromNib()`, `HeaderView.loadFromNib()`: an app's or a library's generic
    /// extension around `loadNibNamed`): a view of that class, as its nib makes one, said; the
    /// nib's own subviews and constraints are not this file's. Nil for any other call.
    func viewFromNib(_ t: String, _ base: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        guard base.lowercased().contains("nib"), isViewClass(t),
              a.allSatisfy({ if case .string = $0.value { return true } else { return $0.value.isUnknown } }) else { return nil }
        note(range, "\(t).\(base): a \(t) as its nib makes it; the nib's own views and constraints are not read here")
        let made = construct(t, [], range: range)
        // (Its frame is the nib's.)
        if case .view(let v) = made { v.madeByInitialiser = false }
        if case .instance(let inst) = made { inst.view?.madeByInitialiser = false }
        return made
    }

    /// A message to a text, a flag or a number; nil when it is none this reader runs.
    func invokeOnSimpleValue(_ receiver: Value, _ base: String, _ a: [CallArgument], range: SourceRange, scope: Scope, selfValue: Value, receiverExpr: Expr) -> Value? {
        if case .string(let text) = receiver {
            if let measured = stringMeasure(text, base, a, in: scope, selfValue: selfValue, range: range) { return measured }
            if a.isEmpty, let whole = Self.stringNumberReaders[base] { return Self.leadingNumber(text, whole: whole) }
        }
        switch receiver {
        // Comparing known text (`[model isEqualToString:@"iPhone8,4"]`, `name.hasPrefix("iPhone")`).
        case .string(let text) where a.count == 1 && Self.textComparisons.contains(base):
            guard case .string(let other) = a[0].value else { return a[0].value.isUnknown ? a[0].value : .bool(false) }
            switch base {
            case "hasPrefix": return .bool(text.hasPrefix(other))
            case "hasSuffix": return .bool(text.hasSuffix(other))
            case "containsString", "contains": return .bool(other.isEmpty || text.includes(other))
            default: return .bool(text == other)
            }
        // `[[[UIDevice currentDevice] model] rangeOfString:@"iPad"].length != 0` (an app's IS_IPAD):
        // NSString's NSRange of the first match, in UTF-16 units; {NSNotFound, 0} when none.
        case .string(let text) where base == "rangeOfString" && a.count == 1:
            guard case .string(let other) = a[0].value else { return a[0].value.isUnknown ? a[0].value : nil }
            let range = Instance(type: ClassInfo(name: "NSRange", kind: .structType, range: .none))
            if !other.isEmpty, let r = text.firstRange(of: other) {
                range.properties["location"] = .integer(Double(text.utf16.distance(from: text.utf16.startIndex, to: r.lowerBound.samePosition(in: text.utf16) ?? text.utf16.startIndex)))
                range.properties["length"] = .integer(Double(other.utf16.count))
            } else {
                range.properties["location"] = .integer(Double(Int.max))
                range.properties["length"] = .integer(0)
            }
            return .instance(range)
        case .bool(let b) where base == "toggle" && a.isEmpty:
            assign(receiverExpr, .bool(!b), in: scope, selfValue: selfValue)
            return .null
        case .number(let n) where a.isEmpty, .integer(let n) where a.isEmpty:
            // `8.auto()`, an app's scaling method on a number whose code is not here: at design scale.
            switch base {
            case "rounded": return .number(n.rounded())
            case "squareRoot": return .number(n.squareRoot())
            // An NSNumber's value back (`[@(44) floatValue]`).
            case "floatValue", "doubleValue", "CGFloatValue": return receiver
            case "intValue", "integerValue", "longValue", "unsignedIntegerValue": return .number(n.rounded(.towardZero))
            default:
                take(.designScale, base, at: range)
                return receiver
            }
        default:
            return nil
        }
    }

    /// The name of the app's own class an object is (an instance, or an own view's), for
    /// `self.class`; nil for anything else.
    func ownClassName(of value: Value) -> String? {
        switch value {
        case .instance(let inst): return inst.type.name
        case .view(let v): return v.instance?.type.name
        default: return nil
        }
    }

    /// The colour a hex text writes, `#RRGGBB`, `0xRRGGBB` or `RRGGBB` (six digits), with the
    /// alpha a second argument gives (0–1); nil for any other argument.
    static func hexColor(_ a: [CallArgument]) -> Value? {
        guard case .string(let text)? = a.first?.value else { return nil }
        var digits = Substring(text).drop { $0 == " " }
        if digits.hasPrefix("#") { digits = digits.dropFirst() } else if digits.lowercased().hasPrefix("0x") { digits = digits.dropFirst(2) }
        while digits.last == " " { digits = digits.dropLast() }
        guard digits.count == 6, let h = Int(digits, radix: 16) else { return nil }
        let alpha = a.dropFirst().first?.value.number.flatMap { $0 >= 0 && $0 <= 1 ? $0 : nil } ?? 1
        return color(hex: h, alpha: alpha)
    }
}


extension Value {
    /// The view of a SnapKit `snp` on one (`x.snp`), as a view.
    var snapKitView: Value? {
        if case .snp(.view(let v)) = self { return .view(v) }
        return nil
    }
}

extension Interpreter {
    /// `imageView` or `titleLabel` when a constraint call is sent to a button's own one
    /// (`x.imageView mas_makeConstraints:`, Swift's `x.imageView?.snp.makeConstraints`); nil else.
    func buttonPartConstrained(_ base: String, _ receiverExpr: Expr) -> String? {
        let masonry = ["mas_makeConstraints", "mas_remakeConstraints", "mas_updateConstraints"]
        let snapKit = ["makeConstraints", "remakeConstraints", "updateConstraints"]
        var e = receiverExpr
        if snapKit.contains(base) {
            guard case .member(let inner, "snp", _) = e.kind else { return nil }
            e = inner
        } else if !masonry.contains(base) {
            return nil
        }
        while case .forceUnwrap(let x) = e.kind { e = x }
        guard case .member(_, let part, _) = e.kind, ["imageView", "titleLabel"].contains(part) else { return nil }
        return part
    }
}
