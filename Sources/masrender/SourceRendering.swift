import ArgumentParser
import FoundationEssentials
import Goldens
import Layout
import PNGCodec
import Render
import Scene
import SourceProgram

/// The options for reading a `.m` or `.swift` file, shared by render and explain.
struct SourceFileOptions: ParsableArguments {
    @Option(help: ArgumentHelp("For a source file: the root's size, WIDTHxHEIGHT or WIDTH (a cell: its width, its height fitted).", valueName: "size"))
    var size: String?
    @Option(name: .customLong("class"), help: ArgumentHelp("For a source file: the class to draw when it holds several.", valueName: "name"))
    var className: String?
    @Option(name: .customLong("function"), help: ArgumentHelp("For a source file: the function to draw when each holds a layout (a test file).", valueName: "name"))
    var function: String?
    @Option(name: .customLong("set"), help: ArgumentHelp("For a source file: a value only the running app knows, NAME=NUMBER (repeatable).", valueName: "name=value"))
    var values: [String] = []
    @Option(name: .customLong("include"), help: ArgumentHelp("For a source file: another file whose #defines and constants it uses (a .pch, Constants.h, Metrics.swift; repeatable).", valueName: "file"))
    var includes: [String] = []
    @Option(name: .customLong("project"), help: ArgumentHelp("For a source file: the project folder its imports and prefix headers are found in (default: the nearest folder up with an .xcodeproj, .xcworkspace, Package.swift, Podfile or .git).", valueName: "folder"))
    var project: String?
    @Flag(name: .customLong("no-project"), help: "For a source file: read the file alone, not the headers of its project.")
    var noProject = false

    /// The options given, by name: refused where the input is not a source file (a scene keeps
    /// its size and constants in the file, a log has neither).
    var given: [String] {
        [("--size", size != nil), ("--class", className != nil), ("--function", function != nil),
         ("--set", !values.isEmpty), ("--include", !includes.isEmpty), ("--project", project != nil), ("--no-project", noProject)].filter(\.1).map(\.0)
    }

    /// A scene (JSON) takes none of these: said, not ignored.
    func refuseForScene(_ path: String) throws {
        guard !given.isEmpty else { return }
        throw UserError("\(path): \(given.joined(separator: ", ")) \(given.count == 1 ? "applies" : "apply") to source files (.m, .swift); a scene gives its canvas and its \"constants\" in the file")
    }

    /// The options for reading `file`, with what its project gives it (read once for every state
    /// the command draws, and said once) unless the file cannot be read within `maxBytes`, which
    /// its reading then says.
    func options(device: String?, file: String, maxBytes: Int = .max) throws -> SourceOptions {
        var o = SourceOptions()
        if let device {
            guard let (preset, landscape) = DevicePreset.lookup(device) else {
                throw UserError("--device: unknown device \"\(device)\"; known devices: \(DevicePreset.all.map(\.name).joined(separator: ", "))")
            }
            o.use(preset, landscape: landscape)
        }
        if let size {
            let parts = size.split(separator: "x", omittingEmptySubsequences: false)
            guard (1...2).contains(parts.count), let w = Double(parts[0]), w >= 1, w <= 100_000,
                  parts.count == 1 || Double(parts[1]).map({ $0 >= 1 && $0 <= 100_000 }) == true else {
                throw UserError("--size: expected WIDTHxHEIGHT or WIDTH in points (1 to 100000), such as 375x667 or 375, not \"\(size)\"")
            }
            o.width = w
            o.height = parts.count == 2 ? Double(parts[1]) : nil
            o.explicitHeight = parts.count == 2
            o.sizeAsked = true
            o.safeArea = .zero
        }
        for v in values {
            let parts = v.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, !parts[0].isEmpty, let n = Double(parts[1]), n.isFinite, abs(n) <= 1e9 else {
                throw UserError("--set: expected NAME=NUMBER, such as buttonSize.width=100, not \"\(v)\"")
            }
            o.values[String(parts[0])] = n
        }
        o.className = className
        o.function = function
        for path in includes {
            let bytes: [UInt8]
            do { bytes = try readBytes(path) } catch { throw UserError("--include \(path): \(error.description)") }
            guard let text = String(validating: bytes, as: UTF8.self) else { throw UserError("--include \(path): the file is not UTF-8 text") }
            o.includes.append((fileName(of: path), text))
        }
        if project != nil && noProject { throw UserError("--project and --no-project do not go together") }
        if let project {
            var isFolder = false
            guard FileManager.default.fileExists(atPath: project, isDirectory: &isFolder), isFolder else {
                throw UserError("--project \(project): no such folder")
            }
        }
        if let bytes = try? readBytes(file), bytes.count <= maxBytes, let text = String(validating: bytes, as: UTF8.self) {
            let (headers, assets, said) = projectIncludes(file: file, text: text, scale: Int(o.scale.rounded()))
            o.includes = headers + o.includes
            o.assets = assets
            if !noProject { o.projectRoot = SourceProject.find(for: file, named: project)?.root }
            if let said { printToStandardError("masrender: \(fileName(of: file)): \(said)") }
        }
        return o
    }

    /// The headers of the file's project an Objective-C file sees (prefix headers, its quoted
    /// imports and theirs), put before the `--include` files; empty with `--no-project`, for a
    /// Swift file, or outside any project. The second value names what was read, for one line.
    func projectIncludes(file: String, text: String, scale: Int) -> (includes: [(name: String, text: String)], assets: ProjectAssets, said: String?) {
        guard !noProject, let language = SourceLanguage.of(path: file),
              let found = SourceProject.find(for: file, named: project) else { return ([], ProjectAssets(), nil) }
        let includes = language == .objectiveC ? found.includes(forObjectiveC: text, file: file) : found.includes(forSwift: text, file: file)
        let assets = found.assets(scale: scale)
        found.cache?.save(root: found.root)
        guard !includes.isEmpty || !assets.isEmpty else { return ([], assets, nil) }
        var said = ""
        if !includes.isEmpty {
            let names = includes.map(\.name)
            let shown = names.prefix(8).joined(separator: ", ") + (names.count > 8 ? " and \(names.count - 8) more" : "")
            let onlyHeaders = names.allSatisfy { $0.hasSuffix(".h") || $0.hasSuffix(".pch") }
            let kind = onlyHeaders ? (names.count == 1 ? "header" : "headers") : (names.count == 1 ? "file" : "files")
            said = "read \(names.count) \(kind) of its project (\(found.root)): \(shown)"
        }
        if !assets.isEmpty {
            var parts: [String] = []
            if !assets.images.isEmpty || !assets.unmeasured.isEmpty { parts.append("\(assets.images.count + assets.unmeasured.count) images") }
            if !assets.colors.isEmpty { parts.append("\(assets.colors.count) colours") }
            if let strings = assets.stringsFile { parts.append("\(assets.strings.count) strings of \(strings)") }
            said += said.isEmpty ? "read its project's assets (\(found.root)): " : "; and its assets: "
            said += parts.joined(separator: ", ")
        }
        return (includes, assets, said + "; --no-project reads the file alone")
    }
}

extension SourceOptions {
    /// The root as the device's screen (size, safe area, scale, whether it has a notch).
    mutating func use(_ preset: DevicePreset, landscape: Bool) {
        width = landscape ? preset.height : preset.width
        height = landscape ? preset.width : preset.height
        safeArea = landscape ? preset.landscapeSafeArea : preset.portraitSafeArea
        device = SourceDevice(name: preset.name, hasNotch: preset.portraitSafeArea.top > 20)
        scale = preset.scale
    }
}

/// Source file → view tree → solved layout → picture.
struct SourceRendering: PictureRendering {
    let name: String
    let layout: SourceLayout
    let result: LayoutResult
    let renderer: Renderer
    let options: RenderOptions
    let pictureLimits: PictureLimits

    /// Warnings go to stderr as `masrender: FILE:LINE:COL: warning: …`; with `strict` the first
    /// one is an error instead.
    init(path: String, options sourceOptions: SourceOptions, render: RenderOptions, pictureLimits: PictureLimits,
         strict: Bool, maxBytes: Int, renderer: Renderer, quiet: Bool = false, adjust: ((View) -> Void)? = nil) throws {
        name = fileName(of: path)
        let text = try Self.readInput(path, name: name, maxBytes: maxBytes)
        var layout = try InputKind.readSource(text, file: name, options: sourceOptions, measuring: renderer.text)
        var sourceOptions = sourceOptions
        // A helper that makes views only inside a view another file gives it: drawn in that file's
        // screen, which is sized as that screen is (the owner sizes below are this file's class's).
        var drawnByCaller = false
        if !sourceOptions.sizeAsked, let caller = CallerDrawing.find(for: layout, text: text, file: path, options: sourceOptions, measurer: renderer.text) {
            (layout, sourceOptions, drawnByCaller) = (caller.layout, caller.options, true)
            if !quiet { printToStandardError("masrender: \(name): \(caller.said)") }
        }
        // A view the app's other code sizes (its owner's constraints on the instance it makes) is
        // drawn at that size, read again so that code reading its own frame reads it.
        // So is a view controller a container shows as its child (`[self addChildViewController:vc];
        // vc.view.frame = …` in a paging screen): its view is as large as the container makes it.
        // The files that make the class but whose layout does not decide one size for it, said
        // when nothing else sizes it.
        var ownersGivingNoSize: [String] = []
        if !drawnByCaller, layout.drawn.kind == .view || layout.drawn.kind == .viewController, let className = layout.drawn.name,
           !sourceOptions.sizeAsked, sourceOptions.givenSize == nil,
           !sourceOptions.values.keys.contains(where: { $0.contains("frame") || $0.contains("bounds") }),
           let given = OwnerSize.find(for: className, file: path, options: sourceOptions, text: renderer.text, childController: layout.drawn.kind == .viewController,
                                      tried: { ownersGivingNoSize.append($0) })
            ?? (layout.drawn.kind == .view ? OwnerSize.inInterfaceBuilder(for: className, file: path, options: sourceOptions, text: renderer.text) : nil) {
            sourceOptions.givenSize = given
            layout = try InputKind.readSource(text, file: name, options: sourceOptions, measuring: renderer.text)
            if !quiet {
                printToStandardError(given.widthOnly
                    ? "masrender: \(name): drawn \(formatPoints(given.size.width)) wide, as \(given.by) (--size WxH for another)"
                    : "masrender: \(name): drawn \(formatPoints(given.size.width)) × \(formatPoints(given.size.height)), the size \(given.by) (--size WxH for another)")
            }
        }
        // A storyboard's or nib's controller whose `viewDidLoad` reads its view's size reads the
        // size the document stores: UIKit sizes the view to the screen only before it appears.
        if layout.drawn.kind == .viewController, layout.readsRootFrameWhileLoading, sourceOptions.loadedRootSize == nil,
           let className = layout.drawn.name,
           let loaded = OwnerSize.loadedControllerSize(for: className, file: path, options: sourceOptions),
           loaded.size != sourceOptions.givenSize?.size ?? Size(width: sourceOptions.width, height: sourceOptions.height ?? sourceOptions.width) {
            sourceOptions.loadedRootSize = loaded
            layout = try InputKind.readSource(text, file: name, options: sourceOptions, measuring: renderer.text)
        }
        // Outlets the class's storyboard scene or nib holds inside another outlet's view
        // (`doneButton` in `backView`): drawn there, as the document loads them.
        // So are the texts and fonts it gives their labels, buttons and fields.
        if !layout.outletNames.isEmpty, let className = layout.drawn.name,
           let read = OwnerSize.outletDocument(for: className, file: path, options: sourceOptions),
           read.parents.keys.contains(where: layout.outletNames.contains) || read.contents.keys.contains(where: layout.outletNames.contains) {
            (sourceOptions.outletParents, sourceOptions.outletContents, sourceOptions.outletDocument) = (read.parents, read.contents, read.document)
            layout = try InputKind.readSource(text, file: name, options: sourceOptions, measuring: renderer.text)
        }
        // A cell whose table or collection view the app's other code sizes (`rowHeight`,
        // `sizeForItemAt`) is drawn at that row or item, as UIKit lays it out; also when its
        // class names a row height (`+ (CGFloat)cellHeight`), which is the table's only when
        // the table's code returns it (`return [UserCell cellHeight];`). So is a plain view no
        // owner sized above that a table's owner returns as a section's header or footer
        // (`viewForHeaderInSection` makes it, in a delegate method nothing at set-up runs): as
        // wide as the table and as tall as `heightForHeaderInSection` says.
        let headerView = layout.drawn.kind == .view && sourceOptions.givenSize == nil
            && !sourceOptions.values.keys.contains(where: { $0.contains("frame") || $0.contains("bounds") })
        if !drawnByCaller, layout.drawn.kind == .cell || headerView, let className = layout.drawn.name, !sourceOptions.sizeAsked,
           let (cell, owner) = OwnerSize.cellSize(for: className, collection: layout.drawn.isCollectionItem,
                                                  supplementary: layout.drawn.isSupplementary || headerView, file: path, options: sourceOptions, text: renderer.text),
           !headerView || cell.place != .cell {
            sourceOptions.givenSize = GivenSize(size: Size(width: cell.width ?? sourceOptions.width, height: cell.widthOnly ? sourceOptions.height ?? 852 : cell.height),
                                                safeArea: .zero, by: "\(owner) gives it (\(cell.by))", settings: cell.settings, calls: cell.calls,
                                                widthOnly: cell.widthOnly)
            layout = try InputKind.readSource(text, file: name, options: sourceOptions, measuring: renderer.text)
            if !quiet, cell.widthOnly {
                printToStandardError("masrender: \(name): drawn \(formatPoints(cell.width ?? sourceOptions.width)) wide, the width of the table \(owner) shows it in, its height fitted to its content (--size WxH for another)")
            } else if !quiet {
                let what = cell.place != .cell ? "section \(cell.place.rawValue)'s \(layout.drawn.isCollectionItem ? "size" : "height")"
                    : layout.drawn.isCollectionItem ? "item size" : cell.width == nil ? "row height" : "row height and table width"
                printToStandardError("masrender: \(name): drawn \(formatPoints(cell.width ?? sourceOptions.width)) × \(formatPoints(cell.height)), the \(what) \(owner) gives it (\(cell.by)) (--size WxH for another)")
            }
        }
        if !quiet, layout.drawn.kind == .view, sourceOptions.givenSize == nil, !ownersGivingNoSize.isEmpty {
            let files = ownersGivingNoSize.count == 1 ? "\(ownersGivingNoSize[0]) makes it" : "\(ownersGivingNoSize.joined(separator: ", ")) make it"
            printToStandardError("masrender: \(name): no size from its owners: \(files), but the layout there does not decide one size for it (ambiguous there, in a conflict, sized differently per instance, or following the size of an owner no file sizes); --size WxH for the size the app gives it")
        }
        // A row drawn standard because the cell's views are on the cell itself, where an owner's
        // code sizes the table's rows in a way not decided here (`heightForRowAt` returning the
        // data's height): that row is not self-sized, so the cell is fitted as before.
        if layout.standardRowForEmptyContentView, let className = layout.drawn.name,
           OwnerSize.rowsSizedInOwnerCode(of: className, file: path, options: sourceOptions) {
            sourceOptions.rowsSizedByOwnerCode = true
            layout = try InputKind.readSource(text, file: name, options: sourceOptions, measuring: renderer.text)
        }
        self.layout = layout
        adjust?(layout.root)
        for w in layout.warnings {
            if strict && !w.changesNoFrame { throw UserError("\(w.place(reading: name)): \(w.message) (--strict)") }
            if !quiet { printToStandardError("masrender: \(w.place(reading: name)): warning: \(w.message)") }
        }
        if !layout.others.isEmpty && !quiet {
            printToStandardError("masrender: \(name): drew \(layout.drawn.name ?? "the file"); it also lays out \(layout.others.joined(separator: ", ")) (--class NAME)")
        }
        if let function = layout.drawnFunction, !layout.otherFunctions.isEmpty && !quiet {
            printToStandardError("masrender: \(name): drew \(function); the file also lays out \(layout.otherFunctions.joined(separator: ", ")) (--function NAME)")
        }
        result = try Self.solve(layout, options: sourceOptions, name: name, text: renderer.text, strict: strict, quiet: quiet)
        self.renderer = renderer
        options = render
        self.pictureLimits = pictureLimits
    }

    /// The layout solved as the file's root is sized: a cell or bar fitted to its content (or the
    /// row its class gives), a view at the screen or, where the screen's size breaks its own
    /// constraints, at its own size; each choice said unless `quiet`.
    static func solve(_ layout: SourceLayout, options sourceOptions: SourceOptions, name: String, text: any TextMeasuring,
                      strict: Bool, quiet: Bool) throws -> LayoutResult {
        do {
            if layout.fitsHeight {
                let fitting = CellFitting(root: layout.root, text: text, tallest: sourceOptions.height ?? 852,
                                          isCell: layout.drawn.kind == .cell, file: name, isBar: layout.fitsAsBar, rowHeight: layout.rowHeight,
                                          isCollectionItem: layout.drawn.isCollectionItem)
                let file = name
                return try fitting.layOut(say: { message in
                    if strict { throw UserError("\(file): \(message) (--strict)") }
                    if !quiet { printToStandardError("masrender: \(file): warning: \(message)") }
                }, note: { message in
                    if !quiet { printToStandardError("masrender: \(file): \(message)") }
                })
            } else {
                let atScreen = try layout.root.layout(text: text)
                // (Not at a size its owner gives it, both sides: the view is that size, whatever breaks.)
                if layout.drawn.kind == .view, !sourceOptions.explicitHeight, sourceOptions.givenSize?.widthOnly ?? true, !atScreen.conflicts.isEmpty,
                   let own = try CellFitting.ownSize(of: layout.root, breaking: atScreen, text: text) {
                    if !quiet { printToStandardError("masrender: \(name): drawn \(formatPoints(own.root.frame.width)) × \(formatPoints(own.root.frame.height)), the size its own constraints give it, as the screen's size would break them; its owner may size it otherwise (--size WxH)") }
                    return own
                } else {
                    return atScreen
                }
            }
        } catch let error as LayoutError {
            throw UserError("\(name): \(error.description)")
        }
    }

    /// The state `--step` names, by its method's name or its number.
    func state(named step: String) throws -> Int {
        let names = layout.stateNames
        guard let n = names.firstIndex(of: step) ?? Int(step).flatMap({ names.indices.contains($0) ? $0 : nil }) else {
            throw UserError("\(name): no step \"\(step)\"; the states are \(names.joined(separator: ", "))")
        }
        return n
    }

    var pictureSize: Size { result.root.frame.size }
    var svgTitle: String { name }
    var outputJSON: String { solutionJSON }

    func tooLarge(width w: Int, height h: Int) -> UserError {
        UserError("\(name): the layout is \(w) × \(h) pixels at scale \(formatPoints(options.scale)); at most \(pictureLimits.side) per side and \(pictureLimits.pixels) in all can be drawn (--max-picture-side, --max-pixels)")
    }

    var solutionJSON: String { SolutionEncoder.encode(result, scale: options.scale).serialized() }
}
