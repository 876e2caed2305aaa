import Layout

/// How a line or outline is stroked. Widths are in points unless `devicePixels` is set, in
/// which case the width is that many device pixels whatever the scale (hairlines).
public struct Stroke: Hashable, Sendable {
    public var width: Double
    public var color: Color
    public var dash: [Double]
    public var devicePixels: Bool
    public init(width: Double, color: Color, dash: [Double] = [], devicePixels: Bool = false) {
        self.width = width; self.color = color; self.dash = dash; self.devicePixels = devicePixels
    }

    /// The width in points on a picture of `scale` device pixels per point.
    public func points(atScale scale: Double) -> Double { devicePixels ? width / scale : width }
}

/// A run of text placed by its layout box's top-left corner; `baseline` is the distance
/// from the top to the first line's baseline, measured with the same fonts that draw it.
public struct TextRun: Hashable, Sendable {
    public var text: String
    public var font: String
    public var color: Color
    public var origin: Point
    public var size: Size
    public var baseline: Double
    /// The baseline's height on the canvas, on a whole device pixel: glyphs sit on the pixel
    /// grid the same way in every back end, which keeps horizontal strokes sharp.
    public func baselineY(scale: Double) -> Double { ((origin.y + baseline) * scale).rounded() / scale }
    public func startX(scale: Double) -> Double { (origin.x * scale).rounded() / scale }

    public init(text: String, font: String, color: Color, origin: Point, size: Size, baseline: Double) {
        self.text = text; self.font = font; self.color = color; self.origin = origin; self.size = size; self.baseline = baseline
    }
}

public enum Shape: Hashable, Sendable {
    /// Fill and/or stroke a rectangle; the stroke lies inside the rectangle, as CALayer draws borders.
    case rect(Rect, fill: Color?, stroke: Stroke?)
    case text(TextRun)
    /// An open polyline through the points.
    case line([Point], Stroke)
    case circle(center: Point, radius: Double, fill: Color?, stroke: Stroke?)
}

/// A group of shapes that shows one thing (a view, the key labels, …). Groups nest by
/// `parent` (an index of an earlier group), which the SVG writer keeps as nested `<g>`s.
public struct DisplayGroup: Hashable, Sendable {
    public var id: String
    public var classes: [String]
    public var title: String
    /// Extra `data-` attributes for SVG, in order.
    public var data: [String: String]
    public var dataOrder: [String]
    public var parent: Int?
    public var shapes: [Shape]

    public init(id: String, classes: [String], title: String, data: [String: String], dataOrder: [String], parent: Int?, shapes: [Shape]) {
        self.id = id; self.classes = classes; self.title = title; self.data = data; self.dataOrder = dataOrder
        self.parent = parent; self.shapes = shapes
    }
}

/// Everything a picture holds, in drawing order, independent of the back end.
public struct DisplayList: Sendable {
    /// The canvas in points.
    public var size: Size
    public var scale: Double
    public var background: Color
    public var groups: [DisplayGroup]

    public init(size: Size, scale: Double, background: Color, groups: [DisplayGroup]) {
        self.size = size; self.scale = scale; self.background = background; self.groups = groups
    }

    /// The image size in device pixels.
    public var pixelWidth: Int { Int((size.width * scale).rounded(.up)) }
    public var pixelHeight: Int { Int((size.height * scale).rounded(.up)) }
}
