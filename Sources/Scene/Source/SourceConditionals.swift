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
                if outer {
                    var evaluator = Evaluator(tokens: condition, language: language, values: values, defines: defines)
                    decision = word == "if" ? evaluator.condition() : evaluator.defined(negated: word == "ifndef")
                }
                let text = ChainToken.written(tokens[i..<end])
                stack.append(Group(outerActive: outer, active: outer && decision.value, taken: decision.value, start: t.offset,
                                   text: text, assumed: decision.assumed, branchStart: line + 1))
            case _ where stack.isEmpty && ["elif", "elseif", "else", "endif"].contains(word):
                notes.append((t.offset, "#\(word) without an #if before it; not read"))
            case "elif", "elseif":
                stack[stack.count - 1].close(at: line - 1)
                if stack[stack.count - 1].taken {
                    stack[stack.count - 1].active = false
                } else if stack[stack.count - 1].outerActive {
                    var evaluator = Evaluator(tokens: condition, language: language, values: values, defines: defines)
                    let d = evaluator.condition()
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
            notes.append((open.start, "\(open.text) has no #endif; what follows it is read as its branches decide"))
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

        func note(why: String) -> String? {
            guard !unread.isEmpty || !read.isEmpty else { return nil }
            func spans(_ r: [ClosedRange<Int>]) -> String {
                r.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ")
            }
            let readText = read.isEmpty ? "no branch is read" : "line\(read.count == 1 && read[0].count == 1 ? "" : "s") \(spans(read)) \(read.count == 1 && read[0].count == 1 ? "is" : "are") read"
            let unreadText = unread.isEmpty ? "" : ", line\(unread.count == 1 && unread[0].count == 1 ? "" : "s") \(spans(unread)) not"
            return "\(text): \(why), so \(readText)\(unreadText)"
        }
    }

    struct Decision {
        var value: Bool
        /// Why, when the build and not the file decided it (said).
        var assumed: String?
    }

    /// A condition's tokens, evaluated. C's rules in Objective-C (an undefined name is 0), Swift's
    /// in Swift (a flag not set is false).
    struct Evaluator {
        let tokens: [ChainToken]
        let language: SourceLanguage
        let values: [String: Double]
        let defines: [String: Double?]
        var i = 0
        var assumed: [String] = []
        var failed = false
        /// How deep `!` and `(` nest: a line of ten thousand must not run the stack out.
        var depth = 0
        static let maxDepth = 64

        init(tokens: [ChainToken], language: SourceLanguage, values: [String: Double], defines: [String: Double?]) {
            self.tokens = tokens; self.language = language; self.values = values; self.defines = defines
        }

        /// The platform, as settled for an iOS app (never said).
        static let platform: [String: Double] = [
            "TARGET_OS_IPHONE": 1, "TARGET_OS_IOS": 1, "TARGET_OS_MAC": 1, "TARGET_OS_OSX": 0, "TARGET_OS_TV": 0,
            "TARGET_OS_WATCH": 0, "TARGET_OS_VISION": 0, "TARGET_OS_MACCATALYST": 0, "TARGET_OS_UIKITFORMAC": 0,
            "__OBJC__": 1, "__APPLE__": 1, "__clang__": 1, "YES": 1, "NO": 0, "true": 1, "false": 0,
        ]
        /// What only the build knows, taken as an iOS debug build in the simulator would (said).
        static let build: [String: Double] = [
            "DEBUG": 1, "TARGET_OS_SIMULATOR": 1, "TARGET_IPHONE_SIMULATOR": 1,
            "__IPHONE_OS_VERSION_MAX_ALLOWED": 170_000, "__IPHONE_OS_VERSION_MIN_REQUIRED": 120_000,
        ]

        mutating func defined(negated: Bool) -> Decision {
            guard case .identifier(let name)? = tokens.first?.kind else { return Decision(value: true, assumed: "not understood, the first branch is taken") }
            var value = isDefined(name)
            if negated { value.toggle() }
            return Decision(value: value, assumed: assumed.isEmpty ? nil : assumed.joined(separator: "; "))
        }

        mutating func condition() -> Decision {
            let v = or()
            if failed || i < tokens.count { return Decision(value: true, assumed: "a condition not understood, so its first branch is taken") }
            return Decision(value: v != 0, assumed: assumed.isEmpty ? nil : assumed.joined(separator: "; "))
        }

        private mutating func isDefined(_ name: String) -> Bool {
            if values[name] != nil || defines[name] != nil || Self.platform[name] != nil { return true }
            if Self.build[name] != nil {
                assumed.append("\(name) is taken as set, as in a debug build in the simulator (--set \(name)=0 for \(language == .swift ? "a build without it" : "its value 0"))")
                return true
            }
            assumed.append("\(name) is not defined in this file (a build setting? --set \(name)=1 defines it)")
            return false
        }

        private mutating func value(of name: String) -> Double {
            if let v = values[name] { return v }
            if let v = defines[name] { return v ?? 1 }
            if let v = Self.platform[name] { return v }
            if name.hasPrefix("__IPHONE_"), let v = Self.iOSVersion(name) { return v }
            if let v = Self.build[name] {
                assumed.append("\(name) is taken as \(Int(v)), as in a debug build in the simulator (--set \(name)=VALUE for another)")
                return v
            }
            assumed.append("\(name) is not defined in this file, so 0 (a build setting? --set \(name)=1 defines it)")
            return 0
        }

        /// `__IPHONE_11_0` is 110000.
        static func iOSVersion(_ name: String) -> Double? {
            let parts = name.dropFirst("__IPHONE_".count).split(separator: "_").compactMap { Int($0) }
            guard parts.count == 2 else { return nil }
            return Double(parts[0] * 10_000 + parts[1] * 100)
        }

        private func p(_ s: String, at k: Int? = nil) -> Bool { let k = k ?? i; return k < tokens.count && tokens[k].isPunctuation(s) }
        /// Two punctuation tokens written together (`&&`, `>=`).
        private func pair(_ a: String, _ b: String) -> Bool {
            p(a) && p(b, at: i + 1) && tokens[i + 1].offset == tokens[i].offset + 1
        }

        // Both languages: || over && over operands. C's operands are comparisons (`>=`, `==` …)
        // of unary values (`!`, `-`, `( … )`, numbers, `defined(X)`, `__has_include(…)`, names);
        // Swift's are unary conditions (`!`, `( … )`, `os(…)`, `canImport(…)`, `targetEnvironment(…)`,
        // `swift(…)`, `compiler(…)`, `arch(…)`, `true`, `false`, flags).
        private mutating func or() -> Double {
            var v = and()
            while pair("|", "|") { i += 2; let r = and(); v = (v != 0 || r != 0) ? 1 : 0 }
            return v
        }
        private mutating func and() -> Double {
            var v = operand()
            while pair("&", "&") { i += 2; let r = operand(); v = (v != 0 && r != 0) ? 1 : 0 }
            return v
        }
        private mutating func operand() -> Double {
            let l = unary()
            guard language == .objectiveC else { return l }
            for (a, b) in [(">", "="), ("<", "="), ("=", "="), ("!", "=")] where pair(a, b) {
                i += 2
                let r = unary()
                switch a { case ">": return l >= r ? 1 : 0; case "<": return l <= r ? 1 : 0; case "=": return l == r ? 1 : 0; default: return l != r ? 1 : 0 }
            }
            if p(">") { i += 1; return l > unary() ? 1 : 0 }
            if p("<") { i += 1; return l < unary() ? 1 : 0 }
            return l
        }
        private mutating func unary() -> Double {
            depth += 1
            defer { depth -= 1 }
            if depth > Self.maxDepth { failed = true; i = tokens.count; return 0 }
            if p("!") { i += 1; return unary() == 0 ? 1 : 0 }
            if language == .objectiveC, p("-") { i += 1; return -unary() }
            if p("(") {
                i += 1
                let v = or()
                if p(")") { i += 1 } else { failed = true }
                return v
            }
            return language == .swift ? swiftPrimary() : cPrimary()
        }

        private mutating func cPrimary() -> Double {
            guard i < tokens.count else { failed = true; return 0 }
            let t = tokens[i]
            i += 1
            switch t.kind {
            case .number(let d): return d
            case .identifier("defined"):
                let parenthesised = p("(")
                if parenthesised { i += 1 }
                guard i < tokens.count, case .identifier(let name) = tokens[i].kind else { failed = true; return 0 }
                i += 1
                if parenthesised { if p(")") { i += 1 } else { failed = true } }
                return isDefined(name) ? 1 : 0
            case .identifier(let name) where name == "__has_include" || name == "__has_include_next":
                skipParenthesised()
                assumed.append("the header __has_include names is taken as there (the app's own build decides)")
                return 1
            case .identifier(let name):
                return value(of: name)
            default:
                failed = true
                return 0
            }
        }

        private mutating func swiftPrimary() -> Double {
            guard i < tokens.count, case .identifier(let name) = tokens[i].kind else { failed = true; return 0 }
            i += 1
            switch name {
            case "true": return 1
            case "false": return 0
            case "os", "canImport", "targetEnvironment", "arch", "swift", "compiler", "hasFeature", "hasAttribute":
                guard p("(") else { failed = true; return 0 }
                let argument = tokens.indices.contains(i + 1) ? tokens[i + 1].text : ""
                skipParenthesised()
                switch name {
                case "os": return argument == "iOS" ? 1 : 0
                case "canImport": return ["AppKit", "Cocoa", "WatchKit"].contains(argument) ? 0 : 1
                case "targetEnvironment":
                    if argument == "simulator" { assumed.append("targetEnvironment(simulator) is taken as true, as in the simulator") ; return 1 }
                    return 0
                default: return 1
                }
            default:
                if let v = values[name] { return v != 0 ? 1 : 0 }
                if name == "DEBUG" {
                    assumed.append("DEBUG is taken as set, as in a debug build (--set DEBUG=0 for a release build)")
                    return 1
                }
                assumed.append("\(name) is not set in this file (a build setting? --set \(name)=1 sets it)")
                return 0
            }
        }

        private mutating func skipParenthesised() {
            guard p("(") else { return }
            var depth = 0
            while i < tokens.count {
                if p("(") { depth += 1 } else if p(")") { depth -= 1; if depth == 0 { i += 1; return } }
                i += 1
            }
            failed = true
        }
    }
}

private extension ChainToken.Kind {
    var number: Double? { if case .number(let d) = self { return d } else { return nil } }
}
