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
  /// a second: within each phase a touch every 1 / rate from the phase's start, and the phase's
  /// last touch at its end (so a 100 ms flick releases at 100 ms at any rate, never stretched to
  /// a whole touch interval).
  /// - Throws: ``PanTrackError/touchRate(_:)`` for a rate outside [1, 1000] Hz.
  public func track(keyboardTop: Double, keyboardHeight: Double, touchRate: Double = 120)
    throws(PanTrackError) -> PanTrack
  {
    guard touchRate.isFinite, touchRate >= 1, touchRate <= 1000 else {
      throw .touchRate(touchRate)
    }
    var samples = [PanSample(time: 0, y: keyboardTop - 100)]
    var start = 0.0
    var y = keyboardTop - 100
    for phase in phases(keyboardHeight: keyboardHeight) {
      // In touch intervals from the gesture's start, so that a touch on the rate's grid falls
      // exactly on k / rate (a display frame at the same instant sees it).
      let first = start * touchRate
      let count = phase.seconds * touchRate
      let whole = Int((count - 1e-6).rounded(.down))
      for k in (whole >= 1 ? Array(1...whole) : []) {
        samples.append(
          PanSample(
            time: (first + Double(k)) / touchRate, y: y + phase.speed * Double(k) / touchRate))
      }
      start = (first + count) / touchRate
      y += phase.speed * phase.seconds
      samples.append(PanSample(time: start, y: y))
    }
    return try PanTrack(samples: samples)
  }
}
