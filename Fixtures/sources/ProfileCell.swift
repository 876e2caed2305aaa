//
//  ProfileCell.swift
//  A table view cell written the SnapKit way: metrics in an enum, lazy views, [weak self],
//  guard, a kept constraint, and the name label's first call an update.
//

import UIKit
import SnapKit

final class ProfileCell: UITableViewCell {
    private enum Metric {
        static let padding: CGFloat = 16
        static let avatarSize: CGFloat = 48
        static let spacing: CGFloat = 4
    }

    private lazy var avatarView: UIImageView = {
        let imageView = UIImageView()
        imageView.backgroundColor = .orange
        return imageView
    }()

    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private var bioBottom: Constraint?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 17)
        bioLabel.text = "Wrote the first program"
        bioLabel.font = UIFont.systemFont(ofSize: 14)
        bioLabel.numberOfLines = 0
        [avatarView, nameLabel, bioLabel].forEach(contentView.addSubview)
        setUpConstraints()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setUpConstraints() {
        avatarView.snp.makeConstraints { [weak self] make in
            guard let self = self else { return }
            make.leading.top.equalToSuperview().offset(Metric.padding)
            make.size.equalTo(Metric.avatarSize)
            make.bottom.lessThanOrEqualTo(self.contentView).inset(Metric.padding)
        }
        nameLabel.snp.updateConstraints { make in
            make.top.equalTo(avatarView)
            make.leading.equalTo(avatarView.snp.trailing).offset(12)
            make.trailing.equalToSuperview().inset(Metric.padding)
        }
        bioLabel.snp.makeConstraints {
            $0.top.equalTo(nameLabel.snp.bottom).offset(Metric.spacing)
            $0.leading.trailing.equalTo(nameLabel)
            bioBottom = $0.bottom.equalToSuperview().inset(Metric.padding).constraint
        }
    }

    func highlight() {
        bioBottom?.update(inset: 24)
    }
}
