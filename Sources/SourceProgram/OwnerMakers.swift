import Layout
import SourceSyntax

/// Reading an owner for the size it gives the class another file draws (OwnerSize,
/// SourceOptions.constructionsOf): where its set-up makes no instance, the methods of its class
/// that make one (an alert its action builds, `createAlertView(massage:)`, a popup a tap shows)
/// are run once after the set-up, as the app runs them when it shows the view; and the frame the
/// code sets on an instance after making it is kept as the one it is made with.
extension Interpreter {
    /// At most this many such methods are run, in the class's order.
    /// (Those run, named in the size's source: "… once createAlertView(message:) runs".)
    static let mostMakersRun = 3

    /// Runs the owner's methods the set-up did not run that make an instance of the class, with
    /// what only their callers give unknown, until one is made; those run are kept to be said
    /// with the size (makersOfConstructionsRun).
    func runMakersOfConstructions(in type: ClassInfo, range: SourceRange) {
        guard let made = constructionsOf, constructions.isEmpty, let inst = instance else { return }
        // `AlertView(`, `AlertView.init(`, `[AlertView alloc]`, `[AlertView new]` (the class's name
        // as a word: not the `createAlertView(` of a method that makes one by calling another).
        func makesOne(_ text: String) -> Bool {
            ListPlace.wordRanges(of: made, in: text).contains { r in
                let after = text[r.upperBound...]
                let sent = r.lowerBound > text.startIndex && text[text.index(before: r.lowerBound)] == "["
                return after.hasPrefix("(") || after.hasPrefix(".init(") || sent && (after.hasPrefix(" alloc]") || after.hasPrefix(" new]"))
            }
        }
        var ran: [String] = []
        for f in type.allMethods where ran.count < Self.mostMakersRun && constructions.isEmpty {
            // (Not a table's or collection view's data source and delegate methods, which make
            // headers and cells the table sizes: OwnerCellSize reads those.)
            guard f.body?.isEmpty == false, !ranMethods.contains(MethodKey.of(f)), !f.name.hasPrefix("tableView"),
                  !f.name.hasPrefix("collectionView"), makesOne(bodyText(f)) else { continue }
            // (Every parameter a caller's, unknown: OwnerArguments' values with none given.)
            let arguments = ownerArguments(f, f.parameters.map { _ in nil }).values
            ran.append(displayName(f))
            _ = callMethod(f, on: .instance(inst), arguments: arguments, range: range)
        }
        if !constructions.isEmpty { makersOfConstructionsRun = ran }
    }

    /// A frame set on an instance of SourceOptions.constructionsOf (`viewAlert.frame =
    /// CGRect(x: …, width: view.bounds.width - 40, height: 350)` after `AlertMassageView()`):
    /// the frame of the construction it is, the first not yet given one.
    func keepFrameOfConstruction(_ v: ViewObject, _ frame: Rect) {
        guard let made = constructionsOf, v.className == made || v.instance?.type.name == made else { return }
        let id = ObjectIdentifier(v)
        if let k = constructionOfView[id] { framesOfConstructions[k] = frame; return }
        let taken = Set(constructionOfView.values)
        guard let k = framesOfConstructions.indices.first(where: { !taken.contains($0) }) else { return }
        constructionOfView[id] = k
        framesOfConstructions[k] = frame
    }
}
