import Audit
import InterfaceBuilder
import Layout
import Scene

/// A combination of `audit` or `check --matrix` applied to each kind of input, in one place.
extension Combination {
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

    /// The combination's screen for an Interface Builder document.
    var interfaceBuilderScreen: InterfaceBuilderScreen {
        let size = screenSize
        return InterfaceBuilderScreen(width: size.width, height: size.height, scale: devicePreset.scale, safeArea: safeArea,
                                      landscape: orientation == .landscape, isPad: devicePreset.name.hasPrefix("iPad"))
    }

    /// What it changes in a scene's view tree: the pseudolanguage's texts (the canvas gives the
    /// direction).
    var adjustScene: ((View) -> Void)? { pseudo.map { p in { p.apply(to: $0) } } }
}
