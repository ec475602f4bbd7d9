import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTrace
import CurveScopeVideo

extension RecordingMeasurer {
  /// The trace of the measured frames: named after the file, its source the recording, its
  /// description saying how it was measured and where t = 0 lies in the recording.
  func makeTrace(
    path: String, frames: [MeasuredFrame], info: VideoInfo, scale: ScreenScale,
    screen: (width: Double, height: Double)
  ) throws -> Trace {
    let name = Self.baseName(path)
    var device: String?
    if case .knownScreen(let phone) = scale.source { device = phone.models }
    var trace: Trace
    do {
      trace = try Trace(
        name: name, title: "Screen recording \(name)", screenWidth: screen.width,
        screenHeight: screen.height,
        source: RecordingSource(
          platform: "recording", device: device,
          recorder: "curvescope measure (\(info.codec) \(info.width)×\(info.height) px)"),
        frames: frames.map {
          TraceFrame(
            timeMilliseconds: $0.recordingMilliseconds, keyboardTop: $0.keyboardTop,
            barBottom: $0.barBottom)
        })
    } catch let error as TraceError {
      throw RecordingMeasureError(path: path, .trace(error))
    }
    let scaleText = NumberText.reading(scale.pixelsPerPoint, decimals: 3)
    let origin = NumberText.reading(trace.timeOrigin.fileMilliseconds, decimals: 3)
    trace.summary =
      "Measured by curvescope measure from \(name): \(info.width)×\(info.height) px at "
      + "\(scaleText) px/pt; t = 0 at \(origin) ms of the recording"
    return trace
  }

  /// The file's name without its folder and extension (`bug.mov` → `bug`).
  static func baseName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }
}
