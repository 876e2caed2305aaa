extension SourceReading {
    /// Spinners made large where they are made: `UIActivityIndicatorView(style: .large)`,
    /// `[[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleWhiteLarge]`
    /// assigned to a view's name (`spinner = …`, `let spinner = …`, `_spinner = …`).
    mutating func readLargeIndicatorsMadeSo() {
        for i in tokens.indices where identifier(i) == "UIActivityIndicatorView" {
            // The made expression: the rest of its line, up to the statement's end.
            var end = i + 1
            while end < tokens.count, end < i + 16, !isP(end, ";"), !tokens[end].afterNewline { end += 1 }
            let words = (i + 1..<end).compactMap { identifier($0) }
            guard words.contains(where: { $0 == "large" || $0.hasSuffix("Large") || $0 == "whiteLarge" }) else { continue }
            // The name it is assigned to: before the `=` that starts the expression (`[[` in
            // Objective-C, a type annotation in Swift skipped).
            var k = i - 1
            while k >= 0, isP(k, "[") { k -= 1 }
            guard isP(k, "=") else { continue }
            var name = identifier(k - 1)
            if name == "UIActivityIndicatorView", isP(k - 2, ":") { name = identifier(k - 3) }
            if let name { largeIndicators.insert(Self.shortName(name)) }
        }
    }
}
