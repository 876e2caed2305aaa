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
        } else if let p = type.property("frame"), let set = p.accessors.first(where: { $0.name == "set" }), !set.body.isEmpty {
            let scope = makeScope(parent: globals)
            scope.values[set.parameter ?? "newValue"] = .rect(row)
            _ = run(set.body, in: scope, selfValue: selfValue)
        } else {
            return nil
        }
        guard let passed = superFrame, passed.width >= 1 else { return nil }
        return passed
    }
}
