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
        guard let document = try? XMLReader.parse(text),
              let (outlets, root) = owner(className, in: document) else { return nil }
        var byView: [String: String] = [:]
        for (property, destination) in outlets where byView[destination] == nil { byView[destination] = property }
        var parents: [String: String] = [:]
        func walk(_ element: XMLElement, holder: String?) {
            for container in element.children where container.name == "subviews" || container["key"] == "contentView" {
                let views = container.name == "subviews" ? container.children : [container]
                for view in views {
                    let outlet = view["id"].flatMap { byView[$0] }
                    if let outlet, let holder, view.name != "tableViewCellContentView" { parents[outlet] = holder }
                    walk(view, holder: outlet)
                }
            }
        }
        walk(root, holder: nil)
        return parents
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
