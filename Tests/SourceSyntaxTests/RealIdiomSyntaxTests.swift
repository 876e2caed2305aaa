import Testing
@testable import SourceSyntax

/// Syntax real files use that the parsers once stopped at ("a statement not read"), each seen in
/// a public app and written here in small: Swift's `if`/`switch` as values, operators of an app's
/// own ending in `>`, a nested generic type as a value, `#Preview`; Objective-C's labels,
/// generics on a message's class, a bare macro line before a message, and a header's macro
/// named as a member.
@Suite struct RealIdiomSyntaxTests {
    @Test func swiftValuesOperatorsGenericsAndPreviews() {
        let text = """
        final class Field: UIView {
            func f() {
                icon.image = switch kind {
                case .a, .b:
                    UIImage(named: "a")
                default:
                    nil
                }
                let w = if wide { 20 } else { 10 }
                let bindings = [model.name ~> label.rx.text, model.age => age]
                let registration = UICollectionView.CellRegistration<FeedCell, Item> { cell, indexPath, item in
                    cell.tag = 1
                }
            }
        }
        #Preview {
            Field()
        }
        #Preview("Dark", traits: .sizeThatFitsLayout) { Field() }
        """
        let result = parsed(text, .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        // `if`/`switch` values: a closure called at once, each branch returning its last value.
        #expect(result.dump.contains("(= (. icon image) (call (closure [] (switch kind case .a, .b: {(return (call UIImage named:\"a\"))} default: {(return nil)}))))"))
        #expect(result.dump.contains("(let w = (call (closure [] (if wide {(return 20)} else {(return 10)}))))"))
        #expect(result.dump.contains("(let bindings = [(~> (. model name) (. (. label rx) text)) (=> (. model age) age)])"))
        #expect(result.dump.contains("(let registration = (call (. UICollectionView CellRegistration) (closure [cell indexPath item] (= (. cell tag) 1))))"))
        // Both previews are passed over whole: no statement left at the top level.
        #expect(result.file.statements.isEmpty)
        // A generic type still closes after a name: `Array<Int>`, and `Int?>` keeps its `?`.
        #expect(parsed("let a = Array<Int>()\nlet b = Set<Int?>()", .swift).diagnostics.isEmpty)
    }

    @Test func objectiveCLabelsGenericsBareMacrosAndMembersNamedLikeMacros() {
        let text = """
        #define statusBarHeight ([[UIApplication sharedApplication] statusBarFrame].size.height)
        - (void)f {
            addObject:make.height.equalTo(@50);
            _list = [NSMutableArray<PIEPageVM *> array];
            _map = [NSMutableDictionary<NSString *, id> new];
            WeakSelf
            [data codeImage:^(UIImage *image) { weakSelf.x = 1; }];
            make.top.equalTo(self).offset(UI.statusBarHeight);
            h = statusBarHeight;
        }
        """
        let result = parsed(text, .objectiveC)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.dump == """
        (func f() {(call (. (. make height) equalTo) (@ 50)) (= _list (send NSMutableArray array)) (= _map (send NSMutableDictionary new)) \
        (macro WeakSelf) (send data codeImage: codeImage:(closure [image] (= (. weakSelf x) 1))) \
        (call (. (call (. (. make top) equalTo) self) offset) (. UI statusBarHeight)) \
        (= h (paren (. (. (send (send UIApplication sharedApplication) statusBarFrame) size) height)))})
        """)
    }

    /// Seen in a sweep of 10,486 real files (2026-11-28): the ones each stopped a statement or a
    /// declaration. ReactiveCocoa's `@weakify(self)` expanded by an app's own definition whose
    /// helper macro lives in a pod (`metamacro_foreach_cxt(rac_weakify_,, __weak, self)`: an
    /// empty argument), a dictionary literal whose `{` is on the line after its `@`, a property's
    /// attribute macro, `inout` and `__unused` in a method's parameter types, `unsigned` alone as
    /// a type, a `k`-named type cast onto a message, and `@throw`.
    @Test func objectiveCEmptyMacroArgumentsSplitLiteralsQualifiersAndThrow() {
        let text = """
        @interface Chat ()
        @property (nonatomic, strong) UIImagePickerController *picker DEPRECATED_ATTRIBUTE;
        @end
        @implementation Chat
        - (void)scrollViewWillEndDragging:(UIScrollView *)scrollView withVelocity:(CGPoint)velocity targetContentOffset:(inout CGPoint *)targetContentOffset {
            metamacro_foreach_cxt(rac_weakify_,, __weak, self);
            NSAttributedString *text = [[NSAttributedString alloc] initWithString:@"hi" attributes:@
            {NSFontAttributeName: font}];
            unsigned unitFlags = NSCalendarUnitYear | NSCalendarUnitMonth;
            kUserRoleType role = (kUserRoleType)[roleNumber integerValue];
        }
        - (UIView *)carousel:(__unused iCarousel *)carousel viewForItemAtIndex:(NSInteger)index {
            @throw [NSException exceptionWithName:@"Undefined" reason:@"subclass" userInfo:nil];
        }
        @end
        """
        let result = parsed(text, .objectiveC)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.dump.contains("(call metamacro_foreach_cxt rac_weakify_ nil __weak self)"), "\(result.dump)")
        #expect(result.dump.contains("attributes:[NSFontAttributeName: font]"), "\(result.dump)")
        #expect(result.dump.contains("(var unitFlags:int = (| NSCalendarUnitYear NSCalendarUnitMonth))"), "\(result.dump)")
        #expect(result.dump.contains("(var role:kUserRoleType = (cast (send roleNumber integerValue) kUserRoleType))"), "\(result.dump)")
        #expect(result.dump.contains("([nonatomic strong] var picker:UIImagePickerController)"), "\(result.dump)")
        #expect(result.dump.contains("(func carousel:viewForItemAtIndex:(carousel carousel, viewForItemAtIndex index) {(return nil)})"), "\(result.dump)")
    }

    /// Seen in real files (AU-objc-05, AY-objc-05, AY-objc-14, BA-objc-02, BF-objc-02): a block
    /// variable returning an object, C's comma operator joining chains where `;` was meant, a cast
    /// to a type named in capitals before a call, an outlet collection, and `id<P> _Nullable`.
    @Test func objectiveCBlockVariablesCommaChainsCapitalCastsAndQualifiedIds() {
        let text = """
        @interface V ()
        @property (strong, nonatomic) IBOutletCollection(NSLayoutConstraint) NSArray *space;
        @end
        - (void)f {
            UIButton *(^createBtn)(UIView *) = ^(UIView *supV) {
                UIButton *btn = [[UIButton alloc] init];
                return btn;
            };
            [_title mas_makeConstraints:^(MASConstraintMaker *make) {
                make.centerX.mas_equalTo(0),
                make.top.mas_equalTo(self.mas_top).offset(6),
                make.width.mas_lessThanOrEqualTo(250);
            }];
            CC_MD5(cStr, (CC_LONG)strlen(cStr), result);
            id<SJDanmakuItem> _Nullable item = _queue.dequeue;
        }
        """
        let result = parsed(text, .objectiveC)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.dump.contains("([strong nonatomic IBOutlet] var space:NSArray)"), "\(result.dump)")
        #expect(result.dump.contains("(var createBtn:block = (closure [supV] (var btn:UIButton = "), "\(result.dump)")
        #expect(result.dump.contains("(var item:id = (. _queue dequeue))"), "\(result.dump)")
        #expect(result.dump.contains("{(call (. (. make centerX) mas_equalTo) 0) (call (. (call (. (. make top) mas_equalTo) (. self mas_top)) offset) 6) (call (. (. make width) mas_lessThanOrEqualTo) 250)}"), "\(result.dump)")
        #expect(result.dump.contains("(cast (call strlen cStr) CC_LONG)"), "\(result.dump)")
    }
}

