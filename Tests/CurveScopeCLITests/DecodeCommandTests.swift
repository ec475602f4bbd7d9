import Foundation
import Testing

@testable import CurveScopeCLI

/// Runs `curvescope decode … --json` and parses its array with Foundation.
private func decodeJSON(_ arguments: String...) throws -> [[String: Any]] {
  var io = CommandIO()
  let code = CurveScopeTool.run(["decode", "--json"] + arguments, io: &io)
  #expect(code == .success)
  #expect(io.standardError.isEmpty)
  let parsed = try JSONSerialization.jsonObject(with: Data(io.standardOutput.utf8))
  return try #require(parsed as? [[String: Any]])
}

/// The member at a dotted path (`options.curveField.rawValue`) of a JSON object.
private func member(_ object: [String: Any], _ path: String) -> Any? {
  var current: Any? = object
  for key in path.split(separator: ".") {
    current = (current as? [String: Any])?[String(key)]
  }
  return current
}

private func int(_ object: [String: Any], _ path: String) -> Int? {
  (member(object, path) as? NSNumber)?.intValue
}

private func string(_ object: [String: Any], _ path: String) -> String? {
  member(object, path) as? String
}

private func codes(_ object: [String: Any]) -> [String] {
  (member(object, "diagnostics") as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
}

@Suite("decode command")
struct DecodeCommandTests {
  @Test("decode 7: the human report")
  func humanKeyboard() {
    let result = runTool("decode", "7")
    #expect(result.code == 0)
    #expect(result.err.isEmpty)
    let expected = """
      7  curve keyboard (undocumented)
        options  0x70000 = 458752 = 7 << 16
        flags    none
        fields   curve 7 (keyboard) · transition 0 (none) · frames per second 0 (default)
        info     undocumented-curve: 7 is the keyboard's private curve, absent from UIKit's \
      headers: a CASpringAnimation with mass 3, stiffness 1000 and damping 500 that runs 0.5 s \
      and ignores the duration passed (notifications report 0.25 s); pass it on with << 16, and \
      give a switch over it an @unknown default

      """
    #expect(result.out == expected)
  }

  @Test("decode --options 7: the human report of an unshifted curve")
  func humanUnshifted() {
    let result = runTool("decode", "--options", "7")
    #expect(result.code == 0)
    let expected = """
      7  options mask
        options  0x7 = 7
        flags    layoutSubviews | allowUserInteraction | beginFromCurrentState
        fields   curve 0 (easeInOut) · transition 0 (none) · frames per second 0 (default)
        warning  unshifted-curve: 7 sets layoutSubviews | allowUserInteraction | \
      beginFromCurrentState and leaves the curve field at 0 (easeInOut): if 7 is a curve \
      (keyboard) passed without the shift, write 7 << 16 = 0x70000 = 458752

      """
    #expect(result.out == expected)
  }

  @Test(
    "human reports for 0, 16, 256 and -1",
    arguments: [
      (["0"], ["0  curve easeInOut (documented)", "options  0x0 = 0 = 0 << 16"], []),
      (
        ["16"],
        [
          "16  curve 16 (unknown to UIKit)", "options  0x100000 = 1048576 = 16 << 16",
          "transition 1 (flipFromLeft)",
        ],
        ["warning  undocumented-curve:", "warning  spills-into-transition:"]
      ),
      (
        ["256"],
        ["options  0x1000000 = 16777216 = 256 << 16", "frames per second 1 (unknown)"],
        ["warning  undocumented-curve:", "warning  spills-into-frame-rate:"]
      ),
      (
        ["--", "-1"],
        [
          "-1  curve -1 (unknown to UIKit)",
          "options  0xFFFFFFFFFFFF0000 = 18446744073709486080 = UInt(bitPattern: -1 << 16)",
          "curve 15 (unknown) · transition 15 (unknown) · frames per second 15 (unknown)",
        ],
        [
          "error    negative-value:", "warning  undocumented-curve:",
          "warning  spills-into-transition:", "warning  spills-into-frame-rate:",
          "warning  unused-bits:",
        ]
      ),
      (
        ["140737488355328"], ["= UInt(bitPattern: 140737488355328 << 16)"],
        ["error    negative-value:", "warning  undocumented-curve:", "warning  unused-bits:"]
      ),
      (
        ["0x10"], ["0x10 = 16  curve 16 (unknown to UIKit)"],
        ["warning  undocumented-curve:", "warning  spills-into-transition:"]
      ),
    ] as [([String], [String], [String])])
  func humanReports(arguments: [String], lines: [String], diagnostics: [String]) {
    let result = runTool(["decode"] + arguments)
    #expect(result.code == 0)
    for line in lines {
      #expect(result.out.contains(line), "\(line)")
    }
    let severities = ["  info ", "  warning ", "  error "]
    let diagnosticLines = result.out.split(separator: "\n").filter { line in
      severities.contains { line.hasPrefix($0) }
    }
    #expect(diagnosticLines.count == diagnostics.count)
    for (line, prefix) in zip(diagnosticLines, diagnostics) {
      #expect(line.hasPrefix("  " + prefix), "\(line)")
    }
  }

  @Test("several values print blocks separated by blank lines, curves before masks")
  func severalValues() {
    let result = runTool("decode", "--options", "0x70000", "3", "7")
    let headers = result.out.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.hasPrefix(" ") && !$0.isEmpty }
    #expect(
      headers == [
        "3  curve linear (documented)", "7  curve keyboard (undocumented)",
        "0x70000 = 458752  options mask",
      ])
    #expect(result.out.contains("\n\n3  curve linear") == false)
    #expect(result.out.contains("\n\n7  curve keyboard"))
  }

  @Test(
    "JSON for 7, 0, 16, 256 and -1",
    arguments: [
      ("7", 7, "keyboard", false, 458_752, "0x70000", 7, 0, 0, ["undocumented-curve"]),
      ("0", 0, "easeInOut", true, 0, "0x0", 0, 0, 0, []),
      (
        "16", 16, nil, false, 1_048_576, "0x100000", 0, 1, 0,
        ["undocumented-curve", "spills-into-transition"]
      ),
      (
        "256", 256, nil, false, 16_777_216, "0x1000000", 0, 0, 1,
        ["undocumented-curve", "spills-into-frame-rate"]
      ),
    ] as [(String, Int, String?, Bool, Int, String, Int, Int, Int, [String])])
  func jsonCurves(
    text: String, raw: Int, name: String?, documented: Bool, mask: Int, hex: String,
    curveField: Int, transition: Int, framesPerSecond: Int, expectedCodes: [String]
  ) throws {
    let objects = try decodeJSON(text)
    try #require(objects.count == 1)
    let object = objects[0]
    #expect(string(object, "input") == text)
    #expect(string(object, "decodedAs") == "curve")
    #expect(int(object, "curve.rawValue") == raw)
    #expect(string(object, "curve.name") == name)
    #expect(member(object, "curve.documented") as? Bool == documented)
    #expect(int(object, "options.rawValue") == mask)
    #expect(string(object, "options.hex") == hex)
    #expect(member(object, "options.flags") as? [String] == [])
    #expect(int(object, "options.curveField.rawValue") == curveField)
    #expect(int(object, "options.transitionField.rawValue") == transition)
    #expect(int(object, "options.framesPerSecondField.rawValue") == framesPerSecond)
    #expect(codes(object) == expectedCodes)
  }

  @Test("JSON for -1: the bit pattern, unknown fields and every diagnostic field")
  func jsonNegative() throws {
    var io = CommandIO()
    _ = CurveScopeTool.run(["decode", "--json", "--", "-1"], io: &io)
    #expect(io.standardOutput.contains("\"rawValue\": 18446744073709486080"))
    let object = try #require(try decodeJSON("-1").first)
    #expect(int(object, "curve.rawValue") == -1)
    #expect(member(object, "curve.name") is NSNull)
    #expect(string(object, "options.hex") == "0xFFFFFFFFFFFF0000")
    #expect(int(object, "options.curveField.rawValue") == 15)
    #expect(member(object, "options.transitionField.known") as? Bool == false)
    #expect(member(object, "options.framesPerSecondField.name") is NSNull)
    #expect(member(object, "options.unusedBits") as? [Int] == Array(28...63))
    let diagnostics = try #require(member(object, "diagnostics") as? [[String: Any]])
    let first = diagnostics[0]
    #expect(first["code"] as? String == "negative-value")
    #expect(first["severity"] as? String == "error")
    #expect((first["message"] as? String)?.contains("Negative value is not representable") == true)
    #expect(
      codes(object) == [
        "negative-value", "undocumented-curve", "spills-into-transition",
        "spills-into-frame-rate", "unused-bits",
      ])
  }

  @Test("JSON for --options 7: flags, easeInOut curve field, unshifted-curve")
  func jsonUnshifted() throws {
    let object = try #require(try decodeJSON("--options", "7").first)
    #expect(string(object, "decodedAs") == "options")
    #expect(int(object, "options.rawValue") == 7)
    #expect(string(object, "options.hex") == "0x7")
    #expect(
      member(object, "options.flags") as? [String] == [
        "layoutSubviews", "allowUserInteraction", "beginFromCurrentState",
      ])
    #expect(int(object, "curve.rawValue") == 0)
    #expect(string(object, "options.curveField.name") == "easeInOut")
    #expect(string(object, "options.transitionField.name") == "none")
    #expect(string(object, "options.framesPerSecondField.name") == "default")
    #expect(codes(object) == ["unshifted-curve"])
    let diagnostic = try #require((member(object, "diagnostics") as? [[String: Any]])?.first)
    #expect(diagnostic["severity"] as? String == "warning")
    #expect((diagnostic["message"] as? String)?.contains("7 << 16 = 0x70000 = 458752") == true)
  }

  @Test("JSON keeps a full 64-bit mask exact")
  func jsonFullMask() {
    let result = runTool("decode", "--json", "--options", "0xFFFFFFFFFFFFFFFF")
    #expect(result.code == 0)
    #expect(result.out.contains("\"rawValue\": 18446744073709551615"))
    #expect(result.out.contains("\"hex\": \"0xFFFFFFFFFFFFFFFF\""))
  }

  @Test("negative values work with and without --")
  func negativeValues() {
    #expect(runTool("decode", "-1").out == runTool("decode", "--", "-1").out)
    #expect(runTool("decode", "-1").code == 0)
    #expect(runTool("decode", "--options", "-1").out.contains("UInt(bitPattern: -1)"))
  }

  @Test(
    "bad values are usage errors naming the value, with nothing on stdout",
    arguments: [
      (["abc"], "error: value 'abc' — 'a' is not a decimal digit"),
      (["7", "0.5"], "error: value '0.5' — '.' is not a decimal digit"),
      (["99999999999999999999"], "error: value '99999999999999999999' — does not fit in 64 bits"),
      (["0xFFFFFFFFFFFFFFFF"], "error: value '0xFFFFFFFFFFFFFFFF' — out of range"),
      (["--options", "zz"], "error: --options 'zz' — 'z' is not a decimal digit"),
      (["--options", "-0x8000000000000001"], "error: --options '-0x8000000000000001' — out of"),
      (["--", ""], "error: value '' — empty"),
      ([], "error: argument <value> — missing"),
      (["--json"], "error: argument <value> — missing"),
      (["--frobnicate"], "error: option '--frobnicate' — unknown option"),
    ] as [([String], String)])
  func usageErrors(arguments: [String], prefix: String) {
    let result = runTool(["decode"] + arguments)
    #expect(result.code == 64)
    #expect(result.out.isEmpty)
    #expect(result.err.hasPrefix(prefix), "\(result.err)")
    #expect(result.err.filter { $0 == "\n" }.count == 1)
  }

  @Test("a curve too large for Int points to --options")
  func pointsToOptions() {
    let result = runTool("decode", "0xFFFFFFFFFFFFFFFF")
    #expect(result.err.contains("to decode a mask, use --options"))
  }

  @Test("help has the headings, options and examples")
  func help() {
    let result = runTool("decode", "--help")
    #expect(result.code == 0)
    for heading in ["OVERVIEW:", "USAGE: curvescope decode", "ARGUMENTS:", "OPTIONS:", "EXAMPLES:"]
    {
      #expect(result.out.contains(heading), "\(heading)")
    }
    for text in ["--options <mask>", "--json", "<value>", "curvescope decode --json -- -1"] {
      #expect(result.out.contains(text), "\(text)")
    }
    #expect(runTool("help", "decode").out == result.out)
    #expect(runTool("--help").out.contains("decode"))
  }
}

/// Runs the tool in-process with an argument array.
private func runTool(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
  var io = CommandIO()
  let code = CurveScopeTool.run(arguments, io: &io)
  return (code.rawValue, io.standardOutput, io.standardError)
}
