import Testing
@testable import Audit
import Layout
import Scene

@Suite struct AuditMatrixTests {
    @Test func everyDistinctScreenOnceWithTheReferenceFirst() throws {
        let all = AuditMatrix.allDevices.map(\.name)
        #expect(all.first == "iPhone 15")
        // iPhone 14 Pro, 15 Pro and 16 are the iPhone 15's screen; 16e is the 14's.
        #expect(!all.contains("iPhone 16") && !all.contains("iPhone 15 Pro") && !all.contains("iPhone 16e"))
        #expect(all.contains("iPhone SE") && all.contains("iPhone 16 Pro Max") && all.contains("iPad mini"))
        #expect(all.count == 13)
    }

    @Test func textSizesTakeNamesRangesAndAll() throws {
        #expect(try AuditMatrix.textSizes("Large,AX1...AX3").map(\.name) == ["Large", "AX1", "AX2", "AX3"])
        #expect(try AuditMatrix.textSizes("xxxLarge…AX1").map(\.name) == ["xxxLarge", "AX1"])
        let all = try AuditMatrix.textSizes("all")
        #expect(all.count == 12 && all.first == .large)
        #expect(throws: MatrixError.self) { try AuditMatrix.textSizes("AX5...Large") }
        #expect(throws: MatrixError.self) { try AuditMatrix.textSizes("Huge") }
    }

    @Test func theReferenceComesFirstAndNamesAreFileSafe() throws {
        let m = AuditMatrix(devices: try AuditMatrix.devices("iPhone SE,iPad"), textSizes: [.large, .accessibilityExtraLarge],
                            orientations: [.portrait, .landscape], directions: [.ltr, .rtl], languages: [nil, .doubleLength])
        #expect(m.combinations.count == 2 * 2 * 2 * 2 * 2)
        #expect(m.reference.name == "iPhone-SE.Large")
        #expect(m.combinations.last!.name == "iPad.AX3.landscape.rtl.double-length")
        #expect(throws: MatrixError.self) { try AuditMatrix.devices("iPhone 99") }
    }

    @Test func doubleLengthShowsEachTextTwice() {
        #expect(PseudoLanguage.doubleLength.apply("Settings") == "Settings Settings")
        #expect(PseudoLanguage.doubleLength.apply("") == "")
    }
}
