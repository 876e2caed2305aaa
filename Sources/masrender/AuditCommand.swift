import ArgumentParser
import FoundationEssentials
import Audit
import ConsoleLog
import Layout
import Render
import Scene

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Lay a screen out on every device, text size, orientation and direction, and say where it breaks.",
        discussion: flowed("""
        Every combination of the devices, text sizes, orientations and directions given is laid
        out and checked: conflicts and ambiguity, text cut off (a label's "…", a button's title
        that does not fit), views clipped by their superview or off the screen, siblings that
        overlap, content under the status bar, notch or home indicator, controls smaller than
        44 × 44 points, and content with no width or height. The first combination is the
        reference (default iPhone 15, Large, portrait, left to right): what it has is said once,
        for it; elsewhere, only what it does not have. Each finding is said once, with every
        combination it appears in.

        Levels: error (conflict, ambiguous), warning (the rest), note (tap targets). Exit 1 when
        a finding is at or above --fail-on (default warning), 2 on bad input.

        A console log is audited as it was logged (its own layout, one combination per report). An
        Interface Builder file's view controller is laid out on each device (its size classes
        too); a view of its own size (a cell) at its size, for each text size and direction.

        Examples:
          masrender audit Login.swift
          masrender audit login.json --devices "iPhone SE,iPhone 15,iPad" --text-sizes Large,AX1...AX5 -o sheet.png
          masrender audit login.json --orientations all --directions all --pseudo double-length --report audit
        """))

    @Argument(help: ArgumentHelp("Scenes (JSON), source files (.m, .swift), Interface Builder files (.xib, .storyboard) or console logs (.log, .txt).", valueName: "input"),
              completion: .file(extensions: ["json", "m", "mm", "swift", "xib", "storyboard", "log", "txt"]))
    var inputs: [String]

    @Option(help: ArgumentHelp("all (every distinct screen), phones, pads, or device names separated by commas; the first is the reference's (default: all, iPhone 15 first).", valueName: "devices"))
    var devices: String?
    @Option(name: .customLong("text-sizes"), help: ArgumentHelp("all, or Dynamic Type sizes and ranges separated by commas (Large,AX1...AX5); default all, Large first.", valueName: "sizes"))
    var textSizes: String?
    @Option(help: ArgumentHelp("portrait, landscape or all (default portrait).", valueName: "list"))
    var orientations: String?
    @Option(help: ArgumentHelp("ltr, rtl or all (default ltr): right to left makes leading the right edge, as UIKit does for Arabic and Hebrew.", valueName: "list"))
    var directions: String?
    @Option(help: ArgumentHelp("double-length: also lay out every combination with each text twice over, as Xcode's double-length pseudolanguage does.", valueName: "language"))
    var pseudo: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("Write a contact sheet (PNG): a thumbnail per combination, devices across, text sizes down, the broken ones outlined with their findings under them.", valueName: "sheet.png"))
    var output: String?
    @Option(help: ArgumentHelp("Write an HTML report into this folder: a section per finding, its picture beside the reference's.", valueName: "dir"))
    var report: String?
    @Option(help: "text (default) or json.")
    var format: ExplainCommand.Format = .text
    @Option(name: .customLong("fail-on"), help: ArgumentHelp("Exit 1 when a finding is at this level or above: error, warning (default), note, or never.", valueName: "level"))
    var failOn: String = "warning"

    @Option(name: .customLong("scene"), help: ArgumentHelp("For an Interface Builder file: the scene or top-level view to audit (default: the first).", valueName: "name"))
    var ibScene: String?

    @OptionGroup(title: "Source files (.m, .swift)")
    var source: SourceFileOptions

    @OptionGroup(title: "Limits")
    var limits: LimitOptions

    func validate() throws {
        if inputs.isEmpty { throw ValidationError("Missing expected argument '<input>'") }
        if failOn != "never" && AuditFinding.Level(name: failOn) == nil {
            throw ValidationError("--fail-on takes error, warning, note or never, not '\(failOn)'")
        }
        if source.size != nil { throw ValidationError("--size does not go with audit: the devices give the sizes (--devices)") }
    }

    var matrix: AuditMatrix {
        get throws {
            do {
                return AuditMatrix(devices: try devices.map(AuditMatrix.devices) ?? AuditMatrix.allDevices,
                                   textSizes: try textSizes.map(AuditMatrix.textSizes) ?? AuditMatrix.textSizes("all"),
                                   orientations: try orientations.map(AuditMatrix.orientations) ?? [.portrait],
                                   directions: try directions.map(AuditMatrix.directions) ?? [.ltr],
                                   languages: try pseudo.map { [nil, try AuditMatrix.pseudo($0)] } ?? [nil])
            } catch let error as MatrixError {
                throw UserError(error.description)
            }
        }
    }

    func run() throws {
        let matrix = try self.matrix
        if let output, !output.lowercased().hasSuffix(".png") { throw UserError("\(output): the contact sheet is a PNG (-o NAME.png)") }
        let renderer = try Renderer()
        var reports: [AuditReport] = []
        for input in inputs {
            reports += try AuditLayouts(path: input, matrix: matrix, source: source, limits: limits, renderer: renderer, ibScene: ibScene).reports
        }
        switch format {
        case .text: print(reports.map { $0.text() }.joined(separator: "\n"), terminator: "")
        case .json: print(AuditJSON.encode(reports).serialized(), terminator: "")
        }
        if let output {
            for report in reports {
                let path = reports.count == 1 ? output : RenderCommand.path(output, inserting: RenderCommand.fileSafe(report.subject))
                var sheet = ContactSheet(report: report, renderer: renderer, limits: limits.picture)
                sheet.note = { printToStandardError("masrender: \(report.subject): \($0)") }
                try sheet.write(to: path)
            }
        }
        if let dir = report {
            try AuditHTMLReport(reports: reports, renderer: renderer, limits: limits.picture).write(into: dir)
        }
        if let level = AuditFinding.Level(name: failOn), reports.contains(where: { $0.count(atLeast: level) > 0 }) {
            throw ExitCode(1)
        }
    }
}

/// An input laid out in every combination of a matrix: a scene or a source file on each
/// device, text size, orientation and direction; a console log as logged.
struct AuditLayouts {
    var reports: [AuditReport] = []

    init(path: String, matrix: AuditMatrix, source: SourceFileOptions, limits: LimitOptions, renderer: Renderer, ibScene: String? = nil) throws {
        let combinations = matrix.combinations
        let kind = InputKind.of(path: path)
        if ibScene != nil && kind != .interfaceBuilder {
            throw UserError("\(path): --scene applies to Interface Builder files (.xib, .storyboard)")
        }
        switch kind {
        case .interfaceBuilder:
            // A view controller's view (or a view as large as the design screen) is laid out on
            // each device; a view of its own size (a cell, a xib's view) at its size, for each
            // text size, direction and language.
            func read(_ c: Combination, screen: Bool, quiet: Bool) throws -> InterfaceBuilderRendering {
                try InterfaceBuilderRendering(path: path, scene: ibScene, textSize: c.textSize, scale: nil, overlay: nil, theme: nil,
                                              pictureLimits: limits.picture, maxBytes: limits.scene.fileBytes, strict: false,
                                              renderer: renderer, quiet: quiet, screen: screen ? c.interfaceBuilderScreen : nil,
                                              adjust: c.adjustSource)
            }
            let first = try read(combinations[0], screen: true, quiet: false)
            var chosen = combinations
            if !first.layout.fillsScreen {
                chosen = combinations.filter { $0.device == combinations[0].device && $0.orientation == combinations[0].orientation }
                if chosen.count < combinations.count {
                    printToStandardError("masrender: \(first.name): \(first.layout.drawn) is a view of its own size, not a screen: laid out at that size for each text size, direction and language (--devices and --orientations do not apply)")
                }
            }
            var results = [first.result]
            for c in chosen.dropFirst() { results.append(try read(c, screen: first.layout.fillsScreen, quiet: true).result) }
            reports.append(AuditReport(subject: first.name + (ibScene.map { " (\($0))" } ?? ""), combinations: chosen, results: results,
                                       isScreen: first.layout.fillsScreen))
        case .consoleLog:
            let input = try LogInput(path: path, maxBytes: LogLimitOptions.defaultMaxLogBytes, printWarnings: true)
            let logReport = LogReport(log: input.log, sourceName: input.name)
            let drawn = input.log.blocks.indices.filter { logReport.diagnoses[$0] != nil }
            if combinations.count > 1 {
                printToStandardError("masrender: \(input.name): a console log holds one layout a report, audited as logged: the devices, text sizes, orientations, directions and languages do not apply")
            }
            for i in drawn {
                let subject = drawn.count == 1 ? input.name : "\(input.name) report \(i + 1)"
                reports.append(AuditReport(subject: subject, combinations: [Combination(device: "as logged", textSize: .large)],
                                           results: [logReport.diagnoses[i]!.layout.result]))
            }
            if drawn.isEmpty { throw UserError("\(input.name): no report in the log can be laid out") }
        case .source:
            try source.refuseForAudit(path)
            let name = fileName(of: path)
            var base = try source.options(device: combinations[0].device, file: path, maxBytes: limits.scene.fileBytes)
            base.maxViews = limits.scene.views
            var results: [LayoutResult] = []
            var isScreen = true
            for (i, c) in combinations.enumerated() {
                var options = base
                c.apply(to: &options)
                let rendering = try SourceRendering(path: path, options: options, render: RenderOptions(scale: options.scale), pictureLimits: limits.picture,
                                                    strict: false, maxBytes: limits.scene.fileBytes, renderer: renderer, quiet: i > 0,
                                                    adjust: c.adjustSource)
                results.append(rendering.result)
                isScreen = rendering.layout.drawn.kind == .viewController
            }
            reports.append(AuditReport(subject: name, combinations: combinations, results: results, isScreen: isScreen))
        case .scene:
            try source.refuseForScene(path)
            let document = try InputKind.loadScene(path: path, limits: limits.scene)
            try SceneRendering.sayWarnings(of: document, path: path, strict: false)
            var results: [LayoutResult] = []
            if document.code == nil {
                // One view tree, moved from screen to screen and re-solved by edits where only
                // constants change (LayoutSession); a scene's code can ask for the screen, so a
                // scene with code is built again for each.
                var first = document
                combinations[0].apply(to: &first)
                let root = try first.makeViewTree(text: renderer.text)
                let labels = root.subtree.map { ($0, $0.label) }
                let session = LayoutSession(root: root, text: renderer.text, fitting: first.canvas.fittingAxes)
                session.editsAllowed = ProcessInfo.processInfo.environment["MASRENDER_AUDIT_FROM_SCRATCH"] == nil
                for c in combinations {
                    c.apply(toRoot: root, labels: labels)
                    do { results.append(try session.layout()) } catch let error as LayoutError {
                        throw SceneError(file: document.file, location: nil, message: error.description)
                    }
                }
                if ProcessInfo.processInfo.environment["MASRENDER_AUDIT_STATS"] != nil {
                    printToStandardError("masrender: \(fileName(of: path)): \(session.solvedByEdits) layouts solved by edits, \(session.solvedFromScratch) from scratch")
                }
            } else {
                for c in combinations {
                    var d = document
                    c.apply(to: &d)
                    results.append(try d.layout(text: renderer.text, adjust: c.adjustScene))
                }
            }
            reports.append(AuditReport(subject: fileName(of: path), combinations: combinations, results: results))
        }
    }
}

extension SourceFileOptions {
    /// The devices give the root its size: `--size` has no place in an audit.
    func refuseForAudit(_ path: String) throws {
        if size != nil { throw UserError("\(path): --size does not go with audit; the devices give the sizes (--devices)") }
    }
}
