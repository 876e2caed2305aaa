@interface Tile : UITableViewCell
@property (nonatomic, strong) UIImageView *icon;
@property (nonatomic, strong) UILabel *title;
@property (nonatomic, assign) BOOL wide;
@end
@implementation Tile
- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    if (self = [super initWithStyle:style reuseIdentifier:reuseIdentifier]) {
        self.wide = NO;
        [self.contentView addSubview:self.icon];
    }
    return self;
}
- (UIImageView *)icon {
    if (!_icon) {
        UIImageView *v = [UIImageView new];
        [self.contentView addSubview:v];
        _icon = v;
        [v mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.top.equalTo(self.contentView).offset(8);
            make.size.mas_equalTo(CGSizeMake(30, 30));
        }];
    }
    return _icon;
}
- (UILabel *)title {
    if (_title == nil) {
        _title = [UILabel new];
        [self.contentView addSubview:_title];
        [_title mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.icon.mas_right).offset(8);
            make.centerY.equalTo(self.icon);
        }];
    }
    return _title;
}
- (void)setModel:(TileModel *)model {
    if (model.isMine) {
        [self.icon mas_remakeConstraints:^(MASConstraintMaker *make) {
            make.right.top.equalTo(self.contentView).offset(-8);
            make.size.mas_equalTo(model.size);
        }];
    } else if (self.wide) {
        [self.icon mas_updateConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(60); }];
    } else {
        [self.icon mas_updateConstraints:^(MASConstraintMaker *make) { make.width.mas_equalTo(20); }];
        self.wide = YES;
    }
}
@end
