import Foundation
import Goldens
import Layout
import MasrenderSnapshotTesting
import MasrenderTesting
import PNGCodec
import SnapshotTesting
import Testing
import XCTest

func sampleTree(boxX: Double = 10) -> View {
    let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 80, height: 50))
    root.backgroundColor = .white
    let box = View(id: "box", key: "", frame: Rect(x: boxX, y: 10, width: 20, height: 20))
    box.backgroundColor = Color(red: 0.8, green: 0.3, blue: 0)
    root.addSubview(box)
    return root
}

func scratchFolder() throws -> String {
    let path = NSTemporaryDirectory() + "masrender-snap-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

// Serialized: two tests set SNAPSHOT_ARTIFACTS, which is process-wide.
@Suite(.serialized) struct AssertLayoutSnapshotTests {
    @Test func recordsThenMatchesThenCatchesAMove() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = verifyLayoutSnapshot(of: sampleTree(), named: "box", record: .missing, snapshotDirectory: folder,
                                         filePath: #filePath, testName: "recordsThenMatches()")
        #expect(first?.hasPrefix("Recorded a layout snapshot: new golden → \(folder)/recordsThenMatches.box.png") == true)
        let golden = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/recordsThenMatches.box.png"))))
        #expect(golden.width == 160 && golden.height == 100, "@2x by default")

        #expect(verifyLayoutSnapshot(of: sampleTree(), named: "box", record: .never, snapshotDirectory: folder,
                                     filePath: #filePath, testName: "recordsThenMatches()") == nil)

        let artifacts = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        setenv("SNAPSHOT_ARTIFACTS", artifacts, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let moved = verifyLayoutSnapshot(of: sampleTree(boxX: 12), named: "box", record: .never, snapshotDirectory: folder,
                                         filePath: #filePath, testName: "recordsThenMatches()")
        #expect(moved?.contains("Layout snapshot \"recordsThenMatches.box\" differs:") == true)
        // Issue 14: the layout golden beside the picture says what moved.
        #expect(FileManager.default.fileExists(atPath: folder + "/recordsThenMatches.box.layout.json"))
        #expect(moved?.hasSuffix(" layout changed: 1 view moved or resized:\nbox: x 10 → 12 (+2)") == true, "\(moved ?? "")")
        // Artifacts go in a folder per test file.
        let written = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/masrender/AssertLayoutSnapshotTests").sorted()
        #expect(written == ["recordsThenMatches.box.diff.png", "recordsThenMatches.box.failure.png", "recordsThenMatches.box.reference.png"])
    }

    /// `check --matrix`'s matrix: a golden per combination on the device's own screen and scale,
    /// and the tree as it was afterwards.
    @Test func aGoldenPerCombinationOfAMatrix() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let tree = sampleTree()
        let matrix = try AuditMatrix.parse(matrix: "devices=iPhone SE,iPhone 15,text-sizes=Large,AX3")
        let first = verifyLayoutSnapshots(of: tree, matrix: matrix, record: .missing, snapshotDirectory: folder,
                                          filePath: #filePath, testName: "matrix()")
        #expect(first.count == 4 && first.allSatisfy { $0.hasPrefix("Recorded a layout snapshot") })
        let pngs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(pngs == ["matrix.iPhone-15.AX3.png", "matrix.iPhone-15.Large.png", "matrix.iPhone-SE.AX3.png", "matrix.iPhone-SE.Large.png"])
        // The iPhone SE: 375 × 667 points at @2x; the iPhone 15: 393 × 852 at @3x.
        let se = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/matrix.iPhone-SE.Large.png"))))
        let fifteen = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/matrix.iPhone-15.Large.png"))))
        #expect(se.width == 750 && se.height == 1334 && fifteen.width == 1179)
        #expect(tree.frame == Rect(x: 0, y: 0, width: 80, height: 50))
        #expect(verifyLayoutSnapshots(of: tree, matrix: matrix, record: .never, snapshotDirectory: folder,
                                      filePath: #filePath, testName: "matrix()").isEmpty)
    }

    @Test func missingGoldenFailsWhenNeverRecording() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let message = verifyLayoutSnapshot(of: sampleTree(), record: .never, snapshotDirectory: folder, filePath: #filePath, testName: "t()")
        #expect(message?.hasPrefix("No layout snapshot: no golden at \(folder)/t.png") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    }

    @Test func goldensLiveBesideTheTestFile() {
        #expect(LayoutSnapshot.snapshotFolder(forTestFile: "/p/Tests/AppTests/CellTests.swift") == "/p/Tests/AppTests/__Snapshots__/CellTests")
        #expect(LayoutSnapshot.goldenName(testName: "testCell()", named: "dark mode") == "testCell.dark_mode")
    }

    /// The assertion reports through Swift Testing when a Swift test runs it.
    @Test func assertionRecordsAnIssueInSwiftTesting() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            assertLayoutSnapshot(of: sampleTree(), record: .never, snapshotDirectory: folder)
        }
        // Recording is reported as an issue too, and then the golden matches.
        withKnownIssue { assertLayoutSnapshot(of: sampleTree(), named: "kept", record: .all, snapshotDirectory: folder) }
        assertLayoutSnapshot(of: sampleTree(), named: "kept", record: .never, snapshotDirectory: folder)
    }

    /// Unnamed snapshots in one test are numbered, as swift-snapshot-testing numbers them.
    @Test func unnamedSnapshotsAreNumbered() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        withKnownIssue {
            assertLayoutSnapshot(of: sampleTree(), record: .all, snapshotDirectory: folder, testName: "numbered()")
            assertLayoutSnapshot(of: sampleTree(boxX: 30), record: .all, snapshotDirectory: folder, testName: "numbered()")
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".png") }.sorted()
        #expect(files == ["numbered.1.png", "numbered.2.png"])
    }

    /// A tree with labels lays out and draws: text is measured as the CLI measures it (it
    /// used to throw noTextMeasurer). Options choose the look.
    @Test func labelsInSnapshots() throws {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 200, height: 60))
        let title = View(id: "title", kind: .label)
        title.label = LabelContent(text: "Hello", font: "DejaVu Sans 17")
        root.addSubview(title)
        try title.mas.makeConstraints { make in make.left.top.equalTo(root).offset(8) }
        let frames = try LayoutSnapshot.text(of: root)
        #expect(frames.contains("title (title): 8 8 "), "\(frames)")
        let plain = try LayoutSnapshot.image(of: root, scale: 1, overlay: .frames)
        let all = try LayoutSnapshot.image(of: root, scale: 1, overlay: .all)
        #expect(plain.width == 200 && plain.pixels != all.pixels, "frames-only differs from every overlay")
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        #expect(verifyLayoutSnapshot(of: root, named: "label", overlay: .frames, theme: .dark, record: .missing, snapshotDirectory: folder,
                                     filePath: #filePath, testName: "labels()")?.hasPrefix("Recorded") == true)
        #expect(verifyLayoutSnapshot(of: root, named: "label", overlay: .frames, theme: .dark, record: .never, snapshotDirectory: folder,
                                     filePath: #filePath, testName: "labels()") == nil)
    }

    @Test func framesText() throws {
        #expect(try LayoutSnapshot.text(of: sampleTree()) == "root (root): 0 0 80 50\n   (box): 10 10 20 20\n")
    }

    @Test func snapshotTestingStrategies() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // Recording fails by swift-snapshot-testing's rules; then the same view matches.
        #expect(verifySnapshot(of: sampleTree(), as: .layoutImage, named: "img", record: .all, snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: sampleTree(), as: .layoutImage, named: "img", record: .never, snapshotDirectory: folder) == nil)
        let artifacts = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: artifacts) }
        setenv("SNAPSHOT_ARTIFACTS", artifacts, 1)
        defer { unsetenv("SNAPSHOT_ARTIFACTS") }
        let failure = verifySnapshot(of: sampleTree(boxX: 11), as: .layoutImage, named: "img", record: .never, snapshotDirectory: folder)
        #expect(failure?.contains("Layout picture differs: ") == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/masrender")
        #expect(files.filter { $0.hasSuffix(".diff.png") }.count == 1)
        #expect(files.filter { $0.hasSuffix(".reference.png") }.count == 1)

        #expect(verifySnapshot(of: sampleTree(), as: .layoutFrames, named: "txt", record: .all, snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: sampleTree(), as: .layoutFrames, named: "txt", record: .never, snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: sampleTree(boxX: 11), as: .layoutFrames, named: "txt", record: .never, snapshotDirectory: folder)?
            .contains("+   (box): 11 10 20 20") == true)

        // The whole solution as JSON, and any strategy composed onto what holds a view tree.
        #expect(verifySnapshot(of: sampleTree(), as: .layoutJSON, named: "json", record: .all, snapshotDirectory: folder) != nil)
        #expect(FileManager.default.fileExists(atPath: folder + "/snapshotTestingStrategies.json.json"))
        #expect(verifySnapshot(of: sampleTree(), as: .layoutJSON, named: "json", record: .never, snapshotDirectory: folder) == nil)
        #expect(verifySnapshot(of: sampleTree(boxX: 11), as: .layoutJSON, named: "json", record: .never, snapshotDirectory: folder) != nil)
        struct Screen { let root: View }
        let framesOnly = Snapshotting<View, RGBAImage>.layoutImage(scale: 1, overlay: .frames).pullback(\Screen.root)
        #expect(verifySnapshot(of: Screen(root: sampleTree()), as: framesOnly, named: "screen", record: .all, snapshotDirectory: folder) != nil)
        #expect(verifySnapshot(of: Screen(root: sampleTree()), as: framesOnly, named: "screen", record: .never, snapshotDirectory: folder) == nil)
        let screen = try PNGCodec.decode(Array(Data(contentsOf: URL(fileURLWithPath: folder + "/snapshotTestingStrategies.screen.png"))))
        #expect(screen.width == 80 && screen.height == 50, "@1x, as asked")
    }
}

/// The same assertion under XCTest.
final class AssertLayoutSnapshotXCTests: XCTestCase {
    func testMatchingGoldenPassesInXCTest() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        // The assertion's first unnamed snapshot is number 1.
        XCTAssertNotNil(verifyLayoutSnapshot(of: sampleTree(), named: "1", record: .missing, snapshotDirectory: folder,
                                             filePath: #filePath, testName: #function))
        assertLayoutSnapshot(of: sampleTree(), record: .never, snapshotDirectory: folder)
    }
}
