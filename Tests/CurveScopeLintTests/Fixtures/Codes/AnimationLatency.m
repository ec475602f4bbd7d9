// animation-latency: dispatch_async around the animation.
#import <UIKit/UIKit.h>
@implementation LatencyObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    NSTimeInterval duration = [notification.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    NSUInteger curve = [notification.userInfo[UIKeyboardAnimationCurveUserInfoKey] unsignedIntegerValue];
    dispatch_async(dispatch_get_main_queue(), ^{
        self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(frame);
        [UIView animateWithDuration:duration delay:0 options:(curve << 16) animations:^{
            [self.view layoutIfNeeded];
        } completion:nil];
    });
}
@end
