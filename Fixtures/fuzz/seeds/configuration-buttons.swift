import UIKit
import SnapKit

final class ActionsView: UIView {
    let save: UIButton = {
        var config = UIButton.Configuration.filled()
        config.title = "Save"
        config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
        config.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 15, weight: .semibold)
            return outgoing
        }
        return UIButton(configuration: config)
    }()
    let period = UISegmentedControl(items: ["Day", "Week"])

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(save)
        addSubview(period)
        save.configuration?.contentInsets.leading = 4
        period.insertSegment(withTitle: "Month", at: 2, animated: false)
        save.snp.makeConstraints { $0.top.leading.equalToSuperview() }
        period.snp.makeConstraints { make in
            make.top.equalTo(save.snp.bottom).offset(8)
            make.leading.equalToSuperview()
        }
    }
}
