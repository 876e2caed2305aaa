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
    public func serialized() -> String { String(decoding: serializedBytes(), as: UTF8.self) }

    /// The same text as UTF-8 bytes, written into one buffer (a solution of thousands of views
    /// is megabytes: appending to a String scalar by scalar was a third of a large render).
    public func serializedBytes() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(4096)
        write(to: &out, indent: 0)
        out.append(UInt8(ascii: "\n"))
        return out
    }

    private func write(to out: inout [UInt8], indent: Int) {
        switch self {
        case .null: out += "null".utf8
        case .bool(let b): out += (b ? "true" : "false").utf8
        case .number(let d): out += JSONOutput.format(d).utf8
        case .string(let s): JSONOutput.writeString(s, to: &out)
        case .array(let items):
            if items.isEmpty { out += "[]".utf8; return }
            if items.allSatisfy({ if case .number = $0 { return true } else { return false } }) {
                out.append(UInt8(ascii: "["))
                for (i, item) in items.enumerated() {
                    if i > 0 { out += ", ".utf8 }
                    item.write(to: &out, indent: 0)
                }
                out.append(UInt8(ascii: "]"))
                return
            }
            out += "[\n".utf8
            for (i, item) in items.enumerated() {
                Self.pad(&out, indent + 2)
                item.write(to: &out, indent: indent + 2)
                out += (i + 1 < items.count ? ",\n" : "\n").utf8
            }
            Self.pad(&out, indent)
            out.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { out += "{}".utf8; return }
            out += "{\n".utf8
            for (i, (key, value)) in members.enumerated() {
                Self.pad(&out, indent + 2)
                JSONOutput.writeString(key, to: &out)
                out += ": ".utf8
                value.write(to: &out, indent: indent + 2)
                out += (i + 1 < members.count ? ",\n" : "\n").utf8
            }
            Self.pad(&out, indent)
            out.append(UInt8(ascii: "}"))
        }
    }

    private static func pad(_ out: inout [UInt8], _ count: Int) {
        out.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count))
    }

    /// Rounded to 1/1000; integers without a fraction; never `-0`, NaN or infinity.
    static func format(_ d: Double) -> String {
        guard d.isFinite else { return "null" }
        return formatPoints(d)
    }

    /// A JSON string: `"`, `\` and control characters escaped, every other byte of its UTF-8
    /// as it is.
    static func writeString(_ s: String, to out: inout [UInt8]) {
        out.append(UInt8(ascii: "\""))
        // Most strings (ids, keys, descriptions) need no escape: their bytes as they are.
        var text = s
        if text.withUTF8({ !$0.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") } }) {
            out.append(contentsOf: s.utf8)
            out.append(UInt8(ascii: "\""))
            return
        }
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "\""): out += "\\\"".utf8
            case UInt8(ascii: "\\"): out += "\\\\".utf8
            case UInt8(ascii: "\n"): out += "\\n".utf8
            case UInt8(ascii: "\r"): out += "\\r".utf8
            case UInt8(ascii: "\t"): out += "\\t".utf8
            case let c where c < 0x20:
                let hex = String(c, radix: 16, uppercase: true)
                out += ("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8
            default: out.append(byte)
            }
        }
        out.append(UInt8(ascii: "\""))
    }
}
