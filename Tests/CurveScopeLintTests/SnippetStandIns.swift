/// Minimal stand-ins for the UIKit declarations the fix snippets use, so the tests can
/// type-check every snippet on Linux (Foundation provides Notification, NotificationCenter,
/// NSNumber, NSValue, CGRect). Signatures follow Apple's UIKit headers.
enum SnippetStandIns {
  /// The Swift stand-in: compiled together with a snippet by `swiftc -typecheck`.
  static let swift = """
    import Foundation

    open class UIResponder: NSObject {
      public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
      public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
      public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
      public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    }

    open class NSLayoutConstraint: NSObject {
      open var constant: CGFloat = 0
      open var isActive = false
    }

    open class NSLayoutYAxisAnchor: NSObject {
      open func constraint(equalTo anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { NSLayoutConstraint() }
    }

    @MainActor open class UIKeyboardLayoutGuide {
      public let topAnchor = NSLayoutYAxisAnchor()
    }

    @MainActor open class UIView: UIResponder {
      public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
      }
      open var bounds: CGRect = .zero
      open var translatesAutoresizingMaskIntoConstraints = true
      public let bottomAnchor = NSLayoutYAxisAnchor()
      @available(iOS 15.0, *)
      public var keyboardLayoutGuide: UIKeyboardLayoutGuide { UIKeyboardLayoutGuide() }
      open func convert(_ rect: CGRect, from view: UIView?) -> CGRect { rect }
      open func layoutIfNeeded() {}
      open class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
      ) {}
    }

    extension NSValue {
      public var cgRectValue: CGRect { .zero }
    }
    """

  /// The Objective-C stand-in header: included before a snippet by `clang -fsyntax-only`.
  static let objectiveC = """
    typedef signed char BOOL;
    #define YES ((BOOL)1)
    #define NO ((BOOL)0)
    #define nil ((id)0)
    #define MAX(a, b) ((a) > (b) ? (a) : (b))
    typedef double CGFloat;
    typedef double NSTimeInterval;
    typedef long NSInteger;
    typedef unsigned long NSUInteger;
    typedef struct { CGFloat x, y; } CGPoint;
    typedef struct { CGFloat width, height; } CGSize;
    typedef struct { CGPoint origin; CGSize size; } CGRect;
    static inline CGFloat CGRectGetMaxY(CGRect r) { return r.origin.y + r.size.height; }
    static inline CGFloat CGRectGetMinY(CGRect r) { return r.origin.y; }
    typedef NSInteger UIViewAnimationCurve;
    typedef NSUInteger UIViewAnimationOptions;
    @interface NSObject
    + (instancetype)new;
    @end
    @interface NSString : NSObject
    @end
    @interface NSNumber : NSObject
    @property (readonly) double doubleValue;
    @property (readonly) NSInteger integerValue;
    @end
    @interface NSValue : NSObject
    @property (readonly) CGRect CGRectValue;
    @end
    @interface NSDictionary : NSObject
    - (id)objectForKeyedSubscript:(id)key;
    @end
    @interface NSNotification : NSObject
    @property (readonly) NSDictionary *userInfo;
    @end
    @interface NSOperationQueue : NSObject
    + (NSOperationQueue *)mainQueue;
    @end
    @interface NSNotificationCenter : NSObject
    + (NSNotificationCenter *)defaultCenter;
    - (id)addObserverForName:(NSString *)name object:(id)object queue:(NSOperationQueue *)queue usingBlock:(void (^)(NSNotification *notification))block;
    @end
    extern NSString *const UIKeyboardWillChangeFrameNotification;
    extern NSString *const UIKeyboardFrameEndUserInfoKey;
    extern NSString *const UIKeyboardAnimationDurationUserInfoKey;
    extern NSString *const UIKeyboardAnimationCurveUserInfoKey;
    @interface NSLayoutConstraint : NSObject
    @property CGFloat constant;
    @property (getter=isActive) BOOL active;
    @end
    @interface NSLayoutYAxisAnchor : NSObject
    - (NSLayoutConstraint *)constraintEqualToAnchor:(NSLayoutYAxisAnchor *)anchor;
    @end
    @interface UIKeyboardLayoutGuide : NSObject
    @property (readonly) NSLayoutYAxisAnchor *topAnchor;
    @end
    @interface UIView : NSObject
    @property (readonly) CGRect bounds;
    @property BOOL translatesAutoresizingMaskIntoConstraints;
    @property (readonly) NSLayoutYAxisAnchor *bottomAnchor;
    @property (readonly) UIKeyboardLayoutGuide *keyboardLayoutGuide;
    - (CGRect)convertRect:(CGRect)rect fromView:(UIView *)view;
    - (void)layoutIfNeeded;
    + (void)animateWithDuration:(NSTimeInterval)duration delay:(NSTimeInterval)delay options:(UIViewAnimationOptions)options animations:(void (^)(void))animations completion:(void (^)(BOOL finished))completion;
    @end
    """
}
