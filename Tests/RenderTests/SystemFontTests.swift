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

    /// The issue's targets were mean |error| at most 3 % over regular, medium, semibold and bold
    /// labels from 8 to 34 pt and at most 1.5 % for regular text under 20 pt (Inter with SF's
    /// tracking: 2.9 % and 1.2 %). With San Francisco's own advances: 0.33 % and 0.29 %.
    @Test func widthsAsIOSMeasuresThem() throws {
        let engine = try TextEngine()
        let four = Self.published.filter { ["regular", "medium", "semibold", "bold"].contains($0.weight) && Self.upright($0) }
        let all = try Self.laidOut(four, engine: engine)
        let overall = Self.meanError(all)
        let smallRegular = Self.meanError(all.filter { $0.row.weight == "regular" && $0.row.size < 20 })
        print("system font against iOS 26.1: mean |error| \(overall) % over \(all.count) labels; regular under 20 pt \(smallRegular) %")
        #expect(overall <= 0.5)
        #expect(smallRegular <= 0.5)
    }

    /// The sizes between and beyond the four whose advances the table holds (17, 20, 24, 28):
    /// every other size from 8 to 40 is worked out from them (SanFranciscoAdvances), so these
    /// labels test the working, not the table.
    @Test func widthsAtSizesTheTableDoesNotHold() throws {
        let engine = try TextEngine()
        let held: Set<Double> = [17, 20, 24, 28]
        let four = Self.published.filter { ["regular", "medium", "semibold", "bold"].contains($0.weight) && Self.upright($0) && !held.contains($0.size) }
        let all = try Self.laidOut(four, engine: engine)
        let error = Self.meanError(all)
        print("system font at sizes the table does not hold: mean |error| \(error) % over \(all.count) labels")
        #expect(all.count > 700)
        #expect(error <= 0.6)
    }

    /// One character alone is exactly San Francisco's advance (iOS 26.1's UIFont: "a" in regular
    /// 17 pt is 8.9482421875, in bold 9.591552734375), whatever Inter's is; a pair adds the
    /// stand-in's kerning of it.
    @Test func aCharacterIsItsSanFranciscoAdvance() throws {
        let engine = try TextEngine()
        #expect(abs(engine.measure("a", font: "system 17").size.width - 8.9482421875) < 0.001)
        #expect(abs(engine.measure("a", font: "system 17 bold").size.width - 9.591552734375) < 0.001)
        #expect(abs(engine.measure("m", font: "system 17").size.width - 14.3603515625) < 0.001)
        let pair = engine.measure("am", font: "system 17").size.width
        #expect(abs(pair - (8.9482421875 + 14.3603515625)) < 0.2)
        // Below 17 pt only the tracking changes (the same file's 8-pt advances: "a" 4.6171875).
        #expect(abs(SanFranciscoAdvances.advance(of: UInt8(ascii: "a"), weight: .regular, size: 8)! - 4.6171875) < 0.015)
        // Only printable ASCII is held, and only the four weights.
        #expect(SanFranciscoAdvances.advance(of: 0xC3, weight: .regular, size: 17) == nil)
        #expect(SanFranciscoAdvances.advance(of: 0x0A, weight: .regular, size: 17) == nil)
        #expect(SanFranciscoAdvances.advance(of: UInt8(ascii: "a"), weight: .light, size: 17) == nil)
    }

    /// A line that exactly fills its width stays one line, and one a point narrower wraps:
    /// wrapping, ellipsizing and measuring use the same widths.
    @Test func wrappingUsesTheSameWidths() throws {
        let engine = try TextEngine()
        let text = "Wrote the first program"
        let width = engine.measure(text, font: "system 17").size.width
        #expect(engine.labelLines(text, font: "system 17", width: width, maxLines: 0) == [text])
        #expect(engine.labelLines(text, font: "system 17", width: width - 1, maxLines: 0).count == 2)
        #expect(engine.labelLines(text, font: "system 17", width: width - 1, maxLines: 1).first?.hasSuffix("…") == true)
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
