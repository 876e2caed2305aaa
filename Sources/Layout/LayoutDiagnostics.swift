/// What is wrong with a solved layout, found and worded once for every reader: the picture's
/// legend, `masrender explain` (text and JSON) and `check --fail-on` all take their problems
/// and their words from here, so a conflict, an unmet constraint or an ambiguous view reads the
/// same wherever it is shown.
public struct LayoutDiagnostics {
    /// A set of required constraints that cannot all hold, and the one broken.
    public struct ConflictReport {
        public let number: Int
        /// The set without the broken one, in install order.
        public let members: [SolvedConstraint]
        public let broken: SolvedConstraint
        /// The canvas's fixed size when it is part of the set.
        public let canvasSize: Size?

        public var heading: String { "Conflict \(number): these constraints cannot all hold; the last one was broken (not enforced)." }
        public var canvasWords: String? {
            canvasSize.map { "the canvas's fixed size, \(formatPoints($0.width)) × \(formatPoints($0.height))" }
        }
    }

    /// An optional constraint the layout could not meet.
    public struct UnmetReport {
        public let constraint: SolvedConstraint
        public let error: Double
        /// `wants width == 80, is 40 (off by 40)`.
        public var words: String {
            "wants \(constraint.firstAttribute.rawValue) \(constraint.relation.rawValue) \(formatPoints(constraint.wanted)), "
                + "is \(formatPoints(constraint.actual)) (off by \(formatPoints(error)))"
        }
    }

    /// Unmet constraints of one shape (same items, attributes, relation and priority): more than
    /// three are one line, so a thousand do not bury the picture.
    public struct UnmetGroup {
        public let members: [UnmetReport]
        public var folds: Bool { members.count > 3 }
        /// The ones said one by one: all, or the first two of a folded group.
        public var shown: ArraySlice<UnmetReport> { members.prefix(folds ? 2 : 3) }
        /// `… and 998 more like this, unmet: a.width == a constant @500, wanting 22 to 1019, is 10.`
        public var foldedWords: String? {
            guard folds, let c = members.first?.constraint else { return nil }
            let rest = members.dropFirst(2)
            let wanted = rest.map(\.constraint.wanted), actual = rest.map(\.constraint.actual)
            func span(_ v: [Double]) -> String { v.min() == v.max() ? formatPoints(v[0]) : "\(formatPoints(v.min()!)) to \(formatPoints(v.max()!))" }
            let target = c.secondView.map { " \($0)\(c.secondAttribute.map { ".\($0.rawValue)" } ?? "") with other constants" } ?? " a constant"
            return "… and \(rest.count) more like this, unmet: \(c.firstView).\(c.firstAttribute.rawValue) \(c.relation.rawValue)\(target) "
                + "@\(formatPoints(c.priority)), wanting \(span(wanted)), is \(span(actual))."
        }
    }

    /// A view some of whose attributes could take other values.
    public struct AmbiguityReport {
        public let view: SolvedView
        /// `x could be anything from 0 to 10`, `height is free`, one per attribute.
        public let parts: [String]
        public var words: String { parts.joined(separator: "; ") }
    }

    /// A view of zero or negative size, which cannot be seen.
    public struct InvisibleView {
        public let view: SolvedView
        public let issues: [String]
        public var words: String { "\(view.key) has \(issues.joined(separator: " and ")), so it cannot be seen." }
    }

    public let conflicts: [ConflictReport]
    public let unmet: [UnmetReport]
    public let unmetGroups: [UnmetGroup]
    public let ambiguous: [AmbiguityReport]
    public let invisible: [InvisibleView]
    public let cutOff: [CutOffLabel]

    /// A label whose frame is smaller than its text, so UILabel shows it cut off with "…".
    public struct CutOffLabel {
        public let view: SolvedView
        /// What the whole text needs, and the frame's size.
        public let needed: Size, frame: Size
        public var words: String {
            var parts: [String] = []
            if frame.width + 0.01 < needed.width { parts.append("\(formatPoints(needed.width)) wide and is \(formatPoints(frame.width))") }
            if frame.height + 0.01 < needed.height { parts.append("\(formatPoints(needed.height)) tall and is \(formatPoints(frame.height))") }
            return "\(view.key)'s text is cut off: it needs \(parts.joined(separator: ", and "))."
        }
    }

    /// Conflicts, unmet constraints and ambiguous views: what `explain --strict` fails on.
    public var problemCount: Int { conflicts.count + unmet.count + ambiguous.count }

    /// What `explain` opens with, from the same findings the picture's legend shows: "no
    /// problems" only when the legend has nothing to say, views that cannot be seen included.
    public func headline(_ subject: String) -> String {
        var notes: [String] = []
        if !invisible.isEmpty { notes.append("\(invisible.count) \(invisible.count == 1 ? "view cannot" : "views cannot") be seen") }
        if !cutOff.isEmpty { notes.append("\(cutOff.count) \(cutOff.count == 1 ? "label's text is" : "labels' texts are") cut off") }
        let unseen = notes.joined(separator: " and ")
        guard problemCount > 0 else {
            return unseen.isEmpty ? "\(subject): no problems: every constraint holds and every view is fixed"
                : "\(subject): every constraint holds and every view is fixed, but \(unseen)"
        }
        return "\(subject): \(problemCount) problem\(problemCount == 1 ? "" : "s")" + (unseen.isEmpty ? "" : "; \(unseen)")
    }

    public init(_ result: LayoutResult) {
        conflicts = result.conflicts.enumerated().map { n, c in
            ConflictReport(number: n + 1, members: c.set.filter { $0 != c.broken }.map { result.constraints[$0] },
                           broken: result.constraints[c.broken], canvasSize: c.involvesRootSize ? result.root.frame.size : nil)
        }
        var unmet: [UnmetReport] = []
        var groups: [UnmetGroup] = []
        var byShape: [String: Int] = [:]
        var members: [[UnmetReport]] = []
        for c in result.constraints {
            guard case .unmet(let error) = c.state else { continue }
            let report = UnmetReport(constraint: c, error: error)
            unmet.append(report)
            let shape = "\(c.firstView)|\(c.firstAttribute)|\(c.relation)|\(c.secondView ?? "")|\(c.secondAttribute?.rawValue ?? "")|\(c.priority)"
            if let k = byShape[shape] { members[k].append(report) } else { byShape[shape] = members.count; members.append([report]) }
        }
        groups = members.map(UnmetGroup.init)
        self.unmet = unmet
        unmetGroups = groups
        ambiguous = result.views.filter { !$0.ambiguous.isEmpty }.map { view in
            AmbiguityReport(view: view, parts: view.ambiguous.map { attribute in
                guard let r = view.freeRanges.first(where: { $0.attribute == attribute }) else { return "\(attribute) is free" }
                switch (r.lower, r.upper) {
                case (let lo?, let hi?): return "\(attribute) could be anything from \(formatPoints(lo)) to \(formatPoints(hi))"
                case (let lo?, nil): return "\(attribute) could be anything from \(formatPoints(lo)) up"
                case (nil, let hi?): return "\(attribute) could be anything up to \(formatPoints(hi))"
                case (nil, nil): return "\(attribute) is unconstrained"
                }
            })
        }
        cutOff = result.views.compactMap { view in
            view.textCutOff.map { CutOffLabel(view: view, needed: $0, frame: view.frame.size) }
        }
        invisible = result.views.filter { $0.parentID != nil }.compactMap { view in
            let f = view.absoluteFrame
            var issues: [String] = []
            if f.width < 0 { issues.append("negative width (\(formatPoints(f.width)))") } else if f.width < 0.5 { issues.append("zero width") }
            if f.height < 0 { issues.append("negative height (\(formatPoints(f.height)))") } else if f.height < 0.5 { issues.append("zero height") }
            return issues.isEmpty ? nil : InvisibleView(view: view, issues: issues)
        }
    }
}
