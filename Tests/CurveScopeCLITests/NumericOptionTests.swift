import Testing

@testable import CurveScopeCLI

/// Every numeric command-line option given NaN, ±∞, −0, 1e308, values past `Int`, subnormals and
/// text that is not a number: a usage error naming the option, or a correct run; never a trap.
struct NumericOptionTests {
  /// Values no numeric option accepts.
  static let notNumbers = [
    "nan", "NaN", "inf", "-inf", "infinity", "1.8e308", "", " ", "1_0", "seven",
  ]

  /// (command line before the option, option, accepted range) of every real-valued option;
  /// `range` is where a value is accepted.
  static let realOptions: [([String], String, ClosedRange<Double>)] = [
    // 1 000 000 rows at 60 Hz: 16 666.65 s.
    (["sample", "ease-in-out"], "--duration", 0...16_666),
    (["sample", "linear"], "--fps", 1...1000),
    (["compare", "--strategy", "curve-shift"], "--fps", 1...1000),
    (["compare", "--strategy", "display-link"], "--keyboard-height", 0...812),
    (["compare", "--strategy", "reported-duration"], "--duration", 0...10),
    (["compare", "--strategy", "fixed-guess"], "--margin", 0...10_000),
    (["compare", "--strategy", "curve-shift"], "--tolerance", 0...1000),
    (["check", "--strategy", "curve-shift"], "--fps", 1...1000),
    (["check", "--strategy", "will-show-only"], "--keyboard-height", 0...812),
    (["check", "--strategy", "curve-shift"], "--duration", 0...10),
    (["check", "--strategy", "all"], "--margin", 0...10_000),
    (["check", "--strategy", "all"], "--tolerance", 0...1000),
    (["check", "--strategy", "all"], "--max-overlap", 0...Double.greatestFiniteMagnitude),
    (["check", "--strategy", "all"], "--max-gap", 0...Double.greatestFiniteMagnitude),
    (["check", "--strategy", "all"], "--max-lag", 0...Double.greatestFiniteMagnitude),
    (
      ["check", "--strategy", "all", "--baseline-ms", "0"], "--baseline-points",
      0...Double.greatestFiniteMagnitude
    ),
    (
      ["check", "--strategy", "all", "--baseline-points", "0"], "--baseline-ms",
      0...Double.greatestFiniteMagnitude
    ),
    (["sweep", "--strategy", "curve-shift"], "--keyboard-height", 0...812),
    (["sweep", "--strategy", "curve-shift"], "--fps", 1...1000),
    (["sweep", "--strategy", "curve-shift"], "--duration", 0...10),
    (["sweep", "--strategy", "fixed-guess"], "--margin", 0...10_000),
    (["sweep", "--strategy", "curve-shift"], "--tolerance", 0...1000),
  ]

  /// Finite values on and past every edge.
  static let finiteValues = [
    "-0", "0", "4.9e-324", "1e-320", "0x10", "1e308", "-1e308", "9223372036854775807",
    "9223372036854775808", "-9223372036854775809", "1e19", "0.1e-5", "812", "1000", "1000.0001",
  ]

  static let realCases: [EdgeCase] = realOptions.flatMap { prefix, option, range in
    (notNumbers + finiteValues).map { value in
      let accepted = Double(value.trimmingWhitespace()).map { $0.isFinite && range.contains($0) }
      return EdgeCase(
        arguments: prefix + ["\(option)=\(value)"],
        outcome: accepted == true ? .success : .usage("\(option) '"))
    }
  }

  @Test("real-valued options", arguments: realCases)
  func realOption(_ edge: EdgeCase) {
    edge.check()
  }

  /// `--curve` is an `Int`: anything that fits is a curve raw value, the rest is a usage error.
  static let curveCases: [EdgeCase] = ["compare", "check", "sweep"].flatMap { command in
    [
      ("7", true), ("-0", true), ("9223372036854775807", true), ("-9223372036854775808", true),
      ("65536", true), ("-1", true), ("9223372036854775808", false),
      ("-9223372036854775809", false), ("1e3", false), ("0x7", false), ("7.5", false),
      ("nan", false), ("", false),
    ].map { value, accepted in
      EdgeCase(
        arguments: [command, "--strategy", "curve-shift", "--curve=\(value)"],
        outcome: accepted ? .success : .usage("--curve '"))
    }
  }

  @Test("--curve takes any Int and refuses the rest", arguments: curveCases)
  func curveOption(_ edge: EdgeCase) {
    edge.check()
  }

  /// Sweep lists: one bad element spoils the list, and empty elements are not zeros.
  static let listCases: [EdgeCase] =
    [
      (["--fps=60,nan"], "--fps 'nan'"), (["--fps=60,"], "--fps ''"), (["--fps=0"], "--fps '0'"),
      (["--keyboard-height=216,1e308"], "--keyboard-height '1e308'"),
      (["--keyboard-height=-0,inf"], "--keyboard-height 'inf'"),
      (["--duration=0.25,-1e-300"], "--duration '-1e-300'"), ([","], "argument ','"),
      (["--duration=" + String(repeating: "0,", count: 10_000) + "0"], "more than 10000"),
    ].map { EdgeCase(arguments: ["sweep", "--strategy", "curve-shift"] + $0, outcome: .usage($1)) }
    + [
      EdgeCase(
        arguments: [
          "sweep", "--strategy", "curve-shift", "--keyboard-height=-0,812",
          "--fps=1,1000", "--duration=0,10",
        ],
        outcome: .success)
    ]

  @Test("sweep lists", arguments: listCases)
  func sweepList(_ edge: EdgeCase) {
    edge.check()
  }

  /// Curve raw values and masks: 64-bit integers in any base, nothing else.
  static let decodeCases: [EdgeCase] = [
    ("-0", true, true), ("9223372036854775807", true, true), ("-9223372036854775808", true, true),
    ("9223372036854775808", false, true), ("18446744073709551615", false, true),
    ("18446744073709551616", false, false), ("-9223372036854775809", false, false),
    ("0x8000000000000000", false, true), ("-0xFFFFFFFFFFFFFFFF", false, false),
    ("nan", false, false), ("inf", false, false), ("1e3", false, false), ("7.0", false, false),
    ("0x", false, false), ("", false, false), ("0b2", false, false),
  ].flatMap { value, asCurve, asMask in
    [
      EdgeCase(
        arguments: ["decode", "--json", "--", value],
        outcome: asCurve ? .success : .usage("value '\(value)'")),
      EdgeCase(
        arguments: ["decode", "--options=\(value)"],
        outcome: asMask ? .success : .usage("--options '\(value)'")),
    ]
  }

  @Test("decode values and masks", arguments: decodeCases)
  func decode(_ edge: EdgeCase) {
    edge.check()
  }

  /// Curve specifications whose numbers are extreme: refused with the part at fault, or sampled.
  static let specCases: [EdgeCase] = [
    ("bezier(0, 1e308, 1, -1e308)", "y1"), ("bezier(0.2, 1e307, 0.5, 0)", "y1"),
    ("bezier(0, 0, 1, -1000001)", "y2"), ("bezier(nan, 0, 1, 1)", "x1"),
    ("bezier(-0, 0, 1e-320, 1)", nil), ("bezier(0, 1000000, 1, -1000000)", nil),
    ("spring(mass: 4.9e-324, stiffness: 1e308, damping: 0)", "spring("),
    ("spring(mass: 1e308, stiffness: 4.9e-324, damping: 1)", "spring("),
    ("spring(mass: 1, stiffness: 1, damping: 0)", "damping 0 — an undamped spring never settles"),
    ("spring(mass: 1, stiffness: 100, damping: 1e308)", "damping: 1e308) — damping is too large"),
    ("spring(mass: 1, stiffness: 100, damping: 1e308, model: exact)", "damping is too large"),
    ("spring(mass: 1, stiffness: 100, damping: 2000000)", nil),
    ("spring(mass: 1, stiffness: 1e12, damping: 1)", nil),
    ("spring(mass: 1, stiffness: 1.0000001e12, damping: 1)", "stiffness is too large"),
    ("spring(mass: 1, stiffness: 100, damping: 10, velocity: 1e308)", "velocity: 1e308"),
    ("spring(mass: 1, stiffness: 100, damping: 10, velocity: -1e6)", nil),
    ("spring(mass: 1, stiffness: 100, damping: -0)", "damping 0 — an undamped spring"),
    ("spring(mass: 1, stiffness: 100, damping: 1e10, model: exact)", "damping is too large"),
    ("spring(mass: 1, stiffness: 100, damping: 1e6, model: exact)", "needs more than 1000000 rows"),
    ("spring(mass: 1e-300, stiffness: 1e-300, damping: 1e-300)", nil),
    ("spring(mass: 1e-300, stiffness: 1e-300, damping: 1e-300, model: exact)", nil),
  ].map { spec, subject in
    EdgeCase(arguments: ["sample", spec], outcome: subject.map { .usage($0) } ?? .success)
  }

  @Test("sample with extreme curve specs", arguments: specCases)
  func sampleSpec(_ edge: EdgeCase) {
    edge.check()
  }

  /// Rates below 1 Hz were accepted and gave one-frame analyses (4.9e-324 Hz: one frame, the
  /// next at ∞); every frame rate now lies in [1, 1000] Hz, on the command line and in files.
  @Test(
    "a subnormal or sub-hertz frame rate is a usage error naming the range",
    arguments: ["compare", "check", "explain", "sample"])
  func subnormalRate(command: String) throws {
    var io = CommandIO()
    let arguments =
      command == "sample" ? ["sample", "linear", "--fps=4.9e-324"] : [command, "--fps=4.9e-324"]
    let code = CurveScopeTool.run(arguments, io: &io)
    #expect(code == .usage)
    #expect(io.standardOutput.isEmpty)
    #expect(
      io.standardError
        == "error: --fps '4.9e-324' — must be a number of frames per second in [1, 1000]\n")
  }
}
