import CurveScopeSupport

/// A key of `.curvescope.json` whose value its option does not take, or that names an option
/// the command does not have; reported inside an ``InputFileError`` naming the file (exit 65).
struct ConfigValueError: CurveScopeError {
  /// The key's path in the file (`check.maxOverlap`).
  var key: String
  /// Why the value is refused, in the option's own words.
  var reason: String

  var subject: String { TerminalText.escaped(key) }
  var problem: String { reason }
}
