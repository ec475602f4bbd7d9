/// One statement of a diagnosis: what desyncs (a symptom) or why (a problem), in plain words,
/// with the numbers behind it.
public struct SyncFinding: Hashable, Sendable {
  /// A named number of a finding (`maxOverlapPoints` = 63.5).
  public struct Number: Hashable, Sendable {
    /// The name, in the JSON style of the CLI (`reportedDurationSeconds`).
    public var name: String
    /// The value.
    public var value: Double

    /// Creates a number.
    public init(_ name: String, _ value: Double) {
      self.name = name
      self.value = value
    }
  }

  /// The stable code scripts match on.
  public var code: SyncFindingCode
  /// One or two sentences for people.
  public var message: String
  /// The numbers the message quotes, in order.
  public var numbers: [Number]

  /// Creates a finding.
  public init(_ code: SyncFindingCode, _ message: String, numbers: [Number] = []) {
    self.code = code
    self.message = message
    self.numbers = numbers
  }

  /// The number called `name`, if any.
  public func number(_ name: String) -> Double? {
    numbers.first { $0.name == name }?.value
  }
}
