import Layout

/// Turns a parsed chain statement into a `ChainSpec`: finds the attributes, the relation and
/// its target, the modifiers, and resolves view names, reporting misuse at its position.
public struct ChainReader {
    /// Names the maker goes by: `make` in both dialects' examples, `$0` in SnapKit closures.
    var makerNames: Set<String> = ["make", "$0", "maker", "m"]
    /// Resolves a dotted name (`self.redView`) to a view id, or nil.
    let resolveView: (String) -> String?
    /// Known ids, for "did you mean".
    let knownIDs: [String]
    /// Named numbers the code uses (`padding`, `kCellHeight`, `Metric.inset`): the scene's
    /// "constants" and the screen's size.
    var constants: [String: Double] = [:]
    /// The Dynamic Type size and the screen's pixels per point, for UIFontMetrics' scaled values.
    var textSize = ContentSizeCategory.large
    var displayScale = 3.0

    /// Named insets, sizes and points the code uses (`UIEdgeInsets padding = …;`).
    var structures: [String: ChainSpec.Target] = [:]

    /// Names of objects that are not views (`MMAlertViewConfig *config`): `config.width` is a
    /// value of theirs, known only at run time, never a view's width.
    var valueObjects: Set<String> = []

    /// A named structure's value when `node` names one.
    func structureValue(_ node: ChainNode) -> ChainSpec.Target? {
        guard !structures.isEmpty, let path = Self.dottedPath(node)?.map(\.0) else { return nil }
        let name = path.joined(separator: ".")
        if let v = structures[name] { return v }
        if path.count > 1, ["self", "Self"].contains(path[0]) { return structures[path.dropFirst().joined(separator: ".")] }
        return nil
    }

    /// A constant's value when `node` names one (`padding`, `self.padding`, `Metric.padding`), or
    /// a part of a named size, point or insets (`self.buttonSize.width`, `padding.top`).
    func constantValue(_ node: ChainNode) -> Double? {
        guard let path = Self.dottedPath(node)?.map(\.0) else { return nil }
        let name = path.joined(separator: ".")
        if let v = constants[name] { return v }
        if path.count > 1, ["self", "Self"].contains(path[0]), let v = constants[path.dropFirst().joined(separator: ".")] { return v }
        if path.count > 1, !structures.isEmpty {
            var base = Array(path.dropLast())
            if base.count > 1, ["self", "Self"].contains(base[0]) { base.removeFirst() }
            switch (structures[base.joined(separator: ".")], path.last!) {
            case (.size(let s)?, "width"): return s.width
            case (.size(let s)?, "height"): return s.height
            case (.point(let p)?, "x"): return p.x
            case (.point(let p)?, "y"): return p.y
            case (.insets(let e)?, "top"): return e.top
            case (.insets(let e)?, "left"): return e.left
            case (.insets(let e)?, "bottom"): return e.bottom
            case (.insets(let e)?, "right"): return e.right
            default: return nil
            }
        }
        return nil
    }

    static let attributes: [String] = ChainAttribute.all.map(\.name)
    static let relations: [String: LayoutRelation] = [
        "equalTo": .equal, "mas_equalTo": .equal, "equalToSuperview": .equal,
        "greaterThanOrEqualTo": .greaterThanOrEqual, "mas_greaterThanOrEqualTo": .greaterThanOrEqual,
        "greaterThanOrEqualToSuperview": .greaterThanOrEqual,
        "lessThanOrEqualTo": .lessThanOrEqual, "mas_lessThanOrEqualTo": .lessThanOrEqual,
        "lessThanOrEqualToSuperview": .lessThanOrEqual,
    ]
    static let modifiers = ["offset", "mas_offset", "inset", "insets", "sizeOffset", "centerOffset", "valueOffset",
                            "multipliedBy", "dividedBy", "priority", "priorityLow", "priorityMedium", "priorityHigh",
                            "priorityRequired", "key", "labeled"]
    /// MASConstraint's setters (for `c.offset = 5`), which Objective-C can also send in brackets.
    static let setters = ["setOffset": "offset", "setInset": "inset", "setInsets": "insets",
                          "setSizeOffset": "sizeOffset", "setCenterOffset": "centerOffset"]
    /// Named priorities of UIKit, AppKit, Masonry and SnapKit (Layout's one table).
    static let priorities = LayoutPriority.names.filter { !$0.key.contains(" ") }

    func read(_ statement: ChainNode) throws(ChainSyntaxError) -> ChainSpec {
        let (base, links) = Self.flatten(statement)
        var spec = ChainSpec(attributes: [], relation: nil, target: nil, modifiers: [], offset: statement.offset, length: statement.length)
        var i = 0

        switch base.expr {
        case .identifier(let name) where makerNames.contains(name):
            break
        case .identifier(let name) where ChainAttribute.named(name) != nil:
            spec.attributes.append(.init(value: ChainAttribute.named(name)!, offset: base.offset, length: base.length))
        case .identifier(let name):
            throw ChainSyntaxError(offset: base.offset, length: base.length,
                                   message: "a chain starts with 'make.' or an attribute such as 'left', not '\(name)'" + Self.suggestion(name, Self.attributes))
        default:
            throw ChainSyntaxError(offset: base.offset, length: base.length, message: "a chain starts with 'make.' or an attribute such as 'left'")
        }


        while i < links.count {
            let link = links[i]
            guard case .name(let written) = link.kind else {
                throw ChainSyntaxError(offset: link.offset, length: link.length, message: "unexpected call; expected a name before '('")
            }
            // Masonry's setters, sent as messages: `[make.top.equalTo(v) setOffset:5]` is `.offset(5)`.
            let name = Self.setters[written] ?? written
            let call: Link? = i + 1 < links.count && links[i + 1].isCall ? links[i + 1] : nil
            let arguments = call?.arguments ?? []
            let end = call.map { $0.offset + $0.length } ?? link.offset + link.length
            i += call == nil ? 1 : 2

            if name == "and" || name == "with" {
                if call != nil { throw ChainSyntaxError(offset: link.offset, length: end - link.offset, message: "'\(name)' takes no arguments") }
                continue
            }
            if Self.attributes.contains(name) || name == "attributes" {
                if spec.relation != nil {
                    throw ChainSyntaxError(offset: link.offset, length: link.length,
                                           message: "attribute '\(name)' after the relation; attributes come before equalTo(...)")
                }
                if name == "attributes" {
                    guard let call, arguments.count == 1 else {
                        throw ChainSyntaxError(offset: link.offset, length: end - link.offset, message: "attributes(...) takes one mask such as MASAttributeLeft | MASAttributeTop")
                    }
                    for (attribute, node) in try maskAttributes(arguments[0].value) {
                        spec.attributes.append(.init(value: ChainAttribute(attribute), offset: node.offset, length: node.length))
                    }
                    _ = call
                } else {
                    if call != nil { throw ChainSyntaxError(offset: link.offset, length: end - link.offset, message: "'\(name)' is an attribute and takes no arguments") }
                    spec.attributes.append(.init(value: ChainAttribute.named(name)!, offset: link.offset, length: link.length))
                }
                continue
            }
            if let relation = Self.relations[name] {
                if spec.attributes.isEmpty {
                    throw ChainSyntaxError(offset: link.offset, length: link.length, message: "expected an attribute such as 'left' before '\(name)'")
                }
                if let first = spec.relation {
                    // Masonry takes the same relation again with a value as that value's constant:
                    // `equalTo(v.mas_left).mas_equalTo(-10)` is `offset(-10)` (its second-attribute
                    // setter gives an NSValue to setLayoutConstantWithValue:, as valueOffset does).
                    if first.value == relation, let call, arguments.count == 1, arguments[0].label == nil,
                       let value = (try? target(arguments[0].value)).flatMap(ChainValue.init) {
                        spec.modifiers.append(.init(value: .relationAgain(value), offset: link.offset, length: call.offset + call.length - link.offset))
                        continue
                    }
                    throw ChainSyntaxError(offset: link.offset, length: end - link.offset,
                                           message: "the relation is set twice (first '\(first.value.rawValue)' here); a chain has one relation, and only Masonry's same relation with a value (its constant) may follow")
                }
                guard let call else {
                    throw ChainSyntaxError(offset: link.offset, length: link.length, message: "expected '(' after '\(name)'")
                }
                spec.relation = .init(value: relation, offset: link.offset, length: end - link.offset)
                if name.hasSuffix("Superview") {
                    guard arguments.isEmpty else {
                        throw ChainSyntaxError(offset: call.offset, length: call.length, message: "\(name)() takes no arguments")
                    }
                    spec.target = .init(value: .superview, offset: link.offset, length: end - link.offset)
                } else {
                    guard arguments.count == 1, arguments[0].label == nil else {
                        throw ChainSyntaxError(offset: call.offset, length: call.length,
                                               message: "\(name)(...) takes one target: a number, a view, a view's attribute, an array, a size, a point or insets")
                    }
                    let node = arguments[0].value
                    spec.target = .init(value: try target(node), offset: node.offset, length: node.length)
                }
                continue
            }
            // A modifier before any relation is Masonry's `make.left.offset(10)`; whether the
            // dialect allows it is ConstraintChain's to say.
            if Self.modifiers.contains(name) {
                if spec.attributes.isEmpty {
                    throw ChainSyntaxError(offset: link.offset, length: link.length, message: "expected an attribute such as 'left' before '\(name)'")
                }
                spec.modifiers.append(.init(value: try modifier(name, link: link, call: call), offset: link.offset, length: end - link.offset))
                continue
            }
            throw ChainSyntaxError(offset: link.offset, length: link.length,
                                   message: Self.unknownName(name, lastAttribute: spec.attributes.last?.value.name, hasRelation: spec.relation != nil))
        }
        guard !spec.attributes.isEmpty else {
            let at = statement.offset + statement.length
            throw ChainSyntaxError(offset: at, length: 1, message: "expected an attribute such as 'left' after 'make'")
        }
        return spec
    }

    // MARK: - Modifiers

    private func modifier(_ name: String, link: Link, call: Link?) throws(ChainSyntaxError) -> ChainModifier {
        if let p = LayoutPriority.masonryShorthands[name] {
            if let call, !call.arguments.isEmpty {
                throw ChainSyntaxError(offset: call.offset, length: call.length, message: "\(name)() takes no arguments")
            }
            return .priority(p)
        }
        guard let call else { throw ChainSyntaxError(offset: link.offset, length: link.length, message: "expected '(' after '\(name)'") }
        guard call.arguments.count == 1 else {
            throw ChainSyntaxError(offset: call.offset, length: call.length, message: "\(name)(...) takes one value")
        }
        let node = call.arguments[0].value
        switch name {
        case "offset", "mas_offset":
            return .offset(try number(node, what: "an offset"))
        case "inset":
            // SnapKit's inset also takes UIEdgeInsets.
            if case .insets(let e)? = structureValue(node) { return .insets(e) }
            switch node.expr {
            case .call, .member(_, "zero"), .identifier("UIEdgeInsetsZero"), .implicitMember("zero"):
                if case .implicitMember = node.expr { return .insets(.zero) }
                if case .insets(let e) = try target(node) { return .insets(e) }
            default: break
            }
            return .inset(try number(node, what: "an inset"))
        case "insets":
            // `.zero` where edge insets go.
            if case .implicitMember("zero") = node.expr { return .insets(.zero) }
            if case .insets(let e) = try target(node) { return .insets(e) }
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "insets(...) takes edge insets such as UIEdgeInsetsMake(10, 10, 10, 10)")
        case "sizeOffset":
            if case .size(let size) = try target(node) { return .sizeOffset(size) }
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "sizeOffset(...) takes a size such as CGSizeMake(10, 20)")
        case "centerOffset":
            if case .point(let point) = try target(node) { return .centerOffset(point) }
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "centerOffset(...) takes a point such as CGPointMake(10, 20)")
        case "valueOffset":
            guard let value = ChainValue(try target(node)) else {
                throw ChainSyntaxError(offset: node.offset, length: node.length, message: "valueOffset(...) takes a boxed number, size, point or insets")
            }
            return .valueOffset(value)
        case "multipliedBy":
            return .multipliedBy(try number(node, what: "a multiplier"))
        case "dividedBy":
            return .dividedBy(try number(node, what: "a divisor"))
        case "priority":
            let p = try number(node, what: "a priority", names: Self.priorities)
            return .priority(p)
        case "key", "labeled":
            let s: String
            switch node.expr {
            case .string(let text): s = text
            // Masonry: "anything can be a key" — `key(@340954)` names it by the number.
            case .number where name == "key", .boxed where name == "key", .negate where name == "key":
                s = formatNumber(try number(node, what: "a key"))
            default:
                throw ChainSyntaxError(offset: node.offset, length: node.length, message: "\(name)(...) takes a string such as @\"width\"")
            }
            return name == "key" ? .key(s) : .labeled(s)
        default:
            throw ChainSyntaxError(offset: link.offset, length: link.length, message: "unknown modifier '\(name)'")
        }
    }

    // MARK: - Targets and values

    func target(_ node: ChainNode) throws(ChainSyntaxError) -> ChainSpec.Target {
        switch node.expr {
        case .number, .negate, .binary:
            return .number(try number(node, what: "a number"))
        case .boxed(let inner):
            // `@kWidth` boxes a macro's number (or a named size): never a view.
            if case .identifier = inner.expr, structureValue(inner) == nil { return .number(try number(inner, what: "a number")) }
            return try target(inner)
        case .array(let items):
            guard !items.isEmpty else { throw ChainSyntaxError(offset: node.offset, length: node.length, message: "an empty array relates to nothing") }
            var targets: [ChainSpec.Target] = []
            for item in items { targets.append(try target(item)) }
            return .array(targets)
        case .call(let callee, let arguments):
            return try structure(callee, arguments, at: node)
        case .identifier(let name) where ["CGSizeZero", "CGPointZero", "UIEdgeInsetsZero"].contains(name):
            return name == "CGSizeZero" ? .size(.zero) : name == "CGPointZero" ? .point(.zero) : .insets(.zero)
        case .member(let base, "zero") where [ChainExpr.identifier("CGSize"), .identifier("CGPoint"), .identifier("UIEdgeInsets"), .identifier("NSEdgeInsets")].contains(base.expr):
            if case .identifier("CGSize") = base.expr { return .size(.zero) }
            if case .identifier("CGPoint") = base.expr { return .point(.zero) }
            return .insets(.zero)
        case .identifier, .member:
            if let value = constantValue(node) { return .number(value) }
            if let value = structureValue(node) { return value }
            if let head = Self.dottedPath(node)?.map(\.0).first(where: { !["self", "Self", "weakSelf", "strongSelf"].contains($0) }),
               valueObjects.contains(head) {
                return .number(try number(node, what: "a number"))
            }
            return try viewTarget(node)
        case .string:
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "a string is not a target; expected a number, a view or a view's attribute")
        case .implicitMember(let name):
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "'.\(name)' is not a target; expected a number, a view or a view's attribute")
        }
    }

    /// CGSizeMake(w, h), CGSize(width:height:), .init(...), CGPointMake, UIEdgeInsetsMake, …
    private func structure(_ callee: ChainNode, _ arguments: [ChainArgument], at node: ChainNode) throws(ChainSyntaxError) -> ChainSpec.Target {
        var values: [Double] = []
        for a in arguments { values.append(try number(a.value, what: "a number")) }
        let labels = arguments.map { $0.label ?? "_" }
        let name: String
        switch callee.expr {
        case .identifier(let n): name = n
        case .implicitMember(let n): name = "." + n
        case .member(let base, let n): if case .identifier(let b) = base.expr { name = b + "." + n } else { name = n }
        default: name = ""
        }
        func shape(_ n: Int) throws(ChainSyntaxError) {
            guard values.count == n else {
                throw ChainSyntaxError(offset: node.offset, length: node.length, message: "\(name) takes \(n) numbers, not \(values.count)")
            }
        }
        switch (name, labels) {
        // `[NSNumber numberWithInteger:10]`, `@(10)` spelled out: the number.
        case ("NSNumber.numberWithInteger", _), ("NSNumber.numberWithInt", _), ("NSNumber.numberWithFloat", _),
             ("NSNumber.numberWithDouble", _), ("NSNumber.numberWithLong", _), ("NSNumber.numberWithUnsignedInteger", _):
            try shape(1); return .number(values[0])
        case ("CGSizeMake", _): try shape(2); return .size(Size(width: values[0], height: values[1]))
        case ("CGPointMake", _): try shape(2); return .point(Point(x: values[0], y: values[1]))
        case ("UIEdgeInsetsMake", _), ("NSEdgeInsetsMake", _): try shape(4)
            return .insets(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        case (_, ["width", "height"]) where ["CGSize", ".init", "CGSize.init"].contains(name):
            return .size(Size(width: values[0], height: values[1]))
        case (_, ["x", "y"]) where ["CGPoint", ".init", "CGPoint.init"].contains(name):
            return .point(Point(x: values[0], y: values[1]))
        case (_, ["top", "left", "bottom", "right"]) where ["UIEdgeInsets", ".init", "UIEdgeInsets.init", "NSEdgeInsets"].contains(name):
            return .insets(EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        case (_, _) where ["UIEdgeInsets", "CGSize", "CGPoint"].contains(name) || name.hasPrefix(".init"):
            throw ChainSyntaxError(offset: node.offset, length: node.length,
                                   message: "\(name)(\(labels.map { $0 + ":" }.joined())) is not a size, point or insets; expected e.g. CGSize(width:height:), CGPoint(x:y:) or UIEdgeInsets(top:left:bottom:right:)")
        default:
            throw ChainSyntaxError(offset: callee.offset, length: callee.length,
                                   message: "unknown function '\(name)'; expected CGSizeMake, CGPointMake, UIEdgeInsetsMake or their Swift forms")
        }
    }

    /// Names that start a target with Swift's implicit self: `equalTo(safeAreaLayoutGuide)` and
    /// `snp.width` in a view's own code are its guide and its width.
    static let implicitSelfHeads: Set<String> = ["safeAreaLayoutGuide", "layoutMarginsGuide", "keyboardLayoutGuide", "snp"]

    /// `superview`, `self.redView`, `view.mas_left`, `view.snp.left`, `view.left`,
    /// `view.mas_safeAreaLayoutGuideTop`, `view.safeAreaLayoutGuide.snp.top`.
    private func viewTarget(_ node: ChainNode) throws(ChainSyntaxError) -> ChainSpec.Target {
        guard var path = Self.dottedPath(node) else {
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "expected a view or a view's attribute")
        }
        if Self.implicitSelfHeads.contains(path[0].0), resolveView("self") != nil {
            path.insert(("self", node.offset, 0), at: 0)
        }
        let names = path.map(\.0)
        // Where the attribute part begins (mas_left, snp.left, left, safeAreaLayoutGuide…):
        // everything before it names the view.
        let attributeStart = names.indices.dropFirst().first { i in
            let n = names[i]
            return n.hasPrefix("mas_") || n.hasPrefix("snp_") || n == "snp" || n == "mas" || n == "safeAreaLayoutGuide" || n == "layoutMarginsGuide"
                || n == "keyboardLayoutGuide" || View.guideNames.contains(n) || n == "topLayoutGuide" || n == "bottomLayoutGuide" || Self.attributes.contains(n)
        } ?? names.count
        var found: (id: String?, count: Int)?
        for k in stride(from: attributeStart, through: 1, by: -1) {
            if let id = resolveView(names[0..<k].joined(separator: ".")) { found = (id, k); break }
        }
        if found == nil && names[0] == "superview" { found = (nil, 1) }
        if found == nil && names.count >= 2 && names[0] == "self" && names[1] == "superview" { found = (nil, 2) }
        guard let (id, count) = found, count == attributeStart || id == nil else {
            let viewName = names[0..<attributeStart].joined(separator: ".")
            let end = path[attributeStart - 1]
            throw ChainSyntaxError(offset: node.offset, length: end.1 + end.2 - node.offset,
                                   message: "unknown view '\(viewName)'" + viewSuggestion(viewName))
        }
        var rest = Array(names[count...]), restPath = Array(path[count...])
        // A scroll view's content or frame guide: a view of its own (View.contentLayoutGuide).
        if let id, let guide = rest.first, View.guideNames.contains(guide) {
            rest.removeFirst(); restPath.removeFirst()
            let part = try Self.attribute(from: rest, path: restPath)
            guard !part.safeArea else {
                throw ChainSyntaxError(offset: node.offset, length: node.length, message: "\(guide) has no safe area")
            }
            let item: ChainSpec.ItemName = .view(id + "." + guide)
            return part.attribute.map { .itemAttribute(item, $0) } ?? .item(item)
        }
        let part = try Self.attribute(from: rest, path: restPath)
        guard let id else {
            // `superview` is the view's parent, as in Masonry's own examples (`UIView *superview =
            // self.view;` then `superview.mas_safeAreaLayoutGuideBottom`): its guide is meant.
            if part.safeArea { return part.attribute.map { .superviewSafeAreaAttribute($0) } ?? .superviewSafeArea }
            return part.attribute.map { .superviewAttribute($0) } ?? .superview
        }
        let item: ChainSpec.ItemName = part.safeArea ? .safeArea(id) : .view(id)
        return part.attribute.map { .itemAttribute(item, $0) } ?? .item(item)
    }

    /// What follows a view's name in a target: its safe-area guide or not, and the attribute
    /// (nil: the view or guide itself).
    struct TargetPart: Equatable {
        var safeArea = false
        var attribute: ChainAttribute?
    }

    /// The attribute named after a view.
    static func attribute(from rest: [String], path: [(String, Int, Int)]) throws(ChainSyntaxError) -> TargetPart {
        var names = rest
        var safeArea = false, marginsGuide = false
        if names.first == "safeAreaLayoutGuide" || names.first == "mas_safeAreaLayoutGuide" {
            safeArea = true; names.removeFirst()
            if names.isEmpty { return TargetPart(safeArea: true) }
        } else if names.first == "layoutMarginsGuide" {
            marginsGuide = true; names.removeFirst()
            if names.isEmpty { return TargetPart(attribute: .margins) }
        }
        // A view controller's old layout guides are the safe area's edges today:
        // `self.mas_topLayoutGuide` (its bottom), `self.topLayoutGuide.snp.bottom`, …
        let guides: [String: TargetPart] = [
            "mas_topLayoutGuide": TargetPart(safeArea: true, attribute: .top), "mas_topLayoutGuideBottom": TargetPart(safeArea: true, attribute: .top),
            "mas_topLayoutGuideTop": TargetPart(attribute: .top),
            "mas_bottomLayoutGuide": TargetPart(safeArea: true, attribute: .bottom), "mas_bottomLayoutGuideTop": TargetPart(safeArea: true, attribute: .bottom),
            "mas_bottomLayoutGuideBottom": TargetPart(attribute: .bottom),
        ]
        if names.count == 1, let guide = guides[names[0]] { return guide }
        // UIKeyboardLayoutGuide with the keyboard hidden (a first picture has none up): it spans
        // the bottom of the view below the safe area (usesBottomSafeArea, its default), so its
        // top is the safe area's bottom and its other edges are the view's.
        if names.first == "keyboardLayoutGuide" {
            names.removeFirst()
            if names.first == "snp" || names.first == "mas" { names.removeFirst() }
            let edges: [String: TargetPart] = [
                "top": TargetPart(safeArea: true, attribute: .bottom), "bottom": TargetPart(attribute: .bottom),
                "left": TargetPart(attribute: .left), "right": TargetPart(attribute: .right),
                "leading": TargetPart(attribute: .leading), "trailing": TargetPart(attribute: .trailing),
                "centerX": TargetPart(attribute: .centerX), "width": TargetPart(attribute: .width),
            ]
            let name = names.count == 1 ? (names[0].hasSuffix("Anchor") ? String(names[0].dropLast(6)) : names[0]) : ""
            guard let part = edges[name] else {
                let at = path.first!
                throw ChainSyntaxError(offset: at.1, length: path.last!.1 + path.last!.2 - at.1,
                                       message: "keyboardLayoutGuide is read by its edges: top (the safe area's bottom with the keyboard hidden), bottom, left, right, leading, trailing, centerX, width")
            }
            return part
        }
        if names.count == 3, ["topLayoutGuide", "bottomLayoutGuide"].contains(names[0]), names[1] == "snp" || names[1] == "mas" {
            let top = names[0] == "topLayoutGuide"
            switch names[2] {
            case "bottom": return top ? TargetPart(safeArea: true, attribute: .top) : TargetPart(attribute: .bottom)
            case "top": return top ? TargetPart(attribute: .top) : TargetPart(safeArea: true, attribute: .bottom)
            default: break
            }
        }
        if names.first == "snp" || names.first == "mas" { names.removeFirst() }
        guard let name = names.first, names.count == 1 else {
            if names.isEmpty { return TargetPart(safeArea: safeArea) }
            let bad = path[path.count - names.count]
            throw ChainSyntaxError(offset: bad.1, length: path.last!.1 + path.last!.2 - bad.1,
                                   message: "'\(names.joined(separator: "."))' is not an attribute of a view; expected e.g. mas_left or snp.left")
        }
        // Masonry's `mas_left`, SnapKit 0.x's `snp_left`.
        var attributeName = name.hasPrefix("mas_") || name.hasPrefix("snp_") ? String(name.dropFirst(4)) : name
        if attributeName.hasPrefix("safeAreaLayoutGuide") && attributeName.count > "safeAreaLayoutGuide".count {
            let a = attributeName.dropFirst("safeAreaLayoutGuide".count)
            attributeName = a.prefix(1).lowercased() + a.dropFirst()
            safeArea = true
        }
        guard var attribute = ChainAttribute.named(attributeName) else {
            let bad = path[path.count - 1]
            throw ChainSyntaxError(offset: bad.1, length: bad.2,
                                   message: "'\(name)' is not an attribute of a view" + Self.suggestion(attributeName, attributes))
        }
        // The margins guide's edges are the view's margins.
        if marginsGuide {
            let marginForm: [String: ChainAttribute] = [
                "left": .leftMargin, "right": .rightMargin, "top": .topMargin, "bottom": .bottomMargin,
                "leading": .leadingMargin, "trailing": .trailingMargin, "centerX": .centerXWithinMargins,
                "centerY": .centerYWithinMargins, "edges": .margins, "center": .centerWithinMargins]
            attribute = marginForm[attribute.name] ?? attribute
        }
        return TargetPart(safeArea: safeArea, attribute: attribute)
    }

    /// `a.b.c` as names with their offsets and lengths; nil for anything else.
    static func dottedPath(_ node: ChainNode) -> [(String, Int, Int)]? {
        switch node.expr {
        case .identifier(let name): return [(name, node.offset, node.length)]
        case .member(let base, let name):
            guard let head = dottedPath(base) else { return nil }
            return head + [(name, node.offset + node.length - name.unicodeScalars.count, name.unicodeScalars.count)]
        default: return nil
        }
    }

    /// A number: literals, `@(…)`, unary minus and + - * /, and named constants where given.
    func number(_ node: ChainNode, what: String, names: [String: Double] = [:]) throws(ChainSyntaxError) -> Double {
        if let constant = constantValue(node) { return constant }
        let value: Double
        switch node.expr {
        case .number(let d): value = d
        case .boxed(let inner): value = try number(inner, what: what, names: names)
        case .negate(let inner): value = -(try number(inner, what: what, names: names))
        case .binary(let op, let l, let r):
            let a = try number(l, what: what, names: names), b = try number(r, what: what, names: names)
            switch op {
            case "+": value = a + b
            case "-": value = a - b
            case "*": value = a * b
            case "/":
                if b == 0 { throw ChainSyntaxError(offset: r.offset, length: r.length, message: "division by zero") }
                value = a / b
            default: throw ChainSyntaxError(offset: node.offset, length: node.length, message: "'\(op)' does not apply to numbers")
            }
        case .identifier(let n) where names[n] != nil: value = names[n]!
        case .implicitMember(let n) where names[n] != nil: value = names[n]!
        case .member(let base, let n) where names[n] != nil:
            // UILayoutPriority.defaultHigh, ConstraintPriority.high, and an app's own type for the
            // same levels (`Priority.required`, `LayoutPriority.high`): a type's name, not a view's.
            guard case .identifier(let type) = base.expr, type.first?.isUppercase == true, resolveView(type) == nil else {
                throw ChainSyntaxError(offset: node.offset, length: node.length, message: "expected \(what), not a view")
            }
            value = names[n]!
        case .call(let callee, let arguments) where arguments.count == 1 && Self.fontMetricsStyle(callee) != nil:
            // UIFontMetrics' scaled value at the text size drawn, to the pixel.
            value = Self.fontMetricsStyle(callee)!.scaledValue(try number(arguments[0].value, what: what, names: names),
                                                               category: textSize, scale: displayScale)
        case .call(let callee, let arguments) where arguments.count == 1:
            // UILayoutPriority(rawValue: 500), .init(500), CGFloat(10)
            switch callee.expr {
            case .identifier(let n) where ["UILayoutPriority", "ConstraintPriority", "CGFloat", "Float", "Double"].contains(n): break
            case .implicitMember("init"): break
            default:
                let name = Self.dottedPath(callee).map { "'" + $0.map(\.0).joined(separator: ".") + "'" } ?? "a call"
                throw ChainSyntaxError(offset: callee.offset, length: callee.length, message: "expected \(what), not a call of \(name)")
            }
            value = try number(arguments[0].value, what: what, names: names)
        case .call(let callee, _):
            let name = Self.dottedPath(callee).map { "'" + $0.map(\.0).joined(separator: ".") + "'" } ?? "a call"
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "expected \(what), not a call of \(name)")
        case .member where Self.dottedPath(node) != nil:
            // `bounds.width`, `self.cellHeight`: a name with no number here.
            let n = Self.dottedPath(node)!.map(\.0).joined(separator: ".")
            throw ChainSyntaxError(offset: node.offset, length: node.length,
                                   message: "expected \(what), not '\(n)' (name it in the scene's \"constants\", e.g. \"constants\": {\"\(n)\": 10})")
        case .identifier(let n), .implicitMember(let n):
            // A plain name that is no misspelt level (`priority(weight)`) is a value like any
            // other; `.hihg` can only be a level.
            let suggestion = Self.suggestion(n, Array(names.keys).sorted())
            var plain = false
            if case .identifier = node.expr { plain = true }
            throw ChainSyntaxError(offset: node.offset, length: node.length,
                                   message: "expected \(what), not '\(n)'" + suggestion
                                       + (names.isEmpty || (plain && suggestion.isEmpty) ? " (name it in the scene's \"constants\", e.g. \"constants\": {\"\(n)\": 10})" : ""))
        default:
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "expected \(what)")
        }
        guard value.isFinite else { throw ChainSyntaxError(offset: node.offset, length: node.length, message: "\(what) must be a finite number") }
        return value
    }

    /// `MASAttributeLeft | MASAttributeTop` → left, top.
    private func maskAttributes(_ node: ChainNode) throws(ChainSyntaxError) -> [(LayoutAttribute, ChainNode)] {
        switch node.expr {
        case .binary("|", let l, let r): return try maskAttributes(l) + maskAttributes(r)
        case .identifier(let name) where name.hasPrefix("MASAttribute"):
            let rest = name.dropFirst("MASAttribute".count)
            let attribute = rest.prefix(1).lowercased() + rest.dropFirst()
            guard let single = LayoutAttribute(rawValue: attribute) else {
                throw ChainSyntaxError(offset: node.offset, length: node.length, message: "unknown attribute mask '\(name)'")
            }
            return [(single, node)]
        default:
            throw ChainSyntaxError(offset: node.offset, length: node.length, message: "expected attribute masks such as MASAttributeLeft | MASAttributeTop")
        }
    }

    /// Closest id, comparing with and without a leading `self.` (people write both).
    private func viewSuggestion(_ name: String) -> String {
        func bare(_ s: String) -> String { s.hasPrefix("self.") ? String(s.dropFirst(5)) : s }
        let candidates = knownIDs + ["superview"]
        if let hit = closestViewName(to: name, in: candidates) ?? closestViewName(to: bare(name), in: candidates.map(bare))
            .flatMap({ b in candidates.first { bare($0) == b } }) {
            return " (did you mean '\(hit)'?)"
        }
        return ""
    }

    /// Whether a word can follow in a chain: an attribute, a relation, a modifier, a setter.
    public static func isChainWord(_ word: String) -> Bool {
        attributes.contains(word) || relations[word] != nil || modifiers.contains(word) || setters[word] != nil || ["with", "and"].contains(word)
    }

    /// A chain's name that is no attribute, relation or modifier, worded for both source readers:
    /// what was expected after the chain so far, and the closest word meant.
    public static func unknownName(_ name: String, lastAttribute: String?, hasRelation: Bool) -> String {
        let expected = hasRelation ? "a modifier such as offset(...) or priority(...)"
            : lastAttribute.map { "another attribute or a relation such as equalTo(...) after '\($0)'" } ?? "an attribute such as 'left'"
        return "unknown name '\(name)'; expected \(expected)" + suggestion(name, attributes + Array(relations.keys).sorted() + modifiers)
    }

    private static func suggestion(_ word: String, _ candidates: [String]) -> String {
        closestMatch(to: word, in: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    // MARK: - Flattening `a.b(c).d`

    struct Link {
        enum Kind { case name(String), call([ChainArgument]) }
        let kind: Kind
        let offset: Int
        let length: Int
        var isCall: Bool { if case .call = kind { return true } else { return false } }
        var arguments: [ChainArgument] { if case .call(let a) = kind { return a } else { return [] } }
    }

    static func flatten(_ node: ChainNode) -> (ChainNode, [Link]) {
        switch node.expr {
        case .member(let base, let name):
            let (root, links) = flatten(base)
            let length = name.unicodeScalars.count
            return (root, links + [Link(kind: .name(name), offset: node.end - length, length: length)])
        case .call(let callee, let arguments):
            let (root, links) = flatten(callee)
            return (root, links + [Link(kind: .call(arguments), offset: callee.end, length: node.end - callee.end)])
        default:
            return (node, [])
        }
    }
}
