/// One subcommand of `curvescope`: a spec for parsing and help, and a run function.
///
/// Commands only parse, call the library, and print; they write to ``CommandIO`` so tests can run
/// them in-process.
package protocol Command: Sendable {
  /// The command's name, arguments, options and help texts.
  static var spec: CommandSpec { get }

  /// Runs the command with parsed arguments.
  /// - Returns: the exit code (``ExitCode/success`` or ``ExitCode/checkFailed``).
  /// - Throws: any error; ``ErrorFormatter`` turns it into a line and an exit code.
  static func run(_ arguments: ParsedArguments, io: inout CommandIO) throws -> ExitCode

  /// The package trait this build lacks and the command needs (`measure` without `Video`):
  /// the tool refuses the command before parsing its arguments; `nil` when it can run.
  static var missingTrait: BuildTraits.Trait? { get }
}

extension Command {
  /// Commands run in every build unless they say otherwise.
  package static var missingTrait: BuildTraits.Trait? { nil }
}
