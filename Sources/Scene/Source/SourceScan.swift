import Layout

/// A constraint call found in a source file.
struct SourceCall {
    var receiver: String?
    var operation: ChainText.Operation
    var maker: String?
    /// The library called: `mas_makeConstraints` is Masonry's even in a Swift file (Masonry
    /// from Swift), `snp.makeConstraints` SnapKit's; its insets follow that library's rule.
    var dialect: Dialect
    /// Values the block names before its chains (`let inset = self.inset`, `CGFloat w = 20;`),
    /// in order: the name and the tokens of its value.
    var locals: [(name: String, value: [ChainToken])] = []
    /// The block's statements, each its own tokens, so one bad chain leaves the rest.
    var statements: [[ChainToken]]
    /// The first token of the call.
    var start: Int
    /// Chains whose constraint the code keeps (`bottom = make.bottom…constraint`,
    /// `MASConstraint *c = make…`): the offset of the chain's first token → the name kept under.
    var kept: [Int: String] = [:]
    /// The block's code before conditions are decided, to read again when a step changes the
    /// values they depend on.
    var body: [ChainToken] = []
}

/// A kept constraint changed by the code: `bottom?.update(offset: 10)`, `self.top.offset = 20`,
/// `[self.top setOffset:20]`, `c.constant = 5`, `c.deactivate()`, `[c uninstall]`.
struct KeptChange {
    enum Kind { case offset(Double), inset(Double), constant(Double), deactivate, activate }
    var name: String
    var kind: Kind
    /// Where it stands (a token index).
    var at: Int
}

/// Something the code does to the layout, in the order it runs.
enum SourceEvent {
    case call(SourceCall)
    case change(KeptChange)
    /// A later method giving a property of the class's state a new value (`self.topLeft =
    /// !self.topLeft;`, `self.buttonSize = CGSizeMake(…)`): its name, the value's tokens, where.
    case assign(name: String, value: [ChainToken], at: Int)

    var index: Int {
        switch self {
        case .call(let c): return c.start
        case .change(let c): return c.at
        case .assign(_, _, let at): return at
        }
    }
}

extension ChainText {
    /// The wrapper name a token is (`mas_makeConstraints`, …), if it is one.
    static func wrapperName(_ t: ChainToken) -> String? {
        guard case .identifier(let n) = t.kind, wrappers[n] != nil else { return nil }
        return n
    }
}

extension SourceReading {
    // MARK: Classes

    /// `@interface Name : Super` / `@implementation Name … @end`; Swift `class Name: Super { … }`.
    /// A file without classes (a pasted method) is one class whose kind the code tells.
    mutating func findClasses() -> [SourceClass] {
        var supers: [String: String] = [:]
        var classes: [SourceClass] = []
        var i = 0
        while i < tokens.count {
            if isP(i, "@"), identifier(i + 1) == "interface", let name = identifier(i + 2), isP(i + 3, ":"), let sup = identifier(i + 4) {
                supers[name] = sup
            }
            if isP(i, "@"), identifier(i + 1) == "implementation", let name = identifier(i + 2) {
                var end = i + 3
                while end < tokens.count, !(isP(end, "@") && identifier(end + 1) == "end") { end += 1 }
                classes.append(SourceClass(name: name, superclass: supers[name], kind: .view, range: i..<end))
                i = end
                continue
            }
            if identifier(i) == "class", let name = identifier(i + 1), language == .swift, !isP(i - 1, ".") {
                var k = i + 2
                var sup: String?
                if isP(k, ":"), let s = identifier(k + 1) { sup = s; k += 2 }
                while k < tokens.count, !isP(k, "{") { k += 1 }
                guard k < tokens.count else { break }
                let close = matching(k)
                classes.append(SourceClass(name: name, superclass: sup, kind: .view, range: i..<close))
                i = close
                continue
            }
            i += 1
        }
        // `extension Name { … }` and Objective-C categories (`@implementation Name (Setup)`) are more
        // of the class: its range runs on to the end of the last of them.
        var k = 0
        while k < tokens.count {
            if identifier(k) == "extension", language == .swift, let name = identifier(k + 1), !isP(k - 1, "."),
               let open = (k + 2..<min(k + 40, tokens.count)).first(where: { isP($0, "{") }),
               let c = classes.firstIndex(where: { $0.name == name }) {
                let close = matching(open)
                if close > classes[c].range.upperBound { classes[c].range = classes[c].range.lowerBound..<close }
                k = close
            }
            k += 1
        }
        var merged: [SourceClass] = []
        for c in classes {
            if let m = merged.firstIndex(where: { $0.name != nil && $0.name == c.name }) {
                merged[m].range = merged[m].range.lowerBound..<max(merged[m].range.upperBound, c.range.upperBound)
                if merged[m].superclass == nil { merged[m].superclass = c.superclass }
            } else {
                merged.append(c)
            }
        }
        classes = merged
        if classes.isEmpty { classes = [SourceClass(name: nil, superclass: nil, kind: .view, range: 0..<tokens.count)] }
        for k in classes.indices { classes[k].kind = kind(of: classes[k]) }
        return classes
    }

    /// A view controller's root is its view; a cell's, its content view; a view's, itself.
    func kind(of c: SourceClass) -> SourceClass.Kind {
        if let kind = CodeNames.classKind(name: c.name, superclass: c.superclass, overridesLifeCycle: c.range.contains { k in
            identifier(k).map(CodeNames.viewControllerLifeCycle.contains) == true
                && (identifier(k - 1) == "func" || (isP(k - 1, ")") && identifier(k - 2) == "void" && isP(k - 3, "(")))
        }) { return kind }
        // No class: the code says (`self.view addSubview`, `viewDidLoad`, `contentView`).
        for i in c.range {
            // `view.…` with no `view` declared: a view controller's view.
            if identifier(i) == "viewDidLoad" || (identifier(i) == "view" && isP(i + 1, ".") && !isP(i - 1, ".")
                && viewClasses["view"] == nil && aliases["view"] == nil) { return .viewController }
            if identifier(i) == "self", isP(i + 1, "."), identifier(i + 2) == "view" { return .viewController }
            // `contentView` is the cell's unless the file declares a view of that name.
            if identifier(i) == "contentView", viewClasses["contentView"] == nil, aliases["contentView"] == nil { return .cell }
        }
        return .view
    }

    /// The `}` (or `]`, `)`) matching the opening one at `open`.
    func matching(_ open: Int) -> Int {
        let o = tokens[open].text, c = o == "{" ? "}" : o == "[" ? "]" : ")"
        var depth = 0
        for k in open..<tokens.count {
            if isP(k, o) { depth += 1 }
            if isP(k, c) { depth -= 1; if depth == 0 { return k } }
        }
        return tokens.count - 1
    }

    // MARK: Declarations

    /// Views with their classes: `@property (…) UILabel *titleLabel;`, `UILabel *_label;`,
    /// `UIView *v = [UIView new];`, `let titleLabel = UILabel()`, `var x: UIView!`,
    /// `lazy var x: UILabel = { … }()`; and names that stand for another view
    /// (`UIView *superview = self;`, `let container = view`).
    mutating func scanDeclarations() {
        for i in tokens.indices {
            // `@IBOutlet weak var logo: UIImageView!` / `@property (weak) IBOutlet UILabel *title;`
            if identifier(i) == "IBOutlet" {
                var k = i + 1
                while k < min(tokens.count, i + 6), identifier(k).map({ ["weak", "strong", "private", "fileprivate", "public", "internal", "var", "let", "unowned", "lazy"].contains($0) }) == true { k += 1 }
                if language == .swift, identifier(k - 1) == "var" || identifier(k - 1) == "let", let name = identifier(k) {
                    nibOutlets.append((name, tokens[i].offset))
                } else if language == .objectiveC, identifier(k) != nil, isP(k + 1, "*"), let name = identifier(k + 2) {
                    nibOutlets.append((Self.shortName(name), tokens[i].offset))
                }
            }
            // `NSArray *arr = @[a, b, c];` / `let arr = [a, b, c]`: arrays of views by name.
            // (Objective-C's `[x new]` is a message, not an array: there only `@[…]` is one.)
            if isP(i, "="), let name = identifier(i - 1),
               language == .objectiveC ? isP(i + 1, "@") && isP(i + 2, "[") : isP(i + 1, "[") {
                let open = isP(i + 1, "@") ? i + 2 : i + 1
                let close = matching(open)
                // Names separated by commas, and nothing else.
                let inside = (open + 1)..<close
                // Each element a name (`.layerMinXMinYCorner`, an option, is none).
                let simple = inside.allSatisfy { identifier($0) != nil || isP($0, ".") || isP($0, ",") || isP($0, "!") || isP($0, "?") }
                    && inside.allSatisfy { !isP($0, ".") || ($0 > open + 1 && !isP($0 - 1, ",")) }
                var members: [String] = []
                var k = open + 1
                while simple, k < close {
                    if let d = dotted(from: k) { members.append(d.name); k = d.end } else { k += 1 }
                }
                // `[UILabel]()` makes an empty array of that type: no views in it.
                if simple, !isP(close + 1, "("), members.allSatisfy({ $0.first?.isLetter == true }) { arrays[name] = members }
            }
            // [arr addObject:v] / arr.append(v): the array grows (a loop's views are one name: said by distribute).
            if identifier(i) == "addObject" || identifier(i) == "append", let array = receiverName(before: i), arrays[Self.shortName(array)] != nil,
               let d = dotted(from: isP(i + 1, ":") || isP(i + 1, "(") ? i + 2 : i + 1) {
                if !(arrays[Self.shortName(array)]!.contains(d.name)) { arrays[Self.shortName(array)]!.append(d.name) }
            }
            // Kept constraints: `MASConstraint *c`, `var c: Constraint?`, `NSLayoutConstraint *c`.
            if let type = identifier(i), ["MASConstraint", "Constraint", "NSLayoutConstraint", "LayoutConstraint"].contains(type) {
                if language == .objectiveC, isP(i + 1, "*"), let name = identifier(i + 2) { keptConstraints.insert(Self.shortName(name)) }
                if language == .swift, isP(i - 1, ":"), let name = identifier(i - 2) { keptConstraints.insert(name) }
            }
            // `_sepLineView = lineView;`, `self.sepLineView = lineView;` (a lazy getter's local kept
            // in the property): the property's name stands for that view.
            if language == .objectiveC, isP(i + 1, "="), !isP(i + 2, "="), let local = identifier(i + 2), isP(i + 3, ";"),
               viewClasses[local] != nil, let assigned = identifier(i), !isP(i - 1, "*"),
               assigned.hasPrefix("_") ? !isP(i - 1, ".") : (isP(i - 1, ".") && identifier(i - 2) == "self"),
               Self.shortName(assigned) != local, aliases[local] == nil {
                aliases[Self.shortName(assigned)] = local
                viewClasses[Self.shortName(assigned)] = nil
            }
            // A method's parameter of a class that is no view (`- (void)setModel:(MessageModel *)model`,
            // `func bind(_ model: TopicListModel)`): an object, so `model.size` is a run-time value.
            if language == .objectiveC, isP(i - 2, ":"), isP(i - 1, "("), let type = identifier(i), isP(i + 1, "*"), isP(i + 2, ")"),
               let name = identifier(i + 3), !Self.isViewClass(type), type.first?.isUppercase == true {
                otherObjects.insert(name)
            }
            if language == .swift, identifier(i) == "func", let open = (i + 1..<min(i + 4, tokens.count)).first(where: { isP($0, "(") }) {
                let close = matching(open)
                for k in (open + 1)..<close where isP(k, ":") && (isP(k - 2, "(") || isP(k - 2, ",") || isP(k - 3, "(") || isP(k - 3, ",")) {
                    if let name = identifier(k - 1), let type = identifier(k + 1), !Self.isViewClass(type), type.first?.isUppercase == true,
                       !["CGFloat", "Double", "Float", "Int", "Bool", "String"].contains(type) { otherObjects.insert(name) }
                }
            }
            // `_titleL = [[UILabel alloc] init];`, `self.avatar = [UIImageView new];`: a view whose
            // property is declared in the header (not read) has the class it is made with, not
            // one guessed from its name (a label drawn as a plain view has no height of its own).
            if language == .objectiveC, isP(i + 1, "="), isP(i + 2, "["), let assigned = identifier(i),
               assigned.hasPrefix("_") ? !isP(i - 1, ".") : (isP(i - 1, ".") && identifier(i - 2) == "self"),
               let made = isP(i + 3, "[") ? (identifier(i + 5) == "alloc" ? identifier(i + 4) : nil)
                                          : (identifier(i + 4) == "new" || identifier(i + 4) == "buttonWithType" ? identifier(i + 3) : nil),
               Self.isViewClass(made), [nil, "UIView"].contains(viewClasses[Self.shortName(assigned)]), aliases[Self.shortName(assigned)] == nil {
                viewClasses[Self.shortName(assigned)] = made
            }
            // `CGRect titleRect = [text boundingRectWithSize:…];`: a value the running app measures,
            // so `titleRect.size.width` is a number it knows, not a view's attribute.
            if language == .objectiveC, let type = identifier(i), ["CGRect", "CGSize", "CGPoint"].contains(type),
               let name = identifier(i + 1), isP(i + 2, "=") {
                otherObjects.insert(name)
            }
            if language == .objectiveC {
                guard let type = identifier(i), isP(i + 1, "*"), let name = identifier(i + 2), !isP(i - 1, "("), !isP(i + 3, ")") else { continue }
                // `MMAlertViewConfig *config = …`: an object, so `config.width` is a value, not a view's width.
                if !Self.isViewClass(type), type.first?.isUppercase == true { otherObjects.insert(Self.shortName(name)) }
                if Self.isViewClass(type) {
                    viewClasses[Self.shortName(name)] = type
                    // `UIView *superview = self;`
                    if isP(i + 3, "="), let target = identifier(i + 4), isP(i + 5, ";") || (isP(i + 5, ".") && isP(i + 7, ";")) {
                        let full = isP(i + 5, ".") ? target + "." + (identifier(i + 6) ?? "") : target
                        if !full.hasSuffix("new") && !full.hasSuffix("alloc") { aliases[Self.shortName(name)] = full; viewClasses[Self.shortName(name)] = nil }
                    }
                }
            } else {
                guard identifier(i) == "let" || identifier(i) == "var", let name = identifier(i + 1) else { continue }
                var type: String?
                if isP(i + 2, ":"), let t = identifier(i + 3) { type = t }
                else if isP(i + 2, "="), let t = identifier(i + 3), isP(i + 4, "(") || isP(i + 4, ".") { type = t }
                if let type, Self.isViewClass(type) { viewClasses[name] = type; continue }
                if let type, type.first?.isUppercase == true, !["CGFloat", "Double", "Float", "Int", "Bool", "String"].contains(type) { otherObjects.insert(name) }
                // `let superview = self.view` / `let container = view`.
                if isP(i + 2, "="), let target = identifier(i + 3), ["self", "view", "contentView"].contains(target),
                   tokens[i + 4].afterNewline || isP(i + 4, ";") || (isP(i + 4, ".") && (identifier(i + 5) == "view" || identifier(i + 5) == "contentView")) {
                    aliases[name] = isP(i + 4, ".") ? target + "." + identifier(i + 5)! : target
                }
            }
        }
    }

    // MARK: Constants

    /// `#define NAME value`, `static const CGFloat NAME = value;`, `CGFloat padding = 10;`,
    /// `int padding = 10;`, `let padding: CGFloat = 10`, `static let x = 10` inside
    /// `enum Metric { … }` (also as `Metric.x`): whatever evaluates to a number, in file order.
    mutating func scanConstants(in range: Range<Int>, keeping: Bool = false) {
        let screen = CodeNames.screenConstants(width: options.width, height: options.height ?? options.width, scale: options.scale)
        constants = keeping ? screen.merging(constants) { _, kept in kept } : screen
        var scopes: [(name: String, depth: Int)] = []
        var depth = 0
        // The depths of the braces that open code run only sometimes or later (an `if`'s branch,
        // a loop's body, a block): a property assigned there has no set-up value by it.
        var runsSometimes: [Int] = []
        var i = range.lowerBound
        let numberTypes: Set<String> = ["CGFloat", "int", "NSInteger", "NSUInteger", "float", "double", "Int", "Double", "Float", "CGFloat32", "long", "short", "unsigned", "UInt", "Bool", "BOOL"]
        while i < range.upperBound {
            if isP(i, "{") {
                depth += 1
                // `enum Metric {`, `struct Metric {`, `extension CGFloat {`
                if let name = identifier(i - 1), i >= 2, ["enum", "struct", "extension", "class"].contains(identifier(i - 2) ?? "") {
                    scopes.append((name, depth))
                }
                if ChainToken.opensConditionalBody(tokens, at: i, from: range.lowerBound) { runsSometimes.append(depth) }
            }
            if isP(i, "}") {
                if scopes.last?.depth == depth { scopes.removeLast() }
                if runsSometimes.last == depth { runsSometimes.removeLast() }
                depth -= 1
            }
            // #define NAME expression-to-end-of-line; #define NAME(a, b) expression (a macro)
            if isP(i, "#"), identifier(i + 1) == "define", let name = identifier(i + 2), !tokens[i + 2].afterNewline {
                var end = i + 3
                while end < tokens.count, !tokens[end].afterNewline, tokens[end].kind != .end { end += 1 }
                if isP(i + 3, "("), tokens[i + 3].offset == tokens[i + 2].offset + tokens[i + 2].length {
                    let close = matching(i + 3)
                    let params = (i + 4..<close).compactMap { identifier($0) }
                    if close + 1 < end { macros[name] = (params, Array(tokens[(close + 1)..<end])) }
                } else if end > i + 3 {
                    // The body expanded once, then read as each kind of value in turn.
                    let written = Array(tokens[(i + 3)..<end]), expanded = expandMacros(written)
                    if let v = evaluate(expanded) {
                        constants[name] = v
                    } else if let v = evaluate(expanded, bound: .infinity, also: tooLarge.mapValues(\.value)), !(abs(v) <= Self.largestNumber) {
                        // A number past what a constraint may hold (`#define X1 (X0 + X0)` … `X39`):
                        // said as that where it is used, not as a value the app knows.
                        tooLarge[name] = (v, i + 2)
                    } else if let (v, condition) = runTimeChoice(expanded) {
                        // `#define TOP_BAR_HEIGHT (IS_IPHONE_X ? 88.0f : 64.0f)`: as a constant's choice is read.
                        constants[name] = v
                        if let condition { runTimeChoices.append(condition) }
                    } else if let value = structure(of: written) {
                        // `#define HeadImageSize CGSizeMake(34.f, 34.f)`: a named size, as a local would be.
                        structures[name] = value
                    } else {
                        valueMacros[name] = written
                    }
                }
                i = end
                continue
            }
            // UIEdgeInsets / CGSize / CGPoint NAME = UIEdgeInsetsMake(…) or {a, b, c, d};
            // let NAME = UIEdgeInsets(top: …) / CGSize(width:height:)
            if let (name, value, end) = structureDeclaration(at: i) {
                // A property set again later (an action growing `self.buttonSize`) keeps the
                // value it is first given: the set-up's.
                if identifier(i) == "self", structures[name] != nil { i = end; continue }
                structures[name] = value
                if let scope = scopes.last { structures[scope.name + "." + name] = value }
                // Nested types (`UIConstants.layout.iconSize`): by the whole path too.
                if scopes.count > 1 { structures[scopes.map(\.name).joined(separator: ".") + "." + name] = value }
                i = end
                continue
            }
            // `self.topLeft = YES;`, `self.padding = 10;`: a property's first value, the set-up's
            // (a later method changing it is a step of its own).
            // One made in a branch, a loop or a block is not the set-up's (`if (self.template) { …
            // self.template = NO; }` decides nothing by the value it sets after the test).
            if identifier(i) == "self", isP(i + 1, "."), let name = identifier(i + 2), isP(i + 3, "="), !isP(i + 4, "="),
               !isP(i - 1, "."), constants[name] == nil, structures[name] == nil, runsSometimes.isEmpty {
                var end = i + 4
                while end < tokens.count, !isP(end, ";"), !tokens[end].afterNewline || end == i + 4 { end += 1 }
                if let v = value(of: Array(tokens[(i + 4)..<end])) { constants[name] = v; stateNames.insert(name); consumed.append(i..<end) }
                i = end
                continue
            }
            // [static] [const] TYPE [const] NAME = expr ;   /   let NAME[: TYPE] = expr
            var k = i
            if language == .objectiveC {
                while ["static", "const", "extern"].contains(identifier(k) ?? "") { k += 1 }
                if let t = identifier(k), numberTypes.contains(t) {
                    k += 1
                    while identifier(k) == "const" || numberTypes.contains(identifier(k) ?? "") { k += 1 }
                    if let name = identifier(k), isP(k + 1, "=") {
                        var end = k + 2
                        while end < tokens.count, !isP(end, ";"), !isP(end, ","), !tokens[end].afterNewline || end == k + 2 { end += 1 }
                        // `int padding = self.padding = 10;` (Masonry's animated example): every
                        // name in the chain of assignments takes the last value.
                        var valueStart = k + 2
                        var names = [name]
                        while let eq = (valueStart..<end).first(where: { isP($0, "=") && !isP($0 + 1, "=") && !isP($0 - 1, "=") }),
                              let lhs = dottedName(valueStart..<eq) {
                            names.append(lhs.hasPrefix("self.") ? String(lhs.dropFirst(5)) : lhs)
                            valueStart = eq + 1
                        }
                        if let v = evaluate(valueStart..<end) ?? firstOfRunTimeChoice(valueStart..<end) { for n in names { constants[n] = v } }
                        i = end
                        continue
                    }
                }
            } else if identifier(k) == "let" || identifier(k) == "var", let name = identifier(k + 1) {
                var e = k + 2
                if isP(e, ":") {
                    guard let t = identifier(e + 1), numberTypes.contains(t) else { i += 1; continue }
                    e += 2
                }
                if isP(e, "=") {
                    var end = e + 1
                    while end < tokens.count, !tokens[end].afterNewline || end == e + 1, !isP(end, ";"), !isP(end, "}") { end += 1 }
                    if let v = value(of: Array(tokens[(e + 1)..<end])) ?? firstOfRunTimeChoice((e + 1)..<end) {
                        // Another file of the module shows its file-level names and its types'
                        // (`Metric.padding`), not what its classes and functions keep inside.
                        if !typeScopedOnly || depth == 0 { constants[name] = v }
                        // `var isExpanded = false`: state a later method may change.
                        if identifier(k) == "var" { stateNames.insert(name) }
                        if let scope = scopes.last { constants[scope.name + "." + name] = v }
                        if scopes.count > 1 { constants[scopes.map(\.name).joined(separator: ".") + "." + name] = v }
                    }
                    i = end
                    continue
                }
            }
            i += 1
        }
    }

    /// A number or a truth value (`YES`, `false` → 1, 0; `!self.topLeft`), with the values known
    /// now; nil when the code computes it at run time.
    func value(of tokens: [ChainToken]) -> Double? {
        var t = tokens
        while t.last?.isPunctuation(";") == true { t.removeLast() }
        t = ChainToken.unparenthesized(t)
        guard !t.isEmpty else { return nil }
        if t.count == 1, case .identifier(let w) = t[0].kind {
            switch w {
            case "YES", "true": return 1
            case "NO", "false": return 0
            default: break
            }
        }
        if t[0].isPunctuation("!"), let inner = value(of: Array(t.dropFirst())) { return inner == 0 ? 1 : 0 }
        return evaluate(expandMacros(t))
    }

    /// `if (lastLabel)`, `if lastView != nil`, `!previous` on a view variable that still holds
    /// `nil` (`UILabel *lastLabel = nil;` before a loop's first pass): false (true negated).
    /// Read as undecided, its first branch made a view called `nil`.
    func viewVariableIsSet(_ condition: [ChainToken]) -> Bool? {
        var t = ChainToken.unparenthesized(condition)
        var negated = false
        if t.first?.isPunctuation("!") == true { negated = true; t.removeFirst() }
        let nils: Set<String> = ["nil", "NULL", "Nil"]
        if t.count == 4, t[1].isPunctuation("!") || t[1].isPunctuation("="), t[2].isPunctuation("="),
           case .identifier(let other) = t[3].kind, nils.contains(other) {
            if t[1].isPunctuation("=") { negated.toggle() }
            t = [t[0]]
        }
        guard t.count == 1, case .identifier(let name) = t[0].kind else { return nil }
        // A loop's passes write the variable's value in: `if (nil)` in the first, `if (label_0)`
        // (a view the file makes) in the next.
        if nils.contains(name) || aliases[Self.shortName(name)].map(nils.contains) == true { return negated }
        // Only where a pass wrote it: the file's own `if (!_icon)` in a getter is the app's to decide.
        let written = t[0].offset + t[0].length <= scalars.count
            ? String(String.UnicodeScalarView(scalars[t[0].offset..<(t[0].offset + t[0].length)])) : name
        if written != name, viewClasses[Self.shortName(name)] != nil, aliases[Self.shortName(name)] == nil { return !negated }
        return nil
    }

    /// Whether a condition holds by the values known now (`self.topLeft`, `!isWide`), for
    /// conditions on the class's own state; nil for anything else, which the app decides.
    func decide(_ condition: [ChainToken]) -> Bool? {
        if let isSet = viewVariableIsSet(condition) { return isSet }
        if let decided = byDevice(condition, at: condition.first?.offset ?? 0) { return decided }
        var names: [String] = []
        for t in condition { if case .identifier(let n) = t.kind, n != "self", n != "YES", n != "NO", n != "true", n != "false" { names.append(n) } }
        guard !names.isEmpty, names.allSatisfy(stateNames.contains) else { return nil }
        return value(of: condition).map { $0 != 0 }
    }

    /// A condition the device drawn decides (`Is_iPhoneX`, `traitCollection.horizontalSizeClass ==
    /// .compact`), unless the file gives the name a value of its own; remembered, to be said.
    func byDevice(_ condition: [ChainToken], at offset: Int) -> Bool? {
        let names = condition.compactMap { if case .identifier(let n) = $0.kind { return n } else { return nil } }
        // A name the file defines by a value it gives decides by it; one whose definition this
        // reading cannot work out (`(MH_IS_IPHONE && MH_SCREEN_MAX_LENGTH == 812.0)`) by the device.
        guard !names.contains(where: { constants[$0] != nil || macros[$0] != nil }),
              let decided = SourceDeviceTraits.decide(condition, device: options.device) else { return nil }
        if !deviceDecisions.saidAlready.contains(condition.first?.offset ?? -1) {
            deviceDecisions.said.append(("\(ChainToken.writtenCondition(condition)) is \(decided.holds ? "true" : "false"), \(decided.why)", offset))
        }
        return decided.holds
    }

    /// `self.NAME = value;` in `range` for the class's state (a property given a value at set-up,
    /// or a named size, point or insets).
    func stateAssignments(in range: Range<Int>) -> [SourceEvent] {
        var found: [SourceEvent] = []
        for i in range where !isP(i - 1, ".") {
            // `self.name = value`, `name = value`, `_name = value`, `name.toggle()`
            var n = i
            if identifier(i) == "self", isP(i + 1, ".") { n = i + 2 }
            guard var name = identifier(n) else { continue }
            if n == i, name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
            guard stateNames.contains(name) || structures[name] != nil else { continue }
            if n == i, i > range.lowerBound, !(tokens[i].afterNewline || isP(i - 1, ";") || isP(i - 1, "{") || isP(i - 1, "}")) { continue }
            if isP(n + 1, "."), identifier(n + 2) == "toggle", isP(n + 3, "("), isP(n + 4, ")") {
                found.append(.assign(name: name, value: [ChainToken(kind: .punctuation("!"), offset: tokens[n].offset, length: 0, afterNewline: false),
                                                         ChainToken(kind: .identifier(name), offset: tokens[n].offset, length: tokens[n].length, afterNewline: false)], at: i))
                continue
            }
            guard isP(n + 1, "="), !isP(n + 2, "=") else { continue }
            var end = n + 2
            while end < range.upperBound, !isP(end, ";"), !tokens[end].afterNewline || end == n + 2 { end += 1 }
            found.append(.assign(name: name, value: Array(tokens[(n + 2)..<end]), at: i))
        }
        return found
    }

    /// Gives a property of the state its new value, with the values known now.
    mutating func assign(_ name: String, _ value: [ChainToken]) -> Bool {
        if structures[name] != nil {
            var slice = expandMacros(value)
            guard let last = slice.last else { return false }
            for j in slice.indices { slice[j].afterNewline = false }
            var parser = ChainParser(tokens: slice + [ChainToken(kind: .end, offset: last.offset + last.length, length: 0, afterNewline: false)])
            var reader = ChainReader(resolveView: { _ in nil }, knownIDs: [])
            reader.constants = constants
            reader.structures = structures
            guard let nodes = try? parser.statements(), nodes.count == 1, let v = try? reader.target(nodes[0]) else { return false }
            switch v {
            case .size, .point, .insets: structures[name] = v; return true
            default: return false
            }
        }
        guard let v = self.value(of: value) else { return false }
        constants[name] = v
        return true
    }

    /// A block's statements read again with the state as it is now (a step changed it).
    func restated(_ call: SourceCall) -> [[ChainToken]] {
        var notes: [(offset: Int, message: String)] = []
        let reading = self
        let cleaned = (try? BlockStatements.clean(call.body, conditions: true, notes: &notes, decide: { reading.decide($0) })) ?? call.body
        return Self.splitStatements(cleaned)
    }

    static func splitStatements(_ cleaned: [ChainToken]) -> [[ChainToken]] {
        var statements: [[ChainToken]] = []
        var current: [ChainToken] = []
        var depth = 0
        for t in cleaned {
            if depth == 0, t.afterNewline, !t.isPunctuation("."), !current.isEmpty { statements.append(current); current = [] }
            if t.isPunctuation("(") || t.isPunctuation("[") || t.isPunctuation("{") { depth += 1 }
            if t.isPunctuation(")") || t.isPunctuation("]") || t.isPunctuation("}") { depth = max(depth - 1, 0) }
            if depth == 0, t.isPunctuation(";") { if !current.isEmpty { statements.append(current) }; current = []; continue }
            current.append(t)
        }
        if !current.isEmpty { statements.append(current) }
        return statements
    }

    /// `UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))`, `[[UIView alloc]
    /// initWithFrame:CGRectMake(…)]`: the frame a view keeps while no constraint places it. Read
    /// over the whole class, as views are often declared outside the method drawn.
    mutating func scanInitialFrames(in range: Range<Int>) {
        for i in range {
            guard let name = identifier(i), name == "frame" || name == "initWithFrame", isP(i + 1, ":"), let rect = rect(at: i + 2),
                  let equals = (max(range.lowerBound, i - 10)..<i).last(where: { isP($0, "=") }) else { continue }
            var n = equals - 1
            if identifier(n) != nil, isP(n - 1, ":") { n -= 2 }
            if identifier(n) != nil { frames[ownerName(endingAt: n)] = rect; consumed.append(i..<i + 2) }
        }
    }

    /// `CGRectMake(x, y, w, h)`, `CGRect(x:y:width:height:)`, `.init(…)`, `CGRectZero`, `.zero` at
    /// `k` with numbers the file gives, or nil.
    func rect(at k: Int) -> Rect? {
        if identifier(k) == "CGRectZero" || (isP(k, ".") && identifier(k + 1) == "zero") || (identifier(k) == "CGRect" && isP(k + 1, ".") && identifier(k + 2) == "zero") {
            return .zero
        }
        var open = k + 1
        if isP(k, "."), identifier(k + 1) == "init" { open = k + 2 }
        guard identifier(k) == "CGRectMake" || identifier(k) == "CGRect" || (isP(k, ".") && identifier(k + 1) == "init"), isP(open, "(") else { return nil }
        guard let numbers = numericArguments(open: open)?.map(\.value), numbers.count == 4 else { return nil }
        return Rect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    /// The arguments of the call whose `(` is at `open`, each evaluated, with its label (`x:`)
    /// when it has one; nil when one is not a number the file gives.
    func numericArguments(open: Int) -> [(label: String?, value: Double)]? {
        var arguments: [(label: String?, value: Double)] = []
        for part in SourceUnrolling.split(Array(tokens[(open + 1)..<matching(open)])) {
            var p = part, label: String?
            if p.count >= 2, case .identifier(let l) = p[0].kind, p[1].isPunctuation(":") { label = l; p.removeFirst(2) }
            guard let v = evaluate(expandMacros(p)) else { return nil }
            arguments.append((label, v))
        }
        return arguments
    }

    /// `a.b.c` exactly filling `range`, or nil.
    func dottedName(_ range: Range<Int>) -> String? {
        guard range.count % 2 == 1 else { return nil }
        var parts: [String] = []
        for j in range {
            if (j - range.lowerBound) % 2 == 0 { guard let n = identifier(j) else { return nil }; parts.append(n) }
            else if !isP(j, ".") { return nil }
        }
        return parts.joined(separator: ".")
    }

    /// An insets, size or point declaration at `i`: its name, value and the index after it.
    func structureDeclaration(at i: Int) -> (String, ChainSpec.Target, Int)? {
        let types = ["UIEdgeInsets", "CGSize", "CGPoint", "NSEdgeInsets"]
        var k = i
        var type: String?, name: String?
        if identifier(k) == "self", isP(k + 1, "."), let n = identifier(k + 2), isP(k + 3, "="), !isP(k + 4, "="), !isP(k - 1, ".") {
            // `self.buttonSize = CGSizeMake(100, 100);`: a property set to a structure.
            name = n; k += 3
        } else if language == .objectiveC {
            while ["static", "const"].contains(identifier(k) ?? "") { k += 1 }
            guard let t = identifier(k), types.contains(t) else { return nil }
            type = t; k += 1
            while identifier(k) == "const" { k += 1 }
            name = identifier(k); k += 1
        } else {
            guard identifier(k) == "let" || identifier(k) == "var", let n = identifier(k + 1) else { return nil }
            name = n; k += 2
            if isP(k, ":") { guard let t = identifier(k + 1), types.contains(t) else { return nil }; type = t; k += 2 }
        }
        guard let name, isP(k, "=") else { return nil }
        var end = k + 1
        while end < tokens.count, !isP(end, ";"), !tokens[end].afterNewline || end == k + 1 { end += 1 }
        // `{10, 10, 10, 10}`: C's aggregate initialiser, in the type's field order.
        if isP(k + 1, "{"), let type {
            let numbers = (k + 2..<matching(k + 1)).compactMap { j -> Double? in if case .number(let d) = tokens[j].kind { return isP(j - 1, "-") ? -d : d } else { return nil } }
            switch (type, numbers.count) {
            case ("UIEdgeInsets", 4), ("NSEdgeInsets", 4): return (name, .insets(EdgeInsets(top: numbers[0], left: numbers[1], bottom: numbers[2], right: numbers[3])), end)
            case ("CGSize", 2): return (name, .size(Size(width: numbers[0], height: numbers[1])), end)
            case ("CGPoint", 2): return (name, .point(Point(x: numbers[0], y: numbers[1])), end)
            default: return nil
            }
        }
        return structure(of: Array(tokens[(k + 1)..<end])).map { (name, $0, end) }
    }

    /// A size, point or insets made by a call (`CGSizeMake(34.f, 34.f)`, `UIEdgeInsets(top: …)`),
    /// with the file's macros and constants; nil for anything else.
    func structure(of written: [ChainToken]) -> ChainSpec.Target? {
        var slice = ChainToken.unparenthesized(expandMacros(written))
        while slice.last?.isPunctuation(";") == true { slice.removeLast() }
        guard let last = slice.last else { return nil }
        for j in slice.indices { slice[j].afterNewline = false }
        var parser = ChainParser(tokens: slice + [ChainToken(kind: .end, offset: last.offset + last.length, length: 0, afterNewline: false)])
        var reader = ChainReader(resolveView: { _ in nil }, knownIDs: [])
        reader.constants = constants
        reader.structures = structures
        guard let nodes = try? parser.statements(), nodes.count == 1, case .call = nodes[0].expr, let value = try? reader.target(nodes[0]) else { return nil }
        switch value {
        case .insets, .size, .point: return value
        default: return nil
        }
    }

    /// `(self.type == ConversationType_PRIVATE ? 280 : 315)`: a choice of two numbers on a
    /// condition only the running app decides is its first, said (as in a constraint block).
    mutating func firstOfRunTimeChoice(_ range: Range<Int>) -> Double? {
        guard let (value, condition) = runTimeChoice(Array(tokens[range])) else { return nil }
        if let condition { runTimeChoices.append(condition) }
        return value
    }

    /// `cond ? a : b` of two numbers on a condition the code does not decide: the value the
    /// device drawn gives (said through `byDevice`), else the first, with the condition to say.
    func runTimeChoice(_ written: [ChainToken]) -> (value: Double, condition: (String, Int)?)? {
        var t = written
        while t.last?.isPunctuation(";") == true { t.removeLast() }
        t = ChainToken.unparenthesized(t)
        var depth = 0
        guard let q = t.indices.first(where: { k in
            if t[k].isPunctuation("(") || t[k].isPunctuation("[") { depth += 1 }
            if t[k].isPunctuation(")") || t[k].isPunctuation("]") { depth -= 1 }
            return depth == 0 && t[k].isPunctuation("?")
        }), q > 0, let (first, second, end) = BlockStatements.branches(t, question: q), end == t.count,
              evaluate(Array(t[..<q])) == nil, let a = evaluate(first), let b = evaluate(second) else { return nil }
        // `Is_iPhoneX ? 88 : 64`: the device drawn decides, said.
        if let decided = byDevice(Array(t[..<q]), at: t[q].offset) { return (decided ? a : b, nil) }
        return (a, (ChainToken.written(t[..<q]), t[q].offset))
    }

    /// A number from tokens (`10`, `kPadding * 2`, `(CGFloat)20.0`, `UIScreen.main.bounds.width - 40`), or nil.
    func evaluate(_ range: Range<Int>) -> Double? {
        guard !range.isEmpty, range.upperBound <= tokens.count else { return nil }
        return evaluate(expandMacros(Array(tokens[range])))
    }

    /// The largest number a constant may be: a constraint's (`ConstraintChain.largestConstant`).
    static let largestNumber = ConstraintChain.largestConstant

    /// The value of tokens already expanded (`51/255.0`, `kPadding * 2`), within `bound`, with
    /// the constants known and `also`.
    func evaluate(_ expanded: [ChainToken], bound: Double = largestNumber, also: [String: Double] = [:]) -> Double? {
        var slice = expanded
        if slice.last?.isPunctuation(";") == true { slice.removeLast() }
        guard let last = slice.last else { return nil }
        for k in slice.indices { slice[k].afterNewline = false }
        var parser = ChainParser(tokens: slice + [ChainToken(kind: .end, offset: last.offset + last.length, length: 0, afterNewline: false)])
        var reader = ChainReader(resolveView: { _ in nil }, knownIDs: [])
        reader.constants = also.isEmpty ? constants : constants.merging(also) { a, _ in a }
        reader.textSize = options.contentSizeCategory
        reader.displayScale = options.scale
        guard let nodes = try? parser.statements(), nodes.count == 1, let v = try? reader.number(nodes[0], what: "a number"),
              bound.isInfinite || (v.isFinite && abs(v) <= bound) else { return nil }
        return v
    }

    /// Function-like macros expanded (`kRealWidthValue(20)` → `((20) * (kScreenWidth / 375.0))`),
    /// every token of an expansion placed at the macro's name, so messages point at the call.
    func expandMacros(_ input: [ChainToken], depth: Int = 0) -> [ChainToken] {
        guard !macros.isEmpty, depth < 8 else { return input }
        var out: [ChainToken] = []
        var i = 0
        while i < input.count {
            let t = input[i]
            guard case .identifier(let name) = t.kind, let macro = macros[name], i + 1 < input.count, input[i + 1].isPunctuation("(") else {
                out.append(t); i += 1; continue
            }
            // The arguments, split at top-level commas.
            var args: [[ChainToken]] = [[]]
            var level = 0
            var k = i + 2
            while k < input.count {
                let a = input[k]
                if a.isPunctuation("(") || a.isPunctuation("[") { level += 1 }
                if a.isPunctuation(")") || a.isPunctuation("]") {
                    if level == 0 { break }
                    level -= 1
                }
                if level == 0, a.isPunctuation(",") { args.append([]) } else { args[args.count - 1].append(a) }
                k += 1
            }
            guard k < input.count else { out.append(t); i += 1; continue }
            func placed(_ x: ChainToken, first: Bool) -> ChainToken {
                ChainToken(kind: x.kind, offset: t.offset, length: t.length, afterNewline: first && t.afterNewline)
            }
            var body: [ChainToken] = [placed(ChainToken(kind: .punctuation("("), offset: 0, length: 0, afterNewline: false), first: true)]
            for b in macro.body {
                if case .identifier(let p) = b.kind, let n = macro.params.firstIndex(of: p), n < args.count {
                    body.append(placed(ChainToken(kind: .punctuation("("), offset: 0, length: 0, afterNewline: false), first: false))
                    body += args[n].map { placed($0, first: false) }
                    body.append(placed(ChainToken(kind: .punctuation(")"), offset: 0, length: 0, afterNewline: false), first: false))
                } else {
                    body.append(placed(b, first: false))
                }
            }
            body.append(placed(ChainToken(kind: .punctuation(")"), offset: 0, length: 0, afterNewline: false), first: false))
            out += expandMacros(body, depth: depth + 1)
            i = k + 1
        }
        return out
    }

    // MARK: Hierarchy and properties

    /// `[a addSubview:b]`, `a.addSubview(b)`, `addSubview(b)`, `addArrangedSubview`, `insertSubview`,
    /// `[a, b].forEach(v.addSubview)`, `[a, b].forEach { v.addSubview($0) }`; `x.text = …`,
    /// `x.font = …`, `x.numberOfLines = …`, `x.backgroundColor = …`.
    mutating func scanHierarchyAndProperties(in range: Range<Int>, kind: SourceClass.Kind) {
        let adders: Set<String> = ["addSubview", "addArrangedSubview", "insertSubview", "addSubviews", "addLayoutGuide"]
        var i = range.lowerBound
        while i < range.upperBound {
            guard var name = identifier(i) else { i += 1; continue }
            // An app's own helper spelled its own way: `addSubViews([a, b])`.
            if name.lowercased() == "addsubviews" { name = "addSubviews" }
            if adders.contains(name) {
                // Objective-C: [receiver addSubview:child]
                if isP(i + 1, ":") {
                    let receiver = receiverName(before: i) ?? "self"
                    if let child = dotted(from: i + 2) {
                        if name == "addArrangedSubview" { arranged.append((child.name, receiver)) }
                        parents.append((child.name, receiver, i))
                        consumed.append(i..<child.end)
                    }
                } else if isP(i + 1, "(") {
                    // Swift: receiver.addSubview(child) or addSubview(child); addSubviews(a, b) / ([a, b])
                    let receiver = isP(i - 1, ".") ? receiverName(before: i) ?? "self" : "self"
                    let close = matching(i + 1)
                    var k = i + 2
                    if isP(k, "[") { k += 1 }
                    while k < close {
                        // `$0` is forEach's element; the array before it names the views.
                        if let child = dotted(from: k), !child.name.hasPrefix("$") {
                            if name == "addArrangedSubview" { arranged.append((child.name, receiver)) }
                            parents.append((child.name, receiver, i))
                            k = child.end
                            if name != "addSubviews" { break }
                        }
                        k += 1
                    }
                    consumed.append(i..<close + 1)
                }
            }
            // for (UIView *v in @[a, b]) { [self addSubview:v]; } / for v in [a, b] { addSubview(v) }
            if name == "for", let inIndex = (i + 1..<min(i + 7, range.upperBound)).first(where: { identifier($0) == "in" }),
               let loopVariable = identifier(inIndex - 1) {
                let open = isP(inIndex + 1, "@") ? inIndex + 2 : inIndex + 1
                if isP(open, "[") {
                    let close = matching(open)
                    let brace = isP(close + 1, ")") ? close + 2 : close + 1
                    if isP(brace, "{"), matching(brace) > brace {
                        let end = matching(brace)
                        let add = (brace + 1..<end).first { k in
                            guard adders.contains(identifier(k) ?? "") else { return false }
                            let argument = isP(k + 1, ":") || isP(k + 1, "(") ? dotted(from: k + 2) : nil
                            return argument?.name == loopVariable
                        }
                        if let add {
                            let receiver = isP(add + 1, ":") || isP(add - 1, ".") ? receiverName(before: add) ?? "self" : "self"
                            var k = open + 1
                            while k < close {
                                if let child = dotted(from: k) { parents.append((child.name, receiver, k)); k = child.end } else { k += 1 }
                            }
                            consumed.append(i..<end + 1)
                            i = end + 1
                            continue
                        }
                    }
                }
            }
            // let stack = UIStackView(arrangedSubviews: [a, b]) / [[UIStackView alloc] initWithArrangedSubviews:@[a, b]]
            if name == "arrangedSubviews" || name == "initWithArrangedSubviews", isP(i + 1, ":"),
               let equals = (max(range.lowerBound, i - 12)..<i).last(where: { isP($0, "=") }) {
                var n = equals - 1
                if identifier(n) != nil, isP(n - 1, ":") { n -= 2 }   // `let stack: UIStackView =`
                let open = isP(i + 2, "@") ? i + 3 : i + 2
                if identifier(n) != nil, isP(open, "[") {
                    let stack = ownerName(endingAt: n)
                    let close = matching(open)
                    var k = open + 1
                    while k < close {
                        if let child = dotted(from: k) {
                            arranged.append((child.name, stack))
                            parents.append((child.name, stack, k))
                            k = child.end
                        } else { k += 1 }
                    }
                    consumed.append(i..<close + 1)
                }
            }
            // [a, b, c].forEach(v.addSubview) / .forEach { v.addSubview($0) }, and the same with a
            // named array of views (tiles.forEach { addSubview($0) }, views.forEach(stack.addArrangedSubview)).
            if name == "forEach", isP(i - 1, ".") {
                var members: [(name: String, at: Int)] = []
                var start = i - 2
                if isP(i - 2, "]") {
                    start = ChainToken.matchingBackward(tokens, start, "[", "]", from: range.lowerBound + 1) ?? range.lowerBound
                    var k = start + 1
                    while k < i - 2 {
                        if let child = dotted(from: k) { members.append((child.name, k)); k = child.end } else { k += 1 }
                    }
                } else if let array = identifier(i - 2), !isP(i - 3, "."), let named = arrays[array] {
                    members = named.map { ($0, i) }
                } else {
                    start = -1
                }
                let end = isP(i + 1, "(") || isP(i + 1, "{") ? matching(i + 1) : i
                // `forEach` with neither a call nor a closure after it (a fuzzer found one) adds nothing.
                if start >= 0, end > i, let add = (i + 1...end).first(where: { adders.contains(identifier($0) ?? "") }) {
                    let receiver = isP(add - 1, ".") ? receiverName(before: add) ?? "self" : "self"
                    for member in members {
                        if identifier(add) == "addArrangedSubview" { arranged.append((member.name, receiver)) }
                        parents.append((member.name, receiver, member.at))
                    }
                    consumed.append(start..<end + 1)
                }
            }
            // x.text = …; x.font = …; x.numberOfLines = …; x.backgroundColor = …
            // `button.titleLabel?.font = …` (Swift's optional chaining) too.
            let optional = (isP(i + 1, "?") || isP(i + 1, "!")) && identifier(i) == "titleLabel" ? 1 : 0
            if isP(i + 1 + optional, "."), let property = identifier(i + 2 + optional), isP(i + 3 + optional, "="), !isP(i + 4 + optional, "="),
               !(["backgroundColor", "textColor"].contains(property) && laterBodies.contains { $0.contains(i) }) {
                var owner = ownerName(endingAt: i)
                // A button's title label's font is the button's title's.
                if property == "font", owner.hasSuffix(".titleLabel") { owner = String(owner.dropLast(".titleLabel".count)) }
                let value = i + 4 + optional
                var end = value
                while end < tokens.count, !isP(end, ";"), !tokens[end].afterNewline || end == value { end += 1 }
                if readProperty(property, of: owner, value: value..<end) { consumed.append(i..<end) }
            }
            // [b setTitle:@"Log in" forState:…] / b.setTitle("Log in", for: .normal)
            // [b setTitleColor:[UIColor whiteColor] forState:…] / b.setTitleColor(.white, for: .normal)
            if name == "setTitleColor", isP(i + 1, ":") || isP(i + 1, "("), let owner = receiverName(before: i) {
                let limit = min(i + 40, range.upperBound)
                if let end = (i + 2..<max(limit, i + 2)).first(where: { ["forState", "for"].contains(identifier($0) ?? "") && isP($0 + 1, ":") }) {
                    var valueEnd = end
                    if isP(valueEnd - 1, ",") { valueEnd -= 1 }
                    consumed.append(i..<i + 1)
                    if valueEnd > i + 2, titleColors[Self.shortName(owner)] == nil {
                        if let c = color(in: i + 2..<valueEnd) { titleColors[Self.shortName(owner)] = c }
                        else { unreadColors.append((Self.shortName(owner), Self.shortCode(text(i + 2..<valueEnd)), tokens[i + 2].offset)) }
                    }
                }
            }
            if name == "setTitle", let owner = receiverName(before: i) {
                let toks = tokens
                let string = (i + 1..<min(i + 5, tokens.count)).compactMap { j -> String? in if case .string(let s) = toks[j].kind { return s } else { return nil } }.first
                if let string, titles[Self.shortName(owner)] == nil { titles[Self.shortName(owner)] = string }
                consumed.append(i..<i + 1)
            }
            // [v setContentHuggingPriority:p forAxis:a] / v.setContentHuggingPriority(p, for: .horizontal)
            if name == "setContentHuggingPriority" || name == "setContentCompressionResistancePriority", let owner = receiverName(before: i) {
                let end = (i + 1..<min(i + 20, tokens.count)).first { isP($0, "]") || isP($0, ")") && identifier($0 - 1) != nil } ?? i + 1
                let words = (i + 1..<end).compactMap { identifier($0) }
                let horizontal = words.contains { $0.lowercased().contains("horizontal") }
                let vertical = words.contains { $0.lowercased().contains("vertical") }
                var value = words.compactMap { LayoutPriority.names[$0] }.first
                let toks = tokens
                if value == nil, let n = (i + 1..<end).compactMap({ j -> Double? in if case .number(let d) = toks[j].kind { return d } else { return nil } }).first { value = n }
                if let value, horizontal || vertical {
                    let owner = Self.shortName(owner)
                    if name == "setContentHuggingPriority" {
                        var p = hugging[owner] ?? (nil, nil)
                        if horizontal { p.0 = value } else { p.1 = value }
                        hugging[owner] = p
                    } else {
                        var p = resistance[owner] ?? (nil, nil)
                        if horizontal { p.0 = value } else { p.1 = value }
                        resistance[owner] = p
                    }
                    consumed.append(i..<end)
                }
            }
            // [arr mas_distributeViewsAlongAxis:axis withFixedSpacing:s leadSpacing:l tailSpacing:t]
            if name == "mas_distributeViewsAlongAxis" || name == "distributeViewsAlongAxis", isP(i + 1, ":"), let array = receiverName(before: i) {
                let close = (i..<range.upperBound).first { isP($0, "]") } ?? i
                let horizontal = (i..<close).contains { identifier($0)?.contains("Horizontal") == true }
                func value(after label: String) -> Double? {
                    guard let k = (i..<close).first(where: { identifier($0) == label && isP($0 + 1, ":") }) else { return nil }
                    var end = k + 2
                    while end < close, identifier(end).map({ !$0.hasSuffix("Spacing") && !$0.hasSuffix("Length") }) ?? true { end += 1 }
                    return evaluate(k + 2..<end)
                }
                let spacing = value(after: "withFixedSpacing"), length = value(after: "withFixedItemLength")
                if spacing != nil || length != nil, let lead = value(after: "leadSpacing"), let tail = value(after: "tailSpacing") {
                    distributions.append((array, horizontal, spacing, length, lead, tail, i))
                    consumed.append(i..<close + 1)
                }
            }
            // [x setText:@"…"]
            if name == "setText", isP(i + 1, ":"), let owner = receiverName(before: i), case .string(let s)? = tokens.indices.contains(i + 3) ? tokens[i + 3].kind : nil, isP(i + 2, "@") {
                labelTexts[Self.shortName(owner)] = s
                consumed.append(i..<i + 1)
            }
            i += 1
        }
    }

    /// The dotted name ending at token `i` (`self.titleLabel` for the `titleLabel` token).
    func ownerName(endingAt i: Int) -> String {
        var parts = [identifier(i) ?? ""]
        var k = i
        while isP(k - 1, "."), let n = identifier(k - 2) { parts.insert(n, at: 0); k -= 2 }
        return Self.shortName(parts.joined(separator: "."))
    }

    /// The receiver of a method named at `i`: `[self.view addSubview:` / `view.addSubview(`.
    func receiverName(before i: Int) -> String? {
        var k = i - 1
        if isP(k, ".") { k -= 1 }
        guard identifier(k) != nil || isP(k, ")") || isP(k, "!") || isP(k, "?") else { return nil }
        var parts: [String] = []
        while k >= 0 {
            if isP(k, "!") || isP(k, "?") { k -= 1; continue }
            guard let n = identifier(k) else { break }
            parts.insert(n, at: 0)
            if isP(k - 1, ".") { k -= 2 } else { break }
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// A dotted name starting at `i` (`self.titleLabel`, `_label`, `weakSelf.x!`), with the
    /// index after it.
    func dotted(from i: Int) -> (name: String, end: Int)? {
        guard let first = identifier(i) else { return nil }
        var parts = [first]
        var k = i + 1
        while true {
            if isP(k, "!") || isP(k, "?") { k += 1; continue }
            if isP(k, "."), let n = identifier(k + 1) { parts.append(n); k += 2; continue }
            break
        }
        return (Self.shortName(parts.joined(separator: ".")), k)
    }

    /// Whether the property is one masrender reads or says it does not.
    @discardableResult
    mutating func readProperty(_ property: String, of owner: String, value: Range<Int>) -> Bool {
        let words = value.compactMap { identifier($0) }
        switch property {
        case "text":
            let toks = tokens
            if let s = value.compactMap({ i -> String? in if case .string(let s) = toks[i].kind { return s } else { return nil } }).first {
                labelTexts[owner] = s
            }
        case "isScrollEnabled", "scrollEnabled":
            // Off, a text view sizes itself by its text; on (UIKit's default), it has no size of its own.
            if value.contains(where: { identifier($0) == "false" || identifier($0) == "NO" }) { scrollDisabled.insert(owner) }
        case "placeholder":
            let toks = tokens
            if let s = value.compactMap({ i -> String? in if case .string(let s) = toks[i].kind { return s } else { return nil } }).first {
                placeholders[owner] = s
            }
        case "layoutMargins" where insets(at: value.lowerBound) != nil, "directionalLayoutMargins" where insets(at: value.lowerBound) != nil:
            marginsSet[owner] = insets(at: value.lowerBound)!
        case "insetsLayoutMarginsFromSafeArea":
            if words.contains("false") || words.contains("NO") { marginsOutsideSafeArea.insert(owner) } else { marginsOutsideSafeArea.remove(owner) }
        case "viewRespectsSystemMinimumLayoutMargins":
            if words.contains("false") || words.contains("NO") { noSystemMinimumMargins.insert(owner) } else { noSystemMinimumMargins.remove(owner) }
        case "adjustsFontForContentSizeCategory":
            // Read: a picture is drawn at one text size (--text-size), at which a text style's
            // font is sized whether or not it follows later changes.
            break
        case "numberOfPages":
            if let n = evaluate(value), n >= 0, n <= 10_000 { pageCounts[owner] = Int(n) }
        // A spinner's style; `style` only where it names a spinner's size (other views have styles too).
        case "activityIndicatorViewStyle",
             "style" where words.contains(where: { $0.contains("Large") || $0 == "large" || $0 == "medium" || $0.contains("Medium") }):
            if words.contains(where: { $0.contains("Large") || $0 == "large" }) { largeIndicators.insert(owner) } else { largeIndicators.remove(owner) }
        case "borderStyle":
            if words.contains(where: { $0 == "roundedRect" || $0.hasSuffix("RoundedRect") }) { roundedFields.insert(owner) } else { roundedFields.remove(owner) }
        case "numberOfLines":
            if let n = evaluate(value) { lineCounts[owner] = Int(n) }
        case "font":
            if let font = fontName(in: value) { fonts[owner] = font }
        case "backgroundColor":
            if let c = color(in: value) { colors[owner] = c }
            else if !value.isEmpty { unreadColors.append((owner, Self.shortCode(text(value)), tokens[value.lowerBound].offset)) }
        case "textColor":
            if let c = color(in: value) { textColors[owner] = c }
            else if !value.isEmpty { unreadColors.append((owner, Self.shortCode(text(value)), tokens[value.lowerBound].offset)) }
        case "textAlignment":
            // NSTextAlignmentCenter, .center, NSTextAlignment.center
            let names: [String: TextAlignment] = ["left": .left, "center": .center, "right": .right, "natural": .natural, "justified": .justified]
            if let a = words.lazy.compactMap({ w in names[w.hasPrefix("NSTextAlignment") ? w.dropFirst(15).lowercased() : w] }).first { alignments[owner] = a }
        case "preferredMaxLayoutWidth":
            if let w = evaluate(value) { maxLayoutWidths[owner] = w }
            else { warnings.append(SourceWarning(location(tokens[value.lowerBound - 2].offset), "preferredMaxLayoutWidth of \(owner) is a run-time value (\(Self.shortCode(text(value)))); the width the label gets is used")) }
        case "frame" where rect(at: value.lowerBound) != nil:
            frames[owner] = rect(at: value.lowerBound)
            assignedFrames.append((owner, value.lowerBound - 2))
        case "image":
            unreadImages.append((owner, tokens[value.lowerBound - 2].offset))
        case "axis", "spacing", "distribution", "alignment":
            var settings = stackSettings[owner] ?? StackLayout()
            let lowered = words.map { $0.lowercased() }
            func has(_ w: String) -> Bool { lowered.contains { $0 == w.lowercased() || $0.hasSuffix(w.lowercased()) } }
            switch property {
            case "axis": settings.axis = has("vertical") ? .vertical : .horizontal
            case "spacing":
                guard let v = evaluate(value) else {
                    warnings.append(SourceWarning(location(tokens[value.lowerBound - 2].offset), "\(owner).spacing is a run-time value (\(Self.shortCode(text(value)))); 0 is used"))
                    return true
                }
                settings.spacing = v
            case "distribution":
                settings.distribution = has("fillEqually") ? .fillEqually : has("fillProportionally") ? .fillProportionally
                    : has("equalSpacing") ? .equalSpacing : has("equalCentering") ? .equalCentering : .fill
            default:
                settings.alignment = has("center") ? .center : has("leading") || has("top") ? .leading
                    : has("trailing") || has("bottom") ? .trailing : has("firstBaseline") ? .firstBaseline
                    : has("lastBaseline") ? .lastBaseline : .fill
            }
            stackSettings[owner] = settings
        default:
            guard let why = Self.unreadLayoutProperties[property] else { return false }
            warnings.append(SourceWarning(location(tokens[value.lowerBound - 2].offset), "\(owner).\(property) is not read: \(why)"))
        }
        return true
    }

    /// Properties that change a frame or a size which source files do not read, with what
    /// masrender does instead; each assignment is said where it stands.
    static let unreadLayoutProperties: [String: String] = [
        "frame": "views are placed by their constraints only",
        "bounds": "views are placed by their constraints only",
        "center": "views are placed by their constraints only",
        "attributedText": "attributed text is not read; the label is measured with its plain text, else its name",
        "layoutMargins": "its value is not one masrender can read (UIEdgeInsets with numbers the file gives); the view's margins stay UIKit's default",
        "directionalLayoutMargins": "its value is not one masrender can read (NSDirectionalEdgeInsets with numbers the file gives); the view's margins stay UIKit's default",
        "preservesSuperviewLayoutMargins": "a view's margins do not take its superview's",
        "contentInset": "a scroll view's content inset is not drawn",
        "adjustsFontSizeToFitWidth": "the font keeps its size",
    ]

    static func shortCode(_ code: String) -> String {
        var code = Substring(code)
        while let last = code.last, last == ";" || last == " " || last == "\n" { code.removeLast() }
        return code.count > 60 ? String(code.prefix(59)) + "…" : String(code)
    }

    /// Local declarations at a block's top level — Swift `let x = …`/`var x: CGFloat = …`,
    /// Objective-C `CGFloat x = …;` — taken out of the statements (they are no chains) and
    /// returned, so the chains after them can use their values.
    static func takeLocalDeclarations(_ body: inout [ChainToken], makers: [String]) -> [(name: String, value: [ChainToken])] {
        let numberTypes: Set<String> = ["CGFloat", "int", "NSInteger", "NSUInteger", "float", "double", "Int", "Double", "Float", "long"]
        var locals: [(name: String, value: [ChainToken])] = []
        var out: [ChainToken] = []
        var depth = 0, k = 0
        func identifier(_ i: Int) -> String? { if i < body.count, case .identifier(let n) = body[i].kind { return n } else { return nil } }
        while k < body.count {
            let t = body[k]
            let startsStatement = out.isEmpty || t.afterNewline || out.last!.isPunctuation(";") || out.last!.isPunctuation("{")
            // At the block's own level or inside its `if`/`switch` braces, never inside a call's
            // parentheses or an array.
            if depth == 0, startsStatement, let first = identifier(k) {
                var nameAt: Int?
                if first == "let" || first == "var", identifier(k + 1) != nil { nameAt = k + 1 }
                else if numberTypes.contains(first), identifier(k + 1) != nil { nameAt = k + 1 }
                else if first == "const" || first == "static", let type = identifier(k + 1), numberTypes.contains(type), identifier(k + 2) != nil { nameAt = k + 2 }
                if let at = nameAt, let name = identifier(at) {
                    var eq = at + 1
                    if eq < body.count, body[eq].isPunctuation(":") { eq += 2 }   // `: CGFloat`
                    if eq < body.count, body[eq].isPunctuation("="), !(eq + 1 < body.count && body[eq + 1].isPunctuation("=")) {
                        var end = eq + 1, level = 0
                        while end < body.count {
                            let e = body[end]
                            if level == 0, end > eq + 1, e.afterNewline || e.isPunctuation(";") { break }
                            if e.isPunctuation("(") || e.isPunctuation("[") || e.isPunctuation("{") { level += 1 }
                            if e.isPunctuation(")") || e.isPunctuation("]") || e.isPunctuation("}") { level -= 1; if level < 0 { break } }
                            end += 1
                        }
                        // `let c = make.bottom…constraint` keeps a chain: that stays a statement.
                        if let head = identifier(eq + 1), makers.contains(head) {
                            out.append(t); k += 1; continue
                        }
                        locals.append((name, Array(body[(eq + 1)..<end])))
                        k = end < body.count && body[end].isPunctuation(";") ? end + 1 : end
                        continue
                    }
                }
            }
            if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
            if t.isPunctuation(")") || t.isPunctuation("]") { depth = max(depth - 1, 0) }
            out.append(t)
            k += 1
        }
        body = out
        return locals
    }

    /// Screen-scaling code from files this one includes, read at design scale so its chains
    /// stay: a call of a function this file does not define with one unlabelled argument
    /// (`kRealWidthValue(20)`, `AdaptW(20)`) is its argument; `ceil`/`floor`/`round`/`fabs`
    /// are applied; an unknown ratio (`kScreenWidthRate`, `SCALE`, `ADAPTATIONRATIO`) multiplying
    /// or dividing is 1. Each is recorded for the one warning that names them.
    mutating func atDesignScale(_ statement: [ChainToken]) -> [ChainToken] {
        let known: Set<String> = ["CGSizeMake", "CGPointMake", "UIEdgeInsetsMake", "NSEdgeInsetsMake", "CGRectMake", "CGFloat", "Float",
                                  "Double", "Int", "UILayoutPriority", "ConstraintPriority", "MASBoxValue", "CGSize", "CGPoint", "UIEdgeInsets"]
        let rounding: [String: (Double) -> Double] = ["ceil": { $0.rounded(.up) }, "ceilf": { $0.rounded(.up) }, "floor": { $0.rounded(.down) },
                                                      "floorf": { $0.rounded(.down) }, "round": { $0.rounded() }, "roundf": { $0.rounded() },
                                                      "fabs": { abs($0) }, "fabsf": { abs($0) }, "abs": { abs($0) }]
        var out: [ChainToken] = []
        var k = 0
        while k < statement.count {
            let t = statement[k]
            // Swift's scaling method on a number (`24.auto()`, `8.fit()`): the number, as designed.
            if t.isNumber, language == .swift {
                let dotted = k + 4 < statement.count && statement[k + 1].isPunctuation(".")
                let call = dotted ? k + 2 : k + 1
                if call + 2 < statement.count, case .identifier(let method) = statement[call].kind,
                   statement[call + 1].isPunctuation("("), statement[call + 2].isPunctuation(")"),
                   dotted || statement[call].offset <= t.offset + t.length {
                    designScaled.append((method, statement[call].offset))
                    out.append(t)
                    k = call + 3
                    continue
                }
            }
            guard case .identifier(let name) = t.kind, !(out.last?.isPunctuation(".") ?? false) else {
                out.append(t); k += 1; continue
            }
            // Boxed: `@kScaleFrom_iPhone5(20)` is `@((20) * …)` once the macro expands, so a call
            // after `@` is read like any other (it becomes `@(20)`); a bare name after `@` is not.
            let boxed = out.last?.isPunctuation("@") ?? false
            // A call: NAME ( one argument, no label, no comma )
            if k + 1 < statement.count, statement[k + 1].isPunctuation("("), !known.contains(name), macros[name] == nil,
               !name.hasPrefix("mas_"), name != "make" {
                // Swift's one label (`convertPixel(h: 237)`, `scaled(width: 20)`) is no second argument.
                let labelled = language == .swift && k + 3 < statement.count && statement[k + 3].isPunctuation(":")
                    && { if case .identifier = statement[k + 2].kind { return true } else { return false } }()
                var depth = 0, close = k + 1, comma = false
                for j in (k + 1)..<statement.count {
                    if statement[j].isPunctuation("(") || statement[j].isPunctuation("[") { depth += 1 }
                    if statement[j].isPunctuation(")") || statement[j].isPunctuation("]") { depth -= 1; if depth == 0 { close = j; break } }
                    if depth == 1, statement[j].isPunctuation(",") || (statement[j].isPunctuation(":") && !(labelled && j == k + 3)) { comma = true }
                }
                let first = labelled ? k + 4 : k + 2
                if close > first, !comma {
                    let argument = Array(statement[first..<close])
                    let value = evaluate(argument)
                    if let round = rounding[name], let value {
                        out.append(ChainToken(kind: .number(round(value)), offset: t.offset, length: statement[close].offset + 1 - t.offset, afterNewline: t.afterNewline))
                        k = close + 1
                        continue
                    }
                    if rounding[name] == nil, value != nil {
                        designScaled.append((name, t.offset))
                        out.append(ChainToken(kind: .punctuation("("), offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                        out += argument
                        out.append(statement[close])
                        k = close + 1
                        continue
                    }
                }
            }
            if boxed { out.append(t); k += 1; continue }
            // The screen's size under a name from another file (`kScreen_Width`, `MH_SCREEN_WIDTH`,
            // `SCREENW`, `kDeviceHeight`): the device's, as the name says.
            if constants[name] == nil, macros[name] == nil, valueMacros[name] == nil,
               !(k + 1 < statement.count && (statement[k + 1].isPunctuation(".") || statement[k + 1].isPunctuation("("))),
               let side = CodeNames.screenSide(named: name), let value = constants[side == .width ? "SCREEN_WIDTH" : "SCREEN_HEIGHT"] {
                screenNamed.append((name, t.offset))
                out.append(ChainToken(kind: .number(value), offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                k += 1
                continue
            }
            // The system bars' heights under a name from another file (`kStatusBarHeight`,
            // `SafeAreaBottom`, `FullNavBarHeight`, `kTabBarHeight`): the device's, as the name says.
            if constants[name] == nil, macros[name] == nil, valueMacros[name] == nil,
               !(k + 1 < statement.count && (statement[k + 1].isPunctuation(".") || statement[k + 1].isPunctuation("("))),
               let bar = CodeNames.systemBar(named: name) {
                let value = bar.height(on: options.safeArea)
                barNamed.append(("\(name) = \(formatNumber(value)), \(bar.description)", t.offset))
                out.append(ChainToken(kind: .number(value), offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                k += 1
                continue
            }
            // A ratio: an unknown name beside * or / whose name says it scales, or names the
            // phone the design was drawn for (`10 * kiphone6`: a flag is never multiplied).
            let lower = name.lowercased()
            let beside = (out.last.map { $0.isPunctuation("*") || $0.isPunctuation("/") } ?? false)
                || (k + 1 < statement.count && statement[k + 1].isPunctuation("*"))
            if constants[name] == nil, !(k + 1 < statement.count && (statement[k + 1].isPunctuation(".") || statement[k + 1].isPunctuation("("))),
               (beside && ["rate", "ratio", "scale", "factor", "iphone"].contains(where: { lower.contains($0) })) || ratioNames.contains(name) {
                designScaled.append((name, t.offset))
                out.append(ChainToken(kind: .number(1), offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                k += 1
                continue
            }
            out.append(t)
            k += 1
        }
        return out
    }

    /// Names this file does not define that it writes at least twice and every time after a
    /// number and `*` (`202.5 *SIZE`, `systemFontOfSize:10 *SIZE`), or at least four times and
    /// three times in four so: a ratio, whatever its name.
    func multiplierNames() -> Set<String> {
        var uses: [String: (all: Int, multiplied: Int)] = [:]
        for k in tokens.indices {
            guard let name = identifier(k), !isP(k - 1, "."), !isP(k + 1, "."), !isP(k + 1, "("),
                  constants[name] == nil, macros[name] == nil, valueMacros[name] == nil, structures[name] == nil else { continue }
            let multiplied = isP(k - 1, "*") && k >= 2 && tokens[k - 2].isNumber
            uses[name, default: (0, 0)].all += 1
            if multiplied { uses[name, default: (0, 0)].multiplied += 1 }
        }
        // Twice, each time multiplied; or mostly (a ratio also stands alone for one device
        // point: `make.height.mas_equalTo(SIZE)` beside 34 × `5 *SIZE`).
        return Set(uses.filter { u in
            (u.value.all >= 2 && u.value.multiplied == u.value.all) || (u.value.all >= 4 && u.value.multiplied * 4 >= u.value.all * 3)
        }.keys)
    }

    typealias ScreenSide = CodeNames.ScreenSide

    typealias SystemBar = CodeNames.SystemBar

    /// A colour written as UIKit's components (`[UIColor colorWithRed:… green:… blue:… alpha:…]`,
    /// `UIColor(red:green:blue:alpha:)`, `colorWithWhite:alpha:`), the RGB and hex helpers
    /// nearly every app defines (`RGB(51, 51, 51)`, `RGBA(…)`, `UIColorFromRGB(0x333333)`,
    /// `UIColor(hex: 0x333333)`, `[UIColor colorWithHexString:@"#333333"]`), or a named colour.
    func color(in range: Range<Int>) -> Color? {
        var slice = Array(tokens[range])
        for _ in 0..<4 {
            guard slice.contains(where: { if case .identifier(let n) = $0.kind { return valueMacros[n] != nil } else { return false } }) else { break }
            slice = slice.flatMap { t -> [ChainToken] in
                guard case .identifier(let n) = t.kind, let body = valueMacros[n] else { return [t] }
                return body.map { ChainToken(kind: $0.kind, offset: t.offset, length: t.length, afterNewline: false) }
            }
        }
        slice = expandMacros(slice)
        while slice.last?.isPunctuation(";") == true { slice.removeLast() }
        func name(_ k: Int) -> String? { if k >= 0, k < slice.count, case .identifier(let n) = slice[k].kind { return n } else { return nil } }
        func isP(_ k: Int, _ p: String) -> Bool { k >= 0 && k < slice.count && slice[k].isPunctuation(p) }
        /// The tokens of the argument starting at `k`: up to a `,`, the next `label:` or the closing bracket.
        func argument(from k: Int) -> [ChainToken] {
            var depth = 0, end = k
            while end < slice.count {
                let t = slice[end]
                if t.isPunctuation("(") || t.isPunctuation("[") { depth += 1 }
                if t.isPunctuation(")") || t.isPunctuation("]") { if depth == 0 { break }; depth -= 1 }
                if depth == 0, t.isPunctuation(",") || (end > k && name(end) != nil && isP(end + 1, ":")) { break }
                end += 1
            }
            return Array(slice[k..<end])
        }
        func labelled(_ labels: Set<String>) -> Double? {
            guard let k = slice.indices.first(where: { name($0).map(labels.contains) == true && isP($0 + 1, ":") }) else { return nil }
            return evaluate(argument(from: k + 2))
        }
        func unit(_ v: Double) -> Double { min(max(v, 0), 1) }
        if let r = labelled(["colorWithRed", "red", "displayP3Red", "colorWithDisplayP3Red"]), let g = labelled(["green"]), let b = labelled(["blue"]) {
            return Color(red: unit(r), green: unit(g), blue: unit(b), alpha: unit(labelled(["alpha"]) ?? 1))
        }
        if let w = labelled(["colorWithWhite", "white"]) {
            return Color(red: unit(w), green: unit(w), blue: unit(w), alpha: unit(labelled(["alpha"]) ?? 1))
        }
        // Helpers: a name mentioning hex or RGB, called with a hex number or string, or with
        // 0–255 components (and an alpha in 0–1).
        for k in slice.indices {
            guard let n = name(k)?.lowercased(), n.contains("hex") || n.contains("rgb") || n.contains("color") || n.contains("colour"),
                  !n.contains("hue"), !n.contains("pattern") else { continue }
            var open = k + 1
            if isP(open, ":") || isP(open, "(") { open += 1 } else { continue }
            if isP(open, "@") { open += 1 }
            if name(open) == "hex" || name(open) == "rgb" || name(open) == "hexString", isP(open + 1, ":") { open += 2 }
            var arguments: [[ChainToken]] = []
            var a = open
            while a < slice.count, !isP(a, ")"), !isP(a, "]") {
                if name(a) != nil, isP(a + 1, ":") { a += 2 }   // a label: `R: 233`, `alpha:`
                let arg = argument(from: a)
                if arg.isEmpty { break }
                arguments.append(arg)
                a += arg.count
                if isP(a, ",") { a += 1 }
            }
            if arguments.count == 1 || arguments.count == 2, let hex = Self.hexValue(arguments[0]) {
                let alpha = arguments.count == 2 ? evaluate(arguments[1]).map(unit) : nil
                return Color(red: Double((hex >> 16) & 0xFF) / 255, green: Double((hex >> 8) & 0xFF) / 255, blue: Double(hex & 0xFF) / 255,
                             alpha: alpha ?? 1)
            }
            let values = arguments.compactMap { evaluate($0) }
            if values.count == arguments.count, values.count == 3 || values.count == 4 {
                let scale = values.prefix(3).contains { $0 > 1 } ? 255.0 : 1
                return Color(red: unit(values[0] / scale), green: unit(values[1] / scale), blue: unit(values[2] / scale),
                             alpha: values.count == 4 ? unit(values[3] > 1 ? values[3] / 255 : values[3]) : 1)
            }
        }
        // Names, but not argument labels (`green:` of a colour whose components are unknown).
        return Self.namedColor(slice.indices.compactMap { isP($0 + 1, ":") ? nil : name($0) })
    }

    /// `0x333333` or `"#333333"`/`@"333333"`: the 24-bit RGB it names.
    static func hexValue(_ tokens: [ChainToken]) -> Int? {
        guard tokens.count == 1 else { return nil }
        switch tokens[0].kind {
        case .number(let d) where d >= 0 && d <= 0xFFFFFF && d == d.rounded(): return Int(d)
        case .string(let s):
            let digits = s.hasPrefix("#") ? String(s.dropFirst()) : s.hasPrefix("0x") ? String(s.dropFirst(2)) : s
            guard digits.count == 6, let v = Int(digits, radix: 16) else { return nil }
            return v
        default: return nil
        }
    }

    static func namedColor(_ words: [String]) -> Color? {
        for w in words {
            // whiteColor, UIColor.white, and apps' own ColorWhite/kColorWhite for the same.
            var base = w.hasSuffix("Color") && w != "UIColor" ? String(w.dropLast(5)) : w
            for prefix in ["kColor", "Color"] where base.hasPrefix(prefix) && base.count > prefix.count {
                let rest = base.dropFirst(prefix.count)
                base = rest.prefix(1).lowercased() + rest.dropFirst()
            }
            if let c = Color.uikit(named: base) { return c }
        }
        return nil
    }

    // MARK: Calls

    mutating func findCalls(in range: Range<Int>) -> [SourceCall] {
        var calls: [SourceCall] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard ChainText.wrapperName(tokens[i]) != nil, let call = try? ChainText.callAt(tokens, i) else { i += 1; continue }
            var statements: [[ChainToken]] = []
            // Kept chains: `name = make…` / `MASConstraint *name = make…` before the maker.
            var kept: [Int: String] = [:]
            let raw = call.body
            for j in raw.indices where raw[j].isPunctuation("=") && j + 1 < raw.count {
                guard !(j > 0 && ["=", "<", ">", "!"].contains(raw[j - 1].text)), !raw[j + 1].isPunctuation("="),
                      case .identifier(let first) = raw[j + 1].kind, [call.maker ?? "make", "make", "$0", "maker"].contains(first) else { continue }
                var parts: [String] = []
                var k = j - 1
                while k >= 0 {
                    if case .identifier(let n) = raw[k].kind { parts.insert(n, at: 0) } else if !raw[k].isPunctuation(".") { break }
                    if raw[k].afterNewline { break }
                    k -= 1
                }
                if let name = parts.last.map({ _ in Self.shortName(parts.joined(separator: ".")) }) { kept[raw[j + 1].offset] = name; keptConstraints.insert(name) }
            }
            var body = expandMacros(Array(call.body.dropLast()))
            let makers = Self.makers(call.maker)
            let locals = Self.takeLocalDeclarations(&body, makers: Array(makers).sorted())
            // A view's own set-up written in the block (`loginBtn.setTitle("Login", for: .normal)`,
            // `field.layer.cornerRadius = 8`) makes no chain. The class's scan reads what it knows
            // of it (titles, texts, fonts); its lines stay out of what the call consumed, so those
            // it does not know are listed with the lines not read.
            var setUpOffsets = Set(Self.splitStatements(body).filter { Self.isViewSetUp($0, makers: makers) }.joined().map(\.offset))
            // With the `;` that ends each (its line is then read or listed as not read).
            for k in body.indices.dropLast() where setUpOffsets.contains(body[k].offset) && body[k + 1].isPunctuation(";") {
                setUpOffsets.insert(body[k + 1].offset)
            }
            body.removeAll { setUpOffsets.contains($0.offset) }
            var notes: [(offset: Int, message: String)] = []
            let reading = self
            let cleaned = (try? BlockStatements.clean(body, conditions: true, notes: &notes, decide: { reading.decide($0) })) ?? body
            for n in notes { warnings.append(SourceWarning(location(n.offset), n.message)) }
            statements = Self.splitStatements(cleaned)
            let wrapper = ChainText.wrapperName(tokens[i]) ?? ""
            let dialect: Dialect = wrapper.hasPrefix("mas_") ? .masonry
                : wrapper.hasPrefix("snp_") || identifier(i - 2) == "snp" ? .snapkit
                : language == .swift ? .snapkit : .masonry
            calls.append(SourceCall(receiver: call.receiver, operation: call.operation, maker: call.maker, dialect: dialect, locals: locals, statements: statements,
                                    start: call.receiverStart, kept: kept, body: body))
            var start = call.receiverStart
            for j in call.receiverStart..<call.end where setUpOffsets.contains(tokens[j].offset) {
                if start < j { consumed.append(start..<j) }
                start = j + 1
            }
            if start < call.end { consumed.append(start..<call.end) }
            i = call.end
        }
        return calls
    }

    /// The names a constraint block calls its maker.
    static func makers(_ declared: String?) -> Set<String> {
        Set(["make", "$0", "maker", "m"] + (declared.map { [$0] } ?? []))
    }

    /// Whether a statement in a constraint block sets a view up rather than making a chain: it
    /// starts with a name (`loginBtn.`, `self.`) or an Objective-C message (`[_avatar …]`),
    /// and neither names the maker nor relates anything (`redView.left.equalTo(@10)`, a chain
    /// on the wrong receiver, stays a chain and gets its warning).
    static func isViewSetUp(_ statement: [ChainToken], makers: Set<String>) -> Bool {
        guard let first = statement.first else { return false }
        if case .identifier(let name) = first.kind {
            // A name and a member (`loginBtn.`, `self.`, `avatar?.`) or an assignment to it
            // (`firstButton = btn`): not `if (…)`, `else`, `let`.
            guard !makers.contains(name), !ChainReader.attributes.contains(name), statement.count > 2,
                  statement[1].isPunctuation(".") || ((statement[1].isPunctuation("?") || statement[1].isPunctuation("!")) && statement[2].isPunctuation("."))
                    || (statement[1].isPunctuation("=") && !statement[2].isPunctuation("="))
            else { return false }
        } else if !(first.isPunctuation("[") && statement.count > 1 && { if case .identifier = statement[1].kind { return true } else { return false } }()) {
            return false
        }
        return !statement.contains { t in
            guard case .identifier(let name) = t.kind else { return false }
            return makers.contains(name) || ChainReader.relations[name] != nil
        }
    }

    /// Changes to kept constraints in `range`, in order.
    mutating func keptChanges(in range: Range<Int>) -> [KeptChange] {
        var changes: [KeptChange] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard let n = identifier(i), keptConstraints.contains(n) || n.hasSuffix("Constraint") else { i += 1; continue }
            // Objective-C's `[NSLayoutConstraint activateConstraints:@[…]]`: anchors' constraints.
            if n == "NSLayoutConstraint", identifier(i + 1) == "activateConstraints" {
                changes.append(KeptChange(name: n, kind: .activate, at: i))
                consumed.append(i..<i + 2)
                i += 2
                continue
            }
            let name = ownerName(endingAt: i)
            var k = i + 1
            while isP(k, "?") || isP(k, "!") { k += 1 }
            // name.update(offset: x) / (inset: x)
            if isP(k, "."), identifier(k + 1) == "update", isP(k + 2, "("), let label = identifier(k + 3), isP(k + 4, ":") {
                let close = matching(k + 2)
                if let v = evaluate(k + 5..<close) {
                    if label == "offset" { changes.append(KeptChange(name: name, kind: .offset(v), at: i)) }
                    if label == "inset" { changes.append(KeptChange(name: name, kind: .inset(v), at: i)) }
                    consumed.append(i..<close + 1)
                }
                i = close + 1
                continue
            }
            // name.offset = x / name.constant = x
            if isP(k, "."), let property = identifier(k + 1), ["offset", "constant", "layoutConstant"].contains(property), isP(k + 2, "="), !isP(k + 3, "=") {
                var end = k + 3
                while end < tokens.count, !isP(end, ";"), !tokens[end].afterNewline || end == k + 3 { end += 1 }
                if let v = evaluate(k + 3..<end) {
                    changes.append(KeptChange(name: name, kind: property == "offset" ? .offset(v) : .constant(v), at: i))
                    consumed.append(i..<end)
                }
                i = end
                continue
            }
            // name.deactivate() / .uninstall() / .activate() / .install() / .isActive = false
            if isP(k, "."), let verb = identifier(k + 1), ["deactivate", "uninstall", "activate", "install"].contains(verb), isP(k + 2, "(") {
                changes.append(KeptChange(name: name, kind: verb == "deactivate" || verb == "uninstall" ? .deactivate : .activate, at: i))
                consumed.append(i..<k + 4)
                i = k + 4
                continue
            }
            // [name setOffset:x] / [name uninstall] / [name install]
            if let verb = identifier(k), isP(i - 1, "[") || (isP(i - 1, ".") && isP(i - 3, "[")) {
                if verb == "setOffset", isP(k + 1, ":") {
                    let close = (k + 2..<range.upperBound).first { isP($0, "]") } ?? k + 2
                    if let v = evaluate(k + 2..<close) { changes.append(KeptChange(name: name, kind: .offset(v), at: i)); consumed.append(i..<close + 1) }
                } else if ["uninstall", "deactivate", "install", "activate"].contains(verb) {
                    changes.append(KeptChange(name: name, kind: verb == "uninstall" || verb == "deactivate" ? .deactivate : .activate, at: i))
                    consumed.append(i..<k + 1)
                }
            }
            i += 1
        }
        return changes
    }

    /// Lines that speak of constraints (Masonry's and SnapKit's names) but were not read as a
    /// call: each said once, with what it is.
    mutating func reportUnread(in range: Range<Int>) {
        var seenLines: Set<Int> = []
        // Which tokens were read, marked once (a search of every range per token was quadratic).
        var read = [Bool](repeating: false, count: tokens.count)
        var marked = 0
        for r in consumed.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            // Each token once: from where the ranges before stopped marking.
            let from = max(r.lowerBound, marked, 0), to = min(r.upperBound, tokens.count)
            if from < to { for k in from..<to { read[k] = true } }
            marked = max(marked, r.upperBound)
        }
        for i in range {
            guard let n = identifier(i), !read[i] else { continue }
            // Masonry's and SnapKit's own names, and a kept constraint being changed
            // (`topConstraint.update(offset: 10)`, `self.heightConstraint.offset = 20`).
            let keptChange = (n.hasSuffix("Constraint") || n == "constraint" || keptConstraints.contains(n)) && (isP(i + 1, ".") || isP(i + 1, "?"))
                && ["update", "activate", "deactivate", "install", "uninstall", "constant", "offset", "setOffset", "layoutConstant"]
                    .contains(identifier(i + 2) ?? identifier(i + 3) ?? "")
            guard n.hasPrefix("mas_") || n == "snp" || n.hasPrefix("snp_") || keptChange else { continue }
            let keptConstraintChange = keptChange
            let line = at(i).line
            guard seenLines.insert(line).inserted else { continue }
            var start = i, end = i
            while start > range.lowerBound, !tokens[start].afterNewline { start -= 1 }
            while end + 1 < range.upperBound, !tokens[end + 1].afterNewline { end += 1 }
            let code = text(start..<end + 1)
            let short = code.count > 70 ? String(code.prefix(69)) + "…" : code
            let why: String
            if n.hasPrefix("mas_distribute") || n == "distributeViewsAlong" { why = "distributing views is not read from source files yet" }
            else if keptConstraintChange || ["update", "activate", "deactivate", "install", "uninstall", "removeConstraints", "constant"].contains(where: { code.contains($0) }) { why = "a kept constraint changed at run time (not read)" }
            else { why = "not a make/update/remake call (not read)" }
            warnings.append(SourceWarning(at(start), "\(why): \(short)"))
        }
    }
}
