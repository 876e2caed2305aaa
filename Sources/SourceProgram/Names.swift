import Scene
import Layout
import SourceSyntax

/// What a name means where it is written: a local, `self`, a value given with `--set`, the
/// object's property (Swift's implicit `self`, Objective-C's `_ivar`), a constant of the file, a
/// type, UIKit's names for the screen, or a value only the running app knows.
extension Interpreter {
    static let implicitSelfMembers: Set<String> = [
        "view", "contentView", "bounds", "frame", "safeAreaLayoutGuide", "traitCollection", "topLayoutGuide", "bottomLayoutGuide", "layoutMarginsGuide", "snp", "backgroundColor",
        "layoutMargins", "readableContentGuide", "keyboardLayoutGuide", "tableView", "collectionView", "navigationController", "tabBarController",
        "mas_top", "mas_bottom", "mas_left", "mas_right", "mas_leading", "mas_trailing", "mas_centerX", "mas_centerY",
        "mas_width", "mas_height", "mas_safeAreaLayoutGuide", "mas_safeAreaLayoutGuideTop", "mas_safeAreaLayoutGuideBottom",
        // A view's own anchors named alone (`heightAnchor.constraint(equalToConstant: 50).isActive = true`).
        "topAnchor", "bottomAnchor", "leadingAnchor", "trailingAnchor", "leftAnchor", "rightAnchor", "widthAnchor", "heightAnchor",
        "centerXAnchor", "centerYAnchor", "firstBaselineAnchor", "lastBaselineAnchor",
        // A view's own views named alone (`arrangedSubviews.last` in an extension of UIStackView).
        "subviews", "arrangedSubviews",
        // A tab bar controller's own bar (`customTabBar = CustomTabBar(frame: tabBar.bounds)`).
        "tabBar",
    ]

    /// UIKit's methods a view subclass calls on itself without `self.` that change its picture
    /// or its layout (a button's title and image, a label's text, its priorities).
    static let implicitSelfViewMethods: Set<String> = [
        "setTitle", "setTitleColor", "setAttributedTitle", "setImage", "setBackgroundImage", "sizeToFit",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "insertSegment", "removeAllSegments",
        "setCustomSpacing", "removeFromSuperview",
    ]

    func lookup(_ n: String, in scope: Scope, selfValue: Value, range: SourceRange) -> Value {
        if let v = scope.lookup(n) {
            // A local holding what only the app knows (`let inset = self.inset`): `--set inset=…` gives it.
            if case .unknown = v, let given = values[n] { return .number(given) }
            return v
        }
        switch n {
        case "self", "super", "weakSelf", "strongSelf", "wself", "sself", "ws", "ss", "weakself", "_self": return selfValue
        // Swift's `Self`: the type of `self` (in a protocol extension, the conforming type).
        case "Self":
            if case .instance(let inst) = selfValue { return .type(inst.type.name) }
            if case .type = selfValue { return selfValue }
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        case "nil", "NULL": return .null
        case "CGFLOAT_MAX", "MAXFLOAT", "FLT_MAX", "CGFloat.greatestFiniteMagnitude", "greatestFiniteMagnitude": return .number(Double(Float.greatestFiniteMagnitude))
        case "CGFLOAT_MIN", "FLT_MIN", "CGFloat.leastNormalMagnitude", "leastNormalMagnitude": return .number(Double(Float.leastNormalMagnitude))
        case "M_PI": return .number(Double.pi)
        case "CGRectZero", "CGSizeZero", "CGPointZero", "UIEdgeInsetsZero", "UIOffsetZero": return Self.zero(of: String(n.dropLast(4)))!
        default: break
        }
        if let v = values[n] { return .number(v) }
        // A static property named alone in its type's static method (`ratio` in `static func setup`).
        if case .type(let t) = selfValue, ownType(t)?.property(n) != nil { return typeMember(t, n, range: range) }
        // Objective-C names a property only through `self.` (or its `_ivar`): a bare name that
        // is also a class is the class (`_PlayTopToolBar = [[PlayTopToolBar alloc] init]` in the
        // getter of a property named as its class).
        if language == .objectiveC, classes.classes[n] != nil { return .type(n) }
        if let v = selfMember(n, in: scope, selfValue: selfValue, range: range) { return v }
        if let v = global(n, range: range) {
            // A global another file computes from what only the running app has (`var
            // kStatusHeight: CGFloat { g_window().safeAreaInsets.top }`): what its name says.
            if v.isUnknown, let guess = screenName(n, range: range) ?? systemBarName(n, range: range) { return guess }
            return v
        }
        // (Also a property named in capitals, as its class is: `_PlayTopToolBar`.)
        if language == .objectiveC, n.hasPrefix("_"), n.dropFirst().first?.isLetter == true, case .instance(let inst) = selfValue,
           inst.type.property(String(n.dropFirst())) != nil || inst.type.property(n) != nil || assignsInFile(n) {
            // An ivar of a property the class declares, or one the file gives a value (`if (!_icon)
            // { _icon = [UIView new]; }` for a header's property): nil until the code gives it one.
            // One it neither declares nor gives (a base class's, a pasted method's) is a view
            // made elsewhere.
            return inst.properties[String(n.dropFirst())] ?? .null
        }
        if classes.classes[n] != nil { return .type(n) }
        // A top-level alias of an app's type (`typealias M = AppMetric`): that type.
        if let aliased = classes.typeAliases[n], aliased != n, classes.classes[aliased] != nil { return .type(aliased) }
        if let screenValue = screenName(n, range: range) { return screenValue }
        if let barValue = systemBarName(n, range: range) { return barValue }
        if CodeNames.isNotchCheck(n) {
            // `Is_iPhoneX`, `kIsBangsScreen`, `hasNotch` from a header the file does not hold: the device drawn decides.
            decidedByDevice.append((n, range))
            return .bool(hasNotch)
        }
        if n.first?.isUppercase == true, n.contains(where: { $0.isLowercase }) {
            // `UIColor`, `UIScreen`, an app's `Theme`: a type; `UITableViewCellStyleDefault`: a symbol.
            if (n.hasPrefix("UI") || n.hasPrefix("NS")) && Self.enumPrefixes.contains(where: { n.hasPrefix($0) && n.count > $0.count }) { return .symbol(n) }
            return .type(n)
        }
        if ratioNames.contains(n) {
            take(.designScale, n, at: range)
            return .number(1)
        }
        if fileMacros.contains(n) {
            if let v = macroNumber(n) {
                if abs(v) <= Self.largestConstant { return .number(v) }
                let line = macroDefinitions[n].map { source.location(of: $0.range.start).line }.map { " (line \($0))" } ?? ""
                return .unknown(Unknown(name: n, range: range, why: "defined in this file\(line) as \(v.isFinite ? formatNumber(v) : "a number too large to hold"), past the ±\(formatNumber(Self.largestConstant)) a constraint's number may be", origin: .thisFile))
            }
            return .unknown(Unknown(name: n, range: range, why: "defined in this file, but its expansion passes \(Preprocessor.expansionLimit) tokens", origin: .thisFile))
        }
        // A view another method made under this name (a pasted method's `header`, an ivar its
        // header declares and one method assigns): that view, as the class's code means it.
        if let made = views.last(where: { $0.name == n && !$0.isRoot && !$0.isImplicit }) { return .view(made) }
        return .unknown(Unknown(name: n, range: range, why: "not defined in this file", origin: .otherFile))
    }

    /// A name that is a member of `self` written alone: the object's property, an own view's
    /// superview, an app's extension property, UIKit's members of a view; nil when it is none.
    func selfMember(_ n: String, in scope: Scope, selfValue: Value, range: SourceRange) -> Value? {
        if case .instance(let inst) = selfValue {
            if let v = property(n, of: inst, range: range, viaGetter: false) { return v }
            // An own view's `superview`, named alone in its code: the view the code added it to,
            // nil before (the drawn view's own is its owner's, which only the app knows).
            if n == "superview", inst.isOwnView, let view = inst.view { return view.superview.map(Value.view) ?? .null }
            // A computed property an app's extension of UIKit's view adds, named alone in the
            // view's own code (`make.bottom.equalTo(safeBottom)` with `extension UIView { var
            // safeBottom: ConstraintItem { safeAreaLayoutGuide.snp.bottom } }`).
            if inst.view != nil, let v = extensionProperty(on: selfValue, n, range: range) { return v }
            if Self.implicitSelfMembers.contains(n) { return member(selfValue, n, range: range, scope: scope, selfValue: selfValue) }
            // A button's or a cell's own UIKit views named alone in its subclass's code
            // (`titleLabel?.font = …` in a UIButton subclass, a cell's `textLabel`).
            let base = inst.type.lineage.last?.superclass ?? ""
            if (base.hasSuffix("Button") && ["titleLabel", "imageView"].contains(n)) || (base.hasSuffix("Cell") && ["textLabel", "detailTextLabel", "imageView"].contains(n)) {
                return member(selfValue, n, range: range, scope: scope, selfValue: selfValue)
            }
        }
        // Inside an app's extension of SnapKit's or Masonry's maker (`extension ConstraintMaker {
        // func textFieldHeight() -> ConstraintMakerEditable { return height.equalTo(48) } }`):
        // its attributes named alone are the maker's.
        if case .maker = selfValue, ChainAttribute.chainWord(n) != nil {
            return member(selfValue, n, range: range, scope: scope, selfValue: selfValue)
        }
        // The same inside an app's extension of UIView run on a plain view (`extension UIView {
        // var safeArea: ConstraintBasicAttributesDSL { safeAreaLayoutGuide.snp } }`).
        if case .view = selfValue, Self.implicitSelfMembers.contains(n), !["view", "contentView", "tableView", "collectionView", "navigationController"].contains(n) {
            return member(selfValue, n, range: range, scope: scope, selfValue: selfValue)
        }
        return nil
    }

    /// UIView's own settings, which `self.x = …` in a view sets on the view, not a property.
    /// A frame category's setters (UIView+Frame's `self.height = 282`), on a view that declares no
    /// such property of its own.
    static let frameCategorySizes: Set<String> = ["width", "height", "size"]

    static let viewOwnSettings: Set<String> = [
        "backgroundColor", "frame", "bounds", "alpha", "hidden", "isHidden", "clipsToBounds", "layoutMargins", "tintColor",
        "userInteractionEnabled", "isUserInteractionEnabled", "contentMode", "tag", "layer", "selectionStyle", "accessoryType",
        "translatesAutoresizingMaskIntoConstraints", "title", "separatorInset", "autoresizingMask", "opaque", "isOpaque",
        "directionalLayoutMargins", "insetsLayoutMarginsFromSafeArea", "preservesSuperviewLayoutMargins", "edgesForExtendedLayout",
        "automaticallyAdjustsScrollViewInsets", "extendedLayoutIncludesOpaqueBars", "modalPresentationStyle", "navigationItem",
    ]

    static let enumPrefixes = ["UITableViewCellStyle", "UIViewContentMode", "NSTextAlignment", "UIControlState", "UIButtonType",
                               "UILayoutConstraintAxis", "UIStackViewDistribution", "UIStackViewAlignment", "UIFontWeight", "UIFontTextStyle",
                               "UITableViewStyle", "UIControlContentHorizontalAlignment", "UIActivityIndicatorViewStyle",
                               "UIKeyboardType", "UIReturnKey", "UITextBorderStyle", "NSLineBreakBy", "UIBlurEffectStyle",
                               "UITableViewCellSelectionStyle", "UIScrollViewContentInsetAdjustment", "UIUserInterfaceIdiom",
                               "UIControlEvent", "UICollectionViewScrollDirection", "UITableViewCellSeparatorStyle",
                               "NSLayoutAttribute", "NSLayoutRelation", "UITextFieldViewMode"]

    /// Names an app gives the screen's width or height (`SCREEN_WIDTH`, `kScreenW`, `kScreen_Height`).
    /// A file-level constant or a `#define`d one already expanded: evaluated once.
    func global(_ n: String, range: SourceRange) -> Value? {
        if let v = globals.values[n] { return v }
        if let e = classes.enumerators[n] {
            let v = enumNumber(e.cases, at: e.index) { k, written in usedDefinition(e.cases[k].name, at: written.range.start) }.map(Value.number) ?? .symbol(n)
            globals.values[n] = v
            return v
        }
        // A computed global (`var kStatusHeight: CGFloat { … }`): its getter, each time it is read.
        if let p = classes.globals.first(where: { $0.name == n && $0.initial == nil }), let get = p.accessors.first(where: { $0.name == "get" }) {
            if let at = get.body.first?.range.start { usedDefinition(n, at: at) }
            return runGetter(get.body, of: n, on: .null, once: "global-get:" + n, range: range)
        }
        // An `extern` declaration in a header has no value; its definition in a `.m` has.
        guard let p = classes.globals.first(where: { $0.name == n && $0.initial != nil }), let initial = p.initial else { return nil }
        usedDefinition(n, at: initial.range.start)
        globals.values[n] = .null
        var v = declared(evaluate(initial, declaredAs: p.type, in: globals, selfValue: .null), type: p.type, initial: initial)
        // `static UIEdgeInsets const kInsets = {10, 20, 30, 40};`: the initialiser list is the type's.
        if let t = p.type, case .array(let items) = v, let made = structValue(t.base, items) { v = made }
        globals.values[n] = v
        return v
    }

    /// Runs a getter or a lazy property's initialiser as no pass of the loops around the code
    /// asking for it: it makes its view once, wherever it is first asked for (`[self.subTypeView
    /// addSubview:btn]` in each pass makes none of the loop's own); and outside the constraint
    /// block asking for it (`make.bottom.equalTo(numericPadView.snp.top)` making the pad: its
    /// `view.addSubview(v)` and its own constraints are its set-up, not the block's).
    func outsideLoops<T>(_ body: () -> T) -> T {
        let passes = loopPasses
        loopPasses = []
        defer { loopPasses = passes }
        return outsideConstraintBlocks(body)
    }

    /// The object's stored property `n` (or its ivar `_n`), running a `lazy var`'s closure or an
    /// Objective-C getter (`viaGetter`) the first time; nil when the class declares no such name.
    func property(_ n: String, of inst: Instance, range: SourceRange, viaGetter: Bool) -> Value? {
        let key = n.hasPrefix("_") ? String(n.dropFirst()) : n
        if viaGetter || !n.hasPrefix("_"), language == .objectiveC, let getter = inst.type.method(key), getter.parameters.isEmpty,
           getter.body != nil, !ran.contains("get:" + key) {
            // An Objective-C getter (`- (UILabel *)titleLabel { if (!_titleLabel) { … } return _titleLabel; }`).
            ran.insert("get:" + key)
            defer { ran.remove("get:" + key) }
            if let v = outsideLoops({ callMethod(getter, on: .instance(inst), arguments: [], range: range) }) {
                name(v, key, byProperty: true)
                return v
            }
        }
        if let v = inst.properties[key] {
            if case .null = v, let zero = zeroWhileInitialising(inst.type.property(key)) { return zero }
            // (The drawn object's number property the app sets: not before its initialiser returns.)
            if case .unknown(let u) = v, u.unsetProperty, let zero = zeroWhileInitialising(inst.type.property(key)) { return zero }
            return v
        }
        if let lazy = inst.pendingLazy.removeValue(forKey: key), let initial = lazy.initial {
            let v = outsideLoops { viewOfDeclaredType(evaluate(initial, in: makeScope(parent: globals), selfValue: .instance(inst)), lazy.type, range: initial.range) }
            name(v, key, byProperty: true)
            inst.properties[key] = v
            return v
        }
        if let p = inst.type.property(key) ?? inst.type.property("_" + key) {
            if let get = p.accessors.first(where: { $0.name == "get" }) {
                return runGetter(get.body, of: key, on: .instance(inst), once: "computed:\(ObjectIdentifier(inst).hashValue):" + key, range: range)
            }
            if let outlet = nibOutlet(p, of: inst) { return outlet }
            return zeroWhileInitialising(p) ?? .null
        }
        return nil
    }

    /// An Objective-C number or struct property nothing has set, read while an initialiser runs
    /// (a cell's initWithStyle:, a view's initWithFrame:): zero, as alloc leaves every ivar, and
    /// no owner can have set it yet (`insets(self.buttonEdgeInsets)`). Nil otherwise.
    func zeroWhileInitialising(_ p: PropertyDecl?) -> Value? {
        guard language == .objectiveC, let p, runningMethods.contains(where: { $0.hasPrefix("init") }) else { return nil }
        return Self.zero(of: p.type?.base)
    }

    /// The zero of a C number or Core Graphics struct type (also `CGRectZero`, `CGRect.zero`); nil
    /// for any other.
    static func zero(of type: String?) -> Value? {
        switch type {
        case "CGFloat", "float", "double", "NSInteger", "NSUInteger", "int", "long", "BOOL", "bool", "NSTimeInterval": return .number(0)
        case "UIEdgeInsets", "NSDirectionalEdgeInsets": return .insets(.zero)
        case "CGSize": return .size(Size(width: 0, height: 0))
        // A UIOffset is kept as a point: `horizontal` is its x, `vertical` its y.
        case "CGPoint", "UIOffset": return .point(Point(x: 0, y: 0))
        case "CGRect": return .rect(Rect(x: 0, y: 0, width: 0, height: 0))
        default: return nil
        }
    }

    /// `x = v`, `self.x = v`, `_x = v`, `view.backgroundColor = v`, `a.b.c = v`.
    func assign(_ target: Expr, _ value: Value, in scope: Scope, selfValue: Value) {
        let v = kept(value)
        switch target.kind {
        case .name(let n):
            if scope.assign(n, v) { name(v, n, byProperty: false); return }
            if case .instance(let inst) = selfValue, inst.type.property(n.hasPrefix("_") ? String(n.dropFirst()) : n) != nil
                || inst.type.property(n) != nil || n.hasPrefix("_") {
                // (Objective-C's bare name is the ivar, `@synthesize titleView;` naming it as the
                // property: assigning it sends no setter.)
                setProperty(n, v, on: inst, range: target.range, toIvar: language == .objectiveC)
                return
            }
            if n == "view", replacesRoot(selfValue, with: v, range: target.range) { return }
            if case .instance = selfValue, Self.implicitSelfMembers.contains(n) || ViewSettings.names.contains(n) {
                setMember(selfValue, n, v, range: target.range)
                return
            }
            // A static property set in its type's static method (`ratio = width / 375`).
            if case .type(let t) = selfValue, ownType(t)?.property(n) != nil {
                setStatic(t, n, v)
                return
            }
            // A file-level variable not read yet (`static CGFloat widthRatio = 0;` that a class
            // method sets): the global, not a new local.
            if globals.values[n] == nil, classes.globals.contains(where: { $0.name == n && !$0.accessors.contains { $0.name == "get" } }) {
                globals.values[n] = v
                storedValuesSet += 1
                return
            }
            scope.values[n] = v
            name(v, n, byProperty: false)
        case .member(let base, let name, _):
            if capturesSuperFrame, name == "frame", case .name("super") = base.kind, case .rect(let r) = v { superFrame = r; return }
            let v = name == "titleTextAttributesTransformer" ? textTransformer(v, range: target.range) : v
            if Self.structFields.contains(name), assignField(base, [name], v, in: scope, selfValue: selfValue) { return }
            if recordsCellSizes, ListPlace.settings.contains(name) { cellSizesSet.append((name, v, target.range.start)) }
            let b = evaluate(base, in: scope, selfValue: selfValue)
            if name == "view", replacesRoot(b, with: v, range: target.range) { return }
            if name == "frame", movesCellsContentView(base, b, to: v, range: target.range) { return }
            // An app's type's static property (`Constants.scale = UIScreen.main.bounds.width / 375`).
            if case .type(let t) = b, ownType(t)?.property(name) != nil {
                setStatic(t, name, v)
                return
            }
            // The object's property, also one its header declares (`self.priceLabel = …` with no
            // `@property` in this file): anything but a view's own setting.
            if case .instance(let inst) = b, inst.type.property(name) != nil || inst.type.property("_" + name) != nil
                || inst.properties[name] != nil
                || !(ViewSettings.names.contains(name) || Self.viewOwnSettings.contains(name) || inst.view != nil && Self.frameCategorySizes.contains(name)) {
                setProperty(name, v, on: inst, range: target.range)
                return
            }
            setMember(b, name, v, range: target.range)
        case .forceUnwrap(let x), .paren(let x), .postfix(_, let x):
            assign(x, v, in: scope, selfValue: selfValue)
        default:
            break
        }
    }

    /// The drawn view controller's `view` given a view of the code's (`self.view = [[UIView alloc]
    /// init];` in `loadView`, `override func loadView() { view = mainView }`): that view is the
    /// controller's root from then on, sized to the screen by UIKit, with what the old one was
    /// given (its colour, views added to it before). False for anything else.
    func replacesRoot(_ owner: Value, with value: Value, range: SourceRange) -> Bool {
        guard role == .viewController, case .instance(let inst) = owner, inst === instance, case .view(let newRoot) = value,
              newRoot !== root, newRoot.superview == nil, !newRoot.isGuide else { return false }
        let old: ViewObject = root
        old.isRoot = false
        newRoot.isRoot = true
        if newRoot.backgroundColor == nil { newRoot.backgroundColor = old.backgroundColor }
        for sub in old.subviews { newRoot.addSubview(sub) }
        root = newRoot
        inst.view = newRoot
        effectCount += 1
        return true
    }

    /// A cell's `contentView.frame = …` (in its `layoutSubviews`, `self.contentView.frame =
    /// self.contentView.frame.inset(by: UIEdgeInsets(top: 0, left: 0, bottom: 10, right: 0))`,
    /// to leave a gap between rows): the content view is that rectangle of the cell, which
    /// keeps the size its table gives it (Materializer draws the content view inside it). False
    /// for anything else.
    func movesCellsContentView(_ base: Expr, _ owner: Value, to value: Value, range: SourceRange) -> Bool {
        guard role == .cell, case .view(let v) = owner, v.isRoot, case .rect(let r) = value else { return false }
        switch base.kind {
        case .name("contentView"), .member(_, "contentView", _): break
        default: return false
        }
        contentViewFrame = (r, range)
        effectCount += 1
        return true
    }

    func setStatic(_ type: String, _ name: String, _ v: Value) {
        if Self.shapesFrames(v) { effectCount += 1 } else { ignoredCount += 1 }
        storedValuesSet += 1
        statics[type + "." + name] = v
    }

    /// A property typed as a view whose value only the running app gives (`lazy var field:
    /// CustomTextField = { factory.makeTextField(with: model) }()`): a view of that type, made
    /// where it is declared, so its constraints are kept.
    func viewOfDeclaredType(_ v: Value, _ type: TypeName?, range: SourceRange) -> Value {
        guard case .unknown = v, let t = type?.base, isViewClass(t) else { return v }
        return .view(makeView(t, range: range))
    }

    /// Whether the file assigns `name` anywhere (`_icon = …`, `_icon=…`; not `_icon == nil`).
    func assignsInFile(_ name: String) -> Bool {
        if let known = assignedNames[name] { return known }
        let bytes = source.bytes
        var found = false
        var from = 0
        while !found, let k = source.offset(of: name, from: from) {
            from = k + 1
            var j = k + name.utf8.count
            while j < bytes.count, bytes[j] == UInt8(ascii: " ") { j += 1 }
            found = j + 1 < bytes.count && bytes[j] == UInt8(ascii: "=") && bytes[j + 1] != UInt8(ascii: "=")
        }
        assignedNames[name] = found
        return found
    }

    /// Whether keeping a value can change a frame or a picture: a view, a number, a size, a
    /// colour, text, a kept constraint, a block; not an empty list, data, nil or an unknown.
    static func shapesFrames(_ v: Value) -> Bool {
        switch v {
        case .null, .unknown, .symbol, .type, .instance: return false
        case .array(let items): return items.contains { shapesFrames($0) }
        default: return true
        }
    }

    /// A computed property's getter run with `selfValue` as `self`. A getter that reads itself, or
    /// another that reads it back (`var x: T { y }`, `var y: T { x }`), would never end: `once`
    /// names this reading, and one already under way is a value only the app knows.
    func runGetter(_ body: [Stmt], of name: String, on selfValue: Value, once: String, range: SourceRange) -> Value {
        guard ran.insert(once).inserted, callDepth < Self.maxCallDepth else {
            return .unknown(Unknown(name: name, range: range, why: "a computed property that reads itself"))
        }
        callDepth += 1
        defer { ran.remove(once); callDepth -= 1 }
        let scope = makeScope(parent: globals)
        if case .returned(let v?) = run(body, in: scope, selfValue: selfValue) { return v }
        if body.count == 1, case .expression(let e) = body[0].kind { return evaluate(e, in: scope, selfValue: selfValue) }
        return .unknown(Unknown(name: name, range: range, why: "a computed property"))
    }

    func setProperty(_ n: String, _ value: Value, on inst: Instance, range: SourceRange, toIvar: Bool = false) {
        let key = n.hasPrefix("_") ? String(n.dropFirst()) : n
        // A property declared as a view (`@property UIButton *btnClose`) holds one whatever an
        // app's builder returns (`[UIButton mm_buttonWithTarget:…]`, defined in another file).
        let v = viewOfDeclaredType(value, inst.type.property(key)?.type ?? inst.type.property("_" + key)?.type, range: range)
        if Self.shapesFrames(v) { effectCount += 1 } else { ignoredCount += 1 }
        // An Objective-C setter the class writes (`- (void)setModel:(Model *)model`) runs.
        if !n.hasPrefix("_"), !toIvar, language == .objectiveC, let setter = inst.type.method("set" + key.prefix(1).uppercased() + key.dropFirst() + ":"),
           !ran.contains("set:" + key) {
            ran.insert("set:" + key)
            defer { ran.remove("set:" + key) }
            inst.properties[key] = v
            _ = callMethod(setter, on: .instance(inst), arguments: [v], range: range)
            return
        }
        inst.properties[key] = v
        inst.pendingLazy[key] = nil
        name(v, key, byProperty: true)
    }
}
