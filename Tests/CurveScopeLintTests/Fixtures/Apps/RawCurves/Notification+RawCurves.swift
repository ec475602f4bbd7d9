import UIKit

// Three spellings of a mapping from the documented raw curves 0–3 to options: each sends the
// keyboard's undocumented 7 to its fallback.
extension Notification {
  var animationOptions: UIView.AnimationOptions {
    let raw = (userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 0
    let options: UIView.AnimationOptions
    switch raw {
    case 0: options = .curveEaseInOut
    case 1: options = .curveEaseIn
    case 2: options = .curveEaseOut
    case 3: options = .curveLinear
    default: options = .curveEaseInOut
    }
    return options
  }

  var keyboardAnimationCurve: UIView.AnimationOptions {
    let map: [Int: UIView.AnimationOptions] = [
      0: .curveEaseInOut, 1: .curveEaseIn, 2: .curveEaseOut, 3: .curveLinear,
    ]
    let raw = (userInfo?[UIResponder.keyboardAnimationCurveUserInfoKey] as? NSNumber)?.intValue ?? 7
    return map[raw] ?? .curveLinear
  }
}

extension UIView.AnimationOptions {
  init(keyboardCurve raw: Int) {
    switch raw {
    case 0, 1: self = raw == 0 ? .curveEaseInOut : .curveEaseIn
    case 2: self = .curveEaseOut
    case 3: self = .curveLinear
    default: self = .curveEaseInOut
    }
  }
}
