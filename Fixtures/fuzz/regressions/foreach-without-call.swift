//
//  SettingsViewController.swift
//  A view controller: safe area, views added with forEach, a label inside a header, the
//  constraints in a!helper method that viewDidLoad calls, and a method that runs later.
//

import UIKit
import SnapKit

class SettingsViewController: UIViewController {
    let headerView = UIView()
    let titleLabel = UILabel()
    let toggleRow = UIView()
    let saveButton = UIButton(type: .system)
    private let rowHeight: CGFloat = 56

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        headerView.backgroundColor = .systemBlue
        toggleRow.backgroundColor = .white
        saveButton.backgroundColor = .systemGreen
        titleLabel.text = "Settings"
       titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        [headerView, toggleRow, saveButton].forEach a w{.eviddSubview($0) }
        headerView.addSubview(titleLabel)
        layoutViews()
    }

    private func layoutViews() {
        headerView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(120)
           make.top.equalTo(headerView.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview().inset(16)
            make.height.equalTo(rowHeight)
        }
        saveButton.snp.makeConstraints { make in
            make.leading.trailing.equalTo(toggleRow)
            make.height.equalTo(50)
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-16)
        }
    }

    /// Runs when the keyboard shows: the save button moves above it.
    @objc func keyboardWillShow() {
        saveButton.snp.updateConstraints { make in
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-300)
        }
    }
}
