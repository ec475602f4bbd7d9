import CurveScopeTestSupport
import Foundation
import Testing

/// Recordings drawn by `Independent/render_screens.py` (Pillow and the ffmpeg tool), another
/// program than CurveScope.
enum IndependentScreens {
  /// What the renderer drew: the style's scale (px/pt, the downscaled one for a downscaled
  /// style), the bar's height, the quarter turns it was stored at, the screen (pt) and, for
  /// every frame, the keyboard's top and the bar's bottom (points from the screen's top).
  struct Truth: Decodable {
    /// One drawn frame.
    struct Frame: Decodable {
      var timeMs: Double
      var keyboardTop: Double
      var barBottom: Double
      /// The first row below the text field's border, points.
      var fieldBottom: Double?
    }
    var scale: Double
    var barHeight: Double
    var rotate: Int
    var screen: [Double]
    var frames: [Frame]
  }

  /// Draws `style` into `folder`: the video's path and what was drawn. Needs
  /// ``PillowPython``.
  static func render(_ style: String, in folder: VideoTestFolder) throws -> (
    video: String, truth: Truth
  ) {
    let python = try #require(PillowPython.path)
    let video = folder.file("\(style).mp4")
    let truth = folder.file("\(style).json")
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Independent/render_screens.py").path
    let made = try ExternalTool.run(python, [script, style, video, truth])
    try #require(made.status == 0, "\(made.standardError)")
    let data = try Data(contentsOf: URL(fileURLWithPath: truth))
    return (video, try JSONDecoder().decode(Truth.self, from: data))
  }

  /// Draws `style` (``render(_:in:)``) and passes the video through `ffmpeg` with `arguments`
  /// (between its input and its output) into `name` in `folder`: a copy as people share one
  /// (a GIF, a re-encode), its path and what was drawn.
  static func renderCopy(
    _ style: String, as name: String, in folder: VideoTestFolder, ffmpeg arguments: [String]
  ) throws -> (copy: String, truth: Truth) {
    let (video, truth) = try render(style, in: folder)
    let copy = folder.file(name)
    try ExternalTool.ffmpeg(["-i", video] + arguments + [copy])
    return (copy, truth)
  }

  /// `ffmpeg` arguments that keep every fourth frame of a 60 fps drawing (15 fps, each at its own
  /// time) as a GIF `width` pixels wide, scaled by area, with a palette of the whole video and no
  /// dithering: the drawn sweep's GIF copies.
  static func everyFourthFrameGIFArguments(width: Int) -> [String] {
    [
      "-vf",
      "select='not(mod(n\\,4))',scale=\(width):-2:flags=area,split[a][b];[a]palettegen[p];"
        + "[b][p]paletteuse=dither=none",
      "-fps_mode", "vfr",
    ]
  }

  /// `ffmpeg` arguments that make a 15 fps GIF `width` pixels wide (a pixel a point for a
  /// 390 pt screen), its rows scaled with `scaling` (`area`, `lanczos`) and its 256 colours from
  /// a palette of the whole video: a GIF as one is exported for a pull request.
  static func gifArguments(width: Int = 390, scaling: String = "area") -> [String] {
    [
      "-vf",
      "fps=15,scale=\(width):-2:flags=\(scaling),split[a][b];[a]palettegen[p];[b][p]paletteuse",
    ]
  }
}
