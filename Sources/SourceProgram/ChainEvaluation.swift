import Scene
import Layout
import SourceSyntax

/// Masonry's blocks and SnapKit's closures run with a maker; each chain written on it is built
/// from its calls (attributes, relation and target, modifiers) into the one chain model,
/// `ConstraintChain`, when the view tree is made.
extension Interpreter {
    func runMaker(on receiver: Value, operation: ConstraintOperation, dialect: ChainDialect, _ a: [CallArgument], range: SourceRange) -> Value {
        guard case .view(let view) = receiver else { return .null }
        guard let block = a.last?.value, case .closure(let c) = block else {
            warn(range, "the constraints' block is not written here (a block from another file?); these constraints are left out")
            return .null
        }
        let maker = MakerObject(view: view, operation: operation, dialect: dialect)
        maker.madeIn = runningMethods.last
        maker.range = range
        events.append(.block(maker))
        effectCount += 1
        constraintBlockDepth += 1
        defer { constraintBlockDepth -= 1 }
        c.constraintBlockDepth = constraintBlockDepth
        _ = callClosure(c, [.maker(maker)], range: range)
        return .null
    }

    /// `view.snp.makeConstraints { … }` and its update, remake and remove forms.
    func snapKitCall(_ t: LayoutTarget, _ base: String, _ a: [CallArgument], range: SourceRange) -> Value {
        guard case .view(let v) = t else {
            warn(range, "constraints made on a layout guide are not read; they are left out")
            return .null
        }
        switch base {
        case "makeConstraints": return runMaker(on: .view(v), operation: .make, dialect: .snapkit, a, range: range)
        case "updateConstraints": return runMaker(on: .view(v), operation: .update, dialect: .snapkit, a, range: range)
        case "remakeConstraints": return runMaker(on: .view(v), operation: .remake, dialect: .snapkit, a, range: range)
        case "removeConstraints":
            let maker = MakerObject(view: v, operation: .remake, dialect: .snapkit)
            events.append(.block(maker))
            return .null
        default:
            return .unknown(Unknown(name: "snp." + base, range: range, why: "SnapKit's"))
        }
    }

    func makerMember(_ m: MakerObject, _ name: String, range: SourceRange) -> Value {
        guard let attribute = ChainAttribute.chainWord(name) else {
            return .unknown(Unknown(name: "make." + name, range: range, why: "no attribute a maker has"))
        }
        let chain = ChainBuilder(maker: m, range: range)
        chain.attributes.append(attribute)
        m.chains.append(chain)
        return .chain(chain)
    }

    func chainMember(_ c: ChainBuilder, _ name: String, range: SourceRange) -> Value {
        if c.relation == nil, c.modifiers.isEmpty, let attribute = ChainAttribute.chainWord(name) {
            c.attributes.append(attribute)
            return .chain(c)
        }
        switch name {
        case "with", "and": return .chain(c)
        case "constraint", "layoutConstraints":
            let kept = c.kept ?? KeptConstraint(chain: c)
            c.kept = kept
            return .constraint(kept)
        default:
            // `priorityLow` and the other modifiers are called (`.priorityLow()`): their call reads them.
            if !ChainReader.isChainWord(name) && !ChainReader.isChainWord("mas_" + name) {
                let at = max(range.start, range.end - name.utf8.count)
                c.fail(ChainReader.unknownName(name, lastAttribute: c.attributes.last?.name, hasRelation: c.relation != nil), at: SourceRange(at, range.end))
            }
            return .chain(c)
        }
    }

    /// Masonry's parts that take a value, which Swift calls in two steps.
    static let curriedParts: Set<String> = ["equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "offset", "inset", "insets",
                                            "multipliedBy", "dividedBy", "sizeOffset", "centerOffset", "valueOffset", "priority", "key"]

    /// SnapKit's operators over a maker's attributes (`$0.top == 10`, `$0.width == snp.width * 0.5`,
    /// `$0.top == icon.snp.bottom + 8`, `$0.width >= 100`): the relation, its target and the
    /// multiplier and offset written beside it. Nil when `a` is no chain awaiting a relation.
    func relationOperator(_ op: String, _ a: Value, _ b: Value, range: SourceRange) -> Value? {
        guard case .chain(let c) = a, c.relation == nil, c.modifiers.isEmpty else { return nil }
        let relation: LayoutRelation
        switch op {
        case "==": relation = .equal
        case ">=": relation = .greaterThanOrEqual
        case "<=": relation = .lessThanOrEqual
        default: return nil
        }
        c.relation = relation
        if case .scaled(let t, let attribute, let multiplier, let constant) = b {
            c.target = .itemAttribute(t, attribute)
            if multiplier != 1 { c.modifiers.append(.multipliedBy(multiplier)) }
            if constant != 0 { c.modifiers.append(.offset(constant)) }
        } else if let t = target(b, range: range, chain: c) {
            c.target = t
        }
        return .chain(c)
    }

    /// `snp.width * 0.5`, `icon.snp.bottom + 8`: an attribute with a multiplier and offset.
    func scaledAttribute(_ op: String, _ a: Value, _ b: Value) -> Value? {
        switch (a.floating, b.floating) {
        case (.attribute(let t, let attr), .number(let n)):
            return scaledAttribute(op, .scaled(t, attr, multiplier: 1, constant: 0), .number(n))
        case (.number(let n), .attribute(let t, let attr)) where op == "*":
            return .scaled(t, attr, multiplier: n, constant: 0)
        case (.scaled(let t, let attr, let m, let k), .number(let n)):
            switch op {
            case "*": return .scaled(t, attr, multiplier: m * n, constant: k * n)
            case "/": return n == 0 ? nil : .scaled(t, attr, multiplier: m / n, constant: k / n)
            case "+": return .scaled(t, attr, multiplier: m, constant: k + n)
            case "-": return .scaled(t, attr, multiplier: m, constant: k - n)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// A value being stored: a whole chain (`self.top = make.top.equalTo(self).offset(100)`, a
    /// MASConstraint in Masonry) is the constraint it makes, kept for later changes.
    func kept(_ v: Value) -> Value {
        guard case .chain(let c) = v, c.relation != nil else { return v }
        let kept = c.kept ?? KeptConstraint(chain: c)
        c.kept = kept
        return .constraint(kept)
    }

    /// MASConstraint's setters (MASConstraint.h: `- (void)setOffset:(CGFloat)offset;` …) and
    /// the modifier each sets.
    static let masonrySetters = ["setOffset": "offset", "setInsets": "insets", "setInset": "inset",
                                 "setSizeOffset": "sizeOffset", "setCenterOffset": "centerOffset"]

    /// A chain's call: its relation with a target, or a modifier.
    func chainCall(_ c: ChainBuilder, _ base: String, _ a: [CallArgument], range: SourceRange) -> Value {
        var name = base.hasPrefix("mas_") ? String(base.dropFirst(4)) : base
        // MASConstraint's write-only properties sent as their setters (`[make.top.mas_equalTo(v)
        // setOffset:8]`): the same modifiers.
        if c.maker.dialect == .masonry, let modifier = Self.masonrySetters[name] { name = modifier }
        // Masonry from Swift: `equalTo()` returns the block that takes the value (`(self)`).
        if a.isEmpty, language == .swift, c.maker.dialect == .masonry, Self.curriedParts.contains(name) {
            c.awaiting = name
            return .chain(c)
        }
        var argument = a.first?.value
        // Masonry's boxing `mas_equalTo(redView.size)` on redView's own size: an app's frame
        // category's CGSize (the view made with a frame), not the attribute equal to itself.
        if language == .objectiveC, base.hasPrefix("mas_"), case .attribute(.view(let v), let attribute)? = argument, v === c.maker.view,
           c.attributes.contains(where: { $0.name == attribute.name }) {
            argument = asFrameNumber(argument!, range: range)
        }
        func relation(_ r: LayoutRelation, superview: Bool) {
            // Masonry's relation sent again with a value (`equalTo(v.mas_bottom).mas_equalTo(15)`):
            // the value becomes the constant (ConstraintChain's relationAgain, which also says
            // what Masonry asserts on another relation or SnapKit's one relation).
            if c.relation != nil, !superview, let argument {
                let value: ChainValue? = {
                    switch argument {
                    case .number(let n), .integer(let n): return .number(n)
                    case .size(let s): return .size(s)
                    case .point(let p): return .point(p)
                    case .insets(let e): return .insets(e)
                    default: return nil
                    }
                }()
                if r == c.relation, let value { c.modifiers.append(.relationAgain(value)); return }
                c.fail("the relation is set twice; Masonry asserts \"Redefinition of constraint relation\" unless the second is the same relation with a number", at: range)
                return
            }
            c.relation = r
            if superview { c.target = .superview; return }
            guard let argument else { c.fail("a relation without a value", at: range); return }
            if let t = target(argument, range: range, chain: c, written: a.first.map { source.text($0.expr.range) }) { c.target = t }
        }
        switch name {
        case "equalTo": relation(.equal, superview: false)
        case "greaterThanOrEqualTo": relation(.greaterThanOrEqual, superview: false)
        case "lessThanOrEqualTo": relation(.lessThanOrEqual, superview: false)
        case "equalToSuperview": relation(.equal, superview: true)
        case "greaterThanOrEqualToSuperview": relation(.greaterThanOrEqual, superview: true)
        case "lessThanOrEqualToSuperview": relation(.lessThanOrEqual, superview: true)
        case "offset", "inset", "multipliedBy", "dividedBy", "insets", "sizeOffset", "centerOffset", "valueOffset", "priority":
            guard let argument else { return .chain(c) }
            if let m = modifier(name, argument, range: range, chain: c) { c.modifiers.append(m) }
        case "priorityLow", "priorityMedium", "priorityHigh", "priorityRequired":
            c.modifiers.append(.priority(LayoutPriority.masonryShorthands[name] ?? LayoutPriority.required))
        case "labeled", "key":
            if case .string(let s)? = argument { c.modifiers.append(name == "key" ? .key(s) : .labeled(s)) }
        case "with", "and":
            break
        default:
            c.fail("'\(base)' is no part of a chain this reader knows", at: range)
        }
        return .chain(c)
    }

    /// `written`: the argument as written, which says whether an unknown value is a name alone.
    func target(_ v: Value, range: SourceRange, chain c: ChainBuilder, written: String? = nil) -> ChainTargetOf<LayoutTarget>? {
        switch v {
        case .number(let n), .integer(let n): return .number(n)
        case .bool(let b): return .number(b ? 1 : 0)
        case .view(let x): return .item(.view(x))
        case .instance(let inst):
            if let x = inst.view { return .item(.view(x)) }
        case .attribute(.margins(let v), let a): return .itemAttribute(.view(v), Self.withinMargins(a))
        case .attribute(let t, let a): return .itemAttribute(t, a)
        case .snp(.margins(let v)), .guide(.margins(let v)):
            // `equalTo(view.layoutMarginsGuide)`: each of the chain's attributes at the margin.
            if c.attributes.count == 1 { return .itemAttribute(.view(v), Self.withinMargins(c.attributes[0])) }
            // Several (`make.top.leading.trailing.equalTo(layoutMarginsGuide)`): each at its own
            // margin, as the chain model pairs them with the margins.
            return .itemAttribute(.view(v), .margins)
        case .snp(let t), .guide(let t): return .item(t)
        case .size(let s): return .size(s)
        case .point(let p): return .point(p)
        case .insets(let i): return .insets(i)
        case .array(let items):
            var out: [ChainTargetOf<LayoutTarget>] = []
            for item in items {
                guard let t = target(item, range: range, chain: c) else { return nil }
                out.append(t)
            }
            return .array(out)
        case .unknown(let u):
            // The app's view the drawn view adds itself to: its superview (Materializer.install).
            if isRootParent(v) { return .superview }
            let last = String(u.name.split(separator: ".").last ?? "")
            // A name alone may be a view the file does not declare; one in arithmetic
            // (`progress * 300`) is a number.
            // A number type's constant (an extension's `CGFloat.heightBottomWrapperBar`) is no view.
            let numberType = ["CGFloat", "Double", "Float", "Int"].contains(String(u.name.split(separator: ".").first ?? ""))
            let inArithmetic = numberType || written.map { $0.filter { !$0.isWhitespace } != u.name.filter { !$0.isWhitespace } && $0.contains(where: { "*/+-".contains($0) }) } ?? false
            if !inArithmetic, CodeNames.looksLikeView(last.hasPrefix("_") ? String(last.dropFirst()) : last), let v = implicitView(u, said: true) { return .item(.view(v)) }
            c.fail(describe(u, expected: "a number", alone: written == u.name), at: u.range, unknown: u.isRunTime ? u : nil)
            return nil
        case .type("UIWindow.key"):
            // The app's window (addToKeyWindow): the drawn view's superview where it adds itself
            // to it; for another view, the root, which is drawn on the screen as the window is.
            if c.maker.view.isRoot, rootAddedTo == Self.keyWindowName { return .superview }
            if !c.maker.view.isRoot, windowDrawnAsRoot || rootAddedTo == Self.keyWindowName { return .item(.view(root)) }
        case .type(let t) where !t.hasPrefix("UI"):
            let u = Unknown(name: t, range: range, why: "defined in another file", origin: .otherFile)
            c.fail(describe(u, expected: "a number", alone: written == t), at: range, unknown: u)
            return nil
        default:
            break
        }
        c.fail("\(source.text(range)) is no view or value a chain can take", at: range)
        return nil
    }

    /// An attribute measured at the layout margins (`left` → `leftMargin`, `edges` → `margins`).
    static func withinMargins(_ a: ChainAttribute) -> ChainAttribute {
        switch a.name {
        case "edges": return .margins
        case "center": return .centerWithinMargins
        case "centerX", "centerY": return ChainAttribute.named(a.name + "WithinMargins") ?? a
        case "left", "right", "top", "bottom", "leading", "trailing": return ChainAttribute.named(a.name + "Margin") ?? a
        default: return a
        }
    }

    /// Why a chain cannot take a value, as docs/source-files.md words it: only the running app
    /// knows it (`expected an offset, not 'kGap' (a value known only at run time: give it with
    /// --set kGap=…)`; a name alone where a view or number goes, `'kStatusBar' is not defined in
    /// this file (…)`), or (a macro past the expansion limit) the file defines it too large to read.
    func describe(_ u: Unknown, expected: String, alone: Bool = false) -> String {
        guard u.isRunTime else { return "'\(u.name)' is \(u.why)" }
        if alone, u.origin == .otherFile {
            return "'\(u.name)' is not defined in this file (a value known only at run time or defined elsewhere: give it with \(giving(u.name)))"
        }
        return "expected \(expected), not '\(u.name)' (a value known only at run time: give it with \(giving(u.name)))"
    }

    /// How a value is given (SourceWording).
    func giving(_ name: String) -> String { SourceWording.giving(name, "…", valuesInScene: valuesInScene) }

    /// A width or height made equal to a number (no second item).
    static func isConstantSize(_ c: ChainBuilder) -> Bool {
        guard case .number? = c.target, !c.attributes.isEmpty else { return false }
        return c.attributes.allSatisfy { $0 == .width || $0 == .height || $0 == .size }
    }

    func modifier(_ name: String, _ given: Value, range: SourceRange, chain c: ChainBuilder) -> ChainModifier? {
        // `make.width.offset(self->viewnumber.width)`: no modifier takes an attribute, so an
        // Objective-C view's `width` there is the app's frame category's number (its frame set).
        let v = asFrameNumber(given, range: range)
        let expected = ["offset": "an offset", "inset": "an inset", "insets": "edge insets", "multipliedBy": "a multiplier",
                        "dividedBy": "a divisor", "priority": "a priority"][name] ?? "a value"
        if case .type(let t) = v {
            // A constant from another file (`NavigationBarHeight`).
            let u = Unknown(name: t, range: range, why: "defined in another file", origin: .otherFile)
            c.fail(describe(u, expected: expected), at: range, unknown: u)
            return nil
        }
        if case .unknown(let u) = v {
            // `make.height.equalTo(42).multipliedBy(Dimension.shared.widthScale)`: a size against a
            // constant has no second item, whose attribute a multiplier scales; UIKit leaves it at
            // 42 whatever the multiplier, so the value is not needed.
            if name == "multipliedBy" || name == "dividedBy", Self.isConstantSize(c) { return nil }
            c.fail(describe(u, expected: expected), at: u.range, unknown: u.isRunTime ? u : nil)
            return nil
        }
        switch (name, v) {
        case ("priority", .symbol(let s)):
            let key = s.split(separator: ".").last.map(String.init) ?? s
            if let p = LayoutPriority.named(key) { return .priority(p) }
        case ("priority", _):
            if let n = v.number { return .priority(n) }
        case ("offset", .size(let s)), ("sizeOffset", .size(let s)): return .sizeOffset(s)
        case ("offset", .point(let p)), ("centerOffset", .point(let p)): return .centerOffset(p)
        case ("inset", .insets(let i)), ("insets", .insets(let i)): return .insets(i)
        // Masonry's `mas_offset(UIEdgeInsetsMake(…))`: a boxed value's kind decides what it sets
        // (MASViewConstraint setLayoutConstantWithValue:), insets here.
        case ("offset", .insets(let i)) where c.maker.dialect != .snapkit: return .insets(i)
        case ("valueOffset", _):
            if let n = v.number { return .valueOffset(.number(n)) }
            if case .size(let s) = v { return .valueOffset(.size(s)) }
        default:
            if let n = v.number {
                switch name {
                case "offset": return .offset(n)
                case "inset": return .inset(n)
                case "insets": return .insets(EdgeInsets(top: n, left: n, bottom: n, right: n))
                case "multipliedBy": return .multipliedBy(n)
                case "dividedBy": return .dividedBy(n)
                default: break
                }
            }
        }
        c.fail("\(name)(\(source.text(range))) takes a value this reader does not read", at: range)
        return nil
    }

    /// A kept constraint's later changes: `c.update(offset: 10)`, `[c setOffset:20]`, `c.deactivate()`.
    func keptConstraintCall(_ k: KeptConstraint, _ base: String, _ a: [CallArgument], range: SourceRange) -> Value {
        effectCount += 1
        switch base {
        case "update", "setOffset", "setInset", "updateOffset", "updateInset":
            if let arg = a.first, let n = arg.value.number {
                let inset = (arg.label ?? base).lowercased().includes("inset")
                events.append(.change(k, inset ? .inset(n) : .offset(n), active: nil))
            }
        case "deactivate", "uninstall": events.append(.change(k, nil, active: false))
        case "activate", "install": events.append(.change(k, nil, active: true))
        case "setActive": if let t = a.first.flatMap({ truth($0.value) }) { setActive(k, t) }
        case "setPriority": if let v = a.first?.value { setAnchorPriority(k, v) }
        default:
            // An app's helper on an anchor constraint (`.withPriority(999)`, `.activated()`)
            // hands it on; one naming a priority sets it, one naming activation activates it.
            guard k.isAnchor else { break }
            if base.lowercased().includes("priority"), let v = a.first?.value { setAnchorPriority(k, v) }
            if base.lowercased().includes("activ") { setActive(k, !base.lowercased().hasPrefix("deactiv")) }
            return .constraint(k)
        }
        return .null
    }
}
