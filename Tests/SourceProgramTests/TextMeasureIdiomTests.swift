import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Text sizes code asks UIKit for before layout (`sizeThatFits:`, `boundingRectWithSize:…`,
/// `sizeWithAttributes:`, `intrinsicContentSize`, `font.pointSize`, `font.lineHeight`), measured
/// as the layout measures its labels. Before, each was "a value known only at run time" and its
/// chain was left out. Drawn on an iPhone 15 (393 × 852, scale 3).
@Suite struct TextMeasureIdiomTests {
    /// 7.5 points a character, 20 a line, wrapping whole characters at `maxWidth`.
    struct Wrapping: TextMeasuring {
        func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
            let perLine = maxWidth.map { max(1, Int($0 / 7.5)) } ?? text.count
            var lines = max(1, (text.count + perLine - 1) / perLine)
            if maxLines > 0 { lines = min(lines, maxLines) }
            return TextMetrics(size: Size(width: Double(min(text.count, perLine)) * 7.5, height: Double(lines) * 20), firstBaseline: 15, lastBaseline: 15)
        }
    }

    func read(_ text: String, file: String) throws -> (SourceLayout, LayoutResult) {
        let layout = try ProgramReader.read(text, file: file, options: SourceOptions(), measuring: Wrapping())
        return (layout, try layout.root.layout(text: Wrapping(), fitting: layout.fitsHeight ? .height : []))
    }

    @Test func objectiveCMeasuresAreTheLabelsOwn() throws {
        let text = """
        @implementation PriceView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                UILabel *nameLabel = [[UILabel alloc] init];
                nameLabel.text = @"Hello world";
                nameLabel.font = [UIFont systemFontOfSize:17];
                [self addSubview:nameLabel];
                UILabel *noteLabel = [[UILabel alloc] init];
                noteLabel.text = @"twenty characters ok";
                noteLabel.numberOfLines = 0;
                [self addSubview:noteLabel];
                CGSize nameSize = [nameLabel sizeThatFits:CGSizeMake(300, MAXFLOAT)];
                CGSize noteSize = [noteLabel sizeThatFits:CGSizeMake(80, MAXFLOAT)];
                CGSize oneLine = [@"abcd" sizeWithAttributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15]}];
                CGRect box = [@"abcdefghijklmnopqrst" boundingRectWithSize:CGSizeMake(80, MAXFLOAT) options:NSStringDrawingUsesLineFragmentOrigin attributes:@{NSFontAttributeName: nameLabel.font} context:nil];
                UIView *a = [UIView new];
                UIView *b = [UIView new];
                [self addSubview:a];
                [self addSubview:b];
                [nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(self);
                    make.size.mas_equalTo(nameSize);
                }];
                [noteLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self);
                    make.top.equalTo(self).offset(100);
                    make.width.mas_equalTo(noteSize.width);
                    make.height.mas_equalTo(noteSize.height);
                }];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self);
                    make.top.equalTo(self).offset(200);
                    make.width.mas_equalTo(oneLine.width);
                    make.height.mas_equalTo(nameLabel.font.pointSize);
                }];
                [b mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self);
                    make.top.equalTo(self).offset(300);
                    make.width.mas_equalTo(box.size.width);
                    make.height.mas_equalTo(box.size.height);
                }];
            }
            return self;
        }
        @end
        """
        let (layout, r) = try read(text, file: "PriceView.m")
        #expect(layout.warnings.filter { $0.message.contains("run time") }.isEmpty, "\(layout.warnings.map(\.message))")
        // 11 characters × 7.5 = 82.5, up to a whole pixel at 3×: 82.667; one line, 20.
        #expect(r.view(id: "nameLabel")?.frame == Rect(x: 0, y: 0, width: 248.0 / 3, height: 20))
        // Wrapped at 80: 10 characters a line (75), two lines.
        #expect(r.view(id: "noteLabel")?.frame == Rect(x: 0, y: 100, width: 75, height: 40))
        // One line of 4 (30), as Foundation gives it; 17 pt tall.
        #expect(r.view(id: "a")?.frame == Rect(x: 0, y: 200, width: 30, height: 17))
        // Wrapped at 80 (the options say so): 75 × 40.
        #expect(r.view(id: "b")?.frame == Rect(x: 0, y: 300, width: 75, height: 40))
    }

    @Test func swiftMeasuresAndTheFontsLineHeight() throws {
        let text = """
        import UIKit
        import SnapKit
        final class TagView: UIView {
            let tagLabel = UILabel()
            let bar = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                tagLabel.text = "Swift"
                tagLabel.font = .systemFont(ofSize: 20)
                addSubview(tagLabel)
                addSubview(bar)
                let size = "abcdef".size(withAttributes: [.font: UIFont.systemFont(ofSize: 12)])
                let rect = ("abcdefghij" as NSString).boundingRect(with: CGSize(width: 500, height: 100), options: .usesLineFragmentOrigin, attributes: [.font: tagLabel.font!], context: nil)
                tagLabel.snp.makeConstraints { make in
                    make.left.top.equalToSuperview()
                    make.width.equalTo(tagLabel.intrinsicContentSize.width)
                    make.height.equalTo(tagLabel.font.lineHeight)
                }
                bar.snp.makeConstraints { make in
                    make.left.equalToSuperview()
                    make.top.equalToSuperview().offset(50)
                    make.width.equalTo(size.width + rect.width)
                    make.height.equalTo(rect.height)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let (layout, r) = try read(text, file: "TagView.swift")
        #expect(layout.warnings.filter { $0.message.contains("run time") }.isEmpty, "\(layout.warnings.map(\.message))")
        // 5 × 7.5 = 37.5, up to a pixel: 37.667; San Francisco's line height at 20: 20 × 2444 / 2048.
        #expect(r.view(id: "tagLabel")?.frame == Rect(x: 0, y: 0, width: 113.0 / 3, height: 20 * 2444.0 / 2048))
        // 6 × 7.5 = 45 and 10 × 7.5 = 75 (one line at 500): 120 × 20.
        #expect(r.view(id: "bar")?.frame == Rect(x: 0, y: 50, width: 120, height: 20))
    }
}
