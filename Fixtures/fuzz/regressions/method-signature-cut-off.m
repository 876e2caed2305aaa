@implementation V
- (UIColo
@end
