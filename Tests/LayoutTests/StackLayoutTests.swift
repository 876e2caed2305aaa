import Testing
@testable import Layout

/// UIStackView's layout as UIKit's own constraints give it, frames derived by hand.
@Suite struct StackLayoutTests {
    /// A stack with arranged views of the given fixed sizes, pinned at (10, 10) of a 300 × 200 root.
    func stack(_ layout: StackLayout, sizes: [(Double?, Double?)], stackSize: (Double?, Double?) = (nil, nil)) throws -> LayoutResult {
        let (root, v) = tree(300, 200, ["stack"])
        let stackView = v[0]
        stackView.stack = layout
        for (i, size) in sizes.enumerated() {
            let item = View(id: "v\(i)")
            stackView.addSubview(item)
            stackView.arrangedSubviews.append(item)
            item.intrinsicContentSize = IntrinsicSize(width: size.0, height: size.1)
        }
        for c in stackView.stackConstraints() { c.firstView.install([c]) }
        try make(stackView, [.left, .top], .equal, .superview, [.offset(10)])
        if let w = stackSize.0 { try make(stackView, [.width], .equal, .number(w)) }
        if let h = stackSize.1 { try make(stackView, [.height], .equal, .number(h)) }
        return try root.layout()
    }

    /// Fill along, fill across: 40 + 8 + 60 = 108 wide, every view as tall as the stack (50).
    @Test func horizontalFillWithSpacing() throws {
        let r = try stack(StackLayout(spacing: 8), sizes: [(40, 20), (60, 30)], stackSize: (nil, 50))
        #expect(r.view(id: "stack")?.frame == Rect(x: 10, y: 10, width: 108, height: 50))
        #expect(r.view(id: "v0")?.frame == Rect(x: 0, y: 0, width: 40, height: 50))
        #expect(r.view(id: "v1")?.frame == Rect(x: 48, y: 0, width: 60, height: 50))
        #expect(r.constraints.allSatisfy { $0.state == .satisfied })
    }

    /// Vertical, fill equally in a 100-tall stack with 10 between: (100 − 20) / 3 ≈ 26.67 each;
    /// fill across a 120-wide stack.
    @Test func verticalFillEqually() throws {
        let r = try stack(StackLayout(axis: .vertical, distribution: .fillEqually, spacing: 10), sizes: [(nil, nil), (nil, nil), (nil, nil)],
                          stackSize: (120, 100))
        let h = 80.0 / 3
        for i in 0..<3 {
            let f = try #require(r.view(id: "v\(i)")?.frame)
            #expect(abs(f.minY - Double(i) * (h + 10)) < 1e-9 && abs(f.height - h) < 1e-9 && f.width == 120 && f.minX == 0)
        }
    }

    /// Centre alignment: the stack is as tall as its tallest view (30); the shorter is centred.
    @Test func centreAlignmentHugsTheTallest() throws {
        let r = try stack(StackLayout(alignment: .center, spacing: 4), sizes: [(20, 10), (20, 30)])
        #expect(r.view(id: "stack")?.frame == Rect(x: 10, y: 10, width: 44, height: 30))
        #expect(r.view(id: "v0")?.frame == Rect(x: 0, y: 10, width: 20, height: 10))
        #expect(r.view(id: "v1")?.frame == Rect(x: 24, y: 0, width: 20, height: 30))
        #expect(r.views.allSatisfy { $0.ambiguous.isEmpty })
    }

    /// Equal spacing in a 200-wide stack: 200 − (20 + 30 + 50) = 100 left, 50 per gap.
    @Test func equalSpacingSharesTheRest() throws {
        let r = try stack(StackLayout(distribution: .equalSpacing, alignment: .leading), sizes: [(20, 10), (30, 10), (50, 10)], stackSize: (200, 40))
        #expect(r.view(id: "v0")?.frame.minX == 0)
        #expect(r.view(id: "v1")?.frame.minX == 70)
        #expect(r.view(id: "v2")?.frame.minX == 150)
        #expect(r.view(id: "v2")?.frame.minY == 0, "leading: at the top")
        #expect(r.views.filter(\.isLayoutGuide).count == 2)
    }
}
