import Layout
import SourceSyntax

/// A field of a CGRect, CGSize, CGPoint or UIEdgeInsets written in place: `header.frame.size.height
/// = 216`, `f.origin.y = 20` then `view.frame = f`, `insets.top = 8`. Swift and C copy these
/// structs, so the whole value is written back where it is kept: a variable, or a view's frame.
extension Interpreter {
    static let structFields: Set<String> = Set(["x", "y", "width", "height", "size", "origin", "top", "left", "bottom", "right", "leading", "trailing",
                                                "font"]).union(ButtonConfiguration.fields)

    /// Whether `holder.path = new` was a struct field written back (else the caller goes on).
    func assignField(_ holder: Expr, _ path: [String], _ new: Value, in scope: Scope, selfValue: Value) -> Bool {
        switch holder.kind {
        case .name(let n):
            guard let current = scope.lookup(n), let updated = Self.replacing(path[...], in: current, with: new) else { return false }
            return scope.assign(n, updated)
        case .member(let base, let name, _) where name == "frame" || name == "bounds":
            guard case .view(let view) = evaluate(base, in: scope, selfValue: selfValue) else { return false }
            guard let updated = Self.replacing(path[...], in: .rect(knownFrame(of: view) ?? .zero), with: new) else { return false }
            setMember(.view(view), name == "bounds" && !view.isRoot ? "frame" : name, updated, range: holder.range)
            return true
        case .member(let base, "configuration", _):
            // `button.configuration?.title = "Save"`: the button's configuration, changed and
            // given back; nothing when it has none, as Swift's optional chaining does.
            guard case .view(let view) = evaluate(base, in: scope, selfValue: selfValue), view.className.hasSuffix("Button") else { return false }
            guard let current = view.configuration else { return true }
            guard case .buttonConfiguration(let updated)? = Self.replacing(path[...], in: .buttonConfiguration(current), with: new) else { return false }
            view.configuration = updated
            return true
        case .member(let base, let name, _) where Self.structFields.contains(name):
            return assignField(base, [name] + path, new, in: scope, selfValue: selfValue)
        case .paren(let x), .forceUnwrap(let x), .postfix(_, let x):
            return assignField(x, path, new, in: scope, selfValue: selfValue)
        default:
            return false
        }
    }

    /// `value` with the field `path` names set to `new`; nil when the path is not one of its fields.
    static func replacing(_ path: ArraySlice<String>, in value: Value, with new: Value) -> Value? {
        guard let field = path.first else { return new }
        let rest = path.dropFirst()
        switch value {
        case .rect(var r):
            switch field {
            case "size": guard case .size(let s)? = replacing(rest, in: .size(r.size), with: new) else { return nil }; r.size = s
            case "origin": guard case .point(let p)? = replacing(rest, in: .point(r.origin), with: new) else { return nil }; r.origin = p
            default: return nil
            }
            return .rect(r)
        case .size(var s):
            guard rest.isEmpty, let n = new.number else { return nil }
            switch field { case "width": s.width = n; case "height": s.height = n; default: return nil }
            return .size(s)
        case .point(var p):
            guard rest.isEmpty, let n = new.number else { return nil }
            switch field { case "x": p.x = n; case "y": p.y = n; default: return nil }
            return .point(p)
        case .insets(var i):
            guard rest.isEmpty, let n = new.number else { return nil }
            switch field {
            case "top": i.top = n
            case "left", "leading": i.left = n
            case "bottom": i.bottom = n
            case "right", "trailing": i.right = n
            default: return nil
            }
            return .insets(i)
        case .buttonConfiguration(let c):
            // `config.contentInsets.leading = 4`: the field's value, changed, set again.
            guard let inner = rest.isEmpty ? new : c.value(of: field).flatMap({ replacing(rest, in: $0, with: new) }) else { return nil }
            return c.setting(field, inner).map(Value.buttonConfiguration)
        case .attributedText(let t):
            guard rest.isEmpty else { return nil }
            return settingAttribute(field, of: t, to: new).map(Value.attributedText)
        default:
            return nil
        }
    }
}
