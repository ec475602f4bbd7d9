// A block observer in Objective-C, names as string literals.
#import <UIKit/UIKit.h>

@implementation BlockObjCViewController {
    id _observer;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    __weak typeof(self) weakSelf = self;
    _observer = [[NSNotificationCenter defaultCenter] addObserverForName:@"UIKeyboardWillChangeFrameNotification"
                                                                  object:nil
                                                                   queue:[NSOperationQueue mainQueue]
                                                              usingBlock:^(NSNotification *note) {
        CGRect end = [note.userInfo[@"UIKeyboardFrameEndUserInfoKey"] CGRectValue];
        NSTimeInterval duration = [note.userInfo[@"UIKeyboardAnimationDurationUserInfoKey"] doubleValue];
        weakSelf.barBottom.constant = CGRectGetHeight(end);
        [UIView animateWithDuration:duration animations:^{
            [weakSelf.view layoutIfNeeded];
        }];
    }];
}

@end
