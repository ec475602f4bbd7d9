import CurveScopeTestSupport
import Foundation
import Testing

/// Recordings drawn by `Independent/render_screens.py` (Pillow and the ffmpeg tool), another
/// program than CurveScope.
enum IndependentScreens {
  /// Draws `style` into `folder`: the video's path and the truth's JSON data. Needs
  /// ``PillowPython``.
  static func render(_ style: String, in folder: VideoTestFolder) throws -> (
    video: String, truth: Data
  ) {
    let python = try #require(PillowPython.path)
    let video = folder.file("\(style).mp4")
    let truth = folder.file("\(style).json")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Independent/render_screens.py").path
    let made = try ExternalTool.run(python, [script, style, video, truth])
    try #require(made.status == 0, "\(made.standardError)")
    return (video, try Data(contentsOf: URL(fileURLWithPath: truth)))
  }
}
