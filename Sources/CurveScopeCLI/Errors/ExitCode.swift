/// The exit codes of the command-line contract (the ExitCodes article), after BSD `sysexits.h`.
package struct ExitCode: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The process exit status.
  package var rawValue: Int32

  /// Creates an exit code from a process status.
  package init(rawValue: Int32) {
    self.rawValue = rawValue
  }

  /// 0: the command did what was asked.
  package static let success = ExitCode(rawValue: 0)
  /// 1: `check` ran and at least one scenario failed its thresholds.
  package static let checkFailed = ExitCode(rawValue: 1)
  /// 64 (`EX_USAGE`): a bad command line: unknown option, bad option value, wrong arguments.
  package static let usage = ExitCode(rawValue: 64)
  /// 65 (`EX_DATAERR`): an input file was read but its content is wrong or too large.
  package static let dataError = ExitCode(rawValue: 65)
  /// 66 (`EX_NOINPUT`): an input file is missing or unreadable.
  package static let noInput = ExitCode(rawValue: 66)
  /// 73 (`EX_CANTCREAT`): an output file cannot be written.
  package static let cannotCreate = ExitCode(rawValue: 73)

  /// The status as a decimal number.
  package var description: String { String(rawValue) }
}
