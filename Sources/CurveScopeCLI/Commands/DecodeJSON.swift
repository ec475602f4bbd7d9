import CurveScopeCodec
import CurveScopeSupport

/// The `decode --json` object of one decoded value (the Decode article).
///
/// Shape: `{"input", "decodedAs", "curve": {rawValue, name, documented}, "options": {rawValue,
/// hex, flags, curveField, transitionField, framesPerSecondField, unusedBits}, "diagnostics":
/// [{code, severity, message}]}`; unnamed values have `"name": null`.
enum DecodeJSON {
  /// The JSON object for `decoding`.
  static func object(_ decoding: CurveDecoding) -> JSONValue {
    let options = decoding.options
    return .object([
      ("input", .string(decoding.input)),
      ("decodedAs", .string(decoding.interpretation.rawValue)),
      ("curve", curve(decoding.curve)),
      (
        "options",
        .object([
          ("rawValue", .unsigned(options.rawValue)),
          ("hex", .string(options.hex)),
          ("flags", .array(options.flagNames.map(JSONValue.string))),
          ("curveField", curve(options.curve)),
          ("transitionField", transition(options.transition)),
          ("framesPerSecondField", framesPerSecond(options.preferredFramesPerSecond)),
          ("unusedBits", .array(options.unusedBitPositions.map(JSONValue.int))),
        ])
      ),
      ("diagnostics", .array(decoding.diagnostics.map(diagnostic))),
    ])
  }

  private static func name(_ name: String?) -> JSONValue {
    name.map(JSONValue.string) ?? .null
  }

  private static func curve(_ curve: AnimationCurve) -> JSONValue {
    .object([
      ("rawValue", .int(curve.rawValue)),
      ("name", name(curve.name)),
      ("documented", .bool(curve.isDocumented)),
    ])
  }

  private static func transition(_ transition: AnimationTransition) -> JSONValue {
    .object([
      ("rawValue", .int(transition.rawValue)),
      ("name", name(transition.name)),
      ("known", .bool(transition.isKnown)),
    ])
  }

  private static func framesPerSecond(_ rate: PreferredFramesPerSecond) -> JSONValue {
    .object([
      ("rawValue", .int(rate.rawValue)),
      ("name", name(rate.name)),
      ("known", .bool(rate.isKnown)),
      ("framesPerSecond", rate.framesPerSecond.map(JSONValue.int) ?? .null),
    ])
  }

  private static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
    .object([
      ("code", .string(diagnostic.code.rawValue)),
      ("severity", .string(diagnostic.severity.rawValue)),
      ("message", .string(diagnostic.message)),
    ])
  }
}
