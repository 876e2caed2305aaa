import ConsoleLog
import Foundation
import Layout
import Render
import Scene
import SourceProgram
import Testing

/// Issue 15's first rule, over every fixture (scenes in every state, source files, console
/// logs): no constraint line, I-beam, guide or hatching crosses a label's text, a key or a
/// badge; keys never cover each other or a label's text; badges never cover each other, a key
/// or a label's text; and nothing of it leaves the canvas.
@Suite struct TextIsSacredTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    static func files(_ folder: String, _ suffixes: [String]) -> [String] {
        let path = root.appendingPathComponent(folder).path
        return ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter { f in suffixes.contains { f.hasSuffix($0) } }
            .sorted().map { path + "/" + $0 }
    }

    /// Every picture the fixtures give, with a name.
    static func results() throws -> [(String, LayoutResult)] {
        let renderer = try Renderer()
        var out: [(String, LayoutResult)] = []
        for path in files("scenes", [".json"]) {
            let doc = try SceneDocument.load(path: path, codeReader: ProgramCodeReader())
            for state in 0..<doc.stateCount { out.append(("\(path) state \(state)", try doc.layout(state: state, text: renderer.text))) }
        }
        for path in files("sources", [".m", ".swift"]) {
            let layout = try ProgramReader.read(try String(contentsOfFile: path, encoding: .utf8), file: path, measuring: renderer.text)
            out.append((path, try layout.root.layout(text: renderer.text, fitting: layout.fitsHeight ? .height : [])))
        }
        for path in files("logs", [".log"]) {
            let report = LogReport(log: LogReader.read(try String(contentsOfFile: path, encoding: .utf8)), sourceName: path)
            for case let d? in report.diagnoses { out.append((path, d.layout.result)) }
        }
        return out
    }

    @Test func textIsNeverCrossedOrCovered() throws {
        let renderer = try Renderer()
        let all = try Self.results()
        #expect(all.count >= 45)
        var problems: [String] = []
        for (name, result) in all {
            let list = renderer.displayList(result, options: RenderOptions(scale: 2))
            let canvas = result.root.frame
            var labelText: [Rect] = [], keys: [Rect] = [], badges: [Rect] = []
            var lines: [(Point, Point)] = []
            for g in list.groups {
                for shape in g.shapes {
                    switch shape {
                    case .text(let run) where g.classes.contains("view") || g.classes.contains("context"):
                        labelText.append(Rect(origin: run.origin, size: run.size))
                    case .rect(let r, _, _) where g.classes.contains("keys"): keys.append(r)
                    case .rect(let r, _, _) where g.classes.contains("constraint"): badges.append(r)
                    case .line(let points, _) where g.classes.contains("constraint") || g.classes.contains("ghost") || g.classes.contains("ambiguous"):
                        for k in 0..<(points.count - 1) { lines.append((points[k], points[k + 1])) }
                    default: break
                    }
                }
            }
            // Shrunk a hair: touching is not crossing.
            func inner(_ r: Rect) -> Rect { Rect(x: r.minX + 0.25, y: r.minY + 0.25, width: max(r.width - 0.5, 0), height: max(r.height - 0.5, 0)) }
            let sacred = (labelText + keys + badges).map(inner)
            for (a, b) in lines {
                if let box = sacred.first(where: { TextProtectionProbe.crosses(a, b, $0) }) {
                    problems.append("\(name): a line from \(a) to \(b) crosses text at \(box)")
                    break
                }
            }
            for (i, k) in keys.enumerated() {
                if keys[(i + 1)...].contains(where: { inner($0).intersects(inner(k)) }) { problems.append("\(name): keys overlap at \(k)") }
                if labelText.contains(where: { inner($0).intersects(inner(k)) }) { problems.append("\(name): a key covers a label's text at \(k)") }
                if k.minX < canvas.minX - 0.01 || k.maxX > canvas.maxX + 0.01 || k.minY < canvas.minY - 0.01 || k.maxY > canvas.maxY + 0.01 {
                    problems.append("\(name): a key leaves the canvas at \(k)")
                }
            }
            for (i, b) in badges.enumerated() {
                if badges[(i + 1)...].contains(where: { inner($0).intersects(inner(b)) }) { problems.append("\(name): badges overlap at \(b)") }
                if (keys + labelText).contains(where: { inner($0).intersects(inner(b)) }) { problems.append("\(name): a badge covers text at \(b)") }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(20).joined(separator: "\n"))")
    }
}

/// An independent check of a segment against a box (not the renderer's own clipping).
enum TextProtectionProbe {
    static func crosses(_ a: Point, _ b: Point, _ r: Rect) -> Bool {
        guard r.width > 0, r.height > 0 else { return false }
        // Sample the segment finely: boxes are at least a few points across.
        let length = abs(b.x - a.x) + abs(b.y - a.y)
        let steps = max(Int(length / 0.2), 1)
        for s in 0...steps {
            let t = Double(s) / Double(steps)
            let x = a.x + (b.x - a.x) * t, y = a.y + (b.y - a.y) * t
            if x > r.minX && x < r.maxX && y > r.minY && y < r.maxY { return true }
        }
        return false
    }
}
