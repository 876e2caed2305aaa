#if canImport(Glibc)
import Glibc
#endif

/// Fixed-width text for reports and listings, without Foundation's String(format:) and
/// padding (the command line does without Foundation, which costs start-up).
extension String {
    /// Padded with spaces on the right to `width` characters (never cut).
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    /// Padded with `pad` on the left to `width` characters (never cut): `"7"` → `"007"`.
    func leftPadded(to width: Int, with pad: Character) -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}

/// `value` with exactly `decimals` digits after the point, as printf's "%.3f" writes it (C's
/// own formatting, so the digits are printf's to the last tie): `fixedPoint(12.5, decimals: 3)`
/// → `"12.500"`.
func fixedPoint(_ value: Double, decimals: Int) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    let written = withVaList([value]) { vsnprintf(&buffer, buffer.count, "%.\(decimals)f", $0) }
    guard written > 0, written < buffer.count else { return String(value) }
    return String(decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
