import Layout
import SourceSyntax

/// Constraints made with layout anchors, as UIKit makes them: `a.topAnchor.constraint(equalTo:
/// b.bottomAnchor, constant: 8)`, `[a.widthAnchor constraintEqualToConstant:40]`, each installed
/// when it is activated (`isActive = true`, `[c setActive:YES]`, `NSLayoutConstraint.activate([…])`)
/// and not before. Real files mix them with SnapKit's and Masonry's chains; each becomes one
/// chain of the one chain model (a Masonry chain: a plain constant, as an anchor's is).
extension Interpreter {
    /// `topAnchor` → top, `centerXAnchor` → centerX, `firstBaselineAnchor` → firstBaseline.
    static func anchorAttribute(_ name: String) -> ChainAttribute? {
        guard name.hasSuffix("Anchor"), name.count > 6 else { return nil }
        return ChainAttribute.named(String(name.dropLast(6)))
    }

    /// `first.constraint(equalTo: second, multiplier: m, constant: c)` and its Objective-C and
    /// inequality forms: a kept constraint not yet active. Nil for another call.
    func anchorConstraint(_ first: LayoutTarget, _ attribute: ChainAttribute, _ base: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        // Swift names the relation in the first label, Objective-C in the selector's first part.
        let word = base == "constraint" ? (a.first?.label ?? "") : String(base.dropFirst("constraint".count))
        let lower = word.lowercased()
        let relation: LayoutRelation
        if lower.hasPrefix("equalto") { relation = .equal } else if lower.hasPrefix("greaterthanorequalto") { relation = .greaterThanOrEqual }
        else if lower.hasPrefix("lessthanorequalto") { relation = .lessThanOrEqual } else { return nil }
        guard case .view(let owner) = first else {
            warn(range, "a constraint whose first item is a layout guide of a view is not read; it is left out")
            return .null
        }
        let chain = anchorChain(owner, attribute, range: range)
        chain.relation = relation
        let value = a.first?.value ?? .null
        let number = { (label: String) in a.first { ($0.label ?? "").lowercased().hasPrefix(label) }?.value }
        // A multiplier or constant only the running app knows (`multiplier: 1 /
        // CGFloat(segment.numberOfSegments)` of a nib's control) leaves the constraint out, said,
        // as a chain's does; it was taken as 1 and 0 without a word.
        for label in ["multiplier", "constant"] {
            if let v = number(label), v.number == nil { return unknownAnchorNumber(v, label, chain, range) }
        }
        var constant = number("constant")?.number ?? 0
        if lower.hasSuffix("constant") || lower.hasSuffix("constant:") {
            // `equalToConstant: 40`: a size of its own.
            guard let n = value.number else { return unknownAnchorValue(value, chain, range) }
            chain.target = .number(n)
            constant = 0
        } else {
            guard case .attribute(let second, let secondAttribute) = value else { return unknownAnchorValue(value, chain, range) }
            // The margins guide's anchors are the view's margins (`leadingMargin`, `centerXWithinMargins`).
            if case .margins(let v) = second { chain.target = .itemAttribute(.view(v), Self.withinMargins(secondAttribute)) }
            else { chain.target = .itemAttribute(second, secondAttribute) }
            // System spacing (`equalToSystemSpacingBelow:`): UIKit's standard 8 points, times the multiplier.
            if lower.includes("systemspacing") { constant = 8 * (number("multiplier")?.number ?? 1) }
            else if let m = number("multiplier")?.number, m != 1 { chain.modifiers.append(.multipliedBy(m)) }
        }
        if constant != 0 { chain.modifiers.append(.offset(constant)) }
        effectCount += 1
        return keptAnchor(chain)
    }

    /// `NSLayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: b, attribute:
    /// .bottom, multiplier: 1, constant: 8)` and Objective-C's `[NSLayoutConstraint
    /// constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]`: one chain,
    /// `a.top == b.bottom × 1 + 8` (a size against no item is `== constant`), kept until it is
    /// activated (`isActive`, `activate`, or the older `[view addConstraint:c]`).
    func itemConstraint(_ given: [CallArgument], range: SourceRange) -> Value {
        guard given.count == 7 else {
            warn(range, "expected a constraint's item, attribute, relation, second item, attribute, multiplier and constant; it is left out")
            return .null
        }
        // The drawn object (`self`, `toItem: self`) is its view.
        let a = given.map { arg -> Value in
            if case .instance(let inst) = arg.value, let view = inst.view { return .view(view) }
            return arg.value
        }
        /// `.top`, `NSLayoutAttributeTop`; `.some(nil)` for `.notAnAttribute`; nil for no attribute.
        func attribute(_ v: Value) -> ChainAttribute?? {
            guard case .symbol(let s) = v else { return nil }
            var word = String(s.split(separator: ".").last ?? Substring(s))
            if word.hasPrefix("NSLayoutAttribute") { word = String(word.dropFirst("NSLayoutAttribute".count)) }
            word = word.prefix(1).lowercased() + word.dropFirst()
            if word == "notAnAttribute" { return .some(nil) }
            return ChainAttribute.named(word).map { .some($0) }
        }
        /// `.equal`, `NSLayoutRelationGreaterThanOrEqual`, …
        func relation(_ v: Value) -> LayoutRelation? {
            guard case .symbol(let s) = v else { return nil }
            let lower = s.lowercased()
            if lower.hasSuffix("greaterthanorequal") { return .greaterThanOrEqual }
            if lower.hasSuffix("lessthanorequal") { return .lessThanOrEqual }
            return lower.hasSuffix("equal") ? .equal : nil
        }
        guard case .view(var owner) = a[0], var firstAttribute = attribute(a[1]) ?? nil else {
            warn(range, "a constraint whose first item is not a view this file makes, or whose attribute is not one Auto Layout has, is not read; it is left out")
            return .null
        }
        var (related, second, secondAttribute, multiplier, constantValue) = (relation(a[2]), a[3], attribute(a[4]), a[5], a[6])
        // `NSLayoutConstraint(item: self.view, attribute: .bottom, …, toItem: button, attribute:
        // .bottom, multiplier: 1, constant: 0)`: UIKit installs it on the two items' common
        // ancestor, whatever their order; a chain starts at the view it places, so the drawn root
        // first is turned round: button.bottom == root.bottom − constant (÷ multiplier).
        if owner.isRoot, case .view(let other) = second, !other.isRoot, let otherAttribute = secondAttribute ?? nil,
           let m = multiplier.number, m != 0, let c = constantValue.number {
            (owner, firstAttribute, second, secondAttribute) = (other, otherAttribute, .view(owner), Optional(Optional(firstAttribute)))
            related = related.map { $0 == .greaterThanOrEqual ? .lessThanOrEqual : $0 == .lessThanOrEqual ? .greaterThanOrEqual : .equal }
            (multiplier, constantValue) = (.number(1 / m), .number(-c / m))
        }
        let chain = anchorChain(owner, firstAttribute, range: range)
        guard let related else { return unknownAnchorValue(a[2], chain, range) }
        chain.relation = related
        guard let constant = constantValue.number else { return unknownAnchorValue(constantValue, chain, range) }
        switch (second, secondAttribute) {
        case (.null, _), (_, .some(nil)):
            chain.target = .number(constant)
            effectCount += 1
            return keptAnchor(chain)
        case (.view(let other), .some(.some(let attr))):
            chain.target = .itemAttribute(.view(other), attr)
        case (.guide(let guide), .some(.some(let attr))):
            if case .margins(let v) = guide { chain.target = .itemAttribute(.view(v), Self.withinMargins(attr)) } else { chain.target = .itemAttribute(guide, attr) }
        default:
            return unknownAnchorValue(second, chain, range)
        }
        if multiplier.number == nil { return unknownAnchorNumber(multiplier, "multiplier", chain, range) }
        if let m = multiplier.number, m != 1 { chain.modifiers.append(.multipliedBy(m)) }
        if constant != 0 { chain.modifiers.append(.offset(constant)) }
        effectCount += 1
        return keptAnchor(chain)
    }

    /// One Masonry-dialect chain on `owner`'s attribute, made where the code runs (an anchor's or
    /// an item constraint's), its relation and target still to be given.
    func anchorChain(_ owner: ViewObject, _ attribute: ChainAttribute, range: SourceRange) -> ChainBuilder {
        let maker = MakerObject(view: owner, operation: .make, dialect: .masonry)
        maker.madeIn = runningMethods.last
        maker.range = range
        let chain = ChainBuilder(maker: maker, range: range)
        chain.attributes = [attribute]
        maker.chains = [chain]
        return chain
    }

    /// The anchor constraint `chain` makes, kept until it is activated.
    func keptAnchor(_ chain: ChainBuilder) -> Value {
        let kept = KeptConstraint(chain: chain)
        kept.isAnchor = true
        chain.kept = kept
        anchorConstraints.append(kept)
        return .constraint(kept)
    }

    /// An anchor constraint whose other side, multiplier or constant the file does not give
    /// (`expected` names which): left out, said.
    func unknownAnchorValue(_ value: Value, _ chain: ChainBuilder, _ range: SourceRange,
                            expected: String = "an anchor", otherwise: String = "expected an anchor or a number here") -> Value {
        if case .unknown(let u) = value { chain.fail("expected \(expected), not '\(u.name)' (\(u.why))", at: range, unknown: u) }
        else { chain.fail(otherwise, at: range) }
        return keptAnchor(chain)
    }

    /// A multiplier or constant that is no number the file gives (`label` says which).
    func unknownAnchorNumber(_ value: Value, _ label: String, _ chain: ChainBuilder, _ range: SourceRange) -> Value {
        unknownAnchorValue(value, chain, range, expected: "a \(label)", otherwise: "expected a number as the \(label)")
    }

    /// `isActive = true`, `[c setActive:YES]`, `NSLayoutConstraint.activate([c])`: an anchor
    /// constraint is installed the first time, then turned on and off as a kept one.
    func setActive(_ k: KeptConstraint, _ on: Bool) {
        if k.isAnchor && !k.activated {
            guard on else { return }
            k.activated = true
            events.append(.block(k.chain.maker))
            return
        }
        events.append(.change(k, nil, active: on))
    }

    /// `NSLayoutConstraint.activate([…])`, `[NSLayoutConstraint activateConstraints:@[…]]` and
    /// their `deactivate` forms.
    func activateAll(_ items: Value, on: Bool, range: SourceRange) {
        guard case .array(let list) = items else {
            warn(range, "the constraints activated here are not written here; they are left out")
            return
        }
        var unread = 0
        for item in list {
            switch item {
            case .constraint(let k): setActive(k, on)
            case .null: break  // said where it was made (`constraintWithItem:`)
            default: unread += 1
            }
        }
        if unread > 0 { warn(range, "\(unread) of the constraints activated here \(unread == 1 ? "is" : "are") not read (NSLayoutConstraint(item:…) or made elsewhere); the views they place are drawn without \(unread == 1 ? "it" : "them")") }
    }

    /// `c.priority = .defaultHigh` before it is active, or an app's helper that sets it
    /// (`.withPriority(999)`): the constraint's priority.
    func setAnchorPriority(_ k: KeptConstraint, _ value: Value) {
        guard k.isAnchor, !k.activated, let p = priorityValue(value) else { return }
        k.chain.modifiers.removeAll { if case .priority = $0 { return true } else { return false } }
        k.chain.modifiers.append(.priority(p))
    }
}
