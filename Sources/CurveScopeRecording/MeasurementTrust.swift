/// How far a measurement can be trusted, and why: the line `measure` ends its summary with.
public struct MeasurementTrust: Sendable, Hashable {
  /// The level.
  public enum Level: String, Sendable, Hashable, Comparable {
    /// No verdict: the recording cannot be measured (the reasons say why).
    case none
    /// A verdict that rests on few frames or on inferences.
    case low
    /// A verdict with a caveat (an estimated scale, the bar's outline for its edge, a covered
    /// bar's overlap inferred).
    case medium
    /// Both edges seen on most frames of the motion, at a known scale.
    case high

    private var rank: Int {
      switch self {
      case .none: 0
      case .low: 1
      case .medium: 2
      case .high: 3
      }
    }

    /// Orders levels from none to high.
    public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
  }

  /// The level.
  public var level: Level
  /// The reasons, most important first.
  public var reasons: [String]

  /// Creates a statement.
  public init(level: Level, reasons: [String]) {
    self.level = level
    self.reasons = reasons
  }

  /// `trust: high — both edges on 184/187 frames of the motion, …`.
  public var line: String {
    "trust: \(level.rawValue)" + (reasons.isEmpty ? "" : " — " + reasons.joined(separator: "; "))
  }
}
