import PropertyBased
import Testing
@testable import Scene

/// Whatever the writer writes, the parser reads back as the same value.
@Suite struct JSONRoundTripTests {
    @Test func writtenJSONParsesBack() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 1...60)) { seeds in
            var source = seeds.makeIterator()
            let value = Self.build(&source, depth: 0)
            let text = value.serialized()
            let parsed = try JSONParser.parse(text, file: "p.json")
            #expect(Self.same(value, parsed), "\(text)")
        }
    }

    /// A JSON value spelled out by a list of numbers, so that shrinking the list shrinks the value.
    static func build(_ seeds: inout IndexingIterator<[Int]>, depth: Int) -> JSONOutput {
        guard let s = seeds.next() else { return .null }
        let pool: [Unicode.Scalar] = ["a", "Z", "0", " ", "\"", "\\", "\n", "\t", "\u{01}", "é", "€", "😀", "/"]
        func string(_ n: Int) -> String {
            var out = String.UnicodeScalarView()
            var k = n
            for _ in 0..<(n % 6) { out.append(pool[k % pool.count]); k /= 3 }
            return String(out)
        }
        switch s % (depth < 3 ? 6 : 4) {
        case 0: return .null
        case 1: return .bool(s % 2 == 0)
        case 2: return .number(Double(s - 500_000) / 1000)
        case 3: return .string(string(s))
        case 4: return .array((0..<(s % 4)).map { _ in build(&seeds, depth: depth + 1) })
        default:
            let members = (0..<(s % 4)).map { i in ("k\(i)" + string(s / 7), build(&seeds, depth: depth + 1)) }
            return .object(members)
        }
    }

    static func same(_ a: JSONOutput, _ b: JSONNode) -> Bool {
        switch (a, b.value) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let xs), .array(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy(same)
        case (.object(let xs), .object(let ys)):
            return xs.count == ys.count && zip(xs, ys).allSatisfy { $0.0 == $1.key && same($0.1, $1.value) }
        default: return false
        }
    }
}
