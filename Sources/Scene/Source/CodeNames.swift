import Layout
import SourceSyntax

/// What a name in an app's code says it is, by the rules both source readers share (the token
/// reader in Scene/Source and the program reader in SourceProgram): a class's role by its names,
/// a view's class by its name, whether a name is a view's, a notch check, a screen's side.
public enum CodeNames {
    public enum ScreenSide: Sendable { case width, height }

    /// A view controller's life-cycle methods: a class overriding one is a view controller
    /// whatever its base is called.
    public static let viewControllerLifeCycle: Set<String> = ["viewDidLoad", "loadView", "viewWillAppear", "viewDidAppear",
                                                              "updateViewConstraints", "viewWillLayoutSubviews", "viewDidLayoutSubviews"]

    /// How the names of cells and of the views tables and collections place as cells end.
    static let cellEndings = ["Cell", "CollectionReusableView", "HeaderFooterView"]

    /// A class's role by its own and its superclass's names (`…ViewController`, `…Cell`, an app's
    /// `…Controller`/`…VC` base) or a life-cycle method it overrides; nil when its superclass is
    /// not known (then what its code uses decides).
    public static func classKind(name: String?, superclass: String?, overridesLifeCycle: @autoclosure () -> Bool) -> SourceClass.Kind? {
        // A UIKit view class that is no cell (`class CommonCell: UIControl`): a view, whatever its
        // own name says; the name decides only over an app's own base class.
        if let s = superclass, s.hasPrefix("UI"), !(cellEndings + ["Controller"]).contains(where: { s.hasSuffix($0) }),
           ["View", "Control", "Button", "Label", "Field", "Bar", "Switch", "Slider"].contains(where: { s.hasSuffix($0) }) {
            return overridesLifeCycle() ? .viewController : .view
        }
        let names = [superclass, name].compactMap { $0 }
        if names.contains(where: { $0.hasSuffix("ViewController") || $0 == "UIViewController" }) { return .viewController }
        if names.contains(where: { name in cellEndings.contains { name.hasSuffix($0) } }) { return .cell }
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
        if cls.hasSuffix("ScrollView") || cls.hasSuffix("TableView") || cls.hasSuffix("CollectionView") { return .scroll }
        return .view
    }

    /// Whether a view of the class is a UIControl a finger taps (UIButton, UISwitch, UISlider,
    /// UIStepper, UISegmentedControl, UITextField, UIPageControl, UIControl, and an app's
    /// subclasses, named as these end), by its name as the kinds above are.
    public static func isControl(className cls: String) -> Bool {
        cls == "UIControl" || ["Button", "Switch", "Slider", "Stepper", "SegmentedControl", "TextField", "PageControl"].contains { cls.hasSuffix($0) }
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
        // A part of a value (`inset.left`, `frame.origin.x`), never a view.
        if ChainAttribute.named(name) != nil || ["x", "y", "origin", "size"].contains(name) { return false }
        return true
    }

    /// A name apps give their check for a notched screen, from a header this file does not
    /// hold: `Is_iPhoneX`, `IS_IPHONE_X`, `isIPhoneXSeries`, `kIsBangsScreen`, `hasNotch`.
    public static func isNotchCheck(_ name: String) -> Bool {
        let n = String(name.lowercased().filter { $0 != "_" })
        return n.includes("iphonex") || n.includes("notch") || n.includes("bangs")
    }

    /// Which side of the screen a name says it is, whatever its prefix and case: `kScreen_Width`,
    /// `MH_SCREEN_WIDTH`, `SCREENW`, `kMainScreenWidth`, `DEVICE_HEIGHT`, `LRWindowWidth`, a bare
    /// `WIDTH`; nil for anything else
    /// (`kScreenWidthRate` is a ratio, `screenWidthHalf` a value of its own).
    public static func screenSide(named name: String) -> ScreenSide? {
        // A prefix header's bare `WIDTH` / `HEIGHT` (all capitals) is the screen's.
        if name == "WIDTH" { return .width }
        if name == "HEIGHT" { return .height }
        // A type of the app's holding them (`ScreenSize.Width`, `Device.screenHeight`, `UIConstants.screenW`).
        if let dot = name.lastIndex(of: "."), !name[..<dot].isEmpty {
            let owner = name[..<dot].lowercased(), last = name[name.index(after: dot)...]
            if let side = screenSide(named: String(last)) { return side }
            if ["screen", "device", "window"].contains(where: { owner.includes($0) }) {
                switch last.lowercased() {
                case "width", "w": return .width
                case "height", "h": return .height
                default: break
                }
            }
            return nil
        }
        let plain = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
        for stem in ["screen", "device", "window"] {
            if plain.hasSuffix(stem + "width") || plain.hasSuffix(stem + "w") { return .width }
            if plain.hasSuffix(stem + "height") || plain.hasSuffix(stem + "h") { return .height }
        }
        // The app's own size is its window's, the screen's (`APPWidth`, `kAppHeight`, `APP_WIDTH`).
        if plain.hasSuffix("appwidth") { return .width }
        if plain.hasSuffix("appheight") { return .height }
        // A bare width under a constant's `k`, a word for the whole (`kWidth`, `MAIN_HEIGHT`,
        // `FULL_WIDTH`; a real header's `#define kWidth [UIScreen mainScreen].bounds.size.width`)
        // or, in a macro's capitals, an app's two-letter prefix (`KCWIDTH`); never an item's
        // (`CELL_WIDTH`, `NAV_HEIGHT`).
        var wholePrefixes = ["k", "main", "full", "current", "whole", "total"]
        if name == name.uppercased() { wholePrefixes += ["kc", "kk", "sc"] }
        for prefix in wholePrefixes {
            if plain == prefix + "width" { return .width }
            if plain == prefix + "height" { return .height }
        }
        return nil
    }

    /// A system bar whose height apps keep under a name of their own.
    public enum SystemBar: Sendable {
        case statusBar, navigationBarBottom, tabBar, homeIndicator

        /// On the device drawn: its status bar (54 on a phone whose safe area starts at 59, the
        /// Dynamic Island's; else the safe area's top), a 44-point navigation bar under it, a
        /// 49-point tab bar over the home indicator, the home indicator's safe-area inset.
        /// A navigation bar's height on an iPhone in portrait (UIKit's UINavigationBar).
        public static let navigationBarHeight = 44.0

        public func height(on safeArea: EdgeInsets) -> Double {
            let status = safeArea.top == 59 ? 54 : safeArea.top
            switch self {
            case .statusBar: return status
            case .navigationBarBottom: return status + Self.navigationBarHeight
            case .tabBar: return 49 + safeArea.bottom
            case .homeIndicator: return safeArea.bottom
            }
        }

        public var description: String {
            switch self {
            case .statusBar: return "the status bar's height"
            case .navigationBarBottom: return "the navigation bar's bottom, the status bar's height and 44"
            case .tabBar: return "the tab bar's height, 49 and the home indicator's inset"
            case .homeIndicator: return "the safe area's bottom inset"
            }
        }
    }

    /// Which system bar's height a name says it is: `kStatusBarHeight`, `STATUSBAR_HEIGHT`;
    /// `FullNavBarHeight`, `SSJ_NAVIBAR_BOTTOM`, `kNavBarAndStatusBarHeight` (a navigation bar's
    /// bottom, status bar included); `kTabBarHeight`; `SafeAreaBottom`, `SAFE_Bottom`,
    /// `kBottomSafeHeight`. Nil for anything else — `kNavBarHeight` alone is 44 in some apps and
    /// 88 in others, so it stays a value the app gives.
    public static func systemBar(named name: String) -> SystemBar? {
        let plain = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) })
        let navigation = ["navbar", "navibar", "navigationbar"].contains { plain.includes($0) }
        if navigation {
            // (`statusAndNavBarHeight`: the status bar's and the navigation bar's together.)
            if plain.includes("statusbar") || plain.includes("status") || plain.includes("full") || plain.hasSuffix("bottom") || plain.hasSuffix("maxy") { return .navigationBarBottom }
            return nil
        }
        if plain.includes("statusbar"), plain.hasSuffix("height") || plain.hasSuffix("h") { return .statusBar }
        // `kStatusHeight`, `StatusH`: the status bar's, though the word "bar" is left out.
        if ["statusheight", "statush"].contains(plain.hasPrefix("k") ? String(plain.dropFirst()) : plain) { return .statusBar }
        if plain.includes("tabbar"), plain.hasSuffix("height") || plain.hasSuffix("h") { return .tabBar }
        if plain.includes("safe"), plain.includes("bottom") { return .homeIndicator }
        return nil
    }

    /// The screen's size under the names code uses for it (the canvas's size).
    public static func screenConstants(width: Double, height: Double, scale: Double = 3) -> [String: Double] {
        var c: [String: Double] = [:]
        for name in ["UIScreen.main.bounds.width", "UIScreen.main.bounds.size.width", "UIScreen.mainScreen.bounds.size.width",
                     "SCREEN_WIDTH", "kScreenWidth", "kScreenW", "ScreenWidth", "screenWidth", "KScreenWidth", "kSCREEN_WIDTH"] { c[name] = width }
        for name in ["UIScreen.main.bounds.height", "UIScreen.main.bounds.size.height", "UIScreen.mainScreen.bounds.size.height",
                     "SCREEN_HEIGHT", "kScreenHeight", "kScreenH", "ScreenHeight", "screenHeight", "KScreenHeight", "kSCREEN_HEIGHT"] { c[name] = height }
        c["UIScreen.main.bounds.midX"] = width / 2
        c["UIScreen.main.bounds.midY"] = height / 2
        // Pixels per point: hairlines are written `1 / UIScreen.main.scale`.
        for name in ["UIScreen.main.scale", "UIScreen.mainScreen.scale"] { c[name] = scale }
        return c
    }
}
