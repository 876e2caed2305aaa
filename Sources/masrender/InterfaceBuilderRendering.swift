import ArgumentParser
import FoundationEssentials
import Goldens
import InterfaceBuilder
import Layout
import Render
import Scene

/// A `.xib` or `.storyboard` → view tree → solved layout → picture, with the frames Xcode
/// stored beside the solved ones.
struct InterfaceBuilderRendering: PictureRendering {
    let name: String
    let layout: InterfaceBuilderLayout
    let result: LayoutResult
    let renderer: Renderer
    let options: RenderOptions
    let pictureLimits: PictureLimits

    /// Warnings go to stderr; with `strict` the first is an error.
    init(path: String, scene: String?, textSize: ContentSizeCategory?, scale: Double?, overlay: Overlay?, theme: Theme?,
         pictureLimits: PictureLimits, maxBytes: Int, strict: Bool, renderer: Renderer, quiet: Bool = false,
         screen: InterfaceBuilderScreen? = nil, adjust: ((View) -> Void)? = nil) throws {
        name = fileName(of: path)
        let text = try Self.readInput(path, name: name, maxBytes: maxBytes)
        let catalog = Self.catalogImages(for: path, text: text)
        if let said = catalog.said, !quiet { printToStandardError("masrender: \(name): \(said)") }
        do {
            layout = try InterfaceBuilderReader.read(text, file: name, scene: scene, measuring: renderer.text, screen: screen,
                                                     catalogImages: catalog.images)
        } catch {
            throw UserError(error.description)
        }
        for w in layout.warnings {
            if strict { throw UserError("\(name):\(w.line):\(w.column): \(w.message) (--strict)") }
            if !quiet { printToStandardError("masrender: \(name):\(w.line):\(w.column): warning: \(w.message)") }
        }
        if !layout.others.isEmpty && !quiet {
            printToStandardError("masrender: \(name): drew \(layout.drawn); it also holds \(layout.others.joined(separator: ", ")) (--scene NAME)")
        }
        if let textSize { layout.root.contentSizeCategory = textSize }
        adjust?(layout.root)
        do { result = try layout.root.layout(text: renderer.text) } catch let error as LayoutError {
            throw UserError("\(name): \(error.description)")
        }
        self.renderer = renderer
        var render = RenderOptions(scale: scale ?? layout.scale, overlay: overlay ?? .all, theme: theme ?? .light)
        // A view the file marks misplaced is drawn where its constraints put it, and where Xcode
        // stored it as a dashed ghost in its solved superview, said in the legend.
        // (On another screen than its design device, what Xcode stored says nothing.)
        for id in layout.misplaced.sorted() where screen == nil {
            guard let solved = result.view(id: id), let stored = layout.storedFrames[id], let parentID = solved.parentID,
                  let parent = result.view(id: parentID) else { continue }
            let ghost = stored.offsetBy(dx: parent.absoluteFrame.minX, dy: parent.absoluteFrame.minY)
            guard ghost != solved.absoluteFrame else { continue }
            render.storedFrames[id] = ghost
            render.notes.append("\(solved.key) is marked misplaced in the file: drawn where its constraints place it, dashed where Xcode stored it (\(formatPoints(stored.minX)), \(formatPoints(stored.minY)), \(formatPoints(stored.width)) × \(formatPoints(stored.height))).")
        }
        options = render
        self.pictureLimits = pictureLimits
    }

    /// The sizes of the images a document shows, from the asset catalogs of the project it is
    /// in (as UIImage(named:) finds them on a device), with one line saying so; none outside a
    /// project or for a document that shows no image.
    static func catalogImages(for path: String, text: String) -> (images: [String: Size], said: String?) {
        guard text.contains("image=\"") || text.contains("<image name="), let project = SourceProject.find(for: path) else { return ([:], nil) }
        let assets = project.assets(scale: 3)
        project.cache?.save(root: project.root)
        guard !assets.images.isEmpty else { return ([:], nil) }
        return (assets.images.mapValues(\.size), "image sizes from its project's asset catalogs (\(project.root)): \(assets.images.count) images")
    }

    var pictureSize: Size { result.root.frame.size }
    var svgTitle: String { name }
    var outputJSON: String { SolutionEncoder.encode(result, scale: options.scale).serialized() }

    func tooLarge(width w: Int, height h: Int) -> UserError {
        UserError("\(name): the layout is \(w) × \(h) pixels at scale \(formatPoints(options.scale)); at most \(pictureLimits.side) per side and \(pictureLimits.pixels) in all can be drawn (--max-picture-side, --max-pixels)")
    }

    /// The views compared with the frames Xcode stored: every one but the root and the guides
    /// that the file stores a frame for.
    var comparedViews: [SolvedView] {
        result.views.filter { $0.parentID != nil && !$0.isLayoutGuide && layout.storedFrames[$0.id] != nil }
    }

    /// Where the solved frames and the ones Xcode stored differ by more than half a point,
    /// with what the file itself marks (misplaced, ambiguous).
    var storedFrameDifferences: [(view: SolvedView, stored: Rect, misplaced: Bool)] {
        comparedViews.compactMap { v in
            guard let stored = layout.storedFrames[v.id] else { return nil }
            let f = v.frame
            let off = [f.minX - stored.minX, f.minY - stored.minY, f.width - stored.width, f.height - stored.height].map(abs).max() ?? 0
            return off > 0.5 ? (v, stored, layout.misplaced.contains(v.id)) : nil
        }
    }

    /// What `explain` adds for an Interface Builder file: agreement with Xcode's frames.
    var agreementText: String {
        let differences = storedFrameDifferences
        let compared = comparedViews.count
        var out = "\nAgainst the frames Xcode stored (design device \(layout.device)): \(compared - differences.count) of \(compared) views agree within 0.5 pt\n"
        for d in differences {
            let f = d.view.frame, s = d.stored
            var parts: [String] = []
            for (label, a, b) in [("x", s.minX, f.minX), ("y", s.minY, f.minY), ("width", s.width, f.width), ("height", s.height, f.height)] where abs(a - b) > 0.5 {
                parts.append("\(label) \(formatPoints(a)) in Xcode, \(formatPoints(b)) here")
            }
            out += "  \(d.view.key): \(parts.joined(separator: ", "))\(d.misplaced ? " (the file marks it misplaced)" : "")\n"
        }
        let marked = layout.misplaced.sorted().compactMap { id in result.view(id: id)?.key }
        if !marked.isEmpty { out += "  marked misplaced in the file: \(marked.joined(separator: ", "))\n" }
        let ambiguous = layout.ambiguous.sorted().compactMap { id in result.view(id: id)?.key }
        if !ambiguous.isEmpty { out += "  marked ambiguous in the file: \(ambiguous.joined(separator: ", "))\n" }
        return out
    }

    /// explain's JSON with `interfaceBuilder`: the device, how many views agree with Xcode's
    /// frames, each that does not (stored and solved), and what the file marks.
    func agreementJSON(_ explanation: JSONOutput) -> JSONOutput {
        guard case .object(var members) = explanation else { return explanation }
        let differences = storedFrameDifferences
        let compared = comparedViews.count
        func rect(_ r: Rect) -> JSONOutput { .array([r.minX, r.minY, r.width, r.height].map(JSONOutput.number)) }
        members.append(("interfaceBuilder", .object([
            ("device", .string(layout.device)),
            ("compared", .number(Double(compared))),
            ("agree", .number(Double(compared - differences.count))),
            ("differ", .array(differences.map { d in
                .object([("view", .string(d.view.id)), ("key", .string(d.view.key)), ("stored", rect(d.stored)), ("solved", rect(d.view.frame)),
                         ("misplaced", .bool(d.misplaced))])
            })),
            // Every view compared, with whether its own size comes from text (a label's, a
            // button's title, a text field's), for fidelity figures split as the issue asks.
            ("views", .array(comparedViews.map { v in
                .object([("view", .string(v.id)), ("text", .bool(v.label != nil || layout.textFields.contains(v.id))),
                         ("agrees", .bool(!differences.contains { $0.view.id == v.id })), ("misplaced", .bool(layout.misplaced.contains(v.id)))])
            })),
            ("misplaced", .array(layout.misplaced.sorted().map(JSONOutput.string))),
            ("ambiguous", .array(layout.ambiguous.sorted().map(JSONOutput.string))),
        ])))
        return .object(members)
    }
}
