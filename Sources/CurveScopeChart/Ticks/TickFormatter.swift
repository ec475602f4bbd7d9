/// Turns tick values into labels (matplotlib's `Formatter`); positions come from a `TickLocator`.
public protocol TickFormatter: Sendable {
  /// One label per value, formatted consistently across the set (same number of decimals).
  func labels(for values: [Double]) -> [String]
}
