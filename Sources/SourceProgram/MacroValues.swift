import Layout
import SourceSyntax

/// The number an object-like `#define` stands for, worked out from its body without expanding
/// it (`#define X1 (X0 + X0)` … `X39` would be 2^39 tokens; its value is one number). Each
/// macro's value is worked out once.
extension Interpreter {
    /// Past this a constraint's number may not be (SceneDecoder's limit on constants).
    static let largestConstant = 1e9

    func macroNumber(_ name: String) -> Double? {
        if let known = macroValues[name] { return known }
        guard macroValues.count < 10_000 else { return nil }
        guard let m = macroDefinitions[name], m.parameters == nil, !macrosBeingValued.contains(name) else { return nil }
        macrosBeingValued.insert(name)
        defer { macrosBeingValued.remove(name) }
        var k = 0
        let value = macroOperation(m.body, &k, level: 0)
        let result = k == m.body.count ? value : nil
        macroValues[name] = result
        return result
    }

    /// `a + b - c` (level 0) over `a * b / c` (level 1) over single values.
    private func macroOperation(_ t: [Token], _ k: inout Int, level: Int) -> Double? {
        func operand(_ k: inout Int) -> Double? { level == 0 ? macroOperation(t, &k, level: 1) : macroTerm(t, &k) }
        let operators: Set<String> = level == 0 ? ["+", "-"] : ["*", "/"]
        guard var x = operand(&k) else { return nil }
        while k < t.count, t[k].kind == .punctuation, operators.contains(t[k].text) {
            let op = t[k].text
            k += 1
            guard let y = operand(&k), op != "/" || y != 0 else { return nil }
            switch op {
            case "+": x += y
            case "-": x -= y
            case "*": x *= y
            default: x /= y
            }
        }
        return x
    }

    /// A number, another macro's value, `( … )`, or a sign before one.
    private func macroTerm(_ t: [Token], _ k: inout Int) -> Double? {
        guard k < t.count else { return nil }
        let token = t[k]
        switch token.kind {
        case .number:
            k += 1
            return token.number
        case .identifier:
            k += 1
            return macroNumber(token.text)
        case .punctuation where token.text == "(":
            k += 1
            guard let x = macroOperation(t, &k, level: 0), k < t.count, t[k].text == ")" else { return nil }
            k += 1
            return x
        case .punctuation where token.text == "-" || token.text == "+":
            k += 1
            return macroTerm(t, &k).map { token.text == "-" ? -$0 : $0 }
        default:
            return nil
        }
    }
}
