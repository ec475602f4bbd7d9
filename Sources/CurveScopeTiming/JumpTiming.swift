/// No animation: progress is 0 before 0 s and 1 from 0 s on (duration 0).
///
/// What UIKit does for `UIView.animate(withDuration: 0, …)` ("If you specify a negative value
/// or 0, the changes are made without animating them" [Apple, `animate(withDuration:delay:
/// options:animations:completion:)`]), and for keyboard notifications that report duration 0.
public struct JumpTiming: TimingFunction, Hashable {
  /// Creates a jump.
  public init() {}

  /// 0 s.
  public var duration: Double { 0 }

  /// 0 before 0 s, 1 from 0 s on.
  @inlinable
  public func progress(at seconds: Double) -> Double { seconds >= 0 ? 1 : 0 }

  /// 0 everywhere (the step at 0 has no finite velocity).
  @inlinable
  public func velocity(at seconds: Double) -> Double { 0 }
}
