public import CurveScopeChart

/// Measures text for layout; the Cairo measurer asks the real font, tests use fixed advances.
public protocol TextMeasurer {
  /// The extent of one line of `text` at `size` points in `weight`.
  func measure(_ text: String, size: Double, weight: TextStyle.Weight) -> TextExtent
}
