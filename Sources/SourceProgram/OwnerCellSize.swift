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
    /// Where the list shows it: a header's size is its section's, not a row's.
    public var place: ListPlace = .cell
    /// Only the width is the owner's (its table's): the height is the cell's content's.
    public var widthOnly = false
    /// What the method that makes a section's header or footer sets on it and calls of its
    /// class's own methods (`header.setup(types: operationTypes)`), alike for every one it makes
    /// (GivenSize.settings, .calls): the drawn file runs them after its initialiser.
    public var settings: [GivenSetting] = []
    public var calls: [GivenInitialiser] = []
}

/// Where a table or collection view shows a reusable view: as a row or item, or as a section's
/// header or footer; each is sized by its own delegate method or setting
/// (`tableView(_:heightForHeaderInSection:)`, `headerReferenceSize`, …), as UIKit lays it out.
public enum ListPlace: String, Sendable {
    case cell, header, footer

    /// The delegate methods (both languages' keys) and the setting that size it.
    func sizedBy(collection: Bool) -> (methods: [String], setting: String, swiftName: String, objectiveCName: String) {
        switch (self, collection) {
        case (.cell, false): return (["tableView:heightForRowAt:", "tableView:heightForRowAtIndexPath:"], "rowHeight",
                                     "tableView(_:heightForRowAt:)", "tableView:heightForRowAtIndexPath:")
        case (.cell, true): return (["collectionView:layout:sizeForItemAt:", "collectionView:layout:sizeForItemAtIndexPath:"], "itemSize",
                                    "collectionView(_:layout:sizeForItemAt:)", "collectionView:layout:sizeForItemAtIndexPath:")
        case (.header, false): return (["tableView:heightForHeaderInSection:"], "sectionHeaderHeight",
                                       "tableView(_:heightForHeaderInSection:)", "tableView:heightForHeaderInSection:")
        case (.footer, false): return (["tableView:heightForFooterInSection:"], "sectionFooterHeight",
                                       "tableView(_:heightForFooterInSection:)", "tableView:heightForFooterInSection:")
        case (.header, true): return (["collectionView:layout:referenceSizeForHeaderInSection:"], "headerReferenceSize",
                                      "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView:layout:referenceSizeForHeaderInSection:")
        case (.footer, true): return (["collectionView:layout:referenceSizeForFooterInSection:"], "footerReferenceSize",
                                      "collectionView(_:layout:referenceSizeForFooterInSection:)", "collectionView:layout:referenceSizeForFooterInSection:")
        }
    }

    /// All the settings that size some place (what the interpreter keeps for an owner).
    static let settings: Set<String> = ["rowHeight", "itemSize", "sectionHeaderHeight", "sectionFooterHeight", "headerReferenceSize", "footerReferenceSize"]
}

extension ProgramReader {
    /// The cell size the file's class that uses `cellClass` gives it: the class whose code names
    /// the cell class is set up as the reader sets up a drawn class, then its delegate method
    /// run with an index path it does not know (a size that depends on it stays unknown).
    /// `frames` are the owner's views' frames as its layout solved them, by view id: what
    /// `collectionView.frame.width` reads (a frame Auto Layout gives is unknown before).
    /// A `supplementary` class (a collection's reusable view, a table's header-footer view) is
    /// sized as the header or footer the owner shows it as (`ListPlace.of`); none when the owner
    /// does not say which.
    public static func cellSize(of cellClass: String, collection: Bool, supplementary: Bool = false, in text: String, file: String,
                                options: SourceOptions = SourceOptions(), frames: [String: Rect] = [:]) -> OwnerCellSize? {
        guard let language = SourceLanguage.of(path: file) else { return nil }
        let source = SourceText(name: file, text: text, appending: options.includes)
        let (syntax, classes) = parse(source, language: language, options: options)
        // The class the file is drawn as, when it names the cell class (so its views' ids are
        // those of `frames`), else the first that does.
        // Its extensions count (`extension ListViewController: UICollectionViewDataSource { … as!
        // TipCell … }`): the class's methods are looked at wherever they are written.
        let names = { (c: ClassInfo) in
            c.name != cellClass && (source.text(c.range).contains(cellClass)
                || c.allMethods.contains { ListPlace.bodyText(of: $0, in: source)?.contains(cellClass) == true })
        }
        let drawn = (try? drawnClass(classes, syntax: syntax, file: file, options: options)) ?? nil
        guard let owner = drawn.flatMap({ names($0) ? $0 : nil }) ?? classes.candidates.first(where: names) else { return nil }
        let interpreter = makeInterpreter(source, language: language, classes: classes, syntax: syntax, role: ClassRole.of(owner), options: options)
        defer { interpreter.tearDown() }
        interpreter.recordsCellSizes = true
        if supplementary { interpreter.constructionsOf = cellClass }
        interpreter.runSetUp(owner, fileStatements: syntax.statements)
        if !frames.isEmpty {
            var materializer = Materializer(interpreter, width: options.width, height: options.height ?? options.width, scale: options.scale,
                                            contentSizeCategory: options.contentSizeCategory)
            _ = materializer.build()
            for v in interpreter.views { if let id = materializer.byObject[ObjectIdentifier(v)]?.id, let f = frames[id] { interpreter.solvedFrames[ObjectIdentifier(v)] = f } }
        }
        guard let place = supplementary ? ListPlace.of(cellClass, in: owner, source: source, bodyText: interpreter.bodyText) : .cell else { return nil }
        let sizing = place.sizedBy(collection: collection)
        let keys = sizing.methods
        // The file's one table or collection view, or the one it registers the class with: the
        // delegate method's first argument. A row is
        // as wide as its table where the owner's layout decides it (a table inset 10 inside a
        // 300-wide panel: 280), else as the screen (nil).
        let lists = interpreter.views.filter { $0.className.hasSuffix(collection ? "CollectionView" : "TableView") }
        let list = lists.count == 1 ? lists[0] : interpreter.listsRegistering[cellClass].flatMap { l in lists.contains { $0 === l } ? l : nil }
        let rowWidth = list.flatMap { interpreter.solvedFrames[ObjectIdentifier($0)]?.width }.flatMap { $0 >= 1 && abs($0 - options.width) >= 0.5 ? $0 : nil }
        // What the owner's method making the header or footer (`viewForHeaderInSection`) sets on
        // the instances of the class it makes and calls on them, run for a section the table
        // asks for: the maker runs only as the table lays out, so no set-up has recorded it.
        func madeInMaker(place: ListPlace) -> ([GivenSetting], [GivenInitialiser]) {
            let makers = ListIndexPaths.makers(of: place, collection: collection)
            guard let f = owner.allMethods.first(where: { makers.contains(MethodKey.of($0)) && interpreter.bodyText($0).contains(cellClass) }),
                  let first = f.body?.first else { return ([], []) }
            let section = Value.unknown(Unknown(name: "section", range: .none, why: "a section the table asks for when the app runs"))
            var arguments = f.parameters.map { _ in section }
            if let list, !arguments.isEmpty { arguments[0] = .view(list) }
            (interpreter.constructions, interpreter.settingsOfConstructions, interpreter.callsOfConstructions) = ([], [:], [:])
            _ = interpreter.callMethod(f, on: interpreter.instance.map(Value.instance) ?? .null, arguments: arguments, range: first.range)
            return (interpreter.settingsAlike(), interpreter.callsAlike())
        }
        // The size the owner decides; else, for a row the table sizes to its content (UIKit's
        // automatic dimension, or what the reader cannot tell), the table's width alone where the
        // owner's layout makes it another than the screen's (a table inset 16: 361 wide).
        func decided() -> OwnerCellSize? {
            if let f = owner.allMethods.first(where: { keys.contains(MethodKey.of($0)) && $0.body != nil }), let first = f.body?.first {
                let name = language == .swift ? sizing.swiftName : sizing.objectiveCName
                let unknown = Value.unknown(Unknown(name: "indexPath", range: .none, why: "a row the table asks for when the app runs"))
                func size(at indexPath: Value) -> OwnerCellSize? {
                    var arguments = f.parameters.map { _ in unknown }
                    if let list, !arguments.isEmpty { arguments[0] = .view(list) }
                    if arguments.count >= 2 { arguments[arguments.count - 1] = indexPath }
                    let returned = interpreter.callMethod(f, on: interpreter.instance.map(Value.instance) ?? .null,
                                                          arguments: arguments, range: first.range)
                    // A method that returns UIKit's automatic dimension (or what the reader cannot
                    // tell) leaves the cell to its content.
                    switch returned {
                    case .size(let s)? where collection && s.width >= 1 && s.height >= 1:
                        return OwnerCellSize(width: s.width, height: s.height, by: name, place: place)
                    case let v? where !collection && v.isNumeric:
                        if let h = v.number, Interpreter.isRowHeight(h) { return OwnerCellSize(width: rowWidth, height: h, by: name, place: place) }
                    default: break
                    }
                    return nil
                }
                // A size that depends on the row asked for (`indexPath.row == 0 ? 100 : 72`) is the
                // size of the rows the owner shows the class in: its maker method's branches that
                // make it say which (`if (indexPath.section == 1 && indexPath.row == 1)`, `if section
                // == 0`), and the method is run for each of them; they must agree. Where none says,
                // or the method reads what they leave open, there is no one size.
                guard let param = f.parameters.last?.name,
                      let read = ListIndexPaths.reads(of: param, in: interpreter.bodyText(f), isNumber: place != .cell && !collection) else { return nil }
                if read.isEmpty { return size(at: unknown) }
                // (Branches under conditions this does not read, `else if (self.type == …)`, say no
                // row; the rows that are said decide, as the earlier one-section reading did.)
                // A branch under a case of the app's data (`case FormTemplateControlTypeText:`) is
                // run with that case holding, whatever row it is: the size method's own switch on the
                // data takes the same case.
                // A branch that leaves a member open (`case 1:` of a switch on the section, the
                // `else` of `row == 0`) is run at each row it allows that the method tells apart.
                let numbers = ListIndexPaths.numbersWritten(in: interpreter.bodyText(f))
                // Where the maker method says no row for the class (it tells its lists apart, not
                // its rows), the size is the one the method gives whatever row is asked, if any
                // (the row is read only in another list's branch): none where a branch taken was
                // one only the running app decides (`model.items.count == 0 ? 50 : 179`), nor for an
                // owner with one list (its rows are what the method tells apart).
                let branches = ListIndexPaths.shown(cellClass, in: owner, makers: ListIndexPaths.makers(of: place, collection: collection), source: source)
                // A class the maker makes for every row, under no branch (`PPCell *cell = [tableView
                // dequeue…]` before a switch on the section), sized differently at rows the size
                // method singles out (`if (indexPath.section == 0) return 100; return 48;`): the
                // rows it does not single out are the table's own, drawn at theirs, said with the others'.
                if branches == [[:]], place == .cell, let everyRow = sizeAtRowsNotSingledOut(read: read, numbers: numbers, size: size) {
                    return everyRow
                }
                guard let shown = branches?
                        .compactMap({ ListIndexPaths.expanded($0, reading: read, trying: numbers) }).flatMap({ $0 }), !shown.isEmpty else {
                    guard lists.count > 1, list != nil else { return nil }
                    let choices = interpreter.runTimeChoices
                    let any = size(at: unknown)
                    return interpreter.runTimeChoices == choices ? any : nil
                }
                // A row whose size the method cannot give (its branch tests the app's data too,
                // `section == 1 && _relatedMusics.count > 0`) is passed over like an unsaid one.
                let sizes = shown.compactMap { known -> OwnerCellSize? in
                    interpreter.assumedCases = ListIndexPaths.cases(known)
                    defer { interpreter.assumedCases = [] }
                    return size(at: ListIndexPaths.argument(known))
                }
                guard var one = sizes.first, sizes.allSatisfy({ $0 == one }) else { return nil }
                // Said with the cases of the data it was run under (`for FormTemplateControlTypeText`).
                let cases = Set(shown.flatMap { ListIndexPaths.cases($0) }).sorted()
                if !cases.isEmpty { one.by += " for " + cases.joined(separator: ", ") }
                return one
            }
            let setting = sizing.setting
            guard let value = ListPlace.settingBeside(cellClass, interpreter.cellSizesSet.filter { $0.name == setting }, in: source) else { return nil }
            if collection, case .size(let s) = value, s.width >= 1, s.height >= 1 {
                return OwnerCellSize(width: s.width, height: s.height, by: setting, place: place)
            }
            if !collection, value.isNumeric, let h = value.number, Interpreter.isRowHeight(h) {
                return OwnerCellSize(width: rowWidth, height: h, by: setting, place: place)
            }
            return nil
        }
        if var size = decided() {
            if place != .cell { (size.settings, size.calls) = madeInMaker(place: place) }
            return size
        }
        if !collection, place == .cell, let rowWidth {
            return OwnerCellSize(width: rowWidth, height: 0, by: "its table's width", place: place, widthOnly: true)
        }
        return nil
    }
}

/// The size a size method gives the rows it does not single out: each member it reads tried at
/// every number it writes and at one past them all; the size at the last (no row it names), with
/// the sizes of the rows it names said beside it when they differ. Nil when that row has none.
func sizeAtRowsNotSingledOut(read: Set<String>, numbers: [Int], size: (Value) -> OwnerCellSize?) -> OwnerCellSize? {
    let past = (numbers.max() ?? -1) + 1
    var paths: [ListIndexPaths.Known] = [[:]]
    for key in read.sorted() {
        paths = paths.flatMap { k in (numbers + [past]).map { v in var k = k; k[key] = v; return k } }
    }
    guard var common = paths.last.flatMap({ size(ListIndexPaths.argument($0)) }) else { return nil }
    let named = paths.dropLast().compactMap { path in size(ListIndexPaths.argument(path)).map { (path, $0) } }.filter { $0.1 != common }
    guard !named.isEmpty else { return common }
    let others = named.prefix(3).map { path, s in
        let at = path.sorted { $0.key < $1.key }.map { "\($0.key.isEmpty ? "section" : $0.key) \($0.value)" }.joined(separator: ", ")
        return "\(s.width.map { formatNumber($0) + " × " } ?? "")\(formatNumber(s.height)) at \(at)"
    }
    common.by += " for the rows it does not single out (\(others.joined(separator: "; ")))"
    return common
}

extension ListPlace {
    /// Of the values a size setting is given (`layout.itemSize = …` for each of a screen's two
    /// collection views), the one set nearest where the owner registers the cell class
    /// (`$0.register(ResultCell.self, …)` in the same `.then { }` as its layout's `itemSize`), else
    /// nearest where it names it; the last one set when the owner sets one, or names the class nowhere.
    static func settingBeside(_ className: String, _ set: [(name: String, value: Value, at: Int)], in source: SourceText) -> Value? {
        guard set.count > 1 else { return set.last?.value }
        let own = source.text(source.ownRange)
        let mentions = wordRanges(of: className, in: own)
        // (Where a mention's line is: from the line break before it to the one after it.)
        func line(of r: Range<String.Index>) -> Substring {
            let start = own[..<r.lowerBound].lastIndex(of: "\n").map { own.index(after: $0) } ?? own.startIndex
            return own[start..<(own[r.upperBound...].firstIndex(of: "\n") ?? own.endIndex)]
        }
        let registered = mentions.filter { line(of: $0).contains("register") }
        // (An `#import "AttenssionTableViewCell.h"` at the file's top is no use of the class: it
        // would pick whichever table's setting is nearest the top.)
        let used = mentions.filter { r in
            let text = line(of: r).drop { $0 == " " || $0 == "\t" }
            return !["#import", "#include", "@class", "@import"].contains { text.hasPrefix($0) }
        }
        // (The offsets of the registrations, else of every use, in the file's bytes.)
        let marks = (registered.isEmpty ? used : registered).map { source.ownRange.start + own.utf8.distance(from: own.startIndex, to: $0.lowerBound) }
        guard !marks.isEmpty else { return set.last?.value }
        func distance(_ at: Int) -> Int { marks.map { abs($0 - at) }.min()! }
        return set.min { distance($0.at) < distance($1.at) }?.value
    }

    /// Whether the owner shows a supplementary class as its sections' header or footer: where it
    /// registers or dequeues it with a section header's or footer's kind
    /// (`forSupplementaryViewOfKind:UICollectionElementKindSectionHeader`), else in which of
    /// `viewForHeaderInSection` / `viewForFooterInSection` it makes it. Nil when it says neither.
    static func of(_ className: String, in owner: ClassInfo, source: SourceText, bodyText: (FunctionDecl) -> String) -> ListPlace? {
        func word(_ line: Substring) -> Bool { firstWord(className, in: String(line)) != nil }
        for line in texts(of: owner, in: source).flatMap({ $0.split(separator: "\n") }) where word(line) {
            let l = line.lowercased()
            if l.contains("sectionheader") { return .header }
            if l.contains("sectionfooter") { return .footer }
        }
        for f in inSourceOrder(owner.allMethods) where f.body != nil {
            let key = MethodKey.of(f)
            guard key.contains("viewForHeaderInSection") || key.contains("viewForFooterInSection") || key.contains("viewForSupplementaryElementOfKind"),
                  case let body = bodyText(f), let at = firstWord(className, in: body) else { continue }
            if key.contains("viewForHeaderInSection") { return .header }
            if key.contains("viewForFooterInSection") { return .footer }
            // `if kind == UICollectionElementKindSectionHeader { … dequeue … UserHeader … }`:
            // the kind named last before it.
            let before = body[..<at].lowercased()
            let header = before.ranges(of: "sectionheader").last?.lowerBound, footer = before.ranges(of: "sectionfooter").last?.lowerBound
            switch (header, footer) {
            case let (h?, f?): return h > f ? .header : .footer
            case (_?, nil): return .header
            case (nil, _?): return .footer
            default: continue
            }
        }
        return nil
    }

    /// The code of a class: its declaration and each of its methods' bodies, wherever written
    /// (its extensions', `extension ListViewController: UICollectionViewDataSource { … }`).
    static func texts(of c: ClassInfo, in source: SourceText) -> [String] {
        [source.text(c.range)] + inSourceOrder(c.allMethods).compactMap { bodyText(of: $0, in: source) }
    }

    /// A method's body as written, from its first statement to its last; nil for none.
    static func bodyText(of f: FunctionDecl, in source: SourceText) -> String? {
        guard let first = f.body?.first, let last = f.body?.last else { return nil }
        return source.text(SourceRange(first.range.start, last.range.end))
    }

    /// Methods in the order the file writes them (a class's methods are kept by name, in no
    /// order): the first that says where a view is shown decides, the same on every run.
    static func inSourceOrder(_ methods: [FunctionDecl]) -> [FunctionDecl] {
        methods.sorted { ($0.body?.first?.range.start ?? 0, $0.name) < ($1.body?.first?.range.start ?? 0, $1.name) }
    }

    /// Where the name first stands as a whole word in the text.
    static func firstWord(_ name: String, in text: String) -> String.Index? {
        wordRanges(of: name, in: text).first?.lowerBound
    }

    /// Where the name stands as a whole word in the text, not inside a longer name
    /// (`UserHeader`, not `UserHeaderView`).
    static func wordRanges(of name: String, in text: String) -> [Range<String.Index>] {
        func isWord(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }
        return text.ranges(of: name).filter { r in
            (r.lowerBound == text.startIndex || !isWord(text[text.index(before: r.lowerBound)]))
                && (r.upperBound == text.endIndex || !isWord(text[r.upperBound]))
        }
    }
}

extension Interpreter {
    /// Keeps which list a registration (`register(_:forCellWithReuseIdentifier:)`,
    /// `registerNib:forCellReuseIdentifier:`) registers a cell class with: the class passed
    /// (`PostCell.self`, `[PostCell class]`), else each class its arguments name, as a nib is
    /// named after its class's file (`UINib(nibName: "PostCell", bundle: nil)`) and an identifier
    /// often is the class's own (`PostCell.reuseIdentifier`, `@"PostCell"`).
    func noteRegistration(on list: ViewObject, _ a: [CallArgument]) {
        if case .type(let cell)? = a.first?.value { listsRegistering[cell] = list; return }
        for argument in a {
            for word in Self.typeLikeWords(in: source.text(argument.expr.range)) where listsRegistering[word] == nil {
                listsRegistering[word] = list
            }
        }
    }

    /// The words of a piece of code (its string literals' included) that could name a class:
    /// starting with a capital, not UIKit's or Foundation's own (`UINib`, `NSBundle`).
    static func typeLikeWords(in text: String) -> [String] {
        var words: [String] = [], word = ""
        for c in text + " " {
            if c.isLetter || c.isNumber || c == "_" { word.append(c); continue }
            if let first = word.first, first.isUppercase, !word.hasPrefix("UI"), !word.hasPrefix("NS"), !words.contains(word) { words.append(word) }
            word = ""
        }
        return words
    }
}
