import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Swift 5.9's `if` and `switch` as values, decided as the interpreter decides statements: a
/// value the file knows picks its branch. Drawn on an iPhone 15 (393 × 852).
@Suite struct SwiftValueIdiomTests {
    @Test func ifAndSwitchValuesPickTheirBranch() throws {
        let text = """
        import UIKit
        import SnapKit
        enum Kind { case compact, regular }
        final class BadgeView: UIView {
            let kind: Kind = .regular
            let isWide = false
            let badge = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(badge)
                let side: CGFloat = switch kind {
                case .compact: 24
                case .regular: 40
                }
                let inset = if isWide { 32.0 } else { 12.0 }
                badge.snp.makeConstraints { make in
                    make.top.left.equalToSuperview().offset(inset)
                    make.width.height.equalTo(side)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "BadgeView.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : [])
        #expect(layout.warnings.isEmpty, "\(layout.warnings.map(\.message))")
        // .regular: 40 square; not wide: 12 in.
        #expect(r.view(id: "badge")?.frame == Rect(x: 12, y: 12, width: 40, height: 40))
    }
}
