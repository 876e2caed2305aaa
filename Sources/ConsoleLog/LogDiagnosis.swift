import Layout

/// What a suggestion is about: one per kind of cause.
public enum SuggestionKind: String, Sendable, CaseIterable {
    case encapsulatedSize, autoresizingMask, stackView, temporarySize, contentSize, frameworkInternal, layoutGuide
    /// Only the app's own constraints conflict.
    case appConstraints
    /// The constraints as printed can all hold: the cause is not in the log.
    case notConflicting
    /// The report was cut off before its break line.
    case cutOff
    /// UIKit printed more constraints than the conflict needs.
    case bystanders
    /// The same constraint printed twice, which older systems reported as a conflict.
    case duplicate
}

/// One thing to know or do, in words, with the constraint it is about (an index into the
/// block's constraints) when there is one.
public struct LogSuggestion: Sendable, Equatable {
    public var kind: SuggestionKind
    public var text: String
    public var constraint: Int?
}

/// A conflict in the block's own terms.
public struct LogConflict: Sendable, Equatable {
    /// Indices into the block's constraints: a minimal conflicting set, ascending.
    public var set: [Int]
    /// The one the solver broke (the framework's choice when it is in the set).
    public var broken: Int
}

/// Why a report's constraints cannot hold, and what usually fixes it.
public struct LogDiagnosis {
    public let layout: LogLayout
    public let conflicts: [LogConflict]
    public private(set) var suggestions: [LogSuggestion] = []

    public init(layout: LogLayout) {
        self.layout = layout
        conflicts = layout.result.conflicts.map { c in
            LogConflict(set: c.set.map { layout.constraintIndex[$0] }.sorted(), broken: layout.constraintIndex[c.broken])
        }
        let block = layout.block
        if block.broken == nil {
            suggestions.append(LogSuggestion(kind: .cutOff, text: "The report was cut off before the line saying which constraint \(framework) broke; masrender breaks the last one listed instead.", constraint: nil))
        }
        if conflicts.isEmpty, let (a, b) = Self.duplicatePair(block) {
            // Two equal constraints always hold together; older iOS printed such a pair as a
            // conflict all the same. The fix is to add it once.
            let twice = block.constraints[a].ref == block.constraints[b].ref ? "printed twice" : "added twice"
            suggestions.append(LogSuggestion(kind: .duplicate, text: "The same constraint was \(twice): \(reference(a)) and line \(block.constraints[b].line) are one constraint, and two equal constraints can always hold together (older iOS reported such a pair as a conflict). Remove one: code that makes its constraints again each time it runs (mas_makeConstraints or snp.makeConstraints in a method called more than once) wants mas_updateConstraints/snp.updateConstraints, or remakeConstraints.", constraint: b))
            return
        }
        if conflicts.isEmpty {
            let text = block.isCutOff
                ? "The constraints that are left can all hold: the rest of the conflict was in the part of the report that was cut off."
                : "These constraints can all hold as printed: the conflict needs something the log does not show (a size set from outside, margins other than 8, an intrinsic size, a constraint cut from the list), so masrender cannot name the set."
            suggestions.append(LogSuggestion(kind: .notConflicting, text: text, constraint: block.broken))
            return
        }
        for conflict in conflicts { diagnose(conflict) }
        let used = Set(conflicts.flatMap(\.set))
        let leftOut = Set(layout.leftOut.map(\.index))
        let innocent = block.constraints.indices.filter { !used.contains($0) && !leftOut.contains($0) }
        if !innocent.isEmpty {
            let lines = innocent.map { "line \(block.constraints[$0].line)" }.joined(separator: ", ")
            let others = innocent.count == 1 ? "The other one (\(lines)) is" : "The other \(innocent.count) (\(lines)) are"
            suggestions.append(LogSuggestion(kind: .bystanders, text: "\(framework) printed \(block.constraints.count) constraints; \(used.count) of them are enough to conflict. \(others) not part of the problem.", constraint: nil))
        }
    }

    /// The first two active constraints with the same equation (items, attributes, relation,
    /// multiplier, constant and priority), in the order printed.
    static func duplicatePair(_ block: LogBlock) -> (Int, Int)? {
        let active = block.constraints.indices.filter { block.constraints[$0].isActive != false }
        for (n, a) in active.enumerated() {
            if let b = active.dropFirst(n + 1).first(where: { block.constraints[$0].equation == block.constraints[a].equation }) { return (a, b) }
        }
        return nil
    }

    var framework: String { layout.log.isAppKit ? "AppKit" : "UIKit" }
    var block: LogBlock { layout.block }

    // MARK: Words

    func name(_ ref: String) -> String { layout.names[ref] ?? ref }

    /// `UILabel 'Title'.height >= 330` in the items' display names.
    public func equationWords(_ i: Int) -> String {
        let e = block.constraints[i].equation
        var text = "\(name(e.first.item)).\(e.first.attribute.rawValue) \(e.relation.rawValue) "
        if let s = e.second {
            if e.multiplier != 1 { text += "\(formatPoints(e.multiplier)) × " }
            text += "\(name(s.item)).\(s.attribute.rawValue)"
            if e.constant != 0 { text += e.constant > 0 ? " + \(formatPoints(e.constant))" : " − \(formatPoints(-e.constant))" }
        } else {
            text += formatPoints(e.constant)
        }
        if e.priority < 1000 { text += " @\(formatPoints(e.priority))" }
        return text
    }

    /// The constraint named as a person looks for it: its words, identifier and where it is.
    public func reference(_ i: Int) -> String {
        let c = block.constraints[i]
        var text = "`\(equationWords(i))`"
        if let id = c.identifier { text += " '\(id)'" }
        var whereabouts = ["line \(c.line)"]
        if let source = c.sourceLocation { whereabouts.insert(source, at: 0) }
        if c.className.hasPrefix("MAS"), !c.ref.hasPrefix("0x") { whereabouts.insert("key \(c.ref)", at: 0) }
        return text + " (\(whereabouts.joined(separator: ", ")))"
    }

    // MARK: Causes

    private mutating func diagnose(_ conflict: LogConflict) {
        let members = conflict.set
        let origins = Set(members.map { block.constraints[$0].origin })
        let app = members.filter { block.constraints[$0].origin == .app }
        if app.isEmpty && (origins.contains(.frameworkInternal) || origins.isSubset(of: [.layoutGuide, .frameworkInternal])) {
            suggestions.append(LogSuggestion(kind: .frameworkInternal, text: "Every constraint in this conflict was made by \(framework) itself (\(origins.map(\.words).sorted().joined(separator: ", "))): this is inside \(framework); nothing in your code causes it, and there is nothing to change. \(framework) recovers by breaking one of them.", constraint: nil))
            return
        }
        let before = suggestions.count
        for i in members {
            switch block.constraints[i].origin {
            case .encapsulatedSize: encapsulated(i, conflict: conflict)
            case .autoresizingMask: autoresizing(i)
            case .stackView where !suggestions.contains(where: { $0.kind == .stackView }): stackView(i, conflict: conflict)
            case .temporarySize: temporary(i, conflict: conflict)
            case .contentSize: contentSize(i)
            default: break
            }
        }
        // Unless a suggestion above already names one of the app's constraints to change, say
        // which of them can give way.
        let named = suggestions[before...].contains { $0.constraint.map { block.constraints[$0].origin == .app } ?? false }
        if !named {
            if !app.isEmpty {
                appOnly(conflict)
            } else if let guide = members.first(where: { block.constraints[$0].origin == .layoutGuide }) {
                suggestions.append(LogSuggestion(kind: .layoutGuide, text: "\(reference(guide)) is how \(framework) defines a layout guide (the safe area or the margins) from the view's insets: tie your views to the guide rather than fixing the guide's own size or position.", constraint: guide))
            }
        }
    }

    /// The app's constraint that should give way: a size constant on the axis if there is one,
    /// else the one the framework broke if it is the app's, else the last of the app's.
    private func giveWay(in conflict: LogConflict, horizontal: Bool?) -> Int? {
        let app = conflict.set.filter { i in
            block.constraints[i].origin == .app && (horizontal == nil || block.constraints[i].equation.first.attribute.isHorizontal == horizontal!)
        }
        if let broken = block.broken, app.contains(broken) { return broken }
        let sizes = app.filter { block.constraints[$0].equation.second == nil && block.constraints[$0].equation.first.attribute.isSize }
        if let largest = sizes.max(by: { block.constraints[$0].equation.constant < block.constraints[$1].equation.constant }) { return largest }
        return app.last
    }

    /// The app's constants on one axis, as a sum a person can check (`330 + 24 + 16`).
    private func sum(in conflict: LogConflict, horizontal: Bool) -> (terms: [Double], total: Double) {
        let terms = conflict.set.compactMap { i -> Double? in
            let c = block.constraints[i]
            guard c.origin == .app, c.equation.first.attribute.isHorizontal == horizontal, c.equation.constant != 0,
                  c.equation.multiplier == 1 || c.equation.second == nil else { return nil }
            return abs(c.equation.constant)
        }
        return (terms, terms.reduce(0, +))
    }

    private mutating func encapsulated(_ i: Int, conflict: LogConflict) {
        let c = block.constraints[i], e = c.equation
        let horizontal = e.first.attribute.isHorizontal
        let dimension = horizontal ? "width" : "height"
        let host = hostName(of: e.first.item)
        var text = "The \(host) gives \(name(e.first.item)) a \(dimension) of \(formatPoints(e.constant)) ('\(c.identifier ?? "UIView-Encapsulated-Layout-\(horizontal ? "Width" : "Height")")')"
        let (terms, total) = sum(in: conflict, horizontal: horizontal)
        if let solved = layout.solved(excluding: [i]), let wanted = solved.view(id: name(e.first.item)) {
            if !wanted.assumed.contains(dimension) {
                let n = horizontal ? wanted.frame.width : wanted.frame.height
                let arithmetic = terms.count > 1 && abs(total - n) < 0.01 ? " (\(terms.map(formatPoints).joined(separator: " + ")) = \(formatPoints(n)))" : ""
                text += ", but your constraints make it \(formatPoints(n)) \(horizontal ? "wide" : "tall")\(arithmetic)"
            } else if terms.count > 1 && total > e.constant {
                // Some sizes are not in the log (a label's text): the constants alone still tell.
                let open = solved.views.filter { $0.assumed.contains(dimension) && $0.id != wanted.id && !$0.isLayoutGuide }.map(\.key)
                text += ", but the constants of your constraints alone add up to \(terms.map(formatPoints).joined(separator: " + ")) = \(formatPoints(total)), more than that"
                if !open.isEmpty { text += ", before the \(dimension)s the log leaves open (\(open.joined(separator: ", ")))" }
            }
        }
        text += "."
        let candidate = giveWay(in: conflict, horizontal: horizontal)
        if let candidate { text += " Lower the priority of \(reference(candidate)) to 999, so it gives way while the \(host) sizes the view," }
        else { text += " Let one of the constraints along the \(dimension) give way (priority 999)," }
        if e.constant == 0 {
            text += " or ignore it: a \(dimension) of 0 is what the \(host) sets before the first real layout, and the conflict goes away once it is sized."
        } else if !host.contains("table") && !host.contains("collection view") || host.hasPrefix("view that") {
            text += " or make room for what you put inside it where it is hosted."
        } else if horizontal {
            text += " or give the item the width it needs (the collection view's item size, or the cell's content)."
        } else {
            text += " or let the cell size itself (rowHeight = UITableView.automaticDimension with an estimatedRowHeight; a collection view's self-sizing cells)."
        }
        suggestions.append(LogSuggestion(kind: .encapsulatedSize, text: text, constraint: candidate ?? i))
    }

    /// What the broken constraint asked for and what the others made of it: a size as a
    /// value (`height to be 200, the others make it 84`), a position as its constant (`asks
    /// for + 20, the others make it + 10`), since where the items stand is partly assumed.
    static func shortfall(_ e: LogEquation, actual: Double, wanted: Double, name: (String) -> String) -> String {
        let side = "\(name(e.first.item)).\(e.first.attribute.rawValue)"
        let relation = e.relation == .equal ? "be" : e.relation == .greaterThanOrEqual ? "be at least" : "be at most"
        if e.second == nil {
            var text = "it asks \(side) to \(relation) \(formatPoints(e.constant)), the others make it \(formatPoints(actual))"
            if e.first.attribute.isSize && e.constant < 0 { text += " (a \(e.first.attribute.rawValue) is never negative)" }
            return text + "."
        }
        func signed(_ d: Double) -> String { d < 0 ? "− \(formatPoints(-d))" : "+ \(formatPoints(d))" }
        let came = e.constant + (actual - wanted)
        var text = "it asks for \(side) \(e.relation.rawValue) \(name(e.second!.item)).\(e.second!.attribute.rawValue) \(signed(e.constant)); the others make it \(signed(came))"
        if e.multiplier != 1 { text = "it asks \(side) to \(relation) \(formatPoints(wanted - e.constant)) \(signed(e.constant)), the others make it \(formatPoints(actual))" }
        return text + "."
    }

    private func hostName(of ref: String) -> String {
        let cls = layout.log.items[ref]?.shortClassName ?? ""
        if cls.contains("TableViewCell") || cls.contains("HeaderFooter") { return "table view" }
        if cls.contains("CollectionViewCell") || cls.contains("CollectionReusable") { return "collection view" }
        if cls.contains("Cell") { return "table or collection view" }
        if cls.contains("NavigationBar") || cls.contains("Toolbar") { return "bar" }
        return "view that hosts it (a table, collection view or bar)"
    }

    private mutating func autoresizing(_ i: Int) {
        let c = block.constraints[i], item = c.equation.first.item
        guard !suggestions.contains(where: { $0.kind == .autoresizingMask && $0.text.contains("`\(name(item))`") }) else { return }
        let mask = c.autoresizingMask.map { " (\($0))" } ?? ""
        let size = block.constraints.first { $0.origin == .autoresizingMask && $0.equation.first.item == item && $0.equation.first.attribute.isSize && $0.equation.second == nil }
        // Constrained itself (not only as the superview its subviews are tied to)?
        let ownConstraints = block.constraints.contains { other in
            guard other.origin == .app else { return false }
            let e = other.equation
            let items = [e.first.item] + (e.second.map { [$0.item] } ?? [])
            guard items.contains(item) else { return false }
            return items.allSatisfy { $0 == item || layout.parents[$0] != item }
        }
        var text = "`\(name(item))` has translatesAutoresizingMaskIntoConstraints on, so \(framework) turned its frame into constraints\(mask), such as \(reference(i))."
        if ownConstraints {
            text += " Set `\(name(item)).translatesAutoresizingMaskIntoConstraints = false` before constraining it (Masonry's and SnapKit's makeConstraints do it only for the view they are called on)."
        } else {
            text += " Either set `\(name(item)).translatesAutoresizingMaskIntoConstraints = false` and place it with constraints, or, if its superview sets its frame (a view controller's root view, a cell, a popover's content), give it a frame big enough for what you put inside it\(size.map { " (its \($0.equation.first.attribute.rawValue) is \(formatPoints($0.equation.constant)) here)" } ?? "") and constrain only its subviews."
        }
        suggestions.append(LogSuggestion(kind: .autoresizingMask, text: text, constraint: i))
    }

    private mutating func stackView(_ i: Int, conflict: LogConflict) {
        let hiding = conflict.set.contains { block.constraints[$0].identifier == "UISV-hiding" }
        let horizontal = block.constraints[i].equation.first.attribute.isHorizontal
        let candidate = giveWay(in: conflict, horizontal: horizontal)
        var text: String
        if hiding {
            text = "'UISV-hiding' squeezes a hidden arranged subview to 0, and a required size of yours on it cannot hold."
            text += candidate.map { " Lower the priority of \(reference($0)) to 999 so the subview can collapse." } ?? " Lower the priority of your size constraint on it to 999 so it can collapse."
        } else {
            text = "The stack view's own constraints ('\(block.constraints[i].identifier ?? "UISV-…")') are in the conflict: it sizes and spaces its arranged subviews itself."
            text += candidate.map { " Lower the priority of \(reference($0)) to 999, or change the stack view's distribution or spacing so they fit." } ?? " Change its distribution or spacing, or give way with a priority of 999 on the size you set on an arranged subview."
        }
        suggestions.append(LogSuggestion(kind: .stackView, text: text, constraint: candidate ?? i))
    }

    private mutating func temporary(_ i: Int, conflict: LogConflict) {
        let e = block.constraints[i].equation
        let horizontal = e.first.attribute.isHorizontal
        let candidate = giveWay(in: conflict, horizontal: horizontal)
        var text = "'\(block.constraints[i].identifier ?? "_UITemporaryLayoutWidth")' is a \(horizontal ? "width" : "height") \(framework) gives `\(name(e.first.item))` for a moment while it measures it (\(formatPoints(e.constant)) here), and your constraints need more."
        text += candidate.map { " Lower the priority of \(reference($0)) to 999; otherwise the warning is harmless and goes away once the real size is set." } ?? " It goes away once the real size is set."
        suggestions.append(LogSuggestion(kind: .temporarySize, text: text, constraint: candidate ?? i))
    }

    private mutating func contentSize(_ i: Int) {
        let item = block.constraints[i].equation.first.item
        let axis = block.constraints[i].equation.first.attribute.isHorizontal ? "horizontal" : "vertical"
        suggestions.append(LogSuggestion(kind: .contentSize, text: "\(reference(i)) is `\(name(item))`'s intrinsic content size (its text or image) held at a required priority: lower its \(axis) content compression resistance (or hugging) priority below 1000, so the size you set wins.", constraint: i))
    }

    private mutating func appOnly(_ conflict: LogConflict) {
        let b = conflict.broken
        let e = block.constraints[b].equation
        if conflict.set.count == 1 {
            var text = "\(reference(b)) cannot hold on its own"
            text += e.first.attribute.isSize && e.second == nil && e.constant < 0 ? ": it asks for a \(e.first.attribute.rawValue) of \(formatPoints(e.constant)), and a size is never negative." : "."
            text += " Change it or remove it."
            suggestions.append(LogSuggestion(kind: .appConstraints, text: text, constraint: b))
            return
        }
        let system = conflict.set.filter { block.constraints[$0].origin.isSystem }
        var text = system.isEmpty ? "These \(conflict.set.count) constraints of yours cannot all hold"
            : "\(conflict.set.count - system.count == 1 ? "This constraint of yours cannot hold" : "These \(conflict.set.count - system.count) constraints of yours cannot all hold") with \(framework)'s \(system.map { block.constraints[$0].origin.words }.uniqued().joined(separator: " and ")) constraint\(system.count == 1 ? "" : "s")"
        let negative = layout.negativeSizes()
        if !negative.isEmpty {
            // The conflict is the rule that sizes are never negative: say what they would come to.
            let sizes = negative.map { "`\($0.view)` \(formatPoints($0.value)) \($0.dimension == "width" ? "wide" : "tall")" }
            text += ": together they would make \(sizes.joined(separator: " and ")), and a size is never negative. \(framework) broke \(reference(b))."
        } else {
            text += "."
            if let solved = layout.result.constraints.first(where: { layout.constraintIndex[$0.index] == b }), case .broken = solved.state {
                text += " \(framework) broke \(reference(b)): " + Self.shortfall(block.constraints[b].equation, actual: solved.actual, wanted: solved.wanted, name: name)
            }
        }
        let candidate = giveWay(in: conflict, horizontal: nil)
        text += " Change or remove one of them, or lower the priority of the one that should give way to 999"
        text += candidate.map { " (for example \(reference($0)))." } ?? "."
        suggestions.append(LogSuggestion(kind: .appConstraints, text: text, constraint: candidate))
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once.
    func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
