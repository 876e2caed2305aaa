import CCairo
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Layout

/// Pango text on a private fontconfig configuration that holds only the DejaVu fonts of
/// Debian's fonts-dejavu-core and the Inter fonts of fonts-inter (the system font's stand-in,
/// FontStandIn), with grey antialiasing, no hinting, hint metrics off and a fixed resolution
/// of 72 dpi (1 pt = 1 unit), so text measures and draws the same on every machine of this
/// kind, whatever fonts or fontconfig settings the machine has.
public final class TextEngine: TextMeasuring {
    /// A label's size and baselines, measured exactly as `labelLines` breaks and the painters
    /// draw it: the widest line, and one line height per line.
    public func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
        measure(text, font: font, maxWidth: maxWidth, maxLines: maxLines, hanAdvance: nil)
    }

    /// The same with each Chinese character `hanAdvance` em wide (CJKText.hanAdvance), as an
    /// older iOS measured it; nil, as today's.
    public func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int, hanAdvance: Double?) -> TextMetrics {
        let lines = labelLines(text, font: font, width: maxWidth, maxLines: maxLines, hanAdvance: hanAdvance)
        if lines.isEmpty { return TextMetrics(size: .zero, firstBaseline: 0, lastBaseline: 0) }
        let step = lineHeight(font)
        let width = lines.map { measure($0, font: font, hanAdvance: hanAdvance).size.width }.max() ?? 0
        let height = step.height * Double(lines.count)
        return TextMetrics(size: Size(width: width, height: height), firstBaseline: step.baseline,
                           lastBaseline: step.height * Double(lines.count - 1) + step.baseline)
    }

    /// The font files used, in the order they are added to the configuration. They are
    /// Debian's (scripts/setup installs them); elsewhere (macOS) `MASRENDER_FONTS` names a
    /// folder holding the same files, so pictures are the same pixels on every machine.
    public static var fontDirectory: String { fontFolderOverride ?? "/usr/share/fonts/truetype/dejavu" }
    static var fontFolderOverride: String? { getenv("MASRENDER_FONTS").map { String(cString: $0) } }
    public static let fontFiles = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSansMono.ttf",
                                   "DejaVuSansMono-Bold.ttf", "DejaVuSerif.ttf", "DejaVuSerif-Bold.ttf"]
    /// Inter and Inter Display in their nine weights, upright and italic: Debian's fonts-inter
    /// (4.0~beta7), the system font's stand-in.
    public static var interDirectory: String { fontFolderOverride ?? "/usr/share/fonts/opentype/inter" }
    public static let interFiles: [String] = ["Inter", "InterDisplay"].flatMap { family in
        ["Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black"].flatMap { weight in
            ["\(family)-\(weight).otf", "\(family)-\(weight == "Regular" ? "" : weight)Italic.otf"]
        }
    }
    /// Every font file the configuration holds, by path.
    static var fontPaths: [String] {
        fontFiles.map { fontDirectory + "/" + $0 } + interFiles.map { interDirectory + "/" + $0 }
    }
    /// For what DejaVu has no glyphs for (Chinese, Japanese, Korean, common in Masonry code):
    /// Debian's fonts-droid-fallback, chosen by fontconfig only where DejaVu lacks the
    /// character: the full file has the most Han characters, the other one Hangul. (DejaVu
    /// Sans has Arabic and Hebrew itself.)
    public static var fallbackFontPaths: [String] {
        if let folder = fontFolderOverride { return [folder + "/DroidSansFallbackFull.ttf", folder + "/DroidSansFallback.ttf"] }
        return ["/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf",
                "/usr/share/fonts-droid-fallback/truetype/DroidSansFallback.ttf"]
    }
    public static let defaultFont = "DejaVu Sans 10"

    private let config: OpaquePointer
    private let fontMap: OpaquePointer
    let context: OpaquePointer
    private let fontOptions: OpaquePointer

    /// Text cannot be measured or drawn on this machine: fonts or libraries are missing.
    public struct Unavailable: Error, CustomStringConvertible {
        public let description: String
    }

    /// Loads Cairo, Pango and fontconfig, once per process (CCairo): nil when they are there,
    /// else what to install.
    static func loadLibraries() -> String? {
        var message = [CChar](repeating: 0, count: 600)
        guard masrender_cairo_load(&message, message.count) != 1 else { return nil }
        return String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    public init() throws(Unavailable) {
        if let missing = Self.loadLibraries() { throw Unavailable(description: missing) }
        let missing = (Self.fontPaths + Self.fallbackFontPaths).filter { access($0, R_OK) != 0 }
        guard missing.isEmpty else {
            let names = missing.map { String($0.split(separator: "/").last ?? Substring($0)) }
            let shown = names.prefix(4).joined(separator: ", ") + (names.count > 4 ? " and \(names.count - 4) more" : "")
            throw Unavailable(description: "fonts are missing (\(shown)); install Debian's fonts-dejavu-core, fonts-inter and fonts-droid-fallback (scripts/setup does), or name a folder holding these files with MASRENDER_FONTS")
        }
        (config, fontMap, context, fontOptions) = CairoLock.held(Self.makeFontMap)
    }

    /// A configuration holding only masrender's fonts, a Pango font map on it and the context
    /// every layout is made in (grey antialiasing, no hinting, 72 dpi).
    private static func makeFontMap() -> (OpaquePointer, OpaquePointer, OpaquePointer, OpaquePointer) {
        _ = blankProcessConfig
        let config = FcConfigCreate()!
        for file in fontFiles { _ = FcConfigAppFontAddFile(config, fontDirectory + "/" + file) }
        if !addFromCache(config, folder: interDirectory, count: interFiles.count) {
            for file in interFiles { _ = FcConfigAppFontAddFile(config, interDirectory + "/" + file) }
        }
        for path in fallbackFontPaths { _ = FcConfigAppFontAddFile(config, path) }
        let fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)!
        pango_fc_font_map_set_config(fontMap, config)
        let context = pango_font_map_create_context(fontMap)!
        let fontOptions = cairo_font_options_create()!
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_subpixel_order(fontOptions, CAIRO_SUBPIXEL_ORDER_DEFAULT)
        pango_cairo_context_set_font_options(context, fontOptions)
        pango_cairo_context_set_resolution(context, 72)
        pango_context_set_round_glyph_positions(context, 0)
        return (config, fontMap, context, fontOptions)
    }

    /// Adds the fonts of `folder` from the cache fontconfig keeps of it (`fc-cache`, run when
    /// Debian installs a font package) when that cache is there and still valid and holds
    /// `count` fonts: the same fonts, described as the folder's files would be, without parsing
    /// them (Inter's 36 files take 12–30 ms to parse, a cache 0.2 ms). A folder without a valid
    /// cache (MASRENDER_FONTS, fc-cache not run) is never scanned through the cache, since a
    /// scan would write one: false, and the caller adds the files one by one.
    private static func addFromCache(_ config: OpaquePointer, folder: String, count: Int) -> Bool {
        guard fontFolderOverride == nil,
              FcConfigParseAndLoadFromMemory(config, "<fontconfig><cachedir>/var/cache/fontconfig</cachedir></fontconfig>", 0) != 0,
              let cache = FcDirCacheLoad(folder, config, nil) else { return false }
        let fonts = Int(FcCacheNumFont(cache))
        FcDirCacheUnload(cache)
        guard fonts == count else { return false }
        return FcConfigAppFontAddDir(config, folder) != 0
    }

    /// Pango starts a thread that loads fontconfig's default configuration (FcInit: the
    /// machine's fonts.conf, some forty files it includes, the font caches) and makes the first
    /// layout wait for it, though every font map here has its own configuration. An empty
    /// configuration set as the process's current one first leaves FcInit nothing to load.
    private static let blankProcessConfig: Void = { _ = FcConfigSetCurrent(FcConfigCreate()) }()

    deinit {
        CairoLock.held {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(UnsafeMutableRawPointer(fontMap))
            cairo_font_options_destroy(fontOptions)
            FcConfigDestroy(config)
        }
    }

    private var standIns: [String: FontStandIn] = [:]
    /// How `font` is drawn here (Inter for the system font, with SF's tracking and line box).
    func standIn(_ font: String) -> FontStandIn {
        if let known = standIns[font] { return known }
        let made = FontStandIn(font)
        standIns[font] = made
        return made
    }

    /// A Pango layout of `text` in `font`, Chinese characters `hanAdvance` em wide where given;
    /// the caller unrefs it.
    func makeLayout(_ text: String, font: String, hanAdvance: Double? = nil) -> OpaquePointer {
        layoutAndSpacing(text, font: font, hanAdvance: hanAdvance).layout
    }

    /// A run of a text's bytes set with a letter spacing of its own, in points.
    typealias SpacedRun = (bytes: Range<Int>, spacing: Double)

    /// The layout, and the runs set to widths of their own in it, which the measure adds back
    /// to: every character, where the system font's ASCII characters take San Francisco's
    /// advances (`whole`; characterSpacing); else the runs of Chinese and Korean characters
    /// (none for a font other than the system font's).
    private func layoutAndSpacing(_ text: String, font: String, hanAdvance: Double?) -> (layout: OpaquePointer, runs: [SpacedRun], whole: Bool) {
        let face = standIn(font)
        let layout = layoutInFont(of: face)
        var runs: [SpacedRun] = []
        var whole = false
        if let weight = face.advancesWeight, text.utf8.contains(where: { $0 < 0x80 }) {
            runs = characterSpacing(text, face: face, weight: weight, hanAdvance: hanAdvance)
            whole = true
        } else if face.isSystemFont {
            runs = Self.cjkSpacing(text, size: face.size, hanAdvance: hanAdvance)
        }
        if face.tracking != 0 || face.features != nil || !runs.isEmpty {
            let attributes = pango_attr_list_new()
            if face.tracking != 0 && !whole {
                pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Self.pangoUnits(face.tracking)))
            }
            // A run with a width of its own gets its own spacing, over the tracking.
            for run in runs {
                let attribute = pango_attr_letter_spacing_new(Self.pangoUnits(run.spacing))!
                attribute.pointee.start_index = UInt32(run.bytes.lowerBound)
                attribute.pointee.end_index = UInt32(run.bytes.upperBound)
                pango_attr_list_insert(attributes, attribute)
            }
            if let features = face.features { pango_attr_list_insert(attributes, pango_attr_font_features_new(features)) }
            pango_layout_set_attributes(layout, attributes)
            pango_attr_list_unref(attributes)
        }
        pango_layout_set_text(layout, text, -1)
        return (layout, runs, whole)
    }

    static func pangoUnits(_ points: Double) -> Int32 { Int32((points * Double(PANGO_SCALE)).rounded()) }

    /// An empty Pango layout in the stand-in's font (the caller unrefs it).
    private func layoutInFont(of face: FontStandIn) -> OpaquePointer {
        let layout = pango_layout_new(context)!
        let description = pango_font_description_from_string(face.pango)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)
        return layout
    }

    /// Each character of `text` in the system font as wide as iOS sets it: an ASCII character
    /// San Francisco's advance (SanFranciscoAdvances) instead of the stand-in's, Chinese and
    /// Korean as cjkSpacing says, anything else the stand-in's with SF's tracking. A spacing
    /// of its own makes each ASCII character an item of its own to Pango, which then kerns no
    /// pair across it, so the stand-in's kerning of each pair is added back into the spacing.
    private func characterSpacing(_ text: String, face: FontStandIn, weight: FontWeight, hanAdvance: Double?) -> [SpacedRun] {
        let characters = Array(text)
        let cjk = Self.cjkSpacing(text, size: face.size, hanAdvance: hanAdvance)
        // The Chinese or Korean run the walk is at or before (both go forward through the text).
        var cjkAt = 0
        var runs: [SpacedRun] = []
        var lastIsShared = false
        var offset = 0
        for (k, character) in characters.enumerated() {
            let length = character.utf8.count
            defer { offset += length }
            if length == 1, let byte = character.utf8.first,
               let advance = SanFranciscoAdvances.advance(of: byte, weight: weight, size: face.size) {
                var spacing = advance - standInAdvance(byte, face: face)
                if k + 1 < characters.count, characters[k + 1].utf8.count == 1, let next = characters[k + 1].utf8.first {
                    spacing += standInKerning(byte, next, face: face)
                }
                runs.append((offset..<(offset + length), spacing))
                lastIsShared = false
                continue
            }
            while cjkAt < cjk.count, cjk[cjkAt].bytes.upperBound <= offset { cjkAt += 1 }
            let spacing = cjkAt < cjk.count && cjk[cjkAt].bytes.contains(offset) ? cjk[cjkAt].spacing : face.tracking
            // Characters the table does not hold share a run, and so their kerning, when their
            // spacing is the same.
            if lastIsShared, let last = runs.last, last.spacing == spacing {
                runs[runs.count - 1].bytes = last.bytes.lowerBound..<(offset + length)
            } else {
                runs.append((offset..<(offset + length), spacing))
            }
            lastIsShared = true
        }
        return runs
    }

    /// The stand-in's advance of each ASCII character, and its kerning of each pair, by Pango
    /// font: measured once each (a layout of the character or the pair alone, untracked).
    private var standInAdvances: [String: [Double]] = [:]
    private var standInPairs: [String: [UInt16: Double]] = [:]

    private func standInAdvance(_ byte: UInt8, face: FontStandIn) -> Double {
        if let known = standInAdvances[face.pango] { return known[Int(byte)] }
        let advances = (0..<128).map { b in b < 0x20 || b == 0x7F ? 0 : untrackedWidth(String(UnicodeScalar(UInt8(b))), face: face) }
        standInAdvances[face.pango] = advances
        return advances[Int(byte)]
    }

    private func standInKerning(_ a: UInt8, _ b: UInt8, face: FontStandIn) -> Double {
        let key = UInt16(a) << 8 | UInt16(b)
        if let known = standInPairs[face.pango]?[key] { return known }
        let kerning = a < 0x20 || b < 0x20 ? 0 : untrackedWidth(String(decoding: [a, b], as: UTF8.self), face: face) - standInAdvance(a, face: face) - standInAdvance(b, face: face)
        standInPairs[face.pango, default: [:]][key] = kerning
        return kerning
    }

    /// The logical width of `text` in the stand-in's font, with no spacing.
    private func untrackedWidth(_ text: String, face: FontStandIn) -> Double {
        let layout = layoutInFont(of: face)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_text(layout, text, -1)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        return Double(logical.width) / Double(PANGO_SCALE)
    }

    /// What Pango leaves out of a line's first and last runs' letter spacing: the half before
    /// the first run and the half after the last (distribute_letter_spacing in pango-layout.c:
    /// the left half is the spacing halved, in Pango units, rounded to a whole point when the
    /// spacing is one; the right half the rest).
    static func spacingLeftOutAtEnds(first: Double, last: Double) -> Double {
        func leftHalf(_ units: Int32) -> Int32 {
            let half = units / 2
            return units & (Int32(PANGO_SCALE) - 1) == 0 ? (half + Int32(PANGO_SCALE) / 2) & ~(Int32(PANGO_SCALE) - 1) : half
        }
        let a = pangoUnits(first), b = pangoUnits(last)
        return Double(leftHalf(a) + (b - leftHalf(b))) / Double(PANGO_SCALE)
    }

    /// The runs of `text` (byte ranges) whose characters iOS sets to widths of their own in the
    /// system font (CJKText), with the space to add after each of their characters: the stand-in
    /// (Droid Sans Fallback) draws each 1 em wide. Hangul always; Chinese only where an older
    /// iOS's width is asked for (today's is the stand-in's with SF's tracking).
    static func cjkSpacing(_ text: String, size: Double, hanAdvance: Double?) -> [(bytes: Range<Int>, spacing: Double)] {
        // (Most text is ASCII: no such characters, and no scalar walked.)
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return [] }
        var runs: [(bytes: Range<Int>, spacing: Double)] = []
        var offset = 0
        for scalar in text.unicodeScalars {
            let length = UTF8.width(scalar)
            defer { offset += length }
            let advance: Double? = switch CJKText.script(of: scalar) {
            case .hangul: CJKText.hangulAdvance
            case .han: hanAdvance
            case nil: nil
            }
            guard let advance else { continue }
            let spacing = (advance - 1) * size
            if let last = runs.last, last.bytes.upperBound == offset, last.spacing == spacing {
                runs[runs.count - 1].bytes = last.bytes.lowerBound..<(offset + length)
            } else {
                runs.append((offset..<(offset + length), spacing))
            }
        }
        return runs
    }

    /// Where Pango puts the first baseline of `layout`, from its top, in points: the painters
    /// draw a run so that this lands on the run's baseline.
    static func layoutBaseline(_ layout: OpaquePointer) -> Double {
        Double(pango_layout_get_baseline(layout)) / Double(PANGO_SCALE)
    }

    /// How many characters of `text` no font of the configuration has (drawn as boxes).
    public func missingGlyphs(_ text: String, font: String) -> Int {
        CairoLock.held {
            let layout = makeLayout(text, font: font)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return Int(pango_layout_get_unknown_glyphs_count(layout))
        }
    }

    /// Text and font, the key of what has been measured or wrapped.
    private struct TextKey: Hashable {
        let text: String, font: String
        var width: Double? = nil
        var hanAdvance: Double? = nil
    }
    /// What Pango said of each text already asked about: a picture asks of the same few
    /// texts again and again (a 31-view screen: 350 layouts of 57 texts), and each answer is
    /// a Pango layout made, shaped and freed.
    private var measured: [TextKey: (size: Size, baseline: Double)] = [:]
    private var wrapped: [TextKey: [String]] = [:]

    /// The one letter spacing that spreads `text` in the stand-in's font over the width the
    /// picture draws it, when the font sets its characters to San Francisco's advances one by
    /// one; nil for any other text or font. SVG, which has one spacing per run, uses it.
    public func evenSpacing(_ text: String, font: String) -> Double? {
        let face = standIn(font)
        let count = text.count
        guard face.advancesWeight != nil, count > 1 else { return nil }
        return CairoLock.held {
            let (layout, _, whole) = layoutAndSpacing(text, font: font, hanAdvance: nil)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            guard whole else { return nil }
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            return (Double(logical.width) / Double(PANGO_SCALE) - untrackedWidth(text, face: face)) / Double(count - 1)
        }
    }

    /// The logical size and first baseline of one line of text, in points.
    public func measure(_ text: String, font: String, hanAdvance: Double? = nil) -> (size: Size, baseline: Double) {
        let key = TextKey(text: text, font: font, hanAdvance: hanAdvance)
        if let known = measured[key] { return known }
        let result = CairoLock.held { measureOnce(text, font: font, hanAdvance: hanAdvance) }
        measured[key] = result
        return result
    }

    private func measureOnce(_ text: String, font: String, hanAdvance: Double?) -> (size: Size, baseline: Double) {
        let (layout, runs, whole) = layoutAndSpacing(text, font: font, hanAdvance: hanAdvance)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        let scale = Double(PANGO_SCALE)
        let face = standIn(font)
        guard let line = face.line else {
            return (Size(width: Double(logical.width) / scale, height: Double(logical.height) / scale), Self.layoutBaseline(layout))
        }
        // Pango leaves out half a run's letter spacing at each end of the line (a run of one
        // character alone on it gets none); a character set to iOS's width is that whole width,
        // so what was left out is given back.
        var width = Double(logical.width) / scale
        if whole, let first = runs.first, let last = runs.last {
            width += Self.spacingLeftOutAtEnds(first: first.spacing, last: last.spacing)
        } else {
            let end = text.utf8.count
            for run in runs {
                let ends = (run.bytes.lowerBound == 0 ? 1.0 : 0) + (run.bytes.upperBound == end ? 1.0 : 0)
                width += ends * run.spacing / 2
            }
        }
        // San Francisco's line box, whatever font draws the glyphs.
        return (Size(width: width, height: line.height), line.ascender)
    }

    /// `text` broken into lines no wider than `width` points (at word boundaries where it can,
    /// inside words where it must; explicit newlines kept), as Pango would wrap it. Each line is
    /// then drawn as a run of its own, so PNG and SVG break lines in the same places.
    public func wrap(_ text: String, font: String, width: Double?, hanAdvance: Double? = nil) -> [String] {
        let key = TextKey(text: text, font: font, width: width, hanAdvance: hanAdvance)
        if let known = wrapped[key] { return known }
        let lines = CairoLock.held { wrapOnce(text, font: font, width: width, hanAdvance: hanAdvance) }
        wrapped[key] = lines
        return lines
    }

    private func wrapOnce(_ text: String, font: String, width: Double?, hanAdvance: Double?) -> [String] {
        let layout = makeLayout(text, font: font, hanAdvance: hanAdvance)
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        if let width {
            pango_layout_set_width(layout, Int32(max(width, 1) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let bytes = Array(text.utf8)
        var lines: [String] = []
        let count = pango_layout_get_line_count(layout)
        for i in 0..<count {
            guard let line = pango_layout_get_line_readonly(layout, i) else { continue }
            let start = Int(line.pointee.start_index), length = Int(line.pointee.length)
            guard start >= 0, length >= 0, start + length <= bytes.count else { continue }
            var piece = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            while piece.last == " " { piece.removeLast() }
            lines.append(piece)
        }
        return lines.isEmpty ? [""] : lines
    }

    /// The lines a label shows: wrapped at `width` (nil: only at newlines), at most `maxLines`
    /// (0: no limit), and where text is cut off, the last line shortened to end in "…" within
    /// `width`, as UILabel truncates the tail.
    public func labelLines(_ text: String, font: String, width: Double?, maxLines: Int, hanAdvance: Double? = nil) -> [String] {
        if text.isEmpty { return [] }
        // One line truncates the whole text at its end, not after the first wrapped word.
        var lines = wrap(text, font: font, width: maxLines == 1 ? nil : width, hanAdvance: hanAdvance)
        var truncated = false
        if maxLines > 0 && lines.count > maxLines {
            lines = Array(lines.prefix(maxLines))
            truncated = true
        }
        if let width, let last = lines.last, truncated || measure(last, font: font, hanAdvance: hanAdvance).size.width > width + 0.01 {
            lines[lines.count - 1] = ellipsized(last, font: font, width: width, always: truncated, hanAdvance: hanAdvance)
        }
        return lines
    }

    private func ellipsized(_ line: String, font: String, width: Double, always: Bool, hanAdvance: Double?) -> String {
        var characters = Array(line)
        if !always && measure(line, font: font, hanAdvance: hanAdvance).size.width <= width { return line }
        while !characters.isEmpty {
            var candidate = String(characters)
            while candidate.last == " " { candidate.removeLast() }
            if measure(candidate + "…", font: font, hanAdvance: hanAdvance).size.width <= width { return candidate + "…" }
            characters.removeLast()
        }
        return "…"
    }

    /// The height of one line of `font`, the step between a label's lines.
    public func lineHeight(_ font: String) -> (height: Double, baseline: Double) {
        let m = measure("Ag", font: font)
        return (m.size.height, m.baseline)
    }

    /// Versions of the libraries that shape and draw the text, for the record in each picture.
    public static var libraryVersions: String {
        if let missing = loadLibraries() { return "unavailable: " + missing }
        return "cairo \(String(cString: cairo_version_string())), pango \(String(cString: pango_version_string())), fontconfig \(FcGetVersion() / 10000).\(FcGetVersion() / 100 % 100).\(FcGetVersion() % 100)"
    }
}
