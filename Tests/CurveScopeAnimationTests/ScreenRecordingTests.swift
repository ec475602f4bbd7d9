import CurveScope
import CurveScopePlot
import Testing

@testable import CurveScopeAnimation

/// The plain screen's choices: which frame a still shows, its pixel size, and the readout under
/// an annotated phone.
struct ScreenRecordingTests {
  @Test("the still shows the worst desync: the deeper overlap, the wider gap, or half travel")
  func worstFrame() throws {
    let measurements = try AnimationFixtures.show([
      .reportedDuration, .displayLink, .curveShift, .iqKeyboardManager,
    ])
    // reported-duration: covered 63.5 pt at 91.7 ms beats the 19.1 pt gap.
    let reported = measurements[0].series.frames[ScreenRecording.worstFrame(measurements[0])]
    #expect(abs(reported.timeMilliseconds - 1100.0 / 12) < 1e-6)
    #expect(abs((reported.gap ?? 0) + 63.5) < 0.05)
    // display-link: one frame late, covered 16.3 pt at 58.3 ms.
    let late = measurements[1].series.frames[ScreenRecording.worstFrame(measurements[1])]
    #expect(abs(late.timeMilliseconds - 700.0 / 12) < 1e-6)
    // In sync: the frame whose keyboard top is nearest half of its travel (812 → 521: 666.5),
    // found here by scanning every frame.
    for measurement in measurements[2...] {
      let frames = measurement.series.frames
      let nearest = frames.indices.min {
        abs((frames[$0].keyboardTop ?? 0) - 666.5) < abs((frames[$1].keyboardTop ?? 0) - 666.5)
      }
      let chosen = ScreenRecording.worstFrame(measurement)
      #expect(chosen == nearest || abs(chosen - (nearest ?? -9)) == 1)
    }
  }

  @Test(
    "--at picks the display frame on screen: the latest at or before it",
    arguments: [
      (-5.0, 0), (0, 0), (8.3, 0), (8.34, 1), (91.7, 11), (599.9, 71), (600, 72), (1e6, 72),
    ])
  func frameAt(milliseconds: Double, frame: Int) throws {
    let recording = try ScreenRecording(try AnimationFixtures.show([.curveShift])[0])
    #expect(recording.frame(atMilliseconds: milliseconds) == frame)
  }

  @Test(
    "pixel size: a known iPhone's recording size, else 3×; the scale bounds",
    arguments: [
      (375.0, 812.0, 1125, 2436), (414, 896, 828, 1792), (414, 736, 1080, 1920),
      (390, 844, 1170, 2532),
      (500, 900, 1500, 2700),
    ])
  func pixelSize(width: Double, height: Double, pixelWidth: Int, pixelHeight: Int) throws {
    let scenario = try Scenario.defaultShow(
      keyboardHeight: 291, screenWidth: width, screenHeight: height)
    let measurement = try SyncAnalysis(
      scenario: scenario, strategy: .curveShift, clock: FrameClock(.hz60)
    ).measurement()
    let recording = try ScreenRecording(measurement)
    #expect(recording.pixelWidth == pixelWidth && recording.pixelHeight == pixelHeight)
  }

  @Test("a scale outside 1…4 is refused with its range")
  func scaleBounds() throws {
    let measurement = try AnimationFixtures.show([.curveShift])[0]
    #expect(
      throws: AnimationError(
        .setting(
          name: "scale", value: 0.5, range: ScreenRecording.scaleRange, unit: "pixels per point"))
    ) { try ScreenRecording(measurement, scale: 0.5) }
  }

  @Test(
    "the readout under a phone",
    arguments: [
      (-12.34, "keyboard covers 12.3 pt of the bar"), (4.06, "blank gap 4.1 pt"), (0, "in sync"),
      (0.4, "within tolerance (0.4 pt)"), (-1, "within tolerance (1 pt)"),
    ])
  func readout(gap: Double, text: String) {
    let frame = SeriesFrame(
      time: 0, timeMilliseconds: 0, keyboardTop: 500, barBottom: 500 - gap, margin: 0)
    #expect(AnimationDrawing.readout(frame, tolerance: 1, theme: .standard).text == text)
    let missing = SeriesFrame(
      time: 0, timeMilliseconds: 0, keyboardTop: nil, barBottom: 500, margin: 0)
    #expect(
      AnimationDrawing.readout(missing, tolerance: 1, theme: .standard).text
        == "keyboard edge not seen in this frame")
  }
}
