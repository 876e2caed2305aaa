import Layout

extension SourceReading {
    /// The font a `font =` / `setFont:` value names, as a FontName's text ("system 15 semibold",
    /// "headline"), or nil when it names no size: `UIFont.systemFont(ofSize: 15, weight: .semibold)`,
    /// `[UIFont boldSystemFontOfSize:15]`, `[UIFont systemFontOfSize:14 weight:UIFontWeightMedium]`,
    /// `.preferredFont(forTextStyle: .headline)`, `UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular)`,
    /// `UIFont(name: "PingFangSC-Medium", size: 15)` (a named font is drawn as the system font
    /// at the weight its name ends in).
    func fontName(in value: Range<Int>, metrics: Bool = true) -> String? {
        let words = value.compactMap { identifier($0) }
        // UIFontMetrics(forTextStyle: .body).scaledFont(for: font): the font grown as the style
        // grows at the text size drawn (--text-size), to whole points as UIKit returns it.
        if metrics, words.contains(where: { $0.hasPrefix("scaledFont") }), let style = words.lazy.compactMap({ TextStyle(name: $0) }).first,
           let inner = fontName(in: value.lowerBound + 1..<value.upperBound, metrics: false).flatMap({ try? FontName(parsing: $0) }),
           let size = inner.size {
            var scaled = inner
            scaled.size = style.scaledValue(size, category: options.contentSizeCategory, scale: 1)
            return scaled.text
        }
        if words.contains(where: { $0.hasPrefix("preferredFont") }),
           let style = words.lazy.compactMap({ TextStyle(name: $0) }).first {
            return FontName(face: .textStyle(style), size: nil, weight: style.weight).text
        }
        guard let size = fontSize(in: value) else { return nil }
        let lower = words.map { $0.lowercased() }
        var font = FontName.system(size)
        if lower.contains(where: { $0.hasPrefix("monospacedsystemfont") }) { font.face = .monospacedSystem }
        if lower.contains(where: { $0.hasPrefix("monospaceddigitsystemfont") }) { font.monospacedDigits = true }
        if lower.contains(where: { $0.hasPrefix("boldsystemfont") }) { font.weight = .bold }
        if lower.contains(where: { $0.hasPrefix("italicsystemfont") }) { font.italic = true }
        // The weight argument: `.semibold`, `UIFontWeightSemibold`, `UIFont.Weight.semibold`.
        if let weight = words.lazy.compactMap({ FontWeight(name: $0) }).first { font.weight = weight }
        // A named font: its weight is the end of its PostScript name ("PingFangSC-Semibold").
        let toks = tokens
        if let name = value.lazy.compactMap({ i -> String? in if case .string(let s) = toks[i].kind { return s } else { return nil } }).first {
            font.weight = FontWeight(postScriptName: name)
            if name.lowercased().contains("italic") || name.lowercased().contains("oblique") { font.italic = true }
        }
        return font.text
    }

    /// The size argument: what follows `ofSize:` / `size:` / `…OfSize:`, evaluated, else the
    /// first number or known constant in the value.
    private func fontSize(in value: Range<Int>) -> Double? {
        for i in value where i + 1 < value.upperBound && tokens[i + 1].isPunctuation(":") {
            guard let word = identifier(i), word == "size" || word == "ofSize" || word.hasSuffix("OfSize") else { continue }
            var end = i + 2, depth = 0
            while end < value.upperBound {
                let t = tokens[end]
                if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
                if t.isPunctuation(")") || t.isPunctuation("]") {
                    if depth == 0 { break }
                    depth -= 1
                }
                if depth == 0, t.isPunctuation(",") { break }
                // Objective-C's next label: `weight:`.
                if depth == 0, end + 1 < value.upperBound, identifier(end) != nil, tokens[end + 1].isPunctuation(":"), end > i + 2 { break }
                end += 1
            }
            if end > i + 2, let size = evaluate(i + 2..<end), size > 0, size <= 1000 { return size }
        }
        let toks = tokens, known = constants
        let words = value.compactMap { identifier($0) }
        return value.compactMap({ i -> Double? in if case .number(let d) = toks[i].kind { return d } else { return nil } }).first
            ?? words.compactMap({ known[$0] }).first
    }
}
