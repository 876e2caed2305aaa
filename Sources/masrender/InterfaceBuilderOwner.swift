import FoundationEssentials
import InterfaceBuilder
import Layout
import Goldens
import Scene

/// A view class laid out in code that the app places in an Interface Builder document (a
/// storyboard scene's `<view customClass="TitleInputView">` with a height constraint of 44
/// inside a stack pinned to the safe area): the document is read and solved on the drawn device
/// as masrender draws any document, and the size it gives the instance is the view's, as UIKit
/// loads it from the nib and lays it out there. Used when no file of code makes the class.
extension OwnerSize {
    /// At most this many of the project's documents naming the class are read.
    static let mostDocumentsRead = 4
    /// At most this many scenes of a document are laid out looking for the instance.
    static let mostScenesLaidOut = 24

    static func inInterfaceBuilder(for className: String, file: String, options: SourceOptions, text measurer: any TextMeasuring) -> GivenSize? {
        guard let root = options.projectRoot, let project = SourceProject.find(for: file, named: root) else { return nil }
        let screen = InterfaceBuilderScreen(width: options.width, height: options.height ?? options.width, scale: options.scale,
                                            safeArea: options.safeArea, landscape: false, isPad: false)
        for (path, text) in documents(naming: className, in: project) {
            let ids = elementIDs(withAttribute: customClassMarker(className), in: text)
            guard !ids.isEmpty, let first = try? InterfaceBuilderReader.read(text, file: fileName(of: path), measuring: measurer, screen: screen) else { continue }
            // Each scene in turn (a storyboard's screens, a xib's top-level views), until one holds
            // an instance that is not its root: the class's own xib is not where the app places it.
            let scenes: [String?] = [nil] + first.others.prefix(mostScenesLaidOut - 1).map { Optional($0) }
            for scene in scenes {
                let layout: InterfaceBuilderLayout
                if let scene {
                    guard let other = try? InterfaceBuilderReader.read(text, file: fileName(of: path), scene: scene, measuring: measurer, screen: screen) else { continue }
                    layout = other
                } else {
                    layout = first
                }
                guard let solved = try? layout.root.layout(text: measurer) else { continue }
                let placed = ids.subtracting(["root"])
                guard let one = oneSize(of: placed, in: solved) else { continue }
                let instances = solved.views.filter { placed.contains($0.id) }
                let named = instances.count == 1 ? "its \(one.key)" : "each of the \(instances.count) it places"
                return GivenSize(size: one.frame.size, safeArea: safeArea(of: one, in: solved), by: "\(project.relative(path)) (\(layout.drawn)) gives \(named)")
            }
        }
        return nil
    }

    /// `customClass="TitleInputView"`: how a document names the class of an element.
    static func customClassMarker(_ className: String) -> String { "customClass=\"\(className)\"" }

    /// The project's Interface Builder documents that name the class (`customClassMarker`), with
    /// their text, in the project's order, read as needed and at most `mostDocumentsRead` of them.
    static func documents(naming className: String, in project: SourceProject) -> some Sequence<(path: String, text: String)> {
        let marker = customClassMarker(className)
        return project.interfaceFiles.lazy.compactMap { path -> (path: String, text: String)? in
            guard let bytes = try? readBytes(path), bytes.count <= 4 << 20, let text = String(validating: bytes, as: UTF8.self),
                  text.contains(marker) else { return nil }
            return (path, text)
        }.prefix(mostDocumentsRead)
    }

    /// The `id`s of the elements whose start tag holds `attribute` (`customClass="TitleInputView"`).
    static func elementIDs(withAttribute attribute: String, in text: String) -> Set<String> {
        var ids: Set<String> = []
        var rest = Substring(text)
        while let hit = rest.firstRange(of: attribute) {
            // The start tag around it: from the `<` before to the `>` after.
            let open = rest[..<hit.lowerBound].lastIndex(of: "<") ?? hit.lowerBound
            let close = rest[hit.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let tag = rest[open..<close]
            if let idStart = tag.firstRange(of: " id=\"") {
                let value = tag[idStart.upperBound...].prefix { $0 != "\"" }
                if !value.isEmpty { ids.insert(String(value)) }
            }
            rest = rest[hit.upperBound...]
        }
        return ids
    }
}

/// A view controller that a storyboard scene or its nib makes: its view while it loads
/// (ControllerViewSize), which code reading `view.bounds` in `viewDidLoad` reads.
extension OwnerSize {
    /// Whether code makes the class with its plain initialiser: `Name()` in Swift, `[[Name
    /// alloc] init]` or `[Name new]` in Objective-C.
    static func madeWithPlainInitialiser(_ className: String, in text: String, language: SourceLanguage) -> Bool {
        switch language {
        case .swift: return occurs(className, in: text, before: ["()"])
        case .objectiveC: return occurs(className, in: text, after: "[", before: ["new]", "alloc] init]"])
        }
    }

    /// The outlets of `className` that its storyboard scene or nib (the first of the project's
    /// documents that holds one) puts inside another outlet's view, and that document's name.
    static func outletDocument(for className: String, file: String, options: SourceOptions)
        -> (parents: [String: String], contents: [String: OutletContent], document: String)? {
        guard let root = options.projectRoot, let project = SourceProject.find(for: file, named: root) else { return nil }
        for (path, text) in documents(naming: className, in: project) {
            if let read = OutletPlaces.read(className, in: text) { return (read.parents, read.contents, project.relative(path)) }
        }
        return nil
    }

    static func loadedControllerSize(for className: String, file: String, options: SourceOptions) -> GivenSize? {
        guard let root = options.projectRoot, let project = SourceProject.find(for: file, named: root) else { return nil }
        // A controller the app's code makes with its plain initialiser (`MainViewController()`
        // in the scene delegate, `[[X alloc] init]`) loads no storyboard scene: its view is the
        // screen's. (A nib named after the class is still what `init` loads.) The project's code
        // is searched for that only once a storyboard names the class.
        var madeInCode: Bool?
        for (path, text) in documents(naming: className, in: project) {
            if path.hasSuffix(".storyboard") {
                if madeInCode == nil { madeInCode = files(using: className, file: file, options: options, uses: madeWithPlainInitialiser) != nil }
                if madeInCode == true { continue }
            }
            if let size = ControllerViewSize.stored(for: className, in: text) {
                return GivenSize(size: size, safeArea: options.safeArea, by: "the frame \(project.relative(path)) stores for it")
            }
        }
        return nil
    }
}
