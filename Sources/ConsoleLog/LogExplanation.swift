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
        out += "\(sourceName): \(count) conflict report\(count == 1 ? "" : "s")"
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
        return out
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
