import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import CurveScopeTrace
import Testing

/// Recordings of a simulation, with a recorder's faults, measure what the simulation measures.
///
/// The tolerance (README "Trace files"): max overlap and max gap within 1.5 pt + 3 σ of the
/// noise, lag at half travel within 1 ms + 2 × the jitter, RMS gap within 0.5 pt + σ, final gap
/// within 0.5 pt + 2 σ (σ the recorder's noise in points), and the frame rate within 1 %. Frames
/// fall at other instants than the simulation's (jitter, drops), so a maximum between two
/// recorded frames is seen a little lower, and noise moves every value by σ.
@Suite("Measures of recordings")
struct TraceMeasureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scenario: String
    var strategy: InputBarStrategy
    var rate: Double
    var roughness: Roughness
    var testDescription: String {
      "\(scenario) × \(strategy.name) @ \(Int(rate)) Hz, \(roughness.rawValue)"
    }
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    for scenario in ["show-375x812-291", "hide-375x812-336", "third-party-sogou-triple"] {
      for strategy in [InputBarStrategy.reportedDuration, .curveShift, .displayLink, .fixedGuess] {
        for rate in [60.0, 120.0] {
          for roughness in [Roughness.clean, .device] {
            cases.append(
              Case(scenario: scenario, strategy: strategy, rate: rate, roughness: roughness))
          }
        }
      }
    }
    return cases
  }()

  @Test("the simulated measures come back within the stated tolerance", arguments: cases)
  func recovered(_ example: Case) throws {
    let scenario = try TraceFixtures.scenario(example.scenario)
    let analysis = try SyncAnalysis(
      scenario: scenario, strategy: example.strategy, clock: FrameClock(rate: example.rate))
    let simulated = analysis.summary()
    // Recorded over the simulation's window (from the notification), so that the RMS gap and
    // the time out of sync average over the same stretch.
    var faults = example.roughness.imperfections(seed: 11, keepsEvents: true)
    faults.startMilliseconds = 0
    let trace = try TraceFixtures.recording(scenario, example.strategy, rate: example.rate, faults)
    let recorded = try trace.measure().summary
    let noise = faults.noisePoints
    let extremes = 1.5 + 3 * noise
    #expect(abs(recorded.maxOverlapPoints - simulated.maxOverlapPoints) <= extremes)
    #expect(abs(recorded.maxGapPoints - simulated.maxGapPoints) <= extremes)
    #expect(abs(recorded.rmsGapPoints - simulated.rmsGapPoints) <= 0.5 + noise)
    #expect(abs(recorded.finalErrorPoints - simulated.finalErrorPoints) <= 0.5 + 2 * noise)
    if let lag = simulated.lagAtHalfTravelMilliseconds {
      let measured = try #require(recorded.lagAtHalfTravelMilliseconds)
      #expect(abs(measured - lag) <= 1 + 2 * faults.jitterMilliseconds)
    }
    #expect(abs(recorded.frameRate / example.rate - 1) <= 0.01)
  }

  @Test("a missing frame counts in no measure: nothing is invented across it")
  func missingFrame() throws {
    // The deepest overlap frame loses its bar: the recording's maximum is the next deepest.
    let frames = [
      TraceFrame(timeMilliseconds: 0, keyboardTop: 812, barBottom: 812),
      TraceFrame(timeMilliseconds: 8, keyboardTop: 760, barBottom: 790),
      TraceFrame(timeMilliseconds: 16, keyboardTop: 700, barBottom: nil),
      TraceFrame(timeMilliseconds: 24, keyboardTop: 650, barBottom: 680),
      TraceFrame(timeMilliseconds: 32, keyboardTop: 640, barBottom: 640),
    ]
    let summary = try Trace(name: "t", screenWidth: 375, screenHeight: 812, frames: frames)
      .measure().summary
    #expect(summary.maxOverlapPoints == 30)
    #expect(summary.missingFrameCount == 1)
    #expect(summary.frameCount == 5)
  }
}
