import CurveScopeVideo
import Foundation
import Testing

/// The detector on recordings it did not draw: `Independent/render_screens.py` draws other
/// apps' bars and keyboards with Pillow (wallpapers, gradients, other fonts and key layouts, a
/// Gboard-like keyboard, a bar the colour of the app, JPEG artefacts, a landscape-coded
/// recording turned by its display matrix, an 886 × 1920 downscaled recording, variable frame
/// rates) and encodes them with the ffmpeg tool. Needs Python with Pillow, so it is kept out of
/// CI: set CURVESCOPE_PILLOW_PYTHON to such an interpreter.
@Suite(
  .enabled(if: ProcessInfo.processInfo.environment["CURVESCOPE_PILLOW_PYTHON"] != nil),
  .serialized)
struct IndependentRecordingTests {
  static let styles = [
    "whatsapp-light", "telegram-dark", "slack-light-same-colour-bar", "gboard-dark-jpeg",
    "rotated-landscape-coded", "downscaled-recording",
  ]

  struct Truth: Decodable {
    struct Frame: Decodable {
      var timeMs: Double
      var keyboardTop: Double
      var barBottom: Double
    }
    var scale: Double
    var barHeight: Double
    var rotate: Int
    var screen: [Double]
    var frames: [Frame]
  }

  @Test(arguments: styles)
  func detectsAnotherRenderersScreens(_ style: String) throws {
    let python = ProcessInfo.processInfo.environment["CURVESCOPE_PILLOW_PYTHON"] ?? "python3"
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let video = folder.file("\(style).mp4")
    let truthPath = folder.file("\(style).json")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Independent/render_screens.py").path
    let made = try ExternalTool.run(python, [script, style, video, truthPath])
    try #require(made.status == 0, "\(made.standardError)")
    let truth = try JSONDecoder().decode(
      Truth.self, from: Data(contentsOf: URL(fileURLWithPath: truthPath)))
    if truth.rotate != 0 { try MP4Rotation.rotate(video, clockwiseDegrees: truth.rotate) }
    let downscaled = truth.scale.rounded() != truth.scale
    let measured = try ClosedLoop.measure(video, scale: downscaled ? truth.scale : nil)
    try #require(measured.count == truth.frames.count)
    var problems: [String] = []
    var worst = 0.0
    var found = 0
    for (frame, result) in zip(truth.frames, measured) {
      if !(abs(result.time - frame.timeMs) < 1) {
        problems.append("t=\(frame.timeMs) read at \(result.time)")
      }
      if let keyboard = result.keyboardTop, abs(keyboard - frame.keyboardTop) <= 1 {
        worst = max(worst, abs(keyboard - frame.keyboardTop))
      } else {
        problems.append(
          "t=\(frame.timeMs) keyboard \(frame.keyboardTop) measured \(String(describing: result.keyboardTop))")
      }
      let visible = frame.keyboardTop - (frame.barBottom - truth.barHeight)
      if visible <= 0 {
        if let bar = result.barBottom { problems.append("t=\(frame.timeMs) hidden bar at \(bar)") }
      } else if let bar = result.barBottom {
        found += 1
        worst = max(worst, abs(bar - frame.barBottom))
        if !(abs(bar - frame.barBottom) <= 1) {
          problems.append("t=\(frame.timeMs) bar \(frame.barBottom) measured \(bar) (\(result.edges.barBottom?.evidence.rawValue ?? "-"))")
        }
      } else if visible >= 2 {
        problems.append("t=\(frame.timeMs) bar \(frame.barBottom) (\(visible) pt visible) not found")
      }
    }
    print("\(style): \(truth.frames.count) frames, bar found in \(found), worst error \(worst) pt, \(problems.count) problems")
    #expect(
      problems.isEmpty,
      Comment(rawValue: "\(style): \(problems.count) problems\n" + problems.prefix(25).joined(separator: "\n")))
  }
}
