import Layout

/// What a name in an app's code says it is, by the rules both source readers share (the token
/// reader in Scene/Source and the program reader in SourceProgram): a class's role by its names,
/// a view's class by its name, whether a name is a view's, a notch check, a screen's side.
public enum CodeNames {
    public enum ScreenSide: Sendable { case width, height }

    /// A view controller's life-cycle methods: a class overriding one is a view controller
    /// whatever its base is called.
    public static let viewControllerLifeCycle: Set<String> = ["viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear",
                                                              "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]

    /// A class's role by its own and its superclass's names (`…ViewController`, `…Cell`, an app's
    /// `…Controller`/`…VC` base) or a life-cycle method it overrides; nil when its superclass is
    /// not known (then what its code uses decides).
    public static func classKind(name: String?, superclass: String?, overridesLifeCycle: @autoclosure () -> Bool) -> SourceClass.Kind? {
        let names = [superclass, name].compactMap { $0 }
        if names.contains(where: { $0.hasSuffix("ViewController") || $0 == "UIViewController" }) { return .viewController }
        if names.contains(where: { $0.hasSuffix("Cell") || $0.hasSuffix("CollectionReusableView") || $0.hasSuffix("HeaderFooterView") }) { return .cell }
        // An app's own base controller (`CallActiveController: CallBaseController`, `: BaseVC`),
        // or a class that overrides a view controller's life cycle whatever its base is called.
        if superclass.map({ $0.hasSuffix("Controller") || $0.hasSuffix("VC") }) == true { return .viewController }
        guard superclass != nil else { return nil }
        return overridesLifeCycle() ? .viewController : .view
    }

    /// The class a name suggests (`titleLabel` → UILabel, `avatarImageView` → UIImageView).
    public static func classGuessed(from name: String) -> String {
        let lower = name.lowercased()
        if lower.hasSuffix("label") || lower.hasSuffix("lbl") { return "UILabel" }
        if lower.hasSuffix("imageview") || lower.hasSuffix("imgview") || lower.hasSuffix("image") || lower.hasSuffix("icon") { return "UIImageView" }
        if lower.hasSuffix("button") || lower.hasSuffix("btn") { return "UIButton" }
        if lower.hasSuffix("textfield") || lower.hasSuffix("field") { return "UITextField" }
        if lower.hasSuffix("scrollview") { return "UIScrollView" }
        return "UIView"
    }

    /// How a view of a class is measured and drawn.
    public static func viewKind(ofClass cls: String) -> ViewKind {
        if cls.hasSuffix("Label") { return .label }
        if cls.hasSuffix("ImageView") { return .image }
        if cls == "UIScrollView" || cls.hasSuffix("ScrollView") { return .scroll }
        return .view
    }

    /// A name code gives a view: lower-case (`avatarView`, `_nameLabel`), not a constant's style
    /// (`kPadding`, `PADDING`) nor a maker.
    public static func looksLikeView(_ name: String) -> Bool {
        guard let first = name.first, first.isLowercase, !name.contains("."), !["make", "maker", "m", "superview", "self"].contains(name) else { return false }
        if name.count > 1, first == "k", name.dropFirst().first!.isUppercase { return false }
        // badgeWidth, cellPadding, itemSpacing: a number by its name.
        let metrics = ["Width", "Height", "Padding", "Margin", "Spacing", "Offset", "Inset", "Gap", "Length", "Radius", "Space",
                       "Side", "Size", "Top", "Bottom", "Left", "Right", "Leading", "Trailing", "Distance", "Constant", "X", "Y",
                       "Limit", "Max", "Min", "Value", "Count"]
        if metrics.contains(where: { name.hasSuffix($0) }) || ["width", "height", "padding", "margin", "spacing", "offset", "inset", "gap"].contains(name) { return false }
        return true
    }

    /// A name apps give their check for a notched screen, from a header this file does not
    /// hold: `Is_iPhoneX`, `IS_IPHONE_X`, `isIPhoneXSeries`, `kIsBangsScreen`, `hasNotch`.
    public static func isNotchCheck(_ name: String) -> Bool {
        let n = String(name.lowercased().filter { $0 != "_" })
        return n.contains("iphonex") || n.contains("notch") || n.contains("bangs")
    }

    /// Which side of the screen a name says it is, whatever its prefix and case: `kScreen_Width`,
    /// `MH_SCREEN_WIDTH`, `SCREENW`, `kMainScreenWidth`, `DEVICE_HEIGHT`; nil for anything else
    /// (`kScreenWidthRate` is a ratio, `screenWidthHalf` a value of its own).
    public static func screenSide(named name: String) -> ScreenSide? {
        let plain = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        for stem in ["screen", "device"] {
            if plain.hasSuffix(stem + "width") || plain.hasSuffix(stem + "w") { return .width }
            if plain.hasSuffix(stem + "height") || plain.hasSuffix(stem + "h") { return .height }
        }
        return nil
    }
}
