import Cassowary

/// Which sides of the root size themselves to their content (at fittingSizeLevel) instead
/// of keeping the root's frame.
public struct FittingAxes: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let width = FittingAxes(rawValue: 1)
    public static let height = FittingAxes(rawValue: 2)
    public static let both: FittingAxes = [.width, .height]
}

/// UILayoutPriorityFittingSizeLevel.
public let fittingSizeLevel = 50.0

/// Placeholder frames (View.placeholderFrame) hold at the lowest priority the solver has
/// (UIKit's lowest too), so they decide only what nothing else does; a constraint of
/// priority 1 would compete with them, and none of UIKit's defaults is that low.
public let placeholderLevel = 1.0

extension View {
    /// Solves the tree rooted at this view: views with constraints are placed by them (their
    /// frames as Auto Layout solves them), views without keep their `frame`. Labels are measured
    /// with `text`; multi-line labels are measured again at their solved width and the tree
    /// solved a second time, as UIKit does. `fitting` sizes the root to its content.
    /// `explainingConflicts: false` skips finding each conflict's minimal set (each broken
    /// constraint's set is then just itself), for callers that only need the frames.
    public func layout(text: (any TextMeasuring)? = nil, fitting: FittingAxes = [], explainingConflicts: Bool = true) throws -> LayoutResult {
        let (target, priorities) = rootTarget(fitting: fitting)
        return try layout(text: text, rootSize: target, priorities: priorities, explainingConflicts: explainingConflicts)
    }

    /// The size the root is held to and at what priority on each axis: its frame's, required;
    /// a fitted side pulled towards zero at fitting-size priority.
    func rootTarget(fitting: FittingAxes) -> (size: Size, priorities: (Double, Double)) {
        var target = frame.size
        if fitting.contains(.width) { target.width = 0 }
        if fitting.contains(.height) { target.height = 0 }
        return (target, (fitting.contains(.width) ? fittingSizeLevel : 1000, fitting.contains(.height) ? fittingSizeLevel : 1000))
    }

    /// The subviews whose own safe-area guide a constraint uses: laid out in passes, since the
    /// part of the root's safe area such a view overlaps depends on where it lands.
    var subviewsWithSafeAreaGuides: Set<ObjectIdentifier> {
        Set(subtree.flatMap { $0.madeConstraints.compactMap { c -> ObjectIdentifier? in
            guard case .safeArea(let v)? = c.second, v !== self else { return nil }
            return ObjectIdentifier(v)
        } })
    }

    /// UIKit's systemLayoutSizeFitting: the size this view's own subtree asks for, pulled
    /// towards `target` on each axis at the given priority (`fittingSizeLevel` with a zero
    /// target is UILayoutFittingCompressedSize; 1000 fixes that side). Constraints to views
    /// outside the subtree are left out, as they are for a cell's content view.
    public func systemLayoutSizeFitting(_ target: Size, horizontalFittingPriority: Double = 1000,
                                        verticalFittingPriority: Double = 1000,
                                        text: (any TextMeasuring)? = nil) throws -> Size {
        try layout(text: text, rootSize: target, priorities: (horizontalFittingPriority, verticalFittingPriority)).root.frame.size
    }

    private func layout(text: (any TextMeasuring)?, rootSize: Size, priorities: (Double, Double),
                        explainingConflicts: Bool = true) throws -> LayoutResult {
        // A subview's safe-area guide is the part of the root's safe area it overlaps (UIKit:
        // "the portion of the view that is not covered by … ancestor views"), which depends on
        // where the subview lands: solved, its insets set from its frame, and solved again until
        // they hold (a few passes; views placed by their own guide settle at once).
        let guided = subviewsWithSafeAreaGuides
        var result = try layoutOnce(text: text, rootSize: rootSize, priorities: priorities, explainingConflicts: explainingConflicts)
        guard !guided.isEmpty else { return result }
        for _ in 0..<4 {
            var changed = false
            for v in subtree where guided.contains(ObjectIdentifier(v)) {
                guard let solved = result.view(id: v.id) else { continue }
                let f = solved.absoluteFrame, origin = result.root.absoluteFrame
                let insets = Self.overlap(of: Rect(x: f.minX - origin.minX, y: f.minY - origin.minY, width: f.width, height: f.height),
                                          withSafeAreaOf: result.root.frame, insets: safeAreaInsets)
                if insets != v.safeAreaInsets { v.safeAreaInsets = insets; changed = true }
            }
            if !changed { break }
            result = try layoutOnce(text: text, rootSize: rootSize, priorities: priorities, explainingConflicts: explainingConflicts)
        }
        return result
    }

    /// How far the root's safe area (its bounds less `insets`) lies inside `frame` at each edge:
    /// the safe-area insets UIKit gives a subview there (none where the subview is inside it),
    /// never more than the root's own inset on that edge — a view reaching past the root's
    /// bounds keeps the root's ("capped at the size of the superview's safe area inset") — nor
    /// than the subview's side.
    public static func overlap(of frame: Rect, withSafeAreaOf bounds: Rect, insets: EdgeInsets) -> EdgeInsets {
        let safeTop = insets.top, safeLeft = insets.left
        let safeBottom = bounds.height - insets.bottom, safeRight = bounds.width - insets.right
        func clamp(_ d: Double, _ side: Double, _ inset: Double) -> Double { min(max(d, 0), max(side, 0), max(inset, 0)) }
        return EdgeInsets(top: clamp(safeTop - frame.minY, frame.height, insets.top), left: clamp(safeLeft - frame.minX, frame.width, insets.left),
                          bottom: clamp(frame.maxY - safeBottom, frame.height, insets.bottom),
                          right: clamp(frame.maxX - safeRight, frame.width, insets.right))
    }

    private func layoutOnce(text: (any TextMeasuring)?, rootSize: Size, priorities: (Double, Double),
                            explainingConflicts: Bool) throws -> LayoutResult {
        let first = try LayoutSolver(root: self, text: text, rootSize: rootSize, rootPriorities: priorities, rewrapped: [:])
        first.solver.explainsConflicts = explainingConflicts
        let firstResult = try first.solve()
        // Second pass: multi-line labels without a preferred width wrap at the width they got.
        let rewrapped = first.rewrapWidths(firstResult)
        if rewrapped.isEmpty { return firstResult }
        let second = try LayoutSolver(root: self, text: text, rootSize: rootSize, rootPriorities: priorities, rewrapped: rewrapped)
        second.solver.explainsConflicts = explainingConflicts
        return try second.solve()
    }
}

/// What a LayoutSolver added and where: the equations, every id in adding order, the ids of
/// the constraints people wrote, and those of the root's fixed size.
final class KeptEquations {
    var value: (equations: LayoutSolver.Equations, all: [ConstraintID], ids: [ConstraintID], rootSizeIDs: Set<ConstraintID>)?
    /// The constraints' descriptions and where they are installed, which no edit of a constant
    /// of the layout changes (the constraints are the same objects): read once.
    var described: [(description: String, installedOn: String)]?
}

/// Turns a view tree into solver variables and equations, and the solution back into frames.
struct LayoutSolver {
    let root: View
    let solver: Solver
    /// What the last `solve` added, for a later one to change by edits (`solveByEdits`).
    let kept = KeptEquations()
    let views: [View]
    let rootSize: Size
    let rootPriorities: (Double, Double)
    /// left, top, width, height of each view in its superview's coordinates.
    var variables: [ObjectIdentifier: (left: Variable, top: Variable, width: Variable, height: Variable)] = [:]
    /// Scroll views' content width and height.
    var content: [ObjectIdentifier: (width: Variable, height: Variable)] = [:]
    /// Intrinsic sizes in force (labels measured, others as declared).
    var intrinsic: [ObjectIdentifier: IntrinsicSize] = [:]
    var baselines: [ObjectIdentifier: TextBaselines] = [:]
    /// For labels: the size their whole text needs (unrounded, insets included).
    var textNeeds: [ObjectIdentifier: Size] = [:]
    /// A label's line height, to count the lines its frame holds.
    var lineHeights: [ObjectIdentifier: Double] = [:]

    /// `reusing`: the solver and variables of an earlier layout of the same tree, to be changed
    /// by edits (`solveByEdits`) rather than built again.
    init(root: View, text: (any TextMeasuring)?, rootSize: Size, rootPriorities: (Double, Double),
         rewrapped: [ObjectIdentifier: Double], reusing previous: LayoutSolver? = nil) throws {
        self.root = root
        self.rootSize = rootSize
        self.rootPriorities = rootPriorities
        views = root.subtree
        solver = previous?.solver ?? Solver()
        if let previous {
            variables = previous.variables
            content = previous.content
        }
        for v in views {
            let id = ObjectIdentifier(v)
            if previous == nil {
                variables[id] = (solver.makeVariable("\(v.id).left"), solver.makeVariable("\(v.id).top"),
                                 solver.makeVariable("\(v.id).width"), solver.makeVariable("\(v.id).height"))
                if v.kind == .scroll {
                    content[id] = (solver.makeVariable("\(v.id).contentWidth"), solver.makeVariable("\(v.id).contentHeight"))
                }
            }
            if let label = v.label {
                guard let text else {
                    throw LayoutError.noTextMeasurer("label \"\(v.key)\" needs its text measured: pass a TextMeasuring (Render's TextEngine) to layout(text:)")
                }
                let wrapWidth = rewrapped[id] ?? (label.numberOfLines == 1 ? nil : label.preferredMaxLayoutWidth)
                let font = FontName.sized(label.font, category: root.contentSizeCategory)
                let m = text.measure(label.text, font: font, maxWidth: wrapWidth, maxLines: label.numberOfLines, hanAdvance: label.hanAdvance)
                // UILabel rounds its intrinsic size up to a whole pixel of its screen (View.displayScale),
                // UIButton to a whole point, and is at least 30 wide (LabelContent.buttonTitle).
                let insets = label.contentInsets, scale = label.isButtonTitle ? 1 : root.displayScale
                let block = label.minimumTextBlock ?? Size(width: 0, height: 0)
                var size = Size(width: max(LabelContent.pixelCeiling(m.size.width, scale), block.width) + insets.left + insets.right,
                                height: max(LabelContent.pixelCeiling(m.size.height, scale), block.height) + insets.top + insets.bottom)
                if label.isButtonTitle { size.width = max(size.width, LabelContent.buttonMinimumWidth) }
                var own = IntrinsicSize(width: size.width, height: size.height)
                if let width = label.placeholderWidth { own.width = width }
                if let height = label.placeholderHeight { own.height = height }
                intrinsic[id] = own
                // What the whole text needs, to tell a label cut off: with a line limit, the
                // lines past it too.
                var whole = m.size
                if label.numberOfLines > 1 {
                    whole = text.measure(label.text, font: font, maxWidth: wrapWidth, maxLines: 0, hanAdvance: label.hanAdvance).size
                }
                textNeeds[id] = Size(width: whole.width + insets.left + insets.right, height: whole.height + insets.top + insets.bottom)
                lineHeights[id] = text.measure("X", font: font, maxWidth: nil, maxLines: 1).size.height
                // The text's block sits between the insets; the frame's centre moves by half their difference.
                let shift = (insets.top - insets.bottom) / 2
                baselines[id] = TextBaselines(first: m.firstBaseline - m.size.height / 2 + shift, last: m.lastBaseline - m.size.height / 2 + shift)
            } else if let segments = v.segments, !segments.titles.isEmpty, let text {
                // (Its titles keep their size at every text size, as UISegmentedControl's do.)
                let widest = segments.titles.map { text.measure($0, font: SegmentedContent.font, maxWidth: nil, maxLines: 1).size.width }.max() ?? 0
                let width = Double(segments.titles.count) * (LabelContent.pixelCeiling(widest, root.displayScale) + segments.padding)
                intrinsic[id] = IntrinsicSize(width: v.intrinsicContentSize.width ?? width, height: v.intrinsicContentSize.height ?? segments.height)
            } else if v.intrinsicContentSize != IntrinsicSize() {
                intrinsic[id] = v.intrinsicContentSize
            }
        }
    }

    /// The multi-line labels without a preferred width that `result` gives less width than
    /// their text was measured at, with the width to measure them again at.
    func rewrapWidths(_ result: LayoutResult) -> [ObjectIdentifier: Double] {
        var widths: [ObjectIdentifier: Double] = [:]
        for v in views {
            guard let label = v.label, label.numberOfLines != 1, label.preferredMaxLayoutWidth == nil,
                  let measured = intrinsic[ObjectIdentifier(v)]?.width,
                  let solved = result.view(id: v.id)?.frame.width, solved < measured - 0.5, solved > 0 else { continue }
            widths[ObjectIdentifier(v)] = max(solved - label.contentInsets.left - label.contentInsets.right, 1)
        }
        return widths
    }

    func vars(_ v: View) -> (left: Variable, top: Variable, width: Variable, height: Variable) { variables[ObjectIdentifier(v)]! }

    /// The view's origin in the coordinates of its ancestor `space` (0 when it is `space`).
    func origin(_ v: View, in space: View) -> (x: Expression, y: Expression) {
        var x = Expression(), y = Expression()
        var u = v
        while u !== space, let parent = u.superview {
            x = x + vars(u).left
            y = y + vars(u).top
            u = parent
        }
        return (x, y)
    }

    /// An attribute of an item as an expression in the coordinates of `space`.
    func expression(_ item: LayoutItem, _ attribute: LayoutAttribute, in space: View) -> Expression {
        let v = item.view
        var (x, y) = origin(v, in: space)
        var w = Expression(vars(v).width), h = Expression(vars(v).height)
        var margins = v.layoutMargins
        if case .safeArea = item {
            let s = v.safeAreaInsets
            x = x + s.left; y = y + s.top
            w = w - (s.left + s.right); h = h - (s.top + s.bottom)
            margins = .zero
        } else if v === space, let c = content[ObjectIdentifier(v)], !attribute.isSize,
                  ![.centerX, .centerY].contains(attribute) {
            // Inside a scroll view, its edges and margins are the content's (TN2154); its
            // width, height and centres stay the frame's.
            w = Expression(c.width); h = Expression(c.height)
        }
        return attributeValue(attribute, x: x, y: y, w: w, h: h, margins: margins, rightToLeft: root.isRightToLeft,
                              baselines: item.isSafeArea ? nil : baselines[ObjectIdentifier(v)], mirrored: true)
    }

    func evaluate(_ e: Expression) -> Double {
        e.terms.reduce(e.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    private func isInTree(_ v: View) -> Bool { variables[ObjectIdentifier(v)] != nil }

    /// Holds every view that has a placeholder frame there at `placeholderLevel`, after noting
    /// which of its attributes the constraints alone leave free: those are the assumed ones.
    private func placePlaceholders() throws -> [ObjectIdentifier: [String]] {
        let placed = views.filter { $0 !== root && $0.placeholderFrame != nil }
        guard !placed.isEmpty else { return [:] }
        var assumed: [ObjectIdentifier: [String]] = [:]
        var holds: [Constraint] = []
        let level = Priority(placeholderLevel)
        for v in placed {
            let x = vars(v), f = v.placeholderFrame!
            let free = [("x", x.left), ("y", x.top), ("width", x.width), ("height", x.height)].filter { solver.isAmbiguous($0.1) }
            assumed[ObjectIdentifier(v)] = free.map(\.0)
            holds += [Constraint(x.left - f.minX, .equal, priority: level), Constraint(x.top - f.minY, .equal, priority: level),
                      Constraint(x.width - f.width, .equal, priority: level), Constraint(x.height - f.height, .equal, priority: level)]
        }
        do { _ = try solver.add(holds) } catch { throw LayoutError.invalidNumber("a placeholder frame holds an invalid number: \(error)") }
        solver.solve()
        return assumed
    }

    /// Everything `solve` adds, in order: the root's and fixed frames, the constraints people
    /// wrote (with each one's two sides, to report), and content hugging and compression resistance.
    struct Equations {
        var fixed: [Constraint] = []
        var equations: [Constraint] = []
        var sides: [(Expression, Expression)] = []
        var installed: [LayoutConstraint] = []
        var contentSize: [Constraint] = []
        var all: [Constraint] { fixed + equations + contentSize }
    }

    func equations() throws -> Equations {
        if let misuse = views.lazy.compactMap({ $0.recordedMisuse.first }).first { throw LayoutError.misuse(misuse.message) }
        var fixed: [Constraint] = []
        let r = vars(root)
        // The root's own constraints can only size it (`make.height.mas_equalTo(392)` on a popup
        // that constrains itself before it has a superview: ConstraintChain lets nothing else
        // through). Where it sizes itself on an axis, that size is its own, as it is in UIKit
        // wherever it is put, and the canvas only pulls at fitting-size priority there.
        let ownSize = root.madeConstraints.filter { $0.priority >= 1000 }.map(\.firstAttribute)
        let widthPriority = ownSize.contains(.width) ? min(rootPriorities.0, fittingSizeLevel) : rootPriorities.0
        let heightPriority = ownSize.contains(.height) ? min(rootPriorities.1, fittingSizeLevel) : rootPriorities.1
        fixed += [r.left == 0.0, r.top == 0.0, r.width >= 0.0, r.height >= 0.0,
                  Constraint(r.width - rootSize.width, .equal, priority: Priority(widthPriority)),
                  Constraint(r.height - rootSize.height, .equal, priority: Priority(heightPriority))]
        var installed: [LayoutConstraint] = root.madeConstraints
        for v in views where v !== root {
            if v.requiresNonNegativeSize { fixed += [vars(v).width >= 0.0, vars(v).height >= 0.0] }
            if v.madeConstraints.isEmpty && v.placeholderFrame == nil {
                let i = v.alignmentRectInsets, x = vars(v)
                let f = Rect(x: v.frame.minX + i.left, y: v.frame.minY + i.top, width: v.frame.width - i.left - i.right,
                             height: v.frame.height - i.top - i.bottom)
                fixed += [x.left == f.minX, x.top == f.minY, x.width == f.width, x.height == f.height]
            } else {
                // Constraints reaching outside the tree (a cell's content view measured on its
                // own) are left out.
                installed += v.madeConstraints.filter { c in c.second.map { isInTree($0.view) } ?? true }
            }
        }
        // In the order they were installed (makeConstraints calls, scene document order), not
        // view by view: the order decides which constraint of a conflict is broken.
        installed.sort { $0.installOrder < $1.installOrder }
        var equations: [Constraint] = []
        var sides: [(Expression, Expression)] = []
        for c in installed {
            guard let space = c.installedView, isInTree(space) else {
                throw LayoutError.noCommonSuperview(c.masonryDescription)
            }
            let first = expression(.view(c.firstView), c.firstAttribute, in: c.second == nil ? c.firstView : space)
            var rhs = Expression(constant: c.constant)
            if let second = c.second, let attribute = c.secondAttribute {
                rhs = c.multiplier * expression(second, attribute, in: space) + c.constant
            }
            let relation: Relation = c.relation == .equal ? .equal : c.relation == .greaterThanOrEqual ? .greaterThanOrEqual : .lessThanOrEqual
            equations.append(Constraint(first - rhs, relation, priority: Priority(c.priority)))
            sides.append((first, rhs))
        }
        // Content hugging and compression resistance come after the constraints people wrote,
        // so a required one of theirs is never the one broken in a conflict with them.
        var contentSize: [Constraint] = []
        // A stack view that does not fill across its axis is as thick as its thickest arranged
        // view: UIKit pulls it thin at a priority below fitting size, as it hugs content.
        for v in views {
            guard let stack = v.stack, stack.alignment != .fill, !v.arrangedSubviews.isEmpty else { continue }
            let x = vars(v)
            contentSize.append(Constraint((stack.axis == .horizontal ? x.height : x.width) - 0, .lessThanOrEqual, priority: Priority(49)))
        }
        for v in views where v !== root && !v.madeConstraints.isEmpty {
            guard let size = intrinsic[ObjectIdentifier(v)] else { continue }
            let x = vars(v)
            let clamp = LayoutPriority.solverPriority
            if let w = size.width {
                contentSize += [Constraint(x.width - w, .lessThanOrEqual, priority: clamp(v.contentHugging.horizontal)),
                                Constraint(x.width - w, .greaterThanOrEqual, priority: clamp(v.compressionResistance.horizontal))]
            }
            if let h = size.height {
                contentSize += [Constraint(x.height - h, .lessThanOrEqual, priority: clamp(v.contentHugging.vertical)),
                                Constraint(x.height - h, .greaterThanOrEqual, priority: clamp(v.compressionResistance.vertical))]
            }
        }
        return Equations(fixed: fixed, equations: equations, sides: sides, installed: installed, contentSize: contentSize)
    }

    func solve() throws -> LayoutResult {
        let built = try equations()
        let fixed = built.fixed, equations = built.equations, contentSize = built.contentSize
        let fixedIDs: [ConstraintID]
        do {
            fixedIDs = try solver.add(fixed)
        } catch {
            throw LayoutError.invalidNumber("a frame holds an invalid number: \(error)")
        }
        // The canvas and fixed frames are the setting: a conflict's set names them only when needed.
        solver.markBackground(fixedIDs)
        // `fixed` begins with the root's left, top, width ≥ 0, height ≥ 0, width, height.
        var rootSizeIDs: Set<ConstraintID> = []
        if rootPriorities.0 >= 1000 { rootSizeIDs.insert(fixedIDs[4]) }
        if rootPriorities.1 >= 1000 { rootSizeIDs.insert(fixedIDs[5]) }
        let ids: [ConstraintID]
        do { ids = try solver.add(equations) } catch { throw LayoutError.invalidNumber("a constraint holds an invalid number: \(error)") }
        let contentIDs: [ConstraintID]
        do { contentIDs = try solver.add(contentSize) } catch { throw LayoutError.invalidNumber("an intrinsic size holds an invalid number: \(error)") }
        solver.solve()
        let assumed = try placePlaceholders()
        kept.value = (built, fixedIDs + ids + contentIDs, ids, rootSizeIDs)
        return try results(built, ids: ids, rootSizeIDs: rootSizeIDs, assumed: assumed)
    }

    /// Solves again in `previous`'s solver (this one reuses it) by changing the constants that
    /// moved — the root's size, the safe area's insets, labels' measured sizes — when the
    /// equations are otherwise the ones `previous` added (the same terms, relations and
    /// priorities, in the same order); nil when they are not, or when a changed constant would
    /// break a required constraint (a new conflict, whose broken member only solving from
    /// scratch decides as Auto Layout does).
    func solveByEdits(after previous: LayoutSolver) throws -> LayoutResult? {
        guard let old = previous.kept.value else { return nil }
        let built = try equations()
        let new = built.all, before = old.equations.all
        guard new.count == before.count, built.installed.count == old.equations.installed.count,
              zip(built.installed, old.equations.installed).allSatisfy({ $0 === $1 }) else { return nil }
        for (a, b) in zip(new, before) where a.relation != b.relation || a.priority != b.priority
            || a.expression.simplified.terms != b.expression.simplified.terms { return nil }
        for (i, (a, b)) in zip(new, before).enumerated() where a.expression.constant != b.expression.constant {
            do { try solver.setConstant(old.all[i], a.expression.constant) } catch { return nil }
        }
        solver.reoptimize()
        kept.value = (built, old.all, old.ids, old.rootSizeIDs)
        kept.described = previous.kept.described
        return try results(built, ids: old.ids, rootSizeIDs: old.rootSizeIDs, assumed: [:])
    }

    /// The solution read back: each constraint's state and sides, each view's frame, ambiguity
    /// and text.
    private func results(_ built: Equations, ids: [ConstraintID], rootSizeIDs: Set<ConstraintID>,
                         assumed: [ObjectIdentifier: [String]]) throws -> LayoutResult {
        let installed = built.installed, sides = built.sides
        let described = kept.described ?? installed.map { c in (c.dialectDescription, c.installedView?.id ?? c.firstView.id) }
        kept.described = described
        var solvedConstraints: [SolvedConstraint] = []
        var conflicts: [Conflict] = []
        let indexOf = Dictionary(uniqueKeysWithValues: ids.enumerated().map { ($1, $0) })
        for (i, c) in installed.enumerated() {
            let state: SolvedConstraint.State
            switch solver.state(of: ids[i]) {
            case .satisfied: state = .satisfied
            case .unmet(let e): state = .unmet(error: e)
            case .broken(let set):
                state = .broken
                // Frames of fixed views are part of the solver's set but not constraints of the user.
                conflicts.append(Conflict(broken: i, set: set.compactMap { indexOf[$0] }.sorted(),
                                          involvesRootSize: set.contains(where: rootSizeIDs.contains)))
            }
            var secondID: String?
            if let second = c.second {
                switch second {
                case .view(let v): secondID = v.id
                case .safeArea(let v): secondID = v.id + ".safeArea"
                }
            }
            solvedConstraints.append(SolvedConstraint(
                index: i, installedOn: described[i].installedOn, firstView: c.firstView.id,
                firstAttribute: c.firstAttribute, relation: c.relation, secondView: secondID, secondAttribute: c.secondAttribute,
                multiplier: c.multiplier, constant: c.constant, priority: c.priority, key: c.key,
                description: described[i].description, source: c.source, state: state, systemOrigin: c.systemOrigin,
                actual: evaluate(sides[i].0), wanted: evaluate(sides[i].1)))
        }

        var solved: [SolvedView] = []
        var absolute: [ObjectIdentifier: Rect] = [:], alignedAbsolute: [ObjectIdentifier: Rect] = [:]
        // Each range costs two throw-away solves; a picture of a hopelessly ambiguous layout
        // gains nothing from hundreds of ghost frames.
        var rangeBudget = 64
        // A frame the numbers could not hold (sums of huge constants): reported, never drawn.
        var outOfRange: String?
        func visit(_ v: View, depth: Int) {
            let id = ObjectIdentifier(v)
            let x = vars(v)
            // The variables are the alignment rectangle; the frame is it outset by the insets.
            let aligned = Rect(x: solver.value(of: x.left), y: solver.value(of: x.top), width: solver.value(of: x.width), height: solver.value(of: x.height))
            if ![aligned.minX, aligned.minY, aligned.width, aligned.height].allSatisfy({ $0.isFinite && $0.magnitude < 1e12 }) {
                outOfRange = outOfRange ?? v.key
            }
            let parentAligned = v.superview.flatMap { alignedAbsolute[ObjectIdentifier($0)] }
            let alignedAbs = v === root ? Rect(origin: .zero, size: aligned.size)
                : aligned.offsetBy(dx: parentAligned?.minX ?? 0, dy: parentAligned?.minY ?? 0)
            alignedAbsolute[id] = alignedAbs
            let i = v.alignmentRectInsets
            let abs = Rect(x: alignedAbs.minX - i.left, y: alignedAbs.minY - i.top,
                           width: alignedAbs.width + i.left + i.right, height: alignedAbs.height + i.top + i.bottom)
            absolute[id] = abs
            let parentFrame = v.superview.flatMap { absolute[ObjectIdentifier($0)] }
            let frame = v === root ? abs : abs.offsetBy(dx: -(parentFrame?.minX ?? 0), dy: -(parentFrame?.minY ?? 0))
            var ambiguous: [String] = []
            var ranges: [FreeRange] = []
            var candidates: [(String, Variable)] = []
            if !v.madeConstraints.isEmpty || v.placeholderFrame != nil { candidates = [("x", x.left), ("y", x.top), ("width", x.width), ("height", x.height)] }
            if let c = content[id] { candidates += [("contentWidth", c.width), ("contentHeight", c.height)] }
            for (name, variable) in candidates where solver.isAmbiguous(variable) {
                ambiguous.append(name)
                if rangeBudget > 0 {
                    rangeBudget -= 1
                    let r = solver.range(of: variable)
                    ranges.append(FreeRange(attribute: name, lower: r.lower, upper: r.upper))
                }
            }
            let contentSize = content[id].map { Size(width: solver.value(of: $0.width), height: solver.value(of: $0.height)) }
            // A label smaller than its text shows it cut off (UILabel ends the last line with "…").
            var cutOff: Size?
            // Down the label, UILabel draws as many lines as its height holds but always one (a
            // 20-point label in 17-point type, 20.29 a line, shows its line): cut off only when it
            // holds fewer lines than the text needs, as ViewLayer draws it.
            if let need = textNeeds[id], let label = v.label, !label.isStandIn, !label.text.isEmpty, let line = lineHeights[id], line > 0 {
                let inside = label.contentInsets.top + label.contentInsets.bottom
                let needed = max(1, ((need.height - inside) / line).rounded())
                let held = max(1, ((frame.height - inside) / line + 0.01).rounded(.down))
                if frame.width + 0.01 < need.width || held < needed { cutOff = need }
            }
            solved.append(SolvedView(id: v.id, key: v.key, otherNames: v.otherNames, kind: v.kind, parentID: v === root ? nil : v.superview?.id,
                                     frame: v === root ? abs : frame, absoluteFrame: abs,
                                     backgroundColor: v.backgroundColor, border: v.border, depth: depth, ambiguous: ambiguous,
                                     freeRanges: ranges, layoutMargins: v.layoutMargins,
                                     safeAreaInsets: v === root ? v.safeAreaInsets : .zero,
                                     label: v.label.map { $0.sized(root.contentSizeCategory) }, baselines: baselines[id], contentSize: contentSize,
                                     assumed: assumed[id] ?? [], isLayoutGuide: v.isLayoutGuide, textCutOff: cutOff,
                                     isHidden: v.isHidden, isControl: v.isControl, clipsToBounds: v.clipsToBounds))
            for child in v.subviews { visit(child, depth: depth + 1) }
        }
        visit(root, depth: 0)
        if let outOfRange {
            throw LayoutError.invalidNumber("view \"\(outOfRange)\" ends up out of range (beyond ±10¹² points): the constants and multipliers are too large to lay out")
        }
        return LayoutResult(views: solved, constraints: solvedConstraints, conflicts: conflicts, isRightToLeft: root.isRightToLeft)
    }
}
