import Masrender

/// A view controller's login screen in SnapKit's dialect: a title under the safe area's top,
/// two fields and a button in a column, a footer on the safe area's bottom.
public final class LoginScreen {
    public let view = View(id: "view", frame: Rect(x: 0, y: 0, width: 393, height: 852))
    public let titleLabel = View(id: "titleLabel", kind: .label)
    public let emailField = View(id: "emailField")
    public let passwordField = View(id: "passwordField")
    public let loginButton = View(id: "loginButton")
    public let footerLabel = View(id: "footerLabel", kind: .label)

    static let margin = 24.0
    static let fieldHeight = 44.0

    public init() throws {
        view.backgroundColor = .white
        titleLabel.label = LabelContent(text: "Welcome back", font: "DejaVu Sans Bold 28")
        footerLabel.label = LabelContent(text: "Forgot your password?", font: "DejaVu Sans 14")
        let field = Color(red: 0.93, green: 0.93, blue: 0.93)
        emailField.backgroundColor = field
        passwordField.backgroundColor = field
        loginButton.backgroundColor = Color(red: 0, green: 0.45, blue: 0.7)
        for v in [titleLabel, emailField, passwordField, loginButton, footerLabel] { view.addSubview(v) }

        try titleLabel.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top).offset(40)
            make.leading.equalToSuperview().offset(Self.margin)
        }
        try emailField.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(32)
            make.leading.trailing.equalToSuperview().inset(Self.margin)
            make.height.equalTo(Self.fieldHeight)
        }
        try passwordField.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(12)
            make.leading.trailing.height.equalTo(emailField)
        }
        try loginButton.snp.makeConstraints { make in
            make.top.equalTo(passwordField.snp.bottom).offset(24)
            make.leading.trailing.height.equalTo(emailField)
        }
        try footerLabel.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.bottom.equalTo(view.safeAreaLayoutGuide.snp.bottom).offset(-16)
        }
    }
}
