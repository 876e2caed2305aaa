import Layout
import Testing
@testable import Scene
import SourceProgram

/// Scenes that hold a whole pasted method as "code": the tree comes from the code, values
/// only the app knows from "constants", and every place is reported in the scene file.
@Suite struct SceneCodeTests {
    func decode(_ text: String) throws(SceneError) -> SceneDocument { try SceneDocument.decode(text, file: "s.json", codeReader: ProgramCodeReader()) }

    func message(_ text: String) -> String? {
        do { _ = try decode(text); return nil } catch { return error.description }
    }

    /// 300 × 200, safe area 20 on top. The header is 20 + 12 = 32 down, 12 in on both sides
    /// (276 wide), 40 tall; the body is 8 below it (80) and fills the rest to 12 above the bottom.
    static let objectiveC = #"""
    {"canvas": {"width": 300, "height": 200, "safeArea": {"top": 20}},
     "constants": {"kMargin": 12},
     "code": [
       "- (void)viewDidLoad {",
       "    [super viewDidLoad];",
       "    UIView *header = [UIView new];",
       "    UIView *body = [UIView new];",
       "    [self.view addSubview:header];",
       "    [self.view addSubview:body];",
       "    [header mas_makeConstraints:^(MASConstraintMaker *make) {",
       "        make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop).offset(kMargin);",
       "        make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, kMargin, 0, kMargin));",
       "        make.height.equalTo(@40);",
       "    }];",
       "    [body mas_makeConstraints:^(MASConstraintMaker *make) {",
       "        make.top.equalTo(header.mas_bottom).offset(8);",
       "        make.left.right.equalTo(header);",
       "        make.bottom.equalTo(self.view).offset(-kMargin);",
       "    }];",
       "}",
       "- (void)didTapExpand {",
       "    [header mas_updateConstraints:^(MASConstraintMaker *make) {",
       "        make.height.equalTo(@100);",
       "    }];",
       "}"
     ]}
    """#

    @Test func aPastedMethodIsItsOwnTree() throws {
        let scene = try decode(Self.objectiveC)
        #expect(scene.code?.language == .objectiveC)
        #expect(scene.code?.warnings.isEmpty == true, "\(scene.code?.warnings ?? [])")
        #expect(scene.stateCount == 2 && scene.stateName(1) == "didTapExpand" && scene.state(named: "didTapExpand") == 1)
        let set = try scene.layout(state: 0, text: nil)
        #expect(set.view(id: "header")?.frame == Rect(x: 12, y: 32, width: 276, height: 40))
        #expect(set.view(id: "body")?.frame == Rect(x: 12, y: 80, width: 276, height: 108))
        // After the method nothing at set-up calls: the header is 100 tall, the body 48.
        let expanded = try scene.layout(text: nil)
        #expect(expanded.view(id: "body")?.frame == Rect(x: 12, y: 140, width: 276, height: 48))
        // The chain's place is the scene file's line (the code's 8th line is the file's 11th).
        #expect(set.constraints.first { $0.firstView == "header" }?.source == "s.json:11")
    }

    /// Swift, one string with `\n` escapes; a value the app alone knows is said with where it
    /// stands in the scene file and how to give it there.
    @Test func swiftInOneStringAndValuesOnlyTheAppKnows() throws {
        let text = #"""
        {"canvas": {"width": 200, "height": 100},
         "code": "override func viewDidLoad() {\n    super.viewDidLoad()\n    let bar = UIView()\n    view.addSubview(bar)\n    bar.snp.makeConstraints { make in\n        make.left.top.equalToSuperview()\n        make.width.equalTo(barWidth)\n        make.height.equalTo(10)\n    }\n}"}
        """#
        let scene = try decode(text)
        #expect(scene.code?.language == .swift)
        let warnings = scene.code?.warnings.map(\.description) ?? []
        // `barWidth` is on the code's 7th line; in the file it is at column 225 of line 2 (each
        // `\n` before it is two characters there); the summary points at the code's start (2:11).
        #expect(warnings.first?.hasPrefix("2:11: values known only at run time were left out with their chains: barWidth") == true, "\(warnings)")
        #expect(warnings.contains("2:225: 'barWidth' is not defined in this file (a value known only at run time or defined elsewhere: give it with the scene's \"constants\": {\"barWidth\": …}); this chain is left out"), "\(warnings)")
        let given = try decode(text.replacingOccurrences(of: #""canvas": {"width": 200, "height": 100},"#,
                                                         with: #""canvas": {"width": 200, "height": 100}, "constants": {"barWidth": 50},"#))
        #expect(given.code?.warnings.isEmpty == true)
        #expect(try given.layout(text: nil).view(id: "bar")?.frame == Rect(x: 0, y: 0, width: 50, height: 10))
    }

    @Test(arguments: [
        (#"{"canvas": {"width": 10, "height": 10}, "views": [{"id": "a"}], "code": "a"}"#,
         #"s.json:1:41: "views" and "code" do not go together: a scene with "code" takes its views and their constraints from the code"#),
        (#"{"canvas": {"width": 10, "height": 10}, "code": 5}"#,
         #"s.json:1:49: "code" must be a string of Objective-C or Swift code, or a list of its lines, not a number"#),
        (#"{"canvas": {"width": 10, "height": 10}, "code": ["x", 5]}"#,
         #"s.json:1:55: each line of "code" must be a string, not a number"#),
        (#"{"canvas": {"width": 10, "height": 10}, "code": "  "}"#,
         #"s.json:1:49: "code" is empty; expected a method such as viewDidLoad with its constraint calls"#),
        (#"{"canvas": {"width": 10, "height": 10}, "code": "x.snp.makeConstraints { $0.left.equalToSuperview() }", "language": "kotlin"}"#,
         #"s.json:1:117: "language" must be "objective-c" or "swift", not "kotlin""#),
        (#"{"canvas": {"width": 10, "height": 10}, "language": "swift"}"#,
         #"s.json:1:53: "language" goes with "code", which this scene does not have"#),
        (#"{"canvas": {"width": 10, "height": 10}, "dialect": "masonry", "code": "x.snp.makeConstraints { $0.left.equalToSuperview() }"}"#,
         #"s.json:1:74: "snp" is SnapKit's, but the scene's "dialect" is "masonry"; in a scene with "code" each call decides, so leave "dialect" out"#),
        (#"{"canvas": {"width": 10, "height": 10}, "code": "let x = 1"}"#,
         #"s.json: the file has no mas_makeConstraints or snp.makeConstraints call"#),
    ])
    func mistakes(text: String, expected: String) {
        #expect(message(text) == expected)
    }
}
