import Foundation
import Testing

/// What UIKit gives a view the file does not set, as a device shows it.
@Suite struct UIKitDefaultsTests {
    let fm = FileManager.default

    /// A view controller's root margins are the system minimum (16 at the sides on a 393-wide
    /// iPhone 15, none at the top and bottom) from the safe area (59 at the top, 34 at the
    /// bottom): a view pinned to them is at x 16, y 59, 361 × 759, as UIKit places it. It was
    /// at 8, 8, 377 × 836 (a plain view's 8 from the bounds).
    @Test func aViewControllersRootMarginsAreTheSystemsFromTheSafeArea() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("MarginsViewController.swift")
        try """
            import UIKit
            import SnapKit

            class MarginsViewController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.snp.makeConstraints { make in
                        make.edges.equalTo(view.layoutMarginsGuide)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        func frame(_ device: String) throws -> [Double]? {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file.path, "--device", device, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)["card"]
        }
        #expect(try frame("iPhone 15") == [16, 59, 361, 759])
        // 430 wide: 20 at the sides.
        #expect(try frame("iPhone 15 Pro Max") == [20, 59, 390, 839])
    }

    /// Code that reads the margins as a value (`make.edges.equalTo(view.layoutMargins)`, SnapKit's
    /// insets from the superview's edges) reads what UIKit reports for a controller's root once
    /// it is on screen: (59, 16, 34, 16) on an iPhone 15, so the card is at 16, 59, 361 × 759 as
    /// with the margins guide; a plain subview's own margins read UIView's 8 (the badge inset 8
    /// in the card: 345 × 743). Before, every view's `layoutMargins` read 8: 8, 8, 377 × 836.
    @Test func aRootsLayoutMarginsReadAsUIKitReportsThem() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("MarginsValueViewController.swift")
        try """
            import UIKit
            import SnapKit

            class MarginsValueViewController: UIViewController {
                let card = UIView()
                let badge = UIView()
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    view.addSubview(card)
                    card.addSubview(badge)
                    card.snp.remakeConstraints { make in
                        make.edges.equalTo(view.layoutMargins)
                    }
                    badge.snp.remakeConstraints { make in
                        make.edges.equalTo(card.layoutMargins)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["card"] == [16, 59, 361, 759], "\(r.stderr)")
        #expect(f["badge"] == [24, 67, 345, 743], "\(r.stderr)")
    }

    /// A source file drawn with `--device` takes that device's pixels per point, as a scene's
    /// device does: an iPhone 15 is @3x (393 × 852 points, 1179 × 2556 pixels); without it, @2x.
    @Test func aNamedDeviceDrawsAtItsOwnScale() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let sources = CLIRunner.packageRoot.appendingPathComponent("Fixtures/sources/SettingsViewController.swift").path
        let named = dir.appendingPathComponent("named.png"), plain = dir.appendingPathComponent("plain.png")
        #expect(try CLIRunner.run([sources, "--device", "iPhone 15", "-o", named.path]).status == 0)
        #expect(try CLIRunner.run([sources, "-o", plain.path]).status == 0)
        func size(_ url: URL) throws -> [UInt32] {
            let bytes = [UInt8](try Data(contentsOf: url))
            return [16, 20].map { o in bytes[o..<(o + 4)].reduce(0) { $0 << 8 | UInt32($1) } }
        }
        #expect(try size(named) == [1179, 2556])
        #expect(try size(plain) == [786, 1704])
    }

    /// A subview's safe-area guide is the part of the root's safe area it overlaps: a full-screen
    /// card's list pinned to the card's guide is at y 59, 759 tall on an iPhone 15 (59 and 34);
    /// a banner wholly inside the safe area has none, so its inner view fills it. Both were the
    /// subview's bounds (zero insets).
    @Test func aSubviewsSafeAreaIsWhatItOverlaps() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("sub.json")
        try """
            { "format": 1, "dialect": "snapkit", "canvas": { "device": "iPhone 15", "scale": 1 },
              "views": [ { "id": "card", "make": [ "make.edges.equalToSuperview()" ],
                "subviews": [ { "id": "list", "make": [ "make.left.right.equalToSuperview()", "make.top.bottom.equalTo(superview.safeAreaLayoutGuide)" ] } ] },
               { "id": "banner", "make": [ "make.left.right.equalToSuperview()", "make.top.equalToSuperview().offset(100)", "make.height.equalTo(50)" ],
                "subviews": [ { "id": "inner", "make": [ "make.edges.equalTo(superview.safeAreaLayoutGuide)" ] } ] } ] }
            """.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["list"] == [0, 59, 393, 759])
        #expect(frames["inner"] == [0, 100, 393, 50])
    }

    /// keyboardLayoutGuide with the keyboard hidden: its top is the safe area's bottom (iPhone 15:
    /// 852 − 34 = 818), so a 52-tall input bar pinned to it is at y 766, and the list above it
    /// runs from 59 to 766; said once, where the file first names the guide.
    @Test func theKeyboardGuideWithTheKeyboardHidden() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ChatViewController.swift")
        try """
            import UIKit
            import SnapKit

            final class ChatViewController: UIViewController {
                private let inputBar = UIView()
                private let list = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(list)
                    view.addSubview(inputBar)
                    inputBar.snp.makeConstraints { make in
                        make.left.right.equalToSuperview()
                        make.height.equalTo(52)
                        make.bottom.equalTo(view.keyboardLayoutGuide.snp.top)
                    }
                    list.snp.makeConstraints { make in
                        make.top.left.right.equalTo(view.safeAreaLayoutGuide)
                        make.bottom.equalTo(inputBar.snp.top)
                    }
                }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let frames = try CLIRunner.frames(inSolution: out)
        #expect(frames["inputBar"] == [0, 766, 393, 52])
        #expect(frames["list"] == [0, 59, 393, 707])
        #expect(r.stderr.contains("ChatViewController.swift:15:38: warning: drawn with the keyboard hidden"))
        // --strict does not fail on it: it changes no frame of the file's.
        #expect(try CLIRunner.run([file.path, "-o", out.path, "--strict"]).status == 0)
    }

    /// UIKit's controls give themselves their sizes (iOS 26.1, openuikit's dumps): chained one
    /// under the next from y 0, each starts where the one above it ends. They were 0 × 0 (or a
    /// run-time value) before, so every view below them moved up.
    @Test func controlsHaveTheirOwnSizes() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("Controls.swift")
        try #"""
import UIKit
import SnapKit

final class SettingsView: UIView {
    private let toggle = UISwitch()
    private let volume = UISlider()
    private let spinner = UIActivityIndicatorView(style: .large)
    private let small = UIActivityIndicatorView()
    private let pages = UIPageControl()
    private let stepper = UIStepper()
    private let progress = UIProgressView()
    private let field = UITextField()
    private let segments = UISegmentedControl(items: ["One", "Two"])
    private let picker = UIPickerView()
    private let search = UISearchBar()
    private let navBar = UINavigationBar()
    private let toolbar = UIToolbar()

    override init(frame: CGRect) {
        super.init(frame: frame)
        [toggle, volume, spinner, small, pages, stepper, progress, field, segments, picker, search, navBar, toolbar].forEach { addSubview($0) }
        pages.numberOfPages = 4
        field.borderStyle = .roundedRect
        field.text = "total open"
        toggle.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        volume.snp.makeConstraints { make in make.top.equalTo(toggle.snp.bottom); make.left.right.equalToSuperview() }
        spinner.snp.makeConstraints { make in make.top.equalTo(volume.snp.bottom); make.left.equalToSuperview() }
        small.snp.makeConstraints { make in make.top.equalTo(spinner.snp.bottom); make.left.equalToSuperview() }
        pages.snp.makeConstraints { make in make.top.equalTo(small.snp.bottom); make.left.equalToSuperview() }
        stepper.snp.makeConstraints { make in make.top.equalTo(pages.snp.bottom); make.left.equalToSuperview() }
        progress.snp.makeConstraints { make in make.top.equalTo(stepper.snp.bottom); make.left.right.equalToSuperview() }
        field.snp.makeConstraints { make in make.top.equalTo(progress.snp.bottom); make.left.equalToSuperview() }
        segments.snp.makeConstraints { make in make.top.equalTo(field.snp.bottom); make.left.right.equalToSuperview() }
        picker.snp.makeConstraints { make in make.top.equalTo(segments.snp.bottom); make.left.right.equalToSuperview() }
        search.snp.makeConstraints { make in make.top.equalTo(picker.snp.bottom); make.left.right.equalToSuperview() }
        navBar.snp.makeConstraints { make in make.top.equalTo(search.snp.bottom); make.left.right.equalToSuperview() }
        toolbar.snp.makeConstraints { make in make.top.equalTo(navBar.snp.bottom); make.left.right.equalToSuperview() }
    }

    required init?(coder: NSCoder) { fatalError() }
}
"""#.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["toggle"] == [0, 0, 63, 28])            // UISwitch 61 × 28, its frame 2 wider on the right
        #expect(f["volume"] == [0, 28, 393, 34])          // UISlider 34 tall
        #expect(f["spinner"] == [0, 62, 37, 37])          // large spinner, made so
        #expect(f["small"] == [0, 99, 20, 20])            // medium, the default
        #expect(f["pages"] == [0, 119, 92, 26])           // 4 pages: 18 × 4 + 20
        #expect(f["stepper"] == [0, 145, 94, 32])         // UIStepper 94 × 32
        #expect(f["progress"] == [0, 177, 393, 4])        // UIProgressView 4 tall
        #expect(f["field"]?[1] == 181 && f["field"]?[3] == 34, "a rounded-rect field is 34 tall at 17 pt")
        #expect(f["segments"] == [0, 215, 393, 32])       // UISegmentedControl 32 tall
        #expect(f["picker"] == [0, 247, 393, 216])        // UIPickerView 216 tall
        #expect(f["search"] == [0, 463, 393, 56])         // UISearchBar 56 tall (iOS 11 on)
        #expect(f["navBar"] == [0, 519, 393, 44])         // UINavigationBar 44 tall (it was 0, a height only its constraints gave)
        #expect(f["toolbar"] == [0, 563, 393, 54])        // UIToolbar 54 tall (iOS 26.1)

        let objc = dir.appendingPathComponent("LoadingView.m")
        try """
            @implementation LoadingView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                _spinner = [[UIActivityIndicatorView alloc] initWithActivityIndicatorStyle:UIActivityIndicatorViewStyleWhiteLarge];
                [self addSubview:_spinner];
                _dots = [[UIPageControl alloc] init];
                _dots.numberOfPages = 3;
                [self addSubview:_dots];
                [_spinner mas_makeConstraints:^(MASConstraintMaker *make) { make.top.left.equalTo(self); }];
                [_dots mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(_spinner.mas_bottom); make.left.equalTo(self); }];
                return self;
            }
            @end
            """.write(to: objc, atomically: true, encoding: .utf8)
        let r2 = try CLIRunner.run([objc.path, "-o", out.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        let g = try CLIRunner.frames(inSolution: out)
        #expect(g["spinner"] == [0, 0, 37, 37] || g["_spinner"] == [0, 0, 37, 37])
        #expect(g["dots"] == [0, 37, 74, 26] || g["_dots"] == [0, 37, 74, 26])
    }

    /// Scenes name a control with "control" (and a page control's "pages").
    @Test func scenesNameTheirControls() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("controls.json")
        try #"""
        {"canvas": {"width": 320, "height": 300, "scale": 2},
         "views": [{"id": "toggle", "control": "switch", "make": ["make.top.left.equalTo(superview)"]},
                   {"id": "dots", "control": "pageControl", "pages": 3, "make": ["make.top.equalTo(toggle.mas_bottom)", "make.left.equalTo(superview)"]},
                   {"id": "slider", "control": "slider", "make": ["make.top.equalTo(dots.mas_bottom)", "make.left.right.equalTo(superview)"]},
                   {"id": "ok", "kind": "label", "control": "button", "text": "OK", "make": ["make.top.equalTo(slider.mas_bottom)", "make.left.equalTo(superview)"]},
                   {"id": "dash", "kind": "label", "control": "button", "text": "-", "font": "system 17", "make": ["make.top.equalTo(ok.mas_bottom)", "make.left.equalTo(superview)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        #expect(try CLIRunner.run([scene.path, "-o", out.path]).status == 0)
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["toggle"] == [0, 0, 63, 28] && f["dots"] == [0, 28, 74, 26] && f["slider"] == [0, 54, 320, 34])
        // Buttons narrower than 30 by their titles are 30 wide; a 15-pt line (17.9) and a
        // 17-pt one (20.287) are rounded up to whole points, 18 and 21, plus 12.
        #expect(f["ok"] == [0, 88, 30, 30] && f["dash"] == [0, 118, 30, 33])
        // A button with a UIButton.Configuration: its title in body (17 pt at Large: a line of
        // 20.287, 20.5 at scale 2) inside 7 and 12, or its own insets; the same text as a
        // 17-pt label, rounded to the pixel, plus the sides. A classic button's own content
        // insets replace its 6 above and below: a 14-pt line (16.707, 17) plus 15 and 7.
        try #"""
        {"canvas": {"width": 320, "height": 300, "scale": 2},
         "views": [{"id": "save", "kind": "label", "control": "configurationButton", "text": "Save", "make": ["make.top.left.equalTo(superview)"]},
                   {"id": "wide", "kind": "label", "control": "configurationButton", "text": "Save", "contentInsets": {"top": 10, "left": 20, "bottom": 10, "right": 20},
                    "make": ["make.top.equalTo(save.mas_bottom)", "make.left.equalTo(superview)"]},
                   {"id": "invite", "kind": "label", "control": "button", "text": "Invite", "font": "system 14", "contentInsets": {"top": 15, "bottom": 7},
                    "make": ["make.top.equalTo(wide.mas_bottom)", "make.left.equalTo(superview)"]},
                   {"id": "text", "kind": "label", "text": "Save", "font": "system 17", "make": ["make.top.equalTo(invite.mas_bottom)", "make.left.equalTo(superview)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run([scene.path, "-o", out.path]).status == 0)
        let c = try CLIRunner.frames(inSolution: out)
        let textWidth = try #require(c["text"]?[2])
        #expect(c["save"] == [0, 0, textWidth + 24, 34.5], "\(c)")
        #expect(c["wide"] == [0, 34.5, textWidth + 40, 40.5], "\(c)")
        #expect(c["invite"]?[3] == 39, "\(c)")
        // A segmented control's segments: each as wide as the widest title in 13 pt plus 20.
        try #"""
        {"canvas": {"width": 320, "height": 300, "scale": 2},
         "views": [{"id": "sizes", "control": "segmentedControl", "segments": ["Small", "Medium", "Large"], "make": ["make.top.left.equalTo(superview)"]},
                   {"id": "medium", "kind": "label", "text": "Medium", "font": "system 13", "make": ["make.top.equalTo(sizes.mas_bottom)", "make.left.equalTo(superview)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run([scene.path, "-o", out.path]).status == 0)
        let s = try CLIRunner.frames(inSolution: out)
        let medium = try #require(s["medium"]?[2])
        #expect(s["sizes"] == [0, 0, 3 * (medium + 20), 32], "\(s)")
        // A picker is 216 tall and as wide as what pins it.
        try #"""
        {"canvas": {"width": 320, "height": 480, "scale": 2},
         "views": [{"id": "picker", "control": "picker", "make": ["make.left.right.bottom.equalTo(superview)"]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        #expect(try CLIRunner.run([scene.path, "-o", out.path]).status == 0)
        #expect(try CLIRunner.frames(inSolution: out)["picker"] == [0, 264, 320, 216])
        try #"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "control": "switch", "segments": ["A"]}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let wrongControl = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(wrongControl.status == 2 && wrongControl.stderr.contains("\"segments\" belongs to \"control\": \"segmentedControl\""), "\(wrongControl.stderr)")
        try #"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "control": "segmentedControl", "segments": ["A", 2]}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let notText = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(notText.status == 2 && notText.stderr.contains("an array of the segments' titles"), "\(notText.stderr)")
        try #"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "kind": "label", "text": "A", "contentInsets": {"top": 1}}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let misplaced = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(misplaced.status == 2 && misplaced.stderr.contains("\"contentInsets\" belongs to \"control\": \"button\" or \"configurationButton\""), "\(misplaced.stderr)")
        try #"{"canvas": {"width": 100, "height": 100}, "views": [{"id": "a", "control": "knob"}]}"#.write(to: scene, atomically: true, encoding: .utf8)
        let bad = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(bad.status == 2 && bad.stderr.contains("unknown control \"knob\" in view \"a\"; expected one of: button, configurationButton, switch, slider"))
    }

    /// A bar's owner sets its height, which its file does not say: a chat input bar is drawn as
    /// tall as its content (8 + a 34-tall rounded field + 8 = 50), not 852 tall as the screen; a
    /// UINavigationBar subclass is UIKit's 44. Each is said in one line, and --size still wins.
    @Test func barsAreAsTallAsTheirContentOrUIKitsBar() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ChatInputBar.swift")
        try #"""
import UIKit
import SnapKit

final class ChatInputBar: UIView {
    private let field = UITextField()
    private let send = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(field)
        addSubview(send)
        send.setTitle("Send", for: .normal)
        field.borderStyle = .roundedRect
        field.placeholder = "Message"
        send.snp.makeConstraints { make in
            make.right.equalToSuperview().offset(-12)
            make.centerY.equalTo(field)
            make.width.equalTo(60)
        }
        field.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(8)
            make.bottom.equalToSuperview().offset(-8)
            make.right.equalTo(send.snp.left).offset(-8)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class TitleBar: UINavigationBar {
    private let badge = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(badge)
        badge.snp.makeConstraints { make in
            make.centerY.equalToSuperview()
            make.right.equalToSuperview().offset(-16)
            make.size.equalTo(8)
        }
    }
    required init?(coder: NSCoder) { fatalError() }
}
"""#.write(to: file, atomically: true, encoding: .utf8)
        func canvas(_ extra: [String]) throws -> (height: Double?, stderr: String) {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file.path, "-o", out.path] + extra)
            #expect(r.status == 0, "\(r.stderr)")
            let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
            return ((json?["canvas"] as? [String: Any])?["height"] as? Double, r.stderr)
        }
        let chat = try canvas([])
        #expect(chat.height == 50)
        #expect(chat.stderr.contains("masrender: ChatInputBar.swift: drawn 50 tall, as tall as its content, as the file does not say how tall its owner makes it"))
        let title = try canvas(["--class", "TitleBar"])
        #expect(title.height == 44)
        #expect(title.stderr.contains("TitleBar is drawn 44 tall, a navigation bar's height on an iPhone (iOS 26.1)"))
        let sized = try canvas(["--size", "393x60"])
        #expect(sized.height == 60 && !sized.stderr.contains("as tall as its content"))
        #expect(try CLIRunner.run([file.path, "-o", dir.appendingPathComponent("x.png").path, "--strict"]).status == 0)
    }

    /// A scroll view's contentLayoutGuide has the content's edges (so its size is the content
    /// size) and its frameLayoutGuide the frame's size: content pinned to the one and as wide as
    /// the other scrolls vertically only, 1200 tall in a 759-tall scroll view. They were values
    /// to --set, and the content was left out.
    @Test func scrollViewsContentAndFrameGuides() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ProfileViewController.swift")
        try #"""
import UIKit
import SnapKit

final class ProfileViewController: UIViewController {
    private let scrollView = UIScrollView()
    private let content = UIView()
    private let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(scrollView)
        scrollView.addSubview(content)
        content.addSubview(banner)
        scrollView.snp.makeConstraints { make in
            make.edges.equalTo(view.safeAreaLayoutGuide)
        }
        content.snp.makeConstraints { make in
            make.edges.equalTo(scrollView.contentLayoutGuide)
            make.width.equalTo(scrollView.frameLayoutGuide)
        }
        banner.snp.makeConstraints { make in
            make.top.left.right.equalToSuperview()
            make.height.equalTo(1200)
            make.bottom.equalToSuperview()
        }
    }
}
"""#.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
        let f = try CLIRunner.frames(inSolution: out)
        #expect(f["scrollView"] == [0, 59, 393, 759])
        #expect(f["content"] == [0, 59, 393, 1200])
        #expect(f["scrollView.frameLayoutGuide"] == [0, 59, 393, 759])
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let scroll = (json?["views"] as? [[String: Any]])?.first { $0["id"] as? String == "scrollView" }
        #expect(scroll?["contentSize"] as? [Double] == [393, 1200])

        // The same in a scene.
        let scene = dir.appendingPathComponent("scroll.json")
        try #"""
        {"canvas": {"width": 320, "height": 480},
         "views": [{"id": "scroll", "kind": "scroll", "make": ["make.edges.equalTo(superview)"],
                    "subviews": [{"id": "content", "make": ["make.edges.equalTo(scroll.contentLayoutGuide)", "make.width.equalTo(scroll.frameLayoutGuide)", "make.height.equalTo(@900)"]}]}]}
        """#.write(to: scene, atomically: true, encoding: .utf8)
        let r2 = try CLIRunner.run([scene.path, "-o", out.path])
        #expect(r2.status == 0, "\(r2.stderr)")
        #expect(try CLIRunner.frames(inSolution: out)["content"] == [0, 0, 320, 900])
    }

    /// Margins the code sets: a view controller's root keeps the system minimum (16) unless more
    /// is set (directional 24 → x 24, 345 wide), measured from the safe area (y 59) unless
    /// `insetsLayoutMarginsFromSafeArea = false` (y 0); without the system minimum, its own 8; a
    /// subview takes what it is given (10, 12). `make.top.left.right.equalTo(guide)` pins each
    /// edge to its own margin (it was the left margin for all three: a 0-wide card).
    @Test func marginsTheCodeSets() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("MarginsViewController.swift")
        func frames(_ rootLine: String) throws -> [String: [Double]] {
            try """
                import UIKit
                import SnapKit

                final class MarginsViewController: UIViewController {
                    private let card = UIView()
                    private let badge = UIView()

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(rootLine)
                        view.addSubview(card)
                        card.addSubview(badge)
                        card.layoutMargins = UIEdgeInsetsMake(10, 12, 10, 12)
                        card.snp.makeConstraints { make in
                            make.top.left.right.equalTo(view.layoutMarginsGuide)
                            make.height.equalTo(100)
                        }
                        badge.snp.makeConstraints { make in
                            make.edges.equalTo(card.layoutMarginsGuide)
                        }
                    }
                }
                """.write(to: file, atomically: true, encoding: .utf8)
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file.path, "-o", out.path])
            #expect(r.status == 0 && !r.stderr.contains("not read"), "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)
        }
        let directional = try frames("view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)")
        #expect(directional["card"] == [24, 59, 345, 100])
        #expect(directional["badge"] == [36, 69, 321, 80])
        #expect(try frames("view.layoutMargins = UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8)")["card"] == [16, 59, 361, 100])
        #expect(try frames("view.insetsLayoutMarginsFromSafeArea = false")["card"] == [16, 0, 361, 100])
        #expect(try frames("self.viewRespectsSystemMinimumLayoutMargins = false")["card"] == [8, 67, 377, 100])
    }

    /// readableContentGuide: the margins' area on an iPhone (16 … 377), and 672 wide, centred, on
    /// a wider screen (iPad Pro 13-inch: margins 20 … 1012, so 180 … 852; landscape 352 … 1024).
    @Test func theReadableContentGuide() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ArticleViewController.swift")
        try #"""
import UIKit
import SnapKit

final class ArticleViewController: UIViewController {
    private let body = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(body)
        body.text = "Text"
        body.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide)
            make.left.right.equalTo(view.readableContentGuide)
        }
    }
}
"""#.write(to: file, atomically: true, encoding: .utf8)
        func body(_ device: String) throws -> [Double]? {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file.path, "--device", device, "-o", out.path])
            #expect(r.status == 0 && r.stderr.isEmpty, "\(r.stderr)")
            return try CLIRunner.frames(inSolution: out)["body"]
        }
        #expect(try body("iPhone 15").map { [$0[0], $0[2]] } == [16, 361])
        #expect(try body("iPad Pro 13-inch").map { [$0[0], $0[2]] } == [180, 672])
        #expect(try body("iPad Pro 13-inch landscape").map { [$0[0], $0[2]] } == [352, 672])
    }

    /// A button's `contentEdgeInsets` replace the 6 above and below its title: "Continue" in
    /// 15 pt (a 17.9 line, 18) inset 10 and 20 is 18 + 20 = 38 tall and 40 wider than without
    /// insets (whose sides are 0); UIEdgeInsetsMake in Objective-C is the same.
    @Test func aButtonsContentInsets() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let swift = dir.appendingPathComponent("PaddedView.swift"), objc = dir.appendingPathComponent("PaddedView.m")
        try #"""
import UIKit
import SnapKit

final class PaddedView: UIView {
    private let plain = UIButton(type: .system)
    private let padded = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(plain)
        addSubview(padded)
        plain.setTitle("Continue", for: .normal)
        padded.setTitle("Continue", for: .normal)
        padded.contentEdgeInsets = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        plain.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        padded.snp.makeConstraints { make in
            make.left.equalToSuperview()
            make.top.equalTo(plain.snp.bottom)
        }
    }

    required init?(coder: NSCoder) { fatalError() }
}
"""#.write(to: swift, atomically: true, encoding: .utf8)
        try #"""
@implementation PaddedView
- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    _plain = [UIButton buttonWithType:UIButtonTypeSystem];
    _padded = [UIButton buttonWithType:UIButtonTypeSystem];
    [self addSubview:_plain];
    [self addSubview:_padded];
    [_plain setTitle:@"Continue" forState:UIControlStateNormal];
    [_padded setTitle:@"Continue" forState:UIControlStateNormal];
    _padded.contentEdgeInsets = UIEdgeInsetsMake(10, 20, 10, 20);
    [_plain mas_makeConstraints:^(MASConstraintMaker *make) { make.top.left.equalTo(self); }];
    [_padded mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self);
        make.top.equalTo(self.plain.mas_bottom);
    }];
    return self;
}
@end
"""#.write(to: objc, atomically: true, encoding: .utf8)
        for file in [swift, objc] {
            let out = dir.appendingPathComponent("out.json")
            let r = try CLIRunner.run([file.path, "-o", out.path])
            #expect(r.status == 0, "\(r.stderr)")
            let f = try CLIRunner.frames(inSolution: out)
            let plain = try #require(f["plain"]), padded = try #require(f["padded"])
            #expect(plain[3] == 30 && padded[1] == 30 && padded[3] == 38, "\(file.lastPathComponent): \(plain) \(padded)")
            #expect(padded[2] == plain[2] + 40 && plain[2] > 30 && plain[2] == plain[2].rounded())
        }
    }

    /// A button's title is measured in the font its title label is given (`titleLabel.font`,
    /// `titleLabel?.font`): "Bold Button" in 17 pt semibold is wider and taller than in the
    /// default 15 pt (a line of 17 pt is 20.287, which UIButton rounds up to a whole point, 21,
    /// plus 6 above and below: 33; LabelContent.buttonTitle).
    @Test func aButtonsTitleFont() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let objc = dir.appendingPathComponent("FollowView.m"), swift = dir.appendingPathComponent("FollowView.swift")
        try #"""
@implementation FollowView
- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    _followButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [_followButton setTitle:@"Bold Button" forState:UIControlStateNormal];
    _followButton.titleLabel.font = [UIFont systemFontOfSize:17 weight:UIFontWeightSemibold];
    [self addSubview:_followButton];
    _plainButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [_plainButton setTitle:@"Plain Button" forState:UIControlStateNormal];
    [self addSubview:_plainButton];
    [_followButton mas_makeConstraints:^(MASConstraintMaker *make) { make.top.left.equalTo(self); }];
    [_plainButton mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(_followButton.mas_bottom); make.left.equalTo(self); }];
    return self;
}
@end
"""#.write(to: objc, atomically: true, encoding: .utf8)
        try #"""
import UIKit
import SnapKit

final class FollowView: UIView {
    private let follow = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(follow)
        follow.setTitle("Bold Button", for: .normal)
        follow.titleLabel?.font = .systemFont(ofSize: 17, weight: .semibold)
        follow.snp.makeConstraints { make in make.top.left.equalToSuperview() }
    }

    required init?(coder: NSCoder) { fatalError() }
}
"""#.write(to: swift, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        #expect(try CLIRunner.run([objc.path, "-o", out.path]).status == 0)
        let f = try CLIRunner.frames(inSolution: out)
        let bold = try #require(f["followButton"]), plain = try #require(f["plainButton"])
        #expect(bold[3] == 33 && plain[3] == 30)
        #expect(bold[2] > plain[2], "11 characters in 17 semibold outweigh 12 in 15 regular")
        #expect(try CLIRunner.run([swift.path, "-o", out.path]).status == 0)
        #expect(try CLIRunner.frames(inSolution: out)["follow"] == bold.map { $0 })
    }
}
