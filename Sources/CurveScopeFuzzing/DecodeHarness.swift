import CurveScope
import CurveScopeCLI

/// The `decode` target: the first byte picks curve or mask and text or JSON output, the rest is
/// the value's text.
///
/// Invariants: parsing agrees with Swift's own `Int(_:radix:)` on plain decimal and hexadecimal
/// text and round-trips through its decimal description; a decoded curve's mask is
/// `UInt(bitPattern: c << 16)` and a mask decodes to itself; `curvescope decode` succeeds exactly
/// when the library does, prints valid JSON with one object for the value, and fails with exit 64
/// and one `error:` line otherwise.
enum DecodeHarness {
  static func run(_ bytes: [UInt8]) {
    guard let mode = bytes.first else { return }
    let text = String(decoding: bytes.dropFirst(), as: UTF8.self)
    let asMask = mode & 1 == 1
    let input = try? IntegerInput(parsing: text)
    if let input { checkRoundTrip(input) }
    checkAgainstSwift(text, input: input)

    let decoding: CurveDecoding?
    if asMask {
      decoding = try? CurveCodec.decodeOptions(text)
      if let decoding, let input {
        FuzzCheck.require(
          decoding.options.rawValue == input.bitPattern, "mask \(text) decodes to another mask")
        FuzzCheck.require(
          decoding.curve == decoding.options.curve, "mask \(text): curve is not the curve field")
      }
    } else {
      decoding = try? CurveCodec.decodeCurve(text)
      if let decoding {
        let raw = decoding.curve.rawValue
        FuzzCheck.require(
          decoding.options.rawValue == UInt(bitPattern: raw << 16),
          "curve \(text): mask is not UInt(bitPattern: c << 16)")
        FuzzCheck.require(input?.intValue == raw, "curve \(text) is not the parsed value")
      }
    }
    for diagnostic in decoding?.diagnostics ?? [] {
      FuzzCheck.require(!diagnostic.message.isEmpty, "empty diagnostic for \(text)")
    }

    let json = mode & 2 == 2
    var arguments = ["decode"]
    if json { arguments.append("--json") }
    arguments += asMask ? ["--options=" + text] : ["--", text]
    let result = CommandLineHarness.runTool(arguments, standardInput: [])
    if decoding == nil {
      FuzzCheck.require(result.code == .usage, "decode \(arguments) exited \(result.code)")
      return
    }
    FuzzCheck.require(result.code == .success, "decode \(arguments) exited \(result.code)")
    FuzzCheck.require(!result.output.isEmpty, "decode \(arguments) printed nothing")
    if json {
      let value = try? JSONParser().parse(result.output)
      guard case .array(let objects)? = value, objects.count == 1 else {
        FuzzCheck.fail("decode --json \(arguments) did not print an array of one object")
      }
    }
  }

  /// The decimal description of a parsed value parses to the same value.
  private static func checkRoundTrip(_ input: IntegerInput) {
    let again = try? IntegerInput(parsing: input.description)
    FuzzCheck.require(
      again?.magnitude == input.magnitude && again?.isNegative == input.isNegative,
      "\(input.text) does not round-trip through \(input.description)")
  }

  /// On text Swift's `Int(_:radix:)` also reads (a sign, then decimal digits or `0x` and hex
  /// digits), both readings agree.
  private static func checkAgainstSwift(_ text: String, input: IntegerInput?) {
    var body = Substring(text)
    var sign = ""
    if let first = body.first, first == "-" || first == "+" {
      sign = String(first)
      body = body.dropFirst()
    }
    var radix = 10
    if body.hasPrefix("0x") || body.hasPrefix("0X") {
      radix = 16
      body = body.dropFirst(2)
    }
    let digits = radix == 16 ? "0123456789abcdefABCDEF" : "0123456789"
    guard !body.isEmpty, body.allSatisfy({ digits.contains($0) }) else { return }
    let swift = Int(sign + body, radix: radix)
    FuzzCheck.require(
      swift == input?.intValue || (swift == nil && input?.intValue == nil),
      "\(text): Int(_:radix:) gives \(String(describing: swift)), IntegerInput "
        + "\(String(describing: input?.intValue))")
    if swift != nil {
      FuzzCheck.require(input != nil, "\(text) is an Int but IntegerInput refuses it")
    }
  }
}
