import Layout
import Testing
@testable import ConsoleLog

/// Logs rebuilt as layouts, with the frames derived by hand.
@Suite struct LogLayoutTests {
    func layout(_ name: String, block: Int = 0) throws -> LogLayout {
        try LogLayout(log: try LogFixture.read(name), block: block, sourceName: name + ".log")
    }

    func view(_ l: LogLayout, _ name: String) throws -> SolvedView { try #require(l.result.view(id: name)) }

    @Test func aCellTooShortForItsContent() throws {
        let l = try layout("uikit-encapsulated-height")
        // The content view: 375 × 380 from its encapsulated size; its place is not in the log
        // (x, y assumed), so it sits at the canvas padding, 24.
        let content = try view(l, "UITableViewCellContentView")
        #expect(content.frame == Rect(x: 24, y: 24, width: 375, height: 380))
        #expect(content.assumed == ["x", "y"])
        // The image: 16 in from each side (375 − 32 = 343 wide), 24 from the top; UIKit broke its
        // height ≥ 330, so it gets what is left: 380 − 24 − 10 − 16 − 16 = 314.
        let image = try view(l, "UIImageView")
        #expect(image.parentID == "UITableViewCellContentView")
        #expect(image.frame == Rect(x: 16, y: 24, width: 343, height: 314))
        #expect(image.assumed.isEmpty)
        // The label: at the leading margin (8), 10 below the image (24 + 314 + 10 = 348), 16 tall;
        // nothing gives its width, so it has the stand-in 100.
        let label = try view(l, "UILabel 'Summer sale'")
        #expect(label.parentID == "UITableViewCellContentView")
        #expect(label.frame == Rect(x: 8, y: 348, width: 100, height: 16))
        #expect(label.assumed == ["width"])
        // The canvas holds it all with 24 around (375 + 48 = 423 wide, 380 + 48 = 428 tall).
        #expect(l.result.root.frame.size == Size(width: 423, height: 428))
        // UIKit's broken constraint is the solver's too, and the encapsulated sizes are UIKit's.
        #expect(l.result.conflicts.count == 1)
        let broken = l.result.constraints[l.result.conflicts[0].broken]
        #expect(broken.description == "<NSLayoutConstraint:0x600003a1c0a0 UIImageView:0x7fa1c2d0a100.height >= 330   (active)>")
        #expect(broken.source == "uikit-encapsulated-height.log:7")
        #expect(l.result.constraints.filter { $0.systemOrigin == "UIKit" }.count == 2)
    }

    @Test func buttonsInARowTooWideForTheirView() throws {
        let l = try layout("uikit-vfl-autoresizing")
        // The view's width, 280, comes from its autoresizing mask; the rest of it is assumed.
        let container = try view(l, "UIView")
        #expect(container.frame.width == 280 && container.assumed == ["x", "y", "height"])
        // Cancel: 80 wide, 20 from the right: x = 280 − 20 − 80 = 180.
        let cancel = try view(l, "UIButton 'Cancel'")
        #expect(cancel.parentID == "UIView")
        #expect(cancel.frame.minX == 180 && cancel.frame.width == 80)
        // Save: 20 from the left, 8 before Cancel: 180 − 8 − 20 = 152 wide (its ≥ 200 broken);
        // at least 12 from the top, and nothing lower, so 12.
        let save = try view(l, "UIButton 'Save'")
        #expect(save.frame.minX == 20 && save.frame.width == 152 && save.frame.minY == 12)
    }

    @Test func aMasonryCardNamesItsViewsByKey() throws {
        let l = try layout("masonry-keys")
        // card 320 wide (the stand-in for an outermost view of unknown width), 480 tall.
        let card = try view(l, "card")
        #expect(card.frame.size == Size(width: 320, height: 480))
        // headerView: half the card's width, 20 from its top, 300 tall.
        let header = try view(l, "headerView")
        #expect(header.parentID == "card")
        #expect(header.frame.minY == 20 && header.frame.size == Size(width: 160, height: 300))
        // titleLabel: 12 below the header (20 + 300 + 12 = 332), 30 tall; its bottom == card.bottom − 140 broken.
        let title = try view(l, "titleLabel")
        #expect(title.parentID == "card")
        #expect(title.frame.minY == 332 && title.frame.height == 30)
        // The optional width == 200 ^high holds: nothing else sets the width.
        #expect(title.frame.width == 200)
    }

    @Test func guidesAreGuidesAndTheSafeAreaComesFromTheLog() throws {
        let l = try layout("safe-area-guide")
        let guide = try view(l, "safe area")
        #expect(guide.isLayoutGuide)
        // 47 below the root's top, 34 above its bottom: 844 − 47 − 34 = 763 tall.
        #expect(guide.frame.minY == 47 && guide.frame.height == 763)
        #expect(guide.parentID == "UIView …c410")
        // The content view: 20 inside the guide at either end: 763 − 40 = 723 tall (its 900 broken).
        let content = try view(l, "UIView …c6b0")
        #expect(content.frame.height == 723)
    }

    @Test func aSizeIsNeverNegative() throws {
        let log = LogReader.read("""
            (
                "<NSLayoutConstraint:0x6000001f8b40 UIView:0x7f85a4c25e00.width == - 16   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6000001f8b40 UIView:0x7f85a4c25e00.width == - 16   (active)>
            """)
        let l = try LogLayout(log: log, block: 0, sourceName: "alert.log")
        #expect(l.result.conflicts == [Conflict(broken: 0, set: [0])])
        #expect(try #require(l.result.view(id: "UIView")).frame.width >= 0)
    }

    @Test func inactiveConstraintsAreLeftOutAndSaidSo() throws {
        let log = LogReader.read("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0x2.width == 20   (inactive)>",
                "<NSLayoutConstraint:0x4 UIView:0x2.width == 30   (active)>"
            )
            """)
        let l = try LogLayout(log: log, block: 0, sourceName: "x.log")
        #expect(l.leftOut.map(\.index) == [1] && l.leftOut[0].reason == "inactive")
        #expect(l.constraintIndex == [0, 2])
    }

    @Test func sameBytesWhateverTheOrderOfItems() throws {
        // Names and picture depend on the text only: reading twice gives the same frames and names.
        let a = try layout("appkit-window"), b = try layout("appkit-window")
        #expect(a.names == b.names)
        #expect(a.result.views.map(\.absoluteFrame) == b.result.views.map(\.absoluteFrame))
    }
}
