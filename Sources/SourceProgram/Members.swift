import Layout
import SourceSyntax
import Scene

/// `value.name`: an object's properties and its view's, UIKit's views' geometry and guides,
/// Masonry's `mas_` attributes and SnapKit's `snp`, sizes' and rects' parts, types' constants.
extension Interpreter {
    func member(_ base: Value, _ name: String, range: SourceRange, scope: Scope, selfValue: Value, viaSuper: Bool = false) -> Value {
        // `weakSelf.self.serviceLabel`: NSObject's `-self` (and Swift's `x.self`) is the object.
        if name == "self", !base.isUnknown { return base }
        // `self.class` (Objective-C's `-class` as a property): the object's class, whose class
        // methods follow (`[self.class navigationHeight]`).
        if name == "class", let type = ownClassName(of: base) { return .type(type) }
        // `uname(&systemInfo)`'s `systemInfo.machine`: the model identifier of the device drawn.
        if case .symbol(Self.unameResult) = base, name == "machine" {
            guard let machine = DevicePreset.machineIdentifier(deviceName) else {
                return .unknown(Unknown(name: source.text(range), range: range, why: "the model identifier of a device masrender has none for"))
            }
            consultedTraits.append("an \(deviceName): its model identifier (uname's machine) \"\(machine)\"")
            deviceNamesRead.append(("its model identifier (uname's machine) is \"\(machine)\"", range))
            return .string(machine)
        }
        // `loginBg.size.width`, `v.origin.y`: an app's frame category's struct (not Masonry's
        // shorthand attribute, which has no such member), where the frame is known.
        if case .attribute(.view(let v), let a) = base, a.name == "size" || a.name == "origin",
           let value = frameCategoryValue(v, a.name, range: range), let field = geometryMember(value, name) {
            return field
        }
        switch base {
        case .unknown(let u):
            return unknownMember(u, name, range: range)
        case .instance(let inst):
            return instanceMember(inst, name, range: range, scope: scope, selfValue: selfValue, viaSuper: viaSuper)
        case .view(let v):
            // The view's traits are the device's (`traitCollection.horizontalSizeClass`).
            if name == "traitCollection" { return .type("UITraitCollection.current") }
            // A chaining builder on the view (Interpreter.chainBuilders): `.chain` starts it, `.build` ends it.
            if name == "chain" { chainBuilders.insert(ObjectIdentifier(v)); return base }
            if name == "build", chainBuilders.contains(ObjectIdentifier(v)) { return base }
            // A property of an own view's class (`header.titleLabel`).
            if let inst = v.instance, inst.type.property(name) != nil || inst.type.property("_" + name) != nil || inst.properties[name] != nil,
               let found = property(name, of: inst, range: range, viaGetter: true) { return found }
            return viewMember(v, name, range: range)
        case .symbol(let s) where name == "rawValue" && enumRawValue(s, range: range) != nil:
            return enumRawValue(s, range: range)!
        case .symbol(let s) where enumComputedProperty(of: s, name) != nil:
            // An app's enum case's computed property (`layout.side` with `layout` `.large` and
            // `var side: CGFloat { switch self { case .small: 20; case .large: 46 } }`): its
            // getter, run with the case as `self`.
            let getter = enumComputedProperty(of: s, name)!
            return runGetter(getter, of: name, on: base, once: "enum:\(s).\(name)", range: range)
        case .symbol(let s) where ["isLandscape", "isPortrait", "isFlat", "isValidInterfaceOrientation"].contains(name) && s.hasPrefix("orientation."):
            // The device drawn, upright or on its side (`UIDevice.current.orientation.isLandscape`).
            let landscape = s.hasSuffix("landscapeLeft")
            switch name {
            case "isLandscape": return .bool(landscape)
            case "isPortrait": return .bool(!landscape)
            case "isFlat": return .bool(false)
            default: return .bool(true)
            }
        case .symbol(let s) where name == "isAccessibilityCategory":
            guard let category = ContentSizeCategory(name: s.split(separator: ".").last.map(String.init) ?? s) else { break }
            consultedTraits.append("text size \(contentSizeCategory.name)")
            return .bool(category.isAccessibilityCategory)
        case .symbol(let s) where Self.isUIKitEnumMember(s, name):
            // A UIKit enum's case written with its type (`UIStackView.Distribution.fillEqually`).
            return .symbol(s + "." + name)
        case .maker(let m):
            return makerMember(m, name, range: range)
        case .chain(let c):
            return chainMember(c, name, range: range)
        case .snp(.guide(let v, let g)) where g == "topLayoutGuide" || g == "bottomLayoutGuide" || g == "keyboardLayoutGuide":
            return oldLayoutGuide(g, of: v, name, range: range)
        case .snp(let t):
            if name == "edges" || ChainAttribute.chainWord(name) != nil { return .attribute(t, ChainAttribute.chainWord(name) ?? .edges) }
            if name == "safeAreaLayoutGuide" { return .guide(.safeArea(t.owner)) }
            return .unknown(Unknown(name: source.text(range), range: range, why: "SnapKit's"))
        case .guide(let t):
            if name == "snp" { return .snp(t) }
            if let a = ChainAttribute.chainWord(name) ?? Self.anchorAttribute(name) { return .attribute(t, a) }
            if case .safeArea(let v) = t, name == "layoutFrame" { return .rect(Rect(x: 0, y: v.isRoot ? safeArea.top : 0, width: screen.width, height: screen.height - safeArea.top - safeArea.bottom)) }
            return .unknown(Unknown(name: source.text(range), range: range, why: "a guide's value"))
        case .size, .point, .rect, .insets:
            if let v = geometryMember(base, name) { return v }
        case .type(let t):
            // A computed property an app's extension adds to UIKit's shared objects (`extension
            // UIDevice { var deviceTypeHeight: DeviceType { switch UIScreen.main.nativeBounds.height
            // … } }` on `UIDevice.current`): its getter, with the object as `self`.
            if Self.sharedObjects.contains(t), let v = extensionProperty(on: base, name, range: range) { return v }
            return typeMember(t, name, range: range)
        case .image, .array, .string, .number, .integer, .constraint, .font:
            if let v = valueMember(base, name, range: range) { return v }
        case .null:
            // Objective-C's message to nil answers 0: `nil.length`, `nil.count` (a text field
            // given no placeholder: `_txtField.placeholder.length > 0` is false).
            if language == .objectiveC, name == "length" || name == "count" { return .integer(0) }
            return .null
        default:
            break
        }
        return .unknown(Unknown(name: source.text(range), range: range, why: "a value only the running app knows"))
    }

    /// The getter of the app's enum computed property `name` for the case `symbol` (`.large`,
    /// `Layout.large`): of the enum the symbol names, else the one enum of the app having both the
    /// case and the property. Nil when none or more than one could be meant.
    func enumComputedProperty(of symbol: String, _ name: String) -> [Stmt]? {
        // The app's enums with a computed property of each name, found once (member access on a
        // symbol is common; most names are no enum's property).
        if enumGetterOwners == nil {
            var owners: [String: [ClassInfo]] = [:]
            for t in classes.classes.values.flatMap({ [$0] + $0.nestedTypes.values }) where t.kind == .enumType {
                for p in t.properties where p.accessors.contains(where: { $0.name == "get" }) { owners[p.name, default: []].append(t) }
            }
            enumGetterOwners = owners
        }
        guard let owners = enumGetterOwners?[name] else { return nil }
        let parts = symbol.split(separator: ".").map(String.init)
        guard let caseName = parts.last else { return nil }
        let named = parts.count > 1 ? ownType(parts.dropLast().joined(separator: ".")) : nil
        let matching = owners.filter { t in (named == nil || named === t) && t.enumCases.contains { $0.name == caseName } }
        guard matching.count == 1 else { return nil }
        return matching[0].property(name)?.accessors.first { $0.name == "get" }?.body
    }

    /// A size's, point's, rect's or insets' part (`frame.size.width`, `bounds.midX`, `padding.top`).
    func geometryMember(_ base: Value, _ name: String) -> Value? {
        switch base {
        case .size(let s):
            switch name {
            case "width": return .number(s.width)
            case "height": return .number(s.height)
            default: return nil
            }
        case .point(let p):
            switch name {
            case "x", "horizontal": return .number(p.x)
            case "y", "vertical": return .number(p.y)
            default: return nil
            }
        case .rect(let r):
            switch name {
            case "size": return .size(r.size)
            case "origin": return .point(r.origin)
            case "width": return .number(r.width)
            case "height": return .number(r.height)
            case "minX", "x": return .number(r.minX)
            case "minY", "y": return .number(r.minY)
            case "maxX": return .number(r.minX + r.width)
            case "maxY": return .number(r.minY + r.height)
            case "midX": return .number(r.minX + r.width / 2)
            case "midY": return .number(r.minY + r.height / 2)
            default: return nil
            }
        case .insets(let i):
            switch name {
            case "top": return .number(i.top)
            case "left", "leading": return .number(i.left)
            case "bottom": return .number(i.bottom)
            case "right", "trailing": return .number(i.right)
            default: return nil
            }
        default: return nil
        }
    }

    /// NSString's number readers, and which give a whole number.
    static let stringNumberReaders: [String: Bool] = ["floatValue": false, "doubleValue": false, "intValue": true, "integerValue": true]

    /// NSString's `floatValue`/`intValue`: the number at the text's start (0 when none), as
    /// NSScanner reads it.
    static func leadingNumber(_ s: String, whole: Bool) -> Value {
        var digits = ""
        for c in s.drop(while: { $0 == " " }) {
            if c.isNumber || (c == "-" && digits.isEmpty) || (c == "." && !whole && !digits.contains(".")) { digits.append(c) } else { break }
        }
        let n = Double(digits) ?? 0
        return whole ? .integer(n.rounded(.towardZero)) : .number(n)
    }

    func viewMember(_ v: ViewObject, _ name: String, range: SourceRange) -> Value {
        switch name {
        case "intrinsicContentSize" where v.className.hasSuffix("Label") && v.text != nil:
            return labelSize(v, fitting: nil, range: range, asked: name)
        case "snp": return .snp(.view(v))
        case "safeAreaLayoutGuide", "mas_safeAreaLayoutGuide": return .guide(.safeArea(v))
        case "layoutMarginsGuide": return .guide(.margins(v))
        case "contentLayoutGuide", "frameLayoutGuide", "topLayoutGuide", "bottomLayoutGuide", "keyboardLayoutGuide", "readableContentGuide":
            return .guide(.guide(v, name))
        case "superview": return v.superview.map(Value.view) ?? .null
        case "subviews": return .array(v.subviews.map(Value.view))
        case "arrangedSubviews": return .array(v.arranged.map(Value.view))
        case "tableHeaderView", "tableFooterView":
            return v.subviews.last { $0.tableSlot?.isFooter == (name == "tableFooterView") }.map(Value.view) ?? .null
        case "contentView", "view": return contentView(v, asked: name)
        case "center":
            // The frame's middle, in its superview's coordinates (UIView.center): the screen's
            // middle for a screen's root (`view.center.x - width / 2`, an alert centred by frame).
            guard case .rect(let f) = viewMember(v, "frame", range: range) else {
                return .unknown(Unknown(name: (v.name ?? "view") + ".center", range: range, why: "a frame Auto Layout gives only when the app runs"))
            }
            return .point(Point(x: f.midX, y: f.midY))
        case "frame", "bounds":
            // After a layout pass (`[self.view layoutIfNeeded]`), a view its constraints place is
            // where Auto Layout put it, whatever frame its code made it with (`initWithFrame:CGRectZero`).
            // (`bounds` is the frame's size at the origin.)
            let asked = { (f: Rect) in Value.rect(name == "bounds" ? Rect(origin: .zero, size: f.size) : f) }
            // A tab bar controller's bar while the controller loads: UITabBar's standard 49.
            if v === ownTabBarView, role == .viewController, !rootSizedByUIKit, let f = v.frame {
                return asked(Rect(x: f.minX, y: rootFrameAsRead(range: range).height - 49, width: f.width, height: 49))
            }
            let solved = solvedFrames[ObjectIdentifier(v)]
            let placedByConstraints = solved != nil && v.frame != nil && events.contains { if case .block(let m) = $0 { return m.view === v && !m.chains.isEmpty } else { return false } }
            if let f = placedByConstraints ? solved : v.frame ?? solved ?? frameBeforeLayout(of: v, readAt: range) { return asked(f) }
            if v.isRoot {
                if role != .viewController { sayRootFrameTaken(name, range: range) }
                return asked(rootFrameAsRead(range: range))
            }
            return .unknown(Unknown(name: (v.name ?? "view") + "." + name, range: range, why: "a frame Auto Layout gives only when the app runs"))
        case "text", "placeholder":
            // A field this file's code made and gave no text nor placeholder has none (nil:
            // `.length` 0), as UIKit makes it; one given either may hold it (they are kept as one
            // text here). One another file's class makes is given its text by code that may run
            // before UIKit lays it out (an owner's `slider.titleL.text = …` before the slider's
            // `layoutSubviews` reads it): the app's.
            let madeHere = !v.isImplicit && source.isOwn(v.made.start)
            if name == "text" {
                if let text = v.text { return .string(text) }
                return madeHere || v.isImplicit ? .null : .unknown(Unknown(name: (v.name ?? v.className) + ".text", range: range, why: "a text the app gives it"))
            }
            if v.text == nil, madeHere { return .null }
            return .unknown(Unknown(name: (v.name ?? v.className) + ".placeholder", range: range, why: "a placeholder only the running app knows"))
        case "configuration" where v.className.hasSuffix("Button"): return v.configuration.map(Value.buttonConfiguration) ?? .null
        case "font": return v.font.map(Value.font) ?? .font(LabelContent.defaultFont)
        case "backgroundColor": return v.backgroundColor.map(Value.color) ?? .null
        case "isHidden", "hidden": return .bool(v.hidden)
        case "tag": return .number(Double(v.tag))
        case "layoutMargins", "directionalLayoutMargins": return .insets(layoutMarginsAsRead(v))
        // (A window the app makes at launch, `self.window = [[UIWindow alloc] initWithFrame:…]`,
        // fills the screen: its insets are the device's, which a notch test reads.)
        case "safeAreaInsets": return .insets(v.isRoot || v.uikitClassName == "UIWindow" ? safeArea : .zero)
        case "alignmentRectInsets":
            // Its class's override, else UIKit's control's (a switch's), else none (UIView's).
            return .insets(v.ownAlignmentInsets ?? UIKitControl(className: v.className, largeIndicator: v.largeIndicator, pages: v.pageCount ?? 0)?.alignmentRectInsets ?? .zero)
        case "mas_safeAreaLayoutGuideTop": return .attribute(.safeArea(v), ChainAttribute(.top))
        case "mas_safeAreaLayoutGuideBottom": return .attribute(.safeArea(v), ChainAttribute(.bottom))
        case "mas_safeAreaLayoutGuideLeft": return .attribute(.safeArea(v), ChainAttribute(.left))
        case "mas_safeAreaLayoutGuideRight": return .attribute(.safeArea(v), ChainAttribute(.right))
        case "mas_topLayoutGuide", "mas_topLayoutGuideBottom": return .attribute(.safeArea(v), ChainAttribute(.top))
        case "mas_bottomLayoutGuide", "mas_bottomLayoutGuideTop": return .attribute(.safeArea(v), ChainAttribute(.bottom))
        case "layer", "titleLabel", "imageView", "textLabel": return .view(v)
        case "traitCollection": return .type("UITraitCollection.current")
        case "effectiveUserInterfaceLayoutDirection": return .symbol("leftToRight")
        default:
            if name.hasPrefix("mas_safeAreaLayoutGuide"), let a = ChainAttribute.chainWord(String(name.dropFirst(23)).prefix(1).lowercased() + name.dropFirst(24)) {
                return .attribute(.safeArea(v), a)
            }
            if name.hasPrefix("mas_"), let a = ChainAttribute.chainWord(name) { return .attribute(.view(v), a) }
            // An app's frame category (UIView+Frame: `self.view.width - 4`, `header.bottom + 10`)
            // where the file does not turn Masonry's shorthand on and the frame is known.
            // Swift has no shorthand; Objective-C's `view.top` may be Masonry's (MAS_SHORTHAND in a
            // prefix header this file does not show), so there an attribute used as a number is
            // the frame's (Interpreter.asFrameNumber).
            if language == .swift || !masonryShorthand && ChainAttribute.chainWord(name) == nil,
               let value = frameCategoryValue(v, name, range: range) { return value }
            // Without MAS_SHORTHAND, an app's UIView category that declares the name
            // (UIView+Frame's `- (CGFloat)right`) is what `bgView.right` sends: its number (a view
            // not yet laid out reads CGRectZero), as the compiled app has it.
            if language == .objectiveC, !masonryShorthand, ChainAttribute.chainWord(name) != nil, categoryDeclaresGetter(name),
               let value = extensionProperty(on: .view(v), name, range: range), value.number != nil { return value }
            // Masonry's shorthand (MAS_SHORTHAND): `view.top` is `view.mas_top`.
            if language == .objectiveC, let a = ChainAttribute.chainWord(name) { return .attribute(.view(v), a) }
            if name.hasPrefix("snp_"), let a = ChainAttribute.chainWord(String(name.dropFirst(4))) { return .attribute(.view(v), a) }
            if let a = Self.anchorAttribute(name) { return .attribute(.view(v), a) }
            if let value = extensionProperty(on: .view(v), name, range: range) { return value }
            if let value = v.settings[name] { return value }
            // An app's extension in a file not at hand (`var safeArea: ConstraintBasicAttributesDSL
            // { safeAreaLayoutGuide.snp }`): `view.safeArea.top` is the safe area's, as its name says.
            if ["safeArea", "safeAreaGuide", "safeGuide", "safeLayoutGuide", "mas_safeArea", "snp_safeArea"].contains(name) {
                take(.guideName, name, at: range)
                return .guide(.safeArea(v))
            }
            return .unknown(Unknown(name: (v.name ?? "view") + "." + name, range: range, why: "a view's value only the running app knows"))
        }
    }

    var rootHeight: Double { givenSize?.size.height ?? askedHeight ?? (role == .cell ? 44 : screen.height) }
    /// The root's width: the screen's, unless another file gives the view its size.
    var rootWidth: Double { givenSize?.size.width ?? screen.width }

    /// A view's `contentView` or `view` (a cell's, a controller's: the view itself here), noting
    /// that code named the drawn cell's contentView (ProgramReader's standard row).
    func contentView(_ v: ViewObject, asked name: String) -> Value {
        if name == "contentView", v.isRoot { contentViewNamed = true }
        return .view(v)
    }

    /// The frame code knows a view has: one it set, else the drawn view's, the picture's.
    func knownFrame(of v: ViewObject, readAt range: SourceRange = .none) -> Rect? {
        v.frame ?? solvedFrames[ObjectIdentifier(v)] ?? (v.isRoot ? rootFrameAsRead(range: range) : nil)
    }

    /// A view's `layoutMargins` as code reads them: those it set, else UIView's 8; a root's
    /// measured from its safe area (`insetsLayoutMarginsFromSafeArea`), and a controller's root
    /// at least the system minimum, 16 at the sides (20 from 414 wide) and none at the top and
    /// bottom: (59, 16, 34, 16) on an iPhone 15, what `view.layoutMargins` reports once the view
    /// is on screen (View.viewControllerRootMargins; the margins guide is the same).
    /// (Materializer gives the drawn root these, with the safe area it is drawn with.)
    func layoutMarginsAsRead(_ v: ViewObject, safeArea: EdgeInsets? = nil, width: Double? = nil) -> EdgeInsets {
        let eight = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        guard v.isRoot else { return v.margins ?? eight }
        let inset = v.marginsFromSafeArea ? safeArea ?? self.safeArea : .zero
        var own = v.margins ?? eight
        if role == .viewController, v.respectsSystemMinimumMargins {
            let floor = View.viewControllerRootMargins(width: width ?? rootWidth, safeArea: .zero)
            let set = v.margins ?? .zero
            own = EdgeInsets(top: max(set.top, floor.top), left: max(set.left, floor.left), bottom: max(set.bottom, floor.bottom), right: max(set.right, floor.right))
        }
        return EdgeInsets(top: inset.top + own.top, left: inset.left + own.left, bottom: inset.bottom + own.bottom, right: inset.right + own.right)
    }

    /// A tab bar controller's own bar: a UITabBar across the bottom of its view, 49 tall over
    /// the home indicator's inset as UIKit lays it out (83 on an iPhone 15), said once. While the
    /// controller loads it is UITabBar's standard 49 (viewMember): UIKit adds the inset when it
    /// lays the bar out.
    func ownTabBar(in root: ViewObject) -> ViewObject {
        if let bar = ownTabBarView { return bar }
        let bar = madeElsewhere("tabBar", "UITabBar", range: root.made)
        let height = CodeNames.SystemBar.tabBar.height(on: safeArea)
        bar.frame = Rect(x: 0, y: rootHeight - height, width: rootWidth, height: height)
        root.addSubview(bar)
        ownTabBarView = bar
        deviceNamesRead.append(("the tab bar controller's tab bar is \(formatNumber(height)) tall across the bottom, 49 over the home indicator (49 while the controller loads)", root.made))
        return bar
    }

    /// The root's frame when code reads it: the drawn size, but a storyboard's or nib's
    /// controller's view while it loads is the size the document stores (UIKit sizes it to the
    /// screen only before it appears), said once.
    func rootFrameAsRead(range: SourceRange) -> Rect {
        if role == .viewController, !rootSizedByUIKit {
            readRootFrameWhileLoading = true
            if let loaded = loadedRootSize {
                if !loadedRootSaid {
                    loadedRootSaid = true
                    note(range, "the controller's view is \(formatPoints(loaded.size.width)) × \(formatPoints(loaded.size.height)) while it loads: \(loaded.by), as UIKit loads it (it sizes it to the screen before it appears)")
                }
                return Rect(x: 0, y: 0, width: loaded.size.width, height: loaded.size.height)
            }
        }
        return Rect(x: 0, y: 0, width: rootWidth, height: rootHeight)
    }

    /// A view the code made with no frame (`[UIView new]`, `UIView()`), read before any layout
    /// pass placed it: CGRectZero, as on a device, where Auto Layout sets frames only when it
    /// lays out (`make.centerX.mas_offset(self.notOrderView.centerX)` in the set-up is an offset
    /// of 0), said once for each view. Nil for a view made elsewhere (a nib's, another file's),
    /// the drawn one, one whose frame the running app gives, a child controller's: only one its
    /// code made with an initialiser.
    func frameBeforeLayout(of v: ViewObject, readAt range: SourceRange) -> Rect? {
        guard v.madeByInitialiser, !v.isRoot, !v.isImplicit, !v.frameUnknown, v.childControllerClass == nil, v.tableSlot == nil, v.frame == nil,
              solvedFrames[ObjectIdentifier(v)] == nil else { return nil }
        if zeroFramesSaid.insert(ObjectIdentifier(v)).inserted {
            note(range, "\(v.name ?? v.className)'s frame is read before Auto Layout has placed it: CGRectZero then, as on a device")
        }
        return .zero
    }

    /// A frame category's getter (`x`, `y`, `width`, `height`, `left`, `top`, `right`, `bottom`,
    /// `centerX`, `centerY`, `size`, `origin`) of a view whose frame is known: the root's (the
    /// screen's, said for a view's own) or one the code set. Nil otherwise.
    /// `beforeLayout`: a view not yet placed reads CGRectZero (frameBeforeLayout) — where the
    /// getter is certainly the category's (a number asked for), not a name it may not have.
    func frameCategoryValue(_ v: ViewObject, _ name: String, range: SourceRange, beforeLayout: Bool = false) -> Value? {
        guard Self.frameCategoryGetters.contains(name),
              let f = knownFrame(of: v, readAt: range) ?? (beforeLayout ? frameBeforeLayout(of: v, readAt: range) : nil) else { return nil }
        if v.frame == nil, v.isRoot, role != .viewController { sayRootFrameTaken(name, range: range) }
        switch name {
        case "x", "left": return .number(f.minX)
        case "y", "top": return .number(f.minY)
        case "width": return .number(f.width)
        case "height": return .number(f.height)
        case "right": return .number(f.maxX)
        case "bottom": return .number(f.maxY)
        case "centerX": return .number(f.minX + f.width / 2)
        case "centerY": return .number(f.minY + f.height / 2)
        case "size": return .size(f.size)
        default: return .point(f.origin)
        }
    }

    /// An Objective-C view's attribute used as a number (`self.view.width - 4`, `CGRectMake(0, 0,
    /// self.width, 50)`): an app's frame category's getter, where the frame is known.
    func asFrameNumber(_ value: Value, range: SourceRange) -> Value {
        guard language == .objectiveC, case .attribute(.view(let v), let a) = value, let n = frameCategoryValue(v, a.name, range: range, beforeLayout: true) else { return value }
        return n
    }

    static let frameCategoryGetters: Set<String> = ["x", "y", "width", "height", "left", "top", "right", "bottom", "centerX", "centerY", "size", "origin"]

    /// The old guides are the safe area's edges: the top guide's bottom is its top, the bottom
    /// guide's top its bottom; their other edges are the view's.
    func oldLayoutGuide(_ guide: String, of v: ViewObject, _ name: String, range: SourceRange) -> Value {
        switch (guide, name) {
        case ("topLayoutGuide", "bottom"): return .attribute(.safeArea(v), ChainAttribute(.top))
        case ("bottomLayoutGuide", "top"): return .attribute(.safeArea(v), ChainAttribute(.bottom))
        // Drawn with the keyboard hidden: its guide's top is the safe area's bottom (said once).
        case ("keyboardLayoutGuide", "top"):
            if !keyboardSaid {
                keyboardSaid = true
                // Said where the guide is named.
                let at = source.offset(of: "keyboardLayoutGuide", from: range.start, before: range.end) ?? range.start
                note(SourceRange(at, at), "drawn with the keyboard hidden: keyboardLayoutGuide's top is the safe area's bottom, as UIKit places it then")
            }
            return .attribute(.safeArea(v), ChainAttribute(.bottom))
        default: return ChainAttribute.chainWord(name).map { .attribute(.view(v), $0) } ?? .unknown(Unknown(name: guide + "." + name, range: range, why: "a layout guide's value"))
        }
    }

    func typeMember(_ t: String, _ name: String, range: SourceRange) -> Value {
        if t == "UIColor", let c = Color.uikit(named: name) { return .color(c) }
        if ownType(t)?.nestedTypes[name] != nil { return .type(t + "." + name) }
        // A type's alias for another (`Constant.Constraint`, `typealias Constraint = ConstraintConstant`).
        if let aliased = ownType(t)?.typeAliases[name] { return .type(aliased) }
        // An app's enum's case (`OrrPd.pd16`), whose raw value its `rawValue` gives.
        if let info = enumType(t), info.enumCases.contains(where: { $0.name == name }) { return .symbol(t + "." + name) }
        if let kept = statics[t + "." + name] { return kept }
        if let info = ownType(t), let p = info.property(name) {
            if let initial = p.initial {
                // Initialised once, on first use, as Swift does.
                usedDefinition(t + "." + name, at: initial.range.start)
                // With the type as `self` (`Self.ratio * screenWidth` beside it).
                // (Outside the constraint block it may first be read in.)
                let v = outsideConstraintBlocks { declared(evaluate(initial, declaredAs: p.type, in: globals, selfValue: .type(t)), type: p.type, initial: initial) }
                statics[t + "." + name] = v
                // A view kept in a type's static (`static let sharedLogView = CHLogView()`) is
                // named by it, as a property names the view it keeps.
                let kept: ViewObject? = switch v {
                case .view(let view): view
                case .instance(let inst): inst.view.flatMap { $0.childControllerClass == nil ? $0 : nil }
                default: nil
                }
                if let kept, kept.name == nil {
                    self.name(.view(kept), name, byProperty: true)
                    kept.namedByStatic = true
                }
                return v
            }
            // A static computed property (`static var navBarHeight: Int { return 44 }`): its
            // getter, with the type as `self`, each time it is read.
            if let get = p.accessors.first(where: { $0.name == "get" }), ((info.propertyOwner(name) ?? info).propertyModifiers[name] ?? []).contains(where: { $0 == "static" || $0 == "class" }) {
                if let at = get.body.first?.range.start { usedDefinition(t + "." + name, at: at) }
                return runGetter(get.body, of: t + "." + name, on: .type(t), once: "static-get:\(t).\(name)", range: range)
            }
        }
        if name == "new" { return construct(t, [], range: range) }
        // Objective-C's dot syntax for a class method that takes nothing (`LZApp.shareInstance`,
        // `Theme.current.barHeight`): the method, as the message `[LZApp shareInstance]` is.
        if language == .objectiveC, let f = ownClassMethod(t, name, key: name, labels: []), f.parameters.isEmpty {
            return callMethod(f, on: .type(t), arguments: [], range: range) ?? .null
        }
        if t.hasSuffix("Priority"), let p = LayoutPriority.named(name) { return .number(p) }
        if name == "alloc" || name == "class" || name == "self" { return .type(t) }
        if t == "UIColor" || t == "UIFont", name.hasSuffix("Color") { return Color.uikit(named: name).map(Value.color) ?? .unknown(Unknown(name: t + "." + name, range: range, why: "a colour the file does not define")) }
        if let v = deviceMember(t, name, range: range) { return v }
        switch (t, name) {
        case ("CGRect", "zero"), ("CGSize", "zero"), ("CGPoint", "zero"), ("UIOffset", "zero"), ("UIEdgeInsets", "zero"), ("NSDirectionalEdgeInsets", "zero"):
            return Self.zero(of: t)!
        case ("CGFloat", "greatestFiniteMagnitude"), ("CGFloat", "infinity"): return .number(Double(Float.greatestFiniteMagnitude))
        // The smallest positive CGFloat (a table's "no header" height): as good as 0 for a frame.
        case ("CGFloat", "leastNormalMagnitude"), ("CGFloat", "leastNonzeroMagnitude"), ("Double", "leastNormalMagnitude"), ("Float", "leastNormalMagnitude"):
            return .number(Double(Float.leastNormalMagnitude))
        case ("UIView", "noIntrinsicMetric"): return .number(-1)
        case ("UIButton", "Configuration"): return .type("UIButton.Configuration")
        default:
            if let side = screenName(t + "." + name, range: range) { return side }
            if Self.isUIKitEnumMember(t, name) { return .symbol(t + "." + name) }
            // A system bar's height another file's type gives (`UI.statusAndNavBarHeight`,
            // `Const.kTabBarHeight`): what its name says, as a global of that name is.
            if ownType(t) == nil, let bar = systemBarName(name, range: range) { return bar }
            return .unknown(Unknown(name: t + "." + name, range: range, why: "defined in another file", origin: .otherFile))
        }
    }
}

extension Interpreter {
    /// A view's or cell's own frame is what its owner gives it when the app runs (a view
    /// controller's view is the screen's from `loadView` on, so that one is not said): taken as
    /// the picture's, said once, with the `--set` that gives another.
    func sayRootFrameTaken(_ name: String, range: SourceRange) {
        guard warned.insert("root frame taken").inserted else { return }
        let written = source.text(range).filter { !$0.isWhitespace }
        let owner = instance.map { $0.type.name } ?? "the drawn view"
        let taken = givenSize.map { "taken as the size \($0.by), " } ?? "taken as the picture's, "
        // Its `frame` or `bounds` read as written take `--set frame.width=…`; a frame category's
        // getter (`self.width`, read inside `@(-self.width / 2)`) is the picture's size, `--size`.
        let another = name == "frame" || name == "bounds" ? "\(hints.value(written + ".width", "VALUE")) or \(hints.value(written + ".height", "VALUE"))"
            : "\(hints.size()) WxH"
        warn(range, "\(owner)'s \(name) \(name == "bounds" ? "are" : "is") the frame its owner gives it when the app runs: \(taken)"
            + "\(formatPoints(rootWidth)) × \(formatPoints(rootHeight)); give another with \(another)")
    }
}

extension Interpreter {
    /// Enum types' endings in UIKit and Foundation (`UIStackView.Distribution`, `UIFont.Weight`).
    static let enumTypeEndings = ["Style", "Mode", "Type", "Alignment", "Distribution", "Axis", "State", "Weight", "Attribute",
                                  "Relation", "Direction", "Position", "Category", "Idiom", "Class", "Options", "Edge", "Format"]

    /// A member UIKit names (`UIStackView.Distribution`, `.fillEqually` of it, `UIFont.Weight.bold`):
    /// a nested type, or a case of an enum type; not an app's own constant on a type that only
    /// looks like UIKit's (`UIConstants.layout`, an extension's `CGFloat.margin48`).
    static func isUIKitEnumMember(_ type: String, _ name: String) -> Bool {
        guard type.hasPrefix("UI") || type.hasPrefix("NS") || type.hasPrefix("CG"), let first = name.first else { return false }
        if first.isUppercase { return !["CGFloat", "CGSize", "CGPoint", "CGRect"].contains(type) }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        return last.first?.isUppercase == true && (type.contains(".") || enumTypeEndings.contains { last.hasSuffix($0) })
    }
}

extension Interpreter {
    /// A member of a value this reader does not know: a view when the name says the value is one
    /// (`x.snp`, `x.mas_top`), else unknown too, named as written where that is a plain path
    /// (`config.width`), so a given value takes it.
    func unknownMember(_ u: Unknown, _ name: String, range: SourceRange) -> Value {
        // The app's window however it reaches it (`g_window()`, `UIApplication.shared.keyWindow`,
        // `appDelegate.window`): it fills the screen, so its safe area is the device's.
        if name == "safeAreaInsets", u.name.lowercased().includes("window") { return .insets(safeArea) }
        // `self.navigationController.navigationBar.frame.size.height`, `self.tabBarController
        // .tabBar.frame`: code asks for a bar's geometry when the app shows the controller in
        // one, so the bar is UIKit's standard one (DeviceMembers), said; no bar is drawn.
        if u.container == .navigation, name == "navigationBar" { return .type("UINavigationBar.shown") }
        if u.container == .tabBar, name == "tabBar" { return .type("UITabBar.shown") }
        // A system bar's height through a name another file defines (`UI.statusAndNavBarHeight`,
        // an all-capitals type): what its name says, as a global of that name is.
        if u.origin == .otherFile, !u.name.contains("."), let bar = systemBarName(name, range: range) { return bar }
        if name == "snp" || name.hasPrefix("mas_") || name.hasPrefix("snp_") || name == "safeAreaLayoutGuide", let v = implicitView(u) {
            return viewMember(v, name, range: range)
        }
        let written = source.text(range)
        let plain = !written.isEmpty && written.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "." || $0 == "_" }
        return .unknown(Unknown(name: plain ? written : u.name + "." + name, range: range, why: u.why, origin: u.origin))
    }
}

