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

    /// Said when the thumbnails are drawn smaller than `thumbnailScale` to fit the limits.
    var note: (String) -> Void = { _ in }

    func write(to path: String) throws {
        let image = try draw()
        let bytes = try PNGCodec.encode(image, text: Renderer.provenance)
        try AtomicFile.write(bytes, to: path)
    }

    /// Where everything goes on a sheet whose thumbnails are `scale` pixels a point.
    struct Plan {
        var width = 0.0, height = 0.0
        var shapes: [Shape] = []
        /// Combination, and where its thumbnail's top-left corner goes.
        var thumbnails: [(index: Int, x: Int, y: Int)] = []
    }

    /// The sheet at the largest of a few thumbnail scales that fits the picture limits: blocks
    /// of one orientation side by side, of one direction and language one under the other.
    func draw() throws -> RGBAImage {
        var chosen: (plan: Plan, scale: Double)?
        for scale in [Self.thumbnailScale, 0.2, 0.15, 0.1] {
            let plan = self.plan(scale: scale)
            let (w, h) = (Int(plan.width.rounded(.up)), Int(plan.height.rounded(.up)))
            if w <= limits.side && h <= limits.side && w * h <= limits.pixels { chosen = (plan, scale); break }
        }
        guard let (plan, scale) = chosen else {
            let plan = self.plan(scale: 0.1)
            throw UserError("\(report.subject): the contact sheet of \(report.combinations.count) combinations is \(Int(plan.width.rounded(.up))) × \(Int(plan.height.rounded(.up))) pixels even with thumbnails at 0.1 pixel a point; at most \(limits.side) per side and \(limits.pixels) in all are drawn (--max-picture-side, --max-pixels), or fewer combinations (--devices, --text-sizes)")
        }
        if scale < Self.thumbnailScale {
            note("the contact sheet's thumbnails are drawn at \(formatPoints(scale)) pixel a point (not \(formatPoints(Self.thumbnailScale))) to fit \(limits.side) pixels a side and \(limits.pixels) in all (--max-picture-side, --max-pixels)")
        }
        let list = DisplayList(size: Size(width: plan.width, height: plan.height), scale: 1, background: Color(red: 0.96, green: 0.96, blue: 0.96, alpha: 1),
                               groups: [DisplayGroup(id: "sheet", classes: ["sheet"], title: report.subject, data: [:], dataOrder: [], parent: nil, shapes: plan.shapes)])
        var sheet = try CairoPainter().paint(list, text: renderer.text)
        for t in plan.thumbnails {
            let marked = Set(report.findings[t.index].flatMap(\.marked))
            let thumbnail = try AuditPicture.image(report.results[t.index], scale: scale, marked: marked, renderer: renderer)
            AuditPicture.blit(thumbnail, into: &sheet, x: t.x, y: t.y)
        }
        return sheet
    }

    func plan(scale s: Double) -> Plan {
        let combos = report.combinations
        let variants = uniqueInOrder(combos.map(\.variant))
        let devices = uniqueInOrder(combos.map(\.device))
        let sizes = uniqueInOrder(combos.map(\.textSize))
        let index = Dictionary(combos.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        func pixelSize(_ i: Int) -> (Int, Int) {
            let f = report.results[i].root.frame.size
            return (Int((f.width * s).rounded(.up)), Int((f.height * s).rounded(.up)))
        }
        // Each column as wide as its device's widest thumbnail in that orientation, at least wide
        // enough for a caption; each row of a block as tall as its tallest thumbnail.
        var columnWidth: [String: Double] = [:]
        func column(_ device: String, _ o: Orientation) -> String { device + "|" + o.rawValue }
        for (i, c) in combos.enumerated() {
            let key = column(c.device, c.orientation)
            columnWidth[key] = max(columnWidth[key] ?? Self.minimumColumn, Double(pixelSize(i).0))
        }
        let captionHeight = Double(Self.captionLines) * Self.lineHeight + 4
        var plan = Plan()
        let title = "\(report.subject): " + (report.groups.isEmpty ? "no findings" : "\(report.groups.count) finding\(report.groups.count == 1 ? "" : "s") in \(report.brokenCount) of \(combos.count) combinations")
        plan.shapes.append(AuditPicture.text(title, font: Self.titleFont, color: AuditPicture.ink, at: Point(x: Self.gap, y: Self.gap), renderer: renderer))
        // Blocks: orientations across, directions and languages down.
        let orientations = uniqueInOrder(variants.map(\.orientation))
        let rows = uniqueInOrder(variants.map { "\($0.direction.rawValue)|\($0.pseudo?.rawValue ?? "")" })
        func blockWidth(_ o: Orientation) -> Double {
            Self.rowLabelWidth + devices.reduce(0) { $0 + (columnWidth[column($1, o)] ?? 0) + Self.gap }
        }
        var blockX: [Orientation: Double] = [:]
        var x0 = Self.gap
        for o in orientations { blockX[o] = x0; x0 += blockWidth(o) + Self.gap }
        plan.width = x0
        var y0 = Self.gap + 24
        for row in rows {
            var rowBottom = y0
            for variant in variants where "\(variant.direction.rawValue)|\(variant.pseudo?.rawValue ?? "")" == row {
                let o = variant.orientation
                let bx = blockX[o]!
                var y = y0
                if variants.count > 1 {
                    plan.shapes.append(AuditPicture.text(variant.words, font: Self.headingFont, color: AuditPicture.ink, at: Point(x: bx, y: y), renderer: renderer))
                    y += 18
                }
                var x = bx + Self.rowLabelWidth
                for d in devices {
                    let width = columnWidth[column(d, o)] ?? Self.minimumColumn
                    let name = AuditPicture.fitted(d, font: Self.headingFont, width: width, renderer: renderer)
                    plan.shapes.append(AuditPicture.text(name, font: Self.headingFont, color: AuditPicture.ink, at: Point(x: x, y: y), renderer: renderer))
                    x += width + Self.gap
                }
                y += 18
                for size in sizes {
                    let cells = devices.map { index[Combination(device: $0, textSize: size, orientation: o, direction: variant.direction, pseudo: variant.pseudo)] }
                    guard cells.contains(where: { $0 != nil }) else { continue }
                    let rowHeight = Double(cells.compactMap { $0 }.map { pixelSize($0).1 }.max()!)
                    plan.shapes.append(AuditPicture.text(size.name, font: Self.headingFont, color: AuditPicture.ink, at: Point(x: bx, y: y), renderer: renderer))
                    x = bx + Self.rowLabelWidth
                    for (d, cell) in zip(devices, cells) {
                        let width = columnWidth[column(d, o)] ?? Self.minimumColumn
                        defer { x += width + Self.gap }
                        guard let i = cell else { continue }
                        plan.shapes += cellShapes(i, x: x, y: y, size: pixelSize(i), width: width)
                        plan.thumbnails.append((i, Int(x), Int(y)))
                    }
                    y += rowHeight + captionHeight + Self.gap
                }
                rowBottom = max(rowBottom, y)
            }
            y0 = rowBottom
        }
        plan.height = y0
        return plan
    }

    /// A thumbnail's outline (blue for the reference, red where something breaks) and the lines
    /// under it: a line per kind of finding, naming the views it outlines.
    func cellShapes(_ i: Int, x: Double, y: Double, size: (Int, Int), width: Double) -> [Shape] {
        var shapes: [Shape] = []
        let (w, h) = size
        let frame = Rect(x: x - 3, y: y - 3, width: Double(w) + 6, height: Double(h) + 6)
        let found = report.findings[i]
        var lines: [(String, Color)] = []
        if i == 0 {
            shapes.append(.rect(frame, fill: nil, stroke: Stroke(width: 2, color: AuditPicture.referenceColor)))
            lines.append(("reference", AuditPicture.referenceColor))
        }
        if !found.isEmpty {
            if i != 0 { shapes.append(.rect(frame, fill: nil, stroke: Stroke(width: 3, color: AuditPicture.findingColor))) }
            let kinds = uniqueInOrder(found.map(\.kind))
            let room = Self.captionLines - lines.count
            let shown = kinds.count > room ? room - 1 : room
            for kind in kinds.prefix(shown) {
                let keys = uniqueInOrder(found.filter { $0.kind == kind }.flatMap { f in f.marked.compactMap { id in report.results[i].view(id: id)?.key } })
                lines.append(("\(kind.rawValue): \(keys.joined(separator: ", "))", AuditPicture.findingColor))
            }
            if kinds.count > shown { lines.append(("+\(kinds.count - shown) more kinds", AuditPicture.findingColor)) }
        }
        for (n, line) in lines.enumerated() {
            let words = AuditPicture.fitted(line.0, font: Self.captionFont, width: width, renderer: renderer)
            shapes.append(AuditPicture.text(words, font: Self.captionFont, color: line.1,
                                            at: Point(x: x, y: y + Double(h) + 6 + Double(n) * Self.lineHeight), renderer: renderer))
        }
        return shapes
    }
}

extension String {
    var trimmingTrailingSpaces: String { String(reversed().drop { $0 == " " }.reversed()) }
}
