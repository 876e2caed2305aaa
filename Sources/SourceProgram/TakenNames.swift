import Layout
import Scene
import SourceSyntax

/// A name from another file taken as what it says it is: a screen-scaling helper or ratio at
/// design scale (`kRealWidth(20)` is 20, `kScreenRate` 1), the screen's side under an app's
/// spelling (`kScreen_Width`), a system bar's height (`kStatusBarHeight`). Each kind is said
/// once, where its first name is used, with every name of that kind in the order they came.
struct TakenName {
    enum Kind: CaseIterable {
        case designScale, screenSide, systemBar, guideName
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
            case .guideName:
                // No number to give with --set: only its definition changes it.
                return (first.range, "not defined in this file, so taken as the view's safe area (safeAreaLayoutGuide), as their names say: "
                        + names.map(\.said).joined(separator: ", ") + "; give their definitions with --include FILE")
            }
            return (first.range, SourceWording.taken(names.map(\.said), as: taken, why: why, separator: separator, valuesInScene: valuesInScene))
        }
    }

    /// The screen's size under an app's name for it: silent for the names every app uses
    /// (`SCREEN_WIDTH`, `kScreenWidth`: SceneDecoder.screenConstants), said for others
    /// (`kScreen_Width`, `MH_SCREEN_WIDTH`).
    func screenName(_ n: String, range: SourceRange) -> Value? {
        guard let side = CodeNames.screenSide(named: n) else { return nil }
        // A name already read as a ratio (`157 * WIDTH`, Evaluation.screenNameAsRatio) is one
        // wherever else the file uses it (`(17 + 49 * i) * HEIGHT`).
        if taken.contains(where: { $0.kind == .designScale && $0.said == n }) { return .number(1) }
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

extension TakenName {
    /// Names written at least twice, each time after a number and `*` (`202.5 *SIZE`, one real
    /// app's ratio, also in its fonts), or four times or more and three times in four so: a
    /// ratio from another file, whatever its name (then alone too, one point: `equalTo(SIZE)`).
    /// Whether the file defines one is for the caller: only an undefined name is taken so.
    static func multiplierNames(_ source: SourceText, language: SourceLanguage) -> Set<String> {
        let tokens = Lexer.tokens(source, language: language)
        var uses: [String: (all: Int, multiplied: Int)] = [:]
        for k in tokens.indices where tokens[k].kind == .identifier {
            let before = k > 0 ? tokens[k - 1] : nil, after = k + 1 < tokens.count ? tokens[k + 1] : nil
            if before?.isPunctuation(".") == true || after?.isPunctuation(".") == true || after?.isPunctuation("(") == true { continue }
            let multiplied = before?.isPunctuation("*") == true && k >= 2 && tokens[k - 2].kind == .number
            uses[tokens[k].text, default: (0, 0)].all += 1
            if multiplied { uses[tokens[k].text, default: (0, 0)].multiplied += 1 }
        }
        return Set(uses.filter { u in
            (u.value.all >= 2 && u.value.multiplied == u.value.all) || (u.value.all >= 4 && u.value.multiplied * 4 >= u.value.all * 3)
        }.keys)
    }
}
