// unresolved-helper: the options come from a category in another file.
#import <UIKit/UIKit.h>
#import "NSNotification+Keyboard.h"
@implementation ExternalHelperObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillChangeFrame:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    CGRect frame = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(frame);
    [UIView animateWithDuration:notification.keyboardAnimationDuration delay:0 options:notification.keyboardAnimationOptions animations:^{
        [self.view layoutIfNeeded];
    } completion:nil];
}
@end
