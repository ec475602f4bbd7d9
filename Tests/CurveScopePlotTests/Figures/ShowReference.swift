import Foundation

/// The default scenario worked out independently of the library (KeyboardFacts article): a 291 pt
/// keyboard shows on an 812 pt screen with curve 7 at 0 s; frames at k / 120 s.
///
/// Keyboard top: 812 − 291·p(t) with the critically damped spring p(t) = 1 − (1 + ω0 t)e^(−ω0 t),
/// ω0 = √(1000/3), until 0.5 s, then 1. The reported-duration bar: 812 − 291·y(t / 0.25) with the
/// ease-in-out Bézier (0.42, 0, 0.58, 1) solved for x by 200 bisection steps.
enum ShowReference {
  static let screen = 812.0
  static let height = 291.0
  static let rate = 120.0
  static let frameCount = 73  // 0.6 s window: frames 0…72
  static let omega = (1000.0 / 3).squareRoot()

  static func time(_ frame: Int) -> Double { Double(frame) / rate }

  static func keyboardProgress(_ t: Double) -> Double {
    guard t >= 0 else { return 0 }
    guard t < 0.5 else { return 1 }
    return 1 - (1 + omega * t) * exp(-omega * t)
  }

  static func easeInOut(_ x: Double) -> Double {
    guard x > 0 else { return 0 }
    guard x < 1 else { return 1 }
    func component(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - s) * (1 - s) * s * p1 + 3 * (1 - s) * s * s * p2 + s * s * s
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<200 {
      let middle = (low + high) / 2
      if component(middle, 0.42, 0.58) < x { low = middle } else { high = middle }
    }
    return component((low + high) / 2, 0, 1)
  }

  static func keyboardTop(_ t: Double) -> Double { screen - height * keyboardProgress(t) }
  static func reportedBar(_ t: Double) -> Double { screen - height * easeInOut(t / 0.25) }

  /// The largest value of `f` over the frames, with the first frame reaching it.
  static func maximum(_ f: (Double) -> Double) -> (value: Double, frame: Int) {
    var best = (value: -Double.infinity, frame: 0)
    for k in 0..<frameCount where f(time(k)) > best.value { best = (f(time(k)), k) }
    return best
  }

  /// When a sampled edge first reaches the half-travel level 666.5 moving up (y falling),
  /// interpolated linearly between the two frames around it, in seconds.
  static func halfTravelCrossing(_ edge: (Double) -> Double) -> Double? {
    let level = screen - height / 2
    for k in 1..<frameCount where edge(time(k)) <= level {
      let (a, b) = (edge(time(k - 1)), edge(time(k)))
      return time(k - 1) + (level - a) / (b - a) * (time(k) - time(k - 1))
    }
    return nil
  }

  /// One decimal, as figures print it.
  static func text(_ value: Double) -> String { String(format: "%.1f", value) }
}
