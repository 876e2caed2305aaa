import Layout

/// One document read into a view tree: the roots it holds, the views of the one drawn, their
/// properties and constraints.
struct InterfaceBuilderBuilding {
    let document: XMLElement
    let file: String
    let measurer: (any TextMeasuring)?
    var warnings: [InterfaceBuilderWarning] = []
    var views: [String: View] = [:]
    var stored: [String: Rect] = [:]
    var misplaced: Set<String> = [], ambiguous: Set<String> = [], textFields: Set<String> = []
    /// Layout guides by their ids: the safe area of a view, a scroll view's guides, the old
    /// top and bottom layout guides.
    var guides: [String: (item: LayoutItem, remap: [LayoutAttribute: LayoutAttribute])] = [:]
    /// Outlet names by the id they point at, for naming views.
    var outlets: [String: String] = [:]
    /// Image sizes: the project's asset catalog's where the file is in a project that has the
    /// image (`catalogImages`, as the app shows it), else the document's resources'.
    var images: [String: Size] = [:]
    var catalogImages: [String: Size] = [:]
    var constraintElements: [(owner: View, element: XMLElement)] = []
    /// Views that keep their autoresizing mask's constraints (no
    /// `translatesAutoresizingMaskIntoConstraints="NO"`): their frame holds, as UIKit makes it hold.
    var autoresizing: [View] = []
    var placeholders = 0
    /// The design device's size classes, for `<variation key="widthClass=compact">`.
    var sizeClasses: Set<String> = []
    /// Before Xcode 26 (tools version 24000), controls had their older sizes (UISwitch 51 × 31).
    var beforeLiquidGlass = false
    /// Before Xcode 10.2 (tools version 14800; iOS 12.1's SDK), a rounded-rect text field was
    /// 30 tall whatever its font (UIKitControl.roundedRectField).
    var beforeIOS13 = false
    /// Saved by Xcode 8 or before (tools version below 13000, Xcode 9's first): iOS 10's controls.
    var beforeIOS11 = false
    /// How wide the file's Xcode measured a Chinese character (CJKText.hanAdvance), where it is
    /// laid out on its design device to compare with the frames that Xcode stored; nil on
    /// another screen, which is laid out as today's iOS measures.
    var hanAdvance: Double?
    /// A table cell's content view's margins where the file sets none (UITableViewCell's, from
    /// Xcode 9.3: 11 above and below, 16 at the sides, 20 on screens 414 points wide or more);
    /// nil for files saved before (tools version 13500), whose cells had UIView's 8. From the
    /// frames Xcode stored for views pinned to cells' margins in the files of the repositories
    /// mirrored on 2026-11-27: below 13500, 8 (119 of 136 constraints at the sides, 89 of 102
    /// above or below); from it, 16 at the sides on 375-wide devices (107 of 151), 20 on 414-wide
    /// ones (32 of 42), 11 above and below (113 of 132). The sides are the device's here; a
    /// cell's content view takes them from the cell's own width (InterfaceBuilderViews).
    var cellContentMargins: EdgeInsets?
    /// Subviews and constraints the design device's size classes leave out (`<variation>`
    /// masks), by id.
    var excluded: Set<String> = []
    /// Another screen to lay the document out on (InterfaceBuilderReader.read's `screen`).
    var screen: InterfaceBuilderScreen?

    init(document: XMLElement, file: String, measurer: (any TextMeasuring)?) {
        self.document = document; self.file = file; self.measurer = measurer
    }

    /// The document's `toolsVersion` as a number: "14490.70" is 14490.70, and a three-part one
    /// ("32700.99.1234") its first two parts; 0 when there is none.
    static func toolsVersion(_ text: String?) -> Double {
        guard let text else { return 0 }
        return Double(text.split(separator: ".", omittingEmptySubsequences: false).prefix(2).joined(separator: ".")) ?? 0
    }

    /// Whether a document naming no device (Xcode 6 and 7's any-width, any-height canvas) was
    /// saved in its base configuration, where no size class's variation holds: a subview the
    /// default leaves out is stored off the canvas, at the placeholder Xcode gives a view it does
    /// not install there (-25, -30, 97, 30 for a text field; others keep a stale frame). Saved
    /// in an iPhone's configuration (compact width, regular height), those views are stored
    /// where that configuration places them.
    static func savedInBaseConfiguration(_ scene: XMLElement) -> Bool {
        var leftOut: Set<String> = [], stored: [String: Rect] = [:]
        func walk(_ e: XMLElement) {
            if let id = e["id"], let frame = e.storedFrame { stored[id] = frame }
            for variation in e.children("variation") where variation["key"] == "default" {
                for mask in variation.children("mask") where mask["key"] == "subviews" {
                    for item in mask.children("exclude") { if let id = item["reference"] { leftOut.insert(id) } }
                }
            }
            e.children.forEach(walk)
        }
        walk(scene)
        let frames = leftOut.compactMap { stored[$0] }
        return frames.contains { $0.minX < 0 && $0.minY < 0 }
    }

    /// The images' sizes: the project's asset catalog's, else the document's resources' (a
    /// copy Xcode kept when the file was saved, which may be of another image than the catalog
    /// holds now: the app shows the catalog's, said).
    mutating func readImages(_ document: XMLElement) {
        images = catalogImages
        for r in document.child("resources")?.children("image") ?? [] {
            guard let n = r["name"], let w = r["width"].flatMap(Double.init), let h = r["height"].flatMap(Double.init) else { continue }
            let stored = Size(width: w, height: h)
            if let catalog = catalogImages[n] {
                if abs(catalog.width - w) >= 0.5 || abs(catalog.height - h) >= 0.5 {
                    warn(r, "image \"\(n)\" is \(formatPoints(catalog.width)) × \(formatPoints(catalog.height)) in the project's asset catalog and \(formatPoints(w)) × \(formatPoints(h)) in the file's resources (saved with another image); the catalog's size is used, as the app shows it")
                }
            } else {
                images[n] = stored
            }
        }
    }

    mutating func warn(_ e: XMLElement, _ message: String) {
        warnings.append(InterfaceBuilderWarning(line: e.line, column: e.column, message: message))
    }

    /// The views a document can draw: a storyboard's view controllers' views, a xib's top-level views.
    func candidates() -> [(name: String, keys: [String], view: XMLElement, isController: Bool, controller: XMLElement?)] {
        var found: [(String, [String], XMLElement, Bool, XMLElement?)] = []
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] {
                guard let view = object.children.first(where: { $0["key"] == "view" }) else { continue }
                let name = object["customClass"] ?? object["storyboardIdentifier"] ?? object["title"] ?? scene["sceneID"] ?? object.name
                found.append((name, [object["customClass"], object["storyboardIdentifier"], object["id"], scene["sceneID"], object["title"]].compactMap { $0 },
                              view, true, object))
            }
        }
        let topLevel = Set(InterfaceBuilderClasses.viewElements.keys)
        let ownerView = document.child("objects")?.children.first { $0["placeholderIdentifier"] == "IBFilesOwner" }?
            .child("connections")?.children("outlet").first { $0["property"] == "view" }?["destination"]
        for object in document.child("objects")?.children ?? [] where topLevel.contains(object.name) {
            let name = object["userLabel"] ?? object["customClass"] ?? object["id"] ?? object.name
            found.append((name, [object["userLabel"], object["customClass"], object["id"]].compactMap { $0 }, object, object["id"] == ownerView, nil))
        }
        return found
    }

    mutating func build(scene: String?) throws(InterfaceBuilderError) -> InterfaceBuilderLayout {
        let all = candidates()
        guard !all.isEmpty else {
            throw InterfaceBuilderError(file: file, line: document.line, column: document.column, message: "the document holds no view to draw")
        }
        let chosen: (name: String, keys: [String], view: XMLElement, isController: Bool, controller: XMLElement?)
        if let scene {
            guard let match = all.first(where: { $0.keys.contains(scene) || $0.name == scene }) else {
                throw InterfaceBuilderError(file: file, line: nil, column: nil,
                                            message: "no scene or view \"\(scene)\"; the file holds \(all.map(\.name).joined(separator: ", "))")
            }
            chosen = match
        } else {
            chosen = all[0]
        }
        readImages(document)
        collectOutlets(document)
        let deviceElement = document.child("device")
        let toolsVersion = Self.toolsVersion(document["toolsVersion"])
        let device = deviceElement?["id"].flatMap { IBDevice.named($0, toolsVersion: toolsVersion) }
        let landscape = deviceElement?["orientation"] == "landscape"
        sizeClasses = screen?.sizeClasses ?? device?.sizeClasses(landscape: landscape)
            ?? (Self.savedInBaseConfiguration(chosen.view) ? [] : ["widthClass=compact", "heightClass=regular"])
        beforeLiquidGlass = toolsVersion < 24000
        beforeIOS13 = toolsVersion < 14800
        beforeIOS11 = toolsVersion < 13000
        hanAdvance = screen == nil ? CJKText.hanAdvance(toolsVersion: toolsVersion) : nil
        if let width = screen?.width ?? device.map({ landscape ? $0.height : $0.width }), screen != nil || toolsVersion >= 13500 {
            let side = width >= 414 ? 20.0 : 16.0
            cellContentMargins = EdgeInsets(top: 11, left: side, bottom: 11, right: side)
        }
        if deviceElement != nil && device == nil { warn(deviceElement!, "unknown design device \"\(deviceElement!["id"] ?? "")\"; drawn at the size the file stores, with no safe area") }

        let root = try makeView(chosen.view, isRoot: true)
        var fillsScreen = false
        // A full-screen root has the device's safe area and, for a view controller, the
        // system's root margins from it.
        if let device {
            var size = landscape ? Size(width: device.height, height: device.width) : Size(width: device.width, height: device.height)
            if abs(root.frame.width - size.width) < 0.5 && abs(root.frame.height - size.height) < 0.5 {
                fillsScreen = true
                root.safeAreaInsets = landscape ? device.landscapeSafeArea : device.portraitSafeArea
                if let screen {
                    // Laid out on another screen: that screen's size, safe area and scale.
                    size = Size(width: screen.width, height: screen.height)
                    root.frame.size = size
                    root.safeAreaInsets = screen.safeArea
                }
                if chosen.isController { root.layoutMargins = View.viewControllerRootMargins(width: size.width, safeArea: root.safeAreaInsets) }
            }
            root.displayScale = screen?.scale ?? device.scale
            if chosen.isController, let controller = chosen.controller, root.safeAreaInsets != .zero {
                root.safeAreaInsets = simulatedBars(for: controller, safeArea: root.safeAreaInsets, height: root.frame.height)
                root.layoutMargins = View.viewControllerRootMargins(width: size.width, safeArea: root.safeAreaInsets)
            } else if chosen.isController, let controller = chosen.controller, !fillsScreen {
                // A freeform controller (its root sized in the file, 375 × 2000): no status bar on
                // the canvas, but its simulated navigation and tab bars, and a controller root's
                // margins inside them (a real storyboard stores a view pinned to topMargin at 44).
                root.safeAreaInsets = simulatedBars(for: controller, safeArea: .zero, height: root.frame.height)
                root.layoutMargins = View.viewControllerRootMargins(width: root.frame.width, safeArea: root.safeAreaInsets)
            }
        } else {
            root.displayScale = 2
            // A document saved before Xcode 8 names no device: its canvas (600 × 600 in Xcode 7)
            // showed the status bar, 20 tall, and a view controller's root had the margins of
            // that era's UIKit, 16 at the sides below 414 points wide and 20 from it (a real
            // Xcode 7 launch screen stores bars pinned `leadingMargin - 20` at x 0, `top =
            // topLayoutGuide.bottom` at y 20); Xcode 6's files (tools version below 8000) 16 on
            // its 600-wide canvas too (shepting/AutoLayout's Main.storyboard: `leadingMargin + 10`
            // stored at 26), and its bars from segues (`topLayoutGuide + 38` at 102 under a
            // navigation bar).
            if chosen.isController, root.frame.height > 100 {
                fillsScreen = true
                root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
                if let screen {
                    root.frame.size = Size(width: screen.width, height: screen.height)
                    root.safeAreaInsets = screen.safeArea
                    root.displayScale = screen.scale
                } else if let controller = chosen.controller {
                    // Its navigation and tab bars, from its segues, as on a device's canvas.
                    root.safeAreaInsets = simulatedBars(for: controller, safeArea: root.safeAreaInsets, height: root.frame.height)
                }
                let side = root.frame.width >= 414 && toolsVersion >= 8000 ? 20.0 : 16.0
                root.layoutMargins = EdgeInsets(top: root.safeAreaInsets.top, left: root.safeAreaInsets.left + side,
                                                bottom: root.safeAreaInsets.bottom, right: root.safeAreaInsets.right + side)
            }
        }
        root.frame.origin = .zero
        // A view controller's old top and bottom layout guides (iOS 7), listed on the
        // controller: the safe area's top and bottom edges today.
        for guide in chosen.controller?.child("layoutGuides")?.children("viewControllerLayoutGuide") ?? [] {
            guard let id = guide["id"] else { continue }
            guides[id] = guide["type"] == "top" ? (.safeArea(root), [.bottom: .top, .top: .top]) : (.safeArea(root), [.top: .bottom, .bottom: .bottom])
        }
        for (owner, element) in constraintElements { addConstraints(element, owner: owner) }
        // A view that keeps its autoresizing mask and is also the first item of constraints
        // (a cell's content view, `trailing = toggle.trailing + 16` written content-first) is
        // still placed by its mask: UIKit's NSAutoresizingMaskLayoutConstraints hold its frame,
        // at the size the document is designed at.
        for view in autoresizing where !view.madeConstraints.isEmpty {
            guard let parent = view.superview else { continue }
            let f = view.frame
            let held = [(LayoutAttribute.left, f.minX), (.top, f.minY)].map { a, constant in
                LayoutConstraint(firstView: view, firstAttribute: a, relation: .equal, second: .view(parent), secondAttribute: a,
                                 constant: constant, key: "NSAutoresizingMaskLayoutConstraint")
            } + [(LayoutAttribute.width, f.width), (.height, f.height)].map { a, constant in
                LayoutConstraint(firstView: view, firstAttribute: a, relation: .equal, second: nil, secondAttribute: nil,
                                 constant: constant, key: "NSAutoresizingMaskLayoutConstraint")
            }
            for c in held { c.systemOrigin = "UIKit" }
            view.install(held)
        }
        for v in root.subtree where v.stack != nil {
            for c in v.stackConstraints() { c.firstView.install([c]) }
        }
        if placeholders > 0 {
            warnings.append(InterfaceBuilderWarning(line: document.line, column: document.column,
                message: "\(placeholders) placeholder constraint\(placeholders == 1 ? " is" : "s are") left out, as Xcode removes them at build time"))
        }
        var layout = InterfaceBuilderLayout(root: root, storedFrames: stored, misplaced: misplaced, ambiguous: ambiguous,
                                            textFields: textFields, warnings: warnings,
                                            drawn: chosen.name, others: all.map(\.name).filter { $0 != chosen.name },
                                            device: deviceElement?["id"] ?? "none", scale: root.displayScale)
        layout.fillsScreen = fillsScreen
        return layout
    }

    mutating func collectOutlets(_ e: XMLElement) {
        if e.name == "outlet", let p = e["property"], let d = e["destination"], outlets[d] == nil { outlets[d] = p }
        for c in e.children { collectOutlets(c) }
    }

    /// The bars a storyboard puts over a view controller: the navigation bar of the navigation
    /// controller whose root it is, the tab bar of the tab bar controller it (or that navigation
    /// controller) is in, and bars the scene simulates (`simulatedTopBarMetrics`,
    /// `simulatedBottomBarMetrics`). Interface Builder insets the safe area by them: 44 for a
    /// navigation bar (96 with large titles), 49 for a tab bar (their stored frames are often
    /// placeholders, 1000 × 1000).
    func simulatedBars(for controller: XMLElement, safeArea: EdgeInsets, height: Double) -> EdgeInsets {
        var insets = safeArea
        var parents: [String: XMLElement] = [:]
        // A controller shown by a `show` (or iOS 7's `push`) segue from another is in that one's
        // navigation controller, and tab, as Interface Builder infers its simulated bars.
        var shownFrom: [String: XMLElement] = [:]
        for scene in document.child("scenes")?.children("scene") ?? [] {
            for object in scene.child("objects")?.children ?? [] {
                for segue in object.child("connections")?.children("segue") ?? [] where segue["kind"] == "relationship" {
                    if let destination = segue["destination"] { parents[destination] = object }
                }
                var pending = [object]
                while let e = pending.popLast() {
                    for child in e.children {
                        if child.name == "segue", child["kind"] == "show" || child["kind"] == "push", let destination = child["destination"],
                           destination != object["id"], shownFrom[destination] == nil {
                            shownFrom[destination] = object
                        }
                        pending.append(child)
                    }
                }
            }
        }
        var chain: [XMLElement] = []
        var id = controller["id"]
        var seen: Set<String> = []
        while let current = id, seen.insert(current).inserted, chain.count < 8 {
            if let parent = parents[current] { chain.append(parent); id = parent["id"] }
            else if let source = shownFrom[current] { id = source["id"] }
            else { break }
        }
        if let nav = chain.first(where: { $0.name == "navigationController" }), nav["navigationBarHidden"] != "YES" {
            let bar = nav.child("navigationBar", key: "navigationBar")
            // 44, and 52 more with large titles; the bar's stored frame is often a placeholder.
            insets.top = safeArea.top + 44 + (bar?["largeTitles"] == "YES" ? 52 : 0)
        } else if controller.children.contains(where: { $0["key"] == "simulatedTopBarMetrics" && $0.name == "simulatedNavigationBarMetrics" }) {
            insets.top = safeArea.top + 44
        }
        if chain.contains(where: { $0.name == "tabBarController" }) {
            insets.bottom = safeArea.bottom + 49
        } else if controller.children.contains(where: { $0["key"] == "simulatedBottomBarMetrics" && $0.name == "simulatedTabBarMetrics" }) {
            insets.bottom = safeArea.bottom + 49
        }
        return insets
    }
}
