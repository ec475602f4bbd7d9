/// How a system moves the keyboard, and what it tells the app: the keyboard's timing for each
/// notification, the spring UIKit gives curve 7, changes to the notifications (reported duration,
/// missing curve, zero end frames, late didShow) and where the keyboard sits.
///
/// A scenario names its profile (`"keyboard": "ios-26"`); the scenario's notifications are
/// written as iOS posts them with full motion, and the profile derives what the app receives and
/// how the keyboard really moves (``ProfiledScenario``). The seven built-in profiles are in
/// ``KeyboardProfile/builtIn`` and `Curves/profiles.json`; users add their own in JSON
/// (``init(json:)``).
public struct KeyboardProfile: Hashable, Sendable {
  /// The longest a profile's durations may be, in seconds.
  public static let maximumDuration = 10.0

  /// A short identifier (`ios-26`).
  public var name: String
  /// What the profile models, in a user's words.
  public var summary: String
  /// Where its numbers come from.
  public var provenance: ProfileProvenance
  /// How the keyboard moves for a will-notification.
  public var motion: KeyboardMotionKind
  /// The spring UIKit runs for curve 7 (the keyboard's, and an app's curve-7 animations).
  public var spring: SystemSpring
  /// What the app receives.
  public var notifications: NotificationStyle
  /// Where the keyboard sits.
  public var layout: KeyboardLayout

  /// Creates a profile.
  /// - Throws: ``KeyboardProfileError`` for an empty name, a duration outside (0, 10] s (the
  ///   spring's, the system's, a reported one in [0, 10]) or a didShow delay outside [0, 10] s, a
  ///   floating keyboard with a non-positive width or a negative inset.
  public init(
    name: String, summary: String, provenance: ProfileProvenance, motion: KeyboardMotionKind,
    spring: SystemSpring = .legacy, notifications: NotificationStyle = .unchanged,
    layout: KeyboardLayout = .docked
  ) throws(KeyboardProfileError) {
    guard !name.isEmpty else { throw .emptyName }
    let positive = NumberRangeCheck.positiveDuration
    guard positive(spring.duration) else {
      throw .value(profile: name, field: .springDuration, spring.duration)
    }
    if case .system(_, _, let duration) = motion, !positive(duration) {
      throw .value(profile: name, field: .systemDuration, duration)
    }
    if let duration = notifications.duration, !NumberRangeCheck.duration(duration) {
      throw .value(profile: name, field: .reportedDuration, duration)
    }
    if let delay = notifications.didShowDelay, !NumberRangeCheck.duration(delay) {
      throw .value(profile: name, field: .didShowDelay, delay)
    }
    if case .floating(let width, let inset) = layout {
      guard width.isFinite, width > 0, width <= 100_000 else {
        throw .value(profile: name, field: .floatingWidth, width)
      }
      guard inset.isFinite, inset >= 0, inset <= 100_000 else {
        throw .value(profile: name, field: .floatingInset, inset)
      }
    }
    self.init(
      checked: name, summary: summary, provenance: provenance, motion: motion, spring: spring,
      notifications: notifications, layout: layout)
  }

  /// Creates a profile from values known to be valid (the built-in ones).
  init(
    checked name: String, summary: String, provenance: ProfileProvenance,
    motion: KeyboardMotionKind, spring: SystemSpring = .legacy,
    notifications: NotificationStyle = .unchanged, layout: KeyboardLayout = .docked
  ) {
    self.name = name
    self.summary = summary
    self.provenance = provenance
    self.motion = motion
    self.spring = spring
    self.notifications = notifications
    self.layout = layout
  }

  /// Whether the profile is iOS as curve 7 has run it (the default): nothing is rewritten.
  public var isDefault: Bool { self == .ios }
}

/// The duration checks profiles share.
enum NumberRangeCheck {
  /// A duration in (0, 10] s.
  static func positiveDuration(_ value: Double) -> Bool {
    value.isFinite && value > 0 && value <= KeyboardProfile.maximumDuration
  }

  /// A duration in [0, 10] s.
  static func duration(_ value: Double) -> Bool {
    value.isFinite && value >= 0 && value <= KeyboardProfile.maximumDuration
  }
}
