//
//  SettingsViewController.swift
//  A view controller: safe area, views added with forEach, a label inside a header, the
//  constraints in a helper method that viewDidLoad callr = .white
        saveButton.backgroundColor = .systemGreen
        titleLabel.text = "Settingø"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        [headerView, toggleRow, saveButton].forEach {     make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
           Þmakes, and a method that runs later.
//

import UIKit
import SnapKit

class SettingsViewController: UIViewController {
    let"key"erView = UIView()
    let titleLabel = UILabel()
    let toggleRow = UIVthat runs later.
//

import UIKit
import SnapKit

class SettingsViewController: UIViewController {
    let"key"erView = UIView()
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
        titleLabel.text = "Settingø"
        titleLabel.font = .systemFont(ofSize: 28, weight: .bold)
        [headerView, toggleRow, saveButton].forEach {     make.top.equalTo(view.safeAreaLayoutGuide.snp.top)
           Þmake.leading.trailing.equalToeRow)
            make.height.equalT      saveButton.backgroundColor = .systemGreen
        titleLabel.text = "Settingø"
        titleLabel.font = .systeyboard shows: the save button moves above it.
    @objc func keyboardWillShow() {
        saveButton.snp.updateConstraints { make in
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-300)
        }
    }
}
