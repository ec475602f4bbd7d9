import ReferenceSolvers
import Testing

@testable import CurveScopeTiming

@Test(
  "rows are at k / fps up to the first frame at or after the end",
  arguments: [
    // (duration, hertz, rows, last time in ms): worked by hand.
    (0.25, 60.0, 16, 250.0),  // 0.25·60 = 15 frames exactly
    (0.1, 30.0, 4, 100.0),  // 0.1·30 rounds to 3.0000000000000004, still frame 3
    (0.26, 60.0, 17, 1000.0 * 16 / 60),  // 15.6 → frame 16 at 266.67 ms
    (0.5, 120.0, 61, 500.0),
    (0.285, 120.0, 36, 1000.0 * 35 / 120),  // 34.2 → frame 35
    (0.0, 60.0, 1, 0.0),
    (1e-9, 1000.0, 2, 1.0),
    (0.3, 59.94, 19, 1000.0 * 18 / 59.94),  // 17.98 → frame 18
  ])
func rowTimes(_ duration: Double, _ hertz: Double, _ rows: Int, _ lastMilliseconds: Double) throws {
  let rate = try FrameRate(hertz: hertz)
  #expect(try TimingSampler.rowCount(duration: duration, frameRate: rate) == rows)
  let samples = try TimingSampler.sample(LinearTiming(duration: duration), frameRate: rate)
  #expect(samples.count == rows)
  #expect(samples.first?.timeMilliseconds == 0)
  #expect(samples.last?.timeMilliseconds == lastMilliseconds)
  #expect(samples.last?.progress == 1)
  #expect(samples.last?.value == 1)
}

@Test("keyboard samples at 60 Hz: values, velocities and elapsed fractions")
func keyboardSamples() throws {
  let samples = try TimingSampler.sample(Timing.keyboardCurve, frameRate: .hz60)
  #expect(samples.count == 31)
  for (k, row) in samples.enumerated() {
    let time = Double(k) / 60
    #expect(row.timeMilliseconds == Double(k) * 1000 / 60)
    #expect(row.progress == min(1, time / 0.5))
    if k < 30 {
      let exact = independentKeyboardCritical(time)
      #expect(abs(row.value - exact.position) <= 1e-12)
      #expect(abs(row.velocity - exact.velocity) <= 1e-10)
    }
  }
  // Frame 3 is 50 ms: the critical spring's 0.232230; the last frame is 1 (the animation was removed).
  #expect(abs(samples[3].value - 0.232230) <= 5e-7)
  #expect(samples[30].value == 1 && samples[30].velocity == 0)
}

@Test("sampling over a duration other than the timing's own")
func samplingLonger() throws {
  let samples = try TimingSampler.sample(Timing.keyboardCurve, duration: 1, frameRate: .hz60)
  #expect(samples.count == 61)
  #expect(samples[45].value == 1 && samples[45].progress == 0.75)
}

@Test("requests past 1 000 000 rows are errors, thrown before allocating")
func rowBound() throws {
  let rate = try FrameRate(hertz: 1000)
  #expect(try TimingSampler.rowCount(duration: 999.999, frameRate: rate) == 1_000_000)
  for duration in [1000.0, 1e9, 1e300, Double.greatestFiniteMagnitude] {
    #expect {
      _ = try TimingSampler.rowCount(duration: duration, frameRate: rate)
    } throws: { error in
      (error as? TimingError) == .tooManyRows(duration: duration, hertz: 1000, limit: 1_000_000)
    }
  }
  #expect(throws: TimingError.self) {
    _ = try TimingSampler.sample(JumpTiming(), duration: 1e12, frameRate: rate)
  }
}

@Test(
  "negative and non-finite durations are typed errors",
  arguments: [-0.1, Double.nan, Double.infinity])
func badSamplingDuration(_ duration: Double) {
  let error = timingError {
    _ = try TimingSampler.sample(JumpTiming(), duration: duration, frameRate: .hz60)
  }
  expectOutOfRange(error, "duration", duration, .atLeast(0))
}

@Test(
  "frame rates parse with or without Hz",
  arguments: [
    ("60", 60.0), ("59.94", 59.94), ("120hz", 120), (" 120 Hz ", 120), ("1000", 1000), ("1", 1),
  ])
func frameRateParses(_ text: String, _ hertz: Double) throws {
  #expect(try FrameRate(parsing: text).hertz == hertz)
}

@Test(
  "bad frame rates are typed errors",
  arguments: ["0", "0.5", "4.9e-324", "-60", "1001", "nan", "inf", "sixty", ""])
func badFrameRate(_ text: String) {
  let error = timingError { _ = try FrameRate(parsing: text) }
  if let value = Double(text) {
    expectOutOfRange(error, "frame rate", value, .closed(1, 1000))
  } else {
    #expect(error == .notANumber(parameter: "frame rate", text: text))
  }
}

@Test("the frame-rate range reads in the error's one sentence")
func frameRateSentence() {
  #expect(
    timingError { _ = try FrameRate(hertz: 0) }?.description
      == "frame rate 0 — must be a number of frames per second in [1, 1000]")
}
