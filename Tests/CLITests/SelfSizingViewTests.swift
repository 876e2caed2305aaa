import Foundation
import Testing

/// A view that ties its own edges to its content (`[self mas_makeConstraints:^{ make.bottom
/// .equalTo(self.box.mas_bottom).offset(10); }]`, SnapKit's `snp.makeConstraints { $0.bottom
/// .equalTo(descriptionLabel) }` in its own initialiser): Masonry and SnapKit install those on the
/// view itself, superview or not, and they size it. A view controller's root keeps the screen's
/// size, so there the content moves instead.
@Suite struct SelfSizingViewTests {
    let fm = FileManager.default

    func run(_ name: String, _ text: String) throws -> (CLIRunner.Outcome, [String: [Double]], [String: Any]) {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        let frames = (try? CLIRunner.frames(inSolution: out)) ?? [:]
        let json = (try? JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]) ?? [:]
        return (r, frames, json)
    }

    /// The box 10 from the top, 40 tall; the view's bottom 10 below it: the view is 60 tall.
    @Test func aViewTiedToItsOwnContentIsAsTallAsItSays() throws {
        let (r, frames, json) = try run("SelfSizing.m", """
            #import "Masonry.h"
            @interface SelfSizing : UIView
            @property (nonatomic, strong) UIView *box;
            @end
            @implementation SelfSizing
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _box = [[UIView alloc] init];
                    [self addSubview:_box];
                    [_box mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.equalTo(self).offset(10);
                        make.size.mas_equalTo(CGSizeMake(40, 40));
                    }];
                    [self mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.bottom.equalTo(self.box.mas_bottom).offset(10);
                    }];
                }
                return self;
            }
            @end
            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("no superview"), "\(r.stderr)")
        #expect((json["canvas"] as? [String: Any])?["height"] as? Double == 60)
        #expect(frames["box"] == [10, 10, 40, 40])
    }

    /// A view controller's root is the screen's size whatever its constraints say: its bottom
    /// 10 below the box puts the 40-tall box at 852 − 10 − 40 = 802.
    @Test func aViewControllersRootTiedToItsContentMovesTheContent() throws {
        let (r, frames, json) = try run("SelfVC.m", """
            #import "Masonry.h"
            @interface SelfVC : UIViewController
            @property (nonatomic, strong) UIView *box;
            @end
            @implementation SelfVC
            - (void)viewDidLoad {
                [super viewDidLoad];
                _box = [[UIView alloc] init];
                [self.view addSubview:_box];
                [_box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self.view).offset(10);
                    make.size.mas_equalTo(CGSizeMake(40, 40));
                }];
                [self.view mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.bottom.equalTo(self.box.mas_bottom).offset(10);
                }];
            }
            @end
            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect((json["canvas"] as? [String: Any])?["height"] as? Double == 852)
        #expect(frames["box"] == [10, 802, 40, 40])
    }
}
