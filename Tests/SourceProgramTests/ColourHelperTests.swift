import Foundation
import Layout
import Scene
import SourceProgram
import Testing

/// Colours an app makes with its own helpers, their definitions in the file: a hex category
/// whose body trims, upper-cases and scans the digits into out-parameters, an RGB macro that
/// takes a hex number's channels with `&` and `>>`, and a Swift initialiser doing the same with
/// its `>>` written without spaces. Each is the colour its text or number writes; no branch of
/// the helpers is said to be decided at run time.
@Suite struct ColourHelperTests {
    @Test func anAppsHexCategoryAndRGBMacroGiveTheColoursTheyWrite() throws {
        let text = """
        #import "Masonry.h"
        #define UIColorFromRGB(rgbValue) [UIColor colorWithRed:((float)((rgbValue & 0xFF0000) >> 16))/255.0 green:((float)((rgbValue & 0xFF00) >> 8))/255.0 blue:((float)(rgbValue & 0xFF))/255.0 alpha:1.0]

        @implementation UIColor (Hex)
        + (UIColor *)colorWithHexString:(NSString *)hexString alpha:(CGFloat)alpha {
            NSString *cString = [[hexString stringByTrimmingCharactersInSet:[NSCharacterSet whitespaceAndNewlineCharacterSet]] uppercaseString];
            if ([cString length] < 6) return [UIColor clearColor];
            if ([cString hasPrefix:@"#"]) cString = [cString substringFromIndex:1];
            NSRange range = NSMakeRange(0, 2);
            NSString *rString = [cString substringWithRange:range];
            unsigned int r;
            [[NSScanner scannerWithString:rString] scanHexInt:&r];
            return [UIColor colorWithRed:r / 255.0 green:0 blue:0 alpha:alpha];
        }
        @end

        @interface Swatches : UIView
        @end
        @implementation Swatches
        - (instancetype)initWithFrame:(CGRect)frame {
            self = [super initWithFrame:frame];
            if (self) {
                UIView *hexCard = [[UIView alloc] init];
                hexCard.backgroundColor = [UIColor colorWithHexString:@"#494949" alpha:0.5];
                UIView *rgbCard = [[UIView alloc] init];
                rgbCard.backgroundColor = UIColorFromRGB(0x3366CC);
                [self addSubview:hexCard];
                [self addSubview:rgbCard];
                [hexCard mas_makeConstraints:^(MASConstraintMaker *make) { make.left.top.equalTo(self); make.size.mas_equalTo(CGSizeMake(40, 40)); }];
                [rgbCard mas_makeConstraints:^(MASConstraintMaker *make) { make.right.top.equalTo(self); make.size.mas_equalTo(CGSizeMake(40, 40)); }];
            }
            return self;
        }
        @end
        """
        let layout = try ProgramReader.read(text, file: "Swatches.m", options: SourceOptions())
        func color(_ id: String) -> String? { layout.root.subviews.first { $0.id == id }?.backgroundColor?.hexString }
        #expect(color("hexCard") == "#49494980")
        #expect(color("rgbCard") == "#3366CC")
        #expect(!layout.warnings.contains { $0.message.contains("decided at run time") || $0.message.contains("colours") }, "\(layout.warnings.map(\.message))")
    }

    @Test func swiftsRightShiftWrittenTogetherIsReadAsOneOperator() throws {
        let text = """
        import UIKit
        import SnapKit

        extension UIColor {
            convenience init(rgb: Int) {
                self.init(red: CGFloat((rgb & 0xFF0000)>>16) / 255, green: CGFloat((rgb & 0x00FF00) >> 8) / 255, blue: CGFloat(rgb & 0xFF) / 255, alpha: 1)
            }
        }

        final class Badge: UIView {
            let dot = UIView()
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(dot)
                dot.backgroundColor = UIColor(rgb: 0x00AA44)
                let side = (0x40 >> 2) + (1 << 3)
                dot.snp.makeConstraints { make in
                    make.top.left.equalToSuperview()
                    make.size.equalTo(side)
                }
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        let layout = try ProgramReader.read(text, file: "Badge.swift", options: SourceOptions())
        #expect(!layout.warnings.contains { $0.message.contains("not read") || $0.message.contains("left out") }, "\(layout.warnings.map(\.message))")
        #expect(layout.root.subviews.first { $0.id == "dot" }?.backgroundColor?.hexString == "#00AA44")
        let r = try layout.root.layout(text: ProgramReaderTests.Mono(), fitting: [])
        // 0x40 >> 2 is 16, 1 << 3 is 8: a 24-point dot.
        #expect(r.view(id: "dot")?.frame == Rect(x: 0, y: 0, width: 24, height: 24))
    }
}
