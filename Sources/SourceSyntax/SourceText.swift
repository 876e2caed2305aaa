/// A source file's text as UTF-8 bytes, with where each line starts, so a byte offset becomes a
/// line and column in one binary search. Every range in the code model is a pair of byte offsets
/// into this text.
public struct SourceText: Sendable {
    public let name: String
    public let bytes: [UInt8]
    let lineStarts: [Int]
    /// The files in this text: the file itself first, then those read with it (a project's
    /// headers, the other files of its module), each after a line break of its own, so one range
    /// names a place in any of them and a method of another file runs with its own lines.
    public let parts: [Part]

    /// One file of a text: its name, its bytes' range, and the index of its first line.
    public struct Part: Sendable {
        public let name: String
        public let range: SourceRange
        let firstLine: Int
    }

    public init(name: String, text: String, appending others: [(name: String, text: String)] = []) {
        self.name = name
        var all = Array(text.utf8)
        var parts = [Part(name: name, range: SourceRange(0, all.count), firstLine: 0)]
        var starts = [0]
        starts.reserveCapacity(all.count / 24 + 1)
        for (i, b) in all.enumerated() where b == 0x0A { starts.append(i + 1) }
        for other in others {
            // Each file starts on a line of its own.
            all.append(0x0A)
            starts.append(all.count)
            let start = all.count, firstLine = starts.count - 1
            all.append(contentsOf: other.text.utf8)
            for i in start..<all.count where all[i] == 0x0A { starts.append(i + 1) }
            parts.append(Part(name: other.name, range: SourceRange(start, all.count), firstLine: firstLine))
        }
        bytes = all
        lineStarts = starts
        self.parts = parts
    }

    /// The file itself: its bytes come first.
    public var ownRange: SourceRange { parts[0].range }

    /// Whether an offset is in the file itself: code the drawn file writes, not its project's
    /// files appended after it (`#import`ed headers, base classes, categories).
    public func isOwn(_ offset: Int) -> Bool { offset >= parts[0].range.start && offset < parts[0].range.end }

    /// The name of the file an offset is in when it is not the file itself; nil in the file.
    public func fileName(at offset: Int) -> String? {
        parts.count == 1 || offset < parts[1].range.start ? nil : part(at: offset).name
    }

    /// The file an offset is in.
    public func part(at offset: Int) -> Part {
        var found = parts[0]
        for p in parts.dropFirst() where p.range.start <= offset { found = p }
        return found
    }

    /// Where `word` is first written at or after `start` and before `end` (the file's end when
    /// nil): its byte offset, or nil.
    public func offset(of word: String, from start: Int, before end: Int? = nil) -> Int? {
        let w = Array(word.utf8), limit = min(end ?? bytes.count, bytes.count)
        guard let head = w.first, start >= 0 else { return nil }
        var k = start
        while k + w.count <= limit {
            if bytes[k] == head, bytes[k..<k + w.count].elementsEqual(w) { return k }
            k += 1
        }
        return nil
    }

    /// The byte offset where the line holding `offset` starts.
    public func lineStart(of offset: Int) -> Int { lineStarts[lineIndex(of: offset)] }

    /// The index (from 0) of the line holding `offset`, by a binary search over line starts.
    func lineIndex(of offset: Int) -> Int {
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low
    }

    /// Line and column (both from 1; the column counts characters as Unicode scalars, as the
    /// rest of masrender's messages do) of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let low = lineIndex(of: clamped)
        var column = 1
        var k = lineStarts[low]
        while k < clamped {
            // A UTF-8 continuation byte (10xxxxxx) is no new scalar.
            if bytes[k] & 0xC0 != 0x80 { column += 1 }
            k += 1
        }
        // Lines are counted in the file the offset is in.
        let firstLine = parts.count == 1 ? 0 : part(at: clamped).firstLine
        return SourceLocation(line: low - firstLine + 1, column: column)
    }

    /// The text of a range, as written.
    public func text(_ range: SourceRange) -> String {
        let start = max(0, min(range.start, bytes.count)), end = max(start, min(range.end, bytes.count))
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

/// A 1-based line and column in a source text; columns count Unicode scalars.
public struct SourceLocation: Hashable, Sendable, CustomStringConvertible {
    public let line: Int
    public let column: Int
    public init(line: Int, column: Int) { self.line = line; self.column = column }
    public var description: String { "\(line):\(column)" }
}

/// Byte offsets `start..<end` in a `SourceText`.
public struct SourceRange: Sendable, Equatable, Hashable {
    public var start: Int
    public var end: Int
    public init(_ start: Int, _ end: Int) { self.start = start; self.end = end }
    public static let none = SourceRange(0, 0)
    /// From the start of one to the end of the other.
    public func through(_ other: SourceRange) -> SourceRange { SourceRange(min(start, other.start), max(end, other.end)) }
}

/// The language a file is written in; the two share the code model, not the grammar.
public enum SourceLanguage: String, Sendable, Equatable {
    case objectiveC, swift

    /// `.m`, `.mm`, `.h` are Objective-C (Masonry); `.swift` is Swift (SnapKit).
    public static func of(path: String) -> SourceLanguage? {
        let lower = path.lowercased()
        if lower.hasSuffix(".swift") { return .swift }
        if lower.hasSuffix(".m") || lower.hasSuffix(".mm") || lower.hasSuffix(".h") { return .objectiveC }
        return nil
    }
}

extension String {
    /// Whether `word` is written in the string, byte for byte (the standard library's
    /// `contains` goes through its string-processing generics: a tenth of reading a large file).
    public func includes(_ word: String) -> Bool {
        var text = self, word = word
        return text.withUTF8 { t in
            word.withUTF8 { w in
                guard let head = w.first else { return true }
                guard w.count <= t.count else { return false }
                var k = 0
                let last = t.count - w.count
                while k <= last {
                    if t[k] == head {
                        var j = 1
                        while j < w.count, t[k + j] == w[j] { j += 1 }
                        if j == w.count { return true }
                    }
                    k += 1
                }
                return false
            }
        }
    }
}
