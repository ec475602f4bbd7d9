public import CurveScopeSupport

/// A keyboard profile that cannot be used: an unknown name, or a value out of range.
public enum KeyboardProfileError: CurveScopeError, Equatable {
  /// The field of a profile a value belongs to.
  public enum Field: String, Sendable, CaseIterable {
    /// `spring.duration`.
    case springDuration = "spring.duration"
    /// `motion.duration` of a system motion.
    case systemDuration = "motion.duration"
    /// `notifications.duration`.
    case reportedDuration = "notifications.duration"
    /// `notifications.didShowDelay`.
    case didShowDelay = "notifications.didShowDelay"
    /// `layout.width` of a floating keyboard.
    case floatingWidth = "layout.width"
    /// `layout.bottomInset` of a floating keyboard.
    case floatingInset = "layout.bottomInset"
  }

  /// A profile without a name.
  case emptyName
  /// A name that is not a built-in profile; `suggestion` is the nearest one.
  case unknown(name: String, suggestion: String?)
  /// A value out of its range.
  case value(profile: String, field: Field, Double)
  /// A user profile (a file's, a scenario's) named like a built-in profile.
  case builtInName(String)

  /// The profile or value at fault.
  public var subject: String {
    switch self {
    case .emptyName: "profile"
    case .unknown(let name, _): "keyboard profile '\(name)'"
    case .builtInName(let name): "'\(name)'"
    case .value(let profile, let field, let value):
      "profile \(profile) \(field.rawValue) \(NumberText.exact(value))"
    }
  }

  /// Why.
  public var problem: String {
    switch self {
    case .emptyName: return "needs a name"
    case .builtInName(let name):
      return "is the name of a built-in profile; give yours its own name (such as '\(name)-mine') "
        + "so that the two cannot be mistaken for each other"
    case .unknown(_, let suggestion):
      let names = KeyboardProfile.builtIn.map(\.name).joined(separator: ", ")
      return "unknown profile; "
        + (suggestion.map { "did you mean '\($0)'? " } ?? "")
        + "expected one of \(names), or a profile .json file"
    case .value(_, let field, _):
      switch field {
      case .springDuration, .systemDuration:
        return NumberRange.openClosed(0, KeyboardProfile.maximumDuration).requirement("seconds")
      case .reportedDuration, .didShowDelay:
        return NumberRange.closed(0, KeyboardProfile.maximumDuration).requirement("seconds")
      case .floatingWidth:
        return NumberRange.openClosed(0, 100_000).requirement("points")
      case .floatingInset:
        return NumberRange.closed(0, 100_000).requirement("points")
      }
    }
  }
}
