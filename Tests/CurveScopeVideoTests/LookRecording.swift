import CurveScope
import CurveScopeDetection
import CurveScopePlot
import CurveScopeVideo
import Foundation

/// A scripted recording of a drawn phone screen in one of the looks real recordings have (a
/// glass keyboard, a floating pill bar, a bar whose background is the page's, a dark Gboard):
/// the keyboard rests up, hides, rests hidden, shows and rests up again, each motion an ease in
/// and out over 350 ms, at 30 frames a second; the bar rests `gapUp` points above the keyboard
/// and `gapDown` points above the screen's bottom with the keyboard hidden (the safe area over
/// the home indicator), in between on the keyboard's progress, unless it is `late`.
struct LookRecording {
  var keyboardLook: KeyboardLook = .classic
  var barLook: BarLook = .standard
  var appearance: ScreenAppearance = .light
  /// Screen size and keyboard height in points, and pixels per point.
  var width = 375.0
  var height = 812.0
  var keyboardHeight = 291.0
  var scale = 3.0
  var gapUp = 0.0
  var gapDown = 34.0
  /// On the show, the bar stays at its hidden resting place for this long after the keyboard
  /// starts (covered by it), then jumps to its place on the keyboard.
  var late: Double?
  /// No bar in view (drawn above the screen's top).
  var withoutBar = false

  /// One frame: its time, where the keyboard's top and the bar's bottom are (points).
  struct Frame {
    var time: Double
    var keyboardTop: Double
    var barBottom: Double
  }

  static let motion = 350.0
  static let hideStart = 300.0
  static let showStart = 1000.0
  static let end = 1650.0

  /// Ease in and out (cubic) of `t` in 0…1.
  static func ease(_ t: Double) -> Double {
    let x = min(1, max(0, t))
    return x < 0.5 ? 4 * x * x * x : 1 - pow(-2 * x + 2, 3) / 2
  }

  /// The keyboard's progress towards hidden (0 up, 1 hidden) at `time`.
  static func progress(_ time: Double) -> Double {
    if time < showStart { return ease((time - hideStart) / motion) }
    return 1 - ease((time - showStart) / motion)
  }

  /// Every frame.
  var frames: [Frame] {
    stride(from: 0.0, to: Self.end, by: 1000.0 / 30).map { time in
      let progress = Self.progress(time)
      let up = height - keyboardHeight
      let keyboard = up + progress * keyboardHeight
      var bar = keyboard - (gapUp + progress * (gapDown - gapUp))
      if let late, time >= Self.showStart, time < Self.showStart + late {
        bar = height - gapDown
      }
      if withoutBar { bar = -60 }
      return Frame(time: time, keyboardTop: keyboard, barBottom: bar)
    }
  }

  /// The screen drawn.
  func screen() throws -> PhoneScreen {
    try PhoneScreen(
      width: width, height: height, appearance: appearance, keyboardHeight: keyboardHeight,
      scale: scale, keyboardLook: keyboardLook, barLook: barLook)
  }

  /// Writes the recording as H.264 to `path`.
  func record(to path: String) throws {
    try record(to: path) { _, _, _ in }
  }

  /// A painter of grey rectangles over a frame: x and y ranges in points, and the grey level.
  typealias Paint = (ClosedRange<Double>, ClosedRange<Double>, UInt8) -> Void

  /// Writes the recording as H.264 to `path`, each frame drawn by the screen and then painted
  /// over by `overpaint` (what the drawn screen does not show: text typed in the field, a key's
  /// pop-up).
  func record(to path: String, overpaint: (Frame, PhoneScreen, Paint) -> Void) throws {
    let screen = try screen()
    var writer: VideoWriter?
    for frame in frames {
      let raster = try screen.render(
        PhoneScreenState(
          timeMilliseconds: frame.time, keyboardTop: frame.keyboardTop,
          barBottom: frame.barBottom))
      var bytes = raster.bytes
      func paint(_ x: ClosedRange<Double>, _ y: ClosedRange<Double>, _ gray: UInt8) {
        let rows = max(0, Int(y.lowerBound * scale))..<min(raster.height, Int(y.upperBound * scale))
        let columns =
          max(0, Int(x.lowerBound * scale))..<min(raster.width, Int(x.upperBound * scale))
        for row in rows {
          for column in columns {
            let offset = (row * raster.width + column) * 4
            bytes[offset] = gray
            bytes[offset + 1] = gray
            bytes[offset + 2] = gray
            bytes[offset + 3] = 255
          }
        }
      }
      overpaint(frame, screen, paint)
      let image = try PixelImage(
        width: raster.width, height: raster.height, layout: .bgra, bytes: bytes)
      if writer == nil {
        writer = try VideoWriter(
          path: path, width: raster.width, height: raster.height,
          settings: VideoWriterSettings(preset: "veryfast"))
      }
      try writer?.append(image, timeMilliseconds: frame.time)
    }
    try writer?.finish(endMilliseconds: Self.end)
  }

  /// Converts an H.264 recording into a GIF `width` pixels wide, 256 colours with dithering,
  /// as chat apps and READMEs hold them.
  static func gif(from path: String, to gif: String, width: Int) throws {
    try ExternalTool.ffmpeg([
      "-i", path, "-vf",
      "scale=\(width):-2:flags=area,split[a][b];[a]palettegen[p];[b][p]paletteuse=dither=bayer",
      gif,
    ])
  }
}
