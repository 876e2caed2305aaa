/// Reads a console log as people paste it — from Xcode's console, Console.app, a crash report,
/// a forum post or an issue — into its conflict reports.
///
/// Prefixes (timestamps, process names, `[LayoutConstraints]`, syslog columns, Markdown's `> `),
/// Markdown escapes (`\<`, `\>`), bold lines and `~~` for `-`, HTML entities, indentation,
/// blank lines and people's own comments do not matter: the reader looks for constraint descriptions wherever they stand,
/// for the frameworks' header and break lines, and says what else it saw.
public enum LogReader {
    public static func read(_ text: String) -> ConsoleLog {
        var reader = Reading()
        reader.run(lines: cleanLines(text))
        return reader.log
    }

    /// One line with Markdown escapes and HTML entities undone, and for each character the
    /// 1-based column it came from.
    struct CleanLine {
        var chars: [Character]
        var columns: [Int]
        var number: Int
    }

    static func cleanLines(_ text: String) -> [CleanLine] {
        var result: [CleanLine] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let original = Array(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            var chars: [Character] = [], columns: [Int] = []
            var i = 0
            while i < original.count {
                let c = original[i]
                if c == "\\", i + 1 < original.count, original[i + 1].isASCII, original[i + 1].isPunctuation || original[i + 1].isSymbol {
                    chars.append(original[i + 1]); columns.append(i + 1); i += 2; continue
                }
                // Markdown's strikethrough where an issue tracker's sync turned Jira's `-x-` into
                // `~~x~~`: no description holds a `~`, so `V:|~~(0)~~[…]` is `V:|-(0)-[…]`.
                if c == "~", i + 1 < original.count, original[i + 1] == "~" {
                    chars.append("-"); columns.append(i + 1); i += 2; continue
                }
                if c == "&" {
                    var matched = false
                    for (entity, value) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&apos;", "'"), ("&amp;", "&"), ("&#34;", "\"")] {
                        let e = Array(entity)
                        if i + e.count <= original.count, Array(original[i..<(i + e.count)]) == e {
                            chars.append(Character(value)); columns.append(i + 1); i += e.count; matched = true; break
                        }
                    }
                    if matched { continue }
                }
                chars.append(c); columns.append(i + 1); i += 1
            }
            result.append(CleanLine(chars: chars, columns: columns, number: number))
        }
        return result
    }
}

/// The state of one pass over the lines.
private struct Reading {
    var log = ConsoleLog()
    var current: LogBlock?
    var awaitingBreak = false
    var listOpen = false

    /// The frameworks' own words around the list: not the user's, so not reported.
    static let frameworkPhrases = [
        "probably at least one of the constraints", "try this:", "look at each constraint and try",
        "find the code that added the unwanted", "if you're seeing nsautoresizingmasklayoutconstraints",
        "make a symbolic breakpoint", "uiconstraintbasedlayoutdebugging", "may also be helpful",
        "set the nsuserdefault", "nsconstraintbasedlayoutvisualizemutuallyexclusiveconstraints",
        "layout_constraints_not_satisfiable", "break on objc_exception_throw", "visualizeconstraints",
        "refer to the documentation for the uiview property", "translatesautoresizingmaskintoconstraints)",
        "to catch this in the debugger",
        // Around an _autolayoutTrace: UIKit's synopsis header, the command, the legend.
        "has an ambiguous layout", "_autolayouttrace", "is laid out with auto layout", "is laid out manually",
        "layout engine host",
    ]

    mutating func run(lines: [LogReader.CleanLine]) {
        var index = 0
        while index < lines.count {
            let line = lines[index]
            let lower = String(line.chars).lowercased()
            var understood = false
            if lower.contains("unable to simultaneously satisfy") || lower.contains("satisfy constraints simultaneously")
                || lower.contains("conflicting constraints detected") {
                closeBlock(cutOffBy: "a new report")
                current = LogBlock(firstLine: line.number, lastLine: line.number, hasHeader: true)
                understood = true
                if lower.contains("appkit") || lower.contains("nswindow") || lower.hasSuffix("constraints:") { log.isAppKit = true }
            }
            if lower.contains("will attempt to recover by breaking") {
                awaitingBreak = true
                understood = true
            }
            var trimmed = lower.trimmed
            // A line set in bold by Markdown (`**(**`, `**)**`): its punctuation as printed.
            while trimmed.count >= 4, trimmed.hasPrefix("**"), trimmed.hasSuffix("**") { trimmed = String(trimmed.dropFirst(2).dropLast(2)).trimmed }
            if trimmed == "(" || trimmed.hasSuffix(": (") || trimmed.hasSuffix(":(") { listOpen = true; understood = true }
            // The list's own punctuation, also after a prefix (`… <Warning>: )`).
            let lastWord = trimmed.split(whereSeparator: { $0.isWhitespace }).last.map(String.init) ?? ""
            if ["(", ")", ").", "\")", "...", "…", ">"].contains(lastWord) && !lower.contains("constraint:") || trimmed.isEmpty {
                understood = true
                if lastWord.hasPrefix(")") { listOpen = false }
            }
            if Self.frameworkPhrases.contains(where: { lower.contains($0) }) || trimmed == "legend:" { understood = true }
            // A trace's bars with nothing after them (the tree's end, or where a paste stopped).
            if trimmed.hasPrefix("|"), trimmed.allSatisfy({ $0 == "|" || $0.isWhitespace }) { understood = true }
            // A line of an _autolayoutTrace view tree (no constraint on it).
            if Self.descriptionStart(line.chars, from: 0) == nil, let trace = TraceLine(line.chars) {
                understood = true
                noteTrace(trace, line: line.number, column: trace.classStart < line.columns.count ? line.columns[trace.classStart] : 1)
            }
            if lower.contains("<private>") {
                log.warnings.append(LogWarning(line: line.number, column: (line.columns.first ?? 1),
                                               message: "the system log hid this constraint as <private>; copy the log from Xcode's console to see it"))
                understood = true
            }
            // Descriptions on this line (a description wrapped over lines is joined back).
            var chars = line.chars, columns = line.columns
            var lineNumbers = Array(repeating: line.number, count: chars.count)
            var position = 0
            var consumedLines = 0
            while let start = Self.descriptionStart(chars, from: position) {
                understood = true
                var end = Self.descriptionEnd(chars, from: start.index)
                // Joined with the next lines when the paste wrapped it.
                while end == nil, consumedLines < 4, index + consumedLines + 1 < lines.count {
                    consumedLines += 1
                    let next = lines[index + consumedLines]
                    if Self.descriptionStart(next.chars, from: 0) != nil { consumedLines -= 1; break }
                    chars += [" "] + next.chars
                    columns += [next.columns.first ?? 1] + next.columns
                    lineNumbers += Array(repeating: next.number, count: next.chars.count + 1)
                    end = Self.descriptionEnd(chars, from: start.index)
                }
                let lineNumber = lineNumbers[start.index], column = columns[start.index]
                guard let end else {
                    log.warnings.append(LogWarning(line: lineNumber, column: column, message: "this constraint is cut off (no '>' closes it); it is left out"))
                    if current != nil { current!.isCutOff = true }
                    position = chars.count
                    break
                }
                var description = String(chars[start.index..<end])
                if !start.bracketed { description = "<" + description + ">" }
                // Offsets into the description count the '<' put back where a page ate it.
                add(description, line: lineNumber, column: column, offsets: columns, startIndex: start.index - (start.bracketed ? 0 : 1), lines: lineNumbers)
                position = end
            }
            if !understood {
                if Self.looksLikeConstraint(lower) {
                    let first = Self.firstNonSpace(line.chars)
                    log.warnings.append(LogWarning(line: line.number, column: first < line.columns.count ? line.columns[first] : 1,
                                                   message: "this looks like a constraint but is not in a form the frameworks print (expected <NSLayoutConstraint:0x… item.attribute == …>); it is left out"))
                } else {
                    log.otherLines.append(line.number)
                }
            }
            if let c = current, c.lastLine < line.number + consumedLines, understood, !trimmed.isEmpty { current!.lastLine = line.number + consumedLines }
            index += 1 + consumedLines
        }
        closeBlock(cutOffBy: nil)
        resolveSuperviews()
        classify()
    }

    /// A position against a number (`UIButton.midX == 25`) printed without a names table
    /// refers to a superview the log calls `|`; when another constraint's table says whose
    /// superview that is, use it.
    mutating func resolveSuperviews() {
        var known: [String: String] = [:]
        for block in log.blocks {
            for c in block.constraints {
                guard let child = c.superviewOf, let second = c.equation.second else { continue }
                let parent = c.equation.first.item == child ? second.item : c.equation.first.item
                if parent != "|" && known[child] == nil { known[child] = parent }
            }
        }
        for b in log.blocks.indices {
            for i in log.blocks[b].constraints.indices {
                let c = log.blocks[b].constraints[i]
                guard let child = c.superviewOf, let parent = known[child] else { continue }
                if c.equation.first.item == "|" { log.blocks[b].constraints[i].equation.first.item = parent }
                if c.equation.second?.item == "|" { log.blocks[b].constraints[i].equation.second?.item = parent }
            }
        }
        let used = log.blocks.contains { $0.constraints.contains { $0.equation.first.item == "|" || $0.equation.second?.item == "|" } }
        if !used { log.items["|"] = nil }
    }

    mutating func closeBlock(cutOffBy next: String?) {
        guard var block = current else { return }
        if block.broken == nil { block.isCutOff = true }
        if !block.constraints.isEmpty || block.hasHeader {
            if block.constraints.isEmpty {
                log.warnings.append(LogWarning(line: block.firstLine, column: 1, message: "this report lists no constraint (it was cut off or its constraints hidden)"))
            }
            log.blocks.append(block)
        }
        current = nil
        awaitingBreak = false
        listOpen = false
    }

    mutating func add(_ description: String, line: Int, column: Int, offsets: [Int], startIndex: Int, lines: [Int]) {
        var parser = DescriptionParser(items: log.items)
        let parsed: LogConstraint
        do {
            parsed = try parser.parse(description)
        } catch {
            let k = max(min(startIndex + error.offset, offsets.count - 1), 0)
            log.warnings.append(LogWarning(line: lines[k], column: offsets[k],
                                           message: error.message + "; this constraint is left out"))
            if awaitingBreak { awaitingBreak = false; closeAfterBreak() }
            return
        }
        log.items = parser.items
        var constraint = parsed
        constraint.line = line; constraint.column = column
        if constraint.className.hasPrefix("MAS") { log.hasMasonry = true }
        if constraint.className.hasPrefix("NS") && constraint.text.contains("NS") && isAppKitItem(constraint) { log.isAppKit = true }
        if awaitingBreak {
            awaitingBreak = false
            if current == nil { current = LogBlock(firstLine: line, lastLine: line, hasHeader: false) }
            if let i = current!.constraints.firstIndex(where: { $0.ref == constraint.ref && $0.equation == constraint.equation }) {
                current!.broken = i
            } else {
                current!.constraints.append(constraint)
                current!.broken = current!.constraints.count - 1
                if current!.hasHeader || current!.constraints.count > 1 {
                    log.warnings.append(LogWarning(line: line, column: column, message: "the constraint it broke is not in the list above; added to it"))
                }
            }
            closeAfterBreak()
            return
        }
        if current == nil || current!.broken != nil {
            closeBlock(cutOffBy: nil)
            current = LogBlock(firstLine: line, lastLine: line, hasHeader: false)
        }
        current!.constraints.append(constraint)
        current!.lastLine = line
    }

    /// A view of a trace; an ambiguous one is kept once per address, its attributes gathered.
    mutating func noteTrace(_ trace: TraceLine, line: Int, column: Int) {
        log.traceViews += 1
        guard trace.isAmbiguous else { return }
        if let k = log.ambiguities.firstIndex(where: { $0.item.ref == trace.address }) {
            for a in trace.attributes where !log.ambiguities[k].attributes.contains(a) { log.ambiguities[k].attributes.append(a) }
            if log.ambiguities[k].item.quoted == nil { log.ambiguities[k].item.quoted = trace.quoted }
            return
        }
        log.ambiguities.append(LogAmbiguity(line: line, column: column,
                                            item: LogItem(ref: trace.address, className: trace.className, quoted: trace.quoted),
                                            attributes: trace.attributes))
    }

    /// The report ends at its break line.
    mutating func closeAfterBreak() {
        guard let block = current else { return }
        log.blocks.append(block)
        current = nil
        listOpen = false
    }

    func isAppKitItem(_ c: LogConstraint) -> Bool {
        for ref in [c.equation.first.item] + (c.equation.second.map { [$0.item] } ?? []) {
            if let cls = log.items[ref]?.shortClassName, cls.hasPrefix("NS") { return true }
        }
        return false
    }

    /// Where a description starts: `<…Constraint:` (bracketed), or `"…Constraint:` / a line
    /// starting with `…Constraint:0x` where a web page ate the angle brackets.
    static func descriptionStart(_ chars: [Character], from: Int) -> (index: Int, bracketed: Bool)? {
        if from == 0 {
            let first = firstNonSpace(chars)
            if first < chars.count, chars[first] != "<", chars[first] != "\"", isConstraintClass(chars, at: first, needsBody: true) {
                return (first, false)
            }
        }
        var i = from
        while i < chars.count {
            // SnapKit before 0.15: `<<App.LayoutConstraint:0x…> <UIView:0x…>.top == …>`.
            if chars[i] == "<", i + 1 < chars.count, chars[i + 1] == "<", isConstraintClass(chars, at: i + 2, needsBody: false) { return (i, true) }
            if chars[i] == "<", isConstraintClass(chars, at: i + 1, needsBody: false) { return (i, true) }
            if chars[i] == "\"", isConstraintClass(chars, at: i + 1, needsBody: true) { return (i + 1, false) }
            i += 1
        }
        return nil
    }

    /// `…Constraint:` at `at` (and, with `needsBody`, something right after the colon).
    static func isConstraintClass(_ chars: [Character], at start: Int, needsBody: Bool) -> Bool {
        guard start < chars.count, chars[start].isLetter || chars[start] == "_" else { return false }
        var j = start
        while j < chars.count, chars[j].isLetter || chars[j].isNumber || chars[j] == "_" || chars[j] == "." { j += 1 }
        guard j < chars.count, chars[j] == ":", String(chars[start..<j]).hasSuffix("Constraint") else { return false }
        return !needsBody || (j + 1 < chars.count && !chars[j + 1].isWhitespace)
    }

    static func firstNonSpace(_ chars: [Character]) -> Int {
        var i = 0
        while i < chars.count, chars[i].isWhitespace || chars[i] == ">" { i += 1 }
        return i
    }

    /// One past the description's end: the `>` that closes it (bracketed), or the closing
    /// quote / the end of the line (without brackets). Parentheses, brackets and quoted texts
    /// are skipped; `>=` is a relation, not the end.
    static func descriptionEnd(_ chars: [Character], from start: Int) -> Int? {
        let bracketed = chars[start] == "<"
        // The old SnapKit form brackets each item too: those brackets nest.
        let legacy = bracketed && start + 1 < chars.count && chars[start + 1] == "<"
        var angles = 0
        var depth = 0
        var i = start + 1
        let scanner = Scanner(chars)
        while i < chars.count {
            let c = chars[i]
            switch c {
            case "'":
                let prev = chars[i - 1]
                if prev.isHexDigit || prev.isWhitespace || prev == ":" || prev == "(" || prev == "," || prev == "[", let close = scanner.closingQuote(from: i) {
                    i = close
                }
            case "(", "[": depth += 1
            case ")", "]": depth = max(depth - 1, 0)
            case "<" where legacy && i + 1 < chars.count && (chars[i + 1].isLetter || chars[i + 1] == "_"):
                angles += 1
            case ">" where bracketed && depth == 0:
                if i + 1 < chars.count, chars[i + 1] == "=" { break }
                if chars[i - 1] == "-" { break }
                if angles > 0 { angles -= 1; break }
                return i + 1
            case "\"" where !bracketed:
                return i
            default: break
            }
            i += 1
        }
        if !bracketed {
            var end = chars.count
            while end > start, chars[end - 1].isWhitespace || chars[end - 1] == "," || chars[end - 1] == "." { end -= 1 }
            return end
        }
        return nil
    }

    static func looksLikeConstraint(_ lower: String) -> Bool {
        (lower.contains("==") || lower.contains(">=") || lower.contains("<=")) && (lower.contains(":0x") || lower.contains("constraint"))
    }

    // MARK: Who made each constraint

    mutating func classify() {
        for b in log.blocks.indices {
            for c in log.blocks[b].constraints.indices {
                log.blocks[b].constraints[c].origin = origin(of: log.blocks[b].constraints[c])
            }
        }
    }

    /// Private framework classes: keyboards, bars, alerts, SwiftUI hosting.
    static func isFrameworkInternal(_ className: String) -> Bool {
        let c = className
        if c.hasPrefix("_UI") || c.hasPrefix("_NS") || c.hasPrefix("UIKB") || c.hasPrefix("UIKeyboard") || c.hasPrefix("UIInput")
            || c.hasPrefix("TUI") || c.hasPrefix("UIRemoteKeyboard") || c.hasPrefix("_TtC7SwiftUI") || c.hasPrefix("SwiftUI.")
            || c.hasPrefix("UIAlertController") || c.hasPrefix("_UIAlert") || c.hasPrefix("UIInterfaceAction")
            || c.hasPrefix("UISystemInputAssistant") || c.hasPrefix("UIButtonBar") || c.hasPrefix("_UIButtonBar") {
            return true
        }
        return false
    }

    static let internalIdentifierPrefixes = [
        "_UIKB", "assistant", "accessoryView", "inputView", "UIInputWindowController", "UIInputSetContainerView",
        "TUISystemInputAssistantView", "_UIButtonBar", "UIButtonBar", "BIB_", "UINav_", "UIModernBar", "_UINavBar",
        "UIAlertController", "_UIAlert", "UIStatusBar", "IB_", "NSWindow-", "NSView-current", "_NS",
    ]

    func origin(of c: LogConstraint) -> ConstraintOrigin {
        let id = c.identifier ?? ""
        let cls = c.className
        if cls.hasSuffix("AutoresizingMaskLayoutConstraint") { return .autoresizingMask }
        if cls.hasSuffix("ContentSizeLayoutConstraint") { return .contentSize }
        if cls == "_UILayoutSupportConstraint" { return .layoutGuide }
        if id.contains("Encapsulated-Layout") { return .encapsulatedSize }
        if id.hasPrefix("UISV-") || id.hasPrefix("NSStackView") { return .stackView }
        if id.hasPrefix("_UITemporaryLayout") { return .temporarySize }
        if id.hasSuffix("-guide-constraint") || id.hasPrefix("UIViewSafeAreaLayoutGuide") || id.hasPrefix("UIViewLayoutMarginsGuide")
            || id.hasPrefix("UIView-") && id.contains("Margin") || id.hasPrefix("UIViewReadableContentGuide") {
            return .layoutGuide
        }
        if Self.internalIdentifierPrefixes.contains(where: { id.hasPrefix($0) }) { return .frameworkInternal }
        let items = [c.equation.first.item] + (c.equation.second.map { [$0.item] } ?? [])
        let classes = items.compactMap { log.items[$0]?.shortClassName }
        if !classes.isEmpty, classes.allSatisfy(Self.isFrameworkInternal) { return .frameworkInternal }
        // Masonry swizzles every constraint's description and drops the identifier: a size
        // constant on a cell's content view is then the encapsulated size.
        if log.hasMasonry, !cls.hasPrefix("MAS"), c.equation.second == nil, c.equation.first.attribute.isSize,
           let first = log.items[c.equation.first.item]?.shortClassName, first.hasSuffix("CellContentView") {
            return .encapsulatedSize
        }
        return .app
    }
}
