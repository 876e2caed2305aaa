/// The text, font and lines an Interface Builder document gives an outlet's label, button title
/// or text field (what the nib sets before any code runs): read by InterfaceBuilder's
/// OutletPlaces, handed to a source file's reader (SourceOptions.outletContents). One model for
/// both, here where each module sees it.
public struct OutletContent: Sendable, Equatable {
    public var text: String
    public var font: String?
    public var lines: Int?
    public init(text: String, font: String?, lines: Int?) { self.text = text; self.font = font; self.lines = lines }
}
