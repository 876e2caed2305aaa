import Layout
import SourceSyntax

/// A view of one of the app's own classes (`ProfileHeaderView()`, `[[CallButton alloc]
/// initWithTitle:…]`), whose code the file or its project holds, is drawn as itself: its class's
/// stored properties, the initialiser the call names and the methods UIKit calls when it is
/// shown run with it as `self`, so its subviews and constraints are in the picture, as they are
/// on a device. Deeper than `deepestOwnView` such views are boxes, said once per class.
extension Interpreter {
    /// How many of the app's own views, one inside another's code, are drawn as themselves.
    static let deepestOwnView = 3

    /// Whether a view made as `type` is drawn by its class's code: a class of the file or its
    /// project (not the drawn one, nor a view controller) that makes or sets up something.
    func ownViewClass(_ type: String) -> ClassInfo? {
        guard let info = classes.classes[type], info !== instance?.type, info.kind == .classType || info.kind == .implementation,
              ClassRole.of(info) != .viewController else { return nil }
        // A view by its lineage: its own superclasses up to one of UIKit's views, or a library's
        // whose name says it is one (`FGScrollView : TPKeyboardAvoidingScrollView`, a pod the
        // project does not hold); `class Movie`, `class Item: Codable` are data, whatever their names.
        guard let top = info.lineage.last?.superclass, isViewClass(top),
              top.hasPrefix("UI") || top.hasPrefix("NS") || Self.namesAView(top) else { return nil }
        let own = info.allMethods.contains { $0.body != nil } || info.properties.contains { $0.initial != nil || !$0.accessors.isEmpty }
        return own ? info : nil
    }

    /// Runs the own class's set-up for the view just made: stored properties, the initialiser
    /// the construction names (`init(title:)`, `initWithTitle:`; else `init`, else
    /// `init(frame:)`), then what UIKit calls once the view is shown (`didMoveToSuperview`,
    /// `updateConstraints`, `layoutSubviews`; not `awakeFromNib`, which only a nib calls), and the
    /// size its `intrinsicContentSize` returns.
    func drawAsOwnClass(_ v: ViewObject, _ info: ClassInfo, _ a: [CallArgument], range: SourceRange) {
        guard ownViews.count < Self.deepestOwnView else {
            if saidBoxes.insert(info.name).inserted {
                warn(range, "\(info.name) is inside \(Self.deepestOwnView) of the app's own views; drawn as a box (its own code is not run this deep)")
            }
            return
        }
        usedDefinition(info.name, at: info.range.start)
        let inst = Instance(type: info)
        inst.isOwnView = true
        inst.view = v
        v.instance = inst
        ownViews.append(v)
        defer { ownViews.removeLast() }
        let selfValue = Value.instance(inst)
        initialiseStoredProperties(of: info, inst, selfValue: selfValue, unsetAreTheApps: false)
        let labels = a.map(\.label)
        let initialiser = (a.isEmpty ? nil : method(named: "init", labels: labels, in: info))
            ?? (a.isEmpty ? info.method("init").flatMap { $0.body != nil && $0.parameters.isEmpty ? $0 : nil } : nil)
            // Swift's `CapsuleButton()` calls `init(height: CGFloat = 55, minimumWidth: CGFloat = 200)`:
            // an initialiser every parameter of which has a default takes a call with none.
            // (The first written, by where its body starts.)
            ?? (a.isEmpty && language == .swift ? info.allMethods.filter { f in
                f.name == "init" && f.body != nil && !f.parameters.isEmpty && f.parameters.allSatisfy { $0.defaultValue != nil }
            }.min { bodyStart($0) < bodyStart($1) } : nil)
            ?? info.method("initWithFrame:").flatMap { $0.body != nil ? $0 : nil }
        if let initialiser {
            let given = a.map(\.value)
            // A Swift call leaving defaulted parameters out gives each argument to its label's
            // parameter, the rest their defaults (callMethod).
            let byLabel = language == .swift && given.count < initialiser.parameters.count && Self.labelsMatch(initialiser, a.map(\.label))
            let arguments = byLabel ? given : initialiser.parameters.enumerated().map { k, p -> Value in
                if k < given.count, initialiser.parameters.count == given.count { return given[k] }
                if (p.label ?? p.name) == "frame" || p.label == "initWithFrame" { return .rect(v.frame ?? Rect(x: 0, y: 0, width: 0, height: 0)) }
                return .unknown(Unknown(name: p.name, range: range, why: "a parameter the caller gives"))
            }
            _ = callMethod(initialiser, on: selfValue, arguments: arguments, labels: byLabel ? a.map(\.label) : nil, range: range)
        }
        let shown = ["didMoveToSuperview", "didMoveToWindow", "updateConstraints", "layoutSubviews"].compactMap { name in
            info.method(name).flatMap { $0.body != nil && $0.parameters.isEmpty ? $0 : nil }
        }
        // A view its initialiser added nowhere gets `didMoveToSuperview` and `didMoveToWindow`
        // once the code adds it, as UIKit calls them then (its `superview` is known there; never
        // for a view nothing adds); one added already, now. The others run now, as before.
        let waits = { (f: FunctionDecl) in v.superview == nil && f.name.hasPrefix("didMoveTo") }
        v.runWhenAdded = shown.filter(waits)
        for f in shown where !waits(f) { _ = callMethod(f, on: selfValue, arguments: [], range: range) }
        v.ownIntrinsicSize = ownIntrinsicSize(inst)
        v.ownAlignmentInsets = ownAlignmentInsets(inst)
    }

    /// An own view just added to a view: the methods UIKit calls then, if they wait for it.
    func added(_ child: ViewObject) {
        guard !child.runWhenAdded.isEmpty, let inst = child.instance else { return }
        let methods = child.runWhenAdded
        child.runWhenAdded = []
        ownViews.append(child)
        defer { ownViews.removeLast() }
        for f in methods { _ = callMethod(f, on: .instance(inst), arguments: [], range: child.made) }
    }

    /// `alignmentRectInsets` as the class returns it (`return UIEdgeInsetsMake(0, 0, -3, 3);`, a
    /// shadow drawn past the part constraints place): constraints act on the rectangle inside.
    func ownAlignmentInsets(_ inst: Instance) -> EdgeInsets? {
        guard case .insets(let i)? = overriddenGetter("alignmentRectInsets", of: inst), [i.top, i.left, i.bottom, i.right].allSatisfy(\.isFinite) else { return nil }
        return i == .zero ? nil : i
    }

    /// What the class returns for a UIView property it overrides (Objective-C's getter method,
    /// Swift's computed property); nil when it does not.
    func overriddenGetter(_ name: String, of inst: Instance) -> Value? {
        if let f = inst.type.method(name), f.body != nil, f.parameters.isEmpty {
            return callMethod(f, on: .instance(inst), arguments: [], range: .none)
        }
        if inst.type.property(name) != nil { return property(name, of: inst, range: .none, viaGetter: true) }
        return nil
    }

    /// `intrinsicContentSize` as the class returns it (`CGSize(width: 40, height: 40)`,
    /// `CGSizeMake(UIViewNoIntrinsicMetric, 44)`): each axis it gives a number for.
    func ownIntrinsicSize(_ inst: Instance) -> IntrinsicSize? {
        guard case .size(let s)? = overriddenGetter("intrinsicContentSize", of: inst) else { return nil }
        // UIView.noIntrinsicMetric is −1.
        func axis(_ n: Double) -> Double? { n >= 0 && n.isFinite ? n : nil }
        let size = IntrinsicSize(width: axis(s.width), height: axis(s.height))
        return size == IntrinsicSize() ? nil : size
    }

    /// An object's stored properties, its superclasses' too (the farthest's first), as an object
    /// has them: each initial value; lazy ones kept for their first use. `unsetAreTheApps` (the
    /// drawn object): a flag or number declared without a value is the app's to set (a sizing
    /// cell's `template`, set by its table) until the set-up gives one; an own view's is left unset.
    func initialiseStoredProperties(of type: ClassInfo, _ inst: Instance, selfValue: Value, unsetAreTheApps: Bool) {
        for (owner, p) in type.inheritedProperties where !(owner.propertyModifiers[p.name] ?? []).contains("static") {
            let modifiers = owner.propertyModifiers[p.name] ?? []
            if modifiers.contains("lazy") { inst.pendingLazy[p.name] = p; continue }
            if !p.accessors.isEmpty && p.initial == nil && p.accessors.contains(where: { $0.name == "get" }) { continue }
            if let initial = p.initial {
                let v = viewOfDeclaredType(declared(evaluate(initial, declaredAs: p.type, in: makeScope(parent: globals), selfValue: selfValue), type: p.type, initial: initial),
                                           p.type, range: initial.range)
                setProperty(p.name, v, on: inst, range: initial.range)
            } else if unsetAreTheApps, let t = p.type, !isNibOutlet(p, of: type) {
                let key = p.name.hasPrefix("_") ? String(p.name.dropFirst()) : p.name
                if case .null = defaultValue(of: t) { inst.properties[key] = .null }
                else {
                    var unset = Unknown(name: "self." + key, range: type.range, why: "a property the app sets")
                    unset.unsetProperty = true
                    inst.properties[key] = .unknown(unset)
                }
            }
        }
    }

    /// A Swift property's `didSet` on an own view's object, set by the code that uses the view
    /// (`header.title = "Profile"` runs `titleLabel.text = title`), as Swift runs it.
    func runObserver(of key: String, on inst: Instance, oldValue: Value?, range: SourceRange) {
        guard inst.isOwnView, let p = inst.type.property(key), let didSet = p.accessors.first(where: { $0.name == "didSet" }),
              ran.insert("didSet:" + key).inserted else { return }
        defer { ran.remove("didSet:" + key) }
        let scope = makeScope(parent: globals)
        scope.values["oldValue"] = oldValue ?? .null
        ownViews.append(inst.view ?? ViewObject(className: "UIView", made: range))
        defer { ownViews.removeLast() }
        _ = run(didSet.body, in: scope, selfValue: .instance(inst))
    }

    /// A class name a library gives a view (`TPKeyboardAvoidingScrollView`, `YYLabel`,
    /// `HMSegmentedControl`): ending as UIKit's view classes do.
    static func namesAView(_ name: String) -> Bool {
        ["View", "Button", "Label", "Control", "Bar", "Field", "Cell", "ImageView"].contains { name.hasSuffix($0) }
    }
}
