/// How text reaches the terminal during one command: whether standard output and standard
/// error are coloured and how wide tables may be. The tool sets it for the run
/// (``current``), so every table and verdict follows it without being handed it.
package struct TerminalStyle: Sendable, Equatable {
  /// What a coloured word means; each has one colour everywhere.
  package enum Tone: Sendable {
    /// A pass: `ok`, `in sync` (green).
    case success
    /// A failure: `FAIL`, `error` (bold red).
    case failure
    /// A warning (yellow).
    case warning
    /// A note or information (cyan).
    case note
    /// Something secondary, such as the rule under a table's header (dim).
    case secondary

    /// The private-use character that stands for this colour until the line is printed.
    var mark: Unicode.Scalar {
      switch self {
      case .success: TerminalText.colourMarks[1]
      case .failure: TerminalText.colourMarks[2]
      case .warning: TerminalText.colourMarks[3]
      case .note: TerminalText.colourMarks[4]
      case .secondary: TerminalText.colourMarks[5]
      }
    }
  }

  /// Whether text on standard output is coloured.
  package var colorsOutput: Bool
  /// Whether text on standard error is coloured.
  package var colorsErrors: Bool
  /// The columns tables on standard output may take; `nil` for no limit.
  package var width: Int?

  /// No colour, no width limit: files, pipes and tests.
  package static let plain = TerminalStyle(colorsOutput: false, colorsErrors: false, width: nil)

  /// The style of the running command.
  @TaskLocal package static var current = TerminalStyle.plain

  /// Creates a style.
  package init(colorsOutput: Bool, colorsErrors: Bool, width: Int?) {
    self.colorsOutput = colorsOutput
    self.colorsErrors = colorsErrors
    self.width = width
  }

  /// The style for `choice` (`--color`) on `terminal`.
  package init(_ choice: CommonOptions.ColorChoice, terminal: TerminalInfo) {
    switch choice {
    case .always:
      self.init(colorsOutput: true, colorsErrors: true, width: terminal.outputWidth)
    case .never:
      self.init(colorsOutput: false, colorsErrors: false, width: terminal.outputWidth)
    case .auto:
      self.init(
        colorsOutput: terminal.colorsAutomatically(terminal: terminal.isOutputTerminal),
        colorsErrors: terminal.colorsAutomatically(terminal: terminal.isErrorTerminal),
        width: terminal.outputWidth)
    }
  }

  /// `text` in `tone`'s colour when standard output is coloured, else unchanged.
  package func paint(_ text: String, _ tone: Tone?) -> String {
    Self.paint(text, tone, when: colorsOutput)
  }

  /// `text` in `tone`'s colour when standard error is coloured, else unchanged.
  package func paintError(_ text: String, _ tone: Tone?) -> String {
    Self.paint(text, tone, when: colorsErrors)
  }

  /// A line for standard error with its leading `error:`, `warning:` or `note:` coloured.
  package func paintErrorLine(_ line: String) -> String {
    guard colorsErrors else { return line }
    for (prefix, tone) in [("error:", Tone.failure), ("warning:", .warning), ("note:", .note)]
    where line.hasPrefix(prefix) {
      return Self.paint(prefix, tone, when: true) + line.dropFirst(prefix.count)
    }
    return line
  }

  private static func paint(_ text: String, _ tone: Tone?, when colours: Bool) -> String {
    guard colours, let tone, !text.isEmpty else { return text }
    // Marks, not escape sequences: the guard under every printed line (`TerminalText.sanitized`)
    // turns the tool's own marks into colours after escaping everything else.
    return String(tone.mark) + text + String(TerminalText.resetMark)
  }
}
