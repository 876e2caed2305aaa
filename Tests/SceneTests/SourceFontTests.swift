import Layout
import Testing
@testable import Scene

/// Fonts as source files set them, read as the font names scenes write, and sized by the text
/// size drawn (--text-size).
@Suite struct SourceFontTests {
    struct Mono: TextMeasuring {
        func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
            TextMetrics(size: Size(width: Double(text.count) * 10, height: 20), firstBaseline: 15, lastBaseline: 15)
        }
    }

    func fonts(_ text: String, file: String, textSize: ContentSizeCategory = .large) throws -> [String: String] {
        var options = SourceOptions()
        options.contentSizeCategory = textSize
        let layout = try SourceReaderTests.readSource(text, file: file, options: options, measuring: Mono())
        let result = try layout.root.layout(text: Mono())
        var fonts: [String: String] = [:]
        for v in result.views { if let label = v.label { fonts[v.id] = label.font } }
        return fonts
    }

    static let swift = """
    import UIKit
    import SnapKit

    final class CardView: UIView {
        private let titleLabel = UILabel()
        private let subtitleLabel = UILabel()
        private let priceLabel = UILabel()
        private let noteLabel = UILabel()
        private let bodyLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            [titleLabel, subtitleLabel, priceLabel, noteLabel, bodyLabel].forEach { addSubview($0) }
            titleLabel.text = "Title"
            titleLabel.font = .systemFont(ofSize: 20, weight: .semibold)
            subtitleLabel.text = "Subtitle"
            subtitleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
            priceLabel.text = "9.99"
            priceLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium)
            noteLabel.text = "Note"
            noteLabel.font = UIFont(name: "PingFangSC-Light", size: 12)
            bodyLabel.text = "Body"
            bodyLabel.font = UIFontMetrics(forTextStyle: .body).scaledFont(for: UIFont.systemFont(ofSize: 17))
            titleLabel.snp.makeConstraints { make in make.top.left.equalToSuperview() }
            subtitleLabel.snp.makeConstraints { make in make.top.equalTo(titleLabel.snp.bottom); make.left.equalToSuperview() }
            priceLabel.snp.makeConstraints { make in make.top.equalTo(subtitleLabel.snp.bottom); make.left.equalToSuperview() }
            noteLabel.snp.makeConstraints { make in make.top.equalTo(priceLabel.snp.bottom); make.left.equalToSuperview() }
            bodyLabel.snp.makeConstraints { make in make.top.equalTo(noteLabel.snp.bottom); make.left.equalToSuperview() }
        }

        required init?(coder: NSCoder) { fatalError() }
    }
    """

    @Test func swiftFonts() throws {
        let fonts = try self.fonts(Self.swift, file: "CardView.swift")
        #expect(fonts["titleLabel"] == "system 20 semibold")
        // A text style is sized when laid out: headline at Large is 17 semibold.
        #expect(fonts["subtitleLabel"] == "system 17 semibold")
        #expect(fonts["priceLabel"] == "system 13 medium monospaced-digits")
        // A named font is drawn as the system font at the weight its name ends in.
        #expect(fonts["noteLabel"] == "system 12 light")
        #expect(fonts["bodyLabel"] == "system 17")
    }

    /// At AX1 headline is 28 (HIG); UIFontMetrics scales body's 17 by 99/64 to 26.3, returned
    /// as 26 (iOS 26.1's scaledFont sizes); at xSmall 17 becomes 15.
    @Test func swiftFontsAtOtherTextSizes() throws {
        let large = try self.fonts(Self.swift, file: "CardView.swift", textSize: .accessibilityMedium)
        #expect(large["subtitleLabel"] == "system 28 semibold")
        #expect(large["bodyLabel"] == "system 26")
        #expect(large["titleLabel"] == "system 20 semibold", "a fixed size does not grow")
        let small = try self.fonts(Self.swift, file: "CardView.swift", textSize: .extraSmall)
        #expect(small["subtitleLabel"] == "system 14 semibold")
        #expect(small["bodyLabel"] == "system 15")
    }

    @Test func objectiveCFonts() throws {
        let code = """
        @implementation BadgeView
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            _nameLabel = [[UILabel alloc] init];
            _nameLabel.text = @"Ada";
            _nameLabel.font = [UIFont boldSystemFontOfSize:15];
            [self addSubview:_nameLabel];
            _countLabel = [[UILabel alloc] init];
            _countLabel.text = @"3";
            _countLabel.font = [UIFont systemFontOfSize:11 weight:UIFontWeightHeavy];
            [self addSubview:_countLabel];
            _captionLabel = [[UILabel alloc] init];
            _captionLabel.text = @"caption";
            _captionLabel.font = [UIFont preferredFontForTextStyle:UIFontTextStyleCaption1];
            [self addSubview:_captionLabel];
            [_nameLabel mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.equalTo(self); }];
            [_countLabel mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(_nameLabel.mas_right); make.top.equalTo(self); }];
            [_captionLabel mas_makeConstraints:^(MASConstraintMaker *make) { make.left.equalTo(self); make.top.equalTo(_nameLabel.mas_bottom); }];
            return self;
        }
        @end
        """
        let fonts = try self.fonts(code, file: "BadgeView.m", textSize: .extraExtraExtraLarge)
        #expect(fonts["_nameLabel"] == "system 15 bold" || fonts["nameLabel"] == "system 15 bold")
        #expect(fonts["_countLabel"] == "system 11 heavy" || fonts["countLabel"] == "system 11 heavy")
        // caption1 at xxxLarge is 18 (HIG).
        #expect(fonts["_captionLabel"] == "system 18" || fonts["captionLabel"] == "system 18")
    }
}
