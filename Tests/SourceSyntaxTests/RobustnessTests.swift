import PropertyBased
import Testing
@testable import SourceSyntax

/// Whatever the bytes, the parsers end, every range they report lies inside the file, and
/// nesting deeper than the parser follows is said, not a crash.
@Suite struct RobustnessTests {
    static let fragments = [
        "(", ")", "[", "]", "{", "}", "@[", "@{", "@(", "^", "#if X\n", "#endif\n", "#define A(x) (x+A)\n", "#else\n",
        ";", ",", ":", ".", "?", "!", "=", "==", "->", "in", "let", "var", "func", "class", "if", "else", "for", "switch",
        "case", "default", "return", "@interface", "@end", "@implementation", "-", "+", "*", "make", "self", "UIView",
        "A", "x", "1", "2.5f", "\"s\"", "@\"t\"", "\n", " ", "$0", "\\(", "'", "/*", "*/", "//", "`", "@property", "<", ">",
    ]

    func checkRanges(_ text: String, _ language: SourceLanguage) {
        let file = SourceParser.parse(SourceText(name: "t", text: text), language: language)
        let count = file.source.bytes.count
        for d in file.diagnostics {
            #expect(d.range.start >= 0 && d.range.start <= d.range.end && d.range.end <= count, "\(d.message) at \(d.range) in \(count) bytes")
            _ = d.message
        }
        _ = SyntaxDump.file(file)
    }

    @Test func anyTokenSoupParsesInBothLanguages() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...(Self.fragments.count - 1)).array(of: 0...80)) { picks in
            let text = picks.map { Self.fragments[$0] }.joined(separator: " ")
            checkRanges(text, .swift)
            checkRanges(text, .objectiveC)
        }
    }

    /// A string left open with a backslash as the file's last byte (a fuzzer's finding): the
    /// escape took two bytes, so the string's range, and the diagnostic made from it, ended one
    /// byte past the file.
    @Test func aBackslashAsTheLastByteEndsTheString() {
        for text in ["x = \"a\\", "f(\"a]t\\", "(\n\"\\"] {
            checkRanges(text, .swift)
            checkRanges(text, .objectiveC)
            let count = text.utf8.count
            for language in [SourceLanguage.swift, .objectiveC] {
                for token in Lexer.tokens(SourceText(name: "t", text: text), language: language) {
                    #expect(token.range.end <= count, "\(token.text) at \(token.range) in \(count) bytes")
                }
            }
        }
    }

    @Test func deepNestingIsSaidNotACrash() {
        for open in ["(", "[", "{", "^{", "@[", "({"] {
            let text = "func f() { x = " + String(repeating: open, count: 5_000) + " }"
            let file = SourceParser.parse(SourceText(name: "t", text: text), language: open.contains("^") || open.contains("@") ? .objectiveC : .swift)
            #expect(!file.diagnostics.isEmpty)
        }
    }
}
