import Foundation
import Layout
import Testing
@testable import ConsoleLog

/// The bundled logs (Fixtures/logs, written for these tests in each framework's exact format).
enum LogFixture {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/logs")

    static func text(_ name: String) throws -> String {
        try String(contentsOf: folder.appendingPathComponent(name + ".log"), encoding: .utf8)
    }

    static func read(_ name: String) throws -> ConsoleLog { LogReader.read(try text(name)) }
}

/// Whole logs: reports, break lines, prefixes, escapes, cut-off lists, who made what.
@Suite struct LogReaderTests {
    @Test func uikitReportWithPrefixAndFooter() throws {
        let log = try LogFixture.read("uikit-encapsulated-height")
        #expect(log.blocks.count == 1)
        let block = log.blocks[0]
        #expect(block.hasHeader && !block.isCutOff)
        #expect(block.firstLine == 1 && block.lastLine == 19)
        #expect(block.constraints.count == 10)
        #expect(block.broken == 0)
        #expect(block.constraints[0].line == 7 && block.constraints[0].column == 6)
        #expect(block.constraints.map(\.origin) == [.app, .app, .app, .app, .app, .app, .app, .app, .encapsulatedSize, .encapsulatedSize])
        #expect(log.warnings.isEmpty && log.otherLines.isEmpty)
        #expect(!log.isAppKit && !log.hasMasonry)
    }

    @Test func syslogPrefixesAndTheVisualFormat() throws {
        let log = try LogFixture.read("uikit-vfl-autoresizing")
        let block = log.blocks[0]
        #expect(block.constraints.count == 7 && block.broken == 1)
        #expect(block.constraints[6].origin == .autoresizingMask)
        #expect(block.constraints[6].autoresizingMask == "h=--& v=--&")
        #expect(log.otherLines.isEmpty, "the prefixed '(' and ')' lines are the list's own")
        #expect(log.items["0x7f9b3a418e40"]?.quoted == "Save")
    }

    @Test func appKitHeaderAndFooter() throws {
        let log = try LogFixture.read("appkit-window")
        #expect(log.isAppKit)
        #expect(log.blocks.count == 1 && log.blocks[0].broken == 3)
        #expect(log.blocks[0].constraints[6].equation.second?.item == "0x7fd4a1e19d00")
        #expect(log.items["0x7fd4a1e19d00"]?.className == "NSThemeFrame")
    }

    @Test func masonryKeysAndItsSwizzledSystemConstraints() throws {
        let log = try LogFixture.read("masonry-keys")
        #expect(log.hasMasonry)
        let block = log.blocks[0]
        #expect(block.constraints.map(\.ref) == ["0x60000129c0a0", "header[0]", "header[1]", "0x60000129c1e0", "0x60000129c230", "0x60000129c280", "ConflictingConstraint[0]", "42"])
        #expect(block.broken == 6)
        #expect(block.constraints[0].origin == .autoresizingMask)
        #expect(block.constraints[5].equation.priority == 750)
        #expect(log.items["card"]?.className == "CardView")
    }

    @Test func markdownEscapesBlockquotesAndTwoReports() throws {
        let log = try LogFixture.read("markdown-pasted")
        #expect(log.blocks.count == 2)
        #expect(log.blocks.map(\.broken) == [1, 1])
        #expect(log.blocks[0].constraints[1].equation.relation == .greaterThanOrEqual)
        #expect(log.blocks[1].constraints[1].equation.relation == .lessThanOrEqual)
        // The person's own words around the quote are other text, said, not dropped.
        #expect(log.otherLines == [1, 15])
        // Columns point into the file as written, escapes included.
        #expect(log.blocks[0].constraints[0].line == 6 && log.blocks[0].constraints[0].column == 8)
    }

    /// `_autolayoutTrace` view trees as lldb and UIKit print them (old marks, new marks with
    /// attributes, the synopsis with its legend): each view counted, the ambiguous ones kept
    /// once with their attributes, nothing left as "other" text but a person's own words.
    @Test func autolayoutTraceTrees() {
        let text = """
        (lldb) po [[UIWindow keyWindow] _autolayoutTrace]

        *<UIWindow:0x7f8a01c0> - AMBIGUOUS LAYOUT
        |   *<UIView:0x7f8a0300>
        |   |   *<UILabel:0x7f8a0420> - AMBIGUOUS LAYOUT
        |   |   +<UIImageView:0x7f8a0540>
        |   |
        2024-05-02 10:11:12.345678+0200 Demo[81:9] [LayoutConstraints] View has an ambiguous layout. See "Auto Layout Guide: Ambiguous Layouts" for help debugging. Displaying synopsis from invoking -[UIView _autolayoutTrace] to provide additional detail.

        |   •UITableViewCellContentView:0x6000a1
        |   |   *UILabel:0x6000b2'Price - 12'- AMBIGUOUS LAYOUT for UILabel:0x6000b2'Price - 12'.minY{id: 41}, UILabel:0x6000b2'Price - 12'.Height{id: 42}
        |   |   *UILabel:0x6000c3- AMBIGUOUS LAYOUT for UILabel:0x6000c3.Width{id: 7}
        |   |   _UITableViewCellSeparatorView:0x6000d4
        *UILabel:0x6000b2'Price - 12'- AMBIGUOUS LAYOUT for UILabel:0x6000b2'Price - 12'.minX{id: 40}

        Legend:
        	* - is laid out with auto layout
        	+ - is laid out manually, but is represented in the layout engine because translatesAutoresizingMaskIntoConstraints = YES
        	• - layout engine host
        The UILabel:0x6000c3 is the one I meant.
        """
        let log = LogReader.read(text)
        #expect(log.blocks.isEmpty && log.warnings.isEmpty)
        #expect(log.traceViews == 9)
        #expect(log.ambiguities.map(\.item.ref) == ["0x7f8a01c0", "0x7f8a0420", "0x6000b2", "0x6000c3"])
        #expect(log.ambiguities.map(\.item.className) == ["UIWindow", "UILabel", "UILabel", "UILabel"])
        #expect(log.ambiguities.map(\.line) == [3, 5, 11, 12])
        #expect(log.ambiguities.map(\.column) == [3, 11, 10, 10])
        #expect(log.ambiguities[2].item.quoted == "Price - 12")
        #expect(log.ambiguities.map(\.attributes) == [[], [], ["minY", "Height", "minX"], ["Width"]])
        // The person's sentence names a view but is no line of a tree.
        #expect(log.otherLines == [20])
        // What to ask lldb for: the axis of the first attribute named, vertical without one.
        #expect(log.ambiguities.map(LogReport.constraintsCommand) == [
            "po [0x7f8a01c0 constraintsAffectingLayoutForAxis:1]", "po [0x7f8a0420 constraintsAffectingLayoutForAxis:1]",
            "po [0x6000b2 constraintsAffectingLayoutForAxis:1]", "po [0x6000c3 constraintsAffectingLayoutForAxis:0]",
        ])
    }

    /// A paste set in bold line by line (an issue tracker's sync): the list's own punctuation,
    /// `**(**` and `**)**`, is the frameworks', not text of the person's.
    @Test func boldLines() {
        let log = LogReader.read("""
        **Unable to simultaneously satisfy constraints.**

        **(**

        **"<NSLayoutConstraint:0x600001 UIView:0x7f01.width == 100   (active)>",**

        **"<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>"**

        **)**

        **Will attempt to recover by breaking constraint**
        **<NSLayoutConstraint:0x600002 UIView:0x7f01.width == 120   (active)>**
        """)
        #expect(log.blocks.count == 1 && log.blocks[0].constraints.count == 2 && log.blocks[0].broken == 1)
        #expect(log.otherLines.isEmpty && log.warnings.isEmpty)
        // The same sync turns the visual format's `-(8)-` into Markdown's strikethrough.
        let struck = LogReader.read(#"**"<NSLayoutConstraint:0x600003 V:|~~(8)~~[UIView:0x7f02]   (active, names: '|':UIView:0x7f03 )>",**"#)
        #expect(struck.warnings.isEmpty && struck.blocks.first?.constraints.first?.equation.constant == 8)
    }

    @Test func aListCutOffPartWay() throws {
        let log = try LogFixture.read("truncated")
        #expect(log.blocks.count == 1)
        #expect(log.blocks[0].isCutOff && log.blocks[0].broken == nil)
        #expect(log.blocks[0].constraints.count == 3)
        #expect(log.warnings == [LogWarning(line: 7, column: 6, message: "this constraint is cut off (no '>' closes it); it is left out")])
    }

    @Test func whoMadeEachConstraint() throws {
        #expect(try LogFixture.read("keyboard-internal").blocks[0].constraints.allSatisfy { $0.origin == .frameworkInternal })
        #expect(try LogFixture.read("stackview-hiding").blocks[0].constraints.map(\.origin) == [.app, .stackView])
        #expect(try LogFixture.read("temporary-width").blocks[0].constraints.map(\.origin) == [.app, .app, .app, .temporarySize])
        #expect(try LogFixture.read("content-size").blocks[0].constraints.map(\.origin) == [.contentSize, .app])
        #expect(try LogFixture.read("safe-area-guide").blocks[0].constraints.map(\.origin)
                == [.app, .app, .app, .layoutGuide, .layoutGuide, .encapsulatedSize])
        #expect(try LogFixture.read("snapkit-file-line").blocks[0].constraints.map(\.sourceLocation)
                == ["ForecastView.swift#38", "ForecastView.swift#39", "ForecastView.swift#44", "ForecastView.swift#45", nil])
    }

    @Test func aBreakLineOnItsOwnAndOnTheSameLine() {
        let log = LogReader.read("""
            Conflicting constraints detected: (
                "<NSLayoutConstraint:0x1 NSView:0x2.width == 10   (active)>",
                "<NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>"
            ).

            Will attempt to recover by breaking <NSLayoutConstraint:0x3 NSView:0x2.width == 20   (active)>.
            """)
        #expect(log.blocks.count == 1 && log.blocks[0].broken == 1 && !log.blocks[0].isCutOff)
    }

    @Test func descriptionsWhoseBracketsWereEaten() {
        let log = LogReader.read("""
            > (
            >     "NSLayoutConstraint:0x9162d50 H:[UIView:0x9161180(70)]",
            >     "NSLayoutConstraint:0x917ab50 H:[UIButton:0x9178fd0]-(0)-|   (Names: '|':UIView:0x9161180 )",
            >     "NSAutoresizingMaskLayoutConstraint:0x9185bb0 h=--& v=--& UIButton:0x9178fd0.midX == + 25"
            > )
            Will attempt to recover by breaking constraint
            NSLayoutConstraint:0x917ab50 H:[UIButton:0x9178fd0]-(0)-|   (Names: '|':UIView:0x9161180 )
            """)
        #expect(log.blocks.count == 1)
        #expect(log.blocks[0].constraints.count == 3 && log.blocks[0].broken == 1)
        // `midX == 25` has no names table; the other constraint says whose superview that is.
        #expect(log.blocks[0].constraints[2].equation.second?.item == "0x9161180")
        #expect(log.items["|"] == nil)
    }

    @Test func aWrappedDescriptionIsJoinedBack() {
        let log = LogReader.read("""
            (
                "<NSLayoutConstraint:0x1 UILabel:0x2.leading ==
                 UIView:0x3.leading + 20   (active)>"
            )
            """)
        #expect(log.blocks.first?.constraints.first?.equation.constant == 20)
        #expect(log.warnings.isEmpty)
    }

    @Test func unreadableDescriptionsAreWarnedAboutNotDropped() {
        let log = LogReader.read("""
            (
                "<NSLayoutConstraint:0x1 UIView:0x2.wdth == 10   (active)>",
                UIView:0x2.width == 10
            )
            """)
        #expect(log.warnings.map(\.description) == [
            "2:30: unknown attribute 'wdth'; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, the baselines, the margins, minX…maxY; this constraint is left out",
            "3:5: this looks like a constraint but is not in a form the frameworks print (expected <NSLayoutConstraint:0x… item.attribute == …>); it is left out",
        ])
    }

    @Test func privateRedactionIsSaid() {
        let log = LogReader.read("""
            [Layout] Unable to simultaneously satisfy constraints:
            <private>
            """)
        #expect(log.warnings.first?.message.contains("<private>") == true)
        #expect(log.blocks.count == 1 && log.blocks[0].constraints.isEmpty)
    }
}
