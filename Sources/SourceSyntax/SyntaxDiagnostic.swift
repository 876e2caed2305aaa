/// What the syntax layer says about a file: typed, with its range; worded here and only here,
/// so nothing compares messages by their text.
public struct SyntaxDiagnostic: Sendable {
    public enum Kind: Sendable, Equatable {
        /// A statement or declaration that does not parse: left out, reading goes on.
        case unreadable(what: String, expected: String, found: String)
        /// `#if` decided by what only the build knows: the directive as written, why, the lines
        /// read and the lines not.
        case buildDecided(directive: String, why: [String], read: [ClosedRange<Int>], unread: [ClosedRange<Int>])
        /// `#elif`/`#else`/`#endif` with no `#if`.
        case strayDirective(String)
        /// `#if` without `#endif`.
        case unterminatedConditional(String)
        /// A macro whose expansion would pass the limit (`#define X1 (X0 + X0)` … `X39`).
        case macroTooLarge(String, limit: Int)
        /// Brackets nested past what the parser follows.
        case nestedTooDeep(limit: Int)
        /// The file ends with braces still open (a cut-off paste, an `#if` that hid the rest).
        case endsInsideBraces
        /// Masonry copied into the app under a prefix (`c229_mas_makeConstraints:`,
        /// `C229CAR_MASConstraintMaker`, an SDK's way to keep its symbols apart): read as Masonry.
        case renamedMasonry(prefix: String, example: String)
    }
    public var kind: Kind
    public var range: SourceRange
    public init(_ kind: Kind, _ range: SourceRange) { self.kind = kind; self.range = range }

    public var message: String {
        switch kind {
        case .unreadable(let what, let expected, let found):
            return "\(what) not read: expected \(expected), found \(found); it is left out"
        case .buildDecided(let directive, let why, let read, let unread):
            func spans(_ r: [ClosedRange<Int>]) -> String {
                r.map { $0.lowerBound == $0.upperBound ? "\($0.lowerBound)" : "\($0.lowerBound)–\($0.upperBound)" }.joined(separator: ", ")
            }
            let one = { (r: [ClosedRange<Int>]) in r.count == 1 && r[0].count == 1 }
            let readText = read.isEmpty ? "no branch is read" : "line\(one(read) ? "" : "s") \(spans(read)) \(one(read) ? "is" : "are") read"
            let unreadText = unread.isEmpty ? "" : ", line\(one(unread) ? "" : "s") \(spans(unread)) not"
            return "\(directive): \(why.joined(separator: "; ")), so \(readText)\(unreadText)"
        case .strayDirective(let d):
            return "#\(d) without an #if before it; not read"
        case .unterminatedConditional(let d):
            return "\(d) has no #endif; what follows it is read as its branches decide"
        case .macroTooLarge(let name, let limit):
            return "'\(name)' is defined in this file but expands to more than \(limit) tokens; it is not expanded"
        case .nestedTooDeep(let limit):
            return "brackets nest more than \(limit) deep here; what is inside is left out"
        case .endsInsideBraces:
            return "the file ends before its braces close; what is open is read as if closed at the end"
        case .renamedMasonry(let prefix, let example):
            return "Masonry renamed with the prefix \(prefix) (\(example)): read as Masonry"
        }
    }
}
