import CurveScopeDetection
import Foundation
import Testing

/// Copies of a drawn recording as users share them (downscaled by a chat app, fewer frames a
/// second, padded into a plain border), made with the ffmpeg tool: each is measured right or
/// refused, and a verdict from thin evidence says so in its trust, never confidently.
@Suite(.enabled(if: ExternalTool.isAvailable("ffmpeg")), .serialized)
struct ReencodedCopyTests {
  /// A 375 × 812 pt screen drawn at 2×, the bar on the keyboard (in sync).
  static let look = LookRecording(width: 375, height: 812, keyboardHeight: 291, scale: 2)

  /// ``look`` drawn once for the suite: the MP4's bytes (each test copies it its own way).
  static let drawnBytes: Result<Data, any Error> = Result {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let drawn = folder.file("drawn.mp4")
    try look.record(to: drawn)
    return try Data(contentsOf: URL(fileURLWithPath: drawn))
  }

  /// Transforms the drawn look with ffmpeg's `filter`, and measures the copy.
  static func measureCopy(filter: String, output: [String] = []) throws -> MeasureRun {
    let folder = try VideoTestFolder()
    defer { folder.remove() }
    let drawn = folder.file("drawn.mp4")
    try drawnBytes.get().write(to: URL(fileURLWithPath: drawn))
    let copy = folder.file("copy.mp4")
    try ExternalTool.ffmpeg(
      [
        "-i", drawn, "-vf", filter, "-c:v", "libx264", "-crf", "18", "-pix_fmt", "yuv420p",
      ] + output + [copy])
    return try MeasureRun(copy)
  }

  static func trust(_ run: MeasureRun) -> (level: String, reasons: [String]) {
    let trust = run.object["trust"] as? [String: Any] ?? [:]
    return (trust["level"] as? String ?? "", trust["reasons"] as? [String] ?? [])
  }

  @Test func halfSizeCopyIsRightOrOfLowTrust() throws {
    // 750 × 1624 px made 376 × 812: about 1 px a point.
    let run = try Self.measureCopy(filter: "scale=376:812:flags=area")
    guard run.code == 0 else {
      #expect(run.code == 65, "\(run.standardError)")
      return
    }
    let verdict = (run.object["desync"] as? [String: Any])?["verdict"] as? String
    let (level, reasons) = Self.trust(run)
    #expect(level == "low", "\(reasons)")
    #expect(reasons.contains { $0.hasPrefix("few pixels per point (") }, "\(reasons)")
    #expect(verdict == "in sync", "\(run.object["desync"] ?? "")")
  }

  @Test func fifteenFramesASecondAreOfLowTrust() throws {
    // Every second frame of the 30 fps drawing, as a GIF export keeps them.
    let run = try Self.measureCopy(
      filter: "select='not(mod(n\\,2))',setpts=N/(15*TB)", output: ["-r", "15"])
    guard run.code == 0 else {
      #expect(run.code == 65, "\(run.standardError)")
      return
    }
    let (level, reasons) = Self.trust(run)
    #expect(level == "low", "\(reasons)")
    #expect(reasons.contains { $0.hasPrefix("few frames a second (15") }, "\(reasons)")
    let limits = (run.object["trust"] as? [String: Any])?["limits"] as? [String] ?? []
    #expect(limits.contains { $0.hasPrefix("few frames a second") }, "\(limits)")
  }

  /// Measures the copy `filter` makes of the drawn screen, and checks that the screen was found
  /// at `region` (by a uniform border, or by what changes between still margins: `byMotion`),
  /// at 2 px/pt, the keyboard within a point of the drawn one where it shows (its points are
  /// the screen's), and the verdict in sync. Returns the run.
  @discardableResult
  static func expectScreenFound(filter: String, region: [Int], byMotion: Bool) throws
    -> MeasureRun
  {
    let run = try measureCopy(filter: filter)
    #expect(run.code == 0, "\(run.standardError)")
    let recording = try #require(run.object["recording"] as? [String: Any])
    #expect(recording["region"] as? [Int] == region, "\(recording["region"] ?? "")")
    #expect(recording["regionFoundInBorder"] as? Bool == !byMotion)
    #expect(recording["regionFoundByMotion"] as? Bool == byMotion)
    #expect(recording["pixelsPerPoint"] as? Double == 2)
    var misses: [String] = []
    for (drawn, measured) in zip(look.frames, run.frames) where drawn.keyboardTop < 800 {
      let error = measured.keyboardTop.map { abs($0 - drawn.keyboardTop) } ?? .infinity
      if !(error <= 1) { misses.append("t=\(drawn.time) \(drawn.keyboardTop) \(error)") }
    }
    #expect(misses.count <= 1, "\(misses.prefix(6))")
    let verdict = (run.object["desync"] as? [String: Any])?["verdict"] as? String
    #expect(verdict == "in sync", "\(run.object["desync"] ?? "")")
    return run
  }

  @Test func screenInsideUniformBorderIsFound() throws {
    // The 750 × 1624 px screen padded by 90 px left and right and 140 px above and below in a
    // dark grey, as a screen shown on a slide or in a plain window is.
    try Self.expectScreenFound(
      filter: "pad=iw+180:ih+280:90:140:color=0x2b2b2e", region: [90, 140, 750, 1624],
      byMotion: false)
  }

  @Test func screenInsideWhiteBorderIsFoundByWhatChanges() throws {
    // The same screen padded in white, as a light web page or slide shows it: the page is white
    // too, so the screen's edge cannot be told from the border in one frame. Its side columns
    // change when the keyboard shows; the border's never do. Before, the whole frame was
    // examined: no phone's shape (390 pt across assumed, points 17 % off) and the border's
    // still columns in every comparison.
    try Self.expectScreenFound(
      filter: "pad=iw+180:ih+280:90:140:color=white", region: [90, 140, 750, 1624],
      byMotion: true)
  }

  @Test func screenInsideDeviceFrameIsFoundByWhatChanges() throws {
    // The screen inside a 12 px near-black bezel on a light grey page, as a device frame shows
    // it. The plain page's edge is the bezel, so the uniform border is found around the bezel;
    // the bezel's columns never change, the screen's do. Before, the bezel stayed in the
    // region: its still columns in every comparison, and the screen's size no phone's.
    try Self.expectScreenFound(
      filter: "pad=iw+24:ih+24:12:12:color=0x101010,pad=iw+180:ih+280:90:140:color=0xf4f4f4",
      region: [102, 152, 750, 1624], byMotion: true)
  }

  @Test func roundedScreenCornersLeaveTheKeyboardMeasuredInTheirRows() throws {
    // The device frame again, its screen's bottom corners rounded to 45 pt (90 px) in the
    // bezel's black, as a mock-up's or a simulator window's screen is. In the corners' rows the
    // corners and the home indicator together hide more than half of each row; the strips the
    // corners touch are left out, the indicator's too, and the keyboard is placed on the rest
    // down to 12 pt above the screen's bottom. Before, the indicator's strips were compared
    // there (the row had too few strips left to mask it), a hiding keyboard was held at the
    // indicator's bottom, and then no keyboard edge was reported in the corners' rows at all.
    let radius = 90
    // A pixel is outside a corner's quarter circle when its centre is farther from the circle's
    // centre than the radius (`x` counts from the screen's side).
    let outside = { (x: String) in
      "gt(Y,H-\(radius))*lt(\(x),\(radius))"
        + "*gt(hypot(\(radius)-(\(x))-0.5,Y+0.5-(H-\(radius))),\(radius))"
    }
    let corners =
      "geq=lum='if(\(outside("X"))+\(outside("W-1-X")),16,lum(X,Y))'"
      + ":cb='cb(X,Y)':cr='cr(X,Y)'"
    let run = try Self.expectScreenFound(
      filter: corners
        + ",pad=iw+24:ih+24:12:12:color=0x101010,pad=iw+180:ih+280:90:140:color=0xf4f4f4",
      region: [102, 152, 750, 1624], byMotion: true)
    let recording = try #require(run.object["recording"] as? [String: Any])
    let rows = try #require(recording["bottomCornerRows"] as? Int)
    #expect((80...90).contains(rows), "\(rows)")
    // Keyboard tops in the corners' rows (767–800 pt), each within a point of the drawn one.
    let inCorners = zip(Self.look.frames, run.frames).filter {
      $0.0.keyboardTop > 767 && $0.0.keyboardTop < 800
    }
    #expect(inCorners.count >= 3)
    for (drawn, measured) in inCorners {
      let error = measured.keyboardTop.map { abs($0 - drawn.keyboardTop) } ?? .infinity
      #expect(error <= 1, "t=\(drawn.time) drawn \(drawn.keyboardTop) measured \(error)")
    }
  }

  @Test func screenEndsAboveRowsThatNeverChange() throws {
    // The screen with 48 white rows added under it (a screenshot tool's margin, a web page or a
    // light frame under the phone): no border at its sides, so the whole frame is examined. The
    // keyboard hides to the screen's bottom (row 1624), not to the frame's: the rows under it
    // never change.
    let run = try Self.measureCopy(filter: "pad=iw:ih+48:0:0:color=white")
    #expect(run.code == 0, "\(run.standardError)")
    let recording = try #require(run.object["recording"] as? [String: Any])
    #expect(recording["region"] as? [Int] == [0, 0, 750, 1672], "\(recording["region"] ?? "")")
    let scale = try #require(recording["pixelsPerPoint"] as? Double)
    let height = try #require(recording["screenHeightPoints"] as? Double)
    #expect(abs(height * scale - 1624) <= 3, "\(height) pt at \(scale) px/pt")
    // With the frame's bottom for the screen's, the bar's resting place with the keyboard
    // hidden is taken 24 pt further above the screen's bottom than it is, and the bar that
    // follows the keyboard reads as covered by it.
    let verdict = (run.object["desync"] as? [String: Any])?["verdict"] as? String
    #expect(verdict == "in sync", "\(run.object["desync"] ?? "")")
  }

  /// A luma-only frame: `fill` everywhere, `inner` (x, y, width, height) drawn with rows
  /// alternating between two levels (a screen with structure), or `nil` for none.
  static func frame(width: Int, height: Int, fill: UInt8, inner: (Int, Int, Int, Int)?) throws
    -> YCbCrImage
  {
    var luma = [UInt8](repeating: fill, count: width * height)
    if let (x, y, w, h) = inner {
      for row in y..<(y + h) {
        for column in x..<(x + w) { luma[row * width + column] = row % 8 < 4 ? 200 : 120 }
      }
    }
    let chroma = [UInt8](repeating: 128, count: ((width + 1) / 2) * ((height + 1) / 2))
    return try YCbCrImage(
      width: width, height: height, luma: luma, blueDifference: chroma, redDifference: chroma)
  }

  @Test func borderIsFoundOnlyWhenClearCut() throws {
    let padded = try Self.frame(width: 200, height: 300, fill: 40, inner: (20, 30, 160, 240))
    #expect(ScreenBorder.screen(in: padded) == PixelRect(x: 20, y: 30, width: 160, height: 240))
    let pillarbox = try Self.frame(width: 300, height: 200, fill: 0, inner: (100, 0, 100, 200))
    #expect(ScreenBorder.screen(in: pillarbox) == PixelRect(x: 100, y: 0, width: 100, height: 200))
    // Bands above and below alone (a screen's plain status bar and safe area can look like
    // them); no border; a blank frame; a screen whose side matches the border on some rows (a page
    // of the border's colour reaching the side, 10 px wide) is not clear-cut.
    let letterbox = try Self.frame(width: 200, height: 300, fill: 40, inner: (0, 30, 200, 240))
    #expect(ScreenBorder.screen(in: letterbox) == nil)
    let whole = try Self.frame(width: 200, height: 300, fill: 40, inner: (0, 0, 200, 300))
    #expect(ScreenBorder.screen(in: whole) == nil)
    let blank = try Self.frame(width: 200, height: 300, fill: 40, inner: nil)
    #expect(ScreenBorder.screen(in: blank) == nil)
    var luma = padded.luma
    for row in 100..<160 { for column in 20..<30 { luma[row * 200 + column] = 40 } }
    let ragged = try YCbCrImage(
      width: 200, height: 300, luma: luma, blueDifference: padded.blueDifference,
      redDifference: padded.redDifference)
    #expect(ScreenBorder.screen(in: ragged) == nil)
  }
}
