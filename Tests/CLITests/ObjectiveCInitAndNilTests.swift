import Foundation
import Testing

/// Objective-C's object life as UIKit runs it: `[super init]` in a view's own initialiser is
/// UIView's `-init`, which sends `initWithFrame:CGRectZero` to the object, so the class's own
/// `initWithFrame:` makes its views first; and Masonry's calls sent to nil (a property nothing
/// made: its getter tests the wrong way, or the lines that make it are commented out) make no
/// constraint, which is said, and when every call is so, the run stops saying where.
@Suite struct ObjectiveCInitAndNilTests {
    let fm = FileManager.default

    func run(_ name: String, _ text: String, _ extra: [String] = []) throws -> (CLIRunner.Outcome, [String: [Double]]) {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path] + extra)
        return (r, (try? CLIRunner.frames(inSolution: out)) ?? [:])
    }

    /// `initWithText:` calls `[super init]`; the label is made in `initWithFrame:`. The label is
    /// there when `initWithText:` constrains it: 12 in, 0.02 of the view's width (300: 6 wide).
    @Test func superInitRunsTheClassesOwnInitWithFrame() throws {
        let (r, frames) = try run("TextRow.m", """
            #import "Masonry.h"
            @interface TextRow : UIView
            @property (nonatomic, strong) UILabel *label;
            - (instancetype)initWithText:(NSString *)text;
            @end
            @implementation TextRow
            - (instancetype)initWithText:(NSString *)text {
                self = [super init];
                if (self) {
                    _label.text = text;
                    [_label mas_updateConstraints:^(MASConstraintMaker *make) {
                        make.width.equalTo(self.mas_width).multipliedBy(0.02f);
                    }];
                }
                return self;
            }
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (!self) return nil;
                _label = [UILabel new];
                [self addSubview:_label];
                [_label mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self).offset(12);
                    make.top.bottom.equalTo(self);
                }];
                return self;
            }
            @end
            """, ["--size", "300x40", "--function", "initWithText:"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("nil"), "\(r.stderr)")
        #expect(frames["label"] == [12, 0, 6, 40])
    }

    /// A getter that makes its label only `if (_titleLab)` returns nil: the cell's one
    /// constraint call is sent to nil. The run stops there (exit 2), saying so at its line.
    @Test func constraintsOnlyOnNilStopTheRunSayingWhere() throws {
        let (r, _) = try run("CatalogueCell.m", """
            #import "Masonry.h"
            @interface CatalogueCell : UITableViewCell
            @property (nonatomic, strong) UILabel *titleLab;
            @end
            @implementation CatalogueCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    [self.contentView addSubview:self.titleLab];
                    [self.titleLab mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.mas_equalTo(15);
                        make.left.mas_equalTo(24);
                    }];
                }
                return self;
            }
            - (UILabel *)titleLab {
                if (_titleLab) {
                    _titleLab = [[UILabel alloc] init];
                }
                return _titleLab;
            }
            @end
            """)
        #expect(r.status == 2)
        #expect(r.stderr.contains("CatalogueCell.m:10:10: class CatalogueCell makes its constraints on self.titleLab, which is nil when they run (nothing the set-up runs before makes it): a message to nil does nothing, so no constraint is made"), "\(r.stderr)")
    }

    /// Beside constraints that are made, one sent to a view whose making is commented out is
    /// said at its line and drawn without.
    @Test func aConstraintCallOnNilBesideOthersIsSaid() throws {
        let (r, frames) = try run("LoginPanel.m", """
            #import "Masonry.h"
            @interface LoginPanel : UIView
            @property (nonatomic, strong) UIButton *loginButton;
            @property (nonatomic, strong) UIButton *wechatButton;
            @end
            @implementation LoginPanel
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    self.loginButton = [[UIButton alloc] init];
                    [self addSubview:self.loginButton];
                    /*
                    self.wechatButton = [[UIButton alloc] init];
                    [self addSubview:self.wechatButton];
                    */
                    [self.loginButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.equalTo(self).inset(20);
                        make.top.equalTo(self).offset(40);
                        make.height.mas_equalTo(44);
                    }];
                    [self.wechatButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.centerX.equalTo(self);
                        make.size.mas_equalTo(CGSizeMake(35, 35));
                    }];
                }
                return self;
            }
            @end
            """, ["--size", "393x300"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(frames["loginButton"] == [20, 40, 353, 44])
        #expect(frames["wechatButton"] == nil)
        #expect(r.stderr.contains("LoginPanel.m:21:10: warning: self.wechatButton is nil here (nothing the set-up runs before makes it), so this mas_makeConstraints makes no constraint: a message to nil does nothing"), "\(r.stderr)")
    }

    /// A view controller laying out in `viewLayoutMarginsDidChange` (and `viewSafeAreaInsetsDidChange`),
    /// which UIKit calls in the first layout pass, before `viewWillLayoutSubviews`: that is its
    /// set-up, not a later step; its collection view under the 59-point safe area, 12 in.
    @Test func marginAndSafeAreaCallbacksArePartOfTheSetUp() throws {
        let (r, frames) = try run("GridViewController.m", """
            #import "Masonry.h"
            @interface GridViewController : UIViewController
            @property (nonatomic, strong) UIView *grid;
            @end
            @implementation GridViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _grid = [[UIView alloc] init];
                [self.view addSubview:_grid];
            }
            - (void)viewLayoutMarginsDidChange {
                [super viewLayoutMarginsDidChange];
                [_grid mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);
                    make.left.right.equalTo(self.view).inset(12);
                    make.height.mas_equalTo(300);
                }];
            }
            @end
            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(!r.stderr.contains("drawn after"), "\(r.stderr)")
        #expect(frames["grid"] == [12, 59, 369, 300])
    }
}

