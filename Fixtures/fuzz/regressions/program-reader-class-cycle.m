//
//  LoginView.m
//  A login form, written the way Masonry code usually is: properties, a macro, constants,
//  weakSelf, an availability check, and the first call for the button an update.
//

#import "LoginView.h"
#import <Masonry/Masonry.h>

#define kFieldHeight 44
#define kScale(x) ((x) * 1.0)

static const CGFloat kPadding = 20.0f;

@interface LoginView ()
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UITextField *emailField;
@property (nonatomic, strong) UITextField *passwordField;
@property (nonatomic, strong) UIButton *loginButton;
@end

@implementation LoginView {
    UIView *_card;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (!self) return nil;
    self.backgroundColor = [UIColor whiteColor];

    _card = [UIView new];
    _card.backgroundColor = [UIColor lightGrayColor];
    [self addSubview:_card];

    self.titleLabel = [[UILabel alloc] init];
    self.titleLabel.text = @"Welcome back";
    self.titleLabel.font = [UIFont boldSystemFontOfSize:24];
    [_card addSubview:self.titleLabel];

    self.emailField = [UITextField new];
    self.emailField.backgroundColor = [UIColor whiteColor];
    [_card addSubview:self.emailField];

    self.passwordField = [UITextField new];
    self.passwordField.backgroundColor = [UIColor whiteColor];
    [_card addSubview:self.passwordField];

    self.loginButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.loginButton.backgroundColor = [UIColor blueColor];
    [_card addSubview:self.loginButton];

    [self setupConstraints];
    return self;
}

- (void)setupConstraints {
    __weak typeof(self) weakSelf = self;
    CGFloat spacing = 12;

    [_card mas_makeConstraints:^(MASConstraintMaker *make) {
        if (@available(iOS 11.0, *)) {
            make.top.equalTo(weakSelf.mas_safeAreaLayoutGuideTop).offset(kPadding);
        } else {
            make.top.equalTo(weakSelf).offset(kPadding);
        }
        make.left.right.equalTo(weakSelf).insets(UIEdgeInsetsMake(0, kPadding, 0, kPadding));
    }];

    [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.equalTo(self->_card).offset(kPadding);
    }];

    [self.emailField mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.titleLabel.mas_bottom).offset(spacing * 2);
        make.left.right.equalTo(_card).insets(UIEdgeInsetsMake(0, kPadding, 0, kPadding));
        make.height.mas_equalTo(kFieldHeight);
    }];

    [self.passwordField mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.emailField.mas_bottom).offset(spacing);
        make.left.right.height.equalTo(self.emailField);
    }];

    // The button's first call is an update: Masonry makes what matches nothing.
    [self.loginButton mas_updateConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.passwordField.mas_bottom).offset(kScale(24));
        make.left.right.equalTo(self.emailField);
        make.height.equalTo(@(kFieldHeight));
        make.bottom.equalTo(self->_card).offset(-kPadding);
    }];
}

- g = 20.0f;

@interface LoginView ()
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UITextField *emailField;
@property (nonatomic, strong) UITextField *passwordField;
@property (nonatomic, strong) UIButton *loginButton;
@end

@implementation LoginView {
    UIView *_card;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (!self) return nil;
    self.backgroundColor = [UIColor whiteColor];

    _card = [UIView new];
    _card.backgroundColor = [UIColor lightGrayColor];
    [self addSubview:_card];

    self.titleLabel = [[UILabel alloc] init];
    self.titleLabel.text = @"Welcome back";
    self.titleLabel.font = [UIFont boldSystemFontOfSize:24];
    [_card addSubview:self.titleLabel];

    self.emailField = [UITextField new];
    self.emailField.backgroundColor = [UIColor whiteColor];
    [_card addSubview:self.emailField];

    self.passwordField = [UITextField new];
    self.passwordField.backgroundColor = [UIColor whiteColor];
    [_card addSubview:self.passwordField];

    self.loginButton = [UIButton buttonWithType:UIButtonTypeSystem];
    self.loginButton.backgroundColor = [UIColor blueColor];
    [_card addSubview:self.loginButton];

    [self setupConstraints];
    return self;
}

- (void)setupConstraints {
    __weak typeof(self) weakSelf = self;
    CGFloat spacing = 12;

    [_card mas_makeConstraints:^(MASConstraintMaker *make) {
        if (@available(iOS 11.0, *)) {
            make.top.equalTo(weakSelf.mas_safeAreaLayoutGuideTop).offset(kPadding);
        } else {
            make.top.equalTo(weakSelf).offset(kPadding);
        }
        make.left.right.equalTo(weakSelf).insets(UIEdgeInsetsMake(0, kPadding, 0, kPadding));
    }];

    [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make(void)shake {
    // Run-time animation: not layout.
    [self.loginButton.layer removeAllAnimations];
}

@end
