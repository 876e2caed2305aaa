import Dispatch
import Layout
import PNGCodec
import Testing
@testable import Render

/// Renderers on several threads at once, as `masrender check` runs them (one per worker) and
/// as tests run: Cairo 1.16 (Debian 12's) shares its scaled fonts and their glyph caches
/// between every font map of the process, and evicts glyphs on one thread that another is
/// drawing; a crash inside libcairo was the result until text went through one lock.
@Suite struct RenderersOnManyThreadsTests {
    /// Many labels in many fonts and sizes, so glyph caches fill and are evicted.
    func crowdedLabels(_ seed: Int) throws -> View {
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 320, height: 640))
        root.backgroundColor = .white
        let fonts = ["system 17", "system 13 bold", "title1", "caption2 italic", "DejaVu Sans 11", "monospaced 12", "system 34 heavy"]
        var above: View?
        for i in 0..<10 {
            let label = View(id: "label\(i)", kind: .label, key: "")
            let words = (0..<6).map { "w\(seed)x\(i * 7 + $0)ÅßÆ漢字" }.joined(separator: " ")
            label.label = LabelContent(text: words, font: fonts[(i + seed) % fonts.count], textColor: .black)
            label.label?.numberOfLines = 2
            root.addSubview(label)
            let previous = above
            try label.mas.makeConstraints { make in
                make.left.right.equalTo(root).inset(8)
                if let previous { make.top.equalTo(previous.mas_bottom).offset(2) } else { make.top.equalTo(root).offset(4) }
            }
            above = label
        }
        return root
    }

    @Test func fourThreadsDrawWhatOneDraws() throws {
        let reference = try Renderer()
        let expected = try (0..<4).map { seed in
            try reference.image(try crowdedLabels(seed).layout(text: reference.text), scale: 1).pixels
        }
        // One slot per thread: no two threads write the same one.
        let mismatches = UnsafeMutableBufferPointer<Int>.allocate(capacity: 4)
        defer { mismatches.deallocate() }
        mismatches.initialize(repeating: 0)
        nonisolated(unsafe) let slots = mismatches
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for round in 0..<12 {
                let seed = (thread + round) % 4
                // A renderer made and freed each round, as tests and `check` workers do.
                guard let renderer = try? Renderer() else { slots[thread] = 100; return }
                let pixels = try? renderer.image(try crowdedLabels(seed).layout(text: renderer.text), scale: 1).pixels
                if pixels != expected[seed] { slots[thread] += 1 }
            }
        }
        #expect(Array(mismatches) == [0, 0, 0, 0])
    }
}
