import Audit
import Goldens
import Layout
import PNGCodec
import Render

/// What the audit's pictures share: a combination drawn as the screen shows it (no overlay),
/// with the views of its findings outlined in red.
struct AuditPicture {
    static let findingColor = Color(red: 0.86, green: 0.12, blue: 0.12, alpha: 1)
    static let referenceColor = Color(red: 0.13, green: 0.4, blue: 0.85, alpha: 1)
    static let ink = Color(red: 0.13, green: 0.13, blue: 0.13, alpha: 1)

    /// `result` at `scale`, the views `marked` (ids) outlined two pixels wide and tinted.
    static func image(_ result: LayoutResult, scale: Double, marked: Set<String>, renderer: Renderer) throws -> RGBAImage {
        var list = renderer.displayList(result, options: RenderOptions(scale: scale, overlay: .none))
        let shapes: [Shape] = result.views.filter { marked.contains($0.id) }.map { v in
            .rect(v.absoluteFrame, fill: Color(red: 0.86, green: 0.12, blue: 0.12, alpha: 0.18),
                  stroke: Stroke(width: 2, color: findingColor, devicePixels: true))
        }
        if !shapes.isEmpty {
            list.groups.append(DisplayGroup(id: "audit-marks", classes: ["audit"], title: "findings", data: [:], dataOrder: [], parent: nil, shapes: shapes))
        }
        return try CairoPainter().paint(list, text: renderer.text)
    }

    /// `image` copied into `sheet` with its top-left corner at (x, y).
    static func blit(_ image: RGBAImage, into sheet: inout RGBAImage, x: Int, y: Int) {
        let w = min(image.width, sheet.width - x), h = min(image.height, sheet.height - y)
        guard w > 0, h > 0, x >= 0, y >= 0 else { return }
        image.pixels.withUnsafeBufferPointer { src in
            sheet.pixels.withUnsafeMutableBufferPointer { dst in
                for row in 0..<h {
                    let s = row * image.width * 4, d = ((y + row) * sheet.width + x) * 4
                    for i in 0..<(w * 4) { dst[d + i] = src[s + i] }
                }
            }
        }
    }

    /// `words` shortened with "…" to fit `width` points in `font`.
    static func fitted(_ words: String, font: String, width: Double, renderer: Renderer) -> String {
        if renderer.text.measure(words, font: font, maxWidth: nil, maxLines: 1).size.width <= width { return words }
        var chars = Array(words)
        while chars.count > 1 {
            chars.removeLast()
            let candidate = String(chars).trimmingTrailingSpaces + "…"
            if renderer.text.measure(candidate, font: font, maxWidth: nil, maxLines: 1).size.width <= width { return candidate }
        }
        return "…"
    }

    static func text(_ words: String, font: String, color: Color, at origin: Point, renderer: Renderer) -> Shape {
        let m = renderer.text.measure(words, font: font, maxWidth: nil, maxLines: 1)
        return .text(TextRun(text: words, font: font, color: color, origin: origin, size: m.size, baseline: m.firstBaseline))
    }
}

/// `audit -o sheet.png`: a thumbnail of every combination in a grid, devices across and text
/// sizes down, a block per orientation, direction and language; the reference outlined in blue,
/// each broken combination in red with its findings written under it.
struct ContactSheet {
    let report: AuditReport
    let renderer: Renderer
    var limits = PictureLimits()

    /// Thumbnails are a quarter of a point a pixel: an iPhone 15 is 98 × 213 pixels.
    static let thumbnailScale = 0.25
    static let captionFont = "DejaVu Sans 9"
    static let headingFont = "DejaVu Sans Bold 11"
    static let titleFont = "DejaVu Sans Bold 14"
    static let captionLines = 3
    static let gap = 14.0, lineHeight = 12.0, rowLabelWidth = 64.0, minimumColumn = 120.0

    func write(to path: String) throws {
        let image = try draw()
        let bytes = try PNGCodec.encode(image, text: Renderer.provenance)
        try AtomicFile.write(bytes, to: path)
    }

    func draw() throws -> RGBAImage {
        let s = Self.thumbnailScale
        let combos = report.combinations
        let variants = uniqueOrdered(combos.map(\.variant))
        let devices = uniqueOrdered(combos.map(\.device))
        let sizes = uniqueOrdered(combos.map(\.textSize))
        let index = Dictionary(combos.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        // Each column as wide as its device's widest thumbnail (portrait or landscape), at least
        // wide enough for a caption; each row of a block as tall as its tallest thumbnail.
        func pixelSize(_ i: Int) -> (Int, Int) {
            let f = report.results[i].root.frame.size
            return (Int((f.width * s).rounded(.up)), Int((f.height * s).rounded(.up)))
        }
        var columnWidth: [String: Double] = [:]
        for (i, c) in combos.enumerated() { columnWidth[c.device] = max(columnWidth[c.device] ?? Self.minimumColumn, Double(pixelSize(i).0)) }
        let captionHeight = Double(Self.captionLines) * Self.lineHeight + 4
        var shapes: [Shape] = []
        var blits: [(Int, Int, Int)] = []   // combination, x, y
        var y = Self.gap
        let title = "\(report.subject): " + (report.groups.isEmpty ? "no findings" : "\(report.groups.count) finding\(report.groups.count == 1 ? "" : "s") in \(report.brokenCount) of \(combos.count) combinations")
        shapes.append(AuditPicture.text(title, font: Self.titleFont, color: AuditPicture.ink, at: Point(x: Self.gap, y: y), renderer: renderer))
        y += 24
        var sheetWidth = Self.gap + Self.rowLabelWidth
        for d in devices { sheetWidth += columnWidth[d]! + Self.gap }
        for variant in variants {
            if variants.count > 1 {
                shapes.append(AuditPicture.text(variant.words, font: Self.headingFont, color: AuditPicture.ink, at: Point(x: Self.gap, y: y), renderer: renderer))
                y += 18
            }
            var x = Self.gap + Self.rowLabelWidth
            for d in devices {
                let name = AuditPicture.fitted(d, font: Self.headingFont, width: columnWidth[d]!, renderer: renderer)
                shapes.append(AuditPicture.text(name, font: Self.headingFont, color: AuditPicture.ink, at: Point(x: x, y: y), renderer: renderer))
                x += columnWidth[d]! + Self.gap
            }
            y += 18
            for size in sizes {
                let row = devices.compactMap { index[Combination(device: $0, textSize: size, orientation: variant.orientation, direction: variant.direction, pseudo: variant.pseudo)] }
                guard !row.isEmpty else { continue }
                let rowHeight = Double(row.map { pixelSize($0).1 }.max()!)
                shapes.append(AuditPicture.text(size.name, font: Self.headingFont, color: AuditPicture.ink, at: Point(x: Self.gap, y: y), renderer: renderer))
                x = Self.gap + Self.rowLabelWidth
                for d in devices {
                    defer { x += columnWidth[d]! + Self.gap }
                    guard let i = index[Combination(device: d, textSize: size, orientation: variant.orientation, direction: variant.direction, pseudo: variant.pseudo)] else { continue }
                    let (w, h) = pixelSize(i)
                    blits.append((i, Int(x), Int(y)))
                    let frame = Rect(x: x - 3, y: y - 3, width: Double(w) + 6, height: Double(h) + 6)
                    let found = report.findings[i]
                    var lines: [(String, Color)] = []
                    if i == 0 {
                        shapes.append(.rect(frame, fill: nil, stroke: Stroke(width: 2, color: AuditPicture.referenceColor)))
                        lines.append(("reference", AuditPicture.referenceColor))
                    }
                    if !found.isEmpty {
                        if i != 0 { shapes.append(.rect(frame, fill: nil, stroke: Stroke(width: 3, color: AuditPicture.findingColor))) }
                        // A line per kind, naming the views it outlines: `overflow: title0, title1, value1`.
                        let kinds = uniqueOrdered(found.map(\.kind))
                        let room = Self.captionLines - lines.count
                        let shown = kinds.count > room ? room - 1 : room
                        for kind in kinds.prefix(shown) {
                            let keys = uniqueOrdered(found.filter { $0.kind == kind }.flatMap { f in f.marked.compactMap { id in report.results[i].view(id: id)?.key } })
                            lines.append(("\(kind.rawValue): \(keys.joined(separator: ", "))", AuditPicture.findingColor))
                        }
                        if kinds.count > shown { lines.append(("+\(kinds.count - shown) more kinds", AuditPicture.findingColor)) }
                    }
                    for (n, line) in lines.enumerated() {
                        let words = AuditPicture.fitted(line.0, font: Self.captionFont, width: columnWidth[d]!, renderer: renderer)
                        shapes.append(AuditPicture.text(words, font: Self.captionFont, color: line.1,
                                                        at: Point(x: x, y: y + Double(h) + 6 + Double(n) * Self.lineHeight), renderer: renderer))
                    }
                }
                y += rowHeight + captionHeight + Self.gap
            }
        }
        let (w, h) = (Int(sheetWidth.rounded(.up)), Int(y.rounded(.up)))
        if w > limits.side || h > limits.side || w * h > limits.pixels {
            throw UserError("\(report.subject): the contact sheet of \(combos.count) combinations is \(w) × \(h) pixels; at most \(limits.side) per side and \(limits.pixels) in all are drawn (--max-picture-side, --max-pixels), or fewer combinations (--devices, --text-sizes)")
        }
        let list = DisplayList(size: Size(width: sheetWidth, height: y), scale: 1, background: Color(red: 0.96, green: 0.96, blue: 0.96, alpha: 1),
                               groups: [DisplayGroup(id: "sheet", classes: ["sheet"], title: report.subject, data: [:], dataOrder: [], parent: nil, shapes: shapes)])
        var sheet = try CairoPainter().paint(list, text: renderer.text)
        for (i, x, y) in blits {
            let marked = Set(report.findings[i].flatMap(\.marked))
            let thumbnail = try AuditPicture.image(report.results[i], scale: s, marked: marked, renderer: renderer)
            AuditPicture.blit(thumbnail, into: &sheet, x: x, y: y)
        }
        return sheet
    }
}

func uniqueOrdered<T: Hashable>(_ xs: [T]) -> [T] {
    var seen = Set<T>()
    return xs.filter { seen.insert($0).inserted }
}

extension String {
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
