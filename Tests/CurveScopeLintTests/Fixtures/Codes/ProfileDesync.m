// profile-desync: the notification's duration and curve << 16, on willChangeFrame; in sync on
// iOS up to 18, not on the second-hand iOS 26 model.
@implementation ProfileDesyncViewController
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    NSDictionary *info = notification.userInfo;
    NSTimeInterval duration = [info[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    UIViewAnimationCurve curve = [info[UIKeyboardAnimationCurveUserInfoKey] integerValue];
    CGRect frame = [info[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(frame);
    [UIView animateWithDuration:duration delay:0 options:(UIViewAnimationOptions)(curve << 16) animations:^{
        [self.view layoutIfNeeded];
    } completion:nil];
}
@end
