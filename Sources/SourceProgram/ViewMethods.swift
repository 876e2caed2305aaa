import Layout
import SourceSyntax
import Scene

/// UIKit's view methods that change the view tree or its constraints, read for viewCall.
extension Interpreter {
    /// The first half of UIKit's view methods this reader runs (constraints added to a view,
    /// tags, guides, custom spacing, the view tree); nil for the others.
    func viewStructureCall(_ v: ViewObject, _ base: String, key: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        switch base {
        case "addConstraint", "addConstraints", "removeConstraint", "removeConstraints":
            // The older way to activate (and deactivate) constraints: on a view.
            let on = base.hasPrefix("add")
            switch a.first?.value {
            case .constraint(let k)?: setActive(k, on)
            case .array?: activateAll(a[0].value, on: on, range: range)
            default: break
            }
            return .null
        case "viewWithTag":
            // UIView's own search: the view itself, then its subviews depth first; nil when none.
            guard let n = a.first?.value.number else {
                return .unknown(Unknown(name: source.text(range), range: range, why: "a view found by a tag only the running app knows"))
            }
            if let found = v.firstInTree(where: { $0.tag == Int(n) && !$0.tagUnknown }) { return .view(found) }
            // None there, every tag known (`[starsContainer viewWithTag:(star.tag - 1)]` for the
            // first star): nil, as UIKit answers.
            if v.firstInTree(where: { $0.tagUnknown }) == nil { return .null }
            return .unknown(Unknown(name: source.text(range), range: range, why: "no view with tag \(Int(n)) is in this view when the code runs"))
        case "addLayoutGuide":
            if case .view(let guide)? = a.first?.value { guide.isGuide = true; v.addSubview(guide) }
            return .null
        case "setCustomSpacing":
            // `stack.setCustomSpacing(24, after: header)`, `[stack setCustomSpacing:24 afterView:header]`.
            if let n = a.first?.value.number, a.count > 1, case .view(let after) = a[1].value {
                v.customSpacingAfter.removeAll { $0.view === after }
                v.customSpacingAfter.append((after, n))
                effectCount += 1
            }
            return .null
        case "addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview":
            guard let first = a.first?.value else { return .null }
            var added = first
            if case .unknown(let u) = first, let implicit = implicitView(u) { added = .view(implicit) }
            if case .instance(let inst) = first, let view = inst.view { added = .view(view) }
            if case .view(let child) = added, child.isRoot {
                // The drawn view added to the app's view (a popup's `[window addSubview:self]`):
                // that view is not drawn; the drawn one stays the picture's root.
                addsItself(to: v.name ?? source.text(range).split(separator: ".").first.map(String.init) ?? "a view", range: range)
            } else if case .view(let child) = added, child !== v {
                v.addSubview(child)
                if base.includes("Arranged") { v.arranged.removeAll { $0 === child }; v.arranged.append(child) }
                self.added(child)
            } else if case .unknown(let u) = added {
                warn(range, "\(u.name) is added here but the file does not make it (\(u.why)); it is not drawn")
            }
            return .null
        case "addSubviews", "addSubViews", "addArrangedSubviews", "addArrangedSubViews":
            // An app's helpers taking several views (or a list of them); the arranged ones in order.
            let arranged = base.includes("Arranged")
            for arg in a {
                var children: [ViewObject] = []
                if case .view(let child) = arg.value { children = [child] }
                if case .array(let items) = arg.value { for case .view(let child) in items { children.append(child) } }
                for child in children where child !== v {
                    v.addSubview(child)
                    if arranged { v.arranged.removeAll { $0 === child }; v.arranged.append(child) }
                    self.added(child)
                }
            }
            return .null
        case "removeFromSuperview":
            if let s = v.superview { s.subviews.removeAll { $0 === v }; v.superview = nil }
            return .null
        case "mas_makeConstraints", "mas_updateConstraints", "mas_remakeConstraints", "makeConstraints", "updateConstraints", "remakeConstraints":
            let operation: ConstraintOperation = base.includes("update") ? .update : base.includes("remake") ? .remake : .make
            return runMaker(on: .view(v), operation: operation, dialect: .masonry, a, range: range)
        case "snp_makeConstraints", "snp_updateConstraints", "snp_remakeConstraints":
            let operation: ConstraintOperation = base.includes("update") ? .update : base.includes("remake") ? .remake : .make
            return runMaker(on: .view(v), operation: operation, dialect: .snapkit, a, range: range)
        default:
            return nil
        }
    }

    /// A class message that makes or names something by its class: `new`, `alloc`/`init…`,
    /// UIKit's colours, images and shared objects, an app's factory in a category. Nil else.
    func classCall(_ type: String, _ base: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        switch base {
        case "new", "init": return construct(type, a, range: range)
        case "array", "arrayWithCapacity", "arrayWithArray", "arrayWithObjects", "arrayWithObject":
            if type.hasSuffix("Array") { return construct(type, base == "arrayWithCapacity" || base == "array" ? [] : a, range: range) }
        case "alloc", "allocWithZone": return .type(type)
        case "buttonWithType": return construct(type, [], range: range)
        case "buttonWithConfiguration":
            return construct(type, a.prefix(1).map { CallArgument(label: "configuration", value: $0.value, expr: $0.expr) }, range: range)
        default: break
        }
        if base.hasPrefix("initWith") {
            var labelled = a
            if !labelled.isEmpty { labelled[0].label = base.dropFirst(8).prefix(1).lowercased() + base.dropFirst(9) }
            return construct(type, labelled, range: range)
        }
        // `[UIScreen instancesRespondToSelector:@selector(currentMode)]`: every iOS a device runs does.
        if base == "instancesRespondToSelector", type.hasPrefix("UI") { return .bool(true) }
        if type == "UIColor", let c = Color.uikit(named: base) { return .color(c) }
        if type == "UIImage", base == "imageNamed", case .string(let name)? = a.first?.value { return .image(name) }
        if type == "UIColor", base == "colorNamed", case .string(let name)? = a.first?.value { return namedColor(name, range: range) }
        // A class property sent as a message: `[UIScreen mainScreen]`, `[UIDevice currentDevice]`.
        if a.isEmpty, ["UIScreen", "UIDevice", "UIApplication", "UITraitCollection", "UIFontMetrics", "UIWindow"].contains(String(type.prefix { $0 != "." })) {
            let v = typeMember(type, base, range: range)
            if !v.isUnknown { return v }
        }
        // An app's factory in a category (`[UILabel labelWithFont:…]`, `UIButton.buttonWith(title:)`).
        let stem = type.hasPrefix("UI") ? type.dropFirst(2).lowercased() : type.lowercased()
        let lower = base.lowercased()
        if isViewClass(type), lower.hasPrefix(stem) || type.lowercased().hasSuffix(lower) || ["create", "make", "mm_make", "view", "label", "button"].contains(where: { lower.hasPrefix($0) }) {
            let made = construct(type, [], range: range)
            // `[NSView mm_make:^(NSView *view) { … }]`: the block sets the new view up.
            if a.count == 1, case .closure(let c) = a[0].value { _ = callClosure(c, [made], range: range) }
            return made
        }
        return nil
    }
}
