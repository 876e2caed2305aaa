import Layout

/// The findings of one solved layout, each decided from the frames and what the views hold.
public enum AuditChecks {
    /// Apple's Human Interface Guidelines (Accessibility → Buttons and controls): "a minimum
    /// tappable area of 44x44 pt" on iOS and iPadOS.
    public static let minimumTapTarget = 44.0
    /// Less than this is no overlap or overhang: half a point, below what a frame rounds to.
    static let slack = 0.5

    /// `isScreen`: the root is a screen (a scene's canvas, a view controller's view), whose
    /// safe area content must keep out of; a view or a cell drawn alone is placed by its owner.
    public static func findings(_ result: LayoutResult, isScreen: Bool = true) -> [AuditFinding] {
        let index = Dictionary(result.views.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a })
        func parent(_ v: SolvedView) -> SolvedView? { v.parentID.flatMap { index[$0] }.map { result.views[$0] } }
        func ancestors(_ v: SolvedView) -> [SolvedView] {
            var out: [SolvedView] = [], p = parent(v)
            while let a = p, out.count < result.views.count { out.append(a); p = parent(a) }
            return out
        }
        // Views come parent first: whether a view is inside a scroll view, found in one pass.
        var insideScroll = [Bool](repeating: false, count: result.views.count)
        for (i, v) in result.views.enumerated() {
            if let p = v.parentID.flatMap({ index[$0] }) { insideScroll[i] = insideScroll[p] || result.views[p].kind == .scroll }
        }
        // What a person sees: not a guide, not hidden, nothing hiding it.
        var seen: [Bool] = Array(repeating: false, count: result.views.count)
        for (i, v) in result.views.enumerated() {
            let p = v.parentID.flatMap { index[$0] }
            seen[i] = !v.isLayoutGuide && !v.isHidden && (p.map { seen[$0] } ?? true)
        }
        func visible(_ v: SolvedView) -> Bool { index[v.id].map { seen[$0] } ?? false }
        func inScroll(_ v: SolvedView) -> Bool { index[v.id].map { insideScroll[$0] } ?? false }
        func hasContent(_ v: SolvedView) -> Bool {
            v.kind == .label || v.kind == .image || v.isControl || (v.label.map { !$0.text.isEmpty } ?? false)
        }
        var out: [AuditFinding] = []
        let diagnostics = LayoutDiagnostics(result)

        for report in diagnostics.conflicts {
            let members = (report.members + [report.broken])
            let ids = Array(Set(members.flatMap { [$0.firstView] + ($0.secondView.map { [$0] } ?? []) })).sorted()
            let b = report.broken
            out.append(AuditFinding(kind: .conflict, views: ids.map { key(of: $0, in: result, index) }, viewIDs: ids,
                                    needed: "\(b.firstAttribute.rawValue) \(b.relation.rawValue) \(formatPoints(b.wanted))",
                                    given: "\(formatPoints(b.actual)) (broken)",
                                    words: "\(members.count) constraints cannot all hold; \(b.description) was broken (it wants \(formatPoints(b.wanted)), is \(formatPoints(b.actual)))"
                                        + (report.canvasWords.map { ", with \($0)" } ?? ""),
                                    subject: "\(b.firstView).\(b.firstAttribute.rawValue) \(b.relation.rawValue) \(b.secondView ?? "").\(b.secondAttribute?.rawValue ?? "")"))
        }
        for a in diagnostics.ambiguous where visible(a.view) {
            out.append(AuditFinding(kind: .ambiguous, views: [a.view.key], viewIDs: [a.view.id],
                                    needed: "one value for \(a.view.ambiguous.joined(separator: ", "))", given: a.words,
                                    words: "\(a.view.key) is ambiguous: \(a.words)", subject: a.view.ambiguous.joined(separator: ",")))
        }
        // A button's title is cut off across only (UIButton centres a title taller than its
        // content rectangle and clips nothing of it); a label's either way.
        for c in diagnostics.cutOff where visible(c.view) && (!c.view.isControl || c.frame.width + 0.01 < c.needed.width) {
            let what = c.view.isControl ? "\(c.view.key)'s title does not fit" : "\(c.view.key)'s text is cut off"
            out.append(AuditFinding(kind: .truncated, views: [c.view.key], viewIDs: [c.view.id],
                                    needed: size(c.needed), given: size(c.frame),
                                    words: "\(what): it needs \(size(c.needed)) and has \(size(c.frame))"))
        }
        // Views reaching outside what clips them, or outside the screen: only the outermost of a
        // subtree that reaches out is said (its subviews go with it).
        let root = result.root
        let screen = root.absoluteFrame
        var reported = Set<String>()
        for v in result.views where v.parentID != nil && visible(v) {
            if let p = v.parentID, reported.contains(p) { reported.insert(v.id); continue }
            let f = v.absoluteFrame
            guard f.width >= slack || f.height >= slack else { continue }
            /// `v` reaching out of `outer` (a superview), said as `kind` with `why` after it.
            func reachesOut(of outer: SolvedView, as kind: AuditFinding.Kind, _ why: String) -> Bool {
                guard let overhang = overhang(f, outside: outer.absoluteFrame) else { return false }
                reported.insert(v.id)
                out.append(AuditFinding(kind: kind, views: [v.key, outer.key], viewIDs: [v.id, outer.id],
                                        needed: "inside \(outer.key) (\(span(outer.absoluteFrame)))", given: span(f),
                                        words: "\(v.key) reaches \(overhang) of \(outer.key), \(why)"))
                return true
            }
            if let clipper = ancestors(v).first(where: { $0.clipsToBounds && $0.kind != .scroll && $0.parentID != nil }),
               !ancestors(v).prefix(while: { $0.id != clipper.id }).contains(where: { $0.kind == .scroll }),
               reachesOut(of: clipper, as: .clipped, "which clips it") { continue }
            if hasContent(v), let p = parent(v), p.parentID != nil, p.kind != .scroll, !inScroll(v),
               reachesOut(of: p, as: .overflow, "over what lies beyond it") { continue }
            if !inScroll(v), let overhang = overhang(f, outside: screen) {
                reported.insert(v.id)
                out.append(AuditFinding(kind: .offscreen, views: [v.key], viewIDs: [v.id],
                                        needed: "inside the screen (\(span(screen)))", given: span(f),
                                        words: "\(v.key) reaches \(overhang) of the screen"))
            }
        }
        // Siblings over one another (the reference decides which overlaps are meant).
        var children: [String: [SolvedView]] = [:]
        for v in result.views where v.parentID != nil && visible(v) && v.absoluteFrame.width >= slack && v.absoluteFrame.height >= slack {
            children[v.parentID!, default: []].append(v)
        }
        for parentID in result.views.map(\.id) {
            guard let kids = children[parentID], kids.count > 1 else { continue }
            for i in kids.indices { for j in kids.indices where j > i {
                let a = kids[i].absoluteFrame, b = kids[j].absoluteFrame
                let w = min(a.maxX, b.maxX) - max(a.minX, b.minX), h = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                guard w >= slack, h >= slack else { continue }
                out.append(AuditFinding(kind: .overlap, views: [kids[i].key, kids[j].key], viewIDs: [kids[i].id, kids[j].id],
                                        needed: "apart", given: "\(formatPoints(w)) × \(formatPoints(h)) over one another",
                                        words: "\(kids[i].key) and \(kids[j].key) overlap by \(formatPoints(w)) × \(formatPoints(h))"))
            } }
        }
        // Content under the status bar, the notch or the home indicator.
        let safe = root.safeAreaInsets
        if safe != .zero && isScreen {
            let bands: [(String, Rect)] = [
                (safe.top > 20 ? "the status bar and the notch" : "the status bar", Rect(x: 0, y: 0, width: screen.width, height: safe.top)),
                ("the home indicator", Rect(x: 0, y: screen.height - safe.bottom, width: screen.width, height: safe.bottom)),
                ("the notch", Rect(x: 0, y: 0, width: safe.left, height: screen.height)),
                ("the notch", Rect(x: screen.width - safe.right, y: 0, width: safe.right, height: screen.height)),
            ]
            for v in result.views where v.parentID != nil && visible(v) && hasContent(v) && !inScroll(v) {
                let f = v.absoluteFrame
                // A full-width or full-height image is a background, meant to reach the edges.
                if v.kind == .image && !v.isControl && (f.width >= screen.width - slack || f.height >= screen.height - slack) { continue }
                guard f.width >= slack, f.height >= slack else { continue }
                let under = bands.filter { band in
                    band.1.width > 0 && band.1.height > 0
                        && min(f.maxX, band.1.maxX) - max(f.minX, band.1.minX) >= slack && min(f.maxY, band.1.maxY) - max(f.minY, band.1.minY) >= slack
                }.map(\.0)
                guard !under.isEmpty else { continue }
                let safeRect = Rect(x: safe.left, y: safe.top, width: screen.width - safe.left - safe.right, height: screen.height - safe.top - safe.bottom)
                out.append(AuditFinding(kind: .unsafeArea, views: [v.key], viewIDs: [v.id],
                                        needed: "inside the safe area (\(span(safeRect)))", given: span(f),
                                        words: "\(v.key) is under \(Array(Set(under)).sorted().joined(separator: " and ")): it spans \(span(f)), the safe area \(span(safeRect))"))
            }
        }
        for v in result.views where v.parentID != nil && visible(v) && v.isControl {
            let f = v.frame
            guard f.width >= slack, f.height >= slack, f.width < minimumTapTarget - 0.01 || f.height < minimumTapTarget - 0.01 else { continue }
            out.append(AuditFinding(kind: .tapTarget, views: [v.key], viewIDs: [v.id],
                                    needed: "44 × 44", given: size(f.size),
                                    words: "\(v.key) is \(size(f.size)); a tap target should be at least 44 × 44 points"))
        }
        for v in result.views where v.parentID != nil && visible(v) && hasContent(v) {
            let f = v.frame
            var parts: [String] = []
            if f.width < slack { parts.append(f.width < 0 ? "negative width (\(formatPoints(f.width)))" : "no width") }
            if f.height < slack { parts.append(f.height < 0 ? "negative height (\(formatPoints(f.height)))" : "no height") }
            guard !parts.isEmpty else { continue }
            out.append(AuditFinding(kind: .zeroSize, views: [v.key], viewIDs: [v.id], needed: "more than 0", given: size(f.size),
                                    words: "\(v.key) has \(parts.joined(separator: " and ")), so its content cannot be seen"))
        }
        return out
    }

    static func key(of id: String, in result: LayoutResult, _ index: [String: Int]) -> String {
        index[id].map { result.views[$0].key } ?? id
    }

    static func size(_ s: Size) -> String { "\(formatPoints(s.width)) × \(formatPoints(s.height))" }

    /// `x 16…377, y 59…79`.
    static func span(_ r: Rect) -> String {
        "x \(formatPoints(r.minX))…\(formatPoints(r.maxX)), y \(formatPoints(r.minY))…\(formatPoints(r.maxY))"
    }

    /// How far `inner` reaches past `outer`'s edges, in words (`24 past the right edge`); nil
    /// when it stays inside.
    static func overhang(_ inner: Rect, outside outer: Rect) -> String? {
        var parts: [String] = []
        if outer.minX - inner.minX >= slack { parts.append("\(formatPoints(outer.minX - inner.minX)) past the left edge") }
        if inner.maxX - outer.maxX >= slack { parts.append("\(formatPoints(inner.maxX - outer.maxX)) past the right edge") }
        if outer.minY - inner.minY >= slack { parts.append("\(formatPoints(outer.minY - inner.minY)) past the top") }
        if inner.maxY - outer.maxY >= slack { parts.append("\(formatPoints(inner.maxY - outer.maxY)) past the bottom") }
        return parts.isEmpty ? nil : parts.joined(separator: " and ")
    }
}
