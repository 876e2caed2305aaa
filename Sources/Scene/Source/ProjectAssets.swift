import Layout

/// A definition a file's layout took from another file of its project (a constant, a macro, a
/// class whose code ran, an asset), and that file's path in the project.
public struct ProjectDefinition: Sendable, Equatable {
    public var name: String
    public var file: String
    public init(name: String, file: String) { self.name = name; self.file = file }
}

/// What an app's project holds besides code that a layout shows: its asset catalog's images
/// (sized in points, as UIImage(named:) gives them) and colours, and its development language's
/// strings. The CLI reads them from the project (issue 30); the reader looks names up here.
public struct ProjectAssets: Sendable, Equatable {
    /// An image set's size in points (its pixels over its scale) and where it was found.
    public struct Image: Sendable, Equatable {
        public var size: Size
        public var file: String
        public init(size: Size, file: String) { self.size = size; self.file = file }
    }

    /// A colour set's colour for the light appearance and where it was found.
    public struct NamedColor: Sendable, Equatable {
        public var color: Color
        public var file: String
        public init(color: Color, file: String) { self.color = color; self.file = file }
    }

    public var images: [String: Image] = [:]
    public var colors: [String: NamedColor] = [:]
    /// `Localizable.strings` of the development language: key → text.
    public var strings: [String: String] = [:]
    public var stringsFile: String?
    /// Image sets whose images could not be measured (a vector PDF without a page size, a
    /// format not read), by name, with the reason.
    public var unmeasured: [String: String] = [:]

    public init() {}

    public var isEmpty: Bool { images.isEmpty && colors.isEmpty && strings.isEmpty && unmeasured.isEmpty }
}
