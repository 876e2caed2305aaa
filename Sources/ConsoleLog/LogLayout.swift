import Layout

/// A report of a log rebuilt as a layout: one view per item, the constraints as printed, the
/// one the framework broke installed last (so the solver breaks the same one when it is part
/// of the conflict), solved, with a hierarchy guessed from `|` relations, margins and what
/// contains what.
public struct LogLayout {
    public let log: ConsoleLog
    public let block: LogBlock
    /// For `result.constraints[i]`, the index of the constraint in `block.constraints`.
    public let constraintIndex: [Int]
    /// The items' display names, by ref (also the views' ids and keys).
    public let names: [String: String]
    public let result: LayoutResult
    /// Constraints of the block that were not installed, with why (inactive ones).
    public let leftOut: [(index: Int, reason: String)]
    /// Each item's guessed superview, by ref (outermost items have none).
    public let parents: [String: String]

    /// Size given to a view whose constraints leave a size open.
    public static let assumedSize = Size(width: 100, height: 44)
    /// Width given to an outermost view whose constraints leave its width open.
    public static let assumedContainerWidth = 320.0
    /// How far below its parent's top a child of unknown position starts, clear of the parent's key.
    public static let keyRoom = 18.0
    /// Room around the items on the canvas.
    public static let padding = 24.0
    /// The canvas is at least this wide, so the legend below reads.
    public static let minimumWidth = 420.0

    /// `sourceName` (the log's file name, never its path) is what descriptions point into.
    public init(log: ConsoleLog, block index: Int, sourceName: String) throws {
        self.log = log
        let block = log.blocks[index], names = Self.displayNames(log)
        self.block = block
        self.names = names
        var order = Array(block.constraints.indices)
        if let broken = block.broken { order.removeAll { $0 == broken }; order.append(broken) }
        var left: [(Int, String)] = []
        order.removeAll { i in
            if block.constraints[i].isActive == false { left.append((i, "inactive")); return true }
            return false
        }
        leftOut = left
        let refs = Self.itemRefs(block, order: order)
        // First pass, every item directly in the canvas: where everything lands.
        let canvas = Size(width: 1000, height: 1000)
        var flat = try Self.solve(log: log, block: block, order: order, refs: refs, names: names, parents: [:],
                                  placeholders: [:], canvas: canvas, sourceName: sourceName)
        var frames = Dictionary(uniqueKeysWithValues: refs.map { ($0, flat.view(id: names[$0]!)!.absoluteFrame) })
        var parents = Self.guessParents(block: block, order: order, refs: refs, frames: frames, log: log)
        func resolve(_ placeholders: [String: Rect]) throws {
            flat = try Self.solve(log: log, block: block, order: order, refs: refs, names: names, parents: [:],
                                  placeholders: placeholders, canvas: canvas, sourceName: sourceName)
            frames = Dictionary(uniqueKeysWithValues: refs.map { ($0, flat.view(id: names[$0]!)!.absoluteFrame) })
            parents = Self.guessParents(block: block, order: order, refs: refs, frames: frames, log: log)
        }
        // An outermost view of unknown width is most often a screen-wide one (a cell, a bar):
        // solved again with that width standing in, and the hierarchy guessed again.
        var widened = frames
        for ref in refs where parents[ref] == nil && log.items[ref]?.isLayoutGuide != true
            && flat.view(id: names[ref]!)?.assumed.contains("width") == true {
            widened[ref]!.size.width = Self.assumedContainerWidth
        }
        if widened != frames { try resolve(widened) }
        // Views the log does not place would sit on top of each other at the stand-in origin:
        // among siblings, one whose x is open moves to the right of those it overlaps, while
        // its parent has room.
        var spread = frames
        let openX = Set(refs.filter { flat.view(id: names[$0]!)?.assumed.contains("x") == true })
        // One whose y is open starts below its parent's key, not on it.
        for ref in refs where flat.view(id: names[ref]!)?.assumed.contains("y") == true {
            guard let parent = parents[ref], let p = frames[parent], abs(spread[ref]!.minY - p.minY) < 0.5 else { continue }
            spread[ref]!.origin.y = p.minY + Self.keyRoom
        }
        let siblings = Dictionary(grouping: refs.filter { log.items[$0]?.isLayoutGuide != true }, by: { parents[$0] ?? "" })
        for parent in siblings.keys.sorted() {
            var placed: [Rect] = []
            for ref in siblings[parent]! {
                var f = spread[ref]!
                let overlaps = placed.contains { $0.minX < f.maxX && f.minX < $0.maxX && $0.minY < f.maxY && f.minY < $0.maxY }
                if openX.contains(ref), overlaps, let right = placed.map(\.maxX).max() {
                    let limit = parents[ref].flatMap { spread[$0]?.maxX } ?? .infinity
                    if right + 12 + f.width <= limit { f.origin.x = right + 12; spread[ref] = f }
                }
                placed.append(f)
            }
        }
        // A parent of unknown size grows to hold its children.
        for ref in refs {
            guard let view = flat.view(id: names[ref]!), !view.assumed.isEmpty else { continue }
            let children = refs.filter { parents[$0] == ref }.compactMap { spread[$0] }
            guard !children.isEmpty else { continue }
            var f = spread[ref]!
            if view.assumed.contains("height"), let bottom = children.map(\.maxY).max(), bottom > f.maxY { f.size.height = bottom - f.minY + 8 }
            if view.assumed.contains("width"), let right = children.map(\.maxX).max(), right > f.maxX { f.size.width = right - f.minX + 8 }
            spread[ref] = f
        }
        if spread != frames { try resolve(spread) }
        self.parents = parents
        // Second pass, nested, on a canvas that holds everything with room around it.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for f in frames.values {
            minX = min(minX, f.minX, f.maxX); minY = min(minY, f.minY, f.maxY)
            maxX = max(maxX, f.minX, f.maxX); maxY = max(maxY, f.minY, f.maxY)
        }
        if refs.isEmpty { minX = 0; minY = 0; maxX = 0; maxY = 0 }
        let pad = Self.padding
        let width = max(maxX - minX + 2 * pad, Self.minimumWidth)
        let dx = pad - minX + (width - (maxX - minX + 2 * pad)) / 2, dy = pad - minY
        var placeholders: [String: Rect] = [:]
        for ref in refs {
            let f = frames[ref]!
            let origin = parents[ref].map { frames[$0]! } ?? Rect(x: -dx, y: -dy, width: 0, height: 0)
            placeholders[ref] = Rect(x: f.minX - origin.minX, y: f.minY - origin.minY, width: f.width, height: f.height)
        }
        // Only this last solve finds the minimal conflicting sets; the ones before place things.
        let finalCanvas = Size(width: width.rounded(.up), height: (maxY - minY + 2 * pad).rounded(.up))
        func solveFinal(_ order: [Int]) throws -> LayoutResult {
            try Self.solve(log: log, block: block, order: order, refs: refs, names: names, parents: parents,
                           placeholders: placeholders, canvas: finalCanvas, sourceName: sourceName, explainingConflicts: true)
        }
        var solved = try solveFinal(order)
        // The framework's choice is what the user looks at. When the solver broke others and its
        // choice then held (the rest already conflict in this reading: a negative size, a guessed
        // margin), the minimal set that holds its choice goes first, so the solver meets it whole.
        if let broken = block.broken, order.last == broken, !solved.conflicts.isEmpty,
           !solved.conflicts.contains(where: { $0.set.contains(order.count - 1) }),
           let set = try Self.minimalSet(holding: broken, order: order, log: log, block: block, refs: refs, names: names) {
            let reordered = order.filter { set.contains($0) && $0 != broken } + order.filter { !set.contains($0) } + [broken]
            let again = try solveFinal(reordered)
            if again.conflicts.contains(where: { $0.set.contains(reordered.count - 1) }) {
                order = reordered
                solved = again
            }
        }
        constraintIndex = order
        result = solved
    }

    /// A minimal set of the installed constraints that cannot all hold and holds `broken`: the
    /// others each needed, and the set without `broken` able to hold. Found on the flat layout
    /// by adding the constraints to `broken` one at a time until one cannot join, then taking
    /// away every other one the conflict does not need; nil when no such set exists.
    static func minimalSet(holding broken: Int, order: [Int], log: ConsoleLog, block: LogBlock, refs: [String],
                           names: [String: String]) throws -> Set<Int>? {
        let all = Set(order)
        func holds(_ set: Set<Int>) throws -> Bool {
            try solve(log: log, block: block, order: order, refs: refs, names: names, parents: [:], placeholders: [:],
                      canvas: Size(width: 1000, height: 1000), sourceName: "", excluding: all.subtracting(set)).conflicts.isEmpty
        }
        var together: Set<Int> = [broken]
        for candidate in order where candidate != broken {
            guard try !holds(together.union([candidate])) else { together.insert(candidate); continue }
            var set = together.union([candidate])
            for other in order where other != broken && other != candidate && set.contains(other) {
                if try !holds(set.subtracting([other])) { set.remove(other) }
            }
            if try holds(set.subtracting([broken])) { return set }
        }
        return nil
    }

    /// The items the installed constraints name, in order of first appearance.
    static func itemRefs(_ block: LogBlock, order: [Int]) -> [String] {
        var seen: Set<String> = [], refs: [String] = []
        for i in block.constraints.indices where order.contains(i) {
            let e = block.constraints[i].equation
            for ref in [e.first.item] + (e.second.map { [$0.item] } ?? []) where !seen.contains(ref) {
                seen.insert(ref); refs.append(ref)
            }
        }
        return refs
    }

    /// Solves the block with the items nested as `parents` says, each held at its placeholder
    /// where the constraints leave it free; `excluding` leaves constraints out (to ask what
    /// the others want).
    static func solve(log: ConsoleLog, block: LogBlock, order: [Int], refs: [String], names: [String: String],
                      parents: [String: String], placeholders: [String: Rect], canvas: Size, sourceName: String,
                      excluding: Set<Int> = [], allowingNegativeSizes: Bool = false, explainingConflicts: Bool = false) throws -> LayoutResult {
        let root = View(id: "canvas", key: "", frame: Rect(origin: .zero, size: canvas))
        var views: [String: View] = [:]
        for ref in refs {
            let item = log.items[ref] ?? LogItem(ref: ref, className: "UIView")
            let v = View(id: names[ref]!, key: names[ref]!)
            v.isLayoutGuide = item.isLayoutGuide
            v.placeholderFrame = placeholders[ref] ?? Rect(origin: .zero, size: assumedSize)
            v.requiresNonNegativeSize = !allowingNegativeSizes
            views[ref] = v
        }
        // Parents before children: attach in order of depth.
        func depth(_ ref: String) -> Int {
            var d = 0, r = ref
            while let p = parents[r], d < refs.count { d += 1; r = p }
            return d
        }
        for ref in refs.sorted(by: { (depth($0), refs.firstIndex(of: $0)!) < (depth($1), refs.firstIndex(of: $1)!) }) {
            let parent = parents[ref].flatMap { views[$0] } ?? root
            parent.addSubview(views[ref]!)
        }
        for ref in refs { views[ref]!.backgroundColor = fill(depth: depth(ref), isGuide: views[ref]!.isLayoutGuide) }
        for i in order where !excluding.contains(i) {
            let c = block.constraints[i], e = c.equation
            let first = views[e.first.item]!
            let made = LayoutConstraint(firstView: first, firstAttribute: e.first.attribute, relation: e.relation,
                                        second: e.second.map { .view(views[$0.item]!) }, secondAttribute: e.second?.attribute,
                                        multiplier: e.multiplier, constant: e.constant, priority: LayoutPriority.solverPriority(e.priority).value,
                                        key: nil, source: "\(sourceName):\(c.line)")
            made.verbatimDescription = c.text
            made.systemOrigin = c.systemName(appKit: log.isAppKit)
            first.install([made])
        }
        return try root.layout(explainingConflicts: explainingConflicts)
    }

    /// Pale fills, one per nesting depth, so nested boxes read apart; guides stay clear.
    static func fill(depth: Int, isGuide: Bool) -> Color? {
        if isGuide { return nil }
        let tints = [Color(red: 0.93, green: 0.93, blue: 0.93), Color(red: 0.80, green: 0.90, blue: 0.97),
                     Color(red: 0.99, green: 0.91, blue: 0.75), Color(red: 0.80, green: 0.94, blue: 0.88),
                     Color(red: 0.95, green: 0.85, blue: 0.91)]
        return tints[depth % tints.count]
    }

    /// Each item's superview, as far as the log shows it: the `|` of a visual format, the item
    /// whose margins another is tied to, else the smallest item that contains it (guides hold
    /// nothing). Never a cycle.
    static func guessParents(block: LogBlock, order: [Int], refs: [String], frames: [String: Rect], log: ConsoleLog) -> [String: String] {
        var parents: [String: String] = [:]
        func isAncestor(_ a: String, of b: String) -> Bool {
            var r = b, steps = 0
            while let p = parents[r], steps <= refs.count { if p == a { return true }; r = p; steps += 1 }
            return false
        }
        func setParent(_ child: String, _ parent: String) {
            guard child != parent, parents[child] == nil, !isAncestor(child, of: parent),
                  log.items[parent]?.isLayoutGuide != true else { return }
            parents[child] = parent
        }
        let margins: Set<LayoutAttribute> = [.leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
                                             .centerXWithinMargins, .centerYWithinMargins]
        for i in order {
            let c = block.constraints[i], e = c.equation
            if let child = c.superviewOf, let second = e.second {
                let parent = e.first.item == child ? second.item : e.first.item
                setParent(child, parent)
            }
            if let second = e.second, second.item != e.first.item {
                if margins.contains(second.attribute) && !margins.contains(e.first.attribute) { setParent(e.first.item, second.item) }
                if margins.contains(e.first.attribute) && !margins.contains(second.attribute) { setParent(second.item, e.first.item) }
                // An edge inset from the same edge of another (`leading == other.leading + 16`,
                // `other.bottom == bottom + 16`) sits inside it.
                if e.first.attribute == second.attribute, e.multiplier == 1, e.relation == .equal, e.constant != 0 {
                    let a = e.first.attribute
                    if [.left, .leading, .top].contains(a) {
                        if e.constant > 0 { setParent(e.first.item, second.item) } else { setParent(second.item, e.first.item) }
                    } else if [.right, .trailing, .bottom].contains(a) {
                        if e.constant < 0 { setParent(e.first.item, second.item) } else { setParent(second.item, e.first.item) }
                    }
                }
            }
        }
        for ref in refs where parents[ref] == nil {
            let f = frames[ref]!.standardized
            var best: (area: Double, ref: String)?
            for other in refs where other != ref && log.items[other]?.isLayoutGuide != true && !isAncestor(ref, of: other) {
                let g = frames[other]!.standardized
                guard g.minX <= f.minX + 0.5, g.minY <= f.minY + 0.5, g.maxX >= f.maxX - 0.5, g.maxY >= f.maxY - 0.5 else { continue }
                let area = g.width * g.height, own = f.width * f.height
                // The same frame: the one named first holds the other.
                guard area > own + 0.5 || abs(area - own) <= 0.5 && refs.firstIndex(of: other)! < refs.firstIndex(of: ref)! else { continue }
                if best == nil || area < best!.area { best = (area, other) }
            }
            if let best { setParent(ref, best.ref) }
        }
        return parents
    }

    /// Short names a person recognises: the key or label Masonry and SnapKit print, the app's
    /// name for the view, a label's text, a guide's role, else the class (with the end of the
    /// address when the class is not alone). Unique.
    public static func displayNames(_ log: ConsoleLog) -> [String: String] {
        var classCount: [String: Int] = [:]
        for item in log.items.values where item.isAddress && item.appName == nil { classCount[item.shortClassName, default: 0] += 1 }
        var names: [String: String] = [:]
        var used: Set<String> = []
        for ref in log.items.keys.sorted() {
            let item = log.items[ref]!
            var name: String
            if ref == "|" {
                name = "superview"
            } else if let app = item.appName {
                name = app
            } else if item.isLayoutGuide, let id = item.quoted {
                switch id {
                case "UIViewSafeAreaLayoutGuide": name = "safe area"
                case "UIViewLayoutMarginsGuide": name = "margins"
                case "UIViewReadableContentGuide": name = "readable content"
                case "UIViewKeyboardLayoutGuide", "UIKeyboardLayoutGuide": name = "keyboard"
                default: name = id
                }
            } else if !item.isAddress {
                name = ref
            } else if let text = item.quoted {
                let short = text.count > 18 ? String(text.prefix(17)) + "…" : text
                name = "\(item.shortClassName) '\(short)'"
            } else if classCount[item.shortClassName, default: 0] > 1 {
                name = "\(item.shortClassName) …\(ref.suffix(4))"
            } else {
                name = item.shortClassName
            }
            var unique = name, n = 2
            while used.contains(unique) { unique = "\(name) \(n)"; n += 1 }
            used.insert(unique)
            names[ref] = unique
        }
        return names
    }

    /// The block solved without the given constraints (indices into `block.constraints`),
    /// every item directly on the canvas: what the rest of the constraints want. Views' ids
    /// are `names`. nil when it cannot be solved.
    public func solved(excluding: Set<Int>, allowingNegativeSizes: Bool = false) -> LayoutResult? {
        let refs = Self.itemRefs(block, order: constraintIndex)
        return try? Self.solve(log: log, block: block, order: constraintIndex, refs: refs, names: names, parents: [:],
                               placeholders: [:], canvas: Size(width: 1000, height: 1000), sourceName: "", excluding: excluding,
                               allowingNegativeSizes: allowingNegativeSizes)
    }

    /// When the conflict rests on UIKit's rule that sizes are never negative: the sizes the
    /// constraints would give without that rule (view name, "width"/"height", value), else empty.
    public func negativeSizes() -> [(view: String, dimension: String, value: Double)] {
        guard !result.conflicts.isEmpty, let free = solved(excluding: [], allowingNegativeSizes: true), free.conflicts.isEmpty else { return [] }
        var found: [(String, String, Double)] = []
        for v in free.views.dropFirst() {
            if v.frame.width < -0.0005 { found.append((v.id, "width", v.frame.width)) }
            if v.frame.height < -0.0005 { found.append((v.id, "height", v.frame.height)) }
        }
        return found
    }
}
