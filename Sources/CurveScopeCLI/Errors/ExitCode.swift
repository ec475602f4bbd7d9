/// The exit codes of the command-line contract (the README's "Exit codes"), after BSD `sysexits.h`.
public struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The process exit status.
  public var rawValue: Int32

  /// Creates an exit code from a process status.
  public init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// 0: the command did what was asked.
  public static let success = ExitCode(rawValue: 0)
  /// 1: `check` ran and at least one scenario failed its thresholds.
  public static let checkFailed = ExitCode(rawValue: 1)
  /// 64 (`EX_USAGE`): a bad command line: unknown option, bad option value, wrong arguments.
  public static let usage = ExitCode(rawValue: 64)
  /// 65 (`EX_DATAERR`): an input file was read but its content is wrong or too large.
  public static let dataError = ExitCode(rawValue: 65)
  /// 66 (`EX_NOINPUT`): an input file is missing or unreadable.
  public static let noInput = ExitCode(rawValue: 66)
  /// 73 (`EX_CANTCREAT`): an output file cannot be written.
  public static let cannotCreate = ExitCode(rawValue: 73)

  /// The status as a decimal number.
  public var description: String { String(rawValue) }
}
