import Masrender

/// A table cell showing a person: avatar on the left, name and handle beside it, a follow
/// button on the right; the cell is as tall as its content needs, at least the avatar's.
public final class ProfileCell {
    public let contentView = View(id: "contentView", frame: Rect(x: 0, y: 0, width: 375, height: 0))
    public let avatarView = View(id: "avatarView", kind: .image)
    public let nameLabel = View(id: "nameLabel", kind: .label)
    public let handleLabel = View(id: "handleLabel", kind: .label)
    public let followButton = View(id: "followButton", kind: .label)

    enum Metric {
        static let padding = 16.0
        static let avatarSize = 56.0
        static let spacing = 12.0
    }

    public init(name: String = "Ada Lovelace", handle: String = "@ada") throws {
        contentView.backgroundColor = .white
        avatarView.backgroundColor = Color(red: 0.34, green: 0.71, blue: 0.91)
        nameLabel.label = LabelContent(text: name, font: "DejaVu Sans Bold 17")
        handleLabel.label = LabelContent(text: handle, font: "DejaVu Sans 14", textColor: Color(red: 0.45, green: 0.45, blue: 0.45))
        followButton.label = LabelContent(text: "Follow", font: "DejaVu Sans 15", textColor: Color(red: 0, green: 0.45, blue: 0.7))
        for v in [avatarView, nameLabel, handleLabel, followButton] { contentView.addSubview(v) }

        try avatarView.mas.makeConstraints { make in
            make.left.top.equalTo(contentView).offset(Metric.padding)
            make.size.equalTo(Metric.avatarSize)
            make.bottom.lessThanOrEqualTo(contentView).offset(-Metric.padding)
        }
        try nameLabel.mas.makeConstraints { make in
            make.left.equalTo(avatarView.mas_right).offset(Metric.spacing)
            make.top.equalTo(avatarView).offset(6)
            make.right.lessThanOrEqualTo(followButton.mas_left).offset(-8)
        }
        try handleLabel.mas.makeConstraints { make in
            make.left.equalTo(nameLabel)
            make.top.equalTo(nameLabel.mas_bottom).offset(4)
            make.bottom.lessThanOrEqualTo(contentView).offset(-Metric.padding)
        }
        try followButton.mas.makeConstraints { make in
            make.right.equalTo(contentView).offset(-Metric.padding)
            make.centerY.equalTo(avatarView)
        }
    }
}
