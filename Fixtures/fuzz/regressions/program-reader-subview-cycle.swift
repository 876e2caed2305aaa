final class Loop: UIView {
    let a = UIView()
    let b = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        a.addSubview(b)
        b.addSubview(a)
        b.snp.makeConstraints { $0.edges.equalToSuperview() }
    }
    required init?(coder: NSCoder) { fatalError() }
}
