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
        let written = try FileManager.default.contentsOfDirectory(atPath: artifacts + "/masrender").sorted()
        #expect(written == ["recordsThenMatches.box.diff.png", "recordsThenMatches.box.failure.png", "recordsThenMatches.box.reference.png"])
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
        withKnownIssue { assertLayoutSnapshot(of: sampleTree(), record: .all, snapshotDirectory: folder, testName: "kept") }
        assertLayoutSnapshot(of: sampleTree(), record: .never, snapshotDirectory: folder, testName: "kept")
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
    }
}

/// The same assertion under XCTest.
final class AssertLayoutSnapshotXCTests: XCTestCase {
    func testMatchingGoldenPassesInXCTest() throws {
        let folder = try scratchFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        XCTAssertNotNil(verifyLayoutSnapshot(of: sampleTree(), record: .missing, snapshotDirectory: folder,
                                             filePath: #filePath, testName: #function))
        assertLayoutSnapshot(of: sampleTree(), record: .never, snapshotDirectory: folder)
    }
}
