import Layout

extension SourceReading {
    /// `UIEdgeInsetsMake(t, l, b, r)`, `UIEdgeInsets(top:left:bottom:right:)`,
    /// `NSDirectionalEdgeInsetsMake(t, leading, b, trailing)`, `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`,
    /// `.init(…)`, `UIEdgeInsetsZero`, `.zero` at `k`, with numbers the file gives; leading is
    /// taken as left and trailing as right (left to right). nil for anything else.
    func insets(at k: Int) -> EdgeInsets? {
        if ["UIEdgeInsetsZero", "NSDirectionalEdgeInsetsZero"].contains(identifier(k) ?? "") || (isP(k, ".") && identifier(k + 1) == "zero")
            || (["UIEdgeInsets", "NSDirectionalEdgeInsets"].contains(identifier(k) ?? "") && isP(k + 1, ".") && identifier(k + 2) == "zero") {
            return .zero
        }
        var open = k + 1
        if isP(k, "."), identifier(k + 1) == "init" { open = k + 2 }
        let makers = ["UIEdgeInsetsMake", "UIEdgeInsets", "NSDirectionalEdgeInsetsMake", "NSDirectionalEdgeInsets"]
        guard makers.contains(identifier(k) ?? "") || (isP(k, ".") && identifier(k + 1) == "init"), isP(open, "(") else { return nil }
        guard let arguments = numericArguments(open: open), arguments.count == 4 else { return nil }
        // Labels say which side each is; without them, top, left (leading), bottom, right (trailing).
        var sides: [String: Double] = [:]
        let order = ["top", "left", "bottom", "right"]
        for (n, (label, value)) in arguments.enumerated() {
            var side = label ?? order[n]
            if side == "leading" { side = "left" }
            if side == "trailing" { side = "right" }
            guard order.contains(side) else { return nil }
            sides[side] = value
        }
        guard sides.count == 4 else { return nil }
        return EdgeInsets(top: sides["top"]!, left: sides["left"]!, bottom: sides["bottom"]!, right: sides["right"]!)
    }

    /// The root's margins: a view controller's are the system minimum (16 or 20 at the sides)
    /// from the safe area, and margins the code sets count only where they are larger (UIKit
    /// keeps the system minimum while `viewRespectsSystemMinimumLayoutMargins` is true); with
    /// `insetsLayoutMarginsFromSafeArea = false` they are measured from the bounds. Any other
    /// root takes the margins its code sets.
    func applyRootMargins(to root: View, kind: SourceClass.Kind) {
        let names = ["self", "view", "self.view", "contentView", "self.contentView"]
        let set = names.lazy.compactMap { marginsSet[$0] }.first
        let outside = names.contains { marginsOutsideSafeArea.contains($0) }
        let noMinimum = names.contains { noSystemMinimumMargins.contains($0) }
        guard kind == .viewController else {
            if let set { root.layoutMargins = set }
            return
        }
        let safeArea = outside ? EdgeInsets.zero : root.safeAreaInsets
        let system = View.viewControllerRootMargins(width: root.frame.width, safeArea: .zero)
        let own = set ?? (noMinimum ? EdgeInsets(top: 8, left: 8, bottom: 8, right: 8) : .zero)
        let floor = noMinimum ? EdgeInsets.zero : system
        root.layoutMargins = EdgeInsets(top: safeArea.top + max(own.top, floor.top), left: safeArea.left + max(own.left, floor.left),
                                        bottom: safeArea.bottom + max(own.bottom, floor.bottom), right: safeArea.right + max(own.right, floor.right))
    }
}
