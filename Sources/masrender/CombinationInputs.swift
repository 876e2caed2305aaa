import Audit
import InterfaceBuilder
import Layout
import Scene

/// A combination of `audit` or `check --matrix` applied to each kind of input, in one place.
extension Combination {
    var devicePreset: DevicePreset { DevicePreset.lookup(device)!.preset }

    /// A scene on the combination's screen, at its text size and in its direction.
    func apply(to document: inout SceneDocument) {
        document.canvas.use(devicePreset, landscape: orientation == .landscape)
        document.canvas.textSize = textSize
        document.canvas.direction = direction
    }

    /// A source file's root as the combination's screen, at its text size.
    func apply(to options: inout SourceOptions) {
        options.use(devicePreset, landscape: orientation == .landscape)
        options.contentSizeCategory = textSize
    }

    /// What the combination changes in a source file's view tree before it is solved: the
    /// direction, and the pseudolanguage's texts.
    var adjustSource: (View) -> Void {
        { root in
            root.isRightToLeft = direction == .rtl
            pseudo?.apply(to: root)
        }
    }

    /// A scene's view tree, made once, moved onto the combination's screen (as a scene whose
    /// canvas names the device builds its root), at its text size and in its direction, with
    /// the labels' own texts (`labels`) or the pseudolanguage's: what `LayoutSession` re-solves.
    func apply(toRoot root: View, labels: [(View, LabelContent?)]) {
        let p = devicePreset, landscape = orientation == .landscape
        root.frame = Rect(x: 0, y: 0, width: landscape ? p.height : p.width, height: landscape ? p.width : p.height)
        root.safeAreaInsets = landscape ? p.landscapeSafeArea : p.portraitSafeArea
        root.displayScale = p.scale
        root.contentSizeCategory = textSize
        root.isRightToLeft = direction == .rtl
        for (v, label) in labels { v.label = label }
        pseudo?.apply(to: root)
    }

    /// The combination's screen for an Interface Builder document.
    var interfaceBuilderScreen: InterfaceBuilderScreen {
        let p = devicePreset, landscape = orientation == .landscape
        return InterfaceBuilderScreen(width: landscape ? p.height : p.width, height: landscape ? p.width : p.height, scale: p.scale,
                                      safeArea: landscape ? p.landscapeSafeArea : p.portraitSafeArea, landscape: landscape,
                                      isPad: p.name.hasPrefix("iPad"))
    }

    /// What it changes in a scene's view tree: the pseudolanguage's texts (the canvas gives the
    /// direction).
    var adjustScene: ((View) -> Void)? { pseudo.map { p in { p.apply(to: $0) } } }
}
