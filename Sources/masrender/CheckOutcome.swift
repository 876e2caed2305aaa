import Audit
import Diff
import Goldens
import Layout
import FoundationEssentials
import PNGCodec
import Render
import Scene

/// One scene to check and the golden it is compared with.
struct CheckItem: Sendable {
    /// The golden's name: the scene's, with the state's after a dot for scenes with steps.
    let name: String
    let scenePath: String
    /// nil: the scene's only (or last) state.
    var state: Int? = nil
    /// `--matrix`: the device, text size, orientation, direction and language it is drawn in.
    var combination: Combination? = nil

    func goldenPath(in goldens: String) -> String { goldens + "/" + name + ".png" }
    /// The solved layout beside the picture: what check words a failure with.
    func layoutGoldenPath(in goldens: String) -> String { goldens + "/" + name + ".layout.json" }

    /// One item per state for scenes with steps (all, or the one named); scenes that cannot
    /// be read stay one item, reported as an error when checked.
    static func expandSteps(_ items: [CheckItem], only step: String?) -> [CheckItem] {
        items.flatMap { item -> [CheckItem] in
            guard let document = try? InputKind.loadScene(path: item.scenePath), !document.steps.isEmpty else { return [item] }
            let states = step.flatMap { document.state(named: $0).map { [$0] } } ?? (step == nil ? Array(0..<document.stateCount) : [])
            return states.map { CheckItem(name: item.name + "." + document.stateName($0), scenePath: item.scenePath, state: $0) }
        }
    }

    /// One item per combination for scenes, source files and Interface Builder files, named
    /// after it (`login.iPhone-SE.AX3`); a console log has one layout and stays one item, said.
    static func expandMatrix(_ items: [CheckItem], _ matrix: AuditMatrix) -> [CheckItem] {
        items.flatMap { item -> [CheckItem] in
            switch InputKind.of(path: item.scenePath) {
            case .scene, .source, .interfaceBuilder:
                return matrix.combinations.map { c in
                    CheckItem(name: item.name + "." + c.name, scenePath: item.scenePath, state: item.state, combination: c)
                }
            case .consoleLog:
                printToStandardError("masrender: \(item.scenePath): --matrix applies to scenes, source files and Interface Builder files; a log is checked as it is")
                return [item]
            }
        }
    }

    /// Scene files named directly, and the .json files under named folders, sorted by path.
    static func collect(_ arguments: [String]) throws(UserError) -> [CheckItem] {
        var items: [CheckItem] = []
        let fm = FileManager.default
        for argument in arguments {
            var isFolder = false
            guard fm.fileExists(atPath: argument, isDirectory: &isFolder) else {
                throw UserError("\(argument): no such scene file or folder")
            }
            if isFolder {
                let found = ((try? fm.subpathsOfDirectory(atPath: argument)) ?? [])
                    .filter(InputKind.isCollected)
                    .sorted()
                items += found.map { CheckItem(name: Self.goldenName($0), scenePath: argument + "/" + $0) }
            } else {
                let file = fileName(of: argument)
                items.append(CheckItem(name: Self.goldenName(file), scenePath: argument))
            }
        }
        var seen: [String: String] = [:]
        for item in items {
            if let other = seen[item.name] {
                throw UserError("\(item.scenePath): has the same golden name \"\(item.name)\" as \(other)")
            }
            seen[item.name] = item.scenePath
        }
        if items.isEmpty { throw UserError("\(arguments.joined(separator: " ")): no .json scenes, .log console logs or .m/.swift source files found") }
        return items
    }

    static func goldenName(_ file: String) -> String { InputKind.goldenName(file) }
}

/// What `check --strict`/`--fail-on` holds a layout to.
enum LayoutProblem: String, CaseIterable, Sendable {
    case conflict, unmet, ambiguous

    /// The problems of `result` among `kinds`, in words: "1 conflict (broke …); 2 ambiguous views (a, b)".
    static func found(in result: LayoutResult, among kinds: Set<LayoutProblem>) -> String? {
        var words: [String] = []
        let explanation = Explanation(result: result)
        if kinds.contains(.conflict), !result.conflicts.isEmpty {
            let broken = result.conflicts.map { result.constraints[$0.broken].description }
            words.append("\(result.conflicts.count) \(result.conflicts.count == 1 ? "conflict" : "conflicts") (broke \(broken.joined(separator: ", ")))")
        }
        if kinds.contains(.unmet) {
            let unmet = explanation.unmet
            if !unmet.isEmpty {
                words.append("\(unmet.count) unmet \(unmet.count == 1 ? "constraint" : "constraints") (\(unmet.prefix(3).map(\.description).joined(separator: ", "))\(unmet.count > 3 ? ", …" : ""))")
            }
        }
        if kinds.contains(.ambiguous) {
            let views = explanation.ambiguous.map(\.key)
            if !views.isEmpty { words.append("\(views.count) ambiguous \(views.count == 1 ? "view" : "views") (\(views.joined(separator: ", ")))") }
        }
        return words.isEmpty ? nil : words.joined(separator: "; ")
    }
}

struct CheckOutcome: Sendable {
    enum Status: String, Sendable {
        case passed = "ok"
        case failed = "FAIL"
        case recorded = "recorded"
        case missing = "missing"
        case error = "error"
    }
    let item: CheckItem
    let status: Status
    let detail: String
    /// Kept for the report: the expected, actual and diff images of a failure.
    var expected: RGBAImage?
    var actual: RGBAImage?
    var diff: RGBAImage?
    /// `masrender explain`'s words for the scene, for the report.
    var explanation: String?
    /// What moved, one line per change, for the report's words.
    var changeLines: [String] = []
    /// The changed views where they now are, in the actual image's pixels, with their names:
    /// the report outlines them on the diff.
    var outlines: [(name: String, box: Rect)] = []
    /// Given up on after `--timeout`.
    var timedOut = false
    /// How long drawing and comparing took (JUnit's `time`).
    var seconds: Double = 0

    var line: String {
        let label = status.rawValue.padded(to: 9)
        return label + item.name + (detail.isEmpty ? "" : ": " + detail)
    }

    static func run(_ item: CheckItem, goldens: String, mode: RecordMode, renderer: Result<Renderer, any Error>,
                    keepArtifacts: Bool, overrides: SceneRendering.Overrides, failOn: Set<LayoutProblem> = []) -> CheckOutcome {
        do {
            let actual: RGBAImage
            let explain: () -> String
            var problems: String?
            var solved: LayoutResult?
            var pixelsPerPoint = 2.0
            switch InputKind.of(path: item.scenePath) {
            case .source:
                // A source file as `masrender FILE` draws it: the default device, @2x.
                var options = SourceOptions()
                options.maxViews = overrides.sceneLimits.views
                if let size = overrides.textSize { options.contentSizeCategory = size }
                item.combination?.apply(to: &options)
                let rendering = try SourceRendering(path: item.scenePath, options: options, render: RenderOptions(scale: 2),
                                                    pictureLimits: overrides.pictureLimits, strict: false,
                                                    maxBytes: overrides.sceneLimits.fileBytes, renderer: renderer.get(), quiet: true,
                                                    adjust: item.combination?.adjustSource)
                actual = try rendering.image()
                explain = { Explanation(result: rendering.result).text(scene: item.scenePath) }
                problems = LayoutProblem.found(in: rendering.result, among: failOn)
                solved = rendering.result
            case .interfaceBuilder:
                // An Interface Builder file as `masrender FILE` draws it: its design device's scale.
                // In a matrix, a view controller's view on the combination's screen.
                let rendering = try InterfaceBuilderRendering(path: item.scenePath, scene: nil, textSize: item.combination?.textSize ?? overrides.textSize,
                                                              scale: nil, overlay: nil, theme: nil, pictureLimits: overrides.pictureLimits,
                                                              maxBytes: overrides.sceneLimits.fileBytes, strict: false,
                                                              renderer: renderer.get(), quiet: true,
                                                              screen: item.combination?.interfaceBuilderScreen, adjust: item.combination?.adjustSource)
                actual = try rendering.image()
                pixelsPerPoint = rendering.options.scale
                explain = { Explanation(result: rendering.result).text(scene: item.scenePath) + rendering.agreementText }
                problems = LayoutProblem.found(in: rendering.result, among: failOn)
                solved = rendering.result
            case .consoleLog:
                // A console log is drawn as `masrender log` draws it (its first report, at @2x).
                let input = try LogInput(path: item.scenePath, maxBytes: overrides.sceneLimits.fileBytes, printWarnings: false)
                let rendering = try LogRendering(input: input, report: nil, options: RenderOptions(scale: 2),
                                                 pictureLimits: overrides.pictureLimits, renderer: renderer.get())
                actual = try rendering.image()
                explain = { rendering.report.text() }
                solved = rendering.result
            case .scene:
                var document = try InputKind.loadScene(path: item.scenePath, limits: overrides.sceneLimits)
                item.combination?.apply(to: &document)
                let rendering = try SceneRendering(document: document, path: item.scenePath, overrides: overrides, state: item.state,
                                                   renderer: renderer.get(), adjust: item.combination?.adjustScene)
                actual = try rendering.image()
                pixelsPerPoint = rendering.scale
                explain = { Explanation(result: rendering.result).text(scene: item.scenePath) }
                problems = LayoutProblem.found(in: rendering.result, among: failOn)
                solved = rendering.result
            }
            let verdict = try Golden.verify(actual, against: item.goldenPath(in: goldens), mode: mode, provenance: Renderer.provenance)
            var status: Status = switch verdict.status {
            case .passed: .passed
            case .failed: .failed
            case .recorded: .recorded
            case .missing: .missing
            }
            var detail = verdict.detail
            var layoutLines: [String] = []
            var outlines: [(name: String, box: Rect)] = []
            if let solved {
                let layout = try LayoutGolden.verify(solved, against: item.layoutGoldenPath(in: goldens), mode: mode, pictureStatus: verdict.status)
                switch layout {
                case .same: break
                case .notRecorded: detail = detail.isEmpty ? "no layout golden yet (--record missing writes it)" : detail
                case .recorded(let why):
                    detail = detail.isEmpty ? why : detail + "; " + why
                    if status == .passed { status = .recorded }
                case .changed(let changes, let rewritten):
                    layoutLines = changes.viewLines + changes.constraintLines
                    outlines = changes.changedViewIDs.compactMap { id in
                        guard let v = solved.view(id: id) else { return nil }
                        let f = v.absoluteFrame
                        return (v.key.isEmpty ? id : v.key, Rect(x: f.minX * pixelsPerPoint, y: f.minY * pixelsPerPoint,
                                                              width: f.width * pixelsPerPoint, height: f.height * pixelsPerPoint))
                    }
                    detail = changes.headline() + (detail.isEmpty ? "" : "; " + detail) + (rewritten ? "; layout golden rewritten" : "")
                    if status == .passed { status = rewritten ? .recorded : .failed }
                }
                // Pixels that differ over the same layout: a drawing change (fonts, colours, renderer).
                if status == .failed, verdict.status == .failed, case .same = layout { detail = "drawing changed, layout identical: " + detail }
            }
            // --strict/--fail-on: a layout problem fails the scene whatever its picture does.
            if let problems {
                let words = "the layout has " + problems + " (--fail-on)"
                detail = detail.isEmpty ? words : detail + "; " + words
                if status == .passed || status == .recorded { status = .failed }
            }
            let keep = keepArtifacts && (status == .failed || status == .missing)
            return CheckOutcome(item: item, status: status, detail: detail,
                                expected: keep ? verdict.expected : nil, actual: keep ? actual : nil,
                                diff: keep ? verdict.diffImage(actual: actual) : nil,
                                explanation: keep ? (layoutLines.isEmpty ? "" : layoutLines.joined(separator: "\n") + "\n\n") + explain() : nil,
                                changeLines: keep ? layoutLines : [], outlines: keep ? outlines : [])
        } catch let error as UserError {
            return CheckOutcome(item: item, status: .error, detail: error.description)
        } catch let error as FileError {
            return CheckOutcome(item: item, status: .error, detail: error.description)
        } catch {
            return CheckOutcome(item: item, status: .error, detail: String(describing: error))
        }
    }
}

struct CheckSummary {
    var passed = 0, failures = 0, recorded = 0, errors = 0, total = 0

    init(_ outcomes: [CheckOutcome]) {
        total = outcomes.count
        for o in outcomes {
            switch o.status {
            case .passed: passed += 1
            case .failed, .missing: failures += 1
            case .recorded: recorded += 1; failures += 1
            case .error: errors += 1
            }
        }
    }

    var text: String {
        var parts = ["\(passed) ok"]
        let failed = failures - recorded
        if failed > 0 { parts.append("\(failed) failed") }
        if recorded > 0 { parts.append("\(recorded) recorded (look at them, then run again)") }
        if errors > 0 { parts.append("\(errors) \(errors == 1 ? "error" : "errors")") }
        return "\(total) scene\(total == 1 ? "" : "s"): " + parts.joined(separator: ", ")
    }
}
