import Layout

/// A view laid out from an Interface Builder document, with what Xcode stored beside it.
public struct InterfaceBuilderLayout {
    public let root: View
    /// The frame Xcode stored for each view (in its superview's coordinates), by view id.
    public let storedFrames: [String: Rect]
    /// Views the file marks `misplaced="YES"` / `ambiguous="YES"`.
    public let misplaced: Set<String>
    public let ambiguous: Set<String>
    /// Text fields, whose size comes from their text as a label's does.
    public let textFields: Set<String>
    /// What the reader could not take as it is, each with where it is.
    public let warnings: [InterfaceBuilderWarning]
    /// The scene or top-level view drawn, and the others the file holds.
    public let drawn: String
    public let others: [String]
    /// The design device (`retina6_12`) and its pixels per point.
    public let device: String
    public let scale: Double
    /// The root fills the screen (a view controller's view, or a view as large as the design
    /// device's screen): laid out on another screen, it takes that screen's size and safe area.
    public var fillsScreen = false
}

public struct InterfaceBuilderWarning: Sendable, CustomStringConvertible {
    public let line: Int, column: Int
    public let message: String
    public var description: String { "\(line):\(column): \(message)" }
}

/// Input that is not an Interface Builder document masrender can read: where and why.
public struct InterfaceBuilderError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let line: Int?, column: Int?
    public let message: String
    public var description: String { "\(file)" + (line.map { ":\($0):\(column ?? 1)" } ?? "") + ": " + message }
}

/// A screen to lay a document out on in place of its design device.
public struct InterfaceBuilderScreen: Sendable {
    public var width: Double, height: Double, scale: Double
    /// The safe area in this orientation.
    public var safeArea: EdgeInsets
    public var landscape: Bool
    public var isPad: Bool
    public init(width: Double, height: Double, scale: Double, safeArea: EdgeInsets, landscape: Bool, isPad: Bool) {
        self.width = width; self.height = height; self.scale = scale; self.safeArea = safeArea; self.landscape = landscape; self.isPad = isPad
    }

    /// Its size classes as Interface Builder's variations name them (as IBDevice's).
    var sizeClasses: Set<String> {
        if isPad { return ["widthClass=regular", "heightClass=regular"] }
        if landscape { return [width >= 896 ? "widthClass=regular" : "widthClass=compact", "heightClass=compact"] }
        return ["widthClass=compact", "heightClass=regular"]
    }
}

/// Reads a `.xib` or `.storyboard` into a view tree with its constraints, as UIKit would load it.
public enum InterfaceBuilderReader {
    /// `scene`: the scene (storyboard) or top-level view (xib) to draw, by its view
    /// controller's or view's custom class, storyboard identifier, user label or id; nil for the first.
    /// `screen`: lay it out on this screen instead of its design device (`masrender audit`):
    /// a root that fills the design device's screen takes its size, safe area and size classes.
    /// `catalogImages`: the sizes of the images of the project's asset catalog, by name, where
    /// the file is in a project (they win over the document's resources).
    public static func read(_ text: String, file: String, scene: String? = nil, measuring measurer: (any TextMeasuring)? = nil,
                            screen: InterfaceBuilderScreen? = nil, catalogImages: [String: Size] = [:])
        throws(InterfaceBuilderError) -> InterfaceBuilderLayout {
        let document: XMLElement
        do { document = try XMLReader.parse(text) } catch {
            throw InterfaceBuilderError(file: file, line: error.line, column: error.column, message: error.message)
        }
        guard document.name == "document", let type = document["type"], type.contains("InterfaceBuilder3") else {
            throw InterfaceBuilderError(file: file, line: document.line, column: document.column,
                                        message: "not an Interface Builder document (expected <document type=\"com.apple.InterfaceBuilder3.CocoaTouch…\">)")
        }
        var building = InterfaceBuilderBuilding(document: document, file: file, measurer: measurer)
        building.screen = screen
        building.catalogImages = catalogImages
        return try building.build(scene: scene)
    }
}
