// curve-replaced: a C switch helper in the same file sends 7 to its default branch.
#import <UIKit/UIKit.h>
static inline UIViewAnimationOptions AnimationOptionsForCurve(UIViewAnimationCurve curve) {
    switch (curve) {
        case UIViewAnimationCurveEaseIn: return UIViewAnimationOptionCurveEaseIn;
        case UIViewAnimationCurveEaseOut: return UIViewAnimationOptionCurveEaseOut;
        case UIViewAnimationCurveLinear: return UIViewAnimationOptionCurveLinear;
        default: return UIViewAnimationOptionCurveEaseInOut;
    }
}
@implementation SwitchObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    NSTimeInterval duration = [notification.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    UIViewAnimationCurve curve = [notification.userInfo[UIKeyboardAnimationCurveUserInfoKey] integerValue];
    self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(frame);
    [UIView animateWithDuration:duration delay:0 options:AnimationOptionsForCurve(curve) animations:^{
        [self.view layoutIfNeeded];
    } completion:nil];
}
@end
