import Foundation
import Testing
import Layout
import Scene

/// `LayoutSession` re-solves a tree by edits where only constants moved: its results must be
/// those of solving from scratch, on every scene fixture, in every combination of screen, text
/// size, direction and doubled texts.
@Suite struct LayoutSessionTests {
    /// Text whose size follows the font's size (the number in its name), so text sizes move labels:
    /// 0.55 em a character, 1.2 em a line; words wrap at spaces.
    struct SizedText: TextMeasuring {
        func size(_ font: String) -> Double {
            font.split(separator: " ").compactMap { Double($0) }.first ?? 17
        }
        func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
            let em = size(font), advance = em * 0.55
            var lines: [String] = []
            for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
                var current = ""
                for word in paragraph.split(separator: " ") {
                    let candidate = current.isEmpty ? String(word) : current + " " + word
                    if let maxWidth, Double(candidate.count) * advance > maxWidth, !current.isEmpty {
                        lines.append(current); current = String(word)
                    } else { current = candidate }
                }
                lines.append(current)
            }
            if text.isEmpty { lines = [] }
            if maxLines > 0 { lines = Array(lines.prefix(maxLines)) }
            let line = em * 1.2
            return TextMetrics(size: Size(width: Double(lines.map(\.count).max() ?? 0) * advance, height: Double(lines.count) * line),
                               firstBaseline: em, lastBaseline: Double(max(lines.count, 1) - 1) * line + em)
        }
    }

    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var scenes: [String] {
        let fm = FileManager.default
        var paths: [String] = []
        for folder in ["Fixtures/scenes", "Fixtures/audit", "Fixtures/bench"] {
            let dir = root.appendingPathComponent(folder).path
            for name in ((try? fm.contentsOfDirectory(atPath: dir)) ?? []).sorted() where name.hasSuffix(".json") && !name.contains("1000") {
                paths.append(dir + "/" + name)
            }
        }
        return paths
    }

    @Test func editsGiveWhatSolvingFromScratchGives() throws {
        let text = SizedText()
        var edited = 0, compared = 0
        for path in Self.scenes {
            guard let document = try? SceneDocument.load(path: path), document.code == nil else { continue }
            let name = path.split(separator: "/").last!
            var combos: [(DevicePreset, Bool, ContentSizeCategory, Bool, Bool)] = []
            for rtl in [false, true] { for double in [false, true] { for size in [ContentSizeCategory.large, .extraSmall, .accessibilityLarge] {
                for device in ["iPhone 15", "iPhone SE", "iPad"] { for landscape in [false, true] {
                    combos.append((DevicePreset.lookup(device)!.preset, landscape, size, rtl, double))
                } }
            } } }
            var first = document
            first.canvas.use(combos[0].0, landscape: false)
            let tree = try first.makeViewTree(text: text)
            let labels = tree.subtree.map { ($0, $0.label) }
            let session = LayoutSession(root: tree, text: text, fitting: first.canvas.fittingAxes)
            for (preset, landscape, size, rtl, double) in combos {
                // From scratch: the scene built for the combination.
                var d = document
                d.canvas.use(preset, landscape: landscape)
                d.canvas.textSize = size
                d.canvas.direction = rtl ? .rtl : .ltr
                let doubling: (View) -> Void = { root in
                    for v in root.subtree { if var l = v.label, !l.text.isEmpty { l.text = l.text + " " + l.text; v.label = l } }
                }
                let scratch = try d.layout(text: text, adjust: double ? doubling : nil)
                // By the session: the one tree moved onto the screen.
                tree.frame = Rect(x: 0, y: 0, width: landscape ? preset.height : preset.width, height: landscape ? preset.width : preset.height)
                tree.safeAreaInsets = landscape ? preset.landscapeSafeArea : preset.portraitSafeArea
                tree.displayScale = preset.scale
                tree.contentSizeCategory = size
                tree.isRightToLeft = rtl
                for (v, l) in labels { v.label = l }
                if double { doubling(tree) }
                let session = try session.layout()
                compared += 1
                let where_ = "\(name) \(preset.name)\(landscape ? " landscape" : "") \(size.name)\(rtl ? " rtl" : "")\(double ? " double" : "")"
                #expect(scratch.views.count == session.views.count, "\(where_)")
                for (a, b) in zip(scratch.views, session.views) {
                    let same = a.id == b.id && abs(a.frame.minX - b.frame.minX) < 1e-6 && abs(a.frame.minY - b.frame.minY) < 1e-6
                        && abs(a.frame.width - b.frame.width) < 1e-6 && abs(a.frame.height - b.frame.height) < 1e-6
                        && a.ambiguous == b.ambiguous && a.textCutOff == b.textCutOff
                    #expect(same, "\(where_): \(a.id) \(a.frame) vs \(b.frame)")
                    if !same { break }
                }
                #expect(scratch.conflicts == session.conflicts, "\(where_)")
                // The same states; an unmet constraint's error to the last bits of a double.
                let states = zip(scratch.constraints, session.constraints).allSatisfy { a, b in
                    switch (a.state, b.state) {
                    case (.unmet(let x), .unmet(let y)): return abs(x - y) < 1e-6
                    default: return a.state == b.state && abs(a.actual - b.actual) < 1e-6
                    }
                }
                #expect(states && scratch.constraints.count == session.constraints.count, "\(where_)")
            }
            edited += session.solvedByEdits
        }
        #expect(compared > 1000)
        // Most layouts were solved by edits: the test compares something.
        #expect(edited > compared / 2, "\(edited) of \(compared) by edits")
    }
}
