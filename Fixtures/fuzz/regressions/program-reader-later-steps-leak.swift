final class Sheet: BaseView {
    private var isReady = false
    lazy var avatar: UIImageView = {
        let view = UIImageView()
        view.snp.makeConstraints { make in
            make.size.equalTo(convertPixel(h: 40))
        }
        return view
    }()
    let cancel = UIButton()
    let confirm = UIButton()
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard !isReady else { return }
        addSubview(avatar)
        func titleLabel(title: String) -> UILabel {
            let label = UILabel()
            label.text = title
            return label
        }
        let name = titleLabel(title: "Name")
        addSubview(name)
        [cancel, confirm].forEach {
            addSubview($0)
            $0.snp.makeConstraints { $0.height.equalTo(8.auto()) }
        }
        if traitCollection.preferredContentSizeCategory > .extraLarge {
            name.snp.makeConstraints { $0.top.equalTo(avatar.snp.bottom).offset(8) }
        } else {
            name.snp.makeConstraints { $0.left.equalTo(avatar.snp.right).offset(8) }
        }
        isReady = true
    }
    override func setupConstraints() {
        avatar.snp.makeConstraints { $0.top.left.equalToSuperview().inset(16) }
    }
    static func show(in view: UIView) {
        let sheet = Sheet()
        view.addSubview(sheet)
        sheet.setupConstraints()
    }
}
