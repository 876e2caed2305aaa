import Layout

/// Every stroke a picture draws, by what it means, from the theme's colours: one table, so a
/// mark and its swatch in the legend (and in a focus panel) are the same by construction.
struct PictureStyle {
    let colors: ThemeColors

    // Views
    var frameOutline: Stroke { Stroke(width: 1, color: colors.frameOutline, devicePixels: true) }
    /// A layout guide: draws nothing on screen, so a faint dashed outline.
    var guideOutline: Stroke { Stroke(width: 1, color: colors.guide, dash: [2, 2], devicePixels: true) }
    /// A frame no constraint decides (drawn at a stand-in), as Interface Builder draws a misplaced one.
    var assumedOutline: Stroke { Stroke(width: 1, color: colors.frameOutline, dash: [4, 3], devicePixels: true) }
    /// Where an ambiguous view could also be.
    var ghost: Stroke { Stroke(width: 1, color: colors.ambiguous, dash: [3, 2]) }
    var hatching: Stroke { Stroke(width: 0.75, color: Color(red: colors.ambiguous.red, green: colors.ambiguous.green,
                                                             blue: colors.ambiguous.blue, alpha: 0.9)) }
    /// The safe area, margins and scroll content that constraints measure from.
    var context: Stroke { Stroke(width: 1, color: colors.guide, dash: [1, 3], devicePixels: true) }
    /// A view of zero or negative size: its dashed box and the ring at its middle.
    var invisible: Stroke { Stroke(width: 1.5, color: colors.conflict, dash: [2, 2]) }
    var invisibleRing: Stroke { Stroke(width: 1.5, color: colors.conflict) }

    // Constraints, by standing
    var broken: Stroke { Stroke(width: 2, color: colors.conflict, dash: [4, 2]) }
    /// In a conflict but held; the framework's own dotted.
    func conflicting(system: Bool) -> Stroke { Stroke(width: 2, color: colors.conflict, dash: system ? [1, 2] : []) }
    var unmet: Stroke { Stroke(width: 1.5, color: colors.unmet, dash: [4, 2]) }
    /// Held: solid when required, dashed when optional, dotted when the framework's.
    func held(optional: Bool, system: Bool) -> Stroke {
        Stroke(width: 1, color: colors.constraint, dash: system ? [1, 2] : optional ? [4, 2] : [])
    }
    /// The broken constraint's cross.
    var cross: Stroke { Stroke(width: 2, color: colors.conflict) }
    /// The same cross, smaller, in the legend.
    var swatchCross: Stroke { Stroke(width: 1.5, color: colors.conflict) }
    /// A badge's outline, in its mark's colour.
    func badgeOutline(_ color: Color) -> Stroke { Stroke(width: 1, color: color, devicePixels: true) }
    /// The dotted line from an edge to where its I-beam runs.
    func extensionLine(_ color: Color) -> Stroke { Stroke(width: 1, color: color, dash: [1, 2], devicePixels: true) }
    /// The pale halo under a mark that keeps it visible on a view of its colour.
    func halo(around line: Stroke, scale: Double) -> Stroke { Stroke(width: line.points(atScale: scale) + 1.5, color: colors.halo) }

    // Legend and panels
    var legendRule: Stroke { Stroke(width: 1, color: colors.legendRule, devicePixels: true) }
    var panelFrame: Stroke { Stroke(width: 1, color: colors.conflict, devicePixels: true) }
}
