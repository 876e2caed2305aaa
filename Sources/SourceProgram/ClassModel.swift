import Scene
import SourceSyntax

/// A class of the file with all its parts merged: Swift's extensions, Objective-C's
/// `@interface`, class extension, `@implementation` and categories.
final class ClassInfo {
    let name: String
    var superclass: String?
    /// Stored and computed properties and ivars, in the order written, and where each is by name
    /// (a file of thousands of properties is read in linear time).
    var properties: [PropertyDecl] = []
    var propertyIndex: [String: Int] = [:]
    var propertyModifiers: [String: [String]] = [:]
    /// Where each property is declared (its first declaration).
    var propertyRanges: [String: SourceRange] = [:]
    var methodModifiers: [String: [String]] = [:]
    /// Methods by name (Swift's base name, Objective-C's selector); a name written twice keeps
    /// both, the first with a body first.
    var methods: [String: [FunctionDecl]] = [:]
    /// An enum's cases in order, with their raw values as written (`case pd16 = 16`).
    var enumCases: [(name: String, value: Expr?)] = []
    var range: SourceRange
    var nestedTypes: [String: ClassInfo] = [:]
    /// The type aliases it declares (`public typealias Constraint = ConstraintConstant`), by name.
    var typeAliases: [String: String] = [:]
    var kind: TypeKind

    /// The superclass when the file or its project holds its code (`CallBaseController`); nil
    /// for UIKit's own classes.
    weak var superInfo: ClassInfo?
    /// The protocols it conforms to (Swift's `class V: UIView, BaseViewType`, an extension's
    /// `extension V: Setup`), and those whose code the file or project holds: their extensions'
    /// methods are its own where it has none of that name (`extension BaseViewType { func
    /// baseInit() { setupLayout() } }`), as Swift dispatches them.
    var conformances: [String] = []
    var protocolInfos: [ClassInfo] = []
    /// How many superclasses of the app's own are looked through (a cycle written by mistake ends).
    static let deepestLineage = 8

    init(name: String, kind: TypeKind, range: SourceRange) { self.name = name; self.kind = kind; self.range = range }

    /// The class, then its superclasses whose code the file or project holds, nearest first.
    var lineage: [ClassInfo] {
        var out: [ClassInfo] = [self]
        while let next = out[out.count - 1].superInfo, out.count < Self.deepestLineage, !out.contains(where: { $0 === next }) { out.append(next) }
        return out
    }

    /// A property by name, its own or, as Swift and Objective-C inherit them, a superclass's,
    /// or one a protocol extension gives it (`extension GridPT { var mSpace: CGFloat { … } }`).
    func property(_ name: String) -> PropertyDecl? {
        propertyOwner(name).flatMap { owner in owner.propertyIndex[name].map { owner.properties[$0] } }
    }

    /// The type declaring the property `property(name)` finds: the class, a superclass, or a
    /// protocol (its modifiers, `static`, are that type's).
    func propertyOwner(_ name: String) -> ClassInfo? {
        if propertyIndex[name] != nil { return self }
        if superInfo == nil, protocolInfos.isEmpty { return nil }
        for c in lineage.dropFirst() where c.propertyIndex[name] != nil { return c }
        return protocolsReached.first { p in
            p.propertyIndex[name].map { p.properties[$0].initial != nil || !p.properties[$0].accessors.isEmpty } ?? false
        }
    }

    /// A method the code can call by this name: Swift's base name, or an Objective-C selector;
    /// the class's own, else the nearest superclass's (dynamic dispatch).
    func method(_ name: String) -> FunctionDecl? {
        if let own = ownMethod(name) { return own }
        if superInfo != nil { for c in lineage.dropFirst() { if let f = c.ownMethod(name) { return f } } }
        return protocolMethod(name)
    }

    /// A method a protocol extension gives the class or a superclass (one with a body: a
    /// protocol's own requirement has none), the nearest class's protocols first.
    func protocolMethod(_ name: String) -> FunctionDecl? {
        for p in protocolsReached { if let f = p.ownMethod(name), f.body != nil { return f } }
        return nil
    }

    /// The protocols the class and its superclasses conform to, the nearest class's first, each
    /// followed by those it refines (`protocol ViewSetup: BaseViewType`): where their
    /// extensions' methods and properties are looked for.
    var protocolsReached: [ClassInfo] {
        if protocolInfos.isEmpty, superInfo == nil { return [] }
        var out: [ClassInfo] = []
        for c in lineage {
            for p in c.protocolInfos {
                out.append(p)
                out += p.protocolInfos.filter { $0 !== p }
            }
        }
        return out
    }

    func ownMethod(_ name: String) -> FunctionDecl? {
        methods[name]?.first { $0.body != nil } ?? methods[name]?.first
    }

    /// Stored and computed properties of the class and its superclasses, the farthest
    /// superclass's first (an override once, where the nearest class declares it).
    var inheritedProperties: [(owner: ClassInfo, property: PropertyDecl)] {
        guard superInfo != nil else { return properties.map { (self, $0) } }
        var seen: Set<String> = []
        var out: [(owner: ClassInfo, property: PropertyDecl)] = []
        for c in lineage { for p in c.properties where seen.insert(p.name).inserted { out.append((c, p)) } }
        return Array(out.reversed())
    }

    /// The class's methods, in no particular order.
    var allMethods: [FunctionDecl] { methods.values.flatMap { $0 } }
}

/// Every class of a file, by name, with its parts merged.
struct ClassTable {
    var classes: [String: ClassInfo] = [:]
    var order: [String] = []
    /// File-level constants and functions (C functions, global `let`s, `static const`s).
    var globals: [PropertyDecl] = []
    /// Type aliases at the file's top level (`typealias Metrics = AppMetrics`).
    var typeAliases: [String: String] = [:]
    var functions: [String: FunctionDecl] = [:]
    /// C's enumerators at the file's top level (`typedef NS_ENUM(NSInteger, Ratio) { Ratio1v1,
    /// Ratio16v9 = 4 };`), each with its enum's list and its place in it: a constant of the file.
    var enumerators: [String: (cases: [(name: String, value: Expr?)], index: Int)] = [:]

    init(_ file: SourceFileSyntax) {
        for d in file.declarations { add(d, into: nil) }
        linkSuperclasses()
    }

    private init() {}

    /// A type declared inside a body (the old Swift singleton's `class var shared: Dimension {
    /// struct Static { static var instance = Dimension() }; return Static.instance }`): its
    /// members read as a nested type's are; nil for any other declaration.
    static func localType(_ d: Decl) -> ClassInfo? {
        guard case .type(let t) = d.kind else { return nil }
        var table = ClassTable()
        let holder = ClassInfo(name: "", kind: .structType, range: d.range)
        table.add(d, into: holder)
        return holder.nestedTypes[t.name]
    }

    /// Another file's types, extensions and constants (a header, a file of the module): values the
    /// drawn file reaches through them, never a class to draw. Its own before the file's own.
    mutating func addIncluded(_ file: SourceFileSyntax) {
        for d in file.declarations { add(d, into: nil, included: true) }
        linkSuperclasses()
    }

    /// UIKit's, AppKit's, SnapKit's and Masonry's classes by their names' prefixes: in this table
    /// only as what an app's extensions and categories add to them.
    static func isPlatformClass(_ name: String) -> Bool {
        ["UI", "NS", "MAS", "Constraint"].contains { name.hasPrefix($0) }
    }

    /// Each class's superclass whose code is here, so its methods and properties are inherited
    /// (UIKit's classes are here only as what the app's extensions and categories add to them:
    /// AppExtensions, not superclasses).
    func linkSuperclasses() {
        // Nested types too (`extension WaitView { struct Appearance: GridPT {} }`), at any depth.
        var all = Array(classes.values)
        var next = 0
        while next < all.count { all += all[next].nestedTypes.values.filter { n in !all.contains { $0 === n } }; next += 1 }
        for c in all {
            c.protocolInfos = c.conformances.compactMap { name in
                classes[name].flatMap { $0 !== c && ($0.kind == .protocolType || $0.kind == .extensionType) ? $0 : nil }
            }
            guard let s = c.superclass, s != c.name, !Self.isPlatformClass(s), let found = classes[s], found.kind == .classType || found.kind == .implementation || found.kind == .interface else { continue }
            c.superInfo = found
        }
    }

    mutating func add(_ d: Decl, into owner: ClassInfo?, included: Bool = false) {
        switch d.kind {
        case .type(let t):
            // A nested type is its owner's (never the owner itself, nor a top-level class of its name).
            let info = owner.map { $0.nestedTypes[t.name] ?? ClassInfo(name: t.name, kind: t.kind, range: d.range) }
                ?? classes[t.name] ?? ClassInfo(name: t.name, kind: t.kind, range: d.range)
            if owner == nil, classes[t.name] == nil { classes[t.name] = info; if !included { order.append(t.name) } }
            if owner == nil, !included, !order.contains(t.name) { order.append(t.name) }
            if let owner, owner.nestedTypes[t.name] == nil { owner.nestedTypes[t.name] = info }
            if info.kind == .extensionType || info.kind == .interface, t.kind != .extensionType, t.kind != .interface { info.kind = t.kind }
            // (An enum's first inherited type is its raw values' type: `enum Row: Int`.)
            if info.superclass == nil, t.kind != .extensionType, let s = t.superclass,
               t.kind == .classType || t.kind == .interface || t.kind == .implementation || t.kind == .enumType {
                info.superclass = s
            }
            // What it conforms to: a Swift class's names after its superclass; an extension's, or a
            // protocol's, all of them (`extension V: Setup`, `protocol A: B`).
            let conformed = t.kind == .extensionType || t.kind == .protocolType || t.kind == .structType
                ? [t.superclass].compactMap { $0 } + t.conformances : t.conformances
            for name in conformed where !info.conformances.contains(name) { info.conformances.append(name) }
            // (Its place is its own @implementation's, not a category's in another file.)
            if t.kind == .implementation || t.kind == .classType, !included || t.category == nil { info.range = d.range }
            for m in t.members { add(m, into: info, included: included) }
        case .property(let p):
            if let owner {
                if let k = owner.propertyIndex[p.name] {
                    // A protocol's requirement (`static var gridUnitSize: CGSize { get }`) gives way
                    // to its extension's definition, as an undefined declaration to a defined one.
                    let old = owner.properties[k]
                    let defines = { (d: PropertyDecl) in d.initial != nil || d.accessors.contains { !$0.body.isEmpty } }
                    if old.initial == nil && p.initial != nil || !defines(old) && defines(p) { owner.properties[k] = p }
                } else {
                    owner.propertyIndex[p.name] = owner.properties.count
                    owner.properties.append(p)
                }
                owner.propertyModifiers[p.name, default: []] += d.modifiers
                if owner.propertyRanges[p.name] == nil { owner.propertyRanges[p.name] = d.range }
            } else {
                globals.append(p)
            }
        case .function(let f):
            let key = MethodKey.of(f)
            if let owner {
                owner.methodModifiers[f.name, default: []] += d.modifiers
                owner.methods[key, default: []].append(f)
                if key != f.name { owner.methods[f.name, default: []].append(f) }
            } else {
                functions[f.name] = f
            }
        case .enumCases(let cases):
            if let owner { owner.enumCases += cases; break }
            for (k, c) in cases.enumerated() where enumerators[c.name] == nil { enumerators[c.name] = (cases, k) }
        case .typeAlias(let name, let type):
            if let owner { owner.typeAliases[name] = type.base } else { typeAliases[name] = type.base }
        default:
            break
        }
    }

    /// The classes that are views, cells or view controllers, in file order.
    var candidates: [ClassInfo] {
        order.compactMap { classes[$0] }.filter { $0.kind == .classType || $0.kind == .implementation || $0.kind == .interface || $0.kind == .extensionType }
    }
}

/// What the drawn class is to UIKit: where its root comes from and which methods UIKit calls.
enum ClassRole {
    case view, cell, viewController

    static func of(_ info: ClassInfo) -> ClassRole {
        let lineage = info.lineage
        let overrides = CodeNames.viewControllerLifeCycle.contains { m in lineage.contains { $0.methods[m] != nil || $0.methods[m + ":"] != nil } }
        // Through the app's own superclasses to UIKit's (`CallActiveController: CallBaseController: UIViewController`).
        let uikitSuperclass = lineage.count > 1 ? lineage[lineage.count - 1].superclass ?? info.superclass : info.superclass
        switch CodeNames.classKind(name: info.name, superclass: uikitSuperclass, overridesLifeCycle: overrides) {
        case .viewController?: return .viewController
        case .cell?: return .cell
        case .view?: return .view
        case nil: break
        }
        if overrides { return .viewController }
        // A class whose superclass is declared in its header: a cell by its initialiser.
        if info.superclass == nil, info.methods["initWithStyle:reuseIdentifier:"] != nil || info.methods["initWithFrame:"] == nil && info.name.hasSuffix("Cell") { return .cell }
        return .view
    }

    /// The methods UIKit calls on such an object at set-up, in its order (each that the class
    /// has runs; an initialiser only the first of those written).
    var initialisers: [String] {
        switch self {
        case .view: return ["initWithFrame:", "init", "initWithCoder:"]
        case .cell: return ["initWithStyle:reuseIdentifier:", "initWithFrame:", "init", "initWithCoder:"]
        case .viewController: return ["init", "initWithNibName:bundle:", "initWithCoder:"]
        }
    }

    var lifeCycle: [String] {
        switch self {
        case .view, .cell:
            // (`drawRect:` last: UIKit draws the view once it is laid out, and a frame set there
            // takes effect in the next pass, before anything shows: `self.contentView.frame =
            // self.bounds;` in a view's drawRect:.)
            return ["awakeFromNib", "didMoveToSuperview", "didMoveToWindow", "updateConstraints", "layoutSubviews", "drawRect:", "draw"]
        case .viewController:
            // (The safe area's and margins' callbacks come in the first layout pass, before
            // `viewWillLayoutSubviews`: on a notched iPhone both change from zero then.)
            return ["loadView", "viewDidLoad", "viewWillAppear:", "viewWillAppear", "viewSafeAreaInsetsDidChange", "viewLayoutMarginsDidChange",
                    "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews", "viewDidAppear:", "viewDidAppear"]
        }
    }
}
