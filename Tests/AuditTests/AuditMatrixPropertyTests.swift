import PropertyBased
import Testing
@testable import Audit
import Layout
import Scene

/// The matrix's words read back as what they say, whatever the lists.
@Suite struct AuditMatrixPropertyTests {
    /// Any list of text sizes, by their short or UIKit names, ranges among them, spaces around:
    /// read as those sizes, each once, in the order first named.
    @Test func textSizeListsReadBack() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...1_000_000).array(of: 1...8)) { seeds in
            let all = ContentSizeCategory.allCases
            var words: [String] = [], expected: [ContentSizeCategory] = []
            for s in seeds {
                let a = all[s % all.count], b = all[(s / 12) % all.count]
                let name: (ContentSizeCategory) -> String = { s % 3 == 0 ? $0.uikitName : $0.name }
                if s % 5 == 0 {
                    let (lo, hi) = (min(a, b), max(a, b))
                    words.append("\(name(lo))\(s % 2 == 0 ? "..." : "…")\(name(hi))")
                    expected += all.filter { $0 >= lo && $0 <= hi }
                } else {
                    words.append((s % 7 == 0 ? " " : "") + name(a))
                    expected.append(a)
                }
            }
            var seen = Set<ContentSizeCategory>()
            let unique = expected.filter { seen.insert($0).inserted }
            let read = try AuditMatrix.textSizes(words.joined(separator: ","))
            #expect(read == unique, "\(words)")
        }
    }

    /// `check --matrix` words of any devices and sizes give every combination of them, the
    /// reference (the first of each) first, each named once.
    @Test func matrixWordsGiveEveryCombinationOnce() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 1...4)) { seeds in
            let presets = DevicePreset.all, sizes = ContentSizeCategory.allCases
            var devices: [String] = [], textSizes: [String] = []
            for s in seeds {
                let d = presets[s % presets.count].name
                if !devices.contains(d) { devices.append(d) }
                let t = sizes[(s / 7) % sizes.count].name
                if !textSizes.contains(t) { textSizes.append(t) }
            }
            let words = "devices=" + devices.joined(separator: ",") + ",text-sizes=" + textSizes.joined(separator: ",")
                + (seeds[0] % 2 == 0 ? ",orientations=all" : "")
            let matrix = try AuditMatrix.parse(matrix: words)
            let combos = matrix.combinations
            #expect(combos.count == devices.count * textSizes.count * (seeds[0] % 2 == 0 ? 2 : 1))
            #expect(Set(combos.map(\.name)).count == combos.count, "names are unique")
            #expect(combos[0].device == devices[0] && combos[0].textSize.name == textSizes[0] && combos[0].orientation == .portrait)
        }
    }
}
