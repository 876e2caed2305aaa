#define kSide 40
#if TARGET_OS_IPHONE && __IPHONE_MS_VERSION_MAX_ALLOWED >= __IPHONE_11_0
#define kGap ([[UIScreen mainScreen] bounds].size.width / 10)
#elif defined(Target_Enterprise)
#define kGap 8
#else
#define kGap 1 / [UIScreen mainScreen].scale
#endif
#ifdef Target_Enterprise
@implementation Badge
@end
#else
@implementation Badge
- (instancetype)init {
    self = [super init];
    UIView *dot = [UIView new];
    [self addSubview:dot];
    [dot mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.top.equalTo(self).offset(kGap);
        make.width.equalTo(@kSide);
        make.height.mas_equalTo(2 / [UIScreen mainScreen].scale);
        [dot setNeedsLayout];
    }];
    [NSLayoutConstrainke.left.top.equalTnts:@[[dot.topAnchor constraintEqualToAnchor:self.topAnchor]]];
    return self;
}
@end
#endif
