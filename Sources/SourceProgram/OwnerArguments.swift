import Scene
import SourceSyntax

/// The arguments the app's other code makes the drawn view with (`[[CoordinateView alloc]
/// initWithArrowSize:3]` in the controller that shows it), found with the size it gives the
/// instance (OwnerSize, GivenSize.initialiser): the drawn class runs that initialiser with
/// those values, as on a device, instead of values only the caller knows; and what it sets on
/// the instance after making it (`$0.menu = ["Friends", "Suggested"]`, GivenSize.settings).

extension Interpreter {
    /// The app's own initialiser the owner makes the drawn view with (GivenSize.initialiser),
    /// with the values it passes (those it does not know stay a caller's), said in one line; nil
    /// when the owner uses UIKit's (`init`, `initWithFrame:`: the picture's frame is the view's)
    /// or the class has no such initialiser.
    func initialiserItsOwnerCalls(_ type: ClassInfo, role: ClassRole) -> (FunctionDecl, [Value])? {
        guard let given = givenSize?.initialiser, given.key != "init", !role.initialisers.contains(given.key),
              let f = methodTheOwnerCalls(given, in: type), let first = f.body?.first else { return nil }
        let (arguments, said) = ownerArguments(f, given.arguments)
        if !said.isEmpty, let owner = givenSize?.by {
            note(first.range, "read with the arguments the app's code makes it with (\(owner)): " + said.joined(separator: ", "))
        }
        return (f, arguments)
    }

    /// The class's method with a body that an owner's call names (GivenSize.initialiser, .calls),
    /// taking as many values as the call passes.
    func methodTheOwnerCalls(_ call: GivenInitialiser, in type: ClassInfo) -> FunctionDecl? {
        guard let f = type.allMethods.first(where: { MethodKey.of($0) == call.key && $0.body != nil }),
              f.parameters.count == call.arguments.count else { return nil }
        return f
    }

    /// The values a method runs with from those an owner passes (one it does not know stays a
    /// caller's, unknown here), and the known ones as "name = value", to be said.
    func ownerArguments(_ f: FunctionDecl, _ given: [GivenValue?]) -> (values: [Value], said: [String]) {
        var said: [String] = []
        let values = zip(f.parameters, given).map { p, g -> Value in
            guard let g else { return .unknown(Unknown(name: p.name, range: .none, why: "a parameter the caller gives")) }
            said.append("\(p.name) = \(Self.describe(g))")
            return Self.value(g)
        }
        return (values, said)
    }

    /// What the code sets on every instance of SourceOptions.constructionsOf alike, each a value
    /// one file can pass another (the last of each property); none when an instance is set
    /// otherwise, or not at all.
    func settingsAlike() -> [GivenSetting] {
        let perInstance = settingsOfConstructions.values.map { list -> [GivenSetting] in
            var out: [GivenSetting] = []
            for (name, value) in list {
                out.removeAll { $0.name == name }
                if let g = Self.given(value) { out.append(GivenSetting(name: name, value: g)) }
            }
            return out
        }
        guard let first = perInstance.first, !first.isEmpty, perInstance.count == constructions.count,
              perInstance.allSatisfy({ $0 == first }) else { return [] }
        return first
    }

    /// An owner's message with values to an instance of the class another file draws (OwnerSize,
    /// `[_phoneView setupViewWithLeftImage:… btnType:MyBtnTypeDefault]`): kept with its values,
    /// for the drawn file to run those of its own methods as the app does. (A setter's value is
    /// a setting, kept as such.)
    func keepCallOnConstruction(_ receiver: Value, _ base: String, key: String, _ a: [CallArgument], selfValue: Value) {
        guard let drawn = constructionsOf, !a.isEmpty, !(Self.isSetterName(base) && a.count == 1) else { return }
        // (Not the class's own code calling itself, `[self initData:…]` inside the owner's call.)
        if case .instance(let running) = selfValue, running.type.name == drawn { return }
        let view: ViewObject
        switch receiver {
        case .view(let v): view = v
        case .instance(let inst): guard let v = inst.view else { return }; view = v
        default: return
        }
        guard view.className == drawn || view.instance?.type.name == drawn else { return }
        callsOfConstructions[ObjectIdentifier(view), default: []].append((key, a.map(\.value)))
    }

    /// The class's own methods the code calls on every instance of SourceOptions.constructionsOf
    /// (the first instance's calls, each made on every other too), each argument the value every
    /// call passes (nil where they differ: one field's placeholder, another's).
    func callsAlike() -> [GivenInitialiser] {
        let perInstance = Array(callsOfConstructions.values)
        guard let first = perInstance.first, perInstance.count == constructions.count else { return [] }
        return first.compactMap { call -> GivenInitialiser? in
            let same = perInstance.compactMap { list in list.first { $0.key == call.key && $0.arguments.count == call.arguments.count } }
            guard same.count == perInstance.count else { return nil }
            let arguments = call.arguments.indices.map { k -> GivenValue? in
                let values = same.map { Self.given($0.arguments[k]) }
                guard let v = values[0], values.allSatisfy({ $0 == v }) else { return nil }
                return v
            }
            return GivenInitialiser(key: call.key, arguments: arguments)
        }
    }

    /// The drawn class's own methods the owner calls on the drawn view after making it
    /// (GivenSize.calls), run with the values it passes (those it does not know, or passes
    /// differently to different instances, stay a caller's), said in one line.
    func applyOwnerCalls(_ type: ClassInfo, on inst: Instance) {
        guard let given = givenSize, !given.calls.isEmpty else { return }
        var said: [String] = []
        for call in given.calls {
            guard let f = methodTheOwnerCalls(call, in: type) else { continue }
            let (arguments, known) = ownerArguments(f, call.arguments)
            said.append(displayName(f) + (known.isEmpty ? "" : " (" + known.joined(separator: ", ") + ")"))
            setUpRan.append(displayName(f))
            _ = callMethod(f, on: .instance(inst), arguments: arguments, range: type.range)
        }
        if !said.isEmpty { note(type.range, "ran what the app's code calls on it after making it (\(given.by)): " + said.joined(separator: ", ")) }
    }

    /// The properties the owner sets on the drawn view after making it (GivenSize.settings), set
    /// on it as its setters do (observers run), said in one line. Only its class's own.
    func applyOwnerSettings(_ type: ClassInfo, on inst: Instance) {
        guard let given = givenSize, !given.settings.isEmpty else { return }
        var said: [String] = []
        for s in given.settings where type.property(s.name) != nil {
            setObservedProperty(s.name, Self.value(s.value), on: inst, range: type.range)
            said.append("\(s.name) = \(Self.describe(s.value))")
        }
        if !said.isEmpty { note(type.range, "read with what the app's code sets on it after making it (\(given.by)): " + said.joined(separator: ", ")) }
    }

    static func describe(_ g: GivenValue) -> String {
        switch g {
        case .number(let n), .integer(let n): return formatNumber(n)
        case .string(let s): return "\"" + s + "\""
        case .bool(let b): return b ? "true" : "false"
        case .symbol(let s): return s
        case .array(let items): return "[" + items.map(describe).joined(separator: ", ") + "]"
        }
    }

    /// A value as one file passes it to another (GivenValue): numbers, texts, flags, enum cases
    /// and lists of them; nil for anything else (a view, a model, what the app gives).
    static func given(_ v: Value) -> GivenValue? {
        switch v {
        case .number(let n): return .number(n)
        case .integer(let n): return .integer(n)
        case .string(let s): return .string(s)
        case .bool(let b): return .bool(b)
        case .symbol(let s): return .symbol(s)
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
        case .symbol(let s): return .symbol(s)
        case .array(let items): return .array(items.map(value))
        }
    }
}
