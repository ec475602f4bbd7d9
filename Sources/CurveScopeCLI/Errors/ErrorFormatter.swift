import CurveScopeAnimation
import CurveScopePlot
import CurveScopeSupport
import CurveScopeVideo

/// The one place that turns any error into the line shown on stderr and an exit code.
package enum ErrorFormatter {
  /// The `error: <what> — <why>` line (without a newline) and the exit code for `error`.
  ///
  /// Usage errors (and bad figure formats or sizes, animation settings or work past the
  /// animation limits) exit 64, unreadable input 66, invalid input content 65, unwritable
  /// output 73 (an animation file too); any other library error is about input data (65).
  package static func format(_ error: any Error) -> (line: String, exitCode: ExitCode) {
    let exitCode: ExitCode
    switch error {
    case is UsageError:
      exitCode = .usage
    case let error as InputFileError:
      exitCode = error.isUnreadable ? .noInput : .dataError
    case let error as VideoReadError:
      exitCode = error.isUnreadable ? .noInput : .dataError
    case is FigureOutputError, is StandardOutputError:
      exitCode = .cannotCreate
    case is OutputFormatError, is RenderOptionsError:
      exitCode = .usage
    case let error as AnimationError:
      exitCode = error.isSettingsProblem ? .usage : .dataError
    case let error as VideoWriteError:
      exitCode = error.isCallerMistake ? .dataError : .cannotCreate
    default:
      exitCode = .dataError
    }
    return ("error: \(TerminalText.escaped(describe(error)))", exitCode)
  }

  private static func describe(_ error: any Error) -> String {
    if let error = error as? any CurveScopeError {
      return error.description
    }
    return String(describing: error)
  }
}
