import Layout
import Scene
import SourceSyntax

/// A name from another file taken as what it says it is: a screen-scaling helper or ratio at
/// design scale (`kRealWidth(20)` is 20, `kScreenRate` 1), the screen's side under an app's
/// spelling (`kScreen_Width`), a system bar's height (`kStatusBarHeight`). Each kind is said
/// once, where its first name is used, with every name of that kind in the order they came.
struct TakenName {
    enum Kind: CaseIterable {
        case designScale, screenSide, systemBar
    }
    let kind: Kind
    /// The name, with its value and what it stands for where the kind says so.
    let said: String
    let range: SourceRange
}

extension Interpreter {
    func take(_ kind: TakenName.Kind, _ said: String, at range: SourceRange) {
        guard !taken.contains(where: { $0.kind == kind && $0.said == said }) else { return }
        taken.append(TakenName(kind: kind, said: said, range: range))
    }

    /// One warning per kind of name taken, at its first use. `valuesInScene`: a scene's code
    /// gives values in its "constants", not with --set.
    func takenWarnings(valuesInScene: Bool) -> [(range: SourceRange, message: String)] {
        TakenName.Kind.allCases.compactMap { kind in
            let names = taken.filter { $0.kind == kind }
            guard let first = names.first else { return nil }
            let taken: String, why: String, separator: String
            switch kind {
            case .designScale:
                (taken, why, separator) = ("at design scale", " (a call as its argument, a ratio as 1, as screen-scaling macros give on the screen they were designed for)", ", ")
            case .screenSide:
                (taken, why, separator) = ("as the screen's width (\(formatPoints(screen.width))) or height (\(formatPoints(screen.height))), as their names say", "", ", ")
            case .systemBar:
                (taken, why, separator) = ("as the device's system bars, as their names say", "", "; ")
            }
            return (first.range, "not defined in this file, so taken \(taken): " + names.map(\.said).joined(separator: separator) + why
                + "; give their definitions with --include FILE or values with \(valuesInScene ? "the scene's \"constants\"" : "--set")")
        }
    }

    /// The screen's size under an app's name for it: silent for the names every app uses
    /// (`SCREEN_WIDTH`, `kScreenWidth`: SceneDecoder.screenConstants), said for others
    /// (`kScreen_Width`, `MH_SCREEN_WIDTH`).
    func screenName(_ n: String, range: SourceRange) -> Value? {
        guard let side = CodeNames.screenSide(named: n) else { return nil }
        let value = side == .width ? screen.width : screen.height
        if CodeNames.screenConstants(width: screen.width, height: screen.height)[n] == nil { take(.screenSide, n, at: range) }
        return .number(value)
    }

    /// A system bar's height under an app's name for it (`kStatusBarHeight`, `SafeAreaBottom`),
    /// on the device drawn.
    func systemBarName(_ n: String, range: SourceRange) -> Value? {
        guard let bar = CodeNames.systemBar(named: n) else { return nil }
        let value = bar.height(on: safeArea)
        take(.systemBar, "\(n) = \(formatPoints(value)), \(bar.description)", at: range)
        return .number(value)
    }
}
