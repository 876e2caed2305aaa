/// Views made by a helper of the class — a factory method that makes a view, sets it up and
/// returns it (`- (UILabel *)labelWithText:(NSString *)text { UILabel *label = [UILabel new];
/// label.text = text; [self.view addSubview:label]; return label; }`) — read where the helper is
/// called: `UIView *title = [self labelWithText:@"Hi"];` becomes the helper's body with its view
/// named `title` and its parameters the call's arguments, so each call makes its own view with
/// its own text, parent and colours. The helper itself is then read only through its calls.
enum SourceFactories {
    struct Factory {
        var name: String
        /// Objective-C selector parts after the first (`size` in `labelWithText:size:`).
        var labels: [String]
        var parameters: [String]
        /// The body without its final `return x;`, and the view it makes and returns.
        var body: [ChainToken]
        var made: String
        /// The whole definition, taken out of the file once its calls are read.
        var definition: Range<Int>
    }

    static func inline(_ tokens: [ChainToken], language: SourceLanguage) -> (tokens: [ChainToken], notes: [SourceUnrolling.Note]) {
        let factories = findFactories(tokens, language: language)
        guard !factories.isEmpty else { return (tokens, []) }
        var out: [ChainToken] = []
        var notes: [SourceUnrolling.Note] = []
        var used: Set<String> = []
        var i = 0
        while i < tokens.count {
            if let (factory, name, arguments, end) = call(tokens, at: i, factories: factories, language: language) {
                used.insert(factory.name)
                // The body's statements keep their own lines (Swift's end at a line's end).
                var body = factory.body
                if !body.isEmpty { body[0].afterNewline = true }
                body = substitute(body, made: factory.made, as: name, parameters: factory.parameters, arguments: arguments)
                out += body
                i = end
                continue
            }
            out.append(tokens[i])
            i += 1
        }
        // The helpers that were called are read through their calls: their definitions go.
        if !used.isEmpty {
            var result: [ChainToken] = []
            var k = 0
            let drop = factories.filter { used.contains($0.name) }
            while k < out.count {
                if let f = drop.first(where: { matchesDefinitionStart(out, k, $0, language: language) }),
                   let open = (k..<out.count).first(where: { out[$0].isPunctuation("{") }),
                   let close = SourceUnrolling.matching(out, open, "{", "}") {
                    notes.append(SourceUnrolling.Note(offset: out[k].offset, message: "\(f.name) makes a view and returns it: read where it is called, once for each call"))
                    k = close + 1
                    continue
                }
                result.append(out[k])
                k += 1
            }
            return (result, notes)
        }
        return (out, notes)
    }

    /// Whether the definition of `f` starts at `k` in `t`.
    static func matchesDefinitionStart(_ t: [ChainToken], _ k: Int, _ f: Factory, language: SourceLanguage) -> Bool {
        if language == .objectiveC {
            guard t[k].isPunctuation("-") || t[k].isPunctuation("+"), k + 1 < t.count, t[k + 1].isPunctuation("("),
                  let close = SourceUnrolling.matching(t, k + 1, "(", ")"), close + 1 < t.count else { return false }
            return SourceUnrolling.identifierName(t[close + 1]) == f.name
        }
        return SourceUnrolling.identifierName(t[k]) == "func" && k + 1 < t.count && SourceUnrolling.identifierName(t[k + 1]) == f.name
    }

    // MARK: Finding the helpers

    static func findFactories(_ t: [ChainToken], language: SourceLanguage) -> [Factory] {
        var found: [Factory] = []
        for k in t.indices {
            var name: String?, labels: [String] = [], parameters: [String] = [], open: Int?
            if language == .objectiveC, t[k].isPunctuation("-") || t[k].isPunctuation("+"), t[k].afterNewline || k == 0,
               k + 1 < t.count, t[k + 1].isPunctuation("("), let typeClose = SourceUnrolling.matching(t, k + 1, "(", ")") {
                // - (UILabel *)labelWithText:(NSString *)text size:(CGFloat)size {
                var j = typeClose + 1
                guard j < t.count, let first = SourceUnrolling.identifierName(t[j]) else { continue }
                name = first
                j += 1
                while j < t.count, t[j].isPunctuation(":") {
                    guard j + 1 < t.count, t[j + 1].isPunctuation("("), let pc = SourceUnrolling.matching(t, j + 1, "(", ")"),
                          pc + 1 < t.count, let p = SourceUnrolling.identifierName(t[pc + 1]) else { break }
                    parameters.append(p)
                    j = pc + 2
                    if j + 1 < t.count, let label = SourceUnrolling.identifierName(t[j]), t[j + 1].isPunctuation(":") {
                        labels.append(label)
                        j += 1
                    }
                }
                if j < t.count, t[j].isPunctuation("{") { open = j }
            } else if language == .swift, SourceUnrolling.identifierName(t[k]) == "func", k + 2 < t.count,
                      let n = SourceUnrolling.identifierName(t[k + 1]), t[k + 2].isPunctuation("("),
                      let pc = SourceUnrolling.matching(t, k + 2, "(", ")") {
                // func makeLabel(_ text: String, size: CGFloat) -> UILabel {
                name = n
                for p in SourceUnrolling.split(Array(t[(k + 3)..<pc])) {
                    guard let colon = p.firstIndex(where: { $0.isPunctuation(":") }), colon > 0,
                          let inner = SourceUnrolling.identifierName(p[colon - 1]) else { continue }
                    parameters.append(inner)
                    labels.append(colon >= 2 ? SourceUnrolling.identifierName(p[0]) ?? "_" : inner)
                }
                open = (pc + 1..<min(pc + 8, t.count)).first { t[$0].isPunctuation("{") }
            }
            guard let name, let open, let close = SourceUnrolling.matching(t, open, "{", "}") else { continue }
            var body = Array(t[(open + 1)..<close])
            // … return label; }
            while body.last?.isPunctuation(";") == true { body.removeLast() }
            guard body.count >= 2, let made = SourceUnrolling.identifierName(body[body.count - 1]),
                  SourceUnrolling.identifierName(body[body.count - 2]) == "return",
                  SourceUnrolling.declaredLocals(body).contains(made), SourceUnrolling.makesViews(body) || madeIsView(body, made) else { continue }
            body.removeLast(2)
            found.append(Factory(name: name, labels: labels, parameters: parameters, body: body, made: made, definition: k..<(close + 1)))
        }
        return found
    }

    /// The body declares `made` with a UIKit view's class (`UILabel *label = …`, `let b = UIButton()`).
    static func madeIsView(_ body: [ChainToken], _ made: String) -> Bool {
        for k in body.indices where SourceUnrolling.identifierName(body[k]) == made {
            if k >= 2, body[k - 1].isPunctuation("*"), let type = SourceUnrolling.identifierName(body[k - 2]) { return type.hasPrefix("UI") || type.hasSuffix("View") }
            if k + 2 < body.count, body[k + 1].isPunctuation("="), let type = SourceUnrolling.identifierName(body[k + 2]) { return type.hasPrefix("UI") || type.hasSuffix("View") }
        }
        return false
    }

    // MARK: Calls

    /// `TYPE *x = [self name:a label:b];`, `self.x = [self name:a];`, `_x = …`, `let x = name(a, label: b)`,
    /// `x = self.name(a)` at the start of a statement at `i`: the factory, the name the view gets,
    /// the arguments and the index after the statement.
    static func call(_ t: [ChainToken], at i: Int, factories: [Factory], language: SourceLanguage)
        -> (Factory, String, [[ChainToken]], Int)? {
        guard i == 0 || t[i].afterNewline || t[i - 1].isPunctuation(";") || t[i - 1].isPunctuation("{") || t[i - 1].isPunctuation("}") else { return nil }
        // A statement starts with a word or a bracket, never with the `}` that ends a block.
        guard !t[i].isPunctuation("}"), !t[i].isPunctuation("{") else { return nil }
        // The name the view is given and where the value starts.
        var k = i
        var name: String?
        while k < t.count, k < i + 8, !t[k].isPunctuation("=") { k += 1 }
        guard k < t.count, t[k].isPunctuation("="), k > i, !(k + 1 < t.count && t[k + 1].isPunctuation("=")) else { return nil }
        // … in the same statement (`return label }` then `let title = make(…)` is two).
        guard !(i..<k).contains(where: { t[$0].isPunctuation("}") || t[$0].isPunctuation("{") || t[$0].isPunctuation(";") || ($0 > i && t[$0].afterNewline) }) else { return nil }
        // The last identifier before '=' (`UIView *title`, `self.title`, `let title: UIView`).
        var n = k - 1
        if n > i, SourceUnrolling.identifierName(t[n]) != nil, n >= 2, t[n - 1].isPunctuation(":") { n -= 2 }   // `: UIView`
        name = SourceUnrolling.identifierName(t[n])
        guard var viewName = name else { return nil }
        if viewName.hasPrefix("_"), viewName.count > 1 { viewName.removeFirst() }
        var v = k + 1
        var arguments: [[ChainToken]] = []
        var factory: Factory?
        var end = v
        if language == .objectiveC {
            guard v + 2 < t.count, t[v].isPunctuation("["), SourceUnrolling.identifierName(t[v + 1]) == "self",
                  let f = factories.first(where: { SourceUnrolling.identifierName(t[v + 2]) == $0.name }),
                  let close = SourceUnrolling.matching(t, v, "[", "]") else { return nil }
            factory = f
            // name:a label:b — arguments run to the next `label:` of the selector.
            var j = v + 3
            for (index, _) in f.parameters.enumerated() {
                guard j < close, t[j].isPunctuation(":") else { return nil }
                j += 1
                let nextLabel = index < f.labels.count ? f.labels[index] : nil
                var e = j, depth = 0
                while e < close {
                    if t[e].isPunctuation("(") || t[e].isPunctuation("[") { depth += 1 }
                    if t[e].isPunctuation(")") || t[e].isPunctuation("]") { depth -= 1 }
                    if depth == 0, let nextLabel, SourceUnrolling.identifierName(t[e]) == nextLabel, e + 1 < close, t[e + 1].isPunctuation(":") { break }
                    e += 1
                }
                arguments.append(Array(t[j..<e]))
                j = e + (nextLabel == nil ? 0 : 1)
            }
            end = close + 1
        } else {
            if SourceUnrolling.identifierName(t[v]) == "self", v + 1 < t.count, t[v + 1].isPunctuation(".") { v += 2 }
            guard v + 1 < t.count, let f = factories.first(where: { SourceUnrolling.identifierName(t[v]) == $0.name }),
                  t[v + 1].isPunctuation("("), let close = SourceUnrolling.matching(t, v + 1, "(", ")") else { return nil }
            factory = f
            for a in SourceUnrolling.split(Array(t[(v + 2)..<close])) {
                // `size: 12` → `12`
                if a.count >= 2, SourceUnrolling.identifierName(a[0]) != nil, a[1].isPunctuation(":") { arguments.append(Array(a.dropFirst(2))) }
                else { arguments.append(a) }
            }
            end = close + 1
        }
        guard let factory, arguments.count == factory.parameters.count else { return nil }
        while end < t.count, t[end].isPunctuation(";") { end += 1 }
        return (factory, viewName, arguments, end)
    }

    /// The helper's body for one call: its view renamed, its parameters replaced.
    static func substitute(_ body: [ChainToken], made: String, as name: String, parameters: [String], arguments: [[ChainToken]]) -> [ChainToken] {
        var out: [ChainToken] = []
        for (k, t) in body.enumerated() {
            let isMember = k > 0 && body[k - 1].isPunctuation(".")
            if !isMember, let n = SourceUnrolling.identifierName(t) {
                if n == made {
                    out.append(ChainToken(kind: .identifier(name), offset: t.offset, length: t.length, afterNewline: t.afterNewline))
                    continue
                }
                if let p = parameters.firstIndex(of: n) {
                    out += SourceUnrolling.placed(arguments[p], like: t)
                    continue
                }
            }
            out.append(t)
        }
        return out
    }
}
