import Layout

/// How a cell read from a source file gets its height, as UIKit gives it one: fitted to its
/// content when the content runs from its top to its bottom; else the row height its class gives
/// the app's table, else UITableView's standard 44 (said with how far the content reaches). Each
/// choice other than a plain fit is said through `say`.
///
/// A view or view controller drawn with a width only (`--size 375`) is fitted the same way; when
/// its content does not give it a height, no table gives it one either, so a height is asked for.
/// A view whose own constraints break at the screen's size is drawn at its own (`ownSize`).
struct CellFitting {
    let root: View
    let text: any TextMeasuring
    /// The tallest a cell is drawn: the screen's height.
    let tallest: Double
    /// A cell, which a table gives a row height; else a view given a width only.
    var isCell = true
    /// The file's name, for the message asking for a height.
    var file = ""
    /// A bar or header fitted to its content: with none, drawn as tall as the screen.
    var isBar = false
    /// The row height the cell's class gives its table (`+ (CGFloat)cellHeight`), and its name.
    var rowHeight: (height: Double, from: String)?
    /// A collection view's cell or header: its layout sizes it (no standard row height), so one
    /// whose content gives it no height is drawn as far as its content reaches.
    var isCollectionItem = false

    /// `note` says what changes no frame of the file's (a bar fitted to its content): never a
    /// reason for --strict to fail.
    func layOut(say: (String) throws -> Void, note: (String) -> Void = { _ in }) throws -> LayoutResult {
        // A collection view's cell is as tall as the item size its layout gives it (itemSize,
        // sizeForItemAt), not its content's fit, unless the app turns self-sizing on; the height
        // its class gives (`static var height: CGFloat { 70 }`) is what the app's layout uses.
        if isCell, isCollectionItem, let row = rowHeight {
            root.frame = Rect(x: 0, y: 0, width: root.frame.width, height: row.height)
            note("drawn \(formatPoints(row.height)) tall, the height its class gives its collection view's layout (\(row.from)) (--size \(formatPoints(root.frame.width))xHEIGHT for another)")
            return try root.layout(text: text)
        }
        var solved = try root.layout(text: text, fitting: .height)
        solved = try withoutNegativeHeights(solved, say: say)
        guard solved.root.frame.height < 0.5 else {
            if isBar {
                note("drawn \(formatPoints(solved.root.frame.height)) tall, as tall as its content, as the file does not say how tall its owner makes it (--size \(formatPoints(root.frame.width))xHEIGHT for another)")
            }
            return solved
        }
        if isBar {
            root.frame = Rect(x: 0, y: 0, width: root.frame.width, height: tallest)
            note("its content gives it no height (nothing with a height of its own runs from its top to its bottom), so it is drawn as tall as the screen (--size \(formatPoints(root.frame.width))xHEIGHT for another)")
            return try root.layout(text: text)
        }
        guard isCell else {
            let width = formatPoints(root.frame.width)
            throw UserError("\(file): --size \(width) gives a width only, and the view's content does not give it a height (nothing with a height of its own runs from its top to its bottom); give one with --size \(width)xHEIGHT")
        }
        return try withoutAFittedHeight(say: say)
    }

    /// Fitting pulls the content's height down, and a view whose height nothing in the file sets
    /// (a stack view filled at run time) goes below zero to let it: a cell of crushed views.
    /// UIKit's engine refuses negative sizes (docs/logs.md), so the fit is made again as UIKit
    /// makes it. Kept only when that fit is whole: a cell whose content still has no height, or
    /// whose views a container sized by a later step holds at zero, would show conflicts of the
    /// picture's making.
    private func withoutNegativeHeights(_ fitted: LayoutResult, say: (String) throws -> Void) throws -> LayoutResult {
        let collapsed = fitted.views.filter { $0.frame.height < -0.5 }
        guard !collapsed.isEmpty else { return fitted }
        for v in root.subtree { v.requiresNonNegativeSize = true }
        let refit = try root.layout(text: text, fitting: .height)
        guard refit.root.frame.height >= 0.5, refit.conflicts.count <= fitted.conflicts.count else {
            for v in root.subtree { v.requiresNonNegativeSize = false }
            return fitted
        }
        let names = collapsed.map { "\($0.key) (\(formatPoints($0.frame.height)))" }.joined(separator: ", ")
        let said = "fitting the \(isCell ? "cell" : "view")'s height would make the height of \(names) negative, as nothing in this file sets it; UIKit allows no negative size, so the \(isCell ? "cell" : "view") is fitted with \(collapsed.count == 1 ? "it" : "them") at 0"
        // What the running app gives those views (a stack's rows, an image) only adds to the
        // height: a fit shorter than the row UIKit's table would give the cell is drawn at that
        // row (the class's row height, else the standard 44), the views filling the rest.
        let row = rowHeight?.height ?? 44
        if isCell, !isCollectionItem, refit.root.frame.height < row - 0.5 {
            for v in root.subtree { v.requiresNonNegativeSize = false }
            root.frame = Rect(x: 0, y: 0, width: root.frame.width, height: row)
            let from = rowHeight.map { "the row height its class gives the table (\($0.from))" } ?? "UITableView's standard row height"
            try say(said + ", which makes it \(formatPoints(refit.root.frame.height)) tall: less than \(from), \(formatPoints(row)), which it is drawn at (--size \(formatPoints(root.frame.width))xHEIGHT for another)")
            return try root.layout(text: text)
        }
        try say(said)
        return refit
    }

    /// Nothing with a height of its own runs from the cell's top to its bottom, so Auto Layout
    /// gives it none, and UIKit's table gives it the row height the app sets (heightForRowAt,
    /// rowHeight), else its standard height, 44: UITableView logs "constraints ambiguously
    /// suggest a height of zero for a table view cell's content view … using standard height
    /// instead". Drawn so, as a device shows it; where its content reaches further down (drawn
    /// past the cell, over the next row), the message says how far, for `--size`.
    private func withoutAFittedHeight(say: (String) throws -> Void) throws -> LayoutResult {
        let width = root.frame.width
        if let row = rowHeight {
            root.frame = Rect(x: 0, y: 0, width: width, height: row.height)
            try say("its content gives the cell no height (nothing with a height of its own runs from its top to its bottom), so its fitted height is 0; drawn \(formatPoints(row.height)) tall, the row height its class gives the table (\(row.from)) (--size \(formatPoints(width))xHEIGHT for another)")
            return try root.layout(text: text)
        }
        root.frame = Rect(x: 0, y: 0, width: width, height: 44)
        let solved = try root.layout(text: text)
        let reach = solved.views.dropFirst().filter { $0.frame.height >= 0 && $0.frame.width >= 0 }.map(\.absoluteFrame.maxY).max() ?? 0
        // As far down as the content reaches, at most the screen's height.
        let height = min(reach.rounded(.up), max(44, tallest))
        if isCollectionItem, reach > 44.5 {
            try say("its content gives the collection view's cell no height (nothing with a height of its own runs from its top to its bottom), so its fitted height is 0; drawn \(formatPoints(height)) tall, as far as its content reaches, as the item size the app's layout gives it (itemSize, sizeForItemAt) would be (--size \(formatPoints(width))xHEIGHT for another)")
            root.frame = Rect(x: 0, y: 0, width: width, height: height)
            return try root.layout(text: text)
        }
        let beyond = reach > 44.5
            ? "; its content reaches \(formatPoints(height)) down, past the row, as it would on a device unless the app's table gives a row height (heightForRowAtIndexPath, rowHeight)"
            : ""
        try say("its content gives the cell no height (nothing with a height of its own runs from its top to its bottom), so its fitted height is 0; drawn 44 tall, UITableView's standard row height\(beyond) (--size \(formatPoints(width))xHEIGHT for another)")
        return solved
    }

    /// A view drawn at the screen's size whose own constraints require another (a popup 308 wide
    /// by its image's width): its owner adds it at the size they give it (`center` it, say), so
    /// it is drawn at that size, pulled towards the screen's only where its content lets it. Nil
    /// when that solves nothing the screen's size broke.
    static func ownSize(of root: View, breaking atScreen: LayoutResult, text: any TextMeasuring) throws -> LayoutResult? {
        let screen = root.frame.size
        let size = try root.systemLayoutSizeFitting(screen, horizontalFittingPriority: 999, verticalFittingPriority: 999, text: text)
        guard size.width >= 0.5, size.height >= 0.5, size != screen else { return nil }
        root.frame = Rect(x: 0, y: 0, width: size.width, height: size.height)
        let own = try root.layout(text: text)
        guard own.conflicts.count < atScreen.conflicts.count else {
            root.frame = Rect(x: 0, y: 0, width: screen.width, height: screen.height)
            return nil
        }
        return own
    }
}
