import Layout
import Testing
@testable import ConsoleLog

/// One priority model (Layout's LayoutPriority): a console log, a chain and the Swift DSL take
/// the same range and the same names, and refuse the same values in the same words.
@Suite struct PriorityModelTests {
    func logPriority(_ suffix: String) throws(DescriptionError) -> Double {
        var parser = DescriptionParser(items: [:])
        return try parser.parse("<MASLayoutConstraint:0x600 UIView:0x7f1.width == 100 \(suffix)>").equation.priority
    }

    @Test func everyReaderTakesTheSameRange() throws {
        #expect(LayoutPriority.range == 1...1000)
        #expect(LayoutPriority.problem(0.5) == "a priority must be between 1 and 1000, not 0.5")
        #expect(LayoutPriority.problem(1) == nil && LayoutPriority.problem(1000) == nil)
        // A log's priority of 0.5 was taken (its check was 0 < p ≤ 1000); now the same refusal.
        #expect(throws: DescriptionError.self) { try logPriority("^0.5") }
        do { _ = try logPriority("^0.5") } catch { #expect(error.message == LayoutPriority.problem(0.5)) }
        #expect(try logPriority("^1") == 1)
        // A chain refuses it in the same words.
        let root = View(id: "root", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let v = View(id: "v")
        root.addSubview(v)
        let chain = ConstraintChain(view: v, attributes: [.width], relation: .equal, target: .number(10), modifiers: [.priority(0.5)])
        #expect(throws: ChainMisuse(LayoutPriority.problem(0.5)!, modifier: 0)) { try chain.constraints() }
    }

    @Test func namesMeanTheSameEverywhere() throws {
        for (name, value) in [("high", 750.0), ("fitting size", 50), ("drag can resize window", 510), ("low", 250), ("required", 1000)] {
            #expect(try logPriority("^" + name) == value, "\(name)")
            #expect(LayoutPriority.named(name) == value)
        }
        for (name, value) in [("UILayoutPriorityDefaultHigh", 750.0), ("NSLayoutPriorityDragThatCanResizeWindow", 510),
                              ("MASLayoutPriorityDefaultMedium", 500), ("fittingSizeLevel", 50), ("sceneSizeStayPut", 500)] {
            #expect(LayoutPriority.named(name) == value, "\(name)")
        }
        #expect(SnapKitPriority.high.value == LayoutPriority.defaultHigh && SnapKitPriority.medium.value == LayoutPriority.medium)
        #expect(View(id: "x").contentHugging.horizontal == LayoutPriority.defaultLow)
        #expect(View(id: "x").compressionResistance.vertical == LayoutPriority.defaultHigh)
    }
}
