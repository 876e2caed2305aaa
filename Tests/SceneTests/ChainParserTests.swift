import Testing
import Layout
@testable import Scene

/// Chains as people write them in Masonry (Objective-C) and SnapKit (Swift) code.
@Suite struct ChainParserTests {
    static let ids = ["root", "redView", "self.blueView", "view2", "view3", "label"]
    static let names = ["self": "root", "self.view": "root", "view": "root"]

    func parse(_ text: String) throws(ChainSyntaxError) -> ChainText.Parsed {
        try ChainText.parse(text, knownIDs: Self.ids) { name in
            Self.names[name] ?? (Self.ids.contains(name) ? name : nil)
        }
    }

    func chain(_ text: String) throws -> ChainSpec {
        let parsed = try parse(text)
        try #require(parsed.chains.count == 1)
        return parsed.chains[0]
    }

    func error(_ text: String) -> ChainSyntaxError? {
        do { _ = try parse(text); return nil } catch { return error }
    }

    @Test func masonryBasics() throws {
        let c = try chain("make.left.top.equalTo(superview).offset(60);")
        #expect(c.attributes.map(\.value.name) == ["left", "top"])
        #expect(c.relation?.value == .equal)
        #expect(c.target?.value == .superview)
        #expect(c.modifiers.map(\.value) == [.offset(60)])
        #expect(try chain("top.greaterThanOrEqualTo(superview.mas_top).offset(10)").target?.value == .superviewAttribute(.top))
        #expect(try chain("make.left.equalTo(@10)").target?.value == .number(10))
        #expect(try chain("make.height.equalTo(@(-10.5))").target?.value == .number(-10.5))
        #expect(try chain("make.width.equalTo(@[redView, view2])").target?.value == .array([.item(.view("redView")), .item(.view("view2"))]))
        #expect(try chain("make.left.equalTo(@[view2.mas_right, view3.mas_left])").target?.value
                == .array([.itemAttribute(.view("view2"), .right), .itemAttribute(.view("view3"), .left)]))
        #expect(try chain("make.size.mas_equalTo(CGSizeMake(100, 50))").target?.value == .size(Size(width: 100, height: 50)))
        #expect(try chain("make.center.equalTo(self.view).centerOffset(CGPointMake(-5, 7.5))").modifiers.map(\.value) == [.centerOffset(Point(x: -5, y: 7.5))])
        #expect(try chain("make.edges.equalTo(superview).with.insets(UIEdgeInsetsMake(10, 20, 30, 40))").modifiers.map(\.value)
                == [.insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))])
        #expect(try chain("make.top.equalTo(self.blueView.mas_bottom).offset(10.0f)").target?.value == .itemAttribute(.view("self.blueView"), .bottom))
        #expect(try chain("make.width.equalTo(redView.mas_height).multipliedBy(0.5).priorityLow()").modifiers.map(\.value)
                == [.multipliedBy(0.5), .priority(250)])
        #expect(try chain("make.width.equalTo(@100).priority(UILayoutPriorityDefaultLow).key(@\"w\")").modifiers.map(\.value)
                == [.priority(250), .key("w")])
        #expect(try chain("make.attributes(MASAttributeLeft | MASAttributeTop).equalTo(@0)").attributes.map(\.value.name) == ["left", "top"])
        #expect(try chain("make.width.lessThanOrEqualTo(@200).dividedBy(2).sizeOffset(CGSizeMake(1, 2))").modifiers.map(\.value)
                == [.dividedBy(2), .sizeOffset(Size(width: 1, height: 2))])
        #expect(try chain("make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop)").target?.value == .itemAttribute(.safeArea("root"), .top))
        #expect(try chain("make.top.equalTo(self.view.mas_safeAreaLayoutGuide)").target?.value == .item(.safeArea("root")))
        #expect(try chain("make.width.equalTo(@(2 * 50 + 10))").target?.value == .number(110))
        #expect(try chain("make.left.equalTo((CGFloat)10)").target?.value == .number(10))
    }

    /// Objective-C as apps write it beside their chains: a boxed macro (`@kWidth`) and message
    /// sends (`[UIScreen mainScreen].scale`, `[[UIScreen mainScreen] bounds].size.width`).
    @Test func boxedNamesAndMessageSends() throws {
        let constants = ["kWidth": 75.0].merging(CodeNames.screenConstants(width: 390, height: 844, scale: 3)) { a, _ in a }
        func target(_ text: String) throws -> ChainSpec.Target? {
            let parsed = try ChainText.parse(text, knownIDs: Self.ids, constants: constants) { Self.names[$0] ?? (Self.ids.contains($0) ? $0 : nil) }
            try #require(parsed.chains.count == 1)
            return parsed.chains[0].target?.value
        }
        #expect(try target("make.width.equalTo(@kWidth)") == .number(75))
        #expect(try target("make.height.mas_equalTo(1 / [UIScreen mainScreen].scale)") == .number(1.0 / 3))
        #expect(try target("make.width.equalTo(@([[UIScreen mainScreen] bounds].size.width / 2))") == .number(195))
        #expect(try target("make.width.equalTo(@[redView, view2])") == .array([.item(.view("redView")), .item(.view("view2"))]))
        // `@(30)` spelled out.
        #expect(try target("make.height.equalTo([NSNumber numberWithInteger:30])") == .number(30))
        #expect(try target("make.height.equalTo([NSNumber numberWithFloat:kWidth / 2])") == .number(37.5))
        // A setter sent as a message: `[make.top.equalTo(redView) setOffset:5]` is `.offset(5)`.
        #expect(try chain("[make.top.equalTo(redView) setOffset:5 + 3]").modifiers.map(\.value) == [.offset(8)])
        #expect(try chain("[make.edges.equalTo(redView) setInsets:UIEdgeInsetsMake(1, 2, 3, 4)]").modifiers.map(\.value)
                == [.insets(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))])
        // A message the file cannot know is a value only the running app knows, named as written.
        #expect(error("make.height.equalTo(@([font lineHeightFor:2 scale:3]))")?.message.contains("font.lineHeightFor") == true)
        #expect(error("make.height.equalTo([UIScreen mainScreen)")?.message == "unexpected ')' in the message; expected ']'")
        #expect(error("make.width.equalTo(@kWidth)")?.message == #"expected a number, not 'kWidth' (name it in the scene's "constants", e.g. "constants": {"kWidth": 10})"#)
    }

    @Test func snapKitBasics() throws {
        let c = try chain("make.edges.equalToSuperview().inset(UIEdgeInsets(top: 10, left: 20, bottom: 30, right: 40))")
        #expect(c.target?.value == .superview)
        #expect(c.modifiers.map(\.value) == [.insets(EdgeInsets(top: 10, left: 20, bottom: 30, right: 40))])
        #expect(try chain("make.top.equalTo(view2.snp.bottom).offset(20)").target?.value == .itemAttribute(.view("view2"), .bottom))
        #expect(try chain("$0.left.right.equalToSuperview().inset(16)").modifiers.map(\.value) == [.inset(16)])
        #expect(try chain("make.size.equalTo(CGSize(width: 50, height: 60))").target?.value == .size(Size(width: 50, height: 60)))
        #expect(try chain("make.size.equalTo(.init(width: 50, height: 60))").target?.value == .size(Size(width: 50, height: 60)))
        #expect(try chain("make.width.equalTo(100).priority(.high).labeled(\"width\")").modifiers.map(\.value) == [.priority(750), .labeled("width")])
        #expect(try chain("make.width.equalTo(100).priority(UILayoutPriority(rawValue: 499))").modifiers.map(\.value) == [.priority(499)])
        #expect(try chain("make.width.equalTo(100).priority(.defaultHigh - 1)").modifiers.map(\.value) == [.priority(749)])
        #expect(try chain("make.width.equalTo(100).priority(ConstraintPriority.low)").modifiers.map(\.value) == [.priority(250)])
        #expect(try chain("make.top.equalTo(view.safeAreaLayoutGuide.snp.top)").target?.value == .itemAttribute(.safeArea("root"), .top))
        #expect(try chain("make.left.equalTo(label.snp.leadingMargin)").target?.value == .itemAttribute(.view("label"), .leadingMargin))
        #expect(try chain("make.left.equalTo(label.layoutMarginsGuide.snp.left)").target?.value == .itemAttribute(.view("label"), .leftMargin))
        #expect(try chain("make.left.equalTo(label.left)").target?.value == .itemAttribute(.view("label"), .left))
        #expect(try chain("make.width.lessThanOrEqualToSuperview().multipliedBy(0.5)").relation?.value == .lessThanOrEqual)
    }

    @Test func pastedBlocks() throws {
        let objc = """
        [self.redView mas_makeConstraints:^(MASConstraintMaker *make) {
            // the red view sits below the blue one
            make.top.equalTo(self.blueView.mas_bottom).offset(padding_top); /* inline */
        }];
        """
        #expect(error(objc)?.message == #"expected an offset, not 'padding_top' (name it in the scene's "constants", e.g. "constants": {"padding_top": 10})"#)
        let body = """
        make.top.equalTo(self.blueView.mas_bottom).offset(10); // comment
        make.left.equalTo(superview.mas_left).offset(10);
        /* several
           lines */
        make.width.equalTo(@[view2, view3]);
        """
        #expect(try parse(body).chains.map { $0.attributes.map(\.value.name) } == [["top"], ["left"], ["width"]])
        let wrapped = try parse("[view2 mas_updateConstraints:^(MASConstraintMaker *m) { m.width.equalTo(@10); }];")
        #expect(wrapped.operation == .update && wrapped.chains.count == 1)
        let swift = """
        view2.snp.remakeConstraints { (maker: ConstraintMaker) in
            maker.top.equalTo(label.snp.bottom).offset(8)
            maker.left.right
                .equalToSuperview()
                .inset(16)
        }
        """
        let parsed = try parse(swift)
        #expect(parsed.operation == .remake)
        #expect(parsed.chains.map { $0.attributes.map(\.value.name) } == [["top"], ["left", "right"]])
        let closures = try parse("label.snp.makeConstraints {\n $0.center.equalToSuperview()\n $0.width.equalTo(100)\n}")
        #expect(closures.chains.count == 2)
    }

    /// Masonry installs a chain with no relation (`make.left.offset(10)` is left == superview.left
    /// + 10); the reader keeps it as written and ConstraintChain says what it means per dialect.
    /// Operators apps define over SnapKit's makers stand for its relations.
    @Test func operatorRelations() throws {
        let c = try chain("$0.top == redView.snp.bottom + 8")
        #expect(c.attributes.map(\.value.name) == ["top"])
        #expect(c.relation?.value == .equal)
        #expect(c.target?.value == .itemAttribute(.view("redView"), .bottom))
        #expect(c.modifiers.map(\.value) == [.offset(8)])
        #expect(try chain("$0.width >= 100").relation?.value == .greaterThanOrEqual)
        #expect(try chain("$0.width >= 100").target?.value == .number(100))
        let scaled = try chain("$0.height <= view2.snp.width * 0.5 - 2")
        #expect(scaled.relation?.value == .lessThanOrEqual)
        #expect(scaled.modifiers.map(\.value) == [.multipliedBy(0.5), .offset(-2)])
        #expect(try chain("$0.leading == -4").target?.value == .number(-4))
    }

    /// Swift's unwraps in a chain's arguments name the same view: `equalTo(view2!)`,
    /// `equalTo(view2?.snp.bottom)`. They were "unexpected '!'" and the chain left out.
    @Test func unwrappedViews() throws {
        #expect(try chain("make.left.top.equalTo(view2!)").target?.value == .item(.view("view2")))
        #expect(try chain("make.top.equalTo(view2?.snp.bottom).offset(4)").target?.value == .itemAttribute(.view("view2"), .bottom))
        #expect(try chain("make.top.equalTo(view2!.snp.bottom)").target?.value == .itemAttribute(.view("view2"), .bottom))
    }

    @Test func chainsWithoutARelationAreRead() throws {
        let c = try chain("make.left.offset(10)")
        #expect(c.relation == nil && c.target == nil && c.modifiers.map(\.value) == [.offset(10)])
        #expect(try chain("make.height").relation == nil)
        #expect(try chain("make.edges.equalTo(view2.snp.edges)").target?.value == .itemAttribute(.view("view2"), .edges))
        #expect(try chain("make.edges.equalTo(label.layoutMarginsGuide)").target?.value == .itemAttribute(.view("label"), .margins))
        #expect(try chain("make.size.equalTo(superview.snp.size)").target?.value == .superviewAttribute(.size))
    }

    /// Masonry's relation repeated with a value sets the constant from it (as valueOffset):
    /// `make.right.equalTo(v.mas_left).mas_equalTo(-10)` is `offset(-10)`.
    @Test func aRepeatedRelationWithAValueIsItsConstant() throws {
        let c = try chain("make.right.equalTo(redView.mas_left).mas_equalTo(-10)")
        #expect(c.relation?.value == .equal && c.target?.value == .itemAttribute(.view("redView"), .left))
        #expect(c.modifiers.map(\.value) == [.relationAgain(.number(-10))])
        let size = try chain("make.size.equalTo(redView).equalTo(CGSizeMake(4, 6))")
        #expect(size.modifiers.map(\.value) == [.relationAgain(.size(Size(width: 4, height: 6)))])
    }

    @Test func positionsOfTheParts() throws {
        let c = try chain("make.left.equalTo(redView.mas_right).offset(8)")
        #expect(c.attributes[0].offset == 5 && c.attributes[0].length == 4)
        #expect(c.relation?.offset == 10)
        #expect(c.target?.offset == 18 && c.target?.length == 17)
        #expect(c.modifiers[0].offset == 37)
    }

    @Test(arguments: [
        ("make.left.equalTo(superview).top", 29, "attribute 'top' after the relation; attributes come before equalTo(...)"),
        ("make.left.equalTo(superview).greaterThanOrEqualTo(@10)", 29, "the relation is set twice (first '==' here); a chain has one relation, and only Masonry's same relation with a value (its constant) may follow"),
        ("make.left.equalTo(superview).equalTo(otherView)", 29, "the relation is set twice (first '==' here); a chain has one relation, and only Masonry's same relation with a value (its constant) may follow"),
        ("make.lft.equalTo(superview)", 5, "unknown name 'lft'; expected an attribute such as 'left' (did you mean 'left'?)"),
        ("make.left.equalTo(redVew)", 18, "unknown view 'redVew' (did you mean 'redView'?)"),
        ("make.left.equalTo(self.redVeiw.mas_left)", 18, "unknown view 'self.redVeiw' (did you mean 'redView'?)"),
        // A name's kind suffix is left out of the comparison: "rd" is one letter from "red".
        ("make.left.equalTo(rd.mas_right)", 18, "unknown view 'rd' (did you mean 'redView'?)"),
        ("make.left.equalTo(gren.mas_right)", 18, "unknown view 'gren'"),
        ("make.left.equalTo(blu)", 18, "unknown view 'blu' (did you mean 'self.blueView'?)"),
        ("make.left.equalTo(lable)", 18, "unknown view 'lable' (did you mean 'label'?)"),
        ("make.left.equalTo(redView.mas_lft)", 26, "'mas_lft' is not an attribute of a view (did you mean 'left'?)"),
        ("make.left.equalTo(redView", 17, "missing ')' to close the '(' here"),
        ("make.left.equalTo()", 17, "equalTo(...) takes one target: a number, a view, a view's attribute, an array, a size, a point or insets"),
        ("make.left.equalTo(@10).offset(x)", 30, #"expected an offset, not 'x' (name it in the scene's "constants", e.g. "constants": {"x": 10})"#),
        // A number names a Masonry key, not a SnapKit label (the compiler's warning about the
        // `where` of this case once let numbers through as labels).
        ("make.width.equalTo(10).labeled(5)", 31, "labeled(...) takes a string such as @\"width\""),
        ("make.width.equalTo(10).labeled(-5)", 31, "labeled(...) takes a string such as @\"width\""),
        ("make.width.equalTo(@10).priority(.hihg)", 33, "expected a priority, not 'hihg' (did you mean 'high'?)"),
        ("make.width.equalTo(@10).priority(weight)", 33, "expected a priority, not 'weight' (name it in the scene's \"constants\", e.g. \"constants\": {\"weight\": 10})"),
        ("make.size.equalTo(CGSizeMake(1))", 18, "CGSizeMake takes 2 numbers, not 1"),
        ("make.size.equalTo(CGRectMake(1, 2, 3, 4))", 18, "unknown function 'CGRectMake'; expected CGSizeMake, CGPointMake, UIEdgeInsetsMake or their Swift forms"),
        ("make.left.equalTo(@10) make.top", 23, "unexpected 'make' after the chain; expected ';' or a new line"),
        ("make.left.equalTo(@)", 19, "expected a number, a name, '(', '[' or a string after '@', not ')'"),
        ("make.left.equalTo(@10) /* open", 23, "unterminated comment: '/*' without '*/'"),
        ("redView.left.equalTo(@10)", 0, "a chain starts with 'make.' or an attribute such as 'left', not 'redView'"),
        ("make.", 5, "expected a name after '.', not the end of the chain"),
        ("make.left.equalTo(10abc)", 18, "'10a' is not a number"),
        ("make.width.equalTo(@10).key(red)", 28, "key(...) takes a string such as @\"width\""),
        ("make.left.equalToSuperview(redView)", 26, "equalToSuperview() takes no arguments"),
        ("make.left.equalTo(@10).insets(@5)", 30, "insets(...) takes edge insets such as UIEdgeInsetsMake(10, 10, 10, 10)"),
        ("make.attributes(left).equalTo(@1)", 16, "expected attribute masks such as MASAttributeLeft | MASAttributeTop"),
        ("make.center.equalToSuperview().offset(CGPoint(x: 1, y: 2))", 38, "expected an offset, not a call of 'CGPoint'"),
        ("", 0, "no chain here; expected e.g. make.left.equalTo(superview).offset(10)"),
        ("make.left.equalTo(\"x\")", 18, "a string is not a target; expected a number, a view or a view's attribute"),
    ])
    func mistakes(text: String, offset: Int, message: String) {
        let e = error(text)
        #expect(e?.message == message)
        #expect(e?.offset == offset)
    }

    /// Identifiers and spaces: ASCII is answered without Unicode's tables, the rest with them;
    /// both the same as before (letters of any script, `_`, `$`; any white space).
    @Test func identifiersAndSpacesInAnyScript() throws {
        func kinds(_ text: String) throws -> [ChainToken.Kind] { try ChainLexer(text).tokens().map(\.kind) }
        #expect(try kinds("make.top\u{3000}.equalTo(标签$2)\u{00A0}.offset(8)") == [
            .identifier("make"), .punctuation("."), .identifier("top"), .punctuation("."), .identifier("equalTo"),
            .punctuation("("), .identifier("标签$2"), .punctuation(")"), .punctuation("."), .identifier("offset"),
            .punctuation("("), .number(8), .punctuation(")"), .end])
        #expect(try kinds("_été\tZ9\u{0B}x\u{0C}y") == [.identifier("_été"), .identifier("Z9"), .identifier("x"), .identifier("y"), .end])
        #expect(try kinds("@[a]") == [.punctuation("@"), .punctuation("["), .identifier("a"), .punctuation("]"), .end])
        #expect(throws: ChainSyntaxError.self) { try ChainLexer("a`b").tokens() }
    }
}
