import CurveScopeTestSupport
import Testing

@testable import CurveScopeAnimation

/// The timeline against the frame times worked out by hand: frame counts, which display frame
/// each output frame shows, the counter, the lead-in and the hold, and display-frame sampling.
struct AnimationTimelineTests {
  /// 120 Hz frames 0…600 ms (73 frames), as the default show's simulation has.
  static let display120 = (0...72).map { Double($0) * 1000 / 120 }

  struct ConstantCase: CustomTestStringConvertible, Sendable {
    var name: String
    var slowMotion: Double
    var fps: Double
    var leadIn: Double
    var hold: Double
    /// ceil((leadIn + 600 × slow) / (1000 / fps)) + 1.
    var motionFrames: Int
    /// round(hold × fps / 1000).
    var holdFrames: Int
    var testDescription: String { name }
  }

  static let constantCases = [
    // (500 + 4800) / 33.33 = 159 → 160 frames; 2000 ms hold = 60 frames.
    ConstantCase(
      name: "8× at 30 fps, 0.5 s lead-in", slowMotion: 8, fps: 30, leadIn: 500, hold: 2000,
      motionFrames: 160, holdFrames: 60),
    // 3000 / 33.33 = 90 → 91 frames.
    ConstantCase(
      name: "5× at 30 fps, no lead-in", slowMotion: 5, fps: 30, leadIn: 0, hold: 0,
      motionFrames: 91, holdFrames: 0),
    // 600 / 40 = 15 → 16 frames; 1000 / 40 = 25.
    ConstantCase(
      name: "real time at 25 fps", slowMotion: 1, fps: 25, leadIn: 0, hold: 1000,
      motionFrames: 16, holdFrames: 25),
    // (250 + 60000) / 20 = 3012.5 → 3014 frames; 10000 / 20 = 500.
    ConstantCase(
      name: "100× at 50 fps", slowMotion: 100, fps: 50, leadIn: 250, hold: 10_000,
      motionFrames: 3014, holdFrames: 500),
  ]

  @Test(
    "constant rate: frame counts, times, and the display frame each frame shows",
    arguments: constantCases)
  func constantRate(_ test: ConstantCase) throws {
    let timeline = try AnimationTimeline(
      seriesTimes: [Self.display120], sampling: .constantRate(framesPerSecond: test.fps),
      slowMotion: test.slowMotion, leadInMilliseconds: test.leadIn, holdMilliseconds: test.hold)
    #expect(timeline.motionFrameCount == test.motionFrames)
    #expect(timeline.holdFrameCount == test.holdFrames)
    #expect(
      abs(
        timeline.playbackEndMilliseconds - Double(test.motionFrames + test.holdFrames) * 1000
          / test.fps) < 1e-6)
    for index in 0..<timeline.frameCount {
      let instant = timeline.instant(index)
      let played = Double(index) * 1000 / test.fps
      #expect(abs(instant.playbackMilliseconds - played) < 1e-9)
      // The motion's time at that playback time, then the 120 Hz frame on screen then.
      let motion = min(600, max(0, (played - test.leadIn) / test.slowMotion))
      let expected =
        index >= test.motionFrames - 1 ? 72 : Int((motion * 120 / 1000 + 1e-9).rounded(.down))
      #expect(instant.shown == [expected], "frame \(index) at \(played) ms")
      #expect(instant.counterMilliseconds == Self.display120[expected])
    }
  }

  @Test("every display frame is shown when slow motion × fps reaches the display rate")
  func everyDisplayFrameShown() throws {
    let timeline = try AnimationTimeline(
      seriesTimes: [Self.display120], sampling: .constantRate(framesPerSecond: 30),
      slowMotion: 4, leadInMilliseconds: 500, holdMilliseconds: 0)
    let shown = Set((0..<timeline.frameCount).map { timeline.instant($0).shown[0] })
    #expect(shown == Set(0...72))
    for frame in [0, 11, 28, 72] {
      let first = try #require(timeline.firstInstant(showing: frame, ofSeries: 0))
      #expect(timeline.instant(first).shown[0] == frame)
      if first > 0 { #expect(timeline.instant(first - 1).shown[0] < frame) }
    }
  }

  @Test("series of different lengths: a finished series holds its last frame")
  func finishedSeriesHolds() throws {
    let short = Array(Self.display120.prefix(40))
    let timeline = try AnimationTimeline(
      seriesTimes: [Self.display120, short], sampling: .constantRate(framesPerSecond: 30),
      slowMotion: 8, leadInMilliseconds: 0, holdMilliseconds: 0)
    let last = timeline.instant(timeline.frameCount - 1)
    #expect(last.shown == [72, 39])
    #expect(last.counterMilliseconds == 600)
  }

  @Test("display frames: one frame per display frame at its own slowed time (variable rate)")
  func displayFrames() throws {
    // Irregular frames: 0, 8.3, 25, 33.3, 58.3 ms (dropped frames in between).
    let times = [0, 1000.0 / 120, 25, 1000.0 / 30, 58.3]
    let timeline = try AnimationTimeline(
      seriesTimes: [times], sampling: .displayFrames, slowMotion: 2, leadInMilliseconds: 0,
      holdMilliseconds: 1000)
    #expect(timeline.frameCount == 5)
    for (index, time) in times.enumerated() {
      let instant = timeline.instant(index)
      #expect(instant.shown == [index])
      #expect(abs(instant.playbackMilliseconds - time * 2) < 1e-9)
      #expect(instant.counterMilliseconds == time)
    }
    #expect(abs(timeline.playbackEndMilliseconds - (58.3 * 2 + 1000)) < 1e-9)
  }

  @Test("more frames than the limit are refused before any work")
  func tooManyFrames() {
    // 60 s of motion at 100× and 50 fps: 300 000 frames.
    let times = [0, 60_000.0]
    #expect(
      throws: AnimationError(.tooManyFrames(count: 300_001, limit: AnimationLimits.maximumFrames))
    ) {
      try AnimationTimeline(
        seriesTimes: [times], sampling: .constantRate(framesPerSecond: 50), slowMotion: 100,
        leadInMilliseconds: 0, holdMilliseconds: 0)
    }
    // A slow motion or rate that is not a number never reaches the frame arithmetic.
    for (slow, fps) in [(Double.nan, 30.0), (-1, 30), (8, .infinity), (8, 0)] {
      #expect(throws: AnimationError.self) {
        try AnimationTimeline(
          seriesTimes: [times], sampling: .constantRate(framesPerSecond: fps), slowMotion: slow,
          leadInMilliseconds: 0, holdMilliseconds: 0)
      }
    }
    #expect(throws: AnimationError(.noMeasurements)) {
      try AnimationTimeline(
        seriesTimes: [], sampling: .displayFrames, slowMotion: 1, leadInMilliseconds: 0,
        holdMilliseconds: 0)
    }
  }

  struct SettingCase: CustomTestStringConvertible, Sendable {
    var name: String
    var make: @Sendable () throws -> AnimationSettings
    var cause: AnimationError.Cause
    var testDescription: String { name }
  }

  static let settingCases: [SettingCase] = [
    SettingCase(
      name: "slow motion 0", make: { try AnimationSettings(slowMotion: 0) },
      cause: .setting(
        name: "slow motion", value: 0, range: AnimationSettings.slowMotionRange, unit: "times")),
    SettingCase(
      name: "slow motion NaN", make: { try AnimationSettings(slowMotion: .nan) },
      cause: .setting(
        name: "slow motion", value: .nan, range: AnimationSettings.slowMotionRange,
        unit: "times")),
    SettingCase(
      name: "frame rate 60", make: { try AnimationSettings(framesPerSecond: 60) },
      cause: .setting(
        name: "frame rate", value: 60, range: AnimationSettings.framesPerSecondRange,
        unit: "frames per second")),
    SettingCase(
      name: "scale 8", make: { try AnimationSettings(scale: 8) },
      cause: .setting(
        name: "scale", value: 8, range: AnimationSettings.scaleRange, unit: "pixels per point")),
    SettingCase(
      name: "hold −1", make: { try AnimationSettings(holdMilliseconds: -1) },
      cause: .setting(
        name: "hold", value: -1, range: AnimationSettings.pauseRange, unit: "ms")),
  ]

  @Test("settings out of range are refused with the setting and its range", arguments: settingCases)
  func settings(_ test: SettingCase) {
    do {
      _ = try test.make()
      Issue.record("accepted")
    } catch let error as AnimationError {
      // NaN never equals itself: compare the causes' parts.
      guard case .setting(let name, let value, let range, let unit) = error.cause,
        case .setting(let wantedName, let wantedValue, let wantedRange, let wantedUnit) = test.cause
      else {
        Issue.record("cause \(error.cause)")
        return
      }
      #expect(name == wantedName && range == wantedRange && unit == wantedUnit)
      #expect(isSameValue(value, wantedValue))
      #expect(error.isSettingsProblem)
    } catch {
      Issue.record("\(error)")
    }
  }

  @Test("the one sentence of an animation error")
  func sentence() {
    let error = AnimationError(.tooManyFrames(count: 9000, limit: 7200))
    #expect(
      error.description
        == "animation of 9000 frames — more than the limit of 7200 frames; lower the slow "
        + "motion or the frame rate")
  }
}
