import CurveScopeSupport
import CurveScopeTiming

extension Scenario {
  /// The keys of a scenario file's `interactive` object.
  static let interactiveKeys = [
    "keyboardHeight", "gesture", "track", "touchRate", "hideVelocity", "duration",
  ]

  /// An interactive dismissal from a scenario file's `interactive` object: `keyboardHeight`
  /// (default 291), `gesture` (a ``PanGesture`` name) or `track` (`[{"timeMs": 0, "y": 420},
  /// …]`, the finger's screen y), `touchRate` (Hz, for a gesture; default 120), `hideVelocity`
  /// (pt/s, default 100), `duration` (reported at the release, default 0.25).
  /// - Throws: ``JSONDecodingError`` naming the member at fault (``PanTrackError`` and
  ///   ``ScenarioError`` inside it).
  static func decodeInteractive(
    _ value: JSONValue, path: String, name: String, title: String?, summary: String,
    screenWidth: Double, screenHeight: Double, profile: KeyboardProfile, window: Rect?,
    preferredFrameRate: Double?
  ) throws -> Scenario {
    let object = try JSONObjectReader(value, path: path)
    try object.rejectUnknownKeys(allowed: interactiveKeys)
    let height =
      try object.double("keyboardHeight", in: .openClosed(0, screenHeight)) ?? 291
    guard height <= screenHeight else {
      throw JSONDecodingError(
        path: object.path(of: "keyboardHeight"),
        .outOfRange(height, .openClosed(0, screenHeight)))
    }
    let gestureName = try object.string("gesture")
    let trackValues = try object.array("track")
    var gesture: PanGesture?
    let track: PanTrack
    do {
      switch (gestureName, trackValues) {
      case (let text?, nil):
        guard let named = PanGesture(rawValue: text) else {
          let names = PanGesture.allCases.map(\.rawValue)
          throw JSONDecodingError(
            path: object.path(of: "gesture"),
            .unknownName(
              text, known: names, suggestion: EditDistance.suggestion(for: text, among: names)))
        }
        gesture = named
        track = try named.track(
          keyboardTop: screenHeight - height, keyboardHeight: height,
          touchRate: try object.double("touchRate", in: .closed(1, 1000)) ?? 120)
      case (nil, let values?):
        track = try decodeTrack(values, path: object.path(of: "track"))
      case (.some, .some):
        throw JSONDecodingError(path: object.path(of: "track"), .conflicting("gesture", "track"))
      case (nil, nil):
        throw JSONDecodingError(
          path: object.path(of: "gesture"),
          .missing(
            expected:
              "name a gesture (\(PanGesture.allCases.map(\.rawValue).joined(separator: ", "))) or give a track"
          ))
      }
      return try interactiveDismissal(
        name: name, title: title ?? name, summary: summary, screenWidth: screenWidth,
        screenHeight: screenHeight, keyboardHeight: height, track: track, gesture: gesture,
        hideVelocity: try object.double("hideVelocity", in: .closed(0, 100_000))
          ?? PanInteraction.defaultHideVelocity,
        reportedDuration: try object.double("duration", in: .closed(0, 10)) ?? 0.25,
        keyboardProfile: profile, window: window, preferredFrameRate: preferredFrameRate)
    } catch let error as PanTrackError {
      throw JSONDecodingError(path: path, .invalidValue(error))
    } catch let error as ScenarioError {
      throw JSONDecodingError(path: path, .invalidValue(error))
    }
  }

  /// `[{"timeMs": 0, "y": 420}, …]`.
  static func decodeTrack(_ values: [JSONValue], path: String) throws -> PanTrack {
    guard values.count <= PanTrack.maximumSampleCount else {
      throw JSONDecodingError(
        path: path,
        .tooMany(count: values.count, limit: PanTrack.maximumSampleCount, of: "touches"))
    }
    var samples: [PanSample] = []
    samples.reserveCapacity(values.count)
    for (index, value) in values.enumerated() {
      let touch = try JSONObjectReader(value, path: "\(path)[\(index)]")
      try touch.rejectUnknownKeys(allowed: ["timeMs", "y"])
      guard let milliseconds = try touch.double("timeMs", in: .closed(0, 60_000)) else {
        throw JSONDecodingError(path: touch.path(of: "timeMs"), .missing(expected: nil))
      }
      guard let y = try touch.double("y", in: .closed(-100_000, 100_000)) else {
        throw JSONDecodingError(path: touch.path(of: "y"), .missing(expected: nil))
      }
      samples.append(PanSample(time: milliseconds, y: y))
    }
    // Shift in milliseconds before dividing, so that 1100 ms after a first touch at 1000 ms is
    // exactly 0.1 s.
    let first = samples.first?.time ?? 0
    for index in samples.indices {
      samples[index].time = (samples[index].time - first) / 1000
    }
    return try PanTrack(samples: samples)
  }
}
