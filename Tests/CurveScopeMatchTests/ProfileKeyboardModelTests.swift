import CurveScopeMatch
import CurveScopeNotifications
import CurveScopeSupport
import CurveScopeSync
import CurveScopeTiming
import CurveScopeTrace
import Foundation
import ReferenceSolvers
import Testing

/// The matcher names the keyboard profiles (KeyboardProfiles article) by their profile names: recordings
/// drawn from the reference's own description of each profile (its spring's closed form, its
/// Béziers solved by bisection, no slide for Reduce Motion), a show at 0 s and a hide at 1.2 s
/// at 120 Hz with jitter and noise, a bar that follows the keyboard, no notifications.
@Suite("Keyboard profiles as matcher models")
struct ProfileKeyboardModelTests {
  /// The model name a recording of profile `name` must get: `floating` moves as `ios` does.
  static func expectedName(_ name: String) -> String { name == "floating" ? "ios" : name }

  /// A recording of the reference profile `name` (seeded jitter 0.4 ms, noise 0.3 pt).
  static func recording(_ name: String) throws -> Trace {
    let profile = try #require(ReferenceProfile.named(name))
    let rise = profile.keyboardTiming(curve: 7, duration: 0.25, from: 812, to: 521)
    let fall = profile.keyboardTiming(curve: 7, duration: 0.25, from: 521, to: 812)
    var random = SeededGenerator(seed: 7)
    func gaussian() -> Double {
      let u = Double.random(in: Double.ulpOfOne..<1, using: &random)
      let v = Double.random(in: 0..<1, using: &random)
      return (-2 * log(u)).squareRoot() * cos(2 * .pi * v)
    }
    var frames: [TraceFrame] = []
    var time = -0.1
    while time < 2.0 {
      let jittered = time + 0.0004 * gaussian()
      let top = 812 - 291 * rise.progress(jittered) + 291 * fall.progress(jittered - 1.2)
      frames.append(
        TraceFrame(
          timeMilliseconds: jittered * 1000, keyboardTop: min(812, top + 0.3 * gaussian()),
          barBottom: top + 0.3 * gaussian()))
      time += 1.0 / 120
    }
    return try Trace(name: name, screenWidth: 375, screenHeight: 812, frames: frames)
  }

  @Test("every profile whose keyboard moves its own way is a model, by its profile name")
  func catalogue() throws {
    let names = KeyboardModel.catalogue.map(\.name)
    for name in ReferenceProfile.names where name != "floating" {
      #expect(names.contains(name), "\(name)")
    }
    #expect(!names.contains("floating"))
    // Floating moves exactly as iOS does; the old curve names find their profile.
    let floating = try #require(KeyboardModel(profile: .floating))
    let ios = try #require(KeyboardModel.named("ios"))
    #expect(floating.rise == ios.rise && floating.fall == ios.fall)
    #expect(KeyboardModel.named("keyboard")?.name == "ios")
    #expect(KeyboardModel.named("android-ime")?.name == "android-callback")
    // No two models move alike (the matcher could not tell them apart).
    for (index, model) in KeyboardModel.catalogue.enumerated() {
      for other in KeyboardModel.catalogue[(index + 1)...] {
        #expect(model.rise != other.rise || model.fall != other.fall, "\(model.name) \(other.name)")
      }
    }
  }

  @Test("the model's timings are the reference's, at every 5 ms", arguments: ReferenceProfile.names)
  func timings(_ name: String) throws {
    let model = try #require(KeyboardModel.named(Self.expectedName(name)))
    let profile = try #require(ReferenceProfile.named(name))
    let rise = profile.keyboardTiming(curve: 7, duration: 0.25, from: 812, to: 521)
    let fall = profile.keyboardTiming(curve: 7, duration: 0.25, from: 521, to: 812)
    #expect(abs(model.rise.duration - rise.duration) <= 1e-12)
    #expect(abs(model.fall.duration - fall.duration) <= 1e-12)
    for step in 1..<120 {
      let t = Double(step) * 0.005
      #expect(abs(model.rise.progress(at: t) - rise.progress(t)) <= 1e-7, "\(name) rise \(t)")
      #expect(abs(model.fall.progress(at: t) - fall.progress(t)) <= 1e-7, "\(name) fall \(t)")
    }
  }

  @Test("a recording of each profile is named by its profile", arguments: ReferenceProfile.names)
  func named(_ name: String) throws {
    let match = try TraceMatcher().match(Self.recording(name))
    #expect(match.keyboardModel.name == Self.expectedName(name))
    #expect(match.keyboardModel.rmsPoints < 1)
    #expect(match.strategy == "layout-guide" || match.equivalents.contains("layout-guide"))
  }

  @Test("a keyboard that jumps in place is a jump, not Reduce Motion")
  func jumpInPlace() throws {
    let frames = (0..<40).map { index in
      let top: Double = index < 20 ? 451 : 409
      return TraceFrame(timeMilliseconds: Double(index) * 8.33, keyboardTop: top, barBottom: top)
    }
    let trace = try Trace(name: "switch", screenWidth: 375, screenHeight: 667, frames: frames)
    #expect(try TraceMatcher().match(trace).keyboardModel.name == "jump")
  }

  @Test(
    "a trace's keyboard names the profile its notifications play under",
    arguments: [("ios-26", "ios-26"), ("Android_Callback", "android-callback"), ("ios-27", "ios")])
  func traceProfile(_ written: String, _ played: String) throws {
    let show = KeyboardEvent(
      time: 0, kind: .willShow, frameBegin: Rect(x: 0, y: 812, width: 375, height: 291),
      frameEnd: Rect(x: 0, y: 521, width: 375, height: 291), duration: 0.25, curve: .keyboard)
    let trace = try Trace(
      name: "t", screenWidth: 375, screenHeight: 812, events: [show], keyboardProfile: written,
      frames: (0..<4).map {
        TraceFrame(timeMilliseconds: Double($0) * 16, keyboardTop: 812, barBottom: 812)
      })
    #expect(trace.keyboardProfile == written)
    #expect(trace.scenario?.keyboardProfile.name == played)
  }
}

/// The followers (KeyboardProfiles article) as the matcher sees them: KVO reads the model value (the bar jumps
/// to an animation's end a frame late), the predicting display link evaluates the curve a frame
/// ahead; neither is a display link copying the frame before.
@Suite("Matching the new followers")
struct FollowerMatchTests {
  @Test(
    "a recording of kvo-center or display-link-predictive names it, not display-link",
    arguments: [InputBarStrategy.kvoCenter, .displayLinkPredictive], [60.0, 120.0])
  func follower(_ strategy: InputBarStrategy, _ rate: Double) throws {
    let analysis = try SyncAnalysis(
      scenario: Scenario.defaultShow(), strategy: strategy, clock: FrameClock(rate: rate))
    // The recorded bar is the simulation's at its frames (independently of the synthesiser's
    // any-instant functions: the series the figures draw).
    let series = analysis.series()
    let frames = series.frames.map {
      TraceFrame(
        timeMilliseconds: $0.timeMilliseconds, keyboardTop: $0.keyboardTop ?? .nan,
        barBottom: $0.barBottom ?? .nan)
    }
    let trace = try Trace(
      name: strategy.name, screenWidth: 375, screenHeight: 812, events: series.events,
      frames: frames)
    let match = try TraceMatcher().match(trace)
    #expect(match.strategy == strategy.name || match.equivalents.contains(strategy.name))
    #expect(match.rmsPoints < 0.5)
    #expect(match.strategy != "display-link" && !match.equivalents.contains("display-link"))
  }
}
