/// Where a document puts the views a class's outlets name: for each outlet whose view sits
/// directly inside another outlet's view, that outlet (`doneButton` and `inputView` in
/// `backView`, the bar a storyboard scene holds at the bottom). A source file that constrains
/// its outlets (`[self.doneButton mas_makeConstraints:…]` relative to `backView`) does not say
/// which view holds which: the document does. Outlets directly in the root (the controller's
/// view, the nib's view, a cell's content view) or inside a view no outlet names are left out:
/// the reader draws them in the root as before.
public enum OutletPlaces {
    /// The outlet holding each outlet of `className` in the document: a storyboard scene's
    /// controller of that class (`<viewController customClass="…">`), a nib's File's Owner of
    /// that class, or a nib's top-level view of that class. Nil when the document holds none of
    /// them or is not well formed.
    public static func parents(for className: String, in text: String) -> [String: String]? {
        read(className, in: text)?.parents
    }

    /// The text, font and lines the document gives an outlet's label, button title or text field
    /// (what the nib sets before any code runs).
    public struct Content: Sendable, Equatable {
        public var text: String
        public var font: String?
        public var lines: Int?
    }

    /// The outlets' holders (as `parents`) and their texts, from one reading of the document.
    public static func read(_ className: String, in text: String) -> (parents: [String: String], contents: [String: Content])? {
        guard let document = try? XMLReader.parse(text),
              let (outlets, root) = owner(className, in: document) else { return nil }
        var byView: [String: String] = [:]
        for (property, destination) in outlets where byView[destination] == nil { byView[destination] = property }
        var parents: [String: String] = [:]
        var contents: [String: Content] = [:]
        func walk(_ element: XMLElement, holder: String?) {
            for container in element.children where container.name == "subviews" || container["key"] == "contentView" {
                let views = container.name == "subviews" ? container.children : [container]
                for view in views {
                    let outlet = view["id"].flatMap { byView[$0] }
                    if let outlet, let holder, view.name != "tableViewCellContentView" { parents[outlet] = holder }
                    if let outlet, let content = content(of: view) { contents[outlet] = content }
                    walk(view, holder: outlet)
                }
            }
        }
        walk(root, holder: nil)
        return (parents, contents)
    }

    /// A label's text, a button's title (its normal state's) or a text field's text, else its
    /// placeholder, with the element's font; nil for other views and empty texts.
    static func content(of e: XMLElement) -> Content? {
        let font = e.child("fontDescription", key: "fontDescription").flatMap(InterfaceBuilderClasses.font)
        let text: String?
        switch e.name {
        case "label": text = e["text"] ?? e.child("string", key: "text")?.text
        case "button": text = e.children("state").first { $0["key"] == "normal" }?["title"]
        case "textField": text = (e["text"]?.isEmpty == false ? e["text"] : nil) ?? e["placeholder"]
        default: text = nil
        }
        guard let text, !text.isEmpty else { return nil }
        return Content(text: text, font: font, lines: e.name == "label" ? e["numberOfLines"].flatMap(Int.init) ?? 1 : nil)
    }

    /// The outlets (property, destination id) of the object of `className` and the view its
    /// outlets' views are laid out in.
    static func owner(_ className: String, in document: XMLElement) -> ([(String, String)], XMLElement)? {
        func outlets(of element: XMLElement) -> [(String, String)] {
            (element.child("connections")?.children ?? []).compactMap { c in
                guard c.name == "outlet", let p = c["property"], let d = c["destination"] else { return nil }
                return (p, d)
            }
        }
        // A storyboard's scene: its controller and the controller's view.
        func scene(_ element: XMLElement) -> ([(String, String)], XMLElement)? {
            if element.name.hasSuffix("Controller"), element["customClass"] == className,
               let view = element.children.first(where: { $0["key"] == "view" }) {
                return (outlets(of: element), view)
            }
            for child in element.children { if let found = scene(child) { return found } }
            return nil
        }
        if let found = scene(document) { return found }
        guard let objects = document.child("objects") else { return nil }
        // A nib's File's Owner and the view its `view` outlet names.
        if let owner = objects.children.first(where: { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" && $0["customClass"] == className }) {
            let list = outlets(of: owner)
            guard let id = list.first(where: { $0.0 == "view" })?.1, let view = objects.children.first(where: { $0["id"] == id }) else { return nil }
            return (list, view)
        }
        // A nib's view of the class, its outlets its own.
        if let view = objects.children.first(where: { $0.name != "placeholder" && $0["customClass"] == className }) {
            return (outlets(of: view), view)
        }
        return nil
    }
}
