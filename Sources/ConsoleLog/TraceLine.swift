/// One line of a view tree printed by `-[UIView _autolayoutTrace]`:
///
///     |   |   *<UILabel:0x10e45eba0> - AMBIGUOUS LAYOUT                      (iOS 7/8)
///     |   |   *UILabel:0x78f316e0'Street'- AMBIGUOUS LAYOUT for UILabel:0x78f316e0'Street'.minY{id: 1853}, …
///     |   •UITableViewCellContentView:0x78f31160
///
/// Bars give the depth; `*` marks a view laid out with Auto Layout, `+` one laid out by its
/// autoresizing mask, `•` a layout engine host. A line counts only with a bar or a mark before
/// `Class:0xADDRESS`, or with the AMBIGUOUS LAYOUT mark after it, so prose is not taken for one.
struct TraceLine: Equatable {
    var className: String
    var address: String
    var quoted: String?
    /// The index in the line's characters where the class name starts.
    var classStart: Int
    var isAmbiguous: Bool
    var attributes: [String]

    static let mark = "AMBIGUOUS LAYOUT"

    init?(_ chars: [Character]) {
        var i = 0
        var tree = false
        while i < chars.count, chars[i].isWhitespace || chars[i] == "|" {
            if chars[i] == "|" { tree = true }
            i += 1
        }
        if i < chars.count, ["*", "+", "•"].contains(chars[i]) { tree = true; i += 1 }
        if i < chars.count, chars[i] == "<" { i += 1 }
        let start = i
        while i < chars.count, chars[i].isLetter || chars[i].isNumber || chars[i] == "_" || chars[i] == "." { i += 1 }
        guard i > start, chars[start].isLetter || chars[start] == "_", i + 2 < chars.count,
              chars[i] == ":", chars[i + 1] == "0", chars[i + 2] == "x" || chars[i + 2] == "X" else { return nil }
        let name = String(chars[start..<i])
        var j = i + 3
        while j < chars.count, chars[j].isHexDigit { j += 1 }
        guard j > i + 3 else { return nil }
        className = name
        address = "0x" + String(chars[(i + 3)..<j]).lowercased()
        classStart = start
        // A label's text: from the quote to the last quote before the mark or the line's end.
        let markAt = Self.find(Array(Self.mark), in: chars, from: j)
        let headEnd = markAt ?? chars.count
        quoted = nil
        var afterView = j
        if j < headEnd, chars[j] == "'", let close = chars[(j + 1)..<headEnd].lastIndex(of: "'") {
            quoted = String(chars[(j + 1)..<close])
            afterView = close + 1
        }
        isAmbiguous = markAt != nil
        guard tree || isAmbiguous else { return nil }
        // The attributes: `….minY{id: 1853}, ….Height{id: 1812}`.
        attributes = []
        if let markAt {
            var search = markAt + Self.mark.count
            let brace = Array("{id:")
            while let b = Self.find(brace, in: chars, from: search) {
                var k = b
                while k > search, chars[k - 1].isLetter { k -= 1 }
                let letters = String(chars[k..<b])
                if !letters.isEmpty, k > search, chars[k - 1] == ".", !attributes.contains(letters) { attributes.append(letters) }
                search = b + brace.count
            }
        } else {
            // Anything after the view but a closing bracket: not a trace line.
            guard chars[afterView...].allSatisfy({ $0.isWhitespace || $0 == ">" }) else { return nil }
        }
    }

    /// Where `needle` first occurs in `chars` at or after `from`.
    static func find(_ needle: [Character], in chars: [Character], from: Int) -> Int? {
        guard !needle.isEmpty, chars.count >= needle.count, from <= chars.count - needle.count else { return nil }
        for i in from...(chars.count - needle.count) where chars[i] == needle[0] {
            if chars[i..<(i + needle.count)].elementsEqual(needle) { return i }
        }
        return nil
    }
}
