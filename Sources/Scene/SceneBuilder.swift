import Layout

/// Builds the view tree of a scene and installs its chains, reporting misuse at the chain's
/// position in the scene file.
struct SceneBuilder {
    let document: SceneDocument
    var byID: [String: View] = [:]

    init(document: SceneDocument) { self.document = document }

    mutating func build() throws(SceneError) -> View {
        let canvas = document.canvas
        let root = View(id: SceneDecoder.rootID, frame: Rect(x: 0, y: 0, width: canvas.width, height: canvas.height))
        root.backgroundColor = canvas.background
        root.safeAreaInsets = canvas.safeArea
        root.displayScale = canvas.scale
        root.contentSizeCategory = canvas.textSize
        if let m = canvas.margins { root.layoutMargins = m }
        root.isRightToLeft = canvas.direction == .rtl
        byID[root.id] = root
        func make(_ spec: ViewSpec, into parent: View) {
            let view = View(id: spec.id, kind: spec.kind, key: spec.key, frame: spec.frame ?? .zero)
            view.backgroundColor = spec.color
            view.border = spec.border
            if let m = spec.margins { view.layoutMargins = m }
            if let l = spec.label {
                view.label = LabelContent(text: l.text, font: l.font, textColor: l.textColor, numberOfLines: l.lines,
                                          alignment: TextAlignment(rawValue: l.alignment) ?? .natural,
                                          preferredMaxLayoutWidth: l.preferredMaxWidth, contentInsets: l.contentInsets)
                view.label?.isButtonTitle = l.isButtonTitle
            }
            view.isControl = spec.isControl
            view.isHidden = spec.hidden
            view.clipsToBounds = spec.clips
            view.intrinsicContentSize = IntrinsicSize(width: spec.intrinsicWidth, height: spec.intrinsicHeight)
            if let titles = spec.segments, !titles.isEmpty { view.segments = UIKitControl.segmented(titles) }
            view.alignmentRectInsets = spec.alignmentInsets
            if let h = spec.hugging.horizontal { view.contentHugging.horizontal = h }
            if let v = spec.hugging.vertical { view.contentHugging.vertical = v }
            if let h = spec.compressionResistance.horizontal { view.compressionResistance.horizontal = h }
            if let v = spec.compressionResistance.vertical { view.compressionResistance.vertical = v }
            parent.addSubview(view)
            byID[spec.id] = view
            for child in spec.subviews { make(child, into: view) }
        }
        for spec in document.views { make(spec, into: root) }

        for spec in document.allViews {
            for source in spec.make { try install(source, for: byID[spec.id]!) }
        }
        for group in document.groups {
            let views = group.views.map { byID[$0]! }
            for source in group.make {
                for v in views { try install(source, for: v) }
            }
            if let d = group.distribute {
                do {
                    let constraints = try View.distribute(views, horizontally: d.axis == .horizontal, fixedSpacing: d.fixedSpacing,
                                                          fixedItemLength: d.fixedItemLength, leadSpacing: d.leadSpacing, tailSpacing: d.tailSpacing)
                    for c in constraints { c.firstView.install([c]) }
                } catch {
                    throw SceneError(file: document.file, location: group.location, message: error.message)
                }
            }
        }
        return root
    }

    /// Applies one step to the built tree: make, update, remake, then removals and constants.
    func apply(_ step: StepSpec) throws(SceneError) {
        for (id, sources) in step.make { for s in sources { try install(s, for: byID[id]!, as: .make) } }
        for (id, sources) in step.update { for s in sources { try install(s, for: byID[id]!, as: .update) } }
        for (id, sources) in step.remake {
            byID[id]!.uninstallAllConstraints()
            for s in sources { try install(s, for: byID[id]!, as: .remake) }
        }
        let all = allConstraints()
        // A composite's key names all its children (`size` keyed "tagSize" is tagSize[0], tagSize[1]).
        func keyed(_ key: String) -> [LayoutConstraint] {
            all.filter { c in c.key == key || (c.key.map { $0.hasPrefix(key + "[") && $0.hasSuffix("]") } ?? false) }
        }
        for key in step.remove {
            let matching = keyed(key)
            guard !matching.isEmpty else { throw unknownKey(key, in: step, all) }
            for c in matching { c.firstView.uninstall(c) }
        }
        for (key, value) in step.constants {
            let matching = keyed(key)
            guard !matching.isEmpty else { throw unknownKey(key, in: step, all) }
            for c in matching { c.constant = value }
        }
    }

    private func allConstraints() -> [LayoutConstraint] {
        var result: [LayoutConstraint] = []
        func visit(_ v: View) { result += v.madeConstraints; v.subviews.forEach(visit) }
        visit(byID[SceneDecoder.rootID]!)
        return result
    }

    private func unknownKey(_ key: String, in step: StepSpec, _ all: [LayoutConstraint]) -> SceneError {
        let keys = Array(Set(all.compactMap(\.key))).sorted()
        let guess = closestMatch(to: key, in: keys).map { " (did you mean \"\($0)\"?)" } ?? ""
        return SceneError(file: document.file, location: step.location,
                          message: "no constraint has the key \"\(key)\"\(guess); keys are set with key(@\"...\") or labeled(\"...\")")
    }

    /// One `make` string (one or several chains) for one view: `make` adds; `update` changes
    /// the constant of the view's constraint with the same items, attributes, relation,
    /// multiplier and priority, else adds (SnapKit's update fails when nothing matches).
    ///
    /// A pasted call is installed as the code would run it, on its receiver (which may be
    /// another view of the scene), by its own operation: an update with nothing to update and a
    /// remake of a view without constraints make them, as in Masonry and SnapKit. Chains on their
    /// own are the view's, by `operation`. Blocks go in the order they are written.
    func install(_ source: ChainSource, for view: View, as operation: ChainText.Operation = .make) throws(SceneError) {
        for (index, block) in source.parsed.blocks.enumerated() {
            let target = source.receivers.indices.contains(index) ? source.receivers[index].flatMap { byID[$0] } ?? view : view
            var op = block.operation ?? operation
            // An update of a view without constraints is a make, for the whole block.
            if op == .update && target.madeConstraints.isEmpty { op = .make }
            // A remake starts over, except where the step's own remake already did.
            if block.operation == .remake && !(operation == .remake && target === view) { target.uninstallAllConstraints() }
            for spec in block.chains {
                let at = source.location(ofOffset: spec.offset)
                let chain = ChainConverter(byID: byID, dialect: document.dialect).convert(spec, view: target, source: "\(fileName(of: document.file)):\(at)")
                do throws(ChainMisuse) {
                    try target.apply(try chain.constraints(), as: op == .update ? .update : .make,
                                     dialect: document.dialect == .snapkit ? .snapkit : .masonry)
                } catch {
                    throw SceneError.inChain(file: document.file, node: source.node, text: source.text,
                                             error: ChainSyntaxError(offset: error.modifier.map { spec.modifiers[$0].offset } ?? spec.offset,
                                                                     length: error.modifier.map { spec.modifiers[$0].length } ?? spec.length,
                                                                     message: error.message))
                }
            }
        }
    }

}
