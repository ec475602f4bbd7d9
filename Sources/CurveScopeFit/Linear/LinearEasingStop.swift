/// One `<linear-stop>` of CSS `linear()`: an output progress and, optionally, the input progress
/// where it is reached (written as a percentage).
public struct LinearEasingStop: Hashable, Sendable {
  /// The output progress (the `<number>`).
  public var output: Double
  /// The input progress as a fraction (the `<percentage>` / 100), or `nil` when the stop gives
  /// none and its input is assigned by the spec's rules.
  public var input: Double?

  /// A stop.
  public init(_ output: Double, at input: Double? = nil) {
    self.output = output
    self.input = input
  }
}
