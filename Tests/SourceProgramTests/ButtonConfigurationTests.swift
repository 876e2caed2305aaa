import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Buttons with a `UIButton.Configuration` (iOS 15 on), as source files build them: sized as
/// UIKit sizes a configuration button — the title in the configuration's font (body unless it
/// sets one), inside its content insets (7 above and below, 12 at the sides unless it sets
/// them), rounded to the pixel, no 30-point minimum. Before, such a button had no title and no
/// size. Drawn on an iPhone 15 (393 × 852, scale 3, safe area from 59) with a measurer of 7.5
/// points a character and 20 a line, so every frame below is worked out by hand.
@Suite struct ButtonConfigurationTests {
    struct Fixed: TextMeasuring {
        func measure(_ text: String, font: String, maxWidth: Double?, maxLines: Int) -> TextMetrics {
            TextMetrics(size: Size(width: Double(text.count) * 7.5, height: 20), firstBaseline: 15, lastBaseline: 15)
        }
    }

    func read(_ text: String, file: String, images: [String: Size] = [:]) throws -> (SourceLayout, LayoutResult) {
        var options = SourceOptions()
        for (name, size) in images { options.assets.images[name] = ProjectAssets.Image(size: size, file: "Assets.xcassets/\(name).imageset") }
        let layout = try ProgramReader.read(text, file: file, options: options, measuring: Fixed())
        return (layout, try layout.root.layout(text: Fixed()))
    }

    func view(_ id: String, in root: View) -> View? {
        var stack = [root]
        while let v = stack.popLast() {
            if v.id == id { return v }
            stack.append(contentsOf: v.subviews)
        }
        return nil
    }

    /// - save: "Save" (30) inset 10 / 20: 70 × 40, at 16, 59 + 20.
    /// - cancel: `UIButton(configuration: .plain())`, its title set through
    ///   `configuration?.title`: 45 + 24 × 20 + 14 = 69 × 34, 8 below.
    /// - share: an AttributedString "Share it" (60) in 13-pt semibold, its leading inset set to
    ///   4 in place: 60 + 4 + 12 = 76 wide, 34 tall.
    /// - done: a transformer sets 20-pt bold; "Done" 30 + 24 = 54.
    /// - next: `setTitle` gives the title; the `titleLabel.font` is not the configuration's
    ///   font (UIKit replaces it), so it stays body.
    @Test func swiftConfigurationsSizeTheirButtons() throws {
        let (layout, result) = try read("""
            import UIKit
            import SnapKit

            final class ActionsViewController: UIViewController {
                private let saveButton: UIButton = {
                    var config = UIButton.Configuration.filled()
                    config.title = "Save"
                    config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
                    return UIButton(configuration: config)
                }()
                private let cancelButton = UIButton(configuration: .plain())
                private let shareButton = UIButton()
                private let doneButton = UIButton(type: .system)
                private let nextButton = UIButton(configuration: .filled())

                override func viewDidLoad() {
                    super.viewDidLoad()
                    [saveButton, cancelButton, shareButton, doneButton, nextButton].forEach { view.addSubview($0) }
                    cancelButton.configuration?.title = "Cancel"
                    var tinted = UIButton.Configuration.tinted()
                    var title = AttributedString("Share it")
                    title.font = .systemFont(ofSize: 13, weight: .semibold)
                    tinted.attributedTitle = title
                    tinted.contentInsets.leading = 4
                    shareButton.configuration = tinted
                    var gray = UIButton.Configuration.gray()
                    gray.title = "Done"
                    gray.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { incoming in
                        var outgoing = incoming
                        outgoing.font = UIFont.systemFont(ofSize: 20, weight: .bold)
                        return outgoing
                    }
                    doneButton.configuration = gray
                    nextButton.setTitle("Next", for: .normal)
                    nextButton.titleLabel?.font = .systemFont(ofSize: 30)
                    saveButton.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                        make.leading.equalToSuperview().offset(16)
                    }
                    cancelButton.snp.makeConstraints { make in
                        make.top.equalTo(saveButton.snp.bottom).offset(8)
                        make.leading.equalTo(saveButton)
                    }
                    shareButton.snp.makeConstraints { make in
                        make.top.equalTo(cancelButton.snp.bottom).offset(8)
                        make.leading.equalTo(saveButton)
                    }
                    doneButton.snp.makeConstraints { make in
                        make.top.equalTo(shareButton.snp.bottom).offset(8)
                        make.leading.equalTo(saveButton)
                    }
                    nextButton.snp.makeConstraints { make in
                        make.top.equalTo(doneButton.snp.bottom).offset(8)
                        make.leading.equalTo(saveButton)
                    }
                }
            }
            """, file: "ActionsViewController.swift")
        #expect(result.view(id: "saveButton")?.frame == Rect(x: 16, y: 79, width: 70, height: 40))
        #expect(result.view(id: "cancelButton")?.frame == Rect(x: 16, y: 127, width: 69, height: 34))
        #expect(result.view(id: "shareButton")?.frame == Rect(x: 16, y: 169, width: 76, height: 34))
        #expect(result.view(id: "doneButton")?.frame == Rect(x: 16, y: 211, width: 54, height: 34))
        #expect(result.view(id: "nextButton")?.frame == Rect(x: 16, y: 253, width: 54, height: 34))
        #expect(view("shareButton", in: layout.root)?.label?.font == "system 13 semibold")
        #expect(view("doneButton", in: layout.root)?.label?.font == "system 20 bold")
        #expect(view("nextButton", in: layout.root)?.label?.font == "body")
        #expect(view("saveButton", in: layout.root)?.label?.text == "Save")
        #expect(!layout.warnings.contains { $0.message.contains("not read") }, "\(layout.warnings.map(\.message))")
    }

    /// Objective-C: `[UIButtonConfiguration filledButtonConfiguration]` and
    /// `buttonWithConfiguration:primaryAction:`. "Sign in" is 52.5, rounded up to the pixel
    /// (52.667), inset 16 at the sides: 84.667 × 20 + 24 = 44, centred: x (393 − 84.667) / 2.
    @Test func objectiveCConfigurationsSizeTheirButtons() throws {
        let (_, result) = try read("""
            @implementation LoginView
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UIButtonConfiguration *config = [UIButtonConfiguration filledButtonConfiguration];
                    config.title = @"Sign in";
                    config.contentInsets = NSDirectionalEdgeInsetsMake(12, 16, 12, 16);
                    UIButton *signInButton = [UIButton buttonWithConfiguration:config primaryAction:nil];
                    [self addSubview:signInButton];
                    [signInButton mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.centerX.equalTo(self);
                        make.top.equalTo(self).offset(100);
                    }];
                }
                return self;
            }
            @end
            """, file: "LoginView.m")
        let frame = try #require(result.view(id: "signInButton")?.frame)
        let width: Double = 52 + 2.0 / 3 + 32
        #expect(abs(frame.width - width) < 1e-9)
        #expect(frame.height == 44)
        let x: Double = (393 - width) / 2
        #expect(abs(frame.minX - x) < 1e-9)
        #expect(frame.minY == 100)
    }

    /// Segmented controls made with their items (Swift and Objective-C) and changed by
    /// `insertSegment`/`setTitle(_:forSegmentAt:)`: "Month" (37.5, 37.667 at the pixel) the
    /// widest of three, so 3 × 57.667 = 173 wide and 32 tall; Objective-C's "Unread" (45) of
    /// two, 130; one with an image segment has only its height, said nowhere (its width is the
    /// image's, which the file does not give).
    @Test func segmentedControlsAreAsWideAsTheirTitles() throws {
        let (_, swift) = try read("""
            import UIKit
            import SnapKit
            final class PeriodView: UIView {
                let period = UISegmentedControl(items: ["Day", "Week"])
                let mode = UISegmentedControl(items: ["List", UIImage(named: "grid")!])
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(period)
                    addSubview(mode)
                    period.insertSegment(withTitle: "Year", at: 2, animated: false)
                    period.setTitle("Month", forSegmentAt: 2)
                    period.snp.makeConstraints { make in make.top.leading.equalToSuperview() }
                    mode.snp.makeConstraints { make in
                        make.top.equalTo(period.snp.bottom)
                        make.leading.equalToSuperview()
                    }
                }
            }
            """, file: "PeriodView.swift")
        #expect(swift.view(id: "period")?.frame == Rect(x: 0, y: 0, width: 173, height: 32))
        #expect(swift.view(id: "mode")?.frame.height == 32)
        let (_, objc) = try read("""
            @implementation InboxHeader
            - (instancetype)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    UISegmentedControl *filter = [[UISegmentedControl alloc] initWithItems:@[@"All"]];
                    [filter insertSegmentWithTitle:@"Unread" atIndex:1 animated:NO];
                    [self addSubview:filter];
                    [filter mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.left.equalTo(self);
                    }];
                }
                return self;
            }
            @end
            """, file: "InboxHeader.m")
        #expect(objc.view(id: "filter")?.frame == Rect(x: 0, y: 0, width: 130, height: 32))
    }

    /// An image from the project's asset catalog (24 × 24) beside "Go" (15) with a padding of
    /// 6: 24 + 6 + 15 + 24 = 69 wide, as tall as the image: 24 + 14 = 38. An image alone (16 ×
    /// 16, no title): 16 + 24 × 16 + 14 = 40 × 30. An SF Symbol has no size here: said, and
    /// the button is sized by its title. A `.large` size without insets or a font is drawn as
    /// `.medium` and said.
    @Test func imagesBesideTitlesAndSizesWithoutMetricsAreSaid() throws {
        let (layout, result) = try read("""
            import UIKit
            import SnapKit

            final class ToolbarView: UIView {
                let goButton = UIButton(type: .system)
                let closeButton = UIButton(type: .system)
                let starButton = UIButton(type: .system)
                let bigButton = UIButton(type: .system)
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    var go = UIButton.Configuration.filled()
                    go.title = "Go"
                    go.image = UIImage(named: "arrow")
                    go.imagePadding = 6
                    goButton.configuration = go
                    var close = UIButton.Configuration.plain()
                    close.image = UIImage(named: "close")
                    closeButton.configuration = close
                    var star = UIButton.Configuration.plain()
                    star.title = "Star"
                    star.image = UIImage(systemName: "star")
                    starButton.configuration = star
                    var big = UIButton.Configuration.filled()
                    big.title = "Continue"
                    big.buttonSize = .large
                    bigButton.configuration = big
                    [goButton, closeButton, starButton, bigButton].forEach { addSubview($0) }
                    goButton.snp.makeConstraints { make in
                        make.top.leading.equalToSuperview()
                    }
                    closeButton.snp.makeConstraints { make in
                        make.top.equalTo(goButton.snp.bottom)
                        make.leading.equalToSuperview()
                    }
                    starButton.snp.makeConstraints { make in
                        make.top.equalTo(closeButton.snp.bottom)
                        make.leading.equalToSuperview()
                    }
                    bigButton.snp.makeConstraints { make in
                        make.top.equalTo(starButton.snp.bottom)
                        make.leading.equalToSuperview()
                    }
                }
            }
            """, file: "ToolbarView.swift", images: ["arrow": Size(width: 24, height: 24), "close": Size(width: 16, height: 16)])
        #expect(result.view(id: "goButton")?.frame == Rect(x: 0, y: 0, width: 69, height: 38))
        #expect(result.view(id: "closeButton")?.frame == Rect(x: 0, y: 38, width: 40, height: 30))
        #expect(result.view(id: "starButton")?.frame == Rect(x: 0, y: 68, width: 54, height: 34))
        #expect(result.view(id: "bigButton")?.frame == Rect(x: 0, y: 102, width: 84, height: 34))
        let messages = layout.warnings.map(\.message)
        #expect(messages.contains { $0.contains("starButton's configuration shows an image whose size masrender does not know") }, "\(messages)")
        #expect(messages.contains { $0.contains("buttonSize .large: masrender has UIKit's metrics for .medium only") && $0.contains("bigButton") }, "\(messages)")
    }
}
