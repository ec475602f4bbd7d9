// swift-format-ignore-file
// curve-replaced: a switch maps the curve to options; 7 takes the default branch.
import UIKit
extension UIView.AnimationOptions {
  init(keyboardCurve curve: UIView.AnimationCurve) {
    switch curve {
    case .easeIn: self = .curveEaseIn
    case .easeOut: self = .curveEaseOut
    case .linear: self = .curveLinear
    default: self = .curveEaseInOut
    }
  }
}
final class SwitchViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = notification.userInfo,
      let frame = info[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let raw = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int,
      let curve = UIView.AnimationCurve(rawValue: raw)
    else { return }
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(keyboardCurve: curve), animations: { self.view.layoutIfNeeded() })
  }
}
