/// A `UIView.AnimationCurve` raw value, open like UIKit's `NS_ENUM`: any `Int` is accepted.
///
/// UIKit documents easeInOut 0, easeIn 1, easeOut 2 and linear 3. Keyboard notifications carry 7
/// (since iOS 7), which no header names; with it UIKit runs the keyboard's private spring. Because
/// the enum is open, `UIView.AnimationCurve(rawValue: 7)` succeeds in Swift, and an exhaustive
/// `switch` without `@unknown default` traps on it [swiftlang/swift#85701].
public struct AnimationCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The raw value as UIKit stores it.
  public var rawValue: Int

  /// Wraps any raw value; never fails, like UIKit's open enum.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// `UIViewAnimationCurveEaseInOut` (0): slow at both ends; UIKit's default.
  public static let easeInOut = AnimationCurve(rawValue: 0)
  /// `UIViewAnimationCurveEaseIn` (1): slow start.
  public static let easeIn = AnimationCurve(rawValue: 1)
  /// `UIViewAnimationCurveEaseOut` (2): slow end.
  public static let easeOut = AnimationCurve(rawValue: 2)
  /// `UIViewAnimationCurveLinear` (3): constant speed.
  public static let linear = AnimationCurve(rawValue: 3)
  /// 7: the keyboard's undocumented curve, a `CASpringAnimation` (mass 3, stiffness 1000,
  /// damping 500) that runs 0.5 s whatever duration is passed.
  public static let keyboard = AnimationCurve(rawValue: 7)

  /// The curves with a name: the four documented ones and the keyboard's 7.
  public static let named: [AnimationCurve] = [.easeInOut, .easeIn, .easeOut, .linear, .keyboard]

  /// Whether UIKit's headers document the value (0…3).
  public var isDocumented: Bool { (0...3).contains(rawValue) }

  /// The UIKit case name (`easeInOut`, …, `keyboard` for 7), or `nil` for an unnamed value.
  public var name: String? {
    switch rawValue {
    case 0: "easeInOut"
    case 1: "easeIn"
    case 2: "easeOut"
    case 3: "linear"
    case 7: "keyboard"
    default: nil
    }
  }

  /// The name, or `unknown(<raw>)` for an unnamed value.
  public var description: String { name ?? "unknown(\(rawValue))" }
}
