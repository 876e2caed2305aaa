/// The object of an app's class an Interface Builder document loads, with its outlets and the
/// view its code's outlets are laid out in: a storyboard scene's controller of the class
/// (`<viewController customClass="…">`) and its view; a nib's File's Owner of the class and the
/// view its `view` outlet names; and, where asked, a nib's top-level view of the class itself.
struct DocumentOwner {
    /// Each outlet's property and the id of the element it names.
    var outlets: [(property: String, destination: String)]
    var view: XMLElement

    /// The first such object of `className` in the document whose view `accepts` (a scene whose
    /// view stores no frame is passed over for the next one of the class); nil when there is none.
    static func find(_ className: String, in document: XMLElement, viewsOfTheClass: Bool,
                     accepting accepts: (XMLElement) -> Bool = { _ in true }) -> DocumentOwner? {
        func outlets(of element: XMLElement) -> [(property: String, destination: String)] {
            (element.child("connections")?.children ?? []).compactMap { c in
                guard c.name == "outlet", let p = c["property"], let d = c["destination"] else { return nil }
                return (p, d)
            }
        }
        // A storyboard's scene: its controller and the controller's view.
        func scene(_ element: XMLElement) -> DocumentOwner? {
            if element.name.hasSuffix("Controller"), element["customClass"] == className,
               let view = element.children.first(where: { $0["key"] == "view" }), accepts(view) {
                return DocumentOwner(outlets: outlets(of: element), view: view)
            }
            for child in element.children { if let found = scene(child) { return found } }
            return nil
        }
        if let found = scene(document) { return found }
        guard let objects = document.child("objects") else { return nil }
        // A nib's File's Owner and the view its `view` outlet names.
        if let owner = objects.children.first(where: { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" && $0["customClass"] == className }) {
            let list = outlets(of: owner)
            guard let id = list.first(where: { $0.property == "view" })?.destination,
                  let view = objects.children.first(where: { $0["id"] == id }), accepts(view) else { return nil }
            return DocumentOwner(outlets: list, view: view)
        }
        // A nib's view of the class, its outlets its own.
        if viewsOfTheClass, let view = objects.children.first(where: { $0.name != "placeholder" && $0["customClass"] == className }), accepts(view) {
            return DocumentOwner(outlets: outlets(of: view), view: view)
        }
        return nil
    }
}
