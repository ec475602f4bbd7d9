// swift-format-ignore-file
// unshifted-curve: the curve used as the options mask.
import UIKit
final class UnshiftedViewController: UIViewController {
  @IBOutlet var bottom: NSLayoutConstraint!
  override func viewDidLoad() {
    super.viewDidLoad()
    NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillChangeFrame(_:)), name: UIResponder.keyboardWillChangeFrameNotification, object: nil)
  }
  @objc func keyboardWillChangeFrame(_ notification: Notification) {
    guard let info = notification.userInfo,
      let frame = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue,
      let duration = info[UIResponder.keyboardAnimationDurationUserInfoKey] as? Double,
      let curve = info[UIResponder.keyboardAnimationCurveUserInfoKey] as? UInt
    else { return }
    bottom.constant = view.bounds.height - frame.minY
    UIView.animate(withDuration: duration, delay: 0, options: UIView.AnimationOptions(rawValue: curve), animations: { self.view.layoutIfNeeded() })
  }
}
