import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTiming

extension RecordingSource {
  /// The platforms a trace's `source.platform` may name.
  static let platforms = ["ios", "android", "flutter", "react-native", "recording"]

  /// Reads a trace's `source` object (`platform`, `os`, `device`, `fps`, `recorder`).
  /// - Throws: ``JSONDecodingError`` naming the member at fault.
  init(json value: JSONValue, path: String) throws {
    let source = try JSONObjectReader(value, path: path)
    try source.rejectUnknownKeys(allowed: ["platform", "os", "device", "fps", "recorder"])
    let platform = try source.string("platform")
    if let platform, !Self.platforms.contains(platform) {
      throw JSONDecodingError(
        path: source.path(of: "platform"),
        .unknownName(
          platform, known: Self.platforms,
          suggestion: EditDistance.suggestion(for: platform, among: Self.platforms)))
    }
    self.init(
      platform: platform, os: try source.string("os"), device: try source.string("device"),
      frameRate: try source.double("fps", in: FrameRate.range),
      recorder: try source.string("recorder"))
  }
}
