import Layout
import PropertyBased
import Testing
@testable import ConsoleLog

/// Whatever equation a framework prints, in its own format, the parser reads back the same.
@Suite struct DescriptionRoundTripTests {
    static let classes = ["UIView", "UILabel", "UIImageView", "MyApp.CardView", "_UILayoutGuide", "UITableViewCellContentView"]
    static let positions: [LayoutAttribute] = [.left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY,
                                               .leadingMargin, .topMargin, .lastBaseline, .firstBaseline]

    /// An equation and its items, spelled out by a list of numbers so shrinking simplifies it.
    struct Case {
        var equation: LogEquation
        var classes: [String: String]
        var texts: [String: String]
    }

    static func build(_ seeds: [Int]) -> Case {
        var it = seeds.makeIterator()
        func next() -> Int { it.next() ?? 0 }
        let a = "0x7f\(String(next() % 0xffff, radix: 16))a", b = "0x6f\(String(next() % 0xffff, radix: 16))b"
        let size = next() % 3 == 0
        let firstAttribute = size ? (next() % 2 == 0 ? LayoutAttribute.width : .height) : positions[next() % positions.count]
        let relation = [LayoutRelation.equal, .greaterThanOrEqual, .lessThanOrEqual][next() % 3]
        var second: LogAnchor?
        var multiplier = 1.0
        if !size || next() % 2 == 0 {
            let attribute = size ? (next() % 2 == 0 ? LayoutAttribute.width : .height) : firstAttribute
            second = LogAnchor(item: b, attribute: attribute)
            if next() % 3 == 0 { multiplier = Double(next() % 400 + 1) / 100 }
        }
        let constant = Double(next() % 2001 - 1000) / 4
        let priority = next() % 2 == 0 ? 1000.0 : Double(next() % 999 + 1)
        var texts: [String: String] = [:]
        if next() % 3 == 0 { texts[a] = ["Title", "Don't stop", "a.b (c)", "价格"][next() % 4] }
        return Case(equation: LogEquation(first: LogAnchor(item: a, attribute: firstAttribute), relation: relation, second: second,
                                          multiplier: multiplier, constant: constant, priority: priority),
                    classes: [a: classes[next() % classes.count], b: classes[next() % classes.count]], texts: texts)
    }

    static func number(_ d: Double) -> String { d == d.rounded() ? String(Int(d)) : String(d) }

    func item(_ c: Case, _ ref: String) -> String {
        c.classes[ref]! + ":" + ref + (c.texts[ref].map { "'\($0)'" } ?? "")
    }

    /// `<NSLayoutConstraint:0x… A.attr == 0.5*B.attr + 10 @750   (active)>`
    func apple(_ c: Case) -> String {
        let e = c.equation
        var body = "\(item(c, e.first.item)).\(e.first.attribute.rawValue) \(e.relation.rawValue)"
        if let s = e.second {
            body += " " + (e.multiplier != 1 ? "\(Self.number(e.multiplier))*" : "") + "\(item(c, s.item)).\(s.attribute.rawValue)"
            if e.constant != 0 { body += e.constant > 0 ? " + \(Self.number(e.constant))" : " - \(Self.number(-e.constant))" }
        } else {
            body += " \(Self.number(e.constant))"
        }
        if e.priority < 1000 { body += " @\(Self.number(e.priority))" }
        return "<NSLayoutConstraint:0x600003a1c0a0 \(body)   (active)>"
    }

    /// Masonry's `<MASLayoutConstraint:key A.attr == B.attr * 0.5 + 10 ^750>` (SnapKit's differs in its head).
    func masonry(_ c: Case, head: String) -> String {
        let e = c.equation
        var body = "\(item(c, e.first.item)).\(e.first.attribute.rawValue) \(e.relation.rawValue)"
        if let s = e.second {
            body += " \(item(c, s.item)).\(s.attribute.rawValue)"
            if e.multiplier != 1 { body += " * \(Self.number(e.multiplier))" }
            if e.constant != 0 { body += e.constant > 0 ? " + \(Self.number(e.constant))" : " - \(Self.number(-e.constant))" }
        } else {
            body += " \(Self.number(e.constant))"
        }
        if e.priority < 1000 { body += " ^\(Self.number(e.priority))" }
        return "<\(head) \(body)>"
    }

    @Test func everyFormatReadsBack() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...1_000_000).array(of: 12...24)) { seeds in
            let c = Self.build(seeds)
            for text in [apple(c), masonry(c, head: "MASLayoutConstraint:ConflictingConstraint[0]"),
                         masonry(c, head: "SnapKit.LayoutConstraint:0x6000017c4a80@View.swift#12")] {
                var parser = DescriptionParser(items: [:])
                let parsed = try parser.parse(text)
                #expect(parsed.equation == c.equation, "\(text)")
                for (ref, cls) in c.classes where parser.items[ref] != nil { #expect(parser.items[ref]?.className == cls, "\(text)") }
                for (ref, quoted) in c.texts { #expect(parser.items[ref]?.quoted == quoted, "\(text)") }
            }
        }
    }

    /// And the whole log reader finds the same description inside any prefix and list punctuation.
    @Test func insideALogReadsBack() async {
        await propertyCheck(count: 200, input: Gen.int(in: 0...1_000_000).array(of: 12...24)) { seeds in
            let c = Self.build(seeds)
            let prefix = ["", "2026-01-02 03:04:05.678 App[1:2] ", "> ", "Jun  2 11:04:55 host App[7] <Warning>: "][seeds[0] % 4]
            let log = LogReader.read("\(prefix)(\n\(prefix)    \"\(apple(c))\"\n\(prefix))\n")
            #expect(log.blocks.first?.constraints.first?.equation == c.equation)
            #expect(log.warnings.isEmpty)
        }
    }
}
