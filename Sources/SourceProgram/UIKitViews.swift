import Scene
import Layout
import SourceSyntax

/// UIKit's part: making views (`UILabel()`, `[[UIView alloc] initWithFrame:…]`, `[UIButton
/// buttonWithType:…]`), the hierarchy (`addSubview`, `insertSubview`, `addArrangedSubview`),
/// and the settings that change a picture (text, font, colours, frames, stack settings).
enum ViewSettings {
    static let names: Set<String> = ["backgroundColor", "text", "font", "textColor", "numberOfLines", "frame", "hidden", "isHidden",
                                     "axis", "spacing", "placeholder", "title", "borderStyle", "alignment", "distribution", "layoutMargins", "directionalLayoutMargins",
                                     "textAlignment", "isScrollEnabled", "scrollEnabled", "preferredMaxLayoutWidth", "image", "numberOfPages",
                                     "style", "activityIndicatorViewStyle", "insetsLayoutMarginsFromSafeArea",
                                     "viewRespectsSystemMinimumLayoutMargins", "tableHeaderView", "tableFooterView", "clipsToBounds", "masksToBounds", "tag",
                                     "configuration", "attributedText", "attributedTitle", "leftView", "rightView", "leftViewMode", "rightViewMode",
                                     "isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement", "contentEdgeInsets", "center"]
}

extension Interpreter {
    /// Classes that are no views (values, gestures, layers, images): made as unknown objects.
    static let nonViewTypes: Set<String> = [
        "UIColor", "UIFont", "UIImage", "NSString", "NSMutableString", "NSArray", "NSMutableArray", "NSDictionary", "NSMutableDictionary", "UIResponder",
        "NSAttributedString", "NSMutableAttributedString", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UILongPressGestureRecognizer",
        "CAGradientLayer", "CALayer", "CAShapeLayer", "UIBezierPath", "NSMutableParagraphStyle", "NSNumber", "NSURL", "URL", "Date",
        "NSDate", "DispatchQueue", "NotificationCenter", "NSNotificationCenter", "UserDefaults", "NSUserDefaults", "Timer", "NSTimer",
        "UIViewController", "UINavigationController", "UIAlertController", "UIAlertAction", "String", "Int", "Double", "Float", "Bool",
        "CGFloat", "Array", "Dictionary", "Set", "UIImpactFeedbackGenerator", "UICollectionViewFlowLayout", "UIBlurEffect",
        "IndexPath", "NSIndexPath", "UIFontMetrics", "UIEdgeInsets", "CGRect", "CGSize", "CGPoint", "UIOffset", "NSLayoutConstraint",
    ]

    func isViewClass(_ name: String) -> Bool {
        if Self.nonViewTypes.contains(name) { return false }
        // (Nested types too: `extension WaitView { struct Appearance: GridPT {} }`.)
        if let info = classes.classes[name] ?? ownType(name) {
            // Swift's structs and enums, and its classes that inherit nothing, are never views.
            if [.structType, .enumType, .protocolType].contains(info.kind) { return false }
            if language == .swift, info.kind == .classType, info.superclass == nil { return false }
            // A class of the file whose superclass its header gives: a view unless its name says otherwise.
            return info.superclass.map(isViewClass) ?? !(name.hasSuffix("Controller") || name.hasSuffix("Model") || name.hasSuffix("Manager"))
        }
        if name.hasSuffix("Controller") || name.hasSuffix("Model") || name.hasSuffix("Manager") || name.hasSuffix("Layout") || name.hasSuffix("Delegate") { return false }
        // A Swift name written after `:` that no file here declares, named as Swift names its
        // protocols (`final class ViewHolder: ViewHolderable`, `Configurable`, `…Protocol`,
        // `…DataSource`): a conformance, not a view superclass.
        if language == .swift, Self.protocolNameEndings.contains(where: { name.hasSuffix($0) }) { return false }
        return true
    }

    static let protocolNameEndings = ["able", "ible", "Protocol", "DataSource", "Type", "Convertible", "Representable"]

    /// `UIView()`, `UILabel(frame: …)`, `CGSize(width:height:)`, `UIColor(red:…)`, `UIFont(name:size:)`.
    func construct(_ type: String, _ a: [CallArgument], range: SourceRange) -> Value {
        // The frame it is made with (`initWithFrame:`, `init(frame:)`), where known.
        let frame: Rect? = { if case .rect(let r)? = a.first(where: { $0.label == "frame" })?.value { return r } else { return nil } }()
        // The drawn class made by its own class method (SetUpPath.runFactory): the drawn object.
        if let inst = factoryInstance, type == inst.type.name {
            // Made with a frame (`[[InputView alloc] initWithFrame:CGRectMake(0, kScreen_Height,
            // kScreen_Width, 50)]`): the size the app shows it at, as its own code gives it.
            if let frame, let root = inst.view, root.isRoot {
                root.frame = frame
                ownFrame = (frame, range)
            }
            return .instance(inst)
        }
        if let v = structConstructor(type, a) { return v }
        if let v = attributedTextConstructor(type, a, range: range) { return v }
        // An instance of the class another file draws, as this file makes it (OwnerSize).
        if type == constructionsOf {
            constructions.append((MethodKey.make("init", labels: a.map(\.label)), a.map(\.value)))
            framesOfConstructions.append(frame)
        }
        if type == "NSLayoutConstraint", a.first?.label == "item" { return itemConstraint(a, range: range) }
        // The asset catalog's: `UIImage(named: "logo")`, `UIColor(named: "Accent")`.
        if type == "UIImage", case .string(let name)? = a.first(where: { $0.label == "named" })?.value { return .image(name) }
        if type == "UIColor", case .string(let name)? = a.first(where: { $0.label == "named" })?.value { return namedColor(name, range: range) }
        if type == "UIColor" { return colorConstructor(a, range: range) }
        if type == "UIFont", let size = a.first(where: { $0.label == "size" })?.value.number { return .font(namedFont(a, size: size)) }
        if type == "UIFontMetrics" {
            if case .symbol(let s)? = a.first?.value, let style = TextStyle(name: s.split(separator: ".").last.map(String.init) ?? s) { return .fontMetrics(style) }
            return .fontMetrics(.body)
        }
        // `Int(w)` drops the fraction and divides as integers do; `CGFloat(n)` is a floating number again.
        if Self.integerTypes.contains(type), let first = a.first?.value { return first.isNumeric ? .whole(first.number ?? 0) : first }
        if ["String", "Double", "Float", "CGFloat", "UILayoutPriority", "ConstraintPriority", "NSNumber"].contains(type), let first = a.first?.value { return first.floating }
        if ["NSArray", "NSMutableArray", "Array"].contains(type) {
            // Foundation's variadic lists (`[[NSArray alloc] initWithObjects:@"a", @"b", nil]`,
            // `[NSArray arrayWithObjects:a, b, nil]`): the values before the nil that ends them.
            if let label = a.first?.label, ["objects", "object", "arrayWithObjects", "arrayWithObject"].contains(label) {
                return .array(Array(a.map(\.value).prefix { if case .null = $0 { return false } else { return true } }))
            }
            if case .array(let items)? = a.first?.value { return .array(items) }
            return .array([])
        }
        if type == "UINavigationController", a.isEmpty { return .type("UINavigationController.made") }
        if let child = childViewController(type, a, range: range) { return child }
        if let object = appValue(type, a, range: range) { return object }
        guard isViewClass(type) else { return .unknown(Unknown(name: type, range: range, why: "an object that is no view")) }
        let v = makeView(type, range: range)
        v.madeByInitialiser = true
        // `UIView(frame:)`, `initWithFrame:`, a constructor's `cycleScrollViewWithFrame:`.
        // A frame from values only the app knows is said as a frame set later is (setViewSetting).
        if let frame = a.first(where: { $0.label == "frame" || $0.label?.hasSuffix("WithFrame") == true })?.value {
            if case .rect(let r) = frame { v.frame = r }
            if case .unknown = frame { setViewSetting(v, "frame", frame, range: range) }
        }
        // MBProgressHUD's `initWithView:` is `[self initWithFrame:view.bounds]` in its source: the
        // HUD covers the view it is made for (`[[MBProgressHUD alloc] initWithView:self.view]`).
        if type == "MBProgressHUD", case .view(let host)? = a.first(where: { $0.label == "view" || $0.label?.hasSuffix("WithView") == true })?.value,
           let bounds = host.frame ?? (host.isRoot ? Rect(x: 0, y: 0, width: rootWidth, height: rootHeight) : nil) {
            v.frame = Rect(x: 0, y: 0, width: bounds.width, height: bounds.height)
        }
        // `UIImageView(image: UIImage(named: "logo"))`, `initWithImage:`.
        if let image = a.first(where: { $0.label == "image" })?.value {
            if case .image(let name) = image { v.imageName = name }
            imagesSet.append((v, range))
        }
        // `UIActivityIndicatorView(style: .large)`, `initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleWhiteLarge`.
        if case .symbol(let s)? = a.first(where: { ["style", "activityIndicatorStyle"].contains($0.label) })?.value, s.lowercased().hasSuffix("large") {
            v.largeIndicator = true
        }
        // `UISegmentedControl(items: ["Day", "Week"])`, `initWithItems:@[…]`: its segments.
        if type.hasSuffix("SegmentedControl"), case .array(let items)? = a.first(where: { $0.label == "items" || $0.label == "withItems" })?.value {
            v.segmentTitles = items.map { if case .string(let s) = $0 { return s } else { return nil } }
        }
        // `UIButton(configuration: config)`, `UIButton(configuration: .filled(), primaryAction: …)`.
        if case .buttonConfiguration(let c)? = a.first(where: { $0.label == "configuration" })?.value { v.configuration = c }
        if type == "UIStackView", let arranged = a.first(where: { $0.label == "arrangedSubviews" })?.value, case .array(let items) = arranged {
            for case .view(let x) in items { v.arranged.append(x); v.addSubview(x) }
        }
        if let own = ownViewClass(type) { drawAsOwnClass(v, own, a, range: range) }
        return .view(v)
    }

    /// A Swift value of the app's own struct or helper class (`let appearance = Appearance()`, a
    /// struct of metrics conforming to a grid protocol): an object whose initial values and
    /// computed properties, its own and its protocols' extensions', the code reads. Its
    /// initialiser runs; without one, a memberwise call sets the properties it names. What only
    /// the app gives stays unknown. Nil for anything else (a view, UIKit's, Objective-C's).
    func appValue(_ type: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        guard language == .swift, isAppHelperType(type), let info = ownType(type), info.kind == .structType || info.kind == .classType,
              !isViewClass(type) else { return nil }
        let inst = Instance(type: info)
        let object = Value.instance(inst)
        initialiseStoredProperties(of: info, inst, selfValue: object, unsetAreTheApps: true)
        if let initialiser = method(named: "init", labels: a.map(\.label), in: info) {
            _ = callMethod(initialiser, on: object, arguments: a.map(\.value), labels: a.map(\.label), range: range)
        } else {
            for argument in a { if let label = argument.label, info.property(label) != nil { inst.properties[label] = argument.value } }
        }
        return object
    }

    /// A view controller the code makes (`[[LocalAssetViewController alloc] initWithType:…]`,
    /// `ProfileViewController()`): an object whose `view` is a plain view, placed wherever the
    /// code adds it (a child's view in a container: `[self.container
    /// addSubview:self.characterVC.view]`) and named after it (`characterVC.view`); what the
    /// child lays out inside it is its own file's, said once. Nil for any other class.
    /// A class of the app's own is one by what it is (`JJSegmentBaseController : UIViewController`);
    /// one whose code is not here, by its name (…ViewController, …VC, …Controller).
    /// A Swift one named otherwise (`StopWatchUIView: UIViewController`, kept to hold views) is
    /// also the app's object its initial values make.
    func childViewController(_ type: String, _ a: [CallArgument], range: SourceRange) -> Value? {
        let own = ownType(type)
        guard !ClassTable.isPlatformClass(type) || type == "UIViewController",
              own.map({ $0.kind != .extensionType && $0.kind != .protocolType }) ?? true else { return nil }
        let named = type.hasSuffix("ViewController") || type.hasSuffix("VC")
        var made: Instance?
        if let own, !named {
            guard own.kind != .structType, own.kind != .enumType, ClassRole.of(own) == .viewController else { return nil }
            if case .instance(let inst)? = appValue(type, a, range: range) { made = inst }
        } else if own == nil, !named, !type.hasSuffix("Controller") {
            return nil
        }
        let inst = made ?? Instance(type: own ?? ClassInfo(name: type, kind: .classType, range: .none))
        let root = makeView("UIView", range: range)
        root.childControllerClass = type
        inst.view = root
        return .instance(inst)
    }

    func makeView(_ type: String, range: SourceRange) -> ViewObject {
        let v = ViewObject(className: type, made: range)
        if let pass = loopPasses.last { (v.madeInLoop, v.madeInPass) = (pass.loop, pass.index) }
        views.append(v)
        if views.count > maxViews { stopped = true }
        return v
    }

    /// The geometry type an implicit `.init(…)` makes, by its labels; nil for others.
    static func implicitStructType(_ labels: [String?]) -> String? {
        let set = Set(labels.compactMap { $0 })
        guard set.count == labels.count else { return nil }
        switch set {
        case ["top", "left", "bottom", "right"]: return "UIEdgeInsets"
        case ["top", "leading", "bottom", "trailing"]: return "NSDirectionalEdgeInsets"
        case ["width", "height"]: return "CGSize"
        case ["x", "y", "width", "height"]: return "CGRect"
        case ["x", "y"]: return "CGPoint"
        default: return nil
        }
    }

    /// Class methods: `[UIView new]`, `[UIView alloc]` (then `init…`), `[UIColor redColor]`,
    /// `[UIFont systemFontOfSize:15]`, `UIFont.systemFont(ofSize:weight:)`, `UIButton(type:)`.
    func staticCall(_ type: String?, _ base: String, _ a: [CallArgument], range: SourceRange, key: String = "") -> Value {
        if let configuration = buttonConfigurationCall(type, base, a) { return configuration }
        // `.init { incoming in … }` given to a configuration's text transformer (Names.assign).
        if type == nil, base == "init", a.count == 1, case .closure(let c) = a[0].value, c.closure.parameters.count == 1 { return a[0].value }
        // `.init(top: 24, left: 20, bottom: 24, right: 20)` where insets are asked for (a stack's
        // `layoutMargins`), `.init(width: 40, height: 40)`: the type its labels name.
        if type == nil, base == "init", let made = Self.implicitStructType(a.map(\.label)).flatMap({ structConstructor($0, a) }) { return made }
        if let type, let made = classCall(type, base, a, range: range) { return made }
        if let f = fontCall(base, a) { return .font(f) }
        if base == "userInterfaceLayoutDirection" { return .symbol("leftToRight") }
        // Swift's floating types' `minimum(_:_:)` / `maximum(_:_:)` (`CGFloat.minimum(w, h)`).
        if let type, ["CGFloat", "Double", "Float"].contains(type), base == "minimum" || base == "maximum", a.count == 2 {
            return builtin(base == "minimum" ? "min" : "max", a, range: range) ?? .null
        }
        // `UIView.animate(withDuration:) { … }`, `[UIView animateWithDuration:… animations:^{ … }]`,
        // `performWithoutAnimation`: UIKit runs the animations block at once (the animation only
        // shows the way there), so what it sets is what the screen ends at; its completion
        // runs later, after the picture.
        if let type, isViewClass(type), ["animate", "performWithoutAnimation", "transition"].contains(where: { base.hasPrefix($0) }) {
            let closures = a.filter { if case .closure = $0.value { return true } else { return false } }
            let animations = closures.first { $0.label == "animations" } ?? closures.first { $0.label != "completion" }
            if case .closure(let c)? = animations?.value { _ = callClosure(c, c.closure.parameters.map { _ in .bool(true) }, range: range) }
            return .null
        }
        if type == "UIFontMetrics" {
            // `UIFontMetrics.default` is body's; `metricsForTextStyle:` names its style.
            if base == "metricsForTextStyle" || base == "metrics" { return construct("UIFontMetrics", a, range: range) }
            if let v = fontMetricsCall(.body, base, a) { return v }
            return .fontMetrics(.body)
        }
        // An app's view factory in another file (`TextFields.createTextField(placeholder:)`).
        if let type, classes.classes[type] == nil, ["create", "make", "new"].contains(where: { base.hasPrefix($0) }), base.count > 6 {
            let cls = CodeNames.classGuessed(from: base)
            if cls != "UIView" || base.lowercased().hasSuffix("view") {
                let v = makeView(cls, range: range)
                if case .string(let s)? = a.first(where: { $0.label == "placeholder" || $0.label == "title" || $0.label == "text" })?.value { v.text = s }
                return .view(v)
            }
        }
        if let c = colorCall(base, a, range: range) { return c }
        if base == "init" || base.hasPrefix("init"), let type { return construct(type, a, range: range) }
        // A view class's convenience constructor, named for what it makes (`[KKBaseTextField
        // textFieldWithPlaceholder:…]`, `[XXLabel labelWithText:…]`, `UIButton.button(type:)`):
        // a new view of that class each call.
        if let type, type.first?.isUppercase == true, isViewClass(type) {
            let noun = Self.nounBeforeWith(base).lowercased()
            if noun.count >= 4, type.lowercased().hasSuffix(noun) {
                let made = construct(type, a, range: range)
                if case .view(let v) = made, case .string(let s)? = a.first?.value { v.text = s }
                return made
            }
        }
        // An app's builder on a UIKit view class, in an extension of another file
        // (`UIImageView.imageBuilder(image:cornerRadius:)`, `[UILabel xx_labelWithFont:]`): a new
        // view of that class each call. Not UIKit's own class methods (animations, appearance).
        if let type, type.hasPrefix("UI") || type.hasPrefix("NS"), isViewClass(type), !Self.viewClassMethods.contains(where: { base.hasPrefix($0) }) {
            return construct(type, [], range: range)
        }
        ignoredCount += 1
        return .unknown(Unknown(name: (type.map { $0 + "." } ?? ".") + base, range: range, why: "a value from a call only the running app makes"))
    }

    /// UIKit's class methods of its views that make no view (`UIView.animate(withDuration:)`,
    /// `UIButton.appearance()`), by how their names start.
    static let viewClassMethods = ["animate", "perform", "transition", "appearance", "set", "begin", "commit", "userInterfaceLayoutDirection",
                                   "requiresConstraintBasedLayout", "layerClass", "inherited", "modifyAnimations", "addKeyframe", "areAnimations",
                                   "load", "initialize", "class", "description", "instancesRespond", "isSubclass", "conforms", "responds"]

    /// UIKit's setters of what the picture shows (a view's colours, font, frame, a stack's
    /// arrangement), read as their properties whatever arguments follow the value.
    static let drawnSetters: Set<String> = ["setBackgroundColor", "setFont", "setTextColor", "setHidden", "setFrame", "setNumberOfLines", "setAxis",
                                            "setSpacing", "setPlaceholder", "setAlignment", "setDistribution", "setBorderStyle"]

    /// The property a setter sets: `setContentSize` → `contentSize`.
    static func property(ofSetter base: String) -> String { base.dropFirst(3).prefix(1).lowercased() + base.dropFirst(4) }

    /// Whether a message's name is a setter's: `set` and a capital (`setTitle:`, `setTag:`), not
    /// a method that starts with the word (`setup(types:)`, `settle`).
    static func isSetterName(_ base: String) -> Bool { base.hasPrefix("set") && base.dropFirst(3).first?.isUppercase == true }

    func viewCall(_ v: ViewObject, _ base: String, key: String, _ a: [CallArgument], range: SourceRange) -> Value {
        if let done = viewStructureCall(v, base, key: key, a, range: range) { return done }
        switch base {
        case "setTitle" where a.count == 2 && a[1].label?.hasPrefix("forSegment") == true, "insertSegment", "insertSegmentWithTitle", "insertSegmentWithImage":
            // A segment's title set or a segment inserted (`setTitle("Day", forSegmentAt: 0)`,
            // `insertSegment(withTitle:at:animated:)`): at its index, as UIKit keeps them.
            // (An image's segment has no title: the control's width is then not known.)
            guard let index = a.count > 1 ? a[1].value.number : nil else { return .null }
            let title: String? = { if case .string(let s)? = a.first?.value { return s } else { return nil } }()
            var titles = v.segmentTitles ?? []
            let i = max(0, min(Int(index), titles.count))
            if base == "setTitle" { if i < titles.count { titles[i] = title } } else { titles.insert(title, at: i) }
            v.segmentTitles = titles
            return .null
        case "removeAllSegments":
            v.segmentTitles = []
            return .null
        case "setTitle", "setText":
            if case .string(let s) = a.first?.value { v.text = s }
            return .null
        case "setAttributedTitle", "setAttributedText":
            // An attributed title: its text, in its font where it names one.
            if case .attributedText(let t)? = a.first?.value { setMember(.view(v), "attributedText", .attributedText(t), range: range) }
            return .null
        case "setScrollEnabled":
            if let t = a.first.flatMap({ truth($0.value) }) { v.scrollDisabled = !t }
            return .null
        case "setContentHuggingPriority", "setContentCompressionResistancePriority":
            // (priority, axis): `.required, for: .horizontal`, `UILayoutPriorityRequired forAxis:UILayoutConstraintAxisVertical`.
            guard a.count == 2, let priority = priorityValue(a[0].value) else { return .null }
            let vertical: Bool = { switch a[1].value { case .symbol(let s), .type(let s): return s.lowercased().hasSuffix("vertical"); default: return false } }()
            if base == "setContentHuggingPriority" { v.hugging[vertical] = priority } else { v.resistance[vertical] = priority }
            return .null
        case "setTitleColor":
            // The normal state's colour is the one drawn.
            let state: String? = { switch a.count > 1 ? a[1].value : nil { case .symbol(let s)?, .type(let s)?: return s.lowercased(); default: return nil } }()
            if state == nil || state!.hasSuffix("normal"), let c = a.first.flatMap({ colorValue($0.value) }) { v.textColor = c }
            return .null
        case "layoutIfNeeded", "setNeedsLayout", "setNeedsUpdateConstraints", "updateConstraintsIfNeeded":
            // Asked of the drawn view: UIKit runs its updateConstraints again (Steps).
            if v.isRoot { constraintsAskedFor = true }
            // `layoutIfNeeded` lays the views out at once: frames read after it are Auto Layout's.
            if base == "layoutIfNeeded" { layOutNow(at: range) }
            return .null
        case "sizeThatFits":
            let width: Double? = { if case .size(let s)? = a.first?.value { return s.width } else { return nil } }()
            return labelSize(v, fitting: width, range: range, asked: "sizeThatFits")
        case "sizeToFit", "layoutSubviews", "setImage", "setBackgroundImage", "bringSubviewToFront", "sendSubviewToBack":
            // (UIKit sizes the view to its content now: a frame not read here.)
            if base == "sizeToFit" { v.frameUnknown = true }
            return .null
        case "addTarget", "addGestureRecognizer", "registerClass", "registerNib", "register", "setCornerRadius":
            // Actions, gestures, cells registered, borders: no frame of the first picture.
            if recordsCellSizes, base.hasPrefix("register") { noteRegistration(on: v, a) }
            ignoredCount += 1
            return .null
        default:
            // A setter sent to a view sets that property, as an assignment does
            // (`[v setBackgroundColor:…]`, `[scrollview setContentSize:CGSizeMake(640, 58)]`,
            // `[bt setTag:3]`): kept, and read back by later code (`scrollview.contentSize.width`).
            // UIKit's own that the reader draws are taken whatever follows their value.
            let oneValue = a.count == 1 && (a[0].label == nil || language == .objectiveC) && key.filter({ $0 == ":" }).count <= 1
            if Self.drawnSetters.contains(base) || (Self.isSetterName(base) && oneValue) {
                if let value = a.first?.value { setMember(.view(v), Self.property(ofSetter: base), value, range: range) }
                return .null
            }
            ignoredCount += 1
            return .unknown(Unknown(name: (v.name ?? v.className) + "." + base, range: range, why: "a view's method this reader does not run"))
        }
    }

    /// `view.backgroundColor = …`, `label.text = …`, `v.frame = …`, `stack.axis = .vertical`.
    func setMember(_ target: Value, _ name: String, _ value: Value, range: SourceRange) {
        // (Turning autoresizing off is what lets a view's anchors place it: read, as they are.)
        if ViewSettings.names.contains(name) || Self.frameCategorySizes.contains(name) || Self.frameCategoryPositions.contains(name) || ["offset", "constant", "isActive", "active", "priority",
            "translatesAutoresizingMaskIntoConstraints"].contains(name) { effectCount += 1 } else { ignoredCount += 1 }
        switch target {
        case .view(let v):
            // An owner's setting on an instance of the class another file draws (OwnerSize).
            if let drawn = constructionsOf, v.className == drawn || v.instance?.type.name == drawn, !ViewSettings.names.contains(name) {
                settingsOfConstructions[ObjectIdentifier(v), default: []].append((name, value))
            }
            if setOwnProperty(v, name, value, range: range) { return }
            setViewSetting(v, name, value, range: range)
        case .instance(let inst):
            if let view = inst.view { setMember(.view(view), name, value, range: range) }
        case .unknown(let u) where ["offset", "constant", "inset"].contains(name) && !u.name.includes("Anchor"):
            // `self.heightConstraint.offset = 20` with no chain keeping it.
            let short = String(u.name.split(separator: ".").last ?? Substring(u.name))
            let at = max(u.range.start, u.range.end - short.utf8.count)
            warn(SourceRange(at, u.range.end), "'\(short)' is changed here but no chain in this file keeps it; not read")
        case .unknown(let u) where name == "isActive" && u.name.includes("Anchor"):
            // An anchor of a view this reader does not have (not the visual format, which is said
            // where it is written).
            warn(u.range, "'\(u.name)' is \(u.why); the constraint activated here is not read, and the views it places are drawn without it")
        case .unknown(let u) where ViewSettings.names.contains(name):
            // `_avatar.backgroundColor = …` of a view made elsewhere (its header's ivar).
            if let view = implicitView(u) { setMember(.view(view), name, value, range: range) }
        case .constraint(let k):
            if name == "offset" || name == "constant", let n = value.number { events.append(.change(k, .offset(n), active: nil)) }
            if name == "isActive" || name == "active", let t = truth(value) { setActive(k, t) }
            if name == "priority" { setAnchorPriority(k, value) }
        default:
            break
        }
    }

    /// A frame category's position setters (`view.centerX = …`, `right`, `origin`): its getters
    /// but the size's.
    static let frameCategoryPositions = frameCategoryGetters.subtracting(frameCategorySizes)

    /// `tView.centerX = self.view.centerX`, UIKit's `center`: the frame moves, its size stays.
    /// (`center` on a view with no frame yet: a point there, as UIKit's zero frame.)
    func setFramePosition(_ v: ViewObject, _ name: String, _ value: Value, range: SourceRange) {
        guard var f = v.frame ?? (name == "center" ? Rect(x: 0, y: 0, width: 0, height: 0) : nil) else { return }
        if name == "origin" || name == "center" {
            guard case .point(let p) = value else { return }
            f = name == "origin" ? Rect(x: p.x, y: p.y, width: f.width, height: f.height)
                : Rect(x: p.x - f.width / 2, y: p.y - f.height / 2, width: f.width, height: f.height)
        } else {
            guard let n = asFrameNumber(value, range: range).number else { return }
            switch name {
            case "x", "left": f = Rect(x: n, y: f.minY, width: f.width, height: f.height)
            case "y", "top": f = Rect(x: f.minX, y: n, width: f.width, height: f.height)
            case "right": f = Rect(x: n - f.width, y: f.minY, width: f.width, height: f.height)
            case "bottom": f = Rect(x: f.minX, y: n - f.height, width: f.width, height: f.height)
            case "centerX": f = Rect(x: n - f.width / 2, y: f.minY, width: f.width, height: f.height)
            default: f = Rect(x: f.minX, y: n - f.height / 2, width: f.width, height: f.height)
            }
        }
        v.frame = f
        framesSet.append((v, SourceRange(max(range.start, range.end - name.utf8.count), range.end)))
    }

    /// `self.height = 282`, `view.size = CGSizeMake(w, h)`: a frame category's setters change the
    /// frame's size and keep its origin. The drawn view's own is the size its code gives it.
    func setFrameSize(_ v: ViewObject, _ name: String, _ value: Value, range: SourceRange) {
        // The frame's `size`, or its `size.width` / `size.height` (StructFields' path).
        let path = name == "size" ? ["size"] : ["size", name]
        guard case .rect(let frame)? = Self.replacing(path[...], in: .rect(knownFrame(of: v) ?? .zero), with: value) else { return }
        v.frame = frame
        if v.isRoot { ownFrame = (frame, range) }
        framesSet.append((v, SourceRange(max(range.start, range.end - name.utf8.count), range.end)))
    }

    /// `.fillEqually`, `UIStackViewDistributionFillEqually` → `fillEqually`.
    /// An enum case as written, short or qualified (`.fillEqually`,
    /// `UIStackView.Distribution.fillEqually`, `UIStackViewDistributionFillEqually`).
    static func enumCase(_ v: Value) -> String? {
        switch v {
        case .symbol(let s), .type(let s): return s
        default: return nil
        }
    }

    static func stackWord(_ s: String) -> String {
        for prefix in ["UIStackViewDistribution", "UIStackViewAlignment"] where s.hasPrefix(prefix) {
            let rest = s.dropFirst(prefix.count)
            return rest.prefix(1).lowercased() + rest.dropFirst()
        }
        return s
    }

    /// A view the file uses but does not make (declared in its header, its base class or a
    /// nib): a plain view of its name, the same one wherever the name is used, said once.
    /// A view the file uses but never makes (a property its header declares, a base class's
    /// view): taken as one, of the class its name says. Added or given constraints, it is drawn
    /// and that is enough; named only as a chain's target, it is said (`said`).
    func implicitView(_ u: Unknown, said: Bool = false) -> ViewObject? {
        if let local = u.local, let maker = u.madeBy {
            // A view an app's function in another file made, kept in a local: the local's.
            if let v = implicitViews[local] { return v }
            let guessed = CodeNames.classGuessed(from: local)
            let v = madeElsewhere(local, guessed != "UIView" ? guessed : CodeNames.classGuessed(from: maker), range: u.range)
            if v.className != "UIView" { guessedClasses[local] = v.className }
            return v
        }
        let parts = u.name.split(separator: ".")
        guard let last = parts.last, parts.count <= 2, last.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
              last.first.map({ !$0.isUppercase }) ?? false else { return nil }
        var name = String(last.hasPrefix("_") ? last.dropFirst() : last)
        // Another controller's view (`pageViewController.view`): named after the controller.
        if (name == "view" || name == "contentView"), parts.count == 2 {
            let owner = parts[0].hasPrefix("_") ? String(parts[0].dropFirst()) : String(parts[0])
            if owner != "self", owner.first?.isLowercase == true { name = owner + (name == "view" ? "View" : "ContentView") }
        }
        if let v = implicitViews[name] { return v }
        let cls = CodeNames.classGuessed(from: name)
        let v = madeElsewhere(name, cls, range: u.range)
        // `self.titleLabel` names it; a type's (`Buttons.next`) gives way to the property it is kept in.
        v.namedByProperty = parts.count == 1
        if let inst = instance { inst.properties[name] = .view(v) }
        if said { warn(u.range, "'\(name)' is not declared in this file; taken as a view (\(cls))") }
        else if cls != "UIView" { guessedClasses[name] = cls }
        return v
    }

    /// A view the code uses but another file makes, under its name, kept so every use finds it.
    func madeElsewhere(_ name: String, _ cls: String, range: SourceRange) -> ViewObject {
        let v = makeView(cls, range: range)
        v.isImplicit = true
        v.name = name
        implicitViews[name] = v
        return v
    }

    /// A priority as a number (`750`, `UILayoutPriority(rawValue: 999)`) or a name (`.required`, `UILayoutPriorityDefaultLow`).
    func priorityValue(_ v: Value) -> Double? {
        switch v {
        case .number(let n), .integer(let n): return n
        case .symbol(let s), .type(let s): return LayoutPriority.named(String(s.split(separator: ".").last ?? Substring(s)))
        case .array(let items) where items.count == 1: return priorityValue(items[0])
        default: return nil
        }
    }

    func colorValue(_ v: Value) -> Color? {
        switch v {
        case .color(let c): return c
        case .symbol(let s): return Color.uikit(named: s.split(separator: ".").last.map(String.init) ?? s)
        case .type(let t): return Self.appColorNamedAsUIKits(t)
        case .unknown(let u): return Self.appColorNamedAsUIKits(u.name)
        default: return nil
        }
    }

    /// An app's own constant for one of UIKit's colours, named so: `ColorClear`, `kColorWhite`,
    /// `kClearColor`.
    static func appColorNamedAsUIKits(_ name: String) -> Color? {
        guard !name.contains("."), name.lowercased().includes("color") else { return nil }
        var word = Substring(name)
        if (word.hasPrefix("k") || word.hasPrefix("K")), word.dropFirst().first?.isUppercase == true { word = word.dropFirst() }
        for part in ["Color", "color", "COLOR"] {
            if word.hasPrefix(part) { word = word.dropFirst(part.count) } else if word.hasSuffix(part) { word = word.dropLast(part.count) }
        }
        while word.first == "_" { word = word.dropFirst() }
        while word.last == "_" { word = word.dropLast() }
        guard let first = word.first else { return nil }
        return Color.uikit(named: first.lowercased() + word.dropFirst())
    }

    /// The normal state's image sizes a button (`setImage(_:for: .normal)`, `setImage:forState:`).
    func setNormalImage(_ v: ViewObject, _ a: [CallArgument]) {
        let state = a.dropFirst().first.flatMap { Self.enumCase($0.value) }?.lowercased()
        if case .image(let name)? = a.first?.value, state == nil || state!.hasSuffix("normal") { v.imageName = name }
    }

    /// A property of an own view's class (`header.title = …`), set with its `didSet`; false when
    /// the view's class declares no such property.
    func setOwnProperty(_ v: ViewObject, _ name: String, _ value: Value, range: SourceRange) -> Bool {
        guard let inst = v.instance, inst.type.property(name) != nil else { return false }
        setObservedProperty(name, value, on: inst, range: range)
        return true
    }

    /// A property of the app's own class set as its setter sets it: Objective-C's written
    /// setter or the stored value, then Swift's `didSet`.
    func setObservedProperty(_ name: String, _ value: Value, on inst: Instance, range: SourceRange) {
        let old = inst.properties[name]
        setProperty(name, value, on: inst, range: range)
        runObserver(of: name, on: inst, oldValue: old, range: range)
    }

    /// A colour set of the project's asset catalog, or a colour the file does not define.
    func namedColor(_ name: String, range: SourceRange) -> Value {
        if let found = assets.colors[name] {
            usedDefinition("colour \(name)", file: found.file)
            return .color(found.color)
        }
        return .unknown(Unknown(name: "UIColor(named: \"\(name)\")", range: range, why: "a colour the file does not define"))
    }

    /// `view.backgroundColor = self.theme.accentColor`: a colour the file does not define, kept
    /// to be said with the view and the code (`colours this file does not define, drawn without them`).
    func noteUnreadColor(_ target: Expr, _ v: Value, written: Expr, in scope: Scope, selfValue: Value) {
        guard case .member(let base, let name, _) = target.kind, ["backgroundColor", "textColor", "tintColor"].contains(name),
              colorValue(v) == nil, v.isUnknown || { if case .type = v { return true } else { return false } }() else { return }
        let owner: String
        switch evaluate(base, in: scope, selfValue: selfValue) {
        case .view(let view): owner = view.name ?? view.className
        case .instance(let inst) where inst.view != nil: owner = inst.view?.isRoot == true ? "the root" : inst.type.name
        default: return
        }
        let code = source.text(written.range)
        guard !unreadColors.contains(where: { $0.owner == owner && $0.code == code }) else { return }
        unreadColors.append((owner, code, written.range))
    }
}

extension Interpreter {
    /// An outlet (`@IBOutlet weak var logo: UIImageView!`, `IBOutlet UILabel *titleLabel`) is a
    /// view the nib or storyboard made before any of the file's code runs: a view of its class,
    /// placed by the nib's constraints, which are not in this file (said once, Summaries).
    func nibOutlet(_ p: PropertyDecl, of inst: Instance) -> Value? {
        guard isNibOutlet(p, of: inst.type), let type = p.type else { return nil }
        let key = p.name.hasPrefix("_") ? String(p.name.dropFirst()) : p.name
        let range = inst.type.propertyRanges[p.name] ?? .none
        let v = makeView(type.base, range: range)
        v.isImplicit = true
        v.name = key
        v.namedByProperty = true
        inst.properties[key] = .view(v)
        // The nib sets its text before any code runs (the code's own settings come after).
        if let content = outletContents[key] {
            (v.text, v.font) = (content.text, content.font ?? v.font)
            if let lines = content.lines { v.numberOfLines = lines }
        }
        let at = source.offset(of: "IBOutlet", from: range.start, before: range.end).map { SourceRange($0, $0 + 8) } ?? range
        nibOutlets.append((v, at))
        return .view(v)
    }

    /// Outlets the code adds to no view, put in the outlet's view the class's nib or storyboard
    /// holds them in (SourceOptions.outletParents), as the nib loads them; said once. The others
    /// stay where the reader draws them (the root).
    func nestNibOutlets(_ parents: [String: String], document: String) {
        let given = nibOutlets.compactMap { $0.view.name }.filter { outletContents[$0] != nil }
        if let first = nibOutlets.first, !given.isEmpty {
            note(first.range, "outlets' texts and fonts as \(document) gives them, before any code here runs: " + given.joined(separator: ", "))
        }
        guard !parents.isEmpty else { return }
        var nested: [String] = []
        for (v, _) in nibOutlets where v.superview == nil {
            guard let name = v.name, let holderName = parents[name],
                  let holder = nibOutlets.first(where: { $0.view.name == holderName })?.view, holder !== v else { continue }
            holder.addSubview(v)
            if v.superview === holder { nested.append("\(name) in \(holderName)") }
        }
        if let first = nibOutlets.first, !nested.isEmpty {
            note(first.range, "outlets placed in the views \(document) holds them in, as it loads them: " + nested.joined(separator: ", "))
        }
    }

    func isNibOutlet(_ p: PropertyDecl, of type: ClassInfo) -> Bool {
        let modifiers = type.propertyModifiers[p.name] ?? []
        guard modifiers.contains(where: { $0.hasSuffix("IBOutlet") }) || p.type?.written.includes("IBOutlet") == true else { return false }
        return p.type.map { isViewClass($0.base) } ?? false
    }
}

extension Interpreter {
    /// The drawn view added to the app's view (a popup's `[window addSubview:self]`): that view
    /// is not drawn; the drawn one stays the picture's root, said once.
    func addsItself(to parent: String, range: SourceRange) {
        guard rootAddedTo == nil else { return }
        rootAddedTo = parent
        warn(range, "the view adds itself to \(parent), which the running app gives; drawn on its own at the size given (\(hints.size()))")
    }

    /// A view put in the app's window, however the code reaches it (`[UIApplication
    /// sharedApplication].keyWindow`, `appDelegate.window`): the window is the screen. The drawn
    /// view adding itself is drawn as it is sized, the window the view it adds itself to
    /// (a chain naming it names the root's superview, ChainEvaluation.target); another view
    /// (an alert's dimming view an object that is no view puts up) is drawn in the root where
    /// the root is the screen (windowDrawnAsRoot), said once. Only the drawn file's own code.
    func addToKeyWindow(_ base: String, key: String, _ a: [CallArgument], range: SourceRange, receiverExpr: Expr) -> Value {
        guard let first = a.first?.value else { return .null }
        // (A loading HUD the app's network code shows over everything, `[MBProgressHUD
        // showHUDAddedTo:…delegate.window …]` run from another file, is no part of this picture.)
        guard source.isOwn(range.start) else {
            ignoredCount += 1
            return .null
        }
        if isRootObject(first) {
            guard rootAddedTo == nil else { return .null }
            rootAddedTo = Self.keyWindowName
            warn(selectorRange(after: receiverExpr.range), "the view adds itself to the app's window, the screen it is drawn on")
            return .null
        }
        guard windowDrawnAsRoot else {
            warn(selectorRange(after: receiverExpr.range), "a view put in the app's window, outside the drawn view; left out")
            return .null
        }
        if !saidWindowAsRoot {
            saidWindowAsRoot = true
            note(selectorRange(after: receiverExpr.range), "the app's window is the screen, which the drawing fills: what is put in it is drawn in the drawing")
        }
        return viewCall(root, base, key: key, a, range: range)
    }

    static let keyWindowName = "the app's window"

    /// Whether the drawing's root stands for the screen, as the app's window does: a
    /// controller's view, or an object that is no view or one its owner does not size otherwise
    /// (not a cell, not a view in the window itself).
    var windowDrawnAsRoot: Bool {
        guard role != .cell, rootAddedTo == nil else { return false }
        guard let given = givenSize else { return true }
        return given.size.width == screen.width && given.size.height == screen.height
    }

    /// Whether a value is the drawn object (`self`, its view).
    func isRootObject(_ v: Value) -> Bool {
        switch v {
        case .view(let x): return x.isRoot
        case .instance(let inst): return inst.view?.isRoot == true
        default: return false
        }
    }
}

extension Interpreter {
    /// `textFieldWithPlaceholder` → `textField`; `button` → `button`.
    static func nounBeforeWith(_ selector: String) -> String {
        let chars = Array(selector)
        var k = 1
        while k + 4 <= chars.count {
            if chars[k] == "W", chars[k + 1] == "i", chars[k + 2] == "t", chars[k + 3] == "h" { return String(chars[..<k]) }
            k += 1
        }
        return selector
    }
}
