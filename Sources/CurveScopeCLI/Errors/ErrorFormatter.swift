import CurveScopeOutput
import CurveScopeSupport

#if Video
  import CurveScopeAnimation
  import CurveScopeVideo
#endif

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
    case is FigureOutputError, is StandardOutputError:
      exitCode = .cannotCreate
    case is OutputFormatError, is RenderOptionsError:
      exitCode = .usage
    default:
      exitCode = videoExitCode(error) ?? .dataError
    }
    return ("error: \(TerminalText.escaped(describe(error)))", exitCode)
  }

  /// The exit code of a recording's or an animation's error; `nil` for any other (and in a
  /// build without the `Video` trait).
  private static func videoExitCode(_ error: any Error) -> ExitCode? {
    #if Video
      switch error {
      case let error as VideoReadError:
        return error.isUnreadable ? .noInput : .dataError
      case let error as AnimationError:
        return error.isSettingsProblem ? .usage : .dataError
      case let error as VideoWriteError:
        return error.isCallerMistake ? .dataError : .cannotCreate
      default:
        return nil
      }
    #else
      return nil
    #endif
  }

  private static func describe(_ error: any Error) -> String {
    if let error = error as? any CurveScopeError {
      return error.description
    }
    return String(describing: error)
  }
}
