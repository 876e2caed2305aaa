import Layout

/// The size a view controller's view has when UIKit loads it from an Interface Builder
/// document: the frame Xcode stored for it (its design device's, or the freeform size), which
/// the view keeps until UIKit sizes it to the screen before it appears. Code that reads
/// `view.bounds` in `viewDidLoad` reads this.
public enum ControllerViewSize {
    /// The stored size of the view of `className`'s controller: a storyboard scene's controller
    /// of that class (`<viewController customClass="…">`'s `<view key="view">`), or a nib whose
    /// File's Owner is that class (its `view` outlet's view). Nil when the document holds
    /// neither, is not well formed, or stores no frame for it.
    public static func stored(for className: String, in text: String) -> Size? {
        guard let document = try? XMLReader.parse(text) else { return nil }
        return inStoryboard(className, document) ?? inNib(className, document)
    }

    private static func inStoryboard(_ className: String, _ element: XMLElement) -> Size? {
        if element.name.hasSuffix("Controller"), element["customClass"] == className,
           let view = element.children.first(where: { $0["key"] == "view" }), let size = frameSize(of: view) {
            return size
        }
        for child in element.children {
            if let size = inStoryboard(className, child) { return size }
        }
        return nil
    }

    private static func inNib(_ className: String, _ document: XMLElement) -> Size? {
        guard let objects = document.child("objects"),
              let owner = objects.children.first(where: { $0.name == "placeholder" && $0["placeholderIdentifier"] == "IBFilesOwner" && $0["customClass"] == className }),
              let outlet = owner.child("connections")?.children.first(where: { $0.name == "outlet" && $0["property"] == "view" }),
              let id = outlet["destination"],
              let view = objects.children.first(where: { $0["id"] == id }) else { return nil }
        return frameSize(of: view)
    }

    private static func frameSize(of view: XMLElement) -> Size? {
        guard let frame = view.storedFrame, frame.width > 0, frame.height > 0 else { return nil }
        return frame.size
    }
}
