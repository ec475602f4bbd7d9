import CurveScopeMeasure
import CurveScopeSupport
import CurveScopeTrace
import CurveScopeVideo

extension RecordingMeasurer {
  /// The trace of the measured frames: named after the file, its source the recording, its
  /// description saying how it was measured, which edge of the bar it follows and where t = 0
  /// lies in the recording. A hidden keyboard's top is the screen's height; an edge not seen is
  /// `null`.
  /// - Throws: `TraceError` when the frames make no trace (no bar or no keyboard ever seen).
  func makeTrace(_ recording: MeasuredRecording) throws -> Trace {
    let name = Self.baseName(recording.path)
    var device: String?
    if case .knownScreen(let phone) = recording.scale.source { device = phone.models }
    let info = recording.info
    var trace = try Trace(
      name: name, title: "Screen recording \(name)", screenWidth: recording.screenWidth,
      screenHeight: recording.screenHeight,
      source: RecordingSource(
        platform: "recording", device: device,
        recorder: "curvescope measure (\(info.codec) \(info.width)×\(info.height) px)"),
      frames: recording.frames.map(Self.traceFrame(screenHeight: recording.screenHeight)))
    let scaleText = NumberText.reading(recording.scale.pixelsPerPoint, decimals: 3)
    let origin = NumberText.reading(trace.timeOrigin.fileMilliseconds, decimals: 3)
    var summary =
      "Measured by curvescope measure from \(name): \(info.width)×\(info.height) px at "
      + "\(scaleText) px/pt\(recording.scale.isExact ? "" : " (estimated)"); t = 0 at \(origin) "
      + "ms of the recording"
    if let bar = recording.model?.bar {
      summary +=
        "; barBottom is the bar's "
        + (bar.edge == .background ? "background edge" : "lowest outline (barEdge: outline)")
    }
    trace.summary = summary
    return trace
  }

  /// A measured frame as a trace frame.
  static func traceFrame(screenHeight: Double) -> (MeasuredFrame) -> TraceFrame {
    { frame in
      let keyboard: Double? =
        switch frame.keyboardState {
        case .seen: frame.keyboardTop
        case .hidden: screenHeight
        case .unclear: nil
        }
      return TraceFrame(
        timeMilliseconds: frame.recordingMilliseconds, keyboardTop: keyboard,
        barBottom: frame.barBottom)
    }
  }

  /// The file's name without its folder and extension (`bug.mov` → `bug`).
  static func baseName(_ path: String) -> String {
    let file = path.split(separator: "/").last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }
}
