/// What a tableau symbol stands for. Only external symbols are the user's variables;
/// slack and error symbols are restricted to be ≥ 0; dummies mark required equalities and
/// never enter the basis (they are in the rows only for equalities that are `tracked`).
enum SymbolKind: UInt8 {
    case external, slack, error, dummy

    var isRestricted: Bool { self == .slack || self == .error }
}

/// Symbols are small integers handed out in creation order, so every ordering decision in
/// the solver ("the smallest symbol wins a tie") is the same on every run and machine.
typealias Symbol = Int32
