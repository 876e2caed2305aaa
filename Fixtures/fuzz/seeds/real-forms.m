@interface RecordViewController ()
@end

@implementation RecordViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    _titleL = [[UILabel alloc] init];
    _titleL.text = @"Records";
    [self.view addSubview:_titleL];
    self.avatar = [UIImageView new];
    [self.view addSubview:self.avatar];
    CGFloat space = 20;
    CGFloat width = (self.view.frame.size.width - space * 3) / 2;
    [_titleL mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.mas_equalTo(SSJ_NAVIBAR_BOTTOM);
        make.left.equalTo(self.view).offset(space);
        make.width.mas_equalTo(width);
    }];
    [self.avatar mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.equalTo(self.view).offset(-space);
        make.top.equalTo(_titleL);
        make.size.mas_equalTo(CGSizeMake(40, 40));
        make.bottom.equalTo(self.view).offset(-kTabBarHeight);
    }];
}
@end
