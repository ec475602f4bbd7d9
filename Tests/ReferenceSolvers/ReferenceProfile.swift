/// The reference's own description of the keyboard profiles of the KeyboardProfiles article,
/// typed from those documents: how the keyboard moves, the spring UIKit gives curve 7, what the
/// notifications say, where the keyboard sits.
public struct ReferenceProfile: Sendable {
  /// How the keyboard moves for a will-notification.
  public enum Motion: Sendable {
    /// UIKit: curve 7 the spring, 0…3 the Béziers, others ease-in-out; duration 0 jumps.
    case uikit
    /// The system's interpolators over its duration (Android).
    case system(show: BisectionBezier, hide: BisectionBezier, duration: Double)
    /// Appears and disappears where it ends.
    case crossFade
  }

  /// The motion.
  public var motion: Motion
  /// Curve 7's spring.
  public var spring: ReferenceSpringCurve
  /// Seconds the keyboard's spring runs.
  public var springDuration: Double
  /// Whether an app's curve-7 animation runs for the duration it passes (else the spring's).
  public var appPassesDuration: Bool
  /// The duration will-notifications report, when the profile sets it.
  public var reportedDuration: Double?
  /// Whether notifications carry a curve.
  public var carriesCurve: Bool
  /// Whether showing will-notifications report `CGRect.zero` as the end frame.
  public var zeroEndFrame: Bool
  /// Seconds after willShow at which a didShow follows.
  public var didShowDelay: Double?
  /// A floating keyboard's width and bottom inset.
  public var floating: (width: Double, inset: Double)?

  /// Whether the spring is the legacy keyboard spring run for 0.5 s.
  var isLegacy: Bool {
    spring.mass == 3 && spring.stiffness == 1000 && spring.damping == 500 && springDuration == 0.5
  }

  static let legacySpring = ReferenceSpringCurve(mass: 3, stiffness: 1000, damping: 500)

  static func base(_ motion: Motion) -> ReferenceProfile {
    ReferenceProfile(
      motion: motion, spring: legacySpring, springDuration: 0.5, appPassesDuration: false,
      reportedDuration: nil, carriesCurve: true, zeroEndFrame: false, didShowDelay: nil,
      floating: nil)
  }

  /// The profile called `name`, as the documents describe it.
  public static func named(_ name: String) -> ReferenceProfile? {
    switch name {
    case "ios": return base(.uikit)
    case "ios-26":
      var profile = base(.uikit)
      profile.spring = ReferenceSpringCurve(mass: 1, stiffness: 555.027, damping: 47.118)
      profile.springDuration = 0.3832
      profile.appPassesDuration = true
      return profile
    case "reduce-motion":
      var profile = base(.crossFade)
      profile.zeroEndFrame = true
      profile.didShowDelay = 0.04
      return profile
    case "android-callback":
      let curve = BisectionBezier(0.2, 0, 0, 1)
      return android(show: curve, hide: curve, duration: 0.285)
    case "android-default":
      return android(
        show: BisectionBezier(0, 0, 0.2, 1), hide: BisectionBezier(0.4, 0, 1, 1), duration: 0.2)
    case "android-compat":
      return android(
        show: BisectionBezier(0, 1.1, 0, 1), hide: BisectionBezier(0.4, 0, 1, 1), duration: 0.16)
    case "floating":
      var profile = base(.uikit)
      profile.floating = (320, 100)
      return profile
    default: return nil
    }
  }

  static func android(show: BisectionBezier, hide: BisectionBezier, duration: Double)
    -> ReferenceProfile
  {
    var profile = base(.system(show: show, hide: hide, duration: duration))
    profile.reportedDuration = duration
    profile.carriesCurve = false
    return profile
  }

  /// The names, in the order `curvescope profiles` lists them.
  public static let names = [
    "ios", "ios-26", "reduce-motion", "android-callback", "android-default", "android-compat",
    "floating",
  ]

  /// The keyboard's own curve-7 timing.
  public var keyboardSpring: ReferenceTiming {
    isLegacy ? .keyboardSpring : .spring(spring, duration: springDuration)
  }

  /// What the keyboard runs for a will-notification with `curve` and `duration` (as reported,
  /// missing: ease-in-out over 0.25 s), moving from `from` to `to`; `reportedZero` says the
  /// original notification reported 0 s.
  public func keyboardTiming(curve: Int?, duration: Double?, from: Double, to: Double)
    -> ReferenceTiming
  {
    switch motion {
    case .uikit:
      let seconds = duration ?? 0.25
      if seconds <= 0 { return .jump }
      if curve == 7 { return keyboardSpring }
      return ReferenceTiming.uikit(curve: curve ?? 0, duration: seconds)
    case .system(let show, let hide, let seconds):
      if duration == 0 { return .jump }
      return .bezier(to > from ? hide : show, duration: seconds)
    case .crossFade:
      return .jump
    }
  }

  /// A bar timing with the profile's meaning: an app's curve-7 request, an inherited keyboard
  /// animation; anything else unchanged.
  public func resolve(_ timing: ReferenceTiming, from: Double, to: Double) -> ReferenceTiming {
    switch timing {
    case .curve7(let requested):
      if requested <= 0 { return .jump }
      return appPassesDuration ? .spring(spring, duration: requested) : keyboardSpring
    case .inheritedKeyboard(let curve, let duration, let own):
      guard let own else {
        return keyboardTiming(curve: curve, duration: duration, from: from, to: to)
      }
      switch motion {
      case .uikit: return resolve(.uikit(curve: curve ?? 0, duration: own), from: from, to: to)
      case .system(let show, let hide, _):
        return own > 0 ? .bezier(to > from ? hide : show, duration: own) : .jump
      case .crossFade: return .jump
      }
    default:
      return timing
    }
  }
}
