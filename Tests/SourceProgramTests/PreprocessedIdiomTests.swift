import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// What the preprocessor hands the program reader in real Objective-C: `@weakify` written with
/// a metamacro library (the app's own copy of libextobjc's or ReactiveCocoa's), the branch a build
/// for a device takes, and UIKit's UIOffset. Drawn on an iPhone 15 (393 × 852); labels 10 points
/// a character (ProgramReaderTests.Mono).
@Suite struct PreprocessedIdiomTests {
    func read(_ text: String, file: String) throws -> (SourceLayout, LayoutResult) {
        let layout = try ProgramReader.read(text, file: file, options: SourceOptions())
        return (layout, try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    func frame(_ r: LayoutResult, _ id: String) -> Rect? { r.view(id: id)?.absoluteFrame }

    /// Metamacros in the style libextobjc and ReactiveCocoa ship (written here in small): the count
    /// of arguments picks `mm_foreach_cxt1` or `…2` by pasting, whose `(` only follows once the
    /// paste is read again, and `_Pragma` lines stand in the strong one. Before, the expansion
    /// stopped at `mm_foreach_cxt1` and each line was "a statement not read: expected a value,
    /// found ','", so nothing named `self_weak_` existed.
    static let metamacros = """
        #define mm_concat(A, B) mm_concat_(A, B)
        #define mm_concat_(A, B) A ## B
        #define mm_head(...) mm_head_(__VA_ARGS__, 0)
        #define mm_head_(FIRST, ...) FIRST
        #define mm_at(N, ...) mm_concat(mm_at, N)(__VA_ARGS__)
        #define mm_at2(_0, _1, ...) mm_head(__VA_ARGS__)
        #define mm_argcount(...) mm_at(2, __VA_ARGS__, 2, 1)
        #define mm_foreach_cxt(MACRO, SEP, CONTEXT, ...) \\
            mm_concat(mm_foreach_cxt, mm_argcount(__VA_ARGS__))(MACRO, SEP, CONTEXT, __VA_ARGS__)
        #define mm_foreach_cxt1(MACRO, SEP, CONTEXT, _0) MACRO(0, CONTEXT, _0)
        #define mm_foreach_cxt2(MACRO, SEP, CONTEXT, _0, _1) \\
            mm_foreach_cxt1(MACRO, SEP, CONTEXT, _0) SEP MACRO(1, CONTEXT, _1)
        #define mm_foreach_iter(INDEX, MACRO, ARG) MACRO(INDEX, ARG)
        #define mm_foreach(MACRO, SEP, ...) mm_foreach_cxt(mm_foreach_iter, SEP, MACRO, __VA_ARGS__)
        #define mm_weak_(INDEX, CONTEXT, VAR) CONTEXT __typeof__(VAR) mm_concat(VAR, _weak_) = (VAR);
        #define mm_strong_(INDEX, VAR) __strong __typeof__(VAR) VAR = mm_concat(VAR, _weak_);
        #define WeakObj(...) autoreleasepool {} mm_foreach_cxt(mm_weak_,, __weak, __VA_ARGS__)
        #define StrongObj(...) autoreleasepool {} \\
            _Pragma("clang diagnostic push") \\
            _Pragma("clang diagnostic ignored \\"-Wshadow\\"") \\
            mm_foreach(mm_strong_,, __VA_ARGS__) \\
            _Pragma("clang diagnostic pop")

        """

    @Test func weakifyWrittenWithMetamacrosIsRead() throws {
        let text = Self.metamacros + """
        @interface CardListViewController ()
        @property (nonatomic, strong) UIView *banner;
        @property (nonatomic, strong) UIView *footer;
        @end
        @implementation CardListViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *strip = [[UIView alloc] init];
            @WeakObj(self, strip);
            self.banner = [[UIView alloc] init];
            [self.view addSubview:self.banner];
            [self.view addSubview:strip];
            [self.banner mas_makeConstraints:^(MASConstraintMaker *make) {
                @StrongObj(self);
                make.top.leading.trailing.mas_equalTo(0);
                make.height.mas_equalTo(30);
            }];
            [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self_weak_.banner.mas_bottom).offset(5);
                make.left.right.equalTo(self_weak_.view);
                make.height.equalTo(strip_weak_.mas_width).multipliedBy(0.25);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "CardListViewController.m")
        #expect(layout.warnings.isEmpty, "\(layout.warnings.map(\.message))")
        #expect(frame(r, "banner") == Rect(x: 0, y: 0, width: 393, height: 30))
        // 5 below the banner, the screen's width, a quarter of it tall.
        #expect(frame(r, "strip") == Rect(x: 0, y: 35, width: 393, height: 98.25))
    }

    /// `#if TARGET_IPHONE_SIMULATOR` holds a camera screen's stand-in for the simulator; a device
    /// reads the other branch, and says so in one line.
    @Test func aDeviceBuildsBranchIsDrawn() throws {
        let text = """
        @implementation ScanViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
        #if TARGET_IPHONE_SIMULATOR
            UIView *stub = [[UIView alloc] init];
            [self.view addSubview:stub];
            [stub mas_makeConstraints:^(MASConstraintMaker *make) { make.edges.equalTo(self.view); }];
        #else
            UIView *topBar = [[UIView alloc] init];
            [self.view addSubview:topBar];
            [topBar mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.top.equalTo(self.view);
                make.height.mas_equalTo(94);
            }];
        #endif
        }
        @end
        """
        let (layout, r) = try read(text, file: "ScanViewController.m")
        #expect(frame(r, "topBar") == Rect(x: 0, y: 0, width: 393, height: 94))
        #expect(r.view(id: "stub") == nil)
        #expect(layout.warnings.map(\.message).contains { $0.contains("TARGET_IPHONE_SIMULATOR is taken as 0, as in a debug build on a device") })
    }

    /// UIKit's UIOffset: `UIOffsetZero`, `UIOffsetMake`, `UIOffset(horizontal:vertical:)`, read
    /// by their `horizontal` and `vertical` (a page control nudged by its offset).
    @Test func offsetsAreUIKits() throws {
        let objc = """
        @interface Banner ()
        @property (nonatomic, assign) UIOffset offset;
        @property (nonatomic, strong) UIView *dots;
        @property (nonatomic, strong) UIView *badge;
        @end
        @implementation Banner
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                _offset = UIOffsetZero;
                _dots = [[UIView alloc] init];
                _badge = [[UIView alloc] init];
                [self addSubview:_dots];
                [self addSubview:_badge];
                UIOffset nudge = UIOffsetMake(6, -4);
                [_dots mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self).offset(_offset.horizontal);
                    make.bottom.equalTo(self).offset(_offset.vertical);
                    make.height.mas_equalTo(20);
                }];
                [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self).offset(nudge.horizontal);
                    make.top.equalTo(self).offset(-nudge.vertical);
                    make.size.mas_equalTo(CGSizeMake(10, 10));
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(objc, file: "Banner.m")
        #expect(layout.warnings.filter { $0.message.contains("run time") }.isEmpty, "\(layout.warnings.map(\.message))")
        let height = try #require(r.view(id: "root")?.frame.height)
        #expect(frame(r, "dots") == Rect(x: 0, y: height - 20, width: 393, height: 20))
        #expect(frame(r, "badge") == Rect(x: 6, y: 4, width: 10, height: 10))
        let swift = """
        import UIKit
        import SnapKit
        final class Strip: UIView {
            let mark = UIView()
            let shift = UIOffset(horizontal: 12, vertical: 3)
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(mark)
                mark.snp.makeConstraints { make in
                    make.left.equalToSuperview().offset(shift.horizontal)
                    make.top.equalToSuperview().offset(shift.vertical + UIOffset.zero.vertical)
                    make.width.height.equalTo(8)
                }
            }
        }
        """
        let (_, s) = try read(swift, file: "Strip.swift")
        #expect(frame(s, "mark") == Rect(x: 12, y: 3, width: 8, height: 8))
    }

    /// `kIOSVersion` as apps define it (`[[[UIDevice currentDevice] systemVersion] doubleValue]`)
    /// and `systemVersion.floatValue`: the iOS the device runs, 17.0 (as the build's SDK is
    /// taken), said in one line. Before, each condition was "decided at run time" and read its
    /// first value.
    @Test func theSystemVersionIsTheDevices() throws {
        let text = """
        #define kIOSVersion ((float)[[[UIDevice currentDevice] systemVersion] doubleValue])
        @implementation VersionView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UIView *bar = [UIView new];
                [self addSubview:bar];
                CGFloat top = kIOSVersion < 11.0 ? 20 : 44;
                CGFloat extra = [UIDevice currentDevice].systemVersion.floatValue >= 13 ? 6 : 0;
                [bar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.equalTo(self);
                    make.top.equalTo(self).offset(top + extra);
                    make.height.mas_equalTo(10);
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "VersionView.m")
        #expect(frame(r, "bar") == Rect(x: 0, y: 50, width: 393, height: 10))
        #expect(layout.warnings.map(\.message) == ["read as the iPhone 15 drawn has it (--device for another): UIDevice's systemVersion is \"17.0\""])
    }

    /// The device's idiom compared as Objective-C writes it: `UI_USER_INTERFACE_IDIOM() ==
    /// UIUserInterfaceIdiomPhone` (an app's `IS_IPHONE`) and `[[UIDevice currentDevice]
    /// userInterfaceIdiom] == UIUserInterfaceIdiomPad` on an iPhone: true and false. Before, UIKit's
    /// `phone` never equalled the constant, so `IS_IPHONE ? a / 375.0 * W : a` took the iPad's
    /// branch: a 100-point box stayed 100 wide instead of 100 / 375 × 393 = 104.8.
    @Test func theIdiomConstantsCompareWithTheDevicesIdiom() throws {
        let (_, r) = try read("""
            #define IS_IPHONE (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone)
            #define IS_IPAD ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad)
            #define KMWidth(a) (IS_IPHONE ? ((a) / 375.0 * MIN([UIScreen mainScreen].bounds.size.width, [UIScreen mainScreen].bounds.size.height)) : a)
            @implementation ScaledView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIView *box = [UIView new];
                    [self addSubview:box];
                    [box mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self);
                        make.width.mas_equalTo(KMWidth(100));
                        make.height.mas_equalTo(IS_IPAD ? 80 : 40);
                    }];
                }
                return self;
            }
            @end
            """, file: "ScaledView.m")
        let f = try #require(frame(r, "box"))
        #expect(abs(f.width - 104.8) < 1e-9 && f.height == 40, "\(f)")
    }
}
