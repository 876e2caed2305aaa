#define mm_concat(A, B) mm_concat_(A, B)
#define mm_concat_(A, B) A ## B
#define mm_head(...) mm_head_(__VA_ARGS__, 0)
#define mm_head_(FIRST, ...) FIRST
#define mm_at(N, ...) mm_concat(mm_at, N)(__VA_ARGS__)
#define mm_at2(_0, _1, ...) mm_head(__VA_ARGS__)
#define mm_argcount(...) mm_at(2, __VA_ARGS__, 2, 1)
#define mm_foreach_cxt(MACRO, SEP, CONTEXT, ...) \
    mm_concat(mm_foreach_cxt, mm_argcount(__VA_ARGS__))(MACRO, SEP, CONTEXT, __VA_ARGS__)
#define mm_foreach_cxt1(MACRO, SEP, CONTEXT, _0) MACRO(0, CONTEXT, _0)
#define mm_foreach_cxt2(MACRO, SEP, CONTEXT, _0, _1) \
    mm_foreach_cxt1(MACRO, SEP, CONTEXT, _0) SEP MACRO(1, CONTEXT, _1)
#define mm_foreach_iter(INDEX, MACRO, ARG) MACRO(INDEX, ARG)
#define mm_foreach(MACRO, SEP, ...) mm_foreach_cxt(mm_foreach_iter, SEP, MACRO, __VA_ARGS__)
#define mm_weak_(INDEX, CONTEXT, VAR) CONTEXT __typeof__(VAR) mm_concat(VAR, _weak_) = (VAR);
#define mm_strong_(INDEX, VAR) __strong __typeof__(VAR) VAR = mm_concat(VAR, _weak_);
#define WeakObj(...) autoreleasepool {} mm_foreach_cxt(mm_weak_,, __weak, __VA_ARGS__)
#define StrongObj(...) autoreleasepool {} \
    _Pragma("clang diagnostic push") \
    _Pragma("clang diagnostic ignored \"-Wshadow\"") \
    mm_foreach(mm_strong_,, __VA_ARGS__) \
    _Pragma("clang diagnostic pop")

@interface CardListViewController ()
@property (nonatomic, strong) UIView *banner;
@property (nonatomic, strong) UIView *footer;
@end
@implementation CardListViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    UIView *strip = [[UIView alloc] init];
    @WeakObj(self, strip);
    self.banner = [[UIView alloc] init];
    [self.view addSubview:self.banner];
    [self.view addSubview:strip];
    [self.banner mas_makeConstraints:^(MASConstraintMaker *make) {
        @StrongObj(self);
        make.top.leading.trailing.mas_equalTo(0);
        make.height.mas_equalTo(30);
    }];
    [strip mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self_weak_.banner.mas_bottom).offset(5);
        make.left.right.equalTo(self_weak_.view);
        make.height.equalTo(strip_weak_.mas_width).multipliedBy(0.25);
    }];
}
@end
@implementation Extras
- (void)f {
    retry:
    _list = [NSMutableArray<NSString *> array];
    WeakSelf
    [self load:^{ self.x = UI.statusBarHeight; }];
    CGSize s = [nameLabel sizeThatFits:CGSizeMake(80, MAXFLOAT)];
    CGRect r = [@"abc" boundingRectWithSize:CGSizeMake(80, MAXFLOAT) options:NSStringDrawingUsesLineFragmentOrigin attributes:@{NSFontAttributeName: [UIFont systemFontOfSize:15]} context:nil];
    UIOffset o = UIOffsetMake(1, 2);
}
@end
