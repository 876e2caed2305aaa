import Layout
import Testing
@testable import ConsoleLog

/// One description at a time, in every form the frameworks print.
@Suite struct DescriptionParserTests {
    func parse(_ text: String) throws -> (LogConstraint, [String: LogItem]) {
        var parser = DescriptionParser(items: [:])
        let c = try parser.parse(text)
        return (c, parser.items)
    }

    @Test func appleEquationWithLabelText() throws {
        let (c, items) = try parse("<NSLayoutConstraint:0x600000096d50 UILabel:0x7fb8c5d0e6b0'Title'.leading == UITableViewCellContentView:0x7fb8c5d0e010.leadingMargin + 8   (active)>")
        #expect(c.className == "NSLayoutConstraint")
        #expect(c.ref == "0x600000096d50")
        #expect(c.isActive == true)
        #expect(c.equation == LogEquation(first: LogAnchor(item: "0x7fb8c5d0e6b0", attribute: .leading), relation: .equal,
                                          second: LogAnchor(item: "0x7fb8c5d0e010", attribute: .leadingMargin),
                                          multiplier: 1, constant: 8, priority: 1000))
        #expect(items["0x7fb8c5d0e6b0"] == LogItem(ref: "0x7fb8c5d0e6b0", className: "UILabel", quoted: "Title"))
        #expect(items["0x7fb8c5d0e010"]?.className == "UITableViewCellContentView")
    }

    @Test func identifierAndSizeConstant() throws {
        let (c, _) = try parse("<NSLayoutConstraint:0x6000 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fb.height == 43.5   (active)>")
        #expect(c.identifier == "UIView-Encapsulated-Layout-Height")
        #expect(c.equation.second == nil)
        #expect(c.equation.first.attribute == .height)
        #expect(c.equation.constant == 43.5)
    }

    @Test func textWithQuotesAndSpaces() throws {
        let (c, items) = try parse("<NSLayoutConstraint:0x1 UILabel:0x2'Don't stop (me) now'.width <= 200   (active)>")
        #expect(items["0x2"]?.quoted == "Don't stop (me) now")
        #expect(c.equation.relation == .lessThanOrEqual)
        #expect(c.equation.constant == 200)
    }

    @Test func multiplierBeforeAndAfter() throws {
        let apple = try parse("<NSLayoutConstraint:0x1 UIImageView:0x2.height == 0.5625*UIImageView:0x2.width + 10   (active)>").0.equation
        #expect(apple.multiplier == 0.5625 && apple.constant == 10 && apple.second?.attribute == .width)
        let masonry = try parse("<MASLayoutConstraint:0x1 UIView:headerView.width == CardView:card.width * 0.5 - 4>").0.equation
        #expect(masonry.multiplier == 0.5 && masonry.constant == -4 && masonry.second?.item == "card")
    }

    @Test func negativeConstantWithASpace() throws {
        let (c, _) = try parse("<NSLayoutConstraint:0x6000001f8b40 UIView:0x7f85a4c25e00.width == - 16   (active)>")
        #expect(c.equation.constant == -16)
    }

    @Test func applePriority() throws {
        let (c, _) = try parse("<NSLayoutConstraint:0x1 UIView:0x2.height == 44 @750   (active)>")
        #expect(c.equation.priority == 750)
    }

    @Test func visualFormatEdges() throws {
        let (lead, items) = try parse("<NSLayoutConstraint:0x1 H:|-(15)-[UILabel:0x2'Title'](LTR)   (active, names: '|':UIView:0x3 )>")
        #expect(lead.equation == LogEquation(first: LogAnchor(item: "0x2", attribute: .leading), relation: .equal,
                                             second: LogAnchor(item: "0x3", attribute: .leading), multiplier: 1, constant: 15, priority: 1000))
        #expect(lead.superviewOf == "0x2")
        #expect(items["0x3"]?.className == "UIView")
        let trail = try parse("<NSLayoutConstraint:0x1 V:[UIButton:0x2]-(>=20)-|   (Names: '|':UIView:0x3 )>").0.equation
        #expect(trail == LogEquation(first: LogAnchor(item: "0x3", attribute: .bottom), relation: .greaterThanOrEqual,
                                     second: LogAnchor(item: "0x2", attribute: .bottom), multiplier: 1, constant: 20, priority: 1000))
    }

    @Test func visualFormatSiblingsAndSizes() throws {
        let space = try parse("<NSLayoutConstraint:0x1 H:[UILabel:0x2]-(>=NSSpace(8))-[UIButton:0x3'OK']>").0.equation
        #expect(space == LogEquation(first: LogAnchor(item: "0x3", attribute: .leading), relation: .greaterThanOrEqual,
                                     second: LogAnchor(item: "0x2", attribute: .trailing), multiplier: 1, constant: 8, priority: 1000))
        let size = try parse("<NSLayoutConstraint:0x1 V:[UIView:0x2(44@750)]>").0.equation
        #expect(size == LogEquation(first: LogAnchor(item: "0x2", attribute: .height), relation: .equal, second: nil,
                                    multiplier: 1, constant: 44, priority: 750))
        let adjacent = try parse("<NSLayoutConstraint:0x1 H:[UIView:0x2][UIView:0x3]>").0.equation
        #expect(adjacent.constant == 0 && adjacent.first.item == "0x3")
        let negative = try parse("<NSLayoutConstraint:0x1 V:[_UILayoutGuide:0x2]-(-20)-[UINavigationBar:0x3]   (active)>").0.equation
        #expect(negative.constant == -20)
    }

    /// Anchors' system spacing (`constraint(equalToSystemSpacingBelow:multiplier:)`, a stack
    /// view's `spacingUseSystem`), printed as `NSLayoutAnchorConstraintSpace(8)`: after the second
    /// item without a sign (the spacing is added: the API places an item below or after another),
    /// and inside visual format.
    @Test func systemSpacingOfAnchors() throws {
        let below = try parse("<_UISystemBaselineConstraint:0x1 UIView:0x2.bottom <= UILayoutGuide:0x3'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>")
        #expect(below.0.className == "_UISystemBaselineConstraint")
        #expect(below.0.equation == LogEquation(first: LogAnchor(item: "0x2", attribute: .bottom), relation: .lessThanOrEqual,
                                                second: LogAnchor(item: "0x3", attribute: .bottom), multiplier: 1, constant: 8, priority: 1000))
        let scaled = try parse("<NSLayoutConstraint:0x1 UILabel:0x2.top == UILabel:0x3.bottom NSLayoutAnchorConstraintSpace(16) @750   (active)>").0.equation
        #expect(scaled.constant == 16 && scaled.priority == 750)
        let stack = try parse("<_UISystemBaselineConstraint:0x1 'UISV-spacing' V:[UIStackView:0x2]-(NSLayoutAnchorConstraintSpace(8))-[UIButton:0x3'Forgot?']   (active)>").0
        #expect(stack.identifier == "UISV-spacing")
        #expect(stack.equation == LogEquation(first: LogAnchor(item: "0x3", attribute: .top), relation: .equal,
                                              second: LogAnchor(item: "0x2", attribute: .bottom), multiplier: 1, constant: 8, priority: 1000))
        #expect(throws: DescriptionError.self) { try parse("<NSLayoutConstraint:0x1 UIView:0x2.top == UIView:0x3.bottom NSLayoutAnchorConstraintSpace(x)>") }
    }

    @Test func autoresizingMaskPositionsAreInTheSuperview() throws {
        let (c, _) = try parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=-&- _NSTextContentView:0x2.midX == 187.5   (active, names: '|':NSTextView:0x3 )>")
        #expect(c.autoresizingMask == "h=-&- v=-&-")
        #expect(c.equation == LogEquation(first: LogAnchor(item: "0x2", attribute: .centerX), relation: .equal,
                                          second: LogAnchor(item: "0x3", attribute: .left), multiplier: 1, constant: 187.5, priority: 1000))
        // Without a names table, the superview is the log's unnamed `|`.
        let bare = try parse("<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIButton:0x2.minY == 12>").0.equation
        #expect(bare.second == LogAnchor(item: "|", attribute: .top))
        #expect(bare.first.attribute == .top)
    }

    @Test func masonryKeysAndPriorities() throws {
        let (c, items) = try parse("<MASLayoutConstraint:ConflictingConstraint[0] UIView:redView.width >= 500 ^high>")
        #expect(c.ref == "ConflictingConstraint[0]")
        #expect(items["redView"]?.className == "UIView")
        #expect(c.equation.priority == 750)
        #expect(try parse("<MASLayoutConstraint:42 UIView:a.height == 10 ^fitting size>").0.equation.priority == 50)
        #expect(try parse("<MASLayoutConstraint:42 UIView:a.height == 10 ^999.5>").0.equation.priority == 999.5)
    }

    @Test func snapKitLocations() throws {
        let (modern, _) = try parse("<SnapKit.LayoutConstraint:0x6000017c4a80@ForecastView.swift#38 UIStackView:0x7fe0.leading == Weather.ForecastView:0x7fe1.leading + 16.0>")
        #expect(modern.sourceLocation == "ForecastView.swift#38")
        #expect(modern.equation.constant == 16)
        let (old, items) = try parse("<SnapKit.LayoutConstraint:0x1@/Users/dev/Weather App/Views/ForecastView.swift#44 UIStackView:0x7fe0.height == 120.0 ^UILayoutPriority(rawValue: 750.0)>")
        #expect(old.sourceLocation == "ForecastView.swift#44")
        #expect(old.equation.priority == 750)
        #expect(items["0x7fe0"]?.className == "UIStackView")
        let labelled = try parse("<SnapKit.LayoutConstraint:avatarSize@ProfileCell.swift#12 UIImageView:avatar.width == 48.0>").0
        #expect(labelled.ref == "avatarSize" && labelled.equation.first.item == "avatar")
    }

    @Test func namesTableWithTheAppsNames() throws {
        let (c, items) = try parse("<NSLayoutConstraint:0x6 AddressToolbar.lockIcon.width == 40   (active, names: AddressToolbar.lockIcon:0x106c2b2e0 )>")
        #expect(c.equation.first.item == "0x106c2b2e0")
        #expect(items["0x106c2b2e0"]?.appName == "AddressToolbar.lockIcon")
        // A class in the table is a class, not a name.
        let (_, cells) = try parse("<NSLayoutConstraint:0x7 H:[NSTextField:0x7a]-(8)-|   (active, names: ItemCell:0x7b, '|':ItemCell:0x7b )>")
        #expect(cells["0x7b"]?.className == "ItemCell")
    }

    @Test func intrinsicContentSize() throws {
        let required = try parse("<NSContentSizeLayoutConstraint:0x6 UIButton:0x7'Continue'.width == 92 Hug:1000 CompressionResistance:1000   (active)>").0.equation
        #expect(required.relation == .equal && required.priority == 1000 && required.constant == 92)
        let resisting = try parse("<NSContentSizeLayoutConstraint:0x6 UILabel:0x7.height == 21 Hug:250 CompressionResistance:750   (active)>").0.equation
        #expect(resisting.relation == .greaterThanOrEqual && resisting.priority == 750)
    }

    @Test func appKitNames() throws {
        let (c, _) = try parse("<NSLayoutConstraint:0x6 NSView:0x7.maxY == NSWindow:0x8.maxY - 20   (active)>")
        #expect(c.equation.first.attribute == .bottom && c.equation.constant == -20)
    }

    @Test func mistakesSayWhereAndWhat() {
        func failure(_ text: String) -> DescriptionError? {
            var p = DescriptionParser(items: [:])
            do { _ = try p.parse(text); return nil } catch { return error }
        }
        #expect(failure("<NSLayoutConstraint:0x1 UIView:0x2.wdth == 10>")
                == DescriptionError(offset: 24, message: "unknown attribute 'wdth'; expected one of left, right, top, bottom, leading, trailing, width, height, centerX, centerY, the baselines, the margins, minX…maxY"))
        #expect(failure("<NSLayoutConstraint:0x1 UIView:0x2.width 10>")?.message == "expected ==, >= or <= after 0x2.width")
        #expect(failure("<NSLayoutConstraint:0x1 UIView:0x2.width == 10")?.message == "the description is cut off: expected '>' at its end")
        #expect(failure("<NSLayoutConstraint:0x1 UIView:0x2.width ==>")?.message == "expected an item or a constant after ==")
        #expect(failure("<NSLayoutConstraint:0x1 H:[A:0x1]-(8)-[B:0x2]-(8)-[C:0x3]>")?.message
                == "expected one constraint in the visual format: |-(gap)-[item], [item]-(gap)-|, [item]-(gap)-[item] or [item(size)]")
        #expect(failure("<MASLayoutConstraint:0x1 UIView:a.height == 10 ^sometimes>")?.message
                == "expected a priority after '^' (a number, required, high, medium, low or fitting size)")
    }
}
