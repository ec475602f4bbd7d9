// assumed-height: pre-iOS 5 blog code, a hard-coded 216 pt keyboard and 0.3 s.
#import <UIKit/UIKit.h>
#define KEYBOARD_HEIGHT 216
@implementation AssumedHeightObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:) name:UIKeyboardWillHideNotification object:nil];
}
- (void)keyboardWillShow:(NSNotification *)note {
    [UIView animateWithDuration:0.3 animations:^{
        CGRect frame = self.inputBar.frame;
        frame.origin.y = self.view.bounds.size.height - KEYBOARD_HEIGHT - frame.size.height;
        self.inputBar.frame = frame;
    }];
}
- (void)keyboardWillHide:(NSNotification *)note {
    [UIView animateWithDuration:0.3 animations:^{
        CGRect frame = self.inputBar.frame;
        frame.origin.y = self.view.bounds.size.height - frame.size.height;
        self.inputBar.frame = frame;
    }];
}
@end
