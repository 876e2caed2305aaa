import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// A view of the app's own class, whose code is in the file (or its project), drawn as itself:
/// its class's initialiser, properties (with their `didSet`) and methods run with it as `self`.
/// Labels are 10 points a character and 20 tall here (ProgramReaderTests.Mono).
@Suite struct OwnViewClassTests {
    func read(_ text: String, file: String, _ options: SourceOptions = SourceOptions()) throws -> (SourceLayout, LayoutResult) {
        let layout = try ProgramReader.read(text, file: file, options: options)
        return (layout, try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    /// The header's own code: an avatar whose intrinsicContentSize is 64 × 64, 16 from the
    /// header's top, left and bottom, so the header is 16 + 64 + 16 = 96 tall under the safe area
    /// (y 59); its title "Ada" (set through `title`'s didSet) 12 after the avatar at x 92, centred
    /// on it: y 16 + 32 − 10 = 38. The controller's own label "Bio" 8 below: y 59 + 96 + 8 = 163.
    @Test func aSwiftViewOfTheFilesOwnClassIsDrawnByItsCode() throws {
        let text = """
        import UIKit
        import SnapKit

        final class AvatarView: UIView {
            override var intrinsicContentSize: CGSize { CGSize(width: 64, height: 64) }
        }

        final class ProfileHeaderView: UIView {
            let titleLabel = UILabel()
            let avatar = AvatarView()
            var title: String? {
                didSet { titleLabel.text = title }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(avatar)
                addSubview(titleLabel)
                avatar.snp.makeConstraints { make in
                    make.left.top.equalToSuperview().offset(16)
                    make.bottom.equalToSuperview().offset(-16)
                }
                titleLabel.snp.makeConstraints { make in
                    make.left.equalTo(avatar.snp.right).offset(12)
                    make.centerY.equalTo(avatar)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        class ProfileViewController: UIViewController {
            let header = ProfileHeaderView()
            let titleLabel = UILabel()

            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(header)
                view.addSubview(titleLabel)
                header.title = "Ada"
                header.snp.makeConstraints { make in
                    make.top.equalTo(view.safeAreaLayoutGuide)
                    make.left.right.equalToSuperview()
                }
                titleLabel.text = "Bio"
                titleLabel.snp.makeConstraints { make in
                    make.top.equalTo(header.snp.bottom).offset(8)
                    make.left.equalToSuperview().offset(16)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "ProfileViewController.swift")
        #expect(r.view(id: "header")?.frame == Rect(x: 0, y: 59, width: 393, height: 96))
        #expect(r.view(id: "header.avatar")?.frame == Rect(x: 16, y: 16, width: 64, height: 64))
        #expect(r.view(id: "header.titleLabel")?.frame == Rect(x: 92, y: 38, width: 30, height: 20))
        #expect(r.view(id: "header.titleLabel")?.label?.text == "Ada")
        #expect(r.view(id: "titleLabel")?.frame == Rect(x: 16, y: 163, width: 30, height: 20))
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    /// `[[PriceTag alloc] initWithAmount:@"$12"]` runs that initialiser: "$12" (30 × 20) inside
    /// insets of 4 and 8 makes the tag 46 × 28, 16 from the cell's right (x 393 − 16 − 46 = 331)
    /// and 10 from its top; the cell fits 10 + 28 + 10 = 48. `[self.priceTag showBadge]` runs the
    /// tag's method: a 6 × 6 dot at the tag's top right (x 46 − 6 = 40).
    @Test func anObjectiveCViewOfTheFilesOwnClassRunsTheInitialiserItIsMadeWith() throws {
        let text = """
        @interface PriceTag : UIView
        @property (nonatomic, strong) UILabel *amountLabel;
        - (instancetype)initWithAmount:(NSString *)amount;
        @end

        @implementation PriceTag
        - (instancetype)initWithAmount:(NSString *)amount {
            self = [super initWithFrame:CGRectZero];
            if (self) {
                _amountLabel = [[UILabel alloc] init];
                _amountLabel.text = amount;
                [self addSubview:_amountLabel];
                [_amountLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self).insets(UIEdgeInsetsMake(4, 8, 4, 8));
                }];
            }
            return self;
        }

        - (void)showBadge {
            UIView *dot = [UIView new];
            [self addSubview:dot];
            [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.right.equalTo(self);
                make.size.mas_equalTo(CGSizeMake(6, 6));
            }];
        }
        @end

        @interface ProductCell : UITableViewCell
        @property (nonatomic, strong) PriceTag *priceTag;
        @end

        @implementation ProductCell
        - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
            self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
            if (self) {
                self.priceTag = [[PriceTag alloc] initWithAmount:@"$12"];
                [self.contentView addSubview:self.priceTag];
                [self.priceTag showBadge];
                [self.priceTag mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.right.equalTo(self.contentView).offset(-16);
                    make.top.equalTo(self.contentView).offset(10);
                    make.bottom.equalTo(self.contentView).offset(-10);
                }];
            }
            return self;
        }
        @end
        """
        var options = SourceOptions()
        options.className = "ProductCell"
        let (layout, r) = try read(text, file: "ProductCell.m", options)
        #expect(r.view(id: "priceTag")?.frame == Rect(x: 331, y: 10, width: 46, height: 28))
        #expect(r.view(id: "priceTag.amountLabel")?.frame == Rect(x: 8, y: 4, width: 30, height: 20))
        #expect(r.view(id: "priceTag.dot")?.frame == Rect(x: 40, y: 0, width: 6, height: 6))
        #expect(r.view(id: layout.root.id)?.frame.height == 48)
        #expect(layout.warnings.isEmpty, "\(layout.warnings)")
    }

    /// A view whose own code makes another of its class: drawn three deep (each 10 inside the
    /// last), then a box, said once at the property that makes it.
    @Test func ownViewsDeeperThanThreeAreBoxes() throws {
        let text = """
        import UIKit

        final class Node: UIView {
            let child = Node()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(child)
                child.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(10)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }

        final class TreeView: UIView {
            let node = Node()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(node)
                node.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        var options = SourceOptions()
        options.className = "TreeView"
        (options.width, options.height, options.explicitHeight) = (200, 200, true)
        let (layout, r) = try read(text, file: "TreeView.swift", options)
        #expect(r.view(id: "node")?.frame == Rect(x: 0, y: 0, width: 200, height: 200))
        #expect(r.view(id: "node.child.child.child")?.frame == Rect(x: 10, y: 10, width: 140, height: 140))
        #expect(r.view(id: "node.child.child.child.child") == nil)
        #expect(layout.warnings.map(\.description) == ["4:17: Node is inside 3 of the app's own views; drawn as a box (its own code is not run this deep)"])
    }

    /// A page controller of the app's own whose name does not end in …ViewController
    /// (`JJSegmentBaseController : UIViewController`), made by a data-source method once a pass:
    /// each pass's `vc.view` is a view of its own, so the pages stand side by side. Before, the
    /// name was not taken as a controller's, `page.view` was one view the file did not declare,
    /// and the second pass pinned its leading to its own trailing (a conflict each pass).
    @Test func pagesOfAControllerClassOfTheAppsOwnAreOneViewEach() throws {
        let text = """
        @interface SubPage : UIViewController
        @end
        @implementation SubPage
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *mark = [UIView new];
            [self.view addSubview:mark];
        }
        @end
        @implementation PageController
        - (UIViewController *)pageAt:(NSInteger)index {
            SubPage *vc = [[SubPage alloc] init];
            return vc;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *container = [UIView new];
            [self.view addSubview:container];
            [container mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view);
            }];
            UIView *lastView = nil;
            for (int i = 0; i < 3; i++) {
                UIViewController *page = [self pageAt:i];
                [container addSubview:page.view];
                [page.view mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.height.equalTo(container);
                    make.width.mas_equalTo(100);
                    if (i == 0) {
                        make.leading.equalTo(container);
                    } else {
                        make.leading.equalTo(lastView.mas_trailing);
                    }
                }];
                lastView = page.view;
            }
        }
        @end
        """
        var options = SourceOptions()
        options.className = "PageController"
        let (_, r) = try read(text, file: "PageController.m", options)
        #expect(r.conflicts.isEmpty)
        // 100 wide each, one after another, the screen's height.
        for k in 0..<3 { #expect(r.view(id: "vc.view_\(k)")?.frame == Rect(x: Double(k) * 100, y: 0, width: 100, height: 852)) }
    }

    /// `[self.class navigationHeight]` and `[[self class] navigationHeight]`: the object's class,
    /// whose class method runs (44). Before, `class` was "a value known only at run time" and
    /// both chains were left out.
    @Test func theClassOfSelfRunsItsClassMethods() throws {
        let text = """
        @implementation NavController
        + (CGFloat)navigationHeight {
            return 44;
        }
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *a = [UIView new];
            UIView *b = [UIView new];
            [self.view addSubview:a];
            [self.view addSubview:b];
            [a mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.view);
                make.top.equalTo(self.view).offset([self.class navigationHeight]);
                make.height.mas_equalTo(10);
            }];
            [b mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.view);
                make.top.equalTo(self.view).offset([[self class] navigationHeight] * 2);
                make.height.mas_equalTo(10);
            }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "NavController.m")
        #expect(layout.warnings.filter { $0.message.contains("run time") }.isEmpty, "\(layout.warnings.map(\.message))")
        #expect(r.view(id: "a")?.frame == Rect(x: 0, y: 44, width: 393, height: 10))
        #expect(r.view(id: "b")?.frame == Rect(x: 0, y: 88, width: 393, height: 10))
    }
}
