/// The `<< 16` codec between `UIView.AnimationCurve` and `UIView.AnimationOptions`, for values
/// typed by a user: never traps, and explains every pitfall with a ``Diagnostic``.
///
/// Encoding is ``AnimationOptions/init(curve:)`` (`UInt(bitPattern: c << 16)`), decoding
/// ``AnimationOptions/curve`` (`(m >> 16) & 15`). The facts behind the diagnostics are in
/// <doc:KeyboardFacts> [UIKit headers; Apple developer forums thread 48088].
public enum CurveCodec {
  /// Decodes text holding a curve raw value (`7`, `0x10`, `-1`).
  /// - Throws: ``IntegerInputError`` when the text is not an integer or is outside `Int`, the
  ///   raw value type of `UIView.AnimationCurve`.
  public static func decodeCurve(_ text: String) throws(IntegerInputError) -> CurveDecoding {
    let value = try IntegerInput(parsing: text)
    guard let raw = value.intValue else {
      throw IntegerInputError(text: text, reason: .curveBeyondInt)
    }
    return decode(curve: raw, value: value)
  }

  /// Decodes text holding a whole options mask (`458752`, `0x70000`, `7`).
  ///
  /// A negative mask is read as `UInt(bitPattern:)` of an `Int` and reported with
  /// ``DiagnosticCode/negativeValue``.
  /// - Throws: ``IntegerInputError`` when the text is not an integer, does not fit in 64 bits, or
  ///   is below `Int.min`.
  public static func decodeOptions(_ text: String) throws(IntegerInputError) -> CurveDecoding {
    let value = try IntegerInput(parsing: text)
    guard let mask = value.bitPattern else {
      throw IntegerInputError(text: text, reason: .maskBelowIntMin)
    }
    return decode(options: mask, value: value)
  }

  /// Decodes a curve raw value: ``CurveDecoding/options`` is `UInt(bitPattern: c << 16)`.
  public static func decode(curve: AnimationCurve) -> CurveDecoding {
    decode(curve: curve.rawValue, value: IntegerInput(curve.rawValue))
  }

  /// Decodes a whole options mask.
  public static func decode(options: AnimationOptions) -> CurveDecoding {
    decode(options: options.rawValue, value: IntegerInput(options.rawValue))
  }

  private static func decode(curve raw: Int, value: IntegerInput) -> CurveDecoding {
    let curve = AnimationCurve(rawValue: raw)
    let options = AnimationOptions(curve: curve)
    return CurveDecoding(
      value: value, interpretation: .curve, curve: curve, options: options,
      diagnostics: curveDiagnostics(raw, options: options))
  }

  private static func decode(options raw: UInt, value: IntegerInput) -> CurveDecoding {
    let options = AnimationOptions(rawValue: raw)
    return CurveDecoding(
      value: value, interpretation: .options, curve: options.curve, options: options,
      diagnostics: optionsDiagnostics(options, value: value))
  }
}
