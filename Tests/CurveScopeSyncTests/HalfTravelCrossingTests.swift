import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import Foundation
import Testing

/// The half-travel crossings behind the lag, against the keyboard's closed form
/// 812 − 291·(1 − (1 + ω0 t)e^(−ω0 t)), ω0 = √(1000/3), sampled at 120 Hz and interpolated by
/// hand; the display-link bar is the same one frame (1/120 s) late.
@Suite("Half-travel crossings")
struct HalfTravelCrossingTests {
  static func keyboardTop(_ t: Double) -> Double {
    guard t > 0 else { return 812 }
    let omega = (1000.0 / 3).squareRoot()
    return 812 - 291 * (t < 0.5 ? 1 - (1 + omega * t) * exp(-omega * t) : 1)
  }

  /// First frame at or above (y ≤) 666.5, interpolated with the frame before, in ms.
  static func crossing(_ edge: (Int) -> Double) -> Double? {
    for k in 1...72 where edge(k) <= 666.5 {
      let (a, b) = (edge(k - 1), edge(k))
      return (Double(k - 1) + (666.5 - a) / (b - a)) / 120 * 1000
    }
    return nil
  }

  @Test("display link: keyboard and bar cross 666.5 pt one frame apart; lag = bar − keyboard")
  func displayLink() throws {
    let analysis = try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: .displayLink, clock: FrameClock(.hz120))
    let crossing = try #require(analysis.measurement().halfTravel)
    let keyboard = try #require(Self.crossing { Self.keyboardTop(Double($0) / 120) })
    let bar = try #require(Self.crossing { Self.keyboardTop(Double($0 - 1) / 120) })
    #expect(crossing.keyboardLevel == 666.5 && crossing.barLevel == 666.5)
    #expect(abs((crossing.keyboardMilliseconds ?? 0) - keyboard) < 1e-9)
    #expect(abs((crossing.barMilliseconds ?? 0) - bar) < 1e-9)
    #expect(abs(bar - keyboard - 1000.0 / 120) < 1e-9)
    let lag = try #require(analysis.summary().lagAtHalfTravelMilliseconds)
    #expect(
      abs(lag - ((crossing.barMilliseconds ?? 0) - (crossing.keyboardMilliseconds ?? 0))) < 1e-9)
  }

  @Test("a margin moves the bar's level; no travel gives nil; a bar that never arrives gives nil")
  func levels() throws {
    var strategy = InputBarStrategy.layoutGuide
    strategy.margin = 10
    let analysis = try SyncAnalysis(
      scenario: try Scenario.defaultShow(), strategy: strategy, clock: FrameClock(.hz120))
    let crossing = try #require(analysis.measurement().halfTravel)
    #expect(crossing.barLevel == 656.5)
    #expect(crossing.barMilliseconds == crossing.keyboardMilliseconds)

    let still = try SyncAnalysis(
      scenario: try Scenario.defaultShow(keyboardHeight: 0), strategy: .curveShift,
      clock: FrameClock(.hz120))
    #expect(still.measurement().halfTravel == nil)

    // A height change the strategy does not observe: the keyboard travels, the bar stays.
    let change = try Scenario(
      name: "change", screenWidth: 375, screenHeight: 667,
      events: [
        KeyboardEvent(
          time: 0, kind: .willChangeFrame, frameBegin: Rect(x: 0, y: 451, width: 375, height: 216),
          frameEnd: Rect(x: 0, y: 409, width: 375, height: 258))
      ])
    let missed = try SyncAnalysis(
      scenario: change, strategy: .willShowOnly, clock: FrameClock(.hz60))
    let partial = try #require(missed.measurement().halfTravel)
    #expect(partial.keyboardLevel == 430)
    #expect(partial.keyboardMilliseconds != nil)
    #expect(partial.barMilliseconds == nil)
  }
}
