/// The options every command takes, declared once here and added to each command's own by
/// ``CommandSpec/allOptions``: what to print (`--format`, `--json`), how much to say on
/// standard error (`--quiet`, `--verbose`), colour (`--color`) and, for the commands that read
/// `.curvescope.json`, which file (`--config`, `--no-config`).
///
/// A command that declares an option of the same name itself keeps its own (its help, its
/// values); the parsed value is found under the same name either way.
package enum CommonOptions {
  /// `--json`: an alias of `--format json` on every command.
  package static let json = OptionSpec.flag("--json", help: "Same as --format json.")
  /// `--quiet`: nothing on standard error but warnings and errors.
  package static let quiet = OptionSpec.flag(
    "--quiet", "-q",
    help: "Print no notes, progress or 'wrote' lines on standard error (warnings and errors "
      + "still).")
  /// `--verbose`: also the files read, the settings a config file gave and the time taken.
  package static let verbose = OptionSpec.flag(
    "--verbose", "-v",
    help: "Also print on standard error the files read, the settings taken from a config file "
      + "and the time taken.")
  /// `--color`: when verdicts and errors are coloured.
  package static let color = OptionSpec.option(
    "--color", value: "when",
    help: "When to colour verdicts and errors (auto: on a terminal, unless NO_COLOR is set or "
      + "TERM is dumb)",
    domain: .choice(ColorChoice.allCases.map(\.rawValue)), default: "auto")
  /// `--config`: the configuration file to read instead of the one found.
  package static let config = OptionSpec.option(
    "--config", value: "file",
    help: "Read defaults from this file instead of the .curvescope.json found in the current "
      + "folder or its parents (options given here override it).",
    role: .input())
  /// `--no-config`: read no configuration file.
  package static let noConfig = OptionSpec.flag(
    "--no-config", help: "Read no .curvescope.json.")

  /// `--format` for a command printing `formats` (the first is the default).
  package static func format(_ formats: [ReportFormat]) -> OptionSpec {
    OptionSpec.option(
      "--format", value: "format", help: "What to print",
      domain: .choice(formats.map(\.rawValue)), default: formats.first?.rawValue ?? "text")
  }

  /// When colour is used.
  package enum ColorChoice: String, CaseIterable, Sendable {
    /// On a terminal, unless `NO_COLOR` is set or `TERM` is `dumb`.
    case auto
    /// Always, even into a file or a pipe.
    case always
    /// Never.
    case never
  }
}
