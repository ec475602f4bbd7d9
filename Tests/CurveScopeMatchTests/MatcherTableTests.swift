import CurveScopeMatch
import CurveScopeSync
import CurveScopeTestSupport
import CurveScopeTiming
import Testing

/// The matcher names the strategy that made a recording: every preset × 60 and 120 Hz × three
/// recorder roughnesses, with the notifications in the file and inferred from the keyboard.
///
/// A recording can only tell strategies apart where they move the bar differently: in a plain
/// show, curve-shift, iqkeyboardmanager, will-show-only and layout-guide move it alike, and so
/// do reported-duration and unshifted-curve. The match must name the strategy that made the
/// recording or list it among the equivalents, and — checked independently on the simulation's
/// own clock — the matched strategy, moved by its fitted latency, must reproduce the bar.
@Suite("Matching recordings to strategies")
struct MatcherTableTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var scenario: String
    var strategy: InputBarStrategy
    var rate: Double
    var roughness: Roughness
    var keepsEvents: Bool
    var testDescription: String {
      "\(scenario) × \(strategy.name) @ \(Int(rate)) Hz, \(roughness.rawValue), "
        + (keepsEvents ? "events" : "inferred")
    }
  }

  static let cases: [Case] = {
    var cases: [Case] = []
    for strategy in InputBarStrategy.presets {
      for rate in [60.0, 120.0] {
        for roughness in Roughness.allCases {
          for keepsEvents in [true, false] {
            cases.append(
              Case(
                scenario: "show-375x812-291", strategy: strategy, rate: rate,
                roughness: roughness, keepsEvents: keepsEvents))
          }
          // A third-party keyboard tells the handlers of willChangeFrame from the others.
          cases.append(
            Case(
              scenario: "third-party-sogou-triple", strategy: strategy, rate: rate,
              roughness: roughness, keepsEvents: true))
        }
      }
    }
    return cases
  }()

  @Test("the right strategy (or one it cannot be told from)", arguments: cases)
  func names(_ example: Case) throws {
    let scenario = try TraceFixtures.scenario(example.scenario)
    let trace = try TraceFixtures.recording(
      scenario, example.strategy, rate: example.rate,
      example.roughness.imperfections(seed: 21, keepsEvents: example.keepsEvents))
    let match = try TraceMatcher().match(trace)
    #expect(match.keyboardModel.name == "ios")
    #expect(
      match.strategy == example.strategy.name || match.equivalents.contains(example.strategy.name),
      "matched \(match.strategy) (\(match.equivalents)), RMS \(match.rmsPoints)")
    #expect(match.rmsPoints <= match.residualLimitPoints)
    // Independently: the matched preset, simulated on the scenario and moved by its latency,
    // reproduces the bar of the strategy that made the recording at the simulation's frames.
    let matched = try #require(InputBarStrategy.preset(named: match.strategy))
    let clock = try FrameClock(rate: example.rate)
    let truth = try SyncAnalysis(scenario: scenario, strategy: example.strategy, clock: clock)
    let model = try SyncAnalysis(scenario: scenario, strategy: matched, clock: clock)
    // A follower's reported latency includes the frames it copies late, which its simulation
    // already holds; a held follower moves by whole frames (a hair off a frame instant would
    // latch the frame before).
    // A follower's fitted delay beyond its frames lies between two whole frames (a bar that
    // jumps, as KVO's does, fits a delay between them): both are tried.
    let latency = match.latencyMilliseconds / 1000 - Double(matched.latencyFrames) / example.rate
    let latencies =
      matched.latencyFrames > 0
      ? [(latency * example.rate).rounded(.down), (latency * example.rate).rounded(.up)].map {
        $0 / example.rate
      } : [latency]
    let rms =
      latencies.map { latency in
        var squares = 0.0
        for frame in 0..<truth.frameCount {
          let time = clock.time(ofFrame: frame)
          let difference = truth.barBottom(at: time) - model.barBottom(at: time - latency)
          squares += difference * difference
        }
        return (squares / Double(truth.frameCount)).squareRoot()
      }.min() ?? .nan
    #expect(
      rms <= 2.5,
      "the matched \(match.strategy) (latency \(match.latencyMilliseconds) ms) is \(rms) pt RMS from the truth"
    )
  }
}
