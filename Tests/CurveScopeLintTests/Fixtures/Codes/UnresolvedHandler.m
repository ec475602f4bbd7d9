// unresolved-handler: the method is implemented in a superclass.
#import <UIKit/UIKit.h>
@implementation SubclassObjC
- (void)viewDidLoad {
    [super viewDidLoad];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(handleKeyboard:) name:UIKeyboardWillChangeFrameNotification object:nil];
}
@end
