import Testing
@testable import SourceSyntax

/// Swift as real SnapKit files write it, parsed into the code model.
@Suite struct SwiftParserTests {
    @Test func typesPropertiesAndInitialisers() {
        let text = """
        final class Header: UIView, Themed {
            private let avatar = UIImageView()
            lazy var name: UILabel = {
                let l = UILabel()
                return l
            }()
            var isOpen: Bool = false
            var model: Model? { didSet { update() } }
            var height: CGFloat { isOpen ? 80 : 40 }
            @IBOutlet weak var logo: UIImageView!
            override init(frame: CGRect) { super.init(frame: frame) }
            required init?(coder: NSCoder) { fatalError() }
        }
        extension Header { enum Metric { static let pad: CGFloat = 16 } }
        """
        #expect(parsed(text, .swift).dump == """
        ([final] classType Header : UIView ([private] let avatar = (call UIImageView)) \
        ([lazy] var name:UILabel = (call (closure [] (let l = (call UILabel)) (return l)))) (var isOpen:Bool = false) \
        (var model:Model didSet {(call update)}) (var height:CGFloat get {(? isOpen 80 40)}) ([@IBOutlet weak] var logo:UIImageView) \
        ([override] func init(frame frame) {(call (. super init) frame:frame)}) ([required] func init(coder coder) {(call fatalError)}))
        (extensionType Header (enumType Metric ([static] let pad:CGFloat = 16)))
        """)
    }

    @Test func chainsOverLinesClosuresAndTrailingClosures() {
        let text = """
        func setup() {
            avatar.snp.makeConstraints { make in
                let side = isSmallDevice ? 40 : 56
                make.leading.equalToSuperview()
                    .offset(16)
                make.size.equalTo(CGSize(width: side, height: side))
            }
            label.snp.makeConstraints {
                $0.top.equalTo(avatar.snp.bottom).offset(8)
            }
            [a, b].forEach(addSubview)
            UIView.animate(withDuration: 0.3) { self.alpha = 0 } completion: { _ in self.removeFromSuperview() }
        }
        """
        #expect(body(text, .swift) == """
        (call (. (. avatar snp) makeConstraints) (closure [make] (let side = (? isSmallDevice 40 56)) \
        (call (. (call (. (. make leading) equalToSuperview)) offset) 16) (call (. (. make size) equalTo) (call CGSize width:side height:side)))) \
        (call (. (. label snp) makeConstraints) (closure [] (call (. (call (. (. $0 top) equalTo) (. (. avatar snp) bottom)) offset) 8))) \
        (call (. [a b] forEach) addSubview) \
        (call (. UIView animate) withDuration:0.3 (closure [] (= (. self alpha) 0)) completion:(closure [_] (call (. self removeFromSuperview))))
        """)
    }

    @Test func conditionsAreNoCallsAndPatternsBind() {
        let text = """
        func f() {
            if isCompleted { a = 1 } else if let m = model, m.ok { a = 2 }
            guard let v = view?.superview else { return }
            for (i, title) in titles.enumerated() where i > 0 { print("\\(title) \\(i + 1)") }
            switch kind {
            case .a, .b: break
            case .c(let v) where v > 2: fallthrough
            case let cell as Cell: cell.go()
            case Action.reset(let key): use(key)
            case 10...: break
            default: break
            }
            let h = view?.frame.height ?? 0
            let x = a as? UILabel
            $0.width == 100 ~ .high
        }
        """
        #expect(body(text, .swift) == """
        (if isCompleted {(= a 1)} else {(if (let m model) (. m ok) {(= a 2)})}) \
        (guard (let v (?. view superview)) else {(return)}) \
        (for (i title) in (call (. titles enumerated)) {(call print (interpolated title " " (+ i 1)))}) \
        (switch kind case .a, .b: {break} case .c((let v)): {fallthrough} case (let cell): {(call (. cell go))} \
        case .reset((let key)): {(call use key)} case (postfix... 10): {break} default: {break}) \
        (let h = (?? (. (?. view frame) height) 0)) (let x = (as? a UILabel)) (~ (== (. $0 width) 100) .high)
        """)
    }

    @Test func aStatementThatDoesNotParseIsOneNodeAndReadingGoesOn() {
        let text = """
        class A {
            func f() {
                a = 1
                b = (2 +
                c = 3
            }
            func g() { d = 4 }
        }
        """
        let result = parsed(text, .swift)
        #expect(result.dump.hasSuffix("(func g() {(= d 4)}))"))
        #expect(result.diagnostics.count == 1)
    }
}
