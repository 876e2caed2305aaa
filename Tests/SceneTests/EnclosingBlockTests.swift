import PropertyBased
import Testing
@testable import Scene

/// What encloses a place in a file is found from a table made once (a walk back through the
/// file per question was quadratic: 4,000 views in a generated Swift file took 5 s). The table
/// gives what the walk gave, on any sequence of braces, balanced or not.
@Suite struct EnclosingBlockTests {
    /// The walk the table replaces: the `{`s left unmatched going back from just before `i`.
    static func walkBack(_ tokens: [ChainToken], before i: Int) -> [Int] {
        var found: [Int] = []
        var depth = 0
        var k = i - 1
        while k >= 0 {
            if tokens[k].isPunctuation("}") { depth += 1 }
            if tokens[k].isPunctuation("{") { if depth > 0 { depth -= 1 } else { found.append(k) } }
            k -= 1
        }
        return found
    }

    static func chain(_ table: [Int32], at i: Int) -> [Int] {
        var found: [Int] = []
        var open = Int(table[i])
        while open >= 0 { found.append(open); open = Int(table[open]) }
        return found
    }

    static func tokens(_ kinds: [Int]) -> [ChainToken] {
        kinds.enumerated().map { n, k in
            ChainToken(kind: k == 0 ? .punctuation("{") : k == 1 ? .punctuation("}") : .identifier("x"), offset: n, length: 1, afterNewline: false)
        }
    }

    @Test func aSmallFile() {
        // a { b { c } d } e
        let t = Self.tokens([2, 0, 2, 0, 2, 1, 2, 1, 2])
        #expect(SourceReading.enclosingBraces(t) == [-1, -1, 1, 1, 3, 3, 1, 1, -1])
    }

    /// Balanced braces: the same blocks, innermost first, at every place.
    @Test func theTableGivesWhatTheWalkGave() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...2).array(of: 0...120)) { kinds in
            // Keep the braces balanced: drop a `}` with nothing open, close what is left open.
            var depth = 0
            var balanced: [Int] = []
            for k in kinds {
                if k == 1 { guard depth > 0 else { continue }; depth -= 1 }
                if k == 0 { depth += 1 }
                balanced.append(k)
            }
            balanced += Array(repeating: 1, count: depth)
            let t = Self.tokens(balanced)
            let table = SourceReading.enclosingBraces(t)
            for i in t.indices { #expect(Self.chain(table, at: i) == Self.walkBack(t, before: i), "\(balanced) at \(i)") }
        }
    }
}
