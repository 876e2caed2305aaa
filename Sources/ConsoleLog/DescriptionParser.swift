import Layout

/// Why a constraint description could not be read: where (0-based offset in the description)
/// and what was expected there.
struct DescriptionError: Error, Equatable {
    var offset: Int
    var message: String
}

/// Reads one constraint description in any of the forms the frameworks print:
///
///     <NSLayoutConstraint:0x600 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb.height == 44   (active)>
///     <NSLayoutConstraint:0x600 H:|-(15)-[UILabel:0x7f8'Title'](LTR)   (active, names: '|':UIView:0x7f9 )>
///     <NSAutoresizingMaskLayoutConstraint:0x600 h=--& v=--& UIView:0x7f.minX == 0   (active)>
///     <MASLayoutConstraint:ConflictingConstraint[0] UIView:redView.width >= 500 ^high>
///     <SnapKit.LayoutConstraint:0x600@ViewController.swift#42 UIView:0x7f.left == UIView:0x7f.left + 10.0>
///
/// Items it meets are added to `items` (the first class seen for a ref wins).
struct DescriptionParser {
    var items: [String: LogItem]

    init(items: [String: LogItem]) { self.items = items }

    mutating func parse(_ description: String) throws(DescriptionError) -> LogConstraint {
        var s = Scanner(Array(Self.unwrappingLegacySnapKit(description)))
        guard s.eat("<") else { throw DescriptionError(offset: 0, message: "expected '<' to open a constraint description") }
        let classStart = s.i
        let className = s.take { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
        guard className.hasSuffix("Constraint"), s.eat(":") else {
            throw DescriptionError(offset: classStart, message: "expected a constraint class and ':' (as in <NSLayoutConstraint:0x600…)")
        }
        // The address, key or label, then SnapKit's @File.swift#42 (an old SnapKit prints the whole path, spaces and all).
        var ref = s.take { !$0.isWhitespace && $0 != "@" && $0 != ">" }
        var sourceLocation: String?
        if s.peek == "@" {
            s.i += 1
            let start = s.i
            guard let hash = s.find("#") else { throw DescriptionError(offset: start, message: "expected '#line' after SnapKit's '@file'") }
            let path = String(s.chars[start..<hash])
            s.i = hash + 1
            let line = s.take { $0.isNumber }
            guard !line.isEmpty else { throw DescriptionError(offset: s.i, message: "expected a line number after '#'") }
            let file = path.split(separator: "/").last.map(String.init) ?? path
            sourceLocation = "\(file)#\(line)"
        }
        if ref.isEmpty { ref = "constraint" }
        s.skipSpaces()
        var identifier: String?
        if s.peek == "'" || s.peek == "‘" {
            let closing: Character = s.peek == "'" ? "'" : "’"
            s.i += 1
            guard let close = s.find(closing) else { throw DescriptionError(offset: s.i - 1, message: "the identifier's quote is never closed") }
            identifier = String(s.chars[s.i..<close])
            s.i = close + 1
            s.skipSpaces()
        }
        var mask: String?
        if s.lookingAt("h=") {
            let start = s.i
            let h = s.take { !$0.isWhitespace }
            s.skipSpaces()
            let v = s.lookingAt("v=") ? s.take { !$0.isWhitespace } : ""
            guard h.count == 5, v.isEmpty || v.count == 5 else { throw DescriptionError(offset: start, message: "expected an autoresizing mask such as 'h=--& v=--&'") }
            mask = v.isEmpty ? h : "\(h) \(v)"
            s.skipSpaces()
        }
        // The body runs to the trailer "(active…)" / "(Names: …)" or to the closing '>'.
        guard let end = s.lastIndex(of: ">") , end >= s.i else {
            throw DescriptionError(offset: s.chars.count, message: "the description is cut off: expected '>' at its end")
        }
        var bodyEnd = end
        var isActive: Bool?
        var names: [String: String] = [:]
        if let open = trailerStart(s.chars, from: s.i, to: end) {
            let trailer = String(s.chars[(open + 1)..<end]).trimmingTrailing(")")
            let lower = trailer.lowercased()
            if lower.hasPrefix("active") { isActive = true } else if lower.hasPrefix("inactive") { isActive = false }
            if let found = lower.offset(of: "names:") {
                let offset = found + 6
                let table = String(trailer.dropFirst(offset))
                names = try parseNames(table, at: open + 1 + offset)
            }
            bodyEnd = open
        }
        var body = Scanner(Array(s.chars[s.i..<bodyEnd]))
        let bodyOffset = s.i
        // Masonry and SnapKit print the priority at the end after '^'.
        var priority = 1000.0
        if let caret = body.lastIndex(of: "^") {
            let words = String(body.chars[(caret + 1)...]).trimmed
            guard let p = Self.priority(named: words) else {
                throw DescriptionError(offset: bodyOffset + caret + 1, message: "expected a priority after '^' (a number, required, high, medium, low or fitting size)")
            }
            priority = p
            body = Scanner(Array(body.chars[..<caret]))
        }
        let equation: LogEquation
        var superviewOf: String?
        do {
            var equationParser = EquationParser(chars: body.chars, items: items, names: names)
            if body.lookingAt("H:") || body.lookingAt("V:") {
                equation = try equationParser.visualFormat()
                superviewOf = equationParser.childOfSuperview
            } else {
                equation = try equationParser.equation()
                superviewOf = equationParser.childOfSuperview
            }
            items = equationParser.items
        } catch {
            throw DescriptionError(offset: bodyOffset + error.offset, message: error.message)
        }
        var result = equation
        if priority < 1000 { result.priority = priority }
        // The same bounds as chains have: beyond them no frame could be drawn.
        if abs(result.constant) > ConstraintChain.largestConstant {
            throw DescriptionError(offset: bodyOffset, message: "the constant \(formatPoints(result.constant)) is out of range: at most ±\(formatPoints(ConstraintChain.largestConstant)) points")
        }
        if abs(result.multiplier) > ConstraintChain.largestMultiplier {
            throw DescriptionError(offset: bodyOffset, message: "the multiplier \(formatPoints(result.multiplier)) is out of range: at most ±\(formatPoints(ConstraintChain.largestMultiplier))")
        }
        if let problem = LayoutPriority.problem(result.priority) {
            throw DescriptionError(offset: bodyOffset, message: problem)
        }
        var constraint = LogConstraint(line: 0, column: 0, text: description, className: className, ref: ref, identifier: identifier,
                                       sourceLocation: sourceLocation, autoresizingMask: mask, isActive: isActive, equation: result)
        constraint.superviewOf = superviewOf
        return constraint
    }

    /// SnapKit before 0.15 wrapped the constraint and each item in brackets of their own:
    /// `<<App.LayoutConstraint:0x7f8> <UIView:0x7f9>.top == <_UILayoutGuide:0x7fa>.bottom>`,
    /// read as today's `<App.LayoutConstraint:0x7f8 UIView:0x7f9.top == _UILayoutGuide:0x7fa.bottom>`.
    /// Anything else is returned as it is.
    static func unwrappingLegacySnapKit(_ description: String) -> String {
        guard description.hasPrefix("<<"), let head = description.firstIndex(of: ">") else { return description }
        var out = "<" + description[description.index(description.startIndex, offsetBy: 2)..<head]
        var rest = description[description.index(after: head)...]
        while let open = rest.firstIndex(of: "<") {
            guard let close = rest[open...].firstIndex(of: ">") else { break }
            out += rest[..<open] + rest[rest.index(after: open)..<close]
            rest = rest[rest.index(after: close)...]
        }
        return out + rest
    }

    /// The '(' of a trailing "(active…)", "(inactive…)" or "(Names: …)" group, outside quotes.
    private func trailerStart(_ chars: [Character], from: Int, to end: Int) -> Int? {
        var i = end - 1
        while i >= from {
            if chars[i] == "(" {
                let rest = String(chars[(i + 1)..<end]).lowercased()
                if rest.hasPrefix("active") || rest.hasPrefix("inactive") || rest.hasPrefix("names:") { return i }
            }
            i -= 1
        }
        return nil
    }

    /// `'|':UIView:0x7f9, 'label':UILabel:0x7fa, AddressToolbar.lockIcon:0x106c2b2e0, ItemCell:0x78b50b000`
    /// → name → ref, registering the items.
    private mutating func parseNames(_ table: String, at offset: Int) throws(DescriptionError) -> [String: String] {
        var names: [String: String] = [:]
        for entry in table.split(separator: ",") {
            let e = entry.trimmed
            guard !e.isEmpty else { continue }
            var name: String?
            var rest = Substring(e)
            // Pasted through a word processor or a blog, `'|'` becomes `‘|’`.
            if rest.hasPrefix("‘"), let close = rest.dropFirst().firstIndex(of: "’") {
                rest = "'" + rest[rest.index(after: rest.startIndex)..<close] + "'" + rest[rest.index(after: close)...]
            }
            if rest.hasPrefix("'"), let close = rest.dropFirst().firstIndex(of: "'") {
                name = String(rest[rest.index(after: rest.startIndex)..<close])
                rest = rest[rest.index(after: close)...]
                guard rest.hasPrefix(":") else { throw DescriptionError(offset: offset, message: "expected ':' after the name '\(name!)' in the names table") }
                rest = rest.dropFirst()
            }
            // Class:0xADDR, or Name:0xADDR where the name is how the equation refers to it.
            guard let colon = rest.lastIndex(of: ":") else {
                throw DescriptionError(offset: offset, message: "expected 'name':Class:0x… in the names table, found \"\(e)\"")
            }
            let before = String(rest[..<colon]), ref = String(rest[rest.index(after: colon)...])
            if let name {
                names[name] = ref
                if items[ref] == nil { items[ref] = LogItem(ref: ref, className: before) }
            } else {
                names[before] = ref
                // `ItemCell:0x…` names a class; `AddressToolbar.lockIcon:0x…` the app's name for the view.
                let isClass = !before.contains(" ") && (before.split(separator: ".").last?.first?.isUppercase ?? false)
                if items[ref] == nil {
                    items[ref] = isClass ? LogItem(ref: ref, className: before) : LogItem(ref: ref, className: "UIView", appName: before)
                }
            }
        }
        return names
    }

    /// Masonry's and SnapKit's priority words: `high`, `fitting size`, `750`, `UILayoutPriority(rawValue: 750.0)`.
    static func priority(named words: String) -> Double? {
        if let p = LayoutPriority.named(words.lowercased()) { return p }
        var s = Scanner(Array(words))
        while s.i < s.chars.count, !(s.chars[s.i].isNumber) { s.i += 1 }
        return s.number()
    }
}

/// The equation part of a description, in Apple's, Masonry's and SnapKit's orders, or in
/// the visual format older systems print.
struct EquationParser {
    var s: Scanner
    var items: [String: LogItem]
    let names: [String: String]
    /// In a visual format with `|`: the item whose superview `|` is.
    var childOfSuperview: String?

    /// The table's names that hold a space, longest first.
    let namesWithSpaces: [String]

    init(chars: [Character], items: [String: LogItem], names: [String: String]) {
        s = Scanner(chars); self.items = items; self.names = names
        namesWithSpaces = names.keys.filter { $0.contains(" ") }.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// Whether a name just matched ends there: before `.attribute` in an equation, before `]`
    /// or the size's `(` in the visual format.
    private func nameEnds(after name: String, _ endingWithAttribute: Bool) -> Bool {
        let next = s.i + name.count
        guard next < s.chars.count else { return !endingWithAttribute }
        return endingWithAttribute ? s.chars[next] == "." : s.chars[next] == "]" || s.chars[next] == "("
    }

    static let attributeNames: [String: LayoutAttribute] = {
        var map: [String: LayoutAttribute] = [:]
        for a in LayoutAttribute.allCases { map[a.rawValue] = a }
        // AppKit's and the autoresizing masks' names; AppKit's views are drawn flipped here.
        map["minX"] = .left; map["maxX"] = .right; map["minY"] = .top; map["maxY"] = .bottom
        map["midX"] = .centerX; map["midY"] = .centerY
        return map
    }()

    private func fail(_ message: String, at offset: Int? = nil) -> DescriptionError {
        DescriptionError(offset: offset ?? s.i, message: message)
    }

    /// `first rel [k*]second [* k] [± c] [@p]` or `first rel c [@p]`.
    mutating func equation() throws(DescriptionError) -> LogEquation {
        s.skipSpaces()
        let first = try anchor()
        s.skipSpaces()
        guard var relation = s.relation() else { throw fail("expected ==, >= or <= after \(first.item).\(first.attribute.rawValue)") }
        var second: LogAnchor?
        var multiplier = 1.0, constant = 0.0, priority = 1000.0
        var sign = 1.0
        var expectTerm = true
        var hugging: Double?, compressionResistance: Double?
        while true {
            s.skipSpaces()
            guard let c = s.peek else { break }
            if c == "@" {
                s.i += 1
                guard let p = s.number() else { throw fail("expected a priority after '@'") }
                priority = p
                continue
            }
            if c == "+" || c == "-" || c == "−" {
                if !expectTerm { expectTerm = true; sign = c == "+" ? 1 : -1 } else { sign *= c == "+" ? 1 : -1 }
                s.i += 1
                continue
            }
            if s.lookingAt("(LTR)") || s.lookingAt("(RTL)") { s.i += 5; continue }
            // NSContentSizeLayoutConstraint's `Hug:250 CompressionResistance:750`.
            if s.lookingAt("Hug:") || s.lookingAt("CompressionResistance:") {
                let isHug = s.lookingAt("Hug:")
                s.i += isHug ? 4 : 22
                guard let p = s.number() else { throw fail("expected a priority after '\(isHug ? "Hug:" : "CompressionResistance:")'") }
                if isHug { hugging = p } else { compressionResistance = p }
                continue
            }
            // A system-spacing anchor's constant (`constraint(equalToSystemSpacingBelow:multiplier:)`),
            // printed after the second item without a sign: the API only places an item below
            // or after another, so the spacing is added.
            if let k = try spacing(Self.anchorSpace) {
                constant += (expectTerm ? sign : 1) * k
                sign = 1
                expectTerm = false
                continue
            }
            guard expectTerm else { throw fail("expected + or - between terms") }
            if c.isNumber || c == "." {
                let start = s.i
                guard let k = s.number() else { throw fail("expected a number", at: start) }
                s.skipSpaces()
                if s.eat("*") {
                    s.skipSpaces()
                    guard second == nil else { throw fail("a constraint has one second item") }
                    second = try anchor()
                    multiplier = sign * k
                } else {
                    constant += sign * k
                }
            } else {
                guard second == nil else { throw fail("a constraint has one second item") }
                second = try anchor()
                multiplier = sign
                s.skipSpaces()
                if s.eat("*") {
                    s.skipSpaces()
                    guard let k = s.number() else { throw fail("expected a multiplier after '*'") }
                    multiplier *= k
                }
            }
            sign = 1
            expectTerm = false
        }
        if expectTerm && second == nil && constant == 0 && sign == 1 {
            throw fail("expected an item or a constant after \(relation.rawValue)")
        }
        if let hug = hugging, let resistance = compressionResistance, hug < 1000 || resistance < 1000 {
            // An intrinsic size is two constraints, `<=` at the hugging and `>=` at the
            // compression resistance priority; the stronger one is what can conflict.
            if resistance >= hug { relation = .greaterThanOrEqual; priority = resistance } else { relation = .lessThanOrEqual; priority = hug }
        }
        if second == nil && !first.attribute.isSize {
            // A position against a number (an autoresizing mask's `minX == 0`, `midY == 120`) is
            // in the superview's coordinates: measured from its left or top edge.
            second = LogAnchor(item: superviewRef(), attribute: first.attribute.isHorizontal ? .left : .top)
            childOfSuperview = first.item
        }
        return LogEquation(first: first, relation: relation, second: second, multiplier: multiplier, constant: constant, priority: priority)
    }

    /// `Class:ref['text'].attribute`, or `name.attribute` through the names table.
    mutating func anchor() throws(DescriptionError) -> LogAnchor {
        let start = s.i
        let ref = try item(endingWithAttribute: true)
        guard s.eat(".") else { throw fail("expected '.attribute' after the item", at: s.i) }
        let name = s.take { $0.isLetter }
        guard let attribute = Self.attributeNames[name] else {
            throw fail("unknown attribute '\(name)'; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, the baselines, the margins, minX…maxY", at: start)
        }
        _ = s.lookingAt("(LTR)") ? s.i += 5 : ()
        return LogAnchor(item: ref, attribute: attribute)
    }

    /// Reads an item and returns its ref. With `endingWithAttribute`, the item is followed by
    /// `.attribute`, so a key with dots in it ends at the last dot before an attribute name.
    mutating func item(endingWithAttribute: Bool) throws(DescriptionError) -> String {
        let start = s.i
        // A name of the table with spaces in it (an accessibility identifier such as `Login
        // Button`) is read whole: the longest such name the text starts with.
        if let name = namesWithSpaces.first(where: { s.lookingAt($0) && nameEnds(after: $0, endingWithAttribute) }), let ref = names[name] {
            s.i += name.count
            if items[ref]?.appName == nil { items[ref]?.appName = name }
            return ref
        }
        let className = s.take { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "$" }
        guard !className.isEmpty else { throw fail("expected an item such as UIView:0x7f…") }
        if s.eat(":") {
            // Class:ref — an address, a key or a label.
            // In an equation the ref runs to the space (a key may hold brackets: `items[0]`); in
            // the visual format it ends at the bracket or the size's parenthesis.
            var ref = endingWithAttribute ? s.take { !$0.isWhitespace && $0 != "'" }
                                          : s.take { !$0.isWhitespace && $0 != "'" && $0 != "]" && $0 != "(" && $0 != ")" }
            var quoted: String?
            if s.peek == "'" {
                let open = s.i
                guard let close = s.closingQuote(from: open) else { throw fail("the quoted text is never closed", at: open) }
                quoted = String(s.chars[(open + 1)..<close])
                s.i = close + 1
            } else if endingWithAttribute {
                // The attribute went into the ref: split it off at the last dot.
                guard let dot = ref.lastIndex(of: ".") else { throw fail("expected '.attribute' after \(className):\(ref)", at: start) }
                s.i -= ref.distance(from: dot, to: ref.endIndex)
                ref = String(ref[..<dot])
            }
            guard !ref.isEmpty else { throw fail("expected an address or a key after '\(className):'", at: start) }
            register(ref: ref, className: className, quoted: quoted)
            return ref
        }
        // A bare name: the app's identifier for the view, resolved through the names table.
        var name = className
        if endingWithAttribute {
            guard let dot = name.lastIndex(of: ".") else { throw fail("expected Class:0x… or a name from the names table", at: start) }
            s.i -= name.distance(from: dot, to: name.endIndex)
            name = String(name[..<dot])
        }
        if let ref = names[name] {
            if items[ref]?.appName == nil, name != "|" { items[ref]?.appName = name }
            return ref
        }
        // Not in the table: the name itself stands for the item.
        register(ref: name, className: "UIView", quoted: nil)
        return name
    }

    private mutating func register(ref: String, className: String, quoted: String?) {
        if var existing = items[ref] {
            if existing.quoted == nil, let quoted { existing.quoted = quoted; items[ref] = existing }
            if existing.className == "UIView", className != "UIView" { items[ref]?.className = className }
        } else {
            items[ref] = LogItem(ref: ref, className: className, quoted: quoted)
        }
    }

    // MARK: Visual format

    /// `H:|-(15)-[A]`, `H:[A]-(>=NSSpace(8))-[B]`, `V:[A]-(0)-|`, `V:[A(44@750)]`, `H:[A][B]`:
    /// one constraint, as UIKit prints a single NSLayoutConstraint in the visual format.
    mutating func visualFormat() throws(DescriptionError) -> LogEquation {
        let horizontal = s.chars[s.i] == "H"
        s.i += 2
        let leadingEdge: LayoutAttribute = horizontal ? .leading : .top
        let trailingEdge: LayoutAttribute = horizontal ? .trailing : .bottom
        let size: LayoutAttribute = horizontal ? .width : .height
        enum Element { case superview, view(String, Predicate?) }
        var elements: [Element] = []
        var gaps: [Predicate] = []
        while true {
            s.skipSpaces()
            guard let c = s.peek else { break }
            if c == "|" {
                s.i += 1
                elements.append(.superview)
            } else if c == "[" {
                s.i += 1
                let ref = try item(endingWithAttribute: false)
                var predicate: Predicate?
                if s.eat("(") {
                    predicate = try self.predicate()
                    guard s.eat(")") else { throw fail("expected ')' after the size") }
                }
                guard s.eat("]") else { throw fail("expected ']' after the item") }
                elements.append(.view(ref, predicate))
            } else if c == "-" {
                s.i += 1
                var gap = Predicate(relation: .equal, constant: 8, priority: 1000)
                if s.eat("(") {
                    gap = try predicate()
                    guard s.eat(")") else { throw fail("expected ')' after the spacing") }
                    guard s.eat("-") else { throw fail("expected '-' after the spacing") }
                } else if s.peek?.isNumber == true {
                    guard let k = s.number() else { throw fail("expected a spacing") }
                    gap.constant = k
                    guard s.eat("-") else { throw fail("expected '-' after the spacing") }
                }
                gaps.append(gap)
                if elements.count != gaps.count { throw fail("a spacing must stand between two elements") }
            } else if s.lookingAt("(LTR)") || s.lookingAt("(RTL)") {
                s.i += 5
            } else {
                throw fail("unexpected '\(c)' in the visual format")
            }
            // Adjacent elements ([A][B]) are 0 apart.
            if elements.count > gaps.count + 1 { gaps.append(Predicate(relation: .equal, constant: 0, priority: 1000)) }
        }
        switch (elements.count, elements.first, elements.last) {
        case (1, .view(let ref, let p?)?, _):
            return LogEquation(first: LogAnchor(item: ref, attribute: size), relation: p.relation, second: nil,
                               multiplier: 1, constant: p.constant, priority: p.priority)
        case (2, .superview?, .view(let ref, _)?):
            let g = gaps[0]
            childOfSuperview = ref
            return LogEquation(first: LogAnchor(item: ref, attribute: leadingEdge), relation: g.relation,
                               second: LogAnchor(item: superviewRef(), attribute: leadingEdge), multiplier: 1, constant: g.constant, priority: g.priority)
        case (2, .view(let ref, _)?, .superview?):
            let g = gaps[0]
            childOfSuperview = ref
            return LogEquation(first: LogAnchor(item: superviewRef(), attribute: trailingEdge), relation: g.relation,
                               second: LogAnchor(item: ref, attribute: trailingEdge), multiplier: 1, constant: g.constant, priority: g.priority)
        case (2, .view(let a, _)?, .view(let b, _)?):
            let g = gaps[0]
            return LogEquation(first: LogAnchor(item: b, attribute: leadingEdge), relation: g.relation,
                               second: LogAnchor(item: a, attribute: trailingEdge), multiplier: 1, constant: g.constant, priority: g.priority)
        default:
            throw fail("expected one constraint in the visual format: |-(gap)-[item], [item]-(gap)-|, [item]-(gap)-[item] or [item(size)]", at: 0)
        }
    }

    /// The `|` of the names table, or an item standing for a superview the log does not name.
    mutating func superviewRef() -> String {
        if let ref = names["|"] { return ref }
        if items["|"] == nil { items["|"] = LogItem(ref: "|", className: "UIView") }
        return "|"
    }

    struct Predicate { var relation: LayoutRelation; var constant: Double; var priority: Double }

    /// How a system spacing prints, in an equation and in visual format.
    static let anchorSpace = "NSLayoutAnchorConstraintSpace("

    /// The spacing `NSSpace(8)` or `NSLayoutAnchorConstraintSpace(8)` gives when the text goes on
    /// with `prefix` (the name and its '('); nil when it does not.
    mutating func spacing(_ prefix: String) throws(DescriptionError) -> Double? {
        guard s.lookingAt(prefix) else { return nil }
        s.i += prefix.count
        guard let k = s.number(), s.eat(")") else { throw fail("expected \(prefix)number)") }
        return k
    }

    /// `10`, `>=8`, `<=NSSpace(8)`, `44@750`, `-10`.
    mutating func predicate() throws(DescriptionError) -> Predicate {
        s.skipSpaces()
        let relation = s.relation() ?? .equal
        s.skipSpaces()
        var constant: Double
        // `NSSpace(8)`, or a stack view's system spacing (`UISV-spacing` with `spacingUseSystem`).
        if let k = try spacing("NSSpace(") {
            constant = k
        } else if let k = try spacing(Self.anchorSpace) {
            constant = k
        } else {
            var sign = 1.0
            if s.eat("-") { sign = -1 }
            s.skipSpaces()
            guard let k = s.number() else { throw fail("expected a number") }
            constant = sign * k
        }
        var priority = 1000.0
        if s.eat("@") {
            guard let p = s.number() else { throw fail("expected a priority after '@'") }
            priority = p
        }
        return Predicate(relation: relation, constant: constant, priority: priority)
    }
}

/// A cursor over characters.
struct Scanner {
    let chars: [Character]
    var i = 0
    init(_ chars: [Character]) { self.chars = chars }

    var peek: Character? { i < chars.count ? chars[i] : nil }

    mutating func eat(_ c: Character) -> Bool {
        guard peek == c else { return false }
        i += 1
        return true
    }

    func lookingAt(_ text: String) -> Bool {
        var j = i
        for c in text {
            guard j < chars.count, chars[j] == c else { return false }
            j += 1
        }
        return true
    }

    mutating func skipSpaces() { while let c = peek, c.isWhitespace { i += 1 } }

    mutating func take(while ok: (Character) -> Bool) -> String {
        let start = i
        while let c = peek, ok(c) { i += 1 }
        return String(chars[start..<i])
    }

    func find(_ c: Character) -> Int? {
        var j = i
        while j < chars.count { if chars[j] == c { return j }; j += 1 }
        return nil
    }

    func lastIndex(of c: Character) -> Int? { chars.lastIndex(of: c) }

    /// The quote that closes the one at `open`: the next `'` followed by what may follow a
    /// quoted text (`.`, `]`, `(`, `)`, `,`, space, `>` or the end), so a text may hold quotes.
    func closingQuote(from open: Int) -> Int? {
        var j = open + 1
        while j < chars.count {
            if chars[j] == "'" {
                let next = j + 1 < chars.count ? chars[j + 1] : nil
                if next == nil || [".", "]", "(", ")", ",", ">", ":"].contains(next!) || next!.isWhitespace { return j }
            }
            j += 1
        }
        return nil
    }

    mutating func relation() -> LayoutRelation? {
        for (text, r) in [("==", LayoutRelation.equal), (">=", .greaterThanOrEqual), ("<=", .lessThanOrEqual), ("≥", .greaterThanOrEqual), ("≤", .lessThanOrEqual)] where lookingAt(text) {
            i += text.count
            return r
        }
        return nil
    }

    /// A decimal number (`44`, `43.5`, `0.33333`, `1e-05`).
    mutating func number() -> Double? {
        let start = i
        while let c = peek, c.isASCII, c.isNumber || c == "." { i += 1 }
        if peek == "e" || peek == "E" {
            let mark = i
            i += 1
            if peek == "-" || peek == "+" { i += 1 }
            let digits = take { $0.isASCII && $0.isNumber }
            if digits.isEmpty { i = mark }
        }
        guard i > start, let d = Double(String(chars[start..<i])), d.isFinite else { i = start; return nil }
        return d
    }
}

extension String {
    var trimmed: String {
        var s = Substring(self)
        while s.first?.isWhitespace == true { s = s.dropFirst() }
        while s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }

    func trimmingTrailing(_ c: Character) -> String {
        var s = Substring(self)
        while s.last == c || s.last?.isWhitespace == true { s = s.dropLast() }
        return String(s)
    }
}

extension String {
    /// The character offset of the first occurrence of `target`.
    func offset(of target: String) -> Int? {
        let hay = Array(self), needle = Array(target)
        guard !needle.isEmpty, hay.count >= needle.count else { return nil }
        for i in 0...(hay.count - needle.count) where hay[i] == needle[0] && Array(hay[i..<(i + needle.count)]) == needle { return i }
        return nil
    }
}

extension Substring {
    var trimmed: String { String(self).trimmed }
}
