import Testing
@testable import SourceSyntax

/// Objective-C as real Masonry files write it, parsed into the code model.
@Suite struct ObjectiveCParserTests {
    @Test func classesPropertiesIvarsAndMethods() {
        let text = """
        @interface Cell : UITableViewCell <Themed>
        @property (nonatomic, strong) UIImageView *iconView;
        @property (nonatomic, copy) void (^onTap)(BOOL done);
        - (void)setup;
        @end
        @interface Cell ()
        @property (nonatomic, weak) IBOutlet UILabel *title;
        @end
        @implementation Cell {
            UIView *_line, *_dot;
        }
        + (CGFloat)height { return 44; }
        @end
        @implementation Cell (Layout)
        - (void)layoutWith:(CGFloat)a and:(NSInteger)b {}
        @end
        """
        let dump = parsed(text, .objectiveC).dump
        #expect(dump == """
        (interface Cell : UITableViewCell ([nonatomic strong] var iconView:UIImageView) ([nonatomic copy] var onTap:block) (func setup()))
        (interface Cell() ([nonatomic weak IBOutlet] var title:UILabel))
        (implementation Cell (ivar _line:UIView) (ivar _dot:UIView) ([+] func height() {(return 44)}))
        (implementation Cell(Layout) (func layoutWith:and:(layoutWith a, and b) {}))
        """)
    }

    @Test func statementExpressionsBlocksAndMacroLines() {
        let text = """
        - (void)setup {
            self.iconView = ({ UIImageView *v = [UIImageView new]; v; });
            @weakify(self);
            WS(weakSelf)
            [self.iconView mas_makeConstraints:^(MASConstraintMaker *make) {
                STRONG_SELF
                make.left.equalTo(@20);
                make.right.mas_equalTo(-kPad);
            }];
        }
        """
        #expect(body(text, .objectiveC) == """
        (= (. self iconView) ({ (var v:UIImageView = (send UIImageView new)) v })) (macro @weakify self) (macro WS weakSelf) \
        (send (. self iconView) mas_makeConstraints: mas_makeConstraints:(closure [make] (macro STRONG_SELF) \
        (call (. (. make left) equalTo) (@ 20)) (call (. (. make right) mas_equalTo) (prefix- kPad))))
        """)
    }

    /// `@weakify(self)` / `@strongify(self)` where the app's headers define them as libextobjc
    /// and ZFPlayer do: `@` then `autoreleasepool {} __weak __typeof__(self) weak_self = self;`
    /// (a debug build), `try {} @finally {} …` (a release one). The block statement and the
    /// declarations they make are read, so `weak_self` is `self` (the block was "a statement not
    /// read: expected ';', found '{'").
    @Test func weakifyAsTheAppsHeadersExpandIt() {
        for keyword in ["autoreleasepool{}", "try{} @finally{} {}"] {
            let text = """
            #define weakify(object) \(keyword) __weak __typeof__(object) weak##_##object = object;
            #define strongify(object) \(keyword) __typeof__(object) strong##_##object = weak##_##object;
            @implementation A
            - (void)f {
                @weakify(self)
                [self g:^(id s) {
                    @strongify(self)
                    strong_self.x = 1;
                }];
            }
            @end
            """
            let (dump, diagnostics, _) = parsed(text, .objectiveC)
            #expect(diagnostics.isEmpty, "\(diagnostics)")
            #expect(dump.contains("(var weak_self:typeof = self)") && dump.contains("(var strong_self:typeof = weak_self) (= (. strong_self x) 1)"), "\(dump)")
        }
    }

    @Test func declarationsCastsAndLiterals() {
        let text = """
        - (void)f {
            CGFloat h = (CGFloat)self.frame.size.height, w = 2;
            __weak typeof(self) weakSelf = self;
            static const UIEdgeInsets kInsets = {10, 10, 10, 10};
            NSArray<UIView *> *views = @[a, b];
            UIView *v = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 10, 10)];
            CGRect r = (CGRect){0, 0, 1, 1};
            x = (SCREEN_WIDTH - 20) / 2;
            y = flag ?: 3;
            void (^done)(void) = ^{ [self layoutIfNeeded]; };
        }
        """
        #expect(body(text, .objectiveC) == """
        (var h:CGFloat = (cast (. (. (. self frame) size) height) CGFloat), w:CGFloat = 2) (var weakSelf:typeof = self) \
        (let kInsets:UIEdgeInsets = {10 10 10 10}) (var views:NSArray = [a b]) \
        (var v:UIView = (send (send UIView alloc) initWithFrame: initWithFrame:(call CGRectMake 0 0 10 10))) \
        (var r:CGRect = (cast {0 0 1 1} CGRect)) (= x (/ (paren (- SCREEN_WIDTH 20)) 2)) (= y (?: flag 3)) \
        (var done:block = (closure [] (send self layoutIfNeeded)))
        """)
    }

    /// A class named in lower case (`starView`, a real app's) declares a local before `=`: a
    /// product is no place to assign to. Before `;` a lower-case name times a name stays a product.
    @Test func aLowerCaseClassDeclaresBeforeAnAssignment() {
        let text = """
        - (void)f {
            starView * star = [[starView alloc] initWithFrame:CGRectZero];
            a * b;
        }
        """
        #expect(body(text, .objectiveC) == """
        (var star:starView = (send (send starView alloc) initWithFrame: initWithFrame:CGRectZero)) (* a b)
        """)
    }

    @Test func controlFlowWithAndWithoutBraces() {
        let text = """
        - (void)f {
            if (!_line) _line = [UIView new]; else return;
            for (int i = 0; i < 4; i++) { [self add:i]; }
            for (UIButton *b in self.buttons) [b removeFromSuperview];
            switch (self.style) {
                case StyleA: h = 1; break;
                case StyleB:
                case StyleC: { h = 2; } break;
                default: break;
            }
            while (n > 0) n--;
            do { n++; } while (n < 3);
        }
        """
        #expect(body(text, .objectiveC) == """
        (if (prefix! _line) {(= _line (send UIView new))} else {(return)}) \
        (for (var i:int = 0); (< i 4); (postfix++ i) {(send self add: add:i)}) \
        (for b in (. self buttons) {(send b removeFromSuperview)}) \
        (switch (. self style) case StyleA: {(= h 1) break} case StyleB: {} case StyleC: {{(= h 2)} break} default: {break}) \
        (while (> n 0) {(postfix-- n)}) (repeat {(postfix++ n)} while (< n 3))
        """)
    }

    @Test func messageSendsWithVariadicArgumentsAndBlocksAsArguments() {
        let text = """
        - (void)f {
            NSArray *a = [NSArray arrayWithObjects:x, y, nil];
            [UIView animateWithDuration:0.3 animations:^{ self.alpha = 0; } completion:^(BOOL finished) { [v removeFromSuperview]; }];
        }
        """
        #expect(body(text, .objectiveC) == """
        (var a:NSArray = (send NSArray arrayWithObjects: arrayWithObjects:x y nil)) \
        (send UIView animateWithDuration:animations:completion: animateWithDuration:0.3 animations:(closure [] (= (. self alpha) 0)) \
        completion:(closure [finished] (send v removeFromSuperview)))
        """)
    }

    @Test func aStatementThatDoesNotParseIsOneNodeAndReadingGoesOn() {
        let text = """
        - (void)f {
            a = 1;
            b = [x y z w];
            c = 3;
        }
        - (void)g { d = 4; }
        """
        let result = parsed(text, .objectiveC)
        #expect(result.dump == "(func f() {(= a 1) (unparsed) (= c 3)})\n(func g() {(= d 4)})")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first.map { result.file.source.location(of: $0.range.start) } == SourceLocation(line: 3, column: 5))
        #expect(result.diagnostics.first?.message == "a statement not read: expected ']', found 'z'; it is left out")
    }
}
