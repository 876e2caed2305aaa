import Layout

/// Every report of a log, each rebuilt, solved and diagnosed; and the words for all of it.
public struct LogReport {
    public let log: ConsoleLog
    public let sourceName: String
    /// One per block; nil where the block could not be laid out (said in `failures`).
    public let diagnoses: [LogDiagnosis?]
    public let failures: [Int: String]

    public init(log: ConsoleLog, sourceName: String) {
        self.log = log
        self.sourceName = sourceName
        var diagnoses: [LogDiagnosis?] = [], failures: [Int: String] = [:]
        for b in log.blocks.indices {
            guard !log.blocks[b].constraints.isEmpty else { diagnoses.append(nil); failures[b] = "it lists no constraint"; continue }
            do {
                diagnoses.append(LogDiagnosis(layout: try LogLayout(log: log, block: b, sourceName: sourceName)))
            } catch {
                diagnoses.append(nil)
                failures[b] = "\(error)"
            }
        }
        self.diagnoses = diagnoses
        self.failures = failures
    }

    /// The first block that holds a constraint repeated word for word, for "the same as report N".
    public func sameAs(_ b: Int) -> Int? {
        let texts = log.blocks[b].constraints.map(\.text)
        return (0..<b).first { log.blocks[$0].constraints.map(\.text) == texts }
    }

    /// What `masrender explain --log` prints.
    public func text() -> String {
        var out = ""
        let framework = log.isAppKit ? "AppKit" : "UIKit"
        let count = log.blocks.count
        out += count == 0 && !log.ambiguities.isEmpty ? "\(sourceName): no conflict report" : "\(sourceName): \(count) conflict report\(count == 1 ? "" : "s")"
        if log.traceViews > 0 {
            out += "; an _autolayoutTrace of \(log.traceViews) view\(log.traceViews == 1 ? "" : "s"), \(log.ambiguities.count) of them ambiguous"
        }
        if !log.otherLines.isEmpty {
            let n = log.otherLines.count
            out += "; \(n) other line\(n == 1 ? "" : "s") of text (\(Self.ranges(log.otherLines))) \(n == 1 ? "is" : "are") not part of any report"
        }
        out += "\n"
        for w in log.warnings { out += "  warning: \(sourceName):\(w.line):\(w.column): \(w.message)\n" }
        for b in log.blocks.indices {
            let block = log.blocks[b]
            out += "\nReport \(b + 1) (lines \(block.firstLine)–\(block.lastLine)): \(block.constraints.count) constraint\(block.constraints.count == 1 ? "" : "s") printed"
            if block.isCutOff { out += ", cut off" }
            out += "\n"
            if let same = sameAs(b) { out += "  The same constraints as report \(same + 1).\n"; continue }
            guard let d = diagnoses[b] else { out += "  Cannot be laid out: \(failures[b] ?? "unknown reason").\n"; continue }
            if let broken = block.broken { out += "  \(framework) broke:  \(d.reference(broken))\n" }
            for (n, conflict) in d.conflicts.enumerated() {
                let title = d.conflicts.count > 1 ? "Conflict \(n + 1)" : "The conflict"
                out += "  \(title): these \(conflict.set.count) cannot all hold\(conflict.set.count < block.constraints.count ? " (a smaller set than the list)" : ""):\n"
                for i in conflict.set {
                    let c = block.constraints[i]
                    let mark = i == conflict.broken ? "broken " : "       "
                    let who = c.origin.isSystem ? "[\(framework): \(c.origin.words)] " : ""
                    out += "    \(mark) line \(c.line): \(who)\(c.text)\n"
                }
                if let uikit = block.broken, uikit != conflict.broken, n == 0 {
                    out += "    (\(framework) broke line \(block.constraints[uikit].line), which is not needed for this set; masrender broke line \(block.constraints[conflict.broken].line))\n"
                }
            }
            for (index, reason) in d.layout.leftOut {
                out += "  Left out: line \(block.constraints[index].line) is \(reason).\n"
            }
            let assumed = d.layout.result.views.filter { !$0.assumed.isEmpty && !$0.isLayoutGuide }
            if !assumed.isEmpty {
                out += "  Not in the log, so assumed in the picture: " + assumed.map { "\($0.key) (\($0.assumed.joined(separator: ", ")))" }.joined(separator: "; ") + "\n"
            }
            if !d.suggestions.isEmpty {
                out += "  What to do:\n"
                for s in d.suggestions { out += "    - \(s.text)\n" }
            }
        }
        if !log.ambiguities.isEmpty { out += ambiguityText() }
        return out
    }

    /// The views an _autolayoutTrace marks ambiguous, what each leaves open, and what to do.
    func ambiguityText() -> String {
        var out = "\nAmbiguous views (from _autolayoutTrace):\n"
        for a in log.ambiguities {
            let what = a.attributes.isEmpty ? "its frame is not fixed (the trace names no attribute)"
                : "its " + Self.list(a.attributes.map(Self.attributeWords)) + (a.attributes.count == 1 ? " is" : " are") + " not fixed"
            out += "  line \(a.line): \(Self.name(of: a.item)): \(what)\n"
        }
        let all = log.ambiguities.flatMap(\.attributes).map(Self.traceAttribute)
        out += "  What to do:\n"
        out += "    - An ambiguous view's constraints allow more than one frame: Auto Layout picks one, and the pick can change from run to run or with the content.\n"
        if all.contains(where: { $0?.isSize == false }) || all.isEmpty {
            out += "    - A position (minX, minY) is fixed by an edge or a centre tied to a view that is itself placed: top to the bottom of the view above, leading to the superview's leading.\n"
        }
        if all.contains(where: { $0?.isSize == true }) || all.isEmpty {
            out += "    - A size (Width, Height) is fixed by a width or height constraint, by both edges, or by content that sizes the view (a label's text, an image) with hugging and compression resistance that say which view gives way; in a self-sizing cell, by a chain of constraints from the content view's top to its bottom.\n"
        }
        if log.blocks.allSatisfy({ $0.constraints.isEmpty }), let first = log.ambiguities.first {
            out += "    - The trace lists views, not constraints, so there is nothing to draw: paste their constraints as well (in lldb: \(Self.constraintsCommand(for: first)), 0 for horizontal, 1 for vertical) and masrender draws them, or give it the code that makes them (masrender View.m -o out.png).\n"
        }
        return out
    }

    /// The lldb command that prints the constraints an ambiguous view's first named attribute
    /// depends on (the vertical axis when the trace names none).
    public static func constraintsCommand(for a: LogAmbiguity) -> String {
        let vertical = a.attributes.first.map { traceAttribute($0).map { !$0.isHorizontal } ?? false } ?? true
        return "po [\(a.item.ref) constraintsAffectingLayoutForAxis:\(vertical ? 1 : 0)]"
    }

    /// `UILabel 'Street' (0x78f316e0)`, `UIView 0x125e60cb0`.
    public static func name(of item: LogItem) -> String {
        if let q = item.quoted, !q.isEmpty { return "\(item.shortClassName) '\(q)' (\(item.ref))" }
        return "\(item.shortClassName) \(item.ref)"
    }

    /// The attribute a trace's name stands for: the layout engine keeps a frame as minX, minY,
    /// Width and Height (the other edges and centres as the same attributes would be named).
    static func traceAttribute(_ name: String) -> LayoutAttribute? {
        switch name.lowercased() {
        case "minx": return .left
        case "miny": return .top
        case "maxx": return .right
        case "maxy": return .bottom
        case "centerx": return .centerX
        case "centery": return .centerY
        case "width": return .width
        case "height": return .height
        default: return nil
        }
    }

    /// A trace's attribute in words: `minY` → "vertical position (minY)", `Height` → "height";
    /// others as printed.
    static func attributeWords(_ name: String) -> String {
        switch traceAttribute(name) {
        case .left?: return "horizontal position (minX)"
        case .top?: return "vertical position (minY)"
        case let a? where a.isSize: return a.rawValue
        default: return name
        }
    }

    /// `a`, `a and b`, `a, b and c`.
    static func list(_ words: [String]) -> String {
        words.count <= 1 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
    }

    /// `3–5, 9, 12–13`.
    public static func ranges(_ lines: [Int]) -> String {
        var parts: [String] = []
        var i = 0
        while i < lines.count {
            var j = i
            while j + 1 < lines.count, lines[j + 1] == lines[j] + 1 { j += 1 }
            parts.append(i == j ? "line \(lines[i])" : "lines \(lines[i])–\(lines[j])")
            i = j + 1
        }
        if parts.count > 6 { return parts.prefix(6).joined(separator: ", ") + ", …" }
        return parts.joined(separator: ", ")
    }
}
