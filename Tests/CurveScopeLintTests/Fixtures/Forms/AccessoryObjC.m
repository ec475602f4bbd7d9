// An Objective-C responder whose bar is the inputAccessoryView.
#import <UIKit/UIKit.h>

@implementation AccessoryObjCViewController

- (BOOL)canBecomeFirstResponder {
    return YES;
}

- (UIView *)inputAccessoryView {
    return self.inputBar;
}

@end
