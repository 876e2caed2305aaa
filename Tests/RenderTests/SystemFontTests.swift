import Foundation
import Layout
import Testing
@testable import Render

/// The system font measured against iOS's own widths: labels laid out by masrender (Inter with
/// San Francisco's tracking and line box, sized up to the pixel on @3x) against what CoreText
/// and UILabel gave the same strings on the iOS 26.1 simulator
/// (Fixtures/text/ios-26.1-system-font.tsv, which names its source).
@Suite struct SystemFontTests {
    struct Published {
        let font: String, weight: String, size: Double, text: String
        let coreTextWidth: Double, labelWidth: Double, lineHeight: Double
    }

    static let published: [Published] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/text/ios-26.1-system-font.tsv").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 7, let size = Double(f[2]), let ct = Double(f[4]), let label = Double(f[5]), let lh = Double(f[6]) else { return nil }
            return Published(font: f[0], weight: f[1], size: size, text: f[3], coreTextWidth: ct, labelWidth: label, lineHeight: lh)
        }
    }()

    /// Each published label laid out as UILabel would size it on an @3x screen.
    static func laidOut(_ rows: [Published], engine: TextEngine) throws -> [(row: Published, size: Size)] {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 2000, height: 200))
        root.displayScale = 3
        var labels: [View] = []
        for (i, row) in rows.enumerated() {
            let label = View(id: "l\(i)", kind: .label)
            label.label = LabelContent(text: row.text, font: row.font)
            root.addSubview(label)
            try label.mas.makeConstraints { make in
                make.left.top.equalTo(root)
            }
            labels.append(label)
        }
        let result = try root.layout(text: engine, explainingConflicts: false)
        return rows.indices.map { (rows[$0], result.view(id: labels[$0].id)!.frame.size) }
    }

    static func meanError(_ pairs: [(row: Published, size: Size)]) -> Double {
        pairs.map { abs($0.size.width - $0.row.labelWidth) / $0.row.labelWidth }.reduce(0, +) / Double(max(pairs.count, 1)) * 100
    }

    /// The upright system font (not its italics, not the monospaced font).
    static func upright(_ row: Published) -> Bool { row.font.hasPrefix("system ") && !row.font.contains("italic") }

    @Test func theDataIsThere() {
        #expect(Self.published.count >= 1000)
        #expect(Set(Self.published.map(\.size)).count >= 20)
    }

    /// The issue's targets: mean |error| at most 3 % over regular, medium, semibold and bold
    /// labels from 8 to 34 pt; at most 1.5 % for regular text under 20 pt.
    @Test func widthsAsIOSMeasuresThem() throws {
        let engine = try TextEngine()
        let four = Self.published.filter { ["regular", "medium", "semibold", "bold"].contains($0.weight) && Self.upright($0) }
        let all = try Self.laidOut(four, engine: engine)
        let overall = Self.meanError(all)
        let smallRegular = Self.meanError(all.filter { $0.row.weight == "regular" && $0.row.size < 20 })
        print("system font against iOS 26.1: mean |error| \(overall) % over \(all.count) labels; regular under 20 pt \(smallRegular) %")
        #expect(overall <= 3)
        #expect(smallRegular <= 1.5)
    }

    /// Heights: one line of the system font is SF's lineHeight (2444/2048 of the size), rounded
    /// up to the pixel, for every size and weight.
    @Test func heightsExactToThePixel() throws {
        let engine = try TextEngine()
        let rows = Self.published.filter { !$0.font.hasPrefix("monospaced") }
        for (row, size) in try Self.laidOut(rows, engine: engine) {
            let expected = (row.lineHeight * 3 - 1e-6).rounded(.up) / 3
            #expect(abs(size.height - expected) < 0.001, "\(row.font) \(row.text): \(size.height) for \(expected)")
        }
    }

    /// What it was: DejaVu Sans (Bold for every heavier weight), whole points.
    @Test func dejaVuWasFarWider() throws {
        let engine = try TextEngine()
        let rows = Self.published.filter { $0.weight == "regular" && Self.upright($0) }
        let asSystem = Self.meanError(try Self.laidOut(rows, engine: engine))
        let asDejaVu = Self.meanError(try Self.laidOut(rows.map {
            Published(font: "DejaVu Sans \(Int($0.size))", weight: $0.weight, size: $0.size, text: $0.text,
                      coreTextWidth: $0.coreTextWidth, labelWidth: $0.labelWidth, lineHeight: $0.lineHeight)
        }, engine: engine))
        #expect(asDejaVu > 10)
        #expect(asSystem < asDejaVu / 3)
    }
}
