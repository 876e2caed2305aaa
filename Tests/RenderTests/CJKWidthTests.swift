import Foundation
import Layout
import Testing
@testable import Render

/// Chinese and Korean labels in the system font against the widths Xcode stored for them in
/// real Interface Builder files (Fixtures/text/xcode-stored-cjk-labels.tsv, which names each
/// file and commit): each label laid out as UILabel sizes it, on its file's design device, with
/// the Chinese width of the Xcode that saved the file (CJKText).
@Suite struct CJKWidthTests {
    struct Stored {
        let toolsVersion: Double, scale: Double, hangul: Bool, characters: Int, font: String, width: Double
    }

    static let stored: [Stored] = {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fixtures/text/xcode-stored-cjk-labels.tsv").path
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").dropFirst().compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard f.count == 9, let n = Int(f[6]), let width = Double(f[8]) else { return nil }
            // "14490.70" is 14490.70; a three-part version its first two parts.
            let version = Double(f[3].split(separator: ".").prefix(2).joined(separator: ".")) ?? 0
            let at2x = ["-", "retina3_5", "retina4_0", "retina4_7", "retina6_1"].contains(f[4]) || f[4].hasPrefix("ipad")
            return Stored(toolsVersion: version, scale: at2x ? 2 : 3, hangul: f[5] == "hangul", characters: n, font: f[7], width: width)
        }
    }()

    /// How many of `rows` come out at their stored width, to the pixel, measured with the
    /// Chinese width `hanAdvance` gives for each file's version.
    static func agreeing(_ rows: [Stored], engine: TextEngine, hanAdvance: (Double) -> Double?) throws -> Int {
        var agree = 0
        for scale in Set(rows.map(\.scale)) {
            let group = rows.filter { $0.scale == scale }
            let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 4000, height: 200))
            root.displayScale = scale
            var labels: [View] = []
            for (i, row) in group.enumerated() {
                let label = View(id: "l\(i)", kind: .label)
                label.label = LabelContent(text: String(repeating: row.hangul ? "가" : "中", count: row.characters), font: row.font)
                label.label?.hanAdvance = hanAdvance(row.toolsVersion)
                root.addSubview(label)
                try label.mas.makeConstraints { make in make.left.top.equalTo(root) }
                labels.append(label)
            }
            let result = try root.layout(text: engine, explainingConflicts: false)
            for (i, row) in group.enumerated() where abs(result.view(id: labels[i].id)!.frame.width - row.width) < 0.01 { agree += 1 }
        }
        return agree
    }

    @Test func theDataIsThere() {
        #expect(Self.stored.count >= 350)
        #expect(Self.stored.filter(\.hangul).count >= 40)
    }

    /// Xcode 8.2 and before: a Chinese character is 1 em (55 of the 60 labels to the pixel).
    @Test func chineseBeforeXcode8_3() throws {
        let engine = try TextEngine()
        let rows = Self.stored.filter { !$0.hangul && $0.toolsVersion < 11000 }
        #expect(rows.count >= 55)
        let agree = try Self.agreeing(rows, engine: engine, hanAdvance: CJKText.hanAdvance(toolsVersion:))
        #expect(Double(agree) >= 0.85 * Double(rows.count), "\(agree) of \(rows.count)")
    }

    /// Xcode 8.3 to 14.2: 1.0196 em; today's width (nil) misses nearly all of them, so the
    /// version is what makes them agree.
    @Test func chineseFromXcode8_3To14_2() throws {
        let engine = try TextEngine()
        let rows = Self.stored.filter { !$0.hangul && $0.toolsVersion >= 11000 && $0.toolsVersion < 21000 }
        #expect(rows.count >= 250)
        let agree = try Self.agreeing(rows, engine: engine, hanAdvance: CJKText.hanAdvance(toolsVersion:))
        #expect(Double(agree) >= 0.65 * Double(rows.count), "\(agree) of \(rows.count)")
        let today = try Self.agreeing(rows, engine: engine, hanAdvance: { _ in nil })
        #expect(Double(today) <= 0.1 * Double(rows.count), "\(today) of \(rows.count) at today's width")
    }

    /// Korean: 0.865 em in every version and every measurement (no version is needed).
    @Test func hangulAtEveryVersion() throws {
        let engine = try TextEngine()
        let rows = Self.stored.filter(\.hangul)
        let agree = try Self.agreeing(rows, engine: engine, hanAdvance: { _ in nil })
        #expect(Double(agree) >= 0.9 * Double(rows.count), "\(agree) of \(rows.count)")
    }

    /// A run of Chinese or Korean is its characters' whole widths wherever it stands in the
    /// line: alone, first, last, between Latin letters, a single character.
    @Test func aRunIsItsCharactersWidthsAnywhereInTheLine() throws {
        let engine = try TextEngine()
        let font = "system 12"  // SF's tracking is 0 at 12 pt: Latin letters add only their advances
        let a = engine.measure("a", font: font).size.width, b = engine.measure("b", font: font).size.width
        let ab = engine.measure("ab", font: font).size.width
        let korean = 3 * 12 * CJKText.hangulAdvance
        #expect(abs(engine.measure("가", font: font).size.width - 12 * CJKText.hangulAdvance) < 0.01)
        #expect(abs(engine.measure("가가가", font: font).size.width - korean) < 0.01)
        #expect(abs(engine.measure("a가가가", font: font).size.width - (a + korean)) < 0.01)
        #expect(abs(engine.measure("가가가b", font: font).size.width - (korean + b)) < 0.01)
        #expect(abs(engine.measure("a가가가b", font: font).size.width - (ab + korean)) < 0.05)
        let chinese = engine.measure("中中中", font: font, hanAdvance: 1.0196).size.width
        #expect(abs(chinese - 3 * 12 * 1.0196) < 0.01)
        #expect(abs(engine.measure("中中中", font: font).size.width - 36) < 0.01, "today's: the stand-in's 1 em with SF's 12-pt tracking, 0")
    }
}
