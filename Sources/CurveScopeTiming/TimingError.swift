public import CurveScopeSupport

/// A timing parameter outside its domain: a Bézier control point, a spring constant, a duration,
/// a frame rate or a settling tolerance; or a timing that cannot be sampled as asked.
///
/// The cases carry the values that matter; ``subject`` and ``problem`` build the sentence, here
/// and nowhere else.
public enum TimingError: CurveScopeError, Equatable {
  /// `parameter` (`mass`, `duration`, `frame rate`) is `value`, outside `range` (a number of
  /// `unit`, a plural noun, empty for a plain number).
  case outOfRange(parameter: String, value: Double, range: NumberRange, unit: String)
  /// A Bézier control point's x (`x1`, `x2`) outside [0, 1], where time would run backwards.
  case controlPointX(parameter: String, value: Double)
  /// A spring whose natural frequency √(k/m) (`parameter` `stiffness`) or decay rate c/(2m)
  /// (`damping`) is `rate`, past `limit` per second: `value` is the stiffness or damping, `mass`
  /// the mass, both named since either may be at fault (a mass of 1e-300 as much as a stiffness
  /// of 1e300).
  case springRate(parameter: String, value: Double, mass: Double, rate: Double, limit: Double)
  /// A spring whose stiffness / mass or damping / mass is not a finite, non-zero number.
  case springRatio(mass: Double, stiffness: Double)
  /// A spring that never settles (undamped, or swinging for more than 1e12 periods) sampled
  /// without a duration.
  case neverSettles(damping: Double)
  /// Sampling `duration` seconds at `hertz` needs more than `limit` rows.
  case tooManyRows(duration: Double, hertz: Double, limit: Int)
  /// Text given for `parameter` that is not a number.
  case notANumber(parameter: String, text: String)

  /// Throws ``outOfRange(parameter:value:range:unit:)`` unless `range` contains `value`.
  package static func require(
    _ parameter: String, _ value: Double, in range: NumberRange, unit: String = ""
  ) throws(TimingError) {
    guard range.contains(value) else {
      throw .outOfRange(parameter: parameter, value: value, range: range, unit: unit)
    }
  }

  /// Throws unless `value` is a finite number of seconds ≥ 0.
  package static func requireDuration(_ parameter: String, _ value: Double)
    throws(TimingError)
  {
    try require(parameter, value, in: .atLeast(0), unit: "seconds")
  }

  /// The parameter at fault, when the error is about one.
  public var parameter: String? {
    switch self {
    case .outOfRange(let parameter, _, _, _), .controlPointX(let parameter, _),
      .springRate(let parameter, _, _, _, _), .notANumber(let parameter, _):
      return parameter
    case .springRatio: return nil
    case .neverSettles: return "damping"
    case .tooManyRows: return "duration"
    }
  }

  /// The parameter and the value given, at full precision.
  public var subject: String {
    switch self {
    case .outOfRange(let parameter, let value, _, _), .controlPointX(let parameter, let value),
      .springRate(let parameter, let value, _, _, _):
      return "\(parameter) \(NumberText.exact(value))"
    case .springRatio(let mass, let stiffness):
      return "spring(mass: \(NumberText.exact(mass)), stiffness: \(NumberText.exact(stiffness)), …)"
    case .neverSettles(let damping):
      return "spring damping \(NumberText.exact(damping))"
    case .tooManyRows(let duration, let hertz, _):
      return "duration \(NumberText.exact(duration)) s at \(NumberText.exact(hertz)) Hz"
    case .notANumber(let parameter, let text):
      return "\(parameter) '\(text)'"
    }
  }

  /// The rule it breaks.
  public var problem: String {
    switch self {
    case .outOfRange(_, _, let range, let unit):
      return range.requirement(unit)
    case .controlPointX:
      return "must lie in [0, 1] so that time only moves forward"
    case .springRate(let parameter, _, let mass, let rate, let limit):
      let rule =
        parameter == "stiffness" ? "√(stiffness / mass)" : "damping / (2·mass)"
      return "is too large for the mass \(NumberText.exact(mass)): \(rule) is "
        + "\(NumberText.reading(rate)) per second, above \(NumberText.exact(limit)); raise the "
        + "mass or lower the \(parameter)"
    case .springRatio:
      return "stiffness / mass and damping / mass must be finite and non-zero"
    case .neverSettles(let damping):
      return damping == 0
        ? "an undamped spring never settles; give a duration"
        : "too little damping: the spring swings for more than 1e12 periods; give a duration or "
          + "more damping"
    case .tooManyRows(_, _, let limit):
      return "needs more than \(limit) rows; shorten the duration or lower the rate"
    case .notANumber(let parameter, _):
      return parameter == "frame rate"
        ? "not a number of frames per second" : "not a number"
    }
  }
}
