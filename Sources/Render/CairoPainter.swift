import CCairo
import Layout
import PNGCodec

/// Cairo could not make or draw a picture; the message says which and why.
public struct PaintError: Error, Sendable, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}

/// Paints a display list with Cairo on an image surface at the device scale.
public struct CairoPainter {
    public init() {}

    /// Throws when Cairo cannot make the picture (too large for it, out of memory) or fails
    /// drawing it; every status is checked, so a refusal is a message, never a crash.
    public func paint(_ list: DisplayList, text: TextEngine) throws(PaintError) -> RGBAImage {
        try paint(list, text: text) { pixels, width, height in
            RGBAImage(width: width, height: height, pixels: [UInt8](unsafeUninitializedCapacity: pixels.count) { buffer, count in
                LargeBuffer.adviseHugePages(buffer.baseAddress!, pixels.count)
                _ = buffer.initialize(from: pixels)
                count = pixels.count
            })
        }
    }

    /// Paints the list and hands its pixels (straight-alpha RGBA, `width * height * 4` bytes,
    /// valid only inside `body`) to `body`: an encoder reads them where Cairo drew them.
    public func paint<R>(_ list: DisplayList, text: TextEngine,
                         _ body: (UnsafeBufferPointer<UInt8>, _ width: Int, _ height: Int) -> R) throws(PaintError) -> R {
        let width = max(list.pixelWidth, 1), height = max(list.pixelHeight, 1)
        guard width <= Int(Int32.max), height <= Int(Int32.max) else {
            throw PaintError(message: "Cairo cannot make a \(width) × \(height)-pixel picture: too large")
        }
        let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        guard stride > 0, height <= Int.max / stride else {
            throw PaintError(message: "Cairo cannot make a \(width) × \(height)-pixel picture: too large")
        }
        // The surface's pixels are ours, in 2 MB pages (LargeBuffer): Cairo's own would be
        // faulted in 4 KB at a time while painting.
        let painted = try LargeBuffer.withZeroedBytes(stride * height) { (data) throws(PaintError) -> R in
            try CairoLock.held { () throws(PaintError) in
                try draw(list, on: data, width: width, height: height, stride: stride, text: text)
            }
            // ARGB32's stride is always four bytes a pixel: the rows are contiguous.
            Self.unpremultiplyInPlace(data.assumingMemoryBound(to: UInt32.self), count: width * height)
            return body(UnsafeBufferPointer(start: data.assumingMemoryBound(to: UInt8.self), count: width * height * 4), width, height)
        }
        guard let painted else { throw PaintError(message: "no memory for a \(width) × \(height)-pixel picture") }
        return painted
    }

    /// Draws the list into `data` (premultiplied ARGB32, `stride` bytes a row), every status
    /// checked; the surface and its context are gone when this returns.
    private func draw(_ list: DisplayList, on data: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int,
                      text: TextEngine) throws(PaintError) {
        func failure(_ status: cairo_status_t, _ doing: String) -> PaintError {
            PaintError(message: "Cairo could not \(doing) a \(width) × \(height)-pixel picture: \(String(cString: cairo_status_to_string(status)))")
        }
        // Cairo returns an error object rather than nil, so the status is what tells.
        guard let surface = cairo_image_surface_create_for_data(data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
                                                                Int32(width), Int32(height), Int32(stride)) else {
            throw PaintError(message: "Cairo could not make a \(width) × \(height)-pixel picture")
        }
        defer { cairo_surface_destroy(surface) }
        let made = cairo_surface_status(surface)
        guard made == CAIRO_STATUS_SUCCESS else { throw failure(made, "make") }
        guard let cr = cairo_create(surface) else { throw PaintError(message: "Cairo could not draw on a \(width) × \(height)-pixel picture") }
        defer { cairo_destroy(cr) }
        let ready = cairo_status(cr)
        guard ready == CAIRO_STATUS_SUCCESS else { throw failure(ready, "draw on") }
        cairo_scale(cr, list.scale, list.scale)
        setColor(cr, list.background)
        cairo_paint(cr)
        for group in list.groups {
            for shape in group.shapes { draw(shape, cr: cr, scale: list.scale, text: text) }
        }
        let drawn = cairo_status(cr)
        guard drawn == CAIRO_STATUS_SUCCESS else { throw failure(drawn, "draw") }
        cairo_surface_flush(surface)
    }

    private func setColor(_ cr: OpaquePointer, _ c: Color) {
        cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
    }

    private func draw(_ shape: Shape, cr: OpaquePointer, scale: Double, text: TextEngine) {
        switch shape {
        case .rect(let r, let fill, let stroke):
            if let fill {
                setColor(cr, fill)
                cairo_rectangle(cr, r.minX, r.minY, r.width, r.height)
                cairo_fill(cr)
            }
            if let stroke {
                let w = stroke.points(atScale: scale)
                // Inside the rectangle, like a CALayer border: inset by half the width.
                let inset = min(w / 2, r.width / 2, r.height / 2)
                cairo_rectangle(cr, r.minX + inset, r.minY + inset, max(r.width - 2 * inset, 0), max(r.height - 2 * inset, 0))
                applyStroke(cr, stroke, width: w)
                cairo_stroke(cr)
            }
        case .text(let run):
            let layout = text.makeLayout(run.text, font: run.font)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            setColor(cr, run.color)
            // Pango draws from the layout's top; its baseline may differ from the run's line box
            // (San Francisco's ascender for the system font), so place it by its own.
            cairo_move_to(cr, run.startX(scale: scale), run.baselineY(scale: scale) - TextEngine.layoutBaseline(layout))
            pango_cairo_show_layout(cr, layout)
        case .line(let points, let stroke):
            guard let first = points.first, points.count > 1 else { return }
            cairo_move_to(cr, first.x, first.y)
            for p in points.dropFirst() { cairo_line_to(cr, p.x, p.y) }
            applyStroke(cr, stroke, width: stroke.points(atScale: scale))
            cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT)
            cairo_stroke(cr)
        case .circle(let center, let radius, let fill, let stroke):
            cairo_new_sub_path(cr)
            cairo_arc(cr, center.x, center.y, radius, 0, 2 * Double.pi)
            if let fill {
                setColor(cr, fill)
                if stroke == nil { cairo_fill(cr) } else { cairo_fill_preserve(cr) }
            }
            if let stroke {
                applyStroke(cr, stroke, width: stroke.points(atScale: scale))
                cairo_stroke(cr)
            }
            cairo_new_path(cr)
        }
    }

    private func applyStroke(_ cr: OpaquePointer, _ stroke: Stroke, width: Double) {
        setColor(cr, stroke.color)
        cairo_set_line_width(cr, width)
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER)
        cairo_set_dash(cr, stroke.dash, Int32(stroke.dash.count), 0)
    }

    /// Cairo's ARGB32 is premultiplied native-endian words; PNG wants straight RGBA bytes.
    /// Opaque and clear pixels (nearly all of a picture) only change byte order: eight at a
    /// time in SIMD registers where all eight are, else a pixel at a time.
    static func unpremultiplyInPlace(_ words: UnsafeMutablePointer<UInt32>, count: Int) {
        var start = 0
        while start < count {
            let end = min(start + 8, count)
            if end - start == 8 {
                let argb = UnsafeRawPointer(words + start).loadUnaligned(as: SIMD8<UInt32>.self)
                // (a + 1) & 0xFE is 0 only for a = 0 and a = 255; the lanes ORed by halves.
                let odd = ((argb &>> 24) &+ 1) & 0xFE
                let four = odd.lowHalf | odd.highHalf, two = four.lowHalf | four.highHalf
                if two[0] | two[1] == 0 {
                    // Bytes R, G, B, A in memory order (little-endian, as unpremultiplyEach says).
                    let rgba = (argb & 0xFF00_FF00) | ((argb &>> 16) & 0xFF) | ((argb & 0xFF) &<< 16)
                    UnsafeMutableRawPointer(words + start).storeBytes(of: rgba, as: SIMD8<UInt32>.self)
                    start = end
                    continue
                }
            }
            unpremultiplyEach(words, start..<end)
            start = end
        }
    }

    static func unpremultiplyEach(_ words: UnsafeMutablePointer<UInt32>, _ range: Range<Int>) {
        for i in range {
            let argb = words[i]
            let a = argb >> 24
            var r = (argb >> 16) & 0xFF, g = (argb >> 8) & 0xFF, b = argb & 0xFF
            if a != 0 && a != 255 {
                r = min((r * 255 + a / 2) / a, 255); g = min((g * 255 + a / 2) / a, 255); b = min((b * 255 + a / 2) / a, 255)
            }
            // Bytes R, G, B, A in memory order.
            words[i] = (r | g << 8 | b << 16 | a << 24).littleEndian
        }
    }
}
