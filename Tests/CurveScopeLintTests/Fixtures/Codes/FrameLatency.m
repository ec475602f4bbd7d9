// frame-latency: a display link follower.
#import <UIKit/UIKit.h>
@implementation DisplayLinkObjC
- (void)viewDidLoad {
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:) name:UIKeyboardWillShowNotification object:nil];
}
- (void)keyboardWillShow:(NSNotification *)notification {
    self.link = [CADisplayLink displayLinkWithTarget:self selector:@selector(step:)];
    [self.link addToRunLoop:[NSRunLoop mainRunLoop] forMode:NSRunLoopCommonModes];
}
- (void)step:(CADisplayLink *)link {
    CALayer *layer = self.keyboardView.layer.presentationLayer;
    self.bottom.constant = CGRectGetHeight(self.view.bounds) - CGRectGetMinY(layer.frame);
}
@end
