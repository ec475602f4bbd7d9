import Testing

@testable import CurveScopeCLI

/// Colour on a terminal only (and never with NO_COLOR or TERM=dumb, unless --color always);
/// tables folded to the terminal's width; nothing of it into a file or a pipe.
struct TerminalStyleTests {
  static let escape = "\u{1B}["
  static let terminal = TerminalInfo(
    isOutputTerminal: true, isErrorTerminal: true, terminalColumns: 80)

  @Test(
    "--color auto colours a terminal only, honouring NO_COLOR and TERM=dumb",
    arguments: [
      (TerminalInfo.none, "auto", false),
      (terminal, "auto", true),
      (TerminalInfo(isOutputTerminal: true, isErrorTerminal: true, noColor: "1"), "auto", false),
      (TerminalInfo(isOutputTerminal: true, isErrorTerminal: true, noColor: ""), "auto", true),
      (TerminalInfo(isOutputTerminal: true, isErrorTerminal: true, term: "dumb"), "auto", false),
      (TerminalInfo(isOutputTerminal: true, isErrorTerminal: true, noColor: "1"), "always", true),
      (TerminalInfo.none, "always", true),
      (terminal, "never", false),
    ])
  func colourChoice(terminal: TerminalInfo, choice: String, colours: Bool) {
    let result = ConventionRun(
      ["check", "--strategy", "reported-duration", "--no-config", "--color", choice],
      terminal: terminal)
    #expect(result.code == 1)
    #expect(result.out.contains(Self.escape) == colours)
    #expect(result.out.contains(Self.escape + "1;31mFAIL" + Self.escape + "0m") == colours)
    let plain = result.out.replacingOccurrences(of: Self.escape + "1;31m", with: "")
      .replacingOccurrences(of: Self.escape + "0m", with: "")
    #expect(plain.hasPrefix("FAIL  show-375x812-291 × reported-duration @ 120 Hz: max overlap"))
  }

  @Test("verdicts have one colour each: ok and in sync green, FAIL and covered red, gap yellow")
  func verdictTones() {
    let always = ["--color", "always"]
    let check = ConventionRun(["check", "--strategy", "curve-shift", "--no-config"] + always)
    #expect(check.out.hasPrefix(Self.escape + "32mok"))
    let compare = ConventionRun(
      ["compare", "--strategy", "curve-shift", "--strategy", "kvo-center"] + always)
    #expect(compare.out.contains(Self.escape + "32min sync" + Self.escape + "0m"))
    #expect(compare.out.contains(Self.escape + "33mgap" + Self.escape + "0m"))
    let decode = ConventionRun(["decode", "-1"] + always)
    #expect(decode.out.contains(Self.escape + "1;31merror" + Self.escape + "0m"))
    let usage = ConventionRun(["compare", "--fsp", "60"], terminal: Self.terminal)
    #expect(usage.err.hasPrefix(Self.escape + "1;31merror:" + Self.escape + "0m option '--fsp'"))
  }

  @Test("a table wider than the terminal is folded into blocks that fit, each with column 1")
  func folding() {
    let wide = ConventionRun(
      [
        "compare", "--strategy", "reported-duration", "--strategy", "curve-shift", "--color",
        "never",
      ],
      terminal: Self.terminal)
    let plain = ConventionRun([
      "compare", "--strategy", "reported-duration", "--strategy", "curve-shift",
    ])
    let lines = wide.out.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(wide.out)")
    #expect(plain.out.split(separator: "\n").contains { $0.count > 80 })
    // Every cell of the wide table is in the folded one, and the strategy column is repeated.
    for cell in [
      "63.5 pt at 91.7 ms", "19.1 pt at 233.3 ms", "+33.1 ms", "433/242 ms", "final",
    ] {
      #expect(wide.out.contains(cell), "\(cell)")
    }
    #expect(lines.filter { $0.hasPrefix("reported-duration") }.count >= 2)
  }

  @Test(
    "blocks: all columns when they fit or without a limit, else column 0 plus what fits",
    arguments: [
      ([10, 10, 10], nil, [[0, 1, 2]]), ([10, 10, 10], 34, [[0, 1, 2]]),
      ([10, 10, 10], 33, [[0, 1], [0, 2]]), ([10, 30, 30], 20, [[0, 1], [0, 2]]),
      ([5, 5, 5, 5, 5], 19, [[0, 1, 2], [0, 3, 4]]), ([40], 10, [[0]]),
    ] as [([Int], Int?, [[Int]])])
  func blocks(widths: [Int], limit: Int?, expected: [[Int]]) {
    #expect(TextTable.blocks(widths: widths, limit: limit) == expected)
  }

  @Test("COLUMNS sets the width on a terminal only; the kernel's size otherwise")
  func width() {
    #expect(TerminalInfo.none.outputWidth == nil)
    #expect(
      TerminalInfo(isOutputTerminal: false, isErrorTerminal: false, columnsVariable: "60")
        .outputWidth == nil)
    #expect(
      TerminalInfo(
        isOutputTerminal: true, isErrorTerminal: false, terminalColumns: 100, columnsVariable: "60"
      ).outputWidth == 60)
    #expect(
      TerminalInfo(
        isOutputTerminal: true, isErrorTerminal: false, terminalColumns: 100,
        columnsVariable: "wide"
      ).outputWidth == 100)
  }

  @Test("a streamed table shortens its widest text column to fit, ending cut cells in …")
  func streamed() {
    var table = StreamedTable(headers: ["strategy", "fps"], alignments: [.left, .right])
    table.measure(["display-link-predictive", "120 Hz"])
    #expect(table.fittedWidths(nil) == [23, 6])
    #expect(table.fittedWidths(20) == [12, 6])
    #expect(table.fittedWidths(5) == [8, 6])
    let shortened = TerminalStyle.$current.withValue(
      TerminalStyle(colorsOutput: false, colorsErrors: false, width: 20)
    ) { table.line(["display-link-predictive", "120 Hz"]) }
    #expect(shortened == "display-lin…  120 Hz")
  }
}
