import CurveScopeSupport

/// Labels each value on its own, rounded for reading (`0`, `63.5`, `116`, `0.33`, `−75`), for
/// cell values that need not line up like tick labels.
///
/// The rule is `NumberText`'s reading form, the one every figure number goes through: rounded
/// half away from zero to `decimals` places, trailing zeros dropped, a non-zero value under 0.95
/// read at one decimal given two, the typographic minus, `—` when not finite.
public struct ReadingTickFormatter: TickFormatter {
  /// The most decimals shown.
  public var decimals: Int

  /// Creates a formatter.
  public init(decimals: Int = 1) {
    self.decimals = decimals
  }

  /// One label per value.
  public func labels(for values: [Double]) -> [String] {
    values.map { NumberText.reading($0, decimals: decimals, minus: .typographic) }
  }
}
