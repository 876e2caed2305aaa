@_exported import Audit
import Goldens
import Layout
import Render

/// Compares `view`'s tree in every combination of `matrix` (devices, text sizes, orientations,
/// directions, the double-length pseudolanguage: `masrender check --matrix`'s) with a golden of
/// its own, named as `check --matrix` names them (`testCell.iPhone-SE.AX3.png`,
/// `testCell.dark.iPhone-SE.AX3.png` when `named: "dark"`). Returns a message per combination
/// that fails, empty when all match. The tree is put back as it was (its root's size, safe
/// area, text size and direction, its labels' texts) after each combination.
public func verifyLayoutSnapshots(
    of view: View,
    matrix: AuditMatrix,
    named name: String? = nil,
    fitting: FittingAxes = [],
    overlay: Overlay = .all,
    theme: Theme = .light,
    record: RecordMode? = nil,
    snapshotDirectory: String? = nil,
    filePath: String,
    testName: String
) -> [String] {
    let root = view.root
    let saved = (frame: root.frame, safeArea: root.safeAreaInsets, scale: root.displayScale, size: root.contentSizeCategory,
                 rtl: root.isRightToLeft, labels: root.subtree.map { ($0, $0.label) })
    defer {
        root.frame = saved.frame; root.safeAreaInsets = saved.safeArea; root.displayScale = saved.scale
        root.contentSizeCategory = saved.size; root.isRightToLeft = saved.rtl
        for (v, label) in saved.labels { v.label = label }
    }
    var messages: [String] = []
    for c in matrix.combinations {
        c.apply(toRoot: root, labels: saved.labels)
        let golden = LayoutSnapshot.goldenName(testName: testName, named: name) + "." + c.name
        if let message = verifyLayoutSnapshot(of: view, golden: golden, device: nil, scale: c.devicePreset.scale, fitting: fitting,
                                              overlay: overlay, theme: theme, record: record,
                                              snapshotDirectory: snapshotDirectory, filePath: filePath) {
            messages.append(message)
        }
    }
    return messages
}

/// Asserts `view`'s tree in every combination of `matrix` against its golden, in XCTest or
/// Swift Testing: one failure per combination that differs. `matrix` is `check --matrix`'s
/// (`try AuditMatrix.parse(matrix: "devices=iPhone SE,iPhone 15,text-sizes=Large,AX3")`).
public func assertLayoutSnapshot(
    of view: View,
    matrix: AuditMatrix,
    named name: String? = nil,
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
    for message in verifyLayoutSnapshots(of: view, matrix: matrix, named: name, fitting: fitting, overlay: overlay, theme: theme,
                                         record: record, snapshotDirectory: snapshotDirectory, filePath: "\(filePath)", testName: testName) {
        reportSnapshotFailure(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
