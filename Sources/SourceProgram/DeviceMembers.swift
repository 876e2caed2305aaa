import Layout
import SourceSyntax
import Scene

/// What UIKit's shared objects answer about the device drawn: UIDevice (an iPhone, its iOS, its
/// orientation), the trait collection (compact × regular, text size, light, left to right),
/// the application, its window and scenes (the screen's frame and safe area, the status bar),
/// a navigation controller the code makes (the standard bar), UIScreen (bounds, pixels, scale).
extension Interpreter {
    /// Nil when `t.name` is none of them.
    func deviceMember(_ t: String, _ name: String, range: SourceRange) -> Value? {
        if let v = deviceTraitMember(t, name, range: range) { return v }
        switch (t, name) {
        case ("UIWindow.key", "safeAreaInsets"):
            consultedTraits.append("the window's safe area, the device's")
            return .insets(safeArea)
        // The status bar's frame (`UIApplication.shared.statusBarFrame`, the window scene's
        // `statusBarManager`): the screen's width by the status bar's height, as the device drawn has it.
        case ("UIApplication.shared", "statusBarFrame"), ("UIStatusBarManager", "statusBarFrame"):
            consultedTraits.append("the status bar's frame, the device's")
            return .rect(Rect(x: 0, y: 0, width: screen.width, height: CodeNames.SystemBar.statusBar.height(on: safeArea)))
        // iOS 13's way to it: `UIApplication.shared.windows.first.windowScene.statusBarManager`.
        case ("UIWindow.key", "windowScene"): return .type("UIWindowScene")
        case ("UIWindowScene", "statusBarManager"): return .type("UIStatusBarManager")
        // The scenes' way to the window (`UIApplication.shared.connectedScenes.first as?
        // UIWindowScene`, then `.windows.first` or `.keyWindow`): the screen's.
        case ("UIApplication.shared", "connectedScenes"), ("UIApplication.shared", "openSessions"): return .array([.type("UIWindowScene")])
        case ("UIWindowScene", "windows"): return .array([.type("UIWindow.key")])
        case ("UIWindowScene", "keyWindow"): return .type("UIWindow.key")
        // A navigation controller the code makes (`[UINavigationController new].navigationBar
        // .frame.size.height`, an app's TOPBAR_HEIGHT): its bar is the standard one, 44 tall
        // across the screen (UIKit's UINavigationBar on an iPhone in portrait).
        case ("UINavigationController.made", "navigationBar"): return .type("UINavigationBar.standard")
        case ("UINavigationBar.standard", "frame"), ("UINavigationBar.standard", "bounds"):
            consultedTraits.append("a navigation bar's height, \(formatNumber(CodeNames.SystemBar.navigationBarHeight))")
            return .rect(Rect(x: 0, y: 0, width: screen.width, height: CodeNames.SystemBar.navigationBarHeight))
        // The bar of the navigation or tab bar controller the app shows the drawn controller in
        // (ValueMembers): a 44-point navigation bar under the status bar, a tab bar 49 tall over
        // the home indicator, across the screen.
        case ("UINavigationBar.shown", "frame"), ("UINavigationBar.shown", "bounds"):
            let top = name == "frame" ? CodeNames.SystemBar.statusBar.height(on: safeArea) : 0
            deviceNamesRead.append(("the navigation bar of the navigation controller it is shown in is 44 tall, under the status bar (no bar is drawn)", range))
            consultedTraits.append("a navigation bar's height, \(formatNumber(CodeNames.SystemBar.navigationBarHeight))")
            return .rect(Rect(x: 0, y: top, width: screen.width, height: CodeNames.SystemBar.navigationBarHeight))
        case ("UITabBar.shown", "frame"), ("UITabBar.shown", "bounds"):
            let height = CodeNames.SystemBar.tabBar.height(on: safeArea)
            deviceNamesRead.append(("the tab bar of the tab bar controller it is shown in is \(formatNumber(height)) tall, 49 over the home indicator (no bar is drawn)", range))
            consultedTraits.append("a tab bar's height, \(formatNumber(height))")
            return .rect(Rect(x: 0, y: name == "frame" ? screen.height - height : 0, width: screen.width, height: height))
        case ("UIWindow.key", "isKeyWindow"): return .bool(true)
        case ("UIWindow.key", "bounds"), ("UIWindow.key", "frame"): return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        case ("UIScreen", "main"), ("UIScreen", "mainScreen"): return .type("UIScreen.main")
        case ("UIScreen.main", "bounds"): return .rect(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
        // The screen's coordinate spaces (`UIScreen.main.fixedCoordinateSpace.bounds`): upright, its bounds.
        case ("UIScreen.main", "fixedCoordinateSpace"), ("UIScreen.main", "coordinateSpace"): return .type("UIScreen.main")
        // "The screen bounds minus the area occupied by the status bar, if it is visible"
        // (UIScreen.applicationFrame, Apple's documentation; deprecated in iOS 9, still answered).
        case ("UIScreen.main", "applicationFrame"):
            consultedTraits.append("the status bar's frame, the device's")
            let bar = CodeNames.SystemBar.statusBar.height(on: safeArea)
            return .rect(Rect(x: 0, y: bar, width: screen.width, height: screen.height - bar))
        // In pixels, portrait (an app's model test: `nativeBounds.size.height == 2436`).
        case ("UIScreen.main", "nativeBounds"): return .rect(Rect(x: 0, y: 0, width: screen.width * scale, height: screen.height * scale))
        case ("UIScreen.main", "currentMode"): return .type("UIScreen.main.currentMode")
        case ("UIScreen.main.currentMode", "size"): return .size(Size(width: screen.width * scale, height: screen.height * scale))
        case ("UIScreen.main", "scale"), ("UIScreen.main", "nativeScale"): return .number(scale)
        default:
            return nil
        }
    }

    /// UIDevice and the trait collection: an iPhone, its iOS, upright, compact × regular, the
    /// text size drawn, light. Nil for the others.
    func deviceTraitMember(_ t: String, _ name: String, range: SourceRange) -> Value? {
        switch (t, name) {
        // The device drawn, as the reader draws it: an iPhone, upright, text size Large, light, left to right.
        case ("UIDevice", "current"), ("UIDevice", "currentDevice"), ("UITraitCollection", "current"): return .type(t + ".current")
        case ("UIDevice.current", "userInterfaceIdiom"), ("UITraitCollection.current", "userInterfaceIdiom"): return .symbol("phone")
        // The iOS the device runs: 17.0, as the build's SDK is taken (ConditionEvaluator's
        // __IPHONE_OS_VERSION_MAX_ALLOWED), so `kIOSVersion >= 11.0` holds.
        case ("UIDevice.current", "systemVersion"):
            consultedTraits.append("iOS 17: UIDevice's systemVersion \"17.0\"")
            deviceNamesRead.append(("UIDevice's systemVersion is \"17.0\"", range))
            return .string("17.0")
        case ("UIDevice.current", "systemName"):
            return .string("iOS")
        case ("UIDevice.current", "model"), ("UIDevice.current", "localizedModel"):
            consultedTraits.append("an iPhone: UIDevice's model \"iPhone\"")
            deviceNamesRead.append(("UIDevice's model is \"iPhone\"", range))
            return .string("iPhone")
        // The device's orientation as drawn: upright, or on its side when the screen is wider
        // than tall (`--device "iPhone 15 landscape"`).
        case ("UIDevice.current", "orientation"), ("UIApplication.shared", "statusBarOrientation"):
            let landscape = screen.width > screen.height
            consultedTraits.append(landscape ? "an iPhone on its side: orientation .landscapeLeft" : "an iPhone upright: orientation .portrait")
            return .symbol(landscape ? "orientation.landscapeLeft" : "orientation.portrait")
        case ("UITraitCollection.current", "horizontalSizeClass"):
            consultedTraits.append("an iPhone upright: horizontalSizeClass .compact")
            return .symbol("compact")
        case ("UITraitCollection.current", "verticalSizeClass"):
            consultedTraits.append("an iPhone upright: verticalSizeClass .regular")
            return .symbol("regular")
        case ("UITraitCollection.current", "preferredContentSizeCategory"), ("UIApplication.shared", "preferredContentSizeCategory"):
            consultedTraits.append("text size \(contentSizeCategory.name)")
            return .symbol(contentSizeCategory.uikitName)
        case ("UITraitCollection.current", "userInterfaceStyle"):
            consultedTraits.append("light mode")
            return .symbol("light")
        case ("UITraitCollection.current", "layoutDirection"), ("UIApplication.shared", "userInterfaceLayoutDirection"): return .symbol("leftToRight")
        case ("UIFontMetrics", "default"), ("UIFontMetrics", "defaultMetrics"): return .fontMetrics(.body)
        case ("UIApplication", "shared"), ("UIApplication", "sharedApplication"): return .type("UIApplication.shared")
        // The app's window fills the screen drawn: its safe area is the device's (an app's notch
        // test: `[[UIApplication sharedApplication] delegate].window.safeAreaInsets.bottom > 0`).
        case ("UIApplication.shared", "keyWindow"), ("UIApplication.delegate", "window"): return .type("UIWindow.key")
        case ("UIApplication.shared", "windows"): return .array([.type("UIWindow.key")])
        case ("UIApplication.shared", "delegate"): return appDelegate.map(Value.instance) ?? .type("UIApplication.delegate")
        default:
            return nil
        }
    }
}
