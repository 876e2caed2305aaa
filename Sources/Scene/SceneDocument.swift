import Layout

public enum Dialect: String, Sendable, CaseIterable { case masonry, snapkit }

public enum WritingDirection: String, Sendable, CaseIterable { case ltr, rtl }

/// How the canvas sizes itself: `none` keeps width and height; the others size it to its
/// content at fittingSizeLevel (the self-sizing cell case).
public enum CanvasFit: String, Sendable, CaseIterable { case none, width, height, both }

/// The canvas: the root view's size and how it is drawn.
public struct CanvasSpec: Sendable {
    public var width: Double
    public var height: Double
    /// Device pixels per point (@2x = 2).
    public var scale: Double
    /// nil: the theme's (white in the light theme).
    public var background: Color?
    /// The preset the size, scale and safe area came from, if any ("iPhone 15 landscape").
    public var device: String?
    public var safeArea: EdgeInsets
    public var margins: EdgeInsets?
    public var direction: WritingDirection
    public var fit: CanvasFit
    /// How the scene is drawn unless the command line says otherwise: one of
    /// `CanvasSpec.overlays` and `CanvasSpec.themes` (Render's names; Scene does not draw).
    public var overlay: String?
    public var theme: String?
    /// The Dynamic Type text size the scene is drawn at (canvas "textSize", --text-size): it
    /// sizes labels in a text style ("body"). Large, iOS's default, unless set.
    public var textSize = ContentSizeCategory.large
    /// The sides `fit` sizes to the content.
    public var fittingAxes: FittingAxes {
        switch fit {
        case .none: return []
        case .width: return .width
        case .height: return .height
        case .both: return .both
        }
    }
    public static let overlays = ["all", "problems", "frames", "none"]
    public static let themes = ["light", "dark"]
}

/// Chain text from the scene and the chains it holds, with what is needed to point at a
/// position inside it.
public struct ChainSource: Sendable {
    public let text: String
    public let node: JSONNode
    public let parsed: ChainText.Parsed
    /// For each block of `parsed`, the id of the view it is for: its receiver's, or nil for the
    /// view (or step entry) whose chains these are.
    public var receivers: [String?] = []

    public func location(ofOffset offset: Int) -> SourceLocation { node.location(ofStringOffset: offset) }
}

public struct LabelSpec: Sendable {
    public var text: String
    public var font: String
    public var textColor: Color
    /// 0 = as many as needed.
    public var lines: Int
    public var alignment: String
    public var preferredMaxWidth: Double?
    /// A button's title sits 6 points inside its frame above and below (`"control": "button"`).
    public var contentInsets = EdgeInsets.zero
    /// The label is a UIButton's title (`"control": "button"`; LabelContent.buttonTitle).
    public var isButtonTitle = false
}

/// Per-axis priorities (content hugging, compression resistance).
public struct AxisPriorities: Sendable, Equatable {
    public var horizontal: Double?
    public var vertical: Double?
}

/// One view as the scene file describes it.
public struct ViewSpec: Sendable {
    public var id: String
    public var key: String?
    public var kind: ViewKind
    public var color: Color?
    public var border: Border?
    /// In the parent's coordinates; views without constraints keep it.
    public var frame: Rect?
    public var label: LabelSpec?
    public var margins: EdgeInsets?
    public var intrinsicWidth: Double?
    public var intrinsicHeight: Double?
    /// A UIKit control's alignment insets (`"control"`).
    public var alignmentInsets: EdgeInsets = .zero
    public var hugging: AxisPriorities
    public var compressionResistance: AxisPriorities
    /// A UIControl (`"control"`: a button, switch, slider, stepper, segmented or page control).
    public var isControl = false
    /// A segmented control's titles (`"segments"`), which size it.
    public var segments: [String]? = nil
    /// `"hidden"`: UIView.isHidden; `"clips"`: clipsToBounds.
    public var hidden = false
    public var clips = false
    public var make: [ChainSource]
    public var subviews: [ViewSpec]
    public var location: SourceLocation
}

public struct DistributeSpec: Sendable {
    public enum Axis: String, Sendable, CaseIterable { case horizontal, vertical }
    public var axis: Axis
    public var fixedSpacing: Double?
    public var fixedItemLength: Double?
    public var leadSpacing: Double
    public var tailSpacing: Double
}

/// Views that share chains (`make` applied to each) or are distributed along an axis.
public struct GroupSpec: Sendable {
    public var views: [String]
    public var distribute: DistributeSpec?
    public var make: [ChainSource]
    public var location: SourceLocation
}

/// A state after the first: constraints made, updated, remade or removed, constants set.
public struct StepSpec: Sendable {
    public var name: String?
    public var make: [(view: String, chains: [ChainSource])]
    public var update: [(view: String, chains: [ChainSource])]
    public var remake: [(view: String, chains: [ChainSource])]
    /// Keys (`key(...)`/`labeled(...)`) of constraints to uninstall.
    public var remove: [String]
    /// Constants to set on constraints by key, in file order.
    public var constants: [(key: String, value: Double)]
    public var location: SourceLocation
}

/// A decoded scene file (format 1 of docs/scene-format.md).
public struct SceneDocument: Sendable {
    public var file: String
    public var dialect: Dialect
    public var canvas: CanvasSpec
    /// Alias → view id, cycles resolved away.
    public var names: [String: String]
    public var views: [ViewSpec]
    public var groups: [GroupSpec]
    public var steps: [StepSpec]
    /// A scene written as code instead of views (its "code"); its states are the code's.
    public var code: SceneCode?

    /// Reads and decodes a scene file; every mistake is a `SceneError` naming file:line:col.
    /// `codeReader` reads a scene's "code" (SourceProgram's ProgramReader); without one, a scene
    /// with "code" is refused.
    public static func load(path: String, limits: SceneLimits = SceneLimits(), codeReader: (any SourceCodeReader)? = nil) throws(SceneError) -> SceneDocument {
        let text: String
        do { text = try readTextFile(path, maxBytes: limits.fileBytes) } catch { throw SceneError(file: path, location: nil, message: error.message) }
        return try decode(text, file: path, limits: limits, codeReader: codeReader)
    }

    public static func decode(_ text: String, file: String, limits: SceneLimits = SceneLimits(),
                              codeReader: (any SourceCodeReader)? = nil) throws(SceneError) -> SceneDocument {
        if text.utf8.count > limits.fileBytes {
            throw SceneError(file: file, location: nil, message: "the scene is \(text.utf8.count) bytes; at most \(limits.fileBytes) are read (--max-scene-bytes)")
        }
        let root = try JSONParser.parse(text, file: file)
        var decoder = SceneDecoder(file: file, limits: limits, codeReader: codeReader)
        return try decoder.decodeScene(root)
    }

    /// Every view, depth first.
    public var allViews: [ViewSpec] {
        var result: [ViewSpec] = []
        func visit(_ v: ViewSpec) { result.append(v); v.subviews.forEach(visit) }
        views.forEach(visit)
        return result
    }

    /// The states a scene can be rendered in: 0 is before any step, n after step n.
    public var stateCount: Int { code?.stateNames.count ?? steps.count + 1 }

    /// The state `text` names: a number 0…steps, or a step's name.
    public func state(named text: String) -> Int? {
        if let n = Int(text), n >= 0 && n < stateCount { return n }
        if let code { return code.stateNames.firstIndex(of: text) }
        return steps.firstIndex { $0.name == text }.map { $0 + 1 }
    }

    /// A state's name for file names: `0` before any step, else the step's name or number.
    public func stateName(_ state: Int) -> String {
        if let code { return code.stateNames[state] }
        return state == 0 ? "0" : steps[state - 1].name ?? String(state)
    }

    /// Solves the scene in a state (default: the last), measuring labels with `text` and
    /// sizing the canvas to its content as `fit` asks.
    /// `adjust` changes the view tree before it is solved (`audit`'s pseudolanguage).
    public func layout(state: Int? = nil, text: (any TextMeasuring)?, adjust: ((View) -> Void)? = nil) throws -> LayoutResult {
        do {
            let root = try makeViewTree(state: state, text: text)
            adjust?(root)
            return try root.layout(text: text, fitting: canvas.fittingAxes)
        } catch let error as LayoutError {
            throw SceneError(file: file, location: nil, message: error.description)
        }
    }

    /// Builds the view tree (the canvas is the root view, id `root`) with every chain
    /// installed, and the steps up to `state` applied (default: all of them).
    public func makeViewTree(state: Int? = nil, text: (any TextMeasuring)? = nil) throws(SceneError) -> View {
        if let code {
            return try code.makeViewTree(canvas: canvas, state: state ?? stateCount - 1, file: file, text: text)
        }
        var builder = SceneBuilder(document: self)
        let root = try builder.build()
        for step in steps.prefix(state ?? steps.count) { try builder.apply(step) }
        return root
    }
}
