#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What the process's output goes to, as far as colour and table width care: whether standard
/// output and standard error are terminals, how wide standard output's terminal is, and the
/// environment variables that speak about colour and width.
package struct TerminalInfo: Sendable, Equatable {
  /// Whether standard output is a terminal.
  package var isOutputTerminal: Bool
  /// Whether standard error is a terminal.
  package var isErrorTerminal: Bool
  /// Columns of standard output's terminal from the kernel (`TIOCGWINSZ`), when it is one.
  package var terminalColumns: Int?
  /// `COLUMNS` from the environment, as set.
  package var columnsVariable: String?
  /// `NO_COLOR` from the environment: colour is off when it is set and not empty
  /// (no-color.org).
  package var noColor: String?
  /// `TERM` from the environment (`dumb` shows no colour).
  package var term: String?

  /// Nothing is a terminal (tests, pipes, files).
  package static let none = TerminalInfo(
    isOutputTerminal: false, isErrorTerminal: false, terminalColumns: nil, columnsVariable: nil,
    noColor: nil, term: nil)

  /// Creates terminal facts.
  package init(
    isOutputTerminal: Bool, isErrorTerminal: Bool, terminalColumns: Int? = nil,
    columnsVariable: String? = nil, noColor: String? = nil, term: String? = nil
  ) {
    self.isOutputTerminal = isOutputTerminal
    self.isErrorTerminal = isErrorTerminal
    self.terminalColumns = terminalColumns
    self.columnsVariable = columnsVariable
    self.noColor = noColor
    self.term = term
  }

  /// The facts of this process, read once at start.
  package static func current() -> TerminalInfo {
    func variable(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
    let isOutputTerminal = isatty(1) == 1
    var size = winsize()
    #if canImport(Glibc)
      let request = UInt(TIOCGWINSZ)
    #else
      let request = TIOCGWINSZ
    #endif
    let columns =
      isOutputTerminal && ioctl(1, request, &size) == 0 && size.ws_col > 0
      ? Int(size.ws_col) : nil
    return TerminalInfo(
      isOutputTerminal: isOutputTerminal, isErrorTerminal: isatty(2) == 1,
      terminalColumns: columns, columnsVariable: variable("COLUMNS"),
      noColor: variable("NO_COLOR"), term: variable("TERM"))
  }

  /// The width tables are fitted to: only when standard output is a terminal, `COLUMNS` when
  /// it is a whole number from 20 to 10 000, else the terminal's own width; `nil` (no limit)
  /// into a file or a pipe, so that what a script reads never depends on a window's size.
  package var outputWidth: Int? {
    guard isOutputTerminal else { return nil }
    if let text = columnsVariable, let columns = Int(text), (20...10_000).contains(columns) {
      return columns
    }
    return terminalColumns
  }

  /// Whether `--color auto` colours a stream that is (`true`) or is not a terminal.
  package func colorsAutomatically(terminal: Bool) -> Bool {
    terminal && (noColor ?? "").isEmpty && term != "dumb"
  }
}
