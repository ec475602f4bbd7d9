// swift-format-ignore-file
// The curve mapped to options by a switch over the four documented curves: the keyboard's 7 is
// first clamped to .linear, so the bar runs a linear curve over the reported 0.25 s.
import UIKit

extension Notification {
  var barDuration: TimeInterval? {
    (userInfo?[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue
  }

  var barCurve: UIView.AnimationCurve? {
    guard let raw = (userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue else { return nil }
    guard raw >= 0 && raw <= 3 else { return .linear }
    return UIView.AnimationCurve(rawValue: raw)
  }

  var barOptions: UIView.AnimationOptions {
    guard let curve = barCurve else { return [] }
    switch curve {
    case .easeIn: return .curveEaseIn
    case .easeOut: return .curveEaseOut
    case .easeInOut: return .curveEaseInOut
    case .linear: return .curveLinear
    @unknown default: return .curveLinear
    }
  }

  var barEndFrame: CGRect? {
    (userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
  }
}
