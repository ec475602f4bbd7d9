// A messages screen in Objective-C: a selector handler through a helper (in sync), a block
// handler with a fixed duration, an unrelated observer, and decoys.
#import <UIKit/UIKit.h>
#import "MessagesViewController.h"

#pragma mark - Keyboard's constants
#define kBarAnimationDuration 0.25
static NSString * const kLogFormat = @"UIKeyboardWillShowNotification received: %@";

@interface MessagesViewController ()
@property (nonatomic, strong) id hideObserver;
@end

@implementation MessagesViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    // [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardDidShow:) name:UIKeyboardDidShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(keyboardWillChangeFrame:)
                                                 name:UIKeyboardWillChangeFrameNotification
                                               object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self
                                             selector:@selector(applicationWillResignActive:)
                                                 name:UIApplicationWillResignActiveNotification
                                               object:nil];
    __weak typeof(self) weakSelf = self;
    self.hideObserver = [[NSNotificationCenter defaultCenter] addObserverForName:UIKeyboardWillHideNotification
                                                                          object:nil
                                                                           queue:nil
                                                                      usingBlock:^(NSNotification *note) {
        NSLog(kLogFormat, note);
        weakSelf.barBottom.constant = 0;
        [UIView animateWithDuration:kBarAnimationDuration animations:^{
            [weakSelf.view layoutIfNeeded];
        }];
    }];
}

- (void)keyboardWillChangeFrame:(NSNotification *)notification {
    CGRect end = [notification.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.barBottom.constant = MAX(0, CGRectGetHeight(self.view.bounds) - CGRectGetMinY(end));
    [self animateAlongsideKeyboard:notification animations:^{
        [self.view layoutIfNeeded];
    }];
}

- (void)animateAlongsideKeyboard:(NSNotification *)notification animations:(void (^)(void))animations {
    NSTimeInterval duration = [notification.userInfo[UIKeyboardAnimationDurationUserInfoKey] doubleValue];
    UIViewAnimationCurve curve = [notification.userInfo[UIKeyboardAnimationCurveUserInfoKey] integerValue];
    [UIView animateWithDuration:duration
                          delay:0
                        options:(UIViewAnimationOptions)(curve << 16)
                     animations:animations
                     completion:nil];
}

- (void)applicationWillResignActive:(NSNotification *)notification {
    [UIView animateWithDuration:0.3 animations:^{
        self.barBottom.constant = 216;
        [self.view layoutIfNeeded];
    }];
}

@end
