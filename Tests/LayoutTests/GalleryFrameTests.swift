import Gallery
import Testing
@testable import Layout

/// The solved frames of every gallery layout, each derived by hand from its constraints (the
/// derivation is the comment above the numbers). Canvas 320 × 416 unless said; labels are
/// measured with `GridText` (10 points a character, 20 a line, baseline 15).
@Suite struct GalleryFrameTests {
    func frames(_ name: String, state: Int? = nil) throws -> [String: Rect] {
        let layout = try #require(Gallery.layout(named: name))
        let result = try layout.makeView(state: state).layout(text: GridText())
        var out: [String: Rect] = [:]
        for v in result.views { out[v.id] = v.frame }
        return out
    }

    func problems(_ name: String, state: Int? = nil) throws -> (conflicts: Int, ambiguous: [String]) {
        let result = try Gallery.layout(named: name)!.makeView(state: state).layout(text: GridText())
        return (result.conflicts.count, result.views.filter { !$0.ambiguous.isEmpty }.map(\.id))
    }

    @Test func everyLayoutIsRegisteredOnce() {
        let names = Gallery.layouts.map(\.name)
        #expect(names.count == 15 && Set(names).count == 15)
    }

    /// Widths: 10 + w + 10 + w + 10 = 320 → w = 145. Heights: 10 + h + 10 + h + 10 = 416 → h = 193.
    @Test func basic() throws {
        let f = try frames("basic")
        #expect(f["greenView"] == Rect(x: 10, y: 10, width: 145, height: 193))
        #expect(f["redView"] == Rect(x: 165, y: 10, width: 145, height: 193))
        #expect(f["blueView"] == Rect(x: 10, y: 213, width: 300, height: 193))
        #expect(try problems("basic").conflicts == 0)
    }

    /// Centred, 100 × 100 at low priority, then × 1.3 per tap: 130, then 169 — all within
    /// 320 × 416. x = 160 − w/2, y = 208 − h/2.
    @Test func update() throws {
        #expect(try frames("update", state: 0)["growingButton"] == Rect(x: 110, y: 158, width: 100, height: 100))
        let grown = try #require(try frames("update", state: 1)["growingButton"])
        #expect(abs(grown.width - 130) < 1e-9 && abs(grown.minX - 95) < 1e-9 && abs(grown.minY - 143) < 1e-9)
        let twice = try #require(try frames("update", state: 2)["growingButton"])
        #expect(abs(twice.width - 169) < 1e-9 && abs(twice.minX - 75.5) < 1e-9 && abs(twice.minY - 123.5) < 1e-9)
    }

    /// 100 × 100 at (10, 10); moved: right 310, bottom 406 → (210, 306).
    @Test func remake() throws {
        #expect(try frames("remake", state: 0)["movingButton"] == Rect(x: 10, y: 10, width: 100, height: 100))
        #expect(try frames("remake", state: 1)["movingButton"] == Rect(x: 210, y: 306, width: 100, height: 100))
    }

    /// Purple: numbers relate to the superview's same edge: 20 … 320 − 20, 20 … 416 − 20.
    /// Orange: centre (160 + 0, 208 + 50), size 200 × 100 → origin (60, 208).
    @Test func constants() throws {
        let f = try frames("constants")
        #expect(f["purpleView"] == Rect(x: 20, y: 20, width: 280, height: 376))
        #expect(f["orangeView"] == Rect(x: 60, y: 208, width: 200, height: 100))
    }

    /// Each view is the one before inset by left +10, right −20, top +5, bottom −15: widths
    /// shrink by 30, heights by 20. view0 = (10, 5, 290, 396); view9 = (100, 50, 20, 216).
    @Test func sides() throws {
        let f = try frames("sides")
        for i in 0..<10 {
            let k = Double(i + 1)
            #expect(f["view\(i)"] == Rect(x: 10 * k, y: 5 * k, width: 320 - 30 * k, height: 416 - 20 * k))
        }
    }

    /// Halves of 208. Top inner: w = 3h, w ≤ 320, h ≤ 208, as close to 320 × 208 as it can:
    /// h = 320 / 3, centred → y = (208 − 106.667) / 2. Bottom inner: h = 3w, h ≤ 208 → w = 69.333,
    /// centred → x = (320 − 69.333) / 2.
    @Test func aspectFit() throws {
        let f = try frames("aspect-fit")
        #expect(f["topView"] == Rect(x: 0, y: 0, width: 320, height: 208))
        #expect(f["bottomView"] == Rect(x: 0, y: 208, width: 320, height: 208))
        let top = try #require(f["topInnerView"]), bottom = try #require(f["bottomInnerView"])
        #expect(abs(top.width - 320) < 1e-6 && abs(top.height - 320.0 / 3) < 1e-6 && abs(top.minY - (208 - 320.0 / 3) / 2) < 1e-6)
        #expect(abs(bottom.height - 208) < 1e-6 && abs(bottom.width - 208.0 / 3) < 1e-6 && abs(bottom.minX - (320 - 208.0 / 3) / 2) < 1e-6)
    }

    /// State 0 is the basic layout (the low-priority edges at inset 10 hold where they can).
    /// Inverted (insets 100): left errors |a − 100| + |b − 220| + |b| + |b + w − 220| with
    /// b = a + w are least at a = 100, w = 10; vertically the same reasoning gives y = 100,
    /// h = 58 (c = y + h = 158 minimises 2|c − 316| + c + |2c − 316| at y = 100); blue spans
    /// 100 … 220 and starts at 158 + 100.
    @Test func animated() throws {
        let f0 = try frames("animated", state: 0)
        #expect(f0["greenView"] == Rect(x: 10, y: 10, width: 145, height: 193))
        #expect(f0["blueView"] == Rect(x: 10, y: 213, width: 300, height: 193))
        let f1 = try frames("animated", state: 1)
        #expect(f1["greenView"] == Rect(x: 100, y: 100, width: 10, height: 58))
        #expect(f1["redView"] == Rect(x: 210, y: 100, width: 10, height: 58))
        #expect(f1["blueView"] == Rect(x: 100, y: 258, width: 120, height: 58))
    }

    /// Installed in the order written: blue's edges == 1 first, so blue is (1, 1, 320, 416);
    /// every later constraint that disagrees is broken (height ≥ 5000, left/bottom/right
    /// with padding, green's top ≥ 10, red's bottom). Green sits 10 above blue's top with
    /// blue's height: y = 1 − 10 − 416; red keeps its top at 10 and blue's height.
    @Test func debugging() throws {
        let result = try Gallery.layout(named: "debugging")!.makeView().layout(text: GridText())
        let f = Dictionary(uniqueKeysWithValues: result.views.map { ($0.id, $0.frame) })
        #expect(f["blueView"] == Rect(x: 1, y: 1, width: 320, height: 416))
        #expect(f["greenView"] == Rect(x: 10, y: -425, width: 145, height: 416))
        #expect(f["redView"] == Rect(x: 165, y: 10, width: 145, height: 416))
        let broken = result.conflicts.map { result.constraints[$0.broken] }
        #expect(broken.map { $0.key ?? "-" } == ["ConstantConstraint", "-", "BottomConstraint", "-", "-", "-"])
        #expect(broken.map { "\($0.firstView).\($0.firstAttribute.rawValue)" }
                == ["blueView.height", "blueView.left", "blueView.bottom", "blueView.right", "greenView.top", "redView.bottom"])
        // Composite keys are indexed as Masonry does.
        #expect(result.constraints.prefix(4).map(\.key) == ["ConflictingConstraint[0]", "ConflictingConstraint[1]",
                                                             "ConflictingConstraint[2]", "ConflictingConstraint[3]"])
    }

    /// GridText: the long text wraps at 240 into nine lines of at most 24 characters (the
    /// first pass squeezes the label to 250 − 10, the second wraps it there); eight are kept →
    /// 240 × 160. The short label ("Bacon", 50 × 20) ends at 310 and its top is the long
    /// label's last baseline: 10 + 160/2 + (7 · 20 + 15 − 160/2) = 165.
    @Test func labels() throws {
        let f = try frames("labels")
        #expect(f["longLabel"] == Rect(x: 10, y: 10, width: 240, height: 160))
        #expect(f["shortLabel"] == Rect(x: 260, y: 165, width: 50, height: 20))
    }

    /// Content: width of the scroll view (320), ten views of 25, 50 … 250 stacked from 0: the
    /// i-th starts at 25 · i(i+1)/2; the content's bottom is the last's: 1375.
    @Test func scrollView() throws {
        let result = try Gallery.layout(named: "scroll-view")!.makeView().layout()
        #expect(result.view(id: "scrollView")?.frame == Rect(x: 0, y: 0, width: 320, height: 416))
        #expect(result.view(id: "scrollView")?.contentSize == Size(width: 320, height: 1375))
        for i in 0..<10 {
            let top = 25.0 * Double(i * (i + 1) / 2)
            #expect(result.view(id: "view\(i)")?.frame == Rect(x: 0, y: top, width: 320, height: 25 * Double(i + 1)))
        }
        #expect(result.views.allSatisfy { $0.ambiguous.isEmpty })
    }

    /// GridText: "Raise" and "Lower" 50 × 20, "Center" 60 × 20; baselines 15 below the tops,
    /// at 208 + offset: tops 193, then 183 (raised, −10), then 203 (lowered, +10).
    @Test func array() throws {
        for (state, top) in [(0, 193.0), (1, 183.0), (2, 203.0)] {
            let f = try frames("array", state: state)
            #expect(f["lowerButton"] == Rect(x: 10, y: top, width: 50, height: 20))
            #expect(f["centerButton"] == Rect(x: 130, y: top, width: 60, height: 20))
            #expect(f["raiseButton"] == Rect(x: 260, y: top, width: 50, height: 20))
        }
    }

    /// Insets (15, 10, 15, 10) per first attribute: widths 10 + w + 10 + w + 10 = 320 → 145,
    /// heights 15 + h + 15 + h + 15 = 416 → 185.5.
    @Test func attributeChaining() throws {
        let f = try frames("attribute-chaining")
        #expect(f["greenView"] == Rect(x: 10, y: 15, width: 145, height: 185.5))
        #expect(f["redView"] == Rect(x: 165, y: 15, width: 145, height: 185.5))
        #expect(f["blueView"] == Rect(x: 10, y: 215.5, width: 300, height: 185.5))
    }

    /// view0 is the superview's margins (8 each side): (8, 8, 304, 400); each next one is the
    /// previous inset by its margins (5, 10, 15, 20): x +10, y +5, width −30, height −20.
    @Test func margins() throws {
        let f = try frames("margins")
        for i in 0..<10 {
            let k = Double(i)
            #expect(f["view\(i)"] == Rect(x: 8 + 10 * k, y: 8 + 5 * k, width: 304 - 30 * k, height: 400 - 20 * k))
        }
    }

    /// Fixed spacing: 5 + 4w + 3 · 20 + 5 = 320 → w = 62.5, x = 5 + 82.5 i. Fixed length 30
    /// from lead 200 to tail 30: the first at 200, the last ending at 290; the middle ones where
    /// Masonry's multipliers put them — equal steps of (290 − 30 − 200) / 3 = 20, so they overlap
    /// on this narrow canvas, as the example does on a small phone.
    @Test func distribute() throws {
        let f = try frames("distribute")
        for i in 0..<4 {
            #expect(f["spaced\(i)"] == Rect(x: 5 + 82.5 * Double(i), y: 60, width: 62.5, height: 60))
            let fixed = try #require(f["fixed\(i)"])
            #expect(abs(fixed.minX - (200 + 20 * Double(i))) < 1e-9 && fixed.width == 30 && fixed.minY == 180)
        }
    }

    /// iPhone 15: 393 × 852, safe area 59 … 818 (height 759). view1 = safe area inset 10;
    /// view2 and view3 centred, 40 and 60 smaller; 50-point labels at the corners, edge middles
    /// (y = 59 + 759/2 − 25 = 413.5, x = 393/2 − 25 = 171.5) and centre.
    @Test func safeArea() throws {
        let f = try frames("safe-area")
        #expect(f["view1"] == Rect(x: 10, y: 69, width: 373, height: 739))
        #expect(f["view2"] == Rect(x: 20, y: 79, width: 353, height: 719))
        #expect(f["view3"] == Rect(x: 30, y: 89, width: 333, height: 699))
        #expect(f["LT"] == Rect(x: 0, y: 59, width: 50, height: 50))
        #expect(f["RT"] == Rect(x: 343, y: 59, width: 50, height: 50))
        #expect(f["LB"] == Rect(x: 0, y: 768, width: 50, height: 50))
        #expect(f["RB"] == Rect(x: 343, y: 768, width: 50, height: 50))
        #expect(f["LY"] == Rect(x: 0, y: 413.5, width: 50, height: 50))
        #expect(f["RY"] == Rect(x: 343, y: 413.5, width: 50, height: 50))
        #expect(f["TX"] == Rect(x: 171.5, y: 59, width: 50, height: 50))
        #expect(f["BX"] == Rect(x: 171.5, y: 768, width: 50, height: 50))
        #expect(f["XY"] == Rect(x: 171.5, y: 413.5, width: 50, height: 50))
    }
}
