/// What a command reads and writes: buffered standard output and error, standard input, and
/// whether standard error is a terminal.
///
/// Standard output is buffered and only written out when the command succeeds, so a failing
/// command leaves nothing on stdout.
public struct CommandIO: Sendable {
  /// Text the command printed to standard output so far.
  public var standardOutput: String = ""
  /// Text the command printed to standard error so far.
  public var standardError: String = ""
  /// Reads the whole of standard input (used for `-` as a file name).
  public var readStandardInput: @Sendable (_ limit: Int) throws -> [UInt8]
  /// Whether standard error is a terminal (progress lines are shown only then).
  public var isErrorTerminal: Bool
  /// Writes a transient progress line straight to the terminal; `nil` when there is none.
  public var progress: (@Sendable (String) -> Void)?

  /// Creates an IO context.
  public init(
    readStandardInput: @escaping @Sendable (_ limit: Int) throws -> [UInt8] = { _ in [] },
    isErrorTerminal: Bool = false,
    progress: (@Sendable (String) -> Void)? = nil
  ) {
    self.readStandardInput = readStandardInput
    self.isErrorTerminal = isErrorTerminal
    self.progress = progress
  }

  /// Appends `text` and a terminator (a newline unless told otherwise) to standard output.
  public mutating func print(_ text: String = "", terminator: String = "\n") {
    standardOutput += text
    standardOutput += terminator
  }

  /// Appends `text` and a newline to standard error.
  public mutating func printError(_ text: String) {
    standardError += text
    standardError += "\n"
  }
}
