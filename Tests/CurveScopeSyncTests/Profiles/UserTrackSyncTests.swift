import CurveScopeSync
import CurveScopeTiming
import ReferenceSolvers
import Testing

/// Interactive dismissals from a finger track written as a JSON list (not a named gesture):
/// irregular touch times, a drag that wavers, a release that hides or returns, under two
/// profiles; every preset against the independent reference fed the same touches.
@Suite("User pan tracks vs the reference")
struct UserTrackSyncTests {
  /// A named track: touch times (ms, irregular) and finger y.
  struct Track: Sendable, CustomTestStringConvertible {
    var name: String
    var times: [Double]
    var ys: [Double]
    var testDescription: String { name }
  }

  /// Touch intervals cycling 7, 9, 8, 11 ms; the finger starts 60 pt above the keyboard.
  static func track(_ name: String, velocities: [(speed: Double, touches: Int)]) -> Track {
    let steps = [7.0, 9, 8, 11]
    var times = [0.0]
    var ys = [461.0]
    var index = 0
    for phase in velocities {
      for _ in 0..<phase.touches {
        let step = steps[index % steps.count]
        index += 1
        times.append(times[times.count - 1] + step)
        ys.append(ys[ys.count - 1] + phase.speed * step / 1000)
      }
    }
    return Track(name: name, times: times, ys: ys)
  }

  static let tracks = [
    // Down at 600 pt/s, a pause, down again fast: hides.
    track("waver-hide", velocities: [(600, 30), (0, 6), (900, 12)]),
    // Down, then back up at 250 pt/s: returns.
    track("drag-up-return", velocities: [(450, 40), (-250, 14)]),
    // Barely below the keyboard's top, released slowly down (under 100 pt/s): returns.
    track("slow-return", velocities: [(300, 25), (60, 12)]),
  ]

  @Test(
    "every preset on a user track, iOS and iOS 26, equals the reference",
    arguments: tracks, ReferenceStrategy.presetNames)
  func userTrack(_ track: Track, _ name: String) throws {
    let touches = zip(track.times, track.ys).map { "{\"timeMs\": \($0), \"y\": \($1)}" }
    for profile in ["ios", "ios-26"] {
      let json =
        "{\"name\": \"\(track.name)\", \"screen\": {\"width\": 375, \"height\": 812}, "
        + "\"keyboard\": \"\(profile)\", \"interactive\": {\"track\": ["
        + touches.joined(separator: ", ") + "]}}"
      let scenario = try Scenario(json: Array(json.utf8))
      var pan = ReferencePan(
        times: track.times.map { $0 / 1000 }, ys: track.ys, shownTop: 521, keyboardHeight: 291)
      pan.hideVelocity = 100
      var reference = ReferenceScenario(
        screenHeight: 812, events: pan.releaseEvents(screenWidth: 375, screenHeight: 812))
      reference.screenWidth = 375
      reference.pan = pan
      reference.profile = ReferenceProfile.named(profile)
      for fps in [60.0, 120] {
        let analysis = try SyncAnalysis(
          scenario: scenario, strategy: SyncFixtures.preset(name), clock: FrameClock(rate: fps))
        let expected = ReferenceSync(
          scenario: reference, strategy: try SyncFixtures.referencePreset(name), fps: fps)
        let label = "\(track.name) \(profile) \(name) @\(fps)"
        expectSummary(analysis.summary(), matches: expected, label)
        expectFrames(analysis, match: expected, label)
      }
    }
  }

  @Test("the tracks decide as written: the first hides, the others return")
  func decisions() throws {
    for (track, hides) in zip(Self.tracks, [true, false, false]) {
      let pan = ReferencePan(
        times: track.times.map { $0 / 1000 }, ys: track.ys, shownTop: 521, keyboardHeight: 291)
      #expect(pan.hides(screenHeight: 812) == hides, "\(track.name)")
    }
  }
}
