public import CurveScopeTiming

/// How the system moves the keyboard when a will-notification arrives.
public enum KeyboardMotionKind: Hashable, Sendable {
  /// UIKit: curve 7 runs the profile's ``SystemSpring``; curves 0…3 run UIKit's Béziers over the
  /// reported duration; other values ease-in-out (assumed); a duration of 0 jumps.
  case uikit
  /// The system's own interpolators and duration, whatever the notification says (Android's
  /// IME): `show` when the keyboard rises or stays, `hide` when it falls; a reported duration of
  /// 0 (an instant resize) jumps.
  case system(show: CubicBezier, hide: CubicBezier, duration: Double)
  /// No slide: the keyboard appears or disappears where it ends, at once (Reduce Motion with
  /// cross-fade; only its opacity animates).
  case crossFade

  /// `uikit`, `system` or `cross-fade`, as written in profile files.
  public var kindName: String {
    switch self {
    case .uikit: "uikit"
    case .system: "system"
    case .crossFade: "cross-fade"
    }
  }
}
