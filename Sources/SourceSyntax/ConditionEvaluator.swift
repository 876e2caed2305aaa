/// A preprocessor condition's value. C's rules in Objective-C (an undefined name is 0), Swift's
/// in Swift (a flag not set is false); what the build and not the file decides is taken as an
/// iOS debug build run on a device takes it, and said (`assumed`). Both source readers decide
/// their `#if`s with it.
public struct ConditionEvaluator {
    let tokens: [Token]
    let language: SourceLanguage
    let values: [String: Double]
    /// What the file defines a name as: nil when it does not, `.some(nil)` when it defines it
    /// with no number (then 1). The second argument is how deep the evaluation is, for a
    /// definition evaluated in turn.
    let definedValue: (String, Int) -> Double??
    var i = 0
    var assumed: [String] = []
    var failed = false
    /// How deep `!` and `(` nest: a line of ten thousand must not run the stack out.
    var depth = 0
    static let maxDepth = 64

    public init(tokens: [Token], language: SourceLanguage, values: [String: Double], definedValue: @escaping (String, Int) -> Double??) {
        self.tokens = tokens; self.language = language; self.values = values; self.definedValue = definedValue
    }

    /// A condition written as text (`DEBUG && TARGET_OS_IPHONE`), lexed in `language`.
    public init(text: String, language: SourceLanguage, values: [String: Double], definedValue: @escaping (String, Int) -> Double??) {
        var tokens = Lexer.tokens(SourceText(name: "#if", text: text), language: language)
        tokens.removeLast()
        self.init(tokens: tokens, language: language, values: values, definedValue: definedValue)
    }

    /// The platform, as settled for an iOS app (never said).
    static let platform: [String: Double] = [
        "TARGET_OS_IPHONE": 1, "TARGET_OS_IOS": 1, "TARGET_OS_MAC": 1, "TARGET_OS_OSX": 0, "TARGET_OS_TV": 0,
        "TARGET_OS_WATCH": 0, "TARGET_OS_VISION": 0, "TARGET_OS_MACCATALYST": 0, "TARGET_OS_UIKITFORMAC": 0,
        "__OBJC__": 1, "__APPLE__": 1, "__clang__": 1, "YES": 1, "NO": 0, "true": 1, "false": 0,
    ]
    /// What only the build knows, taken as an iOS debug build run on a device would (said): the
    /// picture is what a device shows, so the simulator's branches (`#if TARGET_IPHONE_SIMULATOR`,
    /// often a camera screen's stand-in) are not read. TargetConditionals.h defines both
    /// simulator names, as 0 on a device, so `#ifdef` finds them.
    static let build: [String: Double] = [
        "DEBUG": 1, "TARGET_OS_SIMULATOR": 0, "TARGET_IPHONE_SIMULATOR": 0,
        "__IPHONE_OS_VERSION_MAX_ALLOWED": 170_000, "__IPHONE_OS_VERSION_MIN_REQUIRED": 120_000,
    ]

    public mutating func defined(negated: Bool) -> (value: Bool, assumed: [String]) {
        guard let name = tokens.first, name.kind == .identifier else { return (true, ["not understood, the first branch is taken"]) }
        let value = isDefined(name.text)
        return (negated ? !value : value, assumed)
    }

    public mutating func condition() -> (value: Bool, assumed: [String]) {
        let v = or()
        if failed || i < tokens.count { return (true, ["a condition not understood, so its first branch is taken"]) }
        return (v != 0, assumed)
    }

    private mutating func isDefined(_ name: String) -> Bool {
        if values[name] != nil || definedValue(name, depth) != nil || Self.platform[name] != nil { return true }
        if Self.build[name] != nil {
            assumed.append("\(name) is taken as set, as in a debug build on a device (--set \(name)=0 for \(language == .swift ? "a build without it" : "its value 0"))")
            return true
        }
        assumed.append("\(name) is not defined in this file (a build setting? --set \(name)=1 defines it)")
        return false
    }

    private mutating func value(of name: String) -> Double {
        if let v = values[name] { return v }
        if let v = definedValue(name, depth) { return v ?? 1 }
        if let v = Self.platform[name] { return v }
        if name.hasPrefix("__IPHONE_"), let v = Self.iOSVersion(name) { return v }
        if let v = Self.build[name] {
            assumed.append("\(name) is taken as \(Int(v)), as in a debug build on a device (--set \(name)=VALUE for another)")
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

    private func p(_ s: String) -> Bool { i < tokens.count && tokens[i].isPunctuation(s) }

    private mutating func or() -> Double {
        var v = and()
        while p("||") { i += 1; let r = and(); v = (v != 0 || r != 0) ? 1 : 0 }
        return v
    }
    private mutating func and() -> Double {
        var v = comparison()
        while p("&&") { i += 1; let r = comparison(); v = (v != 0 && r != 0) ? 1 : 0 }
        return v
    }
    private mutating func comparison() -> Double {
        let l = unary()
        guard language == .objectiveC, i < tokens.count, tokens[i].kind == .punctuation else { return l }
        let op = tokens[i].text
        guard [">=", "<=", "==", "!=", ">", "<"].contains(op) else { return l }
        i += 1
        let r = unary()
        switch op {
        case ">=": return l >= r ? 1 : 0
        case "<=": return l <= r ? 1 : 0
        case "==": return l == r ? 1 : 0
        case "!=": return l != r ? 1 : 0
        case ">": return l > r ? 1 : 0
        default: return l < r ? 1 : 0
        }
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
        if t.kind == .number { return t.number }
        guard t.kind == .identifier else { failed = true; return 0 }
        switch t.text {
        case "defined":
            let parenthesised = p("(")
            if parenthesised { i += 1 }
            guard i < tokens.count, tokens[i].kind == .identifier else { failed = true; return 0 }
            let name = tokens[i].text
            i += 1
            if parenthesised { if p(")") { i += 1 } else { failed = true } }
            return isDefined(name) ? 1 : 0
        case "__has_include", "__has_include_next":
            skipParenthesised()
            assumed.append("the header __has_include names is taken as there (the app's own build decides)")
            return 1
        default:
            return value(of: t.text)
        }
    }

    private mutating func swiftPrimary() -> Double {
        guard i < tokens.count, tokens[i].kind == .identifier else { failed = true; return 0 }
        let name = tokens[i].text
        i += 1
        switch name {
        case "true": return 1
        case "false": return 0
        case "os", "canImport", "targetEnvironment", "arch", "swift", "compiler", "hasFeature", "hasAttribute":
            guard p("(") else { failed = true; return 0 }
            let argument = i + 1 < tokens.count ? tokens[i + 1].text : ""
            skipParenthesised()
            switch name {
            case "os": return argument == "iOS" ? 1 : 0
            case "canImport": return ["AppKit", "Cocoa", "WatchKit"].contains(argument) ? 0 : 1
            case "targetEnvironment":
                if argument == "simulator" { assumed.append("targetEnvironment(simulator) is taken as false, as on a device") }
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
