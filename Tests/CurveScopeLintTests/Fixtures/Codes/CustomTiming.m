// custom-timing: a spring animation in Objective-C.
#import <UIKit/UIKit.h>
@implementation SpringObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(frame);
    [UIView animateWithDuration:0.5 delay:0 usingSpringWithDamping:0.7 initialSpringVelocity:0.2 options:0 animations:^{
        [self.view layoutIfNeeded];
    } completion:nil];
}
@end
