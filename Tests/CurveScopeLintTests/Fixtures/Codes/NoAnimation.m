// no-animation: animations switched off around the change.
#import <UIKit/UIKit.h>
@implementation NoAnimationObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [UIView setAnimationsEnabled:NO];
    self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(frame);
    [self.view layoutIfNeeded];
    [UIView setAnimationsEnabled:YES];
}
@end
