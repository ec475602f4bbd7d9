import CurveScopeSupport
import CurveScopeTiming

/// Timings in words, and how two timings differ, for explanations.
enum TimingWords {
  /// `ease-in-out over 0.25 s`, `the keyboard's spring for 0.5 s`, `no animation (a jump)`.
  static func describe(_ timing: Timing) -> String {
    switch timing {
    case .bezier(let bezier):
      return "\(name(of: bezier.curve)) over \(seconds(bezier.duration))"
    case .linear(let linear):
      return "linear over \(seconds(linear.duration))"
    case .spring(let spring):
      return "a spring for \(seconds(spring.duration))"
    case .keyboard(let keyboard):
      return "the keyboard's spring for \(seconds(keyboard.duration))"
    case .jump:
      return "no animation (a jump)"
    }
  }

  /// The name of a Bézier: `ease-in-out`, or `bezier(x1, y1, x2, y2)`.
  static func name(of curve: CubicBezier) -> String {
    if let named = CurveCatalogue.all.first(where: { $0.definition == .bezier(curve) }) {
      return named.name
    }
    let points = [curve.x1, curve.y1, curve.x2, curve.y2].map(JSONValue.number)
    return "bezier(\(points.joined(separator: ", ")))"
  }

  /// `0.25 s`.
  static func seconds(_ value: Double) -> String {
    "\(NumberText.reading(value, decimals: 3)) s"
  }

  /// The first time, in seconds, from which `timing` stays within `fraction` of its end
  /// (scanned every 0.5 ms up to its duration).
  static func settleTime(_ timing: Timing, within fraction: Double = 0.01) -> Double {
    let step = 0.0005
    let end = timing.duration
    var last = 0.0
    var time = 0.0
    while time < end {
      if abs(1 - timing.progress(at: time)) > fraction { last = time + step }
      time += step
    }
    return min(last, end)
  }

  /// How `bar` differs from `keyboard`: `starts slower and finishes earlier (99 % of the way
  /// at 213 ms; the keyboard at 368 ms)`, with both times in ms.
  static func comparison(_ bar: Timing, with keyboard: Timing) -> (
    text: String, barMilliseconds: Double, keyboardMilliseconds: Double
  ) {
    let barSettle = settleTime(bar) * 1000
    let keyboardSettle = settleTime(keyboard) * 1000
    if bar == .jump {
      return (
        "jumps at once while the keyboard is 99 % of the way only at "
          + "\(NumberText.reading(keyboardSettle, decimals: 0)) ms", barSettle, keyboardSettle
      )
    }
    // Early: where the keyboard has done a quarter of its travel.
    var quarter = 0.0
    while quarter < keyboard.duration, keyboard.progress(at: quarter) < 0.25 { quarter += 0.0005 }
    let early = bar.progress(at: quarter) - 0.25
    let start =
      abs(early) < 0.02 ? "starts about as fast" : (early < 0 ? "starts slower" : "starts faster")
    let difference = barSettle - keyboardSettle
    let finish =
      abs(difference) < 5
      ? "finishes about when it does"
      : (difference < 0 ? "finishes earlier" : "finishes later")
    return (
      "\(start) and \(finish) (99 % of the way at \(NumberText.reading(barSettle, decimals: 0)) ms; the "
        + "keyboard at \(NumberText.reading(keyboardSettle, decimals: 0)) ms)", barSettle,
      keyboardSettle
    )
  }
}
