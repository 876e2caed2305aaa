import Layout

/// A JSON value to write, with object members in the order given (never hash order), so that
/// the same solution always gives the same bytes.
public indirect enum JSONOutput: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONOutput])
    case object([(String, JSONOutput)])

    /// Pretty-printed with two-space indents; arrays holding only numbers stay on one line.
    public func serialized() -> String {
        var out = ""
        write(to: &out, indent: 0)
        out += "\n"
        return out
    }

    private func write(to out: inout String, indent: Int) {
        let pad = String(repeating: " ", count: indent + 2)
        let closePad = String(repeating: " ", count: indent)
        switch self {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let d): out += JSONOutput.format(d)
        case .string(let s): JSONOutput.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                out += "[" + items.map { item -> String in
                    var s = ""; item.write(to: &s, indent: 0); return s
                }.joined(separator: ", ") + "]"
                return
            }
            out += "[\n"
            for (i, item) in items.enumerated() {
                out += pad
                item.write(to: &out, indent: indent + 2)
                out += i + 1 < items.count ? ",\n" : "\n"
            }
            out += closePad + "]"
        case .object(let members):
            if members.isEmpty { out += "{}"; return }
            out += "{\n"
            for (i, (key, value)) in members.enumerated() {
                out += pad
                JSONOutput.writeString(key, to: &out)
                out += ": "
                value.write(to: &out, indent: indent + 2)
                out += i + 1 < members.count ? ",\n" : "\n"
            }
            out += closePad + "}"
        }
    }

    /// Rounded to 1/1000; integers without a fraction; never `-0`, NaN or infinity.
    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        return formatPoints(d)
    }

    static func writeString(_ s: String, to out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case let c where c.value < 0x20:
                let hex = String(c.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
