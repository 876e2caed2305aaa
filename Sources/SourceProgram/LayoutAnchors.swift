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
        let maker = MakerObject(view: owner, operation: .make, dialect: .masonry)
        maker.madeIn = runningMethods.last
        maker.range = range
        let chain = ChainBuilder(maker: maker, range: range)
        chain.attributes = [attribute]
        chain.relation = relation
        maker.chains = [chain]
        let value = a.first?.value ?? .null
        let number = { (label: String) in a.first { ($0.label ?? "").lowercased().hasPrefix(label) }?.value }
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

    /// The anchor constraint `chain` makes, kept until it is activated.
    func keptAnchor(_ chain: ChainBuilder) -> Value {
        let kept = KeptConstraint(chain: chain)
        kept.isAnchor = true
        chain.kept = kept
        anchorConstraints.append(kept)
        return .constraint(kept)
    }

    /// An anchor constraint whose other side the file does not give: left out, said.
    func unknownAnchorValue(_ value: Value, _ chain: ChainBuilder, _ range: SourceRange) -> Value {
        if case .unknown(let u) = value { chain.fail("expected an anchor, not '\(u.name)' (\(u.why))", at: range, unknown: u) }
        else { chain.fail("expected an anchor or a number here", at: range) }
        return keptAnchor(chain)
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
