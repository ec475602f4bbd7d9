/// Named dismissal gestures, written as finger tracks at a touch rate: each starts 100 pt above
/// the keyboard's top (in the content, where a drag begins) and moves at constant speeds, so its
/// release velocity is exact.
public enum PanGesture: String, Hashable, Sendable, CaseIterable {
  /// Down at 400 pt/s until 40 % of the keyboard's height below its top, released while moving:
  /// the keyboard hides from there.
  case slowDragRelease = "slow-drag-release"
  /// Down at 500 pt/s for 0.5 s, back up at 300 pt/s for 0.25 s, released moving up: the keyboard
  /// returns.
  case dragReturn = "drag-return"
  /// Down at 2000 pt/s for 100 ms, released fast: the keyboard hides with the finger's speed.
  case flick

  /// The finger's speed in each phase (pt/s, positive downward) and how long it lasts (s).
  func phases(keyboardHeight: Double) -> [(speed: Double, seconds: Double)] {
    switch self {
    case .slowDragRelease: [(400, (100 + 0.4 * keyboardHeight) / 400)]
    case .dragReturn: [(500, 0.5), (-300, 0.25)]
    case .flick: [(2000, 0.1)]
    }
  }

  /// The finger's track over a keyboard whose top is at `keyboardTop`, touched `touchRate` times
  /// a second (touch k at k / rate; each phase rounded to whole touches).
  /// - Throws: ``PanTrackError/touchRate(_:)`` for a rate outside [1, 1000] Hz.
  public func track(keyboardTop: Double, keyboardHeight: Double, touchRate: Double = 120)
    throws(PanTrackError) -> PanTrack
  {
    guard touchRate.isFinite, touchRate >= 1, touchRate <= 1000 else {
      throw .touchRate(touchRate)
    }
    var samples = [PanSample(time: 0, y: keyboardTop - 100)]
    var y = keyboardTop - 100
    var index = 0
    for phase in phases(keyboardHeight: keyboardHeight) {
      let touches = max(1, Int((phase.seconds * touchRate).rounded()))
      for _ in 0..<touches {
        index += 1
        y += phase.speed / touchRate
        samples.append(PanSample(time: Double(index) / touchRate, y: y))
      }
    }
    return try PanTrack(samples: samples)
  }
}
