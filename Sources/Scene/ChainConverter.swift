import Layout

/// Turns a read chain (ChainSpec, names resolved to ids) into the Layout chain that makes its
/// constraints, for scenes and source files alike.
struct ChainConverter {
    let byID: [String: View]
    let dialect: Dialect

    func convert(_ spec: ChainSpec, view: View, source: String) throws(ChainMisuse) -> ConstraintChain {
        var attributes: [LayoutAttribute] = []
        for a in spec.attributes { attributes += LayoutAttribute.composite(a.value) ?? [] }
        let relation: LayoutRelation
        switch spec.relation!.value {
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        case .lessThanOrEqual: relation = .lessThanOrEqual
        }
        var modifiers: [ChainModifier] = []
        for m in spec.modifiers {
            switch m.value {
            case .offset(let o): modifiers.append(.offset(o))
            case .inset(let i): modifiers.append(.inset(i))
            case .insets(let t, let l, let b, let r): modifiers.append(.insets(EdgeInsets(top: t, left: l, bottom: b, right: r)))
            case .sizeOffset(let w, let h): modifiers.append(.sizeOffset(Size(width: w, height: h)))
            case .centerOffset(let x, let y): modifiers.append(.centerOffset(Point(x: x, y: y)))
            case .valueOffset(let t): modifiers.append(.valueOffset(try target(t)))
            case .multipliedBy(let k): modifiers.append(.multipliedBy(k))
            case .dividedBy(let d): modifiers.append(.dividedBy(d))
            case .priority(let p): modifiers.append(.priority(p))
            case .key(let k): modifiers.append(.key(k))
            case .labeled(let k): modifiers.append(.labeled(k))
            }
        }
        return ConstraintChain(view: view, attributes: attributes, relation: relation, target: try target(spec.target!.value),
                               modifiers: modifiers, dialect: dialect == .snapkit ? .snapkit : .masonry, source: source)
    }

    func target(_ t: ChainSpec.Target) throws(ChainMisuse) -> ChainTarget {
        switch t {
        case .number(let n): return .number(n)
        case .view(let id): return .item(.view(byID[id]!))
        case .viewAttribute(let id, let name): return try attributeTarget(byID[id]!, name)
        case .superview: return .superview
        case .superviewAttribute(let name):
            if name.hasPrefix("safeArea") { throw ChainMisuse("name the view whose safe area is meant, e.g. self.view.mas_safeAreaLayoutGuideTop") }
            return .superviewAttribute(try attribute(name))
        case .size(let w, let h): return .size(Size(width: w, height: h))
        case .point(let x, let y): return .point(Point(x: x, y: y))
        case .insets(let top, let left, let bottom, let right): return .insets(EdgeInsets(top: top, left: left, bottom: bottom, right: right))
        case .array(let items):
            var result: [ChainTarget] = []
            for i in items { result.append(try target(i)) }
            return .array(result)
        }
    }

    private func attributeTarget(_ view: View, _ name: String) throws(ChainMisuse) -> ChainTarget {
        if name == "safeArea" { return .item(.safeArea(view)) }
        if name.hasPrefix("safeArea.") { return .itemAttribute(.safeArea(view), try attribute(String(name.dropFirst(9)))) }
        return .itemAttribute(.view(view), try attribute(name))
    }

    private func attribute(_ name: String) throws(ChainMisuse) -> LayoutAttribute {
        guard let a = LayoutAttribute(rawValue: name) else {
            throw ChainMisuse("'\(name)' names several attributes; a target needs one, such as \(name == "edges" ? "left" : name == "size" ? "width" : "centerX")")
        }
        return a
    }
}
