import CurveScopeCLI
import Foundation

/// `curvescope measure … --json`, run in-process, with what the tests read from its output.
struct MeasureRun {
  /// One frame as `recording.frames` reports it.
  struct Frame {
    var index: Int
    var time: Double
    var keyboardTop: Double?
    var barBottom: Double?
    var keyboardEvidence: String?
    var barEvidence: String?
    var confidence: Double
  }

  var code: Int32
  var standardOutput: String
  var standardError: String
  /// The one object of the JSON array, when the run succeeded.
  var object: [String: Any] = [:]
  var frames: [Frame] = []

  /// Runs `measure PATH --json` with `extra` arguments.
  init(_ path: String, _ extra: [String] = []) throws {
    var io = CommandIO()
    code = CurveScopeTool.run(["measure", path, "--json"] + extra, io: &io).rawValue
    standardOutput = io.standardOutput
    standardError = io.standardError
    guard code == 0 else { return }
    guard
      let array = try JSONSerialization.jsonObject(with: Data(standardOutput.utf8)) as? [Any],
      array.count == 1, let object = array[0] as? [String: Any],
      let recording = object["recording"] as? [String: Any],
      let frames = recording["frames"] as? [[String: Any]]
    else { throw ToolFailure(message: "measure --json printed no recording: \(standardOutput)") }
    self.object = object
    self.frames = frames.map { frame in
      Frame(
        index: frame["frame"] as? Int ?? -1, time: frame["recordingMs"] as? Double ?? .nan,
        keyboardTop: frame["keyboardTop"] as? Double, barBottom: frame["barBottom"] as? Double,
        keyboardEvidence: frame["keyboardEvidence"] as? String,
        barEvidence: frame["barEvidence"] as? String,
        confidence: frame["confidence"] as? Double ?? .nan)
    }
  }

  /// A number of the summary (`maxOverlapPoints`), of `recording` (`traceOriginMs`) if absent
  /// there.
  func number(_ key: String) -> Double? {
    if let value = object[key] as? Double { return value }
    return (object["recording"] as? [String: Any])?[key] as? Double
  }
}
