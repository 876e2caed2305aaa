import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Loops written as blocks (`[titles enumerateObjectsUsingBlock:^(…) { … }]`, `forEach`): views
/// made in them are named by pass, as a `for` loop's are; and controllers made from their
/// classes' names (`NSClassFromString`), and views found again by their tags. Drawn on an iPhone 15 (393 × 852).
@Suite struct BlockLoopTests {
    func read(_ text: String, file: String, size: Size? = nil) throws -> (SourceLayout, LayoutResult) {
        var options = SourceOptions()
        if let size { options.width = size.width; options.height = size.height; options.explicitHeight = true; options.sizeAsked = true }
        let layout = try ProgramReader.read(text, file: file, options: options)
        return (layout, try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    /// Four buttons made in a block over four titles, distributed across a 393-wide bar: each
    /// 98.25 wide, named btn_0 … btn_3 in pass order (they were btn, btn_2, btn_3: the first
    /// pass had no number and the second none of its own).
    @Test func viewsMadeInAnEnumerationBlockAreNamedByPass() throws {
        let text = """
        #import "Masonry.h"
        @implementation CategoryBar
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            NSArray<NSString *> *titles = @[@"All", @"To ship", @"To receive", @"To review"];
            [titles enumerateObjectsUsingBlock:^(NSString * _Nonnull obj, NSUInteger idx, BOOL * _Nonnull stop) {
                UIButton *btn = [[UIButton alloc] init];
                [btn setTitle:obj forState:UIControlStateNormal];
                [self addSubview:btn];
            }];
            [self.subviews mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:0 leadSpacing:0 tailSpacing:0];
            [self.subviews mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.bottom.equalTo(self);
            }];
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "CategoryBar.m", size: Size(width: 393, height: 48))
        for k in 0..<4 {
            #expect(r.view(id: "btn_\(k)")?.absoluteFrame == Rect(x: 98.25 * Double(k), y: 0, width: 98.25, height: 48))
        }
        #expect(layout.warnings.map(\.description).contains("6:5: a loop that makes views runs 4 passes, read one by one: btn_0 … btn_3"))
    }

    /// Controllers made from a list of their classes' names (`Class cls =
    /// NSClassFromString(obj); [[cls alloc] init]`), their views laid side by side in a paging
    /// scroll view below a 48-tall bar: each is the scroll view's size, 393 × 804, one screen
    /// further right (there was one view, 0 × 0, and the distribution was left out as naming
    /// views only the running app knows). Each view is also known by its controller in that
    /// pass, `vc_0`, `vc_1`.
    @Test func controllersMadeFromTheirClassesNames() throws {
        let text = """
        #import "Masonry.h"
        @interface OrdersViewController : UIViewController
        @end
        @implementation OrdersViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIScrollView *scrollV = [[UIScrollView alloc] init];
            [self.view addSubview:scrollV];
            [scrollV mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.bottom.equalTo(self.view);
                make.top.equalTo(self.view).offset(48);
            }];
            NSArray<NSString *> *names = @[@"AllOrdersViewController", @"ShippingViewController"];
            NSMutableArray<UIView *> *pages = [NSMutableArray array];
            [names enumerateObjectsUsingBlock:^(NSString * _Nonnull obj, NSUInteger idx, BOOL * _Nonnull stop) {
                Class cls = NSClassFromString(obj);
                UIViewController *vc = [[cls alloc] init];
                [self addChildViewController:vc];
                [scrollV addSubview:vc.view];
                [pages addObject:vc.view];
            }];
            [pages mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:0 leadSpacing:0 tailSpacing:0];
            [pages mas_makeConstraints:^(MASConstraintMaker *make) {
                make.size.equalTo(scrollV);
                make.top.bottom.equalTo(scrollV);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "OrdersViewController.m")
        #expect(r.view(id: "vc.view_0")?.frame == Rect(x: 0, y: 0, width: 393, height: 804))
        #expect(r.view(id: "vc.view_1")?.frame == Rect(x: 393, y: 0, width: 393, height: 804))
        #expect(layout.root.subtree.first { $0.id == "vc.view_1" }?.otherNames == ["vc_1"])
        #expect(layout.warnings.contains { $0.message.contains("child view controllers' views drawn empty, laid out by their own files: vc.view_0 (AllOrdersViewController), vc.view_1 (ShippingViewController)") })
    }

    /// Five stars made in a loop, each tagged 500 + its index and chained to the star
    /// `viewWithTag:` finds one tag lower: for the first there is none, so UIKit gives nil and
    /// the first star takes the container's left, top and bottom; the fifth also its right. The
    /// container is 5 × 28 + 4 × 18 = 212 wide, centred at (393 − 212) / 2 = 90.5; the stars at
    /// x 0, 46, 92, 138, 184 in it. Before, the search for tag 499 was a view only the running
    /// app knows (a phantom `previousStar` in the root) and the first star took the else branch.
    @Test func aViewNotFoundByItsTagIsNil() throws {
        let text = """
        #import "Masonry.h"
        @implementation RateViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *starsContainer = [[UIView alloc] init];
            [self.view addSubview:starsContainer];
            for (NSInteger index = 0; index < 5; index++) {
                UIImageView *starView = [[UIImageView alloc] init];
                starView.tag = (index + 500);
                [starsContainer addSubview:starView];
                UIImageView *previousStar = [starsContainer viewWithTag:(starView.tag - 1)];
                if (!previousStar) {
                    [starView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.bottom.equalTo(starsContainer);
                        make.width.height.mas_equalTo(28.f);
                    }];
                } else {
                    [starView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.centerY.equalTo(starsContainer);
                        make.left.equalTo(previousStar.mas_right).with.offset(18.f);
                        make.width.height.mas_equalTo(28.f);
                    }];
                }
                if (index == 4) {
                    [starView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.right.equalTo(starsContainer);
                    }];
                }
            }
            [starsContainer mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).offset(100);
                make.centerX.equalTo(self.view);
            }];
        }
        @end
        """
        let (_, r) = try read(text, file: "RateViewController.m")
        #expect(r.view(id: "starsContainer")?.frame == Rect(x: 90.5, y: 100, width: 212, height: 28))
        for k in 0..<5 {
            #expect(r.view(id: "starView_\(k)")?.frame == Rect(x: 46 * Double(k), y: 0, width: 28, height: 28))
        }
        #expect(r.view(id: "previousStar") == nil && r.view(id: "previousStar_0") == nil)
    }

    /// A list grown by another's items (`[titles addObjectsFromArray:@[…]]`, Swift's
    /// `append(contentsOf:)`) holds them: a loop over its count makes a view per title, each a
    /// quarter of the 393-wide view, 68 tall. Before, the growth was dropped without a word and
    /// the loop ran no pass.
    @Test func aListGrownByAnothersItemsIsLoopedOver() throws {
        let text = """
        #import "Masonry.h"
        @interface ShareView : UIView
        @end
        @implementation ShareView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            NSMutableArray *titles = [NSMutableArray array];
            [titles addObjectsFromArray:@[@"WeChat", @"Moments"]];
            [titles addObjectsFromArray:@[@"QQ", @"Qzone"]];
            CGFloat w = 393 / 4.0;
            for (int i = 0; i < titles.count; i++) {
                UIButton *shareBtn = [[UIButton alloc] initWithFrame:CGRectMake(w * i, 0, w, 68)];
                [self addSubview:shareBtn];
            }
            UIView *line = [UIView new];
            [self addSubview:line];
            [line mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.bottom.equalTo(self);
                make.height.mas_equalTo(1);
            }];
            return self;
        }
        @end
        """
        let (_, r) = try read(text, file: "ShareView.m")
        #expect(r.view(id: "shareBtn_3")?.frame == Rect(x: 294.75, y: 0, width: 98.25, height: 68))
        let swift = """
        import UIKit
        import SnapKit
        final class TabStrip: UIView {
            override init(frame: CGRect) {
                super.init(frame: frame)
                var titles = ["Day"]
                titles.append(contentsOf: ["Week", "Month"])
                for (i, _) in titles.enumerated() {
                    let tab = UIView()
                    addSubview(tab)
                    tab.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                        make.left.equalTo(100 * i)
                        make.size.equalTo(CGSize(width: 100, height: 40))
                    }
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (_, s) = try read(swift, file: "TabStrip.swift")
        #expect(s.view(id: "tab_2")?.frame == Rect(x: 200, y: 0, width: 100, height: 40))
    }
}
