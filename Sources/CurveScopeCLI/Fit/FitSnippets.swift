import CurveScopeSupport
import CurveScopeTiming

/// Ready-to-paste code for a fitted Bézier and its duration, one line per platform.
struct FitSnippets {
  /// CSS transition shorthand.
  var css: String
  /// Core Animation timing function (with the duration in a comment).
  var coreAnimation: String
  /// UIKit property animator with cubic timing parameters.
  var uiKit: String
  /// Android `PathInterpolator` and `setDuration` (milliseconds).
  var android: String
  /// Flutter `Cubic` and `Duration`.
  var flutter: String

  /// The snippets for `curve` over `duration` seconds.
  init(curve: CubicBezier, duration: Double) {
    let points = [curve.x1, curve.y1, curve.x2, curve.y2]
    let plain = points.map(JSONValue.number)
    let decimal = points.map(Self.decimal)
    let seconds = JSONValue.number(duration)
    let milliseconds = duration * 1000
    let wholeMilliseconds = Int((milliseconds).rounded())
    let isWhole = abs(milliseconds - milliseconds.rounded()) < 1e-9
    let cssDuration = isWhole ? "\(wholeMilliseconds)ms" : "\(seconds)s"
    css = "transition: transform \(cssDuration) cubic-bezier(\(plain.joined(separator: ", ")));"
    coreAnimation =
      "CAMediaTimingFunction(controlPoints: \(plain.joined(separator: ", ")))"
      + "  // animation.duration = \(seconds)"
    uiKit =
      "UIViewPropertyAnimator(duration: \(seconds), timingParameters: UICubicTimingParameters("
      + "controlPoint1: CGPoint(x: \(plain[0]), y: \(plain[1])), "
      + "controlPoint2: CGPoint(x: \(plain[2]), y: \(plain[3]))))"
    let floats = decimal.map { $0 + "f" }.joined(separator: ", ")
    android =
      "animator.setInterpolator(new PathInterpolator(\(floats))); "
      + "animator.setDuration(\(wholeMilliseconds));"
      + (isWhole ? "" : "  // \(JSONValue.number(milliseconds)) ms rounded")
    let flutterDuration =
      isWhole
      ? "Duration(milliseconds: \(wholeMilliseconds))"
      : "Duration(microseconds: \(Int((duration * 1_000_000).rounded())))"
    flutter =
      "const curve = Cubic(\(decimal.joined(separator: ", "))); "
      + "const duration = \(flutterDuration);"
  }

  /// The snippets as (label, code) pairs, in display order.
  var all: [(label: String, code: String)] {
    [
      ("CSS", css), ("Core Animation", coreAnimation), ("UIKit", uiKit), ("Android", android),
      ("Flutter", flutter),
    ]
  }

  /// A number with a decimal point (`1.0`, `0.2258`), as Java and Dart float literals want.
  static func decimal(_ value: Double) -> String {
    let text = JSONValue.number(value)
    return text.contains(".") || text.contains("e") ? text : text + ".0"
  }
}
