/// The reference's own interactive dismissal (KeyboardProfiles article): a finger's touches, the
/// keyboard's top clamped between its shown top and the screen's bottom, the release velocity
/// by least squares over the last 50 ms, and the hide-or-return decision.
public struct ReferencePan: Sendable {
  /// Touch times in seconds from the drag's start, increasing.
  public var times: [Double]
  /// The finger's screen y at each touch.
  public var ys: [Double]
  /// The shown keyboard's top and height.
  public var shownTop: Double, keyboardHeight: Double
  /// The downward velocity above which the keyboard hides, pt/s.
  public var hideVelocity = 100.0

  /// Creates a track.
  public init(times: [Double], ys: [Double], shownTop: Double, keyboardHeight: Double) {
    self.times = times
    self.ys = ys
    self.shownTop = shownTop
    self.keyboardHeight = keyboardHeight
  }

  /// The named gestures: from 100 pt above the keyboard's top, phases of constant speed, touched
  /// every 1 / `rate` s from each phase's start and once more at its end.
  public static func gesture(
    _ name: String, shownTop: Double, keyboardHeight: Double, rate: Double = 120
  ) -> ReferencePan? {
    let phases: [(speed: Double, seconds: Double)]
    switch name {
    case "slow-drag-release": phases = [(400, (100 + 0.4 * keyboardHeight) / 400)]
    case "drag-return": phases = [(500, 0.5), (-300, 0.25)]
    case "flick": phases = [(2000, 0.1)]
    default: return nil
    }
    var times = [0.0]
    var ys = [shownTop - 100]
    var start = 0.0
    for phase in phases {
      // A touch every 1 / rate from the phase's start while before its end, the last at its end.
      // Counted in touch intervals from the gesture's start (k / rate on the grid, exactly).
      var k = 1
      while Double(k) / rate < phase.seconds - 1e-6 / rate {
        times.append((start * rate + Double(k)) / rate)
        ys.append(ys[0] + totalBefore(phases, start) + phase.speed * Double(k) / rate)
        k += 1
      }
      let end = (start * rate + phase.seconds * rate) / rate
      times.append(end)
      ys.append(ys[0] + totalBefore(phases, start) + phase.speed * phase.seconds)
      start = end
    }
    return ReferencePan(times: times, ys: ys, shownTop: shownTop, keyboardHeight: keyboardHeight)
  }

  /// The finger's travel over the phases that end at or before `start`.
  static func totalBefore(_ phases: [(speed: Double, seconds: Double)], _ start: Double) -> Double {
    var elapsed = 0.0
    var travel = 0.0
    for phase in phases where elapsed < start - 1e-12 {
      travel += phase.speed * phase.seconds
      elapsed += phase.seconds
    }
    return travel
  }

  /// The release time.
  public var releaseTime: Double { times[times.count - 1] }
  /// The finger's y at the release.
  public var releaseY: Double { ys[ys.count - 1] }

  /// The finger at `t`: the last touch at or before it (1 ns slack), nil outside the drag.
  public func finger(at t: Double) -> Double? {
    guard t >= -1e-9, t <= releaseTime + 1e-9 else { return nil }
    var found = ys[0]
    for (time, y) in zip(times, ys) where time <= t + 1e-9 { found = y }
    return found
  }

  /// Whether the finger is down at `t`.
  public func isDragging(at t: Double) -> Bool { t >= 0 && t < releaseTime - 1e-9 }

  /// The keyboard's top for a finger at `y`.
  public func keyboardTop(_ y: Double, screenHeight: Double) -> Double {
    min(max(y, shownTop), screenHeight)
  }

  /// The least-squares slope of the touches in the last 50 ms (at least the last two).
  public var releaseVelocity: Double {
    var chosen: [(Double, Double)] = []
    for (time, y) in zip(times, ys) where releaseTime - time <= 0.05 + 1e-9 {
      chosen.append((time, y))
    }
    if chosen.count < 2 {
      chosen = [(times[times.count - 2], ys[ys.count - 2]), (releaseTime, releaseY)]
    }
    let n = Double(chosen.count)
    let mt = chosen.reduce(0) { $0 + $1.0 } / n
    let my = chosen.reduce(0) { $0 + $1.1 } / n
    var sxy = 0.0
    var sxx = 0.0
    for (t, y) in chosen {
      sxy += (t - mt) * (y - my)
      sxx += (t - mt) * (t - mt)
    }
    return sxx > 0 ? sxy / sxx : 0
  }

  /// The keyboard's velocity at the release: the finger's while it holds the keyboard strictly
  /// inside its travel, else 0.
  public func releaseKeyboardVelocity(screenHeight: Double) -> Double {
    releaseY > shownTop && releaseY < screenHeight ? releaseVelocity : 0
  }

  /// Whether the keyboard hides.
  public func hides(screenHeight: Double) -> Bool {
    releaseVelocity > hideVelocity
      || keyboardTop(releaseY, screenHeight: screenHeight)
        >= screenHeight
  }

  /// The release notifications: willChangeFrame then willHide (hides) or willShow (returns),
  /// from the keyboard's frame at the release, 0.25 s, curve 7.
  public func releaseEvents(screenWidth: Double, screenHeight: Double)
    -> [ReferenceScenario.Event]
  {
    let top = keyboardTop(releaseY, screenHeight: screenHeight)
    let hiding = hides(screenHeight: screenHeight)
    let begin = ReferenceRect(0, top, screenWidth, keyboardHeight)
    let end = ReferenceRect(0, hiding ? screenHeight : shownTop, screenWidth, keyboardHeight)
    return [ReferenceScenario.Kind.willChangeFrame, hiding ? .willHide : .willShow].map {
      ReferenceScenario.Event(
        time: releaseTime, kind: $0, begin: begin, end: end, duration: 0.25, curve: 7)
    }
  }
}
