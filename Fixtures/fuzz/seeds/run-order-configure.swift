final class Chip: UICollectionViewCell {
    let dot = UIView()
    let label = UILabel()
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(dot)
        contentView.addSubview(label)
    }
    func configure(with item: ChipItem) {
        label.text = "New"
        layout()
        if #available(iOS 13, *) {
            dot.snp.updateConstraints { $0.size.equalTo(item.side) }
        } else {
            dot.snp.updateConstraints { $0.size.equalTo(6) }
        }
    }
    private func layout() {
        dot.snp.makeConstraints { make in
            make.left.centerY.equalToSuperview()
            make.size.equalTo(8)
        }
        label.snp.makeConstraints { make in
            make.left.equalTo(dot.snp.right).offset(4)
            make.top.bottom.right.equalToSuperview()
        }
    }
}
