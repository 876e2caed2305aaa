import Layout

/// Builds the picture of a solved layout, back to front: every frame with its fill, border and
/// outline (hatched when ambiguous), ghost frames at the ends of an ambiguous view's free range,
/// the constraints (problems on top), the key labels, and below the canvas a legend that says
/// in words what is wrong.
public struct DisplayListBuilder {
    public var options: RenderOptions
    public var keyFont = "DejaVu Sans 9"
    public var labelFont = "DejaVu Sans 8"
    public var markerFont = "DejaVu Sans Bold 7"
    public var legendFont = "DejaVu Sans 9"

    public init(options: RenderOptions) { self.options = options }
    public init(scale: Double) { options = RenderOptions(scale: scale) }

    public func build(_ result: LayoutResult, text: TextEngine) -> DisplayList {
        var picture = PictureBuilder(builder: self, result: result, text: text)
        return picture.build()
    }
}

/// One build of one picture; holds what the steps share.
struct PictureBuilder {
    /// Most lines a legend has (the last says how many more there were).
    static let maxLegendLines = 40

    let builder: DisplayListBuilder
    let result: LayoutResult
    let text: TextEngine
    let colors: ThemeColors
    /// Every stroke, by what it means.
    let style: PictureStyle
    let overlay: Overlay
    let scale: Double
    var groups: [DisplayGroup] = []
    var usedIDs: Set<String> = []
    var legend: [LegendEntry] = []
    /// Where labels' text was drawn, laid out once with the views.
    var labelTextBoxes: [Rect] = []
    /// Where constraints' badges were put.
    var badgeBoxes: [Rect] = []
    /// The problems and their words, shared with `explain`: found once for the constraint
    /// layer (folded unmet constraints), the legend and the focus panels.
    let diagnostics: LayoutDiagnostics

    init(builder: DisplayListBuilder, result: LayoutResult, text: TextEngine) {
        self.builder = builder; self.result = result; self.text = text
        diagnostics = LayoutDiagnostics(result)
        colors = ThemeColors.of(builder.options.theme)
        style = PictureStyle(colors: colors)
        overlay = builder.options.overlay
        scale = builder.options.scale
    }

    mutating func build() -> DisplayList {
        let root = result.root
        addViews()
        if overlay.drawsEveryConstraint { addContextLines() }
        let keys = overlay.drawsOutlines ? keyLabels() : nil
        // Constraint labels keep off the keys and off the text of labels, which is the layout's own content.
        if overlay.drawsProblems || overlay.drawsEveryConstraint { addConstraints(avoiding: (keys?.rects ?? []) + labelTextBoxes) }
        if let keys, !keys.shapes.isEmpty {
            groups.append(DisplayGroup(id: uniqueID("keys"), classes: ["keys"], title: "view keys",
                                       data: [:], dataOrder: [], parent: nil, shapes: keys.shapes))
        }
        // Text is sacred: lines are cut where they would cross a label's text, a key or a badge.
        let protection = TextProtection(labelTextBoxes + (keys?.rects ?? []) + badgeBoxes)
        for g in groups.indices where groups[g].classes.contains("constraint") || groups[g].classes.contains("ghost")
            || groups[g].classes.contains("ambiguous") {
            groups[g].shapes = protection.protect(groups[g].shapes)
        }
        if overlay.drawsProblems { describeProblems() }
        var size = root.frame.size
        // Each conflict on its own, in a panel beside the picture.
        if overlay.drawsProblems && !result.conflicts.isEmpty {
            let panels = focusPanels(left: size.width + FocusPanel.gap)
            groups += panels.groups
            size.width += FocusPanel.gap + FocusPanel.width
            size.height = max(size.height, panels.height)
        }
        if !legend.isEmpty { size.height += addLegend(top: size.height, width: size.width) }
        return DisplayList(size: size, scale: scale, background: root.backgroundColor ?? colors.background, groups: groups)
    }

    // MARK: Helpers

    /// SVG ids must be unique; keys need not be.
    mutating func uniqueID(_ base: String) -> String {
        let cleaned = String(base.map { $0.isWhitespace ? "_" : $0 })
        var candidate = cleaned
        var n = 2
        while usedIDs.contains(candidate) { candidate = "\(cleaned)-\(n)"; n += 1 }
        usedIDs.insert(candidate)
        return candidate
    }

    /// On whole device pixels, so a box's one-pixel outline is crisp in every back end.
    func pixelAligned(_ r: Rect) -> Rect {
        let x = (r.minX * scale).rounded() / scale, y = (r.minY * scale).rounded() / scale
        return Rect(x: x, y: y, width: (r.width * scale).rounded(.up) / scale, height: (r.height * scale).rounded(.up) / scale)
    }
}

/// One line of the legend: a sample of how the problem is drawn, and the words.
struct LegendEntry {
    enum Swatch {
        case conflict, broken, unmet, ambiguous, degenerate
        /// A conflict member the framework made (dotted).
        case systemConflict
        /// A view placed by its placeholder frame (dashed outline).
        case assumed
        /// A sentence of the caller's (RenderOptions.notes).
        case note
        case marker(String, Color)
    }
    var swatch: Swatch
    var text: String
    var indent = false
}

func format(_ d: Double) -> String { formatPoints(d) }
