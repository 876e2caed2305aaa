import FoundationEssentials
import Layout
import Scene
import SourceProgram

/// A file whose class only makes views inside a view another file gives it: a builder's
/// `static func createSubContainerViews(parent containerView: inout UIView)`, a layout helper's
/// `+ (void)layoutInView:(UIView *)view`. It is no view itself (no UIKit superclass), its own
/// set-up lays nothing out, and where its views stand is decided by the screen that calls it
/// (the parent pinned to the safe area). That screen is drawn, its set-up running the helper's
/// code as the app does: the file beside holds the app's answer.
enum CallerDrawing {
    /// The drawing of the first file of the project (at most OwnerSize.mostOwnersRead looked at)
    /// that calls the helper and whose set-up runs its code: the caller's layout, the options it
    /// was read with, and what to say. Nil when the drawn class is a view, its set-up lays out,
    /// or no caller runs its code.
    static func find(for layout: SourceLayout, text: String, file path: String, options: SourceOptions,
                     measurer: any TextMeasuring) -> (layout: SourceLayout, options: SourceOptions, said: String)? {
        guard let className = layout.drawn.name, isHelper(layout.drawn), options.function == nil,
              options.className == nil || options.className == className,
              setUpLaysNothingOut(layout, text: text, file: path, options: options, measurer: measurer),
              let (project, language, callers) = OwnerSize.files(using: className, file: path, options: options, uses: OwnerSize.makes) else { return nil }
        let myName = fileName(of: path)
        for (callerPath, callerText) in callers {
            var o = OwnerSize.ownerOptions(options, path: callerPath, text: callerText, language: language, project: project)
            o.state = options.state
            o.values = options.values
            o.contentSizeCategory = options.contentSizeCategory
            let callerName = fileName(of: callerPath)
            guard var drawn = try? ProgramReader.read(callerText, file: callerName, options: o, measuring: measurer),
                  drawn.drawn.name != className, runsCode(of: myName, drawn.root) else { continue }
            // What is said of the caller's own lines names its file (the helper's name theirs).
            drawn.warnings = drawn.warnings.map { w in var w = w; w.file = w.file ?? callerName; return w }
            let said = "drawn as \(drawn.drawn.name ?? callerName) lays it out (\(project.relative(callerPath))): \(className) makes views only inside "
                + "a view it is given, and that screen's set-up calls it (--no-project draws the file alone)"
            return (drawn, o, said)
        }
        return nil
    }

    /// A class that is no view, controller or cell: no superclass, or only NSObject.
    static func isHelper(_ drawn: SourceClass) -> Bool {
        drawn.superclass == nil || drawn.superclass == "NSObject"
    }

    /// Whether the file's own set-up (state 0) makes no constraint: read again at it unless that
    /// is what was read.
    static func setUpLaysNothingOut(_ layout: SourceLayout, text: String, file path: String, options: SourceOptions,
                                    measurer: any TextMeasuring) -> Bool {
        var atSetUp = layout
        if layout.state != 0 {
            var o = options
            o.state = 0
            guard let read = try? ProgramReader.read(text, file: fileName(of: path), options: o, measuring: measurer) else { return false }
            atSetUp = read
        }
        return !atSetUp.root.subtree.contains { !$0.madeConstraints.isEmpty }
    }

    /// Whether a constraint of the tree was made by code of the file named `name` (each
    /// constraint's source is `FILE:LINE`).
    static func runsCode(of name: String, _ root: View) -> Bool {
        root.subtree.contains { v in v.madeConstraints.contains { $0.source?.hasPrefix(name + ":") == true } }
    }
}
