import ReferenceSolvers

/// Recordings made without the library, to try the diagnosis on: the keyboard from the
/// reference solvers (curve 7's spring in closed form, run critically damped and ended at
/// 0.5 s; Android's IME interpolator PathInterpolator(0.2, 0, 0, 1) over 285 ms by bisection),
/// UIKit's additive retargeting, and a bar that follows the keyboard some display frames late or
/// starts its own copy of the keyboard's motion late. Written as the JSON a recorder writes.
struct HeldOutRecording {
  /// How the bar moves.
  enum Bar {
    /// The keyboard's position `frames` display frames before (a follower).
    case follower(frames: Int)
    /// The keyboard's own curve, started `seconds` after it (an animation dispatched late).
    case delayed(seconds: Double)
    /// The bar at one place throughout.
    case still
    /// A linear animation of the bar's own over `duration` seconds, started `delay` seconds
    /// after the keyboard (shows only).
    case linear(delay: Double, duration: Double)
  }

  var platform = "ios"
  var rate = 120.0
  var screenHeight = 812.0
  var keyboardHeight = 291.0
  var safeArea = 0.0
  var android = false
  var bar = Bar.follower(frames: 1)
  var hideAt: Double? = 1.2
  var jitterMilliseconds = 0.25
  var seed: UInt64 = 7
  var writesEvents = true
  /// Whether `source.platform` is written (a recorder that names no platform writes none).
  var writesPlatform = true
  /// How long the recording runs after the last notification, in seconds.
  var tail = 0.7

  /// Progress of the keyboard's animation `t` seconds after it starts.
  func progress(_ t: Double) -> Double {
    if t <= 0 { return 0 }
    if android {
      return t >= 0.285 ? 1 : BisectionBezier(0.2, 0, 0, 1).y(forX: t / 0.285)
    }
    return t >= 0.5 ? 1 : ReferenceSpringCurve(mass: 3, stiffness: 1000, damping: 500).position(t)
  }

  /// The keyboard's top at `t`: a show at 0, a hide at ``hideAt``, added up as UIKit does.
  func keyboardTop(_ t: Double) -> Double {
    let shown = screenHeight - keyboardHeight
    var value = screenHeight - keyboardHeight * progress(t)
    if let hideAt, t >= hideAt { value += (screenHeight - shown) * progress(t - hideAt) }
    return value
  }

  /// The JSON trace.
  func json() -> String {
    var generator = SeededGenerator(seed: seed)
    let interval = 1 / rate
    var times: [Double] = []
    var k = -12
    while Double(k) * interval <= (hideAt ?? 0) + tail {
      let jitter = (Double(generator.next() % 2001) / 1000 - 1) * jitterMilliseconds / 1000
      times.append(Double(k) * interval + jitter)
      k += 1
    }
    let rest = screenHeight - safeArea
    var frames: [String] = []
    for index in 3..<times.count {
      let t = times[index]
      let barValue: Double
      switch bar {
      case .follower(let late): barValue = min(keyboardTop(times[index - late]), rest)
      case .delayed(let seconds): barValue = min(keyboardTop(t - seconds), rest)
      case .still: barValue = rest
      case .linear(let delay, let duration):
        let progress = min(1, max(0, (t - delay) / duration))
        barValue = min(screenHeight - keyboardHeight * progress, rest)
      }
      let top = (keyboardTop(t) * 3).rounded() / 3
      frames.append(
        "{\"timeMs\": \(t * 1000 + 5000), \"keyboardTop\": \(top), "
          + "\"barBottom\": \((barValue * 3).rounded() / 3)}")
    }
    let shown = screenHeight - keyboardHeight
    let curve = android ? "" : ", \"curve\": 7"
    let duration = android ? 0.285 : 0.25
    func event(_ kind: String, _ time: Double, _ from: Double, _ to: Double) -> String {
      "{\"timeMs\": \(time * 1000 + 5000), \"kind\": \"\(kind)\", \"frameBegin\": [0, \(from), "
        + "375, \(keyboardHeight)], \"frameEnd\": [0, \(to), 375, \(keyboardHeight)], "
        + "\"duration\": \(duration)\(curve)}"
    }
    var events = [event("willShow", 0, screenHeight, shown)]
    if let hideAt { events.append(event("willHide", hideAt, shown, screenHeight)) }
    let platformMember = writesPlatform ? "\"platform\": \"\(platform)\", " : ""
    return """
      {"name": "held-out", "screen": {"width": 375, "height": \(screenHeight), \
      "safeAreaBottom": \(safeArea)}, "source": {\(platformMember)"fps": \(rate)}, \
      \(writesEvents ? "\"events\": [\(events.joined(separator: ", "))]," : "") \
      "frames": [\(frames.joined(separator: ", "))]}
      """
  }

  /// The bytes of ``json()``.
  var bytes: [UInt8] { Array(json().utf8) }
}
