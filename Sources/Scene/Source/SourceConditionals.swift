import SourceSyntax
/// Preprocessor conditionals — `#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif` in
/// Objective-C, `#if`/`#elseif`/`#else`/`#endif` in Swift — decided as the compiler decides them
/// for an iOS debug build that sees only this file, before anything else is read: a class
/// written twice (`#ifdef Target_Enterprise … #else … #endif`) is read once, as built.
///
/// What the file or the platform settles is decided without a word: a `#define` in the file
/// (or `--set NAME=VALUE`, which acts as `-DNAME=VALUE`), `#if 0`, `TARGET_OS_IPHONE`,
/// `os(iOS)`, `canImport(UIKit)`. What only the build knows is decided as an iOS debug build
/// in the simulator would, and said, with the lines read and not read: `DEBUG` is set, a name
/// no file here defines is not (as the preprocessor takes it), `__has_include(…)` finds the
/// header.
enum SourceConditionals {
    /// The tokens of the branches taken (directive lines dropped), and one note per decision
    /// that rested on what only the build knows.
    static func resolve(_ tokens: [ChainToken], language: SourceLanguage, values: [String: Double],
                        lines: LineMap) -> (tokens: [ChainToken], notes: [(offset: Int, message: String)]) {
        guard tokens.contains(where: { $0.isPunctuation("#") }) else { return (tokens, []) }
        var out: [ChainToken] = []
        out.reserveCapacity(tokens.count)
        var notes: [(offset: Int, message: String)] = []
        var defines: [String: Double?] = [:]
        var stack: [Group] = []
        var inImport = false
        var i = 0
        func active() -> Bool { stack.allSatisfy { $0.active } }
        while i < tokens.count {
            let t = tokens[i]
            guard t.isPunctuation("#"), i == 0 || t.afterNewline, i + 1 < tokens.count,
                  case .identifier(let word) = tokens[i + 1].kind else {
                if active() {
                    out.append(t)
                } else if let g = stack.lastIndex(where: { $0.outerActive && !$0.active }) {
                    // Code left out (not an import, which only the build can tell about).
                    if t.afterNewline || i == 0 { inImport = t.kind == .identifier("import") || (t.isPunctuation("@") && i + 1 < tokens.count && tokens[i + 1].kind == .identifier("import")) }
                    if !inImport { stack[g].droppedCode = true }
                }
                i += 1
                continue
            }
            var end = i + 2
            while end < tokens.count, !tokens[end].afterNewline { end += 1 }
            let condition = Array(tokens[(i + 2)..<end])
            let line = lines.location(t.offset).line
            switch word {
            case "if", "ifdef", "ifndef":
                let outer = active()
                var decision = Decision(value: true, assumed: nil)
                if outer { decision = decide(condition, directive: word, language: language, values: values, defines: defines) }
                let text = ChainToken.written(tokens[i..<end])
                stack.append(Group(outerActive: outer, active: outer && decision.value, taken: decision.value, start: t.offset,
                                   text: text, assumed: decision.assumed, branchStart: line + 1))
            case _ where stack.isEmpty && ["elif", "elseif", "else", "endif"].contains(word):
                notes.append((t.offset, SyntaxDiagnostic(.strayDirective(word), .none).message))
            case "elif", "elseif":
                stack[stack.count - 1].close(at: line - 1)
                if stack[stack.count - 1].taken {
                    stack[stack.count - 1].active = false
                } else if stack[stack.count - 1].outerActive {
                    let d = decide(condition, directive: word, language: language, values: values, defines: defines)
                    stack[stack.count - 1].active = d.value
                    stack[stack.count - 1].taken = d.value
                    if stack[stack.count - 1].assumed == nil { stack[stack.count - 1].assumed = d.assumed }
                }
                stack[stack.count - 1].branchStart = line + 1
            case "else":
                stack[stack.count - 1].close(at: line - 1)
                stack[stack.count - 1].active = stack[stack.count - 1].outerActive && !stack[stack.count - 1].taken
                stack[stack.count - 1].taken = true
                stack[stack.count - 1].branchStart = line + 1
            case "endif":
                guard var group = stack.popLast() else { break }  // said above
                group.close(at: line - 1)
                if group.outerActive, group.droppedCode, let why = group.assumed, let note = group.note(why: why) { notes.append((group.start, note)) }
            default:
                // `#define NAME value` and `#undef NAME` in a branch taken count for the
                // conditions after them; every other directive line is kept for the reader.
                if active() {
                    if word == "define", case .identifier(let name)? = condition.first?.kind {
                        let value = condition.count == 2 ? (condition[1].kind.number) : nil
                        defines[name] = .some(value)
                    } else if word == "undef", case .identifier(let name)? = condition.first?.kind {
                        defines[name] = nil
                    }
                    out.append(contentsOf: tokens[i..<end])
                } else if !["import", "include", "pragma"].contains(word), let g = stack.lastIndex(where: { $0.outerActive && !$0.active }) {
                    // A `#define` left out changes what the file means.
                    stack[g].droppedCode = true
                }
                i = end
                continue
            }
            // The directive's own line is dropped; what follows keeps its line break.
            i = end
        }
        if let open = stack.first {
            notes.append((open.start, SyntaxDiagnostic(.unterminatedConditional(open.text), .none).message))
        }
        return (out, notes)
    }

    /// One `#if … #endif`: whether the branch being read is taken, and the lines of each branch.
    struct Group {
        let outerActive: Bool
        var active: Bool
        /// A branch was taken already (later ones are not).
        var taken: Bool
        let start: Int
        let text: String
        var assumed: String?
        var branchStart: Int
        /// Code, not only imports, was left out of the branches not taken.
        var droppedCode = false
        var read: [ClosedRange<Int>] = []
        var unread: [ClosedRange<Int>] = []

        mutating func close(at line: Int) {
            guard line >= branchStart else { return }
            if active { read.append(branchStart...line) } else { unread.append(branchStart...line) }
        }

        /// Worded as the code model words it (SyntaxDiagnostic), so both readers say it alike.
        func note(why: String) -> String? {
            guard !unread.isEmpty || !read.isEmpty else { return nil }
            return SyntaxDiagnostic(.buildDecided(directive: text, why: [why], read: read, unread: unread), .none).message
        }
    }

    struct Decision {
        var value: Bool
        /// Why, when the build and not the file decided it (said).
        var assumed: String?
    }

    /// A condition's tokens decided by the code model's evaluator (SourceSyntax), which the
    /// program reader's preprocessor uses too: the same platform, build and words.
    static func decide(_ condition: [ChainToken], directive: String, language: SourceLanguage, values: [String: Double],
                       defines: [String: Double?]) -> Decision {
        var evaluator = ConditionEvaluator(text: ChainToken.written(condition), language: language, values: values,
                                           definedValue: { name, _ in defines[name] })
        let (value, assumed) = directive == "if" || directive == "elif" || directive == "elseif"
            ? evaluator.condition() : evaluator.defined(negated: directive == "ifndef")
        return Decision(value: value, assumed: assumed.isEmpty ? nil : assumed.joined(separator: "; "))
    }
}

private extension ChainToken.Kind {
    var number: Double? { if case .number(let d) = self { return d } else { return nil } }
}
