import CurveScope
import CurveScopeAnimation
import CurveScopeOutput
import CurveScopePlot

/// The `animations` target: a comparison animation or a plain screen recording planned from
/// settings the bytes choose (strategies, slow motion, frame rate, scale, appearance, format,
/// the default scenario's keyboard height, duration and curve), and written when its work is
/// small.
///
/// Bytes: 0 the strategies (a bit each of the first eight presets), 1 the slow motion, 2 the
/// frame rate, 3 the scale (0.25 steps, some out of range), 4 the format, kind and appearance,
/// 5–6 the keyboard height, 7 the reported duration, 8 the curve. Invariants: every refusal is a
/// typed error (``AnimationError`` and the scenario's and screen's own), never a trap; a plan
/// within the limits has frames of its stated size; when frames × pixels stay under
/// ``writtenPixels`` the file is written and starts as a GIF or an MP4 does.
enum AnimationHarness {
  /// The most pixels drawn in all for a plan to be written: a few frames, well within the
  /// fuzzer's timeout in an instrumented debug build (3 million pixels of GIF took 21 s there).
  static let writtenPixels = 700_000

  static func run(_ bytes: [UInt8]) {
    func byte(_ index: Int) -> Int { index < bytes.count ? Int(bytes[index]) : 0 }
    let presets = InputBarStrategy.presets.prefix(8)
    let strategies = presets.enumerated().filter { byte(0) >> $0.offset & 1 == 1 }.map(\.element)
    let slowMotion = Double(byte(1) % 128)  // 0 and above 100 are out of range
    let framesPerSecond = Double(byte(2) % 64)
    let scale = Double(byte(3) % 20) * 0.25
    let format: AnimationFormat = byte(4) & 1 == 0 ? .gif : .mp4
    let screen = byte(4) & 2 != 0
    let appearance: ScreenAppearance = byte(4) & 4 == 0 ? .light : .dark
    let height = Double(byte(5) << 8 | byte(6)) / 65_535 * 900
    let duration = Double(byte(7)) / 25
    let curve = AnimationCurve(rawValue: byte(8) % 12)
    let measurements: [SyncMeasurement]
    do {
      let scenario = try Scenario.defaultShow(
        keyboardHeight: height, duration: duration, curve: curve)
      measurements = try (strategies.isEmpty ? [.curveShift] : strategies).map {
        try SyncAnalysis(scenario: scenario, strategy: $0, clock: FrameClock(.hz60)).measurement()
      }
    } catch {
      FuzzCheck.requireTyped(error, "the scenario")
      return
    }
    let path = FuzzSandbox.shared.path + "/animation." + format.rawValue
    do {
      if screen, let first = measurements.first {
        let recording = try ScreenRecording(
          first, slowMotion: max(1, slowMotion), framesPerSecond: framesPerSecond,
          scale: scale, appearance: appearance)
        guard small(recording.pixelWidth, recording.pixelHeight, recording.timeline.frameCount)
        else { return }
        try recording.write(to: path, format: format)
      } else {
        let settings = try AnimationSettings(
          slowMotion: slowMotion, framesPerSecond: framesPerSecond, scale: scale,
          appearance: appearance)
        let animation = try SyncAnimation(measurements, settings: settings)
        guard small(animation.pixelWidth, animation.pixelHeight, animation.timeline.frameCount)
        else { return }
        let image = try animation.render(frame: animation.timeline.frameCount - 1)
        FuzzCheck.require(
          image.width == animation.pixelWidth && image.height == animation.pixelHeight,
          "a frame of \(image.width)×\(image.height), planned \(animation.pixelWidth)×"
            + "\(animation.pixelHeight)")
        try animation.write(to: path, format: format)
      }
    } catch {
      FuzzCheck.requireTyped(error, "the animation")
      return
    }
    let head = Array((FuzzCorpus.contents(of: path) ?? []).prefix(12))
    let magic = format == .gif ? Array("GIF89a".utf8) : Array("ftyp".utf8)
    FuzzCheck.require(
      format == .gif ? head.starts(with: magic) : Array(head.dropFirst(4)).starts(with: magic),
      "the \(format.rawValue) written starts with \(head)")
  }

  /// Whether frames × pixels stay under ``writtenPixels``.
  static func small(_ width: Int, _ height: Int, _ frames: Int) -> Bool {
    let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
    let (work, overflowAgain) = pixels.multipliedReportingOverflow(by: frames)
    return !overflow && !overflowAgain && work <= writtenPixels
  }
}
