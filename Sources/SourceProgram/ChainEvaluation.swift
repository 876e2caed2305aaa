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
        events.append(.block(maker))
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
            return .chain(c)
        }
    }

    /// A chain's call: its relation with a target, or a modifier.
    func chainCall(_ c: ChainBuilder, _ base: String, _ a: [CallArgument], range: SourceRange) -> Value {
        let name = base.hasPrefix("mas_") ? String(base.dropFirst(4)) : base
        let argument = a.first?.value
        func relation(_ r: LayoutRelation, superview: Bool) {
            c.relation = r
            if superview { c.target = .superview; return }
            guard let argument else { c.fail("a relation without a value", at: range); return }
            if let t = target(argument, range: range, chain: c) { c.target = t }
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

    func target(_ v: Value, range: SourceRange, chain c: ChainBuilder) -> ChainTargetOf<LayoutTarget>? {
        switch v {
        case .number(let n): return .number(n)
        case .bool(let b): return .number(b ? 1 : 0)
        case .view(let x): return .item(.view(x))
        case .instance(let inst):
            if let x = inst.view { return .item(.view(x)) }
        case .attribute(.margins(let v), let a): return .itemAttribute(.view(v), Self.withinMargins(a))
        case .attribute(let t, let a): return .itemAttribute(t, a)
        case .snp(.margins(let v)), .guide(.margins(let v)):
            // `equalTo(view.layoutMarginsGuide)`: each of the chain's attributes at the margin.
            if c.attributes.count == 1 { return .itemAttribute(.view(v), Self.withinMargins(c.attributes[0])) }
            c.fail("several attributes against a margins guide at once are not read by this reader yet", at: range)
            return nil
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
            if CodeNames.looksLikeView(String(u.name.split(separator: ".").last ?? "")), let v = implicitView(u) { return .item(.view(v)) }
            c.fail(describe(u), at: u.range, unknown: u.isRunTime ? u : nil)
            return nil
        case .type(let t) where !t.hasPrefix("UI"):
            c.fail("\(t) is known only when the app runs (defined in another file)", at: range, unknown: Unknown(name: t, range: range, why: "defined in another file"))
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

    /// Why a chain cannot take a value: only the running app knows it, or (a macro past the
    /// expansion limit) the file defines it too large to read.
    func describe(_ u: Unknown) -> String {
        u.isRunTime ? "\(u.name) is known only when the app runs (\(u.why))" : "\(u.name) is \(u.why)"
    }

    func modifier(_ name: String, _ v: Value, range: SourceRange, chain c: ChainBuilder) -> ChainModifier? {
        if case .type(let t) = v {
            // A constant from another file (`NavigationBarHeight`).
            let u = Unknown(name: t, range: range, why: "defined in another file")
            c.fail("\(t) is known only when the app runs (defined in another file)", at: range, unknown: u)
            return nil
        }
        if case .unknown(let u) = v {
            c.fail(describe(u), at: u.range, unknown: u.isRunTime ? u : nil)
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
        switch base {
        case "update", "setOffset", "setInset", "updateOffset", "updateInset":
            if let arg = a.first, let n = arg.value.number {
                let inset = (arg.label ?? base).lowercased().contains("inset")
                events.append(.change(k, inset ? .inset(n) : .offset(n), active: nil))
            }
        case "deactivate", "uninstall": events.append(.change(k, nil, active: false))
        case "activate", "install": events.append(.change(k, nil, active: true))
        default: break
        }
        return .null
    }
}
