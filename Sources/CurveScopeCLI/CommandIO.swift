/// What a command reads and writes: buffered standard output and error, standard input, and
/// whether standard error is a terminal.
///
/// Standard output is buffered and only written out when the command succeeds, so a failing
/// command leaves nothing on stdout.
package struct CommandIO: Sendable {
  /// Text the command printed to standard output so far.
  package var standardOutput: String = ""
  /// Text the command printed to standard error so far.
  package var standardError: String = ""
  /// Reads the whole of standard input (used for `-` as a file name).
  package var readStandardInput: @Sendable (_ limit: Int) throws -> [UInt8]
  /// Whether standard error is a terminal (progress lines are shown only then).
  package var isErrorTerminal: Bool
  /// Writes a transient progress line straight to the terminal; `nil` when there is none.
  package var progress: (@Sendable (String) -> Void)?

  /// Creates an IO context.
  package init(
    readStandardInput: @escaping @Sendable (_ limit: Int) throws -> [UInt8] = { _ in [] },
    isErrorTerminal: Bool = false,
    progress: (@Sendable (String) -> Void)? = nil
  ) {
    self.readStandardInput = readStandardInput
    self.isErrorTerminal = isErrorTerminal
    self.progress = progress
  }

  /// Appends `text` and a terminator (a newline unless told otherwise) to standard output.
  package mutating func print(_ text: String = "", terminator: String = "\n") {
    standardOutput += text
    standardOutput += terminator
  }

  /// Appends `text` and a newline to standard error.
  package mutating func printError(_ text: String) {
    standardError += text
    standardError += "\n"
  }
}
