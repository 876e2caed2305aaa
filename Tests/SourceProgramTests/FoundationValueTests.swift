import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Foundation's values and UIKit's setters as Objective-C writes them, read back by later code:
/// a list made with `initWithObjects:` / `arrayWithObjects:` (its count sent as a message) and a
/// scroll view's content size given with `setContentSize:`. Drawn on an iPhone 15 (393 × 852).
@Suite struct FoundationValueTests {
    @Test func variadicListsAndSettersAreReadBack() throws {
        let text = """
        #import "Masonry.h"
        @interface StatsView : UIView
        @property (nonatomic, strong) NSArray *tabNames;
        @end
        @implementation StatsView
        - (NSArray *)tabNames {
            if (!_tabNames) {
                _tabNames = [[NSArray alloc] initWithObjects:@"Weight", @"Fat", @"Water", @"Muscle", nil];
            }
            return _tabNames;
        }
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                NSArray *units = [NSArray arrayWithObjects:@"kg", @"%", nil];
                UIScrollView *strip = [[UIScrollView alloc] init];
                [self addSubview:strip];
                [strip mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.top.equalTo(self);
                    make.height.mas_equalTo(58);
                }];
                [strip setContentSize:CGSizeMake(62 * [self.tabNames count], 58)];
                UIView *rule = [[UIView alloc] init];
                [strip addSubview:rule];
                [rule mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(@0);
                    make.width.equalTo(@(strip.contentSize.width));
                    make.height.equalTo(@0.5);
                }];
                UIView *unitBar = [[UIView alloc] init];
                [self addSubview:unitBar];
                [unitBar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(self);
                    make.top.equalTo(strip.mas_bottom);
                    make.width.mas_equalTo(40 * [units count]);
                    make.height.mas_equalTo(units.count * 10);
                }];
            }
            return self;
        }
        @end
        """
        let layout = try ProgramReader.read(text, file: "StatsView.m", options: SourceOptions())
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : [])
        #expect(!layout.warnings.contains { $0.message.contains("left out") }, "\(layout.warnings.map(\.message))")
        // Four names, 62 each: the content 248 wide, and the rule across it.
        #expect(r.view(id: "rule")?.frame == Rect(x: 0, y: 0, width: 248, height: 0.5))
        // Two units: 80 wide, 20 tall, under the 58-point strip.
        #expect(r.view(id: "unitBar")?.frame == Rect(x: 0, y: 58, width: 80, height: 20))
    }
}
