/// The statements of the drawn class that change no frame (delegates, data sources, actions
/// wired up, network calls, borders, animations): not read, and listed — one line naming them
/// all by line number, so nothing in the file is passed over without a word.
extension SourceReading {
    /// Words a line may start with that are structure, not statements: declarations of the
    /// class and its methods, and what every initialiser and view controller says.
    static let structuralWords: Set<String> = [
        "import", "class", "struct", "enum", "extension", "protocol", "func", "override", "init", "deinit", "required",
        "convenience", "private", "fileprivate", "public", "internal", "open", "static", "final", "lazy", "weak", "unowned",
        "super", "return", "guard", "case", "default", "break", "else", "typealias", "mutating", "nonmutating",
        "if", "for", "while", "switch", "do", "defer", "let", "var", "NS_ASSUME_NONNULL_BEGIN", "NS_ASSUME_NONNULL_END",
        "self", "in", "get", "set", "didSet", "willSet", "dispatch_async", "DispatchQueue",
        "__weak", "__strong", "__block", "__unsafe_unretained",
    ]
    static let structuralDirectives: Set<String> = [
        "implementation", "interface", "end", "property", "synthesize", "objc", "available", "weakify", "strongify",
        "import", "define", "pragma", "if", "ifdef", "ifndef", "else", "endif", "class", "protocol", "optional", "required",
        "IBOutlet", "IBAction", "MainActor", "discardableResult", "escaping",
    ]

    mutating func reportNotLayout(in range: Range<Int>) {
        guard !range.isEmpty else { return }
        let known = Set(viewClasses.keys).union(constants.keys).union(structures.keys).union(arrays.keys)
            .union(aliases.keys).union(keptConstraints).union(parents.map { Self.shortName($0.child) })
        // Calls of the class's own methods are followed where they stand.
        let methodNames = Set(methods(in: range).map(\.name))
        for i in range where identifier(i).map(methodNames.contains) == true
            && (isP(i + 1, "]") || isP(i + 1, ":") || isP(i + 1, "(")) && !(identifier(i - 1) == "func") {
            consumed.append(i..<i + 1)
        }
        // Lines with a token understood (a call, the hierarchy, a property read) are read.
        var readLines: Set<Int> = []
        for r in consumed { for i in r where i < tokens.count { readLines.insert(at(i).line) } }
        var unread: [Int] = []
        var lineStart = range.lowerBound
        while lineStart < range.upperBound {
            var lineEnd = lineStart + 1
            while lineEnd < range.upperBound, !tokens[lineEnd].afterNewline { lineEnd += 1 }
            defer { lineStart = lineEnd }
            let line = at(lineStart).line
            guard !readLines.contains(line), !unread.contains(line) else { continue }
            if isStructure(lineStart..<lineEnd, known: known) { continue }
            unread.append(line)
        }
        guard !unread.isEmpty else { return }
        unread.sort()
        var warning = SourceWarning(location(tokens[range.lowerBound].offset), SourceWording.unreadLines(unread))
        warning.changesNoFrame = true
        warnings.append(warning)
    }

    /// Whether a line is the class's structure rather than a statement: braces, method and
    /// type declarations, directives, a declaration of a name the reading knows, `[super …]`,
    /// `self = [super init]`, `if (!self) return nil;`, `return self;`.
    func isStructure(_ line: Range<Int>, known: Set<String>) -> Bool {
        let first = tokens[line.lowerBound]
        // Only punctuation: `}`, `}];`, `{`, `)`.
        if !line.contains(where: { i in
            switch tokens[i].kind {
            case .punctuation, .end: return false
            default: return true
            }
        }) { return true }
        if first.isPunctuation("@") || first.isPunctuation("#") {
            return Self.structuralDirectives.contains(identifier(line.lowerBound + 1) ?? "")
        }
        // An Objective-C method's signature: `- (void)viewDidLoad {`, `+ (BOOL)requires…`.
        if first.isPunctuation("-") || first.isPunctuation("+"), isP(line.lowerBound + 1, "(") { return true }
        if first.isPunctuation("["), identifier(line.lowerBound + 1) == "super" { return true }
        if first.isPunctuation("}"), identifier(line.lowerBound + 1) == "else" { return true }
        if let word = identifier(line.lowerBound) {
            if Self.structuralWords.contains(word), word != "self" { return true }
            // `self = [super init]`
            if word == "self", isP(line.lowerBound + 1, "=") { return true }
            // A declaration the reading used: `UIView *card = …`, `CGFloat gap = 8;`, `let card = UIView()`.
            if line.contains(where: { i in
                identifier(i).map { known.contains($0) || ($0.hasPrefix("_") && known.contains(String($0.dropFirst()))) } == true
                    && (isP(i + 1, "=") || isP(i + 1, ":") || isP(i + 1, ";"))
                    && (i == line.lowerBound || !isP(i - 1, ".") || (i == line.lowerBound + 2 && word == "self"))
            }) {
                return true
            }
            // A type's own declaration line: `UIView *card;` (an ivar), a C type with a name.
            if word.first?.isUppercase == true, isP(line.lowerBound + 1, "*"), identifier(line.lowerBound + 2) != nil, isP(line.lowerBound + 3, ";") {
                return true
            }
        }
        return false
    }
}
