/// Help paragraphs as written in the source, hard-wrapped for reading there, rejoined so the
/// terminal wraps them: lines of a paragraph become one line; blank lines, indented lines
/// (examples) and lines after them stay as they are.
func flowed(_ text: String) -> String {
    var out: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
        if let last = out.last, !last.isEmpty, !line.isEmpty, !line.hasPrefix(" "), !last.hasPrefix(" ") {
            out[out.count - 1] = last + " " + line
        } else {
            out.append(line)
        }
    }
    return out.joined(separator: "\n")
}
