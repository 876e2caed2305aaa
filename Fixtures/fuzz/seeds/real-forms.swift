import SnapKit

final class DetailViewController: UIViewController {
    let header = DetailHeaderView()
}

final class DetailHeaderView: UIView {
    private let scrollView = UIScrollView()
    private let button = UIButton()
    private let tags = UIStackView()
    private var cover: UIView?
    var config = Config()
    var model: Model? {
        didSet {
            addCoverIfNeeded()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubViews([scrollView, button, tags])
        button.snp.makeConstraints {
            $0.leading.trailing.equalToSuperview().inset(16)
            $0.bottom.equalTo(safeAreaLayoutGuide).offset(-SafeAreaBottom)
            if let height = config.buttonHeight {
                $0.height.equalTo(height)
            } else {
                $0.height.equalTo(50)
            }
        }
        scrollView.snp.makeConstraints {
            $0.top.equalToSuperview().offset(FullNavBarHeight)
            $0.leading.trailing.equalToSuperview()
            $0.bottom.equalTo(button.snp.top).offset(-12)
        }
        tags.snp.makeConstraints {
            $0.top.equalTo(scrollView.snp.bottom)
            $0.leading.equalToSuperview()
            $0.width >= 100
            $0.height == snp.width * 0.5 + 2
            $0.trailing <= button.snp.trailing - 8
        }
    }

    func show(in parentView: UIView) {
        parentView.addSubview(self)
        self.snp.makeConstraints { $0.edges.equalToSuperview() }
    }

    func addCoverIfNeeded() {
        let cover = UIView()
        addSubview(cover)
        cover.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(kStatusBarHeight)
            make.size.equalTo(60)
        }
        self.cover = cover
    }
}
