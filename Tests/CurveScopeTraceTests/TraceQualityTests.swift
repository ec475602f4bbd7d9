import CurveScopeTrace
import Testing

@Suite("Trace quality")
struct TraceQualityTests {
  /// Frames at `times` with keyboard and bar values.
  static func frames(_ rows: [(Double, Double?, Double?)]) -> [TraceFrame] {
    rows.map { TraceFrame(timeMilliseconds: $0.0, keyboardTop: $0.1, barBottom: $0.2) }
  }

  @Test("repeated frames: stale reads while moving count, equal frames at rest do not")
  func repeated() {
    // Frames 3 and 4 repeat frame 2 while both edges rise 10 pt per frame; 8…9 rest.
    let frames = Self.frames([
      (0, 800, 800), (10, 790, 795), (20, 780, 785), (30, 780, 785), (40, 780, 785),
      (50, 750, 755), (60, 740, 745), (70, 730, 735), (80, 730, 735), (90, 730, 735),
    ])
    #expect(TraceQuality(frames: frames).repeatedFrames == [3, 4])
  }

  @Test("a slow tail rounded to the grid is not a stale read (under 1 pt per frame)")
  func slowTail() {
    let frames = Self.frames([
      (0, 522, 522), (10, 521.67, 521.67), (20, 521.67, 521.67), (30, 521.33, 521.33),
      (40, 521, 521),
    ])
    #expect(TraceQuality(frames: frames).repeatedFrames.isEmpty)
  }

  @Test("dropped frames from long intervals, pauses apart, median rate and jitter")
  func intervals() {
    // Intervals: 8, 8, 8, 16 (1 dropped), 8, 32 (3 dropped), 8, 100 (a pause), 8.
    let times: [Double] = [0, 8, 16, 24, 40, 48, 80, 88, 188, 196]
    let quality = TraceQuality(frames: Self.frames(times.map { ($0, 800, 800) }))
    #expect(quality.medianIntervalMilliseconds == 8)
    #expect(quality.frameRate == 125)
    #expect(quality.droppedFrameCount == 4)
    #expect(quality.longIntervalCount == 2)
    #expect(quality.pauseCount == 1)
    #expect(quality.jitterMilliseconds == 0)
    #expect(quality.longestIntervalMilliseconds == 100)
  }

  @Test("missing edges are counted per edge and per frame")
  func missing() {
    let quality = TraceQuality(
      frames: Self.frames([(0, nil, 800), (8, 800, nil), (16, nil, nil), (24, 800, 800)]))
    #expect(quality.keyboardMissingCount == 2)
    #expect(quality.barMissingCount == 2)
    #expect(quality.missingFrameCount == 3)
  }
}
