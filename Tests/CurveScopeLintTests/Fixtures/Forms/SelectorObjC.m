// Selector observers in Objective-C; the curve is shifted into the options.
#import <UIKit/UIKit.h>
#pragma mark - Keyboard's handling (an apostrophe in a pragma must not open a character)

@implementation SelectorObjCViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillChangeFrame:)
                                                 name:UIKeyboardWillChangeFrameNotification
                                               object:nil];
}

- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    NSDictionary *info = notification.userInfo;
    CGRect end = [info[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    NSTimeInterval duration = [info[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    UIViewAnimationCurve curve = [info[UIKeyboardAnimationCurveUserInfoKey] integerValue];
    self.barBottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(end);
    [UIView animateWithDuration:duration
                          delay:0
                        options:(UIViewAnimationOptions)curve << 16
                     animations:^{
                         [self.view layoutIfNeeded];
                     }
                     completion:nil];
}

@end
