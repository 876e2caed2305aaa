import Layout
import Scene
import SourceSyntax

/// The size a table's or collection view's owner gives the cells of a class another file draws:
/// what its `tableView(_:heightForRowAt:)` or `collectionView(_:layout:sizeForItemAt:)` returns
/// when the code alone decides it (not a model's, not a section's), else the `rowHeight` or
/// `itemSize` its set-up gives the table or the flow layout. UIKit lays every row or item out at
/// that size, whatever its content would fit to.
public struct OwnerCellSize: Sendable, Equatable {
    /// The item's width (a collection view's), or the row's: its table's where the owner's
    /// layout decides it; nil for a row as wide as the screen.
    public var width: Double?
    public var height: Double
    /// What gave it (`tableView(_:heightForRowAt:)`, `rowHeight`), for the note.
    public var by: String
}

extension ProgramReader {
    /// The cell size the file's class that uses `cellClass` gives it: the class whose code names
    /// the cell class is set up as the reader sets up a drawn class, then its delegate method
    /// run with an index path it does not know (a size that depends on it stays unknown).
    /// `frames` are the owner's views' frames as its layout solved them, by view id: what
    /// `collectionView.frame.width` reads (a frame Auto Layout gives is unknown before).
    public static func cellSize(of cellClass: String, collection: Bool, in text: String, file: String,
                                options: SourceOptions = SourceOptions(), frames: [String: Rect] = [:]) -> OwnerCellSize? {
        guard let language = SourceLanguage.of(path: file) else { return nil }
        let source = SourceText(name: file, text: text, appending: options.includes)
        let (syntax, classes) = parse(source, language: language, options: options)
        // The class the file is drawn as, when it names the cell class (so its views' ids are
        // those of `frames`), else the first that does.
        let names = { (c: ClassInfo) in source.text(c.range).contains(cellClass) && c.name != cellClass }
        let drawn = (try? drawnClass(classes, syntax: syntax, file: file, options: options)) ?? nil
        guard let owner = drawn.flatMap({ names($0) ? $0 : nil }) ?? classes.candidates.first(where: names) else { return nil }
        let interpreter = makeInterpreter(source, language: language, classes: classes, syntax: syntax, role: ClassRole.of(owner), options: options)
        defer { interpreter.tearDown() }
        interpreter.recordsCellSizes = true
        interpreter.runSetUp(owner, fileStatements: syntax.statements)
        if !frames.isEmpty {
            var materializer = Materializer(interpreter, width: options.width, height: options.height ?? options.width, scale: options.scale,
                                            contentSizeCategory: options.contentSizeCategory)
            _ = materializer.build()
            for v in interpreter.views { if let id = materializer.byObject[ObjectIdentifier(v)]?.id, let f = frames[id] { interpreter.solvedFrames[ObjectIdentifier(v)] = f } }
        }
        let keys = collection ? ["collectionView:layout:sizeForItemAt:", "collectionView:layout:sizeForItemAtIndexPath:"]
                              : ["tableView:heightForRowAt:", "tableView:heightForRowAtIndexPath:"]
        // The file's one table or collection view: the delegate method's first argument. A row is
        // as wide as its table where the owner's layout decides it (a table inset 10 inside a
        // 300-wide panel: 280), else as the screen (nil).
        let lists = interpreter.views.filter { $0.className.hasSuffix(collection ? "CollectionView" : "TableView") }
        let list = lists.count == 1 ? lists[0] : nil
        let rowWidth = list.flatMap { interpreter.solvedFrames[ObjectIdentifier($0)]?.width }.flatMap { $0 >= 1 && abs($0 - options.width) >= 0.5 ? $0 : nil }
        if let f = owner.allMethods.first(where: { keys.contains(MethodKey.of($0)) && $0.body != nil }), let first = f.body?.first {
            // A size that depends on the row asked for (`indexPath.row == 0 ? 100 : 72`) is
            // no one size: the drawn cell's row is not known.
            let body = interpreter.bodyText(f)
            if let indexPath = f.parameters.last?.name, body.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }).contains(Substring(indexPath)) {
                return nil
            }
            let unknown = Value.unknown(Unknown(name: "indexPath", range: .none, why: "a row the table asks for when the app runs"))
            var arguments = f.parameters.map { _ in unknown }
            if let list, !arguments.isEmpty { arguments[0] = .view(list) }
            let returned = interpreter.callMethod(f, on: interpreter.instance.map(Value.instance) ?? .null,
                                                  arguments: arguments, range: first.range)
            let name = language == .swift ? (collection ? "collectionView(_:layout:sizeForItemAt:)" : "tableView(_:heightForRowAt:)")
                                           : (collection ? "collectionView:layout:sizeForItemAtIndexPath:" : "tableView:heightForRowAtIndexPath:")
            // A method that returns UIKit's automatic dimension (or what the reader cannot tell)
            // leaves the cell to its content.
            switch returned {
            case .size(let s)? where collection && s.width >= 1 && s.height >= 1: return OwnerCellSize(width: s.width, height: s.height, by: name)
            case let v? where !collection && v.isNumeric:
                if let h = v.number, Interpreter.isRowHeight(h) { return OwnerCellSize(width: rowWidth, height: h, by: name) }
            default: break
            }
            return nil
        }
        let setting = collection ? "itemSize" : "rowHeight"
        guard let value = interpreter.cellSizesSet.last(where: { $0.name == setting })?.value else { return nil }
        if collection, case .size(let s) = value, s.width >= 1, s.height >= 1 { return OwnerCellSize(width: s.width, height: s.height, by: setting) }
        if !collection, value.isNumeric, let h = value.number, Interpreter.isRowHeight(h) { return OwnerCellSize(width: rowWidth, height: h, by: setting) }
        return nil
    }
}
