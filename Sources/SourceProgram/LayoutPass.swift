import Layout
import SourceSyntax

/// `[self.wrapperView layoutIfNeeded]` in the set-up: UIKit lays the views out there and then,
/// so code reading a frame after it (`make.height.mas_equalTo(self.btnLogin.bottom + 80)`) reads
/// where Auto Layout put the view, not zero. The views and constraints made so far are solved as
/// the picture is, and each view's frame kept for reading (solvedFrames) until the next pass;
/// like UIKit's, a frame read after later changes is the one this pass gave.
extension Interpreter {
    /// At most this many passes in one reading (each solves every view so far): a loop asking
    /// for one each time costs no more.
    static let mostLayoutPasses = 16

    func layOutNow(at range: SourceRange) {
        guard let measurer, !layingOutNow, root != nil else { return }
        guard layoutPasses < Self.mostLayoutPasses else {
            if layoutPasses == Self.mostLayoutPasses {
                layoutPasses += 1
                note(range, "layoutIfNeeded is asked for more than \(Self.mostLayoutPasses) times; frames read after this are the last pass's")
            }
            return
        }
        layoutPasses += 1
        layingOutNow = true
        // The pass says nothing: what it would say, the picture's own materializing says.
        let said = (warnings, notes, warned, effectCount, unknownNames)
        defer { (warnings, notes, warned, effectCount, unknownNames) = said; layingOutNow = false }
        var materializer = Materializer(self, width: rootWidth, height: rootHeight, scale: scale, contentSizeCategory: contentSizeCategory)
        let view = materializer.build()
        guard let solved = try? view.layout(text: measurer) else { return }
        let frames = Dictionary(solved.views.map { ($0.id, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for v in views where !v.isRoot {
            if let id = materializer.byObject[ObjectIdentifier(v)]?.id, let f = frames[id] { solvedFrames[ObjectIdentifier(v)] = f }
        }
    }
}
