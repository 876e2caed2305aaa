import Cassowary

/// Auto Layout's priority, defined once for every front end (scenes, source files, console
/// logs, the Swift DSL): its range, its named levels under every spelling UIKit, AppKit, Masonry
/// and SnapKit give them, and how it reaches the solver. Values stay plain numbers where they are
/// stored; what is valid and what a name means is decided here.
public enum LayoutPriority {
    /// The range Auto Layout accepts, the solver's own (`Cassowary.Priority.validRange`): 1000 is
    /// required, anything below it optional ("Don't specify a layout constraint that exceeds
    /// this number", UILayoutPriority.required's documentation).
    public static let range: ClosedRange<Double> = Priority.validRange

    // UILayoutPriority's and NSLayoutConstraint.Priority's published values.
    public static let required = 1000.0
    public static let defaultHigh = 750.0
    public static let dragThatCanResizeScene = 510.0
    public static let sceneSizeStayPut = 500.0
    public static let dragThatCannotResizeScene = 490.0
    public static let defaultLow = 250.0
    public static let fittingSizeLevel = 50.0
    /// Masonry's MASLayoutPriorityDefaultMedium and SnapKit's `.medium`; UIKit has no name for it.
    public static let medium = 500.0

    /// Every name a priority goes by in code and in printed descriptions: UIKit's and AppKit's
    /// (Swift and Objective-C), Masonry's, SnapKit's (`.high`, `.low`), and the words Masonry and
    /// SnapKit print after `^` (`fitting size`, `drag can resize window`).
    public static let names: [String: Double] = [
        "required": required, "high": defaultHigh, "medium": medium, "low": defaultLow,
        "defaultHigh": defaultHigh, "defaultLow": defaultLow, "fittingSizeLevel": fittingSizeLevel,
        "dragThatCanResizeScene": dragThatCanResizeScene, "sceneSizeStayPut": sceneSizeStayPut,
        "dragThatCannotResizeScene": dragThatCannotResizeScene,
        "dragThatCanResizeWindow": dragThatCanResizeScene, "windowSizeStayPut": sceneSizeStayPut,
        "dragThatCannotResizeWindow": dragThatCannotResizeScene,
        "UILayoutPriorityRequired": required, "UILayoutPriorityDefaultHigh": defaultHigh, "UILayoutPriorityDefaultLow": defaultLow,
        "UILayoutPriorityFittingSizeLevel": fittingSizeLevel, "UILayoutPriorityDragThatCanResizeScene": dragThatCanResizeScene,
        "UILayoutPrioritySceneSizeStayPut": sceneSizeStayPut, "UILayoutPriorityDragThatCannotResizeScene": dragThatCannotResizeScene,
        "NSLayoutPriorityRequired": required, "NSLayoutPriorityDefaultHigh": defaultHigh, "NSLayoutPriorityDefaultLow": defaultLow,
        "NSLayoutPriorityFittingSizeCompression": fittingSizeLevel, "NSLayoutPriorityDragThatCanResizeWindow": dragThatCanResizeScene,
        "NSLayoutPriorityWindowSizeStayPut": sceneSizeStayPut, "NSLayoutPriorityDragThatCannotResizeWindow": dragThatCannotResizeScene,
        "MASLayoutPriorityRequired": required, "MASLayoutPriorityDefaultHigh": defaultHigh, "MASLayoutPriorityDefaultMedium": medium,
        "MASLayoutPriorityDefaultLow": defaultLow, "MASLayoutPriorityFittingSizeLevel": fittingSizeLevel,
        "fitting size": fittingSizeLevel, "drag can resize window": dragThatCanResizeScene,
        "window size stay put": sceneSizeStayPut, "drag cannot resize window": dragThatCannotResizeScene,
    ]

    /// Masonry's shorthand modifiers, `priorityLow()` … `priorityRequired()`.
    public static let masonryShorthands: [String: Double] = [
        "priorityLow": defaultLow, "priorityMedium": medium, "priorityHigh": defaultHigh, "priorityRequired": required,
    ]

    /// The value a name stands for, in any of its spellings (`UILayoutPriorityDefaultHigh`,
    /// `.defaultHigh`, `high`, `fitting size`); nil for a word that names no priority.
    public static func named(_ name: String) -> Double? {
        names[name] ?? names[name.lowercased()]
    }

    public static func isValid(_ value: Double) -> Bool { range.contains(value) }

    /// Why `value` is no priority, in the words every reader uses; nil when it is one.
    public static func problem(_ value: Double) -> String? {
        isValid(value) ? nil : "a priority must be between \(formatPoints(range.lowerBound)) and \(formatPoints(range.upperBound)), not \(formatPoints(value))"
    }

    /// The solver's priority for a value, kept inside the range (a view's content priorities,
    /// which UIKit clamps the same way).
    public static func solverPriority(_ value: Double) -> Priority {
        Priority(min(max(value, range.lowerBound), range.upperBound))
    }
}
