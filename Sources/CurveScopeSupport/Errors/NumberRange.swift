/// The range a number must lie in, said in one place: every "must be …" of every error message
/// about a number comes from ``requirement(_:)``.
public enum NumberRange: Hashable, Sendable {
  /// Any finite number.
  case finite
  /// A finite number ≥ the bound.
  case atLeast(Double)
  /// A finite number > the bound.
  case above(Double)
  /// A finite number in [lower, upper].
  case closed(Double, Double)
  /// A finite number in (lower, upper].
  case openClosed(Double, Double)
  /// A finite number in (lower, upper): `(−1, 1)`.
  case open(Double, Double)

  /// Whether `value` lies in the range (never for NaN or ±∞).
  public func contains(_ value: Double) -> Bool {
    guard value.isFinite else { return false }
    switch self {
    case .finite: return true
    case .atLeast(let bound): return value >= bound
    case .above(let bound): return value > bound
    case .closed(let lower, let upper): return lower <= value && value <= upper
    case .openClosed(let lower, let upper): return lower < value && value <= upper
    case .open(let lower, let upper): return lower < value && value < upper
    }
  }

  /// `≥ 0`, `> 0`, `in [0, 10]`, `in (0, 1000]`, or empty for ``finite``.
  public var text: String {
    func number(_ value: Double) -> String { NumberText.exact(value) }
    switch self {
    case .finite: return ""
    case .atLeast(let bound): return "≥ \(number(bound))"
    case .above(let bound): return "> \(number(bound))"
    case .closed(let lower, let upper): return "in [\(number(lower)), \(number(upper))]"
    case .openClosed(let lower, let upper): return "in (\(number(lower)), \(number(upper))]"
    case .open(let lower, let upper): return "in (\(number(lower)), \(number(upper)))"
    }
  }

  /// What a value of `unit` must be: `must be a number of points in [0, 10000]`; for a plain
  /// number (`unit` empty) `must be > 0`, `must be in [0, 1]`, `must be a finite number`. `unit`
  /// is a plural noun (`points`, `seconds`, `frames per second`).
  public func requirement(_ unit: String = "") -> String {
    let range = text
    if unit.isEmpty { return range.isEmpty ? "must be a finite number" : "must be \(range)" }
    return range.isEmpty
      ? "must be a finite number of \(unit)" : "must be a number of \(unit) \(range)"
  }
}
