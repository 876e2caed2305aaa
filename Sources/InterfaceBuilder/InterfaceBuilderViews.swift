import Layout

extension InterfaceBuilderBuilding {
    /// The view an element stands for, with its subviews, and its constraints kept to add once
    /// every view exists.
    mutating func makeView(_ e: XMLElement, isRoot: Bool = false) throws(InterfaceBuilderError) -> View {
        let (className, kind) = InterfaceBuilderClasses.viewElements[e.name] ?? ("UIView", .view)
        let ibID = e["id"] ?? "\(e.name)-\(e.line)"
        let name = outlets[ibID] ?? e["userLabel"] ?? (e["key"] == "contentView" ? "contentView" : nil)
            ?? e["customClass"].map { "\($0)-\(ibID)" } ?? "\(className)-\(ibID)"
        let view = View(id: isRoot ? "root" : ibID, kind: kind, key: isRoot ? (e["customClass"] ?? name) : name)
        views[ibID] = view
        if let r = e.storedFrame {
            view.frame = r
            stored[view.id] = r
        }
        if e["misplaced"] == "YES" { misplaced.insert(view.id) }
        if e["ambiguous"] == "YES" { ambiguous.insert(view.id) }
        if let color = e.child("color", key: "backgroundColor").flatMap(InterfaceBuilderClasses.color) { view.backgroundColor = color }
        readPriorities(e, view)
        readContent(e, view, className: className)
        for guide in e.children("viewLayoutGuide") {
            guard let id = guide["id"] else { continue }
            switch guide["key"] {
            case "safeArea": guides[id] = (.safeArea(view), [:])
            case "contentLayoutGuide": guides[id] = (.view(view.contentLayoutGuide), [:])
            case "frameLayoutGuide": guides[id] = (.view(view.frameLayoutGuide), [:])
            default: warn(guide, "the layout guide \"\(guide["key"] ?? "")\" is not read; constraints to it are left out")
            }
        }
        for guide in e.child("layoutGuides")?.children ?? [] where guide.name == "viewControllerLayoutGuide" {
            // iOS 7's top and bottom layout guides: the safe area's edges today.
            guard let id = guide["id"] else { continue }
            if guide["type"] == "top" { guides[id] = (.safeArea(view), [.bottom: .top, .top: .top, .height: .top]) }
            else { guides[id] = (.safeArea(view), [.top: .bottom, .bottom: .bottom, .height: .bottom]) }
        }
        if let margins = e.child("edgeInsets", key: "layoutMargins") ?? e.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.layoutMargins = EdgeInsets(top: number(margins["top"]), left: number(margins["left"] ?? margins["leading"]),
                                            bottom: number(margins["bottom"]), right: number(margins["right"] ?? margins["trailing"]))
        } else if e.name == "tableViewCellContentView", var margins = cellContentMargins {
            // The sides follow the cell's own width, as Xcode lays a cell out (a 320-wide cell in a
            // document for a 414-wide iPhone has 16), not the device's.
            if screen == nil, let width = e.child("rect", key: "frame")?["width"].flatMap(Double.init) {
                let side = width >= 414 ? 20.0 : 16.0
                margins.left = side; margins.right = side
            }
            view.layoutMargins = margins
        }
        readMasks(e)
        // Subviews: under <subviews>, and a cell's or an effect view's content view.
        var children = (e.child("subviews")?.children ?? []).filter { !excluded.contains($0["id"] ?? "") }
        children += e.children.filter { $0["key"] == "contentView" && InterfaceBuilderClasses.viewElements[$0.name] != nil }
        for child in children where InterfaceBuilderClasses.viewElements[child.name] != nil || child.name.hasSuffix("View") {
            let sub = try makeView(child)
            view.addSubview(sub)
            // A hidden one stays arranged: UIKit collapses it along the axis and aligns it across (StackLayout).
            if e.name == "stackView" { view.arrangedSubviews.append(sub) }
        }
        if e.name == "stackView" {
            // Inside its margins when it has any: Xcode writes a stack view's layout margins only
            // with "Layout Margins Relative Arrangement" on (in the mirrored repositories' files,
            // every one of the 49 stack views with margins and visible arranged views has them
            // stored at the margins, and none writes the attribute itself).
            let hasMargins = e.children.contains { ($0.name == "directionalEdgeInsets" && $0["key"] == "directionalLayoutMargins")
                || ($0.name == "edgeInsets" && $0["key"] == "layoutMargins") }
            view.stack = StackLayout(axis: e["axis"] == "vertical" ? .vertical : .horizontal,
                                     distribution: StackLayout.Distribution(rawValue: e["distribution"] ?? "fill") ?? .fill,
                                     alignment: stackAlignment(e["alignment"]), spacing: number(e["spacing"]),
                                     arrangesInsideMargins: e["layoutMarginsRelativeArrangement"].map { $0 == "YES" } ?? hasMargins)
        }
        if let constraints = e.child("constraints") { constraintElements.append((view, constraints)) }
        if !isRoot, e["translatesAutoresizingMaskIntoConstraints"] != "NO" { autoresizing.append(view) }
        if e.children("variation").contains(where: { v in v.children.contains { $0.name != "fontDescription" && $0.name != "mask" } }) {
            warn(e, "size-class variations of properties other than fonts are not read; the view keeps its value for any size class")
        }
        return view
    }

    /// Whether a variation's key (`heightClass=regular-widthClass=compact`) holds on the design device.
    func matches(_ variation: XMLElement) -> Bool {
        guard let key = variation["key"], key != "default" else { return false }
        return key.split(separator: "-").allSatisfy { sizeClasses.contains(String($0)) }
    }

    /// The subviews and constraints a view's `<variation>` masks leave out on the design
    /// device: what the default variation excludes and no matching one includes, and what a
    /// matching one excludes.
    mutating func readMasks(_ e: XMLElement) {
        var out: Set<String> = [], back: Set<String> = []
        for variation in e.children("variation") {
            let isDefault = variation["key"] == "default"
            guard isDefault || matches(variation) else { continue }
            for mask in variation.children("mask") {
                for item in mask.children {
                    guard let id = item["reference"] else { continue }
                    if item.name == "exclude" { out.insert(id) }
                    if item.name == "include", !isDefault { back.insert(id) }
                }
            }
        }
        excluded.formUnion(out.subtracting(back))
    }

    /// A number of the file's (XMLElement.number).
    func number(_ s: String?) -> Double { XMLElement.number(s) }

    func stackAlignment(_ s: String?) -> StackLayout.Alignment {
        switch s {
        case "top", "leading": .leading
        case "bottom", "trailing": .trailing
        case "center": .center
        case "firstBaseline": .firstBaseline
        case "lastBaseline", "baseline": .lastBaseline
        default: .fill
        }
    }

    func readPriorities(_ e: XMLElement, _ view: View) {
        if let h = e["horizontalHuggingPriority"].flatMap(Double.init) { view.contentHugging.horizontal = h }
        if let v = e["verticalHuggingPriority"].flatMap(Double.init) { view.contentHugging.vertical = v }
        if let h = e["horizontalCompressionResistancePriority"].flatMap(Double.init) { view.compressionResistance.horizontal = h }
        if let v = e["verticalCompressionResistancePriority"].flatMap(Double.init) { view.compressionResistance.vertical = v }
    }

    /// Text, titles, images and controls: what gives a view a size of its own.
    mutating func readContent(_ e: XMLElement, _ view: View, className: String) {
        view.isControl = ["button", "switch", "slider", "stepper", "segmentedControl", "textField", "pageControl"].contains(e.name)
        view.isHidden = e["hidden"] == "YES"
        view.clipsToBounds = e["clipsSubviews"] == "YES"
        // A variation for the design device's size classes overrides the font (`widthClass=compact`).
        let variation = e.children("variation").first(where: matches)
        let font = (variation?.child("fontDescription", key: "fontDescription") ?? e.child("fontDescription", key: "fontDescription"))
            .flatMap(InterfaceBuilderClasses.font)
        switch e.name {
        case "label":
            let text = e["text"] ?? e.child("string", key: "text")?.text ?? ""
            var label = LabelContent(text: text, font: font ?? LabelContent.defaultFont)
            label.hanAdvance = hanAdvance
            label.numberOfLines = e["numberOfLines"].flatMap(Int.init) ?? 1
            label.alignment = TextAlignment(rawValue: e["textAlignment"] ?? "natural") ?? .natural
            if let c = e.child("color", key: "textColor").flatMap(InterfaceBuilderClasses.color) { label.textColor = c }
            if let w = e["preferredMaxLayoutWidth"].flatMap(Double.init) { label.preferredMaxLayoutWidth = w }
            view.label = label
        case "button":
            let title = e.children("state").first { $0["key"] == "normal" }?["title"] ?? e.child("buttonConfiguration")?["title"]
            if let configuration = e.child("buttonConfiguration"), let title = configuration["title"], !title.isEmpty {
                // A button with a UIButton.Configuration (Xcode 13 on): its title in the
                // configuration's font (`titleFontDescription`), inside its `contentInsets`,
                // else the configuration's defaults (LabelContent.configurationButtonTitle).
                let configurationFont = configuration.child("fontDescription", key: "titleFontDescription").flatMap(InterfaceBuilderClasses.font)
                let insets = configuration.child("directionalEdgeInsets", key: "contentInsets").map {
                    EdgeInsets(top: number($0["top"]), left: number($0["leading"]), bottom: number($0["bottom"]), right: number($0["trailing"]))
                }
                view.label = LabelContent.configurationButtonTitle(title, font: configurationFont, insets: insets)
                view.label?.hanAdvance = hanAdvance
            } else if let title, !title.isEmpty {
                // UIButton: its title in 15 pt unless the button says.
                view.label = LabelContent.buttonTitle(title, font: font ?? "system 15")
                view.label?.hanAdvance = hanAdvance
                // Content insets replace the 6 above and below (a 14-pt "Invite" inset 15 and 7:
                // 17 + 14 = 31 tall in the frames Xcode stored).
                if let insets = e.children("inset").first(where: { $0["key"] == "contentEdgeInsets" }) {
                    view.label?.contentInsets = EdgeInsets(top: number(insets["minY"]), left: number(insets["minX"]),
                                                           bottom: number(insets["maxY"]), right: number(insets["maxX"]))
                }
            } else if let image = e.children("state").first(where: { $0["key"] == "normal" })?["image"], let size = images[image] {
                view.intrinsicContentSize = IntrinsicSize(width: size.width, height: size.height)
            }
        case "imageView":
            if let image = e["image"], let size = images[image] { view.intrinsicContentSize = IntrinsicSize(width: size.width, height: size.height) }
        case "textField":
            textFields.insert(view.id)
            if let measurer {
                // Its text, else its placeholder; with neither (or both empty) a line of its font
                // tall and nothing wide, as UITextField is (a field with no placeholder stored
                // 34 tall, rounded, in real files).
                let text = [e["text"], e["placeholder"]].compactMap { $0 }.first { !$0.isEmpty }
                let m = measurer.measure(text ?? "X", font: font ?? LabelContent.defaultFont, maxWidth: nil, maxLines: 1, hanAdvance: hanAdvance)
                let width = text == nil ? 0 : m.size.width
                // A field without a border is a line of its font tall: in files saved before Xcode
                // 10.2, rounded up to whole points (40 such fields in 16 mirrored repositories:
                // 14 pt 17, 17 pt 21, 15 pt 18); later ones vary by version (14 pt: 17, 18, 18.5,
                // 18.667, 19), so the line is kept as measured.
                view.intrinsicContentSize = e["borderStyle"] == "roundedRect"
                    ? UIKitControl.roundedRectField(textWidth: width, lineHeight: m.size.height, beforeIOS13: beforeIOS13)
                    : IntrinsicSize(width: width, height: beforeIOS13 ? m.size.height.rounded(.up) : m.size.height)
            }
        case "activityIndicatorView":
            view.intrinsicContentSize = UIKitControl.activityIndicator(large: (e["style"] ?? "").lowercased().contains("large")).intrinsicSize
        case "navigationBar", "toolbar":
            // The bars' heights as Interface Builder stores them (UIKit before iOS 26: 44).
            view.intrinsicContentSize = IntrinsicSize(width: nil, height: 44)
        case "tabBar":
            view.intrinsicContentSize = IntrinsicSize(width: nil, height: 49)
        case "searchBar":
            view.intrinsicContentSize = beforeIOS11 ? UIKitControl.searchBarBeforeIOS11 : UIKitControl.searchBar.intrinsicSize
        case "pageControl":
            view.intrinsicContentSize = UIKitControl.pageControl(pages: e["numberOfPages"].flatMap(Int.init) ?? 0).intrinsicSize
        case "switch" where beforeLiquidGlass:
            // UISwitch before iOS 26: 51 × 31 (every switch stored by Xcode 9 … 16 in real files).
            view.intrinsicContentSize = IntrinsicSize(width: 49, height: 31)
            view.alignmentRectInsets = UIKitControl.uiSwitch.alignmentRectInsets
        case "segmentedControl":
            // Sized by its titles (UIKitControl.segmented); with an image segment, only its height.
            let titles = e.child("segments")?.children("segment").map { $0["title"] } ?? []
            let segmented = UIKitControl.segmented(titles.compactMap { $0 }, beforeIOS13: beforeIOS13)
            if !titles.isEmpty, !titles.contains(where: { $0 == nil }) { view.segments = segmented }
            view.intrinsicContentSize = IntrinsicSize(width: nil, height: segmented.height)
        case "slider" where beforeLiquidGlass:
            // UISlider before iOS 26: 31 tall (the same files), its track 2 beyond its frame each side.
            view.intrinsicContentSize = IntrinsicSize(width: nil, height: 31)
            view.alignmentRectInsets = EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        default:
            if let control = UIKitControl(className: className) {
                view.intrinsicContentSize = control.intrinsicSize
                view.alignmentRectInsets = control.alignmentRectInsets
            }
        }
        // Interface Builder's placeholder intrinsic size, which the view has at design time
        // ("infinite": none); a label's replaces its text's (a label whose text the app sets,
        // stored empty).
        let placeholder = { (name: String) -> Double?? in e[name].map { $0 == "infinite" ? nil : Double($0) } }
        if let w = placeholder("placeholderIntrinsicWidth") { view.intrinsicContentSize.width = w; view.label?.placeholderWidth = w }
        if let h = placeholder("placeholderIntrinsicHeight") { view.intrinsicContentSize.height = h; view.label?.placeholderHeight = h }
    }

    /// Every `<constraint>` of a view's `<constraints>`, installed on its first item.
    mutating func addConstraints(_ list: XMLElement, owner: View) {
        for c in list.children("constraint") {
            if c["placeholder"] == "YES" { placeholders += 1; continue }
            if let id = c["id"], excluded.contains(id) { continue }
            // A view this size class does not install takes its constraints with it, as UIKit
            // installs none that name a view outside the hierarchy.
            if [c["firstItem"], c["secondItem"]].contains(where: { $0.map(excluded.contains) ?? false }) { continue }
            guard let firstAttributeName = c["firstAttribute"], var firstAttribute = LayoutAttribute(rawValue: firstAttributeName) else {
                warn(c, "a constraint with the attribute \"\(c["firstAttribute"] ?? "")\", which is not one of Auto Layout's, is left out"); continue
            }
            var first: View = owner
            if let id = c["firstItem"] {
                if let v = views[id] { first = v }
                else if let guide = guides[id], case .view(let v) = guide.item { first = v }
                else if let guide = guides[id], case .safeArea = guide.item {
                    // A guide first (`safeArea.trailing = label.trailing + 20`): written the other way round.
                    guard let secondID = c["secondItem"], let second = views[secondID],
                          let secondAttribute = c["secondAttribute"].flatMap(LayoutAttribute.init(rawValue:)) else {
                        warn(c, "a constraint of a layout guide to nothing is left out"); continue
                    }
                    let attribute = guide.remap[firstAttribute] ?? firstAttribute
                    install(c, first: second, firstAttribute: secondAttribute, second: guide.item, secondAttribute: attribute, reversed: true)
                    continue
                } else { warn(c, "a constraint names \"\(id)\", which is no view of this scene; it is left out"); continue }
            }
            guard let secondID = c["secondItem"] else {
                install(c, first: first, firstAttribute: firstAttribute, second: nil, secondAttribute: nil, reversed: false)
                continue
            }
            let second: LayoutItem
            var secondAttribute = c["secondAttribute"].flatMap(LayoutAttribute.init(rawValue:)) ?? firstAttribute
            if let v = views[secondID] { second = .view(v) }
            else if let guide = guides[secondID] { second = guide.item; secondAttribute = guide.remap[secondAttribute] ?? secondAttribute }
            else { warn(c, "a constraint names \"\(secondID)\", which is no view of this scene; it is left out"); continue }
            if firstAttribute == .baseline { firstAttribute = .lastBaseline }
            install(c, first: first, firstAttribute: firstAttribute, second: second, secondAttribute: secondAttribute == .baseline ? .lastBaseline : secondAttribute, reversed: false)
        }
    }

    /// One constraint: `first.attribute relation multiplier × second.attribute + constant`; a
    /// reversed one (a guide written first) has its relation, multiplier and constant turned round.
    mutating func install(_ c: XMLElement, first: View, firstAttribute: LayoutAttribute, second: LayoutItem?, secondAttribute: LayoutAttribute?, reversed: Bool) {
        var relation: LayoutRelation = switch c["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        var multiplier = 1.0
        if let m = c["multiplier"] {
            let parts = m.split(separator: ":").compactMap { Double($0) }
            if parts.count == 2, parts[1] != 0 { multiplier = parts[0] / parts[1] } else if parts.count == 1 { multiplier = parts[0] }
            else { warn(c, "the multiplier \"\(m)\" is not a number or a ratio; 1 is used") }
        }
        var constant = number(c["constant"])
        guard multiplier.isFinite, abs(multiplier) <= ConstraintChain.largestMultiplier else {
            warn(c, "the multiplier \(formatPoints(multiplier)) is out of range; the constraint is left out"); return
        }
        if reversed {
            // g = m·v + k  ⇔  v = g/m − k/m
            guard multiplier != 0 else { warn(c, "a constraint with a zero multiplier is left out"); return }
            constant = -constant / multiplier; multiplier = 1 / multiplier
            if relation == .greaterThanOrEqual { relation = .lessThanOrEqual } else if relation == .lessThanOrEqual { relation = .greaterThanOrEqual }
        }
        var priority = 1000.0
        if let p = c["priority"] {
            if let d = Double(p), LayoutPriority.range.contains(d) { priority = d }
            else { warn(c, "the priority \"\(p)\" is not one from 1 to 1000; 1000 is used") }
        }
        let made = LayoutConstraint(firstView: first, firstAttribute: firstAttribute, relation: relation, second: second,
                                    secondAttribute: second == nil ? nil : secondAttribute, multiplier: multiplier, constant: constant,
                                    priority: priority, key: c["identifier"],
                                    source: "\(file):\(c.line):\(c.column)")
        first.install([made])
    }
}
