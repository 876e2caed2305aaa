import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Objective-C names written as real apps write them: a property named as its class, a class
/// named in lower case. Drawn on an iPhone 15 (393 × 852).
@Suite struct ObjectiveCNameTests {
    func read(_ text: String, file: String) throws -> (SourceLayout, LayoutResult) {
        let layout = try ProgramReader.read(text, file: file, options: SourceOptions())
        return (layout, try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: layout.fitsHeight ? .height : []))
    }

    /// A property named as its class (`@property TopBar *TopBar;`) made in its lazy getter with
    /// `[[TopBar alloc] init]`: the bare `TopBar` is the class (Objective-C names the property
    /// only as `self.TopBar` or `_TopBar`), so the bar is made and pinned across the top, 50 tall.
    /// Before, the bare name was read as the property, nil, and the file refused ("a message to
    /// nil does nothing").
    @Test func aPropertyNamedAsItsClass() throws {
        let text = """
        #import "Masonry.h"
        @interface TopBar : UIView
        @end
        @interface CapView : UIView
        @property (nonatomic,strong) TopBar *TopBar;
        @end
        @implementation CapView
        - (instancetype)initWithFrame:(CGRect)frame {
            if (self = [super initWithFrame:frame]) {
                [self addSubview:self.TopBar];
                [self.TopBar mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.right.top.equalTo(self);
                    make.height.mas_equalTo(50);
                }];
            }
            return self;
        }
        - (TopBar *)TopBar {
            if (!_TopBar) {
                _TopBar = [[TopBar alloc] init];
            }
            return _TopBar;
        }
        @end
        """
        let (_, r) = try read(text, file: "CapView.m")
        #expect(r.view(id: "TopBar")?.absoluteFrame == Rect(x: 0, y: 0, width: 393, height: 50))
    }

    /// A view class named in lower case (`starView`) made with a frame in a controller: drawn
    /// there (it was 0 × 0, the declaration read as a product), and a box placed below it.
    @Test func aClassNamedInLowerCase() throws {
        let text = """
        #import "Masonry.h"
        @interface starView : UIView
        @end
        @implementation RatingViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            starView * star = [[starView alloc] initWithFrame:CGRectMake(96.5, 370, 200, 50)];
            [self.view addSubview:star];
            UIView *box = [UIView new];
            [self.view addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(star.mas_bottom);
                make.left.equalTo(star);
                make.size.mas_equalTo(CGSizeMake(10, 10));
            }];
        }
        @end
        """
        let (_, r) = try read(text, file: "RatingViewController.m")
        #expect(r.view(id: "star")?.absoluteFrame == Rect(x: 96.5, y: 370, width: 200, height: 50))
        #expect(r.view(id: "box")?.absoluteFrame == Rect(x: 96.5, y: 420, width: 10, height: 10))
    }
}
