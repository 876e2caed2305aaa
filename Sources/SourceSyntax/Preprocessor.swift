/// The preprocessor: keeps the branches of `#if`/`#ifdef`/`#elif`/`#else` (Swift's `#if`/`#elseif`)
/// an iOS debug build run on a device takes, collects `#define`s, `#undef`s and `#import`s,
/// and expands Objective-C's macros where they are used. It runs over tokens, once, before
/// parsing.
public struct Macro: Sendable {
    public var name: String
    /// Nil for an object-like macro.
    public var parameters: [String]?
    public var isVariadic: Bool
    public var body: [Token]
    public var range: SourceRange
}

public struct PreprocessorResult: Sendable {
    public var tokens: [Token]
    public var macros: [String: Macro]
    public var macroOrder: [String]
    public var includes: [Include]
    public var diagnostics: [SyntaxDiagnostic]
    /// The macros the file's code expands, each once, in the order first used (where a value
    /// came from: a macro of an imported header names that header).
    public var usedMacros: [Macro] = []
}

public struct Preprocessor {
    let source: SourceText
    let language: SourceLanguage
    /// `--set NAME=VALUE` (as `-DNAME=VALUE`).
    let values: [String: Double]
    var macros: [String: Macro]
    var macroOrder: [String] = []
    var includes: [Include] = []
    var diagnostics: [SyntaxDiagnostic] = []
    var usedMacroOrder: [String] = []
    var usedMacroNames: Set<String> = []

    /// `macros`: those of files read before this one (a prefix header, an imported header).
    public init(source: SourceText, language: SourceLanguage, values: [String: Double] = [:], macros: [String: Macro] = [:]) {
        self.source = source
        self.language = language
        self.values = values
        self.macros = macros
    }

    struct Group {
        let outerActive: Bool
        var active: Bool
        var taken: Bool
        let range: SourceRange
        var assumed: [String]
        var branchStart: Int
        var droppedCode = false
        var read: [ClosedRange<Int>] = []
        var unread: [ClosedRange<Int>] = []
        mutating func close(at line: Int) {
            guard line >= branchStart else { return }
            if active { read.append(branchStart...line) } else { unread.append(branchStart...line) }
        }
    }

    public mutating func run(_ tokens: [Token]) -> PreprocessorResult {
        var kept: [Token] = []
        kept.reserveCapacity(tokens.count)
        var stack: [Group] = []
        func active() -> Bool { stack.last?.active ?? true }
        for t in tokens {
            guard t.kind == .directive else {
                if active() { kept.append(t) }
                else if let g = stack.lastIndex(where: { $0.outerActive && !$0.active }), !(t.isIdentifier("import") || t.isIdentifier("@import")) { stack[g].droppedCode = true }
                continue
            }
            let line = source.location(of: t.range.start).line
            let body = directiveBody(t)
            if stack.isEmpty, ["elif", "elseif", "else", "endif"].contains(t.text) {
                diagnostics.append(SyntaxDiagnostic(.strayDirective(t.text), t.range))
                continue
            }
            switch t.text {
            case "if", "ifdef", "ifndef":
                let outer = active()
                var decision = (value: true, assumed: [String]())
                if outer {
                    var evaluator = ConditionEvaluator(tokens: body, language: language, values: values, definedValue: Self.definedValue(in: macros, language: language, values: values))
                    decision = t.text == "if" ? evaluator.condition() : evaluator.defined(negated: t.text == "ifndef")
                }
                stack.append(Group(outerActive: outer, active: outer && decision.value, taken: decision.value, range: t.range,
                                   assumed: decision.assumed, branchStart: line + 1))
            case "elif", "elseif":
                stack[stack.count - 1].close(at: line - 1)
                if stack[stack.count - 1].taken {
                    stack[stack.count - 1].active = false
                } else if stack[stack.count - 1].outerActive {
                    var evaluator = ConditionEvaluator(tokens: body, language: language, values: values, definedValue: Self.definedValue(in: macros, language: language, values: values))
                    let d = evaluator.condition()
                    stack[stack.count - 1].active = d.value
                    stack[stack.count - 1].taken = d.value
                    stack[stack.count - 1].assumed += d.assumed
                }
                stack[stack.count - 1].branchStart = line + 1
            case "else":
                stack[stack.count - 1].close(at: line - 1)
                stack[stack.count - 1].active = stack[stack.count - 1].outerActive && !stack[stack.count - 1].taken
                stack[stack.count - 1].taken = true
                stack[stack.count - 1].branchStart = line + 1
            case "endif":
                var group = stack.removeLast()
                group.close(at: line - 1)
                if group.outerActive, group.droppedCode, !group.assumed.isEmpty {
                    diagnostics.append(SyntaxDiagnostic(.buildDecided(directive: source.text(group.range), why: group.assumed,
                                                                      read: group.read, unread: group.unread), group.range))
                }
            default:
                if active() { take(t, body: body) }
                else if !["import", "include", "pragma"].contains(t.text), let g = stack.lastIndex(where: { $0.outerActive && !$0.active }) {
                    stack[g].droppedCode = true
                }
            }
        }
        if let open = stack.first { diagnostics.append(SyntaxDiagnostic(.unterminatedConditional(source.text(open.range)), open.range)) }
        let expanded = language == .objectiveC && !macros.isEmpty ? expandMacros(kept) : kept
        return PreprocessorResult(tokens: expanded, macros: macros, macroOrder: macroOrder, includes: includes, diagnostics: diagnostics,
                                  usedMacros: usedMacroOrder.compactMap { macros[$0] })
    }

    /// What a `#define` makes a name in a condition: its number, 1 when it has no body, or its body
    /// evaluated as a condition (without itself, so no definition runs forever).
    static func definedValue(in macros: [String: Macro], language: SourceLanguage, values: [String: Double]) -> (String, Int) -> Double?? {
        { name, depth in
            guard let m = macros[name] else { return nil }
            if m.body.count == 1, m.body[0].kind == .number { return m.body[0].number }
            if m.body.isEmpty { return .some(nil) }
            var inner = ConditionEvaluator(tokens: m.body, language: language, values: values,
                                           definedValue: definedValue(in: macros.filter { $0.key != name }, language: language, values: values))
            inner.depth = depth + 8
            return inner.condition().value ? 1 : 0
        }
    }

    /// The tokens after a directive's name.
    func directiveBody(_ t: Token) -> [Token] {
        // Past `#`, blanks and the name.
        var k = t.range.start + 1
        let bytes = source.bytes
        while k < t.range.end, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
        while k < t.range.end, Lexer.isIdentifierPart(bytes[k]) { k += 1 }
        var lexer = Lexer(source, language: language, range: SourceRange(k, t.range.end), inDirective: true)
        var out = lexer.all()
        out.removeLast()
        return out
    }

    /// The macros Masonry's MASConstraint.h and View+MASShorthandAdditions.h define.
    static let masonryMacros: Set<String> = [
        "mas_equalTo", "mas_greaterThanOrEqualTo", "mas_lessThanOrEqualTo", "mas_offset",
        "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo", "offset",
    ]

    /// `#define`, `#undef`, `#import`/`#include` in a branch taken.
    mutating func take(_ t: Token, body: [Token]) {
        switch t.text {
        case "define":
            // Masonry's own macros, copied by an app into its constants header (`#define
            // mas_equalTo(...) equalTo(MASBoxValue((__VA_ARGS__)))`): the chain reader's words,
            // read as Masonry means them, not expanded into its boxing.
            // So are a renamed copy's (`#define c229_mas_equalTo(...)`: RenamedMasonry).
            guard let name = body.first, name.kind == .identifier, !Self.masonryMacros.contains(name.text),
                  !RenamedMasonry.isRenamedMacro(name.text) else { return }
            var k = 1
            var parameters: [String]?
            var variadic = false
            if body.count > 1, body[1].isPunctuation("("), !body[1].spaceBefore {
                var list: [String] = []
                k = 2
                while k < body.count, !body[k].isPunctuation(")") {
                    if body[k].kind == .identifier { list.append(body[k].text) }
                    if body[k].isPunctuation("...") { variadic = true }
                    k += 1
                }
                k += 1
                parameters = list
            }
            if macros[name.text] == nil { macroOrder.append(name.text) }
            macros[name.text] = Macro(name: name.text, parameters: parameters, isVariadic: variadic,
                                      body: k < body.count ? Array(body[k...]) : [], range: t.range)
        case "undef":
            if let name = body.first, name.kind == .identifier { macros[name.text] = nil }
        case "import", "include":
            if let s = body.first, s.kind == .string {
                includes.append(Include(path: s.text, isQuoted: true, range: t.range))
            } else if body.first?.isPunctuation("<") == true {
                let inner = body.dropFirst().prefix { !$0.isPunctuation(">") }
                let path = source.text(SourceRange(inner.first?.range.start ?? t.range.end, inner.last?.range.end ?? t.range.end))
                includes.append(Include(path: path, isQuoted: false, range: t.range))
            }
        default:
            break
        }
    }
}
