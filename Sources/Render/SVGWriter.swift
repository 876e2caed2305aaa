import Layout

/// Writes a display list as SVG that keeps its structure: a `<g>` per group with its id,
/// classes, `data-` attributes and a `<title>` tooltip, groups nested as views are, and text
/// as `<text>` (Cairo's SVG surface would turn text into outlines and drop the ids).
public struct SVGWriter {
    /// The letter spacing that spreads a run over the width the picture gives it, when the
    /// picture sets its characters one by one (TextEngine.evenSpacing: the system font at San
    /// Francisco's advances); nil, the font's tracking.
    let evenSpacing: (_ text: String, _ font: String) -> Double?

    public init(evenSpacing: @escaping (_ text: String, _ font: String) -> Double? = { _, _ in nil }) {
        self.evenSpacing = evenSpacing
    }

    /// `metadata` (e.g. the JSON solution) goes into `<metadata>` verbatim, escaped.
    public func write(_ list: DisplayList, title: String, metadata: String?) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="\(n(Double(list.pixelWidth)))" height="\(n(Double(list.pixelHeight)))" \
        viewBox="0 0 \(n(list.size.width)) \(n(list.size.height))">

        """
        out += "<title>\(escape(title))</title>\n"
        // Anti-aliased like the PNG: frames at fractional positions blend at their edges in both.
        out += "<style>text { text-rendering: geometricPrecision }</style>\n"
        if let metadata { out += "<metadata>\(escape(metadata, attribute: false))</metadata>\n" }
        out += "<rect class=\"background\" width=\"\(n(list.size.width))\" height=\"\(n(list.size.height))\" \(fill(list.background))/>\n"

        // Children of each group, so nesting can be written depth first.
        var children = [[Int]](repeating: [], count: list.groups.count)
        var tops: [Int] = []
        for (i, g) in list.groups.enumerated() {
            if let p = g.parent { children[p].append(i) } else { tops.append(i) }
        }
        func writeGroup(_ i: Int, depth: Int) {
            let g = list.groups[i]
            let pad = String(repeating: "  ", count: depth)
            var attributes = "id=\"\(escape(g.id))\" class=\"\(escape(g.classes.joined(separator: " ")))\""
            for key in g.dataOrder { if let v = g.data[key] { attributes += " data-\(key)=\"\(escape(v))\"" } }
            out += "\(pad)<g \(attributes)>\n"
            out += "\(pad)  <title>\(escape(g.title))</title>\n"
            for shape in g.shapes { out += pad + "  " + element(shape, scale: list.scale) + "\n" }
            for c in children[i] { writeGroup(c, depth: depth + 1) }
            out += "\(pad)</g>\n"
        }
        for t in tops { writeGroup(t, depth: 0) }
        out += "</svg>\n"
        return out
    }

    private func element(_ shape: Shape, scale: Double) -> String {
        switch shape {
        case .rect(let r, let fillColor, let stroke):
            if let stroke {
                let w = stroke.points(atScale: scale)
                let inset = min(w / 2, r.width / 2, r.height / 2)
                var s = "<rect x=\"\(n(r.minX + inset))\" y=\"\(n(r.minY + inset))\" width=\"\(n(max(r.width - 2 * inset, 0)))\" height=\"\(n(max(r.height - 2 * inset, 0)))\" fill=\"none\" \(strokeAttributes(stroke.color)) stroke-width=\"\(n(w))\""
                s += dash(stroke)
                if let fillColor { s = "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" \(fill(fillColor))/>" + s }
                return s + "/>"
            }
            guard let fillColor else { return "" }
            return "<rect x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" \(fill(fillColor))/>"
        case .line(let points, let stroke):
            let w = stroke.points(atScale: scale)
            let coordinates = points.map { "\(n($0.x)),\(n($0.y))" }.joined(separator: " ")
            return "<polyline points=\"\(coordinates)\" fill=\"none\" \(strokeAttributes(stroke.color)) stroke-width=\"\(n(w))\"\(dash(stroke))/>"
        case .circle(let center, let radius, let fillColor, let stroke):
            var s = "<circle cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(radius))\" "
            s += fillColor.map(fill) ?? "fill=\"none\""
            if let stroke {
                let w = stroke.points(atScale: scale)
                s += " \(strokeAttributes(stroke.color)) stroke-width=\"\(n(w))\"\(dash(stroke))"
            }
            return s + "/>"
        case .text(let run):
            return "<text xml:space=\"preserve\" x=\"\(n(run.startX(scale: scale)))\" y=\"\(n(run.baselineY(scale: scale)))\" \(fontAttributes(run.font, spacing: evenSpacing(run.text, run.font))) \(fill(run.color))>\(escape(run.text, attribute: false))</text>"
        }
    }

    private func dash(_ stroke: Stroke) -> String {
        stroke.dash.isEmpty ? "" : " stroke-dasharray=\"\(stroke.dash.map(n).joined(separator: " "))\""
    }

    private func fill(_ c: Color) -> String {
        "fill=\"\(rgbHex(c))\"" + (c.alpha < 1 ? " fill-opacity=\"\(n(c.alpha))\"" : "")
    }

    private func strokeAttributes(_ c: Color) -> String {
        "stroke=\"\(rgbHex(c))\"" + (c.alpha < 1 ? " stroke-opacity=\"\(n(c.alpha))\"" : "")
    }

    private func rgbHex(_ c: Color) -> String {
        String(Color(red: c.red, green: c.green, blue: c.blue).hexString.prefix(7))
    }

    /// A font name as SVG font attributes: the family that draws it, the size in points, the
    /// weight, the style, and San Francisco's tracking as letter-spacing (FontStandIn, as the
    /// PNG has it), or `spacing` where given.
    private func fontAttributes(_ font: String, spacing: Double? = nil) -> String {
        let face = FontStandIn(font)
        var out = "font-family=\"\(escape(face.svgFamily))\" font-size=\"\(n(face.size))\""
        if face.svgWeight != 400 { out += " font-weight=\"\(face.svgWeight == 700 ? "bold" : String(face.svgWeight))\"" }
        if let style = face.svgStyle { out += " font-style=\"\(style)\"" }
        if let spacing = spacing ?? (face.tracking != 0 ? face.tracking : nil) { out += " letter-spacing=\"\(n(spacing))\"" }
        if face.features != nil { out += " font-variant-numeric=\"tabular-nums\"" }
        return out
    }

    private func n(_ d: Double) -> String { format(d) }

    /// Quotes only need escaping inside attributes.
    private func escape(_ s: String, attribute: Bool = true) -> String {
        var out = ""
        for c in s.unicodeScalars {
            switch c {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"" where attribute: out += "&quot;"
            case let c where c.value < 0x20 && c != "\n" && c != "\t": out += "\u{FFFD}"
            default: out.unicodeScalars.append(c)
            }
        }
        return out
    }
}
