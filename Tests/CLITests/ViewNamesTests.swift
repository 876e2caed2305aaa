import Foundation
import Testing

/// A view its code keeps under two names (made in a local, then kept in a property) is drawn
/// under the property's name, and the JSON names the local too (`otherNames`), so a reader of
/// the code finds the view its lines speak of.
@Suite struct ViewNamesTests {
    let fm = FileManager.default

    /// `UITableView *tableVIew = …; self.tableView = tableVIew;` then constraints on the local:
    /// one view, `tableView`, also named `tableVIew`; a view kept only in a local has no other
    /// name.
    @Test func aLocalThatAPropertyIsGivenFromIsTheViewsOtherName() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("AboutViewController.m")
        try """
            #import "Masonry.h"

            @interface AboutViewController : UIViewController
            @property (nonatomic, strong) UITableView *tableView;
            @end

            @implementation AboutViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UITableView *tableVIew = [[UITableView alloc] init];
                self.tableView = tableVIew;
                [self.view addSubview:tableVIew];
                [tableVIew mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(self.view).insets(UIEdgeInsetsMake(288, 0, 330, 0));
                }];
                UIView *footer = [[UIView alloc] init];
                [self.view addSubview:footer];
                [footer mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.bottom.equalTo(self.view);
                    make.height.mas_equalTo(80);
                }];
            }
            @end
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        let table = views.first { $0["id"] as? String == "tableView" }
        #expect(table?["otherNames"] as? [String] == ["tableVIew"])
        #expect(table?["frame"] as? [Double] == [0, 288, 393, 234])
        let footer = views.first { $0["id"] as? String == "footer" }
        #expect(footer != nil && footer?["otherNames"] == nil)
    }

    /// A Swift view kept in two properties (`avatarView = imageView; headerAvatar = imageView`):
    /// named by the first, the second its other name.
    @Test func aSecondPropertyIsTheViewsOtherName() throws {
        let dir = try CLIRunner.scratchFolder()
        defer { try? fm.removeItem(at: dir) }
        let file = dir.appendingPathComponent("ProfileView.swift")
        try """
            import UIKit
            import SnapKit

            class ProfileView: UIView {
                var avatarView: UIImageView!
                var headerAvatar: UIImageView!

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let imageView = UIImageView()
                    avatarView = imageView
                    headerAvatar = imageView
                    addSubview(imageView)
                    imageView.snp.makeConstraints { make in
                        make.top.left.equalToSuperview().offset(16)
                        make.size.equalTo(48)
                    }
                }

                required init?(coder: NSCoder) { fatalError() }
            }
            """.write(to: file, atomically: true, encoding: .utf8)
        let out = dir.appendingPathComponent("out.json")
        let r = try CLIRunner.run([file.path, "-o", out.path, "--size", "393x100"])
        #expect(r.status == 0, "\(r.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: out)) as? [String: Any]
        let views = json?["views"] as? [[String: Any]] ?? []
        #expect(views.count == 1)
        #expect(views.first?["id"] as? String == "avatarView")
        #expect(views.first?["otherNames"] as? [String] == ["imageView", "headerAvatar"])
    }
}
