/// Written types: Swift's (`UIView`, `[UIView]`, `UIView?`, `(Int) -> Void`, `Array<Int>`,
/// `some View`) and C's (`UIView *`, `const CGFloat`, `NSArray<UIView *> *`, `void (^)(BOOL)`).
extension Parser {
    static let cQualifiers: Set<String> = [
        "const", "static", "extern", "volatile", "register", "inline", "__weak", "__strong", "__block", "__unsafe_unretained",
        "__autoreleasing", "__kindof", "nullable", "nonnull", "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable",
        "__nonnull", "null_unspecified", "unsigned", "signed", "struct", "enum", "union", "__attribute__", "FOUNDATION_EXPORT",
        "UIKIT_EXTERN", "FOUNDATION_EXTERN", "OBJC_EXTERN", "CG_EXTERN", "__bridge", "__bridge_transfer", "__bridge_retained", "NS_INLINE", "CG_INLINE", "UIKIT_STATIC_INLINE", "__nullable", "IBOutlet",
        // A method parameter's qualifiers (`(inout CGPoint *)targetContentOffset`, `(__unused iCarousel *)carousel`).
        "inout", "out", "bycopy", "byref", "oneway", "__unused",
    ]
    static let cScalarTypes: Set<String> = [
        "void", "char", "short", "int", "long", "float", "double", "BOOL", "bool", "id", "instancetype", "SEL", "Class",
        "CGFloat", "NSInteger", "NSUInteger", "CGRect", "CGSize", "CGPoint", "UIEdgeInsets", "NSTimeInterval", "CGAffineTransform",
        "uint8_t", "uint32_t", "int32_t", "int64_t", "uint64_t", "size_t", "NSDirectionalEdgeInsets", "UIOffset", "CGVector",
        "dispatch_block_t", "IBAction", "unichar", "CFTimeInterval", "UILayoutPriority", "MASConstraint",
    ]

    mutating func typeName() throws(ParseFailure) -> TypeName {
        language == .swift ? try swiftType() : try cType()
    }

    mutating func swiftType() throws(ParseFailure) -> TypeName {
        try nest()
        defer { unnest() }
        let start = i
        while at("@") || atWord("inout") || atWord("some") || atWord("any") || atWord("borrowing") || atWord("consuming") || atWord("sending") {
            if eat("@") {
                let attribute = try identifier("an attribute")
                if at("("), !t.spaceBefore, !Self.bareAttributes.contains(attribute) { try skipBalanced() }
            } else { advance() }
        }
        var base = ""
        var isArray = false
        if at("(") {
            advance()
            var elements: [TypeName] = []
            while !at(")") {
                if t.kind == .identifier, peekIs(1, ":") || (peek().kind == .identifier && peekIs(2, ":")) {
                    while !at(":") { advance() }
                    advance()
                }
                elements.append(try swiftType())
                if !eat(",") { break }
            }
            try expect(")")
            base = elements.count == 1 ? elements[0].base : "tuple"
            if atWord("async") || atWord("throws") || atWord("rethrows") || at("->") {
                while atWord("async") || atWord("throws") || atWord("rethrows") { advance(); if at("("), !t.spaceBefore { try skipBalanced() } }
                try expect("->")
                _ = try swiftType()
                base = "function"
            }
        } else if at("[") {
            advance()
            let element = try swiftType()
            if eat(":") { _ = try swiftType(); base = "Dictionary" } else { base = element.base; isArray = true }
            try expect("]")
        } else {
            base = try identifier("a type")
            try genericArguments()
            while at("."), peek().kind == .identifier, !peek().spaceBefore {
                advance()
                let part = advance().text
                if part != "Type" && part != "Protocol" { base = part }
                try genericArguments()
            }
        }
        var optional = false
        while t.kind == .punctuation, !t.spaceBefore, t.text == "?" || t.text == "!" || t.text == "..." { optional = optional || t.text != "..."; advance() }
        if at("&") { advance(); _ = try swiftType() }
        return TypeName(written: source.text(range(from: start)), base: base, isOptional: optional, isArray: isArray)
    }

    /// `<A, B>` after a type's name, if there.
    mutating func genericArguments() throws(ParseFailure) {
        guard at("<"), !t.spaceBefore else { return }
        advance()
        while !at(">") {
            _ = try swiftType()
            if !eat(",") { break }
        }
        try expect(">")
    }

    /// Skips a balanced `(…)`, `[…]` or `{…}` from its opening token.
    mutating func skipBalanced() throws(ParseFailure) {
        let open = t.text
        let close = open.hasSuffix("(") ? ")" : open.hasSuffix("[") ? "]" : "}"
        var depthHere = 0
        repeat {
            if atEnd { throw ParseFailure(expected: "'\(close)'", at: i) }
            if t.kind == .punctuation {
                if t.text == "(" || t.text == "[" || t.text == "{" || t.text == "@(" || t.text == "@[" || t.text == "@{" { depthHere += 1 }
                if t.text == ")" || t.text == "]" || t.text == "}" { depthHere -= 1 }
            }
            advance()
        } while depthHere > 0
    }

    /// A C type: qualifiers, a name (with `<…>` protocols or generics), `*`s, and a block's
    /// `(^)(…)` when `allowBlock` (a parameter's type in a method's parentheses).
    mutating func cType() throws(ParseFailure) -> TypeName {
        let start = i
        var base = ""
        while t.kind == .identifier {
            let w = t.text
            // (`IBOutletCollection(NSLayoutConstraint) NSArray *space`: an outlet collection's mark.)
            if w == "__attribute__" || w == "IBOutletCollection" { advance(); if at("(") { try skipBalanced() }; continue }
            if w == "typeof" || w == "__typeof" || w == "__typeof__" {
                advance()
                if at("(") { try skipBalanced() }
                base = "typeof"
                continue
            }
            // `unsigned unitFlags = …`: `unsigned` alone is `unsigned int`.
            if base.isEmpty, w == "unsigned" || w == "signed", peek().kind == .identifier, !["int", "long", "short", "char"].contains(peek().text),
               peekIs(2, "=") || peekIs(2, ";") || peekIs(2, ",") || peekIs(2, ")") {
                advance()
                base = "int"
                break
            }
            if Self.cQualifiers.contains(w) || Self.cPointerQualifiers.contains(w) { advance(); continue }
            if !base.isEmpty {
                // `unsigned long`, `long long`: one type in several words.
                if ["long", "int", "short", "double", "char"].contains(w), ["long", "unsigned", "signed", "short", "int"].contains(base) { base = w; advance(); continue }
                break
            }
            base = advance().text
            if at("<") { try skipAngles() }
        }
        guard !base.isEmpty else { throw ParseFailure(expected: "a type", at: i) }
        var pointer = false
        while at("*") || at("^") || (t.kind == .identifier && Self.cPointerQualifiers.contains(t.text)) {
            if at("*") { pointer = true }
            advance()
        }
        while at("[") { try skipBalanced() }
        if at("("), peekIs(1, "^") {
            // A block's type: `void (^)(BOOL finished)`, `void (^name)(void)`.
            try skipBalanced()
            if at("(") { try skipBalanced() }
            base = "block"
        }
        return TypeName(written: source.text(range(from: start)), base: base, isOptional: pointer, isArray: ["NSArray", "NSMutableArray"].contains(base))
    }

    static let cPointerQualifiers: Set<String> = ["const", "nullable", "nonnull", "_Nullable", "_Nonnull", "_Null_unspecified", "__nullable", "__nonnull", "__kindof", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing"]

    mutating func skipAngles() throws(ParseFailure) {
        var depthHere = 0
        repeat {
            if atEnd { throw ParseFailure(expected: "'>'", at: i) }
            if at("<") { depthHere += 1 } else if at(">") { depthHere -= 1 } else if at(">>") { depthHere -= 2 }
            advance()
        } while depthHere > 0
    }
}
