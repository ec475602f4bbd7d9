/// One finding about a decoded curve value or options mask, for an iOS engineer.
///
/// `code` is stable (scripts match it; every code is listed in ``DiagnosticCode``), `message` is
/// one line that may be reworded between versions.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad a finding is.
  ///
  /// - `error`: code written with this value misbehaves for sure: `UInt(_:)` traps on it.
  /// - `warning`: the value probably does not do what was meant (a curve that spills into other
  ///   fields, bits UIKit ignores, a curve UIKit does not know, a mask that looks unshifted).
  /// - `info`: nothing is wrong, but there is something to know (7 is the keyboard's private
  ///   curve; passing it on with `<< 16` is the right thing to do).
  ///
  /// Cases are ordered by increasing gravity, so `max()` gives the worst of a list.
  public enum Severity: String, Sendable, Hashable, Comparable, CaseIterable {
    /// Something to know; nothing wrong.
    case info
    /// Probably not what was meant.
    case warning
    /// Certainly wrong: the conversion traps.
    case error

    private var rank: Int {
      switch self {
      case .info: 0
      case .warning: 1
      case .error: 2
      }
    }

    /// Orders by gravity: `info < warning < error`.
    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// The stable identifier (`undocumented-curve`).
  public var code: DiagnosticCode
  /// How bad it is.
  public var severity: Severity
  /// One line, naming the value and what it does.
  public var message: String

  /// Creates a diagnostic.
  public init(code: DiagnosticCode, severity: Severity, message: String) {
    self.code = code
    self.severity = severity
    self.message = message
  }

  /// `severity code: message`, as the CLI prints it.
  public var description: String { "\(severity.rawValue) \(code.rawValue): \(message)" }
}
