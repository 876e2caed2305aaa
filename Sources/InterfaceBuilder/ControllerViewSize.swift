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
        guard let document = try? XMLReader.parse(text),
              let owner = DocumentOwner.find(className, in: document, viewsOfTheClass: false, accepting: { frameSize(of: $0) != nil }) else { return nil }
        return frameSize(of: owner.view)
    }

    private static func frameSize(of view: XMLElement) -> Size? {
        guard let frame = view.storedFrame, frame.width > 0, frame.height > 0 else { return nil }
        return frame.size
    }
}
