import Foundation
import Testing

/// What real files hand the reader that it once misread: an app's C enum switched on (its
/// enumerators are numbers, as C gives them), a view whose `init(coder:)` only traps (the app
/// makes it with its own initialiser), a cell registered from a nib with a screen that tells
/// its lists apart by `switch collectionView`, and a table's footer kept in no variable. Every
/// frame derived by hand beside it.
@Suite struct EnumsInitialisersAndRegistrationsTests: WritesProjects {
    let fm = FileManager.default

    /// `[CameraManager shared].ratio` is set to `Ratio16v9` in the manager's own `init` (another
    /// file); the screen's `switch` on it takes `case Ratio16v9:` (2, the third enumerator), so
    /// the preview is 300 tall; `Ratio4v3 = 5` would be 200, and `RatioFull` after it is 6: the
    /// bar under it is 6 × 10 = 60 tall. Before, the enumerators had no value, the switch was
    /// the app's to decide and its first case (100) was drawn.
    @Test func anEnumsEnumeratorsAreTheNumbersCGivesThem() throws {
        let dir = try project("Camera")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            #import <UIKit/UIKit.h>
            typedef NS_ENUM(NSInteger, Ratio) {
                Ratio1v1,
                Ratio16v9,
                Ratio4v3 = 5,
                RatioFull
            };
            @interface CameraManager : NSObject
            @property (nonatomic, assign) Ratio ratio;
            + (CameraManager *)shared;
            @end
            """, "Camera/CameraManager.h", in: dir)
        try write("""
            #import "CameraManager.h"
            static CameraManager *_manager = nil;
            @implementation CameraManager
            + (CameraManager *)shared {
                static dispatch_once_t once;
                dispatch_once(&once, ^{ _manager = [[CameraManager alloc] init]; });
                return _manager;
            }
            - (instancetype)init {
                if (self = [super init]) { [self commonInit]; }
                return self;
            }
            - (void)commonInit { self.ratio = Ratio16v9; }
            @end
            """, "Camera/CameraManager.m", in: dir)
        try write("""
            #import "CameraManager.h"
            #import <Masonry/Masonry.h>
            @interface CameraViewController : UIViewController
            @property (nonatomic, strong) UIView *preview;
            @property (nonatomic, strong) UIView *bar;
            @end
            @implementation CameraViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.preview = [UIView new];
                [self.view addSubview:self.preview];
                self.bar = [UIView new];
                [self.view addSubview:self.bar];
                [self.preview mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.right.equalTo(self.view);
                    make.height.mas_equalTo([self heightFor:[CameraManager shared].ratio]);
                }];
                [self.bar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.preview.mas_bottom);
                    make.left.right.equalTo(self.view);
                    make.height.mas_equalTo(RatioFull * 10);
                }];
            }
            - (CGFloat)heightFor:(Ratio)ratio {
                CGFloat h = 0;
                switch (ratio) {
                    case Ratio1v1: h = 100; break;
                    case Ratio4v3: h = 200; break;
                    case Ratio16v9: h = 300; break;
                    default: break;
                }
                return h;
            }
            @end
            """, "Camera/CameraViewController.m", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Camera/CameraViewController.m"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["preview"] == [0, 0, 393, 300], "\(f)")
        #expect(f["bar"] == [0, 300, 393, 60], "\(f)")
        #expect(!r.stderr.contains("decided at run time"), "\(r.stderr)")
    }

    /// `required init?(coder:) { fatalError() }` is the stub Swift asks of a view made in code:
    /// the view is made with `init(rows:)`, whose default (3) it keeps before its set-up runs, so
    /// the strip is 3 × 40 = 120 tall under a 20-tall top. Before, the stub was taken as the
    /// set-up, and the strip drawn after `setupConstraints()` alone, with one row: 40.
    @Test func aViewWhoseCoderInitialiserOnlyTrapsIsMadeWithItsOwn() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("StripView.swift")
        try """
            import UIKit
            import SnapKit

            final class StripView: UIView {
                private let strip = UIView()
                private var rows = 1

                required init?(coder: NSCoder) {
                    fatalError("init(coder:) has not been implemented")
                }

                init(rows: Int = 3) {
                    super.init(frame: .zero)
                    self.rows = rows
                    addSubview(strip)
                    setupConstraints()
                }

                private func setupConstraints() {
                    strip.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(20)
                        make.left.right.equalToSuperview()
                        make.height.equalTo(rows * 40)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file, ["--size", "393x300"])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["strip"] == [0, 20, 393, 120], "\(f)\n\(r.stderr)")
    }

    /// The screen has three collection views and registers `PostCell` from its nib under
    /// `PostCell.reuseIdentifier`; its `sizeForItemAt` switches on the collection view asked:
    /// `case postsView:` gives PostCell.width (the screen less 80: 313) by 422. The cell is drawn
    /// 313 × 422: its like button 20 in and 15 up from the bottom, [20, 379, 100, 28].
    @Test func aCellRegisteredFromItsNibIsSizedByItsListsBranch() throws {
        let dir = try project("Posts")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            class PostCell: UICollectionViewCell {
                static let reuseIdentifier = "postCell"
                static let width: CGFloat = UIScreen.main.bounds.width - 80
                static let height: CGFloat = 422
                let likeButton = UIButton()

                override func awakeFromNib() {
                    super.awakeFromNib()
                    addSubview(likeButton)
                    likeButton.snp.makeConstraints { make in
                        make.left.equalToSuperview().offset(20)
                        make.bottom.equalToSuperview().offset(-15)
                        make.width.equalTo(100)
                        make.height.equalTo(28)
                    }
                }
            }
            """, "Posts/PostCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            class ProfileViewController: UIViewController, UICollectionViewDelegateFlowLayout {
                var photosView: UICollectionView!
                var tagsView: UICollectionView!
                var postsView: UICollectionView!

                override func viewDidLoad() {
                    super.viewDidLoad()
                    photosView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    photosView.register(UINib(nibName: "PhotoCell", bundle: nil), forCellWithReuseIdentifier: "photoCell")
                    view.addSubview(photosView)
                    tagsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    view.addSubview(tagsView)
                    postsView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                    postsView.register(UINib(nibName: "PostCell", bundle: nil), forCellWithReuseIdentifier: PostCell.reuseIdentifier)
                    view.addSubview(postsView)
                }

                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    if collectionView == postsView {
                        return collectionView.dequeueReusableCell(withReuseIdentifier: PostCell.reuseIdentifier, for: indexPath) as! PostCell
                    }
                    return collectionView.dequeueReusableCell(withReuseIdentifier: "photoCell", for: indexPath)
                }

                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    switch collectionView {
                    case photosView:
                        return CGSize(width: 393, height: 300)
                    case postsView:
                        return CGSize(width: PostCell.width, height: PostCell.height)
                    default:
                        return CGSize(width: 80, height: 30)
                    }
                }
            }
            """, "Posts/ProfileViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Posts/PostCell.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 313 × 422, the item size Posts/ProfileViewController.swift gives it"), "\(r.stderr)")
        #expect(f["likeButton"] == [20, 379, 100, 28], "\(f)")
    }

    /// `tableView.tableFooterView = UIView.new` (the idiom that hides the empty rows' lines) is a
    /// view kept in no variable: it is named by its place, not `view`, the screen's own name.
    @Test func aTablesFooterKeptInNoVariableIsNamedByItsPlace() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ListViewController.m")
        try """
            #import <Masonry/Masonry.h>
            @interface ListViewController : UIViewController
            @property (nonatomic, strong) UITableView *tableView;
            @end
            @implementation ListViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                self.tableView = [[UITableView alloc] initWithFrame:CGRectZero style:UITableViewStylePlain];
                self.tableView.tableFooterView = UIView.new;
                [self.view addSubview:self.tableView];
                [self.tableView mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view);
                }];
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let (r, f) = try frames(file)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(f["tableView"] == [0, 0, 393, 852], "\(f)")
        #expect(f["tableView.tableFooterView"] == [0, 0, 393, 0], "\(f)")
        #expect(f["view"] == nil, "\(f)")
    }
}
