public import CurveScopeSupport

/// A laid-out header: title and lines.
public struct HeaderLayout: Sendable, Equatable {
  /// The box the header occupies.
  public var frame: Rect
  /// The title.
  public var title: TextBox
  /// The lines under it.
  public var lines: [TextBox]
  /// The legend row under the lines.
  public var legend: LegendLayout?
}
