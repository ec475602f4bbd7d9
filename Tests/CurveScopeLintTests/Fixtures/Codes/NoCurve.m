// no-curve: the notification's duration, UIKit's default curve.
#import <UIKit/UIKit.h>
@implementation NoCurveObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    NSDictionary *info = [notification userInfo];
    CGRect frame = [[info objectForKey:UIKeyboardFrameEndUserInfoKey] CGRectValue];
    NSTimeInterval duration = [[info objectForKey:UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(frame);
    [UIView animateWithDuration:duration animations:^{
        [self.view layoutIfNeeded];
    }];
}
@end
