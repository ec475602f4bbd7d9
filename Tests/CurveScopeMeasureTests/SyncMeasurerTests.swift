import CurveScopeMeasure
import CurveScopeSync
import CurveScopeTiming
import Testing

/// The measurer on hand-made series: regular and irregular frame times, missing edges; every
/// expected number worked out by hand from the frames below.
@Suite("Sync measurer on hand-made series")
struct SyncMeasurerTests {
  /// A recorded series from (ms, keyboard top, bar bottom) triples; screen 800 pt tall, the
  /// keyboard travelling from 800 to 500 (a show), margin 0.
  static func series(
    _ rows: [(Double, Double?, Double?)], margin: Double = 0,
    travel: KeyboardTravel? = KeyboardTravel(from: 800, to: 500)
  ) throws -> FrameSeries {
    try FrameSeries(
      name: "hand", screenWidth: 400, screenHeight: 800, barName: "bar", margin: margin,
      frames: rows.map { ms, keyboard, bar in
        SeriesFrame(
          time: ms / 1000, timeMilliseconds: ms, keyboardTop: keyboard, barBottom: bar,
          margin: margin)
      }, provenance: .recorded(RecordingSource(platform: "test")), firstTravel: travel)
  }

  @Test("extremes, tolerance, RMS, final error and settling on irregular frames")
  func irregularFrames() throws {
    // gaps (keyboard − bar): 0, −30, 12, 0.5, 0 at 0, 10, 25, 32, 50 ms.
    let series = try Self.series([
      (0, 800, 800), (10, 700, 730), (25, 560, 548), (32, 520.5, 520), (50, 500, 500),
    ])
    let summary = try SyncMeasurer(tolerance: 1).measure(series).summary
    #expect(summary.maxOverlapPoints == 30 && summary.maxOverlapAtMilliseconds == 10)
    #expect(summary.maxGapPoints == 12 && summary.maxGapAtMilliseconds == 25)
    #expect(summary.framesOutOfTolerance == 2)
    // Frames out of tolerance are shown until the next frame: 15 ms (10→25) + 7 ms (25→32).
    #expect(summary.outOfSyncMilliseconds == 22)
    #expect(summary.finalErrorPoints == 0)
    let rms = ((900.0 + 144 + 0.25) / 5).squareRoot()
    #expect(abs(summary.rmsGapPoints - rms) < 1e-12)
    // Intervals 10, 15, 7, 18: median (10 + 15) / 2 = 12.5 ms → 80 Hz.
    #expect(series.medianIntervalMilliseconds == 12.5)
    #expect(summary.frameRate == 80)
    // Both are more than 1 pt from 500 at 32 ms (520.5 and 520), within it from 50 ms on.
    #expect(summary.keyboardSettleMilliseconds == 50)
    #expect(summary.barSettleMilliseconds == 50)
    #expect(summary.missingFrameCount == 0)
  }

  @Test("half-travel crossings interpolate between the frames where each edge was seen")
  func crossings() throws {
    // Level 650. Keyboard: 700 at 10 ms, 560 at 25 ms → 10 + 15·(50/140) ms.
    // Bar: 730 at 10 ms, 548 at 25 ms → 10 + 15·(80/182) ms.
    let series = try Self.series([
      (0, 800, 800), (10, 700, 730), (25, 560, 548), (32, 520.5, 520), (50, 500, 500),
    ])
    let measurement = try SyncMeasurer().measure(series)
    let crossing = try #require(measurement.halfTravel)
    let keyboard = 10 + 15 * (50.0 / 140)
    let bar = 10 + 15 * (80.0 / 182)
    #expect(crossing.keyboardLevel == 650 && crossing.barLevel == 650)
    #expect(abs((crossing.keyboardMilliseconds ?? 0) - keyboard) < 1e-9)
    #expect(abs((crossing.barMilliseconds ?? 0) - bar) < 1e-9)
    #expect(abs((measurement.summary.lagAtHalfTravelMilliseconds ?? 0) - (bar - keyboard)) < 1e-9)
  }

  @Test("a missing frame invents no overlap: only frames where both edges were seen count")
  func missingFrames() throws {
    // Joining 0 ms and 20 ms would put the bar 50 pt under the keyboard at 10 ms; no frame saw
    // that, so the only gaps are 0, 0 and −2.
    let series = try Self.series([
      (0, 800, 800), (10, 650, nil), (20, 500, 502), (30, nil, 500), (40, 500, 500),
    ])
    let summary = try SyncMeasurer().measure(series).summary
    #expect(summary.missingFrameCount == 2)
    #expect(summary.frameCount == 5)
    #expect(summary.maxOverlapPoints == 2 && summary.maxOverlapAtMilliseconds == 20)
    #expect(summary.maxGapPoints == 0 && summary.maxGapAtMilliseconds == nil)
    #expect(summary.framesOutOfTolerance == 1 && summary.outOfSyncMilliseconds == 10)
    #expect(abs(summary.rmsGapPoints - (4.0 / 3).squareRoot()) < 1e-12)
    #expect(series.frames[1].gap == nil && !series.frames[1].isComplete)
  }

  @Test("a margin shifts the gap; |gap| below 1e-9 pt is exactly 0")
  func marginAndNoise() throws {
    let series = try Self.series([(0, 800, 796), (10, 500, 496 + 1e-12)], margin: 4)
    #expect(series.frames[0].gap == 0 && series.frames[1].gap == 0)
    #expect(try SyncMeasurer().measure(series).summary.isInSync)
  }

  @Test("a simulated series keeps its clock: out of sync is count · 1000 / rate")
  func simulatedClock() throws {
    let analysis = try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: .displayLink, clock: FrameClock(.hz120))
    let summary = analysis.summary()
    #expect(summary.outOfSyncMilliseconds == Double(summary.framesOutOfTolerance) * 1000 / 120)
    #expect(summary.frameRate == 120 && summary.missingFrameCount == 0)
  }

  @Test("frames that cannot form a series are typed errors")
  func badFrames() {
    func frame(_ ms: Double, _ keyboard: Double? = 800, _ bar: Double? = 800) -> SeriesFrame {
      SeriesFrame(
        time: ms / 1000, timeMilliseconds: ms, keyboardTop: keyboard, barBottom: bar, margin: 0)
    }
    func make(_ frames: [SeriesFrame]) throws {
      _ = try FrameSeries(
        name: "x", screenWidth: 1, screenHeight: 800, barName: "b", frames: frames,
        provenance: .recorded(RecordingSource()))
    }
    #expect(throws: FrameSeriesError.noFrames) { try make([]) }
    #expect(throws: FrameSeriesError.timeNotIncreasing(frame: 1, milliseconds: 0)) {
      try make([frame(0), frame(0)])
    }
    #expect(throws: FrameSeriesError.timeNotIncreasing(frame: 2, milliseconds: 5)) {
      try make([frame(0), frame(10), frame(5)])
    }
    #expect(throws: FrameSeriesError.notFinite(frame: 1)) { try make([frame(0), frame(10, .nan)]) }
    #expect(throws: FrameSeriesError.edgeNeverSeen(.barBottom)) {
      try make([frame(0, 800, nil), frame(10, 700, nil)])
    }
    #expect(throws: SyncMeasurerError.tolerance(-1)) { try SyncMeasurer(tolerance: -1) }
  }
}
