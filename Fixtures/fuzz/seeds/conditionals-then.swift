import UIKit
#if canImport(SnapKit)
import SnapKit
#endif
final class Header: UIView {
    private let titleLabel = UILabel().then {
        $0.text = "Title \(1)"
        $0.snp.makeConstraints { $0.height.equalTo(30) }
    }
    private let stack = UIStackView().then { stack in
        stack.axis = .vertical
        if true { stack.spacing = 4 }
    }
    private var labels = [UILabel]()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        addSubview(stack)
        #if DEBUG && !os(macOS) || targetEnvironment(simulator)
        for day in 1...2 {
            let dayLabel = UILabel().then { $0.text = "Day \(day)" }
            stack.addArrangedSubview(dayLabel)
        }
        #elseif STAGING
        stack.isHidden = true
        #else
        stack.layer.maskedCorners = [.layerMinXMinYCorner]
        #endif
        titleLabel.snp.makeConstraints { make in
            make.top.left.equalToSuperview().offset(10)
            titleLabel.setTitle("x", for: .normal)
        }
    }
}
