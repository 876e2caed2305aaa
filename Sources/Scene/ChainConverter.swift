import Layout

/// Puts a read chain (ChainSpec, views named by id) on the view tree: the Layout chain that
/// makes its constraints, for scenes and source files alike.
struct ChainConverter {
    let byID: [String: View]
    let dialect: Dialect

    func convert(_ spec: ChainSpec, view: View, source: String) -> ConstraintChain {
        ConstraintChain(view: view, attributes: spec.attributes.flatMap(\.value.attributes), relation: spec.relation?.value,
                        target: spec.target.map { target($0.value) }, modifiers: spec.modifiers.map(\.value),
                        dialect: dialect == .snapkit ? .snapkit : .masonry, source: source)
    }

    /// `scrollView.contentLayoutGuide`, `….frameLayoutGuide`: made on the scroll view when a
    /// chain first names it (ChainReader names it by the scroll view's id and the guide's name).
    private func scrollGuide(_ id: String) -> View {
        let name = View.guideNames.first { id.hasSuffix("." + $0) }!
        return byID[String(id.dropLast(name.count + 1))]!.guide(named: name)
    }

    func target(_ t: ChainSpec.Target) -> ChainTarget {
        t.mapItems { (name: ChainSpec.ItemName) -> LayoutItem in
            switch name {
            case .view(let id): return .view(byID[id] ?? scrollGuide(id))
            case .safeArea(let id): return .safeArea(byID[id]!)
            }
        }
    }
}
