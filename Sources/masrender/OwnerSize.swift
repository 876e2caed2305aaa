import FoundationEssentials
import Goldens
import Layout
import Scene
import SourceProgram

/// The size the app gives a view that a file draws, found in the file beside it: a custom bar,
/// header or panel is as large as the screen that makes it says (`navigationBar.snp
/// .makeConstraints { $0.leading.trailing.equalToSuperview(); $0.height.equalTo(50) }` in
/// BaseViewController.swift), which its own file does not. The files of the project that make
/// the class (`CustomNavigationBar()`, `[[HeadView alloc] init…]`) are read as masrender reads
/// any file, their layout solved, and the size and safe area of the instance they make taken:
/// what a device shows. None when no file makes it, or when none gives every instance one
/// size that its constraints decide.
enum OwnerSize {
    /// At most this many files that make the class are read (each costs a reading and a solve).
    static let mostOwnersRead = 4
    /// At most this many of the project's files are searched for one that makes the class.
    static let mostFilesSearched = 3_000

    /// At most this many of an owner's later states (methods nothing at set-up calls) are solved
    /// for an instance it places only there.
    static let mostLaterStates = 4

    /// How far owners' owners are followed: a bar inside a panel a screen sizes is one step.
    static let deepestOwner = 1

    /// `childController`: the class is a view controller, whose view an owner sizes only as a
    /// container's child (`addChildViewController:`, `addChild(_:)`) or by placing its view
    /// (`vc.view.frame = …`, constraints on `vc.view`); other files are not read as its owners
    /// (a screen that pushes it gives it nothing).
    static let childMarks = ["addChild", ".view.frame", ".view.snp", ".view mas_", ".view.mas_"]

    static func find(for className: String, file: String, options: SourceOptions, text measurer: any TextMeasuring, depth: Int = 0,
                     childController: Bool = false, tried: ((String) -> Void)? = nil) -> GivenSize? {
        let uses = childController ? { (c: String, t: String, l: SourceLanguage) in
            childMarks.contains { t.includes($0) } && makes(c, in: t, language: l)
        } : makes
        guard let (project, language, owners) = files(using: className, file: file, options: options, uses: uses) else { return nil }
        for (path, text) in owners {
            if let given = size(of: className, madeIn: path, text: text, language: language, project: project, options: options,
                                measurer: measurer, depth: depth) {
                return given
            }
            tried?(project.relative(path))
        }
        return nil
    }

    /// The row height or item size the table's or collection view's owner gives the cell class
    /// the file draws (ProgramReader.cellSize), or the section header's or footer's size it gives
    /// a `supplementary` class, from the first file that uses the class and says one; and that
    /// file's name in the project.
    static func cellSize(for className: String, collection: Bool, supplementary: Bool, file: String, options: SourceOptions,
                         text measurer: any TextMeasuring) -> (size: OwnerCellSize, file: String)? {
        guard let (project, language, owners) = files(using: className, file: file, options: options, uses: usesCell) else { return nil }
        for (path, text) in owners {
            let o = ownerOptions(options, path: path, text: text, language: language, project: project)
            // A screen's views where its layout puts them (`collectionView.frame.width`), when
            // it is a screen whose layout holds without conflict. An owner that is a view is as
            // large as its own owner makes it: of its views, only those keeping their size when
            // it is solved 100 wider and taller are taken (a table inside a 300-wide panel).
            var frames: [String: Rect] = [:], sizedBy = ""
            // (Views no conflict touches, nor those holding them, keep the frames the owner gives
            // them, whatever else in the screen conflicts.)
            if var (layout, solved) = solvedOwner(path: path, text: text, options: o, measurer: measurer) {
                var kept = layout.drawn.kind == .viewController ? nil
                    : viewsKeepingTheirSize(layout, solved, grown: Size(width: 100, height: 100), measurer: measurer)
                // An owner view its own owner sizes (a drawer a screen makes 393 wide) is solved
                // at that size, and all its views are where that puts them.
                if layout.drawn.kind == .view, let ownerClass = layout.drawn.name,
                   let outer = find(for: ownerClass, file: path, options: options, text: measurer, depth: deepestOwner) {
                    var sized = o
                    sized.givenSize = outer
                    if let again = solvedOwner(path: path, text: text, options: sized, measurer: measurer) {
                        (layout, solved, kept) = (again.0, again.1, nil)
                        sizedBy = " (drawn at the size \(outer.by))"
                    }
                }
                let conflicted = viewsInConflicts(solved)
                for v in solved.views where (kept?.contains(v.id) ?? true) && conflictsLeaveAlone([v.id], in: solved, conflicted: conflicted) {
                    frames[v.id] = v.frame
                }
            }
            if let size = ProgramReader.cellSize(of: className, collection: collection, supplementary: supplementary, in: text, file: fileName(of: path), options: o, frames: frames) {
                return (size, project.relative(path) + sizedBy)
            }
        }
        return nil
    }

    /// Whether a file using the cell class sizes its table's rows in code (a `heightForRowAt`,
    /// or a `rowHeight` other than UITableView's automatic dimension): the rows are not
    /// self-sized then, whatever this reader could decide of their height.
    static func rowsSizedInOwnerCode(of className: String, file: String, options: SourceOptions) -> Bool {
        guard let (_, _, owners) = files(using: className, file: file, options: options, uses: usesCell) else { return false }
        return owners.contains { owner in
            let text = owner.1
            if text.contains("heightForRowAt") { return true }
            let afterRowHeight: [Substring] = text.components(separatedBy: "rowHeight").dropFirst().map { $0.prefix(60) }
            return afterRowHeight.contains(where: { (head: Substring) -> Bool in
                (head.hasPrefix(" =") || head.hasPrefix("=") || head.hasPrefix(":")) && !head.contains("utomaticDimension")
            })
        }
    }

    /// How an owner's file is read: on the drawn file's device, with its own project files.
    static func ownerOptions(_ options: SourceOptions, path: String, text: String, language: SourceLanguage, project: SourceProject) -> SourceOptions {
        var o = SourceOptions()
        o.width = options.width; o.height = options.height; o.safeArea = options.safeArea; o.scale = options.scale
        o.device = options.device; o.maxViews = options.maxViews; o.assets = options.assets
        o.includes = language == .objectiveC ? project.includes(forObjectiveC: text, file: path) : project.includes(forSwift: text, file: path)
        return o
    }

    /// An owner's file read and its layout solved as masrender draws it, quietly; nil when it
    /// cannot be.
    static func solvedOwner(path: String, text: String, options o: SourceOptions, measurer: any TextMeasuring) -> (SourceLayout, LayoutResult)? {
        let name = fileName(of: path)
        guard let layout = try? ProgramReader.read(text, file: name, options: o, measuring: measurer),
              let solved = try? SourceRendering.solve(layout, options: o, name: name, text: measurer, strict: false, quiet: true) else { return nil }
        return (layout, solved)
    }

    /// The owner's layout solved again with the labels whose text its code does not set empty, as
    /// they are when it is laid out first; nil when it has none, or cannot be solved.
    static func solvedWithEmptyStandIns(_ layout: SourceLayout, options o: SourceOptions, path: String, measurer: any TextMeasuring) -> LayoutResult? {
        let standIns = layout.root.subtree.filter { $0.label?.isStandIn == true }
        guard !standIns.isEmpty else { return nil }
        for v in standIns { v.label?.text = "" }
        return try? SourceRendering.solve(layout, options: o, name: fileName(of: path), text: measurer, strict: false, quiet: true)
    }

    /// The project's files other than `file` whose code `uses` the class, in path order, read
    /// (at most `mostOwnersRead` of them).
    static func files(using className: String, file: String, options: SourceOptions,
                      uses: (String, String, SourceLanguage) -> Bool) -> (SourceProject, SourceLanguage, [(String, String)])? {
        guard let root = options.projectRoot, let language = SourceLanguage.of(path: file),
              let project = SourceProject.find(for: file, named: root) else { return nil }
        let me = file.hasPrefix("/") ? file : FileManager.default.currentDirectoryPath + "/" + file
        var found: [(String, String)] = []
        for path in project.files(of: language).prefix(mostFilesSearched) where path != me && found.count < mostOwnersRead {
            guard let bytes = try? readBytes(path), bytes.count <= 1 << 20, let text = String(validating: bytes, as: UTF8.self),
                  uses(className, text, language) else { continue }
            found.append((path, text))
        }
        return found.isEmpty ? nil : (project, language, found)
    }

    /// The size every instance of `className` the file at `path` makes is given there, when its
    /// layout decides it (no ambiguity in the instance's width or height).
    static func size(of className: String, madeIn path: String, text: String, language: SourceLanguage, project: SourceProject,
                     options: SourceOptions, measurer: any TextMeasuring, depth: Int = 0) -> GivenSize? {
        var o = ownerOptions(options, path: path, text: text, language: language, project: project)
        o.constructionsOf = className
        /// The views of a layout made as the class.
        func instances(in layout: SourceLayout) -> Set<String> { Set(layout.classNames.filter { $0.value == className }.map(\.key)) }
        var by = project.relative(path), when = ""
        var read = solvedOwner(path: path, text: text, options: o, measurer: measurer)
        // An owner file holding several classes (a cell's file with its header view's class):
        // the class of it that makes the instances, where the one drawn by default makes none
        // (or cannot be drawn).
        if read.map({ instances(in: $0.0).isEmpty && $0.0.framesOfConstructions.isEmpty }) ?? true {
            for other in classesMaking(className, in: text, language: language).filter({ $0 != read?.0.drawn.name && $0 != className }).prefix(3) {
                var inOther = o
                inOther.className = other
                guard let (l, r) = solvedOwner(path: path, text: text, options: inOther, measurer: measurer), !instances(in: l).isEmpty else { continue }
                (read, o) = ((l, r), inOther)
                by += "'s \(other)"
                break
            }
        }
        guard var (layout, solved) = read, layout.drawn.name != className else { return nil }
        // (Made only by a method the set-up does not run, which was run for it: said.)
        if !layout.makersOfConstructionsRun.isEmpty { when = " once " + layout.makersOfConstructionsRun.joined(separator: " or ") + " runs" }
        var ids = instances(in: layout)
        // An instance the owner places only in a method that runs later (a password panel its
        // button's action shows): the size it has once shown, in the first such state that gives
        // one, said.
        if oneSize(of: ids, in: solved) == nil, layout.state == 0 {
            for state in layout.stateNames.indices.dropFirst().prefix(mostLaterStates) {
                var later = o
                later.state = state
                guard let (l, r) = solvedOwner(path: path, text: text, options: later, measurer: measurer) else { continue }
                let laterIds = instances(in: l)
                if !laterIds.isEmpty, oneSize(of: laterIds, in: r) != nil {
                    (layout, solved, ids, o) = (l, r, laterIds, later)
                    when = " once \(layout.stateNames[state]) runs"
                    break
                }
            }
        }
        // Instances the owner makes with a frame and adds to no view of its own (a popup made
        // `initWithFrame:CGRectMake(0, 0, 270, 120)` and handed to a popup controller, which
        // shows it at that size): that frame's size, when every instance is made with one alike.
        if ids.isEmpty, let frame = layout.framesOfConstructions.first ?? nil, frame.width >= 1, frame.height >= 1,
           layout.framesOfConstructions.allSatisfy({ $0.map { abs($0.width - frame.width) < 0.5 && abs($0.height - frame.height) < 0.5 } ?? false }) {
            let made = layout.framesOfConstructions.count == 1 ? "makes it" : "makes each of the \(layout.framesOfConstructions.count)"
            return GivenSize(size: frame.size, safeArea: .zero, by: "\(by) \(made) with that frame and adds it to no view of its own\(when)",
                             initialiser: layout.constructions.first, settings: layout.settingsOfConstructions,
                             calls: layout.callsOfConstructions)
        }
        guard !ids.isEmpty else { return nil }
        // Where the owner decides only the instance's width (its height follows a cell the
        // content sizes), that width.
        func widthOnly() -> GivenSize? {
            oneWidth(of: ids, in: solved, besides: options.width).map {
                GivenSize(size: Size(width: $0.frame.width, height: options.height ?? solved.root.frame.height), safeArea: .zero,
                          by: "\(by) gives \(ids.count == 1 ? "its \($0.key)" : "each of the \(ids.count) it makes") its width\(when)",
                          widthOnly: true)
            }
        }
        // Labels whose text the app sets later (data, a model) stand in with their names in the
        // owner's picture; at set-up they are empty. Where a stand-in's width ties with the size
        // the owner gives (`width.equalTo(200).priority(.high)` against a label's compression
        // resistance, both 750), the instance's size is the owner's once the labels are as empty
        // as they are then.
        if oneSize(of: ids, in: solved) == nil, let blank = solvedWithEmptyStandIns(layout, options: o, path: path, measurer: measurer) {
            solved = blank
        }
        guard var first = oneSize(of: ids, in: solved) else { return widthOnly() }
        // An owner that is a view, bar or cell is itself as tall as its own owner makes it,
        // which is not read here: a height that follows the canvas it is solved at (a separator
        // pinned to the bottom of a section view) is not one it gives. Solved again 100 taller
        // (as wide: views span the screen's width), the instances must keep their size; else
        // the owner is drawn at the size its own owner gives it (a control bar inside a player
        // view a screen sizes), when one does.
        if layout.drawn.kind != .viewController,
           !ids.isSubset(of: viewsKeepingTheirSize(layout, solved, grown: Size(width: 0, height: 100), measurer: measurer)) {
            guard layout.drawn.kind == .view || layout.drawn.kind == .cell, depth < deepestOwner, let ownerClass = layout.drawn.name,
                  let outer = layout.drawn.kind == .cell ? givenCellSize(of: ownerClass, layout: layout, file: path, options: options, measurer: measurer)
                    : find(for: ownerClass, file: path, options: options, text: measurer, depth: depth + 1) else { return widthOnly() }
            o.givenSize = outer
            guard let (resized, resolved) = solvedOwner(path: path, text: text, options: o, measurer: measurer),
                  let again = oneSize(of: ids, in: resolved) else { return nil }
            (layout, solved, first) = (resized, resolved, again)
            by += " (drawn at the size \(outer.by))"
        }
        let instances = solved.views.filter { ids.contains($0.id) }
        let named = instances.count == 1 ? "its \(first.key)" : "each of the \(instances.count) it makes"
        // The initialiser it is made with, when every instance is made alike.
        let made = layout.constructions.first.flatMap { first in layout.constructions.allSatisfy { $0 == first } ? first : nil }
        return GivenSize(size: first.frame.size, safeArea: safeArea(of: first, in: solved), by: "\(by) gives \(named)\(when)", initialiser: made,
                         settings: layout.settingsOfConstructions, calls: layout.callsOfConstructions)
    }

    /// The row or item an owner that is a cell is shown at (a preview view pinned to the edges
    /// of a collection cell whose layout's `itemSize` is the screen's plus margins), when the
    /// table or collection view's code gives both sides.
    static func givenCellSize(of cellClass: String, layout: SourceLayout, file: String, options: SourceOptions, measurer: any TextMeasuring) -> GivenSize? {
        guard let (cell, owner) = cellSize(for: cellClass, collection: layout.drawn.isCollectionItem, supplementary: false, file: file,
                                           options: options, text: measurer),
              !cell.widthOnly, cell.place == .cell else { return nil }
        return GivenSize(size: Size(width: cell.width ?? options.width, height: cell.height), safeArea: .zero, by: "\(owner) gives it as its \(layout.drawn.isCollectionItem ? "item" : "row") (\(cell.by))")
    }

    /// An instance's safe area in its owner's solved layout: the part of the screen's it overlaps,
    /// as UIKit gives a subview (the screen's own for the root).
    static func safeArea(of view: SolvedView, in solved: LayoutResult) -> EdgeInsets {
        let f = view.absoluteFrame, screen = solved.root
        guard view.id != screen.id else { return screen.safeAreaInsets }
        return View.overlap(of: Rect(x: f.minX - screen.absoluteFrame.minX, y: f.minY - screen.absoluteFrame.minY, width: f.width, height: f.height),
                            withSafeAreaOf: screen.frame, insets: screen.safeAreaInsets)
    }

    /// The views of an owner's solved layout that keep their size when it is solved again
    /// `grown` larger: sizes the owner's own code gives them, not ones following the canvas it
    /// is solved at. None when it cannot be solved again.
    static func viewsKeepingTheirSize(_ layout: SourceLayout, _ solved: LayoutResult, grown: Size, measurer: any TextMeasuring) -> Set<String> {
        let canvas = solved.root.frame
        layout.root.frame = Rect(x: 0, y: 0, width: canvas.width + grown.width, height: canvas.height + grown.height)
        defer { layout.root.frame = canvas }
        guard let larger = try? layout.root.layout(text: measurer) else { return [] }
        let before = Dictionary(solved.views.map { ($0.id, $0.frame.size) }, uniquingKeysWith: { first, _ in first })
        return Set(larger.views.filter { v in
            before[v.id].map { abs($0.width - v.frame.width) < 0.5 && abs($0.height - v.frame.height) < 0.5 } == true
        }.map(\.id))
    }

    /// The one frame the views `ids` have in an owner's solved layout: each as large as the
    /// first, its size decided (no ambiguity in width or height), in a layout without conflicts
    /// (a size that hangs on which constraint breaks is none); nil otherwise.
    static func oneSize(of ids: Set<String>, in solved: LayoutResult) -> SolvedView? {
        guard conflictsLeaveAlone(ids, in: solved) else { return nil }
        let instances = solved.views.filter { ids.contains($0.id) }
        guard let first = instances.first, first.frame.width >= 0.5, first.frame.height >= 0.5,
              instances.allSatisfy({ v in
                  v.ambiguous.allSatisfy { $0 == "x" || $0 == "y" }
                      && abs(v.frame.width - first.frame.width) < 0.5 && abs(v.frame.height - first.frame.height) < 0.5
              }) else { return nil }
        return first
    }

    /// The one width the views `ids` have in an owner's solved layout, decided (no ambiguity in
    /// it) and other than `screen` (a width the screen gives is the drawn file's already); nil
    /// otherwise.
    static func oneWidth(of ids: Set<String>, in solved: LayoutResult, besides screen: Double) -> SolvedView? {
        guard conflictsLeaveAlone(ids, in: solved) else { return nil }
        let instances = solved.views.filter { ids.contains($0.id) }
        guard let first = instances.first, first.frame.width >= 1, abs(first.frame.width - screen) >= 0.5,
              instances.allSatisfy({ v in !v.ambiguous.contains("width") && !v.ambiguous.contains("x") && abs(v.frame.width - first.frame.width) < 0.5 })
        else { return nil }
        return first
    }

    /// Whether no conflict of an owner's solved layout touches the views `ids` or the views
    /// holding them (a conflict inside another panel of the screen, which UIKit breaks as well,
    /// leaves their frames as the owner's constraints give them), nor the canvas's size. The
    /// root is the screen whatever breaks (a controller's `view`, the instance itself when the
    /// controller makes it its view).
    static func conflictsLeaveAlone(_ ids: Set<String>, in solved: LayoutResult) -> Bool {
        conflictsLeaveAlone(ids, in: solved, conflicted: viewsInConflicts(solved))
    }

    /// The same, given `viewsInConflicts(solved)` (worked out once for many views).
    static func conflictsLeaveAlone(_ ids: Set<String>, in solved: LayoutResult, conflicted: Set<String>?) -> Bool {
        guard !solved.conflicts.isEmpty else { return true }
        let root = solved.root.id
        var held: Set<String> = []
        for v in solved.views where ids.contains(v.id) {
            var id: String? = v.id
            while let current = id, current != root, held.insert(current).inserted { id = solved.view(id: current)?.parentID }
        }
        guard !held.isEmpty else { return true }
        guard let conflicted else { return false }
        return held.isDisjoint(with: conflicted)
    }

    /// The views the constraints of an owner's conflicts name; nil when a conflict involves the
    /// canvas's size or a constraint the result does not hold (then no view is left alone).
    static func viewsInConflicts(_ solved: LayoutResult) -> Set<String>? {
        let byIndex = Dictionary(solved.constraints.map { ($0.index, $0) }, uniquingKeysWith: { first, _ in first })
        var named: Set<String> = []
        for conflict in solved.conflicts {
            guard !conflict.involvesRootSize else { return nil }
            for k in conflict.set {
                guard let c = byIndex[k] else { return nil }
                named.insert(c.firstView)
                if let second = c.secondView { named.insert(second) }
            }
        }
        return named
    }

    /// Whether code makes an instance of the class: `Name(`, `Name.init(` in Swift; `[Name
    /// alloc]` or `[Name new]` in Objective-C; or calls one of the class's own methods, as a
    /// factory is called (`MSOptionView.view()`, `[HeadView headerViewWithFrame:…]`). A class
    /// method that makes nothing (`[HeadView heightForModel:m]`) costs one reading of the file
    /// that calls it, which then holds no instance.
    static func makes(_ className: String, in text: String, language: SourceLanguage) -> Bool {
        switch language {
        // (An initialiser given only a trailing closure, `let bar = ColumnBar { index in … }`,
        // is looked for after `=`: a class or extension names its type before `{` too.)
        case .swift:
            return occurs(className, in: text, before: ["(", ".init("]) || occurs(className, in: text, after: "=", before: ["{"])
                || occurs(className, in: text, followedBy: { rest in
                    guard rest.first == UInt8(ascii: "."), let call = methodCalled(in: rest.dropFirst(), opening: UInt8(ascii: "(")) else { return false }
                    return !notFactories.contains(call)
                })
        case .objectiveC:
            return occurs(className, in: text, after: "[", before: ["alloc]", "new]"])
                || occurs(className, in: text, after: "[", followedBy: { rest in
                    guard let call = methodCalled(in: rest, opening: nil) else { return false }
                    return !notFactories.contains(call)
                })
        }
    }

    /// The classes a file declares whose code makes the class, in file order: each class's text
    /// runs from its declaration (`@implementation X`, `class X`) to the next one.
    static func classesMaking(_ className: String, in text: String, language: SourceLanguage) -> [String] {
        let marks = language == .objectiveC ? ["@implementation "] : ["class ", "struct "]
        var starts: [(name: String, at: String.Index)] = []
        for mark in marks {
            var from = text.startIndex
            while let r = text[from...].firstRange(of: mark) {
                from = r.upperBound
                // (At a line's start or after spaces or modifiers: `final class X`, not `myclass X`.)
                if r.lowerBound > text.startIndex, let before = text[..<r.lowerBound].last, !(before == " " || before == "\n" || before == "\t") { continue }
                let name = String(text[r.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                if !name.isEmpty { starts.append((name, r.lowerBound)) }
            }
        }
        starts.sort { $0.at < $1.at }
        return starts.indices.compactMap { k in
            let end = k + 1 < starts.count ? starts[k + 1].at : text.endIndex
            return makes(className, in: String(text[starts[k].at..<end]), language: language) ? starts[k].name : nil
        }
    }

    /// Class methods every class has, which make no instance.
    static let notFactories: Set<String> = ["alloc", "new", "class", "self", "superclass", "appearance", "appearanceWhenContainedInInstancesOf",
                                            "appearanceWhenContainedIn", "animate", "animateWithDuration", "transition", "transitionWithView",
                                            "performWithoutAnimation", "description", "load", "initialize", "instancesRespondToSelector",
                                            "isSubclassOfClass", "conformsToProtocol", "requiresConstraintBasedLayout", "layerClass",
                                            "userInterfaceLayoutDirection", "type", "identifier", "reuseIdentifier", "cellIdentifier", "nib"]

    /// The name of the method a call starts with at `rest` (past spaces): an identifier followed,
    /// past spaces, by `opening` in Swift (`view(`); by `]` or `:` where `opening` is nil
    /// (Objective-C's `headerView]`, `viewWithFrame:`). Nil when none is.
    static func methodCalled(in rest: ArraySlice<UInt8>, opening: UInt8?) -> String? {
        let name = rest.drop { $0 == UInt8(ascii: " ") }.prefix { isIdentifier($0) }
        guard let first = name.first, !(first >= 0x30 && first <= 0x39) else { return nil }
        let after = rest.drop { $0 == UInt8(ascii: " ") }.dropFirst(name.count).drop { $0 == UInt8(ascii: " ") }.first
        let opens = opening.map { after == $0 } ?? (after == UInt8(ascii: "]") || after == UInt8(ascii: ":"))
        return opens ? String(decoding: name, as: UTF8.self) : nil
    }

    /// Whether code registers or dequeues cells of the class: `Name.self`, `as! Name`, `as?
    /// Name` in Swift; `[Name class]`, `(Name *)` in Objective-C, and the older way of making
    /// one where none is dequeued (`cell = [[Name alloc] initWithStyle:…]`); in either, a
    /// variable of the class given a dequeued cell (`PlanCell *cell = [tableView
    /// dequeueReusableCellWithIdentifier:@"Plan"];`, a cell class registered by its nib or
    /// storyboard, `let cell: PlanCell = tableView.dequeueReusableCell(…)`), or by the class's own
    /// factory given the list (`VideoListCell *cell = [VideoListCell cellWithTableView:tableView];`,
    /// `let cell = PlanCell.cell(with: tableView)`).
    static func usesCell(_ className: String, in text: String, language: SourceLanguage) -> Bool {
        let marks: Bool
        switch language {
        case .swift: marks = occurs(className, in: text, before: [".self"]) || occurs(className, in: text, after: "as!", before: [""])
            || occurs(className, in: text, after: "as?", before: [""])
        case .objectiveC: marks = occurs(className, in: text, after: "[", before: ["class]", "alloc]"]) || occurs(className, in: text, after: "(", before: ["*"])
        }
        if marks { return true }
        // A section's header or footer a table's delegate makes (`let header = HeaderView(frame: …)`
        // in `viewForHeaderInSection`).
        if text.contains("viewForHeaderInSection") || text.contains("viewForFooterInSection"), makes(className, in: text, language: language) { return true }
        // (Lines are looked at only in a file that declares such a variable at all: the project's
        // thousands of files are searched with this.)
        let declaration = language == .swift ? [" =", "="] : ["*"]
        guard occurs(className, in: text, before: declaration) else { return false }
        // (The factory: a message to the class, `[VideoListCell cellWith…`; Swift's `PlanCell.cell(…)`.)
        func factory(_ line: String) -> Bool {
            language == .swift ? occurs(className, in: line, before: ["."])
                : occurs(className, in: line, after: "[", followedBy: { $0.first.map(isIdentifier) == true })
        }
        return text.split(separator: "\n").contains { line in
            let line = String(line)
            guard occurs(className, in: line, before: declaration) else { return false }
            return line.contains("dequeueReusable") || ((line.contains("ableView") || line.contains("ollectionView")) && factory(line))
        }
    }

    /// Whether the name stands in the text as a whole word (not the end or start of a longer
    /// one, `MyCustomNavigationBar`), with `after` before it and one of `before` after it
    /// (spaces between allowed).
    static func occurs(_ name: String, in text: String, after: String? = nil, before: [String]) -> Bool {
        let marks = before.map { Array($0.utf8) }
        return occurs(name, in: text, after: after, followedBy: { rest in marks.contains { rest.starts(with: $0) } })
    }

    /// A byte of an identifier (any byte of a character outside ASCII counts).
    static func isIdentifier(_ b: UInt8) -> Bool { b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b >= 0x80 }

    /// Whether the name stands in the text as a whole word, with `after` before it (spaces
    /// between allowed) and what follows it, past spaces, as `followedBy` wants.
    static func occurs(_ name: String, in text: String, after: String? = nil, followedBy: (ArraySlice<UInt8>) -> Bool) -> Bool {
        let bytes = Array(text.utf8), word = Array(name.utf8)
        guard !word.isEmpty, bytes.count >= word.count else { return false }
        let space = UInt8(ascii: " ")
        var i = 0
        while i + word.count <= bytes.count {
            defer { i += 1 }
            guard bytes[i] == word[0], bytes[i..<(i + word.count)].elementsEqual(word), i == 0 || !isIdentifier(bytes[i - 1]),
                  i + word.count == bytes.count || !isIdentifier(bytes[i + word.count]) else { continue }
            if let after {
                let preceding = bytes[..<i].reversed().drop { $0 == space }
                guard preceding.starts(with: Array(after.utf8).reversed()) else { continue }
            }
            if followedBy(bytes[(i + word.count)...].drop { $0 == space }) { return true }
        }
        return false
    }
}

extension SourceProject {
    /// The project's files of a language, in path order: its Swift files; for Objective-C the
    /// `.m` beside each of its headers (where Xcode projects keep a class's code).
    func files(of language: SourceLanguage) -> [String] {
        switch language {
        case .swift: return swiftFiles
        case .objectiveC:
            return headers.values.sorted().compactMap { header in
                let implementation = String(header.dropLast(2)) + ".m"
                return FileManager.default.fileExists(atPath: implementation) ? implementation : nil
            }
        }
    }
}
