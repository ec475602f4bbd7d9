/// What a command reads and writes: standard output and error, standard input, whether standard
/// error is a terminal, and the input files read so far.
///
/// Standard output is buffered in ``standardOutput``. Without a ``writeStandardOutput`` function
/// (tests, the fuzzer) it stays there; the tool writes it out with ``flush()`` when the command
/// succeeds, so a failing command leaves nothing on stdout. A command with long output streams
/// it: it finds every error it can raise first, then prints row by row and calls
/// ``flushIfLarge()``, which writes the buffer once it holds ``streamingChunk`` bytes, so memory
/// stays bounded and a failed write (a closed pipe, a full disk) stops the work at once.
package struct CommandIO: Sendable {
  /// Bytes of buffered output that ``flushIfLarge()`` writes out at once: 64 KiB.
  package static let streamingChunk = 1 << 16

  /// Text the command printed to standard output and that is not yet written.
  package var standardOutput: String = ""
  /// Text the command printed to standard error so far.
  package var standardError: String = ""
  /// Reads the whole of standard input (used for `-` as a file name).
  package var readStandardInput: @Sendable (_ limit: Int) throws -> [UInt8]
  /// Whether standard error is a terminal (progress lines are shown only then).
  package var isErrorTerminal: Bool
  /// Writes a transient progress line straight to the terminal; `nil` when there is none (or
  /// with `--quiet`).
  package var progress: (@Sendable (String) -> Void)?
  /// How long work runs before its progress line appears (``ProgressLine``).
  package var progressDelay = ProgressLine.delay
  /// What standard output and standard error go to, for colour and table width.
  package var terminal: TerminalInfo
  /// The folder `.curvescope.json` is looked for from (and its parents); `nil`: the process's
  /// current folder.
  package var currentFolder: String?
  /// `--quiet`: notes, progress and "wrote" lines are not printed.
  package var isQuiet = false
  /// `--verbose`: the files read, the configured settings and the time taken are printed.
  package var isVerbose = false
  /// Files the command wrote beyond its declared output options (``OptionSpec/writesFile``),
  /// named on standard error when it succeeds.
  package let written = WrittenOutputs()
  /// The `wrote …` lines of a command that succeeded, printed on standard error once its
  /// standard output is written.
  package var writtenLines: [String] = []
  /// Writes text to the real standard output, throwing ``StandardOutputError`` when it cannot;
  /// `nil` keeps the output in ``standardOutput``.
  package var writeStandardOutput: (@Sendable (String) throws -> Void)?
  /// Whether some output has already been written through ``writeStandardOutput`` (and cannot
  /// be taken back).
  package private(set) var hasWrittenOutput = false
  /// The input files read so far, and the scenarios and strategies they defined.
  package let inputs = InputRegistry()

  /// Creates an IO context.
  package init(
    readStandardInput: @escaping @Sendable (_ limit: Int) throws -> [UInt8] = { _ in [] },
    isErrorTerminal: Bool = false,
    progress: (@Sendable (String) -> Void)? = nil,
    writeStandardOutput: (@Sendable (String) throws -> Void)? = nil,
    terminal: TerminalInfo = .none
  ) {
    self.readStandardInput = readStandardInput
    self.isErrorTerminal = isErrorTerminal
    self.terminal = terminal
    self.progress = progress
    self.writeStandardOutput = writeStandardOutput
  }

  /// Appends `text` and a terminator (a newline unless told otherwise) to standard output.
  ///
  /// Every control or format character but newlines and tabs is escaped on the way
  /// (``TerminalText/sanitized(_:)``): no command can print an escape sequence, whatever it
  /// forgot to escape. Lines holding names are best built as a ``TerminalString``
  /// (``print(line:terminator:)``), which also keeps each name on its line.
  package mutating func print(_ text: String = "", terminator: String = "\n") {
    standardOutput += TerminalText.sanitized(text)
    standardOutput += terminator
  }

  /// Appends `line`, whose interpolated values are escaped, and a terminator to standard
  /// output.
  package mutating func print(line: TerminalString, terminator: String = "\n") {
    print(line.text, terminator: terminator)
  }

  /// Appends `text` and a newline to standard error, escaped as ``print(_:terminator:)``, its
  /// leading `error:`, `warning:` or `note:` coloured in the running command's style; a note is
  /// dropped with `--quiet`.
  package mutating func printError(_ text: String) {
    if isQuiet, text.hasPrefix("note: ") { return }
    standardError += TerminalText.sanitized(TerminalStyle.current.paintErrorLine(text))
    standardError += "\n"
  }

  /// Appends `line`, whose interpolated values are escaped, and a newline to standard error.
  package mutating func printError(line: TerminalString) {
    printError(line.text)
  }

  /// Prints `note: text` on standard error, unless `--quiet`.
  package mutating func note(_ text: String) {
    printError("note: " + text)
  }

  /// Prints `note: text` on standard error with `--verbose` only.
  package mutating func detail(_ text: String) {
    guard isVerbose else { return }
    printError("note: " + text)
  }

  /// Writes the buffered output out when there is a writer; keeps it otherwise.
  /// - Throws: ``StandardOutputError`` when the output cannot be written.
  package mutating func flush() throws {
    guard let writeStandardOutput, !standardOutput.isEmpty else { return }
    hasWrittenOutput = true
    let text = standardOutput
    standardOutput.removeAll(keepingCapacity: true)
    try writeStandardOutput(text)
  }

  /// Writes the buffered output out once it holds ``streamingChunk`` bytes (streaming
  /// commands call it after each row).
  /// - Throws: ``StandardOutputError`` when the output cannot be written.
  package mutating func flushIfLarge() throws {
    guard writeStandardOutput != nil, standardOutput.utf8.count >= Self.streamingChunk else {
      return
    }
    try flush()
  }

  /// Drops output that was printed but not written (after an error).
  mutating func discardUnwrittenOutput() {
    standardOutput = ""
  }
}
