import Layout

/// A screen laid out in every combination, with what breaks where: each finding once, with
/// every combination it appears in. A finding the reference combination has is said once, for
/// the reference: the question is where the screen breaks that it does not break as designed.
public struct AuditReport: Sendable {
    /// A finding as it appears in one combination.
    public struct Occurrence: Sendable {
        public let combination: Combination
        public let finding: AuditFinding
    }

    /// One finding across the combinations it appears in (the first is the one shown), with
    /// the findings of its kind on other views in exactly those combinations (five labels under
    /// the notch in landscape are one group).
    public struct Group: Sendable {
        public let occurrences: [Occurrence]
        /// Found in the reference combination itself.
        public let inReference: Bool
        /// The same kind of finding on other views, in the same combinations: each as it is in
        /// the first of them.
        public var alike: [AuditFinding] = []
        /// Every view the group names, the first finding's first.
        public var views: [String] { uniqueInOrder(([first.finding] + alike).flatMap(\.views)) }
        /// The ids of the views a picture outlines.
        public var marked: [String] { uniqueInOrder(([first.finding] + alike).flatMap(\.marked)) }
        /// The first finding's words, and the others' views after it.
        public var words: String {
            guard !alike.isEmpty else { return first.finding.words }
            // Who else: the pair for an overlap, the view that reaches out or is at fault otherwise.
            let others = alike.map { $0.kind == .overlap ? $0.views.joined(separator: " and ") : $0.views.first ?? "" }
            let shown = others.prefix(6).joined(separator: ", ") + (others.count > 6 ? " and \(others.count - 6) more" : "")
            return first.finding.words + "; the same for \(shown)"
        }
        public var first: Occurrence { occurrences[0] }
        public var kind: AuditFinding.Kind { first.finding.kind }
        public var level: AuditFinding.Level { kind.level }
        public var combinations: [Combination] { occurrences.map(\.combination) }
    }

    public let subject: String
    public let combinations: [Combination]
    public let results: [LayoutResult]
    /// For each combination, its findings that the reference does not have (all of them for the
    /// reference itself).
    public let findings: [[AuditFinding]]
    public let groups: [Group]

    public var reference: Combination { combinations[0] }

    /// `isScreen`: the layouts are of a screen (see `AuditChecks.findings`).
    public init(subject: String, combinations: [Combination], results: [LayoutResult], isScreen: Bool = true) {
        self.subject = subject
        self.combinations = combinations
        self.results = results
        let all = results.map { AuditChecks.findings($0, isScreen: isScreen) }
        let referenceIDs = Set(all.first?.map(\.identity) ?? [])
        var kept: [[AuditFinding]] = []
        var order: [String] = []
        var byIdentity: [String: [Occurrence]] = [:]
        for (i, found) in all.enumerated() {
            // The reference's overlaps are as designed (a background under its content): they
            // only keep the same overlaps elsewhere from being said.
            let mine = i == 0 ? found.filter { $0.kind != .overlap } : found.filter { !referenceIDs.contains($0.identity) }
            kept.append(mine)
            for f in mine {
                if byIdentity[f.identity] == nil { order.append(f.identity) }
                byIdentity[f.identity, default: []].append(Occurrence(combination: combinations[i], finding: f))
            }
        }
        findings = kept
        // One kind in exactly the same combinations is one group.
        var merged: [Group] = []
        var byShape: [String: Int] = [:]
        for id in order {
            let occurrences = byIdentity[id]!
            let shape = occurrences[0].finding.kind.rawValue + "|" + occurrences.map(\.combination.name).joined(separator: ",")
            if let k = byShape[shape] { merged[k].alike.append(occurrences[0].finding); continue }
            byShape[shape] = merged.count
            merged.append(Group(occurrences: occurrences, inReference: referenceIDs.contains(id)))
        }
        // Worst first; then as they first appear.
        groups = merged
            .enumerated().sorted { a, b in a.element.level != b.element.level ? a.element.level > b.element.level : a.offset < b.offset }
            .map(\.element)
    }

    /// The combinations with a finding.
    public var brokenCount: Int { findings.filter { !$0.isEmpty }.count }

    public func count(atLeast level: AuditFinding.Level) -> Int { groups.filter { $0.level >= level }.count }

    public func text() -> String {
        var out = "\(subject): "
        if groups.isEmpty {
            out += "no findings in \(combinations.count) combination\(combinations.count == 1 ? "" : "s") (reference \(reference.words))\n"
            return out
        }
        out += "\(groups.count) finding\(groups.count == 1 ? "" : "s") in \(brokenCount) of \(combinations.count) combination\(combinations.count == 1 ? "" : "s") (reference \(reference.words))\n"
        for (n, g) in groups.enumerated() {
            out += "\n\(n + 1). \(g.level.name) \(g.kind.rawValue): \(g.words)\n"
            out += "   needed \(g.first.finding.needed); given \(g.first.finding.given) (\(g.first.combination.words))\n"
            out += "   " + (g.inReference ? "in the reference combination" : "in \(describe(g.combinations))") + "\n"
        }
        return out
    }

    /// Combinations in few words: `AX2…AX5 on every device`, `landscape: every device but
    /// iPhone SE`, `iPhone SE at AX2…AX5; iPad at AX5`.
    public func describe(_ set: [Combination]) -> String {
        if set.count == combinations.count - 1 { return "every combination but the reference" }
        let count = "\(set.count) combination\(set.count == 1 ? "" : "s"): "
        let sizes = uniqueInOrder(combinations.map(\.textSize)).sorted()
        let devices = uniqueInOrder(combinations.map(\.device))
        let orientations = uniqueInOrder(combinations.map(\.orientation))
        let directions = uniqueInOrder(combinations.map(\.direction))
        let languages = uniqueInOrder(combinations.map(\.pseudo))
        let mine = (devices: uniqueInOrder(set.map(\.device)), sizes: Set(set.map(\.textSize)), orientations: uniqueInOrder(set.map(\.orientation)),
                    directions: uniqueInOrder(set.map(\.direction)), languages: uniqueInOrder(set.map(\.pseudo)))
        func devicesWords(_ had: [String]) -> String {
            if had.count == devices.count { return "every device" }
            let missing = devices.filter { !had.contains($0) }
            if missing.count <= 2, missing.count * 3 <= devices.count { return "every device but \(missing.joined(separator: " and "))" }
            let phones = devices.filter { $0.hasPrefix("iPhone") }
            if phones.count >= 4, had.allSatisfy(phones.contains) {
                let left = phones.filter { !had.contains($0) }
                if left.isEmpty { return "every iPhone" }
                if left.count <= 2 { return "every iPhone but \(left.joined(separator: " and "))" }
            }
            return had.joined(separator: ", ")
        }
        func sizesWords(_ had: Set<ContentSizeCategory>) -> String? {
            guard sizes.count > 1 else { return nil }
            return had.count == sizes.count ? "every text size" : runs(sizes.map { had.contains($0) }, names: sizes.map(\.name))
        }
        // Where the set is every combination of the values it takes, each is said once.
        let product = mine.devices.count * mine.sizes.count * mine.orientations.count * mine.directions.count * mine.languages.count
        var qualifiers: [String] = []
        if orientations.count > 1, mine.orientations.count == 1 { qualifiers.append(mine.orientations[0].rawValue) }
        if directions.count > 1, mine.directions.count == 1 { qualifiers.append(mine.directions[0] == .rtl ? "right to left" : "left to right") }
        if languages.count > 1, mine.languages.count == 1 { qualifiers.append(mine.languages[0]?.rawValue ?? "the app's own language") }
        let prefix = qualifiers.isEmpty ? "" : qualifiers.joined(separator: ", ") + ": "
        if product == set.count {
            return count + prefix + devicesWords(mine.devices) + (sizesWords(mine.sizes).map { " at \($0)" } ?? "")
        }
        // Else device by device, for each block of one orientation, direction and language.
        var parts: [String] = []
        for variant in uniqueInOrder(combinations.map(\.variant)) {
            let inVariant = set.filter { $0.variant == variant }
            guard !inVariant.isEmpty else { continue }
            var perDevice: [(String, String?)] = []
            for device in devices {
                let had = Set(inVariant.filter { $0.device == device }.map(\.textSize))
                if !had.isEmpty { perDevice.append((device, sizesWords(had))) }
            }
            let words: String
            if Set(perDevice.map { $0.1 ?? "" }).count == 1 {
                words = devicesWords(perDevice.map(\.0)) + (perDevice[0].1.map { " at \($0)" } ?? "")
            } else {
                words = perDevice.map { $0.0 + ($0.1.map { " at \($0)" } ?? "") }.joined(separator: "; ")
            }
            parts.append(variant == combinations[0].variant && uniqueInOrder(combinations.map(\.variant)).count == 1 ? words : "\(variant.words): \(words)")
        }
        return count + parts.joined(separator: "; ")
    }

    /// The true stretches of `flags` as `a…b` or `a`, joined by commas.
    func runs(_ flags: [Bool], names: [String]) -> String {
        var out: [String] = []
        var i = 0
        while i < flags.count {
            guard flags[i] else { i += 1; continue }
            var j = i
            while j + 1 < flags.count && flags[j + 1] { j += 1 }
            out.append(i == j ? names[i] : "\(names[i])…\(names[j])")
            i = j + 1
        }
        return out.joined(separator: ", ")
    }
}

/// Each once, in the order first met.
public func uniqueInOrder<T: Hashable>(_ xs: [T]) -> [T] {
    var seen = Set<T>()
    return xs.filter { seen.insert($0).inserted }
}
