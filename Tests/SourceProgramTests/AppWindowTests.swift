import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Views put in the app's window (`[UIApplication sharedApplication].keyWindow`, the app
/// delegate's `window`): the window is the screen. Drawn on an iPhone 15 (393 × 852).
@Suite struct AppWindowTests {
    func read(_ text: String, file: String) throws -> (SourceLayout, LayoutResult) {
        let layout = try ProgramReader.read(text, file: file, options: SourceOptions())
        return (layout, try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    /// An object that is no view puts up an alert: a dimming view in the app delegate's window,
    /// pinned to its edges, and a 270 × 61 box centred in it. The dimming view fills the screen
    /// (it was 0 × 0, its four chains "no view or value a chain can take"), the box is at
    /// ((393 − 270) / 2, (852 − 61) / 2) = (61.5, 395.5).
    @Test func anAlertPutInTheAppDelegatesWindow() throws {
        let text = """
        #import "Masonry.h"
        #import "AppDelegate.h"
        @implementation WaitAlert
        - (void)showInView {
          self.alertView = [UIView new];
          AppDelegate *appDelegate = (AppDelegate *) [UIApplication sharedApplication].delegate;
          [appDelegate.window addSubview:self.alertView];
          [self.alertView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.left.mas_equalTo(appDelegate.window);
            make.right.bottom.mas_equalTo(appDelegate.window);
          }];
          UIView *alertHub = [UIView new];
          [self.alertView addSubview:alertHub];
          [alertHub mas_makeConstraints:^(MASConstraintMaker *make) {
            make.center.mas_equalTo(self.alertView);
            make.size.mas_equalTo(CGSizeMake(270, 61));
          }];
        }
        @end
        """
        let (layout, r) = try read(text, file: "WaitAlert.m")
        #expect(r.view(id: "alertView")?.absoluteFrame == Rect(x: 0, y: 0, width: 393, height: 852))
        #expect(r.view(id: "alertHub")?.absoluteFrame == Rect(x: 61.5, y: 395.5, width: 270, height: 61))
        #expect(layout.warnings.map(\.description).contains("7:23: the app's window is the screen, which the drawing fills: what is put in it is drawn in the drawing"))
        #expect(!layout.warnings.contains { $0.description.contains("no view or value") })
    }

    /// A view that adds itself to the key window and pins its edges to it is drawn on the screen,
    /// its edges met by the drawing (they were "no view or value a chain can take"); a subview's
    /// width tied to half the window's is half the screen's, 196.5.
    @Test func aViewAddingItselfToTheKeyWindow() throws {
        let text = """
        import SnapKit
        class Toast: UIView {
            let box = UIView()
            func show() {
                guard let window = UIApplication.shared.keyWindow else { return }
                window.addSubview(self)
                snp.makeConstraints { make in
                    make.edges.equalTo(window)
                }
                addSubview(box)
                box.snp.makeConstraints { make in
                    make.center.equalToSuperview()
                    make.height.equalTo(40)
                    make.width.equalTo(window).multipliedBy(0.5)
                }
            }
        }
        """
        let (layout, r) = try read(text, file: "Toast.swift")
        #expect(r.view(id: "box")?.absoluteFrame == Rect(x: 98.25, y: 406, width: 196.5, height: 40))
        let said = layout.warnings.map(\.description)
        #expect(said.contains("6:15: the view adds itself to the app's window, the screen it is drawn on"))
        #expect(said.contains("8:13: this ties the view to the app's window, the screen it is drawn on: met by the drawing"))
    }
}
