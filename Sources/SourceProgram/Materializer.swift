import Scene
import Layout
import SourceSyntax

/// Makes Layout's view tree from what the program did: the root, every view added under its
/// parent (a view with constraints but never added goes in the root, said), labels' text and
/// fonts, colours, frames, UIKit controls' sizes, stack views' own constraints, then each
/// constraint block's chains through ConstraintChain, in the order the code ran them.
struct Materializer {
    let interpreter: Interpreter
    let width: Double
    let height: Double
    let scale: Double
    let contentSizeCategory: ContentSizeCategory
    var byObject: [ObjectIdentifier: View] = [:]
    /// The drawn cell where its content view is drawn apart from it (Materializer.build).
    var cellView: View?
    var usedNames: Set<String> = []
    /// Which call of a helper made a view, where each call makes one of that name at the same
    /// place (build): `iconView_0`, `iconView_1`.
    var callOfHelper: [ObjectIdentifier: Int] = [:]
    /// Loop views a property every pass reassigns held in turn, named by their local (id).
    var trackedByProperty: Set<ObjectIdentifier> = []
    /// The names the object's own properties give views (`_line`): a local of the same name in
    /// another file's code (a category's `UIView *line` for a border it adds to the view) gives
    /// way to them, whichever is made first; the file's own locals keep first come, first named.
    var propertyNames: Set<String> = []
    /// How many views each loop made under each name (by the loop's start and the name): a
    /// property keeping the one view of a loop names it without the pass.
    var loopNameCounts: [String: Int] = [:]
    /// Loop views a property keeps, named without their pass (id(for:)), and the pass names
    /// given them as other names.
    var keptByProperty: Set<ObjectIdentifier> = []
    var passNamesGiven: Set<String> = []
    /// Helpers' locals that named exactly one returned view (ViewObject.helperLocalName).
    var helperLocalNamesOnce: Set<String> = []
    /// Views named through the app's own view that holds them (`loginBtn.button`), by the name
    /// that view's code gives them (`button`): given it as another name where no other view has it.
    var partsByOwnName: [String: [View]] = [:]
    var measurer: (any TextMeasuring)?
    /// Labels whose text the file does not set, drawn with their names (said).
    var standIns: [String] = []

    init(_ interpreter: Interpreter, width: Double, height: Double, scale: Double, contentSizeCategory: ContentSizeCategory) {
        self.interpreter = interpreter; self.width = width; self.height = height; self.scale = scale
        self.contentSizeCategory = contentSizeCategory
    }

    /// A unique id: the view's name, or its class's with a number.
    /// A view made in a loop is named by its pass (`row_0`, `row_1`).
    mutating func id(for v: ViewObject) -> String {
        var base = v.name ?? (v.className.hasPrefix("UI") ? String(v.className.dropFirst(2)).prefix(1).lowercased() + v.className.dropFirst(3) : v.className)
        if base == "root" {
            // Said at the name where the line that makes the view writes it (`UIView *root = …`).
            let source = interpreter.source, made = v.made
            let at = source.offset(of: "root", from: source.lineStart(of: made.start), before: made.start).map { SourceRange($0, $0 + 4) } ?? made
            interpreter.warn(at, "the view this file calls root is drawn as rootView: root names the picture's root")
            base = "rootView"
        }
        // A part of an app's own view, named by that view's code: `header.titleLabel`.
        if let owner = v.nameOwner, v.name != nil, let ownerView = byObject[ObjectIdentifier(owner)] { base = ownerView.id + "." + base }
        // (A property set in one pass only keeps that view: `_underLineView = underLineView;`
        // inside `if (i == 0)` names it `underLineView`, as the code reaches it.)
        let keptByProperty = v.namedByProperty && v.name != nil && v.madeInLoop.map { loopNameCounts["\($0.start) \(v.name!)"] == 1 } == true
        if keptByProperty, v.nameOwner == nil { self.keptByProperty.insert(ObjectIdentifier(v)) }
        // (A property each pass gives its view, `frontBtn = bt` for the next pass's chains to
        // the previous button, only follows the loop: its views are the local's, `bt_0` ….)
        if v.namedByProperty, v.nameOwner == nil, v.madeInPass != nil, let name = v.name, let local = v.otherNames.first,
           v.madeInLoop.map({ loopNameCounts["\($0.start) \(name)", default: 0] > 1 }) == true {
            base = local
            trackedByProperty.insert(ObjectIdentifier(v))
        }
        var candidate = keptByProperty ? base : (v.madeInPass ?? callOfHelper[ObjectIdentifier(v)]).map { "\(base)_\($0)" } ?? base
        var n = 2
        let givesWay = !v.namedByProperty && v.nameOwner == nil && !interpreter.source.isOwn(v.made.start)
        while usedNames.contains(candidate) || (givesWay && propertyNames.contains(candidate)) { candidate = "\(base)_\(n)"; n += 1 }
        usedNames.insert(candidate)
        if let loop = v.madeInLoop {
            madeInLoops[loop.start, default: (loop, [], [])].names.append(candidate)
            if let pass = v.madeInPass { madeInLoops[loop.start]!.passes.insert(pass) }
        }
        return candidate
    }

    /// Frames set on views that constraints place (UIKit ignores them), and image views whose
    /// images' sizes are the app's assets'.
    func sayFramesAndImages() {
        let constrained = Set(interpreter.events.compactMap { e -> ObjectIdentifier? in
            if case .block(let m) = e, !m.chains.isEmpty { return ObjectIdentifier(m.view) }
            return nil
        })
        for (v, range) in interpreter.framesSet where constrained.contains(ObjectIdentifier(v)) {
            interpreter.warn(range, "\(v.name ?? v.className).frame is not used: its constraints place it, as in UIKit")
        }
        var seen: Set<ObjectIdentifier> = []
        // Those the asset catalog sizes are said once, with where each size came from.
        let sized = interpreter.views.filter { v in v.imageName.map { interpreter.assets.images[$0] != nil } == true && byObject[ObjectIdentifier(v)] != nil }
        if let first = sized.first {
            let listed = sized.prefix(6).map { v -> String in
                let image = interpreter.assets.images[v.imageName!]!
                return "\(byObject[ObjectIdentifier(v)]!.id) \(formatPoints(image.size.width)) × \(formatPoints(image.size.height)) (\(image.file))"
            }
            interpreter.note(first.made, "images sized from the project's asset catalog: \(listed.joined(separator: ", "))\(sized.count > 6 ? " and \(sized.count - 6) more" : "")")
        }
        let images = interpreter.imagesSet.filter { v in
            seen.insert(ObjectIdentifier(v.view)).inserted && v.view.imageName.map { interpreter.assets.images[$0] == nil } != false
        }
        if let first = images.first {
            let listed = images.map { "\($0.view.name ?? $0.view.className) (line \(interpreter.source.location(of: $0.range.start).line))" }
            interpreter.warn(first.range, "images' sizes are not known from code (they are in the app's assets): \(listed.joined(separator: ", ")); an image view has no intrinsic size here, so only its constraints size it")
        }
    }

    /// Stack settings given to a view that arranges nothing (its arranged views are the app's).
    func sayStacksArrangingNothing() {
        let idle = interpreter.views.filter { v in
            v.arranged.isEmpty && (v.stackAxisVertical != nil || v.stackSpacing != nil || v.stackAlignment != nil || v.stackDistribution != nil)
        }
        for v in idle.sorted(by: { ($0.name ?? "") < ($1.name ?? "") }) {
            // All at the class, in name order.
            interpreter.warn(interpreter.root?.made ?? v.made, "\(v.name ?? v.className) is given a stack view's axis, spacing, distribution or alignment but arranges no views in this file; not read")
        }
    }

    /// Views the code makes and fills (`_pageView = [UIView new]; [_pageView addSubview:self
    /// .categoryView];` in a lazy getter a library's delegate callback asks for) that nothing
    /// here adds: the app shows them where this file does not say, so they are not drawn; said
    /// once, with what they hold, at the first.
    func sayContainersAddedNowhere() {
        let kept = interpreter.views.filter { v in
            !v.isRoot && !v.isImplicit && v.superview == nil && v.tableSlot == nil && !v.subviews.isEmpty
                && byObject[ObjectIdentifier(v)] == nil && v.name != nil
        }.sorted { $0.made.start < $1.made.start }
        guard let first = kept.first else { return }
        let each = kept.map { v in "\(v.name!) (with \(v.subviews.prefix(3).map { $0.name ?? $0.className }.joined(separator: ", "))\(v.subviews.count > 3 ? ", …" : ""))" }
        interpreter.warn(first.made, "made with views in it but added to no view in this file, so not drawn (the app adds \(kept.count == 1 ? "it" : "them") elsewhere): " + each.joined(separator: ", "))
    }

    /// Each loop that made views: "a loop that makes views runs 3 passes, read one by one: row_0 … row_2".
    func sayLoops() {
        for (_, loop) in madeInLoops.sorted(by: { $0.key < $1.key }) where loop.names.count > 1 {
            // Its passes, not its views (`bt_0` … `bt_9`, and a line made only in the first
            // pass, `greenLineView_0`: 10 passes, not 11).
            let passes = loop.passes.count
            interpreter.warn(loop.range, "a loop that makes views runs \(passes) passes, read one by one: \(loop.names[0]) … \(loop.names[loop.names.count - 1])")
        }
    }

    var madeInLoops: [Int: (range: SourceRange, names: [String], passes: Set<Int>)] = [:]

    /// Child view controllers' views in the drawing, said once: empty here, as what each lays
    /// out is its own file's (`--class`, or drawing that file, shows it).
    func sayChildControllers() {
        let drawn = interpreter.views.filter { $0.childControllerClass != nil && byObject[ObjectIdentifier($0)] != nil }
        guard let first = drawn.first else { return }
        let names = drawn.map { "\(byObject[ObjectIdentifier($0)]?.id ?? $0.name ?? "view") (\($0.childControllerClass!))" }
        interpreter.note(first.made, "child view controllers' views drawn empty, laid out by their own files: " + names.joined(separator: ", "))
    }

    mutating func build() -> View {
        let rootObject = interpreter.root!
        var seen: [String: Int] = [:]
        for v in interpreter.views { if let local = v.helperLocalName { seen[local, default: 0] += 1 } }
        helperLocalNamesOnce = Set(seen.filter { $0.value == 1 }.keys)
        propertyNames = Set(interpreter.views.compactMap { v in v.namedByProperty && v.nameOwner == nil && v.madeInPass == nil ? v.name : nil })
        for v in interpreter.views { if let loop = v.madeInLoop, let name = v.name { loopNameCounts["\(loop.start) \(name)", default: 0] += 1 } }
        // A local view a helper makes each time it is called (`createLoginButtonWithTitle:` run
        // six times, each making its `iconView`): named by call, as a loop's views are by pass.
        var madeBySite: [String: [ObjectIdentifier]] = [:]
        for v in interpreter.views where v.madeInPass == nil && v.nameOwner == nil && !v.namedByProperty && !v.isRoot {
            if let name = v.name { madeBySite["\(v.made.start) \(name)", default: []].append(ObjectIdentifier(v)) }
        }
        for calls in madeBySite.values where calls.count > 1 {
            for (k, v) in calls.enumerated() { callOfHelper[v] = k }
        }
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: width, height: height))
        root.safeAreaInsets = interpreter.role == .cell ? .zero : interpreter.givenSize?.safeArea ?? interpreter.safeArea
        root.displayScale = scale
        root.contentSizeCategory = contentSizeCategory
        usedNames.insert("root")
        // A cell whose code moves its content view off the cell's bounds (`contentView.frame =
        // contentView.frame.inset(by: …)`): the content view is drawn at that frame inside the
        // cell, holding the views (views the code adds to the cell itself are drawn in it too:
        // the reader keeps one view for both).
        // So is one whose constraints inset it from the cell (`[self.contentView
        // mas_makeConstraints:^(…) { make.edges.equalTo(self).insets(UIEdgeInsetsMake(5, 5, 0, 5)); }]`):
        // those constraints place it in the cell.
        var content = root
        if interpreter.role == .cell, let moved = interpreter.contentViewFrame, moved.rect != root.frame {
            content = View(id: "contentView", frame: moved.rect)
            interpreter.note(moved.range, "the cell's content view is given \(Self.written(moved.rect)) of the cell's \(formatPoints(width)) × \(formatPoints(height)), drawn so")
        } else if interpreter.role == .cell, let inset = contentViewInsetChain() {
            content = View(id: "contentView", frame: root.frame)
            interpreter.note(inset, "this insets the cell's content view from the cell: the content view is drawn inside the cell where its constraints put it")
        }
        if content !== root {
            usedNames.insert("contentView")
            root.addSubview(content)
            cellView = root
        }
        byObject[ObjectIdentifier(rootObject)] = content
        rootObject.backgroundColor.map { content.backgroundColor = $0 }
        root.layoutMargins = rootMargins(rootObject, safeArea: root.safeAreaInsets)
        if content !== root { content.layoutMargins = root.layoutMargins }
        let sides = addTextFieldSides()
        attach(rootObject, to: content)
        // Views made elsewhere that this file adds views to (a base class's `stackView`): in the
        // root, where their own superview is not known, silently (they are made elsewhere).
        for v in interpreter.implicitViews.values.sorted(by: { $0.made.start < $1.made.start })
            where byObject[ObjectIdentifier(v)] == nil && v.superview == nil && !v.subviews.isEmpty {
            adopt(v, into: root, saidAt: v.made)
        }
        // Views with constraints that nothing adds: drawn in the root, said; one added to a view
        // nothing adds (a test's `host`), with that view, which keeps its frame.
        for case .block(let m) in interpreter.events where byObject[ObjectIdentifier(m.view)] == nil && !m.chains.isEmpty {
            // (No hierarchy has a cycle: ViewObject.addSubview refuses one, as UIKit does.)
            var top = m.view
            while let up = top.superview, !up.isRoot { top = up }
            if byObject[ObjectIdentifier(top)] == nil, !top.isRoot { adopt(top, into: root, saidAt: top === m.view ? m.chains[0].range : top.made) }
        }
        // Views a chain names that nothing adds: drawn in the root too, said.
        for case .block(let m) in interpreter.events {
            for chain in m.chains {
                for target in chain.target.map(Self.items) ?? [] where byObject[ObjectIdentifier(target.owner)] == nil {
                    adopt(target.owner, into: root, saidAt: chain.range)
                }
            }
        }
        // Outlets the nib adds and the code places by frame (`calendarView.frame.size = …` on an
        // `@IBOutlet`): in the root, the nib's view they most often sit in, at the frame the code
        // gives them (the outlets are said, Summaries).
        for (v, _) in interpreter.nibOutlets where byObject[ObjectIdentifier(v)] == nil && v.superview == nil && v.frame != nil {
            adopt(v, into: root, saidAt: v.made)
        }
        installStacks(rootObject)
        placeTableHeaders()
        placeTextFieldSides(sides)
        install()
        sayLoops()
        sayChildControllers()
        // A part of an app's own view is also known by the name its class's code gives it
        // (`button` for `loginBtn.button`), where that name is no other view's.
        let namesTaken = Set(byObject.values.flatMap(\.otherNames))
        for (name, parts) in partsByOwnName where parts.count == 1 && !usedNames.contains(name) && !namesTaken.contains(name) {
            parts[0].otherNames.append(name)
        }
        sayFramesAndImages()
        sayStacksArrangingNothing()
        sayContainersAddedNowhere()
        return root
    }

    /// The root's margins: a view controller's are the system minimum (16 or 20 at the sides)
    /// from the safe area, and margins the code sets count only where they are larger (UIKit
    /// keeps the system minimum while `viewRespectsSystemMinimumLayoutMargins` is true, and then
    /// an unset view's own are 8); with `insetsLayoutMarginsFromSafeArea = false` they are
    /// measured from the bounds. Any other root takes the margins its code sets (8 unless set),
    /// also from its safe area unless `insetsLayoutMarginsFromSafeArea = false`: UIKit's default
    /// for every view ("margins … are automatically modified to fall within the safe area",
    /// UIView.insetsLayoutMarginsFromSafeArea), so a full-screen view's top margin on an iPhone 15
    /// is 59 + 8.
    func rootMargins(_ rootObject: ViewObject, safeArea: EdgeInsets) -> EdgeInsets {
        interpreter.layoutMarginsAsRead(rootObject, safeArea: safeArea, width: width)
    }

    /// A view another file of the project makes and lays out for itself, that nothing here adds
    /// (a toast's `static let shared = NDToastView()`, read for a value through it): the app
    /// shows it when it needs it, so it is no part of this picture; said once.
    func madeByAnotherFileForItself(_ v: ViewObject) -> Bool {
        guard interpreter.anotherFileMakesForItself(v) else { return false }
        interpreter.note(v.made, "\(v.className) is made in \(fileName(of: interpreter.source.part(at: v.made.start).name)) and added to no view here; not drawn")
        return true
    }

    /// The first chain that ties a cell's content view to the cell with a constant other than 0
    /// (an inset, an offset, a number for an edge); nil when none does.
    func contentViewInsetChain() -> SourceRange? {
        for case .block(let m) in interpreter.events where m.view.isRoot {
            for chain in m.chains where tiesToTheCell(chain) && Self.movesOffItsTarget(chain) { return chain.range }
        }
        return nil
    }

    /// A chain on the drawn cell's content view measured against the cell: its superview, or
    /// `self` (which the reader keeps as one view with the content view).
    func tiesToTheCell(_ chain: ChainBuilder) -> Bool {
        if Self.namesSuperview(chain) { return true }
        guard let target = chain.target else { return false }
        let named = Self.items(target)
        return !named.isEmpty && named.allSatisfy { if case .view(let v) = $0 { return v.isRoot } else { return false } }
    }

    /// Whether a chain's constant is other than zero.
    static func movesOffItsTarget(_ chain: ChainBuilder) -> Bool {
        if case .number(let n)? = chain.target, n != 0 { return true }
        if case .insets(let i)? = chain.target, i != .zero { return true }
        return chain.modifiers.contains { m in
            switch m {
            case .offset(let n), .inset(let n): return n != 0
            case .insets(let i): return i != .zero
            case .sizeOffset(let s): return s.width != 0 || s.height != 0
            case .centerOffset(let p): return p.x != 0 || p.y != 0
            case .valueOffset(let v), .relationAgain(let v):
                switch v {
                case .number(let n): return n != 0
                case .insets(let i): return i != .zero
                case .size(let s): return s.width != 0 || s.height != 0
                case .point(let p): return p.x != 0 || p.y != 0
                }
            default: return false
            }
        }
    }

    /// A rectangle as the code would write it: `(0, 0, 373, 70)`.
    static func written(_ r: Rect) -> String {
        "(\(formatPoints(r.minX)), \(formatPoints(r.minY)), \(formatPoints(r.width)), \(formatPoints(r.height)))"
    }

    /// A view nothing adds, drawn in the root with what it holds, said.
    mutating func adopt(_ v: ViewObject, into root: View, saidAt range: SourceRange) {
        var top = v
        while let up = top.superview, !up.isRoot { top = up }
        if madeByAnotherFileForItself(top) { return }
        // A view the file does not make (its header's, a pasted method's) is added where it is made.
        if !v.isImplicit { interpreter.warn(range, "\(v.name ?? v.className) is never added to a view in this file (addSubview); drawn in the root") }
        let view = make(v)
        root.addSubview(view)
        attach(v, to: view)
    }

    mutating func make(_ v: ViewObject) -> View {
        // (Measured as the UIKit class it is: an app's subclass named otherwise is still one.)
        let uikitClass = v.uikitClassName
        let view = View(id: id(for: v), kind: CodeNames.viewKind(ofClass: uikitClass))
        // (A loop's view named by its local keeps neither the bare local nor the property that
        // only followed the loop as other names: each names another pass's view.)
        view.otherNames = trackedByProperty.contains(ObjectIdentifier(v)) ? [] : v.otherNames.filter { $0 != view.id }
        // A loop's view a property keeps (`selectedItem = itemView` in the first pass) is also
        // its pass's local: `itemView_0`, as the loop's other views are named.
        if let pass = v.madeInPass, keptByProperty.contains(ObjectIdentifier(v)) {
            for other in v.otherNames where !usedNames.contains("\(other)_\(pass)") && passNamesGiven.insert("\(other)_\(pass)").inserted {
                view.otherNames.append("\(other)_\(pass)")
            }
        }
        // A child controller's view is also known by the controller (`characterVC` for
        // `characterVC.view`; in a loop's pass, `vc_0` for `vc.view_0`): the picture shows it so.
        if v.childControllerClass != nil, let name = v.name, name.hasSuffix(".view") {
            let controller = String(name.dropLast(5)) + (v.madeInPass.map { "_\($0)" } ?? "")
            if !controller.isEmpty, !usedNames.contains(controller), !view.otherNames.contains(controller) { view.otherNames.append(controller) }
        }
        if let local = v.helperLocalName, local != view.id, !view.otherNames.contains(local), helperLocalNamesOnce.contains(local) {
            view.otherNames.append(local)
        }
        if v.nameOwner != nil, let dot = view.id.lastIndex(of: ".") {
            partsByOwnName[String(view.id[view.id.index(after: dot)...]), default: []].append(view)
        }
        byObject[ObjectIdentifier(v)] = view
        view.isLayoutGuide = v.isGuide || v.className == "UILayoutGuide"
        if let f = v.frame { view.frame = f }
        view.backgroundColor = v.backgroundColor
        view.isHidden = v.hidden
        view.clipsToBounds = v.clips
        view.isControl = CodeNames.isControl(className: uikitClass)
        if view.kind == .label {
            view.label = LabelContent(text: v.text ?? view.id, font: v.font ?? LabelContent.defaultFont, textColor: v.textColor ?? .black,
                                      numberOfLines: v.numberOfLines ?? 1, alignment: v.textAlignment ?? .natural,
                                      preferredMaxLayoutWidth: v.preferredMaxLayoutWidth)
            view.label?.isStandIn = v.text == nil
            if v.text == nil { standIns.append(view.id) }
        } else if uikitClass.hasSuffix("TextView"), v.scrollDisabled {
            // UITextView with scrolling off has its text's size, inside its text container's
            // insets (8 above and below) and line padding (5 each side), in 12-point type unless
            // the code sets a font; its name stands in for text the file does not set.
            view.label = LabelContent(text: v.text ?? view.id, font: v.font ?? "system 12", textColor: v.textColor ?? .black,
                                      numberOfLines: 0, alignment: v.textAlignment ?? .natural,
                                      contentInsets: EdgeInsets(top: 8, left: 5, bottom: 8, right: 5))
            view.label?.isStandIn = v.text == nil
            if v.text == nil { standIns.append(view.id) }
        } else if uikitClass.hasSuffix("Button"), let c = v.configuration {
            let content = interpreter.configurationContent(of: v, c)
            view.label = content.title
            if let color = v.textColor { view.label?.textColor = color }
            if let size = content.imageOnly { view.intrinsicContentSize = size }
        } else if uikitClass.hasSuffix("Button"), let title = v.text {
            view.label = LabelContent.buttonTitle(title, font: v.font ?? "system 15")
            if let color = v.textColor { view.label?.textColor = color }
            if let insets = v.contentEdgeInsets { view.label?.contentInsets = insets }
        }
        if let h = v.hugging[false] { view.contentHugging.horizontal = h }
        if let h = v.hugging[true] { view.contentHugging.vertical = h }
        if let r = v.resistance[false] { view.compressionResistance.horizontal = r }
        if let r = v.resistance[true] { view.compressionResistance.vertical = r }
        if let m = v.margins { view.layoutMargins = m }
        if let measurer, uikitClass.hasSuffix("TextField"), let text = v.text {
            // UITextField: its text or placeholder, a line of its font tall; with a rounded-rect
            // border, inside UIKit's padding (UIKitControl.roundedRectField).
            let m = measurer.measure(text, font: FontName.sized(v.font ?? LabelContent.defaultFont, category: contentSizeCategory), maxWidth: nil, maxLines: 1)
            let width = LabelContent.pixelCeiling(m.size.width, scale)
            view.intrinsicContentSize = v.roundedBorder ? UIKitControl.roundedRectField(textWidth: width, lineHeight: m.size.height)
                : IntrinsicSize(width: m.size.width.rounded(.up), height: m.size.height.rounded(.up))
        }
        if let own = v.ownIntrinsicSize { view.intrinsicContentSize = own }
        // An image view is its image's size; a button with an image and no title too.
        if let name = v.imageName, let image = interpreter.assets.images[name], uikitClass.hasSuffix("ImageView") || (uikitClass.hasSuffix("Button") && v.text == nil) {
            view.intrinsicContentSize = IntrinsicSize(width: image.size.width, height: image.size.height)
        }
        if view.intrinsicContentSize == IntrinsicSize(),
           let control = UIKitControl(className: uikitClass, largeIndicator: v.largeIndicator, pages: v.pageCount ?? 0) {
            view.intrinsicContentSize = control.intrinsicSize
            view.alignmentRectInsets = control.alignmentRectInsets
        }
        if let insets = v.ownAlignmentInsets { view.alignmentRectInsets = insets }
        // A segmented control with titled segments is as wide as they make it.
        if let titles = v.segmentTitles, !titles.isEmpty, !titles.contains(where: { $0 == nil }) {
            view.segments = UIKitControl.segmented(titles.compactMap { $0 })
        }
        return view
    }

    mutating func attach(_ object: ViewObject, to view: View) {
        for child in object.subviews where byObject[ObjectIdentifier(child)] == nil {
            let c = make(child)
            view.addSubview(c)
            attach(child, to: c)
        }
    }

    /// A setting the code gave as true (`true`, `YES`).
    static func isTrue(_ v: Value?) -> Bool {
        if case .bool(true)? = v { return true }
        return false
    }

    /// Stack views' own constraints, installed before the code's (UIKit adds them as views are arranged).
    func installStacks(_ object: ViewObject) {
        for v in interpreter.views where !v.arranged.isEmpty {
            guard let stackView = byObject[ObjectIdentifier(v)] else { continue }
            stackView.arrangedSubviews = v.arranged.compactMap { byObject[ObjectIdentifier($0)] }
            stackView.stack = StackLayout(axis: v.stackAxisVertical == true ? .vertical : .horizontal,
                                          distribution: v.stackDistribution.flatMap(StackLayout.Distribution.init(rawValue:)) ?? .fill,
                                          alignment: v.stackAlignment.flatMap { StackLayout.Alignment(rawValue: $0 == "top" ? "leading" : $0 == "bottom" ? "trailing" : $0) } ?? .fill,
                                          spacing: v.stackSpacing ?? 0,
                                          customSpacingAfter: Dictionary(v.customSpacingAfter.compactMap { custom in
                                              v.arranged.firstIndex { $0 === custom.view }.map { ($0, custom.spacing) } }, uniquingKeysWith: { $1 }),
                                          arrangesInsideMargins: Self.isTrue(v.settings["isLayoutMarginsRelativeArrangement"] ?? v.settings["layoutMarginsRelativeArrangement"]))
            for c in stackView.stackConstraints() { c.firstView.install([c]) }
        }
    }

    /// A width or a height (one attribute) tied to the superview's same dimension, with its
    /// multiplier and offset applied to the screen's: the value, and which. Nil for any other chain.
    static func sizedByParent(_ chain: ChainBuilder, screen: Size) -> (what: String, value: Double)? {
        guard chain.attributes.count == 1, let single = chain.attributes[0].single, single == .width || single == .height else { return nil }
        switch chain.target {
        case .superview?: break
        case .superviewAttribute(let a)? where a.single == single: break
        default: return nil
        }
        var value = single == .width ? screen.width : screen.height
        var offset = 0.0
        for m in chain.modifiers {
            switch m {
            case .multipliedBy(let k): value *= k
            case .dividedBy(let k) where k != 0: value /= k
            case .offset(let c): offset += c
            default: if !isBookkeeping(m) { return nil }
            }
        }
        return (single == .width ? "width" : "height", value + offset)
    }

    /// A modifier that names or ranks the constraint (a priority, a key, a label) and changes no value.
    static func isBookkeeping(_ m: ChainModifier) -> Bool {
        switch m {
        case .priority, .key, .labeled: return true
        default: return false
        }
    }

    /// A modifier that puts the view elsewhere than its target (an offset, an inset, a multiplier).
    static func movesFromTarget(_ m: ChainModifier) -> Bool {
        if isBookkeeping(m) { return false }
        switch m {
        case .offset(let c), .inset(let c): return c != 0
        case .insets(let i): return [i.top, i.left, i.bottom, i.right].contains { $0 != 0 }
        default: return true
        }
    }

    /// Whether a chain is measured against the view's superview (`equalToSuperview()`, a plain number for an edge).
    static func namesSuperview(_ chain: ChainBuilder) -> Bool {
        switch chain.target {
        case .superview?, .superviewAttribute?, .superviewSafeArea?, .superviewSafeAreaAttribute?: return true
        case .number?, nil: return !chain.attributes.allSatisfy { $0 == .size || $0.single == .width || $0.single == .height }
        default: return false
        }
    }

    /// The views and guides a target names.
    static func items(_ t: ChainTargetOf<LayoutTarget>) -> [LayoutTarget] {
        switch t {
        case .item(let x), .itemAttribute(let x, _): return [x]
        case .array(let xs): return xs.flatMap(items)
        default: return []
        }
    }

    func item(_ t: LayoutTarget) -> LayoutItem? {
        switch t {
        case .view(let v), .margins(let v): return byObject[ObjectIdentifier(v)].map(LayoutItem.view)
        case .safeArea(let v): return byObject[ObjectIdentifier(v)].map(LayoutItem.safeArea)
        case .guide(let v, let name): return byObject[ObjectIdentifier(v)].map { LayoutItem.view($0.guide(named: name)) }
        }
    }

    /// Each block's chains, made into constraints by ConstraintChain and installed as Masonry
    /// and SnapKit install them; kept constraints' changes where the code made them.
    func install() {
        for event in interpreter.events {
            switch event {
            case .block(let maker):
                guard let view = byObject[ObjectIdentifier(maker.view)] else { continue }
                if maker.operation == .remake { view.uninstallAllConstraints() }
                // An update of a view with no constraints yet makes them, the whole block (SnapKit
                // calls makeConstraints then; Masonry adds what matches nothing).
                let operation: ConstraintOperation = maker.operation == .update && view.madeConstraints.isEmpty ? .make : maker.operation
                for chain in maker.chains { install(chain, on: view, maker: maker, operation: operation) }
            case .distribution(let d):
                let views = d.views.compactMap { byObject[ObjectIdentifier($0)] }
                guard views.count == d.views.count else {
                    interpreter.warn(d.range, "a distributed view is not in the drawing; this distribution is left out")
                    continue
                }
                do throws(ChainMisuse) {
                    let made = try View.distribute(views, horizontally: d.horizontal, fixedSpacing: d.fixedSpacing, fixedItemLength: d.fixedItemLength,
                                                   leadSpacing: d.lead, tailSpacing: d.tail)
                    for c in made { c.firstView.install([c]) }
                } catch {
                    interpreter.warn(d.range, error.message + "; this distribution is left out")
                }
            case .change(let kept, let modifier, let active):
                for c in kept.installed {
                    if let active {
                        if active, !c.firstView.madeConstraints.contains(where: { $0 === c }) { c.firstView.install([c]) }
                        if !active { c.firstView.uninstall(c) }
                    }
                    if case .offset(let n)? = modifier { c.constant = n }
                    if case .inset(let n)? = modifier { c.constant = [.right, .bottom, .trailing, .width, .height].contains(c.firstAttribute) ? -n : n }
                }
            }
        }
    }

    /// Methods UIKit calls only once the view is in a hierarchy.
    static let inHierarchyMethods: Set<String> = ["updateConstraints", "didMoveToSuperview", "didMoveToWindow", "layoutSubviews",
                                                  "willMoveToSuperview", "awakeFromNib", "updateViewConstraints", "viewWillLayoutSubviews",
                                                  "viewDidLayoutSubviews"]

    func install(_ chain: ChainBuilder, on view: View, maker: MakerObject, operation: ConstraintOperation) {
        if maker.view.isRoot, view.superview == nil, Self.namesSuperview(chain) {
            // The drawn view tied to the app's view it adds itself to (`[window addSubview:self]`),
            // or to its superview where UIKit runs the code only once it is in one
            // (`updateConstraints`, `didMoveToSuperview`): the app gives that view. Elsewhere (an
            // initialiser) Masonry itself would stop, as the chain model says.
            // A cell's content view tied to the cell (`contentView.snp.makeConstraints {
            // $0.edges.equalToSuperview() }`, a self-sizing cell's idiom): the drawing's root is
            // both, and the content view fills the cell already.
            if interpreter.role == .cell {
                interpreter.note(chain.range, "this ties the cell's content view to the cell (or the cell to its table), which the drawn root fills already; this chain is left out")
                return
            }
            if let parent = interpreter.rootAddedTo {
                // Its width or height tied to that view's (`make.width.equalTo(superView)`): the
                // app's view is the screen's here, as the screen it is drawn on, said.
                if let sized = Self.sizedByParent(chain, screen: Size(width: interpreter.screen.width, height: interpreter.screen.height)) {
                    interpreter.note(chain.range, "this ties the view's \(sized.what) to \(parent), the app's view it adds itself to: taken as the screen's, \(formatPoints(sized.value))")
                    chain.target = .number(sized.value)
                    // (sizedByParent took in every other modifier there is.)
                    chain.modifiers.removeAll { !Self.isBookkeeping($0) }
                } else if parent == Interpreter.keyWindowName, !chain.modifiers.contains(where: Self.movesFromTarget) {
                    // Pinned to the window (`make.edges.equalTo(window)`): drawn on the screen,
                    // the canvas is where the window is.
                    interpreter.note(chain.range, "this ties the view to the app's window, the screen it is drawn on: met by the drawing")
                    return
                } else {
                    interpreter.warn(chain.range, "this ties the view to \(parent), the app's view it adds itself to, which is not drawn; this chain is left out")
                    return
                }
            } else if let method = maker.madeIn, Self.inHierarchyMethods.contains(String(method.prefix { $0 != ":" && $0 != "(" })) {
                interpreter.warn(chain.range, "this ties the view to its superview, which the app that shows it gives (UIKit calls \(method) once the view is in one); the view is drawn at the size given; this chain is left out")
                return
            }
        }
        if let failure = chain.failure {
            interpreter.warn(failure.range, failure.message + "; this chain is left out")
            if let u = failure.unknown, !interpreter.unknownNames.contains(u.name) { interpreter.unknownNames.append(u.name) }
            return
        }
        var failed = false
        let target = chain.target.map { t in
            t.mapItems { (x: LayoutTarget) -> LayoutItem in
                // (The cell itself, where its content view is drawn apart from it.)
                if let cellView, maker.view.isRoot, case .view(let v) = x, v.isRoot { return .view(cellView) }
                if let i = item(x) { return i }
                failed = true
                return .view(view)
            }
        }
        if failed {
            interpreter.warn(chain.range, "this chain names a view that is not in the drawing; this chain is left out")
            return
        }
        let spec = ConstraintChain(view: view, attributes: chain.attributes.flatMap(\.attributes), relation: chain.relation, target: target,
                                   modifiers: chain.modifiers, dialect: maker.dialect,
                                   source: "\(fileName(of: interpreter.source.part(at: chain.range.start).name)):\(interpreter.placedInFile(chain.range.start).line)")
        do throws(ChainMisuse) {
            let made = try view.apply(try spec.constraints(), as: operation == .update ? .update : .make, dialect: maker.dialect)
            // An anchor's constraint is UIKit's own NSLayoutConstraint, and says so.
            if chain.kept?.isAnchor == true { for c in made { c.verbatimDescription = c.anchorDescription } }
            // SnapKit's update changes the constants of the constraints it matches and installs
            // nothing of its own: the Constraint it returns (`make.width.equalTo(144).constraint`)
            // is never active, so deactivating or updating it later changes nothing
            // (Constraint.activateIfNeeded(updatingExisting:)). Masonry's update points its
            // MASConstraint at the one it matched (MASViewConstraint's install).
            chain.kept?.installed = operation == .update && maker.dialect == .snapkit ? [] : made
        } catch {
            interpreter.warn(chain.range, error.message + "; this chain is left out")
        }
    }
}
