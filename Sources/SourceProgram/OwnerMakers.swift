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
    /// what only their callers give unknown, until one is made; said in one line when one is.
    func runMakersOfConstructions(in type: ClassInfo, range: SourceRange) {
        guard let made = constructionsOf, constructions.isEmpty, let inst = instance else { return }
        let marks = [made + "(", made + ".init(", "[" + made + " alloc]", "[" + made + " new]", "[[" + made + " alloc]"]
        var ran: [String] = []
        for f in type.allMethods where ran.count < Self.mostMakersRun && constructions.isEmpty {
            // (Not a table's or collection view's data source and delegate methods, which make
            // headers and cells the table sizes: OwnerCellSize reads those.)
            guard let body = f.body, let first = body.first, let last = body.last, !ranMethods.contains(MethodKey.of(f)),
                  !f.name.hasPrefix("tableView"), !f.name.hasPrefix("collectionView") else { continue }
            let text = source.text(SourceRange(first.range.start, last.range.end))
            guard marks.contains(where: { Self.occursAsWord($0, in: text) }) else { continue }
            let arguments = f.parameters.map { p in Value.unknown(Unknown(name: p.name, range: .none, why: "a parameter the caller gives")) }
            ran.append(displayName(f))
            _ = callMethod(f, on: .instance(inst), arguments: arguments, range: range)
        }
        if !constructions.isEmpty { makersOfConstructionsRun = ran }
    }

    /// Whether `mark` stands in `text` with no letter, digit or `_` before it (`AlertView(`, not
    /// the `createAlertView(` of a method that makes one by calling another).
    static func occursAsWord(_ mark: String, in text: String) -> Bool {
        let bytes = Array(text.utf8), pattern = Array(mark.utf8)
        guard pattern.count <= bytes.count else { return false }
        for start in 0...(bytes.count - pattern.count) where bytes[start] == pattern[0] && Array(bytes[start..<(start + pattern.count)]) == pattern {
            guard start > 0 else { return true }
            let b = bytes[start - 1]
            let isWordByte = b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b >= 0x80
            if !isWordByte { return true }
        }
        return false
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
