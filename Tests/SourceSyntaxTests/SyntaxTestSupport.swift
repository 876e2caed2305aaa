@testable import SourceSyntax

/// Parses `text` and writes what it parsed into as S-expressions (SyntaxDump), with the file's
/// diagnostics.
func parsed(_ text: String, _ language: SourceLanguage, values: [String: Double] = [:]) -> (dump: String, diagnostics: [SyntaxDiagnostic], file: SourceFileSyntax) {
    let file = SourceParser.parse(SourceText(name: language == .swift ? "T.swift" : "T.m", text: text), language: language, values: values)
    return (SyntaxDump.file(file), file.diagnostics, file)
}

/// The body of the first function the file declares, dumped.
func body(_ text: String, _ language: SourceLanguage) -> String {
    let file = SourceParser.parse(SourceText(name: "T", text: text), language: language)
    func find(_ decls: [Decl]) -> [Stmt]? {
        for d in decls {
            switch d.kind {
            case .function(let f): if let b = f.body { return b }
            case .type(let t): if let b = find(t.members) { return b }
            default: continue
            }
        }
        return nil
    }
    return SyntaxDump.statements(find(file.declarations) ?? file.statements)
}
