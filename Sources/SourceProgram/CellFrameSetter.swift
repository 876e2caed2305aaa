import Layout
import SourceSyntax

/// A cell that changes the frame its table gives it (`- (void)setFrame:(CGRect)frame {
/// frame.origin.x = 10; frame.size.width = kScreenWidth - 20; [super setFrame:frame]; }`, Swift's
/// `override var frame: CGRect { set { … super.frame = frame } }`): a card inset from the table's
/// sides. The table sets every row's frame through it, so the frame UIKit's own setter is passed
/// is the cell's, and its content view is that size.
extension Interpreter {
    /// The frame the drawn cell's own frame setter passes on to UIKit's when the table gives it
    /// `row`; nil when the class writes none, or passes on none this reader knows.
    func framePassedOn(by type: ClassInfo, row: Rect) -> Rect? {
        guard let inst = instance else { return nil }
        let selfValue = Value.instance(inst)
        capturesSuperFrame = true
        superFrame = nil
        defer { capturesSuperFrame = false }
        if let f = type.method("setFrame:"), f.body != nil {
            _ = callMethod(f, on: selfValue, arguments: [.rect(row)], range: type.range)
        } else if let p = type.property("frame"), let set = p.accessors.first(where: { $0.name == "set" }), let first = set.body.first {
            let scope = makeScope(parent: globals)
            scope.values[setterParameter(before: first.range.start) ?? "newValue"] = .rect(row)
            _ = run(set.body, in: scope, selfValue: selfValue)
        } else {
            return nil
        }
        defer { superFrame = nil }
        guard let passed = superFrame, passed.width >= 1 else { return nil }
        return passed
    }

    /// A Swift setter's own name for its new value (`set (newFrame) {`), read from the text just
    /// before its body; nil when it names none (then it is `newValue`).
    func setterParameter(before bodyStart: Int) -> String? {
        let text = source.text(SourceRange(max(0, bodyStart - 160), bodyStart))
        guard let set = text.ranges(of: "set").last else { return nil }
        let rest = text[set.upperBound...].drop { $0 == " " || $0 == "\t" }
        guard rest.first == "(" else { return nil }
        let name = rest.dropFirst().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }
}
