import Layout

/// Where a document puts the views a class's outlets name: for each outlet whose view sits
/// directly inside another outlet's view, that outlet (`doneButton` and `inputView` in
/// `backView`, the bar a storyboard scene holds at the bottom). A source file that constrains
/// its outlets (`[self.doneButton mas_makeConstraints:…]` relative to `backView`) does not say
/// which view holds which: the document does. Outlets directly in the root (the controller's
/// view, the nib's view, a cell's content view) or inside a view no outlet names are left out:
/// the reader draws them in the root as before.
public enum OutletPlaces {
    /// The outlet holding each outlet of `className` in the document (`parents`), and the texts
    /// it gives them, from one reading: the outlets of a storyboard scene's controller of that
    /// class, a nib's File's Owner of that class, or a nib's top-level view of that class
    /// (DocumentOwner). Nil when the document holds none of them or is not well formed.
    public static func read(_ className: String, in text: String) -> (parents: [String: String], contents: [String: OutletContent])? {
        guard let document = try? XMLReader.parse(text),
              let owner = DocumentOwner.find(className, in: document, viewsOfTheClass: true) else { return nil }
        var byView: [String: String] = [:]
        for (property, destination) in owner.outlets where byView[destination] == nil { byView[destination] = property }
        var parents: [String: String] = [:]
        var contents: [String: OutletContent] = [:]
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
        walk(owner.view, holder: nil)
        return (parents, contents)
    }

    /// A label's text, a button's title (its normal state's) or a text field's text, else its
    /// placeholder, with the element's font; nil for other views and empty texts.
    static func content(of e: XMLElement) -> OutletContent? {
        let font = e.child("fontDescription", key: "fontDescription").flatMap(InterfaceBuilderClasses.font)
        let text: String?
        switch e.name {
        case "label": text = e["text"] ?? e.child("string", key: "text")?.text
        case "button": text = e.children("state").first { $0["key"] == "normal" }?["title"]
        case "textField": text = (e["text"]?.isEmpty == false ? e["text"] : nil) ?? e["placeholder"]
        default: text = nil
        }
        guard let text, !text.isEmpty else { return nil }
        return OutletContent(text: text, font: font, lines: e.name == "label" ? e["numberOfLines"].flatMap(Int.init) ?? 1 : nil)
    }
}
