/// A curve of the catalogue: a name, what it is, how long it runs by default, and where it
/// comes from.
public struct NamedCurve: Sendable, Hashable {
  /// The name users type (`ease-in-out`, `keyboard`).
  public let name: String
  /// The curve.
  public let definition: CurveDefinition
  /// Seconds it runs by default; `nil` for a spring that runs until it settles (ε = 0.001).
  public let defaultDuration: Double?
  /// One line on where the curve comes from.
  public let source: String

  /// Creates a catalogue entry.
  public init(name: String, definition: CurveDefinition, defaultDuration: Double?, source: String) {
    self.name = name
    self.definition = definition
    self.defaultDuration = defaultDuration
    self.source = source
  }

  /// The curve running `duration` seconds, or ``defaultDuration`` when `nil`.
  /// - Throws: ``TimingError`` for a negative or non-finite duration.
  public func timing(duration: Double? = nil) throws(TimingError) -> Timing {
    try definition.timing(duration: duration ?? defaultDuration)
  }
}
