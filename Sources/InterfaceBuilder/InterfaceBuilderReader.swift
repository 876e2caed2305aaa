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

/// Reads a `.xib` or `.storyboard` into a view tree with its constraints, as UIKit would load it.
public enum InterfaceBuilderReader {
    /// `scene`: the scene (storyboard) or top-level view (xib) to draw, by its view
    /// controller's or view's custom class, storyboard identifier, user label or id; nil for the first.
    public static func read(_ text: String, file: String, scene: String? = nil, measuring measurer: (any TextMeasuring)? = nil)
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
        return try building.build(scene: scene)
    }
}
