import Foundation
import Testing

/// What a file takes from the app around it, in shapes real apps write: a view its screen makes
/// through a class method (`OptionBar.view()`, `[BadgeHeader headerWithTitle:]`) rather than an
/// initialiser, a constant declared at the top of another file under a camel-case name
/// (`let editorTopH = 59.0`), and a view whose own code gives it a width other than the
/// screen's. Every frame derived by hand beside it.
@Suite struct OwnerFactoriesAndGlobalsTests: WritesProjects {
    let fm = FileManager.default

    /// `OptionBar` is made by its base class's factory, `class func view() -> Self`, which the
    /// screen calls as `OptionBar.view()` and pins top, left and right, 45 tall. The bar is drawn
    /// 393 × 45: its three buttons 100 wide fill its height, the middle one centred at
    /// (393 − 100) / 2 = 146.5, the last at 393 − 100 = 293.
    @Test func aViewItsScreenMakesThroughAClassMethodTakesTheSizeTheScreenGivesIt() throws {
        let dir = try project("Moto")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit

            class BaseView: UIView {
                class func view() -> Self {
                    let instance = self.init()
                    instance.setUpViews()
                    return instance
                }
                func setUpViews() {}
            }
            """, "Moto/Base/BaseView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class OptionBar: BaseView {
                let newButton = UIButton()
                let nearButton = UIButton()
                let priceButton = UIButton()

                override func setUpViews() {
                    addSubview(newButton)
                    addSubview(nearButton)
                    addSubview(priceButton)
                    newButton.snp.makeConstraints { make in
                        make.left.top.bottom.equalToSuperview()
                        make.width.equalTo(100)
                    }
                    nearButton.snp.makeConstraints { make in
                        make.top.bottom.centerX.equalToSuperview()
                        make.width.equalTo(newButton)
                    }
                    priceButton.snp.makeConstraints { make in
                        make.right.top.bottom.equalToSuperview()
                        make.width.equalTo(100)
                    }
                }
            }
            """, "Moto/Demand/OptionBar.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class DemandViewController: UIViewController {
                lazy var optionBar: OptionBar = {
                    let bar = OptionBar.view()
                    self.view.addSubview(bar)
                    return bar
                }()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    optionBar.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(45)
                    }
                }
            }
            """, "Moto/Demand/DemandViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Moto/Demand/OptionBar.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["newButton"] == [0, 0, 100, 45])
        #expect(frames["nearButton"] == [146.5, 0, 100, 45])
        #expect(frames["priceButton"] == [293, 0, 100, 45])
        #expect(r.stderr.contains("OptionBar.swift: drawn 393 × 45, the size Moto/Demand/DemandViewController.swift gives its optionBar"), "\(r.stderr)")
    }

    /// `BadgeHeader` is made by its own class method, `+ (instancetype)headerWithTitle:`, which a
    /// screen calls and gives the frame (0, 0, 393, 120). The header is drawn 393 × 120: its
    /// badge 60 × 60 centred, at (393 − 60) / 2 = 166.5 and (120 − 60) / 2 = 30; its rule 1 tall
    /// along the bottom, at 119.
    @Test func anObjectiveCViewMadeByItsOwnClassMethodTakesTheFrameItsScreenGivesIt() throws {
        let dir = try project("Badges")
        defer { try? fm.removeItem(at: dir) }
        try write("#import <UIKit/UIKit.h>\n@interface BadgeHeader : UIView\n+ (instancetype)headerWithTitle:(NSString *)title;\n@end\n",
                  "Badges/Views/BadgeHeader.h", in: dir)
        try write("""
            #import "BadgeHeader.h"
            #import "Masonry.h"

            @interface BadgeHeader ()
            @property (nonatomic, strong) UIView *badge;
            @property (nonatomic, strong) UIView *rule;
            @end

            @implementation BadgeHeader
            + (instancetype)headerWithTitle:(NSString *)title {
                BadgeHeader *header = [[BadgeHeader alloc] init];
                return header;
            }

            - (instancetype)init {
                self = [super init];
                if (self) {
                    _badge = [[UIView alloc] init];
                    [self addSubview:_badge];
                    _rule = [[UIView alloc] init];
                    [self addSubview:_rule];
                    [_badge mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.center.equalTo(self);
                        make.size.mas_equalTo(CGSizeMake(60, 60));
                    }];
                    [_rule mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self);
                        make.height.mas_equalTo(1);
                    }];
                }
                return self;
            }
            @end
            """, "Badges/Views/BadgeHeader.m", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface BadgesViewController : UIViewController\n@end\n", "Badges/Screens/BadgesViewController.h", in: dir)
        try write("""
            #import "BadgesViewController.h"
            #import "BadgeHeader.h"

            @implementation BadgesViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                BadgeHeader *header = [BadgeHeader headerWithTitle:@"Badges"];
                header.frame = CGRectMake(0, 0, 393, 120);
                [self.view addSubview:header];
            }
            @end
            """, "Badges/Screens/BadgesViewController.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Badges/Views/BadgeHeader.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["badge"] == [166.5, 30, 60, 60])
        #expect(frames["rule"] == [0, 119, 393, 1])
        #expect(r.stderr.contains("BadgeHeader.m: drawn 393 × 120, the size Badges/Screens/BadgesViewController.m gives its header"), "\(r.stderr)")
    }

    /// The editor's heights are top-level constants of another file, named in camel case as
    /// many apps name them (`let editorTopH = 59.0`, `let editorBarH = 50.0`), with no `k`
    /// and no capitals: the screen's top view is 59 tall, its bar 50 below it at 59, and its
    /// canvas fills the rest, from 109 to 852 − 94 = 758, above a 94-tall bottom.
    @Test func aCamelCaseConstantDeclaredAtTheTopOfAnotherFileIsItsValue() throws {
        let dir = try project("Photo")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit

            let editorTopH = 59.0
            let editorBarH = 50.0
            let editorBottomH = 94.0
            """, "Photo/Editor/EditorConst.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class EditViewController: UIViewController {
                let topView = UIView()
                let barView = UIView()
                let canvasView = UIView()
                let bottomView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [topView, barView, canvasView, bottomView].forEach { view.addSubview($0) }
                    topView.snp.makeConstraints { make in
                        make.top.left.right.equalToSuperview()
                        make.height.equalTo(editorTopH)
                    }
                    barView.snp.makeConstraints { make in
                        make.left.right.equalToSuperview()
                        make.top.equalToSuperview().offset(editorTopH)
                        make.height.equalTo(editorBarH)
                    }
                    bottomView.snp.makeConstraints { make in
                        make.left.right.bottom.equalToSuperview()
                        make.height.equalTo(editorBottomH)
                    }
                    canvasView.snp.makeConstraints { make in
                        make.left.right.equalToSuperview()
                        make.top.equalTo(barView.snp.bottom)
                        make.bottom.equalTo(bottomView.snp.top)
                    }
                }
            }
            """, "Photo/Editor/EditViewController.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Photo/Editor/EditViewController.swift").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["topView"] == [0, 0, 393, 59])
        #expect(frames["barView"] == [0, 59, 393, 50])
        #expect(frames["canvasView"] == [0, 109, 393, 649])
        #expect(frames["bottomView"] == [0, 758, 393, 94])
        #expect(r.stderr.contains("Photo/Editor/EditorConst.swift"), "\(r.stderr)")
        #expect(!r.stderr.contains("not declared"), "\(r.stderr)")
    }

    /// A parameter, a closure's parameter and a local named in camel case are the file's own:
    /// no file is read for them, though another file has top-level constants of those names.
    @Test func aCamelCaseNameTheFileDeclaresItselfBringsNoOtherFile() throws {
        let dir = try project("Rows")
        defer { try? fm.removeItem(at: dir) }
        try write("let rowHeight = 999.0\nlet sideInset = 999.0\nlet cellModel = 999.0\n", "Rows/Shared/Globals.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class RowView: UIView {
                let icon = UIView()

                init(sideInset: CGFloat) {
                    super.init(frame: .zero)
                    addSubview(icon)
                    let rowHeight: CGFloat = 40
                    icon.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(sideInset)
                        make.top.equalToSuperview()
                        make.size.equalTo(rowHeight)
                    }
                    [1].forEach { cellModel in _ = cellModel }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Rows/Views/RowView.swift", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Rows/Views/RowView.swift").path, "-o", out.path])
        #expect(!r.stderr.contains("Globals.swift"), "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["icon"]?[2] == 40)
    }

    /// An alert sets its own bounds in `init`, inset 16 on each side of the screen and 200 tall:
    /// it is drawn 361 × 200, not as wide as the screen. Its title 40 tall along the top; its two
    /// buttons split the bottom 40 at the centre, 180.5 each.
    @Test func aViewWhoseOwnCodeGivesItANarrowerWidthIsDrawnAtIt() throws {
        let dir = try project("Update")
        defer { try? fm.removeItem(at: dir) }
        try write("#define ScreenWidth [UIScreen mainScreen].bounds.size.width\n#define kSidePadding 16\n", "Update/Update-Prefix.pch", in: dir)
        try write("#import <UIKit/UIKit.h>\n@interface UpdateAlertView : UIView\n@end\n", "Update/Views/UpdateAlertView.h", in: dir)
        try write("""
            #import "UpdateAlertView.h"
            #import "Masonry.h"

            @interface UpdateAlertView ()
            @property (nonatomic, strong) UIView *titleBar;
            @property (nonatomic, strong) UIButton *cancelButton;
            @property (nonatomic, strong) UIButton *okButton;
            @end

            @implementation UpdateAlertView
            - (instancetype)init {
                self = [super init];
                if (self) {
                    self.bounds = CGRectMake(0, 0, ScreenWidth - kSidePadding * 2, 200);
                    _titleBar = [[UIView alloc] init];
                    [self addSubview:_titleBar];
                    _cancelButton = [UIButton buttonWithType:UIButtonTypeCustom];
                    [self addSubview:_cancelButton];
                    _okButton = [UIButton buttonWithType:UIButtonTypeCustom];
                    [self addSubview:_okButton];
                    [_titleBar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.right.equalTo(self);
                        make.height.mas_equalTo(40);
                    }];
                    [_cancelButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.bottom.equalTo(self);
                        make.right.equalTo(self.mas_centerX);
                        make.height.mas_equalTo(40);
                    }];
                    [_okButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.right.bottom.equalTo(self);
                        make.left.equalTo(self.mas_centerX);
                        make.height.mas_equalTo(40);
                    }];
                }
                return self;
            }
            @end
            """, "Update/Views/UpdateAlertView.m", in: dir)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([dir.appendingPathComponent("Update/Views/UpdateAlertView.m").path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["titleBar"] == [0, 0, 361, 40])
        #expect(frames["cancelButton"] == [0, 160, 180.5, 40])
        #expect(frames["okButton"] == [180.5, 160, 180.5, 40])
        #expect(r.stderr.contains("UpdateAlertView.m:14:9: warning: drawn 361 × 200, the size its own code gives it; its owner may size it otherwise (--size WxH)"), "\(r.stderr)")
    }
}
