import SourceSyntax

/// An app's own extensions of UIKit's, SnapKit's and Masonry's types, in the file or its
/// project: `extension UIStackView { func addArrangedSubviews(_ views: UIView...) }`, a chain
/// helper `extension ConstraintMakerEditable { func snOffset(_ v: CGFloat) -> … }`. A call of
/// such a method on a view, a chain or a maker runs its body with that value as `self`, where
/// UIKit's and the chain's own words are read as usual.
extension Interpreter {
    /// UIKit's superclasses of its common views, nearest first (each ends in UIView).
    static let uikitSuperclasses: [String: [String]] = [
        "UIButton": ["UIControl"], "UITextField": ["UIControl"], "UISwitch": ["UIControl"], "UISlider": ["UIControl"],
        "UISegmentedControl": ["UIControl"], "UIStepper": ["UIControl"], "UIPageControl": ["UIControl"], "UIDatePicker": ["UIControl"],
        "UITableView": ["UIScrollView"], "UICollectionView": ["UIScrollView"], "UITextView": ["UIScrollView"],
        "UITableViewCell": [], "UICollectionViewCell": ["UICollectionReusableView"], "UITableViewHeaderFooterView": [],
    ]

    /// The types whose extensions a value's methods can come from, nearest first.
    func extendedTypes(of receiver: Value) -> [String] {
        switch receiver {
        case .view(let v):
            // UIKit's classes from the first of them (an own class's methods are found before).
            return Self.uikitLineage(from: v.instance?.type.lineage.last?.superclass ?? v.className)
        case .instance(let inst) where inst.view != nil:
            // The drawn view itself (`self` in its own code).
            return Self.uikitLineage(from: inst.type.lineage.last?.superclass ?? "UIView")
        case .instance(let inst):
            // A view controller or another object of the app's: its UIKit or Foundation lineage.
            return Self.uikitLineage(from: inst.type.lineage.last?.superclass ?? "NSObject")
        case .chain:
            return ["ConstraintMakerEditable", "ConstraintMakerRelatable", "ConstraintMakerExtendable", "ConstraintMakerFinalizable",
                    "ConstraintMakerPriortizable", "ConstraintMakerPrioritizable", "MASConstraint"]
        case .maker:
            return ["ConstraintMaker", "MASConstraintMaker"]
        case .array:
            // `extension Array where Element: UIView { func addSubViews(_ parent: UIView) }`.
            return Self.collectionTypes
        case .type(let t) where Self.sharedObjects.contains(t):
            // UIKit's shared objects: `UIDevice.current` is a UIDevice.
            return [String(t.prefix { $0 != "." }), "NSObject"]
        case .number, .integer:
            // A number's type is not kept: an extension of any of Swift's and Core Graphics'
            // numbers (`extension Int { func adjust() -> CGFloat }`, `extension CGFloat { var fit }`).
            return Self.numberTypes
        default:
            return []
        }
    }

    /// UIKit's shared objects as this reader holds them (DeviceMembers), whose class an app extends.
    static let sharedObjects: Set<String> = ["UIDevice.current", "UIApplication.shared", "UIScreen.main", "UIWindow.key"]

    /// Swift's arrays and the protocols an app's extension of them extends.
    static let collectionTypes = ["Array", "Sequence", "Collection", "RandomAccessCollection", "NSArray"]

    /// Swift's and Core Graphics' number types and the protocols their extensions extend.
    static let numberTypes = ["CGFloat", "Double", "Int", "Float", "BinaryFloatingPoint", "BinaryInteger", "FloatingPoint", "Numeric", "SignedNumeric"]

    /// A type whose code is only what the app adds to it: UIKit's, SnapKit's and Masonry's
    /// classes and Swift's numbers (an own class's methods are found before).
    static func isExtendedPlatformType(_ type: String) -> Bool {
        ClassTable.isPlatformClass(type) || numberTypes.contains(type) || collectionTypes.contains(type)
    }

    /// A UIKit class, its UIKit superclasses, nearest first: a view's up to UIView, a view
    /// controller's up to UIViewController, then UIResponder and NSObject, which an app's
    /// `extension NSObject { func dynamicValue(for:) }` reaches from any of them.
    static func uikitLineage(from uikit: String) -> [String] {
        let roots = ["UIResponder", "NSObject"]
        if let k = roots.firstIndex(of: uikit) { return Array(roots[k...]) }
        if uikit.hasSuffix("Controller") { return [uikit] + (uikit == "UIViewController" ? [] : ["UIViewController"]) + roots }
        // SnapKit's `ConstraintView` is UIView on iOS (`typealias ConstraintView = UIView`): an app's
        // `extension ConstraintView { var usnp: … }` is UIView's.
        return [uikit] + (uikitSuperclasses[uikit] ?? []) + (uikit == "UIView" ? [] : ["UIView"]) + ["ConstraintView"] + roots
    }

    /// The app's extension method a call names on this value, if any (an own view's class
    /// method is its class's, found before this).
    func extensionMethod(on receiver: Value, _ base: String, key: String, labels: [String?], values: [Value]? = nil) -> FunctionDecl? {
        extensionFunction(in: extendedTypes(of: receiver), base, key: key, labels: labels, classMethod: false, values: values)
    }

    /// The class method (`class func`, `static func`, Objective-C's `+`) an app's extension or
    /// category adds to a UIKit view class or one of its UIKit superclasses, if any: a view it
    /// makes is the caller's. (Colour, font and image helpers keep being read by what their
    /// names and arguments say: their bodies parse strings the running app has.)
    func classMethodOfExtension(_ type: String, _ base: String, key: String, labels: [String?]) -> FunctionDecl? {
        guard ClassTable.isPlatformClass(type), isViewClass(type) else { return nil }
        return extensionFunction(in: Self.uikitLineage(from: type), base, key: key, labels: labels, classMethod: true)
    }

    /// The first of these types' extension functions a call names, by its whole name, else by its
    /// base name and the arguments it takes; only class methods when `classMethod`.
    func extensionFunction(in types: [String], _ base: String, key: String, labels: [String?], classMethod: Bool, values: [Value]? = nil) -> FunctionDecl? {
        for type in types {
            // UIKit's, SnapKit's and Masonry's classes are here only as what the app adds to them
            // (Swift extensions, Objective-C categories); an own class's methods are found before.
            guard Self.isExtendedPlatformType(type), let info = classes.classes[type] else { continue }
            let overloads = (info.methods[base] ?? []).filter { $0.body != nil && (!classMethod || $0.isStatic) && callable($0, labels: labels) }
            if let f = Self.arrayOverload(among: overloads, for: values) { return f }
            if let f = info.ownMethod(key), f.body != nil, !classMethod || f.isStatic { return f }
            if let f = overloads.first {
                // The method calling itself with its defaulted parameters left out
                // (`func addArrangedSubview(_ view: UIView, previousSpace: CGFloat = 0) { …
                // addArrangedSubview(view) }`) calls the platform's own: Swift prefers the overload
                // that needs no defaults, and its own would never return.
                if language == .swift, labels.count < f.parameters.count, runningBodies.last == bodyStart(f) { return nil }
                return f
            }
        }
        return nil
    }

    /// `func addArrangedSubviews(_ views: UIView...)`: its last parameter takes the rest.
    static func isVariadic(_ f: FunctionDecl) -> Bool {
        f.parameters.last?.type?.written.hasSuffix("...") == true
    }

    /// The arguments as the method's parameters take them: a variadic last one gets an array of
    /// the rest.
    static func bound(_ values: [Value], to f: FunctionDecl) -> [Value] {
        guard isVariadic(f), !f.parameters.isEmpty else { return values }
        let fixed = f.parameters.count - 1
        return Array(values.prefix(fixed)) + [.array(Array(values.dropFirst(fixed)))]
    }

    /// A view's method an app's extension or category of UIKit's view classes adds, run with the
    /// view (or the drawn object) as `self`; nil when none adds it for these arguments.
    func viewExtensionCall(_ receiver: Value, _ base: String, key: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        guard let f = extensionMethod(on: receiver, base, key: key, labels: a.map(\.label), values: a.map(\.value)), fits(f, a) else { return nil }
        return callExtension(f, on: receiver, a, range: range)
    }

    /// A chain's or a maker's method an app's extension adds (`snOffset(_:)`), run; nil when the
    /// value is no chain or maker, or no extension adds the method.
    func chainExtensionCall(_ receiver: Value, _ base: String, key: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        guard extendedTypes(of: receiver).first?.hasPrefix("Constraint") == true,
              let f = extensionMethod(on: receiver, base, key: key, labels: a.map(\.label)), fits(f, a) else { return nil }
        return callExtension(f, on: receiver, a, range: range)
    }

    /// Whether the arguments can be an overload's: one typed as the app's own struct, class or
    /// enum (`func offset(_ spacing: Spacing)` beside SnapKit's `offset(_ amount:
    /// ConstraintOffsetTarget)`) takes no plain number, text, image, colour or view. Swift picks
    /// the platform's overload for those, and the app's would call itself for ever (`return
    /// offset(spacing.value)`).
    func fits(_ f: FunctionDecl, _ a: [CallArgument]) -> Bool {
        for (p, argument) in zip(f.parameters, a) {
            guard let t = p.type?.base, !Self.numberTypes.contains(t), let info = ownType(t),
                  [.structType, .classType, .enumType].contains(info.kind) else { continue }
            switch argument.value {
            case .number, .integer, .string, .image, .color, .view: return false
            default: continue
            }
        }
        return true
    }

    /// A computed property an app's extension adds to a view's UIKit class (`extension UIView {
    /// var safeArea: ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp } }`): its getter
    /// run with the view as `self`. Nil when no extension adds it.
    func extensionProperty(on receiver: Value, _ name: String, range: SourceRange) -> Value? {
        for type in extendedTypes(of: receiver) {
            guard Self.isExtendedPlatformType(type), let info = classes.classes[type], let k = info.propertyIndex[name],
                  let get = info.properties[k].accessors.first(where: { $0.name == "get" }) else { continue }
            return runGetter(get.body, of: name, on: receiver, once: "extension-get:\(type).\(name)", range: range)
        }
        // Objective-C's dot syntax sends the getter (`self.qh_navigationBarHeight` of a UIView
        // category's `@property (readonly) CGFloat qh_navigationBarHeight`, its `.m`'s method).
        if language == .objectiveC, let f = extensionMethod(on: receiver, name, key: name, labels: []), f.parameters.isEmpty, f.body != nil {
            return callExtension(f, on: receiver, [], range: range)
        }
        return nil
    }

    /// Whether an app's category of UIView declares a getter of that name (`@property CGFloat
    /// right;` or `- (CGFloat)right`).
    func categoryDeclaresGetter(_ name: String) -> Bool {
        guard let info = classes.classes["UIView"] else { return false }
        return info.propertyIndex[name] != nil || info.methods[name]?.contains { $0.parameters.isEmpty && $0.body != nil } == true
    }

    /// Runs an extension method with `receiver` as `self`.
    func callExtension(_ f: FunctionDecl, on receiver: Value, _ a: [CallArgument], range: SourceRange) -> Value {
        viewsBeforeExtensionCalls.append(views.count)
        defer { viewsBeforeExtensionCalls.removeLast() }
        return callMethod(f, on: receiver, arguments: boundArguments(a, to: f, selfValue: receiver), range: range) ?? (f.returnType == nil ? .null : receiver)
    }
}
