import CurveScopeCodec
import Testing

/// Expected codes and severities for one input, in the order the codec reports them.
typealias Findings = [(DiagnosticCode, Diagnostic.Severity)]

@Suite("CurveCodec")
struct CurveCodecTests {
  /// Curve raw values: (name, text, mask computed by hand, expected findings).
  static let curves: [(String, String, UInt, Findings)] = [
    ("easeInOut", "0", 0, []),
    ("easeIn", "1", 65_536, []),
    ("easeOut", "2", 131_072, []),
    ("linear", "3", 196_608, []),
    ("keyboard", "7", 458_752, [(.undocumentedCurve, .info)]),
    ("unknown 4", "4", 262_144, [(.undocumentedCurve, .warning)]),
    ("unknown 15", "15", 983_040, [(.undocumentedCurve, .warning)]),
    (
      "16 spills into the transition", "16", 1_048_576,
      [(.undocumentedCurve, .warning), (.spillsIntoTransition, .warning)]
    ),
    (
      "255 fills the transition", "255", 16_711_680,
      [(.undocumentedCurve, .warning), (.spillsIntoTransition, .warning)]
    ),
    (
      "256 spills into the frame rate", "256", 16_777_216,
      [(.undocumentedCurve, .warning), (.spillsIntoFrameRate, .warning)]
    ),
    (
      "4095 fills every field", "0xFFF", 268_369_920,
      [
        (.undocumentedCurve, .warning), (.spillsIntoTransition, .warning),
        (.spillsIntoFrameRate, .warning),
      ]
    ),
    (
      "4096 reaches unused bit 28", "4096", 268_435_456,
      [(.undocumentedCurve, .warning), (.unusedBits, .warning)]
    ),
    (
      "an already shifted keyboard curve", "458752", 30_064_771_072,
      [(.alreadyShifted, .warning), (.undocumentedCurve, .warning), (.unusedBits, .warning)]
    ),
    (
      "minus one", "-1", 18_446_744_073_709_486_080,
      [
        (.negativeValue, .error), (.undocumentedCurve, .warning),
        (.spillsIntoTransition, .warning), (.spillsIntoFrameRate, .warning),
        (.unusedBits, .warning),
      ]
    ),
    (
      "2^47 overflows into the sign bit", "140737488355328", 9_223_372_036_854_775_808,
      [(.negativeValue, .error), (.undocumentedCurve, .warning), (.unusedBits, .warning)]
    ),
    (
      "-2^47 keeps every bit", "-140737488355328", 9_223_372_036_854_775_808,
      [(.negativeValue, .error), (.undocumentedCurve, .warning), (.unusedBits, .warning)]
    ),
    (
      "2^48 is shifted out entirely", "281474976710656", 0,
      [(.bitsShiftedOut, .warning), (.undocumentedCurve, .warning)]
    ),
    (
      "Int.max", "0x7FFFFFFFFFFFFFFF", 18_446_744_073_709_486_080,
      [
        (.negativeValue, .error), (.bitsShiftedOut, .warning), (.undocumentedCurve, .warning),
        (.spillsIntoTransition, .warning), (.spillsIntoFrameRate, .warning),
        (.unusedBits, .warning),
      ]
    ),
    (
      "Int.min", "-9223372036854775808", 0,
      [(.negativeValue, .error), (.bitsShiftedOut, .warning), (.undocumentedCurve, .warning)]
    ),
  ]

  /// Whole masks: (name, text, mask, curve field, expected findings).
  static let masks: [(String, String, UInt, Int, Findings)] = [
    ("empty", "0", 0, 0, []),
    ("keyboard curve shifted", "0x70000", 458_752, 7, [(.undocumentedCurve, .info)]),
    ("unshifted keyboard curve", "7", 7, 0, [(.unshiftedCurve, .warning)]),
    ("unshifted easeIn", "1", 1, 0, [(.unshiftedCurve, .info)]),
    ("unshifted easeOut", "2", 2, 0, [(.unshiftedCurve, .info)]),
    ("unshifted linear", "3", 3, 0, [(.unshiftedCurve, .info)]),
    ("beginFromCurrentState alone", "4", 4, 0, []),
    ("not a named curve", "5", 5, 0, []),
    ("curveLinear", "196608", 196_608, 3, []),
    ("unknown curve 5", "0x50000", 327_680, 5, [(.undocumentedCurve, .warning)]),
    ("transition 8", "0x800000", 8_388_608, 0, [(.unknownTransition, .warning)]),
    ("frame rate 1", "0x1000000", 16_777_216, 0, [(.unknownFrameRate, .warning)]),
    ("60 fps", "0x3000000", 50_331_648, 0, []),
    ("30 fps", "0x7000000", 117_440_512, 0, []),
    ("bit 10", "1024", 1024, 0, [(.unusedBits, .warning)]),
    ("bit 28", "0x10000000", 268_435_456, 0, [(.unusedBits, .warning)]),
    ("a full valid mask", "0x7570006", 123_142_150, 7, [(.undocumentedCurve, .info)]),
    (
      "minus one", "-1", 18_446_744_073_709_551_615, 15,
      [
        (.negativeValue, .error), (.undocumentedCurve, .warning), (.unknownTransition, .warning),
        (.unknownFrameRate, .warning), (.unusedBits, .warning),
      ]
    ),
    (
      "UInt.max", "18446744073709551615", 18_446_744_073_709_551_615, 15,
      [
        (.undocumentedCurve, .warning), (.unknownTransition, .warning),
        (.unknownFrameRate, .warning), (.unusedBits, .warning),
      ]
    ),
  ]

  @Test("curve values: mask and diagnostics", arguments: curves)
  func curve(name: String, text: String, mask: UInt, findings: Findings) throws {
    let decoding = try CurveCodec.decodeCurve(text)
    #expect(decoding.interpretation == .curve)
    #expect(decoding.options.rawValue == mask, "\(name)")
    #expect(try decoding.curve.rawValue == IntegerInput(parsing: text).intValue)
    #expect(decoding.codes == findings.map(\.0), "\(name)")
    #expect(decoding.diagnostics.map(\.severity) == findings.map(\.1), "\(name)")
  }

  @Test("options masks: curve field and diagnostics", arguments: masks)
  func options(name: String, text: String, mask: UInt, field: Int, findings: Findings) throws {
    let decoding = try CurveCodec.decodeOptions(text)
    #expect(decoding.interpretation == .options)
    #expect(decoding.options.rawValue == mask, "\(name)")
    #expect(decoding.curve.rawValue == field, "\(name)")
    #expect(decoding.codes == findings.map(\.0), "\(name)")
    #expect(decoding.diagnostics.map(\.severity) == findings.map(\.1), "\(name)")
  }

  @Test("the tables trigger every diagnostic code")
  func everyCodeIsCovered() {
    let seen = Set(Self.curves.flatMap { $0.3.map(\.0) } + Self.masks.flatMap { $0.4.map(\.0) })
    #expect(seen == Set(DiagnosticCode.allCases))
  }

  @Test(
    "codes are the stable strings of the CLI contract",
    arguments: [
      (DiagnosticCode.negativeValue, "negative-value"),
      (.bitsShiftedOut, "bits-shifted-out"),
      (.alreadyShifted, "already-shifted"),
      (.undocumentedCurve, "undocumented-curve"),
      (.spillsIntoTransition, "spills-into-transition"),
      (.spillsIntoFrameRate, "spills-into-frame-rate"),
      (.unknownTransition, "unknown-transition"),
      (.unknownFrameRate, "unknown-frame-rate"),
      (.unusedBits, "unused-bits"),
      (.unshiftedCurve, "unshifted-curve"),
    ])
  func codeStrings(code: DiagnosticCode, text: String) {
    #expect(code.rawValue == text)
  }

  @Test(
    "messages state the facts an iOS engineer needs",
    arguments: [
      (
        "curve", "7", DiagnosticCode.undocumentedCurve,
        ["mass 3", "stiffness 1000", "damping 500", "0.5 s", "ignores the duration"]
      ),
      ("curve", "5", .undocumentedCurve, ["5 is a curve unknown to UIKit", "holds 5 as is"]),
      ("curve", "16", .undocumentedCurve, ["curve field holds 0 (easeInOut)"]),
      (
        "curve", "16", .spillsIntoTransition,
        ["16 << 16 = 0x100000", "transition field (bits 20–23) to 1", "transitionFlipFromLeft"]
      ),
      ("curve", "32", .spillsIntoTransition, ["to 2, transitionFlipFromRight"]),
      ("curve", "0x80", .spillsIntoTransition, ["to 8, a transition UIKit does not name"]),
      ("curve", "256", .spillsIntoFrameRate, ["256 << 16 = 0x1000000", "field (bits 24–27) to 1"]),
      ("curve", "768", .spillsIntoFrameRate, ["to 3, preferredFramesPerSecond60 (60 fps)"]),
      ("curve", "1792", .spillsIntoFrameRate, ["to 7, preferredFramesPerSecond30 (30 fps)"]),
      (
        "curve", "-1", .negativeValue,
        [
          "UInt(-1 << 16) traps with \"Negative value is not representable\"",
          "UInt(bitPattern: -1 << 16) gives 0xFFFFFFFFFFFF0000 = 18446744073709486080",
        ]
      ),
      (
        "curve", "140737488355328", .negativeValue,
        ["overflows into the sign bit", "0x8000000000000000 = 9223372036854775808"]
      ),
      ("curve", "281474976710656", .bitsShiftedOut, ["does not fit in 48 bits", "mask is 0x0"]),
      ("curve", "458752", .alreadyShifted, ["= 0x70000 = 7 << 16", "pass 7 as the curve"]),
      ("curve", "4096", .unusedBits, ["4096 << 16 = 0x10000000 sets bit 28"]),
      (
        "options", "7", .unshiftedCurve,
        [
          "7 sets layoutSubviews | allowUserInteraction | beginFromCurrentState",
          "curve field at 0 (easeInOut)", "7 << 16 = 0x70000 = 458752",
        ]
      ),
      ("options", "1", .unshiftedCurve, ["1 sets layoutSubviews", "1 << 16 = 0x10000 = 65536"]),
      (
        "options", "-1", .negativeValue,
        [
          "UInt(-1) traps", "UInt(bitPattern: -1) gives 0xFFFFFFFFFFFFFFFF = 18446744073709551615",
        ]
      ),
      ("options", "0x70000", .undocumentedCurve, ["curve field holds 7", "mass 3"]),
      ("options", "0x50000", .undocumentedCurve, ["holds 5, a curve unknown to UIKit"]),
      ("options", "0xC00000", .unknownTransition, ["holds 12, which UIKit does not name"]),
      ("options", "0x2000000", .unknownFrameRate, ["holds 2, which UIKit does not name"]),
      ("options", "0xFFFF", .unusedBits, ["0xFFFF sets bits 10–15"]),
    ] as [(String, String, DiagnosticCode, [String])])
  func messages(kind: String, text: String, code: DiagnosticCode, fragments: [String]) throws {
    let decoding =
      kind == "curve" ? try CurveCodec.decodeCurve(text) : try CurveCodec.decodeOptions(text)
    let diagnostic = try #require(decoding.diagnostics.first { $0.code == code })
    for fragment in fragments {
      #expect(diagnostic.message.contains(fragment), "\(diagnostic.message)")
    }
    #expect(!diagnostic.message.contains("\n"))
  }

  @Test("values outside the accepted range are typed errors")
  func outOfRange() {
    #expect(throws: IntegerInputError.self) { try CurveCodec.decodeCurve("0x8000000000000000") }
    #expect(throws: IntegerInputError.self) { try CurveCodec.decodeCurve("-9223372036854775809") }
    #expect(throws: IntegerInputError.self) {
      try CurveCodec.decodeOptions("-9223372036854775809")
    }
    #expect(throws: IntegerInputError.self) { try CurveCodec.decodeOptions("18446744073709551616") }
    do {
      _ = try CurveCodec.decodeCurve("0xFFFFFFFFFFFFFFFF")
      Issue.record("expected an error")
    } catch {
      #expect(error.problem.contains("a curve raw value is an Int"))
    }
  }

  @Test("numeric entry points agree with the text ones")
  func numericEntryPoints() throws {
    let curve = CurveCodec.decode(curve: .keyboard)
    #expect(curve == (try CurveCodec.decodeCurve("7")))
    let options = CurveCodec.decode(options: [.beginFromCurrentState, .allowUserInteraction])
    #expect(options == (try CurveCodec.decodeOptions("6")))
    #expect(options.input == "6")
  }

  @Test("severities are ordered and the worst is reported")
  func severities() throws {
    #expect(Diagnostic.Severity.info < .warning)
    #expect(Diagnostic.Severity.warning < .error)
    #expect(try CurveCodec.decodeCurve("-1").worstSeverity == .error)
    #expect(try CurveCodec.decodeCurve("7").worstSeverity == .info)
    #expect(try CurveCodec.decodeCurve("0").worstSeverity == nil)
  }

  @Test("a diagnostic prints as severity, code and message")
  func diagnosticDescription() {
    let diagnostic = Diagnostic(code: .unusedBits, severity: .warning, message: "m")
    #expect(diagnostic.description == "warning unused-bits: m")
  }
}
