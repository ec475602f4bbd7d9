public import CurveScopeChart

/// Labels each value on its own with ``FigureNumber/text(_:decimals:)`` (`0`, `63.5`, `116`),
/// for cell values that need not line up like tick labels.
public struct FigureNumberFormatter: TickFormatter {
  /// The most decimals shown.
  public var decimals: Int

  /// Creates a formatter.
  public init(decimals: Int = 1) {
    self.decimals = decimals
  }

  /// One label per value.
  public func labels(for values: [Double]) -> [String] {
    values.map { FigureNumber.text($0, decimals: decimals) }
  }
}
