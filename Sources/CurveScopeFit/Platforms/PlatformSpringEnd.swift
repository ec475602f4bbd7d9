/// Finds when a frame-driven platform declares a spring finished: the first instant at which its
/// rest test holds.
///
/// The platforms (Android `SpringAnimation`, Flutter's `AnimationController`, Reanimated, Framer
/// Motion) run their rest test once per display frame, so on a device the animation ends on the
/// first frame at or after this instant. The search steps 1 ms from 0 to ``horizon``, then
/// bisects between the last step where the test fails and the first where it holds, to 1 µs.
///
/// Complexity: at most ``horizon`` / 1 ms evaluations of the test, plus 10 for the bisection.
public enum PlatformSpringEnd {
  /// The longest time searched, in seconds: 60.
  public static let horizon = 60.0
  /// The scan step, in seconds: 1 ms.
  public static let step = 0.001

  /// The first time in [0, ``horizon``] at which `isAtRest` holds (to 1 µs), or `.infinity`.
  public static func firstRest(_ isAtRest: (Double) -> Bool) -> Double {
    if isAtRest(0) { return 0 }
    let steps = Int(horizon / step)
    for index in 1...steps {
      let time = Double(index) * step
      guard isAtRest(time) else { continue }
      var low = Double(index - 1) * step
      var high = time
      while high - low > 1e-6 {
        let middle = 0.5 * (low + high)
        if isAtRest(middle) { high = middle } else { low = middle }
      }
      return high
    }
    return .infinity
  }
}
