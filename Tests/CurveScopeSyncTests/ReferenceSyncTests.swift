import Foundation
import ReferenceSolvers
import Testing

/// Checks of the reference itself against numbers obtained other ways: RK4 integration, the
/// tables of the KeyboardFacts article (each reproduced there by a closed form), and the default
/// show's numbers of the SyncModel article.
@Suite("The sync reference")
struct ReferenceSyncTests {
  @Test("its keyboard spring is RK4 of the critically damped spring (m 3, k 1000, c 2√3000)")
  func springMatchesIntegration() {
    let critical = NumericalSpring(mass: 3, stiffness: 1000, damping: 2 * sqrt(3000.0))
    for step in 1...49 {
      let tau = Double(step) / 100
      let state = critical.state(at: tau)
      #expect(abs(ReferenceTiming.keyboardSpring.progress(tau) - state.position) <= 1e-9)
      #expect(abs(ReferenceTiming.keyboardSpring.velocity(tau) - state.velocity) <= 1e-8)
    }
    #expect(ReferenceTiming.keyboardSpring.progress(0.5) == 1)
    #expect(ReferenceTiming.keyboardSpring.progress(-1e-12) == 0)
  }

  @Test("its keyboard spring reproduces the published critical-spring table")
  func springTable() {
    let table: [(Double, Double)] = [
      (0.05, 0.232230), (0.10, 0.544778), (0.15, 0.758261), (0.20, 0.879282),
      (0.25, 0.942038), (0.30, 0.972919), (0.40, 0.994408),
    ]
    for (tau, value) in table {
      #expect(abs(ReferenceTiming.keyboardSpring.progress(tau) - value) <= 5e-7, "τ = \(tau)")
    }
    #expect(abs(ReferenceTiming.criticalSpring(0.5) - 0.998901) <= 5e-7)
  }

  @Test("its ease-in-out reproduces the published ease-in-out table")
  func easeInOutTable() {
    let table: [(Double, Double)] = [
      (0.10, 0.019722), (0.25, 0.129162), (0.50, 0.5), (0.75, 0.870838), (0.90, 0.980278),
    ]
    let timing = ReferenceTiming.uikit(curve: 0, duration: 2)
    for (fraction, value) in table {
      #expect(abs(timing.progress(2 * fraction) - value) <= 5e-7, "x = \(fraction)")
    }
  }

  /// The default show's numbers at 120 Hz as the SyncModel article quotes them: the reference's
  /// own closed-form output, pinned so that a change to the reference shows.
  @Test("it reproduces the quoted numbers for the default scenario at 120 Hz")
  func specNumbers() throws {
    func run(_ name: String) throws -> ReferenceSync {
      ReferenceSync(
        scenario: SyncFixtures.referenceDefault(),
        strategy: try SyncFixtures.referencePreset(name), fps: 120)
    }
    let reported = try run("reported-duration")
    #expect(abs(reported.maxOverlapPoints - 63.54994719181843) <= 1e-9)
    #expect(abs((reported.maxOverlapAtMilliseconds ?? 0) - 91.667) <= 5e-4)
    #expect(abs(reported.maxGapPoints - 19.09898292517346) <= 1e-9)
    #expect(abs((reported.maxGapAtMilliseconds ?? 0) - 233.333) <= 5e-4)
    #expect(abs((reported.lagAtHalfTravelMilliseconds ?? 0) - 33.065) <= 5e-4)
    let displayLink = try run("display-link")
    #expect(abs(displayLink.maxOverlapPoints - 16.2705) <= 5e-5)
    #expect(abs((displayLink.lagAtHalfTravelMilliseconds ?? 0) - 8.3333) <= 5e-5)
    let fixedGuess = try run("fixed-guess")
    #expect(abs(fixedGuess.maxOverlapPoints - 116.0129) <= 5e-5)
    #expect(fixedGuess.finalErrorPoints == -75)
  }

  @Test("its display-link overlap peaks near the spring's one-frame costs × 291 pt")
  func displayLinkFrameCost() throws {
    for (fps, fraction) in [(60.0, 0.1115), (120.0, 0.0559)] {
      let sync = ReferenceSync(
        scenario: SyncFixtures.referenceDefault(),
        strategy: try SyncFixtures.referencePreset("display-link"), fps: fps)
      // The frames sample the continuous peak, so they may fall short by a little.
      #expect(sync.maxOverlapPoints <= 291 * (fraction + 5e-5))
      #expect(sync.maxOverlapPoints >= 291 * (fraction - 5e-4))
    }
  }
}
