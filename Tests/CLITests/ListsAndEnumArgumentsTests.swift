import Foundation
import Testing

/// Where a cell's size and a view's initialiser's values are in the app's other files: a
/// collection view inside a view its screen sizes, one list of a screen's several (the one
/// registering the cell), an enum case the owner makes the view with, and the first case of an
/// enum when no file makes it. Apps written by hand in the shapes real ones have; every frame
/// derived by hand beside it.
@Suite struct ListsAndEnumArgumentsTests: WritesProjects {
    let fm = FileManager.default

    /// A one-line cell whose size only its owner says: 1 tall at the bottom, 18 in from the sides.
    static let lineCell = """
        import UIKit
        import SnapKit

        final class ClinicCell: UICollectionViewCell {
            let bottomSeparator = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                contentView.addSubview(bottomSeparator)
                bottomSeparator.snp.makeConstraints { make in
                    make.leading.equalToSuperview().offset(18)
                    make.trailing.equalToSuperview().offset(-18)
                    make.bottom.equalToSuperview()
                    make.height.equalTo(1)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """

    /// `DrawerView` fills itself with its collection view and sizes items as wide as it, 180 − 26
    /// tall; `HomeViewController` pins the drawer 20 in from the screen's sides (353 wide). The
    /// cell is 353 × 154 and its separator [18, 153, 317, 1]. Before, the drawer's collection view
    /// followed the canvas the drawer was solved at, so no width was read and the cell was fitted
    /// to its content (1 tall).
    @Test func aCellOfAListInAViewItsScreenSizesIsAsWideAsTheScreenMakesIt() throws {
        let dir = try project("Clinics")
        defer { try? fm.removeItem(at: dir) }
        try write(Self.lineCell, "Clinics/Home/ClinicCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            let kCollectionViewHeight: CGFloat = 180

            final class DrawerView: UIView {
                let flowLayout = UICollectionViewFlowLayout()
                lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: flowLayout)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(collectionView)
                    collectionView.register(ClinicCell.self, forCellWithReuseIdentifier: "clinic")
                    collectionView.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }

            extension DrawerView: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    return CGSize(width: self.collectionView.frame.size.width, height: kCollectionViewHeight - 26)
                }
            }
            """, "Clinics/Home/DrawerView.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class HomeViewController: UIViewController {
                let drawerView = DrawerView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(drawerView)
                    drawerView.snp.makeConstraints { make in
                        make.leading.trailing.equalToSuperview().inset(20)
                        make.bottom.equalToSuperview()
                        make.height.equalTo(300)
                    }
                }
            }
            """, "Clinics/Home/HomeViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Clinics/Home/ClinicCell.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 353 × 154, the item size Clinics/Home/DrawerView.swift (drawn at the size Clinics/Home/HomeViewController.swift gives its drawerView)"), "\(r.stderr)")
        #expect(f["bottomSeparator"] == [18, 153, 317, 1])
    }

    /// A screen with two collection views, one size method telling them apart
    /// (`collectionView == productCollectionView`) and reading the row only in the tags' branch.
    /// The cell is registered with the products' list, 10 in from the sides (373 wide): it is
    /// 373 × 162, separator [18, 161, 337, 1]. Before, neither list was the method's argument and
    /// the row it reads said no size.
    @Test func ofAScreensListsTheOneRegisteringTheCellGivesItsSize() throws {
        let dir = try project("Shop")
        defer { try? fm.removeItem(at: dir) }
        try write(Self.lineCell, "Shop/ClinicCell.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class HomeViewController: UIViewController {
                let tags = ["new", "used"]
                private let tagCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                private let productCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tagCollectionView)
                    view.addSubview(productCollectionView)
                    tagCollectionView.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(40)
                    }
                    productCollectionView.snp.makeConstraints { make in
                        make.top.equalTo(tagCollectionView.snp.bottom)
                        make.leading.trailing.equalToSuperview().inset(10)
                        make.bottom.equalToSuperview()
                    }
                    registerCells()
                }

                func registerCells() {
                    tagCollectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tag")
                    productCollectionView.register(ClinicCell.self, forCellWithReuseIdentifier: "product")
                }
            }

            extension HomeViewController: UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
                    if collectionView == tagCollectionView {
                        let tag = tags[indexPath.item]
                        return CGSize(width: 60, height: 34)
                    } else if collectionView == productCollectionView {
                        return CGSize(width: collectionView.frame.width, height: 162)
                    }
                    return CGSize.zero
                }
            }
            """, "Shop/HomeViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Shop/ClinicCell.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("drawn 373 × 162, the item size Shop/HomeViewController.swift gives it"), "\(r.stderr)")
        #expect(f["bottomSeparator"] == [18, 161, 337, 1])
    }

    /// A tab bar whose collection view is 44 tall for `.filter` and 42 for `.search`, made by its
    /// screen as `TopTabbar(type: .search)` and pinned 60 tall across the top: the bar is 393 × 60,
    /// its collection view 42 tall and the line under it at 41, said with `type = .search`.
    /// Before, an enum case was no value one file passes another: `type` was unknown, the
    /// optional taken as nil and the collection view left 0 tall.
    @Test func anEnumCaseTheOwnerMakesTheViewWithIsPassedOn() throws {
        let dir = try project("Tabs")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit
            import SnapKit

            enum TabbarType {
                case filter
                case search
            }

            final class TopTabbar: UIView {
                let tabbarCollectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                let backgroundBar = UIView()
                private var type: TabbarType?

                init(type: TabbarType) {
                    super.init(frame: .zero)
                    self.type = type
                    addSubview(tabbarCollectionView)
                    addSubview(backgroundBar)
                    setLayout()
                }
                required init?(coder: NSCoder) { fatalError() }

                func setLayout() {
                    tabbarCollectionView.snp.makeConstraints {
                        guard let type = type else { return }
                        switch type {
                        case .filter:
                            $0.height.equalTo(44)
                        case .search:
                            $0.height.equalTo(42)
                        }
                        $0.top.horizontalEdges.equalToSuperview()
                    }
                    backgroundBar.snp.makeConstraints {
                        $0.height.equalTo(1)
                        $0.horizontalEdges.equalToSuperview()
                        $0.bottom.equalTo(tabbarCollectionView)
                    }
                }
            }
            """, "Tabs/Common/TopTabbar.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class SearchViewController: UIViewController {
                lazy var tabbar = TopTabbar(type: .search)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tabbar)
                    tabbar.snp.makeConstraints {
                        $0.top.leading.trailing.equalToSuperview()
                        $0.height.equalTo(60)
                    }
                }
            }
            """, "Tabs/Search/SearchViewController.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Tabs/Common/TopTabbar.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read with the arguments the app's code makes it with (Tabs/Search/SearchViewController.swift gives its tabbar): type = search"), "\(r.stderr)")
        #expect(f["tabbarCollectionView"] == [0, 0, 393, 42])
        #expect(f["backgroundBar"] == [0, 41, 393, 1])
    }

    /// An alert sized by its type (`.reset` 329 × 182, `.delete` 329 × 167), its buttons 57 tall
    /// along its bottom, and no file that makes it: drawn as the first case, said. The cancel
    /// button is at [0, 125, 164, 57], the confirm button at [165, 125, 164, 57]. Before, the
    /// type was unknown, the alert's size left out and it was drawn at the screen's.
    @Test func withNoFileMakingItAViewTakesItsEnumsFirstCase() throws {
        let dir = try project("Alerts")
        defer { try? fm.removeItem(at: dir) }
        try write("""
            import UIKit

            enum AlertType {
                case reset
                case delete

                var width: CGFloat { 329 }
                var height: CGFloat {
                    switch self {
                    case .reset: return 182
                    case .delete: return 167
                    }
                }
            }
            """, "Alerts/AlertType.swift", in: dir)
        try write("""
            import UIKit
            import SnapKit

            final class Alert: UIView {
                private let type: AlertType
                let cancelButton = UIButton()
                let confirmButton = UIButton()

                init(type: AlertType) {
                    self.type = type
                    super.init(frame: .zero)
                    addSubview(cancelButton)
                    addSubview(confirmButton)
                    self.snp.makeConstraints {
                        $0.width.equalTo(type.width)
                        $0.height.equalTo(type.height)
                    }
                    cancelButton.snp.makeConstraints {
                        $0.leading.bottom.equalToSuperview()
                        $0.width.equalTo(164)
                        $0.height.equalTo(57)
                    }
                    confirmButton.snp.makeConstraints {
                        $0.trailing.bottom.equalToSuperview()
                        $0.width.equalTo(164)
                        $0.height.equalTo(57)
                    }
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            """, "Alerts/Alert.swift", in: dir)
        let (r, f) = try frames(dir.appendingPathComponent("Alerts/Alert.swift"))
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.contains("read with the first case of the app's enum for what only a caller gives (no file of the app here makes it): type = .reset"), "\(r.stderr)")
        #expect(f["cancelButton"] == [0, 125, 164, 57])
        #expect(f["confirmButton"] == [165, 125, 164, 57])
    }
}
