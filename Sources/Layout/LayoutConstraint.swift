/// One installed equation, NSLayoutConstraint's counterpart:
/// `first.firstAttribute  relation  multiplier · second.secondAttribute + constant` at a priority.
///
/// It holds its views unowned, as NSLayoutConstraint holds its items weakly: views own their
/// constraints, and a constraint that owned its views back would keep every tree alive forever
/// (the fuzzer's leak check found that cycle).
public final class LayoutConstraint {
    public unowned let firstView: View
    public let firstAttribute: LayoutAttribute
    public let relation: LayoutRelation
    private unowned let secondView: View?
    private let secondIsSafeArea: Bool
    /// nil for a size constant (`width == 100`).
    public var second: LayoutItem? {
        secondView.map { secondIsSafeArea ? .safeArea($0) : .view($0) }
    }
    public let secondAttribute: LayoutAttribute?
    public let multiplier: Double
    public var constant: Double
    public let priority: Double
    /// Masonry's `key(...)` / SnapKit's `labeled(...)`.
    public var key: String?
    /// Where the chain came from, for messages (e.g. `scene.json:12:9`).
    public var source: String?
    /// Which library's description format to use.
    public var dialect: ChainDialect = .masonry
    /// The description exactly as it was printed, when the constraint was read from one (a
    /// console log); it then replaces the dialect's description everywhere.
    public var verbatimDescription: String?
    /// Who made the constraint when it was not the app's own code: "UIKit" or "AppKit" for the
    /// ones the frameworks add (a cell's encapsulated size, autoresizing masks, stack-view
    /// spacing, layout guides); nil for the app's.
    public var systemOrigin: String?
    /// When it was installed, among all constraints: the solver adds constraints in this order,
    /// as Auto Layout adds them in the order they are activated, which decides which one of
    /// a conflicting set is broken.
    var installOrder = 0

    public init(firstView: View, firstAttribute: LayoutAttribute, relation: LayoutRelation, second: LayoutItem?,
                secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                key: String? = nil, source: String? = nil) {
        self.firstView = firstView; self.firstAttribute = firstAttribute; self.relation = relation
        self.secondView = second?.view; self.secondIsSafeArea = second?.isSafeArea ?? false
        self.secondAttribute = secondAttribute; self.multiplier = multiplier
        self.constant = constant; self.priority = priority; self.key = key; self.source = source
    }

    /// The view the constraint is installed on: the closest common superview of its items
    /// (the first view itself for a size constant).
    public var installedView: View? {
        guard let second else { return firstView }
        return View.closestCommonSuperview(firstView, second.view)
    }

    /// Masonry's description: `<MASLayoutConstraint:key UIView:greenView.left == UIView:root.left + 10>`.
    public var masonryDescription: String { described(after: "<MASLayoutConstraint:\(key ?? "constraint")") }

    /// The items, relation, multiplier, constant and priority, after the library's own head.
    private func described(after head: String) -> String {
        var text = head + " \(Self.typeName(firstView)):\(firstView.key).\(firstAttribute.rawValue) \(relation.rawValue)"
        if let second, let secondAttribute {
            let name: String
            switch second {
            case .view(let v): name = "\(Self.typeName(v)):\(v.key).\(secondAttribute.rawValue)"
            case .safeArea(let v): name = "UILayoutGuide:\(v.key).safeAreaLayoutGuide.\(secondAttribute.rawValue)"
            }
            text += " \(name)"
            if multiplier != 1 { text += " * \(Self.number(multiplier))" }
            if constant != 0 { text += constant > 0 ? " + \(Self.number(constant))" : " - \(Self.number(-constant))" }
        } else {
            text += " \(Self.number(constant))"
        }
        if priority < 1000 { text += " ^\(Self.number(priority))" }
        return text + ">"
    }

    /// Same items, attributes, relation, multiplier and priority: what Masonry's
    /// `mas_updateConstraints` matches on before changing the constant.
    public func matches(_ other: LayoutConstraint) -> Bool {
        firstView === other.firstView && firstAttribute == other.firstAttribute && relation == other.relation
            && multiplier == other.multiplier && priority == other.priority && secondAttribute == other.secondAttribute
            && second?.view === other.second?.view && second.map(\.isSafeArea) == other.second.map(\.isSafeArea)
    }

    /// The description in the constraint's own dialect.
    public var dialectDescription: String {
        verbatimDescription ?? (dialect == .snapkit ? snapKitDescription : masonryDescription)
    }

    /// SnapKit's description: `<SnapKit.LayoutConstraint:key@file#line UIView:greenView.left == UIView:root.left + 10.0>`.
    public var snapKitDescription: String {
        described(after: "<SnapKit.LayoutConstraint:\(key ?? "constraint")\(source.map { "@" + $0 } ?? "")")
    }

    /// UIKit's own description, for a constraint made with layout anchors:
    /// `<NSLayoutConstraint:key UIView:title.top == UIView:root.top + 8>`.
    public var anchorDescription: String { described(after: "<NSLayoutConstraint:\(key ?? "constraint")") }

    static func typeName(_ v: View) -> String {
        switch v.kind {
        case .view: return "UIView"
        case .label: return "UILabel"
        case .image: return "UIImageView"
        case .scroll: return "UIScrollView"
        }
    }

    static func number(_ d: Double) -> String { formatPoints(d) }
}

extension View {
    /// The lowest view that is `a` or an ancestor of `a` and also `b` or an ancestor of `b`.
    public static func closestCommonSuperview(_ a: View, _ b: View) -> View? {
        var ancestors: [ObjectIdentifier] = []
        var v: View? = a
        while let x = v { ancestors.append(ObjectIdentifier(x)); v = x.superview }
        v = b
        while let x = v {
            if ancestors.contains(ObjectIdentifier(x)) { return x }
            v = x.superview
        }
        return nil
    }
}
