import Testing
@testable import Scene

@Suite struct JSONParserTests {
    func parse(_ text: String) throws(SceneError) -> JSONNode { try JSONParser.parse(text, file: "t.json") }

    func error(_ text: String) -> SceneError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func valuesAndPositions() throws {
        let node = try parse("{\n  \"a\": [1, -2.5e1, true, null],\n  \"é\": \"x\\u00e9\\n\"\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "é"])
        #expect(members[0].keyLocation == SourceLocation(line: 2, column: 3))
        #expect(members[1].value.location == SourceLocation(line: 3, column: 8))
        guard case .array(let items) = members[0].value.value else { Issue.record("not an array"); return }
        guard case .number(let n) = items[1].value else { Issue.record("not a number"); return }
        #expect(n == -25)
        #expect(items[2].location == SourceLocation(line: 2, column: 20))
        guard case .string(let s) = members[1].value.value else { Issue.record("not a string"); return }
        #expect(s == "xé\n")
    }

    @Test func surrogatePairs() throws {
        guard case .string(let s) = try parse("\"\\ud83d\\ude00\"").value else { Issue.record("not a string"); return }
        #expect(s == "😀")
    }

    @Test(arguments: [
        ("{\"a\": 1,}", "t.json:1:9: unexpected '}'; expected a key in double quotes"),
        ("{\n\n  \"a\" 1}", "t.json:3:7: unexpected '1'; expected ':' after the key \"a\""),
        ("[1 2]", "t.json:1:4: unexpected '2'; expected ',' or ']'"),
        ("{\"a\": 01}", "t.json:1:7: numbers may not have leading zeros"),
        ("{\"a\": 1e999}", "t.json:1:7: the number 1e999 is too large"),
        ("{\"a\": \"x}", "t.json:1:10: unterminated string (it starts at line 1, column 7)"),
        ("{\"a\": 1, \"a\": 2}", "t.json:1:10: duplicate key \"a\" (first at line 1, column 2)"),
        ("{\"a\": tru}", "t.json:1:7: unexpected 't'; expected a value (object, array, string, number, true, false or null)"),
        ("", "t.json:1:1: the file is empty; expected a JSON object"),
        ("{} x", "t.json:1:4: unexpected 'x' after the end of the JSON value"),
        ("{\"a\": \"\\q\"}", "t.json:1:8: invalid escape '\\q' in a string"),
        ("{\"é\": +1}", "t.json:1:7: unexpected '+'; expected a value (object, array, string, number, true, false or null)"),
    ])
    func syntaxErrors(text: String, message: String) {
        #expect(error(text)?.description == message)
    }

    @Test func depthLimit() {
        let deep = String(repeating: "[", count: 300) + String(repeating: "]", count: 300)
        #expect(error(deep)?.message == "JSON nested deeper than 256 levels")
    }
}
