import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Blocks a set-up gives the main queue run once it has, as the main queue runs them right
/// after: `dispatch_async(dispatch_get_main_queue(), ^{…})`, `dispatch_after` a fraction of a
/// second later, Swift's `DispatchQueue.main.async { }`. A block for another queue, or one a few
/// seconds later (a banner hidden after five seconds), is no part of the first picture.
@Suite struct MainQueueBlockTests {
    @Test func objectiveCMainQueueBlocksRunAfterTheSetUp() throws {
        let text = """
        #import "Masonry.h"
        @interface InfosView : UIView
        @property (nonatomic, strong) UIView *backgroundView;
        @property (nonatomic, strong) UIView *icon;
        @property (nonatomic, strong) UIView *spinner;
        @end
        @implementation InfosView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                __weak typeof(self) weakSelf = self;
                dispatch_after(dispatch_time(DISPATCH_TIME_NOW, (int64_t)(0.01 * NSEC_PER_SEC)), dispatch_get_main_queue(), ^{
                    [weakSelf configureUI];
                    [weakSelf configureConstraints];
                });
                dispatch_async(dispatch_get_global_queue(0, 0), ^{
                    [weakSelf configureSpinner];
                });
            }
            return self;
        }
        - (void)configureUI {
            _backgroundView = [[UIView alloc] init];
            [self addSubview:_backgroundView];
            _icon = [[UIView alloc] init];
            [_backgroundView addSubview:_icon];
        }
        - (void)configureConstraints {
            [_backgroundView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self);
            }];
            [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.top.equalTo(self.backgroundView).offset(6);
                make.size.mas_equalTo(CGSizeMake(35, 35));
            }];
        }
        - (void)configureSpinner {
            _spinner = [[UIView alloc] init];
            [self addSubview:_spinner];
        }
        @end
        """
        var options = SourceOptions()
        options.height = 200
        options.explicitHeight = true
        let layout = try ProgramReader.read(text, file: "InfosView.m", options: options)
        #expect(!layout.warnings.contains { $0.message.contains("nil here") || $0.message.contains("later") }, "\(layout.warnings.map(\.message))")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        #expect(r.view(id: "backgroundView")?.frame == Rect(x: 0, y: 0, width: 393, height: 200))
        #expect(r.view(id: "icon")?.frame == Rect(x: 6, y: 6, width: 35, height: 35))
        #expect(r.view(id: "spinner") == nil)
    }

    @Test func swiftMainQueueBlocksRunUnlessSecondsLater() throws {
        let text = """
        import UIKit
        import SnapKit
        final class BannerViewController: UIViewController {
            let banner = UIView()
            let footer = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(banner)
                banner.snp.makeConstraints { $0.top.left.right.equalToSuperview(); $0.height.equalTo(80) }
                DispatchQueue.main.async {
                    self.view.addSubview(self.footer)
                    self.footer.snp.makeConstraints { $0.left.right.bottom.equalToSuperview(); $0.height.equalTo(50) }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 5) { [weak self] in
                    self?.banner.snp.updateConstraints { $0.height.equalTo(0) }
                }
            }
        }
        """
        let layout = try ProgramReader.read(text, file: "BannerViewController.swift", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        #expect(r.view(id: "banner")?.frame == Rect(x: 0, y: 0, width: 393, height: 80))
        #expect(r.view(id: "footer")?.frame == Rect(x: 0, y: 802, width: 393, height: 50))
    }
}
