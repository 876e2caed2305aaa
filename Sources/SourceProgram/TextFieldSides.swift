import Layout
import Scene

/// A text field's `leftView` and `rightView`, placed as UITextField places them: the field adds
/// the view while its `leftViewMode` / `rightViewMode` shows it (`.always`, or `.unlessEditing`
/// as nobody types in a drawing; `.never`, the default, and `.whileEditing` hide it) and lays it
/// out at `leftViewRect(forBounds:)` / `rightViewRect(forBounds:)`: against that edge of the
/// field, centred top to bottom, at the size of its frame; from iOS 13 one without a frame is
/// sized by its own constraints, done here as a fitting size. The field's text is not moved
/// aside for it here.
extension Materializer {
    /// Adds each side view a field shows to the field, before the views are made, and says the
    /// ones it hides. Returns those added.
    func addTextFieldSides() -> [(field: ViewObject, side: ViewObject, isRight: Bool)] {
        var added: [(field: ViewObject, side: ViewObject, isRight: Bool)] = []
        // The last view given to each side is the one the field keeps.
        var last: [ObjectIdentifier: [Bool: Int]] = [:]
        for (i, s) in interpreter.textFieldSidesSet.enumerated() { last[ObjectIdentifier(s.field), default: [:]][s.isRight] = i }
        for (i, s) in interpreter.textFieldSidesSet.enumerated() where last[ObjectIdentifier(s.field)]?[s.isRight] == i {
            let setting = s.isRight ? "rightViewMode" : "leftViewMode"
            let property = s.isRight ? "rightView" : "leftView"
            guard Self.modeShows(s.field.settings[setting]) else {
                if s.side.superview == nil {
                    interpreter.note(s.range, "\(s.side.name ?? s.side.className) is \(s.field.name ?? "the field")'s \(property), which UIKit shows only while \(setting) is .always or .unlessEditing (the default is .never); not drawn")
                }
                continue
            }
            guard s.side.superview == nil || s.side.superview === s.field else { continue }
            if s.side.superview == nil { s.field.addSubview(s.side) }
            added.append((s.field, s.side, s.isRight))
        }
        return added
    }

    /// Whether a view mode shows the view in a field nobody types in: `.always` (3) or
    /// `.unlessEditing` (2), in either language's spelling.
    static func modeShows(_ mode: Value?) -> Bool {
        switch mode {
        case .symbol(let s)?:
            let l = s.lowercased()
            return l.hasSuffix("always") || l.hasSuffix("unlessediting")
        case let v? where v.isNumeric: return v.number == 2 || v.number == 3
        default: return false
        }
    }

    /// Each shown side view against its edge of the field, centred, at its frame's size (else
    /// as small as its content lets it be).
    func placeTextFieldSides(_ sides: [(field: ViewObject, side: ViewObject, isRight: Bool)]) {
        for s in sides {
            guard let field = byObject[ObjectIdentifier(s.field)], let side = byObject[ObjectIdentifier(s.side)], side.superview === field,
                  side.madeConstraints.isEmpty else { continue }
            let size = s.side.frame.map { Size(width: $0.width, height: $0.height) }
            let edge: LayoutAttribute = s.isRight ? .right : .left
            let made = [
                LayoutConstraint(firstView: side, firstAttribute: edge, relation: .equal, second: .view(field), secondAttribute: edge),
                LayoutConstraint(firstView: side, firstAttribute: .centerY, relation: .equal, second: .view(field), secondAttribute: .centerY),
                LayoutConstraint(firstView: side, firstAttribute: .width, relation: .equal, second: nil, secondAttribute: nil,
                                 constant: size?.width ?? 0, priority: size == nil ? 50 : 1000),
                LayoutConstraint(firstView: side, firstAttribute: .height, relation: .equal, second: nil, secondAttribute: nil,
                                 constant: size?.height ?? 0, priority: size == nil ? 50 : 1000),
            ]
            for c in made { c.systemOrigin = "UIKit"; c.source = s.isRight ? "rightView" : "leftView" }
            side.install(made)
        }
    }
}
