import Foundation
import Goldens
import Layout
import Masrender
import PNGCodec
import Render
import Scene
import Testing
import XCTest

/// Compares the picture of `view`'s tree (on `device`'s screen when given, at `scale` — the
/// device's, else 2 — with `fitting` sides sized to the content) with its golden PNG, and its solved layout with the
/// layout golden beside it (`….layout.json`), and returns a failure message — saying what
/// moved — or nil when both match. The golden is `__Snapshots__/<test file>/<test>[.<name>].png`
/// beside the test file unless `snapshotDirectory` says otherwise. `record` defaults to
/// `MASRENDER_RECORD`, else `never` when `CI` is set, else `missing`; recording is reported
/// as a failure, so a new golden is looked at before it is trusted.
public func verifyLayoutSnapshot(
    of view: View,
    named name: String? = nil,
    device: String? = nil,
    scale: Double? = nil,
    fitting: FittingAxes = [],
    overlay: Overlay = .all,
    theme: Theme = .light,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: String,
    testName: String
) -> String? {
    verifyLayoutSnapshot(of: view, golden: LayoutSnapshot.goldenName(testName: testName, named: name), device: device, scale: scale,
                         fitting: fitting, overlay: overlay, theme: theme, record: record, snapshotDirectory: snapshotDirectory, filePath: filePath)
}

/// The comparison, with the golden's name given (a matrix adds its combination's to it).
func verifyLayoutSnapshot(of view: View, golden: String, device: String?, scale: Double?, fitting: FittingAxes, overlay: Overlay,
                          theme: Theme, record: RecordMode?, snapshotDirectory: String?, filePath: String) -> String? {
    do {
        let mode = try RecordMode.resolve(option: record, environment: ProcessInfo.processInfo.environment)
        let folder = snapshotDirectory ?? LayoutSnapshot.snapshotFolder(forTestFile: filePath)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // Text is measured as the CLI measures it, so trees with labels lay out.
        let drawn = try picture(of: view, device: device, scale: scale ?? (device == nil ? 2 : nil), fitting: fitting,
                                overlay: overlay, theme: theme)
        let result = drawn.result
        let actual = try drawn.image()
        let verdict = try Golden.verify(actual, against: folder + "/" + golden + ".png", mode: mode, provenance: Renderer.provenance)
        // The layout golden beside the picture: what moved, in words, as `masrender check` says it.
        let layout = try LayoutGolden.verify(result, against: folder + "/" + golden + ".layout.json", mode: mode, pictureStatus: verdict.status)
        var moved = ""
        switch layout {
        case .same:
            if verdict.status == .failed { moved = " Drawing changed, layout identical." }
        case .notRecorded: break
        case .recorded(let why):
            if verdict.status == .passed { return "Recorded a layout golden: \(why). Run the test again." }
        case .changed(let changes, let rewritten):
            moved = " " + changes.summary + (rewritten ? " (layout golden rewritten)" : "") + ":\n" + (changes.viewLines + changes.constraintLines).joined(separator: "\n")
            if verdict.status == .passed && !rewritten {
                return "Layout snapshot \"\(golden)\": the picture matches but the layout changed.\(moved)"
            }
        }
        switch verdict.status {
        case .passed:
            return nil
        case .recorded:
            return "Recorded a layout snapshot: \(verdict.detail). Look at it, then run the test again."
        case .missing:
            let artifacts = LayoutSnapshot.writeArtifacts(name: golden, expected: nil, actual: actual, diff: nil, testFile: filePath)
            return "No layout snapshot: \(verdict.detail). The picture is in \(artifacts)."
        case .failed:
            let artifacts = LayoutSnapshot.writeArtifacts(name: golden, expected: verdict.expected, actual: actual, diff: verdict.diffImage(actual: actual),
                                                          testFile: filePath)
            return "Layout snapshot \"\(golden)\" differs: \(verdict.detail). Reference, failure and diff images are in \(artifacts).\(moved)"
        }
    } catch {
        return "Layout snapshot failed: \(error)"
    }
}

/// Asserts that `view`'s tree looks as its golden PNG says, in XCTest or Swift Testing.
public func assertLayoutSnapshot(
    of view: View,
    named name: String? = nil,
    device: String? = nil,
    scale: Double? = nil,
    fitting: FittingAxes = [],
    overlay: Overlay = .all,
    theme: Theme = .light,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) {
    // Unnamed snapshots in one test are numbered (`testCell.1`, `testCell.2`, …).
    let name = name ?? LayoutSnapshot.nextUnnamed(filePath: "\(filePath)", testName: testName)
    guard let message = verifyLayoutSnapshot(of: view, named: name, device: device, scale: scale, fitting: fitting,
                                             overlay: overlay, theme: theme, record: record,
                                             snapshotDirectory: snapshotDirectory,
                                             filePath: "\(filePath)", testName: testName) else { return }
    reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
}

/// A failed snapshot, recorded as an issue in Swift Testing or as a failure in XCTest, at the
/// assertion's place.
func reportSnapshotFailure(_ message: String, fileID: StaticString, filePath: StaticString, line: UInt, column: UInt) {
    if Test.current != nil {
        Issue.record(Comment(rawValue: message),
                     sourceLocation: SourceLocation(fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
    } else {
        XCTFail(message, file: filePath, line: line)
    }
}
