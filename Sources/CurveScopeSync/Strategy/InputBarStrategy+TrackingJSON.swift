import CurveScopeSupport
import CurveScopeTiming

extension InputBarStrategy {
  /// The keys of a strategy file for frame reading and keyboard tracking.
  static let trackingKeys = ["frameReading", "read", "leadFrames", "predictionCurve", "tracksPan"]

  /// `frameReading`: `top` (default), `screen-as-window`, `height` or `docked-only`.
  /// - Throws: ``JSONDecodingError`` for another name or a value of the wrong kind.
  static func decodeFrameReading(_ object: JSONObjectReader) throws -> KeyboardFrameReading {
    guard let text = try object.string("frameReading") else { return .top }
    guard let reading = KeyboardFrameReading(rawValue: text) else {
      let names = KeyboardFrameReading.allCases.map(\.rawValue)
      throw JSONDecodingError(
        path: object.path(of: "frameReading"),
        .unknownName(
          text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
    }
    return reading
  }

  /// `read` (`presentation` or `model`), `leadFrames` (0…1000), `predictionCurve` (a catalogue
  /// name or spec), `tracksPan` (a boolean).
  /// - Throws: ``JSONDecodingError`` naming the member at fault.
  static func decodeTracking(_ object: JSONObjectReader) throws -> KeyboardTracking {
    var tracking = KeyboardTracking.plain
    if let text = try object.string("read") {
      guard let source = KeyboardTracking.Source(rawValue: text) else {
        let names = KeyboardTracking.Source.allCases.map(\.rawValue)
        throw JSONDecodingError(
          path: object.path(of: "read"),
          .unknownName(
            text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
      }
      tracking.source = source
    }
    tracking.leadFrames =
      try object.double("leadFrames", in: .closed(0, KeyboardTracking.maximumLeadFrames)) ?? 0
    if let text = try object.string("predictionCurve") {
      do throws(CurveSpecError) {
        tracking.predictionCurve = try CurveSpec(parsing: text)
      } catch {
        throw JSONDecodingError(path: object.path(of: "predictionCurve"), .invalidValue(error))
      }
    }
    tracking.tracksPan = try object.bool("tracksPan") ?? false
    return tracking
  }
}
