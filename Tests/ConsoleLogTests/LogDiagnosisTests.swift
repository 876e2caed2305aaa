import Testing
@testable import ConsoleLog

/// One test per kind of suggestion: what it says and which constraint it names.
@Suite struct LogDiagnosisTests {
    func diagnose(_ name: String, block: Int = 0) throws -> LogDiagnosis {
        LogDiagnosis(layout: try LogLayout(log: try LogFixture.read(name), block: block, sourceName: name + ".log"))
    }

    func diagnose(text: String) throws -> LogDiagnosis {
        LogDiagnosis(layout: try LogLayout(log: LogReader.read(text), block: 0, sourceName: "t.log"))
    }

    func suggestion(_ d: LogDiagnosis, _ kind: SuggestionKind) throws -> LogSuggestion {
        try #require(d.suggestions.first { $0.kind == kind }, "\(d.suggestions)")
    }

    @Test func encapsulatedHeight() throws {
        let d = try diagnose("uikit-encapsulated-height")
        #expect(d.conflicts == [LogConflict(set: [0, 1, 2, 3, 4, 8], broken: 0)])
        let s = try suggestion(d, .encapsulatedSize)
        #expect(s.text == "The table view gives UITableViewCellContentView a height of 380 ('UIView-Encapsulated-Layout-Height'), but the constants of your constraints alone add up to 330 + 24 + 10 + 16 + 16 = 396, more than that, before the heights the log leaves open (UIImageView). Lower the priority of `UIImageView.height >= 330` (line 7) to 999, so it gives way while the table view sizes the view, or let the cell size itself (rowHeight = UITableView.automaticDimension with an estimatedRowHeight; a collection view's self-sizing cells).")
        #expect(s.constraint == 0)
    }

    @Test func encapsulatedWidthWithTheArithmetic() throws {
        let s = try suggestion(try diagnose("snapkit-file-line"), .encapsulatedSize)
        #expect(s.text.contains("gives ForecastView a width of 390 ('UIView-Encapsulated-Layout-Width'), but your constraints make it 432 wide (16 + 16 + 400 = 432)"))
        #expect(s.text.contains("Lower the priority of `UIStackView.width == 400` (ForecastView.swift#44, line 9) to 999"))
        #expect(s.constraint == 2)
    }

    @Test func autoresizingMaskOfAContainer() throws {
        let s = try suggestion(try diagnose("uikit-vfl-autoresizing"), .autoresizingMask)
        #expect(s.text.hasPrefix("`UIView` has translatesAutoresizingMaskIntoConstraints on, so UIKit turned its frame into constraints (h=--& v=--&), such as `UIView.width == 280` (line 10). Either set `UIView.translatesAutoresizingMaskIntoConstraints = false`"))
        #expect(s.text.contains("(its width is 280 here)"))
    }

    @Test func autoresizingMaskOfAViewConstrainedItself() throws {
        let d = try diagnose(text: """
            (
                "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIButton:0x2.width == 50   (active)>",
                "<NSLayoutConstraint:0x3 UIButton:0x2.width == 80   (active)>"
            )
            """)
        let s = try suggestion(d, .autoresizingMask)
        #expect(s.text.contains("Set `UIButton.translatesAutoresizingMaskIntoConstraints = false` before constraining it"))
    }

    @Test func stackViewHiding() throws {
        let s = try suggestion(try diagnose("stackview-hiding"), .stackView)
        #expect(s.text == "'UISV-hiding' squeezes a hidden arranged subview to 0, and a required size of yours on it cannot hold. Lower the priority of `UIView.height == 60` (line 4) to 999 so the subview can collapse.")
        #expect(s.constraint == 0)
    }

    @Test func temporaryWidth() throws {
        let s = try suggestion(try diagnose("temporary-width"), .temporarySize)
        #expect(s.text.hasPrefix("'_UITemporaryLayoutWidth' is a width UIKit gives `UIView` for a moment while it measures it (140 here)"))
        #expect(s.text.contains("Lower the priority of `UILabel 'Delivery address'.width >= 120` (line 5) to 999"))
    }

    @Test func intrinsicContentSize() throws {
        let s = try suggestion(try diagnose("content-size"), .contentSize)
        #expect(s.text.contains("is `UIButton 'Continue'`'s intrinsic content size"))
        #expect(s.text.contains("lower its horizontal content compression resistance (or hugging) priority below 1000"))
    }

    @Test func insideUIKit() throws {
        let d = try diagnose("keyboard-internal")
        #expect(d.suggestions.map(\.kind) == [.frameworkInternal])
        #expect(d.suggestions[0].text.contains("this is inside UIKit; nothing in your code causes it"))
    }

    @Test func layoutGuideAlone() throws {
        let d = try diagnose(text: """
            (
                "<NSLayoutConstraint:0x1 'UIViewSafeAreaLayoutGuide-top' V:|-(47)-[UILayoutGuide:0x2'UIViewSafeAreaLayoutGuide']   (active, names: '|':UIView:0x3 )>",
                "<NSLayoutConstraint:0x4 'UIViewSafeAreaLayoutGuide-bottom' V:[UILayoutGuide:0x2'UIViewSafeAreaLayoutGuide']-(34)-|   (active, names: '|':UIView:0x3 )>",
                "<NSAutoresizingMaskLayoutConstraint:0x5 h=--& v=--& UIView:0x3.height == 60   (active)>"
            )
            """)
        #expect(d.conflicts.count == 1)
        #expect(d.suggestions.map(\.kind) == [.cutOff, .autoresizingMask, .layoutGuide])
        #expect(try suggestion(d, .layoutGuide).text.hasPrefix("`safe area.top == UIView.top + 47` 'UIViewSafeAreaLayoutGuide-top' (line 2) is how UIKit defines a layout guide"))
    }

    @Test func appConstraintsOnly() throws {
        let d = try diagnose(text: """
            (
                "<SnapKit.LayoutConstraint:0x1@BackupView.swift#61 UIButton:0x2.bottom == GradientView:0x3.bottom - 24.0>",
                "<SnapKit.LayoutConstraint:0x4@BackupView.swift#62 UIButton:0x2.bottom == GradientView:0x3.bottom - 32.0>"
            )
            Will attempt to recover by breaking constraint
            <SnapKit.LayoutConstraint:0x1@BackupView.swift#61 UIButton:0x2.bottom == GradientView:0x3.bottom - 24.0>
            """)
        let s = try suggestion(d, .appConstraints)
        #expect(s.text == "These 2 constraints of yours cannot all hold. UIKit broke `UIButton.bottom == GradientView.bottom − 24` (BackupView.swift#61, line 2): it asks for UIButton.bottom == GradientView.bottom − 24; the others make it − 32. Change or remove one of them, or lower the priority of the one that should give way to 999 (for example `UIButton.bottom == GradientView.bottom − 24` (BackupView.swift#61, line 2)).")
        #expect(s.constraint == 0)
    }

    @Test func appConstraintsBesideAnAutoresizedContainer() throws {
        let d = try diagnose("masonry-keys")
        let s = try suggestion(d, .appConstraints)
        #expect(s.text.contains("UIKit broke `titleLabel.bottom == card.bottom − 140` (key ConflictingConstraint[0], line 13): it asks for titleLabel.bottom == card.bottom − 140; the others make it − 118."))
    }

    @Test func notConflictingAsPrinted() throws {
        let d = try diagnose(text: """
            (
                "<NSLayoutConstraint:0x1 UILabel:0x2.leading == UIView:0x3.leading + 20   (active)>",
                "<NSLayoutConstraint:0x4 UILabel:0x2.trailing == UIView:0x3.trailing - 20   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x4 UILabel:0x2.trailing == UIView:0x3.trailing - 20   (active)>
            """)
        #expect(d.conflicts.isEmpty)
        #expect(try suggestion(d, .notConflicting).text.hasPrefix("These constraints can all hold as printed"))
    }

    @Test func cutOff() throws {
        let d = try diagnose("truncated")
        #expect(d.suggestions.map(\.kind) == [.cutOff, .notConflicting])
        #expect(d.suggestions[1].text == "The constraints that are left can all hold: the rest of the conflict was in the part of the report that was cut off.")
    }

    @Test func bystanders() throws {
        let s = try suggestion(try diagnose("uikit-encapsulated-height"), .bystanders)
        #expect(s.text == "UIKit printed 10 constraints; 6 of them are enough to conflict. The other 4 (line 12, line 13, line 14, line 16) are not part of the problem.")
    }

    @Test func aSingleNegativeSize() throws {
        let d = try diagnose(text: """
            (
                "<NSLayoutConstraint:0x6 UIView:0x7.width == - 16   (active)>"
            )
            """)
        #expect(try suggestion(d, .appConstraints).text == "`UIView.width == -16` (line 2) cannot hold on its own: it asks for a width of -16, and a size is never negative. Change it or remove it.")
    }

    @Test func theExplanationInWords() throws {
        let report = LogReport(log: try LogFixture.read("stackview-hiding"), sourceName: "stackview-hiding.log")
        #expect(report.text() == """
            stackview-hiding.log: 1 conflict report

            Report 1 (lines 1–8): 2 constraints printed
              UIKit broke:  `UIView.height == 60` (line 4)
              The conflict: these 2 cannot all hold:
                broken  line 4: <NSLayoutConstraint:0x600002b4d900 UIView:0x7fc6d1f0e5a0.height == 60   (active)>
                        line 5: [UIKit: stack view] <NSLayoutConstraint:0x600002b4f0c0 'UISV-hiding' UIView:0x7fc6d1f0e5a0.height == 0   (active)>
              Not in the log, so assumed in the picture: UIView (x, y, width)
              What to do:
                - 'UISV-hiding' squeezes a hidden arranged subview to 0, and a required size of yours on it cannot hold. Lower the priority of `UIView.height == 60` (line 4) to 999 so the subview can collapse.

            """)
    }
}
