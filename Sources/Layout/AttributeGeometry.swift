import Cassowary

/// What an attribute means, in one place for both the solver's equations (expressions) and
/// the pictures (numbers): anything that can be added and scaled.
protocol LinearQuantity {
    static func plus(_ a: Self, _ b: Self) -> Self
    static func plus(_ a: Self, _ k: Double) -> Self
    static func times(_ k: Double, _ a: Self) -> Self
}

extension Double: LinearQuantity {
    static func plus(_ a: Double, _ b: Double) -> Double { a + b }
    static func times(_ k: Double, _ a: Double) -> Double { k * a }
}

extension Expression: LinearQuantity {
    static func plus(_ a: Expression, _ b: Expression) -> Expression { a + b }
    static func plus(_ a: Expression, _ k: Double) -> Expression { a + k }
    static func times(_ k: Double, _ a: Expression) -> Expression { k * a }
}

/// The value of `attribute` for a box at (x, y) of size (w, h) with `margins`, leading and
/// trailing resolved by `rightToLeft`. Baselines of views without text are their edges.
/// Text baselines sit at fixed distances from the box's vertical centre; without text they
/// are the top and bottom edges.
///
/// `mirrored` is how Auto Layout measures leading and trailing under right to left: from the
/// right, growing leftwards (the negated x), so that `leading == superview.leading + 16` sits
/// 16 points in from the right edge. Pictures ask for plain positions instead.
func attributeValue<Q: LinearQuantity>(_ attribute: LayoutAttribute, x: Q, y: Q, w: Q, h: Q,
                                       margins m: EdgeInsets, rightToLeft rtl: Bool, baselines: TextBaselines? = nil,
                                       mirrored: Bool = false) -> Q {
    func p(_ a: Q, _ b: Q) -> Q { Q.plus(a, b) }
    func p(_ a: Q, _ k: Double) -> Q { Q.plus(a, k) }
    func half(_ a: Q) -> Q { Q.times(0.5, a) }
    let right = p(x, w), bottom = p(y, h)
    func flip(_ a: Q) -> Q { mirrored && rtl ? Q.times(-1, a) : a }
    switch attribute {
    case .left: return x
    case .right: return right
    case .top: return y
    case .bottom: return bottom
    case .firstBaseline: return baselines.map { p(p(y, half(h)), $0.first) } ?? y
    case .baseline, .lastBaseline: return baselines.map { p(p(y, half(h)), $0.last) } ?? bottom
    case .leading: return rtl ? flip(right) : x
    case .trailing: return rtl ? flip(x) : right
    case .width: return w
    case .height: return h
    case .centerX: return p(x, half(w))
    case .centerY: return p(y, half(h))
    case .leftMargin: return p(x, m.left)
    case .rightMargin: return p(right, -m.right)
    case .topMargin: return p(y, m.top)
    case .bottomMargin: return p(bottom, -m.bottom)
    case .leadingMargin: return rtl ? flip(p(right, -m.right)) : p(x, m.left)
    case .trailingMargin: return rtl ? flip(p(x, m.left)) : p(right, -m.right)
    case .centerXWithinMargins: return p(p(x, m.left), half(p(w, -(m.left + m.right))))
    case .centerYWithinMargins: return p(p(y, m.top), half(p(h, -(m.top + m.bottom))))
    }
}

extension LayoutResult {
    /// The rectangle, in canvas coordinates, of a constraint item: a view id, or the root's
    /// safe-area guide (`<root id>.safeArea`).
    public func absoluteRect(ofItem item: String) -> Rect? {
        if let v = view(id: item) { return v.absoluteFrame }
        let r = root
        guard item == r.id + ".safeArea" else { return nil }
        let s = r.safeAreaInsets, f = r.absoluteFrame
        return Rect(x: f.minX + s.left, y: f.minY + s.top,
                    width: f.width - s.left - s.right, height: f.height - s.top - s.bottom)
    }

    /// A scroll view's content rectangle in canvas coordinates, scrolled to the top: what its
    /// descendants' constraints to its edges measure from.
    public func absoluteContentRect(ofScrollView id: String) -> Rect? {
        guard let v = view(id: id), v.kind == .scroll, let content = v.contentSize else { return nil }
        return Rect(origin: v.absoluteFrame.origin, size: content)
    }

    /// Where an attribute of a scroll view's content lies in canvas coordinates.
    public func absoluteContentValue(of attribute: LayoutAttribute, scrollView id: String) -> Double? {
        guard let rect = absoluteContentRect(ofScrollView: id) else { return nil }
        return attributeValue(attribute, x: rect.minX, y: rect.minY, w: rect.width, h: rect.height,
                              margins: view(id: id)?.layoutMargins ?? .zero, rightToLeft: isRightToLeft, baselines: nil)
    }

    /// Where an attribute of an item lies in canvas coordinates (a length for width/height).
    public func absoluteValue(of attribute: LayoutAttribute, item: String) -> Double? {
        guard let rect = absoluteRect(ofItem: item) else { return nil }
        let v = view(id: item)
        return attributeValue(attribute, x: rect.minX, y: rect.minY, w: rect.width, h: rect.height,
                              margins: v?.layoutMargins ?? .zero, rightToLeft: isRightToLeft, baselines: v?.baselines)
    }
}
