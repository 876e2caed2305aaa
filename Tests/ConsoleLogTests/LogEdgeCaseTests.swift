import Testing
@testable import ConsoleLog

/// Logs as they reach users that the reader once got wrong: the framework's choice left out of
/// the set shown, a duplicate printed as a conflict, names with spaces, quotes a web page curled,
/// SnapKit's first description format.
@Suite struct LogEdgeCaseTests {
    func diagnose(_ text: String) throws -> LogDiagnosis {
        LogDiagnosis(layout: try LogLayout(log: LogReader.read(text), block: 0, sourceName: "t.log"))
    }

    /// Without UIKit's choice (line 4), the other three already give the subview a negative width
    /// (50 + 50 inside 80), which this reading refuses, so the solver breaks one of them first and
    /// the choice then held. The set with the choice, {the 80 wide, the 300 wide}, is shown too,
    /// with UIKit's choice broken.
    @Test func theSetHoldingTheFrameworksChoiceIsShown() throws {
        let d = try diagnose("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600000a1 UIView:0x7f01.left == UIView:0x7f00.left + 50   (active)>",
                "<NSLayoutConstraint:0x600000a2 UIView:0x7f01.right == UIView:0x7f00.right - 50   (active)>",
                "<NSLayoutConstraint:0x600000a3 'UIView-Encapsulated-Layout-Width' UIView:0x7f00.width == 80   (active)>",
                "<NSLayoutConstraint:0x600000a4 UIView:0x7f00.width == 300   (active)>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600000a4 UIView:0x7f00.width == 300   (active)>
            """)
        #expect(d.conflicts.contains(LogConflict(set: [2, 3], broken: 3)), "\(d.conflicts)")
        #expect(!d.suggestions.contains { $0.kind == .bystanders }, "line 4 is no bystander: \(d.suggestions)")
    }

    /// Older iOS printed the same constraint added twice as a conflict; two equal constraints
    /// always hold together, so the diagnosis says what it is.
    @Test func theSameConstraintTwiceIsSaidAsSuch() throws {
        let d = try diagnose("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x7f9b1a0 UIView:0x7f9b2b0.width == 100>",
                "<NSLayoutConstraint:0x7f9b1c0 UIView:0x7f9b2b0.width == 100>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x7f9b1c0 UIView:0x7f9b2b0.width == 100>
            """)
        #expect(d.conflicts.isEmpty)
        let s = try #require(d.suggestions.first { $0.kind == .duplicate }, "\(d.suggestions)")
        #expect(s.text.hasPrefix("The same constraint was added twice: `UIView.width == 100` (line 3) and line 4 are one constraint"))
        #expect(s.constraint == 1)
        #expect(!d.suggestions.contains { $0.kind == .notConflicting })
    }

    /// An accessibility identifier with a space names the view in the equation and the visual
    /// format alike, through the names table.
    @Test func namesWithSpaces() throws {
        let d = try diagnose("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x600002170be0 Login Button.width == 40   (active, names: Login Button:0x106c2b2e0 )>",
                "<NSLayoutConstraint:0x6000021bd9f0 H:[Login Button(24)]   (active, names: Login Button:0x106c2b2e0 )>",
                "<NSLayoutConstraint:0x6000021bd9f1 H:|-(8)-[Login Button]   (active, names: Login Button:0x106c2b2e0, '|':UIView:0x106c2b100 )>"
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x600002170be0 Login Button.width == 40   (active, names: Login Button:0x106c2b2e0 )>
            """)
        let block = d.layout.block
        #expect(block.constraints.count == 3)
        #expect(Set(block.constraints.map(\.equation.first.item)) == ["0x106c2b2e0"])
        #expect(d.layout.names["0x106c2b2e0"] == "Login Button")
        #expect(d.conflicts == [LogConflict(set: [0, 1], broken: 0)])
    }

    /// A blog turned `'|'` and the identifier's quotes into ‘ ’: read as the quotes they were.
    @Test func curledQuotes() throws {
        let d = try diagnose("""
            Unable to simultaneously satisfy constraints.
            (
            “<NSLayoutConstraint:0x2818 V:|-(5)-[UIImageView:0x14dd] (active, names: ‘|’:UITableViewCellContentView:0x14cc )>”,
            “<NSLayoutConstraint:0x2819 V:[UIImageView:0x14dd(100)] (active)>”,
            “<NSLayoutConstraint:0x281a V:[UIImageView:0x14dd]-(5)-| (active, names: ‘|’:UITableViewCellContentView:0x14cc )>”,
            “<NSLayoutConstraint:0x281b ‘UIView-Encapsulated-Layout-Height’ UITableViewCellContentView:0x14cc.height == 93 (active)>”
            )

            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2819 V:[UIImageView:0x14dd(100)] (active)>
            """)
        #expect(d.layout.log.warnings.isEmpty, "\(d.layout.log.warnings)")
        #expect(d.layout.block.constraints.count == 4)
        #expect(d.layout.block.constraints[3].identifier == "UIView-Encapsulated-Layout-Height")
        #expect(d.conflicts == [LogConflict(set: [0, 1, 2, 3], broken: 1)], "5 + 100 + 5 is not 93")
    }

    /// SnapKit before 0.15 bracketed the constraint and each item apart.
    @Test func snapKitsFirstFormat() throws {
        let d = try diagnose("""
            Unable to simultaneously satisfy constraints.
            (
                "<<App.LayoutConstraint:0x7f8a41> <UIView:0x7f8a42>.height == 100.0>",
                "<<App.LayoutConstraint:0x7f8a43> <UIView:0x7f8a42>.height >= <UIView:0x7f8a44>.height + 50.0>",
                "<<App.LayoutConstraint:0x7f8a45> <UIView:0x7f8a44>.height == 60.0>"
            )

            Will attempt to recover by breaking constraint
            <<App.LayoutConstraint:0x7f8a43> <UIView:0x7f8a42>.height >= <UIView:0x7f8a44>.height + 50.0>
            """)
        #expect(d.layout.log.warnings.isEmpty, "\(d.layout.log.warnings)")
        let block = d.layout.block
        #expect(block.constraints.count == 3)
        #expect(block.constraints[1].equation.second?.item == "0x7f8a44" && block.constraints[1].equation.constant == 50)
        #expect(block.constraints[1].equation.relation == .greaterThanOrEqual)
        #expect(block.broken == 1)
        #expect(d.conflicts == [LogConflict(set: [0, 1, 2], broken: 1)], "100 is not at least 60 + 50")
    }
}
