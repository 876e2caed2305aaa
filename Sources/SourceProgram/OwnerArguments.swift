import Scene
import SourceSyntax

/// The arguments the app's other code makes the drawn view with (`[[CoordinateView alloc]
/// initWithArrowSize:3]` in the controller that shows it), found with the size it gives the
/// instance (OwnerSize, GivenSize.initialiser): the drawn class runs that initialiser with
/// those values, as on a device, instead of values only the caller knows.

extension Interpreter {
    /// The app's own initialiser the owner makes the drawn view with (GivenSize.initialiser),
    /// with the values it passes (those it does not know stay a caller's), said in one line; nil
    /// when the owner uses UIKit's (`init`, `initWithFrame:`: the picture's frame is the view's)
    /// or the class has no such initialiser.
    func initialiserItsOwnerCalls(_ type: ClassInfo, role: ClassRole) -> (FunctionDecl, [Value])? {
        guard let given = givenSize?.initialiser, given.key != "init", !role.initialisers.contains(given.key),
              let f = type.allMethods.first(where: { MethodKey.of($0) == given.key && $0.body != nil }),
              f.parameters.count == given.arguments.count, let first = f.body?.first else { return nil }
        var said: [String] = []
        let arguments = zip(f.parameters, given.arguments).map { p, g -> Value in
            guard let g else { return .unknown(Unknown(name: p.name, range: .none, why: "a parameter the caller gives")) }
            said.append("\(p.name) = \(Self.describe(g))")
            return Self.value(g)
        }
        if !said.isEmpty, let owner = givenSize?.by {
            note(first.range, "read with the arguments the app's code makes it with (\(owner)): " + said.joined(separator: ", "))
        }
        return (f, arguments)
    }

    static func describe(_ g: GivenValue) -> String {
        switch g {
        case .number(let n), .integer(let n): return formatNumber(n)
        case .string(let s): return "\"" + s + "\""
        case .bool(let b): return b ? "true" : "false"
        case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        }
    }

    /// A value as one file passes it to another (GivenValue): numbers, texts, flags and lists of
    /// them; nil for anything else (a view, a model, what the app gives).
    static func given(_ v: Value) -> GivenValue? {
        switch v {
        case .number(let n): return .number(n)
        case .integer(let n): return .integer(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .array(let items):
            let converted = items.compactMap(given)
            return converted.count == items.count ? .array(converted) : nil
        default: return nil
        }
    }

    /// A value another file passes, as this reader holds it.
    static func value(_ g: GivenValue) -> Value {
        switch g {
        case .number(let n): return .number(n)
        case .integer(let n): return .integer(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .array(let items): return .array(items.map(value))
        }
    }
}
