import SourceSyntax

/// Which rows or sections a list's owner shows a class in, read from the method that makes it
/// (`cellForRowAt`, `viewForHeaderInSection`): the index path or section number each branch
/// making it is taken under (`if (indexPath.section == 1 && indexPath.row == 1) { MemberCell *cell
/// = … }`, `switch indexPath.section { case 2: … }`, `if section == 0 { … }`). The size methods
/// (`heightForRowAt`, `heightForHeaderInSection`) are then run with those index paths, as UIKit
/// asks them for the rows the class is shown in.
enum ListIndexPaths {
    /// One branch's index path: "section", "row" (also "item"), or "" for a section number
    /// passed alone; an empty one for a branch under no such condition. A case of the app's data
    /// the branch is under (`case FormTemplateControlTypeText:` of `switch (field.controlType)`,
    /// `if model.kind == .banner`) is kept as "#" and its label.
    typealias Known = [String: Int]

    /// The cases of the app's data a branch is under (Interpreter.assumedCases).
    static func cases(_ known: Known) -> Set<String> { Set(known.keys.filter { $0.hasPrefix("#") }.map { String($0.dropFirst()) }) }

    /// The values a branch is known not to be under: the `else` of `if (indexPath.row == 0)`
    /// is any row but 0, kept as "≠row:0".
    static func excluded(_ known: Known, _ key: String) -> Set<Int> {
        let prefix = "≠" + key + ":"
        return Set(known.keys.filter { $0.hasPrefix(prefix) }.compactMap { Int($0.dropFirst(prefix.count)) })
    }

    /// How a branch keeps an index path it is known not to be, of several members (the `else` of
    /// `row == 1 && section == 1`): "≠&row=1,section=1".
    static func excludedPair(_ pairs: [(String, Int)]) -> String {
        "≠&" + pairs.map { $0.0 + "=" + String($0.1) }.sorted().joined(separator: ",")
    }

    /// Whether an index path is one a branch is known not to be under (excludedPair).
    static func ruledOutTogether(_ path: Known, by known: Known) -> Bool {
        known.keys.contains { key in
            guard key.hasPrefix("≠&") else { return false }
            return key.dropFirst(2).split(separator: ",").allSatisfy { pair in
                let parts = pair.split(separator: "=")
                return parts.count == 2 && path[String(parts[0])] == Int(parts[1])
            }
        }
    }

    /// The index paths a size method is run with for one branch, each member it reads fixed:
    /// a member the branch fixes keeps its value; one it leaves open (a row of `case 1:` of a
    /// switch on the section, or the `else` of `row == 0`) is tried at every number the size
    /// method writes that the branch does not rule out and at one past them all, as rows UIKit
    /// could ask for; the caller needs them all to agree. Nil when the branch says nothing of
    /// what the method reads (it is under a condition this does not read).
    static func expanded(_ known: Known, reading read: Set<String>, trying numbers: [Int]) -> [Known]? {
        let said = read.filter { known[$0] != nil || !excluded(known, $0).isEmpty }
        if said.isEmpty { return cases(known).isEmpty ? nil : [known] }
        var out: [Known] = [known.filter { !$0.key.hasPrefix("≠") }]
        for key in read.sorted() where known[key] == nil {
            let ruledOut = excluded(known, key)
            let fresh = (numbers + ruledOut).max().map { $0 + 1 } ?? 0
            let values = numbers.filter { !ruledOut.contains($0) } + [fresh]
            out = out.flatMap { k in values.map { v in var k = k; k[key] = v; return k } }
        }
        return out.filter { !ruledOutTogether($0, by: known) }
    }

    /// The small whole numbers a size method writes (`indexPath.row == 2`, `case 3:`), the rows
    /// and sections it may tell apart; at most a dozen.
    static func numbersWritten(in body: String) -> [Int] {
        var found: Set<Int> = []
        var digits = "", previous: Character = " "
        for c in body + " " {
            if c.isASCII, c.isNumber, digits.isEmpty ? !(previous.isLetter || previous == "_" || previous == ".") : true { digits.append(c) }
            else if !digits.isEmpty {
                if c != ".", !c.isLetter, let n = Int(digits), n <= 64 { found.insert(n) }
                digits = ""
            }
            previous = c
        }
        return Array(found.sorted().prefix(12))
    }

    /// The makers of each place: the methods whose branches say where the class is shown.
    static func makers(of place: ListPlace, collection: Bool) -> [String] {
        switch (place, collection) {
        case (.cell, false): return ["tableView:cellForRowAt:", "tableView:cellForRowAtIndexPath:"]
        case (.cell, true): return ["collectionView:cellForItemAt:", "collectionView:cellForItemAtIndexPath:"]
        case (.header, false): return ["tableView:viewForHeaderInSection:"]
        case (.footer, false): return ["tableView:viewForFooterInSection:"]
        case (_, true): return ["collectionView:viewForSupplementaryElementOfKind:at:", "collectionView:viewForSupplementaryElementOfKind:atIndexPath:"]
        }
    }

    /// Each branch of the owner's maker methods that makes the class, with the index path it is
    /// taken under; nil when no maker method names the class.
    static func shown(_ className: String, in owner: ClassInfo, makers: [String], source: SourceText) -> [Known]? {
        var found: [Known] = []
        var named = false
        for f in ListPlace.inSourceOrder(owner.allMethods) where makers.contains(MethodKey.of(f)) {
            guard let param = f.parameters.last?.name, let body = f.body else { continue }
            let walker = Walker(className: className, param: param, source: source)
            let before = found.count
            walker.walk(body, known: [:], into: &found)
            named = named || found.count > before
        }
        guard named else { return nil }
        var unique: [Known] = []
        for k in found where !unique.contains(k) { unique.append(k) }
        return unique
    }

    /// What a size method reads of its index path or section parameter: the members it names
    /// (`indexPath.row`, `[indexPath section]`), or "" for the section number itself; nil when
    /// it passes the whole index path on (`[self heightFor:indexPath]`), which this cannot follow.
    static func reads(of param: String, in body: String, isNumber: Bool) -> Set<String>? {
        var read: Set<String> = []
        for r in ListPlace.wordRanges(of: param, in: body) {
            if isNumber { read.insert(""); continue }
            // `indexPath.row`, `indexPath?.row`, `[indexPath row]`.
            let rest = body[r.upperBound...].drop { $0 == "?" || $0 == "!" }
            let sent = rest.first == " " && r.lowerBound > body.startIndex && body[body.index(before: r.lowerBound)] == "["
            guard rest.first == "." || sent else { return nil }
            let member = String(rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard ["section", "row", "item"].contains(member) else { return nil }
            read.insert(member == "item" ? "row" : member)
        }
        return read
    }

    /// The value a size method is run with for one branch's index path.
    static func argument(_ known: Known) -> Value {
        if let n = known[""] { return .integer(Double(n)) }
        let path = Instance(type: ClassInfo(name: "IndexPath", kind: .structType, range: .none))
        if let s = known["section"] { path.properties["section"] = .integer(Double(s)) }
        if let r = known["row"] { path.properties["row"] = .integer(Double(r)); path.properties["item"] = .integer(Double(r)) }
        return .instance(path)
    }

    /// Walks a maker method's statements, keeping the index path each branch is under.
    struct Walker {
        let className: String
        let param: String
        let source: SourceText

        func holds(_ s: Stmt) -> Bool { ListPlace.firstWord(className, in: source.text(s.range)) != nil }

        func walk(_ stmts: [Stmt], known: Known, into found: inout [Known]) {
            for s in stmts where holds(s) {
                switch s.kind {
                case .ifStatement(let conditions, let then, let otherwise):
                    var inThen = known
                    for c in conditions { if case .expression(let e) = c { merge(e, into: &inThen) } }
                    walk(then, known: inThen, into: &found)
                    // `else` of one `indexPath.row == 0`: any row but 0.
                    var inElse = known
                    // And of `indexPath.row == 1 && indexPath.section == 1`: any index path but that one.
                    if let all = equalities(conditions) {
                        if all.count == 1, inElse[all[0].0] == nil { inElse["≠" + all[0].0 + ":" + String(all[0].1)] = 1 }
                        if all.count > 1 { inElse[ListIndexPaths.excludedPair(all)] = 1 }
                    }
                    if let otherwise { walk(otherwise, known: inElse, into: &found) }
                case .switchStatement(let subject, let cases):
                    let key = self.key(subject)
                    for c in cases {
                        var inCase = known
                        if let key, c.patterns.count == 1, case .value(let v) = c.patterns[0], let n = Self.number(v) { inCase[key] = n }
                        // A switch on the app's data: the case (one label; several say no one case).
                        if key == nil, c.patterns.count == 1, let label = label(c.patterns[0]) { inCase["#" + label] = 1 }
                        walk(c.body, known: inCase, into: &found)
                    }
                case .block(let inner):
                    walk(inner, known: known, into: &found)
                default:
                    found.append(known)
                }
            }
        }

        /// `indexPath.section == 1 && indexPath.row == 1`, `section == 0`: what it says of the
        /// index path, added to `known`.
        func merge(_ e: Expr, into known: inout Known) {
            switch e.kind {
            case .paren(let x): merge(x, into: &known)
            case .binary("&&", let a, let b): merge(a, into: &known); merge(b, into: &known)
            case .binary("==", let a, let b):
                if let (k, n) = equality(e) { known[k] = n }
                // The app's data against a named case (`field.type == kTypeText`, `.banner`).
                else if key(a) == nil, key(b) == nil, let label = caseName(b) ?? caseName(a) { known["#" + label] = 1 }
            case .binary(let op, let a, let b) where ["<", "<=", ">", ">="].contains(op):
                // `indexPath.row < 5` (either way round): the rows up to it, tried at the last of
                // them (4), which the size method's same test sorts as it sorts them all.
                let flipped = ["<": ">", "<=": ">=", ">": "<", ">=": "<="][op] ?? op
                guard let (k, n, o) = key(a).flatMap({ k in Self.number(b).map { (k, $0, op) } })
                        ?? key(b).flatMap({ k in Self.number(a).map { (k, $0, flipped) } }), known[k] == nil else { break }
                let row = o == "<" ? n - 1 : o == ">" ? n + 1 : n
                if row >= 0 { known[k] = row }
            default: break
            }
        }

        /// Conditions that are all equalities of the index path's members, joined by `&&` or
        /// written as several (`row == 1 && section == 1`); nil when any is something else.
        func equalities(_ conditions: [Condition]) -> [(String, Int)]? {
            var all: [(String, Int)] = []
            func add(_ e: Expr) -> Bool {
                switch e.kind {
                case .paren(let x): return add(x)
                case .binary("&&", let a, let b): return add(a) && add(b)
                default:
                    guard let pair = equality(e) else { return false }
                    all.append(pair)
                    return true
                }
            }
            for c in conditions { guard case .expression(let e) = c, add(e) else { return nil } }
            return all
        }

        /// `indexPath.row == 0` (either way round): the member and the number.
        func equality(_ e: Expr) -> (String, Int)? {
            switch e.kind {
            case .paren(let x): return equality(x)
            case .binary("==", let a, let b):
                if let k = key(a), let n = Self.number(b) { return (k, n) }
                if let k = key(b), let n = Self.number(a) { return (k, n) }
            default: break
            }
            return nil
        }

        /// "" for the parameter itself, its member's name for `indexPath.section` / `[indexPath row]`.
        func key(_ e: Expr) -> String? {
            switch e.kind {
            case .name(let n): return n == param ? "" : nil
            case .paren(let x): return key(x)
            case .member(let base, let m, _) where ["section", "row", "item"].contains(m):
                if case .name(let n) = base.kind, n == param { return m == "item" ? "row" : m }
            case .send(let receiver, let selector, let args) where args.isEmpty && ["section", "row", "item"].contains(selector):
                if case .name(let n) = receiver.kind, n == param { return selector == "item" ? "row" : selector }
            default: break
            }
            return nil
        }

        /// A case pattern's label, as Interpreter.caseLabel(of:) writes it.
        func label(_ p: Pattern) -> String? {
            switch p {
            case .value(let e): return caseName(e)
            case .enumCase(let n, _): return n.hasPrefix(".") ? n : "." + n
            default: return nil
            }
        }

        /// A named case: a constant's name that starts upper-case or with `k` (`FormTemplateControlTypeText`,
        /// `kCellTypeImage`, `CellType.image`), or Swift's `.image`; not a number or a text.
        func caseName(_ e: Expr) -> String? {
            switch e.kind {
            case .implicitMember(let n): return "." + n
            case .name(let n) where n.first?.isUppercase == true || (n.count > 1 && n.first == "k" && Array(n)[1].isUppercase):
                return n
            case .member(let base, _, _):
                if case .name(let t) = base.kind, t.first?.isUppercase == true { return Interpreter.caseLabel(source.text(e.range)) }
                return nil
            case .paren(let x): return caseName(x)
            default: return nil
            }
        }

        static func number(_ e: Expr) -> Int? {
            if case .number(let n, _) = e.kind, n >= 0, n == n.rounded(), n < 100_000 { return Int(n) }
            if case .paren(let x) = e.kind { return number(x) }
            return nil
        }
    }
}
