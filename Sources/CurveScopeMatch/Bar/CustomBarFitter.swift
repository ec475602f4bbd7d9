import CurveScopeTiming

/// Fits a custom animation to a recorded bar that no preset explains: the bar animates to the
/// keyboard's targets (minus the margin, capped at the resting edge), additively, each
/// animation starting `delay` after the keyboard's and running `duration` with one curve.
///
/// Curves tried: the UIKit Béziers, Core Animation's default, linear, the keyboard's spring
/// retimed to the duration (critically damped, ω₀ = √(1000/3) · 0.5 / duration), and a jump (no
/// animation: a layout changed outside any animation, Android's `adjustResize`, a handler of the
/// did-notifications). For each curve a grid over delay (−50…690 ms, 20 ms: a didShow handler
/// moves the bar about 500 ms after the keyboard starts) and duration (24 values, 80 ms…1.08 s,
/// 12 % apart; none for a jump), then golden-section refinement of delay and duration in turn;
/// the curve with the smallest error wins.
enum CustomBarFitter {
  /// The curves tried: name and a timing for a duration.
  static let curves: [(name: String, timing: @Sendable (Double) -> Timing?)] = [
    ("ease-in-out", { bezier(.easeInOut, $0) }),
    ("ease-out", { bezier(.easeOut, $0) }),
    ("ease-in", { bezier(.easeIn, $0) }),
    ("ca-default", { bezier(.coreAnimationDefault, $0) }),
    ("linear", { (try? LinearTiming(duration: $0)).map(Timing.linear) }),
    ("spring", spring),
    (jumpName, { _ in .jump }),
  ]
  /// The name of the curve that does not animate.
  static let jumpName = "jump"
  /// The delays of the grid: −50 ms to 690 ms, 20 ms apart.
  static let gridDelays = (0...37).map { -0.05 + 0.02 * Double($0) }

  static func bezier(_ curve: CubicBezier, _ duration: Double) -> Timing? {
    (try? BezierTiming(curve: curve, duration: duration)).map(Timing.bezier)
  }

  /// The keyboard's spring scaled to end at `duration`: mass 3, stiffness 1000·s², damping
  /// 500·s with s = 0.5 / duration.
  static func spring(_ duration: Double) -> Timing? {
    let scale = KeyboardTiming.standardDuration / duration
    guard
      let spring = try? Spring(mass: 3, stiffness: 1000 * scale * scale, damping: 500 * scale),
      let timing = try? SpringTiming(spring: spring, model: .coreAnimation, duration: duration)
    else { return nil }
    return .spring(timing)
  }

  /// The spec of the spring for `duration`.
  static func springSpec(_ duration: Double) -> String {
    let scale = KeyboardTiming.standardDuration / duration
    func n(_ value: Double) -> String { String((value * 10).rounded() / 10) }
    return "spring(mass: 3, stiffness: \(n(1000 * scale * scale)), damping: \(n(500 * scale)))"
  }

  /// The custom bar's timeline in each stretch.
  static func timelines(
    _ stretches: [BarStretch], curve: Int, delay: Double, duration: Double, ceiling: Double,
    margin: Double
  ) -> [MotionTimeline]? {
    guard let timing = curves[curve].timing(duration) else { return nil }
    return stretches.map { stretch in
      var timeline = MotionTimeline(
        initialValue: min(stretch.keyboard.initialLevel, ceiling) - margin)
      for animation in stretch.keyboard.animations {
        timeline.animate(
          to: min(animation.to, ceiling) - margin, at: animation.time + delay,
          timing: animation.timing == nil ? nil : timing, rule: .additive)
      }
      return timeline
    }
  }

  /// The best custom bar on `sample` frames.
  static func fit(
    stretches: [BarStretch], frames: MatchFrames, sample: [(stretch: Int, indices: [Int])],
    ceiling: Double, margin: Double
  ) -> (curve: Int, delay: Double, duration: Double)? {
    let count = sample.reduce(0) { $0 + $1.indices.count }
    guard count > 0 else { return nil }
    func error(_ curve: Int, _ delay: Double, _ duration: Double) -> Double {
      guard
        let timelines = timelines(
          stretches, curve: curve, delay: delay, duration: duration, ceiling: ceiling,
          margin: margin)
      else { return .infinity }
      var total = 0.0
      for part in sample {
        for index in part.indices {
          let residual = frames.bar[index] - timelines[part.stretch].value(at: frames.times[index])
          total += residual * residual
        }
      }
      return total
    }
    let durations = (0..<24).map { step in (0..<step).reduce(0.08) { value, _ in value * 1.12 } }
    var fits: [(curve: Int, delay: Double, duration: Double, error: Double)] = []
    for curve in curves.indices {
      let jumps = curves[curve].name == jumpName
      var best = (curve: curve, delay: 0.0, duration: jumps ? 0 : 0.25, error: Double.infinity)
      for delay in gridDelays {
        for duration in jumps ? [0] : durations {
          let value = error(curve, delay, duration)
          if value < best.error { best = (curve, delay, duration, value) }
        }
      }
      guard best.error.isFinite else { continue }
      // Each curve's best cell, refined: delay and duration in turn.
      for _ in 0..<3 {
        let delay = TimeSearch.minimize(
          low: best.delay - 0.02, high: best.delay + 0.02, step: 0.004, tolerance: 0.0002
        ) { error(best.curve, $0, best.duration) }
        best.delay = delay.x
        guard !jumps else {
          best.error = delay.value
          continue
        }
        let duration = TimeSearch.minimize(
          low: max(0.02, best.duration * 0.88), high: best.duration * 1.14,
          step: best.duration * 0.02, tolerance: 0.0005
        ) { error(best.curve, best.delay, $0) }
        best.duration = duration.x
        best.error = duration.value
      }
      fits.append(best)
    }
    guard let best = fits.min(by: { $0.error < $1.error }) else { return nil }
    return (best.curve, best.delay, best.duration)
  }
}
