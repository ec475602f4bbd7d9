import Foundation
import Testing

/// A bad input or a bad command line, and what `measure` must answer.
struct MeasureBadRun: CustomTestStringConvertible, Sendable {
  var name: String
  var code: Int32
  /// A fragment the error line must hold.
  var says: String
  var extra: [String] = []
  /// Makes the recording in a folder; returns its path.
  var make: @Sendable (VideoTestFolder) throws -> String
  var testDescription: String { name }

  /// A 1170 × 2532 clip of one colour (an iPhone 12's recording size, no keyboard in it).
  static func plain(_ folder: VideoTestFolder) throws -> String {
    let path = folder.file("plain.mp4")
    try ExternalTool.ffmpeg([
      "-f", "lavfi", "-i", "color=c=0xF2F2F7:size=1170x2532:rate=30:duration=0.3", "-c:v",
      "libx264", "-pix_fmt", "yuv420p", path,
    ])
    return path
  }
}
