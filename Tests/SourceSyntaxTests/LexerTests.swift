import Testing
@testable import SourceSyntax

/// Tokens as each language writes them: C's number suffixes, `@` literals and directives,
/// Swift's interpolation, operators bound by spacing, raw strings and nested comments.
@Suite struct LexerTests {
    func kinds(_ text: String, _ language: SourceLanguage) -> [String] {
        Lexer.tokens(SourceText(name: "t", text: text), language: language).dropLast().map { t in
            switch t.kind {
            case .number: return "n:\(t.number)"
            case .string: return "s:\(t.text)"
            case .directive: return "#\(t.text)"
            default: return t.text
            }
        }
    }

    @Test func objectiveCNumbersTakeTheirSuffixes() {
        #expect(kinds("34.f 2. 10.0f 3UL 0xFF .5f", .objectiveC) == ["n:34.0", "n:2.0", "n:10.0", "n:3.0", "n:255.0", "n:0.5"])
    }

    @Test func swiftNumbersStopBeforeRangesAndMembers() {
        #expect(kinds("0..<4 1_000 20.auto() 1e3", .swift) == ["n:0.0", "..<", "n:4.0", "n:1000.0", "n:20.0", ".", "auto", "(", ")", "n:1000.0"])
    }

    @Test func objectiveCAtWordsAndLiterals() {
        #expect(kinds("@interface @\"hi\" @[ @{ @( @5", .objectiveC) == ["@interface", "s:hi", "@[", "@{", "@(", "@", "n:5.0"])
    }

    @Test func directivesAreWholeLinesWithTheirContinuations() {
        let k = kinds("#define A(x) \\\n  ((x) * 2)\nint a;", .objectiveC)
        #expect(k == ["#define", "int", "a", ";"])
        #expect(kinds("#if DEBUG\nlet a = #selector(tap)\n#endif", .swift) == ["#if", "let", "a", "=", "#selector", "(", "tap", ")", "#endif"])
    }

    @Test func swiftOperatorsBindBySpacing() {
        #expect(kinds("a?.b x! a ?? b c ? d : e", .swift) == ["a", "?", ".", "b", "x", "!", "a", "??", "b", "c", "?", "d", ":", "e"])
        #expect(kinds("Array<Array<Int>>() a <-> b x >= 1", .swift) == ["Array", "<", "Array", "<", "Int", ">", ">", "(", ")", "a", "<->", "b", "x", ">=", "n:1.0"])
    }

    @Test func swiftStringsInterpolateAndCommentsNest() {
        let tokens = Lexer.tokens(SourceText(name: "t", text: "\"Day \\(day + 1)!\" /* a /* b */ c */ #\"raw\\n\"#"), language: .swift)
        #expect(tokens[0].pieces?.count == 3)
        #expect(tokens[1].kind == .string && tokens[1].text == "raw\\n")
        #expect(tokens[2].kind == .end)
    }

    @Test func lineAndColumnCountCharacters() {
        let text = SourceText(name: "t", text: "a\n  é = 1\n")
        let offset = Array("a\n  é = ".utf8).count
        #expect(text.location(of: offset) == SourceLocation(line: 2, column: 7))
    }
}
